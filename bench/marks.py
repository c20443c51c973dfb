"""What the edge marks cost a tap: the worker's turn op (``suido.web.handle``, JSON in and out) on 28x28 and
20x50 boards with no marks and with 40 marks (half of them contradicted as the pieces turn), and a tap that
turns by pointing (CPython, process CPU time; median and p95 µs over the same seeded taps).

    python bench/marks.py [--runs 300] [--package PATH]

``--package PATH`` runs the suido package under PATH (another checkout: main, to compare before and after).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=300)
    ap.add_argument("--package", default=str(HERE.parent))
    a = ap.parse_args()
    sys.path.insert(0, a.package)
    sys.path.insert(1, str(HERE))
    from boards import boards
    from figures import median_of, p95_of
    from suido import web

    def call(op: str, **args: object) -> dict:
        reply = json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))
        assert reply["ok"], reply
        return reply["result"]

    can_mark = "move" in web.OPS
    print(f"{'board':8} {'case':22} {'median µs':>10} {'p95 µs':>10}")
    for size, (code, _) in boards().items():
        width, height = map(int, size.split("x"))
        cases = [("no marks", 0, False)] + ([("40 marks", 40, False), ("pointing, 40 marks", 40, True)] if can_mark else [])
        for name, marks, pointing in cases:
            board = call("open", code=code)["board"]
            rnd = random.Random(7)
            for i in range(marks):
                cell = rnd.randrange(width * height)
                call("move", board=board, move="j" if i % 2 else "s", cell=cell, side=rnd.randrange(4))
            samples = []
            for _ in range(a.runs):
                cell = rnd.randrange(width * height)
                args: dict[str, object] = {"board": board, "move": f"{cell}+"}
                if pointing:
                    args["point"] = [(cell % width) * 100 + 50, (cell // width) * 100 + 92]
                t = time.process_time()
                call("move", **args)
                samples.append((time.process_time() - t) * 1e6)
            med, p95 = median_of(samples), p95_of(samples)
            print(f"{size:8} {name:22} {med:10.0f} {p95:10.0f}")


if __name__ == "__main__":
    main()
