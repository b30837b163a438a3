"""The move log: append-only history of every table, the proof and the replay of a game.

``record_move`` is the one write of a move: the log row, the new state and version, the
seats to act, the result (when the move ends the game) and the move's schedule commit in
one unit, or none of them does; the unit runs in one trip to the database
(``Area.transaction``). The caller passes only what changes (``name`` when it differs).
"""

from __future__ import annotations

from typing import Any

from . import codec
from .area import Area
from .backend import Handle
from .codec import dumps
from .deadlines import write_schedule
from .models import MoveRow, Schedule
from .results import Rater, write_result
from .tables_seats import bump, set_to_act

_MOVE_COLUMNS = "table_id, n, seat, user_id, notation, events, version, created_at"


class MoveLog(Area):
    """The ``Store`` methods on the move log."""

    #: the rater of results (``Results.rate_results``): a final move updates standings.
    _rater: Rater | None

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
        public: bool = True,
    ) -> int:
        """Append a move and save the state it led to, atomically; return the new version.
        ``schedule`` (clocks, deadlines) is written in the same transaction.

        The table must be running. ``status`` is the status after the move; unless it is
        'running', no seat is left to act (``to_act`` is ignored). ``name`` is the mover's
        current display name, kept on their seat. When the move ends the game ('over'), its
        ``result`` is recorded for stats in the same transaction, once. A move that is not
        ``public`` (all its events private) leaves the table's public time where it was.
        """
        codec.check_status(status, ("running", "over", "abandoned"))
        state_text, events_text = dumps(state), dumps(events)
        result_text = None if result is None else dumps(result)
        async def write(tx: Handle) -> int:
            version = await bump(
                tx,
                table_id,
                expected_version,
                ("running",),
                ", state = ?, status = ?, result = ?",
                (state_text, status, result_text),
                public=public,
            )
            await tx.execute(
                "INSERT INTO moves (table_id, n, seat, user_id, notation, events, version) "
                "SELECT ?, COALESCE(MAX(n), 0) + 1, ?, ?, ?, ?, ? FROM moves WHERE table_id = ?",
                (table_id, seat, user_id, notation, events_text, version, table_id),
            )
            await set_to_act(tx, table_id, to_act if status == "running" else ())
            if name:
                await tx.execute(
                    "UPDATE seats SET name = ? WHERE table_id = ? AND seat = ? AND name != ?",
                    (name, table_id, seat, name),
                )
            if status == "over" and result is not None:
                await write_result(tx, table_id, result, self._rater)
            if schedule is not None:
                await write_schedule(tx, table_id, schedule)
            return version

        # The whole move is one transaction in one trip to the database's thread.
        return await self.transaction(write)

    async def moves(self, table_id: int) -> list[MoveRow]:
        """The table's move log in order; ``CorruptRow`` if an entry cannot be decoded."""
        rows = await self._fetchall(
            f"SELECT {_MOVE_COLUMNS} FROM moves WHERE table_id = ? ORDER BY n",
            (table_id,),
        )
        return [codec.move_row(table_id, r) for r in rows]

    async def moves_since(
        self, table_id: int, version: int, limit: int | None = None
    ) -> list[MoveRow]:
        """The moves that led past ``version``, in order (at most ``limit``)."""
        rows = await self._fetchall(
            f"SELECT {_MOVE_COLUMNS} FROM moves WHERE table_id = ? AND version > ? "
            "ORDER BY n LIMIT ?",
            (table_id, version, -1 if limit is None else limit),
        )
        return [codec.move_row(table_id, r) for r in rows]
