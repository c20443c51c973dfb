// The pointer's state machine (site/pointer.js): taps, scrolls, drags, long presses that pin or mark, second
// fingers and cancels, each fed as input.js feeds it, with the hooks recording what the machine decided.
import { test, beforeEach, afterEach, mock } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { PointerMachine, TAP_SLOP, LONG_PRESS } = await site("pointer.js");

const settled = () => new Promise((resolve) => setImmediate(resolve)); // the hooks' promises have run

/** A machine whose hooks record each call; longPress answers `marks` (a mark made near an edge) or not. */
function machine({ marks = false, canDrag = true } = {}) {
  const calls = [];
  const m = new PointerMachine({
    tap: (press) => calls.push(["tap", press.c, press.by]),
    longPress: (press) => { calls.push(["longPress", press.c]); return Promise.resolve(marks); },
    pinStart: (press) => calls.push(["pinStart", press.c]),
    pinOver: (c) => calls.push(["pinOver", c]),
    pinEnd: () => calls.push(["pinEnd"]),
    canDrag: () => canDrag,
    drag: (press, e) => calls.push(["drag", press.c, e.clientX, e.clientY]),
    settle: () => calls.push(["settle"]),
  });
  return { m, calls };
}

const pointer = (fields = {}) => ({ pointerId: 1, isPrimary: true, clientX: 100, clientY: 100, pointerType: "mouse",
  button: 0, ...fields });

beforeEach(() => mock.timers.enable({ apis: ["setTimeout"] }));
afterEach(() => mock.timers.reset());

test("a press let go within the slop is a tap, with the way it turns", () => {
  const { m, calls } = machine();
  m.pointerDown(pointer(), 7, -1);
  assert.equal(m.state, "pressed");
  m.pointerMove(pointer({ clientX: 100 + TAP_SLOP }), () => 7); // exactly the slop: still a tap
  m.pointerUp(pointer({ clientX: 100 + TAP_SLOP }));
  assert.deepEqual(calls, [["tap", 7, -1]]);
  assert.equal(m.state, "idle");
  assert.ok(m.free);
});

test("a touch that moves past the slop is a scroll: never a tap, never a drag", () => {
  const { m, calls } = machine();
  m.pointerDown(pointer({ pointerType: "touch" }), 3, 1);
  m.pointerMove(pointer({ pointerType: "touch", clientY: 100 + TAP_SLOP + 1 }), () => 3);
  assert.equal(m.state, "idle");
  m.pointerUp(pointer({ pointerType: "touch" }));
  mock.timers.tick(LONG_PRESS * 2); // and the long press it started never comes
  assert.deepEqual(calls, []);
});

test("a mouse that moves past the slop drags (a mark) when the board allows it, else it is nothing", () => {
  const drags = machine();
  drags.m.pointerDown(pointer(), 4, 1);
  drags.m.pointerMove(pointer({ clientX: 130 }), () => 5);
  assert.equal(drags.m.state, "dragging");
  drags.m.pointerUp(pointer({ clientX: 140, clientY: 90 }));
  assert.deepEqual(drags.calls, [["drag", 4, 140, 90]]);

  const refused = machine({ canDrag: false });
  refused.m.pointerDown(pointer(), 4, 1);
  refused.m.pointerMove(pointer({ clientX: 130 }), () => 5);
  refused.m.pointerUp(pointer({ clientX: 130 }));
  assert.deepEqual(refused.calls, []);
  // the right button never drags, even where a drag is allowed
  const right = machine();
  right.m.pointerDown(pointer({ button: 2 }), 4, -1);
  right.m.pointerMove(pointer({ button: 2, clientX: 130 }), () => 5);
  assert.equal(right.m.state, "idle");
});

test("a long press pins the piece and every piece passed after, once each; its up is no tap", async () => {
  const { m, calls } = machine();
  m.pointerDown(pointer(), 2, 1);
  mock.timers.tick(LONG_PRESS - 1);
  assert.equal(m.state, "pressed");
  mock.timers.tick(1);
  assert.equal(m.state, "deciding");
  assert.ok(m.holding && !m.free);
  m.pointerMove(pointer({ clientX: 150 }), () => 3); // passed while it decides: pinned once it pins
  await settled();
  assert.equal(m.state, "pinning");
  for (const c of [3, 4, 4, 2, null, 5]) m.pointerMove(pointer({ clientX: 200 }), () => c);
  m.pointerUp(pointer({ clientX: 200 }));
  assert.deepEqual(calls, [["longPress", 2], ["pinStart", 2], ["pinOver", 3], ["settle"], ["pinOver", 4],
    ["pinOver", 5], ["pinEnd"]]);
  assert.ok(m.free);
});

