"""The big pieces' shapes: counts, families, ids and names (SUIDO-JS.md section 4.5)."""

from __future__ import annotations

import itertools
import random

import pytest

from suido import bigs
from suido.codes import decode
from suido.game import new_game, turn_at


def _is_joined_inside(m: tuple[int, ...]) -> bool:
    # written out again here (not the module's code): the four inside edges must agree
    tl, tr, br, bl = m
    return (tl >> 1 & 1) == (tr >> 3 & 1) and (tr >> 2 & 1) == (br & 1) \
        and (bl >> 1 & 1) == (br >> 3 & 1) and (tl >> 2 & 1) == (bl & 1)


def test_there_are_699_shapes_in_32_families():
    assert len(bigs.SHAPES) == 699
    assert len(bigs.FAMILIES) == 32
    assert len({s.id for s in bigs.SHAPES}) == 699
    assert bigs.FAMILIES[:9] == ("1", "2", "3", "4", "5", "6", "7", "8", "1+1")
    assert bigs.FAMILIES[-1] == "4+2+2"
    assert {s.family for s in bigs.SHAPES} == set(bigs.FAMILIES)
    # sorted by pipes, then openings
    keys = [(s.pipes, s.openings) for s in bigs.SHAPES]
    assert keys == sorted(keys)


def test_every_shape_is_a_big_piece_named_by_its_least_turn():
    for s in bigs.SHAPES:
        assert 0 not in s.masks and _is_joined_inside(s.masks)
        turns = ["".join(f"{m:x}" for m in bigs.turn_masks(s.masks, q)) for q in range(4)]
        assert s.id == min(turns)
        # the family's counts add up to the openings on the square's rim
        rim = sum(s.masks[i] >> side & 1 for i, side in ((0, 0), (0, 3), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3)))
        assert sum(map(int, s.family.split("+"))) == s.openings == rim
        assert len(s.family.split("+")) == s.pipes


def test_a_brute_search_of_all_four_masks_finds_the_same_shapes():
    # every 4 masks 1..15 joined inside, not a ring, each pipe opening out: 699 up to turning
    found = set()
    for m in itertools.product(range(1, 16), repeat=4):
        if _is_joined_inside(m) and bigs.big_shape_of(m) is not None:
            found.add(bigs.big_shape_of(m)[0].id)
    assert len(found) == 699
    assert bigs.big_shape_of((6, 12, 9, 3)) is None  # a ring
    assert bigs.big_shape_of((2, 8, 8, 2)) is None   # two pipes, each closed inside the square
    assert bigs.big_shape_of((0, 5, 5, 5)) is None   # a bare cell
    assert bigs.big_shape_of((2, 8, 2, 8)) is None   # TL-TR a closed pipe


@pytest.mark.parametrize("name", list(bigs.KINDS))
def test_the_five_kinds_are_named_and_turned(name):
    own = bigs.KINDS[name]
    for q in range(4):
        masks = bigs.masks_of(name, q)
        assert bigs.kind_of(masks)[0] == name
        shape, quarters = bigs.big_shape_of(masks)
        assert bigs.turn_masks(shape.masks, quarters) == masks
        assert bigs.masks_of(shape.id, quarters) == masks
    assert bigs.kind_of(own) == (name, 0)


def test_named_shapes():
    assert bigs.big_shape_of((5, 5, 5, 5))[0].family == "2+2"
    assert bigs.big_shape_of(bigs.KINDS["tee"])[0].family == "4+2"
    assert bigs.big_shape_of(bigs.KINDS["end"])[0].family == "1"
    assert bigs.big_shape_of(bigs.KINDS["hairpin"])[0].family == "2"
    assert bigs.shape_by_id("5555").pipes == 2
    with pytest.raises(ValueError, match="shape id"):
        bigs.shape_by_id("5557")
    with pytest.raises(ValueError, match="shape id"):
        bigs.masks_of("nonsense")
    assert bigs.big_shape_of((1, 2, 3)) is None and bigs.big_shape_of((16, 5, 5, 5)) is None


def test_turning_a_big_piece_in_a_game_turns_its_masks_as_turn_masks_does():
    # big piece at cell 0 of a 3x3 board: cells 0, 1, 4, 3
    code = "3x3:55139713s;b0"
    layout = decode(code)
    game = new_game(code)
    ring = (0, 1, 4, 3)
    before = tuple(layout.cells[c] for c in ring)
    for cell in ring:
        turned = turn_at(game, cell)
        assert tuple(turned.masks[c] for c in ring) == bigs.turn_masks(before, 1)


@pytest.mark.parametrize("mix", bigs.MIXES)
def test_mixes_hold_what_they_say(mix):
    groups = bigs.families_in(mix)
    shapes = [s for g in groups for s in g]
    if mix == "five":
        assert len(shapes) == 5
    if mix == "simple":
        assert all(s.pipes <= 2 and s.openings <= 4 for s in shapes)
        assert len(shapes) == sum(1 for s in bigs.SHAPES if s.pipes <= 2 and s.openings <= 4)
    if mix == "more":
        assert all(s.pipes <= 2 for s in shapes) and len(shapes) == sum(1 for s in bigs.SHAPES if s.pipes <= 2)
    if mix == "all":
        assert len(shapes) == 699 and len(groups) == 32
    rng = random.Random(5)
    drawn = {bigs.big_shape_of(bigs.draw_masks(mix, lambda n: rng.randrange(n)))[0].id for _ in range(300)}
    assert drawn <= {s.id for s in shapes}
    with pytest.raises(ValueError):
        bigs.in_mix(bigs.SHAPES[0], "many")


def test_the_guide_draws_the_five_kinds_as_the_engine_names_them():
    from suido.grids import SQUARE
    drawn = [p for p in SQUARE.guide if p[9]]  # (piece, width, height, kind, cells, ..., bigs at 9)
    assert len(drawn) == 5
    for piece, _, _, _, cells, *_ in drawn:
        tl, tr, bl, br = cells  # by cell, row by row; the kinds are written round the square
        assert bigs.KINDS[piece.removeprefix("big-")] == (tl, tr, br, bl)


def test_the_examples_in_the_docstring():
    import doctest

    assert doctest.testmod(bigs).attempted >= 4 and doctest.testmod(bigs).failed == 0
