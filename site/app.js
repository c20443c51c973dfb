// @ts-check
// The site's page: one worker, one board, and the views around it (views.js). ?code=CODE (&answer=CODE) plays that
// board (&progress= a game half played, &shown on its answer); ?size=5x5&level=3 that level (level=today: the level
// of the day of that size); opened bare, a new player's first level (5x5, level 1, with the how-to above it), else
// where the player was: the next level to solve of the set played last (the level of the day a tap away).
// ?view=levels (make, pieces, stats, settings, workbench) shows that view. ?lang=ja speaks Japanese.
import { Client, WorkerLost, NewRelease } from "./client.js";
import { RELEASE, WORDS } from "./release.js";
import { Board } from "./board.js";
import { OPS } from "./protocol.js";
import { LevelBrowser, today, lastSet, sizeName, keptNext, helloOf, dailyOf } from "./levels.js";
import { LISTING } from "./listing.js";
import { watchDay, dayOfSolve, begunOf } from "./days.js";
import { answerOf, historyOf, hintsOf, litOf, progressOf, recordDay, recordSolve, saveAnswer, saveProgress, saveTime,
  timeOf, markSolved, recordsOf, solvedOf } from "./saves.js";
import { wordsOf, say, languageOf } from "./words.js";
import { attachView } from "./view.js";
import { isOn } from "./suido.js";
import { MakeForm } from "./make.js";
import { PieceGuide } from "./guide.js";
import { StatsView } from "./stats.js";
import { ShareLine } from "./share.js";
import { Views, viewOf, unknownView, sayWords } from "./views.js";
import { Settings, remembered, remember } from "./settings.js";
import { HowTo } from "./howto.js";
import { Boot } from "./boot.js";
import { bringIntoView, fitWelcome } from "./fit.js";
import { keepDrawing, showFirstDrawing, showLastDrawing, takeUnanswered } from "./preview.js";
import { FIRST } from "./first.js";
import { keepRelease, offerRelease, ownOrPage } from "./releases.js";
import { addresses, seedOf } from "./address.js";
import { EmbedPanel } from "./embedpanel.js";
window.__suidoRan = true; // (restart.js: the page's modules ran)
// ms: when nothing arrives for this long while Python starts, the page says the puzzle could not load and offers
// to try again (a test may set window.__suidoReadyWithin first). A slow link that brings bytes is waited for.
const READY_WITHIN = window.__suidoReadyWithin || 30000;

const params = new URLSearchParams(location.search);
const alone = params.has("code");
const code = params.get("code") || "";
// a board made in this browser keeps its answer here, so its address need not give the answer away
const answer = params.get("answer") || answerOf(code);
// The language: ?lang= when given, else the one chosen before (remembered), else the browser's own.
const LANG_KEY = "suido-lang";
// the how-to above a new player's first board, once dismissed, is not shown again (the Pieces view keeps it)
const WELCOME_KEY = "suido-welcome";
let lang = languageOf(params.get("lang") || remembered(LANG_KEY) || navigator.language || "en");
document.documentElement.lang = lang;

const host = /** @type {HTMLElement} */ (document.querySelector(".suido-play"));
// the skip link, the page's first stop for the keys: straight to the board's piece that holds its focus, past the
// menu (nine stops before it), the board drawn before Python is up too
document.querySelector(".sd-skip")?.addEventListener("click", (e) => {
  const stop = host.querySelector(".sd-cell[tabindex='0']") || host.querySelector(".sd-cell");
  if (!(stop instanceof SVGElement)) return;
  e.preventDefault();
  stop.focus();
});
// The board drawn here last time, at once, its taps kept until Python is up (preview.js): where it was drawn is
// the address and the day (?size=5x5&level=today plays the level of the day). The address's query is read as its
// parameters say it (URLSearchParams): a link's ?code=5x5:... and the ?code=5x5%3A... the page writes when the
// view changes are one place
const place = () => {
  const query = String(new URLSearchParams(location.search));
  return `${location.pathname}${query && `?${query}`}|${today()}`;
};
// a new player's first level (first.js draws it, the build says which)
const FIRST_KEY = `${FIRST.size}#${FIRST.level}`;
// A new player's first visit to the bare page has no drawing of its own: its first board (always the same, 5x5
// level 1) comes drawn from the build (first.js), with its heading and the how-to above it (below).
const firstVisit = !alone && !params.has("size") && !params.get("level") && viewOf(location.search) === "play"
  && isNewcomer(FIRST.sizes);
