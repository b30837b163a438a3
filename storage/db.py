"""``Store``: the one object the rest of Grove uses to reach the database.

``Store`` only composes; the work is in the areas, one module per kind of row:

* ``tables_seats``: tables from lobby to end, seats, who must act, a user's tables;
* ``movelog``: the append-only move log and the one write of a move;
* ``results``: finished tables' results, and the standings kept from them (stats, ratings);
* ``outbox``: versions saved but not yet posted, and notices waiting for delivery;
* ``deadlines``: clocks, reminders and automatic seats;
* ``settings``: bot metadata, user and server settings;
* ``daily``: the daily deal;
* ``digests``: the daily digest by direct message.
* ``records``: finished tables read back from game records.
* ``boards``: the channels' live boards and their last calls.

Each area writes through one unit of work (``Store.unit()``: one transaction) on the
backend (``connection.SqliteBackend`` by default; ``backend.Backend`` is the seam for
another). Storage raises its own errors (``errors``); the store's user may have them
translated into its own family (``translate_errors``), as ``tables/`` does.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence

from .area import Translate
from .backend import Backend
from .boards import Boards
from .codec import dumps
from .connection import DEFAULT_BUSY_TIMEOUT_MS, SqliteBackend
from .daily import DailyDeal
from .deadlines import Deadlines
from .digests import Digests
from .errors import StorageError
from .guard import WATCH_INTERVAL, FileWatch
from .movelog import MoveLog
from .outbox import Outbox
from .postgres import PostgresBackend, is_postgres_url
from .records import Records
from .results import Rater, Results
from .settings import Settings
from .shards import Shards
from .tables_seats import TablesAndSeats

log = logging.getLogger(__name__)

# ``dumps`` has always been importable from here (tables/repair.py uses it).
__all__ = ["DEFAULT_BUSY_TIMEOUT_MS", "Store", "dumps"]


class Store(TablesAndSeats, MoveLog, Results, Outbox, Deadlines, Settings, DailyDeal,
            Digests, Records, Boards, Shards):
    """Async access to the Grove database. Open with ``await Store.open(path)``."""

    def __init__(self, db: Backend) -> None:
        #: the backend every area reads and writes through.
        self.db = db
        self._translate = None
        self._rater = None

    @classmethod
    async def open(cls, path: str, *, busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS,
                   rater: Rater | None = None) -> Store:
        """Open (creating if needed) the database ``path`` names and migrate it to the
        latest schema: a ``postgresql://`` URL is a PostgreSQL database (``PostgresBackend``),
        anything else the path of an SQLite file (``SqliteBackend.open``). With ``rater``,
        install it (``rate_results``) and, where a migration or a result written without one
        marked the standings for a replay, rebuild them from every result now, in one unit."""
        store: Store
        if is_postgres_url(path):
            store = cls(await PostgresBackend.open(path))
            # Several processes may share this database: nobody else's change is cached.
            store.cache_settings = False
        else:
            store = cls(await SqliteBackend.open(path, busy_timeout_ms=busy_timeout_ms))
        if rater is not None:
            store.rate_results(rater)
            try:
                if await store.replay_due():
                    await store.replay_standings()
            except StorageError:
                await store.close()
                raise
            except Exception:
                # A fault in the rating code must not keep the bot from starting: the mark
                # stays, and the next open replays again.
                log.exception("the standings could not be rebuilt from the results")
            except BaseException:
                await store.close()
                raise
        return store

    async def claim_shards(self, shard_ids: Sequence[int], count: int, *,
                           change_count: bool = False) -> None:
        """Own these shards of ``count`` while the store is open, or raise ``ShardsInUse``
        or ``ShardCountChanged`` (storage/shards.py)."""
        await self.db.claim_shards(shard_ids, count, change_count=change_count)

    async def close(self) -> None:
        """Close the database (waits for a running transaction to finish)."""
        await self.db.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    def translate_errors(self, translate: Translate | None) -> None:
        """From now on, pass every storage error through ``translate``: the error it returns
        is raised instead (chained to the original); None keeps the storage error. Installed
        once by the store's user (``tables/``), so storage need not know its error family."""
        self._translate = translate

    # -- the database file (SQLite only; see ``guard``) --------------------------------------

    @property
    def watch(self) -> FileWatch | None:
        """The watch on the database file, None where there is no file to watch."""
        return self.db.watch

    async def watch_file(self, interval: float = WATCH_INTERVAL) -> None:
        """Look at the database file every ``interval`` seconds (every statement looks too),
        so a lost file is logged and rescued even while nobody plays. Runs until closed."""
        await self.db.watch_file(interval)

    def rescue(self) -> asyncio.Task[str | None] | None:
        """Once the file is lost, the task copying what is left beside it (its result is the
        copy's path); None while healthy or in memory."""
        return self.db.rescue()
