"""Time to make one board with big pieces and blocks (CPython; median, p95 and the slowest over seeds).

    python bench/make_squares.py [--seeds 20] [--sizes 5,8,10,14,20] [--mixes five,simple,more,all] [--cpu]

The squares cover about a quarter of the board (as the big-pieces levels do: a big piece per 16
cells, a block per 80), on a network. SUIDO-JS.md gives no times for the JS package making boards
with squares; the nearest it has (measured beside it, Node 20) is a plain 20x20 network, median 4.5 ms and
p95 6 ms, shown as the ratio of our p95 to it where the size is 20.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent))

import suido  # noqa: E402
from make import p95_of  # noqa: E402  (bench/make.py, beside this)

JS_20_NETWORK = (4.5, 6.0)  # ms, median and p95: a plain 20x20 network, the JS package (measured beside it)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--sizes", default="5,8,10,14,20")
    ap.add_argument("--mixes", default="five,simple,more,all")
    ap.add_argument("--cpu", action="store_true")
    a = ap.parse_args()
    clock = time.process_time if a.cpu else time.perf_counter
    print(f"suido {suido.__version__}, {'CPU' if a.cpu else 'wall'} ms")
    print("| size | bigs | blocks | mix | n | median | p95 | max | p95 / JS 20x20 network p95 |")
    print("|---|---|---|---|---|---|---|---|---|")
    for size in (int(s) for s in a.sizes.split(",")):
        cells = size * size
        bigs, blocks = max(1, cells // 16), cells // 80
        for mix in a.mixes.split(","):
            times = []
            for seed in range(a.seeds):
                t = clock()
                suido.make(size=size, bigs=bigs, blocks=blocks, big_kinds=mix, seed=seed)
                times.append((clock() - t) * 1000)
            p95 = p95_of(times)
            ratio = f"{p95 / JS_20_NETWORK[1]:.0f}x" if size == 20 else ""
            print(f"| {size}x{size} | {bigs} | {blocks} | {mix} | {len(times)} | {statistics.median(times):.1f}"
                  f" | {p95:.1f} | {max(times):.1f} | {ratio} |", flush=True)


if __name__ == "__main__":
    main()
