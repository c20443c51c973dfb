"""A game's history: moves as values, undo and redo, and the pieces a player has pinned.

A *move* is a value and one function applies it (`make_move`), as in Simon Tatham's `net.c`:
that is what makes undo, redo and saving fall out for free. A move is one of

* `Move("turn", cell, by)`: turn the piece (or the square) standing at `cell` one step, a
  quarter (a sixth, 60 degrees, on a hexagonal board: the grid's turn), clockwise for `by=1`,
  anticlockwise for `by=-1` (`suido.turn_at`);
* `Move("pin", cell, by)`: pin (`by=1`) or unpin (`by=0`) the piece standing at `cell`;
  a pinned piece does not turn until it is unpinned (a square is pinned as one, all four cells);
* `Move("mark", edge, state)`: an edge mark (`suido.marks`): the edge numbered `edge` (the walls'
  numbering) marked joined (`state=1`), shut (2), or its mark taken off (0); a mark changes no rule;
* `Move("restart")`: Start over, the board as given, every pin and every mark taken out (the checkpoints stay);
* `Move("checkpoint")`: a checkpoint set: the game, its pins and its marks as they stand, kept to come back to
  (a checkpoint the same as the last one changes nothing);
* `Move("back", by=n)`: back to checkpoint `n` (counted from 1, in the order they were set): the game, its
  turns, its pins and its marks as they were then, as one move (undo comes forward again);
* `Move("jumble", by=seed)`: every piece that is not pinned turned at random (`jumbled`, seeded by `seed`, a
  whole number from 0 below 2**31), as one move: Simon Tatham's Net's Jumble, to start again from what one is
  sure of.

A `History` holds where the moves start from (`base`: a fresh game, or a game restored from a
progress string that came without its history), every move made (`moves`), how many of them are
done (`done`: the rest can be redone), and the game and the pins they give. Undo takes the last
done move back; a move made after an undo drops the moves that could have been redone.

How turns are counted (the guide, docs/guide.md, says the same): the game's `turns` are the turns in the game as
it stands, so undoing a turn takes it back out of the count, redoing it puts it back, and an undo or a
redo is never a turn itself. A pin is not a turn. Start over sets the count to 0, and undoing it brings
back the count it had; going back to a checkpoint brings back the count it had then; a jumble counts a turn
for each piece it turns. The par is compared with that count.

The saved form (`history_text`) is text: `1/BASE/MOVES/DONE`, where `1` is the format's version,
BASE is the progress string the moves start from (empty for the board as given), MOVES the moves
separated by commas (`12+` and `12-` turn cell 12 clockwise and back, `p12` and `u12` pin and
unpin it, `j12`, `s12` and `c12` mark edge 12 joined, shut or clear it, `r` is Start over, `k` sets a checkpoint,
`b2` goes back to the second, `x77` jumbles with the seed 77; `&` before a move joins it to the one before, so they
are undone as one) and DONE how many of them are done. A save from before the marks is read the same (it holds
none); a release from before the checkpoints and the jumble does not know `k`, `b2` nor `x77`, and opens such a
game from its progress instead (the moves cannot be undone there, the game is the same).

>>> h = new_history(new_game("3x2:35B7vM"))
>>> h = make_move(h, Move("turn", 0, 1))
>>> h = make_move(h, Move("pin", 1, 1))
>>> history_text(h), h.game.turns, sorted(h.pins)
('1//0+,p1/2', 1, [1])
>>> undo(undo(h)).game == new_game("3x2:35B7vM")
True
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from typing import Final

from .codes import Layout, quoted, squares_of
from .game import Game, can_turn_at, game_from_progress, game_progress, new_game, turn_at, turn_square
from .marks import markable

KINDS: Final = ("turn", "pin", "restart", "mark", "checkpoint", "back", "jumble")
FORMAT: Final = "1"
"""The version of the saved form; a later release reads every earlier one."""
_WHOLE: Final = ("restart", "checkpoint", "back", "jumble")
"""The kinds of move with no piece of their own."""
_WHOLE_LETTERS: Final = dict(zip(_WHOLE, "rkbx"))
SEEDS: Final = 2**31
"""A jumble's seed is a whole number from 0 below this."""
CHECKPOINTS: Final = 999
"""The most checkpoints a game keeps (a guard against junk: far beyond any game)."""