test("a long press near an edge marks it: the up that follows is no tap, and the next press is fresh", async () => {
  const { m, calls } = machine({ marks: true });
  m.pointerDown(pointer(), 2, 1);
  mock.timers.tick(LONG_PRESS);
  await settled();
  assert.equal(m.state, "marked");
  assert.ok(m.free && !m.holding);
  m.pointerUp(pointer());
  assert.equal(m.state, "idle");
  m.pointerDown(pointer(), 6, 1);
  m.pointerUp(pointer());
  assert.deepEqual(calls, [["longPress", 2], ["settle"], ["tap", 6, 1]]);
});

test("let go while the long press decides: it pins the one piece and ends at once", async () => {
  const { m, calls } = machine();
  m.pointerDown(pointer(), 8, 1);
  mock.timers.tick(LONG_PRESS);
  m.pointerUp(pointer());
  assert.equal(m.state, "deciding"); // the hook has the last word
  await settled();
  assert.deepEqual(calls, [["longPress", 8], ["pinStart", 8], ["pinEnd"], ["settle"]]);
  assert.equal(m.state, "idle");
});

test("only the left button holds to pin: a right-button press held long is still a tap back", () => {
  const { m, calls } = machine();
  m.pointerDown(pointer({ button: 2 }), 5, -1);
  mock.timers.tick(LONG_PRESS * 3);
  m.pointerUp(pointer({ button: 2 }));
  assert.deepEqual(calls, [["tap", 5, -1]]);
});

test("a second finger ends the press: the first finger's up is then no tap, and no long press comes", () => {
  const { m, calls } = machine();
  m.pointerDown(pointer({ pointerType: "touch" }), 1, 1);
  m.pointerDown(pointer({ pointerType: "touch", pointerId: 2, isPrimary: false }), 9, 1);
  assert.equal(m.state, "idle");
  mock.timers.tick(LONG_PRESS);
  m.pointerUp(pointer({ pointerType: "touch" }));
  m.pointerUp(pointer({ pointerType: "touch", pointerId: 2, isPrimary: false }));
  assert.deepEqual(calls, []);
});

test("a second finger while pinning ends the pinning", async () => {
  const { m, calls } = machine();
  m.pointerDown(pointer({ pointerType: "touch" }), 1, 1);
  mock.timers.tick(LONG_PRESS);
  await settled();
  m.pointerDown(pointer({ pointerType: "touch", pointerId: 2, isPrimary: false }), 2, 1);
  assert.deepEqual(calls.at(-1), ["pinEnd"]);
  assert.equal(m.state, "idle");
});

test("a cancel ends a press, and the long press cancelled meanwhile comes to nothing", async () => {
  const { m, calls } = machine();
  m.pointerDown(pointer(), 1, 1);
  m.pointerCancel();
  mock.timers.tick(LONG_PRESS);
  m.pointerUp(pointer());
  assert.deepEqual(calls, []);
  m.pointerDown(pointer(), 1, 1);
  mock.timers.tick(LONG_PRESS);
  m.pointerCancel(); // cancelled while the hook decides
  await settled();
  assert.deepEqual(calls, [["longPress", 1], ["settle"]]);
  assert.equal(m.state, "idle");
});

test("a press off every piece starts nothing; another pointer's events are not the press's", () => {
  const { m, calls } = machine();
  m.pointerDown(pointer(), null, 1);
  assert.equal(m.press, null);
  m.pointerUp(pointer());
  m.pointerDown(pointer(), 3, 1);
  m.pointerMove(pointer({ pointerId: 5, clientX: 400 }), () => 4);
  m.pointerUp(pointer({ pointerId: 5 }));
  assert.equal(m.state, "pressed");
  m.pointerUp(pointer());
  assert.deepEqual(calls, [["tap", 3, 1]]);
});

test("a right-button press ends as its tap at the context menu's event, with an up after it or none (WebKit)", () => {
  const { m, calls } = machine();
  m.pointerDown(pointer({ button: 2 }), 6, -1);
  m.menu(pointer({ button: 2 }));            // WebKit: pointerdown, contextmenu and no pointerup
  assert.deepEqual(calls, [["tap", 6, -1]]);
  assert.ok(m.free);
  m.pointerUp(pointer({ button: 2 }));       // Chromium and Firefox on Linux: the up follows, and turns nothing more
  assert.deepEqual(calls, [["tap", 6, -1]]);
  m.pointerDown(pointer({ button: 2 }), 6, -1);
  m.pointerUp(pointer({ button: 2 }));       // Windows: the up first, then the menu's event finds no press
  m.menu(pointer({ button: 2 }));
  m.pointerDown(pointer({ pointerType: "touch" }), 2, 1);
  m.menu(pointer({ pointerType: "touch" })); // a touch held (Android's menu): still the long press's to decide
  assert.deepEqual(calls, [["tap", 6, -1], ["tap", 6, -1]]);
  assert.equal(m.state, "pressed");
});
