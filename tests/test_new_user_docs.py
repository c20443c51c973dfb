"""Words a new user met, found by trying the site and its guide from the README alone, held to the files (not
run inside Pyodide, where site/ and docs/ are not mounted): each key the shell builds (a key + "Says", as stats.js
holds them run under Node) is in the table in English and Japanese, and the guide names no issue number."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

from suido.strings import STRINGS

ROOT = Path(__file__).resolve().parents[1]


def test_each_stat_of_a_set_has_its_words_in_full(shell_exports: Callable[..., dict[str, Any]]) -> None:
    """The Stats view names each of a set's times in full for a screen reader (and as the abbreviation's title):
    key + "Says"; a missing one was shown as the key itself ("statsStreakSetSays")."""
    keys = [key for _, key in shell_exports("stats.js", "TIMES")["TIMES"]]
    assert len(keys) == 5 and "statsStreakSet" in keys
    for lang in ("en", "ja"):
        for key in keys:
            assert key in STRINGS[lang] and key + "Says" in STRINGS[lang], (lang, key)


def test_the_guide_for_site_owners_names_no_issue() -> None:
    """The site's /docs/ guide called the hexagonal code by an issue's number: a number its reader cannot look up."""
    for doc in ("docs/guide.md", "README.md"):
        assert not re.search(r"\bissue \d+", (ROOT / doc).read_text(encoding="utf-8"), re.I), doc
