"""What the break-it pass found on a zoomed huge board: a tap on a piece near the edge of the zoomed view focused
it, and the focus brought it into view with half a piece to spare, so the board slid under the finger and the
next fast tap there turned another piece. A piece a finger is on is in view: a tap turns it and the view stays."""

from __future__ import annotations

from typing import Any

from boardkit import open_board
from playwright.sync_api import expect

import suido

VIEW = "document.querySelector('.suido-play svg.suido').getAttribute('viewBox')"


def test_a_tap_at_the_edge_of_a_zoomed_hexagonal_board_leaves_the_view_where_it_is(phone: Any) -> None:
    made = suido.make(grid="hex", size=40, seed=7)
    host = open_board(phone, f"?code={made.code}")
    expect(host).to_have_attribute("data-zoomable", "true")
    for _ in range(3):
        host.locator(".sdp-zoom [data-zoom=in]").tap()
    board = host.locator(".sdp-board")
    expect(board).to_have_attribute("data-zoomed", "true")
    before = phone.evaluate(VIEW)
    # the pieces whose centres are in the view and under the finger there, the nearest the view's left edge first
    edge = phone.evaluate("""() => {
        const b = document.querySelector('.suido-play .sdp-board').getBoundingClientRect();
        const out = [];
        for (const el of document.querySelectorAll('.suido-play .sd-cell')) {
            const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
            if (x < b.left || x > b.right || y < b.top || y > b.bottom) continue;
            const hit = document.elementFromPoint(x, y);
            if (hit && hit.closest('.sd-cell') === el) out.push([Number(el.dataset.cell), x - b.left, x, y]);
        }
        return out.sort((p, q) => p[1] - q[1]).slice(0, 3);
    }""")
    assert len(edge) == 3, edge
    for n, (cell, _, x, y) in enumerate(edge, start=1):
        phone.touchscreen.tap(x, y)
        expect(host).to_have_attribute("data-turns", str(n))
        assert phone.evaluate(VIEW) == before, f"the tap on piece {cell} moved the view"
    progress = host.get_attribute("data-progress") or ""
    assert sorted(c for c, d in enumerate(progress.split(":")[0]) if d != "0") == sorted(c for c, *_ in edge)
