"""PostgreSQL behind a ``Store`` (``GROVE_DB=postgresql://...``), through asyncpg.

``PostgresBackend`` implements the ``Backend`` seam (``backend.py``) for a database several
bot processes share. The areas keep their SQLite statements; each is turned into
PostgreSQL's once per statement text (``dialect.to_postgres``: placeholders, time, upserts,
types) and asyncpg keeps it prepared per connection.

* Units of work run on one connection of their own, one at a time in this process (as on
  SQLite: "units never interleave"), at READ COMMITTED. What keeps them right across
  processes is the row a unit writes first: the version compare-and-swap (``UPDATE tables
  ... WHERE id = ? AND version = ?``) takes the table's row lock, and a second process's
  compare-and-swap waits for it, then re-reads the row and finds the version moved (no row
  changed: ``VersionConflict``). Firing a deadline (``UPDATE ... WHERE fired = 0``), an
  announced version that never moves back, a result's primary key: each is one conditional
  statement, so two processes never both win it.
* Reads outside a unit go to a small pool of other connections and see committed rows only.
* A broken unique key, primary key or refusing trigger raises ``ConstraintBroken``, which is
  also an ``sqlite3.IntegrityError`` (what the areas and their callers catch).
* Migrations: the same numbered scripts (``migrations.MIGRATIONS``), statement by statement,
  translated, each script in one transaction with its version in ``grove_schema``; an
  advisory lock keeps two processes from migrating at once.
* Process and ownership locks: ``try_advisory_lock(key)`` takes a session advisory lock on a
  connection kept for locks alone, held until ``close`` (the server drops it when the
  process dies, however it dies); ``lock_process`` takes Grove's one-bot-per-database lock
  with it (the bot claims its shards instead, ``claim_shards``: one lock per shard, so
  several processes share the database).

There is no file to watch or rescue: ``watch`` is None and ``rescue`` returns None. Backups
are PostgreSQL's own (``pg_dump``; see README).
"""

from __future__ import annotations

import asyncio
import logging
import random
import re
from collections.abc import AsyncIterator, Awaitable, Callable, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import asyncpg

from .backend import Handle, Params, Row, Written
from .dialect import postgres_statements, serial_insert, to_postgres
from .errors import ConstraintBroken, DatabaseInUse
from .guard import FileWatch
from .migrations import LATEST_VERSION, MIGRATIONS, SchemaTooNew
from .shards import claim_shards_advisory

log = logging.getLogger(__name__)
T = TypeVar("T")

#: URL schemes that select this backend (``GROVE_DB``).
SCHEMES = ("postgresql://", "postgres://")
#: the advisory lock held while migrating (any 64-bit number no other lock uses).
MIGRATE_LOCK = 0x67726F76_65000001
#: the advisory lock of "one Grove bot on this database" (``lock_process``).
PROCESS_LOCK = 0x67726F76_65000002
#: read connections in the pool (units have a connection of their own).
READERS = 4
#: how many times a one-trip unit broken off by a deadlock is run (``transaction``).
RETRIES = 3

_COUNT = re.compile(r"(\d+)\s*$")


def is_postgres_url(target: str) -> bool:
    """Whether ``GROVE_DB`` names a PostgreSQL database (else it is an SQLite path)."""
    return target.strip().lower().startswith(SCHEMES)


def _rowcount(status: str) -> int:
    """The row count of a command status (``UPDATE 3``, ``INSERT 0 1``)."""
    match = _COUNT.search(status or "")
    return int(match[1]) if match else 0


def _args(params: Params) -> list[Any]:
    # A bool is an int to SQLite; PostgreSQL's integer columns want the number.
    return [int(p) if isinstance(p, bool) else p for p in params]


