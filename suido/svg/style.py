"""The drawing's look: its colours (light, dark, forced colours), the contrast pairs they keep, and its CSS
(the water's timing, the turn of a piece by `--q` steps of its grid's turn, after its polygon's frame `--f`: a
small polygon's scale or a cube face's skew, `suido.svg.tiles`; about the piece's centre, `--o`).

`suido.svg` draws the board and puts `STYLE` in it; this module is the one place its colours and
transitions are written.

>>> "--sd-water" in STYLE and "60deg" in STYLE
True
"""

from __future__ import annotations

from typing import Final

from . import rings as svgrings
from .aids import STYLE as AID_STYLE
from .marks import STYLE as MARK_STYLE

# The drawing's colours, light and dark. Every part a player must tell apart stands at least 3:1 from
# what it is drawn on (WCAG 2.2, 1.4.11 non-text contrast; `CONTRASTS` lists the pairs and a test holds
# them): dry pipe and the pieces' marks against the ground, water against dry pipe (so water is the lighter
# in both: a wet drain's bowl fills with it, a dry one is pipe-coloured), pipes against a big piece's plate.
LIGHT: Final = {
    "ground": "#f7f3ea", "line": "#e4dac8", "edge": "#857a6a", "pipe": "#4a423b", "water": "#3d9df2",
    "source": "#0b4f9c", "bowl": "#6b4f3a", "leak": "#c8430c", "focus": "#c2185b", "hint": "#b25f00",
    "solved": "#23753a", "wall": "#3b2a20", "lock": "#7a5c48", "plate": "#ebe0cc", "plate-edge": "#a88f76",
    "plate-solved": "#d3ecd6", "pivot": "#8a6d55", "pin": "#a3155e"}
DARK: Final = {
    "ground": "#191d22", "line": "#262c34", "edge": "#67717c", "pipe": "#6b7581", "water": "#a3dbff",
    "source": "#9fd6ff", "bowl": "#c9b29c", "leak": "#ff8a5c", "focus": "#f48fb1", "hint": "#ffd54f",
    "solved": "#6cc47f", "wall": "#e2d6c8", "lock": "#c4ab95", "plate": "#21272d", "plate-edge": "#67717c",
    "plate-solved": "#1f3a27", "pivot": "#b59a82", "pin": "#ff8cc6"}
# In forced colours (Windows High Contrast and the like) the system's own colours, kept apart the same way.
FORCED: Final = {
    "ground": "Canvas", "line": "GrayText", "edge": "CanvasText", "pipe": "CanvasText", "water": "Highlight",
    "source": "LinkText", "bowl": "CanvasText", "leak": "LinkText", "focus": "Highlight", "hint": "LinkText",
    "solved": "Highlight", "wall": "CanvasText", "lock": "CanvasText", "plate": "Canvas",
    "plate-edge": "CanvasText", "plate-solved": "Canvas", "pivot": "CanvasText", "pin": "CanvasText"}
CONTRASTS: Final = (("pipe", "ground"), ("water", "pipe"), ("hint", "ground"), ("pin", "ground"),
                    ("wall", "ground"), ("lock", "ground"), ("leak", "ground"), ("source", "ground"),
                    ("bowl", "ground"), ("focus", "ground"), ("solved", "ground"), ("pipe", "plate"))
"""The pairs (part, what it is drawn on) of `LIGHT` and `DARK` that stand at least 3:1 apart."""


def _colours(palette: dict[str, str]) -> str:
    return ";".join(f"--sd-{name}:{value}" for name, value in palette.items())


