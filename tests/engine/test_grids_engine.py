"""The engine on the seven grids laid out as hexapipes lays them (`suido.grids.TILINGS`): the solver's count
against an independent brute-force counter (tests/engine/tilingbrute.py, which reads the grid only through its
neighbour table) on small boards of every kind and twist; the flow, the game's turn and the check on them; and
hexapipes' own generated puzzles (../shared/peer/hexapipes/generated), each solved to exactly the file's one
answer."""

from __future__ import annotations

import random

import pytest

from suido import flow_of, new_game, solve, turn_at
from suido.codes import Layout, with_masks
from suido.game import is_game_solved, taps_to_answer
from suido.grids import TILINGS

from tilingbrute import count_answers

KINDS = ("network", "drains", "inlet-outlet")


def _sizes(grid_name: str, most: int) -> list[tuple[int, int, bool]]:
    grid = TILINGS[grid_name]
    out = []
    for w in range(2, 6):
        for h in range(2, 6):
            for wrap in (False, True):
                if grid.check_size(w, h, wrap) is None:
                    cells = grid.cell_count(w, h, wrap) - len(grid.holes(w, h, wrap))
                    if 3 <= cells <= most:
                        out.append((w, h, wrap))
    return out


def _board(rng: random.Random, grid_name: str, kind: str, walled: bool = True) -> Layout:
    """A small board: an answer grown from a pump over the neighbour table (a tree, a loop or two on a
    network; a path on an inlet-outlet board), random pieces around it on drains and inlet-outlet boards
    (spares), some locked pieces and walls, then every unlocked piece turned at random."""
    grid = TILINGS[grid_name]
    w, h, wrap = rng.choice(_sizes(grid_name, 10 if kind == "network" else 7))
    n, count = grid.sides, grid.cell_count(w, h, wrap)
    table = grid.neighbour_table(w, h, wrap, ())
    holes = grid.holes(w, h, wrap)
    cells = [c for c in range(count) if c not in holes]
    masks = [0] * count
    pump = rng.choice(cells)
    reached, edges = {pump}, []
    frontier = [(pump, s) for s in range(n) if table[pump * n + s] >= 0]
    while frontier:
        c, s = frontier.pop(rng.randrange(len(frontier)))
        o = table[c * n + s]
        if o in reached:
            continue
        if kind == "inlet-outlet" and (masks[c] and c != pump or len(reached) > 4):
            continue  # a path: grow only from its end
        if kind == "drains" and len(reached) >= len(cells) - 1 and rng.random() < 0.5:
            break
        reached.add(o)
        edges.append((c, s, o))
        frontier += [(o, t) for t in range(n) if table[o * n + t] >= 0]
        if kind == "inlet-outlet":
            frontier = [(o, t) for t in range(n) if table[o * n + t] >= 0]
    for c, s, o in edges:
        masks[c] |= 1 << s
        masks[o] |= 1 << grid.opposite(s)
    if kind == "network" and rng.random() < 0.4:  # a loop
        for c in cells:
            for s in range(n):
                o = table[c * n + s]
                if o > c and not masks[c] >> s & 1 and rng.random() < 0.2:
                    masks[c] |= 1 << s
                    masks[o] |= 1 << grid.opposite(s)
    polygons = grid.polygon_of(w, h, wrap)
    drains: tuple[int, ...] = ()
    if kind != "network":
        ends = [c for c in reached if c != pump and bin(masks[c]).count("1") == 1]
        if not ends or not masks[pump]:
            return _board(rng, grid_name, kind, walled)
        drains = (rng.choice(ends),) if kind == "inlet-outlet" else tuple(sorted(rng.sample(ends, rng.randint(1, len(ends)))))
        for c in cells:  # spares: pieces the answer leaves dry
            if c not in reached and rng.random() < 0.7:
                full = grid.polygons[polygons[c]].full
                masks[c] = rng.choice([m for m in range(1, full + 1) if not m & ~full])
        if kind == "inlet-outlet" and bin(masks[pump]).count("1") != 1:
            return _board(rng, grid_name, kind, walled)
    pieces = [c for c in cells if masks[c]]
    locked = tuple(sorted(c for c in pieces if rng.random() < 0.15 and c != pump and c not in drains))
    scrambled = [m if c in locked else grid.turn(m, rng.randrange(8), polygons[c]) for c, m in enumerate(masks)]
    k = len(grid.edge_sides)
    walls = tuple(sorted({e for e in (rng.randrange(count * k) for _ in range(rng.randint(0, 2 * walled)))
                          if grid.edge_cells(e, w, h, wrap) is not None}))
    return Layout(w, h, kind, wrap, tuple(scrambled), (pump,), drains, locked, walls, grid=grid_name)


