"""The aids edge marks and turning by pointing, played as a person would: a mark made by a mouse's drag across an
edge (joined) and along it (shut), by a long press near an edge on a phone, by the keys (M, Shift+M, an arrow);
undone, redone, kept over a reload, hidden by its setting; a contradicted mark told apart by more than colour;
turning by pointing on and off; axe-core clean with marks showing."""

from __future__ import annotations

import time
from typing import Any

import pytest
from boardkit import open_board, page_of, show_view, touch, worker_answered
from conftest import build_py
from playwright.sync_api import expect

from suido.codes import decode
from suido.marks import is_contradicted

BOARD = "3x3:1u82e42b3"  # masks 1 14 8 / 2 14 4 / 2 11 3 by cell


def cell(host: Any, n: int) -> Any:
    return host.locator(f'svg.suido .sd-cell[data-cell="{n}"]')


def mark(host: Any, edge: int) -> Any:
    return host.locator(f'svg.suido .sd-marks .sd-mark[data-edge="{edge}"]')


def at(host: Any, x: float, y: float) -> tuple[float, float]:
    """The page's point at (x, y) in cells from the board's top-left corner (a 3x3 board)."""
    box = host.locator("svg.suido").bounding_box()
    return box["x"] + box["width"] * x / 3, box["y"] + box["height"] * y / 3


def drag(page: Any, host: Any, start: tuple[float, float], end: tuple[float, float]) -> None:
    (x0, y0), (x1, y1) = at(host, *start), at(host, *end)
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move((x0 * 3 + x1) / 4, (y0 * 3 + y1) / 4)  # past the tap's slop at once (long before a long press)
    page.mouse.move(x1, y1, steps=3)
    page.mouse.up()


def wrong(edge: int, state: int) -> str:
    layout = decode(BOARD)
    return "true" if is_contradicted(layout, layout.cells, edge, state) else "false"


def set_aid(page: Any, name: str, on: bool) -> None:
    show_view(page, "settings")
    box = page.locator(f".sd-settings-form input[name={name}]")
    if box.is_checked() != on:
        box.click()
    expect(page.locator("html")).to_have_attribute(f"data-{name}", "on" if on else "off")
    show_view(page, "play")


