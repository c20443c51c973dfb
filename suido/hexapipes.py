"""hexapipes' puzzles: its JSON read into a board code on any of its nine grids, and a code written back in it.

hexapipes (github.com/gereleth/hexapipes, by Daria Vasyukova) is a web game of pipes on hexagons.
A puzzle of its "hexagonal" grid is JSON (the shape its Download button writes and its custom
page reads)::

    {"grid": "hexagonal", "width": 5, "height": 5, "wrap": false, "tiles": [33, 18, ...]}

* `tiles`: one number a cell, row by row (`cell = row * width + col`), the sides the tile opens
  on in hexapipes' own bit order, anticlockwise from east: E 1, NE 2, NW 4, W 8, SW 16, SE 32.
  A 0 is an empty cell (our bare ground).
* its rows are ours: pointy-topped hexagons, odd rows shifted half a cell to the right ("odd-r";
  hexapipes' `HexaGrid`: a tile's x is `col + 0.5` on an odd row, and its NE neighbour is
  `(row - 1, col)` from an even row and `(row - 1, col + 1)` from an odd one, as in
  `suido.grids.HEX`).
* hexapipes has no pump: a puzzle is solved when every tile joins one tree with no loop and no
  open end. Read here, it is a network (`WxHh:`) with one pump on the middle cell (row
  `height // 2`, column `width // 2`; if that cell is empty, the non-empty cell nearest it).
  A tree's openings add up to twice its pieces less one, so a network of such tiles with every
  piece wet and no leak is a tree, and the two games' answers are the same.
* a wrap puzzle is not one of these: hexapipes joins its top row to its bottom with a shift of the
  column (a tile of row 0 has, across its north-west side, the tile of the last row one column to
  its right), which the code's hexagonal wrap (rows and columns simply modulo) does not have. It is
  read as hexapipes' own hexagons (below); `layout_from_hexapipes` without `every_grid` (the page's
  way in) refuses it.

Its other grids, each plain and wrapping, are read too:

* "square": our square board (`WxH:`, `w` when it wraps: its wrap is ours), its bits E 1, N 2, W 4, S 8
  read as ours (N 1, E 2, S 4, W 8); a 0 tile is bare ground.
* "hexagonal" that wraps: hexapipes' own hexagons (`suido.grids.HEXAGONAL`, the grid "hexapipes-hex", code
  letter `y`), whose seam is its own.
* "octagonal", "etrat", "cube", "trihexagonal", "snubsquare", "rhombitrihexagonal" and "triangular": the
  grid of that name (`suido.grids.TILINGS`), laid out and numbered as hexapipes does, each tile its mask as
  it is (its bits are the grid's); a 0 tile is a cell out of the board's shape (written `..`), as it is in
  hexapipes. The pump is on the piece whose index is nearest the middle one (`cells // 2`, the lower on a tie).

The stored puzzle files of hexapipes' own site carry no `wrap` (it is in the folder's name);
one without it is read as `"wrap": false`. Written back, a board must be one hexapipes can say:
a hexagonal network with one pump, no wrap, walls or locked pieces, and as many openings as a tree
has (twice its pieces less one); the pump's place is not written (hexapipes has none).

>>> code = from_hexapipes('{"grid": "hexagonal", "width": 2, "height": 2, "wrap": false, "tiles": [33, 8, 5, 8]}')
>>> code        # E+SE, W, NW+E, W: the code's 6, 16, 34, 16; the pump on cell 3 (row 1, column 1)
'2x2h:061022h0'
>>> json.loads(to_hexapipes(code))["tiles"]
[33, 8, 5, 8]
"""

from __future__ import annotations

import json
from typing import Any, Final, Mapping

from . import jsontext
from .codes import MAX_SIDE, MIN_SIDE, Layout, board_of, encode
from .grids import HEX, SQUARE, TILINGS

GRIDS: Final = ("hexagonal", "square", "octagonal", "etrat", "cube", "trihexagonal", "snubsquare",
                "rhombitrihexagonal", "triangular")
"""hexapipes' grids by its names, each read plain and wrapping."""
# hexapipes' square bits E 1, N 2, W 4, S 8 as ours (N 1, E 2, S 4, W 8), and back
_SQUARE_FROM: Final = tuple(sum(ours for theirs, ours in ((1, 2), (2, 1), (4, 8), (8, 4)) if tile & theirs)
                            for tile in range(16))
_SQUARE_TO: Final = tuple(_SQUARE_FROM.index(mask) for mask in range(16))

