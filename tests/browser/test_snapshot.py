"""Later visits boot from Python's memory snapshot (site/snapshot.js): made by the first visit's page once the
service worker serves it and the page is idle, from the files the browser already holds (nothing fetched), put
into the release's cache, and booted from on the next visit (test_load.py's first visit holds that); a snapshot that fails (made by another Pyodide
build, damaged in the cache) costs only time: the page plays all the same, and a damaged one is made again."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import expect

from test_load import DESK, READY, phases, play_a_turn, playable, precached, snapshot_made

SNAPSHOT = "./pyodide/snapshot.bin"


def change_snapshot(page: Any, js: str, reseal: bool = False) -> None:
    """Change the heap of the snapshot in the release's cache (kept sparse: snapshot.js): js is a function body over
    bytes (the heap, a Uint8Array). Resealed: its sha256 said anew, so the worker's check passes and only Python's
    restore can find what is wrong; else the stored bytes no longer match their sha256, as a bad disk would leave them."""
    page.evaluate("""async ([path, js, reseal]) => {
        const { dense, sparse } = await import(new URL("./snapshot.js", location.href).href);
        const cache = await caches.open("suido-" + window.__suido.release);
        const url = new URL(path, location.href).href;
        const response = await cache.match(url);
        const bytes = new Uint8Array(dense(await response.arrayBuffer()));
        const headers = new Headers(response.headers);
        await new Function("bytes", "return (async () => {" + js + "})()")(bytes);
        const kept = sparse(bytes);
        if (reseal) {
            const sha = await crypto.subtle.digest("SHA-256", kept);
            headers.set("x-suido-sha256", Array.from(new Uint8Array(sha), (b) => b.toString(16).padStart(2, "0")).join(""));
        }
        await cache.put(url, new Response(kept, { headers }));
    }""", [SNAPSHOT, js, reseal])


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
    change_snapshot(page, "bytes.fill(0, 16, 48);", reseal=True)
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


def test_a_snapshot_that_hangs_or_stops_python_is_dropped_and_so_is_one_whose_restore_never_ended(
        new_context: Any, own_server: Any, console_errors: Any) -> None:
    """A heap damaged past its checks (its sha256 said anew) may restore for ever, fail at once, stop Python at its
    first call (Pyodide's "null function") or do no harm: the page plays in every case, from a second worker that
    starts Python the ordinary way when the first hung or died. And a restore that never ended (the tab crashed or
    was closed during it) is counted: after two that no page ended, that snapshot is not used again."""
    console_errors.allow(r"/pyodide/pyodide\.asm\.mjs:")   # (Pyodide's own words on a heap that stops Python)
    context = new_context(**DESK)
    context.add_init_script("window.__suidoReadyWithin = 8000")   # (the restore's limit is at most this)
    page = context.new_page()
    page.goto(own_server.url)
    playable(page)
    precached(page)
    assert snapshot_made(page)["made"]
    # 256 KB of the heap zeroed: which outcome depends on what the heap made this time holds there (it differs a
    # little from one making to the next)
    change_snapshot(page, "bytes.fill(0, Math.floor(bytes.length * 0.6), Math.floor(bytes.length * 0.6) + 262144);",
                    reseal=True)
    page.reload()
    playable(page, timeout=READY)
    outcome = phases(page)["snapshot"]
    assert outcome in ("none", "used") or outcome.startswith("failed"), phases(page)
    if outcome == "none":                                        # hung: the second worker did not use it
        assert page.evaluate("window.__suido.client.starts") == 2
    expect(page.locator(".sd-fatal")).to_be_hidden()
    play_a_turn(page)
    dropped = not (outcome == "used" and page.evaluate("window.__suido.client.starts") == 1)
    made = snapshot_made(page)                                    # (once idle: a dropped one is made again)
    assert page.evaluate("localStorage.getItem('suido-snapshot-failed')") == (
        f"{page.evaluate('window.__suido.release')} 1" if dropped else None)
    assert made == ({"made": True, "ms": made["ms"], "bytes": made["bytes"]} if dropped else None)
    assert held(page)
    expect(page.locator(".sd-fatal")).to_be_hidden()

    # restores that never ended: the page counts one up as its worker begins to restore, and down as it ends or as
    # the page goes away (a reload here); a tab that crashes during it never counts down
    count = "localStorage.getItem('suido-snapshot-restoring')"
    page.evaluate(f"window.localStorage.setItem('suido-snapshot-restoring', window.__suido.release + ' 1')")
    page.reload()
    playable(page)
    assert phases(page)["snapshot"] == "used", phases(page)
    assert page.evaluate(count) == f"{page.evaluate('window.__suido.release')} 1"   # (the one left, as it was)
    # two that no page ended: that snapshot is not used again
    page.evaluate("window.localStorage.setItem('suido-snapshot-restoring', window.__suido.release + ' 2')")
    page.reload()
    playable(page)
    assert phases(page)["snapshot"] == "none", phases(page)
    assert page.evaluate(count) is None
    assert page.evaluate("localStorage.getItem('suido-snapshot-failed')") == f"{page.evaluate('window.__suido.release')} {2 if dropped else 1}"
    assert not held(page)
    play_a_turn(page)
