"""The answer check: whether an answer solves a board, in one pass, without search.

A server can trust it: `check_answer` decodes both codes, compares them cell by cell
and runs the water once, so it is linear in the cells, never searches and never raises.
It shares no code with the solver. The kinds of failure and their order are those of
SUIDO-JS.md section 3.2 (the wording is ours); `FAILURES` lists them.

>>> check_answer("3x2:35B7vM", "3x2:35B7vM").ok
False
>>> check_answer("nonsense", "3x2:35B7vM").reason
'the board is not a board code'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final

from .codes import CodeError, Layout, decode, squares_of
from .flow import flow_of
from .grids import ALL_GRIDS as GRIDS
from .grids.square import square_turned

FAILURES: Final = (
    ("board", "the board is not a board code"),
    ("answer", "the answer is not a board code"),
    ("other-board", "the answer is for another board: its grid, size, kind or wrap differ"),
    ("pumps-drains", "a pump or a drain is not where the board has it"),
    ("walls-locked", "the walls or the locked pieces are not the board's"),
    ("squares", "the big pieces or the blocks are not the board's"),
    ("square-turned", "a big piece or a block is not the board's one, turned"),
    ("piece", "a piece is not the board's piece there, turned"),
    ("locked-turned", "a locked piece was turned"),
    ("leak", "the water runs out of an open end"),
    ("unreached", "the water does not reach every piece"),
    ("drains", "the water does not reach every drain"),
    ("branch", "the water branches: it must run in one path from the inlet to the outlet"),
)
"""The kinds of failure, in the order they are checked: (name, reason). The water
reaching short is one step, worded for the board's kind (every piece of a network,
every drain otherwise), so the steps are the reference's eleven."""
_REASON: Final = dict(FAILURES)


@dataclass(frozen=True)
class Check:
    """The verdict: `ok`, and when not, `reason` (a sentence) and `failure` (its name
    in `FAILURES`), and `cell` where one piece or square is to blame."""

    ok: bool
    reason: str | None = None
    failure: str | None = None
    cell: int | None = None


def _no(failure: str, cell: int | None = None) -> Check:
    return Check(False, _REASON[failure], failure, cell)


def _read(code: object) -> Layout | None:
    try:
        return decode(code)  # type: ignore[arg-type]  # decode refuses anything that is not text
    except (CodeError, TypeError, ValueError):
        return None


def check_answer(board: str, answer: str) -> Check:
    """Whether `answer` (a code: the board with every piece turned) solves `board`.

    Returns `Check(ok=True)` or the first failure of `FAILURES`. Never raises, whatever
    it is given; O(cells).
    """
    given = _read(board)
    if given is None:
        return _no("board")
    got = _read(answer)
    if got is None:
        return _no("answer")
    if (got.width, got.height, got.wrap, got.kind, got.grid) != (given.width, given.height, given.wrap, given.kind,
                                                                  given.grid):
        return _no("other-board")
    if got.sources != given.sources or got.drains != given.drains:
        return _no("pumps-drains")
    if got.walls != given.walls or got.locked != given.locked:
        return _no("walls-locked")
    if got.bigs != given.bigs or got.blocks != given.blocks:
        return _no("squares")
    squares, of = squares_of(given)
    for square in squares:
        if not _is_turned_square(given.cells, got.cells, square.cells):
            return _no("square-turned", square.anchor)
    shape = _SHAPE[given.grid]
    if squares or shape is None or bytes(given.cells).translate(shape) != bytes(got.cells).translate(shape) \
            or any(given.cells[c] != got.cells[c] for c in given.locked):
        failed = _first_wrong_piece(given, got, of)
        if failed is not None:
            return failed
    flow = flow_of(given, got.cells)
    if flow.spills:
        return _no("leak", flow.spills[0][0])
    if given.kind == "network":
        if flow.wet_pieces != flow.pieces:
            return _no("unreached")
    elif flow.wet_drains != flow.drains:
        return _no("drains")
    if not flow.solved:
        return _no("branch")
    return Check(True)


_SHAPE: Final = {name: bytes(min(grid.rotations_of(m)) for m in range(grid.full + 1)) + bytes(255 - grid.full)
                  if len(grid.polygons) == 1 and grid.polygons[0].full == grid.full else None
                  for name, grid in GRIDS.items()}
"""Per grid, per mask: the least of its facings, the same for every facing of one piece (None on a grid that
mixes polygons: each cell is then looked at on its own polygon)."""


def _first_wrong_piece(given: Layout, got: Layout, of: tuple[int, ...]) -> Check | None:
    """The first piece (in cell order, outside the squares) that is not the board's turned, or
    a locked one that was turned. (Run only when the quick look above says one may be.)"""
    locked = set(given.locked)
    turns_between = GRIDS[given.grid].turns_between
    polygons = given.polygons
    for cell, (was, now) in enumerate(zip(given.cells, got.cells)):
        if of[cell] >= 0:
            continue
        if turns_between(was, now, polygons[cell]) is None:
            return _no("piece", cell)
        if was != now and cell in locked:
            return _no("locked-turned", cell)
    return None


def _is_turned_square(was: tuple[int, ...], now: tuple[int, ...], ring: tuple[int, int, int, int]) -> bool:
    """Whether the square `ring` (clockwise cells) holds in `now` what it holds in `was`
    turned a whole number of quarters: each piece moved `q` cells on and turned `q`."""
    held = tuple(now[c] for c in ring)
    return any(held == square_turned(was, ring, q) for q in range(4))
