"""A puzzle maker's workbench: what a board is (its answers, where they agree and where they differ), and the
small edits that would leave it one answer.

`analyse(layout, limit, budget)` counts a board's answers to `limit` within `budget` nodes of the solver
(`suido.solver.solve`) and returns them, with the cells *fixed* in every answer found (the same piece facing
the same way, or dry, in all of them) and the cells that *differ*; no answer with the first reason found (a
piece that cannot fit, a piece or drain the pumps can never reach); one answer with its difficulty and the
measures behind it (`suido.difficulty`).

`mends(layout, ...)` offers the edits the generator itself uses to leave a board one answer (`suido.mending`
mends a plan the same ways), each read off the answers found and each proved by the solver to lower the number
of answers, or to shrink the region where they differ, while keeping one answer at least:

| kind | the edit |
|---|---|
| `wall` | a wall across an edge that another answer joins and the first does not (the first stays an answer) |
| `lock` | a piece the answers face differently, set and locked as the first answer faces it |
| `spare` | a spare taken off: a piece the first answer leaves dry and another wets (not a network) |
| `change` | pieces changed: a pipe moved, the first answer joined across an edge in the differing region and cut on the way round the loop that makes (the pieces at both ends of each changed) |

Cells are numbered as the board's code numbers them; a piece's mask is its grid's side bits (`suido.grids`).
Every grid the engine plays, every kind.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from functools import partial
from typing import Callable, Final, Iterator, Sequence

from .codes import Layout, board_of, encode
from .difficulty import Measures, difficulty_of, measure
from .edits import EditError, erase, set_piece, toggle_wall
from .flow import flow_of
from .solver import solve

__all__ = ["Analysis", "Mend", "REASONS", "analyse", "apart", "mend_steps", "mends"]

REASONS: Final = ("no-fit", "cut-off", "no-answer")
"""Why a board has no answer, first found first: a piece with no facing that meets the board (every facing opens
on the rim or a wall, or locked facing out), a piece or drain the pumps can never reach, or neither (the answers
fail further in)."""

BUDGET: Final = 20_000
"""The solver's nodes an analysis searches at most by default: a few tenths of a second at the most in Pyodide."""


SPEND: Final = 4
"""The nodes all of `mends`' proofs together spend at most, in budgets of one: the mends found by then are
offered (those that rule out the most answers are tried first), so that a reply keeps within about a second in
Pyodide."""


@dataclass(frozen=True)
class Analysis:
    """What a board is: `count` answers found (stopping at the limit; a lower bound when not `complete`, the
    budget having run out), the `answers` found (each a tuple of masks, one per cell, a dry piece as given),
    `nodes` searched; `fixed` (the pieces the same in every answer found: facing, or dry) and `differing` (the
    pieces that are not), ascending cells, both empty with no answer; with no answer (`count` 0, `complete`),
    the first `reason` (one of `REASONS`) and the `cell` it is about (or None); with one answer, its
    `difficulty` (1..100; None where no reference table ranks the board) and the `measures` behind it."""

    count: int
    complete: bool
    answers: tuple[tuple[int, ...], ...]
    nodes: int
    fixed: tuple[int, ...]
    differing: tuple[int, ...]
    reason: str | None = None
    cell: int | None = None
    difficulty: int | None = None
    measures: Measures | None = None

    @property
    def unique(self) -> bool:
        """Whether the board has exactly one answer, proved."""
        return self.complete and self.count == 1


@dataclass(frozen=True)
class Mend:
    """One edit that leaves a board nearer one answer: its `kind` (`wall`, `lock`, `spare`, `change`),
    the `cells` it changes (ascending; a wall's two cells), the wall's `edge` number (None for the others), the
    board it gives (`layout`, and its `code`), and that board's `count` of answers (to the same limit),
    whether that is `complete`, and its `differing` cells."""

    kind: str
    cells: tuple[int, ...]
    edge: int | None
    layout: Layout
    code: str
    count: int
    complete: bool
    differing: tuple[int, ...]


