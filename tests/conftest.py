"""Suite-wide pytest set-up: markers by folder, the built site and wheel, time per test group.

Kept light on purpose (standard library and pytest only): browser fixtures live in
tests/browser/conftest.py, and tests/engine also runs inside Pyodide, where this file is not mounted.
"""

from __future__ import annotations

import json
import os
from collections import defaultdict
from pathlib import Path
from typing import Any, Callable

import pytest

ROOT = Path(__file__).resolve().parent.parent
TESTS = ROOT / "tests"
DIST = ROOT / "dist"
SITE = DIST / "site"
WHEEL_DIR = DIST / "wheel"
PEER = ROOT.parent / "shared" / "peer"
GROUPS = ("engine", "pyodide", "recipes", "browser", "engines", "package", "levels")  # (recipes: some are browser tests too)
# a folder or a file of tests/ -> its group marker
BY_PLACE = {"engine": "engine", "browser": "browser", "engines": "engines", "test_pyodide.py": "pyodide", "test_package.py": "package",
            "test_site_build.py": "package",
            "test_levels_proof.py": "levels", "test_recipe_files.py": "recipes", "test_reference.py": "recipes"}

_group_of: dict[str, str] = {}
_seconds: dict[str, float] = defaultdict(float)
_counts: dict[str, int] = defaultdict(int)


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        try:
            rel = item.path.resolve().relative_to(TESTS)
        except ValueError:
            continue
        marker = BY_PLACE.get(rel.parts[0])
        if marker and not item.get_closest_marker(marker):
            item.add_marker(getattr(pytest.mark, marker))
        group = next((g for g in GROUPS if item.get_closest_marker(g)), "other")
        _group_of[item.nodeid] = group


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    group = _group_of.get(report.nodeid, "other")
    _seconds[group] += report.duration
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        _counts[group] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, exitstatus: int, config: pytest.Config) -> None:
    """One table of where the time went: build.py's set-up stages (passed in SUIDO_STAGE_TIMES) and
    each test group (setup + call + teardown of its tests, session fixtures included)."""
    rows: list[tuple[str, str]] = []
    try:
        stages = json.loads(os.environ.get("SUIDO_STAGE_TIMES", "{}"))
    except ValueError:
        stages = {}
    rows += [(name, f"{secs:7.1f} s") for name, secs in stages.items()]
    rows += [(f"tests: {g} ({_counts[g]})", f"{_seconds[g]:7.1f} s") for g in (*GROUPS, "other") if _counts[g]]
    if not rows:
        return
    terminalreporter.section("time per stage")
    width = max(len(name) for name, _ in rows)
    for name, secs in rows:
        terminalreporter.write_line(f"{name:<{width}}  {secs}")


@pytest.fixture(scope="session")
def site_dir() -> Path:
    """dist/site as `python3 build.py build` leaves it (the runtime, the lock, the wheel, sw.js)."""
    needed = ["sw.js", "pyodide/pyodide.mjs", "pyodide/pyodide.asm.wasm", "pyodide/pyodide-lock.json"]
    missing = [n for n in needed if not (SITE / n).is_file()]
    if missing:
        pytest.fail(f"dist/site is not built (missing {', '.join(missing)}): run `python3 build.py build` "
                    "(`python3 build.py test` builds before it runs pytest)", pytrace=False)
    return SITE


@pytest.fixture(scope="session")
def built_wheel() -> Path:
    """dist/wheel/suido-X.Y.Z-py3-none-any.whl, the wheel the site ships and users install."""
    wheels = sorted(WHEEL_DIR.glob("suido-*-py3-none-any.whl"))
    if len(wheels) != 1:
        pytest.fail(f"expected one wheel in {WHEEL_DIR}, found {len(wheels)}: run `python3 build.py build`",
                    pytrace=False)
    return wheels[0]


@pytest.fixture(scope="session")
def peer_dir() -> Path:
    """../shared/peer, the JS package's levels: present on CI and developers' machines. Tests that read
    it may skip only where it is absent (a user's clone); CI always has it."""
    if not PEER.is_dir():
        if os.environ.get("CI"):
            pytest.fail(f"{PEER} is missing on CI", pytrace=False)
        pytest.skip(f"{PEER} is not here (a clone without the shared folder)")
    return PEER



@pytest.fixture(scope="session")
def shell_exports() -> Callable[..., dict[str, Any]]:
    """shell_exports("keys.js", "HEX_STEPS", ...) -> {"HEX_STEPS": its value}: a module of site/ run under Node
    (tests/shell/exports.mjs, the build's files stood in for), its exports printed as JSON. Python's tests compare
    the shell's values with the engine's this way, never by reading the JavaScript's text."""
    import shutil
    import subprocess

    node = shutil.which("node")
    if not node:
        pytest.fail("node is missing: the shell's modules run under it (apt-get install nodejs)", pytrace=False)

    def exports(module: str, *names: str) -> dict[str, Any]:
        done = subprocess.run([node, str(TESTS / "shell" / "exports.mjs"), module, *names], cwd=ROOT,
                              capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, f"site/{module} under Node:\n{done.stderr}"
        out: dict[str, Any] = json.loads(done.stdout)
        return out

    return exports
