import pytest

from suido.pieces import (E, N, S, SIDES, W, arms_of, can_turn, opposite, quarters_between, rotations_of, shape_of,
                          taps_between, turn)

MASKS = range(16)


@pytest.mark.parametrize("mask", MASKS)
def test_four_quarters_are_the_identity(mask):
    m = mask
    for _ in range(4):
        m = turn(m)
    assert m == mask
    assert turn(turn(mask, 1), -1) == mask
    assert turn(mask, 3) == turn(mask, -1)


@pytest.mark.parametrize("mask", MASKS)
def test_a_quarter_moves_every_arm_one_side_clockwise(mask):
    turned = turn(mask)
    for i, side in enumerate(SIDES):
        assert bool(mask & side) == bool(turned & SIDES[(i + 1) % 4])
    assert arms_of(turned) == arms_of(mask)


def test_sides_and_shapes():
    assert (N, E, S, W) == (1, 2, 4, 8)
    assert [opposite(s) for s in range(4)] == [2, 3, 0, 1]
    assert [shape_of(m) for m in (0, 1, 5, 10, 3, 7, 15)] == ["blank", "end", "straight", "straight", "elbow", "tee", "cross"]
    assert [len(rotations_of(m)) for m in (0, 1, 5, 3, 7, 15)] == [1, 4, 2, 4, 4, 1]
    assert rotations_of(3) == (3, 6, 9, 12)
    assert not can_turn(0) and not can_turn(15) and can_turn(5)


@pytest.mark.parametrize("a", MASKS)
def test_quarters_between_finds_the_fewest_clockwise(a):
    for b in range(16):
        q = quarters_between(a, b)
        if b in rotations_of(a):
            assert q is not None and turn(a, q) == b and all(turn(a, p) != b for p in range(q))
            assert taps_between(a, b) == min(q, 4 - q if q else 0)
        else:
            assert q is None and taps_between(a, b) is None
