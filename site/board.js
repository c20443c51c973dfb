// @ts-check
// A board mounted in a host element: draws the SVG the worker sends, turns input into moves, and writes back
// only what changed. It holds no rules of the puzzle: the worker says what each cell looks like, the words,
// and whether the board is solved. (data-fixed, from the drawing, says which pieces never turn.)
import { OPS, historyAfter, moveValue } from "./protocol.js";
import { WorkerLost } from "./client.js";
import { onUnsaved } from "./saves.js";
import { attachInput } from "./input.js";
import { Clock } from "./clock.js";
import { clockShouldRun, followOtherTabs, showMarks, showPin, tellSolved } from "./tools.js";
import { flushWater, paint, partsOf } from "./paint.js";
import { ringsOpened } from "./rings.js";
import { putDrawing, sizeHost } from "./drawing.js";
import { aidsMade, aidsRendered, aidsSaid, aidsSummed, assisting, attachAids, netsOn } from "./aids.js";
import { attachField, fieldOn, ownField } from "./field.js";

const SHOW_TURN_AFTER = 50; // ms: a turn the worker has not answered by then is shown before its water
const CONFIRM_FOR = 3000; // ms: Start over on a board with turns asks again for this long
const TRIES = 3; // a move whose making the worker died under this often is given up: it may be what kills it

/** The kind of a move by its text (suido.web.play): turn, pin, mark, restart, checkpoint, back, jumble, undo, redo,
 * hint, check or nets. */
function kindOf(text) {
  const t = text.replace(/^&/, "");
  if (/^\d+[+-]$/.test(t)) return "turn";
  if (/^[pu]\d+$/.test(t)) return "pin";
  if (/^[jscm]\d*$/.test(t)) return "mark";
  if (t === "k") return "checkpoint";
  if (/^b\d+$/.test(t)) return "back";
  if (/^x\d+$/.test(t)) return "jumble";
  return t === "r" ? "restart" : t;
}
function part(host, tag, className, parent = host) {
  let el = host.querySelector(`.${className}`);
  if (!el) {
    el = document.createElement(tag);
    el.className = className;
    parent.append(el);
  }
  return el;
}

/** Every drawing of the engine carries the same <defs> (a leak's drop, a pin's mark), and url(#sd-drop) names the
 * first one in the page: one in a part of the page that is hidden (the how-to dismissed, a view not shown, a
 * board on display: none) would draw no drop on any board. So a copy of them is kept, rendered (0 by 0) and
 * first, at the top of the page. */
function keepDefs(svg) {
  const defs = svg?.querySelector("defs");
  if (!defs || document.querySelector("svg.sd-defs")) return;
  const keep = document.createElementNS("http://www.w3.org/2000/svg", "svg");
  keep.setAttribute("class", "suido sd-defs"); // the drawing's own styles (colours) reach what it holds
  keep.setAttribute("aria-hidden", "true");
  keep.setAttribute("focusable", "false");
  keep.style.cssText = "position:absolute;width:0;height:0;overflow:hidden";
  keep.append(defs.cloneNode(true));
  document.body.prepend(keep);
}

