"""The level sets of the grids laid out as hexapipes lays them (`suido.levels.GRID_SETS`): 112 levels each in blocks
of sixteen, a block a size from 5x5 to 20x20, on the set's own grid; from the second block one twist taught a block
(drains, pumps, locked pieces, walls, wrap, inlet-outlet) at its 15th and 16th level, the other levels plain
networks; a level of the day each; among the page's sets, named in words in both languages. (Each level's one
answer, the order by difficulty and the symmetry keys are proved in tests/test_levels_proof.py, with the square
sizes'.)"""

from __future__ import annotations

import datetime as dt
import io
from contextlib import redirect_stdout

import pytest
from workerkit import ok

import suido
from suido import levels, strings
from suido.grids import TILINGS


def test_every_grid_has_a_set_the_page_lists_and_names_in_words() -> None:
    from suido.share import set_name
    assert set(levels.GRID_SETS) == set(TILINGS)
    assert levels.SETS[-len(levels.GRID_SETS):] == levels.GRID_SETS   # listed after the sizes, big and hex
    for name in levels.GRID_SETS:
        assert levels.COUNTS[name] == 112 and levels.grid_of_set(name) == name
        assert [levels.size_of(name, n) for n in (1, 16, 17, 33, 49, 65, 81, 97, 112)] == [
            "5x5", "5x5", "7x7", "10x10", "12x12", "15x15", "17x17", "20x20", "20x20"]
        key = levels.set_word(name)
        assert key and key in strings.STRINGS["en"] and key in strings.STRINGS["ja"], name
        assert set_name("en", name) != name and set_name("ja", name) != set_name("en", name), name
    # the key's rule, which site/levels.js's sizeName keeps too (tests/shell/words.test.mjs)
    assert levels.set_word("hexapipes-hex") == "sizeHexapipesHex" and levels.set_word("octagonal") == "sizeOctagonal"
    assert set_name("en", "octagonal") == "Octagons and squares" and set_name("ja", "cube") == "立方体"


@pytest.mark.parametrize("name", levels.GRID_SETS)
def test_each_level_is_on_its_grid_with_its_block_s_lesson(name: str) -> None:
    rows = levels.load(name)
    assert len(rows) == levels.COUNTS[name]
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        assert layout.grid == name and f"{layout.width}x{layout.height}" == levels.size_of(name, n), f"{name} #{n}"
        assert len(row.turns) == layout.size and levels.turns_of(layout, levels.solution(row)) == row.turns
        twists = suido.twists_of(layout)
        assert " ".join(twists) == row.twists, f"{name} #{n}"
        role = levels.role(name, n)
        if role:
            assert twists == levels.lesson(name, n), f"{name} #{n} {role}"
        else:
            assert twists == () and layout.kind == "network", f"{name} #{n}: a plain level"
    assert [levels.role(name, n) for n in (15, 16, 31, 32)] == [None, None, "teaches", "tests"]
    # each twist of the square sizes' first lessons taught alone, one a block, as the square sizes teach them
    assert [levels.lesson(name, b * 16) for b in range(1, 8)] == [
        (), ("drains",), ("pumps",), ("locked",), ("walls",), ("wrap",), ("inlet-outlet",)]
    assert [levels.lesson(name, b * 16) for b in range(1, 8)] == [levels.lesson("7x7", b * 16) for b in range(1, 8)]


@pytest.mark.parametrize("name", levels.GRID_SETS)
def test_each_set_has_a_level_of_the_day(name: str) -> None:
    day = dt.date(2026, 12, 2)
    n = levels.daily(name, day)
    count = levels.COUNTS[name]
    assert 1 <= n <= count and levels.daily(name, "2026-12-02") == n
    seen = [levels.daily(name, day + dt.timedelta(days=i)) for i in range(count)]
    assert sorted(seen) == list(range(1, count + 1)), "every level comes once before any again"


@pytest.mark.parametrize("name", levels.GRID_SETS)
def test_the_worker_lists_opens_and_keeps_the_records_of_each_set(name: str) -> None:
    rows = levels.load(name)
    assert name in ok("hello")["sizes"]
    listed = ok("levels", size=name, solved=list(range(1, 17)))
    assert listed["count"] == len(rows) and listed["open"] == 2 * levels.BLOCK and listed["next"] == 17
    assert [lv["board"] for lv in listed["levels"]] == list(levels.GRID_SET_SIZES)   # the size, no grid's letter
    assert [(lv["role"], lv["twists"]) for lv in listed["levels"][30:32]] == [("teaches", ["drains"]),
                                                                              ("tests", ["drains"])]
    n = ok("daily", size=name, day="2026-12-02")["level"]
    assert n == levels.daily(name, "2026-12-02")
    # the level of the day opened and solved by its turns, one side round its own polygon a step
    opened = ok("open", size=name, level=n)
    assert opened["level"]["size"] == name and opened["level"]["n"] == n and opened["grid"] == name
    row = rows[n - 1]
    moves = [f"{cell}+" for cell, t in enumerate(row.turns) for _ in range(int(t))]
    assert moves, f"{name} #{n} starts solved"
    for move in moves:
        reply = ok("move", board=opened["board"], move=move)
    assert reply["solved"] is True, f"{name} #{n}"
    stats = ok("stats", today="2026-12-02", days=[], levels={f"{name}#1": {"best": 61_000, "fewest": 9},
                                                              f"{name}#{n}": {"best": 30_000, "fewest": 5}}, lang="ja")
    assert [{k: s[k] for k in ("size", "solved", "count")} for s in stats["sizes"]] == [
        {"size": name, "solved": 2 if n != 1 else 1, "count": levels.COUNTS[name]}]
    assert strings.say("ja", str(levels.set_word(name))) in stats["svg"]


def test_the_command_line_and_the_shared_daily_name_a_grid_s_set() -> None:
    from suido.__main__ import main
    from suido.share import share_text

    rows = levels.load("cube")
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["level", "cube", "33"]) == 0
    board, answer, _ = out.getvalue().splitlines()
    assert board == rows[32].board and answer == levels.answer(rows[32])
    text = share_text("ja", size="cube", level=5, day="2026-12-02", ms=61_000, turns=9, par=None,
                      address="https://example.org/suido/")
    assert "立方体" in text and text.endswith("?size=cube&level=today")
