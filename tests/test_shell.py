"""The shell (site/) held without a build or a browser: its unit tests under `node --test tests/shell`, its types
checked by the pinned TypeScript (tsconfig.json: // @ts-check with JSDoc, no emit), and its values that must be
the engine's (the protocol, a hexagon's steps) run under Node and compared with Python's, never read as text.

TypeScript comes from the root's package.json and package-lock.json (`npm ci` at the root; `build.py test`
installs it)."""

from __future__ import annotations

import json
import re
import shutil
import resource
import subprocess
from pathlib import Path
from typing import Any, Callable

import pytest

from suido import svg, web

ROOT = Path(__file__).resolve().parents[1]
TSC = ROOT / "node_modules" / "typescript" / "bin" / "tsc"


def node() -> str:
    found = shutil.which("node")
    if not found:
        pytest.fail("node is missing: the shell's tests run under it (apt-get install nodejs)", pytrace=False)
    return found


def test_the_shells_unit_tests_pass() -> None:
    """tests/shell/*.test.mjs: the pointer machine, the keys, zoom and pan, the first screen, the protocol, the
    addresses, the saves, the UTC day, the undo keys, the worker's client; within 10 s of CPU (about 2 here)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    done = subprocess.run([node(), "--test", "tests/shell"], cwd=ROOT, capture_output=True, text=True, timeout=300)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)  # not the wall: others share the CPU
    failed = "\n".join(line for line in done.stdout.splitlines() if line.startswith("not ok")) or done.stdout[-3000:]
    assert done.returncode == 0, f"node --test tests/shell failed:\n{failed}\n{done.stderr[-2000:]}"
    counts = dict(re.findall(r"^# (tests|pass|fail) (\d+)$", done.stdout, re.M))
    assert int(counts["tests"]) >= 50 and counts["fail"] == "0", counts
    assert cpu < 10, f"node --test tests/shell took {cpu:.1f} s of CPU"


def test_the_shell_type_checks() -> None:
    """`tsc -p .` (the pinned TypeScript over the files tsconfig.json includes) reports no error."""
    if not TSC.is_file():
        pytest.fail("TypeScript is not installed: run `npm ci` at the repository's root (build.py test does)",
                    pytrace=False)
    done = subprocess.run([node(), str(TSC), "-p", ".", "--noEmit", "--pretty", "false"], cwd=ROOT,
                          capture_output=True, text=True, timeout=300)
    assert done.returncode == 0, f"tsc found errors:\n{done.stdout[-6000:]}{done.stderr[-2000:]}"


# The modules of site/ not type-checked yet (no // @ts-check; `npx tsc -p . --checkJs` counts their errors): none.
# Every module starts with // @ts-check, a new one too; one that cannot yet is named here, with why.
UNCHECKED: set[str] = set()


def test_every_module_of_the_shell_is_type_checked_but_the_ones_listed() -> None:
    modules = {p.name for p in (ROOT / "site").glob("*.js")}
    unchecked = {name for name in modules
                 if not (ROOT / "site" / name).read_text(encoding="utf-8").startswith("// @ts-check\n")}
    assert unchecked <= UNCHECKED, f"not type-checked (start it with // @ts-check): {sorted(unchecked - UNCHECKED)}"
    assert UNCHECKED <= modules, f"listed but not in site/: {sorted(UNCHECKED - modules)}"


def test_typescript_is_pinned_exactly_and_locked() -> None:
    package = json.loads((ROOT / "package.json").read_text(encoding="utf-8"))
    lock = json.loads((ROOT / "package-lock.json").read_text(encoding="utf-8"))
    pinned = package["devDependencies"]["typescript"]
    assert re.fullmatch(r"\d+\.\d+\.\d+", pinned), pinned
    assert lock["packages"]["node_modules/typescript"]["version"] == pinned
    assert package["private"] is True and "workspaces" not in package  # examples/ stays a workspace of its own


def test_the_pages_protocol_is_the_workers(shell_exports: Callable[..., dict[str, Any]]) -> None:
    """site/protocol.js's table of ops names exactly suido.web's ops, and its version is the worker's."""
    page = shell_exports("protocol.js", "OPS", "PROTOCOL")
    assert sorted(page["OPS"]) == sorted(web.OPS)
    assert page["PROTOCOL"] == web.PROTOCOL


