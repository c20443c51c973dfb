"""ARCHITECTURE.md held to the source: its tree of files (one line each) lists every file of suido/, site/, tools/,
bench/ and builder/, and nothing that is gone; and the imports keep to its floors: no module of suido/ imports one
on a floor above its own (read with ast), nor another module's underscore names, and no module of site/ imports
(``import ... from "./x.js"``) one on a floor above; neither side has an import cycle. No browser, no build: a
fraction of a second."""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass
from pathlib import Path

import pytest

pytestmark = pytest.mark.engine

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "ARCHITECTURE.md"
HELD = ("suido", "site", "tools", "bench", "builder")  # the folders whose every file the tree lists
LAYERED = {"suido": ".py", "site": ".js"}  # the folders whose modules have floors, and what a module is there
TREE_HEADING = "## The files, one line each"


@dataclass(frozen=True)
class Entry:
    path: str  # from the repository's root
    floor: int | None
    floor_name: str
    built: bool  # written into the site by the build, not a file of the repository
    line: int  # in ARCHITECTURE.md


def tree(text: str) -> list[Entry]:
    """The entries of the tree: the first ```text block after TREE_HEADING."""
    lines = text.splitlines()
    try:
        start = lines.index(TREE_HEADING)
    except ValueError:
        pytest.fail(f"ARCHITECTURE.md has no heading {TREE_HEADING!r}", pytrace=False)
    opening = next((i for i in range(start, len(lines)) if lines[i].strip() == "```text"), None)
    assert opening is not None, f"no ```text block under {TREE_HEADING!r}"
    entries: list[Entry] = []
    folder, floor, floor_name = "", None, ""
    for i in range(opening + 1, len(lines)):
        line = lines[i]
        if line.strip() == "```":
            return entries
        if not line.strip():
            continue
        at = i + 1
        indented = line[:1].isspace()
        m = re.match(r"^\s+floor (\d+): (.+)$", line)
        if m:
            assert folder in LAYERED, f"ARCHITECTURE.md:{at}: a floor under {folder or 'the root'}, which has none"
            floor, floor_name = int(m.group(1)), m.group(2).strip()
            continue
        m = re.match(r"^\s*(\S+)(?:\s{2,}(.*))?$", line)
        assert m and m.group(2), f"ARCHITECTURE.md:{at}: not 'path  what it is for': {line!r}"
        name, what = m.group(1), m.group(2).strip()
        if not indented and name.endswith("/"):
            folder, floor, floor_name = name.rstrip("/"), None, ""
            continue
        path = f"{folder}/{name}" if indented else name
        assert indented or "/" not in name, f"ARCHITECTURE.md:{at}: a file at the left margin is one of the root"
        entries.append(Entry(path, floor if indented else None, floor_name, what.startswith("(built)"), at))
    pytest.fail(f"the ```text block under {TREE_HEADING!r} is not closed", pytrace=False)


@pytest.fixture(scope="module")
def entries() -> list[Entry]:
    found = tree(DOC.read_text(encoding="utf-8"))
    paths = [e.path for e in found]
    twice = sorted({p for p in paths if paths.count(p) > 1})
    assert not twice, f"listed twice in ARCHITECTURE.md: {twice}"
    return found


def files_of(folder: str) -> list[str]:
    """Every file of a folder of the repository (no caches, nothing hidden)."""
    base = ROOT / folder
    return sorted(p.relative_to(ROOT).as_posix() for p in base.rglob("*") if p.is_file()
                  and not any(part.startswith(".") or part == "__pycache__" for part in p.relative_to(base).parts)
                  and p.suffix not in (".pyc", ".pyo"))


def test_every_file_is_in_the_tree_and_nothing_in_it_is_gone(entries: list[Entry]) -> None:
    listed = {e.path for e in entries}
    missing = [f for folder in HELD for f in files_of(folder) if f not in listed]
    assert not missing, ("files with no line in ARCHITECTURE.md's tree (add one: the path under its folder, "
                         f"then what it is for): {missing}")
    written = "\n".join(p.read_text(encoding="utf-8") for p in [ROOT / "build.py", *sorted((ROOT / "builder").glob("*.py"))])
    gone = [f"{e.path} (line {e.line})" for e in entries if not e.built and not (ROOT / e.path).is_file()]
    assert not gone, f"ARCHITECTURE.md's tree lists files that are not there: {gone}"
    unbuilt = [f"{e.path} (line {e.line})" for e in entries if e.built and Path(e.path).name not in written]
    assert not unbuilt, f"listed as built, but neither build.py nor builder/ names them: {unbuilt}"


