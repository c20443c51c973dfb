"""A game on the grids laid out as hexapipes lays them (`suido.grids.TILINGS`), as on squares: the par, the
hint (given an answer, and forced by the board alone), a board shown on its answer, the progress string, the
history (a turn, a pin, undo), the loops and the marks' edges, all on each cell's own polygon."""

from __future__ import annotations

import pytest

import suido
from suido import history
from suido.loops import loops_of
from suido.marks import edge_of, markable
from suido.solver import forced_hint
from suido.grids import TILINGS


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_a_game_plays_on_every_grid(name: str) -> None:
    made = suido.make(size=6, grid=name, seed=4, kind="drains", locked=2, walls=2)
    layout, answer = made.layout, made.solution
    game = suido.new_game(made.code)
    par = suido.taps_to_answer(game, answer)
    assert par is not None and par > 0
    played, taps = game, 0
    while (cell := suido.hint_for(played, answer)) is not None:
        assert cell not in layout.locked
        played, taps = suido.turn_at(played, cell), taps + 1
    assert suido.is_game_solved(played) and taps >= par
    restored = suido.game_from_progress(made.code, suido.game_progress(played))
    assert restored.masks == played.masks and restored.turns == played.turns
    # a piece turned once round its polygon and once more: its progress is one step (a triangle's 4 turns are 1)
    cell = max((c for c in range(layout.size) if suido.can_turn_at(game, c)),
               key=lambda c: -layout.geometry.polygons[layout.polygons[c]].sides)
    k = layout.geometry.polygons[layout.polygons[cell]].sides
    turned = game
    for _ in range(k + 1):
        turned = suido.turn_at(turned, cell)
    assert suido.game_progress(turned)[cell] == "1"
    assert suido.game_from_progress(made.code, suido.game_progress(turned)).masks == turned.masks
    shown = suido.game_at_answer(game, answer)
    assert suido.is_game_solved(shown) and shown.turns == par
    forced = forced_hint(game)  # a piece the board forces, facing wrong now: as the one answer has it
    assert forced is None or (answer[forced[0]] == forced[1] and game.masks[forced[0]] != forced[1])
    assert forced_hint(shown) is None
    # the history: a turn, a pin, both undone
    start = history.new_history(game)
    cell = next(c for c in range(layout.size) if suido.can_turn_at(game, c))
    turned = history.make_move(start, history.Move("turn", cell, 1))
    pinned = history.make_move(turned, history.Move("pin", cell, 1))
    assert history.is_pinned(pinned, cell) and turned.game.masks[cell] != game.masks[cell]
    assert history.undo(history.undo(pinned)).game.masks == game.masks
    # the loops of the answer (a tree: none) and a mark's edge between two cells
    assert loops_of(layout, suido.flow_of(layout, answer), answer) is not None
    side = next(s for s in range(layout.geometry.sides) if answer[cell] >> s & 1 and
                layout.geometry.neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)
                [cell * layout.geometry.sides + s] >= 0)
    edge = edge_of(layout, cell, side)
    assert edge is not None and markable(layout, edge) is not None
