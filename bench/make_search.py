"""A make with a difficulty as the page runs it (suido.web.search through suido.web.handle, JSON in and out):
the time to the first board (the first searchStep's reply; the page draws it at the latest of that and 0.8 s),
the whole search (to the step that says done, within the page's 4.5 s), and how many ended by that limit.

    node tools/bench_in_pyodide.mjs bench/make_search.py [--seeds 8] [--sizes 12,14,20]
                         [--kinds network,network-wrap,drains,drains-wrap,inlet-outlet] [--difficulties 50,90]
                         [--within 4500]

    .venv/bin/python bench/make_search.py --page [--seeds 6] [--sizes 20] [--kinds drains-wrap,inlet-outlet]
        the same through the site's Make form in Chromium: ms from the search's start in the worker to the nearest
        board drawn in the form (data-shown-after; a search done before 0.8 s: to its end) and to its end

Goals (a made board soon on the screen): a first board on the screen within 1,500 ms at p95 for every kind up to 20x20, the whole
search under 5,000 ms at p95.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
from figures import median_of, p95_of  # noqa: E402

KINDS = {"network": ("network", False), "network-wrap": ("network", True), "drains": ("drains", False),
         "drains-wrap": ("drains", True), "inlet-outlet": ("inlet-outlet", False)}
SHOW_AFTER = 800  # ms, site/search.js


def load() -> str:
    """The machine's load average (1, 5, 15 min); none inside Pyodide, whose figures are made up: take it beside."""
    if sys.platform == "emscripten":
        return "(host's: see the run)"
    try:
        return " / ".join(f"{x:.1f}" for x in os.getloadavg())
    except (OSError, AttributeError):
        try:
            return Path("/proc/loadavg").read_text().split()[0]
        except OSError:
            return "?"


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("--seeds", type=int, default=8)
    ap.add_argument("--sizes", default="12,14,20")
    ap.add_argument("--kinds", default=",".join(KINDS))
    ap.add_argument("--difficulties", default="50,90")
    ap.add_argument("--within", type=float, default=4500)
    ap.add_argument("--package", default=str(HERE.parent))
    ap.add_argument("--page", action="store_true", help="through the site's Make form in Chromium")
    a = ap.parse_args()
    if a.page:
        page_bench(a)
        return
    sys.path.insert(0, a.package)
    import suido
    from suido import web

    def call(op: str, **args: object) -> dict:
        reply = json.loads(web.handle(json.dumps({"id": 1, "op": op, "args": args})))
        assert reply["ok"], reply
        return reply["result"]

    print(f"suido {suido.__version__}, {sys.version.split()[0]} on {sys.platform}, wall ms, {a.seeds} seeds,"
          f" within {a.within:g} ms; goals: first board <= 1500 at p95, whole search < 5000 at p95")
    print("| size | kind | difficulty | first step median | first step p95 | first board p95 | whole median |"
          " whole p95 | whole max | ended by time | boards tried median | load |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    for size in a.sizes.split(","):
        for name in a.kinds.split(","):
            kind, wrap = KINDS[name]
            suido.make(size=int(size), kind=kind, wrap=wrap, seed=0)  # warm: the first board of a size makes tables
            for d in (int(x) for x in a.difficulties.split(",")):
                firsts, wholes, tried, late = [], [], [], 0
                for seed in range(1, a.seeds + 1):
                    t = time.perf_counter()
                    s = call("search", size=int(size), kind=kind, wrap=wrap, difficulty=d, seed=seed, within=a.within)
                    first = None
                    while True:
                        step = call("searchStep", search=s["search"])
                        if first is None:
                            first = (time.perf_counter() - t) * 1000
                        if step["done"]:
                            break
                    wholes.append((time.perf_counter() - t) * 1000)
                    firsts.append(first)
                    tried.append(step["tried"])
                    late += bool(step["late"])
                shown = [max(SHOW_AFTER, f) if w > SHOW_AFTER else w for f, w in zip(firsts, wholes)]
                print(f"| {size}x{size} | {name} | {d} | {median_of(firsts):.0f} | {p95_of(firsts):.0f} |"
                      f" {p95_of(shown):.0f} | {median_of(wholes):.0f} | {p95_of(wholes):.0f} | {max(wholes):.0f} |"
                      f" {late} of {a.seeds} | {median_of(tried):g} | {load()} |", flush=True)


def page_bench(a: argparse.Namespace) -> None:
    from playwright.sync_api import sync_playwright

    from tap_latency import CHROMIUM, CHROMIUM_ARGS, DESK, serve_site

    httpd, url = serve_site()
    print(f"Chromium, the site's Make form, wall ms from the search's start; {a.seeds} seeds")
    print("| size | kind | difficulty | first board median | first board p95 | whole median | whole p95 | whole max |"
          " load |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---|")
    try:
        with sync_playwright() as p:
            browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
            page = browser.new_context(**DESK).new_page()
            page.goto(f"{url}?sw=0")
            page.wait_for_selector('.suido-play[data-painted="true"]', timeout=60_000)
            for size in a.sizes.split(","):
                for name in a.kinds.split(","):
                    kind, wrap = KINDS[name]
                    for d in (int(x) for x in a.difficulties.split(",")):
                        firsts, wholes = [], []
                        for seed in range(1, a.seeds + 1):
                            page.locator('.sd-menu a[data-view="make"]').click()
                            form = page.locator(".sd-make")
                            form.locator("input[name=size]").fill(size)
                            form.locator("select[name=kind]").select_option(kind)
                            form.locator("input[name=wrap]").set_checked(wrap)
                            form.locator("input[name=difficulty]").fill(str(d))
                            form.locator("input[name=seed]").fill(str(seed))
                            form.locator("button[type=submit]").click()
                            page.wait_for_function("() => ['made', 'error'].includes(document.querySelector("
                                                   "'.sd-make').dataset.state)", timeout=120_000)
                            whole = float(form.get_attribute("data-searched") or "nan")
                            firsts.append(float(form.get_attribute("data-shown-after") or whole))
                            wholes.append(whole)
                        print(f"| {size}x{size} | {name} | {d} | {median_of(firsts):.0f} | {p95_of(firsts):.0f} |"
                              f" {median_of(wholes):.0f} | {p95_of(wholes):.0f} | {max(wholes):.0f} | {load()} |",
                              flush=True)
            browser.close()
    finally:
        httpd.shutdown()


if __name__ == "__main__":
    main()
