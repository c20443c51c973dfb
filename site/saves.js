// @ts-check
// What the browser remembers (localStorage, this origin only): one record per board, the levels solved per size,
// and the records of solves. A later release reads every earlier version. Private mode or a full store: play on
// unsaved.
//
// A board's record, suido:board:KEY (KEY: a level "7x7#12" or a board's code), is one JSON value with a version:
// {v: 1, progress (suido.game_progress's text), history (the moves, suido.history's saved form, for undo), time
// (ms on its clock), hints (taken), lit ({at, facing} of the hint still lit, or null), answer? (of a board made in
// this browser), n (the game's saves counted)}. It is written once per move (the clock's own saves and a move in the
// same task are one write), so another tab hears one storage event per move. Fields a later version adds are kept
// when this one writes. A tab whose copy of the store is behind (another tab's move not reached it yet) may write
// its clock over a newer game: its n is less than the n the newer tab wrote, which takes it as a stale write and
// writes its game back (with the later clock), so no move is lost.
// Before it, a board was kept under six keys (suido:progress:, suido:history:, suido:time:, suido:hints:,
// suido:lit:, suido:answer: + KEY, each older release writing fewer of them): a board with no record is read from
// those, its record written, and the old keys removed only once the record is in the store.
//
// The records (suido:records, versioned: {v: 1, levels: {"7x7#12": {best, fewest, solves}}, days: [UTC days the
// level of the day was solved], and, since the speed-solver's stats, recent: {SET: [ms of its last 12 solves,
// oldest first]}, dailies: {SET: [days its level of the day was solved]}}: optional, so v1 still).
const BOARD = "suido:board:";
const BOARD_VERSION = 1;
/** The keys a board was kept under before its record, by the record's field they hold. */
const OLD = { progress: "suido:progress:", history: "suido:history:", time: "suido:time:", hints: "suido:hints:",
  lit: "suido:lit:", answer: "suido:answer:" };
const SOLVED = "suido:solved:";
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
/** Store value under key; whether the store took it. */
function write(key, value) {
  try {
    localStorage.setItem(key, value);
    held.delete(key);
    return true;
  } catch {
    // a full store or private mode: the old value stays as it was in the store (never overwritten with less),
    // the new one is held for this visit, the game plays on, and the player is told once
    held.set(key, value);
    if (!refused) {
      refused = true;
      for (const fn of unsavedHooks) fn();
    }
    return false;
  }
}

/** Call fn once when the browser first refuses to save (a full store, private mode). */
export function onUnsaved(fn) {
  if (refused) fn(); else unsavedHooks.add(fn);
  return () => unsavedHooks.delete(fn);
}

/**
 * @typedef {{at: number, facing: number | null}} Lit
 * @typedef {{v: number, progress: string, history: string, time: number, hints: number, lit: Lit | null,
 *            n: number, answer?: string}} BoardRecord
 */

const EMPTY = Object.freeze({ v: BOARD_VERSION, progress: "", history: "", time: 0, hints: 0, lit: null, n: 0 });
/** ms on a clock as saved, or 0: over 11 days on one board is junk, not a game. */
const timeFrom = (ms) => (typeof ms === "number" && Number.isFinite(ms) && ms > 0 && ms < 1e9 ? ms : 0);
const hintsFrom = (n) => (Number.isInteger(n) && n >= 0 && n < 1e6 ? n : 0);
/** A lit hint as saved ({at, facing}), or null. */
function litFrom(lit) {
  if (!lit || typeof lit !== "object") return null;
  const at = lit.at, facing = lit.facing ?? null;
  if (!Number.isInteger(at) || at < 0 || at >= 1e6) return null;
  if (facing !== null && !(Number.isInteger(facing) && facing >= 0 && facing < 100)) return null;
  return { at, facing };
}

/** A board's record from its stored text, each field held to its shape (a field not ours reads as none); null
 * when the text is no record (junk, or not an object with a version). Fields a later version added are kept. */
export function recordFrom(text) {
  let saved = null;
  try { saved = JSON.parse(text); } catch { return null; }
  if (!saved || typeof saved !== "object" || Array.isArray(saved) || !(Number.isInteger(saved.v) && saved.v >= 1)) {
    return null;
  }
  /** @type {BoardRecord} */
  const out = { ...saved, v: Math.max(saved.v, BOARD_VERSION),
    progress: typeof saved.progress === "string" ? saved.progress : "",
    history: typeof saved.history === "string" ? saved.history : "",
    time: timeFrom(saved.time), hints: hintsFrom(saved.hints), lit: litFrom(saved.lit),
    n: Number.isInteger(saved.n) && saved.n >= 0 ? saved.n : 0 };
  if (typeof saved.answer === "string" && saved.answer) out.answer = saved.answer; else delete out.answer;
  return out;
}

/** A board's record as the six keys before it held it (each older release wrote fewer: none is a field's
 * nothing), or null when none of them is there. */
