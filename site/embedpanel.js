// @ts-check
// The Embed view (?view=embed): a site owner picks the level set, a level or the level of the day, a width, a theme,
// a label, the hint button, the twists and the language; sees the board as it will look (a real <suido-board>,
// sharing the page's worker); and copies one tag (stylesheet + module + tag) or an iframe (embed.html, frame.js),
// both naming this site's own address. Its words are suido.strings' (the worker's), in the page's language.
import { oneTag } from "./address.js";
import { LISTING } from "./listing.js";
import { sizeName } from "./levels.js";
import { say, wordsOf } from "./words.js";
import { sayWords } from "./views.js";
import { pageClient } from "./suido.js";
import "./suido-board-define.js";

const PLACEHOLDER_ORIGIN = "https://your-site.example";
const FORM = `
<h2 data-word="embedTitle"></h2>
<p class="sde-intro" data-word="embedIntro"></p>
<form class="sde-form" onsubmit="return false">
  <label class="sde-line"><span data-word="embedGrid"></span> <select name="grid"></select></label>
  <fieldset><legend data-word="embedWhich"></legend>
    <label><input type="radio" name="which" value="daily" checked> <span data-word="embedDaily"></span></label>
    <label><input type="radio" name="which" value="level"> <span data-word="embedFixed"></span></label>
    <input type="number" name="level" min="1" max="99999" value="1" data-word-label="embedFixed">
  </fieldset>
  <label class="sde-line"><span data-word="embedWidth"></span> <input type="text" name="width" placeholder="320px"
    autocomplete="off" spellcheck="false"></label>
  <fieldset><legend data-word="theme"></legend>
    <label><input type="radio" name="theme" value="auto" checked> <span data-word="embedThemeAuto"></span></label>
    <label><input type="radio" name="theme" value="light"> <span data-word="themeLight"></span></label>
    <label><input type="radio" name="theme" value="dark"> <span data-word="themeDark"></span></label>
  </fieldset>
  <label class="sde-line"><span data-word="embedLabel"></span> <input type="text" name="label" autocomplete="off"></label>
  <label><input type="checkbox" name="hints" checked> <span data-word="embedHints"></span></label>
  <label><input type="checkbox" name="chips" checked> <span data-word="embedChips"></span></label>
  <label class="sde-line"><span data-word="language"></span> <select name="lang"><option value="" data-word="embedLangPage"></option>
    <option value="en" lang="en">English</option><option value="ja" lang="ja">日本語</option></select></label>
</form>
<h3 data-word="embedPreview"></h3>
<div class="sde-preview"></div>
<label class="sde-snippet"><span data-word="embedTag"></span><textarea class="sde-tag" readonly rows="4" spellcheck="false"></textarea></label>
<p><button type="button" class="sde-copy" data-copy="tag" data-word="embedCopyTag"></button></p>
<p class="sde-cors" data-word="embedCors"></p>
<label class="sde-line"><span data-word="embedOrigin"></span> <input type="url" name="origin"
  placeholder="${PLACEHOLDER_ORIGIN}" autocomplete="off" spellcheck="false"></label>
<label class="sde-snippet"><span data-word="embedFrame"></span><textarea class="sde-frame" readonly rows="9" spellcheck="false"></textarea></label>
<p><button type="button" class="sde-copy" data-copy="frame" data-word="embedCopyFrame"></button></p>
<p class="sde-said" role="status"></p>`;

/** Text as an attribute's value, between double quotes. */
const attr = (text) => String(text).replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");

export class EmbedPanel {
  /** @param {HTMLElement} root the view's section; @param {{client}} options the page's worker client */
  constructor(root, { client }) {
    this.root = root;
    this.client = client;
    this.words = null;
    this.lang = "";
    this.drawn = false;
    this.timer = null;
  }

  /** Show the panel in lang (drawn the first time; its words said again in another language). */
  async show(lang) {
    const words = await wordsOf(this.client, lang);
    this.words = words;
    this.lang = lang;
    if (!this.drawn) this.draw();
    sayWords(this.root, words);
    const grid = /** @type {HTMLSelectElement} */ (this.root.querySelector("select[name=grid]"));
    for (const option of grid.options) option.textContent = sizeName(words, option.value);
    this.update();
  }

  draw() {
    this.drawn = true;
    this.root.innerHTML = FORM;
    const grid = /** @type {HTMLSelectElement} */ (this.root.querySelector("select[name=grid]"));
    for (const set of LISTING.sets.filter((s) => LISTING.listed.includes(s))) grid.append(new Option(set, set));
    grid.value = LISTING.listed.includes("7x7") ? "7x7" : grid.options[0]?.value;
    this.form = /** @type {HTMLFormElement} */ (this.root.querySelector(".sde-form"));
    this.origin = /** @type {HTMLInputElement} */ (this.root.querySelector("input[name=origin]"));
    // the board in the panel is one of the page's: its worker (a second Python would start otherwise)
    pageClient(this.client);
    this.preview = document.createElement("suido-board");
    this.preview.setAttribute("save", "off"); // an owner's tries are not the player's games
    this.apply(this.options());
    this.root.querySelector(".sde-preview").append(this.preview);
    const later = () => {
      clearTimeout(this.timer);
      this.timer = setTimeout(() => this.update(), 250); // (typing: one board, not one a key)
    };
    this.form.addEventListener("input", (e) => {
      const fields = /** @type {Record<string, any>} */ (this.form.elements); // its inputs and selects by name
      if (/** @type {HTMLInputElement} */ (e.target).name === "level") fields.which.value = "level";
      later();
    });
    this.form.addEventListener("change", () => this.update());
    this.origin.addEventListener("input", () => this.update());
    for (const button of /** @type {NodeListOf<HTMLButtonElement>} */ (this.root.querySelectorAll(".sde-copy"))) {
      button.addEventListener("click", () => this.copy(button.dataset.copy));
    }
  }