# A turn runs by --sd-turn, a number the browser can run between two values (registered: @property), which --q
# sets, not by a transition of the transform. The browser runs a transform's transition itself (composited), and
# each of its frames then layerized the whole drawing again: on a 40x40 board, 5 ms a frame, 28 at worst, for the
# turn of one piece. Run as a number, a frame repaints the turning piece, and no layers change. A browser without
# @property turns the piece at once. (Its syntax, "<number>", has its "<" escaped: the drawing is XML too.)
STYLE: Final = ("""
.suido{""" + _colours(LIGHT) + """;--sd-step:80ms;--sd-from:0;
display:block;width:100%;height:auto;user-select:none;-webkit-user-select:none;
-webkit-tap-highlight-color:transparent}
@media (prefers-color-scheme:dark){.suido{""" + _colours(DARK) + """}
:root[data-theme=light] .suido{""" + _colours(LIGHT) + """}}
:root[data-theme=dark] .suido{""" + _colours(DARK) + """}
.suido-play[data-theme=light] .suido{""" + _colours(LIGHT) + """}
.suido-play[data-theme=dark] .suido{""" + _colours(DARK) + """}
@media (forced-colors:active){.suido,:root[data-theme] .suido,.suido-play[data-theme] .suido{forced-color-adjust:none;""" + _colours(FORCED) + """}}
.suido .sd-ground{fill:var(--sd-ground)}
.suido .sd-veil{fill:var(--sd-ground);opacity:.45}
.suido .sd-grid{fill:none;stroke:var(--sd-line);stroke-width:2}
.suido .sd-frame{fill:none;stroke:var(--sd-edge);stroke-width:4;transition:stroke .3s}
.suido[data-solved=true] .sd-frame{stroke:var(--sd-solved);stroke-width:10}
.suido .sd-rim{fill:none;stroke:var(--sd-edge);stroke-width:5;stroke-dasharray:18 14}
.suido path:is(.sd-frame,.sd-rim){stroke-linecap:round}
.suido .sd-plate{fill:var(--sd-plate);stroke:var(--sd-plate-edge);stroke-width:3}
.suido .sd-plate[data-big=false]{fill:none;stroke-dasharray:12 8}
.suido[data-solved=true] .sd-plate[data-big=true]{fill:var(--sd-plate-solved)}
.suido .sd-pivot{fill:var(--sd-pivot)}
.suido .sd-walls{fill:none;stroke:var(--sd-wall);stroke-width:11;stroke-linecap:round}
.suido .sd-cell{--at:max(0ms,calc((var(--k,0) - var(--sd-from,0)) * var(--sd-step)));
--lead:calc(var(--sd-step) / 2);--run:calc(var(--sd-step) / 2);outline:none}
.suido .sd-cell[data-role=source]{--lead:0ms;--run:var(--sd-step)}
@property --sd-turn{syntax:"\\3C number>";inherits:false;initial-value:0}
.suido .sd-turn{--sd-turn:var(--q,0);transform:var(--f,) rotate(calc(var(--sd-turn) * 90deg));transform-box:view-box;
transform-origin:var(--o,0 0);transition:--sd-turn .16s ease-out}
.suido[data-grid=hex] .sd-turn{transform:rotate(calc(var(--sd-turn) * 60deg))}
.suido .sd-turn[data-n="3"]{transform:var(--f,) rotate(calc(var(--sd-turn) * 120deg))}
.suido .sd-turn[data-n="6"]{transform:var(--f,) rotate(calc(var(--sd-turn) * 60deg))}
.suido .sd-turn[data-n="8"]{transform:var(--f,) rotate(calc(var(--sd-turn) * 45deg))}
.suido .sd-turn[data-still]{transform:none}
.suido *{pointer-events:none}
.suido .sd-hit{fill:none;stroke:none;pointer-events:all;visibility:hidden}
.suido .sd-locked{fill:var(--sd-lock);opacity:.13}
.suido .sd-pipe{fill:none;stroke:var(--sd-pipe);stroke-width:30;stroke-linejoin:round}
.suido .sd-cap{fill:none;stroke:var(--sd-pipe);stroke-width:14}
.suido .sd-arm{fill:none;stroke:var(--sd-water);stroke-width:15;stroke-linecap:round;
stroke-dasharray:1 2;stroke-dashoffset:1.5;visibility:hidden;transition:stroke-dashoffset .12s linear,visibility 0s .12s}
.suido .sd-arm:not([data-w=""]){visibility:visible}
.suido .sd-cell[data-wet=""] .sd-arm{transition:none}
.suido .sd-arm[data-w=in]{stroke-dashoffset:3;
transition:stroke-dashoffset calc(var(--run) * 1.5) linear calc(var(--at) - var(--run) / 2)}
.suido .sd-arm:is([data-w=out],[data-w=leak]){stroke-dashoffset:0;
transition:stroke-dashoffset calc(var(--run) * 1.5) linear calc(var(--at) + var(--lead) - var(--run) / 2)}
.suido .sd-arm[data-w=leak]{marker-end:url(#sd-drop);
animation:sd-drop 0s calc(var(--at) + var(--lead)) backwards}
@keyframes sd-drop{from{marker-end:none}}
.suido .sd-leak{fill:var(--sd-leak);stroke:var(--sd-ground);stroke-width:3}
.suido .sd-pump circle{fill:var(--sd-source)}
.suido .sd-pump path{fill:none;stroke:var(--sd-ground);stroke-width:4;stroke-linecap:round}
.suido .sd-bowl{fill:var(--sd-pipe);stroke:var(--sd-bowl);stroke-width:7;transition:fill .12s}
.suido .sd-cell[data-wet=true] .sd-bowl{fill:var(--sd-water);
transition:fill var(--sd-step) calc(var(--at) + var(--lead))}
.suido .sd-grate{fill:none;stroke:var(--sd-bowl);stroke-width:4;stroke-linecap:round}
.suido .sd-lock rect{fill:var(--sd-lock)}
.suido .sd-lock path{fill:none;stroke:var(--sd-lock);stroke-width:3.5}
.suido .sd-cell[data-fixed=true]:not([data-locked=true]){cursor:default}
.suido .sd-cell:not([data-fixed=true]){cursor:pointer}
@media (hover:hover){.suido .sd-cell:not([data-fixed=true]):hover .sd-hit{fill:var(--sd-line);visibility:visible}}
.suido .sd-cell[data-hint=true] .sd-hit{fill:var(--sd-hint);fill-opacity:.22;stroke:var(--sd-hint);stroke-width:9;visibility:visible}
.suido .sd-cell:is(:focus-visible,[data-ring=true]:focus) .sd-hit{stroke:var(--sd-focus);stroke-width:7;visibility:visible}
.suido .sd-pinmark{fill:var(--sd-pin);stroke:var(--sd-pin);paint-order:stroke}
.suido .sd-pinmark circle{stroke:var(--sd-ground);stroke-width:4}
.suido .sd-cell[data-pinned=true]:not(:focus-visible,[data-ring=true]:focus) .sd-hit{stroke:var(--sd-pin);stroke-width:4;stroke-dasharray:10 8;visibility:visible}
@media (prefers-reduced-motion:reduce){.suido,.suido .sd-cell{--sd-step:0ms!important}
.suido *{transition:none!important;animation:none!important}}
:root[data-motion=reduce] :is(.suido,.suido .sd-cell){--sd-step:0ms!important}
:root[data-motion=reduce] .suido *{transition:none!important;animation:none!important}
""").strip() + "\n" + svgrings.STYLE + MARK_STYLE + AID_STYLE  # loops, islands, edge marks, the other aids' looks
"""The drawing's CSS: the `--sd-*` colours (light, and dark under the dark colour scheme
unless the page's root says `data-theme="light"`; a board's own `data-theme` on its host, `.suido-play`,
wins over the page's), and the water's transitions (an arm's water slides back as it dries, but not on a piece
whose `data-wet` is empty: the page drains so a reply's many pieces, site/paint.js; a dry arm, `data-w=""`, is
hidden once its slide back ends: it draws nothing, its dash past its end, but a browser works a dashed path out on
every raster of its tile, and a 40x40's worst taps were painted 64 ms at p95 with them, 41 without). A piece's hit area
is hidden (`visibility:hidden`, still hit by `pointer-events:all`) unless a rule paints it, and every such rule
shows it: an unpainted shape hidden costs the browser nothing to draw, in every frame, on every cell."""
