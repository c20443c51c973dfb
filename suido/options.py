"""The options of `make`: declared once (`MAKE_OPTIONS`), and checked: an impossible request is
refused here, at once, with a `ValueError` saying why (SUIDO-JS.md section 5.2 gives the options and
their ranges).

`MAKE_OPTIONS` is the one list of make's options: its name (`make`'s keyword), its default, what
it takes, its range, its flags on the command line (whose `make` parser is built from it:
`add_make_arguments`) and its name in the page's Make form; `FORM` the form's fields, which the worker hands
the page (`form_fields`, in `hello`) and reads back into make's keywords (`from_form`)."""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Final, Mapping

from .grids import ALL_GRIDS, GRIDS, SQUARE, TILINGS
from .grids.shapes import SHAPES
from .squares import most_squares

if TYPE_CHECKING:  # the command line's own (the worker, which makes boards too, never loads argparse)
    import argparse


@dataclass(frozen=True)
class Options:
    """`make`'s options, checked: see `options`."""

    width: int
    height: int
    kind: str
    wrap: bool
    sources: int
    drains: int
    spares: float
    locked: int
    walls: int
    bigs: int = 0
    blocks: int = 0
    big_kinds: str = "five"
    grid: str = "square"
    shape: str | None = None
    """The board's shape (`suido.grids.shapes`), None for the grid's own."""


@dataclass(frozen=True)
class MakeOption:
    """One of make's options: `name` (`make`'s keyword), its `default`, what it takes (`kind`:
    "whole" a whole number from `low` to `high`, "share" a number from `low` to `high`, "flag" True or
    False, "choice" one of `choices`), `help` (the command line's words for it), `flags` (its flags on
    the command line; default `--name` with dashes), `shortcuts` (flags that set it to one value:
    `--hex` sets grid to "hex") and `form` (its name in the page's Make form; default `name` in
    camel case)."""

    name: str
    default: Any
    kind: str
    help: str | None = None
    low: float | None = None
    high: float | None = None
    choices: tuple[str, ...] = ()
    flags: tuple[str, ...] = ()
    shortcuts: tuple[tuple[str, str, str], ...] = ()  # (flag, the value it sets, its help)
    form: str = ""

    @property
    def cli_flags(self) -> tuple[str, ...]:
        """The option's flags on the command line."""
        return self.flags or ("--" + self.name.replace("_", "-"),)

    @property
    def form_name(self) -> str:
        """The option's name in the page's Make form."""
        head, *rest = self.name.split("_")
        return self.form or head + "".join(part.capitalize() for part in rest)


