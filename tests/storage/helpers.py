"""Shared builders for the storage tests (not a test module)."""

from __future__ import annotations

from storage import Store, TableRow


async def running_table(
    store: Store,
    users: tuple[int, ...] = (10, 11),
    *,
    channel_id: int = 100,
    state: dict | None = None,
) -> tuple[TableRow, int]:
    """Create a table seating ``users`` (first one creates it), start it with seat 0 to act.

    Returns the table (as created) and its version after the start.
    """
    table = await store.create_table(
        game="halali",
        guild_id=1,
        channel_id=channel_id,
        creator_id=users[0],
        creator_name=f"user{users[0]}",
        options={"variant": "basic"},
        seed=12345,
    )
    version = table.version
    for user in users[1:]:
        version = await store.add_seat(table.id, user, f"user{user}", version)
    version = await store.start_table(
        table.id, state=state or {"counter": 0}, to_act={0}, expected_version=version
    )
    return table, version


async def play(store: Store, table_id: int, version: int, counter: int, seat: int = 0) -> int:
    """Record one move that sets the state counter and hands the turn to the other seat."""
    return await store.record_move(
        table_id,
        expected_version=version,
        seat=seat,
        user_id=10 + seat,
        notation=f"m{counter}",
        events=[{"code": "MOVED", "counter": counter}],
        state={"counter": counter},
        to_act={1 - seat},
        status="running",
        result=None,
    )
