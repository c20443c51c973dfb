// @ts-check
// Writing the worker's replies onto the board's drawing (board.js calls these). Only what changed is
// written, and each piece's last written values are kept beside its elements, so a piece is never read
// back from the DOM and nothing is written twice: a turn that dries a 28x28 board writes about two
// attributes a piece (data-wet, the arms' data-w) and its words, and no style at all.
//
// A reply says a piece two ways (protocol.js): whole in cells[] (a piece that moved, was pinned, or on
// open), or by its water alone in water {cells, k, w} (flat lists: its depth, -1 dry, and a letter a side for its
// arms by the piece's own sides, N, E, S, W on squares, NE, E, SE, SW, W, NW on hexagons (board.sides, from the
// reply that opened it): "-" none, "i" in, "o" out, "l" leaks), with the words again
// of the pieces whose leaks changed (water.labels).
//
// The water's run is paced here: a piece's water (its arms, data-wet, its words) is written when the water reaches
// it, (k - from) * step ms after the reply, from the next animation frame on, with --sd-from at its own depth (so
// the CSS's wait, --at, is 0 there and its run starts then, as it would have). Written all at once with the CSS
// waiting for each piece, a whole board's water made thousands of transitions at once, and every frame of the run
// ticked them all: a frame cost the board's size. Now a frame costs the pieces the water reaches in it. A few pieces
// drying never wait (written at once); a reply that dries many drains them from the cut outward, by the depth the
// water had there, four times as fast as it runs in (drain, below); nothing waits under reduced motion; flushWater
// writes what is on its way.

import { showRings } from "./rings.js";

const ARM = { "-": "", i: "in", o: "out", l: "leak" };

/** The elements of the piece given in cell c, and what was last written on them. */
export function partsOf(board, c) {
  let p = board.parts[c];
  if (!p) {
    const g = board.els[c];
    const n = board.sides || 4;
    const arms = new Array(n).fill(null);
    const w = new Array(n).fill("");
    for (const arm of g.querySelectorAll(".sd-arm")) {
      const side = Number(arm.dataset.side);
      arms[side] = arm;
      w[side] = arm.getAttribute("data-w") || "";
    }
    p = board.parts[c] = { c, g, turn: g.querySelector(".sd-turn"), arms, w, wet: g.getAttribute("data-wet") === "true",
      k: null, step: null, from: null, label: null, labels: ["", ""], pending: null };
  }
  return p;
}

const reduced = () => (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches)
  || (typeof document !== "undefined" && document.documentElement.dataset.motion === "reduce");

/** The water of piece p (k its depth, w its arms' states by side, wet) written when due (ms, performance.now()), or
 * at once when due is null or past. A later write of the piece's water takes the place of one still on its way. */
function pour(board, p, k, w, wet, due, step, from, atOnce = false) {
  if (due === null || due <= performance.now()) {
    p.pending = null;
    if (wet) pace(p, k, step, from);
    wetness(p, wet, atOnce);
    arms(p, w);
    return;
  }
  if (wet) arms(p, p.w.map((v, side) => (w[side] ? v : ""))); // an arm that dries does so at once: only water waits
  const item = { p, k, w: w.slice(), wet, atOnce, due, step };
  p.pending = item;
  const queue = (board.pacing ||= { items: [], frame: 0 });
  queue.items.push(item);
  if (!queue.frame) queue.frame = requestAnimationFrame(() => run(board));
}

/** A frame of the run: the pieces whose water is due by the end of this frame, written. */
function run(board) {
  const queue = board.pacing;
  queue.frame = 0;
  const until = performance.now() + 8;
  const later = [];
  for (const item of queue.items) {
    if (item.p.pending !== item || board.parts?.[item.p.c] !== item.p) continue; // written since, or a new drawing
    if (item.due > until) { later.push(item); continue; }
    writeDue(item);
  }
  queue.items = later;
  if (later.length) queue.frame = requestAnimationFrame(() => run(board));
}

function writeDue(item) {
  const { p, k } = item;
  p.pending = null;
  if (item.wet) pace(p, k, item.step, String(k)); // the water arrives now: no wait (--at 0 at its own depth)
  wetness(p, item.wet, item.atOnce);
  arms(p, item.w);
}

/** Write at once the water still on its way (before the drawing is read: kept, or searched for leaks). */
export function flushWater(board) {
  const queue = board.pacing;
  if (!queue || !queue.items.length) return;
  for (const item of queue.items) {
    if (item.p.pending === item && board.parts?.[item.p.c] === item.p) writeDue(item);
  }
  queue.items = [];
}

/** The water's depth and pace on a wet piece (--k, --sd-step, --sd-from: when its water arrives), written
 * only where they differ from what the piece has: a dry piece keeps its last ones (drying never waits). */
