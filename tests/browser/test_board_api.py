"""mountSuido's handle and callbacks, every event with its detail, the `shown` attribute, and reduced motion
stilling the water (SUIDO-JS.md sections 6.1, 6.2 and 6.5)."""

from __future__ import annotations

import re
from typing import Any

import pytest
from boardkit import READY, open_embed, page_of, painted
from playwright.sync_api import expect
# A 3x3 network solved by turning cell 0 and cell 4 a quarter clockwise and cell 8 a quarter back.
BOARD = "3x3:1u82e42b3"
ANSWER = "3x3:2u82d42b9"
HERE = "Here is the answer."


def mount(page: Any, options: dict[str, Any]) -> Any:
    """Mount a board by mountSuido in a fresh div on the embed page; window.h is its handle, window.seen
    every suido-* event that bubbled to the document and every callback, in order."""
    page.goto("embed.html")
    painted(page.locator("suido-board"))
    page.evaluate("""async (options) => {
        const m = await import(new URL('./suido.js', location.href).href);
        window.seen = [];
        for (const t of ['suido-turn', 'suido-change', 'suido-hint', 'suido-turning', 'suido-solve'])
            document.addEventListener(t, (e) => { if (e.target.id === 'mine') window.seen.push([t, e.detail]); });
        const host = document.createElement('div');
        host.id = 'mine';
        document.querySelector('main').append(host);
        const calls = {};
        for (const name of ['onChange', 'onTurn', 'onHint', 'onTurning', 'onSolve'])
            calls[name] = (detail) => window.seen.push([name, detail]);
        window.h = m.mountSuido(host, { ...options, ...calls });
        await window.h.ready;
    }""", options)
    host = page.locator("#mine")
    painted(host)
    return host


def seen(page: Any) -> list[tuple[str, dict[str, Any]]]:
    return [(t, d) for t, d in page.evaluate("window.seen.splice(0)")]


def test_every_event_fires_bubbling_with_its_detail_and_calls_its_callback(desk: Any) -> None:
    host = mount(desk, {"code": BOARD, "answer": ANSWER, "save": False})
    assert seen(desk) == []
    desk.evaluate("h.turn(0)")
    expect(host).to_have_attribute("data-turns", "1")
    got = seen(desk)
    assert [t for t, _ in got] == ["onTurn", "suido-turn", "onChange", "suido-change"]
    detail = got[1][1]
    assert detail == {"code": "3x3:2u82e42b3", "progress": "100000000:1", "turns": 1, "hints": 0, "solved": False,
                      "cell": 0}
    assert got[0][1] == detail and got[3][1] == detail
    host.locator("button[data-action=hint]").click()
    expect(host).to_have_attribute("data-hints", "1")
    got = seen(desk)
    assert [t for t, _ in got] == ["onHint", "suido-hint"] and got[1][1]["cell"] == 4 and got[1][1]["hints"] == 1
    host.locator("button[data-action=turning]").click()
    expect(host.locator("button[data-action=turning]")).to_have_attribute("aria-pressed", "true")
    assert seen(desk) == [("onTurning", {"turning": "anticlockwise"}), ("suido-turning", {"turning": "anticlockwise"})]
    desk.evaluate("h.turn(4)")
    desk.evaluate("h.turn(8, true)")
    expect(host).to_have_attribute("data-solved", "true")
    got = seen(desk)
    kinds = [t for t, _ in got]
    assert kinds[-6:] == ["onTurn", "suido-turn", "onChange", "suido-change", "onSolve", "suido-solve"], kinds
    solve = got[-1][1]
    assert {k: solve[k] for k in ("code", "progress", "turns", "hints", "solved", "cell", "par")} == {
        "code": ANSWER, "progress": "100010003:3", "turns": 3, "hints": 1, "solved": True, "cell": 8, "par": 3}
    assert isinstance(solve["ms"], int) and solve["ms"] >= 0  # the clock, and (saving on) the bests kept
    assert "best" not in solve  # a board by its code keeps no best (a level does)
    assert kinds.count("suido-solve") == 1
    # Start over and load each say the board changed; a second solve of the same load is not told again
    desk.evaluate("h.restart()")
    expect(host).to_have_attribute("data-turns", "0")
    assert [t for t, _ in seen(desk)] == ["onChange", "suido-change"]
    for cell, back in ((0, False), (4, False), (8, True)):
        desk.evaluate(f"h.turn({cell}, {str(back).lower()})")
    expect(host).to_have_attribute("data-solved", "true")
    assert "suido-solve" not in [t for t, _ in seen(desk)]
    desk.evaluate("h.load({size: '5x5', level: 2})")
    expect(host).to_have_attribute("data-turns", "0")
    got = seen(desk)
    assert [t for t, _ in got] == ["onChange", "suido-change"] and got[1][1]["code"].startswith("5x5:")


