"""Tap -> water painted, measured inside the page, on the two biggest boards (28x28 and 20x50).

    python3 build.py build && .venv/bin/python bench/tap_latency.py [--taps 100] [--pair] [--nets] [--field]

With --nets it plays the two biggest boards with the colour per network off and on, in two pages side by side, each
tap made on both in turn (so both see the same load), and prints the medians side by side (the goal: a tap with the colours on costs at most 10%
more than with them off). With --pair it plays a 20x20 board on squares and one on hexagons instead (bench/boards.py pair_boards; the goal: a tap on a hexagonal board as
fast as on a square one, side by side). With --field it plays a 20x20 square board that wraps with the field of its
copies (the setting) off and on, side by side, the same way.

It serves dist/site, opens each board of bench/boards.py in Debian's Chromium (playwright), and
clicks pieces: first `--taps` pieces in the order the answer's water reaches them, each turned
towards its answer (so the water runs further, a few cells at a time, as when solving), then
`--trunk` taps on the pump's piece of the scrambled board, then `--trunk` on the pump of the board
as answered (each cuts off or gives back the whole board: the worst taps). The page records, per
turn, the time from the input event to the water written onto the drawing
(window.__suido.timings[].ms), to the next animation frame (.frame) and to that frame drawn (.painted).
Prints a table: median, p95 and max in ms, and how many cells a reply changed; then the goals for a tap's latency side by
side with this build: tap -> water painted <= 50 ms at p95 on solving taps, <= 100 ms on the worst taps (p95; the
max beside it), no frame over 50 ms (the longest gap between animation frames while tapping, and the long animation
frames over 50 ms Chromium saw), on 28x28 and 20x50, each row with the machine's load average (1 / 5 / 15 min)
as it was measured: the goals hold at a load under 1.

    node tools/bench_in_pyodide.mjs bench/tap_latency.py --engine     the worker's Python alone
"""

from __future__ import annotations

import argparse
import functools
import importlib.util
import os
import shutil
import sys
import time
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SITE = ROOT / "dist" / "site"
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(HERE))

CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", "--disable-background-networking",
                 "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic"]
DESK = {"viewport": {"width": 1280, "height": 800}}
PRESS_MS = 60  # how long a click holds the button down


def serve_site(directory: Path = SITE) -> tuple[Any, str]:
    """dist/site on 127.0.0.1 (a free port), with build.py's MIME map; (server, url)."""
    import http.server  # here: Pyodide (--engine) has no http
    import threading

    if not (directory / "index.html").is_file():
        sys.exit(f"{directory} is not built: run `python3 build.py build` first")
    spec = importlib.util.spec_from_file_location("suido_build_py", ROOT / "build.py")
    assert spec and spec.loader
    build_py = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_py)

    class Quiet(build_py.SiteHandler):  # type: ignore[misc, name-defined]
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(directory)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"


def median(values: list[float]) -> float:
    return percentile(values, 50)  # (the site's trimmed stdlib has no statistics module)


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    k = (len(ordered) - 1) * p / 100
    lo = int(k)
    hi = min(lo + 1, len(ordered) - 1)
    return ordered[lo] + (ordered[hi] - ordered[lo]) * (k - lo)


def engine_cases(code: str, answer: str, taps: int, trunk: int) -> tuple[tuple[str, str, list[tuple[int, int]]], ...]:
    """The worker-alone cases of a board: (name, the code it starts from, its taps): solving taps, the pump turned
    on the board as dealt (`trunk` times), and the pump turned on its answer (every piece dries)."""
    from suido import decode

    pump = decode(code).sources[0]
    return (("solving", code, solving_taps(code, answer, taps)), ("at the pump", code, [(pump, 1)] * trunk),
            ("solved, at the pump", answer, [(pump, 1)] * trunk))


def solving_taps(code: str, answer: str, count: int) -> list[tuple[int, int]]:
    """(cell, by) taps towards the answer, in the order the answer's water reaches the pieces."""
    from suido import decode, flow_of
    from suido.codes import grid_of

    board, solved = decode(code), decode(answer)
    grid = grid_of(board)
    flow = flow_of(solved)
    taps: list[tuple[int, int]] = []
    for cell in sorted(flow.order, key=lambda c: (flow.depth[c], c)):
        polygon = board.polygons[cell]
        n = grid.polygons[polygon].sides
        q = grid.turns_between(board.cells[cell], solved.cells[cell], polygon) or 0   # the short way round
        taps += [(cell, 1)] * q if q <= n // 2 else [(cell, -1)] * (n - q)
        if len(taps) >= count:
            break
    return taps[:count]


