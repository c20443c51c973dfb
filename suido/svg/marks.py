"""The edge marks drawn (`suido.marks`): one SVG layer over the pieces, worked out through the board's grid.

A joined mark is a bar across the edge (from one piece into the other), a shut mark a bar along it. A mark the
pieces as they face contradict is drawn dashed, in another colour, with a ring at its middle: it is told apart
by its shape, not by its colour alone. The colours stand 3:1 or more from the ground in the light and the dark
themes (`CONTRASTS`, held by a test), and are the system's own in forced colours. The layer is hidden from
screen readers (the note under the board says each mark as it is made) and under `data-marks="off"` on the
page's root (the setting).
"""

from __future__ import annotations

import math
from typing import AbstractSet, Final, Iterable

from ..codes import Layout, grid_of
from ..marks import JOINED, STATES, markable

LIGHT: Final = {"mark": "#6a1b9a", "mark-wrong": "#b85000"}
DARK: Final = {"mark": "#b388ff", "mark-wrong": "#ffcc80"}
FORCED: Final = {"mark": "CanvasText", "mark-wrong": "LinkText"}
CONTRASTS: Final = (("mark", "ground"), ("mark-wrong", "ground"), ("mark", "mark-wrong"))
"""The pairs (ours or the drawing's `ground`) that stand at least 3:1 apart in `LIGHT` and `DARK`,
but the last, which only needs telling apart (the dashes and the ring do that): held at 1.5:1."""

_OPEN: Final = '<g class="sd-marks" aria-hidden="true">'
EMPTY: Final = _OPEN + "</g>"
"""The layer with no mark in it (what a board with none replies)."""
_ACROSS: Final = 0.17  # half a joined bar's length, in board units
_ALONG: Final = 0.24   # half a shut bar's length


def _colours(palette: dict[str, str]) -> str:
    return ";".join(f"--sd-{name}:{value}" for name, value in palette.items())


STYLE: Final = (
    ".suido{" + _colours(LIGHT) + "}"
    "@media (prefers-color-scheme:dark){.suido{" + _colours(DARK) + "}:root[data-theme=light] .suido{" + _colours(LIGHT) + "}}"
    ":root[data-theme=dark] .suido,.suido-play[data-theme=dark] .suido{" + _colours(DARK) + "}"
    ".suido-play[data-theme=light] .suido{" + _colours(LIGHT) + "}"
    "@media (forced-colors:active){.suido,:root[data-theme] .suido,.suido-play[data-theme] .suido{" + _colours(FORCED) + "}}"
    ".suido .sd-mark{fill:none;stroke:var(--sd-mark);stroke-width:10;stroke-linecap:round}"
    ".suido .sd-mark[data-wrong=true]{stroke:var(--sd-mark-wrong);stroke-dasharray:7 9;stroke-linecap:butt}"
    ".suido .sd-mark circle{fill:var(--sd-ground);stroke-width:5;stroke-dasharray:none}"
    ":root[data-marks=off] .suido .sd-marks{display:none}"
)
"""The marks' CSS, a part of the drawing's (`suido.svg.STYLE`)."""


def _ends(layout: Layout, cell: int, side: int, state: int, unit: float) -> tuple[float, float, float, float, float, float]:
    places = grid_of(layout).places(layout.width, layout.height, layout.wrap, layout.holes)
    cx, cy = places.centre(cell)
    ex, ey = places.arm_end(cell, side)
    d = math.hypot(ex, ey)
    nx, ny = ex / d, ey / d
    mx, my = cx + ex, cy + ey
    ux, uy = (nx, ny) if state == JOINED else (-ny, nx)
    half = _ACROSS if state == JOINED else _ALONG
    return tuple(round(v * unit, 1) for v in (mx - ux * half, my - uy * half, mx + ux * half, my + uy * half, mx, my))  # type: ignore[return-value]


def layer(layout: Layout, marks: Iterable[tuple[int, int]], wrong: AbstractSet[int], unit: float) -> str:
    """The marks as one `<g class="sd-marks">` (`marks`: `(edge, state)` pairs; `wrong`: the edges
    contradicted; `unit`: the drawing's units a board unit). An edge across the rim of a board that wraps is
    drawn on both pieces' sides. Empty marks give an empty layer, so the page can always replace the last."""
    grid = grid_of(layout)
    laid = grid.places(layout.width, layout.height, layout.wrap, layout.holes)
    out = [_OPEN]
    for edge, state in marks:
        found = markable(layout, edge)
        if found is None:
            continue
        cell, side, other = found
        places = [(cell, side)]
        if not laid.beside(cell, side, other, grid.opposite(side)):  # across the rim of a board that wraps
            places.append((other, grid.opposite(side)))
        is_wrong = edge in wrong
        for at, on in places:
            x0, y0, x1, y1, mx, my = _ends(layout, at, on, state, unit)
            out.append(f'<g class="sd-mark" data-edge="{edge}" data-mark="{STATES[state]}" data-wrong="{"true" if is_wrong else "false"}">'
                       f'<path d="M{x0} {y0}L{x1} {y1}"/>')
            if is_wrong:
                out.append(f'<circle cx="{mx}" cy="{my}" r="{round(unit * 0.08, 1)}"/>')
            out.append("</g>")
    out.append("</g>")
    return "".join(out)
