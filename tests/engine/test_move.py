"""suido.web's one move op: a move of any kind (turn, pin, mark, undo, redo, Start over, hint) in its text form,
a piece named by the cell it was given in, and one reply shape; the page's saved moves kept by the edit each
reply carries (``moves``), which the page makes (``suido.web.reply.edited``) and which must give the engine's own
saved text after every move.

Plain pytest: this file also runs inside Pyodide."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from enginekit import random_layout
from workerkit import call, ok

import suido
from suido import encode, new_game
from suido.history import Move, history_text, make_move, new_history, redo, undo
from suido.web.reply import edited

BOARD = "3x3:1u82e42b3"  # a 3x3 network solved by turning cell 0 and 4 clockwise and cell 8 back


def move(board: str, text: str, **where: Any) -> dict[str, Any]:
    return ok("move", board=board, move=text, **where)


# every key a move's reply has, whatever the move and whether it changed anything
SHAPE = {"changed", "cells", "water", "moves", "solved", "turns", "hints", "progress", "code", "canUndo", "canRedo",
         "status", "meter", "step", "from"}


@pytest.mark.parametrize("seed", range(6))
def test_any_moves_through_move_are_the_engine_s_and_the_page_s_saved_moves_follow(seed: int) -> None:
    """Turns, pins, undo, redo, Start over and joined pins in a seeded order on boards with squares: each reply has
    the one shape, the progress is the engine's, and the page's saved moves, edited by each reply alone, are the
    engine's saved text."""
    rng = random.Random(seed)
    layout = random_layout(rng, 6, 5, ("network", "drains")[seed % 2], wrap=seed % 3 == 0, squares=3)
    code = encode(layout)
    opened = ok("open", code=code)
    board, saved = opened["board"], opened["history"]
    at = {s["cell"]: s["at"] for s in opened["cells"]}  # where each given piece stands, as the replies say
    history = new_history(new_game(code))
    for _ in range(150):
        roll = rng.random()
        given = rng.randrange(layout.size)
        if roll < 0.6:
            by = rng.choice((1, -1))
            reply = move(board, f"{given}{'+' if by == 1 else '-'}")
            history = make_move(history, Move("turn", at[given], by))
        elif roll < 0.75:
            pin = at[given] not in history.pins
            joined = rng.random() < 0.3
            reply = move(board, f"{'&' if joined else ''}{'p' if pin else 'u'}{given}")
            history = make_move(history, Move("pin", at[given], int(pin), joined))
        elif roll < 0.85:
            reply, history = move(board, "undo"), undo(history)
        elif roll < 0.95:
            reply, history = move(board, "redo"), redo(history)
        else:
            reply, history = move(board, "r"), make_move(history, Move("restart"))
        assert SHAPE <= set(reply) and "history" not in reply
        assert reply["progress"] == suido.game_progress(history.game)
        assert reply["canUndo"] == history.can_undo and reply["canRedo"] == history.can_redo
        saved = edited(saved, reply["moves"])
        assert saved == history_text(history)
        at.update({s["cell"]: s["at"] for s in reply["cells"]})
    again = ok("open", code=code, progress=reply["progress"], history=saved)
    assert again["history"] == saved and again["progress"] == reply["progress"]


def test_a_move_reply_stays_the_same_size_however_long_the_game() -> None:
    board = ok("open", code=BOARD)["board"]
    sizes = []
    for n in range(400):
        reply = move(board, "0+")
        sizes.append(len(json.dumps(reply["moves"])))
    assert reply["moves"] == {"keep": 399, "add": ["0+"], "done": 400}
    assert max(sizes) <= len(json.dumps({"keep": 399, "add": ["0+"], "done": 400}))


def test_nothing_changed_is_one_reply_whatever_the_move() -> None:
    board = ok("open", code=BOARD)["board"]
    nothing = [move(board, "undo"), move(board, "redo"), move(board, "r"), move(board, "u0")]
    move(board, "p0")
    nothing.append(move(board, "0+"))
    for reply in nothing:
        assert reply["changed"] is False and reply["cells"] == [] and reply["water"]["cells"] == []
        assert SHAPE <= set(reply)
    assert nothing[-1]["refused"] == "pinned" and "refused" not in nothing[0]


def test_each_kind_of_move_by_its_text() -> None:
    board = ok("open", code=BOARD)["board"]
    turned = move(board, "0+")
    assert turned["changed"] and turned["turns"] == 1 and turned["moves"]["add"] == ["0+"] and turned["hint"] is None
    assert move(board, "p4")["cells"][0]["pinned"]
    assert move(board, "&u4")["moves"]["add"] == ["&u4"]
    undone = move(board, "undo")  # the pin and its unpin, joined: one undo
    assert undone["moves"] == {"keep": 3, "add": [], "done": 1} and undone["hint"] is None
    marked = move(board, "j", cell=0, side=1)
    assert marked["changed"] and marked["state"] == "joined" and marked["said"] and marked["moves"]["add"] == [f"j{marked['edge']}"]
    assert move(board, "j", cell=0, side=1)["state"] == "none"  # the same again: off
    assert move(board, f"s{marked['edge']}")["state"] == "shut"
    assert move(board, f"c{marked['edge']}")["state"] == "none"
    assert move(board, "m", cell=0, point=[100, 50])["state"] == "joined"  # a long press near the east edge
    restarted = move(board, "r")
    assert restarted["turns"] == 0 and restarted["marked"] == [] and restarted["hint"] is None
    hint = move(board, "hint")
    assert hint["changed"] is False and hint["hints"] == 1 and hint["hint"]["note"]


@pytest.mark.parametrize("text, words", [
    ("12", "is not a move"), ("+", "is not a move"), ("undo3", "is not a move"), (7, "is not a move"),
    (None, "is not a move"), ("99+", "cell 99 is off this 3x3 board"), ("&r", "cannot be joined"),
    ("&undo", "cannot be joined"), ("j", "'cell' must be a whole number"), ("j77", "no edge"),
])
def test_a_bad_move_is_refused_in_words(text: Any, words: str) -> None:
    board = ok("open", code=BOARD)["board"]
    reply = call("move", board=board, move=text)
    assert not reply["ok"] and words in reply["error"]


def test_a_piece_is_named_by_the_cell_it_was_given_in() -> None:
    """On a board with a square of four, a turn of the square moves its pieces: a move names a piece by its given
    cell (its drawing's data-cell) wherever it stands, and the hint names its pieces so too."""
    layout = random_layout(random.Random(5), 5, 5, "network", squares=2)
    from suido.codes import squares_of
    squares, _ = squares_of(layout)
    square = next(s for s in squares if len(set(layout.cells[c] for c in s.cells)) > 1) if squares else None
    assert square is not None
    opened = ok("open", code=encode(layout))
    board = opened["board"]
    first = square.cells[0]
    turned = move(board, f"{first}+")
    at = {s["cell"]: s["at"] for s in turned["cells"]}
    assert sorted(at) == sorted(square.cells) and at[first] != first  # the piece given at first stands elsewhere
    pinned = move(board, f"p{first}")  # by its given cell: the square pinned as one
    assert {s["cell"] for s in pinned["cells"]} == set(square.cells) and all(s["pinned"] for s in pinned["cells"])
    assert pinned["moves"]["add"] == [f"p{at[first]}"]  # the saved text goes by where it stands