def test_every_module_of_the_engine_and_the_shell_has_a_floor(entries: list[Entry]) -> None:
    floorless = [e.path for e in entries if e.floor is None and e.path.split("/")[0] in LAYERED
                 and e.path.endswith(LAYERED[e.path.split("/")[0]])
                 and (e.path.count("/") == 1 or e.path.startswith("suido/"))]  # the engine's packages too
    assert not floorless, f"modules listed above their folder's first floor (put each under its floor): {floorless}"


# ---- the imports ------------------------------------------------------------------------------------------------

def engine_file(parts: list[str]) -> Path | None:
    """The file of the engine's module named by ``parts`` (["grids", "square"]: suido/grids/square.py; a
    package: its __init__.py; []: suido/__init__.py), or None when there is none."""
    base = ROOT / "suido" / Path(*parts) if parts else ROOT / "suido"
    if parts and base.with_suffix(".py").is_file():
        return base.with_suffix(".py")
    return base / "__init__.py" if (base / "__init__.py").is_file() else None


def engine_imports(path: Path) -> tuple[set[str], list[str]]:
    """The engine's files ``path`` imports (anywhere in it, by path from the repository's root:
    "suido/codes.py", "suido/grids/__init__.py", "suido/__init__.py"), and the underscore names of other
    modules it takes ("suido/codes.py:_neighbours"). A module of a package (suido/grids/square.py) resolves
    its relative imports from its own package."""
    tree_ = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    inside = list(path.relative_to(ROOT / "suido").with_suffix("").parts)
    package = inside[:-1]  # the package a module is in (a package's __init__: the package itself)
    found: set[str] = set()
    private: list[str] = []
    aliases: dict[str, Path] = {}  # a local name bound to a module of the engine -> its file

    def named(p: Path) -> str:
        return p.relative_to(ROOT).as_posix()

    for node in ast.walk(tree_):
        if isinstance(node, ast.ImportFrom):
            if node.level:
                base = package[:len(package) - (node.level - 1)] if node.level > 1 else list(package)
                target = base + (node.module.split(".") if node.module else [])
            elif (node.module or "").split(".")[0] == "suido":
                target = (node.module or "").split(".")[1:]
            else:
                continue
            module = engine_file(target)
            for a in node.names:
                sub = engine_file(target + [a.name])
                if sub is not None and sub != module:  # from . import codes; from .grids import square
                    found.add(named(sub))
                    aliases[a.asname or a.name] = sub
                elif module is not None:
                    if not target and a.name == "__version__":  # the package's version: any module may read it
                        continue
                    found.add(named(module))
                    if a.name.startswith("_") and not a.name.startswith("__") and module != path:
                        private.append(f"{named(module)}:{a.name}")
        elif isinstance(node, ast.Import):
            for a in node.names:
                if a.name.startswith("suido."):
                    module = engine_file(a.name.split(".")[1:])
                    if module is not None:
                        found.add(named(module))
    for node in ast.walk(tree_):
        if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id in aliases \
                and node.attr.startswith("_") and not node.attr.startswith("__"):
            private.append(f"{named(aliases[node.value.id])}:{node.attr}")
    found.discard(named(path))
    return found, private


JS_STATIC = re.compile(r"""^\s*(?:import|export)\b[^;]*?\bfrom\s*["']\./([^"']+)["']|^\s*import\s*["']\./([^"']+)["']""",
                       re.M | re.S)
JS_DYNAMIC = re.compile(r"""\bimport\(\s*["']\./([^"']+)["']\s*\)""")


