"""The text a solve of the level of the day shares: the set, the day, the time, the turns and the par,
and the site's address of that set's level of the day. Never the answer or the progress: a friend who
opens the address plays the board from its start.

The address is the site's own (`https://…/suido/`, as the page is served) with the query the page
reads for the level of the day of a set, `?size=SET&level=today`. The page's addresses have no
field for a day, so the day is said in the text (with the level's number, whose own address,
`?size=SET&level=N`, plays that board on any day).

>>> print(share_text("en", size="7x7", level=122, day="2026-12-02", ms=83_450, turns=31, par=28,
...                  address="https://example.org/suido/"))
Suido · level of the day 2026-12-02 · 7x7, level 122
Solved in 1:23 · 31 turns (par 28)
https://example.org/suido/?size=7x7&level=today
"""

from __future__ import annotations

import re

from . import levels as _levels
from . import strings
from .records import day_of, format_time

_SET = re.compile(r"[A-Za-z0-9][A-Za-z0-9_-]{0,31}")


def set_name(lang: str, size: str) -> str:
    """A set as a player reads it: a size is its own name ("7x7"), a named set its words ("big":
    "Big pieces", from `strings`' `size` + the name, when the table has it)."""
    key = _levels.set_word(size) if size in _levels.COUNTS else None
    return strings.say(lang, key) if key and key in strings.STRINGS["en"] else size


def share_address(address: str, size: str) -> str:
    """The address of `size`'s level of the day on the site at `address` (its query and fragment
    dropped). Raises `ValueError` for an address that is not `http(s)://` or a set name that is
    not one."""
    if not isinstance(address, str) or not re.match(r"https?://[^\s?#]+", address):
        raise ValueError(f"the site's address is http(s)://…, not {address!r}")
    if not isinstance(size, str) or not _SET.fullmatch(size):
        raise ValueError(f"a set is named by letters, digits and x (like 7x7), not {size!r}")
    base = re.split(r"[?#]", address, maxsplit=1)[0]
    return f"{base}?size={size}&level=today"  # a set's name is letters, digits and x (_SET): nothing to escape


def share_text(lang: str, *, size: str, level: int, day: str, ms: float, turns: int, par: int | None,
               address: str) -> str:
    """The text to share for a solve of `size`'s level of the day `level` (of UTC `day`,
    `YYYY-MM-DD`) in `ms` milliseconds and `turns` turns, against `par` (`None`: not known,
    and not said), with the site at `address`: three lines, in `lang`. Raises `ValueError` for
    an argument that is not one (a day, a time, a count from 0, a level from 1, an address)."""
    day_of(day)
    if not isinstance(day, str):
        raise ValueError(f"a day is YYYY-MM-DD text, not {day!r}")
    for name, value, least in (("level", level, 1), ("turns", turns, 0), ("par", par, 0)):
        if value is None and name == "par":
            continue
        if isinstance(value, bool) or not isinstance(value, int) or value < least:
            raise ValueError(f"{name} is a whole number from {least}, not {value!r}")
    where = share_address(address, size)
    key = "shareTextNoPar" if par is None else "shareText"
    return strings.say(lang, key, day=day, size=set_name(lang, size), n=level, time=format_time(ms),
                       turns=strings.say(lang, "turns", n=turns), par=par, address=where)
