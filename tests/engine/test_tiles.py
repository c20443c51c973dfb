"""The grids laid out as hexapipes lays them, drawn (`suido.svg.tiles`, from `suido.grids.places`) and played
through the worker: every cell of the board's shape drawn once in its polygon, the holes not at all, each arm
from the centre to its edge's middle, the pieces that meet meeting, a wrapping board folded into one field, the
water the worker tells the page the same as the drawing's after every move of random games, the words by the
compass, and the arrows' neighbours."""

from __future__ import annotations

import json
import math
import os
import random
import re
from pathlib import Path

import pytest

import suido
from suido import svg
from suido.codes import decode
from suido.grids import TILINGS
from suido.grids.places import WAYS, compass_key, place_of
from suido.marks import edge_of

from workerkit import ok

GRIDS = sorted(TILINGS)
CELL = svg.CELL


def _board(name: str, wrap: bool, seed: int = 1, **more: object) -> suido.Made:
    kind = "network" if wrap else "drains"
    return suido.make(size=5, grid=name, seed=seed, wrap=wrap, kind=kind, **more)  # type: ignore[arg-type]


@pytest.mark.parametrize("wrap", [False, True])
@pytest.mark.parametrize("name", GRIDS)
def test_every_cell_of_the_shape_is_drawn_in_its_polygon_and_the_holes_are_not(name: str, wrap: bool) -> None:
    made = _board(name, wrap, walls=1)
    layout = made.layout
    text = svg.board(layout, label="b", lang="en")
    grid = layout.geometry
    places = grid.places(layout.width, layout.height, layout.wrap)
    cells = re.findall(r'<g class="sd-cell" data-cell="(\d+)"([^>]*)>', text)
    assert sorted(int(c) for c, _ in cells) == list(range(layout.size))
    holes = {int(c) for c, attrs in cells if 'data-hole="true"' in attrs}
    assert holes == set(layout.holes)
    assert text.count('class="sd-hit"') == layout.size - len(holes)
    assert text.count('role="gridcell"') == layout.size - len(holes)
    # each drawn cell: its hit area has as many corners as its polygon, its turn box its sides
    for c, body in re.findall(r'data-cell="(\d+)"[^>]*>(.*?)</g></g>', text):
        if int(c) in holes:
            continue
        polygon = grid.polygons[layout.polygons[int(c)]]
        points = re.search(r'class="sd-hit" points="([^"]+)"', body).group(1).split()  # type: ignore[union-attr]
        assert len(points) == polygon.sides, (c, body)
        assert f'data-n="{polygon.sides}"' in body
    w, h = (float(v) for v in re.search(r'data-extent="([\d.]+) ([\d.]+)"', text).groups())  # type: ignore[union-attr]
    assert (w, h) == (round(places.extent[0] * CELL, 2), round(places.extent[1] * CELL, 2))
    # every drawn cell inside the box, and a wall on the drawing
    for c in range(layout.size):
        if c not in holes:
            x, y = places.centre(c)
            assert 0 < x * CELL < w and 0 < y * CELL < h, (c, x, y)
    assert ('class="sd-walls"' in text) == bool(layout.walls)
    assert ('class="sd-rim"' in text) == wrap and ('class="sd-frame"' in text) != wrap


@pytest.mark.parametrize("wrap", [False, True])
@pytest.mark.parametrize("name", GRIDS)
def test_neighbours_meet_edge_to_edge_and_a_wrap_is_one_field(name: str, wrap: bool) -> None:
    layout = _board(name, wrap).layout
    grid = layout.geometry
    places = grid.places(layout.width, layout.height, layout.wrap)
    table, n = grid.neighbour_table(layout.width, layout.height, layout.wrap, ()), grid.sides
    seams = met = 0
    for c in range(layout.size):
        for side in places.sides(c):
            other = table[c * n + side]
            if other < 0:
                continue
            if places.beside(c, side, other, grid.opposite(side)):
                met += 1
            else:
                seams += 1
    assert met > 0 and (seams > 0) == wrap
    # no two cells drawn on one place
    spots = {(round(x, 3), round(y, 3)) for x, y in places.centres}
    assert len(spots) == layout.size


