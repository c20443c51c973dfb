"""An independent answer counter for small hexagonal boards: tries every facing of every piece.

It shares no code with ``suido.grids``, ``suido.flow`` or ``suido.solver``: its neighbours are
written here from the hexagonal grid's definition (odd-r rows; sides NE 1, E 2, SE 4, SW 8, W 16, NW 32; wrap
mod W and H; walls ``cell * 3 + k``, k E, SE, SW), its water is its own. A network prunes an
assignment as soon as two faced pieces disagree across an edge (every piece must be wet, so any
disagreement leaks); other kinds try everything. Answers are counted as the solver counts them:
two assignments that differ only in how dry pieces face are one answer.
"""

from __future__ import annotations

from suido.codes import Layout

EVEN = ((-1, 0), (0, 1), (1, 0), (1, -1), (0, -1), (-1, -1))
ODD = ((-1, 1), (0, 1), (1, 1), (1, 0), (0, -1), (-1, 0))


def hex_turn(m: int, q: int) -> int:
    """``m`` turned ``q`` sixths clockwise (a 6-bit rotate left)."""
    q %= 6
    return ((m << q) | (m >> (6 - q))) & 63


def hex_neighbours(width: int, height: int, wrap: bool, walls: tuple[int, ...]) -> list[list[int]]:
    """Per cell, per side 0..5: the cell across, or -1 (the rim, a wall)."""
    out = []
    for cell in range(width * height):
        r, c = divmod(cell, width)
        row = []
        for dr, dc in (ODD if r % 2 else EVEN):
            r2, c2 = r + dr, c + dc
            if wrap:
                r2, c2 = r2 % height, c2 % width
            elif not (0 <= r2 < height and 0 <= c2 < width):
                row.append(-1)
                continue
            row.append(r2 * width + c2)
        out.append(row)
    for edge in walls:
        cell, k = divmod(edge, 3)
        side = (1, 2, 3)[k]
        other = out[cell][side]
        if other >= 0:
            out[cell][side] = -1
            out[other][(side + 3) % 6] = -1
    return out


def hex_water(layout: Layout, masks: list[int] | tuple[int, ...]) -> tuple[set[int], bool]:
    """The wet cells from the pumps, and whether some wet open end meets nothing."""
    nb = hex_neighbours(layout.width, layout.height, layout.wrap, layout.walls)
    return _water(layout, nb, masks)


def _water(layout: Layout, nb: list[list[int]], masks) -> tuple[set[int], bool]:
    wet = set(layout.sources)
    todo = list(wet)
    leak = False
    while todo:
        c = todo.pop()
        for s in range(6):
            if masks[c] >> s & 1:
                o = nb[c][s]
                if o < 0 or not masks[o] >> ((s + 3) % 6) & 1:
                    leak = True
                elif o not in wet:
                    wet.add(o)
                    todo.append(o)
    return wet, leak


def hex_solved(layout: Layout, masks) -> bool:
    """Whether ``masks`` solves ``layout`` by the rules (no leak; every piece wet in a network,
    every drain otherwise; inlet-outlet: no wet piece of more than two arms)."""
    nb = hex_neighbours(layout.width, layout.height, layout.wrap, layout.walls)
    return _key(layout, nb, list(masks)) is not None


def _key(layout: Layout, nb: list[list[int]], masks: list[int]) -> tuple[int, ...] | None:
    wet, leak = _water(layout, nb, masks)
    if leak:
        return None
    if layout.kind == "network":
        if any(masks[c] and c not in wet for c in range(layout.size)):
            return None
    elif any(d not in wet for d in layout.drains):
        return None
    if layout.kind == "inlet-outlet" and any(bin(masks[c]).count("1") > 2 for c in wet):
        return None
    return tuple(m if c in wet else -1 for c, m in enumerate(masks))


def hex_answers(layout: Layout, limit: int = 99) -> set[tuple[int, ...]]:
    """The answers of ``layout`` (up to ``limit``), each as masks with -1 for a dry piece.

    Each cell in turn is given every facing, or dry (-1) when it is a piece the kind lets the
    water leave dry; an assignment is dropped as soon as two wet cells disagree across an edge or
    a wet cell opens onto the rim, a wall or a dry cell. At the end the water is run from the
    pumps (``_key``) and the assignment counts when the cells it wets are exactly those faced wet."""
    nb = hex_neighbours(layout.width, layout.height, layout.wrap, layout.walls)
    network = layout.kind == "network"
    ends = set(layout.sources) | set(layout.drains)
    faces = []
    for cell, m in enumerate(layout.cells):
        options = [m] if cell in layout.locked else sorted({hex_turn(m, q) for q in range(6)})
        if m == 0:
            options = [-1]
        elif not network and cell not in ends:
            options.append(-1)
        faces.append(options)
    masks = [0] * layout.size
    found: set[tuple[int, ...]] = set()

    def agrees(cell: int) -> bool:  # against the cells already faced (those before it)
        mine_mask = masks[cell]
        for s in range(6):
            o = nb[cell][s]
            mine = mine_mask >> s & 1 if mine_mask >= 0 else 0
            if o < 0:
                if mine:
                    return False
            elif o < cell:
                theirs = masks[o] >> ((s + 3) % 6) & 1 if masks[o] >= 0 else 0
                if (mine_mask >= 0 and masks[o] >= 0 and mine != theirs) or (mine and masks[o] < 0) \
                        or (theirs and mine_mask < 0):
                    return False
        return True

    def walk(cell: int) -> bool:
        if cell == len(masks):
            plain = [max(m, 0) for m in masks]
            key = _key(layout, nb, plain)
            if key is not None and key == tuple(m if layout.cells[c] else -1 for c, m in enumerate(masks)):
                found.add(key)
            return len(found) >= limit
        for f in faces[cell]:
            masks[cell] = f
            if agrees(cell) and walk(cell + 1):
                return True
        return False

    walk(0)
    return found


def count_hex_answers(layout: Layout, limit: int = 99) -> int:
    """How many answers ``layout`` has (up to ``limit``), by trying every facing."""
    return len(hex_answers(layout, limit))
