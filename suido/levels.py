"""The fixed levels: 3,520 boards in sixteen sizes, 64 with big pieces, 256 on hexagons and 112 on each
grid laid out as hexapipes lays them, the same for everybody, and the level of the day.

Each size, the big-pieces set ("big") and the hexagonal set ("hex", `HEX`), has a data file of
rows `board<TAB>turns<TAB>twists` (the JavaScript package's row format, SUIDO-JS.md section
4.2): the board's code; one digit per cell, the steps clockwise from the board's piece to the
answer's (quarters 0-3 on squares, a square's digit at its top-left cell and 0 on its other
three; sixths 0-5 on hexagons); the twists it declares. Our generator writes the files
(`python3 build.py levels SIZE`), never a hand; they are committed, so level 12 of 7x7
stays one board for everybody.

Within a size the levels run from easy to hard (by `exact_difficulty_of`) in blocks of
sixteen that open one after another; from the second block the fifteenth level of a block
teaches a twist and the sixteenth tests it (`PLAN`). `marks` gives each level 1 to 5.

The big-pieces set (SUIDO-JS.md 4.3) runs from 5x5 to 20x20 (`BIG_SIZES`), every level a
network with big pieces, more and of trickier mixes as it climbs, its score
(`difficulty.big_score_of`, ranked across sizes) never going down; its lessons are block
turns, pumps, walls and wrap. `big_info` says what each level is.

The hexagonal set runs from 5x5 to 20x20, one size a block (`HEX_SIZES`), easy to
hard within each block, with the sixteen lessons of the square sizes (`PLAN[HEX]`), wrap on the
even sides. `size_of` gives any level's board size, `grid_of_set` a set's grid.

Each grid laid out as hexapipes lays them has a set of 112 of its own, named by the grid (`GRID_SETS`): a
block each of sizes 5, 7, 10, 12, 15, 17 and 20 (hexapipes' sizes and one between each two, `GRID_SET_SIZES`),
easy to hard within each block, and from the second block the square sizes' first six lessons one a block
(drains, pumps, locked pieces, walls, wrap, inlet-outlet: `PLAN[GRIDS]`) at its 15th and 16th level.

The level of the day is a pure function of the UTC date and the size (`daily`): every
level of a size comes once before any comes again, for any date, offline.

>>> daily("7x7", "2026-10-06"), daily("7x7", "2026-10-07")
(4, 101)
"""

from __future__ import annotations

import datetime as _dt
import json
import re
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import Collection, Final, NamedTuple, Sequence

from .codes import Layout, decode, encode, quoted, squares_of, with_masks
from .game import turn_square
from .grids import HEX as _HEX_GRID, TILINGS as _TILINGS
from .grids.square import square_turned

SIZES: Final = ("5x5", "6x6", "7x7", "8x8", "9x9", "10x10", "11x11", "12x12", "13x13", "14x14",
                "5x7", "6x10", "8x14", "20x20", "28x28", "20x50")
"""The sixteen sizes, width x height, in the order the site lists them."""
HUGE: Final = ("20x20", "28x28", "20x50")
BIG: Final = "big"
"""The name of the big-pieces set: 64 levels of many sizes, each with big pieces (SUIDO-JS.md 4.3)."""
HEX: Final = "hex"
"""The name of the hexagonal set: 256 levels on hexagons, 5x5 up to 20x20. This is the one
place the name is written: the API, the CLI, the page, the addresses (`?size=hex&level=N`) and the
records (`hex#N`) take it from here."""
SETS: Final = SIZES + (BIG, HEX) + tuple(_TILINGS)
"""Every set of levels `load` takes, in the order the page lists them: the sixteen sizes, then the big-pieces set,
the hexagonal set, and a set on each grid laid out as hexapipes lays them (`GRID_SETS`)."""
COUNTS: Final = {**{size: 64 if size in HUGE else 256 for size in SIZES}, BIG: 64, HEX: 256}
"""Levels per set: 256 a size, 64 for each huge size (3,520 in the sixteen sizes), 64 big-pieces levels
and 256 hexagonal ones (and 112 on each grid of `GRID_SETS`, below)."""
BIG_SIZES: Final = (("5x5",) * 18 + ("5x7",) + ("6x6",) * 3 + ("7x7",) * 3 + ("8x8",) * 2 + ("9x9",) * 3
                    + ("10x10",) * 3 + ("11x11",) * 2 + ("12x12",) * 2 + ("13x13",) * 2 + ("14x14",) * 5
                    + ("20x20",) * 20)