NODES = """() => { const host = document.querySelector('.suido-play');
    const count = (el) => document.createTreeWalker(el, NodeFilter.SHOW_ALL).nextNode() ? (() => {
        const w = document.createTreeWalker(el, NodeFilter.SHOW_ALL); let n = 0; while (w.nextNode()) n++; return n; })() : 0;
    return {elements: host.querySelectorAll('*').length, nodes: count(host),
            svg: host.querySelector('svg.suido').querySelectorAll('*').length}; }"""


FRAMES = """() => { const f = window.__frames = {gaps: [], long: [], last: 0, on: true};
    const tick = (t) => { if (f.last) f.gaps.push(t - f.last); f.last = t; if (f.on) requestAnimationFrame(tick); };
    requestAnimationFrame(tick);
    try { new PerformanceObserver((list) => { for (const e of list.getEntries()) f.long.push(e.duration); })
      .observe({type: 'long-animation-frame'}); } catch (e) { f.long = null; } }"""
FRAMES_DONE = """() => { const f = window.__frames; f.on = false;
    return {gap: Math.max(0, ...f.gaps), over: f.gaps.filter((g) => g > 50).length, frames: f.gaps.length,
            long: f.long === null ? null : f.long.filter((d) => d > 50).length}; }"""


def load() -> str:
    try:
        return " / ".join(f"{x:.1f}" for x in os.getloadavg())
    except (OSError, AttributeError):
        return "?"


def opened(page: Any, url: str, code: str, zoom: float = 1.0) -> int:
    """The board `code` opened in `page`, its first water run (zoomed in `zoom` times); the turns it opened with."""
    from urllib.parse import quote  # here: the site's trimmed stdlib (--engine in Pyodide) has no urllib

    page.goto(f"{url}?code={quote(code)}&sw=0")
    page.wait_for_selector('.suido-play[data-painted="true"]', timeout=60_000)
    page.wait_for_timeout(2500)  # the first water has run
    if zoom > 1:
        page.evaluate("z => window.__suido.view.zoom(z)", zoom)
        page.wait_for_timeout(300)
    return int(page.locator(".suido-play").get_attribute("data-turns") or 0)


def tap(page: Any, cell: int, by: int, pause_ms: int, turns: int) -> None:
    """A tap on the piece given in `cell` (`by` 1 the left button, -1 the right), as a hand makes it; waits until
    the board says `turns`."""
    # Where the piece is: scrolled into view first, then, as a hand does it, the pointer comes
    # to rest on it, presses and lets go. Nothing of the harness runs in the page meanwhile:
    # Playwright's own waiting polls the page every animation frame, and each of those frames
    # repaints the board, which is just what would hold up the water.
    box = page.evaluate("""c => {
        const el = document.querySelector(`.sd-cell[data-cell="${c}"] .sd-hit`);
        // zoomed in: the board's view pans to a piece that takes the focus (view.js), as for a key
        if (window.__suido.view.get().zoom > 1) el.closest('.sd-cell').focus({preventScroll: true});
        el.scrollIntoView({block: "nearest"});
        const r = el.getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2];
    }""", cell)
    page.mouse.move(box[0], box[1])
    time.sleep(pause_ms / 1000)
    button = "left" if by == 1 else "right"
    page.mouse.down(button=button)
    time.sleep(PRESS_MS / 1000)
    page.mouse.up(button=button)
    time.sleep(0.25)
    page.wait_for_function("n => document.querySelector('.suido-play').dataset.turns === String(n)",
                           arg=turns, polling=50, timeout=12_000)  # (a machine loaded 20 deep: a turn may wait)


def painted(page: Any, taps: int) -> list[dict[str, Any]]:
    """The page's last `taps` timings, once each has its frame painted."""
    page.wait_for_function("n => window.__suido.timings.filter(t => t.painted !== undefined).length >= n",
                           arg=taps, polling=50)
    timings: list[dict[str, Any]] = page.evaluate("window.__suido.timings")
    return timings[-taps:]


def run(page: Any, url: str, code: str, taps: list[tuple[int, int]], pause_ms: int,
        zoom: float = 1.0, frames: list[dict[str, Any]] | None = None) -> list[dict[str, Any]]:
    start = opened(page, url, code, zoom)
    page.evaluate(FRAMES)
    for n, (cell, by) in enumerate(taps, start=1):
        tap(page, cell, by, pause_ms, start + n)
    timings = painted(page, len(taps))
    if frames is not None:
        frames.append({**page.evaluate(FRAMES_DONE), "load": load()})
    else:
        page.evaluate(FRAMES_DONE)
    return timings


