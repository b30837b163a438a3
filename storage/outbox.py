"""The outbox and its notices: what was saved but not yet shown in Discord.

A table's ``announced_version`` trails its ``version`` until the outbox has posted every
version above it; ``notices`` (reminders, offers, hand-overs written by a ``Schedule``) wait
in ``pending`` until delivered. Both are rows, so a crash between a save and its post loses
nothing: the next sweep finds them.
"""

from __future__ import annotations

from typing import Any

from . import codec
from .area import Area
from .codec import dumps
from .deadlines import write_schedule
from .errors import TableMissing
from .models import FINAL_STATUSES, NoticeRow, Schedule
from .shards import Owned, owned_filter
from .tables_seats import bump, set_to_act

# The offer a deadline's data names (per dialect: the JSON functions differ).
_OFFER = "json_extract(d.data, '$.offer')"
_OFFER_PG = "(d.data::json ->> 'offer')::bigint"
_NOTICE_COLUMNS = "id, table_id, kind, seat, data, dm, state, message_id, live, offer"


class Outbox(Area):
    """The ``Store`` methods on announced versions and notices."""

    # -- announced versions ------------------------------------------------------------------

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
        # One statement: its own transaction, the one write after Discord took the post.
        done = await self._write(sql, params)
        return done.rowcount == 1

    async def unannounced(self, limit: int = 100, after: int = 0, *,
                          shards: Owned | None = None) -> list[int]:
        """Ids above ``after`` of tables with a saved version not yet posted, in id order
        (``shards``: only the tables of those shards' servers)."""
        owned, args = owned_filter("guild_id", shards)
        rows = await self._fetchall(
            f"SELECT id FROM tables WHERE version > announced_version AND id > ?{owned} "
            "ORDER BY id LIMIT ?",
            (after, *args, limit),
        )
        return [int(r["id"]) for r in rows]

    async def close_unreachable(self, table_id: int, reason: str) -> int:
        """Close a table whose thread, channel or server is gone: a table not yet ended is
        abandoned with ``reason``, and every version counts as announced (there is nowhere to
        post). Returns the final version."""
        async with self.unit() as tx:
            row = await tx.fetchone("SELECT status, version FROM tables WHERE id = ?",
                                    (table_id,))
            if row is None:
                raise TableMissing(table_id)
            version = row["version"]
            if row["status"] not in FINAL_STATUSES:
                version = await bump(
                    tx, table_id, version, (row["status"],),
                    ", status = 'abandoned', result = ?", (dumps({"reason": reason}),),
                )
                await set_to_act(tx, table_id, ())
                await write_schedule(tx, table_id, Schedule(cancel_all=True))
            await tx.execute(
                "UPDATE tables SET announced_version = ?, thread_pending = 0 WHERE id = ?",
                (version, table_id),
            )
        return version

    # -- slow-play notices -------------------------------------------------------------------

    async def pending_notices(self, table_id: int | None = None, limit: int = 100,
                              after: int = 0, *,
                              shards: Owned | None = None) -> list[NoticeRow]:
        """Notices not yet delivered (of one table, or of all) with an id above ``after``,
        oldest first. ``shards``: only those the shards own: a notice for a direct message
        (``dm`` 1, or 2 once tried) by its player's shard, any other by its table's."""
        def where(n: str) -> str:
            return (f"{n}state = 'pending' AND {n}id > ?"
                    + ("" if table_id is None else f" AND {n}table_id = ?"))

        args: tuple[Any, ...] = (after,) if table_id is None else (after, table_id)
        by_table, table_args = owned_filter("t.guild_id", shards)
        if not by_table:
            rows = await self._fetchall(
                f"SELECT {_NOTICE_COLUMNS} FROM notices WHERE {where('')} ORDER BY id LIMIT ?",
                (*args, limit))
            return [codec.notice_row(r) for r in rows]
        by_user, user_args = owned_filter("s.user_id", shards)
        columns = ", ".join("n." + c for c in _NOTICE_COLUMNS.split(", "))
        dm = "n.dm IN (1, 2) AND s.user_id IS NOT NULL"
        rows = await self._fetchall(
            f"SELECT {columns} FROM notices n JOIN tables t ON t.id = n.table_id "
            "LEFT JOIN seats s ON s.table_id = n.table_id AND s.seat = n.seat "
            f"WHERE {where('n.')} AND (({dm}{by_user}) OR (NOT ({dm}){by_table})) "
            "ORDER BY n.id LIMIT ?",
            (*args, *user_args, *table_args, limit))
        return [codec.notice_row(r) for r in rows]

    async def notices(self, table_id: int) -> list[NoticeRow]:
        """Every notice of a table, oldest first."""
        rows = await self._fetchall(
            f"SELECT {_NOTICE_COLUMNS} FROM notices WHERE table_id = ? ORDER BY id",
            (table_id,))
        return [codec.notice_row(r) for r in rows]

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
        async with self.unit() as tx:
            await tx.execute(f"UPDATE notices SET {', '.join(sets)} WHERE id = ?",
                             (*args, notice_id))

    async def stale_controls(self, table_id: int | None = None, limit: int = 100, *,
                             shards: Owned | None = None) -> list[NoticeRow]:
        """Delivered offers still showing buttons that can no longer be answered: their
        answer row fired (answered, or lapsed) or went (the seat moved, the game ended).
        ``shards``: only on the tables of those shards' servers (the buttons are in their
        threads)."""
        where = "" if table_id is None else " AND n.table_id = ?"
        args: tuple[Any, ...] = () if table_id is None else (table_id,)
        owned, owned_args = owned_filter("t.guild_id", shards)
        if owned:
            where += f" AND n.table_id IN (SELECT t.id FROM tables t WHERE 1 = 1{owned})"
            args += owned_args
        rows = await self._fetchall(
            f"SELECT {', '.join('n.' + c for c in _NOTICE_COLUMNS.split(', '))} "
            "FROM notices n WHERE n.live = 1" + where + " AND NOT EXISTS ("
            "SELECT 1 FROM deadlines d WHERE d.table_id = n.table_id AND d.kind = 'answer' "
            f"AND d.fired = 0 AND {self._dialect(_OFFER, _OFFER_PG)} = n.offer) "
            "ORDER BY n.id LIMIT ?", (*args, limit))
        return [codec.notice_row(r) for r in rows]
