// The page's end of the worker (site/client.js) against a Worker made here that says what a test tells it to:
// a start that is ready, of another release, stalled, kept alive by progress, missing a file, booting from a
// snapshot that hangs; requests matched to replies by id; a worker lost under requests (each told WorkerLost, so
// the board can make its moves again once a new worker is up); the worker index.html started early taken over.
import { test, beforeEach, afterEach, mock } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage } from "./site.mjs";

const { Client, EngineError, WorkerLost, NewRelease, Missing, Stalled } = await site("client.js");
const { RELEASE } = await import("./built/release.js"); // the one client.js imports (hooks.mjs)
const { PROTOCOL } = await site("protocol.js");

let workers;
class TestWorker {
  constructor(url, options) {
    this.url = url;
    this.options = options;
    this.sent = [];
    this.terminated = false;
    workers.push(this);
  }
  postMessage(text) { this.sent.push(JSON.parse(text)); }
  terminate() { this.terminated = true; }
  /** The worker says message (as JSON text, as worker.js posts it). */
  says(message) { this.onmessage({ data: JSON.stringify(message) }); }
}

beforeEach(() => {
  workers = [];
  globalThis.Worker = TestWorker;
  globalThis.self = globalThis;
  globalThis.localStorage = memoryStorage();
  mock.timers.enable({ apis: ["setTimeout"] });
});
afterEach(() => mock.timers.reset());

const url = new URL("https://example.test/worker.js");
const settled = () => new Promise((resolve) => setImmediate(resolve));
// the page's idle moments (requestIdleCallback, which client.later waits for): at once, or held until idle()
let idleHeld = false;
const idles = [];
globalThis.requestIdleCallback = (fn) => { if (idleHeld) idles.push(fn); else setImmediate(fn); };
const idle = () => { for (const fn of idles.splice(0)) fn(); };
const ready = (w) => w.says({ type: "ready", ms: 5, phases: { python: 1, imported: 2 }, release: RELEASE, protocol: PROTOCOL });

test("a start is ready when the worker says so; requests go as JSON text and replies are matched by their id", async () => {
  const client = new Client(url);
  const started = client.start();
  const [w] = workers;
  assert.equal(w.options.type, "module");
  ready(w);
  assert.equal((await started).release, RELEASE);
  const first = client.call("move", { board: "b1", move: "3+" });
  const second = client.call("move", { board: "b1", move: "hint" });
  await settled();
  assert.deepEqual(w.sent, [{ id: 1, op: "move", args: { board: "b1", move: "3+" } }, { id: 2, op: "move", args: { board: "b1", move: "hint" } }]);
  w.says({ id: 2, ok: true, result: { cell: 4 } }); // answered out of order
  w.says({ id: 1, ok: false, error: "That piece is pinned." });
  w.says({ id: 99, ok: true, result: {} }); // nobody asked: dropped
  assert.deepEqual(await second, { cell: 4 });
  await assert.rejects(first, (e) => e instanceof EngineError && e.message === "That piece is pinned.");
});

/** A client whose worker said it is ready: [client, its worker]. */
async function readyClient() {
  const client = new Client(url);
  const started = client.start();
  const [w] = workers;
  ready(w);
  await started;
  return [client, w];
}

