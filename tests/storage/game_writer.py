"""Helper process for the backup test: plays real games on several tables, forever.

Usage: python game_writer.py DB_PATH. Random legal moves through the table service on a
Halali! table and two Fairy Lights tables (2 and 6 seats); a finished game is replaced by a
new one. Prints "ready" once every table has started.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from storage import Store  # noqa: E402
from tables import Tables, offered_moves  # noqa: E402

GAMES = (("halali", 2), ("fairy_lights", 2), ("fairy_lights", 6))


async def start(tables: Tables, game: str, seats: int, channel: int) -> int:
    out = await tables.create(game_id=game, guild_id=1, channel_id=channel, user_id=1,
                              name="u1", options={})
    for user in range(2, seats + 1):
        await tables.join(out.table.id, user, f"u{user}")
    return (await tables.start(out.table.id, 1)).id


async def main(path: str) -> None:
    store = await Store.open(path)
    tables = Tables(store)
    rnd = random.Random(1)
    ids = [await start(tables, game, seats, n) for n, (game, seats) in enumerate(GAMES)]
    print("ready", flush=True)
    while True:
        for n, table_id in enumerate(ids):
            table = await tables.load(table_id)
            if table.row.status != "running":
                ids[n] = await start(tables, *GAMES[n], n)
                continue
            (seat,) = table.to_act()
            legal = offered_moves(table.game, table.state, seat, limit=1000)
            await tables.move(table_id, table.user_of(seat), rnd.choice(legal))


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1]))
