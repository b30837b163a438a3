"""Build states from the worked-example notation of spec §9 (for tests).

Example::

    position("12 JM-i | 1 AL-i | 2 VK-i | ...", forbidden="H")
    position(RING, cycle=9, phase="night", forbidden="M")

Cells are ``hour CODE`` or ``hour CODE-state`` (state ``i`` by default), separated by ``|``,
in any order; all twelve hours must be given. ``play(state, text, draws="M")`` applies a
command with the given Dawn draws (tests only: §6 asks that a test can fix a draw).
"""

from __future__ import annotations

from collections.abc import Iterable

from .cards import TREES
from .engine import apply, is_over, resolve
from .engine import play as _play
from .invariants import check, from_json
from .moves import Move, parse_move
from .policy import auto_move
from .state import State, to_json

DEAL_W = ("12 JM-i | 1 AL-i | 2 VK-i | 3 CH-i | 4 VM-i | 5 AK-i | 6 JH-i | 7 CL-i | 8 JK-i"
          " | 9 AH-i | 10 VL-i | 11 CM-i")


def parse_ring(text: str) -> tuple[list[str], dict[str, str]]:
    """The ring (index = hour % 12) and the tree states from ``12 JM-i | 1 AL-o | ...``."""
    ring: list[str | None] = [None] * 12
    trees: dict[str, str] = {}
    for cell in text.split("|"):
        hour_text, card = cell.split()
        code, _, st = card.upper().partition("-")
        ring[int(hour_text) % 12] = code
        trees[code] = st.lower() or "i"
    if None in ring or sorted(trees) != sorted(TREES):
        raise ValueError("a ring needs all twelve trees on all twelve hours")
    return [c for c in ring if c is not None], trees


def position(ring: str = DEAL_W, *, cycle: int = 1, phase: str = "day", forbidden: str = "H",
             used_objects: Iterable[str] = (), used_patterns: Iterable[str] = (),
             rotated: Iterable[str] = (), auto_end: bool = False, seed: int = 0) -> State:
    """A running state from example notation; earlier draws are filled with ``forbidden``."""
    codes, trees = parse_ring(ring)
    state = State(seed=seed, deal=list(codes), ring=codes, trees=trees, cycle=cycle,
                  phase=phase, draws=[forbidden] * cycle, used_objects=list(used_objects),
                  used_patterns=list(used_patterns), rotated=list(rotated), auto_end=auto_end)
    check(state)
    return state


def play(state: State, text: str, draws: str | Iterable[str] = ()) -> State:
    """``state`` after the command ``text``, the next Dawns drawing ``draws`` in order."""
    queue = [draws] if isinstance(draws, str) else list(draws)

    def forced(_state: State) -> str:
        return queue.pop(0)

    new, _events = _play(state, resolve(state, 0, parse_move(text)), forced)
    return new


def play_auto(state: State, steps: int = 500) -> State:
    """``state`` after up to ``steps`` moves of ``auto_move`` (for tests)."""
    for _ in range(steps):
        if is_over(state):
            break
        state, _ = apply(state, 0, auto_move(state, 0))
    return state


def play_steps(state: State, steps: list) -> State:
    """``state`` after the steps one by one (each a logged command; seeded draws)."""
    for step in steps:
        if is_over(state):
            break
        state, _ = apply(state, 0, step)
    return state


def shuffle_hidden(state: State, salt: int) -> State:
    """A copy of ``state`` whose hidden facts differ: another seed, so every future Dawn
    draw differs (the draws already made and the ring stay as they are)."""
    other = from_json(to_json(state))
    other.seed = state.seed * 1_000_003 + salt + 1
    return other


def resolve_text(state: State, text: str) -> Move:
    """Parse and resolve a command for the one seat (convenience for tests and tools)."""
    return resolve(state, 0, parse_move(text))
