"""What a player meets on coming back: the bare page goes on where they were, with the level of the day one tap
away; a shut level says what opens it; the level list is drawn before Python is up; and the page follows the UTC
day as it turns under it."""

from __future__ import annotations

import datetime as dt
import json
import time
from typing import Any

import pytest
from boardkit import READY, hold_python, open_board, page_of, painted, show_view
from conftest import DESK, PHONE, build_py
from playwright.sync_api import expect

from suido import levels

UTC = dt.timezone.utc


def solved_first(page: Any, size: str, upto: int, *more: int) -> None:
    """The page's player has solved levels 1..upto of size, and more (set once, before the first visit)."""
    solved = ",".join(str(n) for n in [*range(1, upto + 1), *more])
    page.add_init_script(f"localStorage.getItem('suido:solved:{size}') || localStorage.setItem('suido:solved:{size}', '{solved}')")


def kept_best(page: Any, size: str, n: int, ms: int, turns: int) -> None:
    """The page's player has solved level n of size once, in ms and turns (set once, before the first visit)."""
    records = json.dumps({"v": 1, "levels": {f"{size}#{n}": {"best": ms, "fewest": turns, "solves": 1}}, "days": []})
    page.add_init_script(f"localStorage.getItem('suido:records') || localStorage.setItem('suido:records', {records!r})")


