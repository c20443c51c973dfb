"""The worker facade: the one module that knows a browser shell exists.

The shell (``site/worker.js``) hands every request over as JSON text and posts the JSON text
that comes back; nothing else crosses. A request is ``{"id", "op", "args"}`` and its reply
``{"id", "ok": true, "result"}`` or ``{"id", "ok": false, "error"}`` (the error is a sentence
a player can read). ``handle`` never raises.

Python owns the game state: the games live here, by board id, and a turn answers with ONLY
what changed (the cells whose water, depth, quarters or arms differ), so a tap on a 20x50
board never redraws the board. Every reply about a board carries its ``progress`` string, so
a page whose worker died reopens the board with it and loses no move.

The ops, in one place (``site/protocol.js`` mirrors this table):
"""

from __future__ import annotations

import itertools
import json
from dataclasses import dataclass, field
from typing import Any, Callable, Final, Sequence

from . import strings, svg
from .check import check_answer
from .codes import CodeError, Layout, cell_char, decode, squares_of
from .flow import Flow, flow_of
from .game import Game, can_turn_at, game_code, game_from_progress, new_game, taps_to_answer, turn_at

PROTOCOL: Final = 1
"""The protocol's version; ``hello`` reports it and the shell checks it."""


class Refused(ValueError):
    """A request that cannot be done; its message is for the player."""


@dataclass
class _Board:
    layout: Layout
    code: str
    lang: str
    game: Game
    flow: Flow
    states: list[svg.CellState]
    solution: tuple[int, ...] | None = None
    par: int | None = None
    labels: dict[tuple[int, int, bool], str] = field(default_factory=dict)
    # the code of the board as it stands, kept in pieces: head + one character a cell + tail
    head: str = ""
    chars: list[str] = field(default_factory=list)
    tail: str = ""
    roles: tuple[str, ...] = ()
    deepest: int = 0
    label: Callable[[svg.CellState], str] = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.label = svg.labeller(self.layout, self.lang)
        code = game_code(self.game)
        at = code.index(":") + 1
        size = self.layout.size
        self.head, self.chars, self.tail = code[:at], list(code[at:at + size]), code[at + size:]
        sources, drains = set(self.layout.sources), set(self.layout.drains)
        self.roles = tuple("source" if c in sources else "drain" if c in drains else "plain"
                           for c in range(size))
        self.deepest = max(self.flow.depth)


_boards: dict[str, _Board] = {}
_ids = itertools.count(1)


def _version() -> str:
    from . import __version__
    return __version__


# ---- the ops ---------------------------------------------------------------------------

def op_hello(args: dict[str, Any]) -> dict[str, Any]:
    return {"version": _version(), "protocol": PROTOCOL, "languages": list(strings.LANGUAGES),
            "ops": {name: doc for name, (_, doc) in OPS.items()}}


def op_open(args: dict[str, Any]) -> dict[str, Any]:
    lang = strings.language_of(_text(args, "lang", required=False))
    code = _text(args, "code")
    try:
        layout = decode(code)
    except CodeError as e:
        raise Refused(strings.say(lang, "badCode", why=str(e))) from None
    notes = []
    solution = None
    answer = _text(args, "answer", required=False)
    if answer:
        checked = check_answer(code, answer)
        if checked.ok:
            solution = decode(answer).cells
        else:
            notes.append(strings.say(lang, "badAnswer", why=checked.reason))
    game = new_game(layout)
    progress = _text(args, "progress", required=False)
    if progress:
        try:
            game = game_from_progress(layout, progress)
        except ValueError:
            notes.append(strings.say(lang, "badProgress"))
    par = taps_to_answer(new_game(layout), solution) if solution is not None else None
    flow = flow_of(layout, game.masks)
    states = svg.cell_states(layout, game.masks, game.quarters, flow)
    board_id = f"b{next(_ids)}"
    board = _Board(layout, code, lang, game, flow, states, solution, par)
    _boards[board_id] = board
    label = strings.say(lang, "board", width=layout.width, height=layout.height)
    # Drawn dry: the shell paints the water (``cells``) a frame later, so it runs from the pumps.
    drawing = svg.board(layout, game.masks, game.quarters, label=label, water=False, lang=lang, flow=flow,
                        label_of=board.label)
    return {"board": board_id, "svg": drawing, "width": layout.width, "height": layout.height,
            "kind": layout.kind, "wrap": layout.wrap, "label": label, "par": par,
            "notes": notes, "words": {"restart": strings.say(lang, "restart"), "howTo": strings.say(lang, "howTo")},
            "cells": [_state_json(board, s) for s in states], **_summary(board, 0)}


