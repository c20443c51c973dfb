"""Where a board's cells stand, on any grid: each cell's centre, its polygon's edges' middles and corners, and the
board's extent, in board units (a square cell is 1 by 1; the largest polygon of the grids laid out as hexapipes
lays them is 1 across its flats), so that the drawing, the edge marks and the keys ask one object on every grid.

`Grid.places(width, height, wrap)` gives a board's (cached). On squares and hexagons every cell has the grid's one
polygon (`uniform`); on the other grids each cell has its own (`polygon`), laid out from the polygons alone
(`suido.grids.tiling.Tiling.centres`), and a board that wraps is folded back into one copy of itself: its cells
are moved by whole periods of the wrap (the steps that bring a cell back to itself across the seams) until they
stand in one rectangle-like field, so a seam is an edge of the field, as on squares.

>>> from suido.grids import SQUARE
>>> p = SQUARE.places(3, 2, False)
>>> p.centre(4), p.arm_end(4, 1), p.extent, p.uniform
((1.5, 1.5), (0.5, 0.0), (3.0, 2.0), True)
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Any, Final, Sequence

_COMPASS: Final = ("sideEast", "sideNorthEast", "sideNorth", "sideNorthWest", "sideWest", "sideSouthWest",
                   "sideSouth", "sideSouthEast")


def compass_key(dx: float, dy: float) -> str:
    """The words' key of the compass point nearest the direction (`dx`, `dy`; y down): "sideNorthEast"..."""
    angle = math.degrees(math.atan2(-dy, dx)) % 360
    return _COMPASS[round(angle / 45) % 8]


class Places:
    """A board's cells laid out (see the module): `centres[cell]`, `polygons[cell]` (an index into `ends` and
    `corners`: per polygon, each side's edge middle about the centre, and its outline clockwise), `extent` (width,
    height), `holes` (cells out of the board's shape: never drawn), whether every cell has one polygon
    (`uniform`) and, on a board that wraps, its `periods`: the two steps (x, y) that bring the field back onto itself
    across its seams, the flattest first (the board's copies stand that far apart: `suido.svg.field`)."""

    def __init__(self, centres: Sequence[tuple[float, float]], polygons: bytes,
                 ends: Sequence[dict[int, tuple[float, float]]], corners: Sequence[tuple[tuple[float, float], ...]],
                 clockwise: Sequence[tuple[int, ...]], extent: tuple[float, float], holes: frozenset[int],
                 uniform: bool, periods: tuple[tuple[float, float], ...] = ()) -> None:
        self.centres = tuple(centres)
        self.polygons = polygons
        self.ends = tuple(ends)
        self.corners_of = tuple(corners)
        self.clockwise = tuple(clockwise)
        self.extent = extent
        self.holes = holes
        self.uniform = uniform
        self.periods = periods

    def centre(self, cell: int) -> tuple[float, float]:
        """The cell's centre (x east, y down), the board's top-left corner at (0, 0)."""
        return self.centres[cell]

    def arm_end(self, cell: int, side: int) -> tuple[float, float]:
        """The middle of the cell's edge on `side` about its centre; KeyError for a side its polygon has not."""
        return self.ends[self.polygons[cell]][side]

    def sides(self, cell: int) -> tuple[int, ...]:
        """The cell's sides, clockwise."""
        return self.clockwise[self.polygons[cell]]

    def corners(self, cell: int) -> tuple[tuple[float, float], ...]:
        """The cell's outline about its centre, clockwise: corner `k` ends the edge of its `k`-th side."""
        return self.corners_of[self.polygons[cell]]

    def beside(self, cell: int, side: int, other: int, back: int) -> bool:
        """Whether `other` (across `side`, its own side `back` facing it) is drawn against `cell` (False across
        the seam of a board that wraps, where the two stand on opposite rims)."""
        (x, y), (ox, oy) = self.centres[cell], self.centres[other]
        (ax, ay), (bx, by) = self.arm_end(cell, side), self.arm_end(other, back)
        return abs(x + ax - bx - ox) < 1e-6 and abs(y + ay - by - oy) < 1e-6


def uniform_places(grid: object, width: int, height: int, wrap: bool = False) -> Places:
    """A board of squares or hexagons (`grid.centre`, `grid.arm_end`, `grid.corners`, `grid.extent`); one that wraps
    runs its rows round (a row's width on) and its columns (two rows' step, times half the rows)."""
    g = grid  # (a Grid: typed loosely, this module is under grid.py)
    n: int = g.sides  # type: ignore[attr-defined]
    centres = [g.centre(c, width) for c in range(width * height)]  # type: ignore[attr-defined]
    ends = {s: g.arm_end(s) for s in range(n)}  # type: ignore[attr-defined]
    periods: tuple[tuple[float, float], ...] = ()
    if wrap and height >= 2:
        (x0, y0), (x1, y1) = g.centre(0, width), g.centre(1, width)  # type: ignore[attr-defined]
        x2, y2 = g.centre(2 * width, width)  # type: ignore[attr-defined]
        periods = ((width * (x1 - x0), width * (y1 - y0)), (height / 2 * (x2 - x0), height / 2 * (y2 - y0)))
    return Places(centres, bytes(width * height), (ends,), (g.corners(),),  # type: ignore[attr-defined]
                  (tuple(range(n)),), g.extent(width, height), frozenset(), True,  # type: ignore[attr-defined]
                  periods)


