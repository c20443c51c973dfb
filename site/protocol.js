// @ts-check
// The worker protocol, as the page speaks it. It is declared once, in Python (suido/web/protocol.py: the version,
// every op with its arguments and result, the messages); the build writes the page's table from it (ops.js:
// PROTOCOL, OPS, MESSAGES), so nothing here repeats it.
//
// Everything that crosses between the page and the worker is JSON text, in both directions:
// page -> worker {id, op, args}; worker -> page {id, ok: true, result} | {id, ok: false, error (a sentence for the
// player)}, and while it starts {type, ...} (MESSAGES). The page's other worker, snapshot.js's (it makes Python's
// memory snapshot; nothing is sent to it) says once {made: true, ms, bytes} | {made: false, why}.
//
// A move of any kind is the op move, {board, move: its text, ...where}: moveValue builds it. Its reply has one shape:
// {changed, cells[] (the pieces whole), water (the pieces whose water alone changed, in flat lists), moves {keep,
// add, done} (the edit to the saved moves: historyAfter), refused?, hint?, edge?, state?, said?, ...the summary}.
import { OPS, PROTOCOL, MESSAGES } from "./ops.js";

export { OPS, PROTOCOL, MESSAGES };

const KNOWN = new Set(Object.values(OPS));

/** Lists stay lists where a host gave Array a toJSON (Prototype.js). @this {any} @param {string} k @param {any} v */
function asLists(k, v) {
  return Array.isArray(this[k]) ? this[k] : v;
}

/** The text of one request; an op the worker does not take is the page's own mistake, said at once. */
export function request(id, op, args = {}) {
  if (!KNOWN.has(op)) throw new TypeError(`the worker takes no op ${JSON.stringify(op)}`);
  return JSON.stringify({ id, op, args }, asLists);
}

/** One message from the worker, parsed; a message that is not JSON becomes a fatal one. */
export function reply(text) {
  try {
    return JSON.parse(text);
  } catch (e) {
    return { type: "fatal", id: null, message: `the worker said something that is not JSON: ${String(text).slice(0, 80)}` };
  }
}

/** A move as a value: its text (suido.web.play: "12+", "12-", "p12", "u12", "j"/"s"/"c"/"m" with where, "r",
 * "undo", "redo", "hint"; joined: "&" before it) and the geometry a turn by pointing or a mark needs
 * ({cell, side | toward | point | from, to}). The queue of moves waiting for a worker holds these. */
export function moveValue(text, where = {}, joined = false) {
  return { move: `${joined ? "&" : ""}${text}`, ...where };
}

/** The saved moves (suido.history's text, "1/BASE/MOVES/DONE") with a move's reply's edit made ({keep, add,
 * done}: suido.web.reply.edited is the same in Python). */
export function historyAfter(text, edit) {
  if (!edit) return text;
  const last = text.lastIndexOf("/");
  const before = text.lastIndexOf("/", last - 1);
  if (last < 0 || before < 0) return text;
  const moves = text.slice(before + 1, last);
  const tokens = (moves ? moves.split(",") : []).slice(0, edit.keep).concat(edit.add);
  return `${text.slice(0, before + 1)}${tokens.join(",")}/${edit.done}`;
}
