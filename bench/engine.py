"""Engine speed: decode, flow, check and a turn, per board size (CPython; medians).

    python bench/engine.py

Prints a table of median and p95 microseconds per call over seeded tree boards.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "engine"))

import suido  # noqa: E402
from enginekit import tree_board  # noqa: E402


def timed(fn, runs: int) -> tuple[float, float]:
    samples = []
    for _ in range(runs):
        t = time.perf_counter()
        fn()
        samples.append((time.perf_counter() - t) * 1e6)
    samples.sort()
    return statistics.median(samples), samples[int(len(samples) * 0.95) - 1]


def main() -> None:
    print(f"{'board':>8} {'op':>14} {'median µs':>10} {'p95 µs':>10}")
    for w, h in ((7, 7), (14, 14), (28, 28), (20, 50), (64, 64)):
        layout, solution = tree_board(random.Random(w * h), w, h)
        board = suido.encode(layout)
        answer = suido.encode(suido.with_masks(layout, solution))
        game = suido.new_game(layout)
        rng = random.Random(1)
        ops = {
            "decode": lambda: suido.decode(board),
            "flow_of": lambda: suido.flow_of(layout, solution),
            "check_answer": lambda: suido.check_answer(board, answer),
            "turn_at": lambda: suido.turn_at(game, rng.randrange(layout.size)),
            "turn+flow": lambda: suido.flow_of_game(suido.turn_at(game, rng.randrange(layout.size))),
        }
        for name, fn in ops.items():
            med, p95 = timed(fn, 200)
            print(f"{w}x{h:<5} {name:>14} {med:10.1f} {p95:10.1f}")


if __name__ == "__main__":
    main()
