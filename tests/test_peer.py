"""The engine held to the interoperability corpus (the JS package's levels in ../shared/peer).

Every board decodes and encodes back, its answer passes the check, the unturned board does
not, and its twists are read right. The corpus is read from ../shared/peer, never copied
here; where it is absent (a user's clone) these tests skip; CI always has it.
"""

import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOL = ROOT.parent / "shared" / "tools" / "peer_check.py"
PEER = ROOT.parent / "shared" / "peer"


@pytest.mark.skipif(not TOOL.exists() or not PEER.exists(), reason="../shared/peer is not beside this checkout")
def test_peer_check_no_solve_passes():
    run = subprocess.run([sys.executable, str(TOOL), "--no-solve"], cwd=ROOT, capture_output=True, text=True,
                         timeout=600)
    assert run.returncode == 0, run.stdout[-3000:] + run.stderr[-3000:]
    last = run.stdout.strip().splitlines()[-1]
    passed = int(last.split()[0])
    assert passed >= 2816 and last.endswith(" 0 failed"), last