def test_a_cube_face_is_drawn_true_and_turns_a_quarter_on_it() -> None:
    layout = _board("cube", False).layout
    text = svg.board(layout)
    # the face's skew is the turn's own transform before its rotation (--f: no group a piece for it)
    frames = set(re.findall(r'<g class="sd-turn" data-n="4" style="--q:-?\d+;--o:[^;]*;--f:(matrix\([^)]*\))"',
                            text))
    assert len(frames) == 3  # one skew a face
    marked = sum(text.count(f'class="{part}"') for part in ("sd-pump", "sd-bowl", "sd-lock"))
    assert text.count(') matrix(') <= marked  # a group of the place and frame only round a pump, bowl or lock
    for frame in frames:
        a, b, c, d = (float(v) for v in frame[7:-1].split(",")[:4])
        assert a * d - b * c > 0  # the turn keeps its way round (clockwise stays clockwise)
        # the square's sides land on the rhombus's edges' middles: both columns as long, 60 degrees apart
        assert math.isclose(math.hypot(a, b), math.hypot(c, d), rel_tol=1e-2)
        assert math.isclose(abs(a * c + b * d), 0.5, abs_tol=1e-2)


@pytest.mark.parametrize("name", GRIDS)
def test_the_worker_opens_and_plays_every_grid_and_its_water_is_the_drawings(name: str) -> None:
    made = _board(name, False, seed=2, locked=1)
    layout = made.layout
    opened = ok("open", code=made.code, answer=made.answer, lang="en")
    board, count = opened["board"], opened["count"]
    assert count == layout.size and opened["grid"] == name
    arrows = opened["keys"]["arrows"]
    assert len(arrows) == 8 * count and all(-1 <= a < count for a in arrows)
    holes = set(layout.holes)
    assert all(a not in holes for a in arrows if a >= 0)
    water = {s["cell"]: s for s in opened["cells"]}
    rng = random.Random(7)
    playable = [c for c in range(count) if c not in holes and c not in layout.locked and layout.cells[c]]
    for _ in range(25):
        c = rng.choice(playable)
        reply = ok("move", board=board, move=f"{c}{rng.choice('+-')}")
        for s in reply["cells"]:
            water[s["cell"]] = s
        got = reply["water"]
        sides = layout.geometry.sides
        for k, c2 in enumerate(got["cells"]):
            water[c2] = {**water[c2], "k": got["k"][k],
                         "w": ["" if ch == "-" else {"i": "in", "o": "out", "l": "leak"}[ch]
                               for ch in got["w"][sides * k:sides * k + sides]]}
    # what the page was told is what the drawing of the game as it stands shows
    game = suido.game_from_progress(layout, reply["progress"])
    for s in svg.cell_states(layout, game.masks, game.quarters):
        told = water[s.cell]
        assert list(s.arms) == list(told["w"]), (s.cell, s, told)
    solved = ok("open", code=made.code, answer=made.answer, shown=True)
    assert solved["solved"] is True


def test_a_pieces_words_say_its_polygon_and_its_sides_by_the_compass() -> None:
    layout = _board("octagonal", False).layout
    text = svg.board(layout, label="b", lang="en")
    said = re.findall(r'aria-label="(Row \d+, column \d+: [^"]+)"', text)
    assert said and all(("octagon" in s) or ("square" in s) for s in said)
    assert any("north-east" in s or "south-west" in s for s in said)
    ja = svg.board(layout, label="b", lang="ja")
    assert "八角形" in ja and "北東" in ja or "南西" in ja
    assert compass_key(1, 0) == "sideEast" and compass_key(0, -1) == "sideNorth" and compass_key(-1, 1) == "sideSouthWest"


@pytest.mark.parametrize("name", GRIDS)
def test_the_keys_go_to_the_neighbour_that_way_and_reach_every_piece(name: str) -> None:
    layout = _board(name, False).layout
    opened = ok("open", code=layout_code(layout))
    ways = opened["keys"]["arrows"]
    places = layout.geometry.places(layout.width, layout.height, layout.wrap)
    for c in range(layout.size):
        for k, (ux, uy) in enumerate(WAYS):
            to = ways[8 * c + k]
            if to >= 0:
                (x, y), (tx, ty) = places.centre(c), places.centre(to)
                assert (tx - x) * ux + (ty - y) * uy > 0, (c, k, to)
    # from the first piece the eight ways reach every piece of the board's shape
    start = next(c for c in range(layout.size) if c not in layout.holes)
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for to in ways[8 * c:8 * c + 8]:
            if to >= 0 and to not in seen:
                seen.add(to)
                todo.append(to)
    assert seen == set(range(layout.size)) - set(layout.holes)


