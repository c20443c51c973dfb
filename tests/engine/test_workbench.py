"""The workbench's engine (`suido.workbench`, `suido.edits`): the count, the fixed and the differing cells against
the independent brute-force counters (bruteforce.py on squares with big pieces and blocks, hexbrute.py on hexagons,
tilingbrute.py on the seven grids laid out as hexapipes lays them) on small seeded boards of every grid and kind;
every mend offered lowers the count or shrinks the differing region, keeps an answer, and one mended to one answer
is proved by the solver and the check; the edits lay what is drawn; the CLI's solve --all and mend."""

from __future__ import annotations

import random
from typing import Callable, Iterator

import pytest

from bruteforce import answers as square_answers
from hexbrute import hex_answers
from tilingbrute import answers as tiling_answers
from test_grids_engine import _board as tiling_board
from test_hex_solver import boards as hex_boards
from test_solver import sweep as square_boards

from suido import check_answer, edits, encode, solve, with_masks
from suido.__main__ import main
from suido.codes import Layout, decode
from suido.grids import TILINGS
from suido.workbench import REASONS, analyse, apart, mends

KINDS = ("network", "drains", "inlet-outlet")
LIMIT = 12


def _brute_apart(layout: Layout, found: set[tuple[int, ...]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The fixed and differing pieces read off the brute force's answers (-1 a dry piece)."""
    if not found:
        return (), ()
    keys = list(found)
    fixed = tuple(c for c, m in enumerate(layout.cells) if m and len({k[c] for k in keys}) == 1)
    differing = tuple(c for c, m in enumerate(layout.cells) if m and len({k[c] for k in keys}) > 1)
    return fixed, differing


def _cases() -> Iterator[tuple[str, Callable[[], Iterator[Layout]], Callable[[Layout, int], set[tuple[int, ...]]]]]:
    yield "square", lambda: square_boards(8, 30), square_answers
    yield "hex", lambda: hex_boards(7, 30, sizes=((2, 2), (3, 2), (3, 3), (4, 3))), hex_answers
    for name in sorted(TILINGS):
        def made(name: str = name) -> Iterator[Layout]:
            rng = random.Random(f"workbench {name}")
            for i in range(6 if name == "octagonal" else 9):
                yield tiling_board(rng, name, KINDS[i % 3])
        yield name, made, tiling_answers


CASES = list(_cases())


@pytest.mark.parametrize("grid_name, boards, brute", CASES, ids=[c[0] for c in CASES])
def test_the_count_fixed_and_differing_cells_are_the_brute_forces(grid_name, boards, brute) -> None:
    seen = set()
    for layout in boards():
        theirs = brute(layout, LIMIT)
        mine = analyse(layout, limit=LIMIT, budget=10**6)
        assert mine.complete and mine.count == len(theirs), encode(layout)
        if len(theirs) < LIMIT:  # every answer found: the regions are those of all of them
            assert (mine.fixed, mine.differing) == _brute_apart(layout, theirs), encode(layout)
        assert (mine.reason is not None) == (mine.count == 0), encode(layout)
        assert mine.reason is None or mine.reason in REASONS
        if mine.unique:
            assert not mine.differing and len(mine.fixed) == sum(1 for m in layout.cells if m)
            assert mine.measures is not None
        seen.add((layout.kind, min(mine.count, 2)))
    assert {1, 2} <= {n for _, n in seen}, seen  # one and several answers turn up
    assert {k for k, _ in seen} == set(KINDS)


@pytest.mark.parametrize("grid_name, boards, brute", CASES, ids=[c[0] for c in CASES])
def test_every_mend_lowers_the_count_or_shrinks_the_difference_and_keeps_an_answer(grid_name, boards, brute) -> None:
    offered = 0
    for layout in boards():
        before = analyse(layout, limit=LIMIT, budget=10**6)
        if before.count < 2:
            assert mends(layout, limit=LIMIT, analysis=before) == ()
            continue
        for mend in mends(layout, limit=LIMIT, budget=10**6, analysis=before):
            offered += 1
            theirs = brute(mend.layout, LIMIT)
            assert len(theirs) == mend.count >= 1, (encode(layout), mend.kind, mend.code)
            assert mend.count < before.count or len(mend.differing) < len(before.differing)
            assert decode(mend.code) == mend.layout
            if mend.count == 1:  # one answer: proved by the solver and by the check
                proof = solve(mend.layout, limit=2)
                assert proof.complete and proof.count == 1
                assert check_answer(mend.code, encode(with_masks(mend.layout, proof.solutions[0]))).ok
    assert offered, f"some {grid_name} board is mended"


def test_a_mend_kind_each_on_a_two_answer_board() -> None:
    """Over small drains and inlet-outlet boards with several answers, a wall, a lock and a spare taken off are
    each offered somewhere."""
    kinds = set()
    for layout in square_boards(11, 150):
        if layout.kind == "network":
            continue
        seen = analyse(layout, limit=LIMIT)
        if seen.count >= 2:
            kinds |= {m.kind for m in mends(layout, limit=LIMIT, most=8, analysis=seen)}
    assert {"wall", "lock", "spare"} <= kinds, kinds


def test_apart_with_no_answers_and_bad_arguments() -> None:
    layout = decode("2x2:h000")
    assert apart(layout, []) == ((), ())
    for bad in (0, -1, True, "2"):
        with pytest.raises(ValueError):
            analyse(layout, limit=bad)
        with pytest.raises(ValueError):
            analyse(layout, budget=bad)
    with pytest.raises(ValueError):
        analyse("not a code")


def test_a_board_with_no_answer_says_the_first_reason() -> None:
    # a cross on a corner cannot fit; a piece beyond bare ground can never be reached
    assert analyse("3x3:v00000000").reason == "no-fit"
    assert analyse("3x3:v00000000").cell == 0
    cut = analyse("3x3:h00000004")
    assert (cut.count, cut.reason, cut.cell) == (0, "cut-off", 8)


def test_the_budget_gives_at_least_never_a_wrong_count() -> None:
    many = "3x3w:eudCb64O7"  # four answers
    few = analyse(many, limit=50, budget=2)
    full = analyse(many, limit=50, budget=10**6)
    assert full.complete and full.count == 4
    assert not few.complete and few.count < full.count and few.reason is None


def test_a_path_lays_the_pieces_drawn_on_every_grid() -> None:
    from suido.grids import ALL_GRIDS

    for name, grid in ALL_GRIDS.items():
        board = edits.blank(name, 4, 4)
        n = grid.sides
        table = grid.neighbour_table(board.width, board.height, board.wrap, ())
        path = [board.sources[0]]
        for _ in range(4):  # a walk to fresh neighbours
            step = next((o for o in table[path[-1] * n:(path[-1] + 1) * n] if o >= 0 and o not in path
                         and o not in board.holes), None)
            if step is None:
                break
            path.append(step)
        drawn = edits.lay_path(board, path)
        for a, b in zip(path, path[1:]):
            s = table[a * n:(a + 1) * n].index(b)
            assert drawn.cells[a] >> s & 1 and drawn.cells[b] >> grid.opposite(s) & 1, name
        assert all(drawn.cells[c] == board.cells[c] for c in range(board.size) if c not in path)
        assert decode(encode(drawn)) == drawn


def test_the_edits_on_squares() -> None:
    board = edits.blank("square", 4, 4)
    pump = board.sources[0]
    board = edits.lay_path(board, [pump, pump + 1, pump + 5])
    assert board.cells[pump + 1] == 8 | 4  # west to the pump, south
    assert edits.turn_piece(board, pump + 1).cells[pump + 1] == 1 | 8
    with pytest.raises(edits.EditError):
        edits.lay_path(board, [0, 5])  # not neighbours
    with pytest.raises(edits.EditError):
        edits.erase(board, pump)  # the last pump
    drained = edits.toggle_drain(board, pump + 5)
    assert drained.kind == "drains" and drained.drains == (pump + 5,)
    assert edits.toggle_drain(drained, pump + 5).kind == "network"
    walled = edits.toggle_wall(board, pump, 1)
    assert walled.walls and edits.toggle_wall(walled, pump, 1).walls == ()
    assert edits.lay_path(walled, [pump, pump + 1]).walls == ()  # a path across a wall takes it off
    locked = edits.toggle_lock(board, pump + 1)
    assert locked.locked == (pump + 1,)
    with pytest.raises(edits.EditError):
        edits.toggle_lock(board, 0)  # bare ground
    assert edits.erase(locked, pump + 1).locked == ()
    with pytest.raises(edits.EditError):
        edits.toggle_hole(board, 0)  # squares have no shape
    twice = edits.toggle_pump(board, 0)
    assert twice.sources == (0, pump) and twice.cells[0]
    mixed = edits.scrambled(board, 3)
    assert mixed == edits.scrambled(board, 3) and mixed.sources == board.sources
    assert [sorted(board.geometry.rotations_of(m)) for m in mixed.cells] == [
        sorted(board.geometry.rotations_of(m)) for m in board.cells]  # each piece turned, none changed
    with pytest.raises(edits.EditError):
        edits.set_piece(board, 0, 16)


def test_a_hole_on_a_tiled_grid() -> None:
    board = edits.blank("octagonal", 4, 4)
    inside = next(c for c in range(board.size) if c not in board.holes and c not in board.sources)
    out = edits.toggle_hole(board, inside)
    assert inside in out.holes
    with pytest.raises(edits.EditError):
        edits.lay_path(out, [inside])
    assert inside not in edits.toggle_hole(out, inside).holes


def test_the_cli_solve_all_and_mend(capsys) -> None:
    many = "3x3w:eudCb64O7"  # four answers
    assert main(["solve", many, "--all", "--limit", "10"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("answers: 4")
    assert len([line for line in out if line.startswith("3x3w:")]) == 4
    assert any(line.startswith("differ:") for line in out)
    assert main(["mend", many]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out and all(line.split()[0] in ("wall", "lock", "spare", "change") for line in out)
    for line in out:  # "KIND cells C,D: N answers CODE"
        count = int(line.split(": ")[1].split()[0])
        assert solve(line.split()[-1], limit=10).count == count < 4
    assert main(["mend", "3x3:v00000000"]) == 1
