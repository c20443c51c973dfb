"""WebKit and Firefox beside Chromium for tests/engines: Debian's packages, installed by `build.py test`.

- WebKit: webkit2gtk-driver gives /usr/bin/WebKitWebDriver; its library package (libwebkit2gtk-4.1-0) puts the
  MiniBrowser the driver starts (with --automation) in its own library folder; xvfb gives the screen it draws on.
- Firefox: firefox-esr, driven over WebDriver BiDi (its own --remote-debugging-port), no geckodriver.
Selenium (for WebKit) and websocket-client (for Firefox's BiDi) are pinned in requirements-test.txt.
Standard library only, like build.py.
"""

from __future__ import annotations

import glob
import os
import shutil
import subprocess
from pathlib import Path

PACKAGES = ("webkit2gtk-driver", "xvfb", "xauth", "firefox-esr")


def minibrowser() -> str | None:
    """The MiniBrowser of WebKitGTK 4.1 (or 4.0, 6.0), wherever this machine's library folder is; or $MINIBROWSER."""
    if os.environ.get("MINIBROWSER") and Path(os.environ["MINIBROWSER"]).is_file():
        return os.environ["MINIBROWSER"]
    for pattern in ("/usr/lib/*/webkit2gtk-4.1/MiniBrowser", "/usr/lib/*/webkit2gtk-4.0/MiniBrowser",
                    "/usr/lib/*/webkitgtk-6.0/MiniBrowser", "/usr/lib*/webkit2gtk-4.1/MiniBrowser",
                    "/usr/libexec/webkit2gtk-4.1/MiniBrowser"):
        found = sorted(glob.glob(pattern))
        if found:
            return found[0]
    return None


def missing() -> list[str]:
    """The Debian packages whose programs are not on this machine."""
    want = []
    if not shutil.which("WebKitWebDriver") or not minibrowser():
        want.append("webkit2gtk-driver")
    if not shutil.which("Xvfb"):
        want += ["xvfb", "xauth"]
    if not (os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")):
        want.append("firefox-esr")
    return want


def ensure_engines(run, say, error) -> dict[str, str]:
    """apt-get the missing packages (as root, one call); the environment the tests read the engines from."""
    want = missing()
    if want:
        if os.geteuid() != 0:
            raise error(f"the WebKit and Firefox tests need Debian's {' '.join(want)}: run "
                        f"`sudo apt-get install -y {' '.join(want)}`, then run this again")
        say(f"installing {' '.join(want)} with apt-get (once)")
        env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        run(["apt-get", "update", "-qq"], env=env, stdout=subprocess.DEVNULL)
        run(["apt-get", "install", "-y", "-qq", "--no-install-recommends", *want], env=env,
            stdout=subprocess.DEVNULL)
        if missing():
            raise error(f"apt-get install {' '.join(want)} finished but {' '.join(missing())} is still missing")
    env = {"MINIBROWSER": minibrowser() or "",
           "WEBKITWEBDRIVER": shutil.which("WebKitWebDriver") or "",
           "FIREFOX": os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox") or ""}
    return env
