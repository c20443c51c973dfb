// A board that wraps among its copies (site/field.js): a copy is the piece's group cloned without what is the piece's
// own, moved a period away, and kept to the piece: what the page writes on the piece (its water, its turn, its pin's
// mark, the hint's light) is written on each copy too, and nothing else (its words, its focus).
import { test, beforeEach } from "node:test";
import assert from "node:assert/strict";
import { site } from "./site.mjs";

/** A stand-in for a DOM element: attributes, children, clone, insert, remove, closest. */
class El {
  constructor(name, attrs = {}, children = []) {
    this.name = name;
    this.attrs = new Map(Object.entries(attrs));
    this.children = [];
    this.parentNode = null;
    for (const c of children) this.appendChild(c);
  }
  getAttribute(n) { return this.attrs.has(n) ? this.attrs.get(n) : null; }
  setAttribute(n, v) { this.attrs.set(n, String(v)); }
  removeAttribute(n) { this.attrs.delete(n); }
  appendChild(c) { return this.insertBefore(c, null); }
  insertBefore(c, ref) {
    c.parentNode = this;
    const at = ref ? this.children.indexOf(ref) : -1;
    if (at < 0) this.children.push(c); else this.children.splice(at, 0, c);
    return c;
  }
  remove() {
    if (!this.parentNode) return;
    this.parentNode.children.splice(this.parentNode.children.indexOf(this), 1);
    this.parentNode = null;
  }
  get nextElementSibling() {
    const list = this.parentNode?.children || [];
    return list[list.indexOf(this) + 1] || null;
  }
  querySelectorAll() { return this.children.flatMap((c) => [c, ...c.querySelectorAll("*")]); }
  cloneNode() { return new El(this.name, Object.fromEntries(this.attrs), this.children.map((c) => c.cloneNode(true))); }
  closest(selector) {
    const name = /^\[([-a-z]+)\]$/.exec(selector)?.[1];
    for (let el = this; el; el = el.parentNode) if (el.attrs.has(name)) return el;
    return null;
  }
}

const piece = () => new El("g", { class: "sd-cell", id: "sd-f1-c-7", "data-cell": "7", tabindex: "-1", role: "gridcell",
  "aria-label": "Row 1, column 8: elbow", "data-wet": "false", style: "--k:0" }, [
  new El("path", { class: "sd-hit" }),
  new El("g", { class: "sd-turn", style: "--q:0;--o:750px 50px" }, [
    new El("path", { class: "sd-pipe" }), new El("path", { class: "sd-arm", "data-side": "0", "data-w": "" }),
    new El("path", { class: "sd-arm", "data-side": "1", "data-w": "" })]),
]);

let field;
beforeEach(async () => {
  globalThis.Element = El;
  field = await site("field.js");
});

test("a copy is the piece's group without what is the piece's own, moved a period away, saying whose it is", () => {
  const g = piece();
  const copy = field.copyOf(g, "7", -2000, 0);
  for (const own of ["id", "data-cell", "tabindex", "role", "aria-label"]) assert.equal(copy.getAttribute(own), null, own);
  assert.equal(copy.getAttribute("class"), "sd-copy"); // nothing that looks for pieces (.sd-cell) finds a copy
  assert.equal(copy.getAttribute("data-of"), "7");
  // the piece's parts at their absolute places, its turn about its own centre: the copy's group moved, one translate
  // (a kept drawing holds to one)
  assert.equal(copy.getAttribute("transform"), "translate(-2000 0)");
  assert.equal(copy.children[1].getAttribute("style"), "--q:0;--o:750px 50px");
  assert.equal(copy.querySelectorAll("*").length, g.querySelectorAll("*").length);
  assert.equal(g.getAttribute("data-cell"), "7"); // the piece itself untouched
  assert.equal(g.getAttribute("transform"), null);
});

test("what the page writes on a piece is written on each copy, its words and focus not", () => {
  const g = piece();
  const copies = [field.copyOf(g, "7", -2000, 0), field.copyOf(g, "7", 0, 2000)];
  const mirror = new field.Mirror();
  for (const copy of copies) mirror.pair(g, copy);
  const arm = g.querySelectorAll("*").filter((el) => el.getAttribute("data-side") === "1")[0];
  const turn = g.children[1];
  const write = (el, name, value) => {
    if (value === null) el.removeAttribute(name); else el.setAttribute(name, value);
    return { type: "attributes", target: el, attributeName: name };
  };
  mirror.take([write(g, "data-wet", "true"), write(g, "style", "--k:3;--sd-from:3"), write(arm, "data-w", "in"),
    write(turn, "style", "--q:1"), write(g, "data-hint", "true"), write(g, "aria-label", "wet")]);
  for (const copy of copies) {
    const its = copy.querySelectorAll("*");
    assert.equal(copy.getAttribute("data-wet"), "true");
    assert.equal(copy.getAttribute("style"), "--k:3;--sd-from:3"); // the water's pace: it runs on the copy too
    assert.equal(its.filter((el) => el.getAttribute("data-side") === "1")[0].getAttribute("data-w"), "in");
    assert.equal(its.filter((el) => el.getAttribute("class") === "sd-turn")[0].getAttribute("style"), "--q:1");
    assert.equal(copy.getAttribute("data-hint"), "true");
    assert.equal(copy.getAttribute("aria-label"), null); // words are the piece's alone
  }
  mirror.take([write(g, "data-hint", null)]);
  assert.ok(copies.every((copy) => copy.getAttribute("data-hint") === null));
  // the pin's mark added to the piece (tools.js), then taken away
  const pin = new El("use", { class: "sd-pinmark", href: "#sd-pin" });
  g.appendChild(pin);
  mirror.take([{ type: "childList", target: g, addedNodes: [pin], removedNodes: [] }]);
  for (const copy of copies) assert.equal(copy.children.at(-1).getAttribute("class"), "sd-pinmark");
  assert.notEqual(copies[0].children.at(-1), pin);
  pin.remove();
  mirror.take([{ type: "childList", target: g, addedNodes: [], removedNodes: [pin] }]);
  for (const copy of copies) assert.equal(copy.children.length, 2);
  // an element of no piece with copies: nothing written anywhere
  const other = new El("g");
  mirror.take([write(other, "data-wet", "true")]);
  assert.ok(copies.every((copy) => copy.getAttribute("data-wet") === "true"));
  mirror.stop();
  mirror.take([write(g, "data-wet", "false")]);
  assert.ok(copies.every((copy) => copy.getAttribute("data-wet") === "true")); // stopped: a new drawing's own
});

test("a press inside a copy is the piece's", () => {
  const copy = field.copyOf(piece(), "7", -2000, 0);
  assert.equal(field.copyCell(copy.children[0]), 7); // the copy's hit area
  assert.equal(field.copyCell(piece().children[0]), null); // the piece's own: not a copy's
  assert.equal(field.copyCell({}), null);
});
