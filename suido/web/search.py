"""The worker's ops for a board of one's own: `make` at once, or the same search a step a request.

A make with a difficulty asked tries up to 60 boards (`suido.generator.search`). Run as one request it holds
the worker for seconds with nothing to show; run as `search` then `searchStep` after
`searchStep`, the worker answers between the boards, so the page says how far it got ("trying 12
of 60"), shows the nearest board so far, and can stop with it (`searchStop`, a request like any
other: the worker is never ended for it). A search also ends where another board as slow as its slowest
would take it past `within` ms (4,500 unless asked), so the whole wait stays under five seconds: the nearest board found then is the one given,
and its own seed makes it again, as ever.

A hexapipes puzzle pasted or dropped in the maker is opened the same way (`hexapipes`): read into a code
(`suido.hexapipes`), its answer found by the solver when it has exactly one, and a refusal said in the
player's words (`suido.strings.maker`'s `hexapipesWhy...`).
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any, Final

from .. import strings, svg
from ..generator import Made, search
from ..grids import ALL_GRIDS, TILINGS
from ..search import ATTEMPTS, Step
from ..options import BIG_KINDS, form_fields, from_form
from .args import Refused, text_arg
from .boards import board_of

_WITHIN: Final = 4500
"""ms a search runs at most, unless the request says otherwise."""
_KEPT: Final = 4
"""Searches open at once; starting another forgets the oldest."""

def make_options(args: dict[str, Any]) -> dict[str, Any]:
    """suido.make's options from the maker's form (`suido.options.from_form`: the form's names, pumps, bigKinds...;
    an option the form does not offer is not read)."""
    options = from_form(args)
    seed = options.get("seed")
    if isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= 40:
        options["seed"] = int(seed)  # a seed longer than a double holds comes as its digits
    kinds = options.get("big_kinds")
    if "big_kinds" in options and (not isinstance(kinds, str) or kinds not in BIG_KINDS):
        raise Refused(_big_kinds_said(args))  # in the player's words, as the form names the shapes
    grid = options.get("grid", "square")
    if options.get("shape") is not None and grid in ALL_GRIDS and not (ALL_GRIDS[grid].board_shapes
                                                                    or ALL_GRIDS[grid].wrap_shapes):
        raise Refused(_no_shape_said(grid, strings.language_of(text_arg(args, "lang", required=False))))
    return options


def _no_shape_said(grid: str, lang: str) -> str:
    """A board shape asked of a grid that has none (squares, our hexagons), in the player's words: the grid as the
    Make form names it, and the grids that have shapes with theirs as the form offers them (`makeNoShape`)."""
    def word(key: str, name: str) -> str:
        return strings.say(lang, key + name.title().replace("-", ""))
    form, inner, outer = ("{}({})", "・", "、") if lang == "ja" else ("{}: {}", ", ", "; ")
    grids = outer.join(form.format(word("makeGrid", g.name), inner.join(word("boardShape", s) for s in g.board_shapes))
                       for g in ALL_GRIDS.values() if g.board_shapes)
    return strings.say(lang, "makeNoShape", grid=word("makeGrid", grid), grids=grids)


def _big_kinds_said(args: dict[str, Any]) -> str:
    """The shapes of big pieces the form offers, said in the request's language (`makeBadBigKinds`)."""
    lang = strings.language_of(text_arg(args, "lang", required=False))
    words = next(f["words"] for f in form_fields() if f["option"] == "big_kinds")
    kinds = "、".join(f"「{strings.say(lang, k)}」" for k in words) if lang == "ja" \
        else ", ".join(f"“{strings.say(lang, k)}”" for k in words)
    return strings.say(lang, "makeBadBigKinds", kinds=kinds)


def made_reply(made: Made, options: dict[str, Any]) -> dict[str, Any]:
    """A made board as the page takes it: code, answer, sides, kind, difficulty, its own seed and the seed asked."""
    return {"code": made.code, "answer": made.answer, "width": made.layout.width, "height": made.layout.height,
            "kind": made.layout.kind, "difficulty": made.difficulty, "seed": made.seed,
            "asked": options.get("seed", 1)}


def _refused(e: ValueError, lang: str) -> Refused:
    """make's refusal as the page says it in `lang` (`makeRefused`: make's own sentence, in English)."""
    said = str(e)
    return Refused(strings.say(lang, "makeRefused", why=said[:1].upper() + said[1:]))  # a sentence, as every line


def op_make(args: dict[str, Any]) -> dict[str, Any]:
    """Make a board of one's own with suido.make; a bad option is refused with make's own sentence."""
    from ..generator import make
    options = make_options(args)
    try:
        made = make(**options)
    except ValueError as e:
        raise _refused(e, strings.language_of(text_arg(args, "lang", required=False))) from None
    return made_reply(made, options)


@dataclass
class _Search:
    steps: Iterator[Step[Made]]
    options: dict[str, Any]
    lang: str
    within: float
    started: float = field(default_factory=time.monotonic)
    best: Made | None = None
    slowest: float = 0.0  # s the slowest step took


_searches: dict[int, _Search] = {}
_last = 0


