"""The reference at /docs/ of the site: the guide for site owners (docs/, HTML written by hand) and the Python
package's API reference, generated from its docstrings by pdoc (pinned in requirements-docs.txt).

Standard library only (build.py imports it). pdoc runs in a venv of its own, .cache/docs-venv, which this module
makes and fills from requirements-docs.txt the first time (and again when that file changes), so `build.py serve`
on a fresh machine builds the reference too. The reference is cached in .cache/docs-api/ by a hash of the
package's source and the pins. When the tool cannot be installed (no network, no pip), the site is still built:
the guide is there, and docs/api/ says why the reference is missing.
"""

from __future__ import annotations

import ast
import hashlib
import html
import json
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Callable

from .common import CACHE, ROOT

GUIDE = ROOT / "docs"
PACKAGE = ROOT / "suido"
REQUIREMENTS = ROOT / "requirements-docs.txt"
VENV = CACHE / "docs-venv"
API_CACHE = CACHE / "docs-api"
TEMPLATES = GUIDE / "pdoc"  # pdoc's template directory: custom.css
PDOC_ARGS = ("--no-show-source", "--footer-text", "Suido: the engine's reference", "--template-directory", str(TEMPLATES))
# pdoc's anchors beside each heading carry no words: a screen reader would read a bare link
HEADERLINK = re.compile(r'<a class="headerlink" href="#([^"]+)"></a>')


def modules() -> list[str]:
    """suido and each of its public modules and packages (not __main__, not _private ones; a package's own
    modules after it), in the reference's order."""
    names = sorted(".".join(p.relative_to(PACKAGE).with_suffix("").parts).removesuffix(".__init__")
                   for p in PACKAGE.rglob("*.py")
                   if p.relative_to(PACKAGE).parts != ("__init__.py",) and not any(
                       part.startswith("_") and part != "__init__.py" for part in p.relative_to(PACKAGE).parts))
    return ["suido", *(f"suido.{n}" for n in names)]


def _sha(paths: list[Path], extra: str = "") -> str:
    h = hashlib.sha256(extra.encode())
    for p in paths:
        name = p.relative_to(ROOT).as_posix() if p.is_relative_to(ROOT) else p.as_posix()
        h.update(name.encode() + b"\0" + p.read_bytes() + b"\0")
    return h.hexdigest()[:20]


_failed: list[str] = []  # why the tool could not be installed, once per build (not tried again for the guide)


def tool_python(say: Callable[[str], None]) -> Path:
    """.cache/docs-venv's python with the pinned pdoc in it (installed once)."""
    if _failed:
        raise RuntimeError(_failed[0])
    try:
        return _install_tool(say)
    except (OSError, RuntimeError, subprocess.CalledProcessError) as e:
        _failed.append(str(e))
        raise RuntimeError(str(e)) from None


def _install_tool(say: Callable[[str], None]) -> Path:
    py = VENV / "bin" / "python"
    stamp = VENV / ".requirements.sha256"
    want = _sha([REQUIREMENTS])
    if py.is_file() and stamp.is_file() and stamp.read_text().strip() == want:
        return py
    say("installing the reference's tool (pdoc, pinned) into .cache/docs-venv (once)")
    if VENV.exists():
        shutil.rmtree(VENV)
    subprocess.run([sys.executable, "-m", "venv", str(VENV)], check=True, capture_output=True)
    done = subprocess.run([str(py), "-m", "pip", "install", "--quiet", "--disable-pip-version-check", "--no-input",
                           "-r", str(REQUIREMENTS)], capture_output=True, text=True)
    if done.returncode != 0:
        raise RuntimeError(f"pip install -r {REQUIREMENTS.name} failed: {done.stderr.strip()[-400:]}")
    stamp.write_text(want + "\n")
    return py


