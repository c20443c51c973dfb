"""suido.records: the streak of days the level of the day was solved, times as text, the picture of
solve times; and the worker's stats op over the records the shell keeps.

Plain pytest: this file also runs inside Pyodide."""

from __future__ import annotations

import datetime as dt
import json
import random
import re
from typing import Any

import pytest

from suido import web
from suido.records import Streak, day_of, format_time, streaks
from suido.svg.charts import times_picture


def days_from(first: str, n: int, skip: tuple[int, ...] = ()) -> list[str]:
    start = dt.date.fromisoformat(first)
    return [(start + dt.timedelta(days=i)).isoformat() for i in range(n) if i not in skip]


@pytest.mark.parametrize("days, today, want", [
    ([], "2026-11-30", Streak(0, 0)),
    (["2026-11-30"], "2026-11-30", Streak(1, 1)),
    (["2026-11-29"], "2026-11-30", Streak(1, 1)),          # today still to play: yesterday's run lives on
    (["2026-11-28"], "2026-11-30", Streak(0, 1)),          # a missed day ends it
    (days_from("2026-01-29", 5), "2026-02-02", Streak(5, 5)),  # across a month's end
    (days_from("2024-02-27", 4), "2024-03-01", Streak(4, 4)),  # across a leap day
    (days_from("2023-02-27", 3), "2023-03-01", Streak(3, 3)),  # no leap day: 02-28 then 03-01
    (["2023-02-28", "2023-03-02"], "2023-03-02", Streak(1, 1)),  # 03-01 missed
    (days_from("2025-12-30", 4), "2026-01-02", Streak(4, 4)),  # across a year's end
    (days_from("2026-03-01", 10, skip=(4,)), "2026-03-10", Streak(5, 5)),
    (days_from("2026-03-01", 10, skip=(6,)), "2026-03-10", Streak(3, 6)),
    (["2026-03-05", "2026-03-05", "2026-03-04"], "2026-03-05", Streak(2, 2)),  # repeats and any order
    # a clock set back: days recorded "after" today count for the longest run, never the current one
    (days_from("2026-03-01", 6), "2026-03-03", Streak(3, 6)),
    (days_from("2026-03-10", 3), "2026-03-01", Streak(0, 3)),
])
def test_streaks(days: list[str], today: str, want: Streak) -> None:
    assert streaks(days, today) == want


def test_streaks_agree_with_counting_day_by_day() -> None:
    rng = random.Random(5)
    for _ in range(200):
        first = dt.date(2020, 1, 1) + dt.timedelta(days=rng.randrange(2000))
        span = rng.randrange(1, 60)
        days = [first + dt.timedelta(days=i) for i in range(span) if rng.random() < 0.8]
        today = first + dt.timedelta(days=rng.randrange(-3, span + 3))
        got = streaks([d.isoformat() for d in days], today)
        # by hand: walk every day from the first to the last
        have = set(days)
        longest = run = 0
        d = first
        while d <= first + dt.timedelta(days=span):
            run = run + 1 if d in have else 0
            longest = max(longest, run)
            d += dt.timedelta(days=1)
        end = today if today in have else today - dt.timedelta(days=1)
        current = 0
        while end - dt.timedelta(days=current) in have:
            current += 1
        assert got == Streak(current, longest)


@pytest.mark.parametrize("bad", ["2026-13-01", "2026-02-30", "yesterday", "2026-1-1", 20261130, None,
                                 dt.datetime(2026, 11, 30)])
def test_a_day_that_is_not_one_says_so(bad: Any) -> None:
    with pytest.raises(ValueError, match="a day is YYYY-MM-DD|must be aware"):
        day_of(bad)
    with pytest.raises(ValueError):
        streaks([bad], "2026-11-30")


def test_an_aware_datetime_is_its_utc_day() -> None:
    tokyo = dt.timezone(dt.timedelta(hours=9))
    assert day_of(dt.datetime(2026, 12, 1, 3, 0, tzinfo=tokyo)) == dt.date(2026, 11, 30)


@pytest.mark.parametrize("ms, text", [(0, "0:00"), (999, "0:00"), (61_000, "1:01"), (3_599_999, "59:59"),
                                      (3_600_000, "1:00:00"), (36_061_000, "10:01:01")])
def test_format_time(ms: float, text: str) -> None:
    assert format_time(ms) == text


@pytest.mark.parametrize("bad", [-1, float("nan"), float("inf"), "60", True])
def test_format_time_refuses_what_is_not_a_time(bad: Any) -> None:
    with pytest.raises(ValueError, match="a time is milliseconds"):
        format_time(bad)


