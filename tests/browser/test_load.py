"""Loading: a first visit's bytes (counted at the server: the service worker's own fetches never show in the
page), a slow link with its progress bar, a start that stalls and is tried again, a new release while a tab
is open, and offline play after one visit."""

from __future__ import annotations

import importlib.util
import shutil
from collections import Counter
from pathlib import Path
from typing import Any, Callable

import pytest
from boardkit import painted
from playwright.sync_api import expect

import suido.levels

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("suido_build_for_load", ROOT / "build.py")
assert _spec and _spec.loader
build_py = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_py)   # stamp_release: a new release of a copy of the site, as the build makes one

DESK = {"viewport": {"width": 1280, "height": 800}}
READY = 60_000
BOARD = "5x5:9Ica935racCde8339c459B559;b17;k8"
pytestmark = pytest.mark.fresh   # all about starting: its desk is a fresh context (conftest.py), never a warm one


def playable(page: Any, timeout: int = READY) -> None:
    page.wait_for_function("() => window.__suido && (window.__suido.playableAt || window.__suido.error)",
                           timeout=timeout)
    assert page.evaluate("window.__suido.error") is None


def snapshot_made(page: Any) -> dict[str, Any]:
    """Wait for the page to have made Python's memory snapshot (snapshot.js: once the service worker serves it and
    the page is idle), and say how it went: {made, ms?, why?}."""
    page.wait_for_function("window.__suido.snapshot !== null", timeout=READY)
    made: dict[str, Any] = page.evaluate("window.__suido.snapshot")
    return made


def precached(page: Any) -> dict[str, Any]:
    """Wait until the service worker controls the page and holds every file of its release."""
    page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=READY)
    page.wait_for_function("""() => new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data.count === e.data.expected && e.data),
                                                 { once: true });
        navigator.serviceWorker.controller.postMessage("precached?");
    })""", timeout=READY, polling=300)
    facts: dict[str, Any] = page.evaluate("""() => new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data), { once: true });
        navigator.serviceWorker.controller.postMessage("precached?");
    })""")
    return facts


def file_of(path: str) -> str:
    path = path.split("?")[0]
    return "/index.html" if path == "/" else path


def phases(page: Any) -> dict[str, Any]:
    """How the page's worker started: {snapshot: "none" | "used" | "failed: why", ...}."""
    facts: dict[str, Any] = page.evaluate("window.__suido.client.phases")
    return facts


def play_a_turn(page: Any) -> None:
    host = page.locator(".suido-play")
    before = int(host.get_attribute("data-turns") or 0)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", str(before + 1))


