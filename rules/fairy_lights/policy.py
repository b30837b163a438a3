"""The automatic player of Fairy Lights: the §7.4 policy (``auto_move``)."""

from __future__ import annotations

from .cards import stars
from .engine import legal_takes, must_take, take_outcome
from .moves import Draw, Move, Take
from .state import State


def take_value(state: State, seat: int, move: Take) -> int:
    """§7.4 value S - D - K of a take for ``seat``."""
    value = 0
    for _col, kind, cards in take_outcome(state, seat, move.colours):
        total = sum(stars(c) for c in cards)
        value += total if kind == "scored" else -total
    return value


def auto_move(state: State, seat: int) -> Move:
    """The §7.4 automatic policy for an idle seat (pure; the seat must be to act)."""
    if not state.shop:
        return Draw()
    takes = legal_takes(state)
    best = takes[0]
    best_value = take_value(state, seat, best)
    for take in takes[1:]:  # canonical order: the first of equal values wins
        value = take_value(state, seat, take)
        if value > best_value:
            best, best_value = take, value
    if must_take(state) or best_value >= 1 or len(state.shop) == 4:
        return best
    return Draw()
