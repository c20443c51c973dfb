"""The hexagonal grid: everything about a board of hexagons.

Pointy-topped hexagons in rows, odd rows shifted half a cell to the right ("odd-r", as hexapipes);
six sides clockwise from north-east, bits NE 1, E 2, SE 4, SW 8, W 16, NW 32; a turn is a sixth
(60 degrees). `HEX` is the grid (`suido.grids.Grid`): its code characters (two a cell: the role
with the mask's top two bits, then its low four), its drawing parts (its outline), its two
symmetries, the generator's pools, its words' keys, its text drawing.

Its symmetry: a board of hexagons is kept by two of the eight ops: the op itself (0) and, when its
height is even, the half turn (op 2, two quarter turns on squares), or, when its height is odd, the
top-to-bottom mirror (op 6: a left-right mirror then a half turn, as on squares). Why, in board
units (a hexagon 1 across its flats): the centre of the cell at (row r, col c) is at
x = c + (r & 1) / 2 (plus a constant) and y = r times a row's height. A map of the board onto itself
must take rows to rows (a 60 or 120 degree turn takes the rows to slanted lines, and a rectangle of
rows onto no rectangle of rows), so it takes row r to r or to H - 1 - r and x to x or to X - x, for
a constant X:

* a left-right mirror keeps r and takes c to X - c - (r & 1): the rows that are shifted and
  those that are not would need different constants, so no mirror of x alone keeps the board;
  the half turn (r to H - 1 - r, x to X - x) takes c to X - c - (r & 1) / 2 - ((H - 1 - r) & 1) / 2,
  which is X - c - 1/2 for every row exactly when r and H - 1 - r differ in parity, that is
  when H is even: then (r, c) goes to (H - 1 - r, W - 1 - c), and a side to the one opposite it;
* the top-to-bottom mirror (r to H - 1 - r, x kept) takes c to c + (r & 1) / 2 - ((H - 1 - r) & 1) / 2,
  a whole column for every row exactly when r and H - 1 - r have one parity, that is when H is
  odd: then (r, c) goes to (H - 1 - r, c), and a side s to (2 - s) mod 6 (north-east and
  south-east swap, as do north-west and south-west; east and west stay).

The composition of the two is a left-right mirror, which keeps no board, so each height has the
op 0 and exactly one other (and a board that wraps has an even height: the half turn, which
keeps its seams, as `tests/engine/test_make_hex.py` checks against every neighbour).
"""

from __future__ import annotations

import math
from typing import Callable, Final, Mapping, Sequence

from .grid import PLAIN, ROLES, Grid
from .polygon import Polygon

_ROOT3: Final = math.sqrt(3)
_FLAGS: Final = frozenset(k + "h" + w for k in ("", "d", "i") for w in ("", "w"))
_HIGH: Final = {**{ch: (i, "plain") for i, ch in enumerate("0123")},
                **{ch: (i, "source") for i, ch in enumerate("ghij")},
                **{ch: (i, "drain") for i, ch in enumerate("ABCD")}}
_LOW: Final = {ch: i for i, ch in enumerate(PLAIN)}