// The board's state (its flags: saving, shown, told, retry...) is written down in ARCHITECTURE.md ("A board's
// state"); each field is this class's own: other modules change it through its methods alone.
export class Board {
  /**
   * @param {HTMLElement} host gets class suido-play; the board and its status line go inside it
   * @param {{client: import("./client.js").Client, code?: string, answer?: string, size?: string,
   *          level?: number | string, progress?: string, lang?: string, shown?: boolean, hints?: boolean,
   *          hintsTaken?: number, lit?: {at: number, facing: number | null} | null, follow?: boolean, quiet?: boolean,
   *          controls?: boolean, chips?: boolean, turning?: string, history?: string, time?: number, timer?: boolean,
   *          onProgress?: (key: string, progress: string, hints: number, lit: object | null, history: string) => void,
   *          onTime?: (key: string, ms: number) => void, onRecord?: (key: string, solve: object) => object | null}} options
   */
  constructor(host, { client, code = "", answer = "", size = "", level, progress = "", lang = "en",
                      shown = false, hints = true, hintsTaken = 0, lit = null, follow = false, quiet = false, controls = true, chips = true, turning = "clockwise",
                      history = "", time = 0, timer = true, onProgress = () => {}, onTime = () => {}, onRecord = () => null }) {
    this.host = host;
    host.dataset.painted = "false"; // (until this board is: a board before it on this host is gone)
    this.client = client;
    this.code = code;
    this.answer = answer;
    this.size = size;       // with level: a fixed level, its answer known to the worker
    this.level = level;
    this.progress = progress;
    this.shown = shown;     // open on the answer ("Here is the answer."): see the state above
    this.saving = quiet ? "later" : "yes"; // "never" once the answer is shown (open)
    this.lang = lang;
    this.hintsOn = hints;
    this.by = turning === "anticlockwise" ? -1 : 1; // the way a plain tap turns
    this.onProgress = onProgress;
    this.onTime = onTime;     // (key, ms): the clock saved
    this.onRecord = onRecord; // (key, {ms, turns, hints, par}) -> {best, fewest, newBest} | null: a solve kept
    this.history = history;   // the saved form of the moves (suido.history), sent back with open
    this.pinning = false;
    this.hints = hintsTaken; // taken on this board before (saved beside its progress)
    this.lit = lit;          // the hint lit now, as the worker said it: {at (its cell), facing}, or null
    this.renderHooks = []; // called after each drawing (view.js keeps its zoom)
    /** @type {SVGSVGElement | null} the drawing shown before Python was up, to take on at the first open (preview.js) */
    this.drawing = null;
    this.id = null;
    this.timings = [];     // per turn: {cell, ms (input -> water written), frame (-> the next frame), changed}
    this.delta = new Map(); // cell -> quarters shown but not yet confirmed by the worker
    this.inflight = new Map(); // the moves sent and not yet answered: their promise -> their move value
    this.unanswered = [];   // moves ({value, how}) made while the board was not open, or that a lost worker never
                            // answered: made again, in order, once it is open
    this.told = false;
    this.retry = null;
    this.noteIs = null;
    this.opening = 0;       // counts open() calls: only the latest one's board is drawn
    this.destroyed = false;
    host.classList.add("suido-play");
    this.boardEl = part(host, "div", "sdp-board");
    this.chipsEl = part(host, "ul", "sdp-chips");
    this.chipsEl.hidden = !chips || !controls;
    // The status line and the meter are read out together when they change: how far the water got
    // (or that it is solved), then the turns.
    const live = part(host, "div", "sdp-live");
    live.setAttribute("aria-live", "polite");
    live.setAttribute("aria-atomic", "true");
    this.statusEl = part(host, "p", "sdp-status", live);
    this.meterEl = part(host, "p", "sdp-meter", live);
    this.noteEl = part(host, "p", "sdp-note");
    this.noteEl.setAttribute("aria-live", "polite");
    const controlsEl = part(host, "div", "sdp-controls");
    const button = (action) => {
      let el = controlsEl.querySelector(`[data-action=${action}]`);
      if (!el) {
        el = document.createElement("button");
        el.type = "button";
        el.dataset.action = action;
        controlsEl.append(el);
      }
      el.hidden = true;
      return el;
    };
    this.restartEl = button("restart");
    this.undoEl = button("undo");
    this.redoEl = button("redo");
    this.hintEl = button("hint");
    this.turningEl = button("turning");
    this.controlsOn = controls;
    // the clock: its own line (role timer: not read out every second), hidden when the page says so
    this.timerEl = part(host, "p", "sdp-timer");
    this.timerEl.setAttribute("role", "timer");
    this.timerEl.hidden = !controls || !timer;
    this.clock = new Clock(this.timerEl, { line: () => this.words?.timer || "",
      save: (ms) => { if (this.saving === "yes") this.onTime(this.key, ms); } });
    this.clock.set(time);
    host.insertBefore(this.timerEl, this.noteEl);
    for (const el of [live, this.noteEl, controlsEl]) el.hidden = !controls;
    this.abort = new AbortController();
    this.listen(this.abort.signal);
    attachAids(this, host, this.abort.signal); // checkpoints, jumble, check my pins, the loose ends
    attachField(this, this.abort.signal); // a board that wraps among its copies, as the setting changes
    // the browser will not save (a full store, private mode): said once, and the game plays on
    const stop = onUnsaved(() => { if (this.saving !== "never" && this.words?.unsaved) this.say(this.words.unsaved); });
    this.abort.signal.addEventListener("abort", stop);
    // Two tabs on one board: a move saved in the other tab is taken here too, so neither plays on from a
    // game the other has left behind (and overwrites its moves).
    if (follow) followOtherTabs(this, this.abort.signal);
  }

