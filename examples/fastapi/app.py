"""A Suido level served by FastAPI: the page is sent the level's board, the answer stays on the server, and the
player's answer is checked here with suido.check_answer.

    pip install -r requirements.txt      # FastAPI and uvicorn, pinned, and suido (the wheel of this checkout)
    SUIDO_SITE=https://example.org/suido/ uvicorn app:app
"""

from __future__ import annotations

import html
import os

from fastapi import FastAPI, HTTPException, Request
from fastapi.responses import HTMLResponse, JSONResponse

import suido
from suido import levels

SITE = os.environ.get("SUIDO_SITE", "https://example.org/suido/")  # where dist/site is served
GRID = "5x5"
ROWS = levels.load(GRID)  # each row holds the board and its answer: only the board is ever sent

app = FastAPI()


def row_of(level: int) -> levels.Row:
    if not 1 <= level <= len(ROWS):
        raise HTTPException(404, f"{GRID} has levels 1 to {len(ROWS)}")
    return ROWS[level - 1]


@app.get("/", response_class=HTMLResponse)
def page(level: int = 1) -> str:
    board, site = html.escape(row_of(level).board), html.escape(SITE)
    # the board alone: with no answer on the page there are no hints, and the server says whether it is solved
    return f"""<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Level {level}</title><link rel="icon" href="data:,">
<link rel="stylesheet" href="{site}suido.css"><script type="module" src="{site}suido-board-define.js"></script>
</head><body><h1>Level {level}</h1><suido-board code="{board}" hints="off"></suido-board><p id="verdict" role="status"></p>
<script type="module">
  document.querySelector("suido-board").addEventListener("suido-solve", async (event) => {{
    const reply = await fetch("check", {{ method: "POST", headers: {{ "Content-Type": "application/json" }},
                                         body: JSON.stringify({{ level: {level}, answer: event.detail.code }}) }});
    const {{ ok, reason }} = await reply.json();
    document.querySelector("#verdict").textContent = ok ? "Checked: solved!" : "Not solved: " + reason;
  }});
</script></body></html>"""


@app.get("/level/{level}")
def board(level: int) -> dict[str, object]:
    return {"grid": GRID, "level": level, "board": row_of(level).board}


@app.post("/check")
async def check(request: Request) -> JSONResponse:
    try:
        asked = await request.json()
    except ValueError:
        asked = None
    level, answer = (asked.get("level"), asked.get("answer")) if isinstance(asked, dict) else (None, None)
    if not isinstance(level, int) or isinstance(level, bool) or not isinstance(answer, str):
        return JSONResponse({"ok": False, "reason": "send {level: a number, answer: a board's code}"}, 400)
    verdict = suido.check_answer(row_of(level).board, answer)  # linear in the cells, never raises
    return JSONResponse({"ok": verdict.ok, "reason": verdict.reason})
