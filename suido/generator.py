"""The generator: seeded boards, each with exactly one answer, proved by the solver.

How a board is made (our own method; the promises are those of SUIDO-JS.md section 5.2):

1. *Plan.* Place the pumps spread apart, then grow a spanning forest from them, one tree
   per pump, taking the newest frontier edge with probability `bias` (long corridors)
   and a random one otherwise (bushy). A network uses every cell. A drains board picks its
   drains and keeps only the pipes from each drain back to its pump; the other cells become
   spares (random pieces the answer leaves dry) or bare ground. An inlet-outlet board grows
   one tree from the top-left corner without wrap (mostly newest-first, so it winds), keeps
   the path to the bottom-right corner if it is long enough (a fifth of the cells, at most
   three times the half-perimeter, at least the half-perimeter and two), and fills the rest
   with decoys. (The plan and its growth: `suido.plans`.)
2. *Prove.* The solver looks for an answer other than the plan's own (`other_answer`: the
   solver's search, meeting the plan's answer first and backing up from there, which finds a
   second answer in about half the nodes of counting to two). None: done, and that search
   was `solve`'s own, so the difficulty takes its nodes. A proof that runs past the grid's
   `proof_budget` nodes drops the plan. Another answer: the generator mends the region where they differ
   rather than starting over: a wall on an edge only the other answer uses, or a lock on a
   piece where they differ (when those twists were asked for); otherwise it removes every
   spare the other answer wets, or moves a pipe (adds a forest edge at a differing cell and
   removes another from the loop or the pump-to-pump path it makes; on a drains board the
   cells the pipe left keep their pieces as spares, except where the answers differ;
   `suido.mending`). Then it proves again, up to 40 rounds a plan.
3. *Furnish and scramble.* The walls and locks still owed go where they cannot cut the
   answer's pipes (adding a constraint never adds an answer). Every piece that is not
   locked is turned at random, until the board does not start solved.

Randomness comes only from `random.Random(seed).random()`, whose sequence Python
guarantees for a given seed across versions (its other methods may change), through our
own `suido.plans.Rng`: the same options and seed make the same board on every machine and
version. No global random state is used. Both grids take these same steps, asking the grid
(`suido.grids`) for a cell's sides, neighbours and edges.
"""

from __future__ import annotations

from dataclasses import dataclass
from collections.abc import Iterator
from typing import Final

from .check import check_answer
from .difficulty import difficulty_of, no_table, reference_for
from .codes import Layout, encode, square_cells, with_masks
from .flow import flow_of
from .bigs import turn_masks
from .grids import ALL_GRIDS, GRIDS
from .mending import mend
from .plans import Plan, Rng, pick_drains
from .solver import other_answer
from .options import Options, options, whole
from .search import ATTEMPTS, Step, steps
from .squares import place

_ROUNDS: Final = 40
_FACINGS: Final = {name: tuple(grid.rotations_of(m) for m in range(grid.full + 1)) for name, grid in GRIDS.items()}
"""Per grid and mask: its distinct facings, ascending (what the scramble draws from)."""
# A proof may search `Grid.proof_budget` nodes (300 on squares and hexagons) before the plan is dropped. A board
# that needs more is hard to
# prove (about the hardest tenth of the large drains boards by their guessing) and rarely worth
# the wait: a new plan is cheaper on average, and the long tail of waits goes. Measured against
# mending where the proof got lost instead (taking away the spares around the guess whose other
# options took the most nodes to refute, or moving a pipe there): such plans stay hard, run out
# again and again, and the tail grew (as it did mending the round before again, with the dice
# moved on). 300 rather than 1,000 (0.2): measured, the tails shrank (notes/performance-make.md); 150 on the grids
# laid out as hexapipes lays them, whose 20x20 boards have up to 800 cells (notes/grids.md).
_PLANS: Final = 400
_HEMMED_IN: Final = "hemmed in"
"""What a plan that left a pump without a pipe gives (see `_attempt`)."""
_TOO_HARD: Final = "too hard"
"""What a plan whose proof ran past its grid's `proof_budget` gives (see `_attempt`)."""
_HARD_IN_A_ROW: Final = 25
"""Plans in a row whose proofs all run past the budget: then the options make boards too hard to
prove (a drains board full of spares, say), and `make` says so instead of trying 400 plans (which
took up to a minute). Where a plan runs out one time in four or less, as for every kind and size
the maker and the levels use, 25 in a row happen about once in 10**15 makes."""



