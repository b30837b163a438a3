"""Crash safety: a writer SIGKILLed mid-stream loses no committed move and tears none."""

from __future__ import annotations

import asyncio
import random
import subprocess
import sys
import time
from pathlib import Path

from storage import Store
from tests.databases import raw

from .helpers import running_table

WRITER = Path(__file__).with_name("crash_writer.py")


def _move_count(path: str, table_id: int) -> int:
    ((count,),) = raw(path, "SELECT COUNT(*) FROM moves WHERE table_id = ?", table_id)
    return int(count)


async def _check(path: str, table_id: int, start_version: int) -> int:
    """Reopen the database and check every invariant; return the number of moves."""
    store = await Store.open(path)
    try:
        if store.db.dialect == "sqlite":
            async with store.db._conn.execute("PRAGMA integrity_check") as cur:
                assert (await cur.fetchone())[0] == "ok"
        table = await store.get_table(table_id)
        moves = await store.moves(table_id)
        seats = await store.seats(table_id)
    finally:
        await store.close()
    assert table is not None and table.state is not None
    count = len(moves)
    assert [m.n for m in moves] == list(range(1, count + 1))
    # One version per move, no gaps, and the last move is the table's current version.
    assert [m.version for m in moves] == list(range(start_version + 1, start_version + count + 1))
    assert table.version == (moves[-1].version if moves else start_version)
    assert table.state["counter"] == count
    assert all(m.events == [{"code": "MOVED", "counter": m.n}] for m in moves)
    assert [s.to_act for s in seats] == [count % 2 == 0, count % 2 == 1]
    return count


async def test_sigkill_loses_nothing_committed(db_path: str) -> None:
    rng = random.Random()
    store = await Store.open(db_path)
    try:
        table, start_version = await running_table(store)
    finally:
        await store.close()

    committed = 0
    for round_ in range(3):
        target = committed + rng.randint(3, 40)
        proc = subprocess.Popen(
            [sys.executable, str(WRITER), db_path, str(table.id)],
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
        )
        try:
            deadline = time.monotonic() + 15
            while _move_count(db_path, table.id) < target:
                assert proc.poll() is None, proc.communicate()[1].decode()
                assert time.monotonic() < deadline, "writer made no progress"
                await asyncio.sleep(0.005)
            # Kill at a random moment after the target: usually mid-transaction.
            await asyncio.sleep(rng.uniform(0, 0.05))
        finally:
            proc.kill()  # SIGKILL: no cleanup, no final commit
            proc.communicate()
        count = await _check(db_path, table.id, start_version)
        assert count >= target, f"round {round_}: committed moves were lost"
        committed = count
