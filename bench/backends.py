"""The same moves on SQLite and on PostgreSQL: what a move costs the bot per backend.

Plays seeded random games of Halali! and Fairy Lights through the table service
(``Tables.move``: load, check, save, one transaction) on a temporary SQLite file and, when a
PostgreSQL URL is given (``--pg`` or ``GROVE_TEST_PG``), on a fresh schema there; prints
per backend: moves, the bot process's CPU ms per move (``time.process_time``: the server's
own work is not in it), p50 / p99 wall ms of ``Tables.move`` (the server's included), and
statements per move. With ``--race``, two stores on the same database race to save the same
version of one table many times: exactly one must win each time. Prints figures; asserts
nothing but the race.

    python bench/backends.py [--moves N] [--pg postgresql://...] [--race N]
"""

from __future__ import annotations

import argparse
import asyncio
import os
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path
from urllib.parse import urlencode, urlsplit, urlunsplit

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from storage import Store, VersionConflict  # noqa: E402
from tables import Tables, offered_moves  # noqa: E402

GAMES = ("halali", "fairy_lights")


async def _fresh_schema(url: str) -> str:
    """A new empty schema on the server, and the URL that works in it."""
    import asyncpg

    name = f"bench_{os.getpid()}_{time.monotonic_ns() % 10**9}"
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"CREATE SCHEMA {name}")
    finally:
        await conn.close()
    parts = urlsplit(url)
    query = (parts.query + "&" if parts.query else "") + urlencode({"search_path": name})
    return urlunsplit(parts._replace(query=query))


async def _drop_schema(url: str) -> None:
    import asyncpg

    name = url.rsplit("search_path=", 1)[1]
    conn = await asyncpg.connect(url)
    try:
        await conn.execute(f"DROP SCHEMA {name} CASCADE")
    finally:
        await conn.close()


async def play(target: str, moves: int) -> dict[str, float]:
    """Random games until ``moves`` moves were saved; the figures of ``Tables.move``."""
    store = await Store.open(target)
    tables = Tables(store)
    rnd = random.Random(1)
    walls: list[float] = []
    cpu = 0.0
    statements = 0
    try:
        while len(walls) < moves:
            game = GAMES[len(walls) % len(GAMES)]
            out = await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=1,
                                      name="u1", options={})
            await tables.join(out.table.id, 2, "u2")
            table = await tables.start(out.table.id, 1)
            while table.row.status == "running" and len(walls) < moves:
                seat = min(table.to_act())
                move = rnd.choice(offered_moves(table.game, table.state, seat, limit=1000))
                before = getattr(store.db, "statements", 0)
                c0, w0 = time.process_time(), time.perf_counter()
                table = (await tables.move(table.row.id, table.user_of(seat), move)).table
                cpu += time.process_time() - c0
                walls.append(time.perf_counter() - w0)
                statements += getattr(store.db, "statements", 0) - before
    finally:
        await store.close()
    walls.sort()
    return {"moves": len(walls), "cpu_ms": 1000 * cpu / len(walls),
            "p50_ms": 1000 * statistics.median(walls),
            "p99_ms": 1000 * walls[int(0.99 * (len(walls) - 1))],
            "statements": statements / len(walls)}


async def race(target: str, rounds: int) -> tuple[int, int]:
    """Two stores save the same version of one table ``rounds`` times at once; returns
    (rounds with exactly one winner, rounds)."""
    first, second = await Store.open(target), await Store.open(target)
    try:
        table = await first.create_table(game="halali", guild_id=5, channel_id=10,
                                         creator_id=1, creator_name="a", options={}, seed=1)
        version = await first.add_seat(table.id, 2, "b", table.version)
        version = await first.start_table(table.id, state={"n": 0}, to_act={0},
                                          expected_version=version)
        good = 0
        for n in range(rounds):
            async def save(store: Store, seat: int, v: int = version, k: int = n) -> int:
                return await store.record_move(
                    table.id, expected_version=v, seat=seat, user_id=seat + 1,
                    notation=f"m{k}", events=[], state={"n": k + 1}, to_act={0},
                    status="running", result=None)
            outcomes = await asyncio.gather(save(first, 0), save(second, 1),
                                            return_exceptions=True)
            won = [o for o in outcomes if isinstance(o, int)]
            lost = [o for o in outcomes if isinstance(o, VersionConflict)]
            good += len(won) == 1 and len(lost) == 1
            version = won[0] if won else version
        moves = len(await first.moves(table.id))
        assert moves == good == rounds, (moves, good, rounds)
        return good, rounds
    finally:
        await first.close()
        await second.close()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=400)
    parser.add_argument("--pg", default=os.environ.get("GROVE_TEST_PG", ""))
    parser.add_argument("--race", type=int, default=200)
    args = parser.parse_args()
    print(f"{'backend':<11} {'moves':>6} {'CPU ms/move':>12} {'p50 ms':>8} {'p99 ms':>8} "
          f"{'statements/move':>16}")
    with tempfile.TemporaryDirectory() as tmp:
        targets = [("sqlite", str(Path(tmp) / "bench.db"))]
        if args.pg:
            targets.append(("postgresql", await _fresh_schema(args.pg)))
        for name, target in targets:
            f = await play(target, args.moves)
            print(f"{name:<11} {f['moves']:>6} {f['cpu_ms']:>12.2f} {f['p50_ms']:>8.2f} "
                  f"{f['p99_ms']:>8.2f} {f['statements']:>16.1f}")
        for name, target in targets:
            if args.race:
                good, rounds = await race(target, args.race)
                print(f"{name:<11} race: {good}/{rounds} rounds with exactly one winner "
                      "(two stores, one version)")
        for name, target in targets:
            if name == "postgresql":
                await _drop_schema(target)


if __name__ == "__main__":
    asyncio.run(main())
