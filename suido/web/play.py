"""The board ops: open a board, and make a move on it. A move of any kind is one op, `move`, and one reply.

A move is a value (`suido.history`'s `Move`) and the request gives it in its text form, the history's
tokens, a piece named by the cell it was given in (`suido.web.boards` says why):

* `12+` / `12-`: turn the piece given in cell 12 one step of its grid's turn, clockwise or back; with
  `point` ([x, y] in the drawing's units) the fewest steps that bring an arm to the side near it;
* `p12` / `u12`: pin / unpin it (a square is pinned as one);
* `j12` / `s12` / `c12`: mark edge 12 joined, shut, or take its mark off; `j` / `s` with the piece
  (`cell`) and the way (`side`, or `toward` [dx, dy]): that edge marked, or its mark taken off when it is
  so already; `m` with `cell` and `point` (a long press: none, joined, shut in turn) or `from` and `to`
  (a drag: across an edge joins it, along it shuts it);
* `r`: Start over; `undo`, `redo`; `hint`: light a piece to turn next;
* `k`: set a checkpoint; `b2`: back to the second checkpoint; `x77`: jumble every piece not pinned, seeded by 77
  (`suido.history`); `check`: check the pins against the answer, counted as a hint (`suido.web.aids`);
  `nets`: the colour of every piece's network, whole (no move: `suido.web.aids`);
* `&` before a turn, a pin or a mark joins it to the move before: one undo takes both (a drag that pins).

The reply has one shape (`suido.web.reply`): `changed`, `cells`, `water`, the summary (and `moves`,
the edit to the saved moves), and, by kind: `refused: "pinned"` (a pinned piece stays), `hint` (the light
as it stands after the move: an object, or null when it went out; absent when it is as it was), `edge`,
`state` and `said` (a mark made).
"""

from __future__ import annotations

import re
from typing import Any, Final

from .. import levels as _levels
from .. import strings, svg
from ..check import check_answer
from ..codes import CodeError, decode, grid_of
from ..grids.places import arrows_of
from ..flow import flow_of
from ..game import Game, can_turn_at, game_at_answer, game_from_progress, new_game, taps_to_answer
from ..history import CHECKPOINTS, SEEDS, Move, history_from_text, make_move, new_history, redo, undo
from .aids import assist, mark_cells, nets_whole, pins_checked
from .args import Refused, described, level_info, level_row, text_arg, whole_arg
from .boards import Board, board_of, cells_of, keep
from .marks import mark_move, mark_said, pointed_steps
from .reply import history_of, moved, state_json, summary, unchanged
from .reply import label as piece_label
from .rings import rings_open
from .said import board_words, chips, hint_left, light
from ..svg.field import field_extent, with_field