  /** The board's options as the form has them: {grid, daily, level, width, theme, label, hints, chips, lang}. */
  options() {
    const f = /** @type {Record<string, any>} */ (this.form.elements); // its inputs and selects by name
    const daily = f.which.value !== "level";
    return { grid: f.grid.value, daily, level: daily ? "" : String(f.level.value || "1").trim(),
      width: f.width.value.trim(), theme: f.theme.value, label: f.label.value.trim(), hints: f.hints.checked,
      chips: f.chips.checked, lang: f.lang.value };
  }

  /** Put the options on the board in the panel. */
  apply(o) {
    const el = this.preview;
    const put = (name, value) => {
      if (value === "" || value === null) el.removeAttribute(name);
      else if (el.getAttribute(name) !== value) el.setAttribute(name, value);
    };
    put("grid", o.grid);
    if (o.daily) el.hasAttribute("daily") || el.setAttribute("daily", "");
    else el.removeAttribute("daily");
    put("level", o.daily ? null : o.level);
    put("width", o.width);
    put("theme", o.theme === "auto" ? null : o.theme);
    put("label", o.label);
    put("hints", o.hints ? null : "off");
    put("chips", o.chips ? null : "off");
    put("lang", o.lang);
  }

  /** The board, and both snippets, as the form says now. */
  update() {
    if (!this.drawn) return;
    const o = this.options();
    this.apply(o);
    /** @type {HTMLTextAreaElement} */ (this.root.querySelector(".sde-tag")).value = this.tagOf(o);
    /** @type {HTMLTextAreaElement} */ (this.root.querySelector(".sde-frame")).value = this.frameOf(o);
  }

  /** The one-tag snippet: the board's stylesheet, its module, and the tag, from this site's address. */
  tagOf(o) {
    const base = new URL("./", location.href).href;
    const attrs = [`grid="${attr(o.grid)}"`, o.daily ? "daily" : `level="${attr(o.level)}"`];
    if (o.width) attrs.push(`width="${attr(o.width)}"`);
    if (o.theme !== "auto") attrs.push(`theme="${o.theme}"`);
    if (o.label) attrs.push(`label="${attr(o.label)}"`);
    if (!o.hints) attrs.push('hints="off"');
    if (!o.chips) attrs.push('chips="off"');
    if (o.lang) attrs.push(`lang="${o.lang}"`);
    return oneTag(base, attrs);
  }

  /** The iframe snippet: embed.html with the options in its query and the origin of the owner's page (to fill
   * in), and a few lines that size the frame to its board and hear its solve. */
  frameOf(o) {
    const base = new URL("./", location.href).href;
    const origin = this.origin.value.trim().replace(/\/$/, "") || PLACEHOLDER_ORIGIN;
    const query = [`grid=${encodeURIComponent(o.grid)}`, o.daily ? "daily" : `level=${encodeURIComponent(o.level)}`];
    for (const name of ["width", "theme", "label", "lang"]) {
      if (o[name] && !(name === "theme" && o.theme === "auto")) query.push(`${name}=${encodeURIComponent(o[name])}`);
    }
    if (!o.hints) query.push("hints=off");
    if (!o.chips) query.push("chips=off");
    query.push(`origin=${encodeURIComponent(origin)}`);
    const src = `${base}embed.html?${query.join("&")}`;
    const from = new URL(base).origin;
    return `<iframe class="suido-frame" src="${src}" title="${attr(o.label || "Suido")}"\n`
      + `  style="width: 100%; height: 600px; border: 0"></iframe>\n`
      + `<script>\n`
      + `addEventListener("message", (e) => {\n`
      + `  if (e.origin !== ${JSON.stringify(from)} || e.data?.source !== "suido") return;\n`
      + `  const frame = [...document.querySelectorAll("iframe.suido-frame")].find((f) => f.contentWindow === e.source);\n`
      + `  if (frame && e.data.type === "suido-resize") frame.style.height = e.data.detail.height + "px";\n`
      + `  if (e.data.type === "suido-solve") console.log("Solved in", e.data.detail.turns, "turns");\n`
      + `});\n`
      + `</script>`;
  }

  /** Copy a snippet ("tag" or "frame"); the status line says whether it was. */
  async copy(which) {
    this.update();
    const area = /** @type {HTMLTextAreaElement} */ (this.root.querySelector(which === "frame" ? ".sde-frame" : ".sde-tag"));
    const said = this.root.querySelector(".sde-said");
    try {
      await navigator.clipboard.writeText(area.value);
      said.textContent = say(this.words, "embedCopied");
    } catch {
      area.focus();
      area.select();
      let done = false;
      try { done = document.execCommand("copy"); } catch { /* no copying here */ }
      said.textContent = say(this.words, done ? "embedCopied" : "embedCopyFailed");
    }
  }
}
