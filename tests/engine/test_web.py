"""suido.web: the worker facade. JSON text in, JSON text out, never raising; a turn answers with
only what changed; every reply about a board carries its progress.

Plain pytest: this file also runs inside Pyodide."""

from __future__ import annotations

import json
import random
from typing import Any

import pytest
from enginekit import random_layout, tree_board
from workerkit import call, ok

import suido
from suido import decode, encode, levels, new_game, svg, turn_at, web

BOARD = "3x3:1u82e42b3"  # a 3x3 network solved by turning cell 0 and 4 clockwise and cell 8 back
SQUARES = "5x5:9Ica935racCde8339c459B559;b17;k8"


def test_hello_lists_every_op() -> None:
    result = ok("hello")
    assert result["version"] == suido.__version__
    assert result["protocol"] == web.PROTOCOL
    assert set(result["ops"]) == set(web.OPS) >= {"hello", "open", "move", "close"}
    assert not set(web.OPS) & {"turn", "pin", "mark", "undo", "redo", "restart", "hint"}  # a move is the one op
    assert all(isinstance(doc, str) and doc for doc in result["ops"].values())


def test_open_gives_the_board_drawn_dry_and_every_cell() -> None:
    result = ok("open", code=BOARD)
    assert result["board"] and (result["width"], result["height"], result["kind"]) == (3, 3, "network")
    assert result["svg"].startswith("<svg") and 'class="suido"' in result["svg"]
    assert result["svg"].count('data-wet="true"') == 0            # dry: the page paints the water
    assert [c["cell"] for c in result["cells"]] == list(range(9))
    assert result["progress"] == "000000000:0" and result["turns"] == 0 and not result["solved"]
    assert result["status"] == "Water reaches 2 of 9 pieces · 2 open ends leak"
    assert result["meter"] == "0 turns" and result["par"] is None
    assert result["label"] == "Suido board, 3 by 3"
    assert result["words"]["restart"] == "Start over"
    assert "foreignObject" not in result["svg"]  # a small board is drawn whole
    big = ok("open", code=suido.encode(tree_board(random.Random(2), 20, 20)[0]))["svg"]
    assert big.count('<foreignObject class="sd-band"') == 2  # a big one in bands, a paint layer each (suido.svg.bands)


def test_a_game_played_through_the_facade_is_the_engine_game() -> None:
    board = ok("open", code=BOARD)["board"]
    game = new_game(BOARD)
    for cell, by in ((0, 1), (4, 1), (8, -1)):
        result = ok("turn", board=board, cell=cell, by=by)
        game = turn_at(game, cell, by)
        assert result["turned"]
        assert result["progress"] == suido.game_progress(game)
        assert result["code"] == suido.game_code(game)
        assert result["turns"] == game.turns
    assert result["solved"]
    assert result["status"] == "Solved in 3 turns: water reaches every piece."


_ARMS = {"-": "", "i": "in", "o": "out", "l": "leak"}


class Page:
    """What a page holds of a board, written from the replies only, as site/paint.js writes them: each
    piece's place, quarters, water, arms, pin and words (the label said for its wetness)."""

    def __init__(self, opened: dict[str, Any]) -> None:
        self.shown: dict[int, dict[str, Any]] = {}
        self.sent: list[int] = []
        self.write(opened)

    def write(self, reply: dict[str, Any]) -> None:
        sent = []
        for change in reply["cells"]:
            c = change["cell"]
            assert change["k"] >= 0 and len(change["labels"]) == 2
            self.shown[c] = {**change, "w": list(change["w"])}
            sent.append(c)
        water = reply.get("water", {"cells": [], "k": [], "w": ""})
        assert len(water["cells"]) == len(water["k"]) and len(water["w"]) == 4 * len(water["cells"])
        for n, (c, k) in enumerate(zip(water["cells"], water["k"])):
            s = self.shown[c]
            arms = [_ARMS[letter] for letter in water["w"][4 * n:4 * n + 4]]
            assert (s["wet"], s["k"], s["w"]) != (k >= 0, max(0, k), arms)   # nothing unchanged is sent
            s.update(wet=k >= 0, k=max(0, k), w=arms)
            sent.append(c)
        assert len(sent) == len(set(sent))  # a piece is said once
        said = water.get("labels", {"cells": [], "labels": []})  # the words of the pieces whose leaks changed
        assert len(said["cells"]) == len(said["labels"]) and not set(said["cells"]) & {c["cell"] for c in reply["cells"]}
        for c, labels in zip(said["cells"], said["labels"]):
            assert len(labels) == 2 and labels != self.shown[c]["labels"]
            self.shown[c]["labels"] = labels
        self.sent = sent

    def states(self) -> list[tuple[int, int, bool, int, list[str], str, bool]]:
        return [(s["at"], s["q"], s["wet"], s["k"], s["w"], s["labels"][s["wet"]], s["pinned"])
                for s in (self.shown[c] for c in sorted(self.shown))]


