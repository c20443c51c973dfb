"""The solver's model keeps the pumps' reach as a tree as it propagates (``Model.mend_reach``
mends it where edges are cut, instead of walking the board again). After every propagation
of a search, the tree it keeps must be the reach a walk from scratch finds: these tests walk
it again at every node and compare."""

import dataclasses
import random

import pytest
from enginekit import path_board, random_layout, tree_board

import suido
from suido.codes import neighbour_table as _neighbours, squares_of
from suido.propagation import Model
from suido.solver import _bits, _child


def reach_from_scratch(model: Model, opens: list[int]) -> set[int]:
    """The cells the pumps' water could reach over sides both cells still may open."""
    layout = model.layout
    nb = _neighbours(layout.width, layout.height, layout.wrap, layout.walls)
    seen = set(layout.sources)
    todo = list(layout.sources)
    while todo:
        c = todo.pop()
        for side in range(4):
            o = nb[c * 4 + side]
            if o >= 0 and opens[c] >> side & 1 and opens[o] >> (side ^ 2) & 1 and o not in seen:
                seen.add(o)
                todo.append(o)
    return seen


def assert_tree_is_the_reach(model: Model, state: list[list[int]]) -> None:
    opens, via = state[1], state[5]
    layout = model.layout
    nb = _neighbours(layout.width, layout.height, layout.wrap, layout.walls)
    on_tree = {c for c in range(model.n) if via[c] != -2}
    for c in on_tree:  # each cell hangs from a neighbour across a side both open, and its way up ends at a pump
        steps, x = 0, c
        while via[x] >= 0:
            up = nb[x * 4 + via[x]]
            assert up >= 0 and opens[x] >> via[x] & 1 and opens[up] >> (via[x] ^ 2) & 1, (layout, c, x)
            assert via[up] != -2, (layout, c, x)
            x, steps = up, steps + 1
            assert steps <= model.n, f"a loop in the reach's tree from cell {c}"
        assert via[x] == -1 and x in layout.sources
    assert on_tree == reach_from_scratch(model, opens), layout
    # nothing outside the reach can still be wet: it was left dry (or is bare ground)
    assert all(opens[c] == 0 for c in range(model.n) if c not in on_tree), layout


def boards(seed: int, count: int):
    rng = random.Random(seed)
    for _ in range(count):
        kind = rng.choice(("network", "drains", "drains", "inlet-outlet"))
        w, h = rng.choice(((3, 3), (4, 4), (5, 4), (6, 6), (8, 5)))
        wrap = kind != "inlet-outlet" and rng.random() < 0.4
        pick = rng.random()
        if pick < 0.3:
            yield random_layout(rng, w, h, kind, wrap, walls=0.1, locked=0.1,
                                squares=1 if kind == "network" and rng.random() < 0.4 else 0)
        elif kind == "network":
            yield tree_board(rng, w, h, wrap)[0]
        else:
            yield path_board(rng, w, h, kind, wrap, locked=0.1)[0]
    # made boards: one answer, but found only by guessing (with walls, locks and squares too)
    for size, kind, wrap, more in ((8, "drains", True, {}), (10, "drains", False, {"walls": 6, "locked": 3}),
                                   (9, "inlet-outlet", False, {}), (12, "network", True, {"sources": 2}),
                                   (8, "network", False, {"bigs": 2, "blocks": 2}), (12, "drains", True, {})):
        made = suido.make(size=size, kind=kind, wrap=wrap, seed=seed + 1, **more).layout
        yield made
        for _ in range(4):  # and altered: two pieces changed, which opens more answers (or none, found deep)
            cells = list(made.cells)
            for c in rng.sample(range(made.size), 2):
                if c not in made.sources and c not in made.drains and c not in made.locked and not squares_of(made)[1][c] >= 0:
                    cells[c] = rng.randrange(1, 16)
            yield dataclasses.replace(made, cells=tuple(cells))


@pytest.mark.parametrize("seed", range(6))
def test_the_reach_kept_while_searching_is_the_reach_walked_again(seed):
    checked = 0
    for layout in boards(seed, 40):
        model = Model(layout)
        first = model.start()
        if first is None:
            continue
        assert_tree_is_the_reach(model, first)
        stack = [first]
        nodes = 0
        while stack and nodes < 150:  # every option of every guess, depth first, as the search does
            state = stack.pop()
            nodes += 1
            unit = model.branch_unit(state[0])
            if unit < 0:
                continue
            for low in _bits(state[0][unit]):
                child = _child(model, state, unit, low)
                if child is not None:
                    assert_tree_is_the_reach(model, child)
                    checked += 1
                    stack.append(child)
    assert checked > 50  # the search went somewhere on these boards
