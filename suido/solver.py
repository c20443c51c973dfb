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

Propagation (``_propagate``) keeps every option that has, across each edge, some option
of the neighbour that agrees (arc consistency over edge-summaries: for each cell, the sides
some option opens and the sides some option shuts or leaves dry); then every piece that must
be wet has to be reachable from a pump over edges both sides could open, and a piece that
cannot be reached is dry or a contradiction. Search guesses on the unit with the fewest
options (the first such unit on ties), trying options in order, with an explicit stack:
Pyodide's stack is shallow. Each state taken off the stack is one *node*; past the
budget the count stops and ``complete`` is False: "cannot say", never a wrong count.

This module shares no code with ``suido.check``: every test holds one against the other.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Final

from .codes import Layout, decode, neighbours_of, squares_of
from .game import Game
from .pieces import arms_of, rotations_of, turn

DRY: Final = -1
"""The option of a piece left dry (a spare)."""


@dataclass(frozen=True)
class Solved:
    """What ``solve`` found: ``count`` answers (stopping at the limit), up to ``limit`` of
    their ``solutions`` (each a tuple of masks, one per cell; a spare keeps its given facing),
    the ``nodes`` searched, and whether the count is ``complete`` (False: the budget ran out,
    and the count is only a lower bound)."""

    count: int
    solutions: tuple[tuple[int, ...], ...]
    nodes: int
    complete: bool


@dataclass(frozen=True)
class Deduction:
    """What looking without guessing gives (``deduce``): ``pieces`` (the pieces counted),
    ``glance`` (pieces settled by the first look), ``settled`` (pieces settled when looking
    forces nothing more), ``rounds`` (looks that settled something), and ``contradiction``
    (the board as given has no answer, seen without guessing)."""

    pieces: int
    glance: int
    settled: int
    rounds: int
    contradiction: bool


_State = tuple[list[int], list[int], list[int]]  # domains by unit; per cell the sides wet options open; shut-or-dry


