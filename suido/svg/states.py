"""What the drawing shows of each piece: its per-cell state (where it stands, how far it has turned, its
water arm by arm) and its words for screen readers, on any grid (`suido.grids`).

A piece's turn is counted in steps of its grid's turn (`quarters`: a quarter on squares, a sixth on
hexagons; cumulative and signed, by the cell the piece was GIVEN in); an arm's side on the board is
`(local + quarters) % grid.sides`. `suido.svg` draws these states, `suido.web` sends them.

>>> from suido.codes import decode
>>> [s.arms for s in cell_states(decode("3x2:35B7vM"))][:2]   # a dry elbow; a straight the pump's water leaks out of
[('', '', '', ''), ('leak', '', 'in', '')]
"""

from __future__ import annotations

from functools import lru_cache
from typing import Callable, Final, NamedTuple, Sequence

from .. import strings
from ..codes import Layout, grid_of, squares_of
from ..flow import Flow, flow_of
from ..grids import Grid
from ..grids.places import compass_key, place_of


class CellState(NamedTuple):
    """What the drawing shows of one piece, indexed by the cell it was GIVEN in.

    `at` is the cell it stands in now (it differs only inside squares), `quarters` the
    cumulative signed steps turned (quarters on squares, sixths on hexagons), `wet` and `depth`
    (-1 when dry) the water where it stands, `arms` per ORIGINAL local side (N, E, S, W on
    squares; NE, E, SE, SW, W, NW on hexagons) "in", "out", "leak" or "" (no arm there, or dry)."""

    cell: int
    at: int
    quarters: int
    wet: bool
    depth: int
    arms: tuple[str, ...]


def masks_after(layout: Layout, quarters: Sequence[int]) -> tuple[int, ...]:
    """The masks by position after turning the given pieces by `quarters` (by given cell;
    the four cells of a square carry the square's count)."""
    grid = grid_of(layout)
    squares, of = squares_of(layout)
    given = layout.cells
    polygons = layout.polygons
    masks = [grid.turn(m, quarters[c], polygons[c]) if of[c] < 0 else 0 for c, m in enumerate(given)]
    for square in squares:
        q = quarters[square.anchor] % 4
        for i, c in enumerate(square.cells):
            masks[square.cells[(i + q) % 4]] = grid.turn(given[c], q)
    return tuple(masks)


def places_of(layout: Layout, quarters: Sequence[int]) -> tuple[int, ...]:
    """Per given cell, the cell its piece stands in after `quarters`."""
    squares, of = squares_of(layout)
    if not squares:
        return tuple(range(layout.size))
    at = list(range(layout.size))
    for square in squares:
        q = quarters[square.anchor] % 4
        for i, c in enumerate(square.cells):
            at[c] = square.cells[(i + q) % 4]
    return tuple(at)


def dry_arms(sides: int) -> tuple[str, ...]:
    """A dry piece's arms on a grid of `sides` sides: all ""."""
    return ("",) * sides


def cell_states(layout: Layout, masks: Sequence[int] | None = None,
                quarters: Sequence[int] | None = None, flow: Flow | None = None,
                only: Sequence[int] | None = None) -> list[CellState]:
    """Per given cell, what the drawing of `layout` shows.

    `layout.cells` are the pieces as given, `quarters` how far each has turned (zeros
    when None), `masks` the pieces by position now (worked out from the quarters when None)
    and `flow` their flow (worked out when None). An arm's side on the board is
    `(local + quarters) % sides`; it is "leak" where the flow spills, "in" on the side the water
    came in by (never at a pump), else "out" when the piece is wet. `only` limits the
    answer to those given cells, in that order."""
    grid = grid_of(layout)
    n = grid.sides
    size = layout.size
    # on squares and hexagons a turn is a rotate of the sides; else each cell turns on its own polygon
    turn_of = None if all(p.ordered for p in grid.polygons) else _side_turned(grid, layout.polygons)
    q = [0] * size if quarters is None else quarters
    now = masks_after(layout, q) if masks is None else masks
    if flow is None:
        flow = flow_of(layout, now)
    at = places_of(layout, q)
    spilt = {cell * n + side for cell, side in flow.spills}
    depth, entry = flow.depth, flow.entry
    given = layout.cells
    dry = dry_arms(n)
    out: list[CellState] = []
    for c in range(size) if only is None else only:
        p = at[c]
        d = depth[p]
        mask = given[c]
        if d < 0 or not mask:
            out.append(CellState(c, p, q[c], False, -1, dry))
            continue
        turned = q[c]
        came = entry[p]
        arms = []
        for local in range(n):
            if not mask >> local & 1:
                arms.append("")
                continue
            side = (local + turned) % n if turn_of is None else turn_of(c, local, turned)
            if p * n + side in spilt:
                arms.append("leak")
            elif side == came:
                arms.append("in")
            else:
                arms.append("out")
        out.append(CellState(c, p, turned, True, d, tuple(arms)))
    return out


