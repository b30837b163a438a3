"""The seam between storage's areas and a database engine: what a backend must offer.

The areas (``tables_seats``, ``movelog``, ...) never touch a driver: they read with
``Backend.fetchall`` and write inside ``Backend.unit()``, a unit of work that hands them a
``Handle`` for the statements of one transaction. ``connection.SqliteBackend`` (aiosqlite) is
the default; ``postgres.PostgresBackend`` (asyncpg, for several processes) is the second,
chosen by ``Store.open`` when ``GROVE_DB`` is a ``postgresql://`` URL. ``Store`` and its
callers do not change.

What a backend takes care of, beyond these methods:

* placeholders: the areas write SQLite's ``?``; PostgreSQL's backend rewrites them
  (``$1, $2, ...``) with the rest of the mechanical differences (``dialect.to_postgres``);
* dialect: where a statement means something else in the other dialect (SQLite's JSON
  functions, ``group_concat``), the area keeps one statement per dialect side by side and
  picks by ``Backend.dialect`` (``Area._dialect``);
* isolation: ``unit()`` must give the guarantees of SQLite's ``BEGIN IMMEDIATE`` here: the
  compare-and-swap on a table's version must see committed rows and never lose an update
  (``SERIALIZABLE``, or ``SELECT ... FOR UPDATE`` on the table row);
* rows: what ``fetchall`` returns must answer ``row["column"]`` and ``row[0]``;
* constraints: a broken unique or primary key raises ``sqlite3.IntegrityError`` (the areas
  and their callers rely on it: a second seat, a second daily game, a second result);
  PostgreSQL's backend raises ``errors.ConstraintBroken``, which is one.

One trip per transaction: a ``Handle`` only takes whole statements and answers with plain
values (rows as a list, a ``Written`` count), never a cursor kept open between two awaits.
So a unit's statements run together on the database's own thread (``transaction``: the
body runs there as one function) without changing what the areas say.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Iterable, Sequence
from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass
from typing import Any, Protocol, TypeVar

from .guard import FileWatch

#: the parameters of one statement, in placeholder order.
Params = Sequence[Any]
T = TypeVar("T")


class Row(Protocol):
    """One result row: by column name (``row["id"]``) or position (``row[0]``)."""

    def __getitem__(self, key: str | int, /) -> Any: ...


@dataclass(frozen=True)
class Written:
    """What a writing statement did: rows changed, and the id of the row it inserted."""

    rowcount: int
    lastrowid: int | None = None


class Handle(Protocol):
    """The statements of one unit of work, all inside its single transaction."""

    async def execute(self, sql: str, params: Params = ()) -> Written:
        """Run one writing statement."""
        ...

    async def executemany(self, sql: str, rows: Iterable[Params]) -> None:
        """Run one statement once per parameter row."""
        ...

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """Run one statement and return all its rows (``... RETURNING`` too)."""
        ...

    async def fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a statement, or None."""
        ...


class Backend(Protocol):
    """A database the areas can use: reads, units of work, and its own lifecycle.

    Errors: a backend raises storage's own errors (``storage.errors``), never a caller's;
    ``DatabaseGone`` once its database is no longer the one it opened.
    """

    #: the watch on the database file; None where there is no file to watch (in memory,
    #: a database server).
    watch: FileWatch | None
    #: which SQL it speaks, ``"sqlite"`` or ``"postgresql"``: an area whose statement means
    #: something else in the other dialect keeps one of each and picks by this.
    dialect: str

    def unit(self) -> AbstractAsyncContextManager[Handle]:
        """One write transaction: everything done with the handle commits together when the
        block ends, or is rolled back if it raises. Units never interleave."""
        ...

    async def transaction(self, body: Callable[[Handle], Awaitable[T]]) -> T:
        """``body(handle)`` as one unit of work, in one trip to the database where the engine
        allows it; ``body`` awaits only the handle's methods. A backend without a thread of
        its own may simply run ``async with self.unit() as tx: return await body(tx)``."""
        ...

    async def write(self, sql: str, params: Params = ()) -> Written:
        """One writing statement as a unit of its own (committed alone, or not at all)."""
        ...

    async def fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """A read outside any unit (it sees only committed rows)."""
        ...

    async def close(self) -> None:
        """Close the database (waits for a running unit to finish)."""
        ...

    async def watch_file(self, interval: float) -> None:
        """Look at the database file every ``interval`` seconds until closed (returns at
        once where ``watch`` is None)."""
        ...

    async def claim_shards(self, shard_ids: Sequence[int], count: int, *,
                           change_count: bool = False) -> None:
        """Own these shards of ``count`` for as long as the backend stays open, or raise
        ``ShardsInUse`` (another process runs one of them) or ``ShardCountChanged`` (the
        database was set up for another count; ``change_count`` replaces it, while no other
        process runs). See ``shards``."""
        ...

    def rescue(self) -> asyncio.Task[str | None] | None:
        """Once the database file is lost, copy what is still reachable beside it; the
        task gives the copy's path. None while healthy or where nothing can be copied."""
        ...
