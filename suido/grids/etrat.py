"""The etrat grid (elongated triangular): rows of squares, rows of triangles between them.

Laid out as hexapipes lays it (`suido.grids.tiling`): a board of hexagons `width` wide and `hexHeight` high
(`ceil(height / 2)`, one more when `height` is even), each hexagon a column of three cells `3h + unit`:
0 the triangle above (pointing up), 1 the square, 2 the triangle below (pointing down). Four directions,
hexapipes' bits E 1, N 2, W 4, S 8 (a triangle has three of them: up E, W, S; down E, N, W); a square
turns a quarter, a triangle a third. The hexagons step and wrap as hexapipes' hexagons do
(`suido.grids.tiling.hex_step`). A board that does not wrap leaves out the top row's upper triangles and
the bottom row's lower ones (and its squares too, when `height` is even).
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import (HEX_EAST, HEX_NORTH_EAST, HEX_NORTH_WEST, HEX_SOUTH_EAST, HEX_SOUTH_WEST, HEX_WEST, Tiling,
                     hex_step, hexapipes_polygon)

_UP: Final = hexapipes_polygon("triangle", (0, 2, 3), (30, 150, 270), math.sqrt(3) / 6)
_SQUARE: Final = hexapipes_polygon("square", (0, 1, 2, 3), (0, 90, 180, 270), 0.5)
_DOWN: Final = hexapipes_polygon("triangle", (0, 1, 2), (-30, 90, 210), math.sqrt(3) / 6)
# per unit, per side: (the hexagon's step or None for the same one, the unit there)
_LINKS: Final = (
    {3: (None, 1), 0: (HEX_NORTH_EAST, 2), 2: (HEX_NORTH_WEST, 2)},
    {1: (None, 0), 3: (None, 2), 0: (HEX_EAST, 1), 2: (HEX_WEST, 1)},
    {1: (None, 1), 0: (HEX_SOUTH_EAST, 0), 2: (HEX_SOUTH_WEST, 0)},
)


class _Etrat(Tiling):
    name = "etrat"
    sides = 4
    side_names = ("east", "north", "west", "south")
    backs = (2, 3, 0, 1)
    polygons = (_UP, _SQUARE, _DOWN)
    adjective = "etrat"
    noun = "squares and triangles"
    shapes = ()
    letter = "e"
    board_shapes = ("hole",)  # (hexapipes gives this grid no shapes: a hole in the middle is ours)
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        even = height % 2 == 0
        rows = -(-height // 2) + even
        total = 3 * width * rows
        holes: set[int] = set()
        if not wrap:
            for i in range(width):
                holes |= {3 * i, total - 1 - 3 * i}
                if even:
                    holes.add(total - 2 - 3 * i)

        def step(cell: int, side: int) -> int:
            hexagon, unit = divmod(cell, 3)
            direction, there = _LINKS[unit][side]
            if direction is not None:
                hexagon = hex_step(hexagon, direction, width, rows, wrap)
                if hexagon < 0:
                    return -1
            return 3 * hexagon + there

        return total, lambda cell: cell % 3, frozenset(holes), step


ETRAT: Final = _Etrat()
"""The etrat grid (elongated triangular: squares and triangles)."""
