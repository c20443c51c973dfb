"""The maker's page on hexagons, in Chromium at a desk and at a phone's width with touch: the Make form's
Hexagons (the options hexagons have not hidden) makes a hexagonal board that plays; a hexapipes puzzle pasted,
chosen as a file or dropped opens as a board; a wrap one is refused in words; the Pieces view shows the 14
hexagonal shapes; axe-core finds no serious violation on any of it."""

from __future__ import annotations

import json
import sys
import re
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from boardkit import READY, open_board, page_of, settle, show_view
from conftest import build_py  # at import, as tests/engines has a conftest.py of its own
from playwright.sync_api import expect

import suido
from suido import strings
from suido.grids import HEX

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexpeer import hex_rows  # noqa: E402  (hexapipes' puzzles, read in tests/engine/hexpeer.py)
from suido.hexapipes import to_hexapipes

NO_GRID = json.dumps({"grid": "penrose", "width": 4, "height": 4, "wrap": True, "tiles": [1, 2, 4, 8] * 4})  # no grid




def page_for(request: pytest.FixtureRequest, who: str, **media: str) -> Any:
    return page_of(request, who, **media)   # the warm phone or desk context (conftest.py)


def press(page: Any, who: str, target: Any) -> None:
    """A tap on a phone, a click at a desk."""
    if who == "phone":
        target.tap()
    else:
        target.click()


def code_played(page: Any) -> str:
    return parse_qs(urlparse(page.url).query)["code"][0]


def hexagonal_board_drawn(host: Any, cells: int) -> None:
    svg = host.locator("svg.suido")
    expect(svg).to_have_attribute("data-grid", "hex", timeout=READY)
    expect(svg.locator(".sd-cell[data-cell]")).to_have_count(cells)
    expect(svg.locator(".sd-cell polygon")).to_have_count(cells)  # each cell's hexagon


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_hexagons_are_made_in_the_maker_and_played(request: pytest.FixtureRequest, who: str) -> None:
    page = page_for(request, who)
    host = open_board(page)
    show_view(page, "make")
    form = page.locator(".sd-make")
    squares_only = [form.locator(f"[name={name}]") for name in ("bigs", "blocks", "bigKinds")]
    for el in squares_only:
        expect(el).to_be_visible()
    form.locator("select[name=grid]").select_option("hex")
    expect(form).to_have_attribute("data-grid", "hex")
    for el in squares_only:                       # hexagons have no squares of four: not offered at all
        expect(el).to_be_hidden()
    form.locator("input[name=size]").fill("5")
    form.locator("input[name=seed]").fill("4")
    asked = page.evaluate("window.__suido.maker.options()")   # the request the form sends the worker
    assert asked["grid"] == "hex" and not {"bigs", "blocks", "bigKinds"} & set(asked) and asked["size"] == 5
    press(page, who, form.locator("button[type=submit]"))
    expect(form).to_have_attribute("data-state", "made", timeout=READY)
    made = suido.make(size=5, grid="hex", seed=4)
    expect(page.locator("main")).to_have_attribute("data-view", "play")
    assert code_played(page) == made.code and made.code.startswith("5x5h:")
    hexagonal_board_drawn(host, 25)
    expect(page.locator(".sd-playing")).to_have_text("Your board · Hexagons · 5x5")   # (its grid named)
    turnable = host.locator(".sd-cell:not([data-fixed=true])").first
    press(page, who, turnable)
    expect(host).to_have_attribute("data-turns", "1")
    # Squares again: the big pieces' fields come back, and the board made is a square one
    show_view(page, "make")
    form.locator("select[name=grid]").select_option("square")
    for el in squares_only:
        expect(el).to_be_visible()
    asked = page.evaluate("window.__suido.maker.options()")
    assert "grid" not in asked and asked["bigKinds"] == "five" and asked["bigs"] == 0   # as a square board's always was
    press(page, who, form.locator("button[type=submit]"))
    expect(form).to_have_attribute("data-state", "made", timeout=READY)
    expect(host.locator("svg.suido")).to_have_attribute("data-grid", "square", timeout=READY)
    assert "h" not in code_played(page).split(":")[0]


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_a_pasted_hexapipes_puzzle_opens_and_plays_with_its_answer(request: pytest.FixtureRequest, who: str) -> None:
    board, answer = hex_rows()[30][:2]
    layout = suido.decode(board)
    page = page_for(request, who)
    host = open_board(page)
    show_view(page, "make")
    opener = page.locator(".sd-hexapipes")
    expect(opener.locator("h3")).to_have_text("A hexapipes puzzle")
    opener.locator("textarea").fill(to_hexapipes(board))
    press(page, who, opener.locator("button.sd-hexapipes-open"))
    expect(page.locator("main")).to_have_attribute("data-view", "play", timeout=READY)
    assert code_played(page) == board and "seed" not in parse_qs(urlparse(page.url).query)
    hexagonal_board_drawn(host, layout.size)
    size = f"{layout.width}x{layout.height}"
    expect(host.locator(".sdp-note")).to_have_text(f"Opened hexapipes' {size} puzzle, its pump on the middle cell.")
    # its answer was found (exactly one): the hint lights a piece from it, and the par is known
    par = suido.taps_to_answer(suido.new_game(board), suido.decode(answer).cells)
    expect(host.locator(".sdp-meter")).to_have_text(f"0 turns · par {par}")
    press(page, who, host.locator("[data-action=hint]"))
    expect(host.locator("[data-hint=true]").first).to_be_attached()


