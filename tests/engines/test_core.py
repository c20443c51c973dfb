"""The core of the site in the engines beside Chromium (WebKit, Firefox; Chromium plays all of it in tests/browser):
a first visit and a later one, offline, a new release; play by pointer and keys to a solved board with undo, redo and
a pin, the water painted on a turn; the level browser and its addresses with Back; the maker; the element and
mountSuido on a page of another origin; Japanese, dark and reduced motion with axe-core clean; storage evicted; touch
(tap, long-press pin, pinch); a hexagonal board by tap and keys with an edge mark; three of hexapipes' other grids
(mixed polygons, skewed faces, triangles) by clicks and keys with a pin and an edge mark; a big board drawn in bands
of rows by clicks and keys. Every test runs in both
engines (conftest.py's `engine`) unless it says why not, through tests/engines/drive.py, which names what is done,
not which driver does it."""

from __future__ import annotations

import re
import shutil
import sys
import time
from pathlib import Path
from typing import Any

import drive
import pytest

# A 3x3 network solved by turning cell 0 and cell 4 a quarter clockwise and cell 8 a quarter back (tests/browser).
BOARD = "3x3:1u82e42b3"
HOST = ".suido-play"
PLAYABLE = "() => window.__suido && (window.__suido.playableAt || window.__suido.error)"


def cell(n: int | str, host: str = HOST) -> str:
    return f'{host} svg.suido .sd-cell[data-cell="{n}"]'


def turns(tab: drive.Tab, n: int, host: str = HOST) -> None:
    tab.wait_attr(host, "data-turns", str(n), timeout=15)


def playable(tab: drive.Tab) -> float:
    """Wait for Python up and the board playable; the page's own time of that (ms since navigation)."""
    tab.wait(PLAYABLE, what="Python up, the board playable")
    assert tab.js("() => window.__suido.error") is None
    return float(tab.js("() => window.__suido.playableAt"))


def nothing_said_wrong(tab: drive.Tab) -> None:
    """No error line shown and none kept: what the engine lacks (a Web Lock, a storage estimate, OffscreenCanvas)
    the page does without and says nothing about; and its modules ran at the first read (restart.js never read the
    page again: in WebKit the load event comes before app.js runs, and restart.js waits for it)."""
    shown = tab.js("""() => [...document.querySelectorAll('[role=alert], .sd-error, .sdp-error, .sd-boot-error')]
        .filter((e) => e.offsetParent !== null && e.textContent.trim()).map((e) => e.textContent.trim())""")
    assert shown == [], shown
    assert tab.attr(HOST, "data-error") is None
    assert tab.js("() => [window.__suidoRan, sessionStorage.getItem('suido-restarted')]") == [True, None]


