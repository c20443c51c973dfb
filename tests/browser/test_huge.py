"""Huge boards and long makes as a player meets them: the wheel over a board that does not zoom scrolls the page,
over a zoomed one pans it, and Ctrl+wheel zooms a notch by at most 1.25x (a desk); a 20x50 board on a phone fits the
screen whole before zooming, and once zoomed its zoom bar, status line and buttons stay in view beside it; a make with
a difficulty says how far it got, shows the nearest board so far within 1.5 s of its start, and Stop keeps it."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from boardkit import READY, open_board, page_of, painted, show_view, touch
from playwright.sync_api import expect
from test_a11y import axe_source, axe_violations  # noqa: F401 - axe_source is a fixture

import suido


def middle(box: dict[str, float]) -> tuple[float, float]:
    return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2


def test_the_wheel_scrolls_the_page_over_a_small_board_and_zooms_and_pans_a_huge_one(desk: Any) -> None:
    host = open_board(desk, "?size=5x5&level=1")
    # the page is taller than the window (the board's main takes a screen, the heading and the footer more)
    assert desk.evaluate("document.documentElement.scrollHeight > innerHeight + 40")
    board = host.locator(".sdp-board")
    expect(host).to_have_attribute("data-zoomable", "false")
    desk.mouse.move(*middle(board.bounding_box()))
    desk.mouse.wheel(0, 100)
    desk.wait_for_function("scrollY > 0")                          # the page scrolled under a 5x5
    desk.evaluate("scrollTo(0, 0)")
    host = open_board(desk, "?size=28x28&level=1")
    expect(host).to_have_attribute("data-zoomable", "true")
    desk.mouse.move(*middle(board.bounding_box()))
    desk.mouse.wheel(0, 100)                                       # not zoomed: the page scrolls on
    desk.wait_for_function("scrollY > 0")
    desk.evaluate("scrollTo(0, 0)")
    desk.mouse.move(*middle(board.bounding_box()))
    desk.keyboard.down("Control")
    desk.mouse.wheel(0, -100)                                      # one notch
    desk.keyboard.up("Control")
    desk.wait_for_function("Number(document.querySelector('.sdp-board').dataset.zoom) > 1")
    zoom = float(board.get_attribute("data-zoom") or "0")
    assert 1.05 <= zoom <= 1.25, zoom
    svg = host.locator("svg.suido")
    before = svg.get_attribute("viewBox")
    desk.mouse.wheel(0, 100)                                       # zoomed: the wheel pans the board, not the page
    desk.wait_for_function("vb => document.querySelector('svg.suido').getAttribute('viewBox') !== vb", arg=before)
    assert desk.evaluate("scrollY") == 0
    assert host.get_attribute("data-turns") == "0"


def test_a_20x50_board_on_a_phone_fits_whole_and_keeps_its_controls_in_view_zoomed(phone: Any) -> None:
    host = open_board(phone, "?size=20x50&level=1")
    expect(host).to_have_attribute("data-zoomable", "true")
    board = host.locator(".sdp-board")
    view = phone.evaluate("[innerWidth, innerHeight]")
    box = board.bounding_box()
    assert box["width"] <= view[0] and box["height"] <= view[1], (box, view)   # it was 366 x 915
    bar = host.locator(".sdp-zoom")
    bar.locator("[data-zoom=in]").tap()
    bar.locator("[data-zoom=in]").tap()
    expect(board).to_have_attribute("data-zoomed", "true")
    board.evaluate("e => e.scrollIntoView({block: 'start'})")
    parts = {name: host.locator(sel) for name, sel in (
        ("board", ".sdp-board"), ("zoom bar", ".sdp-zoom"), ("status", ".sdp-status"), ("buttons", ".sdp-controls"))}
    for name, el in parts.items():
        b = el.bounding_box()
        assert b and b["y"] >= 0 and b["y"] + b["height"] <= view[1], (name, b, view)
    # a drag on the zoomed board pans it and never the page
    scrolled = phone.evaluate("scrollY")
    before = host.locator("svg.suido").get_attribute("viewBox")
    x, y = middle(board.bounding_box())
    session = phone.context.new_cdp_session(phone)
    touch(session, "touchStart", [(x, y)])
    for step in range(1, 6):
        touch(session, "touchMove", [(x, y - 15 * step)])
    touch(session, "touchEnd", [])
    assert host.locator("svg.suido").get_attribute("viewBox") != before
    assert phone.evaluate("scrollY") == scrolled


def test_a_20x50_board_for_a_newcomer_on_a_small_phone_is_drawn_and_its_controls_fit_under_it(
        request: pytest.FixtureRequest) -> None:
    # 320x568 with the how-to above the board: the room left for the board's height was below zero, and the
    # board was drawn 0 px wide (85 x 213 px at 390x844). It keeps the height the parts under it leave.
    page = page_of(request, "phone", viewport={"width": 320, "height": 568}, newcomer=True)
    host = open_board(page, "?size=20x50&level=1")
    expect(host).to_have_attribute("data-zoomable", "true")
    expect(page.locator(".sd-welcome")).to_be_visible()
    board = host.locator(".sdp-board")
    box = board.bounding_box()
    assert box and box["width"] >= 80 and box["height"] <= 568, box
    board.evaluate("e => e.scrollIntoView({block: 'start'})")
    for sel in (".sdp-zoom", ".sdp-status", ".sdp-controls"):
        b = host.locator(sel).bounding_box()
        assert b and b["y"] >= 0 and b["y"] + b["height"] <= 568, (sel, b)


def test_a_make_with_a_difficulty_says_its_progress_shows_the_nearest_board_and_stop_keeps_it(
        desk: Any, axe_source: str) -> None:  # noqa: F811
    open_board(desk, "./")
    desk.evaluate("window.__suidoSearchWithin = 120000")   # the search never ends by its time before Stop here
    # nor by its 60 boards (a fast machine makes them in two seconds): after four boards it waits for Stop
    desk.evaluate("""() => {
        let boards = 0;
        window.__suidoSearchHold = () => ++boards < 4 ? Promise.resolve() : new Promise(() => {});
    }""")
    show_view(desk, "make")
    form = desk.locator(".sd-make")
    options = {"size": 20, "kind": "inlet-outlet"}
    form.locator("input[name=size]").fill("20")
    form.locator("select[name=kind]").select_option("inlet-outlet")
    form.locator("input[name=difficulty]").fill("100")      # no 20x20 inlet-outlet board from seed 7 on comes near
    form.locator("input[name=seed]").fill("7")
    form.locator("button[type=submit]").click()
    state = form.locator(".sd-make-state")
    expect(state).to_have_text("Trying 4 of 60…", timeout=READY)
    preview = form.locator(".sd-make-preview")
    expect(preview.locator("svg.suido")).to_have_count(1)
    expect(preview.locator("figcaption")).to_contain_text("(asked 100)")
    assert int(form.get_attribute("data-shown-after") or "99999") <= 1500   # ms after the search began
    assert form.get_attribute("data-state") == "making"
    assert not axe_violations(desk, axe_source)                 # the form with its progress and the board drawn
    shown = form.get_attribute("data-shown") or ""
    form.locator(".sd-make-stop").click()
    expect(form).to_have_attribute("data-state", "kept")
    expect(state).to_contain_text("Stopped: kept the nearest board found")
    host = desk.locator(".suido-play")
    painted(host)
    desk.wait_for_function("() => new URLSearchParams(location.search).has('code')")
    query = parse_qs(urlparse(desk.url).query)
    kept = query["seed"][0]
    assert kept == form.get_attribute("data-shown") or kept == shown       # the board drawn last is the one kept
    assert query["code"][0] == suido.make(**options, seed=int(kept)).code   # its own seed makes it again
    expect(state).to_contain_text(f"seed {kept}")
    # the board now played (the form's view hidden) says what it is too: kept at Stop, its difficulty, its seed
    note = host.locator(".sdp-note")
    expect(note).to_be_visible()
    expect(note).to_contain_text("Stopped: kept the nearest board found")
    expect(note).to_contain_text(f"seed {kept}")
