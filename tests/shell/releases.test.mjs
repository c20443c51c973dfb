// The page's end of the service worker (site/releases.js): a new release's worker is offered (Reload) once it is
// installed and waits, whatever order the browser tells it in: at registration already waiting, found installing
// on updatefound, or (as Firefox may) updatefound run before the registration says which worker is installing; the
// first release of a first visit, which takes the page over, is never offered.
import { test, beforeEach, afterEach, mock } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage } from "./site.mjs";

const { keepRelease } = await site("releases.js");

/** A service worker as the page sees it: its state, and statechange when the browser moves it on. */
class Worker extends EventTarget {
  constructor(state) { super(); this.state = state; this.said = []; }
  postMessage(m) { this.said.push(m); }
  become(state) { this.state = state; this.dispatchEvent(new Event("statechange")); }
}

let container, registration, fresh;
beforeEach(() => {
  mock.timers.enable({ apis: ["setTimeout"] });
  registration = Object.assign(new EventTarget(), { installing: null, waiting: null, active: null, scope: "/",
    update: async () => registration });
  fresh = registration; // what getRegistration() answers: the browser's state asked afresh
  container = Object.assign(new EventTarget(), {
    controller: null,
    register: async () => registration,
    getRegistration: async () => fresh,
  });
  Object.defineProperty(globalThis, "navigator", { value: { serviceWorker: container }, configurable: true });
  globalThis.window = { __suido: {} }; // (no requestIdleCallback: releases.js waits with a timer instead)
  globalThis.document = Object.assign(new EventTarget(), { visibilityState: "visible" });
  globalThis.localStorage = memoryStorage();
});
afterEach(() => {
  mock.timers.reset();
  delete globalThis.window;
  delete globalThis.document;
  delete globalThis.localStorage;
});

/** keepRelease on a page served by the release before (a later visit: controller set) or none (a first visit);
 * resolves once it has registered, to the workers offered. */
async function opened({ later = true } = {}) {
  if (later) registration.active = container.controller = new Worker("activated");
  const offered = [];
  keepRelease((sw) => offered.push(sw));
  mock.timers.tick(1500); // a moment after the first board plays,
  mock.timers.tick(300); // then when idle
  await new Promise((resolve) => setImmediate(resolve)); // (register() resolved)
  assert.equal(window.__suido.registration, registration);
  return offered;
}
const settle = () => new Promise((resolve) => setImmediate(resolve));

test("a new release already waiting when the page registers is offered at once", async () => {
  registration.waiting = new Worker("installed");
  assert.deepEqual(await opened(), [registration.waiting]);
});

test("a new release found installing on updatefound is offered once installed, not before", async () => {
  const offered = await opened();
  const sw = registration.installing = new Worker("installing");
  registration.dispatchEvent(new Event("updatefound"));
  assert.deepEqual(offered, []);
  registration.installing = null;
  registration.waiting = sw;
  sw.become("installed");
  assert.deepEqual(offered, [sw]);
});

test("updatefound run before the registration names its worker: the registration is asked afresh", async () => {
  const offered = await opened();
  const sw = new Worker("installing");
  fresh = Object.assign(new EventTarget(), { installing: sw, waiting: null, active: registration.active });
  registration.dispatchEvent(new Event("updatefound")); // installing and waiting both still null here
  await settle();
  sw.become("installed");
  assert.deepEqual(offered, [sw]);
});

test("a release whose install failed (redundant) is not offered", async () => {
  const offered = await opened();
  const sw = registration.installing = new Worker("installing");
  registration.dispatchEvent(new Event("updatefound"));
  sw.become("redundant");
  assert.deepEqual(offered, []);
});

test("the first release of a first visit takes the page over and is never offered", async () => {
  const offered = await opened({ later: false });
  const sw = registration.installing = new Worker("installing");
  registration.dispatchEvent(new Event("updatefound"));
  sw.become("installed"); // (it waits for nothing: it activates and takes the page)
  registration.installing = null;
  registration.active = container.controller = sw;
  sw.become("activated");
  container.dispatchEvent(new Event("controllerchange"));
  assert.deepEqual(offered, []);
});
