"""For site owners: the element's grid, daily, width, theme and label (and their bad values), a daily board turning
over at 00:00 UTC; embed.html as an iframe that posts its events to a parent of another origin and takes commands
from that origin alone; and the embed panel (?view=embed) by keyboard, its snippets pasted into another site."""

from __future__ import annotations

import datetime as dt
from typing import Any

from boardkit import READY
from playwright.sync_api import expect

from suido import levels

UTC = dt.timezone.utc


def taps_of(size: str, n: int) -> list[int]:
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


def add_board(page: Any, attrs: dict[str, str], name: str) -> Any:
    """A <suido-board> with attrs, added to embed.html's main (marked data-t=name)."""
    page.evaluate("""([attrs, name]) => { const b = document.createElement('suido-board'); b.dataset.t = name;
        for (const [k, v] of Object.entries(attrs)) b.setAttribute(k, v);
        document.querySelector('main').append(b); }""", [attrs, name])
    return page.locator(f"suido-board[data-t={name}]")


def test_grid_daily_width_theme_label_their_bad_values_and_the_day_turning(desk: Any, console_errors: Any) -> None:
    warned: list[str] = []
    desk.on("console", lambda m: m.type == "warning" and warned.append(m.text))
    desk.clock.install(time=dt.datetime(2026, 12, 1, 23, 59, 0, tzinfo=UTC))
    desk.goto("embed.html")
    expect(desk.locator("suido-board").first).to_have_attribute("data-painted", "true", timeout=READY)
    before, after = levels.daily("7x7", "2026-12-01"), levels.daily("7x7", "2026-12-02")
    daily = add_board(desk, {"grid": "7x7", "daily": "", "width": "320px", "theme": "dark",
                             "label": "Today's puzzle"}, "daily")
    expect(daily).to_have_attribute("data-painted", "true", timeout=READY)
    assert daily.evaluate("e => [e.mount.board.size, e.mount.board.level, e.mount.day]") == ["7x7", before, "2026-12-01"]
    expect(daily.locator(".sdp-day")).to_have_text(f"Level of the day, 2026-12-01: 7x7, level {before}")
    # the label: a caption above the board, and the board's name
    expect(daily.locator(".sdp-caption")).to_have_text("Today's puzzle")
    expect(desk.get_by_role("group", name="Today's puzzle")).to_be_visible()
    # width: 320 px wide, the board square as its 7x7; theme: dark on this board only, the page as it was
    box = daily.bounding_box()
    assert abs(box["width"] - 320) < 0.5, box
    board = daily.locator(".sdp-board").bounding_box()
    assert abs(board["width"] - board["height"]) < 1 and board["width"] > 280, board
    assert daily.evaluate("e => getComputedStyle(e).backgroundColor") == "rgb(18, 22, 26)"
    assert daily.locator("svg.suido").evaluate("s => getComputedStyle(s).getPropertyValue('--sd-ground')") == "#191d22"
    assert desk.locator("suido-board").first.locator("svg.suido").evaluate(
        "s => getComputedStyle(s).getPropertyValue('--sd-ground')") == "#f7f3ea"
    # the properties of the same names; a change in place keeps the board (no new one in the worker)
    assert daily.evaluate("e => [e.grid, e.daily, e.width, e.theme, e.label]") == ["7x7", True, "320px", "dark",
                                                                                  "Today's puzzle"]
    id_before = daily.evaluate("e => e.mount.board.id")
    daily.evaluate("e => { e.theme = 'light'; e.width = '20rem'; e.label = 'Puzzle'; }")
    expect(daily).to_have_attribute("data-theme", "light")
    expect(daily.locator(".sdp-caption")).to_have_text("Puzzle")
    assert abs(daily.bounding_box()["width"] - 320) < 0.5              # 20rem
    assert daily.evaluate("e => e.mount.board.id") == id_before
    # the day turns at 00:00 UTC with the page open: the untouched daily board plays the new day's level
    desk.clock.fast_forward("02:00")
    expect(daily.locator(".sdp-day")).to_have_text(f"Level of the day, 2026-12-02: 7x7, level {after}", timeout=READY)
    assert daily.evaluate("e => [e.mount.board.level, e.mount.day]") == [after, "2026-12-02"]
    expect(daily).to_have_attribute("data-painted", "true", timeout=READY)
    # size is grid's older name; both given, grid wins, and the console says so; in Japanese the day line too
    both = add_board(desk, {"size": "5x5", "grid": "6x6", "level": "2", "lang": "ja", "daily": "off"}, "both")
    expect(both).to_have_attribute("data-painted", "true", timeout=READY)
    assert both.evaluate("e => [e.mount.board.size, e.mount.board.level]") == ["6x6", 2]
    assert any('grid="6x6" and size="5x5"' in w and "grid wins" in w for w in warned), warned
    both.evaluate("e => { e.daily = true; }")
    expect(both.locator(".sdp-day")).to_have_text(
        f"2026-12-02の問題 · 6x6 · 第{levels.daily('6x6', '2026-12-02')}問", timeout=READY)
    # bad values: said on the status line and in the console (a warning, not an error), never a blank element
    for attrs, says in ((("grid", "2x99"),), "'2x99' is not a level size"), \
            ((("width", "12parsecs"),), 'width="12parsecs" is not a CSS width'), \
            ((("theme", "purple"),), 'theme="purple" is not auto, light or dark'):
        name = attrs[0][0]
        bad = add_board(desk, {"grid": "5x5", "level": "1", **dict(attrs)}, f"bad-{name}")
        expect(bad).to_have_attribute("data-error", "true", timeout=READY)
        expect(bad.locator(".sdp-status")).to_contain_text(says)
        expect(bad.locator(".sdp-status")).to_be_visible()
        assert any(says in w for w in warned), (says, warned)
    # put right, the board plays
    desk.locator("suido-board[data-t=bad-theme]").evaluate("e => { e.theme = 'dark'; }")
    expect(desk.locator("suido-board[data-t=bad-theme]")).to_have_attribute("data-painted", "true", timeout=READY)
    expect(desk.locator("suido-board[data-t=bad-theme]")).not_to_have_attribute("data-error", "true")
