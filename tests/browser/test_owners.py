"""For site owners: the element's grid, daily, width, theme and label (and their bad values), a daily board turning
over at 00:00 UTC; embed.html as an iframe that posts its events to a parent of another origin and takes commands
from that origin alone; and the embed panel (?view=embed) by keyboard, its snippets pasted into another site."""

from __future__ import annotations

import datetime as dt
from typing import Any

import pytest
from boardkit import READY, painted
from playwright.sync_api import expect

from suido import levels
from conftest import DESK  # at import, as tests/engines has a conftest.py of its own

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


@pytest.mark.fresh   # it sets the clock, which stays set in a context for good
def test_grid_daily_width_theme_label_their_bad_values_and_the_day_turning(desk: Any, console_errors: Any) -> None:
    warned: list[str] = []
    desk.on("console", lambda m: m.type == "warning" and warned.append(m.text))
    desk.clock.install(time=dt.datetime(2026, 12, 1, 23, 59, 0, tzinfo=UTC))
    desk.goto("embed.html")
    painted(desk.locator("suido-board").first)
    before, after = levels.daily("7x7", "2026-12-01"), levels.daily("7x7", "2026-12-02")
    daily = add_board(desk, {"grid": "7x7", "daily": "", "width": "320px", "theme": "dark",
                             "label": "Today's puzzle"}, "daily")
    painted(daily)
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
    # a daily 5x5 with a game under way at midnight
    begun = add_board(desk, {"grid": "5x5", "daily": "", "save": "off"}, "begun")
    painted(begun)
    begun.locator(f'.sd-cell[data-cell="{taps_of("5x5", levels.daily("5x5", "2026-12-01"))[0]}"]').click()
    expect(begun).to_have_attribute("data-turns", "1")
    # the day turns at 00:00 UTC with the page open: the untouched daily board plays the new day's level
    desk.clock.fast_forward("02:00")
    expect(daily.locator(".sdp-day")).to_have_text(f"Level of the day, 2026-12-02: 7x7, level {after}", timeout=READY)
    assert daily.evaluate("e => [e.mount.board.level, e.mount.day]") == [after, "2026-12-02"]
    painted(daily)
    # the game under way plays on (no move lost), its line saying the day has turned, with today's level a press away
    expect(begun.locator(".sdp-day")).to_contain_text("(a new day has begun)")
    assert begun.evaluate("e => [e.mount.board.level, e.dataset.turns]") == [levels.daily("5x5", "2026-12-01"), "1"]
    begun.locator(".sdp-day button").click()
    expect(begun.locator(".sdp-day")).to_have_text(
        f"Level of the day, 2026-12-02: 5x5, level {levels.daily('5x5', '2026-12-02')}", timeout=READY)
    daily.evaluate("e => e.setAttribute('lang', 'ja')")                    # in place: the day line follows
    expect(daily.locator(".sdp-day")).to_have_text(f"2026-12-02の問題 · 7x7 · 第{after}問", timeout=READY)
    # size is grid's older name; both given, grid wins, and the console says so; in Japanese the day line too
    both = add_board(desk, {"size": "5x5", "grid": "6x6", "level": "2", "lang": "ja", "daily": "off"}, "both")
    painted(both)
    assert both.evaluate("e => [e.mount.board.size, e.mount.board.level]") == ["6x6", 2]
    assert any('grid="6x6" and size="5x5"' in w and "grid wins" in w for w in warned), warned
    both.evaluate("e => { e.daily = true; }")
    expect(both.locator(".sdp-day")).to_have_text(
        f"2026-12-02の問題 · 6x6 · 第{levels.daily('6x6', '2026-12-02')}問", timeout=READY)
    # bad values: said on the status line and in the console (a warning, not an error), never a blank element
    for attrs, says in ((("grid", "2x99"),), "'2x99' is not a level size"), \
            ((("width", "12parsecs"),), 'width="12parsecs" is not a CSS width'), \
            ((("theme", "purple"),), 'theme="purple" is not auto, light or dark'), \
            ((("width", "9parsecs"), ("theme", "mauve")),   # both said, not the first alone
             'width="9parsecs" is not a CSS width (like 320px, 20rem or 80%). theme="mauve" is not auto, light or dark'), \
            ((("width", "9parsecs"), ("code", "9x9:zz")),   # and a code's fault beside them (the engine's words)
             'width="9parsecs" is not a CSS width (like 320px, 20rem or 80%). '
             'This board code cannot be read: 9x9 needs 81 cells, the code has 2'):
        name = "-".join(a for a, _ in attrs)
        bad = add_board(desk, {"grid": "5x5", "level": "1", **dict(attrs)}, f"bad-{name}")
        expect(bad).to_have_attribute("data-error", "true", timeout=READY)
        expect(bad.locator(".sdp-status")).to_contain_text(says)
        expect(bad.locator(".sdp-status")).to_be_visible()
        expect(bad.locator(".sdp-board")).to_be_hidden()   # (no empty box above what it says)
        assert any(says in w for w in warned), (says, warned)
    # put right, the board plays
    desk.locator("suido-board[data-t=bad-theme]").evaluate("e => { e.theme = 'dark'; }")
    painted(desk.locator("suido-board[data-t=bad-theme]"))
    expect(desk.locator("suido-board[data-t=bad-theme]")).not_to_have_attribute("data-error", "true")


