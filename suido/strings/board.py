"""The words of a board and of playing it, English and Japanese (`WORDS`): the board as a whole, how far
the water got, the meter, one cell and a row for screen readers, hints and the direction a tap turns, the
twists, undo and pins and the timer, the keys; and a hexagonal board's own (`HEX_WORDS`): its sides, its
pieces' shapes, its hints (a turn is a sixth) and its keys. `suido.strings` takes them into its one table
(`STRINGS`), so every word is said by `strings.say`.

The sides' keys are `"side" + the grid's side name in camel case` (`suido.grids.HEX.side_names`:
"north-east" -> `sideNorthEast`; east and west are the squares' own), the shapes' `"shape" + name`
(`HEX.shapes`: "sharp" -> `shapeSharp`; end and straight are the squares' own).

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
        # the same above a board of hexapipes' other grids, whose polygons turn by a third to an eighth
        "howTurnTiling": "Tap a piece to turn it by one of its sides. Turn the pieces until water reaches every piece and no open end leaks: then the board is solved.",
        # a hint on a hexagonal board: a turn is a sixth
        "hintedHexClockwise": "Turn the lit piece a sixth clockwise.",
        "hintedHexAnticlockwise": "Turn the lit piece a sixth anticlockwise.",
        "hintedHexTwiceClockwise": "Turn the lit piece two sixths clockwise.",
        "hintedHexTwiceAnticlockwise": "Turn the lit piece two sixths anticlockwise.",
        "hintedHexHalf": "Turn the lit piece three sixths: a half turn.",
        "hintedHexClockwiseTouch": "Turn the lit piece a sixth clockwise: tap it 5 times, or switch taps to ↻.",
        "hintedHexAnticlockwiseTouch": "Turn the lit piece a sixth anticlockwise: tap it 5 times, or switch taps to ↺.",
        # how to play a hexagonal board, and its keys (suido.grids.HEX.keys, which the page moves by)
        "howToHex": "Tap a hexagon to turn it a sixth clockwise; right-click or Shift+click turns it back. "
                    "Arrow keys move (Up and Down keep to a column), and 7 9 4 6 1 3, as on a keypad, go north-west, "
                    "north-east, west, east, south-west, south-east. Enter or Space turns, P or Alt+click pins, "
                    "Ctrl+Z undoes; every key is in Settings.",
        "keysHex": "On hexagons: Left and Right move along the row, Up and Down to the row above or below keeping to "
                   "a column, and 7 9 4 6 1 3 (the keypad's, or the number row's) to the neighbour north-west, "
                   "north-east, west, east, south-west and south-east.",
        # the keys on hexapipes' other grids (suido.grids.places.arrows_of)
        "keysTiling": "On the other grids: an arrow goes to the piece that lies that way, and 7 9 1 3 (the keypad's, "
                      "or the number row's) to the one north-west, north-east, south-west, south-east (the only way to "
                      "the small squares among octagons).",
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
        "howTurnTiling": "管をタップすると辺ひとつ分回ります。すべての管に水が届き、どこからも漏れなくなれば完成です。",
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
        "keysTiling": "そのほかの盤では、矢印でその向きにある管へ、7 9 1 3(テンキーか数字の列)で北西、北東、南西、"
                      "南東の管へ移ります(八角形の間の小さな正方形へはこれでしか行けません)。",
    },
}
"""The words of a hexagonal board, by language (merged into `suido.strings.STRINGS`)."""


WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        # the board as a whole
        "board": "Suido board, {width} by {height}",
        "loading": "Filling the pipes…",
        "restart": "Start over",
        "restartSure": "Start over? Press again",
        "hint": "Hint",
        "howTo": "Tap a piece to turn it clockwise; right-click or Shift+click turns it back. "
                 "Arrow keys move, Enter or Space turns, P or Alt+click pins, Ctrl+Z undoes. "
                 "L goes to a leak, D to a dry piece, H to the lit one; drag across an edge (or M, an arrow) to mark it "
                 "joined, along it (Shift+M) shut; every key is in Settings.",
        "howToTiling": "Tap a piece to turn it one side round its shape, clockwise; right-click or Shift+click turns it "
                       "back. Arrow keys move to the piece that lies that way (7 9 1 3, the keypad's or the number "
                       "row's, the diagonal ones), Enter or Space turns, P or Alt+click pins, Ctrl+Z undoes; M then an arrow marks an edge "
                       "joined, Shift+M shut; every key is in Settings.",
        "howToTouch": "Tap a piece to turn it. The button with the arrow sets which way a tap turns. "
                      "A long press pins a piece you are sure of; near an edge, it marks the edge joined, then shut.",
        # how far the water got
        "progressNetwork": "Water reaches {wet} of {of} pieces",
        "progressDrains": "Water reaches {wet} of {of} drains",
        "progressPath": "Water runs through {wet} pieces",
        "progressPathNone": "Water has not left the inlet",
        "leaks": "{n} open ends leak",
        "leaksOne": "1 open end leaks",
        "leaksNone": "no leaks",
        "solved": "Solved in {n} turns: water reaches every piece.",
        "solvedOne": "Solved in 1 turn: water reaches every piece.",
        "solvedDrains": "Solved in {n} turns: every drain is full.",
        "solvedDrainsOne": "Solved in 1 turn: every drain is full.",
        "solvedPath": "Solved in {n} turns: one clean run from inlet to outlet.",
        "solvedPathOne": "Solved in 1 turn: one clean run from inlet to outlet.",
        "solvedBefore": "Here is the answer.",
        # the meter
        "turns": "{n} turns",
        "turnsOne": "1 turn",
        "par": "par {n}",
        "hints": "{n} hints",
        "hintsOne": "1 hint",
        "sep": " · ",
        "and": ", ",
        # one cell, for screen readers: "Row 2, column 3: pump, elbow, wet"
        "cell": "Row {row}, column {col}: {what}",
        "shapeBlank": "bare ground",
        "shapeEnd": "end",
        "shapeStraight": "straight",
        "shapeElbow": "elbow",
        "shapeTee": "tee",
        "shapeCross": "cross",
        "polygonOctagon": "octagon",
        "polygonSquare": "square",
        "polygonTriangle": "triangle",
        "polygonHexagon": "hexagon",
        "polygonRhombus": "rhombus",
        "cellPump": "pump",
        "cellDrain": "drain",
        "cellLocked": "locked",
        "cellBig": "part of a big piece",
        "cellBlock": "part of a block that turns as one",
        "cellWet": "wet",
        "opens": "opens {sides}",
        "cellWalls": "a wall {sides}",
        "sideNorth": "north",
        "sideEast": "east",
        "sideSouth": "south",
        "sideWest": "west",
        "listAnd": " and ",
        # hints, the direction a tap turns, zoom
        "hinted": "Try turning the piece that is lit.",
        "hintedClockwise": "Turn the lit piece a quarter clockwise.",
        "hintedTwice": "Turn the lit piece twice: a half turn.",
        "hintedAnticlockwise": "Turn the lit piece a quarter anticlockwise.",
        "hintedAnticlockwiseTouch": "Turn the lit piece a quarter anticlockwise: tap it 3 times, or switch taps to ↺.",
        "hintedClockwiseTouch": "Turn the lit piece a quarter clockwise: tap it 3 times, or switch taps to ↻.",
        "hintWhere": "It is the {piece} at row {row}, column {col}; turned, it opens {sides}.",
        "hintForced": "The board as it stands forces the lit piece: turn it to face the way it must.",
        "noHint": "No hint here: every piece is where the answer has it, or nothing is forced yet.",
        "noAnswer": "No hint here: this board has no answer (some piece can face no way that joins without a leak).",
        "turningClockwise": "Taps turn ↻",
        "turningAnticlockwise": "Taps turn ↺",
        "zoomLabel": "Zoom",
        "zoomOut": "Zoom out −",
        "zoomIn": "Zoom in +",
        "zoomFit": "Whole board",
        # the twists, each with the line that explains it
        "plain": "Network",
        "plainSays": "Every piece turns; water must reach every piece with no open end.",
        "twistDrains": "Drains",
        "twistDrainsSays": "Fill every drain; pieces the water need not reach may stay dry.",
        "twistPumps": "Pumps",
        "twistPumpsSays": "More than one pump: their water must join without leaking.",
        "twistLocked": "Locked pieces",
        "twistLockedSays": "Locked pieces (marked) never turn.",
        "twistWalls": "Walls",
        "twistWallsSays": "No pipe may cross a wall.",
        "twistWrap": "Wrap",
        "twistWrapSays": "The edges join: a pipe leaving one side comes in at the other.",
        "twistWrapLeftRightSays": "The left and right edges join: a pipe leaving one comes in at the other. The top "
                                  "and bottom do not.",
        "twistWrapTopBottomSays": "The top and bottom edges join: a pipe leaving one comes in at the other. The left "
                                  "and right do not.",
        "twistInletOutlet": "Inlet to outlet",
        "twistInletOutletSays": "One clean run from the inlet to the outlet.",
        "twistBigPieces": "Big pieces",
        "twistBigPiecesSays": "A big piece covers several cells and turns as one.",
        "twistBlockTurns": "Block turns",
        "twistBlockTurnsSays": "A block of four cells turns together, pieces and all.",
        # undo, pins, the timer and the records
        "undo": "Undo",
        "redo": "Redo",
        "cellPinned": "pinned",
        # a row of the board, for screen readers (its cells say the rest); where a piece leaks
        "row": "Row {n}",
        "cellLeaks": "leaks {sides}",
        # the keys that find pieces (L, D, H), said when pressed
        "seekLeak": "Leaking piece {n} of {of}",
        "seekLeakNone": "No piece leaks.",
        "seekDry": "Dry piece {n} of {of}",
        "seekDryNone": "Water reaches every piece.",
        "seekLit": "The piece the hint lit.",
        "seekLitNone": "No piece is lit: Hint lights one.",
        # every key of the board, listed in Settings
        "keysTitle": "Keys",
        "keysMove": "Arrow keys move from piece to piece; Home and End go to a row's ends (with Ctrl, the board's), "
                    "Page Up and Page Down five rows.",
        "keysTurn": "Enter or Space turns the piece clockwise, Shift+Enter back; P, Alt+click or a middle click pins it.",
        "keysUndo": "Ctrl+Z undoes, Ctrl+Shift+Z or Ctrl+Y redoes.",
        "keysFind": "L goes to the next leaking piece (Shift+L the one before), D to the next dry piece "
                    "(Shift+D the one before), H to the piece a hint lit; the note under the board says what was found.",
        "keysWhere": "Undo, Redo, L, D, H, K and J work wherever no text field has the focus.",
        "pinnedSays": "That piece is pinned: unpin it (Alt+click, a middle click or P) to turn it.",
        "pinnedSaysTouch": "That piece is pinned: a long press unpins it.",
        "timer": "Time {time}",
        "timerOn": "Timer",
        "solvedTime": "Your time {time}.",
        "recordBest": "Best {time} · fewest turns {turns}.",
        "recordNew": "A new best!",
        "levelBest": "{time} best, {turns} turns",
        "statsTitle": "Your records",
        "statsStreak": "Level of the day streak: {n} days",
        "statsStreakOne": "Level of the day streak: 1 day",
        "statsLongest": "Longest streak: {n} days",
        "statsLongestOne": "Longest streak: 1 day",
        "statsSolved": "{size}: {n} of {of} solved · fastest {time}",
        "statsPicture": "Best solve time of each level",
        "statsPictureOf": "Best solve time of each level of {size}",
        "statsBar": "Level {n}: {time}",
        "statsNone": "No level solved yet.",
    },
    "ja": {
        "board": "水道の盤、{width}×{height}",
        "loading": "水を張っています…",
        "restart": "最初から",
        "restartSure": "最初から?もう一度押す",
        "hint": "ヒント",
        "howTo": "管をタップすると右に回ります。右クリックかShift+クリックで左に回ります。"
                 "矢印キーで移動、EnterかSpaceで回し、PかAlt+クリックでピン留め、Ctrl+Zで元に戻します。"
                 "Lで漏れている管へ、Dで水のない管へ、Hで光る管へ。辺をまたいでドラッグ(またはM、矢印)で「つながる」印、"
                 "辺に沿って(Shift+M)「閉じる」印。キーの一覧は設定にあります。",
        "howToTiling": "管をタップすると形に沿って右に一辺ぶん回ります。右クリックかShift+クリックで左に回ります。"
                       "矢印キーでその向きにある管へ移動(テンキーか数字の列の7 9 1 3で斜めへ)、EnterかSpaceで回し、"
                       "PかAlt+クリックでピン留め、Ctrl+Zで元に戻します。Mと矢印で辺に「つながる」印、Shift+Mで"
                       "「閉じる」印。キーの一覧は設定にあります。",
        "howToTouch": "管をタップすると回ります。矢印のボタンで回る向きを変えられます。"
                      "長押しで確かな管をピン留めできます。辺の近くの長押しは辺に印(つながる、閉じる)をつけます。",
        "progressNetwork": "水は{of}個のうち{wet}個の管に届いています",
        "progressDrains": "水は{of}個のうち{wet}個の排水口に届いています",
        "progressPath": "水は{wet}個の管を流れています",
        "progressPathNone": "水はまだ入口から出ていません",
        "leaks": "{n}か所から漏れています",
        "leaksNone": "漏れなし",
        "solved": "{n}手で完成:すべての管に水が届きました。",
        "solvedDrains": "{n}手で完成:すべての排水口が満ちました。",
        "solvedPath": "{n}手で完成:入口から出口まで一本の流れです。",
        "solvedBefore": "これが答えです。",
        "turns": "{n}手",
        "par": "基準 {n}手",
        "hints": "ヒント{n}回",
        "sep": " · ",
        "and": "、",
        "cell": "{row}行{col}列:{what}",
        "shapeBlank": "空き地",
        "shapeEnd": "行き止まり",
        "shapeStraight": "直管",
        "shapeElbow": "曲がり管",
        "shapeTee": "T字管",
        "shapeCross": "十字管",
        "polygonOctagon": "八角形",
        "polygonSquare": "正方形",
        "polygonTriangle": "三角形",
        "polygonHexagon": "六角形",
        "polygonRhombus": "ひし形",
        "cellPump": "ポンプ",
        "cellDrain": "排水口",
        "cellLocked": "固定",
        "cellBig": "大きな管の一部",
        "cellBlock": "まとめて回る区画の一部",
        "cellWet": "水あり",
        "opens": "{sides}に開く",
        "cellWalls": "{sides}に壁",
        "sideNorth": "北",
        "sideEast": "東",
        "sideSouth": "南",
        "sideWest": "西",
        "listAnd": "と",
        "hinted": "光っている管を回してみましょう。",
        "hintedClockwise": "光っている管を右に一回まわしましょう。",
        "hintedTwice": "光っている管を二回まわしましょう(半回転)。",
        "hintWhere": "{row}行{col}列の{piece}です。回すと{sides}に開きます。",
        "hintedAnticlockwise": "光っている管を左に一回まわしましょう。",
        "hintedAnticlockwiseTouch": "光っている管を左に一回まわしましょう。三回タップするか、下のボタンでタップの向きを↺にします。",
        "hintedClockwiseTouch": "光っている管を右に一回まわしましょう。三回タップするか、下のボタンでタップの向きを↻にします。",
        "hintForced": "今の盤から向きが決まる管が光っています。そちらへ回しましょう。",
        "noHint": "ヒントはありません。どの管も答えの向きか、まだ決まる管がありません。",
        "noAnswer": "ヒントはありません。この盤には答えがありません(漏れずにつながる向きのない管があります)。",
        "turningClockwise": "タップで右回り ↻",
        "turningAnticlockwise": "タップで左回り ↺",
        "zoomLabel": "拡大",
        "zoomOut": "縮小 −",
        "zoomIn": "拡大 +",
        "zoomFit": "盤全体",
        "plain": "ネットワーク",
        "plainSays": "どの管も回せます。漏れなくすべての管に水を届けましょう。",
        "twistDrains": "排水口",
        "twistDrainsSays": "すべての排水口を満たしましょう。水の要らない管は乾いたままでかまいません。",
        "twistPumps": "ポンプ",
        "twistPumpsSays": "ポンプが複数あります。漏らさずに水をつなげましょう。",
        "twistLocked": "固定の管",
        "twistLockedSays": "印の付いた固定の管は回りません。",
        "twistWalls": "壁",
        "twistWallsSays": "管は壁を越えられません。",
        "twistWrap": "つながる端",
        "twistWrapSays": "盤の端は反対側につながっています。",
        "twistWrapLeftRightSays": "盤の左右の端がつながっています(上下の端はつながっていません)。",
        "twistWrapTopBottomSays": "盤の上下の端がつながっています(左右の端はつながっていません)。",
        "twistInletOutlet": "入口から出口へ",
        "twistInletOutletSays": "入口から出口まで一本の流れを作りましょう。",
        "twistBigPieces": "大きな管",
        "twistBigPiecesSays": "大きな管は何マスにもまたがり、まとめて回ります。",
        "twistBlockTurns": "区画回し",
        "twistBlockTurnsSays": "4マスの区画が管ごとまとめて回ります。",
        "undo": "元に戻す",
        "redo": "やり直す",
        "cellPinned": "ピン留め",
        "row": "{n}行目",
        "cellLeaks": "{sides}から漏れる",
        "seekLeak": "漏れている管:{of}個のうち{n}個目",
        "seekLeakNone": "漏れている管はありません。",
        "seekDry": "水のない管:{of}個のうち{n}個目",
        "seekDryNone": "どの管にも水が届いています。",
        "seekLit": "ヒントで光っている管です。",
        "seekLitNone": "光っている管はありません。ヒントで一つ光ります。",
        "keysTitle": "キー",
        "keysMove": "矢印キーで管から管へ移ります。HomeとEndで行の端へ(Ctrlを押すと盤の端へ)、Page UpとPage Downで5行ずつ。",
        "keysTurn": "EnterかSpaceで管を右に回し、Shift+Enterで左に回します。P、Alt+クリック、中クリックでピン留めします。",
        "keysUndo": "Ctrl+Zで元に戻し、Ctrl+Shift+ZかCtrl+Yでやり直します。",
        "keysFind": "Lで次の漏れている管へ(Shift+Lで前へ)、Dで次の水のない管へ(Shift+Dで前へ)、Hでヒントが光らせた管へ移ります。"
                    "盤の下に見つけたものが出ます。",
        "keysWhere": "元に戻す、やり直す、L、D、H、K、Jは、文字を入力する欄にフォーカスがないときならどこでも使えます。",
        "pinnedSays": "この管はピン留めされています。回すにはピンを外してください(Alt+クリック、中クリック、またはP)。",
        "pinnedSaysTouch": "この管はピン留めされています。長押しでピンを外せます。",
        "timer": "時間 {time}",
        "timerOn": "タイマー",
        "solvedTime": "タイム {time}。",
        "recordBest": "ベスト {time} · 最少 {turns}手。",
        "recordNew": "新記録!",
        "levelBest": "{time} ベスト、{turns}手",
        "statsTitle": "あなたの記録",
        "statsStreak": "今日の問題の連続日数:{n}日",
        "statsLongest": "最長連続:{n}日",
        "statsSolved": "{size}:{of}問中{n}問クリア · 最速 {time}",
        "statsPicture": "各問題のベストタイム",
        "statsPictureOf": "{size}の各問題のベストタイム",
        "statsBar": "問題{n}:{time}",
        "statsNone": "まだ解いた問題はありません。",
    },
}
"""The words of a board and of playing it (on every grid)."""
