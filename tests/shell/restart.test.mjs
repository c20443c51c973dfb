// A page whose modules never ran (site/restart.js): once loaded without its module, it waits until nothing has
// arrived for a while, then reads itself again; never when the module ran meanwhile (WebKit fires the load event
// before the site's module runs), never twice until a page of the tab starts again (however long its loads take),
// never when the tab's storage cannot say it was tried (no reload for ever).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SOURCE = readFileSync(new URL("../../site/restart.js", import.meta.url), "utf8");
const QUIET = 10_000;

/** A page with restart.js, its clock at 0 ms. stored: its sessionStorage (null: one that throws). Returns the page's
 * hands: load() fires the load event, arrive() a resource finished, run() its module ran, pass(ms) time going by
 * (timers fired), and what it did: reloads, storage. */
function page({ stored = {}, now = 1_000_000 } = {}) {
  let clock = 0;
  let timers = [];
  const listeners = {};
  let observed = null;
  const storage = stored === null ? null : { ...stored };
  const seen = { reloads: 0, storage };
  const g = {
    addEventListener: (type, f) => { listeners[type] = f; },
    location: { reload: () => { seen.reloads += 1; } },
    sessionStorage: storage === null
      ? { getItem() { throw new Error("SecurityError"); }, setItem() { throw new Error("SecurityError"); },
          removeItem() { throw new Error("SecurityError"); } }
      : { getItem: (k) => storage[k] ?? null, setItem: (k, v) => { storage[k] = String(v); },
          removeItem: (k) => { delete storage[k]; } },
    performance: { now: () => clock },
    PerformanceObserver: class { constructor(f) { observed = f; } observe() {} },
    setTimeout: (f, ms) => { timers.push([clock + ms, f]); },
    Date: { now: () => now + clock },
    Number,
    String,
  };
  g.window = g;
  vm.runInNewContext(SOURCE, g);
  return {
    seen,
    load: () => listeners.load(),
    arrive: () => observed([]),
    run: () => { g.__suidoRan = true; },
    pass(ms) {
      const until = clock + ms;
      for (;;) {
        timers.sort((a, b) => a[0] - b[0]);
        if (!timers.length || timers[0][0] > until) break;
        const [at, f] = timers.shift();
        clock = at;
        f();
      }
      clock = until;
    },
  };
}

test("a page whose module ran by its load is left alone", () => {
  const p = page();
  p.run();
  p.load();
  p.pass(10 * QUIET);
  assert.deepEqual(p.seen, { reloads: 0, storage: {} });
});

test("a page whose module runs after its load (WebKit's order) is left alone", () => {
  const p = page();
  p.load();
  p.pass(300);
  p.run();
  p.pass(10 * QUIET);
  assert.equal(p.seen.reloads, 0);
});

test("a page whose module never ran reloads once nothing has arrived for a while, and keeps when", () => {
  const p = page();
  p.pass(200);
  p.load();
  p.pass(QUIET - 300);
  assert.equal(p.seen.reloads, 0);
  p.pass(200);
  assert.deepEqual(p.seen, { reloads: 1, storage: { "suido-restarted": String(1_000_000 + QUIET) } });
});

test("a slow link's modules still arriving are waited for", () => {
  const p = page();
  p.load();
  for (let i = 0; i < 5; i++) {
    p.pass(QUIET - 1000);
    p.arrive();
  }
  assert.equal(p.seen.reloads, 0);
  p.run();
  p.pass(10 * QUIET);
  assert.equal(p.seen.reloads, 0);
});

test("a page read again that still does not start stays as it is, however late it loaded", () => {
  const p = page({ stored: { "suido-restarted": "1000000" }, now: 1_000_000 + 3_600_000 });
  p.pass(120_000);
  p.load();
  p.pass(10 * QUIET);
  assert.deepEqual(p.seen, { reloads: 0, storage: { "suido-restarted": "1000000" } });
});

test("a page that starts forgets the tab was read again, so a later failure there is read again too", () => {
  const started = page({ stored: { "suido-restarted": "1000000" } });
  started.run();
  started.load();
  assert.deepEqual(started.seen, { reloads: 0, storage: {} });
  const later = page({ stored: started.seen.storage });
  later.load();
  later.pass(2 * QUIET);
  assert.equal(later.seen.reloads, 1);
});

test("a tab whose storage refuses is never reloaded (it could not say it had been)", () => {
  const p = page({ stored: null });
  p.load();
  p.pass(10 * QUIET);
  assert.equal(p.seen.reloads, 0);
});
