// @ts-check
// The words of the page, from the worker (suido.strings): one source of truth.
import { OPS } from "./protocol.js";

const tables = new Map(); // lang -> Promise<{key: line}>

/** Every line of lang's table (asked of the worker once per language and client). */
export function wordsOf(client, lang) {
  const key = lang;
  if (!tables.has(key)) tables.set(key, client.call(OPS.words, { lang }).then((r) => r.words));
  return tables.get(key);
}

/** A line filled in as suido.strings.say does: {key}One when n is 1, {name} replaced when given. */
export function say(words, key, values = {}) {
  const line = (values.n === 1 && words[key + "One"]) || words[key] || key;
  return line.replace(/\{(\w+)\}/g, (m, name) => (name in values ? String(values[name]) : m));
}

/** "en" or "ja" for a language tag, as suido.strings.language_of. */
export const languageOf = (tag) => (String(tag || "").trim().toLowerCase().startsWith("ja") ? "ja" : "en");
