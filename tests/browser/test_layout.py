"""The site's page laid out as a player sees it, at a phone's size and a desk's: a board keeps one width (its zoom
is decided from a layout that does not depend on that decision), and the parts around it sit where they should."""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import READY, count_colour, page_of, painted, settle, show_view
from playwright.sync_api import expect

from conftest import DESK, ROOT  # at import, as tests/engines has a conftest.py of its own
from suido import levels
from suido.strings import say

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
def test_a_board_on_a_phone_keeps_one_width(request: pytest.FixtureRequest, width: int, height: int, query: str,
                                            newcomer: bool) -> None:
    page = page_of(request, "phone", viewport={"width": width, "height": height}, newcomer=newcomer)
    page.add_init_script(COUNT_LOOPS)
    page.goto(query)
    host = page.locator("main > .suido-play")
    painted(host)
    expect(host).to_have_attribute("data-zoomable", "false")
    widths = page.evaluate(WIDTHS, 60)
    assert max(widths) - min(widths) < 0.5, sorted(set(widths))           # it was 120 and 216 by turns
    assert page.evaluate("window.__loops") == 0


@pytest.mark.parametrize(("width", "height", "query", "newcomer"), [
    (320, 568, "?size=5x5&level=1", True),     # a small phone, the how-to above the board
    (844, 390, "?size=10x10&level=1", False),  # a phone on its side
])
def test_on_a_short_touch_screen_a_piece_stays_big_enough_for_a_finger(request: pytest.FixtureRequest, width: int,
                                                                       height: int, query: str,
                                                                       newcomer: bool) -> None:
    """Where the board and all under it cannot be in the first screen anyway, the board does not shrink to 24 px a
    piece to try (a 5x5 was 120 px wide on both, with a zoom bar): its pieces are 44 px across as far as the width
    allows, and the whole board fits the screen's height, scrolled to."""
    page = page_of(request, "phone", viewport={"width": width, "height": height}, newcomer=newcomer)
    page.goto(query)
    host = page.locator("main > .suido-play")
    painted(host)
    expect(host).to_have_attribute("data-zoomable", "false")
    cols = int(query.split("=")[1].split("x")[0])
    box = host.locator(".sdp-board").bounding_box()
    assert box["height"] <= height - 31, (box, height)
    assert box["width"] / cols >= min(44, (height - 32) / cols) - 0.5, (box, cols)
    if not newcomer:   # the page opens scrolled to the board whole (under a new player's how-to it stays put)
        page.wait_for_function("""(h) => { const b = document.querySelector('main > .suido-play .sdp-board')
            .getBoundingClientRect(); return b.top >= 0 && b.bottom <= h; }""", arg=height, timeout=READY)
    else:
        assert page.evaluate("scrollY") == 0


# the width of each text in the font of the element given, and of a character no font has (a missing glyph's box)
MEASURE = """([sel, texts]) => { const el = document.querySelector(sel); const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = getComputedStyle(el).font; const size = parseFloat(getComputedStyle(el).fontSize);
  return [size, ctx.measureText('\\u{10FFFD}').width, ...texts.map((t) => ctx.measureText(t).width)]; }"""


def test_japanese_is_drawn_with_a_font_that_has_its_glyphs(desk: Any) -> None:
    # Debian's Chromium as it comes drew 水道 as boxes: the page names each platform's Japanese fonts, and the test
    # machines install Debian's Noto CJK (builder/install.py). A kanji is a full square, one em wide, never the box
    desk.goto("./?lang=ja")
    painted(desk.locator("main > .suido-play"))
    expect(desk.locator(".sd-menu a[data-view=play]")).to_have_text("遊ぶ")
    size, box, *widths = desk.evaluate(MEASURE, [".top h1 span", ["水", "道", "水道"]])
    assert all(abs(w - size) < 0.05 * size for w in widths[:2]) and abs(widths[2] - 2 * size) < 0.1 * size, (size, widths)
    assert all(abs(w - box) > 0.5 for w in widths[:2]), (box, widths)
    size, box, *widths = desk.evaluate(MEASURE, [".sd-menu a[data-view=play]", ["遊", "ぶ"]])
    assert all(abs(w - size) < 0.05 * size and abs(w - box) > 0.5 for w in widths), (size, box, widths)
    desk.screenshot(path=str(SHOTS / "desk-ja.png"))


def taps_of(size: str, n: int) -> list[int]:
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


# the lines of text (each line box of each text, buttons, the aids' fold (a control) and the drawing left out) shown in
# sel under its board
LINES_UNDER = """(sel) => { const host = document.querySelector(sel);
  const floor = host.querySelector('.sdp-board').getBoundingClientRect().bottom;
  const walk = document.createTreeWalker(host, NodeFilter.SHOW_TEXT); const out = [];
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    if (!t.textContent.trim() || t.parentElement.closest('button, summary, svg, .sdp-quiet')) continue;
    const r = document.createRange(); r.selectNodeContents(t);
    for (const b of r.getClientRects()) if (b.height > 0 && b.top >= floor) out.push([Math.round(b.top), t.textContent.slice(0, 40)]);
  }
  const tops = new Map(out); return [...tops.entries()].sort((a, b) => a[0] - b[0]); }"""