  /** Open the board in the worker and draw it; rejects with the engine's sentence on a bad code. */
  async open() {
    this.host.setAttribute("aria-busy", "true");
    this.host.dataset.painted = "false"; // (the board painted before on this host, another level or board, is gone)
    // a size means a level (a bad level number is the worker's to refuse, in words); else a code
    const what = this.size ? { size: this.size, level: this.level } : { code: this.code, answer: this.answer };
    const mine = ++this.opening;
    // the drawing shown before Python was up (preview.js): the worker draws the board again only if what it opens
    // is not that drawing's game as it would draw it (another game, the answer shown, copies asked for: op_open)
    const kept = this.drawing;
    const drawn = !!kept && this.boardEl.contains(kept);
    const result = await this.client.call(OPS.open, { ...what, progress: this.progress, history: this.history,
      hints: this.hints, lit: this.lit?.at, facing: this.lit?.facing, shown: this.shown, lang: this.lang, nets: netsOn(),
      field: fieldOn(), ...(drawn ? { drawn } : {}) });
    if (this.shown && mine === this.opening) {
      if (result.shown) this.saving = "never"; // the answer shown: not the player's game
      else this.shown = false; // no answer that checks: the player's own game is what opened, and it is saved
    }
    if (this.destroyed || mine !== this.opening) {
      // destroyed, or another board asked for, while this one was opening: the worker must not keep it
      this.client.call(OPS.close, { board: result.board }).catch(() => {});
      return result;
    }
    if (!result.svg && !(kept && this.boardEl.contains(kept))) { // (the drawing taken away meanwhile: drawn again)
      this.client.call(OPS.close, { board: result.board }).catch(() => {});
      this.drawing = null;
      return this.open();
    }
    this.render(result);
    await this.replay();
    return result;
  }

  /** The moves made while the board was not open (the worker restarting, Python not up yet), made now in order. */
  async replay() {
    for (const { value, how } of this.unanswered.splice(0)) await this.play(value, how).catch(() => null);
  }

  /** The board could not open (a bad code): say why in the status line, and stop looking busy. */
  fail(text) {
    if (this.destroyed) return;
    this.statusEl.textContent = text;
    this.host.removeAttribute("aria-busy");
    this.host.dataset.error = "true";
  }

