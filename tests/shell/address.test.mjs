// The site's addresses (site/address.js): a board's seed read from its address, and the addresses of levels,
// codes and views, which keep the page's ?lang and ?sw, put in the address bar only when they change.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { seedOf, addresses } = await site("address.js");

test("a seed is digits only (1 to 40 of them); anything else is none", () => {
  assert.equal(seedOf(new URLSearchParams("code=x&seed=12345")), "12345");
  for (const query of ["", "seed=", "seed=-1", "seed=1e5", "seed=12a", `seed=${"9".repeat(41)}`, "seed=%201"]) {
    assert.equal(seedOf(new URLSearchParams(query)), "", query);
  }
  assert.equal(seedOf(new URLSearchParams(`seed=${"9".repeat(40)}`)), "9".repeat(40));
});

/** The page's globals an address is made of: its path, and history, whose pushes are kept. */
function pageAt(pathname, search = "") {
  const pushed = [];
  globalThis.location = { pathname, search };
  globalThis.history = { pushState: (state, title, address) => { pushed.push([state, address]); location.search = address.slice(pathname.length); } };
  return pushed;
}

test("an address keeps the page's ?lang (as the page's language is now) and ?sw, and nothing else of the page's", () => {
  pageAt("/suido/");
  let lang = "ja";
  const views = { setLinks: () => {} };
  const kept = addresses({ params: new URLSearchParams("lang=en&sw=off&size=9x9&level=3"), lang: () => lang,
    playing: () => null, views });
  assert.equal(kept.addressOf({ size: "7x7", level: 12 }), "/suido/?size=7x7&level=12&lang=ja&sw=off");
  lang = "en";
  assert.equal(kept.addressOf({ view: "stats" }), "/suido/?view=stats&lang=en&sw=off");
  const plain = addresses({ params: new URLSearchParams(""), lang: () => "ja", playing: () => null, views });
  assert.equal(plain.addressOf({ code: "5x5:a b" }), "/suido/?code=5x5%3Aa+b");
});

test("Play's address is the board's own; a view's is ?view=NAME; the menu's links follow each change", () => {
  const pushed = pageAt("/", "?view=levels");
  let playing = { size: "7x7", level: "today" };
  const links = [];
  const views = { setLinks: (linkOf) => links.push(["play", "levels"].map(linkOf)) };
  const a = addresses({ params: new URLSearchParams(""), lang: () => "en", playing: () => playing, views });
  assert.deepEqual(a.queryOf("play"), { size: "7x7", level: "today" });
  assert.deepEqual(a.queryOf("make"), { view: "make" });
  assert.equal(a.linkOf("play"), "/?size=7x7&level=today");
  a.goTo({ view: "levels" }); // the address it is at already: no new entry in history
  assert.deepEqual(pushed, []);
  a.goTo(a.queryOf("play"));
  assert.deepEqual(pushed, [[{ size: "7x7", level: "today" }, "/?size=7x7&level=today"]]);
  playing = null; // nothing played: Play's address is the bare page
  a.goTo({ view: "stats" });
  assert.deepEqual(links, [["/?size=7x7&level=today", "/?view=levels"], ["/?size=7x7&level=today", "/?view=levels"],
    ["/", "/?view=levels"]]); // never a bare "?": the service worker keeps the page by its path alone
  a.goTo(a.queryOf("play"));
  assert.deepEqual(pushed.at(-1), [{}, "/"]);
});
