// The page's end of the worker: start it, wait for it (boundedly), send requests, match the replies by id.
import { request, reply } from "./protocol.js";

export class EngineError extends Error {} // the engine answered ok:false (a sentence for the player)
export class WorkerLost extends Error {}  // the worker never started, or died; ask again after restart()

export class Client {
  /**
   * @param {URL} url the module worker
   * @param {{readyWithin?: number, onLost?: (error: Error) => void}} options
   */
  constructor(url, { readyWithin = 30000, onLost = () => {} } = {}) {
    this.url = url;
    this.readyWithin = readyWithin;
    this.onLost = onLost;
    this.nextId = 1;
    this.pending = new Map();
    this.worker = null;
    this.ready = null;
    this.startedAt = 0;
    this.readyMs = 0;
    this.starts = 0; // counts start(): a caller can tell that a later restart took over from its own
  }

  /** Start (or restart) the worker; resolves when Python is loaded, rejects on an error or a time-out. */
  start() {
    this.stop(new WorkerLost("the worker was restarted"));
    this.starts += 1;
    this.sentLevels = new Set(); // the sizes whose rows this worker holds (levels.js)
    this.startedAt = performance.now();
    const worker = new Worker(workerSource(this.url), { type: "module" });
    this.worker = worker;
    this.ready = new Promise((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new WorkerLost(`it did not start within ${Math.round(this.readyWithin / 1000)} s`)),
        this.readyWithin,
      );
      const settle = (fn, value) => { clearTimeout(timer); this.abandonStart = null; fn(value); };
      this.abandonStart = (error) => settle(reject, error); // stopped while starting: say so at once
      worker.onmessage = ({ data }) => {
        const message = reply(data);
        if (message.type === "ready") {
          this.readyMs = performance.now() - this.startedAt;
          this.phases = message.phases;
          settle(resolve, message);
        } else if (message.type === "error") {
          settle(reject, new WorkerLost(message.message));
        } else if (message.type === "fatal") {
          this.lose(new WorkerLost(message.message));
        } else {
          this.answer(message);
        }
      };
      worker.onerror = (event) => {
        event.preventDefault?.();
        const error = new WorkerLost(event.message || "the worker could not start");
        settle(reject, error);
        this.lose(error);
      };
    });
    this.ready.catch(() => {}); // callers await it; never an unhandled rejection
    return this.ready;
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
    await this.ready;
    if (!worker || this.worker !== worker) throw new WorkerLost("the worker is not running");
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage(request(id, op, args));
    });
  }
}

/** A module worker must come from the page's own origin: from another (a site embedding the board from an
 * asset host that sends Access-Control-Allow-Origin), start a blob of our origin that imports it. */
function workerSource(url) {
  if (typeof location === "undefined" || new URL(url).origin === location.origin) return url;
  const blob = new Blob([`import ${JSON.stringify(new URL(url).href)};\n`], { type: "text/javascript" });
  return URL.createObjectURL(blob);
}