def goals(size: str, solving: list[dict[str, Any]], worst: list[dict[str, Any]], frames: list[dict[str, Any]]) -> list[str]:
    """The goals for a tap's latency beside this build's figures, each row with the load it was measured at."""
    def yes(ok: bool) -> str:
        return "met" if ok else "NOT met"

    painted = [t["painted"] for t in solving]
    worst_painted = [t["painted"] for t in worst]
    s95, w95, wmax = percentile(painted, 95), percentile(worst_painted, 95), max(worst_painted)
    gap = max(f["gap"] for f in frames)
    over = sum(f["over"] for f in frames)
    longs = [f["long"] for f in frames]
    long_text = "n/a" if any(n is None for n in longs) else str(sum(longs))
    return [
        f"| {size} | solving taps painted, p95 | <= 50 ms | {s95:.1f} ms | {yes(s95 <= 50)} | {frames[0]['load']} |",
        f"| {size} | worst taps painted, p95 (max) | <= 100 ms | {w95:.1f} ms ({wmax:.1f}) | {yes(w95 <= 100)} |"
        f" {frames[-1]['load']} |",
        f"| {size} | longest frame gap (gaps over 50 ms of all) | <= 50 ms | {gap:.1f} ms ({over} of"
        f" {sum(f['frames'] for f in frames)}) | {yes(gap <= 50)} | {frames[-1]['load']} |",
        f"| {size} | long animation frames over 50 ms | 0 | {long_text} |"
        f" {yes(long_text == '0')} | {frames[-1]['load']} |",
    ]


def row(name: str, timings: list[dict[str, Any]]) -> str:
    def col(key: str) -> list[float]:
        return [t[key] for t in timings]

    def three(key: str) -> str:
        v = col(key)
        return f"{median(v):6.2f} {percentile(v, 95):6.2f} {max(v):6.2f}"

    ms, changed = col("ms"), col("changed")
    parts = [f"{name:<26}", f"{len(ms):>4}", three("ms"), three("painted")]
    parts += [f"{median(col(k)):5.2f} / {percentile(col(k), 95):5.2f}" for k in ("queued", "engine", "write")]
    parts += [f"{median(changed):6.0f}", f"{max(changed):5.0f}"]
    return "| " + " | ".join(parts) + " |"


def engine_only(taps: int, trunk: int, pair: bool = False) -> None:
    """The worker's share alone: suido.web.handle for the same taps, JSON in and out, timed here.
    Run it inside Pyodide (the browser's Python) with
        node tools/bench_in_pyodide.mjs bench/tap_latency.py --engine"""
    import json
    import time

    from boards import boards, grid_boards, pair_boards
    from suido import decode, web

    print(f"suido.web.handle, turn, on {sys.platform} Python {sys.version.split()[0]} (ms)")
    print("| board, taps                |    n | median |   p95  |   max  | open   |")
    print("|----------------------------|-----:|-------:|-------:|-------:|-------:|")
    for size, (code, answer) in (pair_boards() if pair else boards()).items():
        pump = decode(code).sources[0]
        cases = (("solving", code, solving_taps(code, answer, taps)), ("at the pump", code, [(pump, 1)] * trunk),
                 # the worst: the board as answered, its pump turned (the whole board dries, and comes back)
                 ("solved, at the pump", answer, [(pump, 1)] * trunk))
        for name, start, moves in cases:
            t = time.perf_counter()
            opened = json.loads(web.handle(json.dumps({"id": 0, "op": "open", "args": {"code": start}})))
            open_ms = (time.perf_counter() - t) * 1000
            board = opened["result"]["board"]
            times = []
            for n, (cell, by) in enumerate(moves):
                request = json.dumps({"id": n, "op": "move", "args": {"board": board, "move": f"{cell}{'+' if by > 0 else '-'}"}})
                t = time.perf_counter()
                web.handle(request)
                times.append((time.perf_counter() - t) * 1000)
            print(f"| {size + ' ' + name:<26} | {len(times):>4} | {median(times):6.2f} | "
                  f"{percentile(times, 95):6.2f} | {max(times):6.2f} | {open_ms:6.0f} |")


