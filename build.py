#!/usr/bin/env python3
"""Suido's one build entry point. Standard library only; needs python3, node and npm.

    python3 build.py serve [--port 8000] [--host 127.0.0.1]   build, then serve dist/site
    python3 build.py build                                    fetch Pyodide, wheel, lock, precompile, snapshot, assemble
    python3 build.py test [pytest args...]                    install what the tests need, build, run pytest
    python3 build.py wheel [--out DIR]                        only the suido wheel (reproducible)
    python3 build.py clean                                    remove dist/ (keeps the .cache/ downloads)
    python3 build.py levels [SIZE ...] [--from N]             write the fixed levels (committed data)
    python3 build.py tables                                   write the difficulty tables (committed data)

Everything generated goes to dist/ (dist/site is the static site, dist/wheel the wheel) and every
download to .cache/; both are git-ignored. Pyodide comes from the npm registry through `npm pack`,
checked against a pinned sha256.
"""

from __future__ import annotations

import argparse
import contextlib
import email.utils
import errno
import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import subprocess
import sys
import tarfile
import time
import zipfile
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
SITE_SRC = ROOT / "site"
LEVELS_SRC = ROOT / "levels"
SITE_OUT = DIST / "site"
PYODIDE_OUT = SITE_OUT / "pyodide"
WHEEL_OUT = DIST / "wheel"
VENV = ROOT / ".venv"
TEST_WHEELS = CACHE / "pyodide-wheels"
TOOLS = ROOT / "tools"

PYODIDE_VERSION = "314.0.7"
PYODIDE_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"
# axe-core, the accessibility checker the browser tests run on every view (npm pack, pinned like Pyodide)
AXE_VERSION = "4.14.1"
AXE_SHA256 = "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"
PYODIDE_TGZ = CACHE / f"pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_UNPACKED = CACHE / f"pyodide-{PYODIDE_VERSION}"
# What the site needs at run time (the rest of the tarball is maps, typings, the UMD build, demos).
PYODIDE_RUNTIME = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")
PYODIDE_FROM_TGZ = (*PYODIDE_RUNTIME, "pyodide-lock.json", "package.json")

TEST_REQUIREMENTS = ROOT / "requirements-test.txt"          # host .venv: pytest, playwright, mypy
PYODIDE_REQUIREMENTS = ROOT / "requirements-pyodide.txt"    # pure wheels for pytest inside Pyodide

# A fixed date for the wheel's zip entries: the same source gives the same bytes.
SOURCE_DATE_EPOCH = "1700000000"

# Served types: never depend on the host's /etc/mime.types. A wrong .wasm type makes loadPyodide hang
# forever, a wrong .mjs type kills the module worker without a message.
MIME_TYPES = {
    ".html": "text/html; charset=utf-8",
    ".js": "text/javascript; charset=utf-8",
    ".mjs": "text/javascript; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".json": "application/json",
    ".wasm": "application/wasm",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".ico": "image/x-icon",
    ".webmanifest": "application/manifest+json",
    ".txt": "text/plain; charset=utf-8",
    ".tsv": "text/tab-separated-values; charset=utf-8",
    ".bin": "application/octet-stream",
    ".csv": "text/csv; charset=utf-8",
    "": "application/octet-stream",
}


# Served precompressed (FILE.br, FILE.gz beside FILE) to a browser that accepts it: the text and the wasm.
COMPRESSIBLE = (".html", ".js", ".mjs", ".css", ".json", ".wasm", ".zip", ".whl", ".svg", ".txt", ".tsv", ".csv",
                ".webmanifest", ".bin")
BROTLI_CACHE = CACHE / "brotli"
# Where the page puts the memory snapshot it makes in the release's cache (site/snapshot.js's PATH); not a file
# of the site.
SNAPSHOT = "pyodide/snapshot.bin"
# The words the page shows before Python runs (loading, a failed start, a new release): from suido.strings,
# written into release.js by the build, so suido/strings.py stays the one source of every word.
BOOT_WORDS = ("loading", "loadingBytes", "loadFailed", "loadStalled", "loadMissing", "tryAgain", "newVersion", "reloadNow",
              "loadBroken", "menu", "viewPlay", "viewLevels", "viewMake", "viewPieces", "viewStats", "viewSettings")
# What the worker fetches while Python starts (release.js gives their sizes, for the progress bar).
BOOT_FETCHES = ("pyodide/pyodide.asm.wasm", "pyodide/python_stdlib.zip", "pyodide/pyodide-lock.json")


class BuildError(Exception):
    """A failure with a message meant for the person at the terminal."""


# ---------------------------------------------------------------------------------------- helpers

def say(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


@contextlib.contextmanager
def stage(name: str, times: dict[str, float] | None = None) -> Iterator[None]:
    t0 = time.perf_counter()
    yield
    dt = time.perf_counter() - t0
    if times is not None:
        times[name] = times.get(name, 0.0) + dt
    say(f"{name}: {dt:.1f} s")


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload, no-any-return]
    except FileNotFoundError as e:
        raise BuildError(f"{cmd[0]} not found: {e}") from None
    except subprocess.CalledProcessError as e:
        raise BuildError(f"command failed (exit {e.returncode}): {' '.join(map(str, cmd))}") from None