# Chromium's first and later visits, releases and offline are held by tests/browser/test_load.py and test_hostile.py.
# Here, in Chromium, the new release was not offered within 45 s in two whole runs of the suite (after the browser
# suite), though it was when this file ran alone: not understood yet, so Chromium is left out of this one.
@pytest.mark.parametrize("engine", ["webkit", "firefox"])
def test_first_visit_later_visit_a_new_release_and_offline(open_tab: Any, site_dir: Path, tmp_path: Path,
                                                          engine: str) -> None:
    copy = tmp_path / "site"
    shutil.copytree(site_dir, copy)
    server = drive.browser_kit.Server(copy)
    try:
        tab = open_tab(newcomer=True, base=server.url)
        times = {}
        for visit in ("first", "later"):
            t0 = time.monotonic()
            tab.goto("./")
            tab.wait_attr(HOST, "data-painted", "true")
            drawn = time.monotonic() - t0
            up = playable(tab) / 1000
            times[visit] = (drawn, up)
            nothing_said_wrong(tab)
            if visit == "first":   # the service worker holds every file of the release
                tab.wait("() => navigator.serviceWorker.controller !== null", what="the service worker in control")
                tab.wait("""() => new Promise((resolve) => {
                    navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.count === e.data.expected),
                                                             { once: true });
                    navigator.serviceWorker.controller.postMessage('precached?');
                    setTimeout(() => resolve(false), 2000); })""", what="every file precached")
        lacks = tab.js("""() => ({ locks: !('locks' in navigator), estimate: !(navigator.storage && navigator.storage.estimate),
            offscreen: typeof OffscreenCanvas === 'undefined', persist: !(navigator.storage && navigator.storage.persist) })""")
        print(f"\n[{engine}] first visit: drawn {times['first'][0]:.1f} s, Python up {times['first'][1]:.1f} s; "
              f"later: drawn {times['later'][0]:.1f} s, Python up {times['later'][1]:.1f} s; lacks {lacks}")
        first = tab.js("() => document.querySelector('.suido-play .sd-cell:not([data-fixed=true])').dataset.cell")
        tab.click(cell(first))
        turns(tab, 1)
        progress = tab.attr(HOST, "data-progress")

        # a new release: one file changed, stamped as the build does; the page offers it and takes it on Reload
        old = tab.js("() => window.__suido.release")
        with (copy / "style.css").open("a") as f:
            f.write("\n/* the next release */\n")
        new, _ = drive.build_py.stamp_release(copy)
        assert new != old
        # the check for a new sw.js is asked again while none is installing or waiting: a check asked while another is
        # under way is that same one, which may have found the old file (as in tests/browser/test_load.py)
        try:
            tab.wait("""() => {
                const r = window.__suido.registration;
                if (!r.waiting && !r.installing) r.update().catch((e) => { window.__updateFailed = String(e); });
                const e = document.querySelector('.sd-update');
                return e && !e.hidden && e.offsetParent !== null;
            }""", what="the new release offered")
        except drive.EngineError as e:   # (what the page and the server were at, for whoever reads the failure)
            held = tab.js("""() => { const r = window.__suido.registration;
                const of = (w) => w && { state: w.state, url: w.scriptURL.split('/').pop() };
                return { installing: of(r.installing), waiting: of(r.waiting), active: of(r.active),
                         offered: !document.querySelector('.sd-update').hidden, updateFailed: window.__updateFailed }; }""")
            raise drive.EngineError(f"{e}; the registration: {held}; sw.js asked "
                                    f"{sum(r.startswith('/sw.js') for r in server.requests)} times") from None
        assert "A new version of Suido is ready." in tab.text(".sd-update")
        tab.click(".sd-update button")
        tab.wait("(r) => window.__suido && window.__suido.release === r", new, what="the new release running")
        playable(tab)
        assert tab.attr(HOST, "data-progress") == progress
        tab.wait("() => navigator.serviceWorker.controller !== null", what="the service worker in control")

        # offline: no origin at all, the page still plays from the service worker
        server.stop()
        tab.goto("./")
        tab.wait_attr(HOST, "data-painted", "true")
        playable(tab)
        assert tab.attr(HOST, "data-turns") == "1"
        tab.click(cell(first))
        turns(tab, 2)
        nothing_said_wrong(tab)
    finally:
        server.stop()


