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

test("a drawing as the engine and the page write it is plain: read as text, not held element by element", async () => {
  const { plainDrawing } = await site("drawing.js");
  // (a drawing kept by an older page, one as long as a 40x40 board's, and the parts the page adds as it plays: a
  // pin's mark, a piece's ring and focus, its turn written back by the CSSOM)
  const played = drawing.replace('<g class="sd-cell"', '<g class="sd-cell" data-ring="" tabindex="0"')
    .replace('style="--q:0;', 'style="--q: -1; --f: scale(0.59);')
    .replace("</g></g>", '</g><use href="#sd-pin" class="sd-pinmark" x="0" y="0"/></g>');
  const band = '<svg xmlns="http://www.w3.org/2000/svg" class="suido"><foreignObject class="sd-band" x="-30" '
    + 'y="-30" width="60" height="60" role="none"><svg viewBox="-30 -30 60 60"><g class="sd-cell"></g></svg>'
    + "</foreignObject></svg>";
  for (const text of [drawing, big, played, band]) assert.equal(plainDrawing(text), true, text.slice(0, 80));
});

test("a drawing with anything not the drawing's own is not plain, and is held (drawing.js's hold)", async () => {
  const { plainDrawing } = await site("drawing.js");
  const whole = '<svg xmlns="http://www.w3.org/2000/svg" class="suido"><g class="sd-cell"><path d="M0 0"/></g></svg>';
  assert.equal(plainDrawing(whole), true);
  const bad = {
    "an entity": whole.replace('d="M0 0"', 'd="&#77;0 0"'),
    "a comment": whole.replace("<g", "<!-- --><g"),
    "white space between elements": whole.replace("<g", "\n<g"),
    "text outside a title": whole.replace("<path", "hello<path"),
    "a script": whole.replace("<path", "<script>x()</script><path"),
    "an element not the drawing's": whole.replace("<path", "<image/><path"),
    "an attribute not the drawing's": whole.replace("<path", '<path onclick="x()"'),
    "a prefixed attribute": whole.replace("<path", '<path xlink:href="#sd-pin"'),
    "a link off a <use>": whole.replace("<path", '<path href="#sd-pin"'),
    "a link not to the drawing's own": whole.replace("<path", '<use href="https://x/#a"/><path'),
    "a value of another shape": whole.replace('d="M0 0"', 'd="url(x)"'),
    "single quotes": whole.replace('d="M0 0"', "d='M0 0'"),
    "an element left open": whole.replace("</g>", ""),
    "an element closed out of order": whole.replace('<path d="M0 0"/>', '<path d="M0 0">'),
    "a second <svg> beside it": whole + whole,
    "a root not an <svg>": whole.replaceAll("svg", "g"),
    "a foreignObject not a band": whole.replace("<path", '<foreignObject><svg></svg></foreignObject><path'),
    "a band holding other than <svg>": whole.replace("<path", '<foreignObject class="sd-band"><g></g></foreignObject><path'),
    "a title outside the root": "<title>x</title>" + whole,
    // (past 512 open elements the HTML parser puts one beside its parent: the band's <svg> and a title beside it)
    "elements nested deeper than a drawing's": whole.replace("<path", `${"<g>".repeat(509)}<foreignObject class="sd-band">`
      + `<svg><title>x</title></svg></foreignObject>${"</g>".repeat(509)}<path`),
    "nothing": "",
  };
  for (const [what, text] of Object.entries(bad)) assert.equal(plainDrawing(text), false, what);
  for (const none of [null, undefined, 42, {}]) assert.equal(plainDrawing(none), false);
});

test("an inline style is read one way only: a tampered one fails at once", async () => {
  const { plainDrawing } = await site("drawing.js");
  // (40 declarations run together with no ";", and a character no style has at the end: read every way they could
  // be split, as before, 15 of them took 45 s, and 40 never end)
  const text = `<svg xmlns="http://www.w3.org/2000/svg" class="suido" style="${"aa:bb cc ".repeat(40)}!"></svg>`;
  assert.equal(plainDrawing(text), false);
  assert.equal(plainDrawing(text.replace("!", "")), false);
  // white space at a style's end read two ways, in a style given again and again (the parser keeps the first): 5 to
  // the power of their count; and a million spaces, as the square of their count
  assert.equal(plainDrawing(`<svg class="suido"${' style="a:b    "'.repeat(40)}!></svg>`), false);
  assert.equal(plainDrawing(`<svg class="suido"><g style="a:b${" ".repeat(1_000_000)}!"/></svg>`), false);
  assert.equal(plainDrawing('<svg class="suido" style="--k: 3; --o: 50px 50px;  "></svg>'), true);
});
