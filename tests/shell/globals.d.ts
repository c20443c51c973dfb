// The globals the site's page and its tests put on window, for the shell's type check (tsconfig.json): index.html
// starts the worker early (__suidoEarly), the page shows its state to tests and benches (__suido), and a test may
// set the start's limit (__suidoReadyWithin) or a make's search's (__suidoSearchWithin), or hold
// a search between its boards (__suidoSearchHold: a promise to wait before each next board).
export {};

declare global {
  interface Window {
    /** The worker index.html started before the page's modules loaded (client.js takes it over). */
    __suidoEarly?: { worker: Worker; at: number; heard: [string, Event][] };
    /** The page's state for tests and benches: the board, the client, the timings (app.js, boot.js, releases.js). */
    __suido?: Record<string, any>;
    /** The page's own module ran (app.js, embed.html's): restart.js reloads a page loaded without it, once. */
    __suidoRan?: boolean;
    /** ms restart.js waits, once the page loaded without its module, with nothing arriving (a test sets it). */
    __suidoRestartQuiet?: number;
    /** ms the start may go without a sign of life (app.js; a test sets it). */
    __suidoReadyWithin?: number;
  }
  /** ms a make's search may run (search.js; a test sets it). */
  var __suidoSearchWithin: number | undefined;
  var __suidoSearchHold: (() => Promise<unknown>) | undefined;
}
