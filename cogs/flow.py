"""The shared steps of every interaction: guard errors, acknowledge, save, post the result.

Slash commands and buttons both end up here (moves through cogs/components.py, which builds
on this module), so every action is answered in the design's order: every check that needs
only reads (a refusal answered at once, ephemerally), then an acknowledgement, then the write,
then the public post through the outbox (a channel send, which pings), then one short
ephemeral line.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from typing import Any, NoReturn, TypeVar

import discord

from cogs import lang, texts
from i18n import DEFAULT_LOCALE, t
from rules.errors import GroveError, NoTable, NotSeated, NotYourTurn, StaleVersion
from tables import Table, Tables
from tables import rematch as rematches
from tables.outbox import FAILED, Outbox, PostFailed, PostGone
from tables.slowplay import SlowPlay

log = logging.getLogger(__name__)
T = TypeVar("T")
ItemT = TypeVar("ItemT", bound="discord.ui.Item[Any]")

#: seconds an interaction may wait on reads before it is acknowledged anyway (Discord: 3 s)
ANSWER_WITHIN = 2.0
#: seconds a reply waits for the user's language setting before using the client's
LOCALE_WITHIN = 0.5


def slowplay(client: Any) -> SlowPlay | None:
    """The bot's slow-play service, if it runs one."""
    return getattr(client, "slowplay", None)


def kick_bots(client: Any, table: Table) -> None:
    """After a post: let automatic seats that must act play, in the background."""
    slow = slowplay(client)
    if slow is None or table.row.status != "running":
        return
    if any(table.seats[s].automatic for s in table.to_act()):
        slow.kick(table.id)


def base_item(item: discord.ui.Item[Any], kind: type[ItemT]) -> ItemT:
    """The component discord.py rebuilt from a click, as the ``kind`` a dynamic item wraps.

    ``DynamicItem.from_custom_id`` receives any ``Item``; a custom id forged onto another kind
    of component raises here, and discord.py logs and ignores the click.
    """
    if not isinstance(item, kind):
        raise TypeError(f"expected a {kind.__name__}, got {type(item).__name__}")
    return item


def bot_names(locale: str) -> list[str]:
    """Names of automatic players in the post language: "Bot 1", "Bot 2", ..."""
    return [t("common.bot.name", locale, number=n) for n in range(1, 7)]


def service(interaction: discord.Interaction) -> Tables:
    """The table service the bot was started with."""
    # Interaction.client is typed discord.Client; the bot (bot.GroveBot) adds ``tables``.
    return interaction.client.tables  # type: ignore[attr-defined]


def outbox(interaction: discord.Interaction) -> Outbox:
    """The outbox: every public post goes through it."""
    # Interaction.client is typed discord.Client; the bot (bot.GroveBot) adds ``outbox``.
    return interaction.client.outbox  # type: ignore[attr-defined]


def display_name(user: discord.abc.User) -> str:
    """The user's current name (raw: escape it with ``texts.shown`` wherever it is
    repeated in text; pictures draw it as it is)."""
    return getattr(user, "display_name", None) or user.name


def can_manage_threads(interaction: discord.Interaction) -> bool:
    """Whether the member may manage threads here (and so close any table at once)."""
    perms = getattr(interaction, "permissions", None)
    return bool(perms and perms.manage_threads)


#: the bot's permissions that posting a game needs, in the order they are checked.
NEEDED_PERMISSIONS = ("view_channel", "send_messages", "send_messages_in_threads",
                      "create_public_threads", "embed_links", "attach_files",
                      "read_message_history")


def missing_permission(interaction: discord.Interaction) -> str | None:
    """The first permission the bot lacks in this channel, or None."""
    try:
        perms = interaction.app_permissions
    except Exception:
        return None
    in_thread = isinstance(interaction.channel, discord.Thread)
    for name in NEEDED_PERMISSIONS:
        if name == "send_messages" and in_thread:
            continue  # a thread asks for send_messages_in_threads instead
        if name == "create_public_threads" and in_thread:
            continue
        if not getattr(perms, name, True):
            return name
    return None


