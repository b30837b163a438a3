"""Slow-play notices go through the outbox: queued with their deadline, retried, never posted
twice, dropped when stale; the idle close is an outbox end; offer buttons go once the offer
can no longer be answered."""

from __future__ import annotations

from datetime import timedelta

import pytest

from storage import Store
from tables import Tables
from tables.notices import notice_marker, read_notice_markers
from tables.outbox import Outbox, PostFailed, read_markers
from tables.scheduler import Scheduler
from tables.slowplay import SlowPlay
from tests.databases import database
from tests.tables.helpers import ANN, BOB, CY, T0, D, H

from .fake_poster import FakePoster


class Bot:
    """The notifier the bot uses, over an outbox (as cogs/slowplay.py does)."""

    def __init__(self, outbox: Outbox) -> None:
        self.outbox = outbox

    async def played(self, outcome):
        await self.outbox.announce(outcome.table.id)

    async def announce(self, table_id):
        await self.outbox.announce(table_id)
        await self.outbox.notices.deliver(table_id)


@pytest.fixture(autouse=True)
def fake_games(fake_race):
    """Every test here may play the fast test game."""


@pytest.fixture
async def store(tmp_path):
    store = await Store.open(database(tmp_path))
    yield store
    await store.close()


def world(store, clock, poster):
    tables = Tables(store, now=clock)
    outbox = Outbox(tables, poster, Scheduler(clock))
    return tables, outbox, SlowPlay(tables, Bot(outbox))


async def game(tables, outbox, players=(ANN, BOB), clock="brisk"):
    out = await tables.create(game_id="fake_race", guild_id=5, channel_id=10,
                              user_id=players[0], name="ann", options={}, clock=clock)
    await tables.set_lobby_message(out.table.id, 77)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    table = await tables.start(out.table.id, players[0])
    await outbox.announce(table.id)
    return await tables.load(table.id)


async def tick_at(slow, clock, moment):
    clock.at = moment
    handed = await slow.tick(moment)
    await slow.drain()  # the tick only hands its jobs out
    return handed


def test_notice_markers_round_trip_and_are_not_post_markers():
    text = "reminder" + notice_marker(0) + notice_marker(12345)
    assert read_notice_markers(text) == [0, 12345]
    assert read_markers(text, 0, 5) == [] and read_markers(text, 12345, 5) == []


async def test_a_reminder_that_fails_is_retried_and_delivered_once(store, clock):
    poster = FakePoster(fail={"notice": 1.0})
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, clock="daily")
    clock.at = T0 + 12 * H
    await outbox.scheduler.tick()  # the sweep ran: next due in a minute
    await slow.tick(clock.at)
    await slow.drain()
    # queued in the firing's transaction, not delivered: Discord refused
    [row] = await store.notices(table.id)
    assert (row.kind, row.state) == ("remind", "pending")
    assert poster.notices_of(table.id) == []
    assert outbox.scheduler.due_in() <= 5.0  # a retry is brought forward
    clock.at += timedelta(seconds=5)
    assert "outbox" in await outbox.scheduler.tick()  # fails again
    assert outbox.scheduler.due_in() <= 20.0
    poster.fail = {}
    clock.at += timedelta(seconds=20)
    await outbox.scheduler.tick()
    clock.at += timedelta(seconds=60)
    await outbox.scheduler.tick()
    assert poster.calls.count("notice") == 3
    [sent] = poster.notices_of(table.id, "remind")
    assert sent.channel == table.row.thread_id
    assert sent.content == notice_marker(row.id)
    [row] = await store.notices(table.id)
    assert (row.state, row.message_id) == ("sent", sent.id)


async def test_a_crash_between_accept_and_record_does_not_post_a_notice_twice(
        store, clock, tmp_path):
    # Discord takes the reminder, then the process dies before recording it ("notice-sent"
    # fails after the accept, and a new process on the same database and Discord takes over).
    discord_file = tmp_path / "discord.jsonl"
    poster = FakePoster(discord_file, fail={"notice-sent": 1.0})
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, clock="daily")
    await tick_at(slow, clock, T0 + 12 * H)
    assert len(poster.notices_of(table.id)) == 1
    [row] = await store.notices(table.id)
    assert row.state == "pending"
    again = FakePoster(discord_file)
    _, outbox2, _ = world(store, clock, again)
    assert await outbox2.notices.deliver() == 1
    await outbox2.notices.deliver()
    assert len(again.notices_of(table.id)) == 1
    [row] = await store.notices(table.id)
    assert (row.state, row.message_id) == ("sent", again.notices_of(table.id)[0].id)


async def test_a_crash_right_after_a_reminder_fires_still_delivers_it(store, clock):
    poster = FakePoster()
    tables, outbox, _ = world(store, clock, poster)
    table = await game(tables, outbox, clock="daily")
    quiet = SlowPlay(tables, None)  # the process dies before anything is said
    await tick_at(quiet, clock, T0 + 12 * H)
    assert poster.notices_of(table.id) == []
    # the next process's scheduler: the outbox sweep delivers what was queued
    _, outbox2, _ = world(store, clock, poster)
    assert "outbox" in await outbox2.scheduler.tick()
    assert [(n.kind, n.seat) for n in poster.notices_of(table.id)] == [("remind", 0)]
    await tick_at(quiet, clock, T0 + 12 * H + timedelta(minutes=1))
    await outbox2.scheduler.tick()
    assert len(poster.notices_of(table.id)) == 1


