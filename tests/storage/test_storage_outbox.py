"""Storage of the outbox: announced versions, the turn message, closing unreachable tables."""

from __future__ import annotations

from storage import Store

from .helpers import running_table


async def test_announced_never_moves_backwards_and_tracks_the_turn_message(store: Store) -> None:
    table, version = await running_table(store)
    assert await store.unannounced() == [table.id]
    assert await store.record_announced(table.id, version, 900, turn_number=3, turn_since=1)
    row = await store.get_table(table.id)
    assert (row.announced_version, row.turn_message_id, row.turn_number, row.turn_since) == (
        version, 900, 3, 1)
    assert await store.unannounced() == []
    # an older or equal version, or one not saved yet, changes nothing
    assert not await store.record_announced(table.id, version - 1, 901)
    assert not await store.record_announced(table.id, version, 901)
    assert not await store.record_announced(table.id, version + 1, 901)
    assert (await store.get_table(table.id)).turn_message_id == 900


async def test_a_lobby_edit_keeps_the_turn_message(store: Store) -> None:
    table, version = await running_table(store)
    await store.record_announced(table.id, version - 1, 900, turn_number=1, turn_since=0)
    assert await store.record_announced(table.id, version)
    row = await store.get_table(table.id)
    assert (row.announced_version, row.turn_message_id, row.turn_number) == (version, 900, 1)


async def test_closing_an_unreachable_table_abandons_it_once(store: Store) -> None:
    table, version = await running_table(store)
    closed = await store.close_unreachable(table.id, "unreachable")
    row = await store.get_table(table.id)
    assert closed == version + 1 and row.status == "abandoned"
    assert row.result == {"reason": "unreachable"} and not row.unannounced
    assert not any(s.to_act for s in await store.seats(table.id))
    assert await store.close_unreachable(table.id, "unreachable") == closed  # no second bump


async def test_unannounced_pages_by_id(store: Store) -> None:
    ids = [(await running_table(store, (10 + 2 * n, 11 + 2 * n), channel_id=n))[0].id
           for n in range(5)]
    assert await store.unannounced(limit=2) == ids[:2]
    assert await store.unannounced(limit=2, after=ids[1]) == ids[2:4]
    assert await store.unannounced(after=ids[-1]) == []


async def test_a_table_waiting_for_its_thread_is_not_the_table_of_its_channel(
        store: Store) -> None:
    table, version = await running_table(store, channel_id=300)
    await store._write("UPDATE tables SET thread_pending = 1 WHERE id = ?", (table.id,))
    assert await store.table_id_in_thread(300) is None
    await store.set_thread(table.id, 901)
    assert await store.table_id_in_thread(901) == table.id
    assert (await store.get_table(table.id)).thread_pending is False