  render(r) {
    this.id = r.board;
    delete this.host.dataset.error;
    this.width = r.width;
    this.height = r.height;
    this.wrap = !!r.wrap;
    this.sides = r.sides || 4; // its grid's (6 on hexagons); r.grid and r.extent its name and box
    this.grid = r.grid || "square";
    this.keys = r.keys || null; // how the keys step on its grid (keys.js)
    const kept = r.svg ? null : this.drawing; // the drawing shown before Python was up, taken on (open)
    this.drawing = null;
    if (kept) {
      for (const el of kept.querySelectorAll("[data-hint]")) el.removeAttribute("data-hint"); // (the reply's, below)
      this.svg = kept;
    } else {
      putDrawing(this.boardEl, r.svg); // our own package's drawing; every label in it is escaped
      this.svg = this.boardEl.querySelector("svg.suido");
    }
    keepDefs(this.svg);
    ownField(this.svg);
    const size = r.count ?? r.width * r.height; // (a grid of many polygons counts its own cells)
    this.els = new Array(size);
    this.parts = new Array(size);
    this.q = new Array(size).fill(0);
    this.at = Array.from({ length: size }, (_, i) => i);
    this.cellAt = this.at.slice();
    this.blocks = new Map();
    for (const g of this.svg.querySelectorAll(".sd-cell")) {
      const c = Number(g.dataset.cell);
      this.els[c] = g;
      if (g.dataset.block) {
        const mates = this.blocks.get(g.dataset.block) || [];
        mates.push(c);
        this.blocks.set(g.dataset.block, mates);
      }
    }
    for (const s of r.cells) { // as drawn: the quarters and places the drawing already has
      this.q[s.cell] = s.q;
      this.at[s.cell] = s.at;
      this.cellAt[s.at] = s.cell;
    }
    this.focusCell = Number(this.svg.querySelector(".sd-cell[tabindex='0']")?.getAttribute("data-cell") ?? 0);
    this.delta.clear();
    sizeHost(this.host, this.svg); // (its extent's ratio: r.extent, as the drawing says it)
    this.host.dataset.painted = "false";
    this.words = r.words;
    this.disarmRestart();
    this.restartEl.hidden = false;
    this.undoEl.textContent = r.words.undo;
    this.redoEl.textContent = r.words.redo;
    this.undoEl.hidden = this.redoEl.hidden = false;
    this.pinSaid = false;
    this.hintEl.textContent = r.words.hint;
    this.hintEl.hidden = !this.hintsOn;
    this.turningEl.hidden = false;
    this.showTurning();
    aidsRendered(this);
    this.chipsEl.replaceChildren(...r.twists.map((t) => {
      const li = document.createElement("li");
      li.className = "sdp-chip";
      li.dataset.twist = t.twist;
      li.title = t.says;
      const name = document.createElement("b");
      name.textContent = t.name;
      const says = document.createElement("span");
      says.textContent = t.says;
      li.append(name, " ", says);
      return li;
    }));
    this.say(r.notes.join(" "));
    if (r.hint) { // a hint lit before the board was opened again (another language, a new worker, a reload)
      for (const c of r.hint.cells) this.els[c].dataset.hint = "true";
      this.sayHint(r.hint);
    } else {
      this.lit = null;
    }
    const how = this.host.querySelector(".sdp-how");
    // on a touch screen, no words of right-clicks and keys: the button that sets the way a tap turns
    const touch = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
    if (how) how.textContent = touch && r.words.howToTouch ? r.words.howToTouch : r.words.howTo;
    this.told = r.solved; // a board opened solved is not told solved again
    this.retry = null;
    this.par = r.par;
    this.summary(r, null, false);
    this.host.removeAttribute("aria-busy");
    ringsOpened(this, r); // (its words now: a move made on the drawing before Python was up may be answered first)
    for (const hook of [...this.renderHooks]) hook(r); // (a hook may take itself off: preview.js's, once run)
    // Drawn dry: paint the water two frames later, so it runs out from the pumps.
    // A cell a move painted meanwhile (a move made again after a restarted worker, a pin) is newer than this.
    const repainted = new Set();
    this.repainted = repainted;
    for (const st of r.cells) {
      // every piece's words, dry and wet, known now: a move's water may reach it before the first paint
      this.partsOf(st.cell).labels = st.labels;
      if (st.pinned) showPin(this.els[st.cell], true); // pins at once: they are not water
    }
    requestAnimationFrame(() => requestAnimationFrame(() => {
      // (a render of the same board since, a worker restarted within these two frames, paints its own)
      if (this.id !== r.board || this.repainted !== repainted) return;
      const moved = repainted;
      this.repainted = null;
      // a move answered meanwhile (one made on the drawing before Python was up) said the loops, islands and the
      // solve since: this reply's are older
      this.paint(moved.size ? r.cells.filter((st) => !moved.has(st.cell)) : r.cells,
        moved.size ? { ...r, rings: undefined, solved: undefined } : r);
      this.host.dataset.painted = "true";
    }));
  }

  partsOf(c) { return partsOf(this, c); }

  showQ(c) {
    const { turn } = this.partsOf(c);
    turn.style.setProperty("--q", String(this.q[c] + (this.delta.get(c) || 0)));
    turn.removeAttribute("data-still"); // its transform from now on (suido.svg: none until its first turn)
  }

  /** Write a reply's changes onto the drawing (paint.js): the pieces whole (cells), and r.water, the pieces
   * whose water alone changed. The water's pace (--sd-step) and where it starts from (--sd-from) go on the
   * wet pieces alone: a custom property set on the <svg> would restyle every element of the board. */
  paint(cells, r) { paint(this, cells, r); }
  /** Write at once the water still on its way (paint.js paces the water's run). */
  flushWater() { flushWater(this); }
  showPin(g, pinned) { showPin(g, pinned); }

  isPinned(c) {
    return this.els?.[c]?.dataset.pinned === "true";
  }

  /** Pin the piece given in cell c (to: true pins, false unpins, undefined flips; joined: one undo with the pin
   * before); whether it changed. */
  pin(c, to, joined = false) {
    if (!this.els?.[c] || this.els[c].dataset.fixed === "true") return Promise.resolve(false);
    const pinning = to ?? !this.isPinned(c);
    return this.play(moveValue(`${pinning ? "p" : "u"}${c}`, pinning ? assisting() : {}, joined), { c })
      .then((r) => !!r?.changed);
  }

  /** Take back the last move (a turn, a pin, Start over); whether there was one. */
  undo() { return this.play(moveValue("undo")).then((r) => !!r?.changed); }

  /** Make the last move taken back again; whether there was one. */
  redo() { return this.play(moveValue("redo")).then((r) => !!r?.changed); }

