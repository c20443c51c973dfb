"""The board drawn as SVG text, and the per-cell states that paint its water.

The drawing units are 100 a cell: the view box is ``width*100`` by ``height*100`` and the
centre of cell ``(col, row)`` is ``(col*100 + 50, row*100 + 50)``. Drawing order: the ground
and its grid, the plates of the squares, the cells, the pivots, the walls, the dashed rim of
a board that wraps.

Every piece is drawn ONCE, the way the board gave it, in a ``g.sd-cell`` at the place it was
given (``data-cell`` is that cell's number). A turn never redraws it: its ``g.sd-turn`` turns
by the CSS custom property ``--q`` (cumulative signed quarters, so the rotation follows the
direction of the taps). For a piece in a square (a big piece or a block) the turn box is the
whole square, turned about the square's centre, which is what carries the piece to the next
cell clockwise. So a tap only changes attributes: ``--q`` on ``.sd-turn``, ``data-wet`` and
``--k`` (the water's depth) on ``.sd-cell``, ``data-w`` on each arm, ``data-solved`` on the
``svg``. ``cell_states`` gives exactly those values.

Each arm of a piece (by its ORIGINAL local side) is one ``path.sd-arm`` from the centre to
the edge, with ``data-side`` and ``data-w``: "in" where the water comes in, "out" where it
runs on, "leak" where it runs out of an open end, "" when dry. Its water is one dash as long
as the arm (``pathLength=1``, dashes of 1 every 3): a dry arm's dash offset of 1.5 puts it
off the arm on both sides; "out" slides it to 0 (drawn from the centre outwards), "in" to 3
(the next dash comes in from the edge). CSS transitions delayed by ``--k`` (less
``--sd-from``, the depth the new water starts at) times ``--sd-step`` make it run from the
pumps outwards. A leak is marked by a drop at the open end (the marker ``#sd-drop``), not by
colour alone; so are pumps, drains and locked pieces. The drop waits for its water (an
animation of ``marker-end`` alone, so an arm already wet that turns into a leak keeps its
water meanwhile).

>>> from suido.codes import decode
>>> text = board(decode("3x2:35B7vM"), label="a <small> board")
>>> text.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="suido"')
True
>>> 'viewBox="0 0 300 200"' in text, "&lt;small&gt;" in text, text.count('class="sd-cell"')
(True, True, 6)
"""

from __future__ import annotations

from html import escape
from typing import Callable, Final, NamedTuple, Sequence

from .svgmarks import STYLE as MARK_STYLE  # the edge marks' part (aid-marks)
from .codes import Layout, squares_of, with_masks
from .flow import Flow, flow_of
from .pieces import can_turn, shape_of, turn
from . import strings

CELL: Final = 100
"""Drawing units per cell."""


def step_for(deepest: int) -> int:
    """The water's step per cell in ms, so that the water crosses a whole board in about
    two seconds: ``clamp(round(2000 / max(1, deepest + 1)), 12, 90)``."""
    return max(12, min(90, round(2000 / max(1, deepest + 1))))


class CellState(NamedTuple):
    """What the drawing shows of one piece, indexed by the cell it was GIVEN in.

    ``at`` is the cell it stands in now (it differs only inside squares), ``quarters`` the
    cumulative signed quarter turns, ``wet`` and ``depth`` (-1 when dry) the water where it
    stands, ``arms`` per ORIGINAL local side (N, E, S, W) "in", "out", "leak" or "" (no arm
    there, or dry)."""

    cell: int
    at: int
    quarters: int
    wet: bool
    depth: int
    arms: tuple[str, str, str, str]


def masks_after(layout: Layout, quarters: Sequence[int]) -> tuple[int, ...]:
    """The masks by position after turning the given pieces by ``quarters`` (by given cell;
    the four cells of a square carry the square's count)."""
    squares, of = squares_of(layout)
    given = layout.cells
    masks = [turn(m, quarters[c]) if of[c] < 0 else 0 for c, m in enumerate(given)]
    for square in squares:
        q = quarters[square.anchor] % 4
        for i, c in enumerate(square.cells):
            masks[square.cells[(i + q) % 4]] = turn(given[c], q)
    return tuple(masks)


