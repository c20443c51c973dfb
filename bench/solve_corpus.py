"""Time to solve every level of the interoperability corpus (../shared/peer), by size.

    python bench/solve_corpus.py [--sizes 5x5,14x14] [--cpu] [--package PATH]

``--cpu`` times the process's own CPU (steadier on a shared machine); ``--package PATH`` solves
with the suido package under PATH (another checkout), to compare before and after.

Prints per size the median, p95 and slowest solve, the most nodes, and the time for the
20 hardest 14x14 levels (by nodes) all together (the JS package: 156 ms).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEER = ROOT.parent / "shared" / "peer"
JS = {"5x5": 0.05, "14x14": 0.6, "20x20": 1.7, "20x50": 8}  # the JS package's proof, ms (the ends of its published ranges)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--sizes", default="")
    ap.add_argument("--cpu", action="store_true")
    ap.add_argument("--package", default=str(ROOT))
    a = ap.parse_args()
    sys.path.insert(0, a.package)
    import suido

    clock = time.process_time if a.cpu else time.perf_counter
    files = sorted(PEER.glob("*.tsv"))
    if a.sizes:
        files = [f for f in files if f.stem in a.sizes.split(",")]
    print(f"suido {suido.__version__}, {'CPU' if a.cpu else 'wall'} ms")
    print(f"{'size':>6} {'levels':>6} {'median ms':>10} {'p95 ms':>8} {'max ms':>8} {'most nodes':>10} {'all s':>7} {'JS':>6} {'/ JS':>6}")
    for f in files:
        rows = [line.split("\t") for line in f.read_text().splitlines() if line.strip()]
        times, nodes = [], []
        for row in rows:
            layout = suido.decode(row[0])
            t = clock()
            found = suido.solve(layout)
            times.append((clock() - t) * 1000)
            nodes.append(found.nodes)
            assert found.complete and found.count == 1, row[0]
        s = sorted(times)
        js = JS.get(f.stem)
        ratio = f"{statistics.median(s) / js:5.1f}x" if js else ""
        print(f"{f.stem:>6} {len(rows):>6} {statistics.median(s):10.3f} {s[int(len(s) * 0.95) - 1]:8.2f} "
              f"{s[-1]:8.1f} {max(nodes):>10} {sum(s) / 1000:7.2f} {js or '':>6} {ratio:>6}", flush=True)
        if f.stem == "14x14":
            hardest = sorted(range(len(rows)), key=lambda i: -nodes[i])[:20]
            t = clock()
            for i in hardest:
                suido.solve(suido.decode(rows[i][0]))
            print(f"        the 20 hardest 14x14 levels: {(clock() - t) * 1000:.0f} ms in all")


if __name__ == "__main__":
    main()
