"""Every worked example in the engine's docstrings runs and gives what it says: each module of suido, its
packages' modules among them (a stale example is a wrong sentence in the reference)."""

from __future__ import annotations

import doctest
import importlib
from pathlib import Path

import pytest

import suido

pytestmark = pytest.mark.engine

PACKAGE = Path(suido.__file__).resolve().parent  # the package imported (inside Pyodide: the wheel installed)
MODULES = sorted(".".join(("suido", *p.relative_to(PACKAGE).with_suffix("").parts)).removesuffix(".__init__")
                 for p in PACKAGE.rglob("*.py") if p.name != "__main__.py")


@pytest.mark.parametrize("name", MODULES)
def test_the_module_s_examples(name: str) -> None:
    result = doctest.testmod(importlib.import_module(name))
    assert result.failed == 0, name


def test_the_examples_are_found() -> None:
    assert {"suido.grids.square", "suido.svg.states", "suido.strings", "suido.pieces"} <= set(MODULES)
    assert doctest.testmod(importlib.import_module("suido.grids.square")).attempted >= 4