def test_marks_by_drag_undone_redone_kept_over_a_reload_and_hidden(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    events: list[str] = []
    desk.expose_function("noteMark", lambda m: events.append(m))
    desk.evaluate("document.addEventListener('suido-mark', (e) => window.noteMark(e.detail.edge + ':' + e.detail.mark))")
    drag(desk, host, (0.5, 0.5), (1.5, 0.5))                          # across the edge of cells 0 and 1: joined
    expect(mark(host, 0)).to_have_attribute("data-mark", "joined")
    expect(mark(host, 0)).to_have_attribute("data-wrong", wrong(0, 1))  # cell 0 opens north only: contradicted
    expect(mark(host, 0).locator("circle")).to_have_count(1)          # a ring, not colour alone
    drag(desk, host, (0.15, 0.93), (0.85, 0.95))                      # along the edge under cell 0: shut
    expect(mark(host, 1)).to_have_attribute("data-mark", "shut")
    expect(mark(host, 1)).to_have_attribute("data-wrong", wrong(1, 2))
    assert host.get_attribute("data-turns") == "0"                    # a mark is no turn, and a drag no tap
    assert cell(host, 0).locator(".sd-turn").evaluate("e => e.style.getPropertyValue('--q')") == "0"
    expect(host.locator(".sdp-note")).to_contain_text("Marked shut")
    assert events == ["0:joined", "1:shut"]
    desk.keyboard.press("Control+z")
    expect(mark(host, 1)).to_have_count(0)
    expect(mark(host, 0)).to_have_count(1)
    desk.keyboard.press("Control+Shift+z")
    expect(mark(host, 1)).to_have_count(1)
    # Start over takes them off, and Undo brings them back
    host.locator("[data-action=restart]").click()
    expect(host.locator("svg.suido .sd-mark")).to_have_count(0)
    desk.keyboard.press("Control+z")
    expect(host.locator("svg.suido .sd-mark")).to_have_count(2)
    host = open_board(desk, f"?code={BOARD}")                         # a reload keeps them
    expect(mark(host, 0)).to_have_attribute("data-mark", "joined")
    expect(mark(host, 1)).to_have_attribute("data-mark", "shut")
    set_aid(desk, "marks", False)                                     # hidden by the setting, and none made
    expect(host.locator("svg.suido .sd-marks")).to_be_hidden()
    drag(desk, host, (1.5, 0.5), (2.5, 0.5))
    worker_answered(desk)
    assert host.locator('svg.suido .sd-mark[data-edge="2"]').count() == 0
    assert host.get_attribute("data-turns") == "0"
    desk.reload()
    host = open_board(desk, f"?code={BOARD}")
    expect(desk.locator("html")).to_have_attribute("data-marks", "off")  # remembered
    set_aid(desk, "marks", True)
    expect(mark(host, 0)).to_be_visible()


def test_marks_by_keys_keep_the_focus_where_it_is(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(host, 4).focus()
    desk.keyboard.press("m")
    expect(host.locator(".sdp-note")).to_contain_text("arrow")
    desk.keyboard.press("ArrowRight")                                 # the edge of cells 4 and 5: joined
    expect(mark(host, 8)).to_have_attribute("data-mark", "joined")
    assert desk.evaluate("document.activeElement.dataset.cell") == "4"  # the arrow marked, it did not move
    desk.keyboard.press("Shift+M")
    desk.keyboard.press("ArrowDown")                                  # cells 4 and 7: shut (both open there)
    expect(mark(host, 9)).to_have_attribute("data-mark", "shut")
    expect(mark(host, 9)).to_have_attribute("data-wrong", wrong(9, 2))
    desk.keyboard.press("m")
    desk.keyboard.press("6")                                          # a number pad's digit: 6 is east
    expect(mark(host, 8)).to_have_count(0)                            # the same mark again: off
    desk.keyboard.press("ArrowRight")                                 # no M before it: the arrow moves
    assert desk.evaluate("document.activeElement.dataset.cell") == "5"
    assert host.get_attribute("data-turns") == "0"
    desk.keyboard.press("Control+z")
    expect(mark(host, 8)).to_have_attribute("data-mark", "joined")


def test_marks_by_long_press_on_a_phone_and_the_middle_still_pins(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}")
    session = phone.context.new_cdp_session(phone)
    x, y = at(host, 1.92, 1.5)                                        # near the east edge of cell 4
    for want in ("joined", "shut"):
        touch(session, "touchStart", [(x, y)])
        time.sleep(0.1)
        touch(session, "touchMove", [(x - 2, y + 3)])                 # a finger is never still
        time.sleep(0.7)
        touch(session, "touchEnd", [])
        expect(mark(host, 8)).to_have_attribute("data-mark", want)
    assert host.get_attribute("data-turns") == "0"
    assert cell(host, 4).get_attribute("data-pinned") != "true"       # near an edge: a mark, no pin
    cx, cy = at(host, 1.5, 1.5)
    touch(session, "touchStart", [(cx, cy)])
    time.sleep(0.75)
    touch(session, "touchEnd", [])
    expect(cell(host, 4)).to_have_attribute("data-pinned", "true")    # the middle: a pin, as before
    host.locator("[data-action=undo]").tap()
    expect(cell(host, 4)).to_have_attribute("data-pinned", "false")
    host.locator("[data-action=undo]").tap()
    expect(mark(host, 8)).to_have_attribute("data-mark", "joined")
    host.locator("[data-action=redo]").tap()
    expect(mark(host, 8)).to_have_attribute("data-mark", "shut")
    # a tap still turns (the machine's pressed -> tap), and a drag still scrolls, never marks
    touch(session, "touchStart", [at(host, 0.5, 2.5)])
    touch(session, "touchEnd", [])
    expect(host).to_have_attribute("data-turns", "1")
    touch(session, "touchStart", [at(host, 0.5, 0.5)])
    touch(session, "touchMove", [at(host, 1.5, 0.5)])
    touch(session, "touchEnd", [])
    worker_answered(phone)
    assert mark(host, 0).count() == 0 and host.get_attribute("data-turns") == "1"


def test_turn_by_pointing_on_and_off(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}")
    set_aid(phone, "pointing", True)
    q = lambda n: cell(host, n).locator(".sd-turn").evaluate("e => e.style.getPropertyValue('--q')")  # noqa: E731
    phone.touchscreen.tap(*at(host, 0.5, 0.92))                       # cell 0 opens north: near its south, a half turn
    expect(host).to_have_attribute("data-turns", "2")
    assert q(0) == "2"
    phone.touchscreen.tap(*at(host, 0.5, 1.9))                        # cell 3 opens east: near its south, one
    expect(host).to_have_attribute("data-turns", "3")                 # clockwise (east to south)
    assert q(3) == "1"
    phone.touchscreen.tap(*at(host, 0.5, 1.9))                        # an arm there already: nothing
    worker_answered(phone)
    assert host.get_attribute("data-turns") == "3"
    phone.touchscreen.tap(*at(host, 0.5, 1.5))                        # the middle: a plain turn
    expect(host).to_have_attribute("data-turns", "4")
    host.locator("[data-action=undo]").tap()
    host.locator("[data-action=undo]").tap()
    host.locator("[data-action=undo]").tap()                          # the half turn was one tap: one undo
    expect(host).to_have_attribute("data-turns", "0")
    set_aid(phone, "pointing", False)
    phone.touchscreen.tap(*at(host, 0.5, 0.92))
    expect(host).to_have_attribute("data-turns", "1")                 # off: a quarter, as always
    assert q(0) == "1"


@pytest.mark.parametrize("scheme", ["light", "dark"])   # (one test each: each begins with no marks kept)
def test_axe_finds_nothing_serious_with_marks_showing(request: pytest.FixtureRequest, scheme: str) -> None:
    from test_a11y import axe_violations
    page = page_of(request, "desk", color_scheme=scheme)
    host = open_board(page, f"?code={BOARD}")
    drag(page, host, (0.5, 0.5), (1.5, 0.5))
    drag(page, host, (1.15, 1.93), (1.85, 1.95))                  # shut under cell 4: contradicted
    expect(host.locator('svg.suido .sd-mark[data-wrong="true"]')).to_have_count(2)
    assert not axe_violations(page, build_py.ensure_axe().read_text(encoding="utf-8"))
