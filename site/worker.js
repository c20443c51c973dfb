// @ts-check
// The module worker: Python (Pyodide) and the suido package. Start it with
//   new Worker(new URL("./worker.js", import.meta.url), { type: "module" })
// (Pyodide 314 refuses classic workers). It hands every request, as JSON text, to suido.web.handle and posts
// back the JSON text it returns; see protocol.js.
import { loadPyodide } from "./pyodide/pyodide.mjs";
import { RELEASE, BOOT_FILES } from "./release.js";
import { cacheNameOf, heldSnapshot } from "./snapshot.js";

const started = performance.now();
// Absolute, from this module's own URL: right from any page, and from a blob worker too.
const indexURL = new URL("./pyodide/", import.meta.url).href;
const root = new URL("./", import.meta.url).href;

const say = (message) => postMessage(JSON.stringify(message));

// Progress: what Pyodide fetches while it starts (the wasm, the stdlib, the lock, the wheel) is counted as it
// arrives and told to the page ({type: "progress", loaded, total, cached}, bytes as they cross the wire; cached:
// read from this browser's cache, not downloaded), which draws the bar and gives up only when nothing arrives for
// a while. A page served by its service worker says so
// in the worker's name ("... cached"): the wasm's response is then left as it is, so the browser's cache
// of its compiled code still applies (a response made here has no URL to cache it by).
const cached = / cached\b/.test(self.name || "");
// " nosnapshot": the page saw a boot from the snapshot hang, and wants Python started the ordinary way
const noSnapshot = / nosnapshot\b/.test(self.name || "");
const files = new Map(); // path -> {seen, raw, wire}
// the files the release's cache lacked on a page served by its service worker (evicted): fetched, so downloaded
// (their bytes counted as they arrive, and the bar says megabytes), where the rest are read from the cache
const downloaded = new Set();
let told = 0;
function tell(force = false) {
  const now = performance.now();
  if (!force && now - told < 100) return;
  told = now;
  let loaded = 0;
  let total = 0;
  for (const [path, [raw, packed]] of Object.entries(BOOT_FILES)) {
    const f = files.get(path);
    const wire = f ? f.wire : packed || raw;
    total += wire;
    if (f) loaded += Math.min(1, f.seen / f.raw) * wire;
  }
  say({ type: "progress", loaded: Math.round(loaded), total: Math.round(total), cached: cached && !downloaded.size });
}
tell(true); // the total at once, before the first byte
const fetchReally = self.fetch.bind(self);
// The two big files are asked for now, while Pyodide still loads its JavaScript (pyodide.asm.mjs), not after. A
// page served by its service worker reads them from the release's cache itself: the same bytes, with no turn of
// the service worker's fetch handler (a dedicated worker's requests are not served by its static routes), about
// 40 ms sooner on a warm visit; the browser's cache of the wasm's compiled code still applies. A file the cache
// lacks (evicted, or a newer release took over) is fetched.
const fromRelease = (href) => caches.match(href, { cacheName: cacheNameOf(RELEASE) }).catch(() => undefined)
  .then((hit) => {
    if (hit) return hit;
    downloaded.add(href);
    return fetchReally(href);
  });
