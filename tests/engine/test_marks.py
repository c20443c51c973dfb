"""Edge marks (suido.marks, the moves of suido.history, the worker's mark op) and turning by pointing."""

from __future__ import annotations

import math

import json
import pytest

from suido import web
from suido.codes import decode
from suido.flow import flow_of
from suido.game import new_game
from suido.grids import HEX, SQUARE
from suido.history import (Move, history_from_text, history_text, make_move, marks_after, new_history, redo,
                           undo)
from suido.marks import (JOINED, SHUT, contradicted, edge_near, edge_of, is_contradicted, markable,
                         pointing_by, side_pointed, stroke_mark)
from suido.svg.marks import CONTRASTS, DARK, LIGHT, layer
from suido.svg import DARK as SVG_DARK, LIGHT as SVG_LIGHT

from hexpeer import hex_rows
from workerkit import ok, request

CODE = "3x2:35B7vM"  # masks 3 5 11 7 ... (by position)


def refused(op, **args):
    reply = request(op, **args)
    assert not reply["ok"]
    return reply["error"]


# ---- marks in the moves ---------------------------------------------------------------

def test_a_mark_is_a_move_undone_and_redone():
    h = new_history(new_game(CODE))
    h = make_move(h, Move("turn", 0, 1))
    h = make_move(h, Move("mark", 0, JOINED))
    h = make_move(h, Move("mark", 3, SHUT))
    assert h.marks == ((0, JOINED), (3, SHUT))
    assert h.game.turns == 1  # a mark is no turn
    back = undo(h)
    assert back.marks == ((0, JOINED),) and back.game == h.game
    back = undo(back)
    assert back.marks == () and back.game.turns == 1
    again = redo(redo(back))
    assert again.marks == h.marks and again.game == h.game
    # a mark changed, then undone: the state before it comes back
    h2 = make_move(h, Move("mark", 0, SHUT))
    assert dict(h2.marks)[0] == SHUT and dict(undo(h2).marks)[0] == JOINED
    # taken off
    h3 = make_move(h, Move("mark", 0, 0))
    assert h3.marks == ((3, SHUT),) and undo(h3).marks == h.marks


def test_a_mark_that_changes_nothing_or_is_off_the_edges_is_no_move():
    h = make_move(new_history(new_game(CODE)), Move("mark", 0, JOINED))
    assert make_move(h, Move("mark", 0, JOINED)) is h
    layout = decode(CODE)
    # 3x2: cell 2's east is the rim (no wrap), cell 5's south too
    for edge in (2 * 2, 5 * 2 + 1, 3 * 2 + 1, 99):
        assert markable(layout, edge) is None
        assert make_move(h, Move("mark", edge, SHUT)) is h
    walled = decode("3x2:35B7vM;w0")
    assert markable(walled, 0) is None and markable(walled, 1) is not None
    with pytest.raises(ValueError):
        Move("mark", 0, 3)


def test_start_over_takes_the_marks_off_undoably():
    h = make_move(new_history(new_game(CODE)), Move("mark", 1, SHUT))
    assert h.game == new_game(CODE)  # a fresh game with a mark: Start over still does something
    r = make_move(h, Move("restart"))
    assert r is not h and r.marks == () and r.done == 2
    assert undo(r).marks == ((1, SHUT),)
    assert redo(undo(r)).marks == ()
    # turns, a pin and a mark, started over, undone
    h = make_move(make_move(make_move(new_history(new_game(CODE)), Move("turn", 1, 1)), Move("pin", 2, 1)),
                  Move("mark", 0, JOINED))
    r = make_move(h, Move("restart"))
    assert (r.marks, r.pins, r.game.turns) == ((), frozenset(), 0)
    u = undo(r)
    assert (u.marks, u.pins, u.game) == (h.marks, h.pins, h.game)
    assert marks_after(r.moves) == () and marks_after(h.moves) == ((0, JOINED),)


def test_the_saved_form_takes_the_marks_and_older_saves_load():
    h = new_history(new_game(CODE))
    for move in (Move("turn", 0, 1), Move("mark", 0, JOINED), Move("mark", 3, SHUT), Move("mark", 0, 0),
                 Move("mark", 1, SHUT, True), Move("restart"), Move("mark", 2, JOINED)):
        h = make_move(h, move)
    h = undo(h)
    text = history_text(h)
    assert text == "1//0+,j0,s3,c0,&s1,r,j2/6"
    back = history_from_text(CODE, text)
    assert back == h
    assert redo(back).marks == ((2, JOINED),)
    # a save from before the marks (the format as it was: turns, pins, Start over, joined): the same game
    old = "1//0+,p1,&p2,1-,r,3+/6"
    before = history_from_text(CODE, old)
    assert before.marks == () and history_text(before) == old
    assert before.game.turns == 1  # 1- turns a pinned piece: nothing, as before the marks
    assert (undo(undo(before)).game.turns, undo(undo(before)).pins) == (1, frozenset({1, 2}))
    # a mark off the edges is not a save
    for bad in ("1//j4/1", "1//s99/1", "1//q0/1", "1//j/1"):
        with pytest.raises(ValueError):
            history_from_text(CODE, bad)


