"""Helper process for the crash test: records moves on one table as fast as it can, forever.

Usage: python crash_writer.py DB_PATH TABLE_ID. The state counter always equals the number
of moves; the test SIGKILLs this process at a random moment and checks nothing was torn.
"""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))  # the repository root

from storage import Store  # noqa: E402

# A large state spreads each commit over several pages, so a kill can land mid-write.
PADDING = "x" * 6000


async def main(path: str, table_id: int) -> None:
    store = await Store.open(path)
    table = await store.get_table(table_id)
    assert table is not None and table.state is not None
    version, counter = table.version, int(table.state["counter"])
    print("ready", flush=True)
    while True:
        counter += 1
        seat = (counter - 1) % 2  # seat 0 acts first, then they alternate
        version = await store.record_move(
            table_id,
            expected_version=version,
            seat=seat,
            user_id=10 + seat,
            notation=f"m{counter}",
            events=[{"code": "MOVED", "counter": counter}],
            state={"counter": counter, "padding": PADDING},
            to_act={1 - seat},
            status="running",
            result=None,
        )


if __name__ == "__main__":
    asyncio.run(main(sys.argv[1], int(sys.argv[2])))
