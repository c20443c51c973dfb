// The trimmed stdlib the site ships: only the modules Pyodide's boot and the engine really import.
// Boots Pyodide the site's way (the lock, packages: ["suido"]) over the FULL byte-compiled stdlib, then
// imports every suido module, runs every op of suido.web, every command of the CLI and a Python error
// as Pyodide reports one, and keeps every stdlib module that is then in sys.modules (with its parent
// packages and the data files beside them). Written uncompressed (ZIP_STORED): the server compresses
// the whole file, which packs better than zip's own deflate of each entry, and zipimport reads it as is.
//
//   node tools/stdlib_trim.mjs <pyodide-dir (with the lock and the site wheel)> <full stdlib zip> <levels dir> <out zip>
//
// Prints one JSON line: {kept, of, modules[]}. tools/pytest_in_pyodide.mjs --stdlib runs the engine's test
// suite under the trimmed zip and fails on any import the engine (or a kept module) makes that it lacks.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dir, full, levelsDir, dst] = process.argv.slice(2);
if (!dir || !full || !levelsDir || !dst) {
  console.error("usage: node tools/stdlib_trim.mjs <pyodide-dir> <full-stdlib-zip> <levels-dir> <out-zip>");
  process.exit(2);
}
const indexURL = path.resolve(dir) + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const py = await loadPyodide({
  indexURL, stdLibURL: path.resolve(full), packages: ["suido"], stdout: () => {}, stderr: () => {},
});
// The level files the browser hands over as text: here they sit where the wheel for Python users has them.
const purelib = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
py.FS.mkdirTree(`${purelib}/suido/_levels`);
for (const f of fs.readdirSync(levelsDir)) {
  py.FS.writeFile(`${purelib}/suido/_levels/${f}`, fs.readFileSync(path.join(levelsDir, f)));
}
// A Python error as the worker would meet one: Pyodide formats it (traceback, linecache, ...).
try {
  py.runPython("raise ValueError('a test of the error path')");
} catch (e) { /* expected */ }
py.FS.writeFile("/tmp/full.zip", fs.readFileSync(full));
const out = py.runPython(String.raw`
import contextlib, importlib, io, json, pkgutil, sys
import suido
from suido import web
for m in pkgutil.walk_packages(suido.__path__, "suido."):
    importlib.import_module(m.name)

def call(op, **args):
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))
    return reply.get("result") or {}

rows = open(f"${purelib}/suido/_levels/5x5.tsv").read()
call("hello"); call("words", lang="en"); call("words", lang="ja"); call("pieces", lang="ja")
call("levels", size="5x5", rows=rows, marks="", solved=[1]); call("daily", size="5x5", day="2026-10-06")
for opened in (call("open", size="5x5", level=1, lang="ja"), call("open", code="3x3:1u82e42b3", answer="3x3:2u82d42b9"),
               call("open", code="5x5:9Ica935racCde8339c459B559;b17;k8")):
    b = opened.get("board")
    for move in ("0+", "1-", "hint", "p2", "&p3", "undo", "redo", "x", "r", "undo"):
        call("move", board=b, move=move)
    call("move", board=b, move="j", cell=0, side=1); call("move", board=b, move="m", cell=0, point=[100, 50])
    call("move", board=b, move="j2"); call("close", board=b)
    call("open", code="3x3:1u82e42b3", history="1//0+,p1,&p2,r/3")
call("stats", today="2026-10-06", days=["2026-10-05", "2026-10-06"], levels={"5x5#1": {"best": 60000, "fewest": 9}}, lang="ja")
call("open", code="not a code"); call("move", board=999, move="0+")
call("make", size=5, kind="drains", wrap=True, seed=3); call("make", width=6, height=4, kind="inlet-outlet", seed=2)
call("make", size=6, walls=2, locked=1, difficulty=40, seed=5)
from suido import __main__ as cli
made = suido.make(size=5, seed=1)
for argv in (["make", "--size", "5", "--kind", "drains", "--wrap", "--seed", "3"], ["solve", made.code],
             ["check", made.code, made.answer], ["check", made.code, made.code], ["show", made.code],
             ["level", "5x5", "3"], ["daily", "5x5", "--date", "2026-10-06"], ["daily", "5x5"], ["--help"],
             ["make", "--size", "5", "--difficulty", "50", "--pumps", "1"],
             ["make", "--help"], ["solve", "bad"], ["nonsense"]):
    with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
        try:
            cli.main(argv)
        except SystemExit:
            pass
import random; random.seed()

# What to keep: every module loaded from the stdlib zip, and the packages above it.
import zipfile
ZIP = "/lib/python314.zip/"
keep = set()
for name, mod in list(sys.modules.items()):
    f = getattr(mod, "__file__", None) or ""
    if f.startswith(ZIP):
        parts = name.split(".")
        for i in range(1, len(parts) + 1):
            keep.add(".".join(parts[:i]))
src = zipfile.ZipFile("/tmp/full.zip")
names = src.namelist()
packages = {n[:-len("/__init__.pyc")].replace("/", ".") for n in names if n.endswith("/__init__.pyc")}
wanted = set()
for m in keep:
    p = m.replace(".", "/")
    if m in packages:
        wanted.add(p + "/__init__.pyc")
        # data files of a kept package (not its modules, not its subpackages)
        wanted.update(n for n in names if n.startswith(p + "/") and "/" not in n[len(p) + 1:]
                      and not n.endswith((".pyc", "/")))
    elif p + ".pyc" in names:
        wanted.add(p + ".pyc")
with zipfile.ZipFile("/tmp/out.zip", "w", zipfile.ZIP_STORED) as z:
    for n in names:
        if n in wanted:
            info = src.getinfo(n)
            zi = zipfile.ZipInfo(n, date_time=(1980, 1, 1, 0, 0, 0))
            zi.compress_type = zipfile.ZIP_STORED
            zi.external_attr = 0o644 << 16
            z.writestr(zi, src.read(info))
json.dumps({"kept": len(wanted), "of": len(names), "modules": sorted(keep)})
`);
fs.writeFileSync(dst, py.FS.readFile("/tmp/out.zip"));
console.log(out);
