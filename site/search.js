// @ts-check
// A make with a difficulty asked (make.js), a board a request: the worker's search (suido/web/search.py) makes one
// board per searchStep, so between boards it answers, and the form says how far it got ("Trying 12 of 60"). Once the
// search took SHOW_AFTER ms, the nearest board so far is drawn in the form (replaced when a nearer one comes);
// Stop then ends the search with it (searchStop, a request: the worker lives on for the next make).
import { OPS } from "./protocol.js";
import { say } from "./words.js";

const SHOW_AFTER = 800; // ms: a search still going after this shows its nearest board so far
const STOPPED = Symbol("stopped");

/** Run make's search for form's options on maker (a Client); resolves with the board made (make's reply), the nearest
 * found when Stop came (form.searching.stop()). form: {state, preview, words, searching}. */
export async function runSearch(form, maker, options) {
  let started = performance.now(); // from the search's start in the worker (not its worker's own start)
  let best = null;
  let drawn = null;
  let halt;
  const halted = new Promise((resolve) => { halt = () => resolve(STOPPED); });
  const draw = () => {
    if (!best || best === drawn || performance.now() - started < SHOW_AFTER) return;
    drawn = best;
    form.preview.innerHTML = best.svg; // our own package's drawing (suido.svg), every label in it escaped
    const caption = document.createElement("figcaption");
    caption.textContent = say(form.words, "makeNearestSoFar", { difficulty: best.difficulty, asked: options.difficulty });
    form.preview.append(caption);
    form.preview.hidden = false;
    form.host.dataset.shown = String(best.seed); // the board drawn, and when (for the tests: the one Stop keeps)
    form.host.dataset.shownAfter = String(Math.round(performance.now() - started));
  };
  let timer = 0;
  delete form.host.dataset.shown;
  delete form.host.dataset.shownAfter;
  delete form.host.dataset.searched;
  const trying = (n, of) => { form.state.textContent = say(form.words, "makeTrying", { n, of }); };
  form.searching = { best: null, stop: () => halt() };
  let search;
  try {
    const within = globalThis.__suidoSearchWithin; // a test may let the search run longer than its 4.5 s
    const asked = Number.isFinite(within) ? { ...options, within } : options;
    const begun = await Promise.race([maker.call(OPS.search, asked), halted]);
    if (begun === STOPPED) return null; // (never: Stop needs a board found)
    search = begun.search;
    started = performance.now();
    timer = setTimeout(draw, SHOW_AFTER);
    trying(1, begun.of);
    for (;;) {
      const hold = globalThis.__suidoSearchHold; // a test may hold the search between boards (a promise to wait)
      const next = hold ? Promise.resolve(hold()).then(() => maker.call(OPS.searchStep, { search }))
        : maker.call(OPS.searchStep, { search });
      const step = await Promise.race([next, halted]);
      if (step === STOPPED) {
        maker.call(OPS.searchStop, { search }).catch(() => {}); // the board under way is made, then forgotten
        break;
      }
      if (step.best) {
        best = step.best;
        form.searching.best = best;
        draw();
      }
      if (step.done) break;
      trying(step.tried + 1, step.of);
    }
    return best;
  } finally {
    if (search !== undefined) form.host.dataset.searched = String(Math.round(performance.now() - started)); // ms
    clearTimeout(timer);
    form.searching = null;
  }
}
