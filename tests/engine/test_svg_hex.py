"""suido.svg on hexagonal boards: the drawing's meaning, not its bytes. A polygon per cell (its hit area,
the cell's hexagon about its centre), each arm from the centre to its side's edge midpoint, walls on the right
edges (and across a wrapping board's seam), the frame or the rim along the board's outline, the water's states,
the marks; the worker's ops on a hexagonal board (a turn a sixth, undo, redo, progress 0-5, hints in sixths);
the words for the six sides in English and Japanese; site/keys.js's steps held to the grid's.

Plain pytest (no hypothesis): this file also runs inside Pyodide."""

from __future__ import annotations

import math
import random
import re
import xml.etree.ElementTree as ET

import pytest

from suido import decode, flow_of, new_game, strings, svg, turn_at
from suido.web import boards, said
from suido.web.play import op_move, op_open
from suido.game import game_code, game_progress
from suido.grids import HEX, SQUARE
from suido.svg.states import shape_key, side_key

NS = "{http://www.w3.org/2000/svg}"
# hand-built: a 3x3 network with one answer (tests/engine/hexbrute.py counts it), a twisted 6x4 (drains, wrap,
# locked pieces, walls: 70 is cell 23's south-east side, across the seam to cell 0)
BOARD = "3x3h:0220182bj801041104"
ANSWER = "3x3h:04040c2ej120012210"
TWISTED = "6x4dhw:g907030d15050303010dAf0701090f0f0bA7050307090107;l3,7;w1,10,17,22,70"
FLAT = "5x4h:g30102030405060708090a0b0c0d0e0f10111213;l2;w0,7,30"


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def cells_of(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if g.get("class") == "sd-cell"]


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if (e.get("class") or "").split()[:1] == [name]]


def translate(g: ET.Element) -> tuple[float, float]:
    """The piece's centre: where its turn box turns about (its parts drawn at their absolute places)."""
    turn = next(e for e in g if e.get("class") == "sd-turn")
    x, y = re.search(r"--o:(\S+)px (\S+)px", turn.get("style")).groups()
    return float(x), float(y)


def segments(d: str) -> list[tuple[tuple[float, float], tuple[float, float]]]:
    """A path of M x y L x y segments, as pairs of points."""
    out = []
    for a, b, to, c, e in re.findall(r"M(-?[\d.]+) (-?[\d.]+)([Ll])(-?[\d.]+) (-?[\d.]+)", d):
        x, y = float(a), float(b)
        out.append(((x, y), (float(c), float(e)) if to == "L" else (x + float(c), y + float(e))))
    assert len(out) == d.count("M")
    return out


def near(p: tuple[float, float], q: tuple[float, float]) -> bool:
    return abs(p[0] - q[0]) < 0.02 and abs(p[1] - q[1]) < 0.02


def edge_points(cell: int, side: int, width: int) -> tuple[tuple[float, float], tuple[float, float]]:
    """The two ends of a cell's edge on ``side``, in drawing units, worked out here from the geometry (the
    corners of a pointy-topped hexagon 100 across its flats, odd rows shifted half a cell right)."""
    row, col = divmod(cell, width)
    cx, cy = (col + 0.5 + 0.5 * (row & 1)) * 100, (1 / math.sqrt(3) + row * math.sqrt(3) / 2) * 100
    r = 100 / math.sqrt(3)
    a0, a1 = math.radians(-90 + 60 * side), math.radians(-30 + 60 * side)
    return (cx + r * math.cos(a0), cy + r * math.sin(a0)), (cx + r * math.cos(a1), cy + r * math.sin(a1))


def same_segment(s, t) -> bool:
    return near(s[0], t[0]) and near(s[1], t[1]) or near(s[0], t[1]) and near(s[1], t[0])