def op_open(args: dict[str, Any]) -> dict[str, Any]:
    """Open a board (a level by `size` and `level`, or a `code` with its `answer`) under the id `board`,
    with its saved `progress` and moves, and reply with its first drawing and words."""
    lang = strings.language_of(text_arg(args, "lang", required=False))
    level = None
    if args.get("size") is not None:
        size, n = text_arg(args, "size"), whole_arg(args, "level")
        row = level_row(size, n)
        level = level_info(size, n, row)
        args = {**args, "code": row.board, "answer": _levels.answer(row)}
    code = text_arg(args, "code")
    try:
        layout = decode(code)
    except (CodeError, ValueError) as e:  # or Python's own limit on digits (a size of 5,000 digits)
        raise Refused(strings.say(lang, "badCode", why=str(e))) from None
    notes = []
    solution = None
    answer = text_arg(args, "answer", required=False)
    if answer:
        checked = check_answer(code, answer)
        if checked.ok:
            solution = decode(answer).cells
        else:
            notes.append(strings.say(lang, "badAnswer", why=checked.reason))
    game = new_game(layout)
    progress = text_arg(args, "progress", required=False)
    shown = bool(args.get("shown")) and solution is not None
    if progress and not shown:
        try:
            game = game_from_progress(layout, progress)
        except ValueError:
            notes.append(strings.say(lang, "badProgress"))
    par = taps_to_answer(new_game(layout), solution) if solution is not None else None
    if shown:
        assert solution is not None
        game = game_at_answer(new_game(layout), solution)
    history = new_history(game)
    saved = text_arg(args, "history", required=False)
    if saved and not shown:
        # The moves saved beside the progress: taken when they lead to the game the progress says (the
        # progress wins when the two disagree: a game shared by a link, or a save from before undo).
        try:
            history = history_from_text(layout, saved)
        except ValueError:
            history = new_history(game)
        if not _same_game(history.game, game):
            history = new_history(game)
    game = history.game
    flow = flow_of(layout, game.masks)
    states = svg.cell_states(layout, game.masks, game.quarters, flow)
    board = Board(layout, code, lang, history, flow, states, solution, par)
    board.level = level
    board.shown = shown
    hints = args.get("hints", 0)  # the hints taken before, kept by the shell beside the progress
    if isinstance(hints, int) and not isinstance(hints, bool) and 0 <= hints <= 10**6 and not shown:
        board.hints = hints
    lit, facing = args.get("lit"), args.get("facing")  # a hint still lit when the board was last open
    if isinstance(lit, int) and not isinstance(lit, bool) and 0 <= lit < layout.size and not shown \
            and (facing is None or isinstance(facing, int) and not isinstance(facing, bool)
                 and 0 <= facing <= grid_of(layout).full):
        board.hinted = (board.at[lit], facing)  # by the cell it was given in
    hint = hint_left(board)
    board_id = keep(board)
    label = strings.say(lang, "board", width=layout.width, height=layout.height)
    grid = grid_of(layout)
    # Drawn dry: the shell paints the water (`cells`) a frame later, so it runs from the pumps.
    # each piece's words in the drawing are its dry words of the reply's `cells`, worked out once (kept on the board)
    pins = board.history.pins
    field = args.get("field") is True and layout.wrap  # the setting: a board that wraps among its copies
    # The page shows this game's drawing already (`drawn`: kept by its release, in its language, before Python was
    # up): no drawing is sent, unless the game that opened is not the one it was kept of (its progress refused, the
    # answer shown) or the copies were asked for
    drawn = args.get("drawn") is True and not shown and not field and not notes
    drawing = "" if drawn else svg.board(layout, game.masks, game.quarters, label=label, water=False, lang=lang,
                                         flow=flow, label_of=lambda s: piece_label(board, s, s.at in pins), banded=True)
    places = grid.places(layout.width, layout.height, layout.wrap, layout.holes)
    extent = [round(v * svg.CELL, 2) for v in places.extent]
    if field:
        drawing = with_field(drawing, layout)
        extent = list(field_extent(layout) or extent)
    # how the keys step (keys.js): on squares and hexagons by rows; else each cell's neighbours by the arrows
    keys: dict[str, Any] = {"steps": [grid.steps(0), grid.steps(1)], "sides": grid.keys} if places.uniform else \
        {"arrows": arrows_of(grid, layout.width, layout.height, layout.wrap, layout.holes), "sides": {}}
    nets = {"nets": nets_whole(board)} if args.get("nets") is True else {}  # the colours per network, when shown
    return {**nets, "board": board_id, "svg": drawing, "width": layout.width, "height": layout.height,
            "kind": layout.kind, "wrap": layout.wrap, "label": label, "par": par,
            "grid": grid.name, "sides": grid.sides, "extent": extent,  # the drawing's box, in its units
            "count": layout.size, "keys": keys,
            "notes": notes, "words": board_words(lang, grid.name), "level": level, "answer": answer if solution else None,
            "shown": shown, "hint": hint,
            "twists": chips(layout, lang), "rings": rings_open(board, flow),
            "cells": [state_json(board, s) for s in states], **summary(board, 0), "history": history_of(board)}


def _same_game(a: Game, b: Game) -> bool:
    """Whether two games stand the same: their pieces, turns, and quarters alike up to whole turns (the
    moves keep signed steps, -1 for a turn back; a progress keeps them from 0 to sides - 1)."""
    n = grid_of(a.start).sides
    return a.masks == b.masks and a.turns == b.turns and all((x - y) % n == 0 for x, y in zip(a.quarters, b.quarters))


