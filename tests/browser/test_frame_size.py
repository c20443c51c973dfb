"""The board in an iframe on another site's page, with the Embed view's snippet: the frame asks for a height that
does not depend on the height it is given (inside a frame 100svh is the frame's own height, so a board fitted to it
grew and shrank with every height the page set, and the frame asked again, for ever), and its board fills the frame's
width (up to 32rem) instead of being drawn at its smallest with zoom buttons."""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import READY, painted
from playwright.sync_api import expect

from conftest import DESK, PHONE, ROOT  # at import, as tests/engines has a conftest.py of its own

SHOTS = ROOT / "dist" / "screenshots" / "layout"  # (pytest-playwright empties test-results/ at each run)
# a full store (as in a private window): the frame says it will not save any more, a line that changes its height
FULL = """if (location.pathname.endsWith('embed.html')) {
  Storage.prototype.setItem = function () { throw new DOMException('full', 'QuotaExceededError'); }; }"""
# the page of another site with the Embed view's iframe snippet (embedpanel.js frameOf): a frame 600 px tall, sized
# from then on by what it says; "#fixed" leaves it 600 px tall
HOST = """<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>a site</title><link rel="icon" href="data:,">
<script>window.got = []; addEventListener("message", (e) => window.got.push(e.data));</script></head>
<body><h1>My blog</h1>
<iframe class="suido-frame" src="{site}embed.html?grid={grid}&daily&origin={origin}" title="Suido"
  style="width: {width}; height: 600px; border: 0"></iframe>
<script>
addEventListener("message", (e) => {{
  if (e.origin !== {site_origin!r} || e.data?.source !== "suido" || location.hash === "#fixed") return;
  const frame = [...document.querySelectorAll("iframe.suido-frame")].find((f) => f.contentWindow === e.source);
  if (frame && e.data.type === "suido-resize") frame.style.height = e.data.detail.height + "px";
}});
</script><p>The rest of the post.</p></body></html>"""
# over n animation frames of the page around it: the resize messages heard, and the frame's heights
WATCH = """async (n) => { const heights = new Set(); const before = window.got.filter((m) => m.type === 'suido-resize').length;
  for (let i = 0; i < n; i++) {
    await new Promise((r) => requestAnimationFrame(r));
    heights.add(document.querySelector('iframe.suido-frame').getBoundingClientRect().height);
  }
  return [window.got.filter((m) => m.type === 'suido-resize').length - before, [...heights]]; }"""


def host_page(new_context: Any, device: dict[str, Any], asset_server: Any, serve_folder: Any, tmp_path: Any,
              grid: str = "7x7", width: str = "100%", fixed: bool = False) -> tuple[Any, Any]:
    """The page of another origin with the frame in it, its board painted; (page, the frame's suido-board)."""
    site = serve_folder(tmp_path)
    (tmp_path / "index.html").write_text(HOST.format(site=asset_server.url, site_origin=asset_server.url.rstrip("/"),
                                                     origin=site.url.rstrip("/"), grid=grid, width=width))
    context = new_context(**device)
    context.add_init_script(FULL)
    page = context.new_page()
    page.goto(site.url + ("#fixed" if fixed else ""))
    board = page.frame_locator("iframe.suido-frame").locator("suido-board")
    painted(board)
    return page, board


@pytest.mark.parametrize(("width", "height", "grid"), [(390, 844, "7x7"), (320, 568, "5x5")])
def test_a_frame_at_a_phones_width_stops_resizing_once_its_board_settles(
        new_context: Any, asset_server: Any, serve_folder: Any, tmp_path: Any, width: int, height: int,
        grid: str) -> None:
    page, board = host_page(new_context, {**PHONE, "viewport": {"width": width, "height": height}}, asset_server,
                            serve_folder, tmp_path, grid=grid)
    board.locator(".sd-cell:not([data-fixed=true])").first.tap()
    expect(board).to_have_attribute("data-turns", "1")
    expect(board.locator(".sdp-note")).to_contain_text("will not save")        # a line more under the board
    page.evaluate(WATCH, 30)                                                    # the height the line asks for
    heard, heights = page.evaluate(WATCH, 240)
    assert heard <= 1 and len(heights) <= 2, (heard, heights)    # it was 364 messages in 360 frames at 320 px
    page.screenshot(path=str(SHOTS / f"frame-phone-{width}.png"))


@pytest.mark.parametrize(("screen", "width", "fixed"), [
    (DESK, "640px", False),          # a desk's frame sized by the snippet: the 7x7 was 168 px wide
    (DESK, "640px", True),           # the frame's height fixed at 600 px: 296 px
    (PHONE, "100%", True),           # a phone's 600 px frame: 168 px, with zoom buttons
])
def test_the_board_fills_its_frames_width(new_context: Any, asset_server: Any, serve_folder: Any, tmp_path: Any,
                                         screen: dict[str, Any], width: str, fixed: bool) -> None:
    page, board = host_page(new_context, screen, asset_server, serve_folder, tmp_path, width=width, fixed=fixed)
    inside = page.frame_locator("iframe.suido-frame")
    room = inside.locator("main").evaluate("e => e.clientWidth - parseFloat(getComputedStyle(e).paddingLeft) * 2")
    drawn = board.locator(".sdp-board").bounding_box()["width"]
    assert drawn >= min(room, 512) - 1, (drawn, room)                           # the frame's width, up to 32rem
    expect(board).to_have_attribute("data-zoomable", "false")
    expect(board.locator(".sdp-zoom")).to_have_count(0)                          # no zoom buttons for a 7x7
    page.screenshot(path=str(SHOTS / f"frame-{'phone' if screen is PHONE else 'desk'}-{'fixed' if fixed else 'sized'}.png"))
