"""Pieces and turning.

A *piece* is a *mask*: four bits, one per *side* it opens on. Sides are numbered
0..3 clockwise from north, and side ``i`` is the bit ``1 << i``::

    N = 1, E = 2, S = 4, W = 8

A quarter turn clockwise moves every arm one side on, which is a rotate left of
the four bits (north becomes east, west becomes north). This numbering is the
code format's (SUIDO-JS.md section 0), so a board written by either package
reads the same in the other.

>>> turn(N | E)          # an elbow north-east turns to east-south
6
>>> turn(N | E, -1)      # and the other way to west-north
9
>>> rotations_of(5)      # a straight has two facings
(5, 10)
"""

from __future__ import annotations

from typing import Final

N: Final = 1
E: Final = 2
S: Final = 4
W: Final = 8
SIDES: Final = (N, E, S, W)
"""The side bits, by side index 0..3 (north, east, south, west)."""
STEPS: Final = ((0, -1), (1, 0), (0, 1), (-1, 0))
"""The step (dcol, drow) to the neighbour on each side index."""
SIDE_NAMES: Final = ("north", "east", "south", "west")

SHAPES: Final = ("blank", "end", "straight", "elbow", "tee", "cross")
"""The shapes a mask can have; "blank" is bare ground."""
SHAPE_MASKS: Final = {"blank": 0, "end": 1, "straight": 5, "elbow": 3, "tee": 7, "cross": 15}
"""One mask of each shape, facing its first way."""


def opposite(side: int) -> int:
    """The side index facing ``side`` (0..3) across an edge: north <-> south, east <-> west."""
    return (side + 2) & 3


def turn(mask: int, q: int = 1) -> int:
    """``mask`` turned ``q`` quarters clockwise (negative ``q`` turns anticlockwise).

    Only the low four bits of ``mask`` are used; the result is 0..15.
    """
    mask &= 15
    q %= 4
    return ((mask << q) | (mask >> (4 - q))) & 15


def arms_of(mask: int) -> int:
    """How many sides ``mask`` opens on (0..4)."""
    return bin(mask & 15).count("1")


def rotations_of(mask: int) -> tuple[int, ...]:
    """The distinct facings of ``mask``, ascending: 1 for bare ground or a cross,
    2 for a straight, 4 for an end, an elbow or a tee."""
    return tuple(sorted({turn(mask, q) for q in range(4)}))


def shape_of(mask: int) -> str:
    """The shape of ``mask``: "blank", "end", "straight", "elbow", "tee" or "cross"."""
    arms = arms_of(mask)
    if arms == 2:
        return "straight" if (mask & 15) in (5, 10) else "elbow"
    return ("blank", "end", "", "tee", "cross")[arms]


def can_turn(mask: int) -> bool:
    """Whether turning ``mask`` changes it: False for bare ground and a cross."""
    return (mask & 15) not in (0, 15)


def quarters_between(a: int, b: int) -> int | None:
    """The fewest quarters clockwise (0..3) that turn ``a`` into ``b``, or None if ``b``
    is not a facing of ``a``."""
    for q in range(4):
        if turn(a, q) == b & 15:
            return q
    return None


def taps_between(a: int, b: int, both: bool = True) -> int | None:
    """The fewest taps from ``a`` to ``b``: when ``both`` directions may be used,
    min(q, 4 - q) for the clockwise quarters q, else q. None if ``b`` is not a facing of ``a``."""
    q = quarters_between(a, b)
    if q is None:
        return None
    return min(q, (4 - q) % 4) if both else q
