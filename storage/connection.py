"""The one owner of the SQLite connection and its transactions (the default ``Backend``).

``SqliteBackend`` opens the aiosqlite connection (WAL, ``synchronous=NORMAL``, foreign keys,
a busy timeout), migrates the schema, watches the file (``guard``) and runs every write as a
unit of work: ``async with backend.unit() as tx`` is one ``BEGIN IMMEDIATE`` transaction,
committed when the block ends and rolled back if it raises. ``backend.transaction(body)`` is
the same unit in one trip: aiosqlite runs each call on the database's own thread, and here the
whole transaction (BEGIN, the body's statements, COMMIT) is one such call, so an action costs
one hop to that thread and back instead of one per statement. Reads outside a unit see only
committed rows. Nothing else in storage holds the connection.

``statements`` counts every SQL statement run on the connection (from SQLite's own trace),
for the benchmark and for the tests that bound how many an action may cost.

Every unit and every read first checks that the file at the path is still the one opened:
once it was deleted or replaced, everything raises ``DatabaseGone`` and what the connection
still holds is copied out beside it (``rescue``).
"""

from __future__ import annotations

import asyncio
import logging
import sqlite3
from collections.abc import AsyncIterator, Awaitable, Callable, Coroutine, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import aiosqlite

from .backend import Handle, Params, Row, Written
from .errors import DatabaseGone
from .guard import WATCH_INTERVAL, FileWatch, rescue_copy, rescue_path
from .migrations import migrate
from .shards import claim_shards_single

log = logging.getLogger(__name__)
T = TypeVar("T")

DEFAULT_BUSY_TIMEOUT_MS = 5000


class _NoSecrets(logging.Filter):
    """Drops aiosqlite's debug records of statements on the daily secret: aiosqlite logs
    every statement with its parameters, and the secret must never reach a log."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "daily_secret" not in record.getMessage()


logging.getLogger("aiosqlite").addFilter(_NoSecrets())


def _watch_for(path: str) -> FileWatch | None:
    """A watch on the database file; none for in-memory databases and URIs."""
    if path == ":memory:" or path.startswith("file:"):
        return None
    return FileWatch(path)


async def _enable_wal(conn: aiosqlite.Connection, timeout_s: float) -> str:
    """Switch to WAL and return the journal mode now in force.

    Switching needs an exclusive lock, and when several connections open a fresh file at once
    SQLite reports the lock conflict at once instead of calling the busy handler, so retry
    here until the busy timeout.
    """
    loop = asyncio.get_running_loop()
    deadline = loop.time() + timeout_s
    delay = 0.002
    while True:
        try:
            async with conn.execute("PRAGMA journal_mode = WAL") as cur:
                row = await cur.fetchone()
            return str(row[0]).lower() if row else ""
        except sqlite3.OperationalError as exc:
            code = getattr(exc, "sqlite_errorcode", None)
            busy = code in (sqlite3.SQLITE_BUSY, sqlite3.SQLITE_LOCKED)
            if not busy or loop.time() >= deadline:
                raise
            await asyncio.sleep(delay)
            delay = min(delay * 2, 0.05)


class SqliteHandle:
    """The ``Handle`` of one SQLite unit of work: statements on the unit's connection.

    Cursors are closed before each method returns (only plain values leave), so nothing of
    the driver escapes the unit.
    """

    def __init__(self, conn: aiosqlite.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> Written:
        """Run one writing statement; how many rows it changed and the row it inserted."""
        async with self._conn.execute(sql, params) as cur:
            return Written(cur.rowcount, cur.lastrowid)

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement once per parameter row."""
        async with self._conn.executemany(sql, rows):
            pass

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of one statement (``... RETURNING`` too)."""
        return list(await self._conn.execute_fetchall(sql, params))

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of one statement, or None."""
        async with self._conn.execute(sql, params) as cur:
            row: Row | None = await cur.fetchone()
            return row


