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
    p = board.parts[c] = { g, turn: g.querySelector(".sd-turn"), arms, w, wet: g.getAttribute("data-wet") === "true",
      k: null, step: null, from: null, label: null, labels: ["", ""] };
  }
  return p;
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

function wetness(p, wet) {
  if (p.wet !== wet) {
    p.wet = wet;
    p.g.setAttribute("data-wet", wet ? "true" : "false");
  }
  const label = p.labels[wet ? 1 : 0];
  if (p.label !== label) {
    p.label = label;
    p.g.setAttribute("aria-label", label);
  }
}

/** Write the cells' new states onto the drawing: the pieces whole (cells), then the water alone (r.water). */
export function paint(board, cells, r) {
  const step = `${r.step}ms`;
  const from = String(r.from);
  const repainted = board.repainted;
  for (const s of cells) {
    const c = s.cell;
    repainted?.add(c);
    const p = partsOf(board, c);
    p.labels = s.labels;
    if (s.wet) pace(p, s.k, step, from);
    wetness(p, s.wet);
    if (board.q[c] !== s.q) {
      board.q[c] = s.q;
      board.showQ(c);
    }
    arms(p, s.w);
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
      if (k >= 0) pace(p, k, step, from);
      wetness(p, k >= 0);
      for (let side = 0; side < sides; side++) letters[side] = ARM[w[sides * n + side]];
      arms(p, letters);
    }
  }
  const said = water?.labels; // the words of the pieces whose leaks changed: they say where each leaks
  if (said) {
    for (let n = 0; n < said.cells.length; n++) {
      const p = partsOf(board, said.cells[n]);
      p.labels = said.labels[n];
      wetness(p, p.wet);
    }
  }
  const solved = r.solved ? "true" : "false";
  if (board.svg.dataset.solved !== solved) board.svg.dataset.solved = solved;
  showRings(board, r); // the loops and islands (rings.js)
}
