"""State that went stale, found by breaking the page: a service worker's cache evicted under it (offline must come
back after a visit online), a mouse drag let go off the board (the next click must turn; a drag over a wrap board's
outer edge must mark it), the language changed while a board starts (no rejection), the share line's countdown
once the next level of the day is out, a level solved in another tab (this tab's list follows), and the screen
reader's live region after a solve (nothing stale said)."""

from __future__ import annotations

import datetime as dt
from typing import Any

from boardkit import READY, open_board, painted
from conftest import DESK
from playwright.sync_api import expect
from test_load import playable, precached, snapshot_made
from test_share import solve_by_answer

from suido import levels, strings

BOARD = "3x3:1u82e42b3"
WRAP = "3x3w:IEcEdC5u9"   # a board that wraps: the edge east of cell 5 joins it to cell 3 across the outer edge
# 5x5 level 1's answer with cell 8 turned a quarter back: a turn of cell 13 closes an island (no loop); turning 13
# back and 8 forward solves it
ISLAND_START = "5x5:6auac56fE5BB7I5ECfI53abIB"
ISLAND_ANSWER = "5x5:6auac56fI5BB7I5ECfI53abIB"
UTC = dt.timezone.utc
# how many files of the page's release its cache holds (Python's memory snapshot, made in the browser, aside)
HELD = """async () => (await (await caches.open('suido-' + window.__suido.release)).keys())
    .filter((r) => !r.url.endsWith('/snapshot.bin')).length"""


def cell(host: Any, n: int) -> Any:
    return host.locator(f'svg.suido .sd-cell[data-cell="{n}"]')


def at(host: Any, x: float, y: float) -> tuple[float, float]:
    """The page's point at (x, y) in cells from the top-left corner of a 3x3 board."""
    box = host.locator("svg.suido").bounding_box()
    return box["x"] + box["width"] * x / 3, box["y"] + box["height"] * y / 3


def test_a_cache_evicted_under_its_service_worker_is_filled_again_and_offline_comes_back(new_context: Any,
                                                                                       own_server: Any) -> None:
    context = new_context(**DESK)
    page = context.new_page()
    page.goto(own_server.url)
    playable(page)
    precached(page)
    kept = page.evaluate(f"({HELD})()")
    assert kept > 90
    # the browser evicts the site's cache (storage pressure) while no page of it is open, and keeps its service
    # worker (caches deleted by a page's own script while the worker holds one open are a test's artefact: entries
    # put afterwards may go with them)
    page.goto("about:blank")
    devtools = context.new_cdp_session(page)
    devtools.send("ServiceWorker.enable")
    devtools.send("ServiceWorker.stopAllWorkers")
    devtools.send("Storage.clearDataForOrigin", {"origin": own_server.url.rstrip("/"), "storageTypes": "cache_storage"})
    page.add_init_script("""window.__barSaid = []; new MutationObserver((changes) => {
        for (const change of changes) if (change.target.classList?.contains("sd-boot-words")) window.__barSaid.push(change.target.textContent);
    }).observe(document, { childList: true, subtree: true });""")
    page.goto(own_server.url)                          # a visit online, served by the worker from the network
    playable(page)
    assert page.evaluate("navigator.serviceWorker.controller !== null")
    # downloaded, not read from the cache: the bar counts its megabytes (and the page's stall limit sees them come)
    said = page.evaluate("window.__barSaid")
    assert said and said[-1].startswith("Filling the pipes… ") and said[-1].endswith(" MB"), said
    # every file of the release taken again and held (it held none of them after any number of visits)
    page.wait_for_function("() => window.__suido.refilled !== undefined", timeout=READY)
    assert page.evaluate("window.__suido.refilled") == kept - 1     # (index.html is kept under "./" too)
    assert page.evaluate(f"({HELD})()") == kept
    url = own_server.url
    own_server.stop()                                  # offline
    page = context.new_page()
    page.goto(url)
    playable(page)
    expect(page.locator(".sd-offline")).to_have_count(0)
    painted(page.locator(".suido-play"))