@pytest.mark.parametrize("code", [BOARD, TWISTED, FLAT])
def test_every_cell_a_hexagon_at_its_centre(code: str) -> None:
    layout = decode(code)
    root = parse(svg.board(layout, label="a board", lang="en"))
    w, h = HEX.extent(layout.width, layout.height)
    vb = [float(v) for v in root.get("viewBox").split()]
    assert vb[:2] == [0, 0] and abs(vb[2] - w * 100) < 0.01 and abs(vb[3] - h * 100) < 0.01
    assert root.get("data-grid") == "hex" and root.get("data-extent") == root.get("viewBox")[4:]
    cells = cells_of(root)
    assert [int(g.get("data-cell")) for g in cells] == list(range(layout.size))
    for g in cells:
        c = int(g.get("data-cell"))
        cx, cy = translate(g)
        ex, ey = HEX.centre(c, layout.width)
        assert near((cx, cy), (ex * 100, ey * 100))
        assert g.get("data-shape") == HEX.shape_of(layout.cells[c])
        hit = [e for e in g if e.get("class") == "sd-hit"]
        assert len(hit) == 1 and hit[0].tag == NS + "polygon"
        points = [(float(x) - cx, float(y) - cy) for x, y in (p.split(",") for p in hit[0].get("points").split())]
        assert len(points) == 6
        # every corner of the hit area a little inside the hexagon's (radius 100/sqrt(3) = 57.7), all alike
        assert all(abs(math.hypot(x, y) - 0.94 * 100 / math.sqrt(3)) < 0.05 for x, y in points)
        # the hexagons tile the board: every cell inside the view box
        assert all(0 <= cx + x <= vb[2] + 0.01 and 0 <= cy + y <= vb[3] + 0.01 for x, y in points)


@pytest.mark.parametrize("code", [BOARD, TWISTED, FLAT])
def test_arms_run_from_the_centre_to_their_sides_edge_midpoints(code: str) -> None:
    layout = decode(code)
    root = parse(svg.board(layout))
    for g in cells_of(root):
        c = int(g.get("data-cell"))
        mask = layout.cells[c]
        arms = by_class(g, "sd-arm")
        assert sorted(int(a.get("data-side")) for a in arms) == [s for s in range(6) if mask >> s & 1]
        cx, cy = translate(g)
        for arm in arms:
            side = int(arm.get("data-side"))
            (start, end), = segments(arm.get("d"))
            angle = math.radians(-60 + 60 * side)      # NE is up and to the right: -60 degrees
            assert near(start, (cx, cy)) and near(end, (cx + 50 * math.cos(angle), cy + 50 * math.sin(angle)))
        cap = by_class(g, "sd-cap")   # an end is capped across its arm (no round hub: a ring read as a drain)
        assert len(cap) == (1 if bin(mask).count("1") == 1 else 0)
        if cap:
            (a, b), = segments(cap[0].get("d"))
            side = mask.bit_length() - 1
            angle = math.radians(-60 + 60 * side)
            along = (b[0] - a[0]) * math.cos(angle) + (b[1] - a[1]) * math.sin(angle)
            assert abs(along) < 0.5 and abs(math.dist(a, b) - 44) < 0.5    # across it, wider than the pipe


@pytest.mark.parametrize("code", [TWISTED, FLAT])
def test_walls_stand_on_their_edges(code: str) -> None:
    layout = decode(code)
    root = parse(svg.board(layout))
    walls, = by_class(root, "sd-walls")
    drawn = segments(walls.get("d"))
    want = []
    for edge in layout.walls:
        cell, k = divmod(edge, 3)
        side = (1, 2, 3)[k]                            # a wall number's k: east, south-east, south-west
        want.append(edge_points(cell, side, layout.width))
        other = HEX.neighbour_table(layout.width, layout.height, layout.wrap, ())[cell * 6 + side]
        row, col = divmod(cell, layout.width)
        orow, ocol = divmod(other, layout.width)
        if abs(orow - row) > 1 or abs(ocol - col) > 1:  # across the seam: on the cell across too
            want.append(edge_points(other, (side + 3) % 6, layout.width))
    assert len(drawn) == len(want)
    for seg in want:
        assert any(same_segment(seg, d) for d in drawn), seg
    if layout.wrap:  # 70: cell 23 (row 3, col 5) south-east: across the seam to cell 0, drawn on both
        assert any(same_segment(edge_points(0, 5, layout.width), d) for d in drawn)


