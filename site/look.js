// @ts-check
// How a board looks in a page that is not the site's: its width, its theme and its label (a caption above it, and
// the board's accessible name), and the line of a daily board that says which day it is. mountSuido (suido.js)
// applies these; the element's width, theme and label attributes reach here. Nothing of the page around it is
// touched: the width goes on the host, the theme on the host's data-theme (suido.css and the drawing's own style
// read it), the caption is the host's first child.

export const THEMES = Object.freeze(["auto", "light", "dark"]);

/** A width as given: "" (none: the board fits its place), a CSS width ("320px", "20rem", "80%", "min(100%, 30rem)";
 * a bare number is px), or null when it is none of these. */
export function widthOf(value) {
  const text = String(value ?? "").trim();
  if (!text) return "";
  const css = /^\d+(\.\d+)?$/.test(text) ? `${text}px` : text;
  if (/^(auto|inherit|initial|unset|revert|revert-layer)$/i.test(css)) return null;
  if (typeof CSS === "undefined" || !CSS.supports) return /^\d+(\.\d+)?(px|rem|em|%|vw|ch)$/.test(css) ? css : null;
  return CSS.supports("width", css) ? css : null;
}

/** A theme as given: "auto" (none given: the page's own), "light", "dark", or null when it is none of these. */
export function themeOf(value) {
  const text = String(value ?? "").trim().toLowerCase();
  if (!text) return "auto";
  return THEMES.includes(text) ? text : null;
}

function part(host, className, before) {
  let el = host.querySelector(`:scope > .${className}`);
  if (!el) {
    el = document.createElement("p");
    el.className = className;
    host.insertBefore(el, before);
  }
  return el;
}

let captions = 0; // ids of the captions on the page

/** Put width, theme and label on host (the values checked already: widthOf, themeOf). */
export function applyLook(host, { width = "", theme = "auto", label = "" } = {}) {
  if (width) {
    host.style.setProperty("width", width);
    host.style.setProperty("max-width", "100%");
    host.dataset.width = width;
  } else if (host.dataset.width !== undefined) {
    host.style.removeProperty("width");
    host.style.removeProperty("max-width");
    delete host.dataset.width;
  }
  if (theme === "light" || theme === "dark") host.dataset.theme = theme;
  else delete host.dataset.theme;
  const text = String(label ?? "").trim();
  let caption = host.querySelector(":scope > .sdp-caption");
  if (text) {
    caption = part(host, "sdp-caption", host.firstChild);
    caption.id ||= `sdp-caption-${++captions}`;
    caption.textContent = text;
    host.setAttribute("role", "group");
    host.setAttribute("aria-labelledby", caption.id);
  } else {
    caption?.remove();
    if (host.getAttribute("aria-labelledby")?.startsWith("sdp-caption-")) {
      host.removeAttribute("aria-labelledby");
      if (host.getAttribute("role") === "group") host.removeAttribute("role");
    }
  }
}

/** The day line of a daily board ("Level of the day, 2026-12-01: 7x7, level 12"), above the board, with a button
 * when one is given ({text, click}: today's level, for a game of yesterday's still under way); text "" takes it off. */
export function sayDay(host, text, button = null) {
  const board = host.querySelector(":scope > .sdp-board");
  if (!text) {
    host.querySelector(":scope > .sdp-day")?.remove();
    return;
  }
  const line = part(host, "sdp-day", board);
  line.replaceChildren(text);
  if (button) {
    const b = document.createElement("button");
    b.type = "button";
    b.className = "sdp-today";
    b.textContent = button.text;
    b.addEventListener("click", button.click);
    line.append(" ", b);
  }
}

/** Take everything applyLook and sayDay put on host off it again. */
export function removeLook(host) {
  applyLook(host, {});
  sayDay(host, "");
}