def test_marks_change_no_rule():
    layout = decode(CODE)
    h = new_history(new_game(layout))
    plain = make_move(h, Move("turn", 1, 1))
    marked = make_move(make_move(make_move(h, Move("mark", 0, SHUT)), Move("turn", 1, 1)), Move("mark", 1, JOINED))
    assert marked.game == plain.game
    assert flow_of(layout, marked.game.masks) == flow_of(layout, plain.game.masks)
    # the worker's reply: the same status, meter, turns, progress and solved, marks or not
    a = ok("open", code=CODE)
    b = ok("open", code=CODE)
    ok("mark", board=b["board"], edge=0, state="joined")
    ra, rb = ok("turn", board=a["board"], cell=1), ok("turn", board=b["board"], cell=1)
    for key in ("status", "meter", "turns", "progress", "solved", "code"):
        assert ra[key] == rb[key], key
    assert rb["marked"] == [[0, "joined", False]]  # cell 1 now opens west: the contradiction is gone
    assert "marked" not in ra and "marks" not in ra  # no mark, none changed: nothing said of them
    rb = ok("turn", board=b["board"], cell=3)
    assert "marks" not in rb  # a turn that changes no contradiction sends no layer again


# ---- contradictions ---------------------------------------------------------------------

def test_contradictions_are_found():
    from suido.codes import Layout
    # built on purpose: both open on the edge, one open, neither
    for m0, m1, joined_wrong, shut_wrong in ((2, 8, False, True), (2, 1, True, False), (1, 4, True, False)):
        lay = Layout(2, 1, "network", False, (m0, m1), (0,), (), (), ())
        assert is_contradicted(lay, lay.cells, 0, JOINED) is joined_wrong
        assert is_contradicted(lay, lay.cells, 0, SHUT) is shut_wrong
        assert contradicted(lay, lay.cells, [(0, JOINED)]) == ((0,) if joined_wrong else ())


def test_a_turn_can_make_and_unmake_a_contradiction():
    b = ok("open", code=CODE)["board"]
    r = ok("mark", board=b, edge=0, state="joined")  # cell 0 (3: N E) to cell 1 (5: N S): cell 1 shut on west
    assert r["marked"] == [[0, "joined", True]]
    assert 'data-wrong="true"' in r["marks"] and "<circle" in r["marks"]
    for _ in range(3):
        r = ok("turn", board=b, cell=1)
        if "marked" in r:
            break
    assert r["marked"] == [[0, "joined", False]] and 'data-wrong="false"' in r["marks"]


# ---- the worker's op --------------------------------------------------------------------

def test_the_mark_op_by_side_by_drag_by_long_press():
    b = ok("open", code=CODE)["board"]
    r = ok("mark", board=b, cell=0, side=1, mark="joined")
    assert (r["changed"], r["edge"], r["state"]) == (True, 0, "joined")
    assert ok("mark", board=b, cell=0, side=1, mark="joined")["marked"] == []  # the same again: off
    r = ok("mark", board=b, cell=0, **{"from": [60, 50], "to": [140, 55]})  # across the edge 0|1
    assert (r["edge"], r["state"]) == (0, "joined")
    r = ok("mark", board=b, cell=0, **{"from": [60, 95], "to": [40, 97]})  # too short
    assert r["changed"] is False
    r = ok("mark", board=b, cell=0, **{"from": [20, 96], "to": [80, 98]})  # along cell 0's south
    assert (r["edge"], r["state"]) == (1, "shut")
    # a long press near an edge goes round: none -> joined -> shut -> none
    states = [ok("mark", board=b, cell=4, point=[150, 105])["state"] for _ in range(3)]
    assert states == ["joined", "shut", "none"]
    assert ok("mark", board=b, cell=4, point=[150, 150])["changed"] is False  # the middle: no edge
    r = ok("undo", board=b)
    assert [m[0] for m in r["marked"]] == [0, 1, 3]
    r = ok("redo", board=b)
    assert [m[0] for m in r["marked"]] == [0, 1]
    r = ok("restart", board=b)
    assert r["marked"] == [] and r["canUndo"]
    assert [m[0] for m in ok("undo", board=b)["marked"]] == [0, 1]
    # the saved history reopens with its marks
    saved = ok("redo", board=b)
    saved = ok("undo", board=b)
    again = ok("open", code=CODE, progress=saved["progress"], history=saved["history"])
    assert again["marked"] == saved["marked"] and 'data-edge="1"' in again["marks"]
    for bad in ({"edge": 4, "state": "joined"}, {"cell": 0, "side": 9, "mark": "shut"}, {"cell": 0, "side": 1},
                {"cell": 0, "point": "here"}, {"cell": 0, "side": 1, "mark": "none"}, {"cell": 99, "side": 0, "state": "shut"}):
        assert refused("mark", board=b, **bad)


