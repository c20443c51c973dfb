"""Symmetry: the ways to turn and mirror a board that keep its shape, and a key that is the same for all.

``transform_layout(layout, op)`` for ``op`` 0..7: ``op >= 4`` first mirrors left to right
(a mirrored piece swaps its east and west arms), then ``op & 3`` quarter turns clockwise,
each taking the cell at (col, row) to (height - 1 - row, col) and swapping width and height;
pieces turn with the board, and pumps, drains, locked cells, walls and squares go where
their cells go (SUIDO-JS.md section 5.6). ``symmetry_key(layout, solution)`` is the least
code among the answered boards of every op that keeps the board (``ops_of``) with each dry
piece written in its first facing, so two levels that are one board turned or mirrored have
one key.

A square board is kept by all eight ops. A hexagonal board (odd-r rows, ``suido.grids``) is kept
by two: the op itself (0) and, when its height is even, the half turn (op 2, two quarter turns
on squares), or, when its height is odd, the top-to-bottom mirror (op 6: a left-right mirror
then a half turn, as on squares). Why, in board units (a hexagon 1 across its flats): the
centre of the cell at (row r, col c) is at x = c + (r & 1) / 2 (plus a constant) and y = r
times a row's height. A map of the board onto itself must take rows to rows (a 60 or 120
degree turn takes the rows to slanted lines, and a rectangle of rows onto no rectangle of rows),
so it takes row r to r or to H - 1 - r and x to x or to X - x, for a constant X:

* a left-right mirror keeps r and takes c to X - c - (r & 1): the rows that are shifted and
  those that are not would need different constants, so no mirror of x alone keeps the board;
  the half turn (r to H - 1 - r, x to X - x) takes c to X - c - (r & 1) / 2 - ((H - 1 - r) & 1) / 2,
  which is X - c - 1/2 for every row exactly when r and H - 1 - r differ in parity, that is
  when H is even: then (r, c) goes to (H - 1 - r, W - 1 - c), and a side to the one opposite it;
* the top-to-bottom mirror (r to H - 1 - r, x kept) takes c to c + (r & 1) / 2 - ((H - 1 - r) & 1) / 2,
  a whole column for every row exactly when r and H - 1 - r have one parity, that is when H is
  odd: then (r, c) goes to (H - 1 - r, c), and a side s to (2 - s) mod 6 (north-east and
  south-east swap, as do north-west and south-west; east and west stay).

The composition of the two is a left-right mirror, which keeps no board, so each height has the
op 0 and exactly one other (and a board that wraps has an even height: the half turn, which
keeps its seams, as ``tests/engine/test_make_hex.py`` checks against every neighbour).
"""

from __future__ import annotations

from typing import Sequence

from .codes import Layout, grid_of, neighbour_table, encode, with_masks
from .flow import flow_of
from .grids.square import turn


def _mirror(mask: int) -> int:
    return (mask & 5) | (mask & 2) << 2 | (mask & 8) >> 2


def ops_of(layout: Layout) -> tuple[int, ...]:
    """The ops (of ``transform_layout``) that keep ``layout``'s shape: all eight on squares; on
    hexagons 0 and the half turn 2 (even height) or the top-to-bottom mirror 6 (odd height)."""
    if grid_of(layout).sides == 4:
        return tuple(range(8))
    return (0, 2) if layout.height % 2 == 0 else (0, 6)


def transform_layout(layout: Layout, op: int) -> Layout:
    """``layout`` mirrored (``op >= 4``) and turned ``op & 3`` quarters clockwise; on a hexagonal
    board only the ops ``ops_of`` names (ValueError for any other, saying why)."""
    if not isinstance(op, int) or not 0 <= op <= 7:
        raise ValueError(f"op must be 0..7, not {op!r}")
    if grid_of(layout).sides != 4:
        return _transform_hex(layout, op)
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


def _transform_hex(layout: Layout, op: int) -> Layout:
    """A hexagonal board under op 0, 2 (half turn, even height) or 6 (top-to-bottom mirror, odd
    height): see the module's note."""
    grid = grid_of(layout)
    w, h = layout.width, layout.height
    if op not in ops_of(layout):
        raise ValueError(f"op {op} does not keep a hexagonal {w}x{h} board: only ops {ops_of(layout)} do"
                         " (a half turn when the height is even, a top-to-bottom mirror when it is odd)")
    if op == 0:
        return layout
    half = op == 2
    n = w * h

    def where(cell: int) -> int:
        r, c = divmod(cell, w)
        return (h - 1 - r) * w + (w - 1 - c if half else c)

    side_to = [(s + 3) % 6 if half else (2 - s) % 6 for s in range(grid.sides)]

    def piece(mask: int) -> int:
        return sum(1 << side_to[s] for s in range(grid.sides) if mask >> s & 1)

    cells = [0] * n
    for c, m in enumerate(layout.cells):
        cells[where(c)] = piece(m)
    walls = []
    for edge in layout.walls:
        found = grid.edge_cells(edge, w, h, layout.wrap)
        assert found is not None  # a layout's walls are between two cells (decode refuses any other)
        cell, side, _ = found
        moved = grid.edge(where(cell), side_to[side], w, h, layout.wrap)
        assert moved is not None
        walls.append(moved)
    return Layout(w, h, layout.kind, layout.wrap, tuple(cells),
                  tuple(sorted(where(c) for c in layout.sources)), tuple(sorted(where(c) for c in layout.drains)),
                  tuple(sorted(where(c) for c in layout.locked)), tuple(sorted(walls)), (), (), layout.grid)


def symmetry_key(layout: Layout, solution: Sequence[int]) -> str:
    """The same text for a board and every turned or mirrored copy of it (with its answer
    ``solution``): the least of the answered codes of the ops that keep it (``ops_of``), dry
    pieces in their first facing."""
    keys = []
    rotations_of = grid_of(layout).rotations_of
    for op in ops_of(layout):
        turned = transform_layout(with_masks(layout, solution), op)
        wet = flow_of(turned).wet
        keys.append(encode(with_masks(turned, [m if wet[c] else rotations_of(m)[0] for c, m in enumerate(turned.cells)])))
    return min(keys)
