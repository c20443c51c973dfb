"""The contract every grid keeps: its sides, its turn, its neighbours and its edges, and what else a
layer asks of a grid (its code characters, its drawing parts, its symmetry, the generator's pools, its
words' keys, its text drawing), with what is worked out the same on every grid.

Every layer asks a `Grid` (`grid_of(layout)` or `GRIDS[name]`) and never tests which grid
it is (the shape of hexapipes' `AbstractGrid`): the codes, the flow, the check, the game, the
solver, the generator, the difficulty, the symmetry and the drawing. Each grid is a module of
`suido.grids` (`square`, `hex`).

On every grid, side `i` is the bit `1 << i` and a cell's polygon (`suido.grids.polygon`) says
which sides it has and how it turns; a board's cells each have one (`polygon_of`). On squares and
hexagons one polygon has every side, a clockwise turn is a rotate left of the side bits, the opposite
side is half the sides round, and `cell = row * width + col`; the grids laid out as hexapipes lays
them (`suido.grids.tiling`) number their cells as it does, mix polygons, and may leave cells out of
a board's shape (`holes`: no cell, always bare ground). A wall is named by
an edge number `cell * len(grid.edge_sides) + k`: the `k`-th of the cell's `edge_sides`
(square: east, south; hexagon: east, south-east, south-west); a wall on another side is written
on the neighbour across it.

>>> from suido.grids import HEX, SQUARE
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

from functools import lru_cache
from typing import Any, Callable, Final, Mapping, Sequence

from .places import Places, uniform_places
from .polygon import Polygon

PLAIN: Final = "0123456789abcdef"
"""A board code's characters for a plain piece, by mask (or part of a mask); `PUMP` the same with a pump,
`DRAIN` with a drain."""
PUMP: Final = "ghijklmnopqrstuv"
DRAIN: Final = "ABCDEFGHIJKLMNOP"
ROLES: Final = {"plain": PLAIN, "source": PUMP, "drain": DRAIN}
"""A code's characters by a cell's role."""


class Grid:
    """The contract every grid keeps. Sides are indices `0..sides-1` clockwise from the first
    (north on squares, north-east on hexagons); a mask is their bits, `0..full`."""

    name: str
    sides: int
    """The grid's directions (a cell's polygon has some of them): the neighbour table's width."""
    full: int
    """Every side's bit: no mask on the grid is above it (a cell's own is its polygon's `full`)."""
    polygons: tuple[Polygon, ...]
    """The grid's polygons; `polygon_of` says each cell's by its index here."""
    side_names: tuple[str, ...]
    """Each side's name in English words, by side index (the words' keys in `suido.strings`)."""
    edge_sides: tuple[int, ...]
    """The sides a cell's own wall numbers name, in order (`edge = cell * len(edge_sides) + k`)."""
    shapes: tuple[tuple[str, int], ...]
    """Every shape a piece can have up to turning, with one mask of it (its least facing)."""
    adjective: str
    """The grid's adjective in English ("square", "hexagonal": "a hexagonal board"), for messages."""
    noun: str
    """What its cells are called in English ("squares", "hexagons")."""
    letter: str
    """The board code's flag for this grid, after the kind's letter ("" on squares, "h" on hexagons)."""
    cell_chars: int
    """The characters a cell takes in a board code."""
    pump_chars: str
    """Where a code's pump is, in words ("a cell written g to v"), for the error of a board with none."""
    has_squares: bool
    """Whether big pieces and blocks (squares of four) can be on a board of this grid."""
    ruled: bool
    """Whether the cells stand in straight rows and columns (the drawing's grid lines then run across)."""
    hit_part: str | None
    """The drawing's hit area of a piece and the shade of a locked one (SVG, in drawing units about the
    centre), or None: both are the cell's outline."""
    shade_part: str | None
    lock_shift: tuple[int, int] | None
    """How far in the drawing moves a locked piece's padlock from its corner, or None (not at all)."""
    pools: tuple[tuple[int, ...], tuple[int, ...], tuple[int, ...]]
    """The generator's pools: the spares a drains board draws from (pieces the answer leaves dry), the
    decoys an inlet-outlet board draws from, and what an inlet-outlet spare becomes when it is in the way
    (each a mask in its least facing; the scramble turns it)."""
    spares: Mapping[str, float] = {"drains": 0.5, "inlet-outlet": 0.85}
    """By kind, the share of the cells a board's answer leaves unused that `make` gives a spare piece when it is not
    told (`suido.options`)."""
    proof_budget: int = 300
    """The nodes the generator's proof that a plan has one answer may search before the plan is dropped
    (`suido.generator`: a new plan is cheaper on average than a hard proof)."""
    reference_prefix: str
    """The difficulty's reference sets' names start with this ("" on squares, "h" on hexagons)."""
    reference_sides: tuple[int, ...]
    """The sides that have a difficulty's reference set."""
    board_words: Mapping[str, str]
    """A board's own lines on this grid: the key of the square's line -> the key of this grid's
    (`suido.strings`), e.g. how to play and a hint's taps, said in sixths on hexagons."""
    keys: Mapping[str, int]
    """Keys beside the arrows that move the focus to a neighbour (`e.key`, a digit): the side each goes to."""
    board_shapes: tuple[str, ...] = ()
    """The shapes (`suido.grids.shapes`) a board of this grid that does not wrap may be given (`make`'s `shape`),
    the first the one a donut has round its hole; none on squares and hexagons (their boards have no holes)."""
    wrap_shapes: tuple[str, ...] = ()
    """The shapes a board of this grid that wraps may be given."""
    guide: tuple[tuple[Any, ...], ...]
    """The piece guide (`pieces`): each piece's name, the board it is drawn on (width, height, kind, cells, sources,
    drains, locked, walls, bigs, blocks), whether wet, and its name's and its line's keys (`suido.strings`)."""

    def steps(self, row: int) -> tuple[tuple[int, int], ...]:
        """Per side index, the step `(drow, dcol)` to the neighbour of a cell in `row`."""
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
        """The midpoint of the cell's edge on `side` about its centre, in board units: where an
        arm's pipe ends."""
        raise NotImplementedError

    def check_flags(self, flags: str) -> str | None:
        """Why a board code's flags (the letters between the size and the colon) are not this grid's
        (a sentence), or None when they are."""
        raise NotImplementedError

    def read_cells(self, body: str) -> tuple[list[int], list[int], list[int]]:
        """The masks, pumps and drains of a code's cells part (`cell_chars` characters a cell, its
        length already checked); ValueError naming the first wrong cell."""
        raise NotImplementedError

    def cell_code(self, mask: int, role: str = "plain") -> str:
        """The code's characters of a cell: `role` is "plain", "source" (a pump) or "drain"."""
        raise NotImplementedError

    def symmetry_ops(self, width: int, height: int, wrap: bool = False,
                     holes: frozenset[int] | None = None) -> tuple[int, ...]:
        """The ops (of `suido.symmetry.transform_layout`: 0..7 on squares and hexagons) that keep a board of these
        measures (and shape: `holes`, the cells out of it; the grid's own when None)."""
        raise NotImplementedError

    def symmetry(self, op: int, width: int, height: int, wrap: bool = False, holes: frozenset[int] | None = None
                 ) -> tuple[int, int, Callable[[int], int], Callable[[int, int], int]]:
        """What op `op` (one of `symmetry_ops`; ValueError for another, saying why) does to a board:
        its new width and height, where each cell goes, and `side_to(cell, side)`: the side of the cell it goes
        to that the cell's side becomes."""
        raise NotImplementedError

    def text_rows(self, width: int, height: int, wrap: bool, walls: tuple[int, ...], cells: Sequence[int],
                  wet: Sequence[bool], sources: Sequence[int], drains: Sequence[int],
                  locked: Sequence[int]) -> list[str]:
        """The board as lines of text (the CLI's `show`): column numbers, then the cells, each with its
        pipe, whether it is wet, and its role (a pump, a drain, a locked piece)."""
        raise NotImplementedError

    def distance(self, a: int, b: int, width: int) -> int:
        """The fewest steps from cell `a` to cell `b` on a board `width` wide, not wrapping
        and through no wall (square: rows plus columns; hexagon: steps to the six neighbours)."""
        raise NotImplementedError

    # what follows is the same on every grid, worked out from the above

    def places(self, width: int, height: int, wrap: bool = False, holes: Sequence[int] | None = None) -> Places:
        """Where a board's cells stand (`suido.grids.places`): what the drawing, the edge marks and the keys ask;
        `holes` the cells out of the board's shape (a `Layout`'s; None: the grid's own, `holes`), whose extent and
        top-left corner are those of the cells in it (cached)."""
        return _places(self, width, height, wrap)

    def cell_count(self, width: int, height: int, wrap: bool = False) -> int:
        """How many cells a board of these measures has (holes counted): `width * height` on squares
        and hexagons; on the grids laid out as hexapipes lays them, its own count (`width` and `height`
        are then hexapipes' sizes)."""
        return width * height

    def polygon_of(self, width: int, height: int, wrap: bool = False) -> bytes:
        """Per cell of a board of these measures, its polygon's index in `polygons` (cached)."""
        return _zeros(self.cell_count(width, height, wrap))

    def holes(self, width: int, height: int, wrap: bool = False) -> frozenset[int]:
        """The cells out of the shape a board of these measures is given (hexapipes' empty cells, as its
        generator leaves them: none on squares and hexagons); a `Layout` says its own (`Layout.holes`)."""
        return frozenset()

    def shaped_holes(self, width: int, height: int, wrap: bool, shape: str | None) -> frozenset[int]:
        """The cells out of a board of these measures given the shape `shape` (one of `board_shapes`, or of
        `wrap_shapes` when it wraps; None: the grid's own, `holes`). ValueError naming the shapes the grid offers
        for any other, or when the shape leaves too few cells (`suido.grids.shapes`)."""
        if shape is None:
            return self.holes(width, height, wrap)
        offered = self.wrap_shapes if wrap else self.board_shapes
        if not isinstance(shape, str) or shape not in offered:
            board = f"a board of the {self.adjective} grid{' that wraps' if wrap else ''}"
            other = self.board_shapes if wrap else self.wrap_shapes
            has = (f"can have {_either(offered)}" if offered else
                   f"has none (one that {'does not wrap' if wrap else 'wraps'} can have {_either(other)})" if other
                   else "has none")
            raise ValueError(f"shape {shape!r}: {board} {has}")
        return self.shape_of_board(width, height, wrap, shape)

    def shape_of_board(self, width: int, height: int, wrap: bool, shape: str) -> frozenset[int]:
        """The holes of `shape`, one the grid offers (`shaped_holes` checks it)."""
        raise NotImplementedError

    def opposite(self, side: int) -> int:
        """The side index facing `side` across an edge (half the sides round on squares and
        hexagons; the grid's own pairs on the others)."""
        return (side + self.sides // 2) % self.sides

    @property
    def back_shift(self) -> int:
        """How many bits apart a side and its side back are (the same for every side of a grid)."""
        return abs(self.opposite(0))

    def turn(self, mask: int, by: int = 1, polygon: int = 0) -> int:
        """`mask` turned `by` steps clockwise (negative: anticlockwise) on the cell's polygon
        (its index, `polygon_of`): a rotate left of its side bits on squares and hexagons (one polygon with
        every side: `polygon` is 0); only its polygon's sides are read. (`suido.grids.tiling.Tiling` turns
        each cell's own.)"""
        n = self.sides
        mask &= self.full
        by %= n
        return ((mask << by) | (mask >> (n - by))) & self.full

    def arms_of(self, mask: int) -> int:
        """How many sides `mask` opens on."""
        return (mask & self.full).bit_count()

    def rotations_of(self, mask: int, polygon: int = 0) -> tuple[int, ...]:
        """The distinct facings of `mask` on the polygon `polygon`, ascending."""
        return _rotations(self.sides, mask & self.full)

    def can_turn(self, mask: int, polygon: int = 0) -> bool:
        """Whether turning `mask` changes it: False for bare ground and a piece open on every side."""
        return (mask & self.full) not in (0, self.full)

    def turns_between(self, a: int, b: int, polygon: int = 0) -> int | None:
        """The fewest steps clockwise (`0..sides-1`) that turn `a` into `b`, or None if `b`
        is not a facing of `a`."""
        for q in range(self.sides):
            if self.turn(a, q) == b & self.full:
                return q
        return None

    def taps_between(self, a: int, b: int, both: bool = True, polygon: int = 0) -> int | None:
        """The fewest taps from `a` to `b`: `min(q, sides - q)` for the clockwise steps q when
        both directions may be used, else q (`sides` the polygon's). None if `b` is not a facing of `a`."""
        q = self.turns_between(a, b, polygon)
        if q is None:
            return None
        n = self.polygons[polygon].sides
        return min(q, (n - q) % n) if both else q

    def shape_of(self, mask: int, polygon: int = 0) -> str:
        """The name of `mask`'s shape (one of `shapes`) on the polygon `polygon`."""
        return _shape_names(self)[min(self.rotations_of(mask))]

    def neighbour_table(self, width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[int, ...]:
        """`table[cell * sides + side]`: the cell across that side, or -1 at the rim of a board
        that does not wrap or across a wall (a wall cuts both ways). On a wrap board the rows and
        the columns run round (cached)."""
        return _table(self, width, height, wrap, walls)

    def edge(self, cell: int, side: int, width: int, height: int, wrap: bool) -> int | None:
        """The wall number of the edge on `side` of `cell`, written on whichever of the two
        cells owns it; None when no cell is across (the rim of a board that does not wrap)."""
        other = self.neighbour_table(width, height, wrap, ())[cell * self.sides + side]
        if other < 0:
            return None
        k = len(self.edge_sides)
        if side in self.edge_sides:
            return cell * k + self.edge_sides.index(side)
        return other * k + self.edge_sides.index(self.opposite(side))

    def edge_cells(self, edge: int, width: int, height: int, wrap: bool) -> tuple[int, int, int] | None:
        """The edge numbered `edge` as `(cell, side, other)`: the cell that owns it, its side,
        and the cell across; None when no cell is across (off a board that does not wrap)."""
        cell, k = divmod(edge, len(self.edge_sides))
        side = self.edge_sides[k]
        other = self.neighbour_table(width, height, wrap, ())[cell * self.sides + side]
        return None if other < 0 else (cell, side, other)


def _either(names: Sequence[str]) -> str:
    """Names in English as a choice: "a", "a or b", "a, b or c"."""
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"


@lru_cache(maxsize=16)
def _places(grid: Grid, width: int, height: int, wrap: bool) -> Places:
    return uniform_places(grid, width, height, wrap)


@lru_cache(maxsize=16)
def _zeros(n: int) -> bytes:
    return bytes(n)


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
    return walled(table, walls, grid.edge_sides, n, grid.opposite)


def walled(table: list[int], walls: tuple[int, ...], edge_sides: tuple[int, ...], n: int,
           back: Callable[[int], int]) -> tuple[int, ...]:
    """A neighbour table (`n` sides a cell) with its walls cut, both ways: an edge numbered `edge` is side
    `edge_sides[edge % len(edge_sides)]` of cell `edge // len(edge_sides)`, and `back(side)` the side that faces it."""
    k = len(edge_sides)
    for edge in walls:
        cell, j = divmod(edge, k)
        side = edge_sides[j]
        other = table[cell * n + side]
        if other >= 0:
            table[cell * n + side] = -1
            table[other * n + back(side)] = -1
    return tuple(table)
