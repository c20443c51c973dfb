"""The rhombitrihexagonal grid: hexagons, squares and triangles, six cells a block.

Laid out as hexapipes lays it (`suido.grids.tiling`): rows of blocks, each six cells
`6 * (row * w + s) + unit`: 0 the hexagon, 1 the square east of it, 2 the triangle north-east of that
square, 3 the square upper-right, 4 the triangle straight up, 5 the square upper-left. Rows are sheared:
a block's axial column is `s - floor(row / 2)` on a board that does not wrap (whose `w` and `h` come from
hexapipes' sizes by its own formula, trimmed to a rectangle by holes), `s` on one that wraps
(`round(size / sqrt 6)` each way, rows and columns run round). Eight directions, hexapipes' bits E 1,
NE 2, N 4, NW 8, W 16, SW 32, S 64, SE 128 (each polygon has some); a hexagon turns a sixth, a square a
quarter, a triangle a third.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import Tiling, hexapipes_polygon, js_round, skewed_rows

E, NE, N, NW, W, SW, S, SE = range(8)
_UNITS: Final = (
    hexapipes_polygon("hexagon", (E, NE, NW, W, SW, SE), (0, 60, 120, 180, 240, 300), math.sqrt(3) / 2),
    hexapipes_polygon("square", (E, N, W, S), (0, 90, 180, 270), 0.5),
    hexapipes_polygon("triangle", (NE, NW, S), (30, 150, 270), math.sqrt(3) / 6),
    hexapipes_polygon("square", (NE, NW, SW, SE), (60, 150, 240, 330), 0.5),
    hexapipes_polygon("triangle", (N, SW, SE), (90, 210, 330), math.sqrt(3) / 6),
    hexapipes_polygon("square", (NE, NW, SW, SE), (30, 120, 210, 300), 0.5),
)
# per unit, per side: (drow, dcol, the unit there), by the axial column
_LINKS: Final = (
    {E: (0, 0, 1), NE: (0, 0, 3), NW: (0, 0, 5), W: (0, -1, 1), SW: (1, -1, 3), SE: (1, 0, 5)},
    {E: (0, 1, 0), N: (0, 0, 2), W: (0, 0, 0), S: (1, 0, 4)},
    {NE: (0, 1, 5), NW: (0, 0, 3), S: (0, 0, 1)},
    {NE: (-1, 1, 0), NW: (0, 0, 4), SW: (0, 0, 0), SE: (0, 0, 2)},
    {N: (-1, 0, 1), SW: (0, 0, 5), SE: (0, 0, 3)},
    {NE: (0, 0, 4), NW: (-1, 0, 0), SW: (0, -1, 2), SE: (0, 0, 0)},
)


class _Rhombitrihexagonal(Tiling):
    name = "rhombitrihexagonal"
    sides = 8
    side_names = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")
    backs = (4, 5, 6, 7, 0, 1, 2, 3)
    polygons = _UNITS
    adjective = "rhombitrihexagonal"
    noun = "hexagons, squares and triangles"
    shapes = ()
    letter = "r"
    board_shapes = ("hole",)  # (hexapipes gives this grid no shapes: a hole in the middle is ours)
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def cannot_make(self, width: int, height: int, wrap: bool) -> str | None:
        if wrap and self.measure(width, height, wrap)[0] == 6:
            # (each piece faces one neighbour across two sides: no plan of 400 gave one answer)
            return f"{width}x{height}: too small to wrap on a {self.adjective} board (one block of six cells)"
        return super().cannot_make(width, height, wrap)

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        if wrap:
            w, h = js_round(width / math.sqrt(6)), js_round(height / math.sqrt(6))
        else:
            a = (width + height) / (4 * width * height)
            b = a + math.sqrt(1 / 6 + a * a)
            w, h = math.ceil(width * b), math.ceil(height * b)

        at = skewed_rows(w, h, wrap, 6)

        holes: set[int] = set()
        if not wrap:
            for r in range(h):
                if r % 2 == 0:
                    first = at(r, -(r // 2), 0)
                    holes |= {first + i for i in (0, 3, 4, 5)}
                else:
                    holes.add(at(r, -(r // 2), 5))
                    last = at(r, w - 1 - r // 2, 0)
                    holes |= {last + i for i in (1, 2, 3)}
            dc = (h - 1) // 2
            for c in range(-dc, w - dc):
                block = at(h - 1, c, 0)
                holes |= {block, block + 1}
            if h % 2 == 0:
                block = at(h - 1, w - 1 - dc, 2)
                holes |= {block, block + 1}
            else:
                holes |= {at(h - 1, -dc, 2), at(h - 1, -dc, 1), at(h - 1, w - 1 - dc, 2)}

        def step(cell: int, side: int) -> int:
            block, unit = divmod(cell, 6)
            r, s = divmod(block, w)
            c = s if wrap else s - r // 2
            dr, dc, there = _LINKS[unit][side]
            return at(r + dr, c + dc, there)

        return 6 * w * h, lambda cell: cell % 6, frozenset(holes), step


RHOMBITRIHEXAGONAL: Final = _Rhombitrihexagonal()
"""The rhombitrihexagonal grid (hexagons, squares and triangles)."""