def truth(layout: suido.Layout, game: suido.Game, pins: frozenset[int] = frozenset(),
          lang: str = "en") -> list[tuple[int, int, bool, int, list[str], str, bool]]:
    """What the engine says the page should show: svg.cell_states, and the words svg.labeller gives."""
    label = svg.labeller(layout, lang)
    pinned = suido.strings.say(lang, "and") + suido.strings.say(lang, "cellPinned")
    return [(t.at, t.quarters, t.wet, max(0, t.depth), list(t.arms),
             label(t) + (pinned if t.at in pins else ""), t.at in pins)
            for t in svg.cell_states(layout, game.masks, game.quarters)]


def test_a_turn_answers_only_what_changed() -> None:
    layout, _solution = tree_board(random.Random(7), 12, 12)
    code = encode(layout)
    result = ok("open", code=code)
    board = result["board"]
    page = Page(result)
    game = new_game(code)
    rng = random.Random(1)
    for _ in range(60):
        cell = rng.randrange(layout.size)
        by = rng.choice((1, -1))
        result = ok("turn", board=board, cell=cell, by=by)
        before = game
        game = turn_at(game, cell, by)
        assert result["turned"] == (game is not before)
        assert result["code"] == suido.game_code(game) and result["progress"] == suido.game_progress(game)
        page.write(result)
        # what the page holds after writing the changes is the full truth
        assert page.states() == truth(layout, game)
        assert [c["cell"] for c in result["cells"]] == ([cell] if result["turned"] else [])  # the rest: water


def _layouts() -> list[suido.Layout]:
    """Boards of every sort: wrap, walls, locked pieces, pumps, drains, inlet-outlet, big pieces and blocks."""
    from enginekit import path_board, random_layout
    rng = random.Random(13)
    out = [random_layout(rng, 7, 6, "network", wrap=True, squares=3),
           random_layout(rng, 8, 5, "network", walls=0.3, squares=4, pumps=2),
           random_layout(rng, 6, 6, "drains", wrap=True, walls=0.2),
           random_layout(rng, 6, 7, "inlet-outlet"),
           path_board(rng, 7, 7, "drains", wrap=True)[0],
           path_board(rng, 6, 6, "inlet-outlet")[0],
           tree_board(rng, 9, 9, wrap=True)[0]]
    for size in ("big", "7x7"):
        row = levels.load(size)[30]
        out.append(decode(row.board))
        out.append(decode(levels.answer(row)))
    return out


@pytest.mark.parametrize("n", range(11))
def test_the_page_written_from_the_replies_is_the_engine_after_any_moves(n: int) -> None:
    """Turns, pins, undo, redo and Start over in a seeded random order: after every reply, the page
    written from it alone (the pieces whole, the water in its flat lists) shows what the engine says."""
    from suido.history import Move, make_move, new_history, redo as redo_, undo as undo_
    layout = _layouts()[n]
    code = encode(layout)
    lang = ("en", "ja")[n % 2]
    opened = ok("open", code=code, lang=lang)
    board = opened["board"]
    page = Page(opened)
    history = new_history(new_game(code))
    assert page.states() == truth(layout, history.game, lang=lang)
    rng = random.Random(n)
    for _ in range(120):
        roll = rng.random()
        if roll < 0.72:
            cell, by = rng.randrange(layout.size), rng.choice((1, -1))
            result = ok("turn", board=board, cell=cell, by=by)
            if result["turned"]:
                history = make_move(history, Move("turn", cell, by))
        elif roll < 0.8:
            cell = rng.randrange(layout.size)
            result = ok("pin", board=board, cell=cell)
            history = make_move(history, Move("pin", cell, 0 if cell in history.pins else 1))
        elif roll < 0.9:
            result = ok("undo", board=board)
            history = undo_(history) if history.can_undo else history
        elif roll < 0.97:
            result = ok("redo", board=board)
            history = redo_(history) if history.can_redo else history
        else:
            result = ok("restart", board=board)
            history = make_move(history, Move("restart"))
        page.write(result)
        assert result["progress"] == suido.game_progress(history.game)
        assert page.states() == truth(layout, history.game, history.pins, lang)