BIG_KINDS: Final = ("five", "simple", "more", "all")
"""The mixes big pieces are drawn from (`make`'s `big_kinds`)."""
MAKE_OPTIONS: Final = (
    MakeOption("size", None, "whole", "cells a side (default 7)", 2, 64),
    MakeOption("width", None, "whole", None, 2, 64),
    MakeOption("height", None, "whole", None, 2, 64),
    MakeOption("kind", "network", "choice", None, choices=("network", "drains", "inlet-outlet")),
    MakeOption("wrap", False, "flag", "the board wraps round"),
    MakeOption("sources", 1, "whole", "pumps (at most one per six cells; --sources is the API's word)", 1,
               flags=("--pumps", "--sources"), form="pumps"),
    MakeOption("drains", None, "whole", "drains, on a drains board", 1),
    MakeOption("spares", None, "share", "share of unused cells with a spare piece", 0, 1),
    MakeOption("locked", 0, "whole", "locked pieces", 0),
    MakeOption("walls", 0, "whole", "walls", 0),
    MakeOption("bigs", 0, "whole", "big pieces (squares of four, one piece), on a network", 0),
    MakeOption("blocks", 0, "whole", "blocks (squares of four pieces that turn together)", 0),
    MakeOption("big_kinds", "five", "choice", "the shapes big pieces are drawn from (default: the five kinds)",
               choices=BIG_KINDS),
    MakeOption("difficulty", None, "whole", "1..100: the board nearest it among boards made from the seed on"
               " (prints the seed of the board made)", 1, 100),
    MakeOption("seed", 1, "whole", "any whole number; the same seed makes the same board"),
    MakeOption("grid", "square", "choice", "the board's grid (a board of hexagons: --hex)", choices=tuple(GRIDS),
               shortcuts=(("--hex", "hex", "a board of hexagons (every option but --bigs and --blocks)"),)),
    MakeOption("shape", None, "choice", "the board's shape on hexapipes' grids (suido.grids.shapes; each grid has"
               " its own, and a board that wraps others): cells out of it are left out; a difficulty ranks it among boards"
               " of its own shape", choices=SHAPES,
               form="boardShape"),
)
"""make's options, each once: the command line's `make` and the page's form read them from here."""
FORM: Final = {
    "grid": (), "size": (("min", 4), ("max", 20), ("value", 6)), "width": (("min", 4), ("max", 20), ("placeholder", "")),
    "height": (("min", 4), ("max", 20), ("placeholder", "")), "kind": (), "wrap": (), "shape": (),
    "sources": (("min", 1), ("max", 20), ("value", 1)), "locked": (("min", 0), ("max", 40), ("value", 0)),
    "walls": (("min", 0), ("max", 40), ("value", 0)), "bigs": (("min", 0), ("max", 100), ("value", 0)),
    "blocks": (("min", 0), ("max", 100), ("value", 0)), "big_kinds": (), "difficulty": (("min", 1), ("max", 100)),
    "seed": (("min", 0), ("step", 1))}
"""The Make form's fields in order (make's names), each with its input's attributes: the form's own limits (a 64x64
board at a difficulty takes minutes)."""
SQUARED: Final = ("bigs", "blocks", "big_kinds")
"""The form's fields about squares of four: not shown on a grid with none."""


def add_make_arguments(parser: argparse.ArgumentParser) -> None:
    """`MAKE_OPTIONS` as the command line's arguments, on `parser`."""
    for option in MAKE_OPTIONS:
        flags, dest, default = option.cli_flags, option.name, option.default
        if option.kind == "flag":
            parser.add_argument(*flags, dest=dest, action="store_true", help=option.help)
        elif option.kind == "choice":
            # the command line also makes boards on hexapipes' other grids (as the page's form offers them)
            choices = option.choices + tuple(TILINGS) if option.name == "grid" else option.choices
            parser.add_argument(*flags, dest=dest, default=default, choices=choices, help=option.help)
        else:
            parser.add_argument(*flags, dest=dest, type=int if option.kind == "whole" else float, default=default,
                                help=option.help)
        for flag, value, said in option.shortcuts:
            parser.add_argument(flag, dest=dest, action="store_const", const=value, default=default, help=said)


def form_fields() -> list[dict[str, Any]]:
    """The Make form's fields (`FORM`) as `hello` hands them over (JSON), with their words' keys."""
    squared = [g.name for g in GRIDS.values() if g.has_squares]  # the grids that show the fields about squares of four
    by_name = {o.name: o for o in MAKE_OPTIONS}
    out = []
    for option, attrs in FORM.items():
        o = by_name[option]
        name = o.form_name
        # the page offers every grid: squares and hexagons, then hexapipes' others (suido.grids.TILINGS)
        choices = list(o.choices) + (list(TILINGS) if o.name == "grid" else [])
        field = {"name": name, "option": o.name, "kind": o.kind, "choices": choices, "squared": squared,
                 "label": "make" + name[:1].upper() + name[1:], "attrs": dict(attrs),
                 "words": [("makeGrid" if name == "grid" else name) + c.title().replace("-", "") for c in choices],
                 "squares": o.name in SQUARED}
        if o.name == "shape":  # each grid's own shapes, on a board that does not wrap and on one that does
            field["byGrid"] = {g.name: [list(g.board_shapes), list(g.wrap_shapes)] for g in ALL_GRIDS.values()
                               if g.board_shapes or g.wrap_shapes}
            field["whole"] = "boardShapeWhole"  # the words of no shape asked: the grid's own
        out.append(field)
    return out


