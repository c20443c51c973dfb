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

test("a piece's centre is its hit area's (its outline, drawn at its place)", async () => {
  const { centreOf } = await site("drawing.js");
  const el = (attrs, hit = null) => ({
    getAttribute: (n) => attrs[n] ?? null,
    querySelector: (s) => (s === ".sd-hit" ? hit : null),
  });
  assert.deepEqual(centreOf(el({}, el({ x: "103", y: "203", width: "94", height: "94", rx: "6" }))), [150, 250]);
  const hexagon = el({ points: "93.3,3.47 140.3,30.61 140.3,84.87 93.3,112 46.3,84.87 46.3,30.61" });
  const [x, y] = centreOf(el({}, hexagon));
  assert.ok(Math.abs(x - 93.3) < 0.01 && Math.abs(y - 57.74) < 0.01, `${x} ${y}`);
  assert.equal(centreOf(el({})), null);
  assert.equal(centreOf(null), null);
});
