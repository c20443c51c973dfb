"""Board shapes (suido.grids.shapes): every grid with shapes makes each of its shapes with one answer, the holes
where the shape says, the same board from the same seed, drawn without its outside cells and fitting its box;
the shapes refused in words that name the grid's own; the command line and the worker's make take them."""

from __future__ import annotations

import json
import math
import re

import pytest

import suido
from suido import svg, web
from suido.__main__ import main
from suido.grids import ALL_GRIDS, TILINGS
from suido.grids.shapes import SHAPES

pytestmark = pytest.mark.engine

SIDE = 8  # hexapipes' size: every shape of every grid keeps enough cells at it
CASES = [(name, wrap, shape) for name, grid in TILINGS.items() for wrap in (False, True)
         for shape in (grid.wrap_shapes if wrap else grid.board_shapes)]


def test_hexapipes_shapes_are_on_its_grids() -> None:
    """hexapipes' own shapes per grid (its useShape), and every name one of SHAPES."""
    hexish = {"hexagon", "triangle", "hourglass", "donut", "hole"}
    for name in ("hexapipes-hex", "cube", "trihexagonal"):
        assert set(TILINGS[name].board_shapes) == hexish
    assert set(TILINGS["octagonal"].board_shapes) == {"octagon", "hole", "butterfly", "donut"}
    assert {"half-wrap-horizontal", "half-wrap-vertical"} <= set(TILINGS["octagonal"].wrap_shapes)
    assert all(set(g.board_shapes) | set(g.wrap_shapes) <= set(SHAPES) for g in ALL_GRIDS.values())
    assert not ALL_GRIDS["square"].board_shapes and not ALL_GRIDS["hex"].board_shapes  # no holes on those


@pytest.mark.parametrize(("name", "wrap", "shape"), CASES)
def test_a_shaped_board_has_one_answer_and_the_shape_s_holes(name: str, wrap: bool, shape: str) -> None:
    grid = TILINGS[name]
    made = suido.make(size=SIDE, grid=name, wrap=wrap, shape=shape, seed=5)
    holes = grid.shaped_holes(SIDE, SIDE, wrap, shape)
    assert set(made.layout.holes) == holes and grid.frame_holes(SIDE, SIDE, wrap) <= holes
    # a shape is not the grid's own, but the cube's hexagon: hexapipes trims its boards to one, and so does ours
    assert (holes == grid.holes(SIDE, SIDE, wrap)) == (name == "cube" and shape == "hexagon")
    assert all(made.layout.cells[c] == 0 for c in holes) and made.code.split(":")[1].count("..") == len(holes)
    assert suido.solve(made.layout, limit=2).count == 1 and suido.check_answer(made.code, made.answer).ok
    if CASES.index((name, wrap, shape)) % 4 == 0:  # (a quarter of them: each make costs the engine's run inside Pyodide)
        assert suido.make(size=SIDE, grid=name, wrap=wrap, shape=shape, seed=5) == made  # the same seed, the same board
    assert suido.decode(made.code).holes == made.layout.holes


@pytest.mark.parametrize(("name", "wrap", "shape"), CASES[::3])
def test_a_shaped_board_is_drawn_without_its_outside_cells_in_its_own_box(name: str, wrap: bool, shape: str) -> None:
    layout = suido.make(size=SIDE, grid=name, wrap=wrap, shape=shape, seed=2).layout
    text = svg.board(layout)
    holes = set(layout.holes)
    drawn = {int(c) for c in re.findall(r'<g class="sd-cell" data-cell="(\d+)"(?! data-hole)', text)}
    assert drawn == set(range(layout.size)) - holes
    assert len(re.findall(r'data-hole="true"', text)) == len(holes)
    places = ALL_GRIDS[name].places(layout.width, layout.height, wrap, layout.holes)
    w, h = places.extent
    assert f'data-extent="{_n(w * 100)} {_n(h * 100)}"' in text
    xs = [x + cx for c in drawn for (x, _), (cx, _) in [(places.centre(c), xy) for xy in places.corners(c)]]
    ys = [y + cy for c in drawn for (_, y), (_, cy) in [(places.centre(c), xy) for xy in places.corners(c)]]
    assert math.isclose(min(xs), 0, abs_tol=1e-6) and math.isclose(max(xs), w, abs_tol=1e-6)  # the box fits it
    assert math.isclose(min(ys), 0, abs_tol=1e-6) and math.isclose(max(ys), h, abs_tol=1e-6)


def _n(v: float) -> str:
    return str(int(v)) if abs(v - round(v)) < 0.005 else f"{v:.2f}".rstrip("0")


