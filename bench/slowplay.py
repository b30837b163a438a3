"""Slow play: what clocks cost on the save path, and how fast the scheduler fires deadlines.

Opens N two-player Halali! tables on a temporary SQLite file with a Daily clock, and B more
where an automatic player must move (a restart cut it short). Then an outage: the injected
clock jumps four days, so every table's reminders and timeout are due at once, and the
deadline job ticks until nothing is due and nothing is in flight. A notifier that waits
``--send-ms`` per call stands in for Discord. Prints each tick's own duration, the queue
depth it leaves, and the time to drain; asserts nothing.

    python bench/slowplay.py [--tables N] [--bots B] [--send-ms MS] [--workers W]
"""

from __future__ import annotations

import argparse
import asyncio
import sys
import tempfile
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from storage import Store  # noqa: E402
from tables import Tables  # noqa: E402
from tables.slowplay import TICK_EVERY, WORKERS, SlowPlay  # noqa: E402


class Slow:
    """A notifier that takes ``delay`` seconds per call, as a Discord send would."""

    def __init__(self, delay: float) -> None:
        self.delay = delay
        self.calls = 0

    async def played(self, *args: object) -> None:
        self.calls += 1
        await asyncio.sleep(self.delay)

    async def announce(self, *args: object) -> None:
        self.calls += 1
        await asyncio.sleep(self.delay)


async def main(count: int, bots: int, send_ms: float, workers: int) -> None:
    """Create the tables, then time the ticks that catch up after a four-day outage."""
    start = datetime(2026, 3, 2, 9, tzinfo=UTC)
    now = [start]
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "bench.db"))
        tables = Tables(store, now=lambda: now[0])
        notifier = Slow(send_ms / 1000)
        slow = SlowPlay(tables, notifier, workers=workers)
        began = time.perf_counter()
        for n in range(count):
            out = await tables.create(game_id="halali", guild_id=1, channel_id=n, user_id=1,
                                      name="a", options={}, clock="daily")
            await tables.join(out.table.id, 2, "b")
            await tables.start(out.table.id, 1)
        made = time.perf_counter() - began
        print(f"{count} tables created and started with clocks: {made / count * 1000:.2f} ms "
              "each")
        for n in range(bots):
            out = await tables.create(game_id="halali", guild_id=1, channel_id=count + n,
                                      user_id=1, name="a", options={}, clock="daily", bots=1)
            table = await tables.load(out.table.id)
            if not any(table.seats[s].automatic for s in table.to_act()):
                (seat,) = table.to_act()
                move = table.game.auto_move(table.state, seat)
                await tables.move(table.id, 1, str(move))  # the bot's answer is cut short
        print(f"{bots} tables where an automatic player must move")
        now[0] = start + timedelta(days=4, minutes=1)
        due = len(await store.due_deadlines(now[0].isoformat(), 10**6))
        print(f"outage: {due} deadlines due at once; sends take {send_ms:g} ms; "
              f"{workers} workers")
        depth = getattr(slow, "queue_depth", None)
        ticks: list[float] = []
        spans: list[float] = []
        began = time.perf_counter()
        while True:
            at = time.perf_counter()
            handed = await slow.tick(now[0])
            took = time.perf_counter() - at
            queued = depth() if depth is not None else 0
            await slow.drain()
            spans.append(time.perf_counter() - at)
            ticks.append(took)
            print(f"  tick {len(ticks)}: {took * 1000:.0f} ms, handed out {handed}, "
                  f"queue depth after it {queued}, drained {spans[-1]:.1f} s after it began")
            left = await store.due_deadlines(now[0].isoformat(), 1)
            if not left and not await store.automatic_to_act(1):
                break
            now[0] += timedelta(seconds=TICK_EVERY)
        wall = time.perf_counter() - began
        # In the bot the ticks are TICK_EVERY apart: a tick whose work ends sooner waits.
        paced = sum(max(TICK_EVERY, s) for s in spans[:-1]) + spans[-1]
        print(f"drain: {len(ticks)} ticks, longest tick {max(ticks) * 1000:.0f} ms, "
              f"{wall:.1f} s of work; with a tick every {TICK_EVERY:g} s: about {paced:.0f} s; "
              f"{notifier.calls} notifier calls")
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=1000)
    parser.add_argument("--bots", type=int, default=200)
    parser.add_argument("--send-ms", type=float, default=20.0)
    parser.add_argument("--workers", type=int, default=WORKERS)
    args = parser.parse_args()
    asyncio.run(main(args.tables, args.bots, args.send_ms, args.workers))
