// @ts-check
// Python's memory snapshot: the heap of a Pyodide with the engine imported, which the engine's worker restores
// instead of starting Python the ordinary way (worker.js), two to three times sooner to a playable board.
//
// It is made in this browser, from files it already holds: once a page is served by the service worker of its
// own release (on a first visit, as soon as the service worker has taken the release's files) and is idle, the
// page starts this module as a worker of its own (keepSnapshot), which starts a second Pyodide with
// _makeSnapshot, unzips the site's wheel into it, imports every module of the engine (RECIPE), and puts the heap,
// kept sparse (its pages of zeros left out), into the release's cache (sw.js's "suido-RELEASE") with its sha256.
// Nothing crosses the wire, and the next visit boots from it. A new release's cache starts without one (the old
// cache, and its snapshot, go with it). build.py makes one the same way under Node (tools/snapshot.mjs imports
// makeSnapshot from here), keeps it sparse and makes it whole again, and boots it to run every kind of op of
// suido.web, so a recipe that misses something fails the build, not a player.
//
// Pyodide's snapshot API is private in 314 (_makeSnapshot, makeMemorySnapshot, _loadSnapshot): build.py pins the
// version, Pyodide refuses a snapshot of another pyodide.asm.mjs+wasm (their BUILD_ID), and nothing may be
// loaded with loadPackage (or packages:) before it is made. A restored heap has the same random state each time
// (worker.js reseeds), and its site-packages is empty (MEMFS is not in it): every module is imported before.

export const PATH = "pyodide/snapshot.bin"; // where in the release's cache (not a file of the site)
// "RELEASE N": N restores of this release's snapshot begun and not ended, in this browser's tabs. The page counts
// one up as its worker begins to restore, and down as it ends, or as the page goes away (pagehide, a reload or a
// closed tab among them). A tab that crashed during it never counts down: a start that finds UNENDED does not use
// the snapshot again (a heap that crashes the tab would do so on every visit).
const RESTORING = "suido-snapshot-restoring";
const UNENDED = 2;
const SHA = "x-suido-sha256"; // the header of the cached snapshot that holds its sha256
const WORKER = "suido snapshot"; // this module's name when it runs as the worker that makes the snapshot
// "RELEASE N": this release's snapshot failed N times (its making, or booting from it): at 2 it is not made again
const FAILED = "suido-snapshot-failed";

// What the snapshot holds: the wheel unzipped into site-packages, every module of the engine imported, and what
// the engine reads lazily from its files (the difficulty tables) read now.
const RECIPE = String.raw`
import importlib, pkgutil, sysconfig, zipfile
zipfile.ZipFile("/tmp/suido.whl").extractall(sysconfig.get_paths()["purelib"])
importlib.invalidate_caches()
import suido, suido.web
for m in pkgutil.walk_packages(suido.__path__, "suido."):
    importlib.import_module(m.name)
from suido import difficulty
assert difficulty.tables(), "suido/data/difficulty.json was not read"
`;

// The snapshot is kept sparse: about half of the 31.5 MB heap is pages of zeros, which are not kept, so a visit reads
// (and checks) about 15.5 MB from the cache instead of 31.5.
const SPARSE = 0x31505353; // "SSP1" as a little-endian u32: the first word of a heap kept sparse
const PAGE = 4096; // bytes: the unit kept or left out (4 KB pages: 49 % of the heap kept; 64 KB pages: 51 %)
const LARGEST = 2 ** 30; // bytes: no heap this page makes comes near (31.5 MB); a header saying more is damaged

/** The heap kept sparse: three little-endian u32 (SPARSE, the heap's length in bytes, how many pages are kept),
 * the index of each page of PAGE bytes that is not all zeros (u32, ascending), then those pages in that order (the
 * last page of the heap as long as the heap leaves it). @param {Uint8Array} heap @returns {Uint8Array<ArrayBuffer>} */
