"""What every step of the build shares: the paths, the terminal's messages, running a command, hashes and sizes."""

from __future__ import annotations

import contextlib
import hashlib
import shutil
import subprocess
import time
from pathlib import Path
from typing import Iterator

ROOT = Path(__file__).resolve().parent.parent
CACHE = ROOT / ".cache"
DIST = ROOT / "dist"
SITE_SRC = ROOT / "site"
LEVELS_SRC = ROOT / "levels"
SITE_OUT = DIST / "site"
PYODIDE_OUT = SITE_OUT / "pyodide"
WHEEL_OUT = DIST / "wheel"
VENV = ROOT / ".venv"
TEST_WHEELS = CACHE / "pyodide-wheels"
TOOLS = ROOT / "tools"


class BuildError(Exception):
    """A failure with a message meant for the person at the terminal."""

def say(msg: str) -> None:
    print(f"[build] {msg}", flush=True)


@contextlib.contextmanager
def stage(name: str, times: dict[str, float] | None = None) -> Iterator[None]:
    t0 = time.perf_counter()
    yield
    dt = time.perf_counter() - t0
    if times is not None:
        times[name] = times.get(name, 0.0) + dt
    say(f"{name}: {dt:.1f} s")


def sha256_of(path: Path) -> str:
    h = hashlib.sha256()
    with path.open("rb") as f:
        for block in iter(lambda: f.read(1 << 20), b""):
            h.update(block)
    return h.hexdigest()


def run(cmd: list[str], **kw: object) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(cmd, check=True, **kw)  # type: ignore[call-overload, no-any-return]
    except FileNotFoundError as e:
        raise BuildError(f"{cmd[0]} not found: {e}") from None
    except subprocess.CalledProcessError as e:
        raise BuildError(f"command failed (exit {e.returncode}): {' '.join(map(str, cmd))}") from None


def need(tool: str, why: str) -> str:
    path = shutil.which(tool)
    if not path:
        raise BuildError(f"`{tool}` is not installed; it is needed {why}. On Debian: apt-get install {tool}")
    return path


def size_of(path: Path) -> int:
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file())


def mb(n: int) -> str:
    return f"{n / 1e6:.1f} MB"
