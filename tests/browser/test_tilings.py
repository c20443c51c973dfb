"""hexapipes' other grids on the page, in one booted page a test: boards of three grids (octagonal: octagons and
squares; cube: skewed faces; triangular) opened by their codes, solved by taps and clicks, by the keys alone, an
edge mark and a pin made; every grid's board drawn in light and dark with screenshots kept in dist/screenshots/
(tiling-GRID-SCHEME.png, to look at) and axe-core clean on each.

A new board is opened in the page already up by its address (pushState and popstate, as the page's own links do),
so Python starts once a test. The boards are made here with a seed (`suido.make`), and the taps each piece needs
worked out from the engine's answer and its polygon's turn."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from boardkit import open_board, route, show_view
from playwright.sync_api import expect
from test_a11y import axe_source, axe_violations  # noqa: F401 - axe_source is a fixture

import suido
from suido.grids import TILINGS
from suido.grids.places import arrows_of

SHOTS = Path(__file__).resolve().parents[2] / "dist" / "screenshots"
TIMEOUT = 15_000


def made(grid: str) -> suido.Made:
    return suido.make(size=3, grid=grid, seed=5, kind="network")


def go(page: Any, code: str) -> Any:
    """The board of `code` opened in the page already up, painted; its host."""
    host = page.locator(".suido-play").first
    page.evaluate("""(query) => { history.pushState(null, "", query);
        window.dispatchEvent(new PopStateEvent("popstate")); }""", f"./?code={quote(code)}")
    expect(host).to_have_attribute("data-painted", "true", timeout=TIMEOUT)
    expect(host.locator(".sd-cell")).to_have_count(suido.decode(code).size, timeout=TIMEOUT)
    return host


def cell(host: Any, c: int) -> Any:
    return host.locator(f'svg.suido .sd-cell[data-cell="{c}"]')


def steps(board: suido.Made) -> dict[int, tuple[int, int]]:
    """Per piece that must turn: (its steps clockwise to the answer, its polygon's sides)."""
    layout, answer = board.layout, suido.decode(board.answer).cells
    grid = layout.geometry
    out = {}
    for c, (mask, want) in enumerate(zip(layout.cells, answer)):
        polygon = layout.polygons[c]
        q = grid.turns_between(mask, want, polygon)
        assert q is not None
        if q:
            out[c] = (q, grid.polygons[polygon].sides)
    return out


@pytest.mark.parametrize("grid, who", [("octagonal", "desk"), ("cube", "phone"), ("triangular", "phone")])
def test_solved_by_clicks_and_taps(grid: str, who: str, request: pytest.FixtureRequest) -> None:
    board = made(grid)
    todo = steps(board)
    assert len(todo) >= 3
    page = request.getfixturevalue(who)
    open_board(page)
    host = go(page, board.code)
    svg = host.locator("svg.suido")
    expect(svg).to_have_attribute("data-grid", grid)
    # the hit area of a piece is its own polygon
    some = next(iter(todo))
    sides = todo[some][1]
    assert len(cell(host, some).locator(".sd-hit").get_attribute("points").split()) == sides
    turns = 0
    for c, (q, n) in todo.items():
        back = who == "desk" and q > n // 2   # the right button turns back: the short way round
        for _ in range(n - q if back else q):
            if who == "desk":
                cell(host, c).click(button="right" if back else "left")
            else:
                cell(host, c).tap()
            turns += 1
            expect(host).to_have_attribute("data-turns", str(turns), timeout=TIMEOUT)
    expect(host).to_have_attribute("data-solved", "true")
    expect(svg).to_have_attribute("data-solved", "true")
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"tiling-{grid}-solved-{who}.png"))