def permission_text(interaction: discord.Interaction, locale: str) -> str | None:
    """One sentence naming the permission the bot lacks here, or None if it lacks none."""
    missing = missing_permission(interaction)
    if missing is None:
        return None
    return t("common.MISSING_PERMISSION", locale,
             permission=t(f"common.permission.{missing}", locale))


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
        await _reply_safely(interaction, texts.error_text(exc, locale))
    except discord.Forbidden:
        # Discord refused a post or a thread: say which permission is missing, in one
        # sentence (whatever was saved before stays saved).
        log.info("forbidden in %s (table %s, channel %s)", what, table_id,
                 interaction.channel_id)
        locale = await reply_locale(interaction)
        await _reply_safely(interaction, permission_text(interaction, locale)
                            or t("common.FORBIDDEN", locale))
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
        in_thread = isinstance(interaction.channel, discord.Thread)
        raise NoTable("NO_TABLE_HERE" if in_thread else "NO_TABLE_IN_CHANNEL") from None


async def actor(interaction: discord.Interaction, table_id: int,
                version: int | None = None) -> tuple[Table, int]:
    """The running table and the user's seat, when that seat may act now at ``version``;
    else the refusal ``/move`` would give (not seated, not your turn, the game moved on)."""
    table = await service(interaction).running(table_id)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise NotSeated()
    if seat not in table.to_act():
        raise NotYourTurn()
    if version is not None and version != table.row.version:
        raise StaleVersion()
    return table, seat


async def table_id_here(interaction: discord.Interaction) -> int:
    """The id of the table played here, read without loading the table."""
    try:
        return await service(interaction).locate(interaction.channel_id or 0)
    except NoTable:
        no_table_here(interaction)


def no_table_here(interaction: discord.Interaction) -> NoReturn:
    """Refuse: no table plays where the interaction was made (a thread, or a channel)."""
    in_thread = isinstance(interaction.channel, discord.Thread)
    raise NoTable("NO_TABLE_HERE" if in_thread else "NO_TABLE_IN_CHANNEL") from None


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


async def drop_thinking(interaction: discord.Interaction) -> None:
    """Remove a deferred "thinking" reply once the public post says all (discord.py's
    ``Interaction.delete_original_response``); a reply already gone needs nothing."""
    if not interaction.response.is_done():
        return
    try:
        await interaction.delete_original_response()
    except discord.HTTPException:
        log.info("could not remove a deferred reply (token expired or already gone)")


async def finish(interaction: discord.Interaction, text: str) -> None:
    """The one short ephemeral line that ends an action."""
    try:
        await send_ephemeral(interaction, text)
    except discord.HTTPException:
        log.info("could not finish an interaction (token expired)")


async def announce(interaction: discord.Interaction, table: Table, **given: Any) -> str:
    """Post what the action saved, through the outbox (the one posting path); then automatic
    seats whose turn it is play in the background, each move announced the same way."""
    status = await outbox(interaction).announce(table.id, saved=table, **given)
    kick_bots(interaction.client, table)
    return status


async def done_text(interaction: discord.Interaction, status: str, key: str,
                    **params: Any) -> str:
    """The closing line of an action. When its post failed because the bot lacks a
    permission here, that permission is named instead (the action itself is saved). A
    played move every game shares (resign, a draw offer) is named in the reader's words."""
    locale = await reply_locale(interaction)
    if key == "common.done.move" and isinstance(params.get("move"), str):
        params["move"] = texts.move_text(params["move"], locale)
    if status == FAILED:
        missing = permission_text(interaction, locale)
        if missing is not None:
            return missing
        if key == "common.done.move":
            return t("common.done.later", locale, **params)
    return t(key, locale, **params)


