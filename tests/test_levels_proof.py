"""The proof of the fixed levels, on every CI run: each of the 3,520 levels re-solved from
scratch has exactly one answer, the stored one; its declared twists are the twists its board
has; within a size the order never drops by exact difficulty; the lessons sit where the plan
puts them; no two levels of a size are one board turned or mirrored, and no board comes twice
in the whole set; the marks rise with the levels. The big-pieces set likewise, by its own
score (ranked across sizes), with its sizes and lessons where the set puts them; and the set of each grid
laid out as hexapipes lays them (suido.levels.GRID_SETS)."""

import pytest

import suido
from suido import levels


@pytest.fixture(scope="module")
def seen_boards():
    return set()


@pytest.mark.parametrize("size", levels.SIZES)
def test_every_level_of_a_size(size, seen_boards):
    rows = levels.load(size)
    assert len(rows) == levels.COUNTS[size]
    width, height = levels.side_of(size)
    keys = set()
    last = 0.0
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        assert (layout.width, layout.height) == (width, height), f"{size} #{n}"
        solution = levels.solution(row)
        found = suido.solve(layout, limit=2)
        assert found.complete and found.count == 1, f"{size} #{n}: {found.count} answers"
        assert found.solutions[0] == solution, f"{size} #{n}: the solver's answer is not the stored one"
        assert suido.check_answer(row.board, levels.answer(row)).ok
        assert not suido.check_answer(row.board, row.board).ok, f"{size} #{n} starts solved"
        assert levels.declared_twists(row) == suido.twists_of(layout), f"{size} #{n}"
        assert " ".join(suido.twists_of(layout)) == row.twists
        role = levels.role(size, n)
        if role:
            assert levels.declared_twists(row) == levels.lesson(size, n), f"{size} #{n} {role}"
        taught = {t for b in range(1, levels.block_of(n)) for t in levels.lesson(size, b * 16)}
        assert set(levels.declared_twists(row)) <= taught | set(levels.lesson(size, n) if role else ()), \
            f"{size} #{n}: a twist before its lesson"
        exact = suido.exact_difficulty_of(layout, solution)
        assert exact >= last - 1e-9, f"{size} #{n}: easier than the level before ({exact:.2f} < {last:.2f})"
        last = exact
        key = suido.symmetry_key(layout, solution)
        assert key not in keys, f"{size} #{n}: a turned or mirrored copy of an earlier level"
        keys.add(key)
        assert row.board not in seen_boards
        seen_boards.add(row.board)
        assert levels.marks(size, n) == levels.marks_of(exact)


def test_every_big_pieces_level(seen_boards):
    rows = levels.load("big")
    assert len(rows) == levels.COUNTS["big"] == 64
    keys = set()
    last = 0.0
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        assert f"{layout.width}x{layout.height}" == levels.BIG_SIZES[n - 1], f"big #{n}"
        assert layout.kind == "network" and layout.bigs, f"big #{n}"
        solution = levels.solution(row)
        found = suido.solve(layout, limit=2)
        assert found.complete and found.count == 1, f"big #{n}: {found.count} answers"
        assert found.solutions[0] == solution
        assert suido.check_answer(row.board, levels.answer(row)).ok
        assert not suido.check_answer(row.board, row.board).ok, f"big #{n} starts solved"
        assert " ".join(suido.twists_of(layout)) == row.twists
        role = levels.role("big", n)
        if role:
            assert set(levels.lesson("big", n)) <= set(levels.declared_twists(row)), f"big #{n} {role}"
        score = suido.exact_big_score_of(layout, solution)
        assert score >= last - 1e-9, f"big #{n}: easier than the level before ({score:.2f} < {last:.2f})"
        last = score
        assert levels.big_info(n).score == max(1, min(100, round(score)))
        key = suido.symmetry_key(layout, solution)
        assert key not in keys, f"big #{n}: a turned or mirrored copy of an earlier level"
        keys.add(key)
        assert row.board not in seen_boards
        seen_boards.add(row.board)


@pytest.mark.parametrize("name", levels.GRID_SETS)
def test_every_level_of_a_grid_s_set(name):
    # each of the 112 levels of each grid's set (suido.levels.GRID_SETS) re-solved to exactly its stored answer; no
    # two one board turned or mirrored by the grid's own symmetries; each block's plain levels easy to hard, its test
    # no easier than its lesson; the marks its difficulty's
    rows = levels.load(name)
    keys = set()
    scores = []
    for n, row in enumerate(rows, 1):
        layout = suido.decode(row.board)
        solution = levels.solution(row)
        found = suido.solve(layout, limit=2)
        assert found.complete and found.count == 1, f"{name} #{n}: {found.count} answers"
        assert found.solutions[0] == solution, f"{name} #{n}: the solver's answer is not the stored one"
        assert suido.check_answer(row.board, levels.answer(row)).ok
        assert not suido.check_answer(row.board, row.board).ok, f"{name} #{n} starts solved"
        key = suido.symmetry_key(layout, solution)
        assert key not in keys, f"{name} #{n}: a turned or mirrored copy of an earlier level"
        keys.add(key)
        scores.append(suido.exact_difficulty_of(layout, solution))
        assert levels.marks(name, n) == levels.marks_of(scores[-1]), f"{name} #{n}"
    for block in range(1, len(rows) // levels.BLOCK + 1):
        first, last = levels.block_range(name, block)
        plain = [scores[n - 1] for n in range(first, last + 1) if levels.role(name, n) is None]
        assert plain == sorted(plain), f"{name} block {block}: the plain levels are not easy to hard"
        if levels.lesson(name, first):
            assert scores[last - 2] <= scores[last - 1], f"{name} block {block}: the test is easier than the lesson"
