"""Campaign: Living Forest against its independent reference (tests/rules/living_forest/
reference.py). Plays seeded random games (2-4 seats, both options) in worker processes and
prints the number of positions compared, candidate moves compared, games, and every
disagreement. No thresholds.

Mode ``games`` (default) plays whole games from ``new_game``; mode ``positions`` builds
random rich positions with the package's fixtures (bonus animals, big forests, stolen tiles,
Element tiles) and plays 40 compared steps from each, trying every short move text first.

Usage: python bench/living_forest_diff.py [positions] [processes] [first_seed] [games|positions]
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.rules.living_forest.differential import (  # noqa: E402
    Stats,
    play_game,
    play_positions,
)


def worker(args: tuple[int, int, int, str]) -> Stats:
    """Play games (or random positions) from seed ``first``, stepping by ``step``, until
    ``target`` positions were compared."""
    first, step, target, mode = args
    total = Stats()
    seed = first
    while total.positions < target:
        if mode == "positions":
            total.add(play_positions(seed, 20, 40))
        else:
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
    mode = sys.argv[4] if len(sys.argv) > 4 else "games"
    start = time.perf_counter()
    with Pool(procs) as pool:
        parts = pool.map(worker, [(first + i, procs, target // procs, mode)
                                 for i in range(procs)])
    total = Stats()
    for part in parts:
        total.add(part)
    took = time.perf_counter() - start
    print(f"mode: {mode}")
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
