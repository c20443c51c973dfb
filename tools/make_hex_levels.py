"""Write the hexagonal levels: levels/hex.tsv (and the set's marks in levels/marks.json), with our generator.

    python3 build.py levels hex [--from N]      (or: python3 tools/make_levels.py hex)

The set is ``suido.levels.HEX``: 256 levels in sixteen blocks of sixteen, block b all of size
(b + 4) x (b + 4) on hexagons (``suido.levels.HEX_SIZES``), so the set climbs from 5x5 to 20x20.
Within a block the fourteen plain levels (sixteen in block 1) are networks and run from easy to
hard; from block 2 the 15th level teaches the block's lesson (``suido.levels.PLAN[HEX]``) and
the 16th tests it, the test the harder of the two.

Each block draws a pool of seeded candidates: ``PLAIN`` plain networks (seeds ``b * 1000 + k``)
and ``LESSON`` boards with the lesson's twists (seeds ``b * 1000 + 500 + k``), each made by
``suido.make(..., grid="hex")``, so proved to have one answer; a board whose twists are not the
ones asked is passed over, and so is a turned or mirrored copy of a board already taken
(``suido.symmetry_key``). The plain levels take candidates spread evenly over the pool ranked by
``score_of`` (the engine's difficulty, or while it has no hexagonal tables the solver's measures
blended, ``solver_score``; easiest first); the lesson takes the candidates at ``TEACH`` and ``TEST`` of its
pool's rank. Candidates are kept in .cache/levels/hex.json (with a digest of the engine's sources: a
candidate another engine made is made again) so a run that stops resumes; the same
command writes the same file again. ``--from N`` keeps levels 1..N-1 (whole blocks: N is rounded
down to a block's first level).
"""

from __future__ import annotations

import hashlib
import json
import math
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import suido  # noqa: E402
from suido import difficulty, levels  # noqa: E402

OUT = ROOT / "levels"
CACHE = ROOT / ".cache" / "levels" / f"{levels.HEX}.json"
PLAIN = 48
"""Plain candidates a block (its 14 plain levels, 16 in block 1, are spread over them)."""
LESSON = 12
"""Lesson candidates a block (its 15th and 16th levels are two of them)."""
TEACH, TEST = 0.25, 0.75
"""Where in the lesson's pool, ranked easiest first, its two levels are taken."""


