"""The drawing of a board whose cells have polygons of their own (the grids laid out as hexapipes lays them:
`suido.grids.tiling`), from where its cells stand (`Grid.places`): the same parts, classes and attributes as a
board of squares or hexagons (`suido.svg`), so the page, the water and the aids treat it alike.

Each piece is drawn in its own polygon's frame, a *model*: the polygon's edges' middles about its centre, scaled
so that a small polygon's pipe is thinner (`_scale`), or, for a polygon that is not regular (the cube's rhombi), a
square turned onto the face by a matrix, so that the piece lies on the face as a cube's face is seen and its turn
(a quarter of the square, `--q` steps) is the face's own. The turn box (`.sd-turn`, `data-n` its polygon's
sides: `360 / n` degrees a step, `suido.svg.style`) turns in the model's frame; the hit area (`.sd-hit`) is the
polygon itself, a little inside its edges. A cell out of the board's shape (`Layout.holes`) is not drawn: its
group is empty, hidden from screen readers, so the page still finds every cell it is told of.

Rows for screen readers: the cells whose centres stand at one height make a row, left to right; a piece's words say
its row and its place in it, and its sides by the compass (`compass_key`), whatever the grid names them.
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from html import escape
from typing import Callable, Final, Sequence

from .. import strings
from ..codes import Layout, grid_of
from ..grids import Grid
from ..grids.places import Places, rows_of
from .states import CellState
from .bands import BAND_CLOSE, band_open, band_starts

CELL: Final = 100
def number(value: float) -> str:
    """A drawing number: whole when it is, else to two places ("43.3", "-25")."""
    if type(value) is int:  # (a square's: most of a huge board's numbers)
        return str(value)
    r = round(value, 2)
    if r == int(r):
        return str(int(r))
    return f"{r:.2f}".rstrip("0")


def point(x: float, y: float) -> str:
    """A point in a path: "x y", the way the square drawing always wrote them."""
    return f"{number(x)} {number(y)}"


_n, _pt = number, point
_AT: Final = re.compile(r'(?<=[ c][xy]=")-?[\d.]+|M-?[\d.]+ ?-?[\d.]+|-?[\d.]+,-?[\d.]+')
_NUMBER: Final = re.compile(r"-?[\d.]+")


@lru_cache(maxsize=4096)  # (a part a polygon and mask: a drawing asks for each again and again)
def placed(part: str) -> Callable[[float, float], str]:
    """`part`, SVG drawn about a piece's centre (its rects' `x` and `y`, its circles' `cx` and `cy`, its polygons'
    points and its paths' moves `M` in drawing units; every other command of a path relative), as a function of where
    the centre stands (drawing units) that gives the part drawn there, at its absolute place: so that a piece not
    turned has no transform at all (the browser makes a node of its paint property trees, and a paint chunk, of every
    element whose transform is not the identity; layerizing them was most of a quiet frame of a huge board)."""
    # (every part names each x before its y: a rect's, a circle's, a move's, a point's; whole numbers kept whole)
    part = part.replace("{", "{{").replace("}", "}}")
    at = [float(v) if "." in v else int(v) for m in _AT.findall(part) for v in _NUMBER.findall(m)]
    text = _AT.sub(lambda m: "M{} {}" if m[0][0] == "M" else _NUMBER.sub("{}", m[0]), part)
    return lambda x, y: text.format(*[_n(v + (y if i % 2 else x)) for i, v in enumerate(at)])


def pipe_d(ends: Sequence[tuple[float, float]]) -> str:
    """A dry pipe's path through the centre to its arms' `ends` (about the centre): one line through it for two (its
    round join makes the elbow), else a line an arm; only its moves absolute (`placed`)."""
    if len(ends) == 2:
        (ax, ay), b = ends
        return f"M{_pt(ax, ay)}l{_pt(-ax, -ay)}l{_pt(*b)}"
    return "".join(f"M0 0l{_pt(*e)}" for e in ends)


def arm_d(side: int, end: tuple[float, float]) -> str:
    """The water's path along the arm on `side`, from the centre to `end` (its `data-w` left to fill)."""
    return f'<path class="sd-arm" data-side="{side}" data-w="{{}}" pathLength="1" d="M0 0l{_pt(*end)}"/>'


def cap_d(dx: float, dy: float) -> str:
    """The cap of an end whose arm runs toward (dx, dy): a bar across it, 44 long, its middle 3 behind the centre."""
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    return f'<path class="sd-cap" d="M{_pt(-3 * ux - 22 * uy, -3 * uy + 22 * ux)}l{_pt(44 * uy, -44 * ux)}"/>'


