"""The check of the memory snapshot's recipe (site/snapshot.js) under Node, once per set of inputs."""

from __future__ import annotations

import hashlib
import json
import subprocess
from pathlib import Path

from builder.common import CACHE, TOOLS, BuildError, mb, need, say, sha256_of


def memory_snapshot(site: Path) -> dict[str, int]:
    """Check the memory snapshot's recipe (site/snapshot.js, which the page makes the snapshot it boots from by):
    tools/snapshot.mjs makes one under Node over the site's own runtime, stdlib and wheel, boots it and runs the
    engine's ops from it. Done once for the hashes of those files and of the scripts (a stamp in .cache/).
    Returns {bytes, made_ms, booted_ms}."""
    script = TOOLS / "snapshot.mjs"
    pyodide_out = site / "pyodide"
    inputs = [pyodide_out / n for n in ("pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")]
    inputs += sorted(pyodide_out.glob("suido-*.whl")) + [site / "snapshot.js", script]
    key = hashlib.sha256("".join(sha256_of(p) for p in inputs).encode()).hexdigest()[:16]
    stamp = CACHE / f"snapshot-{key}.json"
    if stamp.is_file():
        return dict(json.loads(stamp.read_text()))
    need("node", "to check the memory snapshot inside Pyodide")
    done = subprocess.run(["node", str(script), str(site)], capture_output=True, text=True)
    if done.returncode != 0:
        raise BuildError(f"tools/snapshot.mjs failed:\n{done.stdout}{done.stderr}")
    facts = json.loads(done.stdout.strip().splitlines()[-1])
    for old in CACHE.glob("snapshot-*"):
        old.unlink()
    CACHE.mkdir(parents=True, exist_ok=True)
    stamp.write_text(json.dumps(facts))
    say(f"memory snapshot (snapshot.js's recipe, checked under Node): {mb(facts['bytes'])}, made in "
        f"{facts['made_ms'] / 1e3:.1f} s, booted from in {facts['booted_ms'] / 1e3:.1f} s")
    return dict(facts)