_TOKEN = re.compile(r"([0-9]{1,6})([+-])|([pu])([0-9]{1,6})|(r)|([jsc])([0-9]{1,7})|(k)|(b)([0-9]{1,3})|(x)([0-9]{1,10})")
_MARK_LETTERS: Final = "cjs"  # a mark move's letter, by its state (0 clear, 1 joined, 2 shut)
_LIMIT: Final = 100_000
"""The most moves a saved history may hold (a guard against junk, far beyond any game)."""


@dataclass(frozen=True)
class Move:
    """One move: `kind` "turn" (`cell`, `by` 1 or -1: one step of the board's grid), "pin" (`cell`, `by` 1 to pin,
    0 to unpin), "mark" (`cell` the edge, `by` its state), "restart", "checkpoint", "back" (`by` the checkpoint,
    from 1) or "jumble" (`by` its seed). `cell` is where the piece stands now (as for `turn_at`).
    `joined`: made together with the move before it, so one undo (or redo) takes both."""

    kind: str
    cell: int = -1
    by: int = 0
    joined: bool = False  # made together with the move before (a drag that pins as it goes): undone as one

    def __str__(self) -> str:
        """The move in its saved form, as a history's text writes it (`move_text`): `12+`, `p3`, `r`."""
        return move_text(self)

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise ValueError(f"a move is one of {', '.join(KINDS)}, not {self.kind!r}")
        if self.kind not in _WHOLE and (isinstance(self.cell, bool) or not isinstance(self.cell, int) or self.cell < 0):
            raise ValueError(f"a {self.kind} needs a cell (a whole number from 0), not {self.cell!r}")
        if self.kind == "turn" and (isinstance(self.by, bool) or self.by not in (1, -1)):
            raise ValueError(f"a turn's by is 1 (clockwise) or -1 (anticlockwise), not {self.by!r}")
        if self.kind == "pin" and (isinstance(self.by, bool) or self.by not in (0, 1)):
            raise ValueError(f"a pin's by is 1 (pin) or 0 (unpin), not {self.by!r}")
        if self.kind == "mark" and (isinstance(self.by, bool) or self.by not in (0, 1, 2)):
            raise ValueError(f"a mark's state is 0 (none), 1 (joined) or 2 (shut), not {self.by!r}")
        if self.kind == "back" and (isinstance(self.by, bool) or not isinstance(self.by, int)
                                    or not 1 <= self.by <= CHECKPOINTS):
            raise ValueError(f"a way back names a checkpoint from 1 to {CHECKPOINTS}, not {self.by!r}")
        if self.kind == "jumble" and (isinstance(self.by, bool) or not isinstance(self.by, int)
                                      or not 0 <= self.by < SEEDS):
            raise ValueError(f"a jumble's seed is a whole number from 0 below {SEEDS}, not {self.by!r}")


Marks = tuple[tuple[int, int], ...]
Checkpoint = tuple[Game, frozenset[int], Marks]
"""A checkpoint: the game, its pins and its marks as they stood when it was set."""


@dataclass(frozen=True)
class History:
    """`base` (the game the moves start from), `moves` (every move made, done or undone),
    `done` (how many are done), `game` (`base` with those made), `pins` (the cells
    pinned in `game`, by where the pieces stand), `marks` (the edge marks made: `(edge, state)`
    pairs by edge, state 1 joined or 2 shut) and `checkpoints` (those the moves done set, in order)."""

    base: Game
    moves: tuple[Move, ...]
    done: int
    game: Game
    pins: frozenset[int]
    marks: Marks = ()
    checkpoints: tuple[Checkpoint, ...] = ()

    @property
    def can_undo(self) -> bool:
        return self.done > 0

    @property
    def can_redo(self) -> bool:
        return self.done < len(self.moves)


def new_history(game: Game) -> History:
    """A history with no moves yet, starting from `game`."""
    if not isinstance(game, Game):
        raise ValueError(f"a Game is needed (from new_game or game_from_progress), not {type(game).__name__}")
    return History(game, (), 0, game, frozenset())


