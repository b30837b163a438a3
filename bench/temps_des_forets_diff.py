"""Campaign: Le Temps des Forêts against its independent reference
(tests/rules/temps_des_forets/reference.py). Each worker process plays seeded random games
in chunks and compares every position (resolve answers for many candidate commands, legal
step sets, next states, result and score). Prints running totals (positions compared,
games, wins, disagreements, time) after each chunk, and every disagreement. No thresholds.

Usage: python bench/temps_des_forets_diff.py [positions_per_process] [processes] [first_seed]
"""

from __future__ import annotations

import sys
import time
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from tests.rules.temps_des_forets.differential import run  # noqa: E402

CHUNK = 25   # games per seed


def worker(args: tuple[int, int, int]) -> tuple[int, int, int, int]:
    """Play chunks of games from seed ``first`` (stepping by ``step``) until ``target``
    positions are compared; print running totals."""
    first, step, target = args
    start = time.perf_counter()
    positions = games = wins = problems = 0
    seed = first
    while positions < target:
        n, ps, w = run(seed, CHUNK, full_every=120)
        positions, games, wins, problems = positions + n, games + CHUNK, wins + w, \
            problems + len(ps)
        for p in ps:
            print("DISAGREEMENT", p, flush=True)
        print(f"worker {first}: seed {seed} positions {positions} games {games} wins {wins} "
              f"disagreements {problems} {time.perf_counter() - start:.0f} s", flush=True)
        seed += step
    return positions, games, wins, problems


def main() -> None:
    """Run the campaign and print the totals."""
    target = int(sys.argv[1]) if len(sys.argv) > 1 else 10000
    procs = int(sys.argv[2]) if len(sys.argv) > 2 else 2
    first = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    start = time.perf_counter()
    with Pool(procs) as pool:
        results = pool.map(worker, [(first + i, procs, target) for i in range(procs)])
    print(f"TOTAL positions compared {sum(r[0] for r in results)}, games "
          f"{sum(r[1] for r in results)}, wins {sum(r[2] for r in results)}, disagreements "
          f"{sum(r[3] for r in results)}, {time.perf_counter() - start:.0f} s")


if __name__ == "__main__":
    main()