def _shapes_where() -> str:
    """Which grids have which shapes, with the API's names (a refused shape's sentence)."""
    def either(names: tuple[str, ...]) -> str:
        return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} or {names[-1]}"
    shaped = [g for g in ALL_GRIDS.values() if g.board_shapes or g.wrap_shapes]
    wrapping = {g.wrap_shapes for g in shaped}
    if len(wrapping) == 1:
        return (f"the grids that have shapes: {', '.join(f'{g.name} ({either(g.board_shapes)})' for g in shaped)}; "
                f"on a board that wraps, each of them {either(next(iter(wrapping)))}")
    return "the grids that have shapes: " + ", ".join(
        f"{g.name} ({either(g.board_shapes)}; wrapping, {either(g.wrap_shapes)})" for g in shaped)


def from_form(values: Mapping[str, Any]) -> dict[str, Any]:
    """make's keywords from a form's values by the form's names: its fields given and not None; make checks them."""
    return {o.name: values[o.form_name] for o in MAKE_OPTIONS if o.name in FORM and values.get(o.form_name) is not None}


def whole(name: str, value: object, low: int, high: int | None = None) -> int:
    """`value` when it is a whole number from `low` to `high` (None: no top), else `ValueError`."""
    if isinstance(value, bool) or not isinstance(value, int):
        raise ValueError(f"{name} must be a whole number, not {value!r}")
    if value < low or (high is not None and value > high):
        top = f" to {high}" if high is not None else " or more"
        raise ValueError(f"{name} must be {low}{top}, not {value}")
    return value


