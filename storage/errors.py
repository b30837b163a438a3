"""Storage's own errors: what the database layer refuses or cannot do.

Storage imports nothing of ours outside ``storage/``, so these are plain exceptions, not
the game-facing refusal family in ``rules.errors``. ``tables/`` translates the ones a player
can meet (a missing table, an outdated version, a lost database file) into that family at
its boundary (``tables/storage_errors.py``); the rest stay storage errors.
"""

from __future__ import annotations

import sqlite3


class StorageError(Exception):
    """Base class of errors raised by storage itself (not game refusals)."""


class CorruptRow(StorageError):
    """A stored row cannot be decoded (bad JSON, bad seed); carries the table id."""

    def __init__(self, table_id: int, detail: str) -> None:
        self.table_id = table_id
        self.detail = detail
        super().__init__(f"table {table_id}: corrupt row ({detail})")


class AlreadyFired(StorageError):
    """A deadline was fired already (by another tick or process): its effect is not repeated."""


class TableMissing(StorageError):
    """There is no table with this id (it never existed, or was deleted)."""

    def __init__(self, table_id: int) -> None:
        self.table_id = table_id
        super().__init__(f"there is no table {table_id}")


class VersionConflict(StorageError):
    """The table's version is no longer the one the change was computed from: another
    action was saved in between, so this one is refused and nothing is written."""

    def __init__(self, table_id: int, expected: int, current: int) -> None:
        self.table_id = table_id
        self.expected = expected
        self.current = current
        super().__init__(f"table {table_id} is at version {current}, not {expected}")


class DatabaseGone(StorageError):
    """The database file was deleted or replaced under the running bot; nothing is saved.

    The path and what happened are for the log only (``str`` of the error), never for
    players: ``tables/`` answers every action with one sentence (code ``DB_GONE``).
    """

    def __init__(self, path: str, what: str) -> None:
        self.path = path
        self.what = what
        super().__init__(path, what)

    def __str__(self) -> str:
        return f"database file {self.path} {self.what}"


class DatabaseInUse(StorageError):
    """Another process holds the database's lock; the message is one line for the operator."""


class ShardsInUse(StorageError):
    """Another process runs some of these shards (or, on a database one process holds, this
    process does not run them all); the message is one line for the operator."""

    def __init__(self, shard_ids: list[int], count: int, *, single: bool = False) -> None:
        self.shard_ids = shard_ids
        self.count = count
        self.single = single
        super().__init__(shard_ids, count, single)

    def __str__(self) -> str:
        shown = ", ".join(map(str, self.shard_ids))
        if self.single:
            return (f"this database serves one process, which must run every shard: shards "
                    f"{shown} of {self.count} would have no process (set GROVE_SHARDS to "
                    f"0-{self.count - 1}/{self.count}, or leave it unset; several processes "
                    f"need PostgreSQL)")
        return (f"shards {shown} of {self.count} are already run by another Grove process on "
                f"this database: stop it first, or set GROVE_SHARDS to other shards")


class ShardCountChanged(StorageError):
    """The database was set up for another shard count; the message is one line."""

    def __init__(self, stored: str | None, count: int) -> None:
        self.stored = stored
        self.count = count
        super().__init__(stored, count)

    def __str__(self) -> str:
        return (f"this database runs with {self.stored} shard(s), not {self.count}: start "
                f"every process with the count {self.stored}, or stop them all and change it "
                f"with `python bot.py shards {self.count}`")


class ConstraintBroken(StorageError, sqlite3.IntegrityError):
    """A statement broke a unique or primary key, or a refusing trigger (the append-only
    move log). Raised by the PostgreSQL backend; it is also an ``sqlite3.IntegrityError``,
    which SQLite raises for the same, so callers catch ``sqlite3.IntegrityError`` and meet
    both (a second seat, a second daily game, a second result)."""
