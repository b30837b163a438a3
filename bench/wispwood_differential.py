"""Differential campaign: random Wispwood games compared step by step with the independent
reference (tests/rules/wispwood/reference.py). Prints positions compared and every
disagreement (first one per game).

Usage: python -m bench.wispwood_differential FIRST_SEED POSITIONS
"""

from __future__ import annotations

import sys
import time

from tests.rules.wispwood import differential as d


def main() -> None:
    """Play games from FIRST_SEED on until POSITIONS positions are compared."""
    seed, target = int(sys.argv[1]), int(sys.argv[2])
    positions = games = 0
    problems: list[str] = []
    begin = time.perf_counter()
    while positions < target:
        try:
            positions += d.play(seed)
        except d.Disagreement as exc:
            problems.append(str(exc)[:1000])
            print("DISAGREEMENT", str(exc)[:1000], flush=True)
        games += 1
        seed += 1
        if games % 200 == 0:
            print(f"{games} games, {positions} positions, {len(problems)} disagreements, "
                  f"{time.perf_counter() - begin:.0f} s", flush=True)
    print(f"done: {games} games (seeds up to {seed - 1}), {positions} positions, "
          f"{len(problems)} disagreements, {time.perf_counter() - begin:.0f} s", flush=True)


if __name__ == "__main__":
    main()
