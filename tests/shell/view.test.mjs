// Zoom and pan (site/view.js): the wheel's zoom factor, and the view's arithmetic as the board's own element sees
// it, on a drawing element made of Node's EventTarget (a box, a dataset, attributes): zoom about the centre or
// about the pointer, its bounds, the wheel over a board zoomed or not, a drag's pan, a hint brought into view.
import { test, before } from "node:test";
import assert from "node:assert/strict";
import { site, eventOf } from "./site.mjs";

const { wheelZoom, attachView } = await site("view.js");

class El extends EventTarget {
  constructor(rect = { left: 0, top: 0, width: 0, height: 0 }) {
    super();
    this.rect = rect;
    this.dataset = {};
    this.style = {};
    this.attrs = {};
  }
  setAttribute(k, v) { this.attrs[k] = String(v); }
  getAttribute(k) { return this.attrs[k] ?? null; }
  getBoundingClientRect() { return this.rect; }
  contains(other) { return other === this; }
  querySelectorAll() { return []; }
}

before(() => { globalThis.window = new EventTarget(); });

/** A board of width x height pieces drawn px wide (square), its view attached and drawn once. */
function boardOf(width, height, px, options) {
  const boardEl = new El({ left: 0, top: 0, width: px, height: px * height / width });
  const svg = new El();
  const board = { boardEl, svg, width, height, host: new El(), renderHooks: [], at: Array.from({ length: width * height }, (_, i) => i) };
  const view = attachView(board, options);
  for (const hook of board.renderHooks) hook({});
  const box = () => svg.getAttribute("viewBox").split(" ").map(Number);
  return { board, view, box, boardEl };
}

const near = (a, b, eps = 1e-6) => assert.ok(Math.abs(a - b) <= eps, `${a} is not ${b}`);

test("a wheel's notch zooms by 1.25 at most, a trackpad's small deltas by their own scale, lines as 33 px", () => {
  near(wheelZoom({ deltaY: -100, deltaMode: 0 }), 1.25, 1e-3);
  near(wheelZoom({ deltaY: 100, deltaMode: 0 }), 1 / 1.25, 1e-3);
  assert.ok(wheelZoom({ deltaY: -100000, deltaMode: 0 }) <= 1.25);
  assert.ok(wheelZoom({ deltaY: 100000, deltaMode: 0 }) >= 1 / 1.25);
  near(wheelZoom({ deltaY: -2, deltaMode: 0 }), Math.exp(0.02), 1e-4);
  near(wheelZoom({ deltaY: 3, deltaMode: 1 }), wheelZoom({ deltaY: 99, deltaMode: 0 }));
  near(wheelZoom({ deltaY: 1, deltaMode: 2 }), wheelZoom({ deltaY: 800, deltaMode: 0 }));
  for (const d of [1, 7, 40, 250]) near(wheelZoom({ deltaY: d, deltaMode: 0 }) * wheelZoom({ deltaY: -d, deltaMode: 0 }), 1);
  near(wheelZoom({ deltaY: 0, deltaMode: 0 }), 1);
});

test("a huge board's view zooms about its centre, six times at most, never below the whole board", () => {
  const { view, box, board, boardEl } = boardOf(40, 40, 400); // 10 px a piece: zoom is needed
  assert.equal(board.host.dataset.zoomable, "true");
  assert.deepEqual(box(), [0, 0, 4000, 4000]);
  assert.deepEqual(view.zoom("in"), { zoom: 1.6, x: 750, y: 750 });
  assert.deepEqual(box(), [750, 750, 2500, 2500]);
  assert.equal(boardEl.dataset.zoomed, "true");
  assert.equal(boardEl.dataset.zoom, "1.60");
  assert.equal(view.zoom(100).zoom, 6);
  assert.equal(view.zoom("in").zoom, 6);
  assert.deepEqual(view.zoom(Number.NaN), view.get()); // never a NaN view
  assert.deepEqual(view.zoom("fit"), { zoom: 1, x: 0, y: 0 });
  assert.equal(view.zoom("out").zoom, 1);
  assert.equal(boardEl.dataset.zoomed, "false");
});

test("Ctrl+wheel zooms about the point under the pointer: that point stays under it", () => {
  const { box, boardEl } = boardOf(40, 40, 400);
  const pointer = [100, 300]; // px on the board: the drawing's (1000, 3000)
  for (let i = 0; i < 4; i++) {
    const e = eventOf("wheel", { deltaY: -100, deltaX: 0, deltaMode: 0, ctrlKey: true, clientX: pointer[0], clientY: pointer[1] });
    boardEl.dispatchEvent(e);
    assert.ok(e.defaultPrevented); // the page does not zoom
    const [x, y, w, h] = box();
    near(x + pointer[0] * (w / 400), 1000, 0.02);
    near(y + pointer[1] * (h / 400), 3000, 0.02);
  }
  near(4000 / box()[2], 1.25 ** 4, 1e-3);
});

