"""Board codes: the short text that names a board, and the `Layout` it stands for.

The grammar (compatible with the JavaScript package, SUIDO-JS.md section 2)::

    WxH[d|i][w]:cells[;l...][;w...][;b...][;k...]

* `W` and `H`: the width and height, 2..64 (3..64 when the board wraps or is inlet-outlet).
* the kind: `d` drains, `i` inlet-outlet, no letter a network; `w` (last) wraps.
* one character a cell, row by row: `0`-`f` a plain piece by its mask (`0` is bare
  ground), `g`-`v` the same piece with a pump, `A`-`P` with a drain.
* then, each only when not empty and always in this order, strictly ascending numbers:
  `;l` locked cells, `;w` walls by edge (`cell*2` the east side of a cell,
  `cell*2+1` its south side), `;b` big pieces and `;k` blocks by the top-left cell
  of their square of four.

A hexagonal board (`suido.grids.HEX`) is written `WxH[d|i]h[w]:cells[;l...][;w...]`: `h`
after the kind's letter; two characters a cell, the first the role and the mask's top two bits
(`0`-`3` plain, `g`-`j` a pump, `A`-`D` a drain), the second its low four bits
(`0`-`9a`-`f`); walls by edge `cell*3+k` (k 0 the east side, 1 the south-east, 2 the
south-west); wrap needs at least 3 columns and an even number of rows, at least 4; no `;b`
or `;k`. Its `Layout` has `grid == "hex"`.

The grids laid out as hexapipes lays them (`suido.grids.TILINGS`) are written
`WxH[d|i]G[w]:cells[;l...][;w...]`, `G` the grid's letter (`o` octagonal, `e` etrat, `c` cube, `k`
trihexagonal, `s` snub square, `r` rhombitrihexagonal, `t` triangular, `y` hexapipes' hexagons with its
wrap): `W` and `H` hexapipes' sizes, the cells as hexapipes numbers them (`Grid.cell_count`), two
characters a cell (the role and the mask's high four bits: `0`-`f` plain, `g`-`v` a pump, `A`-`P` a
drain; then its low four bits), the mask in hexapipes' direction bits of that grid and inside the cell's
polygon; `..` a cell out of the board's shape (`Layout.holes`); walls by edge `cell*k+j`, `j` the place of
the side among the cell's sides whose bit is below the side's back's (`Grid.edge_sides`). The guide
(docs/guide.md) says it in full.

An *answer* is the same code with every piece turned the way the solution has it.

>>> layout = decode("3x2:35B7vM")
>>> layout.cells, layout.sources, layout.drains
((3, 5, 1, 7, 15, 12), (4,), (2, 5))
>>> encode(layout)
'3x2:35B7vM'
"""

from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass
from functools import lru_cache
from typing import Collection, Final, Sequence

from .grids import ALL_GRIDS, GRIDS, SQUARE, Grid
from .grids.grid import DRAIN as _DRAIN, PLAIN as _PLAIN, PUMP as _PUMP

MIN_SIDE: Final = 2
MAX_SIDE: Final = 64
KINDS: Final = ("network", "drains", "inlet-outlet")
_KIND_LETTER: Final = {"network": "", "drains": "d", "inlet-outlet": "i"}
_HEAD = re.compile(r"([0-9]+)x([0-9]+)([a-z]*):")
_NUMS = re.compile(r"[0-9]+(?:,[0-9]+)*")
_LISTS: Final = ("l", "w", "b", "k")
_LIST_NAMES: Final = {"l": "locked", "w": "walls", "b": "big pieces", "k": "blocks"}


_SIZED: Final = frozenset(name for name in ALL_GRIDS if name not in GRIDS)
_BY_LETTER: Final = {g.letter: g for g in ALL_GRIDS.values() if g.letter}
"""The grids by their code letter (`Grid.letter`; the square grid has none)."""
_ORDER: Final = {g: i for i, g in enumerate(ALL_GRIDS.values())}
"""The grids whose cells are not `width * height` (those laid out as hexapipes lays them)."""


class CodeError(ValueError):
    """A board code that cannot be read; the message says what is wrong and where."""


_INT: Final = {int}


