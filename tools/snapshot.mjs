// The memory snapshot later visits boot from: Pyodide started under Node over the site's own runtime (its
// pyodide.asm.mjs and wasm, its trimmed stdlib), the site's wheel unzipped into site-packages, every suido
// module imported and what the engine reads lazily from its files read now (a snapshot keeps Python's heap,
// not the files in MEMFS: a restored site-packages is empty). Then the heap is written out, and booted again
// from it here, with no site-packages at all, to run every kind of op of suido.web: a snapshot that would
// miss something fails the build, not a player.
//
// Pyodide's snapshot API is private in 314 (_makeSnapshot, makeMemorySnapshot, _loadSnapshot): the version is
// pinned by build.py, and a snapshot only loads under the pyodide.asm.mjs+wasm it was made by (their BUILD_ID).
// Nothing may be loaded with loadPackage (or packages:) before it is made.
//
//   node tools/snapshot.mjs <the site's pyodide dir (runtime, trimmed stdlib, the site wheel)> <out>
//
// Prints one JSON line: {bytes, made_ms, booted_ms}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [dir, dst] = process.argv.slice(2);
if (!dir || !dst) {
  console.error("usage: node tools/snapshot.mjs <pyodide-dir> <out>");
  process.exit(2);
}
const indexURL = path.resolve(dir) + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
const wheels = fs.readdirSync(indexURL).filter((f) => /^suido-.*\.whl$/.test(f));
if (wheels.length !== 1) throw new Error(`expected one suido wheel in ${indexURL}, found ${wheels}`);

const t0 = performance.now();
const maker = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
maker.FS.writeFile("/tmp/suido.whl", fs.readFileSync(path.join(indexURL, wheels[0])));
maker.runPython(String.raw`
import importlib, pkgutil, sysconfig, zipfile
zipfile.ZipFile("/tmp/suido.whl").extractall(sysconfig.get_paths()["purelib"])
importlib.invalidate_caches()
import suido, suido.web
for m in pkgutil.walk_packages(suido.__path__, "suido."):
    importlib.import_module(m.name)
from suido import difficulty
assert difficulty.tables(), "suido/data/difficulty.json was not read"
`);
const snapshot = maker.makeMemorySnapshot();
const madeMs = performance.now() - t0;

// Booted again from it, as the worker will be: nothing in site-packages.
const t1 = performance.now();
const py = await loadPyodide({ indexURL, _loadSnapshot: snapshot, stdout: () => {}, stderr: () => {} });
const bootedMs = performance.now() - t1;
const out = py.runPython(String.raw`
import json, os, sysconfig, random
random.seed()
assert not os.path.exists(os.path.join(sysconfig.get_paths()["purelib"], "suido")), "site-packages survived"
from suido import web

def call(op, **args):
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))
    assert reply.get("ok"), reply
    return reply.get("result") or {}

call("hello"); call("words", lang="en"); call("words", lang="ja"); call("pieces", lang="ja")
call("daily", size="5x5", day="2026-10-06")
for opened in (call("open", code="3x3:1u82e42b3", answer="3x3:2u82d42b9"),
               call("open", code="5x5:9Ica935racCde8339c459B559;b17;k8", lang="ja")):
    b = opened["board"]
    call("turn", board=b, cell=0, by=1); call("hint", board=b); call("pin", board=b, cell=2)
    call("undo", board=b); call("redo", board=b); call("restart", board=b); call("close", board=b)
call("stats", today="2026-10-06", days=["2026-10-06"], levels={"5x5#1": {"best": 60000, "fewest": 9}}, lang="ja")
made = call("make", size=6, walls=2, locked=1, difficulty=40, seed=5)
assert made.get("code"), made
"ok"
`);
if (out !== "ok") throw new Error(`the snapshot's engine answered ${out}`);
fs.writeFileSync(dst, snapshot);
console.log(JSON.stringify({ bytes: snapshot.length, made_ms: Math.round(madeMs), booted_ms: Math.round(bootedMs) }));
