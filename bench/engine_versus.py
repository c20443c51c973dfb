"""The flow and the answer check of a 28x28 answer, side by side with the JS package and with another
checkout, in rounds (CPython; median, p95 and min µs; the load average on every row).

    python bench/engine_versus.py --js JS_DIR [--before PATH] [--rounds 5] [--runs 400] [--size 28x28]

JS_DIR holds the JS package's own modules built to JavaScript (`bench/engine_js.mjs` runs them under
Node). Each round runs, one after another in fresh processes, `--before` (another checkout's suido, when
given), this checkout's, and the JS package, on the same seeded tree board (`bench/engine.py`'s): so a
minute of heavy load falls on all of them alike. The last rows are the medians over the rounds, and our
median over the JS package's.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from figures import samples_of  # noqa: E402
OPS = ("flow_of", "check_answer")


def _ours(package: str, board: str, answer: str, runs: int) -> dict[str, list[float]]:
    """In a child process: this op's [median, p95, min] µs over `runs` calls with the suido under `package`."""
    sys.path.insert(0, package)
    import suido

    layout = suido.decode(board)
    cells = suido.decode(answer).cells
    assert suido.flow_of(layout, cells).solved and suido.check_answer(board, answer).ok
    fns = {"flow_of": lambda: suido.flow_of(layout, cells), "check_answer": lambda: suido.check_answer(board, answer)}
    out = {}
    for name, fn in fns.items():
        for _ in range(50):
            fn()
        samples = samples_of(fn, runs)
        out[name] = [samples[runs // 2], samples[max(0, round(runs * 0.95) - 1)], samples[0]]
    return out


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--js", required=True, help="the JS package's modules built to JavaScript")
    ap.add_argument("--before", help="another checkout (its suido) to time beside this one")
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--runs", type=int, default=400)
    ap.add_argument("--size", default="28x28")
    ap.add_argument("--child", nargs=4, metavar=("PACKAGE", "BOARD", "ANSWER", "RUNS"), help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.child:
        package, board, answer, runs = a.child
        print(json.dumps(_ours(package, board, answer, int(runs))))
        return
    sys.path.insert(0, str(HERE.parent))
    sys.path.insert(1, str(HERE.parent / "tests" / "engine"))
    import suido
    from enginekit import tree_board

    w, _, h = a.size.partition("x")
    width, height = int(w), int(h or w)
    layout, solution = tree_board(random.Random(width * height), width, height)
    board, answer = suido.encode(layout), suido.encode(suido.with_masks(layout, solution))
    who = ([("before", a.before)] if a.before else []) + [("after", str(HERE.parent)), ("JS", None)]
    rows: dict[str, list[dict[str, list[float]]]] = {name: [] for name, _ in who}
    print(f"{width}x{height} tree board, µs per call, median / p95 / min over {a.runs} calls a round")
    print("| round | who | flow median | flow p95 | flow min | check median | check p95 | check min | load |")
    print("|---:|---|---:|---:|---:|---:|---:|---:|---:|")
    for r in range(1, a.rounds + 1):
        for name, package in who:
            if package is None:
                cmd = ["node", str(HERE / "engine_js.mjs"), a.js, board, answer, str(a.runs)]
            else:
                cmd = [sys.executable, __file__, "--js", a.js, "--child", package, board, answer, str(a.runs)]
            got = json.loads(subprocess.run(cmd, check=True, capture_output=True, text=True).stdout)
            rows[name].append(got)
            f, c = got["flow_of"], got["check_answer"]
            print(f"| {r} | {name} | {f[0]:.1f} | {f[1]:.1f} | {f[2]:.1f} | {c[0]:.1f} | {c[1]:.1f} | {c[2]:.1f} | "
                  f"{os.getloadavg()[0]:.1f} |", flush=True)

    def mid(name: str, op: str, i: int) -> float:
        xs = sorted(row[op][i] for row in rows[name])
        return xs[len(xs) // 2]

    print("\nMedians over the rounds (of each round's median, and of its min), and the ratio to the JS package:")
    for op in OPS:
        for name, _ in who:
            med, low = mid(name, op, 0), mid(name, op, 2)
            ratio = "" if name == "JS" else f" -> {med / mid('JS', op, 0):.2f}x the JS median, {low / mid('JS', op, 2):.2f}x its min"
            print(f"  {op:13} {name:6} median {med:7.1f} µs, min {low:7.1f} µs{ratio}")


if __name__ == "__main__":
    main()
