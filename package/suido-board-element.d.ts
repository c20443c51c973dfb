// Types of the element's class (suido-board-element.js): its attributes as properties, its methods and its events.
// Importing the class defines nothing (the define entry, suido/define, does).
import type { SuidoEventMap, SuidoHandle } from "./suido.js";

export type { SuidoEventMap } from "./suido.js";

/** The element's attributes, each a property of its name (a flag's property is a boolean). */
export interface SuidoBoardAttributes {
  site?: string;
  grid?: string;
  size?: string;
  level?: number | string;
  daily?: boolean;
  code?: string;
  answer?: string;
  progress?: string;
  shown?: boolean;
  hints?: boolean | "off";
  controls?: boolean | "off";
  chips?: boolean | "off";
  timer?: boolean | "off";
  save?: boolean | "off";
  turning?: "clockwise" | "anticlockwise";
  zoom?: "on" | "off";
  lang?: string;
  width?: string;
  theme?: "auto" | "light" | "dark";
  label?: string;
}

/** <suido-board>: one board, every attribute read again when it changes; removing it destroys the board. */
export class SuidoBoardElement extends HTMLElement {
  static readonly observedAttributes: string[];
  /** The board's handle (mountSuido's), once connected; null before and after. */
  readonly mount: SuidoHandle | null;
  site: string;
  grid: string;
  size: string;
  level: string;
  code: string;
  answer: string;
  turning: string;
  zoom: string;
  width: string;
  theme: string;
  label: string;
  /** The game as it stands (setting it starts from a saved game). */
  progress: string;
  shown: boolean;
  hints: boolean;
  controls: boolean;
  chips: boolean;
  save: boolean;
  timer: boolean;
  daily: boolean;
  restart(): Promise<unknown> | undefined;
  hint(): Promise<number | null> | undefined;
  undo(): Promise<boolean> | undefined;
  redo(): Promise<boolean> | undefined;
  addEventListener<K extends keyof SuidoEventMap>(type: K, listener: (this: SuidoBoardElement, event: SuidoEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SuidoBoardElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions): void;
  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;
  removeEventListener<K extends keyof SuidoEventMap>(type: K, listener: (this: SuidoBoardElement, event: SuidoEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: SuidoBoardElement, event: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions): void;
  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;
}

declare global {
  interface HTMLElementTagNameMap {
    "suido-board": SuidoBoardElement;
  }
}
