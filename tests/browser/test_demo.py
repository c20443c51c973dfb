"""The demo page around the board: a board of your own (made in the worker), the language chooser, light/dark,
the piece guide; each in its view (the menu's Make, Settings, Pieces)."""

from __future__ import annotations

import re
import struct
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, unquote, urlparse

import pytest
from boardkit import painted, show_view, worker_answered
from playwright.sync_api import expect

import suido
from conftest import DESK  # at import, as tests/engines has a conftest.py of its own

READY = 45_000


def open_page(page: Any, query: str = "") -> Any:
    page.goto(query or "./")
    host = page.locator(".suido-play")
    painted(host)
    expect(page.locator(".sd-make form")).to_be_attached()
    return host


def test_a_board_of_your_own_is_made_in_the_worker_and_played_with_its_answer(phone: Any) -> None:
    host = open_page(phone)
    made = suido.make(size=6, kind="drains", seed=3)
    game = suido.new_game(made.code)
    par = suido.taps_to_answer(game, suido.decode(made.answer).cells)
    form = phone.locator(".sd-make")
    show_view(phone, "make")
    # every state the form goes through, seen as it happens
    phone.evaluate("""() => { window.__states = [];
      new MutationObserver(() => window.__states.push([document.querySelector('.sd-make').dataset.state,
                                                        document.querySelector('.sd-make-state').textContent]))
        .observe(document.querySelector('.sd-make'), {attributes: true, subtree: true, childList: true}); }""")
    form.locator("input[name=size]").fill("6")
    form.locator("select[name=kind]").select_option("drains")
    form.locator("input[name=seed]").fill("3")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "made", timeout=READY)
    states = phone.evaluate("window.__states")
    assert ["making", "Making a board…"] in states
    expect(phone.locator(".sd-playing")).to_have_text("Your board · 6x6")
    expect(host.locator(".sd-cell")).to_have_count(36)
    expect(host.locator(".sdp-meter")).to_have_text(f"0 turns · par {par}")
    host.locator('[data-action=hint]').click()
    expect(host.locator(".sdp-note")).to_have_text(re.compile(r"^Turn the lit piece (a quarter|twice)"))
    expect(host.locator("[data-hint=true]").first).to_be_attached()
    host.locator('.sd-cell:not([data-fixed=true])').first.tap()
    expect(host).to_have_attribute("data-turns", "1")
    assert "answer" not in phone.url and made.code in unquote(phone.url)  # the address names it, not its answer
    show_view(phone, "make")                                   # the link stays with the maker
    link = form.locator("a.sd-make-link")
    expect(link).to_be_visible()
    query = parse_qs(urlparse(link.get_attribute("href") or "").query)
    assert query["code"] == [made.code] and "answer" not in query  # the link never gives the answer away
    # the link plays that board on its own (where this browser left it: the turn made above is saved, and
    # the answer this browser keeps of the boards it made gives the par)
    phone.goto(link.get_attribute("href") or "")
    painted(host)
    expect(phone.locator(".sd-playing")).to_have_text("Your board · 6x6")
    expect(host.locator(".sdp-meter")).to_have_text(f"1 turn · par {par} · 1 hint")  # the hint taken is kept too


def test_a_bad_option_is_said_in_the_engines_words(desk: Any) -> None:
    open_page(desk)
    show_view(desk, "make")
    form = desk.locator(".sd-make")
    form.locator("input[name=size]").fill("6")
    form.locator("input[name=pumps]").fill("20")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "error", timeout=READY)
    expect(form.locator(".sd-make-state")).to_contain_text("20 pumps is too many for a 6x6 board")
    # the form's own limits are said before anything is made (a 40x40 board at a difficulty takes minutes)
    for field, value, says in (("size", "40", "Size: a whole number from 4 to 20."),
                               ("size", "6.5", "Size: a whole number from 4 to 20."),
                               ("seed", "-1", "Seed: a whole number, 0 or more.")):
        form.locator("input[name=pumps]").fill("1")
        form.locator(f"input[name={field}]").fill(value)
        form.locator("button[type=submit]").click()
        expect(form.locator(".sd-make-state")).to_have_text(says)
        form.locator(f"input[name={field}]").fill("6" if field == "size" else "1")
    # a seed of many digits is made as typed, not rounded
    form.locator("input[name=seed]").fill("1" * 30)
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "made", timeout=READY)
    expect(form.locator(".sd-make-state")).to_contain_text(str(int("1" * 30) & 0xFFFFFFFF))


