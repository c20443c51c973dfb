"""Loops and islands (suido.loops, an aid): found on built boards, none on answers, across wrap seams,
cut by walls, and held to a plain graph search written here (no flow, no lanes, no Tarjan) on many seeded
random boards, afresh and move by move."""

from __future__ import annotations

import random

import pytest

from suido import levels
from suido.codes import GRIDS, Layout, decode, neighbours_of
from suido.flow import flow_of

from hexpeer import hex_rows
from suido.loops import loops_of

from enginekit import random_layout



def layout(width: int, height: int, cells: list[int], sources: tuple[int, ...], *, wrap: bool = False,
           walls: tuple[int, ...] = ()) -> Layout:
    return Layout(width, height, "network", wrap, tuple(cells), sources, (), (), walls, (), ())


def plain(lay: Layout, masks: tuple[int, ...]) -> tuple[set[int], set[int]]:
    """(cells on a cycle, cells in islands) by the definitions, the slow way: two cells are joined
    when both open on their shared edge; a cell is on a cycle when, for some edge of it, the cell
    across is still reached from it without that edge; an island is a connected set with an
    unjoined arm nowhere and no pump."""
    n = GRIDS[lay.grid].sides
    table = neighbours_of(lay)
    size = lay.size

    def joined(c: int) -> list[tuple[int, int]]:
        out = []
        for s in range(n):
            o = table[c * n + s]
            if masks[c] >> s & 1 and o >= 0 and masks[o] >> ((s + n // 2) % n) & 1:
                out.append((s, o))
        return out

    edges = {c: joined(c) for c in range(size)}
    on: set[int] = set()
    for c in range(size):
        for s, o in edges[c]:
            # reach o from c without the edge (c, s)
            seen, todo = {c}, [c]
            while todo:
                x = todo.pop()
                for t, y in edges[x]:
                    if (x == c and t == s) or (y == c and x == o and (t + n // 2) % n == s):
                        continue
                    if y not in seen:
                        seen.add(y)
                        todo.append(y)
            if o in seen:
                on.add(c)
    islands: set[int] = set()
    done: set[int] = set()
    for c in range(size):
        if c in done or not edges[c]:
            continue
        comp, todo = {c}, [c]
        while todo:
            x = todo.pop()
            for _, y in edges[x]:
                if y not in comp:
                    comp.add(y)
                    todo.append(y)
        done |= comp
        closed = all(len(edges[x]) == bin(masks[x]).count("1") for x in comp)
        if closed and not comp & set(lay.sources):
            islands |= comp
    return on, islands


def found(lay: Layout, masks: tuple[int, ...] | None = None, before=None):
    masks = lay.cells if masks is None else masks
    return loops_of(lay, flow_of(lay, masks), masks, before)


def test_a_ring_of_four_elbows_is_a_loop_and_an_island_away_from_the_pump() -> None:
    # 0 1 2 / 3 4 5 / 6 7 8: elbows E+S, S+W, N+E, N+W at the top left; the pump at 8 joined to 5
    lay = layout(3, 3, [6, 12, 8, 3, 9, 4, 0, 0, 1], (8,))
    rings = found(lay)
    assert rings.loops == ((0, 1, 3, 4),)
    assert rings.islands == ((0, 1, 3, 4),)
    assert rings.in_loops == {0, 1, 3, 4}


def test_a_ring_the_water_reaches_is_a_loop_and_no_island() -> None:
    # the same ring, with the pump on it (cell 4 a tee N+W+S, the pump, 7 an end N)
    lay = layout(3, 3, [6, 12, 0, 3, 13, 0, 0, 1, 0], (4,))
    rings = found(lay)
    assert rings.loops == ((0, 1, 3, 4),)
    assert rings.islands == ()
    assert flow_of(lay).wet[7]


def test_two_ends_joined_away_from_the_pump_are_an_island_and_no_loop() -> None:
    lay = layout(3, 3, [2, 8, 8, 0, 0, 4, 0, 0, 1], (8,))
    rings = found(lay)
    assert rings.islands == ((0, 1),)
    assert rings.loops == ()


def test_an_open_end_or_a_pump_makes_no_island() -> None:
    assert found(layout(3, 1, [2, 10, 8], (2,))).islands == ()  # all joined and closed, but the pump is in it
    # cells 0 and 1 joined; cell 1 opens south on cell 4, which faces east: a spill, so no island
    lay = layout(3, 2, [2, 12, 0, 0, 2, 1], (5,))
    assert found(lay).islands == ()
    assert found(layout(3, 2, [2, 12, 0, 0, 1, 1], (5,))).islands == ((0, 1, 4),)  # cell 4 faces north: closed


def test_a_loop_across_the_wrap_seam_and_a_wall_that_cuts_it() -> None:
    # 3x3 wrap: the top row three straights east-west joins round the seam
    cells = [10, 10, 10, 0, 0, 0, 0, 1, 0]
    lay = layout(3, 3, cells, (7,), wrap=True)
    assert found(lay).loops == ((0, 1, 2),)
    assert found(lay).islands == ((0, 1, 2),)
    # not wrapping: the row's ends leak, no loop, no island
    assert found(layout(3, 3, cells, (7,))).loops == ()
    assert found(layout(3, 3, cells, (7,))).islands == ()
    # a wall on the seam (cell 2's east edge: wall 2 * 2 + 0) cuts the ring: no loop, and both ends open
    walled = layout(3, 3, cells, (7,), wrap=True, walls=(4,))
    assert found(walled).loops == ()
    assert found(walled).islands == ()


def test_two_rings_joined_by_a_straight_are_one_set_with_its_bridge_off_the_loop() -> None:
    # 5x2: ring at columns 0-1, a straight... the bridge: cells 1 and 3 joined through cell 2
    #  0:E+S  1:W+S+E  2:W+E  3:W+E+S  4:W+S
    #  5:N+E  6:N+W    7:-    8:N+E    9:N+W
    lay = layout(5, 2, [6, 14, 10, 14, 12, 3, 9, 1, 3, 9], (7,))
    rings = found(lay)
    assert rings.loops == ((0, 1, 3, 4, 5, 6, 8, 9),)
    assert 2 not in rings.in_loops
    assert rings.islands == ((0, 1, 2, 3, 4, 5, 6, 8, 9),)
    assert plain(lay, lay.cells) == (rings.in_loops, rings.in_islands)


@pytest.mark.parametrize("size", ["5x5", "8x8", "13x13", "20x20"])
def test_no_answer_has_a_loop_or_an_island(size: str) -> None:
    for row in levels.load(size)[:12]:
        lay = decode(row.board)
        answer = levels.solution(row)
        rings = found(lay, tuple(answer))
        assert rings.loops == () and rings.islands == (), row.board


def test_the_hexapipes_answers_have_none_and_a_hexagonal_ring_is_found() -> None:
    if "hex" not in GRIDS:
        pytest.fail("no hexagonal grid")
    rows = hex_rows()
    for board, answer, _ in rows[:: max(1, len(rows) // 20)]:
        lay, solved = decode(board), decode(answer)
        rings = found(lay, solved.cells)
        assert rings.loops == () and rings.islands == (), board
        assert plain(lay, solved.cells) == (set(), set())
    # three hexagons about a corner: cell 0 (E, SE), 1 (W, SW), 3 (NE, NW) on a 3x2 board; pump at 5
    hexed = Layout(3, 2, "network", False, (2 | 4, 16 | 8, 0, 1 | 32, 0, 16), (5,), (), (), (), (), (), "hex")
    rings = found(hexed)
    assert rings.loops == ((0, 1, 3),)
    assert rings.islands == ((0, 1, 3),)


CASES = [(w, h, wrap, grid) for (w, h) in ((3, 3), (4, 3), (5, 5), (6, 4), (8, 8)) for wrap in (False, True)
         for grid in ("square", "hex") if not (grid == "hex" and wrap and h % 2)]


def random_board(rng: random.Random, w: int, h: int, wrap: bool, grid: str) -> Layout:
    if grid == "square":
        return random_layout(rng, w, h, "network", wrap, walls=0.1, locked=0.0)
    n = w * h
    cells = tuple(rng.randrange(64) for _ in range(n))
    walls = tuple(e for e in range(3 * n) if rng.random() < 0.08)
    pumps = tuple(sorted(rng.sample(range(n), rng.choice((1, 1, 2)))))
    return Layout(w, h, "network", wrap, cells, pumps, (), (), walls, (), (), "hex")


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[0]}x{c[1]}-{c[3]}{'-wrap' if c[2] else ''}")
def test_held_to_a_plain_search_afresh_and_move_by_move(case: tuple[int, int, bool, str]) -> None:
    w, h, wrap, grid = case
    if grid == "hex" and "hex" not in GRIDS:
        pytest.fail("no hexagonal grid")
    rng = random.Random(f"loops {case}")
    sides = GRIDS[grid].sides
    for _ in range(6):
        lay = random_board(rng, w, h, wrap, grid)
        masks = list(lay.cells)
        rings = found(lay, tuple(masks))
        assert plain(lay, tuple(masks)) == (rings.in_loops, rings.in_islands)
        for step in range(60):
            if rng.random() < 0.08:  # many cells at once (Start over): worked out afresh
                for c in rng.sample(range(lay.size), min(lay.size, 30)):
                    masks[c] = GRIDS[grid].turn(masks[c], rng.randrange(sides))
            else:
                c = rng.randrange(lay.size)
                masks[c] = GRIDS[grid].turn(masks[c], rng.choice((1, -1)))
            now = tuple(masks)
            after = found(lay, now, rings)
            fresh = found(lay, now)
            assert (after.loops, after.islands) == (fresh.loops, fresh.islands), (lay, now, step)
            assert plain(lay, now) == (after.in_loops, after.in_islands), (lay, now, step)
            rings = after


def test_a_flow_of_another_board_is_refused() -> None:
    small, big = layout(3, 3, [0] * 8 + [1], (8,)), layout(4, 4, [0] * 15 + [1], (15,))
    with pytest.raises(ValueError, match="flow"):
        loops_of(big, flow_of(small))
    with pytest.raises(ValueError, match="masks"):
        loops_of(small, flow_of(small), (1, 2))


def test_a_loop_the_water_comes_to_through_an_end_stays_a_loop_move_by_move() -> None:
    # the ring 0 1 3 4 (cell 1 a tee that also joins cell 2, an elbow W+S); the pump at 5 faces west, then north
    lay = layout(3, 3, [6, 14, 12, 3, 9, 8, 0, 0, 0], (5,))
    before = found(lay)
    assert before.loops == ((0, 1, 3, 4),) and before.islands == ()
    turned = (6, 14, 12, 3, 9, 1, 0, 0, 0)  # the pump joined to cell 2 alone: the water reaches the ring
    after = found(lay, turned, before)
    assert flow_of(lay, turned).wet[0]
    assert after.loops == ((0, 1, 3, 4),) == found(lay, turned).loops
    back = found(lay, lay.cells, after)
    assert back.loops == ((0, 1, 3, 4),) and back.islands == ()


def test_the_replies_say_the_sets_when_they_change_and_only_then() -> None:
    import json

    from suido import web

    from workerkit import request

    def call(op: str, **args: object) -> dict:
        reply = request(op, **args)  # a move of any kind: the one move op (tests/engine/workerkit.py)
        assert reply["ok"], reply
        return reply["result"]

    opened = call("open", code="3x3:6c83c400h", lang="ja")  # cell 4 faces S+W: a turn closes the ring
    assert opened["rings"]["loops"] == [] and opened["rings"]["islands"] == []
    assert opened["rings"]["words"]["inLoop"] == "ループの中"
    board = opened["board"]
    made = call("turn", board=board, cell=4, by=1)
    loops, islands = made["rings"]["loops"], made["rings"]["islands"]
    assert [s["cells"] for s in loops] == [[0, 1, 3, 4]] and [s["cells"] for s in islands] == [[0, 1, 3, 4]]
    assert loops[0]["d"].count("M") == 4 and islands[0]["d"].count("M") == 4
    assert "rings" not in call("turn", board=board, cell=2, by=1)  # the ring as it was: not said again
    assert "rings" not in call("pin", board=board, cell=0)
    undone = call("undo", board=board)  # the pin
    assert "rings" not in undone
    call("undo", board=board)  # cell 2
    gone = call("undo", board=board)  # cell 4: the ring opens
    assert gone["rings"] == {"loops": [], "islands": []}
    back = call("redo", board=board)
    assert [s["cells"] for s in back["rings"]["loops"]] == [[0, 1, 3, 4]]
    restarted = call("restart", board=board)
    assert restarted["rings"] == {"loops": [], "islands": []}
    reopened = call("open", code="3x3:6c83c400h", history=back["history"], progress=back["progress"])
    assert [s["cells"] for s in reopened["rings"]["islands"]] == [[0, 1, 3, 4]]  # a reload: shown at once
    call("close", board=board)
