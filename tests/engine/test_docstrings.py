"""The package's docstrings as its reader meets them: written in Markdown, as pdoc reads them for the API
reference (a reStructuredText literal, two backticks a side, was shown raw there). tests/engine/test_doctests.py
runs their worked examples."""

from __future__ import annotations

import ast
import importlib
from pathlib import Path

import pytest

import suido

pytestmark = pytest.mark.engine

PACKAGE = Path(suido.__file__).resolve().parent  # the package imported (inside Pyodide: the wheel installed)
FILES = sorted(PACKAGE.rglob("*.py"))


def docstrings(source: str) -> list[tuple[int, str]]:
    """(line, text) of every string standing as a statement: the module's, a class's or a function's docstring,
    and the docstrings pdoc reads under a module's or a class's names."""
    return [(node.lineno, node.value.value) for node in ast.walk(ast.parse(source))
            if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)]


def test_every_module_of_the_package_is_read() -> None:
    names = {p.relative_to(PACKAGE).as_posix() for p in FILES}
    assert len(FILES) > 30 and {"codes.py", "svg/__init__.py", "grids/square.py", "__main__.py"} <= names


@pytest.mark.parametrize("path", FILES, ids=lambda p: p.relative_to(PACKAGE).as_posix())
def test_the_docstrings_are_markdown_with_no_double_backticks(path: Path) -> None:
    found = [f"{path.name}:{line}" for line, text in docstrings(path.read_text(encoding="utf-8")) if "``" in text]
    assert found == [], "write `name` (Markdown, as pdoc reads it), not ``name``: " + ", ".join(found)
    if path.name != "__main__.py":
        name = ".".join(("suido", *path.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
        assert "``" not in (importlib.import_module(name).__doc__ or "")   # a docstring made at import too
