"""The worker's ops on a player's records (kept by the shell, in the browser): the stats of each set
as a speed-solver counts them (`suido.records`), and the text a solve of the level of the day
shares (`suido.share`). Junk in the records (the shell's storage, the player's to tamper with) is
passed over, never fatal; a bad argument the page sent is refused with a sentence."""

from __future__ import annotations

from typing import Any

from .. import levels as _levels
from .. import records, share, strings
from ..svg import charts
from .args import Refused, text_arg, whole_arg


def _is_day(value: object) -> bool:
    try:
        records.day_of(value)
    except ValueError:
        return False
    return isinstance(value, str)


def _is_time(value: object) -> bool:
    return isinstance(value, (int, float)) and not isinstance(value, bool) and 0 <= value < 10**10


def _by_set(args: dict[str, Any], name: str) -> dict[str, list[Any]]:
    kept = args.get(name)
    if not isinstance(kept, dict):
        return {}
    return {size: list(values) for size, values in kept.items() if size in _levels.COUNTS and isinstance(values, list)}


def _time_text(ms: float | None, lang: str) -> str:
    return strings.say(lang, "statsNoTime") if ms is None else records.format_time(ms, hundredths=True)


def op_stats(args: dict[str, Any]) -> dict[str, Any]:
    """The player's records reckoned: the streak of days the level of the day was solved; for each
    set solved, the levels solved, the fastest, and its times as a speed-solver counts them (best,
    mo3, ao5, ao12 of its `recent` solves, and its own streak of its `dailies`); the pictures of
    one set (the size asked, else the one with the most solved): the best time of each level, and its
    last solves with their averages. With `solve: {size, ms, before}` (a solve just made, and the
    set's best before it), `newBest` says whether it is one, and `words.newBest` says so."""
    lang = strings.language_of(text_arg(args, "lang", required=False))
    today = text_arg(args, "today")
    try:
        records.day_of(today)
    except ValueError as e:
        raise Refused(str(e)) from None
    days = [d for d in args.get("days") or [] if _is_day(d)] if isinstance(args.get("days"), list) else []
    streak = records.streaks(days, today)
    kept = args.get("levels") if isinstance(args.get("levels"), dict) else {}
    best: dict[str, list[tuple[int, float]]] = {}
    for key, record in (kept or {}).items():
        size, _, n = str(key).partition("#")
        if size not in _levels.COUNTS or not n.isdigit() or not isinstance(record, dict):
            continue
        ms = record.get("best")
        if isinstance(ms, (int, float)) and _is_time(ms):
            best.setdefault(size, []).append((int(n), float(ms)))
    recent = {size: [ms for ms in times if _is_time(ms)][-records.KEPT:] for size, times in _by_set(args, "recent").items()}
    dailies = {size: [d for d in ds if _is_day(d)] for size, ds in _by_set(args, "dailies").items()}
    sizes: list[dict[str, Any]] = []
    for size in _levels.SETS:  # every set there is (the sizes, the big pieces, any set added), in the site's order
        if size not in best and not recent.get(size):
            continue
        fastest = min((ms for _, ms in best.get(size, [])), default=None)
        times = records.set_stats(recent.get(size, []), fastest)
        own = records.streaks(dailies.get(size, []), today)
        sizes.append({"size": size, "solved": len(best.get(size, [])), "count": _levels.COUNTS[size],
                      "fastest": times.best,
                      "fastestText": _time_text(None, lang) if times.best is None else records.format_time(times.best),
                      "best": times.best, "mo3": times.mo3, "ao5": times.ao5, "ao12": times.ao12,
                      "streak": own.current, "longest": own.longest,
                      "text": {"best": _time_text(times.best, lang), "mo3": _time_text(times.mo3, lang),
                               "ao5": _time_text(times.ao5, lang), "ao12": _time_text(times.ao12, lang),
                               "streak": strings.say(lang, "statsDays", n=own.current)}})
    shown: set[str] = {s["size"] for s in sizes}
    asked = args.get("size")
    chosen: str | None = asked if isinstance(asked, str) and asked in shown else None
    if chosen is None:
        chosen = max(shown, key=lambda s: (len(best.get(s, [])), len(recent.get(s, [])))) if shown else None
    label = strings.say(lang, "statsPictureOf", size=share.set_name(lang, chosen)) if chosen else strings.say(lang, "statsPicture")
    picture = charts.times_picture(best.get(chosen, []) if chosen else [], label=label, lang=lang)
    last = recent.get(chosen, []) if chosen else []
    recent_label = strings.say(lang, "statsRecent", n=len(last), size=share.set_name(lang, chosen or ""))
    words = {"streak": strings.say(lang, "statsStreak", n=streak.current),
             "longest": strings.say(lang, "statsLongest", n=streak.longest),
             "picture": label, "recent": recent_label}  # each picture's name, shown above it
    out: dict[str, Any] = {"streak": streak.current, "longest": streak.longest, "sizes": sizes, "size": chosen, "svg": picture,
           "recentSvg": charts.recent_picture(last, label=recent_label, lang=lang),
           "words": words}
    solve = args.get("solve")
    if isinstance(solve, dict) and solve.get("size") in _levels.COUNTS and _is_time(solve.get("ms")):
        before = solve.get("before")
        out["newBest"] = records.is_new_best(before if _is_time(before) else None, solve["ms"])
        if out["newBest"]:
            words["newBest"] = strings.say(lang, "statsNewBest", size=share.set_name(lang, solve["size"]),
                                                  time=records.format_time(solve["ms"], hundredths=True))
    return out


def op_share(args: dict[str, Any]) -> dict[str, Any]:
    """The text to share for a solve of a set's level of the day (`suido.share.share_text`), and the
    words of the share line: the button, what is said once it is shared or copied, the countdown's
    line (`{time}` left for the page to fill each second), what it says once the next day has come (its level
    out, and the button that plays it) and the streak of `days` (the days the
    level of the day was solved, as the stats count them) as of `today` (else the solve's day)."""
    lang = strings.language_of(text_arg(args, "lang", required=False))
    size = text_arg(args, "size")
    if size not in _levels.COUNTS:
        raise Refused(f"{size!r} is not a level set: one of {', '.join(_levels.SETS)}")
    par = args.get("par")
    try:
        text = share.share_text(lang, size=size, level=whole_arg(args, "level"), day=text_arg(args, "day"),
                                ms=args.get("ms"), turns=whole_arg(args, "turns"),  # type: ignore[arg-type]
                                par=par, address=text_arg(args, "address"))
    except ValueError as e:
        raise Refused(str(e)) from None
    given = args.get("days")
    days: list[Any] = given if isinstance(given, list) else []
    today = text_arg(args, "today", required=False) or text_arg(args, "day")
    own = records.streaks([d for d in days if _is_day(d)], today if _is_day(today) else text_arg(args, "day"))
    return {"text": text, "title": "Suido", "streak": own.current,
            "words": {**{key: strings.say(lang, key) for key in ("shareButton", "shareShared", "shareCopied",
                                                                   "shareFailed", "shareNext", "shareOut",
                                                                   "shareOutPlay")},
                      "streak": strings.say(lang, "statsStreak", n=own.current)}}
