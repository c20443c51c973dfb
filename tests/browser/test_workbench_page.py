"""The Workbench view (site/workbench.js) in a booted page, by keys alone at a desk: a board drawn (Shift with an
arrow lays pipe), what it is said and marked (its count and differing pieces the engine's), its answers stepped
through, mended to one answer (shown, then taken; undone and redone), scrambled, its address copied and the board
solved in a fresh page from that address; a hexapipes puzzle with several answers pasted, opened and its answers
stepped through, each drawn as the engine finds it; axe-core finds nothing serious on the view. At a phone's width,
by touch: a path drawn, a tool and a piece picked, the board first and every control 44 px at least, axe-core."""

from __future__ import annotations

import dataclasses
import json
import re
from typing import Any
from urllib.parse import parse_qs, urlparse

from boardkit import READY, page_of, painted, touch
from conftest import build_py
from playwright.sync_api import expect

import suido
from suido import edits
from suido.codes import with_masks
from suido.game import new_game, turn_at
from suido.grids import SQUARE
from suido.hexapipes import from_hexapipes, to_hexapipes
from suido.workbench import analyse

# a tree around the pump (the blank 5x5 board's, at cell 12): its pipes are laid one join at a time
TREE = ((12, 13), (17, 18), (6, 7), (12, 17), (11, 12), (11, 16), (7, 12), (8, 13))
ARROW = {-5: "ArrowUp", 5: "ArrowDown", -1: "ArrowLeft", 1: "ArrowRight"}


def several_answers_hexapipes() -> str:
    """A hexapipes puzzle (its JSON text) with two answers or more: a made hexagonal network with its walls and
    locks taken off, the first seed that gives several answers."""
    for seed in range(1, 200):
        made = suido.make(size=4, grid="hex", kind="network", walls=4, locked=4, seed=seed).layout
        layout = dataclasses.replace(made, walls=(), locked=())
        if suido.solve(layout, limit=2).count >= 2:
            return to_hexapipes(layout)
    raise AssertionError("no seed gave a hexagonal network with several answers")


def serious_on_view(page: Any) -> None:
    """axe-core finds nothing serious or critical on the view as it stands."""
    page.add_script_tag(content=build_py.ensure_axe().read_text(encoding="utf-8"))
    found = page.evaluate("""async () => (await axe.run(document.querySelector('.sd-workbench'),
        { resultTypes: ['violations'] })).violations.filter((v) => ['serious', 'critical'].includes(v.impact))
        .map((v) => ({ id: v.id, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }))""")
    assert not found, json.dumps(found, indent=1)


