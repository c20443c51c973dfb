"""Words a new user met, found by trying the site and its guide from the README alone, held to the files (not
run inside Pyodide, where site/ and docs/ are not mounted): each key the shell builds (a key + "Says", as stats.js
holds them run under Node) is in the table in English and Japanese, and the guide names no issue number."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Callable

from suido.strings import STRINGS

ROOT = Path(__file__).resolve().parents[1]


def test_each_stat_of_a_set_has_its_words_in_full(shell_exports: Callable[..., dict[str, Any]]) -> None:
    """The Stats view names each of a set's times in full for a screen reader (and as the abbreviation's title):
    key + "Says"; a missing one was shown as the key itself ("statsStreakSetSays")."""
    keys = [key for _, key in shell_exports("stats.js", "TIMES")["TIMES"]]
    assert len(keys) == 5 and "statsStreakSet" in keys
    for lang in ("en", "ja"):
        for key in keys:
            assert key in STRINGS[lang] and key + "Says" in STRINGS[lang], (lang, key)


def test_the_guide_for_site_owners_names_no_issue() -> None:
    """The site's /docs/ guide called the hexagonal code by an issue's number: a number its reader cannot look up."""
    for doc in ("docs/guide.md", "README.md"):
        assert not re.search(r"\bissue \d+", (ROOT / doc).read_text(encoding="utf-8"), re.I), doc


def first_screen() -> list[str]:
    """The README's lines before its first section (all of them when it has none): what a new developer reads
    before scrolling."""
    lines = (ROOT / "README.md").read_text(encoding="utf-8").splitlines()
    return lines[:next((i for i, line in enumerate(lines) if line.startswith("## ")), len(lines))]


def test_the_readmes_first_screen_says_what_suido_is_how_to_run_it_and_where_to_read_on() -> None:
    """The README's first paragraph was one line of 673 characters, and the fast loop a developer wants
    (the engine's tests, no build) was named nowhere."""
    screen = first_screen()
    text = "\n".join(screen)
    assert len(screen) <= 40 and max(len(line) for line in screen) <= 120, [len(line) for line in screen]
    assert "pipe-rotating puzzle" in text and "Pyodide" in text
    for command in ("python3 build.py serve", "python3 build.py test", "python3 build.py check"):
        assert command in text, command
    for doc in ("docs/guide.md", "ARCHITECTURE.md"):
        assert f"]({doc})" in text and (ROOT / doc).is_file(), doc


def test_the_fast_loop_the_readme_names_runs_the_engine_the_architecture_and_the_protocol_tests_only() -> None:
    """`python3 build.py check` collects the engine's tests, the architecture's and the protocol's: no browser, no build."""
    import subprocess
    import sys

    done = subprocess.run([sys.executable, "build.py", "check", "--collect-only", "-q"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, done.stdout[-2000:] + done.stderr[-2000:]
    files = {line.split("::")[0] for line in done.stdout.splitlines() if "::" in line}
    assert "tests/test_architecture.py" in files and any(f.startswith("tests/engine/") for f in files)
    assert all(f.startswith("tests/engine/") or f in ("tests/test_architecture.py", "tests/test_protocol.py")
               for f in files), files
    assert not (ROOT / "tests" / "shell").is_dir() or "node --test" in done.stdout


def test_the_readme_is_its_first_screen_and_the_long_sections_are_in_the_guide() -> None:
    """The README ran to 560 lines, most of them past its first screen (addresses, the engine's examples, the element, recipes,
    loading, browsers, the repository): they live in the guide now, which the README links, and the tests that
    held the README's examples hold the guide's."""
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert first_screen() == readme.splitlines() and "```python" not in readme and "```html" not in readme
    guide = (ROOT / "docs" / "guide.md").read_text(encoding="utf-8")
    for heading in ("The Python package", "The command line", "Hosting the site", "The page", "Browser support",
                    "Building and testing", "Recipes"):
        assert f"\n## {heading}\n" in guide, heading
    anchors = re.findall(r"\]\(docs/guide\.md#([a-z-]+)\)", readme)
    assert anchors and all(f"\n## {a.replace('-', ' ')}\n".lower() in guide.lower() for a in anchors), anchors
    for test in ("test_package.py", "test_recipe_files.py", "browser/test_element.py"):   # none reads the README
        # (a recipe's own README, examples/NAME/README.md, is another file: its words are held to the guide's)
        assert not re.search(r'ROOT\s*/\s*"README\.md"', (ROOT / "tests" / test).read_text(encoding="utf-8")), test
