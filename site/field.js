// @ts-check
// A board that wraps shown among its copies (the setting: data-field="on" on <html>, settings.js): the worker draws
// the field (suido.svg.field: each piece drawn again by a <use> of its own group, a period of the wrap away each way),
// so what leaves one rim comes in at the other on the copy beside it. Here: whether the setting is on (the open
// request asks for the field), the ids the copies show made the board's own (a page may hold several boards), a press
// on a copy read as one on the piece itself, and the board opened again when the setting changes.

let fields = 0;

/** Whether wrapping boards are shown among their copies (the setting). */
export const fieldOn = () => typeof document !== "undefined" && document.documentElement.dataset.field === "on";

/** The drawing's field made its own: the ids its copies show (each piece's, the grid's lines, the walls) and the
 * copies' references apart from any other board's on the page. */
export function ownField(svg) {
  if (svg?.dataset.field !== "true") return;
  const k = ++fields;
  for (const el of svg.querySelectorAll("[id^='sd-c-'], #sd-lines, #sd-wall")) el.id = `sd-f${k}-${el.id.slice(3)}`;
  for (const use of svg.querySelectorAll(":scope > .sd-copies > use")) {
    use.setAttribute("href", `#sd-f${k}-${(use.getAttribute("href") || "").slice(4)}`);
  }
}

/** The piece a press on a copy stands for (target: the press's target, a copy's <use>, which says whose: data-of),
 * or null. */
export function copyCell(target) {
  if (!(target instanceof SVGUseElement) || target.dataset.of === undefined) return null;
  const c = Number(target.dataset.of);
  return Number.isInteger(c) && c >= 0 ? c : null;
}

/** A board that wraps drawn again when the setting changes (reopened where it was, its moves kept). */
export function attachField(board, signal) {
  if (typeof MutationObserver === "undefined" || typeof document === "undefined") return;
  const watch = new MutationObserver(() => {
    if (board.wrap && board.id !== null && !board.destroyed) board.reopen().catch(() => {});
  });
  watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-field"] });
  signal.addEventListener("abort", () => watch.disconnect());
}