def test_a_first_visit_under_5_mb_its_snapshot_the_next_visit_boots_from_then_every_size_offline(
        new_context: Any, own_server: Any, site_dir: Path, console_errors: Any) -> None:
    """One first visit, three facts of starting in turn (each was a fresh start of its own): the bytes it moves
    (every file of the release once, compressed, under 5 MB); Python's memory snapshot it makes from the files it
    holds, which the next visit boots from (tests/browser/test_snapshot.py: when the snapshot fails); and, with no
    origin at all, every size, the day's level and a board of one's own played from the service worker."""
    # a grid's set never asked online is not here offline: the browser says its fetch failed
    console_errors.allow(r"Failed to load resource: net::ERR_FAILED \(http://[^ ]+/(levels/[a-z-]+\.(tsv|list\.json)|workbench\.js)")
    context = new_context(**DESK)
    page = context.new_page()
    page.goto(own_server.url)
    playable(page)
    assert phases(page)["snapshot"] == "none"
    at_play = list(own_server.requests)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    facts = precached(page)
    made = snapshot_made(page)                    # from the files the browser holds: nothing more crosses the wire
    assert made["made"] and made["bytes"] > 20_000_000, made
    sent = list(own_server.sent)
    total = sum(n for *_, n in sent)
    print(f"first visit: {total} bytes in {len(sent)} answers")
    # every file of the release is in the service worker's cache, and each crossed the wire once
    files = {file_of(p) for p, *_ in sent}
    asked = {"/" + rel for rel in build_py.asked_files()}   # the grids' sets and the Workbench's script
    assert {"/workbench.js", "/levels/cube.tsv"} <= asked
    on_disk = {"/" + p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*")
               if p.is_file() and not p.name.endswith((".br", ".gz"))
               and p.relative_to(site_dir).parts[0] != "docs"}   # the reference is read online, not precached
    assert asked <= on_disk and not asked & files, asked & files   # kept once asked, never here
    on_disk -= asked
    assert files == on_disk, on_disk ^ files
    assert facts["count"] == facts["expected"] == len(on_disk)   # every file but sw.js, and "./"
    twice = {f: n for f, n in Counter(file_of(p) for p, status, *_ in sent if status == 200).items() if n > 1}
    assert not twice, twice
    assert total <= 5_000_000, total
    coding = {file_of(p): c for p, _, c, _ in sent}
    assert coding["/pyodide/pyodide.asm.wasm"] == "br" and coding["/pyodide/python_stdlib.zip"] == "br"
    # the other sizes' levels come once the first board plays, from the service worker (after sw.js)
    levels_before = [file_of(p) for p in at_play if p.endswith(".tsv")]
    assert len(levels_before) <= 2, levels_before                 # 7x7 (and 5x5, when 7x7 is short)
    order = [file_of(p) for p in own_server.requests]
    assert all(order.index(f) > order.index("/sw.js") for f in files if f.endswith(".tsv") and f not in levels_before)

    # the snapshot: in the release's cache, made here and never fetched; the next visit boots from it
    assert precached(page)["snapshot"]
    assert not [p for p in own_server.requests if "snapshot.bin" in p]
    asked: list[str] = []
    page.on("request", lambda request: asked.append(request.url))
    page.add_init_script("""window.__barSaid = []; new MutationObserver((changes) => {
        for (const change of changes) if (change.target.classList?.contains("sd-boot-words")) window.__barSaid.push(change.target.textContent);
    }).observe(document, { childList: true, subtree: true });""")
    page.reload()                                        # the next visit: Python's heap restored, the engine in it
    playable(page)
    assert phases(page)["snapshot"] == "used", phases(page)
    # read from the browser's cache, nothing downloaded: the bar says no megabytes
    assert page.evaluate("window.__barSaid") and set(page.evaluate("window.__barSaid")) == {"Filling the pipes…"}
    # the engine's worker read the two big files from the release's cache itself: not asked of the service worker
    assert any(url.endswith("/pyodide/pyodide.asm.mjs") for url in asked), asked   # (the worker's requests are seen)
    assert not [url for url in asked if url.endswith(("/pyodide.asm.wasm", "/python_stdlib.zip"))], asked
    # Chromium serves the release's files from its cache by the worker's static routes, with no run of the worker's
    # script (the page's modules came 0.05-0.1 s sooner); the page itself, whose address may carry a query, still
    # goes through the worker's fetch handler
    served = dict(page.evaluate("""() => [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')]
        .filter((e) => e.name.startsWith(location.origin)).map((e) => [new URL(e.name).pathname, e.workerMatchedSourceType])"""))
    assert served["/"] == "" and {served[f] for f in ("/app.js", "/board.js", "/drawing.js", "/style.css")} == {"cache"}, served
    assert sum(source == "cache" for source in served.values()) >= 40, served
    play_a_turn(page)
    page.evaluate("window.__suido.maker.make()")        # a board of one's own, in a second worker (a snapshot too)
    expect(page.locator(".sd-make")).to_have_attribute("data-state", "made", timeout=READY)
    play_a_turn(page)
    page.wait_for_function("window.__suido.snapshot !== null", timeout=READY)
    assert page.evaluate("window.__suido.snapshot") is None    # one is held: nothing to make

    # offline after that visit
    # a grid's set is never taken at install: kept once asked (its rows and its list), so it plays offline after
    assert page.evaluate("async () => (await window.__suido.levels.show('octagonal')).count") == 112
    page.wait_for_function("""() => new Promise((resolve) => {
        navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data.asked.includes("./levels/octagonal.tsv")),
                                                 { once: true });
        navigator.serviceWorker.controller.postMessage("precached?");
    })""", timeout=READY, polling=300)
    url = own_server.url
    own_server.stop()                              # no origin at all
    page = context.new_page()
    page.goto(url)
    playable(page)
    assert phases(page)["snapshot"] == "used"     # offline, the snapshot still boots
    page.locator(".sd-today-line .sd-today").click()     # the level of the day, one tap from the bare page
    expect(page.locator(".sd-playing")).to_have_attribute("data-today", "true")
    sizes = page.evaluate("window.__suido.levels.sizes")
    assert sizes == list(suido.levels.SETS) and len(sizes) == 26   # the sixteen sizes, big pieces, hexagons, 8 grids
    counts = page.evaluate("""async (sizes) => { const out = {};
        for (const s of sizes) out[s] = (await window.__suido.levels.show(s))?.count ?? 0; return out; }""", sizes)
    never = [s for s in suido.levels.GRID_SETS if s != "octagonal"]     # the grids' sets never asked: not here
    assert all(n > 0 for s, n in counts.items() if s not in never) and not any(counts[s] for s in never), counts
    for size in ("28x28", "5x7", "big", "hex", "octagonal"):    # a level of a size other than the day's, played
        page.locator(".sd-menu a[data-view=levels]").click()
        page.locator(".sd-levels select").select_option(size)
        expect(page.locator(".sd-levels .sdl-blocks")).to_have_attribute("data-size", size)   # its list drawn
        page.locator('.sd-levels button[data-level="1"]').click()
        expect(page.locator(".sd-playing")).to_contain_text({"big": "Big pieces", "hex": "Hexagons",
                                                             "octagonal": "Octagons and squares"}.get(size, size))
        painted(page.locator(".suido-play"))
    page.evaluate("window.__suido.maker.make()")   # a board of one's own, made in a worker of its own
    expect(page.locator(".sd-make")).to_have_attribute("data-state", "made", timeout=READY)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")
    page.goto(url + "?view=workbench")             # the Workbench, never opened online: not kept, said so
    expect(page.locator(".sd-workbench")).to_contain_text("once it has been opened online", timeout=READY)
    page.goto(url + "docs/")                       # not kept (read online): said so, with the way back to play
    expect(page.locator(".sd-offline")).to_contain_text("once you are online")
    page.get_by_role("link", name="Play Suido offline").click()
    playable(page)
    for address in ("index.html?", "?"):           # an empty query is the page too (kept by its path alone)
        page.goto(url + address)
        playable(page)


