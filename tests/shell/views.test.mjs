// The page's words put into its marked elements (site/views.js's sayWords): a line, a label, and a link that goes
// to the guide in the page's language.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { sayWords, viewOf, unknownView } = await site("views.js");

/** An element as sayWords reads and writes it: its data-* as dataset, its text, its attributes. */
const element = (dataset) => ({ dataset, textContent: "", attrs: {}, setAttribute(k, v) { this.attrs[k] = v; } });

test("the footer's link goes where the words say (the Japanese guide on a Japanese page), its text the words' too", () => {
  const link = element({ word: "docsLink", wordHref: "docsHref" });
  const marked = { "[data-word]": [link], "[data-word-label]": [], "[data-word-href]": [link] };
  const root = { querySelectorAll: (selector) => marked[selector] ?? [] };
  sayWords(root, { docsLink: "サイト運営者の方へ", docsHref: "docs/ja.html" });
  assert.equal(link.textContent, "サイト運営者の方へ");
  assert.equal(link.attrs.href, "docs/ja.html");
  sayWords(root, { docsLink: "For site owners" }); // a table without the key leaves the link as it was
  assert.equal(link.attrs.href, "docs/ja.html");
});

test("an address naming no view of the page plays, and the view it named is kept to be said", () => {
  assert.equal(viewOf("?view=records"), "play");
  assert.equal(unknownView("?view=records"), "records");
  assert.equal(unknownView("?view="), null); // empty: the board, nothing to say
  for (const search of ["", "?size=5x5&level=3", "?view=levels", "?view=play&code=3x3:1u82e42b3"]) {
    assert.equal(unknownView(search), null, search);
  }
});
