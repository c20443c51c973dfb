"""`build.py serve`: dist/site over HTTP with explicit types and the precompressed files (the tests' servers too)."""

from __future__ import annotations

import contextlib
import email.utils
import errno
import functools
import http.server
import os
import sys
from pathlib import Path

from builder.common import SITE_OUT, BuildError, say
from builder.compress import COMPRESSIBLE

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


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """dist/site with the right types, and each file precompressed (FILE.br, FILE.gz, written by the build)
    sent with Content-Encoding when the browser's Accept-Encoding allows it. A static host does the same
    (the guide: "Hosting the site")."""

    extensions_map = MIME_TYPES
    cors = True  # a page on another origin may embed the board from here (the guide: "The one tag")
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


class SiteServer(http.server.ThreadingHTTPServer):
    """The server `build.py serve` runs. A browser drops a download it no longer needs (a reload, a page left, the
    service worker's fetch given up) and the write then fails with ConnectionResetError or BrokenPipeError: that is
    no fault of the server's, so it says nothing (the standard server printed a whole traceback); anything else is
    printed as before."""

    def handle_error(self, request: object, client_address: object) -> None:
        if isinstance(sys.exc_info()[1], (ConnectionResetError, ConnectionAbortedError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)  # type: ignore[arg-type]


def serve(host: str, port: int, tries: int = 20) -> None:
    if not (SITE_OUT / "index.html").is_file():
        say("warning: dist/site/index.html does not exist (site/ is empty?): the page will 404")
    handler = functools.partial(SiteHandler, directory=str(SITE_OUT))
    httpd = None
    for p in range(port, port + tries):
        try:
            httpd = SiteServer((host, p), handler)
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