  /** Mark an edge (args: the piece given, cell, and the way: side | toward, with mark "joined" | "shut" (again: off);
   * or point (a long press) or from, to (a drag)); whether a mark changed. */
  mark(args) {
    const { mark, ...where } = args;
    const text = mark === "shut" ? "s" : mark === "joined" ? "j" : "m";
    return this.play(moveValue(text, assisting(where))).then((r) => !!r?.changed);
  }

  syncClock() {
    this.clock.run(clockShouldRun(this));
  }

  /** The board was solved by this move: keep the record, say the time, fire suido-solve (once per load). */
  tellSolved(detail) { tellSolved(this, detail); }

  solvedNow() { // (tools.js)
    this.told = true;
    this.retry = null;
  }

  say(line) { // in the note (a new text node: heard again)
    this.noteEl.textContent = line;
    this.noteIs = null;
  }

  setLanguage(lang) { this.lang = lang; }

  showTimer(on) { this.timerEl.hidden = !on || !this.controlsOn; }

  showHints(on) {
    this.hintsOn = on;
    this.hintEl.hidden = !on || this.id === null;
  }

  hold(on) { this.pinning = on; }

  /** Another game of this board (another tab's, the day's save); reopen() opens it.
   * @param {{progress?: string, history?: string, hintsTaken?: number, lit?: {at: number, facing: number | null} | null,
   *          time?: number, level?: number | string, later?: boolean}} game */
  take({ progress = "", history = "", hintsTaken = 0, lit = null, time = 0, level = this.level, later = false }) {
    Object.assign(this, { progress, history, hints: hintsTaken, lit, level });
    this.clock.set(later ? Math.max(this.clock.elapsed(), time) : time);
  }

  /** The moves made and not yet answered, in the order they were made (move values): those sent to the worker,
   * then those waiting for the board to open. What a page going away keeps (preview.js), to make them again. */
  movesUnanswered() {
    return [...this.inflight.values(), ...this.unanswered.map((u) => u.value)];
  }

  /** The key this board's progress is saved under: the level, or the code it was given. */
  get key() {
    return this.size && this.level ? `${this.size}#${this.level}` : this.code;
  }

  detail(r, cell) {
    const d = { code: r.code, progress: r.progress, turns: r.turns, hints: this.hints, solved: r.solved };
    if (cell !== null && cell !== undefined) d.cell = cell;
    return d;
  }

  fire(type, detail) {
    this.host.dispatchEvent(new CustomEvent(type, { bubbles: true, detail }));
  }

  showTurning() {
    this.turningEl.textContent = this.by === 1 ? this.words.turningClockwise : this.words.turningAnticlockwise;
    this.turningEl.setAttribute("aria-pressed", this.by === 1 ? "false" : "true");
  }

  setTurning(turning) {
    this.by = turning === "anticlockwise" ? -1 : 1;
    if (this.words) this.showTurning();
    this.fire("suido-turning", { turning: this.by === 1 ? "clockwise" : "anticlockwise" });
  }

  /** Say a hint in the note: its line (on a touch screen, a quarter against the way a tap turns says how to get
   * it: three taps, or the turning button), then, for a screen reader only, the words that name its piece. */
  sayHint(h) {
    const touch = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
    const against = touch && (h.quarters === 1 || h.quarters === -1) && h.quarters !== this.by;
    const line = (against && this.words?.[h.quarters === -1 ? "hintedAnticlockwiseTouch" : "hintedClockwiseTouch"]) || h.note;
    const where = document.createElement("span");
    where.className = "sdp-quiet";
    where.textContent = h.where ? ` ${h.where}` : "";
    this.noteEl.replaceChildren(line, where);
    this.noteIs = "hint";
  }

  /** Put out a hint's light, and its line ("Try turning the piece that is lit") with it. */
  lightOff() {
    for (const el of this.svg?.querySelectorAll("[data-hint=true]") || []) el.removeAttribute("data-hint");
    if (this.noteIs === "hint") this.say("");
    this.lit = null;
  }

  /** Light a piece to turn: from the answer when the board has one, else from deduction; the piece lit (its given
   * cell), or null. */
  async hint() {
    if (this.id === null) return null;
    const r = await this.play(moveValue("hint"));
    return r?.hint?.cell ?? null;
  }

