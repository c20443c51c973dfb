"""The generator's squares: where big pieces and blocks go on a board being made, and what
they ask of the pipes around them.

Squares are placed before anything else (SUIDO-JS.md section 5.2, step 1): each a square of
four cells (`codes.square_cells`) wholly on the board (never across an edge, even on a
wrap board), none overlapping. A *block* asks nothing: its four pieces are whatever the
pipes make, and they turn together. A *big piece* is drawn from the mix (`bigs.draw_masks`)
and fixes its pipes: every side it opens on is a *forced* join the forest must take, and
every side it does not open on (outer or inside) is *banned*.

Why growth with forced joins cannot get stuck: the forced joins make a graph whose
components are each added to the forest at once, through one ordinary join, when the forest
first reaches one of their cells. That adds no loop as long as each component is a tree
with at most one pump, which `place` makes sure of (it draws a big piece again, turned
or another shape, when it would close a loop, face off the board or disagree with a
neighbour big piece). A cell every one of whose joins is banned is never reached; the
plan is dropped then.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable

from .bigs import draw_masks, turn_masks
from .codes import square_cells

Pair = tuple[int, int]
_DRAWS = 40


@dataclass
class Squares:
    """The squares of a plan: anchors, the masks of each big piece (TL, TR, BR, BL), the
    forced and banned joins (pairs of cells, smaller first) and the cells they cover."""

    bigs: dict[int, tuple[int, int, int, int]] = field(default_factory=dict)
    blocks: list[int] = field(default_factory=list)
    forced: set[Pair] = field(default_factory=set)
    banned: set[Pair] = field(default_factory=set)
    cells: dict[int, int] = field(default_factory=dict)  # cell -> its square's anchor
    links: dict[int, list[int]] = field(default_factory=dict)  # the forced joins, both ways
    group: dict[int, int] = field(default_factory=dict)  # union-find over the forced joins (loops)

    def inside(self, a: int, b: int) -> bool:
        """Whether cells `a` and `b` are in the same square."""
        return a in self.cells and self.cells.get(b) == self.cells[a]

    def component(self, cell: int) -> list[int]:
        """The cells joined to `cell` by forced joins, `cell` first (parents before children)."""
        out, seen = [cell], {cell}
        for x in out:
            for y in self.links.get(x, ()):
                if y not in seen:
                    seen.add(y)
                    out.append(y)
        return out


def most_squares(width: int, height: int) -> int:
    """How many squares of four fit on a board without overlapping: (width//2) * (height//2)."""
    return (width // 2) * (height // 2)


def place(width: int, height: int, raw: tuple[int, ...], bigs: int, blocks: int, mix: str,
          below: Callable[[int], int]) -> Squares | None:
    """Place `bigs` big pieces of `mix` and `blocks` blocks on a board whose neighbour
    table (no walls) is `raw`, with the seeded `below(n)` (0..n-1). None when this draw
    does not fit (the caller tries another plan)."""
    anchors = _anchors(width, height, bigs + blocks, below)
    if anchors is None:
        return None
    order = list(anchors)
    sq = Squares()
    for k, anchor in enumerate(order):  # the first `bigs` in drawing order are big pieces
        for c in square_cells(anchor, width):
            sq.cells[c] = anchor
        if k >= bigs:
            sq.blocks.append(anchor)
    for anchor in order[:bigs]:
        for _ in range(_DRAWS):
            drawn = draw_masks(mix, below)
            turn = below(4)
            # the shape drawn, in the first of its four turns (from a random one) that fits
            for q in range(4):
                masks = turn_masks(drawn, turn + q)
                joins = _joins(anchor, width, raw, masks, sq)
                if joins is not None:
                    break
            if joins is not None:
                sq.bigs[anchor] = masks
                forced, banned, group = joins
                sq.banned |= banned
                sq.group.update(group)
                for a, b in forced:
                    if (a, b) not in sq.forced:
                        sq.forced.add((a, b))
                        sq.links.setdefault(a, []).append(b)
                        sq.links.setdefault(b, []).append(a)
                break
        else:
            return None
    sq.blocks.sort()
    return sq


def _anchors(width: int, height: int, count: int, below: Callable[[int], int]) -> list[int] | None:
    """`count` anchors of squares that do not overlap: at random, and when random picks
    leave too little room, on a lattice of even steps from a random corner offset."""
    if count == 0:
        return []
    spots = [r * width + c for r in range(height - 1) for c in range(width - 1)]
    for _ in range(4):
        taken: set[int] = set()
        out: list[int] = []
        free = list(spots)
        while free and len(out) < count:
            a = free.pop(below(len(free)))
            cells = square_cells(a, width)
            if taken.isdisjoint(cells):
                taken.update(cells)
                out.append(a)
        if len(out) == count:
            return out
    dr, dc = below(height % 2 + 1), below(width % 2 + 1)
    lattice = [r * width + c for r in range(dr, height - 1, 2) for c in range(dc, width - 1, 2)]
    if len(lattice) < count:
        return None
    out = []
    for _ in range(count):
        out.append(lattice.pop(below(len(lattice))))
    return out


def _joins(anchor: int, width: int, raw: tuple[int, ...], masks: tuple[int, int, int, int],
           sq: Squares) -> tuple[set[Pair], set[Pair], dict[int, int]] | None:
    """The joins a big piece of `masks` at `anchor` forces and bans, and the union-find
    links they add to `sq.group`; None when it opens off the board, disagrees with a big
    piece beside it, or closes a loop of forced joins."""
    forced: set[Pair] = set()
    banned: set[Pair] = set()
    for c, m in zip(square_cells(anchor, width), masks):
        for side in range(4):
            nb = raw[c * 4 + side]
            opens = bool(m >> side & 1)
            if nb < 0:
                if opens:
                    return None
                continue
            pair = (min(c, nb), max(c, nb))
            (forced if opens else banned).add(pair)
    if forced & sq.banned or banned & sq.forced:
        return None
    # a loop: the new joins, one by one, over the union-find of those placed before (left as it is)
    added: dict[int, int] = {}

    def root(x: int) -> int:
        while True:
            up = added.get(x, sq.group.get(x, x))
            if up == x:
                return x
            x = up

    for a, b in sorted(forced - sq.forced):
        ra, rb = root(a), root(b)
        if ra == rb:
            return None
        added[ra] = rb
    return forced, banned, added
