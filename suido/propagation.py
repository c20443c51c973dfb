"""The solver's model of a board and its propagation, as flat integer arrays.

The words are those of `suido.solver` (unit, option, domain, edge). A *state* is five
lists, copied whole for each guess (a copy of a list of small ints runs in C):

    dom    per unit: its domain, a bitmask over its options
    opens  per cell: the sides some wet option still open
    shut   per cell: the sides some option still shuts or leaves dry (every side, the grid's
           `full`, when dry is left)
    may_open  per cell: the sides it may open: a neighbour across could open back, or
              the side runs inside its own square
    may_shut  per cell: the sides it may shut: the rim, a wall, a neighbour across could
              shut or be dry, or the side runs inside its own square
    via    per cell: the side (0..sides-1) towards the cell the pumps' water was last seen to come
           from (a tree over the reached cells; -1 at a pump, -2 not reached)
    cut    the cells whose edge of that tree was lost since (-1: look again from the pumps)

`may_open` and `may_shut` are `opens` and `shut` seen from across each edge. They are
kept up to date as domains shrink (a side only ever loses its bits), so revising a single
cell is one table lookup, and only the units whose edges lost something are revised again.
Likewise the reach of the pumps is kept as a tree. Edges are only ever lost, so while the
tree stands every cell it reached is still reached and no other cell can be: nothing to do.
When tree edges are lost, only the cells below them can have lost the water: they are taken
off the tree and hung back where a neighbour still on it joins them (`mend_reach`).

Arc consistency and the reach of the pumps are both monotone (they only remove options, and
remove more from a smaller state), so the state they end in, and whether it has a
contradiction, does not depend on the order they are applied in: any order gives the same
count, the same answers and the same number of nodes.

Every grid of `suido.grids` goes through the same code: the sides, the full mask and the side
back come from the board's grid (`Layout.geometry`), and a cell's sides are one byte whatever
the grid (at most six bits), so the lookups and the lanes are the same on squares and hexagons.
"""

from __future__ import annotations

from functools import lru_cache
from operator import attrgetter, getitem
from typing import Final

from .codes import Layout, square_table, joined_inside
from .flow import flow_of
from .grids import ALL_GRIDS as GRIDS, SQUARE, Grid
from .lanes import facing, sides_off
from .grids.square import square_turned

DRY: Final = -1
"""The option of a piece left dry (a spare)."""

State = list[list[int]]
"""[dom, opens, shut, may_open, may_shut, via, cut] (see the module's note)."""

_UNSEEN: Final = bytes([1]) + bytes(255)
_NONZERO: Final = bytes([0]) + bytes([1]) * 255

_Links = tuple[tuple[int, int, int, int, int, int], ...]
# per side with a neighbour in another unit: (side bit, cell, bit back, ~bit back, side, side back)


