// The aids' shell logic (site/aids.js): the keys (K a checkpoint, Shift+K back to the last, J a jumble), the jumble's
// seed, the assistant asked for with a pin or a mark when its setting is on, and the moves each aid sends; and that a
// board's record keeps checkpoints and jumbles across a reload (they are moves of its saved history: the record's
// shape is the same, so a record from before them still loads).
import { test } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage } from "./site.mjs";

globalThis.localStorage = memoryStorage();
const aids = await site("aids.js");
const saves = await site("saves.js");

const key = (k, mods = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

test("K sets a checkpoint, Shift+K goes back to the last one, J jumbles; with a modifier or Shift+J they are not aids", () => {
  assert.equal(aids.aidKey(key("k")), "checkpoint");
  assert.equal(aids.aidKey(key("K", { shiftKey: true })), "back");
  assert.equal(aids.aidKey(key("j")), "jumble");
  assert.equal(aids.aidKey(key("J")), "jumble"); // Caps Lock on
  for (const e of [key("k", { ctrlKey: true }), key("j", { metaKey: true }), key("J", { shiftKey: true }),
    key("k", { altKey: true }), key("l"), { ...key("k"), isComposing: true }]) {
    assert.equal(aids.aidKey(e), null, JSON.stringify(e));
  }
});

test("a jumble's seed is a whole number below 2**31, whatever the random source gives", () => {
  assert.equal(aids.jumbleSeed(() => 0), 0);
  assert.equal(aids.jumbleSeed(() => 0.999999999999), 2 ** 31 - 1);
  for (let i = 0; i < 100; i++) {
    const seed = aids.jumbleSeed();
    assert.ok(Number.isInteger(seed) && seed >= 0 && seed < 2 ** 31);
  }
});

test("a pin or a mark asks for the assistant only while its setting is on", () => {
  const root = { dataset: {} };
  globalThis.document = /** @type {any} */ ({ documentElement: root });
  try {
    assert.deepEqual(aids.assisting({ cell: 3 }), { cell: 3 });
    root.dataset.assist = "on";
    assert.deepEqual(aids.assisting({ cell: 3 }), { cell: 3, assist: true });
    assert.equal(aids.netsOn(), false);
    root.dataset.nets = "on";
    assert.equal(aids.netsOn(), true);
  } finally {
    delete globalThis.document;
  }
});

test("each aid is one move of the board's one path: k, b with the checkpoint (the last one by default), x with a seed", async () => {
  const sent = [];
  const board = { id: "b1", last: { checkpoints: 3 }, play: async (value, how) => { sent.push([value.move, how]); return {}; } };
  await aids.aid(board, "checkpoint");
  await aids.aid(board, "back", 2);
  await aids.aid(board, "back");
  await aids.aid(board, "jumble");
  assert.deepEqual(sent.slice(0, 3), [["k", undefined], ["b2", { checkpoint: 2 }], ["b3", { checkpoint: 3 }]]);
  assert.match(sent[3][0], /^x\d+$/);
  board.last = { checkpoints: 0 };
  assert.equal(await aids.aid(board, "back"), null); // no checkpoint: nothing sent
  assert.equal(sent.length, 4);
});

test("a record whose moves hold checkpoints, a way back and a jumble is kept as it was; one from before them loads", () => {
  const history = "1//0+,k,4+,b1,x77/5";
  saves.saveProgress("5x5#2", "10000:1", 0, null, history);
  saves.flushSaves();
  const text = localStorage.getItem("suido:board:5x5#2");
  assert.equal(saves.recordFrom(text).history, history);
  assert.equal(saves.historyOf("5x5#2"), history);
  // a record written before the checkpoints (the same version: its moves are only older ones)
  localStorage.setItem("suido:board:5x5#3", JSON.stringify({ v: 1, progress: "0100:1", history: "1//1+/1", time: 900,
    hints: 0, lit: null, n: 2 }));
  assert.equal(saves.historyOf("5x5#3"), "1//1+/1");
  assert.equal(saves.progressOf("5x5#3"), "0100:1");
});
