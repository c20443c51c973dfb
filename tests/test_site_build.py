"""The built site as a server sends it: precompressed files by Accept-Encoding, the trimmed stdlib, the release
stamped into release.js and sw.js. (The browser tests in tests/browser/test_load.py play it; this checks the
files and the server's answers directly, in a second.)"""

from __future__ import annotations

import ast
import functools
import gzip
import http.client
import http.server
import importlib.util
import json
import re
import sys
import threading
import zipfile
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

pytestmark = pytest.mark.package

ROOT = Path(__file__).resolve().parent.parent
_spec = importlib.util.spec_from_file_location("suido_build_for_site", ROOT / "build.py")
assert _spec and _spec.loader
build_py = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(build_py)


@pytest.fixture(scope="module")
def server(site_dir: Path) -> Iterator[str]:
    class Quiet(build_py.SiteHandler):  # type: ignore[misc, name-defined]
        def log_request(self, code: int | str = "-", size: int | str = "-") -> None:
            pass

    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(Quiet, directory=str(site_dir)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    yield f"127.0.0.1:{httpd.server_address[1]}"
    httpd.shutdown()
    httpd.server_close()


def get(host: str, path: str, accept: str | None) -> tuple[int, dict[str, str], bytes]:
    conn = http.client.HTTPConnection(host, timeout=30)
    conn.request("GET", path, headers={"Accept-Encoding": accept} if accept is not None else {})
    r = conn.getresponse()
    body = r.read()
    conn.close()
    return r.status, {k.lower(): v for k, v in r.getheaders()}, body


@pytest.mark.parametrize("path", ["/pyodide/pyodide.asm.wasm", "/pyodide/python_stdlib.zip", "/app.js",
                                  "/levels/7x7.tsv", "/index.html", "/", "/first.js"])
def test_the_server_sends_each_file_as_the_browser_accepts_it(server: str, site_dir: Path, path: str) -> None:
    raw = (site_dir / (path.lstrip("/") or "index.html")).read_bytes()
    status, headers, body = get(server, path, "gzip, deflate, br, zstd")
    assert status == 200 and headers["content-encoding"] == "br" and "accept-encoding" in headers["vary"].lower()
    assert int(headers["content-length"]) == len(body) < len(raw)
    status, headers, body = get(server, path, "gzip")
    assert headers["content-encoding"] == "gzip" and gzip.decompress(body) == raw
    for accept in (None, "identity", "br;q=0, gzip;q=0"):
        status, headers, body = get(server, path, accept)
        assert "content-encoding" not in headers and body == raw, accept
    assert headers["content-type"].startswith(build_py.MIME_TYPES[Path(path).suffix or ".html"].split(";")[0])


def test_the_site_ships_a_trimmed_stdlib_with_what_the_engine_imports(site_dir: Path) -> None:
    shipped = zipfile.ZipFile(site_dir / "pyodide" / "python_stdlib.zip")
    full = zipfile.ZipFile(ROOT / "dist" / "python_stdlib-full.zip")
    names = set(shipped.namelist())
    assert all(i.compress_type == zipfile.ZIP_STORED for i in shipped.infolist())   # the server compresses it
    assert len(names) < len(full.namelist()) / 2
    assert not {"unittest/__init__.pyc", "pydoc.pyc", "xml/__init__.pyc", "sqlite3/__init__.pyc"} & names
    assert all(n.endswith(".pyc") or not n.endswith(".py") for n in names)         # byte-compiled
    # every stdlib module the engine names in an import is there (the test suite inside Pyodide checks the rest)
    stdlib = {n[:-4].replace("/", ".").removesuffix(".__init__") for n in full.namelist() if n.endswith(".pyc")}
    for source in sorted((ROOT / "suido").rglob("*.py")):
        for node in ast.walk(ast.parse(source.read_text())):
            modules = ([a.name for a in node.names] if isinstance(node, ast.Import)
                       else [node.module] if isinstance(node, ast.ImportFrom) and node.level == 0 and node.module
                       else [])
            for m in modules:
                if m in stdlib:
                    file = m.replace(".", "/")
                    assert f"{file}.pyc" in names or f"{file}/__init__.pyc" in names, (source.name, m)


def test_release_js_and_sw_js_name_one_release_and_every_file(site_dir: Path) -> None:
    release_js = (site_dir / "release.js").read_text()
    release = re.search(r'export const RELEASE = "([0-9a-f]{16})";', release_js)
    assert release
    sw = (site_dir / "sw.js").read_text()
    assert f'const RELEASE = "{release.group(1)}";' in sw
    files = json.loads(re.search(r"const FILES = (\{.*?\});", sw, re.S).group(1))  # type: ignore[union-attr]
    on_disk = {"./" + p.relative_to(site_dir).as_posix() for p in site_dir.rglob("*")
               if p.is_file() and not p.name.endswith((".br", ".gz")) and p.name != "sw.js"
               and p.relative_to(site_dir).parts[0] != "docs"}   # the guide and the reference: read online
    sys.path.insert(0, str(ROOT))
    try:
        from suido import levels, strings
    finally:
        sys.path.remove(str(ROOT))
    asked = json.loads(re.search(r"const ASKED = (\{.*?\});", sw, re.S).group(1))  # type: ignore[union-attr]
    assert set(files) == on_disk - set(asked)                      # what the service worker takes at its install
    # and what it keeps once a page asks (the grids' level sets: never in a first visit), each by its sha256
    assert set(asked) == {"./workbench.js", *(f"./levels/{name}{ext}" for name in levels.GRID_SETS
                                              for ext in (".tsv", ".list.json"))}
    assert asked["./levels/cube.tsv"] == build_py.sha256_of(site_dir / "levels/cube.tsv")
    assert "./pyodide/snapshot.bin" not in on_disk                  # made by the page, in the browser (snapshot.js)
    assert 'const SNAPSHOT = "./pyodide/snapshot.bin";' in sw
    assert re.search(r'export const PATH ?= ?"pyodide/snapshot.bin";', (site_dir / "snapshot.js").read_text())
    assert files["./index.html"] == build_py.sha256_of(site_dir / "index.html")
    boot = json.loads(re.search(r"export const BOOT_FILES = (\{.*?\});", release_js).group(1))  # type: ignore[union-attr]
    assert boot["pyodide/pyodide.asm.wasm"] == [(site_dir / "pyodide/pyodide.asm.wasm").stat().st_size,
                                                (site_dir / "pyodide/pyodide.asm.wasm.br").stat().st_size]
    words = json.loads(release_js.split("export const WORDS = ", 1)[1].rstrip().rstrip(";"))
    assert words["ja"]["tryAgain"] == strings.say("ja", "tryAgain") and set(words) == set(strings.LANGUAGES)


def test_the_site_installs_as_an_app_with_the_engines_own_icon(site_dir: Path) -> None:
    manifest = json.loads((site_dir / "manifest.webmanifest").read_text())
    assert manifest["start_url"] == "./" and manifest["display"] == "standalone" and manifest["name"].startswith("Suido")
    icon = manifest["icons"][0]
    assert (icon["src"], icon["type"]) == ("icon.svg", "image/svg+xml")
    drawing = (site_dir / icon["src"]).read_text()
    assert drawing.startswith('<svg xmlns="http://www.w3.org/2000/svg" class="suido"') and 'data-solved="true"' in drawing
    page = (site_dir / "index.html").read_text()
    assert '<link rel="manifest" href="./manifest.webmanifest">' in page and 'href="./icon.svg"' in page
    assert build_py.MIME_TYPES[".webmanifest"] == "application/manifest+json"


def test_first_js_draws_a_new_players_first_board_as_the_engine_opens_it(
        site_dir: Path, shell_exports: Callable[..., dict[str, Any]]) -> None:
    """first.js (shown before Python is up on a new player's first visit) is the engine's own open of the level
    app.js opens for a new player, in every language, with the pieces the how-to shows."""
    text = (site_dir / "first.js").read_text()
    first = json.loads(text[text.index("export const FIRST = ") + len("export const FIRST = "):].rstrip().rstrip(";"))
    from suido import levels, strings, web
    from suido import decode as suido_decode
    assert (first["key"], first["size"], first["level"]) == ("5x5#1", "5x5", 1) and first["sizes"] == list(levels.SETS)
    app = (ROOT / "site" / "app.js").read_text()
    assert "return { size: FIRST.size, level: FIRST.level, isToday: false }" in app   # a new player's first level
    assert shell_exports("howto.js", "SHOWN")["SHOWN"] == list(build_py.FIRST_PIECES)
    assert set(first["langs"]) == set(strings.LANGUAGES)
    for lang, drawn in first["langs"].items():
        opened = json.loads(web.handle(json.dumps({"id": 1, "op": "open", "args": {"size": "5x5", "level": 1, "lang": lang}})))
        assert drawn["svg"] == opened["result"]["svg"]
        assert [p["piece"] for p in drawn["pieces"]] == list(build_py.FIRST_PIECES)
        assert drawn["words"]["howGotIt"] == strings.say(lang, "howGotIt")
        assert drawn["words"]["howEnds"] == strings.say(lang, "howEnds")   # what a drain needs, before Python too
        # the how-to says its turn line again when the board drawn under it is of another grid (howto.js's turnKey),
        # still with first.js's words: every grid's line is there, never a bare key
        for key in ("howTurn", "howTurnHex", "howTurnTiling"):
            assert drawn["words"][key] == strings.say(lang, key)
    # the legend names every kind of piece on that level (a cross too, which it lacked), and the drain it speaks of
    from suido.pieces import shape_of
    row = levels.load("5x5")[0]
    on_level = {shape_of(m) for m in suido_decode(row.board).cells} | {"pump"}
    assert on_level <= set(build_py.FIRST_PIECES) and "cross" in on_level and "drain" in build_py.FIRST_PIECES
    assert "drain" in strings.say("en", "howEnds") and "排水口" in strings.say("ja", "howEnds")


def test_the_level_lists_drawn_before_python_is_up_are_the_engines_own(site_dir: Path) -> None:
    """levels/SET.list.json (levels.js draws the list from it before Python is up) is suido.web's reply for that
    set with nothing solved, and listing.js holds the sets and the list's words as suido.strings says them."""
    from suido import levels, strings, web
    text = (site_dir / "listing.js").read_text()
    listing = json.loads(text[text.index("export const LISTING = ") + len("export const LISTING = "):].rstrip().rstrip(";"))
    assert listing["sets"] == list(levels.SETS) and set(listing["listed"]) == set(levels.SETS)
    for size in ("5x5", "big"):
        rows = (ROOT / "levels" / f"{size}.tsv").read_text()
        # the marks as the page hands them (levels/marks.json): the worker keeps the last given, and tests before
        # this one in the same process may have given others
        marks = json.loads((ROOT / "levels" / "marks.json").read_text())[size]
        args = {"size": size, "rows": rows, "marks": marks}
        reply = json.loads(web.handle(json.dumps({"id": 1, "op": "levels", "args": args})))
        assert json.loads((site_dir / "levels" / f"{size}.list.json").read_text()) == reply["result"]
    for lang in strings.LANGUAGES:
        assert listing["words"][lang]["twistLocked"] == strings.say(lang, "twistLocked")
        assert listing["words"][lang]["shutNext"] == strings.say(lang, "shutNext")


def test_the_pages_own_words_before_python_is_up_are_the_engines() -> None:
    """Every element of index.html with a data-word (its words said again from suido.strings once the worker
    answers) already holds the English of suido.strings: nothing changes under a reader when Python comes up."""
    import html

    from suido import strings
    page = (ROOT / "site" / "index.html").read_text(encoding="utf-8")
    found = re.findall(r'<(\w+)[^>]*\sdata-word="(\w+)"[^>]*>([^<]*)</\1>', page)
    assert len(found) >= 10
    for _, key, text in found:
        assert html.unescape(text).strip() == strings.say("en", key), key


def test_a_download_the_browser_drops_leaves_no_traceback(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    """A browser drops a download it no longer needs (a reload mid-load): `build.py serve` printed a whole traceback
    (ConnectionResetError, BrokenPipeError) for each one. The client here asks for a big file, reads a little and
    shuts its socket at once (a reset), as a browser does."""
    import socket
    import struct

    from builder.serve import SiteServer

    (tmp_path / "big.bin").write_bytes(bytes(24 << 20))
    httpd = SiteServer(("127.0.0.1", 0), functools.partial(build_py.SiteHandler, directory=str(tmp_path)))
    threading.Thread(target=httpd.serve_forever, daemon=True).start()
    try:
        for _ in range(3):
            client = socket.create_connection(httpd.server_address[:2], timeout=30)
            client.sendall(b"GET /big.bin HTTP/1.1\r\nHost: here\r\n\r\n")
            assert client.recv(4096).startswith(b"HTTP/1.0 200")   # the download has begun
            client.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))   # close as a reset
            client.close()
    finally:
        httpd.shutdown()
        httpd.server_close()   # waits for the handlers' threads: each has met its dropped client by now
    err = capsys.readouterr().err
    assert "Traceback" not in err and "Error" not in err, err
