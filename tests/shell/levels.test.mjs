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

test("what the worker is asked for the level list (levels.js): its hello once, a day's level once, rows and marks together", async () => {
  const { sendLevels, helloOf, dailyOf } = await site("levels.js");
  const asked = [];
  let failDaily = true;
  const client = {
    call(op, args) {
      asked.push(op);
      if (op === "hello") return Promise.resolve({ sizes: ["5x5", "7x7", "9x9", "11x11"] });
      if (op === "daily") return failDaily ? Promise.reject(new Error("lost")) : Promise.resolve({ level: 7 });
      return Promise.resolve({ count: 2, got: args });
    },
  };
  const fetched = [];
  const saved = globalThis.fetch;
  let release = null;
  const held = new Promise((resolve) => { release = resolve; });
  let offline = true;
  globalThis.fetch = async (url) => {
    fetched.push(String(url).split("/").pop());
    await held; // (both asked for before either comes)
    if (String(url).endsWith("7x7.tsv") && offline) throw new TypeError("Failed to fetch");
    if (String(url).endsWith("9x9.tsv") && offline) return { ok: false, status: 503 };
    if (String(url).endsWith("11x11.tsv")) return { ok: false, status: 404 };
    return { ok: true, text: async () => (String(url).endsWith("marks.json") ? '{"5x5": "12"}' : "rows of 5x5") };
  };
  try {
    const reply = sendLevels(client, "5x5", "http://here/levels/");
    await new Promise((resolve) => setTimeout(resolve, 0));
    assert.deepEqual(fetched.sort(), ["5x5.tsv", "marks.json"]);
    release();
    const info = await reply;
    assert.deepEqual(info.got, { size: "5x5", solved: [], rows: "rows of 5x5", marks: "12" });
    assert.deepEqual((await sendLevels(client, "5x5", "http://here/levels/")).got, { size: "5x5", solved: [] });
    assert.equal(fetched.length, 2); // each file fetched once (each caller's URL is an object of its own)
    assert.equal(await sendLevels(client, "7x7", "http://here/levels/"), null); // offline: not there, for now
    assert.equal(await sendLevels(client, "9x9", "http://here/levels/"), null); // a 503 on its way: likewise
    assert.equal(await sendLevels(client, "11x11", "http://here/levels/"), null); // not there at all (404)
    offline = false;
    assert.equal((await sendLevels(client, "7x7", "http://here/levels/")).got.rows, "rows of 5x5"); // asked again
    assert.equal((await sendLevels(client, "9x9", "http://here/levels/")).got.rows, "rows of 5x5");
    assert.equal(await sendLevels(client, "11x11", "http://here/levels/"), null); // kept: asked once
    assert.deepEqual(fetched.slice(2), ["7x7.tsv", "9x9.tsv", "11x11.tsv", "7x7.tsv", "9x9.tsv"]);
    assert.equal(await sendLevels(client, "13x13", "http://here/levels/"), null); // not one of the worker's sizes
    await helloOf(client);
    assert.equal(asked.filter((op) => op === "hello").length, 1);
    await assert.rejects(dailyOf(client, "5x5", "2026-12-04")); // a lost worker's answer is not kept
    failDaily = false;
    assert.equal((await dailyOf(client, "5x5", "2026-12-04")).level, 7);
    assert.equal((await dailyOf(client, "5x5", "2026-12-04")).level, 7);
    assert.equal(asked.filter((op) => op === "daily").length, 2);
  } finally {
    globalThis.fetch = saved;
  }
});