def test_the_picture_has_a_bar_a_level_as_tall_as_its_time() -> None:
    text = times_picture([(3, 60_000), (1, 30_000), (12, 15_000)], label="7x7 <times>")
    assert text.startswith("<svg") and 'role="img"' in text and "7x7 &lt;times&gt;" in text
    bars = re.findall(r'<rect class="sd-bar" data-level="(\d+)" x="([\d.]+)" y="[\d.]+" width="[\d.]+" height="([\d.]+)"', text)
    assert [int(b[0]) for b in bars] == [1, 3, 12]  # by level, left to right
    xs = [float(b[1]) for b in bars]
    assert xs == sorted(xs)
    heights = [float(b[2]) for b in bars]
    assert heights[1] == max(heights) and heights[0] == pytest.approx(heights[1] / 2, abs=0.2)
    assert heights[2] == pytest.approx(heights[1] / 4, abs=0.2)
    assert "Level 3: 1:00" in text and "currentColor" in text


def test_the_picture_of_no_levels_says_so_and_bad_points_are_refused() -> None:
    empty = times_picture([], lang="ja")
    assert 'data-bars="0"' in empty and "まだ解いた問題はありません" in empty
    with pytest.raises(ValueError, match="a level is a whole number"):
        times_picture([(0, 1000)])
    with pytest.raises(ValueError, match="a time is milliseconds"):
        times_picture([(1, -5)])
    with pytest.raises(ValueError, match="a solve time is"):
        times_picture([(1,)])  # type: ignore[list-item]


def stats(**args: Any) -> dict[str, Any]:
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "stats", "args": args})))
    assert reply["ok"], reply
    result: dict[str, Any] = reply["result"]
    return result


def test_stats_reckons_the_records_and_passes_over_junk() -> None:
    result = stats(today="2026-11-30", days=["2026-11-29", "2026-11-30", "junk", 7, "2026-11-27"],
                   levels={"7x7#1": {"best": 65_000, "fewest": 9}, "7x7#2": {"best": 30_000, "fewest": 12},
                           "5x5#4": {"best": 12_000}, "4x4#1": {"best": 1}, "7x7#x": {"best": 1},
                           "7x7#3": {"best": "fast"}, "5x5#5": "junk"})
    assert (result["streak"], result["longest"]) == (2, 2)
    assert result["words"]["streak"] == "Level of the day streak: 2 days"
    fields = ("size", "solved", "count", "fastest", "fastestText")
    assert [{k: s[k] for k in fields} for s in result["sizes"]] == [
        {"size": "5x5", "solved": 1, "count": 256, "fastest": 12_000, "fastestText": "0:12"},
        {"size": "7x7", "solved": 2, "count": 256, "fastest": 30_000, "fastestText": "0:30"},
    ]
    assert result["size"] == "7x7" and 'data-bars="2"' in result["svg"]
    assert 'data-bars="1"' in stats(today="2026-11-30", size="5x5", levels={"5x5#4": {"best": 1}})["svg"]


def test_stats_refuses_a_today_that_is_not_a_day() -> None:
    reply = json.loads(web.handle(json.dumps({"id": 1, "op": "stats", "args": {"today": "soon"}})))
    assert not reply["ok"] and "YYYY-MM-DD" in reply["error"]


def test_each_levels_number_stands_under_its_own_bar_and_a_few_bars_start_at_the_axis() -> None:
    def parts(text: str) -> tuple[dict[str, float], dict[str, float]]:
        bars = {m[0]: round(float(m[1]) + float(m[2]) / 2, 1) for m in re.findall(
            r'<rect class="sd-bar" data-level="(\d+)" x="([\d.]+)" y="[\d.]+" width="([\d.]+)"', text)}
        labels = {m[0]: float(m[1]) for m in re.findall(r'<text class="sd-bar-label" data-level="(\d+)" x="([\d.]+)"', text)}
        return bars, labels
    bars, labels = parts(times_picture([(5, 42_000)]))
    assert labels == bars and bars["5"] < 100                  # one level: by the axis, its number under it
    bars, labels = parts(times_picture([(n, 1000 * n) for n in range(1, 9)]))
    assert labels == bars                                      # a few: each one's number under it
    bars, labels = parts(times_picture([(n, 1000 * n) for n in range(1, 101)]))
    assert labels == {k: bars[k] for k in ("1", "100")}        # many: the first and the last
