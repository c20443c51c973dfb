// @ts-check
// The page's end of the worker: start it, wait for it (boundedly), send requests, match the replies by id.
import { PROTOCOL, request, reply } from "./protocol.js";
import { RELEASE } from "./release.js";
import { snapshotFailed, countRestore, restoresCrashed } from "./snapshot.js";

const RESTORE_WITHIN = 10000; // ms a boot from the memory snapshot may take (it takes well under one)

export class EngineError extends Error {} // the engine answered ok:false (a sentence for the player)
export class WorkerLost extends Error {}  // the worker never started, or died; ask again after restart()
/** The worker started is of another release than this page (a release came out while the page was open):
 * it is not used; the page offers to reload. */
export class NewRelease extends WorkerLost {}
/** A file Python needs to start did not come (missing: its path; why: what the fetch said), or came and could not
 * be started (broken: a wasm that does not compile). */
export class Missing extends WorkerLost {
  constructor(message, missing, why, broken = false) {
    super(message);
    this.missing = missing;
    this.why = why;
    this.broken = broken;
  }
}
/** Nothing arrived while the worker started, for stalled ms. */
export class Stalled extends WorkerLost {
  constructor(stalled) {
    super(`nothing arrived for ${Math.round(stalled / 1000)} s`);
    this.stalled = stalled;
  }
}

export class Client {
  /**
   * @param {URL} url the module worker
   * @param {{readyWithin?: number, onLost?: (error: Error) => void,
   *          onProgress?: (progress: {loaded: number, total: number, cached?: boolean}) => void, early?: Window["__suidoEarly"],
   *          anyRelease?: boolean}} options
   * readyWithin: ms the start may go without a byte arriving (or Python finishing) before it is given up on: a
   * slow link that still brings bytes is waited for. early: a worker of url the page started already
   * ({worker, at, heard: [["message" | "error", event], ...]}, index.html): the first start() takes it over.
   * anyRelease: a worker of any release of this protocol is taken (a page whose side came from the npm package,
   * built apart from the site it names); else only this page's release.
   */
  constructor(url, { readyWithin = 30000, onLost = () => {}, onProgress = () => {}, early = null,
    anyRelease = false } = {}) {
    this.url = url;
    this.anyRelease = anyRelease;
    this.early = early;
    this.readyWithin = readyWithin;
    this.onLost = onLost;
    this.onProgress = onProgress;
    this.nextId = 1;
    this.pending = new Map();
    this.asking = 0; // calls made and not yet answered (waiting for the start, or with the worker)
    this.deferred = []; // later()'s ops not yet sent: {op, args, resolve, reject}
    this.deferring = false; // one of them is with the worker
    /** This client as a view that nobody waits for sees it: its call() is later(). */
    this.idle = { call: (op, args = {}) => this.later(op, args) };
    this.worker = null;
    this.ready = null;
    this.startedAt = 0;
    this.readyMs = 0;
    this.starts = 0; // counts start(): a caller can tell that a later restart took over from its own
    this.noSnapshot = false; // a boot from the memory snapshot hung or died: later workers start the ordinary way
    this.endRestore = null; // counts the restore of the start running now as ended (snapshot.js), once
    if (typeof addEventListener === "function") addEventListener("pagehide", () => this.endRestore?.());
  }

