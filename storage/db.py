"""The SQLite store: tables, seats, the append-only move log and bot metadata.

Every change is one ``BEGIN IMMEDIATE`` transaction. Changes to a table are guarded by a
version compare-and-swap (``UPDATE ... WHERE id = ? AND version = ?``): when no row changes,
the transaction is rolled back and ``StaleVersion`` is raised, so of two clicks computed from
the same version exactly one is saved, even across processes.

Every statement first checks that the file at the path is still the one opened (see
``guard``): once it was deleted or replaced, everything raises ``DatabaseGone`` and what the
connection still holds is copied out beside it.

Refusals: a missing table raises ``NoTable``, an outdated ``expected_version`` raises
``StaleVersion``. A current version with an impossible request (joining a running table,
acting for an unknown seat) is a bug in the caller and raises ``ValueError``.
"""

from __future__ import annotations

import asyncio
import dataclasses
import json
import logging
import secrets
import sqlite3
from collections.abc import AsyncIterator, Iterable, Sequence
from contextlib import asynccontextmanager
from typing import Any, TypeVar

import aiosqlite

from rules.errors import NoTable, StaleVersion

from .guard import WATCH_INTERVAL, DatabaseGone, FileWatch, rescue_copy, rescue_path
from .migrations import migrate
from .models import (
    FINAL_STATUSES,
    STATUSES,
    AlreadyFired,
    CorruptRow,
    DeadlineRow,
    GuildSettings,
    MineRow,
    MoveRow,
    NoticeRow,
    ResultRow,
    ResultSeat,
    Schedule,
    SeatRow,
    TablePlay,
    TableRow,
    UserSettings,
)

log = logging.getLogger(__name__)

_S = TypeVar("_S", UserSettings, GuildSettings)

_NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
_SEED_LIMIT = 1 << 64
# A started table plays in its thread, or in its channel when it has none (and is not still
# waiting for the outbox to open one).
_IN_THREAD = (
    "t.status != 'lobby' AND t.state IS NOT NULL AND (t.thread_id = ? OR "
    "(t.thread_id IS NULL AND t.thread_pending = 0 AND t.channel_id = ?))"
)
_TABLE_COLUMNS = (
    "t.id, t.game, t.guild_id, t.channel_id, t.thread_id, t.lobby_message_id, t.creator_id, "
    "t.status, t.options, t.seed, t.state, t.version, t.result, t.created_at, t.updated_at, "
    "t.announced_version, t.turn_message_id, t.thread_pending, t.turn_number, t.turn_since"
)

DEFAULT_BUSY_TIMEOUT_MS = 5000


def dumps(value: Any) -> str:
    """Canonical JSON text: compact, sorted keys, no NaN (which is not JSON)."""
    return json.dumps(
        value, separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=False
    )


def _loads(table_id: int, column: str, text: str | None, kind: type | None) -> Any:
    """Decode one JSON column; ``kind`` is the expected top-level type (None: NULL allowed)."""
    if text is None:
        if kind is None:
            return None
        raise CorruptRow(table_id, f"{column} is NULL")
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise CorruptRow(table_id, f"{column} is not valid JSON") from exc
    expected = kind or dict
    if not isinstance(value, expected):
        raise CorruptRow(table_id, f"{column} is not a JSON {expected.__name__}")
    return value