def test_width_or_height_alone_changes_that_side_and_size_gives_the_other(phone: Any) -> None:
    open_page(phone)
    show_view(phone, "make")
    form = phone.locator(".sd-make")
    form.locator("input[name=size]").fill("5")
    form.locator("input[name=width]").fill("9")
    form.locator("button[type=submit]").click()
    expect(phone.locator(".sd-playing")).to_have_text("Your board · 9x5", timeout=READY)
    expect(phone.locator(".sd-playing")).to_be_in_viewport()   # the board made is shown, its heading in view
    show_view(phone, "make")
    form.locator("input[name=width]").fill("")
    form.locator("input[name=height]").fill("7")
    form.locator("button[type=submit]").click()
    expect(phone.locator(".sd-playing")).to_have_text("Your board · 5x7", timeout=READY)
    # a reload plays the board made again, where it was left
    host = phone.locator(".suido-play")
    host.locator(".sd-cell:not([data-fixed=true])").first.tap()
    expect(host).to_have_attribute("data-turns", "1")
    phone.reload()
    painted(host)
    expect(phone.locator(".sd-playing")).to_have_text("Your board · 5x7")
    expect(host).to_have_attribute("data-turns", "1")


def test_a_long_make_leaves_the_board_playable_and_stop_ends_it(desk: Any) -> None:
    host = open_page(desk)
    show_view(desk, "make")
    form = desk.locator(".sd-make")
    stop = form.locator("button.sd-make-stop")
    expect(stop).to_be_hidden()
    # a 20x20 inlet-outlet board at difficulty 100, held before its first board (a fast machine makes all 60 of them
    # in a second or two): Stop comes while no board is made yet
    desk.evaluate("() => { window.__suidoSearchHold = () => new Promise(() => {}); }")
    form.locator("input[name=size]").fill("20")
    form.locator("select[name=kind]").select_option("inlet-outlet")
    form.locator("input[name=difficulty]").fill("100")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "making")
    expect(stop).to_be_visible()
    expect(stop).to_have_text("Stop")
    # meanwhile the board being played still answers a tap at once: the making has a worker of its own
    before = desk.locator(".sd-playing").text_content()
    show_view(desk, "play")
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1", timeout=READY)
    assert form.get_attribute("data-state") == "making"
    show_view(desk, "make")
    stop.click()
    expect(form).to_have_attribute("data-state", "stopped")
    expect(form.locator(".sd-make-state")).to_have_text("Stopped: no board was made.")
    expect(stop).to_be_hidden()
    expect(form.locator("button[type=submit]")).to_be_enabled()
    worker_answered(desk)
    assert desk.locator(".sd-playing").text_content() == before   # nothing was played in its place
    assert host.get_attribute("data-turns") == "1"
    # the next make starts a worker afresh and plays what it makes
    form.locator("input[name=size]").fill("6")
    form.locator("select[name=kind]").select_option("network")
    form.locator("input[name=difficulty]").fill("")
    form.locator("button[type=submit]").click()
    expect(form).to_have_attribute("data-state", "made", timeout=READY)
    expect(desk.locator(".sd-playing")).to_have_text("Your board · 6x6")


def test_the_language_follows_the_browser_then_the_chooser_and_is_remembered(new_context: Any) -> None:
    page = new_context(**DESK, locale="ja-JP").new_page()
    host = open_page(page)
    chooser = page.locator(".sd-lang select")
    expect(chooser).to_have_value("ja")
    expect(page.locator(".sd-menu a[data-view=levels]")).to_have_text("問題")
    expect(page.locator("html")).to_have_attribute("lang", "ja")
    expect(host.locator("[data-action=hint]")).to_have_text("ヒント")
    expect(page.locator(".sd-levels [data-action=today]")).to_have_text("今日の問題")
    expect(page.locator(".sd-make h2")).to_have_text("自分の盤を作る")
    expect(page.locator(".sd-playing")).to_have_text("5x5、第1問")   # a returning player's next level
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1")
    show_view(page, "settings")
    chooser.select_option("en")
    expect(page.locator(".sd-menu a[data-view=levels]")).to_have_text("Levels")
    expect(page.locator(".sd-theme legend")).to_have_text("Theme")
    expect(page.locator("html")).to_have_attribute("data-lang-shown", "en")
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(host.locator("[data-action=hint]")).to_have_text("Hint")
    expect(page.locator(".sd-levels [data-action=today]")).to_have_text("Today")
    expect(page.locator(".sd-make h2")).to_have_text("A board of your own")
    expect(page.locator(".sd-make button[type=submit]")).to_have_text("Make it")
    expect(page.locator(".sd-playing")).to_have_text("5x5, level 1")
    expect(page.locator(".sd-lang-word")).to_have_text("Language")
    expect(host.locator(".sdp-meter")).to_contain_text("1 turn")  # the board where it was
    expect(host).to_have_attribute("data-turns", "1")
    assert "の" not in (host.locator(".sdp-status").text_content() or "")
    # remembered: the next visit speaks English though the browser says Japanese
    host = open_page(page)
    expect(chooser).to_have_value("en")
    expect(host.locator("[data-action=hint]")).to_have_text("Hint")


