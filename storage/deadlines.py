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

_DEADLINE_COLUMNS = "id, table_id, seat, kind, due, fired, data"


async def write_schedule(tx: Handle, table_id: int, plan: Schedule) -> None:
    """Apply a ``Schedule`` inside the caller's unit."""
    for row_id in plan.fire:
        done = await tx.execute(
            "UPDATE deadlines SET fired = 1 WHERE id = ? AND table_id = ? AND fired = 0",
            (row_id, table_id))
        if done.rowcount != 1:
            raise AlreadyFired(f"deadline {row_id} of table {table_id} fired already")
    if plan.cancel_all:
        await tx.execute("DELETE FROM deadlines WHERE table_id = ? AND fired = 0", (table_id,))
    for seat, kind in plan.cancel:
        await tx.execute(
            "DELETE FROM deadlines WHERE table_id = ? AND seat IS ? AND kind = ? "
            "AND fired = 0", (table_id, seat, kind))
    await tx.executemany(
        "INSERT INTO deadlines (table_id, seat, kind, due, data) VALUES (?, ?, ?, ?, ?)",
        [(table_id, d.seat, d.kind, d.due, dumps(d.data)) for d in plan.add])
    for seat, clock in plan.clocks.items():
        await tx.execute(
            "INSERT INTO seat_play (table_id, seat, clock) VALUES (?, ?, ?) "
            "ON CONFLICT (table_id, seat) DO UPDATE SET clock = excluded.clock",
            (table_id, seat, None if clock is None else dumps(clock)))
    for seat, auto in plan.auto.items():
        await tx.execute(
            "INSERT INTO seat_play (table_id, seat, auto) VALUES (?, ?, ?) "
            "ON CONFLICT (table_id, seat) DO UPDATE SET auto = excluded.auto",
            (table_id, seat, int(auto)))
    if plan.human_at is not None:
        await tx.execute(
            "UPDATE table_play SET last_human_at = ? WHERE table_id = ?",
            (plan.human_at, table_id))
    await tx.executemany(
        "INSERT INTO notices (table_id, kind, seat, data, dm, offer) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [(table_id, n.kind, n.seat, dumps(n.data), int(n.dm), n.offer)
         for n in plan.notices])


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
            "SELECT clock, bots, last_human_at FROM table_play WHERE table_id = ?", (table_id,))
        if row is None:
            return TablePlay(table_id, {"kind": "untimed", "playing_hours": None})
        return TablePlay(table_id, codec.loads(table_id, "clock", row["clock"], dict),
                         int(row["bots"]), row["last_human_at"])

    async def automatic_to_act(self, limit: int = 100, *, after: int = 0) -> list[int]:
        """Running tables where a seat played by the automatic player must act now, by id;
        ``after``: only ids above it (the next page)."""
        rows = await self._fetchall(
            "SELECT DISTINCT p.table_id FROM seat_play p "
            "JOIN seats s ON s.table_id = p.table_id AND s.seat = p.seat "
            "JOIN tables t ON t.id = p.table_id "
            "WHERE (p.kind = 'bot' OR p.auto = 1) AND s.to_act = 1 AND t.status = 'running' "
            "AND p.table_id > ? ORDER BY p.table_id LIMIT ?", (after, limit))
        return [int(r["table_id"]) for r in rows]

    async def due_deadlines(self, now: str, limit: int = 100, *,
                            after: tuple[str, int] | None = None) -> list[DeadlineRow]:
        """Unfired deadlines due at or before ``now`` (ISO UTC), soonest first; ``after``:
        only those past this (due, id), the last of the previous page."""
        due, row_id = after if after is not None else ("", 0)
        # Row values keep the pages stable while other rows are fired between two reads.
        rows = await self._fetchall(
            f"SELECT {_DEADLINE_COLUMNS} FROM deadlines "
            "WHERE fired = 0 AND due <= ? AND (due > ? OR (due = ? AND id > ?)) "
            "ORDER BY due, id LIMIT ?", (now, due, due, row_id, limit))
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
