// Run one of bench/*.py INSIDE Pyodide under Node, for the browser's figure (Python 3.14 on
// WebAssembly, the engine from the built wheel through the trimmed lock, as the site loads it).
//
//   node tools/bench_in_pyodide.mjs [--checkout] bench/make.py [script args...]
//
// The repository (and ../shared/peer, when present) are mounted at their own absolute paths;
// the script's own sys.path insert is dropped so that `import suido` finds the wheel's copy.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const argv = process.argv.slice(2);
// --checkout: the script's own insert of the checkout is kept, so `import suido` finds the checkout's modules (every
// grid: the page's wheel leaves hexapipes' other grids out), compiled by Pyodide from the sources
const checkout = argv[0] === "--checkout";
const [script, ...args] = checkout ? argv.slice(1) : argv;
if (!script) {
  console.error("usage: node tools/bench_in_pyodide.mjs [--checkout] bench/SCRIPT.py [args...]");
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
// the host's load average and this process's CPU seconds, for the scripts' rows (`import suido_host`): inside
// Pyodide, /proc/loadavg is emscripten's and the clocks are wall clocks
py.registerJsModule("suido_host", {
  load: () => os.loadavg()[0],
  cpu: () => { const u = process.cpuUsage(); return (u.user + u.system) / 1e6; },
});
py.globals.set("SCRIPT", path.resolve(script));
py.globals.set("ARGS", py.toPy(args));
const rc = py.runPython(`
import sys, runpy
sys.argv = [SCRIPT, *ARGS]
class _Path(list):  # the script's own "checkout first" insert is skipped: the wheel's suido is used
    def insert(self, i, p):
        if ${checkout ? "True" : "False"} or str(p).rstrip("/") != ${JSON.stringify(ROOT)}:
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
