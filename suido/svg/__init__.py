"""The board drawn as SVG text, on any grid (`suido.grids`): squares or hexagons.

The drawing units are 100 a board unit (`Grid.centre`, `Grid.extent`): a square cell is 100
by 100, a hexagon 100 across its flats. The view box is the grid's extent (`width*100` by
`height*100` on squares), so a board fits its box in its own shape, and the centre of cell
`(col, row)` is `grid.centre(cell)*100` (`(col*100 + 50, row*100 + 50)` on squares). The
`svg` says its grid (`data-grid`: "square" or "hex") and its extent in drawing units
(`data-extent="W H"`), so a shell never guesses. Drawing order: the ground and its grid, the
plates of the squares, the cells, the pivots, the walls, the frame (or the dashed rim of a board
that wraps). The page's drawing of a big board (`banded=True`) holds the cells' rows in bands, each a
`foreignObject` over the board holding an `<svg>` in the board's units (`suido.svg.bands`: a paint layer a
band), where the rows stood.

Every piece is drawn ONCE, the way the board gave it, in a `g.sd-cell` at the place it was
given (`data-cell` is that cell's number). Every part of it (its pipe and arms from its centre, its hit
area, a locked piece's shade, the pump, the bowl, the padlock) is drawn at its absolute place, and its
turn box (`g.sd-turn`) turns about its centre (its style's `--o`, in drawing units: `suido.svg.style` makes it
the turn's `transform-origin`; a piece of a square turns about the square's, its own origin): a piece
not turned says so (`data-still`, which the shell takes off as it first turns it) and has no transform at all:
the browser makes no node of its paint property trees for it. A node, and a paint chunk, for every piece was
most of a quiet frame of a huge board, and Chromium makes one for any transform, even rotate(0deg). The shell reads a
piece's centre from `--o` (site/drawing.js's `centreOf`). Its hit area (`.sd-hit`) is its cell's outline
(a square, or a hexagon), hidden until a rule paints it (hover, a hint, the focus, a pin: `suido.svg.style`), so
that a frame draws nothing for it, while `pointer-events:all` still takes the taps. A turn never redraws it: its `g.sd-turn` turns by the CSS custom
property `--q` (cumulative signed steps of its grid's turn: 90 degrees on squares, 60 on
hexagons, so the rotation follows the direction of the taps). For a piece in a square (a big
piece or a block) the turn box is the whole square, turned about the square's centre, which is
what carries the piece to the next cell clockwise. So a tap only changes attributes: `--q` on
`.sd-turn`, `data-wet` and `--k` (the water's depth) on `.sd-cell`, `data-w` on each
arm, `data-solved` on the `svg`. `cell_states` (`suido.svg.states`) gives exactly those values.

Each arm of a piece (by its ORIGINAL local side) is one `path.sd-arm` from the centre to
the middle of that edge (`Grid.arm_end`), with `data-side` and `data-w`: "in" where the
water comes in, "out" where it runs on, "leak" where it runs out of an open end, "" when dry.
Its water is one dash as long as the arm (`pathLength=1`, dashes of 1 every 3): a dry arm's
dash offset of 1.5 puts it off the arm on both sides; "out" slides it to 0 (drawn from the
centre outwards), "in" to 3 (the next dash comes in from the edge). CSS transitions delayed by
`--k` (less `--sd-from`, the depth the new water starts at) times `--sd-step` make it run
from the pumps outwards. A leak is marked by a drop at the open end (the marker `#sd-drop`),
not by colour alone; so are pumps, drains and locked pieces. The drop waits for its water (an
animation of `marker-end` alone, so an arm already wet that turns into a leak keeps its
water meanwhile). The colours and the CSS are `suido.svg.style`'s.

>>> from suido.codes import decode
>>> text = board(decode("3x2:35B7vM"), label="a <small> board")
>>> text.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="suido"')
True
>>> 'viewBox="0 0 300 200"' in text, "&lt;small&gt;" in text, text.count('class="sd-cell"')
(True, True, 6)
>>> 'viewBox="0 0 250 202.07"' in board(decode("2x2h:g202A108")), 'data-grid="hex"' in board(decode("2x2h:g202A108"))
(True, True)
"""

from __future__ import annotations

from functools import lru_cache
from html import escape
from typing import Callable, Final, Sequence

from .. import strings
from ..codes import Layout, grid_of, squares_of, with_masks
from ..flow import Flow, flow_of
from ..grids import Grid
from ..grids.square import square_turned
from .states import CellState, cell_label, cell_states, dry_arms, labeller, masks_after, places_of
from .style import CONTRASTS, DARK, FORCED, LIGHT, STYLE

