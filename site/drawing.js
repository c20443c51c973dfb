// @ts-check
// A drawing kept as text (preview.js) is never put in as markup: parsed in an inert template (the HTML parser, as
// fast again as the XML one: a 40x40's million characters in about 35 ms against 95; nothing in it runs or loads)
// and held to what the engine draws and the shell writes onto it, each element and attribute of its own shape. The
// rest (a script, an <img onerror>, anything not SVG, a link, a handler, a url(...), an id not the drawing's) is
// left out: a big board's bands (suido.svg.bands: a foreignObject holding an <svg>) keep their <svg> alone. Its
// <style> is never the stored one: the build's own (first.js's drawing) takes its place.

const SVG_NS = "http://www.w3.org/2000/svg";

// every element svg.py draws (a polygon: a tiling's hit area), and the pin's mark the shell adds (tools.js)
const ELEMENTS = new Set(["svg", "title", "style", "defs", "marker", "g", "path", "rect", "circle", "polygon", "use",
  "foreignObject"]);
const WORD = /^[-a-z0-9 ]*$/i;                // classes, roles, data-* values
const NUMBERS = /^[-0-9. ,]*$/;               // coordinates, sizes, view boxes
// a declaration of an inline style: a name, then words and numbers or a scale or a matrix of numbers (ending in
// neither: white space after it is the separator's, or the style's end's, never both)
const DECLARATION = String.raw`\s*[-a-z]+\s*:\s*(?:[-a-z0-9.%]+(?: [-a-z0-9.%]+)*|(?:scale|matrix)\([-0-9., ]+\))`;
const ATTRIBUTES = new Map(Object.entries({
  // attribute: the shape of its value
  class: WORD, role: WORD, id: /^sd-[a-z0-9-]+$/, tabindex: /^-?[0-9]$/, "aria-label": /^[^<>]*$/,
  "aria-disabled": WORD, "aria-hidden": WORD, "aria-rowcount": NUMBERS, "aria-colcount": NUMBERS, points: NUMBERS,
  viewBox: NUMBERS, width: NUMBERS, height: NUMBERS, x: NUMBERS, y: NUMBERS, rx: NUMBERS, r: NUMBERS, cx: NUMBERS,
  cy: NUMBERS, pathLength: NUMBERS, markerWidth: NUMBERS, markerHeight: NUMBERS, "stroke-width": NUMBERS,
  markerUnits: WORD, orient: WORD, overflow: WORD, "stroke-linecap": WORD,
  d: /^[MLHVQTACZmlhvqtacz0-9 .,-]*$/,
  transform: /^((translate|scale|matrix)\([-0-9., ]+\) ?)+$/,
  // custom properties and the turn's origin: names and numbers, never url(...) nor anything in brackets
  // (a polygon's frame, --f, a scale or a matrix of numbers: suido.svg.tiles); each declaration but the last ends
  // in ";", and a value's words are one space apart: one way to read any text, so a text that is none fails at once
  // (read more ways than one, 15 declarations run together took 45 s, and white space at the end of a style took
  // time as the square of its length)
  style: new RegExp(`^(?:${DECLARATION}\\s*;)*(?:${DECLARATION})?\\s*$`, "i"),
  href: /^#sd-[a-z0-9-]+$/,
}));
// (grid and a turn box's n: the turn's step, 60 degrees on a hexagon, suido.svg.style; still: a piece not turned;
// edge, mark and wrong: an edge mark's, suido.svg.marks; ring: a piece focused by a tap, input.js; net: a piece's
// network's colour, aids.js)
const DATA = new Set(["width", "height", "kind", "wrap", "solved", "block", "big", "cell", "shape", "role", "locked",
  "wet", "fixed", "side", "w", "hint", "pinned", "of", "field", "grid", "n", "still", "hole", "edge", "mark", "wrong",
  "ring", "net"]);
const BOX = new Set(["data-extent", "data-origin"]); // the drawing's box (a field's corner): numbers

/** The pattern of one part of a drawing as text, built from the shapes above and never looser than them: an
 * element of the drawing's own with its attributes (no value holds " or &: no entity to read), an element closed, or
 * a <title> or <style> with their text (a <style> is put aside anyway). Named groups: name, attrs and end ("/": it
 * closes itself) of an element; close, the name of one closed. */