def test_played_by_pointer_and_keys_to_solved_with_undo_redo_pin_and_water(kept_tab: Any) -> None:
    tab = kept_tab()
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    assert tab.text(".sdp-status") == "Water reaches 2 of 9 pieces · 2 open ends leak"
    wet = "() => [...document.querySelectorAll('.suido-play .sd-cell[data-wet=true]')].map((e) => +e.dataset.cell)"
    before = tab.js(wet)
    # the first pointer press on a piece once the board is up turns it (WebKit was once seen to lose it by hand; with a
    # pointer action at the cell's centre WebKitGTK 2.50.6 turns it, here and in the visits test)
    # and the turn runs, as --sd-turn, a registered number (suido.svg.style): the piece is seen between two facings,
    # or its transition of --sd-turn heard run (a loaded machine's frames may all fall outside its 0.16 s)
    tab.js("""(s) => { const turn = document.querySelector(s); const angles = window.__angles = [];
        turn.addEventListener('transitionrun', (e) => { if (e.propertyName === '--sd-turn') window.__ran = true; });
        const until = performance.now() + 4000;
        const tick = () => { const t = getComputedStyle(turn).transform;
            const m = new DOMMatrix(t === "none" ? undefined : t);
            angles.push(Math.abs(Math.atan2(m.b, m.a) * 180 / Math.PI));
            if (performance.now() < until) requestAnimationFrame(tick); };
        requestAnimationFrame(tick); }""", cell(0) + " .sd-turn")
    tab.click(cell(0))
    turns(tab, 1)
    tab.wait("() => window.__ran === true || window.__angles.some((a) => a % 90 > 5 && a % 90 < 85)", timeout=10,
             what="the piece seen between two facings as it turns")
    tab.wait("(b) => { const now = [...document.querySelectorAll('.suido-play .sd-cell[data-wet=true]')].length;"
             " return now > b.length; }", before, what="more pieces wet after the turn")
    assert tab.text(".sdp-status") != "Water reaches 2 of 9 pieces · 2 open ends leak"
    tab.click(cell(4))
    turns(tab, 2)
    tab.key("Control+z")
    turns(tab, 1)
    tab.key("Control+Shift+z")
    turns(tab, 2)
    # by keys: the focus on cell 8, a pin (P) holds it, P again lets go, Shift+Enter turns it back
    tab.js("(s) => document.querySelector(s).focus()", cell(8))
    tab.key("p")
    tab.wait_attr(cell(8), "data-pinned", "true", timeout=15)
    tab.key("Shift+Enter")
    tab.wait("() => /That piece is pinned/.test(document.querySelector('.suido-play .sdp-note')?.textContent || '')",
             what="the worker's refusal said (a pinned piece stays)")
    assert tab.attr(HOST, "data-turns") == "2"      # a pinned piece does not turn
    tab.key("p")
    tab.wait_attr(cell(8), "data-pinned", "false", timeout=15)
    tab.key("Shift+Enter")
    turns(tab, 3)
    tab.wait_attr(HOST, "data-solved", "true", timeout=15)
    assert re.fullmatch(r"Solved in \d turns: water reaches every piece\.", tab.text(".sdp-status"))
    # the water runs on from the pump a piece a frame (the page paces it): every piece wet once it has run
    tab.wait("() => document.querySelectorAll('.suido-play .sd-cell[data-wet=true]').length === 9", timeout=15,
             what="the water in every piece")


def test_the_level_browser_and_its_addresses_with_back(kept_tab: Any) -> None:
    tab = kept_tab()
    tab.goto("?size=5x5&level=3")
    tab.wait_attr(HOST, "data-painted", "true")
    assert tab.text(".sd-playing") == "5x5, level 3"
    tab.js("() => { window.__stay = 'the same page'; }")
    tab.click(".sd-menu a[data-view=levels]")
    tab.wait_attr("main", "data-view", "levels")
    assert tab.url().endswith("?view=levels")
    tab.click('.sd-levels button[data-level="2"]')
    tab.wait("() => document.querySelector('.sd-playing')?.textContent === '5x5, level 2'", what="level 2 open")
    assert tab.url().endswith("?size=5x5&level=2")
    tab.back()
    tab.wait_attr("main", "data-view", "levels")
    tab.back()
    tab.wait("() => document.querySelector('.sd-playing')?.textContent === '5x5, level 3'", what="level 3 again")
    assert tab.attr("main", "data-view") == "play"
    assert tab.js("() => window.__stay") == "the same page"


def test_the_maker_makes_a_board_that_plays(kept_tab: Any) -> None:
    tab = kept_tab()
    tab.goto("?view=make")
    tab.wait_attr("main", "data-view", "make")
    playable(tab)
    tab.js("() => { const i = document.querySelector('.sd-make input[name=size]'); i.value = '5';"
           " i.dispatchEvent(new Event('input', { bubbles: true })); }")
    tab.click(".sd-make button[type=submit]")
    tab.wait_attr(".sd-make", "data-state", "made")
    tab.wait_attr(HOST, "data-painted", "true")
    free = tab.js("() => document.querySelector('.suido-play .sd-cell:not([data-fixed=true])').dataset.cell")
    if tab.attr("main", "data-view") != "play":
        tab.click(".sd-menu a[data-view=play]")
        tab.wait_attr("main", "data-view", "play")
    tab.click(cell(free))
    turns(tab, 1)


