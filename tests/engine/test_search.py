"""make's search a step a board (suido.generator.search, suido.search) and the worker's ops that run it a request a step
(suido.web.search): the same boards as make, the progress, the nearest so far, Stop and the time limit."""

from __future__ import annotations

import json
from typing import Any

import pytest

from suido import make, strings, web
from suido.generator import search

CASES = [
    {"size": 8, "kind": "drains", "wrap": True, "difficulty": 50, "seed": 3},
    {"size": 10, "difficulty": 90, "seed": 11},
    {"size": 6, "kind": "inlet-outlet", "difficulty": 1, "seed": 5, "tolerance": 0, "attempts": 7},
    {"size": 7, "seed": 2},
]


@pytest.mark.parametrize("options", CASES)
def test_the_search_steps_end_in_makes_own_board(options: dict[str, Any]) -> None:
    steps = list(search(**options))
    assert steps[-1].best == make(**options) and steps[-1].done and not any(s.done for s in steps[:-1])
    assert [s.tried for s in steps] == list(range(1, len(steps) + 1))
    if "difficulty" not in options:
        assert len(steps) == 1 and steps[0].of == 1
        return
    asked = options["difficulty"]
    gap = lambda m: abs(m.difficulty - asked)  # noqa: E731
    for i, s in enumerate(steps):  # the best is the nearest of the boards made so far, the first of equals
        made = [t.made for t in steps[: i + 1]]
        assert s.best == min(made, key=gap)
        assert s.nearer == (i == 0 or gap(s.made) < gap(steps[i - 1].best))


def test_a_bad_option_is_refused_before_any_board() -> None:
    with pytest.raises(ValueError, match="difficulty"):
        search(size=5, difficulty=0)


def call(op: str, **args: Any) -> dict[str, Any]:
    return json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))


def test_the_worker_runs_a_search_a_step_a_request_and_stop_keeps_the_nearest() -> None:
    options = {"size": 8, "kind": "drains", "wrap": True, "difficulty": 50, "seed": 3}
    begun = call("search", **options, within=60000)["result"]
    assert begun["of"] == 60 and begun["tried"] == 0
    replies = []
    while True:
        step = call("searchStep", search=begun["search"])["result"]
        replies.append(step)
        if step["done"]:
            break
    made = make(**options)
    nearest = [r["best"] for r in replies if r["best"]][-1]
    assert (nearest["code"], nearest["seed"], nearest["answer"]) == (made.code, made.seed, made.answer)
    assert nearest["svg"].startswith("<svg") and nearest["asked"] == 3
    assert call("searchStep", search=begun["search"])["ok"] is False  # a search done is forgotten
    # Stop: the nearest so far
    begun = call("search", **options, within=60000)["result"]
    first = call("searchStep", search=begun["search"])["result"]
    stopped = call("searchStop", search=begun["search"])["result"]
    assert stopped["best"]["code"] == first["best"]["code"] and stopped["stopped"]
    # a search past its time ends with the nearest found
    begun = call("search", size=14, difficulty=100, seed=1, within=1)["result"]
    step = call("searchStep", search=begun["search"])["result"]
    assert step["done"] and step["late"] and step["tried"] == 1 and step["best"]["seed"] == 1
    # refusals in words
    assert "Difficulty" in call("search", size=5, difficulty=500)["error"]
    assert "no search" in call("searchStep", search=999)["error"]
    assert "within" in call("search", size=5, within="soon")["error"]


def test_the_progress_has_words_in_both_languages() -> None:
    assert strings.say("en", "makeTrying", n=12, of=60) == "Trying 12 of 60…"
    assert "60" in strings.say("ja", "makeTrying", n=12, of=60) and "12" in strings.say("ja", "makeTrying", n=12, of=60)
    for key in ("makeNearestSoFar", "makeStoppedKept"):
        assert strings.STRINGS["ja"][key] != strings.STRINGS["en"][key]