def need(tool: str, why: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise BuildError(f"`{tool}` is not installed; it is needed {why}. On Debian: apt-get install {tool}")
    return path


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"


# ---------------------------------------------------------------------------------------- Pyodide

def npm_pack(package: str, version: str, sha256: str) -> Path:
    """.cache/PACKAGE-VERSION.tgz, fetched with `npm pack` (npm knows where its registry is) unless it is there
    already, and checked against its pinned sha256 (a tarball that differs is kept aside and refused)."""
    CACHE.mkdir(exist_ok=True)
    tgz = CACHE / f"{package}-{version}.tgz"
    if tgz.is_file() and sha256_of(tgz) == sha256:
        return tgz
    need("npm", f"to fetch {package} (npm pack)")
    say(f"fetching {package}@{version} with npm pack")
    tgz.unlink(missing_ok=True)
    run(["npm", "pack", f"{package}@{version}", "--pack-destination", str(CACHE), "--silent"], cwd=CACHE,
        stdout=subprocess.DEVNULL)
    if not tgz.is_file():
        raise BuildError(f"npm pack did not write {tgz}")
    got = sha256_of(tgz)
    if got != sha256:
        bad = tgz.with_suffix(".tgz.rejected")
        tgz.replace(bad)
        raise BuildError(f"{tgz.name} has sha256 {got}, expected {sha256}: refusing to use it (kept as {bad.name} "
                         "for a look)")
    return tgz


def ensure_axe() -> Path:
    """axe-core's axe.min.js (pinned, from npm), for the accessibility tests: .cache/axe-core-VERSION.min.js."""
    out = CACHE / f"axe-core-{AXE_VERSION}.min.js"
    if out.is_file():
        return out
    with tarfile.open(npm_pack("axe-core", AXE_VERSION, AXE_SHA256), "r:gz") as tar:
        src = tar.extractfile("package/axe.min.js")
        if src is None:
            raise BuildError("axe-core's tarball has no package/axe.min.js")
        out.write_bytes(src.read())
    return out


def fetch_pyodide() -> Path:
    """The pinned Pyodide tarball, via `npm pack` (npm knows where its registry is), checked and
    unpacked once into .cache/pyodide-VERSION/. Returns that folder."""
    CACHE.mkdir(exist_ok=True)
    stamp = PYODIDE_UNPACKED / ".sha256"
    if stamp.is_file() and stamp.read_text().strip() == PYODIDE_SHA256 and all(
        (PYODIDE_UNPACKED / f).is_file() for f in PYODIDE_FROM_TGZ
    ):
        return PYODIDE_UNPACKED
    npm_pack("pyodide", PYODIDE_VERSION, PYODIDE_SHA256)
    if PYODIDE_UNPACKED.exists():
        shutil.rmtree(PYODIDE_UNPACKED)
    PYODIDE_UNPACKED.mkdir(parents=True)
    with tarfile.open(PYODIDE_TGZ, "r:gz") as tar:
        for name in PYODIDE_FROM_TGZ:
            member = tar.getmember(f"package/{name}")
            src = tar.extractfile(member)
            if src is None:
                raise BuildError(f"{PYODIDE_TGZ.name}: package/{name} is not a file")
            # write_bytes gives a fresh mtime: the tarball's 1985 dates make browsers cache for years
            (PYODIDE_UNPACKED / name).write_bytes(src.read())
    stamp.write_text(PYODIDE_SHA256 + "\n")
    return PYODIDE_UNPACKED


def precompiled_stdlib(pyodide_dir: Path) -> Path:
    """python_stdlib.zip byte-compiled inside Pyodide under Node (boot ~2.5x faster). Cached in
    .cache/ by the tarball's hash and the compiling script's hash, so it runs once per machine."""
    script = TOOLS / "precompile_stdlib.mjs"
    key = f"{PYODIDE_SHA256[:12]}-{sha256_of(script)[:12]}"
    out = CACHE / f"python_stdlib-pyc-{key}.zip"
    if out.is_file():
        say(f"precompiled stdlib: cached ({out.name})")
        return out
    need("node", "to byte-compile the stdlib inside Pyodide")
    tmp = out.with_suffix(".tmp")
    t0 = time.perf_counter()
    run(["node", str(script), str(pyodide_dir), str(pyodide_dir / "python_stdlib.zip"), str(tmp)],
        stdout=subprocess.DEVNULL)
    tmp.replace(out)
    say(f"precompiled stdlib in {time.perf_counter() - t0:.1f} s: "
        f"{mb(size_of(pyodide_dir / 'python_stdlib.zip'))} .py -> {mb(size_of(out))} .pyc")
    for old in CACHE.glob("python_stdlib-pyc-*.zip"):  # older keys: a new script or release
        if old != out:
            old.unlink()
    return out


def trimmed_stdlib(pyodide_dir: Path, full_stdlib: Path, browser_wheel: Path) -> Path:
    """The stdlib the site ships: only what Pyodide's boot and the engine import (tools/stdlib_trim.mjs runs
    every op of suido.web and every command of the CLI and keeps what was imported), 4.5 MB -> about 1.2 MB
    as brotli sends it. Cached in .cache/ by the full stdlib's, the browser wheel's and the script's hashes.
    tests/test_pyodide.py runs the engine's whole test suite under it, so nothing missing reaches a player."""
    script = TOOLS / "stdlib_trim.mjs"
    key = f"{sha256_of(full_stdlib)[:12]}-{sha256_of(browser_wheel)[:12]}-{sha256_of(script)[:12]}"
    out = CACHE / f"python_stdlib-trim-{key}.zip"
    if out.is_file():
        return out
    need("node", "to find what the engine imports, inside Pyodide")
    work = CACHE / f"stdlib-trim-work-{os.getpid()}"
    shutil.rmtree(work, ignore_errors=True)
    work.mkdir(parents=True)
    try:
        for name in PYODIDE_RUNTIME:
            if name != "python_stdlib.zip":
                shutil.copy(pyodide_dir / name, work / name)
        shutil.copy(browser_wheel, work / browser_wheel.name)
        (work / "pyodide-lock.json").write_text(json.dumps(trimmed_lock(pyodide_dir, browser_wheel)))
        tmp = out.with_suffix(".tmp")
        done = subprocess.run(["node", str(script), str(work), str(full_stdlib), str(LEVELS_SRC), str(tmp)],
                              capture_output=True, text=True)
        if done.returncode != 0:
            raise BuildError(f"tools/stdlib_trim.mjs failed:\n{done.stdout}{done.stderr}")
        facts = json.loads(done.stdout.strip().splitlines()[-1])
        tmp.replace(out)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    say(f"trimmed stdlib: {facts['kept']} of {facts['of']} files, {mb(size_of(full_stdlib))} -> {mb(size_of(out))} "
        "(stored; served compressed)")
    for old in CACHE.glob("python_stdlib-trim-*.zip"):
        if old != out:
            old.unlink()
    return out


def memory_snapshot(site: Path) -> dict[str, int]:
    """Check the memory snapshot's recipe (site/snapshot.js, which the page makes the snapshot it boots from by):
    tools/snapshot.mjs makes one under Node over the site's own runtime, stdlib and wheel, boots it and runs the
    engine's ops from it. Done once for the hashes of those files and of the scripts (a stamp in .cache/).
    Returns {bytes, made_ms, booted_ms}."""
    script = TOOLS / "snapshot.mjs"
    pyodide_out = site / "pyodide"
    inputs = [pyodide_out / n for n in ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")]
    inputs += sorted(pyodide_out.glob("suido-*.whl")) + [site / "snapshot.js", script]
    key = hashlib.sha256("".join(sha256_of(p) for p in inputs).encode()).hexdigest()[:16]
    stamp = CACHE / f"snapshot-{key}.json"
    if stamp.is_file():
        return dict(json.loads(stamp.read_text()))
    need("node", "to check the memory snapshot inside Pyodide")
    done = subprocess.run(["node", str(script), str(site)], capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"tools/snapshot.mjs failed:\n{done.stdout}{done.stderr}")
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    for old in CACHE.glob("snapshot-*"):
        old.unlink()
    CACHE.mkdir(parents=True, exist_ok=True)
    stamp.write_text(json.dumps(facts))
    say(f"memory snapshot (snapshot.js's recipe, checked under Node): {mb(facts['bytes'])}, made in "
        f"{facts['made_ms'] / 1e3:.1f} s, booted from in {facts['booted_ms'] / 1e3:.1f} s")
    return dict(facts)


# ---------------------------------------------------------------------------------------- wheel

def site_wheel(pyodide_dir: Path, wheel: Path) -> Path:
    """The wheel the browser loads: ``wheel`` byte-compiled inside Pyodide, without the level files
    (the page fetches a size's file when it is played). Same name (PEP 427), so the lock names it.
    Cached in .cache/ by the wheel's and the script's hashes."""
    script = TOOLS / "site_wheel.mjs"
    key = f"{sha256_of(wheel)[:12]}-{sha256_of(script)[:12]}"
    out_dir = CACHE / f"site-wheel-{key}"
    out = out_dir / wheel.name
    if out.is_file():
        return out
    need("node", "to byte-compile the wheel inside Pyodide")
    out_dir.mkdir(parents=True, exist_ok=True)
    tmp = out_dir / (wheel.name + ".tmp")
    run(["node", str(script), str(pyodide_dir), str(wheel), str(tmp)], stdout=subprocess.DEVNULL)
    tmp.replace(out)
    for old in CACHE.glob("site-wheel-*"):
        if old != out_dir:
            shutil.rmtree(old, ignore_errors=True)
    return out


def build_wheel(out_dir: Path = WHEEL_OUT) -> Path:
    """suido-X.Y.Z-py3-none-any.whl from pyproject.toml (hatchling, pinned there). Reproducible:
    hatchling writes fixed zip dates from SOURCE_DATE_EPOCH, so the same source gives one sha256.
    Built aside and moved in, so out_dir never lacks a wheel while someone else reads it."""
    tmp = out_dir.parent / f".wheel-build-{os.getpid()}"
    if tmp.exists():
        shutil.rmtree(tmp)
    tmp.mkdir(parents=True)
    try:
        env = {**os.environ, "SOURCE_DATE_EPOCH": SOURCE_DATE_EPOCH, "PIP_NO_INPUT": "1"}
        run([sys.executable, "-m", "pip", "wheel", "--no-deps", "--quiet", "--disable-pip-version-check",
             "-w", str(tmp), str(ROOT)], env=env, cwd=ROOT)
        built = sorted(tmp.glob("*.whl"))
        if len(built) != 1 or not built[0].name.endswith("-py3-none-any.whl"):
            raise BuildError(f"expected one suido-*-py3-none-any.whl, pip wrote {[p.name for p in built]}")
        out_dir.mkdir(parents=True, exist_ok=True)
        wheel = out_dir / built[0].name
        os.replace(built[0], wheel)
        for old in out_dir.glob("*.whl"):
            if old != wheel:
                old.unlink()
    finally:
        shutil.rmtree(tmp, ignore_errors=True)
    return wheel


def lock_entry(wheel: Path) -> dict[str, object]:
    name, version = wheel.name.split("-")[:2]
    with zipfile.ZipFile(wheel) as z:
        tops = sorted({n.split("/")[0] for n in z.namelist()
                       if not n.split("/")[0].endswith((".dist-info", ".data"))})
    imports = [t[:-3] if t.endswith(".py") else t for t in tops]
    return {
        "name": name, "version": version, "file_name": wheel.name, "install_dir": "site",
        "sha256": sha256_of(wheel), "package_type": "package", "imports": imports,
        "depends": [], "unvendored_tests": False,
    }


def trimmed_lock(pyodide_dir: Path, wheel: Path) -> dict[str, object]:
    """Pyodide's lock, trimmed to our one package: the upstream entries name wheels we do not ship
    (and whose hashes would not match ours). The browser checks our sha256 (SRI) when it loads."""
    upstream = json.loads((pyodide_dir / "pyodide-lock.json").read_text())
    entry = lock_entry(wheel)
    return {"info": upstream["info"], "packages": {str(entry["name"]).lower(): entry}}


# ---------------------------------------------------------------------------------------- site

SW_TEMPLATE = """\
// GENERATED by build.py: do not edit (site/ has no sw.js; dist/site/sw.js is rebuilt every build).
// RELEASE is a hash of every file below (release.js carries the same), so any change gives new sw.js
// bytes, which is what makes the browser install the new worker.
//
// It is registered by the page once the first board plays, when the page is idle, and it takes every file
// of the release into Cache Storage from the HTTP cache where the page already fetched it (no second
// download), checking each against its sha256 (a file left in the HTTP cache by another release is
// fetched again, once). A new release waits until its page asks it to take over ("A new version is ready";
// the first one takes over at once): an open tab never gets files of a release that is not its own.
// The page puts one entry more into this release's cache, made in the browser from these files: Python's
// memory snapshot (snapshot.js), which the engine's worker boots from. A new release's cache starts without it.
const RELEASE = %(release)s;
const CACHE = "suido-" + RELEASE;
const FILES = %(files)s;  // url -> sha256 of its bytes
const SNAPSHOT = %(snapshot)s;  // snapshot.js's PATH
const SAME = { "./index.html": "./" };  // one file under two names: fetched once

const hex = (buffer) => [...new Uint8Array(buffer)].map((b) => b.toString(16).padStart(2, "0")).join("");

async function fetchChecked(url, sha, mode) {
  let response;
  try {
    response = await fetch(new Request(url, { cache: mode }));
  } catch {
    return null;
  }
  if (!response.ok) return null;
  const digest = await crypto.subtle.digest("SHA-256", await response.clone().arrayBuffer());
  return hex(digest) === sha ? response : null;
}

async function take(cache, url, sha) {
  const from = SAME[url] || url;
  // "force-cache": what the page fetched, from the HTTP cache without asking the server; "no-cache": asks
  // the server whether the copy still holds (a 304 moves no bytes), else brings the file.
  const response = (await fetchChecked(from, sha, "force-cache")) || (await fetchChecked(from, sha, "no-cache"));
  if (!response) throw new Error(`${url} is not the file of release ${RELEASE}`);
  await cache.put(url, response.clone());
  if (from !== url) await cache.put(from, response);
}

self.addEventListener("install", (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const have = new Set((await cache.keys()).map((r) => r.url));
    const todo = Object.entries(FILES).filter(([url]) => !have.has(new URL(url, location.href).href));
    await Promise.all(todo.map(([url, sha]) => take(cache, url, sha)));
    if (!self.registration.active) await self.skipWaiting(); // the first release: nothing to wait for
  })());
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith("suido-") && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // ignoreSearch: ./?code=... and ./index.html?code=... are the same page.
    const hit = await cache.match(request, { ignoreSearch: true, ignoreVary: true });
    return hit || fetch(request);
  })());
});

self.addEventListener("message", (event) => {
  if (event.data === "skipWaiting") self.skipWaiting(); // the page's "Reload": the new release takes over
  if (event.data === "precached?") { // test hook -> {release, count, expected, snapshot: whether it is held}
    event.waitUntil(caches.open(CACHE).then((cache) => cache.keys()).then((keys) => {
      const held = new Set(keys.map((r) => r.url));
      const snapshot = held.has(new URL(SNAPSHOT, location.href).href);
      event.source.postMessage({ release: RELEASE, count: held.size - snapshot,
                                 expected: Object.keys(FILES).length + 1, snapshot });
    }));
  }
});
"""

RELEASE_TEMPLATE = """\
// GENERATED by build.py: do not edit. The release this page, its worker and its service worker belong to
// (a hash of every file of the site but this one and sw.js), the bytes of what the worker fetches while
// Python starts (for the progress bar), and the words said before Python runs (from suido.strings).
export const RELEASE = %(release)s;
// path (from the site's root) -> [bytes, bytes as brotli sends them (0: not compressed)]
export const BOOT_FILES = %(boot)s;
export const WORDS = %(words)s;
"""


def boot_words() -> dict[str, dict[str, str]]:
    sys.path.insert(0, str(ROOT))
    try:
        from suido import strings  # pure Python: the engine's one table of words
    finally:
        sys.path.remove(str(ROOT))
    return {lang: {key: strings.say(lang, key) for key in BOOT_WORDS} for lang in strings.LANGUAGES}


def site_files(site: Path) -> list[Path]:
    """The files of the release (their compressed copies and the two stamped files aside)."""
    return sorted(p for p in site.rglob("*") if p.is_file() and not p.name.endswith((".br", ".gz"))
                  and p.relative_to(site).as_posix() not in ("sw.js", "release.js"))


def brotli_all(files: list[Path], quality: int = 11) -> dict[Path, Path]:
    """FILE -> its brotli bytes (a file in .cache/brotli/ named by FILE's sha256), made by Node's zlib."""
    BROTLI_CACHE.mkdir(parents=True, exist_ok=True)
    out: dict[Path, Path] = {}
    todo: list[str] = []
    for p in files:
        cached = BROTLI_CACHE / (sha256_of(p) + ".br")
        out[p] = cached
        if not cached.is_file():
            todo += [str(p), str(cached.with_suffix(f".tmp{os.getpid()}"))]
    if todo:
        need("node", "to compress the site (brotli, Node's own zlib)")
        t0 = time.perf_counter()
        run(["node", str(TOOLS / "brotli.mjs"), "--quality", str(quality), *todo])
        for tmp in todo[1::2]:
            Path(tmp).replace(Path(tmp).with_suffix(".br"))
        if time.perf_counter() - t0 > 5:
            say(f"brotli: {len(todo) // 2} files in {time.perf_counter() - t0:.0f} s (cached for the next builds)")
    return out


def compress_site(site: Path) -> dict[str, int]:
    """FILE.gz and FILE.br beside every compressible FILE of the site (where they are smaller): what the server
    sends with Content-Encoding when the browser accepts it. Returns path -> bytes as brotli sends it."""
    for old in [*site.rglob("*.br"), *site.rglob("*.gz")]:
        old.unlink()
    files = [p for p in sorted(site.rglob("*")) if p.is_file() and p.suffix in COMPRESSIBLE and p.stat().st_size > 256]
    sizes: dict[str, int] = {}
    made = brotli_all(files)
    used = set(made.values())
    for old in BROTLI_CACHE.glob("*.br"):  # what no file of this build is (an older release's)
        if old not in used:
            old.unlink()
    for p, cached in made.items():
        raw = p.stat().st_size
        data = p.read_bytes()
        gz = gzip.compress(data, compresslevel=9, mtime=0)
        if len(gz) < raw * 0.95:
            p.with_name(p.name + ".gz").write_bytes(gz)
        if cached.stat().st_size < raw * 0.95:
            shutil.copy(cached, p.with_name(p.name + ".br"))
            sizes[p.relative_to(site).as_posix()] = cached.stat().st_size
    return sizes


def stamp_release(site: Path) -> tuple[str, int]:
    """Stamp the release into the built site: release.js, sw.js (the list of files with their hashes) and the
    compressed copies. Returns (release, URLs precached). A test calls it on a changed copy of the site to
    make a new release."""
    h = hashlib.sha256()
    files: dict[str, str] = {}
    for p in site_files(site):
        rel = p.relative_to(site).as_posix()
        digest = sha256_of(p)
        h.update(rel.encode() + b"\0" + bytes.fromhex(digest))
        files["./" + rel] = digest
    release = h.hexdigest()[:16]
    wheels = sorted(site.glob("pyodide/*.whl"))
    boot = [*BOOT_FETCHES, *(w.relative_to(site).as_posix() for w in wheels)]
    (site / "release.js").write_text(RELEASE_TEMPLATE % {
        "release": json.dumps(release),
        "boot": json.dumps({b: [size_of(site / b), 0] for b in boot if (site / b).is_file()}),
        "words": json.dumps(boot_words(), ensure_ascii=False, indent=1),
    })
    sizes = compress_site(site)
    # the progress bar's total, as brotli sends it: release.js again with those sizes (its own is not counted)
    (site / "release.js").write_text(RELEASE_TEMPLATE % {
        "release": json.dumps(release),
        "boot": json.dumps({b: [size_of(site / b), sizes.get(b, 0)] for b in boot if (site / b).is_file()}),
        "words": json.dumps(boot_words(), ensure_ascii=False, indent=1),
    })
    files["./release.js"] = sha256_of(site / "release.js")
    (site / "sw.js").write_text(SW_TEMPLATE % {"release": json.dumps(release),
                                               "files": json.dumps(dict(sorted(files.items())), indent=1),
                                               "snapshot": json.dumps("./" + SNAPSHOT)})
    for name in ("release.js", "sw.js"):
        p = site / name
        data = p.read_bytes()
        p.with_name(name + ".gz").write_bytes(gzip.compress(data, compresslevel=9, mtime=0))
        shutil.copy(brotli_all([p])[p], p.with_name(name + ".br"))
    return release, len(files) + 1


def copy_tree(src: Path, dst: Path) -> int:
    n = 0
    for p in sorted(src.rglob("*")):
        rel = p.relative_to(src)
        if any(part.startswith(".") or part == "__pycache__" for part in rel.parts):
            continue
        if p.is_file():
            (dst / rel).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy(p, dst / rel)  # copy, not copy2: fresh mtimes
            n += 1
    return n


# The site as an app a player installs: its manifest, and its icon drawn by the engine itself (a small
# board, solved, its water running), so the icon is the game's own drawing and never a file of our making.
ICON_BOARD = "3x3:2u82d42b9"  # solved: the pump in the middle of the top row, every piece wet
MANIFEST = {
    "name": "Suido 水道", "short_name": "Suido", "description": "A pipe-rotating puzzle: turn the pieces until "
    "the water reaches every one, with no leak.", "start_url": "./", "scope": "./", "display": "standalone",
    "background_color": "#fbf8f2", "theme_color": "#1d6fc0",
    "icons": [{"src": "icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}],
}


def write_app_files(site: Path) -> None:
    """site/manifest.webmanifest, site/icon.svg (suido.svg's drawing of ICON_BOARD, solved) and site/first.js
    (a new player's first board, drawn: FIRST_TEMPLATE)."""
    code = (f"import sys; sys.path.insert(0, {str(ROOT)!r}); import suido; "
            f"layout = suido.decode({ICON_BOARD!r}); assert suido.is_solved(layout); "
            f"sys.stdout.write(suido.svg.board(layout, label='Suido'))")
    drawing = subprocess.run([sys.executable, "-c", code], check=True, capture_output=True, text=True).stdout
    (site / "icon.svg").write_text(drawing)
    (site / "manifest.webmanifest").write_text(json.dumps(MANIFEST, ensure_ascii=False, indent=1) + "\n")
    first = json.dumps(first_board(), ensure_ascii=False)
    (site / "first.js").write_text(FIRST_TEMPLATE % {"first": first, "size": FIRST_LEVEL[0], "level": FIRST_LEVEL[1]})
    write_level_lists(site)


# A new player's first visit (the bare page, nothing solved, the how-to never dismissed) plays level 1 of 5x5
# with the how-to above it (app.js). Its drawing, heading and how-to are the same for everybody, so the build
# writes them into first.js from the engine's own replies (suido.web's open, pieces and words, in every
# language), and the page shows them at once, before Python is up, taking taps as on the last board drawn
# (preview.js). FIRST_PIECES are the pieces the how-to shows (site/howto.js's SHOWN; a test holds them equal).
FIRST_LEVEL = ("5x5", 1)
FIRST_PIECES = ("end", "straight", "elbow", "tee", "pump", "drain")
FIRST_WORDS = ("levelOf", "howTitle", "howSolvedPicture", "howWater", "howTurn", "howGotIt")
FIRST_TEMPLATE = """\
// GENERATED by build.py: do not edit. A new player's first board (level %(level)s of %(size)s, as app.js opens it),
// drawn by the engine for each language with the heading and the how-to above it, shown before Python is up.
export const FIRST = %(first)s;
"""


def first_board() -> dict[str, object]:
    """{key, size, level, sizes, langs: {lang: {svg, words, pieces}}}: suido.web's own replies (run from this
    checkout in a fresh interpreter, as write_app_files draws the icon)."""
    size, level = FIRST_LEVEL
    return engine_says(f"""
out = {{"key": "{size}#{level}", "size": "{size}", "level": {level}, "sizes": list(levels.SETS), "langs": {{}}}}
for lang in strings.LANGUAGES:
    board = call("open", size="{size}", level={level}, lang=lang)
    words = call("words", lang=lang)["words"]
    pieces = [p for p in call("pieces", lang=lang)["pieces"] if p["piece"] in {list(FIRST_PIECES)!r}]
    keys = [k for key in {list(FIRST_WORDS)!r} for k in (key, key + "One") if k in words]  # as words.js's say
    out["langs"][lang] = {{"svg": board["svg"], "words": {{k: words[k] for k in keys}},
                          "pieces": pieces}}
sys.stdout.write(json.dumps(out))
""")


def engine_says(script: str) -> Any:
    """What script prints as JSON, run in a fresh interpreter with this checkout's engine and `call(op, **args)`:
    suido.web's reply to that op (as the worker gives it to the page), asserted ok."""
    prelude = f"""
import json, sys
from pathlib import Path
sys.path.insert(0, {str(ROOT)!r})
from suido import levels, strings, web
def call(op, **args):
    reply = json.loads(web.handle(json.dumps({{"id": 1, "op": op, "args": args}})))
    assert reply["ok"], reply
    return reply["result"]
"""
    done = subprocess.run([sys.executable, "-c", prelude + script], check=True, capture_output=True, text=True)
    return json.loads(done.stdout)


# The level list (site/levels.js) is drawn at once, before Python is up: the build writes each set's list as the
# engine says it (suido.web's levels op, nothing solved: its open blocks and next level too) into
# levels/SET.list.json, and listing.js holds the sets and the list's words in every language. Which levels are
# open for a player who has solved some is the worker's to say: the page keeps its last reply for the same
# levels solved, and until the worker answers otherwise it draws that.
LIST_WORDS = ("viewLevels", "size", "sizeBig", "today", "todayOf", "block", "blockShut", "shutNext", "shutLater",
              "level", "levelOf", "todayLevelOf", "marks", "teaches", "tests", "solvedMark", "levelBest",
              "and")
LISTING_TEMPLATE = """\
// GENERATED by build.py: do not edit. The sets of levels and the level list's words (suido.strings), in every
// language, so the list (levels.js) is drawn before Python is up from levels/SET.list.json.
export const LISTING = %(listing)s;
"""


def write_level_lists(site: Path) -> None:
    """site/listing.js and site/levels/SET.list.json for each set whose file is here (LISTING_TEMPLATE)."""
    out = engine_says(f"""
lists = {{}}
for size in levels.SETS:
    path = Path({str(LEVELS_SRC)!r}) / (size + ".tsv")
    if path.exists():
        lists[size] = call("levels", size=size, rows=path.read_text(encoding="utf-8"), solved=[])
words = {{}}
for lang in strings.LANGUAGES:
    table = call("words", lang=lang)["words"]
    words[lang] = {{k: v for k, v in table.items()
                   if k.split("One")[0] in {list(LIST_WORDS)!r} or (k.startswith("twist") and not k.endswith("Says"))}}
sys.stdout.write(json.dumps({{"sets": list(levels.SETS), "lists": lists, "words": words}}, ensure_ascii=False))
""")
    (site / "levels").mkdir(exist_ok=True)
    for size, listed in out["lists"].items():
        (site / "levels" / f"{size}.list.json").write_text(json.dumps(listed, separators=(",", ":")))
    listing = {"sets": out["sets"], "listed": sorted(out["lists"]), "words": out["words"]}
    (site / "listing.js").write_text(LISTING_TEMPLATE % {"listing": json.dumps(listing, ensure_ascii=False)})


def build(times: dict[str, float] | None = None) -> dict[str, object]:
    """fetch + wheel + lock + precompile + assemble dist/site. Returns facts for the summary."""
    times = {} if times is None else times
    t_all = time.perf_counter()
    with stage("fetch pyodide", times):
        pyodide_dir = fetch_pyodide()
    with stage("wheel", times):
        wheel = build_wheel()
    with stage("precompile stdlib", times):
        full_stdlib = precompiled_stdlib(pyodide_dir)
        browser_wheel = site_wheel(pyodide_dir, wheel)
    with stage("trim stdlib", times):
        stdlib = trimmed_stdlib(pyodide_dir, full_stdlib, browser_wheel)
    with stage("assemble dist/site", times):
        new = DIST / ".site-new"
        if new.exists():
            shutil.rmtree(new)
        new.mkdir(parents=True)
        shell_files = copy_tree(SITE_SRC, new) if SITE_SRC.is_dir() else 0
        if shell_files == 0:
            say("warning: site/ holds no files yet: dist/site will have no page, only the runtime")
        if (new / "sw.js").exists():
            say("warning: site/sw.js is replaced by the generated service worker")
        level_files = copy_tree(LEVELS_SRC, new / "levels") if LEVELS_SRC.is_dir() else 0
        pyo = new / "pyodide"
        pyo.mkdir(exist_ok=True)
        for name in PYODIDE_RUNTIME:
            if name != "python_stdlib.zip":
                shutil.copy(pyodide_dir / name, pyo / name)
        shutil.copy(stdlib, pyo / "python_stdlib.zip")
        shutil.copy(browser_wheel, pyo / wheel.name)
        lock = trimmed_lock(pyodide_dir, browser_wheel)
        (pyo / "pyodide-lock.json").write_text(json.dumps(lock, indent=1) + "\n")
        write_app_files(new)
    with stage("memory snapshot", times):
        memory_snapshot(new)  # a check of snapshot.js's recipe: the page makes the snapshot it boots from
    with stage("stamp release, compress", times):
        version, n_urls = stamp_release(new)
        shutil.copy(full_stdlib, DIST / "python_stdlib-full.zip")  # for the test that the trimmed one is enough
        old = DIST / f".site-old-{os.getpid()}"
        if SITE_OUT.exists():
            SITE_OUT.replace(old)
        new.replace(SITE_OUT)
        shutil.rmtree(old, ignore_errors=True)
    facts = {
        "wheel": wheel.name, "wheel_bytes": size_of(wheel), "site_bytes": size_of(SITE_OUT),
        "shell_files": shell_files, "level_files": level_files, "sw_version": version, "precache": n_urls,
        "full_stdlib": str(full_stdlib),
    }
    say(f"built {SITE_OUT.relative_to(ROOT)} in {time.perf_counter() - t_all:.1f} s: {mb(size_of(SITE_OUT))}, "
        f"{shell_files} shell files, {level_files} level files, wheel {wheel.name} "
        f"({size_of(wheel) / 1e3:.1f} KB), release {version}, sw.js precaching {n_urls} URLs")
    return facts


# ---------------------------------------------------------------------------------------- serve

class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """dist/site with the right types, and each file precompressed (FILE.br, FILE.gz, written by the build)
    sent with Content-Encoding when the browser's Accept-Encoding allows it. A static host does the same
    (README: "On a static host")."""

    extensions_map = MIME_TYPES
    cors = True  # a page on another origin may embed the board from here (README: "The board in any page")
    encodings = (("br", ".br"), ("gzip", ".gz"))

    def end_headers(self) -> None:
        # A local build changes under the same URLs: make the browser revalidate (cheap 304s).
        # The service worker, not the HTTP cache, is what makes the site work offline.
        self.send_header("Cache-Control", "no-cache")
        if self.cors:
            self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def accepted(self) -> set[str]:
        accept = self.headers.get("Accept-Encoding", "")
        codings = set()
        for part in accept.split(","):
            name, _, q = part.strip().partition(";")
            if name and q.replace(" ", "") not in ("q=0", "q=0.0", "q=0.00", "q=0.000"):
                codings.add(name.strip().lower())
        return codings

    def send_head(self):  # type: ignore[no-untyped-def]
        path = Path(self.translate_path(self.path))
        if path.is_dir() and self.path.split("?")[0].endswith("/") and (path / "index.html").is_file():
            path = path / "index.html"  # the page at "./", compressed like any other
        if path.is_dir() or not path.is_file() or path.suffix not in COMPRESSIBLE:
            return super().send_head()
        accepted = self.accepted()
        for coding, suffix in self.encodings:
            packed = path.with_name(path.name + suffix)
            if (coding in accepted or "*" in accepted) and packed.is_file():
                break
        else:
            coding, packed = "", path
        try:
            f = packed.open("rb")
        except OSError:
            return super().send_head()
        stat = os.fstat(f.fileno())
        since = self.headers.get("If-Modified-Since")
        if since and not self.headers.get("If-None-Match"):
            with contextlib.suppress(TypeError, ValueError, OverflowError, IndexError):
                when = email.utils.parsedate_to_datetime(since)
                if int(path.stat().st_mtime) <= when.timestamp():
                    f.close()
                    self.send_response(http.HTTPStatus.NOT_MODIFIED)
                    self.send_header("Vary", "Accept-Encoding")
                    self.end_headers()
                    return None
        self.send_response(http.HTTPStatus.OK)
        self.send_header("Content-Type", self.guess_type(str(path)))
        if coding:
            self.send_header("Content-Encoding", coding)
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(stat.st_size))
        self.send_header("Last-Modified", self.date_time_string(int(path.stat().st_mtime)))
        self.end_headers()
        return f

    def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
        if str(getattr(code, "value", code)).startswith(("4", "5")):  # quiet, except for failures
            super().log_request(code, size)


def serve(host: str, port: int, tries: int = 20) -> None:
    if not (SITE_OUT / "index.html").is_file():
        say("warning: dist/site/index.html does not exist (site/ is empty?): the page will 404")
    handler = functools.partial(SiteHandler, directory=str(SITE_OUT))
    httpd = None
    for p in range(port, port + tries):
        try:
            httpd = http.server.ThreadingHTTPServer((host, p), handler)
            break
        except OSError as e:
            if e.errno != errno.EADDRINUSE:
                raise BuildError(f"cannot listen on {host}:{p}: {e}") from None
            say(f"port {p} is busy (another server is running there)" + ("; trying the next one" if p + 1 < port + tries else ""))
    if httpd is None:
        raise BuildError(f"ports {port}..{port + tries - 1} are all busy; pass --port N to choose another")
    url_host = f"[{host}]" if ":" in host else host
    print(f"\nSuido is being served at  http://{url_host}:{httpd.server_address[1]}/   (Ctrl-C stops it)\n",
          flush=True)
    try:
        httpd.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped")
    finally:
        httpd.server_close()


# ---------------------------------------------------------------------------------------- test set-up

def venv_python() -> Path:
    return VENV / "bin" / "python"


def ensure_chromium() -> None:
    if os.environ.get("CHROMIUM") and Path(os.environ["CHROMIUM"]).is_file():
        return
    if shutil.which("chromium"):
        return
    if os.geteuid() != 0:
        raise BuildError("Chromium is missing and this is not root: run `sudo apt-get install -y chromium` "
                         "(or set CHROMIUM=/path/to/chromium), then run this again")
    say("installing Debian's chromium with apt-get (once)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-qq"], env=env, stdout=subprocess.DEVNULL)
    run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", "chromium"], env=env,
        stdout=subprocess.DEVNULL)
    if not shutil.which("chromium"):
        raise BuildError("apt-get install chromium finished but `chromium` is still not on PATH")


def ensure_venv() -> None:
    """.venv with the pinned test requirements; re-installed only when the requirements change."""
    py = venv_python()
    if not py.is_file():
        say("creating .venv")
        run([sys.executable, "-m", "venv", str(VENV)])
    stamp = VENV / ".suido-requirements.sha256"
    want = sha256_of(TEST_REQUIREMENTS)
    if stamp.is_file() and stamp.read_text().strip() == want:
        return
    say("installing the pinned test requirements into .venv")
    run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "-r", str(TEST_REQUIREMENTS)],
        env={**os.environ, "PIP_NO_INPUT": "1"})
    stamp.write_text(want + "\n")


