// Brotli-compress files with Node's built-in zlib (no package to install; Node is needed by the build
// already). build.py serves FILE.br to a browser that accepts br; it caches the results by content hash,
// so the slow ones (the 9.6 MB wasm at quality 11 takes about a minute and a half) run once per machine.
//
//   node tools/brotli.mjs [--quality Q] <in> <out> [<in> <out> ...]
//
// Quality 11 by default; the 31.5 MB memory snapshot is packed at 7 (11 would take minutes).
//
// The files are compressed at once (zlib's async calls run on libuv's thread pool).
import fs from "node:fs";
import zlib from "node:zlib";
import { promisify } from "node:util";

const compress = promisify(zlib.brotliCompress);
const args = process.argv.slice(2);
let quality = 11;
if (args[0] === "--quality") {
  quality = Number(args[1]);
  args.splice(0, 2);
}
if (args.length === 0 || args.length % 2) {
  console.error("usage: node tools/brotli.mjs <in> <out> [<in> <out> ...]");
  process.exit(2);
}
const jobs = [];
for (let i = 0; i < args.length; i += 2) {
  const [src, dst] = [args[i], args[i + 1]];
  const data = fs.readFileSync(src);
  jobs.push(compress(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 24,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  }).then((out) => fs.writeFileSync(dst, out)));
}
await Promise.all(jobs);
