"""``/settings`` (each user) and ``/server-settings`` (server managers).

Both hold the language; ``/server-settings`` also holds the compact threads and, per
channel, the live board of its running games (``board:on channel:#games``; tables/board.py);
``/settings`` also holds reminders by direct message (on/off, default off), quiet hours (no
reminder then; deadlines still run), the daily digest (an hour, default off:
cogs/digest.py), the time zone they and a table's playing hours are read in (default UTC;
checked with zoneinfo, with autocomplete), and holidays (``vacation:<days>``, 0 to come
back; tables/vacation.py).
Without an option, a command shows the current settings;
with one, it changes it and answers, ephemerally, in the language now in force.
"""

from __future__ import annotations

from datetime import UTC, datetime
from functools import lru_cache
from typing import Any
from zoneinfo import available_timezones

import discord
from discord import app_commands
from discord.ext import commands

from cogs import flow, lang
from cogs.digest import digest_changes, digest_line, hour_choices
from cogs.status import day_stamp
from cogs.translator import describe
from i18n import DEFAULT_LOCALE, LOCALES, t
from rules.errors import GroveError
from tables import UserSettings, clocks
from tables.vacation import MAX_DAYS, Allowance, Vacations

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


def switch_choices() -> list[app_commands.Choice[str]]:
    """on / off."""
    return [app_commands.Choice(name=t(f"commands.choice.{v}", DEFAULT_LOCALE), value=v)
            for v in ("on", "off")]


def pictures_choices() -> list[app_commands.Choice[str]]:
    """compact / every: how game threads keep their pictures."""
    return [app_commands.Choice(name=t(f"commands.choice.{v}", DEFAULT_LOCALE), value=v)
            for v in ("compact", "every")]


@lru_cache(maxsize=1)
def _zones() -> tuple[str, ...]:
    return tuple(sorted(available_timezones()))


def matching_zones(typed: str, limit: int = 25) -> list[str]:
    """Time zone names for autocomplete: prefix matches, then any containing ``typed``."""
    needle = typed.strip().lower().replace(" ", "_")
    zones = _zones()
    first = [z for z in zones if z.lower().startswith(needle)]
    rest = [z for z in zones if needle in z.lower() and z not in first] if needle else []
    return (first + rest)[:limit]


def reminder_changes(current: UserSettings, dm: str | None, quiet: str | None,
                     zone: str | None) -> dict[str, Any]:
    """The columns to change for ``/settings`` reminder options, validated.

    ``quiet`` ``off`` (or ``none``, ``-``) clears the quiet hours; a time zone is checked with
    zoneinfo, and quiet hours are read in the zone being set (else the one in force).
    """
    out: dict[str, Any] = {}
    if dm is not None:
        out["dm_reminders"] = 1 if dm == "on" else 0
    if zone is not None:
        out["time_zone"] = clocks.zone(zone.strip()).key
    if quiet is not None:
        if quiet.strip().lower() in ("off", "none", "-", ""):
            out["quiet_hours"] = None
        else:
            window = clocks.DailyWindow.parse(quiet, out.get("time_zone")
                                              or current.time_zone or "UTC")
            out["quiet_hours"] = window.text()
    return out


def reminder_lines(current: UserSettings, locale: str) -> list[str]:
    """The reminder settings in force, one line each."""
    lines = [t("common.settings.dm.on" if current.dm_reminders else "common.settings.dm.off",
               locale)]
    zone = current.time_zone or "UTC"
    if current.quiet_hours:
        lines.append(t("common.settings.quiet.on", locale, hours=current.quiet_hours,
                       zone=zone))
    else:
        lines.append(t("common.settings.quiet.off", locale))
    lines.append(t("common.settings.zone", locale, zone=zone))
    return lines


def vacation_lines(status: Allowance, locale: str) -> list[str]:
    """The holiday in force (if any) and what is left of this year's allowance."""
    lines = []
    if status.away_until is not None:
        lines.append(t("common.settings.vacation.away", locale,
                       date=day_stamp(status.away_until)))
    lines.append(t("common.settings.vacation.left", locale, left=status.left,
                   allowance=status.allowance, renews=day_stamp(status.renews)))
    return lines


async def change_vacation(interaction: discord.Interaction, days: int | None) -> Allowance:
    """``vacation:<days>``: go away (0: come back); without it, the allowance as it is."""
    holidays = Vacations(flow.service(interaction))
    user_id = interaction.user.id
    if days is None:
        return await holidays.status(user_id)
    if days == 0:
        return await holidays.end(user_id)
    try:
        return await holidays.start(user_id, days)
    except GroveError as exc:
        if exc.code != "VACATION_ALLOWANCE":
            raise
        # The renewal as a date each reader sees in their own time zone.
        params = dict(exc.params)
        params["renews"] = day_stamp(datetime.fromtimestamp(int(params["renews"]), UTC))
        raise GroveError(exc.code, **params) from None


def language_line(scope: str, chosen: str | None, in_force: str) -> str:
    """``scope`` is ``settings`` or ``server_settings``; written in the language in force."""
    key = f"common.{scope}.language.{'auto' if chosen is None else 'chosen'}"
    return t(key, in_force, language=LANGUAGE_NAMES[in_force])


