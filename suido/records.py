"""A player's records: solve times, the streak of days the level of the day was solved, and the
picture of solve times per level.

The shell keeps the records in the browser (they are the player's, on this origin); the worker
asks this module to reckon with them, so the arithmetic of days lives in one place and is tested.

A *day* is a UTC calendar day, written ``YYYY-MM-DD`` (``suido.levels.day``). A day counts for the
streak when that day's level of any size was solved on that day. The *current* streak is the run of
counted days ending today, or ending yesterday while today's level is still to play; a missed day
ends a streak. Days are counted on the proleptic Gregorian calendar (``datetime.date``), so month
ends and leap days are ordinary days; a day after ``today`` (a clock set back after it was recorded)
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
needs that many solves: with fewer there is none yet (``None``, shown as a dash), as cube timers
and hexapipes show it. Means and averages are rounded to the nearest hundredth of a second (10 ms),
as the WCA rounds them; a single is kept to the millisecond.

>>> set_stats([50_000, 40_000, 70_000, 45_000, 60_000])
SetStats(solves=5, best=40000.0, mo3=58330.0, ao5=51670.0, ao12=None)
>>> format_time(51_670, hundredths=True)
'0:51.67'
"""

from __future__ import annotations

import datetime as _dt
from html import escape
from typing import Final, Iterable, NamedTuple, Sequence

from . import strings


class Streak(NamedTuple):
    """``current``: counted days in a row up to today (or yesterday); ``longest``: the longest run ever."""

    current: int
    longest: int


def day_of(value: object) -> _dt.date:
    """A day as a ``datetime.date``: from a date, or text ``YYYY-MM-DD``. Raises ``ValueError``
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
    """The current and longest streaks of ``days`` (the days the level of the day was solved,
    in any order, repeats allowed) as of ``today``. Raises ``ValueError`` for a day that is not one."""
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
    """A time in milliseconds as ``m:ss`` (``h:mm:ss`` from an hour), seconds rounded down; with
    ``hundredths``, ``m:ss.cc`` (hundredths rounded down, as a timer shows a single)."""
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
    """A set's times in ms: ``solves`` counted, ``best`` single, ``mo3``, ``ao5``, ``ao12``; each
    ``None`` while there are too few solves for it."""

    solves: int
    best: float | None
    mo3: float | None
    ao5: float | None
    ao12: float | None


def _times(times: Iterable[object]) -> list[float]:
    out = []
    for ms in times:
        format_time(ms)  # type: ignore[arg-type]  # refuses what is not a time
        out.append(float(ms))  # type: ignore[arg-type]
    return out


def _rounded(ms: float) -> float:
    """To the nearest 10 ms, halves up (WCA 9f1: an average to the nearest hundredth of a second)."""
    return float(int(ms / 10 + 0.5) * 10)


def mean_of(times: Sequence[float], n: int) -> float | None:
    """The mean of the last ``n`` of ``times`` (oldest first, ms), every one counted (a mo3 is
    ``mean_of(times, 3)``); ``None`` with fewer than ``n``. Raises ``ValueError`` for a time that is
    not one or an ``n`` under 1."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 1:
        raise ValueError(f"a mean is of 1 solve or more, not {n!r}")
    last = _times(times)[-n:]
    return _rounded(sum(last) / n) if len(last) == n else None


def average_of(times: Sequence[float], n: int) -> float | None:
    """The average of the last ``n`` of ``times`` (oldest first, ms): the one best and the one worst
    dropped, the mean of the rest (an ao5 is ``average_of(times, 5)``); ``None`` with fewer than
    ``n``. Raises ``ValueError`` for a time that is not one or an ``n`` under 3."""
    if isinstance(n, bool) or not isinstance(n, int) or n < 3:
        raise ValueError(f"an average drops the best and the worst, so it is of 3 solves or more, not {n!r}")
    last = sorted(_times(times)[-n:])
    return _rounded(sum(last[1:-1]) / (n - 2)) if len(last) == n else None


