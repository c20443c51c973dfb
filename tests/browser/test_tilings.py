"""Every grid on the page (squares, our hexagons and hexapipes' seven others), each in a page already booted, one at a
desk and one at a phone's width with touch, its boards opened without a reload:

- at a desk, a board of every grid opened from a hexapipes puzzle pasted in the maker (of hexapipes' own hexagons,
  one that wraps, and the board played by its address), an edge mark made by a drag on every polygon it has,
  solved by clicks (the left button clockwise, the right back: the short way round) and a pin made by a middle
  click on every polygon; another board of it opened by its address and solved by the keys alone (the ways to a
  neighbour, Enter and Shift+Enter), then a pin (P) and an edge mark (M, then a way) on every polygon; first, an
  address naming no view (?view=records) said;
- on a phone, a board of every grid solved by taps, then on its smallest polygon an edge mark by a long press near
  an edge and a pin by one in its middle; a huge board of mixed polygons zoomed by a pinch;
- axe-core clean on a board of every grid (drains, a locked piece, a wall) in light and dark, in English and in
  Japanese (chosen in Settings, no reload), with screenshots of every grid in light and dark kept in
  dist/screenshots/ (tiling-GRID-SCHEME.png, to look at);
- the maker offering every grid and its shapes (a donut made and drawn without the cells out of it); a board that
  wraps shown among its copies.

The boards are made here with a seed (`suido.make`), or read from the puzzle as the worker reads it; the turns each
piece needs are worked out from the answer (the engine's, or the worker's for a pasted puzzle) and its polygon's
turn, and where each press lands from the engine's places (`Grid.places`: the drawing is 100 units a board unit).
The presses of a board are sent one after the other and the page is waited on once, for all of them: a player never
loses a move, however fast the presses come."""

from __future__ import annotations

import json
import math
import re
import time
from pathlib import Path
from typing import Any, Callable
from urllib.parse import quote

from boardkit import open_board, pinch_out, route, settle, show_view, touch
from playwright.sync_api import expect
from test_a11y import axe_source, axe_violations  # noqa: F401 - axe_source is a fixture

import suido
from suido import strings
from suido.codes import Layout
from suido.grids import TILINGS
from suido.grids.places import arrows_of
from suido.hexapipes import from_hexapipes, to_hexapipes
from suido.marks import JOINED, STROKE, edge_near, edge_of, side_toward, stroke_mark

SHOTS = Path(__file__).resolve().parents[2] / "dist" / "screenshots"
TIMEOUT = 15_000
GRIDS = ("square", "hex", *TILINGS)
WAYS = ("ArrowUp", "9", "ArrowRight", "3", "ArrowDown", "1", "ArrowLeft", "7")   # the eight ways, N to NW (keys.js)
TOWARD = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))   # each way as marks.js sends it
# the ways the keys take here: on squares the four arrows; on our hexagons the digits round 5 and the arrows east and
# west, each to the neighbour across that side (up and down keep to a column there: tests/browser/test_hex_play.py);
# on the other grids all eight, by the worker's table (`arrows_of`)
KEY_WAYS = {"square": (0, 2, 4, 6), "hex": (1, 2, 3, 5, 6, 7)}
COMPASS = ("north", "north-east", "east", "south-east", "south", "south-west", "west", "north-west")


def key_table(layout: Layout) -> tuple[int, ...]:
    """Where each of the eight ways (N to NW) the keys take goes from each cell (-1: none): `route`'s table."""
    grid = layout.geometry
    if layout.grid == "hex":
        table = grid.neighbour_table(layout.width, layout.height, layout.wrap, ())
        side = {name: s for s, name in enumerate(grid.side_names)}
        return tuple(table[6 * c + side[COMPASS[k]]] if k in KEY_WAYS["hex"] else -1
                     for c in range(layout.size) for k in range(8))
    table = arrows_of(grid, layout.width, layout.height, layout.wrap, layout.holes)
    ways = KEY_WAYS.get(layout.grid, tuple(range(8)))
    return tuple(to if i % 8 in ways else -1 for i, to in enumerate(table))


