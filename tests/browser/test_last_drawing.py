"""A later visit draws the board drawn last at once, before Python is up, and the taps made on it meanwhile are
made on the board once it opens, in order: none is lost (site/preview.js)."""

from __future__ import annotations

import json
import re
import time
from typing import Any, Callable

import pytest
import suido
import suido.grids
import suido.levels
import suido.web
from playwright.sync_api import expect

from boardkit import drawing_kept, hold_back, hold_python, played_and_left
from conftest import PHONE
from test_load import DESK, READY, playable

BOARD = "5x5:9Ica935racCde8339c459B559;b17;k8"


def test_the_last_board_is_drawn_at_once_and_taps_on_it_are_kept(new_context: Any, own_server: Any) -> None:
    page = new_context(**DESK).new_page()
    url = f"{own_server.url}?code={BOARD}&sw=0"       # no service worker: the test holds a file of Python's start
    page.goto(url)
    playable(page)
    assert page.evaluate("window.__suido.drawnAt") is None   # nothing drawn here before
    free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    first = free[0]
    page.locator(f'.suido-play .sd-cell[data-cell="{first}"]').click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")

    let_go = hold_python(page)   # Python cannot start until let go
    page.reload(wait_until="domcontentloaded")
    board = page.locator(".suido-play svg.suido")
    expect(board).to_be_visible(timeout=READY)
    expect(page.locator(".suido-play")).to_have_attribute("data-preview", "true")
    assert page.evaluate("window.__suido.playableAt") is None
    # kept from what the engine drew: the grid (a hexagon's turn is 60 degrees by it) and which pieces stand still
    expect(board).to_have_attribute("data-grid", "square")
    expect(page.locator(f'.suido-play .sd-cell[data-cell="{free[5]}"] .sd-turn')).to_have_attribute("data-still", "true")
    assert page.locator(f'.suido-play .sd-cell[data-cell="{first}"] .sd-turn').get_attribute("data-still") is None
    taps = [(free[1], "left"), (free[2], "left"), (free[1], "right"), (free[3], "left"), (free[4], "Enter"),
            (free[3], "left")]
    for cell, button in taps:
        piece = page.locator(f'.suido-play .sd-cell[data-cell="{cell}"]')
        if button == "Enter":                          # the keyboard's turn, on the piece focused
            piece.focus()
            page.keyboard.press("Enter")
        else:
            piece.click(button=button)
    assert page.evaluate("window.__suido.playableAt") is None     # all made before Python was up
    let_go()
    playable(page)
    host = page.locator(".suido-play")
    expect(host).to_have_attribute("data-turns", str(1 + len(taps)))
    expect(host).not_to_have_attribute("data-preview", "true")

    game = suido.new_game(BOARD)
    for cell, by in [(first, 1)] + [(c, -1 if b == "right" else 1) for c, b in taps]:
        game = suido.turn_at(game, cell, by=by)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    page.reload()                                      # and the page's own save has them all
    playable(page)
    expect(page.locator(".suido-play")).to_have_attribute("data-progress", suido.game_progress(game))


WET = """() => [...document.querySelectorAll('.suido-play svg.suido .sd-cell')]
    .sort((a, b) => a.dataset.cell - b.dataset.cell).map((g) => g.dataset.wet === 'true')"""


def test_a_link_and_the_address_the_page_writes_for_it_are_one_place(new_context: Any, own_server: Any) -> None:
    """A link names a board's code as it is (?code=5x5:...;b17); the page writes it back as its parameters say it
    (%3A, %3B) once the view changes. Either way the board drawn last there is drawn again, before Python is up."""
    page = new_context(**DESK).new_page()
    played_and_left(page, f"{own_server.url}?code={BOARD}&sw=0", f"{own_server.url}icon.svg")
    written = page.evaluate("(code) => String(new URLSearchParams({ code, sw: '0' }))", BOARD)
    assert "%3A" in written and ":" not in written
    let_go = hold_python(page)   # the drawing alone, Python held back
    page.goto(f"{own_server.url}?{written}", wait_until="domcontentloaded")
    expect(page.locator(".suido-play")).to_have_attribute("data-preview", "true", timeout=READY)
    let_go()
    playable(page)
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")