def set_stats(recent: Sequence[float], best: float | None = None) -> SetStats:
    """A set's times from its ``recent`` solves (oldest first, ms; only the last ``KEPT`` count) and
    ``best``, the set's best single kept apart (from solves older than those, or ``None``).
    Raises ``ValueError`` for a time that is not one."""
    times = _times(recent)
    singles = times + ([] if best is None else _times([best]))
    return SetStats(len(times), min(singles) if singles else None, mean_of(times, 3), average_of(times, 5),
                    average_of(times, 12))


def is_new_best(before: float | None, ms: float) -> bool:
    """Whether a solve of ``ms`` is a new best of its set, ``before`` being the set's best until it
    (``None``: its first solve, which is no new best: there was nothing to beat)."""
    (now,) = _times([ms])
    return before is not None and now < _times([before])[0]


# the picture's own units: drawn about as wide as a phone shows it (style.css caps it at 30rem), so its 13-unit words
# read at 11 px or more on a phone and are not blown up on a desk
_W: Final = 400
_H: Final = 170
_LEFT: Final = 48
_BOTTOM: Final = 30
_TOP: Final = 12
_STEP: Final = 40  # the most room a level's bar takes across


def times_picture(times: Sequence[tuple[int, float]], *, label: str = "", lang: str = "en") -> str:
    """The solve times per level as an SVG bar chart (text): one bar a level, ``times`` being
    ``(level, ms)`` pairs (the best time of each level solved), levels ascending left to right, the
    height the time on a scale from 0 to the slowest. Drawn in ``currentColor`` so it takes the
    page's text colour (light, dark and forced colours alike); each bar has a ``<title>`` that says
    its level and time. No levels: a picture that says so. Raises ``ValueError`` for a pair that is
    not a level number and a time."""
    points = []
    for pair in times:
        try:
            level, ms = pair
        except (TypeError, ValueError):
            raise ValueError(f"a solve time is (level, ms), not {pair!r}") from None
        if isinstance(level, bool) or not isinstance(level, int) or level < 1:
            raise ValueError(f"a level is a whole number from 1, not {level!r}")
        format_time(ms)  # refuses what is not a time
        points.append((level, float(ms)))
    points.sort()
    title = escape(label or strings.say(lang, "statsPicture"))
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="sd-chart" viewBox="0 0 {_W} {_H}" role="img"'
           f' aria-label="{title}" data-bars="{len(points)}"><title>{title}</title>']
    base = _H - _BOTTOM
    out.append(f'<path d="M{_LEFT} {_TOP}V{base}H{_W - 4}" fill="none" stroke="currentColor" stroke-width="1.5"/>')
    if not points:
        out.append(f'<text x="{_W / 2}" y="{_H / 2}" text-anchor="middle" fill="currentColor" font-size="16">'
                   f'{escape(strings.say(lang, "statsNone"))}</text></svg>')
        return "".join(out)
    slowest = max(ms for _, ms in points) or 1.0
    span = _W - _LEFT - 8
    step = min(_STEP, span / len(points))  # a few levels stand from the axis, not spread over the chart
    bar = max(1.0, min(24.0, step * 0.7))
    out.append(f'<text x="{_LEFT - 6}" y="{_TOP + 10}" text-anchor="end" fill="currentColor" font-size="13">'
               f'{format_time(slowest)}</text>')
    out.append(f'<text x="{_LEFT - 6}" y="{base}" text-anchor="end" fill="currentColor" font-size="13">0:00</text>')
    labelled = range(len(points)) if step >= _STEP else sorted({0, len(points) - 1})
    for i, (level, ms) in enumerate(points):
        height = max(1.0, (base - _TOP) * ms / slowest)
        x = _LEFT + 4 + i * step + (step - bar) / 2
        words = escape(strings.say(lang, "statsBar", n=level, time=format_time(ms)))
        out.append(f'<rect class="sd-bar" data-level="{level}" x="{x:.1f}" y="{base - height:.1f}" width="{bar:.1f}"'
                   f' height="{height:.1f}" fill="currentColor" opacity=".75"><title>{words}</title></rect>')
    for i in labelled:  # each level's number under its own bar (the first and the last where they are many)
        centre = _LEFT + 4 + i * step + step / 2
        out.append(f'<text class="sd-bar-label" data-level="{points[i][0]}" x="{centre:.1f}" y="{_H - 8}"'
                   f' text-anchor="middle" fill="currentColor" font-size="13">{points[i][0]}</text>')
    out.append("</svg>")
    return "".join(out)