def tiled_places(centres: Sequence[tuple[float, float]], polygons: bytes, shapes: Sequence[object],
                 table: Sequence[int], backs: Sequence[int], sides: int, holes: frozenset[int], wrap: bool) -> Places:
    """A board of a grid laid out as hexapipes lays it: `centres` as `Tiling.centres` lays them (unrolled from
    cell 0 on a board that wraps), `shapes` its polygons (`suido.grids.polygon.Polygon`), `table` its neighbour
    table (no walls), `backs` the side facing each side. Scaled so that the largest polygon is 1 across its
    flats; a board that wraps folded into one field (see the module); the extent is that of the cells out of `holes`."""
    reach = max(s.reach for s in shapes)  # type: ignore[attr-defined]
    k = 0.5 / reach
    ends = [{side: (x * k, y * k) for side in s.clockwise for x, y in (s.arm_end(side),)}  # type: ignore[attr-defined]
            for s in shapes]
    corners = [tuple((x * k, y * k) for x, y in s.corners()) for s in shapes]  # type: ignore[attr-defined]
    at = [(x * k, y * k) for x, y in centres]
    periods: tuple[tuple[float, float], ...] = ()
    if wrap:
        at, periods = _folded(at, polygons, ends, table, backs, sides)
    drawn = [(xy, p) for c, (xy, p) in enumerate(zip(at, polygons)) if c not in holes] or list(zip(at, polygons))
    left = min(x + cx for (x, _), p in drawn for cx, _ in corners[p])
    top = min(y + cy for (_, y), p in drawn for _, cy in corners[p])
    right = max(x + cx for (x, _), p in drawn for cx, _ in corners[p])
    bottom = max(y + cy for (_, y), p in drawn for _, cy in corners[p])
    at = [(x - left, y - top) for x, y in at]
    return Places(at, polygons, ends, corners, [s.clockwise for s in shapes],  # type: ignore[attr-defined]
                  (right - left, bottom - top), holes, False, periods)


def _folded(at: list[tuple[float, float]], polygons: bytes, ends: Sequence[dict[int, tuple[float, float]]],
            table: Sequence[int], backs: Sequence[int], n: int
            ) -> tuple[list[tuple[float, float]], tuple[tuple[float, float], ...]]:
    """The centres of a board that wraps moved by whole periods into one field, and the two periods: the periods are
    what a step across a seam is off by; the flattest is the field's width, the next its height (along its own
    slant)."""
    periods: list[tuple[float, float]] = []
    for cell, (x, y) in enumerate(at):
        for side, (ax, ay) in ends[polygons[cell]].items():
            other = table[cell * n + side]
            if other < 0:
                continue
            bx, by = ends[polygons[other]][backs[side]]
            ox, oy = at[other]
            dx, dy = ox - (x + ax - bx), oy - (y + ay - by)
            if math.hypot(dx, dy) > 1e-6:
                periods.append((dx, dy) if (dy, dx) > (0, 0) else (-dx, -dy))
    if not periods:
        return at, ()
    # the flattest (most nearly east-west) period is the field's width; the shortest one not along it, its height
    wide = min(periods, key=lambda p: (round(abs(p[1]), 6), abs(p[0])))
    across = [p for p in periods if abs(p[0] * wide[1] - p[1] * wide[0]) > 1e-6]
    if not across:
        return at, ()
    tall = min(across, key=lambda p: math.hypot(*p))
    (wx, wy), (tx, ty) = wide, tall
    det = wx * ty - wy * tx
    ox, oy = at[0]
    out = []
    for x, y in at:
        dx, dy = x - ox, y - oy
        b = (wx * dy - wy * dx) / det   # dx, dy = a * wide + b * tall: first b to 0..1, one band of rows
        fb = math.floor(b + 1e-6)
        x, y = x - fb * tx, y - fb * ty
        if abs(wy) < 1e-6:  # then east-west round the width: a field as square as the board
            x = ox + (x - ox + 1e-6) % abs(wx) - 1e-6
        else:
            a = ((x - ox) * ty - (y - oy) * tx) / det
            fa = math.floor(a + 1e-6)
            x, y = x - fa * wx, y - fa * wy
        out.append((x, y))
    if abs(wy) < 1e-6:  # the width's period as the field's rows run round it
        wide = (abs(wx), 0.0)
    return out, (wide, tall)


