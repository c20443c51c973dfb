import random
from dataclasses import replace

import pytest
from bruteforce import count_answers
from enginekit import path_board, random_layout, tree_board

import suido
from suido import check_answer, decode, encode, solve, with_masks
from suido.codes import square_cells


def sweep(seed: int, count: int):
    """Small boards of every kind and twist, seeded: random pieces (mostly no answer or
    several), grown trees and paths (at least one answer)."""
    rng = random.Random(seed)
    made = 0
    while made < count:
        kind = rng.choice(("network", "network", "drains", "inlet-outlet"))
        w, h = rng.choice(((2, 2), (2, 3), (3, 2), (3, 3), (3, 3), (4, 2)))
        if kind == "inlet-outlet" and (w < 3 or h < 3):
            continue
        wrap = kind != "inlet-outlet" and w >= 3 and h >= 3 and rng.random() < 0.35
        pick = rng.random()
        if pick < 0.4:
            layout = random_layout(rng, w, h, kind, wrap, walls=0.15, locked=0.15,
                                   squares=1 if kind == "network" and rng.random() < 0.5 else 0)
        elif kind == "network":
            layout, _ = tree_board(rng, w, h, wrap)
            if rng.random() < 0.3:  # a wall or a lock from its own pieces
                layout = decode(encode(layout) + f";l{rng.randrange(w * h)}") if layout.cells[0] else layout
        else:
            layout, _ = path_board(rng, w, h, kind, wrap, locked=0.15)
        made += 1
        yield layout


@pytest.mark.parametrize("seed", range(6))
def test_the_solver_counts_as_the_brute_force_does(seed):
    kinds = {}
    for layout in sweep(seed, 90):
        want = count_answers(layout, limit=3)
        got = solve(layout, limit=3)
        assert got.complete and got.count == want, encode(layout)
        kinds[layout.kind, min(want, 2)] = kinds.get((layout.kind, min(want, 2)), 0) + 1
        board = encode(layout)
        for solution in got.solutions:
            assert check_answer(board, encode(with_masks(layout, solution))).ok, board
    assert len(kinds) >= 6  # every kind with none, one and several answers turns up


@pytest.mark.parametrize("code", ["3x2:j55331;k1", "3x2:j75311;k1", "3x2:j75331;k1",
                                  "6x6:Ea3CC3adceCa39dffceCad1Ea44d49B3b9co;b21,25;k6"])
def test_a_block_whose_pieces_do_not_join_inside_has_no_answer(code):
    # found by trying to break the solver: a block's pieces turn together, so a piece that opens towards a
    # block-mate that does not open back leaks there in every turn; the solver had taken the sides inside
    # a square for joined, and answered with a board that leaks
    layout = decode(code)
    assert solve(layout, limit=3).count == 0
    assert suido.deduce(layout).contradiction
    if layout.size <= 9:
        assert count_answers(layout, limit=3) == 0


def test_boards_with_a_block_count_as_the_brute_force_does_joined_inside_or_not():
    rng = random.Random(12)
    counts = {0: 0, 1: 0}
    for seed in range(1, 41):
        made = suido.make(width=rng.choice((3, 4)), height=3, kind="network", blocks=1, seed=seed).layout
        ring = square_cells(made.blocks[0], made.width)
        boards = [made]
        cells = list(made.cells)  # one side inside the block flipped on one of its pieces: it leaks inside now
        c = rng.choice(ring)
        inside = [s for s in range(4) if _across(made, c, s) in ring]
        cells[c] ^= 1 << rng.choice(inside)
        if cells[c]:
            boards.append(replace(made, cells=tuple(cells)))
        for layout in boards:
            want = count_answers(layout, limit=3)
            got = solve(layout, limit=3)
            assert got.complete and got.count == want, encode(layout)
            counts[min(want, 1)] += 1
    assert counts[0] > 20 and counts[1] > 20, counts


def _across(layout, cell: int, side: int) -> int:
    row, col = divmod(cell, layout.width)
    dr, dc = ((-1, 0), (0, 1), (1, 0), (0, -1))[side]
    return ((row + dr) % layout.height) * layout.width + (col + dc) % layout.width


def test_tree_boards_have_their_own_answer_among_the_found():
    rng = random.Random(4)
    for size in (4, 5, 6):
        for _ in range(5):
            layout, solution = tree_board(rng, size, size, rng.random() < 0.5)
            found = solve(layout, limit=50)
            assert found.complete and solution in found.solutions


MANY = "3x3w:eudCb64O7"  # found by a seeded brute-force search: four answers


def test_the_limit_caps_the_count():
    ring = decode("2x2:mc39")  # a ring of four elbows: one way round
    assert solve(ring).count == 1
    many = solve(decode(MANY), limit=10)
    assert many.complete and many.count == count_answers(decode(MANY)) == 4
    assert len(set(many.solutions)) == 4
    capped = solve(decode(MANY), limit=2)
    assert capped.count == 2 and len(capped.solutions) == 2 and capped.complete


def test_the_budget_gives_cannot_say_never_a_wrong_count():
    layout = decode(MANY)
    short = solve(layout, limit=99, budget=1)
    assert not short.complete and short.count <= 4
    assert solve(layout, limit=99, budget=0).complete is False
    with pytest.raises(ValueError, match="limit"):
        solve(layout, limit=0)
    with pytest.raises(ValueError, match="budget"):
        solve(layout, budget=-1)
    assert suido.count_solutions(layout, limit=3) == 3


def test_spares_count_once_however_they_face():
    # a drains board: pump -> drain along the top; a spare elbow below can face four ways
    layout = decode("3x2d:i5B030")
    assert count_answers(layout) == 1
    assert solve(layout).count == 1


def test_forced_hint_names_a_forced_piece_facing_wrong():
    rng = random.Random(8)
    for _ in range(20):
        layout, solution = tree_board(rng, 5, 5)
        game = suido.new_game(layout)
        unique = solve(layout).count == 1
        seen = 0
        while (hint := suido.forced_hint(game)) is not None:
            cell, facing = hint
            assert game.masks[cell] != facing
            if unique:
                assert facing == solution[cell]
            while game.masks[cell] != facing:
                game = suido.turn_at(game, cell)
            seen += 1
            assert seen <= 25
        if unique and suido.deduce(layout).settled == 25:
            assert suido.is_game_solved(game)


def test_deduction_in_rounds():
    rng = random.Random(2)
    layout, _ = tree_board(rng, 6, 6)
    found = suido.deduce(layout)
    assert found.pieces == 36 and not found.contradiction
    assert 0 <= found.glance <= found.settled <= found.pieces
    assert found.rounds >= 1
    assert suido.deduce(decode("2x2:h000")).contradiction  # a pump whose only arm meets bare ground


def test_deduction_that_meets_a_contradiction_counts_what_it_had_settled():
    # a board with no answer, where the reach is what finds the contradiction: the pieces settled
    # by then are those of a look at the whole reach in cell order (a faster solver once said 7)
    found = suido.deduce(decode("3x3d:92Ias95J9"))
    assert (found.glance, found.settled, found.rounds, found.contradiction) == (8, 8, 3, True)
