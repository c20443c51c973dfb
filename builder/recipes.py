"""The recipes of examples/: one npm install for the bundled recipes (an npm workspace at examples/, pinned by its
package-lock.json), the npm package (builder/npmpkg.py's tarball) installed into it as a site owner installs it, and
their builds against a Suido site at a given address.

Standard library only (build.py imports it): `build.py test` calls ensure_examples() while it installs the test
tools; the tests call build_examples() once a session, with the address their asset server has.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Callable

from builder.common import BuildError

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
FRAMEWORKS = ("react", "vue", "svelte")  # each a Vite project, a workspace of examples/package.json
WEBPACK = "webpack"                        # TypeScript (tsc) bundled by webpack, a workspace too
NEXT = "next"                              # Next.js's app router, served by `next start` (each page rendered on the server)
NEXT_CLI = EXAMPLES / "node_modules" / "next" / "dist" / "bin" / "next"
ANGULAR = "angular"                        # Angular 20 (CUSTOM_ELEMENTS_SCHEMA), built by its own CLI
WORKSPACES = (*FRAMEWORKS, WEBPACK, NEXT, ANGULAR)
BUNDLER = {**{name: "vite" for name in FRAMEWORKS}, WEBPACK: "webpack", NEXT: "next",  # what builds each
           ANGULAR: "@angular/build"}
TYPED = ("react", WEBPACK)                 # the TypeScript recipes: `tsc --noEmit` in each
SITE_IN_FILES = "https://example.org/suido/"  # the address the recipes' files name, for the reader's own
STAMP = EXAMPLES / "node_modules" / ".suido-lock.sha256"
PACKAGE_STAMP = EXAMPLES / "node_modules" / ".suido-package.sha256"


class RecipeError(BuildError):
    """A recipe that did not install or build (what npm, tsc, Vite or webpack said)."""


def _lock_sha() -> str:
    return hashlib.sha256((EXAMPLES / "package-lock.json").read_bytes()).hexdigest()


def ensure_examples() -> bool:
    """`npm ci` in examples/ (every workspace at once), again only when package-lock.json changes; then the npm
    package's tarball installed into it (`npm install --no-save` of the file, offline: it has no dependencies),
    again only when the tarball changes. True when it installed anything."""
    from builder import npmpkg   # (its errors are BuildError's)
    npm = shutil.which("npm")
    if not npm:
        raise RecipeError("npm is missing: the framework recipes install with it (apt-get install npm)")
    want = _lock_sha()
    installed = False
    if not (STAMP.is_file() and STAMP.read_text().strip() == want):
        # npm's own cache of downloads (~/.npm), kept across clones on one machine: a later clone installs from it,
        # asking the registry only whether each package is still what the lock says
        done = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error", "--prefer-offline"],
                              cwd=EXAMPLES, capture_output=True, text=True)
        if done.returncode != 0:
            raise RecipeError(f"npm ci in examples/ failed:\n{done.stdout}{done.stderr}")
        STAMP.write_text(want + "\n")
        PACKAGE_STAMP.unlink(missing_ok=True)
        installed = True
    tarball = npmpkg.pack()
    package = hashlib.sha256(tarball.read_bytes()).hexdigest()
    if not (PACKAGE_STAMP.is_file() and PACKAGE_STAMP.read_text().strip() == package):
        done = subprocess.run([npm, "install", "--no-save", "--offline", "--no-audit", "--no-fund", "--loglevel=error",
                               str(tarball)], cwd=EXAMPLES, capture_output=True, text=True)
        if done.returncode != 0:
            raise RecipeError(f"npm install of {tarball.name} in examples/ failed:\n{done.stdout}{done.stderr}")
        PACKAGE_STAMP.write_text(package + "\n")
        installed = True
    return installed


def install_for_tests() -> None:
    """ensure_examples() for `build.py test`: a failure is said in one line, not a traceback."""
    try:
        ensure_examples()
    except RecipeError as e:
        raise SystemExit(f"[build] error: {e}") from None


def typecheck(name: str) -> subprocess.CompletedProcess[str]:
    """`tsc --noEmit` in examples/NAME (a TypeScript recipe), with the workspace's pinned TypeScript."""
    ensure_examples()
    tsc = EXAMPLES / "node_modules" / "typescript" / "bin" / "tsc"
    return subprocess.run(["node", str(tsc), "--noEmit", "-p", "."], cwd=EXAMPLES / name, capture_output=True,
                          text=True)


