// @ts-check
// A page whose modules never ran reloads, once. Its own module (app.js, embed.html's) says it ran
// (window.__suidoRan) before the page's load event, which waits for the page's module scripts; a page loaded without
// it had a module the browser could not give it (a fetch that failed, a service worker stopped under it), or a
// graph that never ran without a word (seen in Chromium under load: a blank frame, no error, nothing in the console).
// Read once more, the page almost always starts. Once a minute at most, in this tab: a page that cannot start (a
// browser without modules, files missing offline) stays as it is rather than reload for ever.
(() => {
  const KEY = "suido-restarted";
  addEventListener("load", () => {
    if (window.__suidoRan) return;
    try {
      const last = Number(sessionStorage.getItem(KEY)) || 0;
      if (Date.now() - last < 60_000) return;
      sessionStorage.setItem(KEY, String(Date.now()));
    } catch {
      return; // (no storage to say it was tried: never reloaded, so never reloaded for ever)
    }
    location.reload();
  });
})();
