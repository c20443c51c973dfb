"""Suido (水道): a pipe-rotating puzzle, as a pure-Python engine.

Glossary (the words used everywhere: code, tests, docs and the UI)

board
    A grid of `width` x `height` cells, named by its *code* (`suido.codes`).
grid, tiling
    The shape of a board's cells and how they meet (`suido.grids`, one module per grid):
    "square" (four sides a cell) or "hex" (pointy-topped hexagons in rows, odd rows shifted
    half a cell right; six sides), or one of hexapipes' grids laid out as it lays them
    ("octagonal", "etrat", "cube", "trihexagonal", "snubsquare", "rhombitrihexagonal",
    "triangular", "hexapipes-hex": `suido.grids.TILINGS`), whose cells each have a *polygon* of
    their own. A `Layout`'s `grid` names it; every layer asks the grid
    (its sides, turn, neighbours, code characters, drawing) instead of testing which it is.
cell
    One square (or hexagon) of the board, numbered row by row: `cell = row * width + col`.
piece, mask
    What a cell holds: a pipe that can only be turned, written as a *mask*, one bit for
    each *side* it opens on (four bits on squares, six on hexagons). Bare ground is mask 0.
side
    On squares north, east, south, west: side index 0..3 and bits N=1, E=2, S=4, W=8. On
    hexagons clockwise from north-east: NE=1, E=2, SE=4, SW=8, W=16, NW=32.
quarter, sixth
    One step of a turn: a quarter on squares, a sixth (60 degrees) on hexagons; clockwise is
    a rotate left of the side bits. A game counts its turns in steps of its grid's turn.
pin
    A player's note that a piece is where it belongs: a pinned piece does not turn until it is
    unpinned. A pin is a move (undone, redone, saved), never a rule of the board.
mark
    A player's note on an edge between two pieces: *joined* (the pipe crosses it) or *shut*
    (it does not), by the grid's edge number (`suido.marks`). A mark is a move too; one the
    pieces as they face contradict is drawn so. Like pins, an aid, never a rule.
pump, drain
    Where the water starts (`sources` in the API, the code's word) and where a drains
    board wants it to arrive.
leak, spill
    An open end the water runs out of: towards the rim, a wall, or a neighbour that does
    not open back.
wall
    An edge between two cells that no water crosses.
wrap
    A board whose right edge meets its left and bottom meets its top.
kind
    "network" (wet every piece), "drains" (reach every drain) or "inlet-outlet" (one path
    from the pump to the drain).
twist
    What a board has beyond a plain network: drains, pumps, locked, walls, wrap,
    inlet-outlet, big-pieces, block-turns.
locked piece
    A piece that cannot be turned.
big piece, block
    A square of four cells that turns as one (a big piece is one pipe drawn over four cells).
answer, solution
    The board with every piece turned so it is solved: as a code (answer) or as the masks
    (solution).
par
    The fewest taps from the board as given to its answer.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from .check import FAILURES, Check, check_answer
from .codes import MAX_SIDE, CodeError, Layout, Square, decode, encode, neighbours_of, squares_of, with_masks
from .flow import Flow, flow_of, is_solved
from .game import (Game, can_turn_at, flow_of_game, game_at_answer, game_code, game_from_progress, game_progress,
                   hint_for, is_game_solved, new_game, taps_to_answer, turn_at, turn_square)
from .pieces import E, N, S, W, arms_of, can_turn, opposite, quarters_between, rotations_of, shape_of, turn
from .twists import TWISTS, twists_of

__version__ = "0.3.0"

__all__ = [
    "FAILURES", "Check", "check_answer",
    "MAX_SIDE", "CodeError", "Layout", "Square", "decode", "encode", "neighbours_of", "squares_of", "with_masks",
    "Flow", "flow_of", "is_solved",
    "Game", "can_turn_at", "flow_of_game", "game_at_answer", "game_code", "game_from_progress", "game_progress", "hint_for",
    "is_game_solved", "new_game", "taps_to_answer", "turn_at", "turn_square",
    "E", "N", "S", "W", "arms_of", "can_turn", "opposite", "quarters_between", "rotations_of", "shape_of", "turn",
    "TWISTS", "twists_of",
    "__version__",
]

# The solver, the generator, the difficulty and the symmetry load on first use: the browser's
# worker plays boards with the modules above alone, and importing fewer modules boots it sooner.
_LAZY = {
    "Deduction": "solver", "Solved": "solver", "count_solutions": "solver", "deduce": "solver",
    "forced_hint": "solver", "solve": "solver",
    "Made": "generator", "make": "generator",
    "difficulty_of": "difficulty", "exact_difficulty_of": "difficulty",
    "big_score_of": "difficulty", "exact_big_score_of": "difficulty",
    "BigShape": "bigs", "big_shape_of": "bigs",
    "symmetry_key": "symmetry", "transform_layout": "symmetry",
    "from_hexapipes": "hexapipes", "to_hexapipes": "hexapipes",
    "Analysis": "workbench", "Mend": "workbench", "analyse": "workbench", "mends": "workbench",
}
__all__ += list(_LAZY)
# Modules beyond the core, reachable as suido.svg, suido.levels, ... after a bare `import suido`,
# each imported on first use (so `import suido` stays as quick as the core).
_MODULES = ("svg", "levels", "web", "history", "records", "strings", "generator", "solver", "difficulty", "symmetry",
            "bigs", "hexapipes", "workbench", "edits")

if TYPE_CHECKING:
    from .bigs import BigShape, big_shape_of
    from .difficulty import big_score_of, difficulty_of, exact_big_score_of, exact_difficulty_of
    from .generator import Made, make
    from .hexapipes import from_hexapipes, to_hexapipes
    from .solver import Deduction, Solved, count_solutions, deduce, forced_hint, solve
    from .symmetry import symmetry_key, transform_layout
    from .workbench import Analysis, Mend, analyse, mends
    from . import bigs, edits, workbench, hexapipes, history, levels, records, strings, svg, web


def __getattr__(name: str) -> Any:
    if name in _MODULES:
        return importlib.import_module(f".{name}", __name__)
    module = _LAZY.get(name)
    if module is None:
        raise AttributeError(f"module 'suido' has no attribute {name!r}")
    value = getattr(importlib.import_module(f".{module}", __name__), name)
    globals()[name] = value
    return value


def __dir__() -> list[str]:
    return sorted(set(globals()) | set(_LAZY) | set(_MODULES))
