"""The cube grid: three rhombi to a hexagon, drawn as cubes.

Laid out as hexapipes lays it (`suido.grids.tiling`): a board of hexagons `round(width * s)` by
`round(height * s)` (s 0.67, or 0.58 when it wraps), each hexagon three cells `3h + face`: 0 the
lower-right rhombus, 1 the top one, 2 the lower-left. Four directions, hexapipes' bits A 1, B 2, C 4,
D 8 (the side back of A is B, of C is D: A and B are sides of one face that meet); every face turns a
quarter, its sides clockwise A, D, C, B. The hexagons step and wrap as hexapipes' hexagons do; a board
that does not wrap is trimmed to a hexagon of hexagons (hexapipes' `useShape('hexagon')`), the three faces
of each hexagon left out being holes.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import (HEX_EAST, HEX_NORTH_EAST, HEX_NORTH_WEST, HEX_SOUTH_EAST, HEX_SOUTH_WEST, HEX_WEST, Tiling,
                     hex_step, hexagon_shape, hexapipes_polygon, js_round)

_REACH: Final = 1.5 * math.sqrt(3) / 6  # a face's edges' middles from its centre (its side halved)
# one polygon a face (they turn alike; their sides face other ways on the page)
_FACES: Final = (hexapipes_polygon("rhombus", (0, 1, 2, 3), (90, 210, 270, 30), _REACH),
                 hexapipes_polygon("rhombus", (0, 1, 2, 3), (210, 330, 30, 150), _REACH),
                 hexapipes_polygon("rhombus", (0, 1, 2, 3), (330, 90, 150, 270), _REACH))
# per face, per side: (the hexagon's step or None for the same one, the face there)
_LINKS: Final = (
    {0: (None, 1), 1: (None, 2), 2: (HEX_SOUTH_EAST, 1), 3: (HEX_EAST, 2)},
    {0: (None, 2), 1: (None, 0), 2: (HEX_NORTH_EAST, 2), 3: (HEX_NORTH_WEST, 0)},
    {0: (None, 0), 1: (None, 1), 2: (HEX_WEST, 0), 3: (HEX_SOUTH_WEST, 1)},
)


class _Cube(Tiling):
    name = "cube"
    sides = 4
    side_names = ("A", "B", "C", "D")
    backs = (1, 0, 3, 2)
    polygons = _FACES
    adjective = "cube"
    noun = "rhombi"
    shapes = ()
    letter = "c"
    board_shapes = ("hexagon", "triangle", "hourglass", "donut", "hole")
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")
    shape_group = 3  # a shape keeps or leaves a hexagon's three faces together
    hole_radius = 2.2  # the middle hexagon and the six round it (hexagons 2 apart)

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        scale = 0.58 if wrap else 0.67
        w, h = js_round(width * scale), js_round(height * scale)
        gone = frozenset() if wrap else hexagon_shape(w, h)
        holes = frozenset(3 * g + face for g in gone for face in range(3))

        def step(cell: int, side: int) -> int:
            hexagon, face = divmod(cell, 3)
            direction, there = _LINKS[face][side]
            if direction is not None:
                hexagon = hex_step(hexagon, direction, w, h, wrap)
                if hexagon < 0:
                    return -1
            return 3 * hexagon + there

        return 3 * w * h, lambda cell: cell % 3, holes, step

    def frame_holes(self, width: int, height: int, wrap: bool = False) -> frozenset[int]:
        return frozenset()  # the whole board of hexagons: a shape takes the place of the hexagon trim


CUBE: Final = _Cube()
"""The cube grid (three rhombi to a hexagon)."""
