"""Benchmark: full games of Living Forest (rules only). Prints figures, no thresholds.

Two kinds of games per player count and option: seeded random legal moves (random seat
among those that may act, first 60 legal moves of each turn) and the automatic policy.

Usage: python bench/living_forest_rules.py [games]
"""

from __future__ import annotations

import random
import sys
import time
from itertools import islice
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import rules.living_forest as lf  # noqa: E402


def play_random(seats: int, kodama: bool, seed: int) -> int:
    """One random legal game to the end; returns the number of moves."""
    state = lf.new_game(seats, {"kodama": "true" if kodama else "false"}, seed)
    pick = random.Random(seed)  # the players' choices, not the game's randomness
    moves = 0
    while not lf.is_over(state):
        seat = pick.choice(sorted(lf.to_act(state)))
        legal = list(islice(lf.legal_moves(state, seat), 60))
        keen = [m for m in legal if m.kind not in ("pass", "stop", "skip", "elem")]
        move = pick.choice(keen if keen and pick.random() < 0.9 else legal)
        state, _ = lf.apply(state, seat, move)
        moves += 1
    return moves


def play_auto(seats: int, kodama: bool, seed: int) -> int:
    """One game of the automatic policy; returns the number of moves."""
    state = lf.new_game(seats, {"kodama": "true" if kodama else "false"}, seed)
    moves = 0
    while not lf.is_over(state):
        seat = min(lf.to_act(state))
        state, _ = lf.apply(state, seat, lf.auto_move(state, seat))
        moves += 1
    return moves


def main() -> None:
    """Run the benchmark and print games/s and moves/s per configuration."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 40
    for kind, player in (("random", play_random), ("auto", play_auto)):
        for seats in (2, 3, 4):
            for kodama in (False, True):
                start = time.perf_counter()
                moves = sum(player(seats, kodama, seed) for seed in range(n))
                elapsed = time.perf_counter() - start
                print(f"living_forest {kind:6} {seats}p kodama={str(kodama).lower():5}: "
                      f"{n / elapsed:6.1f} games/s, {moves / elapsed:7.0f} moves/s, "
                      f"{moves / n:6.1f} moves/game")


if __name__ == "__main__":
    main()
