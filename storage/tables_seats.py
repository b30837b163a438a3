"""Tables and seats: a table's row from lobby to its end, who sits where, who must act.

Changes to a table are guarded by a version compare-and-swap (``bump``: ``UPDATE ... WHERE
id = ? AND version = ?``): when no row changes, the unit is rolled back and
``VersionConflict`` is raised, so of two clicks computed from the same version exactly one is
saved, even across processes. A missing table raises ``TableMissing``. A current version
with an impossible request (joining a running table, acting for an unknown seat) is a bug in
the caller and raises ``ValueError``.

Seats carry ``to_act``, so "whose turn" and ``/game mine`` never decode game JSON.
"""

from __future__ import annotations

import logging
import sqlite3
from collections.abc import Iterable, Sequence
from typing import Any

from . import codec
from .area import Area
from .backend import Handle, Params, Row
from .codec import NOW, SEED_LIMIT, TABLE_COLUMNS, dumps
from .deadlines import write_schedule
from .errors import CorruptRow, TableMissing, VersionConflict
from .models import FINAL_STATUSES, STATUSES, MineRow, Schedule, SeatRow, TablePlay, TableRow
from .shards import Owned, owned_filter

log = logging.getLogger("storage.db")

# A started table plays in its thread, or in its channel when it has none (and is not still
# waiting for the outbox to open one).
_IN_THREAD = (
    "t.status != 'lobby' AND t.state IS NOT NULL AND (t.thread_id = ? OR "
    "(t.thread_id IS NULL AND t.thread_pending = 0 AND t.channel_id = ?))"
)

# A whole table in one statement: its row, its slow-play row, and its seats (each joined with
# its slow-play row and username) as one JSON array, so loading a table is one read.
_WHOLE_HEAD = (
    f"SELECT {TABLE_COLUMNS}, p.clock AS play_clock, p.bots AS play_bots, "
    "p.last_human_at AS play_human_at, p.table_id AS play_table, p.bot_level AS play_level, "
)
_WHOLE = (
    _WHOLE_HEAD
    + "(SELECT json_group_array(json_array(s.seat, s.user_id, s.name, s.to_act, "
    "  COALESCE(sp.kind, 'human'), COALESCE(sp.auto, 0), sp.clock, COALESCE(u.username, ''))) "
    "  FROM seats s LEFT JOIN seat_play sp ON sp.table_id = s.table_id AND sp.seat = s.seat "
    "  LEFT JOIN usernames u ON u.user_id = s.user_id WHERE s.table_id = t.id) AS seat_rows "
    "FROM tables t LEFT JOIN table_play p ON p.table_id = t.id"
)
# The same in PostgreSQL's JSON functions (an empty aggregate is NULL there, not '[]').
_WHOLE_PG = (
    _WHOLE_HEAD
    + "(SELECT COALESCE(json_agg(json_build_array(s.seat, s.user_id, s.name, s.to_act, "
    "  COALESCE(sp.kind, 'human'), COALESCE(sp.auto, 0), sp.clock, COALESCE(u.username, '')) "
    "  ORDER BY s.seat), '[]') "
    "  FROM seats s LEFT JOIN seat_play sp ON sp.table_id = s.table_id AND sp.seat = s.seat "
    "  LEFT JOIN usernames u ON u.user_id = s.user_id WHERE s.table_id = t.id) AS seat_rows "
    "FROM tables t LEFT JOIN table_play p ON p.table_id = t.id"
)
# The names of the seats that must act, in seat order, joined by \x1f (per dialect: SQLite's
# group_concat keeps its subquery's order, PostgreSQL's string_agg is told the order).
ACTING_NAMES = (
    "(SELECT group_concat(o.name, char(31)) FROM "
    "  (SELECT name FROM seats WHERE table_id = t.id AND to_act = 1 ORDER BY seat) o)"
)
ACTING_NAMES_PG = (
    "(SELECT string_agg(name, chr(31) ORDER BY seat) FROM seats "
    "  WHERE table_id = t.id AND to_act = 1)"
)
#: what ``whole_table`` returns: the table's row, its seats in order, its slow-play row.
Whole = tuple[TableRow, list[SeatRow], TablePlay]
_SEAT_FIELDS = ("seat", "user_id", "name", "to_act", "kind", "auto", "clock", "username")


