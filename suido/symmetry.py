"""Symmetry: the ways to turn and mirror a board that keep its shape, and a key that is the same for all.

`transform_layout(layout, op)` for `op` 0..7: `op >= 4` first mirrors left to right
(a mirrored piece swaps its east and west arms), then `op & 3` quarter turns clockwise,
each taking the cell at (col, row) to (height - 1 - row, col) and swapping width and height;
pieces turn with the board, and pumps, drains, locked cells, walls and squares go where
their cells go (SUIDO-JS.md section 5.6). `symmetry_key(layout, solution)` is the least
code among the answered boards of every op that keeps the board (`ops_of`) with each dry
piece written in its first facing, so two levels that are one board turned or mirrored have
one key.

Which ops keep a board, and what each does to its cells and sides, is its grid's to say
(`Grid.symmetry_ops`, `Grid.symmetry`): a square board is kept by all eight ops; a hexagonal
board by two (`suido.grids.hex` says why); a board of a grid laid out as hexapipes lays them by
the turns and mirrors its neighbour table has (`suido.grids.tiling.Tiling.symmetries`: numbered 0
to one less than their count, each grid its own; on a board that wraps, those about cell 0), its
shape (`Layout.holes`) kept. This module applies them, the same on every grid.
"""

from __future__ import annotations

from typing import Sequence

from .codes import Layout, encode, grid_of, square_cells, with_masks
from .flow import flow_of


def ops_of(layout: Layout) -> tuple[int, ...]:
    """The ops (of `transform_layout`) that keep `layout`'s shape: all eight on squares; on
    hexagons 0 and the half turn 2 (even height) or the top-to-bottom mirror 6 (odd height); on
    the other grids 0 and the grid's own turns and mirrors that keep the board (see the module)."""
    return grid_of(layout).symmetry_ops(layout.width, layout.height, layout.wrap, frozenset(layout.holes))


def transform_layout(layout: Layout, op: int) -> Layout:
    """`layout` mirrored (`op >= 4`) and turned `op & 3` quarters clockwise on squares; on a
    hexagonal board only the ops `ops_of` names; on the other grids op `op` of theirs (ValueError
    for any other, saying why)."""
    if isinstance(op, bool) or not isinstance(op, int) or not 0 <= op <= 11:
        raise ValueError(f"op must be 0..7 (0..11 on the grids laid out as hexapipes lays them), not {op!r}")
    grid = grid_of(layout)
    w, h = layout.width, layout.height
    holes = frozenset(layout.holes)
    nw, nh, where, side_to = grid.symmetry(op, w, h, layout.wrap, holes)
    if op == 0:
        return layout

    def piece(cell: int, mask: int) -> int:
        return sum(1 << side_to(cell, s) for s in range(grid.sides) if mask >> s & 1)

    cells = [0] * len(layout.cells)
    for c, m in enumerate(layout.cells):
        cells[where(c)] = piece(c, m)
    walls = []
    for edge in layout.walls:
        found = grid.edge_cells(edge, w, h, layout.wrap)
        assert found is not None  # a layout's walls are between two cells (decode refuses any other)
        cell, side, _ = found
        moved = grid.edge(where(cell), side_to(cell, side), nw, nh, layout.wrap)
        assert moved is not None
        walls.append(moved)

    def squares(anchors: tuple[int, ...]) -> tuple[int, ...]:
        return tuple(sorted(min(where(c) for c in square_cells(a, w)) for a in anchors))

    return Layout(nw, nh, layout.kind, layout.wrap, tuple(cells),
                  tuple(sorted(where(c) for c in layout.sources)), tuple(sorted(where(c) for c in layout.drains)),
                  tuple(sorted(where(c) for c in layout.locked)), tuple(sorted(walls)),
                  squares(layout.bigs), squares(layout.blocks), layout.grid, tuple(sorted(where(c) for c in holes)))


def symmetry_key(layout: Layout, solution: Sequence[int]) -> str:
    """The same text for a board and every turned or mirrored copy of it (with its answer
    `solution`): the least of the answered codes of the ops that keep it (`ops_of`), dry
    pieces in their first facing."""
    keys = []
    rotations_of = grid_of(layout).rotations_of
    for op in ops_of(layout):
        turned = transform_layout(with_masks(layout, solution), op)
        wet, polygons = flow_of(turned).wet, turned.polygons
        keys.append(encode(with_masks(turned, [m if wet[c] else rotations_of(m, polygons[c])[0]
                                               for c, m in enumerate(turned.cells)])))
    return min(keys)