# the lowest line of text above the buttons: its bottom, and the buttons' top
ABOVE_BUTTONS = """() => { const host = document.querySelector('main > .suido-play');
  const top = host.querySelector('.sdp-controls').getBoundingClientRect().top; let low = host.querySelector('.sdp-board').getBoundingClientRect().bottom;
  const walk = document.createTreeWalker(host, NodeFilter.SHOW_TEXT);
  for (let t = walk.nextNode(); t; t = walk.nextNode()) {
    if (!t.textContent.trim() || t.parentElement.closest('button, summary, svg, .sdp-quiet')) continue;
    const r = document.createRange(); r.selectNodeContents(t);
    for (const b of r.getClientRects()) if (b.height > 0 && b.bottom <= top) low = Math.max(low, b.bottom);
  }
  return [low, top]; }"""
# the footer's top and the window's height at every animation frame from the page's start
WATCH_FOOTER = """window.__footer = []; (function watch() {
  const f = document.querySelector('.sd-footer');
  if (f) window.__footer.push([Math.round(f.getBoundingClientRect().top), innerHeight]);
  requestAnimationFrame(watch); })();"""


def test_a_phones_board_its_lines_buttons_menu_and_pieces_sit_where_they_should(phone: Any) -> None:
    phone.goto("./?size=5x5&level=1")
    host = phone.locator("main > .suido-play")
    painted(host)
    # no empty room above the buttons (the empty note's two lines stood there: 80 px with the gaps)
    low, top = phone.evaluate(ABOVE_BUTTONS)
    assert top - low <= 24, (low, top)
    # the menu keeps the page's margin at both ends (it ran to the screen's edges), on one line
    links = [a.bounding_box() for a in phone.locator(".sd-menu a").all()]
    assert links[0]["x"] >= 11.5 and links[-1]["x"] + links[-1]["width"] <= 390 - 11.5, (links[0], links[-1])
    assert len({round(b["y"]) for b in links}) == 1, links
    # the leak's drop at the pump's arm that leaks over the board's top edge is drawn whole, not cut at the edge
    board = host.locator(".sdp-board").bounding_box()
    drops = host.locator("svg.suido").evaluate("""(svg) => [...svg.querySelectorAll('.sd-arm[data-w=leak]')]
        .map((a) => a.getBoundingClientRect()).map((r) => [r.left + r.width / 2, r.top])""")
    edge = [d for d in drops if d[1] <= board["y"] + 2]
    assert edge, (drops, board)
    above = phone.screenshot(clip={"x": edge[0][0] - 12, "y": board["y"] - 8, "width": 24, "height": 7})
    assert count_colour(above, (0xc8, 0x43, 0x0c), within=40) > 10                 # the drop, past the edge
    # Start over armed says more, in the same width: no button moves sideways
    host.locator(".sd-cell:not([data-fixed=true])").first.tap()
    expect(host).to_have_attribute("data-turns", "1")
    buttons = host.locator(".sdp-controls button:visible")
    before = [b.bounding_box() for b in buttons.all()]
    host.locator("[data-action=restart]").tap()
    expect(host.locator("[data-action=restart]")).to_have_text(say("en", "restartSure"))
    after = [b.bounding_box() for b in buttons.all()]
    assert [(round(b["x"]), round(b["y"]), round(b["width"])) for b in after] == \
        [(round(b["x"]), round(b["y"]), round(b["width"])) for b in before], (before, after)
    phone.screenshot(path=str(SHOTS / "phone-play.png"))
    # the Pieces view: a big piece is drawn at the same size a cell as the others (it was half), the wall in line
    show_view(phone, "pieces")
    pics = phone.locator(".sd-guide > ul:not(.sdg-hex) li").evaluate_all("""(lis) => lis.map((li) => {
        const svg = li.querySelector('svg'), r = svg.getBoundingClientRect(), box = li.querySelector('.sdg-pic').getBoundingClientRect();
        return [li.dataset.piece, r.width / Number(svg.dataset.width), r.height / Number(svg.dataset.height),
                r.left >= box.left - 0.5 && r.right <= box.right + 0.5, Math.round(box.left + box.width / 2)]; })""")
    cells = {round(p[1]) for p in pics} | {round(p[2]) for p in pics}
    assert len(cells) == 1 and all(p[3] for p in pics), pics
    assert len({p[4] for p in pics}) == 1, pics                                 # one column, one middle
    assert {"wall", "big-end", "block"} <= {p[0] for p in pics}
    # its how-to says what a touch does (the line that stood under the board), and no right-click
    how = phone.locator(".sd-how-again")
    expect(how.locator(".sdh-keys")).to_have_text(say("en", "howToTouch"))
    phone.screenshot(path=str(SHOTS / "phone-pieces.png"), full_page=True)
    # a box to tick keeps its size beside a label of two lines (a long label squeezed it to 13 px of 20)
    for view in ("settings", "make", "embed"):
        show_view(phone, view)
        sizes = phone.locator("main input[type=checkbox]:visible").evaluate_all(
            "(boxes) => boxes.map((b) => [b.name || b.id, b.getBoundingClientRect().width])")
        assert sizes and all(w >= 19.5 for _, w in sizes), (view, sizes)


