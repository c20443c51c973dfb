"""The water's flow: where the water from the pumps reaches, and where it leaks.

Water starts at every pump (depth 0) and runs breadth first through every pair of
openings that meet; an opening that meets nothing (the rim of a board that does not
wrap, a wall, or a neighbour that does not open back) is a *spill*: a leak. The rules
and the visiting order are those of SUIDO-JS.md section 3.1, so depths, the order and
the spills match the JavaScript package exactly.

A board is *solved* when nothing leaks and the water reaches what its kind asks:
every piece (network), every drain (drains and inlet-outlet); an inlet-outlet board
must also run in one path, with no wet piece of more than two arms.

The same code runs on every grid (`suido.grids`): the sides, their order, the side back
and the neighbours are the board's grid's (four sides on squares, six on hexagons).

>>> from suido.codes import decode
>>> flow = flow_of(decode("3x2:35B7vM"))
>>> flow.wet_pieces, flow.pieces, flow.solved
(4, 6, False)
>>> flow_of(decode("2x2h:g202A108")).spills  # the pump's east arm meets a piece that opens east only
((0, 1),)
"""

from __future__ import annotations

import re
import struct
from dataclasses import dataclass, field
from functools import cached_property, lru_cache
from typing import Final, Sequence, TypeAlias

from .codes import Layout, board_of
from .grids import ALL_GRIDS as GRIDS
from .lanes import facing


@dataclass(frozen=True)
class Flow:
    """Where the water is, per cell (tuples of `layout.size`), and what it adds up to.

    `wet` says whether the water reaches each cell, and `depth` the number of steps from the
    nearest pump (0 at a pump, -1 when dry): both read from `order` when first asked for, as
    `came_from` is from `entry` (a check or a count never pays for them);
    `came_from` the cell the water came from and `entry` the side index (`0..sides-1` of
    the board's grid, `suido.grids`) it came in by (-1 at a pump or when dry; `came_from` is
    worked out from `entry` when first read: the cell across that side); `spills` the leaks as `(cell, side)` in visiting order;
    `order` the wet cells in visiting order. `pieces` counts the cells that are not bare
    ground, `wet_pieces` the wet ones; `drains` and `wet_drains` likewise. `links`: per
    cell (one byte each), the sides it is joined on (it and the piece across both open there), as
    `suido.loops` reads them.
    """

    entry: tuple[int, ...]
    spills: tuple[tuple[int, int], ...]
    order: tuple[int, ...]
    pieces: int
    wet_pieces: int
    drains: int
    wet_drains: int
    solved: bool
    links: bytes = b""
    _across: tuple[tuple[int, ...], ...] = field(default=(), repr=False, compare=False)
    """Per side, the cell across it from every cell (`_across_of`): what `came_from` is read from."""
    _layers: tuple[int, ...] = field(default=(), repr=False, compare=False)
    """Where each depth's cells end in `order` (depth d: `order[_layers[d - 1]:_layers[d]]`): what `depth` is read from."""

    @cached_property
    def depth(self) -> tuple[int, ...]:
        """Per cell, the number of steps from the nearest pump (0 at a pump, -1 when dry). Read only when
        asked for: from `order`, a depth's cells after the one before's."""
        depth = [_DRY] * len(self.entry)
        start = 0
        for d, end in enumerate(self._layers):
            for cell in self.order[start:end]:
                depth[cell] = d
            start = end
        return tuple(depth)

    @cached_property
    def wet(self) -> tuple[bool, ...]:
        """Per cell, whether the water reaches it (its `depth` is not -1). Read only when asked for."""
        return struct.unpack(f"{len(self.entry)}?", _wet_lanes(self.depth))

    @cached_property
    def came_from(self) -> tuple[int, ...]:
        """Per cell, the cell the water came from: the cell across its `entry` side (-1 at a pump or
        when dry). Read only when asked for (the page never asks)."""
        across = self._across
        return tuple([-1 if e < 0 else across[e][c] for c, e in enumerate(self.entry)])

    @property
    def leaks(self) -> int:
        """How many open ends the water runs out of."""
        return len(self.spills)


_DRY: Final = -1

_SPILLING: Final = re.compile(rb"[^\0]")
_NONZERO: Final = bytes([0]) + bytes([1]) * 255
_WET: Final = bytes([1]) + bytes(255)
"""The top byte of a depth packed as a 32-bit int: 0 for every depth a board has, 0xFF for -1 (dry)."""
_LOW: Final = {name: bytes(m & grid.full for m in range(256)) for name, grid in GRIDS.items()}
"""Per grid, per byte: its side bits (what `cells[c] & grid.full` reads)."""
_WORDS: Final = {4: "four", 6: "six", 8: "eight"}
_MIXED: Final = frozenset(name for name, grid in GRIDS.items()
                          if len(grid.polygons) > 1 or grid.polygons[0].full != grid.full)
