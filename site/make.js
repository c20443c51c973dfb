// @ts-check
// "A board of your own": a small form whose options go to a worker's make op (suido.make). The work runs in a
// worker of its own (spawn), so the page, and the board being played, stay responsive while it says "Making a
// board…"; Stop ends that worker (Python cannot be interrupted otherwise without cross-origin isolation), and
// the next make starts another. The board made is handed to onMade with its answer, and a link
// (?code=…&seed=…, never the answer: this browser keeps it) that plays it again is shown. Each press makes a new
// board from a fresh seed, unless the player typed one: the seed used is shown in its field and in the line, and
// kept in the board's address (a board opened from such an address shows its seed in the field).
// A difficulty asked: the search runs a board a request (search.js), saying "Trying 12 of 60", showing the nearest
// board so far in the form once it took about a second, and Stop keeps that board (the worker is not ended).
// Its fields are hello's make (suido.options); a grid with no squares of four shows none of their fields. Under the
// form, a hexapipes puzzle pasted or dropped opens as a board of one's own (hexopen.js).
import { OPS } from "./protocol.js";
import { WorkerLost } from "./client.js";
import { say } from "./words.js";
import { runSearch } from "./search.js";
import { HexapipesOpener } from "./hexopen.js";

/** A field as hello's make gives it (suido.options.form_fields); the board's shape also its grids' shapes
 * (byGrid: per grid, those of a board that does not wrap and of one that does) and the words of none (whole).
 * @typedef {{name: string, kind: string, choices: string[], label: string, words: string[],
 *            attrs: {min?: number, max?: number}, squares: boolean, squared?: string[],
 *            byGrid?: Record<string, [string[], string[]]>, whole?: string}} MakeField */

let formsMade = 0; // (each form's line of why gets an id of its own: a page may hold two forms)

