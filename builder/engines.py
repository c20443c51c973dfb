"""WebKit and Firefox beside Chromium for tests/engines: Debian's packages, installed by `build.py test` (with
Chromium, in one apt-get: builder/install.py's ensure_browsers).

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


def environment() -> dict[str, str]:
    """Where the tests read WebKit and Firefox from (builder/install.py's ensure_browsers installs them)."""
    return {"MINIBROWSER": minibrowser() or "",
            "WEBKITWEBDRIVER": shutil.which("WebKitWebDriver") or "",
            "FIREFOX": os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox") or ""}
