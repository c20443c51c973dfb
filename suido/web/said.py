"""What is said about a board in the worker: the status line, the meter, the words of its controls and the chips of
its twists, and the hint: which piece to turn next, which way, and the words that name it (`suido.web.boards`'
boards; `suido.web.play` says them in its replies).

A hint's pieces are named by the cells they were given in, as every piece the page is told of (`suido.web.boards`
says why).
"""

from __future__ import annotations

from typing import Any, Final

from .. import strings
from ..codes import Layout, grid_of, squares_of
from ..flow import Flow
from ..game import hint_for, turn_square
from ..grids import ALL_GRIDS, grid_named
from ..grids.places import wrap_ways
from ..solver import forced_hint, shown_unsolvable
from ..strings.aids import AID_BOARD_WORDS
from ..svg.states import cell_states, shape_key, side_words
from ..twists import twists_of
from .boards import Board


def status_of(layout: Layout, flow: Flow, turns: int, lang: str) -> str:
    """The status line: how far the water got and how many ends leak, or that it is solved."""
    if flow.solved:
        key = {"network": "solved", "drains": "solvedDrains"}.get(layout.kind, "solvedPath")
        return strings.say(lang, key, n=turns)
    if layout.kind == "network":
        got = strings.say(lang, "progressNetwork", wet=flow.wet_pieces, of=flow.pieces)
    elif layout.kind == "drains":
        got = strings.say(lang, "progressDrains", wet=flow.wet_drains, of=flow.drains)
    elif flow.wet_pieces <= 1:
        got = strings.say(lang, "progressPathNone")
    else:
        got = strings.say(lang, "progressPath", wet=flow.wet_pieces)
    leaks = len(flow.spills)
    leak = strings.say(lang, "leaks", n=leaks) if leaks else strings.say(lang, "leaksNone")
    return got + strings.say(lang, "sep") + leak


def meter_of(turns: int, par: int | None, lang: str, hints: int = 0) -> str:
    """The meter: the turns made, the par when the board came with its answer, the hints taken."""
    parts = [strings.say(lang, "turns", n=turns)]
    if par is not None:
        parts.append(strings.say(lang, "par", n=par))
    if hints:
        parts.append(strings.say(lang, "hints", n=hints))
    return strings.say(lang, "sep").join(parts)


_BOARD_WORDS: Final = ("restart", "restartSure", "howTo", "howToTouch", "hintedAnticlockwiseTouch",
                       "hintedClockwiseTouch", "hint", "turningClockwise", "turningAnticlockwise",
                       "zoomLabel", "zoomOut", "zoomIn", "zoomFit", "nextLevel", "undo", "redo",
                       "pinnedSays", "pinnedSaysTouch", "timer", "solvedTime", "recordBest", "recordNew",
                       "unsaved", "seekLeak", "seekLeakNone", "seekDry", "seekDryNone", "seekLit", "seekLitNone", "markWhich") + AID_BOARD_WORDS


def board_words(lang: str, grid: str = "square") -> dict[str, str]:
    """The words the page shows around a board of `grid` in `lang` (`open`'s `words`): each key of the board's
    words, said as that grid says it where its module has a word of its own (`Grid.board_words`: a sixth on
    hexagons, not a quarter)."""
    mine = (ALL_GRIDS[grid] if grid in ALL_GRIDS else grid_named(grid)).board_words
    return {key: strings.say(lang, mine.get(key, key)) for key in _BOARD_WORDS}


def _chip_key(twist: str) -> str:
    return "twist" + "".join(part.capitalize() for part in twist.split("-"))


def chips(layout: Layout, lang: str) -> list[dict[str, str]]:
    """One chip per twist the board has (or Plain), with the line that explains it (a board that runs round one way
    only, a half-wrap shape, says which: `suido.grids.places.wrap_ways`)."""
    keys = [(t, _chip_key(t)) for t in twists_of(layout)] or [("plain", "plain")]
    return [{"twist": t, "name": strings.say(lang, k), "says": strings.say(lang, _says_key(layout, t, k))}
            for t, k in keys]


def _says_key(layout: Layout, twist: str, key: str) -> str:
    if twist == "wrap":
        ways = wrap_ways(grid_of(layout), layout.width, layout.height, layout.wrap, layout.holes)
        if ways != (True, True):
            return "twistWrapLeftRightSays" if ways[0] else "twistWrapTopBottomSays"
    return key + "Says"