const early = new Map(["pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip"].map((path) => {
  const href = new URL(path, root).href;
  const response = cached && self.caches ? fromRelease(href) : fetchReally(href);
  response.catch(() => {}); // said when Pyodide asks for it
  return [href, response];
}));
const pathOf = (url) => (url.startsWith(root) ? url.slice(root.length).split(/[?#]/)[0] : "");
// A file Python needs to start that does not come (a 404, the link down) is said at once: Pyodide itself says
// nothing of a missing wasm and waits for ever (the page would give up only after its stall limit, saying that
// nothing arrived), and of a missing stdlib or lock only "exit(1)" or a JSON error.
const missing = (path, why) => say({ type: "error", message: `${path} could not be fetched (${why})`, missing: path, why });
// A host that sends the wasm as another type than application/wasm (application/octet-stream, as many static hosts
// do): the browser's streaming compile refuses it, and Pyodide then waits for ever. The bytes are what count: its
// response is given the right type (from the service worker's cache too, which keeps the host's headers).
const WASM = "application/wasm";
function typed(path, headers) {
  if (!path.endsWith(".wasm") || (headers.get("content-type") || "").split(";")[0].trim().toLowerCase() === WASM) {
    return headers;
  }
  const fixed = new Headers(headers);
  fixed.set("content-type", WASM);
  return fixed;
}
// A wasm that came but cannot be compiled or started (a damaged file, a host that sends something else under its
// name): Pyodide only warns, and waits for ever. Said at once, by name, while Python starts.
let starting = true;
let wasmBroken = false;
for (const name of ["instantiateStreaming", "instantiate"]) {
  const real = WebAssembly[name]?.bind(WebAssembly);
  if (!real) continue;
  WebAssembly[name] = (...args) => real(...args).catch(async (e) => {
    if (starting) {
      wasmBroken = true;
      // one read from the release's cache is damaged there (a bad disk): taken out first, so that Try again, or the
      // next visit, fetches it afresh (the service worker puts it back) instead of failing the same way for ever
      const wasm = new URL("pyodide/pyodide.asm.wasm", root).href;
      if (cached && self.caches && !downloaded.has(wasm)) {
        await caches.open(cacheNameOf(RELEASE)).then((cache) => cache.delete(wasm)).catch(() => {});
      }
      const why = String((e && e.message) || e).slice(0, 200);
      say({ type: "error", message: `pyodide/pyodide.asm.wasm could not be started (${why})`,
        missing: "pyodide/pyodide.asm.wasm", why, broken: true });
    }
    throw e;
  });
}
self.fetch = async (resource, init) => {
  const href = new URL(String(/** @type {Request} */ (resource)?.url ?? resource), root).href;
  let response;
  try {
    if (early.has(href) && !init?.integrity) {
      const held = early.get(href);
      early.delete(href);
      response = await held;
    } else {
      response = await fetchReally(resource, init);
    }
  } catch (e) {
    if (!BOOT_FILES[pathOf(href)]) throw e;
    // said, and the start ends here (the page ends this worker); Pyodide holds this promise a while before it
    // waits on it, so a rejection would be one nobody handled: an error response instead, which it refuses
    missing(pathOf(href), String((e && e.message) || e));
    return Response.error();
  }
  const url = String(response.url || (resource && /** @type {Request} */ (resource).url) || resource);
  const path = pathOf(url);
  const sizes = BOOT_FILES[path];
  if (sizes && !response.ok) missing(path, `HTTP ${response.status}`);
  if (!sizes || !response.ok || !response.body) return response;
  const f = { seen: 0, raw: sizes[0], wire: Number(response.headers.get("content-length")) || sizes[1] || sizes[0] };
  files.set(path, f);
  const headers = typed(path, response.headers);
  // (a wasm from the network is counted as it comes, as a first visit's is: the page gives up on a start that
  // shows no progress for a while, and 9.6 MB on a slow link would look like one)
  if (cached && path.endsWith(".wasm") && !downloaded.has(href)) {
    f.seen = f.raw;
    tell(true);
    return headers === response.headers ? response
      : new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  }
  tell(true);
  const counted = response.body.pipeThrough(new TransformStream({
    transform(chunk, out) {
      f.seen += chunk.byteLength;
      tell();
      out.enqueue(chunk);
    },
    flush() { tell(true); },
  }));
  return new Response(counted, { status: response.status, statusText: response.statusText, headers });
};

const complaints = []; // what Pyodide printed to stderr while starting: the reason when the import fails

// ms from the worker's start: Python up (with the wheel), suido imported, the snapshot read and checked; and
// snapshot: "used", "none" or why it was not used
const phases = {};

/** The memory snapshot this release's cache holds (snapshot.js), when the service worker serves this worker. */
async function snapshotHeld() {
  if (!cached || noSnapshot) return null;
  const held = await heldSnapshot(RELEASE);
  held?.bytes.then(() => { phases.snapshotRead = Math.round(performance.now() - started); }, () => {});
  return held;
}

/** What went wrong, in 200 characters: a damaged heap can make Pyodide throw what is not an Error. */
function whyOf(e) {
  let why = e && e.message;
  if (typeof why !== "string") {
    try {
      why = typeof e === "object" ? JSON.stringify(e) : String(e);
    } catch {
      why = String(e);
    }
  }
  return String(why).slice(0, 200);
}

/** Python with suido.web imported: from the snapshot when there is one (about 31 MB of heap restored instead
 * of Python's own start and the engine's import), else the ordinary way. A snapshot that fails in any way
 * (damaged, of another Pyodide build) costs the player only the time it took. */
async function startPython() {
  const options = { indexURL, stdout: () => {}, stderr: (line) => complaints.push(line) };
  let held = null;
  try {
    held = await snapshotHeld();
  } catch (e) {
    phases.snapshot = `not read: ${whyOf(e)}`;
  }
  if (held) {
    try {
      say({ type: "snapshot" }); // booting from it: the page gives that a shorter limit (a heap that hangs)
      const py = await loadPyodide({ ...options, _loadSnapshot: held.bytes });
      py.runPython("import random; random.seed()"); // the restored heap holds the same random state every time
      const web = py.pyimport("suido.web");
      // a heap damaged past its checks may restore and then stop Python at its first call ("null function"):
      // one call here, so that most such heaps fail now and Python starts the ordinary way below, not at a tap
      const hello = JSON.parse(web.handle(JSON.stringify({ id: 0, op: "hello", args: {} })));
      if (!hello.ok) throw new Error(`the restored engine does not answer (${hello.error})`);
      phases.snapshot = "used";
      phases.python = Math.round(performance.now() - started);
      return web;
    } catch (e) {
      phases.snapshot = `failed: ${whyOf(e)}`;
      complaints.length = 0;
      // made again on a later visit (the page counts the failure); not when the wasm could not be started: the
      // snapshot was not to blame
      if (!wasmBroken) held.drop().catch(() => {});
    }
  }
  phases.snapshot ??= "none";
  const py = await loadPyodide({ ...options, packages: ["suido"] });
  phases.python = Math.round(performance.now() - started);
  tell(true); // a sign of life between the downloads and the engine's import
  // packages: [...] never throws when a wheel fails to load (it only logs); importing proves it is there.
  try {
    return py.pyimport("suido.web");
  } catch (e) {
    throw new Error(`the suido package did not load (${complaints.join(" ").slice(0, 300) || String(e)})`);
  }
}

const booted = (async () => {
  const web = await startPython();
  phases.imported = Math.round(performance.now() - started);
  return { handle: web.handle, protocol: web.PROTOCOL };
})();
booted.finally(() => { starting = false; }).catch(() => {});

booted.then(
  ({ protocol }) => say({ type: "ready", ms: Math.round(performance.now() - started), phases, release: RELEASE, protocol }),
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
