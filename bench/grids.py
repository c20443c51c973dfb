"""Square and hexagonal boards before and after a change to the grids, side by side in one run (CPython, CPU
time), and hexapipes' generated puzzles solved on every grid.

    python bench/grids.py --before PATH [--rounds 3] [--runs 100]
    python bench/grids.py --corpus
    python bench/grids.py --make [--seeds 20] [--sizes 10,20] [--grids octagonal,etrat] [--kinds "drains,drains wrap"]
    node tools/bench_in_pyodide.mjs --checkout bench/grids.py --make ...   (inside Pyodide: wall ms)
    python bench/grids.py --versus HEXAPIPES_ROOT [--seeds 10] [--sizes 10,20]

With ``--before PATH`` (another checkout's root, or a folder holding its ``suido/``: the package before the
change) it times, per package, on square and hexagonal boards: ``flow_of`` of an answer, ``check_answer``,
``solve`` (to 2 answers) and ``make`` (network and drains, seeded), each the median CPU µs of ``--runs`` calls;
the two packages run in turns, each ``--rounds`` times in a child process of its own, and the table keeps each
package's least median over its rounds (the least loaded). ``--corpus`` solves every puzzle hexapipes'
generator made (../shared/peer/hexapipes/generated: 64 per grid and wrap) and prints per file the median and
the slowest solve (ms), each found to have exactly the file's answer. ``--make`` makes ``--seeds`` boards of each
of hexapipes' grids laid out as it lays them (`suido.grids.TILINGS`), each kind, plain and wrapping, at each of
``--sizes`` (hexapipes' sizes), and prints the median, p95 and slowest CPU ms of a make (inside Pyodide, Node's
CPU time; the page's wheel leaves these grids out, so run it with ``--checkout``), with the load average. ``--versus`` times
hexapipes' own generator (a checkout of gereleth/hexapipes with its dependencies installed, run under Node by
bench/hexapipes_make.mjs, its site's settings, seeded) beside ours on the three grids where it takes seconds to
minutes (etrat, snub square, triangular), plain and wrapping, a unique network each, in one run.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # figures.py (under Pyodide too, where the script's folder is not on the path)
from figures import median_of, p95_of  # noqa: E402  (the trimmed stdlib in Pyodide has no statistics module)
PEER = HERE.parent.parent / "shared" / "peer" / "hexapipes"


def _child(package: str, runs: int) -> None:
    sys.path.insert(0, package)
    import suido

    out: dict[str, float] = {}

    def timed(name: str, fn, n: int = runs) -> None:
        fn()
        samples = []
        for _ in range(n):
            t = time.process_time()
            fn()
            samples.append((time.process_time() - t) * 1e6)
        out[name] = median_of(samples)

    for grid in ("square", "hex"):
        for size in (8, 20):
            made = suido.make(size=size, seed=7, grid=grid)
            board, answer, layout, solution = made.code, made.answer, made.layout, made.solution
            timed(f"{grid} {size}x{size} flow_of", lambda: suido.flow_of(layout, solution))
            timed(f"{grid} {size}x{size} check_answer", lambda: suido.check_answer(board, answer))
            timed(f"{grid} {size}x{size} solve", lambda: suido.solve(layout), max(5, runs // 10))
            game = suido.new_game(layout)
            timed(f"{grid} {size}x{size} turn+flow", lambda: suido.flow_of_game(suido.turn_at(game, size)))
        for kind in ("network", "drains"):
            seeds = iter(range(10**6))
            timed(f"{grid} 10x10 make {kind}",
                  lambda: suido.make(size=10, kind=kind, seed=next(seeds), grid=grid), max(5, runs // 10))
    print(json.dumps(out))


def _side_by_side(before: str, rounds: int, runs: int) -> None:
    import subprocess

    packages = {"before": before, "after": str(HERE.parent)}
    best: dict[str, dict[str, float]] = {"before": {}, "after": {}}
    for _ in range(rounds):
        for who, path in packages.items():
            text = subprocess.run([sys.executable, __file__, "--child", path, "--runs", str(runs)],
                                  check=True, capture_output=True, text=True).stdout
            for name, us in json.loads(text).items():
                best[who][name] = min(us, best[who].get(name, us))
    print(f"| op (CPU µs, least median of {rounds} rounds) | before | after | after / before |")
    print("|---|---:|---:|---:|")
    for name, us in best["before"].items():
        print(f"| {name} | {us:.1f} | {best['after'][name]:.1f} | {best['after'][name] / us:.2f} |")


def _corpus() -> None:
    sys.path.insert(0, str(HERE.parent))
    import suido
    from suido.hexapipes import from_hexapipes

    for path in sorted((PEER / "generated").glob("*.jsonl")):
        times = []
        for line in path.read_text(encoding="utf-8").splitlines():
            puzzle = json.loads(line)
            t = time.perf_counter()
            board = from_hexapipes(line)
            solved = suido.solve(board)
            times.append((time.perf_counter() - t) * 1000)
            answer = json.loads(suido.hexapipes.to_hexapipes(suido.encode(suido.with_masks(suido.decode(board),
                                                                                           solved.solutions[0]))))
            assert solved.count == 1 and solved.complete and answer["tiles"] == puzzle["solution"], path.name
        print(f"{path.stem:26} {len(times)} puzzles: median {median_of(times):6.1f} ms, max {max(times):7.1f} ms")


def _host() -> object | None:
    """tools/bench_in_pyodide.mjs's `suido_host` (the host's load and this process's CPU seconds), or None."""
    try:
        import suido_host  # type: ignore[import-not-found]
    except ImportError:
        return None
    return suido_host


