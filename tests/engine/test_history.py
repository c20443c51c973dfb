"""suido.history: moves as values, undo and redo, pins, and the saved form; and the worker's ops over
them (undo, redo, pin, a history sent back with open).

Plain pytest: this file also runs inside Pyodide."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from enginekit import random_layout
from workerkit import ok

from suido import can_turn_at, game_from_progress, game_progress, new_game, turn_at, web
from suido.history import (History, Move, history_from_text, history_text, is_pinned, make_move, new_history,
                           redo, undo)

BOARD = "3x3:1u82e42b3"  # solved by turning cell 0 and 4 clockwise and cell 8 back
SQUARES = "5x5:9Ica935racCde8339c459B559;b17;k8"


def random_moves(h: History, rng: random.Random, n: int) -> History:
    """n random moves, undos and redos on h."""
    size = h.game.start.size
    for _ in range(n):
        roll = rng.random()
        if roll < 0.55:
            h = make_move(h, Move("turn", rng.randrange(size), rng.choice((1, -1))))
        elif roll < 0.68:
            h = make_move(h, Move("pin", rng.randrange(size), rng.choice((0, 1))))
        elif roll < 0.72:
            h = make_move(h, Move("restart"))
        elif roll < 0.88:
            h = undo(h)
        else:
            h = redo(h)
    return h


def replayed(h: History) -> History:
    """h's game and pins worked out afresh from its base, move by move (no undo)."""
    fresh = new_history(h.base)
    for move in h.moves[:h.done]:
        fresh = make_move(fresh, move)
    return fresh


@pytest.mark.parametrize("seed", range(12))
def test_any_mix_of_moves_undos_and_redos_is_the_moves_done_made_again(seed: int) -> None:
    rng = random.Random(seed)
    layout = random_layout(rng, rng.randint(2, 6), rng.randint(2, 6), squares=2 if seed % 3 == 0 else 0)
    h = random_moves(new_history(new_game(layout)), rng, 120)
    again = replayed(h)
    assert (h.game, h.pins) == (again.game, again.pins)
    # the saved form round-trips: the same moves, the same done, the same game and pins
    back = history_from_text(layout, history_text(h))
    assert (back.moves, back.done, back.game, back.pins, back.base) == (h.moves, h.done, h.game, h.pins, h.base)


def test_undo_takes_a_turn_back_out_of_the_count_and_redo_puts_it_back() -> None:
    h = new_history(new_game(BOARD))
    h = make_move(h, Move("turn", 0, 1))
    h = make_move(h, Move("turn", 4, 1))
    assert h.game.turns == 2 and h.can_undo and not h.can_redo
    h1 = undo(h)
    assert h1.game == turn_at(new_game(BOARD), 0) and h1.game.turns == 1 and h1.can_redo
    assert redo(h1).game == h.game
    # a turn made after an undo drops the redo list
    h2 = make_move(h1, Move("turn", 8, -1))
    assert not h2.can_redo and len(h2.moves) == 2 and h2.moves[-1] == Move("turn", 8, -1)
    assert undo(undo(undo(h2))).game == new_game(BOARD)  # past the first move: nothing more to undo


def test_start_over_is_one_move_that_undo_takes_back_with_the_pins() -> None:
    h = new_history(new_game(BOARD))
    for move in (Move("turn", 0, 1), Move("pin", 0, 1), Move("turn", 4, 1), Move("turn", 4, 1)):
        h = make_move(h, move)
    before = h
    h = make_move(h, Move("restart"))
    assert h.game == new_game(BOARD) and not h.pins and h.game.turns == 0
    back = undo(h)
    assert (back.game, back.pins) == (before.game, before.pins) and back.game.turns == 3
    assert make_move(new_history(new_game(BOARD)), Move("restart")).moves == ()  # nothing to start over


def test_a_pinned_piece_does_not_turn_and_pins_are_undoable() -> None:
    h = make_move(new_history(new_game(BOARD)), Move("pin", 4, 1))
    assert is_pinned(h, 4) and h.game.turns == 0
    assert make_move(h, Move("turn", 4, 1)) is h  # refused, nothing recorded
    assert make_move(h, Move("pin", 4, 1)) is h  # pinned already
    h = make_move(h, Move("pin", 4, 0))
    assert not is_pinned(h, 4)
    assert is_pinned(undo(h), 4) and not is_pinned(undo(undo(h)), 4)
    # bare ground, a cross or a locked piece has nothing to pin
    bare = new_history(new_game("2x2:0f1h"))  # bare ground at 0, a cross at 1
    assert make_move(bare, Move("pin", 0, 1)).moves == () and make_move(bare, Move("pin", 1, 1)).moves == ()


