"""The words of the aids: a set's times as a speed-solver counts them and the daily to share,
loops and islands, edge marks and turning by pointing, checkpoints, jumble, check my pins, the loose ends, the
assistant, a colour per network and the animation's speed, in English and Japanese. `suido.strings` takes them into
its one table (`STRINGS`); the keys are the table's own, so a word is looked up the same way wherever it lives."""

from __future__ import annotations

from typing import Final

AID_WORDS: Final[dict[str, dict[str, str]]] = {
    "en": {
        # aid-stats: a set's times as a speed-solver counts them, and the daily to share (share.js)
        "statsBest": "best", "statsMo3": "mo3", "statsAo5": "ao5", "statsAo12": "ao12", "statsStreakSet": "streak",
        "statsBestSays": "the best single solve", "statsMo3Says": "the mean of the last 3 solves", "statsAo5Says": "the average of the last 5 solves, the best and worst dropped", "statsAo12Says": "the average of the last 12 solves, the best and worst dropped", "statsStreakSetSays": "days in a row this set's level of the day was solved",
        "statsNoTime": "—", "statsNoTimeSays": "not yet: too few solves", "statsDays": "{n} days", "statsDaysOne": "1 day",
        # the terms said in words under the sets' times, and the key to the picture of the last solves
        "statsTerms": "mo3 is the mean of your last 3 solves; ao5 and ao12 are the averages of your last 5 and 12, "
                      "the fastest and the slowest of them left out.",
        "statsRecentKey": "Each bar is a solve, the oldest at the left; the darkest is the fastest of them. "
                          "A dashed line is an average, named at its right.",
        "statsNewBest": "A new best for {size}: {time}!", "statsRecent": "The last {n} solves of {size}, with their averages", "statsRecentOne": "The last solve of {size}", "statsSolve": "Solve {n}: {time}",
        "shareButton": "Share", "shareShared": "Shared.", "shareCopied": "Copied: paste it where you like.", "shareFailed": "It could not be shared or copied; here it is to copy:",
        "shareText": "Suido · level of the day {day} · {size}, level {n}\nSolved in {time} · {turns} (par {par})\n{address}", "shareTextNoPar": "Suido · level of the day {day} · {size}, level {n}\nSolved in {time} · {turns}\n{address}",
        "shareNext": "Next level of the day in {time}", "shareOut": "The next level of the day is out.", "shareOutPlay": "Play it", "shareSetting": "After the level of the day: Share, the countdown and the streak",
        # loops and islands: the aid's words, its setting and a piece's words
        "rings": "Loops and islands", "ringsAlways": "Show them", "ringsPinned": "Only once all their pieces are pinned", "ringsNever": "Do not show them",
        "ringLoop": "A closed loop formed: an answer has none.", "ringIsland": "A closed island formed: the water cannot reach it.", "inLoop": "in a loop", "inIsland": "in a closed island",
        "ringsKeyLoop": "Dashed rings: pieces joined in a closed loop, which no answer has.", "ringsKeyIsland": "A dotted outline: a closed island of pieces the water cannot reach.",
        # edge marks and turning by pointing (aid-marks)
        "markPlace": "row {row}, column {col}", "markJoined": "Marked joined: {a} and {b}.",
        "markShut": "Marked shut: {a} and {b}.", "markCleared": "Mark taken off: {a} and {b}.",
        "markWrong": " The pieces as they face say otherwise.", "marksShown": "Show edge marks",
        "markWhich": "Mark: an arrow (or a number pad's digit) names the edge; Escape lets it go.",
        "pointing": "Turn by pointing: a tap near a side turns an arm to it (the middle turns as always)",
        # checkpoints, jumble, check my pins, loose ends, the assistant, a colour per network, animation speed
        "aidsMore": "More tools",
        "checkpoint": "Checkpoint", "checkpointSays": "Set a checkpoint (K): the game as it stands, to come back to",
        "checkpointSet": "Checkpoint {n} set.", "checkpointSame": "Nothing has changed since the last checkpoint.",
        "checkpoints": "Checkpoints: {n}", "checkpointBack": "{n}", "checkpointBackSays": "Back to checkpoint {n}",
        "checkpointWent": "Back at checkpoint {n}. Undo returns to where you were.",
        "jumble": "Jumble", "jumbleSays": "Jumble (J): turn every piece that is not pinned at random",
        "jumbled": "Every piece that is not pinned turned at random: Undo turns them back.",
        "checkPins": "Check my pins", "pinsRight": "All {of} pinned pieces face the right way.",
        "pinsWrongOne": "1 of {of} pinned pieces faces the wrong way.",
        "pinsWrong": "{n} of {of} pinned pieces face the wrong way.", "pinsNone": "No piece is pinned yet.",
        "pinsNoAnswer": "This board's answer is not known, so its pins cannot be checked.",
        "pinsShow": "Show them", "pinsShown": "The pinned pieces that face the wrong way are lit.",
        "loose": "Loose ends: {leaks} leaking, {dry} dry", "looseNone": "No loose ends",
        "looseSays": "Go to the next loose end (L leaking, D dry)", "seekLoose": "Loose end {n} of {of}.",
        "assistant": "Assistant: pinning a piece or marking an edge turns the pieces around it that can only fit one way",
        "assistedOne": "The assistant turned 1 piece.", "assisted": "The assistant turned {n} pieces.",
        "nets": "A colour for each network of joined pieces",
        "speed": "Animation", "speedNormal": "Normal", "speedFast": "Fast", "speedNone": "None",
        "keysAids": "K sets a checkpoint, Shift+K goes back to the last one; J jumbles every piece that is not pinned.",
        "keysMark": "M then an arrow (or a number pad's digit: on hexagons 9 7 6 4 3 1) marks that edge of the piece "
                    "joined, Shift+M shut; the same again takes the mark off. A drag across an edge marks it joined, "
                    "along it shut; on touch, a long press near an edge goes round joined, shut, none.",
    },
    "ja": {
        # aid-stats: a set's times as a speed-solver counts them, and the daily to share
        "statsBest": "ベスト", "statsMo3": "mo3", "statsAo5": "ao5", "statsAo12": "ao12", "statsStreakSet": "連続",
        "statsBestSays": "いちばん速い1回", "statsMo3Says": "最近3回の平均", "statsAo5Says": "最近5回の平均(最速と最遅を除く)", "statsAo12Says": "最近12回の平均(最速と最遅を除く)", "statsStreakSetSays": "このセットの今日の問題を続けて解いた日数",
        "statsNoTime": "—", "statsNoTimeSays": "まだありません(回数が足りません)", "statsDays": "{n}日",
        "statsTerms": "mo3は最近3回の平均、ao5とao12は最近5回と12回の平均です(そのうち最速と最遅を除きます)。",
        "statsRecentKey": "棒の1本が1回の記録で、左ほど古い記録です。いちばん濃い棒が最速です。"
                          "破線は平均で、右端に名前があります。",
        "statsNewBest": "{size}の新記録:{time}!", "statsRecent": "{size}の最近{n}回とその平均", "statsSolve": "{n}回目:{time}",
        "shareButton": "共有", "shareShared": "共有しました。", "shareCopied": "コピーしました。好きな所に貼り付けてください。", "shareFailed": "共有もコピーもできませんでした。この文をコピーしてください:",
        "shareText": "Suido · 今日の問題 {day} · {size} 第{n}問\n{time}でクリア · {turns}(基準 {par}手)\n{address}", "shareTextNoPar": "Suido · 今日の問題 {day} · {size} 第{n}問\n{time}でクリア · {turns}\n{address}",
        "shareNext": "次の今日の問題まで {time}", "shareOut": "次の今日の問題が出ました。", "shareOutPlay": "解く", "shareSetting": "今日の問題を解いた後:共有、カウントダウン、連続日数",
        # loops and islands: the aid's words, its setting and a piece's words
        "rings": "ループと島", "ringsAlways": "表示する", "ringsPinned": "すべての管をピン留めしたときだけ", "ringsNever": "表示しない",
        "ringLoop": "閉じたループができました。答えにループはありません。", "ringIsland": "閉じた島ができました。水はそこに届きません。", "inLoop": "ループの中", "inIsland": "閉じた島の中",
        "ringsKeyLoop": "破線の輪:閉じたループになっている管です。答えにループはありません。", "ringsKeyIsland": "点線の囲み:水が届かない閉じた島です。",
        # edge marks and turning by pointing (aid-marks)
        "markPlace": "{row}行{col}列", "markJoined": "つながる印:{a}と{b}。", "markShut": "閉じる印:{a}と{b}。",
        "markCleared": "印を消しました:{a}と{b}。", "markWrong": "いまの向きとは合いません。", "marksShown": "辺の印を表示",
        "markWhich": "印:矢印(またはテンキーの数字)で辺を選びます。Escでやめます。",
        "pointing": "指して回す:辺の近くをタップすると管がその辺を向きます(真ん中はいつも通り)",
        # checkpoints, jumble, check my pins, loose ends, the assistant, a colour per network, animation speed
        "aidsMore": "ほかの道具",
        "checkpoint": "チェックポイント", "checkpointSays": "チェックポイントを作る(K):今の盤面を覚えて、あとで戻れます",
        "checkpointSet": "チェックポイント{n}を作りました。", "checkpointSame": "前のチェックポイントから何も変わっていません。",
        "checkpoints": "チェックポイント:{n}", "checkpointBack": "{n}", "checkpointBackSays": "チェックポイント{n}に戻る",
        "checkpointWent": "チェックポイント{n}に戻りました。元に戻すと、戻る前の盤面に戻ります。",
        "jumble": "ごちゃまぜ", "jumbleSays": "ごちゃまぜ(J):ピン留めしていない管をすべてランダムに回します",
        "jumbled": "ピン留めしていない管をランダムに回しました。元に戻すで戻せます。",
        "checkPins": "ピンを確認", "pinsRight": "ピン留めした{of}個の管はすべて正しい向きです。",
        "pinsWrong": "ピン留めした{of}個のうち{n}個が違う向きです。", "pinsNone": "まだピン留めした管がありません。",
        "pinsNoAnswer": "この盤面の答えがわからないので、ピンを確認できません。",
        "pinsShow": "表示する", "pinsShown": "違う向きでピン留めした管を光らせました。",
        "loose": "未接続:水漏れ{leaks}個、乾いた管{dry}個", "looseNone": "未接続の管はありません",
        "looseSays": "次の未接続の管へ(Lは水漏れ、Dは乾いた管)", "seekLoose": "未接続の管 {of}個中{n}個目。",
        "assistant": "アシスタント:管をピン留めするか辺に印を付けると、向きが一つに決まる周りの管を回します",
        "assisted": "アシスタントが{n}個の管を回しました。",
        "nets": "つながった管のまとまりごとに色を付ける",
        "speed": "アニメーション", "speedNormal": "ふつう", "speedFast": "速い", "speedNone": "なし",
        "keysAids": "Kでチェックポイントを作り、Shift+Kで最後のチェックポイントに戻ります。Jでピン留めしていない管をごちゃまぜにします。",
        "keysMark": "Mのあと矢印(またはテンキーの数字、六角形では9 7 6 4 3 1)でその辺に「つながる」印、Shift+Mで「閉じる」印。"
                    "同じ操作でもう一度消えます。辺をまたいでドラッグすると「つながる」、辺に沿うと「閉じる」、"
                    "タッチでは辺の近くを長押しするたびに つながる・閉じる・なし と変わります。",
    },
}

AID_BOARD_WORDS: Final = ("aidsMore", "checkpoint", "checkpointSays", "checkpointSet", "checkpointSame", "checkpoints",
                          "checkpointBack", "checkpointBackSays", "checkpointWent", "jumble", "jumbleSays", "jumbled",
                          "checkPins", "pinsShow", "pinsShown", "loose", "looseNone", "looseSays", "seekLoose",
                          "assistedOne", "assisted")
"""The aids' words a board's page shows around it (the open reply's `words`, with the board's own)."""