__all__ = ["CELL", "CONTRASTS", "CellState", "DARK", "FORCED", "LIGHT", "STYLE", "board", "cell_label",
           "cell_states", "labeller", "masks_after", "masks_after_square", "places_of", "step_for"]
from . import rings as svgrings  # the loops' and islands' marks (an aid the page shows)
from . import tiles  # the grids whose cells each have a polygon of their own
from .bands import BAND_CLOSE, band_open, band_starts  # a big board's rows in bands, each a paint layer (the page's)
from .tiles import arm_d, cap_d, number as _n, pipe_d, placed, point as _pt  # a drawing's numbers, one way

CELL: Final = 100
"""Drawing units per board unit (a square cell; a hexagon across its flats)."""


def step_for(deepest: int) -> int:
    """The water's step per cell in ms, so that the water crosses a whole board in about
    two seconds: `clamp(round(2000 / max(1, deepest + 1)), 12, 90)`."""
    return max(12, min(90, round(2000 / max(1, deepest + 1))))


class _Look:
    """What every piece of one grid is drawn with, worked out once from the grid (`Grid.arm_end`,
    `Grid.corners`): each mask's dry pipe, each side's arm, the hit area, the locked piece's shade and
    where its padlock stands."""

    def __init__(self, grid: Grid) -> None:
        self.grid = grid
        n = grid.sides
        ends = [(x * CELL, y * CELL) for x, y in (grid.arm_end(s) for s in range(n))]
        # The water along one arm, one path from the centre to the edge whatever way the water runs (the
        # dash comes in from either end, see STYLE). Its round caps fill the piece's centre where arms meet;
        # a leak puts the drop marker (one in <defs>, drawn with the path) at the open end. Every element
        # less in each cell is a cheaper frame: the browser repaints, and walks for hit tests, the whole
        # board's SVG whenever one piece changes (one path an arm, not a group of two: 40 % fewer elements).
        arm = [arm_d(s, e) for s, e in enumerate(ends)]
        # An end's cap: a flat bar across its one arm at the centre, wider than the pipe (a capped pipe, a T on
        # its side), drawn over the water so that it stops there. No circle: a ring at an end's tip read as a
        # drain's bowl. It stands a little behind the centre, covering the water's round cap.
        cap = [cap_d(*e) for e in ends]
        # each mask's turn box's parts (its dry pipe, its arms with their water to fill, its cap) drawn at their absolute
        # places: a function of the piece's centre (`tiles.placed`), and the sides of its arms
        self.sides = [[s for s in range(n) if m >> s & 1] for m in range(grid.full + 1)]
        self.body = [placed(f'<path class="sd-pipe" d="{pipe_d([ends[s] for s in sides])}"/>'
                            + "".join(arm[s] for s in sides) + (cap[sides[0]] if grid.arms_of(m) == 1 else ""))
                     for m, sides in enumerate(self.sides)]
        corners = grid.corners()
        self.corners = tuple((x * CELL, y * CELL) for x, y in corners)
        # the grid's own parts (a square's hit area is a rounded square, its shade the whole cell), else its
        # outline: the hit area a little inside it (as a square's is), so two pieces' rings never touch
        inner = " ".join(f"{_n(x * 94)},{_n(y * 94)}" for x, y in corners)
        whole = " ".join(f"{_n(x)},{_n(y)}" for x, y in self.corners)
        self.hit = placed(grid.hit_part or f'<polygon class="sd-hit" points="{inner}"/>')
        self.shade = placed(grid.shade_part or f'<polygon class="sd-locked" points="{whole}"/>')
        # the padlock in the cell's top left corner, or moved a little in, off the corner it would hang over
        self.lock_shift = grid.lock_shift or (0, 0)

    def edge(self, cx: float, cy: float, side: int) -> str:
        """The path of the cell's edge on `side` (its corners `side` and `side + 1`), the cell's centre
        at (cx, cy)."""
        (x0, y0), (x1, y1) = self.corners[side], self.corners[(side + 1) % self.grid.sides]
        return f"M{_pt(cx + x0, cy + y0)}L{_pt(cx + x1, cy + y1)}"


_DEFS: Final = ('<defs><marker id="sd-drop" class="sd-leak" markerUnits="userSpaceOnUse" orient="auto"'
                ' viewBox="-16 -12 32 24" markerWidth="32" markerHeight="24" overflow="visible">'
                '<circle cx="-4" r="12"/></marker>'
                # a pinned piece's mark (the shell puts <use href="#sd-pin"> in its cell): a pin's head and
                # point in the top right corner, standing still while the piece turns under it
                '<g id="sd-pin"><path d="M18-18L31-31" stroke-width="6" stroke-linecap="round"/>'
                '<circle cx="33" cy="-33" r="12"/></g></defs>')
