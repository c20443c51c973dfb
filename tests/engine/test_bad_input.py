"""Bad input gets a clear error that says what is wrong (found by trying to break the engine)."""

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
    (dict(bigs=1), "not in this version"), (dict(blocks=2), "not in this version"),
])
def test_make_refuses_bad_settings(options, words):
    with pytest.raises(ValueError, match=words):
        suido.make(size=5, **options)