def test_shown_opens_on_the_answer_until_the_first_turn_and_is_never_saved(phone: Any) -> None:
    phone.goto("embed.html")
    el = phone.locator("suido-board")
    painted(el)
    phone.evaluate(f"""() => {{ const e = document.querySelector('suido-board');
        e.removeAttribute('size'); e.removeAttribute('level');
        e.setAttribute('code', '{BOARD}'); e.setAttribute('answer', '{ANSWER}'); e.setAttribute('shown', ''); }}""")
    expect(el).to_have_attribute("data-solved", "true", timeout=READY)
    expect(el.locator(".sdp-status")).to_have_text(HERE)
    expect(el.locator(".sdp-meter")).to_have_text("3 turns · par 3")
    # each piece is drawn turned to the answer, the short way round
    q = el.locator('.sd-cell[data-cell="8"] .sd-turn').evaluate("e => e.style.getPropertyValue('--q').trim()")
    assert q == "-1"
    el.locator('.sd-cell[data-cell="0"]').tap()
    expect(el).to_have_attribute("data-turns", "4")
    expect(el.locator(".sdp-status")).not_to_have_text(HERE)
    assert el.get_attribute("data-solved") == "false"
    saved = phone.evaluate("Object.keys(localStorage).filter(k => k.includes('3x3:1u82e42b3'))")
    assert saved == [], saved
    # shown="off" plays the board as given; a level can be shown too
    phone.evaluate("document.querySelector('suido-board').setAttribute('shown', 'off')")
    expect(el).to_have_attribute("data-turns", "0", timeout=READY)
    expect(el.locator(".sdp-status")).not_to_have_text(HERE)
    phone.evaluate("""() => { const e = document.querySelector('suido-board'); e.removeAttribute('code');
        e.removeAttribute('answer'); e.setAttribute('size', '6x6'); e.setAttribute('level', '5');
        e.setAttribute('shown', 'true'); }""")
    expect(el.locator(".sdp-status")).to_have_text(HERE, timeout=READY)
    expect(el).to_have_attribute("data-solved", "true")


# The README board's answer: opened as the board itself, all of it is wet at once, water up to 8 cells deep.
WET = "5x5:CeacE696955E3ad3bc69ia93I"

WATER = """() => {
    const cells = [...document.querySelectorAll('.suido-play .sd-cell')];
    const deepest = cells.reduce((a, b) => Number(b.style.getPropertyValue('--k')) > Number(a.style.getPropertyValue('--k')) ? b : a);
    const out = getComputedStyle(deepest.querySelector('.sd-arm[data-w=in]'));
    const turn = getComputedStyle(deepest.querySelector('.sd-turn'));
    return {k: Number(deepest.style.getPropertyValue('--k')), offset: parseFloat(out.strokeDashoffset),
            run: out.transitionDuration, wait: out.transitionDelay, turn: turn.transitionDuration};
}"""


# The water's run as it reaches each piece (site/paint.js writes a piece's water when it gets there): how many pieces
# were still dry when the board was painted, and the deepest piece as its water came, that frame.
RUN = """() => new Promise((resolve) => {
    const cells = [...document.querySelectorAll('.suido-play .sd-cell')];
    const dry = cells.filter((g) => g.dataset.wet !== 'true');
    const on = dry.length;
    let deepest = null;
    const look = () => {
        for (const g of dry.splice(0)) {
            if (g.dataset.wet !== 'true') { dry.push(g); continue; }
            const k = Number(g.style.getPropertyValue('--k'));
            const arm = g.querySelector('.sd-arm[data-w=in]');
            if (arm && (!deepest || k > deepest.k)) {
                const out = getComputedStyle(arm);
                deepest = {k, offset: parseFloat(out.strokeDashoffset), run: out.transitionDuration,
                           turn: getComputedStyle(g.querySelector('.sd-turn')).transitionDuration};
            }
        }
        if (dry.length && on - dry.length < cells.length) requestAnimationFrame(look); else resolve({on, deepest});
    };
    look();
})"""


