// @ts-check
// What the browser remembers (localStorage, this origin only): each board's progress, its moves (for undo,
// suido.history's saved form), its clock, the hints taken and the hint lit; the levels solved per size; and
// the records (suido:records, versioned: {v: 1, levels: {"7x7#12": {best, fewest, solves}}, days: [UTC
// days the level of the day was solved], and, since the speed-solver's stats, recent: {SET: [ms of its last 12
// solves, oldest first]}, dailies: {SET: [days its level of the day was solved]}}: optional, so v1 still).
// A later release reads every earlier version. Private mode or a full store: play on unsaved.
const PROGRESS = "suido:progress:";
const HISTORY = "suido:history:";
const TIME = "suido:time:";
const SOLVED = "suido:solved:";
const HINTS = "suido:hints:";
const LIT = "suido:lit:";
const ANSWER = "suido:answer:";
const RECORDS = "suido:records";
const RECORDS_VERSION = 1;

// What the browser refused to keep (a full store, private mode, a setItem that throws) is kept here for the
// page's life instead, and read first: the game, its moves, the levels solved and the records hold for the visit
// (Next level opens the next one, a solved level shows as solved), though a reload forgets them.
const held = new Map();
function read(key) {
  if (held.has(key)) return held.get(key);
  try { return localStorage.getItem(key) || ""; } catch { return ""; }
}
let refused = false; // the browser refused to save once: said once, never again
const unsavedHooks = new Set();
function write(key, value) {
  try {
    localStorage.setItem(key, value);
    held.delete(key);
  } catch {
    // a full store or private mode: the old value stays as it was in the store (never overwritten with less),
    // the new one is held for this visit, the game plays on, and the player is told once
    held.set(key, value);
    if (!refused) {
      refused = true;
      for (const fn of unsavedHooks) fn();
    }
  }
}

/** Call fn once when the browser first refuses to save (a full store, private mode). */
export function onUnsaved(fn) {
  if (refused) fn(); else unsavedHooks.add(fn);
  return () => unsavedHooks.delete(fn);
}

/** The saved progress of a board ("" when none); key: a level ("7x7#12") or a code. */
export const progressOf = (key) => read(PROGRESS + key);
/** The hints taken on that board (kept beside its progress, whose format has no room for them). */
export function hintsOf(key) {
  const saved = read(HINTS + key);
  return /^[0-9]{1,6}$/.test(saved) ? Number(saved) : 0;
}
/** The moves saved with that board's progress (suido.history's saved form), "" when none. */
export const historyOf = (key) => read(HISTORY + key);
/** The ms on that board's clock. */
export function timeOf(key) {
  const ms = Number(read(TIME + key));
  return Number.isFinite(ms) && ms > 0 && ms < 1e9 ? ms : 0; // over 11 days on one board: junk, not a game
}
export const saveTime = (key, ms) => write(TIME + key, String(Math.max(0, Math.round(ms))));

export function saveProgress(key, progress, hints = 0, lit = null, history = "") {
  // the moves first: another tab told of the progress finds the moves that lead to it already there
  if (history || read(HISTORY + key)) write(HISTORY + key, history);
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

/** The answer of a board made in this browser ("" when none): its address names it by its code alone. */
export const answerOf = (code) => (code ? read(ANSWER + code) : "");
export const saveAnswer = (code, answer) => write(ANSWER + code, answer);

/** The levels of a size solved in this browser, ascending. */
export function solvedOf(size) {
  // only plain level numbers (1..99999): whatever else is in the store is not ours to send
  return read(SOLVED + size).split(",").filter((t) => /^[1-9][0-9]{0,4}$/.test(t)).map(Number);
}

/** Call fn(key, progress, history) when another tab of this site saves a board's progress or its moves (a
 * pin changes the moves alone) (the storage event). */
export function watchSaves(fn, signal) {
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (e) => {
    if (!e.key || !e.newValue) return;
    const prefix = e.key.startsWith(PROGRESS) ? PROGRESS : e.key.startsWith(HISTORY) ? HISTORY : null;
    if (!prefix) return;
    held.delete(e.key); // the other tab could save it: its value is the newer
    const key = e.key.slice(prefix.length);
    fn(key, read(PROGRESS + key), read(HISTORY + key));
  }, { signal });
}