def _positive(value: object, name: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 1:
        raise ValueError(f"{name} must be a whole number at least 1, not {value!r}")
    return value


def apart(layout: Layout, answers: Sequence[Sequence[int]]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The pieces of `layout` fixed in every one of `answers` (each a tuple of masks) and those that differ:
    two answers differ at a piece when it faces another way in one, or is wet in one and dry in the other (a dry
    piece's facing does not count). `((), ())` with no answers."""
    if not answers:
        return (), ()
    keys = []
    for answer in answers:
        wet = flow_of(layout, answer).wet
        keys.append([m if w else -1 for m, w in zip(answer, wet)])
    fixed: list[int] = []
    differing: list[int] = []
    first = keys[0]
    for c, m in enumerate(layout.cells):
        if not m:
            continue
        (fixed if all(k[c] == first[c] for k in keys) else differing).append(c)
    return tuple(fixed), tuple(differing)


def analyse(layout: Layout | str, limit: int = 2, budget: int = BUDGET) -> Analysis:
    """What `layout` (a `Layout` or its code) is: its answers counted to `limit` within `budget` solver
    nodes, where they agree and differ, the reason when there is none, the difficulty when there is one.
    Raises `ValueError` (a `CodeError` for a bad code) for what is not a board, a `limit` below 1 or a
    `budget` below 1."""
    layout = board_of(layout, "analyse")
    _positive(limit, "limit")
    _positive(budget, "budget")
    found = solve(layout, limit=limit, budget=budget)
    fixed, differing = apart(layout, found.solutions)
    reason = cell = difficulty = measures = None
    if found.count == 0 and found.complete:
        reason, cell = _why_none(layout)
    elif found.count == 1 and found.complete:
        nodes = found.nodes if limit >= 2 else None  # a count to 2 searched what the difficulty's proof does
        measures = measure(layout, found.solutions[0], nodes)
        try:
            difficulty = difficulty_of(layout, found.solutions[0], nodes=nodes, measures=measures)
        except LookupError:  # no reference table ranks this grid, kind and wrap
            difficulty = None
    return Analysis(found.count, found.complete, found.solutions, found.nodes, fixed, differing, reason, cell,
                    difficulty, measures)


def _why_none(layout: Layout) -> tuple[str, int | None]:
    """The first reason a board with no answer has none (`REASONS`), and the cell it is about."""
    geometry = layout.geometry
    n = geometry.sides
    table = layout.geometry.neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)
    polygons = layout.polygons
    network = layout.kind == "network"
    must = [c for c, m in enumerate(layout.cells) if m and (network or c in layout.sources or c in layout.drains)]
    locked = set(layout.locked)
    for c in must:
        facings = ((layout.cells[c],) if c in locked
                   else geometry.rotations_of(layout.cells[c], polygons[c]))
        if not any(all(table[c * n + s] >= 0 for s in range(n) if f >> s & 1) for f in facings):
            return "no-fit", c
    reached = set(layout.sources)
    todo = list(reached)
    while todo:  # over pieces that could open toward each other, whatever their facing
        c = todo.pop()
        for s in range(n):
            o = table[c * n + s]
            if o >= 0 and o not in reached and layout.cells[o]:
                reached.add(o)
                todo.append(o)
    for c in must:
        if c not in reached:
            return "cut-off", c
    return "no-answer", None


def mends(layout: Layout | str, limit: int = 2, budget: int = BUDGET, most: int = 4,
          analysis: Analysis | None = None) -> tuple[Mend, ...]:
    """Up to `most` edits that each leave `layout` nearer one answer (see the module's table), best first: each
    proved by the solver (to `limit`, within `budget` nodes a proof, `SPEND` budgets in all) to lower the count
    of answers, or to keep it and shrink the differing region, and to keep one answer at least. `analysis`: `analyse(layout, limit,
    budget)` when the caller has it. Empty when the board has fewer than two answers found. `ValueError` as for
    `analyse`, and for `most` below 1."""
    layout = board_of(layout, "mends")
    _positive(most, "most")
    seen = analysis if analysis is not None else analyse(layout, limit, budget)
    out: list[Mend] = []
    spent = 0
    for _, mend, nodes in mend_steps(layout, seen, limit, budget):
        if len(out) >= most or spent >= SPEND * budget:
            break
        spent += nodes
        if mend is not None:
            out.append(mend)
    return tuple(out)


def mend_steps(layout: Layout, seen: Analysis, limit: int = 2, budget: int = BUDGET,
               start: int = 0) -> Iterator[tuple[int, Mend | None, int]]:
    """`mends` a proof at a time, for a caller that must stay free between proofs (the workbench's page asks
    them a few at a time, so that the maker's next edit never waits behind them all): each candidate tried in
    turn from the `start`-th, as (its index, the `Mend` when it is one else None, the solver nodes its proof
    spent). `seen`: `layout`'s analysis (its answers are what the candidates are read off); nothing when it
    found fewer than two answers. A candidate giving the same board as one before it in this run is passed
    over (None, 0 nodes)."""
    if seen.count < 2 or len(seen.answers) < 2:
        return
    tried: set[str] = set()
    for index, (kind, cells, edge, made) in enumerate(_candidates(layout, seen)):
        if index < start:
            continue
        try:
            board = made()
        except EditError:
            yield index, None, 0
            continue
        code = encode(board)
        if code in tried:
            yield index, None, 0
            continue
        tried.add(code)
        found = solve(board, limit=limit, budget=budget)
        mend = None
        if found.count:
            _, differing = apart(board, found.solutions)
            lower = found.complete and (found.count < seen.count or not seen.complete)
            if lower or (found.count <= seen.count and len(differing) < len(seen.differing)):
                mend = Mend(kind, cells, edge, board, code, found.count, found.complete, differing)
        yield index, mend, found.nodes


def _candidates(layout: Layout, seen: Analysis) -> Iterator[tuple[str, tuple[int, ...], int | None,
                                                                Callable[[], Layout]]]:
    """The mends to try, read off the answers found, those that rule out the most other answers first (a
    change, which keeps no answer as it was, last): (kind, cells, edge, what makes the mended board, raising
    `EditError` when it cannot be made), each board made only when it is tried (a large board's code is read
    back at each edit)."""
    geometry = layout.geometry
    n = geometry.sides
    table = geometry.neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)
    ours, others = seen.answers[0], seen.answers[1:]
    wet_ours = flow_of(layout, ours).wet
    wet_others = [flow_of(layout, o).wet for o in others]
    differing = set(seen.differing)
    ranked: list[tuple[int, int, str, tuple[int, ...], int | None, Callable[[], Layout]]] = []

    def add(kills: int, kind: str, cells: tuple[int, ...], edge: int | None, made: Callable[[], Layout]) -> None:
        if kills:
            ranked.append((-kills, len(ranked), kind, cells, edge, made))

    def joins(masks: Sequence[int], wet: Sequence[bool], c: int, s: int) -> bool:
        return bool(wet[c] and masks[c] >> s & 1)

    walls: dict[int, tuple[int, int, int]] = {}
    for o, wet in zip(others, wet_others):
        for c in differing:
            for s in range(n):
                d = table[c * n + s]
                if d >= 0 and joins(o, wet, c, s) and not joins(ours, wet_ours, c, s) \
                        and not joins(ours, wet_ours, d, geometry.opposite(s)):
                    edge = geometry.edge(c, s, layout.width, layout.height, layout.wrap)
                    if edge is not None and edge not in walls:
                        walls[edge] = (c, s, d)
    for edge, (c, s, d) in sorted(walls.items()):
        kills = sum(1 for o, wet in zip(others, wet_others) if joins(o, wet, c, s))
        add(kills, "wall", tuple(sorted((c, d))), edge, partial(toggle_wall, layout, c, s))
    locked = set(layout.locked)
    for c in sorted(differing):
        if c in locked or not wet_ours[c]:
            continue
        kills = sum(1 for o, wet in zip(others, wet_others) if wet[c] and o[c] != ours[c])
        add(kills, "lock", (c,), None, partial(_locked, layout, c, ours[c]))
    if layout.kind != "network":
        ends = {*layout.sources, *layout.drains}
        for c in sorted(differing):
            if wet_ours[c] or c in ends:
                continue
            kills = sum(1 for wet in wet_others if wet[c])
            add(kills, "spare", (c,), None, partial(erase, layout, c))
    ranked.sort(key=lambda entry: entry[:2])
    for _, _, kind, cells, edge, made in ranked:
        yield kind, cells, edge, made
    yield from _moves(layout, ours, wet_ours, differing, table)


def _locked(layout: Layout, cell: int, mask: int) -> Layout:
    """`layout` with the piece at `cell` set to `mask` and locked."""
    board = set_piece(layout, cell, mask)
    return dataclasses.replace(board, locked=tuple(sorted({*board.locked, cell})))


def _moves(layout: Layout, ours: Sequence[int], wet: Sequence[bool], differing: set[int],
           table: Sequence[int]) -> Iterator[tuple[str, tuple[int, ...], int | None, Callable[[], Layout]]]:
    """Pipes moved (`change`): in the first answer, an edge joined at a differing cell, and one cut on the way
    between its ends (in the answer's joins), so every piece the water reached still is; each the board with
    the changed pieces as the first answer now faces them (a lock kept on them)."""
    geometry = layout.geometry
    n = geometry.sides
    made = 0
    ends = {*layout.sources, *layout.drains} if layout.kind == "inlet-outlet" else set()
    for c in sorted(differing):
        if not wet[c] or c in ends:
            continue
        for s in range(n):
            d = table[c * n + s]
            back = geometry.opposite(s)
            if d < 0 or not wet[d] or d in ends or ours[c] >> s & 1:
                continue
            path = _way(ours, wet, table, n, geometry.opposite, c, d)
            for a, side in path:
                b = table[a * n + side]
                if {a, b} == {c, d} or (a not in differing and b not in differing):
                    continue
                masks = list(ours)
                masks[c] |= 1 << s
                masks[d] |= 1 << back
                masks[a] &= ~(1 << side)
                masks[b] &= ~(1 << geometry.opposite(side))
                if not all(masks[x] for x in (a, b)) or not flow_of(layout, masks).solved:
                    continue
                cells = tuple(sorted({a, b, c, d}))
                yield "change", cells, None, partial(_changed, layout, cells, tuple(masks[x] for x in cells))
                made += 1
                break
            if made >= 3:
                return


def _changed(layout: Layout, cells: Sequence[int], masks: Sequence[int]) -> Layout:
    """`layout` with the pieces at `cells` set to `masks` (a lock on one kept: `set_piece`)."""
    for x, mask in zip(cells, masks):
        layout = set_piece(layout, x, mask)
    return layout


def _way(masks: Sequence[int], wet: Sequence[bool], table: Sequence[int], n: int, opposite: object,
         start: int, goal: int) -> list[tuple[int, int]]:
    """The joins (cell, side) on the way from `start` to `goal` through the pieces `masks` join (both open
    across the edge), breadth first; empty when they are not joined."""
    came: dict[int, tuple[int, int]] = {start: (-1, -1)}
    todo = [start]
    for c in todo:  # the list grows as it is read
        if c == goal:
            break
        for s in range(n):
            o = table[c * n + s]
            if o >= 0 and o not in came and wet[o] and masks[c] >> s & 1 \
                    and masks[o] >> opposite(s) & 1:  # type: ignore[operator]
                came[o] = (c, s)
                todo.append(o)
    if goal not in came:
        return []
    out = []
    x = goal
    while came[x][0] >= 0:
        c, s = came[x]
        out.append((c, s))
        x = c
    return out
