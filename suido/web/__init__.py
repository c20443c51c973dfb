"""The worker facade: the one module that knows a browser shell exists.

The shell (`site/worker.js`) hands every request over as JSON text and posts the JSON text
that comes back; nothing else crosses. A request is `{"id", "op", "args"}` and its reply
`{"id", "ok": true, "result"}` or `{"id", "ok": false, "error"}` (the error is a sentence
a player can read). `handle` never raises.

Python owns the game state: the boards open, their games and histories, live in
`suido.web.boards`, by board id; a turn answers with ONLY what changed, and every reply about
a board carries its `progress` and `history`, so a page whose worker died reopens the board
with them and loses no move.

The ops, declared in `suido.web.protocol` (the build writes the page's table from it):
"""

from __future__ import annotations

import json
from typing import Any, Callable, Final

from .. import levels as _levels
from .. import jsontext, strings, svg
from . import protocol
from ..codes import Layout
from ..options import form_fields
from ..grids import GRIDS, SQUARE, TILINGS
from .protocol import PROTOCOL
from .args import (Refused, described, keep_marks, keep_rows, level_info, level_rows, level_size,
                      text_arg)
from .stats import op_share, op_stats
from .search import op_hexapipes, op_hexapipes_of, op_make, op_search, op_search_step, op_search_stop
from .boards import op_close
from .play import op_move, op_open
from .workbench import op_analyse, op_edit, op_mends, op_scramble, op_workbench
from .said import meter_of, status_of

__all__ = ["OPS", "PROTOCOL", "Refused", "handle", "meter_of", "status_of"]



def _version() -> str:
    from .. import __version__
    return __version__


# ---- the ops ---------------------------------------------------------------------------

def op_hello(args: dict[str, Any]) -> dict[str, Any]:
    """The engine's version, the protocol's version, the languages, the level sets, the Make form's fields
    (`suido.options.form_fields`) and the ops: the page's first request."""
    return {"version": _version(), "protocol": PROTOCOL, "languages": list(strings.LANGUAGES),
            "sizes": list(_levels.SETS), "make": form_fields(), "ops": {name: doc for name, (_, doc) in OPS.items()}}


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
    """The level of the day of a set on a UTC day (`suido.levels.daily`)."""
    size = level_size(args)
    day = text_arg(args, "day")
    try:
        n = _levels.daily(size, day)
    except ValueError as e:
        raise Refused(str(e)) from None
    return {"size": size, "level": n, "day": _levels.day(day)}


def op_words(args: dict[str, Any]) -> dict[str, Any]:
    """Every line of a language's table of words (`suido.strings`), unfilled: the page fills them."""
    lang = strings.language_of(text_arg(args, "lang", required=False))
    return {"lang": lang, "words": strings.words(lang)}


def op_pieces(args: dict[str, Any]) -> dict[str, Any]:
    """The piece guide of a grid (`grid`, squares unless named) in `lang`: each of its guide's pieces
    (`Grid.guide`) drawn by `suido.svg` on its board of a cell or a few, with its name and words."""
    lang = strings.language_of(text_arg(args, "lang", required=False))
    name = text_arg(args, "grid", required=False) or SQUARE.name
    if name == "tilings":
        return {"lang": lang, "grid": name, "pieces": _tiling_pieces(lang)}
    if name not in GRIDS:
        raise Refused(f"'grid' must be one of {', '.join(GRIDS)} or tilings, not {described(name)}")
    out = []
    for piece, width, height, kind, cells, sources, drains, locked, walls, bigs, blocks, wet, key, says in GRIDS[name].guide:
        title = strings.say(lang, key)
        title = title[:1].upper() + title[1:]
        out.append({"piece": piece, "name": title, "says": strings.say(lang, says),
                    "svg": svg.board(Layout(width, height, kind, False, cells, sources, drains, locked, walls, bigs,
                                            blocks, grid=name), label=title, water=wet)})
    return {"lang": lang, "grid": name, "pieces": out}


def _tiling_pieces(lang: str) -> list[dict[str, Any]]:
    """Every piece of hexapipes' other grids up to turning, grid by grid (`TILINGS`), polygon by polygon: each its
    least facing drawn on its polygon, named by its shape and polygon, its grid's name said (`grid`, `gridName`) and its polygon's (`polygon`)."""
    from ..svg.tiles import piece_svg
    from ..svg.states import shape_key

    out = []
    for name, grid in TILINGS.items():
        said = strings.say(lang, "makeGrid" + name.title().replace("-", ""))
        seen = set()
        for p, polygon in enumerate(grid.polygons):
            if polygon.name in seen:  # (a grid's faces of one polygon turned other ways: one of them)
                continue
            seen.add(polygon.name)
            for mask in polygon.shapes():
                if not mask:
                    continue
                title = (strings.say(lang, shape_key(grid.shape_of(mask, p))) + strings.say(lang, "and")
                         + strings.say(lang, "polygon" + polygon.name.capitalize()))
                title = title[:1].upper() + title[1:]
                out.append({"piece": f"{name}-{polygon.name}-{mask}", "name": title, "says": "", "grid": name,
                            "gridName": said, "polygon": polygon.name, "svg": piece_svg(grid, p, mask, title)})
    return out


_DOING: Final[dict[str, Callable[[dict[str, Any]], dict[str, Any]]]] = {
    "hello": op_hello,
    "open": op_open,
    "move": op_move,
    "close": op_close,
    "levels": op_levels,
    "daily": op_daily,
    "make": op_make,
    "search": op_search,
    "searchStep": op_search_step,
    "searchStop": op_search_stop,
    "pieces": op_pieces,
    "hexapipes": op_hexapipes,
    "hexapipesOf": op_hexapipes_of,
    "stats": op_stats,
    "share": op_share,
    "words": op_words,
    "workbench": op_workbench,
    "edit": op_edit,
    "analyse": op_analyse,
    "mends": op_mends,
    "scramble": op_scramble,
}

OPS: Final[dict[str, tuple[Callable[[dict[str, Any]], dict[str, Any]], str]]] = {
    name: (_DOING[name], f"{args} -> {result}") for name, (args, result) in protocol.OPS.items()}
"""Every op by name: the function and a one-line summary (args -> result)."""

__doc__ = (__doc__ or "") + "".join(f"\n* `{name}`: {doc}" for name, (_, doc) in OPS.items()) + "\n"


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