SIZES = {"snubsquare": 4}   # (3: too few cells to have each of its polygons)


def made(grid: str, seed: int = 5) -> suido.Made:
    return suido.make(size=SIZES.get(grid, 3), grid=grid, seed=seed, kind="network")


def go(page: Any, code: str) -> Any:
    """The board of `code` opened in the page already up by its address (pushState and popstate, as the page's own
    links do), painted; its host."""
    host = page.locator(".suido-play").first
    page.evaluate("""(query) => { history.pushState(null, "", query);
        window.dispatchEvent(new PopStateEvent("popstate")); }""", f"./?code={quote(code)}")
    opened(page, code)
    expect(host.locator(".sd-cell")).to_have_count(suido.decode(code).size, timeout=TIMEOUT)
    return host


def opened(page: Any, code: str, answered: bool = False) -> None:
    """Wait until the board of `code` is open and painted (the board before may have as many cells, painted too);
    answered: with its answer (the worker's, for a puzzle pasted)."""
    page.wait_for_function("""([code, answered]) => { const b = window.__suido.board;
        return b.code === code && b.id !== null && b.host.dataset.painted === "true" && (!answered || !!b.answer); }""",
                           arg=[code, answered], timeout=TIMEOUT)


def cell(host: Any, c: int) -> Any:
    return host.locator(f'svg.suido .sd-cell[data-cell="{c}"]')


def steps(board: suido.Made) -> dict[int, tuple[int, int]]:
    """Per piece that must turn: (its steps clockwise to the answer, its polygon's sides)."""
    return steps_to(board.code, board.answer)


def steps_to(code: str, answer: str) -> dict[int, tuple[int, int]]:
    layout, want = suido.decode(code), suido.decode(answer).cells
    grid = layout.geometry
    out = {}
    for c, (mask, goal) in enumerate(zip(layout.cells, want)):
        polygon = layout.polygons[c]
        q = grid.turns_between(mask, goal, polygon)
        assert q is not None
        if q:
            out[c] = (q, grid.polygons[polygon].sides)
    return out


def short(q: int, n: int) -> tuple[int, bool]:
    """The presses that turn a piece q steps clockwise of n the short way, and whether they turn it back."""
    return (n - q, True) if q > n // 2 else (q, False)


def reaches(page: Any, attr: str, value: str) -> None:
    """Wait (each frame: one wait for a board's many presses) until the board's host has attr = value."""
    page.wait_for_function("([a, v]) => document.querySelector('.suido-play').getAttribute(a) === v",
                           arg=[attr, value], timeout=TIMEOUT)


def places_of(layout: Layout) -> Any:
    return layout.geometry.places(layout.width, layout.height, layout.wrap, layout.holes)


def on_screen(host: Any) -> Callable[[float, float], tuple[float, float]]:
    """Board units (x east, y down) to the page's pixels, as the board is drawn now."""
    svg = host.locator("svg.suido")
    svg.scroll_into_view_if_needed()
    a, d, e, f = svg.evaluate("s => { const m = s.getScreenCTM(); return [m.a, m.d, m.e, m.f]; }")
    return lambda x, y: (e + a * x * 100, f + d * y * 100)


def every_polygon(layout: Layout, ways: tuple[int, ...] = tuple(range(8)),
                  by_sides: bool = False) -> dict[int, tuple[int, int]]:
    """Per polygon of the board's grid (each way it lies: a cube's three faces, a triangle up and down; by_sides:
    per number of sides, a kind), a piece on it that turns, and an edge of it to mark, each edge another (two
    pieces' marks on one edge would take the first off): {cell: (a side with a neighbour across its edge, a way
    (0..7) whose side is that one)}. The board must have every polygon of its grid."""
    polygons = layout.geometry.polygons
    kind = (lambda p: polygons[p].sides) if by_sides else (lambda p: p)
    out: dict[int, tuple[int, int]] = {}
    done: set[int] = set()
    edges: set[int | None] = {None}
    for c, p in enumerate(layout.polygons):
        if kind(p) in done or not layout.geometry.can_turn(layout.cells[c], p):
            continue   # (a hole, bare ground and a piece that cannot turn take no pin)
        sides = {side_toward(layout, *TOWARD[k], c): k for k in reversed(ways)}   # each side a way faces, first way
        side = next((s for s in sides if edge_of(layout, c, s) not in edges), None)
        if side is not None:
            out[c] = (side, sides[side])
            done.add(kind(p))
            edges.add(edge_of(layout, c, side))
    assert done == {kind(p) for p in range(len(polygons))}, (layout.grid, out)
    return out