def test_a_square_is_pinned_as_one_and_stays_pinned_as_a_whole() -> None:
    h = new_history(new_game(SQUARES))  # a block at 8 (8, 9, 14, 13) and a big piece at 17
    assert can_turn_at(h.game, 8)
    h = make_move(h, Move("pin", 14, 1))
    assert h.pins == {8, 9, 13, 14}
    assert make_move(h, Move("turn", 9, 1)) is h
    h = make_move(h, Move("pin", 13, 0))
    assert not h.pins


def test_pins_never_change_the_answer_check() -> None:
    from suido import check_answer, game_code
    h = new_history(new_game(BOARD))
    for move in (Move("turn", 0, 1), Move("pin", 0, 1), Move("turn", 4, 1), Move("pin", 4, 1), Move("turn", 8, -1)):
        h = make_move(h, move)
    assert check_answer(BOARD, game_code(h.game)).ok


def test_a_history_can_start_from_a_saved_progress() -> None:
    base = game_from_progress(BOARD, "100000000:1")
    h = make_move(new_history(base), Move("turn", 4, 1))
    text = history_text(h)
    assert text == "1/100000000:1/4+/1"
    back = history_from_text(BOARD, text)
    assert back.base == base and game_progress(back.game) == "100010000:2"
    assert undo(back).game == base


@pytest.mark.parametrize("text, words", [
    ("", "is not a saved history"),
    ("2//0+/1", "is not a saved history"), ("1//q/1", "is not a move"), ("1//b0/0", "checkpoint from 1"),
    ("1//0+,x/1", "'x' is not a move"),
    ("1//0+/2", "is not how many"),
    ("1//0+/-1", "is not how many"),
    ("1//99+/1", "off this 3x3 board"),
    ("1/12:0/0+/1", "digits"),
])
def test_a_bad_saved_history_says_what_is_wrong(text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        history_from_text(BOARD, text)


@pytest.mark.parametrize("bad", [Move, "turn", None])
def test_make_move_refuses_what_is_not_a_move(bad: Any) -> None:
    with pytest.raises(ValueError, match="a Move is needed"):
        make_move(new_history(new_game(BOARD)), bad)


@pytest.mark.parametrize("kind, cell, by", [("spin", 0, 1), ("turn", 0, 2), ("turn", -1, 1), ("pin", 0, -1),
                                            ("turn", True, 1), ("pin", 0, True)])
def test_a_bad_move_is_refused_when_made(kind: str, cell: Any, by: Any) -> None:
    with pytest.raises(ValueError):
        Move(kind, cell, by)


# ---- the worker's ops ------------------------------------------------------------------------

def test_undo_redo_and_pin_through_the_worker() -> None:
    board = ok("open", code=BOARD)["board"]
    first = ok("turn", board=board, cell=0, by=1)
    assert first["canUndo"] and not first["canRedo"] and first["history"] == "1//0+/1"
    pinned = ok("pin", board=board, cell=4)
    assert pinned["changed"] and [c["cell"] for c in pinned["cells"]] == [4] and pinned["cells"][0]["pinned"]
    assert all(label.endswith("pinned") for label in pinned["cells"][0]["labels"])
    refused = ok("turn", board=board, cell=4, by=1)
    assert refused == {**refused, "turned": False, "pinned": True, "turns": 1}
    undone = ok("undo", board=board)  # the pin
    assert undone["changed"] and undone["cells"][0]["pinned"] is False and undone["turns"] == 1
    undone = ok("undo", board=board)  # the turn
    assert undone["turns"] == 0 and undone["progress"] == "000000000:0" and undone["canRedo"]
    assert not ok("undo", board=board)["changed"]
    redone = ok("redo", board=board)
    assert redone["progress"] == "100000000:1" and redone["history"] == "1//0+,p4/1"
    # the saved history reopens the board with its undo and redo
    again = ok("open", code=BOARD, progress=redone["progress"], history=redone["history"])
    assert again["canUndo"] and again["canRedo"] and again["history"] == redone["history"]
    # a history that does not lead to the progress given is dropped: the progress wins
    other = ok("open", code=BOARD, progress="100010000:2", history=redone["history"])
    assert other["progress"] == "100010000:2" and not other["canUndo"] and other["history"] == "1/100010000:2//0"
    junk = ok("open", code=BOARD, history="nonsense")
    assert junk["progress"] == "000000000:0" and not junk["canUndo"]


def test_start_over_through_the_worker_is_undoable() -> None:
    board = ok("open", code=BOARD)["board"]
    for cell, by in ((0, 1), (4, 1)):
        ok("turn", board=board, cell=cell, by=by)
    restarted = ok("restart", board=board)
    assert restarted["turns"] == 0 and restarted["canUndo"]
    back = ok("undo", board=board)
    assert back["progress"] == "100010000:2" and {c["cell"] for c in back["cells"]} >= {0, 4}


def test_a_hint_asked_twice_with_nothing_done_counts_once() -> None:
    board = ok("open", code=BOARD, answer="3x3:2u82d42b9")["board"]
    assert ok("hint", board=board)["hints"] == 1
    assert ok("hint", board=board)["hints"] == 1
    cell = ok("hint", board=board)["cell"]
    ok("turn", board=board, cell=cell, by=1 if cell != 8 else -1)
    assert ok("hint", board=board)["hints"] == 2


@pytest.mark.parametrize("move, words", [
    ("p99", "off this 3x3 board"),
    ("pin0", "is not a move"),
    ("p", "is not a move"),
])
def test_bad_pins_are_refused_in_words(move: str, words: str) -> None:
    board = ok("open", code=BOARD)["board"]
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "move", "args": {"board": board, "move": move}})))
    assert not reply["ok"] and words in reply["error"]


