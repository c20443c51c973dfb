"""A board of one's own from a fresh seed each press (shown, and kept in the board's address), a bad shape mix
refused in the player's words, and the stats' chart and size menu; in Japanese on a phone, in English at a desk."""

from __future__ import annotations

import re
from typing import Any
from urllib.parse import parse_qs, urlparse

import pytest
from boardkit import READY, open_board, painted, show_view
from playwright.sync_api import expect

import suido
from suido import levels, new_game, quarters_between, turn_at, web
from suido.web import Refused


def seed_in(url: str) -> str:
    return parse_qs(urlparse(url).query).get("seed", [""])[0]


def code_in(url: str) -> str:
    return parse_qs(urlparse(url).query).get("code", [""])[0]


def solve(page: Any, host: Any, board: str, answer: str) -> None:
    game, solution = new_game(board), suido.decode(answer).cells
    for c in range(len(solution)):
        q = quarters_between(game.masks[c], solution[c]) or 0
        for by in ([-1] if q == 3 else [1] * q):
            page.evaluate("([c, by]) => window.__suido.board.turn(c, by)", [c, by])
            game = turn_at(game, c, by)
    expect(host).to_have_attribute("data-solved", "true")


@pytest.mark.parametrize("who, lang", [("phone", "ja"), ("desk", "en")])
def test_each_make_is_a_new_board_with_its_seed_kept_and_the_stats_read_right(
        who: str, lang: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    press = (lambda el: el.tap()) if who == "phone" else (lambda el: el.click())
    host = open_board(page, "./?lang=ja" if lang == "ja" else "./")
    # Stats: a level solved; its bar stands by the axis with its number under it; the size menu is Levels' own
    size, n = page.evaluate("[window.__suido.board.size, window.__suido.board.level]")
    row = levels.load(size)[n - 1]
    solve(page, host, row.board, levels.answer(row))
    show_view(page, "stats")
    bar = page.locator(f'.sd-stats rect.sd-bar[data-level="{n}"]')
    expect(page.locator(".sd-stats rect.sd-bar")).to_have_count(1)
    label = page.locator(f'.sd-stats text.sd-bar-label[data-level="{n}"]')
    expect(label).to_have_text(str(n))
    b, t, chart = bar.bounding_box(), label.bounding_box(), page.locator(".sd-stats svg.sd-chart").bounding_box()
    assert abs((b["x"] + b["width"] / 2) - (t["x"] + t["width"] / 2)) < 2, (b, t)    # the number under its bar
    assert b["x"] < chart["x"] + chart["width"] * 0.25, (b, chart)                    # by the axis, not mid-chart
    assert t["height"] >= 12, t                                  # its words readable on a phone too (they were 7 px)
    look = "(el) => { const s = getComputedStyle(el); return [s.borderRadius, s.minHeight, s.padding, s.fontSize]; }"
    stats_menu = page.locator(".sd-stats select[name=stats-size]").evaluate(look)
    show_view(page, "levels")
    assert page.locator(".sd-levels select[name=size]").evaluate(look) == stats_menu
    # Make: each press a new board from a fresh seed, shown in its field and its line, and kept in the address
    show_view(page, "make")
    form = page.locator(".sd-make")
    seed = form.locator("input[name=seed]")
    form.locator("input[name=size]").fill("5")
    made = []
    for _ in range(2):
        press(form.locator("button[type=submit]"))
        expect(form).to_have_attribute("data-state", "made", timeout=READY)
        shown = seed.input_value()
        assert re.fullmatch(r"[1-9]\d*", shown), shown
        page.wait_for_function("(s) => new URLSearchParams(location.search).get('seed') === s", arg=shown)
        expect(form.locator(".sd-make-state")).to_contain_text(shown)
        assert code_in(page.url) == suido.make(size=5, seed=int(shown)).code   # the same seed makes it again
        made.append((shown, code_in(page.url)))
        show_view(page, "make")
    assert made[0][0] != made[1][0] and made[0][1] != made[1][1], made
    # a seed typed is the player's own: every press makes that board
    seed.fill("77")
    for i in range(2):
        if i:
            show_view(page, "make")
        press(form.locator("button[type=submit]"))
        expect(form).to_have_attribute("data-state", "made", timeout=READY)
        page.wait_for_function("() => new URLSearchParams(location.search).get('seed') === '77'")
        assert code_in(page.url) == suido.make(size=5, seed=77).code
    # a reload plays that board, its seed shown in the maker's field
    page.reload()
    painted(host)
    assert seed_in(page.url) == "77" and code_in(page.url) == suido.make(size=5, seed=77).code
    show_view(page, "make")
    expect(seed).to_have_value("77")
    # a shape mix the menu does not offer is refused in the player's words, never the engine's internal name
    with pytest.raises(Refused) as refused:
        web.op_make({"bigKinds": "odd", "lang": lang})
    words = str(refused.value)
    form.locator("select[name=bigKinds]").evaluate("(s) => { s.add(new Option('odd', 'odd')); s.value = 'odd'; }")
    press(form.locator("button[type=submit]"))
    expect(form).to_have_attribute("data-state", "error", timeout=READY)
    expect(form.locator(".sd-make-state")).to_have_text(words)
    assert ("大きな管の形" if lang == "ja" else "Big pieces' shapes") in words and "big_kinds" not in words.lower()