"""The size of each big-pieces level, level 1 first: 5x5 up to 20x20 (levels 45..64), as the
JavaScript package lays the set out (SUIDO-JS.md 4.3), in order of size."""
BLOCK: Final = 16
"""Levels per block; a block opens when the one before it is solved."""
HEX_SIZES: Final = tuple(f"{side}x{side}" for side in range(5, 21) for _ in range(BLOCK))
"""The size of each hexagonal level, level 1 first: block b (1..16) is all of side b + 4, so the set
climbs from 5x5 (levels 1..16) to 20x20 (levels 241..256), one size a block."""
GRID_SETS: Final = tuple(_TILINGS)
"""A set of 112 levels on each grid laid out as hexapipes lays them (`suido.grids.TILINGS`), named by its grid
("octagonal", "hexapipes-hex"): the last of `SETS`. This is the one place their names are written: the API, the
CLI, the page, the addresses (`?size=octagonal&level=N`) and the records (`octagonal#N`) take them from here."""
GRIDS: Final = "grids"
"""The key in `PLAN` of the grids' sets' lessons."""
GRID_SET_SIZES: Final = tuple(f"{side}x{side}" for side in (5, 7, 10, 12, 15, 17, 20) for _ in range(BLOCK))
"""The size of each level of a grid's set, level 1 first: a block a size, 5x5 to 20x20 (hexapipes' sizes 5, 10,
15 and 20, and 7, 12 and 17 between them)."""
COUNTS.update({name: len(GRID_SET_SIZES) for name in GRID_SETS})
SPANS: Final = {BIG: BIG_SIZES, HEX: HEX_SIZES, **{name: GRID_SET_SIZES for name in GRID_SETS}}
"""The sets whose levels are of many sizes, each level's size by its number (level 1 first)."""
GRID_OF: Final = {HEX: _HEX_GRID.name, **{name: name for name in GRID_SETS}}
"""The grid (`suido.grids`) of a set's boards where it is not the square one."""
DAILY_STRIDE: Final = 97
"""The step of the level of the day: a prime, coprime with 256, 112 and 64, so a set visits all its levels."""
PLAN: Final = {
    "normal": ((), ("drains",), ("pumps",), ("locked",), ("walls",), ("wrap",), ("inlet-outlet",),
               ("locked", "wrap"), ("locked", "walls"), ("drains", "pumps"), ("locked", "inlet-outlet"),
               ("drains", "wrap"), ("pumps", "wrap"), ("walls", "inlet-outlet"), ("drains", "pumps", "wrap"),
               ("drains", "walls", "wrap")),
    "huge": ((), ("drains",), ("pumps",), ("wrap",)),
    "big": (("block-turns",), ("pumps",), ("walls",), ("wrap",)),
    # the first seven of the square sizes': each twist taught alone, one a block
    GRIDS: ((), ("drains",), ("pumps",), ("locked",), ("walls",), ("wrap",), ("inlet-outlet",)),
    # the sixteen lessons of the square sizes, the six with wrap on the even blocks: block b is of side b + 4
    # (HEX_SIZES), and a hexagonal board wraps only with an even number of rows (so a row's shift holds across the seam)
    HEX: ((), ("drains",), ("pumps",), ("locked",), ("walls",), ("wrap",), ("inlet-outlet",),
            ("locked", "wrap"), ("locked", "walls"), ("drains", "wrap"), ("locked", "inlet-outlet"),
            ("pumps", "wrap"), ("walls", "inlet-outlet"), ("drains", "pumps", "wrap"), ("drains", "pumps"),
            ("drains", "walls", "wrap")),
}
"""The twists each block's lesson (its 15th and 16th levels) brings, by block (block 1 none,
but in the big-pieces set, whose every level has big pieces, block 1 teaches block turns). The
hexagonal set teaches the sixteen lessons of the square sizes, in an order that puts wrap on its
even sides."""
_DAY = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")
_TWISTS: Final = ("drains", "pumps", "locked", "walls", "wrap", "inlet-outlet", "big-pieces", "block-turns")


class Row(NamedTuple):
    """One level: exactly the three columns of its file."""

    board: str
    turns: str
    twists: str


