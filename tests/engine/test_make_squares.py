"""make() with big pieces and blocks: placed by the rules, exactly one answer, seeded."""

from __future__ import annotations

import dataclasses
import random

import pytest
from bruteforce import count_answers
from enginekit import proved

import suido
from suido import bigs, decode, encode, make, solve
from suido.codes import square_cells

# Seeded fixtures: a change here changes published boards (the big-pieces levels): only on purpose.
PINNED = [
    (dict(size=5, bigs=1, seed=7), "5x5:6795CBca9aIrc9997b3BIB699;b2", "5x5:6eacEB3c55Cu9396becEBC939;b2"),
    (dict(size=8, bigs=4, blocks=2, big_kinds="all", seed=3),
     "8x8:4352BB7E3ab83abo9fdd23c7Be7d43ceEae95815e914d5d3387E96d9a8I6633B;b2,19,29,34;k0,48",
     "8x8:682eICeI56856adk3febbc3dCd78416dE5145295796bbae956dE6c7c11B3939B;b2,19,29,34;k0,48"),
    (dict(size=7, wrap=True, bigs=3, blocks=1, sources=2, walls=3, locked=2, big_kinds="more", seed=12),
     "7x7w:e9EIae33ca5815b3IEaocd9c5a2996dIB682feEeae6m357IB;l25,41;w23,37,94;b4,26,28;k0",
     "7x7w:3cBCaec6baa815d6ICao3796aac4f87IE1396bI7ae6p6abIB;l25,41;w23,37,94;b4,26,28;k0"),
]

MIXES = bigs.MIXES


@pytest.mark.parametrize("options, code, answer", PINNED, ids=[str(p[0]) for p in PINNED])
def test_seeded_boards_with_squares_are_pinned(options, code, answer):
    made = make(**options)
    assert (made.code, made.answer) == (code, answer)


SWEEP = [
    dict(size=s, bigs=b, blocks=k, big_kinds=mix, wrap=wrap, sources=p, walls=wl, locked=lk)
    for s, b, k in ((3, 1, 0), (4, 1, 1), (5, 2, 1), (7, 4, 2), (9, 8, 3), (12, 14, 4))
    for mix in MIXES
    for wrap, p, wl, lk in ((False, 1, 0, 0), (True, 2, 3, 2))
    if not (wrap and s < 4) and p <= s * s // 6 and s * s - 4 * (b + k) >= p + lk
]


@pytest.mark.parametrize("options", SWEEP, ids=[str(o) for o in SWEEP])
def test_boards_with_squares_have_one_answer_and_follow_the_rules(options):
    for seed in range(2):
        made = make(**options, seed=seed)
        layout = proved(made)
        assert len(layout.bigs) == options["bigs"] and len(layout.blocks) == options["blocks"]
        w = layout.width
        inside: set[int] = set()
        for anchor in layout.bigs + layout.blocks:
            cells = square_cells(anchor, w)
            assert anchor % w <= w - 2 and anchor // w <= layout.height - 2  # never across an edge
            assert inside.isdisjoint(cells)
            inside.update(cells)
        assert inside.isdisjoint(layout.sources) and inside.isdisjoint(layout.locked)
        assert inside.isdisjoint(layout.drains)
        for anchor in layout.bigs:  # each big piece a shape of the asked mix, in the answer too
            ring = square_cells(anchor, w)
            shape, _ = bigs.big_shape_of([made.solution[c] for c in ring])
            assert bigs.in_mix(shape, options["big_kinds"])
            assert bigs.big_shape_of([layout.cells[c] for c in ring])[0] == shape
        twists = suido.twists_of(layout)
        assert ("big-pieces" in twists) == (options["bigs"] > 0)
        assert ("block-turns" in twists) == (options["blocks"] > 0)
        assert len(layout.walls) == options["walls"] and len(layout.locked) == options["locked"]
        assert make(**options, seed=seed) == made  # the same seed, the same board
        assert made.difficulty == suido.difficulty_of(layout, made.solution) and 1 <= made.difficulty <= 100


def test_every_mix_turns_up_and_the_mixes_differ():
    seen: dict[str, set[str]] = {}
    for mix in MIXES:
        for seed in range(6):
            made = make(size=8, bigs=6, big_kinds=mix, seed=seed)
            for a in made.layout.bigs:
                ring = square_cells(a, 8)
                seen.setdefault(mix, set()).add(bigs.big_shape_of([made.solution[c] for c in ring])[0].family)
    assert seen["five"] <= {"1", "2", "2+2", "4+2"} and len(seen["five"]) >= 3
    assert any(f.count("+") == 2 for f in seen["all"])  # three pipes only in "all"
    assert not any(f.count("+") == 2 for f in seen["more"] | seen["simple"])


@pytest.mark.parametrize("mix", MIXES)
def test_the_solver_counts_squares_as_the_brute_force_does(mix):
    rng = random.Random(hash(mix) & 0xFFFF)
    counts = set()
    for k in range(12):
        w, h = rng.choice(((3, 3), (4, 3), (3, 4), (4, 4)))
        made = make(width=w, height=h, bigs=1, blocks=rng.randrange(2) if w * h >= 12 else 0, big_kinds=mix,
                    wrap=w >= 3 and h >= 3 and rng.random() < 0.3, seed=k)
        assert count_answers(made.layout, limit=3) == 1, made.code
        # the same squares with other pieces around them: none, one or several answers
        cells = list(made.layout.cells)
        ring = {c for a in made.layout.bigs + made.layout.blocks for c in square_cells(a, w)}
        for c in range(w * h):
            if c not in ring and c not in made.layout.sources and rng.random() < 0.4:
                cells[c] = rng.choice((1, 3, 5, 7))
        other = decode(encode(dataclasses.replace(made.layout, cells=tuple(cells), drains=())))
        want = count_answers(other, limit=3)
        got = solve(other, limit=3)
        assert got.complete and got.count == want, encode(other)
        counts.add(min(want, 2))
    assert counts & {0, 2}  # not only boards with one answer


def test_the_big_sets_score_is_half_size_half_tangle():
    import math
    for size, seed in ((5, 1), (10, 2), (20, 3)):
        made = make(size=size, bigs=size * size // 16, seed=seed)
        used = suido.flow_of(made.layout, made.solution).wet_pieces
        assert used == size * size  # a network wets every piece
        size_term = min(1.0, max(0.0, math.log(used / 25) / math.log(16)))
        tangle = suido.exact_difficulty_of(made.layout, made.solution)
        exact = suido.exact_big_score_of(made.layout, made.solution)
        assert abs(exact - (1 + 99 * (0.5 * size_term + 0.5 * (tangle - 1) / 99))) < 1e-9
        assert suido.big_score_of(made.layout, made.solution) == max(1, min(100, round(exact)))
    # a 5x5 board is all tangle (size term 0), a 20x20 one starts halfway up
    assert suido.exact_big_score_of(made.layout, made.solution) >= 50.5
