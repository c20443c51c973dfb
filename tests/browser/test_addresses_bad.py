"""Addresses that name no level, and Next level: a level past the last, a level that is not a number and a size with
no levels each say what was wrong (in the page's language), open the nearest sensible level and put the address
right; Next level after a solve goes to the next level, never back (suido.levels.next_level holds the rule)."""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import READY, page_of, painted
from playwright.sync_api import expect
from test_share import solve_by_answer

from suido import levels, strings


def opened(page: Any, query: str) -> Any:
    page.goto(query)
    host = page.locator(".suido-play").first
    painted(host)
    page.wait_for_function("() => window.__suido.playableAt", timeout=READY)
    return host


def today_of(page: Any, size: str) -> int:
    day = page.evaluate("new Date().toISOString().slice(0, 10)")
    return levels.daily(size, day)


@pytest.mark.parametrize("query, lang, size, level, note, address", [
    ("?size=5x5&level=9999", "en", "5x5", 256, strings.say("en", "addressPast", size="5x5", count=256, level=9999),
     "?size=5x5&level=256"),
    ("?size=5x5&level=9999&lang=ja", "ja", "5x5", 256,
     strings.say("ja", "addressPast", size="5x5", count=256, level=9999), "?size=5x5&level=256&lang=ja"),
    ("?size=5x5&level=abc", "en", "5x5", "today", strings.say("en", "addressLevel", level="abc"),
     "?size=5x5&level=today"),
    ("?size=2x99", "en", "7x7", "today", strings.say("en", "addressSize", asked="2x99", size="7x7"),
     "?size=7x7&level=today"),
    ("?size=2x99&level=3&lang=ja", "ja", "7x7", "today", strings.say("ja", "addressSize", asked="2x99", size="7x7"),
     "?size=7x7&level=today&lang=ja"),
])
def test_an_address_naming_no_level_says_so_opens_the_nearest_and_is_put_right(
        desk: Any, query: str, lang: str, size: str, level: Any, note: str, address: str) -> None:
    assert levels.COUNTS["5x5"] == 256
    host = opened(desk, query)
    expect(host.locator(".sdp-note")).to_have_text(note)
    want = today_of(desk, size) if level == "today" else level
    assert desk.evaluate("[window.__suido.board.size, window.__suido.board.level]") == [size, want]
    assert desk.evaluate("location.search") == address
    expect(desk.locator(".sd-playing")).to_have_attribute("data-today", "true" if level == "today" else "false")
    # the address put right plays the same level again, with nothing said
    host = opened(desk, address)
    assert desk.evaluate("[window.__suido.board.size, window.__suido.board.level]") == [size, want]
    expect(host.locator(".sdp-note")).not_to_have_text(note)


def test_a_set_whose_levels_this_device_has_not_got_says_so_not_that_it_has_none(new_context: Any,
                                                                                 console_errors: Any) -> None:
    """Offline, a grid's set never opened online is not on the device (the service worker keeps such a set's file
    once it is asked for): the page said the set had no levels at all. Its file not reached is the same case."""
    console_errors.allow(r"ERR_INTERNET_DISCONNECTED.*octagonal\.tsv")
    page = new_context().new_page()
    page.route("**/levels/octagonal.tsv*", lambda route: route.abort("internetdisconnected"))
    host = opened(page, "?size=octagonal&level=3&sw=0")
    name = strings.say("en", "sizeOctagonal")
    expect(host.locator(".sdp-note")).to_have_text(strings.say("en", "addressAway", asked=name, size="7x7"))
    assert page.evaluate("window.__suido.board.size") == "7x7"


def test_next_level_after_a_solve_goes_forward_in_a_fresh_profile(request: pytest.FixtureRequest) -> None:
    page = page_of(request, "desk", newcomer=True)   # (a warm context's storage is cleared: a fresh profile's)
    host = opened(page, "./?size=5x5&level=2")
    solve_by_answer(page, host)
    nxt = page.locator(".sd-next")
    expect(nxt).to_be_visible()
    nxt.click()
    page.wait_for_function("() => window.__suido.board.level === 3 && window.__suido.board.size === '5x5'")
    painted(host)
    assert page.evaluate("location.search") == "?size=5x5&level=3"
    solve_by_answer(page, host)
    nxt.click()                                        # level 1 still waits before: solved 2 and 3, Next goes on to 4
    page.wait_for_function("() => window.__suido.board.level === 4")


def test_a_level_with_no_size_is_that_level_of_the_set_played_last(desk: Any) -> None:
    """?level=7 with no size plays level 7 of the set played last (a new player's: the first set, 5x5), and the
    address says the size; before, it opened the set's first level without a word."""
    opened(desk, "?level=7")
    assert desk.evaluate("[window.__suido.board.size, window.__suido.board.level]") == ["5x5", 7]
    assert desk.evaluate("location.search") == "?size=5x5&level=7"
    expect(desk.locator(".sd-playing")).to_have_attribute("data-today", "false")
    opened(desk, "?size=6x6&level=2")                    # the set played last is 6x6 now
    opened(desk, "?level=3")
    assert desk.evaluate("[window.__suido.board.size, window.__suido.board.level]") == ["6x6", 3]
    assert desk.evaluate("location.search") == "?size=6x6&level=3"
