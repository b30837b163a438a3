"""Migrations: an empty file reaches the latest schema once; later opens change nothing."""

from __future__ import annotations

import asyncio
import sqlite3

import aiosqlite
import pytest

from storage import LATEST_VERSION, MIGRATIONS, SchemaTooNew, Store, migrate
from storage.migrations import added_column, split_statements

#: SQLite's own migration runner and its one-trip thread (PostgreSQL's: test_storage_postgres.py).
pytestmark = pytest.mark.sqlite_only


def _schema(path: str) -> list[tuple[str, str, str]]:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%' "
            "ORDER BY type, name"
        ).fetchall()
    finally:
        conn.close()


def _pragma(path: str, name: str) -> object:
    conn = sqlite3.connect(path)
    try:
        return conn.execute(f"PRAGMA {name}").fetchone()[0]
    finally:
        conn.close()


async def test_empty_database_migrates_to_latest_then_reopen_is_noop(db_path: str) -> None:
    assert LATEST_VERSION == len(MIGRATIONS) >= 1
    store = await Store.open(db_path)
    assert store.db._conn is not None
    async with store.db._conn.execute("PRAGMA foreign_keys") as cur:
        assert (await cur.fetchone())[0] == 1
    async with store.db._conn.execute("PRAGMA busy_timeout") as cur:
        assert (await cur.fetchone())[0] > 0
    await store.close()

    assert _pragma(db_path, "user_version") == LATEST_VERSION
    assert _pragma(db_path, "journal_mode") == "wal"  # persistent in the file
    schema = _schema(db_path)
    names = {(kind, name) for kind, name, _ in schema}
    assert {("table", t) for t in ("tables", "seats", "moves", "meta")} <= names
    assert {("trigger", "moves_no_update"), ("trigger", "moves_no_delete")} <= names
    assert {
        ("index", "seats_user_to_act"),
        ("index", "tables_channel_status"),
        ("index", "tables_thread"),
    } <= names

    # A second open applies nothing and leaves the schema byte-for-byte as it was.
    store = await Store.open(db_path)
    await store.close()
    assert _schema(db_path) == schema
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn) == []
    assert _pragma(db_path, "user_version") == LATEST_VERSION


async def test_migrate_reports_applied_steps(db_path: str) -> None:
    async with aiosqlite.connect(db_path, isolation_level=None) as conn:
        assert await migrate(conn) == list(range(1, LATEST_VERSION + 1))
        assert await migrate(conn) == []


async def test_scripts_are_idempotent(db_path: str) -> None:
    # Every CREATE uses IF NOT EXISTS and the runner skips an ADD COLUMN whose column exists
    # (SQLite cannot guard it in SQL): running every script twice must not fail. The
    # user_version check inside each transaction keeps them from running twice anyway.
    conn = sqlite3.connect(db_path)
    try:
        for _ in range(2):
            for script in MIGRATIONS:
                for statement in split_statements(script):
                    target = added_column(statement)
                    if target is not None and any(
                            row[1] == target[1]
                            for row in conn.execute(f"PRAGMA table_info({target[0]})")):
                        continue  # the runner's guard: the column is there already
                    conn.execute(statement)
        conn.commit()
    finally:
        conn.close()
    for script in MIGRATIONS:
        for statement in split_statements(script):
            if statement.upper().startswith("CREATE"):
                assert "IF NOT EXISTS" in statement.upper(), statement


async def test_tables_from_before_the_outbox_count_as_announced(db_path: str) -> None:
    # A database of schema 1 with a running table at version 7: upgrading must not post
    # its whole history again.
    conn = sqlite3.connect(db_path)
    for statement in split_statements(MIGRATIONS[0]):
        conn.execute(statement)
    conn.execute("INSERT INTO tables (game, channel_id, creator_id, status, seed, state, version)"
                 " VALUES ('halali', 1, 2, 'running', '5', '{}', 7)")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    async with aiosqlite.connect(db_path, isolation_level=None) as aconn:
        assert await migrate(aconn) == list(range(2, LATEST_VERSION + 1))
    conn = sqlite3.connect(db_path)
    try:
        row = conn.execute("SELECT version, announced_version, thread_pending FROM tables"
                           ).fetchone()
    finally:
        conn.close()
    assert row == (7, 7, 0)


def test_split_keeps_trigger_bodies_whole() -> None:
    statements = split_statements(MIGRATIONS[0])
    triggers = [s for s in statements if "CREATE TRIGGER" in s.upper()]
    assert len(triggers) == 2
    assert all(t.rstrip().upper().endswith("END;") for t in triggers)
    with pytest.raises(ValueError):
        split_statements("CREATE TABLE x (a INT); CREATE TABLE y (")


async def test_newer_schema_is_refused(db_path: str) -> None:
    conn = sqlite3.connect(db_path)
    conn.execute(f"PRAGMA user_version = {LATEST_VERSION + 1}")
    conn.close()
    with pytest.raises(SchemaTooNew):
        await Store.open(db_path)


async def test_concurrent_first_open_migrates_once(db_path: str) -> None:
    stores = await asyncio.gather(*(Store.open(db_path) for _ in range(3)))
    for store in stores:
        await store.close()
    assert _pragma(db_path, "user_version") == LATEST_VERSION
