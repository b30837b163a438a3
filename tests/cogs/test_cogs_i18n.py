"""Which language the bot answers in: ephemeral replies follow the user, public posts the
server, through the real command callbacks, fake interactions and a real database."""

from __future__ import annotations

from unittest.mock import MagicMock

import discord
import pytest

from cogs import texts
from cogs.settings import SettingsCog
from i18n import t
from tests.cogs.fakes import custom_ids, http_error
from tests.cogs.said import said
from tests.cogs.test_cogs_flow import current, open_table

ANN, BOB, ADMIN = 1, 2, 50


@pytest.fixture
def settings():
    return SettingsCog(MagicMock())


def translated(key, locale, **params):
    """The catalog sentence of ``key`` in ``locale``, which must be a translation: not the
    English sentence that a missing key would fall back to."""
    text = t(key, locale, **params)
    assert text != t(key, "en", **params), (key, locale)
    return text


async def refusal_to(cog, world, user, thread_id):
    """What ``user`` is told when trying to move out of turn."""
    await cog.move.callback(cog, world.interaction(user, channel_id=thread_id), notation="draw")
    reply = world.log[-1]
    assert reply.ephemeral
    return reply.content


async def waiting_player(world, thread_id):
    table = await world.client.tables.in_thread(thread_id)
    (seat,) = table.to_act()
    return table.user_of(1 - seat)


async def test_the_same_refusal_reaches_a_dutch_and_an_english_user_in_their_language(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    waiter = await waiting_player(world, thread_id)

    world.user_locales[waiter] = discord.Locale.dutch
    dutch = await refusal_to(cog, world, waiter, thread_id)
    world.user_locales[waiter] = discord.Locale.american_english
    english = await refusal_to(cog, world, waiter, thread_id)

    assert dutch == translated("common.NOT_YOUR_TURN", "nl")
    assert english == t("common.NOT_YOUR_TURN", "en")


async def test_a_game_refusal_with_parameters_is_translated_too(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await world.client.tables.in_thread(thread_id)
    (seat,) = table.to_act()
    mover = table.user_of(seat)
    world.user_locales[mover] = discord.Locale.german
    await cog.move.callback(cog, world.interaction(mover, channel_id=thread_id),
                            notation="take blau")
    reply = world.log[-1]
    assert reply.ephemeral
    assert reply.content == translated("fairy_lights.UNKNOWN_COLOUR", "de", word="blau")


async def test_a_settings_language_beats_the_client_locale_until_reset(cog, settings, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    waiter = await waiting_player(world, thread_id)
    world.user_locales[waiter] = discord.Locale.dutch

    await settings.settings.callback(settings, world.interaction(waiter), language="de")
    reply = world.log[-1]
    german = translated("common.settings.language.chosen", "de", language="Deutsch")
    assert reply.ephemeral
    assert reply.content.startswith(german)
    assert await refusal_to(cog, world, waiter, thread_id) == t("common.NOT_YOUR_TURN", "de")

    # without an option, /settings shows the setting, still in German
    await settings.settings.callback(settings, world.interaction(waiter), language=None)
    assert world.log[-1].content.startswith(german)

    # the other player is not affected: their /game status stays English
    other = ANN if waiter == BOB else BOB
    await cog.status.callback(cog, world.interaction(other, channel_id=thread_id))
    assert world.log[-1].ephemeral and said(world.log[-1].content, "common.status.running")

    await settings.settings.callback(settings, world.interaction(waiter), language="auto")
    assert world.log[-1].content.startswith(
        translated("common.settings.language.auto", "nl", language="Nederlands"))
    assert await refusal_to(cog, world, waiter, thread_id) == t("common.NOT_YOUR_TURN", "nl")


async def test_public_posts_follow_the_server_language(cog, settings, world):
    # no server setting: the server's preferred locale (German) decides, not the user's
    world.guild_locale = discord.Locale.german
    world.user_locales[ANN] = discord.Locale.french
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    lobby = world.log[-1]
    assert not lobby.ephemeral
    assert lobby.kwargs["embed"].title == translated("common.lobby.title", "de",
                                                     game_name="Halali!")
    labels = [item.item.label for item in lobby.view.children]
    assert labels == [translated(f"common.button.{b}", "de") for b in ("join", "leave", "start")]

    # an admin sets French; the reply to the admin is in French, ephemeral
    await settings.server_settings.callback(settings, world.interaction(ADMIN), language="fr")
    reply = world.log[-1]
    assert reply.ephemeral
    assert reply.content.splitlines()[0] == translated(
        "common.server_settings.language.chosen", "fr", language="Français")

    # the very next public post is French (nothing cached), game start included
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    opening = next(s for s in world.log if s.kind == "thread")
    assert opening.content.startswith(translated(
        "common.started", "fr", game_name="Fairy Lights", table=2, players="user1, user2"))
    # the opening turn line names the player to act by mention (one line, one ping)
    (seat,) = (await current(world, thread_id)).to_act()
    mover = (await current(world, thread_id)).user_of(seat)
    assert translated("fairy_lights.event.turn_start", "fr", turn_no=1,
                      player=f"<@{mover}>") in opening.content
    buttons = [item.item.label for item in opening.view.children]
    assert translated("fairy_lights.control.draw", "fr") in buttons

    # a user's own replies still follow the user: an English client gets English
    waiter = await waiting_player(world, thread_id)
    world.user_locales[waiter] = discord.Locale.american_english
    assert await refusal_to(cog, world, waiter, thread_id) == t("common.NOT_YOUR_TURN", "en")

    # back to automatic: the server's preferred locale again
    await settings.server_settings.callback(settings, world.interaction(ADMIN), language="auto")
    assert world.log[-1].content.splitlines() == [
        translated("common.server_settings.language.auto", "de", language="Deutsch"),
        translated("common.server_settings.pictures.compact", "de"),
        translated("common.server_settings.live.off", "de")]


async def test_a_server_without_a_catalog_language_gets_english(cog, world):
    world.guild_locale = discord.Locale.japanese
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    assert world.log[-1].kwargs["embed"].title == t("common.lobby.title", "en",
                                                    game_name="Halali!")
    ids = custom_ids(world.log[-1].view)
    assert any(":join:" in i for i in ids)


async def test_a_shared_move_is_named_in_the_readers_language(cog, world):
    # "Joué : draw offer." was the reply: the shared moves have catalog names
    thread_id, _ = await open_table(cog, world, "halali", (ANN, BOB), side="blue")
    table = await world.client.tables.in_thread(thread_id)
    blue = table.user_of(0)
    world.user_locales[blue] = discord.Locale.french
    # the public post fails, so the mover is told in one private line (else the post says it)
    world.threads[thread_id].send.side_effect = http_error(discord.HTTPException, 500, 0)
    await cog.draw.callback(cog, world.interaction(blue, channel_id=thread_id), action="offer")
    replies = [m.content for m in world.log if m.ephemeral]
    offer = translated("common.move.draw_offer", "fr")
    assert translated("common.done.later", "fr", move=offer) in replies, replies
    assert not any("draw offer" in r for r in replies)
    # a game's own move keeps its notation, which reads the same in every language
    assert texts.move_text("flip b2", "fr") == "flip b2"
    assert texts.move_text("resign", "de") == translated("common.move.resign", "de")
