"""The levels on the site: the sizes, blocks of sixteen that open one after another, marks and twists,
Today, and a level played to solved from the list (the taps read from the level's row by suido.levels)."""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

import pytest
from boardkit import count_colour, page_of, painted, show_view
from test_load import DESK, playable
from playwright.sync_api import expect

import suido
from suido import levels

READY = 45_000


def open_page(page: Any, query: str = "") -> Any:
    page.goto(query or "./")
    host = page.locator(".suido-play")
    painted(host)
    show_view(page, "levels")
    expect(page.locator(".sd-levels button[data-level]").first).to_be_visible()
    return host


def taps_of(size: str, n: int) -> list[int]:
    """The cells to tap, once per clockwise quarter, to turn level n into its answer."""
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


def play_to_solved(page: Any, host: Any, size: str, n: int) -> None:
    expect(page.locator(".sd-playing")).to_have_text(f"{size}, level {n}")
    expect(host).to_have_attribute("data-turns", "0")
    taps = taps_of(size, n)
    for c in taps:
        page.locator(f'.suido-play .sd-cell[data-cell="{c}"]').click()
    expect(host).to_have_attribute("data-turns", str(len(taps)))
    expect(host).to_have_attribute("data-solved", "true")


def choose(page: Any, size: str, n: int) -> None:
    """Level n of size, chosen from the Levels view (the page then shows it in the Play view)."""
    if page.locator("main").get_attribute("data-view") != "levels":
        show_view(page, "levels")
    page.locator(".sd-levels select[name=size]").select_option(size)
    # the list shown is the size chosen (on a busy machine the one before may still be there to be tapped)
    page.wait_for_function(f"window.__suido.levels.size === {size!r}", timeout=READY)
    page.locator(f'.sd-levels button[data-level="{n}"]').click()
    expect(page.locator("main")).to_have_attribute("data-view", "play")


def test_level_one_played_from_the_list_then_the_next_opens(desk: Any) -> None:
    host = open_page(desk)
    choose(desk, "5x5", 1)
    first = desk.locator('.sd-levels button[data-level="1"]')
    expect(first).to_have_attribute("aria-current", "true")
    row = levels.load("5x5")[0]
    par = suido.taps_to_answer(suido.new_game(row.board), levels.solution(row))
    expect(host.locator(".sdp-meter")).to_have_text(f"0 turns · par {par}")
    expect(host.locator(".sdp-chip[data-twist=plain]")).to_have_count(1)
    play_to_solved(desk, host, "5x5", 1)
    expect(first).to_have_attribute("data-solved", "true")
    following = desk.locator(".sd-next")
    expect(following).to_be_visible()
    following.click()
    play_to = desk.locator(".sd-playing")
    expect(play_to).to_have_text("5x5, level 2")
    expect(host).to_have_attribute("data-solved", "false")
    expect(following).to_be_hidden()
    # remembered: a reload still shows level 1 solved
    open_page(desk)
    desk.locator(".sd-levels select[name=size]").select_option("5x5")
    expect(desk.locator('.sd-levels button[data-level="1"]')).to_have_attribute("data-solved", "true")


def test_a_block_opens_when_the_one_before_is_solved(desk: Any) -> None:
    desk.add_init_script("localStorage.setItem('suido:solved:5x5', '"
                         + ",".join(str(n) for n in range(1, 16)) + "')")
    host = open_page(desk)
    desk.locator(".sd-levels select[name=size]").select_option("5x5")
    seventeen = desk.locator('.sd-levels button[data-level="17"]')
    expect(seventeen).to_be_disabled()
    # the next block to open shows its levels; the blocks shut past it show their heading alone
    expect(desk.locator('.sdl-block[data-block="3"]')).to_have_attribute("data-folded", "true")
    expect(desk.locator('.sd-levels button[data-level="33"]')).to_be_hidden()
    expect(desk.locator('.sdl-block[data-block="3"] h3')).to_be_visible()
    choose(desk, "5x5", 16)
    play_to_solved(desk, host, "5x5", 16)
    expect(seventeen).to_be_enabled()
    show_view(desk, "levels")
    expect(desk.locator('.sdl-block[data-block="2"]')).not_to_have_attribute("data-shut", "true")
    expect(desk.locator('.sd-levels button[data-level="33"]')).to_be_disabled()
    expect(desk.locator('.sd-levels button[data-level="33"]')).to_be_visible()  # now the next block to open
    expect(desk.locator('.sdl-block[data-block="4"]')).to_have_attribute("data-folded", "true")
    show_view(desk, "play")
    desk.locator(".sd-next").click()
    expect(desk.locator(".sd-playing")).to_have_text("5x5, level 17")


def test_marks_twists_and_lessons_are_shown(phone: Any) -> None:
    open_page(phone)
    phone.locator(".sd-levels select[name=size]").select_option("5x5")
    marks = json.loads((levels._data_dir() / "marks.json").read_text())["5x5"]   # type: ignore[operator]
    one = phone.locator('.sd-levels button[data-level="1"] .sdl-marks')
    expect(one).to_have_attribute("data-marks", marks[0])
    lesson = phone.locator('.sd-levels button[data-level="31"]')
    expect(lesson).to_have_attribute("data-role", "teaches")
    expect(lesson.locator(".sdl-twists")).to_have_text("Drains")
    assert "teaches" in (lesson.get_attribute("aria-label") or "")


