// A board's clock (site/clock.js): its text (m:ss, h:mm:ss from an hour; tests/test_shell.py holds it to
// suido.records.format_time), and the clock that runs only while told to, shown each second, kept every 5 s
// and whenever it stops, measured by performance.now().
import { test, beforeEach, afterEach, mock } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { clockText, Clock } = await site("clock.js");

test("a time's text: seconds rounded down, m:ss below an hour, h:mm:ss from one; nothing below 0", () => {
  const cases = [[0, "0:00"], [999, "0:00"], [1000, "0:01"], [59_999, "0:59"], [60_000, "1:00"], [754_000, "12:34"],
    [3_599_999, "59:59"], [3_600_000, "1:00:00"], [3_661_000, "1:01:01"], [36_000_000 * 10, "100:00:00"], [-5, "0:00"]];
  for (const [ms, text] of cases) assert.equal(clockText(ms), text, String(ms));
});

let now;
beforeEach(() => {
  now = 1000;
  Object.defineProperty(globalThis, "performance", { value: { now: () => now }, configurable: true, writable: true });
  mock.timers.enable({ apis: ["setInterval", "Date"], now: Date.parse("2026-12-02T12:00:00Z") });
});
afterEach(() => mock.timers.reset());

/** A clock on a line element, its saves kept; t: ms to let pass (the clock's second ticking as it goes). */
function clockOn(line = "Time {time}") {
  const el = { textContent: "", dataset: {} };
  const saved = [];
  const clock = new Clock(el, { line: () => line, save: (ms) => saved.push(ms) });
  const pass = (ms) => { for (let i = 0; i < ms / 1000; i++) { now += 1000; mock.timers.tick(1000); } };
  return { el, saved, clock, pass };
}

test("the clock runs only while told to, shows its time each second, and keeps it when it stops", () => {
  const { el, saved, clock, pass } = clockOn();
  clock.run(true);
  assert.equal(el.dataset.running, "true");
  pass(3000);
  assert.equal(el.textContent, "Time 0:03");
  assert.deepEqual(saved, [1000]); // kept at its first second (nothing kept yet)
  clock.run(false);
  assert.deepEqual(saved, [1000, 3000]);
  assert.equal(el.dataset.running, "false");
  pass(10_000); // stopped: nothing runs, nothing is kept
  assert.equal(clock.elapsed(), 3000);
  assert.deepEqual(saved, [1000, 3000]);
  clock.run(true);
  clock.run(true); // told twice: one clock
  pass(2000);
  assert.equal(clock.elapsed(), 5000);
  clock.stop();
  assert.deepEqual(saved, [1000, 3000, 4000, 5000]); // its first second kept (last kept over 5 s before), then its stop
});

test("a running clock is kept every 5 s; set() puts it at a time and stops it", () => {
  const { el, saved, clock, pass } = clockOn();
  clock.set(60_000);
  assert.equal(el.textContent, "Time 1:00");
  clock.run(true);
  pass(12_000);
  assert.deepEqual(saved, [61_000, 66_000, 71_000]);
  clock.set(0);
  assert.equal(clock.running, false);
  assert.equal(clock.elapsed(), 0);
  assert.equal(el.textContent, "Time 0:00");
});

test("with no words yet (the board's words come from the worker) nothing is written on the line", () => {
  const { el, clock, pass } = clockOn("");
  clock.run(true);
  pass(2000);
  assert.equal(el.textContent, "");
  assert.equal(clock.elapsed(), 2000);
  clock.stop();
});