def walk(page: Any, at: int, to: int) -> int:
    """The focus moved by the arrows from cell at to cell to on a 5-wide board."""
    for _ in range(abs(to // 5 - at // 5)):
        page.keyboard.press("ArrowDown" if to > at else "ArrowUp")
    for _ in range(abs(to % 5 - at % 5)):
        page.keyboard.press("ArrowRight" if to % 5 > at % 5 else "ArrowLeft")
    return to


def settled(root: Any, code: str) -> None:
    """The view shows code and has weighed it."""
    expect(root.locator(".sdw-code")).to_have_value(code, timeout=READY)
    expect(root).to_have_attribute("data-weighing", "false", timeout=READY)


def press_on(page: Any, selector: str) -> None:
    """A control reached and pressed from the keyboard."""
    page.locator(selector).first.focus()
    page.keyboard.press("Enter")


def test_a_board_drawn_by_keys_mended_scrambled_shared_and_solved(request: Any) -> None:
    page = page_of(request, "desk")
    page.goto("./?view=workbench")
    root = page.locator(".sd-workbench")
    expect(root.locator(".sdw-board svg.suido")).to_be_visible(timeout=READY)
    board = edits.blank("square", 5, 5)
    settled(root, suido.encode(board))
    for _ in range(80):  # Tab from the page's start to the board's cell
        page.keyboard.press("Tab")
        if page.evaluate("!!document.activeElement?.closest?.('.sdw-board [data-cell]')"):
            break
    at = int(page.evaluate("document.activeElement.closest('[data-cell]').dataset.cell"))
    for a, b in TREE:
        at = walk(page, at, a)
        page.keyboard.press(f"Shift+{ARROW[b - a]}")
        at = b
        board = edits.lay_path(board, [a, b])
    code = suido.encode(board)
    settled(root, code)
    seen = analyse(code, limit=10)
    assert seen.count >= 2
    expect(root).to_have_attribute("data-count", str(seen.count))
    expect(root.locator(".sdw-board [data-bench=differing]")).to_have_count(len(seen.differing))
    # the answers one by one, each drawn
    press_on(page, ".sdw-next")
    expect(root).to_have_attribute("data-showing", "1")
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-showing", "2")
    # a mend to one answer: shown on the board first, then taken; undone and redone by keys
    mend = root.locator(".sdw-mend", has_text="one answer").first
    expect(mend).to_be_visible(timeout=READY)
    mend.locator(".sdw-mend-show").focus()
    page.keyboard.press("Enter")
    expect(root.locator(".sdw-board [data-bench=mend]")).not_to_have_count(0)
    mend.locator(".sdw-mend-take").focus()
    page.keyboard.press("Enter")
    expect(root).to_have_attribute("data-unique", "true", timeout=READY)
    mended = root.locator(".sdw-code").input_value()
    assert suido.solve(mended, limit=2).count == 1
    undo = int(root.get_attribute("data-undo"))
    root.locator(".sdw-board [data-cell][tabindex='0']").focus()
    page.keyboard.press("Control+z")
    settled(root, code)
    expect(root).to_have_attribute("data-redo", "1")
    expect(root).to_have_attribute("data-undo", str(undo - 1))
    page.keyboard.press("Control+Shift+z")
    settled(root, mended)
    # scrambled (seeded: the engine's own scramble of that seed), still one answer
    seed = int(root.locator(".sdw-seed").input_value())
    press_on(page, ".sdw-scramble")
    scrambled = suido.encode(edits.scrambled(suido.decode(mended), seed))
    settled(root, scrambled)
    expect(root).to_have_attribute("data-unique", "true")
    # axe-core: nothing serious on the view as it stands
    serious_on_view(page)
    # shared by address: a fresh page plays it, and the engine's answer solves it there
    press_on(page, ".sdw-copy-address")
    expect(root).to_have_attribute("data-copied", re.compile(r"^http.*\?code="))
    address = root.get_attribute("data-copied")
    assert parse_qs(urlparse(address).query)["code"] == [scrambled]
    press_on(page, ".sdw-copy-tag")   # the one-tag snippet: this site's module and the tag with the board's code
    expect(root).to_have_attribute("data-copied", re.compile(r"suido-board-define\.js.*<suido-board code=", re.S))
    assert f'code="{scrambled}"' in (root.get_attribute("data-copied") or "")
    # a board hexapipes can say (one pump, a network, no walls or locks) is offered as its puzzle too
    expect(root.locator(".sdw-copy-hexapipes")).to_be_visible(visible=suido.decode(scrambled).kind == "network"
                                                               and not suido.decode(scrambled).walls)
    fresh = page.context.new_page()
    fresh.goto(address)
    host = fresh.locator(".suido-play").first
    painted(host)
    game, answer = new_game(scrambled), suido.solve(scrambled).solutions[0]
    for c, want in enumerate(answer):
        q = SQUARE.turns_between(game.masks[c], want) or 0
        for by in ([-1] if q == 3 else [1] * q):
            fresh.evaluate("([c, by]) => window.__suido.board.turn(c, by)", [c, by])
            game = turn_at(game, c, by)
    expect(host).to_have_attribute("data-solved", "true")
    # a hexapipes puzzle with several answers, pasted and opened: its answers stepped through by keys, each drawn as
    # the engine finds it (hexapipes' "Solve it", on the board)
    text = several_answers_hexapipes()
    code = from_hexapipes(text)
    seen = analyse(code, limit=10)
    assert seen.count >= 2 and seen.complete
    root.locator(".sdw-code").fill(text)
    press_on(page, ".sdw-open")
    settled(root, code)
    expect(root).to_have_attribute("data-count", str(seen.count))
    expect(root.locator(".sdw-board [data-bench=differing]")).to_have_count(len(seen.differing))
    for k, answer in enumerate(seen.answers, start=1):
        press_on(page, ".sdw-next")
        expect(root).to_have_attribute("data-showing", str(k))
        expect(root.locator(".sdw-board")).to_have_attribute("data-code", suido.encode(with_masks(suido.decode(code),
                                                                                                 answer)))
        expect(root.locator(".sdw-board svg.suido")).to_have_attribute("data-solved", "true")
    expect(root.locator(".sdw-next")).to_be_disabled()
    for k in range(seen.count - 1, -1, -1):  # and back to the board as opened
        press_on(page, ".sdw-prev")
        expect(root).to_have_attribute("data-showing", str(k))
    expect(root.locator(".sdw-board")).to_have_attribute("data-code", code)


def test_a_path_drawn_by_touch_at_a_phones_width_lays_the_pieces_drawn(request: Any) -> None:
    page = page_of(request, "phone")
    page.goto("./?view=workbench")
    root = page.locator(".sd-workbench")
    board = edits.blank("square", 5, 5)
    settled(root, suido.encode(board))
    assert page.evaluate("document.documentElement.scrollWidth <= innerWidth")  # nothing wider than the phone

    def centre(cell: int) -> tuple[float, float]:
        box = root.locator(f'.sdw-board [data-cell="{cell}"] .sd-hit').bounding_box()
        return box["x"] + box["width"] / 2, box["y"] + box["height"] / 2

    root.locator('.sdw-board [data-cell="24"]').scroll_into_view_if_needed()  # the whole board in sight to touch
    session = page.context.new_cdp_session(page)
    path = [12, 13, 18, 17]
    touch(session, "touchStart", [centre(path[0])])
    for a, b in zip(path, path[1:]):  # each step in three moves, as a finger slides
        (x0, y0), (x1, y1) = centre(a), centre(b)
        for k in (1, 2, 3):
            touch(session, "touchMove", [(x0 + (x1 - x0) * k / 3, y0 + (y1 - y0) * k / 3)])
    touch(session, "touchEnd", [])
    board = edits.lay_path(board, path)
    settled(root, suido.encode(board))
    # a tap with the Erase tool takes a piece off
    # the tools by pointer (a tap there, once the page had scrolled to the board, missed in the test)
    root.locator(".sdw-tool[data-tool=erase]").click()
    expect(root).to_have_attribute("data-tool", "erase")
    page.touchscreen.tap(*centre(17))  # (a piece's hit area, unpainted, is hidden: a tap where it is)
    board = edits.erase(board, 17)
    settled(root, suido.encode(board))
    # a piece picked from the grid's and set with a tap
    root.locator(".sdw-tool[data-tool=piece]").click()
    expect(root).to_have_attribute("data-tool", "piece")
    root.locator(".sdw-piece").select_option(label="cross")
    page.touchscreen.tap(*centre(0))  # (bare ground: aria-disabled, yet the workbench sets a piece there)
    settled(root, suido.encode(edits.set_piece(board, 0, 15)))
    # the board first, then the tools; every control a finger's size (44 px: a checkbox by its label)
    top = lambda selector: root.locator(selector).first.bounding_box()["y"]  # noqa: E731
    assert top(".sdw-board") < top(".sdw-tools") < top(".sdw-new")
    small = page.evaluate("""() => [...document.querySelectorAll('.sd-workbench :is(button, select, input)')]
        .filter((e) => e.offsetParent).map((e) => [e.className,
        (e.type === 'checkbox' ? e.closest('label') : e).getBoundingClientRect()])
        .filter(([, r]) => r.width < 44 || r.height < 44).map(([name, r]) => `${name} ${r.width}x${r.height}`)""")
    assert not small, small
    serious_on_view(page)


def test_play_it_on_a_board_drawn_solved_plays_it_scrambled(request: Any) -> None:
    """A board drawn as its answer (as a path laid from the pump is): Play it opened it solved, in 0 turns, with
    nothing to play. It is scrambled first, as Scramble would (the seed shown), and that is played; the workbench
    shows it too, and its Undo brings the answer back."""
    page = page_of(request, "desk")
    page.goto("./?view=workbench")
    root = page.locator(".sd-workbench")
    expect(root.locator(".sdw-board svg.suido")).to_be_visible(timeout=READY)
    answer = suido.make(width=5, height=5, seed=1).answer
    root.locator(".sdw-code").fill(answer)
    press_on(page, ".sdw-open")
    settled(root, answer)
    seed = int(root.locator(".sdw-seed").input_value())
    press_on(page, ".sdw-play")
    scrambled = suido.encode(edits.scrambled(suido.decode(answer), seed))
    page.wait_for_function("(code) => new URLSearchParams(location.search).get('code') === code", arg=scrambled,
                           timeout=READY)
    host = page.locator(".suido-play").first
    painted(host)
    expect(host).to_have_attribute("data-solved", "false")
    page.go_back()
    settled(root, scrambled)
    press_on(page, ".sdw-undo")
    settled(root, answer)
