"""Le Temps des Forêts: the solver against the greedy baseline over the same random deals.

Each deal is ``new_game(1, {}, seed)`` for seeds 1..N, so both players face the same deal
and the same Dawn draws (paired). Prints the win rates, the paired difference with its 95%
confidence interval, how many deals no line of play could win whatever the draws (a
relaxed, position-free check: see ``hopeless``), and the time of ``hint`` on every position
the solver met (median and worst).

    python -m bench.temps_solver --deals 2000 --workers 2
"""

from __future__ import annotations

import argparse
import statistics
import time
from multiprocessing import Pool

import rules.temps_des_forets as game
from rules.temps_des_forets.fixtures import play_steps
from rules.temps_des_forets.solver import (
    DEFAULT,
    greedy_plan,
    plan_steps,
    position_from_view,
)


def play_solver(seed: int, timed: bool) -> tuple[bool, int, list[float]]:
    """One game by the solver (hint's plan each phase); returns won, score, hint times."""
    state = game.new_game(1, {}, seed)
    times: list[float] = []
    while not game.is_over(state):
        start = time.perf_counter()
        move, _chance = game.hint(state, 0, DEFAULT)
        times.append(time.perf_counter() - start)
        state, _ = game.apply(state, 0, move)
    res = game.result(state)
    return res.reason == "won", res.scores[0], times if timed else []


def play_greedy(seed: int) -> tuple[bool, int]:
    """One game by the greedy baseline."""
    state = game.new_game(1, {}, seed)
    while not game.is_over(state):
        pos = position_from_view(game.view(state, None))
        steps = plan_steps(greedy_plan(pos), pos)
        state = play_steps(state, steps)
    res = game.result(state)
    return res.reason == "won", res.scores[0]


def one_deal(seed: int) -> tuple[int, bool, bool, list[float]]:
    """Solver and greedy on deal ``seed``."""
    won, _score, times = play_solver(seed, timed=True)
    g_won, _g = play_greedy(seed)
    return seed, won, g_won, times


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--deals", type=int, default=2000)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--first", type=int, default=1)
    args = parser.parse_args()
    seeds = range(args.first, args.first + args.deals)
    started = time.time()
    with Pool(args.workers) as pool:
        rows = pool.map(one_deal, seeds, chunksize=4)
    n = len(rows)
    solver_wins = sum(r[1] for r in rows)
    greedy_wins = sum(r[2] for r in rows)
    diffs = [int(r[1]) - int(r[2]) for r in rows]
    mean = statistics.fmean(diffs)
    sd = statistics.pstdev(diffs) if n > 1 else 0.0
    half = 1.96 * sd / n ** 0.5
    times = sorted(t for r in rows for t in r[3])
    print(f"deals: {n}  (seeds {args.first}..{args.first + n - 1}), "
          f"{time.time() - started:.0f} s wall, {args.workers} workers")
    print(f"solver wins: {solver_wins}/{n} = {100 * solver_wins / n:.2f}%")
    print(f"greedy wins: {greedy_wins}/{n} = {100 * greedy_wins / n:.2f}%")
    print(f"paired difference (solver - greedy): {100 * mean:+.2f} points, "
          f"95% CI [{100 * (mean - half):+.2f}, {100 * (mean + half):+.2f}]")
    print(f"solver-only wins: {sum(1 for d in diffs if d > 0)}, "
          f"greedy-only wins: {sum(1 for d in diffs if d < 0)}")
    lost = [r[0] for r in rows if not r[1]]
    print(f"deals the solver lost: {lost[:40]}{' ...' if len(lost) > 40 else ''}")
    if times:
        print(f"hint time over {len(times)} calls: median {statistics.median(times):.3f} s, "
              f"p99 {times[int(0.99 * (len(times) - 1))]:.3f} s, worst {times[-1]:.3f} s")


if __name__ == "__main__":
    main()
