"""`make` on the grids laid out as hexapipes lays them (`suido.grids.TILINGS`), and the command line on them: a
sweep over the grids, kinds, wrap, pumps, locks, walls and sizes, every board with exactly one answer by the
solver and by the check, the twists it was asked for, its shape hexapipes' (the holes of its generator's shape
out of the board), the same board from the same seed; `suido make --grid NAME`, `solve`, `check` and `show`."""

from __future__ import annotations

import json

import pytest

import suido
from suido.__main__ import main
from suido.grids import TILINGS

SWEEP = [  # (kind, wrap, size, more options)
    ("network", False, 5, {}),
    ("network", True, 6, {"walls": 2}),
    ("drains", False, 6, {"sources": 2, "locked": 2}),
    ("drains", True, 5, {"walls": 1, "locked": 1}),
    ("inlet-outlet", False, 6, {"walls": 1}),
]


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_make_sweeps_every_kind_and_twist(name: str) -> None:
    grid = TILINGS[name]
    for kind, wrap, size, more in SWEEP:
        made = suido.make(size=size, kind=kind, wrap=wrap, grid=name, seed=size, **more)
        layout = made.layout
        assert (layout.grid, layout.kind, layout.wrap, layout.width) == (name, kind, wrap, size)
        assert suido.decode(made.code) == layout
        found = suido.solve(made.code, limit=2)
        assert found.complete and found.count == 1 and found.solutions[0] == made.solution
        assert suido.check_answer(made.code, made.answer).ok and not suido.flow_of(layout).solved
        assert len(layout.walls) == more.get("walls", 0) and len(layout.locked) == more.get("locked", 0)
        assert len(layout.sources) == more.get("sources", 1)
        assert set(layout.holes) == set(grid.holes(size, size, wrap))
        if kind == "inlet-outlet":
            assert len(layout.drains) == 1
        assert suido.make(size=size, kind=kind, wrap=wrap, grid=name, seed=size, **more).code == made.code


def test_a_grid_or_size_make_cannot_take_is_refused_in_words() -> None:
    with pytest.raises(ValueError, match="grid must be 'square' or 'hex' \\(or one of hexapipes' grids: octagonal"):
        suido.make(grid="pentagonal")
    with pytest.raises(ValueError, match="a 2x2 board cannot wrap: wrap needs both sides at least 3"):
        suido.make(size=2, grid="snubsquare", wrap=True)
    with pytest.raises(ValueError, match="size must be"):
        suido.make(size=65, grid="triangular")
    with pytest.raises(ValueError, match="big pieces and blocks come only on a square board"):
        suido.make(size=6, grid="octagonal", bigs=1)


def test_the_smallest_wrap_of_every_grid_is_made_or_refused_in_words() -> None:
    # a 3x3 that wraps: a board with one answer, or a ValueError saying why (never the generator giving up after
    # its plans with a RuntimeError: a rhombitrihexagonal 3x3 wrap is one block of six cells, no board of one answer)
    for name in sorted(TILINGS):
        try:
            made = suido.make(size=3, grid=name, wrap=True, seed=1)
        except ValueError as error:
            assert name == "rhombitrihexagonal" and "too small to wrap" in str(error)
            assert suido.decode("3x3rw:80g50820a422").size == 6  # (read and played: only not made)
        else:
            assert suido.decode(made.code).wrap


def test_the_smallest_size_of_every_grid_is_made_or_refused_as_too_small() -> None:
    # size 2 without wrap: a board, or a ValueError that says the board is too small (a trihexagonal 2x2 keeps one
    # cell of its shape: "pumps are too many" would blame the pumps)
    for name in sorted(TILINGS):
        try:
            made = suido.make(size=2, grid=name, seed=1)
        except ValueError as error:
            assert name == "trihexagonal" and "too small" in str(error) and "pumps" not in str(error), str(error)
        else:
            assert suido.decode(made.code).size >= 2


def test_the_command_line_makes_solves_checks_and_shows_every_grid(capsys: pytest.CaptureFixture[str]) -> None:
    for name in sorted(TILINGS):
        assert main(["make", "--grid", name, "--size", "5", "--seed", "2"]) == 0
        board, answer = capsys.readouterr().out.split()[:2]
        assert suido.decode(board).grid == name
        assert main(["solve", board]) == 0
        assert answer in capsys.readouterr().out
        assert main(["check", board, answer]) == 0
        capsys.readouterr()
        assert main(["show", answer]) == 0
        shown = capsys.readouterr().out
        assert " wet" in shown and "solved" in shown and "pumps (P) at cell " in shown


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_every_grid_has_difficulty_sets_of_its_own(name: str) -> None:
    grid = TILINGS[name]
    have = suido.difficulty.tables()
    for side in grid.reference_sides:  # every side, kind and wrap a board of that size can have
        for kind, wrap in (("network", False), ("network", True), ("drains", False), ("drains", True),
                           ("inlet-outlet", False)):
            key = suido.difficulty.reference_key(side, kind, wrap, name)
            assert key.startswith(grid.letter)
            if not wrap or grid.check_size(side, side, wrap) is None:
                assert key in have and suido.difficulty.reference_for(side, side, kind, wrap, name) == key
    # a board is ranked among its own grid's boards alone, at the nearest side that has a set
    assert suido.difficulty.reference_for(9, 9, "drains", False, name) == f"{grid.letter}10d"
    assert not suido.difficulty.reference_for(9, 9, "drains", False).startswith(grid.letter)


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_make_finds_a_board_of_the_difficulty_asked_for_on_every_grid(name: str) -> None:
    scores = []
    for kind, target in (("network", 15), ("drains", 85)):
        made = suido.make(size=7, kind=kind, grid=name, difficulty=target, seed=2)
        assert made.difficulty is not None and abs(made.difficulty - target) <= 4, (kind, made.difficulty)
        assert made.difficulty == suido.difficulty_of(made.layout, made.solution)
        scores.append(made.difficulty)
    plain = suido.make(size=7, grid=name, seed=2)
    assert plain.difficulty is not None and 1 <= plain.difficulty <= 100


def test_a_difficulty_asked_where_no_table_ranks_the_board_is_refused_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    # the page's wheel carries no difficulty tables for the tiled grids: a difficulty asked there is refused in
    # words before any board is made (it was an assertion deep in the search)
    full = suido.difficulty.tables()
    monkeypatch.setattr(suido.difficulty, "tables", lambda: {k: v for k, v in full.items() if not k.startswith("o")})
    with pytest.raises(ValueError, match="no difficulty table for a network octagonal board"):
        suido.make(size=7, grid="octagonal", difficulty=50, seed=1)
    assert suido.make(size=7, grid="octagonal", seed=1).difficulty is None
