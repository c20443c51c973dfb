// @ts-check
// Defines <suido-board> (once). Import this module, or the class from suido-board-element.js to name it yourself.
import { SuidoBoardElement } from "./suido-board-element.js";

if (globalThis.customElements && !customElements.get("suido-board")) {
  customElements.define("suido-board", SuidoBoardElement);
}

export { SuidoBoardElement };
