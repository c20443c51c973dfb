"""What the break-it pass found in reading hexapipes' JSON: hostile text (nested past the parser's depth, a byte
order mark, huge values where a number goes) is refused with a PuzzleError of a short message, or read."""

from __future__ import annotations

import json

import pytest

from suido import web
from suido.hexapipes import PuzzleError, from_hexapipes

GOOD = {"grid": "hexagonal", "width": 2, "height": 2, "wrap": False, "tiles": [33, 8, 5, 8]}


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000,
                                  '{"grid": "hexagonal", "width": ' + "[" * 100_000 + "]" * 100_000 + "}"])
def test_json_nested_past_the_parsers_depth_is_not_json(text):
    with pytest.raises(PuzzleError) as caught:
        from_hexapipes(text)
    assert caught.value.why == "json"
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "hexapipes", "args": {"text": text[:200_000]}})))
    assert not reply["ok"] and not reply["error"].startswith("the engine failed"), reply["error"][:200]


def test_a_file_saved_with_a_byte_order_mark_reads():
    assert from_hexapipes("\ufeff" + json.dumps(GOOD)) == from_hexapipes(json.dumps(GOOD)) == "2x2h:061022h0"


@pytest.mark.parametrize("name, value", [("grid", "x" * 100_000), ("width", list(range(100_000))),
                                         ("wrap", "y" * 100_000), ("tiles", [1, 2, "x" * 100_000, 4])])
def test_a_huge_value_is_named_in_a_short_message(name, value):
    with pytest.raises(PuzzleError) as caught:
        from_hexapipes(json.dumps({**GOOD, name: value}))
    assert len(str(caught.value)) < 200, str(caught.value)[:300]
