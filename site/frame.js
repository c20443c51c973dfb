// @ts-check
// embed.html as an iframe in another site's page: its query is the board's options, and it speaks with the page
// around it by postMessage. Every message, both ways, is {source: "suido", type, detail}. The iframe's messages in
// one place (as protocol.js lists the worker's):
//
// query (embed.html?…):  grid (or size), level, daily, code, answer, hints, chips, controls, timer, zoom, lang,
//                        turning, save, width, theme, label: the element's attributes of those names (a flag is on
//                        when given bare, ?daily, and off as ?hints=off); origin: the origin of the page around it
//                        (https://example.org), the only one its messages go to and its commands come from (none
//                        given: "*", every page may hear it and command it). No grid, size or code: 5x5, level 1.
// iframe -> parent:      EVENTS, each as the element's event of that name fires, with its detail (never an answer):
//                        suido-ready   the board drawn: {code, progress, turns, hints, solved, size, level, day}
//                        suido-turn, suido-change, suido-hint, suido-undo, suido-redo, suido-pin
//                                      {code, progress, turns, hints, solved, cell?}
//                        suido-solve   and {ms, turns, hints, par}, with saving on a level's best, fewest, solves
//                        suido-resize  {height}: the iframe's content, in CSS px, each time it changes (a
//                                      ResizeObserver), so the parent can size the frame
// parent -> iframe:      COMMANDS: restart, hint, undo, redo (no detail), set (detail: {option: value} of the
//                        query's options but origin; true or false for a flag, null for the board's default). Taken only from the
//                        parent, and from the origin given; any other message, or one not understood, is ignored.
import "./suido-board-define.js";

export const SOURCE = "suido";
export const EVENTS = Object.freeze(["suido-ready", "suido-turn", "suido-change", "suido-hint", "suido-undo",
  "suido-redo", "suido-pin", "suido-solve"]);
export const RESIZE = "suido-resize";
export const COMMANDS = Object.freeze(["restart", "hint", "undo", "redo", "set"]);
export const OPTIONS = Object.freeze(["grid", "size", "level", "daily", "code", "answer", "hints", "chips",
  "controls", "timer", "zoom", "lang", "turning", "save", "width", "theme", "label"]);

/** The origin the frame speaks to: "*" when none is given, the origin when it is one, else null (nothing said). */
export function originOf(given) {
  if (given === null || given === undefined || given === "" || given === "*") return "*";
  try {
    const origin = new URL(given).origin;
    return origin !== "null" && origin === String(given).replace(/\/$/, "") ? origin : null;
  } catch {
    return null;
  }
}

/** An event's detail as it is posted: a copy, without any answer. */
export function postedOf(detail) {
  const out = {};
  for (const [k, v] of Object.entries(detail && typeof detail === "object" ? detail : {})) {
    if (k !== "answer" && (v === null || ["string", "number", "boolean"].includes(typeof v))) out[k] = v;
  }
  return out;
}

const ON_BY_DEFAULT = new Set(["hints", "chips", "controls", "timer", "save"]);

/** Put option name = value on the board (a command's set, or the query): text, or a flag (true or false); null
 * takes it off (the board's default). */
function setOption(el, name, value) {
  if (!OPTIONS.includes(name)) return;
  if (value === false && ON_BY_DEFAULT.has(name)) el.setAttribute(name, "off");
  else if (value === null || value === undefined || value === false) el.removeAttribute(name);
  else if (value === true) el.setAttribute(name, "");
  else if (typeof value === "string" || typeof value === "number") el.setAttribute(name, String(value));
}

/** Start the frame: the board from the query, in main; messages with the parent. */
export function startFrame(win = window) {
  const query = new URLSearchParams(win.location.search);
  const el = win.document.createElement("suido-board");
  if (!query.has("grid") && !query.has("size") && !query.has("code")) {
    el.setAttribute("size", "5x5");
    if (!query.has("level") && !query.has("daily")) el.setAttribute("level", "1");
  }
  for (const name of OPTIONS) if (query.has(name)) setOption(el, name, query.get(name));
  if (query.get("lang")) win.document.documentElement.lang = query.get("lang") === "ja" ? "ja" : "en";
  if (query.get("label")) win.document.title = query.get("label");
  const theme = query.get("theme");
  if (theme === "light" || theme === "dark") win.document.documentElement.dataset.theme = theme; // its page too
  const main = win.document.querySelector("main");
  main.append(el);
  const parent = win.parent;
  if (!parent || parent === win) return el; // opened as a page of its own: nobody to speak to
  const target = originOf(query.get("origin"));
  // the page around it is not the origin given: nothing is posted (the browser would refuse it, loudly)
  const around = win.location.ancestorOrigins?.[0];
  const heard = target !== null && (target === "*" || !around || around === target);
  if (target === null) console.warn(`suido: origin="${query.get("origin")}" is not an origin (https://example.org)`);
  else if (!heard) console.warn(`suido: this frame's page is ${around}, not the origin given (${target}): it says nothing`);
  const post = (type, detail) => {
    if (heard) parent.postMessage({ source: SOURCE, type, detail }, target);
  };
  for (const type of EVENTS) win.document.addEventListener(type, (e) => post(type, postedOf(/** @type {CustomEvent} */ (e).detail)));
  let height = -1;
  new ResizeObserver(() => {
    const now = Math.ceil(main.getBoundingClientRect().height);
    if (now !== height) post(RESIZE, { height: (height = now) });
  }).observe(main);
  win.addEventListener("message", (e) => {
    if (target === null || e.source !== parent || (target !== "*" && e.origin !== target)) return;
    const m = e.data;
    if (!m || typeof m !== "object" || m.source !== SOURCE || !COMMANDS.includes(m.type)) return;
    try {
      if (m.type === "set") {
        if (!m.detail || typeof m.detail !== "object") return;
        for (const [name, value] of Object.entries(m.detail)) setOption(el, name, value);
        if (Object.hasOwn(m.detail, "theme")) {
          const t = m.detail.theme;
          if (t === "light" || t === "dark") win.document.documentElement.dataset.theme = t;
          else delete win.document.documentElement.dataset.theme;
        }
      } else {
        Promise.resolve(el[m.type]()).catch(() => {});
      }
    } catch { /* a command the board cannot take now: ignored */ }
  });
  return el;
}
