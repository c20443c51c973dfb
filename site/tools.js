// @ts-check
// The player's own tools on a board (board.js calls these): pins, undo and redo, when the clock runs, and
// what a solve keeps. The rules stay in Python: the worker says what a pin or an undo changed.
import { OPS } from "./protocol.js";
import { WorkerLost } from "./client.js";
import { clockText } from "./clock.js";
import { historyOf, hintsOf, litOf, progressOf, timeOf, watchSaves } from "./saves.js";
export { showMarks } from "./marks.js"; // for board.js: the edge marks' layer on every reply

const SVG_NS = "http://www.w3.org/2000/svg";

/** Mark a piece pinned (data-pinned, part of the page contract, and the pin drawn in its corner: the
 * drawing's own #sd-pin, so its shape is the engine's), or take the mark off. */
export function showPin(g, pinned) {
  g.dataset.pinned = pinned ? "true" : "false";
  let mark = g.querySelector(":scope > .sd-pinmark");
  if (pinned && !mark) {
    mark = document.createElementNS(SVG_NS, "use");
    mark.setAttribute("class", "sd-pinmark");
    mark.setAttribute("href", "#sd-pin");
    g.append(mark);
  } else if (!pinned && mark) {
    mark.remove();
  }
}

/** Pin (to true), unpin (false) or flip (undefined) the piece given in cell c; joined: with the pin before (a drag
 * pinning as it goes), so one undo takes them all. */
export async function pinPiece(board, c, to, joined = false) {
  if (!board.els?.[c] || board.els[c].dataset.fixed === "true") return false;
  if (board.id === null) {
    if (board.suspended) board.unanswered.push({ pin: c, to });
    return false;
  }
  const boardId = board.id;
  let r;
  try {
    r = await board.client.call(OPS.pin, { board: boardId, cell: board.at[c], pinned: to ?? !board.isPinned(c), joined });
  } catch (e) {
    if (e instanceof WorkerLost) board.unanswered.push({ pin: c, to });
    else board.noteEl.textContent = e.message;
    return false;
  }
  if (board.id !== boardId || !r.changed) return false;
  board.paint(r.cells, r);
  board.quiet = false;
  board.summary(r, null);
  const detail = { ...board.detail(r, c), pinned: board.isPinned(c) };
  board.fire("suido-pin", detail);
  board.fire("suido-change", detail);
  return true;
}

/** Undo (which "undo") or redo ("redo") the last move: a turn, a pin, Start over. */
export async function undoMove(board, which) {
  if (board.id === null) {
    if (board.suspended) board.unanswered.push({ [which]: true });
    return false;
  }
  const boardId = board.id;
  while (board.inflight.size) await Promise.allSettled([...board.inflight]); // the turns on their way first
  if (board.id !== boardId) return false;
  let r;
  try {
    r = await board.client.call(which === "undo" ? OPS.undo : OPS.redo, { board: boardId });
  } catch (e) {
    if (e instanceof WorkerLost) board.unanswered.push({ [which]: true });
    else board.noteEl.textContent = e.message;
    return false;
  }
  if (board.id !== boardId || !r.changed) return false;
  board.shown = false;
  board.quiet = false;
  // the turns made while it was on its way keep their delta: the worker makes them after it
  board.paint(r.cells, { ...r, from: 0 });
  board.lightOff();
  board.noteEl.textContent = "";
  if (r.solved && board.retry) { // Start over of a solved board undone: the solve as it was, nothing new kept
    board.clock.set(board.retry.time);
    board.retry = null;
  }
  board.summary(r, null);
  const detail = board.detail(r, null);
  board.fire(`suido-${which}`, detail);
  board.fire("suido-change", detail);
  // an undo or a redo is no solve of its own: a board it solves was solved by the turns it brings back
  if (r.solved && !board.solvedAtLoad && !board.toldSolved && !board.retry) board.tellSolved(detail);
  return true;
}

/** The clock runs while the board is open and unsolved, the page is seen, and the game has begun (a move
 * made, or time on it already): a board just opened waits for its first move. */
export function clockShouldRun(board) {
  const seen = typeof document === "undefined" || document.visibilityState !== "hidden";
  const begun = board.clock.elapsed() > 0 || (board.last?.turns ?? 0) > 0 || !!board.last?.canUndo;
  return board.id !== null && !board.destroyed && !board.shown && !!board.last && !board.last.solved && seen && begun;
}

/** A move solved the board: stop the clock, keep the record (unless saving is off), say the time and the
 * bests, and fire suido-solve with {ms, turns, hints, par} (and {best, fewest, solves, newBest} when kept),
 * once per load (as the reference does); a solved board started over and solved again is kept and said,
 * not told again. */
export function tellSolved(board, detail) {
  if (!detail.solved) return;
  const tell = !board.solvedAtLoad && !board.toldSolved;
  if (!tell && !board.retry) return;
  board.retry = null;
  board.toldSolved = true;
  board.clock.stop();
  const ms = Math.round(board.clock.elapsed());
  const solve = { ms, turns: detail.turns, hints: board.hints, par: board.par ?? null };
  const kept = board.keep && !board.quiet ? board.onRecord(board.key, solve) : null;
  Object.assign(detail, solve, kept || {});
  const w = board.words || {};
  let line = (w.solvedTime || "").replace("{time}", clockText(ms));
  if (kept && kept.best !== undefined) {
    line += " " + (w.recordBest || "").replace("{time}", clockText(kept.best)).replace("{turns}", String(kept.fewest));
    if (kept.newBest && kept.solves > 1) line += " " + (w.recordNew || "");
  }
  board.noteEl.textContent = line.trim();
  board.hintSaid = false;
  if (tell) board.fire("suido-solve", detail);
}

/** Follow another tab playing the same board: a move (or a pin) it saves is taken here too, so neither plays on
 * from a game the other has left behind (and overwrites its moves). Saves that come while the board reopens from
 * an earlier one are taken once it is open (the latest wins). */
export function followOtherTabs(board, signal) {
  let syncing = false;
  let again = false;
  watchSaves(async (key) => {
    if (key !== board.key || !board.keep || (board.id === null && !syncing)) return;
    if (syncing) { again = true; return; }
    syncing = true;
    try {
      do {
        again = false;
        const progress = progressOf(key);
        const history = historyOf(key);
        if (progress === board.progress && history === board.history) continue;
        board.progress = progress;
        board.history = history;
        board.clock.set(Math.max(board.clock.elapsed(), timeOf(key)));
        board.hints = hintsOf(key);
        board.lit = litOf(key);
        await board.reopen().catch(() => {});
      } while (again && !board.destroyed);
    } finally {
      syncing = false;
    }
  }, signal);
}