/** Call fn(size) when another tab of this site marks a level of size solved (the storage event): its level list
 * follows. */
export function watchSolved(fn, signal) {
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (e) => {
    if (!e.key?.startsWith(SOLVED)) return;
    held.delete(e.key); // the other tab could save it: its value is the newer
    fn(e.key.slice(SOLVED.length));
  }, { signal });
}

export function markSolved(size, level) {
  const solved = new Set(solvedOf(size));
  if (solved.has(level)) return;
  solved.add(level);
  write(SOLVED + size, [...solved].sort((a, b) => a - b).join(","));
}

/** The records, as the current version has them (an older version is read and brought up to date). */
export function recordsOf() {
  let saved = null;
  try { saved = JSON.parse(read(RECORDS) || "null"); } catch { saved = null; }
  const out = { v: RECORDS_VERSION, levels: {}, days: [], recent: {}, dailies: {} };
  if (!saved || typeof saved !== "object") return out;
  if (saved.levels && typeof saved.levels === "object") {
    for (const [key, r] of Object.entries(saved.levels)) {
      if (!/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}#[1-9][0-9]{0,4}$/.test(key) || !r || typeof r !== "object") continue;
      const best = Number(r.best);
      const fewest = Number(r.fewest);
      if (!(best >= 0) || !(fewest >= 0)) continue;
      out.levels[key] = { best, fewest, solves: Number(r.solves) > 0 ? Number(r.solves) : 1 };
    }
  }
  if (Array.isArray(saved.days)) out.days = saved.days.filter(isDay);
  out.recent = bySet(saved.recent, (ms) => typeof ms === "number" && ms >= 0 && ms < 1e10);
  out.dailies = bySet(saved.dailies, isDay);
  return out;
}

const isDay = (d) => typeof d === "string" && /^\d{4}-\d{2}-\d{2}$/.test(d);
const KEPT = 12; // a set's last solves kept for its mo3, ao5 and ao12 (suido.records.KEPT)
/** {SET: [values]} as saved, each kept value good (set names are any the levels have: sizes, big, hexagons'). */
function bySet(saved, good) {
  const out = {};
  if (!saved || typeof saved !== "object") return out;
  for (const [set, values] of Object.entries(saved)) {
    if (/^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/.test(set) && Array.isArray(values)) out[set] = values.filter(good);
  }
  return out;
}

function saveRecords(records) {
  write(RECORDS, JSON.stringify(records));
}

/** Keep a solve of the board under key: for a level ("7x7#12") its best time and fewest turns, and its time among
 * its set's last solves. Returns {best, fewest, solves, newBest, setBefore (the set's best until now, or null)}
 * for a level, null for a board of one's own. */
export function recordSolve(key, { ms, turns }) {
  if (!/#/.test(key)) return null;
  const records = recordsOf();
  const was = records.levels[key];
  const set = key.split("#")[0];
  const bests = Object.entries(records.levels).filter(([k]) => k.split("#")[0] === set).map(([, r]) => r.best);
  const setBefore = bests.length ? Math.min(...bests) : null;
  records.recent[set] = [...(records.recent[set] || []), ms].slice(-KEPT);
  const kept = was
    ? { best: Math.min(was.best, ms), fewest: Math.min(was.fewest, turns), solves: was.solves + 1 }
    : { best: ms, fewest: turns, solves: 1 };
  records.levels[key] = kept;
  saveRecords(records);
  return { ...kept, newBest: !was || ms < was.best, setBefore };
}

/** Count day (YYYY-MM-DD, UTC) for the streak: that day's level of the day (of set) was solved on it. */
export function recordDay(day, set = null) {
  const records = recordsOf();
  const add = (days) => { if (!days.includes(day)) days.push(day); days.sort(); };
  add(records.days);
  if (set) add(records.dailies[set] ||= []);
  saveRecords(records);
}
