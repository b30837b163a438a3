"""Slash-command names, descriptions and choices in every language, from the catalogs.

Commands are declared in English (the catalog's ``commands`` namespace supplies those texts
too); discord.py asks this translator for each other Discord locale when it builds the sync
payload, and the answers become ``name_localizations`` / ``description_localizations``.
Keys follow the scheme written at the top of ``i18n/en/commands.ftl``.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from typing import Any

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where

import i18n

#: Discord's rule for command and option names: 1-32 letters, digits, "-" or "_", and
#: lowercase wherever a letter has a lowercase form. A name breaking it fails the whole sync.
NAME_RULE = re.compile(r"[-_\w]{1,32}")
#: Discord's limit for descriptions and choice names.
TEXT_LIMIT = 100

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


def name_problem(name: str) -> str | None:
    """Why Discord would refuse ``name`` as a command or option name, or None."""
    if not NAME_RULE.fullmatch(name):
        return "1-32 letters, digits, '-' or '_' only"
    if name != name.lower():
        return "must be lowercase"
    return None


def _text_problem(text: str) -> str | None:
    if not text.strip():
        return "is empty"
    if len(text) > TEXT_LIMIT:
        return f"has {len(text)} characters (Discord allows {TEXT_LIMIT})"
    return None


def payload_problems(payload: Iterable[dict[str, Any]], path: str = "") -> list[str]:
    """Everything in a sync payload (commands with their localizations) that Discord would
    refuse: bad names, long or empty descriptions and choice names, clashing sibling names."""
    problems: list[str] = []
    items = list(payload)
    for item in items:
        where = f"{path} {item['name']}".strip()
        names = {"": item["name"], **item.get("name_localizations", {})}
        for locale, name in names.items():
            if (why := name_problem(name)) is not None:
                problems.append(f"/{where} name {locale or 'default'} {name!r}: {why}")
        texts = {"": item.get("description", "x"), **item.get("description_localizations", {})}
        for locale, text in texts.items():
            if (why := _text_problem(text)) is not None:
                problems.append(f"/{where} description {locale or 'default'}: {why}")
        for choice in item.get("choices", []):
            shown = {"": choice["name"], **choice.get("name_localizations", {})}
            for locale, name in shown.items():
                if (why := _text_problem(name)) is not None:
                    problems.append(f"/{where} choice {choice['value']} {locale or 'default'}: "
                                    f"{why}")
        problems += payload_problems(item.get("options", []), where)
    # Siblings need distinct names in every language a client may show.
    locales = {loc for item in items for loc in item.get("name_localizations", {})}
    for locale in sorted(locales | {""}):
        labels = [item.get("name_localizations", {}).get(locale, item["name"]) for item in items]
        for name in sorted({n for n in labels if labels.count(n) > 1}):
            problems.append(f"/{path} has two options named {name!r} in {locale or 'default'}")
    return problems
