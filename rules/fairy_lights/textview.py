"""Fairy Lights as text: the compact view for golden transcripts and the §7.1 notation log."""

from __future__ import annotations

from collections.abc import Iterable

from rules.protocol import Event

from .view import FairyLightsView


def view_text(v: FairyLightsView) -> str:
    """A compact one-block text form of a view (golden transcripts, debugging)."""
    shop = " ".join(
        f"{c}!" if i == v.bust_index else c for i, c in enumerate(v.shop)
    )
    lines = [
        f"turn {v.turn_no} act={v.to_act} start={v.start_player} drawn={v.drawn} "
        f"must_take={int(v.must_take)} undo={v.undo_seat} deck={v.deck_size}",
        f"  shop [{shop}]",
        f"  discard {v.discard_count}: " + " ".join(
            f"{g.colour}({' '.join(g.cards)})" for g in v.discard
        ),
        "  left " + " ".join(f"{t}x{n}" for t, n in v.remaining if n),
    ]
    for p in v.players:
        coll = " ".join(f"{g.colour}({' '.join(g.cards)})" for g in p.collection)
        flag = " resigned" if p.resigned else ""
        lines.append(
            f"  p{p.seat}{flag}: score {p.score} scored {p.scored_count}/{p.scored_stars}* "
            f"coll [{coll}]"
        )
    if v.result is not None:
        lines.append(f"  over {v.result.reason} ranking {v.result.ranking}")
    return "\n".join(line.rstrip() for line in lines)


#: the events that tell what a take did with each colour, right after its ``take`` event
OUTCOMES = ("scored", "kept", "discarded")


def log_lines(events: Iterable[Event]) -> list[str]:
    """The §7.1 notation log lines (``draw -> Y1/1``, ``draw -> G2/1 BUST``, takes).

    A take's line is built from the ``take`` event and the outcome events that follow it
    (``take G+B -> scored G (G1/1 G2/1); kept B (B1/1)``): events hold codes only.
    """
    lines: list[str] = []
    take: str | None = None
    parts: list[str] = []
    for event in events:
        if take is not None and event.code in OUTCOMES:
            parts.append(f"{event.code} {event.params['colour']} ({event.params['cards']})")
            continue
        if take is not None:
            lines.append(f"{take} -> " + "; ".join(parts))
            take, parts = None, []
        if event.code == "draw":
            lines.append(f"draw -> {event.params['card']}")
        elif event.code == "bust":
            lines.append(f"draw -> {event.params['card']} BUST")
        elif event.code == "take":
            take = str(event.params["move"])
        elif event.code in ("undo", "resign"):
            lines.append(event.code)
    if take is not None:
        lines.append(f"{take} -> " + "; ".join(parts))
    return lines
