// @ts-check
// A board drawn at once while Python starts, and the taps made on it kept until the board is really open, then
// made in order: none is lost.
//
// The page saves its board's drawing as it goes away (pagehide, or hidden), with where it was (the address and
// the day: the bare page plays the level of the day), its heading and the game's progress then. A visit to the
// same place whose saved progress is still that one (no other tab played on) draws it before Python is up. A new
// player's first visit has no drawing of its own yet: its first board (always the same one) is drawn by the build
// (first.js), and shown the same way while nothing of that board is saved.
//
// The drawing takes the board's own input (input.js: the same taps, right button, Shift, keys and arrows, the
// same slop and long press): a turn turns its piece at once (a CSS quarter, the way the Settings say a tap
// turns) and is queued, and kept in the browser too (a reload, Back, a closed tab before Python is up lose
// none: the next drawing of that board takes them up again). The board's other keys are kept the same way, in the
// same queue: a pin (P, a middle click), a mark (M and an arrow), undo and redo (Ctrl+Z, Ctrl+Y, from the page's
// body too); they show once the board is open. When the board opens, the queue is handed to it in order: its turns
// up to the first other move in the same task as its drawing, with the pieces shown turned already (nothing snaps
// back), then each other move and the turns after it, one after another; a piece that had the keyboard's focus
// has it again.

import { attachInput } from "./input.js";
import { drawingOf, styleOf } from "./drawing.js";
import { FIRST } from "./first.js";

const KEY = "suido-last-drawing";
// {key, saved, taps: [...]}: the moves made on a drawing and not yet on the board, in order: a turn {c, by}, a pin
// {pin: c} (flipped), a mark {mark: {cell, toward, mark}}, undo and redo {move: "undo" | "redo"}
const PENDING = "suido-pending-taps";
const SIDE = 64; // the longest side of a board (suido.codes.MAX_SIDE)
const MOST = 300_000; // characters: a bigger drawing (a 28x28 board's is about 500 000) is not kept

const read = (key) => {
  try {
    return JSON.parse(localStorage.getItem(key) || "null");
  } catch {
    return null;
  }
};
const write = (key, value) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, JSON.stringify(value));
  } catch { /* a full store or private mode: nothing kept */ }
};

/** Keep board's drawing as the page goes away; where: the place it is shown again; progressOf: the progress
 * saved under a board's key (saves.js), which the drawing is of; heading: the page's heading then. */
export function keepDrawing(board, where, progressOf, heading = () => "") {
  const save = () => {
    const settled = board.svg && board.id !== null && !board.destroyed && !board.inflight.size && board.keep
      && !board.quiet && board.host.dataset.painted === "true";
    const html = settled ? board.svg.outerHTML : "";
    write(KEY, !html || html.length > MOST ? null
      : { where: where(), key: board.key, saved: progressOf(board.key) ?? "", heading: heading(), html });
  };
  window.addEventListener("pagehide", save);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") save(); });
}

/** Draw the saved board in host when fits(saved) (saved: {where, key}) and its progress is still saved as it was
 * then (progressOf(key): no other tab played on); returns a preview {key, heading, taps, adopt(board)} or null.
 * turning(): 1 or -1, the way a tap turns now. adopt(board) hands the taps to the board once it is drawn (its
 * first render), and stops taking taps here. */
export function showLastDrawing(host, fits, progressOf, turning = () => 1) {
  const saved = read(KEY);
  if (!saved || !fits(saved) || (progressOf(saved.key) ?? "") !== saved.saved) return null;
  return showDrawing(host, saved, progressOf, turning);
}

/** A new player's first board as the build drew it (first.js's FIRST, in lang), when nothing of it is saved
 * (progressOf(key) empty: a game begun on it has a drawing of its own, or none); as showLastDrawing. */
export function showFirstDrawing(host, first, lang, progressOf, turning = () => 1) {
  if ((progressOf(first.key) ?? "") !== "") return null;
  const html = (first.langs[lang] || first.langs.en).svg;
  return showDrawing(host, { key: first.key, saved: "", heading: "", html }, progressOf, turning);
}

/** Draw drawn.html (the engine's drawing of the board saved under drawn.key, its progress then drawn.saved) in
 * host, and take taps on it. */