def test_the_worst_taps_answer_in_flat_lists_and_leave_the_page_right() -> None:
    """A solved board's pump turned: the whole board dries, and comes back. The reply says the one piece
    that turned whole and the rest of the board in the flat lists of ``water``."""
    layout, solution = next(b for b in (tree_board(random.Random(seed), 20, 20) for seed in range(50))
                            if b[1][b[0].sources[0]] != 15)  # a pump piece that turns (a cross would not)
    layout = suido.with_masks(layout, solution)  # the board as answered
    answer = encode(layout)
    opened = ok("open", code=answer)
    assert opened["solved"]
    board, page = opened["board"], Page(opened)
    pump = layout.sources[0]
    game = new_game(answer)
    for n in range(8):
        result = ok("turn", board=board, cell=pump)
        game = turn_at(game, pump)
        page.write(result)
        assert [c["cell"] for c in result["cells"]] == [pump]
        assert page.states() == truth(layout, game)
        assert result["solved"] == (n % 4 == 3)
    dried = ok("turn", board=board, cell=pump)
    assert len(dried["water"]["cells"]) > layout.size // 2  # most of the board, none of it a whole piece
    assert set(dried["water"]["w"]) <= set("-") and all(k == -1 for k in dried["water"]["k"])


def test_squares_move_their_pieces() -> None:
    result = ok("open", code=SQUARES)
    board = result["board"]
    layout = decode(SQUARES)
    squares, _ = suido.squares_of(layout)
    block = next(s for s in squares if not s.big)
    result = ok("turn", board=board, cell=block.cells[2], by=-1)
    game = turn_at(new_game(SQUARES), block.cells[2], -1)
    assert result["code"] == suido.game_code(game) and result["progress"] == suido.game_progress(game)
    moved = {c["cell"]: c for c in result["cells"]}
    for i, c in enumerate(block.cells):
        assert moved[c]["q"] == -1
        assert moved[c]["at"] == block.cells[(i - 1) % 4]
    assert result["progress"].count("3") >= 4


def test_cells_that_cannot_turn_change_nothing() -> None:
    code = "5x5i:hfba0694393ccca505393ac3I;l15,20,23,24"
    board = ok("open", code=code)["board"]
    result = ok("turn", board=board, cell=15)  # locked
    assert not result["turned"] and result["cells"] == [] and result["turns"] == 0
    result = ok("turn", board=board, cell=4)   # bare ground
    assert not result["turned"] and result["turns"] == 0


def test_restart_answers_with_what_changed_back() -> None:
    result = ok("open", code=BOARD)
    board = result["board"]
    first = {c["cell"]: c for c in result["cells"]}
    ok("turn", board=board, cell=0)
    ok("turn", board=board, cell=4)
    result = ok("restart", board=board)
    assert result["progress"] == "000000000:0" and result["turns"] == 0
    assert {c["cell"] for c in result["cells"]} >= {0, 4}
    for change in result["cells"]:
        assert change == first[change["cell"]]


def test_progress_reopens_the_board_where_it_was() -> None:
    board = ok("open", code=BOARD)["board"]
    ok("turn", board=board, cell=0)
    progress = ok("turn", board=board, cell=4)["progress"]
    again = ok("open", code=BOARD, progress=progress)
    assert again["progress"] == progress and again["turns"] == 2 and again["notes"] == []
    assert {c["cell"]: c["q"] for c in again["cells"]}[4] == 1