// (a tap on it turns the way the Settings say; settings is made below, before any tap can come)
const turning = () => (settings.turning === "anticlockwise" ? -1 : 1);
// (the bare page goes on with the next level to solve: a drawing of a level solved since is not what it opens)
const goneOn = (key) => {
  const [size, n] = String(key).split("#");
  return !params.has("size") && solvedOf(size).includes(Number(n));
};
// (and a drawing of the level it goes on with is the one it opens, wherever it was drawn: Next level changes the
// address)
const goesOn = (key) => {
  const size = lastSet(LISTING.listed, FIRST.size);
  return !alone && !params.has("size") && !params.get("level") && !isNewcomer(FIRST.sizes)
    && key === `${size}#${keptNext(size)}`;
};
const drawn = showLastDrawing(host, (saved) => (saved.where === place() && !goneOn(saved.key)) || goesOn(saved.key),
  progressOf, turning);
// (awaited only when it is a promise, a packed drawing's: the page's start waits on nothing else)
const last = drawn instanceof Promise ? await drawn : drawn;
const first = !last && firstVisit ? showFirstDrawing(host, FIRST, lang, progressOf, turning) : null;
const preview = last || first;
const drawnAt = preview ? performance.now() : null;
delete host.dataset.early; // (style.css: until now no empty board was shown)
const levelsEl = /** @type {HTMLElement} */ (document.querySelector(".sd-levels"));
const playingEl = /** @type {HTMLElement} */ (document.querySelector(".sd-playing"));
const nextEl = /** @type {HTMLElement} */ (document.querySelector(".sd-next"));
const makeEl = /** @type {HTMLElement} */ (document.querySelector(".sd-make"));
const langEl = /** @type {HTMLSelectElement} */ (document.querySelector(".sd-lang select"));
const mainEl = document.querySelector("main");
const menuEl = /** @type {HTMLElement} */ (document.querySelector(".sd-menu"));
const welcomeEl = /** @type {HTMLElement} */ (document.querySelector(".sd-welcome"));
fitWelcome(welcomeEl, mainEl); // the board leaves room for the how-to above it (fit.js)
// the page's views (views.js): the one the address names is shown at once, before Python runs
const views = new Views(mainEl, menuEl, { onGo: (name) => { goTo(queryOf(name)); showView(name); } });
views.show(viewOf(location.search));
window.addEventListener("popstate", () => followAddress().catch(() => {}));
let levels = null;
let sizes = []; // the level sizes (the worker's)
let makeFields = []; // the Make form's fields (the worker's: hello's make)
let heading = null; // [key, values] of the heading, to say it again in another language
let maker = null;
// The Workbench view (workbench.js), made the first time it is shown once Python is up: a maker's tool, fetched then
// (the service worker keeps it once asked, never at install: the first visit does not carry it)
let benchUp = false;
/** @type {Promise<import("./workbench.js").WorkbenchView> | null} */
let bench = null;
let guide = null;
let words = {};

// Before Python runs there is nobody to ask for words: the build writes these from suido.strings into release.js.
const bootWords = () => WORDS[lang] || WORDS.en;
const boot = new Boot(host, bootWords); // the progress bar, what failed, Try again (boot.js)

// ---- releases (releases.js): the page, its worker and its service worker belong to one release (release.js)
const offerUpdate = (waiting = null) => offerRelease(bootWords(), waiting);
const registerServiceWorker = () => { if (params.get("sw") !== "0") keepRelease(offerUpdate); };

let board = null, view = null, stats = null; // the board, its zoom (view.js), the stats view (stats.js)

// Settings (settings.js): the theme and motion are put on the page at once; the timer shown or hidden and the way a
// tap turns reach the board (the clock runs either way, for the records).
const settings = new Settings(document.querySelector(".sd-settings-form"), {
  onTurning: (turning) => board?.setTurning(turning),
  onTimer: (on) => {
    if (!board) return;
    board.showTimer(on);
  },
});
const timerOn = () => settings.timer;
sayWords(document.querySelector(".top"), bootWords()); // the menu speaks the page's language before Python runs

/** What this browser saved of the board under key: its progress, moves, clock, hints and lit hint. */
const savedOf = (key) => ({ progress: progressOf(key), history: historyOf(key), time: timeOf(key),
  hintsTaken: hintsOf(key), lit: litOf(key) });
const keeping = { onProgress: saveProgress, onTime: saveTime, onRecord: recordSolve };

// Ctrl/Cmd+Z anywhere on the page but a form field undoes on the board played last (input.js listens)
const workerUrl = new URL("./worker.js", import.meta.url);
const early = window.__suidoEarly?.worker && new URL("./worker.js", document.baseURI).href === workerUrl.href
  ? window.__suidoEarly : null; // the worker index.html started (none in a page without that script)