PARENT = """<!doctype html><html lang="en"><head><meta charset="utf-8"><title>a site</title><link rel="icon" href="data:,">
</head><body><h1>My blog</h1>
<iframe id="a" title="puzzle a" src="{site}embed.html?grid=5x5&level=2&origin={origin}" style="width:420px;height:300px"></iframe>
<iframe id="b" title="puzzle b" src="{site}embed.html?grid=5x5&level=3&origin=http://127.0.0.1:9" style="width:420px;height:300px"></iframe>
<script>window.got = []; addEventListener("message", (e) => window.got.push({{origin: e.origin,
  frame: e.source === document.getElementById("a").contentWindow ? "a" : "b", data: e.data}}));
window.tell = (id, m) => document.getElementById(id).contentWindow.postMessage(m, "*");</script></body></html>"""


def test_the_iframe_posts_its_events_to_its_parent_and_takes_commands_from_that_origin_alone(
        desk: Any, base_url: str, serve_folder: Any, tmp_path: Any) -> None:
    host = serve_folder(tmp_path)
    origin = host.url.rstrip("/")
    assert origin != base_url.rstrip("/")                                   # two origins
    (tmp_path / "index.html").write_text(PARENT.format(site=base_url, origin=origin))
    desk.goto(host.url)
    a, b = desk.frame_locator("#a").locator("suido-board"), desk.frame_locator("#b").locator("suido-board")
    for el in (a, b):
        painted(el)

    def types(frame: str = "a") -> list[str]:
        return [m["data"]["type"] for m in desk.evaluate("window.got") if m["frame"] == frame]

    def wait_for(kind: str, n: int = 1) -> dict[str, Any]:
        desk.wait_for_function("([k, n]) => window.got.filter((m) => m.data.type === k).length >= n", arg=[kind, n])
        return [m for m in desk.evaluate("window.got") if m["data"]["type"] == kind][n - 1]

    ready = wait_for("suido-ready")
    assert ready["origin"] == base_url.rstrip("/") and ready["data"]["source"] == "suido"
    assert ready["data"]["detail"]["size"] == "5x5" and ready["data"]["detail"]["level"] == 2
    first = wait_for("suido-resize")["data"]["detail"]["height"]
    assert first > 200
    # junk, and commands of another shape, are ignored without a word (the console_errors fixture: no error)
    for junk in ("junk", None, 5, [], {"source": "suido"}, {"source": "suido", "type": "nope"},
                 {"type": "hint"}, {"source": "other", "type": "hint"}, {"source": "suido", "type": "set", "detail": "x"},
                 {"source": "suido", "type": "set", "detail": {"level": {"x": 1}, "origin": "*"}},
                 {"source": "suido", "type": "constructor"}, {"source": "suido", "type": "__proto__"}):
        desk.evaluate("(m) => window.tell('a', m)", junk)
    # b was given another origin than its page's: it says nothing, and takes no command from this page
    desk.evaluate("window.tell('b', {source: 'suido', type: 'hint'})")
    desk.evaluate("window.tell('a', {source: 'suido', type: 'hint'})")
    hint = wait_for("suido-hint")
    expect(a).to_have_attribute("data-hints", "1")
    assert hint["frame"] == "a" and set(hint["data"]["detail"]) == {"code", "progress", "turns", "hints", "solved", "cell"}
    expect(b).to_have_attribute("data-hints", "0")
    assert types("b") == []
    assert "suido-ready" in types("a") and a.get_attribute("data-turns") == "0"   # the junk moved nothing
    # a player solves it in the frame: each turn, then the solve, heard by the parent, no answer in any of them
    for c in taps_of("5x5", 2):
        desk.frame_locator("#a").locator(f'.sd-cell[data-cell="{c}"]').click()
    solve = wait_for("suido-solve")
    assert {"ms", "turns", "par"} <= set(solve["data"]["detail"]) and solve["data"]["detail"]["solved"] is True
    assert types().count("suido-turn") == len(taps_of("5x5", 2)) and "suido-change" in types()
    assert not any("answer" in m["data"]["detail"] for m in desk.evaluate("window.got"))
    desk.evaluate("window.tell('a', {source: 'suido', type: 'undo'})")
    wait_for("suido-undo")
    desk.evaluate("window.tell('a', {source: 'suido', type: 'redo'})")
    wait_for("suido-redo")
    desk.evaluate("window.tell('a', {source: 'suido', type: 'restart'})")
    expect(a).to_have_attribute("data-turns", "0")
    # set: another level, a label and a theme; the board is drawn again, and its frame's height follows
    desk.evaluate("""window.tell('a', {source: 'suido', type: 'set',
        detail: {grid: '6x6', level: 4, label: 'Puzzle of the week', theme: 'dark', hints: false}})""")
    again = wait_for("suido-ready", 2)["data"]["detail"]
    assert (again["size"], again["level"]) == ("6x6", 4)
    expect(desk.frame_locator("#a").locator(".sdp-caption")).to_have_text("Puzzle of the week")
    expect(a.locator("[data-action=hint]")).to_be_hidden()
    desk.wait_for_function("(h) => window.got.filter((m) => m.data.type === 'suido-resize').at(-1).data.detail.height > h",
                           arg=first)
    assert types("b") == []


