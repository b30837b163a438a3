"""``/stats``, ``/leaderboard`` and ``/game mine`` with a long history in one server.

For each size (default 100, 1,000 and 10,000 finished tables in one server; 300 players,
user 1 at every table, a tenth of the tables with an automatic seat; Halali! for two, Fairy
Lights for three to five, Wispwood alone), the finished tables and their results are
written straight into the database, then the standings are built the way the migration
builds them (``Store.replay_standings``: every result replayed, oldest first). It prints
the median time of:

- ``/stats``: user 1's standings read and their text built (``Stats.player``, ``stats_text``);
- ``/leaderboard``: Halali!'s and Wispwood's boards (``Stats.leaderboard``, its text);
- ``/game mine``: user 1's running tables (five) among their thousands of finished ones;
- before: what the commands did until now, every result of the server read and every
  rating replayed (``store.results`` + ``ratings.replay``), for comparison;
- the replay itself (what a migration costs once).

Asserts nothing.

    python bench/stats.py [--sizes 100 1000 10000] [--runs 20]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from cogs.stats import leaderboard_text, stats_text  # noqa: E402
from storage import Store  # noqa: E402
from tables import Tables, ratings  # noqa: E402
from tables.stats import Stats, rate, to_record  # noqa: E402

GUILD, USER, PLAYERS = 5, 1, 300
START = datetime(2026, 1, 1, tzinfo=UTC)


def history(count: int) -> list[tuple[str, list[int], list[int], list[int], bool]]:
    """``count`` finished tables: (game, user per seat, place per seat, score, automatic)."""
    rng = random.Random(count)
    out = []
    for n in range(count):
        game = ("halali", "fairy_lights", "wispwood")[n % 3]
        seats = {"halali": 2, "fairy_lights": rng.randint(3, 5), "wispwood": 1}[game]
        bots = seats > 1 and n % 10 == 0
        others = rng.sample(range(2, PLAYERS + 1), seats - 1)
        users = [USER, *others]
        if bots:
            users[-1] = -seats  # an automatic player's user id, as tables/ seats them
        scores = [rng.randint(0, 100) for _ in users]
        places = [1 + sum(s > own for s in scores) for own in scores]  # ties share a place
        out.append((game, users, places, scores, bots))
    return out


async def fill(store: Store, count: int) -> None:
    """The finished tables, their seats and results, in one transaction."""
    async with store.unit() as tx:
        for n, (game, users, places, scores, bots) in enumerate(history(count)):
            written = await tx.execute(
                "INSERT INTO tables (game, guild_id, channel_id, creator_id, status, seed) "
                "VALUES (?, ?, 10, ?, 'over', '1')", (game, GUILD, USER))
            table_id = written.lastrowid
            await tx.executemany(
                "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(table_id, s, u, f"u{u}") for s, u in enumerate(users)])
            if bots:
                await tx.execute("INSERT INTO seat_play (table_id, seat, kind) "
                                 "VALUES (?, ?, 'bot')", (table_id, len(users) - 1))
            finished = (START + timedelta(minutes=n)).strftime("%Y-%m-%dT%H:%M:%S.000Z")
            await tx.execute(
                "INSERT INTO results (table_id, guild_id, game, reason, automatic, "
                "finished_at) VALUES (?, ?, ?, 'end', ?, ?)",
                (table_id, GUILD, game, int(bots), finished))
            await tx.executemany(
                "INSERT INTO result_seats (table_id, seat, user_id, name, place, score) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                [(table_id, s, u, f"u{u}", places[s], scores[s]) for s, u in enumerate(users)])


async def running(tables: Tables, count: int) -> None:
    """``count`` running Halali! tables where USER must act."""
    for n in range(count):
        out = await tables.create(game_id="halali", guild_id=GUILD, channel_id=10,
                                  user_id=USER, name="u1", options={"side": "blue"})
        await tables.join(out.table.id, 2000 + n, f"u{2000 + n}")
        await tables.start(out.table.id, USER)


async def timed(make, runs: int) -> float:
    """Median milliseconds of ``runs`` calls of ``make``."""
    times = []
    for _ in range(runs):
        started = time.perf_counter()
        await make()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000


async def one_size(count: int, runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "stats.db"))
        try:
            await fill(store, count)
            started = time.perf_counter()
            replayed = await store.replay_standings(rate)
            replay_ms = (time.perf_counter() - started) * 1000
            tables = Tables(store)
            await running(tables, 5)
            stats = Stats(store)

            async def stats_command() -> None:
                stats_text("u1", await stats.player(GUILD, USER), "en")

            async def leaderboard_command() -> None:
                for game in ("halali", "wispwood"):
                    leaderboard_text(game, await stats.leaderboard(GUILD, game), "en")

            async def mine_command() -> None:
                await tables.mine(USER)

            async def before() -> None:
                ratings.replay(to_record(r) for r in await store.results(GUILD))

            figures = [await timed(stats_command, runs), await timed(leaderboard_command, runs),
                       await timed(mine_command, runs), await timed(before, max(1, runs // 5))]
        finally:
            await store.close()
    print(f"{count:>6} tables | /stats {figures[0]:6.1f} ms | /leaderboard (2 boards) "
          f"{figures[1]:6.1f} ms | /game mine {figures[2]:6.1f} ms | before: read + replay "
          f"{figures[3]:7.1f} ms | replay of {replayed} results {replay_ms:7.0f} ms")


async def main(sizes: list[int], runs: int) -> None:
    print("median per command, finished tables in one server (user 1 at every table):")
    for count in sizes:
        await one_size(count, runs)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sizes", type=int, nargs="+", default=[100, 1000, 10000])
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(main(args.sizes, args.runs))
