"""What the one posting path costs: reads per move, the outbox's own time, and a sweep.

Plays seeded games of each registered game the way a ``/move`` does (find the table of the
thread, play, announce through the outbox) on a temporary SQLite file, with a poster that
sends nothing (Discord and rendering are measured elsewhere), and prints: SELECTs and table
decodes per move, p50 / p99 of ``Outbox.announce`` per move, and the time of a start-up
sweep over many tables saved but never announced. Prints figures; asserts nothing.

    python bench/outbox.py [--games N] [--backlog N]
"""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import storage.codec  # noqa: E402
from rules import registry  # noqa: E402
from storage import Store  # noqa: E402
from tables import Tables  # noqa: E402
from tables.outbox import Outbox  # noqa: E402


class NullPoster:
    """Accepts every post at once; threads are not allowed (plays in the channel)."""

    def __init__(self) -> None:
        self.sent = 0

    async def open_thread(self, table):
        return None

    async def recent(self, channel_id):
        return []

    async def send(self, channel_id, post):
        self.sent += 1
        return 10_000_000 + self.sent

    async def edit(self, channel_id, message_id, post):
        return True

    async def show_lobby(self, table):
        return None

    async def clear_controls(self, channel_id, message_id):
        return None

    async def ended(self, table):
        return None

    async def close(self, table, keep_controls=False):
        return None


def pct(values: list[float], q: float) -> float:
    """The q-quantile (0..1) of values, in milliseconds."""
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


async def start(tables: Tables, outbox: Outbox, game_id: str, seats: int, channel: int):
    out = await tables.create(game_id=game_id, guild_id=1, channel_id=channel, user_id=1,
                              name="u1", options={})
    for user in range(2, seats + 1):
        await tables.join(out.table.id, user, f"u{user}")
    table = await tables.start(out.table.id, 1)
    if outbox is not None:
        await outbox.announce(table.id, saved=table, events=())
    return table


async def moves(game_id: str, games: int, seed: int) -> None:
    rng = random.Random(seed)
    game = registry.get(game_id)
    seats = max(2, game.INFO.min_seats)
    counts = {"select": 0, "decode": 0}
    fetch, decode = Store._fetchall, storage.codec.decode_table

    async def counting_fetch(self, sql, params=()):
        counts["select"] += 1
        return await fetch(self, sql, params)

    def counting_decode(row):
        counts["decode"] += 1
        return decode(row)

    announce: list[float] = []
    played = 0
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.db"))
        tables = Tables(store)
        outbox = Outbox(tables, NullPoster())
        try:
            for n in range(games):
                table = await start(tables, outbox, game_id, seats, channel=100 + n)
                Store._fetchall, storage.codec.decode_table = counting_fetch, counting_decode
                try:
                    while table.row.status == "running":
                        seat = sorted(table.to_act())[0]
                        move = rng.choice([str(m) for m in game.legal_moves(table.state, seat)])
                        table_id = await tables.locate(100 + n)
                        outcome = await tables.move(table_id, table.user_of(seat), move)
                        began = time.perf_counter()
                        await outbox.announce(table_id, saved=outcome.table,
                                              events=outcome.events,
                                              acted_before=outcome.acted_before,
                                              moves=((outcome.seat, outcome.move),))
                        announce.append(time.perf_counter() - began)
                        table = outcome.table
                        played += 1
                finally:
                    Store._fetchall, storage.codec.decode_table = fetch, decode
        finally:
            await store.close()
    print(f"{game_id}: {played} moves as /move plays them")
    print(f"  reads per move: {counts['select'] / played:.2f} SELECTs, "
          f"{counts['decode'] / played:.2f} table decodes (JSON parses)")
    print(f"  posts created: {outbox.poster.sent} (the rest were edits of a turn's post)")
    print(f"  Outbox.announce (no Discord): p50 {pct(announce, 0.5):.3f} ms, "
          f"p99 {pct(announce, 0.99):.3f} ms")


async def sweep(game_id: str, backlog: int, seed: int) -> None:
    rng = random.Random(seed)
    game = registry.get(game_id)
    with tempfile.TemporaryDirectory() as tmp:
        store = await Store.open(str(Path(tmp) / "bench.db"))
        tables = Tables(store)
        try:
            for n in range(backlog):  # started and moved, never announced (a crash)
                table = await start(tables, None, game_id, 2, channel=100 + n)
                for _ in range(3):
                    seat = sorted(table.to_act())[0]
                    move = rng.choice([str(m) for m in game.legal_moves(table.state, seat)])
                    table = (await tables.move(table.id, table.user_of(seat), move)).table
            poster = NullPoster()
            outbox = Outbox(Tables(store), poster)
            began = time.perf_counter()
            posted = await outbox.sweep()
            elapsed = time.perf_counter() - began
            again = time.perf_counter()
            await outbox.sweep()
            idle = time.perf_counter() - again
        finally:
            await store.close()
    print(f"  start-up sweep of {backlog} unannounced tables: {posted} posted in "
          f"{elapsed * 1000:.0f} ms ({elapsed / backlog * 1000:.2f} ms each); "
          f"an idle sweep then takes {idle * 1000:.2f} ms")


def main() -> None:
    """Run the benchmark and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3, help="games per game id")
    parser.add_argument("--backlog", type=int, default=300, help="tables for the sweep")
    parser.add_argument("--seed", type=int, default=2026)
    args = parser.parse_args()
    for game_id in registry.game_ids():
        asyncio.run(moves(game_id, args.games, args.seed))
        asyncio.run(sweep(game_id, args.backlog, args.seed))


if __name__ == "__main__":
    main()
