"""The rules on hexagonal boards: the flow, the answer check, the game and its progress.

The flow is held to boards built by hand (depths, entries, leaks at the rim and at walls, the wrap
seams) and to an independent water (tests/engine/hexbrute.py) on random boards; the check to
hexapipes' puzzles (../shared/peer/hex: its one answer taken, its scrambled board refused).
"""

from __future__ import annotations

import random

import pytest
from hexbrute import hex_solved, hex_turn, hex_water
from suido import decode, encode
from suido.check import check_answer
from suido.codes import Layout, with_masks
from suido.flow import flow_of
from suido.game import (game_at_answer, game_from_progress, game_progress, hint_for, is_game_solved, new_game,
                        taps_to_answer, turn_at)

from hexpeer import hex_rows
from suido.history import Move, make_move, new_history, redo, undo

NE, E, SE, SW, W, NW = 1, 2, 4, 8, 16, 32


def corpus() -> tuple[tuple[str, str, str], ...]:
    """hexapipes' puzzles as (board, answer, source): tests/engine/hexpeer.py."""
    return hex_rows()


def hexagons(width: int, height: int, cells: list[int], kind: str = "network", wrap: bool = False,
             sources: tuple[int, ...] = (0,), drains: tuple[int, ...] = (), locked: tuple[int, ...] = (),
             walls: tuple[int, ...] = ()) -> Layout:
    return Layout(width, height, kind, wrap, tuple(cells), sources, drains, locked, walls, grid="hex")


def random_hexagons(rng: random.Random, width: int, height: int, kind: str, wrap: bool = False) -> Layout:
    """Random masks (some bare ground), a pump or two, drains for the kinds that have them, some
    locked pieces and walls."""
    n = width * height
    cells = [rng.randrange(64) if rng.random() < 0.85 else 0 for _ in range(n)]
    pumps = tuple(sorted(rng.sample(range(n), 1 if kind == "inlet-outlet" or n < 8 else rng.randint(1, 2))))
    for p in pumps:
        cells[p] = cells[p] or 1
    drains: tuple[int, ...] = ()
    if kind != "network":
        drains = tuple(sorted(rng.sample([c for c in range(n) if c not in pumps], 1)))
        for d in drains:
            cells[d] = cells[d] or 8
    if kind == "inlet-outlet":  # its pump and its drain are end pieces (as decode has them)
        for c in pumps + drains:
            cells[c] = 1 << rng.randrange(6)
    locked = tuple(sorted(c for c in range(n) if rng.random() < 0.1))
    walls = tuple(sorted({e for e in (rng.randrange(3 * n) for _ in range(rng.randint(0, 3)))
                          if wrap or decode_edge_ok(e, width, height)}))
    return hexagons(width, height, cells, kind, wrap, pumps, drains, locked, walls)


def decode_edge_ok(edge: int, width: int, height: int) -> bool:
    from suido.grids import HEX
    return HEX.edge_cells(edge, width, height, False) is not None


# -- the flow --------------------------------------------------------------------------------

def test_flow_runs_along_a_hand_built_board_with_its_depths_and_entries() -> None:
    # 3x2: row 0 is cells 0 1 2, row 1 (odd, shifted right) cells 3 4 5.
    # The pump (cell 0) opens E to cell 1 and SE to cell 3; cell 1 opens W and SE (to cell 4).
    layout = hexagons(3, 2, [E | SE, W | SE, 0, NW, NW, 0])
    flow = flow_of(layout)
    assert flow.depth == (0, 1, -1, 1, 2, -1)
    assert flow.came_from == (-1, 0, -1, 0, 1, -1)
    assert flow.entry == (-1, 4, -1, 5, 5, -1)  # cell 1 is entered by its west, 3 and 4 by north-west
    assert flow.order == (0, 1, 3, 4)
    assert flow.spills == () and flow.solved
    assert (flow.pieces, flow.wet_pieces) == (4, 4)


