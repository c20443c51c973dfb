"""The site compressed: FILE.br (brotli, by Node's zlib, cached in .cache/brotli/) and FILE.gz beside each text
file and the wasm, which the server sends by the browser's Accept-Encoding."""

from __future__ import annotations

import gzip
import os
import shutil
import time
from pathlib import Path

from builder.common import CACHE, TOOLS, need, run, say, sha256_of

# Served precompressed (FILE.br, FILE.gz beside FILE) to a browser that accepts it: the text and the wasm.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".zip", ".whl", ".svg", ".txt", ".tsv", ".csv",
                ".webmanifest", ".bin")
BROTLI_CACHE = CACHE / "brotli"


def brotli_all(files: list[Path], quality: int = 11) -> dict[Path, Path]:
    """FILE -> its brotli bytes (a file in .cache/brotli/ named by FILE's sha256), made by Node's zlib."""
    BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
    out: dict[Path, Path] = {}
    todo: list[str] = []
    for p in files:
        cached = BROTLI_CACHE / (sha256_of(p) + ".br")
        out[p] = cached
        if not cached.is_file():
            todo += [str(p), str(cached.with_suffix(f".tmp{os.getpid()}"))]
    if todo:
        need("node", "to compress the site (brotli, Node's own zlib)")
        t0 = time.perf_counter()
        run(["node", str(TOOLS / "brotli.mjs"), "--quality", str(quality), *todo])
        for tmp in todo[1::2]:
            Path(tmp).replace(Path(tmp).with_suffix(".br"))
        if time.perf_counter() - t0 > 5:
            say(f"brotli: {len(todo) // 2} files in {time.perf_counter() - t0:.0f} s (cached for the next builds)")
    return out


def compress_site(site: Path) -> dict[str, int]:
    """FILE.gz and FILE.br beside every compressible FILE of the site (where they are smaller): what the server
    sends with Content-Encoding when the browser accepts it. Returns path -> bytes as brotli sends it."""
    for old in [*site.rglob("*.br"), *site.rglob("*.gz")]:
        old.unlink()
    files = [p for p in sorted(site.rglob("*")) if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size > 256]
    sizes: dict[str, int] = {}
    made = brotli_all(files)
    used = set(made.values())
    for old in BROTLI_CACHE.glob("*.br"):  # what no file of this build is (an older release's)
        if old not in used:
            old.unlink()
    for p, cached in made.items():
        raw = p.stat().st_size
        data = p.read_bytes()
        gz = gzip.compress(data, compresslevel=9, mtime=0)
        if len(gz) < raw * 0.95:
            p.with_name(p.name + ".gz").write_bytes(gz)
        if cached.stat().st_size < raw * 0.95:
            shutil.copy(cached, p.with_name(p.name + ".br"))
            sizes[p.relative_to(site).as_posix()] = cached.stat().st_size
    return sizes