def test_the_element_and_mount_suido_on_a_page_of_another_origin(kept_tab: Any, site_dir: Path, tmp_path: Path,
                                                                 engine: str) -> None:
    assets = drive.browser_kit.Server(site_dir, cors=True)
    (tmp_path / "index.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>a site</title>"
        f"<link rel='icon' href='data:,'><link rel='stylesheet' href='{assets.url}suido.css'>"
        f"<script type='module' src='{assets.url}suido-board-define.js'></script></head><body><h1>My blog</h1>"
        "<main><suido-board code='3x3:1u82e42b3' answer='3x3:2u82d42b9'></suido-board><div id='mine'></div></main>"
        f"<script type='module'>import {{ mountSuido }} from '{assets.url}suido.js';"
        "window.h = mountSuido(document.getElementById('mine'), { size: '5x5', level: 2 });</script></body></html>")
    page = drive.browser_kit.Server(tmp_path)
    try:
        tab = kept_tab()
        tab.goto(page.url)
        tab.wait_attr("suido-board", "data-painted", "true")
        tab.wait_attr("#mine", "data-painted", "true")
        tab.wait("() => document.querySelector('suido-board .sdp-meter')?.textContent.includes('par')",
                 what="the element's meter")
        tab.click(cell(0, "suido-board"))
        tab.wait_attr("suido-board", "data-turns", "1", timeout=20)
        first = tab.js("() => document.querySelector('#mine .sd-cell:not([data-fixed=true])').dataset.cell")
        tab.click(cell(first, "#mine"))
        tab.wait_attr("#mine", "data-turns", "1", timeout=20)
        assert any(r.endswith("/worker.js") for r in assets.requests)
    finally:
        page.stop()
        assets.stop()


@pytest.fixture(scope="module")
def axe_source() -> str:
    return str(drive.build_py.ensure_axe().read_text(encoding="utf-8"))


AXE = """async (src) => { if (typeof window.axe === 'undefined') (0, eval)(src);
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => v.id + ': ' + v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')); }"""


def test_japanese_dark_reduced_motion_and_axe_clean(open_tab: Any, axe_source: str) -> None:
    tab = open_tab(dark=True, reduced=True)
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    assert tab.js("() => matchMedia('(prefers-color-scheme: dark)').matches") is True
    assert tab.js("() => matchMedia('(prefers-reduced-motion: reduce)').matches") is True
    # dark: the page's ground is dark; reduced motion: a turn has no transition
    ground = tab.js("() => getComputedStyle(document.body).backgroundColor")
    rgb = [int(v) for v in re.findall(r"\d+", ground)[:3]]
    assert sum(rgb) < 3 * 80, ground
    assert set(tab.js("(s) => getComputedStyle(document.querySelector(s)).transitionDuration.split(', ')",
                      cell(0) + " .sd-turn")) == {"0s"}
    assert tab.js(AXE, axe_source) == []
    tab.click(".sd-menu a[data-view=settings]")
    tab.wait_attr("main", "data-view", "settings")
    tab.js("() => { const s = document.querySelector('.sd-lang select'); s.value = 'ja';"
           " s.dispatchEvent(new Event('change', { bubbles: true })); s.dispatchEvent(new Event('input', { bubbles: true })); }")
    tab.wait_attr("html", "data-lang-shown", "ja")
    assert tab.attr("html", "lang") == "ja"
    tab.click(".sd-menu a[data-view=play]")
    tab.wait_attr("main", "data-view", "play")
    tab.wait("() => /水/.test(document.querySelector('.sdp-status').textContent)", what="the status in Japanese")
    assert tab.js(AXE, axe_source) == []
    tab.click(".sd-menu a[data-view=levels]")
    tab.wait_attr("main", "data-view", "levels")
    assert tab.js(AXE, axe_source) == []