def _decode_whole(row: Row) -> Whole:
    table = codec.decode_table(row)
    seats = []
    for values in codec.loads(table.id, "seats", row["seat_rows"], list):
        if not isinstance(values, list) or len(values) != len(_SEAT_FIELDS):
            raise CorruptRow(table.id, "seats are not readable")
        seats.append(codec.seat_row(table.id, {"table_id": table.id,
                                               **dict(zip(_SEAT_FIELDS, values, strict=True))}))
    seats.sort(key=lambda seat: seat.seat)
    if row["play_table"] is None:
        play = TablePlay(table.id, {"kind": "untimed", "playing_hours": None})
    else:
        play = TablePlay(table.id, codec.loads(table.id, "clock", row["play_clock"], dict),
                         int(row["play_bots"]), row["play_human_at"], row["play_level"])
    return table, seats, play


async def bump(
    tx: Handle,
    table_id: int,
    expected_version: int,
    allowed: Sequence[str],
    sets: str = "",
    params: Params = (),
    public: bool = True,
) -> int:
    """Compare-and-swap inside ``tx``: raise the version if it is still ``expected_version``
    and the status is one of ``allowed``; ``sets`` adds assignments. Returns the new version;
    ``TableMissing`` or ``VersionConflict`` (the unit then rolls back) otherwise. A change
    that is not ``public`` (a private action) leaves ``public_at`` where it was."""
    marks = ",".join("?" * len(allowed))
    seen = f", public_at = {NOW}" if public else ""
    done = await tx.execute(
        f"UPDATE tables SET version = version + 1, updated_at = {NOW}{seen}{sets} "
        f"WHERE id = ? AND version = ? AND status IN ({marks})",
        (*params, table_id, expected_version, *allowed),
    )
    if done.rowcount == 1:
        return expected_version + 1
    row = await tx.fetchone("SELECT version, status FROM tables WHERE id = ?", (table_id,))
    if row is None:
        raise TableMissing(table_id)
    if row["version"] != expected_version:
        raise VersionConflict(table_id, expected_version, row["version"])
    raise ValueError(f"table {table_id} is {row['status']}, expected one of {tuple(allowed)}")


async def set_to_act(tx: Handle, table_id: int, to_act: Iterable[int]) -> None:
    """Mark exactly the seats in ``to_act`` as having to act (inside ``tx``), in one
    statement that touches only the seats whose mark may change."""
    seats = codec.check_seats(to_act)
    marks = ",".join("?" * len(seats))
    changed = await tx.fetchall(
        f"UPDATE seats SET to_act = CASE WHEN seat IN ({marks}) THEN 1 ELSE 0 END "
        f"WHERE table_id = ? AND (to_act = 1 OR seat IN ({marks})) RETURNING seat",
        (*seats, table_id, *seats),
    )
    if not set(seats) <= {r["seat"] for r in changed}:
        raise ValueError(f"table {table_id}: to_act {seats} names a seat that does not exist")


async def remember_username(tx: Handle, user_id: int, username: str) -> None:
    """Keep the account's current username (inside the caller's unit)."""
    if username:
        await tx.execute(
            "INSERT INTO usernames (user_id, username) VALUES (?, ?) "
            "ON CONFLICT (user_id) DO UPDATE SET username = excluded.username",
            (user_id, username),
        )


