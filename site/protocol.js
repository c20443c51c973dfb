// The worker protocol, in one place. It mirrors OPS in suido/web.py (the source of truth).
//
// Everything that crosses between the page and the worker is JSON text, in both directions.
//
// page -> worker:   {id, op, args}                       one request; id is the page's own number
// worker -> page:   {id, ok: true, result}               the answer to request id
//                   {id, ok: false, error}               it could not be done; error is a sentence for the player
//                   {type: "progress", loaded, total}    while Python starts: bytes arrived of the bytes to come
//                                                        (as sent over the wire); the page's start limit counts
//                                                        from the last of these, not from the start
//                   {type: "ready", ms, phases, release} Python and the suido package are loaded (once);
//                                                        phases: {python, imported} ms from the worker's start;
//                                                        release: the release (release.js) the worker belongs to
//                   {type: "error", message, missing?, why?} the worker could not start (once, instead of ready);
//                                                        missing: the path of a file Python needs that did not
//                                                        come, why: what the fetch said (the page words it)
//                   {type: "fatal", id, message}         the engine died under request id: restart the worker
//                   {type: "snapshot"}                   while it starts: it boots from the memory snapshot now
//                                                        (the page allows that 10 s, then starts a worker that
//                                                        does not: a heap that hangs Python is dropped)
//
// The page's other worker, snapshot.js's (it makes Python's memory snapshot; nothing is sent to it) says once:
//                   {made: true, ms, bytes} | {made: false, why}

export const PROTOCOL = 3; // suido.web.PROTOCOL; hello reports it

export const OPS = Object.freeze({
  hello: "hello",     // {} -> {version, protocol, languages, ops}
  open: "open",       // {code, answer?, progress?, history?, shown?, lang?} or {size, level, progress?, history?, shown?, lang?} -> {board, svg (dry), width, height, kind, wrap, label, par,
                      //    grid ("square" | "hex"), sides (4 | 6: a turn is one of them), extent [w, h] (the drawing's box),
                      //    notes[], words{restart}, cells[] (every cell's state), ...summary}
  turn: "turn",       // {board, cell, by: 1 | -1 (a quarter, a sixth on hexagons), point?: [x, y] (the drawing's units: turn by pointing)} -> {turned, pinned? (refused: the piece is pinned), cells[] (the pieces
                      //    that moved), water (the pieces whose water alone changed), ...summary}
  restart: "restart", // {board} -> {cells[], water (only what changed, as turn), ...summary}: one move, undoable
  undo: "undo",       // {board} -> {changed, cells[], water, ...summary}: the last move done (turn, pin, Start over) taken back
  redo: "redo",       // {board} -> {changed, cells[], water, ...summary}: the last move undone made again
  pin: "pin",         // {board, cell (where it stands), pinned?: bool (none: flip), joined?: bool (one undo with the pin
                      //    before: a drag)} -> {changed, cells[], water, ...summary}
  mark: "mark",       // {board, edge | cell + (side | toward: [dx, dy] | point: [x, y] | from, to), state?: none|joined|shut
                      //    | mark?: joined|shut (again: off), joined?} -> {changed, edge, state, said, cells[], water, ...summary}
  stats: "stats",     // {levels{"SIZE#N": {best ms, fewest}}, days[YYYY-MM-DD], recent?{SET: [ms]}, dailies?{SET: [day]}, today,
                      //    size?, solve?{size, ms, before}, lang?} -> {streak, longest, sizes[{size, solved, count, fastest,
                      //    fastestText, best, mo3, ao5, ao12, streak, text}], size, svg, recentSvg, newBest?, words{streak, longest, newBest?}}
  share: "share",     // {size, level, day, ms, turns, par?, address, days?, today?, lang?} -> {text, title, streak, words}
  close: "close",     // {board} -> {closed}
  words: "words",     // {lang?} -> {lang, words{key: line}}
  hint: "hint",       // {board} -> {cell | null, facing?, cells[] (to light), note, ...summary}
  levels: "levels",   // {size, rows? (the text of levels/SIZE.tsv), marks?, solved?[], after?} -> {size, count, of, block, open, next (after: Next level's after that one),
                      //    opens: {from, to, left} | null (what opens the first block shut), levels[{size, n, twists[], marks, role}]}
  make: "make",       // {size? | width?, height?, kind?, wrap?, pumps?, locked?, walls?, bigs?, blocks?, bigKinds?, difficulty?, seed?, lang?}
                      //    -> {code, answer, width, height, kind, difficulty, seed}; a bad option: ok false, make's sentence
  // make's search a step a request (suido.websearch), so the worker answers between boards and the page shows how far
  // it got, the nearest board so far, and stops with it (a request, never the worker ended):
  search: "search",   // {make's args, within? (ms the search runs at most, 4500)} -> {search (its id), of, tried: 0}
  searchStep: "searchStep", // {search} -> {search, tried, of, done, late (ended by within), difficulty (of the board
                      //    this step made), best: null | the nearest so far when this board is it (make's reply, with
                      //    svg: the board drawn dry)}; a search done is forgotten
  searchStop: "searchStop", // {search} -> {search, stopped: true, best: the nearest found (make's reply) | null}
  pieces: "pieces",   // {lang?, grid?: "square" | "hex"} -> {lang, pieces[{piece, name, says, svg}]}: the piece guide (end … wall;
                      //    hex: the 14 shapes up to turning, and grid), drawn by suido.svg
  hexapipes: "hexapipes", // {text: a hexapipes puzzle's JSON, lang?} -> {code, answer ("" unless exactly one), width, height,
                      //    kind, grid, count, complete, said}; a bad or wrap puzzle: ok false, the reason in words
  daily: "daily",     // {size, day: "YYYY-MM-DD" (the UTC day)} -> {size, level, day}
});

