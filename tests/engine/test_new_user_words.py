"""Words a new user met as their keys, found by trying the site from the README alone: each key the shell asks
for by building it (a key + "Says") is in the table, in English and Japanese."""

from __future__ import annotations

import re
from pathlib import Path

from suido.strings import STRINGS

SITE = Path(__file__).resolve().parents[2] / "site"


def test_each_stat_of_a_set_has_its_words_in_full() -> None:
    """The Stats view names each of a set's times in full for a screen reader (and as the abbreviation's title):
    key + "Says"; a missing one was shown as the key itself ("statsStreakSetSays")."""
    text = (SITE / "stats.js").read_text(encoding="utf-8")
    body = re.search(r"function timesOf\(.*?\n}\n", text, re.S).group(0)
    keys = re.findall(r'\["\w+", "(stats\w+)"\]', body)
    assert len(keys) == 5 and "statsStreakSet" in keys
    for lang in ("en", "ja"):
        for key in keys:
            assert key in STRINGS[lang] and key + "Says" in STRINGS[lang], (lang, key)


def test_an_answer_for_squares_to_a_board_of_hexagons_says_the_grid_differs() -> None:
    """A square answer checked against a hexagonal board of the same size: the reason named size, kind and wrap,
    which were all the same; it is the grid that differs."""
    import suido

    got = suido.check_answer("3x3h:0220182bj801041104", "3x3:1u82e42b3")
    assert not got.ok and "grid" in got.reason


def test_the_make_commands_help_names_no_issue(capsys) -> None:
    """`suido make --help` said "(issue 23: ...)" of --hex: a number a user of the package cannot look up."""
    import pytest

    from suido.__main__ import main

    with pytest.raises(SystemExit):
        main(["make", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--hex" in out and "issue" not in out
    assert "every option but --bigs and --blocks" in out


def test_the_guide_for_site_owners_names_no_issue() -> None:
    """The site's /docs/ guide called the hexagonal code "issue 23's format": a number its reader cannot look up."""
    root = Path(__file__).resolve().parents[2]
    for doc in ("docs/guide.md", "README.md"):
        assert not re.search(r"\bissue \d+", (root / doc).read_text(encoding="utf-8"), re.I), doc