def places_of(layout: Layout, quarters: Sequence[int]) -> tuple[int, ...]:
    """Per given cell, the cell its piece stands in after ``quarters``."""
    squares, of = squares_of(layout)
    if not squares:
        return tuple(range(layout.size))
    at = list(range(layout.size))
    for square in squares:
        q = quarters[square.anchor] % 4
        for i, c in enumerate(square.cells):
            at[c] = square.cells[(i + q) % 4]
    return tuple(at)


def cell_states(layout: Layout, masks: Sequence[int] | None = None,
                quarters: Sequence[int] | None = None, flow: Flow | None = None,
                only: Sequence[int] | None = None) -> list[CellState]:
    """Per given cell, what the drawing of ``layout`` shows.

    ``layout.cells`` are the pieces as given, ``quarters`` how far each has turned (zeros
    when None), ``masks`` the pieces by position now (worked out from the quarters when None)
    and ``flow`` their flow (worked out when None). An arm's side on the board is
    ``(local + quarters) % 4``; it is "leak" where the flow spills, "in" on the side the water
    came in by (never at a pump), else "out" when the piece is wet. ``only`` limits the
    answer to those given cells, in that order."""
    size = layout.size
    q = [0] * size if quarters is None else quarters
    now = masks_after(layout, q) if masks is None else masks
    if flow is None:
        flow = flow_of(layout, now)
    at = places_of(layout, q)
    spilt = {cell * 4 + side for cell, side in flow.spills}
    depth, entry = flow.depth, flow.entry
    given = layout.cells
    out: list[CellState] = []
    for c in range(size) if only is None else only:
        p = at[c]
        d = depth[p]
        mask = given[c]
        if d < 0 or not mask:
            out.append(CellState(c, p, q[c], False, -1, _DRY[mask]))
            continue
        turned = q[c]
        came = entry[p]
        arms = []
        for local in range(4):
            if not mask >> local & 1:
                arms.append("")
                continue
            side = (local + turned) & 3
            if p * 4 + side in spilt:
                arms.append("leak")
            elif side == came:
                arms.append("in")
            else:
                arms.append("out")
        out.append(CellState(c, p, turned, True, d, (arms[0], arms[1], arms[2], arms[3])))
    return out


_DRY: Final = tuple(("", "", "", "") for _ in range(16))


def cell_label(layout: Layout, lang: str, state: CellState) -> str:
    """The words for one piece, for screen readers: its row and column now (1-based), then
    pump or drain, its shape, big piece or block, locked, the sides it opens to now, wet, and
    the sides it leaks on (the board's)."""
    return labeller(layout, lang)(state)


def labeller(layout: Layout, lang: str) -> Callable[[CellState], str]:
    """``cell_label`` for many pieces of one board: the words that never change for a piece
    (pump or drain, shape, square, locked) are worked out once."""
    say = strings.say
    squares, of = squares_of(layout)
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    sep = say(lang, "and")
    wet = sep + say(lang, "cellWet")
    template = strings.line(lang, "cell")
    fixed: dict[int, str] = {}
    names = [say(lang, side) for side in ("sideNorth", "sideEast", "sideSouth", "sideWest")]
    opens = [""] + [say(lang, "opens", sides=strings.listed(lang, [names[i] for i in range(4) if m >> i & 1]))
                    for m in range(1, 16)]
    leaks = [""] + [sep + say(lang, "cellLeaks", sides=strings.listed(lang, [names[i] for i in range(4) if m >> i & 1]))
                     for m in range(1, 16)]

    def what_of(c: int) -> str:
        # pumps, drains and locked pieces are never in a square, so where they stand is c
        what = []
        if c in sources:
            what.append(say(lang, "cellPump"))
        elif c in drains:
            what.append(say(lang, "cellDrain"))
        what.append(say(lang, "shape" + shape_of(layout.cells[c]).capitalize()))
        if of[c] >= 0:
            what.append(say(lang, "cellBig" if squares[of[c]].big else "cellBlock"))
        if c in locked:
            what.append(say(lang, "cellLocked"))
        return sep.join(what)

    def label(state: CellState) -> str:
        what = fixed.get(state.cell)
        if what is None:
            what = fixed[state.cell] = what_of(state.cell)
        mask = turn(layout.cells[state.cell], state.quarters)
        if mask:  # which way it faces now: the sides it opens to
            what += sep + opens[mask]
        if state.wet:
            what += wet
            spilt = 0  # the board's sides it leaks on: an arm's side is (local + quarters) % 4
            for local, arm in enumerate(state.arms):
                if arm == "leak":
                    spilt |= 1 << ((local + state.quarters) & 3)
            what += leaks[spilt]
        row, col = divmod(state.at, layout.width)
        return template.replace("{row}", str(row + 1)).replace("{col}", str(col + 1)).replace("{what}", what)

    return label


