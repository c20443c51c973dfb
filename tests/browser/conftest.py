"""Fixtures for the browser tests: pytest-playwright driving Debian's Chromium over dist/site.

Never `playwright install`: Playwright launches the distro browser through executable_path: Chromium's headless
shell (Debian's chromium-headless-shell, builder/install.py's chromium_for_tests: about 30 % less CPU a page than the
full browser's headless mode), or $CHROMIUM. `python3 build.py test` apt-installs it when it is missing.

Fixtures (the test files beside this one use them; pytest-playwright's own `page`, `context`,
`new_context`, `browser` work as usual and are served by the same site):

- site_server      session: an in-process HTTP server over dist/site (build.py serve's handler: explicit
                   MIME map, precompressed files by Accept-Encoding); .url, .requests (paths asked for,
                   in order), .sent (path, status, Content-Encoding, body bytes of each answer), .stop()
- base_url         session: site_server.url, so page.goto("/?code=3x2:35B7vM") works
- own_server       a server over dist/site that this test may stop (to prove the site plays with no
                   origin at all: load it, wait for the service worker, own_server.stop(), open a tab)
- asset_server     a server over dist/site that sends Access-Control-Allow-Origin: * on every file
                   (the asset host of a cross-origin embed); serve_folder(path, cors=False) makes
                   one over any folder (e.g. a host page written into tmp_path); rate=N sends every
                   answer's bytes, all together, at N bytes a second (a slow link, service worker's
                   fetches too, which the DevTools protocol's throttling does not reach); types={".wasm":
                   "application/octet-stream"} sends those files as that type (a host that gets it wrong)
- shared_asset_server   session: asset_server for the whole session (the recipes' builds name its address once)
- phone_context / phone   a context / page like a phone: 390x844, touch, mobile, device scale 2
- desk_context / desk     a context / page like a desk: 1280x800, mouse
                   Both are WARM: the session's one context of that kind, which has booted once (its service
                   worker holds the release and Python's memory snapshot is in its cache), so a page of it plays in
                   about 1.5 s where a fresh one boots Python cold (8-12 s here). Between tests its pages are
                   closed and the player's storage (localStorage of every origin served here) is cleared; a
                   change a test makes to the context itself is undone (init scripts, permissions, offline,
                   headers, cookies) or, where it cannot be (the clock, exposed functions), the context is thrown
                   away and the next test boots another. A route never sees what the service worker serves, so
                   routing in a warm context is refused with a message. A test about STARTING (a first visit, a
                   release, offline, the snapshot, storage, a hostile browser, a new player's first screen) is
                   marked `@pytest.mark.fresh` (or its module: pytestmark = pytest.mark.fresh): its phone/desk
                   are then a fresh context each, as new_context(**PHONE) is. SUIDO_WARM=0 makes every
                   phone and desk fresh (to compare times, or to tell a leak between tests from a bug).
- new_context(newcomer=True, ...)   a fresh profile of a new player (every other context's pages belong to a
                   player who has dismissed the first minute's how-to); new_context(...) is always fresh. A new
                   player's page of a warm context: boardkit.page_of(request, "phone", newcomer=True) (a cookie
                   RETURNING reads; the warm contexts' storage and cookies are cleared between tests)
- console_errors   (autouse) every context made here (page, phone, desk, new_context(...)) reports its
                   console errors and uncaught page errors to it, and a test that saw any fails at
                   teardown. A test that expects one: console_errors.allow(r"regex") before, or
                   console_errors.take() to read and clear them.
"""

from __future__ import annotations

import functools
import http.server
import importlib.util
import os
import re
import threading
import time
from collections import defaultdict
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from playwright.sync_api import expect

