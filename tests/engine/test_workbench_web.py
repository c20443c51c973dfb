"""The workbench's worker ops (`suido.web.workbench`) through `suido.web.handle`: a board drawn on every grid, edited,
analysed (bounded by its budget), mended and scrambled, codes in and codes out; bad requests refused in words."""

from __future__ import annotations

import dataclasses
import json

import pytest

from workerkit import call, ok

from suido import decode, encode, from_hexapipes, make, solve
from suido.grids import ALL_GRIDS

MANY = "3x3w:eudCb64O7"  # four answers


@pytest.mark.parametrize("grid", sorted(ALL_GRIDS))
def test_a_blank_board_on_every_grid_drawn_edited_and_analysed(grid: str) -> None:
    board = ok("workbench", grid=grid, width=4, height=4)
    assert decode(board["code"]).grid == grid
    n, table = board["sides"], board["neighbours"]
    assert len(table) == board["cells"] * n and len(board["polygons"]) == board["cells"]
    pump = board["pumps"][0]
    nb = next(o for o in table[pump * n:(pump + 1) * n] if o >= 0 and o not in board["holes"])
    laid = ok("edit", code=board["code"], tool="path", path=[pump, nb])
    assert laid["code"] != board["code"]
    for polygon, shapes in enumerate(board["shapes"]):  # every piece the grid has, up to turning, to set
        assert shapes and all(s["mask"] and s["said"] for s in shapes)
        # each named apart: a cube's elbow and straight are not both "2 arms"
        assert len({s["said"] for s in shapes}) == len(shapes), shapes
    cell = next(c for c in range(board["cells"]) if c not in board["holes"] and c != pump)
    mask = board["shapes"][board["polygons"][cell]][-1]["mask"]
    assert decode(ok("edit", code=board["code"], tool="piece", cell=cell, mask=mask)["code"]).cells[cell] == mask
    seen = ok("analyse", code=laid["code"], limit=3)
    assert seen["count"] == solve(laid["code"], limit=3).count and seen["said"]
    assert board["svg"].startswith("<svg") and 'data-cell="0"' in board["svg"]  # every grid is drawn
    # its Grid control offers every grid, this one among them, each in words of its own (not a words key)
    offered = {g["name"]: g["said"] for g in board["grids"]}
    assert set(offered) == set(ALL_GRIDS) and not any(said.startswith("makeGrid") for said in offered.values())
    assert len(set(offered.values())) == len(offered)


@pytest.mark.parametrize("grid", ["square", "octagonal", "cube"])
def test_a_network_board_is_given_as_hexapipes_puzzle_text_and_a_drains_board_is_not(grid: str) -> None:
    # the Copy as a hexapipes puzzle button: the text reads back as the same pieces (hexapipes has no pump: its
    # reader puts one in the middle); a board hexapipes cannot say
    # (drains, walls, locks) has none, and the button is hidden
    network = make(size=5, grid=grid, seed=3)
    text = ok("workbench", code=network.code)["hexapipes"]
    assert json.loads(text)["width"] == 5 and decode(from_hexapipes(text)).cells == decode(network.code).cells
    assert ok("workbench", code=make(size=5, grid=grid, kind="drains", seed=3).code)["hexapipes"] is None


def test_analyse_says_the_answers_and_where_they_differ() -> None:
    seen = ok("analyse", code=MANY, limit=10)
    assert (seen["count"], seen["complete"], seen["unique"]) == (4, True, False)
    assert len(seen["answers"]) == 4 and len(set(seen["answers"])) == 4
    assert seen["differing"] and set(seen["differing"]).isdisjoint(seen["fixed"])
    assert "4" in seen["said"]
    short = ok("analyse", code=MANY, limit=10, budget=2)
    assert not short["complete"] and short["count"] < 4 and "At least" in short["said"]
    one = ok("analyse", code=ok("mends", code=MANY, limit=10)["mends"][0]["code"])
    assert one["unique"] and one["measures"] is not None and one["measuresSaid"]


def test_mends_each_give_a_board_with_fewer_answers() -> None:
    got = ok("mends", code=MANY, limit=10, lang="ja")
    assert got["mends"]
    for mend in got["mends"]:
        assert solve(mend["code"], limit=10).count == mend["count"] < 4
        assert mend["said"] and mend["kind"] in ("wall", "lock", "spare", "change")
    assert ok("mends", code="3x3:v00000000")["mends"] == []