def water_when_painted(page: Any) -> dict[str, Any]:
    page.goto(f"./?code={WET}")
    painted(page.locator(".suido-play"))
    result: dict[str, Any] = page.evaluate(WATER)
    return result


def test_reduced_motion_stills_the_water(request: pytest.FixtureRequest) -> None:
    moving = page_of(request, "phone")
    moving.goto(f"./?code={WET}")
    painted(moving.locator(".suido-play"))
    run = moving.evaluate(RUN)
    # the water is still on its way when the board is painted; at the deepest piece it runs in as it comes, and a
    # turn takes time (an arm's dash comes in from 1.5, off the arm, to 3: see suido.svg)
    flowing = run["deepest"]
    assert run["on"] > 0 and flowing["k"] >= 6, run
    assert 1.5 <= flowing["offset"] < 3, flowing
    assert flowing["turn"] == "0.16s" and any(float(s.rstrip("s")) > 0 for s in flowing["run"].split(", ")), flowing
    still = page_of(request, "desk", reduced_motion="reduce")
    at_once = water_when_painted(still)
    assert at_once["offset"] == 3, at_once
    assert set(at_once["run"].split(", ")) == {"0s"} and set(at_once["wait"].split(", ")) == {"0s"}, at_once
    assert at_once["turn"] == "0s"
    # a turn shows its new facing at once too
    still.locator('.suido-play .sd-cell[data-cell="0"]').click()
    expect(still.locator(".suido-play")).to_have_attribute("data-turns", "1")
    angle = still.locator('.suido-play .sd-cell[data-cell="0"] .sd-turn').evaluate("e => getComputedStyle(e).transform")
    assert angle.startswith("matrix(6.12323e-17, 1") or angle.startswith("matrix(0, 1"), angle


# Turning cell 3 of this board away from cell 8 (two deep) makes cell 8's north arm, wet before and after,
# a leak: its drop waits for the water's time there, but its water stays drawn all along.
LEAKS_LATER = "5x5:CB3E99577cBBrfEea6aB65Ecc;w4,34,36"


def test_an_arm_already_wet_that_becomes_a_leak_keeps_its_water_while_its_drop_waits(desk: Any) -> None:
    desk.goto(f"./?code={LEAKS_LATER}")
    host = desk.locator(".suido-play")
    painted(host)
    arm = host.locator('.sd-cell[data-cell="8"] .sd-arm[data-side="0"]')
    expect(arm).to_have_attribute("data-w", "out")
    desk.wait_for_function("(a) => getComputedStyle(a).strokeDashoffset === '0px'", arg=arm.element_handle(),
                           polling="raf")   # the first water has run along it
    # every frame from the moment it becomes a leak (heard as the page writes it, not at the next frame, which a
    # loaded machine may paint late) until its drop shows
    arm.evaluate("""(a) => {
        window.__leakFrames = new Promise((resolve) => {
            const frames = [];
            const sample = () => {
                const s = getComputedStyle(a);
                frames.push([s.visibility, s.strokeDashoffset, s.markerEnd]);
                return s.markerEnd !== 'none' || frames.length > 300;
            };
            const loop = () => { if (sample()) resolve(frames); else requestAnimationFrame(loop); };
            const seen = new MutationObserver(() => {
                if (a.dataset.w === 'leak') { seen.disconnect(); loop(); }
            });
            seen.observe(a, { attributes: true, attributeFilter: ['data-w'] });
        });
    }""")
    host.locator('.sd-cell[data-cell="3"]').click()  # (its hit area, unpainted, is hidden)
    frames = desk.evaluate("() => window.__leakFrames")
    assert all(f[:2] == ["visible", "0px"] for f in frames), frames  # the water never goes
    assert frames[0][2] == "none", frames  # the drop waits
    assert frames[-1][2] == 'url("#sd-drop")', frames  # and comes


