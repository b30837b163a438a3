"""How strong each level of the automatic player is, and how long it thinks (issue 20).

Plays seeded games through the ``Game`` API only (``game.bot_move``), one harness for every
registered game:

* two players: Strong against Normal, Normal against Easy, Easy against a random player, the
  seats alternating from game to game (and so Halali!'s sides);
* more players (``--seats``, default 3, where the game takes them): one seat of the stronger
  level among seats of the weaker, the stronger seat moving round the table; its share of
  first places against its fair share ``1/seats`` (the goal is twice that);
* a solo game (Le Temps des Forêts): every level on the same deals, its win rate.

Each line gives the score (a win 1, a shared first place split), its rate with a 95% Wilson
interval, and the goal. ``--think`` times single moves at the play-time effort (1.0) on
positions taken from Normal self-play and prints p50 / p95 per level.

    python bench/strength.py                      # every game, 100 games a pairing
    python bench/strength.py --game halali --games 200 --effort 0.25
    python bench/strength.py --think --positions 40

``--effort`` scales the search of every level (1.0 = the play-time budget); at 1.0 Strong
may think up to 2 s a move, so hundreds of games take hours on 2 cores: run the strength
table at a stated smaller effort, and the think times at 1.0. ``--jobs`` plays games in that
many processes.
"""

from __future__ import annotations

import argparse
import math
import os
import random
import statistics
import sys
import time
from collections.abc import Sequence
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from typing import Any

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from rules import registry  # noqa: E402
from rules.levels import EASY, NORMAL, STRONG  # noqa: E402

RANDOM = "random"
#: (stronger, weaker) pairings and the goal for the stronger side
PAIRINGS: tuple[tuple[str, str, float], ...] = (
    (STRONG, NORMAL, 0.70),
    (NORMAL, EASY, 0.70),
    (EASY, RANDOM, 0.80),
)
#: no game of ours comes near this many actions; a level stuck in a loop would
MAX_ACTIONS = 5000


def random_move(game: Any, state: Any, seat: int, rng: random.Random) -> Any:
    """A uniformly random legal move (never resign, draw offers or other off-turn moves)."""
    moves = [m for m in game.legal_moves(state, seat) if not getattr(m, "offturn", False)]
    return rng.choice(moves)


def play_game(game_id: str, levels: Sequence[str], seed: int, effort: float,
              options: dict[str, str] | None = None) -> tuple[list[float], list[float]]:
    """One game with ``levels[i]`` at seat i: each seat's share of first place (1 for a win
    alone, 1/k shared by k, 0 otherwise; a solo game: 1 for a win) and the think times."""
    game = registry.get(game_id)
    opts = {**game.INFO.defaults(), **(options or {})}
    state = game.new_game(len(levels), opts, seed)
    rng = random.Random(seed * 7919 + 1)
    thinks: list[float] = []
    for _ in range(MAX_ACTIONS):
        if game.is_over(state):
            break
        seat = min(game.to_act(state))
        level = levels[seat]
        started = time.process_time()
        if level == RANDOM:
            move = random_move(game, state, seat, rng)
        else:
            move = game.bot_move(state, seat, level, effort)
            thinks.append(time.process_time() - started)
        state, _ = game.apply(state, seat, move)
    else:
        raise RuntimeError(f"{game_id} seed {seed}: no end after {MAX_ACTIONS} actions")
    ranking = game.result(state).ranking
    shares = [0.0] * len(levels)
    if ranking:
        first = ranking[0]
        for seat in first:
            shares[seat] = 1.0 / len(first)
    return shares, thinks


def _play(args: tuple[str, tuple[str, ...], int, float, int]) -> tuple[float, list[float]]:
    game_id, levels, seed, effort, watched = args
    shares, thinks = play_game(game_id, levels, seed, effort)
    return shares[watched], thinks