def mark(host: Any, edge: int) -> Any:
    return host.locator(f'svg.suido .sd-marks .sd-mark[data-edge="{edge}"]')


def pasted(page: Any, puzzle: str) -> tuple[Any, str, str]:
    """A hexapipes puzzle pasted in the maker's box and opened: the host, the code played and the worker's answer."""
    host = page.locator(".suido-play").first
    show_view(page, "make")
    box = page.locator(".sd-hexapipes")
    box.locator("textarea").fill(puzzle)
    box.locator("button.sd-hexapipes-open").click()
    code = from_hexapipes(puzzle)
    expect(page.locator("main")).to_have_attribute("data-view", "play", timeout=TIMEOUT)
    opened(page, code, answered=True)
    expect(host.locator(".sd-cell")).to_have_count(suido.decode(code).size, timeout=TIMEOUT)
    answer = page.evaluate("window.__suido.board.answer")
    assert suido.check_answer(code, answer).ok
    return host, code, answer


def test_every_grid_solved_by_clicks_and_by_keys_with_marks_and_pins_on_every_polygon(desk: Any) -> None:
    # an address naming no view says so, and opens the board (as every other bad address does)
    host = open_board(desk, "?view=records")
    expect(host.locator(".sdp-note")).to_have_text(strings.say("en", "addressView", view="records"))
    expect(desk.locator("main")).to_have_attribute("data-view", "play")
    for grid in GRIDS:
        # (1) a hexapipes puzzle pasted in the maker; a mark by a drag across an edge of every polygon; solved by
        # clicks; a middle click pins a piece of every polygon
        if grid == "hexapipes-hex":   # (its puzzle that does not wrap is ours, hex, pasted above: its own wrap)
            host, code, answer = pasted(desk, to_hexapipes(suido.make(size=4, grid=grid, wrap=True, seed=5).code))
            expect(host.locator("svg.suido")).to_have_attribute("data-grid", grid)
            expect(host.locator("svg.suido")).to_have_attribute("data-wrap", "true")
            board = made(grid)
            host, code, answer = go(desk, board.code), board.code, board.answer
        else:
            host, code, answer = pasted(desk, to_hexapipes(made(grid).code))
        expect(host.locator("svg.suido")).to_have_attribute("data-grid", grid)
        layout = suido.decode(code)
        places, at = places_of(layout), on_screen(host)
        kinds = every_polygon(layout)
        for c, (side, _) in kinds.items():
            (x, y), (ax, ay) = places.centre(c), places.arm_end(c, side)
            reach = max(1.4, 1 + STROKE / math.hypot(ax, ay))   # past the edge, and a stroke long enough
            end = (x + reach * ax, y + reach * ay)
            edge, state = stroke_mark(layout, c, (x, y), end) or (None, None)
            assert edge == edge_of(layout, c, side), (grid, c, side)
            (x0, y0), (x1, y1) = at(x, y), at(*end)
            desk.mouse.move(x0, y0)
            desk.mouse.down()
            desk.mouse.move((3 * x0 + x1) / 4, (3 * y0 + y1) / 4)   # past the tap's slop at once
            desk.mouse.move(x1, y1, steps=3)
            desk.mouse.up()
            expect(mark(host, edge)).to_have_attribute("data-mark", "joined" if state == JOINED else "shut")
        todo = steps_to(code, answer)
        assert len(todo) >= 3, grid
        turns = 0
        for c, (q, n) in todo.items():
            presses, back = short(q, n)
            x, y = at(*places.centre(c))
            for _ in range(presses):
                desk.mouse.click(x, y, button="right" if back else "left")
            turns += presses
        reaches(desk, "data-turns", str(turns))
        reaches(desk, "data-solved", "true")
        for c in kinds:
            desk.mouse.click(*at(*places.centre(c)), button="middle")
            expect(cell(host, c)).to_have_attribute("data-pinned", "true")
        assert host.get_attribute("data-turns") == str(turns)   # marks and pins are no turns

        # (2) another board by its address, solved by the keys alone; a pin (P) and a mark (M, a way) on every polygon
        board = made(grid, seed=6)
        layout = board.layout
        ways = KEY_WAYS.get(grid, tuple(range(8)))
        arrows = key_table(layout)
        host = go(desk, board.code)
        at_cell = int(host.locator(".sd-cell[tabindex='0']").get_attribute("data-cell"))
        cell(host, at_cell).focus()
        expect(cell(host, at_cell)).to_be_focused()

        def walk(to: int) -> None:
            nonlocal at_cell
            for k in route(arrows, at_cell, to):
                desk.keyboard.press(WAYS[k])
                at_cell = arrows[8 * at_cell + k]
            assert desk.evaluate("document.activeElement.dataset.cell") == str(to), (grid, to)

        turns = 0
        for c, (q, n) in steps(board).items():
            walk(c)
            presses, back = short(q, n)
            for _ in range(presses):
                desk.keyboard.press("Shift+Enter" if back else "Enter")
            turns += presses
        reaches(desk, "data-turns", str(turns))
        reaches(desk, "data-solved", "true")
        for c, (_, way) in every_polygon(layout, ways).items():
            walk(c)
            desk.keyboard.press("p")
            expect(cell(host, c)).to_have_attribute("data-pinned", "true")
            desk.keyboard.press("m")
            desk.keyboard.press(WAYS[way])
            expect(mark(host, edge_of(layout, c, side_toward(layout, *TOWARD[way], c)))).to_have_attribute(
                "data-mark", "joined")
        assert host.get_attribute("data-turns") == str(turns)
        # its words say its sides by the compass, and once the water reaches it, wet
        expect(cell(host, at_cell)).to_have_attribute(
            "aria-label", re.compile(r"^Row \d+, column \d+: .*(north|south|east|west).*, wet"))
    SHOTS.mkdir(parents=True, exist_ok=True)
    desk.screenshot(path=str(SHOTS / "tiling-keys-desk.png"))