const client = new Client(workerUrl, {
  early,
  readyWithin: READY_WITHIN,
  onProgress: (p) => boot.progress(p),
  onLost: () => restartEngine(),
});
const embedPanel = new EmbedPanel(document.querySelector(".sd-embed"), { client }); // ?view=embed (embedpanel.js)
new ShareLine(/** @type {HTMLElement} */ (document.querySelector(".sd-share")), { client, host, board: () => board, // share.js
  lang: () => lang, form: /** @type {HTMLFormElement} */ (document.querySelector(".sd-settings-form")),
  playToday: (size) => levels?.today(size).catch(() => {}) });

/** The engine died: start a new one and reopen the board where it was. Every reply carried the progress, so no
 * move is lost. A new one that cannot start (the link went down) is said, with Try again. */
async function restartEngine() {
  board?.suspend();
  const mine = client.starts + 1;
  try {
    await client.start();
    if (levels && board?.size) await levels.load(board.size); // the new worker has no rows yet
    if (board) await board.reopen();
  } catch (e) {
    if (client.starts !== mine) return; // it died again meanwhile: the later restart carries on
    if (e instanceof NewRelease) offerUpdate(); // the worker came from a newer release: reload to play on
    // the first start's loss: boot.start says so, with Try again
    else if (window.__suido.workerReadyAt === null) boot.fail(boot.couldNotLoad(e));
    else {
      await boot.retry(e);
      if (client.starts === mine) restartEngine();
    }
  }
}

// The level list, drawn at once from the build's lists (levels.js's drawEarly) before Python is up: the set the
// address names, else the set a returning player's bare page goes on with
const homeSet = () => lastSet(LISTING.listed, FIRST.size);
levels = new LevelBrowser(levelsEl, { client, words: LISTING.words[lang] || LISTING.words.en, sizes: LISTING.sets,
  onChoose: (size, level, isToday) => choose(size, level, isToday), todayButton: document.querySelector(".sd-today") });
levelsEl.hidden = false;
if (!alone || views.current === "levels") {
  levels.drawEarly(LISTING.listed.includes(params.get("size")) ? params.get("size") : homeSet()).catch(() => {});
}
let pickedEarly = null; // a level chosen from the list before the page could play: the one it opens
let failed = false; // the page could not start (a bad code): a level chosen loads its own address

window.__suido = {
  drawnAt, // when a board drawn before Python was up was shown (preview.js; null: none)
  release: RELEASE, update: false, registration: null,
  snapshot: null, // the memory snapshot's making once the page was idle: a promise of {made, ms?, why?} or null
  ready: null, timings: [], playableAt: null, workerReadyAt: null, error: null, client,
  get board() { return board; },
  get view() { return view; },
  get levels() { return levels; },
  get maker() { return maker; },
  get guide() { return guide; },
  get views() { return views; },
  /** Test hook: kill the worker as a crash would, and let the page recover. */
  crash() { client.lose(new WorkerLost("crashed on purpose")); },
};

/** The page's one board: the taps made on the last drawing go to it, and its drawing is kept for next time. */
function adopt(made) {
  if (preview?.key !== made.key) takeUnanswered(made, progressOf); // (a drawing's moves are its own: adopt)
  preview?.adopt(made);
  keepDrawing(made, place, progressOf, () => playingEl.textContent);
  return made;
}

