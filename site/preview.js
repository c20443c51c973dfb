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
// The drawing takes the board's own input (input.js): a turn turns its piece at once (a CSS quarter, the way the
// Settings say a tap turns) and is queued, and kept in the browser too (a reload, Back, a closed tab before Python is
// up lose none). Every other move (a pin, a mark, undo, redo) is kept in the same queue of move values (protocol.js),
// shown once the board is open; a long press is kept as a mark by its point, its pins made only if it marked nothing
// (near an edge or not is the engine's to say). When the board opens, it takes the queue in order: its first turns
// in the same task as its drawing, shown turned already (nothing snaps back), then the rest one after another; a
// piece that had the keyboard's focus has it again.

import { attachInput } from "./input.js";
import { drawingOf, pack, sizeHost, styleOf, unpack } from "./drawing.js";
import { fieldOn } from "./field.js";
import { FIRST } from "./first.js";
import { moveValue } from "./protocol.js";
import { RELEASE } from "./release.js";

const KEY = "suido-last-drawing";
// {key, saved, moves: [{value, press?}]}: the moves made on a drawing, in order; press "mark": a long press's mark,
// "pin": its pins (made if it marked nothing)
const PENDING = "suido-pending-taps";
// {[board's key]: {saved, moves: [move value]}}: the moves a page went away with unanswered, per board (a player may
// leave one board with moves on their way, and another): made once that board opens again with that progress
const UNANSWERED = "suido-unanswered";
const BOARDS_UNANSWERED = 8; // the boards kept there at most (the oldest goes)
const SIDE = 64; // the longest side of a board (suido.codes.MAX_SIDE)
// characters of a drawing kept as it is: a bigger one (a 28x28 board's is about 500 000, a 40x40's 1.1 million) is
// kept packed, about 20 times smaller, and unpacked before it is drawn (a few ms)
const MOST = 300_000;
const QUIET = 1500; // ms: a big board's drawing is packed once its game stayed the same this long
const UNPACKED = 2000; // ms: a packed drawing not unpacked by then is not drawn (the page starts without it)

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
 * saved under a board's key (saves.js), which the drawing is of; heading: the page's heading then. A drawing of
 * up to MOST characters is kept as it is; a bigger one packed (drawing.js's pack), which takes a promise the page
 * going away cannot wait for: so it is packed beforehand, once the board has been at rest (settled, no move) for
 * QUIET, and kept if it is still of the game saved when the page goes away. */
export function keepDrawing(board, where, progressOf, heading = () => "") {
  const settled = () => board.svg && board.id !== null && !board.destroyed && !board.inflight.size
    && board.saving === "yes" && board.host.dataset.painted === "true";
  let packed = null; // {key, saved, text}: the drawing packed last (text null: it is small), and the progress then
  let seen = ""; // the board's key and progress at the last look: packed once they stayed so for QUIET
  let packing = false;
  const look = () => {
    if (board.destroyed) return void clearInterval(timer);
    if (left !== null && !board.movesUnanswered().length) takeBack();
    const key = board.key;
    const saved = progressOf(key) ?? "";
    const now = `${key}\n${saved}`;
    if (now !== seen) return void (seen = now); // moves are being made: later
    if (packing || !settled() || (packed?.key === key && packed.saved === saved)) return;
    board.flushWater?.();
    const html = board.svg.outerHTML;
    if (html.length <= MOST) return void (packed = { key, saved, text: null });
    packing = true;
    pack(html).then((text) => { packed = { key, saved, text }; }, () => {}).finally(() => { packing = false; });
  };
  const timer = setInterval(look, QUIET);
  // the moves not yet answered as the page was hidden, kept (UNANSWERED) to be made again: a page that comes back
  // answers them itself, so they are taken back once none is left
  let left = null; // the key they were kept under
  const takeBack = () => {
    forget(left);
    left = null;
  };
  const save = () => {
    const key = board.key;
    const saved = progressOf(key) ?? "";
    // (the release and the language it was drawn by: a board that opens as it was takes the drawing on, drawing.js)
    // (of the game saved: one another tab saved since is not this drawing's, and the next visit takes a drawing on)
    const kept = settled() && (saved === "" || saved === board.progress)
      ? { where: where(), key, saved, heading: heading(), release: RELEASE, lang: board.lang } : null;
    const unanswered = kept || board.destroyed ? [] : board.movesUnanswered();
    if (unanswered.length) {
      const all = unansweredOf();
      delete all[key]; // (the newest last)
      all[key] = { saved, moves: unanswered };
      const keys = Object.keys(all);
      for (const k of keys.slice(0, Math.max(0, keys.length - BOARDS_UNANSWERED))) delete all[k];
      write(UNANSWERED, all);
      left = key;
    }
    if (kept && packed?.text && packed.key === key && packed.saved === saved) {
      return void write(KEY, { ...kept, packed: packed.text });
    }
    if (kept) board.flushWater?.(); // (the water still on its way, drawn where it goes)
    const html = kept ? board.svg.outerHTML : "";
    write(KEY, html && html.length <= MOST ? { ...kept, html } : null);
  };
  window.addEventListener("pagehide", save);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") save(); });
}

/** The moves a page went away with unanswered (keepDrawing kept them), made on board once it opens, in order,
 * when it is the board they were made on and its progress is still saved as it was then (progressOf: no other tab
 * played on): a reload a moment after a tap loses no move. For a board no drawing was drawn for (a drawing's own
 * moves are its preview's, adopt). */
export function takeUnanswered(board, progressOf) {
  const key = board.key;
  const all = unansweredOf();
  const kept = Object.hasOwn(all, key) ? all[key] : null;
  if (!kept) return;
  const moves = (Array.isArray(kept.moves) ? kept.moves : []).filter((value) => typeof value?.move === "string");
  const hook = () => {
    board.renderHooks.splice(board.renderHooks.indexOf(hook), 1);
    if (board.key !== key) return;
    forget(key); // (made now, or never: a game played on since, elsewhere)
    if ((progressOf(key) ?? "") !== kept.saved) return;
    (async () => {
      for (const value of moves) {
        if (board.destroyed || board.key !== key) return;
        await board.play(value, howOf(value));
      }
    })().catch(() => {});
  };
  board.renderHooks.push(hook);
}

/** Draw the saved board in host when fits(saved) (saved: {where, key}) and its progress is still saved as it was
 * then (progressOf(key): no other tab played on); returns a preview {key, heading, moves, adopt(board)} or null at
 * once, or, for a drawing kept packed, a promise of one (unpacked first: a few ms; null when not within UNPACKED).
 * (At once where it can: the page's module awaits only a packed drawing.)
 * turning(): 1 or -1, the way a tap turns now. adopt(board) hands the moves to the board once it is drawn (its
 * first render), and stops taking moves here. */
export function showLastDrawing(host, fits, progressOf, turning = () => 1) {
  const saved = read(KEY);
  if (!saved || !fits(saved) || (progressOf(saved.key) ?? "") !== saved.saved) return null;
  if (typeof saved.packed !== "string") return saved.html ? showDrawing(host, saved, progressOf, turning) : null;
  // (a page waits on this: an unpacking that has not ended in UNPACKED draws nothing, rather than no page)
  const late = new Promise((resolve) => { setTimeout(() => resolve(null), UNPACKED); });
  return Promise.race([unpack(saved.packed), late])
    .then((html) => (html ? showDrawing(host, { ...saved, html }, progressOf, turning) : null));
}

/** A new player's first board as the build drew it (first.js's FIRST, in lang), when nothing of it is saved
 * (progressOf(key) empty: a game begun on it has a drawing of its own, or none); as showLastDrawing. */
export function showFirstDrawing(host, first, lang, progressOf, turning = () => 1) {
  if ((progressOf(first.key) ?? "") !== "") return null;
  const html = (first.langs[lang] || first.langs.en).svg;
  return showDrawing(host, { key: first.key, saved: "", heading: "", html }, progressOf, turning);
}

/** Draw drawn.html (the engine's drawing of the board saved under drawn.key, its progress then drawn.saved) in
 * host, and take moves on it. */
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
  // drawn among its copies, or not, as the setting is now (another tab may have changed it): else the board would
  // change size as it opens
  if ((svg.dataset.field === "true") !== (fieldOn() && svg.dataset.wrap === "true")) return null;
  const els = [];
  const cells = /** @type {NodeListOf<SVGGElement>} */ (svg.querySelectorAll(".sd-cell"));
  const most = 4 * width * height; // (a tiling has up to 3.4 pieces a unit of its size: rhombitrihexagonal)
  for (const g of cells) {
    const c = Number(g.dataset.cell);
    if (!Number.isInteger(c) || c < 0 || c >= most) return null; // (tampered with: an array of millions of cells)
    els[c] = g;
  }
  boardEl.replaceChildren(svg);
  sizeHost(host, svg); // the size the board will have once Python is up
  host.dataset.preview = "true";
  const queue = []; // {value, press?}: see PENDING
  const abort = new AbortController();
  const quarter = (c, by) => {
    const turn = els[c]?.querySelector(".sd-turn");
    if (!turn) return;
    const q = String(Number(turn.style.getPropertyValue("--q") || 0) + by);
    // the piece, and its copies round a board that wraps (field.js keeps them to it once the board is up)
    for (const t of [turn, ...svg.querySelectorAll(`.sd-copy[data-of="${c}"] .sd-turn`)]) {
      /** @type {SVGElement} */ (t).style.setProperty("--q", q);
      t.removeAttribute("data-still"); // (its transform from now on: see board.js's showQ)
    }
  };
  const matesOf = (c) => {
    const block = els[c]?.dataset.block;
    return block ? els.flatMap((g, m) => (g?.dataset.block === block ? [m] : [])) : [c];
  };
  const turns = (c) => !!els[c] && els[c].dataset.fixed !== "true";
  const pinned = new Set(els.flatMap((g, c) => (g?.dataset.pinned === "true" ? [c] : []))); // as the moves leave them
  const pins = (text) => { // a pin's text: the pieces pinned (or not) after it
    const [, p, c] = /^([pu])(\d+)$/.exec(text) || [];
    if (c) for (const m of matesOf(Number(c))) if (p === "p") pinned.add(m); else pinned.delete(m);
  };
  let pressing = false; // a long press whose mark was queued is held
  let focused = null; // the piece that had the keyboard's focus (a drawing replaced takes it along)
  const keep = (value, press = undefined) => {
    queue.push(press ? { value, press } : { value });
    write(PENDING, { key, saved, moves: queue });
  };
  // what input.js drives: a board that turns its pieces at once and queues every move
  const drawing = {
    boardEl, host, els, svg, width, height, wrap: svg.dataset.wrap === "true",
    noteEl: document.createElement("p"), // what the mark keys say (M: which way?) is said once the board is open
    at: Array.from({ length: Math.max(width * height, els.length) }, (_, i) => i), destroyed: false, // (a tiling: its own count)
    hold(on) { if (!on) pressing = false; }, // the press is over (input.js): pins after it are its no more
    say(line) { this.noteEl.textContent = line; },
    get cellAt() { return this.at; },
    get by() { return turning(); },
    turn(c, by) {
      if (!turns(c)) return Promise.resolve(false);
      keep(moveValue(`${c}${by > 0 ? "+" : "-"}`));
      for (const m of matesOf(c)) quarter(m, by);
      return Promise.resolve(true);
    },
    pin(c, to) {
      if (!turns(c)) return Promise.resolve(false);
      const text = `${to ?? !pinned.has(c) ? "p" : "u"}${c}`;
      pins(text);
      keep(moveValue(text), pressing ? "pin" : undefined);
      return Promise.resolve(false);
    },
    isPinned: (c) => pinned.has(c),
    mark({ mark, ...where }) { // as board.mark sends it
      if (!els[where.cell]) return Promise.resolve(false);
      keep(moveValue(mark === "shut" ? "s" : mark === "joined" ? "j" : "m", where), where.point ? "mark" : undefined);
      if (where.point) pressing = true;
      return Promise.resolve(false);
    },
    undo: () => { keep(moveValue("undo")); return Promise.resolve(false); },
    redo: () => { keep(moveValue("redo")); return Promise.resolve(false); },
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
  // moves made on this drawing in a visit that went away before Python was up: taken up again
  const pending = read(PENDING);
  if (pending?.key === key && pending.saved === saved && (progressOf(key) ?? "") === saved) {
    for (const { value, press } of (Array.isArray(pending.moves) ? pending.moves : []).filter(Boolean)) {
      const turn = turnOf(value);
      if (turn) drawing.turn(turn.c, turn.by);
      else if (typeof value?.move === "string") {
        pins(value.move);
        keep(value, press === "mark" || press === "pin" ? press : undefined);
      }
    }
  }
  return {
    key,
    heading: typeof drawn.heading === "string" ? drawn.heading : "",
    moves: queue,
    adopt(board) {
      // drawn by this release in the board's language: the board takes this drawing on rather than have Python draw
      // it again (board.open: a 40x40's drawing is a million characters), unless it opens another game
      if (board.key === key && drawn.release === RELEASE && drawn.lang === board.lang) board.drawing = svg;
      const hook = () => {
        board.renderHooks.splice(board.renderHooks.indexOf(hook), 1);
        abort.abort();
        drawing.destroyed = true;
        delete host.dataset.preview;
        const queued = queue.splice(0);
        write(PENDING, null);
        if (board.key !== key) return; // another board opened than the one drawn: its moves were on that
        const turned = new Set();
        let n = 0;
        for (; n < queued.length && turnOf(queued[n].value); n++) { // the turns first made, at once
          board.play(queued[n].value, howOf(queued[n].value)).catch(() => {});
          for (const m of board.matesOf(turnOf(queued[n].value).c)) turned.add(m);
        }
        for (const m of turned) board.showQ(m); // as the drawing showed them: no piece snaps back to turn again
        const rest = queued.slice(n);
        (async () => { // then the rest in order, each once the one before is made
          let marked = false; // the last long press's mark was made: the pins it went on to make are not
          for (const { value, press } of rest) {
            if (board.destroyed) return;
            if (press === "pin" && marked) continue;
            const r = await board.play(value, howOf(value));
            if (press === "mark") marked = !!r?.changed;
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

/** The moves kept unanswered, per board (UNANSWERED): an object, whatever the storage holds. */
function unansweredOf() {
  const all = read(UNANSWERED);
  return all && typeof all === "object" && !Array.isArray(all) ? all : {};
}

/** Forget the moves kept unanswered of the board key (made, or answered by the page that kept them). */
function forget(key) {
  const all = unansweredOf();
  if (key === null || !Object.hasOwn(all, key)) return;
  delete all[key];
  write(UNANSWERED, Object.keys(all).length ? all : null);
}

/** A turn's piece and way ({c, by}) from a move value's text, or null. */
function turnOf(value) {
  const [, c, by] = /^(\d+)([+-])$/.exec(value?.move) || [];
  return c ? { c: Number(c), by: by === "+" ? 1 : -1 } : null;
}

/** What board.play is told of a move value: a turn's piece and way, a pin's piece. */
const howOf = (value) => turnOf(value) || { c: Number(/^[pu](\d+)$/.exec(value.move)?.[1]) };
