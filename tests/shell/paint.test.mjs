// The water's run as the page paces it (site/paint.js): a piece's water is written when the water reaches it, with
// no wait of its own then; a few pieces drying are written at once, and a reply that dries many pieces drains
// them from the cut outward without the slide; a later write of a piece takes the place of one on its way; reduced
// motion and flushWater write at once.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { paint, flushWater } = await site("paint.js");

let clock = 0;
let frames = [];
let reduce = false;
beforeEach(() => {
  clock = 0;
  frames = [];
  reduce = false;
  Object.defineProperty(globalThis, "performance", { value: { now: () => clock }, configurable: true, writable: true });
  globalThis.requestAnimationFrame = (f) => frames.push(f);
  globalThis.matchMedia = (query) => ({ matches: reduce && query.includes("reduced-motion"), query });
  globalThis.document = { documentElement: { dataset: {} } };
});

/** The frames of the next ms milliseconds, as the browser runs them (every 16). */
function run(ms) {
  for (const end = clock + ms; clock < end;) {
    clock += 16;
    const now = frames.splice(0);
    for (const f of now) f(clock);
  }
}

const element = (attributes = {}) => ({
  attributes: { ...attributes }, props: {}, dataset: {},
  getAttribute(name) { return name in this.attributes ? this.attributes[name] : null; },
  setAttribute(name, value) { this.attributes[name] = String(value); },
  get style() { const props = this.props; return { setProperty: (k, v) => { props[k] = v; } }; },
});

/** A board of n pieces in a row, each with two arms (sides 1 and 3: east and west), dry as drawn. */
function board(n) {
  const els = Array.from({ length: n }, (_, c) => {
    const g = element({ "data-wet": "false", "data-cell": String(c) });
    const arms = [1, 3].map((side) => Object.assign(element({ "data-w": "" }), { dataset: { side: String(side) } }));
    g.querySelectorAll = () => arms;
    g.querySelector = () => element();
    g.arms = arms;
    return g;
  });
  return { els, parts: new Array(n), sides: 4, q: [], at: [], cellAt: [], svg: { dataset: {} }, repainted: null,
    showQ() {}, showPin() {} };
}

/** A reply whose water alone changed: pieces cells at depths k (-1: dry), each in from the west and out east. */
const reply = (cells, k, { step = 40, from = 0 } = {}) => ({
  step, from, solved: false, cells: [],
  water: { cells, k, w: cells.map((_, i) => (k[i] < 0 ? "----" : "-o-i")).join("") },
});
const wet = (b) => b.els.map((g) => g.getAttribute("data-wet"));

test("each piece's water is written when the water reaches it, with no wait of its own then", () => {
  const b = board(6);
  paint(b, [], reply([0, 1, 2, 3, 4, 5], [0, 1, 2, 3, 4, 5]));
  assert.deepEqual(wet(b), ["true", "false", "false", "false", "false", "false"]); // the pump's piece at once
  assert.equal(b.els[0].arms[0].getAttribute("data-w"), "out");
  assert.equal(b.els[1].arms[0].getAttribute("data-w"), "");
  run(96); // 96 ms: depths 1 and 2 (40 and 80 ms) have come
  assert.deepEqual(wet(b), ["true", "true", "true", "false", "false", "false"]);
  assert.equal(b.els[2].props["--sd-from"], "2"); // --at is 0 at its own depth: its run starts now
  assert.equal(b.els[2].props["--k"], "2");
  assert.deepEqual(b.els[2].arms.map((a) => a.getAttribute("data-w")), ["out", "in"]);
  run(200);
  assert.deepEqual(wet(b), ["true", "true", "true", "true", "true", "true"]);
  assert.equal(frames.length, 0); // nothing left on its way: no more frames asked for
});

test("a piece dried by a later reply is never wetted by the water that was on its way", () => {
  const b = board(4);
  paint(b, [], reply([0, 1, 2, 3], [0, 1, 2, 3]));
  run(20);
  paint(b, [], reply([0, 1, 2, 3], [0, -1, -1, -1])); // the pump turned away before the water got there
  run(400);
  assert.deepEqual(wet(b), ["true", "false", "false", "false"]);
  assert.deepEqual(b.els[3].arms.map((a) => a.getAttribute("data-w")), ["", ""]);
});

test("under reduced motion, and when flushed, all the water is written at once", () => {
  reduce = true;
  const still = board(5);
  paint(still, [], reply([0, 1, 2, 3, 4], [0, 1, 2, 3, 4]));
  assert.deepEqual(wet(still), ["true", "true", "true", "true", "true"]);
  reduce = false;
  const b = board(5);
  paint(b, [], reply([0, 1, 2, 3, 4], [0, 1, 2, 3, 4]));
  assert.equal(wet(b).filter((w) => w === "true").length, 1);
  flushWater(b);
  assert.deepEqual(wet(b), ["true", "true", "true", "true", "true"]);
  assert.deepEqual(b.els[4].arms.map((a) => a.getAttribute("data-w")), ["out", "in"]);
});

test("a reply that dries many pieces drains them from the cut outward without the slide; a few dry at once", () => {
  for (const [n, dried] of [[70, ""], [10, "false"]]) {
    const b = board(n);
    const all = b.els.map((_, c) => c);
    reduce = true; // wet them all at once first, piece c at depth c
    paint(b, [], reply(all, all));
    reduce = false;
    paint(b, [], reply(all, all.map(() => -1))); // step 40: the drain reaches a depth every 10 ms
    if (n === 10) {
      assert.deepEqual(new Set(wet(b)), new Set([dried]), `${n} pieces at once`);
      continue;
    }
    assert.deepEqual(wet(b).slice(0, 3), ["", "true", "true"]); // the cut dries at once, the rest waits
    assert.deepEqual(b.els[1].arms.map((a) => a.getAttribute("data-w")), ["out", "in"]); // its water still there
    run(16); // one frame: the depths due by its end (up to 24 ms: 1 and 2) drained, nothing further
    assert.deepEqual(wet(b).slice(0, 4), ["", "", "", "true"]);
    run(1000);
    assert.deepEqual(new Set(wet(b)), new Set([dried]), `${n} pieces drained`);
    assert.deepEqual(b.els[n - 1].arms.map((a) => a.getAttribute("data-w")), ["", ""]);
    assert.equal(frames.length, 0);
  }
});

test("water that comes back before the drain reaches a piece takes the drain's place", () => {
  const b = board(70);
  const all = b.els.map((_, c) => c);
  reduce = true;
  paint(b, [], reply(all, all));
  reduce = false;
  paint(b, [], reply(all, all.map(() => -1)));
  run(16);
  reduce = true; // the pump turned back at once: the water everywhere again
  paint(b, [], reply(all, all));
  reduce = false;
  run(1000);
  assert.deepEqual(new Set(wet(b)), new Set(["true"]));
});

test("under reduced motion a reply that dries many pieces dries them all at once", () => {
  const b = board(70);
  const all = b.els.map((_, c) => c);
  reduce = true;
  paint(b, [], reply(all, all));
  paint(b, [], reply(all, all.map(() => -1)));
  assert.deepEqual(new Set(wet(b)), new Set([""]));
  assert.equal(frames.length, 0);
});
