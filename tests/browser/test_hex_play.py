"""A hexagonal board played as a person would: opened by its address (?code=), at a phone's width with
touch and at a desk's with a mouse and with the keyboard alone, solved; a huge one (40x40) zoomed and panned by a
pinch and a finger; axe-core clean; screenshots in light and dark kept in dist/screenshots/ to look at.

The small board is a 3x3 hexagonal network with exactly one answer, counted by tests/engine/hexbrute.py (it tries
every facing of every piece, sharing no code with the engine): the test proves it again before playing it."""

from __future__ import annotations

import random
import re
import sys
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from boardkit import open_board, page_of, pinch_out, settle, touch
from playwright.sync_api import expect
from test_a11y import axe_source, axe_violations  # noqa: F401 - axe_source is a fixture

import suido
from suido.codes import decode
from suido.grids import HEX

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexbrute import count_hex_answers  # noqa: E402  (the independent counter, in tests/engine)

BOARD = "3x3h:0220182bj801041104"   # the pump in the middle (cell 4)
ANSWER = "3x3h:04040c2ej120012210"
# every twist a hexagonal board can have: drains, wrap, locked pieces, walls (one across the seam: 70, cell 23's SE)
TWISTED = "6x4dhw:g907030d15050303010dAf0701090f0f0bA7050307090107;l3,7;w1,10,17,22,70"
SHOTS = Path(__file__).resolve().parents[2] / "dist" / "screenshots"  # to look at; dist/ is git-ignored


def steps_to_answer() -> dict[int, int]:
    """Per cell that must turn, the sixths clockwise (1..5) that bring it to the answer."""
    board, answer = decode(BOARD), decode(ANSWER)
    out = {}
    for c, (m, want) in enumerate(zip(board.cells, answer.cells)):
        q = HEX.turns_between(m, want)
        assert q is not None
        if q:
            out[c] = q
    return out


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def cell(page: Any, n: int) -> Any:
    return page.locator(f'.suido-play svg.suido .sd-cell[data-cell="{n}"]')


def wait_turns(host: Any, n: int) -> None:
    expect(host).to_have_attribute("data-turns", str(n))


def test_the_small_board_has_one_answer_and_it_is_the_answer() -> None:
    assert count_hex_answers(decode(BOARD), limit=3) == 1
    assert suido.check_answer(BOARD, ANSWER).ok
    assert len(steps_to_answer()) >= 5            # most of its pieces must turn, some the long way round