async function main() {
  const loading = host.querySelector(".sdp-status");
  if (loading) loading.textContent = say(bootWords(), "loading");
  if (!(await boot.start(client, () => offerUpdate()))) return;
  window.__suido.workerReadyAt = performance.now();
  try {
    await startPage();
  } catch (e) {
    board?.destroy();
    board = null;
    failed = true;
    boot.fail(e.message);
    listenForLanguage(); // a page that could not play still speaks the chosen language
    return;
  }
  window.__suido.playableAt = performance.now();
  registerServiceWorker();
  // the making runs in a worker of its own, started on the first make: the board stays playable meanwhile
  // (of a newer release than the page, the page's own engine makes it, and Reload is offered: releases.js)
  const spawn = () => {
    const own = new Client(new URL("./worker.js", import.meta.url));
    own.start();
    return ownOrPage(own, client, () => offerUpdate());
  };
  maker = new MakeForm(makeEl, { client, spawn, words, fields: makeFields, onMade: playMade,
    onSaid: (line) => { board.say(line); }, boardShown: () => board?.id ?? null });
  makeEl.hidden = false;
  // what the views not shown draw is asked for once the worker has nothing else to do (client.later): a tap
  // made as the board first plays is answered before them
  guide = new PieceGuide(document.querySelector(".sd-guide"), { client: client.idle });
  guide.show(lang, words).then(() => { guide.root.hidden = false; }).catch(() => {});
  howAgain = new HowTo(document.querySelector(".sd-how-again"), { client: client.idle });
  howAgain.show(lang, words).catch(() => {});
  stats = new StatsView(document.querySelector(".sd-stats"), { client: client.idle });
  stats.show(lang, words).catch(() => {});
  benchUp = true;
  document.querySelector(".sd-bench-link a")?.addEventListener("click", (/** @type {MouseEvent} */ e) => { // no reload
    if (e.button !== 0 || e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    goTo({ view: "workbench" });
    showView("workbench");
  });
  if (views.current === "workbench") showBench(params.get("code") || "");
  if (views.current === "embed") embedPanel.show(lang).then(() => views.focus(board)).catch(() => {});
  listenForLanguage();
}

let howAgain = null, welcome = null; // the how-to atop the Pieces view; above a new player's first board, until dismissed

function listenForLanguage() {
  langEl.removeEventListener("change", chooseEarly);
  langEl.value = lang;
  sayWords(document, words);
  langEl.addEventListener("change", () => switchLanguage(langEl.value));
  document.documentElement.dataset.langShown = lang;
  if (chosenEarly && chosenEarly !== lang) switchLanguage(chosenEarly).catch(() => {});
}

function setHeading(key, values) {
  heading = [key, values];
  // a set of many sizes is named in words ("Big pieces, level 3", "Hexagons, level 3"), a size by itself ("7x7, level 3")
  // (a board made on a tiling: its grid named before its size, "Hexagons · 6x6")
  const grid = values?.grid && values.grid !== "square" ? `${sizeName(words, values.grid)} · ` : "";
  const named = values?.size ? { ...values, size: grid + sizeName(words, values.size) } : values;
  playingEl.textContent = say(words, key, named);
}

/** The heading of a board played by its code: its size, and a tiling's grid before it ("Your board · Cubes · 4x4"). */
function headYourBoard() {
  setHeading("yourBoard", { size: `${board.width}x${board.height}`, grid: board.grid });
}

/** The language chooser: every word on the page again in the other language, the board where it was. */
let switching = 0; // counts switches: only the latest one's words are said

async function switchLanguage(to) {
  const mine = ++switching;
  lang = languageOf(to);
  remember(LANG_KEY, lang);
  document.documentElement.lang = lang;
  langEl.value = lang;
  if (params.has("lang")) {
    params.set("lang", lang);
    history.replaceState(history.state, "", `${location.pathname}?${params}${location.hash}`);
  }
  if (board) board.setLanguage(lang);
  let table;
  try {
    table = await wordsOf(client, lang);
  } catch {
    return; // the worker died meanwhile: it reopens the board in board.lang, and the next switch says the rest
  }
  if (mine !== switching) return;
  words = table;
  sayWords(document, words);
  if (heading) setHeading(...heading); // (a set named in words, a tiling's grid: in this language too)
  nextEl.textContent = say(words, "nextLevel");
  views.setLinks(linkOf);
  levels?.setWords(words);
  maker?.setWords(words);
  guide?.show(lang, words).catch(() => {});
  howAgain?.show(lang, words).catch(() => {});
  welcome?.show(lang, words, null, board?.grid).catch(() => {});
  stats?.show(lang, words).catch(() => {});
  if (views.current === "workbench") showBench("");
  if (board?.id) {
    const old = board.id;
    try {
      await board.reopen();
    } catch (e) {
      if (!(e instanceof WorkerLost)) throw e;
      return; // the worker died meanwhile: it reopens the board in board.lang
    }
    client.call(OPS.close, { board: old }).catch(() => {});
  }
  if (mine !== switching) return;
  document.documentElement.dataset.langShown = lang;
}

/** Play a board the maker made, with its answer (so par and hints come from it). */
async function playMade(made) {
  nextEl.hidden = true;
  saveAnswer(made.code, made.answer); // kept in this browser: the address names the board by its code alone
  await board.load({ code: made.code, answer: made.answer, progress: "" });
  board.showTimer(timerOn());
  headYourBoard();
  playingEl.dataset.today = "false";
  // the address names the board played, so a reload plays it again (where it was left), and Back the maker
  playing = made.seed == null ? { code: made.code } : { code: made.code, seed: String(made.seed) }; // its seed: it makes it again
  goTo(playing);
  showView("play");
  playingEl.scrollIntoView?.({ block: "start" });
}

/** A player new here: nothing solved (of the level sizes, the worker's or first.js's), no records, the how-to
 * never dismissed. */
function isNewcomer(of = sizes) {
  return !remembered(WELCOME_KEY) && !Object.keys(recordsOf().levels).length && !of.some((s) => solvedOf(s).length);
}

/** The how-to above the first board, until its Got it is pressed (then the board takes the focus); with
 * drawn (first.js's words and pieces in lang), at once, before Python is up. */
function showWelcome(drawn = null) {
  welcome = new HowTo(welcomeEl, {
    client: client.idle, board: host,
    onDone: () => {
      remember(WELCOME_KEY, "seen");
      welcomeEl.hidden = true;
      welcome = null;
      board?.focusBoard();
    },
  });
  welcome.show(lang, drawn ? drawn.words : words, drawn?.pieces, board?.grid).then(() => { welcomeEl.hidden = false; })
    .catch(() => {});
}

/** The page: the level browser, the views, and the first board: the one the address names (a level, the level of
 * the day, a board by its code), else a new player's first level (5x5, level 1), else the level of the day. */
async function startPage() {
  const [hello, table] = await Promise.all([helloOf(client), wordsOf(client, lang)]);
  words = table;
  sizes = hello.sizes;
  makeFields = hello.make;
  levels.setWords(words);
  host.addEventListener("suido-solve", (e) => solved(/** @type {CustomEvent} */ (e).detail));
  host.addEventListener("suido-change", () => { nextEl.hidden = !board.last?.solved; }); // an undo unsolves
  host.addEventListener("suido-turning", (e) => settings.setTurning(/** @type {CustomEvent} */ (e).detail.turning));
  nextEl.textContent = say(words, "nextLevel");
  nextEl.addEventListener("click", () => { // the level after the one played (never back: levels.js)
    const size = board?.size || levels.size;
    levels.next(size, board?.size ? board.level : null).then((n) => play(size, n)).catch(() => {});
  });
  // the first board drawn from first.js is the one that opens (its taps are made on it), even when its how-to
  // was dismissed meanwhile
  const newcomer = !!first || isNewcomer();
  if (alone) {
    // &progress= (a game shared half played) wins over this browser's own save; &shown opens on the answer
    const shared = params.has("progress"); // a game shared half played: not this browser's own (yet)
    board = adopt(new Board(host, {
      client, code, answer, lang, ...(shared ? { progress: params.get("progress") } : savedOf(code)),
      follow: true, quiet: shared, timer: timerOn(), turning: settings.turning,
      shown: params.has("shown") && isOn(params.get("shown")), ...keeping,
    }));
    playing = seedOf(params) ? { code, seed: seedOf(params) } : { code };
    startBoard();
    if (levels.wanted) levels.show(levels.wanted).catch(() => {}); // the list drawn early: the worker's now
    else if (views.current === "levels") showLevels();
    const r = await board.open();
    // a shared game over a game of this board's own: said, before a turn here makes the shared one the player's
    const own = progressOf(code);
    if (shared && own && own !== board.last?.progress) board.say(say(words, "sharedOverOwn"));
    headYourBoard();
    playingEl.dataset.today = "false";
  } else {
    const { size, level, isToday, said } = await firstLevel(newcomer);
    board = adopt(new Board(host, { client, size, level, lang, ...savedOf(`${size}#${level}`), follow: true,
      timer: timerOn(), turning: settings.turning, ...keeping }));
    playing = isToday ? { size, level: "today" } : { size, level: String(level) };
    startBoard();
    await board.open();
    shown(size, level, isToday);
    const now = new URLSearchParams(location.search); // (a view chosen before Python was up is an address of its own)
    // the address names the level a reload plays (?level=5 alone: and its set)
    if ((newcomer || now.get("level")) && !now.has("size") && !now.has("view")) {
      history.replaceState(playing, "", addressOf(playing));
    }
    if (said) { // an address that named no level: said under the board, and put right (what opened)
      board.say(say(words, ...said));
      if (!now.has("view")) history.replaceState(playing, "", addressOf(playing));
    }
  }
  const noView = unknownView(location.search);
  if (noView !== null) { // an address naming no view (?view=records): the board it opened, said, the address put right
    board.say(say(words, "addressView", { view: noView.length > 24 ? `${noView.slice(0, 23)}…` : noView }));
    history.replaceState(playing, "", addressOf(playing));
  }
  views.setLinks(linkOf);
  // a level chosen from the list while the page started (and not the one it opened): played now
  if (pickedEarly && !(board.size === pickedEarly.size && board.level === pickedEarly.level)) {
    await play(pickedEarly.size, pickedEarly.level, pickedEarly.isToday, false);
  }
  if (newcomer && !welcome && !remembered(WELCOME_KEY)) showWelcome();
  // an address that names a board (a reload too): the board takes the keyboard's focus, so its keys work at once,
  // with no ring drawn until a key is pressed (on a touch screen too); not from where the player put it meanwhile
  // (a Tab away from the drawing while Python started: the focus was pulled back, and the keys pressed after lost)
  const elsewhere = document.activeElement && document.activeElement !== document.body
    && !host.contains(document.activeElement);
  if (views.current === "play" && (params.has("size") || params.has("code")) && !elsewhere) board.focusBoard(true);
  boardInView();
}

/** A phone on its side (a short touch screen, as suido.css says) has a board the screen's height under the menu and
 * the heading: the page opens scrolled to the board whole, not with its foot below the screen (568x320: 90 px of it);
 * the menu is a scroll up. Not under a new player's how-to, nor on a page the player has scrolled. */
function boardInView() {
  const short = typeof matchMedia === "function" && matchMedia("(pointer: coarse) and (max-height: 37.5rem)").matches;
  if (!short || views.current !== "play" || welcome || scrollY !== 0) return;
  bringIntoView(host.querySelector(".sdp-board"));
}

/** A board by its code opens with no list: the Levels view shows the set played last when first shown. */
function showLevels() {
  if (levels.size || levels.wanted) return;
  (board ? levels.show(homeSet()) : levels.drawEarly(homeSet())).catch(() => {});
}

function startBoard() {
  view = attachView(board);
  window.__suido.timings = board.timings;
}

/** The level the bare page (or ?size=…&level=…) opens; with said ([key, values] of suido.strings) when the address
 * named no level (a level past the last, not a number, a size with no levels): what was wrong, and what opened. */
async function firstLevel(newcomer) {
  // (?level=5 with no size: that level of the set played last, a new player's the first set)
  const asked = params.get("size") || (params.get("level") ? homeSet() : null);
  const given = params.get("level") || "";
  const named = /^[0-9]{1,12}$/.test(given) && Number(given) >= 1 ? Number(given) : 0;
  const clip = (text) => (text.length > 24 ? `${text.slice(0, 23)}…` : text); // (said back, so kept short)
  if (pickedEarly) { // chosen from the list drawn before Python was up
    await levels.show(pickedEarly.size);
    return pickedEarly;
  }
  if (!asked && newcomer) { // a board a new player can solve: the first level of the smallest size
    await levels.show(FIRST.size);
    return { size: FIRST.size, level: FIRST.level, isToday: false };
  }
  const on = asked ? null : await goOn();
  if (on) return on;
  // ?size=5x5&level=3 plays that level; ?size=5x5&level=today (or no level) the level of the day of 5x5;
  // else the level of the day of 7x7 (of 5x5 when 7x7's file is not here)
  const known = !!asked && sizes.includes(asked) && (await levels.has(asked));
  let size = known ? asked : (await levels.has("7x7")) ? "7x7" : "5x5";
  let info = await levels.show(size);
  let { level } = await dailyOf(client, size, today());
  if (level > info.count && size !== "5x5") { // a size still being made: its file stops short
    size = "5x5";
    info = await levels.show(size);
    ({ level } = await dailyOf(client, size, today()));
  }
  if (asked && !known) { // a size with no levels (or a set whose file this device has not got: offline, never
    // opened online, as a grid's set is kept only once asked for): the default's level of the day
    const away = sizes.includes(asked);
    return { size, level, isToday: true, said: [away ? "addressAway" : "addressSize",
      { asked: away ? sizeName(words, asked) : clip(asked), size: sizeName(words, size) }] };
  }
  if (size === asked && named >= 1 && named <= info.count) return { size, level: named, isToday: false };
  if (size === asked && named > info.count) { // past the last level: the last
    return { size, level: info.count, isToday: false,
      said: ["addressPast", { size: sizeName(words, size), count: info.count, level: clip(given) }] };
  }
  const junk = size === asked && given && given !== "today"; // not a level number: the level of the day
  return { size, level, isToday: true, ...(junk ? { said: ["addressLevel", { level: clip(given) }] } : {}) };
}

/** A returning player goes on where they were: the next level to solve of the set played last (null: no list). */
async function goOn() {
  const size = homeSet();
  const info = await levels.show(size);
  return info ? { size, level: info.next, isToday: false } : null;
}

let playing = null; // the address of the board played: {size, level} (level "today" for the level of the day) or {code}
const { addressOf, queryOf, linkOf, goTo } = addresses({ params, lang: () => lang, playing: () => playing, views });

/** Show a view; what it holds takes the keyboard's focus (Play: the board). */
function showView(name) {
  views.show(name);
  if (name === "levels" && levels) showLevels();
  if (name === "stats") stats?.show(lang, words).catch(() => {});
  if (name === "embed") embedPanel.show(lang).catch(() => {});
  if (name === "workbench") showBench(new URLSearchParams(location.search).get("code") || "");
  views.focus(board);
}

/** The Workbench view shown on the board code (or the one it has). */
function showBench(code) {
  if (!benchUp) return;
  const root = /** @type {HTMLElement} */ (document.querySelector(".sd-workbench"));
  bench ??= import("./workbench.js").then(({ WorkbenchView }) => {
    root.textContent = "";   // (what was said when it could not be fetched)
    return new WorkbenchView(root, { client, onPlay: playCode, addressOf });
  });
  bench.then((view) => view.show(lang, words, code)).catch(async () => {
    if (root.querySelector(".sdw-board")) return;   // (made: the show failed, and said why itself)
    bench = null;   // not fetched: said, and asked again next time
    // why: a tab of an old release is refused the next release's script by its service worker (503, "Another
    // release": the new version has it); else offline, and never opened online
    const status = await fetch(new URL("./workbench.js", location.href)).then((r) => r.status, () => 0);
    root.textContent = say(words, status === 503 ? "benchNewVersion" : "benchOffline");
  });
}

/** A board of the Workbench played in the Play view, its address the board's own. */
async function playCode(own) {
  if (!board) { location.assign(addressOf({ code: own })); return; }
  await board.load({ code: own, answer: answerOf(own), ...savedOf(own) });
  headYourBoard();
  playingEl.dataset.today = "false";
  goTo(playing = { code: own });
  showView("play");
  board.focusBoard();
}

/** Back or Forward: show what the address names, without a new entry (the board is loaded only when it is another). */
async function followAddress() {
  const now = new URLSearchParams(location.search);
  const name = viewOf(location.search);
  if (name !== "play") {
    showView(name);
    return;
  }
  if (!board || !levels) { // no board yet, or it could not open (a bad code): what the address names, afresh
    location.reload();
    return;
  }
  const named = Object.fromEntries([...now].filter(([k]) => ["code", "seed", "size", "level"].includes(k)));
  if (playing && JSON.stringify(named) === JSON.stringify(playing)) {
    showView("play");
    return;
  }
  if (now.has("code")) {
    const own = now.get("code");
    try {
      await board.load({ code: own, answer: answerOf(own), ...savedOf(own) });
    } catch { // a code that cannot be read (Back or Forward to it): the page afresh says why, as when opened on it,
      location.reload(); // never a board left on the page that takes no input
      return;
    }
    headYourBoard();
    playingEl.dataset.today = "false";
    playing = seedOf(now) ? { code: own, seed: seedOf(now) } : { code: own };
    views.setLinks(linkOf);
    showView("play");
    return;
  }
  const bare = !now.has("size") && !now.get("level");
  const on = bare && !isNewcomer() ? await goOn() : null; // a returning player's bare page
  if (on) return play(on.size, on.level, false, false);
  if (bare && isNewcomer()) { // the bare page of a new player: its first level, as when it opened
    if (board.key === FIRST_KEY) {
      playing = { size: FIRST.size, level: String(FIRST.level) };
      views.setLinks(linkOf);
      showView("play");
      return;
    }
    return play(FIRST.size, FIRST.level, false, false);
  }
  const asked = now.get("size") || homeSet(); // (?level=5 alone: of the set played last, as when the page opened)
  const size = sizes.includes(asked) && (await levels.has(asked)) ? asked : "7x7";
  const n = /^[1-9][0-9]{0,4}$/.test(now.get("level") || "") ? Number(now.get("level")) : 0;
  if (n) return play(size, n, false, false);
  const { level } = await dailyOf(client, size, today());
  return play(size, level, true, false);
}

/** The heading: "7x7, level 12", or "Today's level · 7x7 · level 122" when reached as the level of the day. */
function shown(size, level, isToday = false, fresh = true) {
  // a level of the day counts for the day it was begun (kept: a reload past midnight too)
  if (fresh) begun = begunOf(`${size}#${level}`, today(), !!progressOf(`${size}#${level}`));
  levels.playing(size, level);
  setHeading(isToday ? "todayLevelOf" : "levelOf", { size, n: level });
  playingEl.dataset.today = isToday ? "true" : "false";
  nextEl.hidden = !board.last?.solved;
}

async function solved(detail) {
  if (!board?.size) return;
  const { size, level } = board;
  markSolved(size, level);
  nextEl.hidden = false;
  bringIntoView(host.querySelector(".sdp-status"), nextEl); // the solve said, and Next, in view
  // the level of the day of its size, solved on its day (UTC), or begun on it before midnight: a day for the streak
  try {
    const day = await dayOfSolve(client, size, level, today(), begun);
    if (day) recordDay(day, size);
  } catch { /* a lost worker: the day is not counted, the solve is kept */ }
  if (levels.size === size) await levels.refresh();
  stats?.show(lang, words, { ...detail, size, note: board.noteEl }).catch(() => {}); // (a new best said there)
}

let begun = null; // {key, day}: the level shown, and the UTC day it was begun

/** The UTC day turned under the open page: the list, the heading, Today and the streak follow it. The level of the
 * day begun yesterday plays on, by its number (its solve counts for yesterday: solved). */
function dayTurned() {
  levels?.refresh().catch(() => {});
  if (playing?.level === "today" && board?.size) {
    playing = { size: board.size, level: String(board.level) };
    history.replaceState(playing, "", addressOf(playing));
    views.setLinks(linkOf);
    shown(board.size, board.level, false, false);
  }
  stats?.show(lang, words).catch(() => {});
}
watchDay(today, dayTurned);

/** A level chosen from the list (or Today): played; before the page can play, the one it opens (firstLevel), its
 * address and heading at once. */
function choose(size, level, isToday = false) {
  if (board || failed) return play(size, level, isToday);
  pickedEarly = { size, level, isToday };
  goTo(playing = isToday ? { size, level: "today" } : { size, level: String(level) });
  views.show("play");
  const named = { size: sizeName(levels.words, size), n: level };
  playingEl.textContent = say(levels.words, isToday ? "todayLevelOf" : "levelOf", named);
  return null;
}

/** Play level n of size (from the list, Today or Next): the Play view shows it, and the board takes the focus. */
async function play(size, level, isToday = false, push = true) {
  if (!board) { // the page's own board could not open (a bad code): the level's page, loaded afresh
    location.assign(addressOf(isToday ? { size, level: "today" } : { size, level: String(level) }));
    return;
  }
  nextEl.hidden = true;
  try {
    if (levels.size !== size) await levels.show(size);
    else await levels.load(size); // a restarted worker has no rows yet
    await board.load({ size, level, ...savedOf(`${size}#${level}`) });
  } catch (e) {
    if (e instanceof WorkerLost) return; // the worker is being restarted: the board reopens where it was
    board.fail(e.message);
    return;
  }
  shown(size, level, isToday);
  playing = isToday ? { size, level: "today" } : { size, level: String(level) };
  if (push) goTo(playing);
  else views.setLinks(linkOf);
  views.show("play");
  // shown as the page's first screen shows it, from its heading (Today beside it) down: only a page scrolled past
  // the heading moves (the board and its lines are taller than some screens: "nearest" hid the heading)
  if (playingEl.getBoundingClientRect().top < 0) document.querySelector(".sd-today-line").scrollIntoView?.();
  if (push) board.focusBoard(); // the level chosen (from the list, Today or Next) takes the keyboard's focus
}

// A board drawn before Python is up comes with its heading; a new player's first board (drawn from first.js, or
// drawn last on a visit that did not dismiss the how-to) with the how-to above it, at once too: nothing is put
// above the drawing when Python comes up.
if (preview) {
  const drawn = FIRST.langs[lang] || FIRST.langs.en;
  playingEl.textContent = first ? say(drawn.words, "levelOf", { size: FIRST.size, n: FIRST.level }) : preview.heading;
  if (preview.key === FIRST_KEY && isNewcomer(FIRST.sizes)) showWelcome(drawn);
  // an address that names a board (a reload too): its drawing takes the keyboard's focus, as the board will
  if ((params.has("size") || params.has("code")) && (params.get("view") || "play") === "play") preview.focus();
  boardInView();
}
// A language chosen before Python is up is kept, and said once the page is (listenForLanguage).
let chosenEarly = null;
const chooseEarly = () => { chosenEarly = languageOf(langEl.value); remember(LANG_KEY, chosenEarly); };
langEl.addEventListener("change", chooseEarly);

window.__suido.ready = main();