def test_a_wasm_damaged_in_the_cache_is_said_and_try_again_fetches_it_afresh_and_plays(
        new_context: Any, own_server: Any, console_errors: Any) -> None:
    console_errors.allow(r"WebAssembly|wasm")          # (the damaged one is reported)
    page = new_context(**DESK).new_page()
    page.goto(own_server.url)
    playable(page)
    precached(page)
    assert snapshot_made(page)["made"]
    page.evaluate("""async () => {                     // a bad disk: the release's wasm, its bytes garbage
        const cache = await caches.open("suido-" + window.__suido.release);
        await cache.put(new URL("./pyodide/pyodide.asm.wasm", location.href).href,
                        new Response(new Uint8Array(4096).fill(7), { headers: { "content-type": "application/wasm" } }));
    }""")
    page.reload()
    fatal = page.locator(".sd-fatal[role=alert]")
    expect(fatal).to_contain_text("pyodide/pyodide.asm.wasm arrived but could not be started", timeout=READY)
    page.locator(".sd-retry").click()                  # taken out of the cache, fetched afresh: it plays
    expect(fatal).to_be_hidden()
    playable(page)
    assert page.evaluate("window.__suido.client.phases.snapshot") == "used"   # (the snapshot was not to blame)
    host = page.locator(".suido-play")
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1")


def test_the_same_board_drawn_twice_within_two_frames_paints_once_with_no_error(desk: Any) -> None:
    # (a worker restarted within two frames of a board's drawing draws it again; the first drawing's paint, two
    # frames on, found the second's list of cells taken and threw; found by a helper, once in nine restarts)
    host = open_board(desk, f"?code={BOARD}")
    desk.evaluate("""async (code) => {
        const s = window.__suido;
        const r = await s.client.call("open", { code, lang: "en" });
        s.board.render(r);
        s.board.render(r);
        await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestAnimationFrame(done))));
    }""", BOARD)
    expect(host).to_have_attribute("data-painted", "true")
    cell(host, 0).click()                              # and it plays
    expect(host).to_have_attribute("data-turns", "1")


