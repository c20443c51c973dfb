// @ts-check
// The level browser: the sizes, the levels of a size in blocks of 16 (a block opens when the one before is
// solved), each level's marks and twists, and Today. It fetches only the chosen size's file and hands its
// rows to the worker, which knows what each level is; which levels are open is the worker's rule too.
// Before Python is up it is drawn at once (early) from the build's list of the set (levels/SET.list.json: the
// worker's own reply for nothing solved) and the worker's last reply for the levels solved now, kept in this
// browser; a tap on a shut level says what opens it (the worker's "opens").
import { OPS } from "./protocol.js";
import { say } from "./words.js";
import { recordsOf, solvedOf, watchSolved } from "./saves.js";
import { clockText } from "./clock.js";
import { bringIntoView } from "./fit.js";
import { RELEASE } from "./release.js";

const files = new Map(); // the URL's text -> Promise<text | null>

/** The text at url (null when it is not there), fetched once: by its text, as each caller makes a URL object of its
 * own. Only a file the server says is not there (404) is kept as null: a fetch that failed (offline) or another
 * answer (a 503 on its way) is not kept, so the next asks again. */
function fetchText(url) {
  const key = String(url);
  if (!files.has(key)) {
    const forget = () => { files.delete(key); return null; };
    files.set(key, fetch(key).then((r) => (r.ok ? r.text() : r.status === 404 ? null : forget())).catch(forget));
  }
  return files.get(key);
}

/** The worker's hello (its sizes, languages, make fields), asked once for the page and the level browser alike. */
export function helloOf(client) {
  if (!client.hello) {
    client.hello = client.call(OPS.hello);
    client.hello.catch(() => { client.hello = null; }); // a lost worker: ask the next one
  }
  return client.hello;
}

/** The level of the day of size on day (the worker's {level}), asked once: the same everywhere, all day. */
export function dailyOf(client, size, day) {
  client.dailies ??= new Map();
  const key = `${size}|${day}`;
  if (!client.dailies.has(key)) {
    const asked = client.call(OPS.daily, { size, day });
    client.dailies.set(key, asked);
    asked.catch(() => client.dailies.delete(key));
  }
  return client.dailies.get(key);
}

/** Hand size's rows (levels/SIZE.tsv under base) and marks to the client's worker, once per worker;
 * the worker's {count, open, next, levels[]}, or null when the size's file is not there. after: a level, whose
 * next (Next level's) the reply's next is then. */
export async function sendLevels(client, size, base, solved = [], after = null) {
  // only a size that has levels is fetched (a bad size attribute is the worker's to refuse, without a 404)
  if (!(await helloOf(client)).sizes.includes(size)) return null;
  client.sentLevels ??= new Set();
  const first = !client.sentLevels.has(size);
  const [rows, marks] = await Promise.all([fetchText(new URL(`${size}.tsv`, base)),
    first ? fetchText(new URL("marks.json", base)) : null]);
  if (rows === null) return null;
  const args = after ? { size, solved, after } : { size, solved };
  if (first) {
    let digits = "";
    try { digits = (marks && JSON.parse(marks)[size]) || ""; } catch { /* no marks */ }
    Object.assign(args, { rows, marks: digits });
  }
  const info = await client.call(OPS.levels, args);
  client.sentLevels.add(size);
  return info;
}

/** Whether the list drawn in words a says the same in words b: every word of a is b's (the build's copy of the
 * list's words, drawn before Python is up, and the worker's whole table once it is: the same words, and a list of
 * 256 levels is not built again for nothing as the page starts). */
const sameWords = (a, b) => a === b || (!!a && !!b && Object.keys(a).every((k) => a[k] === b[k]));

/** A set's name in the size list: a size as itself ("7x7"), a set of many sizes in words ("big": sizeBig, "hex":
 * sizeHex, "hexapipes-hex": sizeHexapipesHex: "size" and the set's name's parts capitalised, suido.levels.set_word's
 * rule). */