class _Piece:
    """What every cell of one polygon on one board is drawn with (worked out once a polygon)."""

    def __init__(self, places: Places, polygon: int, cell: int) -> None:
        sides = places.sides(cell)
        self.n = n = len(sides)
        ends = {s: (x * CELL, y * CELL) for s, (x, y) in ((s, places.arm_end(cell, s)) for s in sides)}
        corners = [(x * CELL, y * CELL) for x, y in places.corners(cell)]
        reach = min(math.hypot(*e) for e in ends.values())
        angles = [math.atan2(ends[s][1], ends[s][0]) for s in sides]
        steps = {round(math.degrees(angles[(k + 1) % n] - angles[k]) % 360, 3) for k in range(n)}
        regular = steps == {round(360 / n, 3)} and max(math.hypot(*e) for e in ends.values()) - reach < 1e-6
        if regular:
            f = _scale(reach)
            self.frame = f"scale({_n(f)})" if abs(f - 1) > 1e-9 else ""
            model = {s: (x / f, y / f) for s, (x, y) in ends.items()}
            inverse: Callable[[float, float], tuple[float, float]] = lambda x, y: (x / f, y / f)
        else:  # a rhombus: a square of the same reach turned onto it (x east: side 1; y down: the side back of 0)
            r = reach
            (ax, ay), (bx, by) = ends[sides[1]], ends[sides[0]]
            a, b, c, d = ax / r, ay / r, -bx / r, -by / r
            self.frame = f"matrix({_n(a)},{_n(b)},{_n(c)},{_n(d)},0,0)"  # (commas: CSS's too, --f)
            model = {s: (r * x, r * y) for s, (x, y) in zip(sides, ((0, -1), (1, 0), (0, 1), (-1, 0)))}
            det = a * d - b * c
            inverse = lambda x, y: ((d * x - c * y) / det, (-b * x + a * y) / det)
        self.sides = sides
        self.ends = ends
        self.model = model
        self.corners = corners
        self.arm = {s: arm_d(s, p) for s, p in model.items()}
        # at their absolute places (functions of the centre)
        inner = " ".join(f"{_n(x * .94)},{_n(y * .94)}" for x, y in corners)
        self.hit = placed(f'<polygon class="sd-hit" points="{inner}"/>')
        self.shade = placed('<polygon class="sd-locked" points="' + " ".join(f"{_n(x)},{_n(y)}" for x, y in corners)
                            + '"/>')
        # the padlock toward the cell's top-left corner, in the model's frame, small enough for a small polygon
        tx, ty = min(corners, key=lambda p: p[0] + p[1])
        mx, my = inverse(tx * .5, ty * .5)
        k = min(1.0, reach / 50)
        self.lock = (f'<g transform="translate({_pt(mx, my)}) scale({_n(k)}) translate(37 29.5)">'
                     + _LOCK + "</g>")
        self._pipes: dict[int, str] = {}

    def pipe(self, mask: int) -> str:
        d = self._pipes.get(mask)
        if d is None:
            d = self._pipes[mask] = pipe_d([self.model[s] for s in self.sides if mask >> s & 1])
        return d

    def cap(self, mask: int) -> str:
        return cap_d(*self.model[next(s for s in self.sides if mask >> s & 1)])

    def edge(self, cx: float, cy: float, side: int) -> str:
        """The path of the cell's edge on `side`, its centre at (cx, cy) (drawing units)."""
        k = self.sides.index(side)
        (x0, y0), (x1, y1) = self.corners[k - 1], self.corners[k]
        return f"M{_pt(cx + x0, cy + y0)}L{_pt(cx + x1, cy + y1)}"


def piece_svg(grid: Grid, polygon: int, mask: int, label: str) -> str:
    """One piece of `grid`'s polygon `polygon` (its index in `grid.polygons`), open on `mask`, drawn dry on its own
    polygon as a board draws it (the piece guide's): an `<svg class="suido">` labelled `label` (escaped)."""
    shape = grid.polygons[polygon]
    k = 0.5 / max(s.reach for s in grid.polygons)
    ends = {s: (x * k, y * k) for s in shape.clockwise for x, y in (shape.arm_end(s),)}
    corners = tuple((x * k, y * k) for x, y in shape.corners())
    places = Places([(0.0, 0.0)], bytes(1), [ends], [corners], [shape.clockwise], (1.0, 1.0), frozenset(), False)
    look = _Piece(places, 0, 0)
    left = min(x for x, _ in look.corners) - 6
    top = min(y for _, y in look.corners) - 6
    w = max(x for x, _ in look.corners) + 6 - left
    h = max(y for _, y in look.corners) + 6 - top
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="suido" viewBox="{_n(left)} {_n(top)} {_n(w)} {_n(h)}"'
           f' data-grid="{grid.name}" data-solved="false" role="img" aria-label="{escape(label)}">'
           f'<title>{escape(label)}</title>',
           '<polygon class="sd-ground" points="' + " ".join(f"{_n(x)},{_n(y)}" for x, y in look.corners) + '"/>',
           '<path class="sd-frame" d="' + "".join(look.edge(0, 0, s) for s in look.sides) + '"/>',
           f'<g class="sd-cell" data-shape="{grid.shape_of(mask, polygon)}">',
           f'<g transform="{look.frame}">' if look.frame else "<g>", f'<g class="sd-turn" data-n="{look.n}">']
    if mask:
        out.append(f'<path class="sd-pipe" d="{look.pipe(mask)}"/>')
        if mask.bit_count() == 1:
            out.append(look.cap(mask))
    out.append("</g></g></g></svg>")
    return "".join(out)


