"""JSON text read with a bound on how deep its arrays and objects nest.

`json.loads` recurses once a level of nesting. In CPython a text nested past the interpreter's recursion limit
raises `RecursionError`; inside Pyodide the C stack is the browser's JavaScript stack, which runs out first, and
that is a fatal error of the whole runtime (the worker dies, every board with it). So text from outside (the
page's requests, a pasted puzzle) is measured before it is parsed: past `MAX_DEPTH` levels it is refused.

>>> loads('{"a": [1, {"b": 2}]}')
{'a': [1, {'b': 2}]}
>>> loads("[" * 100 + "]" * 100)
Traceback (most recent call last):
    ...
suido.jsontext.TooDeep: it nests arrays or objects too deep (more than 64 levels)
"""

from __future__ import annotations

import json
import re
from typing import Any, Final

MAX_DEPTH: Final = 64
"""The deepest nesting read (the worker's requests nest four levels at most)."""

_STRINGS = re.compile(r'"(?:[^"\\]|\\.)*"', re.S)
_NOT_BRACKETS = re.compile(r"[^\[\]{}]+")


class TooDeep(ValueError):
    """JSON text whose arrays or objects nest past `MAX_DEPTH` levels."""


def depth_of(text: str) -> int:
    """How deep the arrays and objects of JSON `text` nest (brackets inside strings not counted); a text that
    is not JSON gets some number, never an error."""
    bare = _STRINGS.sub("", text)
    if bare.count("[") + bare.count("{") <= MAX_DEPTH:
        return bare.count("[") + bare.count("{")  # an upper bound, small enough: no need to walk
    depth = deepest = 0
    for ch in _NOT_BRACKETS.sub("", bare):
        depth += 1 if ch in "[{" else -1
        if depth > deepest:
            deepest = depth
            if deepest > MAX_DEPTH:
                break
    return deepest


def loads(text: str | bytes | bytearray) -> Any:
    """`json.loads(text)`, after `depth_of` says it nests at most `MAX_DEPTH` levels. Raises `TooDeep`
    past that, and what `json.loads` raises for text that is not JSON (`ValueError`, `TypeError`)."""
    shown = text.decode("utf-8", "replace") if isinstance(text, (bytes, bytearray)) else text
    if isinstance(shown, str) and depth_of(shown) > MAX_DEPTH:
        raise TooDeep(f"it nests arrays or objects too deep (more than {MAX_DEPTH} levels)")
    return json.loads(text)
