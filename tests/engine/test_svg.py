"""suido.svg: the drawing says what the board is, by its elements, classes and attributes.

Plain pytest (no hypothesis): this file also runs inside Pyodide. The SVG is parsed as XML, so
every drawing is also checked to be well formed."""

from __future__ import annotations

import json
import random
import re
import xml.etree.ElementTree as ET

import pytest
from enginekit import random_layout, tree_board

import suido
from suido import decode, encode, flow_of, new_game, squares_of, turn_at
from suido import levels, strings, svg, web
from suido.grids import ALL_GRIDS
from suido.pieces import shape_of

NS = "{http://www.w3.org/2000/svg}"

BOARDS = {  # name -> code
    "network": "3x2:35B7vM",
    "walls": "5x5:CB3E99577cBBrfEea6aB65Ecc;w4,34,36",
    "inlet-outlet-locked": "5x5i:hfba0694393ccca505393ac3I;l15,20,23,24",
    "drains-bare-ground": "5x5d:0195B80l0009bc0050bI0Ia6I",
    "big-and-block": "5x5:9Ica935racCde8339c459B559;b17;k8",
    "wrap-walls-locked": encode(random_layout(random.Random(5), 5, 4, "network", True, walls=0.15, locked=0.2)),
    "drains-wrap": encode(random_layout(random.Random(8), 4, 4, "drains", True, walls=0.1, locked=0.1)),
    "squares-random": encode(random_layout(random.Random(11), 6, 6, "network", False, squares=3)),
}


def parse(text: str) -> ET.Element:
    return ET.fromstring(text)


def cells_of(root: ET.Element) -> list[ET.Element]:
    return [g for g in root.iter(NS + "g") if g.get("class") == "sd-cell"]


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if (e.get("class") or "").split()[:1] == [name]]


def style_of(element: ET.Element) -> dict[str, str]:
    pairs = (part.split(":", 1) for part in (element.get("style") or "").split(";") if part)
    return {k.strip(): v.strip() for k, v in pairs}


@pytest.fixture(params=sorted(BOARDS), ids=sorted(BOARDS))
def layout(request: pytest.FixtureRequest) -> suido.Layout:
    return decode(BOARDS[request.param])


def test_the_svg_root(layout: suido.Layout) -> None:
    root = parse(svg.board(layout, label="a board"))
    assert root.tag == NS + "svg"
    assert root.get("class") == "suido"
    assert root.get("viewBox") == f"0 0 {layout.width * 100} {layout.height * 100}"
    assert root.get("data-solved") == ("true" if flow_of(layout).solved else "false")
    deepest = max(flow_of(layout).depth)
    assert style_of(root)["--sd-step"] == f"{svg.step_for(deepest)}ms"
    assert root.get("aria-label") == "a board"
    assert root.find(NS + "title").text == "a board"
    assert "--sd-water" in root.find(NS + "style").text


def test_every_cell_once_with_its_attributes(layout: suido.Layout) -> None:
    root = parse(svg.board(layout))
    cells = cells_of(root)
    assert [int(g.get("data-cell")) for g in cells] == list(range(layout.size))
    flow = flow_of(layout)
    for g in cells:
        c = int(g.get("data-cell"))
        assert g.get("data-shape") == shape_of(layout.cells[c])
        role = "source" if c in layout.sources else "drain" if c in layout.drains else "plain"
        assert g.get("data-role") == role
        assert g.get("data-locked") == ("true" if c in layout.locked else "false")
        assert g.get("data-wet") == ("true" if flow.wet[c] else "false")
        assert style_of(g)["--k"] == str(max(0, flow.depth[c]))
        row, col = divmod(c, layout.width)
        turns = [e for e in g if e.get("class") == "sd-turn"]
        assert len(turns) == 1 and style_of(turns[0])["--q"] == "0"
        # every part at its absolute place, the turn box about the piece's centre (or its square's): no transform
        # (each is a node of the browser's paint property trees, and a paint chunk it sorts on every frame)
        x, y = col * 100 + 50, row * 100 + 50
        assert style_of(turns[0])["--o"] == f"{x}px {y}px"   # (a piece of a square turns about the square's centre)
        assert ("transform-origin" in style_of(turns[0])) == (squares_of(layout)[1][c] >= 0)
        assert [e for e in g.iter() if e.get("transform")] == []
        hit = by_class(g, "sd-hit")[0]
        assert (hit.get("x"), hit.get("y")) == (str(x - 47), str(y - 47))
        arms = by_class(turns[0], "sd-arm")
        assert sorted(int(a.get("data-side")) for a in arms) == [s for s in range(4) if layout.cells[c] >> s & 1]
        for arm in arms:
            assert arm.get("data-w") in ("in", "out", "leak", "")
            # one path an arm, from the centre to the edge, whichever way its water runs
            assert arm.tag == NS + "path" and len(arm) == 0 and arm.get("pathLength") == "1"
            assert arm.get("d").startswith(f"M{x} {y}l")