def test_touch_tap_and_long_press_pin(kept_tab: Any, engine: str) -> None:
    tab = kept_tab(size=drive.PHONE, touch=True)
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    tab.js("() => { window.__kinds = []; document.addEventListener('pointerdown', (e) => window.__kinds.push(e.pointerType), true); }")
    tab.tap(cell(0))
    turns(tab, 1)
    tab.long_press(cell(4))
    tab.wait_attr(cell(4), "data-pinned", "true", timeout=15)
    assert tab.attr(HOST, "data-turns") == "1"   # a long press pins, it does not turn
    # WebKitGTK's WebDriver (2.50) sends a touch pointer's actions as the mouse's: the same press and hold, but
    # pointerType "mouse". Chromium (DevTools touch events) and Firefox (BiDi) send real touches.
    assert set(tab.js("() => window.__kinds")) == {"mouse" if engine == "webkit" else "touch"}
    # iOS Safari: no callout, no text selection on a long press; no double-tap zoom on the board
    look = tab.js("""(s) => { const st = getComputedStyle(document.querySelector(s));
        return [st.userSelect || st.webkitUserSelect, st.touchAction]; }""", HOST + " .sdp-board")
    assert look == ["none", "none"], look
    # the lines and buttons around the board: a quick second tap is a tap, not a zoom
    assert tab.js("(s) => getComputedStyle(document.querySelector(s)).touchAction", HOST) == "manipulation"


# WebKit is left out: WebKitGTK's WebDriver sends touch actions as the mouse's (one pointer, pointerType "mouse"),
# so there is no second finger to pinch with. The pinch is tested in Firefox here, in Chromium by tests/browser.
@pytest.mark.parametrize("engine", ["firefox"])
def test_a_pinch_zooms_a_big_board(kept_tab: Any) -> None:
    tab = kept_tab(size=drive.PHONE, touch=True)
    tab.goto("embed.html")
    tab.wait_attr("suido-board", "data-painted", "true")
    tab.js("() => { const e = document.querySelector('suido-board'); e.setAttribute('size', '28x28'); e.setAttribute('level', '1'); }")
    tab.wait_attr("suido-board svg.suido", "data-width", "28")
    tab.wait_attr("suido-board", "data-painted", "true")
    tab.pinch("suido-board .sdp-board")
    zoom = tab.wait("() => { const z = +(document.querySelector('suido-board .sdp-board').getAttribute('data-zoom') || 1);"
                    " return z > 1.5 && z; }", timeout=10, what="the board zoomed in by the pinch")
    assert zoom > 1.5


# what Safari lacked or lacks (Web Locks before 15.4, requestIdleCallback, the storage estimate, OffscreenCanvas), taken
# away before the page's own scripts run
WITHOUT = """delete Navigator.prototype.locks; delete window.requestIdleCallback; delete window.OffscreenCanvas;
  if (window.StorageManager) { delete StorageManager.prototype.estimate; delete StorageManager.prototype.persist; }"""


# WebKit is left out: WebKitGTK's WebDriver has no script run before the page's own (no preload script), so nothing
# can be taken away in time; what it lacks itself (the storage estimate and persist) the visits test meets there.
# Chromium is left out: the page's code without them is the same in every engine, and Firefox runs it here.
@pytest.mark.parametrize("engine", ["firefox"])
def test_without_web_locks_idle_callbacks_or_storage_estimate_the_page_plays_and_makes_its_snapshot(
        open_tab: Any) -> None:
    tab = open_tab(init=WITHOUT)
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    assert tab.js("() => [!!navigator.locks, 'requestIdleCallback' in window, !!navigator.storage.estimate]") == \
        [False, False, False]
    tab.click(cell(0))
    turns(tab, 1)
    # the memory snapshot is made all the same (without Web Locks it was never made: every visit booted slowly)
    made = tab.wait("() => window.__suido.snapshot && window.__suido.snapshot.then((m) => m || { made: null })",
                    what="the snapshot made")
    assert made.get("made") is True, made
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    assert tab.js("() => window.__suido.client.phases.snapshot") == "used"
    assert tab.attr(HOST, "data-turns") == "1"
    nothing_said_wrong(tab)


