import random

import pytest
from enginekit import path_board, tree_board

import suido
from suido import FAILURES, check_answer, decode, encode, with_masks
from suido.pieces import turn

BOARD = "5x5:Eba3C3c9955C6abcdc3ckac3I"  # the reference README's board (makeSuido size 5, difficulty 40, seed 7)
ANSWER = "5x5:CeacE696955E3ad3bc69ia93I"


def answer_with_turns(board: str, turns: str) -> str:
    """The answer of a level row, worked out here from the code's characters alone."""
    layout = decode(board)
    masks = list(layout.cells)
    rings = {a: (a, a + 1, a + layout.width + 1, a + layout.width) for a in layout.bigs + layout.blocks}
    in_ring = {c for r in rings.values() for c in r}
    for c, t in enumerate(turns):
        if c not in in_ring:
            masks[c] = turn(layout.cells[c], int(t))
    for a, ring in rings.items():
        q = int(turns[a])
        for i, c in enumerate(ring):
            masks[ring[(i + q) % 4]] = turn(layout.cells[c], q)
    return encode(with_masks(layout, masks))


SQUARES = "5x5:9Ica935racCde8339c459B559;b17;k8"  # a worked example of SUIDO-JS.md section 2
SQUARES_ANSWER = answer_with_turns(SQUARES, "2030301330031001020013000")
LOCKED = "5x5i:hfba0694393ccca505393ac3I;l15,20,23,24"


def swap(code: str, cell: int, char: str) -> str:
    head, body = code.split(":", 1)
    return head + ":" + body[:cell] + char + body[cell + 1:]


CASES = [  # (board, answer, failure), one per kind of failure, in the order they are checked
    ("nonsense", ANSWER, "board"),
    (BOARD, "7x7:", "answer"),
    (BOARD, "3x2:35B7vM", "other-board"),
    (BOARD, ANSWER.replace("5x5:", "5x5d:"), "other-board"),
    (BOARD, swap(ANSWER, 0, "2"), "pumps-drains"),
    (BOARD, ANSWER + ";w0", "walls-locked"),
    (BOARD, ANSWER + ";l1", "walls-locked"),
    (BOARD, ANSWER + ";k7", "squares"),
    (SQUARES, swap(SQUARES_ANSWER, 8, "f"), "square-turned"),
    (BOARD, swap(ANSWER, 1, "f"), "piece"),
    (LOCKED, swap(LOCKED, 15, "a"), "locked-turned"),
    (BOARD, BOARD, "leak"),
    ("4x2:mc6c3939", "4x2:mc6c3939", "unreached"),
    ("4x2d:mc6M3939", "4x2d:mc6M3939", "drains"),
    ("3x3i:iec01500B", "3x3i:iec01500B", "branch"),
]


@pytest.mark.parametrize("board, answer, failure", CASES)
def test_each_kind_of_failure(board, answer, failure):
    result = check_answer(board, answer)
    assert not result.ok
    assert result.failure == failure
    assert result.reason == dict(FAILURES)[failure]


def test_the_reference_answers_pass():
    assert check_answer(BOARD, ANSWER).ok
    assert check_answer(SQUARES, SQUARES_ANSWER).ok
    assert check_answer(BOARD, ANSWER) == suido.Check(True)


def test_the_failures_come_in_the_reference_order():
    names = [name for name, _ in FAILURES]
    assert names == ["board", "answer", "other-board", "pumps-drains", "walls-locked", "squares", "square-turned",
                     "piece", "locked-turned", "leak", "unreached", "drains", "branch"]
    # a turned locked piece AND a leak: the locked piece is named first
    assert check_answer(LOCKED, swap(LOCKED, 15, "a")).failure == "locked-turned"


JUNK = [None, 0, 3.5, b"3x2:35B7vM", [], {}, "", ":", "3x2:", "3x2:35B7vM;", "9" * 10000, "3x2:35B7vM;l" + "9" * 400,
        "64x64:" + "v" * 4095 + "!", "\x00", "3x2:35B7v\u00e9"]


@pytest.mark.parametrize("junk", JUNK, ids=range(len(JUNK)))
def test_it_never_raises(junk):
    assert check_answer(junk, ANSWER).failure == "board"
    assert check_answer(BOARD, junk).failure in ("answer", "other-board")


def test_mutated_codes_never_raise():
    rng = random.Random(11)
    alphabet = "0123456789abcdefghijklmnopvABCPxwdi;,:lk"
    for _ in range(2000):
        code = list(rng.choice([BOARD, ANSWER, SQUARES, LOCKED]))
        for _ in range(rng.randrange(1, 4)):
            code[rng.randrange(len(code))] = rng.choice(alphabet)
        result = check_answer(BOARD, "".join(code))
        assert result.ok == ("".join(code) == ANSWER) or result.ok is False


@pytest.mark.parametrize("size, wrap", [(3, False), (4, True), (6, False), (7, True)])
def test_tree_boards_pass_with_their_answer_and_fail_one_turn_off(size, wrap):
    rng = random.Random(size)
    for _ in range(20):
        layout, solution = tree_board(rng, size, size + 1, wrap)
        board, answer = encode(layout), encode(with_masks(layout, solution))
        assert check_answer(board, answer).ok
        cell = rng.choice([c for c, m in enumerate(solution) if m not in (0, 15, 5, 10)])
        off = list(solution)
        off[cell] = turn(off[cell], rng.choice((1, 2, 3)))
        assert not check_answer(board, encode(with_masks(layout, off))).ok


@pytest.mark.parametrize("kind", ["drains", "inlet-outlet"])
def test_spares_may_face_any_way(kind):
    rng = random.Random(kind)
    for _ in range(20):
        layout, solution = path_board(rng, 6, 5, kind, locked=0.2)
        flow = suido.flow_of(layout, solution)
        spun = [m if flow.wet[c] else turn(m, rng.randrange(4)) for c, m in enumerate(solution)]
        spun = [m if c not in layout.locked else layout.cells[c] for c, m in enumerate(spun)]
        assert check_answer(encode(layout), encode(with_masks(layout, spun))).ok