class _Hex(Grid):
    name = "hex"
    sides = 6
    full = 63
    polygons = (Polygon("hexagon", (0, 1, 2, 3, 4, 5), (60, 0, 300, 240, 180, 120)),)
    side_names = ("north-east", "east", "south-east", "south-west", "west", "north-west")
    edge_sides = (1, 2, 3)
    # one mask of each of the 14 shapes up to turning (its least facing), by the arms and their gaps
    shapes = (("blank", 0), ("end", 1), ("sharp", 3), ("wide", 5), ("straight", 9), ("fan", 7),
              ("hook", 11), ("crook", 13), ("tripod", 21), ("claw", 15), ("fork", 23), ("double", 27),
              ("five", 31), ("star", 63))
    adjective = "hexagonal"
    noun = "hexagons"
    letter = "h"
    cell_chars = 2
    pump_chars = "a cell whose first character is g to j"
    has_squares = False
    ruled = False
    # the hit area and the shade are the outline; the padlock sits a little in, off the corner it would hang over
    hit_part = None
    shade_part = None
    lock_shift = (8, 10)
    # end x3, straight x2, wide x2, sharp x2, tripod | end, straight, wide, sharp x2 each, tripod, crook,
    # hook, star | bare, end, tripod, star
    pools = ((1, 1, 1, 9, 9, 5, 5, 3, 3, 21), (1, 1, 9, 9, 5, 5, 3, 3, 21, 13, 11, 63), (0, 1, 21, 63))
    reference_prefix = "h"
    reference_sides = (5, 6, 7, 8, 9, 10, 12, 14, 16, 20)  # each made at side x side
    # how to play a board of hexagons, and a hint's taps, in sixths
    board_words: Mapping[str, str] = {"howTo": "howToHex", "hintedClockwiseTouch": "hintedHexClockwiseTouch",
                          "hintedAnticlockwiseTouch": "hintedHexAnticlockwiseTouch"}
    keys: Mapping[str, int] = {"9": 0, "6": 1, "3": 2, "1": 3, "4": 4, "7": 5}  # the digits round 5
    # each shape on a board of one cell, dry
    guide = tuple((name, 1, 1, "network", (mask,), (), (), (), (), (), (), False, "shape" + name.capitalize(),
                   f"pieceHex{name.capitalize()}Says") for name, mask in shapes)
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

    def check_flags(self, flags: str) -> str | None:
        if flags not in _FLAGS:
            return f"{flags!r}: the flags are at most one of d and i, then h (hexagons), then w, each once"
        return None

    def read_cells(self, body: str) -> tuple[list[int], list[int], list[int]]:
        cells: list[int] = []
        sources: list[int] = []
        drains: list[int] = []
        for i in range(len(body) // 2):
            first, second = body[2 * i], body[2 * i + 1]
            if first not in _HIGH:
                raise ValueError(f"cell {i}: {first!r} is not a piece's first character"
                                 " (0-3 a plain piece, g-j with a pump, A-D with a drain)")
            if second not in _LOW:
                raise ValueError(f"cell {i}: {second!r} is not a piece's second character (0-9 or a-f)")
            high, role = _HIGH[first]
            mask = high << 4 | _LOW[second]
            if role != "plain":
                if mask == 0:
                    raise ValueError(f"cell {i}: {first + second!r} puts a "
                                     f"{'pump' if role == 'source' else 'drain'} on bare ground")
                (sources if role == "source" else drains).append(i)
            cells.append(mask)
        return cells, sources, drains

    def cell_code(self, mask: int, role: str = "plain") -> str:
        return ROLES[role][mask >> 4 & 3] + PLAIN[mask & 15]

    def symmetry_ops(self, width: int, height: int, wrap: bool = False,
                     holes: frozenset[int] | None = None) -> tuple[int, ...]:
        return (0, 2) if height % 2 == 0 else (0, 6)

    def symmetry(self, op: int, width: int, height: int, wrap: bool = False, holes: frozenset[int] | None = None
                 ) -> tuple[int, int, Callable[[int], int], Callable[[int, int], int]]:
        w, h = width, height
        if op not in self.symmetry_ops(w, h):
            raise ValueError(f"op {op} does not keep a hexagonal {w}x{h} board: only ops {self.symmetry_ops(w, h)} do"
                             " (a half turn when the height is even, a top-to-bottom mirror when it is odd)")
        half = op == 2

        def where(cell: int) -> int:
            if op == 0:
                return cell
            r, c = divmod(cell, w)
            return (h - 1 - r) * w + (w - 1 - c if half else c)

        side_to = tuple(s if op == 0 else (s + 3) % 6 if half else (2 - s) % 6 for s in range(6))
        return w, h, where, lambda cell, side: side_to[side]

    def text_rows(self, width: int, height: int, wrap: bool, walls: tuple[int, ...], cells: Sequence[int],
                  wet: Sequence[bool], sources: Sequence[int], drains: Sequence[int],
                  locked: Sequence[int]) -> list[str]:
        # Three lines a row of cells, each cell drawn about its centre (one character) with an arm for each
        # side it opens on: a backslash north-west and a slash north-east on the line above, a dash west and
        # east beside it, a slash south-west and a backslash south-east on the line below. Cells stand four
        # characters apart, and odd rows two to the right (half a cell, as the board has them); where two
        # cells' east and west arms meet, the gap between them is drawn with a dash too. The centre says
        # what the cell is: a filled dot a wet piece, a ring a dry one, a filled / hollow diamond a locked
        # piece wet / dry, P a pump, D / d a drain wet / dry, a middle dot bare ground. The column numbers
        # stand over the even rows' centres (their tens on a line above from ten columns), the row numbers
        # at the left of each row's centre line.
        pumps, ends, fixed = set(sources), set(drains), set(locked)
        pad = len(str(height))
        left = pad + 2  # the row number, a space, then the cells (an even row's first centre one further on)
        canvas = [[" "] * (left + 4 * width + 3) for _ in range(3 * height)]
        # each side's arm, one character from the centre the way the side's edge lies
        arms = []
        for side in range(self.sides):
            dx, dy = self.arm_end(side)
            sx, sy = (dx > 1e-9) - (dx < -1e-9), (dy > 1e-9) - (dy < -1e-9)
            arms.append((sx, sy, "─" if sy == 0 else "╱" if sx * sy < 0 else "╲"))
        table = self.neighbour_table(width, height, wrap, walls)
        east = self.side_names.index("east")
        for cell, mask in enumerate(cells):
            row, col = divmod(cell, width)
            x, y = left + 4 * col + 2 * (row & 1), 3 * row + 1
            watered = wet[cell]
            if cell in pumps:
                mark = "P"
            elif cell in ends:
                mark = "D" if watered else "d"
            elif not mask:
                mark = "·"
            elif cell in fixed:
                mark = "◆" if watered else "◇"
            else:
                mark = "●" if watered else "○"
            canvas[y][x] = mark
            for side, (sx, sy, glyph) in enumerate(arms):
                if mask >> side & 1:
                    canvas[y + sy][x + sx] = glyph
            other = table[cell * self.sides + east]
            if mask >> east & 1 and other == cell + 1 and cells[other] >> self.opposite(east) & 1:
                canvas[y][x + 2] = "─"
        lines = []
        numbers = [str(col + 1) for col in range(width)]
        if width >= 10:
            lines.append(" " * left + "".join(f"{n[:-1] or ' '}   " for n in numbers).rstrip())
        lines.append(" " * left + "".join(f"{n[-1]}   " for n in numbers).rstrip())
        for y, chars in enumerate(canvas):
            if y % 3 == 1:
                chars[:pad] = f"{y // 3 + 1:>{pad}}"
            lines.append("".join(chars).rstrip())
        return lines

    def distance(self, a: int, b: int, width: int) -> int:
        # odd-r offsets to cube coordinates (x + y + z = 0), then half the cube steps
        (ar, ac), (br, bc) = divmod(a, width), divmod(b, width)
        ax, bx = ac - (ar - (ar & 1)) // 2, bc - (br - (br & 1)) // 2
        return (abs(ax - bx) + abs(ar - br) + abs(ax + ar - bx - br)) // 2

    def __repr__(self) -> str:
        return "HEX"


HEX: Final[Grid] = _Hex()
"""The hexagonal grid."""
