"""The words of a hexagonal board, English and Japanese: its sides, its pieces' shapes, its hints
(a turn is a sixth) and its keys. ``suido.strings`` takes them into its one table (``STRINGS``), so every
word is still said by ``strings.say``; they live apart only to keep that table's module short.

The sides' keys are ``"side" + the grid's side name in camel case`` (``suido.grids.HEX.side_names``:
"north-east" -> ``sideNorthEast``; east and west are the squares' own), the shapes' ``"shape" + name``
(``HEX.shapes``: "sharp" -> ``shapeSharp``; end and straight are the squares' own).

>>> sorted(HEX_WORDS["en"]) == sorted(HEX_WORDS["ja"])
True
"""

from __future__ import annotations

from typing import Final

HEX_WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        # the four sides a square has not (east and west are the squares' words)
        "sideNorthEast": "north-east",
        "sideSouthEast": "south-east",
        "sideSouthWest": "south-west",
        "sideNorthWest": "north-west",
        # the hexagonal shapes up to turning (end and straight are the squares' words)
        "shapeSharp": "sharp bend",
        "shapeWide": "wide bend",
        "shapeFan": "fan",
        "shapeHook": "hook",
        "shapeCrook": "crook",
        "shapeTripod": "tripod",
        "shapeClaw": "claw",
        "shapeFork": "fork",
        "shapeDouble": "double",
        "shapeFive": "five-way",
        "shapeStar": "star",
        # the how-to above a new player's hexagonal board (site/howto.js: howTurn + the grid)
        "howTurnHex": "Tap a hexagon to turn it a sixth. Turn the pieces until water reaches every piece and no open end leaks: then the board is solved.",
        # a hint on a hexagonal board: a turn is a sixth
        "hintedHexClockwise": "Turn the lit piece a sixth clockwise.",
        "hintedHexAnticlockwise": "Turn the lit piece a sixth anticlockwise.",
        "hintedHexTwiceClockwise": "Turn the lit piece two sixths clockwise.",
        "hintedHexTwiceAnticlockwise": "Turn the lit piece two sixths anticlockwise.",
        "hintedHexHalf": "Turn the lit piece three sixths: a half turn.",
        "hintedHexClockwiseTouch": "Turn the lit piece a sixth clockwise: tap it 5 times, or switch taps to ↻.",
        "hintedHexAnticlockwiseTouch": "Turn the lit piece a sixth anticlockwise: tap it 5 times, or switch taps to ↺.",
        # how to play a hexagonal board, and its keys (site/keys.js)
        "howToHex": "Tap a hexagon to turn it a sixth clockwise; right-click or Shift+click turns it back. "
                    "Arrow keys move (Up and Down keep to a column), and 7 9 4 6 1 3, as on a keypad, go north-west, "
                    "north-east, west, east, south-west, south-east. Enter or Space turns, P or Alt+click pins, "
                    "Ctrl+Z undoes; every key is in Settings.",
        "keysHex": "On hexagons: Left and Right move along the row, Up and Down to the row above or below keeping to "
                   "a column, and 7 9 4 6 1 3 (the keypad's, or the number row's) to the neighbour north-west, "
                   "north-east, west, east, south-west and south-east.",
    },
    "ja": {
        "sideNorthEast": "北東",
        "sideSouthEast": "南東",
        "sideSouthWest": "南西",
        "sideNorthWest": "北西",
        "shapeSharp": "鋭い曲がり管",
        "shapeWide": "緩い曲がり管",
        "shapeFan": "扇形管",
        "shapeHook": "鉤形管",
        "shapeCrook": "逆鉤形管",
        "shapeTripod": "三つ又管",
        "shapeClaw": "爪形管",
        "shapeFork": "フォーク管",
        "shapeDouble": "二重管",
        "shapeFive": "五方管",
        "shapeStar": "星形管",
        "howTurnHex": "六角形の管をタップすると6分の1回ります。すべての管に水が届き、どこからも漏れなくなれば完成です。",
        "hintedHexClockwise": "光っている管を右に六分の一まわしましょう。",
        "hintedHexAnticlockwise": "光っている管を左に六分の一まわしましょう。",
        "hintedHexTwiceClockwise": "光っている管を右に二回(六分の二)まわしましょう。",
        "hintedHexTwiceAnticlockwise": "光っている管を左に二回(六分の二)まわしましょう。",
        "hintedHexHalf": "光っている管を三回まわしましょう(半回転)。",
        "hintedHexClockwiseTouch": "光っている管を右に六分の一まわしましょう。五回タップするか、下のボタンでタップの向きを↻にします。",
        "hintedHexAnticlockwiseTouch": "光っている管を左に六分の一まわしましょう。五回タップするか、下のボタンでタップの向きを↺にします。",
        "howToHex": "六角形の管をタップすると右に六分の一回ります。右クリックかShift+クリックで左に回ります。"
                    "矢印キーで移動し(上下は同じ列を保ちます)、テンキーのように7 9 4 6 1 3で北西、北東、西、東、南西、南東へ移ります。"
                    "EnterかSpaceで回し、PかAlt+クリックでピン留め、Ctrl+Zで元に戻します。キーはすべて設定にあります。",
        "keysHex": "六角形の盤では、左右の矢印で行に沿って、上下の矢印で同じ列を保って上下の行へ、"
                   "7 9 4 6 1 3(テンキーか数字の列)で北西、北東、西、東、南西、南東の隣へ移ります。",
    },
}
"""The words of a hexagonal board, by language (merged into ``suido.strings.STRINGS``)."""
