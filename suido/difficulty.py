"""Difficulty: a board's place among boards of its size, kind and wrap, from 1 to 100.

A board is measured the ways a player meets it (SUIDO-JS.md section 5.4):

obscure    how little the first look settles: 1 - glance / pieces
rounds     how many looks it takes until looking settles nothing more
unsettled  how much stays open then: 1 - settled / pieces
guessing   how much the solver had to guess: the positions it searched beyond the first
spares     on a drains or inlet-outlet board, the share of pieces the answer leaves dry

Each measure is ranked (0..1) against a *reference set*: boards our own generator made with
its default options at that side, kind and wrap, kept as quantile tables in
`suido/data/difficulty.json` (21 points a measure, 101 for the blend). The ranks are
blended with the weights of `WEIGHTS`, and the blend is ranked again among the set's
blends: `exact_difficulty_of` = 1 + 99 * that rank, so about one board in a hundred of
the set scores each whole number, and 50 is a middling board. A board of a size with no set
is ranked among the nearest side that has one (the smaller on a tie); sides are
sqrt(width * height). A board of a shape (`suido.grids.shapes`, `make(shape=...)`) is ranked among
boards of its own shape, in sets of their own made at `SHAPE_SIDES` (keys `o10d:donut`; see `reference_for`).
A board of any other grid (`suido.grids`) is ranked among boards of
its grid alone, in sets of their own (`Grid.reference_sides`; keys that start with the grid's
`reference_prefix`: `h` on hexagons, the grid's code letter on the grids laid out as hexapipes
lays them, whose sides are hexapipes' sizes): the same measures and weights, its own quantiles.
The square and hexagonal sets are in `suido/data/difficulty.json`, the other grids' in
`suido/data/difficulty_tilings.json` (which the page's wheel leaves out with those grids' modules).
The tables are data, committed, and regenerated only together with the levels
(`python build.py tables`), since every score depends on them.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import lru_cache
from importlib import resources
from typing import Final, Sequence

from .codes import Layout
from .grids import ALL_GRIDS, HEX, SQUARE
from .flow import flow_of
from .solver import deduce, solve

MEASURES: Final = ("obscure", "rounds", "unsettled", "guessing", "spares")
WEIGHTS: Final = {
    "network": {"obscure": 0.25, "rounds": 0.30, "unsettled": 0.20, "guessing": 0.25, "spares": 0.0},
    "drains": {"obscure": 0.20, "rounds": 0.25, "unsettled": 0.15, "guessing": 0.20, "spares": 0.20},
    "inlet-outlet": {"obscure": 0.20, "rounds": 0.25, "unsettled": 0.15, "guessing": 0.20, "spares": 0.20},
}
"""The weight of each measure's rank in the blend, by kind (the reference's weights)."""
REFERENCE_SIDES: Final = SQUARE.reference_sides
"""The sides that have a reference set; 32 is made at 20x50, the rest square."""
HEX_REFERENCE_SIDES: Final = HEX.reference_sides
"""The sides that have a hexagonal reference set, each made at side x side."""
SIDES: Final = {name: grid.reference_sides for name, grid in ALL_GRIDS.items()}
"""Per grid, the sides that have a reference set (`Grid.reference_sides`)."""
SHAPE_SIDES: Final = (7, 10, 14)
"""The sides a board shape's own reference sets are made at (`suido.grids.shapes`; fewer than the grid's own: 47
shapes, each with its kinds, at every side would be some 700 sets)."""


@dataclass(frozen=True)
class Measures:
    """The five measures of a board (see the module's table)."""

    obscure: float
    rounds: float
    unsettled: float
    guessing: float
    spares: float

    def values(self) -> tuple[float, ...]:
        return (self.obscure, self.rounds, self.unsettled, self.guessing, self.spares)


def measure(layout: Layout, solution: Sequence[int], nodes: int | None = None) -> Measures:
    """The five measures of `layout`, whose answer's masks are `solution`. `nodes`: what
    `solve(layout, limit=2).nodes` is, when the caller knows it already (the generator's
    proof of a board with one answer searched the same positions)."""
    seen = deduce(layout)
    pieces = max(1, seen.pieces)
    if nodes is None:
        nodes = solve(layout, limit=2).nodes
    spares = 0.0
    if layout.kind != "network":
        wet = flow_of(layout, solution).wet_pieces
        spares = (seen.pieces - wet) / pieces
    return Measures(1 - seen.glance / pieces, float(seen.rounds), 1 - seen.settled / pieces,
                    float(max(0, nodes - 1)), spares)


def reference_key(side: int, kind: str, wrap: bool, grid: str = "square", shape: str | None = None) -> str:
    """The name of a reference set: the grid's prefix (none on squares, h on hexagons, the code's letter on
    the other grids), the side, then d (drains) or i (inlet-outlet), then w; a shape's set then `:` and the shape
    (`o10d:donut`)."""
    letter = {"network": "", "drains": "d", "inlet-outlet": "i"}[kind]
    return f"{ALL_GRIDS[grid].reference_prefix}{side}{letter}{'w' if wrap else ''}{':' + shape if shape else ''}"


def quantiles(values: Sequence[float], points: int) -> list[float]:
    """`points` quantiles of `values` from the least to the most, by linear
    interpolation, each rounded to 4 decimal places."""
    s = sorted(values)
    if not s:
        raise ValueError("no values to take quantiles of")
    out = []
    for i in range(points):
        x = i * (len(s) - 1) / (points - 1)
        lo = int(math.floor(x))
        hi = min(lo + 1, len(s) - 1)
        out.append(round(s[lo] + (s[hi] - s[lo]) * (x - lo), 4))
    return out


def percentile_in(table: Sequence[float], value: float) -> float:
    """Where `value` falls among the quantiles `table`, 0..1: 0 at or below the first,
    1 above the last, and linear between neighbouring points."""
    last = len(table) - 1
    if value <= table[0]:
        return 0.0
    if value > table[last]:
        return 1.0
    i = next(k for k in range(1, last + 1) if table[k] >= value)
    lo, hi = table[i - 1], table[i]
    frac = 0.0 if hi == lo else (value - lo) / (hi - lo)
    return (i - 1 + frac) / last


def blend_of(measures: Measures, kind: str, table: dict[str, list[float]]) -> float:
    """The weighted sum of the measures' ranks in `table` (a set's per-measure quantiles)."""
    weights = WEIGHTS[kind]
    return sum(weights[name] * percentile_in(table[name], value)
               for name, value in zip(MEASURES, measures.values()) if weights[name])


@lru_cache(maxsize=1)
def tables() -> dict[str, dict[str, list[float]]]:
    """The committed reference tables of every grid (`FILES`): key -> {measure: 21 quantiles, "blend": 101}.
    Empty when the package carries none (a file it does not carry adds none: the page's wheel has no
    `difficulty_tilings.json`)."""
    data: dict[str, dict[str, list[float]]] = {}
    for name in FILES:
        try:
            text = resources.files("suido").joinpath("data", name).read_text(encoding="utf-8")
        except FileNotFoundError:
            continue
        data.update(json.loads(text)["sets"])
    return data


FILES: Final = ("difficulty.json", "difficulty_tilings.json")
"""The reference tables' files in `suido/data`: the square's and the hexagon's sets, then the other grids'."""


def table_file(grid: str) -> str:
    """The file of `FILES` that holds `grid`'s reference sets."""
    return FILES[0] if grid in (SQUARE.name, HEX.name) else FILES[1]


def shape_of(layout: Layout) -> str | None:
    """The board shape `layout`'s holes are (`suido.grids.shapes`: one its grid offers at its measures and wrap),
    None when they are the grid's own (`Grid.holes`) or no shape's (holes drawn by hand in the workbench, or a
    hexapipes daily's own trim: such a board is ranked among the grid's own boards, as before shapes)."""
    holes = frozenset(layout.holes)
    grid = ALL_GRIDS[layout.grid]
    w, h, wrap = layout.width, layout.height, layout.wrap
    if holes == grid.holes(w, h, wrap):
        return None
    for shape in grid.wrap_shapes if wrap else grid.board_shapes:
        try:
            if grid.shaped_holes(w, h, wrap, shape) == holes:
                return shape
        except ValueError:
            continue  # (too few cells left at these measures: not this shape)
    return None


def reference_for(width: int, height: int, kind: str, wrap: bool, grid: str = "square",
                  shape: str | None = None) -> str | None:
    """The key of the set a board of this size, kind, wrap, grid and shape is ranked in: the nearest
    side that has a set for the kind, wrap and grid (the smaller on a tie); None when there is none. A shaped
    board (`shape`, `suido.grids.shapes`) is ranked among boards of its own shape, at the nearest of `SHAPE_SIDES`
    that has a set: a shape's rim and holes settle pieces that a full board leaves open, so against the grid's
    own boards of its side a shaped board read 10 to 40 points easier than its shape's boards rank it (boards of
    a 10x10 donut of cubes averaged 21, of a triangle of trihexagons at 14 averaged 13, where 50 is a middling
    board). A shape's sets are made at three sides from 40 boards each (`tools/difficulty_tables.py`): a shaped
    board of side 20 is ranked among its shape's boards at 14, so it reads somewhat harder than it is. A shape
    without a set for the kind and wrap (none could be made: a triangle of cubes at 7 has no inlet-outlet board) is
    ranked among the grid's own boards."""
    side = math.sqrt(width * height)
    have = tables()
    if shape is not None:
        shaped = [s for s in SHAPE_SIDES if reference_key(s, kind, wrap, grid, shape) in have]
        if shaped:
            return reference_key(min(shaped, key=lambda s: (abs(s - side), s)), kind, wrap, grid, shape)
    sides = [s for s in SIDES.get(grid, ()) if reference_key(s, kind, wrap, grid) in have]
    if not sides:
        return None
    best = min(sides, key=lambda s: (abs(s - side), s))
    return reference_key(best, kind, wrap, grid)


def no_table(kind: str, wrap: bool, grid: str = "square") -> str:
    """What is said when no reference set ranks a board of this kind, wrap and grid."""
    geometry = ALL_GRIDS[grid]
    return (f"no difficulty table for a {kind}{' wrap' if wrap else ''}"
            f"{'' if geometry is SQUARE else ' ' + geometry.adjective} board")


def exact_difficulty_of(layout: Layout, solution: Sequence[int], *, nodes: int | None = None,
                        measures: Measures | None = None) -> float:
    """The board's place among its reference set, 1.0 (the easiest) to 100.0 (the hardest).
    (`nodes`: see `measure`; `measures`: `measure(layout, solution, nodes)` when the caller has them.)

    A shaped board (its holes a shape's, `shape_of`) is ranked among boards of its shape (`reference_for`).
    Raises `LookupError` when no reference set covers the board's kind and wrap."""
    shape = shape_of(layout) if layout.holes else None
    key = reference_for(layout.width, layout.height, layout.kind, layout.wrap, layout.grid, shape)
    if key is None:
        raise LookupError(no_table(layout.kind, layout.wrap, layout.grid))
    table = tables()[key]
    blend = blend_of(measures or measure(layout, solution, nodes), layout.kind, table)
    return 1 + 99 * percentile_in(table["blend"], blend)


def difficulty_of(layout: Layout, solution: Sequence[int], *, nodes: int | None = None,
                  measures: Measures | None = None) -> int:
    """`exact_difficulty_of` rounded to a whole number 1..100."""
    return max(1, min(100, round(exact_difficulty_of(layout, solution, nodes=nodes, measures=measures))))


BIG_SMALLEST: Final = 25
"""The pieces an answer uses where the big-pieces set's size term starts (0)."""
BIG_LARGEST: Final = 400
"""The pieces an answer uses where the big-pieces set's size term ends (1)."""


def exact_big_score_of(layout: Layout, solution: Sequence[int], *, nodes: int | None = None) -> float:
    """The big-pieces set's score, 1.0 to 100.0, ranked across sizes (SUIDO-JS.md section
    5.5): half how much of the board the answer uses, on a log scale from `BIG_SMALLEST`
    to `BIG_LARGEST` wet pieces, and half how tangled it is for its size
    (`exact_difficulty_of`). Raises `LookupError` like `exact_difficulty_of`."""
    used = flow_of(layout, solution).wet_pieces
    size = math.log(max(1, used) / BIG_SMALLEST) / math.log(BIG_LARGEST / BIG_SMALLEST)
    size = min(1.0, max(0.0, size))
    tangle = exact_difficulty_of(layout, solution, nodes=nodes)
    return 1 + 99 * (0.5 * size + 0.5 * (tangle - 1) / 99)


def big_score_of(layout: Layout, solution: Sequence[int], *, nodes: int | None = None) -> int:
    """`exact_big_score_of` rounded to a whole number 1..100."""
    return max(1, min(100, round(exact_big_score_of(layout, solution, nodes=nodes))))
