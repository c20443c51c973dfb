"""Write the fixed levels: levels/SIZE.tsv and levels/marks.json, with our generator.

    python3 tools/make_levels.py [SIZE ...] [--from N] [--jobs 2]     (or: python3 build.py levels ...)

For each size it walks the levels in order. Level l aims at a difficulty on a line from 2
to 95 (so the hardest lessons can still be found above the level before them), or at the
level before when that already stands above the line, and takes,
from a pool of seeded candidate boards with the twists its slot asks for, the nearest one
that is no easier than the level before and is no turned or mirrored copy of a level
already taken (``symmetry_key``). Pools grow on demand, eight seeds at a time, and are kept
in .cache/levels/ so a run that stops resumes; ``--from N`` keeps levels 1..N-1 of the
existing file and writes the rest again. The same command writes the same file again.

Slots: in blocks of 16, from the second block the 15th level teaches the block's lesson
(suido.levels.PLAN) and the 16th tests it; other levels are plain in the first two blocks
and after that, one in four, carry one lesson already taught (chosen by the level number,
so the plan is fixed), or are plain where that lesson's pool has no board near the aim.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import suido  # noqa: E402
from suido import levels  # noqa: E402
from suido.pieces import quarters_between  # noqa: E402

OUT = ROOT / "levels"
CACHE = ROOT / ".cache" / "levels"
TOLERANCE = 3.0
POOL_CAP = 600


def options_for(size: str, twists: tuple[str, ...]) -> dict[str, object]:
    """make() options for a board of ``size`` with exactly these twists."""
    width, height = levels.side_of(size)
    cells = width * height
    kind = "drains" if "drains" in twists else "inlet-outlet" if "inlet-outlet" in twists else "network"
    return dict(width=width, height=height, kind=kind, wrap="wrap" in twists,
                sources=2 if "pumps" in twists else 1,
                locked=max(1, cells // 12) if "locked" in twists else 0,
                walls=max(2, cells // 10) if "walls" in twists else 0)


def slot_twists(size: str, level: int) -> tuple[str, ...]:
    """The twists level ``level`` of ``size`` carries (see the module's note)."""
    if levels.role(size, level):
        return levels.lesson(size, level)
    block = levels.block_of(level)
    plan = levels.PLAN["huge" if size in levels.HUGE else "normal"]
    taught = [plan[b] for b in range(1, min(block - 1, len(plan)))]
    if block < 3 or not taught or (level * 7919) % 4:
        return ()
    return taught[(level * 104729) % len(taught)]


def turns_of(board: suido.Layout, solution: tuple[int, ...]) -> str:
    out = []
    for given, want in zip(board.cells, solution):
        q = quarters_between(given, want)
        out.append(str(q if q is not None else 0))
    return "".join(out)


class Pools:
    """Seeded candidates per twist set, grown on demand and kept on disk."""

    def __init__(self, size: str) -> None:
        self.size = size
        self.path = CACHE / f"{size}.json"
        self.data: dict[str, list[dict[str, object]]] = json.loads(self.path.read_text()) if self.path.exists() else {}
        self.dirty = 0

    def pool(self, twists: tuple[str, ...]) -> list[dict[str, object]]:
        return self.data.setdefault(" ".join(twists), [])

    def grow(self, twists: tuple[str, ...], k: int = 8) -> int:
        pool = self.pool(twists)
        combo = _combo_number(twists)
        added = 0
        for _ in range(k):
            if len(pool) >= POOL_CAP:
                break
            seed = combo * 100_000 + len(pool) + 1
            try:
                made = suido.make(**options_for(self.size, twists), seed=seed)  # type: ignore[arg-type]
            except (AssertionError, RuntimeError) as err:  # a generator bug: say so, keep going
                print(f"  {self.size} {twists} seed {seed}: {err}", file=sys.stderr, flush=True)
                pool.append({"seed": seed, "skip": str(err)})
                added += 1
                continue
            got = suido.twists_of(made.layout)
            entry: dict[str, object] = {"seed": seed, "code": made.code, "answer": made.answer}
            if got != twists:
                entry["skip"] = f"twists {got}"
            else:
                entry["exact"] = round(suido.exact_difficulty_of(made.layout, made.solution), 6)
                entry["key"] = suido.symmetry_key(made.layout, made.solution)
            pool.append(entry)
            added += 1
        self.dirty += added
        if self.dirty >= 32:
            self.save()
        return added

    def save(self) -> None:
        CACHE.mkdir(parents=True, exist_ok=True)
        self.path.write_text(json.dumps(self.data))
        self.dirty = 0


def _combo_number(twists: tuple[str, ...]) -> int:
    order = [()] + [t for t in levels.PLAN["normal"][1:]]
    return order.index(twists) if twists in order else 50 + sum(1 << suido.TWISTS.index(t) for t in twists)


def make_size(size: str, start: int = 1) -> str:
    t0 = time.perf_counter()
    count = levels.COUNTS[size]
    pools = Pools(size)
    rows: list[tuple[str, str, str]] = []
    exacts: list[float] = []
    keys: set[str] = set()
    if start > 1:
        old = (OUT / f"{size}.tsv").read_text().splitlines()[: start - 1]
        for line in old:
            board, turns, twists = line.split("\t")
            row = levels.Row(board, turns, twists)
            layout, solution = suido.decode(board), levels.solution(row)
            rows.append((board, turns, twists))
            exacts.append(suido.exact_difficulty_of(layout, solution))
            keys.add(suido.symmetry_key(layout, solution))
    used = {r[0] for r in rows}
    for level in range(len(rows) + 1, count + 1):
        twists = slot_twists(size, level)
        aim = 2 + 93 * (level - 1) / (count - 1)
        floor = exacts[-1] if exacts else 1.0
        pool = pools.pool(twists)
        while True:
            fits = [e for e in pool if "exact" in e and float(e["exact"]) >= floor  # type: ignore[arg-type]
                    and e["key"] not in keys and e["code"] not in used]
            # when the levels before ran ahead of the line, the floor is the aim
            target = max(aim, floor)
            best = min(fits, key=lambda e: (abs(float(e["exact"]) - target), e["seed"]), default=None)  # type: ignore[arg-type]
            if best is not None and abs(float(best["exact"]) - target) <= TOLERANCE:  # type: ignore[arg-type]
                break
            if not pools.grow(twists):
                if twists and not levels.role(size, level) and (best is None or abs(float(best["exact"]) - target) > TOLERANCE):  # type: ignore[arg-type]
                    twists, pool = (), pools.pool(())  # an ordinary slot: plain will do
                    continue
                if best is None:
                    raise RuntimeError(f"{size} level {level}: no {twists or 'plain'} board at or above {floor:.1f}")
                break
        code, answer = str(best["code"]), str(best["answer"])
        layout = suido.decode(code)
        solution = suido.decode(answer).cells
        rows.append((code, turns_of(layout, solution), " ".join(twists)))
        if abs(float(best["exact"]) - aim) > TOLERANCE:  # type: ignore[arg-type]
            print(f"  {size} level {level} ({' '.join(twists) or 'plain'}): {float(best['exact']):.1f} for an aim of {aim:.1f}",  # type: ignore[arg-type]
                  file=sys.stderr, flush=True)
        exacts.append(float(best["exact"]))  # type: ignore[arg-type]
        keys.add(str(best["key"]))
        used.add(code)
    pools.save()
    OUT.mkdir(exist_ok=True)
    (OUT / f"{size}.tsv").write_text("".join("\t".join(r) + "\n" for r in rows))
    marks = "".join(str(levels.marks_of(x)) for x in exacts)
    sizes_made = sum(len(p) for p in pools.data.values())
    return (f"{size}: {count} levels from {sizes_made} candidates in {time.perf_counter() - t0:.0f} s;"
            f" difficulty {exacts[0]:.1f} .. {exacts[-1]:.1f}|{marks}")


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("sizes", nargs="*", default=list(levels.SIZES))
    ap.add_argument("--from", dest="start", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    for size in a.sizes:
        if size not in levels.COUNTS:
            print(f"{size!r} is not a level size: one of {', '.join(levels.SIZES)}", file=sys.stderr)
            return 2
    marks_path = OUT / "marks.json"
    with ProcessPoolExecutor(a.jobs) as pool:
        for line in pool.map(make_size, a.sizes, [a.start] * len(a.sizes)):
            note, _, digits = line.partition("|")
            print(note, flush=True)
            marks = json.loads(marks_path.read_text()) if marks_path.exists() else {}
            marks[note.split(":")[0]] = digits
            marks_path.write_text(json.dumps({s: marks[s] for s in levels.SIZES if s in marks}, indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