def test_a_piece_open_at_the_rim_leaks_there() -> None:
    flow = flow_of(hexagons(3, 2, [NE | E, W, 0, 0, 0, 0]))  # cell 0's north-east is off the board
    assert flow.spills == ((0, 0),) and not flow.solved
    flow = flow_of(hexagons(3, 2, [E, W | NW | SW, 0, 0, 0, 0]))  # cell 1: north-west off, south-west to 3 (dry)
    assert flow.spills == ((1, 3), (1, 5))


def test_a_wall_stops_the_water_and_each_side_of_it_leaks() -> None:
    cells = [E | SE, W, 0, NW, 0, 0]
    assert flow_of(hexagons(3, 2, cells)).solved
    walled = flow_of(hexagons(3, 2, cells, walls=(0,)))  # edge 0: cell 0's east
    assert walled.spills == ((0, 1),) and not walled.wet[1] and not walled.solved
    walled = flow_of(hexagons(3, 2, cells, walls=(1,)))  # edge 1: cell 0's south-east, to cell 3
    assert walled.spills == ((0, 2),) and not walled.wet[3]
    # a wall written on the neighbour's side: cell 3's north-west is cell 0's south-east, edge 0*3+1
    code = encode(hexagons(3, 2, cells, walls=(1,)))
    assert decode(code).walls == (1,)


def test_the_water_crosses_both_wrap_seams() -> None:
    # 3x4 wrap: cell 0's west is cell 2 (the same row, round), its north-east cell 9 (row 3, col 0)
    cells = [0] * 12
    cells[0], cells[2], cells[9] = W | NE, E, SW
    flow = flow_of(hexagons(3, 4, cells, wrap=True))
    assert flow.depth[2] == 1 and flow.depth[9] == 1 and flow.entry[2] == 1 and flow.entry[9] == 3
    assert flow.solved
    # without wrap the same pieces leak at the rim
    assert flow_of(hexagons(3, 4, cells)).spills == ((0, 0), (0, 4))


def test_inlet_outlet_refuses_a_branch_on_hexagons() -> None:
    path = hexagons(3, 2, [E, W | E, W, 0, 0, 0], "inlet-outlet", sources=(0,), drains=(5,))
    assert not flow_of(path).solved  # the drain is not reached
    path = hexagons(3, 2, [E, W | SE, 0, 0, NW, 0], "inlet-outlet", sources=(0,), drains=(4,))
    assert flow_of(path).solved
    fork = hexagons(3, 2, [E, W | SE | E, W, 0, NW, 0], "inlet-outlet", sources=(0,), drains=(4,))
    assert not flow_of(fork).solved and flow_of(fork).spills == ()


def test_flow_refuses_a_mask_of_more_than_six_sides() -> None:
    layout = hexagons(2, 2, [E, W, 0, 0])
    assert flow_of(layout, [E, W, 63, 0]).wet_pieces == 2
    with pytest.raises(ValueError, match="0 to 63"):
        flow_of(layout, [E, W, 64, 0])


@pytest.mark.parametrize("seed", range(150))
def test_flow_agrees_with_an_independent_water(seed: int) -> None:
    rng = random.Random(seed)
    width, height = rng.choice([(2, 2), (3, 3), (4, 3), (5, 4), (3, 4), (4, 6), (7, 6)])
    kind = rng.choice(["network", "drains", "inlet-outlet"])
    wrap = rng.random() < 0.5 and width >= 3 and height >= 4 and height % 2 == 0
    layout = random_hexagons(rng, width, height, kind, wrap)
    flow = flow_of(layout)
    wet, leak = hex_water(layout, layout.cells)
    assert {c for c in range(layout.size) if flow.wet[c]} == wet
    assert bool(flow.spills) == leak
    assert flow.solved == hex_solved(layout, layout.cells)
    # a depth is one more than the depth of the cell it came from, across the side it came in by
    for c in flow.order:
        if flow.depth[c]:
            assert flow.depth[c] == flow.depth[flow.came_from[c]] + 1
            assert layout.cells[c] >> flow.entry[c] & 1


# -- the check, on hexapipes' puzzles ------------------------------------------------------------