def _check_size(size: str) -> str:
    if size not in COUNTS:
        raise ValueError(f"{size!r} is not a level size: one of {', '.join(SETS)}")
    return size


def _data_dir() -> Path | None:
    packaged = resources.files("suido").joinpath("_levels")
    if packaged.is_dir():
        return Path(str(packaged))
    checkout = Path(__file__).resolve().parent.parent / "levels"
    return checkout if checkout.is_dir() else None


@lru_cache(maxsize=None)
def _rows(size: str) -> tuple[Row, ...]:
    folder = _data_dir()
    if folder is None or not (folder / f"{size}.tsv").exists():
        raise FileNotFoundError(f"the levels of {size} are not here (looked in the package and in levels/)")
    rows = []
    for line in (folder / f"{size}.tsv").read_text(encoding="utf-8").splitlines():
        if line.strip():
            board, turns, twists = (line.split("\t") + ["", ""])[:3]
            rows.append(Row(board, turns, twists))
    return tuple(rows)


def load(size: str) -> list[Row]:
    """The levels of `size` ("7x7", or "big" for the big-pieces set), level 1 first. Raises
    `ValueError` for a size that has no levels and `FileNotFoundError` when the data
    files are missing."""
    return list(_rows(_check_size(size)))


def load_big() -> list[Row]:
    """The 64 big-pieces levels, level 1 first: `load("big")`."""
    return load(BIG)


def solution(row: Row) -> tuple[int, ...]:
    """The answer's masks of a level row. Raises `ValueError` (a `CodeError` for the
    board) when the row is not well formed."""
    layout = decode(row.board)
    grid = layout.geometry
    turns = row.turns
    digits = "0123456789"[: grid.sides]
    if len(turns) != layout.size or any(t not in digits for t in turns):
        raise ValueError(f"turns must be {layout.size} digits 0-{grid.sides - 1}, not {quoted(turns)}")
    squares, of = squares_of(layout)
    masks = list(layout.cells)
    polygons = layout.polygons
    for cell, t in enumerate(turns):
        if of[cell] < 0:
            masks[cell] = grid.turn(layout.cells[cell], int(t), polygons[cell])
    for square in squares:
        q = int(turns[square.anchor])
        for c, mask in zip(square.cells, square_turned(layout.cells, square.cells, q)):
            masks[c] = mask
    return tuple(masks)


def turns_of(layout: Layout, solution: Sequence[int]) -> str:
    """The turns column of a level row: per cell the steps clockwise (quarters on squares, sixths
    on hexagons, one side round the cell's own polygon on the other grids) from the board's piece to the answer's, a square's at its anchor and 0 on its
    other three cells (the inverse of `solution`). Raises `ValueError` when `solution` is
    not the board turned."""
    grid = layout.geometry
    squares, of = squares_of(layout)
    digits = ["0"] * layout.size
    polygons = layout.polygons
    for cell in range(layout.size):
        if of[cell] < 0:
            q = grid.turns_between(layout.cells[cell], solution[cell], polygons[cell])
            if q is None:
                raise ValueError(f"cell {cell}: the solution's piece is not the board's, turned")
            digits[cell] = str(q)
    for square in squares:
        want = [solution[c] for c in square.cells]
        q = next((q for q in range(4) if [turn_square(layout.cells, square, q)[c] for c in square.cells] == want), None)
        if q is None:
            raise ValueError(f"the solution's square at cell {square.anchor} is not the board's square, turned")
        digits[square.anchor] = str(q)
    return "".join(digits)


def answer(row: Row) -> str:
    """The answer of a level row, as a code."""
    return encode(with_masks(decode(row.board), solution(row)))


def declared_twists(row: Row) -> tuple[str, ...]:
    """The twists a row declares, known words only, in the twists' order."""
    words = set(row.twists.split())
    return tuple(t for t in _TWISTS if t in words)


def block_of(level: int) -> int:
    """The block (1, 2, ...) that level `level` (1, 2, ...) is in. Raises `ValueError`
    below level 1."""
    if isinstance(level, bool) or not isinstance(level, int) or level < 1:
        raise ValueError(f"levels count from 1, not {level!r}")
    return (level - 1) // BLOCK + 1


def block_range(size: str, block: int) -> tuple[int, int]:
    """The first and last level of `block` in `size`."""
    count = COUNTS[_check_size(size)]
    return BLOCK * (block - 1) + 1, min(count, BLOCK * block)


