"""The daily digest in Discord: its direct message, and its ``/settings digest`` option.

tables/digest.py decides who gets a digest and when; this module writes it (in the player's
language, else their first table's server language), sends it, and maps Discord's answers:
closed DMs (Forbidden, 50007) are False, anything else worth another try is ``PostFailed``.
"""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from cogs import lang, texts
from i18n import t
from rules import registry
from rules.errors import GroveError
from tables import UserSettings
from tables.digest import Digest, DigestRow
from tables.posting import PostFailed

#: how many tables a digest lists (the rest are counted; ``/game mine`` shows them all)
DIGEST_LIMIT = 15
#: "Cannot send messages to this user" (closed DMs)
_CANNOT_DM = 50007
#: what turns the digest off in ``/settings digest``
OFF_WORDS = frozenset({"off", "none", "-", "no"})


def jump_url(row: DigestRow) -> str:
    """The link to a table's thread (or channel), as Discord writes jump URLs."""
    return (f"https://discord.com/channels/{row.guild_id or '@me'}/"
            f"{row.thread_id or row.channel_id}")


def digest_text(digest: Digest, locale: str) -> str:
    """The digest's message: how many games wait, then one line each with its link and the
    time of its last move (a Discord timestamp each reader sees in their own time)."""
    lines = [t("common.digest.header", locale, count=len(digest.rows))]
    for row in digest.rows[:DIGEST_LIMIT]:
        lines.append("- " + t("common.digest.line", locale,
                              game_name=registry.get(row.game).INFO.name, table=row.table_id,
                              since=f"<t:{texts.unix_time(row.since)}:R>",
                              link=jump_url(row)))
    if len(digest.rows) > DIGEST_LIMIT:
        lines.append(t("common.digest.more", locale, count=len(digest.rows) - DIGEST_LIMIT))
    return "\n".join(lines)[: texts.MESSAGE_LIMIT]


class DiscordDigestPoster:
    """Sends digests through a discord.py client (the bot, which holds ``tables``)."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def locale(self, digest: Digest) -> str:
        """The player's chosen language, else that of their longest-waiting table's server."""
        store = self.client.tables.store  # type: ignore[attr-defined]
        chosen = lang.supported((await store.user_settings(digest.user_id)).language)
        if chosen is not None:
            return chosen
        guild_id = digest.rows[0].guild_id if digest.rows else None
        guild = self.client.get_guild(guild_id) if guild_id else None
        return await lang.server_locale(store, guild_id,
                                        getattr(guild, "preferred_locale", None))

    async def dm_digest(self, digest: Digest) -> bool:
        """Send the digest; False when the player's DMs are closed."""
        text = digest_text(digest, await self.locale(digest))
        try:
            user = (self.client.get_user(digest.user_id)
                    or await self.client.fetch_user(digest.user_id))
            await user.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.Forbidden:
            return False
        except discord.HTTPException as exc:
            if exc.code == _CANNOT_DM:
                return False
            raise PostFailed(f"digest to {digest.user_id}: {exc.status} {exc.code}") from None
        return True


# -- /settings digest ------------------------------------------------------------------------


def parse_hour(text: str) -> int | None:
    """``/settings digest``: an hour 0-23 (``8``, ``08``, ``8:00``, ``08h``), or None for
    off; anything else is ``BAD_DIGEST_HOUR``."""
    typed = text.strip().lower()
    if typed in OFF_WORDS:
        return None
    digits = typed.removesuffix("h").removesuffix(":00")
    if digits.isascii() and digits.isdigit() and len(digits) <= 2 and int(digits) < 24:
        return int(digits)
    raise GroveError("BAD_DIGEST_HOUR", text=texts.shown(text.strip()[:20]))


def digest_changes(text: str | None) -> dict[str, Any]:
    """The settings columns ``/settings digest`` changes: the hour (None: off), and the
    failing mark cleared (choosing the digest again tries direct messages again)."""
    if text is None:
        return {}
    return {"digest_hour": parse_hour(text), "digest_state": None}


def digest_line(current: UserSettings, locale: str) -> str:
    """The digest setting in force, one line."""
    if current.digest_hour is None:
        return t("common.settings.digest.off", locale)
    if current.digest_state is not None:
        return t("common.settings.digest.closed", locale)
    return t("common.settings.digest.on", locale, hour=f"{current.digest_hour:02d}:00",
             zone=current.time_zone or "UTC")


def hour_choices(typed: str, locale: str) -> list[app_commands.Choice[str]]:
    """Autocomplete: off, then the hours matching what was typed (all 24 when nothing is)."""
    needle = typed.strip().lower()
    off = t("common.settings.digest.choice.off", locale)
    out = []
    if not needle or off.lower().startswith(needle) or "off".startswith(needle):
        out.append(app_commands.Choice(name=off, value="off"))
    for hour in range(24):
        name = f"{hour:02d}:00"
        if not needle or name.startswith(needle) or str(hour).startswith(needle):
            out.append(app_commands.Choice(name=name, value=str(hour)))
    return out[:25]
