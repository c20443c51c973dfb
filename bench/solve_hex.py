"""Time to prove each of hexapipes' puzzles (../shared/peer/hex) has one answer, by size (CPython).

    python bench/solve_hex.py [--runs 5] [--cpu] [--package PATH]

Each puzzle is solved ``--runs`` times (``suido.solve``: counting to 2, so the proof that there is
no second answer is in the time) and its median taken; per size, the table gives the median and
the p95 over the puzzles of those medians, the slowest, and the most nodes. Every solve must find
exactly the puzzle's one answer. ``--cpu`` times the process's own CPU (steadier on a shared
machine); ``--package PATH`` runs the suido package under PATH (another checkout). The goal
(a hexagonal puzzle proved at once): under 50 ms median for each puzzle.

Then the engine's share of a tap side by side on a 20x20 hexagonal and a 20x20 square tree board
(bench/boards.py, the same seed): ``flow_of`` of the answer, and a turn at the pump with its flow
(median and p95 µs over ``--taps`` calls).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PEER = ROOT.parent / "shared" / "peer" / "hex" / "hexapipes.tsv"
GOAL_MS = 50.0


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    ap.add_argument("--cpu", action="store_true")
    ap.add_argument("--package", default=str(ROOT))
    ap.add_argument("--taps", type=int, default=300)
    a = ap.parse_args()
    sys.path.insert(0, a.package)
    import suido

    clock = time.process_time if a.cpu else time.perf_counter
    rows = [line.split("\t") for line in PEER.read_text().splitlines() if line.strip()]
    by_size: dict[str, list[tuple[float, int]]] = {}
    for board, answer, _ in rows:
        layout = suido.decode(board)
        want = suido.decode(answer).cells
        samples = []
        for _ in range(a.runs):
            t = clock()
            found = suido.solve(layout)
            samples.append((clock() - t) * 1000)
            assert found.complete and found.count == 1 and found.solutions[0] == want, board
        by_size.setdefault(f"{layout.width}x{layout.height}", []).append((statistics.median(samples), found.nodes))
    print(f"suido {suido.__version__}, hexapipes' puzzles, {'CPU' if a.cpu else 'wall'} ms, median of {a.runs} runs each")
    print("| size  | puzzles | median ms | p95 ms | max ms | most nodes | under 50 ms |")
    print("|-------|--------:|----------:|-------:|-------:|-----------:|------------:|")
    for size, found in sorted(by_size.items(), key=lambda kv: int(kv[0].split("x")[0])):
        s = sorted(t for t, _ in found)
        p95 = s[max(0, int(len(s) * 0.95) - 1)]
        under = sum(t < GOAL_MS for t in s)
        print(f"| {size:<5} | {len(s):>7} | {statistics.median(s):9.2f} | {p95:6.2f} | {s[-1]:6.2f} | "
              f"{max(n for _, n in found):>10} | {under:>5} of {len(s):<3} |")
    taps(suido, a.taps, clock)


def taps(suido, runs: int, clock) -> None:
    """flow_of and turn + flow on 20x20, hexagons beside squares (µs)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from boards import SEED, tree_board

    print(f"\n20x20 tree boards, {'CPU' if clock is time.process_time else 'wall'} µs, median / p95 of {runs}")
    print("| grid   | flow_of        | turn + flow    |")
    print("|--------|---------------:|---------------:|")
    for grid in ("square", "hex"):
        code, answer = tree_board(20, 20, SEED, grid)
        layout, solved = suido.decode(code), suido.decode(answer)
        game = suido.new_game(layout)
        pump = layout.sources[0]
        row = []
        for work in (lambda: suido.flow_of(layout, solved.cells),
                     lambda: suido.flow_of(layout, suido.turn_at(game, pump).masks)):
            samples = []
            for _ in range(runs):
                t = clock()
                work()
                samples.append((clock() - t) * 1e6)
            samples.sort()
            row.append(f"{statistics.median(samples):6.1f} / {samples[int(len(samples) * 0.95) - 1]:5.1f}")
        print(f"| {grid:<6} | {row[0]:>14} | {row[1]:>14} |")


if __name__ == "__main__":
    main()
