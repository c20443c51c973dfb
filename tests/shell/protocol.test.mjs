// The worker protocol's page end (site/protocol.js): a request's text, a message read (one that is not JSON is a
// fatal one, never a throw), and the table of ops. (tests/test_shell.py holds the table to suido.web's own.)
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { request, reply, OPS, PROTOCOL } = await site("protocol.js");

test("a request is the JSON text of {id, op, args}, args {} when none are given", () => {
  assert.deepEqual(JSON.parse(request(7, OPS.move, { board: "b1", move: "3-" })),
    { id: 7, op: "move", args: { board: "b1", move: "3-" } });
  assert.equal(request(1, OPS.hello), '{"id":1,"op":"hello","args":{}}');
  // a point left out (undefined) is not sent; words with quotes and other scripts go through whole
  assert.deepEqual(JSON.parse(request(2, OPS.move, { board: "b1", move: "0+", point: undefined })).args,
    { board: "b1", move: "0+" });
  // an op the worker does not take is the page's own mistake, refused at once
  assert.throws(() => request(4, "turn", { board: "b1" }), TypeError);
  assert.equal(JSON.parse(request(3, OPS.hexapipes, { text: '{"a": "水道"}' })).args.text, '{"a": "水道"}');
});

test("a request's lists stay lists on a host page whose library gives Array a toJSON (as Prototype.js does)", () => {
  const had = Object.getOwnPropertyDescriptor(Array.prototype, "toJSON");
  // Prototype.js 1.6's Array#toJSON: a list written as a string, so every board on such a page was refused
  // ("'solved' must be a list of level numbers")
  Array.prototype.toJSON = function () { return "[" + Array.prototype.map.call(this, (x) => JSON.stringify(x)).join(", ") + "]"; };
  try {
    const sent = JSON.parse(request(5, OPS.levels, { size: "5x5", solved: [1, 2], more: { days: ["2026-01-01"], n: [[1], []] } }));
    assert.deepEqual(sent.args, { size: "5x5", solved: [1, 2], more: { days: ["2026-01-01"], n: [[1], []] } });
  } finally {
    if (had) Object.defineProperty(Array.prototype, "toJSON", had);
    else delete Array.prototype.toJSON;
  }
  assert.equal(request(6, OPS.levels, { solved: [3] }), '{"id":6,"op":"levels","args":{"solved":[3]}}');
});

test("a message from the worker is parsed; one that is not JSON becomes a fatal one that quotes its start", () => {
  assert.deepEqual(reply('{"id": 4, "ok": true, "result": {"turned": true}}'), { id: 4, ok: true, result: { turned: true } });
  assert.deepEqual(reply('{"type": "progress", "loaded": 10, "total": 20}'), { type: "progress", loaded: 10, total: 20 });
  const bad = reply(`Traceback ${"x".repeat(200)}`);
  assert.equal(bad.type, "fatal");
  assert.equal(bad.id, null);
  assert.ok(bad.message.startsWith("the worker said something that is not JSON: Traceback xxx"));
  assert.ok(bad.message.length < 140);
  assert.equal(reply(undefined).type, "fatal");
  assert.equal(reply("").type, "fatal");
});

test("the table of ops: each op's name is itself, the table cannot be changed, and the version is a whole number", () => {
  for (const [key, name] of Object.entries(OPS)) assert.equal(key, name);
  assert.ok(Object.isFrozen(OPS));
  assert.throws(() => { "use strict"; OPS.move = "spin"; }, TypeError);
  assert.ok(Number.isInteger(PROTOCOL) && PROTOCOL > 0);
  for (const op of ["hello", "open", "move", "close", "levels", "make", "words"]) assert.ok(op in OPS, op);
});