export const sizeName = (words, size) => (/^[0-9]+x[0-9]+$/.test(size) || !size ? size
  : say(words, `size${size.split("-").map((part) => part.charAt(0).toUpperCase() + part.slice(1)).join("")}`));

/** The UTC day, "YYYY-MM-DD": the level of the day is the same everywhere. */
export const today = () => new Date().toISOString().slice(0, 10);

// what this browser keeps: the set played last, and per set the worker's last reply (for the levels solved then)
const LAST_SET = "suido-last-set";
const KEPT = "suido-levels-kept"; // {SET: {release, solved: "1,2,3", open, next, opens, day, daily}}
// what is kept there may be another release's, or tampered with: read as a plain object of sets, and a set's
// reply only when each part has its shape (else none: the worker's own list decides)
const count = (v) => Number.isInteger(v) && v >= 0 && v < 1e6;
const fair = (r) => !!r && typeof r === "object" && typeof r.release === "string" && typeof r.solved === "string"
  && count(r.open) && count(r.next) && count(r.daily) && typeof r.day === "string"
  && (r.opens === null || (!!r.opens && typeof r.opens === "object" && count(r.opens.from) && count(r.opens.to)
    && count(r.opens.left)));
const readKept = () => {
  let kept = null;
  try { kept = JSON.parse(localStorage.getItem(KEPT) || "{}"); } catch { /* junk: none kept */ }
  const out = {};
  if (!kept || typeof kept !== "object" || Array.isArray(kept)) return out;
  for (const [size, r] of Object.entries(kept)) if (fair(r)) out[size] = r;
  return out;
};
const keep = (key, value) => { try { localStorage.setItem(key, value); } catch { /* private mode: not kept */ } };

/** The level to solve next in size, as the worker's last reply kept for the levels solved now says (this
 * release's), else 0: the level the bare page goes on with, known before Python is up. */
export function keptNext(size) {
  const kept = readKept()[size];
  return kept?.release === RELEASE && kept.solved === solvedOf(size).join(",") ? kept.next : 0;
}

/** The set played last (of sets), else the first of sets with a level solved, else fallback. */
export function lastSet(sets, fallback) {
  let kept = null;
  try { kept = localStorage.getItem(LAST_SET); } catch { /* private mode */ }
  return kept && sets.includes(kept) ? kept : sets.find((s) => solvedOf(s).length) || fallback;
}

