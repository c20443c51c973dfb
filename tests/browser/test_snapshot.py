"""Later visits boot from Python's memory snapshot (site/snapshot.js): made by the first visit's page once the
service worker serves it and the page is idle, from the files the browser already holds (nothing fetched), put
into the release's cache, and booted from on the next visit (test_load.py's first visit holds that); a snapshot that fails (made by another Pyodide
build, damaged in the cache) costs only time: the page plays all the same, and a damaged one is made again."""

from __future__ import annotations

from typing import Any

from playwright.sync_api import expect

from test_load import DESK, READY, phases, play_a_turn, playable, precached, snapshot_made

SNAPSHOT = "./pyodide/snapshot.bin"


def change_snapshot(page: Any, js: str) -> None:
    """Change the snapshot in the release's cache: js is a function body over bytes (a Uint8Array) and headers."""
    page.evaluate("""async ([path, js]) => {
        const cache = await caches.open("suido-" + window.__suido.release);
        const url = new URL(path, location.href).href;
        const response = await cache.match(url);
        const bytes = new Uint8Array(await response.arrayBuffer());
        const headers = new Headers(response.headers);
        await new Function("bytes", "headers", "return (async () => {" + js + "})()")(bytes, headers);
        await cache.put(url, new Response(bytes, { headers }));
    }""", [SNAPSHOT, js])


RESEAL = """
    const sha = await crypto.subtle.digest("SHA-256", bytes);
    headers.set("x-suido-sha256", Array.from(new Uint8Array(sha), (b) => b.toString(16).padStart(2, "0")).join(""));
"""


def held(page: Any) -> bool:
    return bool(page.evaluate("""async (path) => !!(await (await caches.open("suido-" + window.__suido.release))
        .match(new URL(path, location.href).href))""", SNAPSHOT))


def test_a_snapshot_that_fails_costs_only_time(new_context: Any, own_server: Any) -> None:
    page = new_context(**DESK).new_page()
    page.goto(own_server.url)
    playable(page)
    precached(page)
    assert snapshot_made(page)["made"]

    # another Pyodide build's (its header's build id), its sha256 said anew: the worker's check passes, Pyodide's not
    change_snapshot(page, "bytes.fill(0, 16, 48);" + RESEAL)
    page.reload()
    playable(page)
    assert phases(page)["snapshot"].startswith("failed: Snapshot build id mismatch"), phases(page)
    expect(page.locator(".sd-fatal")).to_be_hidden()
    play_a_turn(page)
    assert snapshot_made(page)["made"]                   # dropped, and made again once this visit was idle

    # damaged in the cache: a few bytes in the middle changed, as a bad disk would (same length, same header)
    change_snapshot(page, "for (let i = 0; i < 64; i++) bytes[(bytes.length >> 1) + i] ^= 0x5a;")
    page.reload()
    playable(page)
    assert phases(page)["snapshot"] == "failed: the snapshot is damaged", phases(page)
    expect(page.locator(".sd-fatal")).to_be_hidden()
    play_a_turn(page)
    # dropped; and a release whose snapshot failed twice does not make it again (every visit a second Pyodide)
    page.wait_for_function("window.__suido.snapshot !== null", timeout=READY)
    assert page.evaluate("window.__suido.snapshot") is None
    assert not held(page)
    page.reload()
    playable(page)
    assert phases(page)["snapshot"] == "none"
    play_a_turn(page)


def test_a_snapshot_that_hangs_python_is_dropped_and_python_starts_afresh(new_context: Any, own_server: Any) -> None:
    """A heap whose restore never ends (damaged past its checks: its sha256 said anew) would leave the page
    waiting for ever: the page gives a boot from the snapshot a limit of its own, drops it, and starts Python the
    ordinary way in a new worker, without a word to the player."""
    context = new_context(**DESK)
    context.add_init_script("window.__suidoReadyWithin = 8000")   # (the restore's limit is at most this)
    page = context.new_page()
    page.goto(own_server.url)
    playable(page)
    precached(page)
    assert snapshot_made(page)["made"]
    # 256 KB of the heap zeroed makes its restore hang; or, where the heap made this time holds other things there
    # (it differs a little from one making to the next), fail at once (a wasm trap) or do no harm: a failure costs
    # only time too (test_a_snapshot_that_fails_costs_only_time), and the snapshot is made again; either way it is
    # damaged elsewhere, until its restore hangs
    for share in (0.6, 0.45, 0.75, 0.3, 0.5, 0.7, 0.4, 0.8):
        change_snapshot(page, f"bytes.fill(0, Math.floor(bytes.length * {share}), Math.floor(bytes.length * {share})"
                        " + 262144);" + RESEAL)
        page.reload()
        playable(page, timeout=READY)
        if phases(page)["snapshot"] == "none":
            break
        if phases(page)["snapshot"].startswith("failed"):
            page.evaluate("localStorage.removeItem('suido-snapshot-failed')")   # (twice failed: never made again)
            assert snapshot_made(page)["made"]
    assert phases(page)["snapshot"] == "none", phases(page)           # the second worker did not use it
    assert page.evaluate("window.__suido.client.starts") == 2
    expect(page.locator(".sd-fatal")).to_be_hidden()
    play_a_turn(page)
    assert not held(page)
