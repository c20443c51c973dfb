"""A frame's CPU on a huge board, two builds side by side: one piece's `--q` changed each frame (reduced motion: no
transition; or with --change arm one arm's water, between its own and dry: a repaint of one arm; or with --change run
the answer's pump tapped twice, motion on: the whole board dries and its water runs back), traced in Chromium
(devtools.timeline, blink, cc), and per frame the renderer main thread's CPU (`tdur`) of BeginMainFrame (its median,
p95, the longest and how many over 50 ms) and of its parts (style, layout, prepaint, paint, layerize, commit; paint
and layerize nest). The two builds are two pages of one browser, traced in turn, the first of each round swapped, so
both see the same load; medians and p95 per round and over all rounds, the load average on every row.

    python3 build.py build   # and a copy of the build before, e.g. /tmp/before
    .venv/bin/python bench/frame_cpu.py /tmp/before dist/site [--sizes 40x40,20x50] [--rounds 4] [--frames 40]
                                        [--answered | --played] [--change turn|arm|run] [--bands K [--inside]]

--answered opens each board answered (every arm wet); --played turns every piece 1 to 3 steps first (a board
played on: each piece's rotation its own transform). The boards are bench/boards.py's trees (seed 2024).

--bands K measures, before building it, a drawing split into K SVG roots: in the second build's page the board's
pieces are moved, in order, into K `svg.suido` laid over the board (same viewBox, the cells' group's attributes), so
each is a paint layer of its own whose drawing Chromium keeps while nothing in it changes (pass one build twice: it
against itself split). A prototype in the page, for the measurement only: the page's contract keeps one `svg.suido` a
board, and the split drawing is not kept in step with anything else (the field, the rings, the view's zoom). With
--inside the bands stand inside the one `svg.suido`, each a `foreignObject` holding an inner `<svg>`, as
suido.svg.bands now draws a big board (pass the build before twice to weigh them again).
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(ROOT))
from tap_latency import CHROMIUM, CHROMIUM_ARGS, DESK, load, median, opened, percentile, serve_site  # noqa: E402
from boards import tree_board  # noqa: E402

PARTS = {"UpdateLayoutTree": "style", "Layout": "layout", "PrePaint": "prepaint", "Paint": "paint",
         "Layerize": "layerize", "Commit": "commit"}
CATEGORIES = "devtools.timeline,disabled-by-default-devtools.timeline,blink,cc,toplevel"

ARM = """async (a) => { const arms = [...document.querySelectorAll('.suido-play .sd-arm')];
  const arm = arms[Math.floor(arms.length / 2) + (a.which || 0)]; const own = arm.getAttribute('data-w') || '';
  for (let i = 0; i < a.n; i++) {
    await new Promise(r => requestAnimationFrame(r)); arm.setAttribute('data-w', i % 2 ? own : own ? '' : 'in'); }
  await new Promise(r => requestAnimationFrame(r)); await new Promise(r => requestAnimationFrame(r)); }"""

SPLIT = """(k) => { const svg = document.querySelector('.suido-play svg.suido');
  const cells = [...svg.querySelectorAll('.sd-cell')]; const group = cells[0].parentNode; const host = svg.parentNode;
  const box = svg.getBoundingClientRect(); const NS = 'http://www.w3.org/2000/svg'; const per = Math.ceil(cells.length / k);
  host.style.position = 'relative';
  for (let b = 0; b < k; b++) {
    const band = document.createElementNS(NS, 'svg'); band.setAttribute('viewBox', svg.getAttribute('viewBox'));
    band.setAttribute('class', 'suido');
    band.setAttribute('style', `position:absolute;left:${svg.offsetLeft}px;top:${svg.offsetTop}px;width:${box.width}px;height:${box.height}px`);
    const g = document.createElementNS(NS, 'g'); for (const at of group.attributes) g.setAttribute(at.name, at.value);
    for (const c of cells.slice(b * per, (b + 1) * per)) g.appendChild(c);
    band.appendChild(g); host.appendChild(band); }
  return k; }"""

# the bands inside the one svg.suido: each a foreignObject over the whole viewBox holding an inner <svg>
INSIDE = """(k) => { const svg = document.querySelector('.suido-play svg.suido');
  const cells = [...svg.querySelectorAll('.sd-cell')]; const NS = 'http://www.w3.org/2000/svg';
  const rows = [...new Set(cells.map(c => c.parentNode))]; const per = Math.ceil(rows.length / k);
  const [, , w, h] = svg.getAttribute('viewBox').split(' ');
  for (let b = 0; b < k; b++) {
    const band = rows.slice(b * per, (b + 1) * per); if (!band.length) break;
    const fo = document.createElementNS(NS, 'foreignObject');
    fo.setAttribute('width', w); fo.setAttribute('height', h);
    const inner = document.createElementNS(NS, 'svg'); inner.setAttribute('viewBox', svg.getAttribute('viewBox'));
    inner.setAttribute('width', w); inner.setAttribute('height', h); inner.setAttribute('role', 'none');
    fo.setAttribute('role', 'none'); band[0].before(fo); fo.appendChild(inner);
    for (const g of band) inner.appendChild(g); }
  return k; }"""

LOOP = """async (a) => { const turns = [...document.querySelectorAll('.suido-play .sd-turn')];
  const t = turns[Math.floor(turns.length / 2) + (a.which || 0)];
  const q0 = Number(t.style.getPropertyValue('--q') || 0);
  for (let i = 0; i < a.n; i++) {
    await new Promise(r => requestAnimationFrame(r)); t.style.setProperty('--q', String(q0 + i + 1)); }
  await new Promise(r => requestAnimationFrame(r)); await new Promise(r => requestAnimationFrame(r)); }"""


def pump_tapped(page: Any, times: int) -> None:
    """The pump's piece tapped `times` times by the pointer, as a hand does it, each time its water's run let end."""
    box = page.evaluate("""() => { const r = document.querySelector(
        '.suido-play .sd-cell[data-role="source"] .sd-hit').getBoundingClientRect();
        return [r.x + r.width / 2, r.y + r.height / 2]; }""")
    turns = int(page.locator(".suido-play").get_attribute("data-turns") or 0)
    for n in range(1, times + 1):
        page.mouse.click(box[0], box[1])
        page.wait_for_function("n => document.querySelector('.suido-play').dataset.turns === String(n)",
                               arg=turns + n, polling=200, timeout=12_000)
        page.wait_for_timeout(3000)  # the water's run (a 40x40's deepest piece's water arrives in about 2 s)


def frames_of(trace: bytes) -> list[dict[str, float]]:
    """Per BeginMainFrame of the renderer main thread that drew the most frames: its CPU and its parts' (ms)."""
    events = json.loads(trace)
    events = events["traceEvents"] if isinstance(events, dict) else events
    mains = {(e["pid"], e["tid"]) for e in events if e.get("ph") == "M" and e.get("name") == "thread_name"
             and e.get("args", {}).get("name") == "CrRendererMain"}
    by_thread: dict[tuple[int, int], list[dict[str, Any]]] = {}
    for e in events:
        if (e.get("pid"), e.get("tid")) in mains and e.get("ph") == "X":
            by_thread.setdefault((e["pid"], e["tid"]), []).append(e)
    # the thread that drew the most frames
    thread = max(by_thread.values(), key=lambda es: sum(e["name"] == "ProxyMain::BeginMainFrame" for e in es))
    frames = [e for e in thread if e["name"] == "ProxyMain::BeginMainFrame"]
    out = []
    for f in frames:
        t0, t1 = f["ts"], f["ts"] + f.get("dur", 0)
        row = {"frame": f.get("tdur", f.get("dur", 0)) / 1000}
        for e in thread:
            if e["name"] in PARTS and t0 <= e["ts"] <= t1:
                key = PARTS[e["name"]]
                row[key] = row.get(key, 0) + e.get("tdur", e.get("dur", 0)) / 1000
        out.append(row)
    return out


