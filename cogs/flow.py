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
from rules.errors import GroveError, NoTable, NotSeated, NotYourTurn, StaleVersion
from tables import AbandonOutcome, ConfirmNeeded, MoveOutcome, Table, Tables
from tables import rematch as rematches
from tables.outbox import FAILED, Outbox, PostFailed, PostGone

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
    """The user's current name (raw: escape it with ``present.shown`` wherever it is
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
        await _reply_safely(interaction, present.error_text(exc, locale))
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
    from cogs.slowplay import kick_bots
    kick_bots(interaction.client, table)
    return status


async def play(interaction: discord.Interaction, text: str, *, table_id: int | None = None,
               version: int | None = None, clear_source: bool = False,
               missing: str | None = None, confirm: bool = False,
               seat_version: int | None = None) -> None:
    """Check and play a move: refusals at once, then acknowledge, save, post, one line.

    ``clear_source``: a click, acknowledged by taking the buttons off its message. With
    ``confirm``, a move the game wants confirmed gets an ephemeral Confirm button instead.
    ``seat_version``: a click on a private panel, checked against the seat's own move count.
    What a move revealed only to its player (a drawn card) is answered to that player alone,
    with their fresh panel; a move whose events are all private posts nothing (the outbox
    counts it as announced).
    """
    tables = service(interaction)
    ack = Acknowledge(interaction, clear_source=clear_source)

    async def act() -> MoveOutcome:
        tid = table_id if table_id is not None else await table_id_here(interaction)
        return await tables.move(tid, interaction.user.id, text, version, before_write=ack,
                                 missing=missing, confirm=confirm,
                                 name=display_name(interaction.user),
                                 seat_version=seat_version)

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
    if seat_version is not None or any(e.visible_to is not None for e in outcome.events):
        # The panel (or what the move revealed) is the one ephemeral answer of this action;
        # a move that was also posted says so first, like any other.
        note = None if present.is_private(outcome.events) else await done_text(
            interaction, status, "common.done.move", move=outcome.move)
        await answer_panel(interaction, outcome.table, outcome.seat, outcome.events,
                           in_place=clear_source, note=note)
        return
    await finish(interaction, await done_text(interaction, status, "common.done.move",
                                              move=outcome.move))


async def done_text(interaction: discord.Interaction, status: str, key: str,
                    **params: Any) -> str:
    """The closing line of an action. When its post failed because the bot lacks a
    permission here, that permission is named instead (the action itself is saved)."""
    locale = await reply_locale(interaction)
    if status == FAILED:
        missing = permission_text(interaction, locale)
        if missing is not None:
            return missing
        if key == "common.done.move":
            return t("common.done.later", locale, **params)
    return t(key, locale, **params)


async def answer_panel(interaction: discord.Interaction, table: Table, seat: int,
                       events: Any = (), *, in_place: bool = False,
                       note: str | None = None) -> None:
    """The seat's fresh private panel, to that player only: in place of the clicked panel
    (``in_place``), else as a new ephemeral message. ``events`` are what the action just
    revealed to the seat; ``note`` a sentence put first (an old panel refused)."""
    locale = await reply_locale(interaction)
    built = present.panel_message(table, seat, locale, events)
    if built is None:
        lines = present.event_lines(table.row.game, events, present.names(table), locale,
                                    seat=seat)
        text, view = "\n".join(lines), None
    else:
        text, view = built
    if note:
        text = f"{note}\n{text}" if text else note
    if not text:
        return
    try:
        if in_place and interaction.response.is_done():
            await interaction.edit_original_response(content=text, view=view)
        elif in_place:
            await interaction.response.edit_message(content=text, view=view)
        else:
            await send_ephemeral(interaction, text, **({"view": view} if view else {}))
    except discord.HTTPException:
        log.info("could not answer with a panel (token expired)")


async def play_private(interaction: discord.Interaction, table_id: int, text: str,
                       seat_version: int) -> None:
    """A click on a private panel: play it against the seat's own move count; a panel
    older than the seat's latest move is refused politely, with a fresh panel."""
    try:
        await play(interaction, text, table_id=table_id, clear_source=True,
                   seat_version=seat_version)
    except StaleVersion as exc:
        if exc.code != "STALE_PANEL":
            raise
        table = await service(interaction).load(table_id)
        seat = table.seat_of(interaction.user.id)
        locale = await reply_locale(interaction)
        await answer_panel(interaction, table, seat if seat is not None else -1,
                           note=present.error_text(exc, locale))


