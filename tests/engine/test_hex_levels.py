"""The hexagonal set: 256 levels or more in blocks of sixteen, 5x5 rising to 20x20, each
re-solved from scratch to exactly one answer (the stored one, which the check takes), no two one board
turned or mirrored, the lessons at the 15th and 16th level of each block with the twists they teach,
each block easy to hard; its name the one in suido.levels, used by the API, the worker, the CLI; its
level of the day a pure function of the day."""

from __future__ import annotations

import datetime as dt
import io
from contextlib import redirect_stdout

import pytest
from workerkit import ok

import suido
from suido import levels

HEX = levels.HEX


@pytest.fixture(scope="module")
def rows() -> list[levels.Row]:
    return levels.load(HEX)


def test_the_set_is_named_once_and_laid_out_in_blocks_of_sixteen(rows: list[levels.Row]) -> None:
    assert HEX in levels.SETS and levels.grid_of_set(HEX) == "hex" and levels.grid_of_set("7x7") == "square"
    count = levels.COUNTS[HEX]
    assert count >= 256 and count % levels.BLOCK == 0 and len(rows) == count
    assert len(levels.HEX_SIZES) == count
    sides = [levels.side_of(levels.size_of(HEX, n)) for n in range(1, count + 1)]
    assert sides[0] == (5, 5) and sides[-1] == (20, 20)
    assert all(a <= b for a, b in zip(sides, sides[1:])), "the sizes never go down"
    for block in range(1, count // levels.BLOCK + 1):  # one size a block
        first, last = levels.block_range(HEX, block)
        assert len({sides[n - 1] for n in range(first, last + 1)}) == 1
    assert {s for s in sides} == {(s, s) for s in range(5, 21)}
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        assert layout.grid == "hex", f"hex #{n}"
        assert (layout.width, layout.height) == sides[n - 1], f"hex #{n}"
    with pytest.raises(ValueError):
        levels.size_of(HEX, count + 1)


def test_every_level_has_one_answer_the_check_takes(rows: list[levels.Row]) -> None:
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        solution = levels.solution(row)
        assert levels.turns_of(layout, solution) == row.turns, f"hex #{n}: the turns column is the answer's"
        found = suido.solve(layout, limit=2)
        assert found.complete and found.count == 1, f"hex #{n}: {found.count} answers"
        assert found.solutions[0] == solution, f"hex #{n}: the solver's answer is not the stored one"
        assert suido.check_answer(row.board, levels.answer(row)).ok, f"hex #{n}"
        assert not suido.check_answer(row.board, row.board).ok, f"hex #{n} starts solved"
        assert all(t in "012345" for t in row.turns) and any(t != "0" for t in row.turns)


def test_no_two_levels_are_one_board_turned_or_mirrored(rows: list[levels.Row]) -> None:
    keys: dict[str, int] = {}
    boards: set[str] = set()
    for n, row in enumerate(rows, 1):
        key = suido.symmetry_key(suido.decode(row.board), levels.solution(row))
        assert key not in keys, f"hex #{n}: a turned or mirrored copy of level {keys.get(key)}"
        keys[key] = n
        assert row.board not in boards
        boards.add(row.board)


def test_the_lessons_teach_and_test_their_twists(rows: list[levels.Row]) -> None:
    plan = levels.PLAN[HEX]
    taught = {t for lesson in plan for t in lesson}
    assert taught == {"drains", "pumps", "locked", "walls", "wrap", "inlet-outlet"}
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        twists = suido.twists_of(layout)
        assert " ".join(twists) == row.twists and levels.declared_twists(row) == twists, f"hex #{n}"
        role = levels.role(HEX, n)
        slot = (n - 1) % levels.BLOCK + 1
        if levels.block_of(n) > 1 and slot >= 15:
            assert role == ("teaches" if slot == 15 else "tests")
            assert twists == levels.lesson(HEX, n), f"hex #{n} {role}: {twists}"
        else:
            assert role is None and twists == () and layout.kind == "network", f"hex #{n}: a plain level"
        if "wrap" in twists:
            assert layout.wrap and layout.height % 2 == 0
        if "pumps" in twists:
            assert len(layout.sources) >= 2
        if "locked" in twists:
            assert layout.locked
        if "walls" in twists:
            assert layout.walls


def test_each_block_runs_easy_to_hard_and_the_marks_say_so(rows: list[levels.Row]) -> None:
    # ranked as the tool that wrote the set ranks them: the engine's difficulty on hexagons (its own tables)
    scores = [suido.exact_difficulty_of(suido.decode(r.board), levels.solution(r)) for r in rows]
    for block in range(1, len(rows) // levels.BLOCK + 1):
        first, last = levels.block_range(HEX, block)
        plain = [n for n in range(first, last + 1) if levels.role(HEX, n) is None]
        got = [scores[n - 1] for n in plain]
        assert got == sorted(got), f"hex block {block}: the plain levels are not easy to hard"
        if levels.lesson(HEX, first):
            assert scores[last - 2] <= scores[last - 1], f"hex block {block}: the test is easier than the lesson"
    for n, score in enumerate(scores, 1):
        assert levels.marks(HEX, n) == levels.marks_of(score), f"hex #{n}"
    # and the set as a whole climbs: each quarter's plain levels harder, on the mean, than the quarter's before
    quarter = len(rows) // 4
    means = []
    for q in range(4):
        plain = [scores[n - 1] for n in range(q * quarter + 1, (q + 1) * quarter + 1) if levels.role(HEX, n) is None]
        means.append(sum(plain) / len(plain))
    assert means == sorted(means) and means[-1] - means[0] > 30, means


def test_the_level_of_the_day_of_the_set_is_the_days_alone() -> None:
    day = dt.date(2026, 12, 2)
    n = levels.daily(HEX, day)
    assert 1 <= n <= levels.COUNTS[HEX]
    assert levels.daily(HEX, "2026-12-02") == n
    assert levels.daily(HEX, dt.datetime(2026, 12, 2, 23, 59, tzinfo=dt.timezone.utc)) == n
    assert levels.daily(HEX, dt.datetime(2026, 12, 3, 8, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))) == n
    assert levels.daily(HEX, day + dt.timedelta(days=1)) != n
    seen = [levels.daily(HEX, day + dt.timedelta(days=i)) for i in range(levels.COUNTS[HEX])]
    assert sorted(seen) == list(range(1, levels.COUNTS[HEX] + 1)), "every level comes once before any again"
    assert ok("daily", size=HEX, day="2026-12-02")["level"] == n


def test_the_worker_lists_the_set_and_opens_its_levels(rows: list[levels.Row]) -> None:
    assert HEX in ok("hello")["sizes"]
    listed = ok("levels", size=HEX, solved=[])
    assert listed["count"] == len(rows) and listed["open"] == levels.BLOCK and listed["next"] == 1
    assert [lv["board"] for lv in listed["levels"]] == list(levels.HEX_SIZES)
    lesson = listed["levels"][31]
    assert lesson["role"] == "tests" and lesson["twists"] == list(levels.lesson(HEX, 32))
    opened = ok("open", size=HEX, level=1)
    assert opened["level"]["size"] == HEX and opened["level"]["n"] == 1 and opened["level"]["board"] == "5x5"
    stats = ok("stats", today="2026-12-02", days=[],
                 levels={f"{HEX}#1": {"best": 61_000, "fewest": 9}, f"{HEX}#2": {"best": 30_000, "fewest": 5}})
    assert [{k: s[k] for k in ("size", "solved", "count", "fastest", "fastestText")} for s in stats["sizes"]] == [
        {"size": HEX, "solved": 2, "count": levels.COUNTS[HEX], "fastest": 30_000.0, "fastestText": "0:30"}]


def test_the_command_line_plays_the_set(rows: list[levels.Row]) -> None:
    from suido.__main__ import main

    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["level", HEX, "3"]) == 0
    board, answer, about = out.getvalue().splitlines()
    assert board == rows[2].board and answer == levels.answer(rows[2]) and about.startswith("twists: plain")
    out = io.StringIO()
    with redirect_stdout(out):
        assert main(["daily", HEX, "--date", "2026-12-02"]) == 0
    assert out.getvalue().splitlines()[0] == f"2026-12-02: {HEX} level {levels.daily(HEX, '2026-12-02')}"
    assert out.getvalue().splitlines()[1] == rows[levels.daily(HEX, "2026-12-02") - 1].board


def test_the_set_is_named_in_words_in_both_languages() -> None:
    from suido import strings

    assert levels.set_word(HEX) == "sizeHex" and levels.set_word("big") == "sizeBig" and levels.set_word("7x7") is None
    assert strings.say("en", "sizeHex") == "Hexagons" and strings.say("ja", "sizeHex") == "六角形"
    stats = ok("stats", today="2026-12-02", days=[], levels={f"{HEX}#3": {"best": 1_000, "fewest": 2}}, lang="ja")
    assert stats["size"] == HEX and "六角形" in stats["svg"]
