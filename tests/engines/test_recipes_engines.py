"""The recipes of examples/ in WebKit and Firefox (tests/browser/test_recipes.py plays every one in Chromium, at
more length), each page on an origin of its own and the site on another: the React, Vue, Svelte, webpack, Next.js
(served by `next start`) and Angular builds (the npm package installed from its tarball, built once: builder/recipes.py's recipes_built) and
the plain page played to a solved board, their pages hearing the solve; the Python servers' pages (Flask, FastAPI)
played to a solved board that the server checks; the iframe's page hearing its messages, sizing the frame by them,
commanding it and hearing its board solved. One tab per engine for them all (conftest.py's kept_tab): the site's
files come from its HTTP cache after the first page."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import drive
import pytest

from builder.recipes import (
    EXAMPLES, NEXT, SITE_IN_FILES, WORKSPACES, recipe_served, recipes_built, serve_fastapi_recipe, serve_next_recipe,
    serve_python_recipe,
)
from suido import levels

pytestmark = pytest.mark.recipes
OTHERS = ("webkit", "firefox")  # the engines beside Chromium, which tests/browser/test_recipes.py drives


@pytest.fixture(scope="module")
def assets(site_dir: Path) -> Iterator[Any]:
    server = drive.browser_kit.Server(site_dir, cors=True)
    yield server
    server.stop()


@pytest.fixture(scope="module")
def pages(assets: Any, tmp_path_factory: pytest.TempPathFactory) -> Iterator[dict[str, Any]]:
    """Each recipe's page served on an origin of its own, naming the site's (Next.js's by its own server, `next
    start`)."""
    folders, _ = recipes_built()
    where = tmp_path_factory.mktemp("recipes")
    servers = {name: drive.browser_kit.Server(recipe_served(name, assets.url, where / name))
               for name in folders if name != NEXT}
    url, stop, _ = serve_next_recipe(assets.url, folders[NEXT])
    servers[NEXT] = SimpleNamespace(url=url, stop=stop)
    for name in ("plain", "iframe"):
        (where / name).mkdir()
        text = (EXAMPLES / name / "index.html").read_text(encoding="utf-8")
        (where / name / "index.html").write_text(text.replace(SITE_IN_FILES, assets.url), encoding="utf-8")
        servers[name] = drive.browser_kit.Server(where / name)
    yield servers
    for server in servers.values():
        server.stop()


def taps_of(size: str, n: int) -> list[int]:
    """The cells to tap, once per clockwise quarter, to turn level n of size into its answer."""
    row = levels.load(size)[n - 1]
    return [c for c, t in enumerate(row.turns) for _ in range(int(t))]


def cell(host: str, n: int) -> str:
    return f'{host} svg.suido .sd-cell[data-cell="{n}"]'


@pytest.mark.parametrize("engine", OTHERS)
@pytest.mark.parametrize("name", WORKSPACES)
def test_a_bundled_recipe_plays_level_1_to_solved_and_its_page_hears_it(name: str, kept_tab: Any,
                                                                        pages: dict[str, Any]) -> None:
    """Level 1 of 5x5 turned to its answer: webpack's board (mountSuido's, whose handle the page keeps to itself) by
    a mouse press and release on each piece, the element's by one and then its mount's turns; the page says the
    solve in its own words, from the board's events."""
    tab = kept_tab()
    tab.goto(pages[name].url)
    host = "#board" if name == "webpack" else "suido-board"
    tab.wait_attr(host, "data-painted", "true")
    taps = taps_of("5x5", 1)
    for n in taps if name == "webpack" else taps[:1]:
        tab.click(cell(host, n))
    if name != "webpack":
        tab.wait_attr(host, "data-turns", "1", timeout=20)
        tab.js("async (taps) => { const e = document.querySelector('suido-board'); for (const c of taps) await e.mount.turn(c); }",
               taps[1:])
    tab.wait_attr(host, "data-solved", "true", timeout=30)
    tab.wait("(t) => document.querySelector('#said')?.textContent === t", f"Solved level 1 in {len(taps)} turns",
             what="the page's words for the solve")


@pytest.mark.parametrize("engine", OTHERS)
def test_the_plain_page_plays_its_level_to_solved(kept_tab: Any, pages: dict[str, Any]) -> None:
    tab = kept_tab()
    tab.goto(pages["plain"].url)
    tab.wait_attr("suido-board", "data-painted", "true")
    taps = taps_of("7x7", 12)
    tab.click(cell("suido-board", taps[0]))                 # by the pointer, then the rest by the element's mount
    tab.wait_attr("suido-board", "data-turns", "1", timeout=20)
    tab.js("async (taps) => { const e = document.querySelector('suido-board'); for (const c of taps) await e.mount.turn(c); }",
           taps[1:])
    tab.wait_attr("suido-board", "data-solved", "true", timeout=30)


@pytest.mark.parametrize("engine", OTHERS)
def test_the_iframes_page_hears_its_messages_sizes_it_and_commands_it(kept_tab: Any, pages: dict[str, Any]) -> None:
    tab = kept_tab()
    tab.goto(pages["iframe"].url)
    logged = "(t) => [...document.querySelectorAll('#log li')].some((li) => li.textContent.startsWith(t))"
    tab.wait(logged, "suido-ready", what="suido-ready from the frame")
    tab.wait(logged, "suido-resize", what="suido-resize from the frame")
    height = tab.js("""() => [...document.querySelectorAll('#log li')].map((li) => li.textContent)
        .filter((t) => t.startsWith('suido-resize')).map((t) => JSON.parse(t.slice(13)).height).pop()""")
    assert height and height != 480
    tab.wait("(h) => Math.round(document.querySelector('#suido').getBoundingClientRect().height) === h", round(height),
             what="the frame sized by its board")
    tab.click("#hint")                                      # a command from the page, and the frame's answer
    tab.wait(logged, "suido-hint", what="suido-hint after the page's command")
    tab.click("#next")                                      # set: level 2
    tab.wait("() => [...document.querySelectorAll('#log li')].some((li) => li.textContent.includes('\"level\":2'))",
             what="level 2 ready in the frame")
    assert levels.answer(levels.load("5x5")[0]) not in tab.text("#log")
    # level 2 played to solved in the frame (its element's mount, reached by the driver), and the page hears it
    tab.frame_js("async (taps) => { const e = document.querySelector('suido-board'); for (const c of taps) await e.mount.turn(c); }",
                 taps_of("5x5", 2))
    tab.wait(logged, "suido-solve", what="suido-solve from the frame")


@pytest.mark.parametrize("engine", OTHERS)
def test_the_python_servers_pages_play_level_2_to_solved_and_the_server_checks_it(kept_tab: Any, assets: Any) -> None:
    """Flask's recipe and FastAPI's, one after the other in one tab (WebKit's driver holds one session), each on an
    origin of its own: level 2 turned to its answer (by the element's mount), the page sends it, the server checks
    it with suido.check_answer, and the page says the server's verdict."""
    taps = taps_of("5x5", 2)
    servers = [serve(assets.url) for serve in (serve_python_recipe, serve_fastapi_recipe)]
    try:
        tab = kept_tab()
        for url, _ in servers:
            tab.goto(url + "?level=2")
            tab.wait_attr("suido-board", "data-painted", "true")
            tab.js("async (taps) => { const e = document.querySelector('suido-board'); for (const c of taps) await e.mount.turn(c); }",
                   taps)
            tab.wait_attr("suido-board", "data-solved", "true", timeout=30)
            tab.wait("(t) => document.querySelector('#verdict')?.textContent === t", "Checked: solved!",
                     what=f"the server's verdict ({url})")
    finally:
        for _, stop in servers:
            stop()
