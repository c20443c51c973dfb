"""The generator: seeded boards, each with exactly one answer, proved by the solver.

How a board is made (our own method; the promises are those of SUIDO-JS.md section 5.2):

1. *Plan.* Place the pumps spread apart, then grow a spanning forest from them, one tree
   per pump, taking the newest frontier edge with probability ``bias`` (long corridors)
   and a random one otherwise (bushy). A network uses every cell. A drains board picks its
   drains and keeps only the pipes from each drain back to its pump; the other cells become
   spares (random pieces the answer leaves dry) or bare ground. An inlet-outlet board grows
   one tree from the top-left corner without wrap (mostly newest-first, so it winds), keeps
   the path to the bottom-right corner if it is long enough (a fifth of the cells, at most
   three times the half-perimeter, at least the half-perimeter and two), and fills the rest
   with decoys.
2. *Prove.* The solver looks for an answer other than the plan's own (``other_answer``: the
   solver's search, meeting the plan's answer first and backing up from there, which finds a
   second answer in about half the nodes of counting to two). None: done, and that search
   was ``solve``'s own, so the difficulty takes its nodes. A proof that runs past ``_BUDGET``
   nodes drops the plan. Another answer: the generator mends the region where they differ
   rather than starting over: a wall on an edge only the other answer uses, or a lock on a
   piece where they differ (when those twists were asked for); otherwise it removes every
   spare the other answer wets, or moves a pipe (adds a forest edge at a differing cell and
   removes another from the loop or the pump-to-pump path it makes; on a drains board the
   cells the pipe left keep their pieces as spares, except where the answers differ). Then
   it proves again, up to 40 rounds a plan.
3. *Furnish and scramble.* The walls and locks still owed go where they cannot cut the
   answer's pipes (adding a constraint never adds an answer). Every piece that is not
   locked is turned at random, until the board does not start solved.

Randomness comes only from ``random.Random(seed).random()``, whose sequence Python
guarantees for a given seed across versions (its other methods may change), through our
own ``_Rng``: the same options and seed make the same board on every machine and version.
No global random state is used.
"""

from __future__ import annotations

import random
from itertools import compress
from dataclasses import dataclass
from collections.abc import Iterator
from typing import Final

from .check import check_answer
from .difficulty import difficulty_of
from .codes import CELL_INDICES, Layout, neighbour_table, encode, square_cells, with_masks
from .flow import flow_of
from .bigs import turn_masks
from .pieces import arms_of, can_turn, rotations_of
from .solver import other_answer
from .options import Options, options, whole
from .search import ATTEMPTS, Step, steps
from .squares import Squares, place

_SPARES: Final = (1, 1, 1, 5, 5, 5, 3, 3, 3, 7)  # end x3, straight x3, elbow x3, tee
_DECOYS: Final = (1, 1, 5, 5, 3, 3, 7, 7, 15)   # inlet-outlet: end, straight, elbow, tee x2 each, cross
_BLOCKERS: Final = (0, 1, 7, 15)                # what an inlet-outlet spare becomes when it is in the way
_ROUNDS: Final = 40
_ROTATIONS: Final = tuple(rotations_of(m) for m in range(16))
_END: Final = bytes(int(arms_of(m) == 1) for m in range(256))
"""Per mask: 1 for an end piece (one arm)."""
_BUDGET: Final = 300
"""The nodes a proof may search before the plan is dropped. A board that needs more is hard to
prove (about the hardest tenth of the large drains boards by their guessing) and rarely worth
the wait: a new plan is cheaper on average, and the long tail of waits goes. Measured against
mending where the proof got lost instead (taking away the spares around the guess whose other
options took the most nodes to refute, or moving a pipe there): such plans stay hard, run out
again and again, and the tail grew (as it did mending the round before again, with the dice
moved on). 300 rather than 1,000 (0.2): measured, the tails shrank (notes/performance-make.md)."""
_PLANS: Final = 400
_HEMMED_IN: Final = "hemmed in"
"""What a plan that left a pump without a pipe gives (see ``_attempt``)."""
_TOO_HARD: Final = "too hard"
"""What a plan whose proof ran past ``_BUDGET`` gives (see ``_attempt``)."""
_HARD_IN_A_ROW: Final = 25
"""Plans in a row whose proofs all run past the budget: then the options make boards too hard to
prove (a drains board full of spares, say), and ``make`` says so instead of trying 400 plans (which
took up to a minute). Where a plan runs out one time in four or less, as for every kind and size
the maker and the levels use, 25 in a row happen about once in 10**15 makes."""


