// The board's input: pointers and keys made into moves. One state machine for the pointer:
//
//   idle --down on a piece--> pressed --up within 9 px--> a tap: turn it (back with the right button or Shift)
//   pressed --moved past 9 px, or a second finger--> idle (never a tap: a scroll, a pan or a pinch)
//   pressed --held LONG_PRESS ms within 9 px--> pinning: the piece is pinned (or unpinned), and every piece
//            the pointer then passes over is set the same way; up ends it (no tap)
//
// A middle click or Alt+click pins at once. Keys on a focused piece: Enter/Space turn (Shift back), P pins,
// the arrows, Home/End (Ctrl: the board's ends), PageUp/PageDown and on hexagons 7 9 4 6 1 3 move (keys.js).
// The board's own keys work wherever no text field has the focus (on the page's body they are the board played
// last): Ctrl/Cmd+Z undoes, Ctrl/Cmd+Shift+Z and Ctrl+Y redo, L / Shift+L go to the next / last leaking piece, D / Shift+D the next / last
// dry piece, H the piece a hint lit (seek.js).
// The board does the moves (board.turn, board.pin, board.undo, board.redo): this module only reads intent.

import { placeFrom } from "./keys.js";
import { seek, seekKey } from "./seek.js";

export const TAP_SLOP = 9; // px a press may move and still be a tap (or a long press)
export const LONG_PRESS = 500; // ms a press is held to pin
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
  if (finding && seek(board, finding) !== null) e.preventDefault();
}

function listenForBoardKeys() {
  if (listening || typeof document === "undefined") return;
  listening = true;
  document.addEventListener("keydown", (e) => {
    if (e.defaultPrevented || !lastBoard || lastBoard.destroyed) return;
    if (e.target.closest?.(`${TEXT}, .suido-play`)) return; // a text field's, or a board's own
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
    const g = target instanceof Element ? target.closest(".sd-cell") : null;
    return g && el.contains(g) ? Number(g.dataset.cell) : null;
  };
  let press = null; // the one pointer that may still become a tap or a long press
  let pinning = null; // {id, to, seen}: a long press that pins every piece it passes
  const drop = () => {
    if (press) clearTimeout(press.timer);
    press = null;
  };
  const endPinning = () => {
    pinning = null;
    board.pinning = false;
  };

  on("pointerdown", (e) => {
    if (press || pinning || !e.isPrimary) { drop(); endPinning(); return; } // a second finger: never a tap
    const c = cellOf(e.target);
    if (c === null) return;
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
    const by = (e.button === 2 || e.shiftKey ? -1 : 1) * board.by;
    press = { id: e.pointerId, c, x: e.clientX, y: e.clientY, by, timer: 0 };
    if (e.button === 0) {
      const mine = press;
      press.timer = setTimeout(() => {
        if (press !== mine) return;
        press = null;
        const to = !board.isPinned(c);
        // the pins of one drag are one move to undo: each joins the one before, once the first is made
        pinning = { id: mine.id, to, seen: new Set([c]), first: board.pin(c, to) };
        board.pinning = true;
        navigator.vibrate?.(15);
      }, LONG_PRESS);
    }
  });
  on("pointermove", (e) => {
    if (pinning && e.pointerId === pinning.id) {
      const c = cellOf(document.elementFromPoint(e.clientX, e.clientY));
      if (c !== null && !pinning.seen.has(c)) {
        pinning.seen.add(c);
        const { to } = pinning;
        pinning.first = pinning.first.then((made) => board.pin(c, to, made).then((now) => made || now));
      }
      return;
    }
    if (press && e.pointerId === press.id && Math.hypot(e.clientX - press.x, e.clientY - press.y) > TAP_SLOP) drop();
  });
  on("pointerup", (e) => {
    if (pinning && e.pointerId === pinning.id) { endPinning(); return; }
    if (!press || e.pointerId !== press.id) return;
    const { c, by } = press;
    drop();
    board.turn(c, by, e.timeStamp);
  });
  on("pointercancel", () => { drop(); endPinning(); });
  // while a long press pins, the finger's moves are the pins', never the page's scroll
  on("touchmove", (e) => { if (pinning && e.cancelable) e.preventDefault(); }, { passive: false });
  on("contextmenu", (e) => e.preventDefault());
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
      board.moveFocus(board.cellAt[placeFrom(e.key, true, board.at[c], board.width, board.height, board.wrap, board.grid)]);
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
    const to = placeFrom(e.key, false, board.at[c], board.width, board.height, board.wrap, board.grid, e.code);
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
