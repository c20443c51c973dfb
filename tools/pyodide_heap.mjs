// The wasm heap Python takes (what iOS Safari counts against a tab): Pyodide under Node over the site's own runtime,
// started the ordinary way with the engine imported, and booted from the memory snapshot as later visits are.
//
//   node tools/pyodide_heap.mjs dist/site        Prints one JSON line: {ordinary_mb, snapshot_mb, snapshot_file_mb}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site] = process.argv.slice(2);
const indexURL = path.resolve(site, "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const recipe = fs.readFileSync(path.resolve(site, "snapshot.js"), "utf8");
const { makeSnapshot } = await import("data:text/javascript," + encodeURIComponent(recipe));
const wheel = fs.readdirSync(indexURL).find((f) => /^suido-.*\.whl$/.test(f));
const mb = (py) => +(py._module.HEAP8.byteLength / 2 ** 20).toFixed(1);

const maker = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
const snapshot = makeSnapshot(maker, fs.readFileSync(path.join(indexURL, wheel)));
const ordinary = mb(maker);  // the heap of a Python started the ordinary way, the engine imported
const py = await loadPyodide({ indexURL, _loadSnapshot: snapshot, stdout: () => {}, stderr: () => {} });
const restored = mb(py);

console.log(JSON.stringify({ ordinary_mb: ordinary, snapshot_mb: restored, snapshot_file_mb: +(snapshot.byteLength / 2 ** 20).toFixed(1) }));
