import random

import pytest
from enginekit import CASES, case_id, random_layout, tree_board

from suido import decode, flow_of, is_solved, make
from suido.grids import ALL_GRIDS


def _coordinates(layout, masks):
    """``across(cell, side)``: the cell across that side or None (rim, wall); ``joined``: whether
    the piece across opens back. From rows and columns alone."""
    w, h = layout.width, layout.height
    walls = set(layout.walls)

    def across(cell, side):
        r, c = divmod(cell, w)
        dr, dc = [(-1, 0), (0, 1), (1, 0), (0, -1)][side]
        r2, c2 = r + dr, c + dc
        if not layout.wrap and not (0 <= r2 < h and 0 <= c2 < w):
            return None
        r2, c2 = r2 % h, c2 % w
        other = r2 * w + c2
        edge = {1: cell * 2, 2: cell * 2 + 1, 3: other * 2, 0: other * 2 + 1}[side]
        return None if edge in walls else other

    def joined(cell, side):
        other = across(cell, side)
        return other is not None and masks[other] & (1 << ((side + 2) % 4)) != 0

    return across, joined


def independent_flow(layout, masks):
    """Wet cells, depths, leaks and solved, worked out from coordinates alone: no neighbour
    table, no queue order; depths by relaxing until nothing changes."""
    across, joined = _coordinates(layout, masks)
    depth = {s: 0 for s in layout.sources}
    changed = True
    while changed:
        changed = False
        for cell in list(depth):
            for side in range(4):
                if masks[cell] & (1 << side) and joined(cell, side):
                    other = across(cell, side)
                    if depth.get(other, 1 << 30) > depth[cell] + 1:
                        depth[other] = depth[cell] + 1
                        changed = True
    leaks = {(c, s) for c in depth for s in range(4) if masks[c] & (1 << s) and not joined(c, s)}
    pieces = sum(1 for m in masks if m)
    if layout.kind == "network":
        reached = len(depth) == pieces
    else:
        reached = all(d in depth for d in layout.drains)
    one_path = layout.kind != "inlet-outlet" or all(bin(masks[c]).count("1") <= 2 for c in depth)
    return depth, leaks, reached and not leaks and one_path


def queue_flow(layout, masks):
    """SUIDO-JS.md 3.1 read literally: a queue from the pumps in their order, each piece's arms
    in side order; a new cell records where the water came from and the side it came in by;
    an arm that meets nothing is a spill, in the order met. (order, depth, came_from, entry, spills)"""
    across, joined = _coordinates(layout, masks)
    depth = [-1] * layout.size
    came_from = [-1] * layout.size
    entry = [-1] * layout.size
    queue = []
    for s in layout.sources:
        if depth[s] < 0:
            depth[s] = 0
            queue.append(s)
    spills = []
    i = 0
    while i < len(queue):
        cell = queue[i]
        i += 1
        for side in range(4):
            if not masks[cell] >> side & 1:
                continue
            if not joined(cell, side):
                spills.append((cell, side))
                continue
            other = across(cell, side)
            if depth[other] < 0:
                depth[other] = depth[cell] + 1
                came_from[other] = cell
                entry[other] = (side + 2) % 4
                queue.append(other)
    return tuple(queue), tuple(depth), tuple(came_from), tuple(entry), tuple(spills)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_the_visiting_order_is_the_queue_of_the_rules(case):
    """The order, depths, where each cell's water came from, its side in, and the spills in
    their order, exactly as the rules' queue makes them, on random boards (walls, wrap, several
    pumps) turned at random and towards a tree's answer."""
    rng = random.Random("queue" + case_id(case))
    for _ in range(40):
        layout = random_layout(rng, *case, walls=0.2, pumps=rng.choice((None, 1, 2, 3)))
        for masks in (layout.cells, [rng.choice((0, 1, 3, 5, 7, 15)) for _ in range(layout.size)],
                      [15] * layout.size):
            flow = flow_of(layout, masks)
            assert (flow.order, flow.depth, flow.came_from, flow.entry, flow.spills) == queue_flow(layout, masks)


def test_masks_outside_0_to_15_are_refused():
    layout = decode("3x2:35B7vM")
    for bad in ([16, 0, 0, 0, 0, 0], [-1, 0, 0, 0, 0, 0], [0.5, 0, 0, 0, 0, 0], ["a"] * 6):
        with pytest.raises(ValueError, match="0 to 15"):
            flow_of(layout, bad)


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_flow_agrees_with_an_independent_checker(case):
    rng = random.Random(case_id(case))
    for _ in range(60):
        layout = random_layout(rng, *case, walls=0.15)
        flow = flow_of(layout)
        depth, leaks, solved = independent_flow(layout, layout.cells)
        assert {c for c in range(layout.size) if flow.wet[c]} == set(depth)
        assert all(flow.depth[c] == d for c, d in depth.items())
        assert set(flow.spills) == leaks and len(flow.spills) == len(leaks)
        assert flow.solved == solved == is_solved(layout)
        assert flow.wet_pieces == len(depth) == len(flow.order)
        assert flow.wet_drains == sum(1 for d in layout.drains if d in depth)
        for c in flow.order:
            if c not in layout.sources:
                assert flow.depth[flow.came_from[c]] == flow.depth[c] - 1


