"""The reference at /docs/ (builder/docs.py): every public name of suido documented in the API reference pdoc
generates, the guide's Python examples run, its tables name every attribute and event the element has, and both
are in the built site, linked from the page's footer and kept out of the release's precached files.
(tests/browser/test_guide.py loads the guide's HTML examples in Chromium.)"""

from __future__ import annotations

import html
import importlib
import inspect
import io
import json
import os
import re
import subprocess
import sys
import tokenize
from pathlib import Path
from typing import Any, Callable

import pytest

import suido
from builder.docs import modules

ROOT = Path(__file__).resolve().parent.parent
GUIDE = ROOT / "docs" / "guide.md"
JAPANESE = GUIDE.with_name("guide.ja.md")   # the same guide in Japanese: the same sections, anchors and examples
FENCE = "`" * 3


def blocks(lang: str, guide: Path = GUIDE) -> list[str]:
    """A guide's examples in that language; a recipe's file shown as it is (`<!-- file: examples/... -->` above
    it) is not one: tests/test_recipe_files.py holds it to the file, and the recipes' tests play it."""
    found = re.findall(rf"^(<!-- (?:file|from): \S+ -->\n)?{FENCE}{lang}\n(.*?)^{FENCE}$",
                       guide.read_text(encoding="utf-8"), re.S | re.M)
    return [block for recipe, block in found if not recipe]


def program(code: str) -> tuple[tuple[int, str], ...]:
    """Python code's tokens, its comments and line breaks aside: the Japanese guide's examples are the English
    ones with their comments in Japanese."""
    skip = {tokenize.COMMENT, tokenize.NL, tokenize.NEWLINE}
    return tuple((tok.type, tok.string) for tok in tokenize.generate_tokens(io.StringIO(code).readline)
                 if tok.type not in skip)


def python_examples() -> list[str]:
    """Both guides' Python examples, each program once (a Japanese one that is an English one but for its
    comments is run as the English one)."""
    found: dict[tuple[tuple[int, str], ...], str] = {}
    for guide in (GUIDE, JAPANESE):
        for code in blocks("python", guide):
            found.setdefault(program(code), code)
    return list(found.values())


def public_names(module: object) -> list[str]:
    """A module's public names: its __all__, else what it defines without a leading underscore."""
    if hasattr(module, "__all__"):
        return list(module.__all__)
    own = getattr(module, "__name__", "")
    return [n for n, v in vars(module).items() if not n.startswith("_")
            and (inspect.isfunction(v) or inspect.isclass(v)) and getattr(v, "__module__", "") == own]


def test_every_public_name_of_suido_is_documented(site_dir: Path) -> None:
    api = site_dir / "docs" / "api"
    for name in modules():
        module = importlib.import_module(name)
        page = api / (name.replace(".", "/") + ".html")
        assert page.is_file(), f"no page for {name} in the reference"
        assert (module.__doc__ or "").strip(), f"{name} has no docstring"
        text = page.read_text(encoding="utf-8")
        ids = set(re.findall(r'\bid="([^"]+)"', text))
        for n in public_names(module):
            value = getattr(module, n)
            if inspect.isfunction(value) or inspect.isclass(value):
                assert (value.__doc__ or "").strip(), f"{name}.{n} has no docstring"
            if name == "suido" or inspect.isfunction(value) or inspect.isclass(value):
                assert n in ids, f"{name}.{n} is not in the reference ({page.name})"
    listed = (api / "index.html").read_text(encoding="utf-8")   # the reference's list names every module
    assert [m for m in modules() if f'href="{m.replace(".", "/")}.html"' not in listed] == []
    # a name's section carries its docstring's words
    top = (api / "suido.html").read_text(encoding="utf-8")
    section = top[top.index('id="check_answer"'):]
    words = html.unescape(re.sub(r"<[^>]+>", "", section[:section.index("</section>")]))
    assert inspect.getdoc(suido.check_answer).splitlines()[0].replace("`", "") in " ".join(words.split())


