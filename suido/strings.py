"""Every word a board shows, in English and Japanese: one table, one source of truth.

The browser shell never holds words of its own (but the two lines it shows before Python has
started at all); it takes them from the worker, which takes them from here.

``say(lang, key, **values)`` picks a line and fills it in:

* when ``n == 1`` and the table has ``key + "One"``, that line is used (English only needs it);
* otherwise the line is taken from the language's table, then from English, then the key itself;
* ``{name}`` is replaced only when ``name`` is one of the values, so a stray brace survives.

>>> say("en", "turns", n=1)
'1 turn'
>>> say("en", "turns", n=3)
'3 turns'
>>> say("ja", "turns", n=3)
'3手'
>>> say("fr", "leaksNone")
'no leaks'
>>> say("en", "no-such-key")
'no-such-key'
"""

from __future__ import annotations

import re
from typing import Final

LANGUAGES: Final = ("en", "ja")

STRINGS: Final[dict[str, dict[str, str]]] = {
    "en": {
        # the board as a whole
        "board": "Suido board, {width} by {height}",
        "loading": "Filling the pipes…",
        "restart": "Start over",
        "restartSure": "Start over? Tap again",
        "hint": "Hint",
        "howTo": "Tap a piece to turn it clockwise; right-click or Shift+click turns it back. "
                 "Arrow keys move, Enter or Space turns, Shift+Enter turns back. "
                 "Alt+click, a middle click or P pins a piece you are sure of; Ctrl+Z undoes, Ctrl+Shift+Z redoes.",
        "howToTouch": "Tap a piece to turn it. The button below with the arrow sets which way a tap turns. "
                      "A long press pins a piece you are sure of.",
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
        "shapeTee": "T piece",
        "shapeCross": "cross",
        "cellPump": "pump",
        "cellDrain": "drain",
        "cellLocked": "locked",
        "cellBig": "part of a big piece",
        "cellBlock": "part of a block that turns as one",
        "cellWet": "wet",
        "opens": "opens {sides}",
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
        "hintWhere": " It is the {piece} at row {row}, column {col}; turned, it opens {sides}.",
        "hintForced": "The board as it stands forces the lit piece: turn it to face the way it must.",
        "noHint": "No hint here: every piece is where the answer has it, or nothing is forced yet.",
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
        "twistLocked": "Locked",
        "twistLockedSays": "Locked pieces (marked) never turn.",
        "twistWalls": "Walls",
        "twistWallsSays": "No pipe may cross a wall.",
        "twistWrap": "Wrap",
        "twistWrapSays": "The edges join: a pipe leaving one side comes in at the other.",
        "twistInletOutlet": "Inlet to outlet",
        "twistInletOutletSays": "One clean run from the inlet to the outlet.",
        "twistBigPieces": "Big pieces",
        "twistBigPiecesSays": "A big piece covers several cells and turns as one.",
        "twistBlockTurns": "Block turns",
        "twistBlockTurnsSays": "A block of four cells turns together, pieces and all.",
        # the levels
        "size": "Size",
        "level": "Level {n}",
        "levelOf": "{size}, level {n}",
        "block": "Levels {from}–{to}",
        "blockShut": "Solve every level above to open these.",
        "today": "Today",
        "todayIs": "The level of the day ({day})",
        "todayLevelOf": "Today's level · {size} · level {n}",
        "nextLevel": "Next level",
        "marks": "{n} of 5 marks",
        "teaches": "teaches",
        "tests": "tests",
        "solvedMark": "solved",
        # a board of your own
        "making": "Making a board…",
        "makeStop": "Stop",
        "makeBetween": "{field}: a whole number from {min} to {max}.",
        "makeAtLeast": "{field}: a whole number, {min} or more.",
        "makeStopped": "Stopped: no board was made.",
        "makeTitle": "A board of your own",
        "makeSize": "Size",
        "makeWidth": "Width",
        "makeHeight": "Height",
        "makeKind": "Kind",
        "kindNetwork": "Network",
        "kindDrains": "Drains",
        "kindInletOutlet": "Inlet to outlet",
        "makeWrap": "Wrap",
        "makePumps": "Pumps",
        "makeLocked": "Locked",
        "makeWalls": "Walls",
        "makeDifficulty": "Difficulty (1–100, optional)",
        "makeSeed": "Seed",
        "makeGo": "Make it",
        "makeLink": "Link to this board",
        "madeBoard": "Made: {size}, seed {seed}",
        "madeDifficulty": "Made: {size}, seed {seed}, difficulty {difficulty}",
        "madeNearest": "Made: {size}, difficulty {difficulty}: the nearest to the difficulty asked from seed {asked} on; seed {seed} makes it again.",
        "language": "Language",
        "theme": "Theme",
        "themeLight": "Light",
        "themeDark": "Dark",
        "guideTitle": "The pieces",
        "pieceEnd": "End",
        "pieceEndSays": "A dead end: water comes in through its one arm and stops.",
        "pieceStraight": "Straight",
        "pieceStraightSays": "Carries water straight across, side to side.",
        "pieceElbow": "Elbow",
        "pieceElbowSays": "Turns the water round a corner.",
        "pieceTee": "Tee",
        "pieceTeeSays": "Splits the water three ways.",
        "pieceCross": "Cross",
        "pieceCrossSays": "Joins all four sides; it looks the same however it is turned.",
        "piecePump": "Pump",
        "piecePumpSays": "Where the water starts; it turns like the piece it sits in.",
        "pieceDrain": "Drain",
        "pieceDrainSays": "Where the water must end; every drain must be filled.",
        "pieceLocked": "Locked",
        "pieceLockedSays": "A piece that never turns: it is already right.",
        "pieceWall": "Wall",
        "pieceWallSays": "No water passes between the two cells it stands between.",
        "yourBoard": "Your board · {size}",
        "allLevels": "All levels",
        # undo, pins, the timer and the records
        "undo": "Undo",
        "redo": "Redo",
        "cellPinned": "pinned",
        "pinnedSays": "That piece is pinned: unpin it (Alt+click, a middle click or P) to turn it.",
        "pinnedSaysTouch": "That piece is pinned: a long press unpins it.",
        "timer": "Time {time}",
        "timerOn": "Timer",
        "solvedTime": "Your time {time}.",
        "recordBest": "Best {time} · fewest turns {turns}.",
        "recordNew": "A new best!",
        "levelBest": "best {time}, {turns} turns",
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
        "unsaved": "This browser will not save any more (its storage is full or private): play on, but "
                   "moves from here are not kept.",
        # what went wrong
        "loadFailed": "The puzzle could not load: {why}",
        # loading Python, before the first board (the page takes these from the build, not the worker)
        "loadingBytes": "Filling the pipes… {got} of {total} MB",
        "loadStalled": "nothing arrived for {s} s",
        "tryAgain": "Try again",
        "newVersion": "A new version of Suido is ready.",
        "reloadNow": "Reload",
        "badCode": "This board code cannot be read: {why}",
        "badAnswer": "The answer given does not fit this board: {why}",
        "badProgress": "The saved moves do not fit this board, so it starts afresh.",
        "workerLost": "The puzzle stopped working; reload the page to go on.",
    },
    "ja": {
        "board": "水道の盤、{width}×{height}",
        "loading": "水を張っています…",
        "restart": "最初から",
        "restartSure": "最初から?もう一度押す",
        "hint": "ヒント",
        "howTo": "管をタップすると右に回ります。右クリックかShift+クリックで左に回ります。"
                 "矢印キーで移動し、EnterかSpaceで回し、Shift+Enterで戻します。"
                 "Alt+クリック、中クリック、Pで確かな管をピン留めできます。Ctrl+Zで元に戻し、Ctrl+Shift+Zでやり直します。",
        "howToTouch": "管をタップすると回ります。下の矢印のボタンで回る向きを変えられます。"
                      "長押しで確かな管をピン留めできます。",
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
        "cellPump": "ポンプ",
        "cellDrain": "排水口",
        "cellLocked": "固定",
        "cellBig": "大きな管の一部",
        "cellBlock": "まとめて回る区画の一部",
        "cellWet": "水あり",
        "opens": "{sides}に開く",
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
        "twistLocked": "固定",
        "twistLockedSays": "印の付いた固定の管は回りません。",
        "twistWalls": "壁",
        "twistWallsSays": "管は壁を越えられません。",
        "twistWrap": "つながる端",
        "twistWrapSays": "盤の端は反対側につながっています。",
        "twistInletOutlet": "入口から出口へ",
        "twistInletOutletSays": "入口から出口まで一本の流れを作りましょう。",
        "twistBigPieces": "大きな管",
        "twistBigPiecesSays": "大きな管は何マスにもまたがり、まとめて回ります。",
        "twistBlockTurns": "区画回し",
        "twistBlockTurnsSays": "4マスの区画が管ごとまとめて回ります。",
        "size": "大きさ",
        "level": "第{n}問",
        "levelOf": "{size}、第{n}問",
        "block": "第{from}–{to}問",
        "blockShut": "上の問題をすべて解くと開きます。",
        "today": "今日の問題",
        "todayIs": "今日の問題({day})",
        "todayLevelOf": "今日の問題 · {size} · 第{n}問",
        "nextLevel": "次の問題",
        "marks": "難しさ{n}/5",
        "teaches": "入門",
        "tests": "腕試し",
        "solvedMark": "解決済み",
        "making": "盤を作っています…",
        "makeStop": "中止",
        "makeBetween": "{field}は{min}から{max}までの整数です。",
        "makeAtLeast": "{field}は{min}以上の整数です。",
        "makeStopped": "中止しました。盤は作られていません。",
        "makeTitle": "自分の盤を作る",
        "makeSize": "大きさ",
        "makeWidth": "幅",
        "makeHeight": "高さ",
        "makeKind": "種類",
        "kindNetwork": "ネットワーク",
        "kindDrains": "排水口",
        "kindInletOutlet": "入口から出口へ",
        "makeWrap": "端がつながる",
        "makePumps": "ポンプ",
        "makeLocked": "固定",
        "makeWalls": "壁",
        "makeDifficulty": "難しさ(1–100、任意)",
        "makeSeed": "シード",
        "makeGo": "作る",
        "makeLink": "この盤へのリンク",
        "madeBoard": "作りました:{size}、シード {seed}",
        "madeDifficulty": "作りました:{size}、シード {seed}、難しさ {difficulty}",
        "madeNearest": "作りました:{size}、難しさ {difficulty}。シード {asked} から探して最も近い盤です。シード {seed} で同じ盤になります。",
        "language": "言語",
        "theme": "配色",
        "themeLight": "ライト",
        "themeDark": "ダーク",
        "guideTitle": "部品",
        "pieceEnd": "行き止まり",
        "pieceEndSays": "腕が一本だけ。水は入ってそこで止まります。",
        "pieceStraight": "直管",
        "pieceStraightSays": "水をまっすぐ反対側へ通します。",
        "pieceElbow": "曲がり管",
        "pieceElbowSays": "水の向きを直角に曲げます。",
        "pieceTee": "T字管",
        "pieceTeeSays": "水を三方向に分けます。",
        "pieceCross": "十字管",
        "pieceCrossSays": "四方すべてをつなぎます。回しても同じ形です。",
        "piecePump": "ポンプ",
        "piecePumpSays": "水の出どころ。上にある管と一緒に回ります。",
        "pieceDrain": "排水口",
        "pieceDrainSays": "水の行き先。すべての排水口を満たします。",
        "pieceLocked": "固定",
        "pieceLockedSays": "回らない部品。はじめから正しい向きです。",
        "pieceWall": "壁",
        "pieceWallSays": "壁をはさむ二つのマスの間は水が通りません。",
        "yourBoard": "あなたの盤 · {size}",
        "allLevels": "すべての問題",
        "undo": "元に戻す",
        "redo": "やり直す",
        "cellPinned": "ピン留め",
        "pinnedSays": "この管はピン留めされています。回すにはピンを外してください(Alt+クリック、中クリック、またはP)。",
        "pinnedSaysTouch": "この管はピン留めされています。長押しでピンを外せます。",
        "timer": "時間 {time}",
        "timerOn": "タイマー",
        "solvedTime": "タイム {time}。",
        "recordBest": "ベスト {time} · 最少 {turns}手。",
        "recordNew": "新記録!",
        "levelBest": "ベスト {time}、{turns}手",
        "statsTitle": "あなたの記録",
        "statsStreak": "今日の問題の連続日数:{n}日",
        "statsLongest": "最長連続:{n}日",
        "statsSolved": "{size}:{of}問中{n}問クリア · 最速 {time}",
        "statsPicture": "各問題のベストタイム",
        "statsPictureOf": "{size}の各問題のベストタイム",
        "statsBar": "問題{n}:{time}",
        "statsNone": "まだ解いた問題はありません。",
        "unsaved": "このブラウザはこれ以上保存できません(容量がいっぱいか、プライベートモードです)。遊び続けられますが、ここからの手は保存されません。",
        "loadFailed": "パズルを読み込めませんでした:{why}",
        "loadingBytes": "水を張っています… {got} / {total} MB",
        "loadStalled": "{s} 秒間なにも届きませんでした",
        "tryAgain": "もう一度",
        "newVersion": "水道の新しい版が届きました。",
        "reloadNow": "読み込み直す",
        "badCode": "この盤のコードは読めません:{why}",
        "badAnswer": "この答えは盤に合いません:{why}",
        "badProgress": "保存された手がこの盤に合わないため、最初から始めます。",
        "workerLost": "パズルが止まりました。ページを読み込み直してください。",
    },
}

