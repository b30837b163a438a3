"""The positions of an animated replay: one per public turn, then the position now.

Built on tables/history.py: the state at the start of each public turn (``turn_starts``) and
the newest state, each with the logged moves that led to it from the position before, so a
caption can name them. Each position is the spectator's view (``view(state, None)``) and
nothing else: a replay never holds what only one seat may see.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.protocol import AnyGame
from storage import MoveRow
from tables.history import replayed, turn_starts


@dataclass(frozen=True)
class Step:
    """One frame of a replay: the public view, the public turn it starts (None: the
    position after the last turn started, i.e. now or at the end) and the logged moves
    since the previous step."""

    view: Any
    turn: int | None
    moves: tuple[MoveRow, ...]


def steps(game: AnyGame, seats: int, options: dict[str, str], seed: int,
          moves: Sequence[MoveRow]) -> list[Step]:
    """Every step of a replay of this game, oldest first (CPU work: call it in a thread)."""
    played = [row for row in moves if not row.notation.startswith("!")]
    states = list(replayed(game, seats, options, seed, moves))
    where = {id(state): index for index, state in enumerate(states)}
    starts = turn_starts(game, iter(states))
    marks: list[tuple[int, int | None]] = sorted(
        (where[id(state)], turn) for turn, state in starts.items())
    if marks[-1][0] != len(states) - 1:
        marks.append((len(states) - 1, None))
    out = []
    before = 0
    for index, turn in marks:
        # states[i] is the state after played[i - 1]
        out.append(Step(game.view(states[index], None), turn, tuple(played[before:index])))
        before = index
    return out
