"""Storage for whoever runs the bot: a table read without decoding (to repair it) and the one
write that puts a rebuilt state in place. SQL stays in storage/; the rebuilding is tables'.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .codec import dumps
from .db import Store
from .models import STATUSES
from .tables_seats import bump, set_to_act


@dataclass(frozen=True)
class LoggedMove:
    """One move of the log as replay needs it: who played what."""

    n: int
    seat: int
    notation: str


@dataclass(frozen=True)
class RawTable:
    """A table exactly as stored: JSON columns as text, so a damaged one can still be read."""

    id: int
    game: str
    status: str
    options: str
    seed: str
    state: str | None
    result: str | None
    version: int
    seat_count: int
    to_act: frozenset[int]
    moves: list[LoggedMove]

    def __repr__(self) -> str:
        # The seed and state hold hidden facts: keep them out of logs and tracebacks.
        return f"RawTable(id={self.id}, game={self.game!r}, version={self.version})"


async def raw_table(store: Store, table_id: int) -> RawTable | None:
    """The table, its seats' turn flags and its move log, undecoded; None if there is none."""
    rows = await store._fetchall(  # noqa: SLF001 - storage's own helper
        "SELECT id, game, status, options, seed, state, result, version FROM tables "
        "WHERE id = ?", (table_id,))
    if not rows:
        return None
    row = rows[0]
    seats = await store._fetchall(  # noqa: SLF001
        "SELECT seat, to_act FROM seats WHERE table_id = ? ORDER BY seat", (table_id,))
    moves = await store._fetchall(  # noqa: SLF001
        "SELECT n, seat, notation FROM moves WHERE table_id = ? ORDER BY n", (table_id,))
    return RawTable(
        id=row["id"], game=row["game"], status=row["status"], options=row["options"],
        seed=str(row["seed"]), state=row["state"], result=row["result"],
        version=row["version"], seat_count=len(seats),
        to_act=frozenset(s["seat"] for s in seats if s["to_act"]),
        moves=[LoggedMove(m["n"], m["seat"], m["notation"]) for m in moves])


async def replace_state(store: Store, table_id: int, *, expected_version: int,
                        state: dict[str, Any], status: str, result: dict[str, Any] | None,
                        to_act: set[int]) -> int:
    """Put a rebuilt state (with its status, result and seats to act) in place of the saved
    one, in one transaction, if the version is still ``expected_version``; the version rises,
    so buttons posted before the repair are refused. The move log is left as it is."""
    if status not in STATUSES or status == "lobby":
        raise ValueError(f"cannot repair a table into status {status!r}")
    result_text = None if result is None else dumps(result)
    async with store.unit() as tx:
        version = await bump(
            tx, table_id, expected_version, ("running", "over", "abandoned"),
            ", state = ?, status = ?, result = ?", (dumps(state), status, result_text))
        await set_to_act(tx, table_id, to_act if status == "running" else ())
    return version
