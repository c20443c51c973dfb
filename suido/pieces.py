"""Pieces and turning on the square grid: the names the engine has always given them, kept here for
whoever imports `suido.pieces`. They live in the square grid's module, `suido.grids.square`
(this module only re-exports them).

>>> turn(N | E)          # an elbow north-east turns to east-south
6
"""

from __future__ import annotations

from .grids.square import (E, N, S, SHAPE_MASKS, SHAPES, SIDE_NAMES, SIDES, STEPS, W, arms_of, can_turn, opposite,
                           quarters_between, rotations_of, shape_of, taps_between, turn)

__all__ = ["E", "N", "S", "SHAPE_MASKS", "SHAPES", "SIDE_NAMES", "SIDES", "STEPS", "W", "arms_of", "can_turn",
           "opposite", "quarters_between", "rotations_of", "shape_of", "taps_between", "turn"]
