"""The player's own tools, played as a person would: undo and redo (keys and buttons, across a reload),
pins (a long press with jitter on a phone, a drag that pins as it goes, a middle click, Alt+click, the P
key), the clock (paused while the page is hidden), a solve's record and best, the stats view and its
streak across two days (a faked clock), and saving turned off on an embedded board."""

from __future__ import annotations

import re
import time
from typing import Any

import pytest
from boardkit import READY, open_board, open_embed, page_of, painted, show_view, touch
from playwright.sync_api import expect

from suido import levels, new_game, quarters_between, turn_at

BOARD = "3x3:1u82e42b3"
ANSWER = "3x3:2u82d42b9"
SAVED_PROGRESS = f"JSON.parse(localStorage.getItem('suido:board:{BOARD}') || '{{}}').progress"  # its record's (saves.js)


def cell(host: Any, n: int) -> Any:
    return host.locator(f'svg.suido .sd-cell[data-cell="{n}"]')


def q_of(host: Any, n: int) -> str:
    return str(cell(host, n).locator(".sd-turn").evaluate("e => e.style.getPropertyValue('--q')"))


def test_undo_and_redo_by_keys_and_buttons_survive_a_reload(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    undo, redo = host.locator("[data-action=undo]"), host.locator("[data-action=redo]")
    expect(undo).to_be_disabled()
    events: list[str] = []
    desk.expose_function("noteEvent", lambda kind: events.append(kind))
    desk.evaluate("for (const k of ['undo', 'redo']) document.addEventListener('suido-' + k, () => window.noteEvent(k))")
    cell(host, 0).click()
    cell(host, 4).click()
    expect(host).to_have_attribute("data-turns", "2")
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", "1")
    assert q_of(host, 4) == "0" and q_of(host, 0) == "1"
    undo.click()
    expect(host).to_have_attribute("data-turns", "0")
    expect(undo).to_be_disabled()
    redo.click()
    expect(host).to_have_attribute("data-turns", "1")
    assert events == ["undo", "undo", "redo"]
    # across a reload: the moves come back with the game, the redo still there
    desk.reload()
    painted(host)
    expect(host).to_have_attribute("data-turns", "1")
    expect(redo).to_be_enabled()
    cell(host, 0).focus()
    desk.keyboard.press("Control+Shift+z")
    expect(host).to_have_attribute("data-turns", "2")
    assert q_of(host, 4) == "1"
    desk.keyboard.press("Control+y")  # nothing left to redo: nothing changes
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", "1")
    # a turn after an undo drops the redo
    cell(host, 8).click(button="right")
    expect(host).to_have_attribute("data-turns", "2")
    expect(redo).to_be_disabled()


def test_start_over_is_undone_in_one_move(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    for n in (0, 4, 4):
        cell(host, n).click()
    expect(host).to_have_attribute("data-turns", "3")
    restart = host.locator("[data-action=restart]")
    restart.click()
    restart.click()  # the second press within 3 s
    expect(host).to_have_attribute("data-turns", "0")
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", "3")
    assert q_of(host, 4) == "2"


def test_a_long_press_with_jitter_pins_and_a_tap_then_does_not_turn(phone: Any) -> None:
    host = open_board(phone, f"?code={BOARD}")
    session = phone.context.new_cdp_session(phone)
    box = cell(host, 4).bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    touch(session, "touchStart", [(x, y)])
    time.sleep(0.15)
    touch(session, "touchMove", [(x + 4, y - 3)])  # a finger is never still
    time.sleep(0.7)
    touch(session, "touchEnd", [])
    expect(cell(host, 4)).to_have_attribute("data-pinned", "true")
    expect(cell(host, 4).locator(".sd-pinmark")).to_have_count(1)
    assert host.get_attribute("data-turns") == "0"
    assert "pinned" in (cell(host, 4).get_attribute("aria-label") or "")
    # a tap on it: no turn, and the line says why
    touch(session, "touchStart", [(x, y)])
    touch(session, "touchEnd", [])
    expect(host.locator(".sdp-note")).to_contain_text("pinned")
    phone.wait_for_timeout(200)
    assert host.get_attribute("data-turns") == "0" and q_of(host, 4) == "0"
    # a tap on another piece turns it
    other = cell(host, 0).bounding_box()
    touch(session, "touchStart", [(other["x"] + 20, other["y"] + 20)])
    touch(session, "touchEnd", [])
    expect(host).to_have_attribute("data-turns", "1")
    expect(host.locator(".sdp-note")).not_to_contain_text("pinned")   # (said till the next move made)
    # a long press that then drags pins every piece it passes, and the page does not scroll meanwhile
    first, last = cell(host, 6).bounding_box(), cell(host, 8).bounding_box()
    y6 = first["y"] + first["height"] / 2
    scrolled = phone.evaluate("scrollY")
    touch(session, "touchStart", [(first["x"] + 20, y6)])
    time.sleep(0.7)
    for step in range(1, 9):
        touch(session, "touchMove", [(first["x"] + 20 + (last["x"] - first["x"]) * step / 8, y6 - 2 * step)])
    touch(session, "touchEnd", [])
    for n in (6, 7, 8):
        expect(cell(host, n)).to_have_attribute("data-pinned", "true")
    assert phone.evaluate("scrollY") == scrolled
    assert host.get_attribute("data-turns") == "1"
    # the drag was one move: one Undo takes all its pins out
    host.locator("[data-action=undo]").tap()
    for n in (6, 7, 8):
        expect(cell(host, n)).to_have_attribute("data-pinned", "false")
    expect(cell(host, 4)).to_have_attribute("data-pinned", "true")


def test_pins_by_middle_click_alt_click_and_the_p_key_and_they_are_undoable(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(host, 0).click(button="middle")
    expect(cell(host, 0)).to_have_attribute("data-pinned", "true")
    cell(host, 4).click(modifiers=["Alt"])
    expect(cell(host, 4)).to_have_attribute("data-pinned", "true")
    cell(host, 4).click()  # pinned: no turn
    desk.wait_for_timeout(200)
    assert host.get_attribute("data-turns") == "0"
    expect(host.locator(".sdp-note")).to_contain_text("unpin it (Alt+click, a middle click or P)")
    cell(host, 8).focus()
    desk.keyboard.press("p")
    expect(cell(host, 8)).to_have_attribute("data-pinned", "true")
    desk.keyboard.press("Enter")
    desk.wait_for_timeout(200)
    assert host.get_attribute("data-turns") == "0"
    desk.keyboard.press("Control+z")
    expect(cell(host, 8)).to_have_attribute("data-pinned", "false")
    expect(cell(host, 8).locator(".sd-pinmark")).to_have_count(0)
    # pins are saved with the game
    desk.reload()
    painted(host)
    expect(cell(host, 0)).to_have_attribute("data-pinned", "true")
    expect(cell(host, 4)).to_have_attribute("data-pinned", "true")
    # Start over takes them out, undoably
    host.locator("[data-action=restart]").click()
    expect(cell(host, 0)).to_have_attribute("data-pinned", "false")
    desk.keyboard.press("Control+z")
    expect(cell(host, 0)).to_have_attribute("data-pinned", "true")


@pytest.mark.parametrize("mode", ["dark", "forced"])
def test_a_pinned_piece_is_marked_in_dark_mode_and_forced_colours(request: pytest.FixtureRequest, mode: str) -> None:
    page = page_of(request, "desk", color_scheme="dark", forced_colors="active" if mode == "forced" else "none")
    host = open_board(page, f"?code={BOARD}")
    cell(host, 4).click(button="middle")
    mark = cell(host, 4).locator(".sd-pinmark")
    expect(mark).to_have_count(1)
    box = mark.bounding_box()
    assert box and box["width"] > 10 and box["height"] > 10
    fill = mark.evaluate("e => getComputedStyle(e).fill")
    ground = host.locator(".sd-ground").evaluate("e => getComputedStyle(e).fill")
    assert fill != ground
    if mode == "dark":
        assert fill == "rgb(255, 140, 198)"
    else:
        assert fill == page.evaluate("""() => { const p = document.createElement('p'); p.style.color = 'CanvasText';
          document.body.append(p); const c = getComputedStyle(p).color; p.remove(); return c; }""")


def hide_page(page: Any, hidden: bool) -> None:
    page.evaluate("""(hidden) => {
      Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => hidden ? 'hidden' : 'visible' });
      document.dispatchEvent(new Event('visibilitychange'));
    }""", hidden)


def test_the_clock_waits_for_the_first_move_runs_and_pauses_while_the_page_is_hidden(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    timer = host.locator(".sdp-timer")
    expect(timer).to_have_text("Time 0:00")
    expect(timer).to_have_attribute("data-running", "false")
    cell(host, 0).click()
    expect(timer).to_have_attribute("data-running", "true")
    expect(timer).to_have_text("Time 0:01", timeout=3000)
    hide_page(desk, True)
    expect(timer).to_have_attribute("data-running", "false")
    at = desk.evaluate("Math.round(window.__suido.board.clock.elapsed())")
    desk.wait_for_timeout(1500)
    assert desk.evaluate("Math.round(window.__suido.board.clock.elapsed())") == at
    hide_page(desk, False)
    expect(timer).to_have_attribute("data-running", "true")
    # saved with the game: a reload comes back with the time on it
    desk.wait_for_timeout(300)
    desk.reload()
    painted(host)
    assert desk.evaluate("window.__suido.board.clock.elapsed()") >= at
    # the timer can be hidden (remembered)
    show_view(desk, "settings")
    desk.locator(".sd-timer input").uncheck()
    expect(timer).to_be_hidden()
    desk.reload()
    painted(host)
    expect(timer).to_be_hidden()


def moves_to_solve(board: str, answer: str) -> list[tuple[int, int]]:
    """The taps (cell, by) that take board to answer, nearest the pump first."""
    from suido import decode
    game, solution, moves = new_game(board), decode(answer).cells, []
    for c in range(len(solution)):
        q = quarters_between(game.masks[c], solution[c]) or 0
        for by in ([-1] if q == 3 else [1] * q):
            moves.append((c, by))
            game = turn_at(game, c, by)
    return moves


def solve_on_page(page: Any, host: Any, board: str, answer: str) -> None:
    for c, by in moves_to_solve(board, answer):
        page.evaluate("([c, by]) => window.__suido.board.turn(c, by)", [c, by])
    expect(host).to_have_attribute("data-solved", "true")


@pytest.mark.fresh   # it sets the clock, which stays set in a context for good
def test_a_solve_keeps_its_time_and_best_and_the_stats_count_a_streak_over_two_days(desk: Any) -> None:
    days = ["2026-03-01", "2026-03-02"]
    for i, day in enumerate(days):
        desk.clock.set_fixed_time(f"{day}T10:00:00Z")
        if i == 0:
            host = open_board(desk, "./?size=7x7&level=today")
        else:
            desk.reload()
            painted(host)
        n = levels.daily("7x7", day)
        expect(desk.locator(".sd-playing")).to_contain_text(f"level {n}")
        row = levels.load("7x7")[n - 1]
        solve_on_page(desk, host, row.board, levels.answer(row))
        note = host.locator(".sdp-note")
        expect(note).to_contain_text("Your time")
        expect(note).to_contain_text("Best")
        button = desk.locator(f'.sd-levels button[data-level="{n}"]')
        expect(button.locator(".sdl-best")).to_have_text(re.compile(r"^\d+:\d\d$"))
        expect(button).to_have_attribute("aria-label", re.compile(r"\d+:\d\d best, \d+ turns"))
        stats = desk.locator(".sd-stats")
        expect(stats.locator(".sds-streak")).to_have_attribute("data-streak", str(i + 1))
    expect(stats.locator(".sds-sizes li[data-size='7x7']")).to_contain_text("7x7: 2 of 256 solved")
    expect(stats.locator("svg.sd-chart rect.sd-bar")).to_have_count(2)
    expect(stats.locator(".sds-streak")).to_contain_text("streak: 2 days")


def test_saving_off_keeps_nothing_and_the_solve_still_tells_every_record(desk: Any) -> None:
    el = open_embed(desk, {"code": BOARD, "answer": ANSWER, "save": "off", "timer": "off"})
    expect(el.locator(".sdp-timer")).to_be_hidden()
    desk.evaluate("document.addEventListener('suido-solve', (e) => { window.solved = e.detail; })")
    for c, by in ((0, 1), (4, 1), (8, -1)):
        el.locator(f'.sd-cell[data-cell="{c}"]').click(button="right" if by < 0 else "left")
    expect(el).to_have_attribute("data-solved", "true")
    detail = desk.evaluate("window.solved")
    assert detail["turns"] == 3 and detail["par"] == 3 and detail["hints"] == 0 and detail["ms"] >= 0
    assert "best" not in detail
    # (embed.html's own level 1 of 5x5, played before the attributes came, was saved: nothing of this board is)
    kept = desk.evaluate("Object.keys(localStorage).filter((k) => k.includes('3x3') || k === 'suido:records')")
    assert kept == []


def test_a_board_moved_within_the_page_keeps_its_game_and_only_a_removal_closes_it(desk: Any) -> None:
    el = open_embed(desk, {"code": BOARD, "answer": ANSWER, "turning": "anticlockwise"})
    el.locator('.sd-cell[data-cell="0"]').click()
    expect(el).to_have_attribute("data-turns", "1")
    desk.evaluate("""() => { const el = document.querySelector('suido-board'); const box = document.createElement('div');
      document.body.append(box); box.append(el); }""")
    desk.wait_for_timeout(300)
    moved = desk.locator("div > suido-board")
    expect(moved).to_have_attribute("data-turns", "1")
    expect(moved.locator("[data-action=turning]")).to_have_attribute("aria-pressed", "true")
    moved.locator('.sd-cell[data-cell="4"]').click()
    expect(moved).to_have_attribute("data-turns", "2")
    desk.evaluate("document.querySelector('suido-board').remove()")
    desk.wait_for_timeout(100)
    assert desk.evaluate("document.querySelectorAll('.sdp-board').length") == 0


def test_a_full_storage_is_said_once_the_game_plays_on_and_nothing_saved_is_lost(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(host, 0).click()
    expect(host).to_have_attribute("data-turns", "1")
    saved = desk.evaluate(SAVED_PROGRESS)
    assert saved == "100000000:1"
    # from here the browser refuses every write, as a full store does
    desk.evaluate("""() => { Storage.prototype.setItem = function () {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError'); }; }""")
    cell(host, 4).click()
    expect(host).to_have_attribute("data-turns", "2")
    note = host.locator(".sdp-note")
    expect(note).to_contain_text("will not save any more")
    cell(host, 8).click(button="right")
    expect(host).to_have_attribute("data-solved", "true")
    assert desk.evaluate(SAVED_PROGRESS) == saved  # never overwritten with less


def test_a_turn_says_the_pieces_new_facing_to_a_screen_reader(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    label = cell(host, 4).get_attribute("aria-label") or ""
    assert "tee, opens east, south and west" in label, label
    cell(host, 4).click()
    expect(cell(host, 4)).to_have_attribute("aria-label", re.compile("tee, opens north, south and west"))


def test_a_20x20_board_at_a_desk_gets_the_zoom_bar_and_wheel_zoom(desk: Any) -> None:
    el = open_embed(desk, {"size": "20x20", "level": "1"})
    bar = el.locator(".sdp-zoom")
    expect(bar).to_be_visible()
    board = el.locator(".sdp-board")
    cell_px = board.bounding_box()["width"] / 20
    assert cell_px < 28, cell_px
    board.hover()
    desk.keyboard.down("Control")
    desk.mouse.wheel(0, -300)
    desk.keyboard.up("Control")
    expect(board).to_have_attribute("data-zoomed", "true")


def test_the_board_is_a_grid_to_the_keyboard_and_wraps_the_way_water_goes(desk: Any) -> None:
    import suido
    code = suido.make(size=5, wrap=True, seed=2).code
    host = open_board(desk, f"?code={code}")
    grid = host.locator("svg.suido[role=grid]")
    expect(grid.locator("[role=row]")).to_have_count(5)
    expect(grid.locator("[role=row]").first.locator("[role=gridcell]")).to_have_count(5)
    focused = lambda: desk.evaluate("document.activeElement.dataset.cell")  # noqa: E731
    cell(host, 0).focus()
    scrolled = desk.evaluate("scrollY")
    for key, want in (("ArrowLeft", "4"), ("ArrowUp", "24"), ("Home", "20"), ("End", "24"), ("Control+Home", "0"),
                      ("PageDown", "20"), ("PageUp", "0"), ("ArrowRight", "1"), ("Control+End", "24"),
                      ("ArrowDown", "4")):
        desk.keyboard.press(key)
        assert focused() == want, (key, focused())
    assert desk.evaluate("scrollY") == scrolled  # no key scrolled the page
    assert host.get_attribute("data-turns") == "0"
    # a board that does not wrap stops at its edges
    host = open_board(desk, f"?code={BOARD}")
    cell(host, 0).focus()
    desk.keyboard.press("ArrowLeft")
    desk.keyboard.press("ArrowUp")
    assert focused() == "0"


def test_a_swipe_from_the_board_past_its_edge_never_scrolls_and_quick_taps_turn_the_piece_under_the_finger(
        phone: Any) -> None:
    host = open_board(phone, "./")  # the bare page: a board, the level list and more below it
    assert phone.evaluate("document.documentElement.scrollHeight > innerHeight")
    session = phone.context.new_cdp_session(phone)
    box = host.locator(".sdp-board").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] * 0.8
    touch(session, "touchStart", [(x, y)])
    for step in range(1, 13):
        touch(session, "touchMove", [(x + 3 * step, y - 40 * step)])  # up and out past the board's top
    touch(session, "touchEnd", [])
    phone.wait_for_timeout(300)
    assert phone.evaluate("scrollY") == 0
    assert host.get_attribute("data-turns") == "0"
    # two quick taps on neighbours, the second by the edge the first one turns over
    cells = host.locator("svg.suido .sd-cell:not([data-fixed=true])")
    first = cells.nth(0)
    n = int(first.get_attribute("data-cell") or 0)
    width = int(host.locator("svg.suido").get_attribute("data-width") or 0)
    nxt = cell(host, n + 1) if (n + 1) % width else cell(host, n + width)
    a, b = first.bounding_box(), nxt.bounding_box()
    touch(session, "touchStart", [(a["x"] + a["width"] / 2, a["y"] + a["height"] / 2)])
    touch(session, "touchEnd", [])
    bx = b["x"] + 3 if b["x"] > a["x"] else b["x"] + b["width"] / 2
    by = b["y"] + b["height"] / 2 if b["x"] > a["x"] else b["y"] + 3
    touch(session, "touchStart", [(bx, by)])
    touch(session, "touchEnd", [])
    fixed = nxt.get_attribute("data-fixed") == "true"
    expect(host).to_have_attribute("data-turns", "1" if fixed else "2")
    assert q_of(host, n) == "1"


def test_the_maker_offers_no_wrap_to_an_inlet_and_says_the_seed_asked_and_the_boards_own(desk: Any) -> None:
    import suido
    open_board(desk, "./")
    show_view(desk, "make")
    form = desk.locator(".sd-make")
    wrap = form.locator("input[name=wrap]")
    wrap.check()
    form.locator("select[name=kind]").select_option("inlet-outlet")
    expect(wrap).to_be_disabled()
    expect(wrap).not_to_be_checked()
    form.locator("select[name=kind]").select_option("network")
    expect(wrap).to_be_enabled()
    form.locator("input[name=size]").fill("5")
    form.locator("input[name=difficulty]").fill("60")
    form.locator("input[name=seed]").fill("4")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "made", timeout=READY)
    made = suido.make(size=5, difficulty=60, seed=4)
    assert made.seed != 4
    expect(form.locator(".sd-make-state")).to_have_text(
        f"Made: 5x5, difficulty {made.difficulty}: the nearest to the difficulty asked from seed 4 on; "
        f"seed {made.seed} makes it again.")



def test_start_over_of_a_solved_level_undone_keeps_no_new_record(desk: Any) -> None:
    host = open_board(desk, "./?size=5x5&level=1")
    row = levels.load("5x5")[0]
    solve_on_page(desk, host, row.board, levels.answer(row))
    before = desk.evaluate("JSON.parse(localStorage.getItem('suido:records')).levels['5x5#1']")
    assert before["solves"] == 1
    restart = host.locator("[data-action=restart]")
    restart.click()
    restart.click()
    expect(host).to_have_attribute("data-turns", "0")
    expect(desk.locator(".sd-next")).to_be_hidden()
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-solved", "true")
    desk.wait_for_timeout(300)
    assert desk.evaluate("JSON.parse(localStorage.getItem('suido:records')).levels['5x5#1']") == before
    # undoing the solving turn unsolves it: no Next level to go on to meanwhile
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-solved", "false")
    expect(desk.locator(".sd-next")).to_be_hidden()


def test_a_second_tab_keeps_the_moves_and_takes_the_pins(desk_context: Any) -> None:
    one, two = desk_context.new_page(), desk_context.new_page()
    host1 = open_board(one, f"?code={BOARD}")
    host2 = open_board(two, f"?code={BOARD}")
    for turns, n in enumerate((0, 4, 4, 8), start=1):
        cell(host1, n).click()
        expect(host1).to_have_attribute("data-turns", str(turns))
    expect(host2).to_have_attribute("data-turns", "4")
    cell(host1, 0).click(button="middle")
    expect(cell(host2, 0)).to_have_attribute("data-pinned", "true")
    one.reload()
    painted(host1)
    expect(host1.locator("[data-action=undo]")).to_be_enabled()
    for _ in range(2):  # the pin, then a turn
        one.keyboard.press("Control+z")
    expect(host1).to_have_attribute("data-turns", "3")
    expect(cell(host1, 0)).to_have_attribute("data-pinned", "false")


def test_ctrl_z_undoes_on_an_embedded_board_played_by_mouse(desk: Any) -> None:
    el = open_embed(desk, {"code": BOARD, "answer": ANSWER, "save": "off"})
    el.locator('.sd-cell[data-cell="0"]').click()
    expect(el).to_have_attribute("data-turns", "1")
    assert desk.evaluate("document.activeElement === document.body")
    desk.keyboard.press("Control+z")
    expect(el).to_have_attribute("data-turns", "0")
    undo = el.locator("[data-action=undo]")
    desk.keyboard.press("Control+Shift+z")
    expect(el).to_have_attribute("data-turns", "1")
    undo.focus()
    desk.keyboard.press("Enter")  # Undo until it is disabled: the keyboard keeps its place
    expect(undo).to_be_disabled()
    assert desk.evaluate("document.activeElement.dataset.action") == "redo"


def test_a_pin_made_while_the_worker_restarts_is_shown_once_it_is_back(desk: Any) -> None:
    host = open_board(desk, f"?code={BOARD}")
    cell(host, 0).click(button="middle")
    expect(cell(host, 0)).to_have_attribute("data-pinned", "true")
    desk.evaluate("window.__suido.crash(); window.__suido.board.pin(4, true); window.__suido.board.pin(8, true)")
    for n in (0, 4, 8):
        expect(cell(host, n)).to_have_attribute("data-pinned", "true", timeout=READY)
    desk.wait_for_timeout(500)  # past the first paint of the board reopened
    for n in (0, 4, 8):
        expect(cell(host, n)).to_have_attribute("data-pinned", "true")
        expect(cell(host, n).locator(".sd-pinmark")).to_have_count(1)


def test_a_bad_code_on_the_embed_page_is_said_not_blank(desk: Any) -> None:
    el = open_embed(desk)
    el.evaluate("e => e.setAttribute('code', '3x3:zz')")
    status = el.locator(".sdp-status")
    expect(status).to_contain_text("cannot be read", timeout=READY)
    expect(status).to_be_visible()
