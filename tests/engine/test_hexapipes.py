"""suido.hexapipes: hexapipes' puzzles (its JSON) read into hexagonal codes and written back.

The corpus is ../shared/peer/hex/hexapipes.tsv (100 of hexapipes' puzzles as our codes, each with its
one answer), read there, never copied. hexapipes' geometry is written out here from its own grid
(``HexaGrid``: E 1, NE 2, NW 4, W 8, SW 16, SE 32; its (row, col) steps per row parity), apart from
suido.grids, so the tests hold the bit order and the orientation to hexapipes' rules, not to ours.
"""

from __future__ import annotations

import json

import pytest

import suido
from suido import CodeError, decode, encode
from suido.hexapipes import (WHYS, PuzzleError, from_hexapipes, layout_from_hexapipes, mask_to_tile, puzzle_of,
                             tile_to_mask, to_hexapipes)

from hexpeer import hex_rows


# hexapipes' HexaGrid, as its source has it: direction bit -> (drow, dcol) on an even row, on an odd row
THEIR_STEPS = {1: ((0, 1), (0, 1)), 2: ((-1, 0), (-1, 1)), 4: ((-1, -1), (-1, 0)), 8: ((0, -1), (0, -1)),
               16: ((1, -1), (1, 0)), 32: ((1, 0), (1, 1))}
THEIR_OPPOSITE = {1: 8, 8: 1, 2: 16, 16: 2, 4: 32, 32: 4}


def corpus() -> tuple[tuple[str, str, str], ...]:
    return hex_rows()


def solved_by_their_rules(width: int, height: int, tiles: list[int]) -> bool:
    """hexapipes' win, worked out from its own geometry: every arm meets an arm back, no arm points off
    the board, and the non-empty tiles form one tree (connected, no loop)."""
    cells = [i for i, t in enumerate(tiles) if t]
    edges = 0
    links: dict[int, list[int]] = {i: [] for i in cells}
    for i in cells:
        row, col = divmod(i, width)
        for bit, steps in THEIR_STEPS.items():
            if not tiles[i] & bit:
                continue
            dr, dc = steps[row % 2]
            r, c = row + dr, col + dc
            if not (0 <= r < height and 0 <= c < width):
                return False
            j = r * width + c
            if not tiles[j] & THEIR_OPPOSITE[bit]:
                return False
            links[i].append(j)
            edges += 1
    seen = {cells[0]}
    todo = [cells[0]]
    while todo:
        for j in links[todo.pop()]:
            if j not in seen:
                seen.add(j)
                todo.append(j)
    return len(seen) == len(cells) and edges // 2 == len(cells) - 1


def test_the_bit_orders_match_side_by_side_and_turn_alike():
    # E 1, NE 2, NW 4, W 8, SW 16, SE 32 -> NE 1, E 2, SE 4, SW 8, W 16, NW 32
    assert [tile_to_mask(1 << i) for i in range(6)] == [2, 1, 32, 16, 8, 4]
    assert sorted(tile_to_mask(t) for t in range(64)) == list(range(64))
    for tile in range(64):
        assert mask_to_tile(tile_to_mask(tile)) == tile
        # hexapipes' anticlockwise order: a tile turned anticlockwise (its bits rotated left) is our
        # mask turned anticlockwise (ours rotated right)
        their_acw = ((tile << 1) | (tile >> 5)) & 63
        assert tile_to_mask(their_acw) == suido.grids.HEX.turn(tile_to_mask(tile), -1)
    for bad in (-1, 64, 2.0, True, "3", None):
        with pytest.raises(ValueError):
            tile_to_mask(bad)
        with pytest.raises(ValueError):
            mask_to_tile(bad)


@pytest.mark.parametrize("width, height", [(2, 2), (3, 4), (5, 5), (6, 3)])
def test_their_neighbours_are_ours_side_by_side(width, height):
    table = suido.grids.HEX.neighbour_table(width, height, False, ())
    for cell in range(width * height):
        row, col = divmod(cell, width)
        for bit, steps in THEIR_STEPS.items():
            dr, dc = steps[row % 2]
            r, c = row + dr, col + dc
            theirs = r * width + c if 0 <= r < height and 0 <= c < width else -1
            side = tile_to_mask(bit).bit_length() - 1
            assert table[cell * 6 + side] == theirs


