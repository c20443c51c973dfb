"""The aids in the worker's replies: check my pins, the assistant's turns after a pin or a mark, and the colour of
every network (`suido.aids`, `suido.networks`), each said by the cells the pieces were given in
(`suido.web.boards`). The checkpoints, the jumble and the loose ends' counts are moves and the summary's
(`suido.web.play`, `suido.web.reply`).
"""

from __future__ import annotations

from typing import Any

from .. import strings
from ..aids import answer_of, assisted, neighbours, pieces_among, wrong_pins
from ..flow import Flow
from ..history import History, Move, make_move
from ..marks import markable
from ..networks import networks_of
from .boards import Board


def pins_checked(board: Board) -> dict[str, Any]:
    """Check my pins, counted as a hint (when there are pins to check and an answer to check them by): `{wrong,
    pinned, cells, said}`: how many pinned pieces face a way the answer does not, of how many pinned, their given
    cells (to light on request) and the line that says so. `wrong` is None when no answer is known (a board with
    none of its own and more than one answer, or none)."""
    lang, layout = board.lang, board.layout
    answer = board.solution if board.solution is not None else answer_of(layout)
    pins = board.history.pins
    if answer is None:
        return {"wrong": None, "pinned": 0, "cells": [], "said": strings.say(lang, "pinsNoAnswer")}
    if not pins:
        return {"wrong": 0, "pinned": 0, "cells": [], "said": strings.say(lang, "pinsNone")}
    board.hints += 1
    wrong = wrong_pins(board.game, pins, answer)
    n, of = pieces_among(layout, wrong), pieces_among(layout, pins)
    key = "pinsRight" if not n else "pinsWrong"
    return {"wrong": n, "pinned": of, "cells": sorted(board.cell_at[c] for c in wrong),
            "said": strings.say(lang, key, n=n, of=of)}


def assist(board: Board, after: History, around: set[int]) -> tuple[History, list[int]]:
    """The assistant's turns after a pin or a mark (`after`: the history with it made): each free piece of
    `around` (positions) that can then face one way only turned there, every step a turn joined to the pin or
    mark, so one undo takes them all back. The history after them, and the positions turned."""
    turns = assisted(after.game, after.pins, after.marks, neighbours(board.layout, around))
    for cell, steps in turns:
        by = 1 if steps <= board.sides // 2 else -1
        for _ in range(steps if by == 1 else board.sides - steps):
            after = make_move(after, Move("turn", cell, by, True))
    return after, [c for c, _ in turns]


def mark_cells(board: Board, edge: int) -> set[int]:
    """The two pieces (positions) either side of a marked edge."""
    found = markable(board.layout, edge)
    return set() if found is None else {found[0], found[2]}


def nets_whole(board: Board, on: bool = True) -> dict[str, Any]:
    """The colour of every network, whole, and kept up to date by every move from now on (`on`), or no more
    (off): `{cells, colours, whole: true}`, the given cells of every coloured piece and their colours (1 to
    `suido.networks.COLOURS`; a piece not listed has none)."""
    if not on:
        board.nets = None
        return {"cells": [], "colours": [], "whole": True}
    board.nets = networks_of(board.layout, board.flow)
    coloured = [c for c, x in enumerate(board.nets.colour) if x]
    return {"cells": [board.cell_at[c] for c in coloured], "colours": [board.nets.colour[c] for c in coloured],
            "whole": True}


def nets_moved(board: Board, flow: Flow) -> dict[str, Any]:
    """A move's reply's `nets` while the colours are on: the pieces whose colour changed, `{cells, colours}` (0:
    none now); nothing when none did, or the colours are off."""
    if board.nets is None:
        return {}
    board.nets = nets = networks_of(board.layout, flow, board.nets)
    if not nets.changed:
        return {}
    return {"nets": {"cells": [board.cell_at[c] for c in nets.changed],
                     "colours": [nets.colour[c] for c in nets.changed]}}