class _Model:
    """The board as units, options and edges; built once per layout, shared by every node."""

    def __init__(self, layout: Layout) -> None:
        self.layout = layout
        n = layout.size
        self.n = n
        self.nb = neighbours_of(layout)
        squares, of = squares_of(layout)
        network = layout.kind == "network"
        path = layout.kind == "inlet-outlet"
        must_wet = set(layout.sources) | set(layout.drains)
        locked = set(layout.locked)
        self.unit_cells: list[tuple[int, ...]] = []
        self.options: list[list[tuple[int, ...]]] = []
        self.unit_of = [0] * n
        self.pos_of = [0] * n
        self.must_wet: list[bool] = []
        for cell in range(n):
            if of[cell] >= 0:
                continue
            mask = layout.cells[cell]
            if mask == 0:
                opts: list[tuple[int, ...]] = [(DRY,)]
            else:
                facings = (mask,) if cell in locked else rotations_of(mask)
                if path:  # one path: no wet branch, and no wet dead end but the pump and the drain
                    facings = tuple(f for f in facings if arms_of(f) == 2 or (arms_of(f) == 1 and cell in must_wet))
                opts = [(f,) for f in facings]
                if not network and cell not in must_wet:
                    opts.append((DRY,))
            self._add_unit((cell,), opts, mask != 0 and (network or cell in must_wet))
        for square in squares:
            ring = square.cells
            seen: list[tuple[int, ...]] = []
            for q in range(4):
                placed = [0, 0, 0, 0]
                for i in range(4):
                    placed[(i + q) % 4] = turn(layout.cells[ring[i]], q)
                if tuple(placed) not in seen:
                    seen.append(tuple(placed))
            self._add_unit(ring, seen, True)
        # per unit and domain: the summaries (opens, shut-or-dry) of each of its cells
        self.units = len(self.unit_cells)
        self.neighbour_units: list[tuple[int, ...]] = []
        for u, cells in enumerate(self.unit_cells):
            near = {self.unit_of[self.nb[c * 4 + s]] for c in cells for s in range(4) if self.nb[c * 4 + s] >= 0}
            near.discard(u)
            self.neighbour_units.append(tuple(sorted(near)))
        self.single = [len(cells) == 1 for cells in self.unit_cells]
        self.tables = [_option_table(tuple(o[0] for o in opts)) if len(opts[0]) == 1 else None
                       for opts in self.options]
        self.pumps = layout.sources
        self.dry_bit = [1 << (len(o) - 1) if o[-1][0] == DRY else 0 for o in self.options]
        # per cell: (side bit, neighbour, the neighbour's bit back) for each side with a neighbour
        self.links = [tuple((1 << s, self.nb[c * 4 + s], 1 << ((s + 2) & 3)) for s in range(4) if self.nb[c * 4 + s] >= 0)
                      for c in range(n)]
        self.cell_must_wet = [bool(layout.cells[c]) and (network or c in must_wet) for c in range(n)]

    def _add_unit(self, cells: tuple[int, ...], options: list[tuple[int, ...]], must_wet: bool) -> None:
        u = len(self.unit_cells)
        self.unit_cells.append(cells)
        self.options.append(options)
        self.must_wet.append(must_wet)
        for i, c in enumerate(cells):
            self.unit_of[c] = u
            self.pos_of[c] = i

    def summary(self, u: int, domain: int, pos: int) -> tuple[int, int]:
        """(sides some wet option opens, sides some option shuts or leaves dry) of the cell
        at ``pos`` in unit ``u`` under ``domain``."""
        opens = shut = 0
        for i, opt in enumerate(self.options[u]):
            if domain >> i & 1:
                m = opt[pos]
                if m == DRY:
                    shut = 15
                else:
                    opens |= m
                    shut |= ~m & 15
        return opens, shut

    def everything(self) -> _State:
        """The state before any look: every unit keeps every option."""
        dom = [(1 << len(o)) - 1 for o in self.options]
        opens = [0] * self.n
        shut = [0] * self.n
        for u, cells in enumerate(self.unit_cells):
            for pos, c in enumerate(cells):
                opens[c], shut[c] = self.summary(u, dom[u], pos)
        return dom, opens, shut

    def start(self) -> _State | None:
        """The first state: every option, then propagated; None on a contradiction."""
        state = self.everything()
        return state if self.propagate(state, list(range(self.units))) else None

    def accepts(self, cell: int, opens: list[int], shut: list[int]) -> tuple[int, int]:
        """(sides the cell may open, sides it may shut) given its neighbours' summaries."""
        nb = self.nb
        unit = self.unit_of[cell]
        unit_of = self.unit_of
        may_open = may_shut = 0
        base = cell * 4
        for s in range(4):
            other = nb[base + s]
            if other < 0:
                may_shut |= 1 << s
            elif unit_of[other] == unit:
                may_open |= 1 << s
                may_shut |= 1 << s
            else:
                t = (s + 2) & 3
                if opens[other] >> t & 1:
                    may_open |= 1 << s
                if shut[other] >> t & 1:
                    may_shut |= 1 << s
        return may_open, may_shut

    def revise(self, u: int, state: _State) -> int:
        """The options of unit ``u`` that every edge supports."""
        dom, opens, shut = state
        table = self.tables[u]
        if table is not None:
            may_open, may_shut = self.accepts(self.unit_cells[u][0], opens, shut)
            return dom[u] & table[may_open << 4 | may_shut]
        keep = 0
        accepts = [self.accepts(c, opens, shut) for c in self.unit_cells[u]]
        for i, opt in enumerate(self.options[u]):
            if dom[u] >> i & 1 and all((m & ~mo) == 0 and (~m & 15 & ~ms) == 0
                                       for m, (mo, ms) in zip(opt, accepts)):
                keep |= 1 << i
        return keep

    def set_domain(self, u: int, domain: int, state: _State) -> None:
        dom, opens, shut = state
        dom[u] = domain
        table = self.tables[u]
        if table is not None:
            c = self.unit_cells[u][0]
            opens[c], shut[c] = _summaries(tuple(o[0] for o in self.options[u]))[domain]
        else:
            for pos, c in enumerate(self.unit_cells[u]):
                opens[c], shut[c] = self.summary(u, domain, pos)

    def propagate(self, state: _State, queue: list[int]) -> bool:
        """Arc consistency from the units in ``queue``, then the reach of the pumps, until
        nothing changes. False on a contradiction (some unit has no option left)."""
        dom = state[0]
        neighbour_units = self.neighbour_units
        while True:
            pending = set(queue)
            while queue:
                u = queue.pop()
                pending.discard(u)
                new = self.revise(u, state)
                if new != dom[u]:
                    if not new:
                        return False
                    self.set_domain(u, new, state)
                    for v in neighbour_units[u]:
                        if v not in pending:
                            pending.add(v)
                            queue.append(v)
            more = self.unreached(state)
            if more is None:
                return False
            if not more:
                return True
            queue = more

    def unreached(self, state: _State) -> list[int] | None:
        """Leave dry every piece no pump can reach over edges both sides could open; None
        when a piece that must be wet cannot be reached. Returns the units to revise."""
        dom, opens, shut = state
        links = self.links
        seen = bytearray(self.n)
        stack = list(self.pumps)
        for p in stack:
            seen[p] = 1
        while stack:
            c = stack.pop()
            m = opens[c]
            for bit, o, back in links[c]:
                if m & bit and not seen[o] and opens[o] & back:
                    seen[o] = 1
                    stack.append(o)
        changed: list[int] = []
        unit_of, dry_bit, cell_must = self.unit_of, self.dry_bit, self.cell_must_wet
        c = seen.find(0)
        while c >= 0:
            if opens[c]:
                u = unit_of[c]
                dry = dom[u] & dry_bit[u]
                if cell_must[c] or not dry:
                    return None
                self.set_domain(u, dry, state)  # it still had a wet option: only dry is left
                changed.extend(self.neighbour_units[u])
            elif cell_must[c]:
                return None
            c = seen.find(0, c + 1)
        return changed

    def branch_unit(self, dom: list[int]) -> int:
        """The unit to guess on: of those still open that must be wet (no dry option left),
        the one with the fewest options, the first on ties; -1 when there is none.

        Why only those: once every must-be-wet unit is settled, propagation has pruned the
        dry option of any unit a wet piece opens towards, so no settled wet piece opens
        towards an open unit; the pumps' water is then closed in, and any further wet piece
        would be cut off from every pump. The open units can only be dry: one completion,
        or none if that leaves a settled piece unreached (``complete`` checks)."""
        dry_bit = self.dry_bit
        best, fewest = -1, 99
        for u, d in enumerate(dom):
            if d & (d - 1) and not d & dry_bit[u]:
                k = bin(d).count("1")
                if k < fewest:
                    best, fewest = u, k
                    if k == 2:
                        break
        return best

    def complete(self, state: _State) -> list[int] | None:
        """The state with every open unit dry, if that is consistent; else None."""
        child = (list(state[0]), list(state[1]), list(state[2]))
        dom = child[0]
        changed = []
        for u, d in enumerate(dom):
            if d & (d - 1):
                self.set_domain(u, self.dry_bit[u], child)
                changed.append(u)
        if changed and not self.propagate(child, changed):
            return None
        return child[0]

    def masks_of(self, dom: list[int]) -> tuple[int, ...]:
        """The answer of a state where every unit has one option: wet pieces as the option
        has them, spares as given."""
        out = list(self.layout.cells)
        for u, cells in enumerate(self.unit_cells):
            opt = self.options[u][dom[u].bit_length() - 1]
            for c, m in zip(cells, opt):
                if m != DRY:
                    out[c] = m
        return tuple(out)


