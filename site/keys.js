// @ts-check
// Where a key moves the focus on a board, on either grid (the board's reply says which: board.grid, "square" or
// "hex"; it never guesses). On both, as a WAI-ARIA grid of rows:
//   ArrowLeft / ArrowRight  the piece before / after in the row
//   ArrowUp / ArrowDown     the row above / below, the same column (on hexagons the upper or lower neighbour nearest
//                           in line: north-east from an even row, north-west from an odd one, so a column stays straight)
//   Home / End              the row's ends; with Ctrl the board's first and last piece
//   PageUp / PageDown       five rows up / down
// and on hexagons the six neighbours by the keypad's digits around 5 (or the number row's): 7 north-west, 9 north-east,
// 4 west, 6 east, 1 south-west, 3 south-east (with Num Lock off too: the keypad's keys are read by their place).
// Across the edge of a board that wraps the focus runs round, as the water does; at another edge it stays.

const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };
const PAGE = 5; // rows PageUp and PageDown move

/** A hexagon's neighbours, per side (NE, E, SE, SW, W, NW), as [drow, dcol]: even rows, then odd rows ("odd-r":
 * odd rows are shifted half a cell right). suido/grids/hex.py's HEX.steps (a test holds the two together). */
export const HEX_STEPS = [
  [[-1, 0], [0, 1], [1, 0], [1, -1], [0, -1], [-1, -1]],
  [[-1, 1], [0, 1], [1, 1], [1, 0], [0, -1], [-1, 0]],
];
/** The six keys of a hexagonal board, by e.key: the side (0 NE .. 5 NW) each goes to. */
export const HEX_KEYS = { 9: 0, 6: 1, 3: 2, 1: 3, 4: 4, 7: 5 };
const NUMPAD = { Numpad9: 0, Numpad6: 1, Numpad3: 2, Numpad1: 3, Numpad4: 4, Numpad7: 5 };

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
 * height (wrap: its edges join) on grid "square" or "hex": the place, -1 when it stops at an edge, or null when
 * the key is not a move. */
export function placeFrom(key, ctrl, at, width, height, wrap, grid = "square", code = "") {
  const col = at % width;
  const row = Math.floor(at / width);
  if (grid === "hex" && !ctrl) {
    const side = NUMPAD[code] ?? HEX_KEYS[key];
    if (side !== undefined) {
      const [dr, dc] = HEX_STEPS[row & 1][side];
      return stepped(row, col, dr, dc, width, height, wrap);
    }
  }
  const step = ARROWS[key];
  if (step) return stepped(row, col, step[1], step[0], width, height, wrap);
  if (key === "Home") return ctrl ? 0 : row * width;
  if (key === "End") return ctrl ? width * height - 1 : row * width + width - 1;
  if (key === "PageUp") return Math.max(0, row - PAGE) * width + col;
  if (key === "PageDown") return Math.min(height - 1, row + PAGE) * width + col;
  return null;
}
