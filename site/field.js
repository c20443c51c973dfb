// @ts-check
// A board that wraps shown among its copies (the setting: data-field="on" on <html>, settings.js): the worker draws
// the field (suido.svg.field: the board's group drawn again by <use>, a period of the wrap away each way), so what
// leaves one rim comes in at the other on the copy beside it. Here: whether the setting is on (the open request asks
// for the field), the group's id made the board's own (a page may hold several boards), a press on a copy read as
// one on the real piece under it, and the board opened again when the setting changes.

let fields = 0;

/** Whether wrapping boards are shown among their copies (the setting). */
export const fieldOn = () => typeof document !== "undefined" && document.documentElement.dataset.field === "on";

/** The drawing's field made its own: its group's id and its copies' reference apart from any other board's. */
export function ownField(svg) {
  const group = svg?.querySelector(":scope > .sd-board[id]");
  if (!group) return;
  const id = `sd-field-${++fields}`;
  group.id = id;
  for (const use of svg.querySelectorAll(":scope > use.sd-copy")) use.setAttribute("href", `#${id}`);
}

/** The cell whose piece a press at client (x, y) on a copy stands for (target: the press's target, a copy's <use>),
 * or null: the point moved back by the copy's offset and held to the real pieces' hit areas, nearest first. */
export function copyCell(board, target, x, y) {
  if (!(target instanceof SVGUseElement) || !target.classList.contains("sd-copy") || !board.svg) return null;
  const m = board.svg.getScreenCTM();
  if (!m) return null;
  const dx = Number(target.dataset.dx) || 0, dy = Number(target.dataset.dy) || 0;
  // the same point on the board itself, on the screen (the board may be zoomed or panned: its matrix says how)
  const sx = x - (dx * m.a + dy * m.c), sy = y - (dx * m.b + dy * m.d);
  const p = new DOMPoint(sx, sy).matrixTransform(m.inverse());
  const near = [];
  for (const g of board.els || []) {
    const t = g?.transform?.baseVal?.consolidate?.()?.matrix;
    if (t) near.push([(t.e - p.x) ** 2 + (t.f - p.y) ** 2, g]);
  }
  near.sort((a, b) => a[0] - b[0]);
  for (const [, g] of near.slice(0, 8)) {
    const hit = /** @type {SVGGeometryElement | null} */ (g.querySelector(".sd-hit"));
    const own = hit?.getScreenCTM();
    if (hit && own && hit.isPointInFill(new DOMPoint(sx, sy).matrixTransform(own.inverse()))) {
      return Number(g.dataset.cell);
    }
  }
  return null;
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