  summary(r, cell, save = true) {
    this.progress = r.progress;
    this.last = r;
    if (r.hints !== undefined) this.hints = r.hints;
    this.host.dataset.hints = String(this.hints);
    this.statusEl.textContent = r.status;
    this.meterEl.textContent = r.meter;
    this.host.dataset.solved = r.solved ? "true" : "false";
    this.host.dataset.turns = String(r.turns);
    this.host.dataset.progress = r.progress;
    if (r.history !== undefined) this.history = r.history; // the whole saved moves, on opening
    else if (r.moves) this.history = historyAfter(this.history, r.moves); // a move's edit to them
    showMarks(this, r); // the edge marks' layer (marks.js)
    aidsSummed(this, r); // the checkpoints, the loose ends, the networks' colours (aids.js)
    const had = document.activeElement;
    this.undoEl.disabled = !r.canUndo;
    this.redoEl.disabled = !r.canRedo;
    if ((had === this.undoEl || had === this.redoEl) && /** @type {HTMLButtonElement} */ (had).disabled) { // never drop the keyboard's place
      const other = had === this.undoEl ? this.redoEl : this.undoEl;
      if (!other.disabled) other.focus(); else this.els?.[this.focusCell]?.focus();
    }
    // Opening a board saves nothing (a second tab opening it must not write back what it read): moves save.
    if (save && this.saving === "yes") this.onProgress(this.key, r.progress, this.hints, this.lit, this.history);
    this.syncClock();
    if (cell === null) return;
    const detail = this.detail(r, cell);
    this.fire("suido-turn", detail);
    this.fire("suido-change", detail);
    this.tellSolved(detail);
  }

  matesOf(c) {
    const block = this.els[c]?.dataset.block;
    return block ? this.blocks.get(block) : [c];
  }

  /** Turn the piece given in cell c a step (by=1 clockwise, -1 back). t0: when the input came in; point: where a
   * tap turning by pointing fell (marks.js). Whether it turned. */
  turn(c, by = 1, t0 = performance.now(), tries = 0, point = undefined) {
    const el = this.els?.[c];
    if (!el || el.dataset.fixed === "true") return Promise.resolve(false);
    return this.play(moveValue(`${c}${by > 0 ? "+" : "-"}`, point ? { point } : {}), { c, by, t0, tries })
      .then((r) => !!r?.changed);
  }

  /** Start over: the board as given, as one move (undo brings the game back). */
  restart() {
    return this.play(moveValue("r")).then(() => undefined);
  }

  /** Make a move (a move value: protocol.js's moveValue) on the board: the one path of every kind of move (a turn,
   * a pin, a mark, undo, redo, Start over, a hint). A move made while the board is not open (the worker
   * restarting, Python not up yet) waits in this.unanswered and is made once it is; one the worker was lost under
   * is made again (TRIES). The reply must be of the board still open; then it is painted, summed up and its events
   * fired (made). how: {c (the piece given: for a turn, shown turned at once if the worker is slow), by, t0 (when
   * the input came), tries}. Resolves with the reply, or null when no move was made. */
  async play(value, how = {}) {
    const kind = kindOf(value.move);
    if (this.id === null) {
      if (!this.destroyed) this.unanswered.push({ value, how });
      return null;
    }
    const boardId = this.id;
    if (kind === "undo" || kind === "redo") { // the moves on their way first
      while (this.inflight.size) await Promise.allSettled([...this.inflight.keys()]);
      if (this.id !== boardId) return null;
    }
    const by = kind === "turn" ? how.by : 0;
    const mates = by && this.els?.[how.c] ? this.matesOf(how.c) : []; // (a cell not on the board: the worker says so)
    for (const m of mates) this.delta.set(m, (this.delta.get(m) || 0) + by);
    const early = mates.length ? setTimeout(() => { for (const m of mates) this.showQ(m); }, SHOW_TURN_AFTER) : null;
    const settle = () => {
      for (const m of mates) {
        const left = (this.delta.get(m) || 0) - by;
        if (left) this.delta.set(m, left); else this.delta.delete(m);
      }
    };
    const t0 = how.t0 ?? performance.now();
    const sent = performance.now();
    const wasSolved = !!this.last?.solved;
    const call = this.client.call(OPS.move, { ...value, board: boardId });
    this.inflight.set(call, value);
    let r;
    try {
      r = await call;
    } catch (e) {
      settle();
      for (const m of mates) if (this.els?.[m]) this.showQ(m);
      if (e instanceof WorkerLost) {
        // the worker died before it answered: the move is made again on the board reopened, so none is lost
        const tries = how.tries || 0;
        if (tries < TRIES) this.unanswered.push({ value, how: { ...how, tries: tries + 1 } });
      } else {
        this.noteEl.textContent = e.message;
      }
      return null;
    } finally {
      clearTimeout(early);
      this.inflight.delete(call);
    }
    if (this.id !== boardId) return null;
    settle();
    this.paint(r.cells, kind === "turn" || kind === "pin" || kind === "mark" ? r : { ...r, from: 0 });
    for (const m of mates) this.showQ(m);
    if (kind === "turn") this.timed(how.c, r, t0, sent);
    this.made(kind, r, how.c, wasSolved, how);
    return r;
  }

