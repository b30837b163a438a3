"""Game records read back: a finished table written whole from a record, in one unit.

An imported table is a finished table (``over`` or ``abandoned``) with its seats as recorded
(names and user ids), its whole move log and its final state. It is marked ``imported``: it
gets no results row (so stats, ratings and leaderboards never count it) and it is announced
already (the outbox posts nothing and pings nobody for it). The daily deal's day of a table is
read here too, since a record of a daily game waits until that day has ended.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from .area import Area
from .backend import Handle
from .codec import NOW, SEED_LIMIT, dumps
from .models import FINAL_STATUSES


@dataclass(frozen=True)
class ImportedSeat:
    """One seat of an imported table, as its record names it."""

    seat: int
    user_id: int
    name: str
    kind: str = "human"  # 'human' | 'bot'


@dataclass(frozen=True)
class ImportedMove:
    """One row of an imported table's move log (its events as the replay made them)."""

    seat: int
    user_id: int
    notation: str
    events: list[dict[str, Any]]


class Records(Area):
    """The ``Store`` methods on imported tables and the daily day of a table."""

    async def import_table(
        self,
        *,
        game: str,
        guild_id: int | None,
        channel_id: int,
        status: str,
        options: dict[str, str],
        seed: int,
        seats: Sequence[ImportedSeat],
        moves: Sequence[ImportedMove],
        state: dict[str, Any],
        result: dict[str, Any] | None,
        created_at: str | None = None,
        ended_at: str | None = None,
        bot_level: str | None = None,
    ) -> int:
        """Write a finished table, its seats and its move log as one unit; return its id.

        Version 1 is the dealt game and each move raises it by one, as a played table's
        would from its start. ``created_at`` / ``ended_at`` (ISO UTC) keep the record's dates
        where given; ``bot_level`` the level its automatic seats played (None: not
        recorded, Normal). The table plays in ``channel_id`` (a thread's id shows it in that
        thread), is marked ``imported`` and announced, and writes no result row."""
        if status not in FINAL_STATUSES:
            raise ValueError(f"an imported table is finished, not {status!r}")
        if isinstance(seed, bool) or not 0 <= seed < SEED_LIMIT:
            raise ValueError("seed must be an unsigned 64-bit integer")
        if sorted(s.seat for s in seats) != list(range(len(seats))) or not seats:
            raise ValueError("seats must be numbered 0..n-1")
        version = 1 + len(moves)
        creator = min(seats, key=lambda s: s.seat).user_id

        async def write(tx: Handle) -> int:
            done = await tx.execute(
                "INSERT INTO tables (game, guild_id, channel_id, creator_id, status, options, "
                "seed, state, version, result, announced_version, imported, created_at, "
                "updated_at, public_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 1, "
                f"COALESCE(?, {NOW}), COALESCE(?, {NOW}), COALESCE(?, {NOW}))",
                (game, guild_id, channel_id, creator, status, dumps(options), str(seed),
                 dumps(state), version, None if result is None else dumps(result), version,
                 created_at, ended_at, ended_at))
            table_id = done.lastrowid
            assert table_id is not None
            await tx.executemany(
                "INSERT INTO seats (table_id, seat, user_id, name) VALUES (?, ?, ?, ?)",
                [(table_id, s.seat, s.user_id, s.name) for s in seats])
            await tx.executemany(
                "INSERT INTO seat_play (table_id, seat, kind) VALUES (?, ?, ?)",
                [(table_id, s.seat, s.kind) for s in seats])
            await tx.execute(
                "INSERT INTO table_play (table_id, bots, bot_level) VALUES (?, ?, ?)",
                (table_id, sum(s.kind == "bot" for s in seats), bot_level))
            await tx.executemany(
                "INSERT INTO moves (table_id, n, seat, user_id, notation, events, version) "
                "VALUES (?, ?, ?, ?, ?, ?, ?)",
                [(table_id, n, m.seat, m.user_id, m.notation, dumps(m.events), n + 1)
                 for n, m in enumerate(moves, start=1)])
            return int(table_id)

        # The table, its seats and its log appear together or not at all.
        return await self.transaction(write)

    async def is_imported(self, table_id: int) -> bool:
        """Whether the table was read back from a record."""
        row = await self._fetchone("SELECT imported FROM tables WHERE id = ?", (table_id,))
        return row is not None and bool(row["imported"])

    async def daily_day_of(self, table_id: int) -> str | None:
        """The UTC day (ISO date) of the daily deal this table plays, or None."""
        row = await self._fetchone(
            "SELECT day FROM daily_games WHERE table_id = ? LIMIT 1", (table_id,))
        return None if row is None else str(row["day"])