def test_a_board_that_opens_as_it_was_drawn_takes_the_drawing_on_and_another_releases_is_drawn_again(
        new_context: Any, own_server: Any) -> None:
    """The drawing shown before Python is up, kept by this release in the board's language, is the board's own once
    it opens (Python does not draw it again: a 40x40's is a million characters), with its pin and its water as
    they were, and plays on; one kept by another release is drawn again by Python."""
    page = new_context(**DESK).new_page()
    page.goto(f"{own_server.url}?code={BOARD}&sw=0")
    playable(page)
    host = page.locator(".suido-play")
    free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    cell = lambda c: host.locator(f'.sd-cell[data-cell="{c}"]')  # noqa: E731
    cell(free[0]).click()
    cell(free[1]).click(modifiers=["Alt"])                    # a pin
    expect(host).to_have_attribute("data-turns", "1")
    expect(cell(free[1])).to_have_attribute("data-pinned", "true")
    game = suido.turn_at(suido.new_game(BOARD), free[0], by=1)

    def reload_held(release: str | None = None) -> None:
        page.goto(f"{own_server.url}icon.svg")                # the page goes away: its drawing kept
        drawing_kept(page)
        if release:
            page.evaluate("""(release) => { const kept = JSON.parse(localStorage.getItem('suido-last-drawing'));
                localStorage.setItem('suido-last-drawing', JSON.stringify({ ...kept, release })); }""", release)
        let_go = hold_python(page)
        page.goto(f"{own_server.url}?code={BOARD}&sw=0", wait_until="domcontentloaded")
        expect(host).to_have_attribute("data-preview", "true", timeout=READY)
        page.evaluate("document.querySelector('.suido-play svg.suido').early = true")
        cell(free[2]).click()                                 # a tap on the drawing
        let_python_go(page, let_go)

    reload_held()
    expect(host).to_have_attribute("data-turns", "2")
    assert page.evaluate("document.querySelector('.suido-play svg.suido').early") is True   # taken on
    assert host.locator(".sd-pinmark").count() == 1
    cell(free[3]).click()                                     # and it plays on
    expect(host).to_have_attribute("data-turns", "3")
    for c in (free[2], free[3]):
        game = suido.turn_at(game, c, by=1)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    wet = json.dumps(list(suido.flow_of(suido.decode(BOARD), game.masks).wet), separators=(",", ":"))
    page.wait_for_function(f"(wet) => JSON.stringify(({WET})()) === wet", arg=wet, timeout=READY)  # its water

    reload_held(release="an older one")
    expect(host).to_have_attribute("data-turns", "4")
    assert page.evaluate("document.querySelector('.suido-play svg.suido').early ?? null") is None   # drawn again
    assert host.locator(".sd-pinmark").count() == 1
    game = suido.turn_at(game, free[2], by=1)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))


HELD = """async (text) => { const { drawingOf } = await import('./drawing.js');
    const parts = (root) => { const out = {};
        for (const el of [root, ...root.querySelectorAll('*')]) for (const a of el.attributes) {
            const k = `${el.localName} ${a.name}`; out[k] = (out[k] || 0) + 1; }
        return out; };
    const given = parts(new DOMParser().parseFromString(text, 'image/svg+xml').documentElement);
    const held = parts(drawingOf(text, ''));
    return Object.keys(given).filter((k) => held[k] !== given[k]); }"""
PLAIN = """async (text) => { const { hold, plainDrawing } = await import('./drawing.js');
    const parsed = () => { const t = document.implementation.createHTMLDocument('').createElement('template');
        t.innerHTML = text; return t.content.firstChild; };
    const unstyled = (svg) => { for (const el of svg.querySelectorAll('style')) el.remove(); return svg.outerHTML; };
    const held = parsed();
    hold(held);
    return [plainDrawing(text), unstyled(held) === unstyled(parsed())]; }"""


def test_a_drawing_kept_of_any_grid_keeps_every_part_the_engine_draws(desk: Any) -> None:
    """A stored drawing is held to the engine's own parts (drawing.js): none of what the engine draws is left out,
    on any grid, with its walls, locked pieces, drains, big pieces, blocks, the copies of a board that wraps and the
    bands of a big one. A tiling's hit areas are polygons: left out, a tap on its drawing met nothing, and the board
    that takes the drawing on (preview.js) would have none."""
    def drawn(**make: Any) -> str:
        made = suido.make(seed=3, **{"width": 6, "height": 6, **make})
        return str(suido.web.handle(json.dumps({"id": 1, "op": "open", "args": {"code": made.code, "field": True}})))

    desk.goto("icon.svg")
    boards = [{"grid": grid} for grid in suido.grids.ALL_GRIDS] + [
        {"kind": "drains", "walls": 4, "locked": 3}, {"bigs": 2, "width": 8, "height": 8}, {"blocks": 2},
        {"wrap": True}, {"width": 20, "height": 20}]
    for make in boards:
        text = json.loads(drawn(**make))["result"]["svg"]
        assert desk.evaluate(HELD, text) == [], make
        # read as text, and so spared being held element by element (drawing.js's plainDrawing): hold would have
        # left it as it is (but its <style>, put aside either way)
        assert desk.evaluate(PLAIN, text) == [True, True], make


