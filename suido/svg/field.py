"""A board that wraps drawn as a field of its copies round it (hexapipes' way), so its seams are seen: what leaves one
rim comes back in at the other, on the copy beside it.

`with_field(text, layout)` takes a board's drawing (`suido.svg.board`) and draws its pieces again by reference, an
SVG `<use>` of each piece's own group (`id="sd-c-N"`), one period of the wrap away in each direction
(`Places.periods`, the steps that bring the board back onto itself), wherever the copy shows within a margin of a
quarter of the board's smaller side all round (and the grid's lines and walls under them, the loops' and islands'
marks and the edge marks' layer, `sd-marks`, which the page puts in, over them, the same way, by their own ids). The
copies stand on the field's ground (in place of the board's) under the board, in one group hidden from screen
readers, faded by a veil of the ground's colour; the dashed rim stays on the board itself. A copy is the piece's own
elements shown again by the browser (nothing drawn twice: a turn or the water on the board shows on every copy at
once), and a piece's copies alone are drawn again when it changes, not the board's (a `<use>` of the whole board
redrew every copy on every tap: three to eight times the tap's cost on a 20x20 board). The view box grows by the
margin on every side (its corner at minus the margin: `data-origin`), `data-extent` is the field's,
`data-field="true"` says so, and nothing shows past it (`overflow:hidden`). A copy says whose piece it is
(`data-of`), so a press on it is the piece's; a page that draws several boards renames the ids apart. The page
makes each piece's `<use>` a copy of its own kept to the piece (site/field.js: a `<use>` is built again whenever its
piece changes, so its water jumped), classed `sd-copy`.

The drawing's stylesheet matches a piece's parts below `.suido`; the browser styles a `<use>`'s copy inside the copy
alone, so the field's rules (`field_style`) are the drawing's own read from the piece (`.suido .sd-arm` as
`.sd-cell .sd-arm`, `.suido .sd-cell` as `.sd-cell`), then its rules about a piece again for the page's copies
(`.sd-copy`), and a hexagon's turn box says its six sides (`data-n`) as the other grids' do.

>>> from suido import make, svg
>>> board = make(size=3, wrap=True, seed=1).layout
>>> text = with_field(svg.board(board), board)
>>> 'viewBox="-75 -75 450 450"' in text, 'data-field="true"' in text, text.count('href="#sd-c-4"')
(True, True, 0)
>>> text.count('href="#sd-c-0"')    # the corner piece: its copies right, below and across the corner
3
"""

from __future__ import annotations

import math
import re
from functools import lru_cache
from typing import Final

from ..codes import Layout, grid_of
from .style import STYLE

CELL: Final = 100
MARGIN: Final = 0.25
"""How much of the field shows round the board, as a share of the board's smaller side."""
_BARE: Final = ("sd-cell", "sd-grid", "sd-walls", "sd-loops", "sd-islands", "sd-mark")  # the copies' roots: read bare


@lru_cache(maxsize=1)
def field_style() -> str:
    """The drawing's stylesheet as a `<use>`'s copy's parts match it, then its rules about a piece for the page's
    own copies (`.sd-copy`; see the module)."""
    bare = tuple("." + b for b in _BARE)

    def read(m: re.Match[str]) -> str:
        return m.group(1) if m.group(1).startswith(bare) else ".sd-cell " + m.group(1)

    return re.sub(r"\.suido (\.[-\w]+|\*)", read, STYLE) + _copy_rules(STYLE)


def _copy_rules(css: str) -> str:
    """The rules of `css` about a piece (`.sd-cell`), for the page's own copies of it (`.sd-copy`, site/field.js),
    inside the same at-rules; the rest left out (they reach a copy's parts already, under `.suido`)."""
    out, i = [], 0
    while (j := css.find("{", i)) >= 0:
        head = css[i:j].strip()
        depth, k = 1, j + 1
        while depth and k < len(css):
            depth += {"{": 1, "}": -1}.get(css[k], 0)
            k += 1
        inner = css[j + 1:k - 1]
        if head.startswith("@"):
            rules = _copy_rules(inner)
            if rules:
                out.append(f"{head}{{{rules}}}")
        elif ".sd-cell" in head:
            out.append(f"{head.replace('.sd-cell', '.sd-copy')}{{{inner}}}")
        i = k
    return "\n".join(out)


def _n(v: float) -> str:
    """A drawing number: whole when it is, else to two places."""
    r = round(v, 2)
    return str(int(r)) if r == int(r) else f"{r:.2f}".rstrip("0")


