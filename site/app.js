// The site's page: one worker, one board, the level browser. ?code=CODE (&answer=CODE) plays that board
// alone (&progress= a game half played, &shown on its answer); opened bare it plays the level of the day at once (of 7x7 when its file is here, else of 5x5)
// beside the levels. ?lang=ja speaks Japanese.
import { Client, WorkerLost } from "./client.js";
import { Board } from "./board.js";
import { OPS } from "./protocol.js";
import { LevelBrowser, today } from "./levels.js";
import { answerOf, historyOf, hintsOf, litOf, progressOf, recordDay, recordSolve, saveAnswer, saveProgress, saveTime,
  timeOf, markSolved } from "./saves.js";
import { wordsOf, say, languageOf } from "./words.js";
import { attachView } from "./view.js";
import { isOn } from "./suido.js";
import { MakeForm } from "./make.js";
import { PieceGuide } from "./guide.js";
import { StatsView } from "./stats.js";
// ms: past this the page says the puzzle could not load (a test may set window.__suidoReadyWithin first)
const READY_WITHIN = window.__suidoReadyWithin || 30000;

const params = new URLSearchParams(location.search);
const alone = params.has("code");
const code = params.get("code") || "";
// a board made in this browser keeps its answer here, so its address need not give the answer away
const answer = params.get("answer") || answerOf(code);
// The language: ?lang= when given, else the one chosen before (remembered), else the browser's own.
const LANG_KEY = "suido-lang";
const remembered = (key) => { try { return localStorage.getItem(key); } catch (e) { return null; } };
const remember = (key, value) => { try { localStorage.setItem(key, value); } catch (e) { /* private mode */ } };
// Light or dark: data-theme on <html> once chosen (remembered); until then the system's own.
const THEME_KEY = "suido-theme";
const themeEl = document.querySelector(".sd-theme");
const darkNow = () => (document.documentElement.dataset.theme
  ? document.documentElement.dataset.theme === "dark" : matchMedia("(prefers-color-scheme: dark)").matches);
function setTheme(theme) {
  if (theme === "light" || theme === "dark") document.documentElement.dataset.theme = theme;
  themeEl?.setAttribute("aria-pressed", String(darkNow()));
}
setTheme(remembered(THEME_KEY));
themeEl?.addEventListener("click", () => {
  const theme = darkNow() ? "light" : "dark";
  remember(THEME_KEY, theme);
  setTheme(theme);
});
let lang = languageOf(params.get("lang") || remembered(LANG_KEY) || navigator.language || "en");
document.documentElement.lang = lang;

const host = document.querySelector(".suido-play");
const fatal = document.querySelector(".sd-fatal");
const levelsEl = document.querySelector(".sd-levels");
const playingEl = document.querySelector(".sd-playing");
const nextEl = document.querySelector(".sd-next");
const makeEl = document.querySelector(".sd-make");
const langEl = document.querySelector(".sd-lang select");
const langWord = document.querySelector(".sd-lang-word");
let levels = null;
let sizes = []; // the level sizes (the worker's)
let heading = null; // [key, values] of the heading, to say it again in another language
let allEl = null;
let maker = null;
let guide = null;
let words = {};

function showFatal(text) {
  fatal.textContent = text;
  fatal.hidden = false;
  host.removeAttribute("aria-busy");
  host.dataset.error = "true";
  window.__suido.error = text;
}

// Before Python runs there is nobody to ask for words: these two lines live in index.html (data-*), in English.
const couldNotLoad = (why) => (fatal.dataset.loadFailed || "The puzzle could not load: {why}").replace("{why}", why);

let board = null;
let view = null; // the board's zoom (view.js)
let stats = null; // the stats view (stats.js)

// The clock under the board, shown or hidden (remembered; the clock runs either way, for the records).
const TIMER_KEY = "suido-timer";
const timerEl = document.querySelector(".sd-timer");
let timerOn = remembered(TIMER_KEY) !== "off";
function setTimerShown(on) {
  timerOn = on;
  timerEl?.setAttribute("aria-pressed", String(on));
  if (board) {
    board.timerOn = on;
    board.timerEl.hidden = !on;
  }
}
setTimerShown(timerOn);
timerEl?.addEventListener("click", () => {
  remember(TIMER_KEY, timerOn ? "off" : "on");
  setTimerShown(!timerOn);
});

/** What this browser saved of the board under key: its progress, moves, clock, hints and lit hint. */
const savedOf = (key) => ({ progress: progressOf(key), history: historyOf(key), time: timeOf(key),
  hintsTaken: hintsOf(key), lit: litOf(key) });
const keeping = { onProgress: saveProgress, onTime: saveTime, onRecord: recordSolve };

