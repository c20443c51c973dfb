// Run one of bench/*.py INSIDE Pyodide under Node, for the browser's figure (Python 3.14 on
// WebAssembly, the engine from the built wheel through the trimmed lock, as the site loads it).
//
//   node tools/bench_in_pyodide.mjs bench/make.py [script args...]
//
// The repository (and ../shared/peer, when present) are mounted at their own absolute paths;
// the script's own sys.path insert is dropped so that `import suido` finds the wheel's copy.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("usage: node tools/bench_in_pyodide.mjs bench/SCRIPT.py [args...]");
  process.exit(2);
}
const indexURL = path.join(ROOT, "dist", "site", "pyodide") + "/";
if (!fs.existsSync(indexURL + "pyodide.mjs")) {
  console.error("no Pyodide in dist/site/pyodide: run `python3 build.py build` first");
  process.exit(2);
}
const { loadPyodide } = await import(pathToFileURL(indexURL + "pyodide.mjs").href);
const py = await loadPyodide({ indexURL, packages: ["suido"], stdout: (s) => console.log(s), stderr: (s) => console.error(s) });
const mounts = [ROOT, path.resolve(ROOT, "..", "shared", "peer")].filter((d) => fs.existsSync(d));
for (const dir of mounts) {
  py.FS.mkdirTree(dir);
  py.mountNodeFS(dir, dir);
}
py.globals.set("SCRIPT", path.resolve(script));
py.globals.set("ARGS", py.toPy(args));
const rc = py.runPython(`
import sys, runpy
sys.argv = [SCRIPT, *ARGS]
class _Path(list):  # the script's own "checkout first" insert is skipped: the wheel's suido is used
    def insert(self, i, p):
        if str(p).rstrip("/") != ${JSON.stringify(ROOT)}:
            super().insert(i, p)
sys.path = _Path(sys.path)
try:
    runpy.run_path(SCRIPT, run_name="__main__")
    code = 0
except SystemExit as e:
    code = e.code or 0
code
`);
process.exit(Number(rc));
