// Types of the package's main entry (suido.js): mountSuido, its options, its handle, and the board's events.
// Written by hand beside the JavaScript (the shell is JavaScript checked from its JSDoc); the guide's
// "The npm package" says what each does, and tests/test_npm_package.py type-checks a use of every name.

/** What every event of a board carries (`event.detail`). */
export interface SuidoDetail {
  /** The board's code (its grid and pieces as dealt). */
  code: string;
  /** The game as it stands (a saved game: give it back as `progress`). */
  progress: string;
  turns: number;
  hints: number;
  solved: boolean;
  /** The piece the event is about (suido-turn, suido-hint, suido-pin), by the cell it was given in. */
  cell?: number;
}

/** suido-ready: the board is drawn and plays. */
export interface SuidoReadyDetail extends SuidoDetail {
  size: string | null;
  level: number | null;
  /** A daily board's day, "YYYY-MM-DD" (UTC); else null. */
  day: string | null;
}

/** suido-pin: a piece was pinned or unpinned. */
export interface SuidoPinDetail extends SuidoDetail {
  pinned: boolean;
}

/** suido-mark: an edge mark was made, changed or taken off. */
export interface SuidoMarkDetail extends SuidoDetail {
  edge: number;
  mark: "joined" | "shut" | "none";
}

/** suido-solve: the water reaches every piece with no leak. */
export interface SuidoSolveDetail extends SuidoDetail {
  /** ms on the board's clock. */
  ms: number;
  /** The fewest turns the board can be solved in. */
  par: number;
  /** With saving on, a level's records: */
  best?: number;
  fewest?: number;
  solves?: number;
  newBest?: boolean;
  /** Its set's best time before this solve. */
  setBefore?: number | null;
}

/** suido-turning: the way a tap turns was changed. */
export interface SuidoTurningDetail {
  turning: "clockwise" | "anticlockwise";
}

/** Every event of a board, by its name: each a bubbling CustomEvent on the host. */
export interface SuidoEventMap {
  "suido-ready": CustomEvent<SuidoReadyDetail>;
  "suido-turn": CustomEvent<SuidoDetail>;
  "suido-change": CustomEvent<SuidoDetail>;
  "suido-hint": CustomEvent<SuidoDetail>;
  "suido-undo": CustomEvent<SuidoDetail>;
  "suido-redo": CustomEvent<SuidoDetail>;
  "suido-pin": CustomEvent<SuidoPinDetail>;
  "suido-mark": CustomEvent<SuidoMarkDetail>;
  "suido-solve": CustomEvent<SuidoSolveDetail>;
  "suido-turning": CustomEvent<SuidoTurningDetail>;
}

/** What a board plays and how it looks: the element's attributes, by the same names. */
export interface SuidoOptions {
  /** The Suido site whose worker, Python and levels the board plays with (its address, such as
   * "https://example.org/suido/"). The package carries the page's side alone: a board without one throws. */
  site?: string;
  /** The level set: "5x5" to "14x14", "20x20", "28x28", "5x7", "6x10", "8x14", "20x50", "big" or "hex". */
  grid?: string;
  /** The older name of grid (grid wins). */
  size?: string;
  /** The level's number in the set. */
  level?: number | string;
  /** The level of the day of grid (7x7 when none), turning over at 00:00 UTC; wins over level. */
  daily?: boolean | string;
  /** A board of one's own by its code, instead of a level; answer: its answer (for hints). */
  code?: string;
  answer?: string;
  /** A saved game to start from (never saved until a turn is made on it). */
  progress?: string;
  /** Open on the answer. */
  shown?: boolean;
  hints?: boolean;
  controls?: boolean;
  chips?: boolean;
  timer?: boolean;
  /** false: nothing kept in the browser (the events still carry every record). */
  save?: boolean;
  turning?: "clockwise" | "anticlockwise";
  zoom?: "on" | "off";
  /** "en" or "ja"; else the nearest lang around the host, followed when it changes. */
  language?: "en" | "ja";
  lang?: "en" | "ja";
  /** A CSS width ("20rem", "320px", "80%"): the board keeps its shape. */
  width?: string;
  theme?: "auto" | "light" | "dark";
  /** A caption above the board, and its accessible name. */
  label?: string;
  onReady?: (detail: SuidoReadyDetail) => void;
  onTurn?: (detail: SuidoDetail) => void;
  onChange?: (detail: SuidoDetail) => void;
  onHint?: (detail: SuidoDetail) => void;
  onUndo?: (detail: SuidoDetail) => void;
  onRedo?: (detail: SuidoDetail) => void;
  onPin?: (detail: SuidoPinDetail) => void;
  onSolve?: (detail: SuidoSolveDetail) => void;
  onTurning?: (detail: SuidoTurningDetail) => void;
}

/** What can change on a board without a new one. */
export interface SuidoSettings {
  turning?: "clockwise" | "anticlockwise";
  hints?: boolean;
  timer?: boolean;
  language?: "en" | "ja";
  lang?: "en" | "ja";
  width?: string;
  theme?: "auto" | "light" | "dark";
  label?: string;
}

/** A board mounted: mountSuido's handle (the element's `mount`). */
export interface SuidoHandle {
  /** Resolves when the board is drawn; rejects on a bad code or value (said on the board too). */
  readonly ready: Promise<unknown>;
  readonly progress: string;
  readonly solved: boolean;
  readonly turns: number;
  readonly hints: number;
  /** ms on the board's clock. */
  readonly time: number;
  /** A daily board's day ("YYYY-MM-DD", UTC), else null. */
  readonly day: string | null;
  /** Turn the piece given in cell a quarter clockwise (a sixth on hexagons); back: the other way. */
  turn(cell: number, back?: boolean): Promise<unknown>;
  /** Take back the last move; true when there was one. */
  undo(): Promise<boolean>;
  /** Make the last move taken back again; true when there was one. */
  redo(): Promise<boolean>;
  /** Pin (true), unpin (false) or flip (undefined) the piece given in cell. */
  pin(cell: number, pinned?: boolean): Promise<unknown>;
  /** Light a piece to turn: its cell, or null when there is no hint. */
  hint(): Promise<number | null>;
  /** Start over: the board as given. */
  restart(): Promise<unknown>;
  /** Play another board here. */
  load(options: Pick<SuidoOptions, "grid" | "size" | "level" | "code" | "answer" | "progress">): Promise<unknown>;
  set(settings: SuidoSettings): Promise<void>;
  /** The view: zoom and the middle, in drawing units (100 a cell). */
  view(): { zoom: number; x: number; y: number };
  zoom(how: number | "in" | "out" | "fit"): void;
  /** The board taken out of the host, its worker's board closed. */
  destroy(): void;
}

/** Mount a board in host (a second mount on one host replaces the first). Throws a TypeError when host is not an
 * element, or (the package) when no site is named. */
export function mountSuido(host: Element, options?: SuidoOptions): SuidoHandle;

/** The options that take an event's detail, and the event each listens for. */
export const EVENTS: {
  readonly onChange: "suido-change"; readonly onTurn: "suido-turn"; readonly onHint: "suido-hint";
  readonly onTurning: "suido-turning"; readonly onSolve: "suido-solve"; readonly onUndo: "suido-undo";
  readonly onRedo: "suido-redo"; readonly onPin: "suido-pin"; readonly onReady: "suido-ready";
};

/** An option that is on: true, or any text but false/off/0/no. */
export function isOn(value: unknown): boolean;

/** The worker never started, or died (a board says so in words, and offers to try again). */
export class WorkerLost extends Error {}