@dataclass(frozen=True)
class Layout:
    """A board as its code describes it.

    `cells` holds one mask (0..15) per cell, row by row (`cell = row * width + col`);
    `sources` (the pumps), `drains`, `locked`, `walls` (edge numbers), `bigs` and
    `blocks` (square anchors) are ascending tuples of ints. `kind` is "network",
    "drains" or "inlet-outlet"; `grid` is "square" or "hex" (`suido.grids`), whose sides the
    masks are (0..15 on squares, 0..63 on hexagons).
    """

    width: int
    height: int
    kind: str
    wrap: bool
    cells: tuple[int, ...]
    sources: tuple[int, ...]
    drains: tuple[int, ...]
    locked: tuple[int, ...] = ()
    walls: tuple[int, ...] = ()
    bigs: tuple[int, ...] = ()
    blocks: tuple[int, ...] = ()
    grid: str = "square"
    holes: tuple[int, ...] = ()
    """Cells out of the board's shape (a hexapipes board's 0 tiles; `Grid.holes` those of the shape its
    generator gives), always bare ground, written `..` (only on the grids laid out as hexapipes lays them)."""

    def __post_init__(self) -> None:
        # A layout made by hand (not by `decode`) is held to its shape here, so that a cell, wall
        # or square outside the board is a ValueError saying so, never an IndexError deep inside.
        # (What a code must also be, such as no pump on bare ground, is `decode`'s to say.)
        w, h = self.width, self.height
        if not all(type(v) is int and 1 <= v <= 64 for v in (w, h)):
            raise ValueError(f"a layout's width and height are whole numbers 1..64, not {w!r} and {h!r}")
        if self.grid not in ALL_GRIDS:
            raise ValueError(f"a layout's grid is one of {', '.join(ALL_GRIDS)}, not {self.grid!r}")
        geometry = ALL_GRIDS[self.grid]
        tiled = self.grid in _SIZED
        if tiled:  # a grid laid out as hexapipes lays it: its own count, some cells out of its shape
            why = geometry.check_size(w, h, self.wrap)
            if why:
                raise ValueError(why)
            n = geometry.cell_count(w, h, self.wrap)
        else:
            n = w * h
        if not isinstance(self.cells, tuple) or len(self.cells) != n:
            raise ValueError(f"a {w}x{h} layout has {n} cells as a tuple, not {type(self.cells).__name__}"
                             f" of {len(self.cells) if hasattr(self.cells, '__len__') else '?'}")
        for name, top in (("sources", n), ("drains", n), ("locked", n), ("walls", len(geometry.edge_sides) * n), ("bigs", n), ("blocks", n)):
            values = getattr(self, name)
            if not isinstance(values, tuple) or values and (  # (in C: a network's drains are hundreds)
                    not set(map(type, values)) <= _INT or min(values) < 0 or max(values) >= top):
                raise ValueError(f"a {w}x{h} layout's {name} are whole numbers 0..{top - 1} in a tuple, not {values!r}")
        if tiled:
            holes = self.holes
            if not isinstance(holes, tuple) or holes and (not set(map(type, holes)) <= _INT or min(holes) < 0
                                                          or max(holes) >= n or list(holes) != sorted(set(holes))):
                raise ValueError(f"a layout's holes are whole numbers 0..{n - 1} ascending in a tuple, not {holes!r}")
            for c in holes:
                if self.cells[c]:
                    raise ValueError(f"cell {c} is out of the {geometry.adjective} board's shape: it is bare ground,"
                                     f" not {self.cells[c]}")
        elif self.holes:
            raise ValueError(f"a {geometry.adjective} board has no cells out of its shape, not {self.holes!r}")
        if self.bigs or self.blocks:
            _check_squares(self)  # (decode's own check of the squares, in its order: SUIDO-JS.md 2)

    def __str__(self) -> str:
        """The layout as its board code (`encode`): `print(layout)` shows the code."""
        return encode(self)

    @property
    def size(self) -> int:
        """The number of cells: width * height on squares and hexagons, the grid's own count on the others
        (`Grid.cell_count`)."""
        if self.grid in _SIZED:
            return ALL_GRIDS[self.grid].cell_count(self.width, self.height, self.wrap)
        return self.width * self.height

    @property
    def geometry(self) -> Grid:
        """The board's geometry (`suido.grids`): its sides, its turn, its neighbours."""
        return ALL_GRIDS[self.grid]

    @property
    def polygons(self) -> bytes:
        """Per cell, its polygon's index in the grid's `polygons` (all 0 on squares and hexagons)."""
        return ALL_GRIDS[self.grid].polygon_of(self.width, self.height, self.wrap)


