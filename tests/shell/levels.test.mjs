// What the level list keeps in the browser (site/levels.js): the set played last, and the next level as the
// worker last said it for the levels solved then (this release's, whole, else none: the worker decides).
import { test } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage } from "./site.mjs";

test("the level list's memory (levels.js): the set played last, else one with a level solved, else the fallback", async () => {
  globalThis.localStorage = memoryStorage();
  const { lastSet, keptNext } = await site("levels.js");
  assert.equal(lastSet(["5x5", "7x7"], "5x5"), "5x5");
  localStorage.setItem("suido:solved:7x7", "1,2");
  assert.equal(lastSet(["5x5", "7x7"], "5x5"), "7x7");
  localStorage.setItem("suido-last-set", "big");
  assert.equal(lastSet(["5x5", "7x7", "big"], "5x5"), "big");
  assert.equal(lastSet(["5x5", "7x7"], "5x5"), "7x7"); // a set no longer listed is not played
  // the next level as the worker last said for the levels solved now, this release's only; junk is none
  const { RELEASE } = await import("./built/release.js");
  const kept = { release: RELEASE, solved: "1,2", open: 16, next: 3, opens: null, day: "2026-12-02", daily: 0 };
  localStorage.setItem("suido-levels-kept", JSON.stringify({ "7x7": kept }));
  assert.equal(keptNext("7x7"), 3);
  localStorage.setItem("suido:solved:7x7", "1,2,3");
  assert.equal(keptNext("7x7"), 0); // solved more since: the worker says again
  localStorage.setItem("suido-levels-kept", JSON.stringify({ "7x7": { ...kept, solved: "1,2,3", release: "older" } }));
  assert.equal(keptNext("7x7"), 0);
  localStorage.setItem("suido-levels-kept", JSON.stringify({ "7x7": { ...kept, solved: "1,2,3", next: -1 } }));
  assert.equal(keptNext("7x7"), 0);
  localStorage.setItem("suido-levels-kept", "[1, 2]");
  assert.equal(keptNext("7x7"), 0);
});
