// @ts-check
// The <suido-board> element's class. No side effects: importing it defines nothing (suido-board-define.js
// does), and without a DOM it is a plain class. Attributes: grid (or its older name size; grid wins) + level, or
// grid + daily (the level of the day, turning over at 00:00 UTC), or code + answer; progress; shown; hints;
// controls; chips; turning; zoom; lang; save ("off": nothing kept in the browser); timer ("off": the clock hidden);
// width (a CSS width), theme (auto | light | dark), label (a caption, and the board's name); site (the Suido site
// the runtime comes from: the folder of these modules when absent; the npm package needs it). Each is read again
// when it changes (batched in a microtask): turning, hints, lang, timer, width, theme and label change the board in
// place; anything else mounts it afresh. Removing the element destroys it.
import { isOn, mountSuido } from "./suido.js";
import { themeOf, widthOf } from "./look.js";

const Base = /** @type {typeof HTMLElement} */ (globalThis.HTMLElement ?? class {});
const IN_PLACE = new Set(["turning", "hints", "lang", "timer", "width", "theme", "label"]);
// Every attribute has a property of its name (lang is HTMLElement's own): the text ones read and set the attribute
// as text (null or undefined takes it off), the flags as booleans (each attribute's default when absent; a flag set
// to its default takes the attribute off). progress reads the game as it stands now.
const TEXTS = ["size", "grid", "level", "code", "answer", "turning", "zoom", "width", "theme", "label", "site"];
const FLAGS = { shown: false, hints: true, controls: true, chips: true, save: true, timer: true, daily: false };

/** An attribute as a boolean: present and not false/off/0/no. */
function flag(el, name, fallback) {
  return el.hasAttribute(name) ? isOn(el.getAttribute(name)) : fallback;
}

export class SuidoBoardElement extends Base {
  static get observedAttributes() {
    return ["size", "level", "code", "answer", "progress", "shown", "turning", "hints", "controls", "chips", "zoom", "lang",
      "save", "timer", "grid", "daily", "width", "theme", "label", "site"];
  }

  constructor() {
    super();
    this._mount = null;
    this._changed = new Set();
    this._queued = false;
    // properties set before the element was defined (as Lit and other frameworks do) are own properties of the
    // element, which would hide these forever: taken over, as if set now
    for (const name of [...TEXTS, ...Object.keys(FLAGS), "progress"]) {
      if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
      const value = this[name];
      delete this[name];
      this[name] = value;
    }
  }

  get mount() { return this._mount; }
  get progress() { return this._mount?.progress ?? this.getAttribute?.("progress") ?? ""; }
  set progress(value) { this._text("progress", value); }
  restart() { return this._mount?.restart(); }
  hint() { return this._mount?.hint(); }
  undo() { return this._mount?.undo(); }
  redo() { return this._mount?.redo(); }

  _text(name, value) {
    if (value === null || value === undefined) this.removeAttribute(name);
    else this.setAttribute(name, String(value));
  }

  options() {
    const get = (n) => this.getAttribute(n) || "";
    const lang = get("lang");
    const daily = flag(this, "daily", false);
    return {
      size: get("code") && !daily ? "" : get("size"), grid: get("code") && !daily ? "" : get("grid"), daily,
      level: get("level"), code: get("code"), answer: get("answer"),
      width: get("width"), theme: get("theme"), label: get("label"), site: get("site"),
      progress: this.hasAttribute("progress") ? get("progress") : undefined, shown: flag(this, "shown", false),
      hints: flag(this, "hints", true), controls: flag(this, "controls", true), chips: flag(this, "chips", true),
      turning: get("turning") === "anticlockwise" ? "anticlockwise" : "clockwise",
      zoom: get("zoom") === "off" ? "off" : "on", language: /^(en|ja)$/.test(lang) ? lang : "",
      save: flag(this, "save", true), timer: flag(this, "timer", true),
    };
  }

  connectedCallback() {
    if (!this._mount || this._mount.board.destroyed) this._mountNow();
  }

  /** The board mounted now. Where no site is named yet and one is needed (the npm package's), it waits for its
   * site attribute: a framework may set attributes after connecting (Angular's bindings do); still none once the
   * task is done, the console says what is missing. */
  _mountNow() {
    try {
      this._mount = mountSuido(this, this.options());
    } catch (e) {
      if (!(e instanceof TypeError) || this.getAttribute("site")) throw e;
      this._mount = null;
      setTimeout(() => { if (!this._mount && this.isConnected) console.error(e.message); }, 0);
    }
  }

  disconnectedCallback() {
    // Moved within the page (removed, then added elsewhere in the same task): the board plays on with its game,
    // turns and turning. Only a real removal (still out once the task is done) closes it.
    queueMicrotask(() => {
      if (this.isConnected) return;
      this._mount?.destroy();
      this._mount = null;
      this._changed.clear();
    });
  }

  attributeChangedCallback(name, before, after) {
    if (before === after) return;
    if (!this._mount) {
      if (name === "site" && after && this.isConnected) {
        queueMicrotask(() => { if (!this._mount && this.isConnected) this._mountNow(); });
      }
      return;
    }
    this._changed.add(name);
    if (this._queued) return;
    this._queued = true;
    queueMicrotask(() => {
      this._queued = false;
      const changed = [...this._changed];
      this._changed.clear();
      if (!this._mount) return;
      const o = this.options();
      // (a bad width or theme, or one put right on a board that said it was bad: mounted afresh, to say so)
      const looks = widthOf(o.width) !== null && themeOf(o.theme) !== null && this.dataset.error !== "true";
      if (looks && changed.every((n) => IN_PLACE.has(n))) {
        this._mount.set({ turning: o.turning, hints: o.hints, timer: o.timer, language: o.language || undefined,
          width: o.width, theme: o.theme, label: o.label });
      } else {
        this._mount.destroy();
        this._mount = mountSuido(this, o);
      }
    });
  }
}

for (const name of TEXTS) {
  Object.defineProperty(SuidoBoardElement.prototype, name, {
    configurable: true,
    enumerable: true,
    get() { return this.getAttribute?.(name) ?? ""; },
    set(value) { this._text(name, value); },
  });
}
for (const [name, fallback] of Object.entries(FLAGS)) {
  Object.defineProperty(SuidoBoardElement.prototype, name, {
    configurable: true,
    enumerable: true,
    get() { return this.hasAttribute ? flag(this, name, fallback) : fallback; },
    set(value) {
      const on = typeof value === "string" ? isOn(value) : !!value;
      if (on === fallback) this.removeAttribute(name);
      else this.setAttribute(name, on ? "" : "off");
    },
  });
}
