from suido.__main__ import main

BOARD = "5x5:Eba3C3c9955C6abcdc3ckac3I"
ANSWER = "5x5:CeacE696955E3ad3bc69ia93I"


def test_check_exits_0_for_an_answer_and_1_with_the_reason(capsys):
    assert main(["check", BOARD, ANSWER]) == 0
    assert capsys.readouterr().out.strip() == "solved"
    assert main(["check", BOARD, BOARD]) == 1
    assert "runs out of an open end" in capsys.readouterr().out


def test_check_of_a_malformed_code_says_what_is_wrong_with_it_as_solve_does(capsys):
    # check said only "the board is not a board code" where solve says why
    assert main(["check", "5x5:zz", ANSWER]) == 1
    said = capsys.readouterr().out.strip()
    assert said == "not solved: the board is not a board code: 5x5 needs 25 cells, the code has 2"
    assert main(["solve", "5x5:zz"]) == 2
    assert said.endswith(capsys.readouterr().err.strip().removeprefix("suido: "))
    assert main(["check", BOARD, "nonsense"]) == 1
    said = capsys.readouterr().out.strip()
    assert said.startswith("not solved: the answer is not a board code: 'nonsense' does not start with a size")


def test_show_draws_wet_pipes_heavy(capsys):
    assert main(["show", ANSWER]) == 0
    out = capsys.readouterr().out.splitlines()
    assert len(out) == 7 and out[0].split() == ["1", "2", "3", "4", "5"]
    assert [line.split()[0] for line in out[1:6]] == ["1", "2", "3", "4", "5"]
    board = [line[2:].ljust(10) for line in out[1:6]]
    assert all(len(line) == 10 for line in board)
    assert "solved" in out[6] and "┃" in "".join(board) and "│" not in "".join(board)
    # the pump (cell 20: row 5, column 1) and the drains are marked in the drawing and named by row and column
    assert board[4][1] == "P" and board[0][1] == "D" and board[0][9] == "D"
    assert "pumps (P) at row 5 column 1" in out[6] and "drains (D) at row 1 column 1, row 1 column 5" in out[6]
    assert main(["show", "5x5:"]) == 2
    assert "needs 25 cells" in capsys.readouterr().err


def test_make_prints_a_board_and_its_answer_and_solve_proves_it(capsys):
    assert main(["make", "--size", "5", "--seed", "7"]) == 0
    code, answer = capsys.readouterr().out.split()
    assert code == "5x5:C67tC63aCCEefa99d563BI36E"
    assert main(["solve", code]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith("answers: 1 (unique)") and out[1] == answer
    assert main(["make", "--size", "5", "--sources", "9"]) == 2
    assert main(["make", "--size", "5", "--pumps", "9"]) == 2
    assert "at most one per six cells" in capsys.readouterr().err


def test_make_with_big_pieces_and_blocks(capsys):
    import suido
    assert main(["make", "--size", "6", "--bigs", "2", "--blocks", "1", "--big-kinds", "more", "--seed", "2"]) == 0
    code, answer = capsys.readouterr().out.split()
    made = suido.make(size=6, bigs=2, blocks=1, big_kinds="more", seed=2)
    assert (code, answer) == (made.code, made.answer) and len(made.layout.bigs) == 2
    assert main(["make", "--size", "4", "--bigs", "9"]) == 2
    assert "do not fit" in capsys.readouterr().err
    assert main(["level", "big", "15"]) == 0
    assert "block-turns" in capsys.readouterr().out


def test_make_at_a_difficulty_says_the_seed_that_makes_the_board_again(capsys):
    import suido
    assert main(["make", "--size", "5", "--difficulty", "60", "--seed", "4"]) == 0
    captured = capsys.readouterr()
    code, answer = captured.out.split()
    made = suido.make(size=5, difficulty=60, seed=4)
    assert (code, answer) == (made.code, made.answer)
    assert f"seed {made.seed} makes this board again (asked: seed 4)" in captured.err
    assert suido.make(size=5, seed=made.seed).code == code


def test_level_and_daily(capsys):
    from suido import levels
    assert main(["level", "5x5", "1"]) == 0
    board, answer, facts = capsys.readouterr().out.splitlines()
    assert board == levels.load("5x5")[0].board and answer == levels.answer(levels.load("5x5")[0])
    assert facts.startswith("twists: plain; marks: 1")
    assert main(["daily", "5x5", "--date", "2026-10-01"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "2026-10-01: 5x5 level 207"
    assert main(["level", "5x5", "300"]) == 2 and "levels 1 to 256" in capsys.readouterr().err
    assert main(["daily", "4x4"]) == 2 and "not a level size" in capsys.readouterr().err
