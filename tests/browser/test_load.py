"""The page when Python cannot start: a clear sentence within a bounded time, never a hang."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect


def test_a_wheel_that_does_not_load_is_said_at_once(desk: Any, console_errors: Any) -> None:
    console_errors.allow(r"Failed to load resource|net::ERR_FAILED|suido")
    desk.route("**/suido-*.whl", lambda route: route.abort())
    desk.goto("?code=3x3:1u82e42b3")
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=45_000)
    expect(fatal).to_contain_text("The puzzle could not load: ")   # then what Pyodide said went wrong
    expect(desk.locator("svg.suido")).to_have_count(0)
    assert desk.locator(".suido-play").get_attribute("aria-busy") is None


def test_a_worker_that_never_gets_ready_is_given_up_on(desk: Any, console_errors: Any) -> None:
    console_errors.allow(r".")  # the stalled download may be reported as the page goes away
    desk.add_init_script("window.__suidoReadyWithin = 3000")
    desk.route("**/pyodide.asm.wasm", lambda route: None)   # never answered: loadPyodide would wait forever
    desk.goto("?code=3x3:1u82e42b3")
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=15_000)
    expect(fatal).to_contain_text("The puzzle could not load: it did not start within 3 s")