export class LevelBrowser {
  /**
   * @param {HTMLElement} root where the browser draws itself
   * @param {{client, words, sizes: string[], base?: URL, onChoose: (size: string, level: number, isToday?: boolean) => void,
   *   todayButton?: HTMLButtonElement}} options todayButton: the Play view's, the level of the day one tap away;
   *   onChoose's isToday: the level of the day was chosen
   */
  constructor(root, { client, words, sizes, base = new URL("./levels/", document.baseURI), onChoose,
    todayButton = null }) {
    this.root = root;
    this.client = client;
    this.words = words;
    this.sizes = sizes;
    this.base = base;
    this.onChoose = onChoose;
    this.todayButton = todayButton;
    this.size = null;
    this.info = null;
    this.early = false; // the list shown was drawn before the worker answered (drawEarly)
    this.answered = new Promise((resolve) => { this.answer = resolve; }); // the worker's first list shown
    this.current = null; // {size, level} being played
    this.saidShut = null; // {size, n}: the shut level last tapped, whose line says what opens it
    /** @type {{key: string, done: Promise<any>} | null} the list being asked of the worker (show) */
    this.loading = null;
    /** @type {{sign: string, words: any} | null} what the list drawn shows (render): drawn again only when it changed */
    this.drawn = null;
    root.classList.add("sd-levels");
    root.replaceChildren();
    this.title = document.createElement("h2");
    this.title.className = "sdl-title";
    this.title.textContent = say(words, "viewLevels");
    const top = document.createElement("div");
    top.className = "sdl-top";
    const label = document.createElement("label");
    this.sizeWord = document.createElement("span");
    this.sizeWord.textContent = say(words, "size") + " ";
    label.append(this.sizeWord);
    this.select = document.createElement("select");
    this.select.name = "size";
    for (const s of sizes) this.select.append(new Option(sizeName(words, s), s));
    label.append(this.select);
    this.todayEl = document.createElement("button");
    this.todayEl.type = "button";
    this.todayEl.dataset.action = "today";
    this.todayEl.textContent = say(words, "today");
    this.noteEl = document.createElement("p");
    this.noteEl.className = "sdl-note";
    top.append(label, this.todayEl);
    this.blocksEl = document.createElement("div");
    this.blocksEl.className = "sdl-blocks";
    root.append(this.title, top, this.noteEl, this.blocksEl);
    this.select.addEventListener("change", () => this.show(this.select.value).catch(() => {})); // a lost worker: shown again
    this.todayEl.addEventListener("click", () => this.today().catch(() => {}));
    todayButton?.addEventListener("click", () => this.today().catch(() => {}));
    this.blocksEl.addEventListener("click", (e) => {
      const b = /** @type {HTMLButtonElement | null} */ (/** @type {Element} */ (e.target).closest("button[data-level]"));
      if (!b) return;
      if (b.getAttribute("aria-disabled") === "true") this.sayShut(Number(b.dataset.level)).catch(() => {});
      else this.onChoose(this.size, Number(b.dataset.level));
    });
    // a level solved in another tab: this list shows it (and the blocks it opens) at once, not after a reload
    watchSolved((size) => { if (size === this.size) this.refresh().catch(() => {}); });
    // a set chosen offline, its file not had: asked for again as the connection comes back (choosing it again in
    // the size list would change nothing, so nothing would ask)
    window.addEventListener("online", () => { if (this.wanted && !this.info) this.show(this.wanted).catch(() => {}); });
  }

  /** Does size have levels here? (fetches its file once) */
  async has(size) {
    return (await fetchText(new URL(`${size}.tsv`, this.base))) !== null;
  }

  /** Hand size's rows to the worker (once) and learn its levels; null when the file is not there. */
  async load(size) {
    return sendLevels(this.client, size, this.base, solvedOf(size));
  }

  /** Show the levels of size. Until its rows are the worker's, the list shown (and this.size, which a tap
   * on it plays) stays the one before, so a level is never opened with another size's number. */
  async show(size) {
    this.wanted = size;
    this.select.value = size;
    const solved = solvedOf(size);
    // the same list asked for again while it loads (the page's start and a set chosen, both this one): one reply,
    // drawn once, so a level focused or tapped meanwhile is not drawn away under the key or the finger
    const key = `${size}|${solved.join(",")}`;
    if (this.loading?.key !== key) {
      const done = this.showAfresh(size, solved);
      this.loading = { key, done };
      done.finally(() => { if (this.loading?.done === done) this.loading = null; }).catch(() => {});
    }
    return this.loading.done;
  }

  /** show's work: the worker's list of size for the levels solved, kept, and drawn unless another set was asked
   * for meanwhile; the list of size either way. */
  async showAfresh(size, solved) {
    const info = await this.load(size);
    // the level of the day is always open, even in a block still shut: it is never shown locked
    const day = today();
    const daily = info ? (await dailyOf(this.client, size, day)).level : 0;
    if (info) { // kept for the next visit's list, drawn before Python is up
      const kept = readKept();
      kept[size] = { release: RELEASE, solved: solved.join(","), open: info.open, next: info.next, opens: info.opens,
        day, daily };
      keep(KEPT, JSON.stringify(kept));
    }
    if (this.wanted !== size) return info; // (another set asked for meanwhile: it is the one drawn)
    this.size = size;
    this.info = info;
    this.daily = daily;
    this.dailyOn = day;
    this.early = false;
    this.render();
    this.answer();
    return info;
  }

