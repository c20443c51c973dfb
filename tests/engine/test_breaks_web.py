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