def test_a_bad_progress_starts_afresh_and_says_so() -> None:
    result = ok("open", code=BOARD, progress="12:zz")
    assert result["progress"] == "000000000:0"
    assert result["notes"] == ["The saved moves do not fit this board, so it starts afresh."]


def test_a_game_the_page_shows_drawn_already_is_not_drawn_again_unless_it_opens_another() -> None:
    """`drawn`: the page shows the game's drawing kept before Python was up; the reply is the same but its SVG. A
    game that is not the one the drawing was kept of (a progress refused, the answer shown) and a board that wraps
    drawn among its copies are drawn, `drawn` or not."""
    board = ok("open", code=BOARD)["board"]
    progress = ok("turn", board=board, cell=0)["progress"]
    drawn = ok("open", code=BOARD, progress=progress, drawn=True)
    fresh = ok("open", code=BOARD, progress=progress)
    assert drawn["svg"] == "" and fresh["svg"].startswith("<svg")
    assert {k: v for k, v in drawn.items() if k not in ("board", "svg")} == \
        {k: v for k, v in fresh.items() if k not in ("board", "svg")}
    assert ok("open", code=BOARD, progress="12:zz", drawn=True)["svg"].startswith("<svg")
    assert ok("open", code=BOARD, answer="3x3:2u82d42b9", shown=True, drawn=True)["svg"].startswith("<svg")
    wraps = "3x3w:" + BOARD.split(":")[1]
    assert 'data-field="true"' in ok("open", code=wraps, field=True, drawn=True)["svg"]
    assert ok("open", code=BOARD, drawn="yes")["svg"].startswith("<svg")  # (true alone says it)


def test_an_answer_gives_the_par_and_a_wrong_one_a_note() -> None:
    answer = "3x3:2u82d42b9"
    result = ok("open", code=BOARD, answer=answer)
    assert result["par"] == 3 and result["meter"] == "0 turns · par 3" and result["notes"] == []
    result = ok("open", code=BOARD, answer=BOARD)
    assert result["par"] is None and len(result["notes"]) == 1


def test_shown_opens_on_the_answer_and_says_so_until_the_next_turn() -> None:
    answer = "3x3:2u82d42b9"
    result = ok("open", code=BOARD, answer=answer, shown=True)
    board = result["board"]
    assert result["solved"] and result["status"] == "Here is the answer." and result["code"] == answer
    assert result["turns"] == 3 and {c["cell"]: c["q"] for c in result["cells"]}[8] == -1  # turned back, the short way
    again = ok("open", code=BOARD, progress=result["progress"])  # its progress reopens like any game's
    assert again["solved"] and again["status"] != "Here is the answer."
    turned = ok("turn", board=board, cell=0)
    assert not turned["solved"] and turned["status"] != "Here is the answer."
    back = ok("turn", board=board, cell=0, by=-1)
    assert back["solved"] and back["status"].startswith("Solved")
    fresh = ok("restart", board=ok("open", code=BOARD, answer=answer, shown=True)["board"])
    assert fresh["turns"] == 0 and not fresh["solved"]
    # shown needs a valid answer: without one the board opens as given
    plain = ok("open", code=BOARD, answer=BOARD, shown=True)
    assert not plain["solved"] and plain["turns"] == 0 and len(plain["notes"]) == 1
    level = ok("open", size="5x5", level=3, shown=True)
    assert level["solved"] and level["turns"] == level["par"]


def test_japanese() -> None:
    result = ok("open", code=BOARD, lang="ja-JP")
    assert result["label"] == "水道の盤、3×3"
    assert result["meter"] == "0手"
    assert "漏れています" in result["status"]


@pytest.mark.parametrize("kind", ["drains", "inlet-outlet"])
def test_status_words_by_kind(kind: str) -> None:
    layout = random_layout(random.Random(4), 5, 5, kind, False, walls=0, locked=0)
    result = ok("open", code=encode(layout))
    flow = suido.flow_of(layout)
    assert result["status"] == web.status_of(layout, flow, 0, "en")
    if kind == "drains":
        assert f"of {flow.drains} drains" in result["status"]
    else:
        assert "inlet" in result["status"] or "runs through" in result["status"]


def test_close_forgets_the_board() -> None:
    board = ok("open", code=BOARD)["board"]
    assert ok("close", board=board) == {"closed": True}
    reply = call("turn", board=board, cell=0)
    assert not reply["ok"] and "no open board" in reply["error"]


