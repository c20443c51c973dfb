"""Pyodide: the pinned runtime fetched and unpacked into .cache/, and its lock trimmed to our one wheel."""

from __future__ import annotations

import json
import shutil
import tarfile
import zipfile
from pathlib import Path

from builder.common import CACHE, BuildError, sha256_of
from builder.npm import npm_pack

PYODIDE_VERSION = "314.0.7"
PYODIDE_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"

PYODIDE_TGZ = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_UNPACKED = CACHE / f"pyodide-{PYODIDE_VERSION}"
# What the site needs at run time (the rest of the tarball is maps, typings, the UMD build, demos).
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_FROM_TGZ = (*PYODIDE_RUNTIME, "pyodide-lock.json", "package.json")



def fetch_pyodide() -> Path:
    """The pinned Pyodide tarball, via `npm pack` (npm knows where its registry is), checked and
    unpacked once into .cache/pyodide-VERSION/. Returns that folder."""
    CACHE.mkdir(exist_ok=True)
    stamp = PYODIDE_UNPACKED / ".sha256"
    if stamp.is_file() and stamp.read_text().strip() == PYODIDE_SHA256 and all(
        (PYODIDE_UNPACKED / f).is_file() for f in PYODIDE_FROM_TGZ
    ):
        return PYODIDE_UNPACKED
    npm_pack("pyodide", PYODIDE_VERSION, PYODIDE_SHA256)
    if PYODIDE_UNPACKED.exists():
        shutil.rmtree(PYODIDE_UNPACKED)
    PYODIDE_UNPACKED.mkdir(parents=True)
    with tarfile.open(PYODIDE_TGZ, "r:gz") as tar:
        for name in PYODIDE_FROM_TGZ:
            member = tar.getmember(f"package/{name}")
            src = tar.extractfile(member)
            if src is None:
                raise BuildError(f"{PYODIDE_TGZ.name}: package/{name} is not a file")
            # write_bytes gives a fresh mtime: the tarball's 1985 dates make browsers cache for years
            (PYODIDE_UNPACKED / name).write_bytes(src.read())
    stamp.write_text(PYODIDE_SHA256 + "\n")
    return PYODIDE_UNPACKED


def lock_entry(wheel: Path) -> dict[str, object]:
    name, version = wheel.name.split("-")[:2]
    with zipfile.ZipFile(wheel) as z:
        tops = sorted({n.split("/")[0] for n in z.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    imports = [t[:-3] if t.endswith(".py") else t for t in tops]
    return {
        "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
        "sha256": sha256_of(wheel), "package_type": "package", "imports": imports,
        "depends": [], "unvendored_tests": False,
    }


def trimmed_lock(pyodide_dir: Path, wheel: Path) -> dict[str, object]:
    """Pyodide's lock, trimmed to our one package: the upstream entries name wheels we do not ship
    (and whose hashes would not match ours). The browser checks our sha256 (SRI) when it loads."""
    upstream = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    entry = lock_entry(wheel)
    return {"info": upstream["info"], "packages": {str(entry["name"]).lower(): entry}}
