"""The daily to share (an aid): once the level of the day is solved, Share gives the engine's text (the set, the
day, the time, the turns and the par, and the site's address; no answer, no progress) through the Web Share API
where there is one (stubbed here to record what it was given) and else through the clipboard, said once in a live
region; the countdown to the next level of the day ticks; the streak kept shows beside it; the line can be turned
off in Settings (remembered); axe-core finds nothing on it; and all of it by keyboard alone at a desk, by touch on
a phone."""

from __future__ import annotations

import datetime as dt
import re
from typing import Any

import pytest
from boardkit import READY, open_board, painted, show_view, worker_answered
from conftest import DESK
from playwright.sync_api import expect
from test_a11y import axe_source, axe_violations  # noqa: F401 - axe_source is a fixture

import suido
from suido import levels, new_game, quarters_between, turn_at

# a Web Share API that records what it is given (a real one would open the system's share sheet)
SHARE_STUB = """
  window.__shared = [];
  navigator.share = (data) => { window.__shared.push(data); return Promise.resolve(); };
  navigator.canShare = () => true;
"""
NO_SHARE = "delete Navigator.prototype.share; delete Navigator.prototype.canShare;"


def solve_by_answer(page: Any, host: Any) -> tuple[str, int, str]:
    """Solve the board shown (a level) by its answer, a turn at a time through the board; (size, level, answer)."""
    size, n = page.evaluate("[window.__suido.board.size, window.__suido.board.level]")
    row = levels.load(size)[n - 1]
    answer = levels.answer(row)
    game, solution = new_game(row.board), suido.decode(answer).cells
    for c in range(len(solution)):
        q = quarters_between(game.masks[c], solution[c]) or 0
        for by in ([-1] if q == 3 else [1] * q):
            page.evaluate("([c, by]) => window.__suido.board.turn(c, by)", [c, by])
            game = turn_at(game, c, by)
    expect(host).to_have_attribute("data-solved", "true")
    return size, n, answer


def tab_to(page: Any, selector: str, most: int = 60) -> None:
    """Press Tab until the element matching selector has the focus (keyboard alone)."""
    for _ in range(most):
        if page.evaluate("(s) => document.activeElement?.matches(s)", selector):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached {selector}")


@pytest.mark.parametrize("who, web_share", [("phone", True), ("desk", False), ("desk", True), ("phone", False)])
def test_share_after_the_level_of_the_day_is_solved(who: str, web_share: bool, request: pytest.FixtureRequest,
                                                    axe_source: str) -> None:  # noqa: F811
    context = request.getfixturevalue(f"{who}_context")
    context.add_init_script(SHARE_STUB if web_share else NO_SHARE)
    if not web_share:
        context.grant_permissions(["clipboard-read", "clipboard-write"])
    page = context.new_page()
    host = open_board(page, "./?size=5x5&level=today")
    line = page.locator(".sd-share")
    expect(line).to_be_hidden()  # nothing to share before the solve
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    size, n, answer = solve_by_answer(page, host)
    assert n == levels.daily(size, today)
    expect(line).to_be_visible(timeout=READY)
    button = line.locator("button.sd-share-button")
    expect(button).to_have_text("Share")
    # the streak already kept: today's level of the day solved, so one day
    expect(line.locator(".sd-share-streak")).to_have_attribute("data-streak", "1")
    expect(line.locator(".sd-share-streak")).to_have_text("Level of the day streak: 1 day")
    # the countdown to 00:00 UTC, and it ticks
    nxt = line.locator(".sd-share-next")
    expect(nxt).to_have_attribute("role", "timer")
    first = int(nxt.get_attribute("data-left") or "0")
    now = dt.datetime.now(dt.timezone.utc)
    midnight = dt.datetime.combine(now.date() + dt.timedelta(days=1), dt.time(), dt.timezone.utc)
    assert abs(first - (midnight - now).total_seconds() * 1000) < 5_000, first
    assert re.search(r"Next level of the day in \d+:\d\d", nxt.inner_text())
    page.wait_for_function("(was) => Number(document.querySelector('.sd-share-next').dataset.left) < was", arg=first,
                           timeout=5_000)
    assert axe_violations(page, axe_source) == []
    if who == "desk" and web_share:  # and in the dark
        page.emulate_media(color_scheme="dark")
        assert axe_violations(page, axe_source) == []
    # Share: by touch on a phone, by keyboard alone at a desk
    if who == "phone":
        button.tap()
    else:
        tab_to(page, ".sd-share-button")
        page.keyboard.press("Enter")
    said = line.locator(".sd-share-said")
    expect(said).to_have_attribute("aria-live", "polite")
    if web_share:
        expect(said).to_have_text("Shared.")
        shared = page.evaluate("window.__shared")
        assert len(shared) == 1, shared
        text = shared[0]["text"]
    else:
        expect(said).to_have_text("Copied: paste it where you like.")
        text = page.evaluate("navigator.clipboard.readText()")
    lines = text.splitlines()
    assert lines[0] == f"Suido · level of the day {today} · {size}, level {n}", lines
    par = page.evaluate("window.__suido.board.par")
    turns = page.evaluate("window.__suido.board.last.turns")
    assert re.fullmatch(rf"Solved in \d+:\d\d · {turns} turns? \(par {par}\)", lines[1]), lines
    assert re.fullmatch(rf"http://[^?]+/\?size={size}&level=today", lines[2]), lines
    assert answer not in text and "progress" not in text and "code=" not in text
    # said once: one line, not one a tick (the countdown is a timer, not read out)
    left = int(nxt.get_attribute("data-left") or "0")   # a tick of the countdown after the share was said
    page.wait_for_function("(was) => Number(document.querySelector('.sd-share-next').dataset.left) < was", arg=left,
                           timeout=5_000)
    assert said.inner_text() in ("Shared.", "Copied: paste it where you like.")
    assert line.locator("[aria-live]").count() == 1