class _Geometry:
    """What depends only on the board's shape, walls and squares: shared by every board of
    that shape (a level file, the generator's rounds)."""

    def __init__(self, width: int, height: int, wrap: bool, walls: tuple[int, ...],
                 bigs: tuple[int, ...], blocks: tuple[int, ...], grid: Grid) -> None:
        n = grid.cell_count(width, height, wrap)
        k, full = grid.sides, grid.full
        self.square = grid is SQUARE
        """Whether the reach's walk may take the square's four sides written out (`Model._square_walk`)."""
        nb = grid.neighbour_table(width, height, wrap, walls)
        squares, of = square_table(width, height, bigs, blocks, n)
        self.nb = nb
        self.sides = k
        self.full = full
        # units: single cells in cell order, then the squares in anchor order
        unit_cells: list[tuple[int, ...]] = [(c,) for c in range(n) if of[c] < 0]
        unit_cells += [sq.cells for sq in squares]
        self.unit_cells = tuple(unit_cells)
        unit_of = [0] * n
        for u, cells in enumerate(unit_cells):
            for c in cells:
                unit_of[c] = u
        self.unit_of = tuple(unit_of)
        self.singles = n - 4 * len(squares)
        opposite = [grid.opposite(s) for s in range(k)]
        inside = [0] * n  # sides that run inside the cell's own square
        rim = [0] * n     # sides at the rim or across a wall
        links: list[_Links] = []
        for c in range(n):
            mine = []
            for s in range(k):
                o = nb[c * k + s]
                if o < 0:
                    rim[c] |= 1 << s
                elif unit_of[o] == unit_of[c]:
                    inside[c] |= 1 << s
                else:
                    back = 1 << opposite[s]
                    mine.append((1 << s, o, back, full ^ back, s, opposite[s]))
            links.append(tuple(mine))
        self.links = tuple(links)
        around = [[(nb[c * k + s], s, 1 << s, 1 << opposite[s], opposite[s]) for s in range(k) if nb[c * k + s] >= 0]
                  for c in range(n)]
        # per cell, per side with a neighbour (in side order), what each walk over the pumps' reach reads of
        # it (each its own fields only, fewer to unpack: `Model.mend_reach` is much of a drains board's
        # proof): (the cell across, the side back) to find what hangs from a cell; (the cell across, side,
        # side bit, the bit of the side back) to hang a cell back; (the cell across, side bit, the bit of
        # the side back, the side back) to hang what is across from it
        self.hangs = tuple(tuple((y, sb) for y, _, _, _, sb in a) for a in around)
        self.ups = tuple(tuple((y, s, bit, bb) for y, s, bit, bb, _ in a) for a in around)
        self.downs = tuple(tuple((y, bit, bb, sb) for y, _, bit, bb, sb in a) for a in around)
        self.inside = tuple(inside)
        self.rim = tuple(rim)
        self._near: dict[int, tuple[int, ...]] = {}

    def neighbour_units(self, u: int) -> tuple[int, ...]:
        """The units across an edge from unit `u`, ascending."""
        near = self._near.get(u)
        if near is None:
            k = self.sides
            found = {self.unit_of[self.nb[c * k + s]] for c in self.unit_cells[u] for s in range(k)
                     if self.nb[c * k + s] >= 0}
            found.discard(u)
            near = self._near[u] = tuple(sorted(found))
        return near


@lru_cache(maxsize=32)
def _geometry(width: int, height: int, wrap: bool, walls: tuple[int, ...], bigs: tuple[int, ...],
              blocks: tuple[int, ...], grid: str = "square") -> _Geometry:
    return _Geometry(width, height, wrap, walls, bigs, blocks, GRIDS[grid])


def _subsets(bits: int) -> list[int]:
    """Every subset of `bits`."""
    out = [0]
    while bits:
        low = bits & -bits
        bits ^= low
        out += [x | low for x in out]
    return out


@lru_cache(maxsize=64)
def _fits(n: int, m: int) -> tuple[int, ...]:
    """Per option (a mask, or DRY) on a grid of `n` sides: the keys (may_open << n | may_shut)
    it fits: a wet facing opens only where it may and shuts only where it may (may_open holds
    every side it opens, may_shut every side it shuts); dry needs every side shut or dry across."""
    full = (1 << n) - 1
    if m == DRY:
        return tuple(sorted(o << n | full for o in range(full + 1)))
    shut = ~m & full
    return tuple(sorted((m | a) << n | shut | b for a in _subsets(shut) for b in _subsets(m)))


