"""A compact text picture of a Halali! view, for golden transcripts and debugging.

Rank 8 on top, files b-h left to right. ``?`` face down, ``.`` empty, kind letters in upper
case for blue and brown tiles and lower case for neutral ones; a hunter shows its gun as
``^ > v <``; a never-flipped tile (after the end) is wrapped in brackets.
"""

from __future__ import annotations

from .view import HalaliView

_LETTER = {"bear": "B", "fox": "F", "lumberjack": "L", "hunter": "H",
           "pheasant": "p", "duck": "d", "tree": "t"}
_GUN = {"N": "^", "E": ">", "S": "v", "W": "<"}


def view_text(view: HalaliView) -> str:
    """The view as a few lines of text (board, then the public facts)."""
    cells = {t.square: t for t in view.tiles}
    rows = []
    for rank in range(8, 1, -1):
        row = []
        for file in "bcdefgh":
            tile = cells.get(f"{file}{rank}")
            if tile is None:
                cell = " ."
            elif tile.kind is None:
                cell = " ?"
            else:
                cell = _LETTER[tile.kind] + (_GUN.get(tile.gun or "", " "))
                if tile.never_flipped:
                    cell = cell.strip()
                    cell = f"[{cell}]"
            row.append(cell.rjust(3))
        rows.append(f"{rank} " + "".join(row))
    facts = [
        f"turn {view.turn_number} {view.phase} to_move={view.to_move}",
        f"score blue={view.scores.get('blue', 0)} brown={view.scores.get('brown', 0)}"
        f" quiet={view.quiet_turns} face_down={view.face_down_count}",
    ]
    if view.phase == "end":
        facts.append(f"end_turns_left {view.end_turns_left}")
    if view.neutral_lock:
        facts.append(f"lock {view.neutral_lock}")
    if view.back_and_forth:
        facts.append(f"ban {view.back_and_forth}")
    if view.draw_offer_by:
        facts.append(f"draw_offer_by {view.draw_offer_by}")
    if view.match:
        facts.append(f"match {view.match}")
    if view.end_reason:
        facts.append(f"over: {view.end_reason} winner={view.winner}")
    return "\n".join(rows + facts)