def _load() -> str:
    """The machine's load average over the last minute (inside Pyodide, the host's)."""
    host = _host()
    return f"{host.load() if host else os.getloadavg()[0]:.1f}"  # type: ignore[attr-defined]


def _make(seeds: int, sizes: list[int], grids: list[str], kinds: list[str]) -> None:
    sys.path.insert(0, str(HERE.parent))
    import suido
    from suido.grids import TILINGS

    host = _host()
    clock = host.cpu if host else time.process_time  # type: ignore[attr-defined]  # (Pyodide: Node's CPU time)
    print(f"| grid | size | kind | cells | median ms | p95 ms | max ms | load |  (CPU, {seeds} seeds, {sys.platform})")
    print("|---|---:|---|---:|---:|---:|---:|---:|")
    for name, grid in TILINGS.items():
        if grids and name not in grids:
            continue
        for size in sizes:
            for kind, wrap in (("network", False), ("network", True), ("drains", False), ("drains", True),
                               ("inlet-outlet", False)):
                if kinds and f"{kind}{' wrap' if wrap else ''}" not in kinds:
                    continue
                times = []
                for seed in range(seeds):
                    t = clock()
                    suido.make(size=size, kind=kind, wrap=wrap, grid=name, seed=seed)
                    times.append((clock() - t) * 1000)
                print(f"| {name} | {size} | {kind}{' wrap' if wrap else ''} | {grid.cell_count(size, size, wrap)} |"
                      f" {median_of(times):.1f} | {p95_of(times):.1f} | {max(times):.1f} | {_load()} |", flush=True)


def _versus(root: str, seeds: int, sizes: list[int]) -> None:
    import subprocess

    sys.path.insert(0, str(HERE.parent))
    import suido

    print(f"| grid | size | hexapipes median ms | its p95 | its max | ours median ms | our p95 | our max |"
          f" its median / ours |  (CPU, {seeds} seeds)")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in ("etrat", "snubsquare", "triangular"):
        for size in sizes:
            for wrap in (False, True):
                out = subprocess.run(["node", str(HERE / "hexapipes_make.mjs"), root, name, str(size),
                                      "true" if wrap else "false", str(seeds)],
                                     check=True, capture_output=True, text=True).stdout
                theirs = sorted(json.loads(out.strip().splitlines()[-1]))
                ours = []
                for seed in range(1, seeds + 1):
                    t = time.process_time()
                    suido.make(size=size, wrap=wrap, grid=name, seed=seed)
                    ours.append((time.process_time() - t) * 1000)
                ours.sort()

                print(f"| {name} | {size}{' wrap' if wrap else ''} | {median_of(theirs):.0f} | {p95_of(theirs):.0f}"
                      f" | {theirs[-1]:.0f} | {median_of(ours):.1f} | {p95_of(ours):.1f} | {ours[-1]:.1f} |"
                      f" {median_of(theirs) / median_of(ours):.0f}x |", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--before")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--runs", type=int, default=100)
    ap.add_argument("--corpus", action="store_true")
    ap.add_argument("--child")
    ap.add_argument("--make", action="store_true")
    ap.add_argument("--versus")
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--sizes", default="10,20")
    ap.add_argument("--grids", default="", help="--make: only these grids (comma-separated; default every one)")
    ap.add_argument("--kinds", default="", help="--make: only these kinds, e.g. 'drains,drains wrap' (default every one)")
    a = ap.parse_args()
    if a.child:
        _child(a.child, a.runs)
    elif a.corpus:
        _corpus()
    elif a.versus:
        _versus(a.versus, a.seeds, [int(x) for x in a.sizes.split(",")])
    elif a.make:
        _make(a.seeds, [int(x) for x in a.sizes.split(",")], [g for g in a.grids.split(",") if g],
              [k for k in a.kinds.split(",") if k])
    elif a.before:
        _side_by_side(a.before, a.rounds, a.runs)
    else:
        ap.error("--before PATH, --corpus, --make or --versus HEXAPIPES_ROOT")


if __name__ == "__main__":
    main()