@dataclass(frozen=True)
class Made:
    """A board `make` made: its `code`, its `answer` (a code), the `layout`, the
    `solution` (the answer's masks), its `difficulty` (1..100 within its size, kind and
    wrap; None where no difficulty table covers it) and the `seed` that makes it again."""

    code: str
    answer: str
    layout: Layout
    solution: tuple[int, ...]
    difficulty: int | None
    seed: int


def make(*, size: int | None = None, width: int | None = None, height: int | None = None, kind: str = "network",
         wrap: bool = False, sources: int = 1, drains: int | None = None, spares: float | None = None,
         locked: int = 0, walls: int = 0, bigs: int = 0, blocks: int = 0, big_kinds: str = "five",
         difficulty: int | None = None, attempts: int = 60, tolerance: int = 4, seed: int = 1,
         grid: str = "square", shape: str | None = None) -> Made:
    """Make a board with exactly one answer.

    `size` (or `width` and `height`): 2..64 cells a side, at least 3 for wrap or
    inlet-outlet; 7 when none is given, and a missing height follows the width. `kind`: "network", "drains" or "inlet-outlet". `sources`: pumps, at most
    one per six cells. `drains`: for a drains board (default round(0.8 * sqrt(cells)), at
    least one per pump). `spares`: the share (0..1) of unused cells that get a piece on a
    drains or inlet-outlet board (default 0.5, 0.85 for inlet-outlet). `locked` and
    `walls`: how many. `seed`: any whole number, read as unsigned 32-bit.

    `difficulty` (1..100): make boards from successive seeds (`seed + k * 0x9E3779B1`,
    at most `attempts`) until one scores within `tolerance` of it, and return the
    nearest; its `seed` makes it again without the search.

    `bigs` and `blocks` (a network only): how many squares of four cells that turn as
    one, a big piece (one piece over the square, drawn from the mix `big_kinds`: "five",
    "simple", "more" or "all", see `suido.bigs`) or a block (four ordinary pieces). They
    are placed first, wholly on the board, never overlapping, never holding a pump or a
    locked piece (SUIDO-JS.md sections 4.4, 4.5 and 5.2).

    `grid`: "square" (the default) or "hex", a board of hexagons (`suido.grids`, its
    code `WxH[d|i]h[w]:`) with every option above but big pieces and blocks (refused: they are
    squares of four); a hexagonal board wraps with at least 3 columns and an even number of rows,
    at least 4. A square board is made exactly as before hexagons came.

    `shape` (hexapipes' grids only): the board's shape, one its grid offers (`Grid.board_shapes`, or
    `Grid.wrap_shapes` on a board that wraps; `suido.grids.shapes`: "hexagon", "octagon", "donut", "hole",
    "half-wrap-horizontal"...), None for the grid's own; the cells out of it are the layout's `holes` (`..` in
    the code), bare ground the pipes never reach. ValueError naming the grid's shapes for another. A shaped
    board's `difficulty` (asked or given) ranks it among boards of its own shape, not the grid's full boards
    (`suido.difficulty.reference_for`: a shape's rim and holes make its boards easier than full ones of its side).

    The same options and seed make the same board on every machine. An inlet-outlet board
    has its pump at the top left and its drain at the bottom right. Raises `ValueError`
    at once for an impossible request, saying why (more squares than fit, squares on a
    drains board); squares packed so tight that no plan of 400 has one answer are refused
    too, after those plans (under a second on a 9x9 board), and so are pumps packed so tight
    that most plans leave one hemmed in without a pipe (seconds on a 20x20 board), and options
    whose boards are too hard to prove (25 plans in a row, a drains board full of spares).
    """
    made: Made | None = None
    for step in search(size=size, width=width, height=height, kind=kind, wrap=wrap, sources=sources, drains=drains,
                       spares=spares, locked=locked, walls=walls, bigs=bigs, blocks=blocks, big_kinds=big_kinds,
                       difficulty=difficulty, attempts=attempts, tolerance=tolerance, seed=seed, grid=grid,
                       shape=shape):
        made = step.best
    assert made is not None
    return made