def ensure_test_wheels() -> None:
    """The pure wheels pytest needs inside Pyodide (py3-none-any, checked by --require-hashes)."""
    stamp = TEST_WHEELS / ".requirements.sha256"
    want = sha256_of(PYODIDE_REQUIREMENTS)
    if stamp.is_file() and stamp.read_text().strip() == want:
        return
    say("downloading the wheels for pytest inside Pyodide")
    if TEST_WHEELS.exists():
        shutil.rmtree(TEST_WHEELS)
    TEST_WHEELS.mkdir(parents=True)
    run([sys.executable, "-m", "pip", "download", "--quiet", "--disable-pip-version-check",
         "--only-binary=:all:", "--python-version", "3.14", "--no-deps", "--require-hashes",
         "-r", str(PYODIDE_REQUIREMENTS), "-d", str(TEST_WHEELS)],
        env={**os.environ, "PIP_NO_INPUT": "1"})
    stamp.write_text(want + "\n")


def test(pytest_args: list[str]) -> int:
    times: dict[str, float] = {}
    t0 = time.perf_counter()
    need("node", "for Pyodide (apt-get install nodejs)")
    with stage("install: chromium", times):
        ensure_chromium()
    with stage("install: webkit, firefox", times):
        from builder.engines import ensure_engines  # tests/engines: WebKit and Firefox beside Chromium
        engines_env = ensure_engines(run, say, BuildError)
    with stage("install: .venv test requirements", times):
        ensure_venv()
    with stage("install: wheels for pytest in Pyodide", times):
        ensure_test_wheels()
    with stage("install: axe-core", times):
        ensure_axe()
    build_times: dict[str, float] = {}
    with stage("build", times):
        build(build_times)
    say("running pytest: " + " ".join(["pytest", *pytest_args]))
    env = {**os.environ, "SUIDO_STAGE_TIMES": json.dumps({k: round(v, 1) for k, v in times.items()})}
    env.setdefault("CHROMIUM", shutil.which("chromium") or "/usr/bin/chromium")
    for key, value in engines_env.items():
        env.setdefault(key, value)
    t_py = time.perf_counter()
    rc = subprocess.run([str(venv_python()), "-m", "pytest", *pytest_args], cwd=ROOT, env=env).returncode
    # No output after pytest's own closing line except this one short line: CI reads the closing lines.
    print(f"[build] pytest exit {rc}; set-up+build {t_py - t0:.0f} s, pytest {time.perf_counter() - t_py:.0f} s",
          flush=True)
    return rc


