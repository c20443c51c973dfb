// @ts-check
// The pointer's state machine on a board: input.js feeds it the pointer's events and does what it decides.
//
//   idle     --down on a piece (the primary pointer, the left or right button)--> pressed
//   pressed  --up within TAP_SLOP px--> a tap (idle)
//   pressed  --moved past TAP_SLOP: a mouse or a pen, the left button, drags allowed (marks on, the board not
//              zoomed)--> dragging
//   pressed  --moved past TAP_SLOP otherwise--> idle (a scroll or a pan: never a tap)
//   pressed  --held LONG_PRESS ms within TAP_SLOP, the left button--> deciding: the hook says whether the press
//              was near an edge (a mark made: idle, the up that follows is no tap) or not (pinning)
//   pinning  --moved over pieces--> each set as the first was; up ends it (no tap)
//   dragging --up--> the drag (a mark across or along an edge), idle
//   any      --a second finger--> idle (a pinch or a pan: never a tap; the first finger's up is then no tap)
//   any      --cancel, or the capture lost with no up--> idle
//   (a press by the pointer already pressing: its up was never heard, so this press starts afresh)
//
// It knows nothing of the board: the hooks do the moves. (The view's own pan and pinch, view.js, listen beside it.)

export const TAP_SLOP = 9; // px a press may move and still be a tap (or a long press)
export const LONG_PRESS = 500; // ms a press is held to pin (or, near an edge, to mark it)

export class PointerMachine {
  /**
   * @param {{tap: (press, e) => void, longPress: (press) => Promise<boolean>, pinStart: (press) => void,
   *          pinOver: (cell) => void, pinEnd: () => void, canDrag: (press, e) => boolean,
   *          drag: (press, e) => void, settle?: () => void}} hooks  longPress resolves true when it made a mark
   *          (no pinning then); settle is called once a long press has decided
   */
  constructor(hooks) {
    this.hooks = hooks;
    this.state = "idle";
    this.press = null; // {id, c, x, y, by, type, button, timer}
    this.seen = null; // the cells a long press has passed (pinning, or deciding)
    this.up = false; // the long press deciding was let go meanwhile
  }

  reset() {
    if (this.press) clearTimeout(this.press.timer);
    if (this.state === "pinning") this.hooks.pinEnd();
    this.press = null;
    this.seen = null;
    this.up = false;
    this.state = "idle";
  }

  /** A pointer went down on the piece given in cell c (null: not on a piece), pressing with `by` (1 or -1). */
  pointerDown(e, c, by) {
    if ((this.state !== "idle" && this.state !== "marked") || !e.isPrimary) { this.reset(); return; } // a second finger
    this.reset();
    if (c === null) return;
    const press = { id: e.pointerId, c, x: e.clientX, y: e.clientY, by, type: e.pointerType, button: e.button, timer: 0 };
    this.press = press;
    this.state = "pressed";
    if (e.button !== 0) return;
    press.timer = setTimeout(() => {
      if (this.press !== press || this.state !== "pressed") return;
      this.state = "deciding";
      this.seen = new Set([c]);
      this.hooks.longPress(press).then((marked) => {
        if (this.press !== press) return; // cancelled meanwhile
        const up = this.up;
        if (marked) { this.reset(); if (!up) this.state = "marked"; return; } // held on after: its up is no tap
        const passed = [...this.seen].filter((m) => m !== c);
        this.state = "pinning";
        this.hooks.pinStart(press);
        for (const m of passed) this.hooks.pinOver(m);
        if (up) this.reset();
      }, () => this.reset()).finally(() => this.hooks.settle?.());
    }, LONG_PRESS);
  }

  /** The pointer moved; cellAt() names the piece under it now (asked only while a long press pins). */
  pointerMove(e, cellAt) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) return;
    if (this.state === "pinning" || this.state === "deciding") {
      const c = cellAt();
      if (c !== null && !this.seen.has(c)) {
        this.seen.add(c);
        if (this.state === "pinning") this.hooks.pinOver(c);
      }
      return;
    }
    if (this.state !== "pressed" || Math.hypot(e.clientX - press.x, e.clientY - press.y) <= TAP_SLOP) return;
    clearTimeout(press.timer);
    if (press.button === 0 && press.type !== "touch" && this.hooks.canDrag(press, e)) this.state = "dragging";
    else { this.press = null; this.state = "idle"; }
  }

  pointerUp(e) {
    const press = this.press;
    if (!press || e.pointerId !== press.id) { if (this.state === "marked") this.state = "idle"; return; }
    const was = this.state;
    if (was === "deciding") { this.up = true; return; } // the long press's hook decides, then it ends
    this.reset();
    if (was === "pressed") this.hooks.tap(press, e);
    else if (was === "dragging") this.hooks.drag(press, e);
  }

  pointerCancel() {
    this.reset();
  }

  /** The context menu asked for: a right-button press still held ends here as its tap. WebKit sends no up after
   * the menu's event (a right click would turn nothing); where the up follows it (Chromium, Firefox on Linux), that
   * up finds no press, and where the menu's event follows the up (Windows), it finds none: one turn either way. */
  menu(e) {
    const press = this.press;
    if (!press || press.button !== 2 || this.state !== "pressed") return;
    this.reset();
    this.hooks.tap(press, e);
  }

  /** A pointer goes down (before pointerDown): when it is the one already pressing, the up of its press before was
   * never heard; that press ends, so this one is a press of its own and not a second finger. */
  forget(e) {
    if (this.press && this.press.id === e.pointerId && e.isPrimary) this.reset();
  }

  /** The board lost the pointer's capture: after its up, nothing; with no up (the press still held, or a long
   * press deciding with its finger still down), the press ends as a cancel would. */
  pointerLost(e) {
    if (this.press?.id === e.pointerId && !this.up) this.reset();
  }

  /** Whether a new press starts afresh (no press held, no long press pinning or deciding). */
  get free() { return this.state === "idle" || this.state === "marked"; }

  /** Whether the pointer's moves are the board's own now (never the page's scroll): a long press pinning. */
  get holding() { return this.state === "pinning" || this.state === "deciding"; }
}
