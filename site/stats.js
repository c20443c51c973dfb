// The stats view: the levels solved per size with the fastest time, the streak of days the level of the day
// was solved (current and longest), and the picture of one size's best times per level. The records are the
// browser's own (saves.js); the worker reckons with them (suido.records) and draws the picture.
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

  /** Draw the records (again), in lang with words. */
  async show(lang, words) {
    this.lang = lang;
    this.words = words;
    const mine = ++this.asked;
    const records = recordsOf();
    const r = await this.client.call(OPS.stats, { levels: records.levels, days: records.days, today: today(),
      size: this.size, lang });
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
      list.append(li);
    }
    const parts = [h, streak];
    if (r.sizes.length) {
      parts.push(list);
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
    picture.innerHTML = r.svg; // the engine's own drawing; every word in it is escaped
    parts.push(picture);
    this.root.replaceChildren(...parts);
    this.root.hidden = false;
    return r;
  }
}
