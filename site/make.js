// "A board of your own": a small form whose options go to the worker's make op (suido.make). The work runs in
// the worker, so the page stays responsive while it says "Making a board…"; the board made is handed to onMade
// with its answer, and a link (?code=…&answer=…) that plays it again is shown.
import { OPS } from "./protocol.js";
import { say } from "./words.js";

const FIELDS = [
  // [name, label key, input attributes]
  ["size", "makeSize", { type: "number", min: 4, max: 20, value: 6 }],
  ["width", "makeWidth", { type: "number", min: 4, max: 20, placeholder: "" }],
  ["height", "makeHeight", { type: "number", min: 4, max: 20, placeholder: "" }],
  ["pumps", "makePumps", { type: "number", min: 1, max: 20, value: 1 }],
  ["locked", "makeLocked", { type: "number", min: 0, max: 40, value: 0 }],
  ["walls", "makeWalls", { type: "number", min: 0, max: 40, value: 0 }],
  ["difficulty", "makeDifficulty", { type: "number", min: 1, max: 100 }],
  ["seed", "makeSeed", { type: "number", min: 0, step: 1, value: 1 }],
];
const KINDS = [["network", "kindNetwork"], ["drains", "kindDrains"], ["inlet-outlet", "kindInletOutlet"]];

export class MakeForm {
  /** @param {HTMLElement} host  @param {{client, words, onMade: (made) => Promise<void>}} options */
  constructor(host, { client, words, onMade }) {
    Object.assign(this, { host, client, words, onMade });
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
    for (const [name, key, attrs] of FIELDS.slice(0, 3)) field(name, key, input(attrs));
    this.kind = field("kind", "makeKind", document.createElement("select"));
    this.kindOptions = KINDS.map(([value, key]) => {
      const o = document.createElement("option");
      o.value = value;
      this.kind.append(o);
      return [o, key];
    });
    this.wrap = field("wrap", "makeWrap", input({ type: "checkbox" }));
    for (const [name, key, attrs] of FIELDS.slice(3)) field(name, key, input(attrs));
    this.go = document.createElement("button");
    this.go.type = "submit";
    this.form.append(this.go);
    this.state = document.createElement("p");
    this.state.className = "sd-make-state";
    this.state.setAttribute("aria-live", "polite");
    this.link = document.createElement("a");
    this.link.className = "sd-make-link";
    this.link.hidden = true;
    host.append(this.title, this.form, this.state, this.link);
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
    this.link.textContent = say(words, "makeLink");
    if (this.host.dataset.state === "making") this.state.textContent = say(words, "making");
    else if (this.made) this.state.textContent = this.madeLine(this.made);
  }

  options() {
    const out = { kind: this.kind.value, wrap: this.wrap.checked };
    for (const [name] of FIELDS) {
      const raw = this.form.elements[name].value.trim();
      if (raw === "") continue;
      const n = Number(raw);
      out[name] = Number.isFinite(n) ? n : raw; // the engine says what is wrong with a bad one
    }
    if (out.width !== undefined || out.height !== undefined) delete out.size;
    return out;
  }

  madeLine(made) {
    const size = `${made.width}x${made.height}`;
    return made.difficulty == null ? say(this.words, "madeBoard", { size, seed: made.seed })
      : say(this.words, "madeDifficulty", { size, seed: made.seed, difficulty: made.difficulty });
  }

  async make() {
    if (this.host.dataset.state === "making") return;
    this.host.dataset.state = "making";
    this.host.setAttribute("aria-busy", "true");
    this.go.disabled = true;
    this.state.textContent = say(this.words, "making");
    this.state.classList.remove("sd-make-error");
    try {
      const made = await this.client.call(OPS.make, this.options());
      this.made = made;
      const url = new URL(location.href);
      url.search = "";
      url.searchParams.set("code", made.code);
      url.searchParams.set("answer", made.answer);
      if (document.documentElement.lang === "ja") url.searchParams.set("lang", "ja");
      this.link.href = url.href;
      this.link.hidden = false;
      await this.onMade(made);
      this.state.textContent = this.madeLine(made);
      this.host.dataset.state = "made";
    } catch (e) {
      this.state.textContent = e.message;
      this.state.classList.add("sd-make-error");
      this.host.dataset.state = "error";
    } finally {
      this.go.disabled = false;
      this.host.removeAttribute("aria-busy");
    }
  }
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
