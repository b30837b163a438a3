"""The pictures a cog posts: in the language of their post, with names the font can draw."""

from __future__ import annotations

import discord

import render
from i18n import t
from tests.cogs.fakes import World
from tests.cogs.test_cogs_flow import open_table

ANN, BOB = 1, 2


def with_display_names(world: World, names: dict[int, str]) -> None:
    """Users whose display name differs from their username (``user<id>``)."""
    make = world.interaction

    def interaction(user_id, **kwargs):
        inter = make(user_id, **kwargs)
        inter.user.display_name = names.get(user_id, inter.user.display_name)
        return inter

    world.interaction = interaction


async def test_the_opening_picture_follows_the_server_and_falls_back_to_usernames(cog, world):
    world.guild_locale = world.guild.preferred_locale = discord.Locale.german
    with_display_names(world, {ANN: "नमस्ते", BOB: "Zoë"})
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    table = await world.client.tables.in_thread(thread_id)
    assert table.names == ["नमस्ते", "Zoë"]
    assert table.usernames == ["user1", "user2"]

    opening = next(s for s in world.log if s.kind == "thread")
    posted = opening.file.fp.getvalue()
    view = table.view(None)
    assert posted == render.render("render.fairy_lights", view, ["user1", "Zoë"], "de")
    assert posted != render.render("render.fairy_lights", view, ["user1", "Zoë"], "en")
    # The text beside it still names the player by display name; only the picture falls back.
    assert "नमस्ते" in opening.content


async def test_board_is_drawn_in_the_users_language(cog, world):
    world.guild_locale = world.guild.preferred_locale = discord.Locale.german
    thread_id, _ = await open_table(cog, world, "fairy_lights", (ANN, BOB))
    world.user_locales[BOB] = discord.Locale.french
    await cog.board.callback(cog, world.interaction(BOB, channel_id=thread_id))
    said = world.log[-1]
    assert said.ephemeral
    table = await world.client.tables.in_thread(thread_id)
    assert said.file.fp.getvalue() == render.render(
        "render.fairy_lights", table.view(table.seat_of(BOB)), table.names, "fr", table.usernames)
    assert t("common.status.players", "fr", names="user1, user2") in said.content
