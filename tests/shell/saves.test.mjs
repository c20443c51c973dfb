// What the browser remembers (site/saves.js), on a localStorage held in a Map: a board's record (its game, moves,
// clock, hints and the hint lit) and every older form of it, moved into a record, down to the saves a real page of
// the release before records left (old-saves.json); the levels solved; the records and every older form of them;
// another tab's saves; and a browser that refuses to save (the game held for the visit, the player told once).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage, eventOf } from "./site.mjs";

const store = memoryStorage();
globalThis.localStorage = store;
const saves = await site("saves.js");

before(() => { globalThis.window = new EventTarget(); });

/** The board's record as it is in the store (parsed), or null. */
const stored = (key) => JSON.parse(store.getItem(`suido:board:${key}`) ?? "null");
/** The keys of the store that are about the board under key. */
const keysOf = (key) => [...store.map.keys()].filter((k) => k.endsWith(`:${key}`)).sort();
/** Each setItem of the store, by key, while fn runs (and the task's saves are written). */
async function writesDuring(fn) {
  const writes = [];
  const setItem = store.setItem;
  store.setItem = function (k, v) { writes.push(k); return setItem.call(this, k, v); };
  try { await fn(); await Promise.resolve(); } finally { store.setItem = setItem; }
  return writes;
}

test("a board's game, moves, clock, hints and lit hint are one versioned record under one key, written once a move", async () => {
  assert.equal(saves.progressOf("7x7#3"), "");
  assert.equal(saves.historyOf("7x7#3"), "");
  assert.equal(saves.hintsOf("7x7#3"), 0);
  assert.equal(saves.timeOf("7x7#3"), 0);
  assert.equal(saves.litOf("7x7#3"), null);
  assert.deepEqual(keysOf("7x7#3"), []); // reading saves nothing
  // a move's save and its clock's (a solve stops the clock) in one task: one write, so another tab hears one event
  const writes = await writesDuring(() => {
    saves.saveProgress("7x7#3", "P1", 2, { at: 14, facing: 3 }, "H1");
    saves.saveTime("7x7#3", 1234.6);
    // read back before it is written: the newest
    assert.equal(saves.progressOf("7x7#3"), "P1");
    assert.equal(saves.timeOf("7x7#3"), 1235);
  });
  assert.deepEqual(writes, ["suido:board:7x7#3"]);
  assert.deepEqual(keysOf("7x7#3"), ["suido:board:7x7#3"]);
  assert.deepEqual(stored("7x7#3"),
    { v: 1, progress: "P1", history: "H1", time: 1235, hints: 2, lit: { at: 14, facing: 3 }, n: 1 });
  assert.equal(saves.historyOf("7x7#3"), "H1");
  assert.equal(saves.hintsOf("7x7#3"), 2);
  assert.deepEqual(saves.litOf("7x7#3"), { at: 14, facing: 3 });
  saves.saveProgress("7x7#3", "P2", 2, { at: 5, facing: undefined }, "H2");
  saves.flushSaves();
  assert.deepEqual(saves.litOf("7x7#3"), { at: 5, facing: null });
  assert.equal(saves.timeOf("7x7#3"), 1235); // a move keeps the clock saved
  saves.saveProgress("7x7#3", "P3", 2, null, "H3"); // the light put out
  saves.flushSaves();
  assert.equal(saves.litOf("7x7#3"), null);
  assert.equal(stored("7x7#3").lit, null);
  saves.saveTime("clock", -3);
  saves.flushSaves();
  assert.equal(stored("clock").time, 0);
  // many moves in one task (a replay after a restarted worker): still one write, of the last
  const many = await writesDuring(() => { for (let i = 0; i < 5; i++) saves.saveProgress("9x9#1", `Q${i}`); });
  assert.deepEqual(many, ["suido:board:9x9#1"]);
  assert.equal(stored("9x9#1").progress, "Q4");
});

