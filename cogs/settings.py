"""``/settings`` (each user) and ``/server-settings`` (server managers).

Today both hold the language; later settings (DM reminders, quiet hours, time zone) become
more options of the same commands. Without an option, a command shows the current settings;
with one, it changes it and answers, ephemerally, in the language now in force.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from cogs import flow, lang
from cogs.translator import describe
from i18n import DEFAULT_LOCALE, LOCALES, t
from rules.errors import GroveError

#: Each language by its own name, as its speakers look for it in a list.
LANGUAGE_NAMES: dict[str, str] = {
    "en": "English",
    "nl": "Nederlands",
    "de": "Deutsch",
    "fr": "Français",
}
AUTO = "auto"


def language_choices() -> list[app_commands.Choice[str]]:
    """automatic, then every language the catalogs speak."""
    return [app_commands.Choice(name=t("commands.choice.auto", DEFAULT_LOCALE), value=AUTO)] + [
        app_commands.Choice(name=LANGUAGE_NAMES[code], value=code) for code in LOCALES]


def _stored(choice: str) -> str | None:
    """The column value for a choice: None stands for automatic."""
    return None if choice == AUTO else choice


def language_line(scope: str, chosen: str | None, in_force: str) -> str:
    """``scope`` is ``settings`` or ``server_settings``; written in the language in force."""
    key = f"common.{scope}.language.{'auto' if chosen is None else 'chosen'}"
    return t(key, in_force, language=LANGUAGE_NAMES[in_force])


class SettingsCog(commands.Cog):
    """Personal and server settings."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description=describe("settings"))
    @app_commands.describe(language=describe("settings", "language"))
    @app_commands.choices(language=language_choices())
    async def settings(self, interaction: discord.Interaction,
                       language: str | None = None) -> None:
        """Show or change your own settings."""
        async def act() -> None:
            store = flow.service(interaction).store
            if language is None:
                chosen = (await store.user_settings(interaction.user.id)).language
            else:
                chosen = (await store.update_user_settings(
                    interaction.user.id, language=_stored(language))).language
            in_force = await lang.reply_locale(interaction)
            await flow.send_ephemeral(interaction, language_line("settings", chosen, in_force))
        await flow.guarded(interaction, act, "settings")

    @app_commands.command(name="server-settings", description=describe("server-settings"))
    @app_commands.describe(language=describe("server-settings", "language"))
    @app_commands.choices(language=language_choices())
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def server_settings(self, interaction: discord.Interaction,
                              language: str | None = None) -> None:
        """Show or change this server's settings (Manage Server by default)."""
        async def act() -> None:
            store = flow.service(interaction).store
            guild_id = interaction.guild_id
            if guild_id is None:  # guild_only keeps this out of DMs; be safe anyway
                raise GroveError("NOT_ALLOWED")
            if language is None:
                chosen = (await store.guild_settings(guild_id)).language
            else:
                chosen = (await store.update_guild_settings(
                    guild_id, language=_stored(language))).language
            in_force = await lang.post_locale(interaction)
            await flow.send_ephemeral(interaction,
                                      language_line("server_settings", chosen, in_force))
        await flow.guarded(interaction, act, "server-settings")


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(SettingsCog(bot))