def test_the_reference_shows_no_raw_markup(site_dir: Path) -> None:
    """pdoc reads docstrings as Markdown: a reStructuredText literal (two backticks a side) was shown raw, in the
    modules' list above all (tests/engine/test_docstrings.py holds the docstrings themselves)."""
    pages = sorted((site_dir / "docs" / "api").rglob("*.html"))
    assert len(pages) > 30
    raw = [f"{page.name}: {line.strip()[:80]}" for page in pages
           for line in page.read_text(encoding="utf-8").splitlines() if "``" in line]
    assert raw == []
    listed = (site_dir / "docs" / "api" / "index.html").read_text(encoding="utf-8")   # the modules' first sentences
    assert "<code>suido.strings</code> takes them" in listed and "`" not in listed


def test_the_guide_has_python_examples() -> None:
    assert len(blocks("python")) >= 8, "docs/guide.md has lost its Python examples"
    assert len(blocks("python", JAPANESE)) == len(blocks("python")), "docs/guide.ja.md has not every Python example"
    assert len(python_examples()) >= len(blocks("python"))


@pytest.mark.parametrize("code", python_examples(), ids=lambda code: code.splitlines()[-1][:40])
def test_the_guides_python_examples_run(code: str, tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env, capture_output=True, text=True,
                          timeout=300)
    assert done.returncode == 0, f"docs/guide.md:\n{code}\n---\n{done.stdout}{done.stderr}"


def table_names(heading: str, guide: Path = GUIDE) -> set[str]:
    """The names in the first column of a guide's table whose head row starts with `heading`."""
    text = guide.read_text(encoding="utf-8")
    table = re.search(rf"^\| {heading} \|.*?\n((?:\|.*\n)+)", text, re.M)
    assert table, f"{guide.name} has no table headed {heading}"
    return {n for row in table.group(1).splitlines()[1:] for n in re.findall(r"`([\w-]+)`", row.split("|")[1])}


def test_the_guide_names_every_attribute_and_event_of_the_element(shell_exports: Callable[..., dict[str, Any]]) -> None:
    """The element's attributes (its observedAttributes) and the events mountSuido's options listen for, as the
    modules hold them run under Node, are the guide's tables'."""
    element = shell_exports("suido-board-element.js", "SuidoBoardElement.observedAttributes")
    attributes = set(element["SuidoBoardElement.observedAttributes"])
    assert table_names("attribute") == attributes == table_names("属性", JAPANESE)
    events = set(shell_exports("suido.js", "EVENTS")["EVENTS"].values())
    assert events and all(e.startswith("suido-") for e in events) and events <= table_names("event")
    assert table_names("event") == table_names("イベント", JAPANESE)


def test_the_guide_and_the_reference_are_in_the_site_linked_and_not_precached(site_dir: Path) -> None:
    for source, built in ((GUIDE, "index.html"), (JAPANESE, "ja.html")):
        page = (site_dir / "docs" / built).read_text(encoding="utf-8").replace("<code>", "").replace("</code>", "")
        for heading in re.findall(r"^## (.+?)(?: \{#[a-z0-9-]+\})?$", source.read_text(encoding="utf-8"), re.M):
            assert f">{html.escape(heading, quote=False)}</h2>" in page, (built, heading)
    guide = (site_dir / "docs" / "index.html").read_text(encoding="utf-8")
    assert 'href="api/"' in guide and (site_dir / "docs" / "docs.css").is_file()
    assert not (site_dir / "docs" / "guide.md").exists()
    page = (site_dir / "index.html").read_text(encoding="utf-8")
    assert re.search(r'<footer[^>]*>.*?<a href="docs/"', page, re.S)
    sw = (site_dir / "sw.js").read_text(encoding="utf-8")
    files = json.loads(re.search(r"const FILES = (\{.*?\});", sw, re.S).group(1))
    assert "./index.html" in files and not [f for f in files if f.startswith("./docs/")]
    # served compressed like every other file of the site
    assert (site_dir / "docs" / "api" / "suido.html.br").is_file()


@pytest.mark.parametrize("block", blocks("html") + blocks("html", JAPANESE),
                         ids=lambda b: b.split("\n")[2][:30] if "\n" in b else "")
def test_the_guides_html_examples_name_the_site_as_the_readme_does(block: str) -> None:
    assert "https://example.org/suido/" in block


