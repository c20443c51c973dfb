"""hexapipes' own files, read from ../shared/peer/hexapipes (never copied into the project): its grids' neighbour
tables (``topology/``), the puzzles its generator made (``generated/``) and its dailies (``dailies.jsonl``).

The folder is present on CI and on developers' machines: a test that reads it fails on CI without it (``CI`` set)
and skips only in a clone without the shared folder.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest

HEXAPIPES = Path(__file__).resolve().parents[3] / "shared" / "peer" / "hexapipes"
TILED = ("octagonal", "etrat", "cube", "trihexagonal", "snubsquare", "rhombitrihexagonal", "triangular")
"""hexapipes' grids that are Suido's only as its own layout (`suido.grids.TILINGS`)."""


def _folder() -> Path:
    if not HEXAPIPES.is_dir():
        if os.environ.get("CI"):
            pytest.fail(f"{HEXAPIPES} is missing on CI", pytrace=False)
        pytest.skip(f"{HEXAPIPES} is not here (a clone without the shared folder)")
    return HEXAPIPES


def topology_names() -> list[str]:
    """The topology dumps' names (``octagonal-wrap-7``), sorted; empty when the folder is absent (the test then
    skips through `topology`)."""
    return sorted(p.stem for p in (HEXAPIPES / "topology").glob("*.json")) if HEXAPIPES.is_dir() else []


@lru_cache(maxsize=64)
def topology(name: str) -> dict[str, Any]:
    """One grid's neighbour table as hexapipes' own code dumped it."""
    return json.loads((_folder() / "topology" / f"{name}.json").read_text(encoding="utf-8"))


@lru_cache(maxsize=32)
def generated(name: str) -> tuple[dict[str, Any], ...]:
    """The 64 puzzles hexapipes' generator made for ``name`` (``etrat-wrap``), each with its one answer."""
    path = _folder() / "generated" / f"{name}.jsonl"
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())


@lru_cache(maxsize=1)
def dailies() -> tuple[dict[str, Any], ...]:
    """hexapipes' published dailies (no answers: its rule says which is solved)."""
    path = _folder() / "dailies.jsonl"
    return tuple(json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip())