def test_solved_by_keys_alone_with_a_mark_and_a_pin(desk: Any) -> None:
    board = made("octagonal")
    layout = board.layout
    todo = steps(board)
    arrows = arrows_of(layout.geometry, layout.width, layout.height, layout.wrap, layout.holes)
    open_board(desk)
    host = go(desk, board.code)
    first = int(host.locator(".sd-cell[tabindex='0']").get_attribute("data-cell"))
    cell(host, first).focus()
    expect(cell(host, first)).to_be_focused()
    keys = ("ArrowUp", "9", "ArrowRight", "3", "ArrowDown", "1", "ArrowLeft", "7")  # the eight ways (keys.js)

    at, turns = first, 0
    for c, (q, n) in todo.items():
        for k in route(arrows, at, c):
            desk.keyboard.press(keys[k])
            at = arrows[8 * at + k]
            expect(cell(host, at)).to_be_focused()
        back = q > n // 2
        for _ in range(n - q if back else q):
            desk.keyboard.press("Shift+Enter" if back else "Enter")
            turns += 1
            expect(host).to_have_attribute("data-turns", str(turns), timeout=TIMEOUT)
    expect(host).to_have_attribute("data-solved", "true")
    # its words say its sides by the compass, and it is wet
    label = cell(host, at).get_attribute("aria-label")
    assert label.startswith("Row ") and ("north" in label or "south" in label or "east" in label or "west" in label)
    # a pin (P) and an edge mark (M, then an arrow that has a neighbour)
    desk.keyboard.press("p")
    expect(cell(host, at)).to_have_attribute("data-pinned", "true", timeout=TIMEOUT)
    way = next(k for k in (0, 2, 4, 6) if arrows[8 * at + k] >= 0)
    desk.keyboard.press("m")
    desk.keyboard.press(keys[way])
    expect(host.locator("svg.suido .sd-marks .sd-mark")).not_to_have_count(0, timeout=TIMEOUT)
    desk.screenshot(path=str(SHOTS / "tiling-octagonal-keys-desk.png"))


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_every_grid_drawn_and_axe_clean(scheme: str, desk: Any, axe_source: str) -> None:
    desk.emulate_media(color_scheme=scheme)
    open_board(desk)
    SHOTS.mkdir(parents=True, exist_ok=True)
    bad = {}
    for grid in sorted(TILINGS):
        board = suido.make(size=4, grid=grid, seed=5, kind="drains", locked=1, walls=1)
        host = go(desk, board.code)
        expect(host.locator("svg.suido")).to_have_attribute("data-grid", grid)
        host.locator("svg.suido").screenshot(path=str(SHOTS / f"tiling-{grid}-{scheme}.png"))
        found = axe_violations(desk, axe_source)
        if found:
            bad[grid] = found
    if scheme == "dark":  # in Japanese too (chosen in Settings, no reload): other words on the same drawings
        show_view(desk, "settings")
        desk.locator(".sd-lang select").select_option("ja")
        expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=TIMEOUT)
        for grid in ("octagonal", "cube", "triangular"):
            host = go(desk, suido.make(size=4, grid=grid, seed=6, kind="drains", locked=1).code)
            expect(host.locator("svg.suido .sd-cell[role=gridcell]").first).to_have_attribute(
                "aria-label", re.compile("行.*列"), timeout=TIMEOUT)
            found = axe_violations(desk, axe_source)
            if found:
                bad[f"{grid} ja"] = found
    if scheme == "light":  # the Pieces view: every grid's pieces up to turning, a list a grid
        show_view(desk, "pieces")
        for grid in TILINGS:
            expect(desk.locator(f'.sd-guide ul[data-grid="{grid}"] > li')).not_to_have_count(0, timeout=TIMEOUT)
        expect(desk.locator('.sd-guide ul[data-grid="octagonal"] > li')).to_have_count(40)  # 36 + 4 less bare ground
        found = axe_violations(desk, axe_source)
        if found:
            bad["pieces"] = found
    assert not bad, json.dumps(bad, indent=1)


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
    the turn, the water as it runs, the pin's mark and the edge marks as the piece does."""
    board = suido.make(size=5, grid="octagonal", wrap=True, seed=3)
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