def test_drags_and_presses_through_the_grid():
    layout = decode(CODE)
    assert stroke_mark(layout, 0, (0.5, 0.5), (1.5, 0.5)) == (0, JOINED)
    assert stroke_mark(layout, 0, (0.5, 0.5), (0.5, 1.5)) == (1, JOINED)
    assert stroke_mark(layout, 0, (0.95, 0.1), (1.02, 0.9)) == (0, SHUT)
    assert stroke_mark(layout, 0, (0.5, 0.5), (0.5, 0.9)) is None  # across, not past the edge
    assert stroke_mark(layout, 0, (0.5, 0.5), (-0.5, 0.5)) is None  # off the rim
    assert edge_near(layout, 1, 1.5, 0.95) == 3 and edge_near(layout, 1, 1.5, 0.6) is None
    assert side_pointed(layout, 0, 0.5, 0.5) is None and side_pointed(layout, 0, 0.9, 0.5) == 1


def test_hexagonal_edges_and_strokes():
    from suido.codes import Layout
    lay = Layout(3, 2, "network", False, (1,) * 6, (0,), (), (), (), grid="hex")
    for cell in range(6):
        for side in range(6):
            edge = edge_of(lay, cell, side)
            other = HEX.neighbour_table(3, 2, False, ())[cell * 6 + side]
            assert (edge is None) == (other < 0)
            if edge is None:
                continue
            a, s, b = markable(lay, edge)
            assert {a, b} == {cell, other}
            # a drag from this centre to the neighbour's crosses that edge: joined
            start, end = HEX.centre(cell, 3), HEX.centre(other, 3)
            assert stroke_mark(lay, cell, start, end) == (edge, JOINED)
            # a press on the edge's middle is near it
            cx, cy = HEX.centre(cell, 3)
            ex, ey = HEX.arm_end(side)
            assert edge_near(lay, cell, cx + ex * 0.95, cy + ey * 0.95) == edge
            assert side_pointed(lay, cell, cx + ex * 0.8, cy + ey * 0.8) == side
    assert 'class="sd-mark"' in layer(lay, [(edge_of(lay, 0, 1), JOINED)], set(), 100)


# ---- turning by pointing ------------------------------------------------------------------

@pytest.mark.parametrize("grid", ["octagonal", "trihexagonal", "rhombitrihexagonal", "snubsquare", "etrat"])
def test_every_side_of_every_polygon_can_be_pointed_at_and_its_middle_is_a_plain_turn(grid):
    """A point two thirds of the way to an edge's middle points at that side, on the smallest polygon too (a
    middle as wide as a square's would cover a small triangle whole); the centre is a plain turn."""
    from suido.marks import _places

    from suido import make

    lay = make(width=6, height=6, seed=2, grid=grid).layout
    places = _places(lay)
    seen = set()
    for cell in range(lay.size):
        if lay.polygons[cell] in seen:
            continue
        seen.add(lay.polygons[cell])
        cx, cy = places.centre(cell)
        assert side_pointed(lay, cell, cx, cy) is None
        for side in places.sides(cell):
            ex, ey = places.arm_end(cell, side)
            assert side_pointed(lay, cell, cx + ex * 0.67, cy + ey * 0.67) == side, (grid, cell, side)
    assert len(seen) >= 2


