// @ts-check
// Releases: the page, its worker and its service worker belong to one release (release.js). The service worker
// (sw.js, made by build.py) is registered once the first board plays and the page is idle; a new release's waits
// until a page asks it to take over ("A new version of Suido is ready", Reload), and every tab then loads it. Once
// the page is served by its own release's service worker, the memory snapshot later visits boot from is made here
// when the release has none (snapshot.js).
import { RELEASE } from "./release.js";
import { NewRelease } from "./client.js";
import { keepSnapshot, snapshotFailed } from "./snapshot.js";
import { say } from "./words.js";

let waitingWorker = null; // a service worker of a newer release, waiting to take over

/** Say a new release is ready, with Reload (words: the boot words of the page's language); waiting: its service
 * worker, which Reload tells to take over (none: Reload reloads this page). */
export function offerRelease(words, waiting = null) {
  if (waiting) waitingWorker = waiting;
  const updateEl = /** @type {HTMLElement | null} */ (document.querySelector(".sd-update"));
  if (!updateEl) return;
  updateEl.querySelector(".sd-update-words").textContent = say(words, "newVersion");
  const button = updateEl.querySelector("button");
  button.textContent = say(words, "reloadNow");
  button.onclick = () => {
    // the new release takes over every tab (each reloads on controllerchange); without one, a plain reload
    if (waitingWorker) waitingWorker.postMessage("skipWaiting");
    else location.reload();
  };
  updateEl.hidden = false;
  window.__suido.update = true;
}

/** own: a client of a worker of its own (the maker's), started; page: the page's own. When own's worker is of
 * another release than the page (the site changed under a tab that no service worker of its own serves: a first
 * visit during a deploy, service workers off), its files came afresh and it is not used: the page's own engine, of
 * the page's release, does the work, and offer() says a new release is ready (Reload, in the page's language).
 * Returns what the maker calls: {call, stop}. */
export function ownOrPage(own, page, offer) {
  own.ready?.catch((e) => { if (e instanceof NewRelease) offer(); });
  return {
    async call(op, args) {
      try {
        return await own.call(op, args);
      } catch (e) {
        if (!(e instanceof NewRelease)) throw e;
        return page.call(op, args);
      }
    },
    stop: (error) => own.stop(error), // (a make the page's engine does runs on, and its board is not played)
  };
}

/** The service worker: registered a moment after the first board plays, when the page is idle, so that nothing
 * it fetches competes with the first visit's own loading (and it takes those files from the HTTP cache). Once the
 * page is served by it (at once on a later visit; on a first visit when it has taken every file and taken the
 * page over), the memory snapshot the next visits boot from is made when the release has none (snapshot.js: from
 * the files the browser holds, nothing fetched; window.__suido.snapshot says how it went). offer(waiting): a new
 * release's service worker is waiting. */
export function keepRelease(offer) {
  try { // a frame sandboxed without allow-same-origin has none, and reading it throws
    if (!navigator.serviceWorker) return;
  } catch { return; }
  let controller = navigator.serviceWorker.controller;
  const servedBy = controller; // the service worker that served this page (none on a first visit)
  const snapshot = () => {
    // the engine's worker could not boot from it (it dropped it): counted, so one that always fails is not made
    // again and again
    if (/^failed/.test(window.__suido.client?.phases?.snapshot || "")) snapshotFailed(RELEASE);
    window.__suido.snapshot = keepSnapshot(RELEASE).catch((e) => ({ made: false, why: String(e) }));
  };
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    // a new release took over this tab (its Reload was pressed here or in another tab): load it, so no page
    // of the old release runs on its files; the game in progress is saved, and the address names it. (The
    // first service worker taking the page of the first visit is no new release.)
    const before = controller;
    controller = navigator.serviceWorker.controller;
    if (before && !window.__suido.reloading) {
      window.__suido.reloading = true;
      location.reload();
    } else if (!before) {
      whenIdle(snapshot);
    }
  });
  const register = () => navigator.serviceWorker.register(new URL("./sw.js", import.meta.url)).then((reg) => {
    window.__suido.registration = reg;
    // offered only to a page a service worker serves; a page not yet taken over (a first visit) is offered it once
    // it is, if it still waits then (the first release itself never waits: it takes the page over)
    const offerIfWaiting = (sw) => {
      if (!sw || sw.state === "redundant") return;
      if (navigator.serviceWorker.controller) offer(sw);
      else navigator.serviceWorker.addEventListener("controllerchange", () => {
        if (reg.waiting === sw) offer(sw);
      }, { once: true });
    };
    // A new release's worker is followed from wherever the page first sees it (installing or waiting) to
    // "installed". The browsers order the registration's attributes and its events differently (Firefox may run
    // updatefound before its installing is set): when neither is set yet, the registration is asked for afresh.
    const watched = new WeakSet();
    const follow = (sw) => {
      if (!sw || watched.has(sw)) return;
      watched.add(sw);
      if (sw.state === "installed") offerIfWaiting(sw);
      else sw.addEventListener("statechange", () => { if (sw.state === "installed") offerIfWaiting(reg.waiting || sw); });
    };
    const look = (r = reg) => { follow(r.installing); follow(r.waiting); return !!(r.installing || r.waiting); };
    look();
    reg.addEventListener("updatefound", () => {
      if (!look()) navigator.serviceWorker.getRegistration(reg.scope).then((r) => r && look(r)).catch(() => {});
    });
    document.addEventListener("visibilitychange", () => {
      if (document.visibilityState === "visible") reg.update().then(() => look(), () => {});
    });
    if (servedBy && servedBy === navigator.serviceWorker.controller) { // not a first visit
      // what an eviction took from its cache, taken again (sw.js); window.__suido.refilled: how many, once held
      navigator.serviceWorker.addEventListener("message", (e) => {
        if (typeof e.data?.refilled === "number") window.__suido.refilled = e.data.refilled;
      });
      servedBy.postMessage("refill");
      snapshot();
    }
  }).catch(() => {
    // no sw.js (a bare site/ checkout) or not allowed: the page works online all the same
  });
  whenIdle(register);
}

/** f, a moment after the first board plays (the first taps come first), then when the page is idle. */
function whenIdle(f) {
  const idle = window.requestIdleCallback || ((g) => setTimeout(g, 300));
  setTimeout(() => idle(f, { timeout: 5000 }), 1500);
}