def board_channel(interaction: discord.Interaction,
                  chosen: discord.TextChannel | None) -> int | None:
    """The channel whose live board ``board:`` switches: the one chosen, else this one (in
    a game's thread, the channel it belongs to: tables are listed where they were made)."""
    if chosen is not None:
        return chosen.id
    here = interaction.channel
    if isinstance(here, discord.Thread):
        return here.parent_id
    return interaction.channel_id


async def switch_board(interaction: discord.Interaction, on: bool,
                       chosen: discord.TextChannel | None) -> None:
    """Turn a channel's live board on (posted now) or off (its post deleted)."""
    channel_id = board_channel(interaction, chosen)
    if channel_id is None:
        raise GroveError("NOT_ALLOWED")
    live = flow.outbox(interaction).board
    if on:
        await live.turn_on(channel_id, interaction.guild_id)
    else:
        await live.turn_off(channel_id)


async def board_line(store: Any, guild_id: int, locale: str) -> str:
    """Which channels of the server keep a live board, in one line."""
    rows = await store.boards(guild_id)
    if not rows:
        return t("common.server_settings.live.off", locale)
    return t("common.server_settings.live.on", locale,
             channels=", ".join(f"<#{row.channel_id}>" for row in rows))


class SettingsCog(commands.Cog):
    """Personal and server settings."""

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="settings", description=describe("settings"))
    @app_commands.describe(language=describe("settings", "language"),
                           dm_reminders=describe("settings", "dm_reminders"),
                           quiet_hours=describe("settings", "quiet_hours"),
                           time_zone=describe("settings", "time_zone"),
                           vacation=describe("settings", "vacation"),
                           digest=describe("settings", "digest"))
    @app_commands.choices(language=language_choices(), dm_reminders=switch_choices())
    async def settings(self, interaction: discord.Interaction,
                       language: str | None = None, dm_reminders: str | None = None,
                       quiet_hours: app_commands.Range[str, 1, 20] | None = None,
                       time_zone: app_commands.Range[str, 1, clocks.ZONE_LENGTH] | None = None,
                       vacation: app_commands.Range[int, 0, MAX_DAYS] | None = None,
                       digest: app_commands.Range[str, 1, 10] | None = None,
                       ) -> None:
        """Show or change your own settings."""
        async def act() -> None:
            store = flow.service(interaction).store
            current = await store.user_settings(interaction.user.id)
            changes = reminder_changes(current, dm_reminders, quiet_hours, time_zone)
            changes.update(digest_changes(digest))
            if language is not None:
                changes["language"] = _stored(language)
            if changes:
                current = await store.update_user_settings(interaction.user.id, **changes)
            holiday = await change_vacation(interaction, vacation)
            in_force = await lang.reply_locale(interaction)
            lines = [language_line("settings", current.language, in_force),
                     *reminder_lines(current, in_force), digest_line(current, in_force),
                     *vacation_lines(holiday, in_force)]
            await flow.send_ephemeral(interaction, "\n".join(lines))
        await flow.guarded(interaction, act, "settings")

    @settings.autocomplete("time_zone")
    async def zone_autocomplete(self, interaction: discord.Interaction,
                                current: str) -> list[app_commands.Choice[str]]:
        """Up to 25 time zones matching what was typed (prefix matches first)."""
        return [app_commands.Choice(name=z, value=z) for z in matching_zones(current)]

    @settings.autocomplete("digest")
    async def digest_autocomplete(self, interaction: discord.Interaction,
                                  current: str) -> list[app_commands.Choice[str]]:
        """Off, then the hours 00:00-23:00 matching what was typed."""
        return hour_choices(current, await flow.reply_locale(interaction))

    @app_commands.command(name="server-settings", description=describe("server-settings"))
    @app_commands.describe(language=describe("server-settings", "language"),
                           pictures=describe("server-settings", "pictures"),
                           board=describe("server-settings", "board"),
                           channel=describe("server-settings", "channel"))
    @app_commands.choices(language=language_choices(), pictures=pictures_choices(),
                          board=switch_choices())
    @app_commands.default_permissions(manage_guild=True)
    @app_commands.guild_only()
    async def server_settings(self, interaction: discord.Interaction,
                              language: str | None = None,
                              pictures: str | None = None,
                              board: str | None = None,
                              channel: discord.TextChannel | None = None) -> None:
        """Show or change this server's settings (Manage Server by default)."""
        async def act() -> None:
            if board is not None:
                await switch_board(interaction, board == "on", channel)
            store = flow.service(interaction).store
            guild_id = interaction.guild_id
            if guild_id is None:  # guild_only keeps this out of DMs; be safe anyway
                raise GroveError("NOT_ALLOWED")
            changes: dict[str, str | None] = {}
            if language is not None:
                changes["language"] = _stored(language)
            if pictures is not None:
                changes["thread_pictures"] = "every" if pictures == "every" else None
            current = (await store.update_guild_settings(guild_id, **changes) if changes
                       else await store.guild_settings(guild_id))
            in_force = await lang.post_locale(interaction)
            lines = [language_line("server_settings", current.language, in_force),
                     t("common.server_settings.pictures."
                       + ("compact" if current.compact_threads else "every"), in_force),
                     await board_line(store, guild_id, in_force)]
            await flow.send_ephemeral(interaction, "\n".join(lines))
        await flow.guarded(interaction, act, "server-settings")


async def setup(bot: commands.Bot) -> None:
    """Extension entry point."""
    await bot.add_cog(SettingsCog(bot))