async def lobby_action(interaction: discord.Interaction, action: str, table_id: int,
                       others: int = 0) -> None:
    """Join, leave or start a lobby: checks, acknowledge, save, lobby edit or first post
    through the outbox, then one short ephemeral line naming the game and table (and, when
    ``others`` more lobbies are open here, that this was the newest)."""
    tables = service(interaction)
    ack = Acknowledge(interaction)
    user = interaction.user
    if action == "start":
        names = bot_names(await lang.post_locale(interaction))
        table = await in_time(tables.start(table_id, user.id, before_write=ack,
                                           bot_names=names), ack)
        await ack()
        status = await announce(interaction, table, events=(), acted_before=frozenset())
        await finish(interaction, await done_text(interaction, status, "common.lobby.started",
                                                  where=await where(interaction, table.id),
                                                  game_name=table.game.INFO.name,
                                                  table=table.id))
        return
    if action == "join":
        outcome = await in_time(tables.join(table_id, user.id, display_name(user),
                                            before_write=ack, username=user.name), ack)
        key = "common.lobby.you_joined"
    else:
        outcome = await in_time(tables.leave(table_id, user.id, before_write=ack), ack)
        key = "common.lobby.you_closed" if outcome.closed else "common.lobby.you_left"
    await ack()
    await announce(interaction, outcome.table, events=(), acted_before=frozenset())
    locale = await reply_locale(interaction)
    params = {"game_name": outcome.table.game.INFO.name, "table": table_id}
    text = t(key, locale, **params)
    if others > 0:
        text += "\n" + t("common.lobby.newest_of", locale, count=others + 1, **params)
    await finish(interaction, text)


async def rematch(interaction: discord.Interaction, table_id: int) -> None:
    """A Rematch press: counted; the last one needed starts the new table in a new thread,
    linked from the old one. Pressing twice is harmless; a non-player is refused."""
    from cogs.extras import extras_for  # the extras build on this module

    tables = service(interaction)
    ack = Acknowledge(interaction)
    row = (await in_time(tables.load(table_id), ack)).row
    extras = extras_for(row.game)
    # A daily deal's result offers a new game with a fresh deal instead (same press, same
    # window): its daily option is left out, so no second daily game of the day exists.
    daily = extras.daily_option if extras.wants_daily(row.options) else None
    vote = await in_time(rematches.vote(tables, table_id, interaction.user.id,
                                        without=() if daily is None else (daily,)), ack)
    locale = await reply_locale(interaction)
    if vote.started is None:
        await finish(interaction, t("common.rematch.waiting", locale,
                                    count=len(vote.needed - vote.votes)))
        return
    if vote.fresh or vote.unlinked:
        # Also after a crash that came between the new table's save and its link.
        await ack()
        await announce(interaction, vote.started, events=(), acted_before=frozenset())
        if await _link_rematch(interaction, vote.table, vote.started.id, daily is not None):
            await rematches.linked(tables, table_id)
    key = "common.rematch.new_deal_started" if daily else "common.rematch.started"
    await finish(interaction, t(key, locale, where=await where(interaction, vote.started.id)))


async def _link_rematch(interaction: discord.Interaction, old: Table, new_id: int,
                        new_deal: bool = False) -> bool:
    """One line in the old thread pointing to the new one (it pings nobody), and the
    result post's Rematch button retired for a link to it; whether the line was posted."""
    # The bot's poster is cogs.poster.DiscordPoster, which also has ``locale`` and ``note``;
    # the outbox's Poster protocol does not (importing cogs.poster here would close an import
    # cycle: cogs.poster -> cogs.slowplay -> cogs.flow).
    poster = outbox(interaction).poster
    new = await service(interaction).load(new_id)
    try:
        key = "common.rematch.new_deal_link" if new_deal else "common.rematch.link"
        text = t(key, await poster.locale(old),  # type: ignore[attr-defined]
                 game_name=old.game.INFO.name, table=new.id,
                 where=f"<#{new.row.thread_id or new.row.channel_id}>")
        await poster.retire_rematch(old, new)  # type: ignore[attr-defined]
        await poster.note(old.row.thread_id or old.row.channel_id, text)  # type: ignore[attr-defined]
    except PostFailed as exc:
        log.info("table %s: rematch link not posted (%s)", old.id, exc)
        return False
    except PostGone as exc:  # nowhere to link from: never worth another try
        log.info("table %s: rematch link not posted (%s)", old.id, exc)
    return True


async def where(interaction: discord.Interaction, table_id: int) -> str:
    """A mention of the place where a table plays (its thread, else its channel)."""
    row = (await service(interaction).load(table_id)).row
    return f"<#{row.thread_id or row.channel_id}>"


async def show_expired(interaction: discord.Interaction, exc: GroveError) -> None:
    """A lobby found expired on access: its post drops its buttons and says so (the
    expiry saved a version; the outbox edits the lobby message)."""
    table_id = exc.params.get("table")
    if exc.code != "LOBBY_EXPIRED" or not isinstance(table_id, int):
        return
    await outbox(interaction).announce(table_id)