test("an op asked for later goes once the worker has nothing else to answer, one at a time: a tap made meanwhile goes first", async () => {
  const [client, w] = await readyClient();
  const opening = client.call("open", { size: "5x5", level: 1 });
  const pieces = client.idle.call("pieces", { lang: "en" });
  const stats = client.later("stats", { today: "2026-12-04" });
  await settled();
  assert.deepEqual(w.sent.map((m) => m.op), ["open"]); // the board first: the views wait
  w.says({ id: 1, ok: true, result: { board: "b1" } });
  await opening;
  await settled();
  assert.deepEqual(w.sent.map((m) => m.op), ["open", "pieces"]); // one of them, not both
  const tap = client.call("move", { board: "b1", move: "3+" }); // a tap while the guide's pieces are drawn
  await settled();
  assert.deepEqual(w.sent.map((m) => m.op), ["open", "pieces", "move"]);
  w.says({ id: 2, ok: true, result: { pieces: [] } });
  await settled();
  assert.deepEqual(w.sent.map((m) => m.op), ["open", "pieces", "move"]); // the tap is still being answered
  w.says({ id: 3, ok: true, result: { cell: 3 } });
  assert.deepEqual(await tap, { cell: 3 });
  assert.deepEqual(await pieces, { pieces: [] });
  await settled();
  assert.deepEqual(w.sent.map((m) => m.op), ["open", "pieces", "move", "stats"]);
  w.says({ id: 4, ok: false, error: "no such day" });
  await assert.rejects(stats, (e) => e instanceof EngineError && e.message === "no such day");
});

test("an op asked for later waits for the page to be idle too: a tap made as the board first plays goes first", async () => {
  const [client, w] = await readyClient();
  idleHeld = true;
  try {
    const pieces = client.later("pieces", { lang: "en" });
    await settled();
    assert.deepEqual(w.sent.map((m) => m.op), []); // the page not idle yet: nothing sent
    const tap = client.call("move", { board: "b1", move: "0+" });
    await settled();
    idle(); // idle now, but the tap is not answered yet: the guide's pieces still wait
    await settled();
    assert.deepEqual(w.sent.map((m) => m.op), ["move"]);
    w.says({ id: 1, ok: true, result: { cell: 0 } });
    assert.deepEqual(await tap, { cell: 0 });
    await settled();
    assert.deepEqual(w.sent.map((m) => m.op), ["move"]); // and again for the page to be idle
    idle();
    await settled();
    assert.deepEqual(w.sent.map((m) => m.op), ["move", "pieces"]);
    w.says({ id: 2, ok: true, result: { pieces: [] } });
    assert.deepEqual(await pieces, { pieces: [] });
  } finally {
    idleHeld = false;
  }
});

test("ops asked for later are told WorkerLost with the worker, as calls are", async () => {
  const [client, w] = await readyClient();
  const opening = client.call("open", { size: "5x5", level: 1 });
  const first = client.later("pieces", { lang: "en" });
  await settled();
  w.says({ id: 1, ok: true, result: { board: "b1" } });
  await opening;
  await settled();
  assert.deepEqual(w.sent.map((m) => m.op), ["open", "pieces"]);
  const second = client.later("stats", {});
  client.lose(new WorkerLost("crashed"));
  await assert.rejects(first, WorkerLost);
  await assert.rejects(second, WorkerLost);
});

test("a worker of another release is not used: the start fails with NewRelease and the worker is ended", async () => {
  const client = new Client(url);
  const started = client.start();
  workers[0].says({ type: "ready", ms: 5, phases: {}, release: "another" });
  await assert.rejects(started, NewRelease);
  assert.ok(workers[0].terminated);
  await assert.rejects(client.call("hello"), WorkerLost);
});

test("a start with no sign of life for readyWithin stalls; each piece of progress waits anew", async () => {
  const progress = [];
  const client = new Client(url, { readyWithin: 1000, onProgress: (p) => progress.push(p.loaded) });
  const started = client.start();
  let failed = null;
  started.catch((e) => { failed = e; });
  for (const loaded of [10, 20, 30]) {
    mock.timers.tick(900);
    workers[0].says({ type: "progress", loaded, total: 100 });
  }
  await settled();
  assert.equal(failed, null); // 2.7 s, but never 1 s without a byte
  assert.deepEqual(progress, [10, 20, 30]);
  mock.timers.tick(1000);
  await assert.rejects(started, (e) => e instanceof Stalled && e.stalled === 1000);
  assert.ok(workers[0].terminated);
});

