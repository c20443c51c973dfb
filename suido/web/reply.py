"""The reply to a move, one shape for every kind (`suido.web.play`): what changed since the board's last reply
(the pieces whole, the water in flat lists, the rings and the marks when they changed), the summary every board
reply carries, and what the page saves.

What the page saves: a board's `progress` (short: a digit a piece) whole in every reply, and its moves (the
history's saved text, `suido.history`, which grows a token a move) as the edit a move makes to them,
`moves: {keep, add, done}`: keep the first `keep` tokens, add `add` after them, `done` of them done. The
whole text comes once, with the board opened (`history`), so a move's reply stays the same size however long
the game (`edited` is the page's side of it, which the tests hold to `history_text`).
"""

from __future__ import annotations

from typing import Any, Sequence

from .. import strings, svg
from ..codes import cell_char
from ..flow import flow_of
from ..history import History, move_text
from .boards import DIGITS, Board
from .aids import nets_moved
from .marks import marks_reply
from .rings import rings_moved
from .said import meter_of, status_of
from .water import water_changes, water_of


def unchanged(board: Board, **said: Any) -> dict[str, Any]:
    """The reply to a move that changed nothing (a turn of a piece that cannot turn, a pin already so, nothing to
    undo...): no piece, no water, the summary as it stands; `said`: what the move says all the same."""
    return {"changed": False, "cells": [], "water": {"cells": [], "k": [], "w": "", "labels": {"cells": [], "labels": []}},
            **said, **summary(board, 0)}




def history_of(board: Board) -> str:
    """The board's moves in the saved form (`suido.history.history_text`), kept token by token."""
    return f"{board.base}{','.join(board.tokens)}/{board.history.done}"


def edited(text: str, edit: dict[str, Any]) -> str:
    """A saved history `text` with a reply's `moves` edit made (what the page does with it)."""
    head, moves, _ = text.rsplit("/", 2)
    tokens = (moves.split(",") if moves else [])[:edit["keep"]] + list(edit["add"])
    return f"{head}/{','.join(tokens)}/{edit['done']}"


def moved(board: Board, after: History, turned: Sequence[int] | None) -> dict[str, Any]:
    """Take `after` as the board's history and say what changed since the last reply. `turned`:
    the cells whose pieces moved (by position, which is also by given cell for a square's four),
    or None when any may have.

    The reply says a piece two ways. A piece that moved, or was pinned or unpinned, comes whole in
    `cells` (`_state_json`). A piece whose water alone changed (most of the board when a turn at
    the pump cuts it off or gives it back) comes in `water`: its given cell, its depth (-1 dry) and
    four letters for its arms, in three flat lists, so the reply of a thousand such pieces is three
    JSON values rather than a thousand objects (in Pyodide the JSON costs per object).

    A tap must come back within a few milliseconds on a 28x28 board even in Pyodide, so nothing
    here walks the whole board in Python more than it must: the flow is the engine's, the
    comparisons of whole tuples run in C, and only the cells whose water differs are looked at."""
    layout = board.layout
    game = after.game
    flow = flow_of(layout, game.masks)
    old = board.flow
    pinned = board.history.pins ^ after.pins
    before_q, now_q = board.game.quarters, game.quarters
    if turned is None:  # Start over (or its undo): any piece may have moved
        moved = [c for c, (a, b) in enumerate(zip(before_q, now_q)) if a != b] if before_q != now_q else []
    else:
        moved = list(turned)
    whole = sorted(set(moved) | pinned)
    start = -1
    water = board.water
    cells = []
    for st in svg.cell_states(layout, game.masks, now_q, flow, only=whole) if whole else ():
        c = st.cell
        if board.at[c] != st.at:
            board.at[c] = st.at
            board.cell_at[st.at] = c
        dry_before = water[c][0] < 0
        water[c] = water_of(st)
        if st.wet and dry_before and (start < 0 or st.depth < start):
            start = st.depth
        cells.append(st)
    flat, depths, arms, first = water_changes(layout, old, flow, now_q, board.cell_at, water, set(whole), board.sides)
    # a piece whose leaks changed (and whose water alone did) gets its words again: they say where it leaks
    leaky = sorted({board.cell_at[p] for p, _ in set(old.spills) ^ set(flow.spills)} - set(whole)) \
        if old.spills != flow.spills else []
    if first >= 0 and (start < 0 or first < start):
        start = first
    if turned is None:
        board.chars = [cell_char(m, board.roles[c], board.layout.grid) for c, m in enumerate(game.masks)]
        board.digits = [DIGITS[q % k] for q, k in zip(now_q, board.mods)]
    else:
        for c in turned:
            board.chars[c] = cell_char(game.masks[c], board.roles[c], board.layout.grid)
            board.digits[c] = DIGITS[now_q[c] % board.mods[c]]
    old_history = board.history
    edit: dict[str, Any] = {"keep": len(board.tokens), "add": [], "done": after.done}
    if after.moves is not old_history.moves:  # a move made (undo and redo keep the moves)
        del board.tokens[old_history.done:]
        added = [move_text(m) for m in after.moves[old_history.done:]]
        board.tokens.extend(added)
        edit.update(keep=old_history.done, add=added)
    board.history, board.flow = after, flow
    board.deepest = max(flow.depth)
    said = svg.cell_states(layout, game.masks, now_q, flow, only=leaky) if leaky else ()
    return {"changed": True, "cells": [state_json(board, st) for st in cells],
            "water": {"cells": flat, "k": depths, "w": "".join(arms),
                      "labels": {"cells": leaky, "labels": [labels(board, st) for st in said]}},
            **rings_moved(board, flow, game.masks), **nets_moved(board, flow), **summary(board, max(0, start), edit)}