export class MakeForm {
  /**
   * @param {HTMLElement} host
   * @param {{client, spawn?: () => {call: (op: string, args?: object) => Promise<any>, stop: (error: Error) => void},
   *          words, fields: MakeField[], onMade: (made) => Promise<void>, onSaid?: (line: string) => void,
   *          boardShown?: () => string | null}} options
   *   fields: the form's fields, in order (hello's make)
   *   boardShown: the worker's id of the board shown, which the hexapipes box writes (hexopen.js)
   *   spawn: a new started client for the making, or what stands for it (app.js's ownOrPage) (else client makes,
   *   and Stop is not offered)
   *   onSaid: (line) => void, the form's last line after a make with a difficulty asked (for the board played)
   */
  constructor(host, { client, spawn = null, words, fields, onMade, onSaid = null, boardShown = () => null }) {
    this.host = host;
    this.client = client;
    this.spawn = spawn;
    this.words = words;
    this.onMade = onMade;
    this.onSaid = onSaid;
    this.maker = null; // the spawned client, kept for the next make until Stop
    /** @type {{best: object | null, stop: () => void} | null} a make with a difficulty under way (search.js) */
    this.searching = null;
    host.classList.add("sd-make");
    host.innerHTML = "";
    this.title = document.createElement("h2");
    this.form = document.createElement("form");
    this.form.noValidate = true;
    this.labels = [];
    const field = (name, key, control) => {
      const label = document.createElement("label");
      const text = document.createElement("span");
      label.append(text, control);
      control.name = name;
      this.labels.push([text, key]);
      this.form.append(label);
      return control;
    };
    this.fields = fields;
    this.numbers = fields.filter((f) => f.kind === "whole"); // checked against the form's own limits (problem)
    // (the board's shape first offers none: the grid's own, sent as no shape)
    const options = (select, f) => [...(f.byGrid ? [""] : []), ...f.choices].map((value, i, all) => {
      const o = document.createElement("option");
      o.value = value;
      select.append(o);
      return [o, value === "" ? f.whole : f.words[i - (all.length - f.choices.length)]];
    });
    this.kindOptions = []; // every choice's option with the key of its words
    const squares = fields.filter((f) => f.squares);
    this.squareFields = squares.map((f) => f.name);
    const grid = fields.find((f) => f.name === "grid");
    this.squared = grid?.squared || [];
    for (const f of fields) {
      const control = f.kind === "choice" ? document.createElement("select")
        : f.kind === "flag" ? input({ type: "checkbox" }) : input({ type: "number", ...f.attrs });
      field(f.name, f.label, control);
      if (f.kind === "choice") this.kindOptions.push(...options(control, f));
      if (f === squares[squares.length - 1]) {
        // why the fields about squares of four are greyed out, beside them, while the kind is not a network (as make
        // would say)
        this.squaresWhy = document.createElement("p");
        this.squaresWhy.className = "sd-make-why";
        this.squaresWhy.id = `sd-make-why-${++formsMade}`;
        this.form.append(this.squaresWhy);
      }
    }
    const named = /** @type {Record<string, any>} */ (this.form.elements); // its controls by name
    this.grid = named.grid;
    this.kind = named.kind;
    this.wrap = named.wrap;
    this.bigKinds = named.bigKinds;
    // an inlet-to-outlet board cannot wrap: the form does not offer what make would refuse
    const noWrap = () => {
      const off = this.kind.value === "inlet-outlet";
      if (off) this.wrap.checked = false;
      this.wrap.disabled = off;
    };
    this.kind.addEventListener("change", noWrap);
    // big pieces and blocks come only on a network board of a grid with squares of four: the form does not offer what
    // make would refuse (on a grid with none, it does not show them at all)
    const squaresOff = () => {
      const none = !this.squared.includes(this.grid.value);
      const off = none || this.kind.value !== "network";
      for (const name of this.squareFields) {
        const el = named[name];
        if (off && el.type === "number") el.value = "0";
        el.disabled = off;
        el.closest("label").hidden = none;
        if (off && !none) el.setAttribute("aria-describedby", this.squaresWhy.id);
        else el.removeAttribute("aria-describedby");
      }
      this.squaresWhy.hidden = !off || none;
      this.host.dataset.grid = this.grid.value;
    };
    this.kind.addEventListener("change", squaresOff);
    this.grid.addEventListener("change", squaresOff);
    squaresOff();
    // the board's shapes are the grid's own, and others on a board that wraps: the form offers only those (a grid
    // with none does not show the field)
    const shaped = fields.find((f) => f.byGrid);
    const shapesOff = () => {
      if (!shaped) return;
      const shape = named[shaped.name];
      const lists = shaped.byGrid[this.grid.value];
      const offered = lists ? lists[this.wrap.checked ? 1 : 0] : [];
      for (const o of shape.options) o.hidden = o.disabled = o.value !== "" && !offered.includes(o.value);
      if (!offered.includes(shape.value)) shape.value = "";
      shape.closest("label").hidden = !lists;
    };
    for (const el of [this.grid, this.wrap, this.kind]) el.addEventListener("change", shapesOff);
    shapesOff();
    this.go = document.createElement("button");
    this.go.type = "submit";
    this.stopEl = document.createElement("button");
    this.stopEl.type = "button";
    this.stopEl.className = "sd-make-stop";
    this.stopEl.hidden = true;
    this.stopEl.addEventListener("click", () => this.stop());
    this.form.append(this.go, this.stopEl);
    this.state = document.createElement("p");
    this.state.className = "sd-make-state";
    this.state.setAttribute("aria-live", "polite");
    this.link = document.createElement("a");
    this.link.className = "sd-make-link";
    this.link.hidden = true;
    this.preview = document.createElement("figure"); // the nearest board so far, while a search goes on
    this.preview.className = "sd-make-preview";
    this.preview.hidden = true;
    // a hexapipes puzzle pasted or dropped, opened as a board of one's own (hexopen.js)
    this.opener = new HexapipesOpener(document.createElement("section"), { client, words, shown: boardShown,
      onOpen: async (opened) => {
        await this.onMade(opened);
        this.onSaid?.(opened.said);
      } });
    host.append(this.title, this.form, this.state, this.link, this.preview, this.opener.root);
    // the seed: the player's own once typed (then every press makes that board), else a fresh one each press
    this.seedEl = /** @type {HTMLInputElement} */ (/** @type {Record<string, any>} */ (this.form.elements).seed);
    this.seedTyped = false;
    this.seedEl.addEventListener("input", () => { this.seedTyped = this.seedEl.value.trim() !== ""; });
    const shown = new URLSearchParams(location.search).get("seed");
    if (/^\d{1,40}$/.test(shown || "")) this.seedEl.value = shown; // the board played was made from it
    this.form.addEventListener("submit", (e) => {
      e.preventDefault();
      this.make();
    });
    this.setWords(words);
  }