def _side_turned(grid: Grid, polygons: bytes) -> Callable[[int, int, int], int]:
    """`at(cell, side, steps)`: where the given cell's `side` faces after `steps` turns of its polygon."""
    def at(cell: int, side: int, steps: int) -> int:
        return (grid.turn(1 << side, steps, polygons[cell])).bit_length() - 1
    return at


def side_key(name: str) -> str:
    """The words' key of a side named `name` in `Grid.side_names`: "north-east" -> "sideNorthEast"."""
    return "side" + "".join(part.capitalize() for part in name.split("-"))


def shape_key(name: str) -> str:
    """The words' key of a shape named `name` (one of `Grid.shapes`): "elbow" -> "shapeElbow"."""
    return "shape" + name.capitalize()


@lru_cache(maxsize=8)
def side_words(grid: Grid, lang: str) -> tuple[str, ...]:
    """Per mask `0..grid.full`, the sides it opens to in words, clockwise from the grid's first side
    ("north and east"; "" for 0)."""
    names = [strings.say(lang, side_key(name)) for name in grid.side_names]
    return ("",) + tuple(strings.listed(lang, [names[i] for i in range(grid.sides) if m >> i & 1])
                         for m in range(1, grid.full + 1))


def _walled_sides(layout: Layout, grid: Grid) -> tuple[int, ...]:
    """Per place, the sides of it a wall stands on (a mask of the grid's sides: a side with a cell across it that
    a wall cuts off); () for a board with no walls."""
    if not layout.walls:
        return ()
    n = grid.sides
    open_ = grid.neighbour_table(layout.width, layout.height, layout.wrap, ())
    cut = grid.neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)
    return tuple(sum(1 << s for s in range(n) if open_[p * n + s] >= 0 > cut[p * n + s]) for p in range(layout.size))


def cell_label(layout: Layout, lang: str, state: CellState) -> str:
    """The words for one piece, for screen readers: its row and column now (1-based), then
    pump or drain, its shape, big piece or block, locked, the sides of its place a wall stands on,
    the sides it opens to now, wet, and the sides it leaks on (the board's)."""
    return labeller(layout, lang)(state)