def _cells_of(layout: Layout, cell: int) -> tuple[int, ...]:
    """The cells a pin at `cell` covers: its square's four, or the cell alone."""
    squares, of = squares_of(layout)
    return squares[of[cell]].cells if of[cell] >= 0 else (cell,)


def is_pinned(history: History, cell: int) -> bool:
    """Whether the piece standing at `cell` is pinned."""
    return cell in history.pins


def _apply(game: Game, pins: frozenset[int], move: Move) -> tuple[Game, frozenset[int]] | None:
    """The game and pins after a turn, a pin or Start over, or None when it changes nothing (a piece that
    cannot turn, a pinned piece turned, a pin already so, Start over of a game as given with no pins)."""
    layout = game.start
    if move.kind == "restart":
        fresh = new_game(layout)
        return None if game == fresh and not pins else (fresh, frozenset())
    if not 0 <= move.cell < layout.size:
        return None
    if move.kind == "turn":
        if move.cell in pins or not can_turn_at(game, move.cell):
            return None
        return turn_at(game, move.cell, move.by), pins
    if not can_turn_at(game, move.cell):
        return None  # bare ground, a cross, a locked piece: nothing to pin
    cells = _cells_of(layout, move.cell)
    if move.by == 1:
        return None if move.cell in pins else (game, pins | frozenset(cells))
    return (game, pins - frozenset(cells)) if move.cell in pins else None


def jumbled(game: Game, pins: frozenset[int], seed: int) -> Game:
    """`game` with every piece that can turn and is not pinned (`pins`, by where they stand) turned a random number
    of steps, from none to one short of a whole turn (a square as one), drawn in cell order from
    `random.Random(seed)`, so the same seed jumbles the same game the same way. Each piece that turned counts one
    turn. Raises `ValueError` for a seed that is not a whole number from 0 below `SEEDS`."""
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEEDS:
        raise ValueError(f"a jumble's seed is a whole number from 0 below {SEEDS}, not {seed!r}")
    layout = game.start
    squares, of = squares_of(layout)
    grid = layout.geometry
    mixed = len(grid.polygons) > 1
    rng = random.Random(seed)
    masks, quarters = list(game.masks), list(game.quarters)
    turned = 0
    for c in range(layout.size):
        if c in pins or not can_turn_at(game, c) or of[c] >= 0 and squares[of[c]].cells[0] != c:
            continue
        polygon = layout.polygons[c] if mixed else 0
        steps = rng.randrange(4 if of[c] >= 0 else grid.polygons[polygon].sides if mixed else grid.sides)
        if not steps:
            continue
        turned += 1
        if of[c] >= 0:
            for _ in range(steps):
                masks = turn_square(masks, squares[of[c]], 1)
            for cell in squares[of[c]].cells:
                quarters[cell] += steps
            continue
        for _ in range(steps):
            masks[c] = grid.turn(masks[c], 1, polygon) if mixed else grid.turn(masks[c], 1)
        quarters[c] += steps
    return Game(layout, tuple(masks), tuple(quarters), game.turns + turned)


_Made = tuple[Game, frozenset[int], Marks, tuple[Checkpoint, ...]]


def make_move(history: History, move: Move) -> History:
    """`history` with `move` made: it becomes the last move done, and the moves that could
    have been redone are dropped. A move that changes nothing (see `Move`; a turn of a pinned
    piece is one) gives the same history back, nothing recorded. Raises `ValueError` for what
    is not a Move."""
    if not isinstance(move, Move):
        raise ValueError(f"a Move is needed, not {type(move).__name__}")
    made = _make(history, move)
    if made is None:
        return history
    if move.joined and not history.done:
        move = replace(move, joined=False)  # nothing before it to be joined to
    return History(history.base, history.moves[:history.done] + (move,), history.done + 1, *made)


def _make(history: History, move: Move) -> _Made | None:
    """The game, pins, marks and checkpoints after `move`, or None when it changes nothing (`_apply`; a mark
    already so, or on an edge that cannot be marked; a checkpoint the same as the last; a way back to a checkpoint
    not set, or to where the game stands; Start over changes something while a mark stands)."""
    return _step((history.game, history.pins, history.marks, history.checkpoints), move)


