"""What a new user met, found by trying the package from the README alone: the check's reason and the command
line's help, in the engine's own words."""

from __future__ import annotations

import pytest

import suido
from suido.__main__ import main


def test_an_answer_for_squares_to_a_board_of_hexagons_says_the_grid_differs() -> None:
    """A square answer checked against a hexagonal board of the same size: the reason named size, kind and wrap,
    which were all the same; it is the grid that differs."""
    got = suido.check_answer("3x3h:0220182bj801041104", "3x3:1u82e42b3")
    assert not got.ok and "grid" in got.reason


def test_the_make_commands_help_names_no_issue(capsys: pytest.CaptureFixture[str]) -> None:
    """`suido make --help` named an issue by its number of --hex: a number a user of the package cannot look up."""
    with pytest.raises(SystemExit):
        main(["make", "--help"])
    out = " ".join(capsys.readouterr().out.split())
    assert "--hex" in out and "issue" not in out
    assert "every option but --bigs and --blocks" in out
