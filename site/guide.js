// The piece guide: every piece as the engine draws it (suido.svg, through the worker's pieces op), each with one
// line on what it does. Asked again in the other language when the language changes.
import { OPS } from "./protocol.js";
import { say } from "./words.js";

const drawn = new WeakMap(); // client -> Map(lang -> Promise<pieces[]>)

/** Every piece as the worker draws it in lang, asked once per client and language (the guide and the how-to
 * share it); a failed ask is asked again next time. */
export function piecesOf(client, lang) {
  if (!drawn.has(client)) drawn.set(client, new Map());
  const byLang = drawn.get(client);
  if (!byLang.has(lang)) {
    const asked = client.call(OPS.pieces, { lang }).then((r) => r.pieces);
    asked.catch(() => byLang.delete(lang));
    byLang.set(lang, asked);
  }
  return byLang.get(lang);
}

export class PieceGuide {
  /** @param {HTMLElement} root  @param {{client}} options */
  constructor(root, { client }) {
    this.root = root;
    this.client = client;
    root.classList.add("sd-guide");
    this.title = document.createElement("h2");
    this.list = document.createElement("ul");
    root.replaceChildren(this.title, this.list);
  }

  /** Draw the guide in lang (words: that language's table). */
  async show(lang, words) {
    const pieces = await piecesOf(this.client, lang);
    this.title.textContent = say(words, "guideTitle");
    this.list.replaceChildren(...pieces.map((p) => {
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
    }));
    this.root.dataset.lang = lang;
  }
}