@pytest.mark.parametrize("name", [n for n, g in TILINGS.items() if "half-wrap-horizontal" in g.wrap_shapes])
def test_a_half_wrap_board_wraps_one_way_only(name: str) -> None:
    """No neighbour across the top seam is left on half-wrap-horizontal (none across the left one on -vertical),
    while the other seam still joins."""
    grid = TILINGS[name]
    places = grid.places(SIDE, SIDE, True)
    table, n = grid.neighbour_table(SIDE, SIDE, True, ()), grid.sides
    w, h = places.extent
    for shape, cut, kept in (("half-wrap-horizontal", 1, 0), ("half-wrap-vertical", 0, 1)):
        holes = grid.shaped_holes(SIDE, SIDE, True, shape)
        across = [0, 0]  # pairs across the left and right seam, across the top and bottom one
        for c in range(len(places.centres)):
            for s in places.sides(c):
                o = table[c * n + s]
                if c in holes or o < 0 or o in holes or places.beside(c, s, o, grid.backs[s]):
                    continue
                (x, y), (ox, oy) = places.centre(c), places.centre(o)
                across[0] += abs(x - ox) > w / 2
                across[1] += abs(y - oy) > h / 2
        assert across[cut] == 0 and across[kept] > 0, (shape, across)


@pytest.mark.parametrize("side", [5, 6, 7])
def test_a_wrapping_cube_board_shapes_its_hexagons_where_they_stand(side: int) -> None:
    """On a cube board that wraps a hexagon's three faces may stand on both sides of a seam: a half-wrap still
    leaves out one row (column) of whole hexagons, well under half the board, where the faces' mean put every
    hexagon in the middle and left none."""
    grid = TILINGS["cube"]
    count = len(grid.places(side, side, True).centres)
    for shape in ("half-wrap-horizontal", "half-wrap-vertical"):
        holes = grid.shaped_holes(side, side, True, shape)
        assert 0 < len(holes) < count / 2, (shape, len(holes), count)
        assert all({h - h % 3, h - h % 3 + 1, h - h % 3 + 2} <= holes for h in holes), shape  # whole hexagons


