"""What a player meets on a hostile browser or host, found by trying to break the site, kept fixed: storage that
refuses every write, a wasm served with the wrong type (or blocked, or broken), a release changing under a tab no
service worker of its own serves, markup planted in the stored drawing, and the element's properties set before it
is defined."""

from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Any, Callable

import pytest
import suido
from suido import levels
from boardkit import READY, drawing_kept, hold_python, painted, played_and_left, show_view
from playwright.sync_api import expect

from conftest import DESK, PHONE
from test_load import build_py, playable, precached

BOARD = "5x5:9Ica935racCde8339c459B559;b17;k8"
pytestmark = pytest.mark.fresh   # starting on a hostile browser or host: a fresh context each (conftest.py)
REFUSE = """Storage.prototype.setItem = function () {
  throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); };"""


def test_storage_that_refuses_every_write_keeps_solves_records_and_the_game_for_the_visit(phone: Any) -> None:
    phone.add_init_script(REFUSE)           # Safari's private mode: every setItem throws, from the first
    phone.goto("./?size=5x5&level=1&lang=ja")
    host = phone.locator(".suido-play")
    painted(host)
    row = levels.load("5x5")[0]
    game, solution = suido.new_game(row.board), levels.solution(row)
    taps = []
    while (cell := suido.hint_for(game, solution)) is not None:   # solved by touch, one tap a turn
        game = suido.turn_at(game, cell)
        taps.append(cell)
        host.locator(f'.sd-cell[data-cell="{cell}"]').tap()
        if len(taps) == 1:                             # said, in the page's language
            expect(host.locator(".sdp-note")).to_contain_text("これ以上保存できません")
    expect(host).to_have_attribute("data-solved", "true")
    phone.locator(".sd-next").tap()                                              # the next level, not level 1 again
    expect(phone.locator(".sd-playing")).to_have_text("5x5、第2問", timeout=READY)
    assert phone.evaluate("window.__suido.board.level") == 2
    host.locator(".sd-cell:not([data-fixed=true])").first.tap()
    expect(host).to_have_attribute("data-turns", "1")
    show_view(phone, "levels")
    solved = phone.locator('.sd-levels button[data-level="1"]')
    expect(solved).to_have_attribute("data-solved", "true")
    expect(solved.locator(".sdl-best")).to_have_attribute("title", re.compile(f"{len(taps)}手"))   # its record
    solved.tap()                                       # the solved game, kept as it was left
    expect(phone.locator(".sd-playing")).to_have_text("5x5、第1問", timeout=READY)
    expect(host).to_have_attribute("data-progress", suido.game_progress(game))
    expect(host).to_have_attribute("data-solved", "true")
    show_view(phone, "levels")                         # and level 2's one turn too
    phone.locator('.sd-levels button[data-level="2"]').tap()
    expect(phone.locator(".sd-playing")).to_have_text("5x5、第2問", timeout=READY)
    expect(host).to_have_attribute("data-turns", "1")


def test_a_wasm_blocked_broken_or_of_the_wrong_type_is_said_or_played(
        new_context: Any, serve_folder: Callable[..., Any], site_dir: Path, console_errors: Any) -> None:
    # the blocked wasm and the broken one are reported as such (and Pyodide warns); nothing else may be
    console_errors.allow(r"Failed to load resource|net::ERR_FAILED|ERR_BLOCKED|WebAssembly|wasm")
    wrong = serve_folder(site_dir, types={".wasm": "application/octet-stream"})   # as many static hosts send it
    page = new_context(**DESK).new_page()
    page.route("**/pyodide.asm.wasm", lambda route: route.abort("blockedbyclient"))
    page.goto(f"{wrong.url}?code={BOARD}&lang=ja")
    fatal = page.locator(".sd-fatal[role=alert]")
    expect(fatal).to_contain_text("pyodide/pyodide.asm.wasm を取得できませんでした", timeout=15_000)
    page.unroute("**/pyodide.asm.wasm")
    page.route("**/pyodide.asm.wasm", lambda route: route.fulfill(status=200, body=b"not a wasm at all",
                                                                   content_type="application/octet-stream"))
    page.locator(".sd-retry").click()
    # not "nothing arrived for 30 s": what failed, in the page's language
    expect(fatal).to_contain_text("pyodide/pyodide.asm.wasm は届きましたが、起動できませんでした", timeout=15_000)
    page.unroute("**/pyodide.asm.wasm")
    page.locator(".sd-retry").click()                  # the host's own wasm, as application/octet-stream: it plays
    expect(fatal).to_be_hidden()
    playable(page)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    # (a rejection nobody handled, in the worker: "Failed to fetch" as the wasm was blocked, is a page error)
    assert not [e for e in console_errors.errors if e.startswith("page error")], console_errors.errors
    precached(page)                                    # a later visit, from the service worker's cache
    page.reload()
    playable(page)
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    assert page.evaluate("navigator.serviceWorker.controller !== null")


