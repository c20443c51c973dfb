"""One page, three engines: what a test does (open a page, click or tap a cell's centre, press a key, read an
attribute, run JS, wait for a condition, pinch, long-press), not which driver does it.

- chromium: Playwright (pytest-playwright's `playwright`), Debian's chromium, as tests/browser does.
- webkit:   Selenium on WebKitGTK's WebKitWebDriver, which starts WebKitGTK's MiniBrowser (--automation) on one
            Xvfb screen for the session. Every Selenium session is a new MiniBrowser with a new, empty profile.
- firefox:  Debian's firefox-esr, headless, over WebDriver BiDi (its own --remote-debugging-port; no geckodriver):
            a small client here on websocket-client. A fresh player is a new user context of the same Firefox.

Pointer and touch input go as W3C WebDriver actions (the same JSON for Selenium's classic endpoint and BiDi's
input.performActions); in Chromium as Playwright mouse moves and DevTools touch events. JS runs as a function
source with JSON arguments, awaited, its result JSON: the same in all three.
"""

from __future__ import annotations

import importlib.util
import json
import os
import queue
import re
import shutil
import subprocess
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[2]
ENGINES = ("chromium", "webkit", "firefox")
BESIDE_CHROMIUM = ("webkit", "firefox")  # what a test here runs in by default: tests/browser holds Chromium
READY = 45.0  # s: Pyodide's first boot on a busy 2-core machine
PHONE = (390, 844)
DESK = (1280, 800)


def _load(name: str, path: Path) -> Any:
    spec = importlib.util.spec_from_file_location(name, path)
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# the servers (build.py serve's handler), the Chromium flags and the returning player's script of tests/browser
browser_kit = _load("suido_browser_conftest", ROOT / "tests" / "browser" / "conftest.py")
build_py = browser_kit.build_py
engines_py = _load("suido_builder_engines", ROOT / "builder" / "engines.py")

KEYS = {"Enter": "\ue007", "Shift": "\ue008", "Control": "\ue009", "Alt": "\ue00a", "Escape": "\ue00c",
        " ": " ", "Space": " ", "Tab": "\ue004", "Backspace": "\ue003", "ArrowLeft": "\ue012", "ArrowUp": "\ue013",
        "ArrowRight": "\ue014", "ArrowDown": "\ue015", "Home": "\ue011", "End": "\ue010"}
# an async wrapper that runs a function source on JSON arguments and sends back JSON (every driver alike)
CALL = "async (src, args) => JSON.stringify(await (0, eval)('(' + src + ')')(...JSON.parse(args)) ?? null)"
# console errors and uncaught errors of the page, kept where a test can read them (WebKit's driver has no log)
WATCH = """(() => { if (window.__errs) return; window.__errs = [];
  const note = (m) => window.__errs.push(String(m));
  addEventListener('error', (e) => note('page error: ' + (e.message || e.error)));
  addEventListener('unhandledrejection', (e) => note('unhandled rejection: ' + (e.reason && e.reason.message || e.reason)));
  const ce = console.error; console.error = (...a) => { note('console error: ' + a.join(' ')); ce.apply(console, a); };
})()"""


class EngineError(AssertionError):
    pass


def key_actions(combo: str) -> list[dict[str, str]]:
    """W3C key actions for a combo such as "Control+z", "Shift+Enter", "ArrowRight", " "."""
    parts = [combo] if combo in ("+", " ") else combo.split("+")
    values = [KEYS.get(p, p) for p in parts]
    downs = [{"type": "keyDown", "value": v} for v in values]
    ups = [{"type": "keyUp", "value": v} for v in reversed(values)]
    return downs + ups


def pointer(kind: str, moves: list[dict[str, Any]], ident: str = "p1") -> dict[str, Any]:
    return {"type": "pointer", "id": ident, "parameters": {"pointerType": kind}, "actions": moves}