@dataclass(frozen=True)
class Made:
    """A board ``make`` made: its ``code``, its ``answer`` (a code), the ``layout``, the
    ``solution`` (the answer's masks), its ``difficulty`` (1..100 within its size, kind and
    wrap; None where no difficulty table covers it) and the ``seed`` that makes it again."""

    code: str
    answer: str
    layout: Layout
    solution: tuple[int, ...]
    difficulty: int | None
    seed: int


class _Rng:
    """Seeded randomness built on ``random.Random.random`` alone (see the module's note)."""

    def __init__(self, seed: int) -> None:
        self.random = random.Random(seed).random  # a number in [0, 1), Random.random itself

    def below(self, n: int) -> int:
        return min(int(self.random() * n), n - 1)

    def choice(self, items: tuple[int, ...] | list[int]) -> int:
        return items[self.below(len(items))]

    def shuffle(self, items: list[int]) -> None:
        for i in range(len(items) - 1, 0, -1):
            j = self.below(i + 1)
            items[i], items[j] = items[j], items[i]


def make(*, size: int | None = None, width: int | None = None, height: int | None = None, kind: str = "network",
         wrap: bool = False, sources: int = 1, drains: int | None = None, spares: float | None = None,
         locked: int = 0, walls: int = 0, bigs: int = 0, blocks: int = 0, big_kinds: str = "five",
         difficulty: int | None = None, attempts: int = 60, tolerance: int = 4, seed: int = 1) -> Made:
    """Make a board with exactly one answer.

    ``size`` (or ``width`` and ``height``): 2..64 cells a side, at least 3 for wrap or
    inlet-outlet; 7 when none is given, and a missing height follows the width. ``kind``: "network", "drains" or "inlet-outlet". ``sources``: pumps, at most
    one per six cells. ``drains``: for a drains board (default round(0.8 * sqrt(cells)), at
    least one per pump). ``spares``: the share (0..1) of unused cells that get a piece on a
    drains or inlet-outlet board (default 0.5, 0.85 for inlet-outlet). ``locked`` and
    ``walls``: how many. ``seed``: any whole number, read as unsigned 32-bit.

    ``difficulty`` (1..100): make boards from successive seeds (``seed + k * 0x9E3779B1``,
    at most ``attempts``) until one scores within ``tolerance`` of it, and return the
    nearest; its ``seed`` makes it again without the search.

    ``bigs`` and ``blocks`` (a network only): how many squares of four cells that turn as
    one, a big piece (one piece over the square, drawn from the mix ``big_kinds``: "five",
    "simple", "more" or "all", see ``suido.bigs``) or a block (four ordinary pieces). They
    are placed first, wholly on the board, never overlapping, never holding a pump or a
    locked piece (SUIDO-JS.md sections 4.4, 4.5 and 5.2).

    The same options and seed make the same board on every machine. An inlet-outlet board
    has its pump at the top left and its drain at the bottom right. Raises ``ValueError``
    at once for an impossible request, saying why (more squares than fit, squares on a
    drains board); squares packed so tight that no plan of 400 has one answer are refused
    too, after those plans (under a second on a 9x9 board), and so are pumps packed so tight
    that most plans leave one hemmed in without a pipe (seconds on a 20x20 board), and options
    whose boards are too hard to prove (25 plans in a row, a drains board full of spares).
    """
    made: Made | None = None
    for step in search(size=size, width=width, height=height, kind=kind, wrap=wrap, sources=sources, drains=drains,
                       spares=spares, locked=locked, walls=walls, bigs=bigs, blocks=blocks, big_kinds=big_kinds,
                       difficulty=difficulty, attempts=attempts, tolerance=tolerance, seed=seed):
        made = step.best
    assert made is not None
    return made