// Ctrl/Cmd+Z anywhere on the page but a form field undoes on the board played last (input.js listens)
const client = new Client(new URL("./worker.js", import.meta.url), {
  readyWithin: READY_WITHIN,
  onLost: async () => {
    // The engine died: start a new one and reopen the board where it was. Every reply carried the
    // progress, so no move is lost.
    board?.suspend();
    const mine = client.starts + 1;
    try {
      await client.start();
      if (levels && board?.size) await levels.load(board.size); // the new worker has no rows yet
      if (board) await board.reopen();
    } catch (e) {
      if (client.starts !== mine) return; // it died again meanwhile: the later restart carries on
      showFatal(couldNotLoad(e.message));
    }
  },
});

window.__suido = {
  ready: null, timings: [], playableAt: null, workerReadyAt: null, error: null, client,
  get board() { return board; },
  get view() { return view; },
  get levels() { return levels; },
  get maker() { return maker; },
  get guide() { return guide; },
  /** Test hook: kill the worker as a crash would, and let the page recover. */
  crash() { client.lose(new WorkerLost("crashed on purpose")); },
};

async function main() {
  const loading = host.querySelector(".sdp-status");
  if (loading && fatal.dataset.loading) loading.textContent = fatal.dataset.loading;
  try {
    await client.start();
  } catch (e) {
    showFatal(couldNotLoad(e.message));
    return;
  }
  window.__suido.workerReadyAt = performance.now();
  try {
    if (alone) {
      levelsEl.hidden = true;
      // &progress= (a game shared half played) wins over this browser's own save; &shown opens on the answer
      const shared = params.has("progress"); // a game shared half played: not this browser's own (yet)
      board = new Board(host, {
        client, code, answer, lang, ...(shared ? { progress: params.get("progress") } : savedOf(code)),
        follow: true, quiet: shared, timer: timerOn,
        shown: params.has("shown") && isOn(params.get("shown")), ...keeping,
      });
      view = attachView(board);
      window.__suido.timings = board.timings;
      const opened = board.open();
      opened.catch(() => {}); // said below
      words = await wordsOf(client, lang);
      allEl = document.createElement("a"); // the way back to the levels, even when this board cannot play
      allEl.className = "sd-all";
      nextEl.parentElement.append(allEl);
      sayAll();
      const r = await opened;
      setHeading("yourBoard", { size: `${r.width}x${r.height}` });
    } else {
      await startLevels();
    }
  } catch (e) {
    board?.destroy();
    board = null;
    showFatal(e.message);
    listenForLanguage(); // a page that could not play still speaks the chosen language
    return;
  }
  window.__suido.playableAt = performance.now();
  // the making runs in a worker of its own, started on the first make: the board stays playable meanwhile
  const spawn = () => {
    const own = new Client(new URL("./worker.js", import.meta.url));
    own.start();
    return own;
  };
  maker = new MakeForm(makeEl, { client, spawn, words, onMade: playMade });
  makeEl.hidden = false;
  guide = new PieceGuide(document.querySelector(".sd-guide"), { client });
  guide.show(lang, words).then(() => { guide.root.hidden = false; }).catch(() => {});
  stats = new StatsView(document.querySelector(".sd-stats"), { client });
  stats.show(lang, words).catch(() => {});
  listenForLanguage();
}

function listenForLanguage() {
  langEl.value = lang;
  if (langWord && words.language) langWord.textContent = say(words, "language");
  sayTheme();
  sayTimer();
  langEl.addEventListener("change", () => switchLanguage(langEl.value));
  document.documentElement.dataset.langShown = lang;
}

function sayTimer() {
  if (timerEl && words.timerOn) timerEl.textContent = say(words, "timerOn");
}

function sayTheme() {
  if (!themeEl) return;
  themeEl.textContent = say(words, "themeDark");
  themeEl.title = say(words, "theme");
}

function setHeading(key, values) {
  heading = [key, values];
  playingEl.textContent = say(words, key, values);
}

function sayAll() {
  if (!allEl) return;
  allEl.href = lang === "ja" ? "./?lang=ja" : "./";
  allEl.textContent = say(words, "allLevels");
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
  if (board) board.lang = lang;
  let table;
  try {
    table = await wordsOf(client, lang);
  } catch {
    return; // the worker died meanwhile: it reopens the board in board.lang, and the next switch says the rest
  }
  if (mine !== switching) return;
  words = table;
  if (langWord) langWord.textContent = say(words, "language");
  sayTheme();
  if (heading) playingEl.textContent = say(words, ...heading);
  nextEl.textContent = say(words, "nextLevel");
  sayAll();
  levels?.setWords(words);
  maker?.setWords(words);
  guide?.show(lang, words).catch(() => {});
  stats?.show(lang, words).catch(() => {});
  sayTimer();
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
  board.timerEl.hidden = !timerOn;
  // the address names the board played, so a reload plays it again (where it was left), and Back the level
  goTo({ code: made.code });
  setHeading("yourBoard", { size: `${made.width}x${made.height}` });
  playingEl.dataset.today = "false";
  playingEl.scrollIntoView?.({ block: "start" });
}

