"""Addresses: ?size=5x5&level=3 opens that level, the address follows the level played (and a board made, by
its code alone), and Back and Forward play what the address names without a reload."""

from __future__ import annotations

from typing import Any

from boardkit import READY, painted, show_view
from playwright.sync_api import expect

from suido import levels


def test_a_levels_address_opens_it_and_follows_the_player_with_back_and_forward(desk: Any) -> None:
    desk.goto("./?size=5x5&level=3")
    host = desk.locator(".suido-play")
    painted(host)
    heading = desk.locator(".sd-playing")
    expect(heading).to_have_text("5x5, level 3")
    assert host.locator("svg.suido").get_attribute("data-width") == "5"
    desk.evaluate("window.__stay = 'the same page'")  # gone if the page reloads
    show_view(desk, "levels")
    assert desk.url.endswith("?view=levels")
    desk.locator('.sd-levels button[data-level="2"]').click()
    expect(heading).to_have_text("5x5, level 2")
    assert desk.url.endswith("?size=5x5&level=2")
    show_view(desk, "levels")
    desk.locator(".sd-levels [data-action=today]").click()
    n = levels.daily("5x5", desk.evaluate("new Date().toISOString().slice(0, 10)"))
    expect(heading).to_contain_text(f"level {n}")
    assert desk.url.endswith("?size=5x5&level=today")
    main = desk.locator("main")
    desk.go_back()                                   # each view was an address too: the list, then level 2
    expect(main).to_have_attribute("data-view", "levels")
    desk.go_back()
    expect(main).to_have_attribute("data-view", "play")
    expect(heading).to_have_text("5x5, level 2")
    desk.go_back()
    desk.go_back()
    expect(main).to_have_attribute("data-view", "play")
    expect(heading).to_have_text("5x5, level 3")
    desk.go_forward()
    expect(main).to_have_attribute("data-view", "levels")
    desk.go_forward()
    expect(heading).to_have_text("5x5, level 2")
    assert desk.evaluate("window.__stay") == "the same page"
    # a shared address of the level of the day opens it
    desk.goto("./?size=6x6&level=today")
    painted(host)
    n6 = levels.daily("6x6", desk.evaluate("new Date().toISOString().slice(0, 10)"))
    expect(heading).to_contain_text(f"6x6 · level {n6}")


def test_a_level_chosen_or_a_board_made_takes_the_keyboards_focus(desk: Any) -> None:
    desk.goto("./?size=5x5&level=3")
    host = desk.locator(".suido-play")
    painted(host)
    show_view(desk, "levels")
    desk.locator('.sd-levels button[data-level="2"]').focus()
    desk.keyboard.press("Enter")
    expect(desk.locator(".sd-playing")).to_have_text("5x5, level 2")
    expect(desk.locator(".suido-play .sd-cell:focus")).to_have_count(1)
    desk.keyboard.press("ArrowRight")
    assert desk.evaluate("document.activeElement.dataset.cell") == "1"