  /** A turn's times: input -> water written; of it, waiting to be handled, the worker's round trip, the writing. */
  timed(c, r, t0, sent) {
    const t1 = performance.now();
    const replied = this.client.repliedAt || t1;
    const timing = {
      cell: c, ms: t1 - t0, frame: null, changed: r.cells.length + (r.water?.cells.length || 0),
      queued: sent - t0, engine: replied - sent, write: t1 - replied,
    };
    this.timings.push(timing);
    requestAnimationFrame(() => { // the next frame starts; a message sent from it arrives once that frame is drawn
      timing.frame = performance.now() - t0;
      const ch = new MessageChannel();
      ch.port1.onmessage = () => { timing.painted = performance.now() - t0; ch.port1.close(); };
      ch.port2.postMessage(0);
    });
  }

  /** What a move's reply says, said: the note, the light, the clock, the summary (which saves) and the events. */
  made(kind, r, c, wasSolved, how = {}) {
    if (r.refused === "pinned" && !this.pinSaid) { // a pinned piece stays as it is: say why, once
      this.pinSaid = true;
      const touch = typeof matchMedia === "function" && matchMedia("(pointer: coarse)").matches;
      this.say((touch ? this.words.pinnedSaysTouch : this.words.pinnedSays) || "");
      this.noteIs = "pinned";
    }
    if (kind === "hint") {
      const h = r.hint;
      this.lightOff();
      this.sayHint(h);
      if (h.cell === null) return;
      this.hints = r.hints;
      for (const lit of h.cells) this.els[lit].dataset.hint = "true";
      this.lit = { at: h.cell, facing: h.facing ?? null };
      this.els[h.cells[0]]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
      this.summary(r, null);
      this.fire("suido-hint", this.detail(r, h.cell));
      return;
    }
    if (aidsMade(this, kind, r)) { // check my pins (counted as a hint: saved), the colours asked for
      this.summary(r, null, kind === "check");
      return;
    }
    if (!r.changed && kind !== "restart") return;
    if (this.noteIs === "pinned") this.say(""); // (why a pinned piece stayed, said till the next move made)
    if (kind !== "restart" && this.saving === "later") this.saving = "yes"; // a game given: the player's once moved
    if (kind !== "pin" && kind !== "mark") this.shown = false;
    if (kind === "restart" && wasSolved) { // a solved board started over is a new try: a clock from 0, its solve kept
      this.retry = { time: this.clock.elapsed() };
      this.clock.set(0);
      this.clock.keep();
    }
    if ((kind === "undo" || kind === "redo") && r.solved && this.retry) { // Start over of a solved board undone
      this.clock.set(this.retry.time);
      this.retry = null;
    }
    if (r.hint) this.sayHint(r.hint); // the worker says whether the lit piece is home yet, and which way it turns
    else if (r.hint === null) this.lightOff();
    if (r.hint === null && kind !== "turn") this.say(""); // a hint's note goes with its light
    if (kind === "mark") this.say(r.said);
    aidsSaid(this, kind, r, how); // a checkpoint set or gone back to, a jumble, the assistant's turns
    this.summary(r, kind === "turn" ? c : null); // a turn fires suido-turn, suido-change and, solved, suido-solve
    if (kind === "turn") return;
    const detail = this.detail(r, kind === "pin" ? c : null);
    if (kind === "pin") detail.pinned = this.isPinned(c);
    if (kind === "mark") Object.assign(detail, { edge: r.edge, mark: r.state });
    if (kind !== "restart") this.fire(`suido-${kind}`, detail);
    this.fire("suido-change", detail);
    // an undo or a redo is no solve of its own: a board it solves was solved by the turns it brings back
    if ((kind === "undo" || kind === "redo") && r.solved && !this.told && !this.retry) {
      this.tellSolved(detail);
    }
  }

