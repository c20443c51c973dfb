"""The board's keys and what a screen reader hears, on a phone with touch and at a desk: after a reload the board
has the focus with no ring until a key is pressed, and Undo, Redo and the keys that find pieces work with the focus
on the page's body; a row's name is short; each leak is named by its piece and side, and L, Shift+L, D and H take
the focus to the next leaking, dry or lit piece, the note saying what was found (in Japanese too)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from boardkit import READY, open_board, page_of, painted, show_view
from playwright.sync_api import expect

from suido import decode, new_game, svg, turn_at
from suido.strings import listed, say

BOARD = "3x3:1u82e42b3"   # the pump (cell 1, a tee) leaks south and west
ANSWER = "3x3:2u82d42b9"

RING = """() => { const hit = document.activeElement.querySelector?.('.sd-hit');
  return !!hit && getComputedStyle(hit).strokeWidth === '7px'; }"""   # the focus ring drawn on the focused piece


def cell(page: Any, n: int) -> Any:
    return page.locator(f'.suido-play svg.suido .sd-cell[data-cell="{n}"]')


def press(page: Any, who: str, n: int) -> None:
    """Turn the piece at cell n as the player does there: a tap on a phone, a click at a desk."""
    if who == "phone":
        cell(page, n).tap()
    else:
        cell(page, n).click()


def focused(page: Any) -> str | None:
    return page.evaluate("document.activeElement.dataset?.cell ?? null")


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_after_a_reload_the_board_has_the_focus_with_no_ring_and_its_keys_work_from_the_body(
        request: pytest.FixtureRequest, who: str) -> None:
    page = page_of(request, who)
    host = open_board(page, f"?code={BOARD}")
    press(page, who, 4)
    expect(host).to_have_attribute("data-turns", "1")
    page.reload()
    painted(host)
    expect(host).to_have_attribute("data-turns", "1")
    # opened by its address: the board's tab stop has the focus, and no ring is drawn on it
    expect(host.locator(".sd-cell:focus")).to_have_count(1)
    assert not page.evaluate(RING)
    page.keyboard.press("Shift")                      # a key pressed: now the ring shows
    assert page.evaluate(RING)
    # the focus on the page's body (a press beside the board): the board's keys are still its
    heading = page.locator("header h1")
    heading.tap() if who == "phone" else heading.click()
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", "0")
    page.keyboard.press("Control+Shift+z")
    expect(host).to_have_attribute("data-turns", "1")
    # L from the body: the focus goes into the board, on the leaking piece, and the ring with it
    page.keyboard.press("l")
    expect(host.locator(".sd-cell:focus")).to_have_count(1)
    assert page.evaluate("document.activeElement.querySelector('.sd-arm[data-w=leak]') !== null")
    assert page.evaluate(RING)
    if who == "phone":
        return
    # at a desk, the bare page (the level of the day, drawn before Python is up on a reload): nothing is focused,
    # and Ctrl+Z on the body is still the board's
    host = open_board(page, "./")
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", re.compile("[1-9]"))
    turns = int(host.get_attribute("data-turns") or 0)
    page.reload()
    painted(host)
    assert page.evaluate("document.activeElement === document.body")
    page.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", str(turns - 1))
    # another view shown: the board is hidden, and its game is not undone (nor redone) where it cannot be seen
    page.keyboard.press("Control+Shift+z")
    expect(host).to_have_attribute("data-turns", str(turns))
    show_view(page, "levels")
    page.keyboard.press("Control+z")
    show_view(page, "play")
    page.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", str(turns - 1))   # the one undo made where it is shown
    show_view(page, "settings")
    page.keyboard.press("Control+Shift+z")
    show_view(page, "play")
    expect(host).to_have_attribute("data-turns", str(turns - 1))
    # the page's first stop for the keys, just before the menu: the skip link, shown while it has the focus; Enter
    # takes the focus past the menu (nine stops) to the board's piece, its ring drawn
    page.locator(".sd-menu a[data-view=play]").focus()
    page.keyboard.press("Shift+Tab")
    skip = page.locator(".sd-skip")
    expect(skip).to_be_focused()
    expect(skip).to_be_in_viewport()
    page.keyboard.press("Enter")
    expect(host.locator(".sd-cell:focus")).to_have_count(1)
    assert page.evaluate(RING)


@pytest.mark.parametrize("who, lang", [("desk", "en"), ("phone", "ja")])
def test_a_screen_reader_hears_short_rows_each_leak_placed_and_keys_that_find_pieces(
        request: pytest.FixtureRequest, who: str, lang: str) -> None:
    page = page_of(request, who)
    host = open_board(page, f"?code={BOARD}&answer={ANSWER}&lang={lang}")
    note = host.locator(".sdp-note")
    rows = host.get_by_role("row")
    expect(rows).to_have_count(3)
    for n in range(3):   # "Row 2", not every word of its three cells run together
        expect(rows.nth(n)).to_have_accessible_name(say(lang, "row", n=n + 1))
    # each leak is named by its piece and the side it leaks on
    leaks_sw = say(lang, "cellLeaks", sides=listed(lang, [say(lang, "sideSouth"), say(lang, "sideWest")]))
    expect(cell(page, 1)).to_have_attribute("aria-label", re.compile(re.escape(leaks_sw) + "$"))
    if lang == "en":
        expect(cell(page, 1)).to_have_attribute("aria-label", re.compile("tee, .*, wet, leaks south and west$"))
    pump_words = cell(page, 1).get_attribute("aria-label") or ""
    # the middle tee turned: the pump leaks west alone, and the piece below the tee leaks east
    press(page, who, 4)
    expect(host).to_have_attribute("data-turns", "1")
    leak = "seekLeak"
    page.keyboard.press("l")                                       # from the piece turned last: the next leak
    expect(note).to_have_text(say(lang, leak, n=2, of=2))
    assert focused(page) == "7"
    expect(cell(page, 7)).to_have_attribute("aria-label", re.compile(
        re.escape(say(lang, "cellLeaks", sides=say(lang, "sideEast"))) + "$"))
    page.keyboard.press("l")                                       # round again to the first
    expect(note).to_have_text(say(lang, leak, n=1, of=2))
    assert focused(page) == "1"
    expect(cell(page, 1)).to_have_attribute("aria-label", re.compile(
        re.escape(say(lang, "cellLeaks", sides=say(lang, "sideWest"))) + "$"))   # its words said again: west alone
    page.keyboard.press("Shift+L")                                 # back, round to the last
    expect(note).to_have_text(say(lang, leak, n=2, of=2))
    assert focused(page) == "7"
    # the end at the top left turned to meet the pump: the pump's words (its water alone changed) leak no more
    press(page, who, 0)
    expect(host).to_have_attribute("data-turns", "2")
    layout = decode(BOARD)
    game = turn_at(turn_at(new_game(BOARD), 4), 0)
    label = svg.labeller(layout, lang)
    for st in svg.cell_states(layout, game.masks, game.quarters):   # every piece says what the engine says
        expect(cell(page, st.cell)).to_have_attribute("aria-label", label(st))
    page.keyboard.press("l")
    expect(note).to_have_text(say(lang, leak, n=1, of=1))
    assert focused(page) == "7"
    page.keyboard.press("d")                                       # the dry pieces: 5, then 8
    expect(note).to_have_text(say(lang, "seekDry", n=2, of=2))
    assert focused(page) == "8"
    page.keyboard.press("d")
    expect(note).to_have_text(say(lang, "seekDry", n=1, of=2))
    assert focused(page) == "5"
    # H: the piece a hint lit takes the focus (none lit yet: the note says how to light one)
    page.keyboard.press("h")
    expect(note).to_have_text(say(lang, "seekLitNone"))
    hint = host.locator("[data-action=hint]")
    if who == "phone":
        hint.tap()
    else:
        hint.click()
    lit = page.locator(".sd-cell[data-hint=true]")
    expect(lit).to_have_count(1)
    page.keyboard.press("h")
    expect(note).to_have_text(say(lang, "seekLit"))
    expect(lit).to_be_focused()
    # a tee is "tee" where the Pieces view says Tee (and T字管 where it says T字管)
    show_view(page, "pieces")
    name = page.locator(".sd-guide li[data-piece=tee] strong")
    expect(name).not_to_have_text("")
    assert f"{say(lang, 'and')}{name.text_content()}{say(lang, 'and')}".lower() in pump_words.lower(), pump_words
    # the keys are listed where the page lists its keys: Settings (the help line's words, then each key)
    show_view(page, "settings")
    expect(page.locator(".sd-settings .sd-keys li[data-word=keysFind]")).to_have_text(say(lang, "keysFind"))
    expect(page.locator(".sd-settings .sd-keys-how")).to_have_text(say(lang, "howTo"))
