"""The hint without an answer (suido.forced_hint: the deduction), per level size; and the proof of a
level (suido.solve), per level size. Median, p95 and the slowest, in ms.

    python bench/hint.py [--levels 24] [--sizes 5x5,20x50] [--package PATH]
    node tools/bench_in_pyodide.mjs bench/hint.py          the same inside Pyodide

Each level is taken fresh, as a player's first hint on it: the game as the level gives it,
nothing cached from the level before.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # figures.py (under Pyodide too, where the script's folder is not on the path)
from figures import median_of, p95_of  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--levels", type=int, default=24, help="levels per size, spread over the size's file")
    ap.add_argument("--sizes", default="")
    ap.add_argument("--package", default=str(HERE.parent))
    a = ap.parse_args()
    sys.path.insert(0, a.package)
    import suido
    from suido import levels

    import importlib
    forced_cache = getattr(importlib.import_module("suido.solver"), "_forced", None)
    sizes = a.sizes.split(",") if a.sizes else list(levels.SIZES)
    print(f"suido {suido.__version__} on {sys.platform} Python {sys.version.split()[0]} (ms)")
    print("| size | levels | hint median | hint p95 | hint max | prove median | prove p95 | prove max |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|")
    for size in sizes:
        try:
            boards = [row.board for row in levels.load(size)]
        except FileNotFoundError:  # the site's wheel (as in Pyodide) carries no levels: read the checkout's
            text = (HERE.parent / "levels" / f"{size}.tsv").read_text(encoding="utf-8")
            boards = [line.split("\t")[0] for line in text.splitlines() if line.strip()]
        rows = boards
        step = max(1, len(rows) // a.levels)
        picked = rows[::step][:a.levels]
        hints, proofs = [], []
        for board in picked:
            layout = suido.decode(board)
            game = suido.new_game(layout)
            if forced_cache is not None and hasattr(forced_cache, "cache_clear"):
                forced_cache.cache_clear()
            t = time.perf_counter()
            suido.forced_hint(game)
            hints.append((time.perf_counter() - t) * 1000)
            t = time.perf_counter()
            found = suido.solve(layout)
            proofs.append((time.perf_counter() - t) * 1000)
            assert found.complete and found.count == 1, board
        print(f"| {size} | {len(picked)} | {median_of(hints):.2f} | {p95_of(hints):.2f} | {max(hints):.2f} | "
              f"{median_of(proofs):.2f} | {p95_of(proofs):.2f} | {max(proofs):.2f} |", flush=True)


if __name__ == "__main__":
    main()
