// @ts-check
// Where a key moves the focus on a board, on any grid: the open reply's keys say how its grid steps (the grid's module
// has them). As a WAI-ARIA grid of rows:
//   ArrowLeft / ArrowRight  the piece before / after in the row
//   ArrowUp / ArrowDown     the row above / below, the same column (on hexagons the upper or lower neighbour nearest
//                           in line: north-east from an even row, north-west from an odd one, so a column stays straight)
//   Home / End              the row's ends; with Ctrl the board's first and last piece
//   PageUp / PageDown       five rows up / down
// (on a grid whose cells each have a polygon, the arrows and the digits round 5 go to the neighbour whose side faces
// nearest that way: the open reply's table) and the grid's own keys to its neighbours (on hexagons the keypad's digits around 5, or the number row's: 7 north-west,
// 9 north-east, 4 west, 6 east, 1 south-west, 3 south-east; with Num Lock off too: the keypad's keys are read by their
// place). Across the edge of a board that wraps the focus runs round, as the water does; at another edge it stays.

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
const PAGE = 5; // rows PageUp and PageDown move

/** @typedef {{steps?: number[][][], sides: Record<string, number>, arrows?: number[]}} GridKeys steps[row & 1][side]:
 * [drow, dcol], on squares and hexagons; or arrows[8 * place + k]: where each of eight ways (k 0 to 7: north,
 * north-east, east, south-east, south, south-west, west, north-west) goes from each place (-1 none), on a grid whose
 * cells each have a polygon (the worker finds the neighbour whose side faces nearest that way) */
const WAY = { ArrowUp: 0, ArrowRight: 2, ArrowDown: 4, ArrowLeft: 6,
  8: 0, 9: 1, 6: 2, 3: 3, 2: 4, 1: 5, 4: 6, 7: 7 }; // the arrows, and the number pad's digits round 5

/** Where a key goes on a grid whose keys are the ways' table (arrows): the arrows and the digits round 5 to the
 * neighbour that way, Home and End along the arrows left and right to the end of the line, PageUp and PageDown five
 * places up and down, Ctrl+Home and Ctrl+End the first and last place with a neighbour. */
function byArrows(key, ctrl, at, arrows, code) {
  const count = arrows.length / 8;
  const go = (from, k, times) => {
    let p = from;
    for (let i = 0; i < times; i++) {
      const next = arrows[8 * p + k];
      if (next < 0 || next === from) break;
      p = next;
    }
    return p;
  };
  const pad = code.startsWith("Numpad") ? code.slice(6) : ""; // the keypad's keys by their place (Num Lock off too)
  const way = Object.hasOwn(WAY, pad) ? WAY[pad] : Object.hasOwn(WAY, key) && !ctrl ? WAY[key] : undefined;
  if (way !== undefined) return arrows[8 * at + way];
  const placed = (p) => arrows.slice(8 * p, 8 * p + 8).some((a) => a >= 0);
  if (key === "Home" || key === "End") {
    if (!ctrl) return go(at, key === "Home" ? 6 : 2, count);
    for (let i = 0; i < count; i++) {
      const p = key === "Home" ? i : count - 1 - i;
      if (placed(p)) return p;
    }
    return at;
  }
  if (key === "PageUp") return go(at, 0, PAGE);
  if (key === "PageDown") return go(at, 4, PAGE);
  return null;
}

/** The place a step (drow, dcol) from (row, col) lands on: across a wrapping board's edge, round; else -1 off it. */
function stepped(row, col, dr, dc, width, height, wrap) {
  let r = row + dr;
  let c = col + dc;
  if (wrap) {
    c = (c + width) % width;
    r = (r + height) % height;
  }
  return c < 0 || r < 0 || c >= width || r >= height ? -1 : r * width + c;
}

/** Where a key (e.key; code: e.code, read for the keypad) moves the focus from the place at on a board of width x
 * height (wrap: its edges join) whose grid steps as keys say (the open reply's; none: the arrows alone): the place,
 * -1 when it stops at an edge, or null when the key is not a move.
 * @param {GridKeys | null} [keys] */
export function placeFrom(key, ctrl, at, width, height, wrap, keys = null, code = "") {
  if (keys?.arrows) return byArrows(key, ctrl, at, keys.arrows, code);
  const col = at % width;
  const row = Math.floor(at / width);
  if (keys && !ctrl) {
    const sideOf = (name) => (Object.hasOwn(keys.sides, name) ? keys.sides[name] : undefined);
    const side = (code.startsWith("Numpad") ? sideOf(code.slice(6)) : undefined) ?? sideOf(key); // the keypad's by its place
    if (side !== undefined) {
      const [dr, dc] = /** @type {number[][][]} */ (keys.steps)[row & 1][side];
      return stepped(row, col, dr, dc, width, height, wrap);
    }
  }
  const step = Object.hasOwn(ARROWS, key) ? ARROWS[key] : undefined;
  if (step) return stepped(row, col, step[1], step[0], width, height, wrap);
  if (key === "Home") return ctrl ? 0 : row * width;
  if (key === "End") return ctrl ? width * height - 1 : row * width + width - 1;
  if (key === "PageUp") return Math.max(0, row - PAGE) * width + col;
  if (key === "PageDown") return Math.min(height - 1, row + PAGE) * width + col;
  return null;
}