@pytest.mark.parametrize("code", [BOARD, TWISTED, FLAT])
def test_the_frame_or_the_rim_runs_along_the_boards_outline(code: str) -> None:
    layout = decode(code)
    root = parse(svg.board(layout))
    frame, rim = by_class(root, "sd-frame"), by_class(root, "sd-rim")
    assert (len(frame), len(rim)) == ((0, 1) if layout.wrap else (1, 0))
    outline = segments((rim or frame)[0].get("d"))
    flat = HEX.neighbour_table(layout.width, layout.height, False, ())
    want = [edge_points(c, s, layout.width) for c in range(layout.size) for s in range(6) if flat[c * 6 + s] < 0]
    assert len(outline) == len(want)
    for seg in want:
        assert any(same_segment(seg, d) for d in outline)
    # the lines between the cells: every inner edge once
    lines = segments(by_class(root, "sd-grid")[0].get("d"))
    assert len(lines) == sum(1 for c in range(layout.size) for s in range(6) if flat[c * 6 + s] >= 0) // 2


def test_marks_and_locks() -> None:
    layout = decode(TWISTED)
    root = parse(svg.board(layout))
    marked = {name: sorted(int(g.get("data-cell")) for g in cells_of(root) if by_class(g, name))
              for name in ("sd-pump", "sd-bowl", "sd-lock", "sd-locked")}
    assert marked == {"sd-pump": list(layout.sources), "sd-bowl": list(layout.drains),
                      "sd-lock": list(layout.locked), "sd-locked": list(layout.locked)}
    for g in cells_of(root):
        if int(g.get("data-cell")) in layout.locked:
            assert by_class(g, "sd-locked")[0].tag == NS + "polygon"
            assert g.get("data-fixed") == "true"


def test_the_water_follows_the_turns() -> None:
    layout = decode(BOARD)
    game = new_game(layout)
    rng = random.Random(3)
    for _ in range(12):
        game = turn_at(game, rng.randrange(layout.size), rng.choice((1, -1)))
    flow = flow_of(layout, game.masks)
    root = parse(svg.board(layout, quarters=game.quarters))
    spills = set(flow.spills)
    for g in cells_of(root):
        c = int(g.get("data-cell"))
        turn, = by_class(g, "sd-turn")
        q = game.quarters[c]
        assert turn.get("style").startswith(f"--q:{q};--o:")
        assert g.get("data-wet") == ("true" if flow.wet[c] else "false")
        for arm in by_class(g, "sd-arm"):
            side = (int(arm.get("data-side")) + q) % 6      # the arm's side on the board, turned
            want = ("" if not flow.wet[c] else "leak" if (c, side) in spills
                    else "in" if flow.entry[c] == side else "out")
            assert arm.get("data-w") == want
    # solved: the answer's turns drawn, the board says so
    answer = decode(ANSWER).cells
    done = new_game(layout)
    for c, want in enumerate(answer):
        for _ in range(HEX.turns_between(layout.cells[c], want)):
            done = turn_at(done, c)
    assert done.masks == answer
    assert parse(svg.board(layout, quarters=done.quarters)).get("data-solved") == "true"
    assert "[data-grid=hex] .sd-turn{transform:rotate(calc(var(--sd-turn) * 60deg))}" in svg.STYLE


def test_a_piece_says_its_sides_in_words_in_both_languages() -> None:
    layout = decode(BOARD)
    states = svg.cell_states(layout)
    assert svg.cell_label(layout, "en", states[0]) == "Row 1, column 1: end, opens east"
    # the pump in the middle: a fan open south-west, west and north-west, wet, leaking north-west
    assert svg.cell_label(layout, "en", states[4]) == \
        "Row 2, column 2: pump, fan, opens south-west, west and north-west, wet, leaks north-west"
    assert svg.cell_label(layout, "ja", states[4]) == "2行2列:ポンプ、扇形管、南西、西と北西に開く、水あり、北西から漏れる"
    turned = states[0]._replace(quarters=1)
    assert svg.cell_label(layout, "en", turned) == "Row 1, column 1: end, opens south-east"
    assert svg.cell_label(layout, "ja", turned) == "1行1列:行き止まり、南東に開く"
    for lang in ("en", "ja"):
        for grid in (HEX, SQUARE):
            for name in grid.side_names:
                assert strings.say(lang, side_key(name)) != side_key(name)
            for name, _ in grid.shapes:
                assert strings.say(lang, shape_key(name)) != shape_key(name)
    assert [strings.say("ja", side_key(n)) for n in HEX.side_names] == ["北東", "東", "南東", "南西", "西", "北西"]
    assert [strings.say("en", side_key(n)) for n in HEX.side_names] == list(HEX.side_names)


