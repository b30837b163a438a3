"""A player alone at a table (issue 18): no ping for their own moves, the daily deal's end,
and what their results count for. Real callbacks, buttons and a real temporary database."""

from __future__ import annotations

from datetime import timedelta

import discord
import pytest

from cogs.daily import daily_day
from i18n import t
from tables import rematch
from tables.scheduler import utcnow
from tests.cogs.fakes import click, custom_ids
from tests.cogs.said import said

ANN, BOB, EVE = 1, 2, 99
TDF = "temps_des_forets"


async def current(world, thread_id):
    return await world.client.tables.in_thread(thread_id)


def pinged(said, user_id):
    """Whether a message notifies ``user_id`` (a mention its allowed mentions let through)."""
    allowed = said.kwargs.get("allowed_mentions")
    if allowed is None or f"<@{user_id}>" not in (said.content or ""):
        return False
    users = allowed.users
    return users is True or any(getattr(u, "id", None) == user_id for u in users or [])


async def new_solo(cog, world, game, user=ANN, **options):
    before = set(world.threads)
    await cog.new_command.callback(world.interaction(user), game=game, **options)
    if set(world.threads) == before:  # a game of 1-4 seats: its creator starts it alone
        start = next(i for i in custom_ids(world.log[-1].view) if ":start:" in i)
        await click(world, user, start)
    (thread_id,) = set(world.threads) - before
    return thread_id


async def play_out(cog, world, thread_id, user=ANN, limit=400, moves=None):
    """The automatic player's moves typed with /move until the end (or ``moves`` of them)."""
    for n in range(limit):
        table = await current(world, thread_id)
        if table.row.status != "running" or (moves is not None and n >= moves):
            return table
        seat = table.seat_of(user)
        move = table.game.auto_move(table.state, seat)
        await cog.move.callback(cog, world.interaction(user, channel_id=thread_id),
                                notation=str(move))
    return await current(world, thread_id)


# -- (c) no ping for one's own moves -------------------------------------------------------

@pytest.mark.parametrize(("game", "options"), [(TDF, {}), ("wispwood", {})])
async def test_a_solo_game_never_pings_its_player_for_their_own_moves(cog, world, game,
                                                                      options):
    thread_id = await new_solo(cog, world, game, **options)
    table = await play_out(cog, world, thread_id)
    assert table.row.status == "over"
    public = [s for s in world.log if not s.ephemeral and s.content]
    assert len(public) > 5
    assert not [s.content for s in public if pinged(s, ANN)]
    # the result still names the player, and says how it ended
    assert public[-1].content.startswith(f"<@{ANN}>")


async def test_two_players_are_still_pinged_when_the_turn_passes(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="wispwood")
    ids = custom_ids(world.log[-1].view)
    await click(world, BOB, next(i for i in ids if ":join:" in i))
    await click(world, ANN, next(i for i in ids if ":start:" in i))
    (thread_id,) = world.threads
    table = await current(world, thread_id)
    (seat,) = table.to_act()
    mover = table.user_of(seat)
    other = ANN if mover == BOB else BOB
    before = len(world.log)
    await play_out(cog, world, thread_id, user=mover, moves=1)
    assert any(pinged(s, other) for s in world.log[before:] if not s.ephemeral)


# -- (a) the daily deal's end offers a new game, never a second daily one --------------------

REMATCH = "grove:rm:"


async def resign(cog, world, user, thread_id):
    """``/game resign`` and its ephemeral Confirm click."""
    await cog.resign.callback(cog, world.interaction(user, channel_id=thread_id))
    ask = world.log[-1]
    assert ask.ephemeral and ask.view is not None
    await click(world, user, custom_ids(ask.view)[0], thread_id)