def light(board: Board) -> dict[str, Any]:
    """Light a piece to turn next (towards the answer when the board has one, else one its own rules force) and
    say why: `{cell, facing, quarters, cells, note, where}` (`cell` None and `cells` empty when there is no
    hint to give). The same piece lit again, nothing done meanwhile, is the same hint: counted once."""
    lang = board.lang
    facing: int | None = None
    if board.solution is not None:
        cell = hint_for(board.game, board.solution)
        note = "hinted"
    else:
        forced = forced_hint(board.game)
        cell, facing = forced if forced is not None else (None, None)
        note = "hintForced"
    if cell is None:
        board.hinted = None
        unsolvable = board.solution is None and shown_unsolvable(board.game)
        return {"cell": None, "cells": [], "note": strings.say(lang, "noAnswer" if unsolvable else "noHint")}
    if board.hinted is None or board.hinted[0] != cell:
        board.hints += 1
    squares, of = squares_of(board.layout)
    lit = list(squares[of[cell]].cells) if of[cell] >= 0 else [cell]
    quarters = quarters_to(board, cell, facing)
    board.hinted = (cell, facing) if quarters else None
    if quarters:
        note = towards(board, quarters, cell)
    return {"cell": board.cell_at[cell], "facing": facing, "quarters": quarters,
            "cells": [board.cell_at[p] for p in lit], "note": strings.say(lang, note),
            "where": hint_where(board, cell, quarters)}


def hint_left(board: Board) -> dict[str, Any] | None:
    """What is left of the lit piece's hint after a turn of it: its cells, the quarters still to turn
    and the line that says so; None (and the light out) once it faces as it should."""
    if board.hinted is None:
        return None
    cell, facing = board.hinted
    quarters = quarters_to(board, cell, facing)
    if not quarters:
        board.hinted = None
        return None
    squares, of = squares_of(board.layout)
    lit = list(squares[of[cell]].cells) if of[cell] >= 0 else [cell]
    return {"cell": board.cell_at[cell], "cells": [board.cell_at[p] for p in lit], "quarters": quarters, "note": strings.say(board.lang, towards(board, quarters, cell)),
            "where": hint_where(board, cell, quarters)}


_TOWARDS: Final = {(4, 1): "hintedClockwise", (4, 2): "hintedTwice", (4, -1): "hintedAnticlockwise",
                   (6, 1): "hintedHexClockwise", (6, 2): "hintedHexTwiceClockwise", (6, 3): "hintedHexHalf",
                   (6, -2): "hintedHexTwiceAnticlockwise", (6, -1): "hintedHexAnticlockwise"}


def towards(board: Board, steps: int, cell: int = 0) -> str:
    """The key of the line that says which way a hinted piece (at `cell`) still turns (`steps` of its polygon's
    turn, the short way; a polygon with no such lines, a triangle or an octagon: only that it turns)."""
    return _TOWARDS.get((board.mods[cell], steps), "hinted")  # (a triangle's or an octagon's turn: "try turning the lit piece")


def hint_where(board: Board, cell: int, quarters: int) -> str:
    """The words that name a hint's piece for one who cannot see the light (the page reads them out after the
    hint's line): its shape, row and column (from 1), and the sides it opens to once turned `quarters` as the
    hint says (a square's, as it stands)."""
    lang, layout = board.lang, board.layout
    grid = grid_of(layout)
    if not grid.places(layout.width, layout.height, layout.wrap, layout.holes).uniform:  # each cell its polygon: its own words
        state = cell_states(layout, board.game.masks, board.game.quarters, board.flow, only=[cell])[0]
        return board.label(state._replace(quarters=state.quarters + quarters, wet=False))
    squares, of = squares_of(layout)
    mask = grid.turn(board.game.masks[cell], 0 if of[cell] >= 0 else quarters)  # a square's pieces move: as it stands
    return strings.say(
        lang, "hintWhere", piece=strings.say(lang, shape_key(grid.shape_of(layout.cells[cell]))),
        row=cell // layout.width + 1, col=cell % layout.width + 1, sides=side_words(grid, lang)[mask])


def quarters_to(board: Board, cell: int, facing: int | None) -> int:
    """The steps the hinted piece (or square) at `cell` still turns, the short way: 1 clockwise, -1
    anticlockwise, 2 a half turn on squares (on hexagons sixths: 1, 2, 3 a half turn, -2, -1); 0 when it
    cannot be said. Towards the answer, else towards `facing`
    (the mask the board forces on it, or on a square's anchor)."""
    game = board.game
    want = board.solution[cell] if board.solution is not None else facing
    if want is None:
        return 0
    squares, of = squares_of(board.layout)
    if of[cell] >= 0:
        square = squares[of[cell]]
        for q in (1, 2, 3):
            turned = turn_square(game.masks, square, q)
            if board.solution is not None and all(turned[c] == board.solution[c] for c in square.cells) \
                    or board.solution is None and turned[square.anchor] == want:
                return q if q <= 2 else -1
        return 0
    polygon = board.layout.polygons[cell]
    steps = grid_of(board.layout).turns_between(game.masks[cell], want, polygon)
    n = board.mods[cell]
    return 0 if not steps else steps if steps <= n // 2 else steps - n
