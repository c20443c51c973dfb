"""A board that wraps drawn as a field of its copies round it (hexapipes' way), so its seams are seen: what leaves one
rim comes back in at the other, on the copy beside it.

`with_field(text, layout)` takes a board's drawing (`suido.svg.board`) and puts everything but its ground and its
rim into one group (`<g class="sd-board" id="sd-field">`), then draws that group again by reference, an SVG `<use>` a
copy, one period of the wrap away in each direction (`Places.periods`, the steps that bring the board back onto
itself), over a margin of a quarter of the board's smaller side all round, on a ground of their own and under the
board; the dashed rim stays on the board itself. A copy is the
board's own elements shown again by the browser (nothing drawn twice: a turn or the water on the board shows on every
copy at once), faded, and hidden from screen readers. The view box grows by the margin on every side (its corner at
minus the margin: `data-origin`), `data-extent` is the field's, `data-field="true"` says so, and nothing shows past
it (`overflow:hidden`). A page that draws
several boards renames the group's id and the copies' reference apart (`FIELD_ID`).

The drawing's stylesheet matches a piece's parts below `.suido`; the browser styles a copy's parts inside the copy
alone, so the field's stylesheet (`field_style`) is the drawing's own with `.suido ` read as `.sd-board ` (and the
grid's own rules with it), which the group's copies match.

>>> from suido import make, svg
>>> board = make(size=3, wrap=True, seed=1).layout
>>> text = with_field(svg.board(board), board)
>>> text.count("<use "), 'viewBox="-75 -75 450 450"' in text, 'data-field="true"' in text
(8, True, True)
"""

from __future__ import annotations

import re
from functools import lru_cache
from typing import Final

from ..codes import Layout, grid_of
from .style import STYLE

CELL: Final = 100
FIELD_ID: Final = "sd-field"
"""The board's group's id in a drawing with its field, which its copies reference (`href="#sd-field"`)."""
MARGIN: Final = 0.25
"""How much of the field shows round the board, as a share of the board's smaller side."""


@lru_cache(maxsize=1)
def field_style() -> str:
    """The drawing's stylesheet as a copy's parts match it (see the module), and how a copy looks."""
    return re.sub(r"\.suido(\[data-grid=hex\])? ", r".sd-board\1 ", STYLE) + \
        ".suido .sd-copy{opacity:.55}.suido .sd-copy:hover{opacity:.7}"


def _n(v: float) -> str:
    """A drawing number: whole when it is, else to two places."""
    r = round(v, 2)
    return str(int(r)) if r == int(r) else f"{r:.2f}".rstrip("0")


def with_field(text: str, layout: Layout) -> str:
    """`text` (the board's SVG, as `suido.svg.board` draws it) with the field of its copies round it (see the module);
    `text` as it is when the board does not wrap."""
    if not layout.wrap:
        return text
    grid = grid_of(layout)
    places = grid.places(layout.width, layout.height, layout.wrap, layout.holes)
    if len(places.periods) != 2:
        return text
    ew, eh = (v * CELL for v in places.extent)
    m = MARGIN * min(ew, eh)
    (ax, ay), (bx, by) = ((x * CELL, y * CELL) for x, y in places.periods)
    copies = []
    for i in range(-3, 4):  # (a slanted period: a copy three rows' widths along may still reach the margin)
        for j in range(-2, 3):
            dx, dy = i * ax + j * bx, i * ay + j * by
            # a copy that shows within the margin (its box meets the field's but is not the board's own)
            if (i, j) != (0, 0) and dx < ew + m and dx + ew > -m and dy < eh + m and dy + eh > -m:
                copies.append(f'<use class="sd-copy" href="#{FIELD_ID}" x="{_n(dx)}" y="{_n(dy)}" data-dx="{_n(dx)}"'
                              f' data-dy="{_n(dy)}" aria-hidden="true"/>')
    head_end = text.index(">", text.index("<svg")) + 1
    head = text[:head_end]
    box = f"{_n(-m)} {_n(-m)} {_n(ew + 2 * m)} {_n(eh + 2 * m)}"
    head = re.sub(r'viewBox="[^"]*"', f'viewBox="{box}"', head, count=1)
    # the field ends at its box: a copy beyond it is never drawn over the page round the board (nor takes its presses)
    head = re.sub(r' style="', ' style="overflow:hidden;', head, count=1)
    head = re.sub(r'data-extent="[^"]*"', f'data-extent="{_n(ew + 2 * m)} {_n(eh + 2 * m)}" data-origin="{_n(-m)}'
                  f' {_n(-m)}" data-field="true"', head, count=1)
    body = text[head_end:]
    if '<rect class="sd-ground"' not in body or 'class="sd-rim"' not in body:
        return text
    # the field's rules beside the drawing's own, in its one stylesheet (a page that takes the drawing's styles through
    # the CSSOM takes these with them); a drawing without its stylesheet gets them alone
    end = body.find("</style>")
    body = body[:end] + field_style() + body[end:] if end >= 0 else f"<style>{field_style()}</style>" + body
    start = body.index('<rect class="sd-ground"')
    after = body.index(">", start) + 1  # the board's own ground, under its group
    rim = max(body.rfind('<rect class="sd-rim"'), body.rfind('<path class="sd-rim"'))
    ground = f'<rect class="sd-ground" x="{_n(-m)}" y="{_n(-m)}" width="{_n(ew + 2 * m)}" height="{_n(eh + 2 * m)}"/>'
    group = f'<g class="sd-board" id="{FIELD_ID}" data-grid="{grid.name}">'
    # the field's ground, the copies on it, then the board over them (its ground hides what of a copy reaches in)
    return (head + body[:start] + ground + "".join(copies) + body[start:after] + group + body[after:rim] + "</g>"
            + body[rim:])


def field_extent(layout: Layout) -> tuple[float, float] | None:
    """The field's width and height in drawing units (`with_field`'s box), or None when it has none."""
    places = grid_of(layout).places(layout.width, layout.height, layout.wrap, layout.holes)
    if not layout.wrap or len(places.periods) != 2:
        return None
    ew, eh = (v * CELL for v in places.extent)
    m = MARGIN * min(ew, eh)
    return round(ew + 2 * m, 2), round(eh + 2 * m, 2)