@pytest.mark.parametrize("size, wrap", [(2, False), (3, False), (5, False), (5, True), (9, True), (12, False)])
def test_a_tree_board_is_solved_by_its_solution_and_not_scrambled(size, wrap):
    rng = random.Random(size * 2 + wrap)
    for _ in range(10):
        layout, solution = tree_board(rng, size, size, wrap)
        flow = flow_of(layout, solution)
        assert flow.solved and flow.wet_pieces == layout.size and not flow.spills
        assert independent_flow(layout, solution)[2]


def test_worked_flow():
    layout = decode("3x2:35B7vM")
    flow = flow_of(layout)
    # the pump's cross at 4 feeds, side by side N, E, S, W: the straight at 1, the elbow
    # at 5, the rim (a leak), the tee at 3
    assert flow.order == (4, 1, 5, 3)
    assert flow.depth == (-1, 1, -1, 1, 0, 1)
    assert flow.entry[1] == 2 and flow.entry[5] == 3 and flow.entry[3] == 1 and flow.entry[4] == -1
    assert flow.spills[0] == (4, 2) and not flow.solved
    assert flow.leaks == len(flow.spills)


def test_an_opening_onto_an_already_wet_piece_is_not_a_leak():
    # a ring of four elbows around a 2x2 board, fed by one of them
    layout = decode("2x2:mc39")
    flow = flow_of(layout)
    assert flow.wet_pieces == 4 and not flow.spills and flow.solved


def test_walls_cut_and_wrap_joins():
    open_board = decode("3x3w:ia0000000")  # a pump opening east, and a straight E-W beside it: wraps round
    assert flow_of(open_board).wet_pieces == 2
    assert flow_of(open_board).spills == ((1, 1),)
    walled = decode("3x3w:ia0000000;w0")
    assert flow_of(walled).wet_pieces == 1 and flow_of(walled).spills == ((0, 1),)


def test_inlet_outlet_must_not_branch():
    # pump at 0 -> a tee at 1 with a dead end below it, and on round to the drain at 8:
    # the drain is reached, nothing leaks, but the water branches
    flow = flow_of(decode("3x3i:iec01500B"))
    assert flow.wet_drains == 1 and not flow.spills and not flow.solved


def test_the_modules_worked_examples():
    import doctest

    import suido.flow
    import suido.lanes

    for module in (suido.flow, suido.lanes):
        result = doctest.testmod(module)
        assert result.attempted >= 2 and result.failed == 0, module.__name__


@pytest.mark.parametrize("grid", list(ALL_GRIDS))
@pytest.mark.parametrize("wrap", [False, True])
def test_every_grid_s_flow_is_the_queue_over_its_neighbour_table(grid, wrap):
    """`came_from` (worked out from `entry` when read) and `wet` (from `depth`) are those of a plain queue
    over the grid's own neighbour table, walls cut, on boards turned at random and solved, with two pumps."""
    geometry = ALL_GRIDS[grid]
    n = geometry.sides
    rng = random.Random(7)
    for seed in (1,):
        made = make(size=6, grid=grid, wrap=wrap, seed=seed, walls=3, sources=2, kind="drains")
        layout = made.layout
        table = geometry.neighbour_table(layout.width, layout.height, wrap, layout.walls)
        turned = [rng.choice(geometry.rotations_of(m, p)) if m else 0 for m, p in zip(layout.cells, layout.polygons)]
        for masks in (turned, made.solution):
            came_from, entry = [-1] * layout.size, [-1] * layout.size
            seen = set(layout.sources)
            queue = list(dict.fromkeys(layout.sources))
            for cell in queue:
                for side in range(n):
                    other = table[cell * n + side]
                    if masks[cell] >> side & 1 and other >= 0 and masks[other] >> geometry.opposite(side) & 1 \
                            and other not in seen:
                        seen.add(other)
                        came_from[other], entry[other] = cell, geometry.opposite(side)
                        queue.append(other)
            flow = flow_of(layout, masks)
            assert flow.order == tuple(queue)
            assert flow.came_from == tuple(came_from) and flow.entry == tuple(entry)
            assert flow.wet == tuple(c in seen for c in range(layout.size))
            assert flow.wet_drains == sum(1 for d in layout.drains if d in seen)