@pytest.mark.parametrize("grid", [SQUARE, HEX], ids=["square", "hex"])
def test_pointing_turns_the_fewest_steps_for_every_side_of_every_shape(grid):
    n = grid.sides
    for name, least in grid.shapes:
        for mask in grid.rotations_of(least):
            for side in range(n):
                for prefer in (1, -1):
                    by = pointing_by(grid, mask, side, prefer)
                    if not grid.can_turn(mask) or mask >> side & 1:
                        assert by == 0, (name, mask, side)
                        continue
                    assert grid.turn(mask, by) >> side & 1, (name, mask, side, by)
                    fewest = min(min(q, n - q) for q in range(n) if grid.turn(mask, q) >> side & 1)
                    assert abs(by) == fewest, (name, mask, side, by)
                    if grid.turn(mask, fewest * prefer) >> side & 1:
                        assert by == fewest * prefer  # a tie goes the way a plain tap turns
    assert max(abs(pointing_by(HEX, 1, s)) for s in range(6)) == 3  # an end: up to three steps, not five taps


@pytest.mark.parametrize("grid", ["octagonal", "etrat", "cube", "trihexagonal", "snubsquare", "rhombitrihexagonal",
                                  "triangular", "hexapipes-hex"])
def test_marks_by_a_drag_and_a_press_on_every_polygon_of_every_grid(grid):
    # where a drag and a long press land is the worker's, from the point (board units): on every cell of a board of
    # each grid, every edge with a cell across it is joined by a drag from the centre past it, and found by a press
    # near its middle; a press in the middle finds none (it pins), and a drag that stops short of the edge marks none
    import suido
    from suido.marks import STROKE
    layout = suido.make(size=4, grid=grid, seed=3).layout
    places = layout.geometry.places(layout.width, layout.height, layout.wrap, layout.holes)
    seen = set()
    for cell in range(layout.size):
        if cell in layout.holes:
            continue
        x, y = places.centre(cell)
        assert edge_near(layout, cell, x, y) is None
        for side in places.sides(cell):
            edge = edge_of(layout, cell, side)
            if edge is None:
                continue
            ax, ay = places.arm_end(cell, side)
            reach = max(1.4, 1 + STROKE / math.hypot(ax, ay))
            assert stroke_mark(layout, cell, (x, y), (x + reach * ax, y + reach * ay)) == (edge, JOINED), (cell, side)
            assert stroke_mark(layout, cell, (x, y), (x + 0.7 * ax, y + 0.7 * ay)) is None
            assert edge_near(layout, cell, x + 0.9 * ax, y + 0.9 * ay) == edge, (cell, side)
            seen.add(layout.polygons[cell])
    assert seen == set(range(len(layout.geometry.polygons)))   # every polygon of the grid


def test_pointing_turns_on_each_cell_s_own_polygon():
    # on the grids that mix polygons, a turn is one side round the cell's own polygon: a square on an octagonal
    # board is a quarter (two of the grid's eight sides), a triangle a third
    from suido.grids import TILINGS
    for grid in TILINGS.values():
        for p, polygon in enumerate(grid.polygons):
            ring, k = polygon.clockwise, polygon.sides
            for mask in range(1, polygon.full + 1):
                if mask & ~polygon.full:
                    continue
                for side in range(grid.sides):
                    by = pointing_by(grid, mask, side, 1, p)
                    if side not in ring or mask >> side & 1 or not grid.can_turn(mask, p):
                        assert by == 0, (grid.name, p, mask, side)
                        continue
                    # the arm nearest the side round the ring, counted in the polygon's own steps
                    at = ring.index(side)
                    fewest = min(min((at - i) % k, (i - at) % k) for i, s in enumerate(ring) if mask >> s & 1)
                    assert abs(by) == fewest and abs(by) <= k // 2, (grid.name, p, mask, side, by)
                    assert polygon.turn(mask, by) >> side & 1


def test_a_pointed_tap_counts_its_turns_and_is_one_undo():
    b = ok("open", code=CODE)["board"]
    # cell 0 is 3 (north, east): a tap near its west turns it back one (north -> west), near its south on one
    r = ok("turn", board=b, cell=0, point=[8, 50])
    assert r["turned"] and r["turns"] == 1 and r["history"].endswith("0-/1")
    r = ok("turn", board=b, cell=0, point=[50, 50])  # the middle: a plain turn
    assert r["turns"] == 2
    # cell 1 is 5 (north, south) now at position 1: near its east, one step either way: the way by says
    r = ok("turn", board=b, cell=1, point=[190, 50], by=-1)
    assert r["turns"] == 3 and r["history"].endswith("1-/3")
    r = ok("turn", board=b, cell=1, point=[190, 50])  # an arm there already: no turn
    assert r["turned"] is False and r["turns"] == 3
    # an end facing one way, pointed at the far side: two turns, one undo takes both
    from suido.codes import Layout, encode
    lay = Layout(2, 2, "network", False, (1, 8, 2, 8), (0,), (), (), ())
    b2 = ok("open", code=encode(lay))["board"]
    r = ok("turn", board=b2, cell=0, point=[50, 95])
    assert r["turns"] == 2 and r["history"].endswith("0+,&0+/2")
    r = ok("undo", board=b2)
    assert r["turns"] == 0 and not r["canUndo"]
    assert refused("turn", board=b2, cell=0, point=[1, "x"])


