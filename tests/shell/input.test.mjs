// The board's input (site/input.js): which keys undo and redo (Ctrl or Cmd with Z, Shift for redo, Ctrl+Y), which
// find a piece (seek.js: L, D, H), and that the pointer's slop and long press are the pointer machine's own.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { undoKey, TAP_SLOP, LONG_PRESS } = await site("input.js");
const pointer = await site("pointer.js");

const key = (k, mods = {}) => ({ key: k, ctrlKey: false, metaKey: false, shiftKey: false, altKey: false, ...mods });

test("Ctrl+Z and Cmd+Z undo; with Shift (Z as the browser reports it then) they redo, and so does Ctrl+Y", () => {
  assert.equal(undoKey(key("z", { ctrlKey: true })), "undo");
  assert.equal(undoKey(key("z", { metaKey: true })), "undo");
  assert.equal(undoKey(key("Z", { ctrlKey: true, shiftKey: true })), "redo");
  assert.equal(undoKey(key("Z", { metaKey: true, shiftKey: true })), "redo");
  assert.equal(undoKey(key("Z", { ctrlKey: true })), "undo"); // Caps Lock on
  assert.equal(undoKey(key("y", { ctrlKey: true })), "redo");
});

test("anything else is no undo key: no modifier, Alt with it, Cmd+Y, Ctrl+Shift+Y, other letters", () => {
  for (const e of [key("z"), key("z", { shiftKey: true }), key("z", { ctrlKey: true, altKey: true }),
    key("y", { metaKey: true }), key("Y", { ctrlKey: true, shiftKey: true }), key("x", { ctrlKey: true }),
    key("Enter", { ctrlKey: true })]) {
    assert.equal(undoKey(e), null, JSON.stringify(e));
  }
});

test("the tap's slop and the long press are the pointer machine's", () => {
  assert.equal(TAP_SLOP, pointer.TAP_SLOP);
  assert.equal(LONG_PRESS, pointer.LONG_PRESS);
});

test("the keys that find a piece (seek.js): L and D, with Shift back; H the lit piece; never with a modifier", async () => {
  const { seekKey } = await site("seek.js");
  assert.deepEqual(seekKey(key("l")), { what: "leak", back: false });
  assert.deepEqual(seekKey(key("L", { shiftKey: true })), { what: "leak", back: true });
  assert.deepEqual(seekKey(key("d")), { what: "dry", back: false });
  assert.deepEqual(seekKey(key("D", { shiftKey: true })), { what: "dry", back: true });
  assert.deepEqual(seekKey(key("h")), { what: "lit", back: false });
  assert.equal(seekKey(key("H", { shiftKey: true })), null);
  for (const mods of [{ ctrlKey: true }, { metaKey: true }, { altKey: true }, { isComposing: true }]) {
    assert.equal(seekKey(key("l", mods)), null, JSON.stringify(mods));
  }
  assert.equal(seekKey(key("x")), null);
});