function pace(p, k, step, from) {
  const style = p.g.style;
  if (p.k !== k) { style.setProperty("--k", String(k)); p.k = k; }
  if (p.step !== step) { style.setProperty("--sd-step", step); p.step = step; }
  if (p.from !== from) { style.setProperty("--sd-from", from); p.from = from; }
}

function arms(p, w) {
  for (let side = 0; side < p.arms.length; side++) {
    const v = w[side];
    if (p.arms[side] && p.w[side] !== v) {
      p.w[side] = v;
      p.arms[side].setAttribute("data-w", v);
    }
  }
}

function wetness(p, wet, atOnce = false) {
  if (p.wet !== wet) {
    p.wet = wet;
    p.g.setAttribute("data-wet", wet ? "true" : atOnce ? "" : "false");
  }
  const label = p.labels[wet ? 1 : 0];
  if (p.label !== label) {
    p.label = label;
    p.g.setAttribute("aria-label", label);
  }
}

// A reply that dries this many pieces or more drains them (data-wet="": their arms without the slide back of
// suido.svg's CSS), a piece's water gone when the drain reaches it: the slide of a whole board's arms was thousands
// of transitions, each restyled and painted every frame for 120 ms (one to seven frames over 50 ms on a 20x20
// octagonal or 28x28 board, measured), and all of them dried in one frame still cost that frame the whole board
// (a 20x50's worst tap painted at 70 ms at p95 on a quiet machine). Drained, a frame dries the pieces the drain
// reaches in it.
const AT_ONCE = 64;
/** The drain's pace: a depth of the water's run in a quarter of the run's step (a whole board in about 0.5 s). */
const DRAIN = 4;

/** How many pieces the reply dries (wet now, dry in it). */
function drying(board, cells, water) {
  let n = 0;
  for (const s of cells) if (!s.wet && partsOf(board, s.cell).wet) n++;
  if (water) for (let i = 0; i < water.cells.length; i++) if (water.k[i] < 0 && partsOf(board, water.cells[i]).wet) n++;
  return n;
}

/** Write the cells' new states onto the drawing: the pieces whole (cells), then the water alone (r.water). */
export function paint(board, cells, r) {
  const step = `${r.step}ms`;
  const from = String(r.from);
  const now = performance.now();
  const paced = r.step > 0 && !reduced();
  const dueOf = (k) => (paced && k > r.from ? now + (k - r.from) * r.step : null);
  const atOnce = drying(board, cells, r.water) >= AT_ONCE;
  // the drain: a piece that dries goes dry when the drain reaches the depth its water had (p.k, its last one)
  const drains = paced && atOnce;
  let cut = Infinity;
  if (drains && r.water) {
    for (let i = 0; i < r.water.cells.length; i++) {
      const p = r.water.k[i] < 0 ? partsOf(board, r.water.cells[i]) : null;
      if (p && p.wet && p.k !== null && p.k < cut) cut = p.k;
    }
  }
  const dryOf = (p) => (drains && p.wet && p.k !== null && p.k > cut ? now + ((p.k - cut) * r.step) / DRAIN : null);
  const repainted = board.repainted;
  for (const s of cells) {
    const c = s.cell;
    repainted?.add(c);
    const p = partsOf(board, c);
    p.labels = s.labels;
    pour(board, p, s.k, s.w, s.wet, s.wet ? dueOf(s.k) : null, step, from, atOnce);
    if (board.q[c] !== s.q) {
      board.q[c] = s.q;
      board.showQ(c);
    }
    const pinned = s.pinned ? "true" : "false";
    if ((p.g.dataset.pinned || "false") !== pinned) board.showPin(p.g, s.pinned);
    board.at[c] = s.at;
    board.cellAt[s.at] = c;
  }
  const water = r.water;
  if (water && water.cells.length) {
    const w = water.w;
    const sides = board.sides || 4;
    const letters = new Array(sides).fill(ARM["-"]);
    for (let n = 0; n < water.cells.length; n++) {
      const c = water.cells[n];
      const k = water.k[n];
      repainted?.add(c);
      const p = partsOf(board, c);
      for (let side = 0; side < sides; side++) letters[side] = ARM[w[sides * n + side]];
      pour(board, p, k, letters, k >= 0, k >= 0 ? dueOf(k) : dryOf(p), step, from, atOnce);
    }
  }
  const said = water?.labels; // the words of the pieces whose leaks changed: they say where each leaks
  if (said) {
    for (let n = 0; n < said.cells.length; n++) {
      const p = partsOf(board, said.cells[n]);
      p.labels = said.labels[n];
      if (!p.pending) wetness(p, p.wet); // (one on its way says them when it comes)
    }
  }
  if (typeof r.solved === "boolean") { // (not said: a newer reply said it, board.js)
    const solved = r.solved ? "true" : "false";
    if (board.svg.dataset.solved !== solved) board.svg.dataset.solved = solved;
  }
  showRings(board, r); // the loops and islands (rings.js)
}
