import random

import pytest
from enginekit import CASES, case_id, random_layout

import suido
from suido import CodeError, Layout, decode, encode, neighbours_of
from suido.pieces import STEPS


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_decode_and_encode_are_inverses(case):
    rng = random.Random(hash(case_id(case)) & 0xFFFF)
    for _ in range(40):
        layout = random_layout(rng, *case, squares=2)
        code = encode(layout)
        assert decode(code) == layout
        assert encode(decode(code)) == code


@pytest.mark.parametrize("case", CASES, ids=case_id)
def test_a_neighbours_neighbour_back_is_the_cell(case):
    width, height, kind, wrap = case
    rng = random.Random(7)
    for _ in range(10):
        layout = random_layout(rng, *case, walls=0.3)
        table = neighbours_of(layout)
        walls = set(layout.walls)
        for cell in range(layout.size):
            row, col = divmod(cell, width)
            for side in range(4):
                other = table[cell * 4 + side]
                dc, dr = STEPS[side]
                c, r = col + dc, row + dr
                off = not (0 <= c < width and 0 <= r < height)
                # the edge this side crosses, written as the east or south side of one cell
                if side == 1:
                    edge = cell * 2
                elif side == 2:
                    edge = cell * 2 + 1
                elif side == 3:
                    edge = (row * width + (col - 1) % width) * 2
                else:
                    edge = (((row - 1) % height) * width + col) * 2 + 1
                if edge in walls or (off and not wrap):
                    assert other == -1
                    continue
                assert other == (r % height) * width + (c % width)
                assert table[other * 4 + (side + 2) % 4] == cell


WORKED = [
    ("3x2:35B7vM", dict(width=3, height=2, kind="network", cells=(3, 5, 1, 7, 15, 12), sources=(4,), drains=(2, 5))),
    ("5x5:j5a5C5I59Ib75f7a6CCa35aIC", dict(sources=(0,))),
    ("5x5d:0195B80l0009bc0050bI0Ia6I", dict(kind="drains", sources=(7,), drains=(4, 19, 21, 24))),
    ("5x5:CB3E99577cBBrfEea6aB65Ecc;w4,34,36", dict(walls=(4, 34, 36))),
    ("5x5i:hfba0694393ccca505393ac3I;l15,20,23,24", dict(kind="inlet-outlet", sources=(0,), drains=(24,), locked=(15, 20, 23, 24))),
    ("5x5:9Ica935racCde8339c459B559;b17;k8", dict(bigs=(17,), blocks=(8,))),
]


@pytest.mark.parametrize("code, facts", WORKED)
def test_worked_examples(code, facts):
    layout = decode(code)
    for name, value in facts.items():
        assert getattr(layout, name) == value
    assert encode(layout) == code


def test_leading_zeros_are_read_and_written_without():
    layout = decode("5x5:CB3E99577cBBrfEea6aB65Ecc;w04,034,36")
    assert layout.walls == (4, 34, 36)
    assert encode(layout) == "5x5:CB3E99577cBBrfEea6aB65Ecc;w4,34,36"


BAD = [  # (code, words the message must carry), in the order decode checks them
    (None, "text"),
    ("", "size"),
    ("7x7", "size"),
    ("axb:0", "size"),
    ("1x3:123", "2 to 64"),
    ("65x2:" + "g" * 130, "2 to 64"),
    ("100x2:" + "g" * 200, "2 to 64"),
    ("3x2:35B7v", "needs 6 cells"),
    ("3x3dd:h11111111", "flags"),
    ("3x3di:h11111111", "flags"),
    ("3x3wd:h11111111", "flags"),
    ("3x3x:h11111111", "flags"),
    ("3x3dd:h1111111", "flags"),  # a bad length and bad flags: the flags are told first (they say the length)
    ("3x3x:h111111111", "flags"),
    ("2x3w:h111", "wrap needs both sides at least 3"),
    ("2x3w:h11111", "wrap needs both sides at least 3"),
    ("3x3:h11111111;l3,3", "rise strictly"),
    ("3x3:h11111111;l4,2", "rise strictly"),
    ("3x3:h11111111;l9", "past the board"),
    ("3x3:h11111111;w18", "past the board"),
    ("3x3:h11111111;l", "list of numbers"),
    ("3x3:h11111111;l1,,2", "list of numbers"),
    ("3x3:h11111111;z1", "l, w, b or k"),
    ("3x3:h11111111;w1;l2", "order l, w, b, k"),
    ("3x3:h11111111;l1;l2", "order l, w, b, k"),
    ("3x3:h1111111x", "cell 8: 'x' is not a piece"),
    ("3x3:h11111111 ", "needs 9 cells"),
    ("3x3:h111111@1", "cell 7: '@' is not a piece"),
    ("3x3:111h11Q11", "cell 6"),
    ("3x3:1111g1B11", "bare ground"),
    ("3x3:h1111111A", "bare ground"),
    ("3x3:111111111", "no pump"),
    ("3x3i:h111111BB", "exactly one pump and one drain"),
    ("3x3i:h1h11111B", "exactly one pump and one drain"),
    ("3x3i:j1111111B", "end pieces"),
    ("3x3:h10111111;l2", "bare ground"),
    ("3x3:h11111111;w4", "rim"),
    ("3x3:h11111111;w13", "rim"),
    ("3x3d:h11111111;k0", "network"),
    ("3x3:h11111111;k2", "runs off the board"),
    ("3x3:h11111111;k6", "runs off the board"),
    ("4x4:h111111111111111;b1;k5", "overlaps"),
    ("4x4:h111111111111111;b5;k5", "overlaps"),
    ("4x4:1111h11111111111;k4", "pump inside"),
    ("4x4:h111111111111111;l5;k5", "locked piece inside"),
    ("4x4:h111111111111111;b5", "do not join inside"),
    ("4x4:h11111111111111;b5", "needs 16 cells"),
    ("4x4:h1111111111111111;w10;k5", "needs 16 cells"),
    ("4x4:h111111111111111;w10;k5", "inside the square"),
]


@pytest.mark.parametrize("code, words", BAD)
def test_bad_codes_say_what_is_wrong(code, words):
    with pytest.raises(CodeError) as err:
        decode(code)
    assert words in str(err.value)
    assert isinstance(err.value, ValueError)


def test_network_boards_may_have_drains_and_wrap_edges_may_have_walls():
    assert decode("3x3w:h11111111;w4,13").walls == (4, 13)
    assert decode("3x2:35B7vM").drains == (2, 5)


def test_encode_refuses_what_no_code_can_name():
    layout = decode("3x2:35B7vM")
    with pytest.raises(ValueError, match="both a pump and a drain"):
        encode(Layout(3, 2, "network", False, layout.cells, (2,), (2,)))
    with pytest.raises(ValueError, match="kind"):
        encode(Layout(3, 2, "maze", False, layout.cells, (4,), ()))
    with pytest.raises(ValueError, match="6 cells"):
        encode(Layout(3, 2, "network", False, (1,), (0,), ()))


def test_twists_are_read_in_order():
    assert suido.twists_of(decode("5x5i:hfba0694393ccca505393ac3I;l15,20,23,24")) == ("locked", "inlet-outlet")
    assert suido.twists_of(decode("5x5:9Ica935racCde8339c459B559;b17;k8")) == ("big-pieces", "block-turns")
    assert suido.twists_of(decode("3x3dw:hh1111B11;w1")) == ("drains", "pumps", "walls", "wrap")
    assert suido.twists_of(decode("3x2:35B7vM")) == ()
