"""Optional protocol hooks of Le Temps des Forêts: the opening events, the cycle post's
controls and ``/game status`` lines (move-picking hooks are in ``policy``)."""

from __future__ import annotations

from typing import Any

from rules.protocol import Control, Event

from .cards import OBJECT_NAMES
from .engine import _apply_step, legal_moves, pattern_codes
from .moves import Pattern, Swap, Undo
from .policy import _no_dawn
from .state import State
from .view import TempsView


def turn_controls(state: State, seat: int) -> list[Control]:
    """By Day a select of legal swaps and **End day**; at Night a select of legal patterns
    and **End night**; **Undo** when something can be taken back. The select lists every
    legal swap or pattern, those that make a pair for tonight first; each carries its first
    tree (``L 3`` of ``L 3-7``) as its group, so a list longer than one menu is reached in
    two steps, first tree then second (§7.1)."""
    if state.over or seat != 0:
        return []
    moves = list(legal_moves(state, seat))
    actions = [m for m in moves if isinstance(m, Swap | Pattern)]
    controls: list[Control] = []
    if actions:
        actions.sort(key=lambda m: -_usefulness(state, m))
        label = "swap" if state.phase == "day" else "pattern"
        notations = tuple(str(m) for m in actions)
        controls.append(Control("select", notations, label,
                                groups=tuple(n.rsplit("-", 1)[0] for n in notations)))
    controls.append(Control("button", ("end",), f"end_{state.phase}", style="primary"))
    if any(isinstance(m, Undo) for m in moves):
        controls.append(Control("button", ("undo",), "undo"))
    return controls


def _usefulness(state: State, move: Swap | Pattern) -> int:
    """Patterns: turning over first; swaps: how many night patterns they make possible."""
    if isinstance(move, Pattern):
        return {"I": 1, "II": 2, "III": 2}[move.pattern]
    night = state.copy()
    _apply_step(night, move, [], _no_dawn)
    night.phase = "night"
    return len(pattern_codes(night))


def status_lines(public: TempsView) -> list[tuple[str, dict[str, Any]]]:
    """Cycle, phase, forbidden object, objects and patterns used, dormant count; after the
    end, the result, the score and how it ended."""
    lines: list[tuple[str, dict[str, Any]]] = [
        ("status.cycle", {"cycle": public.cycle, "cycles": public.cycles,
                          "phase": public.phase, "maiden": public.maiden,
                          "forbidden": public.forbidden, "dormant": public.dormant}),
        ("status.used", {"objects": ", ".join(public.used_objects) or "-",
                         "patterns": ", ".join(public.used_patterns) or "-"}),
    ]
    if public.result is not None:
        lines.append((f"status.{public.result.reason}",
                      {"how": public.result.details["how"],
                       "cycle": public.result.details["cycle"],
                       "score": public.result.scores[0],
                       "dormant": public.result.details["dormant"]}))
    elif not public.has_action:
        lines.append((f"status.no_action_{public.phase}", {}))
    return lines


def opening_events(state: State) -> list[Event]:
    """The deal and the first Dawn. (``auto_end`` never ends the first Day: with all three
    object cards in hand some swap is always legal, so there is no automatic end to show.)"""
    events = [Event("deal", {"ring": [state.deal[h % 12] for h in range(12)]})]
    first = state.draws[0]
    events.append(Event("dawn", {"cycle": 1, "maiden": 12, "object": first,
                                 "object_name": OBJECT_NAMES[first],
                                 "trees": [f"{code}@{12 if i == 0 else i}"
                                           for i, code in enumerate(state.deal)
                                           if code[1] == first]}))
    return events