def main() -> None:
    """The table: both builds, each size, each round, then all rounds."""
    ap = argparse.ArgumentParser()
    ap.add_argument("before", type=Path)
    ap.add_argument("after", type=Path)
    ap.add_argument("--sizes", default="40x40,20x50")
    ap.add_argument("--rounds", type=int, default=4)
    ap.add_argument("--frames", type=int, default=40)
    ap.add_argument("--answered", action="store_true", help="the answered board (every arm wet)")
    ap.add_argument("--played", action="store_true", help="every piece turned 1 to 3 steps (as a board played)")
    ap.add_argument("--change", choices=("turn", "arm", "run"), default="turn",
                    help="what changes each frame: a piece's --q (turn) or one arm's water (arm)")
    ap.add_argument("--bands", type=int, default=0, help="the second build's board split into this many SVG roots")
    ap.add_argument("--inside", action="store_true", help="with --bands: the bands inside the one svg.suido")
    args = ap.parse_args()
    loop = ARM if args.change == "arm" else LOOP
    from playwright.sync_api import sync_playwright
    urls = {}
    for name, d in (("before", args.before), ("after", args.after)):
        _, urls[name] = serve_site(d)
    if args.bands:
        print(f"(after: its board split into {args.bands} SVG roots)")
    print("| board | build | round | frames | frame CPU median / p95 (max, over 50 ms) | style | layout | prepaint | paint | layerize"
          " | commit | load |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|")
    with sync_playwright() as p:
        browser = p.chromium.launch(executable_path=CHROMIUM, args=CHROMIUM_ARGS)
        for size in args.sizes.split(","):
            w, h = (int(v) for v in size.split("x"))
            board = size + (" answered" if args.answered else " played" if args.played else "") + (
                f", {args.change}" if args.change != "turn" else "")
            code, answer = tree_board(w, h, 2024)
            pages = {}
            for build, url in urls.items():
                ctx = browser.new_context(**DESK, reduced_motion="no-preference" if args.change == "run" else "reduce")
                pages[build] = ctx.new_page()
                opened(pages[build], url, answer if args.answered else code)
                if args.played:
                    pages[build].evaluate("""() => document.querySelectorAll('.suido-play .sd-turn').forEach(
                        (t, i) => t.style.setProperty('--q', String(1 + i % 3)))""")
                    pages[build].wait_for_timeout(500)
                if args.bands and build == "after":
                    pages[build].evaluate(INSIDE if args.inside else SPLIT, args.bands)
                    pages[build].wait_for_timeout(500)
            sums: dict[str, list[dict[str, float]]] = {b: [] for b in urls}
            for r in range(args.rounds):
                order = list(urls) if r % 2 == 0 else list(urls)[::-1]
                for build in order:
                    page = pages[build]
                    page.bring_to_front()
                    page.wait_for_timeout(300)
                    browser.start_tracing(page=page, categories=CATEGORIES.split(","))
                    if args.change == "run":  # the answer's pump turned twice: the whole board dries, then comes back
                        pump_tapped(page, 2)
                    else:
                        page.evaluate(loop, {"n": args.frames, "which": r})
                    rows = frames_of(browser.stop_tracing())
                    sums[build] += rows
                    cpu = [x["frame"] for x in rows]
                    parts = " | ".join(f"{median([x.get(k, 0) for x in rows]):.2f}" for k in PARTS.values())
                    print(f"| {board} | {build} | {r + 1} | {len(rows)} | "
                          f"{median(cpu):.2f} / {percentile(cpu, 95):.2f} ({max(cpu):.1f}, {sum(c > 50 for c in cpu)})"
                          f" | {parts} | {load()} |", flush=True)
            for build in urls:
                rows = sums[build]
                cpu = [x["frame"] for x in rows]
                parts = " | ".join(f"{median([x.get(k, 0) for x in rows]):.2f}" for k in PARTS.values())
                print(f"| {board} | {build} | all | {len(rows)} | "
                      f"{median(cpu):.2f} / {percentile(cpu, 95):.2f} ({max(cpu):.1f}, {sum(c > 50 for c in cpu)})"
                      f" | {parts} | {load()} |", flush=True)
            for page in pages.values():
                page.context.close()
        browser.close()


if __name__ == "__main__":
    main()