  /** Before Python is up: draw the levels of size at once from the build's list (levels/SIZE.list.json, the
   * worker's reply for nothing solved) and the worker's last reply for the levels solved now, when kept; the
   * worker's own list replaces it (show). */
  async drawEarly(size) {
    this.wanted ??= size;
    // (what the worker will be handed for it, fetched meanwhile: a set of the build's list, so never a 404)
    fetchText(new URL(`${size}.tsv`, this.base));
    fetchText(new URL("marks.json", this.base));
    const text = await fetchText(new URL(`${size}.list.json`, this.base));
    if (this.info || this.wanted !== size || text === null) return;
    let built;
    try { built = JSON.parse(text); } catch { return; }
    const solved = solvedOf(size).join(",");
    const kept = readKept()[size]?.release === RELEASE ? readKept()[size] : null; // (another release's rules: none)
    if (kept?.solved === solved) Object.assign(built, { open: kept.open, next: kept.next, opens: kept.opens });
    else if (solved) built.unsure = true; // no reply kept for these levels solved: which are open waits for the worker
    this.select.value = size;
    this.size = size;
    this.info = built;
    this.daily = kept?.day === today() ? kept.daily : 0;
    this.dailyOn = kept?.day;
    this.early = true;
    this.render();
  }

  /** A shut level tapped: say what opens it (the worker's "opens": the block whose levels are to be solved). */
  async sayShut(n) {
    if (this.early && (this.info?.unsure || !this.daily)) { // the worker has the last word: wait for its list
      await this.answered;
      const b = this.blocksEl.querySelector(`button[data-level="${n}"]`);
      if (b && b.getAttribute("aria-disabled") !== "true") return;
    }
    this.saidShut = { size: this.size, n };
    this.tellShut();
    // the line comes in above the level tapped, under its block's heading: scrolled past, it is brought into view
    const why = this.blocksEl.querySelector(`.sdl-why[data-level="${n}"]`);
    if (why?.textContent) bringIntoView(why, this.blocksEl.querySelector(`button[data-level="${n}"]`));
  }

  /** The line under the shut block of the level last tapped, saying what opens it; said again when the list is
   * drawn again (the worker's list arriving, another language), dropped once that level is open or another set
   * is shown. */
  tellShut() {
    const said = this.saidShut;
    const b = said?.size === this.size ? this.blocksEl.querySelector(`button[data-level="${said.n}"]`) : null;
    const why = /** @type {HTMLElement | null | undefined} */ (b?.closest(".sdl-block")?.querySelector(".sdl-why"));
    const opens = this.info?.opens;
    for (const other of this.blocksEl.querySelectorAll(".sdl-why")) if (other !== why) other.textContent = "";
    if (!opens || !why || b.getAttribute("aria-disabled") !== "true") {
      if (why) why.textContent = "";
      // forgotten once another set is shown or the level is open; a list with no "opens" yet keeps it to say
      if (said && this.info && (said.size !== this.size || b?.getAttribute("aria-disabled") === null)) this.saidShut = null;
      return;
    }
    const { n } = said;
    const next = n <= opens.to + this.info.block;
    why.textContent = say(this.words, next ? "shutNext" : "shutLater", { ...opens, n });
    why.dataset.level = String(n);
  }

  /** The Play view's Today button: the level of the day of the set shown, marked (solved or not), hidden on that
   * level itself. */
  markToday() {
    const el = this.todayButton;
    if (!el) return;
    const { size, daily, current } = this;
    el.hidden = !size || !daily || (current?.size === size && current.level === daily);
    if (el.hidden) return;
    const done = solvedOf(size).includes(daily);
    el.textContent = say(this.words, "today"); // (the set's: the heading beside it names it)
    el.title = say(this.words, "todayOf", { size: sizeName(this.words, size) });
    el.setAttribute("aria-label", done ? `${el.title}, ${say(this.words, "solvedMark")}` : el.title);
    el.dataset.today = "true";
    el.dataset.solved = done ? "true" : "false";
  }