def search(*, size: int | None = None, width: int | None = None, height: int | None = None, kind: str = "network",
           wrap: bool = False, sources: int = 1, drains: int | None = None, spares: float | None = None,
           locked: int = 0, walls: int = 0, bigs: int = 0, blocks: int = 0, big_kinds: str = "five",
           difficulty: int | None = None, attempts: int = ATTEMPTS, tolerance: int = 4,
           seed: int = 1) -> Iterator[Step[Made]]:
    """``make``'s search, a :class:`suido.search.Step` a board made (the same options as ``make``; its last
    step's ``best`` is what ``make`` returns). A bad option raises ValueError at once, before any board is made.

    >>> steps = list(search(size=5, difficulty=50, seed=3))
    >>> steps[-1].done and steps[-1].best == make(size=5, difficulty=50, seed=3)
    True
    >>> [s.tried for s in steps] == list(range(1, len(steps) + 1)) and steps[0].of == 60
    True
    """
    opts = options(size, width, height, kind, wrap, sources, drains, spares, locked, walls, bigs, blocks, big_kinds)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if difficulty is not None:
        whole("difficulty", difficulty, 1, 100)
    whole("attempts", attempts, 1)
    if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or not 0 <= tolerance < float("inf"):
        raise ValueError(f"tolerance must be a number 0 or more, not {tolerance!r}")
    return steps(lambda seed32: _make_one(opts, seed32), seed & 0xFFFFFFFF, difficulty, attempts, tolerance)


def _make_one(opts: Options, seed32: int) -> Made:
    """One board from one seed (see ``make``), scored when the tables cover it."""
    rng = _Rng(seed32)
    hemmed_in = too_hard = 0
    for _ in range(_PLANS):
        made = _attempt(opts, rng)
        too_hard = too_hard + 1 if made is _TOO_HARD else 0
        if too_hard == _HARD_IN_A_ROW:
            raise ValueError(f"these options make boards too hard to prove on a {opts.width}x{opts.height} board:"
                             f" the proofs of {too_hard} plans in a row ran past {_BUDGET} guesses; ask for fewer"
                             " spares, walls or locks, or a smaller board")
        if made is _HEMMED_IN:
            hemmed_in += 1
        elif isinstance(made, tuple):
            layout, solution, nodes = made
            code = encode(layout)
            answer = encode(with_masks(layout, solution))
            if not check_answer(code, answer).ok:  # the check shares no code with the solver
                raise AssertionError(f"made a board its own answer does not solve: {code}")
            try:
                score: int | None = difficulty_of(layout, solution, nodes=nodes)
            except LookupError:
                score = None
            return Made(code, answer, layout, solution, score, seed32)
    if opts.bigs or opts.blocks:  # squares packed so tight that no plan has one answer: the request's fault
        raise ValueError(f"{opts.bigs} big pieces ({opts.big_kinds}) and {opts.blocks} blocks are too many for a"
                         f" {opts.width}x{opts.height} board: no plan of {_PLANS} had one answer; ask for fewer")
    if hemmed_in * 2 >= _PLANS:  # pumps packed so tight that most plans leave one without a pipe: the request's fault
        raise ValueError(f"{opts.sources} pumps are too many for a {opts.width}x{opts.height} board: in {hemmed_in} of"
                         f" {_PLANS} plans the other pumps' pipes hemmed one in without a pipe of its own; ask for fewer")
    raise RuntimeError(f"no board after {_PLANS} plans for {opts}; please report these options and seed {seed32}")


def _edge(raw: tuple[int, ...], cell: int, side: int) -> int:
    """The edge number (as walls are written) across ``side`` of ``cell``."""
    if side == 1:
        return cell * 2
    if side == 2:
        return cell * 2 + 1
    if side == 3:
        return raw[cell * 4 + 3] * 2
    return raw[cell * 4] * 2 + 1


