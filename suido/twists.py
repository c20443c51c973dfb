"""Twists: what a board has beyond a plain network with one pump.

The words and their order are the code format's (SUIDO-JS.md section 4.1); the first
six are the ones fixed levels teach. They read the same on every grid (`suido.grids`); a
hexagonal board never has "big-pieces" or "block-turns" (those are squares of four, which its
code refuses).
"""

from __future__ import annotations

from typing import Final

from .codes import Layout

TWISTS: Final = ("drains", "pumps", "locked", "walls", "wrap", "inlet-outlet", "big-pieces", "block-turns")
LEVEL_TWISTS: Final = TWISTS[:6]


def twists_of(layout: Layout) -> tuple[str, ...]:
    """The twists `layout` has, in `TWISTS` order: "drains" (a drains board), "pumps"
    (more than one), "locked", "walls", "wrap", "inlet-outlet", "big-pieces", "block-turns"."""
    has = {
        "drains": layout.kind == "drains",
        "pumps": len(layout.sources) > 1,
        "locked": bool(layout.locked),
        "walls": bool(layout.walls),
        "wrap": layout.wrap,
        "inlet-outlet": layout.kind == "inlet-outlet",
        "big-pieces": bool(layout.bigs),
        "block-turns": bool(layout.blocks),
    }
    return tuple(t for t in TWISTS if has[t])
