"""What a tester trying to break the site found, kept fixed: junk in the browser's store, a level chosen while
the list changes size, turns in flight through a language switch or a worker crash, a NaN zoom, a storm of
language switches, bad level numbers, a second mount on one host, a bad code's page, a bad size."""

from __future__ import annotations

from typing import Any

import pytest
from boardkit import READY, open_embed, painted, show_view, worker_answered
from playwright.sync_api import expect
BOARD = "5x5:Eba3C3c9955C6abcdc3ckac3I"
ANSWER = "5x5:CeacE696955E3ad3bc69ia93I"
SAVED_PROGRESS = f"JSON.parse(localStorage.getItem('suido:board:{BOARD}') || '{{}}').progress"  # its record's (saves.js)


def open_page(page: Any, query: str = "") -> Any:
    page.goto(query or "./")
    host = page.locator(".suido-play")
    painted(host)
    return host


def test_junk_in_the_solved_list_is_left_out_and_the_page_plays(desk: Any) -> None:
    desk.add_init_script("localStorage.setItem('suido:solved:7x7', '99999999999999999999999,2,x,-3,1.5,4')")
    host = open_page(desk)
    expect(desk.locator('.sd-levels button[data-level="2"]')).to_have_attribute("data-solved", "true")
    expect(desk.locator('.sd-levels button[data-level="4"]')).to_have_attribute("data-solved", "true")
    assert desk.locator(".sd-fatal").is_hidden()
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1")


def test_a_level_chosen_while_the_list_changes_size_opens_the_level_it_names(desk: Any) -> None:
    host = open_page(desk)
    shown_size = desk.evaluate("window.__suido.levels.size")
    desk.evaluate("""() => { const sel = document.querySelector('.sd-levels select');
        sel.value = '5x5'; sel.dispatchEvent(new Event('change'));
        document.querySelector('.sd-levels button[data-level="3"]').click(); }""")
    # the list still showed the size before: its level 3 is what opens, and it plays
    expect(desk.locator(".sd-playing")).to_have_text(f"{shown_size}, level 3", timeout=READY)
    expect(host).not_to_have_attribute("aria-busy", "true")
    expect(desk.locator(".sd-levels")).to_contain_text("Levels 1–16")
    expect(desk.locator(".sd-levels select")).to_have_value("5x5")
    desk.wait_for_function("window.__suido.levels.size === '5x5'")
    show_view(desk, "levels")
    desk.locator('.sd-levels button[data-level="2"]').click()
    expect(desk.locator(".sd-playing")).to_have_text("5x5, level 2")
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1")


def test_turns_in_flight_through_a_language_switch_are_all_kept(desk: Any) -> None:
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("""() => { const b = __suido.board; for (let i = 0; i < 20; i++) b.turn(1 + i % 3);
        const s = document.querySelector('.sd-lang select'); s.value = 'ja'; s.dispatchEvent(new Event('change'));
        for (let i = 0; i < 20; i++) b.turn(1 + i % 3); }""")
    expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=READY)
    expect(host).to_have_attribute("data-turns", "40")
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    expect(host).to_have_attribute("data-turns", "40")


def test_turns_the_worker_died_before_answering_are_made_again(desk: Any) -> None:
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("""() => { const b = __suido.board;
        for (let i = 0; i < 50; i++) { b.turn(i % 25); if (i === 25) __suido.crash(); } }""")
    # every piece of the README board turns: all 50 taps are turns, those made while the worker restarted too
    expect(host).to_have_attribute("data-turns", "50", timeout=READY)
    expect(host).to_have_attribute("data-progress", "2" * 25 + ":50")
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    expect(host).to_have_attribute("data-progress", "2" * 25 + ":50")


def test_a_zoom_that_is_not_a_number_changes_nothing(desk: Any) -> None:
    el = open_embed(desk, {"size": "28x28"})
    view = el.evaluate("e => { e.mount.zoom(2); e.mount.zoom(NaN); e.mount.zoom(Infinity); e.mount.zoom('x');"
                       " return e.mount.view(); }")
    assert view["zoom"] == pytest.approx(2) and view["x"] == view["x"]   # not NaN
    box = el.locator("svg.suido").get_attribute("viewBox") or ""
    assert "NaN" not in box and len(box.split()) == 4
    assert el.evaluate("e => e.mount.zoom(100).zoom") == 6


