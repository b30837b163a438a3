"""Slash-command names, descriptions and choices in every language, from the catalogs.

Commands are declared in English (the catalog's ``commands`` namespace supplies those texts
too); discord.py asks this translator for each other Discord locale when it builds the sync
payload, and the answers become ``name_localizations`` / ``description_localizations``.
Keys follow the scheme written at the top of ``i18n/en/commands.ftl``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import i18n

#: Discord locales we translate into -> catalog folder. English is the declared default.
DISCORD_LOCALES: dict[discord.Locale, str] = {
    discord.Locale.dutch: "nl",
    discord.Locale.german: "de",
    discord.Locale.french: "fr",
}


def command_key(path: str) -> str:
    """Catalog key of a command path: ``'server-settings'`` -> ``'commands.server_settings'``."""
    return "commands." + path.replace("-", "_").replace(" ", ".")


def option_keys(path: str, option: str, what: str) -> list[str]:
    """Where an option's ``name`` or ``description`` may live: its command's own key first,
    then the one shared by every command with an option of that name."""
    return [f"{command_key(path)}.option.{option}.{what}", f"commands.option.{option}.{what}"]


def describe(path: str, option: str | None = None, default: str = "") -> str:
    """The English description of a command (or of one of its options), at most 100 chars."""
    keys = [f"{command_key(path)}.description"] if option is None \
        else option_keys(path, option, "description")
    key = next((k for k in keys if i18n.has(k, i18n.DEFAULT_LOCALE)), None)
    return (i18n.t(key, i18n.DEFAULT_LOCALE) if key is not None else default)[:100]


def context_keys(context: app_commands.TranslationContextTypes) -> list[str]:
    """The catalog keys that may translate the string in ``context``, best first."""
    data: Any = context.data
    where = context.location
    if where in (Where.command_name, Where.group_name):
        return [f"{command_key(data.qualified_name)}.name"]
    if where in (Where.command_description, Where.group_description):
        return [f"{command_key(data.qualified_name)}.description"]
    if where in (Where.parameter_name, Where.parameter_description):
        what = "name" if where is Where.parameter_name else "description"
        return option_keys(data.command.qualified_name, data.name, what)
    if where is Where.choice_name:
        return [f"commands.choice.{data.value}"]
    return []


def translation(context: app_commands.TranslationContextTypes, locale: str) -> str | None:
    """The text for ``context`` in a catalog ``locale``, or None where it has none.

    No English fallback: None tells Discord to show the declared English text.
    """
    for key in context_keys(context):
        if i18n.defines(key, locale):
            return i18n.t(key, locale)
    return None


class CatalogTranslator(app_commands.Translator):
    """discord.py's translator hook, answered from the Fluent catalogs."""

    async def translate(self, string: app_commands.locale_str, locale: discord.Locale,
                        context: app_commands.TranslationContextTypes) -> str | None:
        """The localized name or description, or None to keep the English one."""
        catalog_locale = DISCORD_LOCALES.get(locale)
        if catalog_locale is None:
            return None
        return translation(context, catalog_locale)
