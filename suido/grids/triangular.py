"""The triangular grid: triangles pointing up and down in rows.

Laid out as hexapipes lays it (`suido.grids.tiling`): rows of `w` pairs, cells `2 * (row * w + s) + unit`:
0 the triangle pointing up, 1 the one pointing down. `w` and `h` are `round(size / sqrt 2)`, one more each
on a board that does not wrap, whose rows are sheared (a pair's axial column is `s - floor(row / 2)`) and
trimmed to a rectangle by a hole at each row's end; on a board that wraps the rows and the columns run
round. Four directions, hexapipes' bits E 1, N 2, W 4, S 8 (an up triangle has E, W, S; a down one E, N,
W); a turn is a third.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import Tiling, hexapipes_polygon, js_round, skewed_rows

E, N, W, S = range(4)
_UP: Final = hexapipes_polygon("triangle", (E, W, S), (30, 150, 270), math.sqrt(3) / 6)
_DOWN: Final = hexapipes_polygon("triangle", (E, N, W), (-30, 90, 210), math.sqrt(3) / 6)
# per unit, per side: (drow, dcol, the unit there), by the axial column
_LINKS: Final = ({E: (0, 1, 1), W: (0, 0, 1), S: (1, 0, 1)},
                 {E: (0, 0, 0), N: (-1, 0, 0), W: (0, -1, 0)})


class _Triangular(Tiling):
    name = "triangular"
    sides = 4
    side_names = ("east", "north", "west", "south")
    backs = (2, 3, 0, 1)
    polygons = (_UP, _DOWN)
    adjective = "triangular"
    noun = "triangles"
    shapes = ()
    letter = "t"
    board_shapes = ("hole",)  # (hexapipes gives this grid no shapes: a hole in the middle is ours)
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        w, h = js_round(width / math.sqrt(2)), js_round(height / math.sqrt(2))
        if not wrap:
            w, h = w + 1, h + 1

        at = skewed_rows(w, h, wrap, 2)

        holes = frozenset() if wrap else frozenset(
            at(r, -(r // 2), 1) if r % 2 == 0 else at(r, w - 1 - r // 2, 0) for r in range(h))

        def step(cell: int, side: int) -> int:
            pair, unit = divmod(cell, 2)
            r, s = divmod(pair, w)
            c = s if wrap else s - r // 2
            dr, dc, there = _LINKS[unit][side]
            return at(r + dr, c + dc, there)

        return 2 * w * h, lambda cell: cell % 2, holes, step


TRIANGULAR: Final = _Triangular()
"""The triangular grid."""
