"""The water's flow: where the water from the pumps reaches, and where it leaks.

Water starts at every pump (depth 0) and runs breadth first through every pair of
openings that meet; an opening that meets nothing (the rim of a board that does not
wrap, a wall, or a neighbour that does not open back) is a *spill*: a leak. The rules
and the visiting order are those of SUIDO-JS.md section 3.1, so depths, the order and
the spills match the JavaScript package exactly.

A board is *solved* when nothing leaks and the water reaches what its kind asks:
every piece (network), every drain (drains and inlet-outlet); an inlet-outlet board
must also run in one path, with no wet piece of more than two arms.

>>> from suido.codes import decode
>>> flow = flow_of(decode("3x2:35B7vM"))
>>> flow.wet_pieces, flow.pieces, flow.solved
(3, 6, False)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Final, Sequence

from .codes import Layout, neighbours_of
from .pieces import arms_of


@dataclass(frozen=True)
class Flow:
    """Where the water is, per cell (tuples of ``layout.size``), and what it adds up to.

    ``depth`` is the number of steps from the nearest pump (0 at a pump, -1 when dry);
    ``came_from`` the cell the water came from and ``entry`` the side index (0..3) it came in
    by (-1 at a pump or when dry); ``spills`` the leaks as ``(cell, side)`` in visiting order;
    ``order`` the wet cells in visiting order. ``pieces`` counts the cells that are not bare
    ground, ``wet_pieces`` the wet ones; ``drains`` and ``wet_drains`` likewise.
    """

    wet: tuple[bool, ...]
    depth: tuple[int, ...]
    came_from: tuple[int, ...]
    entry: tuple[int, ...]
    spills: tuple[tuple[int, int], ...]
    order: tuple[int, ...]
    pieces: int
    wet_pieces: int
    drains: int
    wet_drains: int
    solved: bool

    @property
    def leaks(self) -> int:
        """How many open ends the water runs out of."""
        return len(self.spills)


_ARMS: Final = tuple(tuple((side, (side + 2) & 3, 1 << ((side + 2) & 3)) for side in range(4) if mask >> side & 1)
                     for mask in range(16))
"""Per mask: (side, the side back, its bit) for each side it opens on."""
_DRY: Final = -1


def flow_of(layout: Layout, masks: Sequence[int] | None = None) -> Flow:
    """The flow of ``layout`` with its pieces turned as ``masks`` (one mask per cell;
    the layout's own cells when None). Walls and wrap come from ``layout``.
    Linear in the number of cells."""
    cells = layout.cells if masks is None else masks
    size = layout.size
    if len(cells) != size:
        raise ValueError(f"{layout.width}x{layout.height} needs {size} masks, got {len(cells)}")
    table = neighbours_of(layout)
    arms = _ARMS
    depth = [_DRY] * size
    came_from = [-1] * size
    entry = [-1] * size
    spills: list[tuple[int, int]] = []
    order: list[int] = []
    for s in layout.sources:
        if depth[s] < 0:
            depth[s] = 0
            order.append(s)
    # breadth first: ``order`` is the queue, read as it grows
    for cell in order:
        base = cell * 4
        deeper = depth[cell] + 1
        for side, back, bit in arms[cells[cell] & 15]:
            other = table[base + side]
            if other < 0 or not cells[other] & bit:
                spills.append((cell, side))
            elif depth[other] < 0:
                depth[other] = deeper
                came_from[other] = cell
                entry[other] = back
                order.append(other)
    wet = tuple(map(_DRY.__lt__, depth))
    pieces = size - cells.count(0)
    wet_drains = sum(1 for d in layout.drains if depth[d] >= 0)
    if layout.kind == "network":
        reached = len(order) == pieces
    else:
        reached = wet_drains == len(layout.drains)
    branched = layout.kind == "inlet-outlet" and any(arms_of(cells[c]) > 2 for c in order)
    return Flow(wet, tuple(depth), tuple(came_from), tuple(entry), tuple(spills), tuple(order),
                pieces, len(order), len(layout.drains), wet_drains,
                reached and not spills and not branched)


def is_solved(layout: Layout, masks: Sequence[int] | None = None) -> bool:
    """Whether ``layout`` with its pieces turned as ``masks`` is solved (see ``flow_of``)."""
    return flow_of(layout, masks).solved
