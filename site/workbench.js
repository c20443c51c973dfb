// @ts-check
// The Workbench view (?view=workbench&code=…): a puzzle maker draws a board and hears at once what it is. Drag across
// cells to lay pipe (a tap turns), or tap with a tool (erase, pump, drain, wall, lock, out of shape); every edit asks
// the worker (suido.web.workbench: codes in, codes out) for the new board, and then what it is: how many answers,
// the pieces fixed in every answer and where they differ (drawn), the answers to step through, the difficulty once
// it has one, and the mends toward one answer, each shown before it is taken. Undo and redo are the codes the board
// had. The newest edit wins: the pen is drawn here at once, the edits go to the worker in order, and only the last
// board is weighed. The view knows no grid: the worker gives each cell's neighbours and the way each side points.
// Keys: the arrows move between cells (to the neighbour whose side points that way), Enter or Space uses the tool,
// Shift with an arrow lays pipe that way (with the wall tool, walls that side).
import { oneTag } from "./address.js";
import { OPS } from "./protocol.js";
import { say } from "./words.js";
import { undoKey } from "./input.js";
import { centreOf } from "./drawing.js";

export const TOOLS = Object.freeze(["pipe", "turn", "piece", "erase", "pump", "drain", "wall", "lock", "hole"]);
const TOOL_WORD = { pipe: "benchToolPipe", turn: "benchToolTurn", piece: "benchToolPiece", erase: "benchToolErase", pump: "benchToolPump",
  drain: "benchToolDrain", wall: "benchToolWall", lock: "benchToolLock", hole: "benchToolHole" };
const KIND_WORD = { network: "benchKindNetwork", drains: "benchKindDrains", "inlet-outlet": "benchKindInletOutlet" };
const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

/** @typedef {{code: string, svg: string | null, sides: number, cells: number, neighbours: number[],
 *   polygons: number[], arms: number[][][], holes: number[], grid: string, width: number, height: number,
 *   kind: string, wrap: boolean, grids?: {name: string, said: string}[],
 *   shapes?: {mask: number, said: string}[][], hexapipes?: string | null}} Drawn */

/** The side of `cell` whose arm points most along (dx, dy) (x east, y down) and has a neighbour, or -1. */
export function sideToward(drawn, cell, dx, dy) {
  let best = -1, most = 0.01;
  for (const [side, x, y] of drawn.arms[drawn.polygons[cell]] || []) {
    if (drawn.neighbours[cell * drawn.sides + side] < 0) continue;
    const dot = (x * dx + y * dy) / (Math.hypot(x, y) || 1);
    if (dot > most) { most = dot; best = side; }
  }
  return best;
}

/** The neighbour of `cell` toward (dx, dy), or -1. */
export function cellToward(drawn, cell, dx, dy) {
  const side = sideToward(drawn, cell, dx, dy);
  return side < 0 ? -1 : drawn.neighbours[cell * drawn.sides + side];
}

/** A pen's path after the pointer comes over `cell`: joined on when it is a neighbour of the path's last cell,
 * back one when it is the cell before the last (the pen drawn back), else as it was. */
export function pathWith(path, cell, drawn) {
  const last = path[path.length - 1];
  if (cell === last || cell < 0 || drawn.holes.includes(cell)) return path;
  if (path.length >= 2 && path[path.length - 2] === cell) return path.slice(0, -1);
  const n = drawn.sides;
  return drawn.neighbours.slice(last * n, last * n + n).includes(cell) ? [...path, cell] : path;
}

/** The code a pasted text names: an address's ?code=, or the text itself trimmed ("" for none). */
export function codeOfText(text) {
  const t = String(text || "").trim();
  if (/^https?:|^\.?\/|^\?/.test(t)) {
    try { return new URL(t, "http://x/").searchParams.get("code") || ""; } catch { return ""; }
  }
  return t;
}