function partPattern() {
  const value = (re) => {
    const text = re.source.replace(/^\^/, "").replace(/\$$/, "").replaceAll("[^", '[^"&').replaceAll("\\s", " ");
    return re.flags.includes("i") ? text.replaceAll("a-z", "a-zA-Z") : text;
  };
  const attributes = [...ATTRIBUTES].map(([name, shape]) => `${name}="(?:${value(shape)})"`);
  attributes.push(`data-(?:${[...DATA].join("|")})="(?:${value(WORD)})"`,
    `(?:${[...BOX].join("|")})="(?:${value(NUMBERS)})"`, `xmlns="${SVG_NS}"`);
  const names = [...ELEMENTS].filter((name) => name !== "title" && name !== "style").join("|");
  return new RegExp(`<(?<name>${names})(?<attrs>(?: (?:${attributes.join("|")}))*)(?<end>/?)>`
    + `|</(?<close>${[...ELEMENTS].join("|")})>|<title>[^<&]*</title>|<style>[^<]*</style>`, "y");
}
let PART = null;
const DEEPEST = 64; // elements open at once, at most: a drawing has 8 (a band's pieces)

/** Whether the drawing in text is plain: one <svg>, whose elements and attributes are all the drawing's own, of
 * their own shapes, each closed in order, with text only in a <title> (and its <style>), and a foreignObject only as
 * a band holding <svg>s. hold leaves such a drawing as it is, so it is spared: read as text (one regular expression,
 * a 40x40 board's million characters in about 5 ms) against 40 to 70 ms to hold the elements parsed. Anything else
 * (an entity, a comment, white space between elements, a part or an attribute not the drawing's) is held.
 * @param {string} text */
export function plainDrawing(text) {
  if (typeof text !== "string") return false;
  const part = (PART ??= partPattern());
  part.lastIndex = 0;
  const open = []; // the elements open, outermost first
  while (part.lastIndex < text.length) {
    const at = part.lastIndex;
    const found = part.exec(text);
    if (!found) return false;
    const { name, attrs, end, close } = /** @type {Record<string, string | undefined>} */ (found.groups);
    const parent = open[open.length - 1];
    if (parent === "foreignObject" && name !== "svg" && !close) return false; // a band holds <svg>s alone
    if (name) {
      if (!parent && (at > 0 || name !== "svg")) return false; // one <svg>, nothing beside it
      if (name !== "use" && attrs?.includes(' href="')) return false; // (a link only to the drawing's own marks)
      if (name === "foreignObject" && !attrs?.startsWith(' class="sd-band"')) return false;
      // (no deeper than a drawing nests: past 512 the HTML parser puts an element beside its parent, not in it)
      if (!end && open.push(name) > DEEPEST) return false;
    } else if (close) {
      if (open.pop() !== close || (!open.length && part.lastIndex < text.length)) return false;
    } else if (!parent) return false;
  }
  return open.length === 0 && text.length > 0;
}

/** A piece's centre: its turn's --o. @param {Element | null | undefined} g @returns {number[] | null} */
export function centreOf(g) {
  const m = /--o:\s*([-\d.]+)px ([-\d.]+)px/.exec(g?.querySelector(".sd-turn")?.getAttribute("style") || "");
  return m && [Number(m[1]), Number(m[2])];
}

/** The drawing in text as an <svg> element of this page, held to the engine's own parts; null when the text is
 * not a drawing (not one <svg> of class suido, closed, with nothing beside it: a text cut short within it still ends
 * as the parser closes what it left open, so what it holds is checked again where it is used: preview.js). style:
 * the drawing's CSS to put in (the build's own), or "" for none. */
export function drawingOf(text, style = "") {
  if (typeof text !== "string" || !text.endsWith("</svg>")) return null;
  // (a document of its own: this page may be an SVG one, where a template is no template)
  const template = document.implementation.createHTMLDocument("").createElement("template");
  template.innerHTML = text;
  const nodes = template.content.childNodes;
  const svg = /** @type {Element} */ (nodes[0]);
  if (nodes.length !== 1 || svg.namespaceURI !== SVG_NS || svg.localName !== "svg"
      || !/(^| )suido( |$)/.test(svg.getAttribute("class") || "")) return null;
  if (!plainDrawing(text)) hold(svg);
  for (const old of svg.querySelectorAll("style")) old.remove();
  if (style && !inlineStylesApply()) adoptStyle(style);
  else if (style) {
    const el = svg.ownerDocument.createElementNS(SVG_NS, "style");
    el.textContent = style;
    svg.prepend(el);
  }
  return /** @type {SVGSVGElement} */ (/** @type {unknown} */ (document.adoptNode(svg))); // (moved, not copied: a 40x40 board has 11,000 elements)
}

/** The board's box on its host as its drawing says (suido.css): --sdp-ratio its extent's width over its height
 * (data-extent), --sdp-cols its width in cells. The board's own drawing and one shown before Python is up alike, so
 * a board keeps its size when Python takes it over (a 40x40 drawn early at 496 px across was 712 px once up).
 * @param {HTMLElement} host @param {SVGSVGElement} svg */