def test_a_hexapipes_file_chosen_or_dropped_opens(request: pytest.FixtureRequest) -> None:
    board, _ = hex_rows()[60][:2]
    page = page_for(request, "desk")
    host = open_board(page)
    show_view(page, "make")
    opener = page.locator(".sd-hexapipes")
    opener.locator("input[type=file]").set_input_files(
        files=[{"name": "puzzle.json", "mimeType": "application/json", "buffer": to_hexapipes(board).encode()}])
    expect(page.locator("main")).to_have_attribute("data-view", "play", timeout=READY)
    assert code_played(page) == board
    hexagonal_board_drawn(host, suido.decode(board).size)
    # dropped on the text area: a file of another puzzle, read and opened as it lands
    other, _ = hex_rows()[61][:2]
    show_view(page, "make")
    page.evaluate("""([text]) => {
        const area = document.querySelector(".sd-hexapipes textarea");
        const moved = new DataTransfer();
        moved.items.add(new File([text], "other.json", { type: "application/json" }));
        area.dispatchEvent(new DragEvent("dragover", { dataTransfer: moved, bubbles: true, cancelable: true }));
        area.dispatchEvent(new DragEvent("drop", { dataTransfer: moved, bubbles: true, cancelable: true }));
    }""", [to_hexapipes(other)])
    expect(page.locator("main")).to_have_attribute("data-view", "play", timeout=READY)
    expect(page).to_have_url(re.compile(re.escape(other.split(":")[1][:20])))
    assert code_played(page) == other


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_a_bad_puzzle_is_refused_in_words(request: pytest.FixtureRequest, who: str) -> None:
    page = page_for(request, who)
    open_board(page)
    code_before = page.url
    show_view(page, "make")
    opener = page.locator(".sd-hexapipes")
    state = opener.locator(".sd-hexapipes-state")
    opener.locator("textarea").fill(NO_GRID)
    press(page, who, opener.locator("button.sd-hexapipes-open"))
    expect(state).to_have_text(strings.say("en", "hexapipesWhyGrid", grid="penrose"), timeout=READY)
    expect(state).to_have_class(re.compile("sd-make-error"))
    expect(opener).to_have_attribute("data-state", "refused")
    expect(page.locator("main")).to_have_attribute("data-view", "make")  # the board played is untouched
    assert page.url.split("?")[0] == code_before.split("?")[0]
    opener.locator("textarea").fill("")
    press(page, who, opener.locator("button.sd-hexapipes-open"))
    expect(state).to_have_text(strings.say("en", "hexapipesPasteFirst"))
    opener.locator("textarea").fill('{"grid": "octagonal", "width": 3, "height": 3, "wrap": false, "tiles": []}')
    press(page, who, opener.locator("button.sd-hexapipes-open"))
    expect(state).to_have_text(strings.say("en", "hexapipesWhyCount", size="3x3", n=18, count=0))
    # in Japanese, the reason in Japanese
    show_view(page, "settings")
    page.locator(".sd-lang select").select_option("ja")
    expect(page.locator("html")).to_have_attribute("data-lang-shown", "ja")
    show_view(page, "make")
    expect(opener.locator("h3")).to_have_text(strings.say("ja", "hexapipesTitle"))
    opener.locator("textarea").fill(NO_GRID)
    press(page, who, opener.locator("button.sd-hexapipes-open"))
    expect(state).to_have_text(strings.say("ja", "hexapipesWhyGrid", grid="penrose"), timeout=READY)


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_the_pieces_view_shows_the_14_hexagonal_shapes(request: pytest.FixtureRequest, who: str) -> None:
    page = page_for(request, who)
    open_board(page)
    show_view(page, "pieces")
    guide = page.locator(".sd-guide")
    shapes = guide.locator(".sdg-hex > li[data-piece]")
    expect(shapes).to_have_count(14)
    assert [shapes.nth(i).get_attribute("data-piece") for i in range(14)] == [name for name, _ in HEX.shapes]
    expect(guide.locator(".sdg-hex svg.suido[data-grid=hex]")).to_have_count(14)
    expect(guide.locator("h3").first).to_have_text(strings.say("en", "guideHexTitle"))  # (then a title a tiling)
    expect(shapes.nth(2).locator("p")).to_have_text("Sharp bend" + strings.say("en", "pieceHexSharpSays"))
    for i in range(14):
        box = shapes.nth(i).locator("svg").bounding_box()
        assert box and box["width"] > 20 and box["height"] > 20
    expect(guide.locator(":scope > ul:not(.sdg-hex) > li[data-piece]")).to_have_count(15)  # the square pieces, as before