def test_the_share_line_is_turned_off_in_settings_and_remembered(desk: Any) -> None:
    page = desk
    host = open_board(page, "./?size=5x5&level=today")
    solve_by_answer(page, host)
    line = page.locator(".sd-share")
    expect(line).to_be_visible(timeout=READY)
    show_view(page, "settings")
    box = page.locator(".sd-settings-form input[name=share]")
    expect(box).to_be_checked()
    box.focus()
    page.keyboard.press("Space")  # keyboard alone
    expect(box).not_to_be_checked()
    show_view(page, "play")
    expect(line).to_be_hidden()
    show_view(page, "settings")
    box.check()  # on again: the solve of this visit is offered again
    show_view(page, "play")
    expect(line).to_be_visible()
    show_view(page, "settings")
    box.uncheck()
    page.reload()
    painted(page.locator(".suido-play"))
    show_view(page, "settings")
    expect(box).not_to_be_checked()  # remembered


def test_the_countdown_reckons_to_00_00_utc_across_a_month_and_a_year(desk: Any) -> None:
    page = desk
    open_board(page, "./?size=5x5&level=today")
    left = page.evaluate("""async () => {
        const { untilNextDay } = await import("./days.js");
        return ["2026-12-02T23:59:59Z", "2026-12-31T12:00:00Z", "2024-02-28T00:00:00Z", "2026-12-02T00:00:00.001Z"]
          .map((t) => untilNextDay(Date.parse(t)));
    }""")
    assert left == [1_000, 12 * 3600_000, 24 * 3600_000, 24 * 3600_000 - 1], left


@pytest.mark.parametrize("reload", [False, True])
def test_a_level_of_the_day_begun_before_midnight_shares_its_own_day(new_context: Any, reload: bool) -> None:
    """A level of the day begun before midnight (UTC) and solved after counts for its own day; with the page read
    again after midnight before the solve too (the day it was begun is kept: it was lost with the page)."""
    context = new_context(**DESK)
    context.add_init_script(SHARE_STUB)
    page = context.new_page()
    page.clock.install(time=dt.datetime(2026, 12, 1, 23, 59, 0, tzinfo=dt.timezone.utc))
    host = open_board(page, "./?size=5x5&level=today&sw=0")
    n = levels.daily("5x5", "2026-12-01")
    assert page.evaluate("window.__suido.board.level") == n
    row = levels.load("5x5")[n - 1]
    game, solution = new_game(row.board), suido.decode(levels.answer(row)).cells
    moves = []
    for c in range(len(solution)):
        q = quarters_between(game.masks[c], solution[c]) or 0
        moves += [(c, by) for by in ([-1] if q == 3 else [1] * q)]
    page.evaluate("([c, by]) => window.__suido.board.turn(c, by)", list(moves[0]))  # begun on 12-01
    expect(host).to_have_attribute("data-turns", "1")
    page.clock.fast_forward("02:00")  # 00:01 UTC on 12-02
    if reload:  # the address names the level by its number now (the day turned under the page)
        page.wait_for_function(f"location.search.includes('level={n}')", timeout=READY)
        page.reload()
        painted(host)
        expect(host).to_have_attribute("data-turns", "1")
    for c, by in moves[1:]:
        page.evaluate("([c, by]) => window.__suido.board.turn(c, by)", [c, by])
    expect(host).to_have_attribute("data-solved", "true")
    line = page.locator(".sd-share")
    expect(line).to_be_visible(timeout=READY)
    # no countdown: the level of the day after the one solved (12-02's) is out already, and offered
    expect(line.locator(".sd-share-next")).to_contain_text("The next level of the day is out.")
    expect(line.locator(".sd-share-next button")).to_have_text("Play it")
    expect(line.locator(".sd-share-streak")).to_have_attribute("data-streak", "1")  # 12-01, counted on 12-02
    line.locator("button.sd-share-button").click()
    expect(line.locator(".sd-share-said")).to_have_text("Shared.")
    text = page.evaluate("window.__shared[0].text")
    assert text.startswith(f"Suido · level of the day 2026-12-01 · 5x5, level {n}\n"), text


def test_no_share_line_for_a_level_that_is_not_the_level_of_the_day(phone: Any) -> None:
    page = phone
    today = dt.datetime.now(dt.timezone.utc).date().isoformat()
    other = 1 if levels.daily("5x5", today) != 1 else 2
    host = open_board(page, f"./?size=5x5&level={other}")
    solve_by_answer(page, host)
    expect(page.locator(".sdp-note")).to_contain_text("0:", timeout=READY)  # the solve was said
    worker_answered(page)   # the solve's question of the day (dayOfSolve), and the share asked on its reply
    expect(page.locator(".sd-share")).to_be_hidden()
