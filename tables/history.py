"""Earlier positions of a table, rebuilt from its seed and its move log.

A table keeps only its current state; every earlier one is the seed's new game with the
logged moves applied again (the log is complete: ``Tables.replay`` proves it). Positions are
named by the game's public turn number (``turn_number``, the number its posts show), never
by an index into the log, which counts private actions too (a Living Forest draw).
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import Any

from rules.protocol import AnyGame
from storage import MoveRow


def replayed(game: AnyGame, seats: int, options: dict[str, str], seed: int,
             moves: Sequence[MoveRow]) -> Iterator[Any]:
    """Every state of the game in order: the new game, then one after each logged move
    (table actions such as a claimed timeout are not moves and change nothing)."""
    state = game.new_game(seats, dict(options), seed)
    yield state
    for row in moves:
        if row.notation.startswith("!"):
            continue
        state, _ = game.apply(state, row.seat, game.parse_move(row.notation))
        yield state


def turn_starts(game: AnyGame, states: Iterator[Any]) -> dict[int, Any]:
    """The state at the start of each public turn: the first state showing that turn
    number. The last entry is the newest turn."""
    starts: dict[int, Any] = {}
    for state in states:
        starts.setdefault(int(game.turn_number(state)), state)
    return starts


def at_turn(game: AnyGame, seats: int, options: dict[str, str], seed: int,
            moves: Sequence[MoveRow], turn: int) -> tuple[Any | None, int, int]:
    """(the state at the start of public turn ``turn`` or None if the game has no such
    turn, the first turn, the newest turn)."""
    starts = turn_starts(game, replayed(game, seats, options, seed, moves))
    return starts.get(turn), min(starts), max(starts)
