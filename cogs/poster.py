"""The outbox's ``Poster`` on discord.py: threads, posts, lobby edits and marker lookups.

tables/outbox.py decides what to post and when; this module only turns a ``Post`` into a
Discord message (texts from the catalog in the server's locale, pictures, controls, allowed
mentions) and maps Discord's errors onto ``PostGone`` (the place is gone for good: stop) and
``PostFailed`` (try again later).
"""

from __future__ import annotations

import logging
from datetime import datetime, timedelta
from typing import Any

import discord

from cogs import board, lang, pictures, posts, results, status, texts
from cogs.extras import extras_for
from cogs.slowplay import notice_message
from i18n import t
from tables import Table, vacation
from tables.board import BoardView
from tables.notices import Notice
from tables.outbox import Post, PostFailed, PostGone, is_lobby_message

log = logging.getLogger(__name__)

#: how many recent messages are searched when there is no message to search after
RECENT = 30
#: how many messages after the last recorded post are searched for one made before a crash
#: (chat in between does not hide it; ten pages of history at most)
SINCE_LIMIT = 1000
#: Discord error codes meaning the place is gone: unknown channel, unknown guild
_GONE_CODES = frozenset({10003, 10004})
#: "a thread has already been created for this message"
_THREAD_EXISTS = 160004
#: unknown message
_UNKNOWN_MESSAGE = 10008
#: "Cannot send messages to this user" (closed DMs)
_CANNOT_DM = 50007


def _failure(exc: discord.HTTPException, what: str) -> Exception:
    """``PostGone`` when Discord says the place no longer exists, else ``PostFailed``."""
    if isinstance(exc, discord.NotFound) and exc.code in _GONE_CODES:
        return PostGone(f"{what}: {exc.code}")
    return PostFailed(f"{what}: {exc.status} {exc.code}")


