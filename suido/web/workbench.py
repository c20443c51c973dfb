"""The workbench's ops (`site/workbench.js` asks them): a maker's board drawn, edited, weighed and mended.

Every op takes the board as its code and answers with codes: the page keeps the board (its undo and redo are the
codes it had), the worker keeps nothing, so a request can never meet a board the worker has lost.

* `workbench`: a board drawn (a `code`, or a new blank one by `grid`, `width`, `height`, `kind`, `wrap`): its
  SVG, and what the page needs to draw on it on any grid without knowing the grid: the cells' neighbours, each
  cell's polygon and the way each of its sides points (to pick a wall by where the pointer is), its holes, its
  keys;
* `edit`: one edit (`suido.edits`) of a board, the new board drawn as `workbench` draws it;
* `analyse`: what a board is (`suido.workbench.analyse`), counted to `limit` within `budget` solver nodes (a
  reply never blocks the worker long), its answers as codes, and the sentence that says it;
* `mends`: the mends toward one answer (`suido.workbench.mends`), each with its board's code and sentence;
* `scramble`: every piece turned at random from a `seed`.
"""

from __future__ import annotations

from typing import Any, Final

from .. import edits, strings, svg
from ..codes import CodeError, Layout, decode, encode, with_masks
from ..grids import ALL_GRIDS
from ..hexapipes import to_hexapipes
from ..flow import flow_of
from ..workbench import SPEND, Analysis, analyse, apart, mend_steps
from .args import Refused, described, text_arg

LIMIT_MOST: Final = 50
"""The most answers a request may count to."""
BUDGET_MOST: Final = 500_000
"""The most solver nodes a request may spend (a second or so in Pyodide)."""
BUDGET: Final = 20_000
"""The solver nodes an analysis of a board of 100 cells spends unless asked (`suido.workbench.BUDGET`); a larger
board's node costs more, so it is given fewer (`budget_for`), down to `BUDGET_LEAST`."""
BUDGET_LEAST: Final = 500


