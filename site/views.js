// @ts-check
// The page's views: Play (the board and its buttons), Levels, Make, Pieces, Stats, Settings, Embed (for a site
// owner: embedpanel.js) and Workbench (a maker's board drawn: workbench.js), one shown at a
// time and each reached in one tap from the menu. The page names the view in its address (?view=levels; Play is
// the board's own address: ?size=5x5&level=3, ?code=…), so Back and Forward move between views without a reload.
import { say } from "./words.js";

export const VIEWS = Object.freeze(["play", "levels", "make", "pieces", "stats", "settings", "embed", "workbench"]);

/** The view an address names: ?view=NAME when it is one, else Play. */
export const viewOf = (search) => {
  const asked = new URLSearchParams(search).get("view");
  return VIEWS.includes(asked) ? asked : "play";
};

/** The view an address asks for when it is none of the page's (?view=records: the page plays, and says so), else
 * null. */
export const unknownView = (search) => {
  const asked = new URLSearchParams(search).get("view");
  return asked && !VIEWS.includes(asked) ? asked : null;
};

export class Views {
  /**
   * @param {HTMLElement} main  holds the views' parts, each marked data-view-of="NAME"; its data-view says which shows
   * @param {HTMLElement} nav   the menu: links marked data-view="NAME"
   * @param {{onGo: (name: string) => void}} options  a link followed (a plain click: the page moves, no reload)
   */
  constructor(main, nav, { onGo }) {
    this.main = main;
    this.nav = nav;
    this.onGo = onGo;
    this.current = main.dataset.view || "play";
    nav.addEventListener("click", (e) => {
      const link = /** @type {HTMLAnchorElement | null} */ (/** @type {Element} */ (e.target).closest("a[data-view]"));
      // a click with a key held (a new tab or window) is the browser's own
      if (!link || e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      onGo(link.dataset.view);
    });
  }

  /** Show view name (the others' parts hide); the menu marks it as the page's current one. */
  show(name) {
    this.current = VIEWS.includes(name) ? name : "play";
    this.main.dataset.view = this.current;
    for (const link of /** @type {NodeListOf<HTMLAnchorElement>} */ (this.nav.querySelectorAll("a[data-view]"))) {
      if (link.dataset.view === this.current) link.setAttribute("aria-current", "page");
      else link.removeAttribute("aria-current");
    }
  }

  /** Put each view's link in the menu: Play's is the board's own address. */
  setLinks(addressOf) {
    const links = /** @type {NodeListOf<HTMLAnchorElement>} */ (this.nav.querySelectorAll("a[data-view]"));
    for (const link of links) link.href = addressOf(link.dataset.view);
  }

  /** The view's heading (or, for Play, the board) takes the keyboard's focus, so a screen reader starts there. */
  focus(board) {
    if (this.current === "play") { board?.focusBoard(); return; }
    const heading = /** @type {HTMLElement | null} */ (this.main.querySelector(`[data-view-of=${this.current}] h2`));
    if (!heading) return;
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
    heading.scrollIntoView?.({ block: "nearest" });
  }
}

/** Every element marked data-word="key" says that line of words (the menu, the settings); data-word-label="key"
 * makes it the element's label (aria-label); data-word-href="key" its link (the guide in the page's language). */
export function sayWords(root, words) {
  for (const el of root.querySelectorAll("[data-word]")) {
    if (words[el.dataset.word]) el.textContent = say(words, el.dataset.word);
  }
  for (const el of root.querySelectorAll("[data-word-label]")) {
    if (words[el.dataset.wordLabel]) el.setAttribute("aria-label", say(words, el.dataset.wordLabel));
  }
  for (const el of root.querySelectorAll("[data-word-href]")) {
    if (words[el.dataset.wordHref]) el.setAttribute("href", say(words, el.dataset.wordHref));
  }
}
