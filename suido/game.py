"""Games as values: a board being played, one turn at a time.

A `Game` never changes; `turn_at` returns a new one. It keeps the board as given
(`start`), the pieces as they face now (`masks`, by the cell each piece is in now),
the signed quarters each piece has turned (`quarters`, by the cell the piece was
*given* in, so a drawing can rotate each piece the way the taps went), and the number
of turns. A big piece or a block turns as one square: each of its four pieces moves to
the next cell clockwise and turns with it (SUIDO-JS.md sections 3.3 and 4.4).

The *progress* string saves a game half played: one digit per given cell, its quarters
turned modulo 4 (all four cells of a square carry the square's), then `:` and the
number of turns. It is the JavaScript package's format.

On a hexagonal board (`suido.grids.HEX`) a turn is a sixth (60 degrees), `quarters` counts
sixths, and the progress has one digit `0`-`5` a cell; the grid's `turn` and
`sides` say so, the code below never asks which grid it is.

>>> game = new_game("3x2:35B7vM")
>>> game = turn_at(game, 0)
>>> game.masks[0], game_progress(game)
(6, '100000:1')
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Final, Sequence

from .codes import Layout, Square, decode, encode, quoted, squares_of, with_masks
from .flow import Flow, flow_of
from .grids import ALL_GRIDS as GRIDS
from .grids.square import square_turned

_MIXED: Final = frozenset(name for name, grid in GRIDS.items() if len(grid.polygons) > 1)
"""The grids whose cells have polygons of their own (a turn asks the cell's)."""
_PROGRESS = {name: re.compile(rf"([0-{grid.sides - 1}]*):([0-9]{{1,9}})") for name, grid in GRIDS.items()}


@dataclass(frozen=True)
class Game:
    """A board being played: `start` (the board as given), `masks` (each cell's piece
    now), `quarters` (signed steps turned, by the cell each piece was given in: quarters on
    squares, sixths on hexagons) and
    `turns` (how many turns were made)."""

    start: Layout
    masks: tuple[int, ...]
    quarters: tuple[int, ...]
    turns: int

    def __str__(self) -> str:
        """The code of the board as it stands (`game_code`): `print(game)` shows it."""
        return game_code(self)


def _game(game: object) -> Game:
    """`game` itself when it is a Game; else ValueError saying what it is."""
    if not isinstance(game, Game):
        raise ValueError(f"a Game is needed (from new_game or game_from_progress), not {type(game).__name__}")
    return game


def new_game(code: str | Layout) -> Game:
    """A fresh game of the board `code` (a code or a decoded `Layout`), nothing turned.
    Raises `CodeError` for a code that cannot be read."""
    layout = code if isinstance(code, Layout) else decode(code)  # decode refuses what is not text
    return Game(layout, layout.cells, (0,) * layout.size, 0)


def turn_square(masks: Sequence[int], square: Square, by: int) -> list[int]:
    """`masks` with `square` turned `by` quarters (clockwise when positive): each of
    its pieces moves `by` cells on round the square and turns `by` quarters."""
    out = list(masks)
    for c, mask in zip(square.cells, square_turned(masks, square.cells, by % 4)):
        out[c] = mask
    return out


def _square_turns(masks: Sequence[int], square: Square) -> bool:
    return any(turn_square(masks, square, q) != list(masks) for q in (1, 2, 3))


def can_turn_at(game: Game, cell: int) -> bool:
    """Whether a tap on `cell` turns anything: False off the board, on bare ground, a
    cross or a locked piece, and in a square whose every facing is the same."""
    _game(game)
    if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < game.start.size:
        return False
    squares, of = squares_of(game.start)
    if of[cell] >= 0:
        return _square_turns(game.masks, squares[of[cell]])
    if game.start.grid in _MIXED:  # a cell's own polygon
        return (GRIDS[game.start.grid].can_turn(game.masks[cell], game.start.polygons[cell])
                and cell not in game.start.locked)
    return GRIDS[game.start.grid].can_turn(game.masks[cell]) and cell not in game.start.locked


def turn_at(game: Game, cell: int, by: int = 1) -> Game:
    """The game after turning the piece (or the square) at `cell` one step (a quarter; a
    sixth on a hexagonal board): clockwise
    for `by=1`, anticlockwise for `by=-1`. A cell that cannot turn (see `can_turn_at`)
    gives the same game back, its turns not counted. Raises `ValueError` for another `by`,
    a `cell` that is not a whole number, or a `game` that is not a Game."""
    _game(game)
    if isinstance(cell, bool) or not isinstance(cell, int):
        raise ValueError(f"cell must be a whole number, not {cell!r}")
    if isinstance(by, bool) or not isinstance(by, int) or by not in (1, -1):
        raise ValueError(f"by must be 1 (clockwise) or -1 (anticlockwise), not {by!r}")
    if not can_turn_at(game, cell):
        return game
    squares, of = squares_of(game.start)
    quarters = list(game.quarters)
    if of[cell] >= 0:
        square = squares[of[cell]]
        masks = turn_square(game.masks, square, by)
        for c in square.cells:
            quarters[c] += by
    else:
        masks = list(game.masks)
        if game.start.grid in _MIXED:  # on the cell's own polygon
            masks[cell] = GRIDS[game.start.grid].turn(masks[cell], by, game.start.polygons[cell])
        else:
            masks[cell] = GRIDS[game.start.grid].turn(masks[cell], by)
        quarters[cell] += by
    return Game(game.start, tuple(masks), tuple(quarters), game.turns + 1)


def flow_of_game(game: Game) -> Flow:
    """The water's flow through the game as it stands."""
    _game(game)
    return flow_of(game.start, game.masks)


def is_game_solved(game: Game) -> bool:
    """Whether the game as it stands is solved."""
    _game(game)
    return flow_of(game.start, game.masks).solved


def game_code(game: Game) -> str:
    """The code of the board as it stands (the board's code with the pieces as they face now)."""
    _game(game)
    return encode(with_masks(game.start, game.masks))


def game_progress(game: Game) -> str:
    """The progress string: per given cell its steps turned modulo the grid's sides (quarters
    modulo 4, sixths modulo 6 on hexagons; on a grid that mixes polygons, modulo its cell's polygon's: a
    triangle's thirds), `:`, the turns."""
    _game(game)
    if game.start.grid in _MIXED:
        geometry = GRIDS[game.start.grid]
        sides = [geometry.polygons[p].sides for p in game.start.polygons]
        return "".join(str(q % k) for q, k in zip(game.quarters, sides)) + f":{game.turns}"
    n = GRIDS[game.start.grid].sides
    return "".join(str(q % n) for q in game.quarters) + f":{game.turns}"


def game_from_progress(code: str | Layout, progress: str) -> Game:
    """The game of the board `code` restored from a `progress` string.

    Raises `CodeError` for a bad code and `ValueError` for a progress string that is not
    one (`0-3` digits, `0-5` on hexagons, `:`, a count), is for a board of another size, turns the four
    cells of a square differently, or turns a piece that cannot turn (a locked piece, bare
    ground, a cross: the reference lets a turned locked piece through; we refuse it).
    """
    start = new_game(code)
    layout = start.start
    if not isinstance(progress, str):
        raise ValueError(f"a progress string is text, not {type(progress).__name__}")
    geometry = GRIDS[layout.grid]
    n = geometry.sides
    found = _PROGRESS[layout.grid].fullmatch(progress)
    if found is None:
        raise ValueError(f"{quoted(progress)} is not a progress string (digits 0-{n - 1}, ':', the turns, "
                         "at most 9 digits)")
    digits, turns = [int(d) for d in found.group(1)], int(found.group(2))
    if len(digits) != layout.size:
        raise ValueError(f"the progress has {len(digits)} digits; a {layout.width}x{layout.height} board has {layout.size} cells")
    squares, of = squares_of(layout)
    masks = list(layout.cells)
    for square in squares:
        qs = {digits[c] for c in square.cells}
        if len(qs) != 1:
            raise ValueError(f"the progress turns the four cells of the square at cell {square.anchor} differently")
        q = qs.pop()
        if q and not _square_turns(layout.cells, square):
            raise ValueError(f"the progress turns the square at cell {square.anchor}, which cannot turn")
        masks = turn_square(masks, square, q)
    locked = set(layout.locked)
    polygons = layout.polygons
    for cell, q in enumerate(digits):
        if of[cell] >= 0 or not q:
            continue
        if cell in locked:
            raise ValueError(f"the progress turns the locked piece at cell {cell}")
        if not geometry.can_turn(layout.cells[cell], polygons[cell]):
            raise ValueError(f"the progress turns cell {cell}, which cannot turn")
        masks[cell] = geometry.turn(masks[cell], q, polygons[cell])
    sides = [p.sides for p in geometry.polygons]
    fewest = sum(min(q % k, k - q % k) for c, q in enumerate(digits) if of[c] < 0 for k in (sides[polygons[c]],))
    fewest += sum(min(digits[sq.anchor], 4 - digits[sq.anchor]) for sq in squares)
    if turns < fewest:
        raise ValueError(f"the progress turns pieces {fewest} times at least, but counts {turns} turns")
    return Game(layout, tuple(masks), tuple(digits), turns)


def _solution_of(game: Game, solution: Sequence[int], turned: bool = False) -> tuple[int, ...]:
    """`solution` as a tuple of one mask a cell (`0..grid.full`: 0..15, 0..63 on hexagons;
    and, when `turned`, each the board's piece there, turned). Raises `ValueError`
    otherwise. O(cells)."""
    _game(game)
    try:
        answer = tuple(solution)
    except TypeError:
        raise ValueError(f"a solution is a sequence of masks, not {type(solution).__name__}") from None
    if len(answer) != game.start.size:
        raise ValueError(f"the solution has {len(answer)} masks; the board has {game.start.size} cells")
    _, of = squares_of(game.start)
    geometry = GRIDS[game.start.grid]
    full = geometry.full
    polygons = game.start.polygons
    for cell, (given, want) in enumerate(zip(game.start.cells, answer)):
        if isinstance(want, bool) or not isinstance(want, int) or not 0 <= want <= full:
            raise ValueError(f"the solution's cell {cell} is {want!r}, not a mask 0..{full}")
        if turned and of[cell] < 0 and geometry.turns_between(given, want, polygons[cell]) is None:
            raise ValueError(f"the solution's cell {cell} is not the board's piece there, turned")
    return answer


def hint_for(game: Game, solution: Sequence[int]) -> int | None:
    """A cell to turn next towards `solution` (the answer's masks, one per cell), or None
    when every piece the answer wets already faces as it should.

    It takes the pieces in the order the answer's water reaches them (nearest the pumps
    first, ties by cell) and names the first that faces wrong, as its square's anchor when
    it is in a square. It never names a piece the answer leaves dry, on any kind of board
    (the reference skips those on drains boards only).
    """
    answer = _solution_of(game, solution, turned=True)
    flow = flow_of(game.start, answer)
    squares, of = squares_of(game.start)
    for cell in sorted(flow.order, key=lambda c: (flow.depth[c], c)):
        if game.masks[cell] != answer[cell]:
            return squares[of[cell]].anchor if of[cell] >= 0 else cell
    return None


def taps_to_answer(game: Game, solution: Sequence[int]) -> int | None:
    """The par: the fewest taps from the game as it stands to `solution` (the answer's
    masks), turning each way as suits; None if some piece or square cannot reach it."""
    answer = _solution_of(game, solution)
    squares, of = squares_of(game.start)
    total = 0
    for square in squares:
        q = next((q for q in range(4) if turn_square(game.masks, square, q) == _with_ring(game.masks, answer, square)), None)
        if q is None:
            return None
        total += min(q, (4 - q) % 4)
    locked = set(game.start.locked)
    taps_between = GRIDS[game.start.grid].taps_between
    polygons = game.start.polygons
    for cell, (now, want) in enumerate(zip(game.masks, answer)):
        if of[cell] >= 0:
            continue
        taps = taps_between(now, want, True, polygons[cell])
        if taps is None or (taps and cell in locked):
            return None
        total += taps
    return total


def game_at_answer(game: Game, solution: Sequence[int]) -> Game:
    """The game with every piece (and every square) turned the shortest way to `solution`
    (the answer's masks, one per cell), those taps counted as turns (so its progress string
    restores, like any game's): what a board *shown* on its answer plays from (SUIDO-JS.md
    section 6.1, `shown`). The quarters record the turns, so the drawing rotates each piece
    there. Raises `ValueError` when `solution` is not the
    board's pieces turned, or would turn a locked piece. O(cells)."""
    answer = _solution_of(game, solution, turned=True)
    squares, of = squares_of(game.start)
    masks = list(game.masks)
    quarters = list(game.quarters)
    taps = 0
    for square in squares:
        q = next((q for q in range(4) if turn_square(masks, square, q) == _with_ring(masks, answer, square)), None)
        if q is None:
            raise ValueError(f"the solution's square at cell {square.anchor} is not the board's square, turned")
        masks = turn_square(masks, square, q)
        taps += min(q, 4 - q) if q else 0
        for c in square.cells:
            quarters[c] += q if q <= 2 else q - 4
    locked = set(game.start.locked)
    geometry = GRIDS[game.start.grid]
    polygons = game.start.polygons
    for cell, want in enumerate(answer):
        if of[cell] >= 0:
            continue
        n = geometry.polygons[polygons[cell]].sides
        half = n // 2
        q = geometry.turns_between(masks[cell], want, polygons[cell])
        if q is None:
            raise ValueError(f"the solution's cell {cell} is not the piece there, turned")
        if q and masks[cell] != want and cell in locked:
            raise ValueError(f"the solution turns cell {cell}, which is locked")
        if masks[cell] != want:
            masks[cell] = want
            quarters[cell] += q if q <= half else q - n
            taps += min(q, n - q)
    return Game(game.start, tuple(masks), tuple(quarters), game.turns + taps)


def _with_ring(masks: Sequence[int], answer: Sequence[int], square: Square) -> list[int]:
    out = list(masks)
    for c in square.cells:
        out[c] = answer[c]
    return out