@pytest.mark.parametrize("text, words", [
    ("", "bad request"),
    ("not json", "bad request"),
    ("[1, 2]", "JSON object"),
    ('{"id": 7, "op": "fly"}', "no op 'fly'"),
    ('{"id": 7, "op": "open", "args": []}', "'args' must be an object"),
    ('{"id": 7, "op": "open", "args": {}}', "'code' must be text"),
    ('{"id": 7, "op": "open", "args": {"code": "3x3:zz"}}', "cannot be read: 3x3 needs 9 cells"),
    ('{"id": 7, "op": "open", "args": {"code": 12}}', "'code' must be text"),
    ('{"id": 7, "op": "move", "args": {"board": "b0", "move": "0+"}}', "no open board"),
    ('{"id": 7, "op": "move", "args": {"board": 5, "move": "0+"}}', "'board' must be text"),
    ('{"id": 7, "op": "turn", "args": {"board": "b1", "cell": 0}}', "no op 'turn'"),  # a move is the one op move
])
def test_bad_requests_are_answered_not_raised(text: str, words: str) -> None:
    reply = json.loads(web.handle(text))
    assert reply["ok"] is False
    assert words in reply["error"]
    assert "result" not in reply


def test_bad_turn_arguments() -> None:
    board = ok("open", code=BOARD)["board"]
    for move, words in (("0", "is not a move"), ("+0", "is not a move"), ("0+1", "is not a move"),
                        ("0++", "is not a move"), ("-1-", "is not a move"), (True, "is not a move")):
        reply = json.loads(web.handle(json.dumps({"id": 1, "op": "move", "args": {"board": board, "move": move}})))
        assert not reply["ok"] and words in reply["error"]
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "move", "args": {"board": board, "move": "99+"}})))
    assert not reply["ok"] and "cell 99 is off this 3x3 board" in reply["error"]   # off the board: said so


def test_handle_never_raises_on_junk() -> None:
    rng = random.Random(0)
    junk = ['{"id": {"a": 1}, "op": "hello"}', '{"op": "turn", "args": {"board": null}}', "null", "1e999",
            '{"id": 1, "op": "open", "args": {"code": "3x2:35B7vM", "progress": 5}}',
            '{"id": 1, "op": "open", "args": {"code": "3x2:35B7vM", "lang": ["ja"]}}']
    junk += ["".join(rng.choice('{}[]":,abc0123 ') for _ in range(rng.randrange(30))) for _ in range(200)]
    for text in junk:
        reply = json.loads(web.handle(text))
        assert set(reply) >= {"id", "ok"}


def _tsv(rows: list[Any]) -> str:
    return "".join(f"{r.board}\t{r.turns}\t{r.twists}\n" for r in rows)


def test_levels_take_the_rows_the_shell_fetched() -> None:
    from suido import levels
    rows = levels.load("5x5")[:40]
    result = ok("levels", size="5x5", rows=_tsv(rows), marks="3" * 40)
    assert result["count"] == 40 and result["of"] == levels.COUNTS["5x5"] and result["block"] == 16
    first, lesson = result["levels"][0], result["levels"][30]
    assert first == {"size": "5x5", "n": 1, "twists": [], "marks": 3, "role": None}
    assert lesson["role"] == levels.role("5x5", 31) and lesson["twists"] == list(levels.declared_twists(rows[30]))
    opened = ok("open", size="5x5", level=1)
    assert opened["level"]["n"] == 1 and opened["answer"] == levels.answer(rows[0])
    assert opened["par"] == suido.taps_to_answer(new_game(rows[0].board), levels.solution(rows[0]))
    assert opened["twists"] == [{"twist": "plain", "name": "Network", "says": suido.strings.say("en", "plainSays")}]
    assert result["open"] == 16 and result["next"] == 1
    again = ok("levels", size="5x5", rows=_tsv(levels.load("5x5")), solved=list(range(1, 17)) + [18])
    assert again["count"] == 256 and again["open"] == 32 and again["next"] == 17
    # what opens the first block still shut (levels 33..48): every level of 17..32, of which 15 are still to solve
    assert result["opens"] == {"from": 1, "to": 16, "left": 16} and again["opens"] == {"from": 17, "to": 32, "left": 15}
    assert ok("levels", size="5x5", solved=list(range(1, 257)))["opens"] is None
    assert not call("open", size="5x5", level=999)["ok"]
    assert not call("levels", size="4x4")["ok"]