export function sizeHost(host, svg) {
  const [w, h] = (svg.dataset.extent || "").split(" ").map(Number);
  const width = Number(svg.dataset.width);
  host.style.setProperty("--sdp-ratio", String(w > 0 && h > 0 ? w / h : width / Number(svg.dataset.height)));
  host.style.setProperty("--sdp-cols", String(width));
}

let inline = null;
/** Whether inline styles apply (a Content-Security-Policy may refuse them: the board was then a black square). */
function inlineStylesApply() {
  if (inline === null) {
    const i = document.createElement("i");
    i.setAttribute("style", "--p:1");
    inline = i.style.getPropertyValue("--p") === "1";
  }
  return inline;
}

const adopted = new Set();
function adoptStyle(css) { // as a constructed sheet: the CSSOM is no inline style
  if (!css || adopted.has(css) || !document.adoptedStyleSheets) return;
  adopted.add(css);
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(css);
  document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

/** The engine's drawing into host; where inline styles do not apply, its styles through the CSSOM.
 * @param {Element} host @param {string} text */
export function putDrawing(host, text) {
  if (inlineStylesApply()) return void (host.innerHTML = text);
  adoptStyle(styleOf(text));
  const css = /** @type {string[]} */ ([]);
  host.innerHTML = text.replace(/<style>[^<]*<\/style>/, "")
    .replace(/ style="([^"]*)"/g, (_, s) => ` data-css="${css.push(s) - 1}"`);
  for (const el of host.querySelectorAll("[data-css]")) {
    /** @type {HTMLElement} */ (el).style.cssText = css[Number(el.getAttribute("data-css"))];
    el.removeAttribute("data-css");
  }
}

/** The CSS of a drawing in text that this page trusts (the build's), "" when it has none. */
export function styleOf(text) {
  const found = /<style>([^<]*)<\/style>/.exec(text || "");
  return found ? found[1] : "";
}

// the attributes found good, by name and value: a board repeats a few hundred of them thousands of times
const good = new Set();

/** Whether the drawing's element child may stand in el: a foreignObject only as a band (a class of its own,
 * suido.svg.bands), and in a band an <svg> alone. @param {Element} el @param {Element} child */
function ownPlace(el, child) {
  if (el.localName === "foreignObject") return child.localName === "svg";
  return child.localName !== "foreignObject" || child.getAttribute("class") === "sd-band";
}

/** el and what it holds, held to the drawing's own parts (above). By attribute names (getAttributeNames: no Attr
 * object made for each, a third less time on a 40x40); a name with a prefix (xlink:, xml:) is never the engine's. */
export function hold(el) {
  const local = el.localName;
  const names = el.getAttributeNames();
  for (let i = names.length - 1; i >= 0; i--) {
    const name = names[i];
    if (name.includes(":")) {
      el.removeAttribute(name);
      continue;
    }
    const value = /** @type {string} */ (el.getAttribute(name));
    const seen = `${name}\u0000${value}`;
    if (local !== "use" && good.has(seen)) continue;
    const shape = name.startsWith("data-") ? (BOX.has(name) ? NUMBERS : DATA.has(name.slice(5)) ? WORD : null)
      : name === "href" && local !== "use" ? null : ATTRIBUTES.get(name);
    if (!(shape ? shape.test(value) : name === "xmlns" && value === SVG_NS)) el.removeAttribute(name);
    else if (local !== "use" && good.size < 100_000) good.add(seen);
  }
  for (let child = el.firstChild, next; child; child = next) {
    next = child.nextSibling;
    if (child.nodeType === 1 && child.namespaceURI === SVG_NS && ELEMENTS.has(child.localName) && ownPlace(el, child)) {
      hold(child);
    }
    else if (!(child.nodeType === 3 && local === "title")) child.remove();
  }
}

/** text packed for the browser's storage: deflated (CompressionStream "deflate-raw") and written in base64, a
 * drawing of a 40x40 board (about 1.1 million characters) in about 5 % of that. Resolves to null where the
 * browser has no CompressionStream. @param {string} text @returns {Promise<string | null>} */
export async function pack(text) {
  if (typeof CompressionStream === "undefined") return null;
  const stream = new Blob([text]).stream().pipeThrough(new CompressionStream("deflate-raw"));
  const bytes = new Uint8Array(await new Response(stream).arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** The text pack(text) packed; null when packed is not what pack makes (not base64, not deflated, damaged) or the
 * browser has no DecompressionStream. @param {unknown} packed @returns {Promise<string | null>} */
export async function unpack(packed) {
  if (typeof packed !== "string" || typeof DecompressionStream === "undefined") return null;
  try {
    const binary = atob(packed);
    const bytes = new Uint8Array(binary.length);
    for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
    const stream = new Blob([bytes]).stream().pipeThrough(new DecompressionStream("deflate-raw"));
    return await new Response(stream).text();
  } catch {
    return null;
  }
}
