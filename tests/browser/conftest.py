"""Fixtures for the browser tests: pytest-playwright driving Debian's Chromium over dist/site.

Never `playwright install`: Playwright launches the distro browser through executable_path
(/usr/bin/chromium, or $CHROMIUM). `python3 build.py test` apt-installs it when it is missing.

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
- new_context(newcomer=True, ...)   a fresh profile of a new player (every other context's pages belong to a
                   player who has dismissed the first minute's how-to)
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
import shutil
import threading
import time
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
CHROMIUM = os.environ.get("CHROMIUM") or shutil.which("chromium") or "/usr/bin/chromium"
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
# a player who has been here before: the how-to under a new player's first board was dismissed
RETURNING = "try { localStorage.getItem('suido-welcome') || localStorage.setItem('suido-welcome', 'seen'); } catch (e) {}"
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
    if not Path(CHROMIUM).exists():
        pytest.fail(f"no Chromium at {CHROMIUM}: `python3 build.py test` installs it (apt-get install chromium), "
                    "or set CHROMIUM=/path/to/chromium", pytrace=False)
    return {**browser_type_launch_args, "executable_path": CHROMIUM, "args": CHROMIUM_ARGS}


# ------------------------------------------------------------------------------------ console errors

class ConsoleErrors:
    """Console errors and uncaught exceptions of the pages (and their workers) of watched contexts."""

    def __init__(self) -> None:
        self.errors: list[str] = []
        self.allowed: list[re.Pattern[str]] = []

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
def console_errors() -> Iterator[ConsoleErrors]:
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


@pytest.fixture
def phone_context(new_context: Callable[..., Any]) -> Any:
    return new_context(**PHONE)


@pytest.fixture
def phone(phone_context: Any) -> Any:
    return phone_context.new_page()


@pytest.fixture
def desk_context(new_context: Callable[..., Any]) -> Any:
    return new_context(**DESK)


@pytest.fixture
def desk(desk_context: Any) -> Any:
    return desk_context.new_page()
