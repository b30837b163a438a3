"""A compact text picture of a Wispwood view (``view_text``) and the §7.1 history lines of
events (``log_lines``), for golden transcripts, logs and debugging.

Each forest shows only its reachable frame: ``C``/``c`` the cat (ready/hidden), ``T`` a tree,
``P H W S`` wisps, ``.`` an empty cell; the pond reads spaces 1-8 (``.`` empty, ``*`` the
phantom) under the shape slots.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.protocol import Event

from .view import WispwoodView

_COLS = "ABCDEFGHIJK"


def view_text(v: WispwoodView) -> str:
    """The view as a few lines of text."""
    lines = [
        f"round {v.round} n={v.n} phase={v.phase} start={v.start} turn={v.turn}"
        f" to_act={list(v.to_act)} turn_no={v.turn_number} actions={list(v.actions)}",
        f"cards {' '.join(v.cards)}",
        f"slots {' '.join(v.slots)}",
        f"pond {''.join(w or '.' for w in v.pond)} supply={v.supply} discard={len(v.discard)}",
    ]
    for f in v.forests:
        cells = dict(f.cells)
        c0, c1 = _COLS.index(f.frame[0]), _COLS.index(f.frame[1])
        lines.append(
            f"seat {f.seat} cat={f.cat}{'' if f.ready else ' hidden'} filled={f.filled}"
            f"{' full' if f.full else ''} rounds={list(f.round_scores)} total={f.total}"
            f"{' resigned' if f.resigned else ''}{' chosen' if f.chosen else ''}"
            f" last={','.join(f.last)}")
        lines.append("    " + _COLS[c0:c1 + 1])
        for r in range(f.frame[2], f.frame[3] + 1):
            row = ""
            for c in range(c0, c1 + 1):
                kind = cells.get(f"{_COLS[c]}{r}", ".")
                row += kind.lower() if kind == "C" and not f.ready else kind
            lines.append(f"{r:>3} {row}")
    if v.solo:
        s = v.solo
        lines.append(
            f"phantom space={s.space} values={dict(s.values)} got={dict(s.collection)}"
            f" scores={list(s.scores)} tokens={s.tokens_left}"
            f"{' final' if s.final_turn else ''}")
    if v.end_reason:
        lines.append(f"over: {v.end_reason} totals={list(v.totals)}")
    return "\n".join(lines)


_MOVE_EVENTS = ("take", "trees", "cat_move", "cat_stay")
_BOT_LINES = {"refill": "refill", "cat_refill": "cat-refill", "auto_refill": "auto-refill",
              "phantom_refill": "phantom refill"}


def log_lines(events: Iterable[Event]) -> list[str]:
    """The §7.1 history lines of some events: player moves in notation, and the bot's own
    lines ``auto-refill``, ``phantom <v> -> <space> <type>`` and ``pass``."""
    lines = []
    for event in events:
        if event.code in _MOVE_EVENTS:
            lines.append(event.params["move"])
        elif event.code in _BOT_LINES:
            lines.append(_BOT_LINES[event.code])
        elif event.code == "phantom":
            lines.append(event.params["line"])
        elif event.code in ("pass", "undo", "resign"):
            lines.append(event.code)
    return lines
