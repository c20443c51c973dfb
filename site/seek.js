// @ts-check
// Finding pieces by key, for a player who cannot see the board whole (a screen reader, a zoomed board): L the
// next leaking piece (Shift+L the one before), D the next dry piece (Shift+D back), H the piece a hint lit. The
// focus goes there (its words say where it leaks), and the note says what was found: "Leaking piece 2 of 3".
// What leaks and what is dry is read from the drawing as the worker painted it (paint.js): the shell keeps no
// rules of the puzzle. The words are the worker's (suido.strings: seekLeak, seekDry, seekLit and their None).
import { flushWater } from "./paint.js";
import { say } from "./words.js";

/** The action of a key that finds a piece, or null: "leak", "dry", "lit" (with back: Shift). */
export function seekKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  const key = e.key.toLowerCase();
  if (key === "l") return { what: "leak", back: e.shiftKey };
  if (key === "d") return { what: "dry", back: e.shiftKey };
  if (key === "h" && !e.shiftKey) return { what: "lit", back: false };
  return null;
}

/** The given cells that leak (or are dry: a piece, not bare ground, with no water; or loose: either), in the order
 * they stand. */
function found(board, what) {
  const cells = [];
  const leaks = (g) => g.querySelector('.sd-arm[data-w="leak"]');
  const dry = (g) => g.dataset.wet !== "true" && g.dataset.shape !== "blank";
  const pick = what === "leak" ? leaks : what === "dry" ? dry : (g) => leaks(g) || dry(g);
  for (let at = 0; at < board.cellAt.length; at++) {
    const c = board.cellAt[at];
    if (board.els[c] && pick(board.els[c])) cells.push(c);
  }
  return cells;
}

function tell(board, line) {
  board.say(line); // (a hint's line put out with its light would take this with it: no hint's now)
}

/** Move the focus to the next piece that leaks, is dry, is either (loose: the aids' button), or is lit (back: the one
 * before), and say it; whether
 * one was found, or null when the key is not the board's now (a board not painted yet, or not shown). */
export function seek(board, { what, back = false }) {
  const words = board.words;
  if (!board.els || !words?.seekLeak || board.host.dataset.painted !== "true") return null;
  if (board.host.checkVisibility && !board.host.checkVisibility()) return null;
  if (what === "lit") {
    const lit = board.svg.querySelector(".sd-cell[data-hint=true]");
    const c = board.lit && board.els[board.lit.at] ? board.lit.at : lit ? Number(lit.dataset.cell) : null;
    if (c === null) { tell(board, words.seekLitNone); return false; }
    board.moveFocus(c);
    tell(board, words.seekLit);
    return true;
  }
  flushWater(board); // (the water still on its way to a piece is its water)
  const cells = found(board, what);
  const none = { leak: words.seekLeakNone, dry: words.seekDryNone, loose: words.looseNone }[what];
  if (!cells.length) { tell(board, none); return false; }
  // from the board's tab stop (the piece focused, or tapped last) when the focus is on the board, else from its start
  const inside = board.svg.contains(document.activeElement);
  const from = inside ? board.at[board.focusCell] : back ? Infinity : -1;
  let n = back ? cells.findLastIndex((c) => board.at[c] < from) : cells.findIndex((c) => board.at[c] > from);
  if (n < 0) n = back ? cells.length - 1 : 0; // round again
  board.moveFocus(cells[n]);
  const line = { leak: words.seekLeak, dry: words.seekDry, loose: words.seekLoose }[what];
  tell(board, say({ line }, "line", { n: n + 1, of: cells.length }));
  return true;
}
