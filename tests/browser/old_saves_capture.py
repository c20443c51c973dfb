"""Not a test: how tests/shell/old-saves.json's "today" was made, kept to make it again for another format.

Play a release of the site (a build of it, dist/site, copied to OLD) as a player would and write what it left in
localStorage to OUT (JSON: the day played, the level of the day, the levels solved, the storage). Run once with the
release before one record per board (commit 7e91ad2):

    git worktree add /tmp/old 7e91ad2 && (cd /tmp/old && python3 build.py build)
    .venv/bin/python tests/browser/old_saves_capture.py /tmp/old/dist/site /tmp/captured.json 2026-12-02
"""
import functools
import http.server
import json
import sys
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
import build as build_py  # noqa: E402
from playwright.sync_api import expect, sync_playwright  # noqa: E402

from suido import decode, levels, new_game, quarters_between, turn_at  # noqa: E402

OLD, OUT = Path(sys.argv[1]), Path(sys.argv[2])
DAY = sys.argv[3] if len(sys.argv) > 3 else "2026-12-02"
expect.set_options(timeout=60_000)
httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(build_py.SiteHandler, directory=str(OLD)))
threading.Thread(target=httpd.serve_forever, daemon=True).start()
url = f"http://127.0.0.1:{httpd.server_address[1]}/"

def moves_to(board, answer):
    game, solution, moves = new_game(board), decode(answer).cells, []
    for c in range(len(solution)):
        q = quarters_between(game.masks[c], solution[c]) or 0
        for by in ([-1] if q == 3 else [1] * q):
            moves.append((c, by)); game = turn_at(game, c, by)
    return moves

def open_board(page, q):
    page.goto(url + q)
    host = page.locator(".suido-play").first
    expect(host).to_have_attribute("data-painted", "true")
    return host

def solve(page, host, size, n):
    row = levels.load(size)[n - 1]
    for c, by in moves_to(row.board, levels.answer(row)):
        page.evaluate("([c, by]) => window.__suido.board.turn(c, by)", [c, by])
    expect(host).to_have_attribute("data-solved", "true")

with sync_playwright() as p:
    browser = p.chromium.launch(executable_path="/usr/bin/chromium",
                                args=["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"])
    ctx = browser.new_context(viewport={"width": 1280, "height": 800})
    ctx.add_init_script("try { localStorage.getItem('suido-welcome') || localStorage.setItem('suido-welcome', 'seen'); }"
                        " catch (e) {}")
    page = ctx.new_page()
    page.clock.set_fixed_time(f"{DAY}T10:00:00Z")
    daily = levels.daily("5x5", DAY)
    # two levels of 5x5 solved (the level of the day is a third), with their records
    solved = [n for n in (1, 2, 3) if n != daily][:2]
    for n in solved:
        host = open_board(page, f"?size=5x5&level={n}&sw=0")
        solve(page, host, "5x5", n)
    host = open_board(page, f"?size=5x5&level=today&sw=0")
    solve(page, host, "5x5", daily)
    # a game in progress on 7x7 level 5: turns, a pin, a mark, a hint lit, a move undone (redo waiting), its clock
    host = open_board(page, "?size=7x7&level=5&sw=0")
    b = "window.__suido.board"
    for c in (0, 1, 2, 8, 8):
        page.evaluate(f"(c) => {b}.turn(c, 1)", c)
    expect(host).to_have_attribute("data-turns", "5")
    page.evaluate(f"{b}.pin(3)")
    expect(host.locator('.sd-cell[data-cell="3"]')).to_have_attribute("data-pinned", "true")
    page.evaluate(f"{b}.mark({{cell: 10, side: 1, mark: 'joined'}})")
    expect(host.locator(".sd-marks .sd-mark")).to_have_count(1)
    page.evaluate(f"(c) => {b}.turn(c, 1)", 20)
    expect(host).to_have_attribute("data-turns", "6")
    page.evaluate(f"{b}.undo()")
    expect(host).to_have_attribute("data-turns", "5")
    page.evaluate(f"{b}.hint()")
    expect(host).to_have_attribute("data-hints", "1")
    expect(host.locator(".sd-cell[data-hint=true]")).not_to_have_count(0)
    page.wait_for_timeout(6500)       # the clock runs (it is saved every 5 s and as the page goes away)
    # a board of one's own, made in the Make view (its answer kept), one turn made on it
    page.locator(".sd-menu a[data-view=make]").click()
    form = page.locator(".sd-make")
    form.locator("input[name=size]").fill("5")
    form.locator("input[name=seed]").fill("77")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "made")
    host = page.locator(".suido-play").first
    expect(host).to_have_attribute("data-painted", "true")
    page.evaluate(f"{b}.turn(0, 1)")
    expect(host).to_have_attribute("data-turns", "1")
    # settings: dark, reduced motion, anticlockwise, no timer
    page.locator(".sd-menu a[data-view=settings]").click()
    for name, value in (("theme", "dark"), ("motion", "reduce"), ("turning", "anticlockwise")):
        page.locator(f".sd-settings-form input[name={name}][value={value}]").check()
    page.locator(".sd-timer input").uncheck()
    page.locator(".sd-settings-form input[name=rings][value=pinned]").check()
    page.locator(".sd-settings-form input[name=share]").uncheck()
    page.locator(".sd-settings-form input[name=pointing]").check()
    page.goto(url + "icon.svg")       # the page goes away: its clock saved
    storage = page.evaluate("() => Object.fromEntries(Object.keys(localStorage).sort()"
                            ".map((k) => [k, localStorage.getItem(k)]))")
    made = {"day": DAY, "daily": daily, "solved": solved, "storage": storage}
    OUT.write_text(json.dumps(made, indent=1, ensure_ascii=False) + "\n")
    browser.close()
httpd.shutdown()
