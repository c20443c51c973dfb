// @ts-check
// The aids on a board (board.js calls these): checkpoints (set one, see how many, go back to any), Jumble, Check my
// pins (and its pieces lit on request), the loose ends (a count, and a button that goes to them one after another),
// the assistant's turns said, and a colour per network painted. Every one is a move or a question to the worker
// (suido.web.play: k, b2, x77, check, nets; a pin or a mark with assist), every rule and every word the worker's:
// here only the buttons, the keys and what a reply says written onto the page.
//
// Keys, wherever no text field has the focus (as undo's): K sets a checkpoint, Shift+K goes back to the last one,
// J jumbles. The settings (settings.js) are read from <html>: data-assist="on" (the assistant), data-nets="on" (a
// colour per network); the speed of the animations is the stylesheet's alone (data-speed).
import { moveValue } from "./protocol.js";
import { say } from "./words.js";
import { seek } from "./seek.js";

const flags = () => (typeof document === "undefined" ? {} : document.documentElement.dataset);
/** Whether the assistant turns what a pin or a mark forces (the setting: data-assist="on" on <html>). */
export const assistOn = () => flags().assist === "on";
/** Whether every network has its own colour (the setting: data-nets="on" on <html>). */
export const netsOn = () => flags().nets === "on";

/** A pin's or a mark's request with the assistant asked for, when it is on. */
export function assisting(where = {}) {
  return assistOn() ? { ...where, assist: true } : where;
}

/** The aid of a key, or null: "checkpoint", "back" (Shift+K: to the last checkpoint) or "jumble". */
export function aidKey(e) {
  if (e.ctrlKey || e.metaKey || e.altKey || e.isComposing) return null;
  const key = e.key.toLowerCase();
  if (key === "k") return e.shiftKey ? "back" : "checkpoint";
  if (key === "j" && !e.shiftKey) return "jumble";
  return null;
}

/** A seed for a jumble: the worker's jumble is seeded, the seed chosen here (below 2**31). */
export function jumbleSeed(random = Math.random) {
  return Math.floor(random() * 2 ** 31);
}

const views = new WeakMap(); // board -> its aids' elements and what they show (kept here, never on the board)

function button(parent, action) {
  const el = document.createElement("button");
  el.type = "button";
  el.dataset.action = action;
  parent.append(el);
  return el;
}

/** The aids' controls under a board's own (hidden with them when the page shows no controls), folded under "More
 * tools" so that the board, its status and its own buttons keep to the first screen; their keys work folded too. */
export function attachAids(board, host, signal) {
  host.querySelector(":scope > .sdp-aids-more")?.remove(); // a board opened again on the same host: one fold
  const more = document.createElement("details");
  more.className = "sdp-aids-more";
  more.hidden = true;
  const summary = document.createElement("summary");
  const el = document.createElement("div");
  el.className = "sdp-aids";
  more.append(summary, el);
  host.append(more);
  const checkpoint = button(el, "checkpoint");
  const backs = document.createElement("span");
  backs.className = "sdp-checkpoints";
  backs.setAttribute("role", "group");
  el.append(backs);
  const jumble = button(el, "jumble");
  const check = button(el, "check-pins");
  const show = button(el, "show-pins");
  show.hidden = true;
  const loose = button(el, "loose");
  const view = { el, more, summary, checkpoint, backs, jumble, check, show, loose, count: -1, wrong: /** @type {number[]} */ ([]) };
  views.set(board, view);
  checkpoint.addEventListener("click", () => aid(board, "checkpoint"), { signal });
  jumble.addEventListener("click", () => aid(board, "jumble"), { signal });
  check.addEventListener("click", () => checkPins(board), { signal });
  show.addEventListener("click", () => lightWrong(board), { signal });
  loose.addEventListener("click", () => seek(board, { what: "loose" }), { signal });
  backs.addEventListener("click", (e) => {
    const n = Number(/** @type {HTMLElement} */ (e.target).closest?.("[data-checkpoint]")?.getAttribute("data-checkpoint"));
    if (n) aid(board, "back", n);
  }, { signal });
  // the setting turned on or off: the colours asked for whole, or let go
  if (typeof MutationObserver !== "undefined") {
    const watch = new MutationObserver(() => {
      if (board.id !== null) board.play(moveValue("nets", { on: netsOn() })).catch(() => null);
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ["data-nets"] });
    signal.addEventListener("abort", () => watch.disconnect());
  }
}

/** Make an aid's move: "checkpoint", "back" (to checkpoint n, or the last one), "jumble"; the reply, or null. */
export function aid(board, what, n = undefined) {
  if (board.id === null && what !== "checkpoint") return Promise.resolve(null);
  if (what === "checkpoint") return board.play(moveValue("k"));
  if (what === "jumble") return board.play(moveValue(`x${jumbleSeed()}`));
  const last = board.last?.checkpoints || 0;
  const to = n ?? last;
  if (!to) return Promise.resolve(null);
  return board.play(moveValue(`b${to}`), { checkpoint: to });
}

/** Check my pins (counted as a hint): the line said, the wrong ones ready to light. */
function checkPins(board) {
  return board.play(moveValue("check"));
}

