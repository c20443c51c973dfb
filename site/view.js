// @ts-check
// Zoom and pan for huge boards: where a piece would be under 28 px across, a Zoom out / Zoom in / Whole board
// bar appears, and a pinch, a drag once zoomed and the wheel (ctrl zooms by at most 1.25 a notch; a plain wheel
// pans a zoomed board and scrolls the page over one not zoomed)
// rewrite the SVG viewBox in drawing units (100 a cell), so lines stay crisp, up to six times. The board's own
// tap machine (board.js) already refuses a press that moved or that shared the screen with a second finger.
import { centreOf } from "./drawing.js";

const UNIT = 100;        // drawing units a cell
const MOST = 6;          // the most zoom: six times the whole board
const SMALLEST = 28;     // px: a piece under this across needs zoom (a comfortable tap, at a desk as on a phone)
const SLOP = 9;          // px a press may move before it pans
const STEP = 1.6;        // a zoom button's factor
const LATCH = 250;       // ms without a wheel event that end a swipe begun on the board
const NOTCH = 1.25;      // the most one wheel event zooms by (a mouse's notch, deltaY 100)
const LINE = 33;         // px a wheel's line (deltaMode 1) counts for; a page (deltaMode 2) is 800

/** The factor a Ctrl+wheel (or a pinch) zooms by: exp(-deltaY / 100), the finger's own scale for a trackpad's
 * pinch (its deltas are small), but never more than NOTCH an event, smoothly (a notch of 100 gives 1.25). */
export function wheelZoom(e) {
  const d = e.deltaY * (e.deltaMode === 1 ? LINE : e.deltaMode === 2 ? 800 : 1);
  const most = Math.log(NOTCH);
  return Math.exp(-most * Math.tanh((d * 0.01) / most));
}

