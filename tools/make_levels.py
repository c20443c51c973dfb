"""Write the fixed levels: levels/SIZE.tsv and levels/marks.json, with our generator.

    python3 tools/make_levels.py [SIZE ...] [--from N] [--jobs 2]     (or: python3 build.py levels ...)

"big" names the big-pieces set, made by tools/make_big_levels.py, and "hex" the hexagonal set, made
by tools/make_hex_levels.py (see there).

For each size it walks the lessons in order. Each lesson's two levels (the 15th and 16th of a
block) take, from a pool of seeded candidates with the lesson's twists, the boards nearest a
line of difficulty from 2 to 90, at or above the level before, and leaving enough plain
candidates between the level before and the lesson for the plain levels in between; those
then take plain candidates spread along the line inside that window, easiest first. No board
is a turned or mirrored copy of one already taken (``symmetry_key``). Pools grow on demand,
eight seeds at a time, and are kept in .cache/levels/ so a run that stops resumes;
``--from N`` keeps levels 1..N-1 of the existing file and writes the rest again. The same
command writes the same file again.

Slots: in blocks of 16, from the second block the 15th level teaches the block's lesson
(suido.levels.PLAN) and the 16th tests it; the other levels are plain.
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
PLAIN_CAP = 2500  # the plain pool feeds most levels: when the levels run ahead of the line it
                  # grows until it finds boards just above the level before


def options_for(size: str, twists: tuple[str, ...]) -> dict[str, object]:
    """make() options for a board of ``size`` with exactly these twists."""
    width, height = levels.side_of(size)
    cells = width * height
    kind = "drains" if "drains" in twists else "inlet-outlet" if "inlet-outlet" in twists else "network"
    return dict(width=width, height=height, kind=kind, wrap="wrap" in twists,
                sources=2 if "pumps" in twists else 1,
                locked=max(1, cells // 12) if "locked" in twists else 0,
                walls=max(2, cells // 10) if "walls" in twists else 0)


def turns_of(board: suido.Layout, solution: tuple[int, ...]) -> str:
    out = []
    for given, want in zip(board.cells, solution):
        q = quarters_between(given, want)
        out.append(str(q if q is not None else 0))
    return "".join(out)


class Pools:
    """Seeded candidates per twist set, grown on demand, eight seeds at a time.

    A run sees a pool grow from nothing exactly as a run from scratch would; candidates made by
    an earlier run are kept on disk (.cache/levels/) and only spare the making, so the levels a
    run writes never depend on what the cache holds."""

    def __init__(self, size: str) -> None:
        self.size = size
        self.path = CACHE / f"{size}.json"
        self.data: dict[str, list[dict[str, object]]] = json.loads(self.path.read_text()) if self.path.exists() else {}
        self.seen: dict[str, int] = {}  # how much of each pool this run has grown to
        self.dirty = 0

    def pool(self, twists: tuple[str, ...]) -> list[dict[str, object]]:
        name = " ".join(twists)
        return self.data.setdefault(name, [])[: self.seen.get(name, 0)]

    def grow(self, twists: tuple[str, ...], k: int = 8) -> int:
        name = " ".join(twists)
        stored = self.data.setdefault(name, [])
        combo = _combo_number(twists)
        added = 0
        for _ in range(k):
            at = self.seen.get(name, 0)
            if at >= (PLAIN_CAP if not twists else POOL_CAP):
                break
            if at < len(stored):  # made by an earlier run: the same seed gives the same board
                self.seen[name] = at + 1
                added += 1
                continue
            seed = combo * 100_000 + at + 1
            try:
                made = suido.make(**options_for(self.size, twists), seed=seed)  # type: ignore[arg-type]
            except (AssertionError, RuntimeError) as err:  # a generator bug: say so, keep going
                print(f"  {self.size} {twists} seed {seed}: {err}", file=sys.stderr, flush=True)
                stored.append({"seed": seed, "skip": str(err)})
            else:
                got = suido.twists_of(made.layout)
                entry: dict[str, object] = {"seed": seed, "code": made.code, "answer": made.answer}
                if got != twists:
                    entry["skip"] = f"twists {got}"
                else:
                    entry["exact"] = round(suido.exact_difficulty_of(made.layout, made.solution), 6)
                    entry["key"] = suido.symmetry_key(made.layout, made.solution)
                stored.append(entry)
                self.dirty += 1
            self.seen[name] = at + 1
            added += 1
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


def _line(count: int, level: int) -> float:
    return 2 + 88 * (level - 1) / (count - 1)


def make_size(size: str, start: int = 1) -> str:
    """Write the levels of ``size`` (see the module's note), keeping levels 1..start-1."""
    t0 = time.perf_counter()
    count = levels.COUNTS[size]
    pools = Pools(size)
    rows: list[tuple[str, str, str]] = []
    exacts: list[float] = []
    keys: set[str] = set()
    used: set[str] = set()
    if start > 1:
        for line in (OUT / f"{size}.tsv").read_text().splitlines()[: start - 1]:
            board, turns, twists = line.split("\t")
            row = levels.Row(board, turns, twists)
            layout, solution = suido.decode(board), levels.solution(row)
            rows.append((board, turns, twists))
            exacts.append(suido.exact_difficulty_of(layout, solution))
            keys.add(suido.symmetry_key(layout, solution))
            used.add(board)

    def free(twists: tuple[str, ...], lo: float, hi: float) -> list[dict[str, object]]:
        """Unused candidates of a pool with lo <= difficulty <= hi, one per symmetry key, easiest first."""
        out: dict[str, dict[str, object]] = {}
        for e in pools.pool(twists):
            if "exact" in e and lo <= float(e["exact"]) <= hi and e["key"] not in keys and e["code"] not in used:  # type: ignore[arg-type]
                out.setdefault(str(e["key"]), e)
        return sorted(out.values(), key=lambda e: (float(e["exact"]), int(e["seed"])))  # type: ignore[arg-type]

    def take(e: dict[str, object], twists: tuple[str, ...]) -> None:
        code, answer = str(e["code"]), str(e["answer"])
        layout = suido.decode(code)
        rows.append((code, turns_of(layout, suido.decode(answer).cells), " ".join(twists)))
        exacts.append(float(e["exact"]))  # type: ignore[arg-type]
        keys.add(str(e["key"]))
        used.add(code)

    teaches = [t for t in range(1, count + 1) if levels.role(size, t) == "teaches"]
    for t in teaches:  # every lesson pool starts with some boards, so a pick can look ahead
        while len(pools.pool(levels.lesson(size, t))) < (64 if count > 64 else 24):
            if not pools.grow(levels.lesson(size, t)):
                break

    def ahead_cap(level: int) -> float:
        """The most a board at ``level`` may be: every later lesson must still find two boards
        at or above it in its pool."""
        cap = 100.0
        for t in teaches:
            if t > level:
                values = sorted(float(e["exact"]) for e in pools.pool(levels.lesson(size, t)) if "exact" in e)  # type: ignore[arg-type]
                cap = min(cap, values[-2] if len(values) >= 2 else 0.0)
        return cap

    def lesson_pick(twists: tuple[str, ...], level: int, floor: float, plain_need: int) -> dict[str, object]:
        """A lesson board at or above ``floor``, nearest the line, leaving at least ``plain_need``
        plain boards between ``floor`` and it for the ordinary levels before it, and no harder
        than the later lessons can follow (``ahead_cap``) where that can be had."""
        aim = max(_line(count, level), floor)
        while True:
            plain = [float(e["exact"]) for e in free((), floor, 100.0)]  # type: ignore[arg-type]
            fits = [e for e in free(twists, floor, 100.0)
                    if sum(1 for x in plain if x <= float(e["exact"])) >= plain_need]  # type: ignore[arg-type]
            if levels.role(size, level) == "teaches":  # leave its test a board at or above it
                fits = [e for e in fits if any(o["key"] != e["key"] and float(o["exact"]) >= float(e["exact"])  # type: ignore[arg-type]
                                               for o in free(twists, floor, 100.0))]
            cap = ahead_cap(level + (1 if levels.role(size, level) == "teaches" else 0))
            fits = [e for e in fits if float(e["exact"]) <= cap] or fits  # type: ignore[arg-type]
            best = min(fits, key=lambda e: (abs(float(e["exact"]) - aim), int(e["seed"])), default=None)  # type: ignore[arg-type]
            if best is not None and abs(float(best["exact"]) - aim) <= TOLERANCE:  # type: ignore[arg-type]
                return best
            near = [e for e in free(twists, floor, aim + TOLERANCE) if float(e["exact"]) >= aim - TOLERANCE]  # type: ignore[arg-type]
            # a lesson board near the line but too few plain boards below it: more plain boards;
            # else more lesson boards (and plain ones too once the lesson pool is spent)
            grew = pools.grow(()) if near else pools.grow(twists)
            if not grew:
                grew = pools.grow(()) + pools.grow(twists)
            if not grew:
                if best is None:
                    raise RuntimeError(f"{size} level {level}: no {' '.join(twists)} board at or above {floor:.1f}"
                                       f" with {plain_need} plain boards below it")
                return best

    def fill(first: int, last: int, floor: float, ceiling: float) -> None:
        """Plain levels first..last, rising from ``floor`` to at most ``ceiling``, near the line."""
        need = last - first + 1
        if need <= 0:
            return
        while len(free((), floor, ceiling)) < need + 4 * (ceiling >= 100.0) and pools.grow(()):
            pass
        pool = free((), floor, ceiling)
        if len(pool) < need:
            raise RuntimeError(f"{size} levels {first}..{last}: {len(pool)} plain boards between {floor:.1f} and {ceiling:.1f}")
        at = 0
        for i, level in enumerate(range(first, last + 1)):
            aim = min(max(_line(count, level), floor), ceiling)
            rest = need - i - 1
            window = range(at, len(pool) - rest)
            j = min(window, key=lambda k: (abs(float(pool[k]["exact"]) - aim), k))  # type: ignore[arg-type]
            take(pool[j], ())
            at = j + 1

    level = len(rows) + 1
    while level <= count:
        floor = exacts[-1] if exacts else 1.0
        if levels.role(size, level) == "tests":  # only when resuming between a lesson's two levels
            take(lesson_pick(levels.lesson(size, level), level, floor, 0), levels.lesson(size, level))
            level += 1
            continue
        teach = next((t for t in range(level, count + 1) if levels.role(size, t) == "teaches"), None)
        if teach is None:
            fill(level, count, floor, 100.0)
            break
        twists = levels.lesson(size, teach)
        pick = lesson_pick(twists, teach, floor, teach - level)
        fill(level, teach - 1, floor, float(pick["exact"]))  # type: ignore[arg-type]
        take(pick, twists)
        take(lesson_pick(twists, teach + 1, float(pick["exact"]), 0), twists)  # type: ignore[arg-type]
        level = teach + 2
    pools.save()
    OUT.mkdir(exist_ok=True)
    (OUT / f"{size}.tsv").write_text("".join("\t".join(r) + "\n" for r in rows))
    marks = "".join(str(levels.marks_of(x)) for x in exacts)
    made = sum(pools.seen.values())
    return (f"{size}: {count} levels from {made} candidates in {time.perf_counter() - t0:.0f} s;"
            f" difficulty {exacts[0]:.1f} .. {exacts[-1]:.1f}|{marks}")


def make_set(size: str, start: int = 1) -> str:
    """``make_size``, or for "big" the big-pieces set (tools/make_big_levels.py), for "hex" the
    hexagonal set and for a grid's name its set (tools/make_hex_levels.py)."""
    if size == levels.BIG:
        import make_big_levels
        return make_big_levels.main(start)
    if size == levels.HEX or size in levels.GRID_SETS:
        import make_hex_levels
        return make_hex_levels.main(start, size)
    return make_size(size, start)


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("sizes", nargs="*", default=list(levels.SIZES))
    ap.add_argument("--from", dest="start", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=2)
    a = ap.parse_args()
    for size in a.sizes:
        if size not in levels.COUNTS:
            print(f"{size!r} is not a level size: one of {', '.join(levels.SETS)}", file=sys.stderr)
            return 2
    marks_path = OUT / "marks.json"
    with ProcessPoolExecutor(a.jobs) as pool:
        for line in pool.map(make_set, a.sizes, [a.start] * len(a.sizes)):
            note, _, digits = line.partition("|")
            print(note, flush=True)
            marks = json.loads(marks_path.read_text()) if marks_path.exists() else {}
            marks[note.split(":")[0]] = digits
            marks_path.write_text(json.dumps({s: marks[s] for s in (*levels.SETS, *levels.GRID_SETS) if s in marks},
                                             indent=1) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
