"""Edge marks and turning by pointing: the player's pencil notes on a board, worked out through its grid.

A *mark* is a note on the edge between two pieces, the way a Sudoku player pencils a candidate: the
player says the two pieces are `JOINED` there (both open on it) or `SHUT` (neither open on it, or the
water must not cross). A mark is an aid, never a rule: the check, the flow, the par and the turns count
never read one. An edge is named by the grid's edge numbers, the numbering walls use (`suido.grids`:
`cell * len(grid.edge_sides) + k`; square `cell*2+k`, k 0 east, 1 south; hexagon `cell*3+k`, k 0 east,
1 south-east, 2 south-west). Marks stand on edges, by position: a turn moves no mark.

A mark is *contradicted* when the pieces as they face say otherwise (Simon Tatham's Net and hexapipes show
no such aid; it is ours): joined, but one piece (or both) is shut on that edge; shut, but both are open on it.

Turning by pointing (a setting of the shell): a tap near a side of a piece turns it the fewest steps that
bring an arm to that side (`pointing_by`); on a hexagon that saves up to five taps a piece.

The points the shell sends (a tap, a drag) are in board units (`suido.grids`: a square cell is 1 by 1,
a hexagon 1 across its flats), the board's top-left corner at (0, 0).

>>> from suido.codes import decode
>>> layout = decode("3x2:35B7vM")
>>> markable(layout, 0), markable(layout, 5)      # edge 0: cell 0's east side; edge 5: cell 2's south
((0, 1, 1), (2, 2, 5))
>>> pointing_by(layout.geometry, 0b0001, 2)       # an end facing north, a tap near its south: a half turn
2
"""

from __future__ import annotations

import math
from typing import Final, Iterable, Sequence

from .codes import Layout, grid_of
from .grids import Grid
from .grids.places import Places

NONE: Final = 0
JOINED: Final = 1
SHUT: Final = 2
STATES: Final = ("none", "joined", "shut")
"""A mark's state by number: 0 no mark, 1 joined, 2 shut (the names the worker's protocol uses)."""

MIDDLE: Final = 0.22
"""How far from a piece's centre (board units) a tap is still in its middle (a plain turn, no pointing), on a
polygon whose nearest edge is half a unit away (a square's); on a smaller one, the same share of its reach
(`_middle`), so a small triangle has sides to point at too."""
NEAR: Final = 0.2
"""How near an edge (board units) a long press must be to mark it rather than pin the piece; on a polygon whose
edges stand nearer its centre than twice that (a small triangle or square among hexagons or octagons), the outer
half of the way from its centre to the edge (so its middle still pins)."""
STROKE: Final = 0.25
"""The shortest drag (board units) that makes a mark."""


def state_named(name: object) -> int:
    """A mark's state from its name ("none", "joined", "shut"); ValueError for any other."""
    if isinstance(name, str) and name in STATES:
        return STATES.index(name)
    raise ValueError(f"a mark is one of {', '.join(STATES)}, not {name!r}")


def markable(layout: Layout, edge: int) -> tuple[int, int, int] | None:
    """The edge numbered `edge` as `(cell, side, other)` when it can be marked: on the board, a cell
    across it (not the rim of a board that does not wrap), no wall on it; else None. O(1) after the grid's
    table is cached."""
    if isinstance(edge, bool) or not isinstance(edge, int):
        return None
    grid = grid_of(layout)
    if not 0 <= edge < layout.size * len(grid.edge_sides) or edge in layout.walls:
        return None
    found = grid.edge_cells(edge, layout.width, layout.height, layout.wrap)
    if found is None or found[0] == found[2]:
        return None  # (a wrap board one cell across: no edge between two pieces)
    return found


def edge_of(layout: Layout, cell: int, side: int) -> int | None:
    """The number of the edge on `side` of the piece standing at `cell`, when it can be marked; else None."""
    grid = grid_of(layout)
    if not (isinstance(cell, int) and 0 <= cell < layout.size and isinstance(side, int) and 0 <= side < grid.sides):
        return None
    edge = grid.edge(cell, side, layout.width, layout.height, layout.wrap)
    return edge if edge is not None and markable(layout, edge) is not None else None


def is_contradicted(layout: Layout, masks: Sequence[int], edge: int, state: int) -> bool:
    """Whether the pieces as they face (`masks`, by position) contradict `state` on `edge`: joined
    with either piece shut on it, or shut with both open on it. False for an edge that cannot be marked."""
    found = markable(layout, edge)
    return found is not None and contradicts(grid_of(layout), masks, *found, state)


def contradicts(grid: Grid, masks: Sequence[int], cell: int, side: int, other: int, state: int) -> bool:
    """`is_contradicted` for an edge already found (`markable`'s `(cell, side, other)`): two lookups."""
    if state == NONE:
        return False
    both = masks[cell] >> side & 1 and masks[other] >> grid.opposite(side) & 1
    return not both if state == JOINED else bool(both)


def contradicted(layout: Layout, masks: Sequence[int], marks: Iterable[tuple[int, int]]) -> tuple[int, ...]:
    """The edges of `marks` (`(edge, state)` pairs) that the pieces as they face contradict, ascending."""
    return tuple(sorted(edge for edge, state in marks if is_contradicted(layout, masks, edge, state)))