def api_reference(say: Callable[[str], None]) -> Path:
    """The API reference's folder (index.html, suido.html, suido/*.html, search.js), from the cache when the
    package's source and the pins are unchanged."""
    key = _sha([REQUIREMENTS, Path(__file__), *sorted(PACKAGE.rglob("*.py")), *sorted(TEMPLATES.iterdir())],
               " ".join(PDOC_ARGS[:-1]))
    out = API_CACHE / key
    if (out / "suido.html").is_file():
        return out
    py = tool_python(say)
    tmp = API_CACHE / f".tmp-{os.getpid()}"
    shutil.rmtree(tmp, ignore_errors=True)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run([str(py), "-m", "pdoc", *PDOC_ARGS, "-o", str(tmp), *modules()], cwd=ROOT, env=env,
                          capture_output=True, text=True)
    if done.returncode != 0 or not (tmp / "suido.html").is_file():
        raise RuntimeError(f"pdoc failed: {(done.stderr or done.stdout).strip()[-600:]}")
    for page in tmp.rglob("*.html"):
        text = page.read_text(encoding="utf-8")
        up = "../" * (len(page.relative_to(tmp).parts) + 1)  # docs/api/X.html -> the site's root
        text = text.replace("<head>", f'<head>\n<link rel="icon" href="{up}icon.svg" type="image/svg+xml">', 1)
        page.write_text(HEADERLINK.sub(lambda m: f'<a class="headerlink" href="#{m[1]}" aria-label="{m[1]}: '
                                       'a link to here"></a>', text), encoding="utf-8")
    if API_CACHE.is_dir():
        for old in API_CACHE.iterdir():  # an older source's reference
            if old.name != tmp.name:
                shutil.rmtree(old, ignore_errors=True)
    tmp.replace(out)
    return out


PAGE = """<!doctype html>
<html lang="%(lang)s">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>%(title)s</title>
<link rel="icon" href="../icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="docs.css">
<script type="module" src="search.js"></script>
<script type="module" src="switch.js"></script>
</head>
<body>
<nav class="top">%(nav)s</nav>
<search class="find"><form role="search" data-none="%(none)s"><label>%(search)s <input type="search" name="q"
 autocomplete="off"></label></form><ol class="found" aria-live="polite"></ol></search>
<main>
%(body)s</main>
</body>
</html>
"""

# the pages of /docs/ beside the API reference: file -> (its Markdown in docs/, its language, its title, the same page
# in the other language: the language switch's link, to the same section, as both hold the same anchors)
PAGES = {
    "index.html": ("guide.md", "en", "Suido for site owners: the guide", "ja.html"),
    "ja.html": ("guide.ja.md", "ja", "サイト運営者のための Suido: ガイド", "index.html"),
    "pipes.html": ("pipes.md", "en", "Suido: the twists, and other pipe games", "pipes.ja.html"),
    "pipes.ja.html": ("pipes.ja.md", "ja", "Suido: しかけと、ほかの管のゲーム", "pipes.html"),
}
# the words of each language's pages around the guide (the pages' own; the game's are suido.strings'); %(other)s
# is the switch's page
NAV = {
    "en": ('<a href="../">水道 Suido: play</a> · <a href="index.html">The guide</a> · <a href="pipes.html">The twists '
           'and other pipe games</a> · <a href="api/">The Python reference</a> · <a href="%(other)s" lang="ja" '
           'hreflang="ja">日本語</a>', "Search the guide (English and Japanese)", "Nothing found."),
    "ja": ('<a href="../">水道 Suido: 遊ぶ</a> · <a href="ja.html">ガイド</a> · <a href="pipes.ja.html">しかけと、ほかの'
           '管のゲーム</a> · <a href="api/">Python リファレンス（英語）</a> · <a href="%(other)s" lang="en" hreflang="en">'
           'English</a>', "ガイドを検索（日本語と英語）", "見つかりませんでした。"),
}
SECTION = re.compile(r'<h([123])(?: id="([^"]*)")?>(.*?)</h\1>', re.S)
OWN_ID = re.compile(r"\s*\{#([a-z0-9-]+)\}$")   # a heading's own anchor, `## タグ一つで {#the-one-tag}`


def with_ids(body: str) -> str:
    """Every heading of a page given an id: its own (`{#id}` at the end of its Markdown: the Japanese pages take the
    English ones' anchors), else the one the Markdown made, or s1, s2, ... where it made none."""
    n = iter(range(1, 10_000))

    def heading(m: re.Match[str]) -> str:
        own = OWN_ID.search(m[3])
        text, anchor = (m[3][:own.start()], own[1]) if own else (m[3], m[2] or f"s{next(n)}")
        return f'<h{m[1]} id="{anchor}">{text}</h{m[1]}>'

    return SECTION.sub(heading, body)


def search_index(pages: dict[str, str]) -> dict[str, object]:
    """docs/search.json: every section (a heading and the text up to the next) of every page, with its page,
    language, id and title, for search.js."""
    sections = []
    for name, body in pages.items():
        lang = PAGES[name][1]
        marks = list(SECTION.finditer(body))
        for m, after in zip(marks, marks[1:] + [None]):
            text = body[m.end():after.start() if after else len(body)]
            plain = " ".join(html.unescape(re.sub(r"<[^>]+>", " ", text)).split())
            title = " ".join(html.unescape(re.sub(r"<[^>]+>", "", m[3])).split())
            sections.append({"page": name, "lang": lang, "id": m[2], "title": title, "text": plain})
    return {"sections": sections}