# A piece is drawn about its centre (its g.sd-cell is translated there), its arms spelled out side
# by side rather than one arm turned into place: every transform is one more paint chunk for the
# browser to sort on every frame, and on a 28x28 board a turned group per arm cost some 20 ms a frame.
_EDGE: Final = ((0, -50), (50, 0), (0, 50), (-50, 0))   # the middle of each side, from the centre


def _pipe_d(mask: int) -> str:
    """The dry pipe of a piece: one path through the centre (its round joins make the elbows)."""
    ends = [f"{dx} {dy}" for s, (dx, dy) in enumerate(_EDGE) if mask >> s & 1]
    if len(ends) == 2:
        return f"M{ends[0]}L0 0L{ends[1]}"
    return "".join(f"M0 0L{e}" for e in ends)


_PIPE: Final = tuple(_pipe_d(m) for m in range(16))
# The water along one arm, one path from the centre to the edge whatever way the water runs (the
# dash comes in from either end, see STYLE). Its round caps fill the piece's centre where arms meet;
# a leak puts the drop marker (one in <defs>, drawn with the path) at the open end. Every element
# less in each cell is a cheaper frame: the browser repaints, and walks for hit tests, the whole
# board's SVG whenever one piece changes (one path an arm, not a group of two: 40 % fewer elements).
_ARM: Final = tuple(f'<path class="sd-arm" data-side="{side}" data-w="{{}}" pathLength="1" d="M0 0L{dx} {dy}"/>'
                    for side, (dx, dy) in enumerate(_EDGE))
# The drop sits on the open end, big enough to hide the water's round cap past the edge.
_DEFS: Final = ('<defs><marker id="sd-drop" class="sd-leak" markerUnits="userSpaceOnUse" orient="auto"'
                ' viewBox="-16 -12 32 24" markerWidth="32" markerHeight="24" overflow="visible">'
                '<circle cx="-4" r="12"/></marker>'
                # a pinned piece's mark (the shell puts <use href="#sd-pin"> in its cell): a pin's head and
                # point in the top right corner, standing still while the piece turns under it
                '<g id="sd-pin"><path d="M18-18L31-31" stroke-width="6" stroke-linecap="round"/>'
                '<circle cx="33" cy="-33" r="12"/></g></defs>')
_PUMP: Final = ('<g class="sd-pump"><circle r="24"/>'
                '<path d="M-12 4q6-9 12 0t12 0M-12-7q6-9 12 0t12 0"/></g>')
_BOWL: Final = '<circle class="sd-bowl" r="20"/>'
_LOCK: Final = ('<g class="sd-lock"><rect x="-46" y="-34" width="18" height="13" rx="2"/>'
                '<path d="M-42.5-34v-4a5.5 5.5 0 0 1 11 0v4"/></g>')


# The drawing's colours, light and dark. Every part a player must tell apart stands at least 3:1 from
# what it is drawn on (WCAG 2.2, 1.4.11 non-text contrast; ``CONTRASTS`` lists the pairs and a test holds
# them): dry pipe and the pieces' marks against the ground, water against dry pipe (so water is the lighter
# in both: a wet drain's bowl fills with it, a dry one is pipe-coloured), pipes against a big piece's plate.
LIGHT: Final = {
    "ground": "#f7f3ea", "line": "#e4dac8", "edge": "#857a6a", "pipe": "#4a423b", "water": "#3d9df2",
    "source": "#0b4f9c", "bowl": "#6b4f3a", "leak": "#c8430c", "focus": "#c2185b", "hint": "#b25f00",
    "solved": "#23753a", "wall": "#3b2a20", "lock": "#7a5c48", "plate": "#ebe0cc", "plate-edge": "#a88f76",
    "plate-solved": "#d3ecd6", "pivot": "#8a6d55", "pin": "#a3155e"}
DARK: Final = {
    "ground": "#191d22", "line": "#262c34", "edge": "#67717c", "pipe": "#6b7581", "water": "#a3dbff",
    "source": "#9fd6ff", "bowl": "#c9b29c", "leak": "#ff8a5c", "focus": "#f48fb1", "hint": "#ffd54f",
    "solved": "#6cc47f", "wall": "#e2d6c8", "lock": "#c4ab95", "plate": "#21272d", "plate-edge": "#67717c",
    "plate-solved": "#1f3a27", "pivot": "#b59a82", "pin": "#ff8cc6"}
