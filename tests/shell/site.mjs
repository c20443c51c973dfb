// What every test of the shell shares: site/'s modules imported as the page imports them, with the build's own
// files stood in for (hooks.mjs), and the few globals a module reads, made of Node's own parts.
import { register } from "node:module";

register("./hooks.mjs", import.meta.url);

/** The module site/NAME, imported (after the hooks are in place: a static import would be linked before). */
export const site = (name) => import(new URL(`../../site/${name}`, import.meta.url).href);

/** A localStorage held in a Map (the browser's API: getItem, setItem, removeItem, clear, key, length); refuse:
 * whether setItem throws, as a full store or private mode does. */
export function memoryStorage() {
  const map = new Map();
  return {
    map,
    refuse: false,
    get length() { return map.size; },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => (map.has(k) ? map.get(k) : null),
    setItem(k, v) {
      if (this.refuse) throw new DOMException("the quota has been exceeded", "QuotaExceededError");
      map.set(k, String(v));
    },
    removeItem: (k) => { map.delete(k); },
    clear: () => map.clear(),
  };
}

/** An event of type with the fields given (a pointer's, a key's, a wheel's...), cancelable as the browser's are. */
export function eventOf(type, fields = {}) {
  const e = new Event(type, { cancelable: true, bubbles: true });
  for (const [k, v] of Object.entries(fields)) Object.defineProperty(e, k, { value: v, enumerable: true });
  return e;
}