test("a plain wheel over a board not zoomed is the page's; over a zoomed one it pans", () => {
  const { view, box, boardEl } = boardOf(40, 40, 400);
  const scroll = eventOf("wheel", { deltaY: 50, deltaX: 0, deltaMode: 0, ctrlKey: false, clientX: 10, clientY: 10 });
  boardEl.dispatchEvent(scroll);
  assert.ok(!scroll.defaultPrevented);
  view.zoom(4); // 1000 units shown across 400 px: 2.5 units a px
  const [x0, y0] = box();
  const pan = eventOf("wheel", { deltaY: 40, deltaX: -20, deltaMode: 0, ctrlKey: false, clientX: 10, clientY: 10 });
  boardEl.dispatchEvent(pan);
  assert.ok(pan.defaultPrevented);
  near(box()[0], x0 - 50);
  near(box()[1], y0 + 100);
});

test("a board whose pieces are big enough never zooms: Ctrl+wheel is the page's, and the view stays whole", () => {
  const { view, box, board, boardEl } = boardOf(7, 7, 400); // 57 px a piece
  assert.equal(board.host.dataset.zoomable, "false");
  const e = eventOf("wheel", { deltaY: -100, deltaX: 0, deltaMode: 0, ctrlKey: true, clientX: 10, clientY: 10 });
  boardEl.dispatchEvent(e);
  assert.ok(!e.defaultPrevented);
  assert.deepEqual(box(), [0, 0, 700, 700]);
  // zoom "off": even a huge board stays whole
  const off = boardOf(40, 40, 400, { zoom: false });
  assert.deepEqual(off.view.zoom("in"), { zoom: 1, x: 0, y: 0 });
  assert.equal(view.get().zoom, 1);
});

test("a drag past the slop pans a zoomed board; within it, or while a long press pins, it does not", () => {
  const { view, box, board, boardEl } = boardOf(40, 40, 400);
  view.zoom(2); // 2000 units across 400 px: 5 units a px
  const start = box();
  const at = (type, x, y) => boardEl.dispatchEvent(eventOf(type, { pointerId: 1, clientX: x, clientY: y }));
  at("pointerdown", 200, 200);
  at("pointermove", 205, 203); // within 9 px
  assert.deepEqual(box(), start);
  at("pointermove", 180, 190);
  near(box()[0], start[0] + 100);
  near(box()[1], start[1] + 50);
  at("pointerup", 180, 190);
  board.pinning = true;
  const held = box();
  at("pointerdown", 200, 200);
  at("pointermove", 100, 100);
  assert.deepEqual(box(), held);
});

test("two fingers pinch about their midpoint", () => {
  const { box, boardEl } = boardOf(40, 40, 400);
  const at = (type, id, x, y) => boardEl.dispatchEvent(eventOf(type, { pointerId: id, clientX: x, clientY: y }));
  at("pointerdown", 1, 150, 200);
  at("pointerdown", 2, 250, 200); // 100 px apart, about (200, 200): the drawing's (2000, 2000)
  at("pointermove", 2, 350, 200); // 200 px apart, about (250, 200)
  const [x, y, w] = box();
  near(4000 / w, 2);
  near(x + 250 * (w / 400), 2000, 0.02);
  near(y + 200 * (w / 400), 2000, 0.02);
});

test("a hint's piece is brought into a zoomed view, with half a piece to spare", () => {
  const { view, box, board } = boardOf(40, 40, 400);
  view.zoom(6);
  view.zoom("fit");
  view.zoom(4); // 1000 units shown, about the centre
  const cell = 39 * 40 + 39; // the last row's last piece: (3900, 3900) to (4000, 4000)
  board.host.dispatchEvent(new CustomEvent("suido-hint", { detail: { cell } }));
  assert.deepEqual(box(), [3000, 3000, 1000, 1000]); // the board's corner: the view stops at its edge
  board.host.dispatchEvent(new CustomEvent("suido-hint", { detail: { cell: 20 * 40 + 33 } })); // (3300, 2000)
  assert.deepEqual(box(), [3000, 1950, 1000, 1000]); // the row moved to, half a piece above it; the columns kept
  const first = { detail: { cell: 0 } };
  board.host.dispatchEvent(new CustomEvent("suido-hint", first));
  const [x0, y0] = box();
  assert.deepEqual([x0, y0], [0, 0]);
});

test("a view taken off stops hearing the board", () => {
  const { view, box, board, boardEl } = boardOf(40, 40, 400);
  view.destroy();
  assert.equal(board.renderHooks.length, 0);
  boardEl.dispatchEvent(eventOf("wheel", { deltaY: -100, deltaX: 0, deltaMode: 0, ctrlKey: true, clientX: 10, clientY: 10 }));
  assert.deepEqual(box(), [0, 0, 4000, 4000]);
});

test("a board among its copies (data-origin): the view keeps to the field's box, which starts below zero", () => {
  const { view, box, board } = boardOf(40, 40, 400);
  board.svg.dataset.extent = "6000 6000"; // the field: the board's 4000 and a margin of 1000 all round
  board.svg.dataset.origin = "-1000 -1000";
  assert.deepEqual(view.zoom("fit"), { zoom: 1, x: -1000, y: -1000 });
  assert.deepEqual(box(), [-1000, -1000, 6000, 6000]);
  const zoomed = view.zoom(2); // about the field's centre, the board's own
  assert.deepEqual([zoomed.x, zoomed.y], [500, 500]);
  assert.deepEqual(view.zoom("out"), { zoom: 1.25, x: -400, y: -400 }); // out about the centre: the field's corner
  assert.deepEqual(view.zoom("out"), { zoom: 1, x: -1000, y: -1000 }); // never past it
});
