// The UTC day under an open page (site/days.js): the time to the next level of the day, the day turning while
// the page is open (at midnight, on a page shown again after a sleep), and the day a solve counts for (a game begun
// before midnight, the page read again after it, too).
import { test, beforeEach, afterEach, mock } from "node:test";
import assert from "node:assert/strict";
import { site, memoryStorage } from "./site.mjs";

const { untilNextDay, watchDay, dayOfSolve, begunOf } = await site("days.js");
const { OPS } = await site("protocol.js");

const at = (iso) => Date.parse(iso);

test("the time to the next level of the day is the time to the next 00:00 UTC", () => {
  assert.equal(untilNextDay(at("2026-12-02T23:59:59Z")), 1000);
  assert.equal(untilNextDay(at("2026-12-02T00:00:00Z")), 24 * 3600_000);
  assert.equal(untilNextDay(at("2026-12-31T12:00:00Z")), 12 * 3600_000); // into the next year
  assert.equal(untilNextDay(at("2028-02-28T18:00:00Z")), 6 * 3600_000); // a leap year's 29 February is a day
});

/** A page (document) whose visibility a test sets, and the day it reads. */
function page() {
  const doc = Object.assign(new EventTarget(), { visibilityState: "visible" });
  globalThis.document = doc;
  return doc;
}

beforeEach(() => mock.timers.enable({ apis: ["setTimeout", "Date"], now: at("2026-12-02T23:59:30Z") }));
afterEach(() => mock.timers.reset());

test("the day turns at midnight while the page is open, once, with the day before", () => {
  page();
  let day = "2026-12-02";
  const turned = [];
  const stop = watchDay(() => day, (now, was) => turned.push([now, was]));
  mock.timers.tick(29_000);
  assert.deepEqual(turned, []);
  day = "2026-12-03"; // midnight passed
  mock.timers.tick(1_100);
  assert.deepEqual(turned, [["2026-12-03", "2026-12-02"]]);
  mock.timers.tick(5 * 60_000); // and not again the same day
  assert.deepEqual(turned, [["2026-12-03", "2026-12-02"]]);
  stop();
});

test("a machine asleep over midnight: the page shown again looks at once; stopped, it looks no more", () => {
  const doc = page();
  let day = "2026-12-02";
  const turned = [];
  const stop = watchDay(() => day, (now) => turned.push(now));
  day = "2026-12-04"; // woken two days later, no timer run yet
  doc.visibilityState = "hidden";
  doc.dispatchEvent(new Event("visibilitychange"));
  assert.deepEqual(turned, []);
  doc.visibilityState = "visible";
  doc.dispatchEvent(new Event("visibilitychange"));
  assert.deepEqual(turned, ["2026-12-04"]);
  stop();
  day = "2026-12-05";
  doc.dispatchEvent(new Event("visibilitychange"));
  mock.timers.tick(24 * 3600_000);
  assert.deepEqual(turned, ["2026-12-04"]);
});

/** A worker's end that answers the daily op from a table of days -> level, and counts what it was asked. */
function worker(levels) {
  const asked = [];
  return {
    asked,
    call: async (op, args) => {
      asked.push([op, args]);
      assert.equal(op, OPS.daily);
      return { size: args.size, day: args.day, level: levels[args.day] };
    },
  };
}

test("a solve counts for today when it is today's level of the day", async () => {
  const client = worker({ "2026-12-03": 9 });
  assert.equal(await dayOfSolve(client, "7x7", 9, "2026-12-03", null), "2026-12-03");
  assert.deepEqual(client.asked, [["daily", { size: "7x7", day: "2026-12-03" }]]);
});

test("a level of the day begun before midnight and solved after counts for the day it was the level of", async () => {
  const client = worker({ "2026-12-03": 9, "2026-12-02": 4 });
  const begun = { key: "7x7#4", day: "2026-12-02" };
  assert.equal(await dayOfSolve(client, "7x7", 4, "2026-12-03", begun), "2026-12-02");
  // a level that was neither day's, or begun on another level: no day
  assert.equal(await dayOfSolve(client, "7x7", 5, "2026-12-03", { key: "7x7#5", day: "2026-12-02" }), null);
  const other = worker({ "2026-12-03": 9, "2026-12-02": 4 });
  assert.equal(await dayOfSolve(other, "7x7", 4, "2026-12-03", { key: "5x5#4", day: "2026-12-02" }), null);
  assert.equal(other.asked.length, 1); // the day it was begun is not asked of a level begun elsewhere
});

test("a game begun before midnight keeps its day through a reload: played on, it is still that day's", async () => {
  globalThis.localStorage = memoryStorage();
  // opened fresh on the 2nd: begun that day
  assert.deepEqual(begunOf("5x5#85", "2026-12-02", false), { key: "5x5#85", day: "2026-12-02" });
  // the page read again on the 3rd with moves saved: begun on the 2nd still, and counted for it
  const begun = begunOf("5x5#85", "2026-12-03", true);
  assert.deepEqual(begun, { key: "5x5#85", day: "2026-12-02" });
  const client = { call: async (op, { day }) => ({ level: day === "2026-12-02" ? 85 : 86 }) };
  assert.equal(await dayOfSolve(client, "5x5", 85, "2026-12-03", begun), "2026-12-02");
  // a game with no moves yet, or another board's, is begun today
  assert.deepEqual(begunOf("5x5#85", "2026-12-03", false), { key: "5x5#85", day: "2026-12-03" });
  assert.deepEqual(begunOf("7x7#4", "2026-12-04", true), { key: "7x7#4", day: "2026-12-04" });
  // what is kept but not a day of ours (tampered, or a day to come) is not taken
  localStorage.setItem("suido-begun", JSON.stringify({ key: "7x7#4", day: "2099-01-01" }));
  assert.deepEqual(begunOf("7x7#4", "2026-12-04", true), { key: "7x7#4", day: "2026-12-04" });
  localStorage.setItem("suido-begun", "{not json");
  assert.deepEqual(begunOf("7x7#4", "2026-12-04", true), { key: "7x7#4", day: "2026-12-04" });
  // a store that refuses: today, nothing thrown
  globalThis.localStorage = { getItem() { throw new Error("refused"); }, setItem() { throw new Error("refused"); } };
  assert.deepEqual(begunOf("5x5#85", "2026-12-03", true), { key: "5x5#85", day: "2026-12-03" });
  delete globalThis.localStorage;
});
