"""Whole-board integers with one byte per cell (*lanes*): what faces each cell across its sides.

The flow and the solver read, for every cell at once, what the piece across each side does on
its side back. A board's values (masks, or a set of sides per cell) packed one byte per cell,
cell 0 lowest (`int.from_bytes(bytes(values), "little")`), are shifted a number of lanes, so
the work runs in C on a few integers however large the board. It works on any grid of
`suido.grids` (a mask is at most 6 bits, so a byte holds it): from the grid's neighbour table,
per distinct offset `across - cell` a lane mask picks the cells whose neighbour on some side
is that far away; the whole board is shifted once per offset, and the side back's bit is moved
onto the side's bit (the side back is half the sides round, so every move is that many bits, up
or down). The neighbours are those of `codes.neighbours_of` (SUIDO-JS.md 3.1): the rim of a
board that does not wrap and a wall have no cell across.

>>> from suido.codes import decode
>>> layout = decode("3x2:35B7vM")  # masks 3 5 1 / 7 15 12
>>> lanes = int.from_bytes(bytes(layout.cells), "little")
>>> list(facing(3, 2, False, (), lanes).to_bytes(6, "little"))  # cell 1: south (4) and west (8) open back
[4, 12, 0, 2, 11, 8]
>>> hexagons = int.from_bytes(bytes([2, 16, 0, 0]), "little")  # 2x2 hexagons: cell 0 E, cell 1 W
>>> list(facing(2, 2, False, (), hexagons, "hex").to_bytes(4, "little"))  # each faces the other's arm
[2, 16, 0, 0]
"""

from __future__ import annotations

from functools import lru_cache

from .grids import ALL_GRIDS as GRIDS


@lru_cache(maxsize=16)
def _unwalled(width: int, height: int, wrap: bool, grid: str) -> tuple[int, int, tuple[tuple[int, int, int], ...]]:
    """`_shape` of the board with no walls (worked out once a size, cell by cell)."""
    geometry = GRIDS[grid]
    n = geometry.sides
    size = geometry.cell_count(width, height, wrap)
    table = geometry.neighbour_table(width, height, wrap, ())
    off = bytearray(size)
    by_offset: dict[int, tuple[bytearray, bytearray]] = {}
    for cell in range(size):
        for side in range(n):
            other = table[cell * n + side]
            if other < 0:
                off[cell] |= 1 << side
                continue
            up, down = by_offset.setdefault(other - cell, (bytearray(size), bytearray(size)))
            back = geometry.opposite(side)
            (up if back > side else down)[cell] |= 1 << back
    moves = tuple((d, int.from_bytes(up, "little"), int.from_bytes(down, "little"))
                  for d, (up, down) in sorted(by_offset.items()))
    return int.from_bytes(off, "little"), geometry.back_shift, moves


@lru_cache(maxsize=64)
def _shape(width: int, height: int, wrap: bool, walls: tuple[int, ...], grid: str
           ) -> tuple[int, int, tuple[tuple[int, int, int], ...]]:
    """`(off, half, moves)`: `off` has, in each cell's lane, the bits of the sides with no cell
    across; `half` is the steps between a side and its side back; `moves` per distinct offset
    `d = across - cell` (ascending): `(d, up, down)`, `up` with the side back's bit (in the
    lanes of the cells whose neighbour on a side is `d` away) where the side back is the higher
    side, `down` where it is the lower. Walls only take bits out of the board without walls."""
    off, half, moves = _unwalled(width, height, wrap, grid)
    if not walls:
        return off, half, moves
    geometry = GRIDS[grid]
    cut: dict[int, int] = {}  # per offset: the bits a wall takes out of its `up` and `down`
    for edge in walls:
        found = geometry.edge_cells(edge, width, height, wrap)
        if found is None:
            continue
        for cell, side, other in (found, (found[2], geometry.opposite(found[1]), found[0])):
            off |= 1 << side << 8 * cell
            cut[other - cell] = cut.get(other - cell, 0) | 1 << geometry.opposite(side) << 8 * cell
    return off, half, tuple((d, up & ~cut.get(d, 0), down & ~cut.get(d, 0)) for d, up, down in moves)


def sides_off(width: int, height: int, wrap: bool, walls: tuple[int, ...], grid: str = "square") -> int:
    """Per cell's lane, the sides with no cell across: the rim of a board that does not wrap, and
    walls. `grid` is the board's grid's name (`suido.grids`)."""
    return _shape(width, height, wrap, walls, grid)[0]


def facing(width: int, height: int, wrap: bool, walls: tuple[int, ...], lanes: int, grid: str = "square") -> int:
    """Per cell's lane, the sides `s` whose cell across has the side back (`grid.opposite(s)`)
    set in `lanes` (values `0..grid.full`, one byte per cell); nothing on a side with no cell
    across. `grid` is the board's grid's name (`suido.grids`). A few shifts of whole-board
    integers per distinct offset between neighbours (4 on a square board that does not wrap)."""
    _, half, moves = _shape(width, height, wrap, walls, grid)
    up_bits = down_bits = 0
    for d, up, down in moves:
        # the value across, in each cell's lane: the lanes `d` cells on (the masks drop the rest)
        there = lanes >> 8 * d if d >= 0 else lanes << -8 * d
        up_bits |= there & up
        down_bits |= there & down
    return up_bits >> half | down_bits << half