class _CellKind:
    """The options of a single cell (its piece, locked or not, an end of the water or not,
    on a board of a kind and grid), with its lookup tables; one object per such kind of cell."""

    def __init__(self, mask: int, locked: bool, end: bool, kind: str, grid: Grid, polygon: int = 0) -> None:
        n, full = grid.sides, grid.full
        if mask == 0:
            options: tuple[int, ...] = (DRY,)
        else:
            facings = (mask,) if locked else grid.rotations_of(mask, polygon)
            if kind == "inlet-outlet":  # one path: no wet branch, no wet dead end but the pump and the drain
                facings = tuple(f for f in facings if grid.arms_of(f) == 2 or (grid.arms_of(f) == 1 and end))
            options = facings + ((DRY,) if kind != "network" and not end else ())
        self.options = options
        self.full = (1 << len(options)) - 1
        # (no option at all: an end of an inlet-outlet path with more than one arm, in a layout made by hand)
        self.dry = 1 << (len(options) - 1) if options and options[-1] == DRY else 0
        self.must_wet = mask != 0 and (kind == "network" or end)
        # per domain: (opens, shut-or-dry)
        summaries = []
        for domain in range(1 << len(options)):
            opens = shut = 0
            for i, m in enumerate(options):
                if domain >> i & 1:
                    if m == DRY:
                        shut = full
                    else:
                        opens |= m
                        shut |= ~m & full
            summaries.append((opens, shut))
        self.summaries = tuple(summaries)
        # per settled domain (one option's bit): the piece's facing in the answer; a spare keeps its own
        self.answer = tuple(mask if (d & (d - 1) or not d) else
                            mask if options[d.bit_length() - 1] == DRY else options[d.bit_length() - 1]
                            for d in range(1 << len(options)))
        self.opens, self.shut = summaries[self.full]
        self.table = _fit_table(n, options)


@lru_cache(maxsize=None)
def _fit_table(n: int, options: tuple[int, ...]) -> tuple[int, ...]:
    """Per key (may_open << n | may_shut): the options that fit (see `_fits`), as bits over
    `options`. One tuple for every cell kind with these options (every facing of one piece
    unlocked has the same): 256 entries on squares, 4096 on hexagons."""
    table = [0] * (1 << 2 * n)
    for i, m in enumerate(options):
        for key in _fits(n, m):
            table[key] |= 1 << i
    return tuple(table)


_KINDS: dict[tuple[str, str], list[_CellKind | None]] = {}
"""Per grid and board kind, per key (mask | locked << sides | an end of the water << sides + 1 | the cell's
polygon << sides + 2; under 256 on squares and hexagons): the cell's kind."""


def _cell_kinds(kind: str, keys: bytes | bytearray | list[int], grid: Grid) -> list[_CellKind]:
    """The kind of each cell by its key (see `_KINDS`), looked up in C."""
    table = _KINDS.setdefault((grid.name, kind), [None] * (len(grid.polygons) * 4 << grid.sides))
    n, full = grid.sides, grid.full
    for key in set(keys):
        if table[key] is None:
            table[key] = _CellKind(key & full, bool(key >> n & 1), bool(key >> n & 2), kind, grid, key >> n + 2)
    return list(map(table.__getitem__, keys))  # type: ignore[arg-type]  # every key is filled above