GRID: Final = "hexagonal"
"""The name hexapipes gives its grid of hexagons (the JSON's `grid`)."""

# hexapipes' sides, anticlockwise from east, as the bits of the code (NE 1, E 2, SE 4, SW 8, W 16, NW 32)
_THEIR_SIDES: Final = (("E", 1, 2), ("NE", 2, 1), ("NW", 4, 32), ("W", 8, 16), ("SW", 16, 8), ("SE", 32, 4))
_FROM: Final = tuple(sum(ours for _, theirs, ours in _THEIR_SIDES if tile & theirs) for tile in range(64))
_TO: Final = tuple(_FROM.index(mask) for mask in range(64))


class PuzzleError(ValueError):
    """A hexapipes puzzle that cannot be read, or a board that cannot be written as one. The message says what is
    wrong; `why` names the rule (one of `WHYS`, or of `WRITE_WHYS` for a board written) and `facts` its
    particulars, so a page can say it in its own words."""

    def __init__(self, message: str, why: str, **facts: Any) -> None:
        super().__init__(message)
        self.why = why
        self.facts = facts


WHYS: Final = ("json", "object", "grid", "size", "wrap-value", "wrap", "tiles", "count", "tile", "empty")
"""The rules a puzzle is read by, in the order they are checked (`PuzzleError.why`)."""
WRITE_WHYS: Final = ("write-kind", "write-wrap", "write-walls", "write-locked", "write-pumps", "write-tree")
"""The rules a board is written by (`puzzle_of`), in the order they are checked (`PuzzleError.why`)."""


def tile_to_mask(tile: int) -> int:
    """hexapipes' tile (E 1, NE 2, NW 4, W 8, SW 16, SE 32) as the code's mask (NE 1, E 2, SE 4, SW 8,
    W 16, NW 32). ValueError outside 0..63.

    >>> tile_to_mask(1), tile_to_mask(2), tile_to_mask(33)
    (2, 1, 6)
    """
    if type(tile) is not int or not 0 <= tile <= 63:
        raise ValueError(f"a hexapipes tile is a whole number 0..63, not {tile!r}")
    return _FROM[tile]


def mask_to_tile(mask: int) -> int:
    """The code's mask as hexapipes' tile: the inverse of `tile_to_mask`."""
    if type(mask) is not int or not 0 <= mask <= 63:
        raise ValueError(f"a hexagonal piece is a mask 0..63, not {mask!r}")
    return _TO[mask]


def _puzzle(puzzle: str | bytes | Mapping[str, Any]) -> Mapping[str, Any]:
    if isinstance(puzzle, (str, bytes, bytearray)):
        if isinstance(puzzle, str):
            puzzle = puzzle.removeprefix("\ufeff")  # a file saved with a byte order mark (json.loads takes bytes')
        try:
            data = jsontext.loads(puzzle)   # bounded: in Pyodide a deep text would end the runtime
        except jsontext.TooDeep:
            raise PuzzleError("a hexapipes puzzle is JSON text; this is not JSON (it nests too deep)", "json") from None
        except ValueError as err:  # (json.JSONDecodeError and a bad encoding are both ValueErrors)
            raise PuzzleError(f"a hexapipes puzzle is JSON text; this is not JSON ({err})", "json") from None
        except RecursionError:  # arrays or objects nested deeper than the parser goes
            raise PuzzleError("a hexapipes puzzle is JSON text; this is not JSON (it nests too deep)", "json") from None
    else:
        data = puzzle
    if not isinstance(data, Mapping):
        raise PuzzleError(f"a hexapipes puzzle is a JSON object with grid, width, height, wrap and tiles,"
                          f" not {type(data).__name__}", "object")
    return data


def _short(value: object) -> str:
    """A value as a message names it, cut short (a hostile puzzle's value may be megabytes)."""
    text = repr(value)
    return text if len(text) <= 40 else text[:39] + "…"


