"""A Suido level served by Flask: the page is sent the level's board, the answer stays on the server, and the
player's answer is checked here with suido.check_answer.

    pip install -r requirements.txt      # Flask, pinned, and suido (the wheel of this checkout)
    SUIDO_SITE=https://example.org/suido/ flask --app app run
"""

from __future__ import annotations

import os

from flask import Flask, Response, abort, jsonify, render_template_string, request

import suido
from suido import levels

SITE = os.environ.get("SUIDO_SITE", "https://example.org/suido/")  # where dist/site is served
GRID = "5x5"
ROWS = levels.load(GRID)  # each row holds the board and its answer: only the board is ever sent

PAGE = """<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Level {{ level }}</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="{{ site }}suido.css">
<script type="module" src="{{ site }}suido-board-define.js"></script>
</head>
<body>
<h1>Level {{ level }}</h1>
<!-- the board alone: with no answer on the page there are no hints, and the server says whether it is solved -->
<suido-board code="{{ board }}" hints="off"></suido-board>
<p id="verdict" role="status"></p>
<script type="module">
  document.querySelector("suido-board").addEventListener("suido-solve", async (event) => {
    const reply = await fetch("check", { method: "POST", headers: { "Content-Type": "application/json" },
                                         body: JSON.stringify({ level: {{ level }}, answer: event.detail.code }) });
    const { ok, reason } = await reply.json();
    document.querySelector("#verdict").textContent = ok ? "Checked: solved!" : "Not solved: " + reason;
  });
</script>
</body>
</html>
"""

app = Flask(__name__)


def row_of(level: int) -> levels.Row:
    if not 1 <= level <= len(ROWS):
        abort(404, f"{GRID} has levels 1 to {len(ROWS)}")
    return ROWS[level - 1]


@app.get("/")
def page() -> str:
    level = request.args.get("level", 1, type=int)
    return render_template_string(PAGE, site=SITE, level=level, board=row_of(level).board)


@app.get("/level/<int:level>")
def board(level: int) -> dict[str, object]:
    return {"grid": GRID, "level": level, "board": row_of(level).board}


@app.post("/check")
def check() -> tuple[Response, int]:
    asked = request.get_json(silent=True) or {}
    level, answer = asked.get("level"), asked.get("answer")
    if not isinstance(level, int) or not isinstance(answer, str):
        return jsonify(ok=False, reason="send {level: a number, answer: a board's code}"), 400
    verdict = suido.check_answer(row_of(level).board, answer)  # linear in the cells, never raises
    return jsonify(ok=verdict.ok, reason=verdict.reason), 200
