"""The invariants of a Le Temps des Forêts state: ``check(state)`` raises ``ValueError`` when
one fails.

``from_json`` lives here, so that ``state`` imports nothing of this module: it reads a saved
row with ``state.decode`` and calls ``check`` last, so a row that is valid JSON but not a
reachable game is refused (``CorruptState``) before a move can be saved on top of it.
"""

from __future__ import annotations

from typing import Any

from rules.errors import CorruptState, GroveError

from .cards import CYCLES, OBJECTS, PATTERN_ORDER, STATES, TREES
from .moves import Pattern, Swap, parse_step
from .state import END_HOW, END_REASONS, PHASES, State, decode


def from_json(data: dict[str, Any]) -> State:
    """Inverse of ``to_json``; ``CorruptState`` (code ``CORRUPT_TABLE``) if anything is
    wrong: an unreadable field (``state.decode``) or a broken invariant (``check``)."""
    state = decode(data)
    try:
        check(state)
    except (KeyError, TypeError, ValueError, AttributeError, OverflowError, GroveError) as exc:
        # the detail names the kind of fault only: a message could quote a future draw
        raise CorruptState(type(exc).__name__, "temps_des_forets") from None
    return state


def check(state: State) -> None:
    """Raise ``ValueError`` unless ``state`` satisfies every invariant of the rules."""
    def need(ok: bool, what: str) -> None:
        if not ok:
            raise ValueError(what)

    need(sorted(state.ring) == sorted(TREES) and len(state.ring) == 12, "ring")
    need(sorted(state.deal) == sorted(TREES) and len(state.deal) == 12, "deal")
    need(set(state.trees) == set(TREES), "trees")
    need(all(s in STATES for s in state.trees.values()), "tree state")
    counts = {s: sum(1 for v in state.trees.values() if v == s) for s in STATES}
    # Every pattern changes exactly two trees (§4.4).
    need(counts["o"] % 2 == 0 and counts["z"] % 2 == 0, "parity")
    need(1 <= state.cycle <= CYCLES, "cycle")
    need(state.phase in PHASES, "phase")
    need(len(state.draws) == state.cycle, "draws")
    need(all(d in OBJECTS for d in state.draws), "draw")
    need(len(set(state.used_objects)) == len(state.used_objects), "used objects")
    need(all(o in OBJECTS and o != state.forbidden for o in state.used_objects), "object")
    need(len(set(state.used_patterns)) == len(state.used_patterns), "used patterns")
    need(all(p in PATTERN_ORDER for p in state.used_patterns), "pattern")
    need(len(set(state.rotated)) == len(state.rotated), "rotated")
    need(all(state.trees.get(t) == "o" for t in state.rotated), "rotated state")
    if state.phase == "day":
        need(not state.used_patterns and not state.rotated, "night records by day")
        need(len(state.done) <= len(state.used_objects), "done by day")
    else:
        need(len(state.done) <= len(state.used_patterns), "done by night")
        need(len(state.rotated) == 2 * ("I" in state.used_patterns), "rotated count")
    for text in state.done:
        step = parse_step(text)
        need(str(step) == text, "done notation")
        if state.phase == "day":
            need(isinstance(step, Swap) and step.obj in state.used_objects, "done swap")
        else:
            need(isinstance(step, Pattern) and step.pattern in state.used_patterns,
                 "done pattern")
    need(isinstance(state.auto_end, bool), "auto_end")
    need(state.end_reason in (None, *END_REASONS), "end reason")
    need(state.end_how in (None, *END_HOW), "end how")
    need(state.over == (state.end_reason is not None), "over")
    all_dormant = counts["z"] == 12
    if state.over:
        need((state.end_reason == "won") == all_dormant, "won")
        need((state.won_cycle is not None) == all_dormant, "won cycle")
        if state.won_cycle is not None:
            need(state.won_cycle == state.cycle, "won cycle value")
        if state.end_how == "cycles_over":
            need(state.cycle == CYCLES, "cycles over")
    else:
        need(not all_dormant and state.won_cycle is None, "running")