  /** Solved levels changed (a level was solved): draw the blocks again. */
  async refresh() {
    // a list drawn before Python is up with the level of the day kept for a day now gone (the day turned under
    // it): that level is no longer today's nor open for it, until the worker says today's
    if (this.early && this.daily && this.dailyOn !== today()) {
      this.daily = 0;
      this.render();
    }
    if (this.size) await this.show(this.size);
  }

  /** The level of the day of the shown size (or size), played. */
  async today(size = this.size) {
    const { level } = await dailyOf(this.client, size, today());
    this.onChoose(size, level, true);
    return level;
  }

  /** The level Next plays after level `after` of size (the worker's rule: the first open unsolved one after it,
   * wrapping round to the first before it); without one, the first open unsolved level of the size shown. */
  async next(size = this.size, after = null) {
    if (!after) return this.info ? this.info.next : 1;
    const info = await sendLevels(this.client, size, this.base, solvedOf(size), after);
    return info ? info.next : 1;
  }

  /** Speak another language: every word drawn again. */
  setWords(words) {
    this.words = words;
    this.sizeWord.textContent = say(words, "size") + " ";
    this.title.textContent = say(words, "viewLevels");
    for (const o of this.select.options) o.textContent = sizeName(words, o.value);
    this.todayEl.textContent = say(words, "today");
    this.render();
    if (this.current) this.playing(this.current.size, this.current.level);
  }

  playing(size, level) {
    this.current = { size, level };
    keep(LAST_SET, size); // a returning player's bare page goes on with this set
    for (const b of this.blocksEl.querySelectorAll("[aria-current]")) b.removeAttribute("aria-current");
    const now = size === this.size ? this.blocksEl.querySelector(`button[data-level="${level}"]`) : null;
    if (now) {
      now.setAttribute("aria-current", "true");
      // the level of the day, in a block still shut: played, so it can be chosen again
      now.removeAttribute("aria-disabled");
    }
    this.fold();
    this.markToday();
  }

  /** Blocks still shut past the next one to open show their heading alone (a phone's page is not 6,000 px
   * of disabled buttons); a shut block holding the level being played or the level of the day stays open. */
  fold() {
    let first = true;
    for (const block of /** @type {NodeListOf<HTMLElement>} */ (this.blocksEl.querySelectorAll(".sdl-block"))) {
      const shut = block.dataset.shut === "true";
      const folded = shut && !first && !block.querySelector("[aria-current], [data-today]");
      if (shut) first = false;
      if (folded) block.dataset.folded = "true"; else delete block.dataset.folded;
      block.querySelector("ol").hidden = folded;
    }
  }

