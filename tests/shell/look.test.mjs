// A board's look in another page (site/look.js) and the embedding's flags (site/suido.js's isOn): a width or
// theme as given, checked (a bad one is null, for the board to say so), and an attribute's flag read as a boolean.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { widthOf, themeOf } = await site("look.js");
const { isOn } = await site("suido.js");

test("a width: none is the place's own, a bare number is px, a CSS length as given; a keyword or junk is null", () => {
  assert.equal(widthOf(""), "");
  assert.equal(widthOf(undefined), "");
  assert.equal(widthOf("  "), "");
  assert.equal(widthOf("320"), "320px");
  assert.equal(widthOf(" 20.5 "), "20.5px");
  for (const css of ["320px", "20rem", "80%", "50vw", "30ch", "2em"]) assert.equal(widthOf(css), css);
  for (const bad of ["auto", "INHERIT", "revert-layer", "wide", "-3px", "12 px", "1e3"]) assert.equal(widthOf(bad), null, bad);
});

test("a width is the browser's to judge where it can (CSS.supports): min() and calc() then pass", () => {
  globalThis.CSS = { supports: (property, value) => property === "width" && /^(min|calc)\(/.test(value) };
  try {
    assert.equal(widthOf("min(100%, 30rem)"), "min(100%, 30rem)");
    assert.equal(widthOf("banana"), null);
    assert.equal(widthOf("auto"), null); // never a keyword, whatever the browser says
  } finally {
    delete globalThis.CSS;
  }
});

test("a theme: auto when none, light or dark in any case; anything else null", () => {
  assert.equal(themeOf(""), "auto");
  assert.equal(themeOf(null), "auto");
  assert.equal(themeOf(" Dark "), "dark");
  assert.equal(themeOf("LIGHT"), "light");
  assert.equal(themeOf("auto"), "auto");
  assert.equal(themeOf("sepia"), null);
});

test("a flag: present and not false, off, 0 or no (any case, any spaces) is on; a value not text is itself", () => {
  for (const on of ["", "true", "on", "1", "yes", "hints", " falsey "]) assert.equal(isOn(on), true, JSON.stringify(on));
  for (const off of ["false", "OFF", " 0 ", "No"]) assert.equal(isOn(off), false, off);
  assert.equal(isOn(true), true);
  assert.equal(isOn(false), false);
  assert.equal(isOn(undefined), false);
  assert.equal(isOn(0), false);
});
