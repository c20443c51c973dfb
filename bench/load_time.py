"""First load to a playable board, with a fresh browser profile, and a reload (service worker warm).

    python3 build.py build && .venv/bin/python bench/load_time.py [--runs 5] [--query "?code=..."]

Each run starts Debian's Chromium with a new, empty profile (nothing cached, no service worker),
opens the built site served from 127.0.0.1, and reads the page's own clock (performance.now(),
from the start of the navigation): when the worker said Python was ready, and when the board was
drawn and took taps (window.__suido.playableAt). Then it waits for the service worker to have
precached every file and reloads: the warm load. Prints the median and the spread of the runs.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from tap_latency import CHROMIUM, CHROMIUM_ARGS, serve_site  # noqa: E402

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
DESK = {"viewport": {"width": 1280, "height": 800}}


def playable(page: Any) -> dict[str, float]:
    page.wait_for_function("window.__suido && (window.__suido.playableAt || window.__suido.error)", timeout=120_000)
    facts: dict[str, Any] = page.evaluate("""() => ({
        playable: window.__suido.playableAt, worker: window.__suido.workerReadyAt,
        python: window.__suido.client.readyMs, phases: window.__suido.client.phases, error: window.__suido.error,
        controlled: !!navigator.serviceWorker.controller})""")
    if facts["error"]:
        raise SystemExit(f"the page failed: {facts['error']}")
    return facts


def precached(page: Any) -> None:
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
    page.wait_for_function("""() => new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data.count === e.data.expected),
                                                 { once: true });
        navigator.serviceWorker.controller.postMessage("precached?");
    })""", timeout=60_000, polling=500)


def one_run(p: Any, url: str, query: str, device: dict[str, Any]) -> tuple[dict[str, float], dict[str, float]]:
    with tempfile.TemporaryDirectory(prefix="suido-profile-") as profile:
        context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                       **device)
        try:
            page = context.new_page()
            page.goto(url + query)
            cold = playable(page)
            precached(page)
            page.reload()
            warm = playable(page)
            if not warm["controlled"]:
                raise SystemExit("the reload was not served by the service worker")
        finally:
            context.close()
    return cold, warm


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--query", default="", help='e.g. "?code=3x2:35B7vM" (default: the bare page)')
    parser.add_argument("--phone", action="store_true", help="a phone's screen and touch (default: a desk's)")
    args = parser.parse_args(argv)

    from playwright.sync_api import sync_playwright

    httpd, url = serve_site()
    colds, warms = [], []
    try:
        with sync_playwright() as p:
            for _ in range(args.runs):
                cold, warm = one_run(p, url, args.query, PHONE if args.phone else DESK)
                colds.append(cold)
                warms.append(warm)
                print(f"  cold {cold['playable']:7.0f} ms (python ready {cold['worker']:6.0f}, worker {cold['phases']})   "
                      f"warm {warm['playable']:7.0f} ms (python ready {warm['worker']:6.0f}, worker {warm['phases']})",
                      flush=True)
    finally:
        httpd.shutdown()

    def line(name: str, runs: list[dict[str, float]]) -> str:
        play = [r["playable"] for r in runs]
        ready = [r["worker"] for r in runs]
        return (f"| {name:<28} | {statistics.median(play):8.0f} | {min(play):6.0f} | {max(play):6.0f} | "
                f"{statistics.median(ready):12.0f} |")

    print(f"load to a playable board ({'phone' if args.phone else 'desk'}, {args.query or 'bare page'}), "
          f"ms from navigation start, {args.runs} runs")
    print("| load                         |   median |    min |    max | python ready |")
    print("|------------------------------|---------:|-------:|-------:|-------------:|")
    print(line("cold (fresh profile)", colds))
    print(line("warm (reload, service worker)", warms))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
