// The wheel the browser loads: our wheel byte-compiled INSIDE Pyodide (the .pyc magic must be
// the wasm CPython 3.14's) and without the level files (the page fetches one size's file when
// that size is played) nor the difficulty tables of hexapipes' other grids (suido/data/difficulty_tilings.json,
// about 60 KB of the first visit: suido.difficulty finds them absent and says so). The wheel is sourceless, as
// Pyodide's own stdlib is: each module is an
// unchecked-hash .pyc where its .py was (PEP 552: no source to check; PEP 3147's legacy layout), so
// importing suido in the worker skips compiling it and the first visit does not carry the sources
// twice (tracebacks in the worker show no source lines; the wheel on PyPI keeps its sources). It is compiled
// as python -OO would (no docstrings, no asserts: the engine's asserts only narrow types, and no module reads
// a docstring at run time but web.py's, which takes None) and without line tables (a traceback in the worker
// names no line: a quarter of the code's bytes, about 90 KB of the first visit), and its METADATA keeps its headers, not the README. Zip entries keep fixed dates: the same wheel in gives the same bytes out.
//
//   node tools/site_wheel.mjs <pyodide-dir> <wheel in> <wheel out>
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dir, src, dst] = process.argv.slice(2);
if (!dir || !src || !dst) {
  console.error("usage: node tools/site_wheel.mjs <pyodide-dir> <wheel-in> <wheel-out>");
  process.exit(2);
}
const indexURL = path.resolve(dir) + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL, stdout: () => {} });
py.FS.writeFile("/tmp/in.whl", fs.readFileSync(src));
const info = py.runPython(`
import compileall, hashlib, base64, os, py_compile, shutil, zipfile
shutil.rmtree("/tmp/w", ignore_errors=True)
with zipfile.ZipFile("/tmp/in.whl") as z:
    left_out = {"suido/data/difficulty_tilings.json"}   # the other grids' difficulty tables (suido.difficulty.FILES)
    names = [n for n in z.namelist() if not n.startswith("suido/_levels/") and n not in left_out]
    for n in names:
        z.extract(n, "/tmp/w")
ok = compileall.compile_dir("/tmp/w/suido", quiet=2, workers=1, stripdir="/tmp/w", prependdir="/lib/python3.14/site-packages",
                            invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH, legacy=True, optimize=2)
for root, dirs, fs_ in os.walk("/tmp/w/suido"):   # sourceless, as Pyodide's own stdlib: x.pyc where x.py was
    for f in fs_:
        if f.endswith(".py"):
            os.remove(os.path.join(root, f))
import marshal, types
def bare(code):   # a code object without its line table (its constants' code objects too)
    consts = tuple(bare(c) if isinstance(c, types.CodeType) else c for c in code.co_consts)
    return code.replace(co_linetable=b"", co_consts=consts)
for root, dirs, fs_ in os.walk("/tmp/w/suido"):   # no line numbers: a quarter of the code's bytes, most of a
    for f in fs_:                                  # hundred KB as sent; a traceback in the worker names no lines
        if f.endswith(".pyc"):
            pyc = os.path.join(root, f)
            data = open(pyc, "rb").read()
            open(pyc, "wb").write(data[:16] + marshal.dumps(bare(marshal.loads(data[16:]))))
files = []
for root, dirs, fs_ in os.walk("/tmp/w"):
    dirs.sort()
    for f in sorted(fs_):
        files.append(os.path.relpath(os.path.join(root, f), "/tmp/w"))
record = next(f for f in files if f.endswith(".dist-info/RECORD"))
meta = os.path.join("/tmp/w", next(f for f in files if f.endswith(".dist-info/METADATA")))
head = open(meta, encoding="utf-8").read().split("\\n\\n", 1)[0]   # the headers; the README (its body) stays on PyPI
open(meta, "w", encoding="utf-8").write(head + "\\n")
lines = []
for f in files:
    if f == record:
        continue
    data = open(os.path.join("/tmp/w", f), "rb").read()
    digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
    lines.append(f"{f},sha256={digest},{len(data)}")
lines.append(f"{record},,")
open(os.path.join("/tmp/w", record), "w").write("\\n".join(lines) + "\\n")
with zipfile.ZipFile("/tmp/out.whl", "w", zipfile.ZIP_STORED) as z:   # stored: the server compresses the whole file
    for f in files:
        info = zipfile.ZipInfo(f, date_time=(2023, 11, 14, 22, 13, 20))
        info.compress_type = zipfile.ZIP_STORED
        info.external_attr = 0o644 << 16
        z.writestr(info, open(os.path.join("/tmp/w", f), "rb").read())
f"compiled ok={bool(ok)} files={len(files)}"
`);
fs.writeFileSync(dst, py.FS.readFile("/tmp/out.whl"));
console.log(info, "->", dst, fs.statSync(dst).size, "bytes");
