"""The shared steps of every interaction: guard errors, play a move, post the result.

Slash commands and buttons both end up here, so a move typed with ``/move`` and a move
clicked on a button are answered the same way, in the design's order: every check that needs
only reads (a refusal answered at once, ephemerally), then an acknowledgement, then the write,
then the public post through the outbox (a channel send, which pings), then one short
ephemeral line.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, TypeVar

import discord

from cogs import lang, present
from i18n import DEFAULT_LOCALE, t
from rules.errors import GroveError, NoTable
from tables import ConfirmNeeded, MoveOutcome, Table, Tables
from tables.outbox import FAILED, Outbox

log = logging.getLogger(__name__)
T = TypeVar("T")

#: seconds an interaction may wait on reads before it is acknowledged anyway (Discord: 3 s)
ANSWER_WITHIN = 2.0
#: seconds a reply waits for the user's language setting before using the client's
LOCALE_WITHIN = 0.5


def service(interaction: discord.Interaction) -> Tables:
    """The table service the bot was started with."""
    return interaction.client.tables  # type: ignore[attr-defined]


def outbox(interaction: discord.Interaction) -> Outbox:
    """The outbox: every public post goes through it."""
    return interaction.client.outbox  # type: ignore[attr-defined]


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
        locale = await reply_locale(interaction)
        await _reply_safely(interaction, present.error_text(exc, locale))
    except Exception:
        # Log who and where, never a state or a seed.
        log.exception("unexpected error in %s (table %s, user %s)", what, table_id,
                      getattr(interaction.user, "id", None))
        locale = await reply_locale(interaction)
        await _reply_safely(interaction, t("common.INTERNAL", locale))


async def reply_locale(interaction: discord.Interaction) -> str:
    """The user's language for an ephemeral reply, without ever making the reply late: if
    the settings read waits behind a slow write, the client's language will do."""
    try:
        return await asyncio.wait_for(lang.reply_locale(interaction), LOCALE_WITHIN)
    except TimeoutError:
        return lang.supported(interaction.locale) or DEFAULT_LOCALE


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


async def table_id_here(interaction: discord.Interaction) -> int:
    """The id of the table played here, read without loading the table."""
    try:
        return await service(interaction).locate(interaction.channel_id or 0)
    except NoTable:
        raise NoTable("NO_TABLE_HERE") from None


class Acknowledge:
    """Answers an interaction once, before anything slow: an ephemeral "thinking" (or, for a
    click, taking the buttons off the clicked message). Safe to call any number of times."""

    def __init__(self, interaction: discord.Interaction, *, clear_source: bool = False,
                 ephemeral: bool = True) -> None:
        self.interaction = interaction
        self.clear_source = clear_source
        self.ephemeral = ephemeral
        self._lock = asyncio.Lock()

    async def __call__(self) -> None:
        async with self._lock:
            response = self.interaction.response
            if response.is_done():
                return
            try:
                if self.clear_source:
                    await response.edit_message(view=None)
                else:
                    await response.defer(ephemeral=self.ephemeral, thinking=True)
            except discord.HTTPException:
                log.info("could not acknowledge an interaction (expired or already answered)")


async def in_time(work: Awaitable[T], ack: Acknowledge) -> T:
    """Await ``work``; if it is not done within ``ANSWER_WITHIN`` seconds (reads waiting on
    a slow disk or on another writer), acknowledge first so Discord never times out."""
    task = asyncio.ensure_future(work)
    done, _ = await asyncio.wait({task}, timeout=ANSWER_WITHIN)
    if not done:
        await ack()
    return await task


async def finish(interaction: discord.Interaction, text: str) -> None:
    """The one short ephemeral line that ends an action."""
    try:
        await send_ephemeral(interaction, text)
    except discord.HTTPException:
        log.info("could not finish an interaction (token expired)")


async def announce(interaction: discord.Interaction, table: Table, **given: Any) -> str:
    """Post what the action saved, through the outbox (the one posting path)."""
    return await outbox(interaction).announce(table.id, saved=table, **given)


async def play(interaction: discord.Interaction, text: str, *, table_id: int | None = None,
               version: int | None = None, clear_source: bool = False,
               missing: str | None = None, confirm: bool = False) -> None:
    """Check and play a move: refusals at once, then acknowledge, save, post, one line.

    ``clear_source``: a click, acknowledged by taking the buttons off its message. With
    ``confirm``, a move the game wants confirmed gets an ephemeral Confirm button instead.
    """
    tables = service(interaction)
    ack = Acknowledge(interaction, clear_source=clear_source)

    async def act() -> MoveOutcome:
        tid = table_id if table_id is not None else await table_id_here(interaction)
        return await tables.move(tid, interaction.user.id, text, version, before_write=ack,
                                 missing=missing, confirm=confirm)

    try:
        outcome = await in_time(act(), ack)
    except ConfirmNeeded as exc:
        from cogs.components import ask_confirm

        assert table_id is not None and version is not None
        await ask_confirm(interaction, table_id, version, exc.move, exc.key)
        return
    status = await announce(interaction, outcome.table, events=outcome.events,
                            acted_before=outcome.acted_before,
                            moves=((outcome.seat, outcome.move),))
    key = "common.done.later" if status == FAILED else "common.done.move"
    await finish(interaction, t(key, await reply_locale(interaction), move=outcome.move))


async def lobby_action(interaction: discord.Interaction, action: str, table_id: int) -> None:
    """Join, leave or start a lobby: checks, acknowledge, save, lobby edit or first post
    through the outbox, then one short ephemeral line."""
    tables = service(interaction)
    ack = Acknowledge(interaction)
    user = interaction.user
    if action == "start":
        table = await in_time(tables.start(table_id, user.id, before_write=ack), ack)
        await ack()
        await announce(interaction, table, events=(), acted_before=frozenset())
        await finish(interaction, t("common.lobby.started", await reply_locale(interaction),
                                    where=await where(interaction, table.id)))
        return
    if action == "join":
        outcome = await in_time(tables.join(table_id, user.id, display_name(user),
                                            before_write=ack), ack)
        key = "common.lobby.joined"
    else:
        outcome = await in_time(tables.leave(table_id, user.id, before_write=ack), ack)
        key = "common.lobby.closed" if outcome.closed else "common.lobby.left"
    await ack()
    await announce(interaction, outcome.table, events=(), acted_before=frozenset())
    await finish(interaction, t(key, await reply_locale(interaction), name=display_name(user)))


async def where(interaction: discord.Interaction, table_id: int) -> str:
    """A mention of the place where a table plays (its thread, else its channel)."""
    row = (await service(interaction).load(table_id)).row
    return f"<#{row.thread_id or row.channel_id}>"
