// What the browser remembers: each board's progress, and the levels solved per size (localStorage).
// Private mode or a full store: play on unsaved.
const PROGRESS = "suido:progress:";
const SOLVED = "suido:solved:";
const HINTS = "suido:hints:";
const LIT = "suido:lit:";

function read(key) {
  try { return localStorage.getItem(key) || ""; } catch { return ""; }
}
function write(key, value) {
  try { localStorage.setItem(key, value); } catch { /* unsaved */ }
}

/** The saved progress of a board ("" when none); key: a level ("7x7#12") or a code. */
export const progressOf = (key) => read(PROGRESS + key);
/** The hints taken on that board (kept beside its progress, whose format has no room for them). */
export function hintsOf(key) {
  const saved = read(HINTS + key);
  return /^[0-9]{1,6}$/.test(saved) ? Number(saved) : 0;
}
export function saveProgress(key, progress, hints = 0, lit = null) {
  write(PROGRESS + key, progress);
  if (hints || read(HINTS + key)) write(HINTS + key, String(hints));
  if (lit) write(LIT + key, `${lit.at},${lit.facing ?? ""}`);
  else if (read(LIT + key)) write(LIT + key, "");
}

/** The hint still lit on that board when it was left ({at, facing}), or null. */
export function litOf(key) {
  const found = /^([0-9]{1,6}),([0-9]{0,2})$/.exec(read(LIT + key));
  return found ? { at: Number(found[1]), facing: found[2] === "" ? null : Number(found[2]) } : null;
}

/** The levels of a size solved in this browser, ascending. */
export function solvedOf(size) {
  // only plain level numbers (1..99999): whatever else is in the store is not ours to send
  return read(SOLVED + size).split(",").filter((t) => /^[1-9][0-9]{0,4}$/.test(t)).map(Number);
}

/** Call fn(key, progress) when another tab of this site saves a board's progress (the storage event). */
export function watchSaves(fn, signal) {
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (e) => {
    if (e.key && e.key.startsWith(PROGRESS) && e.newValue) fn(e.key.slice(PROGRESS.length), e.newValue);
  }, { signal });
}

export function markSolved(size, level) {
  const solved = new Set(solvedOf(size));
  if (solved.has(level)) return;
  solved.add(level);
  write(SOLVED + size, [...solved].sort((a, b) => a - b).join(","));
}