// A cell state, as in cells[] above (suido.svg.CellState): a piece whole
//   {cell: the cell the piece was given in (data-cell), at: the cell it stands in now, q: signed steps turned
//    (quarters; sixths on hexagons), wet: bool, k: the water's depth (0 when dry), pinned: bool, w: [N, E, S, W]
//    by the piece's own sides ([NE, E, SE, SW, W, NW] on hexagons),
//    each "in" | "out" | "leak" | "", labels: [its words for screen readers dry, and wet]}
// A move's reply (turn, restart, undo, redo, pin) says in cells[] only the pieces that moved or were pinned or
// unpinned; the pieces whose water alone changed (a whole board, when a turn at the pump cuts it off) come in
//   water: {cells: [given cell, ...], k: [depth, -1 when dry, ...], w: "a letter a side a piece (sides: four, or
//          six), by its own sides as w above: '-' no arm (or dry), 'i' in, 'o' out, 'l' leak",
//          labels: {cells: [given cell, ...], labels: [[dry, wet], ...]} (the words again of the pieces whose leaks
//          changed: a wet piece's words say the sides it leaks on)}
// flat lists, so a thousand pieces are three JSON values rather than a thousand objects (paint.js writes them).
// Loops and islands (issue 26, rings.js shows them): rings: {loops: [SET], islands: [SET]}, SET {cells: [given
// cell, ...], d: the mark's path}, in a move's reply only when they changed, in open's always (with words).
// The summary every board reply carries:
//   {solved, turns, progress (save it: it reopens the board), code (the board as it stands),
//    history (the moves, save it beside the progress: undo survives a reload), canUndo, canRedo,
//    status (the status line), meter (turns, par), step (ms a cell, --sd-step), from (depth the new water starts at),
//    and when they changed since the board's last reply (always in open's): marks (the edge marks' layer, SVG text:
//    <g class="sd-marks">, to put in place of the one before), marked ([edge, "joined" | "shut", contradicted] each)}

/** The text of one request. */
export function request(id, op, args = {}) {
  return JSON.stringify({ id, op, args });
}

/** One message from the worker, parsed; a message that is not JSON becomes a fatal one. */
export function reply(text) {
  try {
    return JSON.parse(text);
  } catch (e) {
    return { type: "fatal", id: null, message: `the worker said something that is not JSON: ${String(text).slice(0, 80)}` };
  }
}
