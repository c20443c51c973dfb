"""hexapipes' puzzles as our codes, read from ../shared/peer/hex/hexapipes.tsv (never copied into the project).

``hex_rows()`` gives the 100 rows as ``(board, answer, source)`` in the file's order. The folder is present on CI
and on developers' machines: a test that reads it fails on CI without it (``CI`` set) and skips only in a clone
without the shared folder. Imported by the engine tests (which also run inside Pyodide, where ../shared/peer is
mounted) and by the browser tests that open a puzzle (tests/browser/test_hex_maker.py).
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path

import pytest

HEX_PEER = Path(__file__).resolve().parents[3] / "shared" / "peer" / "hex" / "hexapipes.tsv"


@lru_cache(maxsize=1)
def _read() -> tuple[tuple[str, str, str], ...]:
    rows = tuple(tuple(line.split("\t")) for line in HEX_PEER.read_text(encoding="utf-8").splitlines() if line.strip())
    assert len(rows) == 100 and all(len(row) == 3 for row in rows), "100 rows of board, answer, source"
    return rows  # type: ignore[return-value]


def hex_rows() -> tuple[tuple[str, str, str], ...]:
    """The corpus's rows, ``(board, answer, source)``; fails on CI and skips elsewhere when it is absent."""
    if not HEX_PEER.is_file():
        if os.environ.get("CI"):
            pytest.fail(f"{HEX_PEER} is missing on CI", pytrace=False)
        pytest.skip(f"{HEX_PEER} is not here (a clone without the shared folder)")
    return _read()
