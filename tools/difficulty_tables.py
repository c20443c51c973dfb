"""Make the difficulty reference tables: suido/data/difficulty.json (squares and hexagons) and
suido/data/difficulty_tilings.json (the grids laid out as hexapipes lays them).

    python3 tools/difficulty_tables.py [--jobs 2] [--keys 7,7d,h7,...] [--all]

For each side, kind and wrap of suido.difficulty (REFERENCE_SIDES; network, drains and
inlet-outlet, with and without wrap where a board can wrap) it makes boards with the
generator's default options from fixed seeds (200 a set, 100 for sides 20 and more and on the grids laid
out as hexapipes lays them), measures
each, and keeps the quantiles; the same for hexagonal boards at each side of
HEX_REFERENCE_SIDES (as many boards a set), network, drains and inlet-outlet, with and without wrap where a hexagonal board can wrap (an even
side), and for each other grid at each of its reference sides (hexapipes' sizes, `Tiling.reference_sides`). A set whose raw measures are not in the cache keeps the table the file has (so the square
tables stay byte for byte as they were when only the hexagonal sets are made). Each set's raw measures are kept in .cache/tables/ so a run
that stops resumes where it was. Run through `python3 build.py tables`; the tables change
only together with the levels.
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
from suido import difficulty  # noqa: E402
from suido.grids import ALL_GRIDS, SQUARE  # noqa: E402

CACHE = ROOT / ".cache" / "tables"
DATA = ROOT / "suido" / "data"
SEED_BASE = 7_000_000  # reference boards come from seeds no level uses


KINDS = (("network", False), ("network", True), ("drains", False), ("drains", True), ("inlet-outlet", False))
SHAPE_BOARDS = 40  # a shape's set (suido.difficulty.SHAPE_SIDES): fewer boards than the grid's own, 47 shapes to make


def sets() -> list[tuple[str, int, int, str, bool, int, str, str | None]]:
    """(key, width, height, kind, wrap, boards, grid, shape) for every reference set: per grid, its reference sides
    (``Grid.reference_sides``), every kind, with and without wrap where the grid lets a board of that side wrap; then
    per grid with shapes, each shape (``Grid.board_shapes``; ``wrap_shapes`` wrapping) at ``SHAPE_SIDES``, every
    kind the shape's board can be."""
    out = []
    for grid in ALL_GRIDS.values():
        for side in grid.reference_sides:
            width, height = (20, 50) if grid is SQUARE and side == 32 else (side, side)  # the square's tall set
            count = 100 if side >= 20 or grid.name not in ("square", "hex") else 200  # (hexapipes' other grids: 100)
            for kind, wrap in KINDS:
                if wrap and grid.check_size(width, height, wrap) is not None:
                    continue  # an odd side cannot wrap on hexagons
                out.append((difficulty.reference_key(side, kind, wrap, grid.name), width, height, kind, wrap, count,
                            grid.name, None))
    for grid in ALL_GRIDS.values():
        for side in difficulty.SHAPE_SIDES:
            for kind, wrap in KINDS:
                for shape in grid.wrap_shapes if wrap else grid.board_shapes:
                    try:
                        grid.shaped_holes(side, side, wrap, shape)
                    except ValueError:
                        continue  # too few cells left at this side
                    out.append((difficulty.reference_key(side, kind, wrap, grid.name, shape), side, side, kind, wrap,
                                SHAPE_BOARDS, grid.name, shape))
    return out


def one(args: tuple[int, int, str, bool, int, str, str | None]) -> list[float] | None:
    """A board's measures; None when a shape's board of this kind cannot be made (its set is left out)."""
    width, height, kind, wrap, seed, grid, shape = args
    try:
        made = suido.make(width=width, height=height, kind=kind, wrap=wrap, seed=seed, grid=grid, shape=shape)
    except (ValueError, RuntimeError):  # (RuntimeError: no board of this shape, kind and size found in its plans)
        if shape is None:
            raise
        return None
    return list(difficulty.measure(made.layout, made.solution).values())


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--jobs", type=int, default=2)
    ap.add_argument("--keys", default="", help="make only these sets (their keys, comma-separated)")
    ap.add_argument("--all", action="store_true", help="make again every set, also those the file has")
    a = ap.parse_args()
    CACHE.mkdir(parents=True, exist_ok=True)
    kept: dict[str, dict[str, list[float]]] = {}
    for name in difficulty.FILES:
        if (DATA / name).exists():
            kept.update(json.loads((DATA / name).read_text())["sets"])
    have_sets = kept
    # without --keys or --all, only the sets the file lacks are made (the rest keep their tables)
    todo = [s for s in sets() if (s[0] in a.keys.split(",") if a.keys else a.all or s[0] not in have_sets)]
    with ProcessPoolExecutor(a.jobs) as pool:
        for key, width, height, kind, wrap, count, grid, shape in todo:
            path = CACHE / f"{key}.json"
            have: list[list[float]] = json.loads(path.read_text()) if path.exists() else []
            if len(have) >= count:
                continue
            t = time.perf_counter()
            jobs = [(width, height, kind, wrap, SEED_BASE + i, grid, shape) for i in range(len(have), count)]
            for values in pool.map(one, jobs, chunksize=4):
                if values is None:
                    print(f"{key}: not made (the shape's board cannot be of this kind)", flush=True)
                    break
                have.append(values)
                if len(have) % 20 == 0:
                    path.write_text(json.dumps(have))
            path.write_text(json.dumps(have))
            print(f"{key}: {count} boards in {time.perf_counter() - t:.0f} s", flush=True)
    results: dict[str, dict[str, dict[str, list[float]]]] = {name: {} for name in difficulty.FILES}
    for key, width, height, kind, wrap, count, grid, _shape in sets():
        result = results[difficulty.table_file(grid)]
        path = CACHE / f"{key}.json"
        if not path.exists():
            if key in kept:
                result[key] = kept[key]
            continue
        rows = json.loads(path.read_text())[:count]
        if len(rows) < count:
            if key in kept:
                result[key] = kept[key]
            continue
        table = {name: difficulty.quantiles([r[i] for r in rows], 21) for i, name in enumerate(difficulty.MEASURES)}
        blends = [difficulty.blend_of(difficulty.Measures(*r), kind, table) for r in rows]
        table["blend"] = difficulty.quantiles(blends, 101)
        result[key] = table
    DATA.mkdir(parents=True, exist_ok=True)
    for name, result in results.items():
        (DATA / name).write_text(json.dumps({"about": "Suido difficulty reference tables: see suido/difficulty.py",
                                             "sets": result}, separators=(",", ":"), sort_keys=True) + "\n")
        # (compact: a number a line cost the page's wheel about 700 bytes of a first visit, as sent)
        print(f"wrote {(DATA / name).relative_to(ROOT)}: {len(result)} sets")
    return 0


if __name__ == "__main__":
    sys.exit(main())
