"""``/game mine`` at scale: one user seated at N running tables, all waiting for them.

Compares the listing before issue 8 (``Store.waiting_for``: every table row decoded, game
JSON included, then each state parsed by its game as the old command's table loads did) with
the new one (``Tables.mine`` -> ``Store.seat_overview``: seat rows and table columns only).
Prints the median time of each; asserts nothing.

    python bench/mine.py [--tables 1000] [--runs 20]
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from rules import registry  # noqa: E402
from storage import Store  # noqa: E402
from tables import Tables  # noqa: E402

USER = 1


async def fill(tables: Tables, count: int) -> None:
    """``count`` running Halali! tables where USER (blue) must act."""
    for n in range(count):
        first, second = USER, 1000 + n
        out = await tables.create(game_id="halali", guild_id=5, channel_id=10 + n % 7,
                                  user_id=first, name=f"u{first}", options={"side": "blue"})
        await tables.join(out.table.id, second, f"u{second}")
        await tables.start(out.table.id, first)


async def old_listing(store: Store) -> int:
    """What the command did before: decode every waiting table row and parse its state."""
    rows = await store.waiting_for(USER)
    for row, _seat in rows:
        registry.get(row.game).from_json(row.state)
    return len(rows)


async def timed(make, runs: int) -> tuple[float, int]:
    times, found = [], 0
    for _ in range(runs):
        started = time.perf_counter()
        found = await make()
        times.append(time.perf_counter() - started)
    return statistics.median(times) * 1000, found


async def main(count: int, runs: int) -> None:
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "mine.db"))
        try:
            tables = Tables(store)
            await fill(tables, count)
            old_ms, old_n = await timed(lambda: old_listing(store), runs)
            new_ms, new_n = await timed(lambda: _count(tables.mine(USER)), runs)
        finally:
            await store.close()
    print(f"/game mine, user seated at {count} running tables:")
    print(f"  before (decode rows + states, {old_n} waiting):   {old_ms:7.1f} ms median")
    print(f"  now (seat rows only, {new_n} listed):                {new_ms:7.1f} ms median")


async def _count(query) -> int:
    return len(await query)


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=20)
    args = parser.parse_args()
    asyncio.run(main(args.tables, args.runs))
