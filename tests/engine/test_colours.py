"""The drawing's colours: every part a player must tell apart stands at least 3:1 from what it is drawn on
(WCAG 2.2 success criterion 1.4.11, non-text contrast), in light and in dark, and forced colours use the
system's own colours for every part."""

from __future__ import annotations

import re

import pytest

from suido import svg
from suido.svg import marks as svgmarks


def luminance(colour: str) -> float:
    """WCAG relative luminance of #rrggbb."""
    channels = [int(colour[i:i + 2], 16) / 255 for i in (1, 3, 5)]
    linear = [c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4 for c in channels]
    return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2]


def contrast(a: str, b: str) -> float:
    light, dark = sorted((luminance(a), luminance(b)), reverse=True)
    return (light + 0.05) / (dark + 0.05)


def test_the_contrast_formula_is_wcags() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


@pytest.mark.parametrize("palette", [svg.LIGHT, svg.DARK], ids=["light", "dark"])
@pytest.mark.parametrize("part, on", svg.CONTRASTS)
def test_every_part_a_player_must_see_stands_3_to_1_from_what_it_is_drawn_on(palette, part, on) -> None:
    assert contrast(palette[part], palette[on]) >= 3, (part, on, palette[part], palette[on])


def test_the_palettes_name_the_same_parts_and_the_style_uses_each() -> None:
    assert svg.LIGHT.keys() == svg.DARK.keys() == svg.FORCED.keys()
    used = set(re.findall(r"var\(--sd-([a-z-]+)\)", svg.STYLE))
    # the edge marks' colours are their own palette, held to the ground in tests/engine/test_marks.py
    assert svgmarks.LIGHT.keys() == svgmarks.DARK.keys() == svgmarks.FORCED.keys()
    assert used <= set(svg.LIGHT) | set(svgmarks.LIGHT) | {"step", "from", "turn"}   # (the timings and the turn)
    for palette in (svg.LIGHT, svg.DARK):
        for name, value in palette.items():
            assert f"--sd-{name}:{value}" in svg.STYLE


def test_forced_colours_keep_water_pipe_and_ground_apart_with_system_colours() -> None:
    forced = svg.FORCED
    assert len({forced["ground"], forced["pipe"], forced["water"]}) == 3
    assert forced["hint"] != forced["ground"] and forced["pin"] != forced["ground"]
    assert "forced-color-adjust:none" in svg.STYLE