class _Plan:
    """A forest of pipes on the board, as a set of edges, and what it is for."""

    def __init__(self, opts: Options, rng: _Rng) -> None:
        self.opts = opts
        self.rng = rng
        self.n = opts.width * opts.height
        self.wrap = opts.wrap and opts.kind != "inlet-outlet"
        self.raw = neighbour_table(opts.width, opts.height, self.wrap, ())
        self.edges: set[tuple[int, int]] = set()  # (a, b) with a < b, as a joined pair of cells
        self.pumps: list[int] = []
        self.drains: list[int] = []
        self.spare: dict[int, int] = {}  # cell -> mask of a piece the answer leaves dry
        self.walls: set[int] = set()
        self.locked: set[int] = set()
        self.squares = Squares()

    # -- growing -------------------------------------------------------------------------
    def place_pumps(self) -> None:
        o, rng = self.opts, self.rng
        if o.kind == "inlet-outlet":
            self.pumps = [0]
            return
        # never in a square (the cells outside are kept in order, so a board without squares is unchanged)
        outside = [c for c in range(self.n) if c not in self.squares.cells]
        self.pumps = [outside[rng.below(len(outside))]]
        while len(self.pumps) < o.sources:
            best, far = -1, -1
            for _ in range(8):
                c = outside[rng.below(len(outside))]
                if c in self.pumps:
                    continue
                d = min(self._distance(c, p) for p in self.pumps)
                if d > far:
                    best, far = c, d
            if best >= 0:
                self.pumps.append(best)
        self.pumps.sort()

    def _distance(self, a: int, b: int) -> int:
        w, h = self.opts.width, self.opts.height
        (ra, ca), (rb, cb) = divmod(a, w), divmod(b, w)
        dr, dc = abs(ra - rb), abs(ca - cb)
        if self.wrap:
            dr, dc = min(dr, h - dr), min(dc, w - dc)
        return dr + dc

    def grow(self, bias: float) -> list[int]:
        """A spanning forest from the pumps; returns each cell's parent (-1 at a pump)."""
        parent = [-2] * self.n
        frontier: list[int] = []  # cell * 4 + side: a side of a cell on the forest, not yet looked across
        random, raw = self.rng.random, self.raw
        sq = self.squares
        for p in self.pumps:
            parent[p] = -1
            frontier += self._sides(p)
            if sq.links:
                self._pull(p, parent, frontier)
        while frontier:
            last = len(frontier) - 1
            i = last if random() < bias else min(int(random() * (last + 1)), last)  # rng.below, inline
            edge = frontier.pop(i)
            other = raw[edge]
            if other < 0 or parent[other] != -2:
                continue
            cell = edge >> 2
            pair = (cell, other) if cell < other else (other, cell)
            if pair in sq.banned:
                continue
            parent[other] = cell
            self.edges.add(pair)
            frontier += self._sides(other)
            if sq.links:
                self._pull(other, parent, frontier)
        return parent

    def _pull(self, cell: int, parent: list[int], frontier: list[int]) -> None:
        """Add at once the cells joined to ``cell`` by a big piece's forced joins (see ``squares``)."""
        links = self.squares.links
        stack = [cell]
        while stack:
            x = stack.pop()
            for y in links.get(x, ()):
                if parent[y] == -2:
                    parent[y] = x
                    self.edges.add((min(x, y), max(x, y)))
                    frontier += self._sides(y)
                    stack.append(y)

    def _sides(self, cell: int) -> list[int]:
        """The four sides of ``cell`` (as ``cell * 4 + side``) in a random order (``_Rng.shuffle``, inline)."""
        random = self.rng.random
        base = cell * 4
        order = [base, base + 1, base + 2, base + 3]
        for i in (3, 2, 1):
            j = int(random() * (i + 1))  # rng.below: random() < 1, so j <= i
            order[i], order[j] = order[j], order[i]
        return order

    def keep_paths(self, parent: list[int], ends: list[int]) -> None:
        """Keep only the pipes from each of ``ends`` back to its pump."""
        kept: set[tuple[int, int]] = set()
        for d in ends:
            c = d
            while parent[c] >= 0:
                pair = (min(c, parent[c]), max(c, parent[c]))
                if pair in kept:
                    break
                kept.add(pair)
                c = parent[c]
        self.edges = kept

    # -- reading -------------------------------------------------------------------------
    def masks(self) -> list[int]:
        out = [0] * self.n
        find = self.raw.index
        for a, b in self.edges:
            side = find(b, a * 4, a * 4 + 4) - a * 4  # the first side of a that faces b (searched in C)
            out[a] |= 1 << side
            out[b] |= 1 << ((side + 2) & 3)
        for c, m in self.spare.items():
            if not out[c]:
                out[c] = m
        return out

    def hemmed_in(self) -> bool:
        """Whether a pump has no pipe (in a plan just grown: the other pumps' trees grew all round it)."""
        return any(not any(p in e for e in self.edges) for p in self.pumps)

    def used(self) -> set[int]:
        return {c for pair in self.edges for c in pair} | set(self.pumps)

    def layout(self, cells: list[int]) -> Layout:
        o = self.opts
        sq = self.squares
        if o.kind == "network":  # the end pieces (found in C), but the pumps and the squares' cells
            drains = tuple(c for c in compress(CELL_INDICES, bytes(cells).translate(_END))
                           if c not in self.pumps and c not in sq.cells)
        else:
            drains = tuple(sorted(self.drains))
        return Layout(o.width, o.height, o.kind, self.wrap, tuple(cells), tuple(self.pumps), drains,
                      tuple(sorted(self.locked)), tuple(sorted(self.walls)), tuple(sorted(sq.bigs)), tuple(sq.blocks))

    # -- mending -------------------------------------------------------------------------
    def mend(self, ours: tuple[int, ...], other: tuple[int, ...], used: set[int]) -> bool:
        """Change the plan so that ``other`` is no longer an answer; False if it cannot."""
        o, rng = self.opts, self.rng
        other_wet = flow_of(self.layout(list(other)), other).wet
        diff = [c for c in range(self.n) if other_wet[c] != (c in used) or ours[c] != other[c]]
        tools = []
        if len(self.walls) < o.walls:
            tools.append("wall")
        if len(self.locked) < o.locked:
            tools.append("lock")
        while tools:
            tool = tools.pop(rng.below(len(tools)))
            if tool == "wall":
                edges = sorted({_edge(self.raw, c, s) for c in diff if other_wet[c] for s in range(4)
                                if other[c] >> s & 1 and self.raw[c * 4 + s] >= 0
                                and (min(c, self.raw[c * 4 + s]), max(c, self.raw[c * 4 + s])) not in self.edges
                                and not self.squares.inside(c, self.raw[c * 4 + s])
                                and _edge(self.raw, c, s) not in self.walls})
                if edges:
                    self.walls.add(edges[rng.below(len(edges))])
                    return True
            else:
                cells = [c for c in diff if c in used and can_turn(ours[c]) and c not in self.locked
                         and c not in self.squares.cells]
                if cells:
                    self.locked.add(cells[rng.below(len(cells))])
                    return True
        if o.kind != "network":
            spares = [c for c in diff if c not in used and other_wet[c] and c in self.spare]
            if spares:
                for c in spares:
                    if o.kind == "inlet-outlet":
                        self.spare[c] = _BLOCKERS[rng.below(len(_BLOCKERS))]
                    else:
                        del self.spare[c]
                return True
        return self._rewire(diff, used)

    def _keep_drain_paths(self, before: list[int], region: set[int]) -> None:
        """After a pipe moved on a drains or inlet-outlet board: keep only the pipes from
        each drain back to its pump; a cell left out keeps its old piece, as a spare, unless
        it is in ``region`` (where the two answers differ: there its old piece would make
        the other answer again)."""
        links: dict[int, list[int]] = {}
        for x, y in self.edges:
            links.setdefault(x, []).append(y)
            links.setdefault(y, []).append(x)
        parent = [-2] * self.n
        stack = list(self.pumps)
        for p in stack:
            parent[p] = -1
        while stack:
            x = stack.pop()
            for y in links.get(x, ()):
                if parent[y] == -2:
                    parent[y] = x
                    stack.append(y)
        self.keep_paths(parent, self.drains)
        now = self.used()
        self.locked &= now  # a lock stays only on a pipe of the answer (a spare may turn blank)
        for c in range(self.n):
            if before[c] and c not in now and c not in self.spare and c not in region:
                self.spare[c] = before[c]

    def _rewire(self, diff: list[int], used: set[int]) -> bool:
        """Move a pipe at a differing cell: add a new edge there and cut the loop (or the
        pump-to-pump path) it makes, keeping a forest with one pump a tree. On a drains or
        inlet-outlet board the new edge joins two used cells, and afterwards only the pipes
        from the drains back to the pumps are kept."""
        rng = self.rng
        network = self.opts.kind == "network"
        before = self.masks()
        region = set(diff)
        starts = list(diff)
        rng.shuffle(starts)
        for c in starts:
            sides = [s for s in range(4) if self.raw[c * 4 + s] >= 0]
            rng.shuffle(sides)
            for s in sides:
                nb = self.raw[c * 4 + s]
                pair = (min(c, nb), max(c, nb))
                if pair in self.edges or nb == c or _edge(self.raw, c, s) in self.walls or pair in self.squares.banned:
                    continue
                if not network and (c not in used or nb not in used):
                    continue
                path = self._path(c, nb)
                path = [e for e in path if e not in self.squares.forced]
                cut = [e for e in path if (e[0] in region or e[1] in region)] or path
                order = list(range(len(cut)))
                self.rng.shuffle(order)
                for k in order:
                    e = cut[k]
                    self.edges.add(pair)
                    self.edges.discard(e)
                    if not self.hemmed_in():
                        if network:
                            return True
                        kept_edges, kept_spares = set(self.edges), dict(self.spare)
                        self._keep_drain_paths(before, region)
                        if not self.hemmed_in():
                            return True
                        self.edges, self.spare = kept_edges, kept_spares  # a pump left dry: not this one
                    self.edges.add(e)
                    self.edges.discard(pair)
        return False

    def _path(self, a: int, b: int) -> list[tuple[int, int]]:
        """The forest edges on the way from ``a`` to ``b`` if they share a tree, else on the
        ways from each to its pump (joining them would join two pumps' trees)."""
        links: dict[int, list[int]] = {}
        for x, y in self.edges:
            links.setdefault(x, []).append(y)
            links.setdefault(y, []).append(x)
        parent = {a: a}
        stack = [a]
        while stack:
            x = stack.pop()
            for y in links.get(x, ()):
                if y not in parent:
                    parent[y] = x
                    stack.append(y)
        def up(start: int, tree: dict[int, int], stop: set[int]) -> list[tuple[int, int]]:
            out = []
            x = start
            while x not in stop and tree[x] != x:
                y = tree[x]
                out.append((min(x, y), max(x, y)))
                x = y
            return out
        if b in parent:
            return up(b, parent, {a})
        # different trees: the pump of each, and the path from each end to it
        out: list[tuple[int, int]] = []
        for end in (a, b):
            tree = {end: end}
            stack = [end]
            while stack:
                x = stack.pop()
                for y in links.get(x, ()):
                    if y not in tree:
                        tree[y] = x
                        stack.append(y)
            pump = next((p for p in self.pumps if p in tree), end)
            out += up(pump, tree, {end})
        return out