def with_field(text: str, layout: Layout) -> str:
    """`text` (the board's SVG, as `suido.svg.board` draws it) with the field of its copies round it (see the module);
    `text` as it is when the board does not wrap."""
    grid = grid_of(layout)
    places = grid.places(layout.width, layout.height, layout.wrap, layout.holes)
    if not layout.wrap or len(places.periods) != 2 or '<rect class="sd-ground"' not in text \
            or 'class="sd-rim"' not in text:
        return text
    ew, eh = (v * CELL for v in places.extent)
    m = MARGIN * min(ew, eh)
    (ax, ay), (bx, by) = ((x * CELL, y * CELL) for x, y in places.periods)
    holes = set(layout.holes)
    reach = [max(math.hypot(x, y) for x, y in places.corners(c)) * CELL for c in range(layout.size)]
    pieces: list[str] = []
    offsets = []
    for i in range(-3, 4):  # (a slanted period: a copy three rows' widths along may still reach the margin)
        for j in range(-2, 3):
            dx, dy = i * ax + j * bx, i * ay + j * by
            if (i, j) != (0, 0) and dx < ew + m and dx + ew > -m and dy < eh + m and dy + eh > -m:
                offsets.append(f'x="{_n(dx)}" y="{_n(dy)}"')
                for c, (cx, cy) in enumerate(places.centres):
                    x, y, r = cx * CELL + dx, cy * CELL + dy, reach[c]
                    if c not in holes and -m - r < x < ew + m + r and -m - r < y < eh + m + r:
                        pieces.append(f'<use href="#sd-c-{c}" data-of="{c}" {offsets[-1]}/>')
    # the grid's lines under the pieces; over them, as on the board, the loops' and islands' marks, the walls and the
    # edge marks' layer (the page puts that in: field.js names it)
    copies = [f'<use href="#sd-lines" {at}/>' for at in offsets] + pieces
    for at in offsets:
        copies += [f'<use href="#sd-loops" {at}/>', f'<use href="#sd-islands" {at}/>']
        if layout.walls:
            copies.append(f'<use href="#sd-wall" {at}/>')
        copies.append(f'<use href="#sd-marks" {at}/>')
    head_end = text.index(">", text.index("<svg")) + 1
    head = text[:head_end]
    box = f"{_n(-m)} {_n(-m)} {_n(ew + 2 * m)} {_n(eh + 2 * m)}"
    head = re.sub(r'viewBox="[^"]*"', f'viewBox="{box}"', head, count=1)
    # the field ends at its box: a copy beyond it is never drawn over the page round the board (nor takes its presses)
    head = re.sub(r' style="', ' style="overflow:hidden;', head, count=1)
    head = re.sub(r'data-extent="[^"]*"', f'data-extent="{_n(ew + 2 * m)} {_n(eh + 2 * m)}" data-origin="{_n(-m)}'
                  f' {_n(-m)}" data-field="true"', head, count=1)
    body = text[head_end:]
    # the field's rules beside the drawing's own, in its one stylesheet (a page that takes the drawing's styles through
    # the CSSOM takes these with them); a drawing without its stylesheet gets them alone
    end = body.find("</style>")
    body = body[:end] + field_style() + body[end:] if end >= 0 else f"<style>{field_style()}</style>" + body
    # each piece, the grid's lines and the walls named, for the copies to show
    body = re.sub(r'<g class="sd-cell" data-cell="(\d+)"', r'<g class="sd-cell" id="sd-c-\1" data-cell="\1"', body)
    body = body.replace('<path class="sd-grid"', '<path class="sd-grid" id="sd-lines"', 1)
    body = body.replace('<path class="sd-walls"', '<path class="sd-walls" id="sd-wall"', 1)
    body = body.replace('<path class="sd-loops"', '<path class="sd-loops" id="sd-loops"', 1)
    body = body.replace('<path class="sd-islands"', '<path class="sd-islands" id="sd-islands"', 1)
    if grid.name == "hex":  # a hexagon's turn box says its sides, as on the other grids (a copy has no data-grid)
        body = body.replace('<g class="sd-turn"', '<g class="sd-turn" data-n="6"')
    start = body.index('<rect class="sd-ground"')
    after = body.index(">", start) + 1
    ground = f'<rect class="sd-ground" x="{_n(-m)}" y="{_n(-m)}" width="{_n(ew + 2 * m)}" height="{_n(eh + 2 * m)}"/>'
    # the field's ground in place of the board's (whose box, on a slanted wrap, reaches past its cells over the copies'),
    # the copies on it faded by a veil of the ground's colour (an opacity on their group made the browser compose the
    # whole group again whenever a piece changed), then the board over them
    veil = ground.replace("sd-ground", "sd-veil")
    return (head + body[:start] + ground + '<g class="sd-copies" aria-hidden="true">' + "".join(copies) + "</g>"
            + veil + body[after:])


def field_extent(layout: Layout) -> tuple[float, float] | None:
    """The field's width and height in drawing units (`with_field`'s box), or None when it has none."""
    places = grid_of(layout).places(layout.width, layout.height, layout.wrap, layout.holes)
    if not layout.wrap or len(places.periods) != 2:
        return None
    ew, eh = (v * CELL for v in places.extent)
    m = MARGIN * min(ew, eh)
    return round(ew + 2 * m, 2), round(eh + 2 * m, 2)
