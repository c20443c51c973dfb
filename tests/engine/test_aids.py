"""The aids players asked for: checkpoints, jumble, check my pins, the loose ends' counts, the assistant and a colour
per network, in the engine (suido.history, suido.aids, suido.networks) and in the worker's replies (suido.web).

Plain pytest: this file also runs inside Pyodide."""

from __future__ import annotations

import random
from functools import lru_cache
from typing import Any

import pytest
from workerkit import call, ok

from suido.aids import assisted, neighbours, wrong_pins
from suido.codes import decode
from suido.flow import flow_of
from suido.game import can_turn_at, new_game, turn_at
from suido.generator import make
from suido.history import Move, history_from_text, history_text, make_move, new_history, redo, undo
from suido.networks import COLOURS, networks_of, clashes

BOARD = "3x3:1u82e42b3"  # a 3x3 network solved by turning cell 0 and 4 clockwise and cell 8 back


def move(board: str, text: str, **where: Any) -> dict[str, Any]:
    return ok("move", board=board, move=text, **where)


@lru_cache(maxsize=None)
def made(seed: int, grid: str = "square", size: int = 5) -> Any:
    return make(size=size, seed=seed, grid=grid) if grid != "square" else make(size=size, seed=seed)


# -- checkpoints ---------------------------------------------------------------------------------------------

def test_a_checkpoint_brings_back_the_game_its_pins_marks_and_turns_as_one_undoable_move() -> None:
    h = new_history(new_game(BOARD))
    h = make_move(make_move(h, Move("turn", 0, 1)), Move("pin", 0, 1))
    h = make_move(h, Move("mark", 2, 1))
    h = make_move(h, Move("checkpoint"))
    at_checkpoint = (h.game, h.pins, h.marks)
    assert make_move(h, Move("checkpoint")) is h  # the same as the last: nothing recorded
    for cell in (4, 4, 8):
        h = make_move(h, Move("turn", cell, 1))
    h = make_move(make_move(h, Move("pin", 4, 1)), Move("mark", 2, 0))
    assert h.game.turns == 4
    back = make_move(h, Move("back", by=1))
    assert (back.game, back.pins, back.marks) == at_checkpoint and back.game.turns == 1
    assert make_move(back, Move("back", by=2)) is back  # no second checkpoint
    assert make_move(back, Move("back", by=1)) is back  # already there
    again = undo(back)
    assert (again.game, again.pins, again.marks) == (h.game, h.pins, h.marks)
    assert redo(again).game == back.game
    # saved and read again: the same game, pins, marks and checkpoints
    text = history_text(back)
    assert ",k," in text and ",b1/" in text
    read = history_from_text(BOARD, text)
    assert (read.game, read.pins, read.marks, read.checkpoints) == (back.game, back.pins, back.marks, back.checkpoints)
    assert undo(read).game == h.game


def test_checkpoints_survive_start_over_and_a_checkpoint_undone_is_gone() -> None:
    h = make_move(new_history(new_game(BOARD)), Move("turn", 4, 1))
    h = make_move(h, Move("checkpoint"))
    h = make_move(h, Move("restart"))
    assert len(h.checkpoints) == 1 and h.game == new_game(BOARD)
    assert make_move(h, Move("back", by=1)).game.masks == turn_at(new_game(BOARD), 4, 1).masks
    assert undo(undo(h)).checkpoints == ()


def test_an_old_saved_history_without_checkpoints_still_loads() -> None:
    h = history_from_text(BOARD, "1//0+,p1,4+/3")
    assert h.checkpoints == () and h.game.turns == 2 and h.pins == {1}


def test_checkpoints_through_the_worker_count_go_back_and_reopen_from_the_saved_moves() -> None:
    board = ok("open", code=BOARD)["board"]
    assert move(board, "0+")["checkpoints"] == 0
    set_one = move(board, "k")
    assert set_one["changed"] and set_one["checkpoints"] == 1 and set_one["cells"] == []
    move(board, "4+")
    went = move(board, "b1")
    assert went["turns"] == 1 and went["checkpoints"] == 1 and [c["cell"] for c in went["cells"]] == [4]
    assert move(board, "undo")["turns"] == 2
    reopened = ok("open", code=BOARD, progress=went["progress"], history="1//0+,k,4+,b1/4")
    assert reopened["checkpoints"] == 1 and reopened["turns"] == 1 and reopened["history"] == "1//0+,k,4+,b1/4"
    refused = ok("open", code=BOARD)["board"]
    assert move(refused, "b1")["changed"] is False