def half_done(size: int, kind: str, seed: int) -> str:
    """A made board with its walls and locks taken off (a maker's board half done: most have several answers)."""
    return encode(dataclasses.replace(make(size=size, kind=kind, walls=size, locked=size, seed=seed).layout,
                                      walls=(), locked=()))


@pytest.mark.parametrize("code, budget", [(MANY, 3), (half_done(7, "drains", 2), 3), (half_done(7, "inlet-outlet", 3), 3),
                                          (half_done(21, "drains", 2), 200)])
def test_mends_asked_in_parts_from_the_pages_answers_are_the_mends_asked_whole(code: str, budget: int) -> None:
    # the page asks the mends a part at a time (each one proof, bounded as an analysis is: the maker's next edit
    # waits on one part, never on them all), giving the answers it was told: the parts together are the whole
    seen = ok("analyse", code=code, limit=10)
    assert seen["count"] >= 2
    whole = ok("mends", code=code, limit=10)
    assert whole["next"] is None
    parts, found, state = [], 0, {"from": 0, "spent": 0}
    for _ in range(100):
        part = ok("mends", code=code, limit=10, budget=budget, answers=seen["answers"], count=seen["count"],
                  complete=seen["complete"], step=True, found=found, **state)
        assert part["spent"] >= state["spent"]
        parts += part["mends"]
        found += len(part["mends"])
        if part["next"] is None:
            break
        assert part["next"] > state["from"] or not part["mends"]
        # one proof a part (candidates that give a board tried before, or none, spend nothing)
        assert len(part["mends"]) <= 1
        state = {"from": part["next"], "spent": part["spent"]}
    else:
        raise AssertionError("the parts never ended")
    assert len(parts) <= 4 and parts, "no mend found in parts"
    small = ok("mends", code=code, limit=10, budget=budget, answers=seen["answers"], count=seen["count"],
               complete=seen["complete"])
    assert [m["code"] for m in parts] == [m["code"] for m in small["mends"]]
    for m in parts:  # each says its board's count (a lower bound where its proof ran out of budget)
        count = solve(m["code"], limit=10).count
        assert count == m["count"] if m["complete"] else count >= m["count"] >= 1
    assert whole["mends"]


def test_mends_refuse_answers_that_are_not_the_boards() -> None:
    seen = ok("analyse", code=MANY, limit=10)
    other = make(size=3, seed=9).code
    for answers in ([seen["answers"][0], other], [seen["answers"][0], MANY], "x", [3, 4], seen["answers"] * 2):
        reply = call("mends", code=MANY, answers=answers, count=4, complete=True)
        assert reply["ok"] is False and "answers" in reply["error"]
    # fewer than two answers (a count the budget cut short at none or one): no mends, said so
    for answers, count in (([], 0), (seen["answers"][:1], 1)):
        assert ok("mends", code=MANY, answers=answers, count=count, complete=False)["mends"] == []


def test_scramble_is_seeded_and_keeps_the_board() -> None:
    a = ok("scramble", code=MANY, seed=5)["code"]
    assert a == ok("scramble", code=MANY, seed=5)["code"]
    assert solve(a, limit=10).count == 4


@pytest.mark.parametrize("op, args", [
    ("analyse", {"code": "nonsense"}),
    ("analyse", {"code": MANY, "limit": 0}),
    ("analyse", {"code": MANY, "budget": 10**9}),
    ("edit", {"code": MANY, "tool": "paint", "cell": 0}),
    ("edit", {"code": MANY, "tool": "path", "path": "0,1"}),
    ("edit", {"code": MANY, "tool": "path", "path": [0, 8, 100]}),
    ("edit", {"code": MANY, "tool": "hole", "cell": 0}),
    ("edit", {"code": MANY, "tool": "wall", "cell": 0, "side": 9}),
    ("scramble", {"code": MANY, "seed": "x"}),
    ("workbench", {"grid": "circles"}),
    ("workbench", {"grid": "square", "width": 99}),
])
def test_bad_requests_are_refused_in_words(op: str, args: dict) -> None:
    reply = call(op, **args)
    assert reply["ok"] is False and isinstance(reply["error"], str) and "failed" not in reply["error"]
