// @ts-check
// The board's input: pointers and keys made into moves. The pointer's state machine is pointer.js's; here its
// hooks: a tap turns the piece (back with the right button or Shift; with turning by pointing on, near a side
// the fewest turns that bring an arm there), a long press near an edge marks it (marks.js) and elsewhere pins
// the piece and every piece the pointer then passes over the same way, a drag with a mouse or a pen across an
// edge marks it joined and along it shut (not on a zoomed board: there a drag pans).
//
// A middle click or Alt+click pins at once. M or Shift+M then an arrow marks an edge (marks.js). Keys on a focused piece: Enter/Space turn (Shift back), P pins,
// the arrows, Home/End (Ctrl: the board's ends), PageUp/PageDown and on hexagons 7 9 4 6 1 3 move (keys.js).
// The board's own keys work wherever no text field has the focus (on the page's body they are the board played
// last): Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, L / Shift+L go to the next / last leaking piece, D / Shift+D the next / last
// dry piece, H the piece a hint lit (seek.js); K sets a checkpoint, Shift+K goes back to the last one, J jumbles
// (aids.js).
// The board does the moves (board.turn, board.pin, board.undo, board.redo): this module only reads intent.

import { placeFrom } from "./keys.js";
import { seek, seekKey } from "./seek.js";
import { PointerMachine, TAP_SLOP, LONG_PRESS } from "./pointer.js";
import { attachMarkKeys, drawingPoint, markEdge, marksOn, pointingOn } from "./marks.js";
import { aid, aidKey } from "./aids.js";
import { copyCell } from "./field.js";
import { centreOf } from "./drawing.js";

export { TAP_SLOP, LONG_PRESS };
/** Which undo key this is: "undo", "redo" or null. */
export function undoKey(e) {
  if (!(e.ctrlKey || e.metaKey) || e.altKey) return null;
  const key = e.key.toLowerCase();
  if (key === "z") return e.shiftKey ? "redo" : "undo";
  if (key === "y" && e.ctrlKey && !e.shiftKey) return "redo";
  return null;
}

// The board played last (pressed, focused or keyed): Ctrl+Z with the focus on the page's body (a mouse press
// does not focus a piece) is its. Once it is gone (a drawing shown before Python was up, replaced by the board),
// the board attached last that is still here.
let lastBoard = null;
const attached = [];
let listening = false;
const TEXT = "input, textarea, select, [contenteditable]";

/** Do the board's own key: undo, redo, or one that finds a piece (a letter: the page's own while the board is
 * not shown, so a page around an embedded board keeps it). Undo and redo are not the board's while it is hidden
 * (another view of the site's page): they would change a game the player cannot see. */
function boardKey(board, e) {
  const which = undoKey(e);
  if (which) {
    if (board.host.checkVisibility && !board.host.checkVisibility()) return;
    e.preventDefault();
    if (which === "undo") board.undo(); else board.redo();
    return;
  }
  const finding = seekKey(e);
  if (finding && seek(board, finding) !== null) {
    e.preventDefault();
    return;
  }
  const aiding = aidKey(e); // K a checkpoint, Shift+K back to the last, J a jumble (aids.js): not while hidden
  if (!aiding || !board.els || (board.host.checkVisibility && !board.host.checkVisibility())) return;
  e.preventDefault();
  if (!e.repeat) aid(board, aiding).catch(() => null);
}

function listenForBoardKeys() {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || !lastBoard || lastBoard.destroyed) return;
    if (/** @type {Element} */ (e.target).closest?.(`${TEXT}, .suido-play`)) return; // a text field's, or a board's own
    boardKey(lastBoard, e);
  });
}

