"""A make, a step an attempt: what ``suido.make`` does, told as it goes.

``search(**make's options)`` yields one :class:`Step` after each board it makes: how many it has
tried of how many it may, the board just made, the nearest to the difficulty asked so far (and
whether this one is nearer than all before it), and whether the search is done. Without a
difficulty there is one step, done. ``suido.make`` is the last step's ``best``, so the same seed
makes the same board either way; the worker (``suido.websearch``) runs a step per request, so the
page can show the progress and the nearest board so far, and stop with it.

>>> from suido import make
>>> steps = list(search(size=5, difficulty=50, seed=3))
>>> steps[-1].done and steps[-1].best == make(size=5, difficulty=50, seed=3)
True
>>> [s.tried for s in steps] == list(range(1, len(steps) + 1)) and steps[0].of == 60
True
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Final, NamedTuple

from .generator import Made, _make_one
from .options import Options, options, whole

__all__ = ["Step", "search"]

_STRIDE = 0x9E3779B1
"""Attempt k of a search starts from seed + k * _STRIDE (32 bits)."""


class Step(NamedTuple):
    tried: int     # boards made so far (1 after the first)
    of: int        # the most the search may make
    made: Made     # the board this step made
    best: Made     # the nearest to the difficulty asked so far (the board made, without one)
    nearer: bool   # this step's board is the new best
    done: bool     # the search ends here: within the tolerance, or the attempts used up


ATTEMPTS: Final = 60
"""The boards a search with a difficulty makes at most (``make``'s ``attempts``)."""


def search(*, size: int | None = None, width: int | None = None, height: int | None = None, kind: str = "network",
           wrap: bool = False, sources: int = 1, drains: int | None = None, spares: float | None = None,
           locked: int = 0, walls: int = 0, bigs: int = 0, blocks: int = 0, big_kinds: str = "five",
           difficulty: int | None = None, attempts: int = ATTEMPTS, tolerance: int = 4,
           seed: int = 1) -> Iterator[Step]:
    """``suido.make``'s search, a :class:`Step` a board made (see ``make`` for the options). A bad option
    raises ValueError at once, before any board is made."""
    opts = options(size, width, height, kind, wrap, sources, drains, spares, locked, walls, bigs, blocks, big_kinds)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if difficulty is not None:
        whole("difficulty", difficulty, 1, 100)
    whole("attempts", attempts, 1)
    if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or not 0 <= tolerance < float("inf"):
        raise ValueError(f"tolerance must be a number 0 or more, not {tolerance!r}")
    return _steps(opts, seed & 0xFFFFFFFF, difficulty, attempts, tolerance)


def _steps(opts: Options, first: int, difficulty: int | None, attempts: int, tolerance: float) -> Iterator[Step]:
    if difficulty is None:
        made = _make_one(opts, first)
        yield Step(1, 1, made, made, True, True)
        return
    best: Made | None = None
    for k in range(attempts):
        made = _make_one(opts, (first + k * _STRIDE) & 0xFFFFFFFF)
        assert made.difficulty is not None
        nearer = best is None or abs(made.difficulty - difficulty) < abs(best.difficulty - difficulty)  # type: ignore[operator]
        if nearer:
            best = made
        assert best is not None
        done = abs(made.difficulty - difficulty) <= tolerance or k + 1 == attempts
        yield Step(k + 1, attempts, made, best, nearer, done)
        if done:
            return