def _pump_cell(masks: list[int], width: int, height: int) -> int:
    """The middle cell (row `height // 2`, column `width // 2`), or the non-empty cell nearest it."""
    middle = (height // 2) * width + width // 2
    mx, my = HEX.centre(middle, width)

    def distance(cell: int) -> tuple[float, int]:
        x, y = HEX.centre(cell, width)
        return (round((x - mx) ** 2 + (y - my) ** 2, 9), cell)

    pieces = [cell for cell, mask in enumerate(masks) if mask]
    if not pieces:
        raise PuzzleError("the hexapipes puzzle's tiles are all 0 (empty): there is no piece to play", "empty")
    return min(pieces, key=distance)


def layout_from_hexapipes(puzzle: str | bytes | Mapping[str, Any], every_grid: bool = False) -> Layout:
    """A hexapipes puzzle (JSON text, or the object it parses to) as a `Layout` on its grid: a network with
    one pump (see the module's notes). Only a hexagonal puzzle that does not wrap unless `every_grid` (what the
    page plays today; `from_hexapipes` reads every grid).

    Raises `PuzzleError` (a `ValueError`) saying what is wrong: not JSON or not an object, a `grid` that is
    not one of hexapipes' nine (`GRIDS`; "hexagonal" only but with `every_grid`), a width or height that is
    not a whole number 2..64 (or a size its grid cannot have), a `wrap` that is not true or false (or true on a
    hexagonal puzzle but with `every_grid`: its seam shifts the column), tiles that are not a list of as many
    whole numbers as the grid has cells at that size, a tile that opens a side its cell has not, or every tile
    empty.
    """
    data = _puzzle(puzzle)
    grid = data.get("grid")
    if grid != GRID and not every_grid:
        what = "no grid" if grid is None else f"grid {_short(grid)}"
        raise PuzzleError(f"only hexapipes' hexagonal puzzles can be read here (grid \"hexagonal\"), this has {what}",
                          "grid", grid=str(grid)[:24])
    if grid not in GRIDS:
        what = "no grid" if grid is None else f"grid {_short(grid)}"
        raise PuzzleError(f"a hexapipes puzzle's grid is one of {', '.join(GRIDS)}; this has {what}",
                          "grid", grid=str(grid)[:24])
    if grid not in ("hexagonal", "square") and grid not in TILINGS:  # (a build without those grids)
        raise PuzzleError(f"hexapipes' {grid} grid is not in this build of Suido", "grid", grid=str(grid)[:24])
    sizes = []
    for name in ("width", "height"):
        value = data.get(name)
        if type(value) is not int or not MIN_SIDE <= value <= MAX_SIDE:
            raise PuzzleError(f"the hexapipes puzzle's {name} must be a whole number {MIN_SIDE} to {MAX_SIDE},"
                              f" not {_short(value)}", "size", name=name, min=MIN_SIDE, max=MAX_SIDE)
        sizes.append(value)
    width, height = sizes
    wrap = data.get("wrap", False)
    if type(wrap) is not bool:
        raise PuzzleError(f"the hexapipes puzzle's wrap must be true or false, not {_short(wrap)}", "wrap-value")
    if wrap and not every_grid:
        raise PuzzleError("a hexapipes wrap puzzle cannot be read here: its top and bottom rows join with the column"
                          " shifted by one, which a Suido hexagonal wrap board does not have", "wrap")
    if grid == GRID and wrap and "hexapipes-hex" not in TILINGS:  # (a build without hexapipes' hexagons)
        raise PuzzleError("hexapipes' own hexagons (its wrap) are not in this build of Suido", "wrap")
    geometry = TILINGS["hexapipes-hex"] if grid == GRID and wrap else HEX if grid == GRID else SQUARE \
        if grid == "square" else TILINGS[grid]
    if geometry.name in TILINGS:
        why = geometry.check_size(width, height, wrap)
        if why:
            raise PuzzleError(f"the hexapipes puzzle's size: {why}", "size", name="width", min=MIN_SIDE, max=MAX_SIDE)
    elif wrap:
        why = geometry.check_size(width, height, wrap)
        if why:
            raise PuzzleError(f"the hexapipes puzzle's size: {why}", "wrap")
    tiles = data.get("tiles")
    if not isinstance(tiles, list):
        raise PuzzleError(f"the hexapipes puzzle's tiles must be a list of numbers, not {type(tiles).__name__}", "tiles")
    count = geometry.cell_count(width, height, wrap)
    if len(tiles) != count:
        raise PuzzleError(f"a {width}x{height} hexapipes {grid} puzzle{' that wraps' if wrap else ''} has {count}"
                          f" tiles, this has {len(tiles)}", "count", size=f"{width}x{height}", n=count, count=len(tiles))
    polygons = geometry.polygon_of(width, height, wrap)
    fulls = [p.full for p in geometry.polygons]
    read = _FROM if geometry is HEX else _SQUARE_FROM if geometry is SQUARE else None
    masks = []
    for index, tile in enumerate(tiles):
        full = 63 if geometry is HEX else fulls[polygons[index]]
        if type(tile) is not int or not 0 <= tile <= 255 or tile & ~full:
            raise PuzzleError(f"tile {index}: {_short(tile)} is not a tile of that cell (a whole number 0..{full} of"
                              f" its sides' bits)", "tile", index=index, tile=repr(tile)[:24])
        masks.append(read[tile] if read else tile)
    if not any(masks):
        raise PuzzleError("the hexapipes puzzle's tiles are all 0 (empty): there is no piece to play", "empty")
    if geometry is HEX:
        pump = _pump_cell(masks, width, height)
    else:
        pump = min((cell for cell, mask in enumerate(masks) if mask), key=lambda cell: (abs(cell - count // 2), cell))
    if geometry.name not in TILINGS:
        return Layout(width, height, "network", wrap, tuple(masks), (pump,), (), grid=geometry.name)
    holes = tuple(cell for cell, mask in enumerate(masks) if not mask)
    return Layout(width, height, "network", wrap, tuple(masks), (pump,), (), grid=geometry.name, holes=holes)


def from_hexapipes(puzzle: str | bytes | Mapping[str, Any]) -> str:
    """A hexapipes puzzle (JSON text, or the object it parses to) on any of its grids as a board code
    (`WxHh:` on hexagons), its pump on the middle cell. Raises `ValueError` as `layout_from_hexapipes`
    (`every_grid`).

    >>> puzzle = {"grid": "hexagonal", "width": 2, "height": 2,
    ...           "tiles": [33, 8, 5, 8]}
    >>> from_hexapipes(puzzle)
    '2x2h:061022h0'
    """
    return encode(layout_from_hexapipes(puzzle, every_grid=True))


def puzzle_of(board: Layout | str) -> dict[str, Any]:
    """A board (a `Layout` or its code) on any of hexapipes' grids as a hexapipes puzzle object: `grid`,
    `width`, `height`, `wrap` and `tiles`, in that order (as hexapipes writes them); a cell out of the board's
    shape, and bare ground, a 0 tile.

    Raises `ValueError` (a `CodeError` for a bad code; else a `PuzzleError`, its `why` one of `WRITE_WHYS`) for a
    board hexapipes cannot say: a kind other than a network, a hexagonal board (`h`) that wraps (its seam is not
    hexapipes': a board of hexapipes' own hexagons, `y`, may), walls, locked pieces, more than one pump, or pieces
    whose openings are not those of a tree (twice the pieces less one: hexapipes allows no loop).
    """
    layout = board_of(board, "to_hexapipes")
    if layout.kind != "network":
        raise PuzzleError(f"hexapipes has no drains and no inlet-outlet: only a network can be written, not "
                          f"{layout.kind}", "write-kind", kind=layout.kind)
    for name, what in (("wrap", "wrap (its seam is not hexapipes')"), ("walls", "walls"), ("locked", "locked pieces")):
        if getattr(layout, name) and (name != "wrap" or layout.grid == "hex"):
            raise PuzzleError(f"hexapipes has no {what}: this board cannot be written as its puzzle", f"write-{name}")
    if len(layout.sources) != 1:
        raise PuzzleError("hexapipes' puzzles are one tree: a board with more than one pump cannot be written",
                          "write-pumps", pumps=len(layout.sources))
    pieces = sum(1 for m in layout.cells if m)
    openings = sum(m.bit_count() for m in layout.cells)
    if openings != 2 * (pieces - 1):
        raise PuzzleError(f"hexapipes' puzzles are trees (no loop): {pieces} pieces have {2 * (pieces - 1)} openings"
                          f" in a tree, this board's have {openings}", "write-tree")
    if layout.grid in ("hex", "square"):
        name, write = (GRID, _TO) if layout.grid == "hex" else ("square", _SQUARE_TO)
        return {"grid": name, "width": layout.width, "height": layout.height, "wrap": layout.wrap,
                "tiles": [write[m] for m in layout.cells]}
    return {"grid": TILINGS[layout.grid].hexapipes_name, "width": layout.width, "height": layout.height, "wrap": layout.wrap,
            "tiles": list(layout.cells)}


def to_hexapipes(board: Layout | str) -> str:
    """A hexagonal board (a `Layout` or its code) as hexapipes puzzle JSON text, laid out as its
    Download button writes it (a tab an indent). Raises `ValueError` as `puzzle_of`.

    >>> json.loads(to_hexapipes("2x2h:061022h0"))["tiles"]
    [33, 8, 5, 8]
    """
    return json.dumps(puzzle_of(board), indent="\t")