# guide.md -> HTML by markdown2 (pdoc's own Markdown, pinned beside it), in the tool's venv
TO_HTML = ("import sys, markdown2; sys.stdout.write(markdown2.markdown(sys.stdin.read(), "
           "extras=['fenced-code-blocks', 'tables', 'header-ids', 'code-friendly']))")


def guide_html(say: Callable[[str], None], source: str = "guide.md") -> str:
    """docs/SOURCE (the guide, by default) as the body of its page (a plain <pre> of it when the tool is missing)."""
    text = (GUIDE / source).read_text(encoding="utf-8")
    try:
        done = subprocess.run([str(tool_python(say)), "-c", TO_HTML], input=text, capture_output=True, text=True)
        if done.returncode == 0:
            return done.stdout
        raise RuntimeError(done.stderr.strip()[-400:])
    except (OSError, RuntimeError, subprocess.CalledProcessError) as e:
        say(f"warning: the guide is shown as plain text ({e})")
        return f"<pre>{html.escape(text)}</pre>\n"


INDEX = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Suido: the Python package's reference</title>
<link rel="icon" href="../../icon.svg" type="image/svg+xml">
<link rel="stylesheet" href="../docs.css">
</head>
<body>
<nav class="top"><a href="../">The guide for site owners</a> · <a href="../../">水道 Suido: play</a></nav>
<main>
<h1>The Python package's reference</h1>
<p>Generated from the docstrings of the package <code>suido</code> (by pdoc). Its public face is the package itself
(<code>import suido</code>) and the modules reached from it; the others are its parts, listed for completeness.</p>
<table>
<thead><tr><th scope="col">module</th><th scope="col">what it is</th></tr></thead>
<tbody>
%s</tbody>
</table>
</main>
</body>
</html>
"""


def index_html() -> str:
    """api/index.html: every module of the reference, with its docstring's first sentence (read from the
    source, nothing imported)."""
    rows = []
    for name in modules():
        inner = PACKAGE.joinpath(*name.split(".")[1:])
        path = inner / "__init__.py" if inner.is_dir() else inner.with_suffix(".py")  # a package: its __init__
        doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
        first = " ".join(doc.split("\n\n")[0].split())
        href = name.replace(".", "/") + ".html"
        said = re.sub(r"`([^`]+)`", r"<code>\1</code>", html.escape(first))   # Markdown's inline code, as pdoc shows it
        rows.append(f'<tr><td><a href="{href}"><code>{name}</code></a></td><td>{said}</td></tr>\n')
    return INDEX % "".join(rows)


MISSING = """<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Suido: the API reference was not built</title></head>
<body><h1>The API reference was not built</h1><p>%s</p>
<p>Run <code>python3 build.py build</code> where pip can install requirements-docs.txt.</p></body></html>
"""


def build_docs(site: Path, say: Callable[[str], None]) -> dict[str, int]:
    """site/docs/: the guide (docs/ copied) and site/docs/api/ (the reference). Returns counts of files."""
    target = site / "docs"
    shutil.copytree(GUIDE, target, dirs_exist_ok=True, ignore=shutil.ignore_patterns(".*", "__pycache__", "*.md", "pdoc"))
    bodies = {}
    for name, (source, lang, title, other) in PAGES.items():
        nav, search, none = NAV[lang]
        bodies[name] = with_ids(guide_html(say, source))
        (target / name).write_text(PAGE % {"lang": lang, "title": title, "nav": nav % {"other": other},
                                           "search": search, "none": none, "body": bodies[name]}, encoding="utf-8")
    (target / "search.json").write_text(json.dumps(search_index(bodies), ensure_ascii=False), encoding="utf-8")
    guide_files = sum(1 for p in target.rglob("*") if p.is_file() and "api" not in p.relative_to(target).parts)
    try:
        api = api_reference(say)
    except (OSError, RuntimeError, subprocess.CalledProcessError) as e:
        say(f"warning: the API reference is not in this build ({e}); the guide is")
        (target / "api").mkdir(exist_ok=True)
        (target / "api" / "index.html").write_text(MISSING % html.escape(str(e)))
        return {"guide": guide_files, "api": 0}
    shutil.copytree(api, target / "api", dirs_exist_ok=True)
    (target / "api" / "index.html").write_text(index_html(), encoding="utf-8")  # for pdoc's redirect to suido.html
    return {"guide": guide_files, "api": sum(1 for p in (target / "api").rglob("*") if p.is_file())}
