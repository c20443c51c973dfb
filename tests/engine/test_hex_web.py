"""The worker's ops the maker's page uses on hexagons: make with grid "hex", the piece guide's hexagonal shapes
(pieces with a grid) and a hexapipes puzzle opened (hexapipes), each refusal said in the player's words."""

from __future__ import annotations

import json
import re

import pytest

import suido
from suido import strings, web
from suido.grids import HEX, SQUARE

from hexpeer import hex_rows
from suido.hexapipes import WHYS, WRITE_WHYS, to_hexapipes



def ask(op: str, **args) -> dict:
    return json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))




def test_the_guide_of_hexagons_draws_the_14_shapes_in_either_language():
    for lang in ("en", "ja"):
        reply = ask("pieces", lang=lang, grid="hex")
        assert reply["ok"], reply
        pieces = reply["result"]["pieces"]
        assert reply["result"]["grid"] == "hex"
        assert [p["piece"] for p in pieces] == [name for name, _ in HEX.shapes] and len(pieces) == 14
        for p, (name, mask) in zip(pieces, HEX.shapes):
            assert p["svg"].startswith("<svg") and 'data-grid="hex"' in p["svg"]
            assert p["name"] and p["says"] and not p["says"].startswith("pieceHex")
            assert p["name"][:1] == strings.say(lang, "shape" + name.capitalize())[:1].upper()
            assert f'aria-label="{p["name"]}"' in p["svg"]
    assert ask("pieces", lang="ja", grid="hex")["result"]["pieces"][2]["name"] == strings.say("ja", "shapeSharp")


def test_open_says_how_the_keys_step_on_the_board_s_grid():
    """The page moves the keyboard's focus by the open reply's keys (site/keys.js): its grid's steps from an even and
    an odd row, and the keys beside the arrows that go to a side (on hexagons the digits round 5, none on squares)."""
    hexes = ask("open", code="2x2h:g202A108")["result"]["keys"]
    assert hexes == {"steps": [[list(s) for s in HEX.steps(0)], [list(s) for s in HEX.steps(1)]], "sides": dict(HEX.keys)}
    assert hexes["sides"] == {"9": 0, "6": 1, "3": 2, "1": 3, "4": 4, "7": 5}  # 9 north-east ... 7 north-west
    squares = ask("open", code="3x3:1u82e42b3")["result"]["keys"]
    assert squares == {"steps": [[list(s) for s in SQUARE.steps(0)]] * 2, "sides": {}}


def test_the_guide_of_squares_is_as_it_was():
    plain = ask("pieces", lang="en")["result"]
    named = ask("pieces", lang="en", grid="square")["result"]
    assert plain == named and plain["grid"] == "square"  # every guide names its grid
    assert [p["piece"] for p in plain["pieces"]][:5] == ["end", "straight", "elbow", "tee", "cross"]
    assert len(plain["pieces"]) == 15


def test_the_guide_refuses_a_grid_it_has_not():
    for grid in ("triangle", 6, True):
        reply = ask("pieces", grid=grid)
        assert not reply["ok"] and "grid" in reply["error"]


def test_every_reason_and_shape_has_words_in_both_languages():
    for lang in ("en", "ja"):
        table = strings.words(lang)
        for why in WHYS + WRITE_WHYS:
            key = "hexapipesWhy" + "".join(part.capitalize() for part in why.split("-"))
            assert key in table, key
        for name, _ in HEX.shapes:
            assert f"pieceHex{name.capitalize()}Says" in table
            assert "shape" + name.capitalize() in table
        for key in ("makeGrid", "makeGridSquare", "makeGridHex", "hexapipesTitle", "hexapipesOpen", "guideHexTitle"):
            assert key in table
    assert strings.say("ja", "makeGridHex") != strings.say("en", "makeGridHex")


def test_a_hexapipes_puzzle_opens_with_its_one_answer():
    board, answer = hex_rows()[7][:2]
    reply = ask("hexapipes", text=to_hexapipes(board), lang="en")
    assert reply["ok"], reply
    r = reply["result"]
    assert r["code"] == board and r["grid"] == "hex" and r["kind"] == "network"
    assert (r["width"], r["height"]) == (suido.decode(board).width, suido.decode(board).height)
    assert r["answer"] == answer and r["count"] == 1 and r["complete"]
    assert r["said"] == f"Opened hexapipes' {r['width']}x{r['height']} puzzle, its pump on the middle cell."
    # the code it gives opens like any board's, its answer with it
    opened = ask("open", code=r["code"], answer=r["answer"])
    assert opened["ok"] and opened["result"]["width"] == r["width"]


PUZZLE = {"grid": "hexagonal", "width": 3, "height": 2, "wrap": False, "tiles": [33, 8, 0, 5, 8, 0]}

