"""Helper process for the outbox crash test: starts games and plays them, announcing every
action through the outbox to a file-backed fake Discord, until it is killed.

Usage: python outbox_crash_child.py DB_PATH DISCORD_FILE SEED. The fake Discord fails some
requests and SIGKILLs this process at random steps (between Discord's accept and the
outbox's record among them); the test also kills it at random moments from outside.
"""

from __future__ import annotations

import asyncio
import random
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from storage import Store  # noqa: E402
from tables import Tables  # noqa: E402
from tables.outbox import Outbox  # noqa: E402
from tests.tables.fake_poster import FakePoster  # noqa: E402

ANN, BOB = 1, 2
FAIL = {"send": 0.1, "edit": 0.1, "history": 0.05, "thread": 0.1, "lobby": 0.05}
# Low enough that about half the rounds are killed from outside (mid-transaction) instead.
DIE = {"send": 0.002, "sent": 0.008, "edit": 0.002, "edited": 0.008, "thread": 0.002,
       "thread-made": 0.03, "lobby": 0.002, "history": 0.002}


async def main(path: str, discord_file: str, seed: int) -> None:
    rng = random.Random(seed)
    store = await Store.open(path)
    tables = Tables(store)
    outbox = Outbox(tables, FakePoster(discord_file, seed=seed, fail=FAIL, die=DIE))
    await outbox.sweep()  # the start-up sweep
    print("ready", flush=True)
    while True:
        running = await store.tables_of(ANN, ("running",))
        if len(running) < 3 or rng.random() < 0.05:
            lobby = (await tables.create(game_id="fairy_lights", guild_id=5, channel_id=10,
                                         user_id=ANN, name="Ann", options={})).table
            await tables.join(lobby.id, BOB, "Bob")
            table = await tables.start(lobby.id, ANN)
            await outbox.announce(table.id, saved=table, events=(), acted_before=frozenset())
            continue
        table = await tables.load(rng.choice(running).id)
        (seat,) = table.to_act()
        move = str(table.game.auto_move(table.state, seat))
        outcome = await tables.move(table.id, table.user_of(seat), move)
        await outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                              acted_before=outcome.acted_before,
                              moves=((outcome.seat, outcome.move),))
        if rng.random() < 0.05:
            await outbox.sweep()


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], sys.argv[2], int(sys.argv[3])))