def test_a_tilings_drawing_takes_taps_and_is_taken_on_and_one_drawn_among_copies_no_more_asked_is_not_shown(
        new_context: Any, own_server: Any) -> None:
    """A hexagonal board drawn before Python is up takes a tap (its hit areas, polygons, are kept) and is the board's
    own once it opens; a board that wraps, drawn without its copies, is not drawn early once the copies are asked
    for (the setting, changed meanwhile): it would change size as it opens."""
    page = new_context(**DESK).new_page()
    for make, field in (({"grid": "hex"}, None), ({"grid": "hex", "wrap": True}, "on")):
        code = suido.make(width=6, height=6, seed=5, **make).code
        url = f"{own_server.url}?code={code}&sw=0"
        page.goto(url)
        playable(page)
        host = page.locator(".suido-play")
        free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])",
                                         "els => els.map(e => +e.dataset.cell)")
        host.locator(f'.sd-cell[data-cell="{free[0]}"]').click()
        expect(host).to_have_attribute("data-turns", "1")
        page.goto(f"{own_server.url}icon.svg")                # the page goes away: its drawing kept
        drawing_kept(page)
        if field:
            page.evaluate("(on) => localStorage.setItem('suido-field', on)", field)
            page.goto(url)
            playable(page)
            assert page.evaluate("window.__suido.drawnAt") is None
            continue
        let_go = hold_python(page)
        page.goto(url, wait_until="domcontentloaded")
        expect(host).to_have_attribute("data-preview", "true", timeout=READY)
        page.evaluate("document.querySelector('.suido-play svg.suido').early = true")
        host.locator(f'.sd-cell[data-cell="{free[1]}"]').click()
        let_python_go(page, let_go)
        expect(host).to_have_attribute("data-turns", "2")
        assert page.evaluate("document.querySelector('.suido-play svg.suido').early") is True


ISLANDS = """() => [document.querySelector('.suido-play svg.suido .sd-islands').getAttribute('d'),
    [...document.querySelectorAll('.suido-play .sd-cell')].filter((g) => /island/.test(g.getAttribute('aria-label')))
      .length]"""


def test_the_rings_a_drawing_showed_go_when_a_move_made_on_it_or_the_setting_takes_them_away(
        new_context: Any, own_server: Any) -> None:
    """A closed island shown on the drawing kept: a tap on the drawing before Python is up that opens it takes its
    outline and its words away once Python is up (the open's reply, painted a frame later, is older than the tap's),
    and so does the setting turned to never meanwhile on a drawing taken on as it was."""
    page = new_context(**DESK).new_page()
    url = f"{own_server.url}?code={BOARD}&sw=0"
    page.goto(url)
    playable(page)
    host = page.locator(".suido-play")
    for n, c in enumerate((0, 8, 19, 21, 22, 5), start=1):  # a closed island (a found way: tests/browser, rings)
        host.locator(f'.sd-cell[data-cell="{c}"]').click()
        expect(host).to_have_attribute("data-turns", str(n))
    page.wait_for_function(f"() => ({ISLANDS})()[0] !== ''", timeout=READY)
    for tap, setting in ((22, None), (None, "never")):
        if setting is None:
            page.goto(f"{own_server.url}icon.svg")            # the page goes away: its drawing kept, island and all
            drawing_kept(page)
        else:  # the island back (the tap undone), kept, and the setting changed as another tab's Settings would
            page.keyboard.press("Control+z")
            expect(host).to_have_attribute("data-turns", "6")
            page.wait_for_function(f"() => ({ISLANDS})()[0] !== ''", timeout=READY)
            page.goto(f"{own_server.url}icon.svg")
            drawing_kept(page)
            page.evaluate("(s) => localStorage.setItem('suido-rings', s)", setting)
        let_go = hold_python(page)
        page.goto(url, wait_until="domcontentloaded")
        expect(host).to_have_attribute("data-preview", "true", timeout=READY)
        assert page.evaluate(ISLANDS)[0] != ""                 # drawn as it was kept
        if tap is not None:
            host.locator(f'.sd-cell[data-cell="{tap}"]').click()
        let_python_go(page, let_go)
        expect(host).to_have_attribute("data-turns", "7" if tap is not None else "6")
        expect(host).to_have_attribute("data-painted", "true")  # (the open's reply painted, two frames on)
        page.wait_for_function(f"() => JSON.stringify(({ISLANDS})()) === '[\"\",0]'", timeout=READY)


