"""Store behaviour: lobby round trip, version compare-and-swap, move log, lookups, corruption."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from storage import CorruptRow, Store, TableMissing, VersionConflict
from tests.databases import raw

from .helpers import play, running_table


async def test_create_join_leave_start_round_trip(store: Store) -> None:
    table = await store.create_table(
        game="halali",
        guild_id=7,
        channel_id=100,
        creator_id=10,
        creator_name="Ann",
        options={"variant": "basic", "clock": "slow"},
        seed=2**64 - 1,
    )
    assert (table.status, table.version, table.state, table.result) == ("lobby", 1, None, None)
    assert table.seed == 2**64 - 1
    assert table.options == {"variant": "basic", "clock": "slow"}
    assert table.created_at.endswith("Z") and "T" in table.created_at
    assert [(s.seat, s.user_id, s.name) for s in await store.seats(table.id)] == [(0, 10, "Ann")]

    v = await store.add_seat(table.id, 11, "Bob", 1)
    v = await store.add_seat(table.id, 12, "Cy", v)
    v = await store.add_seat(table.id, 13, "Di", v)
    assert v == 4
    v = await store.remove_seat(table.id, 11, v)
    assert v == 5
    # Renumbered 0..n-1, order kept.
    assert [(s.seat, s.user_id) for s in await store.seats(table.id)] == [(0, 10), (1, 12), (2, 13)]
    v = await store.add_seat(table.id, 11, "Bob", v)
    assert [(s.seat, s.user_id) for s in await store.seats(table.id)][-1] == (3, 11)

    await store.set_lobby_message(table.id, 555)
    v = await store.start_table(
        table.id, state={"board": [1, 2], "n": "é"}, to_act={0, 2}, expected_version=v
    )
    await store.set_thread(table.id, 777)

    loaded = await store.get_table(table.id)
    assert loaded is not None
    assert (loaded.status, loaded.version) == ("running", v)
    assert (loaded.lobby_message_id, loaded.thread_id) == (555, 777)
    assert loaded.state == {"board": [1, 2], "n": "é"}
    assert loaded.seed == 2**64 - 1
    assert [s.to_act for s in await store.seats(table.id)] == [True, False, True, False]
    # JSON is stored canonically: compact with sorted keys.
    raw = await store._fetchall("SELECT state FROM tables WHERE id = ?", (table.id,))
    assert raw[0][0] == '{"board":[1,2],"n":"é"}'
    assert await store.get_table(table.id + 999) is None

    # Lobby changes are refused once running (a bug in the caller, not a stale click).
    with pytest.raises(ValueError):
        await store.add_seat(table.id, 99, "Late", v)


async def test_seed_bounds(store: Store) -> None:
    for seed in (0, 2**63, 2**64 - 1):
        t = await store.create_table(
            game="g",
            guild_id=None,
            channel_id=1,
            creator_id=1,
            creator_name="a",
            options={},
            seed=seed,
        )
        assert (await store.get_table(t.id)).seed == seed  # type: ignore[union-attr]
    for bad in (-1, 2**64, True):
        with pytest.raises(ValueError):
            await store.create_table(
                game="g",
                guild_id=None,
                channel_id=1,
                creator_id=1,
                creator_name="a",
                options={},
                seed=bad,
            )


async def test_lobby_changes_are_compare_and_swap(store: Store) -> None:
    table = await store.create_table(
        game="g", guild_id=1, channel_id=1, creator_id=1, creator_name="a", options={}, seed=1
    )
    v = await store.add_seat(table.id, 2, "b", 1)
    with pytest.raises(VersionConflict):
        await store.add_seat(table.id, 3, "c", 1)
    with pytest.raises(VersionConflict):
        await store.remove_seat(table.id, 2, 1)
    with pytest.raises(VersionConflict):
        await store.start_table(table.id, state={}, to_act={0}, expected_version=1)
    with pytest.raises(TableMissing):
        await store.add_seat(table.id + 1, 3, "c", 1)
    assert [s.user_id for s in await store.seats(table.id)] == [1, 2]
    assert (await store.get_table(table.id)).version == v  # type: ignore[union-attr]
    with pytest.raises(ValueError):  # already seated: the insert fails, the bump is undone
        await store.add_seat(table.id, 2, "b", v)
    assert (await store.get_table(table.id)).version == v  # type: ignore[union-attr]


async def test_stale_record_move_changes_nothing(store: Store) -> None:
    table, v = await running_table(store)
    v = await play(store, table.id, v, 1, seat=0)
    before = await store.get_table(table.id)
    with pytest.raises(VersionConflict):
        await play(store, table.id, v - 1, 2, seat=1)
    after = await store.get_table(table.id)
    assert after == before
    assert [m.n for m in await store.moves(table.id)] == [1]
    assert [s.to_act for s in await store.seats(table.id)] == [False, True]
    with pytest.raises(TableMissing):
        await play(store, table.id + 50, 1, 1)


async def test_failure_inside_move_rolls_back_everything(store: Store) -> None:
    table, v = await running_table(store)
    with pytest.raises(ValueError):
        await store.record_move(
            table.id,
            expected_version=v,
            seat=0,
            user_id=10,
            notation="x",
            events=[],
            state={"counter": 99},
            to_act={5},
            status="running",
            result=None,
        )
    after = await store.get_table(table.id)
    assert after is not None and (after.version, after.state) == (v, {"counter": 0})
    assert await store.moves(table.id) == []
    assert [s.to_act for s in await store.seats(table.id)] == [True, False]


async def test_move_log_and_game_end(store: Store) -> None:
    table, v = await running_table(store)
    v1 = await play(store, table.id, v, 1, seat=0)
    v2 = await store.record_move(
        table.id,
        expected_version=v1,
        seat=1,
        user_id=11,
        notation="resign",
        events=[],
        state={"counter": 2},
        to_act={0},
        status="over",
        result={"winner": 0},
    )
    moves = await store.moves(table.id)
    assert [(m.n, m.seat, m.notation, m.version) for m in moves] == [
        (1, 0, "m1", v1),
        (2, 1, "resign", v2),
    ]
    assert moves[0].events == [{"code": "MOVED", "counter": 1}]
    end = await store.get_table(table.id)
    assert end is not None and (end.status, end.result, end.version) == ("over", {"winner": 0}, v2)
    # Game over: nobody acts, nothing more is recorded.
    assert not any(s.to_act for s in await store.seats(table.id))
    with pytest.raises(ValueError):
        await play(store, table.id, v2, 3)
    with pytest.raises(ValueError):
        await store.set_status(table.id, "abandoned", v2)


async def test_two_connections_same_version_exactly_one_wins(db_path: str) -> None:
    a = await Store.open(db_path)
    b = await Store.open(db_path)
    try:
        table, v = await running_table(a)
        for i in range(1, 11):
            outcomes = await asyncio.gather(
                play(a, table.id, v, i, seat=(i - 1) % 2),
                play(b, table.id, v, i, seat=(i - 1) % 2),
                return_exceptions=True,
            )
            wins = [o for o in outcomes if isinstance(o, int)]
            stale = [o for o in outcomes if isinstance(o, VersionConflict)]
            assert (len(wins), len(stale)) == (1, 1), outcomes
            assert wins[0] == v + 1
            v = wins[0]
        moves = await b.moves(table.id)
        assert [m.n for m in moves] == list(range(1, 11))
        assert [m.version for m in moves] == list(range(v - 9, v + 1))
        final = await b.get_table(table.id)
        assert final is not None and final.version == v and final.state == {"counter": 10}
    finally:
        await a.close()
        await b.close()


async def test_same_store_concurrent_moves_exactly_one_wins(store: Store) -> None:
    table, v = await running_table(store)
    outcomes = await asyncio.gather(
        *(play(store, table.id, v, 1) for _ in range(5)), return_exceptions=True
    )
    assert sum(isinstance(o, int) for o in outcomes) == 1, outcomes
    assert sum(isinstance(o, VersionConflict) for o in outcomes) == 4, outcomes
    assert len(await store.moves(table.id)) == 1


async def test_moves_table_is_append_only(store: Store, db_path: str) -> None:
    table, v = await running_table(store)
    await play(store, table.id, v, 1)
    # By hand, outside the store, and through the store: the database itself refuses.
    with pytest.raises(Exception, match="append-only"):
        raw(db_path, "UPDATE moves SET notation = 'forged'")
    with pytest.raises(Exception, match="append-only"):
        raw(db_path, "DELETE FROM moves")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        await store._write("DELETE FROM moves")
    assert [m.notation for m in await store.moves(table.id)] == ["m1"]


async def test_waiting_for_follows_to_act(store: Store) -> None:
    t1, v1 = await running_table(store, (10, 11))
    await asyncio.sleep(0.01)  # timestamps have millisecond resolution
    t2, v2 = await running_table(store, (12, 10))
    # User 10 sits at seat 0 of t1 (to act) and seat 1 of t2 (not yet).
    assert [(t.id, s.seat) for t, s in await store.waiting_for(10)] == [(t1.id, 0)]
    assert [t.id for t, _ in await store.waiting_for(11)] == []

    v2 = await play(store, t2.id, v2, 1, seat=0)  # now seat 1 (user 10) acts on t2
    waiting = await store.waiting_for(10)
    # t1 was updated before t2: oldest update first.
    assert [(t.id, s.seat, s.user_id, s.to_act) for t, s in waiting] == [
        (t1.id, 0, 10, True),
        (t2.id, 1, 10, True),
    ]
    await asyncio.sleep(0.01)
    v1 = await play(store, t1.id, v1, 1, seat=0)
    assert [t.id for t, _ in await store.waiting_for(10)] == [t2.id]
    assert [t.id for t, _ in await store.waiting_for(11)] == [t1.id]

    # Simultaneous phase: several seats act at once.
    v1 = await store.record_move(
        t1.id,
        expected_version=v1,
        seat=1,
        user_id=11,
        notation="x",
        events=[],
        state={"counter": 2},
        to_act={0, 1},
        status="running",
        result=None,
    )
    assert [t.id for t, _ in await store.waiting_for(11)] == [t1.id]
    assert {t.id for t, _ in await store.waiting_for(10)} == {t1.id, t2.id}

    # Abandoning clears to_act, so the table no longer waits for anyone.
    await store.set_status(t1.id, "abandoned", v1)
    assert [t.id for t, _ in await store.waiting_for(10)] == [t2.id]
    assert await store.waiting_for(11) == []
    assert not any(s.to_act for s in await store.seats(t1.id))


async def test_lookups_lobbies_threads_tables_of(store: Store) -> None:
    lobby_a = await store.create_table(
        game="g", guild_id=1, channel_id=100, creator_id=10, creator_name="a", options={}, seed=1
    )
    lobby_b = await store.create_table(
        game="g", guild_id=1, channel_id=100, creator_id=11, creator_name="b", options={}, seed=2
    )
    await store.create_table(
        game="g", guild_id=1, channel_id=200, creator_id=10, creator_name="a", options={}, seed=3
    )
    assert [t.id for t in await store.open_lobbies(100)] == [lobby_b.id, lobby_a.id]
    # A lobby is not "the table in" its channel.
    assert await store.table_in_thread(100) is None

    in_channel, _ = await running_table(store, (20, 21), channel_id=300)  # no thread
    threaded, vt = await running_table(store, (22, 23), channel_id=300)
    await store.set_thread(threaded.id, 900)
    assert (await store.table_in_thread(300)).id == in_channel.id  # type: ignore[union-attr]
    assert (await store.table_in_thread(900)).id == threaded.id  # type: ignore[union-attr]

    newer, vn = await running_table(store, (22, 23), channel_id=300)
    await store.set_thread(newer.id, 900)
    await store.set_status(newer.id, "over", vn, {"winner": 1})
    # The running table wins over a newer finished one...
    assert (await store.table_in_thread(900)).id == threaded.id  # type: ignore[union-attr]
    await store.set_status(threaded.id, "abandoned", vt)
    # ...and once nothing runs, the newest one is found.
    assert (await store.table_in_thread(900)).id == newer.id  # type: ignore[union-attr]

    assert [t.id for t in await store.tables_of(10)] == [lobby_a.id + 2, lobby_a.id]
    assert [t.id for t in await store.tables_of(22, ("over",))] == [newer.id]
    assert await store.tables_of(22, ()) == []
    with pytest.raises(TableMissing):
        await store.set_thread(12345, 1)


async def test_corrupt_rows_are_reported_not_fatal(store: Store, db_path: str) -> None:
    good = await store.create_table(
        game="g", guild_id=1, channel_id=100, creator_id=10, creator_name="a", options={}, seed=1
    )
    bad = await store.create_table(
        game="g", guild_id=1, channel_id=100, creator_id=10, creator_name="a", options={}, seed=2
    )
    run_good, vg = await running_table(store, (10, 11))
    run_bad, vb = await running_table(store, (10, 11))
    # Broken by hand, outside the store.
    raw(db_path, "UPDATE tables SET options = '{not json' WHERE id = ?", bad.id)
    raw(db_path, "UPDATE tables SET state = '[1, 2]' WHERE id = ?", run_bad.id)
    raw(db_path,
        "INSERT INTO moves (table_id, n, seat, user_id, notation, events, version) "
        "VALUES (?, 1, 0, 10, 'x', 'oops', 99)",
        run_good.id,
    )

    with pytest.raises(CorruptRow) as info:
        await store.get_table(bad.id)
    assert info.value.table_id == bad.id
    with pytest.raises(CorruptRow) as info:
        await store.get_table(run_bad.id)
    assert info.value.table_id == run_bad.id
    with pytest.raises(CorruptRow):
        await store.moves(run_good.id)

    # Listings skip the broken row and still show the rest.
    assert [t.id for t in await store.open_lobbies(100)] == [good.id]
    assert [t.id for t, _ in await store.waiting_for(10)] == [run_good.id]
    assert [t.id for t in await store.tables_of(10)] == [run_good.id, good.id]


async def test_meta(store: Store) -> None:
    assert await store.get_meta("synced") is None
    await store.set_meta("synced", "1")
    await store.set_meta("synced", "2")
    assert await store.get_meta("synced") == "2"
