// The last board drawn, shown at once on the next visit while Python starts, and the taps made on it kept
// until the board is really open, then made in order: none is lost.
//
// The page saves its board's drawing as it goes away (pagehide, or hidden), with where it was (the address and
// the day: the bare page plays the level of the day) and the game's progress then. A visit to the same place
// whose saved progress is still that one (no other tab played on) draws it before Python is up. A new player's
// first visit has no drawing of its own yet: its first board (always the same one) is drawn by the build
// (first.js), and shown the same way while nothing of that board is saved. A tap on a
// piece (a click, a tap, the right button, Enter or Space on the piece focused) turns it on the drawing at once (a
// CSS quarter) and is queued; when the board opens, the queue is handed
// to the board (board.turn, in the order the taps came) in the same task as its drawing, so no later tap can
// come first.

const KEY = "suido-last-drawing";
const MOST = 300_000; // characters: a bigger drawing (a 28x28 board's is about 500 000) is not kept

const read = () => {
  try {
    return JSON.parse(localStorage.getItem(KEY) || "null");
  } catch {
    return null;
  }
};

/** Keep board's drawing as the page goes away; where: the place it is shown again; progressOf: the progress
 * saved under a board's key (saves.js), which the drawing is of. */
export function keepDrawing(board, where, progressOf) {
  const save = () => {
    try {
      const settled = board.svg && board.id !== null && !board.destroyed && !board.inflight.size && board.keep
        && !board.quiet && board.host.dataset.painted === "true";
      const html = settled ? board.svg.outerHTML : "";
      if (!html || html.length > MOST) localStorage.removeItem(KEY);
      else localStorage.setItem(KEY, JSON.stringify({ where: where(), key: board.key, saved: progressOf(board.key) ?? "", html }));
    } catch { /* a full store or private mode: no drawing next time */ }
  };
  window.addEventListener("pagehide", save);
  document.addEventListener("visibilitychange", () => { if (document.visibilityState === "hidden") save(); });
}

/** Draw the saved board in host when it was drawn at where and its progress is still saved as it was then
 * (progressOf(key): no other tab played on); returns {taps, adopt(board)} or null. adopt(board) hands the taps to the board once it
 * is drawn (its first render), and stops taking taps here. */
export function showLastDrawing(host, where, progressOf) {
  const saved = read();
  if (!saved || saved.where !== where || (progressOf(saved.key) ?? "") !== saved.saved) return null;
  return showDrawing(host, saved.key, saved.html);
}

/** A new player's first board as the build drew it (first.js's FIRST, in lang), when nothing of it is saved
 * (progressOf(key) empty: a game begun on it has a drawing of its own, or none); as showLastDrawing. */
export function showFirstDrawing(host, first, lang, progressOf) {
  if ((progressOf(first.key) ?? "") !== "") return null;
  return showDrawing(host, first.key, (first.langs[lang] || first.langs.en).svg);
}

/** Draw html (the engine's drawing of the board saved under key) in host, and take taps on it. */
function showDrawing(host, key, html) {
  const boardEl = host.querySelector(".sdp-board");
  if (!boardEl) return null;
  boardEl.innerHTML = html; // the engine's own drawing, as this page (or the build) drew it
  const svg = boardEl.querySelector("svg.suido");
  if (!svg) return null;
  host.dataset.preview = "true";
  const taps = [];
  const abort = new AbortController();
  const tap = (event, by) => {
    const g = event.target.closest?.(".sd-cell");
    if (!g || g.dataset.fixed === "true") return;
    taps.push({ c: Number(g.dataset.cell), by });
    const turn = g.querySelector(".sd-turn");
    if (turn) turn.style.setProperty("--q", String(Number(turn.style.getPropertyValue("--q") || 0) + by));
  };
  const on = (type, f) => svg.addEventListener(type, f, { signal: abort.signal });
  let pointer = "mouse";
  on("pointerdown", (e) => { pointer = e.pointerType; });
  on("click", (e) => tap(e, e.shiftKey ? -1 : 1)); // a tap, a click, Enter or Space on a focused piece
  on("contextmenu", (e) => { // the right button turns back; a long press on a touch screen pins: not here
    e.preventDefault();
    if (pointer === "mouse") tap(e, -1);
  });
  on("keydown", (e) => {
    if (e.key !== "Enter" && e.key !== " ") return;
    e.preventDefault();
    tap(e, e.shiftKey ? -1 : 1);
  });
  return {
    taps,
    adopt(board) {
      const hook = () => {
        board.renderHooks.splice(board.renderHooks.indexOf(hook), 1);
        abort.abort();
        delete host.dataset.preview;
        const queued = taps.splice(0);
        if (board.key !== key) return; // another board opened than the one drawn: its taps were on that
        for (const { c, by } of queued) board.turn(c, by * board.by).catch(() => {});
      };
      board.renderHooks.push(hook);
    },
  };
}
