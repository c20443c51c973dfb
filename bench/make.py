"""Time to make one board, by size and kind (CPython; median and p95 over seeds).

    python bench/make.py [--seeds 20] [--huge-seeds 5] [--sizes 5,8,12,14,20,28,20x50]

The bar (the JS package on the same kind of machine, median ms): 12x12 network 0.9,
drains 1.8, inlet-outlet 2.9; 20x20 network 2.5, drains 41, inlet-outlet 57; 28x28
network 14, drains 300, inlet-outlet 400.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import suido  # noqa: E402

KINDS = [("network", False), ("network", True), ("drains", False), ("drains", True), ("inlet-outlet", False)]


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--huge-seeds", type=int, default=5)
    ap.add_argument("--sizes", default="5,8,12,14,20,28,20x50")
    a = ap.parse_args()
    print(f"{'size':>6} {'kind':>16} {'n':>3} {'median ms':>10} {'p95 ms':>9} {'max ms':>9}")
    for size in a.sizes.split(","):
        w, _, h = size.partition("x")
        width, height = int(w), int(h or w)
        huge = width * height >= 400
        for kind, wrap in KINDS:
            times = []
            for seed in range(1, (a.huge_seeds if huge else a.seeds) + 1):
                t = time.perf_counter()
                suido.make(width=width, height=height, kind=kind, wrap=wrap, seed=seed)
                times.append((time.perf_counter() - t) * 1000)
            times.sort()
            p95 = times[max(0, int(round(len(times) * 0.95)) - 1)]
            name = kind + (" wrap" if wrap else "")
            print(f"{size:>6} {name:>16} {len(times):>3} {statistics.median(times):10.1f} {p95:9.1f} {times[-1]:9.1f}",
                  flush=True)


if __name__ == "__main__":
    main()
