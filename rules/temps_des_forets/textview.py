"""A compact text picture of a view, for golden transcripts and debugging.

Line 1: the ring in the spec's notation (``12 JM-i | 1 AL-i | ...``), an untouchable tree
marked ``#`` and a tree rotated tonight ``*``. Line 2: cycle, phase, maiden, forbidden
object, objects and patterns still unused, dormant count; then the result once over.
"""

from __future__ import annotations

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
