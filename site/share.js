// @ts-check
// The daily to share (an aid): once the level of the day is solved, a line under the board: Share, which gives
// the engine's text (suido.share: the set, the day, the time, the turns and the par, and the site's address; never
// the answer or the progress) through the Web Share API where there is one, else the clipboard, said once; the
// countdown to the next level of the day (00:00 UTC), and once it is out, that said with a button that plays it;
// and the streak already kept (saves.js's days). An aid, never a rule: a checkbox in Settings (name=share) turns
// the line off, remembered in this browser.
import { OPS } from "./protocol.js";
import { clockText } from "./clock.js";
import { recordsOf } from "./saves.js";
import { remember, remembered } from "./settings.js";
import { begunOf, dayOfSolve, untilNextDay } from "./days.js";
import { today } from "./levels.js";

const KEY = "suido-share";

export class ShareLine {
  /**
   * @param {HTMLElement} root  the line (empty; hidden until a level of the day is solved)
   * @param {{client, host: HTMLElement, board: () => object, lang: () => string, form: HTMLFormElement | null,
   *   playToday?: (size: string) => void}} options
   *   host: where the board fires suido-solve; board(): the page's board now; form: Settings (its share checkbox);
   *   playToday: plays the level of the day of a set (offered once the next one is out)
   */
  constructor(root, { client, host, board, lang, form, playToday = null }) {
    this.root = root;
    this.client = client;
    this.board = board;
    this.lang = lang;
    this.playToday = playToday;
    this.on = remembered(KEY) !== "off";
    this.solve = null; // {key, size, level, day, ms, turns, par}: the level of the day solved, while it is the board
    this.reply = null;
    this.ticker = 0;
    const box = /** @type {HTMLInputElement | null | undefined} */ (form?.querySelector("input[name=share]"));
    if (box) box.checked = this.on;
    form?.addEventListener("change", (e) => {
      const field = /** @type {HTMLInputElement} */ (e.target);
      if (field.name !== "share") return;
      this.on = field.checked;
      remember(KEY, this.on ? "on" : "off");
      this.show().catch(() => {});
    });
    host.addEventListener("suido-solve", (e) => this.solved(/** @type {CustomEvent} */ (e).detail).catch(() => {}));
    // the day a board was begun on (its first move): a level of the day begun before midnight counts for its day
    this.begun = null;
    host.addEventListener("suido-change", () => {
      const key = this.board()?.key;
      if (key && this.begun?.key !== key) this.begun = begunOf(key, today(), true);
    });
    // another language chosen: the line in its words
    new MutationObserver(() => { if (this.reply) this.show().catch(() => {}); })
      .observe(document.documentElement, { attributes: true, attributeFilter: ["lang"] });
  }

  /** A board was solved: when it is the level of the day of its set (its day's, or begun on it), the line shows. */
  async solved(detail) {
    const b = this.board();
    if (!b?.size || !b.level) return;
    const day = await dayOfSolve(this.client, b.size, b.level, today(), this.begun);
    if (!day) return;
    this.solve = { key: b.key, size: b.size, level: b.level, day, ms: detail.ms, turns: detail.turns,
      par: detail.par ?? null };
    await this.show();
  }

  /** Draw the line (again: another language, the setting turned on), or hide it. */
  async show() {
    if (!this.on || !this.solve || !this.playing()) return this.hide();
    const s = this.solve;
    const days = [...new Set([...recordsOf().days, s.day])]; // (the page records the day once the worker said so)
    const r = await this.client.call(OPS.share, { size: s.size, level: s.level, day: s.day, ms: s.ms,
      turns: s.turns, par: s.par, address: `${location.origin}${location.pathname}`, days, today: today(),
      lang: this.lang() });
    if (s !== this.solve) return undefined;
    this.reply = r;
    const button = document.createElement("button");
    button.type = "button";
    button.className = "sd-share-button";
    button.textContent = r.words.shareButton;
    button.addEventListener("click", () => this.share().catch(() => {}));
    this.nextEl = document.createElement("span");
    this.nextEl.className = "sd-share-next";
    this.nextEl.setAttribute("role", "timer"); // not read out each second
    const streak = document.createElement("span");
    streak.className = "sd-share-streak";
    streak.dataset.streak = String(r.streak);
    streak.textContent = r.words.streak;
    this.saidEl = document.createElement("p");
    this.saidEl.className = "sd-share-said";
    this.saidEl.setAttribute("aria-live", "polite");
    this.root.replaceChildren(button, this.nextEl, streak, this.saidEl);
    this.root.hidden = false;
    this.tick();
    clearInterval(this.ticker);
    this.ticker = setInterval(() => this.tick(), 1000);
    return r;
  }

  /** Whether the board played is still the level of the day solved (Next level, an undo: the line goes). */
  playing() {
    const b = this.board();
    return !!b && b.key === this.solve?.key && b.last?.solved !== false;
  }

  tick() {
    if (!this.playing()) return this.hide();
    if (today() !== this.solve.day) return this.out(); // (the UTC day the countdown counted to has come)
    const left = Math.ceil(untilNextDay() / 1000) * 1000;
    this.nextEl.dataset.left = String(left);
    this.nextEl.textContent = this.reply.words.shareNext.replace("{time}", clockText(left));
    return undefined;
  }

  /** The next level of the day is out (the UTC day after the solve's has begun): said, no countdown, and offered. */
  out() {
    const el = this.nextEl;
    if (el.dataset.out === "true") return undefined;
    el.dataset.out = "true";
    delete el.dataset.left;
    el.removeAttribute("role"); // no timer now: a line that stays
    el.textContent = this.reply.words.shareOut;
    if (this.playToday) {
      const button = document.createElement("button");
      button.type = "button";
      button.className = "sd-share-today";
      button.textContent = this.reply.words.shareOutPlay;
      const size = this.solve.size;
      button.addEventListener("click", () => this.playToday(size));
      el.append(" ", button);
    }
    return undefined;
  }

  hide() {
    clearInterval(this.ticker);
    this.ticker = 0;
    this.reply = null;
    this.root.hidden = true;
    this.root.replaceChildren();
  }

  /** Share the text: the Web Share API where there is one (the player's own cancel is no failure, and says
   * nothing), else the clipboard; what happened said once in the line's live region. */
  async share() {
    const r = this.reply;
    if (!r) return;
    const data = { title: r.title, text: r.text };
    let said = "";
    if (typeof navigator.share === "function" && (typeof navigator.canShare !== "function" || navigator.canShare(data))) {
      try {
        await navigator.share(data);
        said = r.words.shareShared;
      } catch (e) {
        if (e?.name === "AbortError") return;
      }
    }
    if (!said) {
      try {
        await navigator.clipboard.writeText(r.text);
        said = r.words.shareCopied;
      } catch {
        said = r.words.shareFailed;
        const text = document.createElement("p");
        text.className = "sd-share-text";
        text.textContent = r.text;
        this.root.querySelector(".sd-share-text")?.remove();
        this.root.append(text);
      }
    }
    if (r === this.reply) this.saidEl.textContent = said;
  }
}
