"""The big-pieces set played in the site: its own address and name, a big piece and a block each
turned as one by a tap (or a click) and by the keyboard, a big level solved; at a phone's width with
touch and at a desk's with a mouse. The piece guide shows the five big pieces and a block."""

from __future__ import annotations

import re
from typing import Any

import pytest
from boardkit import open_board, show_view
from playwright.sync_api import expect

import suido
from suido import levels
from suido.codes import square_cells

LEVEL = 15  # the lesson of block turns: a big piece and a block on a 5x5 board


def cell(page: Any, n: int) -> Any:
    return page.locator(f'.suido-play svg.suido .sd-cell[data-cell="{n}"]')


def q_of(page: Any, n: int) -> str:
    return str(cell(page, n).locator(".sd-turn").evaluate("e => e.style.getPropertyValue('--q')"))


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_a_big_level_turns_its_squares_as_one_and_is_solved(who: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    row = levels.load("big")[LEVEL - 1]
    layout = suido.decode(row.board)
    host = open_board(page, f"?size=big&level={LEVEL}")
    expect(host.locator("svg.suido")).to_have_attribute("data-width", str(layout.width))
    assert f"size=big&level={LEVEL}" in page.url
    expect(page.locator(".sd-levels select[name=size]")).to_have_value("big")
    expect(page.locator(".sd-levels select[name=size] option[value=big]")).to_have_text("Big pieces")
    expect(page.get_by_text(f"Big pieces, level {LEVEL}")).to_have_count(1)
    # the list of the set: each level says its size, the lessons theirs
    expect(page.locator('.sd-levels button[data-level="1"] .sdl-size')).to_have_text("5x5")
    expect(page.locator(f'.sd-levels button[data-level="{LEVEL}"] .sdl-twists')).to_have_text("Block turns")
    big = square_cells(layout.bigs[0], layout.width)
    block = square_cells(layout.blocks[0], layout.width)
    assert {cell(page, c).get_attribute("data-block") for c in big} == {str(layout.bigs[0])}
    plate = page.locator(f'.suido-play .sd-plate[data-block="{layout.bigs[0]}"]')
    expect(plate).to_have_attribute("data-big", "true")
    expect(page.locator(f'.suido-play .sd-plate[data-block="{layout.blocks[0]}"]')).to_have_attribute("data-big", "false")

    # a tap (a click) on the big piece's third cell turns all four of its cells, one turn
    target = cell(page, big[2])
    target.tap() if who == "phone" else target.click()
    expect(host).to_have_attribute("data-turns", "1")
    assert [q_of(page, c) for c in big] == ["1"] * 4
    progress = host.get_attribute("data-progress") or ""
    assert [progress[c] for c in big] == ["1"] * 4
    # the keyboard: Enter on a block's cell turns the block, Shift+Enter on the big piece turns it back
    cell(page, block[1]).focus()
    page.keyboard.press("Enter")
    expect(host).to_have_attribute("data-turns", "2")
    assert [q_of(page, c) for c in block] == ["1"] * 4
    # the piece given at the block's first cell now stands at its second (the focus follows places)
    assert page.evaluate(f"window.__suido.board.at[{block[0]}]") == block[1]
    cell(page, big[0]).focus()
    page.keyboard.press("Shift+Enter")
    expect(host).to_have_attribute("data-turns", "3")
    assert [q_of(page, c) for c in big] == ["0"] * 4

    # solve it: the engine's hints from the game as the page has it, each a tap (a click)
    game = suido.game_from_progress(row.board, host.get_attribute("data-progress") or "")
    solution = levels.solution(row)
    turns = 3
    while (c := suido.hint_for(game, solution)) is not None:
        game = suido.turn_at(game, c)
        turns += 1
        cell(page, c).tap() if who == "phone" else cell(page, c).click()
        expect(host).to_have_attribute("data-turns", str(turns))
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text(re.compile(r"^Solved in \d+ turns"))
    # its record kept and shown on its button in the list, as any size's (the records' keys were sizes only)
    best = page.locator(f'.sd-levels button[data-level="{LEVEL}"] .sdl-best')
    expect(best).to_have_text(re.compile(r"^\d+:\d\d$"))
    expect(best).to_have_attribute("title", re.compile(f"{turns} turns"))

    # the piece guide: the five big pieces and a block, each drawn on its plate
    guide = page.locator(".sd-guide")
    for name in ("big-end", "big-hairpin", "big-straight", "big-elbow", "big-tee", "block"):
        expect(guide.locator(f'li[data-piece="{name}"] .sd-plate')).to_have_count(1)

    # a board of one's own with big pieces and a block (the maker), played at once
    if who == "desk":
        show_view(page, "make")
        form = page.locator(".sd-make")
        form.locator("input[name=size]").fill("6")
        form.locator("input[name=bigs]").fill("2")
        form.locator("input[name=blocks]").fill("1")
        form.locator("select[name=bigKinds]").select_option("more")
        form.locator("input[name=seed]").fill("1")                     # a seed typed: that board
        form.locator("button[type=submit]").click()
        expect(form).to_have_attribute("data-state", "made", timeout=45_000)
        made = suido.make(size=6, bigs=2, blocks=1, big_kinds="more", seed=1)
        board = page.locator(".suido-play svg.suido")
        expect(board.locator('.sd-plate[data-big="true"]')).to_have_count(2)
        expect(board.locator('.sd-plate[data-big="false"]')).to_have_count(1)
        expect(page.locator(".sd-playing")).to_have_text("Your board · 6x6")
        anchors = sorted(board.locator(".sd-plate").evaluate_all("els => els.map(e => Number(e.dataset.block))"))
        assert anchors == sorted(made.layout.bigs + made.layout.blocks)


def test_the_maker_says_why_big_pieces_and_blocks_are_greyed_out(desk: Any) -> None:
    # a drains or inlet-to-outlet board takes no big pieces nor blocks: the form greyed them out without a word
    # (the command line says why); it says why beside them, and their inputs are described by it
    open_board(desk, "./?view=make")
    form = desk.locator(".sd-make")
    why = form.locator(".sd-make-why")
    bigs, blocks = form.locator("input[name=bigs]"), form.locator("input[name=blocks]")
    expect(bigs).to_be_enabled()
    expect(why).to_be_hidden()
    for kind in ("drains", "inlet-outlet"):
        form.locator("select[name=kind]").select_option(kind)
        expect(bigs).to_be_disabled()
        expect(blocks).to_be_disabled()
        expect(why).to_be_visible()
        expect(why).to_have_text("Big pieces and blocks come only on a network board (Kind: Network).")
        why_id = why.get_attribute("id")
        for el in (bigs, blocks, form.locator("select[name=bigKinds]")):
            expect(el).to_have_attribute("aria-describedby", why_id)
    form.locator("select[name=grid]").select_option("hex")          # hexagons: none of it is shown at all
    expect(why).to_be_hidden()
    form.locator("select[name=grid]").select_option("square")
    expect(why).to_be_visible()
    show_view(desk, "settings")
    desk.locator(".sd-lang select").select_option("ja")
    show_view(desk, "make")
    expect(why).to_have_text("大きな管と区画はネットワークの盤にだけ置けます(種類:ネットワーク)。")
    form.locator("select[name=kind]").select_option("network")
    expect(bigs).to_be_enabled()
    expect(why).to_be_hidden()
    expect(bigs).not_to_have_attribute("aria-describedby", re.compile("."))
