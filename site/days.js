// @ts-check
// The UTC day under an open page: the level of the day changes at 00:00 UTC, and the page follows it (app.js:
// the list, the heading, Today, the streak). A level of the day begun before midnight and solved after counts for
// the day it was the level of.
import { OPS } from "./protocol.js";

const MINUTE = 60_000;
const DAY = 24 * 3600_000;

/** ms from now (ms since the epoch) to the next 00:00 UTC: when the next level of the day comes (share.js's
 * countdown). */
export const untilNextDay = (now = Date.now()) => Date.parse(`${new Date(now).toISOString().slice(0, 10)}T00:00:00Z`)
  + DAY - now;

/** Call turned(day, was) each time the UTC day (today(): "YYYY-MM-DD") turns while the page is open: a timer set
 * for midnight (looking again at least once a minute, for a machine asleep over midnight) and a look whenever the
 * page is shown again. Returns a function that stops watching (a board taken off its page). */
export function watchDay(today, turned) {
  let day = today();
  let timer = null;
  const look = () => {
    const now = today();
    if (now !== day) {
      const was = day;
      day = now;
      turned(now, was);
    }
    clearTimeout(timer);
    const midnight = Date.parse(`${now}T00:00:00Z`) + 24 * 3600_000;
    timer = setTimeout(look, Math.max(50, Math.min(MINUTE, midnight - Date.now() + 50)));
  };
  const shown = () => { if (document.visibilityState === "visible") look(); };
  document.addEventListener("visibilitychange", shown);
  look();
  return () => {
    clearTimeout(timer);
    document.removeEventListener("visibilitychange", shown);
  };
}

const BEGUN = "suido-begun"; // {key, day}: the board whose game was begun last, and its UTC day

/** The game of the board key ("SIZE#N"), as begun: {key, day}. One played on already (played: it has moves saved,
 * as after a reload or a tab the phone put away) keeps the day kept for it, so a level of the day begun before
 * midnight and solved after a reload still counts for its day; else it is begun today, and that is kept. Storage
 * that refuses: today, held for the page's life. */
export function begunOf(key, today, played) {
  let kept = null;
  try {
    kept = JSON.parse(localStorage.getItem(BEGUN) || "null");
  } catch { /* none, or not ours */ }
  if (played && kept?.key === key && typeof kept.day === "string" && /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/.test(kept.day)
      && kept.day <= today) return { key, day: kept.day };
  const begun = { key, day: today };
  try {
    localStorage.setItem(BEGUN, JSON.stringify(begun));
  } catch { /* a full or refused store */ }
  return begun;
}

/** The day a solve of level of size (now) counts for in the streak: today when it is today's level of the day,
 * else begun.day when the level was begun then (begun: {key: "SIZE#N", day}) and was that day's; else null. */
export async function dayOfSolve(client, size, level, today, begun) {
  const days = [today];
  if (begun?.key === `${size}#${level}` && begun.day !== today) days.push(begun.day);
  for (const day of days) {
    if ((await client.call(OPS.daily, { size, day })).level === level) return day;
  }
  return null;
}