@pytest.mark.parametrize("who, scheme", [("phone", "light"), ("desk", "dark")])
def test_axe_finds_no_serious_violation_on_the_hexagonal_maker(request: pytest.FixtureRequest, who: str, scheme: str) -> None:
    from test_a11y import axe_violations

    axe = build_py.ensure_axe().read_text(encoding="utf-8")
    page = page_for(request, who, color_scheme=scheme)
    host = open_board(page)
    bad = {}
    show_view(page, "make")
    page.locator(".sd-make select[name=grid]").select_option("hex")
    page.locator(".sd-hexapipes textarea").fill(NO_GRID)
    page.locator(".sd-hexapipes button.sd-hexapipes-open").click()
    expect(page.locator(".sd-hexapipes")).to_have_attribute("data-state", "refused", timeout=READY)
    bad["make"] = axe_violations(page, axe)
    show_view(page, "pieces")
    expect(page.locator(".sdg-hex > li")).to_have_count(14)
    bad["pieces"] = axe_violations(page, axe)
    show_view(page, "make")
    page.locator(".sd-make input[name=size]").fill("5")
    page.locator(".sd-make button[type=submit]").click()
    expect(page.locator(".sd-make")).to_have_attribute("data-state", "made", timeout=READY)
    expect(host.locator("svg.suido")).to_have_attribute("data-grid", "hex")
    settle(page)                # the water's transitions run
    bad["play"] = axe_violations(page, axe)
    assert not any(bad.values()), json.dumps(bad, indent=1, ensure_ascii=False)


def test_the_board_shown_is_written_as_a_hexapipes_puzzle(request: pytest.FixtureRequest) -> None:
    # on one of hexapipes' other grids (the worker writes every grid: tests/engine/test_hex_web.py), then a board
    # hexapipes cannot say, refused in words
    page = page_for(request, "desk")
    made = suido.make(size=4, grid="cube", seed=3, kind="network")
    open_board(page, f"?code={made.code}")
    show_view(page, "make")
    opener = page.locator(".sd-hexapipes")
    opener.locator("button.sd-hexapipes-write").click()
    expect(opener).to_have_attribute("data-state", "written")
    assert json.loads(opener.locator("textarea").input_value()) == json.loads(to_hexapipes(made.code))
    expect(opener.locator(".sd-hexapipes-state")).to_have_text(strings.say("en", "hexapipesWritten", size="4x4"))
    open_board(page, f"?code={suido.make(size=4, grid='cube', seed=3, kind='drains').code}")
    show_view(page, "make")
    opener.locator("button.sd-hexapipes-write").click()
    expect(opener.locator(".sd-hexapipes-state")).to_have_text(strings.say("en", "hexapipesWhyWriteKind"))
    expect(opener).to_have_attribute("data-state", "refused")