# -- jumble ----------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed", range(3))
def test_a_jumble_is_seeded_leaves_pins_alone_and_is_undone_as_one(seed: int) -> None:
    b = made(seed, size=6)
    h = new_history(new_game(b.layout))
    pinned = [c for c in range(b.layout.size) if can_turn_at(h.game, c)][:5]
    for c in pinned:
        h = make_move(h, Move("pin", c, 1))
    a = make_move(h, Move("jumble", by=seed))
    assert a.game == make_move(h, Move("jumble", by=seed)).game  # the same seed, the same jumble
    assert a.game != make_move(h, Move("jumble", by=seed + 100)).game
    assert all(a.game.masks[c] == h.game.masks[c] for c in pinned)
    turned = sum(1 for x, y in zip(a.game.quarters, h.game.quarters) if x != y)
    assert turned and a.game.turns == h.game.turns + turned
    assert undo(a).game == h.game and undo(a).pins == h.pins
    assert history_from_text(b.code, history_text(a)).game == a.game


def test_a_jumble_through_the_worker_is_one_move() -> None:
    board = ok("open", code=made(1, size=6).code)["board"]
    r = move(board, "x12345")
    assert r["changed"] and r["moves"]["add"] == ["x12345"]
    assert move(board, "undo")["turns"] == 0
    assert call("move", board=board, move=f"x{2**31}")["ok"] is False  # past the seeds: refused in words


# -- check my pins ---------------------------------------------------------------------------------------------

def test_check_my_pins_counts_the_wrong_ones_lights_them_and_counts_as_a_hint() -> None:
    b = made(2)
    board = ok("open", code=b.code, answer=b.answer)["board"]
    assert move(board, "check")["pins"]["wrong"] == 0  # none pinned: said, not counted
    game = new_game(b.layout)
    right = [c for c in range(b.layout.size) if can_turn_at(game, c) and game.masks[c] == b.solution[c]][:2]
    wrong = [c for c in range(b.layout.size) if can_turn_at(game, c) and game.masks[c] != b.solution[c]][:3]
    assert right and wrong
    for c in right + wrong:
        move(board, f"p{c}")
    r = move(board, "check")
    assert r["pins"]["wrong"] == len(wrong) and r["pins"]["pinned"] == len(right) + len(wrong)
    assert r["pins"]["cells"] == sorted(wrong) and r["hints"] == 1 and r["changed"] is False
    assert str(len(wrong)) in r["pins"]["said"]
    assert wrong_pins(game, frozenset(right), b.solution) == ()


def test_check_my_pins_on_a_board_with_no_answer_given_asks_the_solver() -> None:
    b = made(3)
    board = ok("open", code=b.code)["board"]
    game = new_game(b.layout)
    c = next(c for c in range(b.layout.size) if can_turn_at(game, c) and game.masks[c] != b.solution[c])
    move(board, f"p{c}")
    assert move(board, "check")["pins"]["cells"] == [c]


# -- the loose ends ---------------------------------------------------------------------------------------------

def test_every_reply_counts_the_pieces_leaking_and_dry() -> None:
    b = made(4)
    board = ok("open", code=b.code)
    flow = flow_of(b.layout)
    assert board["loose"] == [len({p for p, _ in flow.spills}), flow.pieces - flow.wet_pieces]


# -- the assistant ------------------------------------------------------------------------------------------------

