"""Helpers the browser tests share: the embed page with a board of a given size, and touches sent through
the DevTools protocol (a pinch is two fingers, which Playwright's own touchscreen cannot do)."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

READY = 45_000  # ms: Pyodide's first boot on a busy 2-core machine


def open_embed(page: Any, attrs: dict[str, str] | None = None) -> Any:
    """embed.html's <suido-board>, painted; with attrs set on it afterwards (a size: that board, painted)."""
    page.goto("embed.html")
    el = page.locator("suido-board")
    expect(el).to_have_attribute("data-painted", "true", timeout=READY)
    if attrs:
        el.first.evaluate("(e, attrs) => { for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v); }", attrs)
        if "size" in attrs:
            width = attrs["size"].split("x")[0]
            expect(el.locator("svg.suido")).to_have_attribute("data-width", width, timeout=READY)
            expect(el).to_have_attribute("data-painted", "true", timeout=READY)
    return el


def open_board(page: Any, query: str = "") -> Any:
    """Go to the site's page (query: its address, else the bare page) and wait for a painted board; the host."""
    page.goto(query or "./")
    host = page.locator(".suido-play")
    expect(host).to_have_attribute("data-painted", "true", timeout=READY)
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
