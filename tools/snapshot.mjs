// A check of the memory snapshot's recipe (site/snapshot.js's makeSnapshot, by which the page makes the snapshot
// later visits boot from): Pyodide started under Node over the site's own runtime (its pyodide.asm.mjs and wasm,
// its trimmed stdlib) with _makeSnapshot, the snapshot made from the site's wheel as the page makes it, then
// booted again from, with no site-packages at all, to run every kind of op of suido.web: a recipe that would
// miss something fails the build, not a player.
//
//   node tools/snapshot.mjs <the built site (its snapshot.js, and pyodide/: runtime, trimmed stdlib, site wheel)>
//
// Prints one JSON line: {bytes, kept (its size kept sparse), made_ms, booted_ms}.
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";

const [site] = process.argv.slice(2);
if (!site) {
  console.error("usage: node tools/snapshot.mjs <site>");
  process.exit(2);
}
const indexURL = path.resolve(site, "pyodide") + "/";
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);
// (as a data: URL, which Node 20 always reads as a module; a .js file outside a "type": "module" package it
// would read as CommonJS)
const recipe = fs.readFileSync(path.resolve(site, "snapshot.js"), "utf8");
const { makeSnapshot, sparse, dense } = await import("data:text/javascript," + encodeURIComponent(recipe));
const wheels = fs.readdirSync(indexURL).filter((f) => /^suido-.*\.whl$/.test(f));
if (wheels.length !== 1) throw new Error(`expected one suido wheel in ${indexURL}, found ${wheels}`);

const t0 = performance.now();
const maker = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
const snapshot = makeSnapshot(maker, fs.readFileSync(path.join(indexURL, wheels[0])));
const madeMs = performance.now() - t0;

// Booted again from it, as the worker will be: nothing in site-packages.
const t1 = performance.now();
// (kept sparse and made whole again, as the page keeps it and the engine's worker reads it)
const kept = sparse(snapshot);
const py = await loadPyodide({ indexURL, _loadSnapshot: dense(kept.buffer), stdout: () => {}, stderr: () => {} });
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
    for move in ("0+", "hint", "p2", "undo", "redo", "r"):
        call("move", board=b, move=move)
    call("move", board=b, move="j", cell=0, side=1); call("move", board=b, move="undo")
    call("close", board=b)
call("stats", today="2026-10-06", days=["2026-10-06"], levels={"5x5#1": {"best": 60000, "fewest": 9}}, lang="ja")
made = call("make", size=6, walls=2, locked=1, difficulty=40, seed=5)
assert made.get("code"), made
"ok"
`);
if (out !== "ok") throw new Error(`the snapshot's engine answered ${out}`);
console.log(JSON.stringify({ bytes: snapshot.length, kept: kept.length, made_ms: Math.round(madeMs), booted_ms: Math.round(bootedMs) }));