_PUMP: Final = ('<g class="sd-pump"><circle cx="0" cy="0" r="24"/>'
                '<path d="M-12 4q6-9 12 0t12 0M-12-7q6-9 12 0t12 0"/></g>')
# a drain: a round bowl (filled with water once reached) with a grate of three bars, which no end has
_BOWL: Final = ('<g class="sd-drain"><circle class="sd-bowl" cx="0" cy="0" r="20"/>'
                '<path class="sd-grate" d="M-8-10v20M0-13v26M8-10v20"/></g>')
_LOCK: Final = ('<g class="sd-lock"><rect x="-46" y="-34" width="18" height="13" rx="2"/>'
                '<path d="M-42.5-34v-4a5.5 5.5 0 0 1 11 0v4"/></g>')


@lru_cache(maxsize=4)
def _look(grid: Grid) -> _Look:
    return _Look(grid)


def board(layout: Layout, masks: Sequence[int] | None = None,
          quarters: Sequence[int] | None = None, label: str | None = None,
          water: bool = True, *, lang: str | None = None, style: bool = True,
          flow: Flow | None = None, label_of: Callable[[CellState], str] | None = None, banded: bool = False) -> str:
    """The board as SVG text.

    `layout.cells` are the pieces as given. With `quarters` (by given cell, as a game
    keeps them: steps of the grid's turn) the pieces are drawn turned that far and `masks`
    (by position) defaults to what the quarters make; with `masks` alone the pieces are drawn
    as `masks` say. `label` names the board for screen readers (escaped). `water=False`
    draws it dry. With `lang` every cell gets a role, a label in that language and a tab stop
    (the first cell's is 0, the rest -1: a roving tab index). `style=False` leaves out the CSS
    (`STYLE`) for a page that has it already. A caller that has them already may pass the
    `flow` of the pieces as they stand and its `label_of` (a `labeller`). `banded=True` draws a big board's
    pieces in bands of whole rows, each a paint layer of its own (`suido.svg.bands`: the page's drawing, never
    a file's). Raises ValueError when `masks` or `quarters` are not one a cell."""
    size = layout.size
    grid = grid_of(layout)
    if quarters is None:
        shown = layout if masks is None else with_masks(layout, masks)
        turned: Sequence[int] = (0,) * size
        now = shown.cells
    else:
        shown, turned = layout, quarters
        now = tuple(masks) if masks is not None else masks_after(layout, quarters)
    for name, values in (("masks", now), ("quarters", turned)):
        if len(values) != size:
            raise ValueError(f"{layout.width}x{layout.height} needs {size} {name}, got {len(values)}")
    if flow is None:
        flow = flow_of(shown, now)
    states = cell_states(shown, now, turned, flow)
    if not water:
        dry = dry_arms(grid.sides)
        states = [s._replace(wet=False, depth=-1, arms=dry) for s in states]
    width, height = layout.width, layout.height
    places = grid.places(width, height, layout.wrap, layout.holes)
    ew, eh = places.extent
    bw, bh = _n(ew * CELL), _n(eh * CELL)
    deepest = max((s.depth for s in states), default=0)
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="suido" viewBox="0 0 {bw} {bh}"'
        f' data-width="{width}" data-height="{height}" data-kind="{layout.kind}"'
        f' data-wrap="{_b(layout.wrap)}" data-solved="{_b(water and flow.solved)}"'
        f' data-grid="{grid.name}" data-extent="{bw} {bh}"'
        f' style="--sd-step:{step_for(deepest)}ms"']
    if label is not None:
        # a board a player plays is a grid (WAI-ARIA): rows of cells, one tab stop, the arrow keys its own
        whole = "grid" if label_of is not None or lang is not None else "group"
        size_attrs = f' aria-rowcount="{layout.height}" aria-colcount="{layout.width}"' if whole == "grid" else ""
        out.append(f' role="{whole}"{size_attrs} aria-label="{escape(label)}"><title>{escape(label)}</title>')
    else:
        out.append(">")
    if style:
        out.append(f"<style>{STYLE}</style>")
    if not places.uniform:  # each cell its own polygon (suido.svg.tiles), in the same parts
        if label_of is None and lang is not None:
            label_of = labeller(shown, lang)
        return tiles.board_svg(shown, states, "".join(out), label_of=label_of, lang=lang, fixed=_fixed(shown),
                               defs=_DEFS, pump=_PUMP, bowl=_BOWL, rings=svgrings.PATHS, banded=banded)
    look = _look(grid)
    out.append(_DEFS)
    out.append(f'<rect class="sd-ground" width="{bw}" height="{bh}"/>')
    rectangular = grid.ruled  # the grid lines run straight across the board
    if rectangular:
        lines = "".join(f"M{x * CELL} 0V{bh}" for x in range(1, width))
        lines += "".join(f"M0 {y * CELL}H{bw}" for y in range(1, height))
        rim = ""
    else:
        lines, rim = _outlines(layout, grid, look)
    if lines:
        out.append(f'<path class="sd-grid" d="{lines}"/>')
    squares, of = squares_of(layout)
    for square in squares:
        row, col = divmod(square.anchor, width)
        out.append(f'<rect class="sd-plate" data-block="{square.anchor}" data-big="{_b(square.big)}"'
                   f' x="{col * CELL + 5}" y="{row * CELL + 5}" width="{2 * CELL - 10}"'
                   f' height="{2 * CELL - 10}" rx="16"/>')
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    fixed = _fixed(shown)
    if label_of is None and lang is not None:
        label_of = labeller(shown, lang)
    as_grid = label_of is not None
    # a row's name is short ("Row 3"), not all its cells' words run together (its cells say the rest)
    row_name = strings.line(lang or "en", "row")
    starts = band_starts([width] * height) if banded else frozenset()
    for state in states:
        c = state.cell
        if c % width == 0 and c // width in starts:
            out.append((BAND_CLOSE if c else "") + band_open(ew * CELL, eh * CELL))
        if as_grid and c % width == 0:
            out.append(f'<g role="row" aria-label="{escape(row_name.replace("{n}", str(c // width + 1)))}">')
        mask = shown.cells[c]
        cx, cy = grid.centre(c, width)
        x, y = round(cx * CELL, 2), round(cy * CELL, 2)
        if x.is_integer() and y.is_integer():  # (a square's centre: its numbers written as they are)
            x, y = int(x), int(y)
        role = "source" if c in sources else "drain" if c in drains else "plain"
        # a network marks its dead ends in its code (as drains), but nothing must reach them: they are drawn as
        # the ends they are, capped; the bowl is a drain's of a drains or inlet-outlet board alone
        bowl = role == "drain" and layout.kind != "network"
        attrs = (f'<g class="sd-cell" data-cell="{c}" data-shape="{grid.shape_of(mask)}"'
                 f' data-role="{role}" data-locked="{_b(c in locked)}"'
                 f' data-wet="{_b(state.wet)}" style="--k:{max(0, state.depth)}"')
        if of[c] >= 0:
            attrs += f' data-block="{squares[of[c]].anchor}"'
        if fixed[c]:
            attrs += ' data-fixed="true"'
        if label_of is not None:
            attrs += (f' role="gridcell" tabindex="{0 if c == 0 else -1}"'
                      f' aria-label="{escape(label_of(state))}"')
            if fixed[c]:
                attrs += ' aria-disabled="true"'
        out.append(attrs + ">")
        if c in locked:
            out.append(look.shade(x, y))
        # The turn box turns about the piece's centre, or about its square's centre (its parts at their absolute
        # places). One not turned says so (data-still): its rule is transform:none, where rotate(0deg), the identity,
        # still made the browser a node of its paint property trees, and a paint chunk (suido.svg.style).
        turn_style = f"--q:{state.quarters};--o:{_n(x)}px {_n(y)}px"
        if of[c] >= 0:  # a piece of a square turns about the square's centre
            anchor = squares[of[c]].anchor
            turn_style += f";transform-origin:{(anchor % width) * CELL + CELL}px {(anchor // width) * CELL + CELL}px"
        # the hit area stands still under the turning piece, so a tap lands on the piece under the finger
        # even while a neighbour (or a square) is still turning over it
        still = ' data-still="true"' if state.quarters == 0 else ""
        out.append(f'{look.hit(x, y)}<g class="sd-turn"{still} style="{turn_style}">')
        if mask:
            out.append(look.body[mask](x, y).format(*[state.arms[s] for s in look.sides[mask]]))
        out.append("</g>")
        if role == "source":
            out.append(placed(_PUMP)(x, y))
        elif bowl:
            out.append(placed(_BOWL)(x, y))
        if c in locked:
            out.append(placed(_LOCK)(x + look.lock_shift[0], y + look.lock_shift[1]))
        out.append("</g>")
        if as_grid and c % width == width - 1:
            out.append("</g>")  # the row
    if starts:
        out.append(BAND_CLOSE)
    out.append(svgrings.PATHS)  # the loops and islands, filled by the page (an aid)
    for square in squares:
        row, col = divmod(square.anchor, width)
        out.append(f'<circle class="sd-pivot" cx="{col * CELL + CELL}" cy="{row * CELL + CELL}" r="8"/>')
    if layout.walls:
        walls = _walls_path(layout) if rectangular else _edge_walls(layout, grid, look)
        out.append(f'<path class="sd-walls" d="{walls}"/>')
    if rectangular and layout.wrap:
        out.append(f'<rect class="sd-rim" x="2.5" y="2.5" width="{_n(ew * CELL - 5)}" height="{_n(eh * CELL - 5)}"/>')
    elif rectangular:
        out.append(f'<rect class="sd-frame" width="{bw}" height="{bh}"/>')
    else:
        out.append(f'<path class="{"sd-rim" if layout.wrap else "sd-frame"}" d="{rim}"/>')
    out.append("</svg>")
    return "".join(out)


