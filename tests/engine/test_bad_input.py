"""Bad input gets a clear error that says what is wrong (found by trying to break the engine)."""

import dataclasses
import datetime as dt

import pytest

import suido
from suido import levels

BOARD = "5x5:Eba3C3c9955C6abcdc3ckac3I"
ANSWER = "5x5:CeacE696955E3ad3bc69ia93I"


@pytest.mark.parametrize("code", ["1" * 5000 + "x7:", BOARD + ";l" + "9" * 5000, "\u0665x\u0665:" + BOARD[4:],
                                  BOARD + ";l\u0663", "5x5:" + "\u0663" * 25])
def test_codes_with_huge_or_foreign_digits_are_code_errors(code):
    with pytest.raises(suido.CodeError):
        suido.decode(code)
    assert suido.check_answer(code, ANSWER).failure == "board"


@pytest.mark.parametrize("progress, words", [
    ("0" * 25 + ":" + "1" * 5000, "not a progress string"),
    ("0" * 25 + ":\u0663", "not a progress string"),
    ("3" * 25 + ":0", "at least"),
])
def test_impossible_progress_is_refused(progress, words):
    with pytest.raises(ValueError, match=words):
        suido.game_from_progress(BOARD, progress)


def test_junk_types_get_clear_errors():
    with pytest.raises(suido.CodeError):
        suido.new_game(None)
    with pytest.raises(suido.CodeError):
        suido.game_from_progress(None, "0:0")
    with pytest.raises(ValueError, match="solve takes a board"):
        suido.solve(None)
    assert suido.solve(ANSWER).count == 1  # a code will do
    for bad in (dict(limit=None), dict(budget=None), dict(limit=True), dict(budget=-1)):
        with pytest.raises(ValueError):
            suido.solve(ANSWER, **bad)
    game = suido.new_game(BOARD)
    with pytest.raises(ValueError, match="by must be"):
        suido.turn_at(game, 3, by=1.0)
    with pytest.raises(ValueError, match="sequence of masks"):
        suido.hint_for(game, None)
    for impossible in ((0,) * 25, (-1,) * 25):
        with pytest.raises(ValueError, match="cell 0"):
            suido.hint_for(game, impossible)
    with pytest.raises(ValueError, match="collection of level numbers"):
        levels.open_count("7x7", None)


def test_days_and_levels_outside_their_range():
    with pytest.raises(ValueError, match="not a day"):
        levels.daily("7x7", "2026-W41-2")
    for edge in (dt.datetime(1, 1, 1, tzinfo=dt.timezone(dt.timedelta(hours=14))),
                 dt.datetime.max.replace(tzinfo=dt.timezone(dt.timedelta(hours=-14)))):
        with pytest.raises(ValueError, match="no UTC day"):
            levels.daily("7x7", edge)
    assert levels.role("7x7", 0) is None and levels.role("7x7", -1) is None and levels.role("7x7", 999) is None
    with pytest.raises(ValueError, match="from 1"):
        levels.block_of(0)


@pytest.mark.parametrize("options, words", [
    (dict(attempts=0), "attempts"), (dict(attempts=-1), "attempts"), (dict(tolerance=-1), "tolerance"),
    (dict(bigs=5), "do not fit"), (dict(width=4, height=4, blocks=4), "too few"), (dict(bigs=1, kind="drains"), "only on a network"),
    (dict(bigs=1, big_kinds="many"), "big_kinds"), (dict(bigs=-1), "bigs"), (dict(blocks=1.5), "blocks"),
])
def test_make_refuses_bad_settings(options, words):
    with pytest.raises(ValueError, match=words):
        suido.make(size=5, **options)


@pytest.mark.parametrize("call", [
    lambda: suido.turn_at(None, 3), lambda: suido.can_turn_at("g", 3), lambda: suido.game_progress(None),
    lambda: suido.game_code(None), lambda: suido.is_game_solved(None), lambda: suido.flow_of_game(0),
    lambda: suido.hint_for(None, [1]), lambda: suido.taps_to_answer(None, [1]),
    lambda: suido.game_at_answer(None, [1]),
])
def test_what_is_not_a_game_is_refused_as_such(call):
    with pytest.raises(ValueError, match="a Game is needed"):
        call()


def test_a_cell_is_a_whole_number_not_a_bool():
    game = suido.new_game(BOARD)
    for bad in (True, False, 1.0, "1", None):
        with pytest.raises(ValueError, match="cell must be a whole number"):
            suido.turn_at(game, bad)
        assert suido.can_turn_at(game, bad) is False


def test_a_long_bad_text_is_shown_whole_or_cut_with_an_ellipsis():
    with pytest.raises(ValueError) as caught:
        suido.game_from_progress(BOARD, "0" * 25 + ":-1")
    assert "'0000000000000000000000000:-1'" in str(caught.value)   # all of it: the fault is at its end
    with pytest.raises(ValueError, match="…"):
        levels.day("2026-01-01T23:59:59+05:00-and-a-great-deal-more-text")
    with pytest.raises(suido.CodeError, match="…"):
        suido.decode("q" * 100)


def test_a_tolerance_that_is_not_a_number_is_refused():
    with pytest.raises(ValueError, match="tolerance"):
        suido.make(size=6, difficulty=50, tolerance=float("nan"))


def test_the_facade_never_answers_with_json_it_cannot_read():
    import json

    from suido import web
    reply = json.loads(web.handle('{"id": NaN, "op": "hello"}'))
    assert reply["ok"] is False and reply["id"] is None
    made = json.loads(web.handle(json.dumps({"id": 1, "op": "make", "args": {"size": 5, "seed": "1" * 30}})))
    assert made["ok"] and made["result"]["seed"] == int("1" * 30) & 0xFFFFFFFF   # digits, not a rounded double


LAYOUT = suido.decode(BOARD)


@pytest.mark.parametrize("call, words", [
    (lambda: suido.flow_of(None), "flow_of takes a board"),
    (lambda: suido.encode(None), "encode takes a Layout"),
    (lambda: suido.deduce(42), "deduce takes a board"),
    (lambda: suido.flow_of(LAYOUT, 5), "masks are a sequence of 25"),
    (lambda: suido.is_solved(LAYOUT, 1.5), "masks are a sequence of 25"),
])
def test_what_is_not_a_board_or_masks_is_a_value_error(call, words):
    # found by trying to break it: AttributeError and TypeError from deep inside
    with pytest.raises(ValueError, match=words):
        call()


@pytest.mark.parametrize("change, words", [
    (dict(sources=(99,)), "sources are whole numbers 0..24"),
    (dict(drains=(99,)), "drains are whole numbers 0..24"),
    (dict(locked=(-1,)), "locked are whole numbers 0..24"),
    (dict(walls=(999,)), "walls are whole numbers 0..49"),
    (dict(blocks=(4,)), "runs off the board"),
    (dict(width=0), "width and height are whole numbers 1..64"),
    (dict(cells=(1, 2)), "has 25 cells"),
])
def test_a_layout_made_by_hand_is_held_to_its_shape(change, words):
    # found by trying to break it: solve, deduce and flow_of raised IndexError on such layouts
    with pytest.raises(ValueError, match=words):
        dataclasses.replace(LAYOUT, **change)


def test_deduce_takes_a_code_as_solve_does():
    assert suido.deduce(BOARD) == suido.deduce(LAYOUT)