def options_for(block: int, twists: tuple[str, ...]) -> dict[str, object]:
    """suido.make() options for a board of ``block`` (1..16) with exactly these twists."""
    width, height = levels.side_of(levels.HEX_SIZES[(block - 1) * levels.BLOCK])
    cells = width * height
    kind = "drains" if "drains" in twists else "inlet-outlet" if "inlet-outlet" in twists else "network"
    return dict(width=width, height=height, kind=kind, wrap="wrap" in twists, grid=levels.grid_of_set(levels.HEX),
                sources=2 if "pumps" in twists else 1,
                locked=max(1, cells // 12) if "locked" in twists else 0,
                walls=max(2, cells // 10) if "walls" in twists else 0)


def score_of(layout: suido.Layout, solution: tuple[int, ...]) -> float:
    """How hard a board is, for ranking within its block: the engine's difficulty (1..100 within
    its size, kind and wrap, ``suido.exact_difficulty_of``) where the engine has a reference table
    for hexagonal boards of its kind and wrap, else ``solver_score``."""
    try:
        return float(suido.exact_difficulty_of(layout, solution))
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


def _candidate(block: int, twists: tuple[str, ...], seed: int, cache: dict[str, dict[str, object]]) -> dict[str, object]:
    opts = options_for(block, twists)
    name = f"{block}:{seed}"
    entry = cache.get(name)
    if entry is not None and entry.get("options") == opts and entry.get("engine") == ENGINE:
        return entry
    try:
        made = suido.make(**opts, seed=seed)  # type: ignore[arg-type]
    except (ValueError, RuntimeError, AssertionError) as err:  # a generator that cannot: say so, go on
        print(f"  hex block {block} {' '.join(twists) or 'plain'} seed {seed}: {err}", file=sys.stderr, flush=True)
        entry = {"options": opts, "engine": ENGINE, "seed": seed, "skip": str(err)}
    else:
        got = suido.twists_of(made.layout)
        entry = {"options": opts, "engine": ENGINE, "seed": seed, "code": made.code, "answer": made.answer}
        if got != twists:
            entry["skip"] = f"twists {got}"
        else:
            entry["score"] = round(score_of(made.layout, made.solution), 6)
            entry["key"] = suido.symmetry_key(made.layout, made.solution)
    cache[name] = entry
    return entry


def _fresh(pool: list[dict[str, object]], keys: set[str]) -> list[dict[str, object]]:
    """The pool's usable candidates, one per symmetry key not yet taken, easiest first."""
    out: dict[str, dict[str, object]] = {}
    for e in pool:
        if "skip" not in e and e["key"] not in keys:
            out.setdefault(str(e["key"]), e)
    return sorted(out.values(), key=lambda e: (float(e["score"]), int(e["seed"])))  # type: ignore[arg-type]


def _spread(pool: list[dict[str, object]], need: int) -> list[dict[str, object]]:
    """``need`` candidates of a pool ranked easiest first, spread evenly from its first to its last."""
    if len(pool) < need:
        raise RuntimeError(f"{len(pool)} candidates for {need} levels: make the pools larger")
    if need == 1:
        return [pool[0]]
    return [pool[round(i * (len(pool) - 1) / (need - 1))] for i in range(need)]


def make_block(block: int, cache: dict[str, dict[str, object]], keys: set[str]) -> list[tuple[str, str, str, float]]:
    """The sixteen rows of ``block`` (board, turns, twists, score), taking their keys into ``keys``."""
    first = (block - 1) * levels.BLOCK + 1
    twists = levels.lesson(levels.HEX, first)
    plain_need = levels.BLOCK - (2 if twists else 0)
    base = block * 1000
    plain: list[dict[str, object]] = []
    k = 0
    while True:  # grow the plain pool until it holds enough boards unlike any taken
        while k < PLAIN:
            plain.append(_candidate(block, (), base + k + 1, cache))
            k += 1
        fresh = _fresh(plain, keys)
        if len(fresh) >= plain_need or k >= 4 * PLAIN:
            break
        k_more = PLAIN // 2
        for _ in range(k_more):
            plain.append(_candidate(block, (), base + k + 1, cache))
            k += 1
    picked = _spread(_fresh(plain, keys), plain_need)
    rows = [(str(e["code"]), str(e["answer"]), "", float(e["score"])) for e in picked]  # type: ignore[arg-type]
    keys.update(str(e["key"]) for e in picked)
    if twists:
        lesson: list[dict[str, object]] = []
        k = 0
        while True:
            while k < LESSON:
                lesson.append(_candidate(block, twists, base + 500 + k + 1, cache))
                k += 1
            fresh = _fresh(lesson, keys)
            if len(fresh) >= 2 or k >= 8 * LESSON:
                break
            for _ in range(LESSON):
                lesson.append(_candidate(block, twists, base + 500 + k + 1, cache))
                k += 1
        fresh = _fresh(lesson, keys)
        if len(fresh) < 2:
            raise RuntimeError(f"hex block {block}: {len(fresh)} {' '.join(twists)} boards for its lesson")
        teach = fresh[round(TEACH * (len(fresh) - 1))]
        test = fresh[max(round(TEST * (len(fresh) - 1)), fresh.index(teach) + 1)]
        for e in (teach, test):
            rows.append((str(e["code"]), str(e["answer"]), " ".join(twists), float(e["score"])))  # type: ignore[arg-type]
            keys.add(str(e["key"]))
    out = []
    for code, answer, words, score in rows:
        layout = suido.decode(code)
        out.append((code, levels.turns_of(layout, suido.decode(answer).cells), words, score))
    return out


def main(start: int = 1) -> str:
    t0 = time.perf_counter()
    cache: dict[str, dict[str, object]] = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    start_block = levels.block_of(max(1, start))
    rows: list[tuple[str, str, str]] = []
    scores: list[float] = []
    keys: set[str] = set()
    if start_block > 1:
        for line in (OUT / f"{levels.HEX}.tsv").read_text().splitlines()[: (start_block - 1) * levels.BLOCK]:
            board, turns, twists = line.split("\t")
            row = levels.Row(board, turns, twists)
            layout, solution = suido.decode(board), levels.solution(row)
            rows.append((board, turns, twists))
            scores.append(score_of(layout, solution))
            keys.add(suido.symmetry_key(layout, solution))
    blocks = levels.COUNTS[levels.HEX] // levels.BLOCK
    for block in range(start_block, blocks + 1):
        t1 = time.perf_counter()
        got = make_block(block, cache, keys)
        rows.extend(r[:3] for r in got)
        scores.extend(r[3] for r in got)
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_text(json.dumps(cache))
        print(f"  hex block {block:2} {levels.HEX_SIZES[(block - 1) * levels.BLOCK]:>5}:"
              f" scores {' '.join(f'{r[3]:.0f}' for r in got)} ({time.perf_counter() - t1:.0f} s)", flush=True)
    OUT.mkdir(exist_ok=True)
    (OUT / f"{levels.HEX}.tsv").write_text("".join("\t".join(r) + "\n" for r in rows))
    marks = "".join(str(levels.marks_of(x)) for x in scores)
    return f"{levels.HEX}: {len(rows)} levels in {time.perf_counter() - t0:.0f} s|{marks}"


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