  setWords(words) {
    this.words = words;
    this.title.textContent = say(words, "makeTitle");
    for (const [el, key] of [...this.labels, ...this.kindOptions]) el.textContent = say(words, key);
    this.go.textContent = say(words, "makeGo");
    this.stopEl.textContent = say(words, "makeStop");
    this.link.textContent = say(words, "makeLink");
    this.seedEl.placeholder = say(words, "makeSeedNew");
    this.squaresWhy.textContent = say(words, "makeSquaresNetworkOnly");
    if (this.host.dataset.state === "making") this.state.textContent = say(words, "making");
    else if (this.host.dataset.state === "stopped") this.state.textContent = say(words, "makeStopped");
    else if (this.host.dataset.state === "kept" && this.made) this.state.textContent = this.keptLine(this.made);
    else if (this.made) this.state.textContent = this.madeLine(this.made);
    this.opener?.setWords(words);
  }

  options() {
    const named = /** @type {Record<string, any>} */ (this.form.elements);
    const squares = this.squared.includes(this.grid.value); // a grid with none: no field about them is sent
    const out = {};
    for (const f of this.fields) {
      if (f.squares && !squares) continue;
      if (f.kind === "flag") out[f.name] = named[f.name].checked;
      else if (f.kind === "choice") {
        // the grid named unless it is the first (a square board's request is as it always was: no grid named); the
        // board's shape unless it is the grid's own
        if ((f.name !== "grid" || named[f.name].value !== f.choices[0]) && named[f.name].value !== "") {
          out[f.name] = named[f.name].value;
        }
      } else {
        const raw = named[f.name].value.trim();
        if (raw === "") continue;
        const n = Number(raw);
        // a seed of many digits goes as its digits (a double would round it); the engine says what else is wrong
        out[f.name] = f.name === "seed" && /^\d{16,40}$/.test(raw) ? raw : Number.isFinite(n) ? n : raw;
      }
    }
    out.lang = document.documentElement.lang; // (a refusal of the form's own is said in the page's language)
    // Width or Height alone changes that side; Size (else make's 7) gives the other
    if (out.width !== undefined || out.height !== undefined) {
      const side = out.size ?? 7; // suido.make's own size
      out.width ??= side;
      out.height ??= side;
      delete out.size;
    }
    return out;
  }

  /** What is wrong with the form's numbers (each within its field's min and max, whole), or "". */
  problem() {
    for (const { name, label, attrs } of this.numbers) {
      const el = /** @type {HTMLInputElement} */ (/** @type {Record<string, any>} */ (this.form.elements)[name]);
      const raw = el.value.trim();
      if (raw === "" && !el.validity.badInput) continue;
      if (name === "seed" && /^\d{1,40}$/.test(raw)) continue;
      const n = Number(raw);
      const whole = /^-?\d+$/.test(raw) && Number.isSafeInteger(n);
      if (whole && n >= attrs.min && (attrs.max === undefined || n <= attrs.max)) continue;
      const field = say(this.words, label);
      return attrs.max === undefined ? say(this.words, "makeAtLeast", { field, min: attrs.min })
        : say(this.words, "makeBetween", { field, min: attrs.min, max: attrs.max });
    }
    return "";
  }

  madeLine(made) {
    const size = `${made.width}x${made.height}`;
    if (made.difficulty == null) return say(this.words, "madeBoard", { size, seed: made.seed });
    // a difficulty asked: the board is the nearest of several seeds, so the seed asked and the board's own are said
    if (made.asked !== undefined && String(made.asked) !== String(made.seed)) {
      return say(this.words, "madeNearest", { size, seed: made.seed, asked: made.asked, difficulty: made.difficulty });
    }
    return say(this.words, "madeDifficulty", { size, seed: made.seed, difficulty: made.difficulty });
  }