def build_webpack(site_url: str, out: Path) -> Path:
    """examples/webpack built as `npm run build` does (tsc into its build/, then webpack in production mode) into
    out/dist, the site taken from site_url (SUIDO_SITE), its index.html beside it naming the same site. Returns out."""
    ensure_examples()
    here = EXAMPLES / WEBPACK
    tsc = EXAMPLES / "node_modules" / "typescript" / "bin" / "tsc"
    cli = EXAMPLES / "node_modules" / "webpack-cli" / "bin" / "cli.js"
    env = {**os.environ, "SUIDO_SITE": site_url}
    for step in (["node", str(tsc), "-p", "."],
                 ["node", str(cli), "--mode", "production", "--output-path", str(out / "dist"), "--no-stats",
                  "--devtool", "source-map"]):
        done = subprocess.run(step, cwd=here, env=env, capture_output=True, text=True)
        if done.returncode != 0:
            raise RecipeError(f"{' '.join(step[:2])} in examples/{WEBPACK} failed:\n{done.stdout}{done.stderr}")
    page = (here / "index.html").read_text(encoding="utf-8")
    (out / "index.html").write_text(page.replace(SITE_IN_FILES, site_url), encoding="utf-8")
    return out


def build_next(out: Path) -> Path:
    """examples/next built by `next build` (a server's build: .next/, its page rendered for every request) and
    copied into out with what `next start` reads beside it (package.json, next.config.mjs; node_modules a link to
    the workspace's, which the server's chunks require). No site is built in: the server reads SUIDO_SITE when a
    page is asked for (serve_next_recipe). Returns out."""
    ensure_examples()
    here = EXAMPLES / NEXT
    env = {**os.environ, "NEXT_TELEMETRY_DISABLED": "1", "NODE_ENV": "production"}
    done = subprocess.run(["node", str(NEXT_CLI), "build"], cwd=here, env=env, capture_output=True, text=True)
    if done.returncode != 0 or not (here / ".next" / "BUILD_ID").is_file():
        raise RecipeError(f"next build in examples/{NEXT} failed:\n{done.stdout[-4000:]}{done.stderr[-4000:]}")
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(here / ".next", out / ".next", ignore=shutil.ignore_patterns("cache"))
    for name in ("package.json", "next.config.mjs"):
        shutil.copy2(here / name, out / name)
    (out / "node_modules").symlink_to(EXAMPLES / "node_modules")
    return out


def browser_side(name: str, built: Path) -> Path:
    """The folder of a recipe's build (built: dist/recipes/NAME) that the browser is sent: Next.js's .next/static,
    every other recipe's whole folder (suido_share reads it)."""
    return built / ".next" / "static" if name == NEXT else built


def _bin(name: str, path: str) -> Path:
    """A tool of the workspace: in examples/NAME's own node_modules when npm put it there (a version the others
    do not share), else in the workspace's."""
    own = EXAMPLES / name / "node_modules" / path
    return own if own.is_file() else EXAMPLES / "node_modules" / path


def build_angular(site_url: str, out: Path) -> Path:
    """examples/angular built by `ng build` (production) into out, the site its files name (angular.json's define,
    index.html's stylesheet) replaced by site_url. Returns out."""
    ensure_examples()
    here = EXAMPLES / ANGULAR
    into = out.with_name(out.name + "-ng")
    shutil.rmtree(into, ignore_errors=True)
    env = {**os.environ, "NG_CLI_ANALYTICS": "false"}
    done = subprocess.run(["node", str(_bin(ANGULAR, "@angular/cli/bin/ng.js")), "build", "--output-path", str(into)],
                          cwd=here, env=env, capture_output=True, text=True)
    if done.returncode != 0 or not (into / "browser" / "index.html").is_file():
        raise RecipeError(f"ng build in examples/{ANGULAR} failed:\n{done.stdout[-4000:]}{done.stderr[-4000:]}")
    shutil.rmtree(out, ignore_errors=True)
    shutil.copytree(into / "browser", out)
    shutil.rmtree(into, ignore_errors=True)
    for path in out.rglob("*"):
        if path.suffix in (".html", ".js") and site_url != SITE_IN_FILES:
            path.write_text(path.read_text(encoding="utf-8").replace(SITE_IN_FILES, site_url), encoding="utf-8")
    return out


