"""Seeded board makers for the engine tests (test code, not the generator).

Every maker takes a ``random.Random`` so a failing case names its seed; nothing here
uses the engine's own flow or solver, so the tests can hold the engine to it.
"""

from __future__ import annotations

import random

import suido
from suido.codes import Layout, square_cells

SHAPES = (0, 1, 3, 5, 7, 15)
CASES = [  # (width, height, kind, wrap): the sweep every law runs over
    (w, h, kind, wrap)
    for (w, h) in ((2, 2), (3, 3), (2, 5), (4, 3), (5, 5), (7, 4), (8, 8))
    for kind in ("network", "drains", "inlet-outlet")
    for wrap in (False, True)
    if not (wrap and (w < 3 or h < 3)) and not (kind == "inlet-outlet" and (w < 3 or h < 3))
]


def case_id(case: tuple[int, int, str, bool]) -> str:
    w, h, kind, wrap = case
    return f"{w}x{h}-{kind}{'-wrap' if wrap else ''}"


def random_layout(rng: random.Random, width: int, height: int, kind: str = "network", wrap: bool = False,
                  *, walls: float = 0.1, locked: float = 0.1, squares: int = 0, pumps: int | None = None) -> Layout:
    """A valid layout with random pieces (not necessarily solvable)."""
    n = width * height
    cells = [rng.choice(range(16)) for _ in range(n)]
    free = list(range(n))
    rng.shuffle(free)
    bigs: list[int] = []
    blocks: list[int] = []
    taken: set[int] = set()
    if kind == "network":
        for _ in range(squares):
            a = rng.randrange(n)
            if a % width > width - 2 or a // width > height - 2:
                continue
            ring = square_cells(a, width)
            if taken & set(ring) or len(taken) + 4 > n - 4:
                continue
            taken |= set(ring)
            if rng.random() < 0.5:
                joins = [rng.random() < 0.6 for _ in range(4)]  # TL-TR, TR-BR, BL-BR, TL-BL
                tl, tr, br, bl = (rng.randrange(16) & ~mask for mask in (2 | 4, 8 | 4, 1 | 8, 1 | 2))
                tl |= 2 * joins[0] | 4 * joins[3]
                tr |= 8 * joins[0] | 4 * joins[1]
                br |= 1 * joins[1] | 8 * joins[2]
                bl |= 2 * joins[2] | 1 * joins[3]
                for c, m in zip(ring, (tl, tr, br, bl)):
                    cells[c] = m or 15
                if all(cells[c] for c in ring) and _joined(cells, ring):
                    bigs.append(a)
                    continue
            blocks.append(a)
    free = [c for c in free if c not in taken]
    if kind == "inlet-outlet":
        s, d = free[0], free[1]
        cells[s], cells[d] = rng.choice((1, 2, 4, 8)), rng.choice((1, 2, 4, 8))
        sources, drains = [s], [d]
        rest = free[2:]
    else:
        k = pumps if pumps is not None else rng.choice((1, 1, 1, 2, 3))
        sources = free[:k]
        dk = rng.randrange(0, 4) if kind == "network" else rng.randrange(1, 4)
        drains = free[k:k + dk]
        rest = free[k + dk:]
        for c in sources + drains:
            cells[c] = cells[c] or rng.randrange(1, 16)
    lock = sorted(c for c in rest if cells[c] and rng.random() < locked)
    edges = []
    for c in range(n):
        for south in (0, 1):
            e = c * 2 + south
            if not wrap and ((south and c // width == height - 1) or (not south and c % width == width - 1)):
                continue
            other = c + width if south else c + 1
            inside = any(c in square_cells(a, width) and other in square_cells(a, width) for a in bigs + blocks)
            if not inside and rng.random() < walls:
                edges.append(e)
    return Layout(width, height, kind, wrap, tuple(cells), tuple(sorted(sources)), tuple(sorted(drains)),
                  tuple(lock), tuple(edges), tuple(sorted(bigs)), tuple(sorted(blocks)))


def _joined(cells: list[int], ring: tuple[int, int, int, int]) -> bool:
    tl, tr, br, bl = (cells[c] for c in ring)
    return (bool(tl & 2) == bool(tr & 8) and bool(tr & 4) == bool(br & 1)
            and bool(bl & 2) == bool(br & 8) and bool(tl & 4) == bool(bl & 1))


def tree_board(rng: random.Random, width: int, height: int, wrap: bool = False) -> tuple[Layout, tuple[int, ...]]:
    """A network board grown as a random spanning tree from one pump, then scrambled:
    (the scrambled layout, its solution's masks). The solution wets every piece, no leak."""
    n = width * height
    pump = rng.randrange(n)
    masks = [0] * n
    for parent, children in _tree_edges(rng, width, height, wrap, pump).items():
        for child in children:
            side = _side_to(width, height, parent, child, wrap)
            masks[parent] |= 1 << side
            masks[child] |= 1 << ((side + 2) % 4)
    solution = tuple(masks)
    scrambled = tuple(suido.turn(m, rng.randrange(4)) for m in masks)
    drains = tuple(c for c in range(n) if c != pump and bin(masks[c]).count("1") == 1)
    return Layout(width, height, "network", wrap, scrambled, (pump,), drains), solution


def _tree_edges(rng: random.Random, width: int, height: int, wrap: bool, root: int) -> dict[int, list[int]]:
    """A random spanning tree as parent -> children, grown from ``root``."""
    children: dict[int, list[int]] = {root: []}
    frontier = [(root, s) for s in range(4)]
    steps = ((0, -1), (1, 0), (0, 1), (-1, 0))
    while frontier:
        cell, side = frontier.pop(rng.randrange(len(frontier)))
        r, c = divmod(cell, width)
        c2, r2 = c + steps[side][0], r + steps[side][1]
        if wrap:
            c2, r2 = c2 % width, r2 % height
        elif not (0 <= c2 < width and 0 <= r2 < height):
            continue
        other = r2 * width + c2
        if other in children:
            continue
        children[cell].append(other)
        children[other] = []
        frontier += [(other, s) for s in range(4)]
    return children


def _side_to(width: int, height: int, a: int, b: int, wrap: bool) -> int:
    """The side of cell ``a`` that cell ``b`` lies across (round the rim only on a wrap board)."""
    ra, ca = divmod(a, width)
    rb, cb = divmod(b, width)
    for side, (dc, dr) in enumerate(((0, -1), (1, 0), (0, 1), (-1, 0))):
        c, r = ca + dc, ra + dr
        if wrap:
            c, r = c % width, r % height
        if (c, r) == (cb, rb):
            return side
    raise AssertionError("not neighbours")


def path_board(rng: random.Random, width: int, height: int, kind: str, wrap: bool = False,
               locked: float = 0.0) -> tuple[Layout, tuple[int, ...]]:
    """A drains or inlet-outlet board whose answer wets only some pieces, the rest being
    spares: (the scrambled layout, its solution's masks, the spares as given)."""
    n = width * height
    root = rng.randrange(n)
    children = _tree_edges(rng, width, height, wrap and kind != "inlet-outlet", root)
    parent = {c: p for p, cs in children.items() for c in cs}
    leaves = [c for c, cs in children.items() if not cs and c != root]
    rng.shuffle(leaves)
    if kind == "inlet-outlet":
        # the path between two leaves: the first leaf becomes the root's stand-in pump
        a, b = leaves[0], leaves[1]
        up_a, node = [a], a
        while node in parent:
            node = parent[node]
            up_a.append(node)
        up_b, node = [b], b
        while node not in up_a:
            node = parent[node]
            up_b.append(node)
        path = up_a[: up_a.index(node) + 1] + up_b[-2::-1]
        edges = list(zip(path, path[1:]))
        pumps, drains = [a], [b]
    else:
        drains = sorted(leaves[: rng.randrange(1, 4)])
        edges = []
        for d in drains:
            node = d
            while node in parent and (parent[node], node) not in edges:
                edges.append((parent[node], node))
                node = parent[node]
        pumps = [root]
    masks = [0] * n
    for a, b in edges:
        side = _side_to(width, height, a, b, wrap and kind != "inlet-outlet")
        masks[a] |= 1 << side
        masks[b] |= 1 << ((side + 2) % 4)
    used = {c for e in edges for c in e}
    for c in range(n):
        if c not in used and rng.random() < 0.7:
            masks[c] = rng.choice((1, 3, 5, 7))
    lock = tuple(sorted(c for c in used if rng.random() < locked and c not in pumps))
    scrambled = [m if c in lock else suido.turn(m, rng.randrange(4)) for c, m in enumerate(masks)]
    layout = Layout(width, height, kind, wrap and kind != "inlet-outlet", tuple(scrambled), tuple(sorted(pumps)),
                    tuple(drains), lock)
    # a spare keeps its given facing in the solution, as the solver's answers have it
    return layout, tuple(m if c in used else scrambled[c] for c, m in enumerate(masks))


def proved(made: "suido.Made") -> Layout:
    """The layout of a board ``make`` made, after asserting what every made board promises: its code
    decodes to its layout, the solver finds exactly its answer, the check takes the answer and not
    the board as given (it never starts solved)."""
    layout = suido.decode(made.code)
    assert layout == made.layout
    found = suido.solve(layout, limit=2)
    assert found.complete and found.count == 1, made.code
    assert found.solutions[0] == made.solution
    assert suido.check_answer(made.code, made.answer).ok
    assert not suido.check_answer(made.code, made.code).ok
    return layout
