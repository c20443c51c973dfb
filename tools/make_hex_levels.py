"""Write the hexagonal levels: levels/hex.tsv (and the set's marks in levels/marks.json), with our generator; and
the same way the set of each grid laid out as hexapipes lays them (``suido.levels.GRID_SETS``: levels/GRID.tsv,
64 levels in four blocks of sizes 5, 10, 15 and 20, the huge sizes' lessons, smaller pools: ``POOLS``).

    python3 build.py levels hex [--from N]      (or: python3 tools/make_levels.py hex)
    python3 build.py levels octagonal           (any grid of suido.levels.GRID_SETS)

The set is ``suido.levels.HEX``: 256 levels in sixteen blocks of sixteen, block b all of size
(b + 4) x (b + 4) on hexagons (``suido.levels.HEX_SIZES``), so the set climbs from 5x5 to 20x20.
Within a block the fourteen plain levels (sixteen in block 1) are networks and run from easy to
hard; from block 2 the 15th level teaches the block's lesson (``suido.levels.PLAN[HEX]``) and
the 16th tests it, the test no easier than the lesson.

Each block draws a pool of seeded candidates: ``PLAIN`` plain networks (seeds ``b * 1000 + k``)
and ``LESSON`` boards with the lesson's twists (seeds ``b * 1000 + 500 + k``), each made by
``suido.make(..., grid="hex")``, so proved to have one answer; a board whose twists are not the
ones asked is passed over, and so is a turned or mirrored copy of a board already taken
(``suido.symmetry_key``). Boards are ranked by ``score_of`` (the engine's difficulty, 1..100 within
a size, kind and wrap; where it has no hexagonal table the solver's measures blended, ``solver_score``).
The set aims at a line of difficulty from 2 to 90 over its 256 levels, as the square sizes do
(``line``), so the marks climb with the sizes: a block's plain levels take candidates spread evenly,
easiest first, over those within ``WINDOW`` of the line's stretch across the block; its lesson's two
take the lesson candidates nearest the line, the test no easier than the lesson. A pool grows by
half when too few of its boards fit. Candidates are kept in .cache/levels/hex.json (with a digest
of the engine's sources: a candidate another engine made is made again) so a run that stops
resumes; the same command writes the same file again. ``--from N`` keeps levels 1..N-1 (whole blocks: N is rounded
down to a block's first level).
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
import time
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import suido  # noqa: E402
from suido import difficulty, levels  # noqa: E402
from suido.generator import make  # noqa: E402
from suido.symmetry import symmetry_key  # noqa: E402

Entry = dict[str, Any]
"""A candidate as the cache keeps it: its options, the engine's digest, seed, code, answer, score and key (or skip)."""

OUT = ROOT / "levels"
PLAIN = 96
"""Plain candidates a block, at first (its 14 plain levels, 16 in block 1, are taken from them)."""
LESSON = 24
"""Lesson candidates a block, at first (its 15th and 16th levels are two of them)."""
POOLS = {levels.HEX: (PLAIN, LESSON), **{name: (40, 12) for name in levels.GRID_SETS}}
"""Per set, its pools' first sizes (plain, lesson): smaller on the grids' sets (their boards are up to 800 cells)."""


def cache_of(set_name: str) -> Path:
    """Where a set's candidates are kept between runs."""
    return ROOT / ".cache" / "levels" / f"{set_name}.json"
WINDOW = 15.0
"""How far below the line at a block's first level, and above it at its last, its plain levels may lie."""


