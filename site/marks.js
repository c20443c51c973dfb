// @ts-check
// The edge marks on a board (and turning by pointing): the engine's layer of marks shown, a mark asked for by a
// drag, a long press or the keys, and the two settings read. Which edge a point or a drag names, whether a mark
// is contradicted, and how a mark looks are the engine's (suido.marks, suido.svg.marks): the page only sends where
// the pointer went, in the drawing's units.
//
// Keys, on a focused piece: M then an arrow marks the edge on that side joined, Shift+M (or Shift on the arrow)
// shut; a digit instead of the arrow names the way as on a number pad (8 up, 6 right, 2 down, 4 left; on hexagons
// 9 7 6 4 3 1, the keys that move there, keys.js); the same mark again takes it off; Escape (or any other key)
// lets M go. The engine takes the way to the piece's side nearest it (suido.marks.side_toward).

import { nameMarks } from "./field.js";

const DIRECTIONS = { ArrowUp: [0, -1], ArrowRight: [1, 0], ArrowDown: [0, 1], ArrowLeft: [-1, 0],
  7: [-1, -1], 8: [0, -1], 9: [1, -1], 4: [-1, 0], 6: [1, 0], 1: [-1, 1], 2: [0, 1], 3: [1, 1] };
const flags = () => (typeof document === "undefined" ? {} : document.documentElement.dataset);

/** Whether marks are shown and made (the setting: data-marks="off" on <html> hides them). */
export const marksOn = () => flags().marks !== "off";
/** Whether a tap near a side turns an arm to it (the setting: data-pointing="on" on <html>). */
export const pointingOn = () => flags().pointing === "on";

const drawn = new WeakMap(); // board -> the layer of marks last put on its drawing (kept here, never on the board)

/** Put the engine's layer of marks (r.marks, in every board reply) on the drawing in place of the one before. */
export function showMarks(board, r) {
  if (r.marks === undefined || !board.svg) return;
  const old = board.svg.querySelector(":scope > .sd-marks");
  if (old && drawn.get(board) === r.marks) return;
  old?.remove();
  board.svg.insertAdjacentHTML("beforeend", r.marks); // our own engine's drawing
  nameMarks(board.svg, board.svg.lastElementChild); // a field's copies show it too (field.js)
  drawn.set(board, r.marks);
  board.host.dataset.marked = String(r.marked?.length ?? 0);
}

/** A client point in the drawing's units (its viewBox's: 100 a cell, a zoomed board's as well), or null. */
export function drawingPoint(board, x, y) {
  const m = board.svg?.getScreenCTM();
  if (!m) return null;
  const p = new DOMPoint(x, y).matrixTransform(m.inverse());
  return [Math.round(p.x * 10) / 10, Math.round(p.y * 10) / 10];
}

/** Ask for a mark (args: the piece's given cell, and side | toward with mark, or point, or from and to: see
 * board.mark) and show it. Resolves true when a mark changed; false when none did (a press far from every edge, a
 * drag along none, a lost worker). */
export function markEdge(board, args) {
  if (!board.els || !marksOn()) return Promise.resolve(false);
  return board.mark(args);
}

/** The mark keys on the board's pieces (listened in the capture phase, so an arrow after M marks, not moves). */
export function attachMarkKeys(board, el, cellOf, signal) {
  let armed = null; // {c, shut}: M was pressed on the piece given in c
  el.addEventListener("keydown", (e) => {
    const c = cellOf(e.target);
    if (c === null || e.ctrlKey || e.altKey || e.metaKey || !board.els || !marksOn()) { armed = null; return; }
    if (e.key === "m" || e.key === "M") {
      e.preventDefault();
      e.stopImmediatePropagation();
      armed = { c, shut: e.shiftKey };
      board.say(board.words?.markWhich || "");
      return;
    }
    if (!armed || armed.c !== c) { armed = null; return; }
    const toward = DIRECTIONS[e.key];
    const mark = armed.shut || e.shiftKey ? "shut" : "joined";
    armed = null;
    if (!toward) {
      if (e.key === "Escape") { e.preventDefault(); board.say(""); }
      return;
    }
    e.preventDefault();
    e.stopImmediatePropagation(); // the arrow marks: the focus stays
    markEdge(board, { cell: c, toward, mark }).catch(() => {});
  }, { signal, capture: true });
  el.addEventListener("focusout", () => { armed = null; }, { signal });
}
