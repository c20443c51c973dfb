"""The aids that reason about a board's answer: the assistant's turns, and a player's pins checked. Aids, never rules:
the check, the flow and the par never read them.

* **The assistant** (hexapipes' "smart assistant", a setting of the page, off unless chosen): when a player pins a
  piece or marks an edge, the free pieces around it that can then face only one way are turned to face it. What
  "can only face one way" means is the solver's own deduction (`suido.propagation`: arc consistency and the pumps'
  reach, no guess), with every pinned piece taken to face as it does and every mark taken to hold. It never
  guesses, so when the pins and marks are right, every piece it turns faces as in every answer (the tests hold it
  to the solver on small boards); when they contradict each other, it turns nothing. A piece it leaves dry, or a
  big piece, it does not turn.
* **Check my pins** (a check-mistake button hexapipes' players asked for, declined there for want of the answer):
  which pinned pieces face a way the answer does not (`wrong_pins`). The answer is the board's own, or the solver's
  when the board has exactly one (`answer_of`).

>>> from suido.codes import decode
>>> from suido.game import new_game
>>> game = new_game("3x2:35B7vM")
>>> answer = decode("3x2:35B7vM").cells    # as given: not the answer, so every pinned piece but bare ground is off
>>> wrong_pins(game, frozenset({0}), answer)
()
"""

from __future__ import annotations

from functools import lru_cache
from typing import Iterable, Sequence

from .codes import Layout, grid_of, squares_of
from .flow import flow_of
from .game import Game, can_turn_at
from .grids import ALL_GRIDS as GRIDS
from .marks import JOINED, markable
from .propagation import DRY, Model, State
from .solver import solve


@lru_cache(maxsize=4)
def _model(layout: Layout) -> tuple[Model, State | None]:
    """The solver's model of the board and its first state (propagated), kept for the boards open."""
    model = Model(layout)
    return model, model.start()


def _narrowed(model: Model, state: State, u: int, keep: int, queue: list[int]) -> bool:
    """Unit `u` narrowed to the options of `keep`; False when none is left."""
    new = state[0][u] & keep
    if not new:
        return False
    if new != state[0][u]:
        model.set_domain(u, new, state, queue)
    return True


def facts(game: Game, pins: Iterable[int], marks: Iterable[tuple[int, int]]) -> tuple[Model, State] | None:
    """The solver's state with the pins (positions) taken to face as they do and the marks (`(edge, state)`) to
    hold, propagated; None when the board, its pins and its marks leave no answer."""
    layout = game.start
    model, first = _model(layout)
    if first is None:
        return None
    state = [x[:] for x in first]
    unit_of = model.geo.unit_of
    queue: list[int] = []
    for c in pins:
        u = unit_of[c]
        cells = model.unit_cells[u]
        keep = 0
        for i in range(state[0][u].bit_length()):
            opt = model.option(u, i)
            if all(m == DRY or m == game.masks[p] for m, p in zip(opt, cells)):
                keep |= 1 << i
        if not _narrowed(model, state, u, keep, queue):
            return None
    grid = grid_of(layout)
    for edge, mark in marks:
        found = markable(layout, edge)
        if found is None:
            continue
        cell, side, other = found
        for c, s in ((cell, side), (other, grid.opposite(side))):
            u = unit_of[c]
            pos = model.unit_cells[u].index(c)
            keep = 0
            for i in range(state[0][u].bit_length()):
                m = model.option(u, i)[pos]
                if m == DRY or bool(m >> s & 1) == (mark == JOINED):
                    keep |= 1 << i
            if not _narrowed(model, state, u, keep, queue):
                return None
    if not model.propagate(state, queue):
        return None
    return model, state


def assisted(game: Game, pins: frozenset[int], marks: Iterable[tuple[int, int]], around: Iterable[int]
             ) -> list[tuple[int, int]]:
    """The assistant's turns: for each piece of `around` (positions) that is free (not pinned, can turn, not in a
    big piece) and that the pins and marks leave one wet facing other than its own, `(cell, steps)`: the steps
    clockwise (from 1 to one short of a whole turn) that bring it there. Empty when the pins and marks contradict
    each other (or the board)."""
    found = facts(game, pins, marks)
    if found is None:
        return []
    model, state = found
    layout = game.start
    grid = grid_of(layout)
    mixed = len(grid.polygons) > 1
    _, of = squares_of(layout)
    out = []
    for c in sorted(set(around)):
        if not 0 <= c < layout.size or c in pins or of[c] >= 0 or not can_turn_at(game, c):
            continue
        u = model.geo.unit_of[c]
        d = state[0][u]
        if d & (d - 1):
            continue  # more than one way
        want = model.option(u, d.bit_length() - 1)[0]
        if want == DRY or want == game.masks[c]:
            continue
        steps = grid.turns_between(game.masks[c], want, layout.polygons[c] if mixed else 0)
        if steps:
            out.append((c, steps))
    return out


def neighbours(layout: Layout, cells: Iterable[int]) -> set[int]:
    """The cells across a side of any of `cells` (the board's neighbour table), with `cells` themselves."""
    table = GRIDS[layout.grid].neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)
    k = GRIDS[layout.grid].sides
    out = set(cells)
    for c in list(out):
        out.update(o for o in table[c * k:c * k + k] if o >= 0)
    return out


@lru_cache(maxsize=4)
def answer_of(layout: Layout) -> tuple[int, ...] | None:
    """The board's answer when the solver finds exactly one (masks by position), else None (none, more than one,
    or more search than a check may take)."""
    solved = solve(layout, limit=2, budget=50_000)
    return solved.solutions[0] if solved.complete and solved.count == 1 else None


def wrong_pins(game: Game, pins: frozenset[int], answer: Sequence[int]) -> tuple[int, ...]:
    """The pinned pieces (positions; a big piece by each of its cells) that face a way `answer` (masks by position)
    does not. A piece the answer leaves dry (a spare) faces no wrong way."""
    layout = game.start
    wet = flow_of(layout, tuple(answer)).wet
    squares, of = squares_of(layout)
    wrong: set[int] = set()
    for c in pins:
        cells = squares[of[c]].cells if of[c] >= 0 else (c,)
        if any(wet[p] and game.masks[p] != answer[p] for p in cells):
            wrong.add(c)
    return tuple(sorted(wrong))


def pieces_among(layout: Layout, cells: Iterable[int]) -> int:
    """How many pieces `cells` hold (a big piece's four cells one piece)."""
    _, of = squares_of(layout)
    return len({(-1 - of[c]) if of[c] >= 0 else c for c in cells})