@pytest.mark.parametrize("seed,grid", [(s, "square") for s in range(8)] + [(s, "hex") for s in range(4)])
def test_the_assistant_only_turns_pieces_the_pins_leave_one_way(seed: int, grid: str) -> None:
    """Pins that agree with the (only) answer: every piece the assistant turns faces as the answer has it (the
    solver's deduction: with one answer, one way), none is pinned, and each is beside the pins."""
    b = made(seed, grid)
    rng = random.Random(seed)
    game = new_game(b.layout)
    free = [c for c in range(b.layout.size) if can_turn_at(game, c)]
    pins: set[int] = set()
    for c in rng.sample(free, min(8, len(free))):
        while game.masks[c] != b.solution[c]:  # the piece turned as the answer has it, then pinned
            game = turn_at(game, c, 1)
        pins.add(c)
        for cell, steps in assisted(game, frozenset(pins), (), neighbours(b.layout, [c])):
            assert cell not in pins and cell in neighbours(b.layout, [c])
            for _ in range(steps):
                game = turn_at(game, cell, 1)
            assert game.masks[cell] == b.solution[cell]


def test_the_assistant_turns_something_through_the_worker_and_one_undo_takes_it_back() -> None:
    found = 0
    for seed in range(10):
        b = made(seed)
        board = ok("open", code=b.code, answer=b.answer)["board"]
        game = new_game(b.layout)
        for c in range(b.layout.size):
            if not can_turn_at(game, c):
                continue
            steps = 0
            while turn_at_n(game, c, steps).masks[c] != b.solution[c]:
                steps += 1
            for _ in range(steps):
                move(board, f"{c}+")
            r = move(board, f"p{c}", assist=True)
            if r.get("assisted"):
                assert set(r["assisted"]) <= {x["cell"] for x in r["cells"]}
                back = move(board, "undo")
                assert back["progress"].split(":")[0] != r["progress"].split(":")[0]
                found += 1
                break
        if found:
            break
    assert found


def turn_at_n(game: Any, cell: int, n: int) -> Any:
    for _ in range(n):
        game = turn_at(game, cell, 1)
    return game


def test_the_assistant_turns_nothing_when_the_pins_contradict() -> None:
    b = made(5)
    game = new_game(b.layout)
    wrong = [c for c in range(b.layout.size) if can_turn_at(game, c) and game.masks[c] != b.solution[c]]
    around = range(b.layout.size)
    turns = assisted(game, frozenset(wrong), (), around)
    # the pins say the board as given: it is not the answer, so they leave no answer
    assert turns == []


# -- a colour per network -----------------------------------------------------------------------------------------

def groups_of(nets: Any) -> set[frozenset[int]]:
    by: dict[int, set[int]] = {}
    for c, g in enumerate(nets.group):
        if g >= 0:
            by.setdefault(g, set()).add(c)
    return {frozenset(v) for v in by.values()}


@pytest.mark.parametrize("seed,grid", [(s, "square") for s in range(4)] + [(s, "hex") for s in range(2)])
def test_colours_follow_the_moves_never_clash_and_cover_the_same_networks_as_afresh(seed: int, grid: str) -> None:
    b = made(seed, grid, 7)
    rng = random.Random(seed)
    game = new_game(b.layout)
    nets = networks_of(b.layout, flow_of(b.layout, game.masks))
    free = [c for c in range(b.layout.size) if can_turn_at(game, c)]
    for _ in range(60):
        c = rng.choice(free)
        game = turn_at(game, c, 1)
        flow = flow_of(b.layout, game.masks)
        before = nets
        nets = networks_of(b.layout, flow, before)
        fresh = networks_of(b.layout, flow)
        assert groups_of(nets) == groups_of(fresh)
        assert clashes(b.layout, nets) == []
        assert all(0 <= x <= COLOURS for x in nets.colour)
        assert all(not nets.colour[p] for p in range(b.layout.size) if flow.wet[p])  # the water keeps its colour
        # a network made of an old one and single pieces keeps the old one's colour (unless a neighbour has it)
        for group in groups_of(nets):
            olds = {before.group[p] for p in group if before.group[p] >= 0}
            if len(olds) == 1:
                (g,) = olds
                old = set(before.members[g])
                if old <= group:
                    colour = before.colour[next(iter(old))]
                    mine = nets.colour[next(iter(group))]
                    assert mine == colour or any(nets.colour[o] == colour for o in neighbours(b.layout, group)
                                                 if o not in group)