class Tab:
    """A page of one engine. Subclasses send; every test uses only these methods."""

    engine = ""
    base = ""
    size = DESK   # (a kept tab's size now: tests/engines/conftest.py)

    # -- what each driver does ---------------------------------------------------------------------------
    def _goto(self, url: str) -> None: raise NotImplementedError
    def _call(self, src: str, args: list[Any]) -> Any: raise NotImplementedError
    def _call_in_frame(self, src: str, args: list[Any]) -> Any: raise NotImplementedError
    def _actions(self, actions: list[dict[str, Any]]) -> None: raise NotImplementedError
    def back(self) -> None: raise NotImplementedError
    def resize(self, size: tuple[int, int]) -> None: raise NotImplementedError
    def front(self) -> None: pass   # (the tab the driver shows: Firefox's several tabs of one window)
    def close(self) -> None: raise NotImplementedError
    def errors(self) -> list[str]: return list(self.js("() => window.__errs || []"))

    def forget_errors(self) -> None:
        """The errors reported so far forgotten: a tab kept for several tests reports each test's own."""
        try:
            self.js("() => { if (window.__errs) window.__errs.length = 0; }")
        except Exception:  # noqa: BLE001 - a page gone or on another origin: its next goto starts a list anew
            pass

    # -- what a test does ---------------------------------------------------------------------------------
    def goto(self, path: str = "./") -> None:
        self._goto(path if re.match(r"^[a-z]+:", path) else self.base + path.lstrip("./") if path != "./" else self.base)
        self.js(f"() => {WATCH}")

    def url(self) -> str:
        return str(self.js("() => location.href"))

    def js(self, src: str, *args: Any) -> Any:
        """The value (JSON) of the function `src` called on args in the page, awaited."""
        return self._call(src, list(args))

    def frame_js(self, src: str, *args: Any) -> Any:
        """js() in the page's first iframe, of whatever origin (the driver reaches into it as a user cannot)."""
        return self._call_in_frame(src, list(args))

    def wait(self, src: str, *args: Any, timeout: float = READY, what: str = "") -> Any:
        """Wait until the function src (on args) returns something truthy in the page; that value."""
        end = time.monotonic() + timeout
        last: Any = None
        while True:
            try:
                last = self.js(src, *args)
            except EngineError:
                last = None  # a page navigating away in between
            if last:
                return last
            if time.monotonic() > end:
                raise EngineError(f"{self.engine}: waited {timeout:.0f} s for {what or src} (last: {last!r})")
            time.sleep(0.05)

    def attr(self, selector: str, name: str) -> str | None:
        return self.js("(s, n) => { const e = document.querySelector(s); return e ? e.getAttribute(n) : null; }",
                       selector, name)

    def wait_attr(self, selector: str, name: str, value: str, timeout: float = READY) -> None:
        self.wait("(s, n, v) => document.querySelector(s)?.getAttribute(n) === v", selector, name, value,
                  timeout=timeout, what=f"{selector} [{name}={value!r}]")

    def text(self, selector: str) -> str:
        return str(self.js("(s) => document.querySelector(s)?.textContent ?? ''", selector))

    def centre(self, selector: str) -> tuple[int, int]:
        box = self.js("""(s) => { const e = document.querySelector(s); if (!e) return null;
            e.scrollIntoView({block: 'center', inline: 'center'}); const r = e.getBoundingClientRect();
            return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)]; }""", selector)
        if not box:
            raise EngineError(f"{self.engine}: nothing on the page matches {selector}")
        return int(box[0]), int(box[1])

    def click(self, selector: str, button: str = "left") -> None:
        """A mouse press and release at the centre of the element."""
        x, y = self.centre(selector)
        b = {"left": 0, "middle": 1, "right": 2}[button]
        self._actions([pointer("mouse", [{"type": "pointerMove", "x": x, "y": y, "duration": 0},
                                         {"type": "pointerDown", "button": b}, {"type": "pointerUp", "button": b}])])

    def tap(self, selector: str) -> None:
        x, y = self.centre(selector)
        self._actions([pointer("touch", [{"type": "pointerMove", "x": x, "y": y, "duration": 0},
                                         {"type": "pointerDown", "button": 0}, {"type": "pointerUp", "button": 0}])])

    def long_press(self, selector: str, ms: int = 900) -> None:
        x, y = self.centre(selector)
        self._actions([pointer("touch", [{"type": "pointerMove", "x": x, "y": y, "duration": 0},
                                         {"type": "pointerDown", "button": 0}, {"type": "pause", "duration": ms},
                                         {"type": "pointerUp", "button": 0}])])

    def pinch(self, selector: str, spread: int = 80) -> None:
        """Two fingers spread apart over the middle of the element."""
        x, y = self.centre(selector)
        fingers = []
        for ident, sign in (("f1", -1), ("f2", 1)):
            moves: list[dict[str, Any]] = [{"type": "pointerMove", "x": x + sign * 20, "y": y, "duration": 0},
                                           {"type": "pointerDown", "button": 0}]
            moves += [{"type": "pointerMove", "x": x + sign * (20 + spread * step // 5), "y": y, "duration": 30}
                      for step in range(1, 6)]
            moves.append({"type": "pointerUp", "button": 0})
            fingers.append(pointer("touch", moves, ident))
        self._actions(fingers)

    def key(self, combo: str) -> None:
        """A key or a combo ("Enter", "Shift+Enter", "Control+z") to the focused element."""
        self._actions([{"type": "key", "id": "k", "actions": key_actions(combo)}])


# ---------------------------------------------------------------------------------------------- chromium

class ChromiumTab(Tab):
    engine = "chromium"

    def __init__(self, context: Any, base: str) -> None:
        self.context, self.base = context, base
        self.page = context.new_page()
        self._errs: list[str] = []
        # Chromium's text of a failed load leaves out its address: the message's location names it
        self.page.on("console", lambda m: m.type == "error" and self._errs.append(
            f"console error: {m.text} ({m.location.get('url', '')})"))
        self.page.on("pageerror", lambda e: self._errs.append(f"page error: {e}"))

    def _goto(self, url: str) -> None:
        self.page.goto(url)

    def _call(self, src: str, args: list[Any]) -> Any:
        try:
            return json.loads(self.page.evaluate(f"([s, a]) => ({CALL})(s, a)", [src, json.dumps(args)]))
        except Exception as e:  # noqa: BLE001 - the page's own error, as text
            if "Execution context was destroyed" in str(e) or "navigat" in str(e):
                raise EngineError(str(e)) from e
            raise

    def _call_in_frame(self, src: str, args: list[Any]) -> Any:
        frame = self.page.main_frame.child_frames[0]
        return json.loads(frame.evaluate(f"([s, a]) => ({CALL})(s, a)", [src, json.dumps(args)]))

    def _actions(self, actions: list[dict[str, Any]]) -> None:
        # Playwright has no W3C actions: the same moves as its mouse and keyboard, touches by DevTools events
        kinds = {a["parameters"]["pointerType"] for a in actions if a["type"] == "pointer"}
        if "touch" in kinds:
            self._touches(actions)
            return
        for a in actions:
            for step in a["actions"]:
                t = step["type"]
                if t == "pointerMove":
                    self.page.mouse.move(step["x"], step["y"])
                elif t in ("pointerDown", "pointerUp"):
                    button = ("left", "middle", "right")[step["button"]]
                    (self.page.mouse.down if t == "pointerDown" else self.page.mouse.up)(button=button)
                elif t == "pause":
                    time.sleep(step["duration"] / 1000)
            if a["type"] == "key":
                names = {v: k for k, v in KEYS.items()}
                combo = "+".join(names.get(s["value"], s["value"]) for s in a["actions"] if s["type"] == "keyDown")
                self.page.keyboard.press(" " if combo in (" ", "Space") else combo)

    def _touches(self, actions: list[dict[str, Any]]) -> None:
        session = self.page.context.new_cdp_session(self.page)
        where: dict[str, tuple[int, int]] = {}
        down: set[str] = set()
        steps = max(len(a["actions"]) for a in actions)
        for i in range(steps):
            kind, pause = None, 0
            for a in actions:
                if i >= len(a["actions"]):
                    continue
                s = a["actions"][i]
                if s["type"] == "pointerMove":
                    where[a["id"]] = (s["x"], s["y"])
                    kind = "touchMove" if a["id"] in down else kind
                elif s["type"] == "pointerDown":
                    down.add(a["id"])
                    kind = "touchStart"
                elif s["type"] == "pointerUp":
                    down.discard(a["id"])
                    kind = "touchEnd"
                elif s["type"] == "pause":
                    pause = max(pause, s["duration"])
            if kind:
                points = [{"x": where[k][0], "y": where[k][1], "id": n} for n, k in enumerate(sorted(down))]
                session.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
            if pause:
                time.sleep(pause / 1000)
        session.detach()

    def back(self) -> None:
        self.page.go_back()

    def resize(self, size: tuple[int, int]) -> None:
        self.page.set_viewport_size({"width": size[0], "height": size[1]})

    def errors(self) -> list[str]:
        return [*self._errs]

    def forget_errors(self) -> None:
        self._errs.clear()

    def close(self) -> None:
        self.context.close()


class Chromium:
    def __init__(self, playwright: Any) -> None:
        self.browser = playwright.chromium.launch(executable_path=browser_kit.CHROMIUM, args=browser_kit.CHROMIUM_ARGS)

    def tab(self, base: str, size: tuple[int, int], touch: bool, newcomer: bool, dark: bool, reduced: bool,
            init: str = "") -> Tab:
        context = self.browser.new_context(
            viewport={"width": size[0], "height": size[1]}, has_touch=touch, is_mobile=touch,
            device_scale_factor=2 if touch else 1, color_scheme="dark" if dark else "light",
            reduced_motion="reduce" if reduced else "no-preference")
        if not newcomer:
            context.add_init_script(browser_kit.RETURNING)
        if init:
            context.add_init_script(init)
        return ChromiumTab(context, base)

    def version(self) -> str:
        return f"Chromium {self.browser.version}"

    def close(self) -> None:
        self.browser.close()


# ---------------------------------------------------------------------------------------------- webkit

class WebKitTab(Tab):
    engine = "webkit"

    def __init__(self, driver: Any, base: str) -> None:
        self.driver, self.base = driver, base

    def _goto(self, url: str) -> None:
        self.driver.get(url)

    def _call(self, src: str, args: list[Any]) -> Any:
        from selenium.common.exceptions import WebDriverException
        try:
            out = self.driver.execute_async_script(
                f"const done = arguments[2]; ({CALL})(arguments[0], arguments[1])"
                ".then(done, (e) => done(JSON.stringify({__error: String(e && e.message ? e.name + ': ' + e.message : e)})))",
                src, json.dumps(args))
        except WebDriverException as e:
            raise EngineError(f"webkit: {e.msg}") from e
        value = json.loads(out) if isinstance(out, str) else out
        if isinstance(value, dict) and "__error" in value:
            raise RuntimeError(f"webkit: the page threw: {value['__error']}")
        return value

    def _call_in_frame(self, src: str, args: list[Any]) -> Any:
        self.driver.switch_to.frame(0)
        try:
            return self._call(src, args)
        finally:
            self.driver.switch_to.default_content()

    def _actions(self, actions: list[dict[str, Any]]) -> None:
        self.driver.execute("actions", {"actions": actions})
        self.driver.execute("clearActionState")

    def back(self) -> None:
        self.driver.back()

    def resize(self, size: tuple[int, int]) -> None:
        self.driver.set_window_size(*size)

    def close(self) -> None:
        self.driver.quit()


class WebKit:
    """One Xvfb and one WebKitWebDriver for the session; a Selenium session (a new MiniBrowser, a new empty
    profile) per tab."""

    def __init__(self, workdir: Path) -> None:
        from selenium.webdriver.webkitgtk.service import Service
        self.minibrowser = engines_py.minibrowser()
        driver = os.environ.get("WEBKITWEBDRIVER") or shutil.which("WebKitWebDriver")
        xvfb = shutil.which("Xvfb")
        if not (self.minibrowser and driver and xvfb):
            raise EngineError("WebKit needs WebKitWebDriver, its MiniBrowser and Xvfb: `python3 build.py test` "
                              "installs them (apt-get install webkit2gtk-driver xvfb)")
        # a free display of Xvfb's own choosing (-displayfd: it writes the number once it is up)
        read_end, write_end = os.pipe()
        self.xvfb = subprocess.Popen([xvfb, "-displayfd", str(write_end), "-screen", "0", "1400x1000x24",
                                      "-nolisten", "tcp"], pass_fds=(write_end,),
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(write_end)
        with os.fdopen(read_end) as said:
            number = said.readline().strip()
        if not number.isdigit():
            self.xvfb.kill()
            raise EngineError("Xvfb did not start (no display number)")
        self.display = f":{number}"
        self.workdir = workdir
        self.envs: dict[tuple[bool, bool], Any] = {}
        self.services: dict[tuple[bool, bool], Any] = {}
        self.log = workdir / "webkit.log"
        self._Service = Service
        self._driver_path = driver

    def _service(self, dark: bool, reduced: bool) -> Any:
        # dark and reduced motion come from GTK's settings (prefer-dark-theme, enable-animations), read by the
        # MiniBrowser at start: a WebKitWebDriver (and its settings folder) for each such player
        key = (dark, reduced)
        if key not in self.services:
            conf = self.workdir / f"gtk-{int(dark)}{int(reduced)}"
            (conf / "gtk-3.0").mkdir(parents=True, exist_ok=True)
            (conf / "gtk-3.0" / "settings.ini").write_text(
                "[Settings]\n" + f"gtk-application-prefer-dark-theme={int(dark)}\n"
                + f"gtk-enable-animations={0 if reduced else 1}\n")
            env = {**os.environ, "DISPLAY": self.display, "XDG_CONFIG_HOME": str(conf),
                   "GTK_THEME": "Adwaita:dark" if dark else "Adwaita", "WEBKIT_DISABLE_COMPOSITING_MODE": "1",
                   "LIBGL_ALWAYS_SOFTWARE": "1", "GDK_BACKEND": "x11"}
            service = self._Service(executable_path=self._driver_path, env=env, log_output=str(self.log))
            service.start()
            self.services[key] = service
        return self.services[key]

    def tab(self, base: str, size: tuple[int, int], touch: bool, newcomer: bool, dark: bool, reduced: bool,
            init: str = "") -> Tab:
        if init:
            raise EngineError("webkit: WebKitGTK's WebDriver runs no script before a page's own (no preload script)")
        from selenium import webdriver
        from selenium.webdriver.webkitgtk.options import Options
        options = Options()
        options.binary_location = self.minibrowser
        options.add_argument("--automation")
        options.add_argument("--enable-write-console-messages-to-stdout=true")
        service = self._service(dark, reduced)
        from selenium.webdriver.remote.client_config import ClientConfig
        from selenium.webdriver.remote.remote_connection import RemoteConnection
        config = ClientConfig(remote_server_addr=service.service_url, timeout=int(READY + 60))
        driver = webdriver.Remote(command_executor=RemoteConnection(client_config=config), options=options)
        driver.set_script_timeout(READY + 30)
        driver.set_window_size(*size)
        tab = WebKitTab(driver, base)
        if not newcomer:  # no init scripts in this driver: the returning player's mark set on a small file first
            tab._goto(base + "icon.svg")
            tab.js(f"() => {{ {browser_kit.RETURNING} }}")
        return tab

    def version(self) -> str:
        out = subprocess.run(["dpkg-query", "-W", "-f", "${Version}", "libwebkit2gtk-4.1-0"], capture_output=True,
                             text=True).stdout.strip()
        return f"WebKitGTK {out or '?'} (MiniBrowser)"

    def close(self) -> None:
        try:
            for service in self.services.values():
                service.stop()
        finally:
            self.xvfb.terminate()
        self.xvfb.wait(10)


# ---------------------------------------------------------------------------------------------- firefox

class Bidi:
    """A WebDriver BiDi connection: commands by id, events kept in a queue."""

    def __init__(self, url: str) -> None:
        import websocket
        self.ws = websocket.create_connection(url, timeout=None, suppress_origin=True)
        self.next_id = 0
        self.lock = threading.Lock()
        self.waiting: dict[int, queue.Queue[dict[str, Any]]] = {}
        self.events: list[dict[str, Any]] = []
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self) -> None:
        while True:
            try:
                message = json.loads(self.ws.recv())
            except Exception:  # noqa: BLE001 - closed
                for q in self.waiting.values():
                    q.put({"type": "error", "error": "closed", "message": "the connection closed"})
                return
            if "id" in message and message["id"] in self.waiting:
                self.waiting.pop(message["id"]).put(message)
            elif message.get("type") == "event":
                self.events.append(message)

    def send(self, method: str, params: dict[str, Any], timeout: float = READY + 30) -> dict[str, Any]:
        with self.lock:
            self.next_id += 1
            ident = self.next_id
            q: queue.Queue[dict[str, Any]] = queue.Queue()
            self.waiting[ident] = q
            self.ws.send(json.dumps({"id": ident, "method": method, "params": params}))
        reply = q.get(timeout=timeout)
        if reply.get("type") == "error":
            raise EngineError(f"firefox: {method}: {reply.get('error')}: {reply.get('message')}")
        return reply["result"]

    def close(self) -> None:
        self.ws.close()


class FirefoxTab(Tab):
    engine = "firefox"

    def __init__(self, owner: Firefox, user_context: str, base: str, size: tuple[int, int]) -> None:
        self.owner, self.bidi, self.user_context, self.base = owner, owner.bidi, user_context, base
        self.context = self.bidi.send("browsingContext.create", {"type": "tab", "userContext": user_context})["context"]
        self.bidi.send("browsingContext.setViewport", {"context": self.context,
                                                       "viewport": {"width": size[0], "height": size[1]}})

    def _goto(self, url: str) -> None:
        self.bidi.send("browsingContext.navigate", {"context": self.context, "url": url, "wait": "complete"})

    def _call(self, src: str, args: list[Any], context: str = "") -> Any:
        reply = self.bidi.send("script.callFunction", {
            "functionDeclaration": CALL, "awaitPromise": True, "target": {"context": context or self.context},
            "arguments": [{"type": "string", "value": src}, {"type": "string", "value": json.dumps(args)}]})
        if reply.get("type") == "exception":
            details = reply["exceptionDetails"]
            raise RuntimeError(f"firefox: the page threw: {details.get('text')}")
        return json.loads(reply["result"]["value"])

    def _call_in_frame(self, src: str, args: list[Any]) -> Any:
        tree = self.bidi.send("browsingContext.getTree", {"root": self.context})
        return self._call(src, args, tree["contexts"][0]["children"][0]["context"])

    def _actions(self, actions: list[dict[str, Any]]) -> None:
        self.bidi.send("input.performActions", {"context": self.context, "actions": actions})
        self.bidi.send("input.releaseActions", {"context": self.context})

    def back(self) -> None:
        self.bidi.send("browsingContext.traverseHistory", {"context": self.context, "delta": -1})

    def resize(self, size: tuple[int, int]) -> None:
        self.bidi.send("browsingContext.setViewport", {"context": self.context,
                                                       "viewport": {"width": size[0], "height": size[1]}})

    def front(self) -> None:
        # a tab behind another is in the background: no animation frames, so no board is ever painted
        self.bidi.send("browsingContext.activate", {"context": self.context})

    def forget_errors(self) -> None:
        self.seen_from = len(self.bidi.events)
        super().forget_errors()

    def errors(self) -> list[str]:
        seen = [f"console error: {e['params'].get('text')}" for e in self.bidi.events[getattr(self, "seen_from", 0):]
                if e.get("method") == "log.entryAdded" and e["params"].get("level") == "error"
                and e["params"].get("source", {}).get("context") == self.context]
        return seen + [e for e in super().errors() if not e.startswith("console error")]

    def close(self) -> None:
        self.bidi.send("browsingContext.close", {"context": self.context})
        self.bidi.send("browser.removeUserContext", {"userContext": self.user_context})


class Firefox:
    """One headless firefox-esr for each (dark, reduced motion) the tests ask for (those are its preferences);
    a new user context (a new empty profile) per tab."""

    def __init__(self, workdir: Path) -> None:
        self.binary = os.environ.get("FIREFOX") or shutil.which("firefox-esr") or shutil.which("firefox")
        if not self.binary:
            raise EngineError("no firefox-esr: `python3 build.py test` installs it (apt-get install firefox-esr)")
        self.workdir = workdir
        self.launched: dict[tuple[bool, bool], tuple[subprocess.Popen[bytes], Bidi]] = {}
        self.bidi: Bidi

    def _launch(self, dark: bool, reduced: bool) -> Bidi:
        key = (dark, reduced)
        if key in self.launched:
            return self.launched[key][1]
        profile = Path(tempfile.mkdtemp(prefix=f"firefox-{int(dark)}{int(reduced)}-", dir=self.workdir))
        prefs = {
            "browser.shell.checkDefaultBrowser": False, "browser.startup.homepage_override.mstone": "ignore",
            "browser.startup.page": 0, "datareporting.policy.dataSubmissionEnabled": False,
            "toolkit.telemetry.reportingpolicy.firstRun": False, "app.update.disabledForTesting": True,
            "browser.safebrowsing.update.enabled": False, "extensions.update.enabled": False,
            "network.captive-portal-service.enabled": False, "network.connectivity-service.enabled": False,
            "browser.newtabpage.enabled": False, "browser.tabs.warnOnClose": False,
            "remote.prefs.recommended": True, "layout.css.prefers-color-scheme.content-override": 0 if dark else 1,
            "ui.systemUsesDarkTheme": 1 if dark else 0, "ui.prefersReducedMotion": 1 if reduced else 0,
            "dom.serviceWorkers.testing.enabled": True,
        }
        (profile / "user.js").write_text("".join(f"user_pref({json.dumps(k)}, {json.dumps(v)});\n"
                                                 for k, v in prefs.items()))
        log = open(profile / "stderr.log", "wb+")
        proc = subprocess.Popen([self.binary, "--headless", "--no-remote", "--profile", str(profile),
                                 "--remote-debugging-port=0", "about:blank"],
                                stdout=subprocess.DEVNULL, stderr=log, env={**os.environ, "MOZ_CRASHREPORTER_DISABLE": "1"})
        end = time.monotonic() + 60
        url = None
        while not url:
            log.seek(0)
            found = re.search(rb"WebDriver BiDi listening on (ws://\S+)", log.read())
            if found:
                url = found.group(1).decode() + "/session"
            elif proc.poll() is not None or time.monotonic() > end:
                raise EngineError(f"firefox did not start: {(profile / 'stderr.log').read_text()[-2000:]}")
            else:
                time.sleep(0.05)
        bidi = Bidi(url)
        bidi.send("session.new", {"capabilities": {"alwaysMatch": {"acceptInsecureCerts": True}}})
        bidi.send("session.subscribe", {"events": ["log.entryAdded"]})
        self.launched[key] = (proc, bidi)
        return bidi

    def tab(self, base: str, size: tuple[int, int], touch: bool, newcomer: bool, dark: bool, reduced: bool,
            init: str = "") -> Tab:
        self.bidi = self._launch(dark, reduced)
        user_context = self.bidi.send("browser.createUserContext", {})["userContext"]
        if not newcomer:
            self.bidi.send("script.addPreloadScript", {"functionDeclaration": f"() => {{ {browser_kit.RETURNING} }}",
                                                       "userContexts": [user_context]})
        if init:
            self.bidi.send("script.addPreloadScript", {"functionDeclaration": f"() => {{ {init} }}",
                                                       "userContexts": [user_context]})
        return FirefoxTab(self, user_context, base, size)

    def version(self) -> str:
        return subprocess.run([self.binary, "--version"], capture_output=True, text=True).stdout.strip()

    def close(self) -> None:
        for proc, bidi in self.launched.values():
            try:
                bidi.send("browser.close", {}, timeout=10)
            except Exception:  # noqa: BLE001 - it may be gone already
                pass
            bidi.close()
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()


# ---------------------------------------------------------------------------------------------- all three

class Engines:
    """The session's browsers, started when a test first asks for one, closed at the end."""

    def __init__(self, playwright_fixture: Any, workdir: Path) -> None:
        self._playwright = playwright_fixture
        self.workdir = workdir
        self.started: dict[str, Any] = {}

    def get(self, engine: str) -> Any:
        if engine not in self.started:
            if engine == "chromium":
                self.started[engine] = Chromium(self._playwright())
            elif engine == "webkit":
                self.started[engine] = WebKit(self.workdir)
            elif engine == "firefox":
                self.started[engine] = Firefox(self.workdir)
            else:
                raise ValueError(engine)
        return self.started[engine]

    def close(self) -> None:
        failed = []
        for name, browser in self.started.items():  # each closed, whatever the others do
            try:
                browser.close()
            except Exception as e:  # noqa: BLE001
                failed.append(f"{name}: {e}")
        if failed:
            raise EngineError("closing the browsers: " + "; ".join(failed))
