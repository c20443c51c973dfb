"""The worker's ops as the engine tests call them (suido.web.handle, JSON in and out), and a move of any kind asked
for in the tests' own terms: ``request("turn", board=b, cell=12, by=-1)`` (a piece by where it stands, as the engine
names it) is sent as the one move op, ``move: "<given cell>-"``. Each reply about a board keeps the board's saved
moves as the page does (the open reply's ``history``, then each move's edit, ``suido.web.reply.edited``), held after
every move to the worker's own text, and gives them back as ``history``, with the kind's own words: a turn's
``turned`` and ``pinned``, a hint's light (``cell``, ``cells``, ``note``...) at the top. A move sent as the one move
op itself (``request("move", board=b, move="12+")``) has its reply as the worker gave it (the saved moves still held
to the worker's).

``call`` and ``ok`` are the tests' one way to ask: the whole reply (its id checked), or the result of a request the
worker must take.
"""

from __future__ import annotations

import json
from typing import Any

from suido import web
from suido.web.boards import board_of
from suido.web.reply import edited, history_of

MOVES = ("turn", "pin", "mark", "undo", "redo", "restart", "hint")
_saved: dict[str, str] = {}  # by board id: its saved moves, as the page keeps them


def _text(op: str, args: dict[str, Any]) -> tuple[str, dict[str, Any]]:
    """The move's text and the geometry that goes with it, for an op of MOVES with its arguments."""
    board = board_of(args)
    rest = {k: v for k, v in args.items() if k not in ("board", "cell", "by", "pinned", "joined", "mark", "state", "edge")}
    joined = "&" if args.get("joined") is True else ""
    cell = args.get("cell")
    # the piece standing at cell (the engine's name for it), named by the cell it was given in
    at = board.cell_at[cell] if isinstance(cell, int) and not isinstance(cell, bool) and 0 <= cell < board.layout.size \
        else cell
    if op == "turn":
        by = args.get("by", 1)
        return f"{joined}{at}{'+' if by == 1 else '-' if by == -1 else by}", rest
    if op == "pin":
        want = args.get("pinned")
        if want is None:
            want = cell not in board.history.pins
        return f"{joined}{'p' if want is True else 'u' if want is False else want}{at}", rest
    if op == "mark":
        if args.get("edge") is not None:
            letter = {"joined": "j", "shut": "s", "none": "c"}.get(args.get("state"), "?")
            return f"{joined}{letter}{args['edge']}", rest
        where = {**rest, "cell": at}
        if args.get("state") == "none":
            return f"{joined}c", where
        if args.get("state") is not None:  # a state set by where: as the mark toggled from none
            return f"{joined}{ {'joined': 'j', 'shut': 's'}.get(args['state'], '?') }", where
        if args.get("mark") is not None:
            return f"{joined}{ {'joined': 'j', 'shut': 's'}.get(args['mark'], '?') }", where
        return f"{joined}m", where
    return {"undo": "undo", "redo": "redo", "restart": "r", "hint": "hint"}[op], rest


def request(op: str, request_id: Any = 1, **args: Any) -> dict[str, Any]:
    """The worker's whole reply ({id, ok, result | error}) to ``op`` with ``args``; a move of MOVES sent as ``move``."""
    sent = op
    if op in MOVES:
        try:
            move, where = _text(op, args)
        except web.Refused:  # no such board: the worker says so
            move, where = "0+", {}
        sent, args = "move", {"board": args.get("board"), "move": move, **where}
    reply = json.loads(web.handle(json.dumps({"id": request_id, "op": sent, "args": args})))
    if not reply["ok"]:
        return reply
    result = reply["result"]
    if op == "open" and isinstance(result, dict):
        _saved[result["board"]] = result["history"]
    elif sent == "move":
        board = args["board"]
        _saved[board] = edited(_saved[board], result["moves"])
        assert _saved[board] == history_of(board_of(args))  # the page's saved moves are the worker's
        if op == "move":
            return reply
        result = {**result, "history": _saved[board]}
        if op == "turn":
            result.update(turned=result["changed"], pinned=result.get("refused") == "pinned")
        if op == "hint":
            result.update(result["hint"])
        reply["result"] = result
    return reply


def call(op: str, request_id: Any = 1, **args: Any) -> dict[str, Any]:
    """The worker's whole reply to ``op`` (as ``request``), its id the request's."""
    reply = request(op, request_id, **args)
    assert reply["id"] == request_id
    return reply


def ok(op: str, **args: Any) -> dict[str, Any]:
    """The result of ``op`` (as ``request``), which the worker must take."""
    reply = call(op, **args)
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result