  /** Start (or restart) the worker; resolves when Python is loaded, rejects on an error or a time-out. */
  start() {
    this.stop(new WorkerLost("the worker was restarted"));
    this.starts += 1;
    this.sentLevels = new Set(); // the sizes whose rows this worker holds (levels.js)
    // restores that a crashed tab never ended: the snapshot is dropped, and the worker started early (which may
    // be restoring it now) is not taken
    if (!this.noSnapshot && restoresCrashed(RELEASE)) this.noSnapshot = true;
    let early = this.early;
    this.early = null;
    if (early && this.noSnapshot) {
      early.worker.terminate();
      early = null;
    }
    this.startedAt = early ? early.at : performance.now();
    // the worker's name tells it whether a service worker serves its files (see worker.js)
    let cached = false;
    try { // (it throws in a frame sandboxed without allow-same-origin)
      cached = typeof navigator !== "undefined" && !!navigator.serviceWorker?.controller;
    } catch { /* none */ }
    const name = `suido${cached ? " cached" : ""}${this.noSnapshot ? " nosnapshot" : ""}`;
    let worker;
    try {
      worker = early?.worker ?? new Worker(workerSource(this.url), { type: "module", name });
    } catch (e) { // the page refuses it: a policy that requires Trusted Types, say; the board says so, never blank
      this.ready = Promise.reject(new WorkerLost(`the worker could not start (${String(e?.message || e).slice(0, 200)})`));
      this.ready.catch(() => {});
      return this.ready;
    }
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      let timer = null;
      let settled = false;
      let restoring = false; // the worker said it boots from the memory snapshot
      let counted = false;
      const end = () => {
        if (counted) countRestore(RELEASE, -1);
        counted = false;
      };
      this.endRestore = end;
      // a heap that hangs Python, or takes its worker down (damaged past its checks): dropped, and Python started
      // the ordinary way in a new worker, which this start's caller waits for (starts counts it)
      const fallBack = () => {
        end();
        this.dropSnapshot();
        this.start();
      };
      const wait = (within = this.readyWithin) => { // the limit counts from the last sign of life, not the start
        clearTimeout(timer);
        if (settled) return;
        timer = setTimeout(() => {
          if (restoring && this.worker === worker) {
            fallBack();
            return;
          }
          const error = new Stalled(within);
          settle(reject, error);
          if (this.worker === worker) this.stop(error);
        }, within);
      };
      wait();
      const settle = (fn, value) => { settled = true; end(); clearTimeout(timer); this.abandonStart = null; fn(value); };
      this.abandonStart = (error) => settle(reject, error); // stopped while starting: say so at once
      worker.onmessage = ({ data }) => {
        const message = reply(data);
        if (message.type === "progress") {
          wait();
          this.progress = message;
          this.onProgress(message);
        } else if (message.type === "snapshot") {
          restoring = true;
          if (!counted) countRestore(RELEASE, 1);
          counted = true;
          wait(Math.min(RESTORE_WITHIN, this.readyWithin));
        } else if (message.type === "ready") {
          this.readyMs = performance.now() - this.startedAt;
          this.phases = message.phases;
          this.release = message.release;
          // never the engine of one release (or one protocol) under the page of another: the page offers to reload
          const otherRelease = !this.anyRelease && message.release !== RELEASE;
          if (otherRelease || message.protocol !== PROTOCOL) {
            const error = new NewRelease(otherRelease
              ? `the worker is of release ${message.release}, the page of ${RELEASE}`
              : `the worker speaks protocol ${message.protocol}, the page ${PROTOCOL}`);
            settle(reject, error);
            this.stop(error);
            return;
          }
          settle(resolve, message);
        } else if (message.type === "error") {
          const error = message.missing ? new Missing(message.message, message.missing, message.why, !!message.broken)
            : new WorkerLost(message.message);
          settle(reject, error);
          // a start that failed is ended (a Pyodide waiting for ever on a missing file, or half up), as by onerror
          if (this.worker === worker) this.stop(error);
        } else if (message.type === "fatal") {
          this.snapshotDied(worker);
          this.lose(new WorkerLost(message.message));
        } else {
          this.answer(message);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        const error = new WorkerLost(event.message || couldNotStart());
        if (!settled && restoring && this.worker === worker) {
          fallBack();
          return;
        }
        if (!settled) {
          // its script did not load (a file missing, the link down) or threw while starting: the start fails,
          // and whoever started it says so. Not onLost: a worker started again at once would fail the same way,
          // and again, hundreds of times a second.
          settle(reject, error);
          if (this.worker === worker) this.stop(error);
          return;
        }
        this.snapshotDied(worker);
        this.lose(error);
      };
    });
    this.ready.catch(() => {}); // callers await it; never an unhandled rejection
    for (const [type, event] of early?.heard ?? []) { // what the early worker said before we listened
      if (this.worker !== worker) break;
      /** @type {(event: Event) => void} */ (type === "message" ? worker.onmessage : worker.onerror)(event); // arrows: no this
    }
    return this.ready;
  }

  /** worker died after it booted from the memory snapshot: a heap damaged past its checks can restore and stop
   * Python at a later call, so the snapshot is dropped. A crash of the engine itself costs the same: the time of
   * one ordinary start. */
  snapshotDied(worker) {
    if (worker === this.worker && this.phases?.snapshot === "used" && !this.noSnapshot) this.dropSnapshot();
  }

  /** The memory snapshot dropped (counted: twice, and this release makes it no more), and the workers this page
   * starts from now on start Python the ordinary way. */
  dropSnapshot() {
    snapshotFailed(RELEASE, true);
    this.noSnapshot = true;
  }

  answer(message) {
    this.repliedAt = performance.now(); // for the page's timings: when the last reply came in
    const waiting = this.pending.get(message.id);
    if (!waiting) return;
    this.pending.delete(message.id);
    if (message.ok) waiting.resolve(message.result);
    else waiting.reject(new EngineError(message.error));
  }

  lose(error) {
    if (!this.worker) return;
    this.stop(error);
    this.onLost(error);
  }

  stop(error) {
    this.abandonStart?.(error);
    this.worker?.terminate();
    this.worker = null;
    for (const { reject } of this.pending.values()) reject(error);
    this.pending.clear();
  }

  /** Send one op; resolves with its result, rejects with EngineError or WorkerLost. */
  async call(op, args = {}) {
    // to the worker running now: if it is lost (or restarted) before it is ready, so is this call (the new
    // worker knows nothing of the boards the old one had open)
    const worker = this.worker;
    this.asking += 1;
    try {
      await this.ready;
      if (!worker || this.worker !== worker) throw new WorkerLost("the worker is not running");
      const id = this.nextId++;
      return await new Promise((resolve, reject) => {
        this.pending.set(id, { resolve, reject });
        worker.postMessage(request(id, op, args));
      });
    } finally {
      this.asking -= 1;
      this.sendDeferred();
    }
  }

  /** Send one op that no player waits for (what a view not shown draws: the pieces' guide, the stats): it goes to
   * the worker only once nothing else is asked of it and the page is idle (requestIdleCallback: no frame to draw, no
   * input waiting), one at a time, so a tap made meanwhile (the worker answers in order) waits for at most one of
   * them, not for all, and a tap made as the board first plays for none. As call, it goes to the worker running
   * then. */
  later(op, args = {}) {
    return new Promise((resolve, reject) => {
      this.deferred.push({ op, args, resolve, reject });
      this.sendDeferred();
    });
  }

  sendDeferred() {
    if (this.deferring || this.asking || !this.deferred.length) return;
    this.deferring = true;
    whenIdle(() => {
      this.deferring = false;
      if (this.asking || !this.deferred.length) return; // (asked meanwhile: sent again once that is answered)
      const { op, args, resolve, reject } = this.deferred.shift();
      this.deferring = true;
      this.call(op, args).then(resolve, reject).finally(() => {
        this.deferring = false;
        this.sendDeferred();
      });
    });
  }
}