def op_turn(args: dict[str, Any]) -> dict[str, Any]:
    board = _board(args)
    cell = _whole(args, "cell")
    by = args.get("by", 1)
    if by not in (1, -1) or isinstance(by, bool):
        raise Refused(f"turn: 'by' is 1 (clockwise) or -1 (anticlockwise), not {by!r}")
    if not can_turn_at(board.game, cell):
        return {"turned": False, "cells": [], **_summary(board, 0)}
    squares, of = squares_of(board.layout)
    turned = squares[of[cell]].cells if of[cell] >= 0 else (cell,)
    return {"turned": True, **_moved(board, turn_at(board.game, cell, by), turned)}


def op_restart(args: dict[str, Any]) -> dict[str, Any]:
    board = _board(args)
    return _moved(board, new_game(board.layout), None)


def op_close(args: dict[str, Any]) -> dict[str, Any]:
    board_id = _text(args, "board")
    return {"closed": _boards.pop(board_id, None) is not None}


def op_words(args: dict[str, Any]) -> dict[str, Any]:
    lang = strings.language_of(_text(args, "lang", required=False))
    return {"lang": lang, "words": strings.words(lang)}


OPS: Final[dict[str, tuple[Callable[[dict[str, Any]], dict[str, Any]], str]]] = {
    "hello": (op_hello, "{} -> the engine's version, the protocol, the languages, these ops"),
    "open": (op_open, "{code, answer?, progress?, lang?} -> a board id, its SVG (dry), every cell's state, the words"),
    "turn": (op_turn, "{board, cell, by=1|-1} -> only the cells that changed, the status, turns, progress, solved"),
    "restart": (op_restart, "{board} -> the board as given again: the cells that changed, as turn"),
    "close": (op_close, "{board} -> forget the board"),
    "words": (op_words, "{lang?} -> every line of that language's table, unfilled"),
}
"""Every op by name: the function and a one-line summary (args -> result)."""

__doc__ = (__doc__ or "") + "".join(f"\n* ``{name}``: {doc}" for name, (_, doc) in OPS.items()) + "\n"


# ---- the pieces of a reply -------------------------------------------------------------

def _moved(board: _Board, game: Game, turned: Sequence[int] | None) -> dict[str, Any]:
    """Take ``game`` as the board's game and say what changed since the last reply. ``turned``:
    the cells whose pieces moved (by position, which is also by given cell for a square's four),
    or None when any may have.

    A tap must come back within a few milliseconds on a 28x28 board even in Pyodide, so nothing
    here walks the whole board in Python more than it must: the flow is the engine's, the
    comparisons of whole tuples run in C, and only the cells that may look different are redrawn."""
    layout = board.layout
    flow = flow_of(layout, game.masks)
    old = board.flow
    before = board.states
    if turned is None or layout.bigs or layout.blocks:
        touched: Sequence[int] = range(layout.size)
    else:
        cells: set[int] = set(turned)
        if old.depth != flow.depth:
            cells.update(c for c, (a, b) in enumerate(zip(old.depth, flow.depth)) if a != b)
        if old.entry != flow.entry:
            cells.update(c for c, (a, b) in enumerate(zip(old.entry, flow.entry)) if a != b)
        if old.spills != flow.spills:
            cells.update(c for c, _ in set(old.spills) ^ set(flow.spills))
        touched = sorted(cells)
    states = list(before)
    changed = []
    start = -1
    for s in svg.cell_states(layout, game.masks, game.quarters, flow, only=touched):
        if s != before[s.cell]:
            states[s.cell] = s
            changed.append(s)
            if s.wet and not before[s.cell].wet and (start < 0 or s.depth < start):
                start = s.depth
    if turned is None or layout.bigs or layout.blocks:
        board.chars = list(_body(game))
    else:
        for c in turned:
            board.chars[c] = cell_char(game.masks[c], board.roles[c])
    board.game, board.flow, board.states = game, flow, states
    board.deepest = max(flow.depth)
    return {"cells": [_state_json(board, s) for s in changed], **_summary(board, max(0, start))}


