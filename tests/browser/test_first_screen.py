"""What a player meets on the site's page: the board, its status line, its buttons and Next level in the first
screen at a desk's sizes and a phone's, light and dark, the how-to shown and dismissed, and a solve's message and
Next in view the moment it is solved (scrolled to at once when motion is reduced). Screenshots of each state are
kept in test-results/<this test>/ (pytest-playwright's output folder)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from boardkit import open_board, open_embed, page_of
from conftest import DESK, PHONE
from playwright.sync_api import expect

from suido import decode, levels

SCREENS = {  # a kind of screen: its context, and the sizes it comes in
    "desk": (DESK, [(1280, 800), (1366, 768)]),
    "phone": (PHONE, [(390, 844), (360, 740)]),
}
# the parts that must be in the first screen: the board, its status line, its buttons, Next level's place
PARTS = (".sdp-board", ".sdp-status", ".sdp-controls", ".sd-after")


def taps_of(size: str, n: int) -> list[int]:
    """The cells to tap, once per clockwise quarter, to turn level n into its answer."""
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


def assert_in_view(page: Any, height: int, what: str, parts: tuple[str, ...] = PARTS) -> None:
    for sel in parts:
        box = page.locator(f".suido-play {sel}").bounding_box()
        assert box, (what, sel)
        assert box["y"] >= 0 and box["y"] + box["height"] <= height, (what, sel, box, height)


def press(page: Any, target: Any, touch: bool) -> None:
    """A tap (or a click) in the middle of target, where it is: a locator's own click would first scroll it."""
    box = target.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    page.touchscreen.tap(x, y) if touch else page.mouse.click(x, y)


def solve(page: Any, host: Any, size: str, n: int, touch: bool) -> None:
    """Every turn but the last through the page's board, the last one tapped (or clicked) as a player does."""
    taps = taps_of(size, n)
    for c in taps[:-1]:
        page.evaluate("(c) => window.__suido.board.turn(c, 1)", c)
    expect(host).to_have_attribute("data-turns", str(len(taps) - 1))
    press(page, host.locator(f'.sd-cell[data-cell="{taps[-1]}"]'), touch)
    expect(host).to_have_attribute("data-solved", "true")


@pytest.mark.parametrize("who", SCREENS)
def test_the_board_its_status_buttons_and_next_are_in_the_first_screen(who: str, new_context: Any,
                                                                        output_path: str) -> None:
    kind, sizes = SCREENS[who]
    touch = kind is PHONE
    (width, height), _ = sizes
    context = new_context(newcomer=True, **{**kind, "viewport": {"width": width, "height": height}})
    page = context.new_page()
    out = Path(output_path)
    out.mkdir(parents=True, exist_ok=True)
    host = open_board(page)
    # a sideways swipe never goes Back from the site's page (its root takes no overscroll navigation)
    assert page.evaluate("getComputedStyle(document.documentElement).overscrollBehaviorX") == "none"
    welcome = page.locator(".sd-welcome")
    expect(welcome).to_be_visible()

    def each_size(state: str, schemes: tuple[str, ...] = ("light", "dark")) -> None:
        """At each size and scheme: nothing scrolled, every part in the first screen; a screenshot kept."""
        for w, h in sizes:
            page.set_viewport_size({"width": w, "height": h})
            for scheme in schemes:
                page.emulate_media(color_scheme=scheme)
                assert page.evaluate("scrollY") == 0, (state, w, h)
                assert_in_view(page, h, f"{state} at {w}x{h}, {scheme}")
                if state == "how-to shown":
                    box = welcome.bounding_box()
                    assert box and box["y"] >= 0 and box["y"] + box["height"] <= h, (w, h, box)
                page.screenshot(path=str(out / f"first-{w}x{h}-{state.replace(' ', '-')}-{scheme}.png"))
        page.set_viewport_size({"width": width, "height": height})
        page.emulate_media(color_scheme="light")

    # the how-to shown, light and dark, at each size: the board, its status and buttons, and the how-to
    each_size("how-to shown")
    before = host.locator(".sdp-board").bounding_box()
    # dismissed: the board grows into the room, and still everything is in the first screen
    press(page, welcome.locator(".sdh-done"), touch)
    expect(welcome).to_be_hidden()
    each_size("how-to dismissed")
    after = host.locator(".sdp-board").bounding_box()
    assert after["height"] >= before["height"], (before, after)
    # solved by a tap: the status says so and Next level is there, both in view at once, at each size
    solve(page, host, "5x5", 1, touch)
    following = page.locator(".sd-next")
    expect(following).to_be_visible()
    expect(host.locator(".sdp-status")).to_contain_text("Solved")
    expect(following).to_be_in_viewport(ratio=1)
    each_size("solved", ("light",))
    if not touch:
        return
    # a screen too short for all of it (a phone on its side), motion reduced: the player scrolled to the board;
    # the solve brings its status and Next into view, at once (one jump, not a glide)
    press(page, following, touch)
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 2")
    page.emulate_media(reduced_motion="reduce")
    page.set_viewport_size({"width": 740, "height": 360})
    page.evaluate("window.scrollTo(0, 0)")
    assert page.locator(".sd-after").bounding_box()["y"] > 360   # Next's place is below this short screen
    page.evaluate("""() => { window.__scrolls = [];
      addEventListener('scroll', () => window.__scrolls.push(scrollY)); }""")
    solve(page, host, "5x5", 2, touch)
    expect(following).to_be_in_viewport(ratio=1)
    assert_in_view(page, 360, "solved on a short screen", (".sdp-status", ".sd-after"))
    scrolls = page.evaluate("window.__scrolls")
    assert scrolls and len(set(scrolls)) == 1, scrolls                  # at once: one position, no glide
    page.screenshot(path=str(out / "first-740x360-solved.png"))