def test_a_release_under_a_tab_no_service_worker_serves_still_makes_and_offers_reload_in_its_language(
        new_context: Any, serve_folder: Callable[..., Any], site_dir: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve_folder(site)
    page = new_context(**PHONE).new_page()
    page.goto(f"{server.url}?code={BOARD}&sw=0&lang=ja")   # no service worker: every worker's files come afresh
    playable(page)
    old = page.evaluate("window.__suido.release")
    page.wait_for_load_state("networkidle")
    with (site / "style.css").open("a") as f:          # a deploy, while the tab is open
        f.write("\n/* the next release */\n")
    new, _ = build_py.stamp_release(site)
    assert new != old
    show_view(page, "make")
    page.locator(".sd-make button[type=submit]").tap()   # the maker starts a worker of its own: of the new release
    expect(page.locator(".sd-make")).to_have_attribute("data-state", "made", timeout=READY)
    update = page.locator(".sd-update")
    expect(update).to_be_visible()
    expect(update).to_contain_text("水道の新しい版が届きました。")
    expect(update.locator("button")).to_have_text("読み込み直す")
    assert "release" not in page.locator("body").inner_text()
    host = page.locator(".suido-play")
    made = page.evaluate("new URLSearchParams(location.search).get('code')")
    assert made and made != BOARD
    host.locator(".sd-cell:not([data-fixed=true])").first.tap()   # the board made plays, under the old release
    expect(host).to_have_attribute("data-turns", "1")
    update.locator("button").tap()
    page.wait_for_function(f"() => window.__suido && window.__suido.release === {new!r}", timeout=READY)
    playable(page)
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")   # the game made, where it was


PLANTED = """() => {
    const saved = JSON.parse(localStorage.getItem('suido-last-drawing'));
    const cell = '<g class="sd-cell" onmouseover="window.__pwned = 4"';
    saved.html = saved.html
      .replace('<defs>', '<image href="x" onerror="window.__pwned = 1"/><script>window.__pwned = 2</script>'
        + '<foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__pwned = 3"/>'
        + '</foreignObject><a href="javascript:window.__pwned = 5"><rect width="500" height="500"/></a>'
        // a band of a big board's drawing (suido.svg.bands) keeps its <svg> alone
        + '<foreignObject class="sd-band"><img xmlns="http://www.w3.org/1999/xhtml" src="x" onerror="window.__pwned = 9"/>'
        + '<svg><script>window.__pwned = 10</script><foreignObject><img xmlns="http://www.w3.org/1999/xhtml" src="x"'
        + ' onerror="window.__pwned = 11"/></foreignObject></svg></foreignObject><defs>')
      .replace('<g class="sd-cell"', cell)
      .replace('class="sd-ground"', 'class="sd-ground" style="fill:url(https://example.org/x)" id="__suido"')
      .replace('<svg ', '<svg onload="window.__pwned = 6" ');
    localStorage.setItem('suido-last-drawing', JSON.stringify(saved));
    return saved.html.length;
}"""


def test_markup_planted_in_the_stored_drawing_never_runs_and_the_drawing_still_plays(new_context: Any,
                                                                                   own_server: Any,
                                                                                   console_errors: Any) -> None:
    console_errors.allow(r"favicon\.ico")                  # asked for by the icon shown as a page
    page = new_context(**DESK).new_page()
    url = f"{own_server.url}?code={BOARD}&sw=0"
    free = played_and_left(page, url, f"{own_server.url}icon.svg")   # the page goes away: its drawing kept
    assert page.evaluate(PLANTED) > 1000
    release = hold_python(page)   # the drawing alone, Python held back
    page.goto(url, wait_until="domcontentloaded")
    board = page.locator(".suido-play .sdp-board")
    expect(board.locator("svg.suido")).to_be_visible(timeout=10_000)
    expect(page.locator(".suido-play")).to_have_attribute("data-preview", "true")
    board.locator(f'.sd-cell[data-cell="{free[1]}"]').click()
    board.locator(f'.sd-cell[data-cell="{free[1]}"]').hover()
    found = page.evaluate("""() => { const b = document.querySelector('.sdp-board');
        return { pwned: window.__pwned ?? null, suido: typeof window.__suido.board,
                 foreign: b.querySelectorAll('image, script, foreignObject:not(.sd-band), img, a, .sd-band > :not(svg)').length,
                 handlers: [...b.querySelectorAll('*')].filter((e) => [...e.attributes].some((a) => /^on/i.test(a.name)
                   || /url\\(/.test(a.value))).length,
                 styled: getComputedStyle(b.querySelector('.sd-pipe')).strokeWidth }; }""")
    assert found == {"pwned": None, "suido": "object", "foreign": 0, "handlers": 0, "styled": "30px"}, found
    release()
    playable(page)
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "2")   # the tap on the drawing, made
    painted(page.locator(".suido-play"))
    assert page.evaluate("window.__pwned ?? null") is None
    # stored text that is no drawing at all draws nothing, and the page plays
    page.evaluate("localStorage.removeItem('suido-last-drawing')")   # (kept anew as the page goes away: waited for,
    page.goto(f"{own_server.url}icon.svg")                             # so that it does not replace what is put here)
    drawing_kept(page)
    page.evaluate("""(where) => localStorage.setItem('suido-last-drawing', JSON.stringify({ where, key: '', saved: '',
        heading: '<img src=x onerror="window.__pwned = 7">', html: '<img src=x onerror="window.__pwned = 8">' }))""",
                  page.evaluate("(code) => `/?${new URLSearchParams({ code, sw: '0' })}|${new Date().toISOString().slice(0, 10)}`",
                                BOARD))
    page.goto(url)
    playable(page)
    assert page.evaluate("[window.__pwned ?? null, window.__suido.drawnAt]") == [None, None]
    painted(page.locator(".suido-play"))                  # (a board not yet painted as the page goes away keeps none)
    # a drawing whose sides no board has (999999 by 999999): drew an array of every cell, which threw, and the
    # page never played
    page.evaluate("localStorage.removeItem('suido-last-drawing')")
    page.goto(f"{own_server.url}icon.svg")                # this board's drawing kept again, then tampered with
    drawing_kept(page)
    assert page.evaluate("""() => { const kept = JSON.parse(localStorage.getItem('suido-last-drawing'));
        kept.html = kept.html.replace(/data-(width|height)="[0-9]+"/g, 'data-$1="999999"');
        localStorage.setItem('suido-last-drawing', JSON.stringify(kept)); return kept.html.split('999999').length; }""") == 3
    page.goto(url)
    playable(page)
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "2")
    # a piece whose number no board has (20,000,000): an array of every cell, and the page did not play
    page.evaluate("localStorage.removeItem('suido-last-drawing')")
    page.goto(f"{own_server.url}icon.svg")
    drawing_kept(page)
    assert page.evaluate("""() => { const kept = JSON.parse(localStorage.getItem('suido-last-drawing'));
        kept.html = kept.html.replace(/data-cell="[0-9]+"/, 'data-cell="20000000"');
        localStorage.setItem('suido-last-drawing', JSON.stringify(kept)); return kept.html.split('20000000').length; }""") == 2
    page.goto(url)
    playable(page)
    assert page.evaluate("window.__suido.drawnAt") is None
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "2")
    # a drawing's extent (a hexagonal board's is not whole: the board's box drawn early is read from it) is kept
    # as numbers, and anything else in it left out
    kept = page.evaluate("""async () => { const { drawingOf } = await import('./drawing.js');
        const svg = (extent) => drawingOf('<svg xmlns="http://www.w3.org/2000/svg" class="suido" data-width="6"'
                                          + ` data-height="5" data-extent="${extent}"></svg>`)?.getAttribute('data-extent');
        return [svg('650 461.88'), svg('url(x) 1'), svg('1;--x:1')]; }""")
    assert kept == ["650 461.88", None, None]
    # a drawing cut short, or with anything beside it (markup that closes the <svg> early among it), is none
    whole = ('<svg xmlns="http://www.w3.org/2000/svg" class="suido" data-width="1" data-height="1">'
             '<g class="sd-cell"></g></svg>')
    drawn = page.evaluate("""async (texts) => { const { drawingOf } = await import('./drawing.js');
        return texts.map((text) => drawingOf(text) !== null); }""",
                          [whole, whole[:-6], whole + "<p>x</p>", "<!-- -->" + whole, whole.replace("<g", "<p></p><g")])
    assert drawn == [True, False, False, False, False]
    # an inline style tampered with, declarations run together: read every way they could be split, the page hung
    # (15 of them took 45 s); the style is left out, the drawing kept
    # and white space at a style's end, read two ways (as the square of its length; 5 to the power of a style given
    # again and again)
    styled = page.evaluate("""async (texts) => { const { drawingOf } = await import('./drawing.js');
        return texts.map((text) => { const svg = drawingOf(text);
            return svg && [svg.getAttribute('style'), svg.querySelector('.sd-cell').getAttribute('style')]; }); }""",
                           [whole.replace('<g class="sd-cell"', f'<g class="sd-cell" style="{"aa:bb cc " * 40}!"'),
                            whole.replace('<g class="sd-cell"', f'<g class="sd-cell" style="a:b{" " * 200_000}!"'),
                            whole.replace('class="suido"', 'class="suido"' + ' style="a:b    "' * 40 + " x")])
    assert styled == [[None, None], [None, None], ["a:b    ", None]]