@pytest.mark.parametrize("grid_name", sorted(TILINGS))
@pytest.mark.parametrize("kind", KINDS)
def test_the_solver_counts_as_the_brute_force(grid_name: str, kind: str) -> None:
    rng = random.Random(f"{grid_name} {kind}")
    counted = []
    for _ in range(12):
        layout = _board(rng, grid_name, kind)
        mine = solve(layout, limit=20, budget=10**6)
        theirs = count_answers(layout, limit=20)
        assert mine.complete and mine.count == theirs, layout
        for answer in mine.solutions:
            assert flow_of(layout, answer).solved
        counted.append(theirs)
    assert any(counted), "some boards have an answer"


@pytest.mark.parametrize("grid_name", sorted(TILINGS))
def test_a_turn_is_one_side_round_the_cells_polygon(grid_name: str) -> None:
    grid = TILINGS[grid_name]
    layout = _board(random.Random(grid_name), grid_name, "network", walled=False)
    answer = solve(layout).solutions[0]
    polygons = layout.polygons
    game = new_game(layout)
    assert taps_to_answer(game, answer) is not None
    for cell, mask in enumerate(layout.cells):
        if not mask or cell in layout.locked or not grid.can_turn(mask, polygons[cell]):
            continue
        k = grid.polygons[polygons[cell]].sides
        turned = game
        for _ in range(k):
            turned = turn_at(turned, cell)
            assert turned.masks[cell] & ~grid.polygons[polygons[cell]].full == 0
        assert turned.masks[cell] == mask and turned.turns == k
        assert turn_at(turn_at(game, cell), cell, -1).masks == game.masks
    done = game
    for cell in range(layout.size):
        while done.masks[cell] != answer[cell]:
            done = turn_at(done, cell)
    assert is_game_solved(done)


MIXED = sorted(name for name, grid in TILINGS.items() if any(p.full != grid.full for p in grid.polygons))


def test_every_grid_but_cube_has_a_polygon_short_of_its_sides() -> None:
    assert MIXED == sorted(set(TILINGS) - {"cube", "hexapipes-hex"})


@pytest.mark.parametrize("grid_name", MIXED)
def test_a_mask_past_the_cells_polygon_is_refused(grid_name: str) -> None:
    grid = TILINGS[grid_name]
    layout = _board(random.Random(grid_name), grid_name, "network")
    polygons = layout.polygons
    firsts = {polygons[c]: c for c in reversed(range(layout.size))}  # the first cell of each polygon
    for odd in firsts.values():
        for side in range(grid.sides):  # each side the cell has not, alone (a byte's lowest bit to its highest)
            if grid.polygons[polygons[odd]].full >> side & 1:
                continue
            masks = list(layout.cells)
            masks[odd] = 1 << side
            with pytest.raises(ValueError, match=f"cell {odd}: mask {1 << side} opens a side its polygon has not"):
                flow_of(layout, masks)


@pytest.mark.parametrize("grid_name", sorted(set(TILINGS) - {"hexapipes-hex"}))  # (hexapipes' hexagons have no hole)
def test_a_hole_is_bare_ground(grid_name: str) -> None:
    grid = TILINGS[grid_name]
    hole = min(grid.holes(5, 5, False))
    count = grid.cell_count(5, 5, False)
    pump = next(c for c in range(count) if c not in grid.holes(5, 5, False))
    cells = [0] * count
    cells[pump] = 1 << grid.polygons[grid.polygon_of(5, 5)[pump]].clockwise[0]
    Layout(5, 5, "network", False, tuple(cells), (pump,), (), grid=grid_name, holes=(hole,))
    cells[hole] = 1 << grid.polygons[grid.polygon_of(5, 5)[hole]].clockwise[0]
    with pytest.raises(ValueError, match=f"cell {hole} is out of the {grid.adjective} board's shape"):
        Layout(5, 5, "network", False, tuple(cells), (pump,), (), grid=grid_name, holes=(hole,))
    # a board of another shape may have a piece there (hexapipes' dailies: their own shapes)
    assert Layout(5, 5, "network", False, tuple(cells), (pump,), (), grid=grid_name).cells[hole]