def test_a_slow_link_shows_a_moving_bar_and_plays_without_a_fatal_error(new_context: Any,
                                                                       serve_folder: Callable[..., Any],
                                                                       site_dir: Path, console_errors: Any) -> None:
    # the service worker is registered once the board plays, as this test ends: the slow server stopped under its
    # script's fetch, the browser says so (seen once in three runs at a load of 30)
    console_errors.allow(r"An unknown error occurred when fetching the script")
    slow = serve_folder(site_dir, rate=500_000)   # about 0.5 MB/s, every connection together
    page = new_context(**DESK).new_page()
    page.add_init_script("""window.__suidoReadyWithin = 6000;   // a stall limit below the download's time (about 9 s)
        window.__bar = [];
        setInterval(() => { const p = document.querySelector(".sd-boot progress");
            if (p && !p.closest("[hidden]")) window.__bar.push([p.value, p.max,
                document.querySelector(".sd-boot-words").textContent]); }, 150);""")
    page.goto(slow.url + "?code=" + BOARD)
    playable(page, timeout=90_000)
    expect(page.locator(".sd-fatal")).to_be_hidden()
    bar = page.evaluate("window.__bar")
    values = [v for v, _, _ in bar]
    assert len(set(values)) >= 5, bar[:5]
    assert values == sorted(values), values
    total = bar[-1][1]
    assert 3_000_000 < total < 5_000_000, total
    assert "MB" in bar[-1][2] and f"{total / 1e6:.1f} MB" in bar[-1][2], bar[-1]
    expect(page.locator(".sd-boot")).to_be_hidden()
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "1")


