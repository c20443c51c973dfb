"""A board's shape: which cells a named shape leaves out of a board (its holes), worked out the same on every grid
from where the cells stand.

hexapipes (gereleth/hexapipes, MIT) gives its boards shapes by making cells empty (its grids' `useShape`): a
hexagon, a triangle, an hourglass, a donut and a round hole on its hexagonal, cube and trihexagonal grids; an
octagon, a hole, a butterfly and a donut on its octagonal grid; and on a board that wraps, a row or a column left
out so that it wraps one way only (`half-wrap-horizontal`, `half-wrap-vertical`). Its other grids have none.
Which shapes a grid offers is the grid's own (`Grid.board_shapes` on a board that does not wrap,
`Grid.wrap_shapes` on one that does); what each shape is lives here once, as geometry on the cells' centres
(`Grid.places`, the largest polygon 1 across its flats), so a shape is computed, never listed:

* the box is that of the centres of the cells the grid's frame has (`Grid.frame_holes` left out; a grid whose
  cells come in groups, the cube's three faces to a hexagon, shapes whole groups: `Grid.shape_group`), `cx, cy`
  its middle;
* `hexagon`: inside the lines at 60 degrees from the middle of the box's left and right sides (a flat-topped
  hexagon as wide as the box);
* `triangle`: inside the lines at 60 degrees down from the box's top corners (a triangle on its point);
* `hourglass`: outside the lines at 60 degrees from the box's corners to its middle row (two triangles meeting);
* `octagon`: the box with its corners cut at 45 degrees, a quarter of its width along each side;
* `butterfly`: the box with a square notch at 45 degrees in the middle of each side, a sixth of its width deep;
* `hole`: the cells within `Grid.hole_radius` of the box's middle left out (hexapipes' round hole);
* `donut`: the grid's first shape (a hexagon, an octagon) with a hole;
* `half-wrap-horizontal`, `half-wrap-vertical`: on a board that wraps, the cells along its top seam (its left
  one) that have a neighbour across it left out: the board then wraps left to right (top to bottom) only.

Whatever a shape leaves apart from the largest joined part of the board goes too (the board's cells are one
network), and a shape that leaves fewer than `SMALLEST` cells, or under a third of the frame's, is refused.

>>> from suido.grids import TILINGS
>>> hexagon = TILINGS["hexapipes-hex"].shaped_holes(7, 7, False, "hexagon")
>>> len(hexagon), 0 in hexagon, 24 in hexagon          # the corners go, the middle stays
(12, True, False)
"""

from __future__ import annotations

import math
from typing import Final, Sequence

SHAPES: Final = ("hexagon", "triangle", "hourglass", "octagon", "butterfly", "donut", "hole",
                 "half-wrap-horizontal", "half-wrap-vertical")
"""Every board shape any grid offers (`suido.make`'s `shape`), as hexapipes names them but its `round-hole`,
here `hole` (one word for one thing, as on its octagonal grid)."""
SMALLEST: Final = 6
"""The fewest cells a shaped board keeps."""
_EPS: Final = 1e-6
_SLOPE: Final = math.sqrt(3)  # 60 degrees