"""The grids where a cell's polygon has fewer sides than the grid: a mask is checked against its cell's."""


@lru_cache(maxsize=16)
def _outside(width: int, height: int, wrap: bool, grid: str) -> int:
    """Lanes (one byte per cell) with the sides each cell's polygon has not: 0 on squares and hexagons."""
    geometry = GRIDS[grid]
    fulls = [p.full for p in geometry.polygons]
    return int.from_bytes(bytes(geometry.full & ~fulls[p] for p in geometry.polygon_of(width, height, wrap)), "little")


_Link: TypeAlias = "tuple[tuple[int, ...], int, _Link | None]"
"""One link the water takes out of a cell, and the next: (the cell across that side of every cell, a tuple
indexed by cell; the side the water enters by there; the next link, or None)."""


@lru_cache(maxsize=16)
def _across_of(width: int, height: int, wrap: bool, grid: str) -> tuple[tuple[int, ...], ...]:
    """Per side (`0..sides-1`), the cell across it from every cell (a tuple indexed by cell; -1 past
    the rim of a board that does not wrap), walls left out."""
    geometry = GRIDS[grid]
    n = geometry.sides
    table = geometry.neighbour_table(width, height, wrap, ())
    return tuple(table[side::n] for side in range(n))


@lru_cache(maxsize=16)
def _linked(width: int, height: int, wrap: bool, grid: str = "square") -> tuple[tuple[_Link | None, ...], ...]:
    """Per side the water came in by (an `entry`: `0..sides-1`, or -1 at a pump), per set of
    linked sides (`0..full`): the sides in it but the one the water came in by (the water
    never looks back up it: that cell is wet already), in side order, as a chain of `_Link`s (None
    for none: no tuple to walk, so a piece the water leaves by one side costs no iterator). Walls
    are not in it: a link never crosses one, nor the rim of a board that does not wrap (cell -1)."""
    geometry = GRIDS[grid]
    n, full = geometry.sides, geometry.full
    across = _across_of(width, height, wrap, grid)

    def chain(links: int) -> _Link | None:
        link: _Link | None = None
        for side in reversed(range(n)):
            if links >> side & 1:
                link = (across[side], geometry.opposite(side), link)
        return link

    by_links = tuple(chain(links) for links in range(full + 1))
    # per side the water came in by (0..sides-1, and -1 at a pump: the last), per set of links: the links
    # but that side's
    not_in = [full ^ (1 << side) for side in range(n)] + [full]
    return tuple(tuple(by_links[links & keep] for links in range(full + 1)) for keep in not_in)


@lru_cache(maxsize=16)
def _packer(size: int) -> struct.Struct:
    """Packs a board's depths as 32-bit ints (the format parsed once a size)."""
    return struct.Struct(f"<{size}i")


def _wet_lanes(values: Sequence[int]) -> bytes:
    """One byte per cell, 1 where the water reaches (its value is not -1: a depth, or the side the water came
    in by as `flow_of` walks): in C, from the values packed as 32-bit ints, whose top byte is 0xFF only for -1
    (dry)."""
    return _packer(len(values)).pack(*values)[3::4].translate(_WET)


@lru_cache(maxsize=64)
def _cells_lanes(size: int, cells: tuple[int, ...]) -> int:
    """Lanes (one byte per cell) with the bit 1 in each of `cells`: the drains' lanes."""
    lanes = bytearray(size)
    for cell in cells:
        lanes[cell] = 1
    return int.from_bytes(lanes, "little")


