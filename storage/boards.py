"""Live boards: the channels that show one post listing their running games, and the
"everyone else is done" mentions already claimed.

A board's row exists while its channel has the board turned on. The listing is read from
table columns and seat rows alone (``to_act``, names, ``public_at``): no game JSON, so no
hidden fact can reach it.
"""

from __future__ import annotations

from dataclasses import dataclass

from .area import Area
from .shards import Owned, owned_filter
from .tables_seats import ACTING_NAMES, ACTING_NAMES_PG


@dataclass(frozen=True)
class BoardRow:
    """A channel with its live board turned on."""

    channel_id: int
    guild_id: int | None
    #: the board post, once recorded
    message_id: int | None
    #: a new post was being sent: after a crash it may exist unrecorded (find its marker)
    posting: bool


@dataclass(frozen=True)
class BoardLine:
    """One running table of a channel as its board shows it (public facts only)."""

    table_id: int
    game: str
    thread_id: int | None
    #: when the table last changed in public (a private action never moves it)
    since: str
    #: how many seats the table has
    seats: int
    #: the names of the seats that must act now, in seat order
    acting: tuple[str, ...]


class Boards(Area):
    """The ``Store`` methods on live boards and last calls."""

    async def board(self, channel_id: int) -> BoardRow | None:
        """The channel's board, or None when it is off."""
        row = await self._fetchone(
            "SELECT channel_id, guild_id, message_id, posting FROM boards WHERE channel_id = ?",
            (channel_id,))
        return None if row is None else BoardRow(row["channel_id"], row["guild_id"],
                                                 row["message_id"], bool(row["posting"]))

    async def boards(self, guild_id: int | None = None, *,
                     shards: Owned | None = None) -> list[BoardRow]:
        """Every channel with its board on (of one server, or of all; ``shards``: of those
        shards' servers only), in channel order."""
        where, args = ("", ()) if guild_id is None else (" AND guild_id = ?", (guild_id,))
        owned, owned_args = owned_filter("guild_id", shards)
        rows = await self._fetchall(
            f"SELECT channel_id, guild_id, message_id, posting FROM boards "
            f"WHERE 1 = 1{where}{owned} ORDER BY channel_id", (*args, *owned_args))
        return [BoardRow(r["channel_id"], r["guild_id"], r["message_id"], bool(r["posting"]))
                for r in rows]

    async def enable_board(self, channel_id: int, guild_id: int | None) -> bool:
        """Turn a channel's board on; False if it was on already."""
        done = await self._write(
            "INSERT INTO boards (channel_id, guild_id) VALUES (?, ?) "
            "ON CONFLICT (channel_id) DO NOTHING", (channel_id, guild_id))
        return done.rowcount == 1

    async def disable_board(self, channel_id: int) -> BoardRow | None:
        """Turn a channel's board off; the row it had (its post is the caller's to delete),
        or None if it was off."""
        async with self.unit() as tx:
            row = await tx.fetchone(
                "SELECT channel_id, guild_id, message_id, posting FROM boards "
                "WHERE channel_id = ?", (channel_id,))
            if row is None:
                return None
            await tx.execute("DELETE FROM boards WHERE channel_id = ?", (channel_id,))
        return BoardRow(row["channel_id"], row["guild_id"], row["message_id"],
                        bool(row["posting"]))

    async def board_posting(self, channel_id: int) -> None:
        """A new board post is about to be sent (its record follows once Discord took it)."""
        await self._write("UPDATE boards SET posting = 1 WHERE channel_id = ?", (channel_id,))

    async def record_board(self, channel_id: int, message_id: int | None) -> None:
        """The board post is ``message_id`` (None: none any more); no post is under way."""
        await self._write("UPDATE boards SET message_id = ?, posting = 0 WHERE channel_id = ?",
                          (message_id, channel_id))

    async def board_lines(self, channel_id: int, limit: int = 100) -> list[BoardLine]:
        """The channel's running tables, oldest first: game, thread, public time, and who
        must act (names from seat rows; no game JSON is read)."""
        rows = await self._fetchall(
            "SELECT t.id, t.game, t.thread_id, COALESCE(t.public_at, t.updated_at) AS since, "
            "(SELECT count(*) FROM seats WHERE table_id = t.id) AS seats, "
            f"{self._dialect(ACTING_NAMES, ACTING_NAMES_PG)} AS acting "
            "FROM tables t WHERE t.channel_id = ? AND t.status = 'running' "
            # a daily deal plays in its owner's private thread: not a game of the channel's
            "AND NOT EXISTS (SELECT 1 FROM daily_games d WHERE d.table_id = t.id) "
            "ORDER BY t.id LIMIT ?", (channel_id, limit))
        return [BoardLine(r["id"], r["game"], r["thread_id"], r["since"], int(r["seats"]),
                          tuple(r["acting"].split("\x1f")) if r["acting"] else ())
                for r in rows]

    async def claim_last_call(self, table_id: int, turn: int, seat: int) -> bool:
        """Claim the one "everyone else is done" mention of a table's turn for ``seat``;
        False if it was claimed already (sent, or lost to a crash: never sent twice)."""
        done = await self._write(
            "INSERT INTO last_calls (table_id, turn, seat) VALUES (?, ?, ?) "
            "ON CONFLICT (table_id, turn) DO NOTHING", (table_id, turn, seat))
        return done.rowcount == 1