function recordFromOld(key) {
  /** @type {Record<string, string | null>} */
  const old = {};
  let any = false;
  for (const [field, prefix] of Object.entries(OLD)) {
    try { old[field] = localStorage.getItem(prefix + key); } catch { old[field] = null; }
    if (old[field] !== null) any = true;
  }
  if (!any) return null;
  const hints = /^[0-9]{1,6}$/.test(old.hints || "") ? Number(old.hints) : 0;
  const lit = /^([0-9]{1,6}),([0-9]{0,2})$/.exec(old.lit || "");
  /** @type {BoardRecord} */
  const out = { v: BOARD_VERSION, progress: old.progress || "", history: old.history || "",
    time: timeFrom(Number(old.time || "")), hints,
    lit: lit ? { at: Number(lit[1]), facing: lit[2] === "" ? null : Number(lit[2]) } : null, n: 0 };
  if (old.answer) out.answer = old.answer;
  return out;
}

const pending = new Map(); // KEY -> its record changed in this task, written once the task's work is done
const written = new Map(); // KEY -> the record this page last wrote of it (its game's n tells a stale write)
const leftOld = new Set(); // boards whose old keys are still in the store: removed once their record is written

/** Remove the old keys of a board whose record is in the store. */
function dropOld(key) {
  leftOld.delete(key);
  for (const prefix of Object.values(OLD)) {
    try { localStorage.removeItem(prefix + key); } catch { /* kept: read again only while no record is there */ }
  }
}

/** The record of the board under key: the one changed in this task, else the store's, else one made from the
 * keys before records (written as a record, the old keys then removed), else the empty record. */
export function boardOf(key) {
  const changed = pending.get(key);
  if (changed) return changed;
  const text = read(BOARD + key);
  const saved = text ? recordFrom(text) : null;
  if (saved) return saved;
  const old = recordFromOld(key);
  if (!old) return { ...EMPTY };
  let stored = false;
  try {
    localStorage.setItem(BOARD + key, JSON.stringify(old));
    stored = true;
  } catch { /* a full store: read from the old keys again next time, and nothing is said until a move */ }
  if (stored) dropOld(key); else leftOld.add(key);
  return old;
}

let flushing = false;
/** Change fields of the board's record (game: a new game, counted in n); the record is written once, at the end of
 * this task (a move's save and its clock's are one write, so one storage event). */
function update(key, fields, game = false) {
  const base = boardOf(key); // (its version: this one's, or a later one's read)
  pending.set(key, { ...base, ...fields, n: base.n + (game ? 1 : 0) });
  if (flushing) return;
  flushing = true;
  queueMicrotask(flushSaves);
}

/** Write every record changed and not yet written (at the end of the task that changed it; call it to write now). */
export function flushSaves() {
  flushing = false;
  for (const [key, record] of [...pending]) {
    pending.delete(key);
    if (!write(BOARD + key, JSON.stringify(record))) continue;
    written.set(key, record);
    if (leftOld.has(key)) dropOld(key);
  }
}

/** The saved progress of a board ("" when none); key: a level ("7x7#12") or a code. */
export const progressOf = (key) => boardOf(key).progress;
/** The hints taken on that board. */
export const hintsOf = (key) => boardOf(key).hints;
/** The moves saved with that board's progress (suido.history's saved form), "" when none. */
export const historyOf = (key) => boardOf(key).history;
/** The ms on that board's clock. */
export const timeOf = (key) => boardOf(key).time;
export const saveTime = (key, ms) => update(key, { time: Math.max(0, Math.round(ms)) });

/** Keep a move's game: its progress, the hints taken, the hint lit ({at, facing} or null) and the moves. */
export function saveProgress(key, progress, hints = 0, lit = null, history = "") {
  update(key, { progress, history, hints, lit: litFrom(lit) }, true);
}

/** The hint still lit on that board when it was left ({at, facing}), or null. */
export const litOf = (key) => boardOf(key).lit;

/** The answer of a board made in this browser ("" when none): its address names it by its code alone. */
export const answerOf = (code) => (code ? boardOf(code).answer || "" : "");
export const saveAnswer = (code, answer) => update(code, { answer });

/** The levels of a size solved in this browser, ascending. */
export function solvedOf(size) {
  // only plain level numbers (1..99999): whatever else is in the store is not ours to send
  return read(SOLVED + size).split(",").filter((t) => /^[1-9][0-9]{0,4}$/.test(t)).map(Number);
}

/** Call fn(key, progress, history) when another tab of this site saves a board's progress or its moves (a
 * pin changes the moves alone) (the storage event of its record; a save of its clock or hints alone is not told). */
export function watchSaves(fn, signal) {
  if (typeof window === "undefined") return;
  window.addEventListener("storage", (e) => {
    if (!e.key?.startsWith(BOARD) || !e.newValue) return;
    const now = recordFrom(e.newValue);
    if (!now) return;
    held.delete(e.key); // the other tab could save it: its value is the newer
    const key = e.key.slice(BOARD.length);
    const mine = written.get(key);
    if (mine && now.n < mine.n) {
      // a tab behind this one wrote over a newer game (its clock, from its copy of the store): this game goes back
      const { progress, history, hints, lit, n } = mine;
      pending.set(key, { ...now, progress, history, hints, lit, n, time: Math.max(now.time, mine.time) });
      flushSaves();
      return;
    }
    const was = e.oldValue ? recordFrom(e.oldValue) : null;
    if (was && was.progress === now.progress && was.history === now.history) return;
    fn(key, now.progress, now.history);
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