export function attachView(board, { zoom: allowed = true } = {}) {
  const abort = new AbortController();
  const signal = abort.signal;
  const el = board.boardEl;
  let v = { zoom: 1, x: 0, y: 0 };
  let bar = null;
  // the drawing's whole box in its units: its own (data-extent, the grid's: a hexagonal board's rows are offset
  // and closer than its columns), else 100 a cell; its corner at data-origin (a board among its copies: field.js),
  // else 0 0
  const box = () => {
    const e = (board.svg?.dataset.extent || "").split(" ").map(Number);
    const o = (board.svg?.dataset.origin || "0 0").split(" ").map(Number);
    const [x0, y0] = o.length === 2 && o.every(Number.isFinite) ? o : [0, 0];
    return e.length === 2 && e[0] > 0 && e[1] > 0 ? { x0, y0, w: e[0], h: e[1] }
      : { x0: 0, y0: 0, w: (board.width || 1) * UNIT, h: (board.height || 1) * UNIT };
  };

  function clamp(next) {
    const { x0, y0, w, h } = box();
    const finite = (n, keep) => (Number.isFinite(n) ? n : keep); // never a NaN view: the one before stays
    const zoom = Math.min(MOST, Math.max(1, finite(next.zoom, v.zoom)));
    const x = Math.min(x0 + w - w / zoom, Math.max(x0, finite(next.x, v.x)));
    const y = Math.min(y0 + h - h / zoom, Math.max(y0, finite(next.y, v.y)));
    return { zoom, x, y };
  }

  function apply(next) {
    v = clamp(next);
    const svg = board.svg;
    if (!svg) return;
    const { w, h } = box();
    const r = (n) => Math.round(n * 100) / 100;
    svg.setAttribute("viewBox", `${r(v.x)} ${r(v.y)} ${r(w / v.zoom)} ${r(h / v.zoom)}`);
    el.dataset.zoom = v.zoom.toFixed(2);
    el.dataset.zoomed = v.zoom > 1 ? "true" : "false";
    el.style.touchAction = "none"; // a gesture that starts on the board never scrolls or zooms the page
    if (bar) {
      for (const b of bar.querySelectorAll("[data-zoom=out], [data-zoom=fit]")) b.disabled = v.zoom <= 1;
      bar.querySelector("[data-zoom=in]").disabled = v.zoom >= MOST;
    }
  }

  /** Zoom by factor f about the drawing point (ax, ay). */
  function about(f, ax, ay) {
    const z = Math.min(MOST, Math.max(1, v.zoom * f));
    apply({ zoom: z, x: ax - (ax - v.x) * v.zoom / z, y: ay - (ay - v.y) * v.zoom / z });
  }

  const centre = () => { const { w, h } = box(); return [v.x + w / v.zoom / 2, v.y + h / v.zoom / 2]; };
  /** The drawing point under the page point (px, py). */
  function unitsAt(px, py) {
    const rect = el.getBoundingClientRect();
    const { w, h } = box();
    return [v.x + (px - rect.left) * (w / v.zoom) / rect.width, v.y + (py - rect.top) * (h / v.zoom) / rect.height];
  }
  const perPx = () => box().w / v.zoom / el.getBoundingClientRect().width;

  // Whether the board needs zoom is read from the width it has when laid out as a zoomable board (data-zoomable
  // "true", its bar shown: on a phone's page that rule fits it to the screen's height), never from the width it has
  // now: the decision changes that width, and a decision read off its own result flipped every frame (a 5x5 drawn
  // 120 px wide needed zoom, laid out zoomable it was 216 px and did not, and so on, with ResizeObserver loops).
  function needed() {
    if (!allowed) return false;
    const host = board.host;
    const was = host.dataset.zoomable;
    const hidden = bar?.hidden;
    host.dataset.zoomable = "true";
    if (bar) bar.hidden = false;
    const width = el.getBoundingClientRect().width;
    if (was === undefined) delete host.dataset.zoomable; else host.dataset.zoomable = was;
    if (bar) bar.hidden = hidden;
    return width > 0 && width / (box().w / UNIT) < SMALLEST; // a piece's width across: UNIT a piece
  }

  function makeBar() {
    if (bar || !board.words) return;
    bar = document.createElement("div");
    bar.className = "sdp-zoom";
    bar.setAttribute("role", "group");
    for (const [how, key] of [["out", "zoomOut"], ["in", "zoomIn"], ["fit", "zoomFit"]]) {
      const b = document.createElement("button");
      b.type = "button";
      b.dataset.zoom = how;
      bar.append(b);
    }
    el.after(bar);
    apply(v); // Zoom out and Whole board start disabled at the whole board
    bar.addEventListener("click", (e) => {
      const b = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-zoom]"));
      if (b) zoom(b.dataset.zoom);
    }, { signal });
  }

  function sayBar() {
    if (!bar || !board.words) return;
    bar.setAttribute("aria-label", board.words.zoomLabel);
    const w = { out: "zoomOut", in: "zoomIn", fit: "zoomFit" };
    for (const b of bar.querySelectorAll("button")) b.textContent = board.words[w[b.dataset.zoom]];
  }

  let need = false;
  function fit() {
    need = needed();
    board.host.dataset.zoomable = need ? "true" : "false";
    if (need) makeBar();
    if (bar) {
      bar.hidden = !need;
      sayBar();
    }
    if (!need && v.zoom > 1) apply({ zoom: 1, x: 0, y: 0 });
  }

  function zoom(how) {
    if (!allowed) return { ...v }; // zoom "off": the board stays whole
    if (how === "fit") apply({ zoom: 1, x: 0, y: 0 });
    else if (how === "in" || how === "out") about(how === "in" ? STEP : 1 / STEP, ...centre());
    else if (typeof how === "number" && Number.isFinite(how)) about(how / v.zoom, ...centre());
    return { ...v };
  }

  const drawn = () => { apply(v); fit(); };
  board.renderHooks.push(drawn);
  if (typeof ResizeObserver === "function") {
    // (fitted at the next frame, not inside the observer's callback: a change of size made there is a
    // "ResizeObserver loop" error)
    let queued = 0;
    const ro = new ResizeObserver(() => { queued ||= requestAnimationFrame(() => { queued = 0; fit(); }); });
    ro.observe(el);
    signal.addEventListener("abort", () => { ro.disconnect(); cancelAnimationFrame(queued); });
  }

  // pointers: one finger pans a zoomed board once it moved; two fingers pinch about their midpoint
  const down = new Map();
  let pinch = null;
  let pan = null;
  const on = (type, fn, opts = {}) => el.addEventListener(type, fn, { signal, ...opts });
  const mid = () => { const [a, b] = [...down.values()]; return [(a.x + b.x) / 2, (a.y + b.y) / 2, Math.hypot(a.x - b.x, a.y - b.y)]; };
  on("pointerdown", (e) => {
    if (!allowed) return;
    down.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (down.size === 2) {
      const [mx, my, d] = mid();
      pinch = { d: Math.max(d, 1), at: unitsAt(mx, my) };
      pan = null;
    } else if (down.size === 1) {
      pan = { x: e.clientX, y: e.clientY, vx: v.x, vy: v.y, moving: false };
    }
  });
  on("pointermove", (e) => {
    const p = down.get(e.pointerId);
    if (!p) return;
    p.x = e.clientX;
    p.y = e.clientY;
    if (pinch && down.size >= 2) {
      const [mx, my, d] = mid();
      const z = Math.min(MOST, Math.max(1, v.zoom * (d / pinch.d)));
      pinch.d = Math.max(d, 1);
      const rect = el.getBoundingClientRect();
      const { w, h } = box();
      apply({ zoom: z, x: pinch.at[0] - (mx - rect.left) * (w / z) / rect.width,
        y: pinch.at[1] - (my - rect.top) * (h / z) / rect.height });
    } else if (pan && v.zoom > 1 && !board.pinning) { // a long press pinning as it goes never pans
      const dx = e.clientX - pan.x;
      const dy = e.clientY - pan.y;
      if (!pan.moving && Math.hypot(dx, dy) <= SLOP) return;
      pan.moving = true;
      const k = perPx();
      apply({ zoom: v.zoom, x: pan.vx - dx * k, y: pan.vy - dy * k });
    }
  });
  const up = (e) => {
    down.delete(e.pointerId);
    if (down.size < 2) pinch = null;
    if (down.size === 0) pan = null;
  };
  on("pointerup", up);
  on("pointercancel", up);
  // A trackpad's swipe that starts on the board is the board's to its end, even where it runs on past the board's
  // edge: it never scrolls the page nor goes Back in history (the site's own page also takes no overscroll
  // navigation at all, style.css). The swipe ends when no wheel event came for LATCH ms.
  let latched = 0;
  window.addEventListener("wheel", (e) => {
    if (!latched || el.contains(e.target)) return;
    clearTimeout(latched);
    latched = setTimeout(() => { latched = 0; }, LATCH);
    e.preventDefault();
  }, { signal, passive: false, capture: true });
  signal.addEventListener("abort", () => clearTimeout(latched));
  on("wheel", (e) => {
    if (!board.svg) return;
    const zooms = allowed && (e.ctrlKey || e.metaKey) && need; // Ctrl+wheel, or a trackpad's pinch
    const pans = allowed && !zooms && v.zoom > 1;
    // A plain wheel over a board that is not zoomed is the page's (it scrolls on); a sideways swipe begun on the
    // board stays the board's (it never goes Back), and so does every wheel that zooms or pans it
    const sideways = Math.abs(e.deltaX) > Math.abs(e.deltaY);
    if (!zooms && !pans && !sideways && !latched) return;
    clearTimeout(latched);
    latched = setTimeout(() => { latched = 0; }, LATCH);
    e.preventDefault();
    if (zooms) about(wheelZoom(e), ...unitsAt(e.clientX, e.clientY));
    else if (pans) {
      const k = e.deltaMode === 1 ? 16 * perPx() : perPx();
      apply({ zoom: v.zoom, x: v.x + e.deltaX * k, y: v.y + e.deltaY * k });
    }
  }, { passive: false });
  /** Bring the piece given in cell c into the zoomed view, with half a cell to spare. */
  function showCell(c) {
    if (v.zoom <= 1 || !board.at || !(c in board.at)) return;
    const at = board.at[c];
    const col = at % board.width;
    const row = Math.floor(at / board.width);
    const { w, h } = box();
    const vw = w / v.zoom;
    const vh = h / v.zoom;
    const show = (lo, size, start) => Math.max(Math.min(lo, start - UNIT / 2), start + UNIT * 1.5 - size);
    // the place's own centre, as the drawing put it (on any grid), less half a piece
    const m = centreOf(board.els?.[at]);
    const [x0, y0] = m ? [m[0] - UNIT / 2, m[1] - UNIT / 2] : [col * UNIT, row * UNIT];
    apply({ zoom: v.zoom, x: show(v.x, vw, x0), y: show(v.y, vh, y0) });
  }
  // keyboard focus brings the focused piece into view, and so does a hint the piece it lights; a press's focus
  // does not (the piece is under the finger: the board sliding would turn another piece at the next tap)
  // (a touch focuses the piece after its pointerup, with the mouse events a tap makes: hence the time after it)
  let pressing = false, released = -Infinity;
  on("pointerdown", () => { pressing = true; }, { capture: true });
  for (const type of ["pointerup", "pointercancel"]) {
    on(type, () => { pressing = false; released = performance.now(); }, { capture: true });
  }
  on("focusin", (e) => {
    const g = e.target instanceof Element ? e.target.closest(".sd-cell") : null;
    if (g && !pressing && performance.now() - released > 400) showCell(Number(g.dataset.cell));
  });
  board.host.addEventListener("suido-hint", (e) => {
    if (e.target === board.host && e.detail?.cell !== undefined) showCell(e.detail.cell);
  }, { signal });

  return {
    get: () => ({ ...v }),
    zoom,
    destroy() {
      abort.abort();
      bar?.remove();
      board.renderHooks.splice(board.renderHooks.indexOf(drawn), 1);
    },
  };
}
