"""The loops and islands drawn (an aid): two paths over the pieces, each a mark that does not rest
on colour alone. A piece in a loop gets a dashed ring about its centre (in the leak's colour); a
piece in an island a dotted outline inside its edges (in the pump's colour): ring or outline, dashes
or dots, so the two differ by shape as well as colour, in the light, dark and forced colours
(`svg.CONTRASTS` holds both colours 3:1 from the ground). `svg.board` writes the two paths empty;
the page fills their `d` with what `loop_d` and `island_d` give for the sets it shows.

>>> from suido.codes import decode
>>> loop_d(decode("3x3:6c839400h"), [0])
'M82 50a32 32 0 1 1-64 0a32 32 0 1 1 64 0'
"""

from __future__ import annotations

import math
from typing import Final, Iterable

from ..codes import Layout, grid_of

CELL: Final = 100  # as suido.svg's CELL: a cell is 100 units across
RING: Final = 32
"""The loop's ring's radius, in the drawing's units (a cell is 100 across)."""
INSET: Final = 0.84
"""How far in from its edges the island's outline runs (its corners at this much of the cell's)."""

PATHS: Final = '<path class="sd-loops" d=""/><path class="sd-islands" d=""/>'
"""The two paths, empty, as `svg.board` writes them after the pieces (and under the walls)."""

STYLE: Final = (".suido .sd-loops{fill:none;stroke:var(--sd-leak);stroke-width:7;stroke-dasharray:16 10}\n"
                ".suido .sd-islands{fill:none;stroke:var(--sd-source);stroke-width:9;stroke-linecap:round;"
                "stroke-dasharray:0 15}")
"""The two marks' CSS (`svg.STYLE` takes it in)."""


def _n(x: float) -> str:
    return f"{x:.1f}".rstrip("0").rstrip(".")


def loop_d(layout: Layout, cells: Iterable[int]) -> str:
    """The loop's mark of `cells` (positions): a ring about each one's centre, as one path's `d`."""
    places = grid_of(layout).places(layout.width, layout.height, layout.wrap, layout.holes)
    out = []
    for c in cells:
        x, y = places.centre(c)
        x, y = x * CELL, y * CELL
        # smaller in a polygon smaller than a square cell
        ring = RING if places.uniform else RING * min(1.0, 2 * math.hypot(*places.arm_end(c, places.sides(c)[0])))
        out.append(f"M{_n(x + ring)} {_n(y)}a{_n(ring)} {_n(ring)} 0 1 1-{_n(2 * ring)} 0a{_n(ring)} {_n(ring)} 0 1 1 {_n(2 * ring)} 0")
    return "".join(out)


def island_d(layout: Layout, cells: Iterable[int]) -> str:
    """The island's mark of `cells` (positions): each one's outline drawn in (`INSET`), as one path's `d`."""
    places = grid_of(layout).places(layout.width, layout.height, layout.wrap, layout.holes)
    out = []
    for c in cells:
        x, y = places.centre(c)
        corners = places.corners(c)
        points = [f"{_n((x + cx * INSET) * CELL)} {_n((y + cy * INSET) * CELL)}" for cx, cy in corners]
        out.append("M" + "L".join(points) + "Z")
    return "".join(out)
