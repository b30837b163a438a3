"""Slow play: what clocks cost on the save path, and how fast the scheduler fires deadlines.

Opens N two-player Halali! tables on a temporary SQLite file with a Daily clock, then moves
an injected clock to the half-time reminders and to the timeouts and times one ``tick`` each
(a notifier that records nothing stands in for Discord). Prints figures; asserts nothing.

    python bench/slowplay.py [--tables N]
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
from tables.slowplay import SlowPlay  # noqa: E402


class Quiet:
    """A notifier that says nothing (Discord is not what is measured)."""

    async def played(self, *args: object) -> None:
        return None

    async def announce(self, *args: object) -> None:
        return None


async def main(count: int) -> None:
    """Create ``count`` tables, then time the reminder and timeout ticks."""
    start = datetime(2026, 3, 2, 9, tzinfo=UTC)
    now = [start]
    with tempfile.TemporaryDirectory() as folder:
        store = await Store.open(str(Path(folder) / "bench.db"))
        tables = Tables(store, now=lambda: now[0])
        slow = SlowPlay(tables, Quiet())
        began = time.perf_counter()
        for n in range(count):
            out = await tables.create(game_id="halali", guild_id=1, channel_id=n, user_id=1,
                                      name="a", options={}, clock="daily")
            await tables.join(out.table.id, 2, "b")
            await tables.start(out.table.id, 1)
        made = time.perf_counter() - began
        print(f"{count} tables created and started with clocks: {made / count * 1000:.2f} ms "
              "each")
        for label, at in (("half-time reminders", timedelta(hours=12)),
                          ("last-hour reminders", timedelta(days=4) - timedelta(hours=1)),
                          ("timeouts (offers)", timedelta(days=4))):
            now[0] = start + at
            fired = 0
            began = time.perf_counter()
            while True:
                n = await slow.tick(now[0])
                fired += n
                if n == 0:
                    break
            took = time.perf_counter() - began
            print(f"{label}: {fired} rows fired in {took * 1000:.0f} ms "
                  f"({took / max(fired, 1) * 1000:.2f} ms per row)")
        await store.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=300)
    asyncio.run(main(parser.parse_args().tables))
