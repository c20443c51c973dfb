"""The hexagonal set in the site, at a phone's width with touch and at a desk's with a mouse: the
level browser offers it by its name in words, each level saying its size and the lessons theirs; its address
(?size=hex&level=N) opens a hexagonal board, which taps solve and whose solve is kept as a record on its button;
its level of the day (?size=hex&level=today, and Today in the list) opens. A grid's set (cube) the same way, at a
desk's."""

from __future__ import annotations

import datetime as dt
import json
import re
from typing import Any

import pytest
from boardkit import open_board, show_view
from playwright.sync_api import expect

import suido
from suido import levels

HEX = levels.HEX
READY = 45_000


def cell(page: Any, n: int) -> Any:
    return page.locator(f'.suido-play svg.suido .sd-cell[data-cell="{n}"]')


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_a_hexagonal_level_opens_by_its_address_and_is_solved_and_recorded(who: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    row = levels.load(HEX)[0]
    layout = suido.decode(row.board)
    host = open_board(page, f"?size={HEX}&level=1")
    svg = host.locator("svg.suido")
    expect(svg).to_have_attribute("data-grid", "hex")
    expect(svg).to_have_attribute("data-width", str(layout.width))
    assert f"size={HEX}&level=1" in page.url
    expect(page.locator(".sd-playing")).to_have_text("Hexagons, level 1")
    # every cell of the board is drawn as a hexagon (six corners), as the engine's drawing has it
    expect(host.locator(".sd-cell")).to_have_count(layout.size)
    # taps: each piece turned clockwise a sixth a tap, as many times as the level's row says
    taps = [c for c, t in enumerate(row.turns) for _ in range(int(t))]
    for k, c in enumerate(taps, 1):
        cell(page, c).tap() if who == "phone" else cell(page, c).click()
        expect(host).to_have_attribute("data-turns", str(k))
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text(re.compile(r"^Solved in \d+ turns"))
    # the solve is kept as a record of the set, keyed by its name, and shown on its button in the list
    records = json.loads(page.evaluate("localStorage.getItem('suido:records')") or "{}")
    assert records["levels"][f"{HEX}#1"]["fewest"] == len(taps)
    assert page.evaluate(f"localStorage.getItem('suido:solved:{HEX}')") == "1"
    show_view(page, "levels")
    expect(page.locator(".sd-levels select[name=size]")).to_have_value(HEX)
    first = page.locator('.sd-levels button[data-level="1"]')
    expect(first).to_have_attribute("data-solved", "true")
    expect(first.locator(".sdl-best")).to_have_text(re.compile(r"^\d+:\d\d$"))
    # and in the stats, by its name in words
    show_view(page, "stats")
    expect(page.locator(f".sds-sizes li[data-size={HEX}]")).to_have_text(re.compile(r"^Hexagons: 1 of 256 solved"))


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_the_level_browser_offers_the_set_and_its_level_of_the_day(who: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    open_board(page)
    show_view(page, "levels")
    choice = page.locator(f".sd-levels select[name=size] option[value={HEX}]")
    expect(choice).to_have_text("Hexagons")
    page.locator(".sd-levels select[name=size]").select_option(HEX)
    page.wait_for_function(f"window.__suido.levels.size === {HEX!r}", timeout=READY)
    buttons = page.locator(".sd-levels button[data-level]")
    expect(buttons).to_have_count(levels.COUNTS[HEX])
    expect(page.locator('.sd-levels button[data-level="1"] .sdl-size')).to_have_text("5x5")
    expect(page.locator('.sd-levels button[data-level="256"] .sdl-size')).to_have_text("20x20")
    lesson = page.locator('.sd-levels button[data-level="31"]')
    expect(lesson).to_have_attribute("data-role", "teaches")
    expect(lesson.locator(".sdl-twists")).to_have_text("Drains")
    # Today plays the set's level of the day, a hexagonal board (even in a block still shut)
    day = dt.datetime.now(dt.timezone.utc).date()
    n = levels.daily(HEX, day)
    today = page.locator(".sd-levels button[data-action=today]")
    today.tap() if who == "phone" else today.click()
    expect(page.locator(".sd-playing")).to_have_text(f"Today's level · Hexagons · level {n}")
    host = page.locator(".suido-play").first
    expect(host.locator("svg.suido")).to_have_attribute("data-grid", "hex")
    size = levels.size_of(HEX, n)
    expect(host.locator("svg.suido")).to_have_attribute("data-width", size.split("x")[0])
    # and by its address, in Japanese too
    open_board(page, f"?size={HEX}&level=today&lang=ja")
    expect(page.locator(".sd-playing")).to_have_text(f"今日の問題 · 六角形 · 第{n}問")
    expect(page.locator(".suido-play svg.suido").first).to_have_attribute("data-grid", "hex")


def test_a_grid_s_set_opens_by_its_address_is_solved_recorded_listed_and_has_its_day(desk: Any) -> None:
    # every grid's set is the hexagonal set's kind: one page checks one of them (cube: skewed faces) through
    # (the engine tests, tests/engine/test_grid_levels.py, hold every grid's set through the worker)
    page, name = desk, "cube"
    row = levels.load(name)[1]
    layout = suido.decode(row.board)
    host = open_board(page, f"?size={name}&level=2")
    expect(host.locator("svg.suido")).to_have_attribute("data-grid", name)
    expect(page.locator(".sd-playing")).to_have_text("Cubes, level 2")
    turns = 0
    for c, t in enumerate(row.turns):   # clicks, the right button the short way back
        q, n = int(t), layout.geometry.polygons[layout.polygons[c]].sides
        for _ in range(n - q if q > n // 2 else q):
            cell(page, c).click(button="right" if q > n // 2 else "left")
            turns += 1
            expect(host).to_have_attribute("data-turns", str(turns))
    expect(host).to_have_attribute("data-solved", "true")
    records = json.loads(page.evaluate("localStorage.getItem('suido:records')") or "{}")
    assert records["levels"][f"{name}#2"]["fewest"] == turns
    show_view(page, "levels")
    expect(page.locator(".sd-levels select[name=size]")).to_have_value(name)
    expect(page.locator(f".sd-levels select[name=size] option[value={name}]")).to_have_text("Cubes")
    expect(page.locator(".sd-levels button[data-level]")).to_have_count(levels.COUNTS[name])
    expect(page.locator('.sd-levels button[data-level="2"]')).to_have_attribute("data-solved", "true")
    expect(page.locator('.sd-levels button[data-level="112"] .sdl-size')).to_have_text("20x20")
    lesson = page.locator('.sd-levels button[data-level="63"]')   # block 4's lesson: locked pieces
    expect(lesson).to_have_attribute("data-role", "teaches")
    expect(lesson.locator(".sdl-twists")).to_have_text("Locked pieces")
    show_view(page, "stats")
    expect(page.locator(f".sds-sizes li[data-size={name}]")).to_have_text(re.compile(r"^Cubes: 1 of 112 solved"))
    # another grid's level of the day by its address, in Japanese
    n = levels.daily("octagonal", dt.datetime.now(dt.timezone.utc).date())
    open_board(page, "?size=octagonal&level=today&lang=ja")
    expect(page.locator(".sd-playing")).to_have_text(f"今日の問題 · 八角形と正方形 · 第{n}問")
    expect(page.locator(".suido-play svg.suido").first).to_have_attribute("data-grid", "octagonal")