class PostgresHandle:
    """The ``Handle`` of one PostgreSQL unit: statements on the unit's connection."""

    def __init__(self, conn: asyncpg.Connection, backend: PostgresBackend) -> None:
        self._conn = conn
        self._backend = backend

    async def execute(self, sql: str, params: Params = ()) -> Written:
        """Run one writing statement; how many rows it changed and the id it inserted."""
        self._backend.statements += 1
        try:
            if serial_insert(sql) is not None:
                rows = await self._conn.fetch(to_postgres(sql) + " RETURNING id", *_args(params))
                return Written(len(rows), int(rows[-1][0]) if rows else None)
            status = await self._conn.execute(to_postgres(sql), *_args(params))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintBroken(str(exc)) from exc
        return Written(_rowcount(status))

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement once per parameter row (nothing at all for no rows)."""
        batch = [_args(r) for r in rows]
        if not batch:
            return
        self._backend.statements += len(batch)
        try:
            await self._conn.executemany(to_postgres(sql), batch)
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintBroken(str(exc)) from exc

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of one statement (``... RETURNING`` too)."""
        self._backend.statements += 1
        try:
            return list(await self._conn.fetch(to_postgres(sql), *_args(params)))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintBroken(str(exc)) from exc

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of one statement, or None."""
        rows = await self.fetchall(sql, params)
        return rows[0] if rows else None


async def migrate_postgres(conn: asyncpg.Connection) -> list[int]:
    """Bring the schema to ``LATEST_VERSION``; return the versions applied (empty if none).
    Each script is one transaction with its version; the advisory lock makes a second
    process wait and then find nothing left to do."""
    applied: list[int] = []
    await conn.execute("SELECT pg_advisory_lock($1)", MIGRATE_LOCK)
    try:
        await conn.execute("CREATE TABLE IF NOT EXISTS grove_schema (version BIGINT NOT NULL)")
        current = await conn.fetchval("SELECT version FROM grove_schema")
        if current is None:
            await conn.execute("INSERT INTO grove_schema (version) VALUES (0)")
            current = 0
        if current > LATEST_VERSION:
            raise SchemaTooNew(
                f"database schema {current} is newer than this code ({LATEST_VERSION})")
        while current < LATEST_VERSION:
            async with conn.transaction():
                for statement in postgres_statements(MIGRATIONS[current]):
                    await conn.execute(statement)
                await conn.execute("UPDATE grove_schema SET version = $1", current + 1)
            current += 1
            applied.append(current)
    finally:
        await conn.execute("SELECT pg_advisory_unlock($1)", MIGRATE_LOCK)
    return applied


class PostgresBackend:
    """A PostgreSQL database behind a ``Store``. Open with ``await PostgresBackend.open(url)``."""

    #: which SQL the areas' per-dialect statements are chosen for.
    dialect = "postgresql"

    def __init__(self, url: str, writer: asyncpg.Connection, pool: asyncpg.Pool) -> None:
        self.url = url
        self._writer = writer
        self._pool = pool
        self._lock = asyncio.Lock()
        #: the connection that holds this process's advisory locks (opened on first use).
        self._locks: asyncpg.Connection | None = None
        self._held: set[int] = set()
        #: no file to watch: a database server.
        self.watch: FileWatch | None = None
        #: SQL statements run so far in units and writes (BEGIN and COMMIT not counted).
        self.statements = 0

    # -- lifecycle ---------------------------------------------------------------------------

    @classmethod
    async def open(cls, url: str, *, readers: int = READERS) -> PostgresBackend:
        """Connect to the database at ``url`` and migrate it to the latest schema."""
        writer = await asyncpg.connect(url)
        try:
            await migrate_postgres(writer)
            pool = await asyncpg.create_pool(url, min_size=1, max_size=readers)
        except BaseException:
            await writer.close()
            raise
        assert pool is not None
        return cls(url, writer, pool)

    async def close(self) -> None:
        """Close every connection (waits for a running unit; advisory locks go with them)."""
        async with self._lock:
            await self._pool.close()
            await self._writer.close()
            if self._locks is not None:
                await self._locks.close()
                self._locks = None
                self._held.clear()

    async def _connection(self) -> asyncpg.Connection:
        """The units' connection, opened again if the server dropped it (the caller holds
        the lock)."""
        if self._writer.is_closed():
            self._writer = await asyncpg.connect(self.url)
        return self._writer

    # -- the unit of work and reads ----------------------------------------------------------

    @asynccontextmanager
    async def unit(self) -> AsyncIterator[Handle]:
        """One write transaction: commit on success, roll back on any exception."""
        async with self._lock:
            conn = await self._connection()
            tr = conn.transaction()
            await tr.start()
            try:
                yield PostgresHandle(conn, self)
            except BaseException:
                await self._roll_back(conn, tr)
                raise
            try:
                await tr.commit()
            except BaseException:
                # Cancelled or cut off mid-commit: whether it committed is the server's to
                # say; this connection is never built on again.
                conn.terminate()
                raise

    @staticmethod
    async def _roll_back(conn: asyncpg.Connection, tr: Any) -> None:
        """Roll a failed unit back; a connection that cannot (cancelled mid-statement, cut
        off) is dropped instead, which rolls it back on the server, and reopened next time."""
        if conn.is_closed():
            return
        try:
            await tr.rollback()
        except BaseException:
            conn.terminate()
            raise

    async def transaction(self, body: Callable[[Handle], Awaitable[T]]) -> T:
        """``body(handle)`` as one unit of work (its statements go one by one: asyncpg has
        no thread to run them on together). A unit the server broke off to end a deadlock
        with another process's is run again from the start (the body only states what to
        write, so running it twice writes it once), a few times at most."""
        for attempt in range(RETRIES):
            try:
                async with self.unit() as tx:
                    return await body(tx)
            except asyncpg.DeadlockDetectedError:
                if attempt == RETRIES - 1:
                    raise
                log.warning("a unit met a deadlock with another process; running it again")
                # Let the other one finish first, or the two may cross again at once.
                await asyncio.sleep(random.uniform(0.02, 0.1) * (attempt + 1))
        raise AssertionError("unreachable")

    async def write(self, sql: str, params: Params = ()) -> Written:
        """One writing statement, committed alone."""
        async with self._lock:
            conn = await self._connection()
            return await PostgresHandle(conn, self).execute(sql, params)

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """A read outside any unit, on a pooled connection: committed rows only."""
        try:
            return list(await self._pool.fetch(to_postgres(sql), *_args(params)))
        except asyncpg.IntegrityConstraintViolationError as exc:
            raise ConstraintBroken(str(exc)) from exc

    # -- locks -------------------------------------------------------------------------------

    async def try_advisory_lock(self, key: int) -> bool:
        """Take the session advisory lock ``key`` (a signed 64-bit number) without waiting;
        False if another session holds it. Held on a connection of its own until ``close``
        (or until the process dies: the server then drops the connection and the lock)."""
        if key in self._held:
            return True
        if self._locks is None or self._locks.is_closed():
            self._locks = await asyncpg.connect(self.url)
            self._held.clear()
        taken = bool(await self._locks.fetchval("SELECT pg_try_advisory_lock($1)", key))
        if taken:
            self._held.add(key)
        return taken

    async def claim_shards(self, shard_ids: Sequence[int], count: int, *,
                           change_count: bool = False) -> None:
        """Own these shards: one advisory lock per shard, then the stored count (see
        ``shards.claim_shards_advisory``); several processes share the database this way."""
        await claim_shards_advisory(self, shard_ids, count, change_count=change_count)

    async def lock_process(self) -> None:
        """Take the lock of "one Grove bot on this database", or raise ``DatabaseInUse``
        with one line for the operator."""
        if not await self.try_advisory_lock(PROCESS_LOCK):
            raise DatabaseInUse(
                "another Grove process is already running on this PostgreSQL database "
                "(it holds Grove's advisory lock): stop it first, or set GROVE_DB to another "
                "database.")

    # -- no file -----------------------------------------------------------------------------

    async def watch_file(self, interval: float = 0.0) -> None:
        """Nothing to watch on a database server: returns at once."""
        return None

    def rescue(self) -> asyncio.Task[str | None] | None:
        """Nothing to rescue on a database server."""
        return None
