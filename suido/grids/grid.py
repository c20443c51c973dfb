"""A board's geometry: its sides, its turn, its neighbours and its edges, one object per grid.

Every layer asks a ``Grid`` (``grid_of(layout)`` or ``GRIDS[name]``) and never tests which grid
it is (the shape of hexapipes' ``AbstractGrid``): the codes, the flow, the check, the game, the
solver, the generator, the difficulty, the symmetry and the drawing. Two grids exist:

* ``SQUARE``: four sides, bits N 1, E 2, S 4, W 8 (SUIDO-JS.md section 0); a turn is a quarter.
* ``HEX``: pointy-topped hexagons in rows, odd rows shifted half a cell to the right ("odd-r",
  as hexapipes); six sides clockwise from north-east, bits NE 1, E 2, SE 4, SW 8, W 16, NW 32;
  a turn is a sixth (60 degrees).

On both, side ``i`` is the bit ``1 << i``, a clockwise turn is a rotate left of the side bits,
the opposite side is half the sides round, and ``cell = row * width + col``. A wall is named by
an edge number ``cell * len(grid.edge_sides) + k``: the ``k``-th of the cell's ``edge_sides``
(square: east, south; hexagon: east, south-east, south-west); a wall on another side is written
on the neighbour across it.

>>> HEX.turn(0b000011)          # north-east and east turn to east and south-east
6
>>> HEX.turn(1, -1)             # north-east turns anticlockwise to north-west
32
>>> SQUARE.rotations_of(5), HEX.rotations_of(9)
((5, 10), (9, 18, 36))
>>> HEX.neighbour_table(3, 2, False, ())[0:6]   # cell 0 (even row): only east and south-east
(-1, 1, 3, -1, -1, -1)
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Final


class Grid:
    """The contract every grid keeps. Sides are indices ``0..sides-1`` clockwise from the first
    (north on squares, north-east on hexagons); a mask is their bits, ``0..full``."""

    name: str
    sides: int
    full: int
    side_names: tuple[str, ...]
    """Each side's name in English words, by side index (the words' keys in ``suido.strings``)."""
    edge_sides: tuple[int, ...]
    """The sides a cell's own wall numbers name, in order (``edge = cell * len(edge_sides) + k``)."""
    shapes: tuple[tuple[str, int], ...]
    """Every shape a piece can have up to turning, with one mask of it (its least facing)."""

    def steps(self, row: int) -> tuple[tuple[int, int], ...]:
        """Per side index, the step ``(drow, dcol)`` to the neighbour of a cell in ``row``."""
        raise NotImplementedError

    def check_size(self, width: int, height: int, wrap: bool) -> str | None:
        """Why a board of these measures cannot be (a sentence), or None when it can."""
        raise NotImplementedError

    def centre(self, cell: int, width: int) -> tuple[float, float]:
        """The cell's centre in board units (a square cell is 1 by 1; a hexagon is 1 across its
        flats), the board's top-left corner at (0, 0)."""
        raise NotImplementedError

    def corners(self) -> tuple[tuple[float, float], ...]:
        """A cell's outline as corners about its centre, in board units, clockwise."""
        raise NotImplementedError

    def extent(self, width: int, height: int) -> tuple[float, float]:
        """The board's width and height in board units (every cell inside)."""
        raise NotImplementedError

    def arm_end(self, side: int) -> tuple[float, float]:
        """The midpoint of the cell's edge on ``side`` about its centre, in board units: where an
        arm's pipe ends."""
        raise NotImplementedError

    def distance(self, a: int, b: int, width: int) -> int:
        """The fewest steps from cell ``a`` to cell ``b`` on a board ``width`` wide, not wrapping
        and through no wall (square: rows plus columns; hexagon: steps to the six neighbours)."""
        raise NotImplementedError

    # what follows is the same on every grid, worked out from the above

    def opposite(self, side: int) -> int:
        """The side index facing ``side`` across an edge (half the sides round)."""
        return (side + self.sides // 2) % self.sides

    def turn(self, mask: int, by: int = 1) -> int:
        """``mask`` turned ``by`` steps clockwise (negative: anticlockwise), as a rotate left of
        its side bits; only its low ``sides`` bits are read."""
        n = self.sides
        mask &= self.full
        by %= n
        return ((mask << by) | (mask >> (n - by))) & self.full

    def arms_of(self, mask: int) -> int:
        """How many sides ``mask`` opens on."""
        return (mask & self.full).bit_count()

    def rotations_of(self, mask: int) -> tuple[int, ...]:
        """The distinct facings of ``mask``, ascending."""
        return _rotations(self.sides, mask & self.full)

    def can_turn(self, mask: int) -> bool:
        """Whether turning ``mask`` changes it: False for bare ground and a piece open on every side."""
        return (mask & self.full) not in (0, self.full)

    def turns_between(self, a: int, b: int) -> int | None:
        """The fewest steps clockwise (``0..sides-1``) that turn ``a`` into ``b``, or None if ``b``
        is not a facing of ``a``."""
        for q in range(self.sides):
            if self.turn(a, q) == b & self.full:
                return q
        return None

    def taps_between(self, a: int, b: int, both: bool = True) -> int | None:
        """The fewest taps from ``a`` to ``b``: ``min(q, sides - q)`` for the clockwise steps q when
        both directions may be used, else q. None if ``b`` is not a facing of ``a``."""
        q = self.turns_between(a, b)
        if q is None:
            return None
        return min(q, (self.sides - q) % self.sides) if both else q

    def shape_of(self, mask: int) -> str:
        """The name of ``mask``'s shape (one of ``shapes``)."""
        return _shape_names(self)[min(self.rotations_of(mask))]

    def neighbour_table(self, width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[int, ...]:
        """``table[cell * sides + side]``: the cell across that side, or -1 at the rim of a board
        that does not wrap or across a wall (a wall cuts both ways). On a wrap board the rows and
        the columns run round (cached)."""
        return _table(self, width, height, wrap, walls)

    def edge(self, cell: int, side: int, width: int, height: int, wrap: bool) -> int | None:
        """The wall number of the edge on ``side`` of ``cell``, written on whichever of the two
        cells owns it; None when no cell is across (the rim of a board that does not wrap)."""
        other = _table(self, width, height, wrap, ())[cell * self.sides + side]
        if other < 0:
            return None
        k = len(self.edge_sides)
        if side in self.edge_sides:
            return cell * k + self.edge_sides.index(side)
        return other * k + self.edge_sides.index(self.opposite(side))

    def edge_cells(self, edge: int, width: int, height: int, wrap: bool) -> tuple[int, int, int] | None:
        """The edge numbered ``edge`` as ``(cell, side, other)``: the cell that owns it, its side,
        and the cell across; None when no cell is across (off a board that does not wrap)."""
        cell, k = divmod(edge, len(self.edge_sides))
        side = self.edge_sides[k]
        other = _table(self, width, height, wrap, ())[cell * self.sides + side]
        return None if other < 0 else (cell, side, other)


@lru_cache(maxsize=512)
def _rotations(n: int, mask: int) -> tuple[int, ...]:
    full = (1 << n) - 1
    return tuple(sorted({((mask << q) | (mask >> (n - q))) & full for q in range(n)}))


@lru_cache(maxsize=4)
def _shape_names(grid: Grid) -> dict[int, str]:
    return {mask: name for name, mask in grid.shapes}


@lru_cache(maxsize=64)
def _table(grid: Grid, width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[int, ...]:
    n = grid.sides
    table = [-1] * (width * height * n)
    for row in range(height):
        for side, (dr, dc) in enumerate(grid.steps(row)):
            for col in range(width):
                r, c = row + dr, col + dc
                if wrap:
                    r, c = r % height, c % width
                elif not (0 <= c < width and 0 <= r < height):
                    continue
                table[(row * width + col) * n + side] = r * width + c
    k = len(grid.edge_sides)
    for edge in walls:
        cell, j = divmod(edge, k)
        side = grid.edge_sides[j]
        other = table[cell * n + side]
        if other >= 0:
            table[cell * n + side] = -1
            table[other * n + grid.opposite(side)] = -1
    return tuple(table)


class _Square(Grid):
    name = "square"
    sides = 4
    full = 15
    side_names = ("north", "east", "south", "west")
    edge_sides = (1, 2)
    shapes = (("blank", 0), ("end", 1), ("elbow", 3), ("straight", 5), ("tee", 7), ("cross", 15))
    _STEPS: Final = ((-1, 0), (0, 1), (1, 0), (0, -1))

    def steps(self, row: int) -> tuple[tuple[int, int], ...]:
        return self._STEPS

    def check_size(self, width: int, height: int, wrap: bool) -> str | None:
        if wrap and (width < 3 or height < 3):
            return f"{width}x{height}: wrap needs both sides at least 3"
        return None

    def centre(self, cell: int, width: int) -> tuple[float, float]:
        row, col = divmod(cell, width)
        return (col + 0.5, row + 0.5)

    def corners(self) -> tuple[tuple[float, float], ...]:
        return ((-0.5, -0.5), (0.5, -0.5), (0.5, 0.5), (-0.5, 0.5))

    def extent(self, width: int, height: int) -> tuple[float, float]:
        return (float(width), float(height))

    def arm_end(self, side: int) -> tuple[float, float]:
        return ((0.0, -0.5), (0.5, 0.0), (0.0, 0.5), (-0.5, 0.0))[side]

    def distance(self, a: int, b: int, width: int) -> int:
        (ar, ac), (br, bc) = divmod(a, width), divmod(b, width)
        return abs(ar - br) + abs(ac - bc)

    def __repr__(self) -> str:
        return "SQUARE"


_ROOT3: Final = math.sqrt(3)


class _Hex(Grid):
    name = "hex"
    sides = 6
    full = 63
    side_names = ("north-east", "east", "south-east", "south-west", "west", "north-west")
    edge_sides = (1, 2, 3)
    # one mask of each of the 14 shapes up to turning (its least facing), by the arms and their gaps
    shapes = (("blank", 0), ("end", 1), ("sharp", 3), ("wide", 5), ("straight", 9), ("fan", 7),
              ("hook", 11), ("crook", 13), ("tripod", 21), ("claw", 15), ("fork", 23), ("double", 27),
              ("five", 31), ("star", 63))
    _EVEN: Final = ((-1, 0), (0, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
    _ODD: Final = ((-1, 1), (0, 1), (1, 1), (1, 0), (0, -1), (-1, 0))

    def steps(self, row: int) -> tuple[tuple[int, int], ...]:
        return self._ODD if row & 1 else self._EVEN

    def check_size(self, width: int, height: int, wrap: bool) -> str | None:
        if wrap and width < 3:
            return f"{width}x{height}: wrap needs at least 3 columns on a hexagonal board"
        if wrap and (height < 4 or height % 2):
            return f"{width}x{height}: wrap needs an even number of rows on a hexagonal board, at least 4"
        return None

    # a hexagon is 1 across its flats (east to west) and 2/sqrt(3) from its top corner to its bottom
    def centre(self, cell: int, width: int) -> tuple[float, float]:
        row, col = divmod(cell, width)
        return (col + 0.5 + 0.5 * (row & 1), 1 / _ROOT3 + row * _ROOT3 / 2)

    def corners(self) -> tuple[tuple[float, float], ...]:
        r = 1 / _ROOT3
        return tuple((r * math.cos(math.radians(a)), r * math.sin(math.radians(a)))
                     for a in (-90, -30, 30, 90, 150, 210))

    def extent(self, width: int, height: int) -> tuple[float, float]:
        return (width + (0.5 if height > 1 else 0.0), 2 / _ROOT3 + (height - 1) * _ROOT3 / 2)

    def arm_end(self, side: int) -> tuple[float, float]:
        a = math.radians(-60 + 60 * side)
        return (0.5 * math.cos(a), 0.5 * math.sin(a))

    def distance(self, a: int, b: int, width: int) -> int:
        # odd-r offsets to cube coordinates (x + y + z = 0), then half the cube steps
        (ar, ac), (br, bc) = divmod(a, width), divmod(b, width)
        ax, bx = ac - (ar - (ar & 1)) // 2, bc - (br - (br & 1)) // 2
        return (abs(ax - bx) + abs(ar - br) + abs(ax + ar - bx - br)) // 2

    def __repr__(self) -> str:
        return "HEX"


SQUARE: Final[Grid] = _Square()
HEX: Final[Grid] = _Hex()
GRIDS: Final[dict[str, Grid]] = {"square": SQUARE, "hex": HEX}
"""The grids by name (a ``Layout``'s ``grid``)."""


def grid_named(name: str) -> Grid:
    """The grid called ``name`` ("square" or "hex"); ValueError for any other."""
    try:
        return GRIDS[name]
    except (KeyError, TypeError):
        raise ValueError(f"grid {name!r} is not one of {', '.join(GRIDS)}") from None
