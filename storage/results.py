"""Results: one row per finished table and one per seat, the ground of stats and ratings.

Written once, in the unit of the table's last move (``write_result``); the primary key on
``results.table_id`` makes a second write fail rather than count twice.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from .area import Area
from .backend import Handle
from .models import ResultRow, ResultSeat


async def write_result(tx: Handle, table_id: int, result: dict[str, Any]) -> None:
    """Write a finished table's result rows (inside the caller's unit). The primary key on
    ``results.table_id`` makes a second write fail, never count twice."""
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
    await tx.execute(
        "INSERT INTO results (table_id, guild_id, game, reason, automatic) "
        "SELECT id, guild_id, game, ?, "
        "  MAX(?, EXISTS (SELECT 1 FROM seat_play WHERE table_id = ? AND kind = 'bot')) "
        "FROM tables WHERE id = ?",
        (str(result.get("reason", "")), int(bool(result.get("automatic"))), table_id,
         table_id),
    )
    seats = await tx.fetchall(
        "SELECT seat, user_id, name FROM seats WHERE table_id = ? ORDER BY seat", (table_id,)
    )
    await tx.executemany(
        "INSERT INTO result_seats (table_id, seat, user_id, name, place, score) "
        "VALUES (?, ?, ?, ?, ?, ?)",
        [
            (table_id, r["seat"], r["user_id"], r["name"],
             places.get(r["seat"], len(seats)), scores.get(r["seat"], 0))
            for r in seats
        ],
    )


class Results(Area):
    """The ``Store`` methods on recorded results."""

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
