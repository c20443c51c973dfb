"""The suido wheel: built reproducibly from pyproject.toml, and the browser's copy byte-compiled inside Pyodide."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from builder.common import CACHE, ROOT, TOOLS, WHEEL_OUT, BuildError, need, run, sha256_of

# A fixed date for the wheel's zip entries: the same source gives the same bytes.
SOURCE_DATE_EPOCH = "1700000000"


def site_wheel(pyodide_dir: Path, wheel: Path) -> Path:
    """The wheel the browser loads: ``wheel`` byte-compiled inside Pyodide, without the level files
    (the page fetches a size's file when it is played). Same name (PEP 427), so the lock names it.
    Cached in .cache/ by the wheel's and the script's hashes."""
    script = TOOLS / "site_wheel.mjs"
    key = f"{sha256_of(wheel)[:12]}-{sha256_of(script)[:12]}"
    out_dir = CACHE / f"site-wheel-{key}"
    out = out_dir / wheel.name
    if out.is_file():
        return out
    need("node", "to byte-compile the wheel inside Pyodide")
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = out_dir / (wheel.name + ".tmp")
    run(["node", str(script), str(pyodide_dir), str(wheel), str(tmp)], stdout=subprocess.DEVNULL)
    tmp.replace(out)
    for old in CACHE.glob("site-wheel-*"):
        if old != out_dir:
            shutil.rmtree(old, ignore_errors=True)
    return out


def build_wheel(out_dir: Path = WHEEL_OUT) -> Path:
    """suido-X.Y.Z-py3-none-any.whl from pyproject.toml (hatchling, pinned there). Reproducible:
    hatchling writes fixed zip dates from SOURCE_DATE_EPOCH, so the same source gives one sha256.
    Built aside and moved in, so out_dir never lacks a wheel while someone else reads it."""
    tmp = out_dir.parent / f".wheel-build-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    try:
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "PIP_NO_INPUT": "1"}
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--disable-pip-version-check",
             "-w", str(tmp), str(ROOT)], env=env, cwd=ROOT)
        built = sorted(tmp.glob("*.whl"))
        if len(built) != 1 or not built[0].name.endswith("-py3-none-any.whl"):
            raise BuildError(f"expected one suido-*-py3-none-any.whl, pip wrote {[p.name for p in built]}")
        out_dir.mkdir(parents=True, exist_ok=True)
        wheel = out_dir / built[0].name
        os.replace(built[0], wheel)
        for old in out_dir.glob("*.whl"):
            if old != wheel:
                old.unlink()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return wheel
