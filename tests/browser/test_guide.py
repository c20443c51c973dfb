"""The guide at /docs/ in Chromium: each of its HTML examples, English and Japanese, put on a page of another origin,
plays (every board painted, a turn heard, the iframe's messages logged); the page's footer leads to the guide, its
search finds the Japanese guide's words, whose language switch goes back to the same section in English, and the
guide leads to the API reference; axe-core finds no serious
violation in either."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from boardkit import READY, painted
from playwright.sync_api import expect
from conftest import build_py  # at import, as tests/engines has a conftest.py of its own

pytestmark = pytest.mark.recipes
GUIDE = Path(__file__).resolve().parents[2] / "docs" / "guide.md"
GUIDES = (GUIDE, GUIDE.with_name("guide.ja.md"))  # English, and Japanese (its examples run the same way)
FENCE = "`" * 3


def html_examples(guide: Path = GUIDE) -> list[str]:
    """A guide's HTML examples; a recipe's file shown as it is (`<!-- file: ... -->` above it) is played by the
    recipes' own tests."""
    found = re.findall(rf"^(<!-- (?:file|from): \S+ -->\n)?{FENCE}html\n(.*?)^{FENCE}$",
                       guide.read_text(encoding="utf-8"), re.S | re.M)
    return [block for recipe, block in found if not recipe]


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_every_html_example_of_the_guide_plays(guide: Path, desk: Any, shared_asset_server: Any, serve_folder: Any,
                                               tmp_path: Path) -> None:
    """Each guide's HTML examples, each in a section of one page of another origin (one Python for them all)."""
    examples = html_examples(guide)
    assert len(examples) >= 4
    body = "".join(f"<section id='example{n}'>{block}</section>\n" for n, block in enumerate(examples))
    (tmp_path / "index.html").write_text("<!doctype html><html lang='en'><head><meta charset='utf-8'><title>the "
                                         "guide's examples</title><link rel='icon' href='data:,'></head><body><main>"
                                         + body.replace("https://example.org/suido/", shared_asset_server.url)
                                         + "</main></body></html>", encoding="utf-8")
    desk.goto(serve_folder(tmp_path).url)
    for n, block in enumerate(examples):
        section = desk.locator(f"#example{n}")
        section.scroll_into_view_if_needed()   # a board paints its water once seen
        boards = section.locator("suido-board, #here")
        assert boards.count() or "<iframe" in block, f"example {n} shows no board"
        for i in range(boards.count()):
            painted(boards.nth(i))
        if "#here" in block:        # mountSuido's example turned a piece once ready
            expect(section.locator("#here")).to_have_attribute("data-turns", "1")
        if "<iframe" in block:      # the iframe's messages come to the page around it, and its commands go in
            expect(section.locator("#log")).to_contain_text("suido-ready", timeout=READY)
            inner = desk.frame_locator("iframe#suido").locator("suido-board")
            painted(inner)
            section.locator("#hint").click()
            expect(section.locator("#log")).to_contain_text("suido-hint")
            expect(inner).to_have_attribute("data-hints", "1")
    said = next(n for n, block in enumerate(examples) if "#said" in block)   # the events' example hears its turns
    board = desk.locator(f"#example{said} suido-board")
    for _ in range(2):
        board.locator('.sd-cell[data-cell="0"]').click()
    expect(desk.locator("#said")).to_have_text("2 turns" if guide == GUIDE else "2手")


def test_the_footer_leads_to_the_guide_and_the_guide_to_the_reference(desk: Any) -> None:
    from test_a11y import axe_violations

    axe = build_py.ensure_axe().read_text(encoding="utf-8")
    desk.goto("./")
    link = desk.locator("footer a[href='docs/']")
    expect(link).to_be_visible()
    link.click()
    expect(desk.locator("h1")).to_have_text("Suido for site owners")
    assert axe_violations(desk, axe) == []
    desk.get_by_role("searchbox").fill("実行環境")          # the search, over both languages, finds the Japanese
    hit = desk.locator("search .found a").first
    expect(hit).to_have_attribute("href", re.compile(r"^ja\.html#"))
    anchor = str(hit.get_attribute("href")).split("#")[1]
    hit.click()                                             # and the switch goes back to the same section
    expect(desk.locator("html")).to_have_attribute("lang", "ja")
    assert axe_violations(desk, axe) == []
    wide = desk.viewport_size
    desk.set_viewport_size({"width": 390, "height": 844})  # at a phone's width nothing runs off the side (its tables,
    assert desk.evaluate("() => document.documentElement.scrollWidth") <= 390   # its long calls), in either language
    switch = desk.locator("nav.top a[hreflang='en']")
    expect(switch).to_have_attribute("href", re.compile(rf"index\.html#{anchor}$"))
    switch.click()
    expect(desk).to_have_url(re.compile(rf"/docs/index\.html#{anchor}$"))
    expect(desk.locator(f"h2[id='{anchor}']")).to_be_in_viewport()
    assert desk.evaluate("() => document.documentElement.scrollWidth") <= 390
    desk.set_viewport_size(wide)
    desk.locator("main a[href='api/']").first.click()     # the reference's list of modules
    expect(desk.locator("h1")).to_have_text("The Python package's reference")
    assert axe_violations(desk, axe) == []
    desk.locator("a[href='suido/levels.html']").click()
    expect(desk.locator("#load")).to_be_attached()
    desk.go_back()
    desk.locator("a[href='suido.html']").click()
    expect(desk.locator("#check_answer")).to_be_attached()
    assert axe_violations(desk, axe) == []