def test_marks_for_pumps_drains_and_locked_pieces(layout: suido.Layout) -> None:
    root = parse(svg.board(layout))
    marked = {name: sorted(int(g.get("data-cell")) for g in cells_of(root) if by_class(g, name))
              for name in ("sd-pump", "sd-bowl", "sd-lock")}
    bowls = list(layout.drains) if layout.kind != "network" else []   # a network's marked dead ends are ends
    assert marked == {"sd-pump": list(layout.sources), "sd-bowl": bowls, "sd-lock": list(layout.locked)}


def pieces_drawn(lang: str = "en") -> dict[str, str]:
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "pieces", "args": {"lang": lang}})))
    return {p["piece"]: p["svg"] for p in reply["result"]["pieces"]}


def test_an_end_a_drain_and_a_pump_are_told_apart_by_their_shapes() -> None:
    """An end was drawn with a round hub that, wet, showed as a ring at its tip, and a network's dead ends (marked
    in its code) with a drain's bowl: a new player read 5x5 level 1 as "all drains". An end is capped (a bar across
    its arm, no circle), a drain is a bowl with a grate, a pump a disc with waves: shapes, not colours alone, so they
    hold in forced colours too."""
    drawn = {name: parse(text) for name, text in pieces_drawn().items()}
    end, drain, pump = drawn["end"], drawn["drain"], drawn["pump"]
    assert len(by_class(end, "sd-cap")) == 1
    assert [c for g in cells_of(end) for c in g.iter(NS + "circle")] == []   # (the drop and the pin are in <defs>)
    assert by_class(end, "sd-bowl") == [] and by_class(end, "sd-grate") == [] and by_class(end, "sd-pump") == []
    assert len(by_class(drain, "sd-bowl")) == 1 and len(by_class(drain, "sd-grate")) == 1
    assert len(by_class(pump, "sd-pump")) == 1 and by_class(pump, "sd-bowl") == []
    # the first level a new player meets: a network, its dead ends marked in its code; each is drawn capped
    row = levels.load("5x5")[0]
    layout = suido.decode(row.board)
    assert layout.kind == "network" and layout.drains
    root = parse(svg.board(layout, lang="en"))
    assert by_class(root, "sd-bowl") == [] and by_class(root, "sd-grate") == []
    ends = [c for c, m in enumerate(layout.cells) if bin(m).count("1") == 1]
    capped = sorted(int(g.get("data-cell")) for g in cells_of(root) if by_class(g, "sd-cap"))
    assert capped == ends and set(layout.drains) <= set(ends)
    assert [g.get("data-cell") for g in cells_of(root)
            if list(g.iter(NS + "circle")) and int(g.get("data-cell")) not in layout.sources] == []   # a pump's alone
    # and said as ends, not drains, to a screen reader
    labels = [g.get("aria-label") for g in cells_of(root) if int(g.get("data-cell")) in layout.drains]
    assert labels and all("drain" not in text and "end" in text for text in labels), labels
    # a drain of a drains board keeps its bowl and grate, and its word
    drains = suido.make(size=5, kind="drains", seed=3).layout
    root = parse(svg.board(drains, lang="en"))
    assert sorted(int(g.get("data-cell")) for g in cells_of(root) if by_class(g, "sd-grate")) == list(drains.drains)
    assert all("drain" in g.get("aria-label") for g in cells_of(root) if int(g.get("data-cell")) in drains.drains)


