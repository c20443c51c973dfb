"""The figures the benches print: a median and a p95 of a list of times (not the statistics
module: the site's trimmed Pyodide has none, and the benches run there too)."""

from __future__ import annotations

import os
import time
from collections.abc import Callable


def median_of(times: list[float]) -> float:
    """The median: the middle value, or the mean of the two middle values."""
    s = sorted(times)
    half = len(s) // 2
    return s[half] if len(s) % 2 else (s[half - 1] + s[half]) / 2


def p95_of(times: list[float]) -> float:
    """The 95th percentile, nearest rank: the value 95% of the times are at or below."""
    s = sorted(times)
    return s[max(0, int(round(len(s) * 0.95)) - 1)]


def host() -> object | None:
    """tools/bench_in_pyodide.mjs's `suido_host` (the host's load and the Node process's CPU seconds) when the
    bench runs inside Pyodide, else None."""
    try:
        import suido_host  # type: ignore[import-not-found]
    except ImportError:
        return None
    return suido_host


def load_now() -> float:
    """The machine's load average over the last minute (inside Pyodide, the host's)."""
    h = host()
    return h.load() if h else os.getloadavg()[0]  # type: ignore[attr-defined]


def samples_of(fn: Callable[[], object], runs: int, clock: Callable[[], float] = time.perf_counter) -> list[float]:
    """`runs` calls of `fn`, each timed alone: their µs, ascending."""
    samples = []
    for _ in range(runs):
        t = clock()
        fn()
        samples.append((clock() - t) * 1e6)
    samples.sort()
    return samples
