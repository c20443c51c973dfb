"""Stats like a speed-solver's (an aid): after solves made in the page, the Stats view shows each set's best, mo3,
ao5 and ao12 (as suido.records reckons the times the page kept) and its own streak, the picture of its last solves
with a named line for each average, and a solve that beats the set's best is said to be a new best in the board's
note; at a phone's width by touch (in Japanese) and at a desk by keyboard alone; axe-core finds nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest
from boardkit import READY, open_board
from playwright.sync_api import expect
from test_a11y import axe_source, axe_violations  # noqa: F401 - axe_source is a fixture
from test_share import solve_by_answer

from suido.records import format_time, set_stats

# a player who solved nine 5x5 levels before, in 100 s to 108 s (their last solves kept, oldest first)
EARLIER = [100_000 + 1_000 * i for i in range(9)]
SEED = ("try { if (!localStorage.getItem('suido:records')) localStorage.setItem('suido:records', JSON.stringify("
        + json.dumps({"v": 1, "levels": {f"5x5#{40 + i}": {"best": ms, "fewest": 9, "solves": 1}
                                         for i, ms in enumerate(EARLIER)},
                      "days": [], "recent": {"5x5": EARLIER}})
        + ")); } catch (e) {}")


@pytest.mark.parametrize("who, lang", [("phone", "ja"), ("desk", "en")])
def test_the_stats_show_best_mo3_ao5_ao12_after_solves_and_a_new_best_is_said(
        who: str, lang: str, request: pytest.FixtureRequest, axe_source: str) -> None:  # noqa: F811
    context = request.getfixturevalue(f"{who}_context")
    context.add_init_script(SEED)
    page = context.new_page()
    q = "&lang=ja" if lang == "ja" else ""
    for i, n in enumerate((1, 2, 3)):
        host = open_board(page, f"./?size=5x5&level={n}{q}")
        solve_by_answer(page, host)
        note = page.locator(".sdp-note")
        if i == 0:  # seconds, where every earlier solve took 100 s or more: a new best of the set, said once
            said = "5x5の新記録:" if lang == "ja" else "A new best for 5x5: "
            expect(note.locator(".sds-new-best")).to_contain_text(said, timeout=READY)
            expect(note.locator(".sds-new-best")).to_have_count(1)
        else:
            expect(note).to_contain_text("0:", timeout=READY)
    kept = page.evaluate("JSON.parse(localStorage.getItem('suido:records')).recent['5x5']")
    assert len(kept) == 12 and kept[:9] == EARLIER and all(0 < ms < 100_000 for ms in kept[9:]), kept
    want = set_stats(kept)
    # to the Stats view: tapped on a phone, by keyboard alone at a desk
    link = page.locator(".sd-menu a[data-view=stats]")
    if who == "phone":
        link.tap()
    else:
        link.focus()
        page.keyboard.press("Enter")
    expect(page.locator("main")).to_have_attribute("data-view", "stats")
    times = page.locator('.sd-stats li[data-size="5x5"] dl.sds-times')
    expect(times).to_be_visible(timeout=READY)
    for name in ("best", "mo3", "ao5", "ao12"):
        value = getattr(want, name)
        assert value is not None, (name, want)
        expect(times).to_have_attribute(f"data-{name}", f"{value:g}")
    dd = times.locator("dd")
    expect(dd.nth(0)).to_have_text(format_time(want.best, hundredths=True))
    expect(dd.nth(1)).to_have_text(format_time(want.mo3, hundredths=True))
    expect(dd.nth(2)).to_have_text(format_time(want.ao5, hundredths=True))
    expect(dd.nth(3)).to_have_text(format_time(want.ao12, hundredths=True))
    # every term named in full for a screen reader (the abbreviation is what shows)
    full = "最近5回の平均(最速と最遅を除く)" if lang == "ja" else "the average of the last 5 solves, the best and worst dropped"
    expect(times.locator("dt").nth(2)).to_contain_text(full)
    expect(times.locator("dt abbr").nth(2)).to_have_text("ao5")
    # the picture of the last twelve solves: a bar each, the best marked, a named line for each average
    recent = page.locator(".sd-stats svg.sd-recent")
    expect(recent).to_have_attribute("data-bars", "12")
    expect(recent.locator("rect.sd-solve[data-best=true]")).to_have_count(1)
    for name in ("mo3", "ao5", "ao12"):
        expect(recent.locator(f'[data-average="{name}"]')).to_have_count(1)
        expect(recent).to_contain_text(f"{name} {format_time(getattr(want, name), hundredths=True)}")
    assert axe_violations(page, axe_source) == []


def test_a_sets_streak_and_too_few_solves_show_a_dash_read_as_not_yet(desk: Any) -> None:
    page = desk
    host = open_board(page, "./?size=6x6&level=today")
    solve_by_answer(page, host)
    expect(page.locator(".sdp-note")).to_contain_text("0:", timeout=READY)
    page.locator(".sd-menu a[data-view=stats]").focus()
    page.keyboard.press("Enter")
    times = page.locator('.sd-stats li[data-size="6x6"] dl.sds-times')
    expect(times).to_be_visible(timeout=READY)
    expect(times).to_have_attribute("data-streak", "1")  # its level of the day, solved today
    expect(times).to_have_attribute("data-mo3", "")  # one solve: no mean of 3 yet
    expect(times.locator("dd").nth(1)).to_contain_text("not yet: too few solves")
    expect(times.locator("dd").nth(4)).to_have_text("1 day")
