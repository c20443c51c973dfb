"""The solver: how many answers a board has, by constraint propagation and search.

Glossary of the model
    unit      what turns as one: a cell, or a square of four (a big piece or a block).
    option    one way a unit can be: a facing of its piece(s) with the water in it
              ("wet"), or, for a piece the water need not reach, "dry" (a *spare*:
              on a drains or inlet-outlet board the water may leave it dry, and then how
              it faces does not matter, so all its facings count as one).
    domain    the options a unit still has, as a bitmask over its option list.
    edge      two sides that meet. Two wet pieces must agree across it (both open or both
              shut); a wet piece must be shut towards a dry one, the rim and a wall.

A board is solved exactly when every wet piece agrees with its neighbours this way, every
wet piece is joined to a pump, and the kind's demand holds: a network wets every piece;
a drains board every drain; an inlet-outlet board every drain with no wet piece of more
than two arms (then the water runs in one path: its ends are the pump and the drain).
So an answer is one assignment of options, and two answers differ in some unit: counting
assignments counts answers, and a network with spares counts once however they face.

Propagation (`suido.propagation`) keeps every option that has, across each edge, some
option of the neighbour that agrees (arc consistency over edge summaries: for each cell, the
sides some option opens and the sides some option shuts or leaves dry); then every piece
that must be wet has to be reachable from a pump over edges both sides could open, and a
piece that cannot be reached is dry or a contradiction. Search guesses on the unit with the
fewest options (the first such unit on ties), trying options in order, with an explicit
stack: Pyodide's stack is shallow. Each state taken off the stack is one *node*; past the
budget the count stops and `complete` is False: "cannot say", never a wrong count.

This module shares no code with `suido.check`: every test holds one against the other.
It runs the same on every grid (`suido.grids`: squares and hexagons), whose sides, turn and
neighbours the model asks (`suido.propagation`).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from .codes import Layout, board_of
from .game import Game
from .grids import ALL_GRIDS as GRIDS
from .propagation import DRY, Model, State

__all__ = ["DRY", "Deduction", "Solved", "count_solutions", "deduce", "forced_hint", "shown_unsolvable", "solve"]


@dataclass(frozen=True)
class Solved:
    """What `solve` found: `count` answers (stopping at the limit), up to `limit` of
    their `solutions` (each a tuple of masks, one per cell; a spare keeps its given facing),
    the `nodes` searched, and whether the count is `complete` (False: the budget ran out,
    and the count is only a lower bound)."""

    count: int
    solutions: tuple[tuple[int, ...], ...]
    nodes: int
    complete: bool


@dataclass(frozen=True)
class Deduction:
    """What looking without guessing gives (`deduce`): `pieces` (the pieces counted),
    `glance` (pieces settled by the first look), `settled` (pieces settled when looking
    forces nothing more), `rounds` (looks that settled something), and `contradiction`
    (the board as given has no answer, seen without guessing)."""

    pieces: int
    glance: int
    settled: int
    rounds: int
    contradiction: bool


def solve(layout: Layout | str, limit: int = 2, budget: int = 200_000) -> Solved:
    """Count the answers of `layout` up to `limit`, searching at most `budget` nodes.

    Works for every kind and twist: network, drains, inlet-outlet, several pumps, locked
    pieces, walls, wrap, and in a network big pieces and blocks as single units. Each of
    `solutions` is a tuple of masks (spares keep their given facing). `complete` is False
    when the budget ran out first; the count is then only what was found.

    `layout` may also be a code. Raises `ValueError` (a `CodeError` for a bad code) for
    what is not a board, a `limit` below 1 or a negative `budget`.
    """
    layout = board_of(layout, "solve")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit must be a whole number at least 1, not {limit!r}")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
        raise ValueError(f"budget must be a whole number, not negative, not {budget!r}")
    model = Model(layout)
    first = model.start()
    if first is None:
        return Solved(0, (), 1, True)
    solutions: list[tuple[int, ...]] = []
    stack: list[State] = [first]
    nodes = 0
    while stack:
        if nodes >= budget:
            return Solved(len(solutions), tuple(solutions), nodes, False)
        state = stack.pop()
        nodes += 1
        best = model.branch_unit(state[0])
        if best < 0:
            # every piece that must be wet is settled: the rest can only be dry (see branch_unit)
            done = model.complete(state)
            if done is not None:
                solutions.append(model.masks_of(done))
                if len(solutions) >= limit:
                    return Solved(len(solutions), tuple(solutions), nodes, True)
            continue
        stack.extend(reversed(_children(model, state, best, _bits(state[0][best]))))
    return Solved(len(solutions), tuple(solutions), nodes, True)


def other_answer(layout: Layout, known: tuple[int, ...], budget: int) -> tuple[bool, tuple[int, ...] | None, int]:
    """For the generator: an answer of `layout` other than `known` (an answer, as `solve`
    reports one), or None when there is none; whether the search finished within `budget`
    nodes (False: cannot say); and the nodes searched.

    The same search as `solve` but that at each guess it tries first the option `known`
    takes: it meets `known` in its first dive and then backs up from there, which on the
    generator's boards finds a second answer (most often a small region that can be turned
    two ways) in about half the nodes. When there is no other answer it searches the same
    positions as `solve` does, so then its nodes are `solve(layout).nodes`."""
    model = Model(layout)
    first = model.start()
    if first is None:
        return True, None, 1
    prefer = model.options_of(known)
    # the stack holds guesses not yet made, (state, unit, option): a guess is propagated only when
    # it is taken off, so the guesses a search that meets another answer never backs up to cost
    # nothing. Those that fail to propagate are not nodes (`solve` never stacks them either).
    stack: list[tuple[State, int, int]] = [(first, -1, 0)]
    nodes = 0
    while stack:
        state, unit, low = stack.pop()
        if unit >= 0:
            child = _child(model, state, unit, low)
            if child is None:
                continue
            state = child
        if nodes >= budget:
            return False, None, nodes
        nodes += 1
        best = model.branch_unit(state[0])
        if best < 0:
            done = model.complete(state)
            if done is not None and done != prefer:  # prefer: known's own options
                found = model.masks_of(done)
                if found != known:
                    return True, found, nodes
            continue
        options = sorted(_bits(state[0][best]), key=lambda bit: bit != prefer[best])
        stack.extend((state, best, low) for low in reversed(options))
    return True, None, nodes


def _child(model: Model, state: State, unit: int, low: int) -> State | None:
    """The state after setting `unit` to the option `low` (a bit of its domain), propagated;
    None on a contradiction. It has its own copy of every part of the state."""
    child = [state[0][:], state[1][:], state[2][:], state[3][:], state[4][:], state[5][:], state[6][:]]
    queue: list[int] = []
    model.set_domain(unit, low, child, queue)
    return child if model.propagate(child, queue) else None


def _children(model: Model, state: State, unit: int, options: list[int]) -> list[State]:
    """The states after setting `unit` to each option (a bit of its domain) in turn, those that
    propagate without a contradiction, in the order given (the search pushes them reversed, so the
    first is searched first)."""
    return [child for low in options if (child := _child(model, state, unit, low)) is not None]


def _bits(d: int) -> list[int]:
    out = []
    while d:
        out.append(d & -d)
        d &= d - 1
    return out


def count_solutions(layout: Layout | str, limit: int = 2, budget: int = 200_000) -> int:
    """How many answers `layout` has, up to `limit` (see `solve`)."""
    return solve(layout, limit, budget).count


def deduce(layout: Layout | str) -> Deduction:
    """Look at the board in rounds without guessing, every unit at once against what the
    last round knew (a player's looks): what the first look settles, how many looks it
    takes, and how much stays open. A piece is settled when one option is left for it
    (a facing, or dry); `pieces` counts the cells that are not bare ground.

    `layout` may also be a code; `ValueError` as for `solve`."""
    layout = board_of(layout, "deduce")
    model = Model(layout)
    if not any(model.dry_bit):
        # no piece can be left dry (a network): the pumps' reach can then only find a
        # contradiction, never settle a piece, and the reach only shrinks from round to round,
        # so one walk at the end says whether any round's walk would have found one
        seen = _looks(layout, model, walk=False)
        if seen is not None:
            return seen
    seen = _looks(layout, model, walk=True)
    assert seen is not None
    return seen


def _looks(layout: Layout, model: Model, walk: bool) -> Deduction | None:
    """`deduce`'s rounds, walking the pumps' reach each round (`walk`) or only after the
    last; None when `walk` is off and there is a contradiction (then walk each round)."""
    state = model.everything()
    dom, may_open, may_shut, tables = state[0], state[3], state[4], model.tables
    pieces = sum(1 for m in layout.cells if m)
    weight = [len(cells) if any(layout.cells[c] for c in cells) else 0 for cells in model.unit_cells]

    def settled() -> int:
        return sum(weight[u] for u, d in enumerate(dom) if not d & (d - 1))

    glance = -1
    rounds = 0
    revise = model.revise
    queue: list[int] = list(range(model.units))
    plain = model.singles == model.n  # no squares: unit u is cell u, revised by one lookup (Model.revise)
    while True:
        # every unit against the last round's summaries: compute all, then apply. A unit none of
        # whose edges changed in the last round would keep its options, so only the others look.
        if plain:
            shift = model.shift
            new = {u: dom[u] & tables[u][may_open[u] << shift | may_shut[u]] for u in set(queue)}
        else:
            new = {u: revise(u, state) for u in set(queue)}
        queue = []
        if not all(new.values()):
            return Deduction(pieces, max(glance, settled()), settled(), rounds, True) if walk else None
        changed = [u for u, d in new.items() if d != dom[u]]
        for u in changed:
            model.set_domain(u, new[u], state, queue)
        dried: list[int] | None = []
        if walk or not changed:
            dried = model.unreached(state, queue)  # the whole reach each round: on a contradiction
            # the pieces settled so far are then those of a walk in cell order, as they always were
        if dried is None:
            return Deduction(pieces, max(glance, settled()), settled(), rounds, True) if walk else None
        if not changed and not any(model.neighbour_units(u) for u in dried):
            break
        rounds += 1
        if glance < 0:
            glance = settled()
    return Deduction(pieces, settled() if glance < 0 else glance, settled(), rounds, False)


def forced_hint(game: Game) -> tuple[int, int] | None:
    """A piece the board forces, facing wrong now: `(cell, facing)`, where `facing` is the
    mask the board's rules leave it (for a square, its anchor and the anchor's mask), or None
    when looking without guessing settles no piece that faces wrong. Needs no answer.
    Pieces nearer a pump come first."""
    for cells, opt in _forced(game.start) or ():
        if any(game.masks[c] != m for c, m in zip(cells, opt)):
            return cells[0], opt[0]
    return None


def shown_unsolvable(game: Game) -> bool:
    """Whether looking without guessing (the propagation `forced_hint` runs) already shows that the board has no
    answer: some piece can face no way that joins without a leak. False says nothing: a board with no answer may
    need a search to show it (`solve`)."""
    return _forced(game.start) is None


@lru_cache(maxsize=8)
def _forced(layout: Layout) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] | None:
    """The units the board forces to one wet option, nearest a pump first: (cells, masks); None when the
    propagation finds the board has no answer. It depends on the board as given only, so a game asks it once,
    whatever the turns."""
    model = Model(layout)
    state = model.start()
    if state is None:
        return None
    dom = state[0]
    unit_of, kinds, singles = model.geo.unit_of, model.kinds, model.singles
    out: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for c in _nearest_first(layout.width, layout.height, layout.sources, layout.grid, layout.wrap):
        u = unit_of[c]
        d = dom[u]
        if d & (d - 1):
            continue  # not forced
        if u < singles:
            m = kinds[u].options[d.bit_length() - 1]
            if m != DRY:
                out.append(((c,), (m,)))
        elif model.unit_cells[u][0] == c:  # a square is met at its first cell
            out.append((model.unit_cells[u], model.option(u, d.bit_length() - 1)))
    return tuple(out)


@lru_cache(maxsize=8)
def _nearest_first(width: int, height: int, pumps: tuple[int, ...], grid: str = "square",
                   wrap: bool = False) -> tuple[int, ...]:
    """The cells by their distance (the grid's steps, not wrapping: rows plus columns on squares; on the
    grids laid out as hexapipes lays them, steps across the board's own neighbour table) to the nearest
    pump, then in order."""
    geometry = GRIDS[grid]
    if geometry.name not in ("square", "hex"):
        table, n = geometry.neighbour_table(width, height, wrap, ()), geometry.sides
        count = geometry.cell_count(width, height, wrap)
        steps = [count] * count
        layer = list(pumps)
        for p in layer:
            steps[p] = 0
        for c in layer:  # breadth first: the list grows as it is read
            for o in table[c * n:(c + 1) * n]:
                if o >= 0 and steps[o] > steps[c] + 1:
                    steps[o] = steps[c] + 1
                    layer.append(o)
        return tuple(sorted(range(count), key=steps.__getitem__))
    far: list[int] | None = None
    distance = GRIDS[grid].distance
    for p in pumps:
        mine = [distance(p, c, width) for c in range(width * height)]
        far = mine if far is None else list(map(min, far, mine))
    assert far is not None  # a board has a pump
    return tuple(sorted(range(width * height), key=far.__getitem__))  # sorted is stable: cell order on ties
