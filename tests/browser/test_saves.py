"""Saves across releases: what the release before one record per board left in a player's browser
(tests/shell/old-saves.json: written by a real page of that release, played in Chromium, and by the older releases'
shapes) loads in this one with nothing lost: the game in progress with its moves (a pin, a mark, a move undone),
its clock, its hints and the hint lit; the levels solved, their records and the streak; a board made here with its
answer; every setting. Each board then lives in one record, written once per move.

The old release's storage is a fixture checked in, not a build of the old release made at test time: a build
from git needs the old commit in the clone (a shallow one has none) and minutes of Pyodide, and what matters is
the exact keys and values a real old page wrote, which the fixture is (tests/browser/old_saves_capture.py made it)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from boardkit import READY, open_board, show_view
from playwright.sync_api import expect

from suido import decode, levels, new_game, quarters_between, turn_at

OLD = json.loads((Path(__file__).resolve().parents[1] / "shell" / "old-saves.json").read_text(encoding="utf-8"))
TODAY, OLDER = OLD["today"], OLD["older"]
MADE = next(k.split(":", 2)[2] for k in TODAY if k.startswith("suido:answer:"))



def record(page: Any, key: str) -> Any:
    return page.evaluate("(key) => JSON.parse(localStorage.getItem('suido:board:' + key))", key)


def old_keys(page: Any, key: str) -> list[str]:
    return list(page.evaluate("""(key) => Object.keys(localStorage).filter((k) =>
      /^suido:(progress|history|time|hints|lit|answer):/.test(k) && k.endsWith(':' + key))""", key))


@pytest.mark.fresh  # about starting on a player's storage, on the day it was saved (the clock is set)
def test_everything_the_release_before_records_saved_loads_in_this_one(desk: Any, console_errors: Any) -> None:
    console_errors.allow(r"favicon\.ico")  # asked for by the icon shown as a page
    desk.clock.set_fixed_time(f"{OLD['day']}T12:00:00Z")
    desk.goto("icon.svg")  # the site's origin, before any of its pages runs: the storage as the old page left it
    desk.evaluate("""(saved) => { localStorage.clear();
      for (const [k, v] of Object.entries(saved)) localStorage.setItem(k, v); }""", {**TODAY, **OLDER})
    # the game in progress: its moves (a pin, a mark, one undone), its hint lit and hints taken, its clock
    host = open_board(desk, "./?size=7x7&level=5")
    expect(host).to_have_attribute("data-progress", TODAY["suido:progress:7x7#5"])
    expect(host).to_have_attribute("data-turns", "5")
    expect(host).to_have_attribute("data-hints", "1")
    expect(host.locator('.sd-cell[data-cell="3"]')).to_have_attribute("data-pinned", "true")
    expect(host.locator(".sd-marks .sd-mark")).to_have_count(1)
    expect(host.locator('.sd-cell[data-cell="28"]')).to_have_attribute("data-hint", "true")
    expect(host.locator("[data-action=redo]")).to_be_enabled()
    clock = int(TODAY["suido:time:7x7#5"])
    assert clock <= desk.evaluate("window.__suido.board.clock.elapsed()") < clock + 60_000  # (a game begun: it runs)
    # the settings: dark, reduced motion, anticlockwise, no timer, rings once pinned, pointing on, no share line
    html = desk.locator("html")
    expect(html).to_have_attribute("data-theme", "dark")
    expect(html).to_have_attribute("data-motion", "reduce")
    expect(html).to_have_attribute("data-pointing", "on")
    expect(host.locator("[data-action=turning]")).to_have_attribute("aria-pressed", "true")
    expect(host.locator(".sdp-timer")).to_be_hidden()
    # its record written, the old keys gone
    saved = record(desk, "7x7#5")
    assert clock <= saved.pop("time") < clock + 60_000
    assert saved == {"v": 1, "progress": TODAY["suido:progress:7x7#5"], "history": TODAY["suido:history:7x7#5"],
                     "hints": 1, "lit": {"at": 28, "facing": None}, "n": 0}
    assert old_keys(desk, "7x7#5") == []
    # the moves undo and redo as they did: the mark, then the turn undone before it was left
    desk.evaluate("""() => { window.boardWrites = []; const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k, v) { if (k.startsWith('suido:board:')) window.boardWrites.push(k);
        return setItem.call(this, k, v); }; }""")
    host.locator("[data-action=undo]").click()
    expect(host.locator(".sd-marks .sd-mark")).to_have_count(0)
    for _ in range(2):
        host.locator("[data-action=redo]").click()
    expect(host).to_have_attribute("data-turns", "6")
    expect(host.locator(".sd-marks .sd-mark")).to_have_count(1)
    # one write of the board's record per move (so another tab hears one storage event; the clock's own saves, each
    # few seconds, are writes of it too)
    writes = desk.evaluate("window.boardWrites")
    assert set(writes) == {"suido:board:7x7#5"} and 3 <= len(writes) <= 5, writes
    assert record(desk, "7x7#5")["history"] == "1//0+,1+,2+,8+,8+,p3,j20,20+/8"
    # the clock saved as the page goes away (its write at the end of the pagehide's task, before the page is gone)
    ran = desk.evaluate("window.__suido.board.clock.elapsed()")
    desk.goto("icon.svg")
    assert record(desk, "7x7#5")["time"] >= ran
    host = open_board(desk, "./?size=7x7&level=5")  # and the new record plays on as it was left
    expect(host).to_have_attribute("data-turns", "6")
    expect(host.locator(".sd-marks .sd-mark")).to_have_count(1)
    # the levels solved, their best times, and the streak of the level of the day
    show_view(desk, "levels")
    desk.locator(".sd-levels select[name=size]").select_option("5x5")
    for n in OLD["solved"]:
        button = desk.locator(f'.sd-levels button[data-level="{n}"]')
        expect(button).to_have_attribute("data-solved", "true")
        expect(button.locator(".sdl-best")).to_have_text("0:00")
    show_view(desk, "stats")
    stats = desk.locator(".sd-stats")
    expect(stats.locator(".sds-streak")).to_have_attribute("data-streak", "1")
    of = len(levels.load("5x5"))
    expect(stats.locator(".sds-sizes li[data-size='5x5']")).to_contain_text(f"5x5: 3 of {of} solved")
    show_view(desk, "settings")
    form = desk.locator(".sd-settings-form")
    expect(form.locator("input[name=rings][value=pinned]")).to_be_checked()
    expect(form.locator("input[name=share]")).not_to_be_checked()
    expect(form.locator("input[name=timer], .sd-timer input").first).not_to_be_checked()
    # the board made here, with its answer (its par), and its turn
    host = open_board(desk, f"./?code={MADE}")
    expect(host).to_have_attribute("data-progress", TODAY[f"suido:progress:{MADE}"])
    expect(host.locator(".sdp-meter")).to_contain_text("par")
    assert record(desk, MADE)["answer"] == TODAY[f"suido:answer:{MADE}"]
    assert old_keys(desk, MADE) == []
    # older releases' shapes: progress alone; progress with hints and a hint lit with no facing
    host = open_board(desk, "./?size=7x7&level=2")
    expect(host).to_have_attribute("data-progress", OLDER["suido:progress:7x7#2"])
    expect(host).to_have_attribute("data-turns", "4")
    host = open_board(desk, "./?size=7x7&level=3")
    expect(host).to_have_attribute("data-progress", OLDER["suido:progress:7x7#3"])
    expect(host).to_have_attribute("data-hints", "2")
    expect(host.locator('.sd-cell[data-cell="36"]')).to_have_attribute("data-hint", "true", timeout=READY)
    assert old_keys(desk, "7x7#3") == []


def test_another_tab_hears_one_storage_event_per_move_and_follows_to_the_solve(desk_context: Any) -> None:
    # (two pages of the warm desk context: not about starting, and the clock is the browser's own)
    board, answer = "3x3:1u82e42b3", "3x3:2u82d42b9"
    game, solution, moves = new_game(board), decode(answer).cells, []
    for c in range(len(solution)):
        q = quarters_between(game.masks[c], solution[c]) or 0
        for _ in range(q):
            moves.append(c)
            game = turn_at(game, c)
    one, two = desk_context.new_page(), desk_context.new_page()
    host1 = open_board(one, f"?code={board}&answer={answer}")
    host2 = open_board(two, f"?code={board}&answer={answer}")
    two.evaluate("""() => { window.heard = [];
      addEventListener('storage', (e) => {
        if (e.key.startsWith('suido:')) window.heard.push([e.key, e.newValue, performance.now()]); }); }""")
    first = json.loads(two.evaluate("(k) => localStorage.getItem(k)", f"suido:board:{board}") or "{}")
    for turns, c in enumerate(moves, start=1):
        one.evaluate("(c) => window.__suido.board.turn(c, 1)", c)
        expect(host1).to_have_attribute("data-turns", str(turns))
        expect(host2).to_have_attribute("data-turns", str(turns))   # the other tab follows each move
    expect(host1).to_have_attribute("data-solved", "true")
    expect(host2).to_have_attribute("data-solved", "true")
    # one event of the board's record a move, the solving move too (its clock stopped, saved in the same write)
    heard = two.evaluate("window.heard")
    assert {k for k, _, _ in heard if k.startswith("suido:board:")} == {f"suido:board:{board}"}, heard
    # the running clock is saved on its own every 5 s (site/clock.js): on a loaded machine the moves can outlast that,
    # and such a write changes the time alone; every other write is a move's, one a move
    records = [(json.loads(v), at) for k, v, at in heard if k.startswith("suido:board:")]
    moved = [r for (r, _), (before, _) in zip(records, [(first, 0.0), *records]) if
             {f: v for f, v in r.items() if f != "time"} != {f: v for f, v in before.items() if f != "time"}]
    assert len(moved) == len(moves), heard
    span = (records[-1][1] - records[0][1]) / 1000 if records else 0.0
    assert len(records) - len(moved) <= span // 5 + 1, heard
