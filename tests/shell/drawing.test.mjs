// A big board's drawing kept packed for the next visit (site/drawing.js's pack and unpack): what is unpacked is
// the drawing as it was, much smaller packed, and anything else given to unpack is no drawing (null), never a throw.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { site } from "./site.mjs";

const { pack, unpack } = await site("drawing.js");

// a drawing the engine made (kept by an older page), and one as long as a 40x40 board's: its rows again and again
const saved = JSON.parse(readFileSync(new URL("./old-saves.json", import.meta.url), "utf8"));
const drawing = JSON.parse(saved.today["suido-last-drawing"]).html;
const rows = drawing.match(/<g role="row".*<\/g><\/g><\/g>/)[0];
const big = drawing.replace(rows, rows.repeat(Math.ceil(1_100_000 / rows.length)));

test("a drawing packed is unpacked as it was, a big one in under a tenth of its length", async () => {
  assert.ok(drawing.length > 10_000 && big.length > 1_000_000);
  for (const text of [drawing, big, "", "水道 — ✓"]) {
    const packed = await pack(text);
    assert.equal(typeof packed, "string");
    assert.match(packed, /^[A-Za-z0-9+/]*={0,2}$/); // base64: what localStorage keeps as it is
    assert.equal(await unpack(packed), text);
  }
  assert.ok((await pack(big)).length < big.length / 10);
});

test("what is not a packed drawing unpacks to null", async () => {
  const packed = await pack(drawing);
  for (const bad of [null, undefined, 42, {}, "%%% not base64", btoa("plain text, not deflated"),
    packed.slice(0, packed.length / 2)]) {
    assert.equal(await unpack(bad), null, String(bad).slice(0, 40));
  }
});

test("a piece's centre is its turn's --o (where it turns about, but in a square)", async () => {
  const { centreOf } = await site("drawing.js");
  const el = (attrs, turn = null) => ({
    getAttribute: (n) => attrs[n] ?? null,
    querySelector: (s) => (s === ".sd-turn" ? turn : null),
  });
  assert.deepEqual(centreOf(el({}, el({ style: "--q:0;--o:150px 250px;transform-origin:200px 300px" }))), [150, 250]);
  assert.deepEqual(centreOf(el({}, el({ style: "--q:3;--o:93.3px 57.74px;--f:scale(0.59)" }))), [93.3, 57.74]);
  // as a browser writes the style back (the CSSOM's own text, where inline styles are refused)
  assert.deepEqual(centreOf(el({}, el({ style: "--q: 1; --o: 50px 50px;" }))), [50, 50]);
  assert.equal(centreOf(el({}, el({ style: "--q:0" }))), null);
  assert.equal(centreOf(el({})), null);
  assert.equal(centreOf(null), null);
});
