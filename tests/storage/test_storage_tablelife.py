"""Storage for table life: results written with the last move, abandon votes, lobby expiry,
seat names, and the /game mine overview from seat rows."""

from __future__ import annotations

import sqlite3

import pytest

from storage import Store

from .helpers import running_table


async def finish(store: Store, table_id: int, version: int, *, seat: int = 0,
                 ranking=((1,), (0,)), scores=None, name=None) -> int:
    result = {"ranking": [list(g) for g in ranking], "scores": scores or {"0": 3, "1": 5},
              "reason": "resigned", "details": {}}
    return await store.record_move(
        table_id, expected_version=version, seat=seat, user_id=10, notation="resign",
        events=[], state={"counter": 1}, to_act=set(), status="over", result=result, name=name)


async def test_the_last_move_writes_the_result_and_its_seats(store: Store) -> None:
    table, version = await running_table(store, (10, 11, 12))
    await finish(store, table.id, version, ranking=((1,), (0, 2)),
                 scores={"0": 4, "1": 9, "2": 4}, name="Ann B.")
    (row,) = await store.results(1)
    assert (row.table_id, row.game, row.reason, row.automatic) == (table.id, "halali",
                                                                   "resigned", False)
    # tied seats share the better place: 1, 2, 2
    assert [(s.seat, s.user_id, s.place, s.score) for s in row.seats] == \
        [(0, 10, 2, 4), (1, 11, 1, 9), (2, 12, 2, 4)]
    assert row.seats[0].name == "Ann B."  # the mover's current name
    assert await store.results(2) == [] and await store.results(1, "fairy_lights") == []


async def test_a_running_move_writes_no_result_and_a_failed_save_writes_none(store) -> None:
    table, version = await running_table(store)
    version = await store.record_move(
        table.id, expected_version=version, seat=0, user_id=10, notation="x", events=[],
        state={"counter": 1}, to_act={1}, status="running", result=None)
    assert await store.results(1) == []
    from storage import VersionConflict

    with pytest.raises(VersionConflict):
        await finish(store, table.id, version - 1)
    assert await store.results(1) == []
    await finish(store, table.id, version)
    assert len(await store.results(1)) == 1


async def test_results_are_keyed_by_table(store: Store) -> None:
    table, version = await running_table(store)
    await finish(store, table.id, version)
    with pytest.raises(sqlite3.IntegrityError):
        async with store.unit() as conn:
            await conn.execute("INSERT INTO results (table_id, game) VALUES (?, 'halali')",
                               (table.id,))
    assert len(await store.results(1)) == 1


async def test_abandon_votes_are_kept_per_player_and_refreshed(store: Store) -> None:
    table, _ = await running_table(store)
    await store.add_abandon_vote(table.id, 10, "2026-01-01T00:00:00.000Z")
    await store.add_abandon_vote(table.id, 11, "2026-01-03T00:00:00.000Z")
    assert await store.abandon_votes(table.id, "2026-01-02T00:00:00.000Z") == {11}
    await store.add_abandon_vote(table.id, 10, "2026-01-04T00:00:00.000Z")
    assert await store.abandon_votes(table.id, "2026-01-02T00:00:00.000Z") == {10, 11}
    assert (await store.get_table(table.id)).version == 3  # bookkeeping: no version change


async def test_expire_lobbies_closes_only_old_lobbies(store: Store) -> None:
    old = await store.create_table(game="halali", guild_id=1, channel_id=5, creator_id=1,
                                   creator_name="a", options={}, seed=1)
    new = await store.create_table(game="halali", guild_id=1, channel_id=5, creator_id=2,
                                   creator_name="b", options={}, seed=2)
    running, _ = await running_table(store)
    async with store.unit() as conn:
        await conn.execute("UPDATE tables SET created_at = '2020-01-01T00:00:00.000Z' "
                           "WHERE id IN (?, ?)", (old.id, running.id))
    assert await store.expire_lobbies("2021-01-01T00:00:00.000Z") == [old.id]
    closed = await store.get_table(old.id)
    assert closed.status == "abandoned" and closed.result == {"reason": "expired"}
    assert closed.version == old.version + 1
    assert [r.id for r in await store.open_lobbies(5)] == [new.id]
    assert (await store.get_table(running.id)).status == "running"


async def test_seat_overview_from_seat_rows_yours_first(store: Store) -> None:
    mine, _ = await running_table(store, (10, 11))  # seat 0 (user 10) to act
    theirs, _ = await running_table(store, (11, 10))  # user 11 to act
    rows = await store.seat_overview(10)
    assert [(r.table_id, r.to_act) for r in rows] == [(mine.id, True), (theirs.id, False)]
    assert rows[1].acting == ("user11",) and rows[0].acting == ("user10",)
    assert rows[0].since.endswith("Z")
    assert await store.seat_overview(99) == []