def engine_ab(taps: int, trunk: int, rounds: int = 5) -> None:
    """The loops' and islands' cost in a tap (an aid's cost), side by side under the same load: the same taps on
    two copies of each board, one tap on each in turn, one with the loops and islands worked out (as the
    site) and one without (``suido.web.reply``' ``rings_moved`` replaced by nothing for its taps).
        node tools/bench_in_pyodide.mjs bench/tap_latency.py --engine --ab"""
    import json
    import time

    from boards import boards
    from suido import web
    from suido.web import reply as webboards  # where a move's reply takes the rings (rings_moved)

    rings_moved = webboards.rings_moved
    spent: list[float] = []

    def with_rings(board: Any, flow: Any, masks: Any) -> dict[str, Any]:
        t = time.perf_counter()
        said = rings_moved(board, flow, masks)
        spent.append((time.perf_counter() - t) * 1000)
        return said  # type: ignore[no-any-return]

    def without(board: Any, flow: Any, masks: Any) -> dict[str, Any]:
        return {}

    print(f"suido.web.handle, turn, on {sys.platform} Python {sys.version.split()[0]} (ms), {rounds} rounds: "
          "without the loops and islands -> with them")
    print("| board, taps                |    n | median without -> with | p95 without -> with | median + |"
          " loops and islands in the tap: median / p95 (share of the median tap) |")
    print("|----------------------------|-----:|-----------------------:|--------------------:|---------:|"
          "------------------------------------------------:|")
    for size, (code, answer) in boards().items():
        cases = engine_cases(code, answer, taps, trunk)
        for name, start, moves in cases:
            times: dict[bool, list[float]] = {False: [], True: []}
            spent.clear()
            for _ in range(rounds):
                ids = {}
                for on in (False, True):
                    opened = json.loads(web.handle(json.dumps({"id": 0, "op": "open", "args": {"code": start}})))
                    ids[on] = opened["result"]["board"]
                for n, (cell, by) in enumerate(moves):
                    for on in ((False, True) if n % 2 else (True, False)):
                        webboards.rings_moved = with_rings if on else without
                        request = json.dumps({"id": n, "op": "move", "args": {"board": ids[on], "move": f"{cell}{'+' if by > 0 else '-'}"}})
                        t = time.perf_counter()
                        web.handle(request)
                        times[on].append((time.perf_counter() - t) * 1000)
                webboards.rings_moved = rings_moved
                for on in (False, True):
                    web.handle(json.dumps({"id": 0, "op": "close", "args": {"board": ids[on]}}))
            off, on_ = times[False], times[True]
            print(f"| {size + ' ' + name:<26} | {len(on_):>4} | {median(off):9.2f} -> {median(on_):9.2f} | "
                  f"{percentile(off, 95):8.2f} -> {percentile(on_, 95):8.2f} | "
                  f"{100 * (median(on_) / median(off) - 1):+7.1f} % | {median(spent):6.3f} / {percentile(spent, 95):6.3f}"
                  f" ({100 * median(spent) / median(on_):4.1f} %) |")


def engine_nets(taps: int, trunk: int, rounds: int = 5) -> None:
    """The colour per network's cost in a tap, in the worker's Python alone: the same taps on two copies of each
    board, one tap on each in turn, one opened with the colours on (`nets`), one without.
        node tools/bench_in_pyodide.mjs bench/tap_latency.py --engine --nets"""
    import json
    import time

    from boards import boards
    from suido import web

    print(f"suido.web.handle, turn, on {sys.platform} Python {sys.version.split()[0]} (ms), {rounds} rounds: "
          f"the colours per network off -> on; load {load()}")
    print("| board, taps                |    n | median off -> on | p95 off -> on | median + |")
    print("|----------------------------|-----:|-----------------:|--------------:|---------:|")
    for size, (code, answer) in boards().items():
        cases = engine_cases(code, answer, taps, trunk)
        for name, start, moves in cases:
            times: dict[bool, list[float]] = {False: [], True: []}
            for _ in range(rounds):
                ids = {on: json.loads(web.handle(json.dumps({"id": 0, "op": "open", "args": {"code": start, "nets": on}}))
                                      )["result"]["board"] for on in (False, True)}
                for n, (cell, by) in enumerate(moves):
                    for on in ((False, True) if n % 2 else (True, False)):
                        request = json.dumps({"id": n, "op": "move",
                                              "args": {"board": ids[on], "move": f"{cell}{'+' if by > 0 else '-'}"}})
                        t = time.perf_counter()
                        web.handle(request)
                        times[on].append((time.perf_counter() - t) * 1000)
                for on in (False, True):
                    web.handle(json.dumps({"id": 0, "op": "close", "args": {"board": ids[on]}}))
            off, on_ = times[False], times[True]
            print(f"| {size + ' ' + name:<26} | {len(on_):>4} | {median(off):6.2f} -> {median(on_):6.2f} | "
                  f"{percentile(off, 95):5.2f} -> {percentile(on_, 95):5.2f} | {100 * (median(on_) / median(off) - 1):+7.1f} % |")


SETTINGS = {"nets": ("suido-nets", "colours", "the colours per network", "boards", 10.0),
            "field": ("suido-field", "field", "the field of copies round a board that wraps", "wrap_boards", None)}
"""The settings a tap is timed with off and on (--nets, --field): the key the page remembers it by, its column's
name, its words, the boards (bench/boards.py's function) and the goal (at most this % more with it on, or None:
measured only)."""


