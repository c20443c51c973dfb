"""The protocol declared once (suido/web/protocol.py) and the page's end of it: the table the build writes for the
page (ops.js, by builder/site.py's protocol_js) names exactly the worker's ops and its version; every op the page's
modules name (OPS.x, or a literal op handed to call) is one the worker takes; and site/protocol.js, run under Node
against that table, refuses an op the worker does not take and edits the saved moves as suido.web.reply does. No
build, no browser."""

from __future__ import annotations

import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from builder.site import protocol_js  # noqa: E402
from suido import web  # noqa: E402
from suido.web import protocol  # noqa: E402
from suido.web.reply import edited  # noqa: E402

pytestmark = pytest.mark.engine

DECLARED = {"protocol": protocol.PROTOCOL, "ops": protocol.OPS, "messages": protocol.MESSAGES}


def test_the_worker_s_table_is_the_declared_one() -> None:
    assert list(web.OPS) == list(protocol.OPS) and web.PROTOCOL == protocol.PROTOCOL
    assert json.loads(web.handle('{"id": 1, "op": "hello"}'))["result"]["protocol"] == protocol.PROTOCOL
    for name, (args, result) in protocol.OPS.items():
        assert web.OPS[name][1] == f"{args} -> {result}" and args.startswith("{")


def test_the_page_s_table_is_written_from_the_declared_one() -> None:
    text = protocol_js(DECLARED)
    assert f"export const PROTOCOL = {protocol.PROTOCOL};" in text
    names = json.loads(re.search(r"export const OPS = Object.freeze\((\{.*?\})\);", text).group(1))  # type: ignore[union-attr]
    assert names == {name: name for name in web.OPS}
    messages = json.loads(re.search(r"export const MESSAGES = Object.freeze\((\[.*?\])\);", text).group(1))  # type: ignore[union-attr]
    assert messages == ["progress", "snapshot", "ready", "error", "fatal"]


def test_the_page_s_table_kept_in_site_is_the_declared_one() -> None:
    """site/ops.js is kept (the shell's unit tests and type check run without a build); the build writes it again."""
    assert (ROOT / "site" / "ops.js").read_text() == protocol_js(DECLARED), \
        "site/ops.js is not suido/web/protocol.py's table: run `python3 build.py build` and commit site/ops.js"


def test_every_op_the_page_names_is_one_the_worker_takes() -> None:
    named: dict[str, set[str]] = {}
    for path in sorted((ROOT / "site").glob("*.js")):
        text = path.read_text(encoding="utf-8")
        for op in re.findall(r"\bOPS\.(\w+)", text) + re.findall(r"\.call\(\s*[\"'](\w+)[\"']", text):
            named.setdefault(op, set()).add(path.name)
    assert len(named) >= 10, named  # the reader finds the page's requests
    unknown = {op: sorted(files) for op, files in named.items() if op not in web.OPS}
    assert not unknown, f"ops the page sends that the worker does not take: {unknown}"


NODE = shutil.which("node") or "node"


def test_the_page_s_protocol_module_refuses_an_unknown_op_and_edits_the_saved_moves_as_the_worker(tmp_path: Path) -> None:
    shutil.copy(ROOT / "site" / "protocol.js", tmp_path / "protocol.js")
    (tmp_path / "ops.js").write_text(protocol_js(DECLARED))
    cases = [("1//0+,p4/2", {"keep": 2, "add": ["3-"], "done": 3}), ("1//0+,p4/1", {"keep": 1, "add": ["r"], "done": 2}),
             ("1//0+,p4/2", {"keep": 2, "add": [], "done": 1}), ("1/1000:1//0", {"keep": 0, "add": ["0+", "&0+"], "done": 2}),
             ("1//j3,&p4/2", {"keep": 2, "add": [], "done": 0})]
    script = """
const [dir, cases] = [process.argv[1], JSON.parse(process.argv[2])];
const p = await import(dir + "/protocol.js");
const out = { edited: cases.map(([text, edit]) => p.historyAfter(text, edit)), ops: Object.keys(p.OPS), protocol: p.PROTOCOL };
out.request = JSON.parse(p.request(7, p.OPS.move, p.moveValue("p3", {}, true)));
try { p.request(8, "spin", {}); out.unknown = "sent"; } catch (e) { out.unknown = e.message; }
console.log(JSON.stringify(out));
"""
    done = subprocess.run([NODE, "--input-type=module", "-e", script, tmp_path.as_uri(), json.dumps(cases)],
                          capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    out = json.loads(done.stdout)
    assert out["edited"] == [edited(text, edit) for text, edit in cases]
    assert out["ops"] == list(web.OPS) and out["protocol"] == web.PROTOCOL
    assert out["request"] == {"id": 7, "op": "move", "args": {"move": "&p3"}}
    assert "no op" in out["unknown"] and "spin" in out["unknown"]