function showDrawing(host, drawn, progressOf, turning) {
  const { key, saved } = drawn;
  const boardEl = host.querySelector(".sdp-board");
  if (!boardEl) return null;
  // what the storage holds is parsed as SVG and held to the drawing's own parts (drawing.js), never put in as
  // markup; its styles are the build's own
  const svg = drawingOf(drawn.html, styleOf((FIRST.langs.en || {}).svg));
  if (!svg) return null;
  const width = Number(svg.dataset.width);
  const height = Number(svg.dataset.height);
  // a side no board has (tampered with): no drawing, rather than an array of a billion cells that stops the page
  const side = (n) => Number.isInteger(n) && n >= 1 && n <= SIDE;
  if (!side(width) || !side(height)) return null;
  boardEl.replaceChildren(svg);
  host.dataset.preview = "true";
  const els = [];
  const cells = /** @type {NodeListOf<SVGGElement>} */ (svg.querySelectorAll(".sd-cell"));
  for (const g of cells) els[Number(g.dataset.cell)] = g;
  const taps = [];
  const abort = new AbortController();
  const quarter = (c, by) => {
    const turn = els[c]?.querySelector(".sd-turn");
    if (turn) turn.style.setProperty("--q", String(Number(turn.style.getPropertyValue("--q") || 0) + by));
  };
  const matesOf = (c) => {
    const block = els[c]?.dataset.block;
    return block ? els.flatMap((g, m) => (g?.dataset.block === block ? [m] : [])) : [c];
  };
  let focused = null; // the piece that had the keyboard's focus (a drawing replaced takes it along)
  const keep = (move) => {
    taps.push(move);
    write(PENDING, { key, saved, taps });
    return Promise.resolve(false);
  };
  // what input.js drives: a board that turns its pieces at once and queues every move
  const drawing = {
    boardEl, host, els, width, height, wrap: svg.dataset.wrap === "true",
    noteEl: document.createElement("p"), // what the mark keys say (M: which way?) is said once the board is open
    at: Array.from({ length: width * height }, (_, i) => i), destroyed: false, pinning: false,
    get cellAt() { return this.at; },
    get by() { return turning(); },
    turn(c, by) {
      if (!els[c] || els[c].dataset.fixed === "true") return Promise.resolve(false);
      taps.push({ c, by });
      for (const m of matesOf(c)) quarter(m, by);
      write(PENDING, { key, saved, taps });
      return Promise.resolve(true);
    },
    pin: (c) => (els[c] && els[c].dataset.fixed !== "true" ? keep({ pin: c }) : Promise.resolve(false)),
    isPinned: (c) => els[c]?.dataset.pinned === "true",
    mark: (args) => (args.toward ? keep({ mark: { cell: args.cell, toward: args.toward, mark: args.mark } })
      : Promise.resolve(false)), // a point or a drag is in the drawing's units, read off the real board
    undo: () => keep({ move: "undo" }),
    redo: () => keep({ move: "redo" }),
    rove(c) {
      for (const g of els) if (g) g.tabIndex = -1;
      if (els[c]) els[c].tabIndex = 0;
    },
    moveFocus(c) {
      this.rove(c);
      els[c]?.focus();
    },
  };
  attachInput(drawing, abort.signal);
  svg.addEventListener("focusin", (e) => {
    const g = /** @type {SVGGElement | null} */ (/** @type {Element} */ (e.target).closest?.(".sd-cell"));
    focused = Number(g?.dataset.cell ?? NaN);
  }, { signal: abort.signal });
  svg.addEventListener("focusout", (e) => { if (e.relatedTarget) focused = null; }, { signal: abort.signal });
  let keyed = false;
  svg.addEventListener("keydown", () => { keyed = true; }, { signal: abort.signal });
  // taps made on this drawing in a visit that went away before Python was up: taken up again
  const pending = read(PENDING);
  if (pending?.key === key && pending.saved === saved && (progressOf(key) ?? "") === saved) {
    for (const move of Array.isArray(pending.taps) ? pending.taps : []) {
      if (Number.isInteger(move?.c)) drawing.turn(move.c, move.by === -1 ? -1 : 1);
      else if (Number.isInteger(move?.pin)) drawing.pin(move.pin);
      else if (move?.move === "undo" || move?.move === "redo") keep({ move: move.move });
      else if (Number.isInteger(move?.mark?.cell)) drawing.mark(move.mark);
    }
  }
  return {
    key,
    heading: typeof drawn.heading === "string" ? drawn.heading : "",
    taps,
    adopt(board) {
      const hook = () => {
        board.renderHooks.splice(board.renderHooks.indexOf(hook), 1);
        abort.abort();
        drawing.destroyed = true;
        delete host.dataset.preview;
        const queued = taps.splice(0);
        write(PENDING, null);
        if (board.key !== key) return; // another board opened than the one drawn: its taps were on that
        const turned = new Set();
        let n = 0;
        for (; n < queued.length && queued[n].c !== undefined; n++) { // the turns first made, at once
          const { c, by } = queued[n];
          board.turn(c, by).catch(() => {});
          for (const m of board.matesOf(c)) turned.add(m);
        }
        for (const m of turned) board.showQ(m); // as the drawing showed them: no piece snaps back to turn again
        const rest = queued.slice(n);
        (async () => { // then the rest in order, each once the one before is made
          for (const move of rest) {
            if (board.destroyed) return;
            if (move.c !== undefined) await board.turn(move.c, move.by);
            else if (move.pin !== undefined) await board.pin(move.pin);
            else if (move.mark) await board.mark(move.mark);
            else if (move.move === "undo") await board.undo();
            else if (move.move === "redo") await board.redo();
          }
        })().catch(() => {});
        const active = document.activeElement;
        if (Number.isInteger(focused) && board.els[focused] && (!active || active === document.body)) {
          board.rove(focused); // no ring when focus() gave it and no key came since
          board.els[focused].focus(keyed ? undefined : { focusVisible: false, preventScroll: true });
        }
      };
      board.renderHooks.push(hook);
    },
    /** The focus on the drawing, no ring, when nothing has it: keys before Python is up are its, as taps are. */
    focus() {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const g = els.find((e) => e && e.tabIndex === 0) || els.find(Boolean);
      g?.focus({ focusVisible: false, preventScroll: true });
    },
  };
}