def test_pins_joined_in_one_drag_are_undone_and_redone_as_one() -> None:
    h = make_move(new_history(new_game(BOARD)), Move("turn", 0, 1))
    h = make_move(h, Move("pin", 3, 1))
    for cell in (4, 5):
        h = make_move(h, Move("pin", cell, 1, joined=True))
    assert history_text(h) == "1//0+,p3,&p4,&p5/4"
    back = undo(h)
    assert back.done == 1 and not back.pins and back.game.turns == 1
    assert redo(back).pins == {3, 4, 5} and redo(back).done == 4
    assert history_from_text(BOARD, history_text(h)).moves == h.moves
    # a joined move with nothing before it stands alone
    alone = make_move(new_history(new_game(BOARD)), Move("pin", 4, 1, joined=True))
    assert not alone.moves[0].joined and history_from_text(BOARD, "1//&p4/1").moves[0].joined is False


def test_a_drag_of_pins_through_the_worker_is_one_undo() -> None:
    board = ok("open", code=BOARD)["board"]
    ok("pin", board=board, cell=3)
    ok("pin", board=board, cell=4, joined=True)
    last = ok("pin", board=board, cell=5, joined=True)
    assert last["history"] == "1//p3,&p4,&p5/3"
    undone = ok("undo", board=board)
    assert sorted(c["cell"] for c in undone["cells"]) == [3, 4, 5] and not any(c["pinned"] for c in undone["cells"])
    assert not undone["canUndo"]


def test_a_layout_a_game_and_a_move_print_as_their_codes() -> None:
    """``str`` of a Layout is its code, of a Game the code of the board as it stands, of a Move its text
    in a saved history, so printing one shows what a player or a tool would paste."""
    from suido import decode, new_game, turn_at
    from suido.history import Move, history_text, make_move, new_history

    layout = decode("3x2:35B7vM")
    assert str(layout) == "3x2:35B7vM" and f"{layout}" == "3x2:35B7vM"
    game = turn_at(new_game(layout), 0)
    assert str(game) == "3x2:65B7vM" != str(layout)
    assert [str(m) for m in (Move("turn", 12, 1), Move("turn", 3, -1), Move("pin", 3, 1), Move("pin", 3, 0),
                             Move("mark", 4, 2), Move("restart"), Move("turn", 5, 1, joined=True))] == \
        ["12+", "3-", "p3", "u3", "s4", "r", "&5+"]
    history = make_move(new_history(new_game(layout)), Move("turn", 0, 1))
    assert history_text(history).split("/")[2] == ",".join(str(m) for m in history.moves)
    hexagons = decode("2x2h:g202A108")
    assert str(hexagons) == "2x2h:g202A108"
