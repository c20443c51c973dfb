"""The solver against the independent brute-force counter on a large seeded sweep.

    python bench/solver_sweep.py [--boards 10000] [--seed 1] [--grid hex]

Small boards (up to 3x3 and 4x2) of every kind, with locked pieces, walls, wrap, several
pumps and squares among them; prints how many agreed, by kind and count, and exits 1 on
any disagreement (printing the board's code). ``--grid hex``: hexagonal boards (2x2 to 4x4,
wrap on 3x4 and 4x4) against tests/engine/hexbrute.py's counter instead.
"""

from __future__ import annotations

import argparse
import collections
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from bruteforce import count_answers as square_count  # noqa: E402
from test_solver import sweep  # noqa: E402

import suido  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=10_000)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--grid", choices=("square", "hex"), default="square")
    a = ap.parse_args()
    boards, count_answers = sweep, square_count
    if a.grid == "hex":
        from hexbrute import count_hex_answers as count_answers
        from test_hex_solver import boards
    tally: collections.Counter[tuple[str, int]] = collections.Counter()
    bad = 0
    t = time.perf_counter()
    for layout in boards(10_000 + a.seed, a.boards):
        want = count_answers(layout, limit=3)
        got = suido.solve(layout, limit=3)
        if not got.complete or got.count != want:
            bad += 1
            print("DISAGREE", suido.encode(layout), "brute force", want, "solver", got.count, got.complete)
        tally[layout.kind, min(want, 3)] += 1
    print(f"{a.boards} boards in {time.perf_counter() - t:.0f} s; {bad} disagreements")
    print(f"{'kind':>14} {'answers':>8} {'boards':>7}")
    for (kind, n), k in sorted(tally.items()):
        print(f"{kind:>14} {n if n < 3 else '3+':>8} {k:>7}")
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