def test_a_storm_of_language_switches_ends_in_the_last_language_everywhere(desk: Any) -> None:
    host = open_page(desk)
    desk.evaluate("""() => { const s = document.querySelector('.sd-lang select');
        for (let i = 0; i < 30; i++) { s.value = i % 2 ? 'ja' : 'en'; s.dispatchEvent(new Event('change')); } }""")
    expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=READY)
    expect(host.locator("button[data-action=restart]")).to_have_text("最初から")
    expect(desk.locator(".sd-make h2")).not_to_have_text("A board of your own")
    expect(desk.locator(".sd-lang-word")).not_to_have_text("Language")
    assert desk.locator(".sd-playing").text_content() != "" and "level" not in (desk.locator(".sd-playing").text_content() or "")


@pytest.mark.parametrize("level, says", [("0", "has levels 1 to 256, not 0"), ("abc", "not 'abc'"),
                                         ("0x10", "not '0x10'"), ("1e1", "not '1e1'"), ("", "not missing")])
def test_a_bad_level_is_said_as_such(desk: Any, level: str, says: str) -> None:
    desk.goto("embed.html")
    el = desk.locator("suido-board")
    painted(el)
    el.evaluate(f"e => e.setAttribute('level', {level!r})")
    expect(el.locator(".sdp-status")).to_contain_text(says, timeout=READY)
    expect(el).to_have_attribute("data-error", "true")


def test_options_of_null_a_second_mount_and_hints_off_as_text(desk: Any, console_errors: Any) -> None:
    desk.goto("embed.html")
    painted(desk.locator("suido-board"))
    out = desk.evaluate("""async () => {
        const { mountSuido } = await import(new URL('./suido.js', location.href).href);
        const host = document.createElement('div'); document.body.append(host);
        let bad = null;
        try { mountSuido(null); } catch (e) { bad = e.message; }
        const first = mountSuido(host, null);
        await first.ready.catch(() => {});
        const second = mountSuido(host, { code: '3x3:1u82e42b3', save: false });
        await second.ready;
        await second.set(null);
        await second.set({ hints: 'no' });
        await second.load(null).catch(() => {});
        return { bad, svgs: host.querySelectorAll('svg.suido').length, boards: host.querySelectorAll('.sdp-board').length,
                 hint: host.querySelector('[data-action=hint]').hidden, firstDestroyed: first.board.destroyed };
    }""")
    assert out["bad"].startswith("mountSuido needs an element to mount the board in")
    assert out == {**out, "svgs": 1, "boards": 1, "hint": True, "firstDestroyed": True}


def test_a_bad_codes_page_still_speaks_the_chosen_language_and_leads_to_the_levels(desk: Any) -> None:
    desk.goto("./?code=junk")
    expect(desk.locator(".sd-fatal")).to_be_visible(timeout=READY)
    all_levels = desk.locator(".sd-menu a[data-view=levels]")
    expect(all_levels).to_have_text("Levels")
    show_view(desk, "settings")
    desk.locator(".sd-lang select").select_option("ja")
    expect(all_levels).to_have_text("問題")
    expect(desk.locator("html")).to_have_attribute("lang", "ja")
    all_levels.click()                        # the levels, and a level chosen plays on a page of its own
    desk.locator('.sd-levels button[data-level="1"]').click()
    painted(desk.locator(".suido-play"))
    expect(desk.locator(".sd-fatal")).to_be_hidden()


def test_a_size_with_no_levels_is_refused_without_fetching_anything(desk: Any, site_server: Any) -> None:
    desk.goto("embed.html")
    el = desk.locator("suido-board")
    painted(el)
    for size in ("999x999", "../../x", "__proto__"):
        el.evaluate(f"e => e.setAttribute('size', {size!r})")
        expect(el.locator(".sdp-status")).to_contain_text("is not a level size", timeout=READY)
    assert not [r for r in site_server.requests if "999" in r or "__proto__" in r or r.endswith("/x.tsv")]