def test_the_shapes_geometry() -> None:
    hexagon = TILINGS["hexapipes-hex"].shaped_holes(9, 9, False, "hexagon")
    assert {0, 8, 72, 80} <= hexagon and not {36, 40, 44, 4, 76} & hexagon  # the corners go; the middle row stays
    triangle = TILINGS["hexapipes-hex"].shaped_holes(9, 9, False, "triangle")
    assert not set(range(9)) & triangle and {72, 80} <= triangle and 76 not in triangle  # on its point
    hole = TILINGS["octagonal"].shaped_holes(9, 9, False, "hole")
    assert 40 in hole and {0, 8, 72, 80}.isdisjoint(hole)  # the middle octagon and round it
    donut = TILINGS["octagonal"].shaped_holes(9, 9, False, "donut")
    assert donut == TILINGS["octagonal"].shaped_holes(9, 9, False, "octagon") | hole
    cube = TILINGS["cube"].shaped_holes(9, 9, False, "hole")
    assert all({3 * (c // 3), 3 * (c // 3) + 1, 3 * (c // 3) + 2} <= cube for c in cube)  # whole cubes


def test_a_shape_a_grid_has_not_is_refused_naming_the_grid_s_shapes() -> None:
    with pytest.raises(ValueError, match="octagonal grid can have octagon, hole, butterfly or donut"):
        suido.make(size=7, grid="octagonal", shape="hexagon")
    with pytest.raises(ValueError, match="that wraps can have half-wrap-horizontal, half-wrap-vertical or hole"):
        suido.make(size=7, grid="cube", wrap=True, shape="hexagon")
    for grid in ("square", "hex"):   # the grid as make takes it, and which grids have which shapes
        with pytest.raises(ValueError, match=f"a board of grid '{grid}' has no shapes; the grids that have shapes: "
                                             r"octagonal \(octagon, hole, butterfly or donut\), etrat \(hole\), ") as e:
            suido.make(size=7, grid=grid, shape="hole")
        assert "cube (hexagon, triangle, hourglass, donut or hole)" in str(e.value)
        assert "on a board that wraps, each of them half-wrap-horizontal, half-wrap-vertical or hole" in str(e.value)
    with pytest.raises(ValueError, match="cannot wrap"):  # the kind's own refusal, not the shape's
        suido.make(size=7, grid="cube", kind="inlet-outlet", wrap=True, shape="hole")
    with pytest.raises(ValueError, match="too few"):
        suido.make(size=5, grid="trihexagonal", shape="hole")
    with pytest.raises(ValueError, match="can have"):
        suido.make(size=7, grid="cube", shape=3)  # type: ignore[arg-type]


def test_inlet_outlet_and_drains_take_a_shape() -> None:
    for kind in ("inlet-outlet", "drains"):
        made = suido.make(size=SIDE, grid="octagonal", kind=kind, shape="butterfly", seed=4)
        assert suido.solve(made.layout, limit=2).count == 1 and made.layout.holes


def test_the_command_line_makes_a_shaped_board(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["make", "--grid", "cube", "--shape", "donut", "--size", "9", "--seed", "3"]) == 0
    code, _answer = capsys.readouterr().out.split()
    assert code == suido.make(size=9, grid="cube", shape="donut", seed=3).code and ".." in code


def test_the_worker_makes_a_shaped_board_and_offers_each_grid_s_shapes() -> None:
    hello = json.loads(web.handle(json.dumps({"id": 1, "op": "hello"})))["result"]
    field = next(f for f in hello["make"] if f["option"] == "shape")
    assert field["name"] == "boardShape" and field["choices"] == list(SHAPES)
    assert field["byGrid"]["octagonal"] == [list(TILINGS["octagonal"].board_shapes),
                                            list(TILINGS["octagonal"].wrap_shapes)]
    assert "square" not in field["byGrid"] and "hex" not in field["byGrid"]
    from suido import strings
    for key in [field["label"], field["whole"], *field["words"]]:
        assert strings.say("en", key) != key and strings.say("ja", key) != strings.say("en", key)
    reply = json.loads(web.handle(json.dumps({"id": 2, "op": "make", "args": {
        "grid": "trihexagonal", "size": 9, "boardShape": "hourglass", "seed": 6}})))
    assert reply["ok"], reply
    assert reply["result"]["code"] == suido.make(size=9, grid="trihexagonal", shape="hourglass", seed=6).code
    refused = json.loads(web.handle(json.dumps({"id": 3, "op": "make", "args": {
        "grid": "octagonal", "size": 9, "boardShape": "triangle", "seed": 6}})))
    assert not refused["ok"] and "octagon, hole, butterfly or donut" in refused["error"]


def test_a_shape_the_worker_refuses_is_said_in_the_page_s_language() -> None:
    """A shape too large a part of a small board (the form lets a size of 4 through) is refused by make and search
    with a line in the page's language ahead of make's own sentence, never English alone on a Japanese page."""
    from suido import strings
    args = {"grid": "trihexagonal", "size": 4, "boardShape": "hole", "seed": 1}
    for op in ("make", "search"):
        english = json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))
        japanese = json.loads(web.handle(json.dumps({"id": 2, "op": op, "args": {**args, "lang": "ja"}})))
        assert not english["ok"] and not japanese["ok"]
        assert english["error"].startswith("The shape leaves"), english
        assert japanese["error"] == strings.say("ja", "makeRefused", why=english["error"]) != english["error"]


def test_a_shape_asked_of_squares_or_hexagons_is_refused_in_the_player_s_words() -> None:
    """The worker names the grid as the Make form does, and each grid that has shapes with its shapes as the form
    offers them, in the page's language (never make's English with the API's names)."""
    from suido import strings
    for lang in ("en", "ja"):
        for grid in ("square", "hex"):
            for op in ("make", "search"):
                reply = json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": {
                    "grid": grid, "size": 5, "boardShape": "donut", "lang": lang}})))
                assert not reply["ok"]
                said = reply["error"]
                named = strings.say(lang, "makeGridSquare" if grid == "square" else "makeGridHex")
                assert said.startswith(strings.say(lang, "makeNoShape", grid=named, grids="\0").split("\0")[0])
                for name in ("makeGridOctagonal", "makeGridCube", "boardShapeButterfly", "boardShapeHourglass"):
                    assert strings.say(lang, name) in said, (lang, name)
                assert "octagonal" not in said and "hexapipes-hex" not in said   # no name of the API's


@pytest.mark.parametrize("grid", sorted(TILINGS))
def test_a_half_wrap_board_runs_round_one_way_and_its_chip_says_which(grid: str) -> None:
    """`wrap_ways` finds the seam a half-wrap shape leaves with no cell across it; the open reply's wrap chip says
    the one way the board runs round (both ways on a whole board that wraps), in English and Japanese."""
    from suido import strings
    from suido.grids.places import wrap_ways
    say = {}
    for shape, ways, key in ((None, (True, True), "twistWrapSays"),
                             ("half-wrap-horizontal", (True, False), "twistWrapLeftRightSays"),
                             ("half-wrap-vertical", (False, True), "twistWrapTopBottomSays")):
        layout = suido.make(size=6, grid=grid, wrap=True, seed=2, shape=shape).layout
        assert wrap_ways(layout.geometry, layout.width, layout.height, True, layout.holes) == ways, shape
        for lang in ("en", "ja"):
            reply = json.loads(web.handle(json.dumps({"id": 1, "op": "open", "args": {
                "code": suido.encode(layout), "lang": lang}})))
            assert reply["ok"], reply
            chip = next(t for t in reply["result"]["twists"] if t["twist"] == "wrap")
            assert chip["says"] == strings.say(lang, key)
            say[lang, shape] = chip["says"]
    assert len(set(say.values())) == 6   # three lines a language, each its own
    plain = suido.make(size=6, grid=grid, seed=2).layout
    assert wrap_ways(plain.geometry, plain.width, plain.height, False, plain.holes) == (False, False)
