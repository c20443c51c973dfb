"""A colour for every network of joined pieces: an aid, never a rule.

Two pieces are *joined* across an edge when both open on it (the flow's links, as `suido.loops` reads them). A
*network* is a connected set of two or more joined pieces that the water does not reach: the water's own pieces
keep the water's colour, and a piece joined to none is drawn as it always is. Every network gets one of
`COLOURS` colours (1 to `COLOURS`; 0 is none), and the colours follow the player's moves:

* a network keeps its colour while pieces join it or leave it (its colour is its piece's before the move);
* two networks that meet take the colour of the larger (the one of more pieces before the move);
* a network split in two: the larger part keeps the colour, the smaller takes another;
* two networks side by side (a piece of one across an edge from a piece of the other) never have the same colour,
  while the colours suffice: a network whose colour would be its neighbour's takes another, the one least used
  on the board of those its neighbours do not have (hexapipes' random colours sometimes came out the same: its
  players asked for this).

`networks_of(layout, flow)` colours a board afresh; given the colouring before a move (`before`), only the
networks whose pieces' links or water changed are looked at again, so a turn far from most networks walks few
pieces. The grid is the board's (its sides and neighbour table: `suido.codes.neighbours_of`).

>>> from suido.codes import decode
>>> from suido.flow import flow_of
>>> layout = decode("3x3:6c839400h")   # a ring of four elbows at the top left, the pump apart
>>> nets = networks_of(layout, flow_of(layout))
>>> [nets.colour[c] for c in (0, 1, 3, 4)], nets.colour[8]
([1, 1, 1, 1], 0)
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from typing import Final

from .codes import Layout, neighbour_table, neighbours_of
from .grids import ALL_GRIDS
from .flow import Flow

COLOURS: Final = 8
"""How many colours the networks take turns with (the drawing's palette has as many: `suido.svg.aids`)."""

_SIDES: Final = tuple(tuple(s for s in range(8) if b >> s & 1) for b in range(256))


@dataclass(frozen=True)
class Networks:
    """The networks of a board as its pieces stand (positions are cells): per cell its `colour` (0 none: wet,
    joined to no piece, or bare ground) and its `group` (an id, -1 none); `members`, each group's cells by id;
    `changed`, the cells whose colour differs from the colouring it was worked out from (all coloured ones when
    afresh)."""

    colour: tuple[int, ...]
    group: tuple[int, ...]
    members: dict[int, tuple[int, ...]] = field(compare=False)
    links: bytes = b""
    wet: tuple[bool, ...] = ()
    changed: tuple[int, ...] = ()
    next_id: int = 0


def networks_of(layout: Layout, flow: Flow, before: Networks | None = None) -> Networks:
    """The networks of `layout` with the pieces as `flow` found them, coloured (see the module's text); `before`:
    the colouring before the move, whose colours the networks keep. Raises nothing for a board the flow read."""
    n = layout.size
    links, wet = flow.links, flow.wet
    if before is None or len(before.colour) != n:
        before = Networks((0,) * n, (-1,) * n, {}, bytes(n), (True,) * n)
        region = set(range(n))
    else:
        if before.links == links and before.wet == wet:
            return Networks(before.colour, before.group, before.members, links, wet, (), before.next_id)
        seeds = _differ(before.links, links) if before.links != links else []
        if before.wet != wet:
            seeds += _differ(bytes(before.wet), bytes(wet))
        region = set(seeds)
        for g in {before.group[c] for c in seeds} - {-1}:  # each old network once
            region.update(before.members[g])
    rows = _rows(layout.grid, layout.width, layout.height, layout.wrap, layout.walls)
    colour = list(before.colour)
    group = list(before.group)
    members = dict(before.members)
    for c in region:  # the old networks here are worked out again
        g = group[c]
        if g >= 0:
            members.pop(g, None)
        group[c] = -1
        colour[c] = 0
    found: list[list[int]] = []
    seen = bytearray(n)
    sides = _SIDES
    for c in sorted(region):
        if seen[c] or wet[c] or not links[c]:
            continue
        seen[c] = 1
        part = [c]
        for p in part:  # breadth first: the list grows as it is read
            row = rows[p]
            for s in sides[links[p]]:
                o = row[s]
                if not seen[o]:  # (a linked side always has a piece across it)
                    seen[o] = 1
                    part.append(o)
        if len(part) > 1:
            found.append(part)
    used = [0] * (COLOURS + 1)
    for g, cells in members.items():
        used[colour[cells[0]]] += 1
    found.sort(key=lambda part: (-len(part), part[0]))  # the larger first: it keeps the colour
    taken: set[int] = set()  # the old networks whose colour a larger new one kept
    next_id = before.next_id
    old_group, old_colour, old_members = before.group, before.colour, before.members
    for part in found:
        sizes: dict[int, int] = {}
        for c in part:
            g = old_group[c]
            if g >= 0 and g not in taken:
                sizes[g] = len(old_members[g])
        beside = {colour[o] for c in part for o in rows[c] if o >= 0 and group[o] >= 0}
        want = 0
        if sizes:
            largest = max(sizes, key=lambda g: (sizes[g], -g))
            taken.add(largest)
            want = old_colour[old_members[largest][0]]
        if not want or want in beside:
            free = [x for x in range(1, COLOURS + 1) if x not in beside] or list(range(1, COLOURS + 1))
            want = min(free, key=lambda x: (used[x], x))
        used[want] += 1
        members[next_id] = tuple(part)
        for c in part:
            group[c] = next_id
            colour[c] = want
        next_id += 1
    changed = tuple(c for c in sorted(region) if colour[c] != before.colour[c])
    return Networks(tuple(colour), tuple(group), members, links, wet, changed, next_id)


def _differ(a: bytes, b: bytes) -> list[int]:
    """The indices where two byte strings of one length differ, found in C (one big integer's XOR) and read a byte
    that differs at a time: a tap changes a few (many, a pass over the bytes)."""
    x = int.from_bytes(a, "little") ^ int.from_bytes(b, "little")
    if x.bit_count() > 48:  # many: one pass over the bytes is cheaper than clearing them one at a time
        return [i for i, (p, q) in enumerate(zip(a, b)) if p != q]
    out = []
    while x:
        i = ((x & -x).bit_length() - 1) >> 3
        out.append(i)
        x &= ~(0xFF << (i << 3))
    return out


@lru_cache(maxsize=8)
def _rows(grid: str, width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[tuple[int, ...], ...]:
    """Per cell, the cells across its sides (-1: none), from the board's neighbour table."""
    table = neighbour_table(width, height, wrap, walls, grid)
    k = ALL_GRIDS[grid].sides
    return tuple(table[c:c + k] for c in range(0, len(table), k))


def clashes(layout: Layout, nets: Networks) -> list[tuple[int, int]]:
    """The pairs of neighbouring cells in different networks of the same colour (none while the colours suffice):
    what the tests hold to none."""
    nb = neighbours_of(layout)
    k = layout.geometry.sides
    return [(c, o) for c in range(layout.size) for o in nb[c * k:c * k + k]
            if o > c and nets.colour[c] and nets.colour[c] == nets.colour[o] and nets.group[c] != nets.group[o]]
