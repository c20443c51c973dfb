// @ts-check
// Where a key moves the focus on a board, on any grid: the open reply's keys say how its grid steps (the grid's module
// has them). As a WAI-ARIA grid of rows:
//   ArrowLeft / ArrowRight  the piece before / after in the row
//   ArrowUp / ArrowDown     the row above / below, the same column (on hexagons the upper or lower neighbour nearest
//                           in line: north-east from an even row, north-west from an odd one, so a column stays straight)
//   Home / End              the row's ends; with Ctrl the board's first and last piece
//   PageUp / PageDown       five rows up / down
// and the grid's own keys to its neighbours (on hexagons the keypad's digits around 5, or the number row's: 7 north-west,
// 9 north-east, 4 west, 6 east, 1 south-west, 3 south-east; with Num Lock off too: the keypad's keys are read by their
// place). Across the edge of a board that wraps the focus runs round, as the water does; at another edge it stays.

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
const PAGE = 5; // rows PageUp and PageDown move

/** @typedef {{steps: number[][][], sides: Record<string, number>}} GridKeys steps[row & 1][side]: [drow, dcol] */

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
  const col = at % width;
  const row = Math.floor(at / width);
  if (keys && !ctrl) {
    const sideOf = (name) => (Object.hasOwn(keys.sides, name) ? keys.sides[name] : undefined);
    const side = (code.startsWith("Numpad") ? sideOf(code.slice(6)) : undefined) ?? sideOf(key); // the keypad's by its place
    if (side !== undefined) {
      const [dr, dc] = keys.steps[row & 1][side];
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
