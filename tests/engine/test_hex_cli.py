"""The command line on hexagonal boards: show (the text drawing of hexagons), solve, check, and hexapipes'
puzzles in and out (from-hexapipes, to-hexapipes)."""

from __future__ import annotations

import io
import json


import suido

from hexpeer import hex_rows
from suido.__main__ import main

# a 3x2 tree by hand (odd-r rows: cell 3's NW is cell 0, cell 4's NE is cell 2): cell 0 SE, cell 1 E, cell 2
# SW+W (the pump), cell 3 NW+E, cell 4 W+NE, cell 5 bare ground
TREE = "3x2h:0402h8221100"
# each side's arm as the drawing puts it about the centre: (dx, dy, glyph), sides NE, E, SE, SW, W, NW
ARMS = ((1, -1, "╱"), (1, 0, "─"), (1, 1, "╲"), (-1, 1, "╱"), (-1, 0, "─"), (-1, -1, "╲"))




def drawing(capsys, code: str) -> list[str]:
    assert main(["show", code]) == 0
    return capsys.readouterr().out.splitlines()


def test_show_draws_each_cells_arms_about_its_centre_with_odd_rows_offset(capsys):
    for code in (TREE, *hex_rows()[3][:2]):
        layout = suido.decode(code)
        w, h = layout.width, layout.height
        out = drawing(capsys, code)
        assert len(out) == 1 + 3 * h + 1
        assert out[0].split() == [str(c + 1) for c in range(w)]
        canvas = [line.ljust(4 * w + 8) for line in out[1:-1]]
        flow = suido.flow_of(layout)
        for cell, mask in enumerate(layout.cells):
            row, col = divmod(cell, w)
            x, y = 3 + 4 * col + 2 * (row % 2), 3 * row + 1  # "N  " then the cells, odd rows half a cell on
            centre = canvas[y][x]
            if cell in layout.sources:
                assert centre == "P"
            elif not mask:
                assert centre == "·"
            else:
                assert centre == ("●" if flow.wet[cell] else "○"), (code, cell)
            for side, (dx, dy, glyph) in enumerate(ARMS):
                assert (canvas[y + dy][x + dx] == glyph) == bool(mask >> side & 1), (code, cell, side)
            if col == 0:
                assert canvas[y].split()[0] == str(row + 1)
        # the column numbers stand over the even rows' centres
        assert [out[0][3 + 4 * c] for c in range(w)] == [str(c + 1) for c in range(w)]
        assert "hexagons" in out[-1]


def test_show_marks_drains_locked_pieces_and_the_state(capsys):
    out = drawing(capsys, "3x2dh:g2A101011000;l2")
    canvas = [line.ljust(20) for line in out[1:-1]]
    row0 = canvas[1]
    assert row0[3] == "P" and row0[7] in "Dd" and row0[11] in "◆◇"
    assert "drains (D wet, d dry) at row 1 column 2" in out[-1] and "pumps (P) at row 1 column 1" in out[-1]
    # each mark the drawing puts on a drain is one its legend names (a dry drain was marked d, the legend said D)
    dry = drawing(capsys, "3x2dh:g2A101011000;l2")
    marks = {line[x] for line in dry[1:-1] for x in range(len(line)) if line[x] in "Dd"}
    assert marks == {"d"} and all(f"{m} " in dry[-1].split("drains (")[1].split(")")[0] + " " for m in marks)
    solved = drawing(capsys, TREE)
    assert solved[-1].endswith("solved")
    # a join east-west fills the gap between the two arms; a lone arm (a leak) leaves it open
    assert "●───●" in "\n".join(solved) or "●───P" in "\n".join(solved) or "P───●" in "\n".join(solved)
    leaky = drawing(capsys, "2x2h:g2020000")
    assert "P─  ○─" in leaky[2] and "leak" in leaky[-1]


def test_show_wide_boards_number_their_columns_in_two_lines(capsys):
    code = "12x2h:g1" + "01" * 23
    out = drawing(capsys, code)
    assert out[0][3 + 4 * 9:].split() == ["1", "1", "1"]  # the tens of 10, 11, 12
    assert out[1].split()[-1] == "2" and out[1][3 + 4 * 11] == "2"


def test_solve_and_check_on_a_hexagonal_board(capsys):
    board, answer = hex_rows()[0][:2]
    assert main(["solve", board]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("answers: 1 (unique)") and out[1] == answer
    assert main(["check", board, answer]) == 0
    assert capsys.readouterr().out.strip() == "solved"
    assert main(["check", board, board]) == 1
    assert capsys.readouterr().out.startswith("not solved: ")
    assert main(["show", "3x3hw:" + "g1" + "01" * 8]) == 2
    assert "even number of rows" in capsys.readouterr().err


def test_hexapipes_in_and_out(capsys, tmp_path, monkeypatch):
    board, _ = hex_rows()[5][:2]
    assert main(["to-hexapipes", board]) == 0
    text = capsys.readouterr().out
    assert json.loads(text)["grid"] == "hexagonal"
    path = tmp_path / "puzzle.json"
    path.write_text(text, encoding="utf-8")
    assert main(["from-hexapipes", str(path)]) == 0
    assert capsys.readouterr().out.strip() == board
    monkeypatch.setattr("sys.stdin", io.StringIO(text))
    assert main(["from-hexapipes", "-"]) == 0
    assert capsys.readouterr().out.strip() == board


def test_hexapipes_commands_say_what_is_wrong(capsys, tmp_path):
    wrap = tmp_path / "wrap.json"
    wrap.write_text(json.dumps({"grid": "hexagonal", "width": 4, "height": 4, "wrap": True, "tiles": [1] * 16}))
    assert main(["from-hexapipes", str(wrap)]) == 0  # hexapipes' own hexagons, its seam and all
    assert capsys.readouterr().out.startswith("4x4yw:")
    odd = tmp_path / "odd.json"
    odd.write_text(json.dumps({"grid": "pentagonal", "width": 4, "height": 4, "wrap": True, "tiles": [1] * 16}))
    assert main(["from-hexapipes", str(odd)]) == 2
    assert "pentagonal" in capsys.readouterr().err
    assert main(["from-hexapipes", str(tmp_path / "absent.json")]) == 2
    assert "suido: " in capsys.readouterr().err
    assert main(["to-hexapipes", "3x3:h11111111"]) == 2
    assert "trees" in capsys.readouterr().err
    assert main(["to-hexapipes", "3x2dh:g2A101011000"]) == 2
    assert "network" in capsys.readouterr().err
