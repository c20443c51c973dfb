"""An independent answer counter for small boards: tries every facing of every piece.

It shares no code with ``suido.solver`` or ``suido.flow``: its own neighbours, its own water.
A network prunes an assignment as soon as two faced pieces disagree across an edge (every
piece must be wet there, so any disagreement leaks); other kinds try everything. Answers are
counted as the solver counts them: on drains and inlet-outlet boards, two assignments that
differ only in how dry pieces face are one answer.
"""

from __future__ import annotations

from suido.codes import Layout


def _turn(m: int, q: int) -> int:
    return ((m << q) | (m >> (4 - q))) & 15 if q else m


def _neighbours(layout: Layout) -> list[list[int]]:
    w, h = layout.width, layout.height
    walls = set(layout.walls)
    out = []
    for cell in range(w * h):
        r, c = divmod(cell, w)
        row = []
        for side, (dr, dc) in enumerate(((-1, 0), (0, 1), (1, 0), (0, -1))):
            r2, c2 = r + dr, c + dc
            if not layout.wrap and not (0 <= r2 < h and 0 <= c2 < w):
                row.append(-1)
                continue
            other = (r2 % h) * w + c2 % w
            edge = {0: other * 2 + 1, 1: cell * 2, 2: cell * 2 + 1, 3: other * 2}[side]
            row.append(-1 if edge in walls else other)
        out.append(row)
    return out


def _choices(layout: Layout) -> list[tuple[tuple[int, ...], list[tuple[int, ...]]]]:
    """Per unit: (its cells, its distinct facings as masks per cell)."""
    w = layout.width
    rings = [(a, a + 1, a + w + 1, a + w) for a in sorted(layout.bigs + layout.blocks)]
    in_ring = {c for r in rings for c in r}
    units = []
    for cell, m in enumerate(layout.cells):
        if cell in in_ring:
            continue
        faces = [m] if cell in layout.locked else sorted({_turn(m, q) for q in range(4)})
        units.append(((cell,), [(f,) for f in faces]))
    for ring in rings:
        faces = []
        for q in range(4):
            placed = [0] * 4
            for i in range(4):
                placed[(i + q) % 4] = _turn(layout.cells[ring[i]], q)
            if tuple(placed) not in faces:
                faces.append(tuple(placed))
        units.append((ring, faces))
    units.sort(key=lambda u: u[0][0])
    return units


def _water(layout: Layout, nb: list[list[int]], masks: list[int]) -> tuple[set[int], bool]:
    wet = set(layout.sources)
    todo = list(wet)
    leak = False
    while todo:
        c = todo.pop()
        for s in range(4):
            if masks[c] >> s & 1:
                o = nb[c][s]
                if o < 0 or not masks[o] >> ((s + 2) % 4) & 1:
                    leak = True
                elif o not in wet:
                    wet.add(o)
                    todo.append(o)
    return wet, leak


def count_answers(layout: Layout, limit: int = 99) -> int:
    """How many answers ``layout`` has (up to ``limit``), by trying every facing."""
    return len(answers(layout, limit))


def answers(layout: Layout, limit: int = 99) -> set[tuple[int, ...]]:
    """The answers of ``layout`` (up to ``limit``), each as masks with -1 for a dry piece, by trying every facing."""
    nb = _neighbours(layout)
    units = _choices(layout)
    masks = list(layout.cells)
    network = layout.kind == "network"
    assigned = [False] * layout.size
    found: set[tuple[int, ...]] = set()

    def agrees(cells: tuple[int, ...]) -> bool:
        for c in cells:
            for s in range(4):
                o = nb[c][s]
                mine = masks[c] >> s & 1
                if o < 0:
                    if mine:
                        return False
                elif assigned[o] and mine != masks[o] >> ((s + 2) % 4) & 1:
                    return False
        return True

    def solved() -> tuple[int, ...] | None:
        wet, leak = _water(layout, nb, masks)
        if leak:
            return None
        if network:
            if any(masks[c] and c not in wet for c in range(layout.size)):
                return None
        elif any(d not in wet for d in layout.drains):
            return None
        if layout.kind == "inlet-outlet" and any(bin(masks[c]).count("1") > 2 for c in wet):
            return None
        return tuple(m if c in wet else -1 for c, m in enumerate(masks))

    stack = [(0, -1)]  # explicit: (unit index, facing tried last)
    while stack:
        k, tried = stack.pop()
        if k == len(units):
            key = solved()
            if key is not None:
                found.add(key)
                if len(found) >= limit:
                    break
            continue
        cells, faces = units[k]
        if tried >= 0:
            for c in cells:
                assigned[c] = False
        nxt = tried + 1
        while nxt < len(faces):
            for c, m in zip(cells, faces[nxt]):
                masks[c] = m
                assigned[c] = True
            if not network or agrees(cells):
                break
            for c in cells:
                assigned[c] = False
            nxt += 1
        if nxt < len(faces):
            stack.append((k, nxt))
            stack.append((k + 1, -1))
    return found
