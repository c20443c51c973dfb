"""The recipes of examples/, each built or served against the site built from this checkout (dist/site on
another origin) and played in Chromium: the plain page's one tag, the iframe whose page logs its messages, the
React, Vue, Svelte and Angular components (built by their own Vite or Angular's CLI, with the npm package
installed from its tarball: an attribute that follows the state, the events handled), the webpack and TypeScript
page (mountSuido), the Next.js page (served by `next start`: rendered on the server for the request, then
hydrated), and the Python servers' pages (Flask, FastAPI), whose solve the server checks; and what each bundled recipe's production build carries of Suido's own
JavaScript."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import urllib.request

import pytest
from boardkit import READY, painted
from playwright.sync_api import expect

from builder.recipes import (
    BUILT, EXAMPLES, FRAMEWORKS, NEXT, SITE_IN_FILES, WORKSPACES, browser_side, recipe_served, recipes_built,
    serve_fastapi_recipe, serve_next_recipe, serve_python_recipe, suido_share,
)
from suido import levels

pytestmark = pytest.mark.recipes


def taps_of(size: str, n: int) -> list[int]:
    """The cells to tap, once per clockwise quarter, to turn level n of size into its answer."""
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


def turn_all(board: Any, taps: list[int]) -> None:
    """Each cell of taps turned a quarter clockwise, as taps would (the element's mount.turn, in one go)."""
    board.evaluate("async (e, taps) => { for (const c of taps) await e.mount.turn(c); }", taps)


def code_of(board: Any) -> str:
    return str(board.evaluate("e => e.mount.board.last.code"))


@pytest.fixture(scope="module")
def built(shared_asset_server: Any, tmp_path_factory: pytest.TempPathFactory,
          time_rows: list[tuple[str, float]]) -> dict[str, Path]:
    """The bundled recipes (the Vite ones built by their own `vite build`, webpack's by tsc and webpack, each once
    while what they read is unchanged: builder/recipes.py's recipes_built), each a static folder served against the
    asset server (Next.js's is a server's build: next_server serves it); each build's time is a line of the time
    table."""
    folders, times = recipes_built()
    for name, seconds in times.items():
        time_rows.append((f"recipe build: {name}", seconds))
    where = tmp_path_factory.mktemp("recipes")
    return {name: folder if name == NEXT else recipe_served(name, shared_asset_server.url, where / name)
            for name, folder in folders.items()}


@pytest.fixture(scope="module")
def next_server(built: dict[str, Path], shared_asset_server: Any) -> Iterator[tuple[str, Callable[[], str]]]:
    """Next.js's recipe served by `next start` (built once, with the others), once a module, the site the asset
    server's: (its address, what the server has printed so far)."""
    url, stop, said = serve_next_recipe(shared_asset_server.url, built[NEXT])
    yield url, said
    stop()


def static_recipe(name: str, site: str, where: Path) -> Path:
    """examples/NAME/ copied into where, the site's address put in as a reader does."""
    for p in (EXAMPLES / name).iterdir():
        if p.suffix == ".html":
            text = p.read_text(encoding="utf-8")
            assert SITE_IN_FILES in text
            (where / p.name).write_text(text.replace(SITE_IN_FILES, site), encoding="utf-8")
    return where


def test_the_plain_page_plays_its_one_tag(desk: Any, shared_asset_server: Any, serve_folder: Any,
                                          tmp_path: Path) -> None:
    host = serve_folder(static_recipe("plain", shared_asset_server.url, tmp_path))
    desk.goto(host.url)
    board = desk.locator("suido-board")
    painted(board)
    assert code_of(board) == levels.load("7x7")[11].board
    taps = taps_of("7x7", 12)
    board.locator(f'.sd-cell[data-cell="{taps[0]}"]').click()
    expect(board).to_have_attribute("data-turns", "1")
    turn_all(board, taps[1:])
    expect(board).to_have_attribute("data-solved", "true")


def test_the_iframes_page_hears_its_messages_sizes_it_and_commands_it(desk: Any, shared_asset_server: Any,
                                                                      serve_folder: Any, tmp_path: Path) -> None:
    host = serve_folder(static_recipe("iframe", shared_asset_server.url, tmp_path))
    assert host.url != shared_asset_server.url     # two origins
    desk.goto(host.url)
    log, frame = desk.locator("#log"), desk.locator("iframe#suido")
    inner = desk.frame_locator("iframe#suido").locator("suido-board")
    painted(inner)
    expect(log).to_contain_text("suido-ready", timeout=READY)
    expect(log).to_contain_text("suido-resize")
    # the frame's height is its board's, from suido-resize (the page set 30rem = 480 px)
    height = desk.evaluate("""() => [...document.querySelectorAll('#log li')].map((li) => li.textContent)
        .filter((t) => t.startsWith('suido-resize')).map((t) => JSON.parse(t.slice(13)).height).pop()""")
    assert height and height != 480
    expect(frame).to_have_css("height", f"{height}px")
    inner.locator('.sd-cell[data-cell="0"]').click()
    expect(log).to_contain_text('suido-turn {"code"')
    desk.locator("#hint").click()                   # a command from the page
    expect(inner).to_have_attribute("data-hints", "1")
    expect(log).to_contain_text("suido-hint")
    desk.locator("#next").click()                   # set: level 2
    desk.frame_locator("iframe#suido").locator("body").evaluate(
        "(b, code) => new Promise((done) => { const tick = () => document.querySelector('suido-board').mount?.board"
        ".last?.code === code ? done() : setTimeout(tick, 50); tick(); })", levels.load("5x5")[1].board)
    expect(log).to_contain_text('"level":2')
    turn_all(inner, taps_of("5x5", 2))              # level 2 solved in the frame, and the page hears it
    expect(log).to_contain_text("suido-solve")
    # never the answer of a board not solved (a solved board's code, as it stands, is its answer)
    assert levels.answer(levels.load("5x5")[0]) not in log.inner_text()


@pytest.mark.parametrize("name", (*FRAMEWORKS, "angular"))
def test_a_framework_recipe_follows_its_state_and_hears_the_board(name: str, desk: Any, built: dict[str, Path],
                                                                  serve_folder: Any) -> None:
    host = serve_folder(built[name])
    desk.goto(host.url)
    board, said = desk.locator("suido-board"), desk.locator("#said")
    painted(board)
    assert code_of(board) == levels.load("5x5")[0].board
    board.locator('.sd-cell[data-cell="0"]').click()       # it plays, and the component hears the turn
    expect(said).to_have_text("Level 1: 1 turns")
    desk.locator("#next").click()                          # the state's level, the element's attribute
    desk.wait_for_function("code => document.querySelector('suido-board').mount?.board.last?.code === code",
                           arg=levels.load("5x5")[1].board, timeout=READY)
    painted(board)
    taps = taps_of("5x5", 2)
    board.locator(f'.sd-cell[data-cell="{taps[0]}"]').click()
    turn_all(board, taps[1:])
    expect(board).to_have_attribute("data-solved", "true")
    expect(said).to_have_text(f"Solved level 2 in {len(taps)} turns")


@pytest.mark.parametrize("framework", ["flask", "fastapi"])
def test_the_python_servers_page_plays_and_the_server_checks_its_solve(framework: str, desk: Any,
                                                                       shared_asset_server: Any) -> None:
    url, stop = (serve_python_recipe if framework == "flask" else serve_fastapi_recipe)(shared_asset_server.url)
    try:
        desk.goto(url + "?level=2")
        board = desk.locator("suido-board")
        painted(board)
        row = levels.load("5x5")[1]
        assert code_of(board) == row.board
        assert levels.answer(row) not in desk.content()      # the answer stays on the server
        turn_all(board, taps_of("5x5", 2))
        expect(desk.locator("#verdict")).to_have_text("Checked: solved!")
    finally:
        stop()


def test_the_webpack_and_typescript_recipe_plays_a_level_to_solved(desk: Any, built: dict[str, Path],
                                                                  serve_folder: Any) -> None:
    """mountSuido from the package, bundled by webpack from what tsc wrote: every piece tapped to the answer, the
    typed events heard; Next level loads the next."""
    desk.goto(serve_folder(built["webpack"]).url)
    board, said = desk.locator("#board"), desk.locator("#said")
    painted(board)
    taps = taps_of("5x5", 1)
    for cell in taps:
        board.locator(f'.sd-cell[data-cell="{cell}"]').click()
    expect(board).to_have_attribute("data-solved", "true")
    expect(said).to_have_text(f"Solved level 1 in {len(taps)} turns")
    desk.locator("#next").click()
    expect(board).to_have_attribute("data-solved", "false", timeout=READY)
    board.locator('.sd-cell[data-cell="0"]').click()
    expect(said).to_have_text("Level 2: 1 turns")


SUIDO_BUDGET = 30_000  # bytes gzip of Suido's own JavaScript a recipe's production build may carry


def test_each_bundled_recipe_carries_at_most_30_kb_gzip_of_suidos_javascript(built: dict[str, Path]) -> None:
    """Suido's share of each production build (what its source maps say came from the package), all of it loaded
    before the board is asked for; the runtime comes from the site after."""
    assert set(built) == set(WORKSPACES)
    shares = {name: suido_share(browser_side(name, BUILT / name)) for name in built}
    for name, share in shares.items():
        print(f"[recipes] {name}: Suido {share['suido_gzip'] / 1e3:.1f} KB gzip ({share['suido'] / 1e3:.1f} KB) of "
              f"{share['js_gzip'] / 1e3:.1f} KB gzip of JavaScript")
        assert 5_000 < share["suido_gzip"] <= SUIDO_BUDGET, (name, share)


def test_the_nextjs_server_renders_the_page_which_hydrates_and_plays(
        desk: Any, next_server: tuple[str, Callable[[], str]], shared_asset_server: Any) -> None:
    """Next.js's app router under `next start` (its production server): the page is rendered on the server for the
    request with no error (the define entry imported there; the server's SUIDO_SITE in the tag), the HTML holds the
    tag with its attributes; in the browser React hydrates it with no error (the page's console is watched), its
    listener hears a turn, mountSuido mounts a second board in an effect, and level 1 is solved."""
    url, said = next_server
    with urllib.request.urlopen(url, timeout=60) as reply:
        assert reply.status == 200
        page = reply.read().decode()
    assert f'<suido-board site="{shared_asset_server.url}" grid="5x5" level="1" hints=""' in page
    assert 'id="mounted"' in page and "sd-cell" not in page          # the boards are drawn in the browser only
    desk.goto(url)
    board, said_on_page = desk.locator("suido-board"), desk.locator("#said")
    painted(board)
    painted(desk.locator("#mounted"))
    assert desk.locator("#mounted").evaluate("e => e.querySelector('svg.suido') !== null")
    taps = taps_of("5x5", 1)
    board.locator(f'.sd-cell[data-cell="{taps[0]}"]').click()          # the effect's listener: the page hydrated
    expect(said_on_page).to_have_text("Level 1: 1 turns")
    turn_all(board, taps[1:])
    expect(board).to_have_attribute("data-solved", "true")
    expect(said_on_page).to_have_text(f"Solved level 1 in {len(taps)} turns")
    printed = said()
    assert "Ready" in printed and "rror" not in printed and "\u2a2f" not in printed, printed   # (⨯: Next's failures)