def test_a_big_boards_leak_drops_at_its_edges_are_drawn_whole(new_context: Any) -> None:
    """A board drawn in bands of rows (suido.svg.bands: each band a foreignObject, which clips what it holds) still
    draws a leak's drop at an edge piece's open end whole, past the board's edge, as a small board does: each band
    reaches past the board. (A screen of 3 pixels a CSS pixel: the drop reaches 2 CSS pixels past the edge.)"""
    desk = new_context(**{**DESK, "device_scale_factor": 3}).new_page()
    desk.goto("./?size=20x20&level=9")  # (as dealt, its water leaks over the left edge)
    host = desk.locator("main > .suido-play")
    painted(host)
    expect(host.locator("svg.suido > foreignObject.sd-band")).to_have_count(2)
    board = host.locator(".sdp-board").bounding_box()
    # the leaking arms' outer ends on the board's edges: top, bottom, left, right
    ends = host.locator("svg.suido").evaluate("""(svg) => [...svg.querySelectorAll('.sd-arm[data-w=leak]')].map((a) => {
        const r = a.getBoundingClientRect(); return [r.left, r.top, r.right, r.bottom]; })""")
    b = (board["x"], board["y"], board["x"] + board["width"], board["y"] + board["height"])
    clips = []
    for l, t, r, btm in ends:
        if t <= b[1] + 2:
            clips.append({"x": (l + r) / 2 - 12, "y": b[1] - 8, "width": 24, "height": 7})
        elif btm >= b[3] - 2:
            clips.append({"x": (l + r) / 2 - 12, "y": b[3] + 1, "width": 24, "height": 7})
        elif l <= b[0] + 2:
            clips.append({"x": b[0] - 8, "y": (t + btm) / 2 - 12, "width": 7, "height": 24})
        elif r >= b[2] - 2:
            clips.append({"x": b[2] + 1, "y": (t + btm) / 2 - 12, "width": 7, "height": 24})
    assert clips, (ends, board)
    settle(desk)  # the water's run has reached the drops
    seen = [count_colour(desk.screenshot(clip=clip), (0xc8, 0x43, 0x0c), within=40) for clip in clips]
    assert all(n > 3 for n in seen), (clips, seen)  # each drop, past the edge (6 to 9 pixels of its colour here)


def test_under_a_solved_board_at_a_desk_the_status_the_counts_and_the_buttons(desk: Any) -> None:
    desk.add_init_script(WATCH_FOOTER)
    desk.goto("./?size=5x5&level=1")
    host = desk.locator("main > .suido-play")
    painted(host)
    desk.wait_for_function("window.__footer.length > 30")
    # the footer's link never moves about in the first screen while the page loads (it jumped as the board came)
    seen = [top for top, height in desk.evaluate("window.__footer") if top < height]
    assert len(set(seen)) <= 1, sorted(set(seen))
    for cell in taps_of("5x5", 1):
        host.locator(f'.sd-cell[data-cell="{cell}"]').click()
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-note")).not_to_be_empty()                          # the records' line
    lines = desk.evaluate(LINES_UNDER, "main > .suido-play")
    # the status, the turns and par, the clock, the records, the twist's line: eight lines and more with the keys
    assert len(lines) <= 5, lines
    assert not any("Arrow keys" in text or "right-click" in text for _, text in lines), lines
    desk.screenshot(path=str(SHOTS / "desk-solved.png"))
    # the keys' words are in Settings and in the Pieces view's how-to, in English and in Japanese
    show_view(desk, "settings")
    expect(desk.locator(".sd-settings .sd-keys-how")).to_have_text(say("en", "howTo"))
    show_view(desk, "pieces")
    expect(desk.locator(".sd-how-again .sdh-keys")).to_have_text(say("en", "howTo"))
    # Stats say what mo3, ao5 and ao12 are, in a line and in each term's title, and what the last solves' bars are
    show_view(desk, "stats")
    expect(desk.locator(".sds-terms")).to_have_text(say("en", "statsTerms"))
    expect(desk.locator(".sds-times abbr").nth(1)).to_have_attribute("title", say("en", "statsMo3Says"))
    expect(desk.locator(".sds-key")).to_have_text(say("en", "statsRecentKey"))
    desk.screenshot(path=str(SHOTS / "desk-stats.png"), full_page=True)
    show_view(desk, "settings")
    desk.locator(".sd-settings select[name=lang]").select_option("ja")
    expect(desk.locator(".sd-settings .sd-keys-how")).to_have_text(say("ja", "howTo"), timeout=READY)
    show_view(desk, "stats")
    expect(desk.locator(".sds-terms")).to_have_text(say("ja", "statsTerms"))
    expect(desk.locator(".sds-key")).to_have_text(say("ja", "statsRecentKey"))
    show_view(desk, "pieces")
    expect(desk.locator(".sd-how-again .sdh-keys")).to_have_text(say("ja", "howTo"))
    desk.screenshot(path=str(SHOTS / "desk-pieces-ja.png"), full_page=True)
