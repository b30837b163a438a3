"""The automatic player's levels: Easy, Normal and Strong.

Normal is each game's ``auto_move`` (its contract unchanged). Easy and Strong sit behind the
game's ``level_move`` hook (``rules/<id>/policy.py``); ``Game.bot_move`` picks between them.
Every level obeys ``auto_move``'s contract: a resolved legal move for a seat that must act,
deterministic for a state (randomness seeded from the public position, see
``public_seed``), and blind to what the seat cannot see. Strong search samples hidden facts
through the game's ``determinize`` hook (states consistent with the seat's view), never the
real ones.

``effort`` scales a level's search (1.0: the play-time budget, at most 2 s per Strong move
and 0.2 s per Normal move at p95 on one core); benchmarks run at a smaller effort to play
hundreds of games. Budgets are counted in iterations, not seconds, so a move stays the same
on a fast and a slow machine.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from typing import Any, TypeVar

S = TypeVar("S")
M = TypeVar("M")

EASY = "easy"
NORMAL = "normal"
STRONG = "strong"
#: the levels, weakest first (the choices of ``/game new bot_level``)
LEVELS: tuple[str, ...] = (EASY, NORMAL, STRONG)
#: a table's automatic seats play this unless the table chose (a seat handed over after a
#: timeout included)
DEFAULT_LEVEL = NORMAL


def check_level(level: str) -> str:
    """``level`` if it is one of ``LEVELS``; ValueError otherwise."""
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; expected one of {', '.join(LEVELS)}")
    return level


def by_level(easy: Callable[[S, int], M], normal: Callable[[S, int], M],
             strong: Callable[[S, int, float], M]) -> Callable[[S, int, str, float], M]:
    """A game's ``level_move`` hook from its three players: Easy and Normal take the state
    and seat, Strong also the effort that scales its search."""

    def level_move(state: S, seat: int, level: str, effort: float = 1.0) -> M:
        check_level(level)
        if level == EASY:
            return easy(state, seat)
        if level == STRONG:
            return strong(state, seat, effort)
        return normal(state, seat)

    level_move.__doc__ = "The automatic player's move at ``level`` (``rules.levels``)."
    return level_move


def public_seed(view: Any, salt: str = "") -> int:
    """A 64-bit seed from a seat's view of the position (what it may see, nothing else), so
    a level's random choices are the same for two states that differ only in hidden facts.
    ``view`` is the game's ``view(state, seat)`` or any JSON-able public summary."""
    text = json.dumps(view, sort_keys=True, default=repr, separators=(",", ":"))
    digest = hashlib.sha256(f"{salt}:{text}".encode()).digest()
    return int.from_bytes(digest[:8], "big")
