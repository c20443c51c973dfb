"""What the break-it pass found in edge marks by drag: a drag along an edge that began on the edge's own line (the
thin gap between two pieces' hit areas, where a player draws a line along it) hit no piece and marked nothing. It
now marks the edge shut, as one begun a hair inside; a tap in that gap still turns nothing."""

from __future__ import annotations

from typing import Any

from boardkit import open_board
from playwright.sync_api import expect

from suido.codes import decode
from suido.grids import HEX
from suido.marks import edge_of

BOARD = "3x3h:0220182bj801041104"


def test_a_drag_along_an_edge_begun_on_its_line_marks_it_shut(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    m = host.locator("svg.suido").evaluate("s => { const m = s.getScreenCTM(); return [m.a, m.d, m.e, m.f]; }")
    cx, cy = HEX.centre(4, 3)
    west = 4  # the W side: its edge runs between the SW and NW corners, on x = centre - half a piece

    def at(x: float, y: float) -> tuple[float, float]:
        return m[2] + m[0] * (cx + x) * 100, m[3] + m[1] * (cy + y) * 100

    (ax, ay), (bx, by) = sorted(HEX.corners(), key=lambda c: (c[0] - HEX.arm_end(west)[0]) ** 2
                                + (c[1] - HEX.arm_end(west)[1]) ** 2)[:2]
    start, end = at(ax, ay * 0.8), at(bx, by * 0.8)
    assert desk.evaluate("([x, y]) => !document.elementFromPoint(x, y).closest('.sd-cell')", list(start))  # the gap
    desk.mouse.click(*start)                                                  # a tap there turns nothing
    desk.mouse.move(*start)
    desk.mouse.down()
    desk.mouse.move(*end, steps=4)
    desk.mouse.up()
    edge = edge_of(decode(BOARD), 4, west)
    expect(host.locator(f'svg.suido .sd-marks .sd-mark[data-edge="{edge}"]')).to_have_attribute("data-mark", "shut")
    assert host.get_attribute("data-turns") == "0"