def wilson(successes: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """The 95% Wilson score interval of a rate (fractional successes allowed)."""
    if n == 0:
        return 0.0, 1.0
    p = successes / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


@dataclass
class Line:
    """One row of the strength table."""

    game: str
    setup: str
    games: int
    score: float
    goal: float
    thinks: list[float]

    def text(self) -> str:
        rate = self.score / self.games if self.games else 0.0
        low, high = wilson(self.score, self.games)
        verdict = "met" if rate >= self.goal else ("unclear" if high >= self.goal else "MISSED")
        return (f"{self.game:<17} {self.setup:<28} {self.games:>4} games  "
                f"{rate:6.1%}  [{low:5.1%}, {high:5.1%}]  goal {self.goal:.0%}  {verdict}")


def _run(pool: ProcessPoolExecutor | None, jobs: list[tuple[str, tuple[str, ...], int, float,
                                                          int]]) -> tuple[float, list[float]]:
    results = pool.map(_play, jobs) if pool is not None else map(_play, jobs)
    score = 0.0
    thinks: list[float] = []
    for share, t in results:
        score += share
        thinks.extend(t)
    return score, thinks


def strength(game_ids: Sequence[str], games: int, effort: float, seats: int,
             pool: ProcessPoolExecutor | None, pairings: Sequence[str]) -> list[Line]:
    """The strength table: one line per game and pairing."""
    lines: list[Line] = []
    for game_id in game_ids:
        info = registry.get(game_id).INFO
        if info.max_seats == 1:
            for level in (EASY, NORMAL, STRONG):
                jobs = [(game_id, (level,), 1000 + i, effort, 0) for i in range(games)]
                score, thinks = _run(pool, jobs)
                line = Line(game_id, f"solo {level}", games, score, 0.0, thinks)
                lines.append(line)
                print(line.text(), flush=True)
            continue
        for strong, weak, goal in PAIRINGS:
            if f"{strong}-{weak}" not in pairings:
                continue
            jobs = []
            for i in range(games):
                watched = i % 2
                levels = [weak, weak]
                levels[watched] = strong
                jobs.append((game_id, tuple(levels), 1000 + i, effort, watched))
            score, thinks = _run(pool, jobs)
            line = Line(game_id, f"2p {strong} v {weak}", games, score, goal, thinks)
            lines.append(line)
            print(line.text(), flush=True)
            n = min(seats, info.max_seats)
            if n <= 2 or weak == RANDOM:
                continue
            jobs = []
            for i in range(games):
                watched = i % n
                levels = [weak] * n
                levels[watched] = strong
                jobs.append((game_id, tuple(levels), 5000 + i, effort, watched))
            score, thinks = _run(pool, jobs)
            line = Line(game_id, f"{n}p one {strong} among {weak}", games, score, 2.0 / n,
                        thinks)
            lines.append(line)
            print(line.text(), flush=True)
    return lines


def think_times(game_ids: Sequence[str], positions: int) -> None:
    """Single-move think times at the play-time effort, on positions of Normal self-play."""
    print(f"\nthink time per move at effort 1.0 (CPU s, {positions} positions a game)")
    for game_id in game_ids:
        game = registry.get(game_id)
        seats = 2 if game.INFO.max_seats >= 2 else 1
        found: list[tuple[Any, int]] = []
        seed = 0
        while len(found) < positions:
            state = game.new_game(seats, game.INFO.defaults(), 9000 + seed)
            seed += 1
            step = 0
            while not game.is_over(state) and len(found) < positions:
                seat = min(game.to_act(state))
                if step % 7 == 3:
                    found.append((state, seat))
                state, _ = game.apply(state, seat, game.auto_move(state, seat))
                step += 1
        for level in (EASY, NORMAL, STRONG):
            times = []
            for state, seat in found:
                started = time.process_time()
                game.bot_move(state, seat, level, 1.0)
                times.append(time.process_time() - started)
            times.sort()
            p95 = times[min(len(times) - 1, int(0.95 * len(times)))]
            print(f"{game_id:<17} {level:<7} p50 {statistics.median(times):7.3f}  "
                  f"p95 {p95:7.3f}  max {times[-1]:7.3f}", flush=True)


def main(argv: Sequence[str] | None = None) -> None:
    """Print the strength table (and the think times with ``--think``)."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", action="append", choices=registry.game_ids())
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--effort", type=float, default=0.25)
    parser.add_argument("--seats", type=int, default=3)
    parser.add_argument("--jobs", type=int, default=1)
    parser.add_argument("--pairing", action="append",
                        choices=[f"{a}-{b}" for a, b, _ in PAIRINGS])
    parser.add_argument("--think", action="store_true", help="only the think times")
    parser.add_argument("--positions", type=int, default=30)
    args = parser.parse_args(argv)
    game_ids = args.game or list(registry.game_ids())
    if args.think:
        think_times(game_ids, args.positions)
        return
    pairings = args.pairing or [f"{a}-{b}" for a, b, _ in PAIRINGS]
    print(f"strength at effort {args.effort} ({args.games} games a line, seeds fixed)")
    pool = ProcessPoolExecutor(args.jobs) if args.jobs > 1 else None
    try:
        strength(game_ids, args.games, args.effort, args.seats, pool, pairings)
    finally:
        if pool is not None:
            pool.shutdown()


if __name__ == "__main__":
    main()