/** The bare page: the level browser, and the level of the day played at once. */
async function startLevels() {
  const [hello, table] = await Promise.all([client.call(OPS.hello), wordsOf(client, lang)]);
  words = table;
  sizes = hello.sizes;
  levels = new LevelBrowser(levelsEl, { client, words, sizes, onChoose: play });
  levelsEl.hidden = false;
  // ?size=5x5&level=3 plays that level; ?size=5x5&level=today (or no level) the level of the day of 5x5;
  // else the level of the day of 7x7 (of 5x5 when 7x7's file is not here)
  const asked = params.get("size");
  let size = asked && sizes.includes(asked) && (await levels.has(asked)) ? asked
    : (await levels.has("7x7")) ? "7x7" : "5x5";
  let info = await levels.show(size);
  let { level } = await client.call(OPS.daily, { size, day: today() });
  if (level > info.count && size !== "5x5") { // a size still being made: its file stops short
    size = "5x5";
    info = await levels.show(size);
    ({ level } = await client.call(OPS.daily, { size, day: today() }));
  }
  let isToday = true;
  const n = /^[1-9][0-9]{0,4}$/.test(params.get("level") || "") ? Number(params.get("level")) : 0;
  if (size === asked && n >= 1 && n <= info.count) {
    level = n;
    isToday = false;
  }
  board = new Board(host, { client, size, level, lang, ...savedOf(`${size}#${level}`), follow: true, timer: timerOn,
    ...keeping });
  view = attachView(board);
  window.__suido.timings = board.timings;
  host.addEventListener("suido-solve", (e) => solved(e.detail));
  host.addEventListener("suido-change", () => { nextEl.hidden = !board.last?.solved; }); // an undo unsolves
  nextEl.textContent = say(words, "nextLevel");
  nextEl.addEventListener("click", () => play(levels.size, levels.next()));
  await board.open();
  shown(size, level, isToday);
  window.addEventListener("popstate", () => followAddress().catch(() => {}));
}

/** The address of a level (?size=7x7&level=12; level=today: the level of the day of that size) or of a board by
 * its code (?code=…, never its answer), keeping ?lang and ?sw. */
function addressOf(query) {
  const next = new URLSearchParams(query);
  if (params.has("lang")) next.set("lang", lang);
  if (params.has("sw")) next.set("sw", params.get("sw"));
  return `${location.pathname}?${next}`;
}

/** Put the board played in the address (a new entry, so Back goes to the one before). */
function goTo(query) {
  const address = addressOf(query);
  if (`${location.pathname}${location.search}` !== address) history.pushState(query, "", address);
}

/** Back or Forward: play what the address names, without a new entry. */
async function followAddress() {
  const now = new URLSearchParams(location.search);
  if (now.has("code")) {
    const own = now.get("code");
    await board.load({ code: own, answer: answerOf(own), ...savedOf(own) });
    setHeading("yourBoard", { size: `${board.width}x${board.height}` });
    playingEl.dataset.today = "false";
    return;
  }
  const asked = now.get("size");
  const size = asked && sizes.includes(asked) && (await levels.has(asked)) ? asked : "7x7";
  const named = /^[1-9][0-9]{0,4}$/.test(now.get("level") || "") ? Number(now.get("level")) : 0;
  if (named) return play(size, named, false, false);
  const { level } = await client.call(OPS.daily, { size, day: today() });
  return play(size, level, true, false);
}

/** The heading: "7x7, level 12", or "Today's level · 7x7 · level 122" when reached as the level of the day. */
function shown(size, level, isToday = false) {
  levels.playing(size, level);
  setHeading(isToday ? "todayLevelOf" : "levelOf", { size, n: level });
  playingEl.dataset.today = isToday ? "true" : "false";
  nextEl.hidden = !board.last?.solved;
}

async function solved() {
  if (!board?.size) return;
  const { size, level } = board;
  markSolved(size, level);
  nextEl.hidden = false;
  // the level of the day of its size, solved on its day (UTC): a day for the streak
  const day = today();
  try {
    const daily = await client.call(OPS.daily, { size, day });
    if (daily.level === level) recordDay(day);
  } catch { /* a lost worker: the day is not counted, the solve is kept */ }
  if (levels.size === size) await levels.refresh();
  stats?.show(lang, words).catch(() => {});
}

/** Play level n of size (from the list, Today (isToday) or Next). */
async function play(size, level, isToday = false, push = true) {
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
  if (push) goTo(isToday ? { size, level: "today" } : { size, level: String(level) });
  host.scrollIntoView?.({ block: "nearest" });
}

window.__suido.ready = main();

if ("serviceWorker" in navigator && params.get("sw") !== "0") {
  navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch(() => {
    // no sw.js (a bare site/ checkout) or not allowed: the page works online all the same
  });
}
