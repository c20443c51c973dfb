// Byte-compile Pyodide's python_stdlib.zip INSIDE Pyodide (the .pyc magic must be the wasm
// CPython 3.14's; the host Python cannot do it) and write a .pyc-only zip in the legacy layout
// (foo.pyc next to where foo.py was), which zipimport reads. Written by build.py; see
// ../../shared/reference/PYODIDE.md §6.1 for why (boot 2.5x faster).
//
//   node tools/precompile_stdlib.mjs <pyodide-dir> <src python_stdlib.zip> <dst zip>
//
// The output is deterministic for one input: unchecked-hash .pyc (no source mtimes) and fixed
// zip entry dates, so a rebuild gives the same bytes and the service worker's version only
// moves when something really changed.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dir, src, dst] = process.argv.slice(2);
if (!dir || !src || !dst) {
  console.error("usage: node tools/precompile_stdlib.mjs <pyodide-dir> <src-zip> <dst-zip>");
  process.exit(2);
}
const indexURL = path.resolve(dir) + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const t0 = performance.now();
const py = await loadPyodide({ indexURL, stdLibURL: path.resolve(src), stdout: () => {} });
py.FS.writeFile("/tmp/in.zip", fs.readFileSync(src));
const info = py.runPython(`
import compileall, os, py_compile, shutil, sys, zipfile
shutil.rmtree("/tmp/std", ignore_errors=True)
zipfile.ZipFile("/tmp/in.zip").extractall("/tmp/std")
ok = compileall.compile_dir(
    "/tmp/std", legacy=True, quiet=2, workers=1,
    stripdir="/tmp/std", prependdir="/lib/python314.zip",   # tracebacks name the real zip path
    invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH)
n = 0
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_DEFLATED) as z:
    for root, dirs, files in os.walk("/tmp/std"):
        dirs.sort()
        for f in sorted(files):
            p = os.path.join(root, f)
            arc = os.path.relpath(p, "/tmp/std")
            if f.endswith(".py") and os.path.exists(p + "c"):
                continue                      # keep only the .pyc
            zi = zipfile.ZipInfo(arc, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_DEFLATED
            zi.external_attr = 0o644 << 16
            with open(p, "rb") as fh:
                z.writestr(zi, fh.read())
            n += 1
f"compiled ok={bool(ok)} entries={n} python={sys.version.split()[0]}"
`);
fs.writeFileSync(dst, py.FS.readFile("/tmp/out.zip"));
console.log(`${info} -> ${dst} ${fs.statSync(dst).size} bytes in ${Math.round(performance.now() - t0)} ms`);
