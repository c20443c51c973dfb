"""Symmetry: the eight ways to turn and mirror a board, and a key that is the same for all.

``transform_layout(layout, op)`` for ``op`` 0..7: ``op >= 4`` first mirrors left to right
(a mirrored piece swaps its east and west arms), then ``op & 3`` quarter turns clockwise,
each taking the cell at (col, row) to (height - 1 - row, col) and swapping width and height;
pieces turn with the board, and pumps, drains, locked cells, walls and squares go where
their cells go (SUIDO-JS.md section 5.6). ``symmetry_key(layout, solution)`` is the least
code among the eight answered boards with each dry piece written in its first facing, so
two levels that are one board turned or mirrored have one key.
"""

from __future__ import annotations

from typing import Sequence

from .codes import Layout, neighbour_table, encode, with_masks
from .flow import flow_of
from .pieces import rotations_of, turn


def _mirror(mask: int) -> int:
    return (mask & 5) | (mask & 2) << 2 | (mask & 8) >> 2


def transform_layout(layout: Layout, op: int) -> Layout:
    """``layout`` mirrored (``op >= 4``) and turned ``op & 3`` quarters clockwise."""
    if not isinstance(op, int) or not 0 <= op <= 7:
        raise ValueError(f"op must be 0..7, not {op!r}")
    w, h = layout.width, layout.height
    quarters = op & 3
    nw, nh = (h, w) if quarters % 2 else (w, h)

    def where(cell: int) -> int:
        y, x = divmod(cell, w)
        cw, ch = w, h
        if op >= 4:
            x = cw - 1 - x
        for _ in range(quarters):
            x, y = ch - 1 - y, x
            cw, ch = ch, cw
        return y * nw + x

    cells = [0] * (w * h)
    for c, m in enumerate(layout.cells):
        cells[where(c)] = turn(_mirror(m) if op >= 4 else m, quarters)
    old = neighbour_table(w, h, layout.wrap, ())
    new = neighbour_table(nw, nh, layout.wrap, ())
    walls = []
    for edge in layout.walls:
        c, south = divmod(edge, 2)
        a, b = where(c), where(old[c * 4 + (2 if south else 1)])
        side = next(s for s in range(4) if new[a * 4 + s] == b)
        walls.append({1: a * 2, 2: a * 2 + 1, 3: b * 2, 0: b * 2 + 1}[side])

    def squares(anchors: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(min(where(c) for c in (a, a + 1, a + w, a + w + 1)) for a in anchors))

    return Layout(nw, nh, layout.kind, layout.wrap, tuple(cells),
                  tuple(sorted(where(c) for c in layout.sources)), tuple(sorted(where(c) for c in layout.drains)),
                  tuple(sorted(where(c) for c in layout.locked)), tuple(sorted(walls)),
                  squares(layout.bigs), squares(layout.blocks))


def symmetry_key(layout: Layout, solution: Sequence[int]) -> str:
    """The same text for a board and every turned or mirrored copy of it (with its answer
    ``solution``): the least of the eight answered codes, dry pieces in their first facing."""
    keys = []
    for op in range(8):
        turned = transform_layout(with_masks(layout, solution), op)
        wet = flow_of(turned).wet
        keys.append(encode(with_masks(turned, [m if wet[c] else rotations_of(m)[0] for c, m in enumerate(turned.cells)])))
    return min(keys)
