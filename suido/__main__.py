"""The command line: `python -m suido` or `suido`.

    suido make [--size 7] [--kind network] [--wrap] [--hex] [--seed 1] ...   a board and its answer
    suido solve CODE [--all --limit N]   how many answers (up to 2, or N), whether that is sure, the answer (or
                               every answer found, and the cells where they differ)
    suido mend CODE [--limit N]   the small edits that leave a board with several answers nearer one
    suido check BOARD ANSWER   exit 0 when ANSWER solves BOARD, else 1 with the reason
    suido show CODE            the board as text, wet pipes drawn heavy (hexagons: each cell's arms about its centre)
    suido level SIZE N         level N of a set (7x7, big, hex): its board, answer, twists and marks
    suido daily SIZE [--date YYYY-MM-DD]   the level of the day (today in UTC by default)
    suido from-hexapipes FILE  a hexapipes puzzle on any of its nine grids (its JSON; - reads standard input) as a code
    suido to-hexapipes CODE    a network on one of hexapipes' grids as its puzzle (JSON)
"""

from __future__ import annotations

import argparse
import sys
from typing import Sequence

from . import __version__
from .check import check_answer
from .codes import CodeError, Layout, decode, encode, grid_of, with_masks
from .flow import Flow, flow_of
from .generator import make
from .grids import SQUARE
from .options import MAKE_OPTIONS, add_make_arguments
from .solver import solve

def show(layout: Layout) -> str:
    """`layout` as lines of text, as its grid draws it (`Grid.text_rows`): on squares the column numbers
    (their tens on a line above from ten columns), then a row a line (its number first), two characters a
    cell: the pipe (heavy where the water is, `·` for bare ground) and its mark (`P` a pump, `D` a
    drain, `L` a locked piece); on hexagons three lines a row of cells (`show_hex`). Then a line naming
    the pumps and drains by row and column (1-based, as the page says them) and how far the water got."""
    flow = flow_of(layout)
    rows = grid_of(layout).text_rows(layout.width, layout.height, layout.wrap, layout.walls, layout.cells,
                                      flow.wet, layout.sources, layout.drains, layout.locked)
    rows.append(_summary(layout, flow))
    return "\n".join(rows)


def _summary(layout: Layout, flow: Flow) -> str:
    state = "solved" if flow.solved else f"{flow.wet_pieces} of {flow.pieces} pieces wet, {flow.leaks} leak{'' if flow.leaks == 1 else 's'}"

    def where(cells: Sequence[int]) -> str:
        if layout.grid not in ("square", "hex"):  # no rows of one polygon: the cells by number
            return ", ".join(f"cell {c}" for c in cells) or "none"
        return ", ".join(f"row {c // layout.width + 1} column {c % layout.width + 1}" for c in cells) or "none"

    # the square drawing marks every drain D (its pipe heavy when wet); the hexagonal one marks a dry drain d
    drain_marks = "D wet, d dry" if layout.grid == "hex" else "D"
    return (f"{layout.width}x{layout.height} {layout.kind}{' wrap' if layout.wrap else ''}"
            f"{'' if layout.geometry is SQUARE else ' ' + layout.geometry.noun}; "
            f"pumps (P) at {where(layout.sources)}; drains ({drain_marks}) at {where(layout.drains)}; {state}")


def show_hex(layout: Layout) -> str:
    """A hexagonal board as lines of text: three lines a row of cells, each cell drawn about its centre
    (one character) with an arm for each side it opens on: `╲` north-west and `╱` north-east on the
    line above, `─` west and east beside it, `╱` south-west and `╲` south-east on the line below.
    Cells stand four characters apart, and odd rows two to the right (half a cell, as the board has
    them); where two cells' east and west arms meet, the gap between them is drawn `─` too.

    The centre says what the cell is: `●` a wet piece, `○` a dry one, `◆` / `◇` a locked piece
    wet / dry, `P` a pump, `D` / `d` a drain wet / dry, `·` bare ground. The column numbers
    stand over the even rows' centres (their tens on a line above from ten columns), the row numbers
    at the left of each row's centre line; then a line naming the pumps and drains by row and column
    (1-based) and how far the water got. (The hexagonal grid draws it: `suido.grids.hex`; `show`
    draws any board.)
    """
    return show(layout)


def _level(args: argparse.Namespace) -> int:
    import datetime

    from . import levels

    try:
        if args.command == "daily":
            when = args.date or datetime.datetime.now(datetime.timezone.utc).date().isoformat()
            number = levels.daily(args.size, when)
            print(f"{levels.day(when)}: {args.size} level {number}")
        else:
            number = args.number
        rows = levels.load(args.size)
        if not 1 <= number <= len(rows):
            raise ValueError(f"{args.size} has levels 1 to {len(rows)}, not {number}")
    except (ValueError, FileNotFoundError) as err:
        print(f"suido: {err}", file=sys.stderr)
        return 2
    row = rows[number - 1]
    print(row.board)
    print(levels.answer(row))
    marks = levels.marks(args.size, number)
    role = levels.role(args.size, number)
    print(f"twists: {row.twists or 'plain'}; marks: {marks if marks is not None else '-'}"
          f"{'; ' + role + ' ' + ' '.join(levels.lesson(args.size, number)) if role else ''}")
    return 0


def _hexapipes(args: argparse.Namespace) -> int:
    from . import hexapipes

    try:
        if args.command == "to-hexapipes":
            print(hexapipes.to_hexapipes(args.code))
            return 0
        if args.file == "-":
            text = sys.stdin.read()
        else:
            with open(args.file, encoding="utf-8") as f:
                text = f.read()
        print(hexapipes.from_hexapipes(text))
    except (ValueError, OSError) as err:
        print(f"suido: {err}", file=sys.stderr)
        return 2
    return 0


