"""hexapipes' puzzles opened as the maker's page opens them: the JSON read into a code (``suido.from_hexapipes``),
written back (``suido.to_hexapipes``), and the worker's whole ``hexapipes`` op (read, then the solver's proof of
the one answer), per size of ../shared/peer/hex/hexapipes.tsv (25 puzzles each).

    python bench/hexapipes.py [--repeat 5]

Prints per size the median and p95 ms of each (runs in Pyodide too: tools/bench_in_pyodide.mjs).
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "bench"))  # figures.py (under Pyodide too, where the script's folder is not on the path)
PEER = ROOT.parent / "shared" / "peer" / "hex" / "hexapipes.tsv"

from figures import median_of, p95_of  # noqa: E402


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--repeat", type=int, default=5, help="times each puzzle is read and written")
    a = ap.parse_args()
    import suido
    from suido import web

    rows: dict[str, list[str]] = {}
    for line in PEER.read_text(encoding="utf-8").splitlines():
        board = line.split("\t")[0]
        rows.setdefault(board.split(":")[0].rstrip("h"), []).append(board)
    print(f"suido {suido.__version__}, wall ms; {a.repeat} reads and writes a puzzle, one op")
    print(f"{'size':>6} {'puzzles':>7} {'read med':>9} {'read p95':>9} {'write med':>9} {'write p95':>9} "
          f"{'op med':>8} {'op p95':>8}")
    for size, boards in rows.items():
        reads, writes, ops = [], [], []
        for board in boards:
            text = suido.to_hexapipes(board)
            for _ in range(a.repeat):
                t = time.perf_counter()
                assert suido.from_hexapipes(text) == board
                reads.append((time.perf_counter() - t) * 1000)
                t = time.perf_counter()
                suido.to_hexapipes(board)
                writes.append((time.perf_counter() - t) * 1000)
            request = json.dumps({"id": 1, "op": "hexapipes", "args": {"text": text}})
            t = time.perf_counter()
            reply = json.loads(web.handle(request))
            ops.append((time.perf_counter() - t) * 1000)
            assert reply["ok"] and reply["result"]["count"] == 1, reply
        print(f"{size:>6} {len(boards):>7} {median_of(reads):9.3f} {p95_of(reads):9.3f} {median_of(writes):9.3f} "
              f"{p95_of(writes):9.3f} {median_of(ops):8.2f} {p95_of(ops):8.2f}", flush=True)


if __name__ == "__main__":
    main()
