// @ts-check
// The board in any page: mountSuido(host, options) and its handle. Every board on a page talks to one
// worker (started on the first mount, by id); a crashed worker is restarted and every board reopened where
// it was. Importing this module does nothing but define functions: safe on a server or in a test. The worker, Python
// and the levels come from the site (home.js): the folder this module is served from, or the one a page names.
import { Client, WorkerLost } from "./client.js";
import { Board } from "./board.js";
import { sendLevels, sizeName, today } from "./levels.js";
import { historyOf, hintsOf, litOf, progressOf, recordSolve, saveProgress, saveTime, timeOf } from "./saves.js";
import { languageOf, say, wordsOf } from "./words.js";
import { attachView } from "./view.js";
import { OPS } from "./protocol.js";
import { watchDay } from "./days.js";
import { applyLook, sayDay, themeOf, widthOf } from "./look.js";
import { homeOf } from "./home.js";

const mounted = new Set(); // the live handles' boards
let shared = null;
let home = ""; // the site the page's one worker plays from: the first board's

/** The site's levels/ folder (the page's one worker's site). */
const levelsAt = () => new URL("./levels/", home || homeOf());

/** The page's one worker client (started on first use); given: a page's own client, started already (the site's,
 * so a board in its embed panel shares its worker), taken when the page has none yet. site: the Suido site the
 * worker comes from when it is started here (its address; none: home.js's own folder). A site named is another
 * build of the page's side (the npm package's): its worker is held to the protocol, not to the page's release.
 * Every board of a page plays from the one site its first board named. */
