"""Later visits boot from Python's memory snapshot (build.py's pyodide/snapshot.bin): never fetched by a first
visit, taken by the service worker when a later visit is idle, booted from on the next, and a snapshot that
fails (damaged in the cache, or made by another Pyodide build) costs only time: the page plays all the same."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any, Callable

from playwright.sync_api import expect

from test_load import DESK, READY, build_py, playable, precached

SNAPSHOT = "./pyodide/snapshot.bin"


def phases(page: Any) -> dict[str, Any]:
    facts: dict[str, Any] = page.evaluate("window.__suido.client.phases")
    return facts


def snapshot_taken(page: Any) -> None:
    """Wait until the service worker holds the snapshot (a later visit asked for it once its board played)."""
    for _ in range(READY // 250):
        facts: dict[str, Any] = page.evaluate("""() => new Promise((resolve) => {
            navigator.serviceWorker.addEventListener("message", (e) => resolve(e.data), { once: true });
            navigator.serviceWorker.controller.postMessage("precached?");
        })""")
        if facts["later"] == [SNAPSHOT]:
            return
        page.wait_for_timeout(250)
    raise AssertionError(f"the service worker never took the snapshot: {facts}")


def play_a_turn(page: Any) -> None:
    host = page.locator(".suido-play")
    before = int(host.get_attribute("data-turns") or 0)
    page.locator(".suido-play .sd-cell:not([data-fixed=true])").first.click()
    expect(host).to_have_attribute("data-turns", str(before + 1))


def snapshot_sent(server: Any) -> list[tuple[str, int, str, int]]:
    return [s for s in server.sent if s[0].split("?")[0] == "/pyodide/snapshot.bin"]


def test_a_later_visit_boots_from_the_snapshot_the_one_before_took(new_context: Any, own_server: Any) -> None:
    context = new_context(**DESK)
    page = context.new_page()
    page.goto(own_server.url)
    playable(page)
    facts = precached(page)
    assert facts["later"] == []                          # the first visit never fetches it
    assert phases(page)["snapshot"] == "none"
    page.wait_for_timeout(1500)
    assert snapshot_sent(own_server) == []

    page.reload()                                        # a later visit: plays the ordinary way, then takes it
    playable(page)
    assert phases(page)["snapshot"] == "none"
    snapshot_taken(page)
    sent = snapshot_sent(own_server)
    assert [(status, coding) for _, status, coding, _ in sent] == [(200, "br")], sent
    assert sent[0][3] < 6_000_000                        # as brotli sends it (31.5 MB raw)

    page.reload()                                        # the next: Python's heap restored, the engine in it
    playable(page)
    assert phases(page)["snapshot"] == "used", phases(page)
    play_a_turn(page)
    page.evaluate("window.__suido.maker.make()")        # a board of one's own, in a second worker (a snapshot too)
    expect(page.locator(".sd-make")).to_have_attribute("data-state", "made", timeout=READY)
    play_a_turn(page)
    assert len(snapshot_sent(own_server)) == 1

    url = own_server.url
    own_server.stop()                                    # offline: the snapshot still boots, the page plays
    page = context.new_page()
    page.goto(url + "?size=5x5&level=2")
    playable(page)
    assert phases(page)["snapshot"] == "used"
    play_a_turn(page)


def test_a_snapshot_that_fails_costs_only_time(new_context: Any, serve_folder: Callable[..., Any], site_dir: Path,
                                               tmp_path: Path) -> None:
    # a release whose snapshot passes the worker's checks (release.js names its bytes) but not Pyodide's: its
    # header's build id (of pyodide.asm.mjs and the wasm) is another build's
    site = tmp_path / "site"
    shutil.copytree(site_dir, site)
    snap = site / "pyodide" / "snapshot.bin"
    data = bytearray(snap.read_bytes())
    data[16:48] = bytes(32)
    snap.write_bytes(bytes(data))
    release, _ = build_py.stamp_release(site)
    said = (site / "release.js").read_text().split("export const SNAPSHOT = ")[1].split(";\n")[0]
    assert json.loads(said)["sha256"] == build_py.sha256_of(snap)
    server = serve_folder(site)
    page = new_context(**DESK).new_page()
    page.goto(server.url)
    playable(page)
    precached(page)
    page.reload()
    playable(page)
    snapshot_taken(page)
    page.reload()
    playable(page)
    assert phases(page)["snapshot"].startswith("failed: Snapshot build id mismatch"), phases(page)
    assert page.evaluate("window.__suido.release") == release
    expect(page.locator(".sd-fatal")).to_be_hidden()
    play_a_turn(page)

    # damaged in the cache: a few bytes in the middle changed, as a bad disk would (same length, same header)
    page.evaluate("""async (path) => {
        const cache = await caches.open("suido-" + window.__suido.release);
        const url = new URL(path, location.href).href;
        const response = await cache.match(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        for (let i = 0; i < 64; i++) bytes[(bytes.length >> 1) + i] ^= 0x5a;
        await cache.put(url, new Response(bytes, { headers: response.headers }));
    }""", SNAPSHOT)
    page.reload()
    playable(page)
    assert phases(page)["snapshot"].startswith("failed: the snapshot is not this release's"), phases(page)
    expect(page.locator(".sd-fatal")).to_be_hidden()
    play_a_turn(page)
    snapshot_taken(page)                                 # dropped, and taken again once this visit was idle
