"""The boards open in the worker: what ``suido.web`` plays (a request's arguments and the level rows the shell
sent are read by ``suido.webargs``).

Python owns the game state: the games live here, by board id, each with its history (``suido.history``:
undo, redo, pins), and a turn answers with ONLY what changed (the cells whose water, depth, quarters,
arms or pin differ), so a tap on a 20x50 board never redraws the board. Every reply about a board
carries its ``progress`` string and its ``history`` (the saved form of its moves), so a page whose
worker died reopens the board with them and loses no move, nor its undo.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Callable, Final, Sequence

from . import levels as _levels
from . import strings, svg
from .check import check_answer
from .codes import CodeError, Layout, cell_char, decode, grid_of, squares_of
from .flow import Flow, flow_of
from .game import (Game, can_turn_at, game_at_answer, game_code, game_from_progress, hint_for, new_game,
                   taps_to_answer, turn_at, turn_square)
from .solver import forced_hint
from .svgstates import shape_key, side_words
from .history import History, Move, history_from_text, history_text, make_move, move_text, new_history, redo, undo
from .twists import twists_of
from .webargs import Refused, described, level_info, level_row, text_arg, whole_arg
from .webmarks import mark_move, mark_said, marks_reply, pointed_steps
from .webwater import water_changes, water_of
from .webrings import rings_moved, rings_open  # loops and islands (issue 26)


@dataclass
class _Board:
    layout: Layout
    code: str
    lang: str
    history: History
    flow: Flow
    states: list[svg.CellState]  # as opened; kept up to date by the moves in ``at`` and ``water``
    solution: tuple[int, ...] | None = None
    par: int | None = None
    labels: dict[tuple[int, int, int, bool, bool, int], str] = field(default_factory=dict)
    # the code of the board as it stands, kept in pieces: head + one character a cell + tail
    head: str = ""
    chars: list[str] = field(default_factory=list)
    tail: str = ""
    roles: tuple[str, ...] = ()
    deepest: int = 0
    hints: int = 0
    level: dict[str, Any] | None = None
    shown: bool = False  # opened on its answer: says so until the next turn or Start over
    hinted: tuple[int, int | None] | None = None  # the lit piece (cell, facing) until it is turned home
    label: Callable[[svg.CellState], str] = field(init=False, repr=False)
    base: str = ""  # the saved form's head: "1/BASE/" (the base game never changes)
    tokens: list[str] = field(default_factory=list)  # the saved form's moves, kept move by move
    # What the page shows of each piece, by the cell it was given in, kept as the moves go: where it
    # stands, and its water as a move's reply says it (depth or -1, and its arms: see ``_water_of``)
    at: list[int] = field(default_factory=list)
    cell_at: list[int] = field(default_factory=list)  # by position: the given cell standing there
    water: list[tuple[int, str]] = field(default_factory=list)
    digits: list[str] = field(default_factory=list)  # the progress's digits, one a given cell
    sides: int = 4  # its grid's (a turn is one of them: a quarter, or a sixth)
    rings: Any = None  # the loops and islands as the page was last told them (suido.loops.Rings)
    marks_memo: dict[str, Any] = field(default_factory=dict)  # the edge marks' last reply (suido.webmarks)

    @property
    def game(self) -> Game:
        return self.history.game

    def __post_init__(self) -> None:
        text = history_text(self.history)
        head, moves, _ = text.rsplit("/", 2)
        self.base = head + "/"
        self.tokens = moves.split(",") if moves else []
        self.label = svg.labeller(self.layout, self.lang)
        code = game_code(self.game)
        at = code.index(":") + 1
        size = self.layout.size
        per = len(cell_char(0, grid=self.layout.grid))  # the code's characters a cell
        self.head, self.tail = code[:at], code[at + size * per:]
        self.chars = [code[at + c * per:at + c * per + per] for c in range(size)]
        sources, drains = set(self.layout.sources), set(self.layout.drains)
        self.roles = tuple("source" if c in sources else "drain" if c in drains else "plain"
                           for c in range(size))
        self.deepest = max(self.flow.depth)
        self.at = [st.at for st in self.states]
        self.cell_at = [0] * size
        for st in self.states:
            self.cell_at[st.at] = st.cell
        self.water = [water_of(st) for st in self.states]
        self.sides = grid_of(self.layout).sides
        self.digits = [_DIGITS[q % self.sides] for q in self.game.quarters]


_boards: dict[str, _Board] = {}
_ids = itertools.count(1)



def op_open(args: dict[str, Any]) -> dict[str, Any]:
    """Open a board (a level by ``size`` and ``level``, or a ``code`` with its ``answer``) under the id ``board``,
    with its saved ``progress`` and moves, and reply with its first drawing and words."""
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
    board_id = f"b{next(_ids)}"
    board = _Board(layout, code, lang, history, flow, states, solution, par)
    board.level = level
    board.shown = shown
    hints = args.get("hints", 0)  # the hints taken before, kept by the shell beside the progress
    if isinstance(hints, int) and not isinstance(hints, bool) and 0 <= hints <= 10**6 and not shown:
        board.hints = hints
    lit, facing = args.get("lit"), args.get("facing")  # a hint still lit when the board was last open
    if isinstance(lit, int) and not isinstance(lit, bool) and 0 <= lit < layout.size and not shown \
            and (facing is None or isinstance(facing, int) and not isinstance(facing, bool)
                 and 0 <= facing <= grid_of(layout).full):
        board.hinted = (lit, facing)
    hint = _hint_left(board)
    _boards[board_id] = board
    label = strings.say(lang, "board", width=layout.width, height=layout.height)
    grid = grid_of(layout)
    # Drawn dry: the shell paints the water (``cells``) a frame later, so it runs from the pumps.
    drawing = svg.board(layout, game.masks, game.quarters, label=label, water=False, lang=lang, flow=flow,
                        label_of=board.label)
    extent = [round(v * svg.CELL, 2) for v in grid.extent(layout.width, layout.height)]
    return {"board": board_id, "svg": drawing, "width": layout.width, "height": layout.height,
            "kind": layout.kind, "wrap": layout.wrap, "label": label, "par": par,
            "grid": grid.name, "sides": grid.sides, "extent": extent,  # the drawing's box, in its units
            "notes": notes, "words": _board_words(lang, grid.name), "level": level, "answer": answer if solution else None,
            "shown": shown, "hint": hint,
            "twists": _chips(layout, lang), "rings": rings_open(board, flow),
            "cells": [_state_json(board, s) for s in states], **_summary(board, 0)}


def _same_game(a: Game, b: Game) -> bool:
    """Whether two games stand the same: their pieces, turns, and quarters alike up to whole turns (the
    moves keep signed steps, -1 for a turn back; a progress keeps them from 0 to sides - 1)."""
    n = grid_of(a.start).sides
    return a.masks == b.masks and a.turns == b.turns and all((x - y) % n == 0 for x, y in zip(a.quarters, b.quarters))


def op_turn(args: dict[str, Any]) -> dict[str, Any]:
    """Turn the piece at ``cell`` one step of its grid's turn (a quarter; a sixth on hexagons; ``by``: 1
    clockwise, -1 back) and reply with what changed."""
    board = _board(args)
    cell = whole_arg(args, "cell")
    by = args.get("by", 1)
    if by not in (1, -1) or isinstance(by, bool):
        raise Refused(f"turn: 'by' is 1 (clockwise) or -1 (anticlockwise), not {by!r}")
    if 0 <= cell < board.layout.size and cell in board.history.pins:
        # a pinned piece stays as it is: the shell says why (once)
        return {"turned": False, "pinned": True, "cells": [], **_summary(board, 0)}
    if not can_turn_at(board.game, cell):
        return {"turned": False, "cells": [], **_summary(board, 0)}
    steps = pointed_steps(board.layout, board.game, cell, args, by)  # a tap near a side, when pointing is on
    if not steps:
        return {"turned": False, "cells": [], **_summary(board, 0)}
    turned = _cells_of(board, cell)
    board.shown = False
    if board.hinted is not None and board.hinted[0] not in turned:
        board.hinted = None  # another piece turned: the light goes out
    after = board.history
    for i in range(abs(steps)):  # each step a turn counted, the steps of one tap one undo
        after = make_move(after, Move("turn", cell, 1 if steps > 0 else -1, i > 0))
    moved = _moved(board, after, turned)
    return {"turned": True, "hint": _hint_left(board), **moved}


def op_pin(args: dict[str, Any]) -> dict[str, Any]:
    """Pin (``pinned`` true, none given: flip it) or unpin the piece standing at ``cell``; ``joined``: with
    the pin before (a drag pinning as it goes), so one undo takes them all."""
    board = _board(args)
    cell = whole_arg(args, "cell")
    if not 0 <= cell < board.layout.size:
        raise Refused(f"pin: cell {cell} is off this {board.layout.width}x{board.layout.height} board")
    want = args.get("pinned")
    if want is None:
        want = cell not in board.history.pins
    if not isinstance(want, bool):
        raise Refused(f"pin: 'pinned' is true or false, not {described(want)}")
    joined = args.get("joined", False)
    if not isinstance(joined, bool):
        raise Refused(f"pin: 'joined' is true or false, not {described(joined)}")
    after = make_move(board.history, Move("pin", cell, 1 if want else 0, joined))
    if after is board.history:
        return {"changed": False, "cells": [], **_summary(board, 0)}
    return {"changed": True, **_moved(board, after, ())}


def op_mark(args: dict[str, Any]) -> dict[str, Any]:
    """Mark an edge joined or shut, or take its mark off (``suido.webmarks.mark_move`` reads which): one move."""
    board = _board(args)
    move = mark_move(board.layout, board.history, args)
    after = board.history if move is None else make_move(board.history, move)
    if move is None or after is board.history:
        return {"changed": False, "edge": None, "cells": [], **_summary(board, 0)}
    reply = _moved(board, after, ())
    return {"changed": True, "edge": move.cell, "state": ("none", "joined", "shut")[move.by],
            "said": mark_said(board.layout, after, move, board.lang), **reply}


def _undone(board: _Board, after: History) -> dict[str, Any]:
    """``after`` (an undo or a redo of one move or of moves joined) taken, and what changed said."""
    first, last = sorted((board.history.done, after.done))
    moves = after.moves[first:last]
    turned: Sequence[int] | None = ()
    if any(m.kind == "restart" for m in moves):
        turned = None
    else:
        turned = sorted({c for m in moves if m.kind == "turn" for c in _cells_of(board, m.cell)})
    board.shown = False
    board.hinted = None
    return {"changed": True, **_moved(board, after, turned)}


def op_undo(args: dict[str, Any]) -> dict[str, Any]:
    """Take back the last move done (a turn, a pin, Start over); nothing to undo changes nothing."""
    board = _board(args)
    if not board.history.can_undo:
        return {"changed": False, "cells": [], **_summary(board, 0)}
    return _undone(board, undo(board.history))


def op_redo(args: dict[str, Any]) -> dict[str, Any]:
    """Make the last move undone again; nothing to redo changes nothing."""
    board = _board(args)
    if not board.history.can_redo:
        return {"changed": False, "cells": [], **_summary(board, 0)}
    return _undone(board, redo(board.history))


def _cells_of(board: _Board, cell: int) -> tuple[int, ...]:
    """The cells a turn at ``cell`` moves: its square's four, or the cell alone."""
    squares, of = squares_of(board.layout)
    return squares[of[cell]].cells if of[cell] >= 0 else (cell,)


