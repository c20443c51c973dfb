"""The level sets of the grids laid out as hexapipes lays them (`suido.levels.GRID_SETS`): 64 levels each in blocks
of sixteen, a block a size from 5x5 to 20x20 (hexapipes' sizes), on the set's own grid; the lessons of the huge
sizes at each block's 15th and 16th level with the twists they teach, the other levels plain networks; a level of
the day each; not among the page's sets. (Each level's one answer, the order by difficulty and the symmetry keys
are proved in tests/test_levels_proof.py, with the square sizes'.)"""

from __future__ import annotations

import datetime as dt

import pytest

import suido
from suido import levels
from suido.grids import TILINGS


def test_every_grid_has_a_set_the_page_does_not_list() -> None:
    from suido.share import set_name
    assert set(levels.GRID_SETS) == set(TILINGS)
    assert set_name("en", "octagonal") == "octagonal"  # named by itself until the words have it
    for name in levels.GRID_SETS:
        assert name not in levels.SETS and levels.COUNTS[name] == 64 and levels.grid_of_set(name) == name
        assert [levels.size_of(name, n) for n in (1, 16, 17, 33, 49, 64)] == [
            "5x5", "5x5", "10x10", "15x15", "20x20", "20x20"]


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
    assert {t for b in range(1, 5) for t in levels.lesson(name, b * 16)} == {"drains", "pumps", "wrap"}


@pytest.mark.parametrize("name", levels.GRID_SETS)
def test_each_set_has_a_level_of_the_day(name: str) -> None:
    day = dt.date(2026, 12, 2)
    n = levels.daily(name, day)
    assert 1 <= n <= 64 and levels.daily(name, "2026-12-02") == n
    seen = [levels.daily(name, day + dt.timedelta(days=i)) for i in range(64)]
    assert sorted(seen) == list(range(1, 65)), "every level comes once before any again"