def _scale(reach: float) -> float:
    """How much a polygon's pipes are drawn down from a full cell's (its edges' middles `reach` from its centre, a
    full cell's 50): less than the polygon, so a small one's pipes are thinner but still plain."""
    return min(1.0, float((reach / 50) ** 0.6))


_LOCK: Final = ('<g class="sd-lock"><rect x="-46" y="-34" width="18" height="13" rx="2"/>'
                '<path d="M-42.5-34v-4a5.5 5.5 0 0 1 11 0v4"/></g>')


@lru_cache(maxsize=8)
def _pieces(grid: Grid, width: int, height: int, wrap: bool, holes: tuple[int, ...]
            ) -> tuple[Places, dict[int, _Piece]]:
    places = grid.places(width, height, wrap, holes)
    looks: dict[int, _Piece] = {}
    for cell, p in enumerate(places.polygons):
        if p not in looks:
            looks[p] = _Piece(places, p, cell)
    return places, looks


def board_svg(layout: Layout, states: Sequence[CellState], head: str, *, label_of: Callable[[CellState], str] | None,
              lang: str | None, fixed: Sequence[bool], defs: str, pump: str, bowl: str, rings: str,
              banded: bool = False) -> str:
    """The board's SVG text after its `<svg ...>` head (`head`, with its style and label already), for
    `suido.svg.board` (see there: the states, the labels, the pieces that cannot turn)."""
    grid = grid_of(layout)
    width, height, wrap = layout.width, layout.height, layout.wrap
    places, looks = _pieces(grid, width, height, wrap, layout.holes)
    ew, eh = places.extent
    bw, bh = _n(ew * CELL), _n(eh * CELL)
    gone = set(layout.holes)
    out = [head, defs, f'<rect class="sd-ground" width="{bw}" height="{bh}"/>']
    inner, outer = _lines(grid, width, height, wrap, layout.holes)
    if inner:
        out.append(f'<path class="sd-grid" d="{inner}"/>')
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    as_grid = label_of is not None
    row_name = strings.line(lang or "en", "row")
    by_cell = {s.cell: s for s in states}
    rows = rows_of(grid, width, height, wrap, layout.holes)
    starts = band_starts([len(row) for row in rows]) if banded else frozenset()
    for r, row in enumerate(rows):
        if r in starts:
            out.append((BAND_CLOSE if r else "") + band_open(ew * CELL, eh * CELL))
        if as_grid:
            out.append(f'<g role="row" aria-label="{escape(row_name.replace("{n}", str(r + 1)))}">')
        for c in row:
            out.append(_cell(layout, grid, places, looks, by_cell[c], c in sources, c in drains, c in locked,
                             fixed[c], label_of, pump, bowl))
        if as_grid:
            out.append("</g>")
    if starts:
        out.append(BAND_CLOSE)
    for c in sorted(gone):  # out of the shape: nothing drawn, but the page finds the cell
        out.append(f'<g class="sd-cell" data-cell="{c}" data-hole="true" data-fixed="true" aria-hidden="true">'
                   '<g class="sd-turn"></g></g>')
    out.append(rings)
    if layout.walls:
        out.append(f'<path class="sd-walls" d="{_walls(layout, grid, places, looks)}"/>')
    out.append(f'<path class="{"sd-rim" if wrap else "sd-frame"}" d="{outer}"/>')
    out.append("</svg>")
    return "".join(out)