def _hint_left(board: _Board) -> dict[str, Any] | None:
    """What is left of the lit piece's hint after a turn of it: its cells, the quarters still to turn
    and the line that says so; None (and the light out) once it faces as it should."""
    if board.hinted is None:
        return None
    cell, facing = board.hinted
    quarters = _quarters_to(board, cell, facing)
    if not quarters:
        board.hinted = None
        return None
    squares, of = squares_of(board.layout)
    lit = list(squares[of[cell]].cells) if of[cell] >= 0 else [cell]
    return {"cell": cell, "cells": lit, "quarters": quarters, "note": strings.say(board.lang, _towards(board, quarters)),
            "where": _hint_where(board, cell, quarters)}


_TOWARDS: Final = {(4, 1): "hintedClockwise", (4, 2): "hintedTwice", (4, -1): "hintedAnticlockwise",
                   (6, 1): "hintedHexClockwise", (6, 2): "hintedHexTwiceClockwise", (6, 3): "hintedHexHalf",
                   (6, -2): "hintedHexTwiceAnticlockwise", (6, -1): "hintedHexAnticlockwise"}


def _towards(board: _Board, steps: int) -> str:
    """The key of the line that says which way a hinted piece still turns (``steps`` of its grid's turn,
    the short way)."""
    return _TOWARDS[(board.sides, steps)]


