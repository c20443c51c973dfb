"""What the break-it pass found on a shared daily of hexagons: a new player who follows the link (?size=hex&level=...)
gets the how-to above the board, and it said a tap turns a piece a quarter. On hexagons it says a sixth."""

from __future__ import annotations

import pytest
from boardkit import open_board, page_of
from playwright.sync_api import expect


def test_the_how_to_above_a_new_players_hexagonal_board_says_a_sixth(request: pytest.FixtureRequest) -> None:
    page = page_of(request, "desk", newcomer=True)
    open_board(page, "?size=hex&level=today")
    welcome = page.locator(".sd-welcome")
    expect(welcome).to_be_visible()
    expect(welcome).to_contain_text("a sixth")
    assert "a quarter" not in welcome.inner_text()