ROOT = Path(__file__).resolve().parents[2]
# An expectation waits for the state it needs, up to this long: Playwright's default of 5 s was too short for a
# reply of the worker on a machine the whole suite loads (a test that passed alone failed in a whole run). A state
# that never comes still fails; only a failing test takes longer.
expect.set_options(timeout=20_000)
CHROMIUM_ARGS = [
    "--no-sandbox",  # root in a container
    "--disable-gpu",
    "--disable-dev-shm-usage",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
# a player who has been here before: the how-to under a new player's first board was dismissed. Unless the context
# holds the cookie NEWCOMER (the site keeps no cookie of its own): then its pages are a new player's, which is how a
# page of a warm context is one (boardkit.page_of(..., newcomer=True); the warm contexts' cookies go between tests)
NEWCOMER = "suido-test-newcomer"
RETURNING = (f"try {{ String(document.cookie || '').split('; ').includes('{NEWCOMER}=1') || localStorage.getItem('suido-welcome')"
             " || localStorage.setItem('suido-welcome', 'seen'); } catch (e) {}")
# every origin a server of this session served, and its server: the warm contexts clear the player's storage of each
# between tests that could hold some (Warm.lend)
ORIGINS: dict[str, Server] = {}
DESK = {"viewport": {"width": 1280, "height": 800}, "has_touch": False, "is_mobile": False, "device_scale_factor": 1}


def _load_build() -> Any:
    spec = importlib.util.spec_from_file_location("suido_build_py", ROOT / "build.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


build_py = _load_build()  # one MIME map for `build.py serve` and the tests


class _Handler(build_py.SiteHandler):  # type: ignore[misc, name-defined]
    """build.py serve's handler (explicit MIME map), remembering what was asked for."""

    requests: list[str]
    sent: list[tuple[str, int, str, int]]
    throttle: Throttle | None = None
    cors = False  # build.py's sends Access-Control-Allow-Origin: the tests' servers only when asked

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        self.requests.append(self.path)
        self.status = int(code) if isinstance(code, int) else 0  # (an HTTPStatus is an int)
        self.coding = ""  # one handler serves every request of a kept-alive connection

    def send_header(self, keyword: str, value: str) -> None:
        if keyword.lower() == "content-encoding":
            self.coding = value
        super().send_header(keyword, value)

    def copyfile(self, source: Any, outputfile: Any) -> None:
        n = 0
        while chunk := source.read(16384):
            if self.throttle:
                self.throttle.take(len(chunk))
            outputfile.write(chunk)
            n += len(chunk)
        self.sent.append((self.path, getattr(self, "status", 0), getattr(self, "coding", ""), n))

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002
        pass


class Throttle:
    """One link of `rate` bytes a second, shared by every connection of a server."""

    def __init__(self, rate: int) -> None:
        self.rate = rate
        self.lock = threading.Lock()
        self.free_at = 0.0

    def take(self, n: int) -> None:
        with self.lock:
            now = time.monotonic()
            start = max(now, self.free_at)
            self.free_at = start + n / self.rate
            wait = self.free_at - now
        time.sleep(wait)


class Server:
    """An HTTP server on 127.0.0.1 (a free port) in a thread of this process."""

    def __init__(self, directory: Path, cors: bool = False, rate: int | None = None,
                 types: dict[str, str] | None = None) -> None:
        self.requests: list[str] = []
        self.sent: list[tuple[str, int, str, int]] = []
        handler_class = type("Handler", (_Handler,), {"requests": self.requests, "sent": self.sent, "cors": cors,
                                                      "throttle": Throttle(rate) if rate else None})
        if types:
            handler_class.extensions_map = {**_Handler.extensions_map, **types}
        self.httpd = http.server.ThreadingHTTPServer(
            ("127.0.0.1", 0), functools.partial(handler_class, directory=str(directory)))
        self.port = self.httpd.server_address[1]
        self.url = f"http://127.0.0.1:{self.port}/"
        self.origin = f"http://127.0.0.1:{self.port}"
        ORIGINS[self.origin] = self   # (a port used again: the new server)
        self.cleared: dict[int, int] = {}   # id of a warm context -> len(requests) when its storage here was cleared
        self.directory = directory
        self._thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self._thread.start()
        self.running = True

    def stop(self) -> None:
        if self.running:
            self.running = False
            self.httpd.shutdown()
            self.httpd.server_close()

    def __repr__(self) -> str:
        return f"Server({self.url} -> {self.directory})"


@pytest.fixture(scope="session")
def site_server(site_dir: Path) -> Iterator[Server]:
    if not (site_dir / "index.html").is_file():
        pytest.fail("dist/site/index.html does not exist: site/ has no index.html yet", pytrace=False)
    server = Server(site_dir)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def base_url(site_server: Server) -> str:  # overrides pytest-playwright's (and pytest-base-url's)
    return site_server.url


@pytest.fixture
def serve_folder() -> Iterator[Callable[..., Server]]:
    servers: list[Server] = []

    def make(directory: Path, cors: bool = False, rate: int | None = None,
             types: dict[str, str] | None = None) -> Server:
        servers.append(Server(Path(directory), cors=cors, rate=rate, types=types))
        return servers[-1]

    yield make
    for server in servers:
        server.stop()


@pytest.fixture
def own_server(site_dir: Path, serve_folder: Callable[..., Server]) -> Server:
    return serve_folder(site_dir)


@pytest.fixture
def asset_server(site_dir: Path, serve_folder: Callable[..., Server]) -> Server:
    return serve_folder(site_dir, cors=True)


@pytest.fixture(scope="session")
def shared_asset_server(site_dir: Path) -> Iterator[Server]:
    server = Server(site_dir, cors=True)
    yield server
    server.stop()


@pytest.fixture(scope="session")
def browser_type_launch_args(browser_type_launch_args: dict[str, Any]) -> dict[str, Any]:
    # (read again here: `build.py test` installs Chromium within the session, after this file was imported)
    chromium = build_py.chromium_for_tests()
    if not Path(chromium).exists():
        pytest.fail(f"no Chromium at {chromium}: `python3 build.py test` installs it (apt-get install "
                    "chromium-headless-shell), or set CHROMIUM=/path/to/chromium", pytrace=False)
    return {**browser_type_launch_args, "executable_path": chromium, "args": CHROMIUM_ARGS}


# ------------------------------------------------------------------------------------ console errors

class ConsoleErrors:
    """Console errors and uncaught exceptions of the pages (and their workers) of watched contexts."""

    # The browser's own fetch of a page's icon (icon.svg, the favicon it names; favicon.ico) is no page's error:
    # Chromium's headless shell makes it, and a test's server stopped as the test ends may reset it
    ICON = re.compile(r"^console error: Failed to load resource: [^(]*\(https?://[^ ]+/(icon\.svg|favicon\.ico):")

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.allowed: list[re.Pattern[str]] = [self.ICON]

    def allow(self, pattern: str) -> None:
        """Errors matching this regex (searched in the message) do not fail the test."""
        self.allowed.append(re.compile(pattern))

    def take(self) -> list[str]:
        """The errors so far (allowed ones left out), forgetting them."""
        seen, self.errors = self.unexpected(), []
        return seen

    def unexpected(self) -> list[str]:
        return [e for e in self.errors if not any(p.search(e) for p in self.allowed)]

    def watch(self, context: Any) -> None:
        context.on("console", self._on_console)
        context.on("weberror", lambda error: self.errors.append(f"page error: {error.error}"))

    def _on_console(self, msg: Any) -> None:
        if msg.type == "error":
            where = msg.location or {}
            self.errors.append(f"console error: {msg.text} ({where.get('url', '?')}:{where.get('lineNumber', '?')})")


@pytest.fixture(autouse=True)
def console_errors(browser_name: str) -> Iterator[ConsoleErrors]:
    # (browser_name: every test here then takes pytest-playwright's session parameter, so the session's browser
    # and warm contexts are one instance for all; a test that reached them only by request.getfixturevalue had
    # none, and pytest closed and launched the browser again each time the run passed between the two kinds)
    errors = ConsoleErrors()
    yield errors
    bad = errors.unexpected()
    if bad:
        pytest.fail("the browser reported errors:\n  " + "\n  ".join(bad), pytrace=False)


@pytest.fixture
def new_context(new_context: Callable[..., Any], console_errors: ConsoleErrors) -> Callable[..., Any]:
    """pytest-playwright's new_context (so `context` and `page` too), watched for console errors. Its pages
    belong to a player who has been here before (the first minute's how-to dismissed), unless newcomer=True."""

    def make(newcomer: bool = False, **kwargs: Any) -> Any:
        context = new_context(**kwargs)
        console_errors.watch(context)
        if not newcomer:
            context.add_init_script(RETURNING)
        return context

    return make


# ------------------------------------------------------------------------------------ warm contexts

KINDS = {"phone": PHONE, "desk": DESK}
WARM_READY = 120_000  # ms: the warm-up's first boot, service worker and snapshot on a busy 2-core machine


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "fresh: this test is about starting (first visit, release, offline, snapshot, "
                                       "storage, hostile browsers): its phone/desk are a fresh browser context each")


class NeedsFresh(Exception):
    """Raised by what a warm context cannot do for a test (a route: the service worker answers first)."""


class Warm:
    """The session's warm browser contexts, one per kind (phone, desk), each lent to one test at a time."""

    ROUTES = ("route", "route_from_har", "route_web_socket")
    CLOCK = ("install", "fast_forward", "pause_at", "resume", "run_for", "set_fixed_time", "set_system_time")
    SPOILS = ("expose_binding", "expose_function", "set_storage_state")
    UNDONE = ("add_init_script", "grant_permissions", "set_offline", "set_extra_http_headers", "set_geolocation")

    def __init__(self, browser: Any, args: dict[str, Any], rows: list[tuple[str, float]]) -> None:
        self.browser = browser
        self.args = args
        self.rows = rows   # (what, seconds) of each warm-up, for the time table at the end (tests/conftest.py)
        self.contexts: dict[str, Any] = {}
        self.boot_errors = ConsoleErrors()
        self.errors: dict[str, ConsoleErrors] = {}   # kind -> the ConsoleErrors of the test it is lent to
        self.undo: dict[str, list[Callable[[], Any]]] = defaultdict(list)   # kind -> what to undo when given back
        self.page_guards: dict[str, Callable[[Any], None]] = {}
        self.keepers: dict[str, tuple[Any, Any]] = {}   # kind -> (a blank page kept open, its DevTools session)
        self.dirty: dict[str, str] = {}   # kind -> what a test changed past undoing (the context is made anew)

    def _errors(self, kind: str) -> ConsoleErrors:
        return self.errors.get(kind, self.boot_errors)

    # -- making one
    def _make(self, kind: str, why: str = "") -> Any:
        t0 = time.perf_counter()
        context = self.browser.new_context(**self.args, **KINDS[kind])
        context.on("console", lambda msg: self._errors(kind)._on_console(msg))
        context.on("weberror", lambda error: self._errors(kind).errors.append(f"page error: {error.error}"))
        context.add_init_script(RETURNING)
        page = context.new_page()
        page.goto("./")
        _boots(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=WARM_READY)
        page.wait_for_function("window.__suido.snapshot !== null", timeout=WARM_READY)   # its making started
        made = page.evaluate("window.__suido.snapshot")   # (awaited: {made, ms?, why?})
        page.reload()
        _boots(page)
        used = page.evaluate("window.__suido.client.phases && window.__suido.client.phases.snapshot")
        page.close()
        keeper = context.new_page()   # blank, never lent: it clears the storage between tests, and keeps the context up
        self.keepers[kind] = (keeper, context.new_cdp_session(keeper))
        bad = self.boot_errors.take()
        if bad:
            context.close()
            pytest.fail(f"the warm {kind} context's boot reported errors:\n  " + "\n  ".join(bad), pytrace=False)
        # (without a snapshot it is still warm, service worker and HTTP cache, only slower: said in the time table)
        said = (f" anew ({why})" if why else "") + ("" if used == "used" else f", booting without a snapshot: {made}")
        self.rows.append((f"browser: warm-up of a {kind} context{said}", time.perf_counter() - t0))
        return context

    # -- lending one to a test, and taking it back
    def lend(self, kind: str, errors: ConsoleErrors) -> Any:
        context = self.contexts.get(kind)
        if context is None or context.is_closed() or kind in self.dirty:
            why = self.dirty.pop(kind, "" if context is None else "it was closed")
            if context is not None and not context.is_closed():
                context.close()
            context = self.contexts[kind] = self._make(kind, why)
        self._clear(kind, context)
        context.clear_cookies()
        self.errors[kind] = errors
        self._guard(kind, context)
        return context

    def _clear(self, kind: str, context: Any) -> None:
        """The player's storage cleared: localStorage of every origin served here."""
        _, session = self.keepers[kind]
        for origin, server in sorted(ORIGINS.items()):
            # a running server's origin each time (its pages may come from a service worker, asking it nothing); a
            # stopped one's once after it last served (its pages are closed, no page of it can open again)
            if server.running or server.cleared.get(id(context)) != len(server.requests):
                session.send("Storage.clearDataForOrigin", {"origin": origin, "storageTypes": "local_storage"})
                server.cleared[id(context)] = len(server.requests)

    def give_back(self, kind: str) -> None:
        context = self.contexts.get(kind)
        try:
            if context is not None and not context.is_closed():
                for page in list(context.pages):   # (the test's events until then are the test's)
                    if page is not self.keepers[kind][0]:
                        page.close()
                # the storage cleared now too, not only as the next test begins: a page going away saves its game
                # (pagehide), and a save that landed after the next test's clear left it a game of the test before
                # (one turn in, on the same board: seen once in a whole run)
                self._clear(kind, context)
                for undo in reversed(self.undo[kind]):
                    undo()
        finally:
            self.undo[kind].clear()
            self.errors.pop(kind, None)
            if context is not None and not context.is_closed():
                self._unguard(kind, context)

    # -- what a test may change on the context itself: undone, or the context made anew
    def _guard(self, kind: str, context: Any) -> None:
        cls = type(context)
        undo = self.undo[kind]

        def undone(name: str, back: Callable[[], Any]) -> Callable[..., Any]:
            def call(*args: Any, **kwargs: Any) -> Any:
                undo.append(back)
                return getattr(cls, name)(context, *args, **kwargs)
            return call

        def kept_script(*args: Any, **kwargs: Any) -> Any:
            script = cls.add_init_script(context, *args, **kwargs)
            undo.append(script.close)
            return script

        def spoiling(name: str, method: Callable[..., Any]) -> Callable[..., Any]:
            def call(*args: Any, **kwargs: Any) -> Any:
                self.dirty[kind] = name
                return method(*args, **kwargs)
            return call

        def refused(*args: Any, **kwargs: Any) -> Any:
            raise NeedsFresh("a route never sees what the warm context's service worker serves: mark this test "
                             "@pytest.mark.fresh (its phone/desk are then fresh contexts), or use new_context(...)")

        context.add_init_script = kept_script
        context.grant_permissions = undone("grant_permissions", context.clear_permissions)
        context.set_offline = undone("set_offline", lambda: cls.set_offline(context, False))
        context.set_extra_http_headers = undone("set_extra_http_headers", lambda: cls.set_extra_http_headers(context, {}))
        context.set_geolocation = undone("set_geolocation", lambda: cls.set_geolocation(context, None))
        for name in self.SPOILS:
            setattr(context, name, spoiling(name, getattr(context, name)))
        for name in self.ROUTES:
            setattr(context, name, refused)
        clock = context._impl_obj.clock   # the context's clock (page.clock is it too): once set, set for good
        for name in self.CLOCK:
            setattr(clock, name, spoiling(f"clock.{name}", getattr(clock, name)))

        def guard_page(page: Any) -> None:
            for name in self.ROUTES:
                setattr(page, name, refused)
        self.page_guards[kind] = guard_page
        context.on("page", guard_page)

    def _unguard(self, kind: str, context: Any) -> None:
        for name in (*self.UNDONE, *self.SPOILS, *self.ROUTES):
            context.__dict__.pop(name, None)
        for name in self.CLOCK:
            context._impl_obj.clock.__dict__.pop(name, None)
        if kind in self.page_guards:
            context.remove_listener("page", self.page_guards.pop(kind))

    def close(self) -> None:
        for context in self.contexts.values():
            if not context.is_closed():
                context.close()


def _boots(page: Any) -> None:
    page.wait_for_function("() => window.__suido && (window.__suido.playableAt || window.__suido.error)",
                           timeout=WARM_READY)
    error = page.evaluate("window.__suido.error")
    if error:
        pytest.fail(f"the warm context's page did not start: {error}", pytrace=False)


@pytest.fixture(scope="session")
def warm(browser: Any, browser_context_args: dict[str, Any], time_rows: list[tuple[str, float]]) -> Iterator[Warm]:
    """The warm contexts (made on first use); their warm-ups' times go to the time table (tests/conftest.py)."""
    pool = Warm(browser, browser_context_args, time_rows)
    yield pool
    pool.close()


def _lent(kind: str, request: pytest.FixtureRequest, console_errors: ConsoleErrors) -> Iterator[Any]:
    # SUIDO_WARM=0: every phone and desk fresh, as before the warm tier (to compare, or to tell a warm context's
    # leak from a bug)
    if request.node.get_closest_marker("fresh") or os.environ.get("SUIDO_WARM") == "0":
        yield request.getfixturevalue("new_context")(**KINDS[kind])
        return
    pool: Warm = request.getfixturevalue("warm")
    context = pool.lend(kind, console_errors)
    try:
        yield context
    finally:
        pool.give_back(kind)


@pytest.fixture
def as_newcomer() -> Callable[[Any], None]:
    """as_newcomer(context): the context's pages are a new player's from now on (RETURNING reads the cookie
    NEWCOMER); a warm context loses it before the next test, with its other cookies."""

    def make(context: Any) -> None:
        context.add_cookies([{"name": NEWCOMER, "value": "1", "domain": "127.0.0.1", "path": "/"}])

    return make


@pytest.fixture
def phone_context(request: pytest.FixtureRequest, console_errors: ConsoleErrors) -> Iterator[Any]:
    yield from _lent("phone", request, console_errors)


@pytest.fixture
def phone(phone_context: Any) -> Any:
    return phone_context.new_page()


@pytest.fixture
def desk_context(request: pytest.FixtureRequest, console_errors: ConsoleErrors) -> Iterator[Any]:
    yield from _lent("desk", request, console_errors)


@pytest.fixture
def desk(desk_context: Any) -> Any:
    return desk_context.new_page()