def test_a_wheel_that_does_not_load_is_said_at_once(desk: Any, console_errors: Any) -> None:
    console_errors.allow(r"Failed to load resource|net::ERR_FAILED|suido")
    desk.route("**/suido-*.whl", lambda route: route.abort())
    desk.goto("?code=3x3:1u82e42b3")
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=45_000)
    expect(fatal).to_contain_text("The puzzle could not load: ")   # then what Pyodide said went wrong
    expect(desk.locator("svg.suido")).to_have_count(0)
    assert desk.locator(".suido-play").get_attribute("aria-busy") is None


@pytest.mark.parametrize("name", ["pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json"])
def test_a_file_python_needs_that_is_missing_is_said_at_once_by_name(desk: Any, console_errors: Any,
                                                                    name: str) -> None:
    console_errors.allow(r".")  # the missing file is reported, and what Pyodide makes of it
    desk.route(f"**/pyodide/{name}", lambda route: route.fulfill(status=404, body="gone"))
    ja = name == "python_stdlib.zip"  # said in the page's language
    desk.goto("?code=3x3:1u82e42b3" + ("&lang=ja" if ja else ""))
    fatal = desk.locator(".sd-fatal[role=alert]")
    # not the stall limit's 30 s with the bar stuck and "nothing arrived", nor "exit(1)": which file, and why
    said = f"pyodide/{name} を取得できませんでした(HTTP 404)" if ja else f"pyodide/{name} could not be fetched (HTTP 404)"
    expect(fatal).to_contain_text(said, timeout=10_000)
    expect(desk.locator(".sd-retry")).to_be_visible()
    assert desk.evaluate("window.__suido.client.worker") is None   # the failed start is ended, not left waiting
    desk.unroute(f"**/pyodide/{name}")
    desk.locator(".sd-retry").click()
    expect(fatal).to_be_hidden()
    expect(desk.locator(".suido-play svg.suido")).to_be_visible(timeout=READY)


def test_a_start_that_stalls_is_given_up_on_and_tried_again_without_a_reload(desk: Any, console_errors: Any) -> None:
    console_errors.allow(r".")  # the stalled download may be reported as the worker is ended
    desk.add_init_script("window.__suidoReadyWithin = 3000")
    held: list[Any] = []
    desk.route("**/pyodide.asm.wasm", lambda route: held.append(route))   # never answered: loadPyodide would wait forever
    desk.goto("?code=3x3:1u82e42b3&lang=ja")
    desk.evaluate("window.__loaded = true")                 # gone if the page reloads
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=15_000)
    expect(fatal).to_contain_text("パズルを読み込めませんでした")
    expect(fatal).to_contain_text("3 秒間なにも届きませんでした")
    desk.unroute("**/pyodide.asm.wasm")
    desk.evaluate("window.__suido.client.readyWithin = 30000")  # 3 s was to be quick above; a start may take more
    retry = desk.locator(".sd-retry")
    expect(retry).to_have_text("もう一度")
    retry.click()
    expect(fatal).to_be_hidden()
    expect(desk.locator(".suido-play svg.suido")).to_be_visible(timeout=READY)
    desk.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(desk.locator(".suido-play")).to_have_attribute("data-turns", "1")
    assert desk.evaluate("window.__loaded") is True


def test_a_worker_whose_script_cannot_load_is_said_once_not_started_again_and_again(desk: Any,
                                                                                    console_errors: Any) -> None:
    console_errors.allow(r".")  # the missing file is reported
    asked: list[str] = []

    def missing(route: Any) -> None:
        asked.append(route.request.url)
        route.fulfill(status=404, body="gone")

    desk.route("**/pyodide/pyodide.mjs", missing)   # the worker's module cannot load: an error event, no message
    desk.goto("?code=3x3:1u82e42b3")
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=15_000)
    expect(desk.locator(".sd-retry")).to_be_visible()
    desk.wait_for_timeout(2000)
    # one worker tried, not a new one on every failure of the last (hundreds a second, each fetching its files)
    assert desk.evaluate("window.__suido.client.starts") == 1
    assert len(asked) <= 1, len(asked)
    desk.unroute("**/pyodide/pyodide.mjs")
    desk.locator(".sd-retry").click()
    expect(fatal).to_be_hidden()
    expect(desk.locator(".suido-play svg.suido")).to_be_visible(timeout=READY)


