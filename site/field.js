// @ts-check
// A board that wraps shown among its copies (the setting: data-field="on" on <html>, settings.js): the worker draws
// the field (suido.svg.field: each piece placed again a period of the wrap away by a <use> of its group; the marks'
// layers too). Here: the setting, the ids made the board's own (a page may hold several boards), each piece's <use>
// made a copy of its own kept to the piece (Mirror), a press on a copy read as the piece's, the board reopened when
// the setting changes. (A <use> is rebuilt by the browser whenever its piece changes: its water jumped, its turn
// never turned. A copy is the piece's group cloned, `sd-copy` for `sd-cell` and without its id, cell, focus and
// words, under the field's aria-hidden group; what the page writes on a piece is written again on its copies by one
// MutationObserver of the pieces with copies, in the same frame, so their water runs with the piece's.)

let fields = 0;

/** Whether wrapping boards are shown among their copies (the setting). */
export const fieldOn = () => typeof document !== "undefined" && document.documentElement.dataset.field === "on";

/** What a copy of a piece keeps of what the page writes on it: the rest (its words, its focus) is the piece's. */
export const MIRRORED = ["style", "data-still", "data-wet", "data-w", "data-hint", "data-pinned", "data-wrong", "data-net",
  "data-fixed", "data-locked"];
/** What a copy is cloned without: what names the piece, finds it or says it (the piece's alone). */
const KEPT = new Set(MIRRORED);
const OWN = ["id", "data-cell", "data-block", "tabindex", "role", "aria-label", "aria-disabled"];

/** Keeps each piece's copies to it: an attribute of MIRRORED written on a piece's element, or a child added or
 * taken away (the pin's mark), made again on each copy. `twins`: a piece's element -> the same element of each copy. */
export class Mirror {
  constructor() {
    /** @type {Map<Element, Element[]>} */
    this.twins = new Map();
    this.observer = typeof MutationObserver === "undefined" ? null : new MutationObserver((records) => this.take(records));
  }

  /** Pair the piece `g` with its copy `copy` (a clone of it), element by element, and watch the piece. */
  pair(g, copy) {
    const mine = [g, ...g.querySelectorAll("*")];
    const its = [copy, ...copy.querySelectorAll("*")];
    for (let i = 0; i < mine.length; i++) {
      const list = this.twins.get(mine[i]);
      if (list) list.push(its[i]); else this.twins.set(mine[i], [its[i]]);
    }
    if (mine.length && this.twins.get(g)?.length === 1) {
      this.observer?.observe(g, { attributes: true, attributeFilter: MIRRORED, childList: true, subtree: true });
    }
  }

  /** Mutation records of the pieces, made again on their copies. */
  take(records) {
    for (const r of records) {
      const twins = this.twins.get(/** @type {Element} */ (r.target));
      if (!twins) continue;
      if (r.type === "attributes") {
        const name = /** @type {string} */ (r.attributeName);
        if (!KEPT.has(name)) continue;
        const v = /** @type {Element} */ (r.target).getAttribute(name);
        for (const t of twins) {
          if (v === null) t.removeAttribute(name);
          else if (t.getAttribute(name) !== v) t.setAttribute(name, v);
        }
        continue;
      }
      for (const gone of r.removedNodes) this.drop(gone);
      for (const added of r.addedNodes) {
        if (!(added instanceof Element) || added.parentNode !== r.target || this.twins.has(added)) continue;
        const next = added.nextElementSibling;
        const after = next ? this.twins.get(next) : null;
        twins.forEach((t, i) => {
          const copy = /** @type {Element} */ (added.cloneNode(true));
          t.insertBefore(copy, after?.[i] ?? null);
          const mine = [added, ...added.querySelectorAll("*")];
          const its = [copy, ...copy.querySelectorAll("*")];
          mine.forEach((el, k) => {
            const list = this.twins.get(el);
            if (list) list.push(its[k]); else this.twins.set(el, [its[k]]);
          });
        });
      }
    }
  }

  drop(node) {
    if (!(node instanceof Element)) return;
    for (const el of [node, ...node.querySelectorAll("*")]) {
      for (const t of this.twins.get(el) || []) if (el === node) t.remove();
      this.twins.delete(el);
    }
  }

  stop() {
    this.observer?.disconnect();
    this.twins.clear();
  }
}

const mirrors = new WeakMap(); // the element that holds a board's drawing -> the Mirror of its field
const keys = new WeakMap(); // a field's <svg> -> its number (its ids' prefix)

/** A copy of the piece `g`: its group cloned without what is the piece's own (OWN), `sd-copy` for `sd-cell`, at
 * (dx, dy) from it, saying whose it is (data-of). */
export function copyOf(g, of, dx, dy) {
  const copy = /** @type {Element} */ (g.cloneNode(true));
  for (const name of OWN) copy.removeAttribute(name);
  copy.setAttribute("class", "sd-copy");
  copy.setAttribute("data-of", of);
  copy.setAttribute("transform", `translate(${dx} ${dy})`);
  return copy;
}

/** The drawing's field made its own: the ids its copies show (each piece's, the grid's lines, the walls, the marks'
 * layers) and their references apart from any other board's on the page, and each piece's <use> made a copy of it
 * kept to it (`Mirror`). */
export function ownField(svg) {
  const holder = svg?.parentNode;
  if (holder) mirrors.get(holder)?.stop();
  if (svg?.dataset.field !== "true") return;
  const k = ++fields;
  keys.set(svg, k);
  for (const el of svg.querySelectorAll("[id^='sd-c-'], #sd-lines, #sd-wall, #sd-loops, #sd-islands")) {
    el.id = `sd-f${k}-${el.id.slice(3)}`;
  }
  const layer = svg.querySelector(":scope > .sd-marks");
  if (layer) layer.id = `sd-f${k}-marks`;
  const mirror = new Mirror();
  if (holder) mirrors.set(holder, mirror);
  for (const use of svg.querySelectorAll(":scope > .sd-copies > use")) {
    const href = use.getAttribute("href") || "";
    const of = use.getAttribute("data-of");
    const piece = of === null ? null : svg.querySelector(`#sd-f${k}-${href.slice(4)}`);
    if (piece) {
      const copy = copyOf(piece, of, Number(use.getAttribute("x") || 0), Number(use.getAttribute("y") || 0));
      use.replaceWith(copy);
      mirror.pair(piece, copy);
    } else {
      use.setAttribute("href", `#sd-f${k}-${href.slice(4)}`);
    }
  }
}

/** The edge marks' layer put on a field's drawing (marks.js) named, for the copies' <use>s of it. */
export function nameMarks(svg, layer) {
  const k = keys.get(svg);
  if (k && layer) layer.id = `sd-f${k}-marks`;
}

/** The piece a press on a copy stands for (target: the press's target, inside a copy, which says whose: data-of),
 * or null. */
export function copyCell(target) {
  const copy = typeof Element !== "undefined" && target instanceof Element ? target.closest("[data-of]") : null;
  if (!copy) return null;
  const c = Number(copy.getAttribute("data-of"));
  return Number.isInteger(c) && c >= 0 ? c : null;
}

/** A board that wraps drawn again when the setting changes (reopened where it was, its moves kept). */
export function attachField(board, signal) {
  if (typeof MutationObserver === "undefined" || typeof document === "undefined") return;
  const watch = new MutationObserver(() => {
    if (board.wrap && board.id !== null && !board.destroyed) board.reopen().catch(() => {});
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-field"] });
  signal.addEventListener("abort", () => {
    watch.disconnect();
    if (board.boardEl) mirrors.get(board.boardEl)?.stop();
  });
}