# In forced colours (Windows High Contrast and the like) the system's own colours, kept apart the same way.
FORCED: Final = {
    "ground": "Canvas", "line": "GrayText", "edge": "CanvasText", "pipe": "CanvasText", "water": "Highlight",
    "source": "LinkText", "bowl": "CanvasText", "leak": "LinkText", "focus": "Highlight", "hint": "LinkText",
    "solved": "Highlight", "wall": "CanvasText", "lock": "CanvasText", "plate": "Canvas",
    "plate-edge": "CanvasText", "plate-solved": "Canvas", "pivot": "CanvasText", "pin": "CanvasText"}
CONTRASTS: Final = (("pipe", "ground"), ("water", "pipe"), ("hint", "ground"), ("pin", "ground"),
                    ("wall", "ground"), ("lock", "ground"), ("leak", "ground"), ("source", "ground"),
                    ("bowl", "ground"), ("focus", "ground"), ("solved", "ground"), ("pipe", "plate"))
"""The pairs (part, what it is drawn on) of ``LIGHT`` and ``DARK`` that stand at least 3:1 apart."""


def _colours(palette: dict[str, str]) -> str:
    return ";".join(f"--sd-{name}:{value}" for name, value in palette.items())


STYLE: Final = ("""
.suido{""" + _colours(LIGHT) + """;--sd-step:80ms;--sd-from:0;
display:block;width:100%;height:auto;user-select:none;-webkit-user-select:none;
-webkit-tap-highlight-color:transparent}
@media (prefers-color-scheme:dark){.suido{""" + _colours(DARK) + """}
:root[data-theme=light] .suido{""" + _colours(LIGHT) + """}}
:root[data-theme=dark] .suido{""" + _colours(DARK) + """}
.suido-play[data-theme=light] .suido{""" + _colours(LIGHT) + """}
.suido-play[data-theme=dark] .suido{""" + _colours(DARK) + """}
@media (forced-colors:active){.suido,:root[data-theme] .suido,.suido-play[data-theme] .suido{forced-color-adjust:none;""" + _colours(FORCED) + """}}
.suido .sd-ground{fill:var(--sd-ground)}
.suido .sd-grid{fill:none;stroke:var(--sd-line);stroke-width:2}
.suido .sd-frame{fill:none;stroke:var(--sd-edge);stroke-width:4;transition:stroke .3s}
.suido[data-solved=true] .sd-frame{stroke:var(--sd-solved);stroke-width:10}
.suido .sd-rim{fill:none;stroke:var(--sd-edge);stroke-width:5;stroke-dasharray:18 14}
.suido .sd-plate{fill:var(--sd-plate);stroke:var(--sd-plate-edge);stroke-width:3}
.suido .sd-plate[data-big=false]{fill:none;stroke-dasharray:12 8}
.suido[data-solved=true] .sd-plate[data-big=true]{fill:var(--sd-plate-solved)}
.suido .sd-pivot{fill:var(--sd-pivot)}
.suido .sd-walls{fill:none;stroke:var(--sd-wall);stroke-width:11;stroke-linecap:round}
.suido .sd-cell{--at:max(0ms,calc((var(--k,0) - var(--sd-from,0)) * var(--sd-step)));
--lead:calc(var(--sd-step) / 2);--run:calc(var(--sd-step) / 2);outline:none}
.suido .sd-cell[data-role=source]{--lead:0ms;--run:var(--sd-step)}
.suido .sd-turn{transform:rotate(calc(var(--q,0) * 90deg));transform-box:view-box;
transform-origin:0 0;transition:transform .16s ease-out}
.suido *{pointer-events:none}
.suido .sd-hit{fill:none;stroke:none;pointer-events:all}
.suido .sd-locked{fill:var(--sd-lock);opacity:.13}
.suido .sd-pipe{fill:none;stroke:var(--sd-pipe);stroke-width:30;stroke-linejoin:round}
.suido .sd-hub{fill:var(--sd-pipe)}
.suido .sd-arm{fill:none;stroke:var(--sd-water);stroke-width:15;stroke-linecap:round;
stroke-dasharray:1 2;stroke-dashoffset:1.5;transition:stroke-dashoffset .12s linear}
.suido .sd-arm[data-w=in]{stroke-dashoffset:3;
transition:stroke-dashoffset calc(var(--run) * 1.5) linear calc(var(--at) - var(--run) / 2)}
.suido .sd-arm:is([data-w=out],[data-w=leak]){stroke-dashoffset:0;
transition:stroke-dashoffset calc(var(--run) * 1.5) linear calc(var(--at) + var(--lead) - var(--run) / 2)}
.suido .sd-arm[data-w=leak]{marker-end:url(#sd-drop);
animation:sd-drop 0s calc(var(--at) + var(--lead)) backwards}
@keyframes sd-drop{from{marker-end:none}}
.suido .sd-leak{fill:var(--sd-leak);stroke:var(--sd-ground);stroke-width:3}
.suido .sd-pump circle{fill:var(--sd-source)}
.suido .sd-pump path{fill:none;stroke:var(--sd-ground);stroke-width:4;stroke-linecap:round}
.suido .sd-bowl{fill:var(--sd-pipe);stroke:var(--sd-bowl);stroke-width:7;transition:fill .12s}
.suido .sd-cell[data-wet=true] .sd-bowl{fill:var(--sd-water);
transition:fill var(--sd-step) calc(var(--at) + var(--lead))}
.suido .sd-lock rect{fill:var(--sd-lock)}
.suido .sd-lock path{fill:none;stroke:var(--sd-lock);stroke-width:3.5}
.suido .sd-cell[data-fixed=true]:not([data-locked=true]){cursor:default}
.suido .sd-cell:not([data-fixed=true]){cursor:pointer}
@media (hover:hover){.suido .sd-cell:not([data-fixed=true]):hover .sd-hit{fill:var(--sd-line)}}
.suido .sd-cell[data-hint=true] .sd-hit{fill:var(--sd-hint);fill-opacity:.22;stroke:var(--sd-hint);stroke-width:9}
.suido .sd-cell:is(:focus-visible,[data-ring=true]:focus) .sd-hit{stroke:var(--sd-focus);stroke-width:7}
.suido .sd-pinmark{fill:var(--sd-pin);stroke:var(--sd-pin);paint-order:stroke}
.suido .sd-pinmark circle{stroke:var(--sd-ground);stroke-width:4}
.suido .sd-cell[data-pinned=true]:not(:focus-visible,[data-ring=true]:focus) .sd-hit{stroke:var(--sd-pin);stroke-width:4;stroke-dasharray:10 8}
@media (prefers-reduced-motion:reduce){.suido,.suido .sd-cell{--sd-step:0ms!important}
.suido *{transition:none!important;animation:none!important}}
:root[data-motion=reduce] :is(.suido,.suido .sd-cell){--sd-step:0ms!important}
:root[data-motion=reduce] .suido *{transition:none!important;animation:none!important}
""").strip() + MARK_STYLE
"""The drawing's CSS: the ``--sd-*`` colours (light, and dark under the dark colour scheme
unless the page's root says ``data-theme="light"``; a board's own ``data-theme`` on its host, ``.suido-play``,
wins over the page's), and the water's transitions."""


