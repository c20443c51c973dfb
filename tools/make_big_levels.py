"""Write the big-pieces levels: levels/big.tsv and levels/big.json (their scores), with our generator.

    python3 build.py levels big [--from N]      (or: python3 tools/make_levels.py big)

Level n has the size ``suido.levels.BIG_SIZES[n-1]`` (5x5 up to 20x20) and is a network with
big pieces covering a share of the board that grows from 0.16 to 0.30, drawn from a mix that
grows by block ("five", "simple", "more", "all"). The 15th and 16th level of each block carry
its lesson (``suido.levels.PLAN["big"]``: block turns, pumps, walls, wrap); from level 17 on,
some levels have blocks too. Each level takes, from seeded candidates with those options, the
chain of candidates whose big-set scores (``suido.difficulty.exact_big_score_of``) never go
down from level to level and lie nearest, in sum, a line from 1 to 95 (a shortest path over
the levels' pools, so a lesson whose boards run easier, such as walls, does not strand the
levels after it). Each level's pool is ``POOL`` seeded candidates (three times as many for the 20x20
lessons), kept in
.cache/levels/big.json, so a run that stops resumes; no board comes twice, turned or
mirrored. ``--from N`` keeps levels 1..N-1.
The same command writes the same files again.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

import suido  # noqa: E402
from suido import levels  # noqa: E402
from suido.difficulty import exact_big_score_of  # noqa: E402

OUT = ROOT / "levels"
CACHE = ROOT / ".cache" / "levels" / "big.json"
MIXES = ("five", "simple", "more", "all")
POOL = 24


def options_for(level: int) -> dict[str, object]:
    """make() options for big-pieces level ``level`` (see the module's note)."""
    count = levels.COUNTS[levels.BIG]
    width, height = levels.side_of(levels.BIG_SIZES[level - 1])
    cells = width * height
    twists = set(levels.lesson(levels.BIG, level)) if levels.role(levels.BIG, level) else set()
    slot = (level - 1) % levels.BLOCK + 1
    if level > 16 and slot in (6, 12):
        twists.add("block-turns")
    share = 0.16 + 0.14 * (level - 1) / (count - 1)
    squares = max(1, round(share * cells / 4))
    blocks = max(1, squares // 5) if "block-turns" in twists else 0
    return dict(width=width, height=height, wrap="wrap" in twists, sources=2 if "pumps" in twists else 1,
                walls=max(2, cells // 40) if "walls" in twists else 0,
                bigs=max(1, squares - blocks), blocks=blocks, big_kinds=MIXES[levels.block_of(level) - 1])


def _line(level: int) -> float:
    return 1 + 94 * (level - 1) / (levels.COUNTS[levels.BIG] - 1)


def _pool(level: int, cache: dict[str, dict[str, object]]) -> tuple[list[dict[str, object]], int]:
    """The ``POOL`` candidates of ``level`` (made, or read from the cache), and how many were made."""
    opts = options_for(level)
    out, made = [], 0
    # the 20x20 lessons (walls, wrap) run easier, and every level after a lesson is held at or above it:
    # their pools are larger so that the set can climb past them
    size = POOL * 3 if levels.role(levels.BIG, level) and levels.BIG_SIZES[level - 1] == "20x20" else POOL
    for k in range(size):
        seed = level * 1000 + k + 1
        name = f"{level}:{seed}"
        entry = cache.get(name)
        if entry is None or entry.get("options") != opts:
            try:
                m = suido.make(**opts, seed=seed)  # type: ignore[arg-type]
            except ValueError as err:  # squares too tight for this seed's plans: say so, and go on
                print(f"  big {level} seed {seed}: {err}", file=sys.stderr, flush=True)
                entry = {"options": opts, "skip": str(err)}
            else:
                entry = {"options": opts, "code": m.code, "answer": m.answer,
                         "score": round(exact_big_score_of(m.layout, m.solution), 6),
                         "key": suido.symmetry_key(m.layout, m.solution)}
            cache[name] = entry
            made += 1
        if "skip" not in entry:
            out.append(entry)
    return out, made


def _chain(pools: list[list[dict[str, object]]], first: int, floor: float) -> list[dict[str, object]]:
    """One candidate per pool, scores never going down (from ``floor``), nearest the line in sum:
    a shortest path over the pools in level order (levels ``first``, ``first + 1``, ...)."""
    inf = float("inf")
    cost: list[list[float]] = []
    back: list[list[int]] = []
    for i, pool in enumerate(pools):
        aim = _line(first + i)
        row, links = [], []
        for e in pool:
            s = float(e["score"])  # type: ignore[arg-type]
            if i == 0:
                before, link = (0.0 if s >= floor - 1e-9 else inf), -1
            else:
                options = [(cost[i - 1][k], k) for k, o in enumerate(pools[i - 1]) if float(o["score"]) <= s]  # type: ignore[arg-type]
                before, link = min(options, default=(inf, -1))
            row.append(before + abs(s - aim))
            links.append(link)
        cost.append(row)
        back.append(links)
    j = min(range(len(pools[-1])), key=lambda k: cost[-1][k])
    if cost[-1][j] == inf:
        raise RuntimeError(f"big levels {first}..: no candidates whose scores never go down; make the pools larger")
    picked = []
    for i in range(len(pools) - 1, -1, -1):
        picked.append(pools[i][j])
        j = back[i][j]
    return picked[::-1]


def main(start: int = 1) -> str:
    t0 = time.perf_counter()
    cache: dict[str, dict[str, object]] = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    rows: list[tuple[str, str, str]] = []
    scores: list[float] = []
    keys: set[str] = set()
    if start > 1:
        for line in (OUT / "big.tsv").read_text().splitlines()[: start - 1]:
            board, turns, twists = line.split("\t")
            row = levels.Row(board, turns, twists)
            layout, solution = suido.decode(board), levels.solution(row)
            rows.append((board, turns, twists))
            scores.append(exact_big_score_of(layout, solution))
            keys.add(suido.symmetry_key(layout, solution))
    made = 0
    pools = []
    for level in range(len(rows) + 1, levels.COUNTS[levels.BIG] + 1):
        pool, n = _pool(level, cache)
        made += n
        # no board twice, turned or mirrored: a key goes to the first level whose pool has it
        fresh = []
        for e in pool:
            if e["key"] not in keys:
                keys.add(str(e["key"]))
                fresh.append(e)
        pools.append(fresh)
        print(f"  big {level:2} {levels.BIG_SIZES[level - 1]:>5}: {len(fresh)} candidates,"
              f" scores {min(float(e['score']) for e in fresh):.1f} .. {max(float(e['score']) for e in fresh):.1f}",  # type: ignore[arg-type]
              flush=True)
        CACHE.parent.mkdir(parents=True, exist_ok=True)
        CACHE.write_text(json.dumps(cache))
    for e in _chain(pools, len(rows) + 1, scores[-1] if scores else 1.0):
        layout = suido.decode(str(e["code"]))
        solution = suido.decode(str(e["answer"])).cells
        rows.append((str(e["code"]), levels.turns_of(layout, solution), " ".join(suido.twists_of(layout))))
        scores.append(float(e["score"]))  # type: ignore[arg-type]
    OUT.mkdir(exist_ok=True)
    (OUT / "big.tsv").write_text("".join("\t".join(r) + "\n" for r in rows))
    whole = [max(1, min(100, round(x))) for x in scores]
    (OUT / "big.json").write_text(json.dumps({"scores": whole}) + "\n")
    marks = "".join(str(levels.marks_of(x)) for x in scores)
    return (f"big: {len(rows)} levels from {made} new candidates in {time.perf_counter() - t0:.0f} s;"
            f" score {scores[0]:.1f} .. {scores[-1]:.1f}|{marks}")


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
