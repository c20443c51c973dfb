// @ts-check
// The stats view: the levels solved per size with the fastest time, each set's times as a speed-solver counts
// them (best, mo3, ao5, ao12) and its own streak, the streak of days the level of the day was solved (current and
// longest), and the pictures of one size: its best time per level, its last solves with their averages. The
// records are the browser's own (saves.js); the worker reckons with them (suido.records) and draws the pictures.
// A solve just made (show's solve) that is a new best of its set is said in the board's note.
import { OPS } from "./protocol.js";
import { say } from "./words.js";
import { recordsOf } from "./saves.js";
import { today, sizeName } from "./levels.js";

export class StatsView {
  constructor(root, { client }) {
    this.root = root;
    this.client = client;
    this.size = null; // the size whose picture is shown (null: the one with the most solved)
    this.asked = 0;
    root.addEventListener("change", (e) => {
      if (e.target.name !== "stats-size") return;
      this.size = e.target.value;
      this.show(this.lang, this.words).catch(() => {});
    });
  }

  /** Draw the records (again), in lang with words; solve: a solve just made ({size, ms, setBefore, note: the
   * board's note line}), said there when it is a new best of its set. */
  async show(lang, words, solve = null) {
    this.lang = lang;
    this.words = words;
    const mine = ++this.asked;
    const records = recordsOf();
    const made = solve?.size && solve.ms >= 0 ? { size: solve.size, ms: solve.ms, before: solve.setBefore ?? null } : null;
    const r = await this.client.call(OPS.stats, { levels: records.levels, days: records.days, recent: records.recent,
      dailies: records.dailies, today: today(), size: this.size, lang, ...(made ? { solve: made } : {}) });
    if (r.newBest && solve?.note) { // said once, after the time (the note is a live region)
      const said = document.createElement("span");
      said.className = "sds-new-best";
      said.textContent = ` ${r.words.newBest}`;
      solve.note.append(said);
    }
    if (mine !== this.asked) return;
    const h = document.createElement("h2");
    h.textContent = say(words, "statsTitle");
    const streak = document.createElement("p");
    streak.className = "sds-streak";
    streak.dataset.streak = String(r.streak);
    streak.dataset.longest = String(r.longest);
    streak.textContent = `${r.words.streak} · ${r.words.longest}`;
    const list = document.createElement("ul");
    list.className = "sds-sizes";
    for (const s of r.sizes) {
      const li = document.createElement("li");
      li.dataset.size = s.size;
      li.textContent = say(words, "statsSolved", { size: sizeName(words, s.size), n: s.solved, of: s.count, time: s.fastestText });
      li.append(timesOf(s, words));
      list.append(li);
    }
    const parts = /** @type {HTMLElement[]} */ ([h, streak]);
    if (r.sizes.length) {
      const terms = document.createElement("p"); // mo3, ao5 and ao12 said in words (each abbr's title says it too)
      terms.className = "sds-terms";
      terms.textContent = say(words, "statsTerms");
      parts.push(list, terms);
      const label = document.createElement("label");
      label.append(say(words, "size") + " ");
      const select = document.createElement("select");
      select.name = "stats-size";
      for (const s of r.sizes) select.append(new Option(sizeName(words, s.size), s.size));
      select.value = r.size;
      label.append(select);
      parts.push(label);
    }
    const picture = document.createElement("div");
    picture.className = "sds-picture";
    picture.innerHTML = r.svg + (r.sizes.length ? r.recentSvg : ""); // the engine's own drawings; every word escaped
    // each picture's name seen above it (a screen reader hears it as the picture's own name)
    for (const [svg, name] of [[picture.children[0], r.words.picture], [picture.children[1], r.words.recent]]) {
      if (!svg || !name) continue;
      const caption = document.createElement("p");
      caption.className = "sds-caption";
      caption.setAttribute("aria-hidden", "true");
      caption.textContent = name;
      svg.before(caption);
    }
    if (r.sizes.length && picture.children.length > 3) { // the key to the last solves' picture, under it
      const key = document.createElement("p");
      key.className = "sds-caption sds-key";
      key.textContent = say(words, "statsRecentKey");
      picture.append(key);
    }
    parts.push(picture);
    this.root.replaceChildren(...parts);
    this.root.hidden = false;
    return r;
  }
}

/** A set's times, in order, each [its name in the reply, the key of its words]: the words are key (the abbreviation
 * shown) and key + "Says" (named in full for a screen reader). */
export const TIMES = [["best", "statsBest"], ["mo3", "statsMo3"], ["ao5", "statsAo5"], ["ao12", "statsAo12"],
  ["streak", "statsStreakSet"]];

/** A set's times as a list of terms: best, mo3, ao5, ao12 (each named in full for a screen reader, its abbreviation
 * shown) and its streak; data-NAME holds the ms (empty: none yet). */
function timesOf(s, words) {
  const dl = document.createElement("dl");
  dl.className = "sds-times";
  for (const [name, key] of TIMES) {
    const dt = document.createElement("dt");
    const abbr = document.createElement("abbr"); // shown; its words in full are what a screen reader reads
    abbr.textContent = say(words, key);
    abbr.title = say(words, key + "Says");
    abbr.setAttribute("aria-hidden", "true");
    const full = document.createElement("span");
    full.className = "sds-quiet";
    full.textContent = say(words, key + "Says");
    dt.append(abbr, full);
    const dd = document.createElement("dd");
    dd.textContent = s.text[name];
    if (s[name] === null) { // a dash, read as "not yet"
      dd.textContent = "";
      const dash = document.createElement("span");
      dash.setAttribute("aria-hidden", "true");
      dash.textContent = s.text[name];
      const quiet = document.createElement("span");
      quiet.className = "sds-quiet";
      quiet.textContent = say(words, "statsNoTimeSays");
      dd.append(dash, quiet);
    }
    dl.dataset[name] = s[name] === null ? "" : String(s[name]);
    const pair = document.createElement("div"); // a term and its time kept together on one line
    pair.append(dt, dd);
    dl.append(pair);
  }
  return dl;
}