def test_an_arm_that_dries_is_hidden_once_its_water_has_slid_back_and_shown_when_water_comes(desk: Any) -> None:
    """A dry arm draws nothing (its dash lies past its end), but the browser still works its dashed path out on
    every raster of its tile: once its water has slid back it is hidden, and the water coming back shows it."""
    desk.goto(f"./?code={ANSWER}")
    host = desk.locator(".suido-play")
    painted(host)
    arm = host.locator('.sd-cell[data-cell="0"] .sd-arm')  # (an end: one arm)
    expect(arm).to_have_attribute("data-w", re.compile(r"^(in|out)$"))
    visibility = "(a) => getComputedStyle(a).visibility"
    assert arm.evaluate(visibility) == "visible"
    host.locator('.sd-cell[data-cell="0"]').click()  # turned off the pump: dry
    expect(arm).to_have_attribute("data-w", "")
    desk.wait_for_function(f"({visibility})(document.querySelector('.sd-cell[data-cell=\"0\"] .sd-arm')) === 'hidden'")
    for _ in range(3):  # round to the pump again
        host.locator('.sd-cell[data-cell="0"]').click()
    expect(arm).to_have_attribute("data-w", re.compile(r"^(in|out)$"))
    assert arm.evaluate(visibility) == "visible"


@pytest.mark.parametrize("who", ["phone", "desk"])
def test_nothing_moves_as_pieces_turn_and_messages_come_and_go(who: str, request: pytest.FixtureRequest) -> None:
    """The buttons under the board stay where they are through a hint's note, turns, the status line growing
    and shrinking, and the solve."""
    phone = request.getfixturevalue(who)

    def press(target: Any) -> None:
        target.tap() if who == "phone" else target.click()

    phone.goto("embed.html")
    el = phone.locator("suido-board")
    painted(el)
    buttons = el.locator(".sdp-controls")
    board = el.locator(".sdp-board")
    def at() -> tuple[float, float]:
        return (buttons.bounding_box()["y"], board.bounding_box()["height"])

    def lines() -> str:
        return str(el.evaluate("e => [...e.querySelectorAll('.sdp-chips, .sdp-status, .sdp-meter, .sdp-note')]"
                               ".map(p => [p.className, p.textContent, p.getBoundingClientRect().height])"))

    where = [(at(), lines())]
    for _ in range(60):
        press(el.locator("button[data-action=hint]"))
        expect(el.locator(".sdp-note")).not_to_be_empty()
        where.append((at(), lines()))
        if el.get_attribute("data-solved") == "true":
            break
        turns = int(el.get_attribute("data-turns") or 0)
        press(el.locator(".sd-cell[data-hint=true]").first)
        expect(el).to_have_attribute("data-turns", str(turns + 1))
        where.append((at(), lines()))
    expect(el).to_have_attribute("data-solved", "true")
    where.append((at(), lines()))
    moved = [w for w in where if w[0] != where[0][0]]
    assert len(where) > 10 and not moved, (where[0], moved[:2])


def test_a_hint_stays_lit_until_its_piece_is_turned_home_and_hints_survive_a_reload(desk: Any) -> None:
    board, answer = "5x5:Eba3C3c9955C6abcdc3ckac3I", "5x5:CeacE696955E3ad3bc69ia93I"  # the README board
    desk.goto(f"./?code={board}&answer={answer}")
    host = desk.locator(".suido-play")
    painted(host)
    halves = 0
    for hints in range(1, 40):
        host.locator("button[data-action=hint]").click()
        expect(host).to_have_attribute("data-hints", str(hints))
        note = host.locator(".sdp-note").text_content() or ""
        lit = host.locator(".sd-cell[data-hint=true]").first
        turns = int(host.get_attribute("data-turns") or 0)
        if "twice" in note:
            halves += 1
            lit.click()
            expect(host).to_have_attribute("data-turns", str(turns + 1))
            expect(lit).to_have_attribute("data-hint", "true")   # half way: still lit, and what is left is said
            expect(host.locator(".sdp-note")).to_have_text(re.compile(r"^Turn the lit piece a quarter clockwise\. It is the .+ at row \d+, column \d+; turned, it opens "))
            lit.click()
        elif "anticlockwise" in note:
            lit.click(button="right")
        else:
            assert "a quarter clockwise" in note, note
            lit.click()
        expect(host.locator(".sd-cell[data-hint=true]")).to_have_count(0)
        if host.get_attribute("data-solved") == "true":
            expect(host.locator(".sdp-note")).to_contain_text("Your time")  # the hint's line gives way to the time
            break
        expect(host.locator(".sdp-note")).to_be_empty()
    expect(host).to_have_attribute("data-solved", "true")
    assert halves >= 1
    expect(host.locator(".sdp-meter")).to_contain_text(f"{hints} hints")
    desk.reload()
    painted(host)
    expect(host.locator(".sdp-meter")).to_contain_text(f"{hints} hints")
    host.locator("button[data-action=restart]").click()
    host.locator("button[data-action=restart]").click()
    expect(host).to_have_attribute("data-turns", "0")
    expect(host.locator(".sdp-meter")).not_to_contain_text("hint")