def flow_of(layout: Layout, masks: Sequence[int] | None = None) -> Flow:
    """The flow of `layout` with its pieces turned as `masks` (one mask per cell,
    `0..grid.full`: 0..15 on squares, 0..63 on hexagons; the layout's own cells when None).
    Walls, wrap and the grid come from `layout`. Linear in the number of cells. Raises
    ValueError when `masks` has another length or a mask out of range. `layout` may also be
    a code."""
    layout = board_of(layout, "flow_of")
    cells = layout.cells if masks is None else masks
    size = layout.size
    geometry = GRIDS[layout.grid]
    full = geometry.full
    if not hasattr(cells, "__len__"):
        raise ValueError(f"masks are a sequence of {size} whole numbers 0..{full}, not {type(cells).__name__}")
    if len(cells) != size:
        raise ValueError(f"{layout.width}x{layout.height} needs {size} masks, got {len(cells)}")
    try:
        raw = bytearray(cells)  # (from a tuple or a list a third of what bytes() takes: measured on 3.11 and 3.13)
    except (TypeError, ValueError):
        raw = bytearray()
    if len(raw) != size or raw.translate(_LOW[layout.grid]) != raw:
        raise ValueError(f"a mask is a whole number from 0 to {full} ({_WORDS[geometry.sides]} side bits)")
    lanes = int.from_bytes(raw, "little")
    if layout.grid in _MIXED:
        wrong = lanes & _outside(layout.width, layout.height, layout.wrap, layout.grid)
        if wrong:
            cell = ((wrong & -wrong).bit_length() - 1) // 8
            raise ValueError(f"cell {cell}: mask {cells[cell]} opens a side its polygon has not")
    # the links, worked out for every cell at once on whole-board integers, then a breadth-first walk
    # a side links where this piece opens on it and the one across opens back (SUIDO-JS.md 3.1)
    links = lanes & facing(layout.width, layout.height, layout.wrap, layout.walls, lanes, layout.grid)
    linked = _linked(layout.width, layout.height, layout.wrap, layout.grid)
    by_cell = links.to_bytes(size, "little")
    sides_of = list(by_cell)  # (a list: its items are read faster than the bytes')
    # per cell, the side the water came in by: -1 while dry (the one test of a cell reached), and at a pump
    # `sides` while walking (the index of `linked`'s pump row), -1 once done as `Flow.entry` says
    pump = geometry.sides
    entry = [_DRY] * size
    order: list[int] = []
    for s in layout.sources:
        if entry[s] < 0:
            entry[s] = pump
            order.append(s)
    # breadth first, a layer (one step deeper) at a time, each cell's links in side order; the depths are
    # read from the layers' ends when asked for (Flow.depth), not written here cell by cell
    pumps = len(order)
    layers = [pumps]
    layer = order
    while layer:
        below: list[int] = []
        for cell in layer:
            link = linked[entry[cell]][sides_of[cell]]
            while link is not None:
                across, back, link = link
                other = across[cell]
                if entry[other] < 0:
                    entry[other] = back
                    below.append(other)
        order += below
        layers.append(len(order))
        layer = below
    layers.pop()  # (the last layer was empty)
    # spills: a wet piece's open sides that do not link, cell by cell in visiting order, sides in order
    spills: list[tuple[int, int]] = []
    spilled = lanes & ~links
    wet_bits = -1  # the wet cells' lanes, once worked out (-1: not yet)
    if spilled:
        wet_bits = int.from_bytes(_wet_lanes(entry), "little")  # (dry: -1; a pump: `sides` still)
        spilled &= wet_bits * full
    if spilled:
        ends = spilled.to_bytes(size, "little")
        at = [m.start() for m in _SPILLING.finditer(ends)]
        if len(at) > 1:
            place = dict(zip(order, range(len(order))))
            at.sort(key=place.__getitem__)
        sides = range(geometry.sides)
        spills = [(c, side) for c in at for side in sides if ends[c] >> side & 1]
    pieces = size - raw.count(0)
    drains = layout.drains
    if len(order) == pieces and all(raw[p] for p in layout.sources):
        # every wet cell is a piece (a pump that is one, or reached by a link), and there are as many: every
        # piece is wet, so the wet drains are the drains that are pieces
        wet_drains = (int.from_bytes(raw.translate(_NONZERO), "little") & _cells_lanes(size, drains)).bit_count()
    elif len(drains) < 32:
        wet_drains = len(drains) - list(map(entry.__getitem__, drains)).count(_DRY)
    else:
        if wet_bits < 0:
            wet_bits = int.from_bytes(_wet_lanes(entry), "little")
        wet_drains = (wet_bits & _cells_lanes(size, drains)).bit_count()
    if layout.kind == "network":
        reached = len(order) == pieces
    else:
        reached = wet_drains == len(layout.drains)
    branched = layout.kind == "inlet-outlet" and any(geometry.arms_of(cells[c]) > 2 for c in order)
    for s in order[:pumps]:
        entry[s] = -1  # a pump: no side the water came in by
    return Flow(tuple(entry), tuple(spills), tuple(order),
                pieces, len(order), len(layout.drains), wet_drains,
                reached and not spills and not branched, by_cell,
                _across_of(layout.width, layout.height, layout.wrap, layout.grid), tuple(layers))


def is_solved(layout: Layout, masks: Sequence[int] | None = None) -> bool:
    """Whether `layout` with its pieces turned as `masks` is solved (see `flow_of`)."""
    return flow_of(layout, masks).solved