def test_a_piece_only_the_diagonals_reach_is_reached_by_keys_a_laptop_has_and_said_so() -> None:
    """On octagons the four arrows reach only the octagons (no arrow points at a small square between them): the
    diagonals 7 9 1 3 are the only way there, so Settings' keys and the how-to say them, the number row's as well as
    the keypad's (keys.js reads both), in both languages."""
    from suido import strings
    layout = _board("octagonal", False).layout
    ways = ok("open", code=layout_code(layout))["keys"]["arrows"]
    start = next(c for c in range(layout.size) if c not in layout.holes)
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for k in (0, 2, 4, 6):  # the arrows alone
            to = ways[8 * c + k]
            if to >= 0 and to not in seen:
                seen.add(to)
                todo.append(to)
    assert len(seen) < layout.size - len(layout.holes)
    assert "7 9 1 3 (the keypad's, or the number row's)" in strings.say("en", "keysTiling")
    assert "the number row's" in strings.say("en", "howToTiling")
    assert "7 9 1 3(テンキーか数字の列)" in strings.say("ja", "keysTiling")
    assert "数字の列" in strings.say("ja", "howToTiling")
    page = (Path(__file__).resolve().parents[2] / "site" / "index.html").read_text(encoding="utf-8")
    assert 'data-word="keysTiling"' in page  # in Settings' list of keys


def layout_code(layout: object) -> str:
    from suido.codes import encode
    return encode(layout)  # type: ignore[arg-type]


def test_a_mark_and_a_pin_and_a_hint_on_a_tiling() -> None:
    made = _board("cube", False, seed=3)
    opened = ok("open", code=made.code, answer=made.answer)
    board = opened["board"]
    cell = next(c for c in range(made.layout.size) if c not in made.layout.holes and made.layout.cells[c])
    places = made.layout.geometry.places(made.layout.width, made.layout.height, made.layout.wrap)
    x, y = places.centre(cell)
    side = places.sides(cell)[0]
    ex, ey = places.arm_end(cell, side)
    marked = ok("move", board=board, move="m", cell=cell, point=[(x + ex) * CELL, (y + ey) * CELL])
    assert "sd-mark" in marked.get("marks", "") or marked.get("edge") is not None, marked
    pinned = ok("move", board=board, move=f"p{cell}")
    assert pinned["cells"] and pinned["cells"][0]["pinned"] is True
    hint = ok("move", board=board, move="hint")["hint"]
    assert hint["cells"] and hint["note"] and hint["where"].startswith("Row ")
    assert decode(made.code).size == opened["count"]
    # a mark's words name its two pieces where their own words do (row, place in the row), not by the code's width
    layout = made.layout
    side = next(s for s in places.sides(cell) if markable_side(layout, cell, s))
    said = ok("move", board=board, move="j", cell=cell, side=side)["said"]
    r, k = place_of(layout.geometry, layout.width, layout.height, layout.wrap, layout.holes)[cell]
    assert f"row {r}, column {k}" in said, said


HEXAPIPES = Path(__file__).resolve().parents[3] / "shared" / "peer" / "hexapipes" / "generated"


@pytest.mark.parametrize("name", sorted(f"{g}{w}" for g in ("cube", "etrat", "hexagonal", "octagonal",
                                                            "rhombitrihexagonal", "snubsquare", "square",
                                                            "triangular", "trihexagonal") for w in ("", "-wrap")))
def test_the_makers_hexapipes_box_opens_a_puzzle_of_every_grid(name: str) -> None:
    path = HEXAPIPES / f"{name}.jsonl"
    if not path.is_file():  # (as tests/test_hexapipes_corpus.py: read there, never copied)
        if os.environ.get("CI"):
            pytest.fail(f"{path} is missing on CI", pytrace=False)
        pytest.skip(f"{path} is not here (a clone without the shared folder)")
    line = json.loads(path.read_text().splitlines()[0])
    puzzle = {k: line[k] for k in ("grid", "width", "height", "wrap", "tiles")}
    read = ok("hexapipes", text=json.dumps(puzzle))
    opened = ok("open", code=read["code"], answer=read["answer"], shown=bool(read["answer"]))
    assert opened["count"] == len(puzzle["tiles"]) and opened["svg"].startswith("<svg")
    if read["answer"]:
        assert opened["solved"] is True


def test_the_piece_guide_shows_every_grids_pieces_up_to_turning() -> None:
    got = ok("pieces", grid="tilings", lang="ja")["pieces"]
    for name, grid in TILINGS.items():
        mine = [p for p in got if p["grid"] == name]
        polygons = {p.name: p for p in grid.polygons}
        assert len(mine) == sum(len(p.shapes()) - 1 for p in polygons.values()), name  # every shape but bare ground
        # each says its polygon (the how-to above a tiling's board shows a few of each), in the grid's order
        assert [p["polygon"] for p in mine] == sorted((p["polygon"] for p in mine), key=list(polygons).index), name
        assert all(p["svg"].startswith('<svg xmlns="http://www.w3.org/2000/svg" class="suido"') and p["name"]
                   and p["gridName"] for p in mine)
    assert any("八角形" in p["name"] for p in got)


def markable_side(layout: suido.Layout, cell: int, side: int) -> bool:
    return edge_of(layout, cell, side) is not None
