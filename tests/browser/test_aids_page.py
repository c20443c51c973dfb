"""The aids played as a person would, in a booted page: checkpoints (K, Shift+K, the buttons; undone; kept over a
reload), Jumble (J, undone), Check my pins and its pieces lit, the loose ends' button, a colour per network, the
assistant and the animations' speed from Settings, by keys alone at a desk and by touch at a phone's width;
axe-core clean with every aid showing. (The rules behind them are the engine's: tests/engine/test_aids.py.)"""

from __future__ import annotations

from typing import Any

from boardkit import open_board, show_view
from conftest import build_py
from playwright.sync_api import expect

LEVEL = "?size=5x5&level=3"


def wrong_piece() -> int:
    """A piece of the level that, as given, faces a way its answer does not."""
    from suido import levels
    from suido.codes import decode
    from suido.game import can_turn_at, new_game
    from suido.web.args import level_row
    row = level_row("5x5", 3)
    answer, game = decode(levels.answer(row)).cells, new_game(row.board)
    return next(c for c in range(game.start.size) if can_turn_at(game, c) and game.masks[c] != answer[c])


def aid(host: Any, action: str) -> Any:
    """An aid's button, its fold ("More tools", closed at first so the board's own controls keep to the first
    screen) opened by its summary as a player opens it."""
    more = host.locator(".sdp-aids-more")
    if not more.evaluate("(d) => d.open"):
        more.locator("summary").click()
        expect(more).to_have_attribute("open", "")
    return host.locator(f".sdp-aids [data-action={action}]")


def set_setting(page: Any, name: str, value: str | bool) -> None:
    show_view(page, "settings")
    if isinstance(value, bool):
        box = page.locator(f".sd-settings-form input[name={name}]")
        if box.is_checked() != value:
            box.press("Space")
        expect(page.locator("html")).to_have_attribute(f"data-{name}", "on" if value else "off")
    else:
        page.locator(f".sd-settings-form input[name={name}][value={value}]").check()
    show_view(page, "play")


def test_every_aid_by_keys_alone(desk: Any) -> None:
    host = open_board(desk, LEVEL)
    first = host.locator("svg.suido .sd-cell:not([data-fixed=true])").first
    first.focus()
    desk.keyboard.press("k")                                           # a checkpoint
    expect(host).to_have_attribute("data-checkpoints", "1")
    expect(host.locator(".sdp-note")).to_contain_text("1")
    desk.keyboard.press("Enter")                                       # a turn after it
    expect(host).to_have_attribute("data-turns", "1")
    desk.keyboard.press("Shift+K")                                     # back to it: the turn gone, as one move
    expect(host).to_have_attribute("data-turns", "0")
    desk.keyboard.press("Control+z")                                   # undone: the turn back
    expect(host).to_have_attribute("data-turns", "1")
    desk.keyboard.press("j")                                           # a jumble, undone as one
    expect(host).not_to_have_attribute("data-turns", "1")
    desk.keyboard.press("Control+z")
    expect(host).to_have_attribute("data-turns", "1")
    # kept with the game over a reload: the checkpoint is still there to go back to
    desk.reload()
    expect(host).to_have_attribute("data-painted", "true", timeout=45_000)
    expect(host).to_have_attribute("data-checkpoints", "1")
    host.locator(".sdp-aids-more summary").focus()                    # the aids' fold opened by its summary
    desk.keyboard.press("Enter")
    expect(host.locator(".sdp-aids-more")).to_have_attribute("open", "")
    back = host.locator('.sdp-checkpoints [data-checkpoint="1"]')
    back.focus()
    desk.keyboard.press("Enter")
    expect(host).to_have_attribute("data-turns", "0")
    # check my pins: a piece that faces the wrong way pinned by P, the check by its button (Enter), counted as a hint
    wrong = host.locator(f'svg.suido .sd-cell[data-cell="{wrong_piece()}"]')
    wrong.focus()
    desk.keyboard.press("p")
    expect(wrong).to_have_attribute("data-pinned", "true")
    aid(host, "check-pins").focus()
    desk.keyboard.press("Enter")
    expect(host).to_have_attribute("data-hints", "1")
    note = host.locator(".sdp-note")
    expect(note).to_contain_text("1 of 1 pinned pieces faces the wrong way")
    aid(host, "show-pins").focus()                                     # lit on request
    desk.keyboard.press("Enter")
    expect(wrong).to_have_attribute("data-wrong", "true")
    expect(host.locator("svg.suido .sd-cell[data-wrong]")).to_have_count(1)
    # the loose ends: a count, and the button goes to one
    loose = aid(host, "loose")
    expect(loose).to_contain_text("Loose ends")
    loose.focus()
    desk.keyboard.press("Enter")
    expect(note).to_contain_text("Loose end 1 of")
    assert desk.evaluate("document.activeElement.classList.contains('sd-cell')")