def options(size: int | None, width: int | None, height: int | None, kind: str, wrap: bool, sources: int,
            drains: int | None, spares: float | None, locked: int, walls: int, bigs: int, blocks: int,
             big_kinds: str, grid: str = "square", shape: str | None = None) -> Options:
    """The options as `make` takes them, checked and with the defaults filled in. `grid`: "square"
    or "hex" (`suido.grids`); a hexagonal board has the same limits (sides 2 to 64, 3 for
    inlet-outlet, at most one pump per six cells) but wraps only with at least 3 columns and an
    even number of rows, at least 4 (so a row's shift holds across the seam), and has no big
    pieces or blocks (those are squares of four). `shape`: one of the grid's (`Grid.board_shapes`, or
    `Grid.wrap_shapes` when it wraps; `suido.grids.shapes`), None for its own; a shape leaves cells out of the
    board, and the limits count the cells it keeps."""
    if not isinstance(grid, str) or grid not in GRIDS and grid not in TILINGS:
        raise ValueError(f"grid must be {' or '.join(map(repr, GRIDS))} (or one of hexapipes' grids:"
                         f" {', '.join(TILINGS)}), not {grid!r}")
    geometry = GRIDS[grid] if grid in GRIDS else TILINGS[grid]
    if kind not in ("network", "drains", "inlet-outlet"):
        raise ValueError(f"kind must be 'network', 'drains' or 'inlet-outlet', not {kind!r}")
    w = whole("width" if width is not None else "size", width if width is not None else size if size is not None else 7, 2, 64)
    h = whole("height" if height is not None else "size", height if height is not None else size if size is not None else w, 2, 64)
    if not isinstance(wrap, bool):
        raise ValueError(f"wrap must be True or False, not {wrap!r}")
    why = geometry.check_size(w, h, wrap)
    if why is None and grid in TILINGS:
        why = TILINGS[grid].cannot_make(w, h, wrap)
    if why is not None and grid in TILINGS:
        raise ValueError(f"a {geometry.adjective} board of hexapipes' size {w}x{h}{' that wraps' if wrap else ''}"
                         f" cannot be: {why.split(': ', 1)[1]}")
    if why is not None and geometry is not SQUARE:
        raise ValueError(f"a {geometry.adjective} {w}x{h} board cannot wrap: {why.split(': ', 1)[1]}")
    if wrap and (w < 3 or h < 3):
        raise ValueError(f"a {w}x{h} board cannot wrap: wrap needs both sides at least 3 "
                         "(a 2-wide wrap board always has a second answer)")
    if shape is not None and not (geometry.board_shapes or geometry.wrap_shapes):
        raise ValueError(f"shape {shape!r}: a board of grid {grid!r} has no shapes; {_shapes_where()}")
    if kind == "inlet-outlet":
        if wrap:
            raise ValueError("an inlet-outlet board cannot wrap: its path runs from the top-left corner to the bottom-right")
        if w < 3 or h < 3:
            raise ValueError(f"an inlet-outlet board needs both sides at least 3, not {w}x{h}")
        if sources != 1 or drains not in (None, 1):
            raise ValueError("an inlet-outlet board has exactly one pump and one drain")
    cells = w * h
    if grid in TILINGS:  # hexapipes' sizes: the board's own cells, but those out of its shape
        cells = geometry.cell_count(w, h, wrap) - len(geometry.shaped_holes(w, h, wrap, shape))
    top = max(1, cells // 6)
    whole("sources", sources, 1)
    if sources > top:
        raise ValueError(f"{sources} pumps is too many for a {w}x{h} board: at most one per six cells ({top})")
    if kind == "drains":
        d = round(math.sqrt(cells) * 0.8) if drains is None else whole("drains", drains, 1)
        # the default is the cap when the board is too small for it (a 2x2 takes one drain); a count asked for is checked
        d = min(max(d, sources), max(sources, cells // 3)) if drains is None else d
        if d < sources:
            raise ValueError(f"a drains board needs a drain for each pump: {d} drains for {sources} pumps")
        if d > max(sources, cells // 3):
            raise ValueError(f"{d} drains is too many for a {w}x{h} board: at most {max(sources, cells // 3)}")
    elif kind == "inlet-outlet":
        d = 1
    else:
        if drains not in (None, 0):
            raise ValueError("drains are asked for on a drains board (a network marks its dead ends itself)")
        d = 0
    if spares is None:
        spare = geometry.spares.get(kind, 0.5)
    elif isinstance(spares, bool) or not isinstance(spares, (int, float)) or not 0 <= spares <= 1:
        raise ValueError(f"spares must be a share from 0 to 1, not {spares!r}")
    else:
        spare = float(spares)
    # the edges between cells (each counted from both its cells), as the grid's neighbour table has them
    edges = sum(other >= 0 for other in geometry.neighbour_table(w, h, wrap, ())) // 2
    most_walls = edges - (cells - sources)
    whole("walls", walls, 0, most_walls)
    whole("locked", locked, 0, cells // 2)
    whole("bigs", bigs, 0)
    whole("blocks", blocks, 0)
    if big_kinds not in BIG_KINDS:
        raise ValueError(f"big_kinds must be 'five', 'simple', 'more' or 'all', not {big_kinds!r}")
    if (bigs or blocks) and not geometry.has_squares:
        raise ValueError("big pieces and blocks come only on a square board (they are squares of four cells;"
                         f" a {geometry.adjective} board has none)")
    if (bigs or blocks) and kind != "network":
        raise ValueError("big pieces and blocks come only on a network board")
    if bigs + blocks > most_squares(w, h):
        raise ValueError(f"{bigs + blocks} squares (big pieces and blocks) do not fit on a {w}x{h} board:"
                         f" at most {most_squares(w, h)} squares of four")
    if cells - 4 * (bigs + blocks) < sources + locked:
        raise ValueError(f"{bigs + blocks} squares leave {cells - 4 * (bigs + blocks)} cells outside them, too few"
                         f" for {sources} pumps and {locked} locked pieces (neither goes in a square)")
    return Options(w, h, kind, wrap, sources, d, spare, locked, walls, bigs, blocks, big_kinds, grid, shape)