class DiscordPoster:
    """Posts for the outbox through a discord.py client."""

    def __init__(self, client: discord.Client) -> None:
        self.client = client

    async def locale(self, table: Table) -> str:
        """Public posts speak the server's language (its admins' choice, else its own)."""
        guild = self.client.get_guild(table.row.guild_id) if table.row.guild_id else None
        # self.client is a discord.Client; the bot (bot.GroveBot) adds ``tables``.
        store = self.client.tables.store  # type: ignore[attr-defined]
        return await lang.server_locale(store, table.row.guild_id,
                                        getattr(guild, "preferred_locale", None))

    def _check_server(self, table: Table) -> None:
        # A server that removed the bot is gone for good (checked once the guild list is in).
        if table.row.guild_id is not None and self.client.is_ready() \
                and self.client.get_guild(table.row.guild_id) is None:
            raise PostGone(f"server {table.row.guild_id} left")

    async def _channel(self, channel_id: int) -> Any:
        channel = self.client.get_channel(channel_id)
        if channel is not None:
            return channel
        try:
            return await self.client.fetch_channel(channel_id)
        except discord.NotFound as exc:
            raise PostGone(f"channel {channel_id}: {exc.code}") from None
        except discord.HTTPException as exc:
            raise _failure(exc, f"channel {channel_id}") from None

    async def open_thread(self, table: Table) -> int | None:
        """The table's thread: found again if it exists (a thread made from the lobby
        message has that message's id; else by its name), else created. None where threads
        are not allowed: the table plays in its channel."""
        self._check_server(table)
        if extras_for(table.row.game).wants_daily(table.row.options):
            # A daily deal is played only in its owner's private thread (cogs/daily.py links
            # it right after the start): never open a public one that would show the deal.
            raise PostFailed(f"table {table.id}: a daily game waits for its private thread")
        channel = await self._channel(table.row.channel_id)
        if not isinstance(channel, discord.TextChannel):
            return None
        name = t("common.thread.name", await self.locale(table), game_name=table.game.INFO.name,
                 table=table.id)[:100]
        lobby = table.row.lobby_message_id
        found = self.client.get_channel(lobby) if lobby else None
        if found is None:
            found = next((th for th in channel.threads if th.name == name), None)
        if found is not None:
            return found.id
        try:
            if lobby:
                try:
                    thread = await channel.get_partial_message(lobby).create_thread(
                        name=name, auto_archive_duration=10080)
                except discord.HTTPException as exc:
                    if exc.code == _THREAD_EXISTS:
                        return lobby  # made before a crash: it carries the message's id
                    if exc.code != _UNKNOWN_MESSAGE:
                        raise
                    lobby = None  # the lobby message was deleted: a thread of its own
            if not lobby:
                thread = await channel.create_thread(
                    name=name, type=discord.ChannelType.public_thread,
                    auto_archive_duration=10080)
        except discord.Forbidden:
            log.info("table %s: no thread allowed, playing in the channel", table.id)
            return None
        except discord.HTTPException as exc:
            raise _failure(exc, f"thread of table {table.id}") from None
        await self._add_players(thread, table)
        return thread.id

    async def _add_players(self, thread: Any, table: Table) -> None:
        """Seat the players in the thread, so it shows in their list for the weeks it lives
        (a missing permission or a member who left is not worth a retry)."""
        for seat in table.seats:
            try:
                await thread.add_user(discord.Object(seat.user_id))
            except discord.HTTPException as exc:
                log.info("table %s: player not added to its thread (%s)", table.id, exc.code)

    async def _unarchive(self, channel: Any) -> None:
        """An archived thread refuses edits (and a locked one posts): reopen it first."""
        if getattr(channel, "archived", False):
            await channel.edit(archived=False)

    async def recent(self, channel_id: int, after: int | None = None) -> list[tuple[int, str]]:
        """(message id, text) of the bot's messages here: every one after message ``after``
        (oldest first, at most ``SINCE_LIMIT`` messages read), else the ``RECENT`` newest."""
        channel = await self._channel(channel_id)
        me = getattr(self.client.user, "id", None)
        history = (channel.history(limit=RECENT) if after is None else
                   channel.history(after=discord.Object(after), limit=SINCE_LIMIT,
                                   oldest_first=True))
        try:
            return [(m.id, m.content) async for m in history
                    if me is None or m.author.id == me]
        except discord.HTTPException as exc:
            raise _failure(exc, f"history of {channel_id}") from None

    async def send(self, channel_id: int, post: Post) -> int:
        """Create the post in the table's thread (or channel); return its message id."""
        self._check_server(post.table)
        channel = await self._channel(channel_id)
        message = await build_message(post, await self.locale(post.table))
        try:
            await self._unarchive(channel)
            sent = await channel.send(**message)
        except discord.HTTPException as exc:
            raise _failure(exc, f"post in {channel_id}") from None
        return sent.id

    async def edit(self, channel_id: int, message_id: int, post: Post) -> bool:
        """Replace the turn's post in place (text, picture, controls); False if it was
        deleted. An edit pings nobody, which is right while a turn goes on."""
        self._check_server(post.table)
        channel = await self._channel(channel_id)
        message = await build_message(post, await self.locale(post.table))
        try:
            await self._unarchive(channel)
            await channel.get_partial_message(message_id).edit(
                content=message["content"], attachments=message.get("files", []),
                view=message.get("view"), allowed_mentions=message["allowed_mentions"])
        except discord.NotFound as exc:
            if exc.code == _UNKNOWN_MESSAGE:
                return False
            raise _failure(exc, f"edit in {channel_id}") from None
        except discord.HTTPException as exc:
            raise _failure(exc, f"edit in {channel_id}") from None
        return True

    async def send_notice(self, channel_id: int, notice: Notice) -> int:
        """Post a slow-play notice (reminder, timeout offer with its buttons, hand-over) in
        the table's thread; return its message id."""
        self._check_server(notice.table)
        channel = await self._channel(channel_id)
        message = notice_message(notice, await self.locale(notice.table))
        try:
            sent = await channel.send(**message)
        except discord.HTTPException as exc:
            raise _failure(exc, f"notice in {channel_id}") from None
        return sent.id

    async def dm_notice(self, user_id: int, notice: Notice) -> bool:
        """A reminder by direct message in the player's language; False when their DMs are
        closed (Forbidden, 50007)."""
        # self.client is a discord.Client; the bot (bot.GroveBot) adds ``tables``.
        store = self.client.tables.store  # type: ignore[attr-defined]
        chosen = (await store.user_settings(user_id)).language
        locale = lang.supported(chosen) or await self.locale(notice.table)
        message = notice_message(notice, locale, dm=True)
        try:
            user = self.client.get_user(user_id) or await self.client.fetch_user(user_id)
            await user.send(message["content"])
        except discord.Forbidden:
            return False
        except discord.HTTPException as exc:
            if exc.code == _CANNOT_DM:
                return False
            raise _failure(exc, f"direct message to {user_id}") from None
        return True

    async def _edit_quietly(self, channel_id: int, message_id: int, what: str,
                            **fields: Any) -> None:
        """Edit a bot message's buttons or pictures (an edit pings nobody). One deleted
        meanwhile needs nothing; an archived thread is reopened first, as it refuses edits."""
        channel = await self._channel(channel_id)
        try:
            await self._unarchive(channel)
            await channel.get_partial_message(message_id).edit(**fields)
        except discord.NotFound as exc:
            if exc.code in _GONE_CODES:
                raise PostGone(f"{what} in {channel_id}: {exc.code}") from None
        except discord.HTTPException as exc:
            raise _failure(exc, f"{what} in {channel_id}") from None

    async def clear_controls(self, channel_id: int, message_id: int) -> None:
        """Take the buttons off a message."""
        await self._edit_quietly(channel_id, message_id, "controls", view=None)

    async def retire(self, table: Table, channel_id: int, message_id: int) -> None:
        """A superseded turn's post: no buttons, and in a compact thread no pictures (its
        text stays, so the thread reads as a score sheet)."""
        pictures: dict[str, Any] = {"attachments": []} if await self.compact(table) else {}
        await self._edit_quietly(channel_id, message_id, "post", view=None, **pictures)

    async def compact(self, table: Table) -> bool:
        """Whether the table's thread keeps one live picture (its server's setting)."""
        if table.row.guild_id is None:
            return True
        store = self.client.tables.store  # type: ignore[attr-defined]
        try:
            return bool((await store.guild_settings(table.row.guild_id)).compact_threads)
        except Exception:
            # Keeping a picture is harmless; losing the post's buttons edit is not.
            log.exception("could not read the settings of server %s", table.row.guild_id)
            return False

    async def ended(self, table: Table) -> None:
        """The thread's name gets the result (the winners), so the channel's thread list
        shows how each game ended."""
        if table.row.thread_id is None:
            return
        channel = await self._channel(table.row.thread_id)
        name = results.thread_name(table, await self.locale(table))
        if getattr(channel, "name", None) == name:
            return
        try:
            await self._unarchive(channel)
            await channel.edit(name=name)
        except discord.HTTPException as exc:
            raise _failure(exc, f"name of thread {table.row.thread_id}") from None

    async def retire_rematch(self, table: Table, new: Table) -> None:
        """The rematch started: the result post's Rematch button becomes a link to it."""
        if table.row.turn_message_id is None:
            return
        channel = await self._channel(table.row.thread_id or table.row.channel_id)
        view = posts.rematch_link(table, new, await self.locale(table))
        try:
            await self._unarchive(channel)
            await channel.get_partial_message(table.row.turn_message_id).edit(view=view)
        except discord.NotFound as exc:
            if exc.code in _GONE_CODES:
                raise PostGone(f"rematch link of {table.id}: {exc.code}") from None
        except discord.HTTPException as exc:
            raise _failure(exc, f"rematch link of {table.id}") from None

    async def close(self, table: Table, keep_controls: bool = False) -> None:
        """The rematch window closed: the Rematch button goes (``keep_controls``: it is a
        link to the rematch already, which stays) and the thread is archived."""
        where = table.row.thread_id or table.row.channel_id
        if table.row.turn_message_id is not None and not keep_controls:
            # the Rematch button goes; Replay and Game record stay
            await self._edit_quietly(where, table.row.turn_message_id, "controls",
                                     view=posts.after_window(table, await self.locale(table)))
        if table.row.thread_id is None:
            return
        channel = await self._channel(table.row.thread_id)
        try:
            if not getattr(channel, "archived", False):
                await channel.edit(archived=True)
        except discord.HTTPException as exc:
            raise _failure(exc, f"archive of thread {table.row.thread_id}") from None

    async def note(self, channel_id: int, text: str) -> int:
        """A plain sentence in a thread or channel that pings nobody (a link to a rematch)."""
        channel = await self._channel(channel_id)
        try:
            await self._unarchive(channel)
            sent = await channel.send(text, allowed_mentions=discord.AllowedMentions.none())
        except discord.HTTPException as exc:
            raise _failure(exc, f"note in {channel_id}") from None
        return sent.id

    # -- the live board (tables/board.py) ---------------------------------------------------

    async def _board_locale(self, guild_id: int | None) -> str:
        guild = self.client.get_guild(guild_id) if guild_id else None
        store = self.client.tables.store  # type: ignore[attr-defined]
        return await lang.server_locale(store, guild_id, getattr(guild, "preferred_locale", None))

    async def send_board(self, channel_id: int, view: BoardView) -> int:
        """Create a channel's board post (it pings nobody); its message id."""
        channel = await self._channel(channel_id)
        message = board.board_message(view, await self._board_locale(view.guild_id))
        try:
            sent = await channel.send(**message)
        except discord.HTTPException as exc:
            raise _failure(exc, f"board in {channel_id}") from None
        return sent.id

    async def edit_board(self, channel_id: int, message_id: int, view: BoardView) -> bool:
        """Replace the board post's text (an edit pings nobody); False if it was deleted."""
        channel = await self._channel(channel_id)
        message = board.board_message(view, await self._board_locale(view.guild_id))
        try:
            await channel.get_partial_message(message_id).edit(**message)
        except discord.NotFound as exc:
            if exc.code == _UNKNOWN_MESSAGE:
                return False
            raise _failure(exc, f"board in {channel_id}") from None
        except discord.HTTPException as exc:
            raise _failure(exc, f"board in {channel_id}") from None
        return True

    async def delete_board(self, channel_id: int, message_id: int) -> None:
        """Delete a board post (one deleted already needs nothing)."""
        channel = await self._channel(channel_id)
        try:
            await channel.get_partial_message(message_id).delete()
        except discord.NotFound as exc:
            if exc.code in _GONE_CODES:
                raise PostGone(f"board in {channel_id}: {exc.code}") from None
        except discord.HTTPException as exc:
            raise _failure(exc, f"board in {channel_id}") from None

    async def buried(self, channel_id: int, message_id: int, depth: int) -> bool:
        """Whether ``depth`` messages (anyone's) came after the board post."""
        channel = await self._channel(channel_id)
        if getattr(channel, "last_message_id", None) == message_id:
            return False  # nothing came after it: no history to read
        count = 0
        try:
            async for _ in channel.history(after=discord.Object(message_id), limit=depth):
                count += 1
        except discord.HTTPException as exc:
            raise _failure(exc, f"history of {channel_id}") from None
        return count >= depth

    async def lobby_message(self, table: Table) -> int:
        """The lobby message a crash left unrecorded: found by its marker among the bot's
        messages since the table was made (message ids carry their time), else posted."""
        self._check_server(table)
        channel = await self._channel(table.row.channel_id)
        me = getattr(self.client.user, "id", None)
        made = datetime.fromisoformat(table.row.created_at.replace("Z", "+00:00"))
        after = discord.Object(discord.utils.time_snowflake(made - timedelta(minutes=1)))
        try:
            async for message in channel.history(after=after, limit=SINCE_LIMIT,
                                                 oldest_first=True):
                if (me is None or message.author.id == me) and \
                        is_lobby_message(message.content, table):
                    return message.id
            sent = await channel.send(**posts.lobby_message(table, await self.locale(table)))
        except discord.HTTPException as exc:
            raise _failure(exc, f"lobby of table {table.id}") from None
        return sent.id

    async def show_lobby(self, table: Table) -> None:
        """Edit the lobby message to show the table as it is now."""
        if table.row.lobby_message_id is None:
            return
        self._check_server(table)
        channel = await self._channel(table.row.channel_id)
        locale = await self.locale(table)
        try:
            await channel.get_partial_message(table.row.lobby_message_id).edit(
                embed=posts.lobby_embed(table, locale),
                view=posts.lobby_controls(table, locale))
        except discord.NotFound as exc:
            if exc.code in _GONE_CODES:
                raise PostGone(f"lobby channel: {exc.code}") from None
            log.info("table %s: lobby message is gone; nothing to edit", table.id)
        except discord.HTTPException as exc:
            raise _failure(exc, f"lobby of table {table.id}") from None