def test_colours_per_network_and_the_speed_from_settings(desk: Any) -> None:
    host = open_board(desk, LEVEL)
    set_setting(desk, "nets", True)
    expect(host.locator("svg.suido .sd-cell[data-net]").first).to_be_attached()
    # a coloured piece's pipe is its network's colour, not the dry pipe's
    colour, pipe = host.locator("svg.suido .sd-cell[data-net] .sd-pipe").first.evaluate(
        "(e) => [getComputedStyle(e).stroke, getComputedStyle(e.closest('svg')).getPropertyValue('--sd-pipe')]")
    assert colour and pipe.strip() and colour != pipe
    set_setting(desk, "nets", False)
    expect(host.locator("svg.suido .sd-cell[data-net]")).to_have_count(0)
    set_setting(desk, "speed", "fast")
    expect(desk.locator("html")).to_have_attribute("data-speed", "fast")
    turn = host.locator("svg.suido .sd-turn").first
    assert turn.evaluate("(e) => getComputedStyle(e).transitionDuration") == "0.05s"
    desk.emulate_media(reduced_motion="reduce")                        # reduced motion wins over fast
    assert turn.evaluate("(e) => getComputedStyle(e).transitionDuration") == "0s"
    desk.emulate_media(reduced_motion="no-preference")
    set_setting(desk, "speed", "none")
    assert turn.evaluate("(e) => getComputedStyle(e).transitionDuration") == "0s"
    set_setting(desk, "speed", "normal")


def test_the_assistant_turns_what_a_pin_forces_and_one_undo_takes_both(desk: Any) -> None:
    from suido import levels
    from suido.aids import assisted, neighbours
    from suido.codes import decode
    from suido.game import can_turn_at, new_game, turn_at
    from suido.web.args import level_row
    row = level_row("5x5", 3)
    answer, game = decode(levels.answer(row)).cells, new_game(row.board)
    for c in range(game.start.size):  # a piece that, turned as the answer has it and pinned, forces a neighbour
        turned, steps = game, 0
        while can_turn_at(game, c) and turned.masks[c] != answer[c]:
            turned, steps = turn_at(turned, c, 1), steps + 1
        if can_turn_at(game, c) and assisted(turned, frozenset({c}), (), neighbours(game.start, [c])):
            break
    host = open_board(desk, LEVEL)
    set_setting(desk, "assist", True)
    piece = host.locator(f'svg.suido .sd-cell[data-cell="{c}"]')
    piece.focus()
    for _ in range(steps):
        desk.keyboard.press("Enter")
    expect(host).to_have_attribute("data-turns", str(steps))
    desk.keyboard.press("p")
    expect(host.locator(".sdp-note")).to_contain_text("The assistant turned")
    expect(host).not_to_have_attribute("data-turns", str(steps))
    desk.keyboard.press("Control+z")                                   # the pin and its turns, as one
    expect(host).to_have_attribute("data-turns", str(steps))
    expect(piece).to_have_attribute("data-pinned", "false")
    set_setting(desk, "assist", False)


def test_checkpoints_jumble_and_check_by_touch_at_a_phone_s_width(phone: Any) -> None:
    host = open_board(phone, LEVEL)
    aid(host, "checkpoint").tap()
    expect(host).to_have_attribute("data-checkpoints", "1")
    host.locator("svg.suido .sd-cell:not([data-fixed=true])").first.tap()
    expect(host).to_have_attribute("data-turns", "1")
    host.locator('.sdp-checkpoints [data-checkpoint="1"]').tap()
    expect(host).to_have_attribute("data-turns", "0")
    aid(host, "jumble").tap()
    expect(host).not_to_have_attribute("data-turns", "0")
    for el in (aid(host, "checkpoint"), aid(host, "jumble"), aid(host, "check-pins"), aid(host, "loose")):
        box = el.bounding_box()
        assert box and box["x"] >= 0 and box["x"] + box["width"] <= phone.viewport_size["width"]
        assert box["height"] >= 24  # a target a finger can take


def test_axe_finds_nothing_serious_with_every_aid_showing(desk: Any) -> None:
    from test_a11y import axe_violations
    host = open_board(desk, LEVEL)
    set_setting(desk, "nets", True)
    set_setting(desk, "assist", True)
    aid(host, "checkpoint").click()
    expect(host).to_have_attribute("data-checkpoints", "1")
    host.locator("svg.suido .sd-cell:not([data-fixed=true])").first.click(button="middle")  # a pin
    aid(host, "check-pins").click()
    expect(host).to_have_attribute("data-hints", "1")
    try:
        assert not axe_violations(desk, build_py.ensure_axe().read_text(encoding="utf-8"))
    finally:
        set_setting(desk, "nets", False)
        set_setting(desk, "assist", False)
