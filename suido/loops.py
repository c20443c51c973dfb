"""Closed loops and closed islands of joined pieces: an aid, never a rule.

Two pieces are *joined* across an edge when both open on it (the flow's links, SUIDO-JS.md 3.1):
the graph whose nodes are the cells and whose edges are those links. In it

* a cell is *in a loop* when it lies on a cycle (an edge of it is no bridge): an answer never has
  one, since the water of an answer runs in a tree from the pumps (Simon Tatham's Net marks them);
* a cell is *in an island* when its connected set of joined pieces has no open end (no spill:
  every arm of every piece in it is joined) and no pump, so the water can never reach it, however
  the rest of the board is turned (hexapipes marks them).

A ring of four elbows away from the pump is both. Found from the links the flow already worked out
(`Flow.links`, one byte a cell), on any grid (`suido.grids`: the sides and the neighbour table).

`loops_of(layout, flow, masks, before)` works the loops and islands out afresh, or, given the
result for the masks before a move (`before`), only where the links changed: a component whose
links did not change keeps what it had, the water's component (which holds every pump) is looked at
only when it has more links than a tree of its pieces (a count in C), and a dry component is walked
only when a link was made in it, it held a loop before, or every piece around the change is closed.

>>> from suido.codes import decode
>>> from suido.flow import flow_of
>>> layout = decode("3x3:6c839400h")   # a ring of four elbows at the top left, the pump apart
>>> rings = loops_of(layout, flow_of(layout))
>>> rings.loops, rings.islands
(((0, 1, 3, 4),), ((0, 1, 3, 4),))
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Sequence

from .codes import Layout, neighbours_of
from .flow import Flow

_POP: Final = bytes(bin(b).count("1") for b in range(256))
_SIDES: Final = tuple(tuple(s for s in range(8) if b >> s & 1) for b in range(256))
_ONE: Final = bytes([0]) + bytes([1]) * 255
_MANY: Final = 24
"""More cells whose links changed than this (Start over, its undo): everything is worked out afresh."""


@dataclass(frozen=True)
class Group:
    """One connected set of joined pieces that holds a loop or is an island: `cells` all its
    cells, `order` the same ascending, `loop` those of them on a cycle (ascending, maybe none),
    `island` whether it is closed and has no pump, `wet` whether it holds a pump."""

    cells: frozenset[int]
    order: tuple[int, ...]
    loop: tuple[int, ...]
    island: bool
    wet: bool


@dataclass(frozen=True)
class Rings:
    """The loops and islands of a board as its pieces stand (positions are cells, `row * width + col`).

    `loops`: per connected set that holds any, its cells on a cycle (a tuple, ascending), the sets in
    order of their least cell; `islands`: per island, its cells, likewise. `links` is the flow's
    links they were found from (one byte a cell), `groups` what `loops_of` needs to go on from here."""

    loops: tuple[tuple[int, ...], ...]
    islands: tuple[tuple[int, ...], ...]
    links: bytes
    groups: tuple[Group, ...]

    @property
    def in_loops(self) -> frozenset[int]:
        """Every cell in a loop."""
        return frozenset(c for loop in self.loops for c in loop)

    @property
    def in_islands(self) -> frozenset[int]:
        """Every cell in an island."""
        return frozenset(c for island in self.islands for c in island)


def loops_of(layout: Layout, flow: Flow, masks: Sequence[int] | None = None, before: Rings | None = None) -> Rings:
    """The loops and islands of `layout` with its pieces turned as `masks` (the layout's own cells
    when None), whose flow is `flow` (`suido.flow.flow_of(layout, masks)`: its links are used, never
    worked out again). `before`: the result for the board a move ago (same layout), so only what the
    move changed is looked at; None works it all out. Linear in the cells of the sets walked.
    Raises ValueError when `flow` is not of this layout's size."""
    size = layout.size
    links = flow.links
    if len(links) != size or len(flow.wet) != size:
        raise ValueError(f"the flow is of {len(flow.wet)} cells, the board has {size}")
    raw = layout.cells if masks is None else masks
    if len(raw) != size:
        raise ValueError(f"{layout.width}x{layout.height} needs {size} masks, got {len(raw)}")
    table = neighbours_of(layout)
    n = len(table) // size if size else 4
    walk = _Walk(links, raw, table, n, set(layout.sources), flow.wet)
    groups: list[Group] = []
    changed = _changed(before.links, links) if before is not None and len(before.links) == size else None
    if changed is not None and not changed:
        assert before is not None
        return before
    if changed is None or len(changed) > _MANY:
        # afresh: the water's sets only if they hold more links than a tree, then every dry set
        _wet_sets(walk, flow, groups)
        wet = flow.wet
        for c in range(size):
            if links[c] and not wet[c] and not walk.seen[c]:
                group = walk.explore(c)
                if group is not None:
                    groups.append(group)
        return _rings(links, groups)
    assert before is not None
    touched = set(changed)
    old = before.groups
    # the sets the move did not touch keep what they had (the water's sets are looked at again below)
    groups = [g for g in old if not g.wet and touched.isdisjoint(g.cells)]  # (no walk from a change reaches them)
    was = before.links
    held = {c for c in changed if any(c in g.cells for g in old)}  # in a set that had a loop or was an island
    closing = {c for c in changed if links[c] & ~was[c] and walk.may_close(c, was[c])}
    # The water's sets (every pump is in one): a new loop runs through a link made (one that may close a
    # cycle), or was in a set the water now reaches; if so, a loop only if they have more links than a
    # tree of their pieces (counted in C), or two pumps met.
    if any(g.wet for g in old) or any(flow.wet[c] for c in closing | held):
        _wet_sets(walk, flow, groups)
    # first the sets that may hold a loop (walked whole), then those that may be islands (walked until an
    # open end): an island found by the second holds no loop, since no link that could close one is in it
    whole, maybe = [], []
    for c in changed:
        if walk.seen[c] or not links[c] or flow.wet[c]:
            continue
        if c in held or c in closing:
            whole.append(c)
        elif raw[c] == links[c] and c not in walk.sources:
            maybe.append(c)
    for c in whole:
        if not walk.seen[c]:
            group = walk.explore(c)
            if group is not None:
                groups.append(group)
    for c in maybe:
        if not walk.seen[c]:
            group = walk.island(c)
            if group is not None:
                groups.append(group)
    return _rings(links, groups)


