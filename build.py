#!/usr/bin/env python3
"""Suido's one build entry point. Standard library only; needs python3, node and npm.

    python3 build.py serve [--port 8000] [--host 127.0.0.1]   build, then serve dist/site
    python3 build.py build                                    fetch Pyodide, wheel, lock, precompile, snapshot, assemble
    python3 build.py test [pytest args...]                    the fast loop, then install, build and run the rest
    python3 build.py check [pytest args...]                   the fast loop: engine, architecture, shell's tests; no build
    python3 build.py wheel [--out DIR]                        only the suido wheel (reproducible)
    python3 build.py clean                                    remove dist/ (keeps the .cache/ downloads)
    python3 build.py levels [SIZE ...] [--from N]             write the fixed levels (committed data)
    python3 build.py tables                                   write the difficulty tables (committed data)

Everything generated goes to dist/ (dist/site is the static site, dist/wheel the wheel) and every
download to .cache/; both are git-ignored. Pyodide comes from the npm registry through `npm pack`,
checked against a pinned sha256.

This file holds the order of the steps (build, test) and the commands; each step is a module of the package
builder/ beside it (ARCHITECTURE.md lists them: builder/compress.py compresses the site and its wasm,
builder/service_worker.py stamps the release, builder/serve.py serves...). The names the tests and the bench
scripts use (SiteHandler, MIME_TYPES, stamp_release, ensure_axe, ...) are importable from here as before.
"""

from __future__ import annotations

import argparse
import json
import re
import os
import shutil
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

# builder/ sits beside this file: importable however this file is run or loaded (the tests load it by its path)
if str(Path(__file__).resolve().parent) not in sys.path:
    sys.path.insert(0, str(Path(__file__).resolve().parent))
from builder.common import (  # noqa: F401  (names of build.py before the split, used by tests and tools)
    CACHE, DIST, LEVELS_SRC, PYODIDE_OUT, ROOT, SITE_OUT, SITE_SRC, TEST_WHEELS, TOOLS, VENV, WHEEL_OUT,
    BuildError, mb, need, run, say, sha256_of, size_of, stage,
)
from builder.docs import build_docs
from builder import npmpkg
from builder.recipes import ensure_fastapi_venv, install_for_tests, recipes_built
from builder.compress import BROTLI_CACHE, COMPRESSIBLE, brotli_all, compress_site  # noqa: F401
from builder.install import (  # noqa: F401
    AXE_SHA256, AXE_VERSION, PYODIDE_REQUIREMENTS, TEST_REQUIREMENTS, browsers_missing, ensure_axe, ensure_browsers,
    ensure_shell_tools, ensure_test_wheels, ensure_venv, chromium_for_tests, venv_python,
)
from builder.npm import npm_pack  # noqa: F401
from builder.pyodide import (  # noqa: F401
    PYODIDE_FROM_TGZ, PYODIDE_RUNTIME, PYODIDE_SHA256, PYODIDE_TGZ, PYODIDE_UNPACKED, PYODIDE_VERSION,
    fetch_pyodide, lock_entry, trimmed_lock,
)
from builder.serve import MIME_TYPES, SiteHandler, serve  # noqa: F401
from builder.service_worker import (  # noqa: F401
    BOOT_FETCHES, BOOT_WORDS, RELEASE_TEMPLATE, SNAPSHOT, SW_TEMPLATE, asked_files, boot_words, site_files,
    stamp_release,
)
from builder.site import (  # noqa: F401
    FIRST_LEVEL, FIRST_PIECES, FIRST_TEMPLATE, FIRST_WORDS, ICON_BOARD, LIST_WORDS, LISTING_TEMPLATE, MANIFEST,
    copy_tree, engine_says, first_board, write_app_files, write_level_lists, write_protocol,
)
from builder.snapshot import memory_snapshot  # noqa: F401
from builder.strip import strip_comments  # noqa: F401
from builder.stdlib import precompiled_stdlib, trimmed_stdlib  # noqa: F401
from builder.wheel import SOURCE_DATE_EPOCH, build_wheel, site_wheel  # noqa: F401


# ---------------------------------------------------------------------------------------- build

