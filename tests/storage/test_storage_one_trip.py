"""``transaction``: a unit of work run in one trip to the database's thread."""

from __future__ import annotations

import asyncio

import pytest

from storage.connection import run_through

#: SQLite's own migration runner and its one-trip thread (PostgreSQL's: test_storage_postgres.py).
pytestmark = pytest.mark.sqlite_only


async def test_a_transaction_commits_its_statements_together(store):
    async def body(tx):
        await tx.execute("INSERT INTO meta (key, value) VALUES ('a', '1')")
        await tx.execute("INSERT INTO meta (key, value) VALUES ('b', '2')")
        row = await tx.fetchone("SELECT COUNT(*) FROM meta WHERE key IN ('a', 'b')")
        return row[0]

    before = store.db.statements
    assert await store.transaction(body) == 2
    # BEGIN, three statements, COMMIT: counted by SQLite's trace
    assert store.db.statements - before == 5
    assert await store.get_meta("b") == "2"


async def test_a_failing_transaction_leaves_nothing(store):
    async def body(tx):
        await tx.execute("INSERT INTO meta (key, value) VALUES ('a', '1')")
        raise ValueError("half way")

    with pytest.raises(ValueError):
        await store.transaction(body)
    assert await store.get_meta("a") is None
    assert not store.db._conn.in_transaction
    await store.set_meta("c", "3")  # the connection is usable after it
    assert await store.get_meta("c") == "3"


async def test_a_body_that_waits_on_anything_else_is_refused(store):
    async def body(tx):
        await tx.execute("INSERT INTO meta (key, value) VALUES ('a', '1')")
        await asyncio.sleep(0)  # not a statement: it would suspend on the database's thread

    with pytest.raises(RuntimeError):
        await store.transaction(body)
    assert await store.get_meta("a") is None


def test_run_through_returns_the_value_of_a_coroutine_that_never_suspends():
    async def plain():
        return 42

    assert run_through(plain()) == 42


async def test_a_single_statement_write_is_its_own_transaction(store):
    before = store.db.statements
    done = await store._write("INSERT INTO meta (key, value) VALUES ('x', 'y')")
    assert done.rowcount == 1 and store.db.statements - before == 1
    assert await store.get_meta("x") == "y"
