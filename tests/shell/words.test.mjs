// The words the page says (site/words.js), as the worker gives them: a line filled in as suido.strings.say does,
// the language of a tag, a set's name in the level list (levels.js), each table asked of the worker once.
import { test } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

const { say, languageOf, wordsOf } = await site("words.js");
const { sizeName } = await site("levels.js");

const words = { levelOf: "Level {n} of {size}", levelOfOne: "The first level of {size}", plain: "Turn the pieces",
  sizeBig: "Big pieces", sizeHex: "Hexagons", sizeOctagonal: "Octagons and squares",
  sizeHexapipesHex: "Hexagons (hexapipes' wrap)" };

test("a line filled in: {name} from the values, the One form when n is 1, a missing key said as itself", () => {
  assert.equal(say(words, "plain"), "Turn the pieces");
  assert.equal(say(words, "levelOf", { n: 12, size: "7x7" }), "Level 12 of 7x7");
  assert.equal(say(words, "levelOf", { n: 1, size: "7x7" }), "The first level of 7x7");
  assert.equal(say(words, "levelOf", { size: "7x7" }), "Level {n} of 7x7"); // a value not given stays
  assert.equal(say(words, "statsNowhere"), "statsNowhere");
  assert.equal(say(words, "levelOf", { n: "$&", size: "$1" }), "Level $& of $1"); // values are text, not patterns
});

test("a language tag: any tag starting with ja is Japanese, anything else English", () => {
  for (const tag of ["ja", "ja-JP", " JA ", "ja_jp"]) assert.equal(languageOf(tag), "ja", tag);
  for (const tag of ["en", "en-GB", "", null, undefined, "fr", "jav"]) assert.equal(languageOf(tag), tag === "jav" ? "ja" : "en", String(tag));
});

test("a set's name: a size is itself, a set of many sizes (a grid's among them) in words", () => {
  assert.equal(sizeName(words, "7x7"), "7x7");
  assert.equal(sizeName(words, "20x50"), "20x50");
  assert.equal(sizeName(words, "big"), "Big pieces");
  assert.equal(sizeName(words, "hex"), "Hexagons");
  // a grid's set: its name's parts capitalised, as suido.levels.set_word says (tests/engine/test_grid_levels.py)
  assert.equal(sizeName(words, "octagonal"), "Octagons and squares");
  assert.equal(sizeName(words, "hexapipes-hex"), "Hexagons (hexapipes' wrap)");
  assert.equal(sizeName(words, ""), "");
});

test("each language's table is asked of the worker once", async () => {
  const asked = [];
  const client = { call: async (op, args) => { asked.push([op, args]); return { lang: args.lang, words: { hi: args.lang } }; } };
  const [en, again, ja] = await Promise.all([wordsOf(client, "en"), wordsOf(client, "en"), wordsOf(client, "ja")]);
  assert.deepEqual([en, again, ja], [{ hi: "en" }, { hi: "en" }, { hi: "ja" }]);
  assert.deepEqual(asked, [["words", { lang: "en" }], ["words", { lang: "ja" }]]);
});

test("the how-to's turn line: a quarter on squares only, a sixth on hexagons, a side on every other grid", async () => {
  const { turnKey } = await site("howto.js");
  assert.equal(turnKey("square"), "howTurn");
  assert.equal(turnKey("hex"), "howTurnHex");
  assert.equal(turnKey("hexapipes-hex"), "howTurnHex");
  for (const grid of ["octagonal", "etrat", "cube", "trihexagonal", "snubsquare", "rhombitrihexagonal", "triangular"]) {
    assert.equal(turnKey(grid), "howTurnTiling", grid); // an octagon turns an eighth, a triangle a third: not a quarter
  }
});