HOST_PAGE = """<!doctype html><html lang="ja"><head><meta charset="utf-8"><title>早い属性</title>
<link rel="stylesheet" href="./suido.css"></head><body><main>
<suido-board id="early"></suido-board>
<script>
  // as Lit and other frameworks do: properties first, the element defined later
  const el = document.getElementById("early");
  el.size = "5x5"; el.level = 3; el.hints = false; el.progress = %(progress)r;
</script>
<script type="module" src="./suido-board-define.js"></script>
</main></body></html>"""


def test_properties_set_before_the_element_is_defined_are_taken_over(phone: Any, base_url: str) -> None:
    row = levels.load("5x5")[2]
    game = suido.turn_at(suido.new_game(row.board), next(c for c in range(25) if suido.can_turn_at(suido.new_game(row.board), c)))
    given = suido.game_progress(game)
    phone.route("**/early.html", lambda route: route.fulfill(status=200, content_type="text/html",
                                                             body=HOST_PAGE % {"progress": given}))
    phone.goto(base_url + "early.html")
    el = phone.locator("suido-board")
    painted(el)
    expect(el).to_have_attribute("data-progress", given)
    expect(el.locator("[data-action=hint]")).to_be_hidden()
    assert el.evaluate("e => [e.size, e.level, e.hints, e.shown, e.timer, Object.keys(e).filter((k) => !k.startsWith('_'))]") \
        == ["5x5", "3", False, False, True, []]
    el.locator(".sd-cell:not([data-fixed=true])").first.tap()
    expect(el).to_have_attribute("data-turns", "2")
    assert el.evaluate("e => e.progress") == el.get_attribute("data-progress") != given   # the game as it stands
    el.evaluate("e => { e.progress = null; e.level = 4; e.hints = true; }")   # every attribute has its property, read again
    expect(el).to_have_attribute("level", "4")
    expect(el.locator("[data-action=hint]")).to_be_visible(timeout=READY)
    painted(el)
    assert el.evaluate("e => e.mount.board.level") == 4 and el.get_attribute("hints") is None


