// @ts-check
// A page whose modules never ran reads itself once more. Its own module (app.js, embed.html's) says it ran
// (window.__suidoRan). Once the page has loaded, a page without it is watched: when nothing more has arrived for
// QUIET ms (no resource finished: a slow link's modules still coming are waited for) and the module still has not
// run, the page is reloaded. The load event alone does not say the modules are done: Chromium and Firefox fire it
// after the page's module scripts, WebKit before the site's (app.js ran 60-290 ms after it there). What it mends: a
// module the browser could not give the page (a fetch that failed, a service worker stopped under it), or a graph
// that ended without running and without a word (seen in Chromium under CI's load: a blank frame for 90 s, nothing
// in the console). Read once more, the page starts (not in WebKitGTK, which keeps a module that failed for the whole
// session: its page stays as it was). Once only until a page of the tab starts again: the tab keeps that it was
// read again (sessionStorage) until a page's module runs, so a page that cannot start (a browser without modules,
// files missing offline, a link so slow its load comes after a minute) stays as it is rather than reload for ever.
(() => {
  const KEY = "suido-restarted";
  const QUIET = window.__suidoRestartQuiet || 10_000; // ms (a test sets it shorter)
  let last = performance.now(); // when a resource last finished
  try {
    new PerformanceObserver(() => { last = performance.now(); }).observe({ type: "resource" });
  } catch { /* no resource timing: the quiet counts from this script's start */ }
  const watch = () => {
    if (window.__suidoRan) {
      try {
        if (sessionStorage.getItem(KEY) !== null) sessionStorage.removeItem(KEY); // started: a later failure may restart
      } catch { /* no storage: nothing kept */ }
      return;
    }
    const quiet = performance.now() - last;
    if (quiet < QUIET) {
      setTimeout(watch, QUIET - quiet);
      return;
    }
    try {
      if (sessionStorage.getItem(KEY) !== null) return; // read again once already, and no page of the tab ran since
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // (no storage to say it was tried: never reloaded, so never reloaded for ever)
    }
    location.reload();
  };
  addEventListener("load", watch);
})();
