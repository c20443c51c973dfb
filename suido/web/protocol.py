"""The worker's protocol, declared once: its version, the messages the worker sends while it starts, and every op
with its arguments and its result. `suido.web` builds its table of ops (`OPS`) from this, `hello` reports it,
and the build writes the page's table (`ops.js` in the built site: `builder/site.py`'s `write_protocol`) from
it, so the page and the worker cannot drift apart; a test holds every request the page can send to it.

Everything that crosses between the page and the worker is JSON text. The page sends `{id, op, args}`; the
worker answers `{id, ok: true, result}` or `{id, ok: false, error}` (a sentence for the player), and, while it
starts, the messages below (`{type, ...}`).
"""

from __future__ import annotations

from typing import Final

PROTOCOL: Final = 10
"""The protocol's version: `hello` reports it, the worker's `ready` says it, and the page checks it."""

MESSAGES: Final = {
    "progress": "{loaded, total}: while Python starts, bytes arrived of the bytes to come (as sent over the wire); "
                "the page's start limit counts from the last of these",
    "snapshot": "{}: it boots from the memory snapshot now (the page allows that 10 s, then starts a worker that "
                "does not)",
    "ready": "{ms, phases {python, imported}, release, protocol}: Python and the suido package are loaded (once); "
             "release: the release the worker belongs to; protocol: this version",
    "error": "{message, missing?, why?, broken?}: the worker could not start (once, instead of ready); missing: the "
             "path of a file Python needs that did not come, why: what the fetch said",
    "fatal": "{id, message}: the engine died under request id: restart the worker",
}
"""The messages the worker sends beside the replies, by `type`: their fields and what they say."""

OPS: Final = {
    "hello": ('{}', "{version, protocol, languages, sizes, make (the Make form's fields: options.form_fields), ops}"),
    "open": ('{code, answer? | size, level; progress?, history?, hints?, lit? (the lit piece, by its given cell), facing?, shown?, lang?, nets? (true: the colours per network with it), field? (true: a board that wraps drawn among its copies, suido.svg.field), drawn? (true: the page shows this game drawn already, by this release in this language: no SVG sent, unless the game opened is another (its progress refused, the answer shown) or its copies are asked for)}', "a board id, its SVG (dry; \"\" when drawn and taken), its grid, sides, extent and count (its cells), its keys ({steps, sides} on squares and hexagons; {arrows, sides} on a grid of many polygons: per cell where each arrow goes), every cell's state, the loops and islands (rings), the words, the hint still lit, the summary and history (the whole saved moves, which each move's reply then edits), nets? (asked for)"),
    "move": ('{board, move (its text: 12+, 12-, p12, u12, j12, s12, c12, j, s, c, m, r, undo, redo, hint, k (a checkpoint), b2 (back to the second), x77 (a jumble, seed 77), check (check my pins), nets (the colours per network, whole); & before one joined; a piece by the cell it was given in), point? (a turn by pointing, a long press), cell + side | toward | point | from, to (a mark by where), assist? (a pin or a mark: the assistant turns what it forces), on? (nets: false stops them)}', '{changed, cells, water, moves {keep, add, done} (the edit to the saved moves), refused?, hint?, edge?, state?, said?, assisted? (the pieces the assistant turned), pins? {wrong, pinned, cells, said} (check), nets? {cells, colours, whole?} (the colours that changed), checkpoints, loose [leaking, dry], ...summary}: one move of any kind, one reply'),
    "close": ('{board}', 'forget the board'),
    "levels": ("{size, rows? (SIZE.tsv's text), marks?, solved?[], after?}", '{count, open, next (after: the level Next plays after that one), opens: {from, to, left} | null (the levels whose solving opens the first block shut), levels[{n, twists, marks, role}]}'),
    "daily": ('{size, day: YYYY-MM-DD (UTC)}', '{level, day}: the level of the day'),
    "make": ('{size? | width?, height?, kind?, wrap?, pumps?, locked?, walls?, bigs?, blocks?, bigKinds?, difficulty?, seed?, lang?}', '{code, answer, width, height, kind, difficulty, seed}'),
    "search": ("{make's args, within? (ms, 4500)}", "{search, of, tried: 0}: make's search begun, a board a searchStep"),
    "searchStep": ('{search}', "{tried, of, done, late (ended by within), difficulty, best (the nearest so far, as make's reply with its svg; null unless this board is it)}"),
    "searchStop": ('{search}', "{stopped, best (the nearest found, as make's reply) | null}"),
    "pieces": ('{lang?, grid? (square | hex | tilings)}', '{pieces[{piece, name, says, svg, grid?, gridName?, polygon?}], grid}: the piece guide, each drawn by suido.svg (hex: the 14 shapes; tilings: every shape of hexapipes\' other grids, each polygon\'s, with its grid, the grid\'s name and the polygon\'s)'),
    "hexapipes": ("{text (a hexapipes puzzle's JSON), lang?}", "{code, answer ('' unless exactly one), width, height, kind, grid, count, complete, said}; a bad or wrap puzzle: ok false, the reason in words"),
    "hexapipesOf": ("{board, lang?}", "{text (the board as it was given, as a hexapipes puzzle's JSON), grid, said}; a board hexapipes cannot say: ok false, the reason in words"),
    "stats": ('{levels{SIZE#N: {best, fewest}}, days[YYYY-MM-DD], recent?{SET: [ms]}, dailies?{SET: [day]}, today, size?, solve?{size, ms, before}, lang?}', '{streak, longest, sizes[{size, solved, count, fastest, fastestText, best, mo3, ao5, ao12, streak, text}], size, svg, recentSvg, newBest?, words}'),
    "share": ('{size, level, day, ms, turns, par?, address, days?, today?, lang?}', '{text, title, streak, words}: the text a solve of the level of the day shares (no answer, no progress)'),
    "words": ('{lang?}', "every line of that language's table, unfilled"),
    "workbench": ('{code | grid?, width?, height?, kind?, wrap?; lang?}', "{code, svg (null on a grid not drawn yet), extent, grid, width, height, kind, wrap, sides, cells, neighbours (cell*sides+side, walls aside), polygons, arms (per polygon [side, x, y]), holes, pumps, drains, locked, walls, grids[{name, said}] (the grids the page draws), shapes (per polygon [{mask, said}]: the pieces to set)}: a maker's board drawn (a new one blank)"),
    "edit": ('{code, tool (path | piece | turn | erase | pump | drain | wall | lock | hole), cell | path[], mask?, by?, side?, lang?}', "the new board, as workbench's reply; an edit that cannot be made: ok false, why in words"),
    "analyse": ('{code, limit? (2, at most 50), budget? (solver nodes: 20000 on 100 cells, fewer on more), lang?}', '{code, count, complete, unique, answers[codes], nodes, fixed[], differing[], reason, cell, difficulty, measures, said, measuresSaid}'),
    "mends": ('{code, limit?, budget?, most? (4), answers? (the analysis\'s codes, with count, complete: not made again), step? (true: a part, one proof, from?, spent?, found? the parts before), lang?}', '{code, mends[{kind (wall | lock | spare | change), cells, edge, code, count, complete, differing, said}], next (where the next part begins; null: no more), spent (nodes), said}'),
    "scramble": ('{code, seed, lang?}', "the board with every piece turned at random from seed, as workbench's reply"),
}
"""Every op by name: (its arguments, its result), each one line."""
