// Where a key moves the focus (site/keys.js), on squares and on hexagons, at edges and across a wrapping board's.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { placeFrom } = await site("keys.js");

// the keys of a hexagonal board as its open reply gives them (suido.web.play's keys_of; tests/engine/test_hex_web.py
// holds that reply to the grid's module), and a square board's (the arrows alone)
const HEX = {
  steps: [[[-1, 0], [0, 1], [1, 0], [1, -1], [0, -1], [-1, -1]], [[-1, 1], [0, 1], [1, 1], [1, 0], [0, -1], [-1, 0]]],
  sides: { 9: 0, 6: 1, 3: 2, 1: 3, 4: 4, 7: 5 },
};
const SQUARE = { steps: [[[-1, 0], [0, 1], [1, 0], [0, -1]], [[-1, 0], [0, 1], [1, 0], [0, -1]]], sides: {} };

test("the arrows move a place on squares, stop at an edge (-1), and run round a wrapping board", () => {
  // a 4x3 board, the place 5 is row 1, column 1
  assert.equal(placeFrom("ArrowRight", false, 5, 4, 3, false), 6);
  assert.equal(placeFrom("ArrowLeft", false, 5, 4, 3, false), 4);
  assert.equal(placeFrom("ArrowUp", false, 5, 4, 3, false), 1);
  assert.equal(placeFrom("ArrowDown", false, 5, 4, 3, false), 9);
  assert.equal(placeFrom("ArrowLeft", false, 4, 4, 3, false), -1); // the row's first: never the row above's last
  assert.equal(placeFrom("ArrowRight", false, 7, 4, 3, false), -1);
  assert.equal(placeFrom("ArrowUp", false, 2, 4, 3, false), -1);
  assert.equal(placeFrom("ArrowDown", false, 10, 4, 3, false), -1);
  assert.equal(placeFrom("ArrowLeft", false, 4, 4, 3, true), 7); // wrap: round to the row's last
  assert.equal(placeFrom("ArrowRight", false, 7, 4, 3, true), 4);
  assert.equal(placeFrom("ArrowUp", false, 2, 4, 3, true), 10);
  assert.equal(placeFrom("ArrowDown", false, 10, 4, 3, true), 2);
});

test("Home and End go to the row's ends, with Ctrl to the board's; PageUp and PageDown five rows, kept on it", () => {
  assert.equal(placeFrom("Home", false, 6, 4, 3, false), 4);
  assert.equal(placeFrom("End", false, 5, 4, 3, false), 7);
  assert.equal(placeFrom("Home", true, 6, 4, 3, false), 0);
  assert.equal(placeFrom("End", true, 5, 4, 3, false), 11);
  assert.equal(placeFrom("PageDown", false, 1, 3, 10, false), 16); // row 0 -> row 5, column 1
  assert.equal(placeFrom("PageDown", false, 22, 3, 10, false), 28); // row 7 -> the last row, column 1
  assert.equal(placeFrom("PageUp", false, 22, 3, 10, false), 7); // row 7 -> row 2
  assert.equal(placeFrom("PageUp", false, 8, 3, 10, false), 2); // row 2 -> the first row
});

test("a key that is no move is null, and the keypad's digits move nothing on squares", () => {
  for (const key of ["a", "Enter", " ", "Tab", "9", "5", "constructor"]) {
    assert.equal(placeFrom(key, false, 5, 4, 3, false), null, key);
    assert.equal(placeFrom(key, false, 5, 4, 3, false, SQUARE), null, key);
  }
  assert.equal(placeFrom("7", false, 5, 4, 3, false, SQUARE, "Numpad7"), null);
  assert.equal(placeFrom("constructor", false, 12, 5, 5, false, HEX), null); // a key is the table's own, never inherited
});

