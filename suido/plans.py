"""A plan: the forest of pipes a board is made from, grown from its pumps, on either grid.

`Plan` holds the edges (joined pairs of cells), the pumps, drains, spares, walls, locks and
squares of a board being made, and reads them as masks and a `Layout`; the generator
(`suido.generator`) grows one, proves it and furnishes it, and `suido.mending` mends it where
the proof finds a second answer. Every step asks the board's grid (`suido.grids`: its sides,
neighbour table, opposite side and edge numbers), so squares and hexagons take one path.

Randomness comes only from `Rng` (`random.Random(seed).random()` alone; see
`suido.generator`): a square board draws exactly the numbers it drew before hexagons came (a
cell's sides are shuffled with one draw per side but the first, as then), so every square board
made from a seed is the one it was.

On the grids laid out as hexapipes lays them (`suido.grids.TILINGS`) a plan grows over the board's shape (the one
asked, `Options.shape`, else the one hexapipes' generator gives it; its holes are never grown into and stay out of the board's shape), the pools are
drawn per cell from its polygon's shapes (`Plan.pool_pick`), and the pumps are spread by steps across the
neighbour table.
"""

from __future__ import annotations

import random
from itertools import compress
from typing import Final

from .codes import CELL_INDICES, Layout, neighbour_table
from .grids import ALL_GRIDS, GRIDS, TILINGS, Grid
from .options import Options
from .squares import Squares

POOLS: Final[dict[str, tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]]] = {
    name: grid.pools for name, grid in GRIDS.items()}
"""Per grid, its generator's pools (`Grid.pools`): the spares a drains board draws from, the decoys an
inlet-outlet board draws from, and what an inlet-outlet spare becomes when it is in the way."""
END: Final = bytes(int(m.bit_count() == 1) for m in range(256))
"""Per mask: 1 for an end piece (one arm), on either grid."""


class Rng:
    """Seeded randomness built on `random.Random.random` alone (see `suido.generator`)."""

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


