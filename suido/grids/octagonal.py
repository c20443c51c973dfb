"""The octagonal grid: octagons in rows and columns, a square (a diamond) in each gap between four of them.

Laid out as hexapipes lays it (`suido.grids.tiling`): on a board of hexapipes' size W x H, the octagon at
(row r, col c) is cell `W*r + c` and the square between octagons (r, c), (r, c+1), (r+1, c) and
(r+1, c+1) is cell `W*H + W*r + c`. Eight directions, hexapipes' bits E 1, NE 2, N 4, NW 8, W 16,
SW 32, S 64, SE 128; an octagon turns an eighth, a square a quarter (on its four diagonal sides). A
board that does not wrap leaves out the squares of its last row and last column; one that wraps runs
the rows and the columns round.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import Tiling, hexapipes_polygon

_OCTAGON: Final = hexapipes_polygon("octagon", (0, 1, 2, 3, 4, 5, 6, 7), (0, 45, 90, 135, 180, 225, 270, 315), 0.5)
_SQUARE: Final = hexapipes_polygon("square", (1, 3, 5, 7), (45, 135, 225, 315),
                            (math.sqrt(2) - 1) / 2)  # between four octagons 1 apart
# per side of an octagon: (drow, dcol, is a square); of a square: (drow, dcol) to an octagon
_FROM_OCTAGON: Final = {0: (0, 1, False), 2: (-1, 0, False), 4: (0, -1, False), 6: (1, 0, False),
                        1: (-1, 0, True), 3: (-1, -1, True), 5: (0, -1, True), 7: (0, 0, True)}
_FROM_SQUARE: Final = {1: (0, 1), 3: (0, 0), 5: (1, 0), 7: (1, 1)}


class _Octagonal(Tiling):
    name = "octagonal"
    sides = 8
    side_names = ("east", "north-east", "north", "north-west", "west", "south-west", "south", "south-east")
    backs = (4, 5, 6, 7, 0, 1, 2, 3)
    polygons = (_OCTAGON, _SQUARE)
    adjective = "octagonal"
    noun = "octagons and squares"
    shapes = ()
    letter = "o"
    board_shapes = ("octagon", "hole", "butterfly", "donut")
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        w, h = width, height
        layer = w * h
        holes = frozenset() if wrap else frozenset(
            layer + w * r + c for r in range(h) for c in range(w) if r == h - 1 or c == w - 1)

        def at(r: int, c: int, square: bool) -> int:
            if wrap:
                r, c = r % h, c % w
            elif not (0 <= r < h and 0 <= c < w):
                return -1
            return layer * square + w * r + c

        def step(cell: int, side: int) -> int:
            if cell < layer:
                r, c = divmod(cell, w)
                dr, dc, square = _FROM_OCTAGON[side]
                return at(r + dr, c + dc, square)
            r, c = divmod(cell - layer, w)
            dr, dc = _FROM_SQUARE[side]
            return at(r + dr, c + dc, False)

        return 2 * layer, lambda cell: int(cell >= layer), holes, step


OCTAGONAL: Final = _Octagonal()
"""The octagonal grid (octagons and squares)."""
