// The first screen (site/fit.js): a solve's status line and Next level brought into view by the least scroll,
// at once when motion is reduced, and not at all when they are in view already.
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { bringIntoView } = await site("fit.js");

let scrolled;
beforeEach(() => {
  scrolled = [];
  globalThis.innerHeight = 800;
  globalThis.window = { scrollBy: (how) => scrolled.push(how) };
  globalThis.document = { documentElement: { dataset: {} } };
  globalThis.matchMedia = (query) => ({ matches: false, query });
});

const el = (top, bottom, hidden = false) => ({ hidden, getBoundingClientRect: () => ({ top, bottom }) });

test("what is in view already is left where it is", () => {
  bringIntoView(el(100, 200), el(700, 800));
  bringIntoView(el(-500, -400, true)); // hidden: nothing to bring
  bringIntoView(null);
  bringIntoView();
  assert.deepEqual(scrolled, []);
});

test("below the fold: scrolled down until the lowest is in view, with 8 px to spare", () => {
  bringIntoView(el(700, 900), el(600, 650));
  assert.deepEqual(scrolled, [{ top: 108, behavior: "smooth" }]);
});

test("taller than the screen: the top one comes to the top, never past it", () => {
  bringIntoView(el(300, 1500));
  assert.deepEqual(scrolled, [{ top: 292, behavior: "smooth" }]);
});

test("above the top: scrolled up to the highest, with 8 px to spare", () => {
  bringIntoView(el(-120, -20), el(50, 90), el(-900, -800, true));
  assert.deepEqual(scrolled, [{ top: -128, behavior: "smooth" }]);
});

test("reduced motion (the page's setting or the system's) scrolls at once", () => {
  document.documentElement.dataset.motion = "reduce";
  bringIntoView(el(900, 950));
  delete document.documentElement.dataset.motion;
  globalThis.matchMedia = (query) => ({ matches: query === "(prefers-reduced-motion: reduce)" });
  bringIntoView(el(900, 950));
  assert.deepEqual(scrolled.map((s) => s.behavior), ["instant", "instant"]);
});