def test_the_marks_colours_stand_apart():
    def lum(hexa):
        rgb = [int(hexa[i:i + 2], 16) / 255 for i in (1, 3, 5)]
        lin = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in rgb]
        return 0.2126 * lin[0] + 0.7152 * lin[1] + 0.0722 * lin[2]

    def ratio(a, b):
        la, lb = sorted((lum(a), lum(b)), reverse=True)
        return (la + 0.05) / (lb + 0.05)

    for ours, theirs in ((LIGHT, SVG_LIGHT), (DARK, SVG_DARK)):
        palette = {**theirs, **ours}
        for part, under in CONTRASTS:
            least = 1.5 if (part, under) == ("mark", "mark-wrong") else 3
            assert ratio(palette[part], palette[under]) >= least, (part, under)


# ---- hexagonal boards (hexapipes' puzzles, read from ../shared/peer/hex) ----------------------



def _peer_rows(n: int) -> list[tuple[str, str]]:
    rows = [(board, answer) for board, answer, _ in hex_rows()]
    return rows[:: max(1, len(rows) // n)][:n]


def test_marks_on_hexagonal_boards_through_the_grid():
    for code, answer in _peer_rows(6):
        layout, solved = decode(code), decode(answer)
        grid, w, h = layout.geometry, layout.width, layout.height
        table = grid.neighbour_table(w, h, layout.wrap, layout.walls)
        for cell in range(layout.size):
            for side in range(6):
                other = table[cell * 6 + side]
                edge = edge_of(layout, cell, side)
                assert (edge is None) == (other < 0)
                if edge is None:
                    continue
                here = solved.cells[cell] >> side & 1
                there = solved.cells[other] >> grid.opposite(side) & 1
                assert here == there  # an answer never leaks
                # on the answer, the true mark is never contradicted, the false one always
                true, false = (JOINED, SHUT) if here else (SHUT, JOINED)
                assert not is_contradicted(layout, solved.cells, edge, true)
                assert is_contradicted(layout, solved.cells, edge, false)


def test_a_hexagonal_game_keeps_its_marks_through_turns_undo_and_its_saved_form():
    from suido.web.marks import pointed_steps
    code, _ = _peer_rows(1)[0]
    layout = decode(code)
    h = new_history(new_game(layout))
    edges = [e for e in (edge_of(layout, 12, s) for s in range(6)) if e is not None]
    assert len(edges) == 6  # the middle of a 5x5 board: six neighbours
    for i, edge in enumerate(edges):
        h = make_move(h, Move("mark", edge, JOINED if i % 2 else SHUT))
    h = make_move(h, Move("turn", 12, 1))
    h = make_move(h, Move("turn", 12, -1))
    h = make_move(h, Move("turn", 12, -1))
    text = history_text(h)
    back = history_from_text(code, text)
    assert back == h and len(back.marks) == 6
    wrong = contradicted(layout, h.game.masks, h.marks)
    for edge, state in h.marks:
        assert (edge in wrong) == is_contradicted(layout, h.game.masks, edge, state)
    r = make_move(h, Move("restart"))
    assert r.marks == () and undo(r).marks == h.marks and undo(r).game == h.game
    # pointing on a hexagon: the fewest sixths that bring an arm to the side tapped, each a turn counted
    for cell in (0, 7, 12, 24):
        game = h.game
        mask = game.masks[cell]
        cx, cy = HEX.centre(cell, layout.width)
        for side in range(6):
            ex, ey = HEX.arm_end(side)
            point = {"point": [(cx + ex * 0.8) * 100, (cy + ey * 0.8) * 100]}
            steps = pointed_steps(layout, game, cell, point, 1)
            assert abs(steps) <= 3 and steps == pointing_by(HEX, mask, side, 1)
            after = h
            for i in range(abs(steps)):
                after = make_move(after, Move("turn", cell, 1 if steps > 0 else -1, i > 0))
            assert after.game.masks[cell] >> side & 1
            assert after.game.turns == h.game.turns + abs(steps)
            assert undo(after).game == h.game if steps else after is h  # one tap's steps: one undo
        assert pointed_steps(layout, game, cell, {"point": [cx * 100, cy * 100]}, -1) == -1  # the middle
