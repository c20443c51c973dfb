"""Edge marks and turning by pointing on a hexagonal board (needs hex-draw's drawing: run where it is merged)."""

from __future__ import annotations

import time
from typing import Any

from boardkit import open_board, touch
from playwright.sync_api import expect

from suido.codes import decode
from suido.grids import HEX
from suido.marks import edge_of, pointing_by

BOARD = "3x3h:0220182bj801041104"


def point(page: Any, host: Any, cell: int, towards: int | None, reach: float = 0.8) -> tuple[float, float]:
    """The page's point on cell's centre, or `reach` of the way to its side `towards` (board units -> px)."""
    svg = host.locator("svg.suido")
    m = svg.evaluate("s => { const m = s.getScreenCTM(); return [m.a, m.d, m.e, m.f]; }")
    cx, cy = HEX.centre(cell, 3)
    if towards is not None:
        ex, ey = HEX.arm_end(towards)
        cx, cy = cx + ex * reach, cy + ey * reach
    return m[2] + m[0] * cx * 100, m[3] + m[1] * cy * 100


def mark(host: Any, edge: int) -> Any:
    return host.locator(f'svg.suido .sd-marks .sd-mark[data-edge="{edge}"]')


def test_hex_marks_by_drag_keys_and_long_press_and_pointing(desk: Any, phone_context: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    layout = decode(BOARD)
    for side in range(6):  # the middle piece's six edges, each by a drag across it
        other = HEX.neighbour_table(3, 3, False, ())[4 * 6 + side]
        x0, y0 = point(desk, host, 4, None)
        x1, y1 = point(desk, host, other, None)
        desk.mouse.move(x0, y0)
        desk.mouse.down()
        desk.mouse.move((3 * x0 + x1) / 4, (3 * y0 + y1) / 4)
        desk.mouse.move(x1, y1, steps=3)
        desk.mouse.up()
        expect(mark(host, edge_of(layout, 4, side))).to_have_attribute("data-mark", "joined")
    assert host.get_attribute("data-turns") == "0"
    host.locator('svg.suido .sd-cell[data-cell="4"]').focus()
    desk.keyboard.press("Shift+M")
    desk.keyboard.press("7")  # north-west: shut now
    expect(mark(host, edge_of(layout, 4, 5))).to_have_attribute("data-mark", "shut")
    desk.evaluate("document.documentElement.dataset.pointing = 'on'")
    mask = layout.cells[0]
    side = next(s for s in range(6) if not mask >> s & 1 and edge_of(layout, 0, s) is not None)
    want = abs(pointing_by(HEX, mask, side, 1))
    desk.mouse.click(*point(desk, host, 0, side))
    expect(host).to_have_attribute("data-turns", str(want))
    phone = phone_context.new_page()
    host = open_board(phone, f"?code={BOARD}")
    session = phone.context.new_cdp_session(phone)
    x, y = point(phone, host, 4, 2, 0.9)  # near the south-east edge
    touch(session, "touchStart", [(x, y)])
    time.sleep(0.75)
    touch(session, "touchEnd", [])
    expect(mark(host, edge_of(layout, 4, 2))).to_have_attribute("data-mark", "joined")