def _decode_table(row: sqlite3.Row) -> TableRow:
    """Turn a ``tables`` row into a ``TableRow``; raise ``CorruptRow`` if it cannot be read."""
    table_id = int(row["id"])
    try:
        seed = int(row["seed"])
    except (TypeError, ValueError) as exc:
        raise CorruptRow(table_id, "seed is not an integer") from exc
    if not 0 <= seed < _SEED_LIMIT:
        raise CorruptRow(table_id, "seed out of range")
    return TableRow(
        id=table_id,
        game=row["game"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        lobby_message_id=row["lobby_message_id"],
        creator_id=row["creator_id"],
        status=row["status"],
        options=_loads(table_id, "options", row["options"], dict),
        seed=seed,
        state=_loads(table_id, "state", row["state"], None),
        version=row["version"],
        result=_loads(table_id, "result", row["result"], None),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        announced_version=row["announced_version"],
        turn_message_id=row["turn_message_id"],
        thread_pending=bool(row["thread_pending"]),
        turn_number=row["turn_number"],
        turn_since=row["turn_since"],
    )


def _decode_many(rows: Iterable[sqlite3.Row]) -> list[TableRow]:
    """Decode rows for a listing, skipping (and logging) corrupt ones: one bad row must not
    hide every other table of a user or channel."""
    tables: list[TableRow] = []
    for row in rows:
        try:
            tables.append(_decode_table(row))
        except CorruptRow as exc:
            # Only the id and the column: the content may hold hidden information.
            log.warning("skipping corrupt table row: %s", exc)
    return tables


def _move_row(table_id: int, r: sqlite3.Row) -> MoveRow:
    """Turn a ``moves`` row into a ``MoveRow``; ``CorruptRow`` if its events cannot be read."""
    return MoveRow(
        table_id=r["table_id"],
        n=r["n"],
        seat=r["seat"],
        user_id=r["user_id"],
        notation=r["notation"],
        events=_loads(table_id, f"events of move {r['n']}", r["events"], list),
        version=r["version"],
        created_at=r["created_at"],
    )


def _deadline(row: sqlite3.Row) -> DeadlineRow:
    table_id = int(row["table_id"])
    return DeadlineRow(row["id"], table_id, row["seat"], row["kind"], row["due"],
                       bool(row["fired"]), _loads(table_id, "deadline data", row["data"], dict))


def _notice(row: sqlite3.Row) -> NoticeRow:
    table_id = int(row["table_id"])
    return NoticeRow(row["id"], table_id, row["kind"], row["seat"],
                     _loads(table_id, "notice data", row["data"], dict), int(row["dm"]),
                     row["state"], row["message_id"], bool(row["live"]), row["offer"])


_NOTICE_COLUMNS = "id, table_id, kind, seat, data, dm, state, message_id, live, offer"


def _check_seats(to_act: Iterable[int]) -> list[int]:
    seats = sorted(set(to_act))
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise ValueError(f"to_act must hold seat numbers, got {seat!r}")
    return seats


def _check_status(status: str, allowed: Iterable[str] = STATUSES) -> None:
    if status not in allowed:
        raise ValueError(f"invalid status {status!r}")


def _watch_for(path: str) -> FileWatch | None:
    """A watch on the database file; none for in-memory databases and URIs."""
    if path == ":memory:" or path.startswith("file:"):
        return None
    return FileWatch(path)


async def _remember_username(conn: aiosqlite.Connection, user_id: int, username: str) -> None:
    """Keep the account's current username (inside the caller's write transaction)."""
    if username:
        await conn.execute(
            "INSERT INTO usernames (user_id, username) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET username = excluded.username",
            (user_id, username),
        )


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


class _NoSecrets(logging.Filter):
    """Drops aiosqlite's debug records of statements on the daily secret: aiosqlite logs
    every statement with its parameters, and the secret must never reach a log."""

    def filter(self, record: logging.LogRecord) -> bool:
        return "daily_secret" not in record.getMessage()


logging.getLogger("aiosqlite").addFilter(_NoSecrets())

class Store:
    """Async access to the Grove database. Open with ``await Store.open(path)``."""

    def __init__(self, conn: aiosqlite.Connection, watch: FileWatch | None = None) -> None:
        self._conn = conn
        #: the watch on the database file (None for an in-memory database).
        self.watch = watch
        #: the copy of a lost database file, once it is being (or has been) made.
        self._rescue: asyncio.Task[str | None] | None = None
        # One connection, one transaction at a time: coroutines sharing this Store must not
        # interleave statements inside each other's transaction (or read its uncommitted rows).
        self._lock = asyncio.Lock()

    # -- lifecycle ---------------------------------------------------------------------------

    @classmethod
    async def open(cls, path: str, *, busy_timeout_ms: int = DEFAULT_BUSY_TIMEOUT_MS) -> Store:
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
        return cls(conn, _watch_for(path))

    async def close(self) -> None:
        """Close the connection (waits for a running transaction to finish)."""
        if self._rescue is not None:
            await self._rescue  # a lost file's rescue copy is worth the wait
        async with self._lock:
            if self.watch is not None:
                self.watch.stop()
            await self._conn.close()

    async def __aenter__(self) -> Store:
        return self

    async def __aexit__(self, *exc: object) -> None:
        await self.close()

    # -- plumbing ----------------------------------------------------------------------------

    @asynccontextmanager
    async def _write(self) -> AsyncIterator[aiosqlite.Connection]:
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
                yield conn
                # Never commit into a file that is no longer the one at the path.
                self._guard()
                await conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    await conn.execute("ROLLBACK")
                raise

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

    async def _fetchall(self, sql: str, params: Sequence[Any] = ()) -> list[sqlite3.Row]:
        self._guard()
        async with self._lock:
            return list(await self._conn.execute_fetchall(sql, params))

    async def _fetchone(self, sql: str, params: Sequence[Any] = ()) -> sqlite3.Row | None:
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    @staticmethod
    async def _bump(
        conn: aiosqlite.Connection,
        table_id: int,
        expected_version: int,
        allowed: Sequence[str],
        sets: str = "",
        params: Sequence[Any] = (),
    ) -> int:
        """Compare-and-swap: raise the version if it is still ``expected_version`` and the
        status is one of ``allowed``; ``sets`` adds assignments. Returns the new version."""
        marks = ",".join("?" * len(allowed))
        cur = await conn.execute(
            f"UPDATE tables SET version = version + 1, updated_at = {_NOW}{sets} "
            f"WHERE id = ? AND version = ? AND status IN ({marks})",
            (*params, table_id, expected_version, *allowed),
        )
        if cur.rowcount == 1:
            return expected_version + 1
        async with conn.execute(
            "SELECT version, status FROM tables WHERE id = ?", (table_id,)
        ) as check:
            row = await check.fetchone()
        if row is None:
            raise NoTable(table_id=table_id)
        if row["version"] != expected_version:
            raise StaleVersion(table_id=table_id, expected=expected_version, current=row["version"])
        raise ValueError(f"table {table_id} is {row['status']}, expected one of {tuple(allowed)}")

    @staticmethod
    async def _set_to_act(conn: aiosqlite.Connection, table_id: int, to_act: Iterable[int]) -> None:
        """Mark exactly the seats in ``to_act`` as having to act."""
        seats = _check_seats(to_act)
        await conn.execute(
            "UPDATE seats SET to_act = 0 WHERE table_id = ? AND to_act = 1", (table_id,)
        )
        if not seats:
            return
        marks = ",".join("?" * len(seats))
        cur = await conn.execute(
            f"UPDATE seats SET to_act = 1 WHERE table_id = ? AND seat IN ({marks})",
            (table_id, *seats),
        )
        if cur.rowcount != len(seats):
            raise ValueError(f"table {table_id}: to_act {seats} names a seat that does not exist")

    # -- tables ------------------------------------------------------------------------------

    async def create_table(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        creator_id: int,
        creator_name: str,
        options: dict[str, str],
        seed: int,
        clock: dict[str, Any] | None = None,
        bots: int = 0,
        creator_username: str = "",
    ) -> TableRow:
        """Create a lobby (version 1) with the creator at seat 0, and its slow-play settings
        (``clock``: ClockSettings JSON, None: untimed; ``bots``: automatic players to add at
        the start)."""
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < _SEED_LIMIT:
            raise ValueError("seed must be an unsigned 64-bit integer")
        async with self._write() as conn:
            cur = await conn.execute(
                # announced_version 1: the lobby message is the creator's own reply.
                "INSERT INTO tables (game, guild_id, channel_id, creator_id, options, seed, "
                "announced_version) VALUES (?, ?, ?, ?, ?, ?, 1)",
                (game, guild_id, channel_id, creator_id, dumps(options), str(seed)),
            )
            table_id = cur.lastrowid
            await conn.execute(
                "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (table_id, creator_id, creator_name),
            )
            await conn.execute(
                "INSERT INTO table_play (table_id, clock, bots) VALUES (?, ?, ?)",
                (table_id, dumps(clock or {"kind": "untimed", "playing_hours": None}),
                 int(bots)),
            )
            await _remember_username(conn, creator_id, creator_username)
            async with conn.execute(
                f"SELECT {_TABLE_COLUMNS} FROM tables t WHERE t.id = ?", (table_id,)
            ) as sel:
                row = await sel.fetchone()
        assert row is not None
        return _decode_table(row)

    async def get_table(self, table_id: int) -> TableRow | None:
        """The table, or None if there is none; ``CorruptRow`` if it cannot be decoded."""
        row = await self._fetchone(
            f"SELECT {_TABLE_COLUMNS} FROM tables t WHERE t.id = ?", (table_id,)
        )
        return None if row is None else _decode_table(row)

    async def open_lobbies(self, channel_id: int) -> list[TableRow]:
        """Lobbies in this channel, newest first (corrupt rows are skipped and logged)."""
        rows = await self._fetchall(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            "WHERE t.channel_id = ? AND t.status = 'lobby' ORDER BY t.id DESC",
            (channel_id,),
        )
        return _decode_many(rows)

    async def table_in_thread(self, thread_id: int) -> TableRow | None:
        """The table played in this thread (or in this channel, for a table without a thread):
        newest started table, a running one preferred (a lobby called off before its start
        never played anywhere). ``CorruptRow`` if it cannot be read."""
        row = await self._fetchone(
            f"SELECT {_TABLE_COLUMNS} FROM tables t "
            f"WHERE {_IN_THREAD} ORDER BY t.status = 'running' DESC, t.id DESC LIMIT 1",
            (thread_id, thread_id),
        )
        return None if row is None else _decode_table(row)

    async def table_id_in_thread(self, thread_id: int) -> int | None:
        """The id of the table ``table_in_thread`` would return, without decoding any JSON."""
        row = await self._fetchone(
            f"SELECT t.id FROM tables t WHERE {_IN_THREAD} "
            "ORDER BY t.status = 'running' DESC, t.id DESC LIMIT 1",
            (thread_id, thread_id),
        )
        return None if row is None else int(row["id"])

    async def set_lobby_message(self, table_id: int, message_id: int) -> None:
        """Remember the lobby message. Discord bookkeeping: the version does not change."""
        async with self._write() as conn:
            cur = await conn.execute(
                "UPDATE tables SET lobby_message_id = ? WHERE id = ?", (message_id, table_id)
            )
            if cur.rowcount != 1:
                raise NoTable(table_id=table_id)

    async def set_thread(self, table_id: int, thread_id: int | None) -> None:
        """Remember the table's thread (None: plays in the channel) and clear its "needs a
        thread" mark. The version does not change, so buttons posted with the version from
        ``start_table`` stay valid."""
        async with self._write() as conn:
            cur = await conn.execute(
                "UPDATE tables SET thread_id = ?, thread_pending = 0 WHERE id = ?",
                (thread_id, table_id),
            )
            if cur.rowcount != 1:
                raise NoTable(table_id=table_id)

    # -- the outbox --------------------------------------------------------------------------

    async def record_announced(
        self,
        table_id: int,
        version: int,
        turn_message_id: int | None = None,
        *,
        turn_number: int | None = None,
        turn_since: int | None = None,
    ) -> bool:
        """Record that ``version`` was posted. With ``turn_message_id``, that message now
        carries the turn (``turn_number``, covering the versions after ``turn_since``); without,
        the turn message stays as it was (a lobby edit). Never moves backwards; False if this
        or a newer version was recorded already."""
        if turn_message_id is None:
            sql = ("UPDATE tables SET announced_version = ? "
                   "WHERE id = ? AND announced_version < ? AND version >= ?")
            params: tuple[Any, ...] = (version, table_id, version, version)
        else:
            sql = ("UPDATE tables SET announced_version = ?, turn_message_id = ?, "
                   "turn_number = ?, turn_since = ? "
                   "WHERE id = ? AND announced_version < ? AND version >= ?")
            params = (version, turn_message_id, turn_number, turn_since, table_id, version,
                      version)
        async with self._write() as conn:
            cur = await conn.execute(sql, params)
            return cur.rowcount == 1

    async def unannounced(self, limit: int = 100, after: int = 0) -> list[int]:
        """Ids above ``after`` of tables with a saved version not yet posted, in id order."""
        rows = await self._fetchall(
            "SELECT id FROM tables WHERE version > announced_version AND id > ? "
            "ORDER BY id LIMIT ?",
            (after, limit),
        )
        return [int(r["id"]) for r in rows]

    async def close_unreachable(self, table_id: int, reason: str) -> int:
        """Close a table whose thread, channel or server is gone: a table not yet ended is
        abandoned with ``reason``, and every version counts as announced (there is nowhere to
        post). Returns the final version."""
        async with self._write() as conn:
            async with conn.execute(
                "SELECT status, version FROM tables WHERE id = ?", (table_id,)
            ) as sel:
                row = await sel.fetchone()
            if row is None:
                raise NoTable(table_id=table_id)
            version = row["version"]
            if row["status"] not in FINAL_STATUSES:
                version = await self._bump(
                    conn, table_id, version, (row["status"],),
                    ", status = 'abandoned', result = ?", (dumps({"reason": reason}),),
                )
                await self._set_to_act(conn, table_id, ())
                await self._schedule(conn, table_id, Schedule(cancel_all=True))
            await conn.execute(
                "UPDATE tables SET announced_version = ?, thread_pending = 0 WHERE id = ?",
                (version, table_id),
            )
        return version

    # -- seats -------------------------------------------------------------------------------

    async def seats(self, table_id: int) -> list[SeatRow]:
        """The table's seats, ordered by seat number."""
        rows = await self._fetchall(
            "SELECT s.table_id, s.seat, s.user_id, s.name, s.to_act, "
            "COALESCE(p.kind, 'human') AS kind, COALESCE(p.auto, 0) AS auto, p.clock, "
            "COALESCE(u.username, '') AS username "
            "FROM seats s LEFT JOIN seat_play p ON p.table_id = s.table_id AND p.seat = s.seat "
            "LEFT JOIN usernames u ON u.user_id = s.user_id "
            "WHERE s.table_id = ? ORDER BY s.seat",
            (table_id,),
        )
        return [
            SeatRow(r["table_id"], r["seat"], r["user_id"], r["name"], bool(r["to_act"]),
                    r["kind"], bool(r["auto"]),
                    _loads(table_id, "seat clock", r["clock"], None), r["username"])
            for r in rows
        ]

    async def add_seat(self, table_id: int, user_id: int, name: str, expected_version: int,
                       username: str = "") -> int:
        """Seat a user at the next free seat of a lobby (remembering the account's
        ``username`` if given); return the new version."""
        async with self._write() as conn:
            version = await self._bump(conn, table_id, expected_version, ("lobby",))
            try:
                await conn.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) "
                    "SELECT ?, COALESCE(MAX(seat) + 1, 0), ?, ? FROM seats WHERE table_id = ?",
                    (table_id, user_id, name, table_id),
                )
            except sqlite3.IntegrityError as exc:
                raise ValueError(f"user {user_id} is already seated at table {table_id}") from exc
            await _remember_username(conn, user_id, username)
        return version

    async def remove_seat(self, table_id: int, user_id: int, expected_version: int) -> int:
        """Unseat a user from a lobby; the others are renumbered 0..n-1 in their old order.
        Returns the new version."""
        async with self._write() as conn:
            version = await self._bump(conn, table_id, expected_version, ("lobby",))
            cur = await conn.execute(
                "DELETE FROM seats WHERE table_id = ? AND user_id = ?", (table_id, user_id)
            )
            if cur.rowcount != 1:
                raise ValueError(f"user {user_id} is not seated at table {table_id}")
            async with conn.execute(
                "SELECT user_id FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
            ) as sel:
                remaining = [r["user_id"] for r in await sel.fetchall()]
            # Park seats on negative numbers first: (table_id, seat) is unique and SQLite
            # checks it row by row, so shifting in place could collide mid-update.
            await conn.execute("UPDATE seats SET seat = -1 - seat WHERE table_id = ?", (table_id,))
            await conn.executemany(
                "UPDATE seats SET seat = ? WHERE table_id = ? AND user_id = ?",
                [(i, table_id, uid) for i, uid in enumerate(remaining)],
            )
        return version

    # -- start, moves, end -------------------------------------------------------------------

    async def start_table(
        self,
        table_id: int,
        *,
        state: dict[str, Any],
        to_act: set[int],
        expected_version: int,
        needs_thread: bool = False,
        bots: Sequence[str] = (),
        schedule: Schedule | None = None,
    ) -> int:
        """Lobby -> running with the initial state and the seats that act first.

        ``needs_thread`` marks the table for the outbox, in this same transaction, to open
        and link its thread: no crash can leave a started table with nowhere to play.
        ``bots`` names automatic players seated after the humans (negative user ids, never a
        Discord user); every seat gets its slow-play row, then ``schedule`` is applied.
        """
        state_text = dumps(state)
        async with self._write() as conn:
            version = await self._bump(
                conn,
                table_id,
                expected_version,
                ("lobby",),
                ", status = 'running', state = ?, thread_pending = ?",
                (state_text, int(needs_thread)),
            )
            async with conn.execute(
                "SELECT COUNT(*) FROM seats WHERE table_id = ?", (table_id,)
            ) as cur:
                humans = int((await cur.fetchone())[0])
            for n, name in enumerate(bots):
                seat = humans + n
                await conn.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                    (table_id, seat, -1 - seat, name),
                )
            await conn.executemany(
                "INSERT OR IGNORE INTO seat_play (table_id, seat, kind) VALUES (?, ?, ?)",
                [(table_id, seat, "human" if seat < humans else "bot")
                 for seat in range(humans + len(bots))],
            )
            await self._set_to_act(conn, table_id, to_act)
            if schedule is not None:
                await self._schedule(conn, table_id, schedule)
        return version

    async def record_move(
        self,
        table_id: int,
        *,
        expected_version: int,
        seat: int,
        user_id: int,
        notation: str,
        events: list[dict[str, Any]],
        state: dict[str, Any],
        to_act: set[int],
        status: str,
        result: dict[str, Any] | None,
        name: str | None = None,
        schedule: Schedule | None = None,
    ) -> int:
        """Append a move and save the state it led to, atomically; return the new version.
        ``schedule`` (clocks, deadlines) is written in the same transaction.

        The table must be running. ``status`` is the status after the move; unless it is
        'running', no seat is left to act (``to_act`` is ignored). ``name`` is the mover's
        current display name, kept on their seat. When the move ends the game ('over'), its
        ``result`` is recorded for stats in the same transaction, once.
        """
        _check_status(status, ("running", "over", "abandoned"))
        state_text, events_text = dumps(state), dumps(events)
        result_text = None if result is None else dumps(result)
        async with self._write() as conn:
            version = await self._bump(
                conn,
                table_id,
                expected_version,
                ("running",),
                ", state = ?, status = ?, result = ?",
                (state_text, status, result_text),
            )
            await conn.execute(
                "INSERT INTO moves (table_id, n, seat, user_id, notation, events, version) "
                "SELECT ?, COALESCE(MAX(n), 0) + 1, ?, ?, ?, ?, ? FROM moves WHERE table_id = ?",
                (table_id, seat, user_id, notation, events_text, version, table_id),
            )
            await self._set_to_act(conn, table_id, to_act if status == "running" else ())
            if name:
                await conn.execute(
                    "UPDATE seats SET name = ? WHERE table_id = ? AND seat = ? AND name != ?",
                    (name, table_id, seat, name),
                )
            if status == "over" and result is not None:
                await self._record_result(conn, table_id, result)
            if schedule is not None:
                await self._schedule(conn, table_id, schedule)
        return version

    @staticmethod
    async def _record_result(
        conn: aiosqlite.Connection, table_id: int, result: dict[str, Any]
    ) -> None:
        """Write a finished table's result rows (inside the caller's transaction). The
        primary key on ``results.table_id`` makes a second write fail, never count twice."""
        places: dict[int, int] = {}
        place = 1
        for group in result.get("ranking", []):
            for seat in group:
                places[int(seat)] = place
            place += len(group)
        scores = {int(k): int(v) for k, v in result.get("scores", {}).items()}
        # Automatic: a seat was created as an automatic player (bots:<n>). A human's seat
        # the automatic player took over after a timeout still counts (tables/ratings.py):
        # going idle is no way to dodge a loss.
        await conn.execute(
            "INSERT INTO results (table_id, guild_id, game, reason, automatic) "
            "SELECT id, guild_id, game, ?, "
            "  MAX(?, EXISTS (SELECT 1 FROM seat_play WHERE table_id = ? AND kind = 'bot')) "
            "FROM tables WHERE id = ?",
            (str(result.get("reason", "")), int(bool(result.get("automatic"))), table_id,
             table_id),
        )
        async with conn.execute(
            "SELECT seat, user_id, name FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
        ) as sel:
            seats = await sel.fetchall()
        await conn.executemany(
            "INSERT INTO result_seats (table_id, seat, user_id, name, place, score) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [
                (table_id, r["seat"], r["user_id"], r["name"],
                 places.get(r["seat"], len(seats)), scores.get(r["seat"], 0))
                for r in seats
            ],
        )

    async def results(self, guild_id: int | None, game: str | None = None) -> list[ResultRow]:
        """Every recorded result of a server (of one game if given), oldest first."""
        where = "r.guild_id IS ?" + (" AND r.game = ?" if game is not None else "")
        params: tuple[Any, ...] = (guild_id,) if game is None else (guild_id, game)
        rows = await self._fetchall(
            "SELECT r.table_id, r.guild_id, r.game, r.reason, r.automatic, r.finished_at, "
            "s.seat, s.user_id, s.name, s.place, s.score "
            "FROM results r JOIN result_seats s ON s.table_id = r.table_id "
            f"WHERE {where} ORDER BY r.finished_at, r.table_id, s.seat",
            params,
        )
        out: list[ResultRow] = []
        for r in rows:
            seat = ResultSeat(r["seat"], r["user_id"], r["name"], r["place"], r["score"])
            if out and out[-1].table_id == r["table_id"]:
                out[-1] = dataclasses.replace(out[-1], seats=(*out[-1].seats, seat))
            else:
                out.append(ResultRow(r["table_id"], r["guild_id"], r["game"], r["reason"],
                                     bool(r["automatic"]), r["finished_at"], (seat,)))
        return out

    # -- lobbies and abandoning --------------------------------------------------------------

    async def expire_lobbies(self, created_before: str) -> list[int]:
        """Close every lobby opened before ``created_before`` (an ISO UTC time, as the
        columns store it); return their ids, oldest first."""
        async with self._write() as conn:
            async with conn.execute(
                "UPDATE tables SET status = 'abandoned', version = version + 1, "
                f"updated_at = {_NOW}, result = ? "
                "WHERE status = 'lobby' AND created_at < ? RETURNING id",
                (dumps({"reason": "expired"}), created_before),
            ) as cur:
                ids = sorted(r["id"] for r in await cur.fetchall())
        return ids

    async def rename_seat(self, table_id: int, user_id: int, name: str) -> None:
        """Keep a seated user's current display name. Bookkeeping: the version does not
        change."""
        async with self._write() as conn:
            await conn.execute(
                "UPDATE seats SET name = ? WHERE table_id = ? AND user_id = ? AND name != ?",
                (name, table_id, user_id, name),
            )

    async def add_abandon_vote(self, table_id: int, user_id: int, at: str) -> None:
        """Record (or refresh) a player's wish to abandon a table at ``at`` (ISO UTC, the
        caller's clock). Bookkeeping: the table's version does not change, so its buttons
        stay valid."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO abandon_votes (table_id, user_id, voted_at) VALUES (?, ?, ?) "
                "ON CONFLICT (table_id, user_id) DO UPDATE SET voted_at = excluded.voted_at",
                (table_id, user_id, at),
            )

    async def abandon_votes(self, table_id: int, since: str) -> set[int]:
        """The users who asked or agreed to abandon a table at ``since`` or later."""
        rows = await self._fetchall(
            "SELECT user_id FROM abandon_votes WHERE table_id = ? AND voted_at >= ?",
            (table_id, since),
        )
        return {r["user_id"] for r in rows}

    async def set_status(
        self,
        table_id: int,
        status: str,
        expected_version: int,
        result: dict[str, Any] | None = None,
        schedule: Schedule | None = None,
    ) -> int:
        """Change the status of a table that has not ended (e.g. abandon); return the new
        version. Seats stop having to act unless the new status is 'running'; a table that
        ends keeps no pending deadline."""
        _check_status(status, ("running", "over", "abandoned"))
        allowed = (
            ("running",)
            if status == "running"
            else tuple(s for s in STATUSES if s not in FINAL_STATUSES)
        )
        result_text = None if result is None else dumps(result)
        async with self._write() as conn:
            version = await self._bump(
                conn,
                table_id,
                expected_version,
                allowed,
                ", status = ?, result = ?",
                (status, result_text),
            )
            if status != "running":
                await self._set_to_act(conn, table_id, ())
                schedule = (schedule or Schedule()).merged(Schedule(cancel_all=True))
            if schedule is not None:
                await self._schedule(conn, table_id, schedule)
        return version

    async def moves(self, table_id: int) -> list[MoveRow]:
        """The table's move log in order; ``CorruptRow`` if an entry cannot be decoded."""
        rows = await self._fetchall(
            "SELECT table_id, n, seat, user_id, notation, events, version, created_at "
            "FROM moves WHERE table_id = ? ORDER BY n",
            (table_id,),
        )
        return [_move_row(table_id, r) for r in rows]

    async def moves_since(
        self, table_id: int, version: int, limit: int | None = None
    ) -> list[MoveRow]:
        """The moves that led past ``version``, in order (at most ``limit``)."""
        rows = await self._fetchall(
            "SELECT table_id, n, seat, user_id, notation, events, version, created_at "
            "FROM moves WHERE table_id = ? AND version > ? ORDER BY n LIMIT ?",
            (table_id, version, -1 if limit is None else limit),
        )
        return [_move_row(table_id, r) for r in rows]

    async def waiting_for(self, user_id: int) -> list[tuple[TableRow, SeatRow]]:
        """Running tables where this user's seat must act, least recently updated first.
        Selected from the seats' ``to_act`` flags alone (no game JSON involved)."""
        rows = await self._fetchall(
            f"SELECT {_TABLE_COLUMNS}, s.seat AS s_seat, s.user_id AS s_user_id, "
            "s.name AS s_name, s.to_act AS s_to_act "
            "FROM seats s JOIN tables t ON t.id = s.table_id "
            "WHERE s.user_id = ? AND s.to_act = 1 AND t.status = 'running' "
            "ORDER BY t.updated_at, t.id",
            (user_id,),
        )
        out: list[tuple[TableRow, SeatRow]] = []
        for row in rows:
            try:
                table = _decode_table(row)
            except CorruptRow as exc:
                log.warning("skipping corrupt table row: %s", exc)
                continue
            seat = SeatRow(
                table.id, row["s_seat"], row["s_user_id"], row["s_name"], bool(row["s_to_act"])
            )
            out.append((table, seat))
        return out

    async def seat_overview(self, user_id: int) -> list[MineRow]:
        """Every running table where this user holds a seat, across servers: the ones where
        they must act first (longest waiting first), then the others (longest waiting first).
        Read from seat rows and table columns only: no game JSON is read or decoded."""
        rows = await self._fetchall(
            "SELECT t.id, t.game, t.guild_id, t.channel_id, t.thread_id, t.updated_at, "
            "s.seat, s.to_act, "
            "(SELECT group_concat(o.name, char(31)) FROM "
            "  (SELECT name FROM seats WHERE table_id = t.id AND to_act = 1 ORDER BY seat) o) "
            "  AS acting "
            "FROM seats s JOIN tables t ON t.id = s.table_id "
            "WHERE s.user_id = ? AND t.status = 'running' "
            "ORDER BY s.to_act DESC, t.updated_at, t.id",
            (user_id,),
        )
        return [
            MineRow(r["id"], r["game"], r["guild_id"], r["channel_id"], r["thread_id"],
                    r["seat"], bool(r["to_act"]), r["updated_at"],
                    tuple(r["acting"].split("\x1f")) if r["acting"] else ())
            for r in rows
        ]

    async def tables_of(
        self, user_id: int, statuses: tuple[str, ...] = ("lobby", "running")
    ) -> list[TableRow]:
        """Tables where this user holds a seat and whose status is in ``statuses``, newest
        first (corrupt rows are skipped and logged)."""
        if not statuses:
            return []
        marks = ",".join("?" * len(statuses))
        rows = await self._fetchall(
            f"SELECT {_TABLE_COLUMNS} FROM seats s JOIN tables t ON t.id = s.table_id "
            f"WHERE s.user_id = ? AND t.status IN ({marks}) ORDER BY t.id DESC",
            (user_id, *statuses),
        )
        return _decode_many(rows)

    # -- slow play: clocks, deadlines, automatic seats ---------------------------------

    @staticmethod
    async def _schedule(conn: aiosqlite.Connection, table_id: int, plan: Schedule) -> None:
        """Apply a ``Schedule`` inside the caller's transaction."""
        for row_id in plan.fire:
            cur = await conn.execute(
                "UPDATE deadlines SET fired = 1 WHERE id = ? AND table_id = ? AND fired = 0",
                (row_id, table_id))
            if cur.rowcount != 1:
                raise AlreadyFired(f"deadline {row_id} of table {table_id} fired already")
        if plan.cancel_all:
            await conn.execute("DELETE FROM deadlines WHERE table_id = ? AND fired = 0",
                               (table_id,))
        for seat, kind in plan.cancel:
            await conn.execute(
                "DELETE FROM deadlines WHERE table_id = ? AND seat IS ? AND kind = ? "
                "AND fired = 0", (table_id, seat, kind))
        await conn.executemany(
            "INSERT INTO deadlines (table_id, seat, kind, due, data) VALUES (?, ?, ?, ?, ?)",
            [(table_id, d.seat, d.kind, d.due, dumps(d.data)) for d in plan.add])
        for seat, clock in plan.clocks.items():
            await conn.execute(
                "INSERT INTO seat_play (table_id, seat, clock) VALUES (?, ?, ?) "
                "ON CONFLICT (table_id, seat) DO UPDATE SET clock = excluded.clock",
                (table_id, seat, None if clock is None else dumps(clock)))
        for seat, auto in plan.auto.items():
            await conn.execute(
                "INSERT INTO seat_play (table_id, seat, auto) VALUES (?, ?, ?) "
                "ON CONFLICT (table_id, seat) DO UPDATE SET auto = excluded.auto",
                (table_id, seat, int(auto)))
        if plan.human_at is not None:
            await conn.execute(
                "UPDATE table_play SET last_human_at = ? WHERE table_id = ?",
                (plan.human_at, table_id))
        await conn.executemany(
            "INSERT INTO notices (table_id, kind, seat, data, dm, offer) "
            "VALUES (?, ?, ?, ?, ?, ?)",
            [(table_id, n.kind, n.seat, dumps(n.data), int(n.dm), n.offer)
             for n in plan.notices])

    async def apply_schedule(self, table_id: int, plan: Schedule) -> None:
        """Apply a ``Schedule`` on its own (a reminder sent, more time given, a seat handed
        over): one transaction; ``AlreadyFired`` rolls it all back."""
        async with self._write() as conn:
            await self._schedule(conn, table_id, plan)

    async def table_play(self, table_id: int) -> TablePlay:
        """A table's slow-play settings (untimed, no automatic players if none were stored)."""
        row = await self._fetchone(
            "SELECT clock, bots, last_human_at FROM table_play WHERE table_id = ?", (table_id,))
        if row is None:
            return TablePlay(table_id, {"kind": "untimed", "playing_hours": None})
        return TablePlay(table_id, _loads(table_id, "clock", row["clock"], dict),
                         int(row["bots"]), row["last_human_at"])

    async def automatic_to_act(self, limit: int = 100) -> list[int]:
        """Running tables where a seat played by the automatic player must act now."""
        rows = await self._fetchall(
            "SELECT DISTINCT p.table_id FROM seat_play p "
            "JOIN seats s ON s.table_id = p.table_id AND s.seat = p.seat "
            "JOIN tables t ON t.id = p.table_id "
            "WHERE (p.kind = 'bot' OR p.auto = 1) AND s.to_act = 1 AND t.status = 'running' "
            "ORDER BY p.table_id LIMIT ?", (limit,))
        return [int(r["table_id"]) for r in rows]

    async def due_deadlines(self, now: str, limit: int = 100) -> list[DeadlineRow]:
        """Unfired deadlines due at or before ``now`` (ISO UTC), soonest first."""
        rows = await self._fetchall(
            "SELECT id, table_id, seat, kind, due, fired, data FROM deadlines "
            "WHERE fired = 0 AND due <= ? ORDER BY due, id LIMIT ?", (now, limit))
        return [_deadline(r) for r in rows]

    async def deadlines(self, table_id: int, *, pending: bool = True) -> list[DeadlineRow]:
        """A table's deadlines (only the unfired ones unless ``pending`` is False)."""
        rows = await self._fetchall(
            "SELECT id, table_id, seat, kind, due, fired, data FROM deadlines "
            f"WHERE table_id = ? {'AND fired = 0' if pending else ''} ORDER BY due, id",
            (table_id,))
        return [_deadline(r) for r in rows]

    async def deadline(self, row_id: int) -> DeadlineRow | None:
        """One deadline row by id."""
        row = await self._fetchone(
            "SELECT id, table_id, seat, kind, due, fired, data FROM deadlines WHERE id = ?",
            (row_id,))
        return None if row is None else _deadline(row)

    # -- slow-play notices (delivered by the outbox) -------------------------------------

    async def pending_notices(self, table_id: int | None = None, limit: int = 100,
                              after: int = 0) -> list[NoticeRow]:
        """Notices not yet delivered (of one table, or of all) with an id above ``after``,
        oldest first."""
        where = "state = 'pending' AND id > ?" + ("" if table_id is None else " AND table_id = ?")
        args: tuple[Any, ...] = (after,) if table_id is None else (after, table_id)
        rows = await self._fetchall(
            f"SELECT {_NOTICE_COLUMNS} FROM notices WHERE {where} ORDER BY id LIMIT ?",
            (*args, limit))
        return [_notice(r) for r in rows]

    async def notices(self, table_id: int) -> list[NoticeRow]:
        """Every notice of a table, oldest first."""
        rows = await self._fetchall(
            f"SELECT {_NOTICE_COLUMNS} FROM notices WHERE table_id = ? ORDER BY id",
            (table_id,))
        return [_notice(r) for r in rows]

    async def update_notice(self, notice_id: int, *, state: str | None = None,
                            dm: int | None = None, message_id: int | None = None,
                            live: bool | None = None) -> None:
        """Record what became of a notice (only the values given change)."""
        sets, args = [], []
        for column, value in (("state", state), ("dm", dm), ("message_id", message_id),
                              ("live", None if live is None else int(live))):
            if value is not None:
                sets.append(f"{column} = ?")
                args.append(value)
        if not sets:
            return
        async with self._write() as conn:
            await conn.execute(f"UPDATE notices SET {', '.join(sets)} WHERE id = ?",
                               (*args, notice_id))

    async def stale_controls(self, table_id: int | None = None,
                             limit: int = 100) -> list[NoticeRow]:
        """Delivered offers still showing buttons that can no longer be answered: their
        answer row fired (answered, or lapsed) or went (the seat moved, the game ended)."""
        where = "" if table_id is None else " AND n.table_id = ?"
        args: tuple[Any, ...] = () if table_id is None else (table_id,)
        rows = await self._fetchall(
            f"SELECT {', '.join('n.' + c for c in _NOTICE_COLUMNS.split(', '))} "
            "FROM notices n WHERE n.live = 1" + where + " AND NOT EXISTS ("
            "SELECT 1 FROM deadlines d WHERE d.table_id = n.table_id AND d.kind = 'answer' "
            "AND d.fired = 0 AND json_extract(d.data, '$.offer') = n.offer) "
            "ORDER BY n.id LIMIT ?", (*args, limit))
        return [_notice(r) for r in rows]

    # -- bot metadata ------------------------------------------------------------------------

    async def get_meta(self, key: str) -> str | None:
        """A stored bot setting, or None."""
        row = await self._fetchone("SELECT value FROM meta WHERE key = ?", (key,))
        return None if row is None else row["value"]

    async def set_meta(self, key: str, value: str) -> None:
        """Store (or replace) a bot setting."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO meta (key, value) VALUES (?, ?) "
                "ON CONFLICT (key) DO UPDATE SET value = excluded.value",
                (key, value),
            )

    async def meta_prefixed(self, prefix: str) -> list[tuple[str, str]]:
        """Every (key, value) of the bot's metadata whose key starts with ``prefix``."""
        rows = await self._fetchall(
            "SELECT key, value FROM meta WHERE substr(key, 1, ?) = ? ORDER BY key",
            (len(prefix), prefix))
        return [(r["key"], r["value"]) for r in rows]

    async def delete_meta(self, key: str) -> None:
        """Forget a stored bot setting (nothing happens if there is none)."""
        async with self._write() as conn:
            await conn.execute("DELETE FROM meta WHERE key = ?", (key,))

    # -- user and server settings --------------------------------------------------------

    async def _settings(self, table: str, key: str, row_id: int, kind: type[_S]) -> _S:
        columns = [f.name for f in dataclasses.fields(kind)]
        row = await self._fetchone(
            f"SELECT {', '.join(columns)} FROM {table} WHERE {key} = ?", (row_id,))
        return kind(row_id) if row is None else kind(**{c: row[c] for c in columns})

    async def _update_settings(self, table: str, key: str, row_id: int, kind: type[_S],
                               values: dict[str, Any]) -> _S:
        allowed = {f.name for f in dataclasses.fields(kind)} - {key}
        unknown = set(values) - allowed
        if unknown or not values:
            raise ValueError(f"not settings of {table}: {sorted(unknown) or 'none given'}")
        # Column names come from the dataclass, never from the caller's text.
        columns = sorted(values)
        updates = ", ".join(f"{c} = excluded.{c}" for c in columns)
        async with self._write() as conn:
            await conn.execute(
                f"INSERT INTO {table} ({key}, {', '.join(columns)}) "
                f"VALUES (?{', ?' * len(columns)}) "
                f"ON CONFLICT ({key}) DO UPDATE SET {updates}, updated_at = {_NOW}",
                (row_id, *(values[c] for c in columns)),
            )
        return await self._settings(table, key, row_id, kind)

    async def user_settings(self, user_id: int) -> UserSettings:
        """A user's settings (all automatic if they never chose any)."""
        return await self._settings("user_settings", "user_id", user_id, UserSettings)

    async def update_user_settings(self, user_id: int, **values: Any) -> UserSettings:
        """Change some of a user's settings (None: back to automatic); returns them all."""
        return await self._update_settings("user_settings", "user_id", user_id, UserSettings,
                                           values)

    async def guild_settings(self, guild_id: int) -> GuildSettings:
        """A server's settings (all automatic if its admins never chose any)."""
        return await self._settings("guild_settings", "guild_id", guild_id, GuildSettings)

    async def daily_secret(self, guild_id: int) -> str:
        """The server's daily-deal secret, made on first use (``secrets``; the first writer
        wins a race). Callers derive seeds from it and never show or log it."""
        row = await self._fetchone(
            "SELECT daily_secret FROM guild_settings WHERE guild_id = ?", (guild_id,))
        if row is not None and row["daily_secret"]:
            return str(row["daily_secret"])
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, daily_secret) VALUES (?, ?) "
                "ON CONFLICT (guild_id) DO UPDATE SET "
                "daily_secret = COALESCE(guild_settings.daily_secret, excluded.daily_secret)",
                (guild_id, secrets.token_hex(32)))
        row = await self._fetchone(
            "SELECT daily_secret FROM guild_settings WHERE guild_id = ?", (guild_id,))
        assert row is not None
        return str(row["daily_secret"])

    async def daily_game(self, guild_id: int, day: str, user_id: int,
                         game: str) -> int | None:
        """The table of the user's daily game of that server and day, or None."""
        row = await self._fetchone(
            "SELECT table_id FROM daily_games WHERE guild_id = ? AND day = ? AND user_id = ? "
            "AND game = ?", (guild_id, day, user_id, game))
        return None if row is None else int(row["table_id"])

    async def add_daily_game(self, guild_id: int, day: str, user_id: int, game: str,
                             table_id: int, channel_id: int) -> None:
        """Record a daily game (``IntegrityError`` if the user has one that day already)."""
        async with self._write() as conn:
            await conn.execute(
                "INSERT INTO daily_games (guild_id, day, user_id, game, table_id, channel_id) "
                "VALUES (?, ?, ?, ?, ?, ?)",
                (guild_id, day, user_id, game, table_id, channel_id))

    async def daily_games(self, guild_id: int, day: str, game: str) -> list[sqlite3.Row]:
        """The day's daily games of a server: (user_id, table_id, posted), oldest first."""
        return await self._fetchall(
            "SELECT user_id, table_id, posted FROM daily_games WHERE guild_id = ? AND day = ? "
            "AND game = ? ORDER BY table_id", (guild_id, day, game))

    async def unposted_daily_games(self, before: str) -> list[sqlite3.Row]:
        """Daily games of days before ``before`` whose result is not posted yet."""
        return await self._fetchall(
            "SELECT guild_id, day, user_id, game, table_id, channel_id FROM daily_games "
            "WHERE posted = 0 AND day < ? ORDER BY day, table_id", (before,))

    async def mark_daily_posted(self, table_id: int) -> None:
        """The daily game's result is posted in its channel (never again)."""
        async with self._write() as conn:
            await conn.execute("UPDATE daily_games SET posted = 1 WHERE table_id = ?",
                               (table_id,))

    async def update_guild_settings(self, guild_id: int, **values: Any) -> GuildSettings:
        """Change some of a server's settings (None: back to automatic); returns them all."""
        return await self._update_settings("guild_settings", "guild_id", guild_id,
                                           GuildSettings, values)
