// @ts-check
// How to play: what the water does, how a piece turns, what "solved" means, with the pieces as the engine draws
// them and a solved board. The first minute shows it above a new player's first board, short (dismissed once, then
// kept dismissed); the Pieces view always shows it, whole, above the piece guide.
import { piecesOf } from "./guide.js";
import { say } from "./words.js";

// the pieces a first board has, every kind of 5x5 level 1 (a cross too), and the drain the line says
// (build.py's FIRST_PIECES: first.js carries these, drawn, for a first visit)
export const SHOWN = ["end", "straight", "elbow", "tee", "cross", "pump", "drain"];
// above a hexagonal board: a few of its 14 shapes, and a turn is a sixth
const SHOWN_HEX = ["end", "sharp", "wide", "straight", "hook", "tripod"];

/** The words key of the how-to's line on how a piece turns, on a board of grid (its drawing's data-grid): a quarter
 * on squares, a sixth on hexagons (Suido's or hexapipes'), a side on every other grid (a third to an eighth). */
export function turnKey(grid) {
  if (grid === "square") return "howTurn";
  return grid === "hex" || grid === "hexapipes-hex" ? "howTurnHex" : "howTurnTiling";
}

/** Of a tiling's pieces (the pieces op's "tilings", one grid's, polygon by polygon), the first of each polygon,
 * six in all. @param {{polygon: string}[]} pieces */
export function fewOfEach(pieces) {
  const polygons = [...new Set(pieces.map((p) => p.polygon))];
  const each = Math.ceil(6 / Math.max(1, polygons.length));
  return polygons.flatMap((polygon) => pieces.filter((p) => p.polygon === polygon).slice(0, each));
}

export class HowTo {
  /** @param {HTMLElement} root  @param {{client, onDone?: () => void, board?: HTMLElement}} options  onDone: a Got
   * it button, pressed; board: the board it stands above (its drawing's data-grid: a hexagonal board's how-to) */
  constructor(root, { client, onDone = null, board = null }) {
    this.root = root;
    this.client = client;
    this.onDone = onDone;
    this.grid = "square";
    root.classList.add("sd-how");
    const drawing = board?.querySelector(".sdp-board");
    if (drawing && typeof MutationObserver === "function") { // a board of the other grid drawn: said again for it
      new MutationObserver(() => {
        const grid = /** @type {SVGSVGElement | null} */ (drawing.querySelector("svg.suido"))?.dataset.grid || "square";
        if (grid !== this.grid && this.shown) this.show(...this.shown).catch(() => {});
      }).observe(drawing, { childList: true });
      this.board = drawing;
    }
  }

  /** Draw it in lang (words: that language's table; pieces: the pieces as suido.web's pieces op gives them,
   * else asked of the worker; grid: the board's, whose turn it says (turnKey); none: the
   * board drawn's). */
  async show(lang, words, pieces = null, given = null) {
    const drawn = /** @type {SVGSVGElement | null | undefined} */ (this.board?.querySelector("svg.suido"));
    const grid = given ?? drawn?.dataset.grid ?? "square";
    this.shown = [lang, words];
    this.grid = grid;
    const hexagons = turnKey(grid) === "howTurnHex";
    // on a tiling, its own pieces (the tilings' guide's of that grid), a few of each polygon
    const own = turnKey(grid) === "howTurnTiling"
      ? fewOfEach((await piecesOf(this.client, lang, "tilings")).filter((p) => p.grid === grid)) : [];
    if (hexagons) pieces = await piecesOf(this.client, lang, "hex");
    else if (!own.length) pieces ??= await piecesOf(this.client, lang);
    const shown = hexagons ? SHOWN_HEX : SHOWN;
    const title = document.createElement("h2");
    title.textContent = say(words, "howTitle");
    const pics = document.createElement("ul");
    pics.className = "sdh-pieces";
    for (const p of own.length ? own : pieces.filter((x) => shown.includes(x.piece))) {
      const li = document.createElement("li");
      li.innerHTML = p.svg; // our own package's drawing; its label is escaped
      li.querySelector("svg")?.setAttribute("role", "img");
      const name = document.createElement("span");
      name.textContent = p.name;
      li.append(name);
      pics.append(li);
    }
    const solved = document.createElement("img"); // the engine's own drawing of a small board, solved (icon.svg)
    solved.className = "sdh-solved";
    solved.src = new URL("./icon.svg", document.baseURI).href;
    solved.alt = say(words, "howSolvedPicture");
    solved.width = solved.height = 72;
    solved.loading = "lazy"; // fetched when its view is shown, not while the page plays in another

    // under the first board, the two lines a first board needs; the Pieces view says the rest too
    const turn = turnKey(grid);
    // howEnds tells a capped end from a drain and says what a drain needs (a first board's ends read as drains)
    const keys = this.onDone ? ["howWater", turn, "howEnds"] : ["howWater", turn, "howEnds", "howDrains", "howStuck"];
    // the Pieces view's says the keys too (the help line that stood under the board): on a touch screen the touch's
    if (!this.onDone) {
      const touch = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
      keys.push(touch && words?.howToTouch ? "howToTouch" : "howTo");
    }
    const lines = keys.map((key) => {
      const p = document.createElement("p");
      if (key === "howEnds") p.className = "sdh-ends"; // goes with the pieces: on a short screen, left out with them
      p.textContent = say(words, key);
      if (key.startsWith("howTo")) p.className = "sdh-keys";
      return p;
    });
    const body = document.createElement("div");
    body.className = "sdh-body";
    body.append(...lines);
    const row = document.createElement("div");
    row.className = "sdh-row";
    row.append(solved, body);
    const parts = /** @type {HTMLElement[]} */ ([title, row, pics]);
    if (this.onDone) {
      const done = document.createElement("button");
      done.type = "button";
      done.className = "sdh-done";
      done.textContent = say(words, "howGotIt");
      done.addEventListener("click", () => { this.shown = null; this.onDone(); }); // dismissed: never said again
      parts.push(done);
    }
    this.root.replaceChildren(...parts);
    this.root.dataset.lang = lang;
  }
}