def op_search(args: dict[str, Any]) -> dict[str, Any]:
    """Start make's search (a bad option is refused at once, as make refuses it); no board is made yet."""
    global _last
    options = make_options(args)
    within = args.get("within", _WITHIN)
    if isinstance(within, bool) or not isinstance(within, (int, float)) or not 0 < within < 10**9:
        raise Refused(f"'within' must be a number of ms above 0, not {within!r}")
    lang = strings.language_of(text_arg(args, "lang", required=False))
    try:
        steps = search(**options)
    except ValueError as e:
        raise _refused(e, lang) from None
    _last += 1
    _searches[_last] = _Search(steps, options, lang, within / 1000)
    for old in sorted(_searches)[:-_KEPT]:
        del _searches[old]
    of = ATTEMPTS if options.get("difficulty") is not None else 1
    return {"search": _last, "of": of, "tried": 0}


def _of(args: dict[str, Any]) -> tuple[int, _Search]:
    n = args.get("search")
    if isinstance(n, bool) or not isinstance(n, int) or n not in _searches:
        raise Refused(f"there is no search {n!r} under way")
    return n, _searches[n]


def op_search_step(args: dict[str, Any]) -> dict[str, Any]:
    """Make the search's next board: how far it got, and the nearest board so far when this one is it."""
    n, s = _of(args)
    began = time.monotonic()
    try:
        step = next(s.steps)
    except ValueError as e:
        del _searches[n]
        raise _refused(e, s.lang) from None
    except StopIteration:  # never: a done search is forgotten
        del _searches[n]
        raise Refused(f"search {n} is done") from None
    s.best = step.best
    now = time.monotonic()
    s.slowest = max(s.slowest, now - began)
    late = now - s.started + s.slowest >= s.within  # another board like the slowest would run past the time
    done = step.done or late
    if done:
        del _searches[n]
    best = made_reply(step.best, s.options) if step.nearer else None
    if best is not None:
        best["svg"] = svg.board(step.best.layout, label=strings.say(
            s.lang, "board", width=step.best.layout.width, height=step.best.layout.height), water=False)
    return {"search": n, "tried": step.tried, "of": step.of, "done": done, "late": late and not step.done,
            "difficulty": step.made.difficulty, "best": best}


def op_search_stop(args: dict[str, Any]) -> dict[str, Any]:
    """End a search under way; the nearest board it found (none when it made none yet)."""
    n, s = _of(args)
    del _searches[n]
    return {"search": n, "stopped": True, "best": made_reply(s.best, s.options) if s.best else None}


_PUZZLE_KB: Final = 256
"""The longest hexapipes puzzle taken, in KB of text (a 64x64 one, tab-indented, is about 30)."""
_PUZZLE_BUDGET: Final = 400_000
"""Positions the solver may search for a pasted puzzle's answer (hexapipes' 40x40 ones take far fewer)."""


def op_hexapipes(args: dict[str, Any]) -> dict[str, Any]:
    """Open a hexapipes puzzle (its JSON text): its code, its answer when it has exactly one ("" otherwise), how
    many answers were found (0, 1 or 2), and the line the maker says; a puzzle that cannot be read is refused with
    the reason in the player's words."""
    from ..codes import encode, with_masks
    from ..hexapipes import PuzzleError, layout_from_hexapipes
    from ..solver import solve

    lang = strings.language_of(text_arg(args, "lang", required=False))
    text = text_arg(args, "text")
    if not text.strip():
        raise Refused(strings.say(lang, "hexapipesPasteFirst"))
    if len(text) > _PUZZLE_KB * 1024:
        raise Refused(strings.say(lang, "hexapipesTooBig", kb=_PUZZLE_KB))
    try:
        layout = layout_from_hexapipes(text, every_grid=True)  # all nine of hexapipes' grids, wrap too
    except PuzzleError as e:
        facts = dict(e.facts)
        if e.why == "size":
            facts["field"] = strings.say(lang, "makeWidth" if facts.get("name") == "width" else "makeHeight")
        key = "hexapipesWhy" + "".join(part.capitalize() for part in e.why.split("-"))
        raise Refused(strings.say(lang, key, **facts)) from None
    found = solve(layout, limit=2, budget=_PUZZLE_BUDGET)
    code = encode(layout)
    unique = found.complete and found.count == 1
    size = f"{layout.width}x{layout.height}"
    said = ("hexapipesOpened" if unique or not found.complete else
            "hexapipesNoAnswer" if found.count == 0 else "hexapipesNotUnique")
    return {"code": code, "answer": encode(with_masks(layout, found.solutions[0])) if unique else "",
            "width": layout.width, "height": layout.height, "kind": layout.kind, "grid": layout.grid,
            "count": found.count, "complete": found.complete, "said": strings.say(lang, said, size=size)}


def op_hexapipes_of(args: dict[str, Any]) -> dict[str, Any]:
    """The open board `board` as it was given (its puzzle, not the player's turns) written as a hexapipes puzzle's
    JSON (`suido.hexapipes.to_hexapipes`, as hexapipes' Download saves it), with the line the maker says; a board
    hexapipes cannot say (a kind other than a network, walls, locked pieces, several pumps, a loop, a wrapping
    board of our hexagons) is refused with the reason in the player's words."""
    from ..hexapipes import PuzzleError, to_hexapipes

    lang = strings.language_of(text_arg(args, "lang", required=False))
    layout = board_of(args).layout
    try:
        text = to_hexapipes(layout)
    except PuzzleError as e:
        key = "hexapipesWhy" + "".join(part.capitalize() for part in e.why.split("-"))
        raise Refused(strings.say(lang, key)) from None
    size = f"{layout.width}x{layout.height}"
    return {"text": text, "grid": layout.grid, "said": strings.say(lang, "hexapipesWritten", size=size)}