def test_a_lit_hint_is_kept_through_a_reload_and_a_language_switch(desk: Any) -> None:
    board, answer = "5x5:Eba3C3c9955C6abcdc3ckac3I", "5x5:CeacE696955E3ad3bc69ia93I"
    desk.goto(f"./?code={board}&answer={answer}")
    host = desk.locator(".suido-play")
    painted(host)
    host.locator("button[data-action=hint]").click()
    expect(host).to_have_attribute("data-hints", "1")
    lit = host.locator(".sd-cell[data-hint=true]").first.get_attribute("data-cell")
    note = host.locator(".sdp-note").text_content()
    desk.reload()
    painted(host)
    expect(host).to_have_attribute("data-hints", "1")
    expect(host.locator(".sd-cell[data-hint=true]").first).to_have_attribute("data-cell", lit or "")
    expect(host.locator(".sdp-note")).to_have_text(note or "")
    desk.locator(".sd-menu a[data-view=settings]").click()
    desk.locator(".sd-lang select").select_option("ja")
    expect(desk.locator("html")).to_have_attribute("data-lang-shown", "ja", timeout=READY)
    expect(host.locator(".sd-cell[data-hint=true]").first).to_have_attribute("data-cell", lit or "")
    expect(host.locator(".sdp-note")).to_contain_text("光っている管")
    assert host.get_attribute("data-hints") == "1"


def test_a_hint_on_a_zoomed_board_brings_its_piece_into_view(phone: Any) -> None:
    el = open_embed(phone, {"size": "28x28"})
    for corner in ("0", "783"):   # look at one corner, so the lit piece is likely elsewhere
        el.evaluate(f"e => {{ e.mount.zoom(5); e.mount.board.els[{corner}].focus(); }}")
        el.locator("button[data-action=hint]").tap()
        expect(el.locator(".sd-cell[data-hint=true]").first).to_be_attached()
        at = el.evaluate("e => e.mount.board.at[Number(e.querySelector('.sd-cell[data-hint=true]').dataset.cell)]")
        x, y, w, h = (float(v) for v in (el.locator("svg.suido").get_attribute("viewBox") or "").split())
        col, row = at % 28, at // 28
        assert x <= col * 100 and (col + 1) * 100 <= x + w + 0.01, (at, x, w)
        assert y <= row * 100 and (row + 1) * 100 <= y + h + 0.01, (at, y, h)
        el.locator(".sd-cell[data-hint=true]").first.evaluate("e => e.removeAttribute('data-hint')")


def test_on_a_touch_screen_a_hint_against_the_taps_says_how_to_turn_it(phone: Any) -> None:
    board, answer = "5x5:Eba3C3c9955C6abcdc3ckac3I", "5x5:CeacE696955E3ad3bc69ia93I"
    phone.goto(f"./?code={board}&answer={answer}")
    host = phone.locator(".suido-play")
    painted(host)
    against = 0
    for hints in range(1, 40):
        host.locator("button[data-action=hint]").tap()
        expect(host).to_have_attribute("data-hints", str(hints))
        note = host.locator(".sdp-note").text_content() or ""
        lit = host.locator(".sd-cell[data-hint=true]").first
        taps = 2 if "twice" in note else 1
        if "anticlockwise" in note:
            assert "tap it 3 times, or switch taps to ↺." in note, note
            against += 1
            taps = 3
        for _ in range(taps):
            turns = int(host.get_attribute("data-turns") or 0)
            lit.tap()
            expect(host).to_have_attribute("data-turns", str(turns + 1))
        expect(host.locator(".sd-cell[data-hint=true]")).to_have_count(0)
        if host.get_attribute("data-solved") == "true":
            break
    expect(host).to_have_attribute("data-solved", "true")
    assert against >= 1
