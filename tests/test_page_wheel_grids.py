"""A build of the engine may leave hexapipes' other grids out (the page's wheel has them: tools/site_wheel.mjs, about
12 KB of the first visit): the engine without their modules still plays squares and hexagons, and says of a code
or a puzzle on those grids that it cannot read it, never failing to import."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
LEFT_OUT = ("tiling", "octagonal", "etrat", "cube", "trihexagonal", "snubsquare", "rhombitrihexagonal", "triangular",
            "hexagonal")

SCRIPT = f"""
import importlib.abc, sys
class LeftOut(importlib.abc.MetaPathFinder):  # as the page's wheel: these modules are not there
    def find_spec(self, name, path, target=None):
        if name in {{"suido.grids." + m for m in {LEFT_OUT!r}}}:
            raise ModuleNotFoundError(name)
sys.meta_path.insert(0, LeftOut())
import suido
from suido.grids import ALL_GRIDS, TILINGS
assert TILINGS == {{}} and list(ALL_GRIDS) == ["square", "hex"]
made = suido.make(size=5, kind="drains", seed=1)
assert suido.check_answer(made.code, made.answer).ok and suido.solve(made.code).count == 1
hexes = suido.make(size=6, grid="hex", seed=1)
assert suido.check_answer(hexes.code, hexes.answer).ok
for code in ("2x2o:g1100000........", "4x4yw:0101010101010101g1010101010101.."):
    try:
        suido.decode(code)
    except suido.CodeError as e:
        print("refused:", e)
try:
    suido.from_hexapipes({{"grid": "octagonal", "width": 2, "height": 2, "tiles": [1, 16, 0, 0, 0, 0, 0, 0]}})
except ValueError as e:
    print("refused:", e)
print("ok")
"""


def test_the_engine_without_the_grids_the_page_leaves_out() -> None:
    run = subprocess.run([sys.executable, "-c", SCRIPT], cwd=ROOT, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr[-3000:]
    lines = run.stdout.splitlines()
    assert lines[-1] == "ok" and len([line for line in lines if line.startswith("refused:")]) == 3, lines
    assert "hexapipes' octagonal grid is not in this build of Suido" in run.stdout