def build_examples(site_url: str, out: Path, names: tuple[str, ...] = WORKSPACES) -> dict[str, Path]:
    """Each bundled recipe built into out/NAME against the Suido site at site_url: the Vite ones by their own
    `vite build` (the site: their .env's VITE_SUIDO_SITE, given in the environment), webpack's by build_webpack,
    Next.js's by build_next (a server's build: its site is given when it starts), Angular's by build_angular.
    Returns NAME -> the built folder."""
    ensure_examples()
    vite = EXAMPLES / "node_modules" / "vite" / "bin" / "vite.js"
    env = {**os.environ, "VITE_SUIDO_SITE": site_url, "NODE_ENV": "production"}
    built: dict[str, Path] = {}
    for name in names:
        if name in (WEBPACK, NEXT, ANGULAR):
            built[name] = (build_next(out / name) if name == NEXT
                           else {WEBPACK: build_webpack, ANGULAR: build_angular}[name](site_url, out / name))
            continue
        target = out / name
        done = subprocess.run(["node", str(vite), "build", "--outDir", str(target), "--emptyOutDir", "--sourcemap",
                               "--logLevel", "warn"], cwd=EXAMPLES / name, env=env, capture_output=True, text=True)
        if done.returncode != 0 or not (target / "index.html").is_file():
            raise RecipeError(f"vite build of examples/{name} failed:\n{done.stdout}{done.stderr}")
        built[name] = target
    return built


BUILT = ROOT / "dist" / "recipes"
"""Every bundled recipe built as its files name the site (SITE_IN_FILES), kept for the sessions that serve them."""


def _inputs_sha() -> str:
    """A hash of what the bundled recipes' builds read: the lock, the npm package's tarball, the recipes' files."""
    from builder import npmpkg
    h = hashlib.sha256(_lock_sha().encode())
    h.update(hashlib.sha256(npmpkg.pack().read_bytes()).digest())
    for name in WORKSPACES:
        for path in sorted((EXAMPLES / name).rglob("*")):
            rel = path.relative_to(EXAMPLES)
            if path.is_file() and not {"node_modules", "build", "dist", ".next", "out", ".angular"} & set(rel.parts):
                h.update(str(rel).encode() + b"\0" + path.read_bytes())
    return h.hexdigest()


