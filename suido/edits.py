"""A board drawn by a puzzle maker: its edits, each a new `Layout` from the last.

The workbench (`suido.workbench` weighs a board; `suido.web.workbench` serves it to the page) draws a board
one edit at a time: a path laid across cells (the pieces under it joined as drawn), a piece set or turned,
a cell erased, a pump or a drain placed or taken off, a wall set or taken off an edge, a piece locked or
unlocked, a cell taken out of the board's shape or put back (on the grids laid out as hexapipes lays them,
the only ones whose boards have a shape), and every piece turned at random (`scrambled`, seeded).

Every edit asks the board's grid (`suido.grids`) for its sides and neighbours, so one edit serves all nine
grids. Every edit returns a board whose code reads back (`suido.codes.decode`); what would not (a board with
no pump, a lock on bare ground, an inlet-outlet pump that is not an end piece) raises `EditError` saying
why, and the board stays as it was. An edit to a cell of a big piece or a block takes that square off
(its cells stay as pieces of their own).
"""

from __future__ import annotations

import dataclasses
import random
from typing import Sequence

from .codes import KINDS, CodeError, Layout, decode, encode, square_cells
from .grids import ALL_GRIDS, TILINGS
from .grids.square import square_turned

__all__ = ["EditError", "blank", "erase", "lay_path", "scrambled", "set_piece", "toggle_drain", "toggle_hole",
           "toggle_lock", "toggle_pump", "toggle_wall", "turn_piece", "wall_edge"]


class EditError(ValueError):
    """An edit that cannot be made: the message says why; the board is as it was."""