def _cells(cells: Sequence[int]) -> str:
    return ",".join(map(str, cells)) or "none"


def _mend(layout: Layout, args: argparse.Namespace) -> int:
    """`suido mend`: a line a mend, `KIND cells C,D: N answers CODE` (`at least N` when the budget ran out);
    exit 1 when the board has fewer than two answers to mend."""
    from .workbench import analyse, mends

    try:
        seen = analyse(layout, limit=max(2, args.limit), budget=args.budget)
        found = mends(layout, limit=max(2, args.limit), budget=args.budget, analysis=seen)
    except ValueError as err:
        print(f"suido: {err}", file=sys.stderr)
        return 2
    if seen.count < 2:
        print(f"suido: the board has {'no answer' if seen.count == 0 else 'one answer'}: nothing to mend",
              file=sys.stderr)
        return 1
    for mend in found:
        many = f"{'' if mend.complete else 'at least '}{mend.count} answer{'' if mend.count == 1 else 's'}"
        print(f"{mend.kind} cells {_cells(mend.cells)}: {many} {mend.code}")
    return 0 if found else 1


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = argparse.ArgumentParser(prog="suido", description="Suido (水道), the pipe-rotating puzzle.")
    parser.add_argument("--version", action="version", version=f"suido {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    maker = commands.add_parser("make", help="make a board with exactly one answer; prints its code and answer")
    add_make_arguments(maker)  # make's options, declared once (suido.options.MAKE_OPTIONS)
    solver = commands.add_parser("solve", help="count a board's answers (up to 2) and print the first")
    solver.add_argument("code", help="a board code")
    solver.add_argument("--budget", type=int, default=200_000, help="positions to search at most")
    solver.add_argument("--all", action="store_true", help="print every answer found, and where they differ")
    solver.add_argument("--limit", type=int, default=2, help="count answers up to this many (default 2)")
    mender = commands.add_parser("mend", help="the edits that leave a board with several answers nearer one")
    mender.add_argument("code", help="a board code")
    mender.add_argument("--limit", type=int, default=2, help="count answers up to this many (default 2)")
    mender.add_argument("--budget", type=int, default=200_000, help="positions to search at most, a count")
    check = commands.add_parser("check", help="check an answer: exit 0 when it solves the board, 1 with the reason")
    check.add_argument("board", help="the board's code")
    check.add_argument("answer", help="the answer's code: the board with every piece turned")
    shown = commands.add_parser("show", help="draw a board as text, wet pipes heavy")
    shown.add_argument("code", help="a board code")
    from .levels import BIG, HEX

    sets = f"a level size such as 7x7, {BIG} (the big-pieces set) or {HEX} (the hexagonal set)"
    lvl = commands.add_parser("level", help="one of the fixed levels: its board, answer, twists and marks")
    lvl.add_argument("size", help=sets)
    lvl.add_argument("number", type=int, help="the level, from 1")
    day = commands.add_parser("daily", help="the level of the day for a size")
    day.add_argument("size", help=sets)
    day.add_argument("--date", default=None, help="YYYY-MM-DD (default: today in UTC)")
    takes = commands.add_parser("from-hexapipes", help="a hexapipes puzzle (its JSON) on any of its grids as a code")
    takes.add_argument("file", help="the puzzle's JSON file, or - for standard input")
    gives = commands.add_parser("to-hexapipes", help="a network on one of hexapipes' grids as its puzzle (JSON)")
    gives.add_argument("code", help="a hexagonal board code (WxHh:...)")
    args = parser.parse_args(argv)
    if args.command in ("level", "daily"):
        return _level(args)
    if args.command in ("from-hexapipes", "to-hexapipes"):
        return _hexapipes(args)
    if args.command == "make":
        try:
            made = make(**{option.name: getattr(args, option.name) for option in MAKE_OPTIONS})
        except ValueError as err:
            print(f"suido: {err}", file=sys.stderr)
            return 2
        print(made.code)
        print(made.answer)
        if args.difficulty is not None:  # the board made is the nearest of several seeds: say which makes it again
            print(f"difficulty {made.difficulty}; seed {made.seed} makes this board again (asked: seed {args.seed})",
                  file=sys.stderr)
        return 0
    if args.command == "check":
        result = check_answer(args.board, args.answer)
        why = ""
        if result.failure in ("board", "answer"):   # say what is wrong with the code, as solve and show do
            try:
                decode(args.board if result.failure == "board" else args.answer)
            except CodeError as err:
                why = f": {err}"
        print("solved" if result.ok else f"not solved: {result.reason}{why}")
        return 0 if result.ok else 1
    try:
        layout = decode(args.code)
    except CodeError as err:
        print(f"suido: {err}", file=sys.stderr)
        return 2
    if args.command == "mend":
        return _mend(layout, args)
    if args.command == "solve":
        try:
            found = solve(layout, limit=args.limit, budget=args.budget)
        except ValueError as err:
            print(f"suido: {err}", file=sys.stderr)
            return 2
        print(f"answers: {found.count}{'' if found.complete else ' or more (the budget ran out)'}"
              f"{' (unique)' if found.complete and found.count == 1 else ''}; {found.nodes} positions searched")
        for solution in found.solutions[:None if args.all else 1]:
            print(encode(with_masks(layout, solution)))
        if args.all and found.count > 1:
            from .workbench import apart

            fixed, differing = apart(layout, found.solutions)
            print(f"differ: {_cells(differing)}; fixed: {len(fixed)} pieces")
        return 0 if found.count else 1
    print(show(layout))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader went away (suido make | head -1): nothing more to say
        sys.stderr.close()
        sys.exit(0)