export function sparse(heap) {
  const pages = Math.ceil(heap.length / PAGE);
  const kept = [];
  let size = 0;
  for (let page = 0; page < pages; page++) {
    const end = Math.min((page + 1) * PAGE, heap.length);
    let at = page * PAGE;
    while (at < end && heap[at] === 0) at++;
    if (at < end) {
      kept.push(page);
      size += end - page * PAGE;
    }
  }
  const out = new Uint8Array(12 + 4 * kept.length + size);
  const view = new DataView(out.buffer);
  view.setUint32(0, SPARSE, true);
  view.setUint32(4, heap.length, true);
  view.setUint32(8, kept.length, true);
  let at = 12 + 4 * kept.length;
  kept.forEach((page, i) => {
    view.setUint32(12 + 4 * i, page, true);
    const part = heap.subarray(page * PAGE, Math.min((page + 1) * PAGE, heap.length));
    out.set(part, at);
    at += part.length;
  });
  return out;
}

/** The heap a sparse(heap) holds, as an ArrayBuffer (what Pyodide's _loadSnapshot takes). Throws an Error ("the
 * snapshot is damaged") when kept is not what sparse makes: another first word, a heap said to be over 1 GB,
 * pages out of order or past the heap's end, a length that does not add up. @param {ArrayBuffer} kept @returns {ArrayBuffer} */
export function dense(kept) {
  const bytes = new Uint8Array(kept);
  const damaged = () => new Error("the snapshot is damaged");
  if (bytes.length < 12) throw damaged();
  const view = new DataView(kept);
  const length = view.getUint32(4, true);
  const count = view.getUint32(8, true);
  const pages = Math.ceil(length / PAGE);
  if (view.getUint32(0, true) !== SPARSE || length > LARGEST || count > pages || bytes.length < 12 + 4 * count) {
    throw damaged();
  }
  const heap = new Uint8Array(length);
  let at = 12 + 4 * count;
  let last = -1;
  for (let i = 0; i < count; i++) {
    const page = view.getUint32(12 + 4 * i, true);
    const size = Math.min(PAGE, length - page * PAGE);
    if (page <= last || page >= pages || at + size > bytes.length) throw damaged();
    heap.set(bytes.subarray(at, at + size), page * PAGE);
    at += size;
    last = page;
  }
  if (at !== bytes.length) throw damaged();
  return heap.buffer;
}

/** The snapshot's bytes (a Uint8Array of about 31.5 MB): py is a Pyodide just started with {_makeSnapshot: true},
 * nothing loaded into it; wheel the bytes of the site's suido wheel. */
export function makeSnapshot(py, wheel) {
  py.FS.writeFile("/tmp/suido.whl", wheel);
  py.runPython(RECIPE);
  return py.makeMemorySnapshot();
}

// (in the browser: import.meta.url is a data: URL where tools/snapshot.mjs reads this module under Node)
const urlOf = () => new URL(PATH, new URL("./", import.meta.url)).href;
/** The name of a release's cache (sw.js's CACHE): its files, and the snapshot made from them. */
export const cacheNameOf = (release) => `suido-${release}`;
const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, "0")).join("");

/** The snapshot this release's cache holds, for the engine's worker: {bytes: a promise of the heap (dense), kept
 * sparse and checked against the sha256 it was put with (a damaged one rejects, and is dropped from the cache, to be
 * made again)}, or null when there is none. The sha256 is reckoned (by WebCrypto, off this thread) while the heap
 * is made whole: about 20 ms sooner than one after the other, and a heap is still never restored unchecked. */
export async function heldSnapshot(release) {
  if (!self.caches) return null;
  const cache = await caches.open(cacheNameOf(release));
  const url = urlOf();
  const hit = await cache.match(url);
  if (!hit) return null;
  const sha = hit.headers.get(SHA);
  const bytes = hit.arrayBuffer().then(async (buffer) => {
    const checked = crypto.subtle.digest("SHA-256", buffer).then((digest) => { // (of a copy of the bytes, taken now)
      if (!sha || hex(digest) !== sha) throw new Error("the snapshot is damaged");
    });
    checked.catch(() => {});
    // a header saying a heap far larger than what was kept (ours is twice as large) is believed only once the
    // bytes are known good: a damaged one would have a heap of up to 1 GB made before it was refused
    if (buffer.byteLength < 8 || new DataView(buffer).getUint32(4, true) > 4 * buffer.byteLength) await checked;
    const heap = dense(buffer);
    await checked;
    return heap;
  });
  bytes.catch(() => cache.delete(url)); // made again on a later visit
  return { bytes, drop: () => cache.delete(url) };
}

