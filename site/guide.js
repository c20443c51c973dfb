// @ts-check
// The piece guide: every piece as the engine draws it (suido.svg, through the worker's pieces op), each with one
// line on what it does; then the pieces of a hexagonal board (the op's grid "hex": its 14 shapes up to turning), and
// those of hexapipes' other grids, a list a grid under its name (the op's grid "tilings": each polygon's shapes).
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
    this.tilings = document.createElement("div");
    this.tilings.className = "sdg-tilings";
    root.replaceChildren(this.title, this.list, this.hexTitle, this.hexSays, this.hexList, this.tilings);
  }

  /** Draw the guide in lang (words: that language's table). */
  async show(lang, words) {
    const [pieces, shapes, others] = await Promise.all([piecesOf(this.client, lang), piecesOf(this.client, lang, "hex"),
      piecesOf(this.client, lang, "tilings")]);
    this.title.textContent = say(words, "guideTitle");
    this.list.replaceChildren(...pieces.map(item));
    this.hexTitle.textContent = say(words, "guideHexTitle");
    this.hexSays.textContent = say(words, "guideHexSays");
    this.hexList.replaceChildren(...shapes.map(item));
    const grids = new Map(); // grid -> its pieces, in the worker's order
    for (const p of others) {
      if (!grids.has(p.grid)) grids.set(p.grid, []);
      grids.get(p.grid).push(p);
    }
    this.tilings.replaceChildren(...[...grids].flatMap(([grid, list]) => {
      const title = document.createElement("h3");
      title.textContent = list[0].gridName;
      const ul = document.createElement("ul");
      ul.className = "sdg-tiling";
      ul.dataset.grid = grid;
      ul.replaceChildren(...list.map(item));
      return [title, ul];
    }));
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
