// What the browser remembers (site/saves.js), on a localStorage held in a Map: a board's game, its moves, clock,
// hints and the hint lit; the levels solved; the records and every older form of them; another tab's saves; and a
// browser that refuses to save (the game held for the visit, the player told once).
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage, eventOf } from "./site.mjs";

const store = memoryStorage();
globalThis.localStorage = store;
const saves = await site("saves.js");

before(() => { globalThis.window = new EventTarget(); });

test("a board's game, moves, hints and lit hint are kept by its key and read back; nothing saved reads as none", () => {
  assert.equal(saves.progressOf("7x7#3"), "");
  assert.equal(saves.historyOf("7x7#3"), "");
  assert.equal(saves.hintsOf("7x7#3"), 0);
  assert.equal(saves.litOf("7x7#3"), null);
  const order = [];
  const setItem = store.setItem;
  store.setItem = function (k, v) { order.push(k); return setItem.call(this, k, v); };
  saves.saveProgress("7x7#3", "P1", 2, { at: 14, facing: 3 }, "H1");
  store.setItem = setItem;
  // the moves first: another tab told of the progress finds the moves that lead to it already there
  assert.deepEqual(order, ["suido:history:7x7#3", "suido:progress:7x7#3", "suido:hints:7x7#3", "suido:lit:7x7#3"]);
  assert.equal(saves.progressOf("7x7#3"), "P1");
  assert.equal(saves.historyOf("7x7#3"), "H1");
  assert.equal(saves.hintsOf("7x7#3"), 2);
  assert.deepEqual(saves.litOf("7x7#3"), { at: 14, facing: 3 });
  saves.saveProgress("7x7#3", "P2", 2, { at: 5, facing: null }, "H2");
  assert.deepEqual(saves.litOf("7x7#3"), { at: 5, facing: null });
  saves.saveProgress("7x7#3", "P3", 2, null, "H3"); // the light put out
  assert.equal(saves.litOf("7x7#3"), null);
  assert.equal(store.getItem("suido:lit:7x7#3"), "");
  // a board never hinted and never moved writes no hints and no moves
  saves.saveProgress("9x9#1", "Q");
  assert.deepEqual([...store.map.keys()].filter((k) => k.endsWith("9x9#1")), ["suido:progress:9x9#1"]);
});

test("what is not ours in the store reads as nothing: junk hints, a junk light, a junk clock", () => {
  for (const junk of ["x", "-1", "1234567", "1.5"]) {
    store.setItem("suido:hints:junk", junk);
    assert.equal(saves.hintsOf("junk"), 0, junk);
  }
  for (const junk of ["", "1", "a,b", "1,234", "12345678,1"]) {
    store.setItem("suido:lit:junk", junk);
    assert.equal(saves.litOf("junk"), null, junk);
  }
  for (const [saved, ms] of [["", 0], ["abc", 0], ["-5", 0], ["1e9", 0], ["Infinity", 0], ["61000", 61000]]) {
    store.setItem("suido:time:junk", saved);
    assert.equal(saves.timeOf("junk"), ms, saved);
  }
  saves.saveTime("clock", 1234.6);
  assert.equal(saves.timeOf("clock"), 1235);
  saves.saveTime("clock", -3);
  assert.equal(store.getItem("suido:time:clock"), "0");
});

test("the levels solved: ascending, each once, and only plain level numbers read", () => {
  assert.deepEqual(saves.solvedOf("5x5"), []);
  for (const n of [12, 3, 12, 40]) saves.markSolved("5x5", n);
  assert.deepEqual(saves.solvedOf("5x5"), [3, 12, 40]);
  store.setItem("suido:solved:6x6", "1,0,02,x,7,100000,99999,-4,");
  assert.deepEqual(saves.solvedOf("6x6"), [1, 7, 99999]);
});

test("an answer made in this browser is kept by its code; no code, no answer", () => {
  saves.saveAnswer("3x3:abc", "ANS");
  assert.equal(saves.answerOf("3x3:abc"), "ANS");
  assert.equal(saves.answerOf(""), "");
  assert.equal(saves.answerOf("3x3:abd"), "");
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

test("another tab's save of a board's game or moves is told, with both as they are now; other keys are not", () => {
  const told = [];
  const abort = new AbortController();
  saves.watchSaves((...args) => told.push(args), abort.signal);
  store.setItem("suido:progress:8x8#1", "PX");
  store.setItem("suido:history:8x8#1", "HX");
  window.dispatchEvent(eventOf("storage", { key: "suido:progress:8x8#1", newValue: "PX" }));
  window.dispatchEvent(eventOf("storage", { key: "suido:history:8x8#1", newValue: "HX" }));
  window.dispatchEvent(eventOf("storage", { key: "suido:time:8x8#1", newValue: "5" }));
  window.dispatchEvent(eventOf("storage", { key: "suido:progress:8x8#1", newValue: null })); // removed
  window.dispatchEvent(eventOf("storage", { key: null, newValue: null })); // the store cleared
  assert.deepEqual(told, [["8x8#1", "PX", "HX"], ["8x8#1", "PX", "HX"]]);
  abort.abort();
  window.dispatchEvent(eventOf("storage", { key: "suido:progress:8x8#1", newValue: "PX" }));
  assert.equal(told.length, 2);
});

test("a store that refuses: the game is held for the visit (the stored one never overwritten), told once", () => {
  let told = 0;
  saves.onUnsaved(() => { told += 1; });
  saves.saveProgress("4x4#1", "OLD", 0, null, "");
  store.refuse = true;
  saves.saveProgress("4x4#1", "NEW", 1, null, "HNEW");
  saves.markSolved("4x4", 1);
  saves.recordSolve("4x4#1", { ms: 700, turns: 3 });
  assert.equal(told, 1);
  assert.equal(store.getItem("suido:progress:4x4#1"), "OLD");
  assert.equal(saves.progressOf("4x4#1"), "NEW");
  assert.equal(saves.historyOf("4x4#1"), "HNEW");
  assert.equal(saves.hintsOf("4x4#1"), 1);
  assert.deepEqual(saves.solvedOf("4x4"), [1]);
  assert.equal(saves.recordsOf().levels["4x4#1"].best, 700);
  let late = 0;
  saves.onUnsaved(() => { late += 1; }); // told at once: it has refused already
  assert.equal(late, 1);
  // the store takes it again: written, and read from the store
  store.refuse = false;
  saves.saveProgress("4x4#1", "AGAIN", 1, null, "H");
  assert.equal(store.getItem("suido:progress:4x4#1"), "AGAIN");
  assert.equal(told, 1);
});
