// @ts-check
// The player's own tools on a board (board.js calls these): a pin shown, when the clock runs, what a solve keeps,
// and another tab followed. They read the board and change it only through its
// methods (board.js). The moves themselves take board.js's one path (Board.play).
import { clockText } from "./clock.js";
import { centreOf } from "./drawing.js";
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
    const at = centreOf(g) || [0, 0];
    mark.setAttribute("x", String(at[0]));
    mark.setAttribute("y", String(at[1]));
    g.append(mark);
  } else if (!pinned && mark) {
    mark.remove();
  }
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
  const tell = !board.told;
  if (!tell && !board.retry) return;
  board.solvedNow(); // told, and a Start over's retry ended (board.js's state)
  board.clock.stop();
  const ms = Math.round(board.clock.elapsed());
  const solve = { ms, turns: detail.turns, hints: board.hints, par: board.par ?? null };
  const kept = board.saving === "yes" ? board.onRecord(board.key, solve) : null;
  Object.assign(detail, solve, kept || {});
  const w = board.words || {};
  let line = (w.solvedTime || "").replace("{time}", clockText(ms));
  if (kept && kept.best !== undefined) {
    line += " " + (w.recordBest || "").replace("{time}", clockText(kept.best)).replace("{turns}", String(kept.fewest));
    if (kept.newBest && kept.solves > 1) line += " " + (w.recordNew || "");
  }
  board.say(line.trim());
  if (tell) board.fire("suido-solve", detail);
}

/** Follow another tab playing the same board: a move (or a pin) it saves is taken here too, so neither plays on
 * from a game the other has left behind (and overwrites its moves). Saves that come while the board reopens from
 * an earlier one are taken once it is open (the latest wins). */
export function followOtherTabs(board, signal) {
  let syncing = false;
  let again = false;
  watchSaves(async (key) => {
    if (key !== board.key || board.saving === "never" || (board.id === null && !syncing)) return;
    if (syncing) { again = true; return; }
    syncing = true;
    try {
      do {
        again = false;
        const progress = progressOf(key);
        const history = historyOf(key);
        if (progress === board.progress && history === board.history) continue;
        board.take({ progress, history, hintsTaken: hintsOf(key), lit: litOf(key), time: timeOf(key), later: true });
        await board.reopen().catch(() => {});
      } while (again && !board.destroyed);
    } finally {
      syncing = false;
    }
  }, signal);
}
