"""The database file is watched, and one bot process per database file."""

from __future__ import annotations

import asyncio
import logging
import os
import sqlite3
import subprocess
import sys
from pathlib import Path

import pytest

from storage import DatabaseGone, DatabaseInUse, Store, lock_database
from storage.guard import lock_path

from .helpers import play, running_table

#: an SQLite file's own behaviour: nothing of it exists on a database server.
pytestmark = pytest.mark.sqlite_only

ROOT = Path(__file__).resolve().parents[2]


def _gone_logged(caplog, path: str) -> list[logging.LogRecord]:
    return [r for r in caplog.records
            if r.levelno == logging.ERROR and os.path.abspath(path) in r.getMessage()]


async def _moves_in_open_file(store: Store, table_id: int) -> int:
    """Moves in the file the store still holds open (deleted or not), past the guard."""
    async with store.db._conn.execute(
            "SELECT COUNT(*) FROM moves WHERE table_id = ?", (table_id,)) as cur:
        return (await cur.fetchone())[0]


async def test_deleted_file_refuses_reads_and_writes_and_logs_once(store, db_path, caplog):
    table, version = await running_table(store)
    version = await play(store, table.id, version, 1)
    os.remove(db_path)
    with caplog.at_level(logging.ERROR):
        with pytest.raises(DatabaseGone) as err:
            await play(store, table.id, version, 2, seat=1)
        with pytest.raises(DatabaseGone):
            await store.get_table(table.id)
    # storage's own error; tables/ says it to players as DB_GONE (tests/tables)
    assert err.value.path == os.path.abspath(db_path) and err.value.what == "was deleted"
    assert "deleted" in str(err.value)
    assert len(_gone_logged(caplog, db_path)) == 1  # loudly, but once
    assert await _moves_in_open_file(store, table.id) == 1  # nothing went into the ghost file


async def test_replaced_file_is_noticed(store, db_path, tmp_path):
    table, version = await running_table(store)
    other = tmp_path / "other.db"
    sqlite3.connect(other).close()
    os.replace(other, db_path)
    with pytest.raises(DatabaseGone) as err:
        await play(store, table.id, version, 1)
    assert "replaced" in str(err.value)
    # Putting a file back at the path does not make the old connection right again.
    with pytest.raises(DatabaseGone):
        await store.seats(table.id)


async def test_deleted_wal_file_is_noticed(store, db_path):
    table, version = await running_table(store)
    assert os.path.exists(db_path + "-wal")
    os.remove(db_path + "-wal")
    with pytest.raises(DatabaseGone) as err:
        await play(store, table.id, version, 1)
    assert "-wal" in str(err.value)


async def test_file_deleted_inside_a_transaction_is_rolled_back(store, db_path):
    table, version = await running_table(store)
    with pytest.raises(DatabaseGone):
        async with store.unit() as conn:
            await conn.execute("INSERT INTO meta (key, value) VALUES ('k', 'v')")
            os.remove(db_path)
    assert not store.db._conn.in_transaction
    async with store.db._conn.execute("SELECT COUNT(*) FROM meta WHERE key = 'k'") as cur:
        assert (await cur.fetchone())[0] == 0


async def test_timer_notices_and_rescues_while_nobody_plays(store, db_path, caplog):
    table, version = await running_table(store)
    await play(store, table.id, version, 1)
    task = asyncio.create_task(store.watch_file(interval=0.01))
    try:
        with caplog.at_level(logging.ERROR):
            os.remove(db_path)
            for _ in range(500):  # no action at all: only the timer can notice
                if store.db._rescue is not None:
                    break
                await asyncio.sleep(0.01)
            rescued = await store.db._rescue
        assert _gone_logged(caplog, db_path)
        assert store.watch.gone == "was deleted"
    finally:
        task.cancel()
    assert rescued is not None and any(rescued in r.getMessage() for r in caplog.records)
    assert _rescued_moves(rescued, table.id) == 1


