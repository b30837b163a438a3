"""Deadlines and slow play: clocks, reminders and automatic seats, as rows.

A ``Schedule`` (``models``) says what changes: deadlines fired, cancelled or added, seats'
clocks and automatic flags, the last human action, notices for the outbox. It is written in
the same unit as the move that causes it (``write_schedule``), or on its own
(``apply_schedule``); firing a deadline twice raises ``AlreadyFired`` and rolls it all back.
"""

from __future__ import annotations

from . import codec
from .area import Area
from .backend import Handle
from .codec import dumps
from .errors import AlreadyFired
from .models import DeadlineRow, Schedule, TablePlay
from .shards import Owned, owned_filter

_DEADLINE_COLUMNS = "id, table_id, seat, kind, due, fired, data"


# One added deadline: its numbers cast, so a database that types a bare parameter in VALUES
# as text (PostgreSQL) compares them with the seat column as numbers.
_ADDED_ROW = "(CAST(? AS INTEGER), ?, ?, ?, CAST(? AS INTEGER))"


def _rows(count: int, width: int) -> str:
    """``(?, ?), (?, ?)``: the VALUES of a multi-row statement."""
    one = "(" + ", ".join("?" * width) + ")"
    return ", ".join([one] * count)


async def write_schedule(tx: Handle, table_id: int, plan: Schedule) -> None:
    """Apply a ``Schedule`` inside the caller's unit, with one statement per kind of change
    (and none for a kind the plan leaves alone).

    A deadline the plan cancels and adds again unchanged (same seat, kind, due time and data)
    is kept as it is stored: neither deleted nor written again.
    """
    if plan.fire:
        fire = sorted(set(plan.fire))
        done = await tx.execute(
            f"UPDATE deadlines SET fired = 1 WHERE table_id = ? AND fired = 0 "
            f"AND id IN ({','.join('?' * len(fire))})", (table_id, *fire))
        if done.rowcount != len(plan.fire):  # a row fired already (or named twice)
            raise AlreadyFired(f"a deadline of {plan.fire} of table {table_id} fired already")
    if plan.cancel_all:
        await tx.execute("DELETE FROM deadlines WHERE table_id = ? AND fired = 0", (table_id,))
    cancel = list(dict.fromkeys(plan.cancel))
    added = [(d.seat, d.kind, d.due, dumps(d.data)) for d in plan.add]
    # Only a row whose (seat, kind) is cancelled can be renewed in place.
    renewed = set() if plan.cancel_all else set(cancel)
    same = [a for a in added if (a[0], a[1]) in renewed]
    if cancel and not plan.cancel_all:
        kinds = " OR ".join(["(seat IS ? AND kind = ?)"] * len(cancel))
        params: list[object] = [table_id, *(x for c in cancel for x in c)]
        keep = ""
        if same:
            keep = " AND NOT (" + " OR ".join(
                ["(seat IS ? AND kind = ? AND due = ? AND data = ?)"] * len(same)) + ")"
            params += [x for a in same for x in a]
        await tx.execute(
            f"DELETE FROM deadlines WHERE table_id = ? AND fired = 0 AND ({kinds}){keep}",
            params)
    if added:
        # A renewed row (flag 1) is written only if it is not stored unchanged already.
        await tx.execute(
            "INSERT INTO deadlines (table_id, seat, kind, due, data) "
            "SELECT ?, v.column1, v.column2, v.column3, v.column4 "
            f"FROM (VALUES {', '.join([_ADDED_ROW] * len(added))}) v "
            "WHERE v.column5 = 0 OR NOT EXISTS ("
            "SELECT 1 FROM deadlines d WHERE d.table_id = ? AND d.fired = 0 "
            "AND d.seat IS v.column1 AND d.kind = v.column2 AND d.due = v.column3 "
            "AND d.data = v.column4)",
            (table_id, *(x for a in added for x in (*a, int((a[0], a[1]) in renewed))),
             table_id))
    if plan.clocks:
        await tx.execute(
            f"INSERT INTO seat_play (table_id, seat, clock) VALUES {_rows(len(plan.clocks), 3)} "
            "ON CONFLICT (table_id, seat) DO UPDATE SET clock = excluded.clock",
            [x for seat, clock in plan.clocks.items()
             for x in (table_id, seat, None if clock is None else dumps(clock))])
    if plan.auto:
        await tx.execute(
            f"INSERT INTO seat_play (table_id, seat, auto) VALUES {_rows(len(plan.auto), 3)} "
            "ON CONFLICT (table_id, seat) DO UPDATE SET auto = excluded.auto",
            [x for seat, auto in plan.auto.items() for x in (table_id, seat, int(auto))])
    if plan.human_at is not None:
        await tx.execute(
            "UPDATE table_play SET last_human_at = ? WHERE table_id = ?",
            (plan.human_at, table_id))
    if plan.notices:
        await tx.execute(
            "INSERT INTO notices (table_id, kind, seat, data, dm, offer) "
            f"VALUES {_rows(len(plan.notices), 6)}",
            [x for n in plan.notices
             for x in (table_id, n.kind, n.seat, dumps(n.data), int(n.dm), n.offer)])