def _step(state: _Made, move: Move) -> _Made | None:
    game, pins, marks, checkpoints = state
    if move.kind == "mark":
        if markable(game.start, move.cell) is None or dict(marks).get(move.cell, 0) == move.by:
            return None
        return game, pins, _marked(marks, move.cell, move.by), checkpoints
    if move.kind == "checkpoint":
        here = (game, pins, marks)
        if checkpoints and checkpoints[-1] == here or len(checkpoints) >= CHECKPOINTS:
            return None
        return game, pins, marks, checkpoints + (here,)
    if move.kind == "back":
        if move.by > len(checkpoints) or checkpoints[move.by - 1] == (game, pins, marks):
            return None
        return (*checkpoints[move.by - 1], checkpoints)
    if move.kind == "jumble":
        after = jumbled(game, pins, move.by)
        return None if after.masks == game.masks else (after, pins, marks, checkpoints)
    if move.kind == "restart" and marks:
        return new_game(game.start), frozenset(), (), checkpoints
    made = _apply(game, pins, move)
    return None if made is None else (*made, marks, checkpoints)


def _marked(marks: Marks, edge: int, state: int) -> Marks:
    """`marks` with `edge` set to `state` (0: its mark taken off), kept by edge."""
    kept = dict(marks)
    if state:
        kept[edge] = state
    else:
        kept.pop(edge, None)
    return tuple(sorted(kept.items()))


def marks_after(moves: tuple[Move, ...]) -> Marks:
    """The marks the moves leave (each mark sets its edge, Start over takes every mark off, a way back brings back
    the marks of its checkpoint): a mark depends on no turn nor pin, so undoing one reads the moves alone."""
    kept: dict[int, int] = {}
    saved: list[dict[int, int]] = []  # the marks at each checkpoint
    for move in moves:
        if move.kind == "restart":
            kept.clear()
        elif move.kind == "checkpoint":
            if not saved or saved[-1] != kept:  # as _step: a checkpoint the same as the last is none
                saved.append(dict(kept))
        elif move.kind == "back" and move.by <= len(saved):
            kept = dict(saved[move.by - 1])
        elif move.kind == "mark":
            if move.by:
                kept[move.cell] = move.by
            else:
                kept.pop(move.cell, None)
    return tuple(sorted(kept.items()))


def _replay(base: Game, moves: tuple[Move, ...]) -> _Made:
    state: _Made = (base, frozenset(), (), ())
    for move in moves:
        made = _step(state, move)
        if made is not None:
            state = made
    return state


def undo(history: History) -> History:
    """The last move done taken back, with the moves it was joined to (the same history when there
    is none). A turn is undone by the turn back (its quarters and the count as they were), a pin by
    the unpin, a checkpoint by dropping it; Start over, a way back and a jumble by making the moves before it
    again from `base`."""
    while True:
        history = _undo_one(history)
        if not history.done or not history.moves[history.done].joined:
            return history


def _undo_one(history: History) -> History:
    if not history.done:
        return history
    move = history.moves[history.done - 1]
    game, pins, marks, checkpoints = history.game, history.pins, history.marks, history.checkpoints
    if move.kind == "mark":
        marks = marks_after(history.moves[:history.done - 1])  # the game and the pins are as they were
    elif move.kind == "checkpoint":
        checkpoints = checkpoints[:-1]
    elif move.kind == "turn":
        back = turn_at(game, move.cell, -move.by)
        game = replace(back, turns=game.turns - 1)
    elif move.kind == "pin":
        cells = frozenset(_cells_of(game.start, move.cell))
        pins = pins - cells if move.by else pins | cells
    else:
        game, pins, marks, checkpoints = _replay(history.base, history.moves[:history.done - 1])
    return History(history.base, history.moves, history.done - 1, game, pins, marks, checkpoints)


def redo(history: History) -> History:
    """The next move undone made again, with the moves joined to it (the same history when there is none)."""
    history = _redo_one(history)
    while history.done < len(history.moves) and history.moves[history.done].joined:
        history = _redo_one(history)
    return history


