"""A player's records: solve times, and the streak of days the level of the day was solved (their
pictures are the drawing's: `suido.svg.charts`).

The shell keeps the records in the browser (they are the player's, on this origin); the worker
asks this module to reckon with them, so the arithmetic of days lives in one place and is tested.

A *day* is a UTC calendar day, written `YYYY-MM-DD` (`suido.levels.day`). A day counts for the
streak when that day's level of any size was solved on that day. The *current* streak is the run of
counted days ending today, or ending yesterday while today's level is still to play; a missed day
ends a streak. Days are counted on the proleptic Gregorian calendar (`datetime.date`), so month
ends and leap days are ordinary days; a day after `today` (a clock set back after it was recorded)
is kept for the longest streak but never makes the current one.

>>> streaks(["2024-02-28", "2024-02-29", "2024-03-01", "2024-03-03"], "2024-03-03")
Streak(current=1, longest=3)
>>> streaks(["2024-02-28", "2024-02-29", "2024-03-01"], "2024-03-02")
Streak(current=3, longest=3)
>>> format_time(83_400), format_time(3_725_000)
('1:23', '1:02:05')

The times of a set, as a speed-solver counts them (the World Cube Association's Regulations, 9f1-9f2,
and cube timers and hexapipes alike): the *best* single solve; the *mean of 3* (mo3) of the last
three solves, every one counted; the *average of 5* (ao5) and *of 12* (ao12) of the last five and
twelve, the one best and the one worst dropped and the rest's mean taken. A mean or an average
needs that many solves: with fewer there is none yet (`None`, shown as a dash), as cube timers
and hexapipes show it. Means and averages are rounded to the nearest hundredth of a second (10 ms),
as the WCA rounds them; a single is kept to the millisecond.

>>> set_stats([50_000, 40_000, 70_000, 45_000, 60_000])
SetStats(solves=5, best=40000.0, mo3=58330.0, ao5=51670.0, ao12=None)
>>> format_time(51_670, hundredths=True)
'0:51.67'
"""

from __future__ import annotations

import datetime as _dt
from typing import Final, Iterable, NamedTuple, Sequence



class Streak(NamedTuple):
    """`current`: counted days in a row up to today (or yesterday); `longest`: the longest run ever."""

    current: int
    longest: int


def day_of(value: object) -> _dt.date:
    """A day as a `datetime.date`: from a date, or text `YYYY-MM-DD`. Raises `ValueError`
    saying what is wrong otherwise (an aware datetime is taken as its UTC day)."""
    if isinstance(value, _dt.datetime):
        if value.tzinfo is None:
            raise ValueError("a datetime must be aware (its UTC day is meant), not naive")
        return value.astimezone(_dt.timezone.utc).date()
    if isinstance(value, _dt.date):
        return value
    if isinstance(value, str) and len(value) == 10:
        try:
            return _dt.date.fromisoformat(value)
        except ValueError:
            pass
    raise ValueError(f"a day is YYYY-MM-DD (a UTC day), not {value!r}")


def streaks(days: Iterable[object], today: object) -> Streak:
    """The current and longest streaks of `days` (the days the level of the day was solved,
    in any order, repeats allowed) as of `today`. Raises `ValueError` for a day that is not one."""
    now = day_of(today).toordinal()
    counted = sorted({day_of(d).toordinal() for d in days})
    longest = run = 0
    last = None
    for n in counted:
        run = run + 1 if last is not None and n == last + 1 else 1
        longest = max(longest, run)
        last = n
    have = set(counted)
    end = now if now in have else now - 1 if now - 1 in have else None
    current = 0
    if end is not None:
        while end - current in have:
            current += 1
    return Streak(current, longest)


def format_time(ms: float, *, hundredths: bool = False) -> str:
    """A time in milliseconds as `m:ss` (`h:mm:ss` from an hour), seconds rounded down; with
    `hundredths`, `m:ss.cc` (hundredths rounded down, as a timer shows a single)."""
    if isinstance(ms, bool) or not isinstance(ms, (int, float)) or not ms >= 0 or ms == float("inf"):
        raise ValueError(f"a time is milliseconds from 0, not {ms!r}")
    seconds = int(ms // 1000)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    text = f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
    return f"{text}.{int(ms % 1000) // 10:02d}" if hundredths else text


# ---- a set's times, as a speed-solver counts them (the module's docstring)
KEPT: Final = 12
"""The solves of a set the shell keeps for these (the last twelve: an ao12 needs no more)."""


class SetStats(NamedTuple):
    """A set's times in ms: `solves` counted, `best` single, `mo3`, `ao5`, `ao12`; each
    `None` while there are too few solves for it."""

    solves: int
    best: float | None
    mo3: float | None
    ao5: float | None
    ao12: float | None


def checked_times(times: Iterable[object]) -> list[float]:
    """`times` as floats (ms), each checked to be a time (`format_time` refuses what is not one)."""
    out = []
    for ms in times:
        format_time(ms)  # type: ignore[arg-type]  # refuses what is not a time
        out.append(float(ms))  # type: ignore[arg-type]
    return out


def _rounded(ms: float) -> float:
    """To the nearest 10 ms, halves up (WCA 9f1: an average to the nearest hundredth of a second)."""
    return float(int(ms / 10 + 0.5) * 10)


def mean_of(times: Sequence[float], n: int) -> float | None:
    """The mean of the last `n` of `times` (oldest first, ms), every one counted (a mo3 is
    `mean_of(times, 3)`); `None` with fewer than `n`. Raises `ValueError` for a time that is
    not one or an `n` under 1."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"a mean is of 1 solve or more, not {n!r}")
    last = checked_times(times)[-n:]
    return _rounded(sum(last) / n) if len(last) == n else None


def average_of(times: Sequence[float], n: int) -> float | None:
    """The average of the last `n` of `times` (oldest first, ms): the one best and the one worst
    dropped, the mean of the rest (an ao5 is `average_of(times, 5)`); `None` with fewer than
    `n`. Raises `ValueError` for a time that is not one or an `n` under 3."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 3:
        raise ValueError(f"an average drops the best and the worst, so it is of 3 solves or more, not {n!r}")
    last = sorted(checked_times(times)[-n:])
    return _rounded(sum(last[1:-1]) / (n - 2)) if len(last) == n else None


def set_stats(recent: Sequence[float], best: float | None = None) -> SetStats:
    """A set's times from its `recent` solves (oldest first, ms; only the last `KEPT` count) and
    `best`, the set's best single kept apart (from solves older than those, or `None`).
    Raises `ValueError` for a time that is not one."""
    times = checked_times(recent)
    singles = times + ([] if best is None else checked_times([best]))
    return SetStats(len(times), min(singles) if singles else None, mean_of(times, 3), average_of(times, 5),
                    average_of(times, 12))


def is_new_best(before: float | None, ms: float) -> bool:
    """Whether a solve of `ms` is a new best of its set, `before` being the set's best until it
    (`None`: its first solve, which is no new best: there was nothing to beat)."""
    (now,) = checked_times([ms])
    return before is not None and now < checked_times([before])[0]
