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

* `polygon.py`: a cell's polygon (its sides clockwise, its full mask, its turn, its shapes up to turning).
* `tiling.py`: what the grids laid out as hexapipes lays them share (its numbering, its direction bits,
  its wrap, its boards' holes), and one module each: `octagonal.py`, `etrat.py`, `cube.py`,
  `trihexagonal.py`, `snubsquare.py`, `rhombitrihexagonal.py`, `triangular.py`, and `hexagonal.py`,
  hexapipes' hexagons with its own wrap (`TILINGS`). The engine (codes, flow, check, game, solver, `make`,
  hexapipes' puzzles both ways) plays them (`ALL_GRIDS`), and the page draws them (`suido.svg.tiles`,
  from `places.py`: where a board's cells stand on any grid); they have no difficulty tables nor symmetry of
  their own yet.

A new grid is a new module here (a `Grid` with its tables) and its line in `GRIDS`; its words
in `suido.strings`; the difficulty's reference tables made for it (`build.py tables`). The worker
and the page take the rest from the grid.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Final

from .grid import Grid
from .hex import HEX
from .square import SQUARE

GRIDS: Final[dict[str, Grid]] = {SQUARE.name: SQUARE, HEX.name: HEX}
"""The grids a player makes and plays by name (a `Layout`'s `grid`): the page's, the codes', `make`'s."""
if TYPE_CHECKING:
    from .tiling import Tiling
TILINGS: Final[dict[str, Tiling]] = {}
"""The grids laid out as hexapipes lays them, by hexapipes' names (`suido.grids.tiling`): its seven grids that are
not squares or hexagons, and its hexagonal grid with its own wrap (what its hexagonal wrap puzzles are read as).
None in a build that leaves their modules out (the engine then plays squares and hexagons alone); the package and the
page's wheel have them all."""
try:
    from .cube import CUBE
    from .etrat import ETRAT
    from .hexagonal import HEXAGONAL
    from .octagonal import OCTAGONAL
    from .rhombitrihexagonal import RHOMBITRIHEXAGONAL
    from .snubsquare import SNUBSQUARE
    from .triangular import TRIANGULAR
    from .trihexagonal import TRIHEXAGONAL
except ImportError:  # a build without them (see TILINGS)
    pass
else:
    TILINGS.update((g.name, g) for g in (OCTAGONAL, ETRAT, CUBE, TRIHEXAGONAL, SNUBSQUARE, RHOMBITRIHEXAGONAL,
                                         TRIANGULAR, HEXAGONAL))
ALL_GRIDS: Final[dict[str, Grid]] = {**GRIDS, **TILINGS}
"""Every grid the engine plays (a `Layout`'s `grid` may be any): the flow, the check, the game, the solver."""


def grid_named(name: str) -> Grid:
    """The grid called `name` ("square" or "hex"); ValueError for any other."""
    try:
        return GRIDS[name]
    except (KeyError, TypeError):
        raise ValueError(f"grid {name!r} is not one of {', '.join(GRIDS)}") from None


__all__ = ["ALL_GRIDS", "GRIDS", "HEX", "SQUARE", "TILINGS", "Grid", "grid_named"]