def _redo_one(history: History) -> History:
    if history.done >= len(history.moves):
        return history
    made = _make(history, history.moves[history.done])
    state = made if made is not None else (history.game, history.pins, history.marks, history.checkpoints)
    return History(history.base, history.moves, history.done + 1, *state)


def move_text(move: Move) -> str:
    """A move in the saved form: `12+`, `12-`, `p12`, `u12`, `j12`, `s12`, `c12`, `r`, `k`, `b2` or `x77`;
    `&` before it when it is joined to the move before."""
    joined = "&" if move.joined else ""
    if move.kind == "mark":
        return f"{joined}{_MARK_LETTERS[move.by]}{move.cell}"
    if move.kind == "turn":
        return f"{joined}{move.cell}{'+' if move.by == 1 else '-'}"
    if move.kind == "pin":
        return f"{joined}{'p' if move.by else 'u'}{move.cell}"
    letter = _WHOLE_LETTERS[move.kind]  # a move of the whole board: its letter, and a way back's or a jumble's number
    return f"{joined}{letter}{move.by if move.kind in ('back', 'jumble') else ''}"


def history_text(history: History) -> str:
    """The saved form: `1/BASE/MOVES/DONE` (see the module's text)."""
    base = "" if history.base == new_game(history.base.start) else game_progress(history.base)
    return f"{FORMAT}/{base}/{','.join(move_text(m) for m in history.moves)}/{history.done}"


def history_from_text(code: str | Layout, text: str) -> History:
    """The history of the board `code` saved as `text` by `history_text`, its moves made again.

    Raises `CodeError` for a bad code, and `ValueError` for text that is not a saved history
    (another format version, a bad move, a base progress that is not this board's, DONE past the
    moves) or holds a move that cannot be made there (a cell off the board)."""
    if not isinstance(text, str):
        raise ValueError(f"a saved history is text, not {type(text).__name__}")
    parts = text.split("/")
    if len(parts) != 4 or parts[0] != FORMAT:
        raise ValueError(f"{quoted(text)} is not a saved history (version {FORMAT}: '1/BASE/MOVES/DONE')")
    base_text, moves_text, done_text = parts[1:]
    start = new_game(code)
    base = game_from_progress(start.start, base_text) if base_text else start
    moves: list[Move] = []
    for token in moves_text.split(",") if moves_text else ():
        joined = token.startswith("&") and bool(moves)  # the first move joins nothing
        found = _TOKEN.fullmatch(token[1:] if token.startswith("&") else token)
        if found is None:
            raise ValueError(f"{quoted(token)} is not a move (12+, 12-, p12, u12, j12, s12, c12, r, k, b2 or x77, "
                             "& before one joined)")
        if found.group(6):
            edge = int(found.group(7))
            if markable(start.start, edge) is None:
                raise ValueError(f"the move {token} marks no edge between two pieces of this board")
            moves.append(Move("mark", edge, _MARK_LETTERS.index(found.group(6)), joined))
            continue
        if found.group(5):
            moves.append(Move("restart", joined=joined))
        elif found.group(8):
            moves.append(Move("checkpoint", joined=joined))
        elif found.group(9):
            moves.append(Move("back", by=int(found.group(10)), joined=joined))  # ValueError past CHECKPOINTS
        elif found.group(11):
            moves.append(Move("jumble", by=int(found.group(12)), joined=joined))  # ValueError past SEEDS
        elif found.group(1):
            moves.append(Move("turn", int(found.group(1)), 1 if found.group(2) == "+" else -1, joined))
        else:
            moves.append(Move("pin", int(found.group(4)), 1 if found.group(3) == "p" else 0, joined))
        if moves[-1].cell >= start.start.size:
            raise ValueError(f"the move {token} is off this {start.start.width}x{start.start.height} board")
    if len(moves) > _LIMIT:
        raise ValueError(f"a saved history holds at most {_LIMIT} moves, not {len(moves)}")
    if not done_text.isdigit() or int(done_text) > len(moves):
        raise ValueError(f"{quoted(done_text)} is not how many of the {len(moves)} moves are done")
    done = int(done_text)
    return History(base, tuple(moves), done, *_replay(base, tuple(moves[:done])))
