"""What the grids laid out as hexapipes lays them share: their cells numbered as hexapipes numbers them, their
masks in hexapipes' own direction bits, its wrap, and the holes its boards' shapes leave.

hexapipes (gereleth/hexapipes, MIT) plays nine grids. Seven of them are Suido's only through this: octagonal,
etrat, cube, trihexagonal, snub square, rhombitrihexagonal and triangular, each a module of `suido.grids`
holding a `Tiling`. A board's `width` and `height` are hexapipes' sizes (its site's `/octagonal/7`: 7 and 7),
from which each grid works out its own rows of blocks; its cells are `0..cell_count-1` in hexapipes'
order, a mask's bit `s` is hexapipes' direction `1 << s` on that grid, the side facing `s` across an edge
is hexapipes' `OPPOSITE`, and a cell's polygon (`suido.grids.polygon`) has hexapipes' edges turned as
hexapipes turns them (its `rotate(tile, 1)` is our turn of one step clockwise). A board that does not wrap
may leave cells out of its shape (hexapipes' empty cells): `holes` are those of the shape hexapipes' generator
gives a board of that size, a `Layout`'s `holes` those of its own shape (a daily's may be another); a cell out
of the shape is bare ground (a pipe facing it leaks).
`../shared/peer/hexapipes/topology/` holds hexapipes' own neighbour tables, which
`tests/engine/test_grids_topology.py` holds every grid here to.

`hex_step` is hexapipes' own hexagonal step, wrap included (its seam shifts a column: row -1 is the last
row one column on), on which etrat and cube lay their blocks.
"""

from __future__ import annotations

import math
from functools import lru_cache
from typing import Callable, Final, Mapping, Sequence

from .grid import DRAIN, PLAIN, PUMP, ROLES, Grid, walled
from .places import Places, tiled_places
from .polygon import Polygon
from .shapes import shape_holes

HEX_EAST: Final = 0
HEX_NORTH_EAST: Final = 1
HEX_NORTH_WEST: Final = 2
HEX_WEST: Final = 3
HEX_SOUTH_WEST: Final = 4
HEX_SOUTH_EAST: Final = 5
_HEX_EVEN: Final = ((0, 1), (-1, 0), (-1, -1), (0, -1), (1, -1), (1, 0))
_HEX_ODD: Final = ((0, 1), (-1, 1), (-1, 0), (0, -1), (1, 0), (1, 1))


def js_round(x: float) -> int:
    """JavaScript's `Math.round`: halves go up (Python's `round` takes them to the even)."""
    return math.floor(x + 0.5)


def hex_step(cell: int, direction: int, width: int, height: int, wrap: bool,
             gone: frozenset[int] = frozenset()) -> int:
    """hexapipes' step on a board of hexagons `width` by `height` (odd rows shifted east): the cell across
    `direction` (`HEX_EAST`... in hexapipes' order E, NE, NW, W, SW, SE), or -1 off a board that does not
    wrap or onto a cell in `gone`. Wrap as hexapipes has it: off the top, the last row one column east; off
    the bottom, the first row one column west when the height is even."""
    row, col = divmod(cell, width)
    dr, dc = (_HEX_ODD if row & 1 else _HEX_EVEN)[direction]
    row, col = row + dr, col + dc
    if wrap:
        if row == -1:
            row, col = height - 1, col + 1
        if row == height:
            row, col = 0, col - (1 - height % 2)
        col %= width
    if not (0 <= row < height and 0 <= col < width):
        return -1
    found = row * width + col
    return -1 if found in gone else found


def skewed_rows(w: int, h: int, wrap: bool, units: int) -> Callable[[int, int, int], int]:
    """`at(row, col, unit)`: the cell of tile `unit` of the group at (row, col) on hexapipes' skewed rows (a row's
    columns shift half a group each two rows unless the board wraps), `units` cells a group; -1 off the board."""
    def at(r: int, col: int, unit: int) -> int:
        if wrap:
            col, r = col % w, r % h
        else:
            col += r // 2
            if not (0 <= col < w and 0 <= r < h):
                return -1
        return units * (r * w + col) + unit
    return at


