"""Big pieces: the shapes a square of four cells can hold as one piece, by name.

A big piece fills a square of four cells (top-left, top-right, bottom-right, bottom-left:
`codes.square_cells`) and holds one, two or three separate *pipes*: the cells a pipe
joins inside the square, and the sides where it opens out of the square. It turns as one
(`game.turn_square`). The facts come from SUIDO-JS.md section 4.5:

- The *shapes* are found by enumeration: every set of the four inside joins except none
  and all four (a ring), times the 256 patterns of the eight outer half-sides; a shape
  with a bare cell, or with a pipe that opens nowhere, is not a shape. Two shapes that
  are one turned are one shape, named by its *id*: the least of the four turns written as
  four hex digits (the masks top-left, top-right, bottom-right, bottom-left). There are
  699, sorted by (pipes, openings, family descending, id).
- A shape's *family* is its pipes' opening counts, largest first, joined with "+" ("2+2",
  "3+1+1"): 32 families, in the order they first appear among the sorted shapes.
- The five original *kinds*, by their masks facing north: end, hairpin, straight, elbow,
  tee; and the *mixes* a board's big pieces are drawn from: "five" (the kinds, weighted as
  `KIND_DRAWS`), "simple" (at most two pipes and four openings), "more" (at most two
  pipes) and "all". Outside "five" a family is picked first, then a shape within it.

>>> from suido import bigs
>>> len(bigs.SHAPES), len(bigs.FAMILIES)
(699, 32)
>>> big_shape_of((5, 5, 5, 5))
(BigShape(id='5555', masks=(5, 5, 5, 5), pipes=2, openings=4, family='2+2'), 0)
>>> KINDS["tee"], kind_of((13, 5, 5, 13))
((5, 7, 7, 5), ('tee', 2))
"""

from __future__ import annotations

from functools import lru_cache
from typing import TYPE_CHECKING, Callable, Final, NamedTuple, Sequence

from .grids.square import turn

Masks4 = tuple[int, int, int, int]

KINDS: Final[dict[str, Masks4]] = {
    "end": (3, 12, 9, 2),
    "hairpin": (5, 5, 9, 3),
    "straight": (5, 5, 5, 5),
    "elbow": (5, 3, 10, 3),
    "tee": (5, 7, 7, 5),
}
"""The five original big pieces, masks top-left, top-right, bottom-right, bottom-left, facing north."""
KIND_DRAWS: Final = ("end", "hairpin", "hairpin", "straight", "elbow", "elbow", "tee")
"""The mix "five" draws a kind uniformly from this list (so a hairpin or an elbow twice as often)."""
MIXES: Final = ("five", "simple", "more", "all")
"""The mixes of big pieces `make(big_kinds=...)` draws from."""

# the inside joins: (cell index a, its side, cell index b, its side), a and b in the order TL, TR, BR, BL
_JOINS: Final = ((0, 1, 1, 3), (1, 2, 2, 0), (3, 1, 2, 3), (0, 2, 3, 0))
# the outer half-sides: (cell index, side)
_OUTER: Final = ((0, 0), (0, 3), (1, 0), (1, 1), (2, 1), (2, 2), (3, 2), (3, 3))


class BigShape(NamedTuple):
    """One big-piece shape: its `id` (4 hex digits, the least of its turns), its `masks`
    (top-left, top-right, bottom-right, bottom-left, as the id spells them), how many
    `pipes` and outer `openings` it has, and its `family` ("3+1")."""

    id: str
    masks: Masks4
    pipes: int
    openings: int
    family: str


def turn_masks(masks: Sequence[int], q: int) -> Masks4:
    """The four masks of a square (TL, TR, BR, BL) turned `q` quarters clockwise: each
    piece moves `q` places on round the square and turns `q` quarters (SUIDO-JS.md 4.4)."""
    q %= 4
    out = [0, 0, 0, 0]
    for i in range(4):
        out[(i + q) % 4] = turn(masks[i], q)
    return (out[0], out[1], out[2], out[3])


def _id(masks: Sequence[int]) -> str:
    return "".join(f"{m:x}" for m in masks)


def _canonical(masks: Sequence[int]) -> str:
    return min(_id(turn_masks(masks, q)) for q in range(4))


def _pipes(masks: Sequence[int]) -> list[int] | None:
    """The opening count of each pipe (its cells joined inside), or None when the masks are
    not a big piece: a bare cell, an inside side that does not meet its neighbour's, or a
    pipe with no opening out of the square."""
    if any(m == 0 for m in masks):
        return None
    group = [0, 1, 2, 3]

    def root(i: int) -> int:
        while group[i] != i:
            i = group[i]
        return i

    for a, sa, b, sb in _JOINS:
        ja, jb = masks[a] >> sa & 1, masks[b] >> sb & 1
        if ja != jb:
            return None
        if ja:
            group[root(a)] = root(b)
    counts: dict[int, int] = {}
    for i in range(4):
        counts.setdefault(root(i), 0)
    for i, side in _OUTER:
        if masks[i] >> side & 1:
            counts[root(i)] += 1
    if any(n == 0 for n in counts.values()):
        return None
    return sorted(counts.values(), reverse=True)