def _b(value: bool) -> str:
    return "true" if value else "false"


def _fixed(layout: Layout) -> list[bool]:
    """Per given cell, whether its piece can never turn: bare ground, a piece open on every side, a
    locked piece, or a square whose four turns all look the same."""
    grid = grid_of(layout)
    locked = set(layout.locked)
    polygons = layout.polygons
    fixed = [c in locked or not grid.can_turn(m, polygons[c]) for c, m in enumerate(layout.cells)]
    for square in squares_of(layout)[0]:
        looks = {tuple(masks_after_square(layout.cells, square.cells, q)) for q in range(4)}
        for c in square.cells:
            fixed[c] = len(looks) < 2
    return fixed


def masks_after_square(given: Sequence[int], cells: Sequence[int], q: int) -> list[int]:
    """The four masks of a square (by its cells, clockwise) after turning it `q` quarters."""
    return list(square_turned(given, cells, q))


def _outlines(layout: Layout, grid: Grid, look: _Look) -> tuple[str, str]:
    """The grid's lines between the cells (each edge once: the cell's own `edge_sides`) and the board's
    outline (every side with no cell across it on the board laid flat: the frame, or the rim of a board
    that wraps), as two paths."""
    width, height = layout.width, layout.height
    flat = grid.neighbour_table(width, height, False, ())
    n = grid.sides
    own = set(grid.edge_sides)
    inner: list[str] = []
    outer: list[str] = []
    for c in range(layout.size):
        cx, cy = grid.centre(c, width)
        for side in range(n):
            if flat[c * n + side] < 0:
                outer.append(look.edge(cx * CELL, cy * CELL, side))
            elif side in own:
                inner.append(look.edge(cx * CELL, cy * CELL, side))
    return "".join(inner), "".join(outer)