def shell_imports(path: Path, dynamic: bool = True) -> set[str]:
    """The files of site/ a module imports: ``import ... from "./x.js"``, ``export ... from``, ``import "./x.js"``
    and (unless not dynamic) ``import("./x.js")`` in code (comments, JSDoc's type imports among them, are not
    read)."""
    text = re.sub(r"/\*.*?\*/", "", path.read_text(encoding="utf-8"), flags=re.S)
    text = re.sub(r"^\s*//.*$", "", text, flags=re.M)
    found = {a or b for a, b in JS_STATIC.findall(text)} | (set(JS_DYNAMIC.findall(text)) if dynamic else set())
    return {f"site/{name}" for name in found}


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """A cycle of the graph (its nodes in order, the first again at the end), or None."""
    state: dict[str, int] = {}
    trail: list[str] = []

    def visit(node: str) -> list[str] | None:
        state[node] = 1
        trail.append(node)
        for nxt in sorted(graph.get(node, ())):
            if state.get(nxt) == 1:
                return trail[trail.index(nxt):] + [nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        trail.pop()
        state[node] = 2
        return None

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return None


def floors_of(entries: list[Entry], folder: str) -> dict[str, Entry]:
    return {e.path: e for e in entries if e.path.startswith(folder + "/") and e.floor is not None}


def hold_to_floors(me: Entry, deps: list[str], floors: dict[str, Entry], graph: dict[str, set[str]],
                   upward: list[str], unlisted: list[str]) -> None:
    """Note me's imports (paths) in graph, and each one that has no floor or stands on a floor above me's."""
    graph[me.path] = set()
    for dep in deps:
        other = floors.get(dep)
        if other is None:
            unlisted.append(f"{me.path} imports {dep}, which ARCHITECTURE.md's tree gives no floor")
            continue
        graph[me.path].add(other.path)
        assert me.floor is not None and other.floor is not None
        if other.floor > me.floor:
            upward.append(f"{me.path} (floor {me.floor}: {me.floor_name}) imports {other.path} "
                          f"(floor {other.floor}: {other.floor_name})")


def test_no_engine_module_imports_one_on_a_floor_above_nor_another_s_underscore_names(entries: list[Entry]) -> None:
    floors = floors_of(entries, "suido")
    graph: dict[str, set[str]] = {}
    upward, private, unlisted = [], [], []
    for path in sorted((ROOT / "suido").rglob("*.py")):
        me = floors.get(path.relative_to(ROOT).as_posix())
        if me is None:
            continue  # the tree's own test says so
        deps, taken = engine_imports(path)
        private += [f"{me.path} imports {name}" for name in taken]
        hold_to_floors(me, sorted(deps), floors, graph, upward, unlisted)
    assert not unlisted, unlisted
    assert not upward, f"imports up a floor (ARCHITECTURE.md: a module imports only its floor and below): {upward}"
    assert not private, f"underscore names taken from another module (give them a public name): {private}"
    loop = cycle_in(graph)
    assert loop is None, f"an import cycle in the engine: {' -> '.join(loop or [])}"


def test_no_shell_module_imports_one_on_a_floor_above(entries: list[Entry]) -> None:
    floors = floors_of(entries, "site")
    graph: dict[str, set[str]] = {}
    upward, unlisted = [], []
    for path in sorted((ROOT / "site").glob("*.js")):
        me = floors.get(f"site/{path.name}")
        if me is None:
            continue
        hold_to_floors(me, sorted(shell_imports(path)), floors, graph, upward, unlisted)
    assert not unlisted, unlisted
    assert not upward, f"imports up a floor (ARCHITECTURE.md: a module imports only its floor and below): {upward}"
    loop = cycle_in(graph)
    assert loop is None, f"an import cycle in the shell: {' -> '.join(loop or [])}"


def test_the_page_preloads_every_module_its_start_imports() -> None:
    """index.html asks for every module of app.js's static imports at once (modulepreload): a module it does not
    name is asked for only once the module importing it has arrived and been read, a round trip later, and app.js
    (with the board drawn before Python is up) waits for it. Eleven left out, the last module of a later visit came
    at 0.49-0.56 s, where the preloaded ones had come by 0.36 s (notes/loading.md). release.js is the build's: it
    imports nothing."""
    graph: set[str] = set()
    todo = ["site/app.js"]
    while todo:
        name = todo.pop()
        if name not in graph:
            graph.add(name)
            if (ROOT / name).is_file():
                todo += shell_imports(ROOT / name, dynamic=False)
    page = (ROOT / "site" / "index.html").read_text(encoding="utf-8")
    preloaded = {f"site/{n}" for n in re.findall(r'<link rel="modulepreload" href="\./([\w./-]+)">', page)}
    assert '<script type="module" src="./app.js">' in page
    assert len(graph) > 30 and preloaded == graph - {"site/app.js"}, (sorted(graph - preloaded - {"site/app.js"}),
                                                                      sorted(preloaded - graph))


def test_the_readers_see_the_imports_there_are() -> None:
    """The readers themselves: they find what the modules do import (else every check above would pass on
    nothing)."""
    deps, taken = engine_imports(ROOT / "suido" / "web" / "__init__.py")
    assert {f"suido/web/{m}.py" for m in ("boards", "args", "search")} | {"suido/levels.py"} <= deps and not taken
    assert "suido/svg/__init__.py" in deps  # from .. import svg: a package
    assert "suido/__init__.py" not in deps  # its only name of the package is __version__
    deps, taken = engine_imports(ROOT / "suido" / "web" / "play.py")
    assert {f"suido/{m}.py" for m in ("web/boards", "web/reply", "history", "codes", "levels")} <= deps
    assert "suido/search.py" not in deps and not taken
    deps, taken = engine_imports(ROOT / "suido" / "codes.py")
    assert "suido/grids/__init__.py" in deps and not taken  # a package, by its __init__
    deps, taken = engine_imports(ROOT / "suido" / "grids" / "__init__.py")
    assert "suido/grids/grid.py" in deps and not taken  # a package's own module, from its own package
    assert shell_imports(ROOT / "site" / "board.js") >= {"site/protocol.js", "site/paint.js", "site/input.js"}
    assert "site/saves.js" in shell_imports(ROOT / "site" / "app.js")  # an import over two lines
    assert shell_imports(ROOT / "site" / "snapshot.js") >= {"site/release.js", "site/pyodide/pyodide.mjs"}
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": set()}) is None


def conftest_imports_in_functions(path: Path) -> list[int]:
    """The lines of ``path`` that import from ``conftest`` inside a function or a method."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            found += [inner.lineno for inner in ast.walk(node)
                      if isinstance(inner, ast.ImportFrom) and inner.module == "conftest"]
    return sorted(set(found))


def test_browser_tests_take_conftest_names_at_import() -> None:
    """A browser test that imports ``conftest`` inside a test gets whichever conftest was imported last: in a whole
    run, tests/engines' (which has no DESK, PHONE or build_py). So they are taken at the module's import."""
    inside = {p.name: lines for p in sorted((ROOT / "tests" / "browser").glob("*.py"))
              if (lines := conftest_imports_in_functions(p))}
    assert not inside, inside
    sample = "def test_x():\n    from conftest import build_py\n"
    probe = ROOT / "tests" / ".probe_conftest.py"
    probe.write_text(sample, encoding="utf-8")
    try:
        assert conftest_imports_in_functions(probe) == [2]   # the reader finds one
    finally:
        probe.unlink()


ISSUE_NUMBER = re.compile(r"\bissues? #?\d+", re.I)


def test_no_issue_numbers_in_code_or_tests() -> None:
    """A comment or a docstring says what and why, never an issue's number (a reader cannot look one up)."""
    found = []
    for folder in ("suido", "site", "tests", "bench", "builder", "tools", "examples"):
        for path in sorted((ROOT / folder).rglob("*")):
            if path.suffix not in (".py", ".js", ".mjs", ".html", ".css") or "node_modules" in path.parts \
                    or path == Path(__file__):
                continue
            for at, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
                if ISSUE_NUMBER.search(line):
                    found.append(f"{path.relative_to(ROOT)}:{at}")
    assert not found, found
    assert ISSUE_NUMBER.search("(issue 23: hexagons)") and not ISSUE_NUMBER.search("an issue's number")
