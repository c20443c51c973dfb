"""The words of the levels, English and Japanese: the level list, its sets (the hexagonal set's and the grids' sets'
names among them).
`suido.strings` takes them into its one table (`STRINGS`): a word is said by `strings.say`
wherever it lives."""

from __future__ import annotations

from typing import Final

WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        # the levels
        "size": "Size",
        "level": "Level {n}",  # a level's button: the number last, its twists said next as they are shown
        "levelOf": "{size}, level {n}",
        "block": "Levels {from}–{to}",
        "blockShut": "Solve every level above to open these.",
        "shutNext": "Level {n} opens when every level of {from}–{to} is solved: {left} to go.",
        "shutLater": "Level {n} opens block by block: first solve every level of {from}–{to} ({left} to go).",
        "todayOf": "Today's level · {size}",
        "today": "Today",
        "todayIs": "The level of the day ({day})",
        "todayLevelOf": "Today's level · {size} · level {n}",
        "nextLevel": "Next level",
        "marks": "difficulty {n} of 5",
        "teaches": "teaches",
        "tests": "tests",
        "solvedMark": "solved",
        # hex-levels: the hexagonal set's name (suido.levels.HEX, "size" + its name capitalised)
        "sizeHex": "Hexagons",
        # the grids' sets' names (suido.levels.GRID_SETS, "size" + the grid's name's parts capitalised)
        "sizeOctagonal": "Octagons and squares",
        "sizeEtrat": "Triangles and squares (etrat)",
        "sizeCube": "Cubes",
        "sizeTrihexagonal": "Hexagons and triangles",
        "sizeSnubsquare": "Snub square",
        "sizeRhombitrihexagonal": "Hexagons, squares and triangles",
        "sizeTriangular": "Triangles",
        "sizeHexapipesHex": "Hexagons (hexapipes' wrap)",
        "makeBigs": "Big pieces",
        "makeBlocks": "Blocks",
        "makeSquaresNetworkOnly": "Big pieces and blocks come only on a network board (Kind: Network).",
        "makeBigKinds": "Big pieces' shapes",
        "bigKindsFive": "The five kinds",
        "bigKindsSimple": "Simple",
        "bigKindsMore": "More",
        "bigKindsAll": "All 699",
        "yourBoard": "Your board · {size}",
    },
    "ja": {
        "size": "大きさ",
        "level": "問題{n}",  # (not 第{n}問: the button shows "31 排水口", and its name says "問題31、排水口")
        "levelOf": "{size}、第{n}問",
        "block": "第{from}–{to}問",
        "blockShut": "上の問題をすべて解くと開きます。",
        "shutNext": "第{from}–{to}問をすべて解くと第{n}問が開きます(残り{left}問)。",
        "shutLater": "第{n}問は順に開きます。まず第{from}–{to}問をすべて解きましょう(残り{left}問)。",
        "todayOf": "今日の問題 · {size}",
        "today": "今日の問題",
        "todayIs": "今日の問題({day})",
        "todayLevelOf": "今日の問題 · {size} · 第{n}問",
        "nextLevel": "次の問題",
        "marks": "難しさ{n}/5",
        "teaches": "入門",
        "tests": "腕試し",
        "solvedMark": "解決済み",
        # hex-levels: the hexagonal set's name
        "sizeHex": "六角形",
        # the grids' sets' names
        "sizeOctagonal": "八角形と正方形",
        "sizeEtrat": "三角形と正方形(etrat)",
        "sizeCube": "立方体",
        "sizeTrihexagonal": "六角形と三角形",
        "sizeSnubsquare": "変形正方形(スナブ)",
        "sizeRhombitrihexagonal": "六角形と正方形と三角形",
        "sizeTriangular": "三角形",
        "sizeHexapipesHex": "六角形(hexapipesの端のつながり)",
        "makeBigs": "大きな管",
        "makeBlocks": "区画",
        "makeSquaresNetworkOnly": "大きな管と区画はネットワークの盤にだけ置けます(種類:ネットワーク)。",
        "makeBigKinds": "大きな管の形",
        "bigKindsFive": "五種類",
        "bigKindsSimple": "簡単",
        "bigKindsMore": "多め",
        "bigKindsAll": "全699種",
        "yourBoard": "あなたの盤 · {size}",
    },
}
