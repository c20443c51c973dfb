"""Engine speed: decode, flow, check and a turn, per board size (CPython; median and p95 µs).

    python bench/engine.py [--cpu] [--package PATH] [--runs 200]

Prints a table of median and p95 microseconds per call over seeded tree boards. ``--cpu`` times
the process's own CPU (steadier on a shared machine); ``--package PATH`` runs the suido package
under PATH (another checkout), to compare before and after in one session. Where the JS package was
measured (Node 20, warm JIT) the table shows it and our median over it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from figures import median_of, p95_of, samples_of  # noqa: E402
JS = {("28x28", "flow_of"): 65, ("28x28", "check_answer"): 140}  # µs, the JS package as measured beside it (Node 20)


def timed(fn, runs: int, clock) -> tuple[float, float]:
    samples = samples_of(fn, runs, clock)
    return median_of(samples), p95_of(samples)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--cpu", action="store_true")
    ap.add_argument("--package", default=str(HERE.parent))
    ap.add_argument("--runs", type=int, default=200)
    a = ap.parse_args()
    sys.path.insert(0, a.package)
    sys.path.insert(1, str(HERE.parent / "tests" / "engine"))
    import suido
    from enginekit import tree_board

    clock = time.process_time if a.cpu else time.perf_counter
    print(f"suido {suido.__version__}, {'CPU' if a.cpu else 'wall'} µs")
    print(f"{'board':>8} {'op':>14} {'median µs':>10} {'p95 µs':>10} {'JS µs':>6} {'/ JS':>6}")
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
            fn()  # the first call makes the per-size tables
            med, p95 = timed(fn, a.runs, clock)
            js = JS.get((f"{w}x{h}", name))
            ratio = f"{med / js:5.1f}x" if js else ""
            print(f"{w}x{h:<5} {name:>14} {med:10.1f} {p95:10.1f} {js or '':>6} {ratio:>6}", flush=True)


if __name__ == "__main__":
    main()
