"""The loops and islands in a board's replies, beside the water: `suido.loops` on the flow the
move already worked out, the sets said again only when they changed.

A reply that has them carries `rings`: `{"loops": [SET...], "islands": [SET...]}`, each SET
`{"cells": [given cells...], "d": "..."}` (the pieces by the cell they were given in, as the water's
lists, and the mark's path by `suido.svg.rings`); the open reply always, with `words` (the sentences
said once when one forms and a piece's words). The page shows them by its setting (always, only once
every piece of a set is pinned, or never) and says a set that was not shown before.
"""

from __future__ import annotations

from typing import Any, Sequence

from .. import strings
from ..codes import Layout
from ..flow import Flow
from ..loops import Rings, loops_of
from ..svg.rings import island_d, loop_d

_WORDS = ("ringLoop", "ringIsland", "inLoop", "inIsland", "and", "ringsKeyLoop", "ringsKeyIsland")


def _sets(board: Any, rings: Rings) -> dict[str, Any]:
    """The sets as the page is told them; each mark's path kept on the board while its set lasts."""
    layout, cell_at = board.layout, board.cell_at
    had = board.ring_paths
    paths: dict[tuple[bool, tuple[int, ...]], str] = {}
    out: dict[str, Any] = {"loops": [], "islands": []}
    for island, sets in ((False, rings.loops), (True, rings.islands)):
        for cells in sets:
            key = (island, cells)
            d = paths[key] = had.get(key) or (island_d if island else loop_d)(layout, cells)
            out["islands" if island else "loops"].append({"cells": [cell_at[p] for p in cells], "d": d})
    board.ring_paths = paths
    return out


def rings_open(board: Any, flow: Flow) -> dict[str, Any]:
    """The open reply's `rings` for `board` (`suido.web.boards`' board: its layout, game, `cell_at`,
    `lang`), worked out afresh and kept on the board (`board.rings`)."""
    layout = board.layout
    board.rings = loops_of(layout, flow, board.game.masks)
    return {**_sets(board, board.rings),
            "words": {k: strings.say(board.lang, k) for k in _WORDS}}


def rings_moved(board: Any, flow: Flow, masks: Sequence[int]) -> dict[str, Any]:
    """`{"rings": ...}` for a move's reply when the loops or islands changed, else `{}`; `board.rings`
    brought up to date from the last (only where the links changed)."""
    before = board.rings
    now = loops_of(board.layout, flow, masks, before)
    board.rings = now
    if before is not None and now.loops == before.loops and now.islands == before.islands:
        return {}
    return {"rings": _sets(board, now)}
