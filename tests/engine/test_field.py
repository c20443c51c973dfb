"""A board that wraps drawn among its copies (suido.svg.field): the board's group drawn again by reference a period of
the wrap away, the rim on the board alone, the field's box round it; the worker's open draws it when asked."""

from __future__ import annotations

import json
import re

import pytest

import suido
from suido import svg, web
from suido.grids import ALL_GRIDS
from suido.svg.field import field_extent, field_style, with_field

pytestmark = pytest.mark.engine


@pytest.mark.parametrize("grid", list(ALL_GRIDS))
def test_every_grid_s_wrapping_board_is_drawn_among_its_copies(grid: str) -> None:
    layout = suido.make(size=6, grid=grid, wrap=True, seed=2, walls=2).layout
    plain = svg.board(layout)
    text = with_field(plain, layout)
    places = ALL_GRIDS[grid].places(layout.width, layout.height, True, layout.holes)
    (ax, ay), (bx, by) = places.periods
    assert abs(ay) < 1e-6 and abs(by) > 1  # the first period runs along the rows, the other down the board
    copies = re.findall(r'<use href="#sd-c-(\d+)" data-of="(\d+)" x="([-0-9.]+)" y="([-0-9.]+)"/>', text)
    assert all(c == of for c, of, _, _ in copies) and len(copies) > layout.size // 2
    offsets = {(float(x) / 100, float(y) / 100) for _, _, x, y in copies}
    assert 6 <= len(offsets) <= 16
    det = ax * by - ay * bx
    for x, y in offsets:  # each copy a whole number of periods away (not the board's own place)
        i, j = (x * by - y * bx) / det, (ax * y - ay * x) / det
        assert abs(i - round(i)) < 0.01 and abs(j - round(j)) < 0.01 and (round(i), round(j)) != (0, 0)
    # every piece named for its copies, the lines and the walls too, each once; the copies under the board
    assert all(f'id="sd-c-{c}" data-cell="{c}"' in text for c in range(layout.size))
    assert text.count('id="sd-lines"') == 1 and text.count('id="sd-wall"') == 1
    assert text.count('<use href="#sd-lines"') == text.count('<use href="#sd-wall"') == len(offsets)
    # the loops' and islands' marks and the edge marks' layer shown a period away too, over the copies' pieces
    assert 'class="sd-loops" id="sd-loops"' in text and 'class="sd-islands" id="sd-islands"' in text
    for layer in ("sd-loops", "sd-islands", "sd-marks"):
        assert text.count(f'<use href="#{layer}"') == len(offsets)
    last_piece = text.rindex('<use href="#sd-c-')
    assert text.index('<use href="#sd-marks"') > last_piece and text.index('<use href="#sd-loops"') > last_piece
    assert text.index('<g class="sd-copies" aria-hidden="true">') < text.index('<g class="sd-cell"')
    assert text.count('class="sd-ground"') == 1 and text.count('class="sd-veil"') == 1  # the field's, not the box's
    # the veil's look is the drawing's own (a kept drawing takes the build's stylesheet, not the field's: preview.js)
    assert ".suido .sd-veil{" in svg.STYLE
    assert text.count('class="sd-rim"') == 1 and plain.count('class="sd-cell"') == text.count('class="sd-cell"')
    w, h = field_extent(layout) or (0, 0)
    ew, eh = (v * 100 for v in places.extent)
    assert w > ew and h > eh and f'data-origin="{_n((ew - w) / 2)} {_n((eh - h) / 2)}"' in text
    assert 'data-field="true"' in text and "overflow:hidden" in text and text.count("<style>") == 1
    # the board and its copies cover the whole field: no gap at its corners, on a slanted wrap too
    shown = {(float(x) / 100, float(y) / 100, int(c)) for c, _, x, y in copies}
    shown |= {(0.0, 0.0, c) for c in range(layout.size)}
    outlines = [[(cx + x, cy + y) for x, y in places.corners(c)] for c, (cx, cy) in enumerate(places.centres)]
    fw, fh, m = w / 100, h / 100, (w - ew) / 200
    for k in range(64):
        px, py = -m + fw * (k % 8 + 0.5) / 8, -m + fh * (k // 8 + 0.5) / 8
        assert any(_inside(px - dx, py - dy, outlines[c]) for dx, dy, c in shown), (px, py)


def _inside(x: float, y: float, outline: list[tuple[float, float]]) -> bool:
    """Whether (x, y) lies inside the polygon `outline` (even-odd)."""
    inside = False
    for (x1, y1), (x2, y2) in zip(outline, outline[1:] + outline[:1]):
        if (y1 > y) != (y2 > y) and x < (x2 - x1) * (y - y1) / (y2 - y1) + x1:
            inside = not inside
    return inside


def _n(v: float) -> str:
    r = round(v, 2)
    return str(int(r)) if r == int(r) else f"{r:.2f}".rstrip("0")


def test_a_board_that_does_not_wrap_has_no_field() -> None:
    layout = suido.make(size=5, seed=1).layout
    assert with_field(svg.board(layout), layout) == svg.board(layout) and field_extent(layout) is None


def test_the_field_s_style_matches_a_copy_s_parts() -> None:
    """A copy's parts are matched inside the copy: the drawing's rules read from the piece's own group."""
    style = field_style()
    assert ".sd-cell .sd-turn{" in style and ".sd-cell .sd-turn[data-n=\"6\"]{" in style
    assert ".sd-cell .sd-hit{" in style and ".sd-cell *{" in style  # a press on a copy lands (field.js: data-of)
    assert ".sd-cell[data-wet=true] .sd-bowl" in style and ".sd-grid{" in style and ".sd-walls{" in style
    assert "\n*{" not in style and "}*{" not in style  # never a rule for the whole page
    # the loops' rings, the islands' outlines and the edge marks are copied by a <use> of their own path or layer,
    # not of a piece: their rules read bare, so a copy's ring is a dashed line, not a shape filled black
    for rule in (".sd-loops{fill:none", ".sd-islands{fill:none", ".sd-mark{fill:none", ".sd-mark circle{"):
        assert rule in style and ".sd-cell " + rule not in style, rule
    layout = suido.make(size=4, grid="hex", wrap=True, seed=1).layout
    assert with_field(svg.board(layout), layout).count('<g class="sd-turn" data-n="6"') == layout.size


def test_the_field_s_style_has_the_piece_s_rules_for_the_page_s_own_copies() -> None:
    """The page makes each copy a group of its own (`sd-copy`, site/field.js): every rule of the drawing about a
    piece is there for a copy too, in the same at-rules, and no other rule again."""
    from suido.svg.style import STYLE

    style = field_style()
    piece_rules = re.findall(r"([^{}]*\.sd-cell[^{}]*)\{", STYLE)
    copy_rules = re.findall(r"([^{}]*\.sd-copy[^{}]*)\{", style)
    assert len(copy_rules) == len(piece_rules) > 20
    assert [r.strip().replace(".sd-copy", ".sd-cell") for r in copy_rules] == [r.strip() for r in piece_rules]
    # the water's wait and the drying at once, the pin's, the hint's and the colours' looks among them
    for rule in (".suido .sd-copy{--at:", '.suido .sd-copy[data-wet=""] .sd-arm{', ".suido .sd-copy[data-hint=true]",
                 ".suido .sd-copy[data-pinned=true]", '.suido .sd-copy[data-net="1"]'):
        assert rule in style, rule
    assert "@media (forced-colors:active){.suido .sd-copy[data-net]" in style


def test_the_worker_opens_a_wrapping_board_among_its_copies_when_asked() -> None:
    code = suido.make(size=5, wrap=True, grid="cube", seed=4).code

    def opened(**extra: object) -> dict[str, object]:
        reply = json.loads(web.handle(json.dumps({"id": 1, "op": "open", "args": {"code": code, **extra}})))
        assert reply["ok"], reply
        return reply["result"]  # type: ignore[no-any-return]

    plain, field = opened(), opened(field=True)
    assert "<use " not in str(plain["svg"]) and str(field["svg"]).count("<use ") >= 27
    assert field["extent"] != plain["extent"] and list(field_extent(suido.decode(code)) or ()) == field["extent"]
    flat = suido.make(size=5, seed=4).code
    reply = json.loads(web.handle(json.dumps({"id": 2, "op": "open", "args": {"code": flat, "field": True}})))
    assert "<use " not in reply["result"]["svg"]  # a board that does not wrap: as ever