def test_a_worker_lost_while_it_first_starts_is_started_again_without_a_fatal(desk: Any) -> None:
    desk.add_init_script("""window.__fatal = [];
        new MutationObserver(() => { const f = document.querySelector(".sd-fatal");
            if (f && !f.hidden) window.__fatal.push(f.textContent); })
          .observe(document, { subtree: true, attributes: true, childList: true });""")
    desk.goto("?code=3x3:1u82e42b3", wait_until="commit")
    desk.wait_for_function("() => window.__suido && window.__suido.client.worker", polling=5)
    assert desk.evaluate("window.__suido.client.ready && !window.__suido.workerReadyAt")
    desk.evaluate("window.__suido.crash()")   # the worker dies before Python is up: the page starts another
    playable(desk)
    assert desk.evaluate("window.__suido.client.starts") == 2
    assert desk.evaluate("window.__fatal") == []   # no "could not load" with Try again over a worker starting
    desk.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(desk.locator(".suido-play")).to_have_attribute("data-turns", "1")


def test_a_worker_that_dies_in_play_and_cannot_start_again_offers_try_again(desk: Any, console_errors: Any) -> None:
    console_errors.allow(r".")  # the missing file is reported
    desk.goto("?code=3x3:1u82e42b3")
    playable(desk)
    host = desk.locator(".suido-play")
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "1")
    desk.route("**/pyodide/pyodide.mjs", lambda route: route.fulfill(status=404, body="gone"))  # the link went down
    desk.evaluate("window.__suido.crash()")
    fatal = desk.locator(".sd-fatal[role=alert]")
    expect(fatal).to_be_visible(timeout=15_000)
    retry = desk.locator(".sd-retry")
    expect(retry).to_be_visible()                 # not a dead end short of reloading the page
    desk.unroute("**/pyodide/pyodide.mjs")
    retry.click()
    expect(fatal).to_be_hidden()
    painted(host)
    host.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", "2")
    assert host.get_attribute("data-error") is None


def test_a_new_release_never_runs_under_an_open_page_and_reload_keeps_the_game(
        new_context: Any, serve_folder: Callable[..., Any], site_dir: Path, tmp_path: Path, console_errors: Any) -> None:
    console_errors.allow(r"status of 503 \(Another release\) \(http://[^ ]+/workbench\.js")   # (refused: below)
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve_folder(site)
    context = new_context(**DESK)
    page = context.new_page()
    page.goto(f"{server.url}?code={BOARD}")
    playable(page)
    old = page.evaluate("window.__suido.release")
    host = page.locator(".suido-play")
    for cell in (0, 1, 1):
        page.locator(f'.suido-play .sd-cell[data-cell="{cell}"]').click()
    expect(host).to_have_attribute("data-turns", "3")
    progress = host.get_attribute("data-progress")
    precached(page)
    other = context.new_page()                     # a second tab, served by the service worker
    other.goto(f"{server.url}?code={BOARD}")
    playable(other)

    # a release: two files changed (one kept only once asked: the Workbench's script), stamped as the build does
    for name in ("style.css", "workbench.js"):
        with (site / name).open("a") as f:
            f.write("\n/* the next release */\n")
    new, _ = build_py.stamp_release(site)
    assert new != old
    # the browser checks for a new sw.js: an update() asked while another check (the second tab's navigation) is
    # still under way is that same check, which found the old one; and now and then here the new worker's install
    # fails and it is dropped (no waiting worker, no installing one, the old one active: not yet understood). So
    # the check is asked again until the new release's worker waits.
    page.wait_for_function("""async () => {
        const r = window.__suido.registration;
        if (!r.waiting && !r.installing) await r.update().catch(() => {});
        return !!r.waiting;
    }""", timeout=READY, polling=500)
    expect(page.locator(".sd-update")).to_be_visible(timeout=READY)
    expect(page.locator(".sd-update")).to_contain_text("A new version of Suido is ready.")
    # until Reload, the tab runs its own release: a restarted worker too, and a file it asks for only now is its
    # release's or none (the server has the next release's Workbench: refused, never run under this page)
    assert page.evaluate("fetch('./workbench.js').then((r) => r.status)") == 503
    bench = context.new_page()                     # the Workbench opened for the first time in the old release
    bench.goto(f"{server.url}?view=workbench")
    expect(bench.locator(".sd-workbench")).to_have_text(
        "The Workbench comes with the new version of Suido: reload to open it.", timeout=READY)
    bench.close()
    page.evaluate("window.__suido.crash()")
    page.wait_for_function("() => window.__suido.board.id !== null && window.__suido.client.release", timeout=READY)
    assert page.evaluate("window.__suido.client.release") == old
    expect(host).to_have_attribute("data-progress", progress or "")
    page.locator(".sd-update button").click()
    for tab in (page, other):                      # every tab loads the new release
        tab.wait_for_function(f"() => window.__suido && window.__suido.release === {new!r}", timeout=READY)
        playable(tab)
        assert tab.evaluate("window.__suido.client.release") == new
    assert page.evaluate("fetch('./workbench.js').then((r) => r.text())").endswith("/* the next release */\n")
    expect(page.locator(".suido-play")).to_have_attribute("data-progress", progress or "")
    expect(page.locator(".suido-play")).to_have_attribute("data-turns", "3")
    expect(page.locator(".sd-update")).to_be_hidden()