/** Light the pinned pieces that face the wrong way (the last check's). */
function lightWrong(board) {
  const view = views.get(board);
  if (!view || !board.els) return;
  for (const c of view.wrong) if (board.els[c]) board.els[c].dataset.wrong = "true";
  if (view.wrong.length) board.els[view.wrong[0]]?.scrollIntoView?.({ block: "nearest", inline: "nearest" });
  board.say(board.words?.pinsShown || "");
}

/** Put out the wrong pins' light (any move does). */
function lightOff(board) {
  for (const el of board.svg?.querySelectorAll(".sd-cell[data-wrong]") || []) el.removeAttribute("data-wrong");
  const view = views.get(board);
  if (view) {
    view.wrong = [];
    view.show.hidden = true;
  }
}

/** The board drawn (its words known): the controls' words. */
export function aidsRendered(board) {
  const view = views.get(board);
  const w = board.words;
  if (!view || !w) return;
  view.more.hidden = !board.controlsOn;
  view.summary.textContent = w.aidsMore;
  view.checkpoint.textContent = w.checkpoint;
  view.checkpoint.title = w.checkpointSays;
  view.jumble.textContent = w.jumble;
  view.jumble.title = w.jumbleSays;
  view.check.textContent = w.checkPins;
  view.show.textContent = w.pinsShow;
  view.loose.title = w.looseSays;
  view.count = -1;
  view.wrong = [];
  view.show.hidden = true;
}

/** What every reply says of the aids: the checkpoints (a button each, to go back to), the loose ends' count, and
 * the colours of the networks that changed (data-net on each piece: 0 none). */
export function aidsSummed(board, r) {
  const view = views.get(board);
  const w = board.words;
  if (view && w) {
    const n = r.checkpoints ?? 0;
    if (n !== view.count) {
      view.count = n;
      const had = view.backs.contains(document.activeElement);
      view.backs.replaceChildren(...Array.from({ length: n }, (_, i) => {
        const b = document.createElement("button");
        b.type = "button";
        b.dataset.checkpoint = String(i + 1);
        b.textContent = say(w, "checkpointBack", { n: i + 1 });
        b.setAttribute("aria-label", say(w, "checkpointBackSays", { n: i + 1 }));
        return b;
      }));
      view.backs.hidden = !n;
      view.backs.setAttribute("aria-label", say(w, "checkpoints", { n }));
      view.backs.title = say(w, "checkpoints", { n });
      if (had) /** @type {HTMLElement | null} */ (view.backs.lastElementChild || view.checkpoint).focus();
      board.host.dataset.checkpoints = String(n);
    }
    if (Array.isArray(r.loose)) { // written only when it changed: a tap lays out no more than it must
      const [leaks, dry] = r.loose;
      const line = leaks || dry ? say(w, "loose", { leaks, dry }) : w.looseNone;
      if (view.loose.textContent !== line) view.loose.textContent = line;
      if (view.loose.disabled !== (!leaks && !dry)) view.loose.disabled = !leaks && !dry;
    }
  }
  if (r.nets) paintNets(board, r.nets);
}

/** The colours of the networks written on the pieces: {cells, colours, whole?} (whole: every other piece has none). */
export function paintNets(board, nets) {
  if (!board.els) return;
  if (nets.whole) for (const el of board.svg?.querySelectorAll(".sd-cell[data-net]") || []) el.removeAttribute("data-net");
  nets.cells.forEach((c, i) => {
    const el = board.els[c];
    if (!el) return;
    if (nets.colours[i]) el.dataset.net = String(nets.colours[i]); else el.removeAttribute("data-net");
  });
}

/** A reply to one of the aids' questions said (check my pins: its line, the wrong ones ready to light; the colours
 * asked for: painted by the summary); whether it was one (board.js then only sums it up). A checkpoint that changed
 * nothing (the same as the last) says so. */
export function aidsMade(board, kind, r) {
  if (kind === "check") {
    const view = views.get(board);
    lightOff(board);
    board.say(r.pins?.said || "");
    if (view && r.pins?.cells?.length) {
      view.wrong = r.pins.cells;
      view.show.hidden = false;
    }
    return true;
  }
  if (kind === "nets") return true;
  if (kind === "checkpoint" && !r.changed) board.say(board.words?.checkpointSame || "");
  return false;
}

/** A move that changed the board said, for the aids: a checkpoint set, gone back to (how.checkpoint), a jumble, the
 * pieces the assistant turned after a pin or a mark (after the mark's own line); any move puts out the wrong pins'
 * light. */
export function aidsSaid(board, kind, r, how = {}) {
  const w = board.words || {};
  lightOff(board);
  if (kind === "checkpoint") board.say(say(w, "checkpointSet", { n: r.checkpoints }));
  else if (kind === "back") board.say(say(w, "checkpointWent", { n: how.checkpoint ?? "" }));
  else if (kind === "jumble") board.say(w.jumbled || "");
  else if (r.assisted?.length) {
    const line = say(w, "assisted", { n: r.assisted.length });
    board.say(kind === "mark" && r.said ? `${r.said} ${line}` : line);
  }
}