def recent_picture(recent: Sequence[float], *, label: str = "", lang: str = "en") -> str:
    """A set's last solves (``recent``, oldest first, ms; the last ``KEPT``) as an SVG bar chart
    (text), oldest at the left, with a dashed line across at each of its mo3, ao5 and ao12 that it
    has, each named in words at the right (so no line rests on its colour or its dash alone). The
    best bar is marked ``data-best``. Drawn in ``currentColor``; each bar has a ``<title>``. No
    solves: a picture that says so. Raises ``ValueError`` for a time that is not one."""
    times = _times(recent)[-KEPT:]
    stats = set_stats(times)
    title = escape(label or strings.say(lang, "statsRecent", n=len(times), size=""))
    right = 110  # room at the right for the averages' names
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="sd-recent" viewBox="0 0 {_W} {_H}"'
           f' role="img" aria-label="{title}" data-bars="{len(times)}"><title>{title}</title>']
    base = _H - _BOTTOM
    out.append(f'<path d="M{_LEFT} {_TOP}V{base}H{_W - right}" fill="none" stroke="currentColor" stroke-width="1.5"/>')
    if not times:
        out.append(f'<text x="{_W / 2}" y="{_H / 2}" text-anchor="middle" fill="currentColor" font-size="16">'
                   f'{escape(strings.say(lang, "statsNone"))}</text></svg>')
        return "".join(out)
    slowest = max(times) or 1.0

    def y_of(ms: float) -> float:
        return base - max(1.0, (base - _TOP) * ms / slowest)

    step = (_W - right - _LEFT - 8) / KEPT
    bar = step * 0.7
    out.append(f'<text x="{_LEFT - 6}" y="{_TOP + 10}" text-anchor="end" fill="currentColor" font-size="13">'
               f'{format_time(slowest)}</text>')
    out.append(f'<text x="{_LEFT - 6}" y="{base}" text-anchor="end" fill="currentColor" font-size="13">0:00</text>')
    best = times.index(min(times))
    for i, ms in enumerate(times):
        x = _LEFT + 4 + i * step + (step - bar) / 2
        words = escape(strings.say(lang, "statsSolve", n=i + 1, time=format_time(ms, hundredths=True)))
        mark = ' data-best="true"' if i == best else ""
        out.append(f'<rect class="sd-solve"{mark} data-ms="{ms:g}" x="{x:.1f}" y="{y_of(ms):.1f}" width="{bar:.1f}"'
                   f' height="{base - y_of(ms):.1f}" fill="currentColor" opacity="{".95" if i == best else ".55"}">'
                   f'<title>{words}</title></rect>')
    lines = [(name, ms) for name, ms in (("mo3", stats.mo3), ("ao5", stats.ao5), ("ao12", stats.ao12)) if ms is not None]
    placed: list[float] = []
    for (name, ms), dash in zip(lines, ("2 3", "6 3", "10 3 2 3")):
        y = y_of(ms)
        out.append(f'<path class="sd-average" data-average="{name}" d="M{_LEFT} {y:.1f}H{_W - right}" fill="none"'
                   f' stroke="currentColor" stroke-width="1.5" stroke-dasharray="{dash}"/>')
        at = y + 4
        for other in placed:  # the names never overlap: each at least a line below the one above it
            if abs(at - other) < 14:
                at = other + 14
        placed.append(at)
        word = escape(strings.say(lang, {"mo3": "statsMo3", "ao5": "statsAo5", "ao12": "statsAo12"}[name]))
        out.append(f'<text x="{_W - right + 4}" y="{at:.1f}" fill="currentColor" font-size="13">'
                   f'{word} {format_time(ms, hundredths=True)}</text>')
    out.append("</svg>")
    return "".join(out)