def test_the_stand_ins_for_the_built_files_have_the_builds_names() -> None:
    """tests/shell/built/ stands in for the files the build writes into the site: each exports the names the
    build's template does (a module of site/ that imports a name the build stopped writing fails here first)."""
    from builder import service_worker
    from builder import site as site_files

    templates = {"release.js": service_worker.RELEASE_TEMPLATE, "first.js": site_files.FIRST_TEMPLATE,
                 "listing.js": site_files.LISTING_TEMPLATE}
    names = re.compile(r"^export const (\w+) =", re.M)
    for name, template in templates.items():
        script = f"import * as m from './tests/shell/built/{name}'; console.log(JSON.stringify(Object.keys(m)))"
        done = subprocess.run([node(), "--input-type=module", "-e", script], cwd=ROOT, capture_output=True,
                              text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert sorted(json.loads(done.stdout)) == sorted(names.findall(template)), name


def shell_run(script: str) -> Any:
    """What a module script prints as JSON, run under Node with site/'s modules at hand (`site(NAME)`, the build's
    files stood in for: tests/shell/site.mjs)."""
    prelude = "const { site } = await import('./tests/shell/site.mjs');\n"
    done = subprocess.run([node(), "--input-type=module", "-e", prelude + script], cwd=ROOT, capture_output=True,
                          text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def test_the_shells_clock_text_is_the_engines() -> None:
    """site/clock.js's clockText writes a time as suido.records.format_time does (the stats and the records)."""
    from suido.records import format_time

    times = [0, 999, 1000, 59_999, 60_000, 754_321, 3_599_999, 3_600_000, 3_661_000, 86_399_999, 360_000_000]
    shown = shell_run(f"const {{ clockText }} = await site('clock.js');\n"
                      f"console.log(JSON.stringify({json.dumps(times)}.map(clockText)));")
    assert shown == [format_time(ms) for ms in times]


def test_the_shell_fills_a_line_as_the_engine_does() -> None:
    """site/words.js's say fills the worker's lines as suido.strings.say does: {name}, the One form for n 1."""
    from suido import strings

    cases = [("en", "levelOf", {"size": "7x7", "n": 12}), ("ja", "levelOf", {"size": "7x7", "n": 3}),
             ("en", "solved", {"n": 1}), ("ja", "solved", {"n": 2}), ("en", "solved", {"n": 2}), ("en", "leaks", {"n": 1}),
             ("en", "statsSolved", {"size": "5x5", "n": 2, "of": 40, "time": "0:12"}), ("en", "levelOf", {"size": "7x7"})]
    assert strings.line("en", "solved", 1) != strings.line("en", "solved", 2)  # the One form is met
    # (not met here: n 1 in Japanese of a key whose One form only English has, such as solved: the words op fills
    # Japanese's gaps with English, One forms too, so say would pick the English line; no page says those with n)
    tables = {lang: strings.words(lang) for lang in ("en", "ja")}
    shown = shell_run(f"const {{ say }} = await site('words.js');\nconst tables = {json.dumps(tables)};\n"
                      f"console.log(JSON.stringify({json.dumps(cases)}.map(([lang, key, v]) => say(tables[lang], key, v))));")
    assert shown == [strings.say(lang, key, **values) for lang, key, values in cases]


def test_a_hit_area_is_hidden_unless_a_rule_paints_it() -> None:
    """A piece's hit area is unpainted (fill and stroke none) and hidden until a rule paints it (hover, hint, focus,
    pin, wrong pin, the workbench's marks): hidden, the browser draws nothing for it in each frame (a static frame of
    a 40x40 board about a third cheaper, measured), while `pointer-events:all` still takes the taps. So every rule
    that gives the hit area a fill or a stroke also shows it, or it would never be seen."""
    site_css = (Path(__file__).resolve().parent.parent / "site" / "style.css").read_text(encoding="utf-8")
    rules = re.findall(r"([^{}]*\.sd-hit)\s*\{([^{}]*)\}", svg.STYLE + site_css)
    base = [body for selector, body in rules if selector.strip() == ".suido .sd-hit"]
    assert base == ["fill:none;stroke:none;pointer-events:all;visibility:hidden"]
    painting = [(selector, body) for selector, body in rules if re.search(r"(^|;)\s*(fill|stroke)\s*:", body)
                and selector.strip() != ".suido .sd-hit"]
    assert len(painting) >= 8, painting  # hover, hint, focus, pin, wrong pin and the workbench's three
    for selector, body in painting:
        assert re.search(r"visibility\s*:\s*visible", body), selector