def _body(game: Game) -> str:
    """The cells part of the code of the board as it stands."""
    code = game_code(game)
    head = code.index(":") + 1
    return code[head:head + game.start.size]


def _state_json(board: _Board, s: svg.CellState) -> dict[str, Any]:
    # A piece's words depend only on where it stands and whether it is wet: keep them.
    key = (s.cell, s.at, s.wet)
    label = board.labels.get(key)
    if label is None:
        label = board.labels[key] = board.label(s)
    return {"cell": s.cell, "at": s.at, "q": s.quarters, "wet": s.wet, "k": max(0, s.depth),
            "w": list(s.arms), "label": label}


_DIGITS: Final = "0123"


def _summary(board: _Board, start: int) -> dict[str, Any]:
    game, flow, lang = board.game, board.flow, board.lang
    # As game_progress and game_code give them (the tests hold them to it), without walking
    # every cell through the engine's general functions on each tap.
    progress = "".join([_DIGITS[q & 3] for q in game.quarters]) + f":{game.turns}"
    code = board.head + "".join(board.chars) + board.tail
    return {"solved": flow.solved, "turns": game.turns, "progress": progress, "code": code,
            "status": status_of(board.layout, flow, game.turns, lang),
            "meter": meter_of(game.turns, board.par, lang),
            "step": svg.step_for(board.deepest), "from": start}


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


def meter_of(turns: int, par: int | None, lang: str) -> str:
    """The meter: the turns made, and the par when the board came with its answer."""
    parts = [strings.say(lang, "turns", n=turns)]
    if par is not None:
        parts.append(strings.say(lang, "par", n=par))
    return strings.say(lang, "sep").join(parts)


# ---- reading a request -----------------------------------------------------------------

def _text(args: dict[str, Any], name: str, required: bool = True) -> str:
    value = args.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise Refused(f"'{name}' must be text, not {_kind(value)}")
    return value


def _whole(args: dict[str, Any], name: str) -> int:
    value = args.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refused(f"'{name}' must be a whole number, not {_kind(value)}")
    return value


def _kind(value: object) -> str:
    return "missing" if value is None else repr(value) if isinstance(value, (int, float, bool)) \
        else type(value).__name__


def _board(args: dict[str, Any]) -> _Board:
    board_id = _text(args, "board")
    board = _boards.get(board_id)
    if board is None:
        raise Refused(f"there is no open board {board_id!r} (it was closed, or never opened)")
    return board


def handle(request_json: str) -> str:
    """Do one request (JSON text) and answer with JSON text; never raises."""
    request_id: Any = None
    try:
        request = json.loads(request_json)
        if not isinstance(request, dict):
            raise Refused("a request is a JSON object {id, op, args}")
        request_id = request.get("id")
        op = request.get("op")
        args = request.get("args", {})
        if args is None:
            args = {}
        if not isinstance(args, dict):
            raise Refused(f"'args' must be an object, not {_kind(args)}")
        if op not in OPS:
            raise Refused(f"there is no op {op!r}; the ops are {', '.join(OPS)}")
        reply = {"id": request_id, "ok": True, "result": OPS[op][0](args)}
    except Refused as e:
        reply = {"id": request_id, "ok": False, "error": str(e)}
    except (TypeError, ValueError) as e:   # json.JSONDecodeError is a ValueError
        reply = {"id": request_id, "ok": False, "error": f"a bad request: {e}"}
    except Exception as e:  # noqa: BLE001 - the worker must answer whatever happens
        reply = {"id": request_id, "ok": False, "error": f"the engine failed: {type(e).__name__}: {e}"}
    try:
        return json.dumps(reply, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return json.dumps({"id": None, "ok": False, "error": "the request's id is not plain data"})
