// The shell's scripts as a browser is sent them: each file's comments and layout taken out by terser (pinned in
// the root's package.json), its code left as written (compress and mangle off: every name stays, so a stack trace
// reads as the source does). The hand-written files keep their comments in site/; a first visit moves about 55 KB
// less (brotli) for them. Written by build.py (builder/strip.py), which caches the results by content hash.
//
//   node tools/strip_comments.mjs <in> <out> [<in> <out> ...]
import fs from "node:fs";
import { minify } from "terser";

const args = process.argv.slice(2);
if (args.length === 0 || args.length % 2) {
  console.error("usage: node tools/strip_comments.mjs <in> <out> [<in> <out> ...]");
  process.exit(2);
}
for (let i = 0; i < args.length; i += 2) {
  const [src, dst] = [args[i], args[i + 1]];
  const out = await minify(fs.readFileSync(src, "utf8"), {
    module: true, compress: false, mangle: false, format: { comments: false, ascii_only: false },
  });
  if (typeof out.code !== "string") throw new Error(`terser gave no code for ${src}`);
  fs.writeFileSync(dst, out.code + "\n");
}