def test_a_drawing_of_a_game_played_on_elsewhere_is_not_shown(new_context: Any, own_server: Any,
                                                             console_errors: Any) -> None:
    console_errors.allow(r"favicon\.ico")                  # asked for by the icon shown as a page
    page = new_context(**DESK).new_page()
    url = f"{own_server.url}?code={BOARD}&sw=0"
    page.goto(url)
    playable(page)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    page.goto(f"{own_server.url}icon.svg")             # the page goes away (its drawing kept); same origin
    drawing_kept(page)
    assert page.evaluate("JSON.parse(localStorage.getItem('suido-last-drawing')).key") == BOARD
    # the game played on in another tab since: the drawing is not of the game saved now
    page.evaluate("""(key) => { const record = JSON.parse(localStorage.getItem(key));
      localStorage.setItem(key, JSON.stringify({ ...record, progress: '', history: '' })); }""", f"suido:board:{BOARD}")
    page.goto(url)
    playable(page)
    assert page.evaluate("window.__suido.drawnAt") is None
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "0")


def test_the_worker_starts_before_the_page_and_what_it_says_meanwhile_is_heard(new_context: Any, own_server: Any) -> None:
    """index.html starts the engine's worker before the page's modules load; app.js takes it over and hears what it
    said meanwhile: here app.js is held back until the worker has said Python is ready (nothing lost, the board
    plays, and no second worker is started)."""
    page = new_context(**DESK).new_page()
    let_script_go = hold_back(page, "**/app.js")
    page.goto(f"{own_server.url}?code={BOARD}&sw=0", wait_until="commit")  # (the held module holds DOMContentLoaded)
    page.wait_for_function("window.__suidoEarly?.heard.some(([type, e]) => type === 'message' && /\"ready\"/.test(e.data))",
                           timeout=READY)                         # Python is up, and no page listened yet
    assert page.evaluate("window.__suido") is None                 # the page's own modules are not running yet
    let_script_go()
    playable(page)
    assert page.evaluate("window.__suido.client.worker === window.__suidoEarly.worker")
    assert page.evaluate("window.__suido.client.startedAt === window.__suidoEarly.at")
    assert page.evaluate("window.__suido.client.starts") == 1
    free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    page.locator(f'.suido-play .sd-cell[data-cell="{free[0]}"]').click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")


@pytest.mark.parametrize("who", ["phone-en", "desk-ja"])
def test_a_new_players_first_board_is_drawn_at_once_and_taps_on_it_are_kept(who: str, new_context: Any,
                                                                         own_server: Any) -> None:
    """A new player's first visit has no drawing of its own: the build's drawing of the first board (first.js),
    its heading and the how-to are shown before Python is up, taps on it are made once it is, and nothing moves
    under the finger when it comes up. On the desk, in Japanese, the how-to is dismissed meanwhile: the same
    board still opens, and the how-to stays dismissed."""
    device, lang = who.split("-")
    page = new_context(newcomer=True, **(PHONE if device == "phone" else DESK)).new_page()
    let_go = hold_python(page)   # Python cannot start until let go
    let_script_go = hold_back(page, "**/app.js")                          # the page's own script, held too
    page.goto(f"{own_server.url}?sw=0" + ("&lang=ja" if lang == "ja" else ""), wait_until="commit")
    host = page.locator(".suido-play")
    page.wait_for_function("document.querySelector('.suido-play') && document.fonts.status === 'loaded'")
    # before the page's script runs, no empty board is shown that the how-to would push down when it comes
    expect(host.locator(".sdp-board")).to_be_hidden()
    let_script_go()
    board = host.locator("svg.suido")
    expect(board).to_be_visible(timeout=READY)
    expect(host).to_have_attribute("data-preview", "true")
    heading = "5x5, level 1" if lang == "en" else "5x5、第1問"
    expect(page.locator(".sd-playing")).to_have_text(heading)
    welcome = page.locator(".sd-welcome")
    expect(welcome).to_be_visible()
    expect(welcome.locator(".sdh-pieces svg.suido")).to_have_count(7)   # every piece of the level (a cross too), the drain
    expect(board).to_have_attribute("aria-label", "Suido board, 5 by 5" if lang == "en" else re.compile("水道の盤"))
    assert page.evaluate("window.__suido.drawnAt") is not None
    where = "() => { const r = document.querySelector('.suido-play svg.suido').getBoundingClientRect(); " \
            "return [r.left + scrollX, r.top + scrollY, r.width, r.height]; }"   # on the page, scrolled or not
    box = page.evaluate(where)
    free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    taps = [(free[0], "left"), (free[1], "left"), (free[0], "left")] + ([] if device == "phone" else [(free[2], "right")])
    for cell, button in taps:
        piece = host.locator(f'.sd-cell[data-cell="{cell}"]')
        if device == "phone":
            piece.tap()
        else:
            piece.click(button=button)
    if device == "desk":
        welcome.locator(".sdh-done").click()                                 # dismissed before Python is up
        expect(welcome).to_be_hidden()
        box = page.evaluate(where)                                           # (the board moved up: wanted)
    assert page.evaluate("window.__suido.playableAt") is None              # all made before Python was up
    if device == "phone":
        box = page.evaluate(where)                                           # (the tap scrolled it into view)
    let_go()
    playable(page)
    expect(host).to_have_attribute("data-turns", str(len(taps)))
    expect(host).not_to_have_attribute("data-preview", "true")
    expect(page.locator(".sd-playing")).to_have_text(heading)
    level = suido.levels.load("5x5")[0]
    game = suido.new_game(level.board)
    for cell, button in taps:
        game = suido.turn_at(game, cell, by=-1 if button == "right" else 1)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    expect(host).to_have_attribute("data-painted", "true")
    assert page.evaluate(where) == box                                        # nothing moved under the finger
    if device == "desk":
        expect(welcome).to_be_hidden()
    else:
        expect(welcome).to_be_visible()
        expect(page.locator(".sd-welcome h2")).to_have_count(1)
    assert "?size=5x5&level=1&" in page.url                                  # a reload plays it again