async def test_a_notice_that_no_longer_applies_is_dropped(store, clock):
    poster = FakePoster(fail={"notice": 1.0})
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, clock="daily")
    await tick_at(slow, clock, T0 + 12 * H)
    await tables.move(table.id, ANN, "step")  # she played before the reminder got out
    poster.fail = {}
    assert await outbox.notices.deliver() == 0
    assert poster.notices_of(table.id) == []
    [row] = await store.notices(table.id)
    assert row.state == "dropped"


async def test_a_notice_to_a_deleted_thread_closes_the_table(store, clock):
    poster = FakePoster()
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, clock="daily")
    poster.gone.add(table.row.thread_id)
    await tick_at(slow, clock, T0 + 12 * H)
    assert poster.notices_of(table.id) == []
    assert (await tables.load(table.id)).row.status == "abandoned"
    [row] = await store.notices(table.id)
    assert row.state == "dropped"


async def test_the_idle_close_is_posted_once_through_the_outbox(store, clock):
    poster = FakePoster()
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, players=(ANN, BOB, CY), clock="untimed")
    await tick_at(slow, clock, T0 + 30 * D)
    closed = await tables.load(table.id)
    assert closed.row.status == "abandoned" and closed.row.result["reason"] == "idle"
    await outbox.sweep()
    await slow.tick(clock.at)
    await slow.drain()
    ends = [p for p in poster.posts_of(table.id) if p.kind == "abandoned"]
    assert len(ends) == 1
    assert ends[0].ping == [0, 1, 2]  # every human player is told
    assert (table.id, closed.row.version) in poster.lobby_edits
    assert closed.row.announced_version == closed.row.version


async def test_a_crash_after_the_idle_close_still_posts_it(store, clock):
    poster = FakePoster()
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, clock="untimed")
    quiet = SlowPlay(tables, None)  # the process dies before anything is posted
    await tick_at(quiet, clock, T0 + 30 * D)
    assert [p.kind for p in poster.posts_of(table.id)] == ["start"]
    assert await Outbox(tables, poster).sweep() == 1
    assert [p.kind for p in poster.posts_of(table.id)] == ["start", "abandoned"]


async def offered(store, clock, poster, players=(ANN, BOB, CY)):
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, players=players)
    await tick_at(slow, clock, T0 + 4 * H + D)
    [offer] = poster.notices_of(table.id, "offer")
    assert offer.controls
    return tables, outbox, slow, table, offer


async def test_offer_buttons_go_once_it_is_answered(store, clock):
    poster = FakePoster()
    tables, outbox, slow, table, offer = await offered(store, clock, poster)
    await slow.answer(table.id, offer.offer, BOB, "more")
    await slow.drain()
    [after] = poster.notices_of(table.id, "offer")
    assert not after.controls
    [row] = [n for n in await store.notices(table.id) if n.kind == "offer"]
    assert not row.live


async def test_offer_buttons_go_when_the_answer_window_lapses(store, clock):
    poster = FakePoster()
    tables, outbox, slow, table, offer = await offered(store, clock, poster)
    await tick_at(slow, clock, T0 + 4 * H + 2 * D - timedelta(seconds=1))
    assert poster.notices_of(table.id, "offer")[0].controls
    await tick_at(slow, clock, T0 + 4 * H + 2 * D)
    assert not poster.notices_of(table.id, "offer")[0].controls
    assert [n.seat for n in poster.notices_of(table.id, "handed")] == [0]


async def test_offer_buttons_that_failed_to_clear_go_with_the_sweep(store, clock):
    poster = FakePoster()
    tables, outbox, slow, table, offer = await offered(store, clock, poster)
    poster.fail = {"clear": 1.0}
    await slow.answer(table.id, offer.offer, BOB, "hand")
    await slow.drain()
    assert poster.notices_of(table.id, "offer")[0].controls
    poster.fail = {}
    await outbox.notices.deliver()
    assert not poster.notices_of(table.id, "offer")[0].controls


async def test_an_offer_answered_before_delivery_is_never_posted(store, clock):
    poster = FakePoster(fail={"notice": 1.0})
    tables, outbox, slow = world(store, clock, poster)
    table = await game(tables, outbox, players=(ANN, BOB, CY))
    await tick_at(slow, clock, T0 + 4 * H + D)
    [row] = [n for n in await store.notices(table.id) if n.kind == "offer"]
    await slow.answer(table.id, row.offer, CY, "more")
    await slow.drain()
    poster.fail = {}
    await outbox.notices.deliver()
    assert poster.notices_of(table.id, "offer") == []


def test_fake_failures_are_post_failed():
    # the retries above rely on the fake raising the outbox's retryable error
    poster = FakePoster(fail={"clear": 1.0})
    with pytest.raises(PostFailed):
        poster._step("clear")