def test_levels_say_the_level_next_level_plays_after_the_one_solved() -> None:
    from suido import levels
    rows = _tsv(levels.load("5x5"))
    assert ok("levels", size="5x5", rows=rows, solved=[2])["next"] == 1             # the bare page goes on with 1
    assert ok("levels", size="5x5", rows=rows, solved=[2], after=2)["next"] == 3    # Next after level 2: 3
    assert ok("levels", size="5x5", rows=rows, solved=list(range(2, 17)), after=16)["next"] == 1
    for bad in (0, 257, "2", True):
        reply = call("levels", size="5x5", rows=rows, solved=[2], after=bad)
        assert not reply["ok"] and reply["error"] == "'after' must be a level of 5x5, 1 to 256"


def test_daily_is_the_levels_module() -> None:
    from suido import levels
    for day in ("2025-01-01", "1969-12-31", "2100-06-30"):
        assert ok("daily", size="7x7", day=day) == {"size": "7x7", "level": levels.daily("7x7", day), "day": day}
    assert not call("daily", size="7x7", day="tomorrow")["ok"]


def test_hint_from_the_answer_or_from_deduction() -> None:
    with_answer = ok("open", code=BOARD, answer="3x3:2u82d42b9")
    hinted = ok("hint", board=with_answer["board"])
    assert hinted["cell"] in (0, 4, 8) and hinted["hints"] == 1 and hinted["meter"].endswith("1 hint")
    bare = ok("open", code=BOARD)
    forced = ok("hint", board=bare["board"])
    assert forced["cell"] is not None and forced["cells"] == [forced["cell"]] and forced["facing"] is not None
    solved = ok("open", code="3x3:2u82d42b9")
    nothing = ok("hint", board=solved["board"])
    assert nothing["cell"] is None and "has no answer" not in nothing["note"]
    # a board with no answer (suido.solve finds none) that looking without guessing shows has none: said so, not
    # that nothing is forced yet
    assert suido.solve("3x3:1u82e42bb", limit=2).count == 0
    unsolvable = ok("hint", board=ok("open", code="3x3:1u82e42bb")["board"])
    assert unsolvable["cell"] is None and "this board has no answer" in unsolvable["note"]


def test_make_makes_a_board_with_its_answer() -> None:
    made = ok("make", size=6, kind="drains", seed=3)
    again = suido.make(size=6, kind="drains", seed=3)
    assert (made["code"], made["answer"], made["seed"]) == (again.code, again.answer, again.seed)
    assert (made["width"], made["height"], made["kind"]) == (6, 6, "drains")
    opened = ok("open", code=made["code"], answer=made["answer"])
    assert opened["par"] is not None and opened["answer"] == made["answer"]
    wide = ok("make", width=5, height=4, pumps=2, locked=1, walls=1, wrap=True, seed=9)
    assert (wide["width"], wide["height"]) == (5, 4)


def test_make_refuses_a_bad_option_with_makes_sentence() -> None:
    for args in ({"size": 6, "kind": "spiral"}, {"size": 1}, {"size": 6, "pumps": 99}, {"size": 6, "seed": "x"},
                 {"size": 6, "difficulty": 500}):
        reply = call("make", **args)
        assert not reply["ok"]
        with pytest.raises(ValueError) as raised:
            suido.make(**{("sources" if k == "pumps" else k): v for k, v in args.items()})
        said = str(raised.value)
        assert reply["error"] == said[:1].upper() + said[1:]  # make's own sentence, starting as a sentence


