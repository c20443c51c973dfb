// Where the site's own files are (site/home.js, and the npm package's copy, package/home.js): the folder of the
// module by default on the site; a site named, read as a folder's address; the package refuses a board with none.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { homeOf } = await site("home.js");
const packed = await import(new URL("../../package/home.js", import.meta.url).href);

test("on the site: none named is the folder home.js is served from", () => {
  assert.equal(homeOf(), new URL("../../site/", import.meta.url).href);
  assert.equal(homeOf(""), homeOf(undefined));
});

test("a site named is a folder's address, on the site and in the package alike", () => {
  for (const f of [homeOf, packed.homeOf]) {
    assert.equal(f("https://example.org/suido/"), "https://example.org/suido/");
    assert.equal(f("https://example.org/suido"), "https://example.org/suido/");
    assert.equal(f(new URL("https://example.org/a/b/")), "https://example.org/a/b/");
  }
});

test("the package names no site of its own: a board without one is refused, saying how to name it", () => {
  for (const none of [undefined, null, ""]) {
    assert.throws(() => packed.homeOf(none), (e) => e instanceof TypeError && /site/.test(e.message));
  }
});
