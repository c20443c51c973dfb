"""A pinned package's tarball from npm (`npm pack`), checked against its sha256: Pyodide and axe-core."""

from __future__ import annotations

import subprocess
from pathlib import Path

from builder.common import CACHE, BuildError, need, run, say, sha256_of


def npm_pack(package: str, version: str, sha256: str) -> Path:
    """.cache/PACKAGE-VERSION.tgz, fetched with `npm pack` (npm knows where its registry is) unless it is there
    already, and checked against its pinned sha256 (a tarball that differs is kept aside and refused)."""
    CACHE.mkdir(exist_ok=True)
    tgz = CACHE / f"{package}-{version}.tgz"
    if tgz.is_file() and sha256_of(tgz) == sha256:
        return tgz
    need("npm", f"to fetch {package} (npm pack)")
    say(f"fetching {package}@{version} with npm pack")
    tgz.unlink(missing_ok=True)
    run(["npm", "pack", f"{package}@{version}", "--pack-destination", str(CACHE), "--silent"], cwd=CACHE,
        stdout=subprocess.DEVNULL)
    if not tgz.is_file():
        raise BuildError(f"npm pack did not write {tgz}")
    got = sha256_of(tgz)
    if got != sha256:
        bad = tgz.with_suffix(".tgz.rejected")
        tgz.replace(bad)
        raise BuildError(f"{tgz.name} has sha256 {got}, expected {sha256}: refusing to use it (kept as {bad.name} "
                         "for a look)")
    return tgz