def test_pieces_draws_every_piece_with_its_line() -> None:
    for lang in ("en", "ja"):
        guide = ok("pieces", lang=lang)["pieces"]
        assert [p["piece"] for p in guide] == ["end", "straight", "elbow", "tee", "cross", "pump", "drain", "locked",
                                               "wall", "big-end", "big-hairpin", "big-straight", "big-elbow", "big-tee",
                                               "block"]
        for p in guide:
            assert p["svg"].startswith("<svg") and 'class="suido"' in p["svg"]
            assert p["name"] and p["says"] and p["says"] != "piece" + p["piece"].capitalize() + "Says"
    en = {p["piece"]: p for p in ok("pieces")["pieces"]}
    assert "sd-pump" in en["pump"]["svg"] and "sd-bowl" in en["drain"]["svg"] and "sd-lock" in en["locked"]["svg"]
    assert "sd-wall" in en["wall"]["svg"]
    for name in ("big-end", "big-hairpin", "big-straight", "big-elbow", "big-tee"):  # one plate, its pipes
        assert en[name]["svg"].count('class="sd-plate" data-block="0" data-big="true"') == 1
        assert en[name]["svg"].count('class="sd-pipe"') == 4
    assert 'class="sd-plate" data-block="0" data-big="false"' in en["block"]["svg"]  # a dashed rim


def test_make_makes_big_pieces_and_blocks() -> None:
    made = ok("make", size=7, bigs=3, blocks=1, bigKinds="all", seed=4)
    again = suido.make(size=7, bigs=3, blocks=1, big_kinds="all", seed=4)
    assert (made["code"], made["answer"]) == (again.code, again.answer)
    assert len(again.layout.bigs) == 3 and len(again.layout.blocks) == 1
    reply = call("make", size=7, bigs=2, kind="drains")
    assert not reply["ok"] and "only on a network" in reply["error"]
    assert "big" in ok("hello")["sizes"]


def test_the_big_pieces_set_in_the_level_list() -> None:
    rows = (levels._data_dir() / "big.tsv").read_text(encoding="utf-8")
    info = ok("levels", size="big", rows=rows, solved=list(range(1, 17)))
    assert info["count"] == info["of"] == 64 and info["open"] == 32 and info["next"] == 17
    first, lesson = info["levels"][0], info["levels"][14]
    assert first["board"] == "5x5" and info["levels"][-1]["board"] == "20x20"
    assert "big-pieces" not in first["twists"] and lesson["twists"] == ["block-turns"] and lesson["role"] == "teaches"
    day = ok("daily", size="big", day="2026-10-06")
    assert day["level"] == levels.daily("big", "2026-10-06")


def test_a_big_piece_turns_as_one_and_the_par_counts_it_once() -> None:
    code = "5x5:9Ica935racCde8339c459B559;b17;k8"   # a big piece at 17 (17, 18, 23, 22), a block at 8
    opened = ok("open", code=code)
    board = opened["board"]
    for c in (17, 18, 23, 22):  # a tap on any of its four cells turns all four, one turn
        result = ok("turn", board=board, cell=c)
        assert {x["cell"] for x in result["cells"]} >= {17, 18, 23, 22}
    assert result["turns"] == 4 and result["progress"][17] == result["progress"][22] == "0"
    row = levels.Row(code, "2030301330031001020013000", "")
    solved = ok("open", code=code, answer=levels.answer(row))
    # the par: each square's quarters the short way count once, like any piece's
    digits = [int(d) for d in row.turns]
    assert solved["par"] == sum(min(d, 4 - d) for d in digits)


@pytest.mark.parametrize("kind", ["network", "drains"])
def test_a_hint_says_which_way_and_how_far_and_its_turns_solve_the_board(kind: str) -> None:
    rng = random.Random(kind)
    for _ in range(6):
        made = suido.make(size=6, kind=kind, seed=rng.randrange(10**6))
        board = ok("open", code=made.code, answer=made.answer)["board"]
        for hints in range(1, 200):
            hint = ok("hint", board=board)
            if hint["cell"] is None:
                break
            q = hint["quarters"]
            assert q in (1, 2, -1)
            assert hint["note"] == {1: "Turn the lit piece a quarter clockwise.", 2: "Turn the lit piece twice: a half turn.",
                                    -1: "Turn the lit piece a quarter anticlockwise."}[q]
            # the piece named for one who cannot see the light: shape, row, column, and its sides once turned
            c, width = hint["cell"], suido.decode(made.code).width
            shape = suido.shape_of(suido.decode(made.code).cells[c])
            want = suido.decode(made.answer).cells[c]
            sides = [("north", "east", "south", "west")[i] for i in range(4) if want >> i & 1]
            assert f"It is the {shape} at row {c // width + 1}, column {c % width + 1}" \
                in hint["where"], hint["where"]
            assert hint["where"].endswith("opens " + " and ".join(sides) + ".") or len(sides) > 2, hint["where"]
            for _ in range(abs(q)):
                ok("turn", board=board, cell=hint["cell"], by=1 if q > 0 else -1)
        result = ok("hint", board=board)
        assert result["solved"] and result["hints"] == hints - 1
        assert result["turns"] == suido.taps_to_answer(suido.new_game(made.code), suido.decode(made.answer).cells)