def setting_ab(url: str, args: Any, setting: str) -> None:
    """A tap with a setting off and on (`SETTINGS`: remembered before the page loads), side by side: two pages of
    one browser, each tap made on both in turn; the medians and p95 of tap -> water written and -> painted, and how
    much more a tap costs with it on."""
    from playwright.sync_api import sync_playwright

    import boards as made
    from suido import decode

    key, column, said, chosen, most = SETTINGS[setting]
    print(f"| board, taps                | {column:<7} | n | written: median  p95 | painted: median  p95 | engine 50 |"
          " write 50 | load |")
    print("|----------------------------|---------|--:|---------------------:|---------------------:|----------:|"
          "---------:|------|")
    summary = []
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for size, (code, answer) in getattr(made, chosen)().items():
            pump = decode(code).sources[0]
            cases = (("solving", code, solving_taps(code, answer, args.taps)),
                     ("at the pump", code, [(pump, 1)] * args.trunk), ("solved, at the pump", answer, [(pump, 1)] * args.trunk))
            for name, start, taps in cases:
                pages, turns = {}, {}
                for on in ("off", "on"):  # two pages side by side, one with the setting on
                    context = browser.new_context(**DESK)
                    context.add_init_script(f"try {{ localStorage.setItem('{key}', '{on}'); }} catch (e) {{}}")
                    pages[on] = context.new_page()
                    turns[on] = opened(pages[on], url, start)
                for n, (cell, by) in enumerate(taps, start=1):  # each tap on both, in turn, the first of them swapped
                    for on in (("off", "on") if n % 2 else ("on", "off")):
                        tap(pages[on], cell, by, args.pause, turns[on] + n)
                got = {on: painted(pages[on], len(taps)) for on in ("off", "on")}
                for page in pages.values():
                    page.context.close()
                for on in ("off", "on"):
                    ms = [t["ms"] for t in got[on]]
                    drawn = [t["painted"] for t in got[on] if t.get("painted") is not None]
                    print(f"| {size + ' ' + name:<26} | {on:<7} | {len(ms)} | {median(ms):7.1f} {percentile(ms, 95):7.1f} "
                          f"| {median(drawn):7.1f} {percentile(drawn, 95):7.1f} "
                          f"| {median([t['engine'] for t in got[on]]):7.1f} | {median([t['write'] for t in got[on]]):6.1f} "
                          f"| {load()} |")
                off = median([t["painted"] for t in got["off"]])
                now = median([t["painted"] for t in got["on"]])
                goal = "" if most is None else f" {'met' if now <= off * (1 + most / 100) else 'not met'} |"
                summary.append(f"| {size + ' ' + name:<26} | {off:7.1f} -> {now:7.1f} | {100 * (now / off - 1):+6.1f} % |"
                               + goal)
        browser.close()
    print(f"\nA tap (-> painted, median) with {said} off and on"
          + ("" if most is None else f"; the goal: at most {most:.0f}% more with it on"))
    print("| board, taps                | off -> on (ms) | more |" + ("" if most is None else " goal |"))
    print("|----------------------------|---------------:|-----:|" + ("" if most is None else "------|"))
    print("\n".join(summary))


def sites_ab(urls: dict[str, str], args: Any) -> None:
    """Two builds side by side (`--against DIR`: "before" that build, "after" --site): two pages of one browser, each
    tap made on both in turn (the first of each pair swapped), so both see the same load; per board and case the
    written and painted medians and p95, the longest gap between frames and the long animation frames (over 50 ms)
    while tapping, with the load average."""
    from playwright.sync_api import sync_playwright

    from boards import boards, grid_boards, pair_boards

    chosen = grid_boards(tuple(args.grids.split(","))) if args.grids else pair_boards() if args.pair else boards()
    if args.sizes:
        from boards import tree_board
        chosen = {f"{w}x{h}": tree_board(int(w), int(h), 2024) for w, h in (z.split("x") for z in args.sizes.split(","))}
    print("| board, taps                | build  |  n | written: median  p95 | painted: median  p95 |   max | longest gap | frames > 50 ms | long frames | load |")
    print("|----------------------------|--------|---:|---------------------:|---------------------:|------:|------------:|---------------:|------------:|------|")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for size, (code, answer) in chosen.items():
            for name, start, taps in engine_cases(code, answer, args.taps, args.trunk):
                pages, turns = {}, {}
                for build, url in urls.items():
                    context = browser.new_context(**DESK, reduced_motion="reduce" if args.reduced_motion else "no-preference")
                    pages[build] = context.new_page()
                    turns[build] = opened(pages[build], url, start)
                for page in pages.values():  # (both counted from here: not the first while the second opens)
                    page.evaluate(FRAMES)
                order = list(urls)
                for n, (cell, by) in enumerate(taps, start=1):
                    for build in (order if n % 2 else order[::-1]):
                        tap(pages[build], cell, by, args.pause, turns[build] + n)
                got = {build: painted(pages[build], len(taps)) for build in urls}
                frames = {build: pages[build].evaluate(FRAMES_DONE) for build in urls}
                for page in pages.values():
                    page.context.close()
                for build in urls:
                    ms = [t["ms"] for t in got[build]]
                    drawn = [t["painted"] for t in got[build]]
                    f = frames[build]
                    print(f"| {size + ' ' + name:<26} | {build:<6} | {len(ms):>2} | {median(ms):7.1f} {percentile(ms, 95):7.1f} "
                          f"| {median(drawn):7.1f} {percentile(drawn, 95):7.1f} | {max(drawn):5.0f} | {f['gap']:8.1f} ms "
                          f"| {f['over']:>5} of {f['frames']:<5} | {f['long']} | {load()} |", flush=True)
        browser.close()


