"""A big board's pieces drawn in bands of whole rows, each band a paint layer of its own (the page's drawing).

A browser keeps a finished drawing per paint layer, and an SVG's children have none: in Chromium any change of look
in one piece (an arm's water, a frame of its run) records the whole `svg.suido` again, some 5,000 elements on a
40x40 board. A `foreignObject` has a paint layer of its own, so the rows drawn in bands, each band a `foreignObject`
over the whole board (and `MARGIN` round it) holding an inner `<svg>` of the same box in the board's units, have only
the bands that changed recorded again. Measured on a 40x40 answer in Chromium (`bench/frame_cpu.py --change run`,
the answer's pump turned twice: the whole board dries and its water runs back), the paint of a frame fell from 14.4
to 6.5 ms at the median and the frame's CPU from 13.0 to 9.5 ms; the worst taps were painted within 72 ms at p95,
from 153 (notes/taps.md).

The bands stand where the rows stood, so what is drawn over the pieces (the loops' and islands' marks, the pivots,
the walls, the frame, the page's edge marks) is still drawn over them, and every piece stays under the one
`svg.suido` (the page's contract): the bands and their `<svg>` have `role="none"`, so a screen reader meets the grid,
its rows and their cells as before. A board of fewer than two bands' pieces is not split (nothing to gain); the
drawing for a file (`suido svg`) never is: other SVG readers draw a `foreignObject` poorly, if at all.
"""

from __future__ import annotations

from typing import Final, Sequence

MARGIN: Final = 30
"""How far (drawing units) a band reaches past the board on every side: a leak's drop reaches 8 past an edge."""

BAND: Final = 160
"""At least this many pieces a band (10 bands on a 40x40, 6 on a 20x50, 2 on a 20x20): the gain was the same from
10 to 40 bands on a 40x40."""


def band_starts(counts: Sequence[int]) -> frozenset[int]:
    """The rows (by index, `counts` the pieces in each row, top to bottom) that begin a band: the board's pieces
    over `sum(counts) // BAND` bands of whole rows, as even as whole rows let them be; empty when that is under
    two bands (the board is drawn as it is)."""
    total = sum(counts)
    k = total // BAND
    if k < 2:
        return frozenset()
    starts: list[int] = []
    held = 0
    for r, n in enumerate(counts):
        if held * k >= len(starts) * total:  # this row begins the next band (the first at row 0)
            starts.append(r)
        held += n
    return frozenset(starts) if len(starts) > 1 else frozenset()


def band_open(width: float, height: float) -> str:
    """The start of a band over a board whose view box is `0 0 width height` (drawing units): the band reaches
    `MARGIN` past the board on every side, so what an edge piece draws past the board (a leak's drop at its open
    end, which the page shows whole) is not cut at the band's edge (a foreignObject clips what it holds, in Firefox
    even with `overflow: visible`)."""
    x, w, h = _n(-MARGIN), _n(width + 2 * MARGIN), _n(height + 2 * MARGIN)
    return (f'<foreignObject class="sd-band" x="{x}" y="{x}" width="{w}" height="{h}" role="none">'
            f'<svg viewBox="{x} {x} {w} {h}" width="{w}" height="{h}" role="none" style="display:block">')


def _n(v: float) -> str:
    """A number as the drawing writes it (suido.svg.tiles's `number`, which cannot be imported here: tiles imports
    this module): at most two decimals, no trailing zeros."""
    return f"{round(v, 2):.2f}".rstrip("0").rstrip(".")


BAND_CLOSE: Final = "</svg></foreignObject>"
"""The end of a band."""