test("on hexagons 7 9 4 6 1 3 go to the six neighbours, by odd-r rows (odd rows shifted half a cell right)", () => {
  const w = 5, h = 5;
  const at = (row, col) => row * w + col;
  // from an even row (2, 2): NW (1, 1), NE (1, 2), W, E, SW (3, 1), SE (3, 2)
  const even = { 7: at(1, 1), 9: at(1, 2), 4: at(2, 1), 6: at(2, 3), 1: at(3, 1), 3: at(3, 2) };
  for (const [key, place] of Object.entries(even)) assert.equal(placeFrom(key, false, at(2, 2), w, h, false, HEX), place, key);
  // from an odd row (1, 2): NW (0, 2), NE (0, 3), SW (2, 2), SE (2, 3)
  const odd = { 7: at(0, 2), 9: at(0, 3), 4: at(1, 1), 6: at(1, 3), 1: at(2, 2), 3: at(2, 3) };
  for (const [key, place] of Object.entries(odd)) assert.equal(placeFrom(key, false, at(1, 2), w, h, false, HEX), place, key);
});

test("the keypad's keys are read by their place (Num Lock off sends Home, PageUp...)", () => {
  const w = 5, h = 5, from = 12; // (2, 2)
  assert.equal(placeFrom("Home", false, from, w, h, false, HEX, "Numpad7"), 6); // north-west, not the row's start
  assert.equal(placeFrom("PageUp", false, from, w, h, false, HEX, "Numpad9"), 7);
  assert.equal(placeFrom("End", false, from, w, h, false, HEX, "Numpad1"), 16);
  assert.equal(placeFrom("PageDown", false, from, w, h, false, HEX, "Numpad3"), 17);
  // with Ctrl the keys are the board's ends on hexagons too
  assert.equal(placeFrom("Home", true, from, w, h, false, HEX, "Numpad7"), 0);
});

test("on hexagons the up and down arrows keep a column straight; a step off the board stops, or wraps", () => {
  const w = 4, h = 4;
  assert.equal(placeFrom("ArrowUp", false, 9, w, h, false, HEX), 5); // (2, 1) -> (1, 1): north-east from an even row
  assert.equal(placeFrom("ArrowUp", false, 5, w, h, false, HEX), 1); // (1, 1) -> (0, 1): north-west from an odd row
  assert.equal(placeFrom("7", false, 4, w, h, false, HEX), 0); // (1, 0) NW -> (0, 0)
  assert.equal(placeFrom("7", false, 8, w, h, false, HEX), -1); // (2, 0) NW -> (1, -1): off
  assert.equal(placeFrom("7", false, 8, w, h, true, HEX), 7); // wrapping: (1, 3)
  assert.equal(placeFrom("3", false, 15, w, h, true, HEX), 0); // (3, 3) SE -> (4, 4) -> (0, 0)
});

test("on a grid of many polygons the ways' table moves the focus: arrows, digits (and the keypad's), Home, End, Ctrl", () => {
  // three places in a line west to east (0 1 2), a fourth (3) north-east of 1, reached by 9 alone
  const none = [-1, -1, -1, -1, -1, -1, -1, -1];
  const arrows = [
    ...[-1, -1, 1, -1, -1, -1, -1, -1],
    ...[-1, 3, 2, -1, -1, -1, 0, -1],
    ...[-1, -1, -1, -1, -1, -1, 1, -1],
    ...[-1, -1, -1, -1, -1, 1, -1, -1],
    ...none, // a hole
  ];
  const keys = { sides: {}, arrows };
  assert.equal(placeFrom("ArrowRight", false, 0, 3, 2, false, keys), 1);
  assert.equal(placeFrom("ArrowUp", false, 1, 3, 2, false, keys), -1); // none that way: the focus stays
  assert.equal(placeFrom("9", false, 1, 3, 2, false, keys), 3);
  assert.equal(placeFrom("PageUp", false, 1, 3, 2, false, keys, "Numpad9"), 3); // the keypad by its place
  assert.equal(placeFrom("1", false, 3, 3, 2, false, keys), 1);
  assert.equal(placeFrom("End", false, 0, 3, 2, false, keys), 2);
  assert.equal(placeFrom("Home", false, 2, 3, 2, false, keys), 0);
  assert.equal(placeFrom("End", true, 0, 3, 2, false, keys), 3); // the last place with a neighbour, not the hole
  assert.equal(placeFrom("x", false, 0, 3, 2, false, keys), null);
});
