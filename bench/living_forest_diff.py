"""Campaign: Living Forest against its independent reference (tests/rules/living_forest/
reference.py). Plays seeded random games (2-4 seats, both options) in worker processes and
prints the number of positions compared, candidate moves compared, games, and every
disagreement. No thresholds.

Usage: python bench/living_forest_diff.py [positions] [processes] [first_seed]
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.rules.living_forest.differential import Stats, play_game  # noqa: E402


def worker(args: tuple[int, int, int]) -> Stats:
    """Play games from ``first`` (stepping by ``step``) until ``target`` positions."""
    first, step, target = args
    total = Stats()
    seed = first
    while total.positions < target:
        for seats in (2, 3, 4):
            for kodama in (False, True):
                total.add(play_game(seed, seats, kodama))
        seed += step
    return total


def main() -> None:
    """Run the campaign and print its figures."""
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    procs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    start = time.perf_counter()
    with Pool(procs) as pool:
        parts = pool.map(worker, [(first + i, procs, target // procs) for i in range(procs)])
    total = Stats()
    for part in parts:
        total.add(part)
    took = time.perf_counter() - start
    print(f"positions compared: {total.positions}")
    print(f"candidate moves compared: {total.candidates}")
    print(f"games: {total.games} (finished {total.finished})")
    print(f"seconds: {took:.1f}")
    print(f"disagreements: {len(total.problems)}")
    for line in total.problems:
        print("  " + line[:2000])
    print("rules exercised:")
    for key, n in sorted(total.seen.items()):
        print(f"  {key}: {n}")


if __name__ == "__main__":
    main()