# ---------------------------------------------------------------------------------------- main

def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="build.py", description=__doc__.split("\n\n")[0])
    sub = parser.add_subparsers(dest="command", required=True)
    p_serve = sub.add_parser("serve", help="build, then serve dist/site on http://127.0.0.1:8000/")
    p_serve.add_argument("--port", type=int, default=8000)
    p_serve.add_argument("--host", default="127.0.0.1")
    p_serve.add_argument("--no-build", action="store_true", help="serve dist/site as it is")
    sub.add_parser("build", help="fetch Pyodide, build the wheel, the lock, the stdlib .pyc, the memory snapshot, dist/site")
    sub.add_parser("test", help="install the test tools, build, run pytest (every further argument goes to pytest)")
    p_wheel = sub.add_parser("wheel", help="build only the suido wheel")
    p_wheel.add_argument("--out", type=Path, default=WHEEL_OUT)
    sub.add_parser("clean", help="remove dist/ (keeps .cache/)")
    p_levels = sub.add_parser("levels", help="write the fixed levels (levels/SIZE.tsv, levels/marks.json) with our generator")
    p_levels.add_argument("sizes", nargs="*", help="sizes such as 7x7, or big (the big-pieces set) (default: all sixteen sizes)")
    p_levels.add_argument("--from", dest="start", type=int, default=1, help="keep levels 1..N-1, write the rest")
    p_levels.add_argument("--jobs", type=int, default=2, help="sizes made at once")
    p_tables = sub.add_parser("tables", help="write the difficulty reference tables (suido/data/difficulty.json)")
    p_tables.add_argument("--jobs", type=int, default=2)
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["test"]:
        # every argument after `test`, -m/-k/-x included, goes to pytest untouched
        try:
            return test(argv[1:])
        except BuildError as e:
            print(f"[build] error: {e}", file=sys.stderr, flush=True)
            return 1
    args = parser.parse_args(argv)
    try:
        if args.command == "serve":
            if not args.no_build:
                build()
            serve(args.host, args.port)
        elif args.command == "build":
            build()
        elif args.command == "test":
            return test([])
        elif args.command == "wheel":
            wheel = build_wheel(args.out.resolve())
            print(f"{wheel}  sha256 {sha256_of(wheel)}")
        elif args.command == "levels":
            # the levels and the difficulty tables are committed data: only these two commands write them
            return subprocess.run([sys.executable, str(TOOLS / "make_levels.py"), *args.sizes,
                                   "--from", str(args.start), "--jobs", str(args.jobs)], cwd=ROOT).returncode
        elif args.command == "tables":
            return subprocess.run([sys.executable, str(TOOLS / "difficulty_tables.py"), "--jobs", str(args.jobs)],
                                  cwd=ROOT).returncode
        elif args.command == "clean":
            shutil.rmtree(DIST, ignore_errors=True)
            say("removed dist/")
    except BuildError as e:
        print(f"[build] error: {e}", file=sys.stderr, flush=True)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
