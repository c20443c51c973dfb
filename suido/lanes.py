"""Whole-board integers with one byte per cell (*lanes*): what faces each cell across its sides.

The flow and the solver read, for every cell at once, what the piece across each side does on
its side back. A board's values (masks, or a set of sides per cell) packed one byte per cell,
cell 0 lowest (``int.from_bytes(bytes(values), "little")``), are shifted a lane along a row or a
row along the board, so the work runs in C on a few integers however large the board.
The neighbours are those of ``codes.neighbours_of`` (SUIDO-JS.md 3.1): the rim of a board that does
not wrap and a wall have no cell across.

>>> from suido.codes import decode
>>> layout = decode("3x2:35B7vM")  # masks 3 5 1 / 7 15 12
>>> lanes = int.from_bytes(bytes(layout.cells), "little")
>>> list(facing(3, 2, False, (), lanes).to_bytes(6, "little"))  # cell 1: south (4) and west (8) open back
[4, 12, 0, 2, 11, 8]
"""

from __future__ import annotations

from functools import lru_cache

from .codes import neighbour_table


@lru_cache(maxsize=64)
def _shape(width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[int, ...]:
    """``(across, first_col, last_col, full, north, east, south, west)``: ``across`` has bit ``s`` of a
    cell's lane where a cell is across side ``s``; ``first_col``/``last_col`` 0xFF in those columns'
    lanes; ``full`` every lane; ``north``..``west`` the side's bit in every lane."""
    size = width * height
    table = neighbour_table(width, height, wrap, walls)
    across = 0
    for side in range(4):
        across |= int.from_bytes(bytes(map((-1).__lt__, table[side::4])), "little") << side
    first = int.from_bytes(bytes(255 if c % width == 0 else 0 for c in range(size)), "little")
    last = int.from_bytes(bytes(255 if c % width == width - 1 else 0 for c in range(size)), "little")
    return (across, first, last, (1 << 8 * size) - 1,
            *(int.from_bytes(bytes([1 << side]) * size, "little") for side in range(4)))


def sides_off(width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> int:
    """Per cell's lane, the sides with no cell across: the rim of a board that does not wrap, and walls."""
    shape = _shape(width, height, wrap, walls)
    return shape[0] ^ (shape[4] | shape[5] | shape[6] | shape[7])


def facing(width: int, height: int, wrap: bool, walls: tuple[int, ...], lanes: int) -> int:
    """Per cell's lane, the sides ``s`` whose cell across has the side back (``s + 2``) set in
    ``lanes`` (values 0..15, one byte per cell); nothing on a side with no cell across."""
    across, first, last, full, n, e, s, w = _shape(width, height, wrap, walls)
    row, col = 8 * width, 8 * (width - 1)
    # the value across each side, in each cell's lane (wrapping round; ``across`` drops what is not there)
    east = (lanes >> 8) & ~last | (lanes & first) << col
    west = (lanes << 8) & full & ~first | (lanes & last) >> col
    south = lanes >> row | (lanes << row * (height - 1)) & full
    north = (lanes << row) & full | lanes >> row * (height - 1)
    return across & (n & north >> 2 | e & east >> 2 | s & south << 2 | w & west << 2)