def search(*, size: int | None = None, width: int | None = None, height: int | None = None, kind: str = "network",
           wrap: bool = False, sources: int = 1, drains: int | None = None, spares: float | None = None,
           locked: int = 0, walls: int = 0, bigs: int = 0, blocks: int = 0, big_kinds: str = "five",
           difficulty: int | None = None, attempts: int = ATTEMPTS, tolerance: int = 4,
           seed: int = 1, grid: str = "square", shape: str | None = None) -> Iterator[Step[Made]]:
    """`make`'s search, a :class:`suido.search.Step` a board made (the same options as `make`; its last
    step's `best` is what `make` returns). A bad option raises ValueError at once, before any board is made.

    >>> steps = list(search(size=5, difficulty=50, seed=3))
    >>> steps[-1].done and steps[-1].best == make(size=5, difficulty=50, seed=3)
    True
    >>> [s.tried for s in steps] == list(range(1, len(steps) + 1)) and steps[0].of == 60
    True
    """
    opts = options(size, width, height, kind, wrap, sources, drains, spares, locked, walls, bigs, blocks, big_kinds,
                   grid, shape)
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise ValueError(f"seed must be a whole number, not {seed!r}")
    if difficulty is not None:
        whole("difficulty", difficulty, 1, 100)
        if reference_for(opts.width, opts.height, opts.kind, opts.wrap, opts.grid, opts.shape) is None:
            # no reference set to rank such a board in (the page's wheel leaves the tiled grids' sets out)
            raise ValueError(f"no difficulty can be asked on this board: {no_table(opts.kind, opts.wrap, opts.grid)}")
    whole("attempts", attempts, 1)
    if isinstance(tolerance, bool) or not isinstance(tolerance, (int, float)) or not 0 <= tolerance < float("inf"):
        raise ValueError(f"tolerance must be a number 0 or more, not {tolerance!r}")
    return steps(lambda seed32: _make_one(opts, seed32), seed & 0xFFFFFFFF, difficulty, attempts, tolerance)