_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def language_of(tag: str | None) -> str:
    """The table for a language tag: ``"ja"`` for any tag starting with ja, else ``"en"``."""
    return "ja" if tag and tag.strip().lower().startswith("ja") else "en"


def line(lang: str, key: str, n: object = None) -> str:
    """The raw line for ``key`` (before filling in), with the fallbacks ``say`` uses.
    An unknown language reads the English table."""
    table = STRINGS.get(lang, STRINGS["en"])
    if n == 1 and not isinstance(n, bool) and key + "One" in table:
        return table[key + "One"]
    return table.get(key) or STRINGS["en"].get(key) or key


def listed(lang: str, items: list[str]) -> str:
    """Items as a list in words: "north", "north and east", "north, east and south"."""
    if len(items) <= 1:
        return "".join(items)
    if lang == "ja":
        return "、".join(items[:-1]) + line(lang, "listAnd") + items[-1]
    return ", ".join(items[:-1]) + line(lang, "listAnd") + items[-1]


def say(lang: str, key: str, **values: object) -> str:
    """The line for ``key`` in ``lang`` with ``{name}`` filled from ``values``."""
    text = line(lang, key, values.get("n"))
    if not values:
        return text
    return _PLACEHOLDER.sub(
        lambda m: str(values[m.group(1)]) if m.group(1) in values else m.group(0), text)


def words(lang: str) -> dict[str, str]:
    """Every raw line in ``lang`` (English filling any gap), for a shell that fills its own."""
    merged = dict(STRINGS["en"])
    merged.update(STRINGS.get(lang, {}))
    return merged
