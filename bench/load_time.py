"""First load to a playable board, with a fresh browser profile, and the reloads after it (service worker
warm), and the bytes a first visit moves.

    python3 build.py build && .venv/bin/python bench/load_time.py [--runs 5] [--query "?code=..."] [--site DIR]
    .venv/bin/python bench/load_time.py --engines chromium,webkit,firefox --runs 5   (the three side by side)

Each run starts Debian's Chromium with a new, empty profile (nothing cached, no service worker), opens the
built site served from 127.0.0.1 the way `build.py serve` serves it (precompressed files by Accept-Encoding),
and reads the page's own clock (performance.now(), from the start of the navigation): when the worker said
Python was ready, when the board was drawn and took taps (window.__suido.playableAt), when a tap made in the
first frame after that (board.turn of its first piece that turns) had its water written, and when a board was
drawn before Python was up, taking taps (drawnAt: on a new player's first visit the first board as the build
drew it, first.js; on a later visit the board drawn last; its taps kept until Python is up), and when that
drawing was first painted (the frame after drawnAt: its first style, layout and paint; the medians of "drawn"
are given only when every run showed one). Then it waits for the service worker to have taken every
file of the release and for the page to have made Python's memory snapshot (snapshot.js, once idle), and
reloads: the warm load (the second visit, booted from that snapshot). A third visit follows (a reload once
the second is at rest): by then the browser has cached the modules' compiled code, made as the second visit
ran them, as it has for a player who comes back often. Then it drops the snapshot from the
cache and reloads again: a warm load with Python started the ordinary way. The server counts the body bytes
it sends (the service worker's own fetches do not show in the page): until the board played, and in all
once the service worker holds everything and the snapshot is made, and any file sent twice. Prints the
median, the p95 (nearest rank) and the spread.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

from tap_latency import CHROMIUM, CHROMIUM_ARGS, SITE, ROOT  # noqa: E402

import http.server  # noqa: E402
import importlib.util  # noqa: E402
import math  # noqa: E402
import threading  # noqa: E402
from collections import Counter  # noqa: E402

SENT: list[tuple[str, int]] = []  # (path, body bytes) of every answer of the server, in order


def serve_counting(site: Path = SITE) -> tuple[http.server.ThreadingHTTPServer, str]:
    """dist/site on 127.0.0.1 (a free port) with build.py serve's handler, counting the bytes it sends."""
    if not (site / "index.html").is_file():
        sys.exit(f"{site} is not built: run `python3 build.py build` first")
    spec = importlib.util.spec_from_file_location("suido_build_py", ROOT / "build.py")
    assert spec and spec.loader
    build_py = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(build_py)

    class Counting(build_py.SiteHandler):  # type: ignore[misc, name-defined]
        def log_message(self, format: str, *args: object) -> None:  # noqa: A002
            pass

        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            pass

        def do_GET(self) -> None:  # noqa: N802 - http.server's name
            own = FLOOR.get(self.path.split("?")[0])
            if own is None:
                super().do_GET()
                return
            kind, body = own
            self.send_response(200)
            self.send_header("Content-Type", kind)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def copyfile(self, source: Any, outputfile: Any) -> None:
            n = 0
            while chunk := source.read(65536):
                outputfile.write(chunk)
                n += len(chunk)
            SENT.append((self.path.split("?")[0], n))

    import functools
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Counting, directory=str(site)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    return httpd, f"http://127.0.0.1:{httpd.server_address[1]}/"