export function pageClient(given, site) {
  if (!shared && given) shared = given;
  if (shared && site && home && homeOf(site) !== home) {
    console.warn(`suido: every board of a page plays from one site: ${home}, not ${homeOf(site)}`);
  }
  if (!shared) {
    home = homeOf(site);
    shared = new Client(new URL("./worker.js", home), {
      anyRelease: !!site,
      onLost: async () => {
        for (const b of mounted) b.suspend();
        const mine = shared.starts + 1;
        try {
          await shared.start();
          for (const b of mounted) {
            if (b.size) await sendLevels(shared, b.size, levelsAt());
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

/** The options that take an event's detail, and the event each listens for (the guide's table of events). */
export const EVENTS = { onChange: "suido-change", onTurn: "suido-turn", onHint: "suido-hint", onTurning: "suido-turning",
  onSolve: "suido-solve", onUndo: "suido-undo", onRedo: "suido-redo", onPin: "suido-pin", onReady: "suido-ready" };

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
 * (each also a bubbling suido-* event on host; suido-solve's detail has {ms, turns, hints, par}); onReady
 * (suido-ready: the board drawn, {code, progress, turns, hints, solved, size, level, day}). grid: the level set
 * ("7x7", "big"; size is its older name: when both are given grid wins, and the console says so); daily (play the
 * level of the day of grid, 7x7 when none is given, turning over at 00:00 UTC; daily wins over level); width (a CSS
 * width: the board keeps its shape), theme ("auto" | "light" | "dark": this board only), label (its accessible name
 * and a caption above it); site (the Suido site's address, whose worker, Python and levels the board plays with: the
 * folder suido.js is served from when none is given; the npm package needs one). A bad value is said on the board's
 * status line and in the console (console.warn); a missing host or site throws a TypeError.
 * Returns the handle at once; handle.ready resolves when the board is drawn (rejects on a bad code or value).
 * @param {HTMLElement} host
 * @param {Record<string, any>} [options]
 */
export function mountSuido(host, options = {}) {
  if (typeof Element === "undefined" || !(host instanceof Element)) {
    throw new TypeError("mountSuido needs an element to mount the board in (in a browser: on a server there is none)");
  }
  options = options || {};
  mounts.get(host)?.destroy();
  if (options.grid && options.size && options.grid !== options.size) {
    console.warn(`suido: grid="${options.grid}" and size="${options.size}" given: grid wins`);
  }
  const daily = options.daily !== undefined && options.daily !== null && options.daily !== "" ? isOn(options.daily)
    : options.daily === "";
  options = { ...options, size: String(options.grid || options.size || (daily ? "7x7" : "")) };
  if (daily) options.level = undefined; // (the day says which)
  const width = widthOf(options.width);
  const theme = themeOf(options.theme);
  // a bad width or theme: the board says so instead of playing, each one wrong (words from suido.strings)
  const bad = /** @type {[string, unknown, unknown][]} */ ([["badWidth", options.width, width],
    ["badTheme", options.theme, theme]]).filter(([, , read]) => read === null);
  const client = options.client || pageClient(undefined, options.site);
  const explicitLang = options.language || options.lang || "";
  const save = options.save !== false;
  const abort = new AbortController();
  for (const [name, type] of Object.entries(EVENTS)) {
    if (typeof options[name] === "function") {
      host.addEventListener(type, (e) => options[name](/** @type {CustomEvent} */ (e).detail), { signal: abort.signal });
    }
  }
  const keyOf = (o) => (o.size && levelOf(o.level) ? `${o.size}#${levelOf(o.level)}` : o.code || "");
  const savedOf = (o) => (o.progress === undefined && save ? { progress: progressOf(keyOf(o)), history: historyOf(keyOf(o)),
    time: timeOf(keyOf(o)), hintsTaken: hintsOf(keyOf(o)), lit: litOf(keyOf(o)) } : { progress: o.progress ?? "" });
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
  applyLook(host, { width: width || "", theme: theme || "auto", label: options.label });
  let day = null; // a daily board's day (UTC), once known
  /** The level of the day of board.size on day d, with this browser's game of it. */
  const dailyOf = async (d) => {
    const { level } = await client.call(OPS.daily, { size: board.size, day: d });
    return { size: board.size, level, ...savedOf({ size: board.size, level, progress: options.progress }) };
  };
  const sayToday = async () => {
    const words = await wordsOf(client, board.lang);
    const text = say(words, "dailyOf", { day, size: sizeName(words, board.size), n: board.level });
    sayDay(host, day === today() ? text : `${text} ${say(words, "dailyWas")}`, day === today() ? null
      : { text: say(words, "dailyToday"), click: () => turnOver() });
  };
  const turnOver = async () => {
    day = today();
    const o = await dailyOf(day);
    ready = board.load(o);
    await ready;
  };
  // the day line is said again with each drawing: another day's level, another language
  if (daily) board.renderHooks.push(() => { if (day) sayToday().catch(() => {}); });
  const open = async () => {
    if (bad.length) {
      const words = await wordsOf(client, board.lang);
      // (a code given beside them is read too: what is wrong with it is said with them, not once they are put right)
      const fault = options.code ? await client.call(OPS.open, { code: options.code, lang: board.lang }).then((r) => {
        client.call(OPS.close, { board: r.board }).catch(() => {});
        return "";
      }, (e) => String(e?.message || e)) : "";
      throw new Error([...bad.map(([key, value]) => say(words, key, { value })), fault].filter(Boolean).join(" "));
    }
    if (board.size) await sendLevels(client, board.size, levelsAt());
    if (daily) {
      day = today();
      const o = await dailyOf(day);
      board.take({ level: o.level, progress: o.progress, history: o.history || "", hintsTaken: o.hintsTaken || 0,
        lit: o.lit || null, time: o.time || 0 });
    }
    askedIn = board.lang;
    return board.open();
  };
  let askedIn = null; // the language the board was last opened in
  let ready = open();
  /** Speak lang: a board drawn is opened again in it; a board still starting (its levels on their way, its open
   * asked) is opened in it once it has started, never before (its levels are not the worker's yet). A start that
   * failed is the start's to say (ready rejects), not this. */
  const relang = (lang) => {
    board.setLanguage(lang);
    ready = ready.then((r) => {
      if (board.destroyed || board.id === null || askedIn === board.lang) return r;
      askedIn = board.lang;
      return board.reopen();
    });
    return ready.catch(() => undefined);
  };
  ready.then((r) => {
    if (!board.destroyed) board.fire("suido-ready", { ...board.detail(r, null), size: board.size || null,
      level: board.level ?? null, day });
  }, (e) => {
    board.fail(e.message); // a bad code or value: said on the board, and handle.ready rejects
    if (!(e instanceof WorkerLost)) console.warn(`suido: ${e.message}`);
  });
  if (daily) {
    // the day turns while the page is open: an untouched or solved board plays the new day's level at once; a game
    // under way plays on, its day line saying so, with a button for today's level
    const stop = watchDay(today, () => {
      if (board.destroyed || day === null) return;
      if (!board.last?.turns || board.last.solved) turnOver().catch(() => {});
      else sayToday().catch(() => {});
    });
    abort.signal.addEventListener("abort", stop);
  }
  if (!explicitLang && typeof MutationObserver === "function") {
    const watch = new MutationObserver(() => {
      const lang = langOf(host, "");
      if (lang !== board.lang) relang(lang);
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
    /** Play another board here: {code, answer} or {grid (or size), level}, with progress. */
    load: async (o = {}) => {
      o = o || {};
      if (o.grid) o = { ...o, size: o.grid }; // (grid: size's newer name)
      if (o.size) await sendLevels(client, o.size, levelsAt());
      ready = board.load({ ...o, level: levelOf(o.level), progress: o.progress ?? (save ? progressOf(keyOf(o)) : ""),
        hintsTaken: o.progress === undefined && save ? hintsOf(keyOf(o)) : 0,
        history: o.progress === undefined && save ? historyOf(keyOf(o)) : "",
        time: o.progress === undefined && save ? timeOf(keyOf(o)) : 0,
        lit: o.progress === undefined && save ? litOf(keyOf(o)) : null,
        quiet: o.progress !== undefined });
      ready.catch((e) => board.fail(e.message));
      return ready;
    },
    /** A daily board's day ("YYYY-MM-DD", UTC), else null. */
    get day() { return day; },
    /** Change what needs no new board: turning, hints, timer, language; width, theme, label (a bad one: the
     * board keeps what it had, and the console says why). */
    set: async (o = {}) => {
      o = o || {};
      if (o.width !== undefined || o.theme !== undefined || o.label !== undefined) {
        const w = o.width !== undefined ? widthOf(o.width) : host.dataset.width || "";
        const t = o.theme !== undefined ? themeOf(o.theme) : host.dataset.theme || "auto";
        if (w === null) console.warn(`suido: width="${o.width}" is not a CSS width`);
        if (t === null) console.warn(`suido: theme="${o.theme}" is not auto, light or dark`);
        const label = o.label !== undefined ? o.label : host.querySelector(":scope > .sdp-caption")?.textContent || "";
        applyLook(host, { width: w ?? host.dataset.width ?? "", theme: t ?? host.dataset.theme ?? "auto", label });
      }
      if (o.turning) board.setTurning(o.turning);
      if (o.timer !== undefined) {
        board.showTimer(isOn(o.timer));
      }
      if (o.hints !== undefined) {
        board.showHints(isOn(o.hints));
      }
      const lang = o.language || o.lang;
      if (lang && languageOf(lang) !== board.lang) await relang(languageOf(lang));
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
      applyLook(host, {});
      host.classList.remove("suido-play");
    },
  };
  mounts.set(host, handle);
  return handle;
}

export { WorkerLost };
