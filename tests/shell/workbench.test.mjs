// The Workbench's pure parts (site/workbench.js): the side a direction points to and the neighbour there, on squares
// and hexagons from what the worker gives (neighbours and arms); a pen's path joined on, drawn back and kept to
// neighbours; a pasted code or address read; undo and redo over the codes. And the view on a stand-in page and worker:
// the last result said until the new one comes, and the mends asked a part at a time, none for a board replaced.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { sideToward, cellToward, pathWith, codeOfText, Codes } = await site("workbench.js");

// a 3x3 square board as the workbench op gives it: sides N E S W, the arms' ends about the centre (y down)
const SQUARE_ARMS = [[[0, 0, -0.5], [1, 0.5, 0], [2, 0, 0.5], [3, -0.5, 0]]];
function squares(w, h) {
  const neighbours = [];
  for (let c = 0; c < w * h; c++) {
    const r = Math.floor(c / w), col = c % w;
    neighbours.push(r > 0 ? c - w : -1, col < w - 1 ? c + 1 : -1, r < h - 1 ? c + w : -1, col > 0 ? c - 1 : -1);
  }
  return { sides: 4, neighbours, polygons: Array(w * h).fill(0), arms: SQUARE_ARMS, holes: [] };
}

test("an arrow points to the side its way, and to the neighbour there; none off the board", () => {
  const b = squares(3, 3);
  assert.equal(sideToward(b, 4, 0, -1), 0);
  assert.equal(sideToward(b, 4, 1, 0), 1);
  assert.equal(cellToward(b, 4, 0, 1), 7);
  assert.equal(cellToward(b, 4, -1, 0), 3);
  assert.equal(cellToward(b, 0, 0, -1), -1); // the rim
  assert.equal(cellToward(b, 0, -1, 0), -1);
});

test("on hexagons up goes to one of the two upper neighbours", () => {
  const r = 0.5, a = (deg) => [Math.cos((deg * Math.PI) / 180) * r, -Math.sin((deg * Math.PI) / 180) * r];
  const arms = [[0, 60], [1, 0], [2, -60], [3, -120], [4, 180], [5, 120]].map(([s, d]) => [s, ...a(d)]);
  const hex = { sides: 6, neighbours: [10, 11, 12, 13, 14, 15], polygons: [0], arms: [arms], holes: [] };
  assert.ok([0, 5].includes(sideToward(hex, 0, 0, -1)));
  assert.equal(sideToward(hex, 0, 1, 0), 1);
  assert.equal(cellToward(hex, 0, -1, 0), 14);
});

test("a pen's path joins neighbours on, goes back when drawn back, and skips a cell out of reach", () => {
  const b = squares(3, 3);
  let path = [0];
  path = pathWith(path, 1, b);
  assert.deepEqual(path, [0, 1]);
  assert.deepEqual(pathWith(path, 1, b), [0, 1]); // the same cell: as it was
  assert.deepEqual(pathWith(path, 8, b), [0, 1]); // not a neighbour of the last
  path = pathWith(path, 4, b);
  assert.deepEqual(path, [0, 1, 4]);
  assert.deepEqual(pathWith(path, 1, b), [0, 1]); // drawn back
  assert.deepEqual(pathWith([0], -1, b), [0]); // off the board
  assert.deepEqual(pathWith([0], 1, { ...b, holes: [1] }), [0]); // out of the board's shape
});

test("a pasted code or address is read", () => {
  assert.equal(codeOfText("  3x3w:eudCb64O7 "), "3x3w:eudCb64O7");
  assert.equal(codeOfText("https://example.org/suido/?code=3x3w%3AeudCb64O7&lang=ja"), "3x3w:eudCb64O7");
  assert.equal(codeOfText("?view=workbench&code=2x2:h6c9"), "2x2:h6c9");
  assert.equal(codeOfText("https://example.org/"), "");
  assert.equal(codeOfText(""), "");
});

test("undo and redo run over the codes; a new code drops what was undone", () => {
  const codes = new Codes();
  assert.equal(codes.push("a"), true);
  codes.push("b");
  codes.push("c");
  assert.equal(codes.push("c"), false); // the same board: no edit
  assert.equal(codes.undo(), "b");
  assert.equal(codes.undo(), "a");
  assert.equal(codes.undo(), null);
  assert.equal(codes.redo(), "b");
  codes.push("d");
  assert.equal(codes.redo(), null);
  assert.deepEqual([codes.past, codes.now], [["a", "b"], "d"]);
});

// ---- the view's waiting, with a stand-in page and worker: what is said while a board is weighed, and the mends
// asked a part at a time so that an edit never waits behind them all

