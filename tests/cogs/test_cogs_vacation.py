"""Holidays through the cogs: /settings vacation, what the other players see (/game status,
/game clock, the turn post without a ping), the allowance's refusal, coming back."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from unittest.mock import MagicMock

import pytest

from cogs.settings import SettingsCog
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import open_table

ANN, BOB = 1, 2
T0 = datetime(2026, 3, 2, 9, 0, tzinfo=UTC)
D = timedelta(days=1)


@pytest.fixture
def world(slow_world):
    return slow_world


@pytest.fixture
def settings():
    return SettingsCog(MagicMock())


def day(moment: datetime) -> str:
    return f"<t:{int(moment.timestamp())}:D>"


async def two_player_game(cog, world):
    """A daily-clock Halali! of ANN and BOB; returns its thread and table."""
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), clock="daily")
    return thread_id, await world.client.tables.in_thread(thread_id)


async def test_away_the_others_see_until_when_in_status_and_clock(cog, settings, world, clock):
    thread_id, table = await two_player_game(cog, world)
    (mover,) = table.to_act()
    away, other = table.user_of(mover), table.user_of(1 - mover)
    await settings.settings.callback(settings, world.interaction(away), vacation=7)
    reply = world.log[-1]
    assert reply.ephemeral
    assert said(reply.content, "common.settings.vacation.away", date=day(T0 + 7 * D))
    assert said(reply.content, "common.settings.vacation.left", left=23, allowance=30,
                renews=day(datetime(2027, 1, 1, tzinfo=UTC)))
    await cog.status.callback(cog, world.interaction(other, channel_id=thread_id))
    assert said(world.log[-1].content, "common.vacation.away", date=day(T0 + 7 * D))
    await cog.clock.callback(cog, world.interaction(other, channel_id=thread_id))
    text = world.log[-1].content
    assert said(text, "common.clock.seat.away", date=day(T0 + 7 * D))
    # the stopped clock shows no deadline running out
    assert "<t:" not in text.replace(day(T0 + 7 * D), "")
    # back with vacation:0 an hour later: one day used, the line is gone
    clock.at = T0 + timedelta(hours=1)
    await settings.settings.callback(settings, world.interaction(away), vacation=0)
    reply = world.log[-1].content
    assert not said(reply, "common.settings.vacation.away")
    assert said(reply, "common.settings.vacation.left", left=29, allowance=30)
    await cog.status.callback(cog, world.interaction(other, channel_id=thread_id))
    assert not said(world.log[-1].content, "common.vacation.away")


async def test_the_turn_post_says_holiday_and_pings_nobody_away(cog, settings, world, clock):
    thread_id, table = await two_player_game(cog, world)
    (mover,) = table.to_act()
    player, waiting = table.user_of(mover), table.user_of(1 - mover)
    await settings.settings.callback(settings, world.interaction(waiting), vacation=3)
    move = str(table.game.auto_move(table.state, mover))
    before = len(world.log)
    await cog.move.callback(cog, world.interaction(player, channel_id=thread_id),
                            notation=move)
    [post] = [s for s in world.log[before:] if s.kind == "thread"]
    assert said(post.content, "common.vacation.away", date=day(T0 + 3 * D))
    assert not said(post.content, "common.your_turn")
    users = post.kwargs["allowed_mentions"].users
    assert users is False or all(u.id != waiting for u in users)
    assert f"<@{waiting}>" not in post.content
    # back at the end: told in the thread that it is their turn, with a ping
    clock.at = T0 + 3 * D
    slow = world.client.slowplay
    await slow.tick(clock.at)
    await slow.drain()
    [reminder] = [s for s in world.log if s.kind == "thread" and (
        said(s.content or "", "common.remind.thread.timed"))]
    assert [u.id for u in reminder.kwargs["allowed_mentions"].users] == [waiting]


async def test_a_holiday_beyond_the_allowance_is_refused_with_days_left_and_renewal(
        settings, world, monkeypatch):
    monkeypatch.setenv("GROVE_VACATION_DAYS", "5")
    await settings.settings.callback(settings, world.interaction(ANN), vacation=6)
    reply = world.log[-1]
    assert reply.ephemeral
    assert said(reply.content, "common.VACATION_ALLOWANCE", left=5, days=6,
                renews=day(datetime(2027, 1, 1, tzinfo=UTC)))
    assert (await world.client.tables.store.user_settings(ANN)).vacation_since is None
    await settings.settings.callback(settings, world.interaction(ANN), vacation=5)
    assert said(world.log[-1].content, "common.settings.vacation.left", left=0, allowance=5)


async def test_a_move_ends_the_holiday(cog, settings, world, clock):
    thread_id, table = await two_player_game(cog, world)
    (mover,) = table.to_act()
    player = table.user_of(mover)
    await settings.settings.callback(settings, world.interaction(player), vacation=10)
    clock.at = T0 + D + timedelta(hours=2)
    move = str(table.game.auto_move(table.state, mover))
    await cog.move.callback(cog, world.interaction(player, channel_id=thread_id),
                            notation=move)
    await settings.settings.callback(settings, world.interaction(player))
    reply = world.log[-1].content
    assert not said(reply, "common.settings.vacation.away")
    assert said(reply, "common.settings.vacation.left", left=28, allowance=30)