MOVE: Final = re.compile(r"(&?)(?:([0-9]{1,7})([+-])|([pu])([0-9]{1,7})|([jsc])([0-9]{1,7})?|(m)|(r)|(undo|redo|hint|check|nets)"
                         r"|(k)|b([0-9]{1,3})|x([0-9]{1,10}))")
"""A move's text in a request (see the module's text)."""


def op_move(args: dict[str, Any]) -> dict[str, Any]:
    """Make the move `move` (its text, with the geometry a turn by pointing or a mark needs) on `board`."""
    board = board_of(args)
    text = args.get("move")
    found = MOVE.fullmatch(text) if isinstance(text, str) else None
    if found is None:
        raise Refused(f"move: {described(text)} is not a move (12+, 12-, p12, u12, j12, s12, c12, j, s, c or m "
                      "with the piece, r, undo, redo, hint, k, b2, x77, check or nets; & before one joins it to the "
                      "one before)")
    joined = bool(found.group(1))
    if found.group(2):
        return turn(board, _standing(board, int(found.group(2))), 1 if found.group(3) == "+" else -1, args, joined)
    if found.group(4):
        return pin(board, _standing(board, int(found.group(5))), found.group(4) == "p", joined, args.get("assist") is True)
    if found.group(6):
        state = {"j": "joined", "s": "shut", "c": "none"}[found.group(6)]
        if found.group(7):
            return mark(board, {"edge": int(found.group(7)), "state": state, "joined": joined, **_assist(args)})
        if state == "none":
            return mark(board, {**_where(board, args), "state": "none", "joined": joined})
        return mark(board, {**_where(board, args), "mark": state, "joined": joined, **_assist(args)})
    if found.group(8):
        return mark(board, {**_where(board, args), "joined": joined, **_assist(args)})
    if joined:
        raise Refused(f"move: {text} cannot be joined to the move before (only a turn, a pin or a mark)")
    if found.group(9):
        return restart(board)
    if found.group(11):
        return whole(board, Move("checkpoint"))
    if found.group(12):
        return whole(board, Move("back", by=_number(found.group(12), 1, CHECKPOINTS, "a checkpoint")))
    if found.group(13):
        return whole(board, Move("jumble", by=_number(found.group(13), 0, SEEDS - 1, "a jumble's seed")))
    return {"undo": lambda: undone(board, undo), "redo": lambda: undone(board, redo),
            "hint": lambda: lit(board), "check": lambda: unchanged(board, pins=pins_checked(board)),
            "nets": lambda: unchanged(board, nets=nets_whole(board, args.get("on") is not False))}[found.group(10)]()


def _assist(args: dict[str, Any]) -> dict[str, Any]:
    """The assistant asked for with a pin or a mark (`assist: true`: the page's setting)."""
    return {"assist": True} if args.get("assist") is True else {}


def _number(text: str, low: int, high: int, what: str) -> int:
    """A move's number, from `low` to `high`; refused past them."""
    if not low <= int(text) <= high:
        raise Refused(f"move: {what} is a whole number from {low} to {high}, not {text}")
    return int(text)


def _standing(board: Board, cell: int) -> int:
    """Where the piece given in `cell` stands now; refused for a cell off the board."""
    if not 0 <= cell < board.layout.size:
        raise Refused(f"move: cell {cell} is off this {board.layout.width}x{board.layout.height} board")
    return board.at[cell]


def _where(board: Board, args: dict[str, Any]) -> dict[str, Any]:
    """A mark's geometry from a move request: its piece (`cell`, given) by where it stands, and the rest as
    they came (`side`, `toward`, `point`, `from` and `to`: `suido.web.marks.mark_move` reads them)."""
    where = {name: args[name] for name in ("side", "toward", "point", "from", "to") if args.get(name) is not None}
    return {**where, "cell": _standing(board, whole_arg(args, "cell"))}