EVERY: tuple[str, ...] = ("square", "hex", "octagonal", "etrat", "cube", "trihexagonal", "snubsquare",
                          "rhombitrihexagonal", "triangular", "hexapipes-hex")
"""Every grid the page plays, in the order --every prints them (squares first: the ratios are to it)."""

OPEN = """async (a) => { const s = window.__suido; const host = document.querySelector('.suido-play');
    const t0 = performance.now();
    await s.board.load({code: a.code, answer: a.answer, progress: ""});
    const rendered = performance.now() - t0;
    const drawn = await new Promise((done) => requestAnimationFrame(() => { const ch = new MessageChannel();
        ch.port1.onmessage = () => { ch.port1.close(); done(performance.now() - t0); }; ch.port2.postMessage(0); }));
    while (host.dataset.painted !== "true") await new Promise((r) => requestAnimationFrame(r));
    return {rendered, drawn, turns: Number(host.dataset.turns || 0)}; }"""
"""A board opened in a booted page as the maker's board is (board.load): ms to its drawing rendered (the worker's
open and the SVG put in), and to the frame after it drawn (style, layout and paint of the whole drawing)."""


def turned(code: str, taps: list[tuple[int, int]]) -> str:
    """`code` with `taps` ((cell, by) turns) made on its pieces: the board a round of solving taps starts from."""
    import dataclasses

    from suido import decode, encode
    from suido.codes import grid_of

    board = decode(code)
    grid = grid_of(board)
    cells = list(board.cells)
    for cell, by in taps:
        cells[cell] = grid.turn(cells[cell], by, board.polygons[cell])
    return encode(dataclasses.replace(board, cells=tuple(cells)))


def every_boards(names: tuple[str, ...], seed: int = 2024) -> dict[str, tuple[str, str]]:
    """{grid: (code, answer)}: a 20x20 network of each grid (hexapipes' size 20 on its grids), all from one maker
    (`suido.make`, seeded), so that every grid's board is made the same way."""
    import suido

    return {name: (lambda m: (m.code, m.answer))(suido.make(width=20, height=20, grid=name, seed=seed, kind="network"))
            for name in names}


def reply_sizes(code: str, answer: str) -> dict[str, int]:
    """Bytes of the worker's replies (suido.web.handle, in this Python): the open, the open with the field, and the
    worst tap (the answer's pump turned)."""
    import json

    from suido import decode, web

    def call(op: str, args: dict[str, Any]) -> dict[str, Any]:
        return json.loads(web.handle(json.dumps({"id": 0, "op": op, "args": args})))

    opened_ = web.handle(json.dumps({"id": 0, "op": "open", "args": {"code": code}}))
    board = call("open", {"code": answer})["result"]["board"]
    worst = web.handle(json.dumps({"id": 1, "op": "move", "args": {"board": board,
                                                                     "move": f"{decode(answer).sources[0]}+"}}))
    svg = json.loads(opened_)["result"]["svg"]
    return {"open": len(opened_), "svg": len(svg), "cells": svg.count('class="sd-cell"'),
            "elements": svg.count("<") - svg.count("</"), "worst": len(worst)}