def labeller(layout: Layout, lang: str) -> Callable[[CellState], str]:
    """`cell_label` for many pieces of one board: the words that never change for a piece
    (pump or drain, shape, square, locked) are worked out once."""
    say = strings.say
    grid = grid_of(layout)
    n = grid.sides
    squares, of = squares_of(layout)
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    sep = say(lang, "and")
    wet = sep + say(lang, "cellWet")
    template = strings.line(lang, "cell")
    fixed: dict[int, str] = {}
    sides = side_words(grid, lang)
    opens = [""] + [say(lang, "opens", sides=s) for s in sides[1:]]
    leaks = [""] + [sep + say(lang, "cellLeaks", sides=s) for s in sides[1:]]

    if not all(p.ordered for p in grid.polygons):
        return _tiled_labeller(layout, lang, grid)
    walled = _walled_sides(layout, grid)
    walls = [""] + [sep + say(lang, "cellWalls", sides=s) for s in sides[1:]]

    def what_of(c: int) -> str:
        # pumps, drains and locked pieces are never in a square, so where they stand is c
        what = []
        if c in sources:
            what.append(say(lang, "cellPump"))
        elif c in drains and layout.kind != "network":   # (a network's marked dead ends are ends, said by shape)
            what.append(say(lang, "cellDrain"))
        what.append(say(lang, shape_key(grid.shape_of(layout.cells[c]))))
        if of[c] >= 0:
            what.append(say(lang, "cellBig" if squares[of[c]].big else "cellBlock"))
        if c in locked:
            what.append(say(lang, "cellLocked"))
        return sep.join(what)

    def label(state: CellState) -> str:
        what = fixed.get(state.cell)
        if what is None:
            what = fixed[state.cell] = what_of(state.cell)
        if walled:
            what += walls[walled[state.at]]
        mask = grid.turn(layout.cells[state.cell], state.quarters)
        if mask:  # which way it faces now: the sides it opens to
            what += sep + opens[mask]
        if state.wet:
            what += wet
            spilt = 0  # the board's sides it leaks on: an arm's side is (local + quarters) % sides
            for local, arm in enumerate(state.arms):
                if arm == "leak":
                    spilt |= 1 << ((local + state.quarters) % n)
            what += leaks[spilt]
        row, col = divmod(state.at, layout.width)
        return template.replace("{row}", str(row + 1)).replace("{col}", str(col + 1)).replace("{what}", what)

    return label


def _tiled_labeller(layout: Layout, lang: str, grid: Grid) -> Callable[[CellState], str]:
    """`labeller` on a grid whose cells each have a polygon: its place by the rows `suido.grids.places` makes, its
    polygon, its sides by the compass (each side's words from where its edge faces)."""
    say = strings.say
    places = grid.places(layout.width, layout.height, layout.wrap, layout.holes)
    where = place_of(grid, layout.width, layout.height, layout.wrap, layout.holes)
    polygons = layout.polygons
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    sep = say(lang, "and")
    template = strings.line(lang, "cell")
    words: dict[tuple[int, int], str] = {}

    def sides_said(cell: int, mask: int) -> str:
        key = (polygons[cell], mask)
        if key not in words:
            names = [say(lang, compass_key(*places.arm_end(cell, s))) for s in places.sides(cell) if mask >> s & 1]
            words[key] = strings.listed(lang, names)
        return words[key]

    fixed: dict[int, str] = {}
    opens: dict[tuple[int, int], str] = {}
    wet = sep + say(lang, "cellWet")
    walled = _walled_sides(layout, grid)
    walls: dict[int, str] = {}  # per place beside a wall: its words, worked out once

    def what_of(c: int) -> str:
        p = polygons[c]
        what = []
        if c in sources:
            what.append(say(lang, "cellPump"))
        elif c in drains and layout.kind != "network":
            what.append(say(lang, "cellDrain"))
        what.append(say(lang, shape_key(grid.shape_of(layout.cells[c], p))))
        what.append(say(lang, "polygon" + grid.polygons[p].name.capitalize()))
        if c in locked:
            what.append(say(lang, "cellLocked"))
        return sep.join(what)

    def label(state: CellState) -> str:
        c = state.cell
        p = polygons[c]
        text = fixed.get(c)
        if text is None:
            text = fixed[c] = what_of(c)
        if walled and walled[state.at]:
            if state.at not in walls:
                walls[state.at] = sep + say(lang, "cellWalls", sides=sides_said(state.at, walled[state.at]))
            text += walls[state.at]
        mask = grid.turn(layout.cells[c], state.quarters, p)
        if mask:
            said = opens.get((p, mask))
            if said is None:
                said = opens[(p, mask)] = sep + say(lang, "opens", sides=sides_said(c, mask))
            text += said
        if state.wet:
            text += wet
            spilt = 0
            for local, arm in enumerate(state.arms):
                if arm == "leak":
                    spilt |= grid.turn(1 << local, state.quarters, p)
            if spilt:
                text += sep + say(lang, "cellLeaks", sides=sides_said(c, spilt))
        row, col = where.get(c, (0, 0))
        return template.replace("{row}", str(row)).replace("{col}", str(col)).replace("{what}", text)

    return label


DRY: Final = dry_arms(4)
"""A dry square piece's arms."""