def turn(board: Board, cell: int, by: int, args: dict[str, Any], joined: bool = False) -> dict[str, Any]:
    """Turn the piece standing at `cell` one step (`by`: 1 clockwise, -1 back), or by pointing (`point` in
    `args`) the fewest that bring an arm to the side near it."""
    if cell in board.history.pins:
        return unchanged(board, refused="pinned")  # a pinned piece stays as it is: the page says why (once)
    if not can_turn_at(board.game, cell):
        return unchanged(board)
    steps = pointed_steps(board.layout, board.game, cell, args, by)  # a tap near a side, when pointing is on
    if not steps:
        return unchanged(board)
    turned = cells_of(board, cell)
    board.shown = False
    if board.hinted is not None and board.hinted[0] not in turned:
        board.hinted = None  # another piece turned: the light goes out
    after = board.history
    for i in range(abs(steps)):  # each step a turn counted, the steps of one tap one undo
        after = make_move(after, Move("turn", cell, 1 if steps > 0 else -1, joined or i > 0))
    reply = moved(board, after, turned)
    return {**reply, "hint": hint_left(board)}


def pin(board: Board, cell: int, want: bool, joined: bool = False, helped: bool = False) -> dict[str, Any]:
    """Pin (`want`) or unpin the piece standing at `cell`; with the assistant (`helped`), a pin turns the free
    pieces around it that can then face one way only, as the same move (`suido.web.aids.assist`): `assisted`, their
    given cells."""
    after = make_move(board.history, Move("pin", cell, 1 if want else 0, joined))
    if after is board.history:
        return unchanged(board)
    turned: list[int] = []
    if want and helped:
        after, turned = assist(board, after, set(cells_of(board, cell)))
    return _helped(board, after, turned)


def _helped(board: Board, after: Any, turned: list[int]) -> dict[str, Any]:
    """A pin's or a mark's reply, with the pieces the assistant turned (`assisted`, given cells) in it."""
    if not turned:
        return moved(board, after, ())
    board.shown = False
    moving = sorted({p for c in turned for p in cells_of(board, c)})
    if board.hinted is not None and board.hinted[0] in moving:
        board.hinted = None
    reply = moved(board, after, moving)
    return {**reply, "assisted": [board.cell_at[c] for c in turned], "hint": hint_left(board)}


def mark(board: Board, args: dict[str, Any]) -> dict[str, Any]:
    """Mark an edge joined or shut, or take its mark off (`suido.web.marks.mark_move` reads which): one move."""
    move = mark_move(board.layout, board.history, args)
    after = board.history if move is None else make_move(board.history, move)
    if move is None or after is board.history:
        return unchanged(board, edge=None)
    turned: list[int] = []
    if move.by and args.get("assist") is True:
        after, turned = assist(board, after, mark_cells(board, move.cell))
    reply = _helped(board, after, turned)
    return {**reply, "edge": move.cell, "state": ("none", "joined", "shut")[move.by],
            "said": mark_said(board.layout, after, move, board.lang)}


def restart(board: Board) -> dict[str, Any]:
    """Start over: the board as given and no pins, as one move (Undo brings the game back)."""
    board.shown = False
    board.hinted = None
    board.hints = 0  # a new start: the hints of the last one are not this one's
    after = make_move(board.history, Move("restart"))
    return {**(unchanged(board) if after is board.history else moved(board, after, None)), "hint": None}


def whole(board: Board, move: Move) -> dict[str, Any]:
    """A move of the whole board: a checkpoint set, back to a checkpoint, a jumble (`suido.history`). One move,
    undone as one; a checkpoint moves no piece."""
    after = make_move(board.history, move)
    if after is board.history:
        return unchanged(board)
    if move.kind != "checkpoint":
        board.shown = False
        board.hinted = None
    reply = moved(board, after, () if move.kind == "checkpoint" else None)
    return reply if move.kind == "checkpoint" else {**reply, "hint": None}


def undone(board: Board, step: Any) -> dict[str, Any]:
    """`step` (`undo` or `redo`) made: one move, or moves joined, taken back or made again."""
    after = step(board.history)
    if after is board.history:
        return unchanged(board)
    first, last = sorted((board.history.done, after.done))
    moves = after.moves[first:last]
    turned: Any = None if any(m.kind in ("restart", "back", "jumble") for m in moves) else \
        sorted({c for m in moves if m.kind == "turn" for c in cells_of(board, m.cell)})
    board.shown = False
    board.hinted = None
    return {**moved(board, after, turned), "hint": None}


def lit(board: Board) -> dict[str, Any]:
    """Light a piece to turn next, and say why (`suido.web.said.light`)."""
    return unchanged(board, hint=light(board))