def test_moves_made_again_survive_a_second_crash_while_they_are_made(desk: Any) -> None:
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("() => { __suido.crash(); for (let i = 0; i < 24; i++) __suido.board.turn(i % 25, 1); }")
    desk.wait_for_function("() => __suido.board.id !== null", polling=5, timeout=READY)
    desk.evaluate("() => __suido.crash()")
    expect(host).to_have_attribute("data-turns", "24", timeout=READY)
    expect(desk.locator(".sd-fatal")).to_be_hidden()
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    expect(host).to_have_attribute("data-progress", "1" * 24 + "0:24")


def test_a_second_crash_while_the_worker_restarts_is_no_fatal(desk: Any) -> None:
    desk.add_init_script("window.__suidoReadyWithin = 12000")  # a start takes 2-5 s here; a lost one waits this
    desk.clock.install()           # the page's timers, run on at will below (time flows as it does until then)
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("() => { __suido.crash(); setTimeout(() => { __suido.crash(); window.__again = true; }, 50); }")
    desk.wait_for_function("() => window.__again", timeout=READY)      # the second crash, as the worker restarts
    painted(host)
    desk.wait_for_function("() => __suido.board.id !== null", polling=5, timeout=READY)
    desk.clock.run_for(12_500)     # every timer of the next 12.5 s fired: past the time a lost start is given up on
    expect(desk.locator(".sd-fatal")).to_be_hidden()
    assert host.get_attribute("data-error") is None
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1")


def test_start_over_pressed_as_the_worker_dies_is_done_when_it_is_back(desk: Any) -> None:
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("() => { __suido.board.turn(1); __suido.board.turn(2); }")
    expect(host).to_have_attribute("data-turns", "2")
    restart = host.locator("button[data-action=restart]")
    restart.click()   # asks again
    desk.evaluate("() => { document.querySelector('[data-action=restart]').click(); __suido.crash(); }")
    expect(host).to_have_attribute("data-turns", "0", timeout=READY)
    expect(host).to_have_attribute("data-painted", "true")


def test_a_shared_game_does_not_replace_the_players_own_until_a_turn_is_made(desk: Any) -> None:
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("() => { __suido.board.turn(1); __suido.board.turn(2); __suido.board.turn(3); }")
    expect(host).to_have_attribute("data-turns", "3")
    own = desk.evaluate(SAVED_PROGRESS)
    assert own.endswith(":3")
    for link in (f"&progress={'2' + '0' * 24}:2", "&progress=junk", "&shown"):
        shared = open_page(desk, f"./?code={BOARD}&answer={ANSWER}{link}")
        worker_answered(desk)
        assert desk.evaluate(SAVED_PROGRESS) == own, link
    # once the player turns a piece of the shared game, it is theirs: said before it is (it was not)
    shared = open_page(desk, f"./?code={BOARD}&answer={ANSWER}&progress={'2' + '0' * 24}:2")
    expect(shared.locator(".sdp-note")).to_contain_text("Your own game of this board stays as it was")
    shared.locator('.sd-cell[data-cell="1"]').click()
    expect(shared).to_have_attribute("data-turns", "3")
    assert desk.evaluate(SAVED_PROGRESS) == "21" + "0" * 23 + ":3"


def test_shown_without_an_answer_that_checks_plays_and_saves_the_players_own_game(desk: Any) -> None:
    host = open_page(desk, f"./?code={BOARD}&answer={ANSWER}")
    desk.evaluate("() => { __suido.board.turn(1); __suido.board.turn(2); }")
    expect(host).to_have_attribute("data-turns", "2")
    host = open_page(desk, f"./?code={BOARD}&answer={BOARD}&shown")
    expect(host).to_have_attribute("data-turns", "2")
    expect(host.locator(".sdp-note")).to_contain_text("answer")
    host.locator('.sd-cell[data-cell="3"]').click()
    expect(host).to_have_attribute("data-turns", "3")
    assert desk.evaluate(SAVED_PROGRESS).endswith(":3")
