"""An independent answer counter for small boards of any grid: tries every facing of every piece.

It shares no code with ``suido.solver``, ``suido.flow`` or ``suido.grids.polygon``: it reads the grid only
through its neighbour table (walls included), the side back of each side and each cell's polygon's sides in
clockwise order, and turns a piece and runs the water itself. A network prunes an assignment as soon as two
faced pieces disagree across an edge (every piece must be wet there, so any disagreement leaks); other kinds
try everything. Answers are counted as the solver counts them: two assignments that differ only in how dry
pieces face are one answer.
"""

from __future__ import annotations

from suido.codes import Layout


def _facings(mask: int, ring: tuple[int, ...]) -> list[int]:
    """Every facing of ``mask`` on a polygon whose sides clockwise are ``ring``: a turn moves each arm one side
    on round the ring."""
    out = set()
    k = len(ring)
    for q in range(k):
        turned = 0
        for i, side in enumerate(ring):
            if mask >> side & 1:
                turned |= 1 << ring[(i + q) % k]
        out.add(turned)
    return sorted(out)


def count_answers(layout: Layout, limit: int = 99) -> int:
    """How many answers ``layout`` has (up to ``limit``), by trying every facing."""
    return len(answers(layout, limit))


def answers(layout: Layout, limit: int = 99) -> set[tuple[int, ...]]:
    """The answers of ``layout`` (up to ``limit``), each as masks with -1 for a dry piece, by trying every facing."""
    grid = layout.geometry
    n = grid.sides
    table = grid.neighbour_table(layout.width, layout.height, layout.wrap, layout.walls)
    back = [grid.opposite(s) for s in range(n)]
    polygons = grid.polygon_of(layout.width, layout.height, layout.wrap)
    rings = [grid.polygons[p].clockwise for p in range(len(grid.polygons))]
    size = len(layout.cells)
    locked = set(layout.locked)
    choices = [[m] if c in locked or not m else _facings(m, rings[polygons[c]]) for c, m in enumerate(layout.cells)]
    masks = list(layout.cells)
    network = layout.kind == "network"
    found: set[tuple[int, ...]] = set()

    def agrees(c: int) -> bool:
        for s in range(n):
            o = table[c * n + s]
            mine = masks[c] >> s & 1
            if o < 0:
                if mine:
                    return False
            elif o <= c and mine != masks[o] >> back[s] & 1:
                return False
        return True

    def answer() -> tuple[int, ...] | None:
        wet = set(layout.sources)
        todo = list(wet)
        while todo:
            c = todo.pop()
            for s in range(n):
                if masks[c] >> s & 1:
                    o = table[c * n + s]
                    if o < 0 or not masks[o] >> back[s] & 1:
                        return None  # a leak
                    if o not in wet:
                        wet.add(o)
                        todo.append(o)
        if network and any(masks[c] and c not in wet for c in range(size)):
            return None
        if any(d not in wet for d in layout.drains):
            return None
        if layout.kind == "inlet-outlet" and any(bin(masks[c]).count("1") > 2 for c in wet):
            return None
        return tuple(m if c in wet else -1 for c, m in enumerate(masks))

    def walk(c: int) -> bool:
        if c == size:
            key = answer()
            if key is not None:
                found.add(key)
            return len(found) >= limit
        for f in choices[c]:
            masks[c] = f
            if network and not agrees(c):
                continue
            if walk(c + 1):
                return True
        masks[c] = layout.cells[c]
        return False

    walk(0)
    return found
