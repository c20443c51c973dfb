// @ts-check
// A board's clock: the time spent on it, running only while it should (the board says when: open,
// unsolved, seen, begun), shown in its line each second and saved now and then and whenever it stops.
// performance.now() measures it, so a clock set back or forward on the machine changes nothing.

const SAVE_EVERY = 5000; // ms: saved this often while it runs

/** A time in ms as m:ss (h:mm:ss from an hour), as suido.records.format_time. */
export function clockText(ms) {
  const s = Math.floor(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

export class Clock {
  /** el: the line it is shown in; line(): its words ("Time {time}"); save(ms): keep it.
   * @param {HTMLElement} el
   * @param {{line?: () => string, save?: (ms: number) => void}} [options] */
  constructor(el, { line = () => "", save = () => {} } = {}) {
    this.el = el;
    this.line = line;
    this.save = save;
    this.time = 0;     // ms on the clock before it last started
    this.since = null; // performance.now() when it last started, or null while it stands
    this.ticker = 0;
    this.savedAt = 0;
  }

  /** ms on the clock now. */
  elapsed() {
    return this.time + (this.since === null ? 0 : performance.now() - this.since);
  }

  get running() { return this.since !== null; }

  /** Run it or stop it, as the board says; shown either way. */
  run(on) {
    if (on && this.since === null) {
      this.since = performance.now();
      this.ticker = setInterval(() => this.tick(), 1000);
    } else if (!on) {
      this.stop();
    }
    this.show();
  }

  stop() {
    if (this.since !== null) {
      this.time = this.elapsed();
      this.since = null;
      clearInterval(this.ticker);
      this.keep();
    }
    this.show();
  }

  /** Set the time (a board opened with its saved time, or a new try from 0); stops it. */
  set(ms) {
    this.stop();
    this.time = Number.isFinite(ms) && ms > 0 ? ms : 0;
    this.show();
  }

  tick() {
    this.show();
    if (Date.now() - this.savedAt >= SAVE_EVERY) this.keep();
  }

  keep() {
    this.savedAt = Date.now();
    this.save(Math.round(this.elapsed()));
  }

  show() {
    const line = this.line();
    if (!line) return;
    const text = line.replace("{time}", clockText(this.elapsed()));
    if (this.el.textContent !== text) this.el.textContent = text;
    this.el.dataset.running = this.running ? "true" : "false";
  }
}
