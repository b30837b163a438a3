"""Online backups: taken while another process plays, each copy is whole and replays."""

from __future__ import annotations

import os
import sqlite3
import subprocess
import sys
import time
from datetime import UTC, datetime
from pathlib import Path

import pytest

from storage import StorageError, Store
from storage.backup import backup, backup_target
from tables import Tables
from tables.repair import repair
from tests.databases import database

#: an SQLite file's own behaviour: nothing of it exists on a database server.
pytestmark = pytest.mark.sqlite_only

WRITER = Path(__file__).with_name("game_writer.py")
ROOT = Path(__file__).resolve().parents[2]


def _moves(path: str) -> int:
    conn = sqlite3.connect(path, timeout=5)
    try:
        return conn.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
    finally:
        conn.close()


async def _replays(path: str) -> int:
    """Every started table of the copy equals its replay from seed and log; how many."""
    store = await Store.open(path)
    try:
        tables = Tables(store)
        async with store.db._conn.execute(
                "SELECT id FROM tables WHERE state IS NOT NULL ORDER BY id") as cur:
            ids = [r[0] for r in await cur.fetchall()]
        for table_id in ids:
            table = await tables.load(table_id)  # passes the game's invariant checks
            rebuilt = await tables.replay(table_id)
            assert table.game.to_json(rebuilt) == table.game.to_json(table.state), table_id
            report = await repair(store, table_id, write=False)
            assert report.lines == ["nothing to repair"], (table_id, report.lines)
        return len(ids)
    finally:
        await store.close()


async def test_backups_during_a_stream_of_moves_open_and_replay(tmp_path):
    db = database(tmp_path)
    writer = subprocess.Popen([sys.executable, str(WRITER), db], stdout=subprocess.PIPE,
                              stderr=subprocess.PIPE, text=True)
    copies = []
    try:
        assert writer.stdout.readline().strip() == "ready", writer.stderr.read()
        seen = 0
        for n in range(3):
            deadline = time.monotonic() + 60
            while _moves(db) < seen + 40:  # let the stream move on between two copies
                assert writer.poll() is None, writer.stderr.read()
                assert time.monotonic() < deadline, "the writer made no progress"
                time.sleep(0.02)
            done = backup(db, str(tmp_path / f"copy{n}.db"))
            assert writer.poll() is None  # it was writing all along
            copies.append(done)
            seen = done.moves
    finally:
        writer.kill()
        writer.wait()
    assert [c.moves for c in copies] == sorted(c.moves for c in copies)
    for done in copies:
        assert os.path.exists(done.path) and not os.path.exists(done.path + "-wal")
        conn = sqlite3.connect(done.path)
        try:
            assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
            assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "delete"
            assert conn.execute("SELECT COUNT(*) FROM tables").fetchone()[0] == done.tables
        finally:
            conn.close()
        assert done.tables >= 3 and done.moves > 0
        assert await _replays(done.path) >= 3


async def test_backup_into_a_folder_and_refusals(store, tmp_path):
    db = database(tmp_path)
    folder = tmp_path / "backups"
    folder.mkdir()
    when = datetime(2026, 12, 1, 3, 4, 5, tzinfo=UTC)
    assert backup_target(str(folder), when) == str(folder / "grove-20261201-030405.db")
    done = backup(db, str(folder))
    assert Path(done.path).parent == folder and done.tables == 0
    assert os.listdir(folder) == [Path(done.path).name]  # no partial file left behind
    with pytest.raises(StorageError, match="itself"):
        backup(db, db)
    with pytest.raises(StorageError, match="no database"):
        backup(database(tmp_path, "missing.db"), str(folder))
    assert not (tmp_path / "missing.db").exists()  # a backup never creates a database


async def test_command_line_backup_needs_no_token(store, tmp_path):
    out = await store.create_table(game="halali", guild_id=1, channel_id=2, creator_id=3,
                                   creator_name="c", options={}, seed=4)
    assert out.status == "lobby"
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    env["GROVE_DB"] = database(tmp_path)
    target = tmp_path / "b.db"
    proc = subprocess.run([sys.executable, str(ROOT / "bot.py"), "backup", str(target)],
                          env=env, cwd=tmp_path, capture_output=True, text=True, timeout=120)
    assert proc.returncode == 0, proc.stderr
    assert proc.stdout.strip() == f"backup written to {target}: 1 table (1 lobby), 0 moves"
    assert target.exists()