/** A count the page keeps for one release ("RELEASE N" under key): N for release, else 0. */
const countOf = (key, release) => {
  try {
    const [of, n] = String(localStorage.getItem(key) || "").split(" ");
    return of === release ? Number(n) || 0 : 0;
  } catch {
    return 0;
  }
};
const failures = (release) => countOf(FAILED, release);
const unended = (release) => countOf(RESTORING, release);

/** The page: its worker begins (by = 1) or ends (-1) a restore of this release's snapshot. */
export function countRestore(release, by) {
  try {
    const n = Math.max(0, unended(release) + by);
    if (n) localStorage.setItem(RESTORING, `${release} ${n}`);
    else localStorage.removeItem(RESTORING);
  } catch { /* private mode: a crash is not counted */ }
}

/** The page, before it starts a worker: whether UNENDED restores of this release's snapshot never ended (a tab
 * crashed during them): then the snapshot is dropped (counted as a failure) and the count starts again. */
export function restoresCrashed(release) {
  if (unended(release) < UNENDED) return false;
  snapshotFailed(release, true);
  countRestore(release, -unended(release));
  return true;
}

/** The page: this release's snapshot failed (it could not be made, or the engine's worker could not boot from
 * it); drop: take it out of the cache too. Twice, and it is not made again in this release. */
export function snapshotFailed(release, drop = false) {
  try {
    localStorage.setItem(FAILED, `${release} ${failures(release) + 1}`);
  } catch { /* private mode: made again next time */ }
  if (drop && self.caches) {
    caches.open(cacheNameOf(release)).then((cache) => cache.delete(urlOf())).catch(() => {});
  }
}

/** The page: make this release's snapshot in a worker of its own when the release's cache has none (once at a
 * time across tabs). Resolves to {made, ms?, why?} when done, or null when there was nothing to do. */
export async function keepSnapshot(release) {
  const name = cacheNameOf(release);
  if (failures(release) >= 2 || !self.caches || !(await caches.has(name))) return null;
  const url = urlOf();
  // Web Locks keep two tabs from making it at once; a browser without them makes it all the same (two tabs may
  // then both make it, and the second's put replaces the first's: the same bytes)
  const once = navigator.locks ? (f) => navigator.locks.request("suido-snapshot", { ifAvailable: true }, f)
    : (f) => f(true);
  return once(async (lock) => {
    if (!lock || (await (await caches.open(name)).match(url))) return null; // another tab makes it, or made it
    const worker = new Worker(import.meta.url, { type: "module", name: WORKER });
    try {
      const made = await new Promise((resolve) => {
        worker.onmessage = ({ data }) => resolve(data);
        worker.onerror = (e) => { e.preventDefault(); resolve({ made: false, why: e.message || "the worker failed" }); };
      });
      if (!made.made) snapshotFailed(release); // a storage that refuses it is not asked every visit
      return made;
    } finally {
      worker.terminate();
    }
  });
}

/** The worker (keepSnapshot's): make the snapshot from the release's files and put it into the release's cache. */
async function makeHere() {
  const started = performance.now();
  const { RELEASE } = await import("./release.js");
  const { loadPyodide } = await import("./pyodide/pyodide.mjs");
  const indexURL = new URL("./pyodide/", import.meta.url).href;
  const name = cacheNameOf(RELEASE);
  const lock = await (await fetch(new URL("pyodide-lock.json", indexURL))).json();
  const wheel = new Uint8Array(await (await fetch(new URL(lock.packages.suido.file_name, indexURL))).arrayBuffer());
  const py = await loadPyodide({ indexURL, _makeSnapshot: true, stdout: () => {}, stderr: () => {} });
  const heap = makeSnapshot(py, wheel);
  const bytes = sparse(heap);
  const sha = hex(await crypto.subtle.digest("SHA-256", bytes));
  // never into a cache of its own making: the release's cache is gone when a newer release took over meanwhile
  if (!(await caches.has(name))) return { made: false, why: "the release's cache is gone" };
  const headers = { "content-type": "application/octet-stream", [SHA]: sha };
  await (await caches.open(name)).put(urlOf(), new Response(bytes, { headers }));
  return { made: true, ms: Math.round(performance.now() - started), bytes: heap.byteLength };
}

if (typeof /** @type {any} */ (globalThis).WorkerGlobalScope !== "undefined" && self.name === WORKER) {
  makeHere().then(postMessage, (e) => postMessage({ made: false, why: String((e && e.message) || e) }));
}
