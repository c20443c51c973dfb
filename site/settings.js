// @ts-check
// The Settings view: language, theme (as the system, light, dark), which way a tap turns, motion (as the
// system, reduced), the animations' speed (normal, fast, none: reduced motion still wins) and whether the timer
// shows, and the aids. Each choice is remembered in this browser (localStorage) and put on the page at once:
// data-theme, data-motion and data-speed on <html> (the board's stylesheet reads them).
import { RINGS_KEY, ringsSetting, setRings } from "./rings.js"; // loops and islands: always, pinned, never

const THEME_KEY = "suido-theme";
const MOTION_KEY = "suido-motion";
const TURNING_KEY = "suido-turning";
const TIMER_KEY = "suido-timer";
const SPEED_KEY = "suido-speed";
const SPEEDS = ["normal", "fast", "none"];
/** The animations' speed as chosen: "normal", "fast" or "none". */
export const speedOf = (value) => (SPEEDS.includes(value) ? value : "normal");

// a choice the browser refused to keep (private mode, a full store) holds for the page's life all the same
const held = new Map();
export const remembered = (key) => {
  if (held.has(key)) return held.get(key);
  try { return localStorage.getItem(key); } catch (e) { return null; }
};
export const remember = (key, value) => {
  try {
    localStorage.setItem(key, value);
    held.delete(key);
  } catch (e) {
    held.set(key, String(value));
  }
};

const root = document.documentElement;

/** "light", "dark" or "system" (none chosen): data-theme on <html> when chosen. */
function applyTheme(theme) {
  if (theme === "light" || theme === "dark") root.dataset.theme = theme;
  else delete root.dataset.theme;
}

/** "reduce" or "system": data-motion on <html> when reduced (the water and the turns then move at once). */
function applyMotion(motion) {
  if (motion === "reduce") root.dataset.motion = "reduce";
  else delete root.dataset.motion;
}

/** "fast" or "none": data-speed on <html> (the turns and the water quicker, or at once); "normal": none. */
function applySpeed(speed) {
  if (speed === "fast" || speed === "none") root.dataset.speed = speed;
  else delete root.dataset.speed;
}

// before anything is drawn: the page is never painted in the other theme first
applyTheme(remembered(THEME_KEY));
applyMotion(remembered(MOTION_KEY));
applySpeed(speedOf(remembered(SPEED_KEY)));
// the aids edge marks and turning by pointing (aid-marks), the assistant and a colour per network, and a board that
// wraps shown among its copies: data-marks, data-pointing, data-assist, data-nets and data-field on <html> (marks.js,
// aids.js and field.js read them)
const AIDS = { marks: ["suido-marks", "on"], pointing: ["suido-pointing", "off"], assist: ["suido-assist", "off"],
  nets: ["suido-nets", "off"], field: ["suido-field", "off"] };
const applyAid = (name, on) => { root.dataset[name] = on ? "on" : "off"; };
for (const [name, [key, first]] of Object.entries(AIDS)) applyAid(name, (remembered(key) || first) === "on");

export class Settings {
  /**
   * @param {HTMLElement} form  the view's controls: radios named theme, turning and motion, a checkbox named timer
   * @param {{onTurning: (turning: string) => void, onTimer: (on: boolean) => void}} options
   */
  constructor(form, { onTurning, onTimer }) {
    this.form = form;
    this.turning = remembered(TURNING_KEY) === "anticlockwise" ? "anticlockwise" : "clockwise";
    this.timer = remembered(TIMER_KEY) !== "off";
    this.check("theme", remembered(THEME_KEY) || "system");
    this.check("motion", remembered(MOTION_KEY) === "reduce" ? "reduce" : "system");
    this.check("turning", this.turning);
    this.check("rings", ringsSetting());
    this.check("speed", speedOf(remembered(SPEED_KEY)));
    const timerBox = /** @type {HTMLInputElement | null} */ (form.querySelector("input[name=timer]"));
    if (timerBox) timerBox.checked = this.timer;
    for (const name of Object.keys(AIDS)) {
      const box = /** @type {HTMLInputElement | null} */ (form.querySelector(`input[name=${name}]`));
      if (box) box.checked = root.dataset[name] === "on";
    }
    form.addEventListener("change", (e) => {
      const { name, value, checked } = /** @type {HTMLInputElement} */ (e.target);
      if (name === "theme") {
        remember(THEME_KEY, value);
        applyTheme(value);
      } else if (name === "motion") {
        remember(MOTION_KEY, value);
        applyMotion(value);
      } else if (name === "turning") {
        this.setTurning(value);
        onTurning(this.turning);
      } else if (name === "speed") {
        remember(SPEED_KEY, speedOf(value));
        applySpeed(speedOf(value));
      } else if (name === "rings") {
        remember(RINGS_KEY, value);
        setRings(value);
      } else if (name in AIDS) {
        remember(AIDS[name][0], checked ? "on" : "off");
        applyAid(name, checked);
      } else if (name === "timer") {
        this.timer = checked;
        remember(TIMER_KEY, checked ? "on" : "off");
        onTimer(checked);
      }
    });
  }

  check(name, value) {
    const input = /** @type {HTMLInputElement | null} */ (this.form.querySelector(`input[name=${name}][value=${value}]`));
    if (input) input.checked = true;
  }

  /** The way a tap turns, changed here or by the board's own button: remembered, and shown here. */
  setTurning(turning) {
    this.turning = turning === "anticlockwise" ? "anticlockwise" : "clockwise";
    remember(TURNING_KEY, this.turning);
    this.check("turning", this.turning);
  }
}