async def open_panel(interaction: discord.Interaction, table_id: int) -> None:
    """Answer a player, ephemerally, with their private panel of the current phase."""
    table = await service(interaction).running(table_id)
    seat = table.seat_of(interaction.user.id)
    if seat is None:
        raise NotSeated()
    built = present.panel_message(table, seat, await reply_locale(interaction))
    if built is None:
        raise GroveError("NO_PANEL")
    text, view = built
    await send_ephemeral(interaction, text, **({"view": view} if view else {}))


async def lobby_action(interaction: discord.Interaction, action: str, table_id: int,
                       others: int = 0) -> None:
    """Join, leave or start a lobby: checks, acknowledge, save, lobby edit or first post
    through the outbox, then one short ephemeral line naming the game and table (and, when
    ``others`` more lobbies are open here, that this was the newest)."""
    tables = service(interaction)
    ack = Acknowledge(interaction)
    user = interaction.user
    if action == "start":
        from cogs.slowplay import bot_names
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
    tables = service(interaction)
    ack = Acknowledge(interaction)
    vote = await in_time(rematches.vote(tables, table_id, interaction.user.id), ack)
    locale = await reply_locale(interaction)
    if vote.started is None:
        await finish(interaction, t("common.rematch.waiting", locale,
                                    count=len(vote.needed - vote.votes)))
        return
    if vote.fresh:
        await ack()
        await announce(interaction, vote.started, events=(), acted_before=frozenset())
        await _link_rematch(interaction, vote.table, vote.started.id)
    await finish(interaction, t("common.rematch.started", locale,
                                where=await where(interaction, vote.started.id)))


async def _link_rematch(interaction: discord.Interaction, old: Table, new_id: int) -> None:
    """One line in the old thread pointing to the new one (it pings nobody)."""
    poster = outbox(interaction).poster
    new = await service(interaction).load(new_id)
    try:
        text = t("common.rematch.link", await poster.locale(old),  # type: ignore[attr-defined]
                 game_name=old.game.INFO.name, table=new.id,
                 where=f"<#{new.row.thread_id or new.row.channel_id}>")
        await poster.note(old.row.thread_id or old.row.channel_id, text)  # type: ignore[attr-defined]
    except (PostFailed, PostGone) as exc:
        log.info("table %s: rematch link not posted (%s)", old.id, exc)


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


async def abandon(interaction: discord.Interaction, table_id: int, version: int | None, *,
                  from_request: bool = False) -> None:
    """A Confirm (or Agree) click on abandoning: checks, acknowledge, save; a closed table
    is announced through the outbox (its post pings nobody); otherwise the players whose
    agreement is missing are asked in the table's place (pinging exactly them, with an
    Agree button). Then one short ephemeral line."""
    from cogs.components import AbandonButton

    tables = service(interaction)
    ack = Acknowledge(interaction, clear_source=not from_request)
    name = display_name(interaction.user)
    outcome: AbandonOutcome = await in_time(tables.abandon(
        table_id, interaction.user.id, can_manage_threads(interaction), name,
        before_write=ack, version=version), ack)
    await ack()
    table = outcome.table
    reply = await reply_locale(interaction)
    params = {"game_name": table.game.INFO.name, "table": table.id}
    if outcome.closed:
        await announce(interaction, table, events=())
        await finish(interaction, t("common.abandon.done", reply, **params))
        return
    waiting = [table.seat_of(u) for u in outcome.waiting_for]
    names = [present.names(table)[s] for s in waiting if s is not None]
    if not from_request:
        # The request is posted once, by the asker; a later agreement is only noted. It
        # changes no table version, so it is a post of its own, not an outbox announcement.
        locale = await lang.post_locale(interaction)
        view = discord.ui.View(timeout=None)
        view.add_item(AbandonButton(table.id, None, "agree",
                                    t("common.button.agree_abandon", locale)))
        channel = interaction.client.get_channel(table.row.thread_id or table.row.channel_id) \
            or interaction.channel
        await channel.send(
            content=t("common.abandon.asked", locale, name=present.shown(name),
                      mentions=" ".join(f"<@{u}>" for u in outcome.waiting_for),
                      count=len(outcome.waiting_for), **params),
            view=view,
            allowed_mentions=discord.AllowedMentions(
                everyone=False, roles=False, replied_user=False,
                users=[discord.Object(u) for u in outcome.waiting_for]))
    await finish(interaction, t("common.abandon.waiting", reply, names=", ".join(names),
                                count=len(names), **params))