# The floor: a bare Pyodide booted from the same snapshot in the same browser profile (after the warm visit): a page
# of nothing but a module worker that reads this release's snapshot from its cache and makes it whole (as worker.js
# does, without the sha256 check) and restores it with loadPyodide, the engine's worker's own options. Its Python ready, from that
# page's navigation, is what a warm visit's first answered tap is put over (the ratio). Served by this server alone.
FLOOR_PAGE = b"""<!doctype html><meta charset="utf-8"><title>floor</title><script type="module" src="bench-floor-page.js"></script>"""
FLOOR_PAGE_JS = b"""const worker = new Worker(new URL("./bench-floor-worker.js", import.meta.url) + location.search, { type: "module" });
worker.onmessage = (e) => { window.__floor = { ...e.data, ready: performance.now() }; };
worker.onerror = (e) => { window.__floor = { error: String(e.message || e) }; };"""
FLOOR_WORKER_JS = b"""import { loadPyodide } from "./pyodide/pyodide.mjs";
import * as kept from "./snapshot.js";  // (a build before the snapshot was kept sparse has no dense: kept whole)
const started = performance.now();
const release = new URLSearchParams(location.search).get("release");
const cache = await caches.open(`suido-${release}`);
const hit = await cache.match(new URL("./pyodide/snapshot.bin", location.href).href);
if (!hit) postMessage({ error: "no snapshot in the cache" });
else {
  const bytes = hit.arrayBuffer().then((b) => (kept.dense ? kept.dense(b) : b));
  bytes.then(() => { self.read = performance.now() - started; });
  await loadPyodide({ indexURL: new URL("./pyodide/", location.href).href, stdout: () => {}, stderr: () => {},
                      _loadSnapshot: bytes });
  postMessage({ read: self.read, python: performance.now() - started });
}"""
FLOOR = {"/bench-floor.html": ("text/html", FLOOR_PAGE), "/bench-floor-page.js": ("text/javascript", FLOOR_PAGE_JS),
         "/bench-floor-worker.js": ("text/javascript", FLOOR_WORKER_JS)}

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
DESK = {"viewport": {"width": 1280, "height": 800}}


FIRST_TAP = """(() => {
    // a tap in the first frame after the board plays (a piece that turns): when its water was written
    const look = () => {
        const s = window.__suido;
        if (s && s.error) return;
        if (!(s && s.playableAt && s.board && s.board.els)) return void requestAnimationFrame(look);
        const els = s.board.els;
        let c = 0;
        while (c < els.length && (!els[c] || els[c].dataset.fixed === "true")) c += 1;
        const at = performance.now();
        s.board.turn(c, 1, at).then(() => { window.__suidoFirstTap = { at, answered: performance.now() }; });
    };
    requestAnimationFrame(look);
})();"""

DRAWN_PAINTED = """(() => {
    // when the board drawn before Python is up was first painted: drawnAt is taken as it is put in, before its first
    // style, layout and paint (a 40x40's first frame is 0.1 s more); a message sent from the frame after it runs once
    // that frame is painted
    const look = () => {
        const s = window.__suido;
        if (s && s.drawnAt != null) {
            const channel = new MessageChannel();
            channel.port1.onmessage = () => { window.__suidoDrawnPainted = performance.now(); };
            channel.port2.postMessage(0);
        } else if (!(s && s.playableAt)) requestAnimationFrame(look);
    };
    requestAnimationFrame(look);
})();"""