@lru_cache(maxsize=1)
def _enumerate() -> tuple[tuple[BigShape, ...], tuple[str, ...]]:
    found: dict[str, BigShape] = {}
    for joins in range(1, 15):  # not none (0), not the ring (15)
        inside = [0, 0, 0, 0]
        for k, (a, sa, b, sb) in enumerate(_JOINS):
            if joins >> k & 1:
                inside[a] |= 1 << sa
                inside[b] |= 1 << sb
        for outer in range(256):
            masks = list(inside)
            for k, (i, side) in enumerate(_OUTER):
                if outer >> k & 1:
                    masks[i] |= 1 << side
            counts = _pipes(masks)
            if counts is None:
                continue
            key = _canonical(masks)
            if key not in found:
                m = tuple(int(ch, 16) for ch in key)
                found[key] = BigShape(key, (m[0], m[1], m[2], m[3]), len(counts), sum(counts),
                                      "+".join(map(str, counts)))
    shapes = sorted(found.values(), key=lambda s: (s.pipes, s.openings, _desc(s.family), s.id))
    families: list[str] = []
    for s in shapes:
        if s.family not in families:
            families.append(s.family)
    return tuple(shapes), tuple(families)


def _desc(text: str) -> tuple[int, ...]:
    # sorts strings descending, the reference's (pipes, openings, family DESC, id) order
    return tuple(-ord(ch) for ch in text) + (1,)


@lru_cache(maxsize=1)
def _by_id() -> dict[str, BigShape]:
    return {s.id: s for s in _enumerate()[0]}


def __getattr__(name: str) -> tuple[BigShape, ...] | tuple[str, ...]:
    # SHAPES and FAMILIES are enumerated on first use, not on import: the worker imports this
    # module's neighbours on its boot and never needs the 699 shapes to play
    if name == "SHAPES":
        return _enumerate()[0]
    if name == "FAMILIES":
        return _enumerate()[1]
    raise AttributeError(f"module 'suido.bigs' has no attribute {name!r}")


if TYPE_CHECKING:
    SHAPES: tuple[BigShape, ...]
    """The 699 big-piece shapes, sorted by (pipes, openings, family descending, id)."""
    FAMILIES: tuple[str, ...]
    """The 32 families, in the order they first appear in `SHAPES`."""


def shape_by_id(shape_id: str) -> BigShape:
    """The shape named `shape_id` (4 hex digits). Raises `ValueError` for a name that is
    not one of the 699 (a turned name is not a name: use `big_shape_of`)."""
    shape = _by_id().get(shape_id) if isinstance(shape_id, str) else None
    if shape is None:
        raise ValueError(f"{shape_id!r} is not a big piece's shape id (4 hex digits, the least of its turns)")
    return shape


def big_shape_of(masks: Sequence[int]) -> tuple[BigShape, int] | None:
    """The shape four masks (TL, TR, BR, BL) hold, and the quarters clockwise from the
    shape's own masks to them; None when they are not a big piece."""
    if len(masks) != 4 or any(isinstance(m, bool) or not isinstance(m, int) or not 0 <= m <= 15 for m in masks):
        return None
    shape = _by_id().get(_canonical(masks))
    if shape is None:
        return None
    q = next(q for q in range(4) if turn_masks(shape.masks, q) == tuple(masks))
    return shape, q


def kind_of(masks: Sequence[int]) -> tuple[str, int] | None:
    """Which of the five kinds four masks hold and the quarters from the kind's masks facing
    north, or None when they are none of the five."""
    for name, own in KINDS.items():
        for q in range(4):
            if turn_masks(own, q) == tuple(masks):
                return name, q
    return None


def masks_of(kind_or_id: str, q: int = 0) -> Masks4:
    """The masks of a kind ("tee") or a shape id ("5555") turned `q` quarters clockwise.
    Raises `ValueError` for a name that is neither."""
    own = KINDS.get(kind_or_id) if isinstance(kind_or_id, str) else None
    if own is None:
        own = shape_by_id(kind_or_id).masks
    return turn_masks(own, q)


def in_mix(shape: BigShape, mix: str) -> bool:
    """Whether `shape` is one a board of `mix` may hold (see the module's note)."""
    if mix == "five":
        return kind_of(shape.masks) is not None
    if mix == "simple":
        return shape.pipes <= 2 and shape.openings <= 4
    if mix == "more":
        return shape.pipes <= 2
    if mix == "all":
        return True
    raise ValueError(f"a mix is one of {', '.join(MIXES)}, not {mix!r}")


@lru_cache(maxsize=None)
def families_in(mix: str) -> tuple[tuple[BigShape, ...], ...]:
    """The shapes of `mix`, grouped by family in `FAMILIES` order (empty families left out)."""
    shapes, families = _enumerate()
    groups = [tuple(s for s in shapes if s.family == f and in_mix(s, mix)) for f in families]
    return tuple(g for g in groups if g)


def draw_masks(mix: str, below: Callable[[int], int]) -> Masks4:
    """The masks of a big piece drawn from `mix` and turned at random, with `below(n)`
    giving a whole number 0..n-1 (the caller's seeded randomness)."""
    if mix == "five":
        own = KINDS[KIND_DRAWS[below(len(KIND_DRAWS))]]
    else:
        groups = families_in(mix)
        group = groups[below(len(groups))]
        own = group[below(len(group))].masks
    return turn_masks(own, below(4))
