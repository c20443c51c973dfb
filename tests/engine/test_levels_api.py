import datetime as dt

import pytest

import suido
from suido import levels

PINNED_DAY = [207, 103, 31, 167, 63, 21, 39, 205, 243, 77, 245, 106, 248, 23, 23, 56]  # 2026-10-01, SIZES order


def test_sizes_counts_and_blocks():
    assert len(levels.SIZES) == 16 and sum(levels.COUNTS.values()) == 3520
    assert levels.COUNTS["7x7"] == 256 and levels.COUNTS["20x50"] == 64
    assert [levels.block_of(n) for n in (1, 16, 17, 256)] == [1, 1, 2, 16]
    assert levels.block_range("7x7", 2) == (17, 32) and levels.block_range("28x28", 4) == (49, 64)


@pytest.mark.parametrize("size, want", list(zip(levels.SIZES, PINNED_DAY)))
def test_the_level_of_the_day_is_pinned(size, want):
    assert levels.daily(size, "2026-10-01") == want
    assert levels.daily(size, dt.date(2026, 10, 1)) == want
    assert levels.daily(size, dt.datetime(2026, 10, 1, 23, 59, tzinfo=dt.timezone.utc)) == want
    # 01:00 in Tokyo on 2 October is still 1 October in UTC
    tokyo = dt.timezone(dt.timedelta(hours=9))
    assert levels.daily(size, dt.datetime(2026, 10, 2, 1, 0, tzinfo=tokyo)) == want


def test_the_level_of_the_day_more():
    assert levels.daily("7x7", "2026-10-06") == 4 and levels.daily("7x7", "2026-10-07") == 101
    for when in ("1900-01-01", "1969-12-31", "0001-01-01", "9999-12-31"):
        assert 1 <= levels.daily("5x5", when) <= 256
    assert levels.day(dt.datetime(2026, 10, 2, 1, 0, tzinfo=dt.timezone(dt.timedelta(hours=9)))) == "2026-10-01"
    for bad in ("2027-02-29", "2026-1-1", "yesterday", 20261001, dt.datetime(2026, 10, 1)):
        with pytest.raises(ValueError):
            levels.daily("5x5", bad)
    assert levels.daily("5x5", "2028-02-29") >= 1
    with pytest.raises(ValueError, match="not a level size"):
        levels.daily("4x4", "2026-10-01")


@pytest.mark.parametrize("size", ["5x5", "20x50"])
def test_a_full_cycle_visits_every_level_once(size):
    start = dt.date(2031, 5, 17)
    seen = [levels.daily(size, start + dt.timedelta(days=i)) for i in range(levels.COUNTS[size])]
    assert sorted(seen) == list(range(1, levels.COUNTS[size] + 1))


def test_blocks_open_one_after_another():
    assert levels.open_count("7x7", set()) == 16
    assert levels.open_count("7x7", set(range(1, 16))) == 16
    assert levels.open_count("7x7", set(range(1, 17))) == 32
    assert levels.open_count("7x7", set(range(1, 33)) - {20}) == 32
    assert levels.open_count("7x7", set(range(1, 257))) == 256
    assert levels.next_level("7x7", set()) == 1
    assert levels.next_level("7x7", {1, 2, 4}) == 3
    assert levels.next_level("7x7", set(range(1, 17))) == 17
    assert levels.next_level("28x28", set(range(1, 65))) == 64


def test_lessons_sit_where_the_plan_puts_them():
    assert levels.role("7x7", 31) == "teaches" and levels.role("7x7", 32) == "tests"
    assert levels.role("7x7", 15) is None and levels.role("7x7", 30) is None
    assert levels.lesson("7x7", 31) == ("drains",) and levels.lesson("7x7", 256) == ("drains", "walls", "wrap")
    assert levels.lesson("20x20", 63) == ("wrap",) and levels.role("20x20", 64) == "tests"


def test_rows_give_their_answer():
    rows = levels.load("5x5")
    assert len(rows) == 256 and all(isinstance(r, levels.Row) for r in rows)
    for row in rows[:40] + rows[-10:]:
        assert suido.check_answer(row.board, levels.answer(row)).ok
        assert levels.solution(row) == suido.decode(levels.answer(row)).cells
    with pytest.raises(ValueError, match="turns must be"):
        levels.solution(levels.Row(rows[0].board, "9" * 25, ""))
    with pytest.raises(ValueError, match="not a level size"):
        levels.load("4x4")
    assert [levels.marks("5x5", n) for n in (1, 256)] == [1, 5]
    assert levels.marks("5x5", 999) is None