def test_two_networks_that_meet_take_the_larger_one_s_colour() -> None:
    # a row of pieces: cells 0-1 joined (two), 3-5 joined (three); turning cell 2 joins all
    layout = decode("3x3:6c839400h")
    nets = networks_of(layout, flow_of(layout))
    assert nets.colour[0] == 1
    # merge test on a made board: find a turn that merges two networks of different sizes
    for seed in range(20):
        b = made(seed, size=7)
        game = new_game(b.layout)
        before = networks_of(b.layout, flow_of(b.layout, game.masks))
        for c in range(b.layout.size):
            if not can_turn_at(game, c):
                continue
            after_game = turn_at(game, c, 1)
            flow = flow_of(b.layout, after_game.masks)
            after = networks_of(b.layout, flow, before)
            g = after.group[c]
            if g < 0:
                continue
            olds = {before.group[p] for p in after.members[g] if before.group[p] >= 0 and p != c}
            sizes = sorted((len(before.members[o]), o) for o in olds)
            if len(sizes) >= 2 and sizes[-1][0] > sizes[-2][0]:
                larger = before.colour[before.members[sizes[-1][1]][0]]
                beside = {after.colour[o] for o in neighbours(b.layout, after.members[g]) if after.group[o] != g}
                if larger not in beside:
                    assert after.colour[c] == larger
                    return
    pytest.fail("no merge of two networks found on twenty boards")


def test_the_colours_through_the_worker_whole_then_what_changed() -> None:
    b = made(6, size=7)
    opened = ok("open", code=b.code, nets=True)
    board = opened["board"]
    fresh = networks_of(b.layout, flow_of(b.layout))
    assert opened["nets"]["whole"] and sorted(opened["nets"]["cells"]) == [c for c in range(b.layout.size) if fresh.colour[c]]
    game = new_game(b.layout)
    c = next(c for c in range(b.layout.size) if can_turn_at(game, c))
    r = move(board, f"{c}+")
    flow = flow_of(b.layout, turn_at(game, c, 1).masks)
    after = networks_of(b.layout, flow, fresh)
    assert dict(zip(r.get("nets", {}).get("cells", []), r.get("nets", {}).get("colours", []))) == \
        {p: after.colour[p] for p in after.changed}
    off = move(board, "nets", on=False)
    assert off["nets"]["cells"] == [] and "nets" not in move(board, f"{c}+")


# -- every grid the engine plays ------------------------------------------------------------------------------------

@pytest.mark.parametrize("grid", sorted(__import__("suido.grids", fromlist=["ALL_GRIDS"]).ALL_GRIDS))
def test_every_aid_on_every_grid(grid: str) -> None:
    """A checkpoint and the way back, a jumble undone, the pins checked, the assistant's turns (each to the answer)
    and the networks' colours (no clash, the same networks as afresh), on each grid's own neighbours."""
    b = make(size=5, seed=2, grid=grid)
    layout = b.layout
    game = new_game(layout)
    free = [c for c in range(layout.size) if can_turn_at(game, c)]
    h = make_move(new_history(game), Move("checkpoint"))
    h = make_move(h, Move("turn", free[0], 1))
    assert make_move(h, Move("back", by=1)).game == game
    jumbled = make_move(h, Move("jumble", by=7))
    assert undo(jumbled).game == h.game
    assert history_from_text(b.code, history_text(jumbled)).game == jumbled.game
    # the pins as the answer has them: none wrong; the assistant turns only to the answer
    answered = game
    for c in free[:4]:
        while answered.masks[c] != b.solution[c]:
            answered = turn_at(answered, c, 1)
    assert wrong_pins(answered, frozenset(free[:4]), b.solution) == ()
    for cell, steps in assisted(answered, frozenset(free[:4]), (), neighbours(layout, free[:4])):
        after = answered
        for _ in range(steps):
            after = turn_at(after, cell, 1)
        assert after.masks[cell] == b.solution[cell]
    nets = networks_of(layout, flow_of(layout, jumbled.game.masks))
    assert clashes(layout, nets) == []
    moved = networks_of(layout, flow_of(layout, game.masks), nets)
    assert groups_of(moved) == groups_of(networks_of(layout, flow_of(layout, game.masks)))
