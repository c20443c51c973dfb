"""A piece's water as a move's reply tells the page (`suido.web.reply`): the pieces whose water alone
changed, in three flat lists (their given cells, their depths, four letters each for their arms), so a
reply about a thousand pieces is three JSON values rather than a thousand objects.

The letters say a piece's arms by its own sides (N, E, S, W on squares; NE, E, SE, SW, W, NW on
hexagons: one letter a side of its grid): "-" no arm (or the piece is dry), "i" the
water comes in there, "o" it goes out, "l" it leaks, as `svg.cell_states` says them ("", "in", "out",
"leak"); a test holds the two to each other after every reply of many random games.
"""

from __future__ import annotations

from typing import Any, Final, Sequence

from .. import svg
from ..codes import Layout
from ..flow import Flow

_ARM_LETTER: Final = {"": "-", "in": "i", "out": "o", "leak": "l"}
_arms_texts: dict[tuple[int, int], str] = {}


def arms_text(key: int, sides: int = 4) -> str:
    """A wet piece's arms, one a side of its grid (`sides`: 4 or 6) by the piece's own sides, as letters:
    "-" no arm, "i" the water comes in there, "o" it goes out, "l" it leaks (as `svg.cell_states` says
    them). `key`: its mask as given | steps turned (0..sides-1) << sides | (the side the water came in
    by + 1) << (sides + 3) | the board's sides it leaks on << (sides + 6)."""
    text = _arms_texts.get((key, sides))
    if text is None:
        full = (1 << sides) - 1
        mask, q, came, spilt = key & full, key >> sides & 7, (key >> sides + 3 & 7) - 1, key >> sides + 6
        letters = []
        for local in range(sides):
            side = (local + q) % sides
            letters.append("-" if not mask >> local & 1 else "l" if spilt >> side & 1 else "i" if side == came else "o")
        text = _arms_texts[(key, sides)] = "".join(letters)
    return text


def water_of(st: svg.CellState) -> tuple[int, str]:
    """A piece's water as the page is told it: its depth (-1 dry) and its arms' letters."""
    if not st.wet:
        return (-1, "-" * len(st.arms))
    return (st.depth, "".join([_ARM_LETTER[a] for a in st.arms]))


def water_changes(layout: Layout, old: Flow, flow: Flow, quarters: Sequence[int], cell_at: Sequence[int],
                  water: list[tuple[int, str]], skip: set[int], sides: int = 4
                  ) -> tuple[list[int], list[int], list[str], int]:
    """The pieces whose water changed from `old` to `flow`, but for those in `skip` (said whole):
    (given cells, depths with -1 dry, arms' letters, the least depth of the pieces newly wet or -1).
    `water` (per given cell, what the page was last told) is brought up to date; `cell_at` gives the
    piece standing at each position. Only the positions whose depth, entry side or leaks changed are
    looked at: the comparisons of whole tuples run in C. `sides`: the board's grid's."""
    places: set[int] = set()
    if old.depth != flow.depth:
        places.update(c for c, (a, b) in enumerate(zip(old.depth, flow.depth)) if a != b)
    if old.entry != flow.entry:
        places.update(c for c, (a, b) in enumerate(zip(old.entry, flow.entry)) if a != b)
    if old.spills != flow.spills:
        places.update(c for c, _ in set(old.spills) ^ set(flow.spills))
    flat: list[int] = []
    depths: list[int] = []
    arms: list[str] = []
    start = -1
    if not places:
        return flat, depths, arms, start
    spilt: dict[int, int] = {}
    for c, side in flow.spills:
        spilt[c] = spilt.get(c, 0) | 1 << side
    given, depth, entry = layout.cells, flow.depth, flow.entry
    dry = "-" * sides
    grid = layout.geometry
    polygons = None if all(p.ordered for p in grid.polygons) else layout.polygons  # each cell turns its own
    for p in sorted(places):
        c = cell_at[p]
        if c in skip:
            continue
        mask = given[c]
        d = depth[p]
        if d < 0 or not mask:
            look = (-1, dry)
        elif polygons is None:
            look = (d, arms_text(mask | (quarters[c] % sides) << sides | (entry[p] + 1) << sides + 3
                                 | spilt.get(p, 0) << sides + 6, sides))
        else:
            look = (d, _tiled_arms(grid, polygons[c], mask, quarters[c], entry[p], spilt.get(p, 0), sides))
        had = water[c]
        if look != had:
            water[c] = look
            flat.append(c)
            depths.append(look[0])
            arms.append(look[1])
            if look[0] >= 0 and had[0] < 0 and (start < 0 or look[0] < start):
                start = look[0]
    return flat, depths, arms, start


def _tiled_arms(grid: Any, polygon: int, mask: int, q: int, came: int, spilt: int, sides: int) -> str:
    """`arms_text` on a grid whose cells each turn their own polygon (`polygon`, its index in `grid.polygons`)."""
    letters = []
    for local in range(sides):
        if not mask >> local & 1:
            letters.append("-")
            continue
        side = grid.turn(1 << local, q, polygon).bit_length() - 1
        letters.append("l" if spilt >> side & 1 else "i" if side == came else "o")
    return "".join(letters)
