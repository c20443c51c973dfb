"""Python's stdlib for the site: byte-compiled inside Pyodide under Node, then trimmed to what the boot and the
engine import. Both cached in .cache/ by the hashes of what they are made from."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import time
from pathlib import Path

from builder.common import CACHE, LEVELS_SRC, TOOLS, BuildError, mb, need, run, say, sha256_of, size_of
from builder.pyodide import PYODIDE_RUNTIME, PYODIDE_SHA256, trimmed_lock


def precompiled_stdlib(pyodide_dir: Path) -> Path:
    """python_stdlib.zip byte-compiled inside Pyodide under Node (boot ~2.5x faster). Cached in
    .cache/ by the tarball's hash and the compiling script's hash, so it runs once per machine."""
    script = TOOLS / "precompile_stdlib.mjs"
    key = f"{PYODIDE_SHA256[:12]}-{sha256_of(script)[:12]}"
    out = CACHE / f"python_stdlib-pyc-{key}.zip"
    if out.is_file():
        say(f"precompiled stdlib: cached ({out.name})")
        return out
    need("node", "to byte-compile the stdlib inside Pyodide")
    tmp = out.with_suffix(".tmp")
    t0 = time.perf_counter()
    run(["node", str(script), str(pyodide_dir), str(pyodide_dir / "python_stdlib.zip"), str(tmp)],
        stdout=subprocess.DEVNULL)
    tmp.replace(out)
    say(f"precompiled stdlib in {time.perf_counter() - t0:.1f} s: "
        f"{mb(size_of(pyodide_dir / 'python_stdlib.zip'))} .py -> {mb(size_of(out))} .pyc")
    for old in CACHE.glob("python_stdlib-pyc-*.zip"):  # older keys: a new script or release
        if old != out:
            old.unlink()
    return out


def trimmed_stdlib(pyodide_dir: Path, full_stdlib: Path, browser_wheel: Path) -> Path:
    """The stdlib the site ships: only what Pyodide's boot and the engine import (tools/stdlib_trim.mjs runs
    every op of suido.web and every command of the CLI and keeps what was imported), 4.5 MB -> about 1.2 MB
    as brotli sends it. Cached in .cache/ by the full stdlib's, the browser wheel's and the script's hashes.
    tests/test_pyodide.py runs the engine's whole test suite under it, so nothing missing reaches a player."""
    script = TOOLS / "stdlib_trim.mjs"
    key = f"{sha256_of(full_stdlib)[:12]}-{sha256_of(browser_wheel)[:12]}-{sha256_of(script)[:12]}"
    out = CACHE / f"python_stdlib-trim-{key}.zip"
    if out.is_file():
        return out
    need("node", "to find what the engine imports, inside Pyodide")
    work = CACHE / f"stdlib-trim-work-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        for name in PYODIDE_RUNTIME:
            if name != "python_stdlib.zip":
                shutil.copy(pyodide_dir / name, work / name)
        shutil.copy(browser_wheel, work / browser_wheel.name)
        (work / "pyodide-lock.json").write_text(json.dumps(trimmed_lock(pyodide_dir, browser_wheel)))
        tmp = out.with_suffix(".tmp")
        done = subprocess.run(["node", str(script), str(work), str(full_stdlib), str(LEVELS_SRC), str(tmp)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise BuildError(f"tools/stdlib_trim.mjs failed:\n{done.stdout}{done.stderr}")
        facts = json.loads(done.stdout.strip().splitlines()[-1])
        tmp.replace(out)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    say(f"trimmed stdlib: {facts['kept']} of {facts['of']} files, {mb(size_of(full_stdlib))} -> {mb(size_of(out))} "
        "(stored; served compressed)")
    for old in CACHE.glob("python_stdlib-trim-*.zip"):
        if old != out:
            old.unlink()
    return out