/** fn once the page is idle (requestIdleCallback, at most 0.5 s away); where there is none (WebKit), as soon as
 * the tasks queued now are done. */
function whenIdle(fn) {
  if (typeof globalThis.requestIdleCallback === "function") globalThis.requestIdleCallback(fn, { timeout: 500 });
  else setTimeout(fn, 0);
}

/** What a worker that could not start is said to have met, when its error gives no message: in a frame sandboxed
 * without allow-same-origin (its origin "null") what the frame lacks, as the site owners' guide says it. */
function couldNotStart() {
  const opaque = typeof self !== "undefined" && self.origin === "null";
  return opaque ? 'the worker could not start: a frame sandboxed without allow-same-origin cannot start one (it needs sandbox="allow-scripts allow-same-origin")'
    : "the worker could not start";
}

/** A module worker must come from the page's own origin: from another (a site embedding the board from an
 * asset host that sends Access-Control-Allow-Origin), start a blob of our origin that imports it. (self.origin:
 * "null" in a frame sandboxed without allow-same-origin, where location.origin names the site.) */
function workerSource(url) {
  if (typeof location === "undefined") return url;
  const own = typeof self !== "undefined" && typeof self.origin === "string" ? self.origin : location.origin;
  if (new URL(url).origin === own) return url;
  const blob = new Blob([`import ${JSON.stringify(new URL(url).href)};\n`], { type: "text/javascript" });
  return URL.createObjectURL(blob);
}
