"""suido.records' speed-solver times (best, mo3, ao5, ao12, a new best), suido.share's text, and the
worker's stats and share ops over them: worked examples reckoned by hand, with gaps of missed days for
the streaks.

Plain pytest: this file also runs inside Pyodide."""

from __future__ import annotations

import json
from typing import Any

import pytest
from workerkit import ok

from suido import web
from suido.records import KEPT, SetStats, average_of, format_time, is_new_best, mean_of, set_stats
from suido.svg.charts import recent_picture
from suido.share import set_name, share_address, share_text


def test_a_mean_of_3_counts_every_one_of_the_last_three() -> None:
    # by hand: (12.34 + 15.00 + 9.99) / 3 = 37.33 / 3 = 12.4433... -> 12.44 s
    assert mean_of([99_000, 12_340, 15_000, 9_990], 3) == 12_440
    assert mean_of([12_340, 15_000], 3) is None  # too few: none yet


def test_an_average_of_5_drops_the_one_best_and_the_one_worst() -> None:
    # by hand: 10.00 11.00 [8.00] 12.50 [30.00]: (10 + 11 + 12.5) / 3 = 11.1666... -> 11.17 s
    assert average_of([10_000, 11_000, 8_000, 12_500, 30_000], 5) == 11_170
    # only the last five count: a slow sixth-to-last solve is gone
    assert average_of([600_000, 10_000, 11_000, 8_000, 12_500, 30_000], 5) == 11_170
    # ties: one of two equal bests is dropped, the other kept: 5 5 [5] 7 [9] -> (5 + 5 + 7) / 3 = 5.666... -> 5.67
    assert average_of([5_000, 5_000, 9_000, 5_000, 7_000], 5) == 5_670
    assert average_of([1_000] * 4, 5) is None


def test_an_average_of_12_drops_one_best_and_one_worst_of_twelve() -> None:
    times = [20_000, 21_000, 22_000, 23_000, 24_000, 25_000, 26_000, 27_000, 28_000, 29_000, 1_000, 90_000]
    # by hand: drop 1.00 and 90.00; 20 + 21 + ... + 29 = 245; 245 / 10 = 24.5 s
    assert average_of(times, 12) == 24_500
    assert average_of(times[1:], 12) is None
    # halves round up to the hundredth (WCA 9f1): 10.005 s -> 10.01 s
    assert mean_of([10_000, 10_005, 10_010], 3) == 10_010
    assert average_of([1, 10_004, 10_006, 99_999], 4) == 10_010


def test_a_sets_stats_take_the_best_kept_apart_and_say_none_for_too_few() -> None:
    assert set_stats([]) == SetStats(0, None, None, None, None)
    assert set_stats([], 42_000) == SetStats(0, 42_000, None, None, None)
    assert set_stats([50_000, 60_000], 45_000) == SetStats(2, 45_000, None, None, None)
    assert set_stats([50_000, 60_000, 40_000]) == SetStats(3, 40_000, 50_000, None, None)
    twelve = [60_000 - 1_000 * i for i in range(12)]  # 60, 59, ... 49 s
    got = set_stats(twelve)
    # by hand: mo3 of 51 50 49 = 50; ao5 of 53 52 [51..] -> 53 52 51 50 49 drop 53, 49: 51; ao12: drop 60, 49:
    # 59 + ... + 50 = 545, / 10 = 54.5
    assert got == SetStats(12, 49_000, 50_000, 51_000, 54_500)


@pytest.mark.parametrize("bad", [-1, "fast", None, float("nan"), True])
def test_a_time_that_is_not_one_is_refused(bad: Any) -> None:
    with pytest.raises(ValueError, match="a time is milliseconds"):
        set_stats([1_000, bad])
    with pytest.raises(ValueError, match="a time is milliseconds"):
        is_new_best(1_000, bad)


def test_an_n_that_cannot_be_is_refused() -> None:
    with pytest.raises(ValueError, match="of 1 solve or more"):
        mean_of([1], 0)
    with pytest.raises(ValueError, match="3 solves or more"):
        average_of([1, 2], 2)


def test_a_new_best_beats_the_sets_best_and_a_first_solve_is_none() -> None:
    assert is_new_best(40_000, 39_999)
    assert not is_new_best(40_000, 40_000)  # a tie beats nothing
    assert not is_new_best(40_000, 41_000)
    assert not is_new_best(None, 1_000)


def test_hundredths_are_shown_rounded_down_as_a_timer_shows_a_single() -> None:
    assert format_time(9_999, hundredths=True) == "0:09.99"
    assert format_time(83_456, hundredths=True) == "1:23.45"
    assert format_time(3_725_010, hundredths=True) == "1:02:05.01"
    assert format_time(83_456) == "1:23"


def test_the_picture_of_the_last_solves_has_a_bar_each_and_a_named_line_for_each_average() -> None:
    svg = recent_picture([10_000, 11_000, 8_000, 12_500, 30_000], label="Last of 7x7")
    assert 'data-bars="5"' in svg and svg.count('<rect class="sd-solve"') == 5
    assert 'data-best="true" data-ms="8000"' in svg
    assert [a for a in ("mo3", "ao5", "ao12") if f'data-average="{a}"' in svg] == ["mo3", "ao5"]
    assert ">mo3 0:16.83<" in svg and ">ao5 0:11.16<" not in svg and ">ao5 0:11.17<" in svg
    many = recent_picture([1_000] * 30)
    assert f'data-bars="{KEPT}"' in many and 'data-average="ao12"' in many
    assert "まだ" in recent_picture([], lang="ja")