# A 3x3 board of hexagons, played in the two engines Chromium's tests/browser does not stand for: a tap and
# a key turn a sixth, a keypad digit moves the focus to a neighbour, and Shift+M then a direction marks an edge.
HEX_BOARD = "3x3h:0220182bj801041104"


@pytest.mark.parametrize("engine", ["webkit", "firefox"])
def test_a_hexagonal_board_by_tap_and_keys_with_an_edge_mark(kept_tab: Any) -> None:
    tab = kept_tab(size=drive.PHONE, touch=True)
    tab.goto(f"?code={HEX_BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    assert tab.attr(HOST + " svg.suido", "data-grid") == "hex"
    tab.tap(cell(0))
    turns(tab, 1)
    assert tab.attr(HOST, "data-progress") == "100000000:1"   # a sixth clockwise
    tab.js("(s) => document.querySelector(s).focus()", cell(4))
    tab.key("Enter")
    turns(tab, 2)
    tab.key("6")                                            # east, as on a keypad
    tab.wait("() => document.activeElement?.dataset?.cell === '5'", what="the focus on the piece east")
    tab.key("Shift+M")
    tab.key("4")                                            # the edge west of piece 5: between 4 and 5
    tab.wait("() => !!document.querySelector('.suido-play .sd-marks .sd-mark[data-mark]')", what="an edge mark drawn")
    assert tab.attr(HOST, "data-turns") == "2"              # a mark is no turn
    # the board's drawing read back as a returning player's is drawn before Python is up (drawing.js: this engine's
    # HTML parser in an inert template), beside its XML parser's reading: no element nor attribute lost
    assert tab.js("""async () => { const { drawingOf } = await import('./drawing.js');
        const text = document.querySelector('.suido-play svg.suido').outerHTML;
        const parts = (root) => { const out = {};
            for (const el of [root, ...root.querySelectorAll('*')]) for (const a of el.attributes) {
                const k = `${el.localName} ${a.name}`; out[k] = (out[k] || 0) + 1; }
            return out; };
        const given = parts(new DOMParser().parseFromString(text, 'image/svg+xml').documentElement);
        const held = drawingOf(text, '');
        if (!held) return ['no drawing'];
        const kept = parts(held);
        return Object.keys(given).filter((k) => kept[k] !== given[k]); }""") == []
    # (the browser's own fetch of favicon.ico, which the site has not, may fail through the service worker in Firefox:
    # no page's error, as kept_tab allows at its end)
    assert [e for e in tab.errors() if "favicon.ico" not in e] == []


# hexapipes' other grids, the same core as Chromium's tests/browser/test_tilings.py, in one page per engine: a board of
# mixed polygons (rhombitrihexagonal: hexagons, squares and triangles) and one of triangles solved by clicks, one of
# skewed faces (cube) by the keys alone (the arrows and the keypad's
# digits to a neighbour by the worker's table, Enter and Shift+Enter), and on each a pin (P) and an edge mark (M,
# then a way). Each board is opened in the page already up by its address (pushState and popstate).
TILING_GRIDS = ("rhombitrihexagonal", "cube", "triangular")
WAYS = ("ArrowUp", "9", "ArrowRight", "3", "ArrowDown", "1", "ArrowLeft", "7")   # the eight ways, N to NW (keys.js)
TOWARD = ((0, -1), (1, -1), (1, 0), (1, 1), (0, 1), (-1, 1), (-1, 0), (-1, -1))   # each way as marks.js sends it


def tiling_turns(code: str, answer: str) -> dict[int, tuple[int, int]]:
    """Per piece of the board `code` that must turn: (its steps clockwise to `answer`'s, its polygon's sides)."""
    import suido
    layout, want = suido.decode(code), suido.decode(answer).cells
    grid = layout.geometry
    out = {}
    for c, mask in enumerate(layout.cells):
        q = grid.turns_between(mask, want[c], layout.polygons[c])
        assert q is not None, c
        if q:
            out[c] = (q, grid.polygons[layout.polygons[c]].sides)
    return out


@pytest.mark.parametrize("engine", ["webkit", "firefox"])
def test_three_grids_solved_by_clicks_and_keys_with_a_pin_and_an_edge_mark(kept_tab: Any) -> None:
    from urllib.parse import quote

    import suido
    from suido.grids.places import arrows_of
    from suido.marks import edge_of, side_toward
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "browser"))
    from boardkit import route   # the keys' way from piece to piece, as Chromium's test_tilings.py takes it

    tab = kept_tab()
    tab.goto("./")
    playable(tab)
    for grid in TILING_GRIDS:
        board = suido.make(size=3, grid=grid, seed=5, kind="network")
        layout, todo = board.layout, tiling_turns(board.code, board.answer)
        assert len(todo) >= 3, grid
        tab.js("""(q) => { history.pushState(null, "", q); window.dispatchEvent(new PopStateEvent("popstate")); }""",
               f"./?code={quote(board.code)}")
        tab.wait_attr(HOST + " svg.suido", "data-grid", grid)
        tab.wait("(n) => document.querySelectorAll('.suido-play svg.suido .sd-cell').length === n", layout.size,
                 what=f"the {grid} board's {layout.size} pieces drawn")
        tab.wait_attr(HOST, "data-painted", "true")
        arrows = arrows_of(layout.geometry, layout.width, layout.height, layout.wrap, layout.holes)
        done, at = 0, -1
        if grid == "cube":   # the keys alone: the focus moved by the ways, each piece turned by Enter
            at = int(tab.js("() => document.querySelector('.suido-play .sd-cell[tabindex=\"0\"]').dataset.cell"))
            tab.js("(s) => document.querySelector(s).focus()", cell(at))
            for c, (q, n) in todo.items():
                for k in route(arrows, at, c):
                    tab.key(WAYS[k])
                    at = arrows[8 * at + k]
                    tab.wait("(c) => document.activeElement?.dataset?.cell === String(c)", at,
                             what=f"the focus on piece {at} ({grid})")
                for _ in range(n - q if q > n // 2 else q):
                    tab.key("Shift+Enter" if q > n // 2 else "Enter")
                    done += 1
                    turns(tab, done)
        else:   # clicks on each piece's own polygon, the left button (clockwise) only: WebKitGTK under its driver
            for c, (q, n) in todo.items():   # holds the right button down after a right click (its context menu
                for _ in range(q):           # takes the release), and every later press is then a move of a chord
                    tab.click(cell(c))
                    done += 1
                    turns(tab, done)
                at = c
            tab.js("(s) => document.querySelector(s).focus()", cell(at))
        tab.wait_attr(HOST, "data-solved", "true")
        tab.key("p")   # a pin on the piece in focus
        tab.wait_attr(cell(at), "data-pinned", "true")
        tab.key("m")   # an edge mark: M, then a way whose side (the one facing it) has a neighbour across it
        tab.key(WAYS[next(k for k in range(8) if edge_of(layout, at, side_toward(layout, *TOWARD[k], at)) is not None)])
        tab.wait("() => !!document.querySelector('.suido-play svg.suido .sd-marks .sd-mark')",
                 what=f"an edge mark drawn ({grid})")
        assert tab.attr(HOST, "data-turns") == str(done), grid   # a pin and a mark are no turns
    nothing_said_wrong(tab)


def test_a_big_board_drawn_in_bands_is_drawn_in_place_and_played_by_clicks_and_keys(kept_tab: Any) -> None:
    """A 20x20 board is drawn in two bands of rows (suido.svg.bands: each a foreignObject holding an <svg>, a paint
    layer of its own in Chromium): each band covers the board and its margin, each piece stands at its own place on
    the screen, a click on a piece of either band turns that piece, and the arrow keys take the focus from the first
    band's last row to the second's first, where Enter turns the piece."""
    from suido.svg.bands import MARGIN

    tab = kept_tab()
    tab.goto("./?size=20x20&level=1")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    placed = tab.js("""(margin) => {
        const svg = document.querySelector('.suido-play svg.suido'), b = svg.getBoundingClientRect();
        const bands = [...svg.querySelectorAll(':scope > foreignObject.sd-band')].map((f) => f.getBoundingClientRect());
        const off = [...svg.querySelectorAll('.sd-cell')].filter((g) => { const r = g.querySelector('.sd-hit')
            .getBoundingClientRect(), c = +g.dataset.cell, w = b.width / 20;
          const x = r.left + r.width / 2 - b.left - (c % 20 + 0.5) * w;
          const y = r.top + r.height / 2 - b.top - (Math.floor(c / 20) + 0.5) * w;
          const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.sd-cell');
          return Math.abs(x) > 1.5 || Math.abs(y) > 1.5 || hit !== g; }).length;
        const m = margin * b.width / svg.viewBox.baseVal.width;  // (a band reaches this far past the board)
        return { bands: bands.map((r) => [r.left - b.left + m, r.top - b.top + m, r.width - b.width - 2 * m,
                   r.height - b.height - 2 * m].every((d) => Math.abs(d) < 1.5)), off }; }""", MARGIN)
    assert placed == {"bands": [True, True], "off": 0}, placed
    free = tab.js("""() => [...document.querySelectorAll('.suido-play .sd-cell:not([data-fixed=true])')]
        .map((g) => +g.dataset.cell)""")
    q = "(c) => document.querySelector(`.suido-play .sd-cell[data-cell='${c}'] .sd-turn`).style.getPropertyValue('--q')"
    done = 0
    for c in (next(c for c in free if c < 200), next(c for c in free if c >= 200)):   # one in each band
        tab.click(cell(c))
        done += 1
        turns(tab, done)
        assert tab.js(q, c).strip() == "1", c
    # by keys: from a piece of the first band's last row down to the second band's first
    below = next(c for c in free if 180 <= c < 200 and c + 20 in free)
    tab.js("(s) => document.querySelector(s).focus()", cell(below))
    tab.key("ArrowDown")
    tab.wait("(c) => document.activeElement?.dataset?.cell === String(c)", below + 20, what="the focus a band down")
    was = int(tab.js(q, below + 20).strip() or 0)
    tab.key("Enter")
    turns(tab, done + 1)
    assert int(tab.js(q, below + 20)) == was + 1
    nothing_said_wrong(tab)


def test_storage_evicted_the_page_plays_and_the_progress_is_kept(kept_tab: Any) -> None:
    """Safari may evict a site's service worker and caches after weeks unused: the next visit loads from the network,
    plays, and has the game where it was (progress lives in localStorage), saying nothing is wrong. (Last in this file: the tab kept for the tests before it
    boots from its service worker and memory snapshot.)"""
    tab = kept_tab()
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    tab.click(cell(0))
    turns(tab, 1)
    tab.wait("() => navigator.serviceWorker.controller !== null", what="the service worker in control")
    tab.js("""async () => { for (const r of await navigator.serviceWorker.getRegistrations()) await r.unregister();
        for (const k of await caches.keys()) await caches.delete(k); }""")
    tab.goto(f"?code={BOARD}")
    tab.wait_attr(HOST, "data-painted", "true")
    playable(tab)
    # loaded from the network: no service worker took the navigation (in a tab kept warm the page's own registration
    # may have made one again and filled its cache by now)
    assert tab.js("""async () => { const n = performance.getEntriesByType('navigation')[0];
        return (n && n.workerStart === 0) || (await caches.keys()).length === 0
            || navigator.serviceWorker.controller === null; }""")
    assert tab.attr(HOST, "data-turns") == "1"
    nothing_said_wrong(tab)
    tab.click(cell(4))
    turns(tab, 2)
