// The site's page: one worker, one board. ?code=CODE (&answer=CODE) plays that board alone; opened bare it
// plays a fixed 7x7 board at once (the level of the day comes later). ?lang=ja speaks Japanese.
import { Client, WorkerLost } from "./client.js";
import { Board } from "./board.js";

// A 7x7 network grown from a seed (bench/boards.py, tree_board(7, 7, 3)); its answer is BARE_ANSWER.
const BARE_CODE = "7x7:ECC5a59ef5b5d6aaC7EbCCICt6IB9aaffe95I5ca5I955CBc9";
const BARE_ANSWER = "7x7:EECaaac7faeae955CdCbIBBCt6IE6aaffe95Ca955E3aaIB39";
// ms: past this the page says the puzzle could not load (a test may set window.__suidoReadyWithin first)
const READY_WITHIN = window.__suidoReadyWithin || 30000;
const SAVE_KEY = "suido:progress:";

const params = new URLSearchParams(location.search);
const code = params.get("code") || BARE_CODE;
const answer = params.has("code") ? params.get("answer") || "" : BARE_ANSWER;
const lang = (params.get("lang") || document.documentElement.lang || "en").toLowerCase().startsWith("ja") ? "ja" : "en";
document.documentElement.lang = lang;

const host = document.querySelector(".suido-play");
const fatal = document.querySelector(".sd-fatal");

function load(key) {
  try { return localStorage.getItem(SAVE_KEY + key) || ""; } catch { return ""; }
}
function save(key, progress) {
  try { localStorage.setItem(SAVE_KEY + key, progress); } catch { /* private mode: play on unsaved */ }
}

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
const client = new Client(new URL("./worker.js", import.meta.url), {
  readyWithin: READY_WITHIN,
  onLost: async () => {
    // The engine died: start a new one and reopen the board where it was. Every reply carried the
    // progress, so no move is lost.
    board?.suspend();
    try {
      await client.start();
      if (board) await board.reopen();
    } catch (e) {
      showFatal(couldNotLoad(e.message));
    }
  },
});

window.__suido = {
  ready: null, timings: [], playableAt: null, workerReadyAt: null, error: null, client,
  get board() { return board; },
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
  board = new Board(host, { client, code, answer, lang, progress: load(code), onProgress: save });
  window.__suido.timings = board.timings;
  try {
    await board.open();
  } catch (e) {
    board.destroy();
    board = null;
    showFatal(e.message);
    return;
  }
  window.__suido.playableAt = performance.now();
}

window.__suido.ready = main();

if ("serviceWorker" in navigator && params.get("sw") !== "0") {
  navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).catch(() => {
    // no sw.js (a bare site/ checkout) or not allowed: the page works online all the same
  });
}