class DirectHandle:
    """The ``Handle`` of a one-trip unit: statements run at once on the database's thread.

    Its methods are coroutines only to share the ``Handle`` shape with the areas; none of
    them ever suspends, so a unit's body built on them runs to its end in one ``send``.
    """

    def __init__(self, conn: sqlite3.Connection) -> None:
        self._conn = conn

    async def execute(self, sql: str, params: Params = ()) -> Written:
        """Run one writing statement; how many rows it changed and the row it inserted."""
        cur = self._conn.execute(sql, params)
        try:
            return Written(cur.rowcount, cur.lastrowid)
        finally:
            cur.close()

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement once per parameter row (nothing at all for no rows)."""
        rows = list(rows)
        if rows:
            self._conn.executemany(sql, rows).close()

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """All rows of one statement (``... RETURNING`` too)."""
        cur = self._conn.execute(sql, params)
        try:
            return list(cur.fetchall())
        finally:
            cur.close()

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of one statement, or None."""
        cur = self._conn.execute(sql, params)
        try:
            row: Row | None = cur.fetchone()
            return row
        finally:
            cur.close()


def run_through(work: Coroutine[Any, Any, T]) -> T:
    """Run a coroutine that never suspends (a unit's body on a ``DirectHandle``) to its
    end, here and now; one that tries to wait on anything is a bug and is stopped."""
    try:
        work.send(None)
    except StopIteration as done:
        return done.value  # type: ignore[no-any-return]
    work.close()
    raise RuntimeError("a one-trip unit may only await its handle's statements")