@lru_cache(maxsize=8)
def _lines(grid: Grid, width: int, height: int, wrap: bool, holes: tuple[int, ...]) -> tuple[str, str]:
    """The grid's lines between the cells (each edge once: the cell's own `edge_sides`) and the board's outline
    (every side with no cell of the shape beside it: the frame, or the rim of a board that wraps), as two paths'
    `d` (cached: a board's geometry alone)."""
    places, looks = _pieces(grid, width, height, wrap, holes)
    gone = set(holes)
    n = grid.sides
    table = grid.neighbour_table(width, height, wrap, ())
    inner: list[str] = []
    outer: list[str] = []
    own = set(grid.edge_sides)
    for c in range(len(places.centres)):
        if c in gone:
            continue
        look = looks[places.polygons[c]]
        cx, cy = places.centre(c)
        for side in look.sides:
            other = table[c * n + side]
            if other < 0 or other in gone or not places.beside(c, side, other, grid.opposite(side)):
                outer.append(look.edge(cx * CELL, cy * CELL, side))
            elif side in own:
                inner.append(look.edge(cx * CELL, cy * CELL, side))
    return "".join(inner), "".join(outer)


def _cell(layout: Layout, grid: Grid, places: Places, looks: dict[int, _Piece], state: CellState, source: bool,
          drain: bool, lock: bool, fixed: bool, label_of: Callable[[CellState], str] | None, pump: str,
          bowl: str) -> str:
    c = state.cell
    mask = layout.cells[c]
    polygon = places.polygons[c]
    look = looks[polygon]
    cx, cy = places.centre(c)
    x, y = round(cx * CELL, 2), round(cy * CELL, 2)
    role = "source" if source else "drain" if drain else "plain"
    out = [f'<g class="sd-cell" data-cell="{c}" data-shape="{grid.shape_of(mask, polygon)}" data-role="{role}"'
           f' data-locked="{"true" if lock else "false"}" data-wet="{"true" if state.wet else "false"}"'
           f' style="--k:{max(0, state.depth)}"']
    if fixed:
        out.append(' data-fixed="true"')
    if label_of is not None:
        out.append(f' role="gridcell" tabindex="{0 if c == _first(layout) else -1}"'
                   f' aria-label="{escape(label_of(state))}"')
        if fixed:
            out.append(' aria-disabled="true"')
    out.append(">")
    if lock:
        out.append(look.shade(x, y))
    out.append(look.hit(x, y))
    # Every part at its absolute place, the pipes in the model's frame about the centre: the polygon's frame (a small
    # polygon's pipes drawn down, a cube's face skewed) is the turn's own transform, before its rotation (--f,
    # suido.svg.style), about the centre (its origin): no group a piece for it, and a piece of a polygon drawn full
    # size and not turned says so (data-still) and has no transform at all (an octagonal 20x20 had 361 groups more, a
    # cube's one a piece; and rotate(0deg) made a node of the paint property trees as any transform does). Its
    # pump, bowl and lock, on a few pieces, keep a group of the place and frame where it has a frame.
    frame = f";--f:{look.frame}" if look.frame else ""
    still = ' data-still="true"' if state.quarters == 0 and not frame else ""
    out.append(f'<g class="sd-turn" data-n="{look.n}"{still} style="--q:{state.quarters};--o:{_n(x)}px {_n(y)}px{frame}">')
    if mask:
        sides = [s for s in look.sides if mask >> s & 1]
        body = placed(f'<path class="sd-pipe" d="{look.pipe(mask)}"/>' + "".join(look.arm[s] for s in sides)
                      + (look.cap(mask) if len(sides) == 1 else ""))
        out.append(body(x, y).format(*[state.arms[s] for s in sides]))
    out.append("</g>")
    marks = (pump if source else bowl if drain and layout.kind != "network" else "") + (look.lock if lock else "")
    if marks:  # (on a few pieces: a group of their place and frame)
        out.append(f'<g transform="{f"translate({_pt(x, y)}) {look.frame}".rstrip()}">{marks}</g>')
    out.append("</g>")
    return "".join(out)


def _first(layout: Layout) -> int:
    """The board's first cell (its tab stop): the first of the first row."""
    return rows_of(grid_of(layout), layout.width, layout.height, layout.wrap, layout.holes)[0][0]


def _walls(layout: Layout, grid: Grid, places: Places, looks: dict[int, _Piece]) -> str:
    """The walls as one path: each on its cell's edge, and across a seam on the other cell's edge too."""
    parts = []
    for edge in layout.walls:
        found = grid.edge_cells(edge, layout.width, layout.height, layout.wrap)
        if found is None:
            continue
        cell, side, other = found
        back = grid.opposite(side)
        (cx, cy), (ox, oy) = places.centre(cell), places.centre(other)
        parts.append(looks[places.polygons[cell]].edge(cx * CELL, cy * CELL, side))
        if not places.beside(cell, side, other, back):
            parts.append(looks[places.polygons[other]].edge(ox * CELL, oy * CELL, back))
    return "".join(parts)