def state_json(board: Board, s: svg.CellState) -> dict[str, Any]:
    """A piece whole: where it stands, its quarters, its water, its pin, and its words for screen
    readers both dry and wet (`labels`), so the page can say a piece whose water alone changes."""
    return {"cell": s.cell, "at": s.at, "q": s.quarters, "wet": s.wet, "k": max(0, s.depth),
            "w": list(s.arms), "pinned": s.at in board.history.pins, "labels": labels(board, s)}


def labels(board: Board, s: svg.CellState) -> list[str]:
    """A piece's words dry, and wet (with where it leaks, if it is wet now)."""
    pinned = s.at in board.history.pins
    return [label(board, s._replace(wet=False), pinned), label(board, s._replace(wet=True), pinned)]


def label(board: Board, s: svg.CellState, pinned: bool) -> str:
    """A piece's words for a screen reader (its row and column, its shape, the sides it opens on, wet or dry, where it
    leaks, pinned), kept on the board: they depend only on where it stands, which way it faces, whether it is wet (and
    where it leaks) and pinned."""
    spilt = sum(1 << i for i, arm in enumerate(s.arms) if arm == "leak") if s.wet else 0
    key = (s.cell, s.at, s.quarters % board.mods[s.cell], s.wet, pinned, spilt)
    label = board.labels.get(key)
    if label is None:
        label = board.label(s)
        if pinned:
            label += strings.say(board.lang, "and") + strings.say(board.lang, "cellPinned")
        board.labels[key] = label
    return label


def summary(board: Board, start: int, edit: dict[str, Any] | None = None) -> dict[str, Any]:
    """What every board reply carries: the status, the counts, what the page saves (`progress`, and `moves`: the
    edit this reply makes to the saved moves), the water's pace (`step`, `from`), the marks when they changed, the
    checkpoints set (`checkpoints`, how many) and the loose ends (`loose`: the pieces leaking, the pieces dry)."""
    game, flow, lang = board.game, board.flow, board.lang
    # As game_progress and game_code give them (the tests hold them to it), without walking
    # every cell through the engine's general functions on each tap.
    progress = "".join(board.digits) + f":{game.turns}"
    code = board.head + "".join(board.chars) + board.tail
    history = board.history
    return {"solved": flow.solved, "turns": game.turns, "hints": board.hints, "progress": progress, "code": code,
            "moves": edit or {"keep": len(board.tokens), "add": [], "done": history.done},
            "canUndo": history.can_undo, "canRedo": history.can_redo,
            "status": strings.say(lang, "solvedBefore") if board.shown else status_of(board.layout, flow, game.turns, lang),
            "meter": meter_of(game.turns, board.par, lang, board.hints),
            "step": svg.step_for(board.deepest), "from": start, **marks_reply(board.layout, history, board.marks_memo),
            "checkpoints": len(history.checkpoints),
            "loose": [len({p for p, _ in flow.spills}) if flow.spills else 0, flow.pieces - flow.wet_pieces]}
