// The board in any page: mountSuido(host, options) and its handle. Every board on a page talks to one
// worker (started on the first mount, by id); a crashed worker is restarted and every board reopened where
// it was. Importing this module does nothing but define functions: safe on a server or in a test.
import { Client, WorkerLost } from "./client.js";
import { Board } from "./board.js";
import { sendLevels } from "./levels.js";
import { historyOf, hintsOf, litOf, progressOf, recordSolve, saveProgress, saveTime, timeOf } from "./saves.js";
import { languageOf } from "./words.js";
import { attachView } from "./view.js";

const here = import.meta.url;
const mounted = new Set(); // the live handles' boards
let shared = null;

/** The page's one worker client (started on first use). */
export function pageClient() {
  if (!shared) {
    shared = new Client(new URL("./worker.js", here), {
      onLost: async () => {
        for (const b of mounted) b.suspend();
        const mine = shared.starts + 1;
        try {
          await shared.start();
          for (const b of mounted) {
            if (b.size) await sendLevels(shared, b.size, new URL("./levels/", here));
            b.reopen().catch(() => {});
          }
        } catch (e) {
          if (shared.starts !== mine) return; // it died again meanwhile: the later restart carries on
          for (const b of mounted) b.fail(e.message);
        }
      },
    });
    shared.start();
  }
  return shared;
}

const EVENTS = { onChange: "suido-change", onTurn: "suido-turn", onHint: "suido-hint", onTurning: "suido-turning",
  onSolve: "suido-solve", onUndo: "suido-undo", onRedo: "suido-redo", onPin: "suido-pin" };

/** A level as given (a number, or text of digits); anything else goes to the worker as it is, to be refused
 * in words ("0x10" and "1e1" are not level 16 and 10); nothing given is a level missing. */
function levelOf(value) {
  if (value === undefined || value === null || value === "") return undefined;
  if (typeof value === "string" && /^\d{1,9}$/.test(value)) return Number(value);
  return value;
}

/** An option that is on: true, or any text but false/off/0/no (the element's attributes and the page's
 * ?shown read the same way). */
export const isOn = (value) => (typeof value === "string" ? !/^\s*(false|off|0|no)\s*$/i.test(value) : !!value);

const mounts = new WeakMap(); // host -> its handle: a second mount on one host replaces the first

function langOf(host, given) {
  if (given) return languageOf(given);
  return languageOf(host.closest("[lang]")?.getAttribute("lang") || document.documentElement.lang);
}

/**
 * Mount a board in host. options: code (+ answer) or size + level; progress; shown (open on the answer, saying
 * "Here is the answer." until the first turn; needs a valid answer, and is never saved); hints (true); controls (true);
 * chips (true); turning ("clockwise" | "anticlockwise"); zoom ("off" leaves the board unzoomable); language
 * ("en" | "ja"; else the nearest lang, followed when it changes); save (true: the game, its moves, its clock and
 * the records kept in localStorage; false keeps nothing, and every record still comes in the events); timer
 * (true: the clock shown under the board); onChange, onTurn, onHint, onTurning, onSolve, onUndo, onRedo, onPin
 * (each also a bubbling suido-* event on host; suido-solve's detail has {ms, turns, hints, par}).
 * Returns the handle at once; handle.ready resolves when the board is drawn (rejects on a bad code).
 */