def build(times: dict[str, float] | None = None) -> dict[str, object]:
    """fetch + wheel + lock + precompile + assemble dist/site. Returns facts for the summary."""
    times = {} if times is None else times
    t_all = time.perf_counter()
    with stage("fetch pyodide", times):
        pyodide_dir = fetch_pyodide()
    with stage("wheel", times):
        wheel = build_wheel()
    with stage("precompile stdlib", times):
        full_stdlib = precompiled_stdlib(pyodide_dir)
        browser_wheel = site_wheel(pyodide_dir, wheel)
    with stage("trim stdlib", times):
        stdlib = trimmed_stdlib(pyodide_dir, full_stdlib, browser_wheel)
    with stage("assemble dist/site", times):
        new = DIST / ".site-new"
        if new.exists():
            shutil.rmtree(new)
        new.mkdir(parents=True)
        if SITE_SRC.is_dir() and write_protocol(SITE_SRC):
            say("site/ops.js written again from suido/web/protocol.py (commit it with the protocol's change)")
        shell_files = copy_tree(SITE_SRC, new) if SITE_SRC.is_dir() else 0
        if shell_files == 0:
            say("warning: site/ holds no files yet: dist/site will have no page, only the runtime")
        if (new / "sw.js").exists():
            say("warning: site/sw.js is replaced by the generated service worker")
        level_files = copy_tree(LEVELS_SRC, new / "levels") if LEVELS_SRC.is_dir() else 0
        pyo = new / "pyodide"
        pyo.mkdir(exist_ok=True)
        for name in PYODIDE_RUNTIME:
            if name != "python_stdlib.zip":
                shutil.copy(pyodide_dir / name, pyo / name)
        shutil.copy(stdlib, pyo / "python_stdlib.zip")
        shutil.copy(browser_wheel, pyo / wheel.name)
        lock = trimmed_lock(pyodide_dir, browser_wheel)
        (pyo / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
        write_app_files(new)
    with stage("the shell's scripts without their comments (terser)", times):
        strip_comments(new, {p.name for p in SITE_SRC.glob("*.js")})
    with stage("docs: the guide and the API reference", times):
        build_docs(new, say)  # /docs/: read online, not among the release's files (site_files)
    with stage("memory snapshot", times):
        memory_snapshot(new)  # a check of snapshot.js's recipe: the page makes the snapshot it boots from
    with stage("npm package: the page's side packed (dist/npm)", times):
        npmpkg.pack()   # (from site/ and package/; packed again only when they changed)
    with stage("stamp release, compress", times):
        version, n_urls = stamp_release(new)
        shutil.copy(full_stdlib, DIST / "python_stdlib-full.zip")  # for the test that the trimmed one is enough
        old = DIST / f".site-old-{os.getpid()}"
        if SITE_OUT.exists():
            SITE_OUT.replace(old)
        new.replace(SITE_OUT)
        shutil.rmtree(old, ignore_errors=True)
    facts = {
        "wheel": wheel.name, "wheel_bytes": size_of(wheel), "site_bytes": size_of(SITE_OUT),
        "shell_files": shell_files, "level_files": level_files, "sw_version": version, "precache": n_urls,
        "full_stdlib": str(full_stdlib),
    }
    say(f"built {SITE_OUT.relative_to(ROOT)} in {time.perf_counter() - t_all:.1f} s: {mb(size_of(SITE_OUT))}, "
        f"{shell_files} shell files, {level_files} level files, wheel {wheel.name} "
        f"({size_of(wheel) / 1e3:.1f} KB), release {version}, sw.js precaching {n_urls} URLs")
    return facts


# ---------------------------------------------------------------------------------------- test

class Background:
    """work() in a thread of its own (timed as the stage `name`, when given); result() waits for it and gives what it
    returned, or raises what it raised."""

    def __init__(self, work: Any, name: str = "", times: dict[str, float] | None = None) -> None:
        self.out: dict[str, Any] = {}

        def go() -> None:
            try:
                if name:
                    with stage(name, times):
                        self.out["value"] = work()
                else:
                    self.out["value"] = work()
            except BaseException as e:  # noqa: BLE001 - raised again in the caller's thread by result()
                self.out["error"] = e

        self.thread = threading.Thread(target=go, daemon=True)
        self.thread.start()

    def join(self) -> None:
        self.thread.join()

    def result(self) -> Any:
        self.thread.join()
        if "error" in self.out:
            raise self.out["error"]
        return self.out["value"]


def fetch_pyodide_compressed() -> None:
    """Pyodide fetched, and the runtime files the site ships as they come (the wasm, the two modules) brotli-compressed
    into .cache/brotli/, where the build's compress_site finds them: the wasm at quality 11 is the longest step of a
    first build (about a minute and a half), done here beside the other downloads instead of after them."""
    unpacked = fetch_pyodide()
    brotli_all([unpacked / name for name in ("pyodide.asm.wasm", "pyodide.asm.mjs", "pyodide.mjs")])


def prepare(times: dict[str, float]) -> dict[str, str]:
    """What the tests past the fast loop need: the browsers, the test tools, the built site. Returns the environment
    those tests read (where Chromium, WebKit and Firefox are). tests/conftest.py calls this in `build.py test`'s pytest
    session once the fast loop (the engine, the architecture) has run, before the first test that needs it.

    On a fresh machine the three parts overlap: the browsers' apt-get (the network, then dpkg; begun already by
    `build.py test` before its fast loop, which this waits for) runs in a thread, Pyodide's download and its wasm's
    compression in another, and the other downloads and then the build in this one."""
    need("node", "for Pyodide (apt-get install nodejs)")
    browsers = Background(ensure_browsers, "install: browsers (chromium, webkit, firefox: one apt-get)", times)
    pyodide = Background(fetch_pyodide_compressed, "install: fetch pyodide, compress its wasm", times)
    try:
        with stage("install: wheels for pytest in Pyodide", times):
            ensure_test_wheels()
        with stage("install: axe-core", times):
            ensure_axe()
        # the examples' install (npm ci, then the npm package's tarball), the bundled recipes' production builds
        # (Next.js's and webpack's above all) and the FastAPI recipe's venv need no site: begun now, beside the
        # site's build, and kept (the install by its lock, the builds in dist/recipes, the venv by its pins) while
        # what they read is unchanged; the tests wait for them there
        recipes = Background(lambda: (install_for_tests(), recipes_built(say), ensure_fastapi_venv()),
                             "install and build: the examples, their recipes, FastAPI's venv (beside the rest)", times)
        with stage("install: the shell's TypeScript (npm ci)", times):
            ensure_shell_tools()
        pyodide.result()
        build_times: dict[str, float] = {}
        with stage("build", times):
            build(build_times)
        recipes.result()
    finally:
        pyodide.join()
        browsers.join()
    env = dict(browsers.result())
    env["CHROMIUM"] = chromium_for_tests()
    return env


def test(pytest_args: list[str]) -> int:
    """The fast loop first, then the rest. A whole run: the shell's unit tests (node --test tests/shell), the fast
    loop's pytest (the engine, the architecture, the protocol: no build, no browser), the set-up and the build
    (prepare, above), then the rest in RUNNERS processes. With arguments (`build.py test -m engine`): one pytest
    session that runs the fast loop's tests first and sets up and builds only before a test past them. One pytest
    closing line ends the output, then one line of build.py's."""
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    # a part of the suite on a fresh machine: the browsers' apt-get begins now, beside the .venv and the fast loop (it
    # waits on the network and dpkg, they on the CPU); prepare() in the pytest session waits for it (ensure_browsers'
    # lock). A whole run begins all of prepare() now instead: it needs no .venv (the downloads, the examples' builds
    # and the site's build run beside the .venv's install, the shell's tests and the fast loop's pytest)
    early = Background(ensure_browsers) if pytest_args and os.geteuid() == 0 and browsers_missing() else None
    prepared = None if pytest_args else Background(lambda: prepare(times))
    with stage("install: .venv test requirements", times):
        ensure_venv()
    rc_shell = 0
    shell = ROOT / "tests" / "shell"
    if not pytest_args and shell.is_dir():
        need("node", "for the shell's unit tests (apt-get install nodejs)")
        with stage("fast loop: node --test tests/shell", times):   # (its output in one piece: the build talks meanwhile)
            node = subprocess.run(["node", "--test", "tests/shell/"], cwd=ROOT, stdout=subprocess.PIPE,
                                  stderr=subprocess.STDOUT, text=True)
        print(node.stdout, end="", flush=True)
        rc_shell = node.returncode
    t_py = time.perf_counter()
    stage_times = lambda: json.dumps({k: round(v, 1) for k, v in times.items()})  # noqa: E731
    rc_fast = 0
    if pytest_args:
        # a part of the suite: one pytest session, which sets up and builds only if a test past the fast loop runs
        say("running pytest: " + " ".join(["pytest", *pytest_args]) + " (the engine and the architecture first, then "
            "the set-up and the build, then the rest)")
        env = {k: v for k, v in os.environ.items() if k != "SUIDO_PAST_FAST"}
        env |= {"SUIDO_STAGE_TIMES": stage_times(), "SUIDO_SET_UP": "1"}
        rc = subprocess.run([str(venv_python()), "-m", "pytest", *pytest_args], cwd=ROOT, env=env).returncode
    else:
        # the whole suite: the fast loop's pytest first; then the set-up and the build; then the rest in RUNNERS
        # processes (pytest-xdist), a test file to a process, each with its own server and warm browser contexts: the
        # browser tests wait on Pyodide, timers and the other process's work as much as on their own CPU
        # the set-up and the build (prepare, begun above) beside the fast loop's pytest: it is one process, and the
        # build waits on node, npm and the disk as much as on a core; the fast loop's output is shown once it ends
        say("running pytest: " + " ".join(["pytest", *FAST_TESTS]) + " (the fast loop, beside the set-up and build)")
        assert prepared is not None
        fast = subprocess.run([str(venv_python()), "-m", "pytest", "-q", *FAST_TESTS], cwd=ROOT,
                              stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        rc_fast = fast.returncode
        try:
            built = prepared.result()
        except BuildError as e:
            print(fast.stdout, end="", flush=True)
            print(f"[build] the set-up or the build failed: {e}", flush=True)
            return 1
        finally:
            times["fast loop: pytest (beside the set-up and build)"] = fast_seconds(fast.stdout)
        print(fast.stdout, end="", flush=True)
        env = {**os.environ, **built, "SUIDO_STAGE_TIMES": stage_times(), "SUIDO_PAST_FAST": "1"}
        say(f"running pytest: the rest, in {RUNNERS} processes, the longest files first (tests/conftest.py)")
        rc = subprocess.run([str(venv_python()), "-m", "pytest", "-n", str(RUNNERS), "--dist", "loadfile",
                             "--no-loadscope-reorder", "--durations=30"], cwd=ROOT, env=env).returncode
    if early is not None:
        early.join()   # (its error, if any, was said by prepare's own try)
    # No output after pytest's own closing line except this one short line: CI reads the closing lines.
    print(f"[build] pytest exit {rc}{f', the fast loop exit {rc_fast}' if rc_fast else ''}"
          f"{f', node --test exit {rc_shell}' if rc_shell else ''}; "
          f"before pytest {t_py - t0:.0f} s, pytest (set-up and build included) {time.perf_counter() - t_py:.0f} s",
          flush=True)
    return rc or rc_fast or rc_shell


def fast_seconds(out: str) -> float:
    """The seconds pytest's closing line says ("2129 passed in 29.90s"), or 0.0."""
    found = re.findall(r" in ([0-9.]+)s\b", out)
    return float(found[-1]) if found else 0.0


# ---------------------------------------------------------------------------------------- check

RUNNERS = int(os.environ.get("SUIDO_TEST_PROCESSES") or 0) or max(1, min(2, os.cpu_count() or 1))
"""Processes the whole suite's tests past the fast loop run in: one a core, at most two (two on CI's two cores), or
SUIDO_TEST_PROCESSES. Not more: a third on two cores made every test about 1.75 times as long (the browser tests'
own times added up 1,993 s against 1,192 s with two), and the run no shorter: the browsers compute more than they
wait."""
FAST_TESTS = ("tests/engine", "tests/test_architecture.py", "tests/test_protocol.py")  # no browser, no build: the loop a developer runs
SHELL_TESTS = ROOT / "tests" / "shell"  # the shell's pure parts under `node --test`, where that folder exists


def check(pytest_args: list[str]) -> int:
    """The fast loop: .venv with the pinned test requirements (made when missing), then pytest on the engine and
    the architecture test, then `node --test tests/shell`, then the shell's types (tsc, when `npm ci` has installed
    it); no browser, no build. Arguments go to pytest."""
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    with stage("install: .venv test requirements", times):
        ensure_venv()
    env = {**os.environ, "SUIDO_STAGE_TIMES": json.dumps({k: round(v, 1) for k, v in times.items()})}
    env.pop("SUIDO_PAST_FAST", None)   # (a check run from a test of a whole run's second session runs the fast loop)
    say("running pytest: " + " ".join(["pytest", *FAST_TESTS, *pytest_args]))
    rc = subprocess.run([str(venv_python()), "-m", "pytest", *FAST_TESTS, *pytest_args], cwd=ROOT, env=env).returncode
    t_shell = time.perf_counter()
    shell_rc = 0
    if SHELL_TESTS.is_dir():
        need("node", "for the shell's tests (apt-get install nodejs)")
        say("running node --test tests/shell")
        shell_rc = subprocess.run(["node", "--test", str(SHELL_TESTS.relative_to(ROOT))], cwd=ROOT).returncode
    t_types = time.perf_counter()
    types_rc: int | str = "(not installed: npm ci, as build.py test does, brings it)"
    tsc = ROOT / "node_modules" / "typescript" / "bin" / "tsc"
    if tsc.is_file():   # the shell's JSDoc types (2 s): what tests/test_shell.py holds in the whole run
        say("running tsc -p . --noEmit")
        types_rc = subprocess.run(["node", str(tsc), "-p", ".", "--noEmit", "--pretty", "false"], cwd=ROOT).returncode
    print(f"[build] check: pytest exit {rc}, node --test exit {shell_rc if SHELL_TESTS.is_dir() else '(no tests/shell)'}"
          f", tsc exit {types_rc}; {time.perf_counter() - t0:.0f} s in all (the shell's tests"
          f" {t_types - t_shell:.0f} s, its types {time.perf_counter() - t_types:.0f} s)", flush=True)
    return rc or shell_rc or (types_rc if isinstance(types_rc, int) else 0)


# ---------------------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_serve = sub.add_parser("serve", help="build, then serve dist/site on http://127.0.0.1:8000/")
    p_serve.add_argument("--port", type=int, default=8000)
    p_serve.add_argument("--host", default="127.0.0.1")
    p_serve.add_argument("--no-build", action="store_true", help="serve dist/site as it is")
    sub.add_parser("build", help="fetch Pyodide, build the wheel, the lock, the stdlib .pyc, the memory snapshot, dist/site")
    sub.add_parser("test", help="run pytest: the engine and the architecture first, then install the test tools, build, and the rest (every further argument goes to pytest)")
    sub.add_parser("check", help="the fast loop: the engine's and the architecture's tests and the shell's unit tests,"
                                 " no browser, no build (every further argument goes to pytest)")
    p_wheel = sub.add_parser("wheel", help="build only the suido wheel")
    p_wheel.add_argument("--out", type=Path, default=WHEEL_OUT)
    sub.add_parser("clean", help="remove dist/ (keeps .cache/)")
    p_levels = sub.add_parser("levels", help="write the fixed levels (levels/SIZE.tsv, levels/marks.json) with our generator")
    p_levels.add_argument("sizes", nargs="*", help="sizes such as 7x7, big (the big-pieces set), hex (the hexagonal set) or a grid's name such as octagonal (its set) (default: all sixteen sizes)")
    p_levels.add_argument("--from", dest="start", type=int, default=1, help="keep levels 1..N-1, write the rest")
    p_levels.add_argument("--jobs", type=int, default=2, help="sizes made at once")
    p_tables = sub.add_parser("tables", help="write the difficulty reference tables (suido/data/difficulty.json)")
    p_tables.add_argument("--jobs", type=int, default=2)
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] in (["test"], ["check"]):
        # every argument after `test` or `check`, -m/-k/-x included, goes to pytest untouched
        try:
            return (test if argv[0] == "test" else check)(argv[1:])
        except BuildError as e:
            print(f"[build] error: {e}", file=sys.stderr, flush=True)
            return 1
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            if not args.no_build:
                build()
            serve(args.host, args.port)
        elif args.command == "build":
            build()
        elif args.command == "test":
            return test([])
        elif args.command == "wheel":
            wheel = build_wheel(args.out.resolve())
            print(f"{wheel}  sha256 {sha256_of(wheel)}")
        elif args.command == "levels":
            # the levels and the difficulty tables are committed data: only these two commands write them
            return subprocess.run([sys.executable, str(TOOLS / "make_levels.py"), *args.sizes,
                                   "--from", str(args.start), "--jobs", str(args.jobs)], cwd=ROOT).returncode
        elif args.command == "tables":
            return subprocess.run([sys.executable, str(TOOLS / "difficulty_tables.py"), "--jobs", str(args.jobs)],
                                  cwd=ROOT).returncode
        elif args.command == "clean":
            shutil.rmtree(DIST, ignore_errors=True)
            say("removed dist/")
    except BuildError as e:
        print(f"[build] error: {e}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