def grid_of(layout: Layout) -> Grid:
    """`layout`'s geometry (`suido.grids`): the one object every layer asks."""
    return ALL_GRIDS[layout.grid]


@dataclass(frozen=True)
class Square:
    """A square of four cells that turns as one: a big piece (`big`) or a block.

    `cells` runs clockwise from the anchor: top-left, top-right, bottom-right, bottom-left.
    """

    index: int
    anchor: int
    big: bool
    cells: tuple[int, int, int, int]


def square_cells(anchor: int, width: int) -> tuple[int, int, int, int]:
    """The cells of the square anchored (top-left) at `anchor`, clockwise from it."""
    return (anchor, anchor + 1, anchor + width + 1, anchor + width)


def cell_char(mask: int, role: str = "plain", grid: str = "square") -> str:
    """The code character of a piece: `role` is "plain", "source" (a pump) or "drain". On a hexagonal
    `grid` ("hex") the two characters of its cell: the role with the mask's top two bits, its low four."""
    return ALL_GRIDS[grid].cell_code(mask, role)


def quoted(text: str, most: int = 40) -> str:
    """`text` quoted for an error message, cut with an ellipsis past `most` characters (so a
    message never shows a part of it as if it were all of it)."""
    return repr(text) if len(text) <= most else repr(text[:most - 1]) + "…"


def _fail(message: str) -> CodeError:
    return CodeError(message)


def _numbers(letter: str, text: str, bound: int) -> tuple[int, ...]:
    name = _LIST_NAMES[letter]
    if not _NUMS.fullmatch(text):
        raise _fail(f";{letter} ({name}): {text!r} is not a list of numbers like 3,7,12")
    if any(len(t.lstrip("0")) > 6 for t in text.split(",")):
        raise _fail(f";{letter} ({name}): a number is past the board (must be below {bound})")
    values = tuple(int(t) for t in text.split(","))
    for before, after in zip(values, values[1:]):
        if after <= before:
            raise _fail(f";{letter} ({name}): {after} after {before}; the numbers must rise strictly")
    if values[-1] >= bound:
        raise _fail(f";{letter} ({name}): {values[-1]} is past the board (must be below {bound})")
    return values


CELL_INDICES: Final = tuple(range(MAX_SIDE * MAX_SIDE))
"""Every cell index a board can have, made once (`compress` picks from it without making ints)."""


_COUNTED: Final = ("", "one", "two", "three", "four")


def _grid_of_flags(flags: str) -> Grid:
    """The grid a code's flags name: the one whose letter is among them, else the square grid (whose
    letter is none)."""
    found = [_BY_LETTER[ch] for ch in flags if ch in _BY_LETTER]  # (a square code's flags name none)
    return min(found, key=_ORDER.__getitem__) if found else SQUARE


