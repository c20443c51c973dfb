"""The command line: ``python -m suido`` or ``suido``.

    suido make [--size 7] [--kind network] [--wrap] [--hex] [--seed 1] ...   a board and its answer
    suido solve CODE           how many answers (up to 2), whether that is sure, the answer
    suido check BOARD ANSWER   exit 0 when ANSWER solves BOARD, else 1 with the reason
    suido show CODE            the board as text, wet pipes drawn heavy (hexagons: each cell's arms about its centre)
    suido level SIZE N         level N of a set (7x7, big, hex): its board, answer, twists and marks
    suido daily SIZE [--date YYYY-MM-DD]   the level of the day (today in UTC by default)
    suido from-hexapipes FILE  a hexapipes puzzle (its JSON; - reads standard input) as a hexagonal code
    suido to-hexapipes CODE    a hexagonal network as a hexapipes puzzle (JSON)
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
from .solver import solve

# box-drawing characters by mask (N=1 E=2 S=4 W=8), light for dry pipes and heavy for wet
_LIGHT = " ╵╶└╷│┌├╴┘─┴┐┤┬┼"
_HEAVY = " ╹╺┗╻┃┏┣╸┛━┻┓┫┳╋"


def show(layout: Layout) -> str:
    """``layout`` as lines of text (a hexagonal board: ``show_hex``): the column numbers (their tens on a line above from ten columns),
    then a row a line (its number first),
    two characters a cell: the pipe (heavy where the water is, ``·`` for bare ground) and its mark
    (``P`` a pump, ``D`` a drain, ``L`` a locked piece); then a line naming the pumps and drains by
    row and column (1-based, as the page says them) and how far the water got."""
    if layout.grid == "hex":  # (a text drawing is one per grid: box-drawing characters are squares)
        return show_hex(layout)
    flow = flow_of(layout)
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    pad = len(str(layout.height))
    # column numbers over the cells: the tens on a line of their own once there are ten or more
    numbers = [str(col + 1) for col in range(layout.width)]
    rows = []
    if layout.width >= 10:
        rows.append(" " * (pad + 1) + "".join(f"{n[:-1] or ' '} " for n in numbers).rstrip())
    rows.append(" " * (pad + 1) + "".join(f"{n[-1]} " for n in numbers).rstrip())
    for row in range(layout.height):
        line = []
        for col in range(layout.width):
            cell = row * layout.width + col
            mask = layout.cells[cell]
            pipe = (_HEAVY if flow.wet[cell] else _LIGHT)[mask] if mask else "·"
            mark = "P" if cell in sources else "D" if cell in drains else "L" if cell in locked else " "
            line.append(pipe + mark)
        rows.append(f"{row + 1:>{pad}} " + "".join(line).rstrip())
    rows.append(_summary(layout, flow))
    return "\n".join(rows)


def _summary(layout: Layout, flow: Flow) -> str:
    state = "solved" if flow.solved else f"{flow.wet_pieces} of {flow.pieces} pieces wet, {flow.leaks} leak{'' if flow.leaks == 1 else 's'}"

    def where(cells: Sequence[int]) -> str:
        return ", ".join(f"row {c // layout.width + 1} column {c % layout.width + 1}" for c in cells) or "none"

    # the square drawing marks every drain D (its pipe heavy when wet); the hexagonal one marks a dry drain d
    drain_marks = "D wet, d dry" if layout.grid == "hex" else "D"
    return (f"{layout.width}x{layout.height} {layout.kind}{' wrap' if layout.wrap else ''}"
            f"{' hexagons' if layout.grid == 'hex' else ''}; "
            f"pumps (P) at {where(layout.sources)}; drains ({drain_marks}) at {where(layout.drains)}; {state}")


def show_hex(layout: Layout) -> str:
    """A hexagonal board as lines of text: three lines a row of cells, each cell drawn about its centre
    (one character) with an arm for each side it opens on: ``╲`` north-west and ``╱`` north-east on the
    line above, ``─`` west and east beside it, ``╱`` south-west and ``╲`` south-east on the line below.
    Cells stand four characters apart, and odd rows two to the right (half a cell, as the board has
    them); where two cells' east and west arms meet, the gap between them is drawn ``─`` too.

    The centre says what the cell is: ``●`` a wet piece, ``○`` a dry one, ``◆`` / ``◇`` a locked piece
    wet / dry, ``P`` a pump, ``D`` / ``d`` a drain wet / dry, ``·`` bare ground. The column numbers
    stand over the even rows' centres (their tens on a line above from ten columns), the row numbers
    at the left of each row's centre line; then a line naming the pumps and drains by row and column
    (1-based) and how far the water got.
    """
    grid = grid_of(layout)
    flow = flow_of(layout)
    width, height = layout.width, layout.height
    sources, drains, locked = set(layout.sources), set(layout.drains), set(layout.locked)
    pad = len(str(height))
    left = pad + 2  # the row number, a space, then the cells (an even row's first centre one further on)
    canvas = [[" "] * (left + 4 * width + 3) for _ in range(3 * height)]
    # each side's arm, one character from the centre the way the side's edge lies (asked of the grid)
    arms = []
    for side in range(grid.sides):
        dx, dy = grid.arm_end(side)
        sx, sy = (dx > 1e-9) - (dx < -1e-9), (dy > 1e-9) - (dy < -1e-9)
        arms.append((sx, sy, "─" if sy == 0 else "╱" if sx * sy < 0 else "╲"))
    table = grid.neighbour_table(width, height, layout.wrap, layout.walls)
    east = grid.side_names.index("east")
    for cell, mask in enumerate(layout.cells):
        row, col = divmod(cell, width)
        x, y = left + 4 * col + 2 * (row & 1), 3 * row + 1
        wet = flow.wet[cell]
        if cell in sources:
            mark = "P"
        elif cell in drains:
            mark = "D" if wet else "d"
        elif not mask:
            mark = "·"
        elif cell in locked:
            mark = "◆" if wet else "◇"
        else:
            mark = "●" if wet else "○"
        canvas[y][x] = mark
        for side, (sx, sy, glyph) in enumerate(arms):
            if mask >> side & 1:
                canvas[y + sy][x + sx] = glyph
        other = table[cell * grid.sides + east]
        if mask >> east & 1 and other == cell + 1 and layout.cells[other] >> grid.opposite(east) & 1:
            canvas[y][x + 2] = "─"
    lines = []
    numbers = [str(col + 1) for col in range(width)]
    if width >= 10:
        lines.append(" " * left + "".join(f"{n[:-1] or ' '}   " for n in numbers).rstrip())
    lines.append(" " * left + "".join(f"{n[-1]}   " for n in numbers).rstrip())
    for y, chars in enumerate(canvas):
        if y % 3 == 1:
            chars[:pad] = f"{y // 3 + 1:>{pad}}"
        lines.append("".join(chars).rstrip())
    lines.append(_summary(layout, flow))
    return "\n".join(lines)


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


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line; returns the exit code."""
    parser = argparse.ArgumentParser(prog="suido", description="Suido (水道), the pipe-rotating puzzle.")
    parser.add_argument("--version", action="version", version=f"suido {__version__}")
    commands = parser.add_subparsers(dest="command", required=True)
    maker = commands.add_parser("make", help="make a board with exactly one answer; prints its code and answer")
    maker.add_argument("--size", type=int, default=None, help="cells a side (default 7)")
    maker.add_argument("--width", type=int, default=None)
    maker.add_argument("--height", type=int, default=None)
    maker.add_argument("--kind", default="network", choices=("network", "drains", "inlet-outlet"))
    maker.add_argument("--wrap", action="store_true", help="the board wraps round")
    maker.add_argument("--pumps", "--sources", dest="sources", type=int, default=1,
                       help="pumps (at most one per six cells; --sources is the API's word)")
    maker.add_argument("--drains", type=int, default=None, help="drains, on a drains board")
    maker.add_argument("--spares", type=float, default=None, help="share of unused cells with a spare piece")
    maker.add_argument("--locked", type=int, default=0, help="locked pieces")
    maker.add_argument("--walls", type=int, default=0, help="walls")
    maker.add_argument("--bigs", type=int, default=0, help="big pieces (squares of four, one piece), on a network")
    maker.add_argument("--blocks", type=int, default=0, help="blocks (squares of four pieces that turn together)")
    maker.add_argument("--big-kinds", dest="big_kinds", default="five", choices=("five", "simple", "more", "all"),
                       help="the shapes big pieces are drawn from (default: the five kinds)")
    maker.add_argument("--difficulty", type=int, default=None,
                       help="1..100: the board nearest it among boards made from the seed on (prints the seed of the board made)")
    maker.add_argument("--seed", type=int, default=1, help="any whole number; the same seed makes the same board")
    maker.add_argument("--hex", dest="grid", action="store_const", const="hex", default="square",
                       help="a board of hexagons (every option but --bigs and --blocks)")
    solver = commands.add_parser("solve", help="count a board's answers (up to 2) and print the first")
    solver.add_argument("code", help="a board code")
    solver.add_argument("--budget", type=int, default=200_000, help="positions to search at most")
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
    takes = commands.add_parser("from-hexapipes", help="a hexapipes puzzle (its JSON) as a hexagonal code")
    takes.add_argument("file", help="the puzzle's JSON file, or - for standard input")
    gives = commands.add_parser("to-hexapipes", help="a hexagonal network as a hexapipes puzzle (JSON)")
    gives.add_argument("code", help="a hexagonal board code (WxHh:...)")
    args = parser.parse_args(argv)
    if args.command in ("level", "daily"):
        return _level(args)
    if args.command in ("from-hexapipes", "to-hexapipes"):
        return _hexapipes(args)
    if args.command == "make":
        try:
            made = make(size=args.size, width=args.width, height=args.height, kind=args.kind, wrap=args.wrap,
                        sources=args.sources, drains=args.drains, spares=args.spares, locked=args.locked,
                        walls=args.walls, bigs=args.bigs, blocks=args.blocks, big_kinds=args.big_kinds,
                        difficulty=args.difficulty, seed=args.seed, grid=args.grid)
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
    if args.command == "solve":
        found = solve(layout, limit=2, budget=args.budget)
        print(f"answers: {found.count}{'' if found.complete else ' or more (the budget ran out)'}"
              f"{' (unique)' if found.complete and found.count == 1 else ''}; {found.nodes} positions searched")
        for solution in found.solutions[:1]:
            print(encode(with_masks(layout, solution)))
        return 0 if found.count else 1
    print(show(layout))
    return 0


if __name__ == "__main__":
    try:
        sys.exit(main())
    except BrokenPipeError:  # the reader went away (suido make | head -1): nothing more to say
        sys.stderr.close()
        sys.exit(0)