def serious(page: Any) -> list[str]:
    """axe-core's serious and critical violations on the page as it stands (test_a11y.py runs it on every view)."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=build_py.ensure_axe().read_text(encoding="utf-8"))
    return list(page.evaluate("""async () => (await axe.run(document, { resultTypes: ["violations"] })).violations
        .filter((v) => ["serious", "critical"].includes(v.impact))
        .map((v) => v.id + ": " + v.nodes.map((n) => n.target.join(" ")).join(", "))"""))


def day_of(page: Any) -> str:
    return str(page.evaluate("new Date().toISOString().slice(0, 10)"))


def taps_of(size: str, n: int) -> list[int]:
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


def test_a_returning_player_goes_on_where_they_were_with_today_one_tap_away(phone: Any) -> None:
    page = phone
    solved_first(page, "5x5", 1)
    open_board(page)
    heading = page.locator(".sd-playing")
    expect(heading).to_have_text("5x5, level 2")               # the next level of the set played, not today's 7x7
    today = page.locator(".sd-today-line .sd-today")
    expect(today).to_be_visible()
    expect(today).to_have_text("Today")
    expect(today).to_have_attribute("title", "Today's level · 5x5")
    assert not serious(page)                                    # its name holds what it shows ("Today")
    box = today.bounding_box()
    assert box and box["y"] + box["height"] < page.locator(".suido-play svg.suido").bounding_box()["y"] + 10  # above the board
    expect(today).to_have_attribute("data-solved", "false")
    daily = levels.daily("5x5", day_of(page))
    today.tap()
    expect(heading).to_have_text(f"Today's level · 5x5 · level {daily}")
    assert page.evaluate("scrollY") == 0                       # the page did not jump under the finger
    expect(today).to_be_hidden()                                # on it already
    # another set played: the bare page goes on with that one, in Japanese too
    show_view(page, "levels")
    page.locator(".sd-levels select[name=size]").select_option("6x6")
    page.wait_for_function("window.__suido.levels.size === '6x6'", timeout=READY)
    page.locator('.sd-levels button[data-level="3"]').tap()
    expect(heading).to_have_text("6x6, level 3")
    expect(heading).to_be_in_viewport(ratio=1)                  # a level chosen: shown from its heading down
    open_board(page, "./?lang=ja")
    expect(heading).to_have_text("6x6、第1問")
    expect(page.locator(".sd-today-line .sd-today")).to_have_text("今日の問題")
    expect(page.locator(".sd-today-line .sd-today")).to_have_attribute("title", "今日の問題 · 6x6")
    assert not serious(page)


def test_a_returning_players_bare_page_draws_the_level_it_goes_on_with_at_once(new_context: Any) -> None:
    """The board drawn last is shown before Python is up on the bare page too when it is the level the bare page
    goes on with, though it was drawn at another address (Next level names the level in the address)."""
    page = new_context(**PHONE).new_page()
    solved_first(page, "5x5", 1)
    host = open_board(page, "./?size=5x5&level=2")
    page.evaluate("(c) => window.__suido.board.turn(c, 1)", taps_of("5x5", 2)[0])
    expect(host).to_have_attribute("data-turns", "1")
    open_board(page)                                            # the page goes away (its drawing kept): the bare page
    assert page.evaluate("window.__suido.drawnAt") is not None  # drawn at once, before Python was up
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 2")
    expect(host).to_have_attribute("data-turns", "1")


def test_on_a_narrow_phone_the_heading_keeps_clear_of_today(request: pytest.FixtureRequest) -> None:
    """At 360 wide, a long heading beside Today marked solved (its widest) is not covered by it."""
    page = page_of(request, "phone", viewport={"width": 360, "height": 740})
    daily = levels.daily("big", dt.datetime.now(UTC).date().isoformat())
    page.add_init_script(f"localStorage.setItem('suido:solved:big', '{daily}')")
    open_board(page, f"./?size=big&level={15 if daily != 15 else 16}")
    today = page.locator(".sd-today-line .sd-today")
    expect(today).to_have_attribute("data-solved", "true")
    words = page.evaluate("""() => { const r = document.createRange();
      r.selectNodeContents(document.querySelector('.sd-playing')); const b = r.getBoundingClientRect();
      return {right: b.right, lines: r.getClientRects().length}; }""")
    assert words["right"] <= today.bounding_box()["x"], words
    assert words["lines"] == 1, words                           # on one line still
    # at 320 wide (and in Japanese) still clear of it, and nothing runs past the page's edge: the menu's six
    # names ran 35 px past it, so the whole page scrolled sideways
    page.set_viewport_size({"width": 320, "height": 640})
    for lang in ("en", "ja"):
        if lang == "ja":
            page.goto(page.url + "&lang=ja")
            painted(page.locator(".suido-play"))
            expect(page.locator(".sd-playing")).to_contain_text("大きな管")
        right = page.evaluate("""() => { const r = document.createRange();
          r.selectNodeContents(document.querySelector('.sd-playing'));
          return Math.max(...[...r.getClientRects()].map((b) => b.right)); }""")
        assert right <= today.bounding_box()["x"], (lang, right)
        assert page.evaluate("document.documentElement.scrollWidth") <= 320, lang


def test_a_shut_level_says_what_opens_it_and_locked_pieces_are_named(desk: Any, phone: Any) -> None:
    # a level with a twist of a block still shut, solved once (the level of the day): its button shows its number,
    # marks, twist and best time, and its name says them in that order (the marks later in words), so that
    # what it shows is a run of its name (WCAG 2.5.3: what a voice-control user says, "31 Drains")
    day = dt.datetime.now(UTC).date()
    n = 31 if levels.daily("5x5", day) != 31 else 32            # (not today's: its name would say so)
    marks = int(json.loads((levels._data_dir() / "marks.json").read_text())["5x5"][n - 1])  # type: ignore[operator]
    shown = f"{n} {'●' * marks}{'○' * (5 - marks)} %s 1:23"
    solved_first(desk, "5x5", 10, n)
    kept_best(desk, "5x5", n, 83_000, 20)
    open_board(desk, "./?view=levels")
    desk.locator(".sd-levels select[name=size]").select_option("5x5")
    desk.wait_for_function("window.__suido.levels.size === '5x5' && !window.__suido.levels.early", timeout=READY)
    shut = desk.locator('.sd-levels button[data-level="20"]')
    expect(shut).to_be_disabled()                               # (aria-disabled: still focusable)
    shut.press("Enter")   # (focused and pressed as one: a list drawn again in between takes no key meant for it)
    why = desk.locator('.sdl-block[data-block="2"] .sdl-why')
    try:
        expect(why).to_be_visible(timeout=10000)
    except AssertionError:
        print("SHUTLOG", desk.evaluate("JSON.stringify(window.__shutLog, null, 1)"))
        raise
    expect(why).to_have_text("Level 20 opens when every level of 1–16 is solved: 6 to go.", timeout=READY)
    expect(why).to_have_attribute("role", "status")
    shut.press("Enter")                                         # said again, not taken back (the line names its
    expect(why).to_have_text("Level 20 opens when every level of 1–16 is solved: 6 to go.")   # level too)
    expect(desk.locator("main")).to_have_attribute("data-view", "levels")   # nothing else happened
    # the list drawn again (here: in another language) keeps the line, in the new words; a redraw of the list
    # that came while the line was being said (the worker's list, its words) left it empty
    show_view(desk, "settings")
    desk.locator(".sd-lang select").select_option("ja")
    expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=READY)
    show_view(desk, "levels")
    expect(why).to_have_text("第1–16問をすべて解くと第20問が開きます(残り6問)。", timeout=READY)
    show_view(desk, "settings")
    desk.locator(".sd-lang select").select_option("en")
    show_view(desk, "levels")
    expect(why).to_have_text("Level 20 opens when every level of 1–16 is solved: 6 to go.", timeout=READY)
    # the twist of pieces that cannot turn is not "Locked" (a level shut): block 4's lesson
    expect(desk.locator('.sd-levels button[data-level="63"] .sdl-twists')).to_have_text("Locked pieces")
    kept = desk.locator(f'.sd-levels button[data-level="{n}"]')
    expect(kept).to_have_text(shown % "Drains")
    role = "teaches" if n == 31 else "tests"
    expect(kept).to_have_attribute("aria-label",
                                   f"Level {n}, Drains, 1:23 best, 20 turns, difficulty {marks} of 5, {role}, solved")
    assert not serious(desk)
    show_view(desk, "make")
    expect(desk.locator(".sd-make")).to_contain_text("Locked pieces")
    # on a phone, in Japanese: a tap
    solved_first(phone, "5x5", 10, n)
    kept_best(phone, "5x5", n, 83_000, 20)
    open_board(phone, "./?view=levels&lang=ja")
    phone.locator(".sd-levels select[name=size]").select_option("5x5")
    phone.wait_for_function("window.__suido.levels.size === '5x5' && !window.__suido.levels.early", timeout=READY)
    phone.locator('.sd-levels button[data-level="24"]').tap(force=True)  # (force: Playwright waits on aria-disabled)
    why = phone.locator('.sdl-block[data-block="2"] .sdl-why')
    expect(why).to_have_text("第1–16問をすべて解くと第24問が開きます(残り6問)。", timeout=READY)   # (the worker's words)
    # said where the tap was, on screen (read in one go: the worker's list may draw the line again meanwhile)
    phone.wait_for_function("""(s) => { const e = document.querySelector(s); if (!e || !e.textContent) return false;
        const r = e.getBoundingClientRect(); return r.height > 0 && r.y >= 0 && r.y < innerHeight; }""",
                            arg='.sdl-block[data-block="2"] .sdl-why', timeout=READY)
    expect(phone.locator('.sd-levels button[data-level="63"] .sdl-twists')).to_have_text("固定の管")
    kept = phone.locator(f'.sd-levels button[data-level="{n}"]')
    expect(kept).to_have_text(shown % "排水口")                  # "31 排水口": its name is not "第31問、排水口"
    role = "入門" if n == 31 else "腕試し"
    expect(kept).to_have_attribute("aria-label",
                                   f"問題{n}、排水口、1:23 ベスト、20手、難しさ{marks}/5、{role}、解決済み")
    found = serious(phone)
    assert not found, found


def test_the_level_list_is_drawn_before_python_is_up(new_context: Any) -> None:
    # a new player, on a phone, in Japanese: the build's list, with Python held back
    phone = new_context(newcomer=True, **PHONE).new_page()
    release = hold_python(phone)
    start = time.monotonic()
    phone.goto("./?view=levels&lang=ja&sw=0")
    first = phone.locator('.sd-levels button[data-level="1"]')
    expect(first).to_be_visible()
    drawn = time.monotonic() - start
    assert phone.evaluate("window.__suido.workerReadyAt") is None
    expect(phone.locator(".sd-levels h2")).to_have_text("問題")
    marks = json.loads((levels._data_dir() / "marks.json").read_text())["5x5"]  # type: ignore[operator]
    expect(first.locator(".sdl-marks")).to_have_attribute("data-marks", marks[0])
    expect(phone.locator('.sd-levels button[data-level="17"]')).to_be_disabled()
    expect(phone.locator('.sd-levels button[data-level="31"] .sdl-twists')).to_have_text("排水口")
    first.tap()                                                   # chosen before Python is up: played once it is
    expect(phone.locator(".sd-playing")).to_have_text("5x5、第1問")
    release()
    painted(phone.locator(".suido-play"))
    assert phone.url.endswith("?size=5x5&level=1&lang=ja&sw=0")
    # a player with two blocks open: the worker's last reply for those levels solved is drawn at once
    desk = new_context(**DESK).new_page()
    solved_first(desk, "5x5", 16)
    start = time.monotonic()
    open_board(desk, "./?view=levels&sw=0")
    expect(desk.locator('.sd-levels button[data-level="17"]')).to_be_enabled()
    with_python = time.monotonic() - start
    release = hold_python(desk)
    start = time.monotonic()
    desk.goto("./?view=levels&sw=0")
    expect(desk.locator('.sd-levels button[data-level="17"]')).to_be_enabled()
    again = time.monotonic() - start
    assert desk.evaluate("window.__suido.workerReadyAt") is None
    expect(desk.locator('.sd-levels button[data-level="16"]')).to_have_attribute("data-solved", "true")
    expect(desk.locator('.sd-levels button[data-level="33"]')).to_be_disabled()
    # a keyboard's place in the early list is kept as the worker's list replaces it: a key pressed then is not lost
    desk.locator('.sd-levels button[data-level="40"]').focus()
    release()
    desk.wait_for_function("window.__suido.levels.answered && !window.__suido.levels.early", timeout=READY)
    assert desk.evaluate("document.activeElement.dataset.level") == "40"
    desk.keyboard.press("Enter")
    expect(desk.locator('.sdl-block[data-block="3"] .sdl-why')).to_have_text(
        "Level 40 opens when every level of 17–32 is solved: 16 to go.", timeout=READY)
    print(f"list drawn: {drawn:.2f} s (new player, Python held), {again:.2f} s (returning, Python held); "
          f"{with_python:.2f} s to a playable page")


def test_the_page_follows_the_day_as_it_turns(new_context: Any) -> None:
    desk = new_context(**DESK).new_page()
    desk.clock.install(time=dt.datetime(2026, 12, 1, 23, 59, 0, tzinfo=UTC))
    before, after = levels.daily("5x5", "2026-12-01"), levels.daily("5x5", "2026-12-02")
    host = open_board(desk, "./?size=5x5&level=today&sw=0")
    heading = desk.locator(".sd-playing")
    expect(heading).to_have_text(f"Today's level · 5x5 · level {before}")
    taps = taps_of("5x5", before)
    desk.locator(f'.suido-play .sd-cell[data-cell="{taps[0]}"]').click()   # begun before midnight
    expect(host).to_have_attribute("data-turns", "1")
    desk.clock.fast_forward("02:00")                                        # 00:01 UTC
    expect(heading).to_have_text(f"5x5, level {before}")                    # played on, no longer today's
    assert desk.url.endswith(f"?size=5x5&level={before}&sw=0")              # a reload plays it again
    today = desk.locator(".sd-today-line .sd-today")
    expect(today).to_be_visible()
    expect(desk.locator(f'.sd-levels button[data-level="{after}"]')).to_have_attribute("data-today", "true")
    expect(desk.locator(f'.sd-levels button[data-level="{before}"]')).not_to_have_attribute("data-today", "true")
    for c in taps[1:]:
        desk.locator(f'.suido-play .sd-cell[data-cell="{c}"]').click()
    expect(host).to_have_attribute("data-solved", "true")
    desk.wait_for_function("JSON.parse(localStorage.getItem('suido:records') || '{}').days?.length > 0")
    assert desk.evaluate("JSON.parse(localStorage.getItem('suido:records')).days") == ["2026-12-01"]
    show_view(desk, "stats")
    expect(desk.locator(".sd-stats")).to_contain_text("Level of the day streak: 1 day")
    show_view(desk, "play")
    today.click()
    expect(heading).to_have_text(f"Today's level · 5x5 · level {after}")


def test_a_kept_level_list_of_another_shape_never_breaks_the_list(new_context: Any) -> None:
    # the worker's last reply kept in this browser, tampered with (or another release's shape): a number where the
    # sets are kept stopped the worker's list from being drawn (the level of the day stayed shut); a set's reply
    # of the right release with words for numbers opened every level before Python was up
    desk = new_context(**DESK).new_page()
    desk.add_init_script("sessionStorage.getItem('t') || (sessionStorage.setItem('t', '1'),"
                         " localStorage.setItem('suido-levels-kept', '5'))")
    open_board(desk, "./?view=levels&sw=0")
    expect(desk.locator(".sd-levels button[data-today]")).to_have_count(1)       # the worker's list, drawn
    size = desk.evaluate("""() => { const kept = JSON.parse(localStorage.getItem('suido-levels-kept'));
      const [size] = Object.keys(kept);
      Object.assign(kept[size], {open: '999', next: 'x', opens: [], daily: '1'});
      localStorage.setItem('suido-levels-kept', JSON.stringify(kept)); return size; }""")
    release = hold_python(desk)
    desk.reload()
    expect(desk.locator('.sd-levels button[data-level="1"]')).to_be_visible()
    assert desk.evaluate("window.__suido.workerReadyAt") is None
    expect(desk.locator(".sd-levels select")).to_have_value(size)
    expect(desk.locator('.sd-levels button[data-level="17"]')).to_be_disabled()   # the build's list: shut
    release()
    expect(desk.locator(".sd-levels button[data-today]")).to_have_count(1, timeout=READY)
    assert desk.evaluate("""[...document.querySelectorAll('.sd-levels button[data-level]')].every((b) =>
      (Number(b.dataset.level) > 16 && !b.dataset.today) === (b.getAttribute('aria-disabled') === 'true'))""")


def test_the_day_turning_before_python_is_up_takes_the_kept_level_of_the_day_off_the_list(new_context: Any) -> None:
    # the list drawn before Python is up marks the level of the day kept from the worker's last reply; the day
    # turning under it (Python still loading) left yesterday's level marked as today's and open, until the worker
    desk = new_context(**DESK).new_page()
    desk.clock.install(time=dt.datetime(2026, 12, 1, 23, 58, 0, tzinfo=UTC))
    before = levels.daily("5x5", "2026-12-01")
    open_board(desk, "./?view=levels&size=5x5&sw=0")
    release = hold_python(desk)
    desk.reload()
    was = desk.locator(f'.sd-levels button[data-level="{before}"]')
    expect(was).to_have_attribute("data-today", "true")                    # kept, drawn before Python is up
    assert desk.evaluate("window.__suido.workerReadyAt") is None
    desk.clock.fast_forward("03:00")                                        # 00:01 UTC, Python still held
    expect(was).not_to_have_attribute("data-today", "true")
    if before > 16:
        expect(was).to_have_attribute("aria-disabled", "true")
    assert desk.evaluate("window.__suido.workerReadyAt") is None
    release()