def options_for(block: int, twists: tuple[str, ...], set_name: str = levels.HEX) -> Entry:
    """suido.make() options for a board of ``block`` (1..16) of the set with exactly these twists."""
    width, height = levels.side_of(levels.size_of(set_name, (block - 1) * levels.BLOCK + 1))
    grid = suido.grids.ALL_GRIDS[levels.grid_of_set(set_name)]
    cells = width * height if set_name == levels.HEX else grid.cell_count(width, height, "wrap" in twists)
    kind = "drains" if "drains" in twists else "inlet-outlet" if "inlet-outlet" in twists else "network"
    return dict(width=width, height=height, kind=kind, wrap="wrap" in twists, grid=grid.name,
                sources=2 if "pumps" in twists else 1,
                locked=max(1, cells // 12) if "locked" in twists else 0,
                walls=max(2, cells // 10) if "walls" in twists else 0)


def score_of(layout: suido.Layout, solution: tuple[int, ...]) -> float:
    """How hard a board is, for ranking within its block: the engine's difficulty (1..100 within
    its size, kind and wrap, ``suido.exact_difficulty_of``) where the engine has a reference table
    for hexagonal boards of its kind and wrap, else ``solver_score``."""
    try:
        return float(difficulty.exact_difficulty_of(layout, solution))
    except LookupError:
        return solver_score(layout, solution)


def solver_score(layout: suido.Layout, solution: tuple[int, ...]) -> float:
    """A board's difficulty from the solver's own measures alone (``suido.difficulty.measure``), with
    no reference table: each measure brought to 0..1 (obscure, unsettled and spares are shares
    already; the rounds of looking r as r / (r + 4); the positions searched past the first g as
    log(1 + g) / log(1 + 1000), at most 1), blended with the difficulty's weights for the kind
    (``suido.difficulty.WEIGHTS``), as 1..100."""
    m = difficulty.measure(layout, solution)
    shares = {"obscure": m.obscure, "rounds": m.rounds / (m.rounds + 4), "unsettled": m.unsettled,
              "guessing": min(1.0, math.log1p(m.guessing) / math.log1p(1000)), "spares": m.spares}
    weights = difficulty.WEIGHTS[layout.kind]
    return 1 + 99 * sum(weights[k] * shares[k] for k in difficulty.MEASURES)


def engine_print() -> str:
    """A digest of the engine's sources (every module of suido/): a cached candidate made by another
    engine is made again, so the cache never changes what a run writes."""
    digest = hashlib.sha256()
    for path in sorted((ROOT / "suido").glob("*.py")):
        digest.update(path.name.encode() + b"\0" + path.read_bytes())
    return digest.hexdigest()[:16]


ENGINE = engine_print()


def _candidate(block: int, twists: tuple[str, ...], seed: int, cache: dict[str, Entry],
               set_name: str = levels.HEX) -> Entry:
    opts = options_for(block, twists, set_name)
    name = f"{block}:{seed}"
    entry = cache.get(name)
    if entry is not None and entry.get("options") == opts and entry.get("engine") == ENGINE:
        return entry
    try:
        made = make(**opts, seed=seed)
    except (ValueError, RuntimeError, AssertionError) as err:  # a generator that cannot: say so, go on
        print(f"  {set_name} block {block} {' '.join(twists) or 'plain'} seed {seed}: {err}", file=sys.stderr,
              flush=True)
        entry = {"options": opts, "engine": ENGINE, "seed": seed, "skip": str(err)}
    else:
        got = suido.twists_of(made.layout)
        entry = {"options": opts, "engine": ENGINE, "seed": seed, "code": made.code, "answer": made.answer}
        if got != twists:
            entry["skip"] = f"twists {got}"
        else:
            entry["score"] = round(score_of(made.layout, made.solution), 6)
            entry["key"] = symmetry_key(made.layout, made.solution)
    cache[name] = entry
    return entry


def _fresh(pool: list[Entry], keys: set[str]) -> list[Entry]:
    """The pool's usable candidates, one per symmetry key not yet taken, easiest first."""
    out: dict[str, Entry] = {}
    for e in pool:
        if "skip" not in e and e["key"] not in keys:
            out.setdefault(str(e["key"]), e)
    return sorted(out.values(), key=lambda e: (float(e["score"]), int(e["seed"])))


def _spread(pool: list[Entry], need: int) -> list[Entry]:
    """``need`` candidates of a pool ranked easiest first, spread evenly from its first to its last."""
    if len(pool) < need:
        raise RuntimeError(f"{len(pool)} candidates for {need} levels: make the pools larger")
    if need == 1:
        return [pool[0]]
    return [pool[round(i * (len(pool) - 1) / (need - 1))] for i in range(need)]


def line(level: int, set_name: str = levels.HEX) -> float:
    """The difficulty level ``level`` aims at: a line from 2 (level 1) to 90 (the last), as the square sizes'."""
    return 2 + 88 * (level - 1) / (levels.COUNTS[set_name] - 1)


def _pool(block: int, twists: tuple[str, ...], seeds: int, start: int, most: int,
          enough: Callable[[list[Entry]], bool], cache: dict[str, Entry], set_name: str = levels.HEX) -> list[Entry]:
    """Candidates of ``block`` with ``twists`` from seeds ``start + 1`` on: ``seeds`` of them, then half
    as many more at a time while ``enough(pool)`` is false, up to ``most``."""
    pool: list[Entry] = []
    k = 0
    while True:
        while k < seeds:
            pool.append(_candidate(block, twists, start + k + 1, cache, set_name))
            k += 1
        if enough(pool) or k >= most:
            return pool
        seeds += max(1, seeds // 2)


def make_block(block: int, cache: dict[str, Entry], keys: set[str],
               set_name: str = levels.HEX) -> list[tuple[str, str, str, float]]:
    """The sixteen rows of ``block`` (board, turns, twists, score), taking their keys into ``keys``.

    The plain levels take candidates whose scores lie in the block's ``WINDOW`` about the line
    (``line``), spread evenly over it, easiest first; the lesson's two levels the lesson candidates
    nearest the line at the 15th and the 16th level, the test no easier than the lesson."""
    first = (block - 1) * levels.BLOCK + 1
    last = first + levels.BLOCK - 1
    twists = levels.lesson(set_name, first)
    plain_need = levels.BLOCK - (2 if twists else 0)
    lo, hi = max(1.0, line(first, set_name) - WINDOW), min(100.0, line(last, set_name) + WINDOW)
    plain_first, lesson_first = POOLS[set_name]

    def inside(pool: list[Entry], lo: float, hi: float) -> list[Entry]:
        return [e for e in _fresh(pool, keys) if lo <= float(e["score"]) <= hi]

    base = block * 1000
    plain = _pool(block, (), plain_first, base, 4 * plain_first, lambda pool: len(inside(pool, lo, hi)) >= plain_need,
                  cache, set_name)
    while len(inside(plain, lo, hi)) < plain_need and (lo > 1 or hi < 100):  # a window too narrow: wider
        lo, hi = max(1.0, lo - 5), min(100.0, hi + 5)
    picked = _spread(inside(plain, lo, hi), plain_need)
    rows = [(str(e["code"]), str(e["answer"]), "", float(e["score"])) for e in picked]
    keys.update(str(e["key"]) for e in picked)
    if twists:
        lesson = _pool(block, twists, lesson_first, base + 500, 8 * lesson_first,
                       lambda pool: len(_fresh(pool, keys)) >= 2, cache, set_name)
        fresh = _fresh(lesson, keys)
        if len(fresh) < 2:
            raise RuntimeError(f"{set_name} block {block}: {len(fresh)} {' '.join(twists)} boards for its lesson")
        def near(e: Entry, n: int) -> tuple[float, int]:
            return abs(float(e["score"]) - line(n, set_name)), int(e["seed"])

        teach = min(fresh[:-1], key=lambda e: near(e, last - 1))  # (fresh is easiest first: the hardest is left)
        test = min(fresh[fresh.index(teach) + 1:], key=lambda e: near(e, last))
        for e in (teach, test):
            rows.append((str(e["code"]), str(e["answer"]), " ".join(twists), float(e["score"])))
            keys.add(str(e["key"]))
    out = []
    for code, answer, words, score in rows:
        layout = suido.decode(code)
        out.append((code, levels.turns_of(layout, suido.decode(answer).cells), words, score))
    return out


def main(start: int = 1, set_name: str = levels.HEX) -> str:
    t0 = time.perf_counter()
    CACHE = cache_of(set_name)
    cache: dict[str, Entry] = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    start_block = levels.block_of(max(1, start))
    rows: list[tuple[str, str, str]] = []
    scores: list[float] = []
    keys: set[str] = set()
    if start_block > 1:
        for line in (OUT / f"{set_name}.tsv").read_text().splitlines()[: (start_block - 1) * levels.BLOCK]:
            board, turns, twists = line.split("\t")
            row = levels.Row(board, turns, twists)
            layout, solution = suido.decode(board), levels.solution(row)
            rows.append((board, turns, twists))
            scores.append(score_of(layout, solution))
            keys.add(symmetry_key(layout, solution))
    blocks = levels.COUNTS[set_name] // levels.BLOCK
    for block in range(start_block, blocks + 1):
        t1 = time.perf_counter()
        got = make_block(block, cache, keys, set_name)
        rows.extend(r[:3] for r in got)
        scores.extend(r[3] for r in got)
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_text(json.dumps(cache))
        print(f"  {set_name} block {block:2} {levels.size_of(set_name, (block - 1) * levels.BLOCK + 1):>5}:"
              f" scores {' '.join(f'{r[3]:.0f}' for r in got)} ({time.perf_counter() - t1:.0f} s)", flush=True)
    OUT.mkdir(exist_ok=True)
    (OUT / f"{set_name}.tsv").write_text("".join("\t".join(r) + "\n" for r in rows))
    marks = "".join(str(levels.marks_of(x)) for x in scores)
    return f"{set_name}: {len(rows)} levels in {time.perf_counter() - t0:.0f} s|{marks}"


if __name__ == "__main__":  # [SET] [FROM]
    names = [a for a in sys.argv[1:] if not a.isdigit()]
    numbers = [int(a) for a in sys.argv[1:] if a.isdigit()]
    print(main(numbers[0] if numbers else 1, names[0] if names else levels.HEX))
