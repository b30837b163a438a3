"""Shared builders for table tests: started tables, random play, hand damage (not a test)."""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime, timedelta
from typing import Any

from tables import offered_moves
from tests import databases

ANN, BOB, CY, DEE = 1, 2, 3, 4
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
H = timedelta(hours=1)
D = timedelta(days=1)


class Clock:
    """The injected clock of the slow-play tests: they move it by hand (``clock.at``)."""

    def __init__(self) -> None:
        self.at = T0

    def __call__(self) -> datetime:
        return self.at


async def started(tables: Any, game: str, players: tuple[int, ...] = (ANN, BOB),
                  **options: str) -> Any:
    """A table of ``game`` with ``players`` seated in order, started."""
    out = await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=players[0],
                              name=f"u{players[0]}", options=options)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    return await tables.start(out.table.id, players[0])


async def play_random(tables: Any, table_id: int, moves: int, seed: int = 0) -> Any:
    """Up to ``moves`` random legal moves through the service; returns the table after."""
    rnd = random.Random(seed)
    table = await tables.load(table_id)
    for _ in range(moves):
        if table.row.status != "running":
            break
        (seat,) = table.to_act()
        legal = offered_moves(table.game, table.state, seat, limit=1000)
        out = await tables.move(table_id, table.user_of(seat), rnd.choice(legal))
        table = out.table
    return table


def damage(db_path: str, table_id: int, change: Any = None, **columns: Any) -> None:
    """Edit a saved table by hand, as a careless admin or a bad disk would: ``change`` edits
    the state JSON in place; ``columns`` set other columns. The version is left alone.
    ``db_path`` is the test's database on either backend (``tests.databases.database``)."""
    if change is not None:
        ((text,),) = databases.raw(db_path, "SELECT state FROM tables WHERE id = ?", table_id)
        state = json.loads(text)
        change(state)
        databases.raw(db_path, "UPDATE tables SET state = ? WHERE id = ?", json.dumps(state),
                      table_id)
    for column, value in columns.items():
        databases.raw(db_path, f"UPDATE tables SET {column} = ? WHERE id = ?", value, table_id)


def raw(db_path: str, sql: str, *params: Any) -> list[tuple]:
    """Rows of a query on the database, outside the store (a change is committed)."""
    return databases.raw(db_path, sql, *params)



def two_tiles_on_one_square(state: dict) -> None:
    """Halali!: the second tile moved onto the first one's square."""
    state["tiles"][1]["square"] = state["tiles"][0]["square"]