REFUSED = [  # (the text, lang, the words the refusal says)
    ("", "en", "Paste a puzzle's JSON first"),
    ("   \n", "ja", strings.say("ja", "hexapipesPasteFirst")),
    ("{not json", "en", "it is not JSON"),
    ("[1, 2]", "en", "not an object with grid"),
    (json.dumps({**PUZZLE, "grid": "penrose"}), "en", "this one's grid is penrose"),
    (json.dumps({**PUZZLE, "width": 1}), "en", "The puzzle's Width must be a whole number from 2 to 64."),
    (json.dumps({**PUZZLE, "height": 99}), "ja", "パズルの高さは2から64までの整数です。"),
    (json.dumps({**PUZZLE, "wrap": "no"}), "en", "wrap must be true or false"),
    (json.dumps({**PUZZLE, "grid": "penrose"}), "ja", strings.say("ja", "hexapipesWhyGrid", grid="penrose")),
    (json.dumps({**PUZZLE, "tiles": {}}), "en", "tiles must be a list"),
    (json.dumps({**PUZZLE, "tiles": [1, 2]}), "en", "A 3x2 puzzle has 6 tiles; this one has 2."),
    (json.dumps({**PUZZLE, "tiles": [1, 2, 3, 4, 5, 99]}), "en", "Tile 5 (99) is not a tile of its cell"),
    (json.dumps({**PUZZLE, "tiles": [0] * 6}), "en", "Every tile of the puzzle is empty"),
    ("x" * (256 * 1024 + 1), "en", "at most 256 KB"),
]


@pytest.mark.parametrize("text, lang, words", REFUSED, ids=[str(i) for i in range(len(REFUSED))])
def test_a_puzzle_that_cannot_be_opened_is_refused_in_words(text, lang, words):
    reply = ask("hexapipes", text=text, lang=lang)
    assert not reply["ok"]
    assert words in reply["error"]
    assert not re.search(r"hexapipesWhy|\{\w+\}", reply["error"])  # a sentence, every placeholder filled


def test_the_op_wants_text():
    for bad in (None, 3, {"grid": "hexagonal"}):
        reply = ask("hexapipes", text=bad)
        assert not reply["ok"] and "'text' must be text" in reply["error"]


def test_make_takes_the_grid_from_the_form():
    from suido.web.search import make_options
    assert make_options({"size": 5, "grid": "hex", "kind": "network"}) == {"size": 5, "grid": "hex", "kind": "network"}
    assert "grid" not in make_options({"size": 5, "kind": "network", "bigKinds": "five"})  # squares: as before
    reply = ask("make", size=5, grid="hex", seed=4)
    assert reply["ok"], reply
    made = reply["result"]
    layout = suido.decode(made["code"])
    assert layout.grid == "hex" and made["code"].startswith("5x5h:")
    assert made == {**made, "width": 5, "height": 5, "seed": 4}
    assert suido.count_solutions(layout) == 1
    assert suido.check_answer(made["code"], made["answer"]).ok
    refused = ask("make", size=5, grid="hex", bigs=1)
    assert not refused["ok"] and refused["error"][:1].isupper()


def test_a_search_at_a_difficulty_makes_hexagons_too():
    started = ask("search", size=5, grid="hex", difficulty=40, seed=2, within=60_000)
    assert started["ok"], started
    search = started["result"]["search"]
    best = None
    for _ in range(started["result"]["of"]):
        step = ask("searchStep", search=search)
        assert step["ok"], step
        best = step["result"]["best"] or best
        if step["result"]["done"]:
            break
    assert best and best["code"].startswith("5x5h:") and 'data-grid="hex"' in best["svg"]
    assert best == {**best, **{k: v for k, v in ask("make", size=5, grid="hex", difficulty=40, seed=2)["result"].items()
                               if k in ("code", "answer", "difficulty", "seed")}}


def test_the_board_shown_is_written_as_a_hexapipes_puzzle_on_every_grid_and_reads_back() -> None:
    from suido.grids import ALL_GRIDS
    from suido.hexapipes import puzzle_of

    for grid in ALL_GRIDS:
        made = suido.make(size=5, grid=grid, seed=3, kind="network")
        opened = ask("open", code=made.code)["result"]
        ask("move", board=opened["board"], move="0+")   # a turn made: the puzzle written is the board as given
        written = ask("hexapipesOf", board=opened["board"], lang="ja")
        assert written["ok"], (grid, written)
        got = written["result"]
        assert got["grid"] == grid and json.loads(got["text"]) == puzzle_of(made.code), grid
        assert "5x5" in got["said"] and got["said"] == strings.say("ja", "hexapipesWritten", size="5x5")
        back = ask("hexapipes", text=got["text"])["result"]   # and the box reads it back: the same puzzle
        assert puzzle_of(back["code"]) == puzzle_of(made.code), grid   # (hexapipes' hexagons read as ours)
    # a board hexapipes cannot say is refused with the reason in words
    drains = ask("open", code=suido.make(size=4, grid="cube", seed=3, kind="drains").code)["result"]
    refused = ask("hexapipesOf", board=drains["board"], lang="en")
    assert not refused["ok"] and refused["error"] == strings.say("en", "hexapipesWhyWriteKind")
    assert not ask("hexapipesOf", board="nope")["ok"]
