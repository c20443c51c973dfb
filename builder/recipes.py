"""The recipes of examples/: one npm install for the three framework recipes (an npm workspace at examples/,
pinned by its package-lock.json), and their builds against a Suido site at a given address.

Standard library only (build.py imports it): `build.py test` calls ensure_examples() while it installs the test
tools; the tests call build_examples() once a session, with the address their asset server has.
"""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parent.parent
EXAMPLES = ROOT / "examples"
FRAMEWORKS = ("react", "vue", "svelte")  # each a Vite project, a workspace of examples/package.json
STAMP = EXAMPLES / "node_modules" / ".suido-lock.sha256"


class RecipeError(Exception):
    pass


def _lock_sha() -> str:
    return hashlib.sha256((EXAMPLES / "package-lock.json").read_bytes()).hexdigest()


def ensure_examples() -> bool:
    """`npm ci` in examples/ (every workspace at once), again only when package-lock.json changes. True when it
    installed."""
    want = _lock_sha()
    if STAMP.is_file() and STAMP.read_text().strip() == want:
        return False
    npm = shutil.which("npm")
    if not npm:
        raise RecipeError("npm is missing: the framework recipes install with it (apt-get install npm)")
    done = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=EXAMPLES,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise RecipeError(f"npm ci in examples/ failed:\n{done.stdout}{done.stderr}")
    STAMP.write_text(want + "\n")
    return True


def install_for_tests() -> None:
    """ensure_examples() for `build.py test`: a failure is said in one line, not a traceback."""
    try:
        ensure_examples()
    except RecipeError as e:
        raise SystemExit(f"[build] error: {e}") from None


def build_examples(site_url: str, out: Path, names: tuple[str, ...] = FRAMEWORKS) -> dict[str, Path]:
    """Each framework recipe built by its own `vite build` into out/NAME, the Suido site taken from site_url (its
    .env's VITE_SUIDO_SITE, given in the environment). Returns NAME -> the built folder."""
    ensure_examples()
    vite = EXAMPLES / "node_modules" / "vite" / "bin" / "vite.js"
    env = {**os.environ, "VITE_SUIDO_SITE": site_url, "NODE_ENV": "production"}
    built: dict[str, Path] = {}
    for name in names:
        target = out / name
        done = subprocess.run(["node", str(vite), "build", "--outDir", str(target), "--emptyOutDir", "--logLevel",
                               "warn"], cwd=EXAMPLES / name, env=env, capture_output=True, text=True)
        if done.returncode != 0 or not (target / "index.html").is_file():
            raise RecipeError(f"vite build of examples/{name} failed:\n{done.stdout}{done.stderr}")
        built[name] = target
    return built


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
