"""Suite-wide pytest set-up: markers by folder, the fast loop first, the built site and wheel, time per test group.

The fast loop (the engine's tests and the architecture's: no build, no browser) runs first in any session. Under
`python3 build.py test -m ...` (SUIDO_SET_UP=1) the session then sets up and builds (build.py's prepare: the
browsers, the test tools, dist/site) just before the first test past the fast loop, so a run of the fast loop alone
(`build.py test -m engine`) neither installs nor builds. A whole `build.py test` runs the fast loop in a session of
its own, sets up and builds, then runs the rest (SUIDO_PAST_FAST=1: the fast loop's tests left out) in two
processes (pytest-xdist; build.py's RUNNERS).

In two processes (`--dist loadfile`, xdist's own reordering off) the files past the fast loop go longest first:
their seconds in the last whole run measured here (tests/durations.json, which a whole run writes again into
dist/test-durations.json: copy it over to follow the suite), a file not in it by its tests at the known files'
mean. A long file begun last would run on alone while the other process idles; begun first, the short ones fill
in around it.

Kept light on purpose (standard library and pytest only): browser fixtures live in
tests/browser/conftest.py, and tests/engine also runs inside Pyodide, where this file is not mounted.
"""

from __future__ import annotations

import importlib.util
import json
import os
import time
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
            "test_npm_package.py": "package",
            "test_site_build.py": "package",
            "test_levels_proof.py": "levels", "test_recipe_files.py": "recipes", "test_reference.py": "recipes"}

# the fast loop: these folders and files of tests/ run first, before any set-up or build
FAST = ("engine", "test_architecture.py", "test_protocol.py")
DURATIONS = TESTS / "durations.json"          # {file: seconds} of the last whole run measured, read for the order
DURATIONS_OUT = DIST / "test-durations.json"  # the same, of this run (a whole run's, past the fast loop)
_file_seconds: dict[str, float] = defaultdict(float)

_group_of: dict[str, str] = {}
_seconds: dict[str, float] = defaultdict(float)
_counts: dict[str, int] = defaultdict(int)
_rows: list[tuple[str, float]] = []  # more lines for the table: (what, seconds), from the time_rows fixture
_set_up: dict[str, float] = {}        # build.py's prepare, once in the session: its stages' seconds
_set_up_at: dict[str, float] = {}     # the test it ran before: {nodeid: seconds} (its setup's time is not the test's)


def is_fast(item: pytest.Item) -> bool:
    try:
        return item.path.resolve().relative_to(TESTS).parts[0] in FAST
    except ValueError:
        return False


def group_of_place(nodeid: str) -> str:
    """The group of a test by its file's place under tests/ (the controller of a run in several processes never
    collects, so it reads the group from the test's id)."""
    parts = Path(nodeid.split("::")[0]).parts
    return BY_PLACE.get(parts[1], "other") if len(parts) > 1 and parts[0] == "tests" else "other"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if os.environ.get("SUIDO_PAST_FAST") == "1":   # build.py test ran the fast loop already, in a session of its own
        fast = [item for item in items if is_fast(item)]
        items[:] = [item for item in items if not is_fast(item)]
        config.hook.pytest_deselected(items=fast)
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
    cost = expected_seconds(items)
    # the fast loop first, then the longest files (a stable sort: each file keeps its order)
    items[:] = sorted(items, key=lambda item: (not is_fast(item), -cost.get(file_of(item.nodeid), 0.0)))


def file_of(nodeid: str) -> str:
    return nodeid.split("::")[0]


def expected_seconds(items: list[pytest.Item]) -> dict[str, float]:
    """{file: seconds expected} for the files of items: tests/durations.json's, else its tests at the mean of the
    known files' tests (an unreadable table: every test alike)."""
    try:
        known = {str(k): float(v) for k, v in json.loads(DURATIONS.read_text(encoding="utf-8")).items()}
    except (OSError, ValueError, AttributeError, TypeError):
        known = {}
    counts: dict[str, int] = defaultdict(int)
    for item in items:
        counts[file_of(item.nodeid)] += 1
    measured = [f for f in counts if f in known]
    per_test = (sum(known[f] for f in measured) / sum(counts[f] for f in measured)) if measured else 1.0
    return {f: known.get(f, n * per_test) for f, n in counts.items()}


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    """Under build.py test: the set-up and the build, once, before the first test past the fast loop."""
    if os.environ.get("SUIDO_SET_UP") != "1" or _set_up_at or is_fast(item):
        return
    t0 = time.perf_counter()
    spec = importlib.util.spec_from_file_location("suido_build_set_up", ROOT / "build.py")
    assert spec and spec.loader
    build_py = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_py)
    capture = item.config.pluginmanager.getplugin("capturemanager")
    try:
        with capture.global_and_fixture_disabled():
            print(flush=True)
            env = build_py.prepare(_set_up)
    except build_py.BuildError as e:
        pytest.exit(f"the set-up or the build failed: {e}", returncode=1)
    finally:
        _set_up_at[item.nodeid] = time.perf_counter() - t0
    os.environ.update(env)


def pytest_runtest_logreport(report: pytest.TestReport) -> None:
    group = _group_of.get(report.nodeid) or group_of_place(report.nodeid)
    seconds = report.duration - (_set_up_at.get(report.nodeid, 0.0) if report.when == "setup" else 0.0)
    _seconds[group] += seconds
    _file_seconds[file_of(report.nodeid)] += seconds
    if report.when == "call" or (report.when == "setup" and report.outcome != "passed"):
        _counts[group] += 1


def pytest_terminal_summary(terminalreporter: pytest.TerminalReporter, exitstatus: int, config: pytest.Config) -> None:
    """One table of where the time went: build.py's set-up stages (those before pytest passed in SUIDO_STAGE_TIMES,
    those of prepare from this session) and each test group (setup + call + teardown of its tests, session
    fixtures included; the set-up and build left out)."""
    if os.environ.get("SUIDO_PAST_FAST") == "1" and exitstatus == 0 and _file_seconds:   # a whole run's rest, passed
        DURATIONS_OUT.parent.mkdir(parents=True, exist_ok=True)
        DURATIONS_OUT.write_text(json.dumps({f: round(v, 1) for f, v in sorted(_file_seconds.items())}, indent=0)
                                 + "\n", encoding="utf-8")
    rows: list[tuple[str, str]] = []
    try:
        stages = json.loads(os.environ.get("SUIDO_STAGE_TIMES", "{}"))
    except ValueError:
        stages = {}
    rows += [(name, f"{secs:7.1f} s") for name, secs in (stages | _set_up).items()]
    rows += [(f"tests: {g} ({_counts[g]})", f"{_seconds[g]:7.1f} s") for g in (*GROUPS, "other") if _counts[g]]
    rows += [(f"  {name}", f"{secs:7.1f} s") for name, secs in _rows]
    if not rows:
        return
    terminalreporter.section("time per stage")
    width = max(len(name) for name, _ in rows)
    for name, secs in rows:
        terminalreporter.write_line(f"{name:<{width}}  {secs}")


@pytest.fixture(scope="session")
def time_rows() -> list[tuple[str, float]]:
    """Lines (what, seconds) a fixture adds to the time table at the end (the browser tests' warm-ups)."""
    return _rows


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