  /** The Start over button: a board with turns is wiped only on a second press within 3 s (the button
   * says so meanwhile), so a stray Enter on it cannot lose a long game. restart() itself never asks. */
  askRestart() {
    if (this.id === null) return null;
    if (this.restartArmed || !(this.last?.turns > 0)) {
      this.disarmRestart();
      return this.restart();
    }
    this.restartArmed = setTimeout(() => this.disarmRestart(), CONFIRM_FOR);
    this.restartEl.textContent = this.words.restartSure || this.words.restart;
    this.restartEl.dataset.confirm = "true";
    return null;
  }

  disarmRestart() {
    clearTimeout(this.restartArmed);
    this.restartArmed = null;
    delete this.restartEl.dataset.confirm;
    if (this.words) this.restartEl.textContent = this.words.restart;
    // its armed words, kept (unseen) in its width, so arming it never pushes the buttons beside it (suido.css)
    if (this.words) this.restartEl.dataset.sure = this.words.restartSure || "";
  }

  /** Play another board on the same host: {code, answer} or {size, level}, and its progress.
   * @param {{code?: string, answer?: string, size?: string, level?: number | string, progress?: string,
   *          shown?: boolean, hintsTaken?: number, lit?: {at: number, facing: number | null} | null, quiet?: boolean,
   *          history?: string, time?: number}} [what] */
  async load({ code = "", answer = "", size = "", level, progress = "", shown = false, hintsTaken = 0,
                lit = null, quiet = false, history = "", time = 0 } = {}) {
    this.clock.set(time);
    if (this.id !== null) this.client.call(OPS.close, { board: this.id }).catch(() => {});
    this.unanswered = []; // another board: the old one's moves were saved with its progress
    Object.assign(this, { code, answer, size, level, progress, shown: !!shown, saving: quiet ? "later" : "yes",
      id: null, hints: hintsTaken, lit, history, last: null });
    const r = await this.open();
    this.fire("suido-change", this.detail(r, null));
    return r;
  }

  /** The worker is gone: take no input until reopen(). */
  suspend() {
    this.clock.stop();
    this.id = null;
    this.host.setAttribute("aria-busy", "true");
    this.host.dataset.painted = "false";
  }

  /** Open the board again where it was (after the worker was restarted, or in another language): the turns
   * still on their way are answered first, so the progress it reopens from has them; then the turns a dead
   * worker never answered are made again. */
  async reopen() {
    while (this.inflight.size) await Promise.allSettled([...this.inflight.keys()]); // taps made meanwhile too
    this.suspend();
    return this.open(); // which makes the moves a dead worker never answered again
  }

  /** Put the keyboard's focus on the board (its one tab stop); quiet: no ring until a key is pressed (input.js). */
  focusBoard(quiet = false) {
    this.els?.[this.focusCell]?.focus(quiet ? { focusVisible: false, preventScroll: true } : undefined);
  }

  /** Make cell c the board's one tab stop. */
  rove(c) {
    if (c === this.focusCell) return;
    const old = this.els[this.focusCell];
    if (old) old.tabIndex = -1;
    this.focusCell = c;
    this.els[c].tabIndex = 0;
  }

  moveFocus(c) {
    this.rove(c);
    const el = this.els[c];
    if (document.activeElement !== el) el.focus();
  }

  listen(signal) {
    attachInput(this, signal);
    this.restartEl.addEventListener("click", () => Promise.resolve(this.askRestart()).catch(() => {}), { signal });
    this.undoEl.addEventListener("click", () => this.undo(), { signal });
    this.redoEl.addEventListener("click", () => this.redo(), { signal });
    this.hintEl.addEventListener("click", () => this.hint().catch(() => {}), { signal }); // a lost worker: no hint
    this.turningEl.addEventListener("click", () => this.setTurning(this.by === 1 ? "anticlockwise" : "clockwise"), { signal });
    if (typeof document !== "undefined") {
      // the clock runs only while the page is seen; it is saved as the page goes away
      document.addEventListener("visibilitychange", () => this.syncClock(), { signal });
      window.addEventListener("pagehide", () => this.clock.stop(), { signal });
    }
  }

  destroy() {
    this.clock.stop();
    this.destroyed = true;
    clearTimeout(this.restartArmed);
    this.abort.abort();
    if (this.id !== null) this.client.call(OPS.close, { board: this.id }).catch(() => {});
    this.id = null;
    this.boardEl.replaceChildren();
  }
}