def test_the_corpus_round_trips_through_hexapipes_json():
    for board, answer, source in corpus():
        for code in (board, answer):
            text = to_hexapipes(code)
            assert from_hexapipes(text) == code, source
            assert from_hexapipes(json.loads(text)) == code
            assert encode(layout_from_hexapipes(text)) == code


def test_the_corpus_answers_are_hexapipes_answers_and_the_boards_are_not():
    for board, answer, source in corpus():
        given, done = puzzle_of(board), puzzle_of(answer)
        w, h = given["width"], given["height"]
        assert solved_by_their_rules(w, h, done["tiles"]), source
        assert not solved_by_their_rules(w, h, given["tiles"]), source
        # the answer is the board's tiles turned, in hexapipes' terms too
        for a, b in zip(given["tiles"], done["tiles"]):
            assert b in {((a << q) | (a >> (6 - q))) & 63 for q in range(6)}


def test_the_pump_is_on_the_middle_cell():
    for board, _, _ in corpus():
        layout = decode(board)
        assert layout.sources == ((layout.height // 2) * layout.width + layout.width // 2,)
    tiles = [1] * 12
    assert decode(from_hexapipes({"grid": "hexagonal", "width": 4, "height": 3, "wrap": False, "tiles": tiles})).sources == (6,)


def test_an_empty_middle_puts_the_pump_on_the_nearest_piece():
    # 3x3: the middle (cell 4, row 1 shifted right) is empty; its six neighbours (cells 1, 2, 3, 5, 7, 8) are
    # all one across from it, and the lowest cell number of the nearest wins
    tiles = [1, 1, 1, 1, 0, 1, 1, 1, 1]
    assert decode(from_hexapipes({"grid": "hexagonal", "width": 3, "height": 3, "tiles": tiles})).sources == (1,)
    tiles = [1, 0, 0, 1, 0, 1, 1, 1, 1]
    assert decode(from_hexapipes({"grid": "hexagonal", "width": 3, "height": 3, "tiles": tiles})).sources == (3,)
    tiles = [1, 0, 0, 0, 0, 0, 0, 0, 0]   # cell 0 is farther than any neighbour, and the only piece
    assert decode(from_hexapipes({"grid": "hexagonal", "width": 3, "height": 3, "tiles": tiles})).sources == (0,)


def test_a_file_without_wrap_is_read_as_not_wrapping():
    # hexapipes' stored puzzle files leave wrap out (their folder says it): read as false
    code = from_hexapipes('{"grid": "hexagonal", "width": 2, "height": 2, "tiles": [33, 8, 5, 8]}')
    assert code == "2x2h:061022h0" and not decode(code).wrap


def test_the_json_written_is_hexapipes_download():
    text = to_hexapipes("2x2h:061022h0")
    assert list(json.loads(text)) == ["grid", "width", "height", "wrap", "tiles"]
    assert json.loads(text) == {"grid": "hexagonal", "width": 2, "height": 2, "wrap": False, "tiles": [33, 8, 5, 8]}
    assert text.startswith('{\n\t"grid": "hexagonal",\n\t"width": 2,')  # JSON.stringify(data, null, '\t')
    assert puzzle_of(decode("2x2h:061022h0")) == json.loads(text)  # a Layout as well as a code


def test_the_package_offers_both_ways_on_first_use():
    assert suido.from_hexapipes is from_hexapipes and suido.to_hexapipes is to_hexapipes
    assert suido.hexapipes.GRID == "hexagonal"


def test_a_wrap_puzzle_reads_as_hexapipes_own_hexagons():
    # its seam shifts a column, which a hexagonal board's wrap (h) has not: hexapipes' own hexagons (y) have it
    puzzle = {"grid": "hexagonal", "width": 4, "height": 4, "wrap": True, "tiles": [1] * 15 + [0]}
    code = from_hexapipes(puzzle)
    assert code == "4x4yw:0101010101010101g1010101010101.."  # the pump on cell 8, nearest the middle (16 // 2)
    assert decode(code).grid == "hexapipes-hex" and decode(code).holes == (15,)  # (round trips: test_hexapipes_grids.py)


GOOD = {"grid": "hexagonal", "width": 3, "height": 2, "wrap": False, "tiles": [33, 8, 0, 5, 8, 0]}

BAD = [  # (the puzzle, words its error carries)
    ("", "JSON"),
    ("{nope", "JSON"),
    (b"\xff\xfe", "JSON"),
    ("[1, 2, 3]", "object"),
    (7, "object"),
    (None, "object"),
    ({**GOOD, "grid": "pentagonal"}, "'pentagonal'"),
    ({**GOOD, "grid": "square"}, "tile 0: 33"),
    ({k: v for k, v in GOOD.items() if k != "grid"}, "no grid"),
    ({**GOOD, "grid": "Hexagonal"}, "hexagonal"),
    ({**GOOD, "width": 1}, "width"),
    ({**GOOD, "width": 65}, "width"),
    ({**GOOD, "width": "3"}, "width"),
    ({**GOOD, "width": 3.0}, "width"),
    ({**GOOD, "width": True}, "width"),
    ({k: v for k, v in GOOD.items() if k != "height"}, "height"),
    ({**GOOD, "height": -2}, "height"),
    ({**GOOD, "wrap": "false"}, "wrap must be true or false"),
    ({**GOOD, "wrap": 0}, "wrap must be true or false"),
    ({**GOOD, "grid": "square", "wrap": True, "tiles": [1] * 6}, "wrap needs both sides at least 3"),
    ({k: v for k, v in GOOD.items() if k != "tiles"}, "tiles must be a list"),
    ({**GOOD, "tiles": "3380"}, "tiles must be a list"),
    ({**GOOD, "tiles": [33, 8, 0, 5, 8]}, "6 tiles, this has 5"),
    ({**GOOD, "tiles": [33, 8, 0, 5, 8, 0, 0]}, "6 tiles, this has 7"),
    ({**GOOD, "tiles": [33, 8, 0, 5, 64, 0]}, "tile 4: 64"),
    ({**GOOD, "tiles": [33, 8, 0, -1, 8, 0]}, "tile 3: -1"),
    ({**GOOD, "tiles": [33, 8.5, 0, 5, 8, 0]}, "tile 1: 8.5"),
    ({**GOOD, "tiles": [33, "8", 0, 5, 8, 0]}, "tile 1: '8'"),
    ({**GOOD, "tiles": [33, None, 0, 5, 8, 0]}, "tile 1: None"),
    ({**GOOD, "tiles": [33, 8, 0, 5, False, 0]}, "tile 4: False"),
    ({**GOOD, "tiles": [0] * 6}, "empty"),
]


@pytest.mark.parametrize("puzzle, words", BAD, ids=[str(i) for i in range(len(BAD))])
def test_bad_puzzles_are_refused_saying_what_is_wrong(puzzle, words):
    with pytest.raises(ValueError) as err:
        from_hexapipes(puzzle)
    assert words in str(err.value)
    assert isinstance(err.value, PuzzleError) and err.value.why in WHYS  # the rule named, for a page's own words


def test_the_good_puzzle_of_those_reads():
    layout = layout_from_hexapipes(GOOD)
    assert (layout.width, layout.height, layout.grid, layout.kind, layout.wrap) == (3, 2, "hex", "network", False)
    assert layout.cells == (6, 16, 0, 34, 16, 0) and layout.sources == (4,)


UNWRITABLE = [  # (a board, words its error carries)
    ("2x2:h111;l1", "locked"),
    ("3x2dh:g20101A10101", "network"),
    ("3x3ih:g1" + "01" * 7 + "A1", "network"),
    ("3x4hw:" + "g1" + "01" * 11, "wrap"),
    ("2x2h:061022h0;w0", "walls"),
    ("2x2h:061022h0;l1", "locked"),
    ("2x2h:0g1022h0", "CodeError"),
    ("3x4h:" + ("g1" + "01" * 5) * 2, "more than one pump"),
    ("2x2h:061022h2", "trees"),   # one opening too many
    ("2x2h:0610221g", "CodeError"),
    (42, "takes a board"),
]


@pytest.mark.parametrize("board, words", UNWRITABLE, ids=[str(i) for i in range(len(UNWRITABLE))])
def test_boards_hexapipes_cannot_say_are_refused(board, words):
    with pytest.raises(ValueError) as err:
        to_hexapipes(board)
    assert words in str(err.value) or words == "CodeError" and isinstance(err.value, CodeError)