def test_the_worker_plays_a_hexagonal_board() -> None:
    opened = op_open({"code": BOARD, "answer": ANSWER, "lang": "en"})
    board = opened["board"]
    assert (opened["grid"], opened["sides"]) == ("hex", 6)
    assert opened["extent"] == [round(v * 100, 2) for v in HEX.extent(3, 3)]
    assert opened["progress"] == "000000000:0" and opened["code"] == BOARD
    assert "sixth" in opened["words"]["howTo"] and "5 times" in opened["words"]["hintedClockwiseTouch"]
    assert all(len(s["w"]) == 6 for s in opened["cells"])
    # five sixths round, the digits go 1 to 5; a sixth more is a whole turn: 0
    for n in range(1, 6):
        r = op_move({"board": board, "move": "0+"})
        assert r["changed"] and r["progress"] == f"{n}00000000:{n}"
    r = op_move({"board": board, "move": "0+"})
    assert r["progress"] == "000000000:6" and r["code"] == BOARD
    assert r["cells"][0]["q"] == 6 and r["cells"][0]["labels"][0] == "Row 1, column 1: end, opens east"
    # back a sixth (by -1): 5, and the code and progress as the engine gives them
    r = op_move({"board": board, "move": "0-"})
    game = boards._boards[board].game
    assert r["progress"] == "500000000:7" == game_progress(game) and r["code"] == game_code(game)
    assert r["cells"][0]["labels"][0] == "Row 1, column 1: end, opens north-east"
    r = op_move({"board": board, "move": "undo"})
    assert r["changed"] and r["progress"] == "000000000:6" and r["canRedo"]
    r = op_move({"board": board, "move": "redo"})
    assert r["progress"] == "500000000:7"
    # the water's letters: one a side, as the drawing's states say
    for c, letters in zip(r["water"]["cells"], [r["water"]["w"][i:i + 6] for i in range(0, len(r["water"]["w"]), 6)]):
        assert len(letters) == 6 and c in range(9)
    r = op_move({"board": board, "move": "p1"})
    assert r["changed"] and r["cells"][0]["pinned"]
    assert op_move({"board": board, "move": "1+"})["refused"] == "pinned"
    op_move({"board": board, "move": "u1"})
    # a hint in sixths, said in words
    h = op_move({"board": board, "move": "hint"})["hint"]
    assert h["quarters"] in (1, 2, 3, -2, -1)
    assert "sixth" in h["note"] or "half turn" in h["note"]
    assert re.search(r"opens (north-east|east|south-east|south-west|west|north-west)", h["where"])
    # solved by the answer's turns, the short way round
    op_move({"board": board, "move": "r"})
    answer = decode(ANSWER).cells
    for c, want in enumerate(answer):
        q = HEX.turns_between(decode(BOARD).cells[c], want)
        for _ in range(q if q <= 3 else 6 - q):
            r = op_move({"board": board, "move": f"{c}{'+' if q <= 3 else '-'}"})
    assert r["solved"] and r["code"] == ANSWER
    assert r["status"].startswith("Solved in ")
    assert boards.op_close({"board": board})["closed"]


def test_the_hint_words_for_every_short_way_round() -> None:
    opened = op_open({"code": BOARD, "answer": ANSWER, "lang": "ja"})
    b = boards._boards[opened["board"]]
    for steps in (1, 2, 3, -2, -1):
        line = strings.say("ja", said.towards(b, steps))
        assert "六分の" in line or "半回転" in line
    boards.op_close({"board": opened["board"]})


def test_a_forced_hint_on_a_hexagonal_board_without_its_answer() -> None:
    opened = op_open({"code": BOARD, "lang": "en"})
    board = opened["board"]
    h = op_move({"board": board, "move": "hint"})["hint"]
    assert h["cell"] is not None and 0 < h["facing"] <= 63
    steps = h["quarters"]
    assert steps in (1, 2, 3, -2, -1)
    mask = boards._boards[board].game.masks[h["cell"]]
    assert HEX.turn(mask, steps) == h["facing"]              # the short way round to the forced facing
    for _ in range(abs(steps)):
        r = op_move({"board": board, "move": f"{h['cell']}{'+' if steps > 0 else '-'}"})
    assert r["hint"] is None                                  # turned home: the light goes out
    boards.op_close({"board": board})
