"""What `build.py test` installs before it runs pytest: the browsers (Chromium, WebKit, Firefox: one apt-get), the
.venv's pinned tools, the wheels for pytest inside Pyodide, axe-core, and the shell's TypeScript (the root's
package-lock.json)."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tarfile
from pathlib import Path

from builder.common import CACHE, ROOT, TEST_WHEELS, VENV, BuildError, run, say, sha256_of
from builder.npm import npm_pack

# axe-core, the accessibility checker the browser tests run on every view (npm pack, pinned like Pyodide)
AXE_VERSION = "4.14.1"
AXE_SHA256 = "e6b0ce02b84d892e2e33e403485e7f3d6c29e2be6df65daf44d89ba564139745"

TEST_REQUIREMENTS = ROOT / "requirements-test.txt"          # host .venv: pytest, playwright, mypy
PYODIDE_REQUIREMENTS = ROOT / "requirements-pyodide.txt"    # pure wheels for pytest inside Pyodide


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


# the shell's type check (tests/test_shell.py): TypeScript, pinned in the root's package.json and package-lock.json
SHELL_LOCK = ROOT / "package-lock.json"
SHELL_STAMP = ROOT / "node_modules" / ".suido-lock.sha256"


def ensure_shell_tools() -> bool:
    """`npm ci` at the repository's root (TypeScript, exactly as the lock has it), again only when
    package-lock.json changes. True when it installed."""
    want = hashlib.sha256(SHELL_LOCK.read_bytes()).hexdigest()
    if SHELL_STAMP.is_file() and SHELL_STAMP.read_text().strip() == want:
        return False
    npm = shutil.which("npm")
    if not npm:
        raise BuildError("npm is missing: the shell's type check installs TypeScript with it (apt-get install npm)")
    say("installing the shell's TypeScript (npm ci at the root)")
    done = subprocess.run([npm, "ci", "--no-audit", "--no-fund", "--loglevel=error"], cwd=ROOT,
                          capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"npm ci at the root failed:\n{done.stdout}{done.stderr}")
    SHELL_STAMP.write_text(want + "\n")
    return True


def venv_python() -> Path:
    return VENV / "bin" / "python"


# Debian's Noto CJK fonts: Debian's Chromium as it comes draws Japanese as boxes, and the tests' screenshots of
# Japanese are judged by eye (the page's font stack names Noto Sans CJK JP among each platform's Japanese fonts)
CJK_PACKAGE = "fonts-noto-cjk"
CJK_FONT = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


# The browser tests drive Chromium's headless shell (Debian's chromium-headless-shell: the same build's "old
# headless", what Playwright itself runs headless): a page of it took about 30 % less CPU than the full browser's
# headless mode here (3 cold boots and 10 warm ones with taps: 6.3-7.0 s against 9.4-9.8 s), and the suite's browser
# tests are bound by the CPU of two cores. The full browser stays for `build.py serve`'s players and the benchmarks
# (what a player waits for is measured in the browser a player runs).
TEST_CHROMIUM = "chromium-headless-shell"


def chromium_for_tests() -> str:
    """The Chromium the browser tests drive: $CHROMIUM, else the headless shell, else the full browser."""
    return (os.environ.get("CHROMIUM") or shutil.which(TEST_CHROMIUM) or shutil.which("chromium")
            or "/usr/bin/chromium")


def chromium_missing() -> list[str]:
    """The Debian packages of the browser tests that are not on this machine: Chromium and its headless shell
    (unless $CHROMIUM names one) and the Noto CJK fonts."""
    given = bool(os.environ.get("CHROMIUM") and Path(os.environ["CHROMIUM"]).is_file())
    return ([] if given else [n for n in ("chromium", TEST_CHROMIUM) if not shutil.which(n)]) + \
        ([] if CJK_FONT.is_file() else [CJK_PACKAGE])


# held while apt-get installs the browsers: `build.py test` starts that install before its fast loop, and the
# session's prepare() then waits for it here instead of running a second apt-get beside it (dpkg's lock would refuse)
APT_LOCK = CACHE / "apt-browsers.lock"


def browsers_missing() -> list[str]:
    """Every Debian package of the browsers the tests drive that is missing: Chromium and its fonts
    (tests/browser), WebKitGTK's WebDriver, Xvfb and Firefox ESR (tests/engines)."""
    from builder import engines
    return chromium_missing() + engines.missing()


def ensure_browsers() -> dict[str, str]:
    """The missing browsers in one `apt-get update` and one `apt-get install` (as root); returns the environment
    tests/engines reads WebKit and Firefox from. Waits first for an install already under way (APT_LOCK)."""
    import fcntl

    from builder import engines
    CACHE.mkdir(exist_ok=True)
    with APT_LOCK.open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        missing = browsers_missing()
        if missing:
            if os.geteuid() != 0:
                raise BuildError(f"the browser tests need Debian's {' '.join(missing)} and this is not root: run "
                                 f"`sudo apt-get install -y {' '.join(missing)}` (or set CHROMIUM=/path/to/chromium), "
                                 "then run this again")
            say(f"installing Debian's {' '.join(missing)} with apt-get (once)")
            env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
            run(["apt-get", "update", "-qq"], env=env, stdout=subprocess.DEVNULL)
            run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *missing], env=env,
                stdout=subprocess.DEVNULL)
            still = browsers_missing()
            if still:
                raise BuildError(f"apt-get install {' '.join(missing)} finished but {' '.join(still)} is still missing")
    return engines.environment()


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
