"""Helpers the browser tests share: the embed page with a board of a given size, and touches sent through
the DevTools protocol (a pinch is two fingers, which Playwright's own touchscreen cannot do); the keys' way from one
piece to another (`route`, the three-engine tests' too)."""

from __future__ import annotations

from collections import deque
from typing import Any, Callable

from playwright.sync_api import TimeoutError as PlaywrightTimeout
from playwright.sync_api import expect

READY = 45_000  # ms: Pyodide's first boot on a busy 2-core machine


def page_of(request: Any, who: str, viewport: dict[str, int] | None = None, newcomer: bool = False,
            **media: str) -> Any:
    """A new page of the warm phone or desk context (conftest.py: it has booted once, so the page plays in about
    1.5 s), sized to viewport when given, with media emulated (color_scheme, reduced_motion, forced_colors) before
    anything is loaded: what a fresh context made with those options gives its pages. newcomer: a new player's
    page (no how-to dismissed, nothing solved: the warm context's storage is cleared before each test), as
    new_context(newcomer=True) gives."""
    context = request.getfixturevalue(f"{who}_context")
    if newcomer:
        request.getfixturevalue("as_newcomer")(context)
    page = context.new_page()
    if viewport:
        page.set_viewport_size(viewport)
    if media:
        page.emulate_media(**media)
    return page


def painted(target: Any, timeout: int = READY) -> None:
    """Expect target (a locator: a board's host or a <suido-board>) to come to data-painted="true", looked at every
    animation frame while it waits. Playwright's expect looks again only every 500 ms once a wait passes a few
    hundred: a board's boot (1 to 3 s) ended about 250 ms before the test went on, in every test."""
    try:
        found = target.first.element_handle(timeout=timeout)
        (found.owner_frame() or target.page).wait_for_function(   # (in its own frame: an iframe's board too)
            "(e) => !e.isConnected || e.dataset.painted === 'true'", arg=found, polling="raf", timeout=timeout)
    except PlaywrightTimeout:
        pass   # expect says what it found instead
    try:
        expect(target).to_have_attribute("data-painted", "true", timeout=timeout)   # (at once, unless it was replaced)
    except AssertionError as e:
        raise AssertionError(f"{e}\nthe page then: {stalled(target.page)}") from None


def stalled(page: Any) -> Any:
    """What a page that never painted its board was at: whether its modules ran (and whether restart.js had read the
    page again for want of them), which of the modules it preloads had not arrived, its worker's phases, its service
    worker (a failure's message says it)."""
    try:
        return page.evaluate("""() => {
            const done = new Set(performance.getEntriesByType('resource').map((e) => e.name));
            const waiting = [...document.querySelectorAll('link[rel=modulepreload], script[src]')]
                .map((e) => e.href || e.src).filter((url) => !done.has(url)).map((url) => url.split('/').pop());
            const s = window.__suido;
            return { readyState: document.readyState, early: document.querySelector('.suido-play')?.dataset.early ?? null,
                     appRan: !!s, modulesRan: !!window.__suidoRan, restarted: sessionStorage.getItem('suido-restarted'),
                     navigation: performance.getEntriesByType('navigation')[0]?.type ?? null,
                     error: s?.error ?? null, phases: s?.client?.phases ?? null, notArrived: waiting,
                     serviceWorker: navigator.serviceWorker?.controller?.state ?? null,
                     earlyWorker: window.__suidoEarly ? window.__suidoEarly.heard.length : null, at: performance.now() };
        }""")
    except Exception as e:  # noqa: BLE001 (a diagnosis: whatever stops it is said instead)
        return f"(not read: {e})"


def open_embed(page: Any, attrs: dict[str, str] | None = None) -> Any:
    """embed.html's <suido-board>, painted; with attrs set on it afterwards (a size: that board, painted)."""
    page.goto("embed.html")
    el = page.locator("suido-board")
    painted(el)
    if attrs:
        el.first.evaluate("(e, attrs) => { for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v); }", attrs)
        if "size" in attrs:
            width = attrs["size"].split("x")[0]
            expect(el.locator("svg.suido")).to_have_attribute("data-width", width, timeout=READY)
            painted(el)
    return el


def open_board(page: Any, query: str = "") -> Any:
    """Go to the site's page (query: its address, else the bare page) and wait for a painted board; the host."""
    page.goto(query or "./")
    host = page.locator(".suido-play").first  # (the site's board: the Embed view holds another)
    painted(host)
    return host