/** Undo and redo over the codes a board had. */
export class Codes {
  constructor() { this.past = []; this.future = []; this.now = ""; }
  /** A new code: the old one undoable, nothing to redo. */
  push(code) {
    if (code === this.now) return false;
    if (this.now) this.past.push(this.now);
    this.now = code;
    this.future = [];
    return true;
  }
  undo() {
    if (!this.past.length) return null;
    this.future.push(this.now);
    this.now = this.past.pop();
    return this.now;
  }
  redo() {
    if (!this.future.length) return null;
    this.past.push(this.now);
    this.now = this.future.pop();
    return this.now;
  }
}

const el = (tag, props = {}, ...kids) => {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(props)) {
    if (k.startsWith("data-") || k.startsWith("aria-") || k === "role" || k === "for") e.setAttribute(k, String(v));
    else e[k] = v;
  }
  e.append(...kids);
  return e;
};

export class WorkbenchView {
  /**
   * @param {HTMLElement} root  the view's section
   * @param {{client: any, onPlay: (code: string) => void, addressOf: (query: object) => string}} options
   */
  constructor(root, { client, onPlay, addressOf }) {
    this.root = root;
    this.client = client;
    this.onPlay = onPlay;
    this.addressOf = addressOf;
    this.codes = new Codes();
    /** @type {Drawn | null} */
    this.drawn = null;
    this.tool = "pipe";
    this.focusCell = 0;
    this.analysis = null; // the last analysis shown (kept until the next comes)
    this.showing = 0; // 0: the board as drawn; k: answer k
    this.asked = 0; // counts the boards weighed: only the latest one's reply is shown
    this.queue = Promise.resolve(); // the edits, in order
    this.pending = 0; // edits not yet answered
    this.words = {};
    this.lang = "en";
    this.built = false;
    this.seed = 1;
    this.stroke = false; // a pen stroke under way
    this.held = null; // the drawing that came during it: [drawn, marks]
    this.heldMarks = undefined; // the marks that came during it (an analysis, or null)
  }

  /** Show the view in lang with words, on the board `code` (or the one it has, or a new one). */
  async show(lang, words, code = "") {
    this.lang = lang;
    this.words = words;
    if (!this.built) this.build();
    this.sayAll();
    const want = code || this.codes.now;
    await this.load(want ? { code: want } : { grid: "square", width: 5, height: 5 }, !!want && want !== this.codes.now);
  }

  w(key, values = {}) { return say(this.words, key, values); }

