"""The Workbench as the maker waits for it, through the worker's own ops (suido.web.handle, JSON in and out):
an edit and then what the board is (`edit`, then `analyse` to 10 answers with its budget) on 10x10 and 20x20
boards of every grid (`--grids`), each kind; and the mends (`mends`) of 15x15 boards with two answers or more, asked
whole and in the page's parts (`step`: the longest part is what an edit made meanwhile waits for at the most).
Median, p95 and the slowest, in ms, and the machine's load average on every row. `bench/workbench_page.py` times
the same in Chromium, where the maker waits.

    python bench/workbench.py [--boards 6] [--edits 12] [--grids square,hex] [--package PATH]
    python bench/workbench.py --big         the mends of 40x40 and 64x64 boards, whole and in parts
    node tools/bench_in_pyodide.mjs bench/workbench.py --load "$(cut -d' ' -f1-3 /proc/loadavg)"
                                                            the same inside Pyodide (where the page runs it)

The boards: made by the generator with walls and locks, which are then taken off (a maker's board half done: most
have two answers or more, some one). The edits, seeded, in turn: a piece turned, a pipe laid between two
neighbours, a wall set, a piece locked. The goals (issue: a workbench for puzzle makers): p95 100 ms on 10x10,
500 ms on 20x20; mends of 15x15 two-answer boards within 1 s at p95.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import random
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # figures.py (under Pyodide too, where the script's folder is not on the path)
from figures import median_of, p95_of  # noqa: E402
from make_search import load  # noqa: E402

KINDS = ("network", "drains", "inlet-outlet")


def call(handle, op: str, **args):  # type: ignore[no-untyped-def]
    reply = json.loads(handle(json.dumps({"id": 1, "op": op, "args": args})))
    return reply["result"] if reply["ok"] else None


def half_done(suido, size: int, kind: str, grid: str, seed: int):  # type: ignore[no-untyped-def]
    """A made board with its walls and locks taken off."""
    made = suido.make(size=size, kind=kind, grid=grid, walls=size, locked=size, seed=seed)
    return dataclasses.replace(made.layout, walls=(), locked=())


def in_parts(handle, code: str, seen: dict, limit: int) -> tuple[list[float], int]:  # type: ignore[no-untyped-def]
    """The mends of `code` asked as the page asks them, a part at a time from its analysis `seen`: each part's ms,
    and the mends found."""
    part: dict = {"next": 0, "spent": 0}
    times, found = [], 0
    while part["next"] is not None:
        t = time.perf_counter()
        part = call(handle, "mends", code=code, limit=limit, answers=seen["answers"], count=seen["count"],
                    complete=seen["complete"], step=True, found=found, **{"from": part["next"], "spent": part["spent"]})
        times.append((time.perf_counter() - t) * 1000)
        found += len(part["mends"])
    return times, found


def big(suido, handle, here) -> None:  # type: ignore[no-untyped-def]
    """Mends past the goals' sizes (40x40, 64x64 squares), whole and in the page's parts: the longest part is what
    an edit made meanwhile waits for at the most."""
    print("| board | kind | answers | analyse | mends whole (found) | parts | in parts, in all (found) | longest part |"
          " load |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---|")
    for size in (40, 64):
        for kind in ("network", "drains"):
            code = suido.encode(half_done(suido, size, kind, "square", 1))
            t = time.perf_counter()
            seen = call(handle, "analyse", code=code, limit=10)
            analysed = (time.perf_counter() - t) * 1000
            if seen["count"] < 2:
                continue
            t = time.perf_counter()
            whole = call(handle, "mends", code=code, limit=10)
            whole_ms = (time.perf_counter() - t) * 1000
            parts, found = in_parts(handle, code, seen, 10)
            print(f"| {size}x{size} | {kind} | {seen['count']} | {analysed:.0f} | {whole_ms:.0f} ({len(whole['mends'])}) | "
                  f"{len(parts)} | {sum(parts):.0f} ({found}) | {max(parts):.0f} | {here()} |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--boards", type=int, default=6, help="boards per size, grid and kind")
    ap.add_argument("--edits", type=int, default=12, help="edits per board")
    ap.add_argument("--mends", type=int, default=12, help="15x15 boards with two answers or more, per kind")
    ap.add_argument("--big", action="store_true", help="only the mends of 40x40 and 64x64 boards, whole and in parts")
    ap.add_argument("--grids", default="", help="the grids, by name, comma separated (all of them)")
    ap.add_argument("--package", default=str(HERE.parent))
    ap.add_argument("--load", default="", help="the host's load average when Pyodide cannot read it (as it starts)")
    a = ap.parse_args()
    here = (lambda: a.load + " at the start") if a.load else load
    sys.path.insert(0, a.package)
    import suido
    from suido.grids import ALL_GRIDS
    from suido.web import handle

    grids = a.grids.split(",") if a.grids else list(ALL_GRIDS)

    print(f"suido {suido.__version__} on {sys.platform} Python {sys.version.split()[0]} (ms)")
    if a.big:
        big(suido, handle, here)
        return
    print("| board | grid | kind | edits | answers seen | edit + analyse median | p95 | max | load |")
    print("|---|---|---|---:|---|---:|---:|---:|---|")
    for size in (10, 20):
        for grid in grids:
            for kind in KINDS:
                times: list[float] = []
                counts: set[str] = set()
                for b in range(a.boards):
                    rng = random.Random(f"{size} {grid} {kind} {b}")
                    code = suido.encode(half_done(suido, size, kind, grid, b + 1))
                    drawn = call(handle, "workbench", code=code)
                    n, table = drawn["sides"], drawn["neighbours"]
                    for e in range(a.edits):
                        cell = rng.randrange(drawn["cells"])
                        side = rng.randrange(n)
                        edit = ({"tool": "turn", "cell": cell}, {"tool": "path", "path": [cell, table[cell * n + side]]},
                                {"tool": "wall", "cell": cell, "side": side}, {"tool": "lock", "cell": cell})[e % 4]
                        t = time.perf_counter()
                        after = call(handle, "edit", code=code, **edit)
                        if after is None:  # an edit the board refuses (a lock on bare ground): said at once
                            continue
                        seen = call(handle, "analyse", code=after["code"], limit=10)
                        times.append((time.perf_counter() - t) * 1000)
                        counts.add(str(min(seen["count"], 2)) + ("" if seen["complete"] else "+"))
                        code = after["code"]
                print(f"| {size}x{size} | {grid} | {kind} | {len(times)} | {','.join(sorted(counts))} | "
                      f"{median_of(times):.1f} | {p95_of(times):.1f} | {max(times):.1f} | {here()} |", flush=True)
    print()
    print("| board | grid | kind | boards | mends offered | mends median | p95 | max | longest part | load |")
    print("|---|---|---|---:|---:|---:|---:|---:|---:|---|")
    for grid in grids:
        for kind in KINDS:
            times, offered, seed, longest = [], 0, 0, 0.0
            while len(times) < a.mends and seed < 20 * a.mends:
                seed += 1
                layout = half_done(suido, 15, kind, grid, seed)
                if suido.solve(layout, limit=2).count < 2:
                    continue
                code = suido.encode(layout)
                t = time.perf_counter()
                got = call(handle, "mends", code=code, limit=2)
                times.append((time.perf_counter() - t) * 1000)
                offered += len(got["mends"])
                parts, _ = in_parts(handle, code, call(handle, "analyse", code=code, limit=2), 2)
                longest = max(longest, *parts)
            if not times:
                continue
            print(f"| 15x15 | {grid} | {kind} | {len(times)} | {offered} | {median_of(times):.1f} | "
                  f"{p95_of(times):.1f} | {max(times):.1f} | {longest:.1f} | {here()} |", flush=True)


if __name__ == "__main__":
    main()
