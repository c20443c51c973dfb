// Run the engine's pytest suite INSIDE Pyodide under Node, against the BUILT wheel, installed the way
// a third party would: micropip.install("emfs:/tmp/suido-X-py3-none-any.whl"). Fully offline: Pyodide
// comes from dist/site/pyodide, pytest and micropip from local wheels (build.py test downloads them).
//
//   node tools/pytest_in_pyodide.mjs [--pyodide DIR] [--wheel FILE] [--test-wheels DIR]
//                                    [--tests DIR] [--select ID]... [--mount DIR]... [--info] [-- pytest args...]
//
// Defaults (relative to the repository): dist/site/pyodide, dist/wheel/suido-*.whl,
// .cache/pyodide-wheels, tests/engine; ../shared/peer and levels/ are mounted too when present.
// Host folders appear inside Pyodide at their own absolute paths (NODEFS mounts), so a test that
// finds files relative to __file__ finds the same files; only the tests folder is mounted, never
// tests/conftest.py (the host's, with its browser-side fixtures). --select ID (again for more): only these files
// or tests of the tests folder (`test_web.py`, `test_generator.py::test_seeded_boards_are_pinned`), not all of it.
//
// The site ships a trimmed stdlib (build.py: only what Pyodide's boot and the engine import), and Pyodide here
// boots on it, as in the browser. pytest and its plugins need more of the stdlib: the full byte-compiled one
// (--full-stdlib, default dist/python_stdlib-full.zip) is put at the END of sys.path for them, and every
// import statement run by the engine (suido.*) or by a module of the trimmed stdlib is checked: a module it
// gets from the full stdlib is one a player would miss, and fails the run (exit 3) naming it and its importer.
//
// --info: do not run pytest; boot the way the site does (loadPyodide({packages: ["suido"]}) through
// the trimmed pyodide-lock.json) and print one JSON line of facts (platform, versions, timings).
//
// Exit code: pytest's (0 all passed, 1 failures, 5 no tests collected, ...), 2 for bad usage.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const opts = {
  pyodide: path.join(ROOT, "dist", "site", "pyodide"),
  wheel: null,
  testWheels: path.join(ROOT, ".cache", "pyodide-wheels"),
  fullStdlib: path.join(ROOT, "dist", "python_stdlib-full.zip"),
  tests: path.join(ROOT, "tests", "engine"),
  mounts: [path.join(ROOT, "levels"), path.resolve(ROOT, "..", "shared", "peer")],
  select: [],
  info: false,
  pytestArgs: [],
};
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const a = argv[i];
  const val = () => {
    if (i + 1 >= argv.length) usage(`${a} needs a value`);
    return path.resolve(argv[++i]);
  };
  if (a === "--") { opts.pytestArgs = argv.slice(i + 1); break; }
  else if (a === "--pyodide") opts.pyodide = val();
  else if (a === "--wheel") opts.wheel = val();
  else if (a === "--test-wheels") opts.testWheels = val();
  else if (a === "--full-stdlib") opts.fullStdlib = val();
  else if (a === "--tests") opts.tests = val();
  else if (a === "--mount") opts.mounts.push(val());
  else if (a === "--select") {
    if (i + 1 >= argv.length) usage(`${a} needs a value`);
    opts.select.push(argv[++i]);
  }
  else if (a === "--info") opts.info = true;
  else usage(`unknown argument ${a}`);
}

function usage(msg) {
  console.error(`pytest_in_pyodide: ${msg}\n` +
    "usage: node tools/pytest_in_pyodide.mjs [--pyodide DIR] [--wheel FILE] [--test-wheels DIR] " +
    "[--full-stdlib ZIP] [--tests DIR] [--select ID]... [--mount DIR]... [--info] [-- pytest args...]");
  process.exit(2);
}
function fail(msg) {
  console.error(`pytest_in_pyodide: ${msg}`);
  process.exit(2);
}

const ms = (t) => Math.round(performance.now() - t);
const indexURL = opts.pyodide + "/";
if (!fs.existsSync(path.join(indexURL, "pyodide.mjs"))) {
  fail(`no Pyodide at ${opts.pyodide}: run \`python3 build.py build\` first`);
}
const { loadPyodide } = await import(pathToFileURL(path.join(indexURL, "pyodide.mjs")).href);

if (opts.info) {
  // The site's way: our wheel is an entry of the trimmed lock, fetched while the interpreter boots.
  const t0 = performance.now();
  const py = await loadPyodide({ indexURL, packages: ["suido"], stdout: () => {}, stderr: () => {} });
  const boot = ms(t0);
  const facts = py.runPython(`
import json, sys                 # only what the site's trimmed stdlib has (no platform)
import suido
json.dumps({
    "platform": sys.platform,
    "python": list(sys.version_info[:3]),
    "implementation": sys.implementation.name,
    "suido_file": suido.__file__,
    "decoded": [suido.decode("3x2:35B7vM").width, suido.decode("3x2:35B7vM").height],
})`);
  const t1 = performance.now();
  py.runPython("import json, random, dataclasses");
  console.log(JSON.stringify({
    pyodide: py.version, boot_with_suido_ms: boot, stdlib_imports_ms: ms(t1), ...JSON.parse(facts),
  }));
  process.exit(0);
}

