// @ts-check
// The piece guide: every piece as the engine draws it (suido.svg, through the worker's pieces op), each with one
// line on what it does; then the pieces of a hexagonal board (the op's grid "hex": its 14 shapes up to turning).
// Asked again in the other language when the language changes.
import { OPS } from "./protocol.js";
import { say } from "./words.js";

const drawn = new WeakMap(); // client -> Map(grid + lang -> Promise<pieces[]>)

/** Every piece as the worker draws it in lang (grid: "square", or "hex" for the hexagonal shapes), asked once per
 * client, grid and language (the guide and the how-to share it); a failed ask is asked again next time. */
export function piecesOf(client, lang, grid = "square") {
  if (!drawn.has(client)) drawn.set(client, new Map());
  const byLang = drawn.get(client);
  const key = `${grid} ${lang}`;
  if (!byLang.has(key)) {
    const asked = client.call(OPS.pieces, grid === "square" ? { lang } : { lang, grid }).then((r) => r.pieces);
    asked.catch(() => byLang.delete(key));
    byLang.set(key, asked);
  }
  return byLang.get(key);
}

export class PieceGuide {
  /** @param {HTMLElement} root  @param {{client}} options */
  constructor(root, { client }) {
    this.root = root;
    this.client = client;
    root.classList.add("sd-guide");
    this.title = document.createElement("h2");
    this.list = document.createElement("ul");
    this.hexTitle = document.createElement("h3");
    this.hexSays = document.createElement("p");
    this.hexSays.className = "sdg-hex-says";
    this.hexList = document.createElement("ul");
    this.hexList.className = "sdg-hex";
    this.hexList.dataset.grid = "hex";
    root.replaceChildren(this.title, this.list, this.hexTitle, this.hexSays, this.hexList);
  }

  /** Draw the guide in lang (words: that language's table). */
  async show(lang, words) {
    const [pieces, shapes] = await Promise.all([piecesOf(this.client, lang), piecesOf(this.client, lang, "hex")]);
    this.title.textContent = say(words, "guideTitle");
    this.list.replaceChildren(...pieces.map(item));
    this.hexTitle.textContent = say(words, "guideHexTitle");
    this.hexSays.textContent = say(words, "guideHexSays");
    this.hexList.replaceChildren(...shapes.map(item));
    this.root.dataset.lang = lang;
  }
}

function item(p) {
  const li = document.createElement("li");
  li.dataset.piece = p.piece;
  const pic = document.createElement("div");
  pic.className = "sdg-pic";
  pic.innerHTML = p.svg; // our own package's drawing; its label is escaped
  pic.querySelector("svg")?.setAttribute("role", "img");
  const text = document.createElement("p");
  const name = document.createElement("strong");
  name.textContent = p.name;
  text.append(name, document.createElement("br"), p.says);
  li.append(pic, text);
  return li;
}