def pointing_by(grid: Grid, mask: int, side: int, prefer: int = 1, polygon: int = 0) -> int:
    """The signed steps (clockwise positive) that bring an arm of `mask` to `side` the fewest turns, on the
    cell's polygon (its index in `grid.polygons`, `Layout.polygons`: a turn is one side round it); 0 when an arm
    is there already, the piece cannot turn or the polygon has no such side. Between two ways as short,
    `prefer` (1 clockwise, -1 anticlockwise: the way a plain tap turns) wins. At most half the polygon's sides."""
    if not grid.can_turn(mask, polygon) or mask >> side & 1 or side not in grid.polygons[polygon].clockwise:
        return 0
    for k in range(1, grid.polygons[polygon].sides // 2 + 1):
        for by in (k * prefer, -k * prefer):
            if grid.turn(mask, by, polygon) >> side & 1:
                return by
    return 0


def _offset(layout: Layout, cell: int, x: float, y: float) -> tuple[float, float]:
    cx, cy = _places(layout).centre(cell)
    return x - cx, y - cy


def _places(layout: Layout) -> Places:
    return grid_of(layout).places(layout.width, layout.height, layout.wrap, layout.holes)


def _side_toward(layout: Layout, cell: int, dx: float, dy: float) -> tuple[int, float]:
    """The side of the piece at `cell` whose edge faces the offset (dx, dy) from its centre, and how far along
    its normal it is."""
    places = _places(layout)
    best, reach = 0, -math.inf
    for side in places.sides(cell):
        ex, ey = places.arm_end(cell, side)
        along = (dx * ex + dy * ey) / math.hypot(ex, ey)
        if along > reach:
            best, reach = side, along
    return best, reach


def _point(x: object, y: object) -> tuple[float, float]:
    if not all(isinstance(v, (int, float)) and not isinstance(v, bool) and math.isfinite(v) for v in (x, y)):
        raise ValueError(f"a point is two finite numbers, not {x!r}, {y!r}")
    return float(x), float(y)  # type: ignore[arg-type]


def side_pointed(layout: Layout, cell: int, x: float, y: float) -> int | None:
    """The side of the piece standing at `cell` that the point (`x`, `y`, board units) is near, or
    None in its middle (within `MIDDLE` of the centre). ValueError for a point that is not two numbers."""
    x, y = _point(x, y)
    dx, dy = _offset(layout, cell, x, y)
    if math.hypot(dx, dy) < _middle(layout, cell):
        return None
    return _side_toward(layout, cell, dx, dy)[0]


def _middle(layout: Layout, cell: int) -> float:
    """The radius of the piece's middle (`MIDDLE`), shrunk with a polygon whose nearest edge is nearer than a
    square's (half a unit)."""
    places = _places(layout)
    reach = min(math.hypot(*places.arm_end(cell, side)) for side in places.sides(cell))
    return MIDDLE * min(1.0, reach / 0.5)


def side_toward(layout: Layout, dx: float, dy: float, cell: int = 0) -> int:
    """The side of a piece whose edge faces the direction (`dx`, `dy`) (y down, as the drawing's): an
    arrow key's side (on a hexagon, up names the north-east and down the south-east: the first of a tie), of
    the piece at `cell` (its polygon's sides)."""
    return _side_toward(layout, cell, *_point(dx, dy))[0]


def edge_near(layout: Layout, cell: int, x: float, y: float, near: float = NEAR) -> int | None:
    """The markable edge of the piece at `cell` within `near` (board units) of the point, and within half the
    way from the piece's centre to it (a small polygon's middle is near no edge), or None."""
    x, y = _point(x, y)
    side, along = _side_toward(layout, cell, *_offset(layout, cell, x, y))
    edge_at = math.hypot(*_places(layout).arm_end(cell, side))  # the edge's distance from the centre
    return edge_of(layout, cell, side) if abs(edge_at - along) <= min(near, edge_at / 2) else None


def stroke_mark(layout: Layout, cell: int, start: tuple[float, float], end: tuple[float, float]) -> tuple[int, int] | None:
    """The mark a drag makes, as `(edge, state)`: begun on the piece at `cell` at `start` and ended at
    `end` (board units). Across an edge of the piece (more across it than along it, from one side of it to
    the other): joined. Along an edge (more along than across, its middle within a third of a cell of the
    edge): shut. None for a drag too short (`STROKE`), or near no edge that can be marked."""
    (x0, y0), (x1, y1) = _point(*start), _point(*end)
    if math.hypot(x1 - x0, y1 - y0) < STROKE:
        return None
    dx0, dy0 = _offset(layout, cell, x0, y0)
    dx1, dy1 = _offset(layout, cell, x1, y1)
    mx, my = (dx0 + dx1) / 2, (dy0 + dy1) / 2
    side, along = _side_toward(layout, cell, mx, my)
    ex, ey = _places(layout).arm_end(cell, side)
    d = math.hypot(ex, ey)
    nx, ny = ex / d, ey / d
    across = abs((dx1 - dx0) * nx + (dy1 - dy0) * ny)
    lengthwise = abs((dx1 - dx0) * -ny + (dy1 - dy0) * nx)
    edge = edge_of(layout, cell, side)
    if edge is None:
        return None
    if across >= lengthwise:
        a, b = dx0 * nx + dy0 * ny, dx1 * nx + dy1 * ny
        return (edge, JOINED) if a < d <= b else None
    return (edge, SHUT) if abs(along - d) <= 1 / 3 else None