def test_today_opens_the_level_of_the_day(phone: Any) -> None:
    host = open_page(phone)
    phone.locator(".sd-levels select[name=size]").select_option("5x5")
    phone.locator(".sd-levels button[data-level='3']").tap()
    expect(phone.locator(".sd-playing")).to_have_text("5x5, level 3")
    show_view(phone, "levels")
    phone.locator(".sd-levels button[data-action=today]").tap()
    day = dt.datetime.now(dt.timezone.utc).date()
    n = levels.daily("5x5", day)
    expect(phone.locator(".sd-playing")).to_have_text(f"Today's level · 5x5 · level {n}")
    expect(host.locator("svg.suido")).to_have_attribute("data-width", "5")


def test_the_level_of_the_day_is_labelled_in_japanese(desk: Any) -> None:
    open_page(desk, "?size=7x7&level=today&lang=ja")
    day = dt.datetime.now(dt.timezone.utc).date()
    expect(desk.locator(".sd-playing")).to_have_text(f"今日の問題 · 7x7 · 第{levels.daily('7x7', day)}問")
    # a level chosen from the list is not labelled as today's
    choose(desk, "5x5", 2 if levels.daily("5x5", day) != 2 else 3)
    expect(desk.locator(".sd-playing")).to_have_attribute("data-today", "false")


def test_a_new_player_starts_on_a_first_level_with_the_how_to_and_today_is_never_shown_locked(
        request: pytest.FixtureRequest) -> None:
    page = page_of(request, "phone", newcomer=True)   # (nothing kept: a new player's storage, in a booted browser)
    page.goto("./")
    host = page.locator(".suido-play")
    painted(host)
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 1")        # a board a new player can solve
    assert page.url.endswith("?size=5x5&level=1")                           # a reload plays it again
    welcome = page.locator(".sd-welcome")
    expect(welcome).to_be_visible()
    expect(welcome.locator("h2")).to_have_text("How to play")
    expect(welcome.locator(".sdh-pieces svg.suido")).to_have_count(7)       # the pieces, as the engine draws them
    expect(welcome.locator("img.sdh-solved")).to_have_attribute("alt", re.compile("solved board"))
    box = host.locator("svg.suido").bounding_box()
    assert box and box["y"] < page.viewport_size["height"]                 # the board is in the first screenful
    host.locator(".sd-cell:not([data-fixed=true])").first.tap()             # it plays with the how-to shown
    expect(host).to_have_attribute("data-turns", "1")
    page.emulate_media(reduced_motion="reduce")                             # the water (and its drops) at once
    leak = (0xC8, 0x43, 0x0C)                                                # --sd-leak: a leak's drop
    assert host.locator("[data-w=leak]").count() > 0
    assert count_colour(host.locator("svg.suido").screenshot(), leak) > 50
    welcome.locator(".sdh-done").tap()
    expect(welcome).to_be_hidden()
    expect(page.locator(".suido-play .sd-cell:focus")).to_have_count(1)     # the board takes the focus
    # the drops are still drawn with the how-to (whose drawings hold the page's first #sd-drop) gone
    assert count_colour(host.locator("svg.suido").screenshot(), leak) > 50
    page.reload()
    painted(host)
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 1")
    expect(welcome).to_be_hidden()                                           # dismissed once, for good
    show_view(page, "pieces")                                                # and reachable again
    expect(page.locator(".sd-how-again h2")).to_have_text("How to play")
    expect(page.locator(".sd-how-again p")).to_have_count(6)   # the water, a turn, ends and drains, boards with drains, stuck, the keys
    # the level of the day of a size whose blocks are still shut is open, and marked as today's
    day = dt.datetime.now(dt.timezone.utc).date()
    size = next(s for s in ("7x7", "8x8", "10x10", "12x12") if levels.daily(s, day) > 16)
    show_view(page, "levels")
    page.locator(".sd-levels select[name=size]").select_option(size)
    page.wait_for_function(f"window.__suido.levels.size === {size!r}", timeout=READY)
    today = page.locator(f'.sd-levels button[data-level="{levels.daily(size, day)}"]')
    expect(today).to_be_enabled()
    expect(today).to_be_visible()
    expect(today).to_have_attribute("data-today", "true")
    expect(today).to_have_attribute("aria-label", re.compile("Today"))
    shut = next(n for n in range(17, 33) if n != levels.daily(size, day))
    expect(page.locator(f'.sd-levels button[data-level="{shut}"]')).to_be_disabled()   # the rest of its block: shut


def test_a_set_chosen_offline_shows_its_levels_once_the_connection_comes_back(new_context: Any, own_server: Any,
                                                                            console_errors: Any) -> None:
    console_errors.allow(r"levels/9x9\.tsv")             # the file not had, as offline
    page = new_context(**DESK).new_page()
    page.route("**/levels/9x9.tsv*", lambda route: route.abort("internetdisconnected"))
    page.goto(f"{own_server.url}?view=levels&sw=0")
    playable(page)
    page.locator(".sd-levels select[name=size]").select_option("9x9")
    blocks = page.locator(".sd-levels .sdl-blocks")
    expect(blocks).to_have_attribute("data-size", "9x9")
    expect(page.locator(".sd-levels .sdl-note")).to_have_text("…")
    assert blocks.locator("button[data-level]").count() == 0
    page.unroute("**/levels/9x9.tsv*")
    page.evaluate("window.dispatchEvent(new Event('online'))")   # as the browser says when the connection is back
    expect(blocks.locator('button[data-level="1"]')).to_be_visible()
    expect(page.locator(".sd-levels .sdl-note")).to_have_text("")
