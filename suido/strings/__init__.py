"""Every word a board shows, in English and Japanese: one table, one source of truth.

The browser shell never holds words of its own (but the two lines it shows before Python has
started at all); it takes them from the worker, which takes them from here.

The words live by subject, a module each: `board` (a board and playing it, a hexagonal board's own),
`levels` (the level list and its sets), `maker` (a board of one's own, hexapipes' puzzles), `aids`
(stats, the daily to share, loops and islands, edge marks), `page` (the views, settings, loading,
the embed) and `workbench` (a maker's board drawn, its answers, its mends); `STRINGS` takes them into one table, and `say` reads it.

`say(lang, key, **values)` picks a line and fills it in:

* when `n == 1` and the table has `key + "One"`, that line is used (English only needs it);
* otherwise the line is taken from the language's table, then from English, then the key itself;
* `{name}` is replaced only when `name` is one of the values, so a stray brace survives.

>>> say("en", "turns", n=1)
'1 turn'
>>> say("en", "turns", n=3)
'3 turns'
>>> say("ja", "turns", n=3)
'3手'
>>> say("fr", "leaksNone")
'no leaks'
>>> say("en", "no-such-key")
'no-such-key'
"""

from __future__ import annotations

import re
from typing import Final

from . import aids, board, levels, maker, page, workbench

LANGUAGES: Final = ("en", "ja")

STRINGS: Final[dict[str, dict[str, str]]] = {lang: {} for lang in LANGUAGES}
"""Every word by language, then key: the subjects' words taken into one table (`say` looks here)."""
for _subject in (board.WORDS, board.HEX_WORDS, levels.WORDS, maker.WORDS, maker.MAKER_WORDS, aids.AID_WORDS,
                 page.WORDS, workbench.WORDS):
    for _lang, _words in _subject.items():
        STRINGS[_lang].update(_words)

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def language_of(tag: str | None) -> str:
    """The table for a language tag: `"ja"` for any tag starting with ja, else `"en"`."""
    return "ja" if tag and tag.strip().lower().startswith("ja") else "en"


def line(lang: str, key: str, n: object = None) -> str:
    """The raw line for `key` (before filling in), with the fallbacks `say` uses.
    An unknown language reads the English table."""
    table = STRINGS.get(lang, STRINGS["en"])
    if n == 1 and not isinstance(n, bool) and key + "One" in table:
        return table[key + "One"]
    return table.get(key) or STRINGS["en"].get(key) or key


def listed(lang: str, items: list[str]) -> str:
    """Items as a list in words: "north", "north and east", "north, east and south"."""
    if len(items) <= 1:
        return "".join(items)
    if lang == "ja":
        return "、".join(items[:-1]) + line(lang, "listAnd") + items[-1]
    return ", ".join(items[:-1]) + line(lang, "listAnd") + items[-1]


def say(lang: str, key: str, **values: object) -> str:
    """The line for `key` in `lang` with `{name}` filled from `values`."""
    text = line(lang, key, values.get("n"))
    if not values:
        return text
    return _PLACEHOLDER.sub(
        lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)


def words(lang: str) -> dict[str, str]:
    """Every raw line in `lang` (English filling any gap), for a shell that fills its own."""
    merged = dict(STRINGS["en"])
    merged.update(STRINGS.get(lang, {}))
    return merged