def decode(code: str) -> Layout:
    """Read a board code into a `Layout`.

    Raises `CodeError` (a `ValueError`) naming what is wrong and where, for every rule
    of the grammar above, checked in the order of SUIDO-JS.md section 2: the shape of the
    text, the size, the flags, wrap on a small board, the lists, each cell, the pumps,
    inlet-outlet ends, locked ground, walls off the board, and the squares.
    """
    if not isinstance(code, str):
        raise _fail(f"a board code is text, not {type(code).__name__}")
    head = _HEAD.match(code)
    if head is None:
        raise _fail(f"{quoted(code)} does not start with a size (width x height, then a colon, as in 7x7:)")
    if len(head.group(1)) > 2 or len(head.group(2)) > 2:
        raise _fail(f"{head.group(1)[:8]}x{head.group(2)[:8]}: each side must be {MIN_SIDE} to {MAX_SIDE}")
    width, height, flags = int(head.group(1)), int(head.group(2)), head.group(3)
    body, *tails = code[head.end():].split(";")
    lists: dict[str, str] = {}
    for tail in tails:
        letter, text = tail[:1], tail[1:]
        if letter not in _LISTS:
            raise _fail(f";{tail[:8]}: a list starts with l, w, b or k")
        if letter in lists or any(_LISTS.index(seen) > _LISTS.index(letter) for seen in lists):
            raise _fail(f";{letter}: the lists come once each, in the order l, w, b, k")
        lists[letter] = text
    if not (MIN_SIDE <= width <= MAX_SIDE and MIN_SIDE <= height <= MAX_SIDE):
        raise _fail(f"{width}x{height}: each side must be {MIN_SIDE} to {MAX_SIDE}")
    geometry = _grid_of_flags(flags)
    chars = geometry.cell_chars  # characters a cell
    if geometry.name in _SIZED:
        return _decode_tiled(geometry, width, height, flags, body, lists)
    kind, wrap = _flags_read(geometry, width, height, flags)  # the flags first: they say how long the body is
    if len(body) != width * height * chars:
        if chars > 1:
            raise _fail(f"{width}x{height}{geometry.letter} needs {width * height} cells of {_COUNTED[chars]}"
                        f" characters each ({chars * width * height}), the code has {len(body)} characters")
        raise _fail(f"{width}x{height} needs {width * height} cells, the code has {len(body)}")
    cells_n = width * height
    if not geometry.has_squares:
        for letter in "bk":
            if letter in lists:
                raise _fail(f";{letter} ({_LIST_NAMES[letter]}): a {geometry.adjective} board has none"
                            " (big pieces and blocks are squares of four)")
    bounds = {"l": cells_n, "w": len(geometry.edge_sides) * cells_n, "b": cells_n, "k": cells_n}
    numbers = {letter: _numbers(letter, text, bounds[letter]) for letter, text in lists.items()}
    try:
        cells, sources, drains = geometry.read_cells(body)
    except ValueError as wrong:
        raise _fail(str(wrong)) from None
    locked = _roles_checked(geometry, kind, cells, sources, drains, numbers.get("l", ()))
    walls = numbers.get("w", ())
    if not wrap:
        for e in walls:
            if geometry.edge_cells(e, width, height, wrap) is None:
                raise _fail(f";w (walls): edge {e} is on the rim of a board that does not wrap")
    bigs, blocks = numbers.get("b", ()), numbers.get("k", ())
    return Layout(width, height, kind, wrap, tuple(cells), tuple(sources), tuple(drains),
                  locked, walls, bigs, blocks, geometry.name)  # which checks its squares (Layout.__post_init__)


def _flags_read(geometry: Grid, width: int, height: int, flags: str) -> tuple[str, bool]:
    """A code's kind and wrap from its flags, once the grid takes those flags at that size (every grid's code
    says them the same way)."""
    why = geometry.check_flags(flags)
    if why:
        raise _fail(why)
    kind = "drains" if "d" in flags else "inlet-outlet" if "i" in flags else "network"
    wrap = "w" in flags
    why = geometry.check_size(width, height, wrap)
    if why:
        raise _fail(why)
    return kind, wrap


def _roles_checked(geometry: Grid, kind: str, cells: Sequence[int], sources: Sequence[int], drains: Sequence[int],
                   locked: tuple[int, ...], out: Collection[int] = ()) -> tuple[int, ...]:
    """The locked cells, once the pumps, the drains and the locks make sense on a board of `kind` (every grid's
    code says them the same way); out: the cells outside the board's shape (their bare ground said so)."""
    if not sources:
        raise _fail(f"the board has no pump ({geometry.pump_chars})")
    if kind == "inlet-outlet":
        if len(sources) != 1 or len(drains) != 1:
            raise _fail("an inlet-outlet board has exactly one pump and one drain")
        for c in (sources[0], drains[0]):
            if cells[c].bit_count() != 1:
                raise _fail(f"cell {c}: an inlet-outlet board's pump and drain are end pieces")
    for c in locked:
        if cells[c] == 0:
            raise _fail(f";l (locked): cell {c} is bare ground{' (no cell)' if c in out else ''}")
    return locked


