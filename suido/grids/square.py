"""The square grid: everything about a board of squares, and its pieces and their turning.

Four sides, bits N 1, E 2, S 4, W 8 (SUIDO-JS.md section 0); a turn is a quarter. `SQUARE` is the
grid (`suido.grids.Grid`): its code characters (one a cell), its drawing parts, its eight turns and
mirrors, the generator's pools, its text drawing. The names below it (the side bits, `turn`,
`shape_of`...) are the square's pieces as the engine has always named them (`suido.pieces` gives
the same names).

Pieces and turning.

A *piece* is a *mask*: four bits, one per *side* it opens on. Sides are numbered
0..3 clockwise from north, and side `i` is the bit `1 << i`::

    N = 1, E = 2, S = 4, W = 8

A quarter turn clockwise moves every arm one side on, which is a rotate left of
the four bits (north becomes east, west becomes north). This numbering is the
code format's (SUIDO-JS.md section 0), so a board written by either package
reads the same in the other.

>>> turn(N | E)          # an elbow north-east turns to east-south
6
>>> turn(N | E, -1)      # and the other way to west-north
9
>>> rotations_of(5)      # a straight has two facings
(5, 10)
"""

from __future__ import annotations

from itertools import compress
from typing import Callable, Final, Mapping, Sequence

from .grid import DRAIN, PLAIN, PUMP, ROLES, Grid
from .polygon import Polygon

N: Final = 1
E: Final = 2
S: Final = 4
W: Final = 8
SIDES: Final = (N, E, S, W)
"""The side bits, by side index 0..3 (north, east, south, west)."""
STEPS: Final = ((0, -1), (1, 0), (0, 1), (-1, 0))
"""The step (dcol, drow) to the neighbour on each side index."""
SIDE_NAMES: Final = ("north", "east", "south", "west")

SHAPES: Final = ("blank", "end", "straight", "elbow", "tee", "cross")
"""The shapes a mask can have; "blank" is bare ground."""
SHAPE_MASKS: Final = {"blank": 0, "end": 1, "straight": 5, "elbow": 3, "tee": 7, "cross": 15}
"""One mask of each shape, facing its first way."""


def opposite(side: int) -> int:
    """The side index facing `side` (0..3) across an edge: north <-> south, east <-> west."""
    return (side + 2) & 3


def turn(mask: int, q: int = 1) -> int:
    """`mask` turned `q` quarters clockwise (negative `q` turns anticlockwise).

    Only the low four bits of `mask` are used; the result is 0..15.
    """
    mask &= 15
    q %= 4
    return ((mask << q) | (mask >> (4 - q))) & 15


def arms_of(mask: int) -> int:
    """How many sides `mask` opens on (0..4)."""
    return bin(mask & 15).count("1")


def rotations_of(mask: int) -> tuple[int, ...]:
    """The distinct facings of `mask`, ascending: 1 for bare ground or a cross,
    2 for a straight, 4 for an end, an elbow or a tee."""
    return tuple(sorted({turn(mask, q) for q in range(4)}))


def shape_of(mask: int) -> str:
    """The shape of `mask`: "blank", "end", "straight", "elbow", "tee" or "cross"."""
    arms = arms_of(mask)
    if arms == 2:
        return "straight" if (mask & 15) in (5, 10) else "elbow"
    return ("blank", "end", "", "tee", "cross")[arms]


def can_turn(mask: int) -> bool:
    """Whether turning `mask` changes it: False for bare ground and a cross."""
    return (mask & 15) not in (0, 15)


def quarters_between(a: int, b: int) -> int | None:
    """The fewest quarters clockwise (0..3) that turn `a` into `b`, or None if `b`
    is not a facing of `a`."""
    for q in range(4):
        if turn(a, q) == b & 15:
            return q
    return None


def taps_between(a: int, b: int, both: bool = True) -> int | None:
    """The fewest taps from `a` to `b`: when `both` directions may be used,
    min(q, 4 - q) for the clockwise quarters q, else q. None if `b` is not a facing of `a`."""
    q = quarters_between(a, b)
    if q is None:
        return None
    return min(q, (4 - q) % 4) if both else q


_INDICES: Final = tuple(range(64 * 64))  # every cell index a board can have, made once


def square_turned(masks: Sequence[int], ring: Sequence[int], q: int) -> tuple[int, int, int, int]:
    """The four masks of a square of four cells (a big piece or a block; `ring` its cells clockwise
    from the top-left) after it turns `q` quarters clockwise as one: each piece moves `q` cells on
    round the square and turns `q` quarters. By the ring's order: the mask that is then at `ring[i]`.
    The one place a square of four turns (the game, the check, the solver, the levels and the drawing
    all ask it).

    >>> square_turned([1, 0, 0, 0], (0, 1, 3, 2), 1)   # an end piece at the top-left, facing north
    (0, 2, 0, 0)
    """
    placed = [0, 0, 0, 0]
    for i in range(4):
        placed[(i + q) % 4] = turn(masks[ring[i]], q)
    return placed[0], placed[1], placed[2], placed[3]