def shape_holes(shape: str, centres: Sequence[tuple[float, float]], table: Sequence[int], sides: int,
                frame: frozenset[int], group: int, radius: float, first: str, wrap: bool) -> frozenset[int]:
    """The cells a board of `centres` (per cell; x east, y down) leaves out in `shape` (one of `SHAPES`, already
    held to the grid's): `table` its neighbour table (`sides` a cell, no walls), `frame` the holes of the grid's
    frame, `group` cells a group shaped whole, `radius` a hole's, `first` the grid's first shape (a donut's
    outside), `wrap` whether it wraps. ValueError when fewer than `SMALLEST` cells are left."""
    count = len(centres)
    groups = [range(g, min(g + group, count)) for g in range(0, count, group)]
    # a group's middle; on a board that wraps its cells may stand on either side of a seam (a cube's faces), so
    # there the group's first cell stands for it (the same cell of every group: the same shift for each)
    middles = [centres[cells[0]] if wrap else
               (sum(centres[c][0] for c in cells) / len(cells), sum(centres[c][1] for c in cells) / len(cells))
               for cells in groups]
    kept = [i for i, cells in enumerate(groups) if not all(c in frame for c in cells)]
    if not kept:
        raise ValueError("the board has no cells to shape")
    xs, ys = [middles[i][0] for i in kept], [middles[i][1] for i in kept]
    box = (min(xs), min(ys), max(xs), max(ys))
    gone: set[int] = set(frame)
    if shape.startswith("half-wrap-"):
        across = shape == "half-wrap-vertical"  # a column along the left seam, else a row along the top one
        seam = _seam(centres, table, sides, box, across, frame)
        gone.update(c for cells in groups if any(c in seam for c in cells) for c in cells)
    else:
        for i in kept:
            if not _keeps(shape, middles[i], box, radius, first):
                gone.update(groups[i])
    return _joined(gone, table, sides, count, max(SMALLEST, (count - len(frame)) // 3))


def _keeps(shape: str, at: tuple[float, float], box: tuple[float, float, float, float], radius: float,
           first: str) -> bool:
    """Whether a cell (or group) whose centre is `at` stays in `shape` on the box `box` (left, top, right, bottom)."""
    x, y = at
    x0, y0, x1, y1 = box
    cx, cy = (x0 + x1) / 2, (y0 + y1) / 2
    side = min(x - x0, x1 - x)  # how far in from the nearer of the left and right sides
    if shape == "hexagon":
        return abs(y - cy) <= _SLOPE * side + _EPS
    if shape == "triangle":
        return y - y0 <= _SLOPE * side + _EPS
    if shape == "hourglass":
        return abs(y - cy) + _EPS >= (cy - y0) - _SLOPE * side
    if shape == "octagon":
        cut = max(0.5, math.floor((x1 - x0 + 1) / 4 + 0.5) - 0.5)
        return side + min(y - y0, y1 - y) >= cut - _EPS
    if shape == "butterfly":
        deep = max(1.0, math.floor((x1 - x0 + 1) / 6 + 0.5))
        return not (min(y - y0, y1 - y) + abs(x - cx) < deep - _EPS or side + abs(y - cy) < deep - _EPS)
    if shape == "hole":
        return math.hypot(x - cx, y - cy) > radius + _EPS
    if shape == "donut":
        return _keeps(first, at, box, radius, first) and _keeps("hole", at, box, radius, first)
    raise ValueError(f"no such shape: {shape!r}")


def _seam(centres: Sequence[tuple[float, float]], table: Sequence[int], sides: int,
          box: tuple[float, float, float, float], across: bool, frame: frozenset[int]) -> set[int]:
    """The cells of a board that wraps with a neighbour across its top seam (`across`: its left one), the one
    on the top (left) of each such pair: a neighbour drawn more than half the field away stands across a seam."""
    x0, y0, x1, y1 = box
    half = ((x1 - x0) if across else (y1 - y0)) / 2
    out = set()
    for cell, (x, y) in enumerate(centres):
        if cell in frame:
            continue
        for side in range(sides):
            other = table[cell * sides + side]
            if other < 0 or other in frame:
                continue
            mine, theirs = (x, centres[other][0]) if across else (y, centres[other][1])
            if theirs - mine > half:  # the other stands at the far rim: this one is on the near side of the seam
                out.add(cell)
    return out


def _joined(gone: set[int], table: Sequence[int], sides: int, count: int, least: int) -> frozenset[int]:
    """`gone` and every cell apart from the largest joined part of the rest (the first found of the largest);
    ValueError when fewer than `least` cells are left."""
    seen: set[int] = set()
    best: list[int] = []
    for start in range(count):
        if start in gone or start in seen:
            continue
        part = [start]
        seen.add(start)
        for cell in part:  # breadth first: the list grows as it is read
            for side in range(sides):
                other = table[cell * sides + side]
                if other >= 0 and other not in gone and other not in seen:
                    seen.add(other)
                    part.append(other)
        if len(part) > len(best):
            best = part
    if len(best) < least:
        raise ValueError(f"the shape leaves {len(best)} joined cells of {count}: too few (at least {least});"
                         " ask for a larger board")
    keep = set(best)
    return frozenset(c for c in range(count) if c not in keep)