class Plan:
    """A forest of pipes on the board, as a set of edges, and what it is for."""

    def __init__(self, opts: Options, rng: Rng) -> None:
        self.opts = opts
        self.rng = rng
        self.grid: Grid = ALL_GRIDS[opts.grid]
        self.k = self.grid.sides
        self.wrap = opts.wrap and opts.kind != "inlet-outlet"
        self.tiled = opts.grid in TILINGS
        """Whether the grid is one laid out as hexapipes lays it (see the module)."""
        if self.tiled:
            tiling = TILINGS[opts.grid]
            self.n = tiling.cell_count(opts.width, opts.height, self.wrap)
            self.holes = tiling.shaped_holes(opts.width, opts.height, self.wrap, opts.shape)
            # its shape (the one asked, else its generator's): holes not crossed
            self.raw = tiling.hexapipes_neighbours(opts.width, opts.height, self.wrap, self.holes)
            self.polygons = tiling.polygon_of(opts.width, opts.height, self.wrap)
        else:
            self.n = opts.width * opts.height
            self.raw = neighbour_table(opts.width, opts.height, self.wrap, (), opts.grid)
            self.holes = frozenset()
        self.back = [self.grid.opposite(s) for s in range(self.k)]
        self.edges: set[tuple[int, int]] = set()  # (a, b) with a < b, as a joined pair of cells
        self.pumps: list[int] = []
        self.drains: list[int] = []
        self.spare: dict[int, int] = {}  # cell -> mask of a piece the answer leaves dry
        self.walls: set[int] = set()
        self.locked: set[int] = set()
        self.squares = Squares()

    def edge(self, cell: int, side: int) -> int:
        """The edge number (as walls are written) across `side` of `cell`, which has a
        neighbour there (`Grid.edge`, read off this plan's table)."""
        own = self.grid.edge_sides
        if side in own:
            return cell * len(own) + own.index(side)
        return self.raw[cell * self.k + side] * len(own) + own.index(self.grid.opposite(side))

    # -- growing -------------------------------------------------------------------------
    def place_pumps(self) -> None:
        o, rng = self.opts, self.rng
        if o.kind == "inlet-outlet":
            self.pumps = [self.first()]
            return
        # never in a square (the cells outside are kept in order, so a board without squares is unchanged)
        outside = [c for c in range(self.n) if c not in self.squares.cells and c not in self.holes]
        self.pumps = [outside[rng.below(len(outside))]]
        while len(self.pumps) < o.sources:
            best, far = -1, -1
            for _ in range(8):
                c = outside[rng.below(len(outside))]
                if c in self.pumps:
                    continue
                d = min(self.distance(c, p) for p in self.pumps)
                if d > far:
                    best, far = c, d
            if best >= 0:
                self.pumps.append(best)
        self.pumps.sort()

    def distance(self, a: int, b: int) -> int:
        """Steps between two cells: rows plus columns on squares, hexagon steps on hexagons
        (the shorter way round the seams of a wrap board)."""
        if self.tiled:
            return self._steps(a)[b]
        w, h = self.opts.width, self.opts.height
        (ra, ca), (rb, cb) = divmod(a, w), divmod(b, w)
        if self.k == 4:
            dr, dc = abs(ra - rb), abs(ca - cb)
            if self.wrap:
                dr, dc = min(dr, h - dr), min(dc, w - dc)
            return dr + dc
        shifts = (-h, 0, h) if self.wrap else (0,)  # a wrap board has an even height: a row keeps its parity
        best = w + h
        for sr in shifts:
            for sc in ((-w, 0, w) if self.wrap else (0,)):
                r2, c2 = rb + sr, cb + sc
                # odd-r to cube coordinates: x = col - (row - (row & 1)) / 2, z = row
                x1, z1 = ca - (ra - (ra & 1)) // 2, ra
                x2, z2 = c2 - (r2 - (r2 & 1)) // 2, r2
                dx, dz = x1 - x2, z1 - z2
                best = min(best, max(abs(dx), abs(dz), abs(dx + dz)))
        return best

    def _steps(self, a: int) -> list[int]:
        """The steps from `a` to every cell across the board's shape (breadth first; `n` where none reach)."""
        cache: dict[int, list[int]] = self.__dict__.setdefault("_step_cache", {})
        if a not in cache:
            steps = [self.n] * self.n
            steps[a] = 0
            layer, k = [a], self.k
            for c in layer:  # the list grows as it is read
                for o in self.raw[c * k:c * k + k]:
                    if o >= 0 and steps[o] > steps[c] + 1:
                        steps[o] = steps[c] + 1
                        layer.append(o)
            cache[a] = steps
        return cache[a]

    def first(self) -> int:
        """The first cell of the board's shape (an inlet-outlet board's pump)."""
        return next(c for c in range(self.n) if c not in self.holes)

    def last(self) -> int:
        """The last cell of the board's shape (an inlet-outlet board's drain)."""
        return next(c for c in reversed(range(self.n)) if c not in self.holes)

    def pool_pick(self, which: int, cell: int) -> int:
        """A piece drawn from the grid's pool `which` (0 spares, 1 decoys, 2 what a spare in the way becomes;
        `Grid.pools`) for `cell`: on the grids laid out as hexapipes lays them, from the cell's polygon's shapes
        of as many arms as the square's pool has."""
        if not self.tiled:
            pool = POOLS[self.opts.grid][which]
            return pool[self.rng.below(len(pool))]
        pool = _polygon_pool(self.grid.polygons[self.polygons[cell]].shapes(), which)
        return pool[self.rng.below(len(pool))]

    def can_turn(self, cell: int, mask: int) -> bool:
        """Whether `mask` on `cell` changes when turned (on its polygon)."""
        if not self.tiled:
            return self.grid.can_turn(mask)
        return self.grid.can_turn(mask, self.polygons[cell])

    def grow(self, bias: float) -> list[int]:
        """A spanning forest from the pumps; returns each cell's parent (-1 at a pump)."""
        parent = [-2] * self.n
        for c in self.holes:
            parent[c] = -3  # out of the board's shape: never grown into
        frontier: list[int] = []  # cell * sides + side: a side of a cell on the forest, not yet looked across
        random, raw, k = self.rng.random, self.raw, self.k
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
            cell = edge // k
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
        """Add at once the cells joined to `cell` by a big piece's forced joins (see `squares`)."""
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
        """The sides of `cell` (as `cell * sides + side`) in a random order (`Rng.shuffle`, inline)."""
        random, k = self.rng.random, self.k
        base = cell * k
        order = list(range(base, base + k))
        for i in range(k - 1, 0, -1):
            j = int(random() * (i + 1))  # rng.below: random() < 1, so j <= i
            order[i], order[j] = order[j], order[i]
        return order

    def keep_paths(self, parent: list[int], ends: list[int]) -> None:
        """Keep only the pipes from each of `ends` back to its pump."""
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
        find, k = self.raw.index, self.k
        back = self.back
        for a, b in self.edges:
            side = find(b, a * k, a * k + k) - a * k  # the first side of a that faces b (searched in C)
            out[a] |= 1 << side
            out[b] |= 1 << back[side]
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
            drains = tuple(c for c in compress(CELL_INDICES, bytes(cells).translate(END))
                           if c not in self.pumps and c not in sq.cells)
        else:
            drains = tuple(sorted(self.drains))
        return Layout(o.width, o.height, o.kind, self.wrap, tuple(cells), tuple(self.pumps), drains,
                      tuple(sorted(self.locked)), tuple(sorted(self.walls)), tuple(sorted(sq.bigs)), tuple(sq.blocks),
                      o.grid, tuple(sorted(self.holes)))


