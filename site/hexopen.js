// @ts-check
// A hexapipes puzzle opened in the maker: its JSON pasted into a text area, or its file dropped on it
// or chosen, is handed to the worker's hexapipes op (suido.hexapipes reads it, the solver finds its answer), and the
// board it makes is played as a board of one's own. A puzzle that cannot be opened (a wrap one, another grid, bad
// JSON) is refused with the worker's reason, in the page's language. And the other way: the board shown, on any
// grid, written into the text area as a hexapipes puzzle (the worker's hexapipesOf; a board hexapipes cannot say is
// refused the same way). The shell reads and writes no puzzle itself.
import { OPS } from "./protocol.js";
import { say } from "./words.js";

const MOST_BYTES = 256 * 1024; // a file longer is not read (the worker refuses longer text too: suido.web.search)

export class HexapipesOpener {
  /**
   * @param {HTMLElement} root  the section to fill
   * @param {{client, words, onOpen: (opened) => Promise<void>, shown?: () => string | null}} options
   *   onOpen: the board opened, as make's reply ({code, answer, width, height, seed: null}) with said (its line);
   *   shown: the worker's id of the board shown (null: none open), which Write puts in the text area
   */
  constructor(root, { client, words, onOpen, shown = () => null }) {
    this.root = root;
    this.client = client;
    this.onOpen = onOpen;
    this.shown = shown;
    root.className = "sd-hexapipes";
    this.title = document.createElement("h3");
    this.title.id = "sd-hexapipes-title";
    root.setAttribute("aria-labelledby", this.title.id);
    this.help = document.createElement("p");
    this.help.id = "sd-hexapipes-help";
    const area = document.createElement("label");
    this.areaText = document.createElement("span");
    this.text = document.createElement("textarea");
    this.text.name = "hexapipes";
    this.text.rows = 4;
    this.text.spellcheck = false;
    this.text.autocomplete = "off";
    this.text.setAttribute("aria-describedby", this.help.id);
    area.append(this.areaText, this.text);
    const file = document.createElement("label");
    this.fileText = document.createElement("span");
    this.file = document.createElement("input");
    this.file.type = "file";
    this.file.accept = ".json,application/json,text/plain";
    file.append(this.fileText, this.file);
    this.go = document.createElement("button");
    this.go.type = "button";
    this.go.className = "sd-hexapipes-open";
    this.writeEl = document.createElement("button");
    this.writeEl.type = "button";
    this.writeEl.className = "sd-hexapipes-write";
    this.state = document.createElement("p");
    this.state.className = "sd-hexapipes-state";
    this.state.setAttribute("aria-live", "polite");
    root.append(this.title, this.help, area, file, this.go, this.writeEl, this.state);
    this.go.addEventListener("click", () => this.open(this.text.value));
    this.writeEl.addEventListener("click", () => this.write());
    this.file.addEventListener("change", () => {
      if (this.file.files?.length) this.openFile(this.file.files[0]);
    });
    // the text area is the drop zone: a file dropped on it is read and opened
    this.text.addEventListener("dragover", (e) => {
      if (![...(e.dataTransfer?.types || [])].includes("Files")) return;
      e.preventDefault();
      this.root.dataset.drop = "over";
    });
    this.text.addEventListener("dragleave", () => { delete this.root.dataset.drop; });
    this.text.addEventListener("drop", (e) => {
      const dropped = e.dataTransfer?.files?.[0];
      delete this.root.dataset.drop;
      if (!dropped) return; // dropped text goes into the area as the browser puts it
      e.preventDefault();
      this.openFile(dropped);
    });
    this.setWords(words);
  }

  setWords(words) {
    this.words = words;
    this.title.textContent = say(words, "hexapipesTitle");
    this.help.textContent = say(words, "hexapipesHelp");
    this.areaText.textContent = say(words, "hexapipesLabel");
    this.fileText.textContent = say(words, "hexapipesFile");
    this.go.textContent = say(words, "hexapipesOpen");
    this.writeEl.textContent = say(words, "hexapipesWrite");
  }

  /** Write the board shown as a hexapipes puzzle into the text area (selected, to copy), or say why it cannot be. */
  async write() {
    const board = this.shown();
    if (board === null || this.root.dataset.state === "opening") return;
    this.state.classList.remove("sd-make-error");
    try {
      const r = await this.client.call(OPS.hexapipesOf, { board, lang: document.documentElement.lang });
      this.text.value = r.text;
      this.text.select();
      this.state.textContent = r.said;
      this.root.dataset.state = "written";
    } catch (e) {
      this.refuse(e.message);
    }
  }

  async openFile(file) {
    if (file.size > MOST_BYTES) return this.refuse(say(this.words, "hexapipesTooBig", { kb: MOST_BYTES / 1024 }));
    const text = await file.text();
    this.text.value = text;
    return this.open(text);
  }

  /** Open the puzzle whose JSON is text: the worker reads it; its board is played, or its refusal said. */
  async open(text) {
    if (this.root.dataset.state === "opening") return;
    if (!text.trim()) return this.refuse(say(this.words, "hexapipesPasteFirst"));
    this.root.dataset.state = "opening";
    this.go.disabled = true;
    this.state.classList.remove("sd-make-error");
    this.state.textContent = say(this.words, "hexapipesOpening");
    try {
      const r = await this.client.call(OPS.hexapipes, { text, lang: document.documentElement.lang });
      this.state.textContent = r.said;
      this.root.dataset.state = "opened";
      await this.onOpen({ code: r.code, answer: r.answer, width: r.width, height: r.height, kind: r.kind,
        seed: null, said: r.said });
    } catch (e) {
      this.refuse(e.message);
    } finally {
      this.go.disabled = false;
    }
  }

  refuse(line) {
    this.state.textContent = line;
    this.state.classList.add("sd-make-error");
    this.root.dataset.state = "refused";
  }
}
