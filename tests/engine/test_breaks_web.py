"""What the break-it pass found in the worker's ops (suido.web.handle): each request of a wrong type answers
ok false with a sentence that names the argument, never a Python message, and a refused request leaves nothing
behind that spoils the next one."""

from __future__ import annotations

import json

import pytest

from suido import web


def ask(op: str, **args) -> dict:
    return json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))


@pytest.mark.parametrize("kinds", [[], ["five"], {}, {"five": 1}, 5])
def test_big_kinds_of_a_wrong_type_are_refused_in_words(kinds):
    reply = ask("make", size=5, bigs=1, bigKinds=kinds)
    assert not reply["ok"]
    assert reply["error"].startswith("Big pieces' shapes: choose one of"), reply["error"]


@pytest.mark.parametrize("marks", ["x", "12h4", "３３"])
def test_marks_that_are_not_digits_are_refused_and_not_kept(marks):
    reply = ask("levels", size="hex", marks=marks)
    assert not reply["ok"] and "'marks'" in reply["error"] and "digit" in reply["error"], reply
    after = ask("levels", size="hex")   # the next request, without marks, is not spoiled by the refused ones
    assert after["ok"], after
    assert all(0 <= level["marks"] <= 9 for level in after["result"]["levels"])


def test_a_request_nested_past_the_parsers_depth_is_a_bad_request():
    for request in ('{"id": 1, "op": "hello", "args": {"x": ' + "[" * 5000 + "]" * 5000 + "}}", "[" * 100_000):
        reply = json.loads(web.handle(request))
        assert not reply["ok"] and reply["error"] == "a bad request: it nests arrays or objects too deep", reply
