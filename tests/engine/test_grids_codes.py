"""The board code on the grids laid out as hexapipes lays them (`WxH[d|i]G[w]:`, docs/guide.md): every grid
round trips boards of every kind and twist (pumps, drains, locks, walls, wrap, cells out of the shape), and each
rule broken gets a `CodeError` naming the character or the list and the rule."""

from __future__ import annotations

import random

import pytest

from suido import CodeError, decode, encode
from suido.codes import Layout
from suido.grids import ALL_GRIDS, TILINGS

LETTERS = {"octagonal": "o", "etrat": "e", "cube": "c", "trihexagonal": "k", "snubsquare": "s",
           "rhombitrihexagonal": "r", "triangular": "t", "hexapipes-hex": "y"}


def test_every_grid_has_its_own_letter() -> None:
    assert {name: grid.letter for name, grid in TILINGS.items()} == LETTERS
    letters = [grid.letter for grid in ALL_GRIDS.values() if grid.letter]
    assert len(set(letters)) == len(letters) and not set(letters) & set("diw")


def _random_board(rng: random.Random, name: str, kind: str, wrap: bool) -> Layout:
    grid = TILINGS[name]
    w, h = rng.randint(2, 9), rng.randint(2, 9)
    while grid.check_size(w, h, wrap):
        w, h = rng.randint(3, 9), rng.randint(3, 9)
    n = grid.cell_count(w, h, wrap)
    polygons = grid.polygon_of(w, h, wrap)
    holes = sorted(c for c in range(n) if rng.random() < 0.1)
    cells = [0 if c in holes else rng.randrange(grid.polygons[polygons[c]].full + 1) & grid.polygons[polygons[c]].full
             for c in range(n)]
    pieces = [c for c in range(n) if cells[c]]
    ends = [c for c in pieces if cells[c].bit_count() == 1]
    if kind == "inlet-outlet":
        if len(ends) < 2:
            return _random_board(rng, name, kind, wrap)
        pump, drain = rng.sample(ends, 2)
        sources, drains = (pump,), (drain,)
    else:
        sources = tuple(sorted(rng.sample(pieces, min(len(pieces), rng.randint(1, 3)))))
        rest = [c for c in pieces if c not in sources]
        drains = tuple(sorted(rng.sample(rest, min(len(rest), rng.randint(1, 3))))) if kind == "drains" else ()
    locked = tuple(sorted(c for c in pieces if rng.random() < 0.1))
    k = len(grid.edge_sides)
    walls = tuple(sorted({e for e in range(n * k) if rng.random() < 0.05 and grid.edge_cells(e, w, h, wrap)}))
    return Layout(w, h, kind, wrap, tuple(cells), sources, drains, locked, walls, grid=name, holes=tuple(holes))


@pytest.mark.parametrize("name", sorted(TILINGS))
def test_boards_of_every_kind_and_twist_round_trip(name: str) -> None:
    rng = random.Random(name)
    for kind in ("network", "drains", "inlet-outlet"):
        for wrap in (False, True):
            for _ in range(5):
                layout = _random_board(rng, name, kind, wrap)
                code = encode(layout)
                flags = code.split(":")[0].lstrip("0123456789x")
                assert flags == {"network": "", "drains": "d", "inlet-outlet": "i"}[kind] + LETTERS[name] + "w" * wrap
                assert decode(code) == layout
                assert encode(decode(code)) == code


# a 2x2 octagonal board: 4 octagons (cells 0-3), 4 squares (4-7); bits E 1, NE 2, N 4, NW 8, W 16, SW 32,
# S 64, SE 128; an octagon's cell 0 east arm (01) meets cell 1's west arm (10)
GOOD = "2x2o:g1100000........"
BAD = [
    ("2x2oe:g1100000........", "'oe': the flags are at most one of d and i, then o (octagonal), then w"),
    ("2x2wo:g1100000........", "'wo': the flags"),
    ("2x2od:g1100000........", "'od': the flags"),
    ("2x2dio:g1100000........", "flags"),
    ("2x2o:g11000000......", "has 8 cells (octagonal) of two characters each (16), the code has 15"),
    ("2x2o:g1100000.0......", "cell 4: '.0' is not a cell: a cell out of the board's shape is written '..'"),
    ("2x2o:g1100000z0......", "cell 4: 'z' is not a piece's first character"),
    ("2x2o:g1100000g.......", "cell 4: 'g.' is not a cell"),
    ("2x2o:g1100000az......", "cell 4: 'z' is not a piece's second character"),
    ("2x2o:g110000001......", "cell 4: '01' opens a side its polygon (a square) has not"),
    ("2x2o:01100000........", "the board has no pump (a cell whose first character is g to v)"),
    ("2x2o:g110g000........", "cell 2: 'g0' puts a pump on bare ground"),
    ("2x2io:g11000A3........", "cell 3: an inlet-outlet board's pump and drain are end pieces"),
    ("2x2o:g1100000........;l2", ";l (locked): cell 2 is bare ground"),
    ("2x2o:g1100000........;l7", ";l (locked): cell 7 is bare ground (no cell)"),
    ("2x2o:g1100000........;w1", ";w (walls): edge 1 has no cell across it"),
    ("2x2o:g1100000........;w33", ";w (walls): 33 is past the board (must be below 32)"),
    ("2x2o:g1100000........;b0", ";b (big pieces): a octagonal board has none"),
    ("2x2q:g111", "'q': the flags are d (drains) or i (inlet-outlet), then w (wrap)"),  # a letter no grid has
    ("1x2o:g1100000", "each side must be 2 to 64"),
]


def test_the_good_code_reads() -> None:
    layout = decode(GOOD)
    assert (layout.grid, layout.size, layout.cells[:2], layout.sources, layout.holes) == (
        "octagonal", 8, (1, 16), (0,), (4, 5, 6, 7))
    assert decode(GOOD + ";w0").walls == (0,)  # edge 0: cell 0's east side, the edge between cells 0 and 1


@pytest.mark.parametrize("code, words", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_codes_say_what_is_wrong(code: str, words: str) -> None:
    with pytest.raises(CodeError) as err:
        decode(code)
    assert words in str(err.value)