def test_the_check_takes_each_hexapipes_answer_and_refuses_the_scrambled_board() -> None:
    rows = corpus()
    assert len(rows) == 100
    for board, answer, source in rows:
        assert check_answer(board, answer).ok, source
        refused = check_answer(board, board)
        assert not refused.ok and refused.failure in ("leak", "unreached"), source


def test_the_check_refuses_another_piece_a_turned_locked_piece_and_a_square_code() -> None:
    board, answer, _ = corpus()[0]
    given = decode(board)
    got = list(decode(answer).cells)
    cell = next(c for c, m in enumerate(got) if m not in (0, 63) and bin(m).count("1") < 5)
    got[cell] = got[cell] | hex_turn(got[cell], 3)  # more arms: not the board's piece
    assert check_answer(board, encode(with_masks(given, got))).failure == "piece"
    turned = decode(answer).cells
    moved = next(c for c in range(given.size) if turned[c] != given.cells[c])
    locked = Layout(given.width, given.height, given.kind, given.wrap, given.cells, given.sources, given.drains,
                    (moved,), grid="hex")
    assert check_answer(encode(locked), answer).failure == "walls-locked"
    assert check_answer(encode(locked), encode(with_masks(locked, turned))).failure == "locked-turned"
    square = "5x5:" + "0" * 24 + "g"
    assert check_answer(board, square).failure in ("answer", "other-board")


# -- the game and its progress -------------------------------------------------------------------

def test_a_turn_is_a_sixth_and_progress_has_one_digit_0_to_5_a_cell() -> None:
    board, answer, _ = corpus()[1]
    game = new_game(board)
    cell = next(c for c, m in enumerate(game.masks) if m not in (0, 63))
    once = turn_at(game, cell)
    assert once.masks[cell] == hex_turn(game.masks[cell], 1) and once.quarters[cell] == 1
    back = turn_at(once, cell, -1)
    assert back.masks == game.masks and back.turns == 2
    six = game
    for _ in range(6):
        six = turn_at(six, cell)
    assert six.masks == game.masks and game_progress(six)[cell] == "0"
    five = turn_at(game, cell, -1)
    assert game_progress(five)[cell] == "5" and game_progress(five).endswith(":1")


def test_progress_round_trips_on_hexagons() -> None:
    rng = random.Random(23)
    for board, answer, _ in corpus()[::10]:
        game = new_game(board)
        for _ in range(30):
            game = turn_at(game, rng.randrange(game.start.size), rng.choice((1, -1)))
        again = game_from_progress(board, game_progress(game))
        assert again.masks == game.masks and again.turns == game.turns
        solved = game_at_answer(game, decode(answer).cells)
        assert is_game_solved(solved)
        assert game_from_progress(board, game_progress(solved)).masks == decode(answer).cells
        assert taps_to_answer(game, decode(answer).cells) == solved.turns - game.turns
        assert 0 <= taps_to_answer(new_game(board), decode(answer).cells) <= 3 * game.start.size


def test_bad_progress_is_refused_on_hexagons() -> None:
    board, _, _ = corpus()[0]
    n = decode(board).size
    with pytest.raises(ValueError, match="digits 0-5"):
        game_from_progress(board, "6" + "0" * (n - 1) + ":1")
    with pytest.raises(ValueError, match="digits"):
        game_from_progress(board, "0" * (n - 1) + ":0")
    with pytest.raises(ValueError, match="times at least"):
        game_from_progress(board, "3" + "0" * (n - 1) + ":2")  # three sixths need 3 taps
    assert game_from_progress(board, "3" + "0" * (n - 1) + ":3").quarters[0] == 3
    layout = decode(board)
    locked = encode(Layout(layout.width, layout.height, layout.kind, False, layout.cells, layout.sources,
                           layout.drains, (0,), grid="hex"))
    with pytest.raises(ValueError, match="locked"):
        game_from_progress(locked, "1" + "0" * (n - 1) + ":1")
    blank = hexagons(2, 2, [E, W, 0, 0])
    with pytest.raises(ValueError, match="cannot turn"):
        game_from_progress(blank, "0010:1")
    with pytest.raises(ValueError, match="mask 0..63"):
        game_at_answer(new_game(blank), [E, W, 64, 0])


