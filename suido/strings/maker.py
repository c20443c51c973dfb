"""The maker's words for hexagonal boards, English and Japanese: the Make form's grid, a hexapipes
puzzle opened in the maker (and why one is refused), and the piece guide's hexagonal pieces. ``suido.strings``
takes them into its one table (``STRINGS``), so every word is still said by ``strings.say``; they live apart only
to keep that table's module short.

The reasons a hexapipes puzzle is refused are ``"hexapipesWhy" + the rule`` in camel case
(``suido.hexapipes.WHYS``: "wrap-value" -> ``hexapipesWhyWrapValue``); the guide's line for each hexagonal shape
is ``"pieceHex" + the shape's name + "Says"`` (``suido.grids.HEX.shapes``: "sharp" -> ``pieceHexSharpSays``), its
name the shape's own word (``shapeSharp``).

>>> sorted(MAKER_WORDS["en"]) == sorted(MAKER_WORDS["ja"])
True
"""

from __future__ import annotations

from typing import Final

MAKER_WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        # the Make form: squares or hexagons
        "makeGrid": "Grid",
        "makeGridSquare": "Squares",
        "makeGridHex": "Hexagons",
        # a hexapipes puzzle opened in the maker (site/hexopen.js)
        "hexapipesTitle": "A hexapipes puzzle",
        "hexapipesHelp": "Paste a puzzle from hexapipes (the JSON its Download button saves), or drop its file here, "
                         "then open it. Its pump goes on the middle cell; water every piece with no leak.",
        "hexapipesLabel": "The puzzle's JSON",
        "hexapipesFile": "Or choose its file",
        "hexapipesOpen": "Open it",
        "hexapipesOpening": "Opening the puzzle…",
        "hexapipesOpened": "Opened hexapipes' {size} puzzle, its pump on the middle cell.",
        "hexapipesNotUnique": "Opened hexapipes' {size} puzzle; it has more than one answer, and any that waters "
                              "every piece with no leak solves it.",
        "hexapipesNoAnswer": "Opened hexapipes' {size} puzzle; it has no answer as it stands.",
        "hexapipesPasteFirst": "Paste a puzzle's JSON first, or drop its file.",
        "hexapipesTooBig": "That is too long for a puzzle: at most {kb} KB.",
        "hexapipesWhyJson": "That is not a hexapipes puzzle: it is not JSON.",
        "hexapipesWhyObject": "That is not a hexapipes puzzle: it is not an object with grid, width, height, wrap "
                              "and tiles.",
        "hexapipesWhyGrid": "Only hexapipes' hexagonal puzzles open here; this one's grid is {grid}.",
        "hexapipesWhySize": "The puzzle's {field} must be a whole number from {min} to {max}.",
        "hexapipesWhyWrapValue": "The puzzle's wrap must be true or false.",
        "hexapipesWhyWrap": "A hexapipes wrap puzzle cannot be opened: its top and bottom rows join with the column "
                            "shifted by one, which a Suido wrap board does not have.",
        "hexapipesWhyTiles": "The puzzle's tiles must be a list of numbers.",
        "hexapipesWhyCount": "A {size} puzzle has {n} tiles; this one has {count}.",
        "hexapipesWhyTile": "Tile {index} ({tile}) is not a hexagonal tile: a whole number from 0 to 63.",
        "hexapipesWhyEmpty": "Every tile of the puzzle is empty: there is nothing to play.",
        # the piece guide's hexagonal pieces: the 14 shapes up to turning
        "guideHexTitle": "The pieces of a hexagonal board",
        "guideHexSays": "A hexagon has six sides, and a tap turns its piece a sixth. These are its 14 shapes; "
                        "every piece is one of them, turned.",
        "pieceHexBlankSays": "No pipe: the water never needs it, and it never turns.",
        "pieceHexEndSays": "A dead end: water comes in through its one arm and stops.",
        "pieceHexSharpSays": "Two arms side by side: turns the water sharply.",
        "pieceHexWideSays": "Two arms with one side between them: a gentle bend.",
        "pieceHexStraightSays": "Two arms facing each other: carries the water straight across.",
        "pieceHexFanSays": "Three arms side by side, spread like a fan.",
        "pieceHexHookSays": "A straight pipe with a branch just clockwise of one end.",
        "pieceHexCrookSays": "A straight pipe with a branch just anticlockwise of one end: the hook's mirror image.",
        "pieceHexTripodSays": "Three arms spread evenly, on every other side.",
        "pieceHexClawSays": "Four arms side by side: the two sides shut are next to each other.",
        "pieceHexForkSays": "Four arms: the two sides shut have one open side between them.",
        "pieceHexDoubleSays": "Two straight pipes crossing: the two sides shut face each other.",
        "pieceHexFiveSays": "Five arms: only one side is shut.",
        "pieceHexStarSays": "Open on all six sides: it looks the same however it is turned.",
    },
    "ja": {
        "makeGrid": "盤の形",
        "makeGridSquare": "正方形",
        "makeGridHex": "六角形",
        "hexapipesTitle": "hexapipesのパズル",
        "hexapipesHelp": "hexapipesのパズル(ダウンロードボタンで保存されるJSON)を貼り付けるか、ファイルをここにドロップして開きます。"
                         "ポンプは真ん中のマスに置かれます。漏れなくすべての管に水を通しましょう。",
        "hexapipesLabel": "パズルのJSON",
        "hexapipesFile": "またはファイルを選ぶ",
        "hexapipesOpen": "開く",
        "hexapipesOpening": "パズルを開いています…",
        "hexapipesOpened": "hexapipesの{size}のパズルを開きました。ポンプは真ん中のマスにあります。",
        "hexapipesNotUnique": "hexapipesの{size}のパズルを開きました。答えが二つ以上あり、漏れなくすべての管に水が通ればどれでも解けます。",
        "hexapipesNoAnswer": "hexapipesの{size}のパズルを開きました。このままでは答えがありません。",
        "hexapipesPasteFirst": "先にパズルのJSONを貼り付けるか、ファイルをドロップしてください。",
        "hexapipesTooBig": "パズルとしては長すぎます。{kb} KBまでです。",
        "hexapipesWhyJson": "hexapipesのパズルではありません。JSONではありません。",
        "hexapipesWhyObject": "hexapipesのパズルではありません。grid、width、height、wrap、tilesを持つオブジェクトではありません。",
        "hexapipesWhyGrid": "開けるのはhexapipesの六角形のパズルだけです。このパズルのgridは{grid}です。",
        "hexapipesWhySize": "パズルの{field}は{min}から{max}までの整数です。",
        "hexapipesWhyWrapValue": "パズルのwrapはtrueかfalseです。",
        "hexapipesWhyWrap": "hexapipesのループ盤(wrap)は開けません。上の行と下の行が列を一つずらしてつながりますが、"
                            "水道のループ盤にはそのずれがありません。",
        "hexapipesWhyTiles": "パズルのtilesは数の並びです。",
        "hexapipesWhyCount": "{size}のパズルのタイルは{n}個ですが、このパズルには{count}個あります。",
        "hexapipesWhyTile": "タイル{index}({tile})は六角形のタイルではありません。0から63までの整数です。",
        "hexapipesWhyEmpty": "パズルのタイルがすべて空です。遊べるものがありません。",
        "guideHexTitle": "六角形の盤の管",
        "guideHexSays": "六角形には辺が六つあり、タップすると管が六分の一回ります。形は次の14種類で、どの管もどれかを回したものです。",
        "pieceHexBlankSays": "管がありません。水は通らなくてよく、回りもしません。",
        "pieceHexEndSays": "行き止まり。一本の腕から入った水はそこで止まります。",
        "pieceHexSharpSays": "隣り合う二本の腕。水を鋭く曲げます。",
        "pieceHexWideSays": "辺を一つはさんだ二本の腕。ゆるやかな曲がりです。",
        "pieceHexStraightSays": "向かい合う二本の腕。水をまっすぐ通します。",
        "pieceHexFanSays": "隣り合う三本の腕。扇のように広がります。",
        "pieceHexHookSays": "直管の一方の端のすぐ右回り側に枝がついた形です。",
        "pieceHexCrookSays": "直管の一方の端のすぐ左回り側に枝がついた形。鉤形管を鏡に映した形です。",
        "pieceHexTripodSays": "一つおきの辺に均等に広がる三本の腕。",
        "pieceHexClawSays": "隣り合う四本の腕。閉じた二辺が隣り合っています。",
        "pieceHexForkSays": "四本の腕。閉じた二辺の間に開いた辺が一つあります。",
        "pieceHexDoubleSays": "交わる二本の直管。閉じた二辺が向かい合っています。",
        "pieceHexFiveSays": "五本の腕。閉じているのは一辺だけです。",
        "pieceHexStarSays": "六辺すべてが開いています。どう回しても同じに見えます。",
    },
}
"""The maker's words for hexagonal boards, by language (merged into ``suido.strings.STRINGS``)."""