def test_the_drawing_says_its_grid_and_fits_its_own_box(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    svg = host.locator("svg.suido")
    expect(svg).to_have_attribute("data-grid", "hex")
    w, h = (float(v) for v in svg.get_attribute("data-extent").split())
    assert svg.get_attribute("viewBox") == f"0 0 {svg.get_attribute('data-extent')}"
    box = svg.bounding_box()
    assert abs(box["width"] / box["height"] - w / h) < 0.02     # the board's own shape, not a square's
    # the hit area of a piece is its hexagon: a point just inside a corner of cell 4's hexagon is cell 4's
    hit = cell(desk, 4).locator(".sd-hit")
    assert hit.evaluate("e => e.tagName") == "polygon"
    assert len(hit.get_attribute("points").split()) == 6
    # a piece's words name its sides in words
    expect(cell(desk, 0)).to_have_attribute("aria-label", re.compile(r"^Row 1, column 1: end, opens east(, wet)?$"))


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_solved_by_tapping_or_clicking(who: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    host = open_board(page, f"?code={BOARD}")
    expect(host.locator(".sdp-status")).to_contain_text("Water reaches")
    turns = 0
    for c, q in steps_to_answer().items():
        if who == "phone":
            for _ in range(q):                     # a finger turns one way: a sixth a tap
                cell(page, c).tap()
                turns += 1
                wait_turns(host, turns)
        else:
            back = q > 3                           # the right button turns back: the short way round
            for _ in range(6 - q if back else q):
                cell(page, c).click(button="right" if back else "left")
                turns += 1
                wait_turns(host, turns)
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator("svg.suido")).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text(f"Solved in {turns} turns: water reaches every piece.")
    assert host.get_attribute("data-progress").split(":")[1] == str(turns)
    shot(page, f"hex-solved-{who}")


def test_a_tap_turns_a_sixth_and_undo_takes_it_back(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}")
    turn = cell(phone, 0).locator(".sd-turn")
    cell(phone, 0).tap()
    wait_turns(host, 1)
    assert turn.evaluate("e => e.style.getPropertyValue('--q')") == "1"
    settle(phone)                # the turn's transition (.16 s) done
    matrix = turn.evaluate("e => getComputedStyle(e).transform")   # rotate(60deg): cos 0.5, sin 0.866
    a, b = (float(v) for v in matrix[len("matrix("):].split(",")[:2])
    assert abs(a - 0.5) < 0.01 and abs(b - 0.866) < 0.01
    assert host.get_attribute("data-progress") == "100000000:1"
    expect(cell(phone, 0)).to_have_attribute("aria-label", re.compile(r"^Row 1, column 1: end, opens south-east(, wet)?$"))
    host.locator("[data-action=undo]").tap()
    wait_turns(host, 0)
    assert host.get_attribute("data-progress") == "000000000:0"
    expect(cell(phone, 0)).to_have_attribute("aria-label", re.compile(r"^Row 1, column 1: end, opens east(, wet)?$"))


def test_solved_by_keyboard_alone(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    expect(cell(desk, 0)).to_be_focused()
    steps = steps_to_answer()
    turns = 0

    def turn_here(c: int) -> None:
        nonlocal turns
        q = steps.get(c, 0)
        back = q > 3
        for _ in range(6 - q if back else q):
            desk.keyboard.press("Shift+Enter" if back else "Enter")
            turns += 1
            wait_turns(host, turns)

    # every piece visited once by the keys alone: along a row, down a column, and round the hexagons
    route = [("6", 1), ("ArrowRight", 2), ("1", 4), ("6", 5), ("ArrowDown", 8), ("4", 7), ("ArrowLeft", 6), ("9", 3)]
    turn_here(0)
    for key, to in route:
        desk.keyboard.press(key)
        expect(cell(desk, to)).to_be_focused()
        turn_here(to)
    desk.keyboard.press("ArrowUp")                 # up from an odd row: the same column (its north-west)
    expect(cell(desk, 0)).to_be_focused()
    desk.keyboard.press("7")                       # off the top: the focus stays
    expect(cell(desk, 0)).to_be_focused()
    desk.keyboard.press("3")                       # south-east of an even row's first cell: row 2's first
    expect(cell(desk, 3)).to_be_focused()
    desk.keyboard.press("ArrowDown")
    expect(cell(desk, 6)).to_be_focused()
    desk.keyboard.press("1")                       # off the board's edge (south-west of row 3's first): stays
    expect(cell(desk, 6)).to_be_focused()
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text(f"Solved in {turns} turns: water reaches every piece.")
    assert cell(desk, 6).get_attribute("tabindex") == "0"
    shot(desk, "hex-keyboard-desk")


def huge_code(width: int, height: int, seed: int) -> str:
    """A big hexagonal board to look at and zoom (not one answer: random pieces, a pump in the middle)."""
    rng = random.Random(seed)
    middle = (height // 2) * width + width // 2
    cells = []
    for c in range(width * height):
        m = rng.choice((1, 3, 5, 9, 7, 11, 13, 21))
        cells.append(("ghij" if c == middle else "0123")[m >> 4] + "0123456789abcdef"[m & 15])
    return f"{width}x{height}h:" + "".join(cells)


def test_a_huge_hexagonal_board_zooms_and_pans_on_a_phone(phone: Any) -> None:
    code = huge_code(40, 40, 7)
    assert decode(code).sources == (20 * 40 + 20,)
    host = open_board(phone, f"?code={quote(code)}")
    svg = host.locator("svg.suido")
    expect(svg.locator(".sd-cell")).to_have_count(1600)
    expect(host).to_have_attribute("data-zoomable", "true")
    extent = svg.get_attribute("data-extent")
    w, h = (float(v) for v in extent.split())
    assert svg.get_attribute("viewBox") == f"0 0 {extent}"
    board = host.locator(".sdp-board")
    box = board.bounding_box()
    assert abs(box["width"] / box["height"] - w / h) < 0.02
    session = pinch_out(phone, board)
    expect(board).to_have_attribute("data-zoomed", "true")
    vx, vy, vw, vh = (float(v) for v in svg.get_attribute("viewBox").split())
    assert vw < w and abs(vw / vh - w / h) < 0.01             # zoomed in, in the board's own shape
    before = svg.get_attribute("viewBox")
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch(session, "touchStart", [(x, y)])
    for step in range(1, 6):
        touch(session, "touchMove", [(x + 15 * step, y + 15 * step)])
    touch(session, "touchEnd", [])
    expect(svg).not_to_have_attribute("viewBox", before)
    after = [float(v) for v in svg.get_attribute("viewBox").split()]
    assert 0 <= after[0] <= w - after[2] + 0.01 and 0 <= after[1] <= h - after[3] + 0.01   # inside the board
    host.locator(".sdp-zoom [data-zoom=fit]").click()
    expect(svg).to_have_attribute("viewBox", f"0 0 {extent}")
    shot(phone, "hex-huge-phone")


def test_the_focus_brings_a_piece_into_a_zoomed_view(desk: Any) -> None:
    code = huge_code(40, 40, 3)
    host = open_board(desk, f"?code={quote(code)}")
    expect(host).to_have_attribute("data-zoomable", "true")
    svg = host.locator("svg.suido")
    for _ in range(3):
        host.locator(".sdp-zoom [data-zoom=in]").click()
    expect(host.locator(".sdp-board")).to_have_attribute("data-zoomed", "true")
    cell(desk, 0).focus()
    for _ in range(25):
        desk.keyboard.press("3")                   # south-east, 25 rows down and some 12 columns right
    focused = desk.evaluate("Number(document.activeElement.dataset.cell)")
    assert focused // 40 == 25
    x, y, vw, vh = (float(v) for v in svg.get_attribute("viewBox").split())
    # the piece's centre: its turn's --o (its parts drawn at their places)
    place = cell(desk, focused).locator(".sd-turn").evaluate("e => e.style.getPropertyValue('--o')")
    cx, cy = (float(v[:-2]) for v in place.split())
    assert x <= cx <= x + vw and y <= cy <= y + vh            # the piece's centre is in view


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_axe_is_clean_on_a_hexagonal_board_and_screenshots_kept(request: pytest.FixtureRequest, axe_source: str,
                                                                 scheme: str) -> None:
    page = page_of(request, "desk", viewport={"width": 1280, "height": 900}, color_scheme=scheme)
    host = open_board(page, f"?code={quote(TWISTED)}")
    expect(host.locator("svg.suido")).to_have_attribute("data-grid", "hex")
    expect(host.locator("svg.suido .sd-walls")).to_have_count(1)
    expect(host.locator("svg.suido .sd-rim")).to_have_count(1)
    cell(page, 3).focus()
    assert axe_violations(page, axe_source) == []
    shot(page, f"hex-board-{scheme}")
