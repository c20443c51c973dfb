"""A cell's polygon: its sides in clockwise order, its full mask, its turn and its shapes up to turning.

A grid's sides are its directions, numbered `0..grid.sides-1`, and side `s` is the bit `1 << s` of a mask
(the table `grid.neighbour_table` is `sides` wide). A polygon uses some of them: `clockwise` lists its
sides in clockwise order round the cell, and a turn of `by` steps clockwise moves the arm on
`clockwise[k]` to `clockwise[(k + by) % n]`. On squares and hexagons the one polygon has every side
in order (`clockwise == range(n)`) and a turn is a rotate left of the mask's bits; on the grids that mix
polygons (octagons and squares, triangles beside squares or hexagons) a square on an octagonal board uses
four of the eight directions, a triangle three of four.

`angles` says where each side's edge faces from the cell's centre, in degrees (0 east, 90 north,
counted anticlockwise, as on a map), in the order of `clockwise`, and `reach` how far the middle of each edge
is from the centre (the same for every side of these polygons; a regular polygon's inradius): where an arm
ends (`arm_end`) and, from them, the outline (`corners`).

>>> square = Polygon("square", (0, 1, 2, 3), (90, 0, 270, 180))
>>> square.turn(0b0011), square.turn(1, -1)
(6, 8)
>>> diamond = Polygon("square", (1, 7, 5, 3), (45, 315, 225, 135))  # a square on an octagonal board
>>> diamond.full, diamond.turn(1 << 1), diamond.rotations_of(1 << 1 | 1 << 5)
(170, 128, (34, 136))
"""

from __future__ import annotations

import math
from typing import Final


class Polygon:
    """A cell's polygon (see the module): `name` ("square", "hexagon", "octagon", "triangle"),
    `clockwise` its sides, `sides` how many, `full` the mask open on every side, `angles` each
    side's facing in degrees."""

    def __init__(self, name: str, clockwise: tuple[int, ...], angles: tuple[float, ...], reach: float = 0.5) -> None:
        if len(set(clockwise)) != len(clockwise) or len(angles) != len(clockwise):
            raise ValueError(f"a polygon's sides are distinct, one angle each: {clockwise} {angles}")
        self.name: Final = name
        self.clockwise: Final = clockwise
        self.angles: Final = angles
        self.reach: Final = reach
        self.sides: Final = len(clockwise)
        self.full: Final = sum(1 << s for s in clockwise)
        self.ordered: Final = clockwise == tuple(range(len(clockwise)))
        """Whether a turn is a rotate left of the bits (every side, in order: squares and hexagons)."""
        n = self.sides
        top = 1 << (max(clockwise) + 1)
        # per step clockwise (0..n-1), per mask inside `full`: the mask turned (255 outside)
        turned = []
        for by in range(n):
            row = bytearray(b"\xff" * top)
            for mask in range(top):
                if mask & ~self.full:
                    continue
                out = 0
                for k, side in enumerate(clockwise):
                    if mask >> side & 1:
                        out |= 1 << clockwise[(k + by) % n]
                row[mask] = out
            turned.append(bytes(row))
        self._turned: Final = tuple(turned)
        self._rotations: Final = {mask: tuple(sorted({row[mask] for row in turned}))
                                  for mask in range(top) if not mask & ~self.full}

    def turn(self, mask: int, by: int = 1) -> int:
        """`mask` turned `by` steps clockwise (negative: anticlockwise); only the polygon's sides of
        `mask` are read."""
        return self._turned[by % self.sides][mask & self.full]

    def rotations_of(self, mask: int) -> tuple[int, ...]:
        """The distinct facings of `mask` on this polygon, ascending."""
        return self._rotations[mask & self.full]

    def turns_between(self, a: int, b: int) -> int | None:
        """The fewest steps clockwise (`0..sides-1`) that turn `a` into `b`, or None when `b` is not a
        facing of `a` (or has a side the polygon has not)."""
        if b & ~self.full:
            return None
        a &= self.full
        for q in range(self.sides):
            if self._turned[q][a] == b:
                return q
        return None

    def shapes(self) -> tuple[int, ...]:
        """One mask of every shape a piece can have on this polygon up to turning (its least facing),
        ascending: 6 on a square, 14 on a hexagon, 4 on a triangle, 36 on an octagon."""
        return tuple(sorted({facings[0] for facings in self._rotations.values()}))

    def arm_end(self, side: int) -> tuple[float, float]:
        """The middle of the edge on `side` (one of `clockwise`) about the centre, x east and y down (as on a
        page)."""
        a = math.radians(self.angles[self.clockwise.index(side)])
        return (self.reach * math.cos(a), -self.reach * math.sin(a))

    def corners(self) -> tuple[tuple[float, float], ...]:
        """The outline about the centre (x east, y down), a corner after each side's edge, clockwise: where the
        lines of two edges that follow each other meet (a four-sided polygon, a square or a rhombus, is a
        parallelogram: its corner is the sum of the two edges' middles)."""
        ends = [self.arm_end(side) for side in self.clockwise]
        n = self.sides
        out = []
        for k in range(n):
            (ax, ay), (bx, by) = ends[k], ends[(k + 1) % n]
            if n == 4:
                out.append((ax + bx, ay + by))
                continue
            # each edge's line runs through its middle across the ray to it: x.m = |m|^2
            det = ax * by - ay * bx
            a2, b2 = ax * ax + ay * ay, bx * bx + by * by
            out.append(((a2 * by - b2 * ay) / det, (ax * b2 - bx * a2) / det))
        return tuple(out)

    def __repr__(self) -> str:
        return f"Polygon({self.name!r}, {self.clockwise})"
