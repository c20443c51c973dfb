"""Write the big-pieces levels: levels/big.tsv and levels/big.json (their scores), with our generator.

    python3 build.py levels big [--from N]      (or: python3 tools/make_levels.py big)

Level n has the size ``suido.levels.BIG_SIZES[n-1]`` (5x5 up to 20x20) and is a network with
big pieces covering a share of the board that grows from 0.16 to 0.36, drawn from a mix that
grows by block ("five", "simple", "more", "all"). The 15th and 16th level of each block carry
its lesson (``suido.levels.PLAN["big"]``: block turns, pumps, walls, wrap); from level 17 on,
some levels have blocks too. Each level takes, from seeded candidates with those options, the
one whose big-set score (``suido.difficulty.exact_big_score_of``) is nearest a line from 1 to
92 (headroom: the hardest candidates of a size are few) while at or above the level before (never easier), and not a turned or mirrored copy of
one taken. Candidates are made eight at a time until one fits (at most ``MOST``) and kept in
.cache/levels/big.json, so a run that stops resumes; ``--from N`` keeps levels 1..N-1.
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
MOST = 96
NEAR = 4.0


def options_for(level: int) -> dict[str, object]:
    """make() options for big-pieces level ``level`` (see the module's note)."""
    count = levels.COUNTS[levels.BIG]
    width, height = levels.side_of(levels.BIG_SIZES[level - 1])
    cells = width * height
    twists = set(levels.lesson(levels.BIG, level)) if levels.role(levels.BIG, level) else set()
    slot = (level - 1) % levels.BLOCK + 1
    if level > 16 and slot in (6, 12):
        twists.add("block-turns")
    share = 0.16 + 0.20 * (level - 1) / (count - 1)
    squares = max(1, round(share * cells / 4))
    blocks = max(1, squares // 5) if "block-turns" in twists else 0
    return dict(width=width, height=height, wrap="wrap" in twists, sources=2 if "pumps" in twists else 1,
                walls=max(2, cells // 10) if "walls" in twists else 0,
                bigs=max(1, squares - blocks), blocks=blocks, big_kinds=MIXES[levels.block_of(level) - 1])


def _line(level: int) -> float:
    return 1 + 91 * (level - 1) / (levels.COUNTS[levels.BIG] - 1)


def main(start: int = 1) -> str:
    t0 = time.perf_counter()
    cache: dict[str, dict[str, object]] = json.loads(CACHE.read_text()) if CACHE.exists() else {}
    rows: list[tuple[str, str, str]] = []
    scores: list[float] = []
    keys: set[str] = set()
    made = 0
    if start > 1:
        kept = (OUT / "big.tsv").read_text().splitlines()[: start - 1]
        for line in kept:
            board, turns, twists = line.split("\t")
            row = levels.Row(board, turns, twists)
            layout, solution = suido.decode(board), levels.solution(row)
            rows.append((board, turns, twists))
            scores.append(exact_big_score_of(layout, solution))
            keys.add(suido.symmetry_key(layout, solution))
    for level in range(len(rows) + 1, levels.COUNTS[levels.BIG] + 1):
        opts = options_for(level)
        floor = scores[-1] if scores else 1.0
        aim = max(_line(level), floor)
        pool: list[dict[str, object]] = []
        best = None
        for k in range(MOST):
            seed = level * 1000 + k + 1
            name = f"{level}:{seed}"
            entry = cache.get(name)
            if entry is None or entry.get("options") != opts:
                m = suido.make(**opts, seed=seed)  # type: ignore[arg-type]
                entry = {"options": opts, "code": m.code, "answer": m.answer,
                         "score": round(exact_big_score_of(m.layout, m.solution), 6),
                         "key": suido.symmetry_key(m.layout, m.solution)}
                cache[name] = entry
                made += 1
            pool.append(entry)
            fits = [e for e in pool if float(e["score"]) >= floor and e["key"] not in keys]  # type: ignore[arg-type]
            best = min(fits, key=lambda e: abs(float(e["score"]) - aim), default=None)  # type: ignore[arg-type]
            if k % 8 == 7:
                CACHE.parent.mkdir(parents=True, exist_ok=True)
                CACHE.write_text(json.dumps(cache))
                if best is not None and abs(float(best["score"]) - aim) <= NEAR:  # type: ignore[arg-type]
                    break
        if best is None:  # nothing at or above the level before: the hardest there is
            best = max((e for e in pool if e["key"] not in keys), key=lambda e: float(e["score"]))  # type: ignore[arg-type]
            raise RuntimeError(f"big level {level}: no candidate at or above {floor:.1f} (best {best['score']})")
        layout = suido.decode(str(best["code"]))
        solution = suido.decode(str(best["answer"])).cells
        twists = " ".join(suido.twists_of(layout))
        rows.append((str(best["code"]), levels.turns_of(layout, solution), twists))
        scores.append(float(best["score"]))  # type: ignore[arg-type]
        keys.add(str(best["key"]))
        print(f"  big {level:2} {levels.BIG_SIZES[level - 1]:>5} {twists:<40} score {scores[-1]:5.1f} (aim {aim:5.1f})",
              flush=True)
    CACHE.parent.mkdir(parents=True, exist_ok=True)
    CACHE.write_text(json.dumps(cache))
    OUT.mkdir(exist_ok=True)
    (OUT / "big.tsv").write_text("".join("\t".join(r) + "\n" for r in rows))
    whole = [max(1, min(100, round(x))) for x in scores]
    (OUT / "big.json").write_text(json.dumps({"scores": whole}) + "\n")
    marks = "".join(str(levels.marks_of(x)) for x in scores)
    return (f"big: {len(rows)} levels from {made} new candidates in {time.perf_counter() - t0:.0f} s;"
            f" score {scores[0]:.1f} .. {scores[-1]:.1f}|{marks}")


if __name__ == "__main__":
    print(main(int(sys.argv[1]) if len(sys.argv) > 1 else 1))