def _edge_walls(layout: Layout, grid: Grid, look: _Look) -> str:
    """The walls as one path on any grid: each on its cell's edge, and on a board that wraps, a wall across
    the seam also on the edge of the cell across (where that cell is drawn)."""
    width, height = layout.width, layout.height
    parts = []
    for edge in layout.walls:
        found = grid.edge_cells(edge, width, height, layout.wrap)
        if found is None:
            continue
        cell, side, other = found
        (cx, cy), (ox, oy) = grid.centre(cell, width), grid.centre(other, width)
        parts.append(look.edge(cx * CELL, cy * CELL, side))
        dx, dy = grid.arm_end(side)
        if abs(cx + 2 * dx - ox) > 1e-6 or abs(cy + 2 * dy - oy) > 1e-6:  # across the seam
            parts.append(look.edge(ox * CELL, oy * CELL, grid.opposite(side)))
    return "".join(parts)


def _walls_path(layout: Layout) -> str:
    width, height = layout.width, layout.height
    parts = []
    for edge in layout.walls:
        cell, south = divmod(edge, 2)
        row, col = divmod(cell, width)
        if south:
            y = (row + 1) * CELL
            parts.append(f"M{col * CELL} {y}h{CELL}")
            if layout.wrap and row == height - 1:
                parts.append(f"M{col * CELL} 0h{CELL}")
        else:
            x = (col + 1) * CELL
            parts.append(f"M{x} {row * CELL}v{CELL}")
            if layout.wrap and col == width - 1:
                parts.append(f"M0 {row * CELL}v{CELL}")
    return "".join(parts)