def playable(page: Any) -> dict[str, float]:
    page.wait_for_function("window.__suido && (window.__suido.playableAt || window.__suido.error)", timeout=120_000)
    page.wait_for_function("window.__suidoFirstTap || (window.__suido && window.__suido.error)", timeout=60_000)
    facts: dict[str, Any] = page.evaluate("""() => ({ tapped: window.__suidoFirstTap,
        playable: window.__suido.playableAt, worker: window.__suido.workerReadyAt,
        python: window.__suido.client.readyMs, started: window.__suido.client.startedAt,
        drawn: window.__suido.drawnAt, painted: window.__suidoDrawnPainted ?? null,
        phases: window.__suido.client.phases, error: window.__suido.error,
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


def snapshot_made(page: Any) -> dict[str, Any]:
    """Wait for the page to have made the memory snapshot (once the service worker served it, when idle)."""
    page.wait_for_function("window.__suido.snapshot !== null", timeout=60_000)
    made: dict[str, Any] = page.evaluate("window.__suido.snapshot")
    if not made or not made.get("made"):
        raise SystemExit(f"the page made no snapshot: {made}")
    return made


DROP_SNAPSHOT = """async (release) => {
    const cache = await caches.open("suido-" + release);
    await cache.delete(new URL("pyodide/snapshot.bin", location.href).href);
}"""


LATER_AFTER_MS = 4000
"""How long the second visit stays before the third: a big board's drawing is kept packed once its game has
stayed the same for QUIET (1.5 s, preview.js), looked at every QUIET."""


def one_run(p: Any, url: str, query: str, device: dict[str, Any]) -> dict[str, dict[str, Any]]:
    with tempfile.TemporaryDirectory(prefix="suido-profile-") as profile:
        context = p.chromium.launch_persistent_context(profile, executable_path=CHROMIUM, args=CHROMIUM_ARGS,
                                                       **device)
        context.add_init_script(FIRST_TAP)
        context.add_init_script(DRAWN_PAINTED)
        try:
            page = context.new_page()
            SENT.clear()
            page.goto(url + query)
            cold = playable(page)
            cold["bytes_to_play"] = sum(n for _, n in SENT)
            precached(page)
            cold["made"] = snapshot_made(page)
            cold["bytes"] = sum(n for _, n in SENT)
            files = Counter("/index.html" if p == "/" else p for p, _ in SENT)
            cold["twice"] = sorted(f for f, k in files.items() if k > 1)
            page.reload()
            warm = playable(page)
            if not warm["controlled"]:
                raise SystemExit("the reload was not served by the service worker")
            if warm["phases"].get("snapshot") != "used":
                raise SystemExit(f"the second visit did not boot from the snapshot: {warm['phases']}")
            # a later visit: the modules' compiled code is cached now (V8 makes it on the second run of a script,
            # and takes it from the third); the board is kept again once at rest (preview.js: packed after QUIET)
            page.wait_for_timeout(LATER_AFTER_MS)
            page.reload()
            later = playable(page)
            if later["phases"].get("snapshot") != "used":
                raise SystemExit(f"the third visit did not boot from the snapshot: {later['phases']}")
            release = page.evaluate("window.__suido.release")
            page.goto(f"{url}bench-floor.html?release={release}")
            page.wait_for_function("window.__floor", timeout=60_000)
            floor = page.evaluate("window.__floor")
            if floor.get("error"):
                raise SystemExit(f"the bare Pyodide did not start: {floor['error']}")
            warm["floor"] = floor
            page.evaluate(DROP_SNAPSHOT, release)
            page.goto(url + query)
            ordinary = playable(page)
            if ordinary["phases"].get("snapshot") != "none":
                raise SystemExit(f"the visit without a snapshot found one: {ordinary['phases']}")
        finally:
            context.close()
    return {"cold": cold, "warm": warm, "later": later, "ordinary": ordinary}


FACTS = """() => ({ playable: window.__suido.playableAt, worker: window.__suido.workerReadyAt,
    drawn: window.__suido.drawnAt, phases: window.__suido.client.phases, error: window.__suido.error,
    controlled: !!navigator.serviceWorker.controller })"""


def engine_run(browser: Any, url: str, query: str) -> dict[str, dict[str, Any] | None]:
    """One run in any engine through tests/engines/drive.py, a fresh profile: cold, warm (the snapshot), warm without
    it. A load the engine could not do (no snapshot made) is None."""
    import drive  # tests/engines/drive.py
    tab = browser.tab(url, drive.DESK, False, False, False, False)
    out: dict[str, dict[str, Any] | None] = {"cold": None, "warm": None, "ordinary": None}
    try:
        def load() -> dict[str, Any]:
            tab.goto(url + query)
            tab.wait("() => window.__suido && (window.__suido.playableAt || window.__suido.error)", timeout=120)
            facts: dict[str, Any] = tab.js(FACTS)
            if facts["error"]:
                raise SystemExit(f"{tab.engine}: the page failed: {facts['error']}")
            return facts
        out["cold"] = load()
        tab.wait("() => navigator.serviceWorker.controller !== null", timeout=60)
        tab.wait("""() => new Promise((resolve) => {
            navigator.serviceWorker.addEventListener('message', (e) => resolve(e.data.count === e.data.expected), { once: true });
            navigator.serviceWorker.controller.postMessage('precached?'); setTimeout(() => resolve(false), 2000); })""",
                 timeout=60)
        made = tab.wait("() => window.__suido.snapshot", timeout=60)
        warm = load()
        if made.get("made") and warm["phases"].get("snapshot") == "used":
            out["warm"] = warm
        tab.js(DROP_SNAPSHOT, tab.js("() => window.__suido.release"))
        out["ordinary"] = load()
    finally:
        tab.close()
    return out


def engines_main(names: list[str], runs: int, query: str, site: Path) -> int:
    """Cold, warm and warm without the snapshot in each engine, side by side: median and p95 of drawn and playable."""
    sys.path.insert(0, str(ROOT / "tests" / "engines"))
    import drive
    from playwright.sync_api import sync_playwright
    httpd, url = serve_counting(site)
    got: dict[str, list[dict[str, Any]]] = {}
    versions: dict[str, str] = {}
    with tempfile.TemporaryDirectory(prefix="suido-engines-") as work, sync_playwright() as p:
        for name in names:
            browser = drive.Chromium(p) if name == "chromium" else drive.WebKit(Path(work)) if name == "webkit" \
                else drive.Firefox(Path(work))
            versions[name] = browser.version()
            try:
                got[name] = []
                for _ in range(runs):
                    got[name].append(engine_run(browser, url, query))
                    print(f"  {name}: " + ", ".join(f"{k} {v['playable']:.0f} ms" if v else f"{k} -"
                                                    for k, v in got[name][-1].items()), flush=True)
            finally:
                browser.close()
    httpd.shutdown()

    def p95(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]

    def cell(values: list[float | None]) -> str:
        if not values or any(v is None for v in values):
            return f"{'-':>15}"
        return f"{statistics.median(values):6.0f} / {p95(values):6.0f}"  # type: ignore[arg-type]

    print(f"\nms from navigation start, median / p95 of {runs} runs, desk, {query or 'bare page'}; "
          "drawn: a board shown before Python is up (taking taps), playable: Python up and the board live")
    print("| engine | load | drawn | playable | Python ready |")
    print("|---|---|--:|--:|--:|")
    for name in names:
        for load, title in (("cold", "cold (fresh profile)"), ("warm", "warm (from the snapshot)"),
                            ("ordinary", "warm, no snapshot")):
            rows = [r[load] for r in got[name]]
            if any(r is None for r in rows):
                print(f"| {versions[name]} | {title} | - | not made in this engine | - |")
                continue
            print(f"| {versions[name]} | {title} | {cell([r['drawn'] for r in rows])} | "  # type: ignore[index]
                  f"{cell([r['playable'] for r in rows])} | {cell([r['worker'] for r in rows])} |")  # type: ignore[index]
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--query", default="", help='e.g. "?code=3x2:35B7vM" (default: the bare page)')
    parser.add_argument("--phone", action="store_true", help="a phone's screen and touch (default: a desk's)")
    parser.add_argument("--site", type=Path, default=SITE, help="the built site (default: dist/site)")
    parser.add_argument("--engines", default="", help="chromium,webkit,firefox: those engines side by side "
                        "(tests/engines/drive.py), drawn and playable, median and p95")
    args = parser.parse_args(argv)
    if args.engines:
        return engines_main(args.engines.split(","), args.runs, args.query, args.site)
    from playwright.sync_api import sync_playwright

    httpd, url = serve_counting(args.site)
    runs: list[dict[str, dict[str, Any]]] = []
    try:
        with sync_playwright() as p:
            for _ in range(args.runs):
                run = one_run(p, url, args.query, PHONE if args.phone else DESK)
                run["load"] = {"1 min": os.getloadavg()[0]}   # (the machine's load average as the run ended)
                runs.append(run)
                cold, warm, later, ordinary = run["cold"], run["warm"], run["later"], run["ordinary"]
                tap = {k: f"tap at {v['tapped']['at']:.0f} answered {v['tapped']['answered']:.0f}"
                       for k, v in (("cold", cold), ("warm", warm), ("later", later), ("ordinary", ordinary))}
                print(f"  cold {cold['playable']:7.0f} ms ({tap['cold']}, drawn {cold['drawn'] or 0:4.0f}, "
                      f"python ready {cold['worker']:6.0f}, "
                      f"worker {cold['phases']}, {cold['bytes_to_play'] / 1e6:.2f} MB to play, {cold['bytes'] / 1e6:.2f} MB "
                      f"in all, sent twice: {cold['twice'] or 'none'}; snapshot made in {cold['made']['ms']} ms)   "
                      f"warm {warm['playable']:7.0f} ms ({tap['warm']}, drawn {warm['drawn'] or 0:4.0f} "
                      f"painted {warm['painted'] or 0:4.0f}, "
                      f"worker started {warm['started']:4.0f}, python ready "
                      f"{warm['worker']:6.0f}, worker {warm['phases']})   "
                      f"later {later['playable']:7.0f} ms ({tap['later']}, drawn {later['drawn'] or 0:4.0f} "
                      f"painted {later['painted'] or 0:4.0f}, python ready {later['worker']:6.0f})   "
                      f"without the snapshot {ordinary['playable']:7.0f} ms ({tap['ordinary']}, python ready {ordinary['worker']:6.0f}, "
                      f"worker {ordinary['phases']}); load {run['load']['1 min']:.2f}", flush=True)
    finally:
        httpd.shutdown()
    colds = [r["cold"] for r in runs]

    def p95(values: list[float]) -> float:
        ordered = sorted(values)
        return ordered[max(0, math.ceil(0.95 * len(ordered)) - 1)]

    def line(name: str, runs: list[dict[str, float]]) -> str:
        play = [r["playable"] for r in runs]
        ready = [r["worker"] for r in runs]
        drawn = [r.get("drawn") for r in runs]
        painted = [r.get("painted") for r in runs]
        seen = [d for d in drawn if d is not None]
        firsts = [d for d in painted if d is not None]
        shown = (f"{statistics.median(seen):6.0f} / {statistics.median(firsts):6.0f} ({p95(firsts):4.0f})"
                 if len(seen) == len(drawn) and len(firsts) == len(painted) else f"{'-':>22}")
        tapped = [r["tapped"]["answered"] for r in runs]
        return (f"| {name:<29} | {statistics.median(play):8.0f} | {p95(play):6.0f} | {min(play):6.0f} | "
                f"{max(play):6.0f} | {statistics.median(tapped):6.0f} / {p95(tapped):6.0f} | "
                f"{statistics.median(ready):12.0f} | {shown} | {loads:>12} |")

    loads = "{:.2f}-{:.2f}".format(min(r["load"]["1 min"] for r in runs), max(r["load"]["1 min"] for r in runs))

    print(f"load to a playable board ({'phone' if args.phone else 'desk'}, {args.query or 'bare page'}), "
          f"ms from navigation start, {args.runs} runs")
    print("| visit                         |   median |    p95 |    min |    max | a tap as it plays: answered, "
          "median / p95 | python ready | drawn, taking taps / painted (p95) | load average |")
    print("|-------------------------------|---------:|-------:|-------:|-------:|----------------:|-------------:"
          "|-----------------------:|-------------:|")
    print(line("cold (fresh profile)", colds))
    print(line("warm (reload: the snapshot)", [r["warm"] for r in runs]))
    print(line("later (the third visit)", [r["later"] for r in runs]))
    print(line("warm, the snapshot dropped", [r["ordinary"] for r in runs]))
    warms = [r["warm"] for r in runs]
    floors = [w["floor"]["ready"] for w in warms]
    answered = [w["tapped"]["answered"] for w in warms]
    print(f"\nthe floor, a bare Pyodide from the same snapshot in the same profile (a page of nothing but its worker): "
          f"Python ready at {statistics.median(floors):.0f} ms from navigation (p95 {p95(floors):.0f}; its worker read "
          f"the snapshot by {statistics.median(w['floor']['read'] for w in warms):.0f} ms and was up by "
          f"{statistics.median(w['floor']['python'] for w in warms):.0f}); a warm visit's first answered tap over it: "
          f"{statistics.median(answered) / statistics.median(floors):.2f} at the median, "
          f"{p95(answered) / p95(floors):.2f} at p95")
    made = [r["cold"]["made"]["ms"] for r in runs]
    print(f"\nthe snapshot, made by the first visit's page once idle (its own worker): median {statistics.median(made):.0f} ms")
    to_play = [c["bytes_to_play"] for c in colds]
    in_all = [c["bytes"] for c in colds]
    print(f"\nbytes a first visit moves (counted at the server, as sent): until the board plays "
          f"{statistics.median(to_play) / 1e6:.2f} MB, in all (every file of the release in the service worker's "
          f"cache) {statistics.median(in_all) / 1e6:.2f} MB; files sent twice: "
          f"{sorted({f for c in colds for f in c['twice']}) or 'none'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
