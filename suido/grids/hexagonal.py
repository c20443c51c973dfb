"""hexapipes' own hexagonal grid, wrap and all (`hexapipes-hex`): what a hexapipes hexagonal puzzle that wraps
is read as.

The same hexagons as `suido.grids.HEX` (pointy-topped, odd rows shifted half a cell east, `cell = width * row
+ col`), laid out as hexapipes lays them (`suido.grids.tiling`): masks in hexapipes' bits E 1, NE 2, NW 4,
W 8, SW 16, SE 32, and its wrap, whose seam shifts a column (off the top, the last row one column east; off
the bottom, the first row one column west when the height is even; `suido.grids.tiling.hex_step`), which
`HEX`'s wrap (rows and columns simply round) has not. A turn is a sixth.
"""

from __future__ import annotations

import math
from typing import Callable, Final

from .tiling import Tiling, hex_step, hexapipes_polygon

_HEXAGON: Final = hexapipes_polygon("hexagon", (0, 1, 2, 3, 4, 5), (0, 60, 120, 180, 240, 300), 0.5)


class _Hexagonal(Tiling):
    name = "hexapipes-hex"
    hexapipes_name = "hexagonal"
    sides = 6
    side_names = ("east", "north-east", "north-west", "west", "south-west", "south-east")
    backs = (3, 4, 5, 0, 1, 2)
    polygons = (_HEXAGON,)
    adjective = "hexagonal (hexapipes' wrap)"
    noun = "hexagons"
    shapes = ()
    letter = "y"
    board_shapes = ("hexagon", "triangle", "hourglass", "donut", "hole")
    wrap_shapes = ("half-wrap-horizontal", "half-wrap-vertical", "hole")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int], frozenset[int],
                                                                    Callable[[int, int], int]]:
        return width * height, lambda cell: 0, frozenset(), lambda cell, side: hex_step(cell, side, width, height, wrap)


HEXAGONAL: Final = _Hexagonal()
"""hexapipes' hexagonal grid (its own wrap)."""
