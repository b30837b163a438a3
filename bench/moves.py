"""Per-move latency through tables, storage and render, and random full games per second.

Plays seeded random games of each registered game through the real table service on a
temporary SQLite file, renders the public picture after every move (as the bot does), and
prints p50 / p99 per phase: load, apply, save, render+encode, and the total. Then plays
rules-only random full games and prints games per second. Prints figures; asserts nothing.

    python bench/moves.py [--games N] [--rules-games N] [--game halali]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import render  # noqa: E402
from rules import registry  # noqa: E402
from storage import Store  # noqa: E402
from tables import Tables  # noqa: E402

PHASES = ("load", "apply", "save", "render", "total")


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


async def table_games(game_id: str, games: int, seed: int) -> dict[str, list[float]]:
    """Play ``games`` random games through tables + storage + render; per-move timings."""
    timings: dict[str, list[float]] = defaultdict(list)
    phase: dict[str, float] = {}
    rng = random.Random(seed)
    game = registry.get(game_id)
    seats = max(2, game.INFO.min_seats)
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.db"))
        tables = Tables(store, profile=lambda name, secs: phase.__setitem__(name, secs))
        try:
            for _ in range(games):
                out = await tables.create(game_id=game_id, guild_id=1, channel_id=1, user_id=1,
                                          name="u1", options={})
                for user in range(2, seats + 1):
                    await tables.join(out.table.id, user, f"u{user}")
                table = await tables.start(out.table.id, 1)
                while table.row.status == "running":
                    seat = sorted(table.to_act())[0]
                    move = rng.choice([str(m) for m in game.legal_moves(table.state, seat)])
                    started = time.perf_counter()
                    outcome = await tables.move(table.id, table.user_of(seat), move)
                    drawn = time.perf_counter()
                    render.render(game_id, outcome.table.view(None), outcome.table.names)
                    finished = time.perf_counter()
                    for name in ("load", "apply", "save"):
                        timings[name].append(phase[name])
                    timings["render"].append(finished - drawn)
                    timings["total"].append(finished - started)
                    table = outcome.table
        finally:
            await store.close()
    return timings


def rules_games(game_id: str, games: int, seed: int) -> tuple[float, int]:
    """Rules-only random full games: (games per second, moves played)."""
    game = registry.get(game_id)
    seats = max(2, game.INFO.min_seats)
    rng = random.Random(seed)
    moves = 0
    started = time.perf_counter()
    for n in range(games):
        state = game.new_game(seats, game.INFO.defaults(), seed + n)
        while not game.is_over(state):
            seat = min(game.to_act(state))
            move = rng.choice(list(game.legal_moves(state, seat)))
            state, _ = game.apply(state, seat, move)
            moves += 1
    elapsed = time.perf_counter() - started
    return games / elapsed, moves


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=5, help="table games per game id")
    parser.add_argument("--rules-games", type=int, default=300, help="rules-only games")
    parser.add_argument("--game", choices=registry.game_ids(), action="append")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    for game_id in args.game or registry.game_ids():
        timings = asyncio.run(table_games(game_id, args.games, args.seed))
        count = len(timings["total"])
        total = sum(timings["total"])
        print(f"{game_id}: {count} moves through tables+storage+render "
              f"({count / total:.0f} moves/s)")
        for name in PHASES:
            values = timings[name]
            print(f"  {name:<7} p50 {pct(values, 0.5):6.2f} ms   p99 {pct(values, 0.99):6.2f} ms"
                  f"   mean {statistics.fmean(values) * 1000:6.2f} ms")
        rate, moves = rules_games(game_id, args.rules_games, args.seed)
        print(f"  rules only: {rate:.0f} random full games/s "
              f"({moves / args.rules_games:.0f} moves per game)")


if __name__ == "__main__":
    main()