def test_light_and_dark_set_data_theme_and_the_boards_colours_and_are_remembered(desk: Any) -> None:
    host = open_page(desk)
    show_view(desk, "settings")
    theme = desk.locator(".sd-theme")
    expect(theme.locator("input[value=system]")).to_be_checked()       # until one is chosen: the system's own
    ground = "() => getComputedStyle(document.querySelector('.suido-play svg.suido')).getPropertyValue('--sd-ground').trim()"
    before = desk.evaluate(ground)
    theme.locator("input[value=dark]").check()
    expect(desk.locator("html")).to_have_attribute("data-theme", "dark")
    after = desk.evaluate(ground)
    assert before and after and before != after
    theme.locator("input[value=light]").check()
    expect(desk.locator("html")).to_have_attribute("data-theme", "light")
    assert desk.evaluate(ground) == before
    theme.locator("input[value=system]").check()
    expect(desk.locator("html")).not_to_have_attribute("data-theme", re.compile("."))
    theme.locator("input[value=dark]").check()
    open_page(desk)  # remembered
    expect(desk.locator("html")).to_have_attribute("data-theme", "dark")
    expect(theme.locator("input[value=dark]")).to_be_checked()
    assert desk.evaluate(ground) == after
    assert host.count() == 1


def test_the_piece_guide_draws_every_piece_with_its_line_in_the_chosen_language(phone: Any) -> None:
    open_page(phone)
    show_view(phone, "pieces")
    guide = phone.locator(".sd-guide")
    items = guide.locator(":scope > ul:not(.sdg-hex) > li[data-piece]")  # (the hexagonal pieces follow: test_hex_maker.py)
    names = ["end", "straight", "elbow", "tee", "cross", "pump", "drain", "locked", "wall",
             "big-end", "big-hairpin", "big-straight", "big-elbow", "big-tee", "block"]
    expect(items).to_have_count(len(names))
    assert [items.nth(i).get_attribute("data-piece") for i in range(len(names))] == names
    expect(guide.locator(":scope > ul:not(.sdg-hex) > li svg.suido")).to_have_count(len(names))
    expect(guide.locator('li[data-piece=pump] .sd-pump')).to_have_count(1)
    expect(guide.locator('li[data-piece=elbow] p')).to_have_text("ElbowTurns the water round a corner.")
    for i in range(len(names)):
        box = items.nth(i).locator("svg").bounding_box()
        assert box and box["width"] > 20 and box["height"] > 20
    show_view(phone, "settings")
    phone.locator(".sd-lang select").select_option("ja")
    expect(guide).to_have_attribute("data-lang", "ja")
    expect(guide.locator("h2")).to_have_text("部品")
    expect(guide.locator('li[data-piece=elbow] p')).to_have_text("曲がり管水の向きを直角に曲げます。")


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_the_demo_at_each_width_fits_and_its_screenshot_is_kept(who: str, request: pytest.FixtureRequest,
                                                                 output_path: str) -> None:
    """The whole demo page at a phone's width and a desk's, kept as a test artifact:
    test-results/<this test>/demo-<who>.png (pytest-playwright's output folder, cleared at the next run)."""
    page = request.getfixturevalue(who)
    host = open_page(page)
    width = page.viewport_size["width"]
    # nothing is wider than the screen, and the board and its buttons are in the first screenful
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    for part in (host.locator("svg.suido"), host.locator("[data-action=restart]")):
        box = part.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= width + 0.5, (part, box)
    assert host.locator("[data-action=restart]").bounding_box()["y"] < page.viewport_size["height"]
    path = Path(output_path) / f"demo-{who}.png"
    path.parent.mkdir(parents=True, exist_ok=True)
    png = page.screenshot(path=str(path), full_page=True)
    # a PNG as wide as the screen in device pixels, at least one screenful tall
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    shot_w, shot_h = struct.unpack(">II", png[16:24])
    scale = 2 if who == "phone" else 1
    assert shot_w == width * scale and shot_h >= page.viewport_size["height"] * scale
    assert path.stat().st_size == len(png)
    # each view fits the screen's width too, and is kept beside it
    for name in ("levels", "make", "pieces", "stats", "settings"):
        show_view(page, name)
        assert page.evaluate("document.documentElement.scrollWidth") <= width, name
        page.screenshot(path=str(Path(output_path) / f"demo-{who}-{name}.png"), full_page=True)