def every_grid(url: str, args: Any) -> None:
    """Every grid side by side in one page (`--every`): a 20x20 of each opened in turn, in rounds (the grids' order
    turned each round, so each sees the same load): per round and grid, the board as the round's share of solving
    taps left it opened (timed), `--taps` // `--rounds` solving taps on it, then its answer opened (timed) and
    `--trunk` // `--rounds` taps at its pump (the worst taps: every piece dries, or is wet again). Prints per grid the
    medians and p95 of tap -> painted for each kind of tap and of the open -> drawn, the ratio of the medians to the
    square board's, the load average over its rows, and the drawing's size."""
    from playwright.sync_api import sync_playwright

    names = tuple(args.every.split(",")) if args.every not in ("", "all") else EVERY
    made = every_boards(names)
    rounds = max(1, args.rounds)
    per, worst_per = max(1, args.taps // rounds), max(1, args.trunk // rounds)
    plan = {name: solving_taps(code, answer, per * rounds) for name, (code, answer) in made.items()}
    sizes = {name: reply_sizes(code, answer) for name, (code, answer) in made.items()}
    got: dict[str, dict[str, list[float]]] = {n: {"solving": [], "solving written": [], "worst": [], "open": [],
                                                   "open rendered": []} for n in names}
    loads: dict[str, list[float]] = {n: [] for n in names}
    missed: dict[str, int] = {n: 0 for n in names}
    nodes: dict[str, int] = {}
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        context = browser.new_context(**DESK, reduced_motion="reduce" if args.reduced_motion else "no-preference")
        page = context.new_page()
        first, first_answer = made[names[0]]
        opened(page, url, first)
        for r in range(rounds):
            order = list(names[r % len(names):] + names[:r % len(names)])
            if r % 2:
                order.reverse()
            for name in order:
                code, answer = made[name]
                taps = plan[name]
                start = turned(code, taps[:r * per])
                for which, board_code, moves in (("solving", start, taps[r * per:(r + 1) * per]),
                                                 ("worst", answer, [(decode_pump(answer), 1)] * worst_per)):
                    if not moves:
                        continue
                    o = page.evaluate(OPEN, {"code": board_code, "answer": answer})
                    got[name]["open"].append(o["drawn"])
                    got[name]["open rendered"].append(o["rendered"])
                    nodes[name] = page.evaluate("() => document.querySelector('.suido-play svg.suido').querySelectorAll('*').length")
                    page.wait_for_timeout(1500)  # the first water has run
                    done = 0
                    for n, (cell, by) in enumerate(moves, start=1):
                        try:
                            tap(page, cell, by, args.pause, o["turns"] + n)
                        except Exception:  # (a turn not told within the wait: said, and the round goes on)
                            turns = page.evaluate("document.querySelector('.suido-play').dataset.turns")
                            print(f"round {r + 1}, {name}, {which}: the tap on {cell} was not told (turns {turns},"
                                  f" {o['turns'] + n} awaited)", flush=True)
                            missed[name] += 1
                            break
                        done = n
                    if not done:
                        continue
                    timings = painted(page, done)
                    got[name][which] += [t["painted"] for t in timings]
                    if which == "solving":
                        got[name]["solving written"] += [t["ms"] for t in timings]
                    loads[name].append(os.getloadavg()[0])
            print(f"round {r + 1} of {rounds} done, load {load()}", flush=True)
        browser.close()
    base = names[0]
    print(f"\nA 20x20 of every grid, {rounds} rounds in one page (the order turned each round); ms, median / p95; "
          f"x: the median's ratio to {base}'s; load: the 1-minute load average over the grid's rows (min-max)")
    print("| grid | cells | SVG elements | open reply KB | worst reply KB | solving taps painted | x | "
          "worst taps painted | x | open -> drawn | x | load |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for name in names:
        g, b, z = got[name], got[base], sizes[name]

        def two(key: str) -> str:
            return f"{median(g[key]):.1f} / {percentile(g[key], 95):.1f}" if g[key] else "-"

        def ratio(key: str) -> str:
            return f"{median(g[key]) / median(b[key]):.2f}" if g[key] and b[key] else "-"

        print(f"| {name} | {z['cells']} | {nodes.get(name, 0):,} | {z['open'] / 1024:.0f} | {z['worst'] / 1024:.1f} "
              f"| {two('solving')} ({len(g['solving'])}) | {ratio('solving')} | {two('worst')} ({len(g['worst'])}) "
              f"| {ratio('worst')} | {two('open')} ({len(g['open'])}) | {ratio('open')} "
              f"| {min(loads[name]):.1f}-{max(loads[name]):.1f} |" + (f" {missed[name]} taps not told |" if missed[name] else ""))


def decode_pump(code: str) -> int:
    from suido import decode

    return decode(code).sources[0]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--taps", type=int, default=100)
    parser.add_argument("--trunk", type=int, default=10)
    parser.add_argument("--pause", type=int, default=200,
                        help="ms the pointer rests on a piece before pressing (a person's pace)")
    parser.add_argument("--reduced-motion", action="store_true", help="as a page under prefers-reduced-motion")
    parser.add_argument("--zoom", type=float, default=1.0, help="zoomed in this far (1..6) before the taps")
    parser.add_argument("--engine", action="store_true", help="time suido.web.handle alone, no browser")
    parser.add_argument("--pair", action="store_true", help="a 20x20 board on squares and on hexagons, side by side"
                        " (bench/boards.py pair_boards), instead of the two biggest")
    parser.add_argument("--grids", default="", help="comma-separated hexapipes grids (octagonal,cube,...): a 20x20"
                        " network of each beside a 20x20 square board (bench/boards.py grid_boards)")
    parser.add_argument("--every", default="", help="every grid side by side in one page, in rounds: 'all' (or a"
                        " comma-separated list, squares first): a 20x20 of each, solving taps, worst taps and the open")
    parser.add_argument("--rounds", type=int, default=6, help="with --every: the rounds the taps are shared over")
    parser.add_argument("--ab", action="store_true", help="with --engine: with and without the loops and islands")
    parser.add_argument("--nets", action="store_true", help="with the colour per network off and on, side by side")
    parser.add_argument("--field", action="store_true", help="a 20x20 square board that wraps, with the field of its"
                        " copies off and on, side by side")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site to serve (a copy of an older build,"
                        " to run before and after side by side)")
    parser.add_argument("--against", type=Path, default=None, help="another built site (a copy of the build before):"
                        " both played side by side, each tap on both in turn")
    parser.add_argument("--sizes", default="", help="with --against: square boards of these sizes (28x28,40x40,...)"
                        " instead of the default boards")
    args = parser.parse_args(argv)
    if args.engine:
        if args.nets:
            engine_nets(args.taps, args.trunk)
        elif args.ab:
            engine_ab(args.taps, args.trunk)
        else:
            engine_only(args.taps, args.trunk, args.pair)
        return 0

    from playwright.sync_api import sync_playwright

    from boards import boards, grid_boards, pair_boards
    from suido import decode

    httpd, url = serve_site(args.site)
    if args.against:
        before, before_url = serve_site(args.against)
        try:
            sites_ab({"before": before_url, "after": url}, args)
        finally:
            before.shutdown()
            httpd.shutdown()
        return 0
    if args.every:
        try:
            every_grid(url, args)
        finally:
            httpd.shutdown()
        return 0
    if args.nets or args.field:
        try:
            setting_ab(url, args, "nets" if args.nets else "field")
        finally:
            httpd.shutdown()
        return 0
    nodes: dict[str, dict[str, int]] = {}
    goal_lines = ["| board | goal of | goal | this build | | load average (1 / 5 / 15 min) |",
                  "|---|---|---:|---:|---|---|"]
    lines = ["| board, taps                |    n | written: median  p95    max | painted: median p95  max "
             "| queued 50/95  | engine 50/95  | write 50/95   | cells~ | cells |",
             "|----------------------------|-----:|-----------------------------|---------------------------"
             "|---------------|---------------|---------------|-------:|------:|"]
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            chosen = grid_boards(tuple(args.grids.split(","))) if args.grids else pair_boards() if args.pair else boards()
            for size, (code, answer) in chosen.items():
                context = browser.new_context(
                    **DESK, reduced_motion="reduce" if args.reduced_motion else "no-preference")
                page = context.new_page()
                frames: list[dict[str, Any]] = []
                solving = run(page, url, code, solving_taps(code, answer, args.taps), args.pause, args.zoom, frames)
                nodes[size] = page.evaluate(NODES)
                lines.append(row(f"{size} solving", solving))
                layout = decode(code)
                pump = layout.sources[0]
                # the pump's own piece: every turn cuts off, or gives back, what hangs on its arms
                trunk = run(page, url, code, [(pump, 1)] * args.trunk, args.pause, args.zoom, frames)
                lines.append(row(f"{size} at the pump", trunk))
                # the worst: the board as answered, its pump turned (the whole board dries, and comes back)
                worst = run(page, url, answer, [(pump, 1)] * args.trunk, args.pause, args.zoom, frames)
                lines.append(row(f"{size} solved, at the pump", worst))
                goal_lines += goals(size, solving, worst, frames)
                lines.append(row(f"{size} all", solving + trunk + worst))
                context.close()
            browser.close()
    finally:
        httpd.shutdown()
    print("tap -> water written onto the drawing (written), and -> the frame after it drawn (painted: a message\n"
          "sent from the next animation frame's callback arrives once that frame's style, layout and paint are\n"
          "done), in ms, measured in the page. Of the written: queued (input event to the handler sending the\n"
          "move), engine (the worker's round trip: Python and the messages), write (the reply written onto the\n"
          "SVG). cells: cells a reply changed.")
    if args.zoom > 1:
        print(f"zoomed in {args.zoom:g} times (the board's viewBox; each piece brought into view before its tap)")
    print("\n".join(lines))
    print("\nDOM the board adds (inside the host): elements / all nodes (text too) / elements of the SVG")
    for size, n in nodes.items():
        print(f"| {size:<6} | {n['elements']:>6} | {n['nodes']:>6} | {n['svg']:>6} |")
    print("\nThe goals for a tap's latency (at a load average under 1) beside this build, with the load when each was measured:")
    print("\n".join(goal_lines))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