async def test_a_daily_deal_ends_with_a_new_game_in_a_public_thread(cog, world, caplog):
    caplog.set_level("INFO")
    daily = await new_solo(cog, world, TDF, daily="true")
    old = await current(world, daily)
    await resign(cog, world, ANN, daily)
    result = world.posted[daily][-1]
    ids = custom_ids(world.views[result.id])
    assert ids[0] == f"{REMATCH}{old.id}" and ids[1:] == [
        f"grove:after:replay:{old.id}", f"grove:after:record:{old.id}"]
    button = world.views[result.id].children[0]
    assert button.item.label == t("common.button.new_deal", "en")
    await click(world, ANN, ids[0], daily)
    reply = world.log[-1]
    # a new thread in the channel (public, not private), with an ordinary game in it
    (fresh,) = set(world.threads) - {daily}
    assert reply.ephemeral and said(reply.content, "common.rematch.new_deal_started",
                                    where=f"<#{fresh}>")
    assert world.channel.create_thread.await_args.kwargs.get("type") != \
        discord.ChannelType.private_thread
    new = await current(world, fresh)
    assert new.row.status == "running" and new.row.options.get("daily") != "true"
    assert new.row.seed != old.row.seed and new.row.channel_id == world.channel.id
    assert "daily game waits" not in caplog.text
    # never a second daily game on the same day: the store still knows one, the old one
    store = world.client.tables.store
    day = daily_day(world.client.tables.now())
    assert await store.daily_game(world.guild_id, day, ANN, TDF) == old.id
    assert [r["table_id"] for r in await store.daily_games(world.guild_id, day, TDF)] == \
        [old.id]
    # the old post keeps a link to the new game (its button is gone), Replay and Record
    assert custom_ids(world.views[result.id]) == [None, *ids[1:]], "a link has no custom id"
    link = world.views[result.id].children[0]
    assert link.url.endswith(f"/{fresh}")
    # an old button pressed again starts nothing more
    await click(world, ANN, ids[0], daily)
    assert set(world.threads) == {daily, fresh}


async def test_a_rematch_button_retires_when_the_rematch_starts(cog, world):
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    ids = custom_ids(world.log[-1].view)
    await click(world, BOB, next(i for i in ids if ":join:" in i))
    await click(world, ANN, next(i for i in ids if ":start:" in i))
    (thread_id,) = world.threads
    await resign(cog, world, BOB, thread_id)
    old = await current(world, thread_id)
    result = world.posted[thread_id][-1]
    button = f"{REMATCH}{old.id}"
    after = [f"grove:after:replay:{old.id}", f"grove:after:record:{old.id}"]
    assert custom_ids(world.views[result.id]) == [button, *after]
    await click(world, ANN, button, thread_id)
    assert custom_ids(world.views[result.id]) == [button, *after], "waits for the other"
    await click(world, BOB, button, thread_id)
    (new_thread,) = set(world.threads) - {thread_id}
    # the button is retired for a link to the rematch, which the window's close keeps
    link = world.views[result.id].children[0]
    assert link.url.endswith(f"/{new_thread}") and not getattr(link, "custom_id", None)
    assert custom_ids(world.views[result.id]) == [None, *after], "a link has no custom id"
    assert await world.client.outbox.close_windows(utcnow() + rematch.WINDOW
                                                   + timedelta(minutes=1)) == 1
    link = world.views[result.id].children[0]
    assert link.url.endswith(f"/{new_thread}")
    assert custom_ids(world.views[result.id]) == [None, *after]


# -- (b) a solo result reads Won / Lost ------------------------------------------------------

async def test_a_lost_solo_game_names_its_thread_lost(cog, world):
    thread_id = await new_solo(cog, world, TDF)
    for _ in range(200):  # ending every Day and Night at once loses the game
        table = await current(world, thread_id)
        if table.row.status != "running":
            break
        await cog.move.callback(cog, world.interaction(ANN, channel_id=thread_id),
                                notation="end")
    table = await current(world, thread_id)
    assert table.result().reason == "lost"
    name = world.threads[thread_id].name
    assert t("common.result.short_lost", "en") in name
    assert t("common.result.none", "en") not in name
