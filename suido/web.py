"""The worker facade: the one module that knows a browser shell exists.

The shell (``site/worker.js``) hands every request over as JSON text and posts the JSON text
that comes back; nothing else crosses. A request is ``{"id", "op", "args"}`` and its reply
``{"id", "ok": true, "result"}`` or ``{"id", "ok": false, "error"}`` (the error is a sentence
a player can read). ``handle`` never raises.

Python owns the game state: the boards open, their games and histories, live in
``suido.webboards``, by board id; a turn answers with ONLY what changed, and every reply about
a board carries its ``progress`` and ``history``, so a page whose worker died reopens the board
with them and loses no move.

The ops, in one place (``site/protocol.js`` mirrors this table):
"""

from __future__ import annotations

import json
from typing import Any, Callable, Final

from . import levels as _levels
from . import jsontext, strings, svg
from .codes import Layout
from .grids import GRIDS, Grid
from .webargs import (Refused, described, keep_marks, keep_rows, level_info, level_rows, level_size,
                      text_arg)
from .webstats import op_share, op_stats
from .websearch import op_hexapipes, op_make, op_search, op_search_step, op_search_stop
from .webboards import (meter_of, op_close, op_hint, op_mark, op_open, op_pin, op_redo, op_restart, op_turn,
                        op_undo, status_of)

__all__ = ["OPS", "PROTOCOL", "Refused", "handle", "meter_of", "status_of"]

PROTOCOL: Final = 3
"""The protocol's version; ``hello`` reports it and the shell checks it."""


def _version() -> str:
    from . import __version__
    return __version__


# ---- the ops ---------------------------------------------------------------------------

def op_hello(args: dict[str, Any]) -> dict[str, Any]:
    return {"version": _version(), "protocol": PROTOCOL, "languages": list(strings.LANGUAGES),
            "sizes": list(_levels.SETS), "ops": {name: doc for name, (_, doc) in OPS.items()}}


def op_levels(args: dict[str, Any]) -> dict[str, Any]:
    """Take a size's rows (the text of levels/SIZE.tsv) and say what each level is."""
    size = level_size(args)
    keep_rows(size, text_arg(args, "rows", required=False))
    keep_marks(size, text_arg(args, "marks", required=False))
    rows = level_rows(size)
    solved = args.get("solved") or []
    if not isinstance(solved, list) or not all(isinstance(n, int) for n in solved):
        raise Refused("'solved' must be a list of level numbers")
    opened = min(_levels.open_count(size, solved), len(rows))
    after = args.get("after")
    if after is not None and (isinstance(after, bool) or not isinstance(after, int) or not 1 <= after <= len(rows)):
        raise Refused(f"'after' must be a level of {size}, 1 to {len(rows)}")
    following = _levels.next_level(size, solved, after)
    shut = _levels.to_open(size, solved) if opened < len(rows) else None
    return {"size": size, "count": len(rows), "of": _levels.COUNTS[size], "block": _levels.BLOCK,
            "open": opened, "next": min(following, len(rows)),
            "opens": dict(zip(("from", "to", "left"), shut)) if shut else None,
            "levels": [level_info(size, n, row) for n, row in enumerate(rows, start=1)]}


def op_daily(args: dict[str, Any]) -> dict[str, Any]:
    size = level_size(args)
    day = text_arg(args, "day")
    try:
        n = _levels.daily(size, day)
    except ValueError as e:
        raise Refused(str(e)) from None
    return {"size": size, "level": n, "day": _levels.day(day)}


def op_words(args: dict[str, Any]) -> dict[str, Any]:
    lang = strings.language_of(text_arg(args, "lang", required=False))
    return {"lang": lang, "words": strings.words(lang)}


# The piece guide: each piece as the engine draws it, on a board of one or two cells.
# (name, width, kind, cells, sources, drains, locked, walls, wet)
_GUIDE: Final = (
    ("end", 1, "network", (2,), (), (), (), (), False),
    ("straight", 1, "network", (5,), (), (), (), (), False),
    ("elbow", 1, "network", (3,), (), (), (), (), False),
    ("tee", 1, "network", (7,), (), (), (), (), False),
    ("cross", 1, "network", (15,), (), (), (), (), False),
    ("pump", 1, "network", (2,), (0,), (), (), (), True),
    ("drain", 1, "drains", (8,), (), (0,), (), (), False),
    ("locked", 1, "network", (5,), (), (), (0,), (), False),
    ("wall", 2, "network", (2, 8), (0,), (), (), (0,), True),
)
# big pieces and a block on a board of four cells (a square at 0), masks TL, TR, BR, BL: the five kinds
# facing north (suido.bigs.KINDS, written out so the worker's boot need not enumerate the shapes), and a block
_GUIDE_SQUARES: Final = (("big-end", (3, 12, 9, 2)), ("big-hairpin", (5, 5, 9, 3)), ("big-straight", (5, 5, 5, 5)),
                         ("big-elbow", (5, 3, 10, 3)), ("big-tee", (5, 7, 7, 5)), ("block", (2, 12, 5, 3)))


