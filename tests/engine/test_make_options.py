"""make's options declared once (suido.options.MAKE_OPTIONS): make's and its search's keywords and defaults,
the command line's make parser, the worker's reading of the form and the fields the page is given all follow
the one list."""

from __future__ import annotations

import argparse
import inspect
import json

import pytest

from suido.__main__ import main
from suido.generator import make, search
from suido.grids import TILINGS
from suido.options import BIG_KINDS, MAKE_OPTIONS, add_make_arguments, form_fields, from_form

pytestmark = pytest.mark.engine

SEARCH_ONLY = {"attempts", "tolerance"}  # how hard make searches for a difficulty: the API's, not the form's


@pytest.mark.parametrize("function", [make, search])
def test_make_and_its_search_take_the_declared_options_with_their_defaults(function: object) -> None:
    params = inspect.signature(function).parameters  # type: ignore[arg-type]
    assert [p for p in params if p not in SEARCH_ONLY] == [o.name for o in MAKE_OPTIONS
                                                           if o.name in params] and len(MAKE_OPTIONS) == 17
    assert {o.name for o in MAKE_OPTIONS} | SEARCH_ONLY == set(params)
    assert {o.name: o.default for o in MAKE_OPTIONS} == {n: params[n].default for n in params if n not in SEARCH_ONLY}


def test_the_command_line_builds_its_make_parser_from_the_declaration(capsys: pytest.CaptureFixture[str]) -> None:
    parser = argparse.ArgumentParser()
    add_make_arguments(parser)
    defaults = vars(parser.parse_args([]))
    assert defaults == {o.name: o.default for o in MAKE_OPTIONS}
    got = vars(parser.parse_args(["--pumps", "2", "--hex", "--big-kinds", "all", "--spares", "0.5", "--wrap"]))
    assert (got["sources"], got["grid"], got["big_kinds"], got["spares"], got["wrap"]) == (2, "hex", "all", 0.5, True)
    assert vars(parser.parse_args(["--sources", "3"]))["sources"] == 3
    assert main(["make", "--size", "5", "--seed", "4", "--hex"]) == 0
    code, answer = capsys.readouterr().out.split()
    assert code == make(size=5, seed=4, grid="hex").code and "h:" in code


def test_the_form_s_fields_and_values_follow_the_declaration() -> None:
    fields = form_fields()
    assert json.loads(json.dumps(fields)) == fields  # the worker can hand them to the page as they are
    names = {f["option"]: f["name"] for f in fields}
    assert names["sources"] == "pumps" and names["big_kinds"] == "bigKinds" and names["size"] == "size"
    assert next(f for f in fields if f["option"] == "big_kinds")["choices"] == list(BIG_KINDS)
    assert next(f for f in fields if f["option"] == "grid")["choices"] == ["square", "hex", *TILINGS]  # all nine
    assert from_form({"pumps": 2, "bigKinds": "more", "size": 9, "drains": None, "other": 1}) == \
        {"sources": 2, "big_kinds": "more", "size": 9}



def test_the_worker_hands_the_page_its_form_and_reads_it_back() -> None:
    """The page's Make form is built from hello's make (site/make.js declares no field): the form's fields in the
    form's order, each with its label, the form's own limits and its choices' words (every one a line of the
    table); the grids and whether each has squares of four come from the grids' modules. A make request is read by the same declaration: an
    option the form does not offer (drains, spares) is not read."""
    from suido import web
    from suido.grids import GRIDS
    from suido.options import FORM

    hello = json.loads(web.handle(json.dumps({"id": 1, "op": "hello"})))["result"]
    assert hello["make"] == form_fields()
    assert [f["option"] for f in hello["make"]] == list(FORM) and {"drains", "spares"}.isdisjoint(FORM)
    by_name = {f["name"]: f for f in hello["make"]}
    assert by_name["size"]["attrs"] == {"min": 4, "max": 20, "value": 6} and by_name["size"]["label"] == "makeSize"
    assert by_name["grid"]["words"][:2] == ["makeGridSquare", "makeGridHex"]  # a word for each grid
    assert len(by_name["grid"]["words"]) == 2 + len(TILINGS) and "makeGridOctagonal" in by_name["grid"]["words"]
    from suido import strings
    assert all(strings.say("en", key) != key for f in hello["make"] for key in [f["label"], *f["words"]])
    assert by_name["grid"]["squared"] == [name for name, g in GRIDS.items() if g.has_squares] == ["square"]
    assert [f["name"] for f in hello["make"] if f["squares"]] == ["bigs", "blocks", "bigKinds"]
    assert all(len(f["words"]) == len(f["choices"]) for f in hello["make"] if f["kind"] == "choice")
    made = json.loads(web.handle(json.dumps({"id": 1, "op": "make", "args": {
        "size": 5, "kind": "drains", "seed": 3, "drains": 9, "spares": 0.1}})))["result"]
    assert made["code"] == make(size=5, kind="drains", seed=3).code  # drains and spares were not read