def blank(grid: str = "square", width: int = 5, height: int = 5, kind: str = "network", wrap: bool = False) -> Layout:
    """A board to draw on: `width` by `height` cells of `grid` (hexapipes' sizes on its grids), every cell bare
    ground but one pump near the middle (a board has a pump), an end piece on its first side. Raises `EditError`
    for a grid, size, kind or wrap no board has."""
    if grid not in ALL_GRIDS:
        raise EditError(f"grid must be one of {', '.join(ALL_GRIDS)}, not {grid!r}")
    if kind not in KINDS:
        raise EditError(f"kind must be one of {', '.join(KINDS)}, not {kind!r}")
    geometry = ALL_GRIDS[grid]
    if not all(type(v) is int and 2 <= v <= 64 for v in (width, height)):
        raise EditError(f"a board's width and height are whole numbers 2..64, not {width!r} and {height!r}")
    why = geometry.check_size(width, height, wrap)
    if why:
        raise EditError(why)
    n = geometry.cell_count(width, height, wrap)
    holes = tuple(sorted(geometry.holes(width, height, wrap))) if grid in TILINGS else ()
    inside = [c for c in range(n) if c not in holes]
    pump = inside[len(inside) // 2]
    polygons = geometry.polygon_of(width, height, wrap)
    cells = [0] * n
    cells[pump] = 1 << geometry.polygons[polygons[pump]].clockwise[0]
    drains: tuple[int, ...] = ()
    if kind == "inlet-outlet":  # exactly one pump and one drain, each an end piece
        drain = inside[-1] if inside[-1] != pump else inside[0]
        cells[drain] = 1 << geometry.polygons[polygons[drain]].clockwise[0]
        drains = (drain,)
    return _checked(Layout(width, height, kind, wrap, tuple(cells), (pump,), drains, grid=grid, holes=holes))


def _checked(layout: Layout) -> Layout:
    """`layout` once its code reads back (decode's rules hold), else `EditError` with decode's reason."""
    try:
        return decode(encode(layout))
    except (CodeError, ValueError) as e:
        raise EditError(str(e)) from None


def _cell(layout: Layout, cell: object) -> int:
    if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < layout.size:
        raise EditError(f"a cell of this board is a whole number 0..{layout.size - 1}, not {cell!r}")
    if cell in layout.holes:
        raise EditError(f"cell {cell} is out of the board's shape")
    return cell


def _with_cells(layout: Layout, cells: Sequence[int], touched: Sequence[int], **changes: object) -> Layout:
    """`layout` with `cells`, the squares over `touched` taken off, locks kept only on pieces; checked."""
    touched_set = set(touched)
    w = layout.width
    bigs = tuple(a for a in layout.bigs if touched_set.isdisjoint(square_cells(a, w)))
    blocks = tuple(a for a in layout.blocks if touched_set.isdisjoint(square_cells(a, w)))
    locked = tuple(c for c in changes.pop("locked", layout.locked) if cells[c])  # type: ignore[attr-defined]
    return _checked(dataclasses.replace(layout, cells=tuple(cells), bigs=bigs, blocks=blocks, locked=locked,
                                        **changes))  # type: ignore[arg-type]


def _side_toward(layout: Layout, a: int, b: int) -> int:
    """The side of `a` across which `b` stands (walls aside), else `EditError`."""
    geometry = layout.geometry
    n = geometry.sides
    table = geometry.neighbour_table(layout.width, layout.height, layout.wrap, ())
    for s in range(n):
        if table[a * n + s] == b:
            return s
    raise EditError(f"cells {a} and {b} are not neighbours")


def lay_path(layout: Layout, path: Sequence[int]) -> Layout:
    """The board with a pipe laid along `path` (cells, each a neighbour of the one before): every two cells
    that follow each other are joined (each opens toward the other), what the pieces opened on before kept.
    A path across a wall takes the wall off. `EditError` for a cell off the board or two that do not meet."""
    if not isinstance(path, (list, tuple)) or not path:
        raise EditError("a path is a list of cells, each a neighbour of the one before")
    cells = list(layout.cells)
    walls = set(layout.walls)
    geometry = layout.geometry
    for a, b in zip(path, path[1:]):
        a, b = _cell(layout, a), _cell(layout, b)
        if a == b:
            continue
        s = _side_toward(layout, a, b)
        back = geometry.opposite(s)
        cells[a] |= 1 << s
        cells[b] |= 1 << back
        walls.discard(geometry.edge(a, s, layout.width, layout.height, layout.wrap))
    _cell(layout, path[0])
    return _with_cells(layout, cells, path, walls=tuple(sorted(walls)))


def set_piece(layout: Layout, cell: int, mask: int) -> Layout:
    """The board with the piece at `cell` made `mask` (the grid's side bits; 0 bare ground). `EditError` for a
    mask with a side the cell's polygon has not."""
    cell = _cell(layout, cell)
    geometry = layout.geometry
    full = geometry.polygons[layout.polygons[cell]].full
    if isinstance(mask, bool) or not isinstance(mask, int) or mask < 0 or mask & ~full:
        raise EditError(f"a piece of cell {cell} is a mask within {full}, not {mask!r}")
    cells = list(layout.cells)
    cells[cell] = mask
    return _with_cells(layout, cells, [cell])


def turn_piece(layout: Layout, cell: int, by: int = 1) -> Layout:
    """The board with the piece at `cell` turned `by` steps clockwise (negative: anticlockwise), as given."""
    cell = _cell(layout, cell)
    if isinstance(by, bool) or not isinstance(by, int):
        raise EditError(f"a turn is a whole number of steps, not {by!r}")
    return set_piece(layout, cell, layout.geometry.turn(layout.cells[cell], by, layout.polygons[cell]))


def erase(layout: Layout, cell: int) -> Layout:
    """The board with `cell` made bare ground, its pump, drain and lock gone (`EditError` if it was the last
    pump)."""
    cell = _cell(layout, cell)
    if layout.sources == (cell,):
        raise EditError("a board keeps one pump at least: place another before taking this one off")
    cells = list(layout.cells)
    cells[cell] = 0
    return _with_cells(layout, cells, [cell], sources=tuple(c for c in layout.sources if c != cell),
                       drains=tuple(c for c in layout.drains if c != cell))


def _end_if_bare(layout: Layout, cell: int, cells: list[int]) -> None:
    """A pump or drain needs a piece: bare ground gets an end piece on the cell's first side."""
    if not cells[cell]:
        cells[cell] = 1 << layout.geometry.polygons[layout.polygons[cell]].clockwise[0]


def toggle_pump(layout: Layout, cell: int) -> Layout:
    """The board with a pump placed at `cell` (bare ground gets an end piece; a drain there stops being one),
    or taken off if there is one (`EditError` for the last pump)."""
    cell = _cell(layout, cell)
    if cell in layout.sources:
        if len(layout.sources) == 1:
            raise EditError("a board keeps one pump at least: place another before taking this one off")
        return _with_cells(layout, list(layout.cells), [], sources=tuple(c for c in layout.sources if c != cell))
    cells = list(layout.cells)
    _end_if_bare(layout, cell, cells)
    sources = (cell,) if layout.kind == "inlet-outlet" else tuple(sorted({*layout.sources, cell}))
    return _with_cells(layout, cells, [cell], sources=sources, drains=tuple(c for c in layout.drains if c != cell))


def toggle_drain(layout: Layout, cell: int) -> Layout:
    """The board with a drain placed at `cell` (bare ground gets an end piece; on an inlet-outlet board the one
    drain moves there), or taken off if there is one. A network with a drain becomes a drains board; a drains
    board with none left, a network."""
    cell = _cell(layout, cell)
    if cell in layout.sources:
        raise EditError(f"cell {cell} is a pump: take the pump off first")
    cells = list(layout.cells)
    kind = layout.kind
    if cell in layout.drains:
        if kind == "inlet-outlet":
            raise EditError("an inlet-outlet board has exactly one drain: place it elsewhere to move it")
        drains = tuple(c for c in layout.drains if c != cell)
        if not drains:
            kind = "network"
    else:
        _end_if_bare(layout, cell, cells)
        drains = (cell,) if kind == "inlet-outlet" else tuple(sorted({*layout.drains, cell}))
        if kind == "network":
            kind = "drains"
    return _with_cells(layout, cells, [cell], drains=drains, kind=kind)


def wall_edge(layout: Layout, cell: int, side: int) -> int:
    """The wall number of the edge on `side` of `cell` (`Grid.edge`); `EditError` at the rim."""
    cell = _cell(layout, cell)
    geometry = layout.geometry
    if isinstance(side, bool) or not isinstance(side, int) or not 0 <= side < geometry.sides:
        raise EditError(f"a side is a whole number 0..{geometry.sides - 1}, not {side!r}")
    edge = geometry.edge(cell, side, layout.width, layout.height, layout.wrap)
    if edge is None:
        raise EditError(f"cell {cell} has no neighbour on that side: the rim is a wall already")
    return edge


def toggle_wall(layout: Layout, cell: int, side: int) -> Layout:
    """The board with a wall set on the edge on `side` of `cell`, or taken off if there is one."""
    edge = wall_edge(layout, cell, side)
    walls = set(layout.walls) ^ {edge}
    return _with_cells(layout, list(layout.cells), [], walls=tuple(sorted(walls)))


def toggle_lock(layout: Layout, cell: int) -> Layout:
    """The board with the piece at `cell` locked as it faces (it never turns), or unlocked if it is."""
    cell = _cell(layout, cell)
    if not layout.cells[cell]:
        raise EditError(f"cell {cell} is bare ground: there is no piece to lock")
    locked = set(layout.locked) ^ {cell}
    return _with_cells(layout, list(layout.cells), [cell], locked=tuple(sorted(locked)))


def toggle_hole(layout: Layout, cell: object) -> Layout:
    """The board with `cell` taken out of its shape (bare ground, no pump, drain or lock), or put back. Only
    the grids laid out as hexapipes lays them have boards with a shape (`Layout.holes`)."""
    if layout.grid not in TILINGS:
        raise EditError(f"a {layout.geometry.adjective} board has no shape to take a cell out of: erase it instead")
    if isinstance(cell, bool) or not isinstance(cell, int) or not 0 <= cell < layout.size:
        raise EditError(f"a cell of this board is a whole number 0..{layout.size - 1}, not {cell!r}")
    if cell in layout.holes:
        return _with_cells(layout, list(layout.cells), [], holes=tuple(c for c in layout.holes if c != cell))
    cleared = erase(layout, cell)
    return _with_cells(cleared, list(cleared.cells), [], holes=tuple(sorted({*layout.holes, cell})))


def scrambled(layout: Layout, seed: int) -> Layout:
    """The board with every piece that turns (not locked) turned at random, seeded by `seed` (the same seed,
    the same board); a big piece or block turns as one."""
    if isinstance(seed, bool) or not isinstance(seed, int):
        raise EditError(f"a seed is a whole number, not {seed!r}")
    rng = random.Random(seed)
    geometry = layout.geometry
    cells = list(layout.cells)
    locked = set(layout.locked)
    w = layout.width
    in_square: set[int] = set()
    for anchor in layout.bigs + layout.blocks:
        ring = square_cells(anchor, w)
        in_square.update(ring)
        for c, m in zip(ring, square_turned(cells, ring, rng.randrange(4))):
            cells[c] = m
    polygons = layout.polygons
    for c, m in enumerate(cells):
        if c in locked or c in in_square or not m:
            continue
        cells[c] = geometry.turn(m, rng.randrange(geometry.polygons[polygons[c]].sides), polygons[c])
    return _checked(dataclasses.replace(layout, cells=tuple(cells)))
