"""The grids a board can be on, one module each, and the one registry every layer asks.

``grid.py`` holds the contract every grid keeps (``Grid``); each grid is a module of its own that
owns everything about it. ``GRIDS`` names them; ``grid_named`` finds one by its name (a
``Layout``'s ``grid``).
"""

from __future__ import annotations

from .grid import GRIDS, HEX, SQUARE, Grid, grid_named

__all__ = ["GRIDS", "HEX", "SQUARE", "Grid", "grid_named"]