def test_a_worker_of_another_release_is_not_used_under_the_page(desk: Any, serve_folder: Callable[..., Any],
                                                              site_dir: Path, tmp_path: Path) -> None:
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    server = serve_folder(site)
    desk.goto(f"{server.url}?code={BOARD}&sw=0")     # no service worker: the server's files, as they are now
    playable(desk)
    desk.wait_for_load_state("networkidle")          # (the next release is written over these files: not mid-send)
    with (site / "style.css").open("a") as f:
        f.write("\n/* the next release */\n")
    build_py.stamp_release(site)
    desk.evaluate("window.__suido.crash()")          # the worker started again is of the new release
    expect(desk.locator(".sd-update")).to_be_visible(timeout=READY)
    expect(desk.locator(".sd-fatal")).to_be_hidden()
    desk.locator(".sd-update button").click()
    desk.wait_for_function("() => window.__suido && window.__suido.playableAt", timeout=READY)
    assert desk.evaluate("window.__suido.release") == desk.evaluate("window.__suido.client.release")


@pytest.mark.parametrize("address", ["?sw=0", "embed.html"])
def test_a_page_whose_modules_never_ran_reloads_once_and_plays(desk: Any, console_errors: Any, address: str) -> None:
    """A module the browser could not give the page (look.js, which both pages import: refused to the page's first
    document) leaves the page blank with no error of its own: restart.js reads the page once more when it has loaded
    and nothing more arrived for a while (half a second here), and the board plays."""
    console_errors.allow(r"Failed to load resource: net::ERR_FAILED")
    desk.add_init_script("window.__suidoRestartQuiet = 500")
    documents: list[str] = []
    desk.on("request", lambda request: request.is_navigation_request() and documents.append(request.url))
    refused: list[str] = []

    def first_document_refused(route: Any) -> None:
        if len(documents) == 1:
            refused.append(route.request.url)
            route.abort()
        else:
            route.continue_()

    desk.route("**/look.js", first_document_refused)
    desk.goto(address)
    # the page read again (a wait that outlives the first document; the site's page has its board's host already)
    desk.wait_for_function("performance.getEntriesByType('navigation')[0]?.type === 'reload'", timeout=READY)
    board = desk.locator(".suido-play").first
    painted(board)
    assert refused and len(documents) == 2, (refused, documents)
    # the tab forgets it was read again once a page of it started: a later failure is read again too
    desk.wait_for_function("sessionStorage.getItem('suido-restarted') === null")
    board.locator(".sd-cell:not([data-fixed=true])").first.click()
    expect(board).to_have_attribute("data-turns", "1")