_ARMS: Final = ((1, 1, 1, 2, 2, 2, 2, 2, 2, 3), (1, 1, 2, 2, 2, 2, 3, 3, 3, 3), (0, 1, 3, 99))
"""Per pool of the grids laid out as hexapipes lays them: the arms of its pieces (as the square's pools have
them: mostly ends and two-armed spares; decoys up to three arms; a blocker bare, an end, three arms or every
side; 99: every side)."""


def _polygon_pool(shapes: tuple[int, ...], which: int) -> tuple[int, ...]:
    """The pool `which` on a polygon whose shapes (least facings) are `shapes`."""
    full = max(shapes)
    out: list[int] = []
    for arms in _ARMS[which]:
        fit = [m for m in shapes if m.bit_count() == min(arms, full.bit_count())]
        out.append(fit[len(out) % len(fit)])
    return tuple(out)


def pick_drains(plan: Plan, parent: list[int]) -> list[int] | None:
    """One drain in each pump's tree (a leaf), then more leaves, then any cells."""
    rng, n = plan.rng, plan.n
    root = [-1] * n  # per cell, the pump of its tree (itself when it is in none), each walk stopping at a known root
    for c in range(n):
        x, path = c, []
        while root[x] < 0 and parent[x] >= 0:
            path.append(x)
            x = parent[x]
        r = root[x] if root[x] >= 0 else x
        root[x] = r
        for y in path:
            root[y] = r
    has_child = {parent[c] for c in range(n) if parent[c] >= 0}
    leaves = [c for c in range(n) if c not in has_child and parent[c] >= 0]
    rng.shuffle(leaves)
    drains: list[int] = []
    first: dict[int, int] = {}  # per pump, the first of the shuffled leaves in its tree
    for c in leaves:
        first.setdefault(root[c], c)
    for p in plan.pumps:
        if p not in first:
            return None
        drains.append(first[p])
    leaf = set(leaves)
    rest = [c for c in leaves if c not in drains] + [c for c in range(n) if c not in leaf and parent[c] >= 0]
    while len(drains) < plan.opts.drains and rest:
        drains.append(rest.pop(0))
    return sorted(drains) if len(drains) == plan.opts.drains else None
