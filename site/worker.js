// The module worker: Python (Pyodide) and the suido package. Start it with
//   new Worker(new URL("./worker.js", import.meta.url), { type: "module" })
// (Pyodide 314 refuses classic workers). It hands every request, as JSON text, to suido.web.handle and posts
// back the JSON text it returns; see protocol.js.
import { loadPyodide } from "./pyodide/pyodide.mjs";

const started = performance.now();
// Absolute, from this module's own URL: right from any page, and from a blob worker too.
const indexURL = new URL("./pyodide/", import.meta.url).href;

const complaints = []; // what Pyodide printed to stderr while starting: the reason when the import fails

const phases = {}; // ms from the worker's start: Python up (with the wheel), suido imported

const booted = (async () => {
  const py = await loadPyodide({
    indexURL, packages: ["suido"], stdout: () => {}, stderr: (line) => complaints.push(line),
  });
  phases.python = Math.round(performance.now() - started);
  // packages: [...] never throws when a wheel fails to load (it only logs); importing proves it is there.
  let web;
  try {
    web = py.pyimport("suido.web");
  } catch (e) {
    throw new Error(`the suido package did not load (${complaints.join(" ").slice(0, 300) || String(e)})`);
  }
  phases.imported = Math.round(performance.now() - started);
  return { handle: web.handle };
})();

const say = (message) => postMessage(JSON.stringify(message));

booted.then(
  () => say({ type: "ready", ms: Math.round(performance.now() - started), phases }),
  (e) => say({ type: "error", message: String((e && e.message) || e) }),
);

function idOf(text) {
  try {
    return JSON.parse(text).id ?? null;
  } catch {
    return null;
  }
}

self.onmessage = async ({ data }) => {
  let engine;
  try {
    engine = await booted;
  } catch (e) {
    say({ id: idOf(data), ok: false, error: String((e && e.message) || e) });
    return;
  }
  let out;
  try {
    out = engine.handle(String(data)); // handle never raises; if Python itself dies, this throws
  } catch (e) {
    say({ type: "fatal", id: idOf(data), message: String((e && e.message) || e) });
    return;
  }
  postMessage(out);
};