def hexagon_shape(width: int, height: int) -> frozenset[int]:
    """The hexagons hexapipes leaves out to trim a board of hexagons to a hexagon (its `useShape('hexagon')`)."""
    gone: set[int] = set()
    middle = height // 2
    left = width * middle
    right = left + width - 1
    for start, shift, erase in ((left, HEX_NORTH_EAST, HEX_WEST), (right, HEX_NORTH_WEST, HEX_EAST),
                                (left, HEX_SOUTH_EAST, HEX_WEST), (right, HEX_SOUTH_WEST, HEX_EAST)):
        cell = start
        for _ in range(middle):
            step = hex_step(cell, shift, width, height, False, frozenset(gone))
            if step < 0:
                break
            cell = step
            other = hex_step(cell, erase, width, height, False, frozenset(gone))
            while other >= 0:
                gone.add(other)
                other = hex_step(other, erase, width, height, False, frozenset(gone))
    return frozenset(gone)


def hexapipes_polygon(name: str, ccw: Sequence[int], angles: Sequence[float], reach: float) -> Polygon:
    """A polygon from hexapipes' way of giving one: its sides (bit numbers) anticlockwise from its first edge,
    with each edge's angle in degrees, and how far its edges' middles are from its centre (in hexapipes' units:
    two neighbouring hexagons of its hexagonal grid 1 apart); ours runs clockwise from the same first edge."""
    n = len(ccw)
    order = [(-k) % n for k in range(n)]
    return Polygon(name, tuple(ccw[k] for k in order), tuple(float(angles[k] % 360) for k in order), reach)


class Board:
    """A board's measures worked out once (`Tiling.board`): its cell count, each cell's polygon, the holes of
    the shape hexapipes' generator gives it, the cell across each side of each cell (`-1` off the board:
    `table`), and hexapipes' own neighbour on that shape (`raw`: `-1` onto a hole too)."""

    def __init__(self, count: int, polygons: bytes, holes: frozenset[int], table: tuple[int, ...],
                 raw: tuple[int, ...]) -> None:
        self.count = count
        self.polygons = polygons
        self.holes = holes
        self.table = table
        self.raw = raw


