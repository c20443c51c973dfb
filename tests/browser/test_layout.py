"""The site's page laid out as a player sees it, at a phone's size and a desk's: a board keeps one width (its zoom
is decided from a layout that does not depend on that decision), and the parts around it sit where they should."""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import READY
from playwright.sync_api import expect

from conftest import ROOT  # at import, as tests/engines has a conftest.py of its own

SHOTS = ROOT / "dist" / "screenshots" / "layout"  # (pytest-playwright empties test-results/ at each run)
# the window's "ResizeObserver loop" errors, counted (they reach neither the console nor Playwright's page errors)
COUNT_LOOPS = """window.__loops = 0;
addEventListener('error', (e) => { if (/ResizeObserver loop/.test(e.message)) window.__loops++; });"""
WIDTHS = """async (n) => { const out = [];
  for (let i = 0; i < n; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    out.push(document.querySelector('main > .suido-play .sdp-board').getBoundingClientRect().width);
  }
  return out; }"""


@pytest.mark.parametrize(("width", "height", "query", "newcomer"), [
    (390, 844, "?size=10x10&level=1", False),
    (320, 568, "?size=5x5&level=1", True),      # a new player's first screen, the how-to above the board
    (320, 568, "./", False),
    (360, 640, "./", False),
])
def test_a_board_on_a_phone_keeps_one_width(new_context: Any, width: int, height: int, query: str,
                                            newcomer: bool) -> None:
    page = new_context(newcomer=newcomer, viewport={"width": width, "height": height}, has_touch=True,
                       is_mobile=True, device_scale_factor=2).new_page()
    page.add_init_script(COUNT_LOOPS)
    page.goto(query)
    host = page.locator("main > .suido-play")
    expect(host).to_have_attribute("data-painted", "true", timeout=READY)
    expect(host).to_have_attribute("data-zoomable", "false")
    widths = page.evaluate(WIDTHS, 60)
    assert max(widths) - min(widths) < 0.5, sorted(set(widths))           # it was 120 and 216 by turns
    assert page.evaluate("window.__loops") == 0


# the width of each text in the font of the element given, and of a character no font has (a missing glyph's box)
MEASURE = """([sel, texts]) => { const el = document.querySelector(sel); const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(el).font; const size = parseFloat(getComputedStyle(el).fontSize);
  return [size, ctx.measureText('\\u{10FFFD}').width, ...texts.map((t) => ctx.measureText(t).width)]; }"""


def test_japanese_is_drawn_with_a_font_that_has_its_glyphs(desk: Any) -> None:
    # Debian's Chromium as it comes drew 水道 as boxes: the page names each platform's Japanese fonts, and the test
    # machines install Debian's Noto CJK (builder/install.py). A kanji is a full square, one em wide, never the box
    desk.goto("./?lang=ja")
    expect(desk.locator("main > .suido-play")).to_have_attribute("data-painted", "true", timeout=READY)
    expect(desk.locator(".sd-menu a[data-view=play]")).to_have_text("遊ぶ")
    size, box, *widths = desk.evaluate(MEASURE, [".top h1 span", ["水", "道", "水道"]])
    assert all(abs(w - size) < 0.05 * size for w in widths[:2]) and abs(widths[2] - 2 * size) < 0.1 * size, (size, widths)
    assert all(abs(w - box) > 0.5 for w in widths[:2]), (box, widths)
    size, box, *widths = desk.evaluate(MEASURE, [".sd-menu a[data-view=play]", ["遊", "ぶ"]])
    assert all(abs(w - size) < 0.05 * size and abs(w - box) > 0.5 for w in widths), (size, box, widths)
    desk.screenshot(path=str(SHOTS / "desk-ja.png"))
