"""Accessibility of every view, light and dark, at a desk and on a phone, in English and Japanese: axe-core (pinned,
from npm through build.py) finds no serious or critical violation; and the views by keyboard alone: the menu's
links, each view's focus, and Back. Screenshots of each view are kept in dist/screenshots/ to look at."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from boardkit import READY, hold_python, open_board, page_of, painted, settle
from conftest import PHONE, build_py
from playwright.sync_api import expect

SHOTS = Path(__file__).resolve().parents[2] / "dist" / "screenshots"
VIEWS = ("play", "levels", "make", "pieces", "stats", "settings", "embed")


@pytest.fixture(scope="module")
def axe_source() -> str:
    return build_py.ensure_axe().read_text(encoding="utf-8")


def axe_violations(page: Any, axe_source: str, within: str | None = None) -> list[dict[str, Any]]:
    """axe-core's serious and critical violations on the page as it stands (WCAG 2.x A and AA, and best practice);
    within: a selector, to audit only the first element it finds (a board's host) and what it holds."""
    if not page.evaluate("typeof window.axe !== 'undefined'"):
        page.add_script_tag(content=axe_source)
    found = page.evaluate("""async (within) => {
        const r = await axe.run(within ? document.querySelector(within) : document, { resultTypes: ["violations"] });
        return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help,
          nodes: v.nodes.slice(0, 4).map((n) => n.target.join(" ") + ": " + n.failureSummary) }));
    }""", within)
    return [v for v in found if v["impact"] in ("serious", "critical")]


# every view in English; then, chosen in the Settings view (no reload), in Japanese, on a phone (light) and at a desk
# (dark): other words, of other lengths, in other orders (a level button's name and what it shows, WCAG 2.5.3)
@pytest.mark.parametrize("who, scheme, langs", [("desk", "light", "en"), ("desk", "dark", "en+ja"),
                                                ("phone", "light", "en+ja"), ("phone", "dark", "en")])
def test_axe_finds_no_serious_violation_on_any_view(request: pytest.FixtureRequest, axe_source: str, who: str,
                                                    scheme: str, langs: str) -> None:
    page = page_of(request, who, newcomer=True, color_scheme=scheme)
    open_board(page)
    expect(page.locator(".sd-welcome")).to_be_visible()          # the first minute's how-to is checked too
    expect(page.locator(".sd-guide")).to_be_attached()
    SHOTS.mkdir(parents=True, exist_ok=True)
    bad: dict[str, list[dict[str, Any]]] = {}
    for lang in langs.split("+"):
        if lang != "en":                                            # (chosen in the Settings view)
            page.locator(".sd-menu a[data-view=settings]").click()
            page.locator(".sd-lang select").select_option(lang)
            expect(page.locator("html")).to_have_attribute("data-lang-shown", lang)
        for name in VIEWS:
            page.locator(f".sd-menu a[data-view={name}]").click()
            expect(page.locator("main")).to_have_attribute("data-view", name)
            if name == "pieces":
                expect(page.locator(".sd-guide li")).not_to_have_count(0)
            if name == "stats":
                expect(page.locator(".sd-stats h2")).to_be_visible()
            settle(page)                                            # the water's transitions run
            shot = f"view-{name}-{who}-{scheme}" + ("" if lang == "en" else f"-{lang}")
            page.screenshot(path=str(SHOTS / f"{shot}.png"))
            found = axe_violations(page, axe_source)
            if found:
                bad[f"{name} ({lang})"] = found
    assert not bad, json.dumps(bad, indent=1, ensure_ascii=False)


def test_the_views_by_keyboard_alone_with_addresses_and_back(desk: Any) -> None:
    page = desk
    host = open_board(page, "?size=5x5&level=2")
    # a shared address that names a level: the board has the focus
    expect(page.locator(".sd-cell:focus")).to_have_count(1)
    menu = page.locator(".sd-menu a")
    expect(menu).to_have_count(len(VIEWS))
    # the menu by keys: Tab from Play reaches Levels, and Enter on it shows its view with its heading focused
    page.locator(".sd-menu a[data-view=play]").focus()
    page.keyboard.press("Tab")
    expect(page.locator(".sd-menu a[data-view=levels]")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("main")).to_have_attribute("data-view", "levels")
    assert page.url.endswith("?view=levels")
    expect(page.locator(".sd-levels h2")).to_be_focused()
    expect(page.locator(".sd-menu a[data-view=levels]")).to_have_attribute("aria-current", "page")
    expect(host).to_be_hidden()
    # choosing a level by keyboard plays it: the Play view, its address, the board focused
    page.locator('.sd-levels button[data-level="3"]').focus()
    page.keyboard.press("Enter")
    expect(page.locator("main")).to_have_attribute("data-view", "play")
    assert page.url.endswith("?size=5x5&level=3")
    expect(page.locator(".sd-cell:focus")).to_have_count(1)
    # Settings, then Back twice: the level, then the list; Forward: the level again; no reload on the way
    page.evaluate("window.__notReloaded = true")
    page.locator(".sd-menu a[data-view=settings]").click()
    assert page.url.endswith("?view=settings")
    expect(page.locator(".sd-settings h2")).to_be_focused()
    # the keys' focus on a control has the page's ring (it had the browser's thin one on radios and checkboxes)
    page.keyboard.press("Tab")
    assert page.evaluate("""() => { const e = document.activeElement, s = getComputedStyle(e);
        return [e.closest('.sd-settings') !== null, s.outlineStyle, s.outlineWidth]; }""") == [True, "solid", "3px"]
    page.go_back()
    expect(page.locator("main")).to_have_attribute("data-view", "play")
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 3")
    page.go_back()
    expect(page.locator("main")).to_have_attribute("data-view", "levels")
    page.go_forward()
    expect(page.locator("main")).to_have_attribute("data-view", "play")
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 3")
    assert page.evaluate("window.__notReloaded") is True
    # Play's link in the menu is the board's own address; every view's address opens that view
    expect(page.locator(".sd-menu a[data-view=play]")).to_have_attribute("href", "/?size=5x5&level=3")
    for name in VIEWS[1:]:
        page.goto(f"./?view={name}")
        expect(page.locator("main")).to_have_attribute("data-view", name)
        painted(host)   # the board waits behind it


def test_a_board_drawn_before_python_is_up_is_clean_too(new_context: Any, axe_source: str) -> None:
    """A new player's first board, drawn from first.js with its how-to and the progress bar over the heading
    before Python is up, is what a screen reader meets first: axe-core finds nothing serious there either, and
    the drawing's pieces are grid cells with names."""
    page = new_context(newcomer=True, **PHONE).new_page()
    let_go = hold_python(page)   # Python cannot start until let go
    page.goto("./?sw=0")
    expect(page.locator(".suido-play")).to_have_attribute("data-preview", "true", timeout=READY)
    expect(page.locator(".sd-welcome")).to_be_visible()
    expect(page.locator(".suido-play svg.suido[role=grid] [role=gridcell][aria-label]")).to_have_count(25)
    found = axe_violations(page, axe_source)
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)
    let_go()


def test_a_big_board_drawn_in_bands_reads_as_one_grid_of_rows(desk: Any, axe_source: str) -> None:
    """A 20x20 board is drawn in two bands of rows (suido.svg.bands: a foreignObject holding an <svg> each, said to
    no screen reader): the accessibility tree is the one grid, its 20 rows of 20 named cells, in order, and axe-core
    finds nothing serious on the board."""
    host = open_board(desk, "?size=20x20&level=1")
    expect(host.locator("svg.suido > foreignObject.sd-band")).to_have_count(2)
    tree = host.locator("svg.suido").aria_snapshot()
    rows = [line.strip() for line in tree.splitlines() if line.strip().startswith("- row ")]
    assert rows == [f'- row "Row {n}":' for n in range(1, 21)], tree[:400]
    cells = [line for line in tree.splitlines() if "gridcell" in line]
    assert len(cells) == 400 and "Row 20, column 20" in cells[-1] and "Row 11, column 1:" in cells[200]
    found = axe_violations(desk, axe_source, ".suido-play")
    assert not found, json.dumps(found, indent=1, ensure_ascii=False)