class Deadlines(Area):
    """The ``Store`` methods on clocks, deadlines and automatic seats."""

    async def apply_schedule(self, table_id: int, plan: Schedule) -> None:
        """Apply a ``Schedule`` on its own (a reminder sent, more time given, a seat handed
        over): one transaction; ``AlreadyFired`` rolls it all back."""
        async with self.unit() as tx:
            await write_schedule(tx, table_id, plan)

    async def table_play(self, table_id: int) -> TablePlay:
        """A table's slow-play settings (untimed, no automatic players if none were stored)."""
        row = await self._fetchone(
            "SELECT clock, bots, last_human_at, bot_level FROM table_play WHERE table_id = ?",
            (table_id,))
        if row is None:
            return TablePlay(table_id, {"kind": "untimed", "playing_hours": None})
        return TablePlay(table_id, codec.loads(table_id, "clock", row["clock"], dict),
                         int(row["bots"]), row["last_human_at"], row["bot_level"])

    async def automatic_to_act(self, limit: int = 100, *, after: int = 0,
                               shards: Owned | None = None) -> list[int]:
        """Running tables where a seat played by the automatic player must act now, by id;
        ``after``: only ids above it (the next page); ``shards``: only the tables of those
        shards' servers."""
        owned, args = owned_filter("t.guild_id", shards)
        rows = await self._fetchall(
            "SELECT DISTINCT p.table_id FROM seat_play p "
            "JOIN seats s ON s.table_id = p.table_id AND s.seat = p.seat "
            "JOIN tables t ON t.id = p.table_id "
            "WHERE (p.kind = 'bot' OR p.auto = 1) AND s.to_act = 1 AND t.status = 'running' "
            f"AND p.table_id > ?{owned} ORDER BY p.table_id LIMIT ?", (after, *args, limit))
        return [int(r["table_id"]) for r in rows]

    async def due_deadlines(self, now: str, limit: int = 100, *,
                            after: tuple[str, int] | None = None,
                            shards: Owned | None = None) -> list[DeadlineRow]:
        """Unfired deadlines due at or before ``now`` (ISO UTC), soonest first; ``after``:
        only those past this (due, id), the last of the previous page; ``shards``: only
        those of the tables of those shards' servers."""
        due, row_id = after if after is not None else ("", 0)
        owned, args = owned_filter("t.guild_id", shards)
        if owned:
            owned = f" AND table_id IN (SELECT t.id FROM tables t WHERE 1 = 1{owned})"
        # Row values keep the pages stable while other rows are fired between two reads.
        rows = await self._fetchall(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines "
            f"WHERE fired = 0 AND due <= ? AND (due > ? OR (due = ? AND id > ?)){owned} "
            "ORDER BY due, id LIMIT ?", (now, due, due, row_id, *args, limit))
        return [codec.deadline_row(r) for r in rows]

    async def deadlines(self, table_id: int, *, pending: bool = True) -> list[DeadlineRow]:
        """A table's deadlines (only the unfired ones unless ``pending`` is False)."""
        rows = await self._fetchall(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines "
            f"WHERE table_id = ? {'AND fired = 0' if pending else ''} ORDER BY due, id",
            (table_id,))
        return [codec.deadline_row(r) for r in rows]

    async def deadline(self, row_id: int) -> DeadlineRow | None:
        """One deadline row by id."""
        row = await self._fetchone(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines WHERE id = ?", (row_id,))
        return None if row is None else codec.deadline_row(row)
