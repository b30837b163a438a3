"""Which language the bot answers in: ephemeral replies follow the user, public posts the
server, through the real command callbacks, fake interactions and a real database."""

from __future__ import annotations

from unittest.mock import MagicMock

import discord
import pytest

from cogs.games import GameCog
from cogs.settings import SettingsCog
from i18n import t
from tests.cogs.fakes import World, custom_ids
from tests.cogs.test_cogs_flow import open_table

ANN, BOB, ADMIN = 1, 2, 50


@pytest.fixture
def world(tables):
    return World(tables)


@pytest.fixture
def cog():
    return GameCog(MagicMock())


@pytest.fixture
def settings():
    return SettingsCog(MagicMock())


async def refusal_to(cog, world, user, thread_id):
    """What ``user`` is told when trying to move out of turn."""
    await cog.move.callback(cog, world.interaction(user, channel_id=thread_id), notation="draw")
    said = world.log[-1]
    assert said.ephemeral
    return said.content


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

    assert dutch == t("common.NOT_YOUR_TURN", "nl") == \
        "Je bent niet aan de beurt: je krijgt een melding zodra je dat wel bent."
    assert english == t("common.NOT_YOUR_TURN", "en") == \
        "It isn't your turn: you'll be pinged when it is."


async def test_a_game_refusal_with_parameters_is_translated_too(cog, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await world.client.tables.in_thread(thread_id)
    (seat,) = table.to_act()
    mover = table.user_of(seat)
    world.user_locales[mover] = discord.Locale.german
    await cog.move.callback(cog, world.interaction(mover, channel_id=thread_id),
                            notation="take blau")
    said = world.log[-1]
    assert said.ephemeral
    assert said.content == t("fairy_lights.UNKNOWN_COLOUR", "de", word="blau")
    assert said.content.startswith("„blau“ ist keine Farbe")


async def test_a_settings_language_beats_the_client_locale_until_reset(cog, settings, world):
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    waiter = await waiting_player(world, thread_id)
    world.user_locales[waiter] = discord.Locale.dutch

    await settings.settings.callback(settings, world.interaction(waiter), language="de")
    said = world.log[-1]
    assert said.ephemeral
    assert said.content.startswith("Antworten, die nur du siehst, sind auf Deutsch.")
    assert await refusal_to(cog, world, waiter, thread_id) == t("common.NOT_YOUR_TURN", "de")

    # without an option, /settings shows the setting, still in German
    await settings.settings.callback(settings, world.interaction(waiter), language=None)
    assert world.log[-1].content.startswith("Antworten, die nur du siehst, sind auf Deutsch.")

    # the other player is not affected: their /game status stays English
    other = ANN if waiter == BOB else BOB
    await cog.status.callback(cog, world.interaction(other, channel_id=thread_id))
    assert world.log[-1].ephemeral and "Running. To act:" in world.log[-1].content

    await settings.settings.callback(settings, world.interaction(waiter), language="auto")
    said = world.log[-1]
    assert said.content.startswith(
        "Antwoorden die alleen jij ziet, volgen de taal van je Discord, nu Nederlands.")
    assert await refusal_to(cog, world, waiter, thread_id) == t("common.NOT_YOUR_TURN", "nl")


async def test_public_posts_follow_the_server_language(cog, settings, world):
    # no server setting: the server's preferred locale (German) decides, not the user's
    world.guild_locale = discord.Locale.german
    world.user_locales[ANN] = discord.Locale.french
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    lobby = world.log[-1]
    assert not lobby.ephemeral
    assert lobby.kwargs["embed"].title == "Halali!: ein neuer Tisch"
    labels = [item.item.label for item in lobby.view.children]
    assert labels == ["Beitreten", "Verlassen", "Starten"]

    # an admin sets French; the reply to the admin is in French, ephemeral
    await settings.server_settings.callback(settings, world.interaction(ADMIN), language="fr")
    said = world.log[-1]
    assert said.ephemeral
    assert said.content == "Langue des messages publics de jeu sur ce serveur : Français."

    # the very next public post is French (nothing cached), game start included
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    opening = next(s for s in world.log if s.kind == "thread")
    assert opening.content.startswith(
        t("common.started", "fr", game_name="Fairy Lights", table=2, players="user1, user2"))
    # the opening turn line names the player to act by mention (one line, one ping)
    assert "Tour 1 : c'est à <@" in opening.content
    buttons = [item.item.label for item in opening.view.children]
    assert "Piocher" in buttons

    # a user's own replies still follow the user: an English client gets English
    waiter = await waiting_player(world, thread_id)
    world.user_locales[waiter] = discord.Locale.american_english
    assert await refusal_to(cog, world, waiter, thread_id) == t("common.NOT_YOUR_TURN", "en")

    # back to automatic: the server's preferred locale again
    await settings.server_settings.callback(settings, world.interaction(ADMIN), language="auto")
    assert world.log[-1].content == ("Öffentliche Spielnachrichten auf diesem Server folgen "
                                     "der Sprache des Servers, jetzt Deutsch.")


async def test_a_server_without_a_catalog_language_gets_english(cog, world):
    world.guild_locale = discord.Locale.japanese
    await cog.new_command.callback(world.interaction(ANN), game="halali")
    assert world.log[-1].kwargs["embed"].title == "Halali!: a new table"
    ids = custom_ids(world.log[-1].view)
    assert any(":join:" in i for i in ids)
