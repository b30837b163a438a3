"""Le Temps des Forêts as text: a compact picture of a view (golden transcripts, debugging)
and the §7.2 history lines (``log_lines``).

Line 1: the ring in the spec's notation (``12 JM-i | 1 AL-i | ...``), an untouchable tree
marked ``#`` and a tree rotated tonight ``*``. Line 2: cycle, phase, maiden, forbidden
object, objects and patterns still unused, dormant count; then the result once over.
"""

from __future__ import annotations

from collections.abc import Iterable

from rules.protocol import Event

from .view import TempsView


def ring_text(public: TempsView) -> str:
    """The ring as ``12 JM-i | 1 AL-i | ...`` with ``#`` untouchable and ``*`` rotated."""
    cells = []
    for tree in (public.tree_at(h) for h in [12, *range(1, 12)]):
        mark = ("#" if not tree.touchable else "") + ("*" if tree.rotated_tonight else "")
        cells.append(f"{tree.hour} {tree.code}-{tree.state}{mark}")
    return " | ".join(cells)


def view_text(public: TempsView) -> str:
    """The view as two or three lines of text."""
    objects = "".join(public.available_objects) or "-"
    patterns = ",".join(public.available_patterns) if public.phase == "night" else "-"
    facts = (f"C{public.cycle}/{public.cycles} {public.phase} maiden={public.maiden} "
             f"forbidden={public.forbidden} objects={objects} patterns={patterns} "
             f"dormant={public.dormant}")
    lines = [ring_text(public), facts]
    if public.result is not None:
        lines.append(f"over: {public.result.reason} ({public.result.details['how']}) "
                     f"score={public.result.scores[0]}")
    return "\n".join(lines)


def log_lines(events: Iterable[Event]) -> list[str]:
    """The §7.2 history lines of a command's (or the opening's) events."""
    lines: list[str] = []
    phase = {"cycle": 1, "phase": "day"}

    def tail(text: str) -> None:
        if lines:
            sep = " → " if "→" not in lines[-1] else "; "
            lines[-1] += sep + text
        else:
            lines.append(text)

    for event in events:
        p = event.params
        if event.code == "deal":
            lines.append("deal: " + " | ".join(
                f"{12 if h == 0 else h} {code}" for h, code in enumerate(p["ring"])))
        elif event.code == "dawn":
            text = (f"C{p['cycle']} dawn: {p['object_name'].capitalize()} forbidden "
                    f"({', '.join(p['trees'])})")
            if lines and lines[-1].startswith("deal"):
                lines.append(text)
            else:
                tail(text)
            phase = {"cycle": p["cycle"], "phase": "day"}
        elif event.code in ("swap", "pattern", "undo"):
            kind = "day" if event.code == "swap" else (
                "night" if event.code == "pattern" else p["phase"])
            lines.append(f"C{p['cycle']} {kind}: {'undo' if event.code == 'undo' else p['move']}")
        elif event.code in ("end_day", "end_night"):
            kind = "day" if event.code == "end_day" else "night"
            if p["auto"]:
                tail(f"C{p['cycle']} {kind}: end (auto)")
            else:
                lines.append(f"C{p['cycle']} {kind}: end")
            phase = {"cycle": p["cycle"], "phase": "night"}
        elif event.code == "dusk":
            tail(f"dusk: maiden → {p['maiden']}")
        elif event.code == "resign":
            lines.append(f"C{p['cycle']} {phase['phase']}: resign")
        elif event.code == "game_end":
            tail(f"{p['reason']} ({p['how']}), score {p['score']}")
    return lines