class SqliteBackend:
    """The SQLite database behind a ``Store``. Open with ``await SqliteBackend.open(path)``."""

    #: which SQL the areas' per-dialect statements are chosen for.
    dialect = "sqlite"

    def __init__(self, conn: aiosqlite.Connection, watch: FileWatch | None = None) -> None:
        self._conn = conn
        #: the watch on the database file (None for an in-memory database).
        self.watch = watch
        #: the copy of a lost database file, once it is being (or has been) made.
        self._rescue: asyncio.Task[str | None] | None = None
        # One connection, one transaction at a time: coroutines sharing this backend must not
        # interleave statements inside each other's transaction (or read its uncommitted rows).
        self._lock = asyncio.Lock()
        #: SQL statements run so far (BEGIN and COMMIT included), read by benchmarks and tests.
        self.statements = 0
        #: when a list, every statement's text is appended too (a test's failure message).
        self.trace: list[str] | None = None

    def _count(self, sql: str) -> None:
        # SQLite's trace callback, on the database's thread; an int add is atomic under the GIL.
        self.statements += 1
        if self.trace is not None:
            self.trace.append(sql)

    # -- lifecycle ---------------------------------------------------------------------------

    @classmethod
    async def open(cls, path: str, *,
                   busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS) -> SqliteBackend:
        """Open (creating if needed) the database at ``path`` and migrate it to the latest
        schema. WAL mode, ``synchronous=NORMAL`` (a committed transaction survives a process
        crash), foreign keys on, ``busy_timeout`` so concurrent writers wait instead of failing.
        """
        # isolation_level=None: we issue BEGIN/COMMIT ourselves; the sqlite3 module's implicit
        # transactions would otherwise start deferred transactions we do not control.
        conn = await aiosqlite.connect(path, isolation_level=None, timeout=busy_timeout_ms / 1000)
        try:
            conn.row_factory = sqlite3.Row
            await conn.execute(f"PRAGMA busy_timeout = {int(busy_timeout_ms)}")
            mode = await _enable_wal(conn, busy_timeout_ms / 1000)
            if mode not in ("wal", "memory"):  # ':memory:' databases cannot use WAL
                raise RuntimeError(f"could not enable WAL mode (got {mode!r})")
            await conn.execute("PRAGMA synchronous = NORMAL")
            await conn.execute("PRAGMA foreign_keys = ON")
            await migrate(conn)
        except BaseException:
            await conn.close()
            raise
        backend = cls(conn, _watch_for(path))
        await conn.set_trace_callback(backend._count)
        return backend

    async def close(self) -> None:
        """Close the connection (waits for a running transaction to finish)."""
        if self._rescue is not None:
            await self._rescue  # a lost file's rescue copy is worth the wait
        async with self._lock:
            if self.watch is not None:
                self.watch.stop()
            await self._conn.close()

    # -- the unit of work and reads ----------------------------------------------------------

    @asynccontextmanager
    async def unit(self) -> AsyncIterator[Handle]:
        """One write transaction: commit on success, roll back on any exception.

        IMMEDIATE takes the write lock up front, so the compare-and-swap never has to upgrade
        a read lock (which in WAL fails with SQLITE_BUSY_SNAPSHOT instead of waiting).
        """
        conn = self._conn
        async with self._lock:
            if conn.in_transaction:  # left open by a cancelled rollback; never build on it
                await conn.execute("ROLLBACK")
            self._guard()
            await conn.execute("BEGIN IMMEDIATE")
            try:
                yield SqliteHandle(conn)
                # Never commit into a file that is no longer the one at the path.
                self._guard()
                await conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise

    async def transaction(self, body: Callable[[Handle], Awaitable[T]]) -> T:
        """``body(handle)`` as one write transaction in one trip to the database's thread:
        BEGIN IMMEDIATE, the body's statements and COMMIT (or ROLLBACK if anything raises)
        run there as one function. The body may await only the handle's methods.

        What ``unit()`` guarantees holds here too: units never interleave (the same lock),
        and nothing is committed into a file that is no longer the one at the path. A caller
        cancelled meanwhile leaves the call to finish on the thread, committed or rolled
        back whole, before any other statement runs there.
        """
        watch = self.watch

        def run(conn: sqlite3.Connection) -> T:
            if conn.in_transaction:  # left open by a cancelled rollback; never build on it
                conn.execute("ROLLBACK")
            conn.execute("BEGIN IMMEDIATE")
            try:
                result = run_through(body(DirectHandle(conn)))  # type: ignore[arg-type]
                if watch is not None:
                    watch.check()  # never commit into a file no longer at the path
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            return result

        async with self._lock:
            self._guard()
            try:
                return await self.call(run)
            except DatabaseGone:
                self.rescue()
                raise

    async def write(self, sql: str, params: Params = ()) -> Written:
        """One writing statement as a transaction of its own (SQLite commits a statement
        outside BEGIN atomically): a unit of one statement, in one trip, without BEGIN and
        COMMIT around it."""
        async with self._lock:
            if self._conn.in_transaction:  # left open by a cancelled rollback
                await self._conn.execute("ROLLBACK")
            self._guard()
            return await SqliteHandle(self._conn).execute(sql, params)

    async def claim_shards(self, shard_ids: Sequence[int], count: int, *,
                           change_count: bool = False) -> None:
        """Own the shards: one process holds the file (``guard.lock_database``), so it must
        run every shard; the count is checked and stored (see ``shards``)."""
        await claim_shards_single(self, shard_ids, count, change_count=change_count)

    async def call(self, fn: Callable[[sqlite3.Connection], T]) -> T:
        """Run ``fn(connection)`` on the database's thread, in aiosqlite's queue: the one
        place that reaches past aiosqlite's statement API (it has no public way to run a
        function there). The caller holds the lock."""
        conn = self._conn
        return await conn._execute(lambda: fn(conn._conn))  # noqa: SLF001

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """A read outside any unit: waits for a running unit, so it sees only commits."""
        self._guard()
        async with self._lock:
            return list(await self._conn.execute_fetchall(sql, params))

    # -- the file guard ----------------------------------------------------------------------

    def _guard(self) -> None:
        """Raise ``DatabaseGone`` once the database file was deleted or replaced."""
        if self.watch is not None:
            try:
                self.watch.check()
            except DatabaseGone:
                self.rescue()
                raise

    async def watch_file(self, interval: float = WATCH_INTERVAL) -> None:
        """Look at the database file every ``interval`` seconds (every statement looks too),
        so a lost file is logged and rescued even while nobody plays. Runs until closed."""
        if self.watch is not None:
            await self.watch.run(interval, on_gone=self.rescue)

    def rescue(self) -> asyncio.Task[str | None] | None:
        """Once the file is lost: copy what this connection still holds (everything saved so
        far) to ``<db>.rescued-<time>`` in the background, and log where. Returns the task
        (the same one every time), or None for a healthy or in-memory database."""
        if self.watch is None or self.watch.gone is None:
            return None
        if self._rescue is None:
            self._rescue = asyncio.get_running_loop().create_task(self._copy_out())
        return self._rescue

    async def _copy_out(self) -> str | None:
        assert self.watch is not None
        path = rescue_path(self.watch.path)
        try:
            async with self._lock:
                if self._conn.in_transaction:
                    await self._conn.execute("ROLLBACK")
                await rescue_copy(self._conn, path)
        except Exception:
            log.exception("could not copy the lost database to %s", path)
            return None
        log.error("everything saved until the database file was lost is in %s: stop the bot, "
                  "put that file at %s (remove any -wal and -shm files there), start the bot",
                  path, self.watch.path)
        return path
