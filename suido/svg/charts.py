"""A player's records drawn: the solve times per level, and a set's last solves with its averages, as SVG
bar charts (text) in `currentColor`, so they take the page's text colour (light, dark and forced colours
alike). The numbers are `suido.records`'s; this module only draws them.

>>> 'data-bars="2"' in times_picture([(1, 30_000), (2, 45_000)])
True
"""

from __future__ import annotations

from html import escape
from typing import Final, Sequence

from .. import strings
from ..records import KEPT, checked_times, format_time, set_stats

# the picture's own units: drawn about as wide as a phone shows it (style.css caps it at 30rem), so its 13-unit words
# read at 11 px or more on a phone and are not blown up on a desk
_W: Final = 400
_H: Final = 170
_LEFT: Final = 48
_BOTTOM: Final = 30
_TOP: Final = 12
_STEP: Final = 40  # the most room a level's bar takes across


def times_picture(times: Sequence[tuple[int, float]], *, label: str = "", lang: str = "en") -> str:
    """The solve times per level as an SVG bar chart (text): one bar a level, `times` being
    `(level, ms)` pairs (the best time of each level solved), levels ascending left to right, the
    height the time on a scale from 0 to the slowest. Drawn in `currentColor` so it takes the
    page's text colour (light, dark and forced colours alike); each bar has a `<title>` that says
    its level and time. No levels: a picture that says so. Raises `ValueError` for a pair that is
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
    """A set's last solves (`recent`, oldest first, ms; the last `KEPT`) as an SVG bar chart
    (text), oldest at the left, with a dashed line across at each of its mo3, ao5 and ao12 that it
    has, each named in words at the right (so no line rests on its colour or its dash alone). The
    best bar is marked `data-best`. Drawn in `currentColor`; each bar has a `<title>`. No
    solves: a picture that says so. Raises `ValueError` for a time that is not one."""
    times = checked_times(recent)[-KEPT:]
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
