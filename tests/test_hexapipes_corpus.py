"""hexapipes' puzzles on all nine of its grids (../shared/peer/hexapipes, read there, never copied): every puzzle
opens (`suido.from_hexapipes`), has exactly one answer by the solver, passes the check, and writes back to the
same tiles (`suido.to_hexapipes`); a generated puzzle's answer is the file's (made and proved unique by
hexapipes' own generator and solver), a daily's is one hexapipes' rule accepts (worked out here apart from the
flow: every arm meets an arm back, none points out of the board or into an empty cell, the pieces one tree).
The median solve is held under 50 ms (CPython). A slower tier than the fast loop (about 30 s in all)."""

from __future__ import annotations

import json
import os
import statistics
import time
from pathlib import Path

import pytest

import suido
from suido.hexapipes import from_hexapipes, to_hexapipes

HEXAPIPES = Path(__file__).resolve().parent.parent.parent / "shared" / "peer" / "hexapipes"
GENERATED = sorted(p.stem for p in (HEXAPIPES / "generated").glob("*.jsonl")) if HEXAPIPES.is_dir() else []
_TIMES: list[float] = []


def _lines(path: Path) -> list[str]:
    if not path.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"{path} is missing on CI", pytrace=False)
        pytest.skip(f"{path} is not here (a clone without the shared folder)")
    return [line for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


def _solved(line: str) -> tuple[dict, suido.Layout, tuple[int, ...], str]:
    """The puzzle, its board, its one answer (held to be one, and to pass the check) and the answer's code."""
    puzzle = json.loads(line)
    t = time.perf_counter()
    board = suido.decode(from_hexapipes(line))
    found = suido.solve(board)
    _TIMES.append(time.perf_counter() - t)
    assert found.complete and found.count == 1, (puzzle["grid"], puzzle.get("date"), found)
    answer = suido.encode(suido.with_masks(board, found.solutions[0]))
    assert suido.check_answer(suido.encode(board), answer).ok
    assert json.loads(to_hexapipes(board))["tiles"] == puzzle["tiles"]
    return puzzle, board, found.solutions[0], answer


def _their_rule(board: suido.Layout, tiles: list[int]) -> bool:
    """hexapipes' win on its own tiles: each arm meets the neighbour's opposite arm across the grid's neighbour
    table, none points off the board or into an empty (0) cell, and the non-empty cells form one tree."""
    grid = board.geometry
    n = grid.sides
    table = grid.neighbour_table(board.width, board.height, board.wrap, ())
    cells = [i for i, t in enumerate(tiles) if t]
    parent = {i: i for i in cells}

    def root(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    edges = 0
    for i in cells:
        for s in range(n):
            if tiles[i] >> s & 1:
                o = table[i * n + s]
                if o < 0 or not tiles[o] or not tiles[o] >> grid.opposite(s) & 1:
                    return False
                if i < o:
                    edges += 1
                    parent[root(i)] = root(o)
    return edges == len(cells) - 1 and len({root(i) for i in cells}) == 1


@pytest.mark.parametrize("name", GENERATED or ["absent"])
def test_every_generated_puzzle_solves_to_its_one_answer(name: str) -> None:
    lines = _lines(HEXAPIPES / "generated" / f"{name}.jsonl")
    assert len(lines) == 64
    for line in lines:
        puzzle, board, solution, answer = _solved(line)
        assert json.loads(to_hexapipes(answer))["tiles"] == puzzle["solution"], name
    assert statistics.median(_TIMES[-len(lines):]) < 0.05  # seconds: the median puzzle's open and solve


def test_every_daily_solves_to_one_answer_hexapipes_accepts() -> None:
    lines = _lines(HEXAPIPES / "dailies.jsonl")
    assert len(lines) == 1166
    for line in lines:
        puzzle, board, solution, answer = _solved(line)
        tiles = json.loads(to_hexapipes(answer))["tiles"]
        if board.grid in ("hex", "square"):  # their tiles in their bits: our square and hexagonal neighbours
            assert suido.flow_of(board, solution).solved
        else:
            assert _their_rule(board, tiles), puzzle["date"]
    assert statistics.median(_TIMES[-len(lines):]) < 0.05  # seconds: the median daily's open and solve