def _decode_tiled(geometry: Grid, width: int, height: int, flags: str, body: str, lists: dict[str, str]) -> Layout:
    """`decode` of a board on a grid laid out as hexapipes lays it (see the module): its flags, its size,
    its cells (two characters each, `..` no cell), its lists (`;l` and `;w`)."""
    kind, wrap = _flags_read(geometry, width, height, flags)
    n = geometry.cell_count(width, height, wrap)
    if len(body) != 2 * n:
        raise _fail(f"{width}x{height}{geometry.letter}{'w' if wrap else ''} has {n} cells ({geometry.adjective}) of"
                    f" two characters each ({2 * n}), the code has {len(body)} characters")
    for letter in "bk":
        if letter in lists:
            raise _fail(f";{letter} ({_LIST_NAMES[letter]}): a {geometry.adjective} board has none"
                        " (big pieces and blocks are squares of four)")
    bounds = {"l": n, "w": len(geometry.edge_sides) * n}
    numbers = {letter: _numbers(letter, text, bounds[letter]) for letter, text in lists.items()}
    try:
        cells, sources, drains, out = geometry.read_board(body, geometry.polygon_of(width, height, wrap))  # type: ignore[attr-defined]
    except ValueError as wrong:
        raise _fail(str(wrong)) from None
    locked = _roles_checked(geometry, kind, cells, sources, drains, numbers.get("l", ()), out)
    walls = numbers.get("w", ())
    for e in walls:
        if geometry.edge_cells(e, width, height, wrap) is None:
            raise _fail(f";w (walls): edge {e} has no cell across it (the rim, a hole, or a side its cell has not)")
    return Layout(width, height, kind, wrap, tuple(cells), tuple(sources), tuple(drains), locked, walls,
                  grid=geometry.name, holes=tuple(out))


def _check_squares(layout: Layout) -> None:
    width, height = layout.width, layout.height
    if not layout.geometry.has_squares:
        raise _fail(f"big pieces and blocks are squares of four: a {layout.geometry.adjective} board has none")
    if layout.kind != "network":
        raise _fail("big pieces and blocks come only on a network board")
    owner: dict[int, int] = {}
    for anchor in sorted(layout.bigs + layout.blocks):
        if anchor % width > width - 2 or anchor // width > height - 2:
            raise _fail(f"square at cell {anchor}: it runs off the board")
        for c in square_cells(anchor, width):
            if c in owner:
                raise _fail(f"square at cell {anchor}: it overlaps the square at cell {owner[c]}")
            owner[c] = anchor
    for name, cells in (("pump", layout.sources), ("drain", layout.drains), ("locked piece", layout.locked)):
        for c in cells:
            if c in owner:
                raise _fail(f"cell {c}: a {name} inside the square at cell {owner[c]}")
    for anchor in layout.bigs:
        if not joined_inside(layout.cells, anchor, width):
            raise _fail(f"big piece at cell {anchor}: its four cells do not join inside")
    for e in layout.walls:
        c, south = divmod(e, 2)
        other = c + width if south else c + 1
        if not south and c % width == width - 1:
            continue  # the wrap edge between the last and the first column
        if c in owner and owner.get(other) == owner[c]:
            raise _fail(f";w (walls): edge {e} runs inside the square at cell {owner[c]}")


def joined_inside(masks: Sequence[int], anchor: int, width: int) -> bool:
    """Whether the pieces `masks` has on the square anchored at `anchor` open back to each
    other across its four inside sides. A square turns as one, so this holds in every turn or in
    none; where it does not, the piece that opens leaks there (SUIDO-JS.md 3.1). A big piece must
    (decode refuses one that does not); a block may be given so, and then has no answer."""
    tl, tr, br, bl = (masks[c] for c in square_cells(anchor, width))
    return (bool(tl & 2) == bool(tr & 8) and bool(tr & 4) == bool(br & 1)
            and bool(bl & 2) == bool(br & 8) and bool(tl & 4) == bool(bl & 1))