def one_tag_page(folder: Path, site: str, body: str, *, policy: str = "", lang: str = "en",
                 title: str = "a host page") -> None:
    """folder/index.html: a page of another origin with the one tag (the site's suido.css and define module),
    its Content-Security-Policy (policy, when given), its language and body."""
    meta = f"<meta http-equiv='Content-Security-Policy' content=\"{policy}\">" if policy else ""
    (folder / "index.html").write_text(
        f"<!doctype html><html lang='{lang}'><head><meta charset='utf-8'>{meta}<title>{title}</title>"
        f"<link rel='icon' href='data:,'><link rel='stylesheet' href='{site}/suido.css'>"
        f"<script type='module' src='{site}/suido-board-define.js'></script></head><body>{body}</body></html>")


def test_a_host_page_whose_policy_refuses_inline_styles_shows_the_board_drawn(
        desk: Any, asset_server: Any, serve_folder: Any, tmp_path: Path, console_errors: Any) -> None:
    """A page of another origin with a Content-Security-Policy that allows the site's scripts, styles and worker
    but no inline style (style-src without 'unsafe-inline', as strict policies are): the drawing's own <style> is
    refused there, and the board was a black square that played."""
    site = asset_server.url.rstrip("/")
    policy = (f"default-src 'self'; script-src 'self' {site} blob: 'wasm-unsafe-eval'; style-src 'self' {site}; "
              f"connect-src 'self' {site}; img-src 'self' data:")
    one_tag_page(tmp_path, site, "<h1>My strict blog</h1><suido-board grid='5x5' level='3'></suido-board>",
                 policy=policy, title="a strict site")
    desk.goto(serve_folder(tmp_path).url)
    el = desk.locator("suido-board")
    painted(el)
    # the ground is the drawing's own colour (--sd-ground), not the black of a fill with no style
    assert el.locator("svg.suido .sd-ground").evaluate("e => getComputedStyle(e).fill") == "rgb(247, 243, 234)"
    pipe = el.locator('.sd-cell[role=gridcell][data-cell="0"] path').first
    assert pipe.evaluate("e => getComputedStyle(e).fill") != "rgb(0, 0, 0)"
    el.locator('.sd-cell[role=gridcell][data-cell="0"]').click()
    expect(el).to_have_attribute("data-turns", "1")
    # the page asks once whether inline styles apply, which the browser reports once; the drawing adds no more
    refused = [e for e in console_errors.errors if "Content Security Policy" in e]
    assert len(refused) == 1 and "inline style" in refused[0], refused
    console_errors.allow("Content Security Policy")


