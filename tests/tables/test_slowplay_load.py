"""The deadline tick under load, on the injected clock: it only hands work out (bounded reads,
no job awaited), drains a backlog oldest first, and never hands a row out twice."""

from __future__ import annotations

import asyncio
import logging
from collections import Counter

import pytest

from storage import Store
from tables import Tables
from tables.scheduler import JobPool
from tables.slowplay import TICK_EVERY, TICK_PAGE, SlowPlay
from tests.databases import database
from tests.tables.helpers import ANN, BOB, T0, Clock, D, H

TABLES = 1000


@pytest.fixture(autouse=True)
def fake_games(fake_race):
    """Every test here may play the fast test game."""


class Told:
    """A notifier that only counts what it was asked to tell (Discord is not under test)."""

    def __init__(self) -> None:
        self.announced: Counter[int] = Counter()

    async def played(self, outcome) -> None:
        self.announced[outcome.table.id] += 1

    async def announce(self, table_id: int) -> None:
        self.announced[table_id] += 1


@pytest.fixture
async def world(tmp_path):
    clock = Clock()
    store = await Store.open(database(tmp_path))
    tables = Tables(store, now=clock)
    yield clock, tables
    await store.close()


async def brisk(tables, channel: int = 10) -> int:
    """A started two-player table on the brisk clock (4 h a move, 1 day reserve)."""
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=channel,
                              user_id=ANN, name="ann", options={}, clock="brisk")
    await tables.join(out.table.id, BOB, "bob")
    await tables.start(out.table.id, ANN)
    return out.table.id


class Gated:
    """Wraps ``SlowPlay.fire``: counts each row handed to it, and holds the jobs on a gate
    (a slow job still running when the next tick comes)."""

    def __init__(self, slow: SlowPlay) -> None:
        self.real = slow.fire
        self.gate = asyncio.Event()
        self.started: list[tuple[str, int]] = []
        self.done: Counter[int] = Counter()
        slow.fire = self.fire  # type: ignore[method-assign]

    async def fire(self, row, now) -> None:
        self.started.append((row.due, row.id))
        await self.gate.wait()
        await self.real(row, now)
        self.done[row.id] += 1


def count_reads(store, counts: Counter) -> None:
    """Count the reads the tick makes (only the tick calls these two)."""
    for name in ("due_deadlines", "automatic_to_act"):
        real = getattr(store, name)

        async def read(*args, _real=real, _name=name, **kw):
            counts[_name] += 1
            return await _real(*args, **kw)

        setattr(store, name, read)


async def test_a_thousand_tables_after_an_outage_fire_every_deadline_once(world):
    clock, tables = world
    ids = [await brisk(tables, channel=n) for n in range(TABLES)]
    told = Told()
    slow = SlowPlay(tables, told)
    gated = Gated(slow)
    reads: Counter[str] = Counter()
    count_reads(tables.store, reads)
    # The bot was down for two days: both reminders and the timeout of every table are due.
    clock.at = T0 + 2 * D
    due = await tables.store.due_deadlines(clock.at.isoformat(), 10**6)
    assert len(due) >= 2 * TABLES

    reads.clear()
    # A tick that waited for its jobs would wait on the gate for ever: it must return.
    handed = await asyncio.wait_for(slow.tick(clock.at), timeout=30)
    # The tick only handed the work out: every due row, in a bounded number of reads, and
    # it returned while every job was still held at the gate.
    assert handed == len(due) == slow.queue_depth()
    assert not gated.done
    assert reads["due_deadlines"] <= len(due) // TICK_PAGE + 1
    assert reads["automatic_to_act"] == 1
    # The next tick comes while those jobs still run: nothing is handed out again.
    clock.at += TICK_EVERY * H / 3600
    assert await slow.tick(clock.at) == 0
    gated.gate.set()
    await slow.drain()
    assert slow.queue_depth() == 0
    # Rows the fired reminders added (the next reminder, already past) fire on later ticks.
    for _ in range(10):
        clock.at += TICK_EVERY * H / 3600
        if not await slow.tick(clock.at):
            break
        await slow.drain()
    assert await tables.store.due_deadlines(clock.at.isoformat(), 1) == []

    # Every row was handed to ``fire`` once and fired once; each table was told per row.
    assert set(Counter(row_id for _, row_id in gated.started).values()) == {1}
    assert set(gated.done.values()) == {1}
    for table_id in ids:
        fired = [d for d in await tables.store.deadlines(table_id, pending=False) if d.fired]
        assert {d.kind for d in fired} == {"remind", "timeout"}
        assert all(gated.done[d.id] == 1 for d in fired)
        notices = await tables.store.notices(table_id)
        assert sorted(n.kind for n in notices) == sorted(
            "offer" if d.kind == "timeout" else "remind" for d in fired)
        assert told.announced[table_id] == len(fired)


async def test_a_backlog_drains_oldest_due_first(world):
    clock, tables = world
    # Tables started at different times, newest first, so ids run against due times.
    ids = []
    for hours in (5, 3, 4, 1, 2, 0):
        clock.at = T0 + hours * H
        ids.append(await brisk(tables, channel=hours))
    slow = SlowPlay(tables, Told(), workers=1)
    gated = Gated(slow)
    gated.gate.set()
    clock.at = T0 + 3 * D
    handed = await slow.tick(clock.at)
    await slow.drain()
    assert handed == len(gated.started) >= 2 * len(ids)
    assert gated.started == sorted(gated.started)  # by due time, then id
    assert [row_id for _, row_id in gated.started] != sorted(r for _, r in gated.started)


async def test_a_failing_job_is_logged_with_its_table_and_tried_again(world, caplog):
    clock, tables = world
    first, second = await brisk(tables, 1), await brisk(tables, 2)
    slow = SlowPlay(tables, Told(), workers=1)
    real = slow.fire
    broken = {first}

    async def fire(row, now):
        if row.table_id in broken:
            raise RuntimeError("disk on fire")
        await real(row, now)

    slow.fire = fire  # type: ignore[method-assign]
    clock.at = T0 + 2 * H  # half-time reminders
    with caplog.at_level(logging.ERROR):
        assert await slow.tick(clock.at) == 2
        await slow.drain()
    assert f"of table {first} failed" in caplog.text
    # The other table's job went on; the broken row stayed due and comes back next tick.
    assert [d.kind for d in await tables.store.notices(second)] == ["remind"]
    assert await tables.store.notices(first) == []
    broken.clear()
    clock.at += TICK_EVERY * H / 3600
    assert await slow.tick(clock.at) == 1
    await slow.drain()
    assert [d.kind for d in await tables.store.notices(first)] == ["remind"]


async def test_the_pool_runs_at_most_its_limit_and_drops_unstarted_jobs_on_close():
    pool = JobPool("test", 2)
    gate = asyncio.Event()
    running: list[int] = []
    peak = 0
    ran: list[int] = []

    async def job(n: int) -> None:
        nonlocal peak
        running.append(n)
        peak = max(peak, len(running))
        await gate.wait()
        running.remove(n)
        ran.append(n)

    for n in range(6):
        assert pool.submit(n, lambda n=n: job(n), label=f"job {n}", order=f"{n}")
    assert not pool.submit(3, lambda: job(3), label="again")  # queued: not twice
    await asyncio.sleep(0)
    assert (pool.running, pool.queued) == (2, 4)
    closing = asyncio.create_task(pool.close())
    await asyncio.sleep(0)
    gate.set()
    await closing
    assert peak == 2 and sorted(ran) == [0, 1] and pool.queued == 0