def test_a_new_player_with_a_game_begun_on_the_first_board_is_not_shown_it_fresh(new_context: Any,
                                                                              own_server: Any) -> None:
    """first.js draws the first board as it begins: a new player who has turned a piece of it and comes back to
    the bare page (no drawing of that game kept) waits for the real one."""
    page = new_context(newcomer=True, **DESK).new_page()
    page.goto(f"{own_server.url}?sw=0")
    playable(page)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    page.evaluate("localStorage.removeItem('suido-last-drawing')")
    page.goto(f"{own_server.url}?sw=0")
    playable(page)
    assert page.evaluate("window.__suido.drawnAt") is None
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")


def let_python_go(page: Any, let_go: Callable[[], None]) -> None:
    let_go()
    playable(page)


def q_of(page: Any, cell: int) -> str:
    return str(page.eval_on_selector(f'.suido-play .sd-cell[data-cell="{cell}"] .sd-turn',
                                     "el => el.style.getPropertyValue('--q')"))


def test_a_drawing_takes_the_boards_own_input_and_keeps_its_taps_across_a_reload(new_context: Any,
                                                                                own_server: Any) -> None:
    """On a board drawn before Python is up: a tap turns the way the Settings say (anticlockwise here), Alt+click
    and the middle button pin on the real board and so do nothing here, a key held down turns once, the arrows
    move the focus; the taps survive a reload before Python is up; when the board opens its pieces are shown
    turned already (nothing snaps back) and the piece focused keeps the focus."""
    context = new_context(newcomer=True, **DESK)
    context.add_init_script("try { localStorage.getItem('suido-turning') || localStorage.setItem('suido-turning', "
                            "'anticlockwise'); } catch (e) {}")
    page = context.new_page()
    let_go = hold_python(page)
    page.goto(f"{own_server.url}?sw=0")
    host = page.locator(".suido-play")
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    cell = lambda c: host.locator(f'.sd-cell[data-cell="{c}"]')  # noqa: E731
    cell(0).click()                                            # anticlockwise: -1
    assert q_of(page, 0) == "-1"
    cell(3).click(modifiers=["Alt"])                           # pins on the real board: nothing here
    cell(3).click(button="middle")
    assert q_of(page, 3) == "0"
    cell(0).focus()
    page.keyboard.press("ArrowRight")                          # the arrows move the focus, as on the board
    assert page.evaluate("document.activeElement.dataset.cell") == "1"
    page.keyboard.down("Enter")                                # held: the key repeats, the piece turns once
    page.keyboard.down("Enter")
    page.keyboard.up("Enter")
    assert q_of(page, 1) == "-1"

    page.reload()                                              # Python still held: the taps are not lost
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    assert (q_of(page, 0), q_of(page, 1), q_of(page, 3)) == ("-1", "-1", "0")
    cell(1).focus()
    page.keyboard.press("Shift+Enter")                         # back: +1 anticlockwise
    assert q_of(page, 1) == "0"
    page.evaluate("""() => { // the quarter the drawing's piece 0 has when the real board takes over
        new MutationObserver((_, observer) => {
            const host = document.querySelector('.suido-play');
            if (host.dataset.preview === 'true') return;
            window.__handedOver = host.querySelector('.sd-cell[data-cell="0"] .sd-turn').style.getPropertyValue('--q');
            observer.disconnect();
        }).observe(document.querySelector('.suido-play'), { attributes: true });
    }""")
    let_python_go(page, let_go)
    expect(host).to_have_attribute("data-turns", "3")
    level = suido.levels.load("5x5")[0]
    game = suido.new_game(level.board)
    for c, by in [(0, -1), (1, -1), (1, 1)]:
        game = suido.turn_at(game, c, by=by)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    assert page.evaluate("window.__handedOver") == "-1"      # shown turned as it was: no snapping back
    assert page.evaluate("document.activeElement.dataset.cell") == "1"     # the focus kept
    page.keyboard.press("Enter")                               # and the real board takes the keys from there
    expect(host).to_have_attribute("data-turns", "4")


