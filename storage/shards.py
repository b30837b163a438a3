"""Shards in the database: which process owns which servers' work, and the claim on it.

A bot process runs some of the Discord shards (``tables/shards.py``). It owns the tables of
its shards' servers, ``(guild_id >> 22) % count`` (a table with no server counts as server
0, shard 0: Discord sends direct messages to shard 0), and the direct-message work of its
shards' users, ``(user_id >> 22) % count``. The queries that hand out work on its own (the
outbox sweep, notices, due deadlines, automatic seats, lobby expiry, boards, the digest,
daily results, rematch windows) take the process's ``Owned`` and add ``owned_filter`` to
their WHERE: the expression is the same in SQLite and PostgreSQL.

The claim (``Backend.claim_shards``): the shard count is stored once (a ``meta`` row, so no
migration) and a process started with another count is refused (``ShardCountChanged``); a
second process for a shard already running is refused (``ShardsInUse``). SQLite serves one
process (its file lock, ``guard.lock_database``), which must then own every shard;
PostgreSQL takes one advisory lock per shard (``claim_shards_advisory``), held by the
connection until it closes or the process dies.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable, Sequence
from typing import Protocol, TypeVar

from .area import Area
from .backend import Handle
from .errors import ShardCountChanged, ShardsInUse

#: the ``meta`` key holding the shard count every process of this database must use
SHARD_COUNT_KEY = "shard_count"
#: advisory lock keys of shards: "GROV" in the high half, so they meet no other lock
LOCK_BASE = 0x47524F56 << 32
T = TypeVar("T")


class Owned(Protocol):
    """What a query needs of a process's shards: the ids it runs and the shard count."""

    @property
    def ids(self) -> frozenset[int]:
        """The shard ids this process owns."""
        ...

    @property
    def count(self) -> int:
        """How many shards there are in all."""
        ...


def owned_filter(column: str, shards: Owned | None) -> tuple[str, tuple[int, ...]]:
    """`` AND <shard of column> IN (...)`` and its parameters, or nothing when ``shards``
    is None or owns every shard. ``column`` is a server or user id column of our own SQL."""
    if shards is None or set(range(shards.count)) <= shards.ids:
        return "", ()
    ids = sorted(shards.ids)
    marks = ", ".join("?" * len(ids))
    # COALESCE: a table with no server (NULL) belongs to shard 0 with direct messages.
    return (f" AND ((COALESCE({column}, 0) >> 22) % ?) IN ({marks})",
            (shards.count, *ids))


def check_range(shard_ids: Sequence[int], count: int) -> None:
    """Raise ``ValueError`` unless ``shard_ids`` are distinct shards of ``count``."""
    if count < 1:
        raise ValueError(f"a shard count is at least 1, not {count}")
    if not shard_ids or len(set(shard_ids)) != len(shard_ids):
        raise ValueError(f"shard ids must be distinct and at least one: {list(shard_ids)}")
    if any(not 0 <= i < count for i in shard_ids):
        raise ValueError(f"shard ids {list(shard_ids)} are not all below the count {count}")


async def stored_count(tx: Handle) -> int | None:
    """The stored shard count, or None before the first claim."""
    row = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (SHARD_COUNT_KEY,))
    return None if row is None else int(row["value"])


async def claim_count(tx: Handle, count: int, *, change: bool = False) -> None:
    """Store the shard count if none is stored (``change``: whatever is stored), inside the
    caller's unit; raise ``ShardCountChanged`` when another is stored. Two first starts at
    once: the key is unique, so one insert wins and the other reads the winner's count."""
    await tx.execute("INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO "
                     + ("UPDATE SET value = excluded.value" if change else "NOTHING"),
                     (SHARD_COUNT_KEY, str(count)))
    row = await tx.fetchone("SELECT value FROM meta WHERE key = ?", (SHARD_COUNT_KEY,))
    stored = None if row is None else str(row["value"])
    if stored != str(count):
        raise ShardCountChanged(stored, count)


class Transacting(Protocol):
    """A backend's unit of work (``Backend.transaction``)."""

    async def transaction(self, body: Callable[[Handle], Awaitable[T]]) -> T:
        """``body(handle)`` as one unit of work."""
        ...


class AdvisoryBackend(Transacting, Protocol):
    """A backend with session advisory locks (the PostgreSQL one)."""

    async def try_advisory_lock(self, key: int) -> bool:
        """Take the lock ``key`` for as long as the backend stays open; False if another
        session holds it."""
        ...


def lock_key(shard_id: int) -> int:
    """The advisory lock key of a shard (the same whatever the count: counts never mix,
    the stored count sees to that)."""
    return LOCK_BASE + shard_id


async def claim_shards_advisory(backend: AdvisoryBackend, shard_ids: Sequence[int],
                                count: int, *, change_count: bool = False) -> None:
    """``Backend.claim_shards`` for a database server: one advisory lock per shard, then
    the count. A process that dies drops its locks with its connection, so a restart after
    ``kill -9`` claims again at once. A refusal leaves the locks taken so far held until
    the backend closes (the refused process exits).

    ``change_count`` (``bot.py shards N``, nothing else running): every shard of the stored
    count and of ``count`` must be free; then ``count`` replaces the stored one.
    """
    check_range(shard_ids, count)
    wanted = set(shard_ids)

    async def old(tx: Handle) -> int | None:
        return await stored_count(tx)

    stored = await backend.transaction(old)
    if not change_count and stored is not None and stored != count:
        # Said first: "another count" explains a refusal better than the locks it meets.
        raise ShardCountChanged(str(stored), count)
    if change_count:
        wanted |= set(range(max(count, stored or 0)))
    taken = [i for i in sorted(wanted) if await backend.try_advisory_lock(lock_key(i))]
    if len(taken) != len(wanted):
        raise ShardsInUse(sorted(wanted - set(taken)), count)

    async def store(tx: Handle) -> None:
        await claim_count(tx, count, change=change_count)

    await backend.transaction(store)


async def claim_shards_single(backend: Transacting, shard_ids: Sequence[int], count: int, *,
                              change_count: bool = False) -> None:
    """``Backend.claim_shards`` for a file database one process holds (``lock_database``):
    that process must own every shard, then the count is checked and stored (replaced,
    with ``change_count``: the file lock already says no other process runs)."""
    check_range(shard_ids, count)
    missing = sorted(set(range(count)) - set(shard_ids))
    if missing:
        raise ShardsInUse(missing, count, single=True)

    async def store(tx: Handle) -> None:
        await claim_count(tx, count, change=change_count)

    await backend.transaction(store)


class Shards(Area):
    """The ``Store`` methods on shard ownership."""

    async def owned_tables(self, table_ids: Sequence[int], shards: Owned | None) -> list[int]:
        """Those of ``table_ids`` whose server is one of ``shards``' (all with None), in
        id order: work found outside the tables (a ``meta`` row) filtered by owner."""
        if not table_ids:
            return []
        owned, args = owned_filter("guild_id", shards)
        if not owned:
            return sorted(set(table_ids))
        ids = sorted(set(table_ids))
        rows = await self._fetchall(
            f"SELECT id FROM tables WHERE id IN ({', '.join('?' * len(ids))}){owned} "
            "ORDER BY id", (*ids, *args))
        return [int(r["id"]) for r in rows]
