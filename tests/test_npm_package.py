"""The npm package of the page's side (builder/npmpkg.py), outside a browser: the tarball as `npm pack` makes it holds
the entries, their types and the stylesheet and none of the runtime; it installs into a fresh project with no
network; each entry imports under Node (no DOM) and touches no page; a typed use of mountSuido, the element and
its events type-checks, and a wrong one does not. (The recipes install it and play it: tests/browser/test_recipes.py;
React's TSX with its JSX types: tests/test_recipe_files.py.)"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import tarfile
from pathlib import Path

import pytest

from builder import npmpkg

ROOT = Path(__file__).resolve().parent.parent
TSC = ROOT / "node_modules" / "typescript" / "bin" / "tsc"


@pytest.fixture(scope="module")
def tarball() -> Path:
    return npmpkg.pack()


@pytest.fixture(scope="module")
def project(tarball: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A fresh project with the tarball installed by npm, offline (the package has no dependencies)."""
    if not shutil.which("npm"):
        pytest.fail("npm is missing: the package is installed with it")
    where = tmp_path_factory.mktemp("owner")
    (where / "package.json").write_text(json.dumps({"name": "owner", "private": True, "type": "module"}))
    done = subprocess.run(["npm", "install", "--offline", "--no-audit", "--no-fund", "--loglevel=error", str(tarball)],
                          cwd=where, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    return where


def test_the_tarball_holds_the_entries_their_types_and_the_stylesheet_and_no_runtime(tarball: Path) -> None:
    with tarfile.open(tarball) as tar:
        names = {m.name.removeprefix("package/") for m in tar.getmembers()}
        manifest = json.load(tar.extractfile("package/package.json"))  # type: ignore[arg-type]
        sources = {n: tar.extractfile(f"package/{n}").read().decode() for n in names if n.endswith(".js")}  # type: ignore[union-attr]
    assert manifest["name"] == "suido" and manifest["version"] == npmpkg.version()
    for entry, target in manifest["exports"].items():
        paths = [target] if isinstance(target, str) else list(target.values())
        assert all(p.removeprefix("./") in names for p in paths), entry
    assert set(manifest["exports"]) >= {".", "./element", "./define", "./suido.css", "./react"}
    assert set(npmpkg.ENTRIES) <= names and "suido.css" in names
    # the runtime stays on the site: no worker, no Python, no levels, no page of the site's
    assert not {"worker.js", "app.js", "index.html", "embed.html", "sw.js"} & names
    assert not any(n.startswith(("pyodide/", "levels/")) or n.endswith((".whl", ".wasm", ".tsv")) for n in names)
    # every module imported by another is in it, and the package's own copies replaced the site's
    for name, text in sources.items():
        for a, b in npmpkg.IMPORT.findall(text):
            assert (a or b) in names, f"{name} imports ./{a or b}, which the package lacks"
    assert sources["home.js"] == (npmpkg.PACKAGE_SRC / "home.js").read_text(encoding="utf-8")
    assert sources["snapshot.js"] == (npmpkg.PACKAGE_SRC / "snapshot.js").read_text(encoding="utf-8")
    # nothing a bundler would follow to a file that is not there (webpack and Vite read new URL(..., import.meta.url),
    # new Worker(...) and import("./...") as files of the bundle)
    for name, text in sources.items():
        assert "import.meta" not in text, name
        assert not re.search(r"^(?!\s*(?://|\*)).*\bimport\(\s*[\"']", text, re.M), name   # (JSDoc's import("./x") is a type)


def test_the_package_packs_to_the_same_bytes_again(tarball: Path) -> None:
    before = tarball.read_bytes()
    tarball.with_name(tarball.name + ".sha256").unlink()
    assert npmpkg.pack().read_bytes() == before


NODE_IMPORTS = """
const before = new Set(Object.getOwnPropertyNames(globalThis));
const got = {};
for (const entry of ["suido", "suido/element", "suido/define"]) got[entry] = Object.keys(await import(entry)).sort();
const added = Object.getOwnPropertyNames(globalThis).filter((n) => !before.has(n));
let thrown = null;
try { got.suido && (await import("suido")).mountSuido({}, { site: "https://example.org/suido/" }); }
catch (e) { thrown = `${e.constructor.name}: ${e.message}`; }
console.log(JSON.stringify({ got, added, thrown, customElements: typeof customElements, document: typeof document }));
"""


def test_every_entry_imports_on_a_server_and_touches_no_page(project: Path) -> None:
    script = project / "imports.mjs"
    script.write_text(NODE_IMPORTS)
    done = subprocess.run(["node", str(script)], cwd=project, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    said = json.loads(done.stdout)
    assert "mountSuido" in said["got"]["suido"]
    assert said["got"]["suido/element"] == ["SuidoBoardElement"] == said["got"]["suido/define"]
    assert said["added"] == [] and said["customElements"] == "undefined" and said["document"] == "undefined"
    assert said["thrown"].startswith("TypeError: mountSuido needs an element")


TYPED = """
import { mountSuido, type SuidoSolveDetail } from "suido";
import { SuidoBoardElement } from "suido/element";
import "suido/define";

const host = document.querySelector("#here");
if (host) {
  const board = mountSuido(host, {
    site: "https://example.org/suido/", grid: "7x7", level: 12, hints: true, theme: "dark",
    onSolve: (d: SuidoSolveDetail) => console.log(d.ms, d.turns, d.par),
    onReady: (d) => console.log(d.level, d.day),
  });
  board.ready.then(() => board.turn(0)).then(() => board.undo()).then((was: boolean) => console.log(was));
}
const el: SuidoBoardElement = document.createElement("suido-board");
el.grid = "5x5";
el.hints = false;
el.addEventListener("suido-solve", (e) => console.log(e.detail.ms, e.detail.solved));
el.addEventListener("suido-pin", (e) => console.log(e.detail.pinned));
const turns: number | undefined = el.mount?.turns;
console.log(turns, el instanceof SuidoBoardElement);
"""

WRONG = {
    "an option of a wrong type": 'import { mountSuido } from "suido";\nmountSuido(document.body, { level: [12] });\n',
    "an option that does not exist": 'import { mountSuido } from "suido";\nmountSuido(document.body, { colour: "red" });\n',
    "a detail it does not carry": 'const el = document.createElement("suido-board");\n'
                                  'el.addEventListener("suido-solve", (e) => e.detail.answer);\n',
    "a theme it does not take": 'import { SuidoBoardElement } from "suido/element";\n'
                                'declare const el: SuidoBoardElement;\nel.mount?.set({ theme: "purple" });\n',
}


GUIDE = ROOT / "docs" / "guide.md"


def guide_typescript() -> list[str]:
    """The guides' TypeScript examples (their ```ts blocks), English and Japanese."""
    return [block for guide in (GUIDE, GUIDE.with_name("guide.ja.md"))
            for block in re.findall(r"^```ts\n(.*?)^```$", guide.read_text(encoding="utf-8"), re.S | re.M)]


def test_a_typed_use_of_mount_suido_the_element_and_its_events_type_checks_and_a_wrong_one_does_not(
        project: Path) -> None:
    """One run of the pinned TypeScript over the right uses (this file's, and each of the guide's TypeScript
    examples, against the package installed) and each wrong one (a file each): errors in every wrong file, none in
    the right ones."""
    wrong = {f"wrong{i}.ts": what for i, what in enumerate(sorted(WRONG))}
    examples = guide_typescript()
    assert examples, "docs/guide.md has lost its TypeScript example"
    right = ["typed.ts", *(f"guide{i}.ts" for i in range(len(examples)))]
    for name, text in zip(right[1:], examples):
        (project / name).write_text(text + "export {};\n")
    (project / "typed.ts").write_text(TYPED)
    for name, what in wrong.items():
        (project / name).write_text(WRONG[what])
    config = {"compilerOptions": {"strict": True, "noEmit": True, "target": "es2022", "module": "es2022",
                                  "moduleResolution": "bundler", "lib": ["dom", "es2022"], "types": []},
              "files": [*right, *wrong]}
    (project / "tsconfig.json").write_text(json.dumps(config))
    if not TSC.is_file():
        pytest.fail("TypeScript is missing: build.py test installs it (npm ci at the root)")
    done = subprocess.run(["node", str(TSC), "-p", "."], cwd=project, capture_output=True, text=True, timeout=300)
    errors = re.findall(r"^(\S+?)\(\d+,\d+\): error TS", done.stdout, re.M)
    assert [name for name in right if name in errors] == [], done.stdout
    assert {name: name in errors for name in wrong} == {name: True for name in wrong}, (wrong, done.stdout)