def test_a_sideways_swipe_begun_on_the_board_never_goes_back(desk: Any) -> None:
    """A trackpad's swipe (wheel events) that starts on the board and runs on past its edge: in a host page
    (embed.html) every event of it is the board's, so none can scroll the page or start Back; once it ended, a swipe
    beside the board is the page's again. (The site's own page takes none from its root: the test above.)"""
    el = open_embed(desk)
    board = el.locator(".sdp-board")
    box = board.bounding_box()
    desk.evaluate("""() => { window.__wheels = [];
      addEventListener('wheel', (e) => window.__wheels.push(
        [!!e.target.closest?.('.sdp-board'), e.defaultPrevented]), {passive: true}); }""")
    desk.mouse.move(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    for _ in range(3):
        desk.mouse.wheel(-40, 0)                                   # a swipe to the right, as Back's gesture
    desk.mouse.move(box["x"] + box["width"] + 30, box["y"] + box["height"] / 2)   # on past the board's edge
    for _ in range(3):
        desk.mouse.wheel(-40, 0)
    desk.wait_for_function("window.__wheels.length === 6")
    wheels = desk.evaluate("window.__wheels")
    assert [w[0] for w in wheels] == [True] * 3 + [False] * 3, wheels   # the last three beside the board
    assert all(w[1] for w in wheels), wheels                             # every one the board's
    desk.wait_for_timeout(400)                                           # the swipe ended
    desk.mouse.wheel(-40, 0)
    desk.wait_for_function("window.__wheels.length === 7")
    assert desk.evaluate("window.__wheels[6]") == [False, False]         # a new one beside it: the page's


def test_the_first_boards_ends_are_told_from_drains_and_the_legend_names_every_piece(request: pytest.FixtureRequest,
                                                                                      output_path: str) -> None:
    """A new player read 5x5 level 1 as "all drains": its ends were drawn with a drain's bowl, the legend lacked
    the cross the level has, and nothing said what a drain needs. At a phone's size, light, dark and in forced
    colours: the ends are capped, the legend names every piece of the level, and a line says what a drain needs.
    Screenshots kept in test-results/<this test>/ to look at."""
    page = page_of(request, "phone", newcomer=True)
    out = Path(output_path)
    out.mkdir(parents=True, exist_ok=True)
    host = open_board(page)
    welcome = page.locator(".sd-welcome")
    expect(welcome).to_be_visible()
    names = welcome.locator(".sdh-pieces li span")
    expect(names).to_have_text(["End", "Straight", "Elbow", "Tee", "Cross", "Pump", "Drain"])
    # the line that tells an end from a drain goes with the pieces: on a phone's short screen both are left to the
    # Pieces view (the board keeps its room), at a desk both are shown
    ends_line = welcome.locator(".sdh-ends")
    expect(ends_line).to_have_text("A capped end stops the water; every drain (a round grate) must be filled.")
    expect(ends_line).to_be_hidden()
    row = levels.load("5x5")[0]
    ends = [c for c, m in enumerate(decode(row.board).cells) if bin(m).count("1") == 1]
    board = host.locator("svg.suido")
    expect(board.locator(".sd-cap")).to_have_count(len(ends))
    expect(board.locator(".sd-bowl")).to_have_count(0)
    expect(welcome.locator('li:has(.sd-grate)')).to_have_count(1)            # the legend's drain alone
    for scheme, forced in (("light", "none"), ("dark", "none"), ("light", "active")):
        page.emulate_media(color_scheme=scheme, forced_colors=forced)
        # the cap is drawn (a stroke of its own, wider than the pipe) in every scheme
        cap = board.locator(".sd-cap").first
        assert cap.evaluate("e => getComputedStyle(e).stroke !== 'none' && parseFloat(getComputedStyle(e).strokeWidth) > 0")
        page.screenshot(path=str(out / f"ends-390x844-{scheme}{'-forced' if forced == 'active' else ''}.png"))
    page.emulate_media(color_scheme="light", forced_colors="none")
    page.set_viewport_size({"width": 1280, "height": 800})
    expect(ends_line).to_be_visible()
    expect(welcome.locator(".sdh-pieces")).to_be_visible()
    page.screenshot(path=str(out / "ends-1280x800-light.png"))
    # the how-to again in the Pieces view, in Japanese: every piece of the level named, the drain's need said
    page.goto("./?view=pieces&lang=ja")
    how = page.locator(".sd-how").first
    expect(how.locator(".sdh-pieces li span")).to_have_text(["行き止まり", "直管", "曲がり管", "T字管", "十字管", "ポンプ", "排水口"],
                                                             timeout=45_000)
    expect(how.locator(".sdh-body")).to_contain_text("排水口(丸い格子)はすべて満たします")
    page.screenshot(path=str(out / "pieces-view-ja.png"))
