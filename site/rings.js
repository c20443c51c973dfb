// @ts-check
// Loops and islands: an aid, never a rule. The worker says, beside the water, the sets of
// joined pieces that close a loop or form an island the water cannot reach (r.rings: {loops, islands},
// each set {cells, d}, only when they changed; the open reply always, with their words). This shows them
// by the setting (RINGS_KEY: "always", "pinned": only once every piece of a set is pinned, as Net's
// option, so the aid gives no deduction away, or "never"): the engine's marks' paths filled in
// (.sd-loops, .sd-islands), "in a loop" added to each piece's words, and a set newly shown said once in
// a polite live region of its own.
// Nothing here touches the page when imported (a board's modules import without a DOM).
export const RINGS_KEY = "suido-rings"; // remembered by the Settings view (settings.js)

const boards = new Set(); // the boards shown, redrawn when the setting changes
// what this module keeps of each board (never written onto the board itself): its sets as last told (rings), their
// words (words), the sets said already (keys), each piece's words added (said), the live region (live), the
// drawing's two paths (paths) and the line under the board (legend)
const kept = new WeakMap();
const of = (board) => {
  let k = kept.get(board);
  if (!k) kept.set(board, (k = { rings: null, words: null, keys: null, said: null, live: null, paths: null, legend: null,
    opened: false, solved: false }));
  return k;
};
let chosen = null; // the setting as last read or chosen

/** The setting: "always" (the default), "pinned" or "never". */
export const ringsSetting = () => {
  if (chosen === null) {
    try { chosen = localStorage.getItem(RINGS_KEY) || "always"; } catch (e) { chosen = "always"; }
  }
  return chosen === "pinned" || chosen === "never" ? chosen : "always";
};

/** The setting chosen (settings.js): every board shown redrawn by it, nothing said. */
export function setRings(value) {
  chosen = value;
  for (const board of boards) {
    if (board.destroyed) boards.delete(board);
    else if (of(board).rings) drawRings(board, false);
  }
}

/** Take the rings of the reply that opened a board (r.rings with its words), not shown yet: its water, and they,
 * are painted a frame later (board.js), and a move answered before that is said with its words. */
export function ringsOpened(board, r) {
  const rings = r.rings;
  if (!rings?.words) return;
  const k = of(board);
  k.words = rings.words;
  k.keys = null; // a board opened (or reloaded): what it has is not news
  k.said = null; // nor are the last board's pieces this one's
  k.opened = true; // nor its line's room
  k.rings = rings;
  boards.add(board);
}

/** Take a reply's rings (if it has any) and show them as the setting says (paint.js calls this). */
export function showRings(board, r) {
  const rings = r.rings;
  const k = of(board);
  if (rings) {
    if (rings.words) ringsOpened(board, r);
    k.rings = rings;
    boards.add(board);
  }
  if (typeof r.solved === "boolean") k.solved = r.solved; // (solved: the line's room is given back)
  if (k.rings) drawRings(board, true);
  // solved: a loop or an island said before is old news, and a screen reader must not find it there after the solve
  // (the status line says the solve)
  if (r.solved && k.live?.textContent) k.live.textContent = "";
}

function live(board) {
  const k = of(board);
  let el = k.live;
  if (!el || !el.isConnected) {
    el = k.live = document.createElement("p");
    el.className = "sdp-rings";
    el.setAttribute("aria-live", "polite");
    // heard, not seen: the marks on the board are what a sighted player sees
    el.style.cssText = "position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);white-space:nowrap;margin:0";
    board.host.append(el);
  }
  return el;
}

/** A drawing's two paths and what they show (a drawing kept from the last visit and taken on shows what it showed
 * then: preview.js). */
function pathsOf(svg) {
  const loops = svg.querySelector(".sd-loops");
  const islands = svg.querySelector(".sd-islands");
  return { svg, loops, islands, d: [loops?.getAttribute("d") ?? "", islands?.getAttribute("d") ?? ""] };
}

const keyOf = (kind, set) => `${kind}${set.cells.length}:${set.cells[0]}:${set.cells[set.cells.length - 1]}`;

function drawRings(board, fresh) {
  const svg = board.svg;
  if (!svg) return;
  const k = of(board);
  const setting = ringsSetting();
  const shown = (set) => setting === "always" || (setting === "pinned" && set.cells.every((c) => board.isPinned(c)));
  const loops = setting === "never" ? [] : k.rings.loops.filter(shown);
  const islands = setting === "never" ? [] : k.rings.islands.filter(shown);
  const paths = k.paths?.svg === svg ? k.paths : (k.paths = pathsOf(svg));
  const d = [loops.map((s) => s.d).join(""), islands.map((s) => s.d).join("")];
  if (paths.loops && paths.d[0] !== d[0]) paths.loops.setAttribute("d", d[0]);
  if (paths.islands && paths.d[1] !== d[1]) paths.islands.setAttribute("d", d[1]);
  paths.d = d;
  // each piece's words: "in a loop", "in a closed island"
  const w = k.words || {};
  const said = new Map();
  for (const s of loops) for (const c of s.cells) said.set(c, w.and + w.inLoop);
  for (const s of islands) for (const c of s.cells) said.set(c, (said.get(c) || "") + w.and + w.inIsland);
  const before = k.said || new Map();
  for (const c of new Set([...before.keys(), ...said.keys()])) {
    const p = board.partsOf(c);
    const label = p.labels[p.wet ? 1 : 0] + (said.get(c) || "");
    if (p.label !== label) {
      p.label = label;
      p.g.setAttribute("aria-label", label);
    }
  }
  k.said = said;
  legend(board, loops.length > 0, islands.length > 0, w, setting !== "never" && !k.opened && !k.solved);
  k.opened = false;
  // a set newly shown (formed, or its last piece pinned) is said once: not on opening, nor when the setting changed
  const keys = new Set([...loops.map((s) => keyOf("l", s)), ...islands.map((s) => keyOf("i", s))]);
  if (k.keys && fresh) {
    const newLoop = loops.some((s) => !k.keys.has(keyOf("l", s)));
    const newIsland = islands.some((s) => !k.keys.has(keyOf("i", s)));
    if (newLoop || newIsland) live(board).textContent = [newLoop && w.ringLoop, newIsland && w.ringIsland].filter(Boolean).join(" ");
  } else if (!k.live) {
    live(board);
  }
  k.keys = keys;
}

/** The line under the board that says what the marks shown mean, seen (a screen reader hears each piece's words).
 * keep: the marks went while the board was played (not a board just opened or solved, nor the marks turned off):
 * the line's room is kept, unseen, so that nothing under it moves each time a loop forms and breaks (in a frame,
 * the frame's height). */
function legend(board, loop, island, w, keep) {
  const k = of(board);
  let el = k.legend;
  if (!el || !el.isConnected) {
    el = k.legend = document.createElement("p");
    el.className = "sdp-rings-key";
    el.setAttribute("aria-hidden", "true");
    const chips = board.host.querySelector(".sdp-chips");
    if (chips) chips.before(el);
    else board.host.append(el);
  }
  const text = [loop && w.ringsKeyLoop, island && w.ringsKeyIsland].filter(Boolean).join(" ");
  if (text && el.textContent !== text) el.textContent = text;
  el.hidden = !text && !(keep && el.textContent);
  el.style.visibility = text ? "" : "hidden";
}