def open_count(size: str, solved: Collection[int]) -> int:
    """How many levels are open (levels 1..n): the first block, and each next block once every
    level of the block before it is solved."""
    count = COUNTS[_check_size(size)]
    done = _solved(solved)
    opened = min(BLOCK, count)
    while opened < count and all(level in done for level in range(opened - BLOCK + 1, opened + 1)):
        opened = min(opened + BLOCK, count)
    return opened


def to_open(size: str, solved: Collection[int]) -> tuple[int, int, int] | None:
    """What opens the first block still shut: (first, last, left), the levels of the block before it and how many
    of them are still to solve; None when every block is open.

    >>> to_open("7x7", solved=range(1, 11)), to_open("7x7", solved=range(1, 257))
    ((1, 16, 6), None)
    """
    count = COUNTS[_check_size(size)]
    opened = open_count(size, solved)
    if opened >= count:
        return None
    done = _solved(solved)
    first = opened - BLOCK + 1
    return first, opened, sum(1 for level in range(first, opened + 1) if level not in done)


def next_level(size: str, solved: Collection[int], after: int | None = None) -> int:
    """The level to play next: the first open level not solved, else the last open one. After level
    `after` (Next level, once it is solved): the first open level not solved after it, else the first
    before it (wrapping round), else the open level after it (level 1 after the last), so Next never goes
    back while a level ahead waits.

    >>> next_level("5x5", {2}), next_level("5x5", {2}, after=2), next_level("5x5", {1, 2, 3}, after=2)
    (1, 3, 4)
    >>> next_level("5x5", set(range(2, 17)), after=16), next_level("5x5", {1}, after=200)
    (1, 2)
    """
    opened = open_count(size, solved)
    done = _solved(solved)
    if after is None:
        return next((level for level in range(1, opened + 1) if level not in done), opened)
    if isinstance(after, bool) or not isinstance(after, int) or not 1 <= after <= COUNTS[size]:
        raise ValueError(f"{size} has levels 1 to {COUNTS[size]}, not {after!r}")
    ahead = [*range(after + 1, opened + 1), *range(1, min(after, opened + 1))]
    return next((level for level in ahead if level not in done), after + 1 if after < opened else 1)


def _solved(solved: Collection[int]) -> set[int]:
    try:
        return set(solved)
    except TypeError:
        raise ValueError(f"solved is a collection of level numbers, not {type(solved).__name__}") from None


def lesson(size: str, level: int) -> tuple[str, ...]:
    """The twists the lesson of `level`'s block brings (empty for block 1, and off the size)."""
    plan = PLAN[_plan_of(_check_size(size))]
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= COUNTS[size]:
        return ()
    block = block_of(level)
    return plan[block - 1] if block <= len(plan) else ()


def _plan_of(size: str) -> str:
    return size if size in (BIG, HEX) else GRIDS if size in GRID_SETS else "huge" if size in HUGE else "normal"


def size_of(size: str, level: int) -> str:
    """The board size ("7x7") of level `level` of a set: the size itself, or for a set of many
    sizes (`SPANS`) that level's own. Raises `ValueError` for an unknown set or a level off it."""
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= COUNTS[_check_size(size)]:
        raise ValueError(f"{size} has levels 1 to {COUNTS[size]}, not {level!r}")
    return SPANS[size][level - 1] if size in SPANS else size


def set_word(size: str) -> str | None:
    """The key in `suido.strings` of a set's name in words: "size" and the name's parts (between hyphens)
    capitalised for a set of many sizes ("big": "sizeBig", "hex": "sizeHex", "hexapipes-hex": "sizeHexapipesHex";
    site/levels.js's sizeName keeps the same rule), None for a size, which is named by itself ("7x7")."""
    if _check_size(size) not in SPANS:
        return None
    return "size" + "".join(part[:1].upper() + part[1:] for part in size.split("-"))


def grid_of_set(size: str) -> str:
    """The grid ("square" or "hex", `suido.grids`) of a set's boards."""
    return GRID_OF.get(_check_size(size), "square")


def role(size: str, level: int) -> str | None:
    """ "teaches" for the 15th level of a block whose lesson brings a twist, "tests" for the
    16th, else None."""
    slot = (level - 1) % BLOCK + 1
    if slot < 15 or not lesson(size, level):
        return None
    return "teaches" if slot == 15 else "tests"


