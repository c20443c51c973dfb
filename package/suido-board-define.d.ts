// Types of the define entry (suido-board-define.js): importing it defines <suido-board> in a browser (once), and
// nothing on a server.
export { SuidoBoardElement } from "./suido-board-element.js";
