import datetime as dt

import pytest

import suido
from suido import levels

PINNED_DAY = [207, 103, 31, 167, 63, 21, 39, 205, 243, 77, 245, 106, 248, 23, 23, 56]  # 2026-10-01, SIZES order


def test_sizes_counts_and_blocks():
    assert len(levels.SIZES) == 16 and sum(levels.COUNTS[s] for s in levels.SIZES) == 3520
    assert levels.SETS == levels.SIZES + ("big", "hex") + levels.GRID_SETS and levels.COUNTS["big"] == 64 and len(levels.BIG_SIZES) == 64
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
    assert levels.to_open("7x7", set()) == (1, 16, 16) and levels.to_open("7x7", {1, 2, 4}) == (1, 16, 13)
    assert levels.to_open("7x7", set(range(1, 33)) - {20}) == (17, 32, 1)
    assert levels.to_open("7x7", set(range(1, 257))) is None and levels.to_open("28x28", set(range(1, 49))) is None


def test_next_level_after_one_goes_forward_wrapping_to_the_first_unsolved_before_it():
    # a fresh profile solves level 2 first: Next goes to 3, never back to 1
    assert levels.next_level("5x5", {2}, after=2) == 3
    assert levels.next_level("5x5", {2, 3, 5}, after=3) == 4
    assert levels.next_level("5x5", {1, 2, 3}, after=2) == 4            # solved ones ahead are passed
    assert levels.next_level("5x5", set(range(2, 17)), after=16) == 1   # none ahead: wrapped round to level 1
    assert levels.next_level("5x5", set(range(1, 17)), after=16) == 17  # the block it opened
    assert levels.next_level("5x5", {1, 3}, after=100) == 2             # a level of the day in a shut block
    assert levels.next_level("5x5", set(range(1, 257)), after=256) == 1  # every level solved: round to the first
    assert levels.next_level("5x5", set(range(1, 257)), after=7) == 8
    assert levels.next_level("5x5", {2}) == 1                            # no level given: the first unsolved
    for bad in (0, 257, True, "3"):
        with pytest.raises(ValueError, match="5x5 has levels 1 to 256"):
            levels.next_level("5x5", set(), after=bad)  # type: ignore[arg-type]


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


def test_the_big_pieces_set():
    rows = levels.load("big")
    assert rows == levels.load_big() and len(rows) == 64
    assert [levels.role("big", n) for n in (14, 15, 16, 31, 32, 47, 48, 63, 64)] == \
        [None] + ["teaches", "tests"] * 4
    assert [levels.lesson("big", n) for n in (15, 31, 47, 63)] == \
        [("block-turns",), ("pumps",), ("walls",), ("wrap",)]
    assert levels.BIG_SIZES[0] == "5x5" and levels.BIG_SIZES[18] == "5x7" and levels.BIG_SIZES[44:] == ("20x20",) * 20
    scores = [levels.big_info(n).score for n in range(1, 65)]
    assert scores == sorted(scores) and 1 <= scores[0] <= scores[-1] <= 100  # never easier
    for n in (1, 15, 31, 47, 64):
        info = levels.big_info(n)
        layout = suido.decode(rows[n - 1].board)
        assert info.size == levels.BIG_SIZES[n - 1] == f"{layout.width}x{layout.height}"
        assert info.bigs == len(layout.bigs) >= 1 and info.blocks == len(layout.blocks)
        assert info.share == 4 * (info.bigs + info.blocks) / layout.size
        assert "big-pieces" in info.twists and info.twists == levels.declared_twists(rows[n - 1])
        assert levels.marks("big", n) == levels.marks_of(info.score)
    assert levels.big_info(15).blocks >= 1 and levels.big_info(31).twists.count("pumps") == 1
    # the level of the day and the blocks that open, as for every size
    seen = [levels.daily("big", dt.date(2026, 1, 1) + dt.timedelta(days=i)) for i in range(64)]
    assert sorted(seen) == list(range(1, 65))
    assert levels.open_count("big", solved=range(1, 17)) == 32 and levels.next_level("big", {1, 2}) == 3
    for bad in (0, 65, "3", True):
        with pytest.raises(ValueError, match="big-pieces level"):
            levels.big_info(bad)


def test_turns_of_is_the_inverse_of_solution():
    for size in ("big", "7x7"):
        for row in levels.load(size)[:20]:
            assert levels.turns_of(suido.decode(row.board), levels.solution(row)) == row.turns
    with pytest.raises(ValueError, match="not the board's"):
        levels.turns_of(suido.decode("3x3:55139713s;b0"), (5, 5, 1, 3, 5, 7, 1, 3, 12))


def test_a_level_row_on_every_grid_turns_each_cell_on_its_own_polygon():
    # the row format holds boards of the grids laid out as hexapipes lays them: a cell's digit is the steps round
    # its own polygon (an octagon's up to 7, a square's on an octagonal board up to 3, a triangle's up to 2)
    from suido.grids import TILINGS
    for name in sorted(TILINGS):
        made = suido.make(size=6, kind="drains", grid=name, seed=7)
        turns = levels.turns_of(made.layout, made.solution)
        polygons = made.layout.polygons
        grid = made.layout.geometry
        assert all(int(t) < grid.polygons[p].sides for t, p in zip(turns, polygons)), (name, turns)
        assert levels.solution(levels.Row(made.code, turns, "drains")) == made.solution, name
