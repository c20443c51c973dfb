"""The site played as a person would: at a phone's width with touch, and at a desk's with a mouse
and a keyboard. The page contract (tests outside rely on it): the host has class suido-play, the
SVG class suido, every cell data-cell="N"; ?code= plays that board alone; bare, a board at once."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any
from urllib.parse import quote

import pytest
from boardkit import open_board, painted
from playwright.sync_api import expect

# A 3x3 network solved by turning cell 0 and cell 4 a quarter clockwise and cell 8 a quarter back.
BOARD = "3x3:1u82e42b3"
ANSWER = "3x3:2u82d42b9"
# Cell 0 turns from 1 (north) to 2 (east); cell 4 from 14 to 13; cell 8 from 3 back to 9.
MOVES = ((0, 1), (4, 1), (8, -1))
READY = 45_000  # ms: Pyodide's first boot on a busy 2-core machine
SHOTS = Path(__file__).resolve().parents[2] / "dist" / "screenshots"  # to look at; dist/ is git-ignored


def shot(page: Any, name: str) -> None:
    SHOTS.mkdir(parents=True, exist_ok=True)
    page.screenshot(path=str(SHOTS / f"{name}.png"))


def cell(page: Any, n: int) -> Any:
    return page.locator(f'.suido-play svg.suido .sd-cell[data-cell="{n}"]')


def q_of(page: Any, n: int) -> str:
    return str(cell(page, n).locator(".sd-turn").evaluate("e => e.style.getPropertyValue('--q')"))


def wait_turns(host: Any, n: int) -> None:
    expect(host).to_have_attribute("data-turns", str(n))


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_bare_page_plays_a_board_at_once(who: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    host = open_board(page)
    svg = host.locator("svg.suido")
    expect(svg).to_have_count(1)
    width, height = int(svg.get_attribute("data-width")), int(svg.get_attribute("data-height"))
    cells = host.locator("svg.suido [data-cell]")
    expect(cells).to_have_count(width * height)
    assert cells.evaluate_all("els => els.map(e => Number(e.dataset.cell))") == list(range(width * height))
    expect(host.locator(".sdp-status")).to_contain_text(re.compile(r"Water reaches \d+ of \d+ pieces"))
    expect(host.locator(".sdp-meter")).to_have_text(re.compile(r"0 turns · par \d+"))
    # one polite live region reads the status line and the turns together
    live = host.locator("[aria-live=polite]:has(.sdp-status)")
    expect(live).to_have_count(1)
    expect(live.locator(".sdp-meter")).to_have_count(1)
    # the board fits the width of the screen, and it is the biggest thing on it
    box = svg.bounding_box()
    viewport = page.viewport_size
    assert box["x"] >= 0 and box["x"] + box["width"] <= viewport["width"] + 0.5
    assert box["width"] >= min(viewport["width"] * 0.85, 300)
    shot(page, f"bare-{who}")


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_solved_by_tapping_or_clicking(who: str, request: pytest.FixtureRequest) -> None:
    page = request.getfixturevalue(who)
    host = open_board(page, f"?code={BOARD}")
    expect(host.locator(".sdp-status")).to_have_text("Water reaches 2 of 9 pieces · 2 open ends leak")
    turns: list[dict[str, Any]] = []
    page.expose_function("noteTurn", lambda detail: turns.append(detail))
    page.evaluate("document.addEventListener('suido-turn', (e) => window.noteTurn(e.detail))")
    # a piece not turned yet has no transform (suido.svg: data-still); once turned, its turn runs by --sd-turn
    first = cell(page, MOVES[0][0]).locator(".sd-turn")
    expect(first).to_have_attribute("data-still", "true")
    assert first.evaluate("e => getComputedStyle(e).transform") == "none"
    for n, (c, by) in enumerate(MOVES, start=1):
        if who == "phone":
            for _ in range(1 if by == 1 else 3):   # a finger has no right button: three quarters on
                cell(page, c).tap()
            n = n if by == 1 else n + 2
        else:
            cell(page, c).click(button="left" if by == 1 else "right")
        wait_turns(host, n)
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator("svg.suido")).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text(re.compile(r"^Solved in \d turns: water reaches every piece\.$"))
    assert first.get_attribute("data-still") is None
    assert first.evaluate("e => [getComputedStyle(e).transitionProperty, getComputedStyle(e).transform]")[0] == "--sd-turn"
    page.wait_for_function("e => getComputedStyle(e).transform.startsWith('matrix(')", arg=first.element_handle())
    page.wait_for_function("n => window.__suido.timings.length >= n", arg=len(MOVES))
    assert turns and turns[-1]["solved"] is True
    assert set(turns[-1]) == {"code", "progress", "turns", "hints", "solved", "cell"}
    assert turns[-1]["code"] == ANSWER
    shot(page, f"solved-{who}")


def test_solved_by_keyboard_alone(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    expect(cell(desk, 0)).to_be_focused()   # a shared address puts the focus on the board: its roving tab stop
    desk.keyboard.press("Shift+Tab")
    desk.keyboard.press("Tab")              # back into the board, on the same cell
    expect(cell(desk, 0)).to_be_focused()
    desk.keyboard.press("Enter")            # cell 0 clockwise
    wait_turns(host, 1)
    desk.keyboard.press("ArrowRight")
    desk.keyboard.press("ArrowDown")
    expect(cell(desk, 4)).to_be_focused()
    desk.keyboard.press(" ")                # cell 4 clockwise
    wait_turns(host, 2)
    desk.keyboard.press("ArrowDown")
    desk.keyboard.press("ArrowRight")
    desk.keyboard.press("ArrowRight")       # stops at the edge
    expect(cell(desk, 8)).to_be_focused()
    assert cell(desk, 8).get_attribute("tabindex") == "0"
    assert cell(desk, 0).get_attribute("tabindex") == "-1"
    desk.keyboard.press("Shift+Enter")      # cell 8 back
    wait_turns(host, 3)
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text("Solved in 3 turns: water reaches every piece.")
    shot(desk, f"keyboard-desk")


def test_right_click_and_shift_click_turn_the_other_way(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(desk, 0).click(button="right")
    wait_turns(host, 1)
    assert q_of(desk, 0) == "-1"
    assert host.get_attribute("data-progress") == "300000000:1"
    cell(desk, 0).click(modifiers=["Shift"])
    wait_turns(host, 2)
    assert q_of(desk, 0) == "-2"
    assert host.get_attribute("data-progress") == "200000000:2"
    cell(desk, 0).click()
    wait_turns(host, 3)
    assert q_of(desk, 0) == "-1"
    assert host.get_attribute("data-progress") == "300000000:3"


def test_pieces_that_cannot_turn_do_not(desk: Any) -> None:
    code = "5x5i:hfba0694393ccca505393ac3I;l15,20,23,24"   # locked pieces and bare ground
    host = open_board(desk, f"?code={quote(code)}")
    locked = cell(desk, 15)
    assert locked.get_attribute("data-fixed") == "true" and locked.get_attribute("aria-disabled") == "true"
    expect(locked.locator(".sd-lock")).to_have_count(1)       # a mark, not colour alone
    locked.click(force=True)                                   # force: it is aria-disabled
    cell(desk, 4).click(force=True)                                      # bare ground
    cell(desk, 2).click()                                      # a piece that turns (a tee)
    wait_turns(host, 1)
    assert q_of(desk, 15) == "0" and q_of(desk, 4) == "0" and q_of(desk, 2) == "1"
    cell(desk, 1).click(force=True)                            # a cross
    desk.wait_for_timeout(300)
    assert host.get_attribute("data-turns") == "1"


def test_a_drag_is_not_a_tap(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}")
    box = cell(phone, 0).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    session = phone.context.new_cdp_session(phone)
    point = lambda px: [{"x": px, "y": y, "id": 1}]  # noqa: E731
    session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point(x)})
    session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": point(x + 30)})
    session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    cell(phone, 1).tap()   # a real tap after it: only that one counts
    wait_turns(host, 1)
    assert q_of(phone, 0) == "0"


def test_a_reload_keeps_every_move(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(desk, 0).click()
    cell(desk, 4).click()
    wait_turns(host, 2)
    host = open_board(desk, f"?code={BOARD}")
    wait_turns(host, 2)
    assert host.get_attribute("data-progress") == "100010000:2"
    assert q_of(desk, 0) == "1" and q_of(desk, 4) == "1"
    expect(host.locator(".sdp-meter")).to_have_text("2 turns")


def test_a_worker_crash_loses_no_move(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(desk, 0).click()
    wait_turns(host, 1)
    desk.evaluate("window.__suido.crash()")
    expect(host).to_have_attribute("aria-busy", "true")
    painted(host)
    assert host.get_attribute("data-progress") == "100000000:1" and q_of(desk, 0) == "1"
    cell(desk, 4).click()
    wait_turns(host, 2)
    assert host.get_attribute("data-progress") == "100010000:2"


def test_moves_made_as_the_board_reopens_keep_every_piece_s_words(desk: Any) -> None:
    """A move answered before the reopened board's first water paint (two frames after it is drawn)
    still leaves every piece its words for a screen reader, wet or dry as it now is."""
    host = open_board(desk, "?size=5x5&level=1")
    for round_ in range(3):
        desk.evaluate("""() => { const b = window.__suido.board;
            return b.reopen().then(() => { for (let i = 0; i < 6; i++) b.turn((i * 7 + 3) % 25); }); }""")
        expect(host).to_have_attribute("data-painted", "true")
        desk.wait_for_timeout(1500)  # the six replies, and the first paint two frames after the drawing
        labels = desk.eval_on_selector_all(
            ".suido-play svg.suido .sd-cell", "gs => gs.map(g => [g.getAttribute('aria-label'), g.dataset.wet])")
        assert all(label for label, _ in labels), (round_, labels)
        # (a wet piece's words end "wet", or "wet, leaks north" where it leaks)
        assert all(bool(re.search(r", wet(, leaks [a-z, ]+)?$", label)) == (wet == "true") for label, wet in labels), \
            (round_, labels)


def test_turns_made_while_an_undo_or_start_over_is_answered_are_drawn_turned(desk: Any) -> None:
    """Taps sent while an undo or a Start over is on its way are made after it: each piece is drawn
    turned as the engine has it (its quarters as the progress says them)."""
    host = open_board(desk, "?size=5x5&level=1")
    desk.evaluate("""async () => { const b = window.__suido.board;
        b.turn(3); const start = b.restart(); for (let i = 0; i < 6; i++) b.turn((i * 7) % 25); await start;
        b.turn(2); const back = b.undo(); b.turn(2); b.turn(2); await back; }""")
    desk.wait_for_timeout(1500)
    progress = str(host.get_attribute("data-progress")).split(":")[0]
    drawn = desk.eval_on_selector_all(
        ".suido-play svg.suido .sd-cell", "gs => gs.map(g => g.querySelector('.sd-turn').style.getPropertyValue('--q'))")
    assert [int(q) % 4 for q in drawn] == [int(ch) for ch in progress], (drawn, progress)


def test_an_answer_gives_a_par(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}&answer={ANSWER}")
    expect(host.locator(".sdp-meter")).to_have_text("0 turns · par 3")


def test_japanese(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}&lang=ja")
    expect(host.locator(".sdp-meter")).to_have_text("0手")
    assert cell(phone, 1).get_attribute("aria-label") == "1行2列:ポンプ、T字管、東、南と西に開く、水あり、南と西から漏れる"
    assert phone.evaluate("document.documentElement.lang") == "ja"


@pytest.mark.parametrize("bad, words", [
    ("3x3:zz", "cannot be read: 3x3 needs 9 cells"),
    ("nonsense", "cannot be read"),
    ("1" * 5000 + "x7:", "cannot be read"),  # past Python's 4,300 digits: a plain ValueError, not "a bad request"
])
def test_a_bad_code_says_so_at_once(desk: Any, bad: str, words: str) -> None:
    desk.goto(f"?code={quote(bad)}")
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=READY)
    expect(fatal).to_contain_text(words)
    expect(desk.locator(".suido-play svg.suido")).to_have_count(0)


def test_a_bad_code_reached_by_back_or_forward_says_so_and_back_again_plays(desk: Any) -> None:
    """An address of a code that cannot be read, reached in the page already up (popstate), was swallowed: the board
    before stayed drawn but took no input, nothing said, and Back to it did not wake it."""
    host = open_board(desk, f"?code={BOARD}")
    desk.evaluate("""(q) => { history.pushState(null, "", q); window.dispatchEvent(new PopStateEvent("popstate")); }""",
                  f"./?code={quote('3x3:zz')}")
    expect(desk.locator(".sd-fatal[role=alert]")).to_contain_text("cannot be read: 3x3 needs 9 cells", timeout=READY)
    desk.go_back()
    painted(host)
    cell(desk, 0).click()
    wait_turns(host, 1)


def test_start_over_gives_the_board_as_given(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(desk, 0).click()
    cell(desk, 4).click()
    wait_turns(host, 2)
    restart = host.locator("button[data-action=restart]")
    expect(restart).to_have_text("Start over")
    restart.click()
    expect(restart).to_have_text("Start over? Press again")
    restart.click()
    wait_turns(host, 0)
    expect(restart).to_have_text("Start over")
    assert host.get_attribute("data-progress") == "000000000:0"
    assert q_of(desk, 0) == "0" and q_of(desk, 4) == "0"
    expect(host.locator(".sdp-status")).to_have_text("Water reaches 2 of 9 pieces · 2 open ends leak")


def test_on_a_desk_the_buttons_show_without_scrolling(desk: Any) -> None:
    host = open_board(desk)  # a returning player's next level (5x5 level 1), 1280x800
    height = desk.viewport_size["height"]
    for action in ("restart", "hint"):
        box = host.locator(f"button[data-action={action}]").bounding_box()
        assert box and box["y"] + box["height"] <= height, (action, box)
    status = host.locator(".sdp-status").bounding_box()
    board = host.locator(".sdp-board").bounding_box()
    assert status and status["y"] + status["height"] <= height
    assert board and board["width"] >= 400 and abs(board["width"] - board["height"]) < 2  # still big, still square


def test_start_over_asks_before_wiping_turns(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(desk, 0).click()
    wait_turns(host, 1)
    restart = host.locator("button[data-action=restart]")
    restart.focus()
    desk.keyboard.press("Enter")   # one stray Enter: asks, wipes nothing
    expect(restart).to_have_text("Start over? Press again")
    expect(restart).to_have_attribute("data-confirm", "true")
    desk.wait_for_timeout(3300)    # no second press: it goes back
    expect(restart).to_have_text("Start over")
    expect(restart).not_to_have_attribute("data-confirm", "true")
    wait_turns(host, 1)
    desk.keyboard.press("Enter")
    desk.keyboard.press("Enter")
    wait_turns(host, 0)


def test_start_over_after_a_hint_clears_its_note(desk: Any) -> None:
    host = open_board(desk)  # a level (5x5 level 1): the worker knows its answer
    note = host.locator(".sdp-note")
    host.locator("button[data-action=hint]").click()
    expect(host.locator("svg.suido [data-hint=true]").first).to_be_attached()
    expect(note).not_to_be_empty()
    host.locator("button[data-action=restart]").click()
    expect(host.locator("svg.suido [data-hint=true]")).to_have_count(0)
    expect(note).to_be_empty()
    expect(note).to_be_hidden()


def test_a_code_page_names_the_board_and_links_to_the_levels(desk: Any) -> None:
    open_board(desk, f"?code={BOARD}")
    expect(desk.locator(".sd-playing")).to_have_text("Your board · 3x3")
    all_levels = desk.locator(".sd-menu a[data-view=levels]")
    expect(all_levels).to_have_text("Levels")
    all_levels.click()
    expect(desk.locator(".sd-levels button[data-level]").first).to_be_visible(timeout=READY)
    open_board(desk, f"?code={BOARD}&lang=ja")
    expect(desk.locator(".sd-playing")).to_have_text("あなたの盤 · 3x3")
    expect(desk.locator(".sd-menu a[data-view=levels]")).to_have_attribute("href", "/?view=levels&lang=ja")


def test_a_block_turns_as_one(phone: Any) -> None:
    code = "5x5:9Ica935racCde8339c459B559;b17;k8"   # a block at 8 (cells 8, 9, 14, 13), a big piece at 17
    host = open_board(phone, f"?code={quote(code)}")
    block = [8, 9, 14, 13]
    assert {cell(phone, c).get_attribute("data-block") for c in block} == {"8"}
    cell(phone, 14).tap()
    wait_turns(host, 1)
    assert [q_of(phone, c) for c in block] == ["1"] * 4
    progress = host.get_attribute("data-progress")
    assert [progress[c] for c in block] == ["1"] * 4
    # the piece given at 8 now stands where 9 was: the focus order follows where pieces stand
    assert phone.evaluate("window.__suido.board.at[8]") == 9


def test_a_link_carries_a_game_half_played_or_the_answer_shown(desk: Any) -> None:
    host = open_board(desk, f"./?code={BOARD}&answer={ANSWER}&progress=100000000:1")
    wait_turns(host, 1)
    assert q_of(desk, 0) == "1"
    expect(host.locator(".sdp-meter")).to_have_text("1 turn · par 3")
    # the link's game wins over this browser's own save, which then follows the play
    cell(desk, 4).click()
    wait_turns(host, 2)
    host = open_board(desk, f"./?code={BOARD}&answer={ANSWER}")
    wait_turns(host, 2)
    # &shown opens on the answer, and is not saved over the player's game
    host = open_board(desk, f"./?code={BOARD}&answer={ANSWER}&shown")
    expect(host).to_have_attribute("data-solved", "true")
    expect(host.locator(".sdp-status")).to_have_text("Here is the answer.")
    host = open_board(desk, f"./?code={BOARD}&answer={ANSWER}")
    wait_turns(host, 2)
    assert host.get_attribute("data-solved") == "false"


def test_two_tabs_on_one_board_each_take_the_others_moves(desk: Any) -> None:
    first = open_board(desk, f"./?code={BOARD}&answer={ANSWER}")
    other = desk.context.new_page()
    second = open_board(other, f"./?code={BOARD}&answer={ANSWER}")
    cell(desk, 0).click()
    wait_turns(first, 1)
    wait_turns(second, 1)          # the other tab took the move
    assert q_of(other, 0) in ("1", "5")
    cell(other, 4).click()
    wait_turns(second, 2)
    wait_turns(first, 2)
    cell(desk, 8).click(button="right")
    expect(first).to_have_attribute("data-solved", "true")
    expect(second).to_have_attribute("data-solved", "true")
    host = open_board(desk, f"./?code={BOARD}&answer={ANSWER}")
    wait_turns(host, 3)
