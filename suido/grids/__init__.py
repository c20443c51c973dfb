"""The grids a board can be on, one module each, and the one registry every layer asks.

`grid.py` holds the contract every grid keeps (`Grid`: its geometry, and what the codes, the
drawing, the symmetry, the generator, the difficulty, the words and the text drawing ask of it); each
grid is a module of its own that owns everything about it:

* `square.py`: `SQUARE`, four sides, bits N 1, E 2, S 4, W 8 (SUIDO-JS.md section 0); a turn is a
  quarter. It also holds the square's pieces (`suido.pieces` gives the same names) and a square of
  four cells that turns as one (big pieces and blocks).
* `hex.py`: `HEX`, pointy-topped hexagons in rows, odd rows shifted half a cell to the right
  ("odd-r", as hexapipes); six sides clockwise from north-east, bits NE 1, E 2, SE 4, SW 8, W 16,
  NW 32; a turn is a sixth (60 degrees).

A new grid is a new module here (a `Grid` with its tables) and its line in `GRIDS`; its words
in `suido.strings`; the difficulty's reference tables made for it (`build.py tables`). The worker
and the page take the rest from the grid.
"""

from __future__ import annotations

from typing import Final

from .grid import Grid
from .hex import HEX
from .square import SQUARE

GRIDS: Final[dict[str, Grid]] = {SQUARE.name: SQUARE, HEX.name: HEX}
"""The grids by name (a `Layout`'s `grid`)."""


def grid_named(name: str) -> Grid:
    """The grid called `name` ("square" or "hex"); ValueError for any other."""
    try:
        return GRIDS[name]
    except (KeyError, TypeError):
        raise ValueError(f"grid {name!r} is not one of {', '.join(GRIDS)}") from None


__all__ = ["GRIDS", "HEX", "SQUARE", "Grid", "grid_named"]