class Tiling(Grid):
    """A grid laid out as hexapipes lays it (see the module). A grid module gives its `name`, `sides`,
    `side_names` (hexapipes' labels), `backs` (the side facing each side), `polygons`, and `measure`
    (the board of hexapipes' sizes)."""

    backs: tuple[int, ...]
    hexapipes_name: str
    """The grid's name in hexapipes (its puzzles' `grid`): the grid's own name but on `HEXAGONAL`."""
    cell_chars = 2
    pump_chars = "a cell whose first character is g to v"
    has_squares = False
    ruled = False
    hit_part = None
    shade_part = None
    lock_shift = None
    pools = ((1,), (1,), (0, 1))
    spares: Mapping[str, float] = {"drains": 0.25, "inlet-outlet": 0.85}
    """Half the square's share on drains boards: a spare on a polygon of many facings, or a triangle beside many
    cells, opens many ways round, and proving one answer took most of a 20x20 make (notes/grids.md)."""
    proof_budget = 150
    reference_sides: tuple[int, ...] = (5, 7, 10, 14, 20)
    """hexapipes' sizes (a board `size` x `size`) that have a difficulty's reference set (its prefix is the
    grid's code letter)."""
    # how to play: a piece turns one side round its own polygon, and the number pad's digits reach the diagonals;
    # a hint's taps on a touch screen in no one polygon's steps (a triangle's thirds, an octagon's eighths)
    board_words: Mapping[str, str] = {"howTo": "howToTiling", "hintedClockwiseTouch": "hinted",
                                      "hintedAnticlockwiseTouch": "hinted"}

    shape_group = 1
    """How many cells (numbered together) a shape keeps or leaves whole (`suido.grids.shapes`): 1, or the cube's
    three faces to a hexagon."""
    hole_radius = 1.2
    """How far from a board's middle a shape's hole reaches, in the polygons' units (`suido.grids.shapes`)."""

    def __init__(self) -> None:
        self.hexapipes_name = getattr(self, "hexapipes_name", self.name)
        self.full = (1 << self.sides) - 1
        self.reference_prefix = self.letter
        self.edge_sides = tuple(s for s in range(self.sides) if s < self.backs[s])
        if any(self.backs[self.backs[s]] != s for s in range(self.sides)):
            raise ValueError(f"{self.name}: the sides back are not pairs")

    def measure(self, width: int, height: int, wrap: bool) -> tuple[int, Callable[[int], int],
                                                                    frozenset[int], Callable[[int, int], int]]:
        """The board of hexapipes' sizes: its cell count, each cell's polygon, its holes, and the raw step
        (`step(cell, side)`: the cell across or -1 off the board; holes are taken out after)."""
        raise NotImplementedError

    def board(self, width: int, height: int, wrap: bool) -> Board:
        """The board's measures (cached)."""
        return _board(self, width, height, wrap)

    def cell_count(self, width: int, height: int, wrap: bool = False) -> int:
        return self.board(width, height, wrap).count

    def polygon_of(self, width: int, height: int, wrap: bool = False) -> bytes:
        return self.board(width, height, wrap).polygons

    def holes(self, width: int, height: int, wrap: bool = False) -> frozenset[int]:
        """The cells out of the shape hexapipes' generator gives a board of these measures (a board read from
        hexapipes has its own: its 0 tiles)."""
        return self.board(width, height, wrap).holes

    def frame_holes(self, width: int, height: int, wrap: bool = False) -> frozenset[int]:
        """The holes of the grid's own frame, which every shape keeps: `holes`, but on a grid whose generator trims
        the board further (the cube's hexagon of hexagons), which a shape takes the place of."""
        return self.holes(width, height, wrap)

    def shape_of_board(self, width: int, height: int, wrap: bool, shape: str) -> frozenset[int]:
        """The holes of `shape` on a board of these measures (`suido.grids.shapes`; cached)."""
        return _shaped(self, width, height, wrap, shape)

    def opposite(self, side: int) -> int:
        return self.backs[side]

    def turn(self, mask: int, by: int = 1, polygon: int = 0) -> int:
        return self.polygons[polygon].turn(mask, by)

    def rotations_of(self, mask: int, polygon: int = 0) -> tuple[int, ...]:
        return self.polygons[polygon].rotations_of(mask)

    def can_turn(self, mask: int, polygon: int = 0) -> bool:
        full = self.polygons[polygon].full
        return (mask & full) not in (0, full)

    def turns_between(self, a: int, b: int, polygon: int = 0) -> int | None:
        return self.polygons[polygon].turns_between(a, b)

    def shape_of(self, mask: int, polygon: int = 0) -> str:
        """The name of `mask`'s shape on the polygon `polygon`, by its arms and the gap between two: "blank",
        "end", "straight" (two arms facing), "elbow" (two beside each other on a triangle or a square), "sharp" and
        "wide" (two a step apart or more on a larger polygon), "tee" or "tripod" (three), "fork" (four), "five"
        (five), "cross" or "star" (every side but a triangle's)."""
        shape = self.polygons[polygon]
        n, arms = shape.sides, (mask & shape.full).bit_count()
        if arms == 2:
            at = [k for k, s in enumerate(shape.clockwise) if mask >> s & 1]
            gap = min(at[1] - at[0], n - at[1] + at[0])
            return "straight" if 2 * gap == n else "elbow" if n <= 4 else "sharp" if gap == 1 else "wide"
        if arms == n and n > 3:
            return "cross" if n == 4 else "star"
        return ("blank", "end", "", "tee" if n == 4 else "tripod", "fork", "five", "star", "star", "star")[arms]

    def steps(self, row: int) -> tuple[tuple[int, int], ...]:
        raise ValueError(f"a {self.adjective} board's cells do not stand in rows of one polygon")

    def check_size(self, width: int, height: int, wrap: bool) -> str | None:
        if not (2 <= width <= 64 and 2 <= height <= 64):
            return f"{width}x{height}: each of hexapipes' sizes is 2 to 64 on a {self.adjective} board"
        count = self.measure(width, height, wrap)[0]
        if count > 64 * 64:
            return f"{width}x{height}: {count} cells, more than a board can have (4096)"
        if _faces_itself(self, width, height, wrap):
            return f"{width}x{height}: too small to wrap on a {self.adjective} board (a cell would face itself)"
        return None

    def cannot_make(self, width: int, height: int, wrap: bool) -> str | None:
        """Why `make` cannot make a board of this size (it reads and plays one), or None: a board whose shape
        leaves fewer than two cells (a pump needs a piece to lead to), or a grid's own rule."""
        count, _, holes, _ = self.measure(width, height, wrap)
        if count - len(holes) < 2:
            return f"{width}x{height}: too small (its shape keeps one cell, and a pump needs a piece to lead to)"
        return None

    def hexapipes_neighbours(self, width: int, height: int, wrap: bool,
                             holes: frozenset[int] | None = None) -> tuple[int, ...]:
        """hexapipes' own `find_neighbour` for every cell and side (a hole's too) on the shape its generator
        gives the board (`holes`; or the shape whose holes are given), `-1` where it says empty:
        `table[cell * sides + side]`, and -1 on a side the cell's polygon has not. (`neighbour_table` is the
        board's whole grid: a hole is bare ground.)"""
        board = self.board(width, height, wrap)
        if holes is None or holes == board.holes:
            return board.raw
        return tuple(-1 if other in holes else other for other in board.table)

    def neighbour_table(self, width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[int, ...]:
        return _tiling_table(self, width, height, wrap, walls)

    def text_rows(self, width: int, height: int, wrap: bool, walls: tuple[int, ...], cells: Sequence[int],
                  wet: Sequence[bool], sources: Sequence[int], drains: Sequence[int],
                  locked: Sequence[int]) -> list[str]:
        # no picture: the board's cells one a line, each its polygon, the sides it opens on and what it is
        pumps, ends, fixed = set(sources), set(drains), set(locked)
        polygons = self.polygon_of(width, height, wrap)
        holes = self.holes(width, height, wrap)
        rows = []
        for cell, mask in enumerate(cells):
            if not mask and cell in holes:
                continue
            arms = ", ".join(self.side_names[s] for s in self.polygons[polygons[cell]].clockwise if mask >> s & 1)
            role = " P" if cell in pumps else " D" if cell in ends else ""
            rows.append(f"cell {cell} ({self.polygons[polygons[cell]].name}): {arms or 'bare ground'}{role}"
                        f"{' locked' if cell in fixed else ''}{' wet' if wet[cell] else ''}")
        return rows

    def centres(self, width: int, height: int, wrap: bool = False) -> tuple[tuple[float, float], ...]:
        """Every cell's centre (x east, y down, in the polygons' units), worked out from the polygons alone: a
        cell's neighbour across a side sits where the two edges' middles meet, breadth first from cell 0 across
        the whole grid (its holes too), then moved so that the outlines start at (0, 0). A board that wraps is
        unrolled from cell 0 (its seams are not folded back). Cached."""
        return _centres(self, width, height, wrap)

    def places(self, width: int, height: int, wrap: bool = False, holes: Sequence[int] | None = None) -> Places:
        """Where a board's cells stand, from `centres` (`suido.grids.places`), its extent that of the cells out of
        `holes` (None: the grid's own; cached)."""
        return _places(self, width, height, wrap, self.holes(width, height, wrap) if holes is None
                       else frozenset(holes))

    def _per_cell(self) -> ValueError:
        return ValueError(f"a {self.adjective} board's cells each have a polygon and a place of their own: ask"
                          " `places(width, height, wrap)`")

    def centre(self, cell: int, width: int) -> tuple[float, float]:
        raise self._per_cell()

    def corners(self) -> tuple[tuple[float, float], ...]:
        raise self._per_cell()

    def extent(self, width: int, height: int) -> tuple[float, float]:
        raise self._per_cell()

    def arm_end(self, side: int) -> tuple[float, float]:
        raise self._per_cell()

    def symmetry_ops(self, width: int, height: int, wrap: bool = False,
                     holes: frozenset[int] | None = None) -> tuple[int, ...]:
        """The turns and mirrors that keep the board's shape (`holes`: the generator's when None), found from the
        neighbour table (`symmetries`): 0 (leave it), then the others in the order `symmetries` finds them."""
        return tuple(range(len(self.symmetries(width, height, wrap, holes))))

    def symmetry(self, op: int, width: int, height: int, wrap: bool = False, holes: frozenset[int] | None = None
                 ) -> tuple[int, int, Callable[[int], int], Callable[[int, int], int]]:
        found = self.symmetries(width, height, wrap, holes)
        if isinstance(op, bool) or not isinstance(op, int) or not 0 <= op < len(found):
            raise ValueError(f"op {op} does not keep a {self.adjective} {width}x{height} board"
                             f"{' that wraps' if wrap else ''}: only ops 0 to {len(found) - 1} do (its turns and"
                             " mirrors that keep its shape)")
        where, sides = found[op]
        n = self.sides
        return width, height, where.__getitem__, lambda cell, side: sides[cell * n + side]

    def symmetries(self, width: int, height: int, wrap: bool = False, holes: frozenset[int] | None = None
                   ) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
        """Every turn and mirror of the board (its shape's cells: all but `holes`, the generator's when None) that
        maps it onto itself, as hexapipes lays it: per op, where each cell goes, and per cell and side
        (`cell * sides + side`) the side of the cell it goes to (-1 where the cell's polygon has no such side).
        Found from the neighbour table alone: an op takes a cell to a cell of as many sides, each side to a side
        in the same (a turn) or the other (a mirror) order round the polygon, and each neighbour to the
        neighbour across the side its side goes to (the rim and the holes, where a pipe leaks, to the rim or a
        hole). On a board that wraps, only those that keep cell 0 where it is (its turns and mirrors about that
        cell; a board moved round its wrap is not counted the same). Op 0 leaves the board as it is; holes stay
        where they are. Cached."""
        shape = self.holes(width, height, wrap) if holes is None else frozenset(holes)
        return _symmetries(self, width, height, wrap, shape)

    def distance(self, a: int, b: int, width: int) -> int:
        raise ValueError(f"a {self.adjective} board's distances are steps across its neighbour table"
                         " (its rows are not one polygon's)")

    def check_flags(self, flags: str) -> str | None:
        if flags not in {k + self.letter + w for k in ("", "d", "i") for w in ("", "w")}:
            return (f"{flags!r}: the flags are at most one of d and i, then {self.letter} ({self.adjective}),"
                    " then w, each once")
        return None

    def cell_code(self, mask: int, role: str = "plain") -> str:
        return ROLES[role][mask >> 4 & 15] + PLAIN[mask & 15]

    def read_cells(self, body: str) -> tuple[list[int], list[int], list[int]]:
        cells, sources, drains, _ = self.read_board(body, ())
        return cells, sources, drains

    def read_board(self, body: str, polygons: Sequence[int]) -> tuple[list[int], list[int], list[int], list[int]]:
        """The masks, pumps, drains and cells out of the board's shape (`..`) of a code's cells part (two
        characters a cell, its length already checked), each mask held to its cell's polygon (`polygons`, by
        cell; none when empty); ValueError naming the first wrong cell."""
        cells: list[int] = []
        sources: list[int] = []
        drains: list[int] = []
        out: list[int] = []
        for i in range(len(body) // 2):
            first, second = body[2 * i], body[2 * i + 1]
            if first == "." or second == ".":
                if first + second != "..":
                    raise ValueError(f"cell {i}: {first + second!r} is not a cell: a cell out of the board's shape"
                                     " is written '..'")
                out.append(i)
                cells.append(0)
                continue
            if first in PLAIN:
                high, role = PLAIN.index(first), None
            elif first in PUMP:
                high, role = PUMP.index(first), sources
            elif first in DRAIN:
                high, role = DRAIN.index(first), drains
            else:
                raise ValueError(f"cell {i}: {first!r} is not a piece's first character"
                                 " (0-f a plain piece, g-v with a pump, A-P with a drain, or '..' no cell)")
            if second not in PLAIN:
                raise ValueError(f"cell {i}: {second!r} is not a piece's second character (0-9 or a-f)")
            mask = high << 4 | PLAIN.index(second)
            if polygons and mask & ~self.polygons[polygons[i]].full:
                polygon = self.polygons[polygons[i]]
                raise ValueError(f"cell {i}: {first + second!r} opens a side its polygon (a {polygon.name}) has not"
                                 f" (its sides' bits add up to {polygon.full})")
            if role is not None:
                if mask == 0:
                    raise ValueError(f"cell {i}: {first + second!r} puts a "
                                     f"{'pump' if role is sources else 'drain'} on bare ground")
                role.append(i)
            cells.append(mask)
        return cells, sources, drains, out

    def __repr__(self) -> str:
        return self.name.upper()


@lru_cache(maxsize=64)
def _board(grid: Tiling, width: int, height: int, wrap: bool) -> Board:
    count, polygon_at, holes, step = grid.measure(width, height, wrap)
    n = grid.sides
    polygons = bytes(polygon_at(cell) for cell in range(count))
    table = [-1] * (count * n)
    for cell in range(count):
        for side in grid.polygons[polygons[cell]].clockwise:
            table[cell * n + side] = step(cell, side)
    raw = tuple(-1 if other in holes else other for other in table)
    return Board(count, polygons, holes, tuple(table), raw)


@lru_cache(maxsize=64)
def _faces_itself(tiling: Tiling, width: int, height: int, wrap: bool) -> bool:
    """Whether a cell of a board of these measures would face itself across a side (cached: every decode and open
    asks, and the walk is the board's every side)."""
    raw, n = tiling.board(width, height, wrap).raw, tiling.sides
    return any(raw[i] == i // n for i in range(len(raw)))


@lru_cache(maxsize=64)
def _shaped(grid: Tiling, width: int, height: int, wrap: bool, shape: str) -> frozenset[int]:
    board = grid.board(width, height, wrap)
    first = grid.board_shapes[0] if grid.board_shapes else "hexagon"
    return shape_holes(shape, grid.places(width, height, wrap).centres, board.table, grid.sides,
                       grid.frame_holes(width, height, wrap), grid.shape_group, grid.hole_radius, first, wrap)


@lru_cache(maxsize=16)
def _centres(grid: Tiling, width: int, height: int, wrap: bool) -> tuple[tuple[float, float], ...]:
    table, n = grid.neighbour_table(width, height, wrap, ()), grid.sides
    shapes = [grid.polygons[p] for p in grid.polygon_of(width, height, wrap)]
    count = len(shapes)
    at: list[tuple[float, float] | None] = [None] * count
    for start in range(count):  # (one start on every grid's board: its cells are all joined)
        if at[start] is not None:
            continue
        at[start] = (0.0, 0.0)
        layer = [start]
        for cell in layer:  # breadth first: the list grows as it is read
            x, y = at[cell]  # type: ignore[misc]
            for side in shapes[cell].clockwise:
                other = table[cell * n + side]
                if other >= 0 and at[other] is None:
                    (ax, ay), (bx, by) = shapes[cell].arm_end(side), shapes[other].arm_end(grid.backs[side])
                    at[other] = (x + ax - bx, y + ay - by)
                    layer.append(other)
    placed = [p for p in at if p is not None]
    left = min(x + cx for (x, _), shape in zip(placed, shapes) for cx, _ in shape.corners())
    top = min(y + cy for (_, y), shape in zip(placed, shapes) for _, cy in shape.corners())
    return tuple((x - left, y - top) for x, y in placed)


@lru_cache(maxsize=16)
def _places(grid: Tiling, width: int, height: int, wrap: bool, holes: frozenset[int]) -> Places:
    return tiled_places(grid.centres(width, height, wrap), grid.polygon_of(width, height, wrap), grid.polygons,
                        grid.neighbour_table(width, height, wrap, ()), grid.backs, grid.sides, holes, wrap)


@lru_cache(maxsize=64)
def _tiling_table(grid: Tiling, width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> tuple[int, ...]:
    board = grid.board(width, height, wrap)
    n = grid.sides
    table = list(board.table)
    return walled(table, walls, grid.edge_sides, n, grid.backs.__getitem__)


@lru_cache(maxsize=32)
def _symmetries(grid: Tiling, width: int, height: int, wrap: bool, holes: frozenset[int]
                ) -> tuple[tuple[tuple[int, ...], tuple[int, ...]], ...]:
    n = grid.sides
    table, kinds = grid.neighbour_table(width, height, wrap, ()), grid.polygon_of(width, height, wrap)
    count = len(kinds)
    rings = [grid.polygons[p].clockwise for p in kinds]
    across = [[-1 if table[c * n + s] in holes else table[c * n + s] for s in rings[c]] for c in range(count)]
    shape = [c for c in range(count) if c not in holes]
    if not shape:
        return ((tuple(range(count)), tuple(table_sides(rings, n))),)

    def mark(c: int) -> tuple[int, int]:  # a cell's sides and how many open onto a cell of the shape
        return len(rings[c]), sum(o >= 0 for o in across[c])

    marks = {c: (mark(c), tuple(sorted(mark(o) for o in across[c] if o >= 0))) for c in shape}
    if wrap:
        start, targets = shape[0], [shape[0]]
    else:  # the cell whose mark is the rarest: the fewest places it can go
        tally: dict[tuple[object, ...], int] = {}
        for c in shape:
            tally[marks[c]] = tally.get(marks[c], 0) + 1
        start = min(shape, key=lambda c: (tally[marks[c]], c))
        targets = [c for c in shape if marks[c] == marks[start]]
    found = []
    for mirror in (False, True):
        for target in targets:
            for k in range(len(rings[start])):
                mapped = _map_from(grid, rings, across, start, target, k, mirror, len(shape))
                if mapped is not None:
                    found.append(mapped)
    identity = (tuple(range(count)), tuple(table_sides(rings, n)))
    ops = [identity]
    for where, turns in found:
        full_where = list(range(count))
        sides = [-1] * (count * n)
        for c in range(count):
            if c in where:
                w, f = where[c], turns[c]
                full_where[c] = w
                for i, s in enumerate(rings[c]):
                    sides[c * n + s] = rings[w][f[i]]
            else:
                for s in rings[c]:
                    sides[c * n + s] = s
        op = (tuple(full_where), tuple(sides))
        if op != identity:
            ops.append(op)
    return tuple(ops)


def table_sides(rings: Sequence[Sequence[int]], n: int) -> list[int]:
    """Per cell and side (`cell * n + side`), the side itself where the cell's polygon has it, else -1."""
    out = [-1] * (len(rings) * n)
    for c, ring in enumerate(rings):
        for s in ring:
            out[c * n + s] = s
    return out


def _map_from(grid: Tiling, rings: Sequence[tuple[int, ...]], across: Sequence[Sequence[int]], start: int,
              target: int, k: int, mirror: bool, size: int) -> tuple[dict[int, int], dict[int, list[int]]] | None:
    """The op taking `start` to `target`, its side `rings[start][i]` to `rings[target][k -/+ i]` (a mirror: minus),
    spread to every cell of the shape across the sides; None when some cell or side does not match (see
    `Tiling.symmetries`). Per cell: where it goes, and per place round its polygon the place it goes to."""
    way = -1 if mirror else 1
    m = len(rings[start])
    where = {start: target}
    taken = {target}
    turns = {start: [(k + way * i) % m for i in range(m)]}
    layer = [start]
    backs = grid.backs
    for c in layer:  # breadth first: the list grows as it is read
        w, f, ring = where[c], turns[c], rings[c]
        for i, o in enumerate(across[c]):
            j = f[i]
            image = across[w][j]
            if (o < 0) != (image < 0):
                return None
            if o < 0:
                continue
            size_o = len(rings[o])
            if len(rings[image]) != size_o:
                return None
            back_o = rings[o].index(backs[ring[i]])
            back_image = rings[image].index(backs[rings[w][j]])
            f_o = [(back_image + way * (x - back_o)) % size_o for x in range(size_o)]
            if o in where:
                if where[o] != image or turns[o] != f_o:
                    return None
                continue
            if image in taken:
                return None
            where[o] = image
            taken.add(image)
            turns[o] = f_o
            layer.append(o)
    return (where, turns) if len(where) == size else None