class TablesAndSeats(Area):
    """The ``Store`` methods on tables and seats."""

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
        bot_level: str | None = None,
    ) -> TableRow:
        """Create a lobby (version 1) with the creator at seat 0, and its slow-play settings
        (``clock``: ClockSettings JSON, None: untimed; ``bots``: automatic players to add at
        the start; ``bot_level``: the level they play, None: not chosen)."""
        if isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < SEED_LIMIT:
            raise ValueError("seed must be an unsigned 64-bit integer")
        async with self.unit() as tx:
            done = await tx.execute(
                # announced_version 0 until the lobby message (the creator's own reply) is
                # recorded: a lobby left without one by a crash is found by the outbox.
                "INSERT INTO tables (game, guild_id, channel_id, creator_id, options, seed, "
                "announced_version) VALUES (?, ?, ?, ?, ?, ?, 0)",
                (game, guild_id, channel_id, creator_id, dumps(options), str(seed)),
            )
            table_id = done.lastrowid
            await tx.execute(
                "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, 0, ?, ?)",
                (table_id, creator_id, creator_name),
            )
            await tx.execute(
                "INSERT INTO table_play (table_id, clock, bots, bot_level) VALUES (?, ?, ?, ?)",
                (table_id, dumps(clock or {"kind": "untimed", "playing_hours": None}),
                 int(bots), bot_level),
            )
            await remember_username(tx, creator_id, creator_username)
            row = await tx.fetchone(
                f"SELECT {TABLE_COLUMNS} FROM tables t WHERE t.id = ?", (table_id,)
            )
        assert row is not None
        return codec.decode_table(row)

    async def get_table(self, table_id: int) -> TableRow | None:
        """The table, or None if there is none; ``CorruptRow`` if it cannot be decoded."""
        row = await self._fetchone(
            f"SELECT {TABLE_COLUMNS} FROM tables t WHERE t.id = ?", (table_id,)
        )
        return None if row is None else codec.decode_table(row)

    async def open_lobbies(self, channel_id: int) -> list[TableRow]:
        """Lobbies in this channel, newest first (corrupt rows are skipped and logged)."""
        rows = await self._fetchall(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            "WHERE t.channel_id = ? AND t.status = 'lobby' ORDER BY t.id DESC",
            (channel_id,),
        )
        return codec.decode_many(rows)

    async def table_in_thread(self, thread_id: int) -> TableRow | None:
        """The table played in this thread (or in this channel, for a table without a thread):
        newest started table, a running one preferred (a lobby called off before its start
        never played anywhere). ``CorruptRow`` if it cannot be read."""
        row = await self._fetchone(
            f"SELECT {TABLE_COLUMNS} FROM tables t "
            f"WHERE {_IN_THREAD} ORDER BY t.status = 'running' DESC, t.id DESC LIMIT 1",
            (thread_id, thread_id),
        )
        return None if row is None else codec.decode_table(row)

    async def whole_table(self, table_id: int) -> Whole | None:
        """The table, its seats and its slow-play settings in one read (None if there is no
        such table); ``CorruptRow`` if any of it cannot be decoded."""
        whole = self._dialect(_WHOLE, _WHOLE_PG)
        row = await self._fetchone(f"{whole} WHERE t.id = ?", (table_id,))
        return None if row is None else _decode_whole(row)

    async def whole_table_in_thread(self, thread_id: int) -> Whole | None:
        """``whole_table`` of the table ``table_in_thread`` would return, in one read."""
        whole = self._dialect(_WHOLE, _WHOLE_PG)
        row = await self._fetchone(
            f"{whole} WHERE {_IN_THREAD} ORDER BY t.status = 'running' DESC, t.id DESC "
            "LIMIT 1", (thread_id, thread_id))
        return None if row is None else _decode_whole(row)

    async def table_id_in_thread(self, thread_id: int) -> int | None:
        """The id of the table ``table_in_thread`` would return, without decoding any JSON."""
        row = await self._fetchone(
            f"SELECT t.id FROM tables t WHERE {_IN_THREAD} "
            "ORDER BY t.status = 'running' DESC, t.id DESC LIMIT 1",
            (thread_id, thread_id),
        )
        return None if row is None else int(row["id"])

    async def set_lobby_message(self, table_id: int, message_id: int) -> None:
        """Remember the lobby message, which announces the lobby's first version. Discord
        bookkeeping: the version does not change."""
        async with self.unit() as tx:
            done = await tx.execute(
                "UPDATE tables SET lobby_message_id = ?, "
                "announced_version = CASE WHEN announced_version < 1 THEN 1 "
                "ELSE announced_version END WHERE id = ?",
                (message_id, table_id),
            )
            if done.rowcount != 1:
                raise TableMissing(table_id)

    async def set_thread(self, table_id: int, thread_id: int | None) -> None:
        """Remember the table's thread (None: plays in the channel) and clear its "needs a
        thread" mark. The version does not change, so buttons posted with the version from
        ``start_table`` stay valid."""
        async with self.unit() as tx:
            done = await tx.execute(
                "UPDATE tables SET thread_id = ?, thread_pending = 0 WHERE id = ?",
                (thread_id, table_id),
            )
            if done.rowcount != 1:
                raise TableMissing(table_id)

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
        return [codec.seat_row(table_id, r) for r in rows]

    async def add_seat(self, table_id: int, user_id: int, name: str, expected_version: int,
                       username: str = "") -> int:
        """Seat a user at the next free seat of a lobby (remembering the account's
        ``username`` if given); return the new version."""
        async with self.unit() as tx:
            version = await bump(tx, table_id, expected_version, ("lobby",))
            try:
                await tx.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) "
                    "SELECT ?, COALESCE(MAX(seat) + 1, 0), ?, ? FROM seats WHERE table_id = ?",
                    (table_id, user_id, name, table_id),
                )
            except sqlite3.IntegrityError as exc:
                raise ValueError(f"user {user_id} is already seated at table {table_id}") from exc
            await remember_username(tx, user_id, username)
        return version

    async def remove_seat(self, table_id: int, user_id: int, expected_version: int) -> int:
        """Unseat a user from a lobby; the others are renumbered 0..n-1 in their old order.
        Returns the new version."""
        async with self.unit() as tx:
            version = await bump(tx, table_id, expected_version, ("lobby",))
            done = await tx.execute(
                "DELETE FROM seats WHERE table_id = ? AND user_id = ?", (table_id, user_id)
            )
            if done.rowcount != 1:
                raise ValueError(f"user {user_id} is not seated at table {table_id}")
            remaining = [r["user_id"] for r in await tx.fetchall(
                "SELECT user_id FROM seats WHERE table_id = ? ORDER BY seat", (table_id,))]
            # Park seats on negative numbers first: (table_id, seat) is unique and SQLite
            # checks it row by row, so shifting in place could collide mid-update.
            await tx.execute("UPDATE seats SET seat = -1 - seat WHERE table_id = ?", (table_id,))
            await tx.executemany(
                "UPDATE seats SET seat = ? WHERE table_id = ? AND user_id = ?",
                [(i, table_id, uid) for i, uid in enumerate(remaining)],
            )
        return version

    async def rename_seat(self, table_id: int, user_id: int, name: str) -> None:
        """Keep a seated user's current display name. Bookkeeping: the version does not
        change."""
        async with self.unit() as tx:
            await tx.execute(
                "UPDATE seats SET name = ? WHERE table_id = ? AND user_id = ? AND name != ?",
                (name, table_id, user_id, name),
            )

    # -- start and status --------------------------------------------------------------------

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
        async with self.unit() as tx:
            version = await bump(
                tx,
                table_id,
                expected_version,
                ("lobby",),
                ", status = 'running', state = ?, thread_pending = ?",
                (state_text, int(needs_thread)),
            )
            count = await tx.fetchone("SELECT COUNT(*) FROM seats WHERE table_id = ?",
                                      (table_id,))
            assert count is not None
            humans = int(count[0])
            for n, name in enumerate(bots):
                seat = humans + n
                await tx.execute(
                    "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                    (table_id, seat, -1 - seat, name),
                )
            await tx.executemany(
                "INSERT OR IGNORE INTO seat_play (table_id, seat, kind) VALUES (?, ?, ?)",
                [(table_id, seat, "human" if seat < humans else "bot")
                 for seat in range(humans + len(bots))],
            )
            await set_to_act(tx, table_id, to_act)
            if schedule is not None:
                await write_schedule(tx, table_id, schedule)
        return version

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
        codec.check_status(status, ("running", "over", "abandoned"))
        allowed = (
            ("running",)
            if status == "running"
            else tuple(s for s in STATUSES if s not in FINAL_STATUSES)
        )
        result_text = None if result is None else dumps(result)
        async with self.unit() as tx:
            version = await bump(
                tx,
                table_id,
                expected_version,
                allowed,
                ", status = ?, result = ?",
                (status, result_text),
            )
            if status != "running":
                await set_to_act(tx, table_id, ())
                schedule = (schedule or Schedule()).merged(Schedule(cancel_all=True))
            if schedule is not None:
                await write_schedule(tx, table_id, schedule)
        return version

    # -- lobbies and abandoning --------------------------------------------------------------

    async def expire_lobbies(self, created_before: str, *,
                             shards: Owned | None = None) -> list[int]:
        """Close every lobby opened before ``created_before`` (an ISO UTC time, as the
        columns store it; ``shards``: of those shards' servers only); return their ids,
        oldest first."""
        owned, args = owned_filter("guild_id", shards)
        async with self.unit() as tx:
            rows = await tx.fetchall(
                "UPDATE tables SET status = 'abandoned', version = version + 1, "
                f"updated_at = {NOW}, result = ? "
                f"WHERE status = 'lobby' AND created_at < ?{owned} RETURNING id",
                (dumps({"reason": "expired"}), created_before, *args),
            )
        return sorted(r["id"] for r in rows)

    async def add_abandon_vote(self, table_id: int, user_id: int, at: str) -> None:
        """Record (or refresh) a player's wish to abandon a table at ``at`` (ISO UTC, the
        caller's clock). Bookkeeping: the table's version does not change, so its buttons
        stay valid."""
        async with self.unit() as tx:
            await tx.execute(
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

    # -- a user's tables ---------------------------------------------------------------------

    async def waiting_for(self, user_id: int) -> list[tuple[TableRow, SeatRow]]:
        """Running tables where this user's seat must act, least recently updated first.
        Selected from the seats' ``to_act`` flags alone (no game JSON involved)."""
        rows = await self._fetchall(
            f"SELECT {TABLE_COLUMNS}, s.seat AS s_seat, s.user_id AS s_user_id, "
            "s.name AS s_name, s.to_act AS s_to_act "
            "FROM seats s JOIN tables t ON t.id = s.table_id "
            "WHERE s.user_id = ? AND s.to_act = 1 AND t.status = 'running' "
            "ORDER BY COALESCE(t.public_at, t.updated_at), t.id",
            (user_id,),
        )
        out: list[tuple[TableRow, SeatRow]] = []
        for row in rows:
            try:
                table = codec.decode_table(row)
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
            "SELECT t.id, t.game, t.guild_id, t.channel_id, t.thread_id, "
            "COALESCE(t.public_at, t.updated_at) AS seen_at, "
            "s.seat, s.to_act, "
            f"{self._dialect(ACTING_NAMES, ACTING_NAMES_PG)} AS acting "
            "FROM seats s JOIN tables t ON t.id = s.table_id "
            "WHERE s.user_id = ? AND t.status = 'running' AND t.imported = 0 "
            "ORDER BY s.to_act DESC, seen_at, t.id",
            (user_id,),
        )
        return [
            MineRow(r["id"], r["game"], r["guild_id"], r["channel_id"], r["thread_id"],
                    r["seat"], bool(r["to_act"]), r["seen_at"],
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
            f"SELECT {TABLE_COLUMNS} FROM seats s JOIN tables t ON t.id = s.table_id "
            f"WHERE s.user_id = ? AND t.status IN ({marks}) ORDER BY t.id DESC",
            (user_id, *statuses),
        )
        return codec.decode_many(rows)
