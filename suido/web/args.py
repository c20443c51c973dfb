"""A request's arguments read and checked, and the level rows the page sent: what `suido.web` (the facade)
and `suido.web.boards` (the boards open) both read.

Every reader here refuses a bad argument with `Refused`, whose message is a sentence for the player; nothing
here raises anything else. The level rows: the shell fetches only the sizes it plays (a page playing 7x7
downloads only 7x7's file) and sends their rows and marks with the `levels` op; a size it never sent is read
from the package's own copy (suido/_levels).
"""

from __future__ import annotations

import re
from typing import Any

from .. import levels as _levels
from ..codes import quoted

_BOARD_SIZE = re.compile(r"[0-9]+x[0-9]+")


class Refused(ValueError):
    """A request that cannot be done; its message is for the player."""


# ---- an argument of a request -----------------------------------------------------------

def text_arg(args: dict[str, Any], name: str, required: bool = True) -> str:
    """`args[name]` as text ("" when it is missing and not `required`)."""
    value = args.get(name)
    if value is None and not required:
        return ""
    if not isinstance(value, str):
        raise Refused(f"'{name}' must be text, not {described(value)}")
    return value


def whole_arg(args: dict[str, Any], name: str) -> int:
    """`args[name]` as a whole number (not a bool)."""
    value = args.get(name)
    if not isinstance(value, int) or isinstance(value, bool):
        raise Refused(f"'{name}' must be a whole number, not {described(value)}")
    return value


def described(value: object) -> str:
    """A value as a refusal names it: missing, a number as written, text quoted (cut short), else its type."""
    if value is None:
        return "missing"
    if isinstance(value, (int, float, bool)):
        return repr(value)
    return quoted(value, 24) if isinstance(value, str) else type(value).__name__


# ---- the level rows the shell sent --------------------------------------------------------

_rows: dict[str, list[_levels.Row]] = {}  # by size: the rows the shell sent, or the package's own once read
_marks: dict[str, str] = {}  # by size: the marks the shell sent (a digit a level)


def level_size(args: dict[str, Any]) -> str:
    """`args["size"]`, a size of the fixed levels (or `big`)."""
    size = text_arg(args, "size")
    if size not in _levels.COUNTS:
        raise Refused(f"{size!r} is not a level size: one of {', '.join(_levels.SETS)}")
    return size


def keep_rows(size: str, text: str) -> None:
    """Keep a size's rows as the shell sent them (the text of levels/SIZE.tsv); no text keeps none."""
    if text:
        rows = []
        for line in text.splitlines():
            if line.strip():
                board, turns, twists = (line.split("\t") + ["", ""])[:3]
                rows.append(_levels.Row(board, turns, twists))
        _rows[size] = rows


def keep_marks(size: str, marks: str) -> None:
    """Keep a size's marks as the shell sent them (levels/marks.json's digits); no marks keeps none."""
    if marks:
        if not (marks.isascii() and marks.isdigit()):  # kept, a bad one would spoil every later list of the size
            raise Refused(f"'marks' must be a digit a level, not {described(marks)}")
        _marks[size] = marks


def level_rows(size: str) -> list[_levels.Row]:
    """The rows of `size`: those the shell sent, else the package's own."""
    rows = _rows.get(size)
    if rows is None:
        try:
            rows = _rows[size] = _levels.load(size)
        except (OSError, ValueError):
            raise Refused(f"the levels of {size} are not here") from None
    return rows


def level_row(size: str, n: int) -> _levels.Row:
    """Level `n` (from 1) of `size`."""
    if size not in _levels.COUNTS:
        raise Refused(f"{size!r} is not a level size: one of {', '.join(_levels.SETS)}")
    rows = level_rows(size)
    if not 1 <= n <= len(rows):
        raise Refused(f"{size} has levels 1 to {len(rows)}, not {n}")
    return rows[n - 1]


def level_info(size: str, n: int, row: _levels.Row) -> dict[str, Any]:
    """What a level is, as the list and the open board say it: {size, n, twists, marks, role} (and its board's
    size ("20x20"), in a set of many sizes: the big-pieces set, the hexagonal one and the grids' sets)."""
    digits = _marks.get(size)
    marks = int(digits[n - 1]) if digits and n <= len(digits) else _levels.marks(size, n)
    twists = list(_levels.declared_twists(row))
    info: dict[str, Any] = {"size": size, "n": n, "twists": twists, "marks": marks, "role": _levels.role(size, n)}
    if size in _levels.SPANS:  # a set of many sizes: each level says its own
        # the code's width x height (its head says the kind, wrap and grid after them too: "20x20ic")
        head = _BOARD_SIZE.match(row.board)
        info["board"] = head[0] if head else ""
    if size == _levels.BIG:  # every one has big pieces
        info["twists"] = [t for t in twists if t != "big-pieces"]
    return info