def test_every_grid_solved_by_taps_with_a_mark_and_a_pin_by_long_presses(phone: Any) -> None:
    open_board(phone)
    session = phone.context.new_cdp_session(phone)
    for grid in GRIDS:
        board = made(grid, seed=7)
        layout = board.layout
        host = go(phone, board.code)
        places, at = places_of(layout), on_screen(host)
        turns = 0
        for c, (q, _) in steps(board).items():   # a finger turns one way: q taps
            x, y = at(*places.centre(c))
            for _ in range(q):
                phone.touchscreen.tap(x, y)
            turns += q
        reaches(phone, "data-turns", str(turns))
        reaches(phone, "data-solved", "true")
        # on the grid's smallest polygon (its middle nearest its edges), a long press near an edge marks it, and one
        # in its middle pins it (the desk's test marks and pins every polygon; where a press lands is the worker's,
        # from the point: tests/engine/test_marks.py)
        c, side = min(((c, side) for c, (side, _) in every_polygon(layout, by_sides=True).items()),
                      key=lambda k: math.hypot(*places.arm_end(*k)))
        (x, y), (ax, ay) = places.centre(c), places.arm_end(c, side)
        near = (x + 0.85 * ax, y + 0.85 * ay)
        edge = edge_near(layout, c, *near)
        assert edge is not None and edge == edge_of(layout, c, side) and edge_near(layout, c, x, y) is None
        for point in (near, (x, y)):
            px, py = at(*point)
            touch(session, "touchStart", [(px, py)])
            time.sleep(0.1)
            touch(session, "touchMove", [(px + 1, py + 1)])   # a finger is never still
            time.sleep(0.6)   # held past the long press (pointer.js LONG_PRESS, 500 ms)
            touch(session, "touchEnd", [])
            if point == near:
                expect(mark(host, edge)).to_have_attribute("data-mark", "joined")
        expect(cell(host, c)).to_have_attribute("data-pinned", "true")
        assert host.get_attribute("data-turns") == str(turns), grid
    # a huge board of mixed polygons: zoomable, and a pinch zooms it in its own shape
    huge = suido.make(size=20, grid="rhombitrihexagonal", seed=1, kind="network")
    host = go(phone, huge.code)
    expect(host).to_have_attribute("data-zoomable", "true")
    svg = host.locator("svg.suido")
    extent = svg.get_attribute("data-extent")
    w, h = (float(v) for v in extent.split())
    session = pinch_out(phone, host.locator(".sdp-board"))
    expect(host.locator(".sdp-board")).to_have_attribute("data-zoomed", "true")
    _, _, vw, vh = (float(v) for v in svg.get_attribute("viewBox").split())
    assert vw < w and abs(vw / vh - w / h) < 0.01
    SHOTS.mkdir(parents=True, exist_ok=True)
    phone.screenshot(path=str(SHOTS / "tiling-huge-zoomed-phone.png"))