SEARCH_BY_NODE = """
const where = process.argv.at(-1);
const fs = await import("node:fs");
const { find } = await import("data:text/javascript," + encodeURIComponent(fs.readFileSync(where + "/search.js", "utf8")));
const index = JSON.parse(fs.readFileSync(where + "/search.json", "utf8"));
const queries = JSON.parse(fs.readFileSync(0, "utf8"));
console.log(JSON.stringify(queries.map((q) => find(index, q).map((s) => [s.page, s.lang, s.title]))));
"""


def test_the_guide_in_japanese_beside_english_with_a_switch_and_the_pipe_games_page(site_dir: Path) -> None:
    """Both pages in both languages: each language's page links the other's, both guides link their language's
    pipe games' page, each Japanese page says it is not yet read by a native reader, and the two languages of a
    page hold the same anchors in the same order (the switch goes to the same section: switch.js)."""
    docs = site_dir / "docs"
    pages = {n: (docs / n).read_text(encoding="utf-8") for n in ("index.html", "ja.html", "pipes.html", "pipes.ja.html")}
    for english, japanese in (("index.html", "ja.html"), ("pipes.html", "pipes.ja.html")):
        assert '<html lang="en">' in pages[english] and '<html lang="ja">' in pages[japanese]
        assert f'href="{japanese}" lang="ja"' in pages[english] and f'href="{english}" lang="en"' in pages[japanese]
        assert "まだ日本語を母語とする人に読まれて" in pages[japanese]   # said plainly
        ids = [re.findall(r'<h[123] id="([^"]*)"', pages[n]) for n in (english, japanese)]
        assert ids[0] and ids[0] == ids[1], (english, ids)
    assert 'href="pipes.html"' in pages["index.html"] and 'href="pipes.ja.html"' in pages["ja.html"]
    assert "NetWalk" in pages["pipes.html"] and "hexapipes" in pages["pipes.ja.html"]
    for page in pages.values():
        assert '<search class="find">' in page and 'src="search.js"' in page and 'src="switch.js"' in page
        ids = re.findall(r'<h[123] id="([^"]*)"', page)
        assert ids and all(ids) and len(ids) == len(set(ids)) == len(re.findall(r"<h[123][ >]", page))
        assert "{#" not in page   # every heading's own anchor taken out of its text
    assert (docs / "switch.js").is_file()


def test_the_search_finds_a_term_in_each_language(site_dir: Path) -> None:
    """search.js's find over the built search.json, under Node: an English term finds the English guide's section,
    a Japanese one the Japanese guide's, a game's name the pipe games' pages, a Japanese word of theirs the Japanese
    one; nonsense finds nothing."""
    docs = site_dir / "docs"
    queries = ["mountSuido", "実行環境", "NetWalk", "iframe", "配管工", "スクリプトから", "zzqqxx"]
    done = subprocess.run(["node", "--input-type=module", "-e", SEARCH_BY_NODE, "--", str(docs)],
                          input=json.dumps(queries), capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    found = dict(zip(queries, json.loads(done.stdout)))
    assert found["mountSuido"][0][:2] == ["index.html", "en"]
    assert ["index.html", "en", "From script"] in found["mountSuido"]
    assert {p for p, _, _ in found["実行環境"]} == {"ja.html"}
    assert found["NetWalk"][0][0] in ("pipes.html", "pipes.ja.html")
    assert {p for p, _, _ in found["NetWalk"]} >= {"pipes.html", "pipes.ja.html"}
    assert {p for p, _, _ in found["配管工"]} == {"pipes.ja.html"}
    assert found["スクリプトから"][0] == ["ja.html", "ja", "スクリプトから"]   # a heading, first
    assert {lang for _, lang, _ in found["iframe"]} == {"en", "ja"}   # a word both languages write the same way
    assert found["zzqqxx"] == []


def test_the_pages_footer_links_to_the_guide_in_its_own_language() -> None:
    """The page's footer link (site/index.html's data-word-href="docsHref") goes, in each language, to a page of
    /docs/ written in that language: a Japanese page never sends a site owner to the English guide."""
    from builder.docs import PAGES
    from suido import strings
    for lang in strings.LANGUAGES:
        href = strings.say(lang, "docsHref")
        assert href.startswith("docs/"), href
        page = href.removeprefix("docs/") or "index.html"
        assert page in PAGES and PAGES[page][1] == lang, f"{lang}: {href} is not the guide in {lang}"