class Model:
    """The board as units, options and edges; built once per layout, shared by every node."""

    def __init__(self, layout: Layout) -> None:
        grid = layout.geometry
        geo = _geometry(layout.width, layout.height, layout.wrap, layout.walls, layout.bigs, layout.blocks,
                        layout.grid)
        self.layout = layout
        self.geo = geo
        self.shift = grid.sides
        """How far `may_open` is shifted above `may_shut` in a cell's key to its kind's table."""
        n = layout.size
        self.n = n
        self.unit_cells = geo.unit_cells
        self.units = len(geo.unit_cells)
        self.singles = geo.singles
        cells = layout.cells
        kind = layout.kind
        ends = set(layout.sources) | set(layout.drains)
        keys: bytearray | list[int] = bytearray(cells)
        if len(grid.polygons) > 1 or grid.sides > 6:  # a key past a byte: the polygon, or eight sides
            keys = [m | p << grid.sides + 2 for m, p in zip(cells, layout.polygons)]
        for c in layout.locked:
            keys[c] |= 1 << grid.sides
        for c in ends:
            keys[c] |= 2 << grid.sides
        if geo.singles < n:
            keys = bytearray(keys[c] for (c,) in geo.unit_cells[:geo.singles])  # (squares: square boards only)
        kinds = _cell_kinds(kind, keys, grid)
        self.kinds = kinds
        self.tables: list[tuple[int, ...]] = list(map(attrgetter("table"), kinds))
        self.summaries: list[tuple[tuple[int, int], ...]] = list(map(attrgetter("summaries"), kinds))
        self.dry_bit: list[int] = list(map(attrgetter("dry"), kinds))
        self.answers: list[tuple[int, ...]] = list(map(attrgetter("answer"), kinds))
        # the squares: every distinct turn of the four pieces together, always wet
        self.square_options: list[list[tuple[int, ...]]] = []
        for ring in geo.unit_cells[geo.singles:]:
            seen: list[tuple[int, ...]] = []
            for q in range(4):
                placed = square_turned(cells, ring, q)
                if placed not in seen:
                    seen.append(placed)
            if not joined_inside(cells, ring[0], layout.width):
                seen = []  # it leaks inside in every turn: no option, no answer (`start` finds none)
            self.square_options.append(seen)
            self.dry_bit.append(0)
        network = kind == "network"
        if network:
            self.cell_must_wet = bytes(cells).translate(_NONZERO)
        else:
            must = bytearray(n)
            for c in ends:
                must[c] = cells[c] != 0
            self.cell_must_wet = bytes(must)
        self.pumps = layout.sources
        self.must_bits = int.from_bytes(self.cell_must_wet, "little")
        self.unreached_via = [-2] * n  # via before a look: nothing reached

    def option(self, u: int, i: int) -> tuple[int, ...]:
        """Option `i` of unit `u`: a mask (or DRY) per cell of the unit."""
        if u < self.singles:
            return (self.kinds[u].options[i],)
        return self.square_options[u - self.singles][i]

    def options_of(self, masks: tuple[int, ...]) -> list[int]:
        """Per unit, the bit of the option an answer `masks` takes (a piece its water does
        not reach: dry, where dry is an option); 0 where none fits."""
        wet = flow_of(self.layout, masks).wet
        out = []
        for u, k in enumerate(self.kinds):
            (c,) = self.unit_cells[u]
            want = masks[c] if wet[c] else DRY
            out.append(1 << k.options.index(want) if want in k.options else 0)
        for i, opts in enumerate(self.square_options):
            cells = self.unit_cells[self.singles + i]
            ring = tuple(masks[c] if wet[c] else DRY for c in cells)
            out.append(1 << opts.index(ring) if ring in opts else 0)
        return out

    def neighbour_units(self, u: int) -> tuple[int, ...]:
        return self.geo.neighbour_units(u)

    # -- states ------------------------------------------------------------------------
    def everything(self) -> State:
        """The state before any look: every unit keeps every option."""
        n, geo, kinds = self.n, self.geo, self.kinds
        dom: list[int] = list(map(attrgetter("full"), kinds)) + [(1 << len(o)) - 1 for o in self.square_options]
        opens: list[int]
        shut: list[int]
        if self.singles == n:
            opens = list(map(attrgetter("opens"), kinds))
            shut = list(map(attrgetter("shut"), kinds))
        else:
            opens = [0] * n
            shut = [0] * n
            for u, k in enumerate(kinds):
                (c,) = geo.unit_cells[u]
                opens[c], shut[c] = k.opens, k.shut
            for u in range(self.singles, self.units):
                for pos, c in enumerate(geo.unit_cells[u]):
                    opens[c], shut[c] = self._square_summary(u, dom[u], pos)
        # what each side's neighbour could do back, for every cell at once (suido.lanes): the rim
        # and walls read as a neighbour that opens nothing and may shut
        layout = self.layout
        shape = layout.width, layout.height, layout.wrap, layout.walls
        rim = sides_off(*shape, layout.grid)
        may_open = list(facing(*shape, int.from_bytes(bytes(opens), "little"), layout.grid).to_bytes(n, "little"))
        may_shut = list((facing(*shape, int.from_bytes(bytes(shut), "little"), layout.grid) | rim
                         ).to_bytes(n, "little"))
        if self.singles < n:  # a side inside a square may do either (the square's options agree with themselves)
            may_open = [i | m for i, m in zip(geo.inside, may_open)]
            may_shut = [i | m for i, m in zip(geo.inside, may_shut)]
        return [dom, opens, shut, may_open, may_shut, [-2] * n, [-1]]

    def start(self) -> State | None:
        """The first state: every option, then propagated; None on a contradiction."""
        state = self.everything()
        if not all(state[0]):  # a unit with no option at all (a square that leaks inside)
            return None
        return state if self.propagate(state, list(range(self.units))) else None

    def _square_summary(self, u: int, domain: int, pos: int) -> tuple[int, int]:
        opens = shut = 0
        for i, opt in enumerate(self.square_options[u - self.singles]):
            if domain >> i & 1:
                opens |= opt[pos]
                shut |= ~opt[pos] & self.geo.full
        return opens, shut

    def revise(self, u: int, state: State) -> int:
        """The options of unit `u` that every edge supports."""
        dom, may_open, may_shut = state[0], state[3], state[4]
        if u < self.singles:
            (c,) = self.unit_cells[u]
            return dom[u] & self.tables[u][may_open[c] << self.shift | may_shut[c]]
        keep = 0
        cells = self.unit_cells[u]
        d = dom[u]
        full = self.geo.full
        for i, opt in enumerate(self.square_options[u - self.singles]):
            if d >> i & 1 and all((m & ~may_open[c]) == 0 and (~m & full & ~may_shut[c]) == 0
                                  for m, c in zip(opt, cells)):
                keep |= 1 << i
        return keep

    def set_domain(self, u: int, domain: int, state: State, queue: list[int]) -> None:
        """Narrow unit `u` to `domain`; what its neighbours may do follows, and the units
        whose edges lost something are put on `queue`."""
        dom, opens, shut, may_open, may_shut, via, cut = state
        dom[u] = domain
        geo = self.geo
        unit_of = geo.unit_of
        for pos, c in enumerate(self.unit_cells[u]):
            if u < self.singles:
                no, ns = self.summaries[u][domain]
            else:
                no, ns = self._square_summary(u, domain, pos)
            lost_open = opens[c] & ~no
            lost_shut = shut[c] & ~ns
            if lost_open or lost_shut:
                opens[c] = no
                shut[c] = ns
                if lost_open & geo.inside[c]:
                    cut.append(-1)  # an edge inside a square: look again (squares are few)
                lost = lost_open | lost_shut
                for bit, o, back, keep, side, side_back in geo.links[c]:
                    if lost & bit:
                        if lost_open & bit:
                            may_open[o] &= keep
                            if via[o] == side_back:
                                cut.append(o)
                            elif via[c] == side:
                                cut.append(c)
                        if lost_shut & bit:
                            may_shut[o] &= keep
                        queue.append(unit_of[o])

    def propagate(self, state: State, queue: list[int]) -> bool:
        """Arc consistency from the units in `queue`, then the reach of the pumps, until
        nothing changes. False on a contradiction (some unit has no option left)."""
        dom, opens, shut, may_open, may_shut, via, cut = state
        n = self.n
        singles = self.singles
        tables, summaries = self.tables, self.summaries
        geo = self.geo
        unit_of, links = geo.unit_of, geo.links
        shift = self.shift
        while True:
            while queue:
                u = queue.pop()
                d = dom[u]
                if u >= singles:
                    new = self.revise(u, state)
                    if new != d:
                        if not new:
                            return False
                        self.set_domain(u, new, state, queue)
                    continue
                c = u if singles == n else self.unit_cells[u][0]
                new = d & tables[u][may_open[c] << shift | may_shut[c]]
                if new == d:
                    continue
                if not new:
                    return False
                # set_domain, inline for a single cell: this is the solver's innermost loop
                dom[u] = new
                no, ns = summaries[u][new]
                lost_open = opens[c] & ~no
                lost_shut = shut[c] & ~ns
                if lost_open or lost_shut:
                    opens[c] = no
                    shut[c] = ns
                    lost = lost_open | lost_shut
                    for bit, o, back, keep, side, side_back in links[c]:
                        if lost & bit:
                            if lost_open & bit:
                                may_open[o] &= keep
                                if via[o] == side_back:
                                    cut.append(o)
                                elif via[c] == side:
                                    cut.append(c)
                            if lost_shut & bit:
                                may_shut[o] &= keep
                            queue.append(unit_of[o])
            if cut and self.mend_reach(state, queue) is None:
                return False
            if not queue and not cut:
                return True

    def unreached(self, state: State, queue: list[int]) -> list[int] | None:
        """Leave dry every piece no pump can reach over edges both sides could open; None
        when a piece that must be wet cannot be reached. Returns the units left dry (their
        neighbours are put on `queue`).

        The walk keeps its tree in `via` (see the module's note)."""
        dom, opens, _, may_open, _, via, cut = state
        nb = self.geo.nb
        seen = bytearray(self.n)
        via[:] = self.unreached_via
        cut.clear()
        stack = list(self.pumps)
        for p in stack:
            seen[p] = 1
            via[p] = -1
        if not self.geo.square:  # any grid: the sides looped over
            downs = self.geo.downs
            for c in stack:  # breadth first (the list grows as it is read): a shallow tree
                both = opens[c] & may_open[c]  # sides it could open where the other side could open back
                if both:
                    for o, bit, bit_back, side_back in downs[c]:
                        if both & bit and not seen[o] and opens[o] & bit_back:
                            seen[o] = 1
                            via[o] = side_back
                            stack.append(o)
        else:
            self._square_walk(stack, seen, opens, may_open, via, nb)
        dried: list[int] = []
        # the cells not reached that still could be wet, or must be: found in C, as bytes
        left = int.from_bytes(seen.translate(_UNSEEN), "little") & (
            int.from_bytes(bytes(opens).translate(_NONZERO), "little") | self.must_bits)
        if not left:
            return dried
        unit_of, dry_bit, must = self.geo.unit_of, self.dry_bit, self.cell_must_wet
        while left:
            low = left & -left
            c = low.bit_length() - 1 >> 3
            left ^= low
            u = unit_of[c]
            dry = dom[u] & dry_bit[u]
            if must[c] or not dry:
                return None
            self.set_domain(u, dry, state, queue)  # it still had a wet option: only dry is left
            dried.append(u)
        return dried

    @staticmethod
    def _square_walk(stack: list[int], seen: bytearray, opens: list[int], may_open: list[int], via: list[int],
                     nb: tuple[int, ...]) -> None:
        """`unreached`'s walk on a square grid: the same as the loop over `around` above, but
        the four sides written out, not looped over (the deduce rounds walk it every round)."""
        for c in stack:  # breadth first (the list grows as it is read): a shallow tree
            both = opens[c] & may_open[c]  # sides it could open where the other side could open back
            if both:
                base = c * 4
                if both & 1:
                    o = nb[base]
                    if not seen[o] and opens[o] & 4:
                        seen[o] = 1
                        via[o] = 2
                        stack.append(o)
                if both & 2:
                    o = nb[base + 1]
                    if not seen[o] and opens[o] & 8:
                        seen[o] = 1
                        via[o] = 3
                        stack.append(o)
                if both & 4:
                    o = nb[base + 2]
                    if not seen[o] and opens[o] & 1:
                        seen[o] = 1
                        via[o] = 0
                        stack.append(o)
                if both & 8:
                    o = nb[base + 3]
                    if not seen[o] and opens[o] & 2:
                        seen[o] = 1
                        via[o] = 1
                        stack.append(o)

    def mend_reach(self, state: State, queue: list[int]) -> list[int] | None:
        """After edges of the reach's tree were cut: take the cells below each cut off the
        tree, hang back those a reached neighbour (or one hung back) still joins, and leave
        dry the rest, as `unreached` would. False on a contradiction. Edges are only ever
        lost, so the cells off the tree are the only ones whose reach can have changed."""
        dom, opens, via, cut = state[0], state[1], state[5], state[6]
        if -1 in cut:
            return self.unreached(state, queue)
        geo = self.geo
        hangs, ups, downs = geo.hangs, geo.ups, geo.downs
        todo = cut[:]
        cut.clear()
        off: list[int] = []
        while todo:
            o = todo.pop()
            if via[o] < 0:
                continue  # off already
            via[o] = -2
            off.append(o)
            for y, side_back in hangs[o]:
                if via[y] == side_back:  # y hangs from o
                    todo.append(y)
        back: list[int] = []
        for o in off:
            m = opens[o]
            if m:
                for y, side, bit, bit_back in ups[o]:
                    if m & bit and via[y] != -2 and opens[y] & bit_back:
                        via[o] = side
                        back.append(o)
                        break
        for c in back:  # breadth first, among the cells off the tree (no other unreached cell opens)
            m = opens[c]
            for y, bit, bit_back, side_back in downs[c]:
                if m & bit and via[y] == -2 and opens[y] & bit_back:
                    via[y] = side_back
                    back.append(y)
        dried: list[int] = []
        if len(back) == len(off):
            return dried
        unit_of, dry_bit, must = self.geo.unit_of, self.dry_bit, self.cell_must_wet
        for o in off:
            if via[o] == -2 and (opens[o] or must[o]):
                u = unit_of[o]
                dry = dom[u] & dry_bit[u]
                if must[o] or not dry:
                    return None
                self.set_domain(u, dry, state, queue)  # it still had a wet option: only dry is left
                dried.append(u)
        return dried

    # -- search ------------------------------------------------------------------------
    def branch_unit(self, dom: list[int]) -> int:
        """The unit to guess on: of those still open that must be wet (no dry option left),
        the one with the fewest options, the first on ties; -1 when there is none.

        Why only those: once every must-be-wet unit is settled, propagation has pruned the
        dry option of any unit a wet piece opens towards, so no settled wet piece opens
        towards an open unit; the pumps' water is then closed in, and any further wet piece
        would be cut off from every pump. The open units can only be dry: one completion,
        or none if that leaves a settled piece unreached (`complete` checks)."""
        dry_bit = self.dry_bit
        best, fewest = -1, 99
        for u, d in enumerate(dom):
            if d & (d - 1) and not d & dry_bit[u]:
                k = d.bit_count()
                if k < fewest:
                    best, fewest = u, k
                    if k == 2:
                        break
        return best

    def complete(self, state: State) -> list[int] | None:
        """The domains with every open unit dry, if that is consistent; else None."""
        child = [x[:] for x in state]
        queue: list[int] = []
        touched = False
        for u, d in enumerate(child[0]):
            if d & (d - 1):
                self.set_domain(u, self.dry_bit[u], child, queue)
                queue.append(u)
                touched = True
        if touched and not self.propagate(child, queue):
            return None
        return child[0]

    def masks_of(self, dom: list[int]) -> tuple[int, ...]:
        """The answer of a state where every unit has one option: wet pieces as the option
        has them, spares as given."""
        if self.singles == self.n:  # every unit a cell, in cell order: each kind's answer table, in C
            return tuple(map(getitem, self.answers, dom))
        out = list(self.layout.cells)
        for u, cells in enumerate(self.unit_cells):
            opt = self.option(u, dom[u].bit_length() - 1)
            for c, m in zip(cells, opt):
                if m != DRY:
                    out[c] = m
        return tuple(out)
