"""Which language a reply is written in.

An ephemeral reply is read by one user: their ``/settings`` language if they chose one, else
their Discord client's language. A public post is read by the whole server: the language its
admins chose with ``/server-settings``, else the server's preferred locale. Anything the
catalogs do not speak becomes English.

Both settings are read from the database at each use (one primary-key lookup), never cached,
so a change applies to the very next reply.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from i18n import DEFAULT_LOCALE, LOCALES, normalise_locale

log = logging.getLogger(__name__)


def supported(locale: Any) -> str | None:
    """The catalog locale for a Discord locale or language code, or None if we lack it."""
    if locale is None:
        return None
    code = normalise_locale(locale)
    return code if code in LOCALES else None


def _store(interaction: discord.Interaction) -> Any:
    # Interaction.client is typed discord.Client; the bot (bot.GroveBot) adds ``tables``.
    return interaction.client.tables.store  # type: ignore[attr-defined]


async def reply_locale(interaction: discord.Interaction) -> str:
    """The language of an ephemeral reply to this interaction's user."""
    try:
        chosen = (await _store(interaction).user_settings(interaction.user.id)).language
    except Exception:
        # A reply in the client's language beats no reply at all (e.g. while answering
        # an error that came from the database itself).
        log.exception("could not read the settings of user %s", interaction.user.id)
        chosen = None
    return supported(chosen) or supported(interaction.locale) or DEFAULT_LOCALE


async def server_locale(store: Any, guild_id: int | None, preferred: Any = None) -> str:
    """The language of public posts in a server: its admins' choice, else ``preferred``
    (the server's preferred locale), else English. Usable without an interaction."""
    chosen = None
    if guild_id is not None:
        try:
            chosen = (await store.guild_settings(guild_id)).language
        except Exception:
            log.exception("could not read the settings of server %s", guild_id)
    return supported(chosen) or supported(preferred) or DEFAULT_LOCALE


async def post_locale(interaction: discord.Interaction) -> str:
    """The language of a public post in this interaction's server."""
    preferred = interaction.guild_locale
    if preferred is None and isinstance(interaction.guild, discord.Guild):
        preferred = interaction.guild.preferred_locale
    return await server_locale(_store(interaction), interaction.guild_id, preferred)
