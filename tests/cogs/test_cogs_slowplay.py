"""Slow play through the cogs: games against automatic players, /game clock and /game return,
timeout buttons, reminders by DM with their fallback, /settings for reminders."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from unittest.mock import AsyncMock, MagicMock

import discord
import pytest

from cogs.settings import SettingsCog, matching_zones
from cogs.slowplay import TimeoutButton
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import open_table

ANN, BOB = 1, 2
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)


def is_reminder(text):
    """A reminder posted in the thread (with or without a deadline)."""
    return said(text, "common.remind.thread.timed") or said(text, "common.remind.thread.untimed")


@pytest.fixture
def world(slow_world):
    return slow_world


async def play_against_bots(cog, world, game, bots):
    """ANN opens a table with ``bots`` automatic players and plays it to the end by /move
    (her moves from the game's own policy); returns the thread id and ANN's move count."""
    slow = world.client.slowplay
    await cog.new_command.callback(world.interaction(ANN), game=game, bots=bots)
    if not world.threads:  # seats left for friends: the lobby waits for its Start
        start = next(i for i in custom_ids(world.log[-1].view) if ":start:" in i)
        await click(world, ANN, start)
    await slow.drain()
    (thread_id,) = world.threads
    mine = 0
    for _ in range(2000):
        table = await world.client.tables.in_thread(thread_id)
        if table.row.status != "running":
            break
        assert table.to_act() == {0}, "bots act at once: only the human is ever waited for"
        move = str(table.game.auto_move(table.state, 0))
        before = len(world.log)
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation=move)
        replies = [s for s in world.log[before:] if s.ephemeral]
        # the post shows the move: the "thinking" reply is removed, no private echo
        assert [s.kind for s in replies] == ["delete"], replies
        mine += 1
        await slow.drain()
    table = await world.client.tables.in_thread(thread_id)
    assert table.row.status == "over"
    return thread_id, table, mine


@pytest.mark.slow
@pytest.mark.parametrize("game, bots", [("halali", 1), ("fairy_lights", 3)])
async def test_a_human_plays_a_whole_game_against_bots(cog, world, game, bots):
    thread_id, table, mine = await play_against_bots(cog, world, game, bots)
    assert [s.kind for s in table.seats] == ["human"] + ["bot"] * bots
    assert [s.name for s in table.seats[1:]] == [f"Bot {n}" for n in range(1, bots + 1)]
    _, moves = await world.client.tables.history(table.id)
    assert {m.seat for m in moves} == set(range(bots + 1))
    assert sum(1 for m in moves if m.seat == 0) == mine
    # every action, the bots' too, was announced through the outbox; no post pings a bot
    assert table.row.announced_version == table.row.version
    posts = [s for s in world.log if s.kind == "thread"]
    assert len(posts) >= mine
    for post in posts:
        users = post.kwargs["allowed_mentions"].users
        assert users is False or all(u.id == ANN for u in users)
    assert all("<@-" not in (s.content or "") for s in world.log)
    # the replayed log is the saved state: the bots played through the ordinary path
    assert await world.client.tables.replay(table.id) == table.state


async def test_game_clock_shows_deadlines_as_discord_timestamps(cog, world, clock):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), clock="daily")
    await cog.clock.callback(cog, world.interaction(BOB, channel_id=thread_id))
    reply = world.log[-1]
    assert reply.ephemeral
    deadline = int((T0 + timedelta(hours=24 + 72)).timestamp())
    assert f"<t:{deadline}:R>" in reply.content
    assert said(reply.content, "common.clock.kind.daily")


async def timed_out_halali(cog, world, clock, tables):
    """A brisk Halali! table between ANN and BOB whose first mover let the move time and the
    reserve run out: (thread id, slow play, late seat, late user, other user)."""
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), clock="brisk")
    slow = world.client.slowplay
    (late_seat,) = (await tables.in_thread(thread_id)).to_act()
    late, other = (ANN, BOB) if late_seat == 0 else (BOB, ANN)
    clock.at = T0 + timedelta(hours=4) + timedelta(days=1)
    await slow.tick(clock.at)
    await slow.drain()
    return thread_id, slow, late_seat, late, other


async def test_timeout_buttons_claim_the_win_and_return_refuses(cog, world, clock, tables):
    thread_id, slow, late_seat, late, other = await timed_out_halali(cog, world, clock,
                                                                     tables)
    offer = world.log[-1]
    assert offer.kind == "thread"
    assert f"<@{other}>" in offer.content and f"<@{late}>" not in offer.content
    assert [u.id for u in offer.kwargs["allowed_mentions"].users] == [other]
    ids = custom_ids(offer.view)
    # Halali! has no skip
    assert [i.split(":")[2] for i in ids] == ["more", "hand", "claim"]
    claim = next(i for i in ids if ":claim:" in i)
    # the timed-out player cannot claim against themselves
    await click(world, late, claim, channel_id=thread_id)
    assert world.log[-1].ephemeral
    await click(world, other, claim, channel_id=thread_id)
    await slow.drain()
    table = await tables.in_thread(thread_id)
    assert table.row.status == "over" and table.row.result["reason"] == "timeout"
    assert table.row.result["ranking"] == [[1 - late_seat], [late_seat]]
    assert any(said(s.content, "common.timeout.answered.claim") for s in world.log)
    # /game return with nothing handed over: one sentence
    await cog.give_back.callback(cog, world.interaction(late, channel_id=thread_id))
    assert world.log[-1].ephemeral


async def test_hand_over_then_return(cog, world, clock, tables):
    thread_id, slow, late_seat, late, other = await timed_out_halali(cog, world, clock,
                                                                     tables)
    hand = next(i for i in custom_ids(world.log[-1].view) if ":hand:" in i)
    await click(world, other, hand, channel_id=thread_id)
    await slow.drain()
    table = await tables.in_thread(thread_id)
    assert table.seats[late_seat].auto and table.to_act() == {1 - late_seat}
    assert any(said(s.content, "common.timeout.handed") for s in world.log)
    await cog.give_back.callback(cog, world.interaction(late, channel_id=thread_id))
    assert not world.log[-1].ephemeral
    assert not (await tables.in_thread(thread_id)).seats[late_seat].auto


async def test_a_closed_dm_falls_back_to_the_thread(world, tables, clock):
    for user_id in (ANN, BOB):
        await tables.store.update_user_settings(user_id, dm_reminders=1)
    out = await tables.create(game_id="halali", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, clock="daily")
    await tables.join(out.table.id, BOB, "bob")
    table = await tables.start(out.table.id, ANN)
    (late_seat,) = table.to_act()
    thread = await world._thread(name="t")
    await tables.set_thread(table.id, thread.id)
    user = MagicMock(spec=discord.User)
    response = MagicMock(status=403, reason="Forbidden")
    user.send = AsyncMock(side_effect=discord.Forbidden(
        response, {"code": 50007, "message": "Cannot send messages to this user"}))
    world.client.get_user = MagicMock(return_value=user)
    clock.at = T0 + timedelta(hours=12)
    await world.client.slowplay.tick(clock.at)
    await world.client.slowplay.drain()
    assert user.send.await_count == 1
    # the game's start, announced first, then the reminder (once)
    [post] = [s for s in world.log if s.kind == "thread" and is_reminder(s.content)]
    assert f"<@{table.user_of(late_seat)}>" in post.content
    # the DM is not retried: nothing more until the next reminder is due
    await world.client.slowplay.tick(clock.at + timedelta(minutes=1))
    await world.client.slowplay.drain()
    assert user.send.await_count == 1


async def test_a_dm_reminder_when_allowed(world, tables, clock):
    for user_id in (ANN, BOB):
        await tables.store.update_user_settings(user_id, dm_reminders=1)
    out = await tables.create(game_id="halali", guild_id=5, channel_id=10, user_id=ANN,
                              name="ann", options={}, clock="daily")
    await tables.join(out.table.id, BOB, "bob")
    await tables.start(out.table.id, ANN)
    user = MagicMock(spec=discord.User)
    user.send = AsyncMock()
    world.client.get_user = MagicMock(return_value=user)
    await world.client.slowplay.tick(T0 + timedelta(hours=12))
    await world.client.slowplay.drain()
    (text,), _ = user.send.await_args
    assert said(text, "common.remind.dm.timed", game_name="Halali!") and "<t:" in text
    # the thread shows the game's start (announced first), no reminder
    assert [s for s in world.log if s.kind == "thread" and is_reminder(s.content)] == []
    assert user.send.await_count == 1


async def test_settings_for_reminders(world, tables):
    cog = SettingsCog(MagicMock())
    inter = world.interaction(ANN)
    await cog.settings.callback(cog, inter, dm_reminders="on", quiet_hours="22-7",
                                time_zone="Europe/Amsterdam")
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.settings.quiet.on",
                                    hours="22:00-07:00", zone="Europe/Amsterdam")
    prefs = await tables.store.user_settings(ANN)
    assert (prefs.dm_reminders, prefs.quiet_hours, prefs.time_zone) == \
        (1, "22:00-07:00", "Europe/Amsterdam")
    await cog.settings.callback(cog, world.interaction(ANN), time_zone="Mars/Olympus")
    assert said(world.log[-1].content, "common.BAD_TIME_ZONE", zone="Mars/Olympus")
    assert (await tables.store.user_settings(ANN)).time_zone == "Europe/Amsterdam"
    await cog.settings.callback(cog, world.interaction(ANN), quiet_hours="off",
                                dm_reminders="off")
    prefs = await tables.store.user_settings(ANN)
    assert (prefs.dm_reminders, prefs.quiet_hours) == (0, None)
    assert matching_zones("europe/ams") == ["Europe/Amsterdam"]
    assert len(matching_zones("")) == 25


def test_timeout_buttons_rebuild_from_their_custom_id():
    button = TimeoutButton(12, 345, "hand", "Hand over")
    assert button.item.custom_id == "grove:to:hand:12:345"


async def test_a_default_move_and_an_idle_close_are_posted(world, tables, clock, monkeypatch):
    from rules import registry

    monkeypatch.setitem(registry.GAMES, "fake_race_default",
                        registry.Entry("fake_race_default", "tests.tables.fake_race_default"))
    out = await tables.create(game_id="fake_race_default", guild_id=5, channel_id=10,
                              user_id=ANN, name="ann", options={}, clock="brisk", bots=2)
    thread = await world._thread(name="t")
    await tables.set_thread(out.table.id, thread.id)
    slow = world.client.slowplay
    clock.at = T0 + timedelta(hours=4, days=1)
    await slow.tick(clock.at)
    await slow.drain()
    posted = [s.content for s in world.log if s.kind == "thread"]
    assert any(said(text, "common.event.timeout") for text in posted)
    # the bots answered at once: ANN's turn again. Defaults are not human actions: with
    # nobody human moving, the table closes 30 days after its start.
    assert (await tables.load(out.table.id)).to_act() == {0}
    clock.at = T0 + timedelta(days=30)
    world.log.clear()
    await slow.tick(clock.at)
    await slow.drain()
    (closed,) = [s for s in world.log if s.kind == "thread"
                 and said(s.content, "common.idle.closed")]
    assert said(closed.content, "common.idle.closed", mentions="<@1>", days=30)
    assert (await tables.load(out.table.id)).row.status == "abandoned"
    assert [u.id for u in closed.kwargs["allowed_mentions"].users] == [ANN]


async def test_game_clock_on_an_untimed_table(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="halali", clock="untimed",
                                   bots=1)
    (thread_id,) = world.threads
    await world.client.slowplay.drain()
    await cog.clock.callback(cog, world.interaction(ANN, channel_id=thread_id))
    text = world.log[-1].content
    assert said(text, "common.clock.kind.untimed")
    assert said(text, "common.clock.seat.untimed", name="user1")
    assert said(text, "common.clock.seat.auto", name="Bot 1")
    assert "<t:" not in text
    # no hours of move time or reserve on any seat
    assert not said(text, "common.clock.seat.acting")
    assert not said(text, "common.clock.seat.waiting")


async def test_offer_buttons_are_edited_away_when_the_answer_window_lapses(
        cog, world, clock, tables):
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), clock="brisk")
    slow = world.client.slowplay
    clock.at = T0 + timedelta(hours=4, days=1)
    await slow.tick(clock.at)
    await slow.drain()
    offer = world.posted[thread_id][-1]
    assert said(offer.content, "common.timeout.offer")
    assert [s for s in world.log if s.kind == "thread"][-1].view is not None
    offer.edit.assert_not_awaited()
    clock.at += timedelta(days=1)
    await slow.tick(clock.at)
    await slow.drain()
    offer.edit.assert_awaited_with(view=None)
    # the seat was handed over: its player is told how to get it back
    assert any(said(s.content, "common.timeout.handed") for s in world.log)
