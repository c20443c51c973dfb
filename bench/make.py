"""Time to make one board, by size and kind (CPython; median, p95 and the slowest over seeds).

    python bench/make.py [--seeds 20] [--huge-seeds 8] [--sizes 5,8,12,14,20,28,20x50]
                         [--kinds network,network-wrap,drains,drains-wrap,inlet-outlet]
                         [--options walls=20,locked=10,sources=3] [--hex] [--cpu] [--package PATH]

``--options`` passes more of ``make``'s options (whole numbers, or big_kinds) to every board;
``--hex`` makes hexagonal boards (``grid="hex"``; a wrap kind at a size that cannot wrap on
hexagons, an odd height, is left out);
``--cpu`` times the process's own CPU (steadier on a shared machine than the wall clock; inside Pyodide, the
Node process's CPU, from tools/bench_in_pyodide.mjs); every row ends with the load average when it finished;
``--package PATH`` makes the boards with the suido package under PATH (another checkout), to
compare before and after in one session. Where the issue measured the JS package (Node 20,
warm JIT; median and p95 ms) the table shows it, and our p95 over its p95.
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))  # figures.py (under Pyodide too, where the script's folder is not on the path)
from figures import host, load_now, median_of, p95_of  # noqa: E402

KINDS = {"network": ("network", False), "network-wrap": ("network", True), "drains": ("drains", False),
         "drains-wrap": ("drains", True), "inlet-outlet": ("inlet-outlet", False)}
JS = {  # (size, kind) -> (median, p95) ms, the JS package as measured beside it (Node 20)
    ("20", "network"): (4.5, 6), ("12", "drains-wrap"): (6.7, 12), ("20", "drains-wrap"): (584, 1531),
    ("28", "drains"): (559, 886), ("20x50", "drains"): (755, 1110),
}


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=20)
    ap.add_argument("--huge-seeds", type=int, default=8)
    ap.add_argument("--sizes", default="5,8,12,14,20,28,20x50")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--options", default="", help="more of make's options for every board: name=value,...")
    ap.add_argument("--cpu", action="store_true")
    ap.add_argument("--hex", action="store_true", help="hexagonal boards")
    ap.add_argument("--package", default=str(HERE.parent))
    a = ap.parse_args()
    sys.path.insert(0, a.package)
    import suido

    more = {k: (v if k == "big_kinds" else int(v)) for k, _, v in (o.partition("=") for o in a.options.split(",") if o)}
    if a.hex:
        more["grid"] = "hex"
    pyodide = host()
    clock = (pyodide.cpu if pyodide else time.process_time) if a.cpu else time.perf_counter  # type: ignore[attr-defined]
    print(f"suido {suido.__version__} from {Path(suido.__file__).parent}, {'CPU' if a.cpu else 'wall'} ms"
          + (f", options {more}" if more else ""))
    print("| size | kind | n | median | p95 | max | p95/median | JS median (p95) | p95 / JS p95 | load |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for size in a.sizes.split(","):
        w, _, h = size.partition("x")
        width, height = int(w), int(h or w)
        huge = width * height >= 400
        for name in a.kinds.split(","):
            kind, wrap = KINDS[name]
            if a.hex and wrap and height % 2:
                continue  # a hexagonal board wraps only with an even number of rows
            # warm, as the JS figures are (a warm JIT): the first board of a size makes its tables
            suido.make(width=width, height=height, kind=kind, wrap=wrap, seed=0, **more)
            times = []
            for seed in range(1, (a.huge_seeds if huge else a.seeds) + 1):
                t = clock()
                suido.make(width=width, height=height, kind=kind, wrap=wrap, seed=seed, **more)
                times.append((clock() - t) * 1000)
            med, p95 = median_of(times), p95_of(times)
            js = None if a.hex else JS.get((size, name))
            js_text = f"{js[0]:g} ({js[1]:g})" if js else ""
            ratio = f"{p95 / js[1]:.1f}x" if js else ""
            print(f"| {size} | {name} | {len(times)} | {med:.1f} | {p95:.1f} | {max(times):.1f} | "
                  f"{p95 / med:.1f} | {js_text} | {ratio} | {load_now():.1f} |", flush=True)


if __name__ == "__main__":
    main()