WHOLE = "rhombitrihexagonal"   # the grid whose board's whole host axe-core audits (a drawing alone on the others)


def test_every_grid_drawn_and_axe_clean_light_and_dark_in_english_and_japanese(desk: Any, axe_source: str) -> None:
    """axe-core on the board of every grid: its drawing on each, and on one (WHOLE) the board's whole host, its
    status, chips and buttons too (test_a11y.py audits every view's page; axe on a whole page is 3 times as long as on
    a board's host, and that 4 times as long as on its drawing)."""
    open_board(desk)
    SHOTS.mkdir(parents=True, exist_ok=True)
    bad = {}
    # the Pieces view: every grid's pieces up to turning, a list a grid (axe-core on it: test_a11y.py)
    show_view(desk, "pieces")
    for grid in TILINGS:
        expect(desk.locator(f'.sd-guide ul[data-grid="{grid}"] > li')).not_to_have_count(0, timeout=TIMEOUT)
    expect(desk.locator('.sd-guide ul[data-grid="octagonal"] > li')).to_have_count(40)  # 36 + 4 less bare ground
    for lang in ("en", "ja"):
        if lang == "ja":   # chosen in Settings, no reload: other words on the same drawings
            show_view(desk, "settings")
            desk.locator(".sd-lang select").select_option("ja")
            expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=TIMEOUT)
        for grid in GRIDS:
            board = suido.make(size=4, grid=grid, seed=5, kind="drains", locked=1, walls=1)
            host = go(desk, board.code)
            svg = host.locator("svg.suido")
            expect(svg).to_have_attribute("data-grid", grid)
            if lang == "ja":
                expect(svg.locator(".sd-cell[role=gridcell]").first).to_have_attribute(
                    "aria-label", re.compile("行.*列"), timeout=TIMEOUT)
            for scheme in ("light", "dark"):
                desk.emulate_media(color_scheme=scheme)
                if lang == "en" or grid == WHOLE:   # the colours' transitions run: what a player sees, and contrast
                    settle(desk)
                if lang == "en":
                    svg.screenshot(path=str(SHOTS / f"tiling-{grid}-{scheme}.png"))
                # the drawing on every grid; the board's host with its status, chips and buttons (the same on every
                # grid but for their words) on one grid a language and scheme
                found = axe_violations(desk, axe_source, within=".suido-play" if grid == WHOLE else ".suido-play svg")
                if found:
                    bad[f"{grid} {scheme} {lang}"] = found
    assert not bad, json.dumps(bad, indent=1, ensure_ascii=False)


