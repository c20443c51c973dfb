// The Workbench's pure parts (site/workbench.js): the side a direction points to and the neighbour there, on squares
// and hexagons from what the worker gives (neighbours and arms); a pen's path joined on, drawn back and kept to
// neighbours; a pasted code or address read; undo and redo over the codes.
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