def test_a_new_players_board_drawn_last_comes_with_its_how_to(new_context: Any, own_server: Any) -> None:
    """A new player who turned a piece and came back (the how-to not dismissed) sees the board drawn last with its
    heading and the how-to above it at once: nothing is put above it when Python comes up."""
    page = new_context(newcomer=True, **PHONE).new_page()
    page.goto(f"{own_server.url}?sw=0")
    playable(page)
    host = page.locator(".suido-play")
    host.locator(".sd-cell:not([data-fixed=true])").first.tap()
    expect(host).to_have_attribute("data-turns", "1")
    let_go = hold_python(page)
    page.reload()                                              # ?size=5x5&level=1: the board drawn last
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    expect(page.locator(".sd-welcome")).to_be_visible()
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 1")
    where = "() => document.querySelector('.suido-play svg.suido').getBoundingClientRect().top + scrollY"
    top = page.evaluate(where)
    let_python_go(page, let_go)
    expect(host).to_have_attribute("data-painted", "true")
    assert page.evaluate(where) == top
    expect(page.locator(".sd-welcome h2")).to_have_count(1)


def test_a_view_and_a_language_chosen_before_python_is_up_are_kept(new_context: Any, own_server: Any) -> None:
    page = new_context(newcomer=True, **DESK).new_page()
    let_go = hold_python(page)
    page.goto(f"{own_server.url}?sw=0")
    expect(page.locator(".suido-play")).to_have_attribute("data-preview", "true", timeout=READY)
    page.locator(".sd-menu a[data-view=settings]").click()
    page.locator(".sd-lang select").select_option("ja")
    page.locator(".sd-menu a[data-view=levels]").click()
    let_python_go(page, let_go)
    page.wait_for_function("document.documentElement.dataset.langShown === 'ja'", timeout=READY)
    assert "view=levels" in page.url                           # not made the first board's address under the view
    expect(page.locator("main")).to_have_attribute("data-view", "levels")
    page.go_back()
    page.go_back()                                             # the bare page of a new player: its first level
    expect(page.locator("main")).to_have_attribute("data-view", "play")
    expect(page.locator(".sd-playing")).to_have_text("5x5、第1問")
    page.reload()
    playable(page)
    expect(page.locator("html")).to_have_attribute("lang", "ja")   # remembered


def test_keys_pressed_after_a_reload_before_python_is_up_are_kept_and_made(new_context: Any, own_server: Any) -> None:
    """Three taps, Ctrl+Z, a reload, and Ctrl+Z again with the focus on the page's body while the board is drawn but
    Python is not up (its start held): the undo is made once Python is up, as a tap is; so is a pin (P on a piece
    focused), in the order the keys came."""
    page = new_context(**DESK).new_page()
    page.goto(f"{own_server.url}?code={BOARD}&sw=0")
    playable(page)
    host = page.locator(".suido-play")
    free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    for c in free[:3]:
        host.locator(f'.sd-cell[data-cell="{c}"]').click()
    page.keyboard.press("Control+z")
    # every move answered (a turn count of 2 comes once before the third tap's reply too): a board with a move in
    # flight as the page goes away keeps no drawing
    page.wait_for_function("""() => window.__suido.board.inflight.size === 0
        && document.querySelector('.suido-play').dataset.turns === '2'""", timeout=READY)

    let_go = hold_python(page)
    page.reload(wait_until="domcontentloaded")
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    page.evaluate("document.activeElement.blur()")              # (the drawing has the focus: the body is the case here)
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("Control+z")                            # the second tap taken back, once Python is up
    host.locator(f'.sd-cell[data-cell="{free[3]}"]').focus()
    page.keyboard.press("p")                                    # and a piece pinned after it
    assert page.evaluate("window.__suido.playableAt") is None   # both before Python was up
    let_python_go(page, let_go)
    expect(host).to_have_attribute("data-turns", "1")
    game = suido.turn_at(suido.new_game(BOARD), free[0], by=1)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    # in order: the pin after the undo (made first, the undo would have taken the pin back, not the tap)
    expect(host.locator(f'.sd-cell[data-cell="{free[3]}"]')).to_have_attribute("data-pinned", "true")
    page.reload()                                               # and saved so
    playable(page)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))