def test_the_share_text_names_the_set_the_day_the_time_the_turns_and_the_par_and_no_answer() -> None:
    text = share_text("en", size="7x7", level=122, day="2026-12-02", ms=83_450, turns=31, par=28,
                      address="https://example.org/suido/index.html?code=ABC#x")
    assert text.splitlines() == ["Suido · level of the day 2026-12-02 · 7x7, level 122",
                                 "Solved in 1:23 · 31 turns (par 28)",
                                 "https://example.org/suido/index.html?size=7x7&level=today"]
    assert "ABC" not in text  # the address's own query (a board's code) is never shared
    one = share_text("en", size="big", level=1, day="2026-12-02", ms=5_000, turns=1, par=None,
                     address="http://localhost:8000/")
    assert "Big pieces, level 1" in one and "1 turn\n" in one and "par" not in one
    ja = share_text("ja", size="5x5", level=3, day="2026-12-02", ms=5_000, turns=4, par=3, address="http://h/")
    assert "今日の問題 2026-12-02" in ja and "4手(基準 3手)" in ja
    assert set_name("en", "hex7x7") == "hex7x7"  # a set with no words of its own is called by its name


@pytest.mark.parametrize("args, says", [
    ({"day": "2026-02-30"}, "a day is"), ({"ms": -1}, "a time is"), ({"turns": -1}, "turns is"),
    ({"level": 0}, "level is"), ({"par": "28"}, "par is"), ({"address": "javascript:alert(1)"}, "http"),
])
def test_a_share_text_with_an_argument_that_is_not_one_says_so(args: dict[str, Any], says: str) -> None:
    good: dict[str, Any] = {"size": "7x7", "level": 1, "day": "2026-12-02", "ms": 1_000, "turns": 3, "par": 3,
                            "address": "https://example.org/"}
    with pytest.raises(ValueError, match=says):
        share_text("en", **{**good, **args})
    with pytest.raises(ValueError, match="a set is named"):
        share_address("https://example.org/", "7x7&code=1")


def test_the_stats_op_gives_each_set_its_times_and_own_streak_with_missed_days() -> None:
    r = ok("stats", today="2026-12-02", days=["2026-11-28", "2026-11-30", "2026-12-01", "2026-12-02"],
             levels={"7x7#1": {"best": 38_000, "fewest": 9}, "5x5#2": {"best": 9_000, "fewest": 3}},
             recent={"7x7": [50_000, 40_000, 70_000, 45_000, 60_000], "5x5": [9_000, "junk", 11_000],
                     "nope": [1]},
             dailies={"7x7": ["2026-11-29", "2026-12-01", "2026-12-02"],  # 11-30 missed: a run of 2
                      "5x5": ["2026-11-30"]})  # two days ago: its streak is over
    assert (r["streak"], r["longest"]) == (3, 3)  # any set: 11-29 missed, then 11-30, 12-01, 12-02
    by = {s["size"]: s for s in r["sizes"]}
    assert list(by) == ["5x5", "7x7"]  # the site's order of the sets
    # 7x7: best 38.00 (a level's best, older than the five kept); mo3 of 70 45 60 = 58.33; ao5 drop 40, 70: 51.67
    assert (by["7x7"]["best"], by["7x7"]["mo3"], by["7x7"]["ao5"], by["7x7"]["ao12"]) == (38_000, 58_330, 51_670, None)
    assert by["7x7"]["text"] == {"best": "0:38.00", "mo3": "0:58.33", "ao5": "0:51.67", "ao12": "—",
                                 "streak": "2 days"}
    assert (by["7x7"]["streak"], by["7x7"]["longest"]) == (2, 2)
    assert (by["5x5"]["mo3"], by["5x5"]["streak"], by["5x5"]["longest"]) == (None, 0, 1)
    assert r["size"] == "7x7" and 'data-bars="5"' in r["recentSvg"] and "7x7" in r["recentSvg"]
    assert "newBest" not in r


def test_the_stats_op_says_a_new_best_on_a_solve() -> None:
    base: dict[str, Any] = {"today": "2026-12-02", "levels": {"7x7#1": {"best": 38_000, "fewest": 9}},
                            "recent": {"7x7": [40_000, 38_000]}}
    r = ok("stats", **base, solve={"size": "7x7", "ms": 38_000, "before": 40_000}, lang="ja")
    assert r["newBest"] is True and r["words"]["newBest"] == "7x7の新記録:0:38.00!"
    assert ok("stats", **base, solve={"size": "7x7", "ms": 41_000, "before": 38_000})["newBest"] is False
    first = ok("stats", **base, solve={"size": "7x7", "ms": 41_000, "before": None})
    assert first["newBest"] is False and "newBest" not in first["words"]


def test_the_share_op_gives_the_text_and_the_streak_already_kept() -> None:
    r = ok("share", size="7x7", level=5, day="2026-12-02", ms=61_000, turns=20, par=18,
             address="http://localhost:8000/?size=7x7&level=today", days=["2026-11-30", "2026-12-01", "2026-12-02"],
             today="2026-12-02")
    assert r["text"].endswith("\nhttp://localhost:8000/?size=7x7&level=today")
    assert "1:01" in r["text"] and "20 turns (par 18)" in r["text"]
    assert r["streak"] == 3 and r["words"]["streak"] == "Level of the day streak: 3 days"
    assert r["words"]["shareNext"] == "Next level of the day in {time}"
    assert r["words"]["shareOut"] == "The next level of the day is out." and r["words"]["shareOutPlay"] == "Play it"
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "share", "args": {
        "size": "7x7", "level": 5, "day": "2026-12-02", "ms": 61_000, "turns": 20, "address": "ftp://x"}})))
    assert not reply["ok"] and "http" in reply["error"]
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "share", "args": {"size": "3x3"}})))
    assert not reply["ok"] and "not a level set" in reply["error"]