@lru_cache(maxsize=1)
def _marks() -> dict[str, str]:
    folder = _data_dir()
    if folder is None or not (folder / "marks.json").exists():
        return {}
    data: dict[str, str] = json.loads((folder / "marks.json").read_text(encoding="utf-8"))
    return data


@lru_cache(maxsize=1)
def _big_scores() -> tuple[int, ...]:
    folder = _data_dir()
    if folder is None or not (folder / "big.json").exists():
        return ()
    return tuple(json.loads((folder / "big.json").read_text(encoding="utf-8"))["scores"])


class BigInfo(NamedTuple):
    """What the big-pieces set says of one of its levels: its `size` ("7x7"), how many
    `bigs` (big pieces) and `blocks` it has, the `share` of the board their squares
    cover (4 * squares / cells), its `score` 1..100 across the set's sizes (None when the
    data has none; `difficulty.big_score_of`) and its `twists`."""

    size: str
    bigs: int
    blocks: int
    share: float
    score: int | None
    twists: tuple[str, ...]


def big_info(level: int) -> BigInfo:
    """What big-pieces level `level` (1..64) is (see `BigInfo`). Raises `ValueError`
    for a level outside 1..64 and `FileNotFoundError` when the data files are missing."""
    if isinstance(level, bool) or not isinstance(level, int) or not 1 <= level <= COUNTS[BIG]:
        raise ValueError(f"a big-pieces level is 1 to {COUNTS[BIG]}, not {level!r}")
    row = _rows(BIG)[level - 1]
    layout = decode(row.board)
    squares = len(layout.bigs) + len(layout.blocks)
    scores = _big_scores()
    return BigInfo(f"{layout.width}x{layout.height}", len(layout.bigs), len(layout.blocks),
                   4 * squares / layout.size, scores[level - 1] if level <= len(scores) else None,
                   declared_twists(row))


def marks(size: str, level: int) -> int | None:
    """How hard level `level` of `size` is, 1 to 5 (its difficulty in steps of 20), or
    None when the level has none."""
    digits = _marks().get(_check_size(size), "")
    return int(digits[level - 1]) if 1 <= level <= len(digits) else None


def _day_number(day: _dt.date | _dt.datetime | str) -> int:
    if isinstance(day, _dt.datetime):
        if day.tzinfo is None or day.utcoffset() is None:
            raise ValueError("a datetime without a time zone is not a day: pass a date or an aware datetime")
        try:
            day = day.astimezone(_dt.timezone.utc).date()
        except OverflowError:
            raise ValueError(f"{day} has no UTC day within years 1 to 9999") from None
    elif isinstance(day, str):
        text = day
        try:
            if not _DAY.fullmatch(text):
                raise ValueError
            day = _dt.date.fromisoformat(text)
        except ValueError:
            raise ValueError(f"{quoted(text)} is not a day (YYYY-MM-DD)") from None
    elif not isinstance(day, _dt.date):
        raise ValueError(f"{day!r} is not a day")
    return (day - _dt.date(1970, 1, 1)).days


def day(when: _dt.date | _dt.datetime | str) -> str:
    """The day as "YYYY-MM-DD" (an aware datetime's UTC day)."""
    return (_dt.date(1970, 1, 1) + _dt.timedelta(days=_day_number(when))).isoformat()


def _fnv(text: str) -> int:
    h = 2166136261
    for ch in text:
        h = ((h ^ ord(ch)) * 16777619) % 2**32
    return h


def daily(size: str, when: _dt.date | _dt.datetime | str) -> int:
    """The level of the day for `size` on `when` (a date, an aware datetime's UTC day, or
    "YYYY-MM-DD"): 1..count, the same everywhere. Raises `ValueError` for an unknown size or
    something that is not a day. Days before 1970 count back with a true modulo."""
    count = COUNTS[_check_size(size)]
    return (_day_number(when) * DAILY_STRIDE + _fnv(size)) % count + 1


def marks_of(difficulty: float) -> int:
    """The marks (1..5) of a difficulty (1..100): 1 up to 20, 2 up to 40, and so on."""
    return max(1, min(5, 1 + (max(1, round(difficulty)) - 1) // 20))


def side_of(size: str) -> tuple[int, int]:
    """(width, height) of a size such as "8x14"."""
    w, _, h = size.partition("x")
    return int(w), int(h)