def test_keys_pressed_at_once_after_a_reload_turn_the_drawing_and_are_made(new_context: Any, own_server: Any) -> None:
    """A board opened by its address, reloaded: its drawing, up before Python, has the keyboard's focus (no ring
    yet), so Enter and an arrow pressed at once turn its pieces and are made once Python is up. They went to the
    page's body and were lost (Space scrolled the page)."""
    page = new_context(**DESK).new_page()
    page.goto(f"{own_server.url}?code={BOARD}&sw=0")
    playable(page)
    host = page.locator(".suido-play")
    let_go = hold_python(page)
    page.reload(wait_until="domcontentloaded")
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    focused = page.evaluate("document.activeElement.dataset.cell")
    assert focused is not None and not page.evaluate("document.activeElement.matches(':focus-visible')")
    first = int(focused)
    page.keyboard.press("Enter")                     # the focused piece turns, at once
    page.keyboard.press("ArrowRight")
    page.keyboard.press("Enter")                     # and the next one
    assert (q_of(page, first), q_of(page, first + 1)) == ("1", "1")
    assert page.evaluate("window.__suido.playableAt") is None
    let_python_go(page, let_go)
    game = suido.turn_at(suido.turn_at(suido.new_game(BOARD), first), first + 1)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    assert page.evaluate("document.activeElement.dataset.cell") == str(first + 1)   # the focus kept
    # the focus put elsewhere while Python starts (the skip link, a Tab or two back) stays there: it was pulled back
    # to the board as Python came up, and a player tabbing on lost the keys pressed next
    let_go = hold_python(page)
    page.reload(wait_until="domcontentloaded")
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    page.locator(".sd-skip").focus()
    let_python_go(page, let_go)
    assert page.evaluate("document.activeElement.classList.contains('sd-skip')")


def test_moves_the_worker_has_not_answered_as_the_page_goes_away_are_made_after_the_reload(desk: Any) -> None:
    """A tap and a pin whose replies have not come when the page is reloaded (the worker's messages held here: a
    busy worker, a slow phone) are kept and made on the board once it opens again, in order; once made they are
    not made a second time."""
    desk.goto(f"?code={BOARD}")
    playable(desk)
    host = desk.locator(".suido-play")
    free = desk.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    desk.locator(f'.suido-play .sd-cell[data-cell="{free[0]}"]').click()
    expect(host).to_have_attribute("data-turns", "1")
    hold = """() => { window.__suido.client.worker.onmessage = () => {}; }"""   # every reply from now on held back
    desk.evaluate(hold)
    desk.locator(f'.suido-play .sd-cell[data-cell="{free[1]}"]').click()
    desk.locator(f'.suido-play .sd-cell[data-cell="{free[2]}"]').click(modifiers=["Alt"])   # a pin
    desk.wait_for_function("window.__suido.board.inflight.size === 2", timeout=READY)
    desk.reload()
    playable(desk)
    expect(host).to_have_attribute("data-turns", "2")
    expect(host.locator(f'.sd-cell[data-cell="{free[2]}"]')).to_have_attribute("data-pinned", "true")
    desk.wait_for_function("window.__suido.board.inflight.size === 0", timeout=READY)
    assert desk.evaluate("localStorage.getItem('suido-unanswered')") is None   # made once, not kept again
    desk.reload()
    playable(desk)
    expect(host).to_have_attribute("data-turns", "2")
    expect(host.locator(f'.sd-cell[data-cell="{free[2]}"]')).to_have_attribute("data-pinned", "true")

    # kept per board: a move left unanswered here, then one on another board, each made on its own board
    desk.evaluate(hold)
    desk.locator(f'.suido-play .sd-cell[data-cell="{free[3]}"]').click()
    desk.goto("?size=5x5&level=2")
    playable(desk)
    desk.evaluate(hold)
    other = desk.eval_on_selector(".suido-play .sd-cell:not([data-fixed=true])", "e => +e.dataset.cell")
    desk.locator(f'.suido-play .sd-cell[data-cell="{other}"]').click()
    desk.goto(f"?code={BOARD}")
    playable(desk)
    expect(host).to_have_attribute("data-turns", "3")
    desk.goto("?size=5x5&level=2")
    playable(desk)
    expect(host).to_have_attribute("data-turns", "1")


