"""The solver on hexagonal boards: against an independent brute-force counter
(tests/engine/hexbrute.py, which shares no code with suido) on small boards of every kind and
twist, and on hexapipes' puzzles (../shared/peer/hex: exactly its one answer)."""

from __future__ import annotations

import random

import pytest

from hexbrute import count_hex_answers, hex_answers, hex_neighbours, hex_solved, hex_turn
from test_hex_rules import corpus, hexagons, random_hexagons
from suido import check_answer, decode, encode, with_masks
from suido.codes import Layout
from suido.game import new_game, turn_at
from suido.solver import count_solutions, deduce, forced_hint, solve

KINDS = ("network", "drains", "inlet-outlet")


def grown(rng: random.Random, width: int, height: int, kind: str, wrap: bool = False, walls: bool = False,
          locked: bool = False, pumps: int = 1) -> Layout:
    """A board with at least one answer: a random tree (network, drains) or a path (inlet-outlet)
    over hexbrute's own neighbours, grown from the pumps, its pieces then turned at random. Drains
    sit on ends of the tree; on drains and inlet-outlet boards the cells off the water get spare
    pieces. ``walls``: some edges the water does not cross walled; ``locked``: some pieces locked
    as the answer has them."""
    n = width * height
    nb = hex_neighbours(width, height, wrap, ())
    masks = [0] * n
    if kind == "inlet-outlet":
        while True:  # a self-avoiding walk from cell 0 to the last cell
            path, at = [0], 0
            while at != n - 1:
                steps = [(s, o) for s, o in enumerate(nb[at]) if o >= 0 and o not in path]
                if not steps:
                    break
                s, at = rng.choice(steps)
                masks[path[-1]] |= 1 << s
                masks[at] |= 1 << (s + 3) % 6
                path.append(at)
            if at == n - 1:
                break
            masks = [0] * n
        sources, drains, wet = (0,), (n - 1,), set(path)
    else:
        sources = tuple(sorted(rng.sample(range(n), pumps)))
        wet = set(sources)
        frontier = [(c, s, o) for c in sources for s, o in enumerate(nb[c]) if o >= 0]
        reach = n if kind == "network" else rng.randint(max(2, n // 2), n)
        while frontier and len(wet) < reach:
            c, s, o = frontier.pop(rng.randrange(len(frontier)))
            if o in wet:
                continue
            masks[c] |= 1 << s
            masks[o] |= 1 << (s + 3) % 6
            wet.add(o)
            frontier += [(o, s2, o2) for s2, o2 in enumerate(nb[o]) if o2 >= 0 and o2 not in wet]
        drains = ()
        if kind == "drains":
            leaves = [c for c in wet if c not in sources and bin(masks[c]).count("1") == 1]
            drains = tuple(sorted(rng.sample(leaves, min(len(leaves), rng.randint(1, 2))))) if leaves else ()
            if not drains:
                return grown(rng, width, height, kind, wrap, walls, locked, pumps)
        for p in sources:  # a lone pump of a network: give it somewhere to go
            if masks[p] == 0:
                return grown(rng, width, height, kind, wrap, walls, locked, pumps)
    if kind != "network":
        for c in range(n):
            if c not in wet and rng.random() < 0.7:
                masks[c] = rng.randrange(1, 64)
    cut: tuple[int, ...] = ()
    if walls:
        edges = set()
        for c in range(n):
            for k, s in enumerate((1, 2, 3)):
                o = nb[c][s]
                if o >= 0 and not (c in wet and o in wet and masks[c] >> s & 1):
                    edges.add(c * 3 + k)
        cut = tuple(sorted(rng.sample(sorted(edges), min(len(edges), rng.randint(1, 3))))) if edges else ()
    held = tuple(sorted(c for c in range(n) if masks[c] and rng.random() < 0.25)) if locked else ()
    turned = [m if c in held else hex_turn(m, rng.randrange(6)) for c, m in enumerate(masks)]
    return hexagons(width, height, turned, kind, wrap, sources, drains, held, cut)


def boards(seed: int, count: int, sizes=((2, 2), (3, 2), (2, 3), (3, 3), (4, 3), (3, 4), (4, 4))):
    """Seeded small boards of every kind and twist: grown (at least one answer) and random (mostly none)."""
    rng = random.Random(seed)
    for i in range(count):
        kind = KINDS[i % 3]
        width, height = rng.choice(sizes)
        if kind == "inlet-outlet" and width * height < 4:
            width, height = 3, 3
        wrap = width >= 3 and height in (4,) and rng.random() < 0.4
        if rng.random() < 0.2:
            yield random_hexagons(rng, width, height, kind, wrap)
            continue
        yield grown(rng, width, height, kind, wrap, walls=rng.random() < 0.4, locked=rng.random() < 0.4,
                    pumps=2 if kind != "inlet-outlet" and width * height >= 12 and rng.random() < 0.3 else 1)


@pytest.mark.parametrize("seed", range(8))
def test_the_solver_counts_as_the_brute_force_does_on_hexagons(seed: int) -> None:
    seen = set()
    for layout in boards(seed, 45):
        want = hex_answers(layout, limit=4)
        got = solve(layout, limit=4)
        assert got.complete and got.count == len(want), encode(layout)
        assert count_solutions(layout, limit=4) == len(want)
        for solution in got.solutions:
            assert hex_solved(layout, solution), encode(layout)
            assert check_answer(encode(layout), encode(with_masks(layout, solution))).ok, encode(layout)
        seen.add((layout.kind, min(len(want), 2)))
    assert len(seen) >= 6  # kinds with none, one and several answers turn up


@pytest.mark.parametrize("kind", KINDS)
def test_wrap_boards_3x4_and_4x4_count_as_the_brute_force_does(kind: str) -> None:
    rng = random.Random(kind)
    for i in range(12):
        width = (3, 4)[i % 2]
        layout = grown(rng, width, 4, kind, wrap=True, walls=i % 3 == 0, locked=i % 4 == 1)
        assert solve(layout, limit=4).count == count_hex_answers(layout, limit=4), encode(layout)
        assert decode(encode(layout)) == layout


def test_a_two_by_two_network_by_hand() -> None:
    # 2x2: cell 0 (even row) has cell 1 east and cell 2 south-east; cell 3 (odd row) has cell 1 north-west...
    # an elbow E-SE at the pump, ends at cells 1 and 2: one answer (the elbow's one facing that meets both,
    # the ends facing back), and the ends' other facings all leak
    layout = hexagons(2, 2, [2 | 4, 1, 1, 0])
    assert solve(layout, limit=9).count == count_hex_answers(layout) == 1
    assert solve(layout).solutions[0] == (2 | 4, 16, 32, 0)


def test_hexapipes_puzzles_have_exactly_their_one_answer() -> None:
    for board, answer, source in corpus():
        found = solve(board, limit=2)
        assert found.complete and found.count == 1, source
        assert found.solutions[0] == decode(answer).cells, source
        assert check_answer(board, encode(with_masks(decode(board), found.solutions[0]))).ok


def test_deduce_and_the_hint_on_hexagons() -> None:
    board, answer, _ = corpus()[0]
    seen = deduce(board)
    assert not seen.contradiction and 0 < seen.glance <= seen.settled <= seen.pieces == decode(board).size
    game = new_game(board)
    hint = forced_hint(game)
    assert hint is not None
    cell, mask = hint
    assert mask == decode(answer).cells[cell] != game.masks[cell]
    # turned to where the hint says, the piece is no longer named
    while game.masks[cell] != mask:
        game = turn_at(game, cell)
    again = forced_hint(game)
    assert again is None or again[0] != cell


def test_a_contradiction_is_seen_on_hexagons() -> None:
    layout = hexagons(3, 2, [1, 1, 0, 0, 0, 0])  # two ends side by side: they face each other
    assert solve(layout).count == count_hex_answers(layout) == 1
    layout = hexagons(3, 2, [1, 1, 1, 0, 0, 0])  # three ends: an odd number of arms never all meet
    assert solve(layout).count == count_hex_answers(layout) == 0
    # a 2x2 whose pieces open more sides than the edges between them allow
    layout = hexagons(2, 2, [63, 63, 63, 63])
    assert solve(layout).count == 0 and deduce(layout).contradiction


def test_the_budget_gives_cannot_say_on_hexagons() -> None:
    board, _, _ = max(corpus(), key=lambda row: solve(row[0]).nodes)
    tight = solve(board, budget=0)
    assert not tight.complete and tight.count == 0
    assert solve(board).complete