def test_a_mouse_drag_let_go_off_the_board_leaves_the_next_click_a_tap(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    x0, y0 = at(host, 0.5, 0.5)
    desk.mouse.move(x0, y0)
    desk.mouse.down()
    desk.mouse.move(x0 + 30, y0, steps=2)              # past the tap's slop: a drag (edge marks are on)
    desk.mouse.move(x0, y0 - 400, steps=4)             # off the board, over the page's top
    desk.mouse.up()
    assert desk.evaluate("([x, y]) => !document.elementFromPoint(x, y)?.closest('.sdp-board')", [x0, y0 - 400])
    cell(host, 4).click()                              # the next click is a tap, not a second finger
    expect(host).to_have_attribute("data-turns", "1")
    cell(host, 4).click()
    expect(host).to_have_attribute("data-turns", "2")


def test_a_drag_across_a_wrap_boards_outer_edge_marks_it(desk: Any) -> None:
    host = open_board(desk, f"?code={WRAP}")
    x0, y0 = at(host, 2.5, 1.5)                        # the middle of cell 5, on the board's east column
    x1, y1 = at(host, 3.7, 1.5)                        # past the board's east edge
    desk.mouse.move(x0, y0)
    desk.mouse.down()
    desk.mouse.move((x0 * 3 + x1) / 4, y0)
    desk.mouse.move(x1, y1, steps=3)
    desk.mouse.up()
    # the edge east of cell 5 (5 * 2 + 0), which joins it to cell 3 across the wrap: marked joined
    # (drawn on both sides of the board, where its two pieces stand)
    expect(host.locator('svg.suido .sd-marks .sd-mark[data-edge="10"]').first).to_be_attached()
    expect(host).to_have_attribute("data-marked", "1")
    expect(host).to_have_attribute("data-turns", "0")
    cell(host, 4).click()
    expect(host).to_have_attribute("data-turns", "1")


def test_a_language_changed_while_a_board_starts_opens_it_in_that_language(desk: Any) -> None:
    desk.goto("embed.html")
    painted(desk.locator("suido-board"))
    # mountSuido's set {lang} and the element's lang, each on a board whose levels are still on their way to the worker
    said = desk.evaluate("""async () => {
        const m = await import(new URL('./suido.js', location.href).href);
        const host = document.createElement('div');
        host.id = 'mine';
        document.querySelector('main').append(host);
        const h = m.mountSuido(host, { grid: '6x6', level: 1, save: false, language: 'en' });
        const out = [];
        await h.set({ lang: 'ja' }).then(() => out.push('set'), (e) => out.push('set rejected: ' + e.message));
        await h.ready.then(() => out.push('ready'), (e) => out.push('ready rejected: ' + e.message));
        const el = document.createElement('suido-board');
        el.id = 'element';
        el.setAttribute('grid', '8x8');
        el.setAttribute('level', '1');
        el.setAttribute('save', 'off');
        document.querySelector('main').append(el);
        el.lang = 'ja';
        return out;
    }""")
    assert said == ["set", "ready"]
    undo = strings.say("ja", "undo")
    for host in (desk.locator("#mine"), desk.locator("#element")):
        painted(host)
        expect(host.locator("button[data-action=undo]")).to_have_text(undo)
        assert host.get_attribute("data-error") is None
    # a board drawn follows a change of language too (its open again)
    desk.locator("#element").evaluate("(el) => { el.lang = 'en'; }")
    expect(desk.locator("#element button[data-action=undo]")).to_have_text(strings.say("en", "undo"))


def test_the_share_line_once_the_next_level_of_the_day_is_out_says_so_and_plays_it(new_context: Any) -> None:
    context = new_context(**DESK)
    page = context.new_page()
    page.clock.install(time=dt.datetime(2026, 12, 2, 23, 40, tzinfo=UTC))   # the page's clock, 20 min to midnight
    host = open_board(page, "./?size=5x5&level=today")
    size, n, _ = solve_by_answer(page, host)
    assert (size, n) == ("5x5", levels.daily("5x5", "2026-12-02"))
    line = page.locator(".sd-share")
    nxt = line.locator(".sd-share-next")
    expect(nxt).to_contain_text("Next level of the day in", timeout=READY)
    page.clock.set_system_time(dt.datetime(2026, 12, 3, 0, 0, 5, tzinfo=UTC))  # past 00:00 UTC
    expect(nxt).to_contain_text("The next level of the day is out.")
    expect(nxt).not_to_have_attribute("role", "timer")
    following = levels.daily("5x5", "2026-12-03")
    assert following != n
    nxt.get_by_role("button", name="Play it").click()
    page.wait_for_function(f"() => window.__suido.board.level === {following}")
    painted(host)
    expect(page.locator(".sd-playing")).to_have_attribute("data-today", "true")
    expect(line).to_be_hidden()


def test_a_level_solved_in_another_tab_shows_in_this_tabs_list(desk_context: Any) -> None:
    context = desk_context
    one = context.new_page()
    host = open_board(one, "./?size=5x5&level=2")
    other = context.new_page()
    other.goto("./?view=levels&size=5x5")
    level = other.locator('.sd-levels button[data-level="2"]')
    expect(level).to_be_visible(timeout=READY)
    other.wait_for_function("() => window.__suido && window.__suido.playableAt", timeout=READY)
    expect(level).not_to_have_attribute("data-solved", "true")
    solve_by_answer(one, host)
    expect(level).to_have_attribute("data-solved", "true")        # no reload
    expect(other.locator('.sd-levels button[data-level="1"]')).not_to_have_attribute("data-solved", "true")


def test_after_a_solve_the_live_region_says_no_island_formed_before_it(desk: Any) -> None:
    host = open_board(desk, f"?code={ISLAND_START}&answer={ISLAND_ANSWER}")
    live = host.locator(".sdp-rings")
    desk.evaluate("window.__suido.board.turn(13, 1)")
    expect(host).to_have_attribute("data-turns", "1")
    expect(live).to_have_text(strings.say("en", "ringIsland"))
    desk.evaluate("window.__suido.board.turn(13, -1)")
    expect(host).to_have_attribute("data-turns", "2")
    desk.evaluate("window.__suido.board.turn(8, 1)")
    expect(host).to_have_attribute("data-solved", "true")
    expect(live).not_to_contain_text("island")
    expect(host.locator(".sdp-status")).to_have_text(strings.say("en", "solved", n=3))
