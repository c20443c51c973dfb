"""The recipes of examples/ outside a browser: the Python server checks a right and a wrong answer (over HTTP,
with the pinned Flask), the bundled recipes are pinned exactly and locked, the TypeScript ones type-check against
the npm package installed from its tarball, and the guide's recipes show the files as they are, in their READMEs'
words. (tests/browser/test_recipes.py plays each one in Chromium.)"""

from __future__ import annotations

import json
import re
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

import pytest

from builder.recipes import BUNDLER, EXAMPLES, TYPED, WORKSPACES, serve_fastapi_recipe, serve_python_recipe, typecheck
from suido import levels

ROOT = Path(__file__).resolve().parent.parent


def ask(url: str, body: object | None = None) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, headers={"Content-Type": "application/json"} if data else {})
    try:
        with urllib.request.urlopen(request, timeout=30) as reply:
            raw = reply.read().decode()
            status = reply.status
    except urllib.error.HTTPError as e:
        raw, status = e.read().decode(), e.code
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw


@pytest.fixture(scope="module", params=["flask", "fastapi"])
def server(request: pytest.FixtureRequest) -> Any:
    """Each Python server recipe, served: Flask's (examples/server) and FastAPI's (examples/fastapi, by uvicorn in a
    venv of its own); the same tests hold both."""
    url, stop = (serve_python_recipe if request.param == "flask" else serve_fastapi_recipe)("https://example.org/suido/")
    yield url
    stop()


def test_the_server_sends_a_levels_board_and_never_its_answer(server: str) -> None:
    row = levels.load("5x5")[2]
    status, sent = ask(server + "level/3")
    assert status == 200 and sent == {"grid": "5x5", "level": 3, "board": row.board}
    status, page = ask(server + "?level=3")
    assert status == 200 and f'code="{row.board}"' in page and levels.answer(row) not in page
    assert 'src="https://example.org/suido/suido-board-define.js"' in page
    assert ask(server + "level/999")[0] == 404


def test_the_server_checks_a_right_and_a_wrong_answer(server: str) -> None:
    row = levels.load("5x5")[2]
    assert ask(server + "check", {"level": 3, "answer": levels.answer(row)}) == (200, {"ok": True, "reason": None})
    status, wrong = ask(server + "check", {"level": 3, "answer": row.board})   # as dealt: not solved
    assert status == 200 and wrong["ok"] is False and "water" in wrong["reason"]
    status, other = ask(server + "check", {"level": 3, "answer": levels.answer(levels.load("5x5")[3])})
    assert status == 200 and other["ok"] is False and other["reason"]           # another level's answer
    status, bad = ask(server + "check", {"level": 3, "answer": "5x5:zz"})
    assert status == 200 and bad["ok"] is False and bad["reason"]               # no crash on a bad code
    status, refused = ask(server + "check", {"answer": 3})
    assert status == 400 and refused["ok"] is False and "level" in refused["reason"]


def pins(path: Path) -> dict[str, str]:
    found = re.findall(r"^([A-Za-z0-9_.-]+)==(\S+)", path.read_text(), re.M)
    return {name.lower(): version for name, version in found}


def test_the_server_recipes_pins_are_the_test_venvs() -> None:
    recipe = pins(EXAMPLES / "server" / "requirements.txt")
    assert "flask" in recipe
    tested = pins(ROOT / "requirements-test.txt")
    assert {name: tested.get(name) for name in recipe} == recipe


def test_the_bundled_recipes_are_pinned_exactly_and_locked() -> None:
    lock = json.loads((EXAMPLES / "package-lock.json").read_text())
    assert json.loads((EXAMPLES / "package.json").read_text())["workspaces"] == list(WORKSPACES)
    for name in WORKSPACES:
        manifest = json.loads((EXAMPLES / name / "package.json").read_text())
        wanted = {**manifest.get("dependencies", {}), **manifest.get("devDependencies", {})}
        assert BUNDLER[name] in wanted, name
        assert "suido" not in wanted, f"{name}: the package is installed from its tarball, not the registry"
        for package, version in wanted.items():
            assert re.fullmatch(r"\d+\.\d+\.\d+", version), f"{name}: {package}@{version} is not an exact version"
            locked = lock["packages"].get(f"node_modules/{package}") or lock["packages"].get(f"{name}/node_modules/{package}")
            assert locked and locked["version"] == version, f"{name}: {package} locked at {locked and locked['version']}"


SNIPPET = re.compile(r"<!-- (file|from): (examples/\S+) -->\n```[a-z]*\n(.*?)```", re.S)
GUIDES = (ROOT / "docs" / "guide.md", ROOT / "docs" / "guide.ja.md")   # English, and the same in Japanese


def guide_snippets(guide: Path) -> list[tuple[str, str, str]]:
    return SNIPPET.findall(guide.read_text(encoding="utf-8"))


@pytest.mark.parametrize("guide", GUIDES, ids=lambda p: p.name)
def test_the_guide_points_to_every_recipe_and_shows_the_files_as_they_are(guide: Path) -> None:
    snippets = guide_snippets(guide)
    shown = {path for _, path, _ in snippets}
    for folder in ("plain", "iframe", *WORKSPACES, "server", "fastapi"):
        assert any(p.startswith(f"examples/{folder}/") for p in shown), f"{guide.name} shows nothing of examples/{folder}"
    for kind, path, text in snippets:
        file_text = (ROOT / path).read_text(encoding="utf-8")
        if kind == "file":
            assert text == file_text, f"{guide.name}'s {path} is not the file's text"
        else:   # whole lines of it, in their order
            assert ("\n" + file_text).find("\n" + text) >= 0 and text.endswith("\n"), \
                f"{guide.name}'s lines from {path} are not in the file"
    assert [path for _, path, _ in snippets] == [path for _, path, _ in guide_snippets(GUIDES[0])]   # in one order


def test_each_recipes_readme_and_the_guide_hold_the_same_words() -> None:
    """Each recipe's README says what it shows in one paragraph (under its title), and the guide says it in the
    same words (line breaks aside); its section in Japanese (`## 日本語`) says it in the Japanese guide's words
    (Japanese puts no spaces between words, so the two are held alike with every space aside)."""
    flat = lambda text: " ".join(text.split())  # noqa: E731
    bare = lambda text: "".join(text.split())  # noqa: E731
    guide, japanese = (path.read_text(encoding="utf-8") for path in GUIDES)
    for folder in ("plain", "iframe", *WORKSPACES, "server", "fastapi"):
        readme = (EXAMPLES / folder / "README.md").read_text(encoding="utf-8")
        paragraph = readme.split("\n\n")[1]
        assert flat(paragraph) in flat(guide), f"docs/guide.md does not say examples/{folder}/README.md's words"
        assert "\n## 日本語\n\n" in readme, f"examples/{folder}/README.md has no section in Japanese"
        words = readme.split("\n## 日本語\n\n")[1].split("\n\n")[0]
        assert bare(words) in bare(japanese), f"docs/guide.ja.md does not say examples/{folder}/README.md's words"


@pytest.mark.parametrize("name", TYPED)
def test_the_typescript_recipes_type_check_against_the_package(name: str) -> None:
    """`tsc --noEmit` in each TypeScript recipe (React's TSX with the package's JSX types; webpack's mountSuido and
    its events), with the npm package installed from its tarball."""
    done = typecheck(name)
    assert done.returncode == 0, f"examples/{name}: {done.stdout}{done.stderr}"
    assert (EXAMPLES / "node_modules" / "suido" / "suido.d.ts").is_file()