export function mountSuido(host, options = {}) {
  if (!(host instanceof Element)) throw new TypeError("mountSuido needs an element to mount the board in");
  options = options || {};
  mounts.get(host)?.destroy();
  const client = options.client || pageClient();
  const explicitLang = options.language || options.lang || "";
  const save = options.save !== false;
  const abort = new AbortController();
  for (const [name, type] of Object.entries(EVENTS)) {
    if (typeof options[name] === "function") {
      host.addEventListener(type, (e) => options[name](e.detail), { signal: abort.signal });
    }
  }
  const keyOf = (o) => (o.size && levelOf(o.level) ? `${o.size}#${levelOf(o.level)}` : o.code || "");
  const board = new Board(host, {
    client, code: options.code || "", answer: options.answer || "", size: options.size || "",
    level: levelOf(options.level), lang: langOf(host, explicitLang),
    progress: options.progress ?? (save ? progressOf(keyOf(options)) : ""), shown: !!options.shown,
    history: options.progress === undefined && save ? historyOf(keyOf(options)) : "",
    time: options.progress === undefined && save ? timeOf(keyOf(options)) : 0, timer: options.timer !== false,
    follow: save, quiet: options.progress !== undefined, // a game given is saved once a turn is made on it
    hintsTaken: options.progress === undefined && save ? hintsOf(keyOf(options)) : 0,
    lit: options.progress === undefined && save ? litOf(keyOf(options)) : null,
    hints: options.hints !== false, controls: options.controls !== false, chips: options.chips !== false,
    turning: options.turning, onProgress: save ? saveProgress : () => {},
    onTime: save ? saveTime : () => {}, onRecord: save ? recordSolve : () => null,
  });
  mounted.add(board);
  const view = attachView(board, { zoom: options.zoom !== "off" && options.zoom !== false });
  const open = async () => {
    if (board.size) await sendLevels(client, board.size, new URL("./levels/", here));
    return board.open();
  };
  let ready = open();
  ready.catch((e) => board.fail(e.message)); // a bad code: said on the board, and handle.ready rejects
  if (!explicitLang && typeof MutationObserver === "function") {
    const watch = new MutationObserver(() => {
      const lang = langOf(host, "");
      if (lang !== board.lang && board.id !== null) {
        board.lang = lang;
        board.reopen().catch(() => {});
      }
    });
    watch.observe(document.documentElement, { attributes: true, attributeFilter: ["lang"], subtree: true });
    abort.signal.addEventListener("abort", () => watch.disconnect());
  }

  const handle = {
    get ready() { return ready; },
    board,
    get progress() { return board.progress; },
    get solved() { return !!board.last?.solved; },
    get turns() { return board.last?.turns ?? 0; },
    get hints() { return board.hints; },
    /** Start over: the board as given. */
    restart: () => board.restart(),
    /** Light a piece to turn; the cell, or null when there is no hint. */
    hint: () => board.hint(),
    /** Turn the piece given in cell a quarter clockwise (back: the other way). */
    turn: (cell, back = false) => board.turn(cell, back ? -1 : 1),
    /** Take back the last move (a turn, a pin, Start over); true when there was one. */
    undo: () => board.undo(),
    /** Make the last move taken back again; true when there was one. */
    redo: () => board.redo(),
    /** Pin (pinned true), unpin (false) or flip (undefined) the piece given in cell. */
    pin: (cell, pinned) => board.pin(cell, pinned),
    /** ms on the board's clock. */
    get time() { return Math.round(board.clock.elapsed()); },
    /** Play another board here: {code, answer} or {size, level}, with progress. */
    load: async (o = {}) => {
      o = o || {};
      if (o.size) await sendLevels(client, o.size, new URL("./levels/", here));
      ready = board.load({ ...o, level: levelOf(o.level), progress: o.progress ?? (save ? progressOf(keyOf(o)) : ""),
        hintsTaken: o.progress === undefined && save ? hintsOf(keyOf(o)) : 0,
        history: o.progress === undefined && save ? historyOf(keyOf(o)) : "",
        time: o.progress === undefined && save ? timeOf(keyOf(o)) : 0,
        lit: o.progress === undefined && save ? litOf(keyOf(o)) : null,
        quiet: o.progress !== undefined });
      ready.catch((e) => board.fail(e.message));
      return ready;
    },
    /** Change what needs no new board: turning, hints, timer, language. */
    set: async (o = {}) => {
      o = o || {};
      if (o.turning) board.setTurning(o.turning);
      if (o.timer !== undefined) {
        board.timerOn = isOn(o.timer);
        board.timerEl.hidden = !board.timerOn || !board.controlsOn;
      }
      if (o.hints !== undefined) {
        board.hintsOn = isOn(o.hints);
        board.hintEl.hidden = !board.hintsOn || board.id === null;
      }
      const lang = o.language || o.lang;
      if (lang && languageOf(lang) !== board.lang) {
        board.lang = languageOf(lang);
        ready = board.reopen();
        await ready;
      }
    },
    /** The view: {zoom, x, y} in drawing units (100 a cell). */
    view: () => view.get(),
    /** Zoom: a number (1..6, about the centre) or "in" | "out" | "fit". */
    zoom: (how) => view.zoom(how),
    destroy: () => {
      if (board.destroyed) return;
      if (mounts.get(host) === handle) mounts.delete(host);
      abort.abort();
      view.destroy();
      board.destroy();
      mounted.delete(board);
      for (const el of host.querySelectorAll(":scope > [class^=sdp-]")) el.remove();
      host.classList.remove("suido-play");
    },
  };
  mounts.set(host, handle);
  return handle;
}

export { WorkerLost };
