"""The boards open in the worker, by id: what `suido.web` plays (`suido.web.play` opens them and makes their
moves, `suido.web.reply` says what a move changed, `suido.web.said` what is said about them).

Python owns the game state: the games live here, each with its history (`suido.history`: undo, redo, pins,
marks), and a move answers with ONLY what changed, so a tap on a 20x50 board never redraws the board.

**The pieces' numbering.** A piece has two numbers: the cell it was given in (its drawing's `data-cell`,
which never changes) and the cell it stands in now (the two differ only on a square of four, a big piece or a
block, whose turn moves its pieces round the square). The engine's moves, the history's saved text and the
progress go by where a piece stands; the page goes by the cell it was given in. This module owns the one
translation between them (`Board.at`: where the piece given in a cell stands now; `Board.cell_at`: the piece
given in the cell that stands there), kept as the moves go: a request names a piece by its given cell, and every
piece, water list, ring and hint in a reply is named by its given cell. A piece's state also says where it
stands (`at`) for the page's view alone (which piece the arrow keys move the focus to, in the order they are
drawn); the page never sends a position back.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass, field
from typing import Any, Callable, Final

from .. import svg
from ..codes import Layout, cell_char, grid_of, squares_of
from ..flow import Flow
from ..game import Game, game_code
from ..history import History, history_text
from .args import Refused, text_arg
from .water import water_of

DIGITS: Final = "01234567"
"""A progress's digit for each number of steps turned."""


@dataclass
class Board:
    layout: Layout
    code: str
    lang: str
    history: History
    flow: Flow
    states: list[svg.CellState]  # as opened; kept up to date by the moves in `at` and `water`
    solution: tuple[int, ...] | None = None
    par: int | None = None
    labels: dict[tuple[int, int, int, bool, bool, int], str] = field(default_factory=dict)
    # the code of the board as it stands, kept in pieces: head + one character a cell + tail
    head: str = ""
    chars: list[str] = field(default_factory=list)
    tail: str = ""
    roles: tuple[str, ...] = ()
    deepest: int = 0
    hints: int = 0
    level: dict[str, Any] | None = None
    shown: bool = False  # opened on its answer: says so until the next turn or Start over
    hinted: tuple[int, int | None] | None = None  # the lit piece (cell, facing) until it is turned home
    label: Callable[[svg.CellState], str] = field(init=False, repr=False)
    base: str = ""  # the saved form's head: "1/BASE/" (the base game never changes)
    tokens: list[str] = field(default_factory=list)  # the saved form's moves, kept move by move
    # What the page shows of each piece, by the cell it was given in, kept as the moves go: where it
    # stands, and its water as a move's reply says it (depth or -1, and its arms: see `_water_of`)
    at: list[int] = field(default_factory=list)
    cell_at: list[int] = field(default_factory=list)  # by position: the given cell standing there
    water: list[tuple[int, str]] = field(default_factory=list)
    digits: list[str] = field(default_factory=list)  # the progress's digits, one a given cell
    sides: int = 4  # its grid's (a turn is one of them: a quarter, or a sixth)
    rings: Any = None  # the loops and islands as the page was last told them (suido.loops.Rings)
    marks_memo: dict[str, Any] = field(default_factory=dict)  # the edge marks' last reply (suido.web.marks)
    ring_paths: dict[tuple[bool, tuple[int, ...]], str] = field(default_factory=dict)  # each ring's path (suido.web.rings)
    nets: Any = None  # the networks' colours while the page shows them (suido.networks.Networks), else None

    @property
    def game(self) -> Game:
        return self.history.game

    def __post_init__(self) -> None:
        text = history_text(self.history)
        head, moves, _ = text.rsplit("/", 2)
        self.base = head + "/"
        self.tokens = moves.split(",") if moves else []
        self.label = svg.labeller(self.layout, self.lang)
        code = game_code(self.game)
        at = code.index(":") + 1
        size = self.layout.size
        per = len(cell_char(0, grid=self.layout.grid))  # the code's characters a cell
        self.head, self.tail = code[:at], code[at + size * per:]
        self.chars = [code[at + c * per:at + c * per + per] for c in range(size)]
        sources, drains = set(self.layout.sources), set(self.layout.drains)
        self.roles = tuple("source" if c in sources else "drain" if c in drains else "plain"
                           for c in range(size))
        self.deepest = max(self.flow.depth)
        self.at = [st.at for st in self.states]
        self.cell_at = [0] * size
        for st in self.states:
            self.cell_at[st.at] = st.cell
        self.water = [water_of(st) for st in self.states]
        grid = grid_of(self.layout)
        self.sides = grid.sides
        # per cell, its polygon's sides: a progress digit is its steps modulo them (a triangle's thirds)
        self.mods = [grid.polygons[p].sides for p in self.layout.polygons]
        self.digits = [DIGITS[q % k] for q, k in zip(self.game.quarters, self.mods)]


_boards: dict[str, Board] = {}
_ids = itertools.count(1)


def keep(board: Board) -> str:
    """Keep `board` open under a new id, and give the id."""
    board_id = f"b{next(_ids)}"
    _boards[board_id] = board
    return board_id


def board_of(args: dict[str, Any]) -> Board:
    """The open board a request names (`board`); refused when there is none."""
    board_id = text_arg(args, "board")
    board = _boards.get(board_id)
    if board is None:
        raise Refused(f"there is no open board {board_id!r} (it was closed, or never opened)")
    return board


def op_close(args: dict[str, Any]) -> dict[str, Any]:
    """Forget the board `board` (its element left the page); `closed`: whether there was one."""
    board_id = text_arg(args, "board")
    return {"closed": _boards.pop(board_id, None) is not None}


def cells_of(board: Board, cell: int) -> tuple[int, ...]:
    """The cells a move at `cell` (where a piece stands) moves or pins: its square's four, or the cell alone."""
    squares, of = squares_of(board.layout)
    return squares[of[cell]].cells if of[cell] >= 0 else (cell,)