def op_pieces(args: dict[str, Any]) -> dict[str, Any]:
    lang = strings.language_of(text_arg(args, "lang", required=False))
    grid = text_arg(args, "grid", required=False) or "square"
    if grid not in GRIDS:
        raise Refused(f"'grid' must be one of {', '.join(GRIDS)}, not {described(grid)}")
    if grid != "square":
        return {"lang": lang, "grid": grid, "pieces": _shapes_drawn(GRIDS[grid], lang)}
    out = []
    for name, width, kind, cells, sources, drains, locked, walls, wet in _GUIDE:
        layout = Layout(width, 1, kind, False, cells, sources, drains, locked, walls)
        key = "piece" + name.capitalize()
        title = strings.say(lang, key)
        out.append({"piece": name, "name": title, "says": strings.say(lang, key + "Says"),
                    "svg": svg.board(layout, label=title, water=wet)})
    for name, (tl, tr, br, bl) in _GUIDE_SQUARES:
        big = name != "block"
        square = Layout(2, 2, "network", False, (tl, tr, bl, br), (), (), (), (), (0,) if big else (), () if big else (0,))
        key = "piece" + "".join(part.capitalize() for part in name.split("-"))
        title = strings.say(lang, key)
        out.append({"piece": name, "name": title, "says": strings.say(lang, key + "Says"),
                    "svg": svg.board(square, label=title, water=False)})
    return {"lang": lang, "pieces": out}


def _shapes_drawn(grid: Grid, lang: str) -> list[dict[str, Any]]:
    """The piece guide of a grid other than squares (issue 23: hexagons): every shape up to turning
    (``grid.shapes``, its least facing), each on a board of one cell, dry, named by the shape's own word."""
    out = []
    for name, mask in grid.shapes:
        title = strings.say(lang, "shape" + name.capitalize())
        title = title[:1].upper() + title[1:]
        layout = Layout(1, 1, "network", False, (mask,), (), (), grid=grid.name)
        out.append({"piece": name, "name": title, "says": strings.say(lang, f"pieceHex{name.capitalize()}Says"),
                    "svg": svg.board(layout, label=title, water=False)})
    return out


