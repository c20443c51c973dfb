"""`make` on the grids laid out as hexapipes lays them (`suido.grids.TILINGS`), and the command line on them: a
sweep over the grids, kinds, wrap, pumps, locks, walls and sizes, every board with exactly one answer by the
solver and by the check, the twists it was asked for, its shape hexapipes' (the holes of its generator's shape
out of the board), the same board from the same seed; `suido make --grid NAME`, `solve`, `check` and `show`."""

from __future__ import annotations

import json
import re

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
def test_what_is_not_there_yet_says_so(name: str) -> None:
    # no symmetry and no difficulty table on these grids yet: each a clear error, never a crash (they are drawn:
    # tests/engine/test_tiles.py)
    made = suido.make(size=5, grid=name, seed=1)
    assert made.difficulty is None
    with pytest.raises(ValueError, match="is not drawn yet, nor turned or mirrored"):
        suido.symmetry_key(made.layout, made.solution)
    with pytest.raises(LookupError, match=re.escape(f"no difficulty table for a network {TILINGS[name].adjective} board")):
        suido.difficulty_of(made.layout, made.solution)
