"""The live board in Discord: ``/server-settings board:on``, the board post (names as typed,
no mention allowed), its edits as turns pass, and the "everyone else is done" mention.

Fake interactions on real discord.py types (tests/cogs/fakes.py), a real temporary database.
"""

from __future__ import annotations

from unittest.mock import MagicMock

import discord
import pytest

from cogs import texts
from cogs.settings import SettingsCog
from i18n import t
from tables.board import board_marker
from tables.outbox import POSTED
from tests.cogs.said import said

ANN, BOB, CY, ADMIN = 1, 2, 3, 50
HOSTILE = "@everyone **bold** <@&123456789012345678> ||x||"


@pytest.fixture
def settings():
    return SettingsCog(MagicMock())


async def start(world, game="fairy_lights", players=((ANN, HOSTILE), (BOB, "Bob"))):
    """A started table in the world's channel, its first post announced."""
    tables = world.client.tables
    (creator, name), *others = players
    table = (await tables.create(game_id=game, guild_id=world.guild_id,
                                 channel_id=world.channel.id, user_id=creator, name=name,
                                 options={})).table
    for user, other in others:
        await tables.join(table.id, user, other)
    table = await tables.start(table.id, creator)
    assert await world.client.outbox.announce(table.id, saved=table, events=()) == POSTED
    return await tables.load(table.id)


async def play(world, table, user, move):
    tables = world.client.tables
    outcome = await tables.move(table.id, user, move)
    await world.client.outbox.announce(table.id, saved=outcome.table, events=outcome.events,
                                       acted_before=outcome.acted_before,
                                       moves=((outcome.seat, outcome.move),))
    return outcome.table


def nobody(allowed: discord.AllowedMentions) -> bool:
    """Whether a message's allowed mentions ping nobody at all."""
    return allowed.to_dict() == discord.AllowedMentions.none().to_dict() \
        and allowed.to_dict()["parse"] == []


def board_posts(world):
    """The board posts created in the channel, oldest first."""
    return [s for s in world.log if s.kind == "channel"
            and board_marker(world.channel.id) in (s.content or "")]


async def test_board_on_posts_the_running_games_safely_and_edits_it_quietly(world, settings):
    table = await start(world)
    await settings.server_settings.callback(settings, world.interaction(ADMIN), board="on")
    reply = world.log[-1]
    assert reply.ephemeral and said(reply.content, "common.server_settings.live.on",
                                    channels=f"<#{world.channel.id}>")
    (post,) = board_posts(world)
    assert nobody(post.kwargs["allowed_mentions"])
    text = post.content
    assert said(text, "common.live.title")
    (acting,) = table.to_act()
    name = texts.shown(table.names[acting])
    assert f"<#{table.row.thread_id}>" in text and "<t:" in text and ":R>" in text
    assert said(text, "common.live.line", game_name="Fairy Lights", table=table.id,
                where=f"<#{table.row.thread_id}>", names=name)
    # names as typed, pinging nobody: no bare @everyone, role mention or markdown
    assert "@everyone" not in text.replace("@\u200beveryone", "")
    assert "<@&123456789012345678>" not in text and "**bold**" not in text

    # turns pass: the same message is edited (an edit pings nobody), never posted again
    for _ in range(2):
        (seat,) = table.to_act()
        table = await play(world, table, table.user_of(seat),
                           str(table.game.auto_move(table.state, seat)))
    assert await world.client.outbox.board.flush() == 1
    edits = [s for s in world.log if s.kind == "edit" and s.message_id == post_id(world, post)]
    assert len(edits) == 1 and len(board_posts(world)) == 1
    assert nobody(edits[0].kwargs["allowed_mentions"])
    (seat,) = table.to_act()
    assert texts.shown(table.names[seat]) in edits[0].content

    # the game ends: the board says no game runs here
    await world.client.tables.move(table.id, ANN, "resign")
    await world.client.outbox.announce(table.id)
    await world.client.outbox.board.flush()
    last = [s for s in world.log if s.kind == "edit" and s.message_id == post_id(world, post)]
    assert said(last[-1].content, "common.live.empty")

    # off: the post is deleted and the settings say so
    await settings.server_settings.callback(settings, world.interaction(ADMIN), board="off")
    assert world.log[-1].ephemeral and said(world.log[-1].content,
                                            "common.server_settings.live.off")
    assert any(s.kind == "delete-message" and s.message_id == post_id(world, post)
               for s in world.log)


def post_id(world, post):
    """The message id of a created post (the fake keeps the messages it made)."""
    return next(m.id for m in world.posted[world.channel.id] + list(world.messages.values())
                if getattr(m, "content", None) == post.content)


async def test_the_last_player_of_the_animal_phase_is_pinged_once(world):
    table = await start(world, game="living_forest",
                        players=((ANN, "Ann"), (BOB, "Bob"), (CY, HOSTILE)))
    for user in (ANN, BOB):
        table = await play(world, table, user, "draw")
        if table.seat_of(user) in table.to_act():
            table = await play(world, table, user, "stop")
    assert table.to_act() == {table.seat_of(CY)}
    calls = [s for s in world.log if s.kind == "thread"
             and said(s.content, "common.live.last_call", mention=f"<@{CY}>",
                      game_name="Living Forest", table=table.id)]
    assert len(calls) == 1
    allowed = calls[0].kwargs["allowed_mentions"]
    assert [u.id for u in allowed.users] == [CY]
    assert not allowed.everyone and not allowed.roles
    # a German server reads it in German
    assert t("common.live.last_call", "de", mention="x", game_name="g", table=1) != \
        t("common.live.last_call", "en", mention="x", game_name="g", table=1)