def touch(session: Any, kind: str, points: list[tuple[float, float]]) -> None:
    session.send("Input.dispatchTouchEvent", {
        "type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in enumerate(points)]})


def pinch_out(page: Any, target: Any) -> Any:
    """Two fingers spread apart over the middle of target; the CDP session, for more touches."""
    box = target.bounding_box()
    cx, cy = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    session = page.context.new_cdp_session(page)
    touch(session, "touchStart", [(cx - 20, cy), (cx + 20, cy)])
    for step in range(1, 6):
        touch(session, "touchMove", [(cx - 20 - 15 * step, cy), (cx + 20 + 15 * step, cy)])
    touch(session, "touchEnd", [])
    return session


def show_view(page: Any, name: str) -> None:
    """Show a view of the site's page (play, levels, make, pieces, stats, settings) from its menu, as a player does."""
    page.locator(f".sd-menu a[data-view={name}]").click()
    expect(page.locator("main")).to_have_attribute("data-view", name)


def count_colour(png: bytes, rgb: tuple[int, int, int], within: int = 24) -> int:
    """How many pixels of a screenshot (Playwright's PNG: 8-bit RGB or RGBA, not interlaced) are within `within`
    of the colour rgb on every channel."""
    import struct
    import zlib
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    at, chunks, width, height, kind = 8, [], 0, 0, 0
    while at < len(png):
        n, tag = struct.unpack(">I4s", png[at:at + 8])
        body = png[at + 8:at + 8 + n]
        if tag == b"IHDR":
            width, height, depth, kind, _, _, interlace = struct.unpack(">IIBBBBB", body)
            assert depth == 8 and kind in (2, 6) and not interlace, (depth, kind, interlace)
        elif tag == b"IDAT":
            chunks.append(body)
        at += 12 + n
    raw = zlib.decompress(b"".join(chunks))
    step = 3 if kind == 2 else 4
    stride = width * step
    prev = bytearray(stride)
    found = 0
    for y in range(height):
        kind_of_filter = raw[y * (stride + 1)]
        line = bytearray(raw[y * (stride + 1) + 1:(y + 1) * (stride + 1)])
        for i in range(stride):
            a = line[i - step] if i >= step else 0
            b = prev[i]
            c = prev[i - step] if i >= step else 0
            if kind_of_filter == 1:
                line[i] = (line[i] + a) & 255
            elif kind_of_filter == 2:
                line[i] = (line[i] + b) & 255
            elif kind_of_filter == 3:
                line[i] = (line[i] + (a + b) // 2) & 255
            elif kind_of_filter == 4:
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                line[i] = (line[i] + (a if pa <= pb and pa <= pc else b if pb <= pc else c)) & 255
        for x in range(0, stride, step):
            if all(abs(line[x + k] - rgb[k]) <= within for k in range(3)):
                found += 1
        prev = line
    return found


def route(arrows: tuple[int, ...], start: int, goal: int) -> list[int]:
    """The ways (0..7, north first, clockwise) from the piece at `start` to the one at `goal`, fewest, by a board's
    table of eight ways a cell (`suido.grids.places.arrows_of`: -1 where a way has no neighbour)."""
    came: dict[int, tuple[int, int]] = {start: (-1, -1)}
    queue = deque([start])
    while queue:
        at = queue.popleft()
        for k in range(8):
            to = arrows[8 * at + k]
            if to >= 0 and to not in came:
                came[to] = (at, k)
                queue.append(to)
    assert goal in came, (start, goal)
    path = []
    while goal != start:
        goal, k = came[goal]
        path.append(k)
    return path[::-1]


SETTLED = """() => document.getAnimations().every((a) => !(a instanceof CSSTransition) || a.playState !== "running")"""
"""True once no CSS transition runs on the page (the water's flow, an animation that never ends, is not one)."""


def settle(page: Any) -> None:
    """Wait until the page's transitions (a turn's, the water's colour) have run: for a screenshot or an audit of
    what a player then sees."""
    page.wait_for_function(SETTLED, polling="raf")


def worker_answered(page: Any, n: int = 2, client: str = "window.__suido.client") -> None:
    """n requests (hello) to the page's worker, each sent once the one before is answered: the positive sign that
    what the page had asked the worker before, and what it asked on those replies (a chain of n), is answered and
    handled (the worker answers in order; a reply's handler runs before the next reply's). A test that something
    did not happen (a move not made, a line not shown) waits for this, not for a time. client: where the page's
    client is (an element's: "document.querySelector('suido-board').mount.board.client")."""
    page.evaluate(f"async (n) => {{ const c = {client}; for (let i = 0; i < n; i++) await c.call('hello'); }}", n)


def drawing_kept(page: Any) -> None:
    """Wait for the drawing the page before kept as it went away (preview.js, on pagehide): in Chromium that page's
    write may come after the next page of the origin first reads the storage."""
    page.wait_for_function("localStorage.getItem('suido-last-drawing') !== null", timeout=READY)


def played_and_left(page: Any, url: str, icon: str) -> list[int]:
    """A returning player's last visit: url opened and played (its first piece that turns, turned once), then the
    page left for icon (a page of the site that is no board: the drawing is kept as the board's page goes away).
    The pieces that turn, by cell."""
    from test_load import playable  # (test_load's own helpers import this module)
    page.goto(url)
    playable(page)
    free: list[int] = page.eval_on_selector_all(".suido-play .sd-cell:not([data-fixed=true])",
                                                "els => els.map(e => +e.dataset.cell)")
    page.locator(f'.suido-play .sd-cell[data-cell="{free[0]}"]').click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    page.goto(icon)
    drawing_kept(page)
    return free


def hold_back(page: Any, pattern: str) -> Callable[[], None]:
    """Hold back page's fetches of pattern; returns release(): what was held goes on, and what is asked for after it
    passes. (Continuing a list of what was held is not enough: a fetch made only after that, on a busy machine, was
    held for ever: the worker's wasm, and once the page's own app.js, asked for after the test had let the list go.)"""
    held: list[Any] = []
    released = False

    def hold(route: Any) -> None:
        if released:
            route.continue_()
        else:
            held.append(route)

    def release() -> None:
        nonlocal released
        released = True
        for route in held:
            route.continue_()
        held.clear()

    page.route(pattern, hold)
    return release


def hold_python(page: Any) -> Callable[[], None]:
    """Hold Python's start back in page (Pyodide's JavaScript held: a page served by its service worker reads the wasm
    from the release's cache, with no request to hold); returns release() (see hold_back)."""
    return hold_back(page, "**/pyodide/pyodide.asm.mjs")
