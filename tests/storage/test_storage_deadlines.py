"""Deadline rows: written with the action, marked fired with their effect, never twice."""

from __future__ import annotations

import pytest

from storage import AlreadyFired, NewDeadline, Schedule, Store

from .helpers import running_table


def _move(table_id: int, version: int, schedule: Schedule) -> dict:
    return dict(expected_version=version, seat=0, user_id=10, notation="x", events=[],
                state={"counter": 1}, to_act={1}, status="running", result=None,
                schedule=schedule)


async def test_a_deadline_fires_with_its_effect_once(store: Store) -> None:
    table, v = await running_table(store)
    await store.apply_schedule(table.id, Schedule(add=(
        NewDeadline(0, "timeout", "2026-03-02T10:00:00+00:00"),
        NewDeadline(None, "idle", "2026-04-01T10:00:00+00:00"))))
    assert [r.kind for r in await store.due_deadlines("2026-03-02T09:59:59+00:00")] == []
    (due,) = await store.due_deadlines("2026-03-02T10:00:00+00:00")
    assert (due.seat, due.kind, due.fired) == (0, "timeout", False)
    v2 = await store.record_move(table.id, **_move(table.id, v, Schedule(
        fire=(due.id,), add=(NewDeadline(1, "remind", "2026-03-02T12:00:00+00:00"),),
        clocks={1: {"reserve": 5}})))
    assert await store.due_deadlines("2026-03-02T11:00:00+00:00") == []
    assert (await store.deadline(due.id)).fired
    assert (await store.seats(table.id))[1].clock == {"reserve": 5}
    # the same row a second time: the whole move is rolled back
    with pytest.raises(AlreadyFired):
        await store.record_move(table.id, **_move(table.id, v2, Schedule(fire=(due.id,))))
    after = await store.get_table(table.id)
    assert after.version == v2 and len(await store.moves(table.id)) == 1


async def test_cancel_drops_only_that_seats_rows_and_the_end_drops_all(store: Store) -> None:
    table, v = await running_table(store)
    await store.apply_schedule(table.id, Schedule(add=(
        NewDeadline(0, "remind", "2026-03-02T10:00:00+00:00"),
        NewDeadline(1, "remind", "2026-03-02T10:00:00+00:00"),
        NewDeadline(None, "idle", "2026-04-01T10:00:00+00:00"))))
    await store.apply_schedule(table.id, Schedule(cancel=((0, "remind"),)))
    assert {(r.seat, r.kind) for r in await store.deadlines(table.id)} == \
        {(1, "remind"), (None, "idle")}
    await store.set_status(table.id, "abandoned", v)
    assert await store.deadlines(table.id) == []