def test_an_iframe_sandboxed_without_its_own_origin_says_so_and_with_it_plays(
        desk: Any, asset_server: Any, serve_folder: Any, tmp_path: Path, console_errors: Any) -> None:
    """embed.html in <iframe sandbox="allow-scripts">: an opaque origin, where reading navigator.serviceWorker
    throws; the frame stayed blank with an uncaught error. Now its board says it cannot start and what the frame
    lacks (Python's worker and its storage need the site's own origin), and with allow-same-origin too it plays."""
    src = f"{asset_server.url}embed.html?grid=5x5&level=1"
    (tmp_path / "index.html").write_text(
        "<!doctype html><html lang='en'><head><meta charset='utf-8'><title>a careful site</title>"
        "<link rel='icon' href='data:,'></head><body><h1>Sandboxed frames</h1>"
        f"<iframe id='opaque' sandbox='allow-scripts' src='{src}' title='Suido' style='width:400px;height:600px'></iframe>"
        f"<iframe id='own' sandbox='allow-scripts allow-same-origin' src='{src}' title='Suido' "
        "style='width:400px;height:600px'></iframe>"
        f"<iframe id='scriptless' sandbox='allow-same-origin' src='{src}' title='Suido' "
        "style='width:400px;height:200px'></iframe></body></html>")
    console_errors.allow("Failed to load module script|could not start|worker|Blocked script execution")
    desk.goto(serve_folder(tmp_path).url)
    own = desk.frame_locator("#own").locator("suido-board")
    painted(own)
    own.locator('.sd-cell[role=gridcell][data-cell="0"]').click()
    expect(own).to_have_attribute("data-turns", "1")
    opaque = desk.frame_locator("#opaque").locator("suido-board")
    expect(opaque).to_have_attribute("data-error", "true", timeout=READY)
    # what the frame lacks, as the guide names it (the browser's error says nothing of why)
    expect(opaque.locator(".sdp-status")).to_contain_text('sandbox="allow-scripts allow-same-origin"')
    # without allow-scripts nothing of ours runs: the frame says what it needs all the same (it was blank)
    expect(desk.frame_locator("#scriptless").locator("noscript p")).to_contain_text(
        'sandbox="allow-scripts allow-same-origin"', timeout=READY)
    assert not [e for e in console_errors.errors if e.startswith("page error")], console_errors.errors


