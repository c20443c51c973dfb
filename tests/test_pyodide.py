"""The built wheel inside real Pyodide under Node: a part of the engine's own tests (tests/engine) run there,
with the wheel installed the way a third party would (micropip), and the site's way of booting
(the trimmed lock, packages=["suido"]) gives a working `suido` on emscripten's CPython 3.14.

The part (IN_PYODIDE) is what can differ between CPython and Pyodide, not the rules again: every module imported
from the wheel on the trimmed stdlib (the doctests import each one: a module the trimmed stdlib lacks fails the
run), integers and floats (the codes, the difficulty, the records, the SVG's numbers), seeded randomness (the
pinned boards), dates (the level of the day), deep JSON (the bounded reader), and the worker's replies (suido.web).
The whole engine suite runs there too with `node tools/pytest_in_pyodide.mjs` (no --select)."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from pathlib import Path

import pytest

pytestmark = pytest.mark.pyodide

ROOT = Path(__file__).resolve().parent.parent
RUNNER = ROOT / "tools" / "pytest_in_pyodide.mjs"
TEST_WHEELS = ROOT / ".cache" / "pyodide-wheels"
# files and tests of tests/engine run inside Pyodide by test_the_engine_tests_that_can_differ_pass_inside_pyodide (see above)
IN_PYODIDE = (
    "test_doctests.py",            # every module of the wheel imported on the trimmed stdlib, its examples
    "test_codes.py", "test_grids_codes.py", "test_check.py", "test_game.py", "test_history.py", "test_move.py",
    "test_web.py", "test_hex_web.py", "test_workbench_web.py", "test_breaks_web.py", "test_aids.py",
    "test_marks.py",               # the worker's replies, moves, pins and marks
    "test_bad_input.py",           # deep JSON text, bad arguments: a clear error, never the runtime's end
    "test_difficulty.py", "test_records.py", "test_records_times.py", "test_svg.py", "test_svg_hex.py",
    "test_levels_api.py", "test_grids_play.py",
    "test_generator.py::test_seeded_boards_are_pinned", "test_generator.py::test_no_global_random_state_is_touched",
    "test_make_hex.py::test_seeded_hexagonal_boards_are_pinned",
    "test_make_squares.py::test_seeded_boards_with_squares_are_pinned",
    "test_propagation.py::test_the_reach_kept_while_searching_is_the_reach_walked_again",
)


def node() -> str:
    path = shutil.which("node")
    if not path:
        pytest.fail("node is not installed (apt-get install nodejs)", pytrace=False)
    return path


def test_site_boot_gives_suido_on_emscripten_python_314(site_dir: Path) -> None:
    done = subprocess.run([node(), str(RUNNER), "--pyodide", str(site_dir / "pyodide"), "--info"],
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout + done.stderr
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    print(facts)
    assert facts["platform"] == "emscripten"
    assert facts["python"][:2] == [3, 14]
    assert facts["pyodide"] == "314.0.7"
    assert "site-packages" in facts["suido_file"]
    assert facts["decoded"] == [3, 2]


def test_lock_names_the_shipped_wheel_with_its_sha256(site_dir: Path, built_wheel: Path) -> None:
    import hashlib

    lock = json.loads((site_dir / "pyodide" / "pyodide-lock.json").read_text())
    assert set(lock["packages"]) == {"suido"}
    entry = lock["packages"]["suido"]
    shipped = site_dir / "pyodide" / entry["file_name"]
    assert entry["file_name"] == built_wheel.name
    assert entry["sha256"] == hashlib.sha256(shipped.read_bytes()).hexdigest()
    # the browser's wheel is the same package byte-compiled for Python 3.14, sourceless (each module a .pyc where
    # its .py was, as Pyodide's own stdlib), without the levels; its data (difficulty tables, py.typed) the same bytes
    import zipfile
    with zipfile.ZipFile(built_wheel) as full, zipfile.ZipFile(shipped) as site:
        package = {n for n in full.namelist() if n.startswith("suido/") and not n.startswith("suido/_levels/")}
        sources = {n for n in package if n.endswith(".py")}
        data = package - sources
        shipped_names = set(site.namelist())
        # (but the difficulty tables of hexapipes' other grids, left out with their modules: see below)
        tables = "suido/data/difficulty_tilings.json"
        assert tables in data and tables not in shipped_names
        data.discard(tables)
        assert data and data <= shipped_names and all(site.read(n) == full.read(n) for n in data)
        assert not sources & shipped_names and not any(n.endswith(".py") for n in shipped_names)
        assert not any(n.startswith("suido/_levels/") for n in shipped_names)
        compiled = {n for n in shipped_names if n.endswith(".pyc")}
        # hexapipes' other grids (suido.grids.TILINGS, each in a module of its own) are in: the page draws them
        from suido.grids import TILINGS
        tilings = {"suido/grids/tiling.py"} | {type(t).__module__.replace(".", "/") + ".py" for t in TILINGS.values()}
        assert tilings <= sources and len(tilings) == 9
        assert {n + "c" for n in sources} == compiled
        magic = site.read("suido/__init__.pyc")[:4]
        assert all(site.read(n)[:4] == magic for n in compiled)   # one interpreter's bytecode: Pyodide's 3.14
    assert entry["imports"] == ["suido"] and entry["depends"] == []
    assert lock["info"]["python"].startswith("3.14")


def test_the_engine_tests_that_can_differ_pass_inside_pyodide(site_dir: Path, built_wheel: Path) -> None:
    if not (TEST_WHEELS / ".requirements.sha256").is_file():
        pytest.fail(f"{TEST_WHEELS} is empty: `python3 build.py test` downloads the wheels pytest needs there",
                    pytrace=False)
    done = subprocess.run(
        [node(), str(RUNNER), "--pyodide", str(site_dir / "pyodide"), "--wheel", str(built_wheel),
         "--test-wheels", str(TEST_WHEELS), *(arg for part in IN_PYODIDE for arg in ("--select", part))],
        capture_output=True, text=True, timeout=1200, cwd=ROOT)
    out = done.stdout + done.stderr
    tail = "\n".join(out.strip().splitlines()[-40:])
    print(tail)
    assert "on emscripten, Python 3.14" in out, tail
    summary = [line for line in out.splitlines() if re.search(r"\b(passed|failed|no tests ran)\b.* in [\d.]+s", line)]
    assert summary, f"no pytest summary line in the output:\n{tail}"
    passed = re.search(r"(\d+) passed", summary[-1])
    failed = re.search(r"(\d+) (failed|errors?)", summary[-1])
    assert done.returncode == 0, f"pytest inside Pyodide exited {done.returncode}:\n{tail}"
    assert passed and int(passed.group(1)) > 0, summary[-1]
    assert not failed, summary[-1]
