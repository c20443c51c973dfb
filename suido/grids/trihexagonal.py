"""The trihexagonal grid: hexagons, each corner met by a triangle.

Laid out as hexapipes lays it (`suido.grids.tiling`): `w = round(width / sqrt 3)` "fish" a row and
`h = round(height / sqrt 3)` rows, each fish a hexagon and two triangles, cells `3 * (r * w + f) + unit`:
0 the hexagon, 1 the triangle pointing down, 2 the one pointing up (east of the hexagon in even rows, west
in odd ones). Six directions, hexapipes' bits NE 1, N 2, NW 4, SW 8, S 16, SE 32 (a triangle has three
of them); a hexagon turns a sixth, a triangle a third. A board that does not wrap leaves out two corner
triangles; one that wraps runs the rows and the fish round.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import Tiling, hexapipes_polygon, js_round

NE, N, NW, SW, S, SE = range(6)
_HEXAGON: Final = hexapipes_polygon("hexagon", (NE, N, NW, SW, S, SE), (30, 90, 150, 210, 270, 330), 0.5)
_DOWN: Final = hexapipes_polygon("triangle", (SE, N, SW), (-30, 90, 210), 1 / 6)
_UP: Final = hexapipes_polygon("triangle", (NE, NW, S), (30, 150, 270), 1 / 6)


class _Trihexagonal(Tiling):
    name = "trihexagonal"
    sides = 6
    side_names = ("north-east", "north", "north-west", "south-west", "south", "south-east")
    backs = (3, 4, 5, 0, 1, 2)
    polygons = (_HEXAGON, _DOWN, _UP)
    adjective = "trihexagonal"
    noun = "hexagons and triangles"
    shapes = ()
    letter = "k"
    board_shapes = ("hexagon", "triangle", "hourglass", "donut", "hole")
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        w, h = js_round(width / math.sqrt(3)), js_round(height / math.sqrt(3))
        even = h % 2 == 0
        # the lower corner: hexapipes writes the last one `h * h * 3 - 1`, the same cell on its boards (w == h)
        holes = frozenset() if wrap else frozenset(
            ((w - 1) * 3 + 1, (h - 1) * w * 3 + 2 if even else w * h * 3 - 1))

        def at(r: int, f: int, unit: int) -> int:
            if not (0 <= f < w and 0 <= r < h):
                if not wrap:
                    return -1
                f, r = f % w, r % h
            return 3 * (r * w + f) + unit

        def step(cell: int, side: int) -> int:
            fish, unit = divmod(cell, 3)
            r, f = divmod(fish, w)
            base = 3 * fish
            if r % 2 == 0:
                if unit == 0 and side == NE:
                    return base + 1
                if unit == 0 and side == SE:
                    return base + 2
                if unit == 1 and side == SW or unit == 2 and side == NW:
                    return base
            else:
                if unit == 0 and side == NW:
                    return base + 1
                if unit == 0 and side == SW:
                    return base + 2
                if unit == 1 and side == SE or unit == 2 and side == NE:
                    return base
            rn, fn = r, f
            if side == N:
                rn, un = r - 1, 2 if unit == 0 else 0
                if r == 0 and not even and unit == 0:
                    fn = f - 1
            elif side == S:
                rn, un = r + 1, 1 if unit == 0 else 0
                if r == h - 1 and not even and unit != 0:
                    fn = f + 1
            elif side in (NE, SE):
                fn, un = f + 1, 0 if r % 2 == 0 else 1 if side == NE else 2
            else:
                fn, un = f - 1, (1 if side == NW else 2) if r % 2 == 0 else 0
            return at(rn, fn, un)

        return 3 * w * h, lambda cell: cell % 3, holes, step


TRIHEXAGONAL: Final = _Trihexagonal()
"""The trihexagonal grid (hexagons and triangles)."""