def test_a_host_page_of_vertical_writing_shows_the_board(desk: Any, asset_server: Any, serve_folder: Any,
                                                         tmp_path: Path) -> None:
    """A page written vertically (writing-mode: vertical-rl, as a Japanese page may be) with the one tag: the board's
    drawing came out 0 by 0 in Chromium and Firefox, only its words and buttons shown. It is laid out as drawn."""
    site = asset_server.url.rstrip("/")
    one_tag_page(tmp_path, site, "<article style='writing-mode: vertical-rl; height: 90vh'><h1>水道</h1>"
                 "<suido-board grid='5x5' level='3' width='20rem' lang='ja'></suido-board></article>",
                 lang="ja", title="縦書きの頁")
    desk.goto(serve_folder(tmp_path).url)
    el = desk.locator("suido-board")
    painted(el)
    box = el.locator("svg.suido").bounding_box()
    assert box and box["width"] > 200 and abs(box["width"] - box["height"]) < 2, box
    el.locator('.sd-cell[role=gridcell][data-cell="0"]').click()
    expect(el).to_have_attribute("data-turns", "1")


def test_a_host_page_that_requires_trusted_types_says_why_the_board_cannot_start(
        desk: Any, asset_server: Any, serve_folder: Any, tmp_path: Path, console_errors: Any) -> None:
    """A page whose policy requires Trusted Types for scripts (require-trusted-types-for 'script') refuses the
    board's worker: the element stayed blank, with only an uncaught error in the console. Its board says the worker
    could not start, with the browser's words."""
    site = asset_server.url.rstrip("/")
    one_tag_page(tmp_path, site, "<h1>Typed</h1><suido-board grid='5x5' level='3'></suido-board>",
                 policy="require-trusted-types-for 'script'", title="a typed site")
    console_errors.allow("TrustedScriptURL|Trusted Type")
    desk.goto(serve_folder(tmp_path).url)
    el = desk.locator("suido-board")
    expect(el).to_have_attribute("data-error", "true", timeout=READY)
    expect(el.locator(".sdp-status")).to_contain_text("could not start")
    expect(el.locator(".sdp-status")).to_contain_text("TrustedScriptURL")
    assert not [e for e in console_errors.errors if e.startswith("page error")], console_errors.errors