def test_hints_taken_are_restored_on_open_and_cleared_by_start_over() -> None:
    answer = "3x3:2u82d42b9"
    opened = ok("open", code=BOARD, answer=answer, hints=4)
    assert opened["hints"] == 4 and opened["meter"] == "0 turns · par 3 · 4 hints"
    for bad in (-1, True, "4", 10**7):
        assert ok("open", code=BOARD, hints=bad)["hints"] == 0
    assert ok("restart", board=opened["board"])["hints"] == 0


def test_a_turn_of_the_lit_piece_says_what_is_left_of_its_hint() -> None:
    rng = random.Random(5)
    seen = set()
    for _ in range(30):
        made = suido.make(size=6, seed=rng.randrange(10**6))
        board = ok("open", code=made.code, answer=made.answer)["board"]
        for _ in range(40):
            hint = ok("hint", board=board)
            if hint["cell"] is None:
                break
            cell, q = hint["cell"], hint["quarters"]
            shape = suido.shape_of(suido.decode(made.code).cells[cell])
            if q == 2:
                # half way round: still lit, now a quarter either way
                turned = ok("turn", board=board, cell=cell, by=1)
                assert turned["hint"]["cells"] == hint["cells"] and turned["hint"]["quarters"] == 1
                assert turned["hint"]["note"] == "Turn the lit piece a quarter clockwise."
                assert turned["hint"]["where"].startswith("It is the")
                seen.add("half")
                assert ok("turn", board=board, cell=cell, by=1)["hint"] is None
            elif q == 1 and shape == "straight":
                # a straight turned the other way is home too: the light goes out
                assert ok("turn", board=board, cell=cell, by=-1)["hint"] is None
                seen.add("straight")
            elif q == 1 and "wrong" not in seen:
                # the wrong way: still lit, and now it is a half turn
                turned = ok("turn", board=board, cell=cell, by=-1)
                assert turned["hint"]["quarters"] == 2 and turned["hint"]["note"].startswith("Turn the lit piece twice")
                seen.add("wrong")
                ok("turn", board=board, cell=cell, by=1)
                assert ok("turn", board=board, cell=cell, by=1)["hint"] is None
            else:
                assert ok("turn", board=board, cell=cell, by=1 if q > 0 else -1)["hint"] is None
        # turning another piece puts the light out
        hint = ok("hint", board=board)
        if hint["cell"] is None:
            other = next(c for c in range(36) if suido.can_turn_at(suido.new_game(made.code), c))
            ok("turn", board=board, cell=other)
            hint = ok("hint", board=board)
            other = next(c for c in range(36) if c != hint["cell"] and suido.can_turn_at(suido.new_game(made.code), c))
            assert ok("turn", board=board, cell=other)["hint"] is None
    assert seen == {"half", "straight", "wrong"}


def test_a_reopened_board_keeps_its_moves_and_pins_after_turns_back():
    """The moves saved beside the progress are taken when they lead to the same game, whichever way the
    pieces were turned (a turn back is -1 in the moves, 3 in the progress; four turns are 4 and 0)."""
    first = ok("open", code=BOARD)
    board = first["board"]
    ok("turn", board=board, cell=0, by=-1)
    for _ in range(4):
        ok("turn", board=board, cell=4, by=1)
    last = ok("pin", board=board, cell=1)
    again = ok("open", code=BOARD, progress=last["progress"], history=last["history"])
    assert again["canUndo"] and again["history"] == last["history"]
    assert [c["cell"] for c in again["cells"] if c["pinned"]] == [1]