def op_restart(args: dict[str, Any]) -> dict[str, Any]:
    """Start over: the board as given and no pins, as one move (Undo brings the game back)."""
    board = _board(args)
    board.shown = False
    board.hinted = None
    board.hints = 0  # a new start: the hints of the last one are not this one's
    return _moved(board, make_move(board.history, Move("restart")), None)


def op_hint(args: dict[str, Any]) -> dict[str, Any]:
    """Light a piece to turn next (towards the answer when the board has one, else one its own rules force),
    and say why."""
    board = _board(args)
    lang = board.lang
    facing: int | None = None
    if board.solution is not None:
        cell = hint_for(board.game, board.solution)
        note = "hinted"
    else:
        forced = forced_hint(board.game)
        cell, facing = forced if forced is not None else (None, None)
        note = "hintForced"
    if cell is None:
        board.hinted = None
        return {"cell": None, "cells": [], "note": strings.say(lang, "noHint"), **_summary(board, 0)}
    if board.hinted is None or board.hinted[0] != cell:
        board.hints += 1  # the same piece lit again, nothing done meanwhile: the same hint
    squares, of = squares_of(board.layout)
    lit = list(squares[of[cell]].cells) if of[cell] >= 0 else [cell]
    quarters = _quarters_to(board, cell, facing)
    board.hinted = (cell, facing) if quarters else None
    if quarters:
        note = _towards(board, quarters)
    return {"cell": cell, "facing": facing, "quarters": quarters, "cells": lit, "note": strings.say(lang, note),
            "where": _hint_where(board, cell, quarters),
            **_summary(board, 0)}