test("a record's fields that are not ours read as nothing; junk is no record; a later version's fields are kept", () => {
  const put = (key, value) =>
    store.setItem(`suido:board:${key}`, typeof value === "string" ? value : JSON.stringify(value));
  put("junk", { v: 1, progress: 5, history: ["x"], time: 1e9, hints: -1, lit: { at: 1.5, facing: 2 } });
  assert.deepEqual(saves.boardOf("junk"), { v: 1, progress: "", history: "", time: 0, hints: 0, lit: null, n: 0 });
  const lights = [[{ at: 3, facing: 100 }, null], [{ at: 1e6 }, null], ["3,1", null],
    [{ at: 3 }, { at: 3, facing: null }]];
  for (const [lit, read] of lights) {
    put("junk", { v: 1, lit });
    assert.deepEqual(saves.litOf("junk"), read, JSON.stringify(lit));
  }
  for (const [time, ms] of [["61000", 0], [-5, 0], [1e9, 0], [61000, 61000]]) {
    put("junk", { v: 1, time });
    assert.equal(saves.timeOf("junk"), ms, String(time));
  }
  const junk = ["{not json", "[1]", "7", JSON.stringify({ progress: "P" }), JSON.stringify({ v: "1", progress: "P" })];
  for (const text of junk) {
    put("junk", text);
    assert.equal(saves.progressOf("junk"), "", text); // no version: not a record of ours
  }
  put("later", { v: 2, progress: "P", history: "H", time: 5, hints: 1, lit: null, n: 4, checkpoints: ["c1"] });
  saves.saveProgress("later", "P2", 1, null, "H2");
  saves.flushSaves();
  assert.deepEqual(stored("later"),
    { v: 2, progress: "P2", history: "H2", time: 5, hints: 1, lit: null, n: 5, checkpoints: ["c1"] });
});

test("a board kept under the six keys before records is read from them, its record written, then the old keys removed", () => {
  const old = { "suido:progress:5x5#9": "PROG:3", "suido:history:5x5#9": "1//0+,1+,p2/3", "suido:time:5x5#9": "4321",
    "suido:hints:5x5#9": "2", "suido:lit:5x5#9": "12,3" };
  for (const [k, v] of Object.entries(old)) store.setItem(k, v);
  store.setItem("suido:solved:5x5", "9"); // not the board's: kept
  assert.equal(saves.progressOf("5x5#9"), "PROG:3");
  assert.deepEqual(keysOf("5x5#9"), ["suido:board:5x5#9"]);
  assert.deepEqual(stored("5x5#9"), { v: 1, progress: "PROG:3", history: "1//0+,1+,p2/3", time: 4321, hints: 2,
    lit: { at: 12, facing: 3 }, n: 0 });
  assert.equal(store.getItem("suido:solved:5x5"), "9");
  store.removeItem("suido:solved:5x5");
  // the answer of a board made here moves into its record too
  store.setItem("suido:answer:3x3:abc", "ANS");
  store.setItem("suido:progress:3x3:abc", "1:1");
  assert.equal(saves.answerOf("3x3:abc"), "ANS");
  assert.deepEqual(keysOf("3x3:abc"), ["suido:board:3x3:abc"]);
  assert.deepEqual(stored("3x3:abc"),
    { v: 1, progress: "1:1", history: "", time: 0, hints: 0, lit: null, n: 0, answer: "ANS" });
  // a record already there wins over old keys (a tab of an older release may still write them)
  store.setItem("suido:progress:5x5#9", "STALE");
  assert.equal(saves.progressOf("5x5#9"), "PROG:3");
  store.removeItem("suido:progress:5x5#9");
});

test("every older shape of a board's keys reads as it did: progress alone, with hints, a light with no facing or put out", () => {
  const cases = [
    [{ "suido:progress:A#1": "P" }, { progress: "P", history: "", time: 0, hints: 0, lit: null }],
    [{ "suido:progress:A#2": "P", "suido:hints:A#2": "3" },
      { progress: "P", history: "", time: 0, hints: 3, lit: null }],
    [{ "suido:progress:A#3": "P", "suido:lit:A#3": "36," },
      { progress: "P", history: "", time: 0, hints: 0, lit: { at: 36, facing: null } }],
    [{ "suido:progress:A#4": "P", "suido:lit:A#4": "" }, { progress: "P", history: "", time: 0, hints: 0, lit: null }],
    [{ "suido:history:A#5": "1//0+/1" }, { progress: "", history: "1//0+/1", time: 0, hints: 0, lit: null }],
    // junk in an old key reads as nothing, as it did
    [{ "suido:progress:A#6": "P", "suido:hints:A#6": "1234567", "suido:lit:A#6": "a,b", "suido:time:A#6": "1e9" },
      { progress: "P", history: "", time: 0, hints: 0, lit: null }],
    [{ "suido:time:A#7": "61000", "suido:lit:A#7": "12345678,1", "suido:hints:A#7": "1.5" },
      { progress: "", history: "", time: 61000, hints: 0, lit: null }],
    [{ "suido:time:A#8": "-5", "suido:lit:A#8": "1,234", "suido:hints:A#8": "x" },
      { progress: "", history: "", time: 0, hints: 0, lit: null }],
  ];
  for (const [old, read] of cases) {
    for (const [k, v] of Object.entries(old)) store.setItem(k, v);
    const key = Object.keys(old)[0].split(":").slice(2).join(":");
    assert.deepEqual(saves.boardOf(key), { v: 1, ...read, n: 0 }, key);
    assert.deepEqual(keysOf(key), [`suido:board:${key}`], key);
  }
});