test("a file Python needs that did not come: the start fails with Missing, naming it, and the worker is ended", async () => {
  const client = new Client(url);
  const started = client.start();
  workers[0].says({ type: "error", message: "no wasm", missing: "pyodide/pyodide.asm.wasm", why: "404", broken: true });
  await assert.rejects(started, (e) => e instanceof Missing && e.missing === "pyodide/pyodide.asm.wasm"
    && e.why === "404" && e.broken === true);
  assert.ok(workers[0].terminated);
});

test("a worker whose script fails to start fails the start, and is not restarted by onLost", async () => {
  const lost = [];
  const client = new Client(url, { onLost: (e) => lost.push(e) });
  const started = client.start();
  workers[0].onerror({ message: "SyntaxError in worker.js", preventDefault() {} });
  await assert.rejects(started, (e) => e instanceof WorkerLost && e.message === "SyntaxError in worker.js");
  assert.deepEqual(lost, []);
});

test("a worker that could not start in a frame sandboxed without allow-same-origin says what the frame lacks", async () => {
  const client = new Client(url);
  const started = client.start();
  globalThis.origin = "null"; // (an opaque origin: self.origin)
  try {
    workers[0].onerror({ preventDefault() {} }); // (no message: the browser says nothing of why)
  } finally {
    delete globalThis.origin;
  }
  await assert.rejects(started, (e) => e instanceof WorkerLost && e.message.includes('sandbox="allow-scripts allow-same-origin"'));
  const plain = new Client(url).start();
  workers[1].onerror({ preventDefault() {} });
  await assert.rejects(plain, (e) => e instanceof WorkerLost && e.message === "the worker could not start");
});

test("a worker the page refuses to make (a policy requiring Trusted Types) fails the start with the browser's words", async () => {
  globalThis.Worker = class { constructor() { throw new TypeError("This document requires 'TrustedScriptURL' assignment."); } };
  const client = new Client(url);
  await assert.rejects(client.start(), (e) => e instanceof WorkerLost
    && e.message === "the worker could not start (This document requires 'TrustedScriptURL' assignment.)");
  await assert.rejects(client.call("hello"), WorkerLost); // and a call made then is told so too
});

test("a worker lost under requests: each is told WorkerLost, onLost once, and later calls too until a restart", async () => {
  const lost = [];
  const client = new Client(url, { onLost: (e) => lost.push(e) });
  const started = client.start();
  ready(workers[0]);
  await started;
  const calls = [client.call("move", { board: "b1", move: "0+" }), client.call("move", { board: "b1", move: "1+" })];
  await settled();
  workers[0].says({ type: "fatal", id: 1, message: "RecursionError" });
  for (const call of calls) await assert.rejects(call, (e) => e instanceof WorkerLost && e.message === "RecursionError");
  assert.equal(lost.length, 1);
  assert.ok(workers[0].terminated);
  await assert.rejects(client.call("hello"), /the worker is not running/);
  // restarted: a new worker, and the calls go to it
  const again = client.start();
  ready(workers[1]);
  await again;
  const call = client.call("hello");
  await settled();
  workers[1].says({ id: workers[1].sent[0].id, ok: true, result: { protocol: 3 } });
  assert.deepEqual(await call, { protocol: 3 });
});

test("a call made while the worker starts goes to that worker; restarted meanwhile, it is lost with it", async () => {
  const client = new Client(url);
  client.start();
  const early = client.call("open", { size: "5x5", level: 1 });
  let failed = null;
  early.catch((e) => { failed = e; });
  const restarted = client.start(); // (the new worker knows nothing of the boards the old one had open)
  ready(workers[1]);
  await restarted;
  await settled();
  assert.ok(failed instanceof WorkerLost);
  assert.deepEqual(workers[1].sent, []);
  assert.equal(client.starts, 2);
});