  build() {
    this.built = true;
    const r = this.root;
    r.replaceChildren();
    this.titleEl = el("h2", { className: "sdw-title" });
    this.helpEl = el("p", { className: "sdw-help" });
    // a new board: grid, size, kind, wrap
    this.gridEl = el("select", { className: "sdw-grid", name: "grid" });
    this.widthEl = el("input", { className: "sdw-width", name: "width", type: "number", min: "2", max: "64", value: "5" });
    this.heightEl = el("input", { className: "sdw-height", name: "height", type: "number", min: "2", max: "64", value: "5" });
    this.kindEl = el("select", { className: "sdw-kind", name: "kind" });
    for (const kind of Object.keys(KIND_WORD)) this.kindEl.append(el("option", { value: kind }));
    this.wrapEl = el("input", { className: "sdw-wrap", name: "wrap", type: "checkbox" });
    this.newEl = el("button", { type: "submit", className: "sdw-new" });
    this.labels = {};
    const labelled = (key, input) => {
      const label = el("label", {}, el("span", { className: "sdw-label" }), input);
      this.labels[key] = label.firstChild;
      return label;
    };
    const form = el("form", { className: "sdw-form" }, labelled("benchGrid", this.gridEl), labelled("benchWidth", this.widthEl),
      labelled("benchHeight", this.heightEl), labelled("benchKind", this.kindEl), labelled("benchWrap", this.wrapEl), this.newEl);
    form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.load({ grid: this.gridEl.value, width: Number(this.widthEl.value), height: Number(this.heightEl.value),
        kind: this.kindEl.value, wrap: this.wrapEl.checked }, true).catch(() => {});
    });
    // the tools: one chosen (a radio group), undo, redo
    this.toolsEl = el("div", { className: "sdw-tools", role: "radiogroup" });
    this.toolEls = {};
    for (const tool of TOOLS) {
      const b = el("button", { type: "button", className: "sdw-tool", "data-tool": tool, role: "radio",
        "aria-checked": String(tool === this.tool), tabIndex: tool === this.tool ? 0 : -1 });
      b.addEventListener("click", () => this.choose(tool));
      this.toolEls[tool] = b;
      this.toolsEl.append(b);
    }
    this.toolsEl.addEventListener("keydown", (e) => {
      const step = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[e.key];
      if (!step) return;
      e.preventDefault();
      const shown = TOOLS.filter((t) => !this.toolEls[t].hidden);
      const next = shown[(shown.indexOf(this.tool) + step + shown.length) % shown.length];
      this.choose(next);
      this.toolEls[next].focus();
    });
    this.undoEl = el("button", { type: "button", className: "sdw-undo" });
    this.redoEl = el("button", { type: "button", className: "sdw-redo" });
    this.undoEl.addEventListener("click", () => this.step(this.codes.undo()));
    this.redoEl.addEventListener("click", () => this.step(this.codes.redo()));
    this.pieceEl = el("select", { className: "sdw-piece", name: "piece" }); // the piece the Piece tool sets
    this.limitEl = el("input", { className: "sdw-limit", name: "limit", type: "number", min: "2", max: "50", value: "10" });
    this.limitEl.addEventListener("change", () => { this.analysis = null; this.weigh(); });
    const bar = el("div", { className: "sdw-bar" }, this.toolsEl, labelled("benchPiece", this.pieceEl), this.undoEl,
      this.redoEl, labelled("benchLimit", this.limitEl));
    // the board
    this.boardEl = el("div", { className: "sdw-board" });
    this.boardEl.addEventListener("pointerdown", (e) => this.penDown(e));
    this.boardEl.addEventListener("keydown", (e) => this.key(e));
    this.boardEl.addEventListener("focusin", (e) => {
      const g = /** @type {Element} */ (e.target).closest?.("[data-cell]");
      if (g) this.focusCell = Number(g.getAttribute("data-cell"));
    });
    // what the board is
    this.saidEl = el("p", { className: "sdw-said", role: "status", "aria-live": "polite" });
    this.progressEl = el("p", { className: "sdw-progress", hidden: true });
    this.measuresEl = el("p", { className: "sdw-measures" });
    this.prevEl = el("button", { type: "button", className: "sdw-prev" });
    this.nextEl = el("button", { type: "button", className: "sdw-next" });
    this.whichEl = el("span", { className: "sdw-which", "aria-live": "polite" });
    this.prevEl.addEventListener("click", () => this.showAnswer(this.showing - 1));
    this.nextEl.addEventListener("click", () => this.showAnswer(this.showing + 1));
    this.answersEl = el("p", { className: "sdw-answers" }, this.prevEl, this.whichEl, this.nextEl);
    this.mendsTitle = el("h3", { className: "sdw-mends-title" });
    this.mendsEl = el("ul", { className: "sdw-mends" });
    // scramble, play, share, open
    this.seedEl = el("input", { className: "sdw-seed", name: "seed", type: "number", min: "0", value: "1" });
    this.scrambleEl = el("button", { type: "button", className: "sdw-scramble" });
    this.scrambleEl.addEventListener("click", () => this.scramble());
    this.playEl = el("button", { type: "button", className: "sdw-play" });
    this.playEl.addEventListener("click", () => this.play().catch(() => {}));
    this.copyCodeEl = el("button", { type: "button", className: "sdw-copy-code" });
    this.copyAddressEl = el("button", { type: "button", className: "sdw-copy-address" });
    this.copyTagEl = el("button", { type: "button", className: "sdw-copy-tag" });
    this.copyHexapipesEl = el("button", { type: "button", className: "sdw-copy-hexapipes", hidden: true });
    this.copyCodeEl.addEventListener("click", () => this.copy(this.codes.now));
    this.copyAddressEl.addEventListener("click", () => this.copy(this.playAddress()));
    this.copyTagEl.addEventListener("click", () => this.copy(this.tagSnippet()));
    this.copyHexapipesEl.addEventListener("click", () => this.copy(this.hexapipes || ""));
    this.codeEl = el("input", { className: "sdw-code", name: "code", type: "text", spellcheck: false, autocomplete: "off" });
    this.openEl = el("button", { type: "submit", className: "sdw-open" });
    this.copiedEl = el("span", { className: "sdw-copied", role: "status" });
    const open = el("form", { className: "sdw-open-form" }, labelled("benchPaste", this.codeEl), this.openEl);
    open.addEventListener("submit", (e) => {
      e.preventDefault();
      this.openText(this.codeEl.value).catch(() => {});
    });
    const share = el("p", { className: "sdw-share" }, labelled("benchSeed", this.seedEl), this.scrambleEl, this.playEl,
      this.copyCodeEl, this.copyAddressEl, this.copyTagEl, this.copyHexapipesEl, this.copiedEl);
    // the board first (at a phone's width, all of the screen's top); beside it at a desk's, below it at a phone's,
    // the tools, the answers, the mends, a new board, share and open
    const drawing = el("div", { className: "sdw-drawing" }, this.boardEl, this.saidEl, this.progressEl);
    const side = el("div", { className: "sdw-side" }, bar, this.answersEl, this.measuresEl, this.mendsTitle, this.mendsEl,
      form, share, open, this.helpEl);
    r.append(this.titleEl, el("div", { className: "sdw-desk" }, drawing, side));
  }

  /** Every word of the view said again (a language chosen). */
  sayAll() {
    this.titleEl.textContent = this.w("benchTitle");
    this.helpEl.textContent = this.w("benchHelp");
    for (const [key, span] of Object.entries(this.labels)) span.textContent = this.w(key);
    for (const option of /** @type {HTMLOptionElement[]} */ ([...this.kindEl.options])) option.textContent = this.w(KIND_WORD[option.value]);
    this.newEl.textContent = this.w("benchNew");
    this.toolsEl.setAttribute("aria-label", this.w("benchTools"));
    for (const tool of TOOLS) this.toolEls[tool].textContent = this.w(TOOL_WORD[tool]);
    this.undoEl.textContent = this.w("benchUndo");
    this.redoEl.textContent = this.w("benchRedo");
    this.prevEl.textContent = this.w("benchPrevious");
    this.nextEl.textContent = this.w("benchNext");
    this.mendsTitle.textContent = this.w("benchMends");
    this.scrambleEl.textContent = this.w("benchScramble");
    this.playEl.textContent = this.w("benchPlay");
    this.copyCodeEl.textContent = this.w("benchCopyCode");
    this.copyAddressEl.textContent = this.w("benchCopyAddress");
    this.copyTagEl.textContent = this.w("benchCopyTag");
    this.copyHexapipesEl.textContent = this.w("benchCopyHexapipes");
    this.openEl.textContent = this.w("benchOpen");
  }

  choose(tool) {
    this.tool = tool;
    for (const t of TOOLS) {
      this.toolEls[t].setAttribute("aria-checked", String(t === tool));
      this.toolEls[t].tabIndex = t === tool ? 0 : -1;
    }
    this.root.dataset.tool = tool;
  }

  /** Ask the worker for a board (a code, or a new one) and show it; push: an edit to undo. */
  load(args, push = true) {
    return this.ask(() => this.client.call(OPS.workbench, { ...args, lang: this.lang }), push);
  }

  /** One request in the edits' order; a refusal is said (and null returned), the board as it was. take: the reply is
   * a board, taken (an undoable edit when true) before the next request goes.
   * @param {() => Promise<any>} call
   * @param {boolean | null} [take]
   * @returns {Promise<any>} */
  ask(call, take = null) {
    this.pending++;
    /** @type {Promise<any>} */
    const done = this.queue.then(call).then((r) => {
      if (r && take !== null) this.take(r, take);
      return r;
    }, (e) => {
      if (e?.name === "EngineError" || e?.constructor?.name === "EngineError") this.saidEl.textContent = e.message;
      else this.saidEl.textContent = String(e?.message || e);
      return null;
    }).finally(() => { this.pending--; });
    this.queue = done.then(() => {});
    return done;
  }

  /** An edit of the board as it stands when the edits before it are made. */
  edit(args) {
    return this.ask(() => this.client.call(OPS.edit, { ...args, code: this.codes.now, lang: this.lang }), true);
  }

  /** A board from the worker: drawn, kept (an undoable edit when push), the address following, and weighed once no
   * edit is waiting (the newest wins). */
  take(drawn, push) {
    if (push) this.codes.push(drawn.code);
    else this.codes.now = drawn.code;
    this.drawn = drawn;
    if (drawn.grids && this.gridEl.options.length !== drawn.grids.length) {
      this.gridEl.replaceChildren(...drawn.grids.map((g) => el("option", { value: g.name, textContent: g.said })));
    }
    this.gridEl.value = drawn.grid;
    const pieces = (drawn.shapes || []).flatMap((shapes, polygon) => shapes.map((shape) => el("option",
      { value: `${polygon}:${shape.mask}`, textContent: drawn.shapes.length > 1 ? `${polygon + 1}: ${shape.said}` : shape.said })));
    const chosen = this.pieceEl.value;
    this.pieceEl.replaceChildren(...pieces);
    if ([...this.pieceEl.options].some((o) => o.value === chosen)) this.pieceEl.value = chosen;
    this.widthEl.value = String(drawn.width);
    this.heightEl.value = String(drawn.height);
    this.kindEl.value = drawn.kind;
    this.wrapEl.checked = drawn.wrap;
    this.toolEls.hole.hidden = !drawn.holes.length && (drawn.grid === "square" || drawn.grid === "hex");
    this.codeEl.value = drawn.code;
    this.hexapipes = drawn.hexapipes ?? null; // its puzzle in hexapipes' JSON, where hexapipes can say the board
    this.copyHexapipesEl.hidden = !this.hexapipes;
    this.root.dataset.undo = String(this.codes.past.length); // the edits to undo and to redo
    this.root.dataset.redo = String(this.codes.future.length);
    this.undoEl.disabled = !this.codes.past.length;
    this.redoEl.disabled = !this.codes.future.length;
    this.showing = 0;
    this.draw(drawn);
    if (this.root.closest("main")?.getAttribute("data-view") === "workbench") {
      history.replaceState(history.state, "", this.addressOf({ view: "workbench", code: drawn.code }));
    }
    if (this.pending <= 1) this.weigh();
  }

  /** The drawing of a board (or an answer, or a mend shown) put in place, the focus kept on its cell. */
  draw(drawn, marks = null) {
    if (this.stroke) { // a pen stroke under way: the board is drawn again once the pen is lifted, never under it
      this.held = [drawn, marks];
      return;
    }
    this.held = null;
    const had = this.boardEl.contains(document.activeElement);
    if (drawn.svg) this.boardEl.innerHTML = drawn.svg;
    else this.boardEl.textContent = drawn.code; // a grid the page does not draw yet: its code
    this.boardEl.dataset.code = drawn.code; // the board drawn: the maker's, an answer or a mend shown
    this.root.dataset.cells = String(drawn.cells);
    const cells = this.boardEl.querySelectorAll("[data-cell]");
    for (const g of cells) g.setAttribute("tabindex", "-1");
    const focus = this.boardEl.querySelector(`[data-cell="${this.focusCell}"]`) || cells[0];
    focus?.setAttribute("tabindex", "0");
    if (had) /** @type {HTMLElement} */ (focus)?.focus({ preventScroll: true });
    this.mark(marks || this.analysis);
  }

  /** The pieces fixed in every answer and those that differ marked on the drawing (data-bench). */
  mark(analysis) {
    if (this.stroke) { // marked once the pen is lifted: a mark now would paint the board under the pen
      this.heldMarks = analysis;
      return;
    }
    for (const g of this.boardEl.querySelectorAll("[data-bench]")) g.removeAttribute("data-bench");
    if (!analysis || analysis.code !== this.codes.now && !analysis.shown) return;
    const put = (cells, what) => {
      for (const c of cells || []) this.boardEl.querySelector(`[data-cell="${c}"]`)?.setAttribute("data-bench", what);
    };
    if ((analysis.count ?? 0) > 1) put(analysis.fixed, "fixed");
    put(analysis.differing, "differing");
    put(analysis.changed, "mend");
  }

  /** The answers counted to: the maker's choice, 2 to 50. */
  limit() {
    return Math.max(2, Math.min(50, Math.round(Number(this.limitEl.value)) || 10));
  }

  /** What the board is, asked of the worker; the last result stays until the new one comes. */
  async weigh() {
    const code = this.codes.now;
    const mine = ++this.asked;
    this.root.dataset.weighing = "true";
    // the last result stays until the new one comes; a line says the new one is being counted
    this.progressEl.textContent = this.w("benchCounting");
    this.progressEl.hidden = false;
    if (!this.analysis) this.saidEl.textContent = "";
    let r;
    try {
      r = await this.client.call(OPS.analyse, { code, limit: this.limit(), lang: this.lang });
    } catch (e) {
      if (mine === this.asked) this.saidEl.textContent = String(e?.message || e);
      return;
    }
    if (mine !== this.asked || code !== this.codes.now) return; // a newer edit: its own weighing says it
    this.analysis = r;
    this.root.dataset.weighing = "false";
    this.progressEl.hidden = true;
    this.root.dataset.count = String(r.count);
    this.root.dataset.unique = String(r.unique);
    this.saidEl.textContent = r.said;
    this.measuresEl.textContent = r.measuresSaid || "";
    this.answersEl.hidden = r.answers.length < 2;
    this.showAnswer(0, false);
    this.mark(r);
    this.mendsEl.replaceChildren();
    this.mendsTitle.hidden = true;
    delete this.root.dataset.mends;
    if (r.count >= 2 && r.answers.length >= 2) await this.findMends(code, mine, r);
  }

  /** The mends of the board `code` weighed as `r`, asked a part at a time (each one proof, of at most the nodes an
   * analysis spends: suido.web.workbench's op_mends) and shown as they come: a part is asked only while the board is the newest
   * and no edit waits, so the maker's next edit waits on one part at the most, never on them all. */
  async findMends(code, mine, r) {
    const stale = () => mine !== this.asked || code !== this.codes.now;
    this.mendsTitle.hidden = false;
    const finding = el("li", { className: "sdw-finding", textContent: this.w("benchMendFinding") });
    this.mendsEl.replaceChildren(finding);
    const offered = new Set();
    let part = { next: 0, spent: 0, said: null };
    while (part.next !== null) {
      while (this.pending) await this.queue; // an edit (or an answer shown) goes first
      if (stale()) return;
      try {
        part = await this.client.call(OPS.mends, { code, limit: this.limit(), lang: this.lang, answers: r.answers,
          count: r.count, complete: r.complete, step: true, from: part.next, spent: part.spent, found: offered.size });
      } catch {
        return;
      }
      if (stale()) return;
      for (const mend of part.mends) {
        if (offered.has(mend.code)) continue; // (a board two parts both found)
        offered.add(mend.code);
        finding.before(this.mendItem(mend));
      }
    }
    if (part.said) finding.before(el("li", { textContent: part.said }));
    finding.remove();
    this.root.dataset.mends = String(offered.size);
  }

  /** One mend offered: what it does and to what end, shown on the board, taken. */
  mendItem(mend) {
    const showEl = el("button", { type: "button", className: "sdw-mend-show", textContent: this.w("benchMendShow") });
    const takeEl = el("button", { type: "button", className: "sdw-mend-take", textContent: this.w("benchMendTake") });
    showEl.addEventListener("click", () => this.showMend(mend));
    takeEl.addEventListener("click", () => { this.load({ code: mend.code }, true).catch(() => {}); });
    return el("li", { className: "sdw-mend", "data-kind": mend.kind }, el("span", { textContent: `${mend.said} ` }), showEl, takeEl);
  }

  /** A mend drawn on the board before it is taken, the pieces it changes marked. */
  async showMend(mend) {
    const drawn = await this.ask(() => this.client.call(OPS.workbench, { code: mend.code, lang: this.lang }));
    if (!drawn) return;
    this.draw(drawn, { shown: true, changed: mend.cells, differing: mend.differing, count: mend.count });
    this.whichEl.textContent = mend.said;
  }

  /** Answer k drawn (0: the board as drawn). */
  async showAnswer(k, focus = true) {
    const answers = this.analysis?.answers || [];
    const n = answers.length;
    this.showing = Math.max(0, Math.min(n, k));
    this.prevEl.disabled = this.showing === 0;
    this.nextEl.disabled = this.showing >= n;
    this.whichEl.textContent = this.showing ? this.w("benchAnswer", { k: this.showing, n }) : this.w("benchBoard");
    this.root.dataset.showing = String(this.showing);
    if (!focus) return;
    const code = this.showing ? answers[this.showing - 1] : this.codes.now;
    const drawn = await this.ask(() => this.client.call(OPS.workbench, { code, lang: this.lang }));
    if (drawn && this.drawn) this.draw(drawn);
  }

  /** Undo or redo: the code it gives, drawn (not an edit of its own). */
  step(code) {
    if (code === null) return;
    this.load({ code }, false).catch(() => {});
  }

  async scramble() {
    const seed = Number(this.seedEl.value) || 0;
    this.seedEl.value = String(seed + 1);
    await this.ask(() => this.client.call(OPS.scramble, { code: this.codes.now, seed, lang: this.lang }), true);
  }

  /** Play it: the board as drawn, or, when it is drawn solved (as a path is drawn from the pump), scrambled first
   * (as Scramble does, drawn here too: Undo brings the answer back), so there is a puzzle to play. */
  async play() {
    await this.queue; // the edits asked for first
    if (/^<svg[^>]* data-solved="true"/.test(this.drawn?.svg || "")) await this.scramble(); // (not an answer shown)
    this.onPlay(this.codes.now);
  }

  playAddress() {
    return new URL(this.addressOf({ code: this.codes.now }), location.href).href;
  }

  /** The one-tag snippet that shows this board on another site (the tag's code attribute). */
  tagSnippet() {
    return oneTag(new URL("./", location.href).href, [`code="${this.codes.now.replace(/[&"<>]/g, "")}"`]);
  }

  async copy(text) {
    try {
      await navigator.clipboard.writeText(text);
      this.copiedEl.textContent = this.w("benchCopied");
    } catch {
      this.codeEl.value = text; // no clipboard: the text selected to copy by hand
      this.codeEl.select();
    }
    this.root.dataset.copied = text;
  }

  /** A pasted code, address or hexapipes puzzle (its JSON) opened on the workbench. */
  async openText(text) {
    const t = String(text || "").trim();
    if (t.startsWith("{")) {
      const r = await this.ask(() => this.client.call(OPS.hexapipes, { text: t, lang: this.lang }));
      if (r) await this.load({ code: r.code }, true);
      return;
    }
    const code = codeOfText(t);
    if (code) await this.load({ code }, true);
  }

  // ---- the pen and the keys --------------------------------------------------------------------------------

  cellAt(x, y) {
    const g = document.elementFromPoint(x, y)?.closest?.("[data-cell]");
    return g && this.boardEl.contains(g) ? Number(g.getAttribute("data-cell")) : -1;
  }

  centre(cell) {
    return centreOf(this.boardEl.querySelector(`[data-cell="${cell}"]`)) || [0, 0];
  }

  penDown(e) {
    if (e.button !== 0 || !this.drawn) return;
    const start = this.cellAt(e.clientX, e.clientY);
    if (start < 0) return;
    e.preventDefault();
    // the pen's line on a layer of its own over the board (the same viewBox): drawing it never paints the board again
    const board = this.boardEl.querySelector("svg");
    const layer = document.createElementNS("http://www.w3.org/2000/svg", "svg");
    layer.setAttribute("class", "sdw-pen-layer");
    layer.setAttribute("aria-hidden", "true");
    for (const name of ["viewBox", "preserveAspectRatio"]) {
      const value = board?.getAttribute(name);
      if (value) layer.setAttribute(name, value);
    }
    let path = [start];
    const line = document.createElementNS("http://www.w3.org/2000/svg", "polyline");
    line.setAttribute("class", "sdw-pen");
    layer.append(line);
    this.boardEl.append(layer);
    // the stroke is the page's alone until the pen is lifted: a board the worker sends meanwhile waits (draw), and
    // each move costs a lookup and one line's points, whatever the board's size
    this.stroke = true;
    const centres = new Map();
    const at = (c) => {
      if (!centres.has(c)) centres.set(c, this.centre(c).join(","));
      return centres.get(c);
    };
    const drawLine = () => line.setAttribute("points", path.map(at).join(" "));
    drawLine();
    const move = (m) => {
      const next = pathWith(path, this.cellAt(m.clientX, m.clientY), this.drawn);
      if (next !== path) { path = next; drawLine(); }
    };
    const up = (u) => {
      this.boardEl.removeEventListener("pointermove", move);
      this.boardEl.removeEventListener("pointerup", up);
      this.boardEl.removeEventListener("pointercancel", up);
      layer.remove();
      this.stroke = false;
      if (this.held) this.draw(...this.held);
      else if (this.heldMarks !== undefined) this.mark(this.heldMarks);
      this.heldMarks = undefined;
      if (u.type === "pointercancel") return;
      if (path.length > 1 && (this.tool === "pipe")) this.edit({ tool: "path", path });
      else if (path.length === 1) this.use(start, this.sideAt(start, u.clientX, u.clientY));
    };
    try { this.boardEl.setPointerCapture?.(e.pointerId); } catch { /* a synthetic pointer */ }
    this.boardEl.addEventListener("pointermove", move);
    this.boardEl.addEventListener("pointerup", up);
    this.boardEl.addEventListener("pointercancel", up);
  }

  /** The side of `cell` nearest the point (client x, y): where a wall goes. */
  sideAt(cell, x, y) {
    const svg = /** @type {SVGSVGElement | null} */ (this.boardEl.querySelector("svg"));
    const ctm = svg?.getScreenCTM?.();
    if (!ctm) return -1;
    const p = new DOMPoint(x, y).matrixTransform(ctm.inverse());
    const [cx, cy] = this.centre(cell);
    return sideToward(this.drawn, cell, p.x - cx, p.y - cy);
  }

  /** The tool used on a cell (a tap, Enter or Space); side: a wall's. */
  use(cell, side = -1) {
    const tool = this.tool;
    if (tool === "pipe" || tool === "turn") this.edit({ tool: "turn", cell });
    else if (tool === "piece") this.edit({ tool: "piece", cell, mask: Number(this.pieceEl.value.split(":")[1]) });
    else if (tool === "wall") { if (side >= 0) this.edit({ tool: "wall", cell, side }); }
    else this.edit({ tool, cell });
  }

  key(e) {
    if (!this.drawn) return;
    const g = /** @type {Element} */ (e.target).closest?.("[data-cell]");
    if (!g) return;
    const cell = Number(g.getAttribute("data-cell"));
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      this.use(cell);
      return;
    }
    const which = undoKey(e);
    if (which) {
      e.preventDefault();
      this.step(which === "undo" ? this.codes.undo() : this.codes.redo());
      return;
    }
    const dir = ARROWS[e.key];
    if (!dir) return;
    e.preventDefault();
    const side = sideToward(this.drawn, cell, dir[0], dir[1]);
    if (side < 0) return;
    const to = this.drawn.neighbours[cell * this.drawn.sides + side];
    if (e.shiftKey && this.tool === "wall") { this.edit({ tool: "wall", cell, side }); return; }
    if (e.shiftKey) this.edit({ tool: "path", path: [cell, to] });
    this.moveFocus(to);
  }

  moveFocus(cell) {
    const to = /** @type {HTMLElement | null} */ (this.boardEl.querySelector(`[data-cell="${cell}"]`));
    if (!to) return;
    for (const g of this.boardEl.querySelectorAll("[data-cell][tabindex='0']")) g.setAttribute("tabindex", "-1");
    to.setAttribute("tabindex", "0");
    this.focusCell = cell;
    to.focus({ preventScroll: false });
  }
}