test("a store too full to take the record: the old keys stay and are read, and go once a record is written", () => {
  store.setItem("suido:progress:4x4#7", "OLDP");
  store.setItem("suido:hints:4x4#7", "1");
  let told = 0;
  const stop = saves.onUnsaved(() => { told += 1; });
  store.refuse = true;
  assert.equal(saves.progressOf("4x4#7"), "OLDP");
  assert.equal(saves.hintsOf("4x4#7"), 1);
  assert.deepEqual(keysOf("4x4#7"), ["suido:hints:4x4#7", "suido:progress:4x4#7"]); // nothing lost
  assert.equal(told, 0); // reading says nothing: a move that cannot be saved says it
  store.refuse = false;
  saves.saveProgress("4x4#7", "NEWP", 1, null, "H");
  saves.flushSaves();
  assert.deepEqual(keysOf("4x4#7"), ["suido:board:4x4#7"]);
  assert.equal(saves.progressOf("4x4#7"), "NEWP");
  stop();
});

test("today's saves, written by the release before records, load whole: each board's record, and the rest untouched", async () => {
  const { readFile } = await import("node:fs/promises");
  const old = JSON.parse(await readFile(new URL("./old-saves.json", import.meta.url), "utf8"));
  const mine = memoryStorage();
  globalThis.localStorage = mine;
  const BOARD_KEY = /^suido:(progress|history|time|hints|lit|answer):/;
  try {
    const all = { ...old.today, ...old.older };
    for (const [k, v] of Object.entries(all)) mine.setItem(k, v);
    const boards = new Set(Object.keys(all).filter((k) => BOARD_KEY.test(k))
      .map((k) => k.split(":").slice(2).join(":")));
    assert.ok(boards.has("7x7#5") && boards.has("5x5#1") && boards.has("7x7#2"), [...boards].join(" "));
    const was = (field, key) => all[`suido:${field}:${key}`] ?? null;
    for (const key of boards) {
      const lit = /^(\d+),(\d*)$/.exec(was("lit", key) || "");
      assert.equal(saves.progressOf(key), was("progress", key) ?? "", key);
      assert.equal(saves.historyOf(key), was("history", key) ?? "", key);
      assert.equal(saves.timeOf(key), Number(was("time", key) ?? 0), key);
      assert.equal(saves.hintsOf(key), Number(was("hints", key) ?? 0), key);
      const litWas = lit ? { at: Number(lit[1]), facing: lit[2] ? Number(lit[2]) : null } : null;
      assert.deepEqual(saves.litOf(key), litWas, key);
      assert.equal(saves.answerOf(key), was("answer", key) ?? "", key);
    }
    // the game in progress as the old page left it: moves with a pin and a mark, one undone, a hint lit, its clock
    assert.deepEqual(saves.boardOf("7x7#5"), { v: 1, progress: old.today["suido:progress:7x7#5"],
      history: "1//0+,1+,2+,8+,8+,p3,j20,20+/7", time: 7978, hints: 1, lit: { at: 28, facing: null }, n: 0 });
    // every board is one record now, no old key is left, and every other key is as it was
    const after = Object.fromEntries(mine.map);
    for (const key of boards) assert.ok(after[`suido:board:${key}`], key);
    assert.deepEqual(Object.keys(after).filter((k) => BOARD_KEY.test(k)), []);
    for (const [k, v] of Object.entries(all)) if (!BOARD_KEY.test(k)) assert.equal(after[k], v, k);
    assert.deepEqual(saves.solvedOf("5x5"), [...old.solved, old.daily].sort((a, b) => a - b));
    const records = saves.recordsOf();
    assert.deepEqual(Object.keys(records.levels).sort(), ["5x5#1", "5x5#2", `5x5#${old.daily}`].sort());
    assert.deepEqual(records.days, [old.day]);
    assert.deepEqual(records.dailies, { "5x5": [old.day] });
  } finally {
    globalThis.localStorage = store;
  }
});

test("the levels solved: ascending, each once, and only plain level numbers read", () => {
  assert.deepEqual(saves.solvedOf("5x5"), []);
  for (const n of [12, 3, 12, 40]) saves.markSolved("5x5", n);
  assert.deepEqual(saves.solvedOf("5x5"), [3, 12, 40]);
  store.setItem("suido:solved:6x6", "1,0,02,x,7,100000,99999,-4,");
  assert.deepEqual(saves.solvedOf("6x6"), [1, 7, 99999]);
});