def _make_one(opts: Options, seed32: int) -> Made:
    """One board from one seed (see `make`), scored when the tables cover it."""
    rng = Rng(seed32)
    hemmed_in = too_hard = 0
    for _ in range(_PLANS):
        made = _attempt(opts, rng)
        too_hard = too_hard + 1 if made is _TOO_HARD else 0
        if too_hard == _HARD_IN_A_ROW:
            raise ValueError(f"these options make boards too hard to prove on a {opts.width}x{opts.height} board:"
                             f" the proofs of {too_hard} plans in a row ran past {ALL_GRIDS[opts.grid].proof_budget}"
                             " guesses; ask for fewer"
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


def _attempt(opts: Options, rng: Rng) -> tuple[Layout, tuple[int, ...], int | None] | str | None:
    """One plan, proved and mended; the scrambled layout, its solution and the nodes of the
    proof that it has one answer (`solve`'s nodes on it, when known), or None; `_HEMMED_IN`
    when the plan left a pump without a pipe (the other pumps' trees grew all round it);
    `_TOO_HARD` when a proof ran past the budget."""
    plan = Plan(opts, rng)
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
        goal = plan.last()
        length, c = 1, goal
        while parent[c] >= 0:
            c, length = parent[c], length + 1
        if length < min(n, max(opts.width + opts.height + 2, min(n // 5, 3 * (opts.width + opts.height)))):
            return None
        plan.drains = [goal]
        plan.keep_paths(parent, [goal])
    else:
        picked = pick_drains(plan, parent)
        if picked is None:
            return _HEMMED_IN if plan.hemmed_in() else None
        plan.drains = picked
        plan.keep_paths(parent, plan.drains)
        if plan.hemmed_in():
            return _HEMMED_IN
    if opts.kind != "network":
        used = plan.used()
        for c in range(n):
            if c not in used and c not in plan.holes and rng.random() < opts.spares:
                plan.spare[c] = plan.pool_pick(1 if io else 0, c)
    for _ in range(_ROUNDS):
        solution = plan.masks()
        layout = plan.layout(solution)
        ours = tuple(solution)
        complete, other, nodes = other_answer(layout, ours, plan.grid.proof_budget)
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
        if not mend(plan, ours, other, plan.used()):
            return None
    return None


def _finish(plan: Plan, solution: list[int]) -> tuple[Layout, tuple[int, ...]] | None:
    """Furnish the walls and locks still owed, then scramble until the board is not solved."""
    o, rng = plan.opts, plan.rng
    used = plan.used()
    sq = plan.squares
    if len(plan.walls) < o.walls:
        raw, k = plan.raw, plan.k
        free_edges = sorted({plan.edge(c, s) for c in range(plan.n) for s in plan.grid.edge_sides
                             if raw[c * k + s] >= 0 and not sq.inside(c, raw[c * k + s])
                             and (min(c, raw[c * k + s]), max(c, raw[c * k + s])) not in plan.edges}
                            - plan.walls)
        while len(plan.walls) < o.walls and free_edges:
            plan.walls.add(free_edges.pop(rng.below(len(free_edges))))
        if len(plan.walls) < o.walls:
            return None
    if len(plan.locked) < o.locked:
        lockable = [c for c in sorted(used) if plan.can_turn(c, solution[c]) and c not in plan.locked and c not in sq.cells]
        spare = [c for c in range(plan.n) if c not in used and plan.can_turn(c, solution[c]) and c not in plan.locked]
        while len(plan.locked) < o.locked and (lockable or spare):
            pool = lockable or spare
            plan.locked.add(pool.pop(rng.below(len(pool))))
        if len(plan.locked) < o.locked:
            return None
    answer = plan.layout(solution)
    draw, locked = rng.random, plan.locked
    if plan.tiled:  # each cell's facings on its own polygon
        grid, polygons = plan.grid, plan.polygons
        facings: tuple[tuple[int, ...], ...] | list[tuple[int, ...]] = [
            grid.rotations_of(m, polygons[c]) for c, m in enumerate(solution)]
        solution_at = list(range(plan.n))  # (a cell's own facings: indexed by cell)
    else:
        facings = _FACINGS[o.grid]
        solution_at = solution
    for _ in range(200):
        # rng.below(len(facings)), inline: a piece has 1, 2, 3, 4 or 6 facings, and random() < 1
        # times any of them rounds below it, so the index never reaches the end
        cells = [m if c in locked else facings[i][int(draw() * len(facings[i]))]
                 for c, (m, i) in enumerate(zip(solution, solution_at))]
        for anchor in sorted(sq.bigs.keys() | set(sq.blocks)):  # a square turns as one
            ring = square_cells(anchor, o.width)
            for c, m in zip(ring, turn_masks([solution[c] for c in ring], rng.below(4))):
                cells[c] = m
        if not flow_of(answer, cells).solved:
            # spares keep their scrambled facing in the answer, as the solver reports it
            final = tuple(solution[c] if c in used else cells[c] for c in range(plan.n))
            return with_masks(answer, cells), final
    return None