export function attachInput(board, signal) {
  const el = board.boardEl;
  listenForBoardKeys();
  const played = () => { lastBoard = board; };
  if (!lastBoard || lastBoard.destroyed) lastBoard = board;
  attached.push(board);
  for (const type of ["pointerdown", "focusin", "keydown"]) board.host.addEventListener(type, played, { signal });
  signal.addEventListener("abort", () => {
    attached.splice(attached.indexOf(board), 1);
    if (lastBoard === board) lastBoard = attached.findLast((b) => !b.destroyed) || null;
  });
  // a board not drawn yet (a drawing shown before Python is up holds its place, with input of its own) hears nothing
  const on = (type, fn, opts = {}) => el.addEventListener(type, (e) => { if (board.els) fn(e); }, { signal, ...opts });
  const cellOf = (target) => {
    const g = /** @type {SVGGElement | null} */ (target instanceof Element ? target.closest(".sd-cell") : null);
    return g && el.contains(g) ? Number(g.dataset.cell) : null;
  };
  // the piece whose centre is nearest a press in the thin gap between hit areas (an edge's own line), within half a
  // piece; null elsewhere (off the board)
  const gapCell = (e) => {
    const at = e.target === board.svg || e.target?.closest?.("svg.suido") === board.svg ? point(e.clientX, e.clientY) : null;
    let best = null, most = 60 * 60;
    for (const g of at ? el.querySelectorAll(".sd-cell") : []) {
      const m = centreOf(g);
      const d = m ? (m[0] - at[0]) ** 2 + (m[1] - at[1]) ** 2 : Infinity;
      if (d < most) [best, most] = [Number(g.dataset.cell), d];
    }
    return best;
  };
  let pinning = null; // {to, first}: a long press that pins every piece it passes
  const point = (x, y) => drawingPoint(board, x, y);
  const machine = new PointerMachine({
    tap: (press, e) => {
      if (press.gap) return;
      const at = pointingOn() ? point(e.clientX, e.clientY) : null;
      board.turn(press.c, press.by, e.timeStamp, 0, at || undefined);
    },
    longPress: (press) => {
      board.hold(true); // the finger's moves are the press's from now, never the view's pan
      const at = point(press.x, press.y);
      return marksOn() && at ? markEdge(board, { cell: press.c, point: at }) : Promise.resolve(false);
    },
    pinStart: (press) => {
      const to = !board.isPinned(press.c);
      // the pins of one drag are one move to undo: each joins the one before, once the first is made
      pinning = { to, first: board.pin(press.c, to) };
      board.hold(true);
      navigator.vibrate?.(15);
    },
    pinOver: (c) => {
      const { to } = pinning;
      pinning.first = pinning.first.then((made) => board.pin(c, to, made).then((now) => made || now));
    },
    pinEnd: () => { pinning = null; },
    canDrag: () => marksOn() && el.dataset.zoomed !== "true",
    drag: (press, e) => {
      const from = point(press.x, press.y);
      const to = point(e.clientX, e.clientY);
      if (from && to) markEdge(board, { cell: press.c, from, to }).catch(() => {});
    },
    settle: () => settle(),
  });
  function settle() { if (!machine.holding) board.hold(false); }
  // A mouse's or a pen's press is captured by the board: its moves and its up come here wherever they are let go
  // (a drag across a wrap board's outer edge ends off the board; an up off the board unheard left the machine
  // dragging, and the next press was taken for a second finger). (A touch is captured by the browser itself.)
  const capture = (e) => {
    if (e.pointerType === "touch" || machine.press?.id !== e.pointerId) return;
    try { el.setPointerCapture(e.pointerId); } catch { /* the pointer is gone already */ }
  };

  on("pointerdown", (e) => {
    machine.forget(e); // (its up before lost: not a second finger)
    let c = cellOf(e.target) ?? copyCell(e.target); // a copy's: the piece itself
    const gap = c === null && e.button === 0 && !e.altKey && e.pointerType !== "touch" && marksOn() ? gapCell(e) : null;
    if (gap !== null) { // on the line between two pieces: a drag from there marks (a tap there turns nothing)
      machine.pointerDown(e, gap, 1);
      if (machine.press) machine.press.gap = true;
      capture(e);
      return;
    }
    if (c === null || !e.isPrimary || !machine.free) { machine.pointerDown(e, c, 1); settle(); return; }
    if (e.button === 1 || (e.button === 0 && e.altKey)) { // a middle click or Alt+click pins
      e.preventDefault();
      board.rove(c);
      board.pin(c);
      return;
    }
    if (e.button !== 0 && e.button !== 2) return;
    // A mouse press neither focuses the piece nor selects text (a focus change costs a frame just as the
    // move goes out); the roving tab stop still follows the taps.
    if (e.pointerType === "mouse") e.preventDefault();
    board.rove(c);
    machine.pointerDown(e, c, (e.button === 2 || e.shiftKey ? -1 : 1) * board.by);
    capture(e);
  });
  on("pointermove", (e) => {
    machine.pointerMove(e, () => {
      const under = document.elementFromPoint(e.clientX, e.clientY);
      return cellOf(under) ?? copyCell(under);
    });
  });
  on("pointerup", (e) => { machine.pointerUp(e); settle(); });
  on("pointercancel", () => { machine.pointerCancel(); settle(); });
  // the capture lost with no up (the board drawn again under the press, the window left): the press ends, no tap
  on("lostpointercapture", (e) => { machine.pointerLost(e); settle(); });
  // while a long press pins (or marks), the finger's moves are the press's, never the page's scroll
  on("touchmove", (e) => { if (machine.holding && e.cancelable) e.preventDefault(); }, { passive: false });
  attachMarkKeys(board, el, cellOf, signal);
  on("contextmenu", (e) => { e.preventDefault(); machine.menu(e); settle(); }); // (WebKit: no up after it)
  on("auxclick", (e) => { if (e.button === 1) e.preventDefault(); });
  on("mousedown", (e) => { if (e.button === 1) e.preventDefault(); }); // no autoscroll on a middle click
  on("focusin", (e) => {
    const c = cellOf(e.target);
    if (c !== null) board.rove(c);
  });
  // a piece focused with no ring (a board opened by its address: board.focusBoard(true)) shows it once a key is pressed
  on("focusout", (e) => { if (e.target.dataset?.ring) delete e.target.dataset.ring; });
  on("keydown", (e) => {
    const c = cellOf(e.target);
    if (c === null) return;
    if (!e.target.matches(":focus-visible")) e.target.dataset.ring = "true";
    if (e.altKey || e.metaKey) return;
    if (e.ctrlKey) { // Ctrl+Home and Ctrl+End: the board's first and last piece (Ctrl+Z is the host's)
      if (e.key !== "Home" && e.key !== "End") return;
      e.preventDefault();
      board.moveFocus(board.cellAt[placeFrom(e.key, true, board.at[c], board.width, board.height, board.wrap, board.keys)]);
      return;
    }
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (!e.repeat) board.turn(c, (e.shiftKey ? -1 : 1) * board.by, e.timeStamp);
      return;
    }
    if (e.key === "p" || e.key === "P") {
      e.preventDefault();
      if (!e.repeat) board.pin(c);
      return;
    }
    const to = placeFrom(e.key, false, board.at[c], board.width, board.height, board.wrap, board.keys, e.code);
    if (to === null) return;
    e.preventDefault(); // no key scrolls the page away from the focused piece
    if (to >= 0) board.moveFocus(board.cellAt[to]); // -1: an edge, where the focus stays
  });
  // The board's own keys from anywhere on it: the pieces, the buttons under it
  board.host.addEventListener("keydown", (e) => {
    if (!board.els || e.target.closest?.(TEXT)) return;
    boardKey(board, e);
  }, { signal });
}