def board_of(board: "Layout | str", who: str) -> Layout:
    """`board` as a Layout: itself, or the Layout its code names (`decode`). Raises
    `ValueError` (a `CodeError` for a bad code) for anything else, naming `who` took it."""
    if isinstance(board, str):
        return decode(board)
    if not isinstance(board, Layout):
        raise ValueError(f"{who} takes a board: a Layout (suido.decode(code)) or a code, not {type(board).__name__}")
    return board


def encode(layout: Layout) -> str:
    """Write `layout` as its board code: the inverse of `decode` (which also reads
    numbers with leading zeros, written here without them).

    Raises `ValueError` for a layout no code can name (a cell that is both a pump and a
    drain, a mask outside 0..15, an unknown kind, cells that do not fill the board).
    """
    if not isinstance(layout, Layout):
        raise ValueError(f"encode takes a Layout, not {type(layout).__name__}")
    if layout.kind not in _KIND_LETTER:
        raise ValueError(f"kind {layout.kind!r} is not one of {', '.join(KINDS)}")
    if len(layout.cells) != layout.size:
        raise ValueError(f"{layout.width}x{layout.height} needs {layout.size} cells, the layout has {len(layout.cells)}")
    chars = []
    sources, drains = set(layout.sources), set(layout.drains)
    grid = ALL_GRIDS[layout.grid]
    full = grid.full
    for i, mask in enumerate(layout.cells):
        if not 0 <= mask <= full:
            raise ValueError(f"cell {i}: mask {mask} is not 0..{full}")
        if i in sources:
            if i in drains:
                raise ValueError(f"cell {i} is both a pump and a drain")
            role = "source"
        elif i in drains:
            role = "drain"
        else:
            role = "plain"
        chars.append(grid.cell_code(mask, role))
    for c in layout.holes:
        chars[c] = ".."
    flags = _KIND_LETTER[layout.kind] + grid.letter + ("w" if layout.wrap else "")
    out = [f"{layout.width}x{layout.height}{flags}:", "".join(chars)]
    for letter, values in zip(_LISTS, (layout.locked, layout.walls, layout.bigs, layout.blocks)):
        if values:
            out.append(f";{letter}" + ",".join(str(v) for v in values))
    return "".join(out)


def with_masks(layout: Layout, masks: Sequence[int]) -> Layout:
    """`layout` with its cells replaced by `masks` (one per cell)."""
    return dataclasses.replace(layout, cells=tuple(masks))


def neighbours_of(layout: Layout) -> tuple[int, ...]:
    """The neighbour table: `table[cell * sides + side]` is the cell across that side (`sides`
    4 on squares, 6 on hexagons: `grid_of(layout).sides`), or -1 at the rim of a board that does
    not wrap or across a wall (a wall cuts both ways). On a wrap board the coordinates run modulo
    the size."""
    return ALL_GRIDS[layout.grid].neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)


def neighbour_table(width: int, height: int, wrap: bool, walls: tuple[int, ...], grid: str = "square") -> tuple[int, ...]:
    """`neighbours_of` by a board's measures (cached: the engine's floors above call it on every board)."""
    return ALL_GRIDS[grid].neighbour_table(width, height, wrap, walls)


def squares_of(layout: Layout) -> tuple[tuple[Square, ...], tuple[int, ...]]:
    """The squares (big pieces and blocks together) in anchor order, and per cell the
    index of the square it is in, or -1."""
    return square_table(layout.width, layout.height, layout.bigs, layout.blocks, layout.size)


@lru_cache(maxsize=64)
def square_table(width: int, height: int, bigs: tuple[int, ...], blocks: tuple[int, ...], size: int = 0
             ) -> tuple[tuple[Square, ...], tuple[int, ...]]:
    """`squares_of` by a board's measures (cached); `size` the board's cells when not `width * height` (a grid
    laid out as hexapipes lays it, which has no squares)."""
    of = [-1] * (size or width * height)
    squares = []
    big_set = set(bigs)
    for index, anchor in enumerate(sorted(bigs + blocks)):
        cells = square_cells(anchor, width)
        squares.append(Square(index, anchor, anchor in big_set, cells))
        for c in cells:
            of[c] = index
    return tuple(squares), tuple(of)
