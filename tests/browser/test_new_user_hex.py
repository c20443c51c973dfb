"""A new user's first minutes on the boards not of squares (hexagons, the tilings) and the aids, as found by trying
the site from the README alone: each test here failed before its fix, at a phone's width with touch and at a desk's."""

from __future__ import annotations

import pytest
from boardkit import READY, open_board, page_of, show_view
from playwright.sync_api import expect


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_a_newcomers_how_to_above_a_hexagonal_board_turns_a_sixth(request: pytest.FixtureRequest, who: str) -> None:
    """A shared link to a hexagonal level (the level of the day's Share) opens, for a new player, with the how-to
    above it: it says a tap turns a sixth and shows hexagonal pieces, and back on squares a quarter again."""
    page = page_of(request, who, newcomer=True)
    open_board(page, "?size=hex&level=1")
    how = page.locator(".sd-welcome")
    expect(how).to_be_visible(timeout=READY)
    expect(how).to_contain_text("turn it a sixth", timeout=READY)
    expect(how).not_to_contain_text("a quarter")
    expect(how.locator(".sdh-pieces li").first).to_contain_text("End")
    expect(how.locator(".sdh-pieces")).to_contain_text("Sharp bend")
    expect(how.locator(".sdh-pieces")).not_to_contain_text("Elbow")
    # a square level chosen from the list: the same how-to, for squares
    show_view(page, "levels")
    page.locator(".sd-levels select[name=size]").select_option("5x5")
    page.wait_for_function("window.__suido.levels.size === '5x5'", timeout=READY)
    page.locator('.sd-levels button[data-level="1"]').click()
    expect(page.locator(".suido-play svg.suido")).to_have_attribute("data-grid", "square", timeout=READY)
    expect(how).to_contain_text("turn it a quarter", timeout=READY)
    expect(how.locator(".sdh-pieces")).to_contain_text("Elbow")


def test_a_newcomers_how_to_above_a_tiling_shows_that_tilings_pieces(request: pytest.FixtureRequest) -> None:
    """A new player's first board of hexagons and triangles: the how-to above it showed the square pieces (End,
    Elbow, Tee...) drawn on squares. It shows the grid's own, a few of each polygon, and says a turn is a side."""
    page = page_of(request, "phone", newcomer=True)
    open_board(page, "?size=trihexagonal&level=1")
    how = page.locator(".sd-welcome")
    expect(how).to_contain_text("by one of its sides", timeout=READY)
    pieces = how.locator(".sdh-pieces li")
    expect(pieces).to_have_count(6)
    expect(pieces.first).to_contain_text("End, hexagon")
    expect(how.locator(".sdh-pieces")).to_contain_text("End, triangle")
    expect(how.locator(".sdh-pieces")).not_to_contain_text("Cross")


def test_the_hexagonal_how_to_is_said_in_japanese(request: pytest.FixtureRequest) -> None:
    page = page_of(request, "phone", newcomer=True)
    open_board(page, "?size=hex&level=1&lang=ja")
    expect(page.locator(".sd-welcome")).to_contain_text("6分の1", timeout=READY)


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_the_rings_on_a_board_are_explained_in_words_that_can_be_seen(request: pytest.FixtureRequest, who: str) -> None:
    """Hexagons level 1 opens with a loop in its scramble: dashed rings on four pieces, said to nobody (an opened
    board's rings are not news), so a new player saw rings and no word of what they are. A line under the board
    says what the marks shown mean, and goes when they go."""
    page = page_of(request, who)
    host = open_board(page, "?size=hex&level=1")
    expect(host.locator("svg.suido .sd-loops")).not_to_have_attribute("d", "")
    key = host.locator(".sdp-rings-key")
    expect(key).to_be_visible()
    expect(key).to_contain_text("Dashed rings: pieces joined in a closed loop")
    # the setting hides the marks: the line goes with them
    show_view(page, "settings")
    page.locator(".sd-settings-form input[name=rings][value=never]").check()
    show_view(page, "play")
    expect(host.locator("svg.suido .sd-loops")).to_have_attribute("d", "")
    expect(key).to_be_hidden()
    # in Japanese too
    page.goto("?size=hex&level=1&lang=ja")
    show_view(page, "settings")
    page.locator(".sd-settings-form input[name=rings][value=always]").check()
    show_view(page, "play")
    expect(page.locator(".suido-play .sdp-rings-key")).to_contain_text("破線の輪", timeout=READY)


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_each_picture_in_the_stats_view_has_its_name_above_it(request: pytest.FixtureRequest, who: str) -> None:
    """The Stats view drew two charts of bars one under the other, named only for a screen reader: a new player
    could not tell the best time of each level from the last solves. Each now has its name shown above it."""
    import json

    seed = json.dumps({"v": 1, "levels": {"hex#1": {"best": 61_000, "fewest": 40, "solves": 1},
                                          "hex#2": {"best": 75_000, "fewest": 44, "solves": 1}},
                       "days": [], "recent": {"hex": [61_000, 75_000]}})
    context = request.getfixturevalue(f"{who}_context")   # (warm: its init script goes with the test)
    context.add_init_script(f"try {{ localStorage.setItem('suido:records', JSON.stringify({seed})); }} catch (e) {{}}")
    page = context.new_page()
    open_board(page, "?size=hex&level=3")
    show_view(page, "stats")
    captions = page.locator(".sd-stats .sds-picture .sds-caption:not(.sds-key)")   # the names (the key sits below)
    expect(captions).to_have_count(2, timeout=READY)
    key = page.locator(".sd-stats .sds-picture .sds-key")                             # the last solves' chart's key
    expect(key).to_have_count(1)
    assert key.evaluate("e => e.previousElementSibling.tagName.toLowerCase()") == "svg"
    expect(captions.nth(0)).to_have_text("Best solve time of each level of Hexagons")
    expect(captions.nth(1)).to_have_text("The last 2 solves of Hexagons, with their averages")
    for n in range(2):
        expect(captions.nth(n)).to_be_visible()
        assert captions.nth(n).evaluate("e => e.nextElementSibling.tagName.toLowerCase()") == "svg"
