// @ts-check
// The first screen of the site's page (style.css): the board leaves room for the how-to above it, whose height is
// measured here (it depends on the width and the language, never on the board); and a solve's status line and
// Next level are brought into view when the page was scrolled away from them.

/** Keep --sd-welcome-h on main: the height the how-to takes above the board (0 when hidden or beside it). */
export function fitWelcome(welcomeEl, mainEl) {
  const set = () => {
    const style = getComputedStyle(welcomeEl);
    const shown = !welcomeEl.hidden && style.display !== "none" && style.position !== "absolute";
    const h = shown ? welcomeEl.getBoundingClientRect().height + parseFloat(style.marginTop) + parseFloat(style.marginBottom) : 0;
    mainEl.style.setProperty("--sd-welcome-h", `${Math.ceil(h)}px`);
  };
  set();
  if (typeof ResizeObserver === "function") new ResizeObserver(set).observe(welcomeEl);
  if (typeof matchMedia === "function") matchMedia("(min-width: 80rem)").addEventListener?.("change", set);
}

/** Scroll, by the least, so that els (those shown) are all in view; at once when motion is reduced. */
export function bringIntoView(...els) {
  const boxes = els.filter((el) => el && !el.hidden).map((el) => el.getBoundingClientRect());
  if (!boxes.length) return;
  const top = Math.min(...boxes.map((b) => b.top));
  const bottom = Math.max(...boxes.map((b) => b.bottom));
  const room = 8; // px to spare
  if (top >= 0 && bottom <= innerHeight) return;
  const by = bottom > innerHeight ? Math.min(bottom - innerHeight + room, top - room) : top - room;
  const reduce = document.documentElement.dataset.motion === "reduce"
    || (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches);
  window.scrollBy({ top: by, behavior: reduce ? "instant" : "smooth" });
}