  render() {
    const w = this.words;
    const info = this.info;
    this.noteEl.textContent = info ? "" : "…";
    this.blocksEl.dataset.size = this.size; // the set whose levels these are (a set chosen is drawn once it loads)
    if (!info) { this.blocksEl.replaceChildren(); this.drawn = null; return; }
    const solved = new Set(solvedOf(info.size));
    const records = recordsOf().levels;
    // the same list drawn again (the set shown chosen again, the worker saying what the early list said) is left
    // as it is: its buttons stay under a finger, a key, and a screen reader's place
    const mine = Object.entries(records).filter(([k]) => k.startsWith(`${info.size}#`));
    const sign = JSON.stringify([info, this.daily, [...solved], mine]);
    if (this.drawn?.sign === sign && sameWords(this.drawn.words, w) && this.blocksEl.childElementCount) {
      this.drawnAgain();
      return;
    }
    this.drawn = { sign, words: w };
    const blocks = [];
    for (let first = 1; first <= info.count; first += info.block) {
      const last = Math.min(info.count, first + info.block - 1);
      const shut = first > info.open;
      const block = document.createElement("section");
      block.className = "sdl-block";
      block.dataset.block = String((first - 1) / info.block + 1);
      if (shut) block.dataset.shut = "true";
      const h = document.createElement("h3");
      h.textContent = say(w, "block", { from: first, to: last });
      if (shut) {
        h.title = say(w, "blockShut");
        const why = document.createElement("span"); // the padlock, in words, for a screen reader
        why.className = "sd-quiet";
        why.textContent = ` (${say(w, "blockShut")})`;
        h.append(why);
      }
      const ol = document.createElement("ol");
      for (let n = first; n <= last; n++) {
        const lv = info.levels[n - 1];
        const li = document.createElement("li");
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.level = String(n);
        // shut: still focusable, so a tap or Enter on it says what opens it (sayShut)
        if (shut && n !== this.daily) b.setAttribute("aria-disabled", "true");
        if (n === this.daily) b.dataset.today = "true";
        if (solved.has(n)) b.dataset.solved = "true";
        if (lv.role) b.dataset.role = lv.role;
        // the button's name says what it shows in the order it shows it (the number, the size, the twists, the best
        // time: "Level 31, Drains" / "問題31、排水口", the number last in "level"), so what it shows is a run of
        // its name, the words a voice-control user says (WCAG 2.5.3); then the rest: marks, lesson, today, solved.
        // The parts shown are apart by a space (not drawn between a flex box's items) so that its text, read
        // as text, is words too ("31 ●○○○○ Drains 1:23", not "Drains1:23").
        const parts = [say(w, "level", { n })];
        const after = [];
        const show = (className, text) => {
          const span = document.createElement("span");
          span.className = className;
          span.textContent = text;
          if (b.firstChild) b.append(" ");
          b.append(span);
          return span;
        };
        show("sdl-n", String(n));
        if (lv.board) { // the big-pieces set: each level's own size
          show("sdl-size", lv.board);
          parts.push(lv.board);
        }
        if (lv.marks) {
          show("sdl-marks", "●".repeat(lv.marks) + "○".repeat(5 - lv.marks)).dataset.marks = String(lv.marks);
          after.push(say(w, "marks", { n: lv.marks }));
        }
        if (lv.twists.length) {
          const names = lv.twists.map((x) => say(w, "twist" + x.split("-").map((p) => p[0].toUpperCase() + p.slice(1)).join("")));
          show("sdl-twists", names.join(" + "));
          parts.push(names.join(say(w, "and")));
        }
        if (lv.role) after.push(say(w, lv.role));
        if (n === this.daily) after.push(say(w, "today"));
        if (solved.has(n)) after.push(say(w, "solvedMark"));
        const kept = records[`${info.size}#${n}`];
        if (kept) { // the best time and fewest turns of this level, on its button
          const words = say(w, "levelBest", { time: clockText(kept.best), turns: kept.fewest });
          show("sdl-best", clockText(kept.best)).title = words; // the time on the button; the turns too in its words
          parts.push(words);
        }
        b.setAttribute("aria-label", [...parts, ...after].join(say(w, "and")));
        li.append(b);
        ol.append(li);
      }
      block.append(h);
      if (shut) { // what opens it, said here when one of its levels is tapped (sayShut)
        const why = document.createElement("p");
        why.className = "sdl-why";
        why.setAttribute("role", "status");
        block.append(why);
      }
      block.append(ol);
      blocks.push(block);
    }
    // a level button holding the focus (a keyboard's place in the list) keeps it in the list drawn again
    const active = /** @type {HTMLElement | null} */ (document.activeElement);
    const focused = active?.dataset.level && this.blocksEl.contains(active) ? active : null;
    this.blocksEl.replaceChildren(...blocks);
    const again = focused && this.blocksEl.querySelector(`button[data-level="${focused.dataset.level}"]`);
    if (again) /** @type {HTMLButtonElement} */ (again).focus({ preventScroll: true });
    this.drawnAgain();
  }

  /** What the list shows beside its levels, said again: the level played, the blocks folded, Today, a shut level's
   * line. */
  drawnAgain() {
    if (this.current) this.playing(this.current.size, this.current.level);
    else this.fold();
    this.markToday();
    if (this.saidShut) this.tellShut();
  }
}
