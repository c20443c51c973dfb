"""The package as its users get it: the built wheel in a fresh virtual environment (import, the
`suido` script), `mypy --strict`, and a wheel that is reproducible, lean and free of runtime dependencies
(the guide's Python examples run in tests/test_reference.py)."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import sys
import textwrap
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.package

ROOT = Path(__file__).resolve().parent.parent
CODE = "3x2:35B7vM"


def run(cmd: list[str], timeout: float = 600, **kw: object) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout, **kw)  # type: ignore[call-overload, no-any-return]


# ---------------------------------------------------------------------------- (a) a fresh venv

@pytest.fixture(scope="module")
def user_venv(tmp_path_factory: pytest.TempPathFactory, built_wheel: Path) -> Path:
    """A new virtual environment with nothing but the built wheel, installed offline."""
    venv = tmp_path_factory.mktemp("user") / "venv"
    done = run([sys.executable, "-m", "venv", str(venv)])
    assert done.returncode == 0, done.stderr
    done = run([str(venv / "bin" / "python"), "-m", "pip", "install", "--no-index", "--no-deps",
                "--disable-pip-version-check", "--quiet", str(built_wheel)])
    assert done.returncode == 0, done.stdout + done.stderr
    return venv


def test_installed_wheel_decodes_and_checks_a_board(user_venv: Path, tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import sys
        import suido
        assert suido.__file__.startswith(sys.prefix), suido.__file__   # the installed copy, not the checkout
        layout = suido.decode({CODE!r})
        assert (layout.width, layout.height) == (3, 2), layout
        assert suido.encode(layout) == {CODE!r}
        check = suido.check_answer({CODE!r}, {CODE!r})
        assert isinstance(check.ok, bool), check
        assert isinstance(suido.flow_of(layout).solved, bool)
        try:
            suido.decode("3x2:35B7v")
        except suido.CodeError as e:
            assert isinstance(e, ValueError) and str(e)
        else:
            raise AssertionError("a short code decoded")
        print("ok", suido.__file__)
    """)
    done = run([str(user_venv / "bin" / "python"), "-c", script], cwd=tmp_path,
               env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert done.returncode == 0, done.stdout + done.stderr
    assert done.stdout.startswith("ok ")


def test_the_modules_beyond_the_core_are_reached_from_a_bare_import(user_venv: Path, tmp_path: Path) -> None:
    script = textwrap.dedent(f"""
        import sys
        import suido
        assert "suido.svg" not in sys.modules and "suido.web" not in sys.modules   # not loaded by the import
        assert suido.svg.board(suido.decode({CODE!r})).startswith("<svg")
        assert suido.levels.daily("7x7", "2026-10-06") == 4
        assert suido.web.PROTOCOL >= 1 and suido.history.FORMAT == "1" and suido.records.format_time(0) == "0:00"
        assert {{"svg", "levels", "web"}} <= set(dir(suido))
        print("ok")
    """)
    done = run([str(user_venv / "bin" / "python"), "-c", script], cwd=tmp_path,
               env={k: v for k, v in os.environ.items() if k != "PYTHONPATH"})
    assert done.returncode == 0, done.stdout + done.stderr


def test_installed_console_script_answers_help(user_venv: Path, tmp_path: Path) -> None:
    script = user_venv / "bin" / "suido"
    assert script.is_file(), "the wheel installs no `suido` script"
    done = run([str(script), "--help"], cwd=tmp_path)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "suido" in done.stdout.lower() and len(done.stdout.splitlines()) > 2, done.stdout


# ---------------------------------------------------------------------------- (b) mypy --strict

def test_mypy_strict_passes() -> None:
    done = run([sys.executable, "-m", "mypy", "--strict", "suido"], cwd=ROOT)
    assert done.returncode == 0, done.stdout + done.stderr


def test_package_ships_py_typed(built_wheel: Path) -> None:
    with zipfile.ZipFile(built_wheel) as z:
        assert "suido/py.typed" in z.namelist()


# ---------------------------------------------------------------------------- (d) the wheel itself

def sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def test_wheel_is_reproducible(tmp_path: Path) -> None:
    hashes = []
    for n in (1, 2):
        out = tmp_path / f"w{n}"
        done = run([sys.executable, str(ROOT / "build.py"), "wheel", "--out", str(out)], cwd=ROOT)
        assert done.returncode == 0, done.stdout + done.stderr
        (wheel,) = out.glob("*.whl")
        hashes.append((wheel.name, sha256(wheel)))
    assert hashes[0] == hashes[1], hashes
    assert hashes[0][0] == "suido-0.3.0-py3-none-any.whl"


def test_wheel_holds_only_the_package_and_no_runtime_dependencies(built_wheel: Path) -> None:
    assert re.fullmatch(r"suido-[0-9][^-]*-py3-none-any\.whl", built_wheel.name), built_wheel.name  # PEP 427
    with zipfile.ZipFile(built_wheel) as z:
        names = z.namelist()
        dist_info = next(n.split("/")[0] for n in names if n.endswith(".dist-info/METADATA"))
        metadata = z.read(f"{dist_info}/METADATA").decode()
        entry_points = z.read(f"{dist_info}/entry_points.txt").decode()
    strays = [n for n in names if n.split("/")[0] not in ("suido", dist_info)]
    assert not strays, f"the wheel carries files outside suido/: {strays}"
    assert not [n for n in names if re.search(r"(^|/)(tests?|site|bench|dist)/", n)]
    assert not [n for n in names if n.endswith((".pyc", ".pyo")) or "__pycache__" in n]
    assert "suido/__init__.py" in names
    assert not [line for line in metadata.splitlines() if line.startswith("Requires-Dist:")], metadata
    assert re.search(r"^suido\s*=\s*suido\.__main__:main", entry_points, re.M), entry_points
