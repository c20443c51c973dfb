"""The seven grids laid out as hexapipes lays them (`suido.grids.TILINGS`), held to hexapipes' own neighbour
tables: every size and wrap in ../shared/peer/hexapipes/topology (its code's dump), cell by cell and side by
side: the cell count, the holes, each cell's polygon's sides, the neighbour across each side and the side back;
and each polygon's turn is hexapipes' (`rotate(tile, 1)` moves every arm one edge clockwise)."""

from __future__ import annotations

import pytest

from suido.grids import ALL_GRIDS, TILINGS

from hexapipespeer import TILED, topology, topology_names

BY_THEIR_NAME = {grid.hexapipes_name: grid for grid in TILINGS.values()}
NAMES = [name for name in topology_names() if name.rsplit("-", 1)[0].removesuffix("-wrap") in BY_THEIR_NAME]


def test_the_seven_grids_are_hexapipes_names() -> None:
    assert tuple(TILINGS) == (*TILED, "hexapipes-hex")
    assert set(TILINGS) < set(ALL_GRIDS)


@pytest.mark.parametrize("name", NAMES or ["absent"])
def test_neighbours_are_hexapipes(name: str) -> None:
    dump = topology(name)
    grid = BY_THEIR_NAME[dump["grid"]]
    width, height, wrap = dump["width"], dump["height"], dump["wrap"]
    n = grid.sides
    assert grid.cell_count(width, height, wrap) == dump["total"]
    assert sorted(grid.holes(width, height, wrap)) == sorted(dump["empty"])
    assert {1 << s: 1 << grid.opposite(s) for s in range(n)} == {int(k): v for k, v in dump["opposite"].items()}
    raw = grid.hexapipes_neighbours(width, height, wrap)
    table = grid.neighbour_table(width, height, wrap, ())
    polygons = grid.polygon_of(width, height, wrap)
    holes = grid.holes(width, height, wrap)
    for cell, theirs in enumerate(dump["cells"]):
        polygon = grid.polygons[polygons[cell]]
        assert sorted(1 << s for s in polygon.clockwise) == sorted(map(int, theirs["neighbours"])), cell
        assert polygon.full == sum(map(int, theirs["neighbours"]))
        mine = {str(1 << s): raw[cell * n + s] for s in polygon.clockwise}
        assert mine == theirs["neighbours"], f"cell {cell}"
        for s in range(n):  # the board's whole grid: where hexapipes says empty, the rim or a hole of its shape
            other = table[cell * n + s]
            if s not in polygon.clockwise:
                assert other == -1
            elif cell not in holes and other not in holes:
                assert other == theirs["neighbours"][str(1 << s)]
            if other >= 0:  # the table runs both ways
                assert table[other * n + grid.opposite(s)] == cell


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_a_turn_is_hexapipes_rotate(name: str) -> None:
    # hexapipes lists a polygon's edges anticlockwise and rotate(tile, 1) moves each arm to the edge before it:
    # one edge clockwise. Clockwise, each edge's angle falls (mod 360), and a turn moves an arm to the next.
    for polygon in TILINGS[name].polygons:
        k = polygon.sides
        for i, side in enumerate(polygon.clockwise):
            fall = (polygon.angles[i] - polygon.angles[(i + 1) % k]) % 360
            assert 0 < fall < 180
            assert polygon.turn(1 << side) == 1 << polygon.clockwise[(i + 1) % k]
            assert polygon.turn(polygon.turn(1 << side), -1) == 1 << side
        assert polygon.turn(polygon.full) == polygon.full
        assert all(polygon.turn(m, k) == m for m in range(polygon.full + 1) if not m & ~polygon.full)


def _edge_ends(grid, centres, shapes, cell: int, side: int) -> list[tuple[float, float]]:
    """The two corners of `cell`'s edge on `side` (corner k follows side k's edge), placed on the board."""
    shape = shapes[cell]
    k = shape.clockwise.index(side)
    corners = shape.corners()
    x, y = centres[cell]
    return sorted((round(x + cx, 9), round(y + cy, 9)) for cx, cy in (corners[k - 1], corners[k]))


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_the_polygons_tile_the_plane_as_hexapipes_lays_them(name: str) -> None:
    # each polygon's sides (their angles and their edges' middles) and the neighbour table agree: across every
    # edge of a board that does not wrap the two cells' edges are one segment, and no two cells share a place
    grid = TILINGS[name]
    for size in range(2, 9):
        centres = grid.centres(size, size, False)
        shapes = [grid.polygons[p] for p in grid.polygon_of(size, size, False)]
        table, n = grid.neighbour_table(size, size, False, ()), grid.sides
        assert len(centres) == grid.cell_count(size, size, False)
        assert min(min(x + cx for cx, _ in s.corners()) for (x, _), s in zip(centres, shapes)) == pytest.approx(0)
        for cell, shape in enumerate(shapes):
            for side in shape.clockwise:
                other = table[cell * n + side]
                if other >= 0:
                    assert _edge_ends(grid, centres, shapes, cell, side) == \
                        _edge_ends(grid, centres, shapes, other, grid.opposite(side)), (size, cell, side)
        places = sorted((round(x, 6), round(y, 6)) for x, y in centres)
        assert all(a != b for a, b in zip(places, places[1:]))


def test_hexapipes_hexagons_stand_where_ours_do() -> None:
    from suido.grids import HEX
    for width, height in ((3, 2), (5, 5), (7, 4)):
        mine = TILINGS["hexapipes-hex"].centres(width, height, False)
        theirs = [HEX.centre(cell, width) for cell in range(width * height)]
        assert [v for xy in mine for v in xy] == pytest.approx([v for xy in theirs for v in xy])
