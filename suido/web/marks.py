"""The worker's end of the edge marks and of turning by pointing (`suido.marks`): a `mark` request read into
a move, a pointed tap read into the steps of a turn, and the marks a reply carries, drawn.

The points a request carries are in the drawing's units (`suido.svg.CELL` a cell, the board's top-left
corner at 0, 0: what the page reads off the SVG); they are turned into board units here.
"""

from __future__ import annotations

import math
from typing import Any

from .. import strings, svg
from ..svg import marks as svgmarks
from ..codes import Layout, grid_of, squares_of
from ..grids.places import row_and_column
from ..game import Game
from ..history import History, Move
from ..marks import (JOINED, NONE, SHUT, STATES, contradicted, contradicts, edge_near, edge_of, markable, pointing_by,
                    side_pointed, side_toward, state_named, stroke_mark)
from .args import Refused, described, whole_arg


def _point(args: dict[str, Any], name: str) -> tuple[float, float]:
    value = args.get(name)
    if not (isinstance(value, list) and len(value) == 2
            and all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in value)):
        raise Refused(f"'{name}' is a point [x, y] in the drawing's units, not {described(value)}")
    return value[0] / svg.CELL, value[1] / svg.CELL


def mark_move(layout: Layout, history: History, args: dict[str, Any]) -> Move | None:
    """The mark move a `mark` request asks for, or None when it names no edge that can be marked (a point
    far from every edge, a drag along none, the rim). The edge: `edge`, or on the piece standing at
    `cell` its `side`, the side `toward` a direction ([dx, dy]: an arrow key), the edge near `point` (a long press), or the one a drag `from` `to` crosses
    (joined) or runs along (shut). The state: `state` ("none", "joined", "shut") sets it; `mark`
    ("joined" or "shut") sets it, or takes it off when the edge is so already (as does a drag); a long
    press with neither goes round none, joined, shut. Refused for arguments that are not these."""
    kept = dict(history.marks)
    state: int | None = None
    if args.get("state") is not None:
        state = _state(args, "state")
    toggle = _state(args, "mark") if args.get("mark") is not None else None
    if args.get("edge") is not None:
        named = whole_arg(args, "edge")
        if markable(layout, named) is None:
            raise Refused(f"mark: {named} is no edge between two pieces of this board")
        edge: int | None = named
    else:
        cell = whole_arg(args, "cell")
        if not 0 <= cell < layout.size:
            raise Refused(f"mark: cell {cell} is off this {layout.width}x{layout.height} board")
        if args.get("side") is not None:
            side = whole_arg(args, "side")
            if side >= grid_of(layout).sides:
                raise Refused(f"mark: a side is 0..{grid_of(layout).sides - 1}, not {side}")
            edge = edge_of(layout, cell, side)
        elif args.get("toward") is not None:
            edge = edge_of(layout, cell, side_toward(layout, *_point(args, "toward"), cell))
        elif args.get("point") is not None:
            edge = edge_near(layout, cell, *_point(args, "point"))
            if edge is not None and state is None and toggle is None:
                state = (kept.get(edge, NONE) + 1) % len(STATES)
        else:
            stroke = stroke_mark(layout, cell, _point(args, "from"), _point(args, "to"))
            edge, toggle = (None, None) if stroke is None else (stroke[0], toggle or stroke[1])
    if edge is None:
        return None
    if state is None:
        if toggle is None:
            raise Refused("mark: say the 'state' (none, joined, shut) or the 'mark' (joined, shut)")
        state = NONE if kept.get(edge) == toggle else toggle
    joined = args.get("joined", False)
    if not isinstance(joined, bool):
        raise Refused(f"mark: 'joined' is true or false, not {described(joined)}")
    return Move("mark", edge, state, joined)


def _state(args: dict[str, Any], name: str) -> int:
    try:
        state = state_named(args.get(name))
    except ValueError as e:
        raise Refused(f"mark: {e}") from None
    if name == "mark" and state == NONE:
        raise Refused("mark: 'mark' is joined or shut ('state': none takes a mark off)")
    return state


def pointed_steps(layout: Layout, game: Game, cell: int, args: dict[str, Any], by: int) -> int:
    """The signed steps a tap turns the piece standing at `cell`: `by` (1 or -1) for a plain tap, a tap
    in a piece's middle, or a square (a big piece or a block: its pieces move, pointing names none of
    them); with `point` near a side, the fewest steps that bring an arm there (`suido.marks.pointing_by`,
    `by` the way that wins a tie; 0 when an arm is there already)."""
    if args.get("point") is None:
        return by
    x, y = _point(args, "point")
    if squares_of(layout)[1][cell] >= 0:
        return by
    side = side_pointed(layout, cell, x, y)
    return by if side is None else pointing_by(grid_of(layout), game.masks[cell], side, by, layout.polygons[cell])


def marks_reply(layout: Layout, history: History, memo: dict[str, Any]) -> dict[str, Any]:
    """What a board reply says of the marks, when they changed since the board's last reply (else nothing):
    `marks` (the layer drawn: `suido.svg.marks`) and `marked` (`[edge, "joined" | "shut", contradicted]`
    each, by edge). `memo` (the board's own dict) keeps each mark's two pieces and what was said last, so a
    tap costs two lookups a mark, and the layer is drawn and sent only when a mark or a contradiction changed
    (`bench/marks.py`). A board's first reply (`open`: an empty memo) always says them."""
    marks = history.marks
    ends = memo.setdefault("ends", {})
    grid, masks = grid_of(layout), history.game.masks
    wrong = []
    for edge, state in marks:
        found = ends.get(edge)
        if found is None:
            found = ends[edge] = markable(layout, edge)
        cell, side, other = found  # (every mark made was on an edge that can be marked)
        if contradicts(grid, masks, cell, side, other, state):
            wrong.append(edge)
    key = (marks, tuple(wrong))
    if memo.get("key") == key:
        return {}
    memo["key"], seen = key, set(wrong)
    return {"marks": svgmarks.layer(layout, marks, seen, svg.CELL) if marks else svgmarks.EMPTY,
            "marked": [[edge, STATES[state], edge in seen] for edge, state in marks]}


def mark_said(layout: Layout, history: History, move: Move, lang: str) -> str:
    """The line that says a mark made (for the note under the board, read out): its state and the two pieces."""
    found = markable(layout, move.cell)
    assert found is not None
    cell, _, other = found
    places = [strings.say(lang, "markPlace", row=r, col=k) for r, k in
              (row_and_column(grid_of(layout), layout.width, layout.height, layout.wrap, layout.holes, c)
               for c in (cell, other))]
    key = {JOINED: "markJoined", SHUT: "markShut", NONE: "markCleared"}[move.by]
    said = strings.say(lang, key, a=places[0], b=places[1])
    if move.by and move.cell in contradicted(layout, history.game.masks, history.marks):
        said += strings.say(lang, "markWrong")
    return said