// ---- the pytest run
if (!fs.existsSync(opts.tests) || !fs.statSync(opts.tests).isDirectory()) {
  console.log(`pytest_in_pyodide: no tests folder at ${opts.tests}: no tests ran`);
  process.exit(5);
}
if (!opts.wheel) {
  const dir = path.join(ROOT, "dist", "wheel");
  const found = fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => /^suido-.*-py3-none-any\.whl$/.test(f)) : [];
  if (found.length !== 1) fail(`expected one suido-*-py3-none-any.whl in ${dir}, found ${found.length}: run \`python3 build.py build\``);
  opts.wheel = path.join(dir, found[0]);
}
const testWheel = (prefix) => {
  const hits = fs.existsSync(opts.testWheels)
    ? fs.readdirSync(opts.testWheels).filter((f) => f.startsWith(prefix + "-") && f.endsWith(".whl")) : [];
  if (hits.length !== 1) fail(`expected one ${prefix}-*.whl in ${opts.testWheels}: run \`python3 build.py test\` (it downloads them)`);
  return path.join(opts.testWheels, hits[0]);
};
const pytestWheels = ["pytest", "pluggy", "iniconfig", "packaging", "pygments"].map(testWheel);
const micropipWheel = testWheel("micropip");

if (!fs.existsSync(opts.fullStdlib)) fail(`no full stdlib at ${opts.fullStdlib}: run \`python3 build.py build\``);
const t0 = performance.now();
const py = await loadPyodide({ indexURL });
const tBoot = ms(t0);
py.FS.writeFile("/lib/python_stdlib_full.zip", fs.readFileSync(opts.fullStdlib));
py.runPython(String.raw`
import builtins, sys, zipimport
_FULL, _TRIMMED = "/lib/python_stdlib_full.zip", "/lib/python314.zip/"

class _FullStdlib:
    """Last on sys.meta_path: a module, or a submodule of a package of the trimmed stdlib, found nowhere else."""
    @staticmethod
    def find_spec(name, path=None, target=None):
        parent = name.rpartition(".")[0].replace(".", "/")
        try:
            return zipimport.zipimporter(_FULL + ("/" + parent + "/" if parent else "")).find_spec(name)
        except (zipimport.ZipImportError, OSError):
            return None

sys.meta_path.append(_FullStdlib)
_real_import = builtins.__import__
MISSING = {}

def _check(name, importer):
    mod = sys.modules.get(name)
    if mod is not None and (getattr(mod, "__file__", None) or "").startswith(_FULL):
        MISSING.setdefault(name, importer)

def _audited_import(name, globals=None, locals=None, fromlist=(), level=0):
    mod = _real_import(name, globals, locals, fromlist, level)
    g = globals or {}
    importer = g.get("__name__") or ""
    # (importlib._bootstrap imports a from-list's submodules with its own globals: its caller checks those)
    if importer.split(".")[0] == "suido" or (
            (g.get("__file__") or "").startswith(_TRIMMED) and not importer.startswith("importlib._bootstrap")):
        if level:
            base = (g.get("__package__") or "").rsplit(".", level - 1)[0]
            full = f"{base}.{name}" if name else base
        else:
            full = name
        parts = full.split(".")
        for i in range(1, len(parts) + 1):
            _check(".".join(parts[:i]), importer)
        for item in fromlist or ():
            _check(f"{full}.{item}", importer)
    return mod

builtins.__import__ = _audited_import
`);

const t1 = performance.now();
// Local paths: in Node loadPackage reads the files directly (and checks no hash; build.py did, with pip).
const loaded = await py.loadPackage([...pytestWheels, micropipWheel], { messageCallback: () => {} });
if (loaded.length !== pytestWheels.length + 1) fail(`loadPackage loaded ${loaded.length} of ${pytestWheels.length + 1} wheels`);
const tTools = ms(t1);

const t2 = performance.now();
const wheelName = path.basename(opts.wheel);
py.FS.writeFile(`/tmp/${wheelName}`, fs.readFileSync(opts.wheel));
await py.runPythonAsync(`
import micropip
await micropip.install("emfs:/tmp/${wheelName}")
`);
const tInstall = ms(t2);

// Mirror host folders at their own absolute paths.
const mount = (dir) => {
  py.FS.mkdirTree(dir);
  py.mountNodeFS(dir, dir);
};
mount(opts.tests);
for (const dir of opts.mounts) if (dir !== opts.tests && fs.existsSync(dir)) mount(dir);

const t3 = performance.now();
const chosen = opts.select.length ? opts.select.map((id) => path.join(opts.tests, id)) : [opts.tests];
for (const id of chosen) {
  if (!fs.existsSync(id.split("::")[0])) fail(`--select ${path.relative(opts.tests, id)}: no such file in ${opts.tests}`);
}
py.globals.set("PYTEST_ARGS", py.toPy(["-p", "no:cacheprovider", "-q", ...opts.pytestArgs, ...chosen]));
const rc = await py.runPythonAsync(`
import sys
sys.dont_write_bytecode = True          # the tests folder is the host's: leave no .pyc in it
import suido, pytest
print(f"suido from {suido.__file__} on {sys.platform}, Python {sys.version.split()[0]}", flush=True)
rc = int(pytest.main(list(PYTEST_ARGS)))
if MISSING:
    print("pytest_in_pyodide: the trimmed stdlib lacks what the engine imports (module <- importer): "
          + ", ".join(f"{m} <- {i}" for m, i in sorted(MISSING.items())), flush=True)
    rc = rc or 3
rc
`);
console.log(`pytest_in_pyodide: boot ${tBoot} ms, pytest+micropip wheels ${tTools} ms, ` +
  `micropip.install(suido) ${tInstall} ms, pytest ${ms(t3)} ms, exit ${rc}`);
process.exit(Number(rc));
