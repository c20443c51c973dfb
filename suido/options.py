"""The options of ``make``, checked: an impossible request is refused here, at once, with a
``ValueError`` saying why (SUIDO-JS.md section 5.2 gives the options and their ranges)."""

from __future__ import annotations

import math
from dataclasses import dataclass

from .grids import grid_named
from .squares import most_squares


@dataclass(frozen=True)
class Options:
    """``make``'s options, checked: see ``options``."""

    width: int
    height: int
    kind: str
    wrap: bool
    sources: int
    drains: int
    spares: float
    locked: int
    walls: int
    bigs: int = 0
    blocks: int = 0
    big_kinds: str = "five"
    grid: str = "square"


def whole(name: str, value: object, low: int, high: int | None = None) -> int:
    """``value`` when it is a whole number from ``low`` to ``high`` (None: no top), else ``ValueError``."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        top = f" to {high}" if high is not None else " or more"
        raise ValueError(f"{name} must be {low}{top}, not {value}")
    return value


def options(size: int | None, width: int | None, height: int | None, kind: str, wrap: bool, sources: int,
            drains: int | None, spares: float | None, locked: int, walls: int, bigs: int, blocks: int,
             big_kinds: str, grid: str = "square") -> Options:
    """The options as ``make`` takes them, checked and with the defaults filled in. ``grid``: "square"
    or "hex" (``suido.grids``); a hexagonal board has the same limits (sides 2 to 64, 3 for
    inlet-outlet, at most one pump per six cells) but wraps only with at least 3 columns and an
    even number of rows, at least 4 (so a row's shift holds across the seam), and has no big
    pieces or blocks (those are squares of four)."""
    if not isinstance(grid, str) or grid not in ("square", "hex"):
        raise ValueError(f"grid must be 'square' or 'hex', not {grid!r}")
    geometry = grid_named(grid)
    if kind not in ("network", "drains", "inlet-outlet"):
        raise ValueError(f"kind must be 'network', 'drains' or 'inlet-outlet', not {kind!r}")
    w = whole("width" if width is not None else "size", width if width is not None else size if size is not None else 7, 2, 64)
    h = whole("height" if height is not None else "size", height if height is not None else size if size is not None else w, 2, 64)
    if not isinstance(wrap, bool):
        raise ValueError(f"wrap must be True or False, not {wrap!r}")
    why = geometry.check_size(w, h, wrap)
    if why is not None and grid != "square":
        raise ValueError(f"a hexagonal {w}x{h} board cannot wrap: {why.split(': ', 1)[1]}")
    if wrap and (w < 3 or h < 3):
        raise ValueError(f"a {w}x{h} board cannot wrap: wrap needs both sides at least 3 "
                         "(a 2-wide wrap board always has a second answer)")
    cells = w * h
    if kind == "inlet-outlet":
        if wrap:
            raise ValueError("an inlet-outlet board cannot wrap: its path runs from the top-left corner to the bottom-right")
        if w < 3 or h < 3:
            raise ValueError(f"an inlet-outlet board needs both sides at least 3, not {w}x{h}")
        if sources != 1 or drains not in (None, 1):
            raise ValueError("an inlet-outlet board has exactly one pump and one drain")
    top = max(1, cells // 6)
    whole("sources", sources, 1)
    if sources > top:
        raise ValueError(f"{sources} pumps is too many for a {w}x{h} board: at most one per six cells ({top})")
    if kind == "drains":
        d = round(math.sqrt(cells) * 0.8) if drains is None else whole("drains", drains, 1)
        # the default is the cap when the board is too small for it (a 2x2 takes one drain); a count asked for is checked
        d = min(max(d, sources), max(sources, cells // 3)) if drains is None else d
        if d < sources:
            raise ValueError(f"a drains board needs a drain for each pump: {d} drains for {sources} pumps")
        if d > max(sources, cells // 3):
            raise ValueError(f"{d} drains is too many for a {w}x{h} board: at most {max(sources, cells // 3)}")
    elif kind == "inlet-outlet":
        d = 1
    else:
        if drains not in (None, 0):
            raise ValueError("drains are asked for on a drains board (a network marks its dead ends itself)")
        d = 0
    if spares is None:
        spare = 0.85 if kind == "inlet-outlet" else 0.5
    elif isinstance(spares, bool) or not isinstance(spares, (int, float)) or not 0 <= spares <= 1:
        raise ValueError(f"spares must be a share from 0 to 1, not {spares!r}")
    else:
        spare = float(spares)
    # the edges between cells (each counted from both its cells), as the grid's neighbour table has them
    edges = sum(other >= 0 for other in geometry.neighbour_table(w, h, wrap, ())) // 2
    most_walls = edges - (cells - sources)
    whole("walls", walls, 0, most_walls)
    whole("locked", locked, 0, cells // 2)
    whole("bigs", bigs, 0)
    whole("blocks", blocks, 0)
    if big_kinds not in ("five", "simple", "more", "all"):
        raise ValueError(f"big_kinds must be 'five', 'simple', 'more' or 'all', not {big_kinds!r}")
    if (bigs or blocks) and grid != "square":
        raise ValueError("big pieces and blocks come only on a square board (they are squares of four cells;"
                         " a hexagonal board has none)")
    if (bigs or blocks) and kind != "network":
        raise ValueError("big pieces and blocks come only on a network board")
    if bigs + blocks > most_squares(w, h):
        raise ValueError(f"{bigs + blocks} squares (big pieces and blocks) do not fit on a {w}x{h} board:"
                         f" at most {most_squares(w, h)} squares of four")
    if cells - 4 * (bigs + blocks) < sources + locked:
        raise ValueError(f"{bigs + blocks} squares leave {cells - 4 * (bigs + blocks)} cells outside them, too few"
                         f" for {sources} pumps and {locked} locked pieces (neither goes in a square)")
    return Options(w, h, kind, wrap, sources, d, spare, locked, walls, bigs, blocks, big_kinds, grid)