def test_moves_undo_and_redo_by_sixths() -> None:
    board, _, _ = corpus()[2]
    history = new_history(new_game(board))
    cell = next(c for c, m in enumerate(history.game.masks) if m not in (0, 63))
    start = history.game.masks[cell]
    history = make_move(history, Move("turn", cell, -1))
    assert history.game.masks[cell] == hex_turn(start, 5)
    history = make_move(history, Move("turn", cell, -1))
    assert history.game.masks[cell] == hex_turn(start, 4) and history.game.turns == 2
    history = undo(history)
    assert history.game.masks[cell] == hex_turn(start, 5) and history.game.turns == 1
    history = redo(history)
    assert history.game.masks[cell] == hex_turn(start, 4)


def test_the_hint_names_a_piece_the_answer_turns() -> None:
    board, answer, _ = corpus()[3]
    game = new_game(board)
    solution = decode(answer).cells
    cell = hint_for(game, solution)
    assert cell is not None and game.masks[cell] != solution[cell]
    assert hint_for(game_at_answer(game, solution), solution) is None


@pytest.mark.parametrize("grid", ["square", "hex"])
def test_lanes_face_what_the_neighbour_table_says(grid: str) -> None:
    from suido.grids import GRIDS
    from suido.lanes import facing, sides_off

    geometry = GRIDS[grid]
    rng = random.Random(grid)
    for _ in range(120):
        width, height, wrap = rng.randint(3, 8), rng.choice([3, 4, 6, 8]), rng.random() < 0.5
        if geometry.check_size(width, height, wrap):
            continue
        walls = tuple(sorted({e for e in (rng.randrange(len(geometry.edge_sides) * width * height) for _ in range(8))
                              if geometry.edge_cells(e, width, height, wrap)}))
        table = geometry.neighbour_table(width, height, wrap, walls)
        size, n = width * height, geometry.sides
        cells = bytes(rng.randrange(geometry.full + 1) for _ in range(size))
        got = facing(width, height, wrap, walls, int.from_bytes(cells, "little"), grid).to_bytes(size, "little")
        off = sides_off(width, height, wrap, walls, grid).to_bytes(size, "little")
        for c in range(size):
            across = [table[c * n + s] for s in range(n)]
            assert got[c] == sum(1 << s for s, o in enumerate(across) if o >= 0 and cells[o] >> geometry.opposite(s) & 1)
            assert off[c] == sum(1 << s for s, o in enumerate(across) if o < 0)


@pytest.mark.parametrize("grid", ["square", "hex"])
def test_the_grids_distance_is_the_fewest_steps(grid: str) -> None:
    from suido.grids import GRIDS

    geometry = GRIDS[grid]
    width, height, n = 7, 6, geometry.sides
    table = geometry.neighbour_table(width, height, False, ())
    for start in range(width * height):
        steps = {start: 0}
        todo = [start]
        for c in todo:
            for o in table[c * n:(c + 1) * n]:
                if o >= 0 and o not in steps:
                    steps[o] = steps[c] + 1
                    todo.append(o)
        assert [geometry.distance(start, c, width) for c in range(width * height)] == [steps[c] for c in range(width * height)]


def test_a_hexagonal_boards_twists() -> None:
    from suido.twists import twists_of

    cells = [E | SE, W | SE, 0, NW, NW, 0, 0, 0, 0, 0, 0, 0]
    layout = hexagons(3, 4, cells, "drains", wrap=True, sources=(0, 6), drains=(4,), locked=(1,), walls=(5,))
    assert twists_of(layout) == ("drains", "pumps", "locked", "walls", "wrap")
    assert twists_of(hexagons(3, 2, [E, W | SE, 0, 0, NW, 0], "inlet-outlet", drains=(4,))) == ("inlet-outlet",)
