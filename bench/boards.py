"""Big boards for the benchmarks: a 28x28 and a 20x50 network, made from a seed.

Not the generator (that makes boards with one answer and a difficulty); this only grows a random
spanning tree from a pump in the middle, so every cell holds a piece and the answer wets them all,
then turns every piece a random number of quarters. Same seed, same boards, on every machine.

    python3 bench/boards.py            # prints "28x28 CODE" and "20x50 CODE", one a line
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from suido import Layout, encode  # noqa: E402
from suido.grids import GRIDS  # noqa: E402

SIZES = ((28, 28), (20, 50))
SEED = 2024


def tree_board(width: int, height: int, seed: int, grid: str = "square") -> tuple[str, str]:
    """(code, answer) of a scrambled spanning-tree network of ``width`` x ``height`` on ``grid``
    ("square" or "hex": the neighbours, sides and turn are the grid's, suido.grids)."""
    geometry = GRIDS[grid]
    n = geometry.sides
    table = geometry.neighbour_table(width, height, False, ())
    rnd = random.Random(seed)
    size = width * height
    pump = (height // 2) * width + width // 2
    masks = [0] * size
    seen = {pump}
    frontier = [(pump, side) for side in range(n)]
    while frontier:
        # Mostly the newest opening (long winding pipes), now and then any (branches).
        i = len(frontier) - 1 if rnd.random() < 0.6 else rnd.randrange(len(frontier))
        frontier[i], frontier[-1] = frontier[-1], frontier[i]
        cell, side = frontier.pop()
        other = table[cell * n + side]
        if other < 0 or other in seen:
            continue
        seen.add(other)
        masks[cell] |= 1 << side
        masks[other] |= 1 << geometry.opposite(side)
        sides = list(range(n))
        rnd.shuffle(sides)
        frontier.extend((other, s) for s in sides)
    # As the generator does, every dead end of a network (an end piece, not the pump) is a drain.
    drains = tuple(c for c, m in enumerate(masks) if c != pump and m.bit_count() == 1)
    answer = Layout(width, height, "network", False, tuple(masks), (pump,), drains, grid=grid)
    given = tuple(geometry.turn(m, rnd.randrange(n)) for m in masks)
    board = Layout(width, height, "network", False, given, (pump,), drains, grid=grid)
    return encode(board), encode(answer)


def boards(seed: int = SEED) -> dict[str, tuple[str, str]]:
    """{"28x28": (code, answer), "20x50": (code, answer)}."""
    return {f"{w}x{h}": tree_board(w, h, seed + i) for i, (w, h) in enumerate(SIZES)}


PAIR: tuple[int, int] = (20, 20)
"""The size played on both grids side by side (the goal: a tap on a 20x20 hexagonal board as fast as on a square)."""


def pair_boards(seed: int = SEED) -> dict[str, tuple[str, str]]:
    """{"20x20": (code, answer), "20x20h": (code, answer)}: the same size on squares and on hexagons."""
    w, h = PAIR
    return {f"{w}x{h}": tree_board(w, h, seed, "square"), f"{w}x{h}h": tree_board(w, h, seed, "hex")}


def wrap_boards(seed: int = SEED) -> dict[str, tuple[str, str]]:
    """{"20x20w": (code, answer)}: a 20x20 square network that wraps (`suido.make`, seeded), for the field of its copies."""
    import suido

    w, h = PAIR
    made = suido.make(width=w, height=h, wrap=True, seed=seed, kind="network")
    return {f"{w}x{h}w": (made.code, made.answer)}


def grid_boards(names: tuple[str, ...], seed: int = SEED) -> dict[str, tuple[str, str]]:
    """{"20x20": (code, answer), "20x20 octagonal": ...}: a 20x20 square board beside a network of each of hexapipes'
    grids `names` at its size 20 (`suido.make`, seeded; each grid's own cell count)."""
    import suido

    w, h = PAIR
    out = {f"{w}x{h}": tree_board(w, h, seed, "square")}
    for name in names:
        made = suido.make(width=w, height=h, grid=name, seed=seed, kind="network")
        out[f"{w}x{h} {name}"] = (made.code, made.answer)
    return out


if __name__ == "__main__":
    for size, (code, _answer) in boards().items():
        print(size, code)