/** A stand-in element: what the view reads and writes of one (no layout, no events). */
function fakeElement() {
  const e = {
    children: [], dataset: {}, attrs: {}, hidden: false, disabled: false, textContent: "", value: "", options: [],
    style: {}, parent: null,
    get firstChild() { return this.children[0]; },
    append(...kids) { for (const k of kids) { if (typeof k === "object") k.parent = this; this.children.push(k); } },
    replaceChildren(...kids) { this.children = []; this.append(...kids); },
    before(k) { const at = this.parent.children.indexOf(this); k.parent = this.parent; this.parent.children.splice(at, 0, k); },
    remove() { if (this.parent) this.parent.children.splice(this.parent.children.indexOf(this), 1); this.parent = null; },
    setAttribute(k, v) { this.attrs[k] = String(v); }, getAttribute(k) { return this.attrs[k] ?? null; },
    removeAttribute(k) { delete this.attrs[k]; },
    addEventListener() {}, querySelector: () => null, querySelectorAll: () => [], closest: () => null,
    contains: () => false, focus() {}, select() {},
  };
  return e;
}

/** A stand-in worker: each call waits until the test answers it (answer(result), or fail(error)). */
function fakeClient() {
  const calls = [];
  return {
    calls,
    call(op, args) {
      return new Promise((resolve, reject) => calls.push({ op, args, answer: resolve, fail: reject }));
    },
  };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

/** The view built on stand-ins, a board taken (`code`), its first analysis asked. */
async function benchOn(code) {
  const { WorkbenchView } = await site("workbench.js");
  globalThis.document = /** @type {any} */ ({ createElement: fakeElement, createElementNS: fakeElement, activeElement: null });
  const client = fakeClient();
  const view = new WorkbenchView(/** @type {any} */ (fakeElement()), { client, onPlay: () => {}, addressOf: () => "" });
  view.lang = "en";
  view.build();
  const drawn = { code, svg: null, sides: 4, cells: 4, neighbours: [], polygons: [0, 0, 0, 0], arms: [], holes: [],
    grid: "square", width: 2, height: 2, kind: "network", wrap: false, shapes: [] };
  view.take(drawn, true);
  return { view, client, drawn };
}

const analysis = (code, count, said) => ({ code, count, complete: true, unique: count === 1, said, answers:
  Array.from({ length: count }, (_, k) => `${code}#${k}`), fixed: [], differing: count > 1 ? [0, 1] : [],
  measuresSaid: null });

test("the last result stays said, under a progress line, until the new board's comes", async () => {
  const { view, client, drawn } = await benchOn("A");
  try {
    assert.equal(client.calls.at(-1).op, "analyse");
    client.calls.at(-1).answer(analysis("A", 1, "one answer"));
    await settle();
    assert.equal(view.saidEl.textContent, "one answer");
    assert.equal(view.progressEl.hidden, true);
    view.take({ ...drawn, code: "B" }, true); // an edit's board: weighed anew
    assert.equal(client.calls.at(-1).op, "analyse");
    assert.equal(client.calls.at(-1).args.code, "B");
    assert.equal(view.saidEl.textContent, "one answer"); // kept meanwhile
    assert.equal(view.progressEl.hidden, false);
    assert.equal(view.root.dataset.weighing, "true");
    client.calls.at(-1).answer(analysis("B", 0, "no answer"));
    await settle();
    assert.equal(view.saidEl.textContent, "no answer");
    assert.equal(view.progressEl.hidden, true);
  } finally {
    delete globalThis.document;
  }
});

test("mends are asked a part at a time from the answers the page has, and none for a board an edit replaced", async () => {
  const { view, client, drawn } = await benchOn("A");
  try {
    client.calls.at(-1).answer(analysis("A", 3, "three answers"));
    await settle();
    const first = client.calls.at(-1);
    assert.equal(first.op, "mends");
    assert.deepEqual([first.args.step, first.args.from, first.args.spent, first.args.found], [true, 0, 0, 0]);
    assert.deepEqual(first.args.answers, ["A#0", "A#1", "A#2"]); // not counted again by the worker
    const mend = { kind: "wall", cells: [0, 1], code: "A+wall", count: 1, complete: true, differing: [], said: "a wall" };
    first.answer({ mends: [mend], next: 5, spent: 40, said: null });
    await settle();
    const second = client.calls.at(-1);
    assert.deepEqual([second.op, second.args.from, second.args.spent, second.args.found], ["mends", 5, 40, 1]);
    assert.equal(view.mendsEl.children.filter((li) => li.className === "sdw-mend").length, 1); // shown as it came
    // an edit while that part is out: sent to the worker at once (behind that part alone), and no part asked after it
    view.edit({ tool: "turn", cell: 0 });
    await settle();
    assert.equal(client.calls.at(-1).op, "edit");
    second.answer({ mends: [{ ...mend, code: "A+lock" }], next: 9, spent: 80, said: null });
    await settle();
    assert.equal(client.calls.filter((c) => c.op === "mends").length, 2);
    client.calls.at(-1).answer({ ...drawn, code: "C" });
    await settle();
    assert.equal(client.calls.at(-1).op, "analyse");
    assert.equal(client.calls.at(-1).args.code, "C");
    assert.equal(client.calls.filter((c) => c.op === "mends").length, 2);
  } finally {
    delete globalThis.document;
  }
});
