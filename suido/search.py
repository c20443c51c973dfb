"""A make, a step an attempt: the search `suido.make` runs, told as it goes.

`steps(one, first, difficulty, attempts, tolerance)` makes boards with `one(seed32)` from successive
seeds (`first + k * 0x9E3779B1`, 32 bits) and yields one :class:`Step` after each: how many it has tried
of how many it may, the board just made, the nearest to the difficulty asked so far (and whether this one
is nearer than all before it), and whether the search is done. Without a difficulty there is one step,
done. `suido.generator.search` runs it over make's options, and `suido.make` is its last step's
`best`, so the same seed makes the same board either way; the worker (`suido.web.search`) runs a step
per request, so the page can show the progress and the nearest board so far, and stop with it. This module
knows nothing of how a board is made (only that it has a `difficulty`), so the generator imports it and
not the other way round.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Final, Generic, NamedTuple, Protocol, TypeVar

__all__ = ["ATTEMPTS", "STRIDE", "Scored", "Step", "steps"]

STRIDE: Final = 0x9E3779B1
"""Attempt k of a search starts from seed + k * STRIDE (32 bits)."""

ATTEMPTS: Final = 60
"""The boards a search with a difficulty makes at most (`make`'s `attempts`)."""


class Scored(Protocol):
    """What the search asks of a board it made: its `difficulty` (1..100, None when unrated)."""

    @property
    def difficulty(self) -> int | None: ...


B = TypeVar("B", bound=Scored)


class Step(NamedTuple, Generic[B]):
    """One board of a search made: how far it got, the board, the nearest so far, and whether it ends here."""

    tried: int     # boards made so far (1 after the first)
    of: int        # the most the search may make
    made: B        # the board this step made
    best: B        # the nearest to the difficulty asked so far (the board made, without one)
    nearer: bool   # this step's board is the new best
    done: bool     # the search ends here: within the tolerance, or the attempts used up


def steps(one: Callable[[int], B], first: int, difficulty: int | None, attempts: int,
          tolerance: float) -> Iterator[Step[B]]:
    """The search, a :class:`Step` a board `one(seed32)` made; the options are checked by the caller."""
    if difficulty is None:
        made = one(first)
        yield Step(1, 1, made, made, True, True)
        return
    best: B | None = None
    for k in range(attempts):
        made = one((first + k * STRIDE) & 0xFFFFFFFF)
        assert made.difficulty is not None
        nearer = best is None or abs(made.difficulty - difficulty) < abs(best.difficulty - difficulty)  # type: ignore[operator]
        if nearer:
            best = made
        assert best is not None
        done = abs(made.difficulty - difficulty) <= tolerance or k + 1 == attempts
        yield Step(k + 1, attempts, made, best, nearer, done)
        if done:
            return
