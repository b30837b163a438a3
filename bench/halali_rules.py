"""Benchmark: seeded random full games of Halali! (rules only). Prints figures, no thresholds.

Usage: python bench/halali_rules.py [games] [format]
"""

from __future__ import annotations

import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import halali  # noqa: E402


def play(seed: int, fmt: str = "single") -> int:
    """Play one random game (or match) to the end; return the number of turns."""
    state = halali.new_game(2, {"format": fmt, "side": "random"}, seed)
    pick = random.Random(seed)  # the player's choices, not the game's randomness
    turns = 0
    while not halali.is_over(state):
        seat = next(iter(halali.to_act(state)))
        moves = list(halali.legal_moves(state, seat))
        state, _ = halali.apply(state, seat, pick.choice(moves))
        turns += 1
    return turns


def main() -> None:
    """Run the benchmark and print games/s and moves/s."""
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 500
    fmt = sys.argv[2] if len(sys.argv) > 2 else "single"
    start = time.perf_counter()
    turns = sum(play(seed, fmt) for seed in range(n))
    elapsed = time.perf_counter() - start
    print(f"halali rules ({fmt}): {n} games, {turns} turns in {elapsed:.2f} s")
    print(f"  {n / elapsed:.1f} games/s, {turns / elapsed:.0f} moves/s, "
          f"{turns / n:.1f} turns/game")


if __name__ == "__main__":
    main()