def _hint_where(board: _Board, cell: int, quarters: int) -> str:
    """The words that name a hint's piece for one who cannot see the light (the page reads them out after the
    hint's line): its shape, row and column (from 1), and the sides it opens to once turned ``quarters`` as the
    hint says (a square's, as it stands)."""
    lang, layout = board.lang, board.layout
    grid = grid_of(layout)
    squares, of = squares_of(layout)
    mask = grid.turn(board.game.masks[cell], 0 if of[cell] >= 0 else quarters)  # a square's pieces move: as it stands
    return strings.say(
        lang, "hintWhere", piece=strings.say(lang, shape_key(grid.shape_of(layout.cells[cell]))),
        row=cell // layout.width + 1, col=cell % layout.width + 1, sides=side_words(grid, lang)[mask])


def _quarters_to(board: _Board, cell: int, facing: int | None) -> int:
    """The steps the hinted piece (or square) at ``cell`` still turns, the short way: 1 clockwise, -1
    anticlockwise, 2 a half turn on squares (on hexagons sixths: 1, 2, 3 a half turn, -2, -1); 0 when it
    cannot be said. Towards the answer, else towards ``facing``
    (the mask the board forces on it, or on a square's anchor)."""
    game = board.game
    want = board.solution[cell] if board.solution is not None else facing
    if want is None:
        return 0
    squares, of = squares_of(board.layout)
    if of[cell] >= 0:
        square = squares[of[cell]]
        for q in (1, 2, 3):
            turned = turn_square(game.masks, square, q)
            if board.solution is not None and all(turned[c] == board.solution[c] for c in square.cells) \
                    or board.solution is None and turned[square.anchor] == want:
                return q if q <= 2 else -1
        return 0
    steps = grid_of(board.layout).turns_between(game.masks[cell], want)
    n = board.sides
    return 0 if not steps else steps if steps <= n // 2 else steps - n



def op_close(args: dict[str, Any]) -> dict[str, Any]:
    """Forget the board ``board`` (its element left the page); ``closed``: whether there was one."""
    board_id = text_arg(args, "board")
    return {"closed": _boards.pop(board_id, None) is not None}



# ---- the pieces of a reply -------------------------------------------------------------

def _moved(board: _Board, after: History, turned: Sequence[int] | None) -> dict[str, Any]:
    """Take ``after`` as the board's history and say what changed since the last reply. ``turned``:
    the cells whose pieces moved (by position, which is also by given cell for a square's four),
    or None when any may have.

    The reply says a piece two ways. A piece that moved, or was pinned or unpinned, comes whole in
    ``cells`` (``_state_json``). A piece whose water alone changed (most of the board when a turn at
    the pump cuts it off or gives it back) comes in ``water``: its given cell, its depth (-1 dry) and
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
        board.digits = [_DIGITS[q % board.sides] for q in now_q]
    else:
        for c in turned:
            board.chars[c] = cell_char(game.masks[c], board.roles[c], board.layout.grid)
            board.digits[c] = _DIGITS[now_q[c] % board.sides]
    old_history = board.history
    if after.moves is not old_history.moves:  # a move made (undo and redo keep the moves)
        del board.tokens[old_history.done:]
        board.tokens.extend(move_text(m) for m in after.moves[old_history.done:])
    board.history, board.flow = after, flow
    board.deepest = max(flow.depth)
    said = svg.cell_states(layout, game.masks, now_q, flow, only=leaky) if leaky else ()
    return {"cells": [_state_json(board, st) for st in cells],
            "water": {"cells": flat, "k": depths, "w": "".join(arms),
                      "labels": {"cells": leaky, "labels": [_labels(board, st) for st in said]}},
            **rings_moved(board, flow, game.masks), **_summary(board, max(0, start))}


def _state_json(board: _Board, s: svg.CellState) -> dict[str, Any]:
    """A piece whole: where it stands, its quarters, its water, its pin, and its words for screen
    readers both dry and wet (``labels``), so the page can say a piece whose water alone changes."""
    return {"cell": s.cell, "at": s.at, "q": s.quarters, "wet": s.wet, "k": max(0, s.depth),
            "w": list(s.arms), "pinned": s.at in board.history.pins, "labels": _labels(board, s)}


def _labels(board: _Board, s: svg.CellState) -> list[str]:
    """A piece's words dry, and wet (with where it leaks, if it is wet now)."""
    pinned = s.at in board.history.pins
    return [_label(board, s._replace(wet=False), pinned), _label(board, s._replace(wet=True), pinned)]


def _label(board: _Board, s: svg.CellState, pinned: bool) -> str:
    # A piece's words depend only on where it stands, which way it faces, whether it is wet (and where it
    # leaks) and pinned: keep them.
    spilt = sum(1 << i for i, arm in enumerate(s.arms) if arm == "leak") if s.wet else 0
    key = (s.cell, s.at, s.quarters % board.sides, s.wet, pinned, spilt)
    label = board.labels.get(key)
    if label is None:
        label = board.label(s)
        if pinned:
            label += strings.say(board.lang, "and") + strings.say(board.lang, "cellPinned")
        board.labels[key] = label
    return label


_DIGITS: Final = "012345"

_BOARD_WORDS: Final = ("restart", "restartSure", "howTo", "howToTouch", "hintedAnticlockwiseTouch",
                       "hintedClockwiseTouch", "hint", "turningClockwise", "turningAnticlockwise",
                       "zoomLabel", "zoomOut", "zoomIn", "zoomFit", "nextLevel", "undo", "redo",
                       "pinnedSays", "pinnedSaysTouch", "timer", "solvedTime", "recordBest", "recordNew",
                       "unsaved", "seekLeak", "seekLeakNone", "seekDry", "seekDryNone", "seekLit", "seekLitNone", "markWhich")


# a hexagonal board's own lines under the same keys: how to play it, and a hint's taps, in sixths
_HEX_BOARD_WORDS: Final = {"howTo": "howToHex", "hintedClockwiseTouch": "hintedHexClockwiseTouch",
                           "hintedAnticlockwiseTouch": "hintedHexAnticlockwiseTouch"}
_GRID_WORDS: Final = {"hex": _HEX_BOARD_WORDS}


def _board_words(lang: str, grid: str = "square") -> dict[str, str]:
    mine = _GRID_WORDS.get(grid, {})
    return {key: strings.say(lang, mine.get(key, key)) for key in _BOARD_WORDS}


def _chip_key(twist: str) -> str:
    return "twist" + "".join(part.capitalize() for part in twist.split("-"))


def _chips(layout: Layout, lang: str) -> list[dict[str, str]]:
    """One chip per twist the board has (or Plain), with the line that explains it."""
    keys = [(t, _chip_key(t)) for t in twists_of(layout)] or [("plain", "plain")]
    return [{"twist": t, "name": strings.say(lang, k), "says": strings.say(lang, k + "Says")} for t, k in keys]


def _summary(board: _Board, start: int) -> dict[str, Any]:
    game, flow, lang = board.game, board.flow, board.lang
    # As game_progress and game_code give them (the tests hold them to it), without walking
    # every cell through the engine's general functions on each tap.
    progress = "".join(board.digits) + f":{game.turns}"
    code = board.head + "".join(board.chars) + board.tail
    history = board.history
    return {"solved": flow.solved, "turns": game.turns, "hints": board.hints, "progress": progress, "code": code,
            "history": f"{board.base}{','.join(board.tokens)}/{history.done}",
            "canUndo": history.can_undo, "canRedo": history.can_redo,
            "status": strings.say(lang, "solvedBefore") if board.shown else status_of(board.layout, flow, game.turns, lang),
            "meter": meter_of(game.turns, board.par, lang, board.hints),
            "step": svg.step_for(board.deepest), "from": start, **marks_reply(board.layout, history, board.marks_memo)}


def status_of(layout: Layout, flow: Flow, turns: int, lang: str) -> str:
    """The status line: how far the water got and how many ends leak, or that it is solved."""
    if flow.solved:
        key = {"network": "solved", "drains": "solvedDrains"}.get(layout.kind, "solvedPath")
        return strings.say(lang, key, n=turns)
    if layout.kind == "network":
        got = strings.say(lang, "progressNetwork", wet=flow.wet_pieces, of=flow.pieces)
    elif layout.kind == "drains":
        got = strings.say(lang, "progressDrains", wet=flow.wet_drains, of=flow.drains)
    elif flow.wet_pieces <= 1:
        got = strings.say(lang, "progressPathNone")
    else:
        got = strings.say(lang, "progressPath", wet=flow.wet_pieces)
    leaks = len(flow.spills)
    leak = strings.say(lang, "leaks", n=leaks) if leaks else strings.say(lang, "leaksNone")
    return got + strings.say(lang, "sep") + leak


def meter_of(turns: int, par: int | None, lang: str, hints: int = 0) -> str:
    """The meter: the turns made, the par when the board came with its answer, the hints taken."""
    parts = [strings.say(lang, "turns", n=turns)]
    if par is not None:
        parts.append(strings.say(lang, "par", n=par))
    if hints:
        parts.append(strings.say(lang, "hints", n=hints))
    return strings.say(lang, "sep").join(parts)


# ---- the board a request names ---------------------------------------------------------

def _board(args: dict[str, Any]) -> _Board:
    board_id = text_arg(args, "board")
    board = _boards.get(board_id)
    if board is None:
        raise Refused(f"there is no open board {board_id!r} (it was closed, or never opened)")
    return board


