"""Every grid of suido.grids keeps the whole contract (suido.grids.grid.Grid): each table a layer asks of
it is there, and its parts agree with each other: a cell's code characters read back to the same mask
and role, its symmetries keep the board's measures and map sides to sides, its pools are masks of its
own, its text drawing has a line for each row, its keys step to its neighbours and back, its piece guide draws its
own shapes. A new grid's module is held to the same by being in
GRIDS."""

from __future__ import annotations

import typing

import pytest

from suido.grids import GRIDS, Grid
from suido.grids.grid import ROLES

pytestmark = pytest.mark.engine


@pytest.mark.parametrize("grid", list(GRIDS.values()), ids=list(GRIDS))
def test_the_grid_has_every_table_the_contract_names(grid: Grid) -> None:
    for name in typing.get_type_hints(Grid):
        assert hasattr(grid, name), f"{grid.name} has no {name}"
    assert GRIDS[grid.name] is grid and grid.full == (1 << grid.sides) - 1
    assert len(grid.side_names) == grid.sides and len(set(grid.side_names)) == grid.sides
    assert all(grid.turns_between(mask, mask) == 0 for _, mask in grid.shapes)
    assert all(0 <= m <= grid.full for pool in grid.pools for m in pool)


@pytest.mark.parametrize("grid", list(GRIDS.values()), ids=list(GRIDS))
def test_the_keys_go_each_to_a_side_once_and_each_step_is_undone_by_the_opposite_side(grid: Grid) -> None:
    """The page moves the focus by the grid's keys and steps (the open reply's keys): each key a side of its own, and
    a step to a side then one to the opposite side comes back, from a row of either parity."""
    assert len(set(grid.keys.values())) == len(grid.keys) and all(0 <= s < grid.sides for s in grid.keys.values())
    assert all(len(key) == 1 for key in grid.keys)  # a key's e.key, and the keypad's of the same digit
    for row in (0, 1):
        for side, (dr, dc) in enumerate(grid.steps(row)):
            back = grid.steps(row + dr)[grid.opposite(side)]
            assert (dr + back[0], dc + back[1]) == (0, 0), (grid.name, row, side)


@pytest.mark.parametrize("grid", list(GRIDS.values()), ids=list(GRIDS))
def test_the_guide_s_pieces_are_boards_of_the_grid(grid: Grid) -> None:
    """Each piece of the grid's guide is a board of the grid (a Layout takes it) with masks of the grid on its
    cells."""
    from suido.codes import Layout
    assert grid.guide and len({p[0] for p in grid.guide}) == len(grid.guide)
    for piece, width, height, kind, cells, sources, drains, locked, walls, bigs, blocks, wet, key, says in grid.guide:
        layout = Layout(width, height, kind, False, cells, sources, drains, locked, walls, bigs, blocks, grid=grid.name)
        assert layout.size == len(cells) and all(0 <= m <= grid.full for m in cells)
        assert isinstance(wet, bool) and key and says.endswith("Says")


@pytest.mark.parametrize("grid", list(GRIDS.values()), ids=list(GRIDS))
def test_a_cell_s_code_characters_read_back(grid: Grid) -> None:
    for role in ROLES:
        for mask in range(1, grid.full + 1):
            chars = grid.cell_code(mask, role)
            assert len(chars) == grid.cell_chars
            cells, sources, drains = grid.read_cells(chars)
            assert cells == [mask] and (sources == [0]) == (role == "source") and (drains == [0]) == (role == "drain")
    with pytest.raises(ValueError, match="cell 0"):
        grid.read_cells("!" * grid.cell_chars)


@pytest.mark.parametrize("grid", list(GRIDS.values()), ids=list(GRIDS))
@pytest.mark.parametrize("size", [(3, 4), (4, 3), (5, 5)])
def test_the_symmetries_map_cells_and_sides_one_to_one(grid: Grid, size: tuple[int, int]) -> None:
    width, height = size
    ops = grid.symmetry_ops(width, height)
    assert 0 in ops
    for op in ops:
        nw, nh, where, side_to = grid.symmetry(op, width, height)
        assert nw * nh == width * height
        assert sorted(map(where, range(width * height))) == list(range(width * height))
        for cell in range(width * height):
            assert sorted(side_to(cell, s) for s in range(grid.sides)) == list(range(grid.sides))
    for op in set(range(8)) - set(ops):
        with pytest.raises(ValueError, match=f"op {op}"):
            grid.symmetry(op, width, height)


@pytest.mark.parametrize("grid", list(GRIDS.values()), ids=list(GRIDS))
def test_the_text_drawing_has_the_board_s_rows(grid: Grid) -> None:
    width, height = 4, 3
    cells = [grid.shapes[1][1]] * (width * height)
    rows = grid.text_rows(width, height, False, (), cells, [False] * len(cells), (0,), (), ())
    assert len(rows) >= height + 1 and "P" in "".join(rows)