test("a boot from the memory snapshot that hangs: dropped, and Python started the ordinary way in a new worker", async () => {
  const client = new Client(url, { readyWithin: 30000 });
  const started = client.start();
  let failed = null;
  started.catch((e) => { failed = e; });
  workers[0].says({ type: "snapshot" });
  mock.timers.tick(9999);
  assert.equal(workers.length, 1);
  mock.timers.tick(1);
  assert.equal(workers.length, 2);
  assert.ok(workers[0].terminated);
  assert.match(workers[1].options.name, /nosnapshot/);
  assert.equal(client.starts, 2); // the first start's caller can tell a later start took over
  await settled();
  assert.ok(failed instanceof WorkerLost);
  assert.equal(localStorage.getItem("suido-snapshot-failed"), `${RELEASE} 1`); // twice, and it is made no more
});

test("a worker booted from the memory snapshot that dies later: the snapshot is dropped, later workers start afresh", async () => {
  const lost = [];
  const client = new Client(url, { onLost: (e) => lost.push(e) });
  const started = client.start();
  workers[0].says({ type: "ready", ms: 5, phases: { snapshot: "used" }, release: RELEASE, protocol: PROTOCOL });
  await started;
  const call = client.call("open", { size: "5x5", level: 1 });
  await settled();
  workers[0].says({ type: "fatal", id: 1, message: "null function" }); // (a heap damaged past its checks)
  await assert.rejects(call, WorkerLost);
  assert.equal(lost.length, 1);
  assert.equal(localStorage.getItem("suido-snapshot-failed"), `${RELEASE} 1`);
  const again = client.start(); // (what the page's onLost does)
  assert.match(workers[1].options.name, /nosnapshot/);
  ready(workers[1]);
  await again;
  // a worker that did not boot from the snapshot dies: nothing more is counted against the snapshot
  workers[1].says({ type: "fatal", id: null, message: "RecursionError" });
  assert.equal(localStorage.getItem("suido-snapshot-failed"), `${RELEASE} 1`);
});

test("a restore is counted while it runs; two a crashed tab never ended drop the snapshot, and the early worker", async () => {
  const client = new Client(url);
  const started = client.start();
  workers[0].says({ type: "snapshot" });
  assert.equal(localStorage.getItem("suido-snapshot-restoring"), `${RELEASE} 1`);
  ready(workers[0]);
  await started;
  assert.equal(localStorage.getItem("suido-snapshot-restoring"), null); // ended
  // a page that goes away during its restore (a reload, a closed tab) ends it too
  const again = new Client(url);
  again.start();
  workers[1].says({ type: "snapshot" });
  again.endRestore(); // (what its pagehide listener does)
  assert.equal(localStorage.getItem("suido-snapshot-restoring"), null);
  // two that no page ended (tabs that crashed as they restored): the next start drops the snapshot
  localStorage.setItem("suido-snapshot-restoring", `${RELEASE} 2`);
  const early = { worker: new TestWorker(url, { type: "module", name: "suido cached" }), at: 0, heard: [] };
  const third = new Client(url, { early });
  third.start();
  assert.ok(early.worker.terminated);
  assert.match(workers.at(-1).options.name, /nosnapshot/);
  assert.equal(localStorage.getItem("suido-snapshot-failed"), `${RELEASE} 1`);
  assert.equal(localStorage.getItem("suido-snapshot-restoring"), null);
});

test("the worker index.html started early is taken over, and what it said before anyone listened is heard", async () => {
  const worker = new TestWorker("early", { type: "module", name: "suido" });
  const readyText = JSON.stringify({ type: "ready", ms: 1, phases: {}, release: RELEASE, protocol: PROTOCOL });
  const progressText = JSON.stringify({ type: "progress", loaded: 5, total: 10 });
  const progress = [];
  const client = new Client(url, { early: { worker, at: 0, heard: [["message", { data: progressText }],
    ["message", { data: readyText }]] }, onProgress: (p) => progress.push(p.loaded) });
  await client.start();
  assert.equal(workers.length, 1); // no second worker
  assert.deepEqual(progress, [5]);
  const call = client.call("hello");
  await settled();
  assert.deepEqual(worker.sent, [{ id: 1, op: "hello", args: {} }]);
  worker.says({ id: 1, ok: true, result: {} });
  await call;
});
