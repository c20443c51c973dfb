"""The shell's scripts sent without their comments: tools/strip_comments.mjs (terser, names and code kept) over
each top-level `.js` of the built site that site/ holds, cached in .cache/stripped/ by content hash. The sources in
site/ keep their comments (the shell's type check and unit tests read those)."""

from __future__ import annotations

import os
from pathlib import Path

from builder.common import CACHE, ROOT, TOOLS, BuildError, need, run, sha256_of
from builder.install import ensure_shell_tools

STRIP_CACHE = CACHE / "stripped"


def strip_comments(site: Path, names: set[str]) -> int:
    """The built site's scripts of those names (the hand-written ones copied from site/: not the generated data
    modules, not Pyodide's, not the docs') rewritten without comments and layout. Returns how many."""
    files = sorted(p for p in site.glob("*.js") if p.name in names)
    STRIP_CACHE.mkdir(parents=True, exist_ok=True)
    cached = {p: STRIP_CACHE / (sha256_of(p) + ".js") for p in files}
    todo: list[str] = []
    for p, c in cached.items():
        if not c.is_file():
            todo += [str(p), str(c.with_suffix(f".tmp{os.getpid()}"))]
    if todo:
        need("node", "to strip the shell's comments (terser)")
        ensure_shell_tools()
        if not (ROOT / "node_modules" / "terser").is_dir():
            raise BuildError("terser is missing from node_modules: npm ci at the root installs it")
        run(["node", str(TOOLS / "strip_comments.mjs"), *todo])
        for tmp in todo[1::2]:
            Path(tmp).replace(Path(tmp).with_suffix(".js"))
    for p, c in cached.items():
        p.write_bytes(c.read_bytes())
    return len(files)