def test_marks_made_on_a_drawing_before_python_is_up_are_kept_and_made(new_context: Any, own_server: Any) -> None:
    """On a board drawn before Python is up, a mouse's drag across an edge and a long press near an edge mark it, and a
    long press in a piece's middle pins it, as on the board itself: each kept in the one queue of moves (the engine
    says, once it is up, whether a long press was near an edge: a mark, no pin) and made in order; saved so."""
    board = "3x3:1u82e42b3"                      # masks 1 14 8 / 2 14 4 / 2 11 3 by cell: none fixed
    page = new_context(**DESK).new_page()
    page.goto(f"{own_server.url}?code={board}&sw=0")
    playable(page)
    host = page.locator(".suido-play")
    piece = lambda c: host.locator(f'svg.suido .sd-cell[data-cell="{c}"]')  # noqa: E731
    mark = lambda e: host.locator(f'svg.suido .sd-marks .sd-mark[data-edge="{e}"]')  # noqa: E731
    piece(6).click()
    expect(host).to_have_attribute("data-turns", "1")
    let_go = hold_python(page)
    page.reload(wait_until="domcontentloaded")
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)

    def at(x: float, y: float) -> tuple[float, float]:  # in cells from the drawing's top-left corner
        box = host.locator("svg.suido").bounding_box()
        return box["x"] + box["width"] * x / 3, box["y"] + box["height"] * y / 3

    (x0, y0), (x1, y1) = at(0.5, 0.5), at(1.5, 0.5)   # a drag across the edge of cells 0 and 1
    page.mouse.move(x0, y0)
    page.mouse.down()
    page.mouse.move((x0 * 3 + x1) / 4, y0)            # past the tap's slop at once (long before a long press)
    page.mouse.move(x1, y1, steps=3)
    page.mouse.up()
    for x, y in (at(1.92, 1.5), at(2.5, 0.5)):        # a long press near the east edge of cell 4, then in cell 2's middle
        page.mouse.move(x, y)
        page.mouse.down()
        time.sleep(0.75)                               # held past the long press (the input itself, not a wait)
        page.mouse.up()
    assert page.evaluate("window.__suido.playableAt") is None     # all made before Python was up
    let_python_go(page, let_go)
    expect(mark(0)).to_have_attribute("data-mark", "joined")
    expect(mark(8)).to_have_attribute("data-mark", "joined")     # the east edge of cell 4: cell 4 * 2
    expect(piece(2)).to_have_attribute("data-pinned", "true")
    expect(host).to_have_attribute("data-marked", "2")
    assert piece(4).get_attribute("data-pinned") != "true"        # near an edge: a mark, no pin
    assert host.get_attribute("data-turns") == "1"                # a mark is no turn, a drag no tap
    page.reload()                                                 # and saved so
    playable(page)
    expect(mark(0)).to_have_attribute("data-mark", "joined")
    expect(mark(8)).to_have_attribute("data-mark", "joined")
    expect(piece(2)).to_have_attribute("data-pinned", "true")



def test_a_huge_boards_drawing_is_kept_packed_and_drawn_at_once_at_its_size_taking_taps_and_keys(new_context: Any,
                                                                                    own_server: Any) -> None:
    """A 28x28 board's drawing (over 300,000 characters, once not kept) is packed once the board rests and kept as
    the page goes away; the next visit draws it before Python is up, turned as it was and at the size it has once
    Python is up, and a tap and a key on it are made once Python is up."""
    page = new_context(**DESK).new_page()
    page.goto(f"{own_server.url}?size=28x28&level=1&sw=0")
    playable(page)
    host = page.locator(".suido-play")
    free = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])", "els => els.map(e => +e.dataset.cell)")
    host.locator(f'.sd-cell[data-cell="{free[0]}"]').click()
    expect(host).to_have_attribute("data-turns", "1")
    turned = q_of(page, free[0])
    page.wait_for_function("""() => { dispatchEvent(new Event('pagehide'));  // as the page going away keeps it
        const kept = JSON.parse(localStorage.getItem('suido-last-drawing') || 'null');
        return typeof kept?.packed === 'string' && kept.html === undefined; }""", polling=500, timeout=READY)

    let_go = hold_python(page)
    page.reload(wait_until="domcontentloaded")
    expect(host).to_have_attribute("data-preview", "true", timeout=READY)
    assert page.evaluate("document.querySelectorAll('.suido-play .sd-cell').length") == 28 * 28
    early = host.locator(".sdp-board").bounding_box()   # drawn at the size it has once Python is up (below)
    assert q_of(page, free[0]) == turned
    before = int(q_of(page, free[1]) or 0)
    host.locator(f'.sd-cell[data-cell="{free[1]}"]').click()
    assert int(q_of(page, free[1])) == before + 1
    host.locator(f'.sd-cell[data-cell="{free[2]}"]').focus()
    page.keyboard.press("Enter")
    assert page.evaluate("window.__suido.playableAt") is None   # all before Python was up
    let_python_go(page, let_go)
    expect(host).to_have_attribute("data-turns", "3")
    assert host.locator(".sdp-board").bounding_box() == early
    expect(host).to_have_attribute("data-zoomable", "true")   # (pieces 24 px across: the zoom bar, as on a first visit)
    game = suido.new_game(suido.levels.load("28x28")[0].board)
    for c in free[:3]:
        game = suido.turn_at(game, c, by=1)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