test("an answer made in this browser is kept in its board's record; no code, no answer", () => {
  saves.saveAnswer("3x3:abd", "ANS");
  saves.flushSaves();
  assert.equal(saves.answerOf("3x3:abd"), "ANS");
  assert.equal(stored("3x3:abd").answer, "ANS");
  assert.equal(saves.answerOf(""), "");
  assert.equal(saves.answerOf("3x3:abe"), "");
});

test("the records: none at first; the first form (levels and days only) and junk read into the current version", () => {
  assert.deepEqual(saves.recordsOf(), { v: 1, levels: {}, days: [], recent: {}, dailies: {} });
  store.setItem("suido:records", "{not json");
  assert.deepEqual(saves.recordsOf(), { v: 1, levels: {}, days: [], recent: {}, dailies: {} });
  store.setItem("suido:records", JSON.stringify({ v: 1, levels: {
    "7x7#12": { best: 5000, fewest: 20, solves: 3 },
    "big#2": { best: 900, fewest: 4 }, // no solves yet counted: one
    "hex-5x5#1": { best: "800", fewest: "9", solves: 0 },
    "7x7#0": { best: 1, fewest: 1 }, // no level 0
    "<b>#1": { best: 1, fewest: 1 },
    "7x7#4": { best: -1, fewest: 2 },
    "7x7#5": null,
  }, days: ["2026-11-30", "yesterday", 7] }));
  assert.deepEqual(saves.recordsOf(), { v: 1, days: ["2026-11-30"], recent: {}, dailies: {}, levels: {
    "7x7#12": { best: 5000, fewest: 20, solves: 3 },
    "big#2": { best: 900, fewest: 4, solves: 1 },
    "hex-5x5#1": { best: 800, fewest: 9, solves: 1 },
  } });
  store.setItem("suido:records", JSON.stringify({ v: 1, levels: {}, days: [],
    recent: { "7x7": [100, -1, "x", 200], "bad set!": [1] }, dailies: { "7x7": ["2026-12-01", "1"], big: "no" } }));
  assert.deepEqual(saves.recordsOf(), { v: 1, levels: {}, days: [], recent: { "7x7": [100, 200] },
    dailies: { "7x7": ["2026-12-01"] } });
  store.removeItem("suido:records");
});

test("a solve kept: best and fewest each the least, solves counted, the set's best before it, its last 12 times", () => {
  const first = saves.recordSolve("7x7#1", { ms: 9000, turns: 30 });
  assert.deepEqual(first, { best: 9000, fewest: 30, solves: 1, newBest: true, setBefore: null });
  const slower = saves.recordSolve("7x7#1", { ms: 12000, turns: 25 });
  assert.deepEqual(slower, { best: 9000, fewest: 25, solves: 2, newBest: false, setBefore: 9000 });
  const other = saves.recordSolve("7x7#2", { ms: 4000, turns: 10 });
  assert.deepEqual(other, { best: 4000, fewest: 10, solves: 1, newBest: true, setBefore: 9000 });
  assert.equal(saves.recordSolve("5x5#1", { ms: 1, turns: 1 }).setBefore, null); // another set's
  for (let i = 0; i < 15; i++) saves.recordSolve("7x7#3", { ms: 1000 + i, turns: 5 });
  const recent = saves.recordsOf().recent["7x7"];
  assert.equal(recent.length, 12);
  assert.deepEqual(recent.slice(-2), [1013, 1014]);
  assert.equal(saves.recordSolve("5x5:abcdef", { ms: 1, turns: 1 }), null); // a board of one's own: no record
});

test("a day of the streak is counted once, the days kept in order, and per set when the set is given", () => {
  saves.recordDay("2026-12-02", "7x7");
  saves.recordDay("2026-11-30");
  saves.recordDay("2026-12-02", "big");
  saves.recordDay("2026-12-01", "7x7");
  const r = saves.recordsOf();
  assert.deepEqual(r.days, ["2026-11-30", "2026-12-01", "2026-12-02"]);
  assert.deepEqual(r.dailies, { "7x7": ["2026-12-01", "2026-12-02"], big: ["2026-12-02"] });
});