def _rescued_moves(path: str, table_id: int) -> int:
    """The rescue copy is a whole database on its own (no -wal beside it) with the moves."""
    assert not os.path.exists(path + "-wal")
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        return conn.execute("SELECT COUNT(*) FROM moves WHERE table_id = ?",
                            (table_id,)).fetchone()[0]
    finally:
        conn.close()


@pytest.mark.parametrize("lost", ["", "-wal"])
async def test_everything_saved_is_rescued_beside_the_lost_file(store, db_path, lost):
    table, version = await running_table(store)
    for n in range(1, 6):
        version = await play(store, table.id, version, n, seat=(n - 1) % 2)
    # Five moves, all still in the -wal file (nothing checkpointed yet): deleting either
    # file would lose them at the next restart.
    os.remove(db_path + lost)
    with pytest.raises(DatabaseGone):
        await store.seats(table.id)
    rescued = await store.rescue()
    assert rescued is not None and rescued.startswith(db_path + ".rescued-")
    assert _rescued_moves(rescued, table.id) == 5
    reopened = await Store.open(rescued)  # and the bot can start on it
    try:
        assert (await reopened.get_table(table.id)).state == {"counter": 5}
    finally:
        await reopened.close()


async def test_a_healthy_file_is_left_alone(store, db_path):
    table, version = await running_table(store)
    for n in range(1, 5):
        version = await play(store, table.id, version, n, seat=(n - 1) % 2)
    store.watch.check()
    assert store.watch.gone is None
    # Another connection opening and closing the file (a backup, a repair) changes nothing.
    other = await Store.open(db_path)
    await other.close()
    await play(store, table.id, version, 5, seat=0)
    assert store.watch.gone is None


# ----------------------------------------------------------------------------- the lock

HOLDER = """
import sys, time
sys.path.insert(0, sys.argv[2])
from storage import lock_database

lock = lock_database(sys.argv[1])
print("locked", flush=True)
time.sleep(120)
"""


def test_second_process_is_refused_until_the_first_dies(db_path):
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, db_path, str(ROOT)],
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(DatabaseInUse) as err:
            lock_database(db_path)
        message = str(err.value)
        assert f"pid {holder.pid}" in message and "\n" not in message
        assert os.path.realpath(db_path) in message
    finally:
        holder.kill()  # even kill -9 hands the lock back
        holder.wait()
    lock = lock_database(db_path)
    try:
        assert Path(lock_path(db_path)).read_text().strip() == str(os.getpid())
    finally:
        lock.release()


def test_second_bot_exits_1_with_one_line(db_path, tmp_path):
    lock = lock_database(db_path)
    try:
        env = {**os.environ, "DISCORD_TOKEN": "not-a-real-token", "GROVE_DB": db_path}
        proc = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env,
                              capture_output=True, text=True, timeout=60)
    finally:
        lock.release()
    assert proc.returncode == 1
    lines = (proc.stdout + proc.stderr).strip().splitlines()
    assert len(lines) == 1, lines
    assert "another Grove process" in lines[0] and f"pid {os.getpid()}" in lines[0]
    assert "Traceback" not in proc.stderr


def test_a_hard_link_to_the_database_meets_the_same_lock(db_path, tmp_path):
    # A second bot given another name for the same file (a hard link) must be refused too:
    # the lock goes by the file's identity, not its path.
    Path(db_path).touch()
    other = tmp_path / "elsewhere"
    other.mkdir()
    linked = str(other / "alias.db")
    os.link(db_path, linked)
    lock = lock_database(db_path)
    try:
        with pytest.raises(DatabaseInUse) as err:
            lock_database(linked)
        assert "another Grove process" in str(err.value) and "\n" not in str(err.value)
    finally:
        lock.release()
    # Released: the linked name may take it now (and then the first name may not).
    second = lock_database(linked)
    try:
        with pytest.raises(DatabaseInUse):
            lock_database(db_path)
    finally:
        second.release()
