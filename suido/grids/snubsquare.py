"""The snub square grid: squares and triangles, two squares and four triangles a block.

Laid out as hexapipes lays it (`suido.grids.tiling`): blocks in a square grid `round(width / sqrt 6)` by
`round(height / sqrt 6)`, each six cells `6 * (w * r + c) + unit`: 0 and 3 squares (tilted 15 degrees one
way and the other), 1, 2, 4 and 5 triangles. Four directions, hexapipes' bits E 1, N 2, W 4, S 8 (names
only: each polygon's edges face its own angles); a square turns a quarter, a triangle a third. A board that
does not wrap leaves out one triangle (unit 5 of the bottom-left block); one that wraps runs the blocks'
rows and columns round.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import Tiling, hexapipes_polygon, js_round

E, N, W, S = range(4)
_TRIANGLE: Final = math.sqrt(3) / 6
_UNITS: Final = (
    hexapipes_polygon("square", (E, N, W, S), (15, 105, 195, 285), 0.5),
    hexapipes_polygon("triangle", (E, N, W), (-45, 75, 195), _TRIANGLE),
    hexapipes_polygon("triangle", (E, W, S), (15, 135, 255), _TRIANGLE),
    hexapipes_polygon("square", (E, N, W, S), (-15, 75, 165, 255), 0.5),
    hexapipes_polygon("triangle", (E, N, W), (-15, 105, 225), _TRIANGLE),
    hexapipes_polygon("triangle", (E, W, S), (45, 165, 285), _TRIANGLE),
)
# per unit, per side: (the block's step (drow, dcol), the unit there)
_LINKS: Final = (
    {E: ((0, 0), 1), S: ((0, 0), 4), N: ((-1, 0), 5), W: ((0, -1), 2)},
    {E: ((0, 0), 2), N: ((-1, 0), 3), W: ((0, 0), 0)},
    {E: ((0, 1), 0), W: ((0, 0), 1), S: ((0, 0), 3)},
    {E: ((0, 1), 5), N: ((0, 0), 2), W: ((0, 0), 4), S: ((1, 0), 1)},
    {E: ((0, 0), 3), N: ((0, 0), 0), W: ((0, 0), 5)},
    {E: ((0, 0), 4), W: ((0, -1), 3), S: ((1, 0), 0)},
)


class _SnubSquare(Tiling):
    name = "snubsquare"
    sides = 4
    side_names = ("east", "north", "west", "south")
    backs = (2, 3, 0, 1)
    polygons = _UNITS
    adjective = "snub square"
    noun = "squares and triangles"
    shapes = ()
    letter = "s"
    board_shapes = ("hole",)  # (hexapipes gives this grid no shapes: a hole in the middle is ours)
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        w, h = js_round(width / math.sqrt(6)), js_round(height / math.sqrt(6))
        holes = frozenset() if wrap else frozenset({(w * h - w) * 6 + 5})

        def step(cell: int, side: int) -> int:
            block, unit = divmod(cell, 6)
            r, c = divmod(block, w)
            (dr, dc), there = _LINKS[unit][side]
            r, c = r + dr, c + dc
            if wrap:
                r, c = r % h, c % w
            elif not (0 <= r < h and 0 <= c < w):
                return -1
            return 6 * (w * r + c) + there

        return 6 * w * h, lambda cell: cell % 6, holes, step


SNUBSQUARE: Final = _SnubSquare()
"""The snub square grid (squares and triangles)."""