test("another tab's save of a board's game or moves is told once, with both as they are now; its clock or hints alone are not", () => {
  const told = [];
  const abort = new AbortController();
  saves.watchSaves((...args) => told.push(args), abort.signal);
  const record = (fields) =>
    JSON.stringify({ v: 1, progress: "P0", history: "H0", time: 0, hints: 0, lit: null, ...fields });
  const event = (newValue, oldValue = null, key = "suido:board:8x8#1") =>
    window.dispatchEvent(eventOf("storage", { key, newValue, oldValue }));
  event(record({ progress: "PX", history: "HX" })); // the first save of a board (or its old keys moved into a record)
  event(record({ progress: "PX", history: "HY" }), record({ progress: "PX", history: "HX" })); // a pin: the moves alone
  event(record({ progress: "PX", history: "HY", time: 5000 }), record({ progress: "PX", history: "HY" })); // its clock
  event(record({ progress: "PX", history: "HY", hints: 1, lit: { at: 3, facing: null } }),
    record({ progress: "PX", history: "HY" })); // a hint
  event(null, record({})); // removed
  event("{junk"); // not a record
  event("PX", null, "suido:progress:8x8#1"); // an old key (a tab of an older release): not this release's save
  window.dispatchEvent(eventOf("storage", { key: null, newValue: null })); // the store cleared
  assert.deepEqual(told, [["8x8#1", "PX", "HX"], ["8x8#1", "PX", "HY"]]);
  abort.abort();
  event(record({ progress: "PZ" }));
  assert.equal(told.length, 2);
});

test("a tab behind writing its clock over a newer game: that game is written back, its clock the later, nothing told", () => {
  const told = [];
  const abort = new AbortController();
  saves.watchSaves((...args) => told.push(args), abort.signal);
  saves.saveProgress("6x6#2", "P1", 0, null, "H1");
  saves.saveProgress("6x6#2", "P2", 0, null, "H2");
  saves.flushSaves();
  saves.saveProgress("6x6#2", "P3", 1, { at: 4, facing: null }, "H3");
  saves.flushSaves();
  const mine = stored("6x6#2");
  assert.equal(mine.n, 3);
  // the other tab had not heard of P3: it writes its clock on the game it knew (n 2)
  const stale = JSON.stringify({ ...mine, progress: "P2", history: "H2", hints: 0, lit: null, n: 2, time: 9000 });
  store.setItem("suido:board:6x6#2", stale);
  const heard = (newValue) =>
    window.dispatchEvent(eventOf("storage", { key: "suido:board:6x6#2", newValue, oldValue: JSON.stringify(mine) }));
  heard(stale);
  assert.deepEqual(told, []);
  assert.deepEqual(stored("6x6#2"), { ...mine, time: 9000 });
  // a move the other tab makes on the newest game (n 4) is the player's: told, and taken
  const newer = JSON.stringify({ ...mine, progress: "P4", history: "H4", n: 4, time: 9000 });
  store.setItem("suido:board:6x6#2", newer);
  heard(newer);
  assert.deepEqual(told, [["6x6#2", "P4", "H4"]]);
  assert.equal(saves.progressOf("6x6#2"), "P4");
  abort.abort();
});

test("a store that refuses: the game is held for the visit (the stored one never overwritten), told once", () => {
  let told = 0;
  saves.onUnsaved(() => { told += 1; });
  saves.saveProgress("4x4#1", "OLD", 0, null, "");
  saves.flushSaves();
  store.refuse = true;
  saves.saveProgress("4x4#1", "NEW", 1, null, "HNEW");
  saves.flushSaves();
  saves.markSolved("4x4", 1);
  saves.recordSolve("4x4#1", { ms: 700, turns: 3 });
  assert.equal(told, 1);
  assert.equal(stored("4x4#1").progress, "OLD");
  assert.equal(saves.progressOf("4x4#1"), "NEW");
  assert.equal(saves.historyOf("4x4#1"), "HNEW");
  assert.equal(saves.hintsOf("4x4#1"), 1);
  saves.saveTime("4x4#1", 900); // the clock of a game held: held with it
  saves.flushSaves();
  assert.equal(saves.progressOf("4x4#1"), "NEW");
  assert.equal(saves.timeOf("4x4#1"), 900);
  assert.deepEqual(saves.solvedOf("4x4"), [1]);
  assert.equal(saves.recordsOf().levels["4x4#1"].best, 700);
  let late = 0;
  saves.onUnsaved(() => { late += 1; }); // told at once: it has refused already
  assert.equal(late, 1);
  // the store takes it again: written, and read from the store
  store.refuse = false;
  saves.saveProgress("4x4#1", "AGAIN", 1, null, "H");
  saves.flushSaves();
  assert.equal(stored("4x4#1").progress, "AGAIN");
  assert.equal(stored("4x4#1").time, 900);
  assert.equal(told, 1);
});
