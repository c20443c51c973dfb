"""The aids' looks: a colour per network (light and dark), the pinned pieces that face the wrong way lit, and the
animations' speed (normal, fast, none; reduced motion still wins).

A network's colour is its pipes' (`--sd-pipe` on a piece with `data-net`, 1 to `suido.networks.COLOURS`, which the
page writes from the worker's reply): the water keeps its own colour, since a wet piece is in no network. The
palettes were chosen by search for the largest least distance (OKLab) between any two of their colours, and from
the water and the dry pipe, as people with each of the common colour-vision deficiencies see them (protanopia,
deuteranopia, tritanopia, by Machado, Oliveira and Fernandes' 2009 matrices at full severity) and as everyone does;
every colour stands 3:1 from the ground (WCAG 2.2, 1.4.11). `tests/engine/test_aids_palette.py` measures it.
In forced colours every network is the system's text colour, as a dry pipe is.
"""

from __future__ import annotations

from typing import Final

NETS_LIGHT: Final = ("#7f589b", "#bb7b7b", "#b54c3d", "#26015e", "#7f1c7b", "#ee560c", "#2b3abb", "#35180e")
NETS_DARK: Final = ("#9bb611", "#af4ac5", "#aa71fc", "#e3d058", "#c64913", "#ba8a62", "#7095a8", "#f6f860")
"""The networks' colours, 1 to 8 (`suido.networks.COLOURS`), on the light and the dark ground."""

LEAST: Final = 0.085
"""The least OKLab distance the palettes keep between any two colours, and from the dry pipe, under each simulated
deficiency and without (measured: 0.093 light, 0.087 dark; the water stands 0.05 further still): what the test holds
them to. (OKLab's just noticeable difference is about 0.02.)"""


def _nets(palette: tuple[str, ...]) -> str:
    return ";".join(f"--sd-net{i}:{c}" for i, c in enumerate(palette, 1))


STYLE: Final = ("""
.suido{""" + _nets(NETS_LIGHT) + """}
@media (prefers-color-scheme:dark){.suido{""" + _nets(NETS_DARK) + """}
:root[data-theme=light] .suido{""" + _nets(NETS_LIGHT) + """}}
:root[data-theme=dark] .suido{""" + _nets(NETS_DARK) + """}
.suido-play[data-theme=light] .suido{""" + _nets(NETS_LIGHT) + """}
.suido-play[data-theme=dark] .suido{""" + _nets(NETS_DARK) + """}
""" + "".join(f'.suido .sd-cell[data-net="{i}"]{{--sd-pipe:var(--sd-net{i})}}\n' for i in range(1, len(NETS_LIGHT) + 1)) + """\
@media (forced-colors:active){.suido .sd-cell[data-net]{--sd-pipe:CanvasText}}
.suido .sd-cell[data-wrong=true] .sd-hit{fill:var(--sd-leak);fill-opacity:.22;stroke:var(--sd-leak);stroke-width:9;visibility:visible}
@media (prefers-reduced-motion:no-preference){
:root[data-speed=fast]:not([data-motion=reduce]) :is(.suido,.suido .sd-cell){--sd-step:20ms!important}
:root[data-speed=fast]:not([data-motion=reduce]) .suido .sd-turn{transition-duration:.05s}}
:root[data-speed=none] :is(.suido,.suido .sd-cell){--sd-step:0ms!important}
:root[data-speed=none] .suido *{transition:none!important;animation:none!important}
""")
"""The aids' CSS, after the drawing's own (`suido.svg.style.STYLE` takes it in)."""