def _wet_sets(walk: _Walk, flow: Flow, groups: list[Group]) -> None:
    """The water's sets that hold a loop, into `groups`: walked only when they hold more links than
    a tree of their pieces would (counted in C: the links of the wet cells, less the wet cells, plus
    the pumps), which they do when a loop is in them or two pumps' water met."""
    links, size = walk.links, len(walk.links)
    wet_links = int.from_bytes(links, "little") & int.from_bytes(bytes(flow.wet), "little") * 255
    ends = wet_links.to_bytes(size, "little").translate(_POP)
    extra = sum(k * ends.count(k) for k in range(1, walk.n + 1)) // 2 - flow.wet_pieces + len(walk.sources)
    if extra > 0:
        for s in walk.sources:
            if not walk.seen[s] and links[s]:
                group = walk.explore(s)
                if group is not None:
                    groups.append(group)


def _changed(was: bytes, now: bytes) -> list[int]:
    """The cells whose links differ, or more than `_MANY` of them (the search runs in C: a move
    changes a few cells' links, and finding them must not walk the board byte by byte in Python)."""
    if was == now:
        return []
    marks = (int.from_bytes(was, "little") ^ int.from_bytes(now, "little")).to_bytes(len(now), "little").translate(_ONE)
    if marks.count(1) > _MANY:
        return list(range(len(now)))
    out: list[int] = []
    at = marks.find(b"\x01")
    while at >= 0:
        out.append(at)
        at = marks.find(b"\x01", at + 1)
    return out


def _rings(links: bytes, groups: list[Group]) -> Rings:
    groups.sort(key=lambda g: g.order[0])
    loops = tuple(g.loop for g in groups if g.loop)
    islands = tuple(g.order for g in groups if g.island)
    return Rings(loops, islands, links, tuple(groups))


class _Walk:
    """Walks connected sets of joined pieces, each cell at most once."""

    def __init__(self, links: bytes, raw: Sequence[int], table: tuple[int, ...], n: int, sources: set[int],
                 wet: Sequence[bool]) -> None:
        self.links, self.raw, self.table, self.n, self.sources, self.wet = links, raw, table, n, sources, wet
        self.seen = bytearray(len(links))

    def may_close(self, cell: int, had: int) -> bool:
        """Whether a link `cell` gained (it had the links `had`) may close a cycle: only if both its
        ends are joined on two sides or more (a piece joined on one side ends a line)."""
        links, table, n = self.links, self.table, self.n
        if _POP[links[cell]] < 2:
            return False
        return any(_POP[links[table[cell * n + s]]] >= 2 for s in _SIDES[links[cell] & ~had])

    def explore(self, start: int) -> Group | None:
        """The connected set of `start`, with its cells on a cycle (the ends of every edge that is no
        bridge: Tarjan's low points, walked without recursion) and whether it is an island; None when it
        is neither a loop nor an island."""
        links, table, n, seen = self.links, self.table, self.n, self.seen
        half = n // 2
        disc = {start: 0}
        low = [0]
        cells = [start]
        on: set[int] = set()
        seen[start] = 1
        stack = [(start, -1, list(_SIDES[links[start]]))]
        while stack:
            cell, came, sides = stack[-1]
            if sides:
                s = sides.pop()
                if s == came:
                    continue
                o = table[cell * n + s]
                d = disc.get(o)
                if d is None:
                    disc[o] = len(cells)
                    low.append(len(cells))
                    cells.append(o)
                    seen[o] = 1
                    stack.append((o, (s + half) % n, list(_SIDES[links[o]])))
                elif d < disc[cell]:  # a link back to a cell above: it closes a cycle
                    i = disc[cell]
                    if d < low[i]:
                        low[i] = d
                    on.add(cell)
                    on.add(o)
            else:
                stack.pop()
                if stack:
                    parent = stack[-1][0]
                    i, j = disc[cell], disc[parent]
                    if low[i] < low[j]:
                        low[j] = low[i]
                    if low[i] <= j:  # the link to its parent is no bridge
                        on.add(cell)
                        on.add(parent)
        raw = self.raw
        wet = any(c in self.sources for c in cells)
        island = not wet and all(raw[c] == links[c] for c in cells)
        if not on and not island:
            return None
        return Group(frozenset(cells), tuple(sorted(cells)), tuple(sorted(on)), island, wet)

    def island(self, start: int) -> Group | None:
        """The connected set of `start` if it is an island (every piece closed, no pump), else None,
        stopping at the first open piece or pump. It holds no loop (the caller knows it)."""
        links, raw, table, n, sources = self.links, self.raw, self.table, self.n, self.sources
        found = {start}
        todo = [start]
        while todo:
            cell = todo.pop()
            for s in _SIDES[links[cell]]:
                o = table[cell * n + s]
                if o not in found:
                    if raw[o] != links[o] or o in sources:
                        return None
                    found.add(o)
                    todo.append(o)
        for c in found:
            self.seen[c] = 1
        return Group(frozenset(found), tuple(sorted(found)), (), True, False)