@lru_cache(maxsize=8)
def rows_of(grid: Any, width: int, height: int, wrap: bool, holes: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """The board's cells in rows for screen readers: those whose centres stand at one height (to a tenth of a
    cell), top to bottom, each left to right; the holes left out."""
    places = grid.places(width, height, wrap)
    gone = set(holes)
    bands: dict[float, list[int]] = {}
    for c, (x, y) in enumerate(places.centres):
        if c not in gone:
            bands.setdefault(round(y * 10), []).append(c)
    return tuple(tuple(sorted(cells, key=lambda c: places.centres[c][0])) for _, cells in sorted(bands.items()))


@lru_cache(maxsize=8)
def place_of(grid: Any, width: int, height: int, wrap: bool, holes: tuple[int, ...]) -> dict[int, tuple[int, int]]:
    """Per cell, its row and its place in the row (1-based), as `rows_of` has them (cached: read it, never change
    it)."""
    rows = rows_of(grid, width, height, wrap, holes)
    return {c: (r + 1, k + 1) for r, row in enumerate(rows) for k, c in enumerate(row)}


WAYS: Final = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))
"""The eight ways the keys move (x east, y down), clockwise from north: the arrows are 0, 2, 4 and 6, the number
pad's digits round 5 all eight (8 north, 9 north-east, 6 east, 3 south-east, 2 south, 1 south-west, 4 west, 7
north-west)."""


def arrows_of(grid: Any, width: int, height: int, wrap: bool, holes: tuple[int, ...]) -> list[int]:
    """Per cell, where each of the eight `WAYS` moves the focus (eight numbers a cell): the neighbour whose centre lies
    nearest that way, less than a right angle off it (across a seam of a board that wraps too, as the
    water runs), or -1 (none that way; a hole has none). On a grid whose polygons face between the arrows (an
    octagonal board's squares) the digits reach what the arrows do not. Cached (a new list each call)."""
    return list(_arrows(grid, width, height, wrap, holes))


_UNIT_WAYS: Final = tuple((x / math.hypot(x, y), y / math.hypot(x, y)) for x, y in WAYS)


@lru_cache(maxsize=8)
def _arrows(grid: Any, width: int, height: int, wrap: bool, holes: tuple[int, ...]) -> tuple[int, ...]:
    places = grid.places(width, height, wrap)
    table, n = grid.neighbour_table(width, height, wrap, ()), grid.sides
    gone = set(holes)
    size = len(places.centres)
    ends, polygons = places.ends, places.polygons
    out = [-1] * (8 * size)
    for c in range(size):
        if c in gone:
            continue
        mine = ends[polygons[c]]
        towards = []  # each neighbour and the way to its centre, a unit vector (across a seam too)
        for side, (ax, ay) in mine.items():
            other = table[c * n + side]
            if other < 0 or other in gone:
                continue
            bx, by = ends[polygons[other]][grid.opposite(side)]
            ex, ey = ax - bx, ay - by
            d = math.hypot(ex, ey)
            towards.append((other, ex / d, ey / d))
        base = 8 * c
        for k, (ux, uy) in enumerate(_UNIT_WAYS):
            best, score = -1, 1e-6
            for other, ex, ey in towards:
                along = ex * ux + ey * uy
                if along > score + 1e-9:
                    best, score = other, along
            out[base + k] = best
    return tuple(out)


def row_and_column(grid: Any, width: int, height: int, wrap: bool, holes: tuple[int, ...], cell: int) -> tuple[int, int]:
    """Where words put `cell`, from 1: its row and column on squares and hexagons, else its row and its place in the
    row as `rows_of` has them (what a piece's words say)."""
    if grid.places(width, height, wrap).uniform:
        return cell // width + 1, cell % width + 1
    return place_of(grid, width, height, wrap, holes).get(cell, (0, 0))


def wrap_ways(grid: Any, width: int, height: int, wrap: bool, holes: tuple[int, ...] | frozenset[int] = ()
              ) -> tuple[bool, bool]:
    """Which ways a board runs round: (left to right, top to bottom), whether cells join across those rims (a
    neighbour drawn over half the field away). A half-wrap shape (`suido.grids.shapes`) runs round one way only."""
    if not wrap:
        return False, False
    places = grid.places(width, height, wrap, tuple(holes))
    table = grid.neighbour_table(width, height, wrap, ())
    out = set(holes)
    (w, h), across, down = places.extent, False, False
    for cell, (x, y) in enumerate(places.centres):
        if cell in out:
            continue
        for side in places.sides(cell):
            other = table[cell * grid.sides + side]
            if other >= 0 and other not in out:
                ox, oy = places.centres[other]
                across = across or abs(ox - x) > w / 2
                down = down or abs(oy - y) > h / 2
    return across, down
