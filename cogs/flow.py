"""The shared steps of every interaction: guard errors, play a move, post the result.

Slash commands and buttons both end up here, so a move typed with ``/move`` and a move
clicked on a button are answered the same way.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Iterable
from typing import Any

import discord

from cogs import lang, present
from i18n import t
from rules.errors import GroveError, NoTable
from tables import MoveOutcome, Table, Tables

log = logging.getLogger(__name__)


def service(interaction: discord.Interaction) -> Tables:
    """The table service the bot was started with."""
    return interaction.client.tables  # type: ignore[attr-defined]


def display_name(user: discord.abc.User) -> str:
    """The name to show for a user at a table."""
    return getattr(user, "display_name", None) or user.name


async def send_ephemeral(interaction: discord.Interaction, text: str, **kwargs: Any) -> None:
    """An ephemeral reply, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True, **kwargs)
    else:
        await interaction.response.send_message(text, ephemeral=True, **kwargs)


async def guarded(interaction: discord.Interaction, action: Callable[[], Awaitable[None]],
                  what: str, table_id: int | None = None) -> None:
    """Run ``action``; a refusal becomes one ephemeral sentence, a bug an apology.

    Nothing is lost either way: tables/ saves only complete actions.
    """
    try:
        await action()
    except GroveError as exc:
        locale = await lang.reply_locale(interaction)
        await _reply_safely(interaction, present.error_text(exc, locale))
    except Exception:
        # Log who and where, never a state or a seed.
        log.exception("unexpected error in %s (table %s, user %s)", what, table_id,
                      getattr(interaction.user, "id", None))
        locale = await lang.reply_locale(interaction)
        await _reply_safely(interaction, t("common.INTERNAL", locale))


async def _reply_safely(interaction: discord.Interaction, text: str) -> None:
    try:
        await send_ephemeral(interaction, text)
    except discord.HTTPException:
        log.warning("could not answer an interaction (channel gone or token expired)")


async def table_here(interaction: discord.Interaction) -> Table:
    """The table played in the channel or thread where the command was used."""
    try:
        return await service(interaction).in_thread(interaction.channel_id or 0)
    except NoTable:
        raise NoTable("NO_TABLE_HERE") from None


async def post_move(interaction: discord.Interaction, outcome: MoveOutcome) -> None:
    """After an accepted action: summary, new picture, controls and the ping, in the thread."""
    table = outcome.table
    locale = await lang.post_locale(interaction)
    lines = present.event_lines(table.row.game, outcome.events, table.names, locale)
    if not lines:
        lines = [f"{table.names[outcome.seat]}: {outcome.move}"]
    result = table.result()
    if outcome.over and result is not None:
        lines.append(t("common.game_over", locale))
        lines.extend(present.result_lines(table, result, locale))
    ping = outcome.newly_to_act
    if ping and not outcome.over:
        lines.append(t("common.your_turn", locale, mentions=present.mentions(table, ping)))
    finished = getattr(table.game, "finished_game_view", None)
    earlier = finished(table.state, outcome.events) if finished is not None else None
    message = await public_message(table, "\n".join(lines), locale, ping,
                                   earlier=[earlier] if earlier is not None else [])
    if interaction.response.is_done():
        await interaction.followup.send(**message)
    else:
        await interaction.response.send_message(**message)


async def public_message(table: Table, text: str, locale: Any, ping: Iterable[int],
                         earlier: list[Any] | None = None) -> dict[str, Any]:
    """A public post: text, earlier pictures, the new picture, the turn controls, and
    mentions allowed only for the seats in ``ping``."""
    files = [await present.picture(table, view=view, name=f"-{n}")
             for n, view in enumerate(earlier or [], start=1)]
    files.append(await present.picture(table))
    message: dict[str, Any] = {
        "content": text[: present.MESSAGE_LIMIT],
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False,
            users=[discord.Object(table.user_of(s)) for s in ping]),
    }
    files = [f for f in files if f is not None]
    if files:
        message["files"] = files
    view = present.controls(table, locale)
    if view is not None:
        message["view"] = view
    return message


async def play(interaction: discord.Interaction, table_id: int, text: str,
               version: int | None = None, *, clear_source: bool = False) -> None:
    """Check and play a move, then defer and post the result."""
    outcome = await service(interaction).move(table_id, interaction.user.id, text, version)
    # Accepted and saved: from here on only the announcement remains. A click answers by
    # taking the buttons off the message it came from (ephemeral ones too); a command by
    # "thinking" while the picture is drawn.
    if not interaction.response.is_done():
        try:
            if clear_source:
                await interaction.response.edit_message(view=None)
            else:
                await interaction.response.defer(thinking=True)
        except discord.HTTPException:
            log.info("table %s: could not acknowledge the interaction", table_id)
    await post_move(interaction, outcome)


async def refresh_lobby(interaction: discord.Interaction, table: Table) -> None:
    """Update the lobby message (seats, buttons, closed or under way) after a command."""
    locale = await lang.post_locale(interaction)
    message_id = table.row.lobby_message_id
    channel = interaction.client.get_channel(table.row.channel_id)
    if message_id is None or channel is None or not hasattr(channel, "get_partial_message"):
        return
    try:
        embed = present.lobby_embed(table, locale)
        await channel.get_partial_message(message_id).edit(
            embed=embed, view=present.lobby_controls(table, locale))
    except discord.HTTPException:
        log.info("table %s: lobby message could not be updated", table.id)


async def open_thread(interaction: discord.Interaction, table: Table,
                      message: discord.abc.Snowflake | None) -> Any:
    """Create the table's thread from its lobby message; None where threads are not allowed."""
    locale = await lang.post_locale(interaction)
    name = t("common.thread.name", locale, game_name=table.game.INFO.name, table=table.id)
    channel = interaction.channel
    try:
        if isinstance(message, discord.Message | discord.PartialMessage):
            thread = await message.create_thread(name=name[:100])
        elif isinstance(channel, discord.TextChannel):
            thread = await channel.create_thread(name=name[:100],
                                                 type=discord.ChannelType.public_thread)
        else:
            return None
    except (discord.HTTPException, AttributeError):
        log.info("table %s: no thread allowed, playing in the channel", table.id)
        return None
    await service(interaction).set_thread(table.id, thread.id)
    return thread


async def announce_start(interaction: discord.Interaction, table: Table,
                         message: Any = None) -> None:
    """Open the thread and post the first picture with a ping of whoever acts first."""
    locale = await lang.post_locale(interaction)
    thread = await open_thread(interaction, table, message)
    refreshed = await service(interaction).load(table.id)
    acting = refreshed.to_act()
    text = "\n".join([
        t("common.started", locale, game_name=table.game.INFO.name, table=table.id,
          players=", ".join(refreshed.names)),
        t("common.your_turn", locale, mentions=present.mentions(refreshed, acting)),
    ])
    post = await public_message(refreshed, text, locale, acting)
    if thread is not None:
        await thread.send(**post)
        post = {"content": t("common.lobby.started", locale, where=thread.mention)}
    if interaction.response.is_done():
        await interaction.followup.send(**post)
    else:
        await interaction.response.send_message(**post)