def test_the_maker_offers_every_grid_and_makes_a_board_on_one(desk: Any) -> None:
    host = open_board(desk)
    show_view(desk, "make")
    grid = desk.locator(".sd-make select[name=grid]")
    offered = grid.locator("option").evaluate_all("(os) => os.map((o) => o.value)")
    assert offered == ["square", "hex", *TILINGS]
    assert grid.locator("option[value=octagonal]").text_content() == "Octagons and squares"
    grid.select_option("cube")
    desk.locator(".sd-make input[name=size]").fill("4")
    desk.locator(".sd-make button[type=submit]").click()
    expect(desk.locator(".sd-make")).to_have_attribute("data-state", "made", timeout=TIMEOUT)
    expect(host.locator("svg.suido")).to_have_attribute("data-grid", "cube", timeout=TIMEOUT)
    expect(host).to_have_attribute("data-painted", "true", timeout=TIMEOUT)
    # headed by its grid as well as its size (the grid's set's name), in the language chosen after too
    expect(desk.locator(".sd-playing")).to_have_text(re.compile(r"^Your board · Cubes · [0-9]+x[0-9]+$"))
    show_view(desk, "settings")
    desk.locator(".sd-lang select").select_option("ja")
    expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=TIMEOUT)
    cubes = strings.say("ja", "sizeCube")
    expect(desk.locator(".sd-playing")).to_have_text(re.compile(rf"^あなたの盤 · {cubes} · [0-9]+x[0-9]+$"))
    desk.locator(".sd-lang select").select_option("en")
    expect(desk.locator("html")).to_have_attribute("data-lang-shown", "en", timeout=TIMEOUT)
    # a board's shape: the grid's own offered (another set on a board that wraps; none on squares), a donut made
    # and drawn without the cells out of it
    show_view(desk, "make")
    form = desk.locator(".sd-make")
    shape = form.locator("select[name=boardShape]")
    offered_shapes = "(os) => os.filter((o) => !o.hidden).map((o) => o.value).sort()"
    grid.select_option("square")
    expect(shape).to_be_hidden()
    grid.select_option("octagonal")
    expect(shape).to_be_visible()
    assert shape.locator("option").evaluate_all(offered_shapes) == ["", *sorted(TILINGS["octagonal"].board_shapes)]
    form.locator("input[name=wrap]").check()
    assert shape.locator("option").evaluate_all(offered_shapes) == ["", *sorted(TILINGS["octagonal"].wrap_shapes)]
    form.locator("input[name=wrap]").uncheck()
    shape.select_option("donut")
    form.locator("input[name=size]").fill("9")
    form.locator("input[name=seed]").fill("3")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "made", timeout=TIMEOUT)
    holes = len(suido.make(size=9, grid="octagonal", shape="donut", seed=3).layout.holes)
    svg = host.locator("svg.suido")
    expect(svg.locator(".sd-cell[data-hole=true]")).to_have_count(holes, timeout=TIMEOUT)
    expect(svg.locator(".sd-cell .sd-hit")).to_have_count(2 * 9 * 9 - holes)  # every cell in the shape, drawn
    expect(svg.locator(".sd-cell[data-hole=true] .sd-turn > *")).to_have_count(0)  # the holes: nothing drawn


