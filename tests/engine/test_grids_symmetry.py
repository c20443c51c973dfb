"""The turns and mirrors of the grids laid out as hexapipes lays them (`Tiling.symmetries`, `suido.symmetry`): each
maps the board's neighbour table (its shape: holes and the rim alike) onto itself, side for side; they form a group;
without wrap each moves the cells' centres (`Tiling.centres`, worked out from the polygons alone) as a rigid motion;
a board and its image have as many answers (by the solver and by the brute force, which reads only the neighbour
table), the image of an answer solves the image, and the two have one `symmetry_key`."""

from __future__ import annotations

import math
import random

import pytest

import suido
from suido import flow_of, solve
from suido.codes import with_masks
from suido.grids import TILINGS
from suido.symmetry import ops_of, symmetry_key, transform_layout

from test_grids_engine import KINDS, _board
from tilingbrute import count_answers

SIZES = [(5, 5), (6, 6), (7, 7), (5, 7), (10, 10)]


def _cases(name: str) -> list[tuple[int, int, bool]]:
    grid = TILINGS[name]
    return [(w, h, wrap) for w, h in SIZES for wrap in (False, True) if grid.check_size(w, h, wrap) is None]


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_each_symmetry_maps_the_neighbour_table_onto_itself(name: str) -> None:
    grid = TILINGS[name]
    n = grid.sides
    for w, h, wrap in _cases(name):
        table, holes = grid.neighbour_table(w, h, wrap, ()), grid.holes(w, h, wrap)
        rings = [grid.polygons[p].clockwise for p in grid.polygon_of(w, h, wrap)]
        count = len(rings)
        found = grid.symmetries(w, h, wrap)
        assert found[0][0] == tuple(range(count))  # op 0 leaves the board as it is
        assert len(set(found)) == len(found)
        for op in grid.symmetry_ops(w, h, wrap):
            nw, nh, where, side_to = grid.symmetry(op, w, h, wrap)
            assert (nw, nh) == (w, h)
            assert sorted(map(where, range(count))) == list(range(count))
            for c in range(count):
                if c in holes:
                    assert where(c) in holes
                    continue
                image = where(c)
                assert image not in holes and len(rings[image]) == len(rings[c])
                assert sorted(side_to(c, s) for s in rings[c]) == sorted(rings[image])
                for s in rings[c]:
                    o, t = table[c * n + s], table[image * n + side_to(c, s)]
                    o, t = (-1 if o in holes else o), (-1 if t in holes else t)
                    assert (o < 0) == (t < 0), (name, w, h, wrap, op, c, s)
                    assert o < 0 or where(o) == t, (name, w, h, wrap, op, c, s)
        # a group: any two, one after the other, are one of them
        wheres = {f[0] for f in found}
        for a in found:
            for b in found:
                assert tuple(b[0][a[0][c]] for c in range(count)) in wheres
        with pytest.raises(ValueError, match=f"op {len(found)} does not keep"):
            grid.symmetry(len(found), w, h, wrap)


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_without_wrap_a_symmetry_is_a_rigid_motion_of_the_centres(name: str) -> None:
    grid = TILINGS[name]
    rng = random.Random(name)
    for w, h, wrap in _cases(name):
        if wrap:
            continue
        centres, holes = grid.centres(w, h), grid.holes(w, h)
        cells = [c for c in range(len(centres)) if c not in holes]
        pairs = [(rng.choice(cells), rng.choice(cells)) for _ in range(200)]
        for op in grid.symmetry_ops(w, h):
            _, _, where, _ = grid.symmetry(op, w, h)
            for a, b in pairs:
                assert math.dist(centres[a], centres[b]) == pytest.approx(
                    math.dist(centres[where(a)], centres[where(b)]), abs=1e-6), (name, w, h, op, a, b)


def test_the_grids_have_their_tilings_turns_and_mirrors() -> None:
    # octagons in a square of octagons: the square's eight; a hexagon of cubes: the triangle's six; a board that
    # wraps turns half round about cell 0 on every grid (a torus is kept by a half turn about any point, and every
    # cell 0 is a centre of a half turn of its tiling but etrat's triangle)
    assert len(TILINGS["octagonal"].symmetries(7, 7)) == 8
    assert len(TILINGS["cube"].symmetries(7, 7)) == 6
    for name, grid in TILINGS.items():
        if name != "etrat":
            assert len(grid.symmetries(10, 10, True)) % 2 == 0, name


@pytest.mark.parametrize("name", sorted(TILINGS))
@pytest.mark.parametrize("kind", KINDS)
def test_a_board_and_its_image_have_as_many_answers(name: str, kind: str) -> None:
    rng = random.Random(f"symmetry {name} {kind}")
    for k in range(6):
        layout = _board(rng, name, kind)
        count = solve(layout, limit=20, budget=10**6).count
        ops = ops_of(layout)
        for op in ops[1:]:
            image = transform_layout(layout, op)
            assert image.holes == layout.holes and len(image.walls) == len(layout.walls)
            mine = solve(image, limit=20, budget=10**6)
            assert mine.complete and mine.count == count, (layout, op)
            if k < 2 and op == ops[-1]:  # (the brute force on one image of two boards: it tries every facing)
                assert count_answers(image, limit=20) == count, (layout, op)


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_a_made_board_and_its_images_have_one_key(name: str) -> None:
    for options in (dict(size=5), dict(size=6, kind="drains", wrap=True, walls=2, locked=1)):
        made = suido.make(**options, seed=3, grid=name)
        key = symmetry_key(made.layout, made.solution)
        for op in ops_of(made.layout):
            image = transform_layout(made.layout, op)
            answer = transform_layout(with_masks(made.layout, made.solution), op).cells
            assert flow_of(image, answer).solved
            assert symmetry_key(image, answer) == key
        other = suido.make(**options, seed=4, grid=name)
        assert symmetry_key(other.layout, other.solution) != key