def recipes_built(say: Callable[[str], None] = print) -> tuple[dict[str, Path], dict[str, float]]:
    """Every bundled recipe built into dist/recipes/NAME against the site its files name, again only when what the
    builds read changed (the lock, the package's tarball, the recipes' files); two test processes asking at once
    build once (a file lock). Returns NAME -> its folder, and NAME -> the seconds its build took (none: kept)."""
    import fcntl
    import time

    BUILT.parent.mkdir(exist_ok=True)
    times: dict[str, float] = {}
    with (BUILT.parent / "recipes.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        ensure_examples()
        want = _inputs_sha()
        stamp = BUILT / ".inputs.sha256"
        if not (stamp.is_file() and stamp.read_text().strip() == want):
            fresh = BUILT.with_name("recipes-new")
            shutil.rmtree(fresh, ignore_errors=True)
            for name in WORKSPACES:
                t0 = time.perf_counter()
                build_examples(SITE_IN_FILES, fresh, (name,))
                times[name] = time.perf_counter() - t0
                say(f"[recipes] built {name} in {times[name]:.1f} s")
            (fresh / ".inputs.sha256").write_text(want + "\n")
            shutil.rmtree(BUILT, ignore_errors=True)
            fresh.replace(BUILT)
    return {name: BUILT / name for name in WORKSPACES}, times


def recipe_served(name: str, site_url: str, where: Path) -> Path:
    """dist/recipes/NAME copied into where (a fresh folder), the site its files name replaced by site_url in its
    pages and scripts, as a reader puts in their own address (not Next.js's: a server, serve_next_recipe).
    Returns where."""
    if name == NEXT:
        raise ValueError("examples/next is a server: serve it with serve_next_recipe")
    shutil.copytree(BUILT / name, where, dirs_exist_ok=True, ignore=shutil.ignore_patterns("*.map"))
    for path in where.rglob("*"):
        if path.suffix in (".html", ".js", ".txt"):
            text = path.read_text(encoding="utf-8")
            if SITE_IN_FILES in text:
                path.write_text(text.replace(SITE_IN_FILES, site_url), encoding="utf-8")
    return where


def serve_python_recipe(site_url: str) -> tuple[str, Callable[[], None]]:
    """examples/server/app.py (Flask: the test venv has its pins) served on 127.0.0.1 (a free port) in a thread of
    this process, the Suido site taken from site_url. Returns (its address, a function that stops it)."""
    import importlib.util
    import threading

    from werkzeug.serving import make_server

    spec = importlib.util.spec_from_file_location("suido_recipe_server", EXAMPLES / "server" / "app.py")
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    setattr(module, "SITE", site_url)  # as SUIDO_SITE would set it
    server = make_server("127.0.0.1", 0, module.app, threaded=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()

    def stop() -> None:
        server.shutdown()
        server.server_close()

    return f"http://127.0.0.1:{server.server_port}/", stop


_B64 = {c: i for i, c in enumerate("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")}


def _vlq(text: str) -> list[int]:
    """A source map segment's numbers (base64 VLQ)."""
    out, value, shift = [], 0, 0
    for c in text:
        digit = _B64[c]
        value += (digit & 31) << shift
        if digit & 32:
            shift += 5
            continue
        out.append(-(value >> 1) if value & 1 else value >> 1)
        value, shift = 0, 0
    return out


def suido_share(built: Path, package: str = "node_modules/suido/") -> dict[str, int]:
    """What of a production build's JavaScript is Suido's own: every .js file of built (each with its source map,
    the build's --sourcemap), the text its map says came from the package's files, in bytes and gzipped (-9) as one
    text; and the build's JavaScript in all (bytes, gzipped). All of it is counted as loaded before the board is
    asked for (Next.js's recipe loads its share in an effect, after: counted all the same)."""
    import gzip
    import json

    ours: list[str] = []
    total: list[bytes] = []
    for js in sorted(built.rglob("*.js")):
        code = js.read_text(encoding="utf-8")
        total.append(code.encode())
        named = re.findall(r"//# sourceMappingURL=(\S+)\s*$", code)   # (Turbopack names its maps apart)
        smap = js.with_name(named[-1] if named and "/" not in named[-1] else js.name + ".map")
        if not smap.is_file():
            continue   # (none of Suido's: a bundler's own manifest; a build without maps finds no Suido at all)
        data = json.loads(smap.read_text(encoding="utf-8"))
        mine = [package in str(src).replace("\\", "/") for src in data["sources"]]
        source = 0
        for line, mapping in zip(code.split("\n"), data["mappings"].split(";")):
            column, spans = 0, []
            for segment in filter(None, mapping.split(",")):
                fields = _vlq(segment)
                column += fields[0]
                if len(fields) >= 4:
                    source += fields[1]
                spans.append((column, len(fields) >= 4 and mine[source]))
            for (start, is_ours), (end, _) in zip(spans, spans[1:] + [(len(line), False)]):
                if is_ours:
                    ours.append(line[start:end])
    text = "".join(ours).encode()
    everything = b"\n".join(total)
    return {"suido": len(text), "suido_gzip": len(gzip.compress(text, 9)), "js": len(everything),
            "js_gzip": len(gzip.compress(everything, 9))}


FASTAPI = EXAMPLES / "fastapi"
FASTAPI_VENV = ROOT / ".cache" / "fastapi-venv"


def ensure_fastapi_venv() -> Path:
    """.cache/fastapi-venv with examples/fastapi/requirements.txt's pins (FastAPI, uvicorn), made once and again
    only when those change: the test venv keeps Flask's pins alone. Returns its python."""
    import sys

    python = FASTAPI_VENV / "bin" / "python"
    want = hashlib.sha256((FASTAPI / "requirements.txt").read_bytes()).hexdigest()
    stamp = FASTAPI_VENV / ".requirements.sha256"
    if python.is_file() and stamp.is_file() and stamp.read_text().strip() == want:
        return python
    shutil.rmtree(FASTAPI_VENV, ignore_errors=True)
    for step in ([sys.executable, "-m", "venv", str(FASTAPI_VENV)],
                 [str(python), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-deps",
                  "-r", str(FASTAPI / "requirements.txt")]):
        done = subprocess.run(step, capture_output=True, text=True, env={**os.environ, "PIP_NO_INPUT": "1"})
        if done.returncode != 0:
            raise RecipeError(f"the FastAPI recipe's venv: {' '.join(step[:3])} failed:\n{done.stdout}{done.stderr}")
    stamp.write_text(want + "\n")
    return python


def _free_port() -> int:
    import socket

    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _serve(command: list[str], cwd: Path, env: dict[str, str], port: int, probe: str,
           what: str) -> tuple[str, Callable[[], None], Callable[[], str]]:
    """command (a server on 127.0.0.1:port) started in cwd, its output kept in a file, waited for until probe (a
    path) answers, with any status, within 90 s. Returns (its address, a function that stops it, a function that
    says what it has printed so far)."""
    import tempfile
    import time
    import urllib.error
    import urllib.request

    log = tempfile.TemporaryFile(mode="w+", encoding="utf-8")
    server = subprocess.Popen(command, cwd=cwd, env=env, stdout=log, stderr=subprocess.STDOUT, text=True)

    def said() -> str:
        log.seek(0)
        return log.read()

    def stop() -> None:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        log.close()

    url = f"http://127.0.0.1:{port}/"
    end = time.monotonic() + 90
    while True:
        try:
            with urllib.request.urlopen(url + probe, timeout=10):
                break
        except urllib.error.HTTPError:
            break   # it answered
        except OSError:
            if server.poll() is not None or time.monotonic() > end:
                output = said()
                stop()
                raise RecipeError(f"{what} did not serve: {output[-2000:]}") from None
            time.sleep(0.2)
    return url, stop, said


def serve_fastapi_recipe(site_url: str) -> tuple[str, Callable[[], None]]:
    """examples/fastapi/app.py served by uvicorn (in its own venv, the engine from this checkout) on 127.0.0.1 at a
    free port, the Suido site taken from site_url (SUIDO_SITE). Returns (its address, a function that stops it)."""
    python = ensure_fastapi_venv()
    port = _free_port()
    env = {**os.environ, "SUIDO_SITE": site_url, "PYTHONPATH": str(ROOT)}
    url, stop, _ = _serve([str(python), "-m", "uvicorn", "app:app", "--host", "127.0.0.1", "--port", str(port),
                           "--log-level", "warning"], FASTAPI, env, port, "level/1", "uvicorn (examples/fastapi)")
    return url, stop


def serve_next_recipe(site_url: str, built: Path = BUILT / NEXT) -> tuple[str, Callable[[], None], Callable[[], str]]:
    """Next.js's recipe as build_next left it in built, served by `next start` on 127.0.0.1 at a free port, the
    Suido site taken from site_url (SUIDO_SITE, read by the page for every request). Returns (its address, a
    function that stops it, a function that says what the server has printed: a page that failed to render on
    the server says so there)."""
    port = _free_port()
    env = {**os.environ, "SUIDO_SITE": site_url, "NEXT_TELEMETRY_DISABLED": "1", "NODE_ENV": "production"}
    return _serve(["node", str(NEXT_CLI), "start", "--port", str(port), "--hostname", "127.0.0.1"], built, env, port,
                  "_next/static/", "next start (examples/next)")