async def build_message(post: Post, locale: Any) -> dict[str, Any]:
    """The Discord message of a post: text (with its hidden marker), pictures, controls,
    and mentions allowed only for the seats it pings."""
    table = post.table
    names = texts.names(table)  # escaped: a name is repeated as typed, pinging nobody
    if post.kind == "abandoned":
        result = table.row.result or {}
        if result.get("reason") == "idle":
            # Closed after its humans were all idle: each of them is told.
            text = t("common.idle.closed", locale,
                     mentions=texts.mentions(table, sorted(post.ping)),
                     days=result.get("days", 30))
            return {"content": text[: texts.MESSAGE_LIMIT] + post.marker,
                    "allowed_mentions": discord.AllowedMentions(
                        everyone=False, roles=False, replied_user=False,
                        users=[discord.Object(table.user_of(s)) for s in sorted(post.ping)])}
        key = "common.abandoned_agreed" if result.get("agreed") else "common.abandoned"
        text = t(key, locale, name=texts.shown(result.get("by", "")),
                 game_name=table.game.INFO.name, table=table.id)
        return {"content": text[: texts.MESSAGE_LIMIT] + post.marker,
                "allowed_mentions": discord.AllowedMentions.none()}
    # A player on holiday is not pinged for their turn: the post says until when instead,
    # and they are told when they are back.
    held = vacation.held_seats(table) if post.kind not in ("result", "notice") else {}
    ping = post.ping - held.keys()
    allowed = discord.AllowedMentions(
        everyone=False, roles=False, replied_user=False,
        users=[] if post.quiet else [discord.Object(table.user_of(s)) for s in sorted(ping)])
    if post.kind == "result":
        final = table.result()
        text = results.result_post(table, final, locale, post.ping) if final is not None else ""
        message: dict[str, Any] = {"content": text[: texts.MESSAGE_LIMIT] + post.marker,
                                   "allowed_mentions": allowed}
        # The final position, then the results card: the end reads in one post.
        files = [await pictures.picture(table, locale=locale),
                 await pictures.results_card(table, locale=locale)]
        if any(files):
            message["files"] = [f for f in files if f is not None]
        rematch = posts.rematch_controls(table, locale)
        if rematch is not None:
            message["view"] = rematch
        return message
    if post.kind == "last_call":
        return board.last_call_message(post, locale)
    if post.kind == "notice":
        text = results.notice_text(table, post, locale)
        return {"content": text[: texts.MESSAGE_LIMIT], "allowed_mentions": allowed}
    lines = []
    if post.kind == "start":
        lines.append(t("common.started", locale, game_name=table.game.INFO.name,
                       table=table.id, players=texts.players_with_sides(table, locale)))
        automatic = texts.automatic_line(table, locale, handed=False)
        if automatic is not None:
            lines.append(automatic)
    opening, mentioned = (texts.opening_turn_lines(table, post, locale)
                          if post.kind == "start" else ([], frozenset()))
    lines.extend(opening)
    said, more = texts.turn_lines(table, post, locale)
    mentioned = mentioned | more
    # Moves without a sentence are named by their notation, unless some events are private
    # (a draw in a simultaneous private phase: not even its notation may show).
    if not said and all(e.visible_to is None for e in post.events):
        said = [t("common.played", locale, player=names[seat],
                  move=texts.move_text(move, locale)) for seat, move in post.moves]
    lines.extend(said)
    lines.extend(texts.post_lines(table, locale))
    # on holiday: neither pinged nor named here (the holiday line says until when)
    called = (ping | (post.named - held.keys())) - mentioned
    if called:
        lines.append(t("common.your_turn", locale,
                       mentions=texts.callouts(table, called, ping)))
    lines.extend(status.holiday_lines(table, {s: held[s] for s in post.ping & held.keys()},
                                      locale))
    earlier = (table.game.finished_game_view(table.state, list(post.events))
               if table.state is not None else None)
    files = ([await pictures.picture(table, view=earlier, name="-1", locale=locale)]
             if earlier is not None else [])
    files.append(await pictures.picture(table, locale=locale))
    message = {
        "content": "\n".join(lines)[: texts.MESSAGE_LIMIT] + post.marker,
        "allowed_mentions": allowed,
    }
    files = [f for f in files if f is not None]
    if files:
        message["files"] = files
    view = posts.controls(table, locale)
    if view is not None:
        message["view"] = view
    return message
