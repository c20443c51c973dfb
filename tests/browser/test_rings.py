"""Loops and islands (an aid), played as a person would: a ring of four elbows closed by a key at a desk
and by a tap on a phone, marked on the board (the engine's dashed ring and dotted outline), in the pieces'
words, said once in a polite live region; undone, redone, kept over a reload; hidden by its setting, and
"only once pinned" showing it only after every piece of it is pinned; axe-core clean while it shows."""

from __future__ import annotations

import re
from typing import Any

from boardkit import READY, open_board, painted, show_view
from conftest import build_py
from playwright.sync_api import expect

BOARD = "3x3:6c83c400h"  # elbows at 0 1 3 4 but cell 4 faces S+W: one clockwise turn of it closes the ring
RING = (0, 1, 3, 4)
SAID = "A closed loop formed: an answer has none. A closed island formed: the water cannot reach it."
LISTEN = """() => { window.__said = []; const el = document.querySelector('.suido-play .sdp-rings');
    new MutationObserver(() => { if (el.textContent) window.__said.push(el.textContent); })
      .observe(el, {childList: true, characterData: true, subtree: true}); }"""


def cell(host: Any, n: int) -> Any:
    return host.locator(f'svg.suido .sd-cell[data-cell="{n}"]')


def rings_shown(host: Any) -> None:
    expect(host.locator("svg.suido .sd-loops")).to_have_attribute("d", re.compile(r"^(M[^M]+){4}$"))
    expect(host.locator("svg.suido .sd-islands")).to_have_attribute("d", re.compile(r"^(M[^M]+){4}$"))
    for n in RING:
        expect(cell(host, n)).to_have_attribute("aria-label", re.compile(r"in a loop, in a closed island$"))
    expect(cell(host, 8)).not_to_have_attribute("aria-label", re.compile("loop"))


def rings_hidden(host: Any) -> None:
    expect(host.locator("svg.suido .sd-loops")).to_have_attribute("d", "")
    expect(host.locator("svg.suido .sd-islands")).to_have_attribute("d", "")
    for n in RING:
        expect(cell(host, n)).not_to_have_attribute("aria-label", re.compile("loop|island"))


def said(page: Any) -> list[str]:
    return list(page.evaluate("window.__said"))


def test_a_loop_made_by_keys_is_shown_said_once_undone_redone_and_kept_over_a_reload(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    desk.evaluate(LISTEN)
    rings_hidden(host)
    cell(host, 4).focus()
    desk.keyboard.press("Enter")
    expect(host).to_have_attribute("data-turns", "1")
    rings_shown(host)
    expect(host.locator(".sdp-rings")).to_have_text(SAID)
    expect(host.locator(".sdp-rings")).to_have_attribute("aria-live", "polite")
    # a turn elsewhere leaves the ring as it is: nothing said again
    cell(host, 2).click()
    expect(host).to_have_attribute("data-turns", "2")
    desk.wait_for_timeout(300)
    rings_shown(host)
    assert said(desk) == [SAID]
    desk.keyboard.press("Control+z")
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", "0")
    rings_hidden(host)
    desk.keyboard.press("Control+Shift+z")
    expect(host).to_have_attribute("data-turns", "1")
    rings_shown(host)
    assert said(desk) == [SAID, SAID]  # formed again by the redo: said again, once
    # over a reload: shown at once, and not said (nothing formed)
    desk.reload()
    painted(host)
    rings_shown(host)
    desk.wait_for_timeout(300)
    expect(host.locator(".sdp-rings")).to_have_text("")


def test_a_loop_made_by_a_tap_on_a_phone_is_shown_and_said(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}")
    phone.evaluate(LISTEN)
    cell(host, 4).tap()
    expect(host).to_have_attribute("data-turns", "1")
    rings_shown(host)
    expect(host.locator(".sdp-rings")).to_have_text(SAID)
    host.locator("[data-action=undo]").tap()
    rings_hidden(host)
    host.locator("[data-action=redo]").tap()
    rings_shown(host)


def choose(page: Any, value: str) -> None:
    show_view(page, "settings")
    page.locator(f".sd-settings-form input[name=rings][value={value}]").check()
    show_view(page, "play")


def test_the_setting_hides_them_and_only_once_pinned_shows_them_after_the_pins(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    show_view(desk, "settings")
    expect(desk.locator(".sd-settings-form input[name=rings][value=always]")).to_be_checked()
    expect(desk.locator(".sd-settings-form .sd-rings legend")).to_have_text("Loops and islands")
    show_view(desk, "play")
    cell(host, 4).click()
    rings_shown(host)
    choose(desk, "never")
    rings_hidden(host)
    desk.reload()  # remembered
    painted(host)
    rings_hidden(host)
    desk.evaluate(LISTEN)
    choose(desk, "pinned")
    rings_hidden(host)
    for n in RING[:-1]:
        cell(host, n).click(modifiers=["Alt"])
        expect(cell(host, n)).to_have_attribute("data-pinned", "true")
    rings_hidden(host)  # three of its four pieces pinned: not yet
    assert said(desk) == []
    cell(host, RING[-1]).click(modifiers=["Alt"])
    expect(cell(host, RING[-1])).to_have_attribute("data-pinned", "true")
    expect(host.locator("svg.suido .sd-loops")).to_have_attribute("d", re.compile(r"^(M[^M]+){4}$"))
    expect(cell(host, 0)).to_have_attribute("aria-label", re.compile("in a loop"))
    expect(host.locator(".sdp-rings")).to_have_text(SAID)
    desk.keyboard.press("Control+z")  # the last pin undone: hidden again
    expect(host.locator("svg.suido .sd-loops")).to_have_attribute("d", "")
    choose(desk, "always")
    rings_shown(host)


def test_axe_finds_nothing_serious_with_the_marks_showing(desk: Any) -> None:
    from test_a11y import axe_violations

    host = open_board(desk, f"?code={BOARD}")
    cell(host, 4).click()
    rings_shown(host)
    assert axe_violations(desk, build_py.ensure_axe().read_text(encoding="utf-8")) == []
    show_view(desk, "settings")
    assert axe_violations(desk, build_py.ensure_axe().read_text(encoding="utf-8")) == []
