"""The networks' colours (suido.svg.aids) told apart: every two of a palette, and each from the water and the dry pipe,
at least `LEAST` apart in OKLab as people with protanopia, deuteranopia and tritanopia see them (Machado, Oliveira
and Fernandes 2009, full severity, in linear RGB) and as everyone does, in light and in dark; the water further
still (it must read as water); and each colour 3:1 from the ground (WCAG 2.2, 1.4.11). Computed here, not taken
on trust."""

from __future__ import annotations

import itertools
import math

import pytest

from suido.networks import COLOURS
from suido.svg import aids, style

MACHADO = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216), (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413), (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602), (0.004733, 0.691367, 0.303900)),
}
SEEN = (None, *MACHADO)
WATER_MARGIN = 0.05
"""How much further than `LEAST` every network's colour stands from the water."""


def linear(hex_colour: str) -> tuple[float, ...]:
    def one(c: float) -> float:
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    h = hex_colour.lstrip("#")
    return tuple(one(int(h[i:i + 2], 16) / 255) for i in (0, 2, 4))


def seen(rgb: tuple[float, ...], deficiency: str | None) -> tuple[float, ...]:
    if deficiency is None:
        return rgb
    m = MACHADO[deficiency]
    return tuple(min(1.0, max(0.0, sum(m[i][j] * rgb[j] for j in range(3)))) for i in range(3))


def oklab(rgb: tuple[float, ...]) -> tuple[float, float, float]:
    r, g, b = rgb
    lms = (0.4122214708 * r + 0.5363325363 * g + 0.0514459929 * b,
           0.2119034982 * r + 0.6806995451 * g + 0.1073969566 * b,
           0.0883024619 * r + 0.2817188376 * g + 0.6299787005 * b)
    l, m, s = (x ** (1 / 3) for x in lms)
    return (0.2104542553 * l + 0.7936177850 * m - 0.0040720468 * s,
            1.9779984951 * l - 2.4285922050 * m + 0.4505937099 * s,
            0.0259040371 * l + 0.7827717662 * m - 0.8086757660 * s)


def apart(a: str, b: str) -> float:
    """The least OKLab distance between two colours, as seen without and with each deficiency."""
    return min(math.dist(oklab(seen(linear(a), d)), oklab(seen(linear(b), d))) for d in SEEN)


def contrast(a: str, b: str) -> float:
    def lum(c: str) -> float:
        r, g, b_ = linear(c)
        return 0.2126 * r + 0.7152 * g + 0.0722 * b_
    hi, lo = sorted((lum(a), lum(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


@pytest.mark.parametrize("palette,look", [(aids.NETS_LIGHT, style.LIGHT), (aids.NETS_DARK, style.DARK)],
                         ids=["light", "dark"])
def test_the_networks_colours_are_told_apart_with_every_common_colour_vision_deficiency(palette: tuple[str, ...],
                                                                                           look: dict[str, str]) -> None:
    assert len(palette) == len(set(palette)) == COLOURS
    pairs = min(apart(a, b) for a, b in itertools.combinations(palette, 2))
    pipe = min(apart(a, look["pipe"]) for a in palette)
    water = min(apart(a, look["water"]) for a in palette)
    assert min(pairs, pipe) >= aids.LEAST, (pairs, pipe)
    assert water >= aids.LEAST + WATER_MARGIN, water
    assert min(contrast(a, look["ground"]) for a in palette) >= 3.0


def test_the_distance_tells_the_confusions_the_deficiencies_are_known_for() -> None:
    """The measure itself: red and green, far apart to most, come close under deuteranopia and protanopia; blue and
    green under tritanopia stay further apart than red and green under deuteranopia."""
    red, green = "#d03030", "#30a030"
    normal = math.dist(oklab(linear(red)), oklab(linear(green)))
    deut = math.dist(oklab(seen(linear(red), "deuteranopia")), oklab(seen(linear(green), "deuteranopia")))
    assert deut < normal / 2


def test_the_style_paints_every_colour_and_reduced_motion_wins_over_fast() -> None:
    for i in range(1, COLOURS + 1):
        assert f'[data-net="{i}"]{{--sd-pipe:var(--sd-net{i})}}' in style.STYLE
    fast = aids.STYLE.split("prefers-reduced-motion:no-preference")[1]
    assert ":not([data-motion=reduce])" in fast and "data-speed=fast" in fast
