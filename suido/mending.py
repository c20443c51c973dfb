"""Mending a plan whose proof found a second answer, rather than starting over.

`mend(plan, ours, other, used)` changes the plan (`suido.plans`) so that `other` is no
longer an answer, in the region where the two answers differ: a wall on an edge only the other
answer uses, or a lock on a piece where they differ (when those twists were asked for);
otherwise it removes every spare the other answer wets, or moves a pipe (adds a forest edge at a
differing cell and removes another from the loop or the pump-to-pump path it makes; on a drains
board the cells the pipe left keep their pieces as spares, except where the answers differ).
The generator (`suido.generator`) proves the mended plan again. Every step asks the plan's grid
for sides and edges, so squares and hexagons are mended alike.
"""

from __future__ import annotations

from .flow import flow_of
from .plans import Plan


def mend(plan: Plan, ours: tuple[int, ...], other: tuple[int, ...], used: set[int]) -> bool:
    """Change `plan` so that `other` is no longer an answer; False if it cannot."""
    o, rng, raw, k = plan.opts, plan.rng, plan.raw, plan.k
    other_wet = flow_of(plan.layout(list(other)), other).wet
    diff = [c for c in range(plan.n) if other_wet[c] != (c in used) or ours[c] != other[c]]
    tools = []
    if len(plan.walls) < o.walls:
        tools.append("wall")
    if len(plan.locked) < o.locked:
        tools.append("lock")
    while tools:
        tool = tools.pop(rng.below(len(tools)))
        if tool == "wall":
            edges = sorted({plan.edge(c, s) for c in diff if other_wet[c] for s in range(k)
                            if other[c] >> s & 1 and raw[c * k + s] >= 0
                            and (min(c, raw[c * k + s]), max(c, raw[c * k + s])) not in plan.edges
                            and not plan.squares.inside(c, raw[c * k + s])
                            and plan.edge(c, s) not in plan.walls})
            if edges:
                plan.walls.add(edges[rng.below(len(edges))])
                return True
        else:
            cells = [c for c in diff if c in used and plan.can_turn(c, ours[c]) and c not in plan.locked
                     and c not in plan.squares.cells]
            if cells:
                plan.locked.add(cells[rng.below(len(cells))])
                return True
    if o.kind != "network":
        spares = [c for c in diff if c not in used and other_wet[c] and c in plan.spare]
        if spares:
            for c in spares:
                if o.kind == "inlet-outlet":
                    plan.spare[c] = plan.pool_pick(2, c)
                else:
                    del plan.spare[c]
            return True
    return _rewire(plan, diff, used)


def _keep_drain_paths(plan: Plan, before: list[int], region: set[int]) -> None:
    """After a pipe moved on a drains or inlet-outlet board: keep only the pipes from
    each drain back to its pump; a cell left out keeps its old piece, as a spare, unless
    it is in `region` (where the two answers differ: there its old piece would make
    the other answer again)."""
    links: dict[int, list[int]] = {}
    for x, y in plan.edges:
        links.setdefault(x, []).append(y)
        links.setdefault(y, []).append(x)
    parent = [-2] * plan.n
    stack = list(plan.pumps)
    for p in stack:
        parent[p] = -1
    while stack:
        x = stack.pop()
        for y in links.get(x, ()):
            if parent[y] == -2:
                parent[y] = x
                stack.append(y)
    plan.keep_paths(parent, plan.drains)
    now = plan.used()
    plan.locked &= now  # a lock stays only on a pipe of the answer (a spare may turn blank)
    for c in range(plan.n):
        if before[c] and c not in now and c not in plan.spare and c not in region:
            plan.spare[c] = before[c]


def _rewire(plan: Plan, diff: list[int], used: set[int]) -> bool:
    """Move a pipe at a differing cell: add a new edge there and cut the loop (or the
    pump-to-pump path) it makes, keeping a forest with one pump a tree. On a drains or
    inlet-outlet board the new edge joins two used cells, and afterwards only the pipes
    from the drains back to the pumps are kept."""
    rng, raw, k = plan.rng, plan.raw, plan.k
    network = plan.opts.kind == "network"
    before = plan.masks()
    region = set(diff)
    starts = list(diff)
    rng.shuffle(starts)
    for c in starts:
        sides = [s for s in range(k) if raw[c * k + s] >= 0]
        rng.shuffle(sides)
        for s in sides:
            nb = raw[c * k + s]
            pair = (min(c, nb), max(c, nb))
            if pair in plan.edges or nb == c or plan.edge(c, s) in plan.walls or pair in plan.squares.banned:
                continue
            if not network and (c not in used or nb not in used):
                continue
            path = _path(plan, c, nb)
            path = [e for e in path if e not in plan.squares.forced]
            cut = [e for e in path if (e[0] in region or e[1] in region)] or path
            order = list(range(len(cut)))
            rng.shuffle(order)
            for i in order:
                e = cut[i]
                plan.edges.add(pair)
                plan.edges.discard(e)
                if not plan.hemmed_in():
                    if network:
                        return True
                    kept_edges, kept_spares = set(plan.edges), dict(plan.spare)
                    _keep_drain_paths(plan, before, region)
                    if not plan.hemmed_in():
                        return True
                    plan.edges, plan.spare = kept_edges, kept_spares  # a pump left dry: not this one
                plan.edges.add(e)
                plan.edges.discard(pair)
    return False


def _path(plan: Plan, a: int, b: int) -> list[tuple[int, int]]:
    """The forest edges on the way from `a` to `b` if they share a tree, else on the
    ways from each to its pump (joining them would join two pumps' trees)."""
    links: dict[int, list[int]] = {}
    for x, y in plan.edges:
        links.setdefault(x, []).append(y)
        links.setdefault(y, []).append(x)
    parent = {a: a}
    stack = [a]
    while stack:
        x = stack.pop()
        for y in links.get(x, ()):
            if y not in parent:
                parent[y] = x
                stack.append(y)

    def up(start: int, tree: dict[int, int], stop: set[int]) -> list[tuple[int, int]]:
        out = []
        x = start
        while x not in stop and tree[x] != x:
            y = tree[x]
            out.append((min(x, y), max(x, y)))
            x = y
        return out
    if b in parent:
        return up(b, parent, {a})
    # different trees: the pump of each, and the path from each end to it
    out: list[tuple[int, int]] = []
    for end in (a, b):
        tree = {end: end}
        stack = [end]
        while stack:
            x = stack.pop()
            for y in links.get(x, ()):
                if y not in tree:
                    tree[y] = x
                    stack.append(y)
        pump = next((p for p in plan.pumps if p in tree), end)
        out += up(pump, tree, {end})
    return out