def _positions(flags: bytes) -> list[int]:
    """The indices of the non-zero bytes of `flags`, picked out in C (without making ints)."""
    return list(compress(_INDICES, flags))


_MASK_OF: Final = {ch: i for table in (PLAIN, PUMP, DRAIN) for i, ch in enumerate(table)}
_IS_PUMP: Final = bytes(int(chr(b) in PUMP) for b in range(256))
_IS_DRAIN: Final = bytes(int(chr(b) in DRAIN) for b in range(256))
_TO_MASK: Final = bytes(_MASK_OF.get(chr(b), 255) for b in range(256))

# box-drawing characters by mask (N=1 E=2 S=4 W=8), light for dry pipes and heavy for wet
_LIGHT: Final = " ╵╶└╷│┌├╴┘─┴┐┤┬┼"
_HEAVY: Final = " ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋"


def _mirror(mask: int) -> int:
    """`mask` mirrored left to right: its east and west arms swapped."""
    return (mask & 5) | (mask & 2) << 2 | (mask & 8) >> 2


class _Square(Grid):
    name = "square"
    sides = 4
    full = 15
    polygons = (Polygon("square", (0, 1, 2, 3), (90, 0, 270, 180)),)
    side_names = SIDE_NAMES
    edge_sides = (1, 2)
    shapes = (("blank", 0), ("end", 1), ("elbow", 3), ("straight", 5), ("tee", 7), ("cross", 15))
    adjective = "square"
    noun = "squares"
    letter = ""
    cell_chars = 1
    pump_chars = "a cell written g to v"
    has_squares = True
    ruled = True
    # the hit area a rounded square, the shade the whole cell, the padlock in the top left corner
    hit_part = '<rect class="sd-hit" x="-47" y="-47" width="94" height="94" rx="6"/>'
    shade_part = '<rect class="sd-locked" x="-50" y="-50" width="100" height="100"/>'
    lock_shift = None
    # end x3, straight x3, elbow x3, tee | end, straight, elbow, tee x2 each, cross | bare, end, tee, cross
    pools = ((1, 1, 1, 5, 5, 5, 3, 3, 3, 7), (1, 1, 5, 5, 3, 3, 7, 7, 15), (0, 1, 7, 15))
    reference_prefix = ""
    reference_sides = (5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 20, 28, 32)  # 32 is made at 20x50, the rest square
    board_words: Mapping[str, str] = {}  # the square's lines are the words' own keys
    keys: Mapping[str, int] = {}  # the arrows are its four sides
    # the piece guide: each piece on a board of a cell or two, then the five big pieces facing north and a block
    guide = (
        ("end", 1, 1, "network", (2,), (), (), (), (), (), (), False, "pieceEnd", "pieceEndSays"),
        ("straight", 1, 1, "network", (5,), (), (), (), (), (), (), False, "pieceStraight", "pieceStraightSays"),
        ("elbow", 1, 1, "network", (3,), (), (), (), (), (), (), False, "pieceElbow", "pieceElbowSays"),
        ("tee", 1, 1, "network", (7,), (), (), (), (), (), (), False, "pieceTee", "pieceTeeSays"),
        ("cross", 1, 1, "network", (15,), (), (), (), (), (), (), False, "pieceCross", "pieceCrossSays"),
        ("pump", 1, 1, "network", (2,), (0,), (), (), (), (), (), True, "piecePump", "piecePumpSays"),
        ("drain", 1, 1, "drains", (8,), (), (0,), (), (), (), (), False, "pieceDrain", "pieceDrainSays"),
        ("locked", 1, 1, "network", (5,), (), (), (0,), (), (), (), False, "pieceLocked", "pieceLockedSays"),
        ("wall", 2, 1, "network", (2, 8), (0,), (), (), (0,), (), (), True, "pieceWall", "pieceWallSays"),
        ("big-end", 2, 2, "network", (3, 12, 2, 9), (), (), (), (), (0,), (), False, "pieceBigEnd", "pieceBigEndSays"),
        ("big-hairpin", 2, 2, "network", (5, 5, 3, 9), (), (), (), (), (0,), (), False, "pieceBigHairpin", "pieceBigHairpinSays"),
        ("big-straight", 2, 2, "network", (5, 5, 5, 5), (), (), (), (), (0,), (), False, "pieceBigStraight", "pieceBigStraightSays"),
        ("big-elbow", 2, 2, "network", (5, 3, 3, 10), (), (), (), (), (0,), (), False, "pieceBigElbow", "pieceBigElbowSays"),
        ("big-tee", 2, 2, "network", (5, 7, 5, 7), (), (), (), (), (0,), (), False, "pieceBigTee", "pieceBigTeeSays"),
        ("block", 2, 2, "network", (2, 12, 3, 5), (), (), (), (), (), (0,), False, "pieceBlock", "pieceBlockSays"),
    )
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

    def check_flags(self, flags: str) -> str | None:
        if any(f not in "diw" for f in flags):
            return f"{flags!r}: the flags are d (drains) or i (inlet-outlet), then w (wrap)"
        if len(set(flags)) != len(flags) or ("d" in flags and "i" in flags) or ("w" in flags and not flags.endswith("w")):
            return f"{flags!r}: the flags are at most one of d and i, then w, each once"
        return None

    def read_cells(self, body: str) -> tuple[list[int], list[int], list[int]]:
        # The common case runs in C (a table from character to mask); anything wrong is found again one
        # character at a time, so the error names the first wrong cell.
        raw = body.encode("ascii", "replace")
        masks = raw.translate(_TO_MASK)
        if len(raw) == len(body) and 255 not in masks:
            if PUMP[0] not in body and DRAIN[0] not in body:  # no pump or drain on bare ground
                return list(masks), _positions(raw.translate(_IS_PUMP)), _positions(raw.translate(_IS_DRAIN))
        cells: list[int] = []
        sources: list[int] = []
        drains: list[int] = []
        for i, ch in enumerate(body):
            if ch in PLAIN:
                cells.append(PLAIN.index(ch))
                continue
            if ch in PUMP:
                mask, role = PUMP.index(ch), sources
            elif ch in DRAIN:
                mask, role = DRAIN.index(ch), drains
            else:
                raise ValueError(f"cell {i}: {ch!r} is not a piece")
            if mask == 0:
                raise ValueError(f"cell {i}: {ch!r} puts a {'pump' if role is sources else 'drain'} on bare ground")
            cells.append(mask)
            role.append(i)
        return cells, sources, drains

    def cell_code(self, mask: int, role: str = "plain") -> str:
        return ROLES[role][mask & 15]

    def symmetry_ops(self, width: int, height: int, wrap: bool = False,
                     holes: frozenset[int] | None = None) -> tuple[int, ...]:
        return tuple(range(8))  # every turn and mirror keeps a rectangle of squares

    def symmetry(self, op: int, width: int, height: int, wrap: bool = False, holes: frozenset[int] | None = None
                 ) -> tuple[int, int, Callable[[int], int], Callable[[int, int], int]]:
        # op >= 4 first mirrors left to right, then op & 3 quarter turns clockwise, each taking the cell at
        # (col, row) to (height - 1 - row, col) and swapping width and height
        w, h = width, height
        if op not in range(8):
            raise ValueError(f"op {op} does not keep a square {w}x{h} board: its ops are 0 to 7")
        quarters = op & 3
        nw, nh = (h, w) if quarters % 2 else (w, h)

        def where(cell: int) -> int:
            y, x = divmod(cell, w)
            cw, ch = w, h
            if op >= 4:
                x = cw - 1 - x
            for _ in range(quarters):
                x, y = ch - 1 - y, x
                cw, ch = ch, cw
            return y * nw + x

        side_to = tuple(((4 - s) % 4 if op >= 4 else s) + quarters & 3 for s in range(4))
        return nw, nh, where, lambda cell, side: side_to[side]

    def text_rows(self, width: int, height: int, wrap: bool, walls: tuple[int, ...], cells: Sequence[int],
                  wet: Sequence[bool], sources: Sequence[int], drains: Sequence[int],
                  locked: Sequence[int]) -> list[str]:
        # two characters a cell: the pipe (heavy where the water is, a dot for bare ground) and its mark
        # (P a pump, D a drain, L a locked piece), a row a line (its number first)
        pumps, ends, fixed = set(sources), set(drains), set(locked)
        pad = len(str(height))
        # column numbers over the cells: the tens on a line of their own once there are ten or more
        numbers = [str(col + 1) for col in range(width)]
        rows = []
        if width >= 10:
            rows.append(" " * (pad + 1) + "".join(f"{n[:-1] or ' '} " for n in numbers).rstrip())
        rows.append(" " * (pad + 1) + "".join(f"{n[-1]} " for n in numbers).rstrip())
        for row in range(height):
            line = []
            for col in range(width):
                cell = row * width + col
                mask = cells[cell]
                pipe = (_HEAVY if wet[cell] else _LIGHT)[mask] if mask else "·"
                mark = "P" if cell in pumps else "D" if cell in ends else "L" if cell in fixed else " "
                line.append(pipe + mark)
            rows.append(f"{row + 1:>{pad}} " + "".join(line).rstrip())
        return rows

    def distance(self, a: int, b: int, width: int) -> int:
        (ar, ac), (br, bc) = divmod(a, width), divmod(b, width)
        return abs(ar - br) + abs(ac - bc)

    def __repr__(self) -> str:
        return "SQUARE"


SQUARE: Final[Grid] = _Square()
"""The square grid."""
