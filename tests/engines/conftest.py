"""Fixtures of the three-engine set: `engines` (the session's browsers, one of each, started when first asked for),
`site` (a server over dist/site), `engine` (each test runs once per engine it is parametrized with: by default all
three), and `open_tab(...)`: a page of that engine, a returning player's unless newcomer=True, closed after the test,
(init: a script run before the page's own, where the driver can), which fails if any of its pages reported an error (console errors; uncaught errors and rejections)."""

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
        metafunc.parametrize("engine", drive.ENGINES)


@pytest.fixture
def open_tab(engines: drive.Engines, site: Any, engine: str) -> Iterator[Callable[..., drive.Tab]]:
    tabs: list[drive.Tab] = []
    allowed: list[re.Pattern[str]] = []

    def make(size: tuple[int, int] = drive.DESK, touch: bool = False, newcomer: bool = False, dark: bool = False,
             reduced: bool = False, base: str | None = None, allow: str = "", init: str = "") -> drive.Tab:
        if allow:
            allowed.append(re.compile(allow))
        tab = engines.get(engine).tab(base or site.url, size, touch, newcomer, dark, reduced, init)
        tabs.append(tab)
        return tab

    yield make
    errors: list[str] = []
    for tab in tabs:
        try:
            errors += [e for e in tab.errors() if not any(p.search(e) for p in allowed)]
        except Exception:  # noqa: BLE001 - a page the test closed or left on another origin
            pass
        tab.close()
    if errors:
        pytest.fail(f"{engine}: the page reported errors:\n  " + "\n  ".join(errors), pytrace=False)