  async make() {
    if (this.host.dataset.state === "making") return;
    const wrong = this.problem(); // the form's own limits (a 64x64 board at a difficulty takes minutes)
    if (wrong) {
      this.state.textContent = wrong;
      this.state.classList.add("sd-make-error");
      this.host.dataset.state = "error";
      return;
    }
    if (!this.seedTyped) this.seedEl.value = String(freshSeed()); // a new board each press
    this.host.dataset.state = "making";
    this.host.setAttribute("aria-busy", "true");
    this.go.disabled = true;
    this.stopEl.hidden = !this.spawn;
    this.state.textContent = say(this.words, "making");
    this.state.scrollIntoView?.({ block: "nearest" }); // "Making a board…" and Stop in view
    this.state.classList.remove("sd-make-error");
    this.preview.hidden = true;
    try {
      if (this.spawn && !this.maker) this.maker = this.spawn();
      const options = this.options();
      // Stop settles this at once, even while the spawned worker is still starting
      const made = await new Promise((resolve, reject) => {
        this.abandon = reject;
        const maker = this.maker || this.client;
        (options.difficulty !== undefined ? runSearch(this, maker, options) : maker.call(OPS.make, options))
          .then(resolve, reject);
      });
      const kept = this.host.dataset.state === "kept"; // stopped with the nearest board found
      this.made = made;
      const url = new URL(location.href);
      url.search = "";
      url.searchParams.set("code", made.code); // its code and seed: the link never gives the answer away
      url.searchParams.set("seed", String(made.seed));
      if (document.documentElement.lang === "ja") url.searchParams.set("lang", "ja");
      this.link.href = url.href;
      this.link.hidden = false;
      this.preview.hidden = true;
      await this.onMade(made);
      this.state.textContent = kept ? this.keptLine(made) : this.madeLine(made);
      // a difficulty asked: the board played (its view now shown, this form's hidden) says what it is, kept or made
      if (options.difficulty !== undefined) this.onSaid?.(this.state.textContent);
      this.host.dataset.state = kept ? "kept" : "made";
    } catch (e) {
      if (this.host.dataset.state === "stopped") return; // Stop said so already
      this.preview.hidden = true;
      if (e instanceof WorkerLost) this.maker = null;     // it died: the next make starts another
      this.state.textContent = e.message;
      this.state.classList.add("sd-make-error");
      this.host.dataset.state = "error";
    } finally {
      this.go.disabled = false;
      this.stopEl.hidden = true;
      this.host.removeAttribute("aria-busy");
    }
  }

  keptLine(made) {
    return say(this.words, "makeStoppedKept", { size: `${made.width}x${made.height}`, seed: made.seed,
      difficulty: made.difficulty });
  }

  /** Stop a make under way: a search that found a board ends with the nearest (its worker answers the stop, it is
   * not ended); else its worker is ended (the board being played is not touched). */
  stop() {
    if (this.host.dataset.state !== "making") return;
    if (this.searching?.best) {
      this.host.dataset.state = "kept";
      this.searching.stop();
      return;
    }
    if (!this.maker) return;
    this.host.dataset.state = "stopped";
    this.state.textContent = say(this.words, "makeStopped");
    const maker = this.maker;
    this.maker = null;
    this.abandon?.(new WorkerLost("stopped"));
    maker.stop(new WorkerLost("stopped"));
  }
}

/** A seed for a new board: a whole number from 1 to 999999999, from the browser's randomness. */
function freshSeed() {
  const n = globalThis.crypto?.getRandomValues ? crypto.getRandomValues(new Uint32Array(1))[0]
    : Math.floor(Math.random() * 2 ** 32);
  return (n % 999999999) + 1;
}

function input(attrs) {
  const el = document.createElement("input");
  for (const [k, v] of Object.entries(attrs)) {
    if (k === "value") el.value = String(v);
    else el.setAttribute(k, String(v));
  }
  if (attrs.type === "number") el.inputMode = "numeric";
  return el;
}