def test_walls_rim_plates_and_pivots(layout: suido.Layout) -> None:
    root = parse(svg.board(layout))
    walls = by_class(root, "sd-walls")
    assert len(walls) == (1 if layout.walls else 0)
    if walls:
        segments = walls[0].get("d").count("M")
        extra = sum(1 for e in layout.walls if layout.wrap and (
            (e % 2 == 0 and (e // 2) % layout.width == layout.width - 1)
            or (e % 2 == 1 and (e // 2) // layout.width == layout.height - 1)))
        assert segments == len(layout.walls) + extra
    rim = by_class(root, "sd-rim")
    assert len(rim) == (1 if layout.wrap else 0)
    squares, of = squares_of(layout)
    plates = by_class(root, "sd-plate")
    assert sorted(int(p.get("data-block")) for p in plates) == sorted(s.anchor for s in squares)
    assert {int(p.get("data-block")): p.get("data-big") == "true" for p in plates} == {s.anchor: s.big for s in squares}
    assert len(by_class(root, "sd-pivot")) == len(squares)
    for g in cells_of(root):
        c = int(g.get("data-cell"))
        assert (g.get("data-block") is not None) == (of[c] >= 0)


def test_arms_follow_the_flow(layout: suido.Layout) -> None:
    """data-w: "leak" where the flow spills, "in" on the entry side, "out" on the other wet arms."""
    flow = flow_of(layout)
    root = parse(svg.board(layout))
    spills = set(flow.spills)
    for g in cells_of(root):
        c = int(g.get("data-cell"))
        for arm in by_class(g, "sd-arm"):
            side = int(arm.get("data-side"))
            want = ("" if not flow.wet[c] else "leak" if (c, side) in spills
                    else "in" if flow.entry[c] == side else "out")
            assert arm.get("data-w") == want, (c, side)
        if c in layout.sources:
            assert all(a.get("data-w") != "in" for a in by_class(g, "sd-arm"))


def test_dry_drawing_has_no_water(layout: suido.Layout) -> None:
    root = parse(svg.board(layout, water=False))
    assert root.get("data-solved") == "false"
    for g in cells_of(root):
        assert g.get("data-wet") == "false" and style_of(g)["--k"] == "0"
        assert all(a.get("data-w") == "" for a in by_class(g, "sd-arm"))


def test_cells_that_never_turn_say_so(layout: suido.Layout) -> None:
    game = new_game(layout)
    root = parse(svg.board(layout, lang="en"))
    for g in cells_of(root):
        c = int(g.get("data-cell"))
        assert (g.get("data-fixed") == "true") == (not suido.can_turn_at(game, c))
        assert g.get("role") == "gridcell"
        assert g.get("tabindex") == ("0" if c == 0 else "-1")
        assert g.get("aria-label").startswith(f"Row {c // layout.width + 1}, column {c % layout.width + 1}: ")


def test_a_board_to_play_is_a_grid_of_rows_of_gridcells(layout: suido.Layout) -> None:
    root = parse(svg.board(layout, lang="en", label="a board"))
    assert root.get("role") == "grid"
    assert (root.get("aria-rowcount"), root.get("aria-colcount")) == (str(layout.height), str(layout.width))
    rows = [g for g in root if g.get("role") == "row"]
    assert len(rows) == layout.height
    for r, row in enumerate(rows):
        cells = [int(g.get("data-cell")) for g in row if g.get("class") == "sd-cell"]
        assert cells == list(range(r * layout.width, (r + 1) * layout.width))
    # a drawing with nobody to play it (no words) stays a picture
    assert parse(svg.board(layout, label="a picture")).get("role") == "group"


def test_a_leak_is_marked_by_a_drop_not_colour_alone() -> None:
    root = parse(svg.board(decode("3x2:35B7vM")))
    marker = root.find(f"{NS}defs/{NS}marker")
    assert marker.get("id") == "sd-drop" and marker.get("class") == "sd-leak"
    css = root.find(NS + "style").text
    assert ".sd-arm[data-w=leak]{marker-end:url(#sd-drop)" in css


def test_the_label_is_escaped() -> None:
    text = svg.board(decode("3x2:35B7vM"), label='<script>"x" & y</script>')
    assert "<script>" not in text
    root = parse(text)
    assert root.get("aria-label") == '<script>"x" & y</script>'


def test_a_game_turned_draws_the_given_pieces_turned_by_q() -> None:
    layout, _solution = tree_board(random.Random(3), 4, 4)
    game = new_game(layout)
    cell = next(c for c in range(layout.size) if suido.can_turn_at(game, c))
    for by in (1, 1, -1, -1, -1):
        game = turn_at(game, cell, by)
    root = parse(svg.board(layout, game.masks, game.quarters))
    g = cells_of(root)[cell]
    assert g.get("data-shape") == shape_of(layout.cells[cell])
    turn_box = next(e for e in g if e.get("class") == "sd-turn")
    assert style_of(turn_box)["--q"] == "-1"
    # the arms are the GIVEN piece's sides; the flow is the turned board's
    assert sorted(int(a.get("data-side")) for a in by_class(g, "sd-arm")) == [
        s for s in range(4) if layout.cells[cell] >> s & 1]
    flow = flow_of(layout, game.masks)
    assert root.get("data-solved") == ("true" if flow.solved else "false")


def test_a_square_turns_about_its_centre_and_carries_its_pieces() -> None:
    layout = decode(BOARDS["big-and-block"])
    squares, _ = squares_of(layout)
    block = next(s for s in squares if not s.big)
    game = turn_at(new_game(layout), block.anchor, 1)
    root = parse(svg.board(layout, game.masks, game.quarters))
    origins = []
    for c in block.cells:
        g = cells_of(root)[c]
        turn_box = next(e for e in g if e.get("class") == "sd-turn")
        style = style_of(turn_box)
        assert style["--q"] == "1"
        origins.append(style["transform-origin"])
    anchor = block.anchor
    x, y = (anchor % layout.width) * 100 + 100, (anchor // layout.width) * 100 + 100
    assert origins == [f"{x}px {y}px"] * 4  # the square's centre
    states = svg.cell_states(layout, game.masks, game.quarters)
    assert [states[c].at for c in block.cells] == [block.cells[1], block.cells[2], block.cells[3], block.cells[0]]


@pytest.mark.parametrize("name", sorted(BOARDS))
def test_cell_states_agree_with_masks_and_flow(name: str) -> None:
    layout = decode(BOARDS[name])
    rng = random.Random(name)
    game = new_game(layout)
    for _ in range(12):
        game = turn_at(game, rng.randrange(layout.size), rng.choice((1, -1)))
    assert svg.masks_after(layout, game.quarters) == game.masks
    flow = flow_of(layout, game.masks)
    states = svg.cell_states(layout, game.masks, game.quarters, flow)
    assert svg.cell_states(layout, None, game.quarters) == states
    assert sorted(s.at for s in states) == list(range(layout.size))
    for s in states:
        assert (s.wet, s.depth) == (flow.wet[s.at], flow.depth[s.at])
        assert s.quarters == game.quarters[s.cell]
        given = layout.cells[s.cell]
        assert suido.turn(given, s.quarters) == game.masks[s.at]
        for local, w in enumerate(s.arms):
            side = (local + s.quarters) % 4
            if not given >> local & 1 or not s.wet:
                assert w == ""
            elif (s.at, side) in flow.spills:
                assert w == "leak"
            else:
                assert w == ("in" if flow.entry[s.at] == side else "out")
    only = [3, 0, 5]
    assert svg.cell_states(layout, game.masks, game.quarters, flow, only=only) == [states[c] for c in only]


@pytest.mark.parametrize("deepest, ms", [(-1, 90), (0, 90), (21, 90), (22, 87), (39, 50), (165, 12), (5000, 12)])
def test_step_for(deepest: int, ms: int) -> None:
    assert svg.step_for(deepest) == ms


def test_cell_label_words() -> None:
    layout = decode("5x5i:hfba0694393ccca505393ac3I;l15,20,23,24")
    states = svg.cell_states(layout)
    assert svg.cell_label(layout, "en", states[0]) == "Row 1, column 1: pump, end, opens north, wet, leaks north"
    assert svg.cell_label(layout, "en", states[24]) == "Row 5, column 5: drain, end, locked, opens west"
    assert svg.cell_label(layout, "ja", states[0]) == "1行1列:ポンプ、行き止まり、北に開く、水あり、北から漏れる"
    # which way a piece faces is said as it turns: the tee at cell 2 opens N, E, W as given
    assert "tee, opens north, east and west" in svg.cell_label(layout, "en", states[2])
    turned = states[2]._replace(quarters=1)
    assert "tee, opens north, east and south" in svg.cell_label(layout, "en", turned)
    assert "T字管、北、東と南に開く" in svg.cell_label(layout, "ja", turned)


def test_a_wall_is_said_on_both_places_it_stands_between_and_the_rim_is_not() -> None:
    """A screen reader hears where a wall stands (it said only the pipes, so a straight piece seemed free to open
    into a drawn wall): by the sides of the place, on both places, in both languages; the rim is no wall."""
    from suido.edits import toggle_wall

    layout = toggle_wall(decode("3x2:2vd000"), 0, 1)   # a wall between cell 0 and cell 1 (cell 0's east)
    states = svg.cell_states(layout)
    assert svg.cell_label(layout, "en", states[0]) == "Row 1, column 1: end, a wall east, opens east"
    assert "cross, a wall west, opens" in svg.cell_label(layout, "en", states[1])
    assert svg.cell_label(layout, "ja", states[0]) == "1行1列:行き止まり、東に壁、東に開く"
    assert "wall" not in svg.cell_label(layout, "en", states[2])   # the rim (north, east) is not a wall
    # on a grid whose cells each have a polygon, a wall's side is named by the compass, as its openings are; each
    # wall is said by the two places it stands between
    octagonal = decode("4x4o:A23042A2328409E0e0e88f54B0o690C0A8a0A8..88A2I0..28C0A8..........;w24,56,83")
    said = [svg.cell_label(octagonal, "en", s) for s in svg.cell_states(octagonal)]
    assert "Row 3, column 1: tripod, octagon, a wall south-east, opens south-west, west and north-east" in said
    assert sum(text.count("a wall") for text in said) == 2 * len(octagonal.walls)


def test_a_leak_is_named_by_its_piece_and_the_boards_side_and_a_row_by_its_number() -> None:
    layout = decode("3x2:2vd000")  # an end, a pump (a cross), a tee opening north, south and west; bare ground
    states = svg.cell_states(layout)
    assert svg.cell_label(layout, "en", states[1]).endswith("wet, leaks north and south")
    assert svg.cell_label(layout, "ja", states[1]).endswith("水あり、北と南から漏れる")
    assert svg.cell_label(layout, "en", states[0]).endswith("opens east, wet")     # it meets the pump
    assert "leaks" not in svg.cell_label(layout, "en", states[1]._replace(wet=False))  # dry: it leaks nowhere
    # the tee turned a quarter: its arms that leak (given north and west) face the board's east and north
    game = turn_at(new_game(layout), 2)
    turned = svg.cell_states(layout, game.masks, game.quarters)
    assert svg.cell_label(layout, "en", turned[2]) == "Row 1, column 3: tee, opens north, east and west, wet, leaks north and east"
    drawn = svg.board(layout, label="a board", lang="ja")
    assert drawn.count('<g role="row" aria-label="1行目">') == 1 and drawn.count('role="row"') == 2
    assert '<g role="row" aria-label="Row 2">' in svg.board(layout, label="b", lang="en")


def test_strings_rules() -> None:
    assert strings.say("en", "leaks", n=1) == "1 open end leaks"
    assert strings.say("en", "leaks", n=2) == "2 open ends leak"
    assert strings.say("ja", "leaks", n=1) == "1か所から漏れています"
    assert strings.say("xx", "turns", n=4) == "4 turns"           # an unknown language reads English
    assert strings.say("en", "par") == "par {n}"                   # no value: the placeholder stays
    assert strings.say("en", "cell", row=1) == "Row 1, column {col}: {what}"
    assert strings.say("en", "nothing-like-it") == "nothing-like-it"
    assert strings.language_of("ja-JP") == "ja" and strings.language_of("en-GB") == "en"
    assert strings.language_of(None) == "en"
    # Japanese has every key but the "…One" forms, which English alone needs
    en, ja = set(strings.STRINGS["en"]), set(strings.STRINGS["ja"])
    assert en - ja == {k for k in en if k.endswith("One")}
    assert ja <= en


@pytest.mark.parametrize("module", [svg, strings])
def test_the_examples_in_the_docstrings(module: object) -> None:
    import doctest

    assert doctest.testmod(module).failed == 0  # type: ignore[arg-type]


def _centre_of(points: str) -> tuple[float, float]:
    """The mean of a polygon's points ("x,y x,y ..."): a regular polygon's, or a rhombus's, centre."""
    xy = [tuple(float(v) for v in p.split(",")) for p in points.split()]
    return sum(x for x, _ in xy) / len(xy), sum(y for _, y in xy) / len(xy)


@pytest.mark.parametrize("name", sorted(ALL_GRIDS))
def test_no_transform_in_a_piece_not_turned_on_every_grid(name: str) -> None:
    """Every part of a piece is drawn at its absolute place (its pipes and arms from its centre, its hit area (its focus
    ring, its hint's light), its shade, pump, bowl and padlock), and its turn box turns about its centre
    (`--o`, its transform-origin): a piece not turned has no transform at all (`data-still`), so a frame of a huge board has no node of the
    browser's paint property trees for it. Only a polygon drawn down or skewed has one (its frame, --f, the turn's
    own), and on a tiling a group of its place and frame round its marks, on the few pieces that have them."""
    layout = suido.make(size=6, grid=name, kind="drains", locked=3, seed=3).layout
    places = layout.geometry.places(layout.width, layout.height, layout.wrap, layout.holes)
    root = parse(svg.board(layout, lang="en"))
    marked = 0
    for g in cells_of(root):
        c = int(g.get("data-cell"))
        if g.get("data-hole") == "true":
            continue
        x, y = (round(v * 100, 2) for v in places.centre(c))
        (turn,) = [e for e in g if e.get("class") == "sd-turn"]
        style = style_of(turn)
        assert style["--o"] == f"{svg.tiles.number(x)}px {svg.tiles.number(y)}px"
        assert [e for e in turn.iter() if e.get("transform")] == []
        # its rule says transform:none (rotate(0deg) is a node too), where it has no frame of its own
        assert (turn.get("data-still") == "true") == ("--f" not in style), (c, style)
        for path in by_class(turn, "sd-arm"):   # from the centre, at its place
            assert path.get("d").startswith(f"M{svg.tiles.point(x, y)}l")
        hit = by_class(g, "sd-hit")[0]
        hx, hy = (_centre_of(hit.get("points")) if hit.get("points") is not None
                  else (float(hit.get("x")) + float(hit.get("width")) / 2,
                        float(hit.get("y")) + float(hit.get("height")) / 2))
        assert abs(hx - x) < 0.05 and abs(hy - y) < 0.05, (c, hx, hy, x, y)
        marks = [e for e in g if e.get("transform")]
        if layout.grid in ("square", "hex"):   # the pump, bowl and padlock at their absolute places
            assert marks == []
            for circle in by_class(g, "sd-pump")[:1] + by_class(g, "sd-bowl"):
                at = circle if circle.tag == NS + "circle" else circle.find(NS + "circle")
                assert (float(at.get("cx")), float(at.get("cy"))) == (x, y)
        else:  # on a tiling, one group, of the piece's place and its frame, round its marks
            assert len(marks) <= 1
            if marks:
                marked += 1
                frame = f"translate({svg.tiles.point(x, y)}) {style.get('--f', '')}".rstrip()
                assert marks[0].get("transform") == frame
                assert by_class(marks[0], "sd-pump") + by_class(marks[0], "sd-drain") + by_class(marks[0], "sd-lock")
    assert layout.locked and marked <= len(layout.sources) + len(layout.drains) + len(layout.locked)
    # a piece turned (a game taken up again) has its transform
    turned = parse(svg.board(layout, lang="en", quarters=[1] * layout.size))
    assert not [e for e in turned.iter() if e.get("data-still") is not None]
    assert ".sd-turn[data-still]{transform:none}" in svg.STYLE


def test_a_big_boards_page_drawing_holds_its_rows_in_bands_each_a_board_over_the_board() -> None:
    """The page's drawing of a big board (`banded=True`, suido.svg.bands) holds its rows, whole and in order, in
    bands of about `BAND` pieces: each a foreignObject over the board's whole box and a margin round it (a leak's
    drop past an edge is not cut) holding an <svg> of that box, neither said to a screen reader, where the rows stood (under the loops' marks, the walls and the
    frame). Every piece is there once and is drawn as without bands. A small board, and any drawing not asked
    banded (a file's), has none."""
    from suido.svg.bands import BAND, MARGIN, band_starts

    big, _ = tree_board(random.Random(3), 40, 40)
    for layout, rows_wanted in ((big, 40), (suido.make(size=20, grid="octagonal", seed=4).layout, None)):
        plain = svg.board(layout, label="a board", lang="en")
        text = svg.board(layout, label="a board", lang="en", banded=True)
        assert "foreignObject" not in plain
        root = parse(text)
        view = root.get("viewBox")
        _, _, w, h = view.split()
        bands = [el for el in root if el.tag == NS + "foreignObject"]
        assert len(bands) >= 2
        seen, sizes, longest = [], [], 0
        for band in bands:
            box = [band.get(k) for k in ("x", "y", "width", "height")]  # the board and a margin round it, unclipped
            assert [float(v) for v in box] == [-MARGIN, -MARGIN, float(w) + 2 * MARGIN, float(h) + 2 * MARGIN]
            assert (band.get("class"), band.get("role")) == ("sd-band", "none")
            (inner,) = list(band)
            assert (inner.tag, inner.get("viewBox"), inner.get("role")) == (NS + "svg", " ".join(box), "none")
            assert [inner.get("width"), inner.get("height")] == box[2:]  # (the board's units, as they stand)
            rows = list(inner)
            assert rows and all(r.get("role") == "row" for r in rows)
            sizes.append(sum(1 for r in rows for c in r if c.get("class") == "sd-cell"))
            longest = max(longest, *(len(r) for r in rows))
            seen += [r.get("aria-label") for r in rows]
        assert len(bands) == sum(sizes) // BAND and max(sizes) - min(sizes) <= longest  # as even as whole rows allow
        assert seen == [r.get("aria-label") for r in root.iter(NS + "g") if r.get("role") == "row"]
        if rows_wanted:
            assert len(seen) == rows_wanted
        # the same drawing but for the bands
        assert re.sub(r"<foreignObject[^>]*><svg[^>]*>|</svg></foreignObject>", "", text) == plain
        order = [el.get("class") for el in root]
        assert order.index("sd-band") > order.index("sd-ground") and order.index("sd-loops") > len(order) - 1 - order[::-1].index("sd-band")
    assert band_starts([400]) == frozenset() and band_starts([200, 200]) == {0, 1}  # whole rows, two bands or none
    small = svg.board(decode(BOARDS["walls"]), label="a board", lang="en", banded=True)
    assert "foreignObject" not in small and small == svg.board(decode(BOARDS["walls"]), label="a board", lang="en")