def budget_for(layout: Layout) -> int:
    """The nodes an analysis of `layout` spends unless asked: `BUDGET` for 100 cells or fewer, fewer as the
    cells grow (a node's propagation runs over the board), so that a reply keeps within about half a second in
    Pyodide (notes/workbench.md)."""
    return max(BUDGET_LEAST, min(BUDGET, BUDGET * 100 // max(1, layout.size)))


TOOLS: Final = ("path", "piece", "turn", "erase", "pump", "drain", "wall", "lock", "hole")
"""The edits `edit` takes, by `tool`."""


def _lang(args: dict[str, Any]) -> str:
    return strings.language_of(text_arg(args, "lang", required=False))


def _board(args: dict[str, Any], lang: str) -> Layout:
    """The board named by `code`, or `Refused` in words."""
    code = text_arg(args, "code")
    try:
        return decode(code)
    except (CodeError, ValueError) as e:
        raise Refused(strings.say(lang, "badCode", why=str(e))) from None


def _bounded(args: dict[str, Any], name: str, default: int, most: int) -> int:
    value = args.get(name, default)
    if value is None:
        value = default
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= most:
        raise Refused(f"'{name}' must be a whole number 1..{most}, not {described(value)}")
    return value


def drawn(layout: Layout, lang: str) -> dict[str, Any]:
    """A board as the workbench draws it: its code, SVG (None on a grid the drawing does not draw yet) and the
    geometry the page asks of it (see the module)."""
    grid = layout.geometry
    try:
        drawing: str | None = svg.board(layout, label=strings.say(lang, "benchBoard"), water=True, lang=lang)
        places = grid.places(layout.width, layout.height, layout.wrap, layout.holes)
        extent: list[float] | None = [round(v * svg.CELL, 2) for v in places.extent]
    except (ValueError, NotImplementedError):
        drawing, extent = None, None
    polygons = layout.polygons
    return {"code": encode(layout), "svg": drawing, "extent": extent, "grid": grid.name, "width": layout.width,
            "height": layout.height, "kind": layout.kind, "wrap": layout.wrap, "sides": grid.sides,
            "cells": layout.size, "neighbours": list(grid.neighbour_table(layout.width, layout.height, layout.wrap, ())),
            "polygons": list(polygons),
            "arms": [[[side, *map(lambda v: round(v, 3), p.arm_end(side))] for side in p.clockwise]
                     for p in grid.polygons],
            "holes": list(layout.holes), "pumps": list(layout.sources), "drains": list(layout.drains),
            "locked": list(layout.locked), "walls": list(layout.walls),
            "grids": [{"name": name, "said": strings.say(lang, "makeGrid" + name.title().replace("-", ""))}
                      for name in ALL_GRIDS],
            "shapes": _shapes(layout, lang), "hexapipes": _hexapipes(layout)}


def _hexapipes(layout: Layout) -> str | None:
    """The board as a hexapipes puzzle's JSON text, or None where hexapipes cannot say it (a kind other than a
    network, walls, locked pieces, several pumps, a loop: `suido.hexapipes.puzzle_of`)."""
    try:
        return to_hexapipes(layout)
    except ValueError:
        return None


def _shapes(layout: Layout, lang: str) -> list[list[dict[str, Any]]]:
    """Per polygon of the board's grid, the pieces a maker may set (its shapes up to turning, bare ground
    aside): {mask, said}, said the shape's name (on hexapipes' grids as the Pieces view names it), else its arms."""
    from ..svg.states import shape_key

    grid = layout.geometry
    named = {mask: name for name, mask in grid.shapes}

    def said(mask: int, p: int) -> str:
        if mask in named:
            return strings.say(lang, "shape" + named[mask].title())
        if hasattr(grid, "shape_of"):  # hexapipes' grids: the shape's name, as the Pieces view says it
            return strings.say(lang, shape_key(grid.shape_of(mask, p)))
        return strings.say(lang, "benchArms", n=mask.bit_count())

    out = []
    for p, polygon in enumerate(grid.polygons):
        pieces = [(mask, said(mask, p)) for mask in polygon.shapes() if mask]
        names = [name for _, name in pieces]
        seen: dict[str, int] = {}
        shapes: list[dict[str, Any]] = []
        for mask, name in pieces:  # one name for shapes apart (a piece and its mirror image): numbered, to tell them apart
            if names.count(name) > 1:
                seen[name] = seen.get(name, 0) + 1
                name = f"{name} {seen[name]}"
            shapes.append({"mask": mask, "said": name})
        out.append(shapes)
    return out


def op_workbench(args: dict[str, Any]) -> dict[str, Any]:
    """A board drawn for the workbench: `code`, or a blank one (`grid`, `width`, `height`, `kind`, `wrap`)."""
    lang = _lang(args)
    if args.get("code") is not None:
        return drawn(_board(args, lang), lang)
    grid = text_arg(args, "grid", required=False) or "square"
    if grid not in ALL_GRIDS:
        raise Refused(f"'grid' must be one of {', '.join(ALL_GRIDS)}, not {described(grid)}")
    try:
        layout = edits.blank(grid, args.get("width", 5), args.get("height", 5),
                             text_arg(args, "kind", required=False) or "network", args.get("wrap") is True)
    except edits.EditError as e:
        raise Refused(str(e)) from None
    return drawn(layout, lang)


def op_edit(args: dict[str, Any]) -> dict[str, Any]:
    """One edit of the board `code`: `tool` (one of `TOOLS`) with `cell` (or `path`, a list of cells, for a pipe
    laid), `mask` (a piece set), `by` (a turn) or `side` (a wall); the new board drawn."""
    lang = _lang(args)
    layout = _board(args, lang)
    tool = args.get("tool")
    if tool not in TOOLS:
        raise Refused(f"'tool' must be one of {', '.join(TOOLS)}, not {described(tool)}")
    cell = args.get("cell")
    try:
        if tool == "path":
            path = args.get("path")
            if not isinstance(path, list) or len(path) > 4 * layout.size:
                raise Refused(f"'path' must be a list of cells, not {described(path)}")
            layout = edits.lay_path(layout, path)
        elif tool == "piece":
            layout = edits.set_piece(layout, cell, args.get("mask"))  # type: ignore[arg-type]
        elif tool == "turn":
            by = args.get("by", 1)
            layout = edits.turn_piece(layout, cell, by)  # type: ignore[arg-type]
        elif tool == "wall":
            layout = edits.toggle_wall(layout, cell, args.get("side"))  # type: ignore[arg-type]
        else:
            act = {"erase": edits.erase, "pump": edits.toggle_pump, "drain": edits.toggle_drain,
                   "lock": edits.toggle_lock, "hole": edits.toggle_hole}[tool]
            layout = act(layout, cell)  # type: ignore[arg-type]
    except edits.EditError as e:
        raise Refused(strings.say(lang, "benchRefused", why=str(e))) from None
    return drawn(layout, lang)


def said(analysis: Analysis, lang: str) -> str:
    """The sentence that says what a board is."""
    if analysis.count == 0 and analysis.complete:
        key = "benchNone" + "".join(part.title() for part in (analysis.reason or "no-answer").split("-"))
        return strings.say(lang, key, cell=analysis.cell)
    if analysis.unique:
        if analysis.difficulty is None:
            return strings.say(lang, "benchUniqueUnranked")
        return strings.say(lang, "benchUnique", difficulty=analysis.difficulty)
    key = "benchMany" if analysis.complete else "benchAtLeast"
    return strings.say(lang, key, n=analysis.count, cells=len(analysis.differing))


def _result(count: int, complete: bool, lang: str) -> str:
    if not complete:
        return strings.say(lang, "benchResultAtLeast", n=count)
    return strings.say(lang, "benchResultUnique" if count == 1 else "benchResultMany", n=count)


def op_analyse(args: dict[str, Any]) -> dict[str, Any]:
    """What the board `code` is, counted to `limit` (2) within `budget` nodes (see the module)."""
    lang = _lang(args)
    layout = _board(args, lang)
    limit = _bounded(args, "limit", 2, LIMIT_MOST)
    budget = _bounded(args, "budget", budget_for(layout), BUDGET_MOST)
    seen = analyse(layout, limit=limit, budget=budget)
    measures = None
    if seen.measures is not None:
        m = seen.measures
        measures = {"glance": round(100 * (1 - m.obscure)), "rounds": round(m.rounds), "unsettled": round(100 * m.unsettled),
                    "guessing": round(m.guessing), "spares": round(100 * m.spares)}
    return {"code": encode(layout), "count": seen.count, "complete": seen.complete, "unique": seen.unique,
            "answers": [encode(with_masks(layout, a)) for a in seen.answers], "nodes": seen.nodes,
            "fixed": list(seen.fixed), "differing": list(seen.differing), "reason": seen.reason, "cell": seen.cell,
            "difficulty": seen.difficulty, "measures": measures, "said": said(seen, lang),
            "measuresSaid": strings.say(lang, "benchMeasures", **measures) if measures else None}


def _answers_of(args: dict[str, Any], layout: Layout, limit: int, budget: int) -> Analysis:
    """The analysis the mends are read off: the page's (`answers`, its codes, with `count` and `complete`; fewer
    than two answers give no mends), each answer checked to be one (every piece as given but turned, and the water
    solving the board), or one made."""
    given = args.get("answers")
    if given is None:
        return analyse(layout, limit=limit, budget=budget)
    count = args.get("count", 0)
    if isinstance(count, bool) or not isinstance(count, int) or not 0 <= count <= 10**9:
        raise Refused(f"'count' must be a whole number 0..10^9, not {described(count)}")
    if not isinstance(given, list) or not len(given) <= min(count, LIMIT_MOST) \
            or not all(isinstance(a, str) for a in given):
        raise Refused(f"'answers' must be a list of at most 'count' (and {LIMIT_MOST}) codes, not {described(given)}")
    grid, polygons = layout.geometry, layout.polygons
    answers = []
    for code in given:
        try:
            board = decode(code)
        except (CodeError, ValueError) as e:
            raise Refused(f"'answers' holds a code that is not a board ({e})") from None
        same = (board.grid, board.width, board.height, board.wrap, len(board.cells)) == \
            (layout.grid, layout.width, layout.height, layout.wrap, len(layout.cells))
        if not same or not all(m in grid.rotations_of(g, p) or m == g
                               for m, g, p in zip(board.cells, layout.cells, polygons)) \
                or not flow_of(layout, board.cells).solved:
            raise Refused("'answers' holds a code that is not an answer of the board")
        answers.append(board.cells)
    fixed, differing = apart(layout, answers)
    return Analysis(count, args.get("complete") is True, tuple(answers), 0, fixed, differing)


def op_mends(args: dict[str, Any]) -> dict[str, Any]:
    """The mends toward one answer of the board `code` (see the module), up to `most` (4), `SPEND` budgets of
    proofs in all. `answers` (with `count`, `complete`): the analysis the page has, not made again. `step`: true
    for a part only, one proof (of at most `budget` nodes, as an analysis) from the candidate `from` (0), with
    `spent` nodes (0) and `found` mends (0) before it; `next` is where the next part begins (None: no more)."""
    lang = _lang(args)
    layout = _board(args, lang)
    limit = _bounded(args, "limit", 2, LIMIT_MOST)
    budget = _bounded(args, "budget", budget_for(layout), BUDGET_MOST)
    most = _bounded(args, "most", 4, 12)
    start = _bounded(args, "from", 0, 10**9) if args.get("from") else 0
    spent = _bounded(args, "spent", 0, 10**12) if args.get("spent") else 0
    found = _bounded(args, "found", 0, 12) if args.get("found") else 0
    seen = _answers_of(args, layout, limit, budget)
    out: list[dict[str, Any]] = []
    here, following = 0, None
    for index, mend, nodes in mend_steps(layout, seen, limit=max(2, limit), budget=budget, start=start):
        if found + len(out) >= most or spent >= SPEND * budget:
            break
        if args.get("step") is True and here:
            following = index
            break
        spent += nodes
        here += nodes
        if mend is None:
            continue
        key = "benchMend" + mend.kind.title()
        out.append({"kind": mend.kind, "cells": list(mend.cells), "edge": mend.edge, "code": mend.code,
                    "count": mend.count, "complete": mend.complete, "differing": list(mend.differing),
                    "said": strings.say(lang, key, cells=strings.listed(lang, [str(c) for c in mend.cells]),
                                        result=_result(mend.count, mend.complete, lang))})
    none = not out and not found and following is None
    return {"code": encode(layout), "mends": out, "next": following, "spent": spent,
            "said": strings.say(lang, "benchMendNone") if none else None}


def op_scramble(args: dict[str, Any]) -> dict[str, Any]:
    """The board `code` with every piece turned at random from `seed` (`suido.edits.scrambled`), drawn."""
    lang = _lang(args)
    layout = _board(args, lang)
    seed = args.get("seed")
    if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**53:
        raise Refused(f"'seed' must be a whole number 0..2^53, not {described(seed)}")
    return drawn(edits.scrambled(layout, seed), lang)