def _attempt(opts: Options, rng: _Rng) -> tuple[Layout, tuple[int, ...], int | None] | str | None:
    """One plan, proved and mended; the scrambled layout, its solution and the nodes of the
    proof that it has one answer (``solve``'s nodes on it, when known), or None; ``_HEMMED_IN``
    when the plan left a pump without a pipe (the other pumps' trees grew all round it);
    ``_TOO_HARD`` when a proof ran past the budget."""
    plan = _Plan(opts, rng)
    n = plan.n
    io = opts.kind == "inlet-outlet"
    bias = 0.7 + 0.3 * rng.random() if io else 0.15 + 0.75 * rng.random()
    if opts.bigs or opts.blocks:
        squares = place(opts.width, opts.height, plan.raw, opts.bigs, opts.blocks, opts.big_kinds, rng.below)
        if squares is None:
            return None
        plan.squares = squares
    plan.place_pumps()
    if plan.squares.links and len({min(plan.squares.component(p)) for p in plan.pumps}) < len(plan.pumps):
        return None  # two pumps joined by a big piece's pipes: their trees would meet
    parent = plan.grow(bias)
    if opts.kind == "network":
        if plan.hemmed_in():
            return _HEMMED_IN
        if -2 in parent:
            return None
    elif io:
        goal = n - 1
        length, c = 1, goal
        while parent[c] >= 0:
            c, length = parent[c], length + 1
        if length < min(n, max(opts.width + opts.height + 2, min(n // 5, 3 * (opts.width + opts.height)))):
            return None
        plan.drains = [goal]
        plan.keep_paths(parent, [goal])
    else:
        picked = _pick_drains(plan, parent)
        if picked is None:
            return _HEMMED_IN if plan.hemmed_in() else None
        plan.drains = picked
        plan.keep_paths(parent, plan.drains)
        if plan.hemmed_in():
            return _HEMMED_IN
    if opts.kind != "network":
        pool = _DECOYS if io else _SPARES
        used = plan.used()
        for c in range(n):
            if c not in used and rng.random() < opts.spares:
                plan.spare[c] = pool[rng.below(len(pool))]
    for _ in range(_ROUNDS):
        solution = plan.masks()
        layout = plan.layout(solution)
        ours = tuple(solution)
        complete, other, nodes = other_answer(layout, ours, _BUDGET)
        if not complete:
            return _TOO_HARD
        if other is None:
            finished = _finish(plan, solution)
            if finished is None:
                return None
            final, answer = finished
            # the proof searched what solve would on the final board, unless walls or locks came after it
            same = (final.walls, final.locked) == (layout.walls, layout.locked)
            return final, answer, nodes if same else None
        if not plan.mend(ours, other, plan.used()):
            return None
    return None


def _pick_drains(plan: _Plan, parent: list[int]) -> list[int] | None:
    """One drain in each pump's tree (a leaf), then more leaves, then any cells."""
    rng, n = plan.rng, plan.n
    root = list(range(n))
    for c in range(n):
        x = c
        while parent[x] >= 0:
            x = parent[x]
        root[c] = x
    has_child = {parent[c] for c in range(n) if parent[c] >= 0}
    leaves = [c for c in range(n) if c not in has_child and parent[c] >= 0]
    rng.shuffle(leaves)
    drains: list[int] = []
    for p in plan.pumps:
        mine = [c for c in leaves if root[c] == p]
        if not mine:
            return None
        drains.append(mine[0])
    rest = [c for c in leaves if c not in drains] + [c for c in range(n) if c not in leaves and parent[c] >= 0]
    while len(drains) < plan.opts.drains and rest:
        drains.append(rest.pop(0))
    return sorted(drains) if len(drains) == plan.opts.drains else None


def _finish(plan: _Plan, solution: list[int]) -> tuple[Layout, tuple[int, ...]] | None:
    """Furnish the walls and locks still owed, then scramble until the board is not solved."""
    o, rng = plan.opts, plan.rng
    used = plan.used()
    sq = plan.squares
    if len(plan.walls) < o.walls:
        free_edges = sorted({_edge(plan.raw, c, s) for c in range(plan.n) for s in (1, 2)
                             if plan.raw[c * 4 + s] >= 0 and not sq.inside(c, plan.raw[c * 4 + s])
                             and (min(c, plan.raw[c * 4 + s]), max(c, plan.raw[c * 4 + s])) not in plan.edges}
                            - plan.walls)
        while len(plan.walls) < o.walls and free_edges:
            plan.walls.add(free_edges.pop(rng.below(len(free_edges))))
        if len(plan.walls) < o.walls:
            return None
    if len(plan.locked) < o.locked:
        lockable = [c for c in sorted(used) if can_turn(solution[c]) and c not in plan.locked and c not in sq.cells]
        spare = [c for c in range(plan.n) if c not in used and can_turn(solution[c]) and c not in plan.locked]
        while len(plan.locked) < o.locked and (lockable or spare):
            pool = lockable or spare
            plan.locked.add(pool.pop(rng.below(len(pool))))
        if len(plan.locked) < o.locked:
            return None
    answer = plan.layout(solution)
    draw, locked = rng.random, plan.locked
    for _ in range(200):
        # rng.below(len(facings)), inline: a piece has 1, 2 or 4 facings, and random() < 1 times
        # a power of two stays below it, so the index never reaches the end
        cells = [m if c in locked else _ROTATIONS[m][int(draw() * len(_ROTATIONS[m]))]
                 for c, m in enumerate(solution)]
        for anchor in sorted(sq.bigs.keys() | set(sq.blocks)):  # a square turns as one
            ring = square_cells(anchor, o.width)
            for c, m in zip(ring, turn_masks([solution[c] for c in ring], rng.below(4))):
                cells[c] = m
        if not flow_of(answer, cells).solved:
            # spares keep their scrambled facing in the answer, as the solver reports it
            final = tuple(solution[c] if c in used else cells[c] for c in range(plan.n))
            return with_masks(answer, cells), final
    return None