@lru_cache(maxsize=None)
def _summaries(options: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """For a single cell with these options (masks or DRY): per domain, (opens, shut-or-dry)."""
    out = []
    for domain in range(1 << len(options)):
        opens = shut = 0
        for i, m in enumerate(options):
            if domain >> i & 1:
                if m == DRY:
                    shut = 15
                else:
                    opens |= m
                    shut |= ~m & 15
        out.append((opens, shut))
    return tuple(out)


@lru_cache(maxsize=None)
def _option_table(options: tuple[int, ...]) -> tuple[int, ...]:
    """For a single cell with these options: per (may_open << 4 | may_shut), the options
    that fit (a wet facing opens only where it may and shuts only where it may; dry needs
    every side shut or dry across)."""
    table = []
    for key in range(256):
        may_open, may_shut = key >> 4, key & 15
        fit = 0
        for i, m in enumerate(options):
            if m == DRY:
                ok = may_shut == 15
            else:
                ok = (m & ~may_open) == 0 and (~m & 15 & ~may_shut) == 0
            if ok:
                fit |= 1 << i
        table.append(fit)
    return tuple(table)


def solve(layout: Layout | str, limit: int = 2, budget: int = 200_000) -> Solved:
    """Count the answers of ``layout`` up to ``limit``, searching at most ``budget`` nodes.

    Works for every kind and twist: network, drains, inlet-outlet, several pumps, locked
    pieces, walls, wrap, and in a network big pieces and blocks as single units. Each of
    ``solutions`` is a tuple of masks (spares keep their given facing). ``complete`` is False
    when the budget ran out first; the count is then only what was found.

    ``layout`` may also be a code. Raises ``ValueError`` (a ``CodeError`` for a bad code) for
    what is not a board, a ``limit`` below 1 or a negative ``budget``.
    """
    if isinstance(layout, str):
        layout = decode(layout)
    if not isinstance(layout, Layout):
        raise ValueError(f"solve takes a board: a Layout (suido.decode(code)) or a code, not {type(layout).__name__}")
    if isinstance(limit, bool) or not isinstance(limit, int) or limit < 1:
        raise ValueError(f"limit must be a whole number at least 1, not {limit!r}")
    if isinstance(budget, bool) or not isinstance(budget, int) or budget < 0:
        raise ValueError(f"budget must be a whole number, not negative, not {budget!r}")
    model = _Model(layout)
    first = model.start()
    if first is None:
        return Solved(0, (), 1, True)
    solutions: list[tuple[int, ...]] = []
    stack: list[_State] = [first]
    nodes = 0
    while stack:
        if nodes >= budget:
            return Solved(len(solutions), tuple(solutions), nodes, False)
        state = stack.pop()
        nodes += 1
        dom = state[0]
        best = model.branch_unit(dom)
        if best < 0:
            # every piece that must be wet is settled: the rest can only be dry (see branch_unit)
            done = model.complete(state)
            if done is not None:
                solutions.append(model.masks_of(done))
                if len(solutions) >= limit:
                    return Solved(len(solutions), tuple(solutions), nodes, True)
            continue
        d = dom[best]
        children = []
        for i in range(d.bit_length()):
            if d >> i & 1:
                child = (list(dom), list(state[1]), list(state[2]))
                model.set_domain(best, 1 << i, child)
                if model.propagate(child, list(model.neighbour_units[best])):
                    children.append(child)
        stack.extend(reversed(children))
    return Solved(len(solutions), tuple(solutions), nodes, True)


def count_solutions(layout: Layout | str, limit: int = 2, budget: int = 200_000) -> int:
    """How many answers ``layout`` has, up to ``limit`` (see ``solve``)."""
    return solve(layout, limit, budget).count


def deduce(layout: Layout) -> Deduction:
    """Look at the board in rounds without guessing, every unit at once against what the
    last round knew (a player's looks): what the first look settles, how many looks it
    takes, and how much stays open. A piece is settled when one option is left for it
    (a facing, or dry); ``pieces`` counts the cells that are not bare ground."""
    model = _Model(layout)
    state = model.everything()
    dom, opens, shut = state
    pieces = sum(1 for m in layout.cells if m)

    def settled() -> int:
        return sum(len(model.unit_cells[u]) for u, d in enumerate(dom)
                   if not d & (d - 1) and any(layout.cells[c] for c in model.unit_cells[u]))

    glance = -1
    rounds = 0
    while True:
        snapshot: _State = (list(dom), list(opens), list(shut))
        new = [model.revise(u, snapshot) for u in range(model.units)]
        if not all(new):
            return Deduction(pieces, max(glance, settled()), settled(), rounds, True)
        changed = [u for u in range(model.units) if new[u] != dom[u]]
        for u in changed:
            model.set_domain(u, new[u], state)
        reach = model.unreached(state)
        if reach is None:
            return Deduction(pieces, max(glance, settled()), settled(), rounds, True)
        if not changed and not reach:
            break
        rounds += 1
        if glance < 0:
            glance = settled()
    return Deduction(pieces, settled() if glance < 0 else glance, settled(), rounds, False)


def forced_hint(game: Game) -> tuple[int, int] | None:
    """A piece the board forces, facing wrong now: ``(cell, facing)``, where ``facing`` is the
    mask the board's rules leave it (for a square, its anchor and the anchor's mask), or None
    when looking without guessing settles no piece that faces wrong. Needs no answer.
    Pieces nearer a pump come first."""
    model = _Model(game.start)
    state = model.start()
    if state is None:
        return None
    dom = state[0]
    order = sorted(range(model.units), key=lambda u: _distance_key(model, u))
    for u in order:
        d = dom[u]
        if d & (d - 1):
            continue
        opt = model.options[u][d.bit_length() - 1]
        cells = model.unit_cells[u]
        if opt[0] == DRY:
            continue
        if any(game.masks[c] != m for c, m in zip(cells, opt)):
            return cells[0], opt[0]
    return None


def _distance_key(model: _Model, u: int) -> tuple[int, int]:
    layout = model.layout
    c = model.unit_cells[u][0]
    row, col = divmod(c, layout.width)
    best = min(abs(row - p // layout.width) + abs(col - p % layout.width) for p in layout.sources)
    return best, c