def board(layout: Layout, masks: Sequence[int] | None = None,
          quarters: Sequence[int] | None = None, label: str | None = None,
          water: bool = True, *, lang: str | None = None, style: bool = True,
          flow: Flow | None = None, label_of: Callable[[CellState], str] | None = None) -> str:
    """The board as SVG text.

    ``layout.cells`` are the pieces as given. With ``quarters`` (by given cell, as a game
    keeps them) the pieces are drawn turned that far and ``masks`` (by position) defaults to
    what the quarters make; with ``masks`` alone the pieces are drawn as ``masks`` say.
    ``label`` names the board for screen readers (escaped). ``water=False`` draws it dry.
    With ``lang`` every cell gets a role, a label in that language and a tab stop (the first
    cell's is 0, the rest -1: a roving tab index). ``style=False`` leaves out the CSS
    (``STYLE``) for a page that has it already. A caller that has them already may pass the
    ``flow`` of the pieces as they stand and its ``label_of`` (a ``labeller``)."""
    size = layout.size
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
        states = [s._replace(wet=False, depth=-1, arms=_DRY[0]) for s in states]
    width, height = layout.width, layout.height
    bw, bh = width * CELL, height * CELL
    deepest = max((s.depth for s in states), default=0)
    out: list[str] = [
        f'<svg xmlns="http://www.w3.org/2000/svg" class="suido" viewBox="0 0 {bw} {bh}"'
        f' data-width="{width}" data-height="{height}" data-kind="{layout.kind}"'
        f' data-wrap="{_b(layout.wrap)}" data-solved="{_b(water and flow.solved)}"'
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
    out.append(_DEFS)
    out.append(f'<rect class="sd-ground" width="{bw}" height="{bh}"/>')
    grid = "".join(f"M{x * CELL} 0V{bh}" for x in range(1, width))
    grid += "".join(f"M0 {y * CELL}H{bw}" for y in range(1, height))
    if grid:
        out.append(f'<path class="sd-grid" d="{grid}"/>')
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
    for state in states:
        c = state.cell
        if as_grid and c % width == 0:
            out.append(f'<g role="row" aria-label="{escape(row_name.replace("{n}", str(c // width + 1)))}">')
        mask = shown.cells[c]
        row, col = divmod(c, width)
        x, y = col * CELL + 50, row * CELL + 50
        role = "source" if c in sources else "drain" if c in drains else "plain"
        attrs = (f'<g class="sd-cell" data-cell="{c}" data-shape="{shape_of(mask)}"'
                 f' data-role="{role}" data-locked="{_b(c in locked)}"'
                 f' data-wet="{_b(state.wet)}" style="--k:{max(0, state.depth)}"'
                 f' transform="translate({x} {y})"')
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
            out.append('<rect class="sd-locked" x="-50" y="-50" width="100" height="100"/>')
        # The turn box turns about the piece's centre, or about its square's centre.
        turn_style = f"--q:{state.quarters}"
        if of[c] >= 0:
            anchor = squares[of[c]].anchor
            ox, oy = (anchor % width) * CELL + CELL - x, (anchor // width) * CELL + CELL - y
            turn_style += f";transform-origin:{ox}px {oy}px"
        # the hit area stands still under the turning piece, so a tap lands on the piece under the finger
        # even while a neighbour (or a square) is still turning over it
        out.append('<rect class="sd-hit" x="-47" y="-47" width="94" height="94" rx="6"/>'
                   f'<g class="sd-turn" style="{turn_style}">')
        if mask:
            out.append(f'<path class="sd-pipe" d="{_PIPE[mask]}"/>')
            if mask in (1, 2, 4, 8):
                out.append('<circle class="sd-hub" r="15"/>')
            for side in range(4):
                if mask >> side & 1:
                    out.append(_ARM[side].format(state.arms[side]))
        out.append("</g>")
        if role == "source":
            out.append(_PUMP)
        elif role == "drain":
            out.append(_BOWL)
        if c in locked:
            out.append(_LOCK)
        out.append("</g>")
        if as_grid and c % width == width - 1:
            out.append("</g>")  # the row
    for square in squares:
        row, col = divmod(square.anchor, width)
        out.append(f'<circle class="sd-pivot" cx="{col * CELL + CELL}" cy="{row * CELL + CELL}" r="8"/>')
    if layout.walls:
        out.append(f'<path class="sd-walls" d="{_walls_path(layout)}"/>')
    if layout.wrap:
        out.append(f'<rect class="sd-rim" x="2.5" y="2.5" width="{bw - 5}" height="{bh - 5}"/>')
    else:
        out.append(f'<rect class="sd-frame" width="{bw}" height="{bh}"/>')
    out.append("</svg>")
    return "".join(out)


def _b(value: bool) -> str:
    return "true" if value else "false"


def _fixed(layout: Layout) -> list[bool]:
    """Per given cell, whether its piece can never turn: bare ground, a cross, a locked piece,
    or a square whose four turns all look the same."""
    locked = set(layout.locked)
    fixed = [c in locked or not can_turn(m) for c, m in enumerate(layout.cells)]
    for square in squares_of(layout)[0]:
        looks = {tuple(masks_after_square(layout.cells, square.cells, q)) for q in range(4)}
        for c in square.cells:
            fixed[c] = len(looks) < 2
    return fixed


def masks_after_square(given: Sequence[int], cells: Sequence[int], q: int) -> list[int]:
    """The four masks of a square (by its cells, clockwise) after turning it ``q`` quarters."""
    out = [0, 0, 0, 0]
    for i, c in enumerate(cells):
        out[(i + q) % 4] = turn(given[c], q)
    return out


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
