"""Fixtures of the three-engine set: `engines` (the session's browsers, one of each, started when first asked for),
`site` (a server over dist/site), `engine` (each test runs once per engine it is parametrized with: by default
WebKit and Firefox, drive.BESIDE_CHROMIUM: Chromium plays every feature in tests/browser, on a warm page), and `open_tab(...)`: a page of that engine, a returning player's unless newcomer=True, closed after the test,
(init: a script run before the page's own, where the driver can), which fails if any of its pages reported an error (console errors; uncaught errors and rejections).

`kept_tab(size, touch)`: a returning player's page of that engine kept for the module's tests (a tab's start is a
new profile and a cold boot: a new MiniBrowser under WebKit's driver), its service worker and HTTP cache kept;
before each test it is taken to the site and the site's storage (localStorage, sessionStorage) cleared, so each test
begins on a player with no game; the errors its pages report during the test fail it. WebKit and Firefox keep one
tab, sized to each test (their drivers send touch as they are asked, whatever the tab; WebKitGTK's driver holds one
session at a time: `open_tab` closes WebKit's kept tab first); Chromium one a kind (touch or not: a context's
option). A test about starting (a first visit, dark or reduced motion, a script before the page's own) takes
`open_tab`."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import drive
import pytest


@pytest.fixture(scope="session")
def engines(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[drive.Engines]:
    playwright = request.getfixturevalue("playwright")  # set up first, so torn down after the browsers
    kit = drive.Engines(lambda: playwright, tmp_path_factory.mktemp("engines"))
    yield kit
    kit.close()


@pytest.fixture(scope="session")
def site(site_dir: Path) -> Iterator[Any]:
    server = drive.browser_kit.Server(site_dir)
    yield server
    server.stop()


def pytest_generate_tests(metafunc: pytest.Metafunc) -> None:
    if "engine" in metafunc.fixturenames and not any(m.name == "parametrize" and "engine" in m.args[0]
                                                     for m in metafunc.definition.iter_markers()):
        metafunc.parametrize("engine", drive.BESIDE_CHROMIUM)


@pytest.fixture(scope="module")
def _kept_tabs() -> Iterator[dict[tuple[str, bool], drive.Tab]]:
    tabs: dict[tuple[str, bool], drive.Tab] = {}
    yield tabs
    for tab in tabs.values():
        try:
            tab.close()
        except Exception:  # noqa: BLE001 - its browser gone already
            pass


@pytest.fixture
def open_tab(engines: drive.Engines, site: Any, engine: str,
             _kept_tabs: dict[tuple[str, bool], drive.Tab]) -> Iterator[Callable[..., drive.Tab]]:
    tabs: list[drive.Tab] = []
    allowed: list[re.Pattern[str]] = []

    def make(size: tuple[int, int] = drive.DESK, touch: bool = False, newcomer: bool = False, dark: bool = False,
             reduced: bool = False, base: str | None = None, allow: str = "", init: str = "") -> drive.Tab:
        if allow:
            allowed.append(re.compile(allow))
        kept = _kept_tabs.pop((engine, False), None) if engine == "webkit" and not (dark or reduced) else None
        if kept is not None:   # WebKitGTK's driver: one session at a time
            kept.close()
        tab = engines.get(engine).tab(base or site.url, size, touch, newcomer, dark, reduced, init)
        tabs.append(tab)
        return tab

    yield make
    fail_on_errors(engine, tabs, allowed, close=True)


def fail_on_errors(engine: str, tabs: list[drive.Tab], allowed: list[re.Pattern[str]], close: bool) -> None:
    """The test fails if any of its tabs' pages reported an error not allowed; its tabs closed first when asked."""
    errors: list[str] = []
    for tab in tabs:
        try:
            errors += [e for e in tab.errors() if not any(p.search(e) for p in allowed)]
        except Exception:  # noqa: BLE001 - a page the test closed or left on another origin
            pass
        if close:
            tab.close()
    if errors:
        pytest.fail(f"{engine}: the page reported errors:\n  " + "\n  ".join(errors), pytrace=False)


@pytest.fixture
def kept_tab(engines: drive.Engines, site: Any, engine: str,
             _kept_tabs: dict[tuple[str, bool], drive.Tab]) -> Iterator[Callable[..., drive.Tab]]:
    used: list[drive.Tab] = []
    # the favicon the browser asks for icon.svg, shown as a page (the storage is cleared there), may fail after it
    allowed: list[re.Pattern[str]] = [re.compile(r"favicon\.ico")]

    def make(size: tuple[int, int] = drive.DESK, touch: bool = False, allow: str = "") -> drive.Tab:
        if allow:
            allowed.append(re.compile(allow))
        key = (engine, touch and engine == "chromium")
        tab = _kept_tabs.get(key)
        if tab is None:
            tab = _kept_tabs[key] = engines.get(engine).tab(site.url, size, touch, False, False, False)
            tab.size = size
        elif tab.size != size:
            tab.resize(size)
            tab.size = size
        tab.base = site.url
        tab.front()
        tab.goto(site.url + "icon.svg")   # the site's storage cleared from a page with no script of the site's
        tab.js(f"() => {{ localStorage.clear(); sessionStorage.clear(); {drive.browser_kit.RETURNING} }}")
        tab.forget_errors()
        used.append(tab)
        return tab

    yield make
    fail_on_errors(engine, used, allowed, close=False)
