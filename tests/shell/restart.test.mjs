// A page whose modules never ran (site/restart.js): reloaded once at its load event, never again within a minute in
// that tab, and never when the tab's storage cannot say it was tried (no reload for ever).
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import vm from "node:vm";

const SOURCE = readFileSync(new URL("../../site/restart.js", import.meta.url), "utf8");

/** A page's load with restart.js: whether its module ran, what its sessionStorage holds (null: none to use), the
 * time. Returns how many reloads it asked for and the storage after. */
function load({ ran = false, stored = {}, now = 1_000_000 } = {}) {
  let reloads = 0;
  const listeners = {};
  const storage = stored === null ? null : { ...stored };
  const page = {
    addEventListener: (type, f) => { listeners[type] = f; },
    location: { reload: () => { reloads += 1; } },
    sessionStorage: storage === null
      ? { getItem() { throw new Error("SecurityError"); }, setItem() { throw new Error("SecurityError"); } }
      : { getItem: (k) => storage[k] ?? null, setItem: (k, v) => { storage[k] = String(v); } },
    Date: { now: () => now },
    Number,
    String,
  };
  page.window = page;
  vm.runInNewContext(SOURCE, page);
  if (ran) page.__suidoRan = true;
  listeners.load();
  return { reloads, storage };
}

test("a page whose module ran is left alone", () => {
  assert.deepEqual(load({ ran: true }), { reloads: 0, storage: {} });
});

test("a page whose module never ran reloads once and says when in its tab", () => {
  assert.deepEqual(load({ now: 5_000_000 }), { reloads: 1, storage: { "suido-restarted": "5000000" } });
});

test("a page reloaded less than a minute ago that still did not start stays as it is", () => {
  const stored = { "suido-restarted": "5000000" };
  assert.equal(load({ stored, now: 5_000_000 + 59_000 }).reloads, 0);
  assert.equal(load({ stored, now: 5_000_000 + 61_000 }).reloads, 1);
});

test("a tab whose storage refuses is never reloaded (it could not say it had been)", () => {
  assert.equal(load({ stored: null }).reloads, 0);
});