def test_the_embed_panel_by_keyboard_and_its_snippets_pasted_into_another_site(
        new_context: Any, asset_server: Any, serve_folder: Any, tmp_path: Any) -> None:
    page = new_context(**DESK, permissions=["clipboard-read", "clipboard-write"]).new_page()
    # (the panel of a site whose files any origin may use: asset_server sends Access-Control-Allow-Origin)
    page.goto(asset_server.url + "?view=embed&sw=0")
    panel = page.locator(".sd-embed")
    expect(page.locator(".sd-menu a[data-view=embed]")).to_have_attribute("aria-current", "page")
    preview = panel.locator("suido-board")
    painted(preview)
    expect(panel.locator("h2")).to_have_text("Put a board on your site")
    expect(panel.locator("h2")).to_be_focused()
    # what a plain static server of an owner's own leaves out (the board then stays empty, said in the console only)
    expect(panel.locator(".sde-cors")).to_contain_text("Access-Control-Allow-Origin")
    assert preview.evaluate("e => [e.mount.board.size, e.mount.day !== null]") == ["7x7", True]
    # by keyboard alone: the 5x5 set, level 3, 320px wide, dark, a label, no hint button
    page.keyboard.press("Tab")
    expect(panel.locator("select[name=grid]")).to_be_focused()
    page.keyboard.press("Home")                                          # the first set: 5x5
    expect(panel.locator("select[name=grid]")).to_have_value("5x5")
    page.keyboard.press("Tab")
    expect(panel.locator("input[value=daily]")).to_be_focused()
    page.keyboard.press("ArrowDown")
    expect(panel.locator("input[value=level]")).to_be_checked()
    page.keyboard.press("Tab")
    page.keyboard.press("Control+A")
    page.keyboard.type("3")
    page.keyboard.press("Tab")
    page.keyboard.type("320px")
    page.keyboard.press("Tab")
    page.keyboard.press("ArrowDown")
    page.keyboard.press("ArrowDown")
    expect(panel.locator("input[name=theme][value=dark]")).to_be_checked()
    page.keyboard.press("Tab")
    page.keyboard.type("Puzzle of the day")
    page.keyboard.press("Tab")
    expect(panel.locator("input[name=hints]")).to_be_focused()
    page.keyboard.press("Space")
    expect(preview).to_have_attribute("label", "Puzzle of the day")
    painted(preview)
    page.wait_for_function("() => { const e = document.querySelector('.sd-embed suido-board');"
                           " return e.mount?.board.level === 3 && e.mount.board.size === '5x5'; }")
    expect(preview).to_have_attribute("data-theme", "dark")
    expect(preview.locator("[data-action=hint]")).to_be_hidden()
    assert abs(preview.bounding_box()["width"] - 320) < 0.5
    # the one tag: copied by keyboard, naming this site's address
    copy_tag = panel.locator(".sde-copy[data-copy=tag]")
    copy_tag.focus()
    page.keyboard.press("Enter")
    expect(panel.locator(".sde-said")).to_have_text("Copied.")
    tag = page.evaluate("navigator.clipboard.readText()")
    assert tag == panel.locator(".sde-tag").input_value()
    assert f'href="{asset_server.url}suido.css"' in tag and f'src="{asset_server.url}suido-board-define.js"' in tag
    assert '<suido-board grid="5x5" level="3" width="320px" theme="dark" label="Puzzle of the day" hints="off">' in tag
    # the iframe, with the origin of the page it goes in
    site = serve_folder(tmp_path)
    origin = site.url.rstrip("/")
    panel.locator("input[name=origin]").focus()
    page.keyboard.type(origin)
    panel.locator(".sde-copy[data-copy=frame]").focus()
    page.keyboard.press("Enter")
    expect(panel.locator(".sde-said")).to_have_text("Copied.")
    frame = page.evaluate("navigator.clipboard.readText()")
    assert f"{asset_server.url}embed.html?grid=5x5&level=3&width=320px&theme=dark" in frame
    assert f"origin={origin.replace(':', '%3A').replace('/', '%2F')}" in frame
    # both pasted into a page of another site: each plays; the iframe's page hears it and sizes its frame
    (tmp_path / "index.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>a site</title><link rel='icon' href='data:,'>"
        "<script>window.got = []; addEventListener('message', (e) => window.got.push(e.data));</script>"
        f"</head><body><h1>My blog</h1>{tag}\n{frame}</body></html>")
    other = new_context(**DESK).new_page()
    other.goto(site.url)
    board = other.locator("suido-board")
    painted(board)
    assert board.evaluate("e => [e.mount.board.size, e.mount.board.level]") == ["5x5", 3]
    expect(other.get_by_role("group", name="Puzzle of the day")).to_be_visible()
    inside = other.frame_locator("iframe.suido-frame").locator("suido-board")
    # a frame of another origin out of view gets no animation frames (Chromium throttles it): the board paints its
    # water when it is scrolled to, as a visitor would
    other.locator("iframe.suido-frame").scroll_into_view_if_needed()
    painted(inside)
    other.wait_for_function("window.got.some((m) => m.type === 'suido-resize')")
    height = other.evaluate("window.got.filter((m) => m.type === 'suido-resize').at(-1).detail.height")
    other.wait_for_function("(h) => document.querySelector('iframe.suido-frame').getBoundingClientRect().height === h",
                            arg=height)
    other.frame_locator("iframe.suido-frame").locator(f'.sd-cell[data-cell="{taps_of("5x5", 3)[0]}"]').click()
    other.wait_for_function("window.got.some((m) => m.type === 'suido-turn' && m.detail.turns === 1)")
    # a board narrower than its frame (width=320px) stands in the middle of it, as in the panel, not at its left
    gaps = inside.evaluate("e => { const r = e.getBoundingClientRect(); return [r.left, innerWidth - r.right]; }")
    assert gaps[0] > 100 and abs(gaps[0] - gaps[1]) < 2, gaps
    # in Japanese, the panel's words are suido.strings' too
    page.goto(asset_server.url + "?view=embed&sw=0&lang=ja")
    expect(panel.locator("h2")).to_have_text("あなたのサイトに盤を置く", timeout=READY)
    expect(panel.locator(".sde-copy[data-copy=tag]")).to_have_text("タグをコピー")
    # its board drawn, so its levels' files are all fetched before the servers stop (else a refused fetch is an error)
    painted(preview)