OPS: Final[dict[str, tuple[Callable[[dict[str, Any]], dict[str, Any]], str]]] = {
    "hello": (op_hello, "{} -> the engine's version, the protocol, the languages, these ops"),
    "open": (op_open, "{code, answer?, progress?, history?, hints?, lit?, facing?, shown?, lang?} -> a board id, its SVG (dry), its grid, sides and extent, every cell's state, the loops and islands (rings), the words"),
    "turn": (op_turn, "{board, cell, by=1|-1 (a quarter; a sixth on hexagons), point? ([x, y] in the drawing's units: turn by pointing, the fewest turns that bring an arm to the side near it)} -> only what changed: the pieces that moved (cells), the pieces whose water alone changed (water: flat lists), the loops and islands when they changed (rings), the status, turns, progress, solved"),
    "restart": (op_restart, "{board} -> the board as given again: the cells that changed, as turn"),
    "undo": (op_undo, "{board} -> {changed}: the last move done taken back (a turn, a pin, Start over), the cells that changed, as turn"),
    "redo": (op_redo, "{board} -> {changed}: the last move undone made again, as undo"),
    "pin": (op_pin, "{board, cell, pinned?, joined?} -> {changed}: pin (or unpin; none given: flip) the piece standing at cell (joined: one undo with the pin before), as turn"),
    "mark": (op_mark, "{board, edge | cell + (side | toward [dx, dy] | point | from, to), state? (none|joined|shut) | mark? (joined|shut: again takes it off), joined?} -> {changed, edge, state, said, cells[], water, ...summary}: an edge mark, one move (undo, redo; Start over takes every mark off)"),
    "close": (op_close, "{board} -> forget the board"),
    "hint": (op_hint, "{board} -> {cell | null, facing?, cells (to light), note}: from the answer, else from deduction"),
    "levels": (op_levels, "{size, rows? (SIZE.tsv's text), marks?, solved?[], after?} -> {count, open, next (after: the level Next plays after that one), opens: {from, to, left} | null (the levels whose solving opens the first block shut), levels[{n, twists, marks, role}]}"),
    "daily": (op_daily, "{size, day: YYYY-MM-DD (UTC)} -> {level, day}: the level of the day"),
    "make": (op_make, "{size? | width?, height?, kind?, wrap?, pumps?, locked?, walls?, bigs?, blocks?, bigKinds?, difficulty?, seed?, lang?} -> {code, answer, width, height, kind, difficulty, seed}"),
    "search": (op_search, "{make's args, within? (ms, 4500)} -> {search, of, tried: 0}: make's search begun, a board a searchStep"),
    "searchStep": (op_search_step, "{search} -> {tried, of, done, late (ended by within), difficulty, best (the nearest so far, as make's reply with its svg; null unless this board is it)}"),
    "searchStop": (op_search_stop, "{search} -> {stopped, best (the nearest found, as make's reply) | null}"),
    "pieces": (op_pieces, "{lang?, grid? (square | hex)} -> {pieces[{piece, name, says, svg}], grid}: the piece guide, each drawn by suido.svg (hex: the 14 shapes)"),
    "hexapipes": (op_hexapipes, "{text (a hexapipes puzzle's JSON), lang?} -> {code, answer ('' unless exactly one), width, height, kind, grid, count, complete, said}; a bad or wrap puzzle: ok false, the reason in words"),
    "stats": (op_stats, "{levels{SIZE#N: {best, fewest}}, days[YYYY-MM-DD], recent?{SET: [ms]}, dailies?{SET: [day]}, today, size?, solve?{size, ms, before}, lang?} -> {streak, longest, sizes[{size, solved, count, fastest, best, mo3, ao5, ao12, streak, text}], size, svg, recentSvg, newBest?, words}"),
    "share": (op_share, "{size, level, day, ms, turns, par?, address, days?, today?, lang?} -> {text, title, streak, words}: the text a solve of the level of the day shares (no answer, no progress)"),
    "words": (op_words, "{lang?} -> every line of that language's table, unfilled"),
}
"""Every op by name: the function and a one-line summary (args -> result)."""

__doc__ = (__doc__ or "") + "".join(f"\n* ``{name}``: {doc}" for name, (_, doc) in OPS.items()) + "\n"


def handle(request_json: str) -> str:
    """Do one request (JSON text) and answer with JSON text; never raises."""
    request_id: Any = None
    try:
        request = jsontext.loads(request_json)   # bounded: in Pyodide a deep text would end the runtime
        if not isinstance(request, dict):
            raise Refused("a request is a JSON object {id, op, args}")
        request_id = request.get("id")
        op = request.get("op")
        args = request.get("args", {})
        if args is None:
            args = {}
        if not isinstance(args, dict):
            raise Refused(f"'args' must be an object, not {described(args)}")
        if op not in OPS:
            raise Refused(f"there is no op {op!r}; the ops are {', '.join(OPS)}")
        reply = {"id": request_id, "ok": True, "result": OPS[op][0](args)}
    except Refused as e:
        reply = {"id": request_id, "ok": False, "error": str(e)}
    except jsontext.TooDeep:
        reply = {"id": request_id, "ok": False, "error": "a bad request: it nests arrays or objects too deep"}
    except (TypeError, ValueError) as e:   # json.JSONDecodeError is a ValueError
        reply = {"id": request_id, "ok": False, "error": f"a bad request: {e}"}
    except RecursionError:  # json.loads of arrays or objects nested past its depth
        reply = {"id": request_id, "ok": False, "error": "a bad request: it nests arrays or objects too deep"}
    except Exception as e:  # noqa: BLE001 - the worker must answer whatever happens
        reply = {"id": request_id, "ok": False, "error": f"the engine failed: {type(e).__name__}: {e}"}
    try:
        return json.dumps(reply, ensure_ascii=False, separators=(",", ":"), allow_nan=False)
    except (TypeError, ValueError):
        return json.dumps({"id": None, "ok": False, "error": "the request's id is not plain data"})