def test_a_wrapping_board_shown_among_its_copies(desk: Any) -> None:
    """The setting draws a board that wraps among its copies (each piece's own copy, field.js), the dashed rim on the
    board itself, the copies hidden from screen readers; a click on a copy turns the piece itself, and the copy shows
    the turn, the water as it runs, the pin's mark and the edge marks as the piece does; a board big enough to be
    drawn in bands (suido.svg.bands) as any other."""
    board = suido.make(size=13, grid="octagonal", wrap=True, seed=3)
    open_board(desk)
    show_view(desk, "settings")
    desk.locator(".sd-settings-form input[name=field]").check()
    host = go(desk, board.code)
    svg = host.locator("svg.suido")
    expect(svg).to_have_attribute("data-field", "true", timeout=TIMEOUT)
    expect(svg.locator(".sd-copies")).to_have_attribute("aria-hidden", "true")
    copies = svg.locator(".sd-copies > .sd-copy[data-of]")
    assert copies.count() > board.layout.size // 2
    assert svg.locator(".sd-copies [id], .sd-copies [tabindex], .sd-copies [aria-label]").count() == 0
    expect(svg.locator(".sd-rim")).to_have_count(1)
    expect(svg.locator(":scope > .sd-band > svg > [role=row]")).to_have_count(26)  # (its 338 pieces in two bands)
    expect(svg.locator(":scope > .sd-band")).to_have_count(2)
    # a turnable piece's copy a period to the left (the piece stands by the board's right rim), clicked
    todo = steps(board)
    whole = svg.bounding_box()

    def centre(copy: Any) -> tuple[float, float]:
        box = copy.locator(".sd-hit").bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    copy = next(u for u in copies.all() if int(u.get_attribute("data-of")) in todo
                and whole["x"] + 10 < centre(u)[0] < whole["x"] + 0.2 * whole["width"]
                and whole["y"] + 0.2 * whole["height"] < centre(u)[1] < whole["y"] + 0.8 * whole["height"])
    c = int(copy.get_attribute("data-of"))
    x, y = centre(copy)  # in the field's margin, on the copy
    clip = {"x": x - 15, "y": y - 15, "width": 30, "height": 30}
    before = desk.screenshot(clip=clip)
    desk.mouse.click(x, y)
    expect(host).to_have_attribute("data-turns", "1", timeout=TIMEOUT)
    expect(cell(host, c).locator(".sd-turn")).to_have_attribute("style", re.compile(r"--q:\s*1"))
    expect(copy.locator(".sd-turn")).to_have_attribute("style", re.compile(r"--q:\s*1"))
    assert desk.screenshot(clip=clip) != before  # the copy shows the turn
    cell(host, c).click()  # the piece itself takes its presses as ever, under its copies' field
    expect(host).to_have_attribute("data-turns", "2", timeout=TIMEOUT)
    # the water as it runs: each wet piece's copies wet too, arm by arm, with the piece's own pace (its style)
    pump = board.layout.sources[0]
    expect(cell(host, pump)).to_have_attribute("data-wet", "true", timeout=TIMEOUT)
    unlike = svg.evaluate("""svg => [...svg.querySelectorAll(".sd-copies > .sd-copy")].filter((copy) => {
        const piece = svg.querySelector(`.sd-cell[data-cell="${copy.dataset.of}"]`);
        const arms = (g) => [...g.querySelectorAll(".sd-arm")].map((a) => a.getAttribute("data-w")).join();
        return copy.getAttribute("data-wet") !== piece.getAttribute("data-wet") || arms(copy) !== arms(piece)
          || copy.getAttribute("style") !== piece.getAttribute("style"); }).length""")
    assert unlike == 0
    # a pin (P) shows on the copies; an edge mark too (the marks' layer, shown again a period away)
    cell(host, c).focus()
    desk.keyboard.press("p")
    expect(cell(host, c)).to_have_attribute("data-pinned", "true", timeout=TIMEOUT)
    expect(copy).to_have_attribute("data-pinned", "true")
    expect(copy.locator(".sd-pinmark")).to_have_count(1)
    desk.keyboard.press("m")
    desk.keyboard.press("ArrowUp")
    expect(svg.locator(":scope > .sd-marks .sd-mark")).not_to_have_count(0, timeout=TIMEOUT)
    layer = svg.locator(":scope > .sd-marks").get_attribute("id")
    assert layer and svg.locator(f'.sd-copies > use[href="#{layer}"]').count() >= 2
    desk.screenshot(path=str(SHOTS / "tiling-octagonal-field-desk.png"))
    show_view(desk, "settings")
    desk.locator(".sd-settings-form input[name=field]").uncheck()  # the dashed rim alone again
    show_view(desk, "play")
    expect(svg.locator(".sd-copies")).to_have_count(0, timeout=TIMEOUT)
    expect(svg.locator(".sd-rim")).to_have_count(1)
