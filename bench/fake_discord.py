"""A lightweight fake Discord for the benchmarks: plain classes, no ``unittest.mock``.

The cog tests' fake (tests/cogs/fakes.py) builds every interaction, message and channel
from ``MagicMock(spec=...)``, whose set-up costs more than the bot's own work per move; a
benchmark timing the bot's path through it would mostly time the mocks. These classes have
just what the ``/move`` path touches (interaction response and followup, the channel and its
threads, their messages, the guild, the client) and nothing that records more than a
benchmark needs. Channels and threads are real ``discord.TextChannel`` / ``discord.Thread``
subclasses (built without their constructors), so the cogs' ``isinstance`` checks behave as
in production.
"""

from __future__ import annotations

import itertools
from collections import deque
from typing import Any

import discord

_ids = itertools.count(10_000)
#: the bot's own user id
BOT_ID = 1
#: messages kept per channel for history lookups (the poster reads at most 30)
KEEP = 50


class Message:
    """A message the bot sent: its id, text and author; ``edit`` changes it."""

    __slots__ = ("id", "content", "author", "channel_id", "view")

    def __init__(self, channel_id: int, content: str = "", view: Any = None) -> None:
        self.id = next(_ids)
        self.content = content
        self.author = discord.Object(BOT_ID)
        self.channel_id = channel_id
        self.view = view

    async def edit(self, **kwargs: Any) -> Message:
        """Rewrite the message in place (text, attachments, controls)."""
        if "content" in kwargs:
            self.content = kwargs["content"] or ""
        if "view" in kwargs:
            self.view = kwargs["view"]
        return self

    async def create_thread(self, *, name: str, **_: Any) -> Thread:
        """A thread started from this message carries the message's id."""
        raise discord.HTTPException(_Response(400), {"code": 10008, "message": "no"})


class _Response:
    """Just enough of an aiohttp response for a discord.py HTTP error."""

    def __init__(self, status: int) -> None:
        self.status = status
        self.reason = "fake"


class _Place:
    """Sending, history and message lookup shared by the channel and its threads."""

    id: int
    messages: dict[int, Message]
    recent: deque[Message]

    def _init_place(self, place_id: int) -> None:
        self.id = place_id
        self.messages = {}
        self.recent = deque(maxlen=KEEP)

    async def send(self, content: str | None = None, **kwargs: Any) -> Message:
        """Post a message here; it is kept for lookups and history."""
        msg = Message(self.id, kwargs.get("content", content) or "", kwargs.get("view"))
        if len(self.messages) > KEEP * 4:
            self.messages.clear()  # a bench plays thousands of posts; keep memory flat
        self.messages[msg.id] = msg
        self.recent.append(msg)
        return msg

    def get_partial_message(self, message_id: int) -> Message:
        """The message with that id (a stand-in if it was never kept)."""
        found = self.messages.get(message_id)
        if found is None:
            found = Message(self.id)
            found.id = message_id
            self.messages[message_id] = found
        return found

    def history(self, limit: int = 100, **_: Any) -> Any:
        """The newest messages first, as an async iterator."""
        recent = list(reversed(self.recent))[:limit]

        async def gen() -> Any:
            for msg in recent:
                yield msg
        return gen()


class Thread(_Place, discord.Thread):
    """A public thread of the channel."""

    def __init__(self, name: str) -> None:  # noqa: D107 - discord.Thread's is not called
        self._init_place(next(_ids))
        self.name = name
        self.archived = False
        self.locked = False

    async def send(self, content: str | None = None, **kwargs: Any) -> Message:
        """Discord reopens an archived thread on a new message."""
        self.archived = False
        return await _Place.send(self, content, **kwargs)

    async def edit(self, **kwargs: Any) -> Thread:  # type: ignore[override]
        """Rename, archive or unarchive the thread."""
        self.name = kwargs.get("name", self.name)
        self.archived = kwargs.get("archived", self.archived)
        return self

    async def add_user(self, user: Any) -> None:  # type: ignore[override]
        """Members join the thread: nothing to keep."""


class TextChannel(_Place, discord.TextChannel):
    """The guild's text channel where tables are created."""

    #: a plain list here (discord.TextChannel's is a property over the guild's cache)
    threads: list[Thread] = None  # type: ignore[assignment]

    def __init__(self, channel_id: int) -> None:  # noqa: D107
        self._init_place(channel_id)
        self.name = "games"
        self.threads = []

    async def create_thread(self, *, name: str, **_: Any) -> Thread:  # type: ignore[override]
        """A new public thread."""
        thread = Thread(name)
        self.threads.append(thread)
        return thread


class Guild:
    """The server: its id and preferred locale."""

    def __init__(self, guild_id: int) -> None:
        self.id = guild_id
        self.preferred_locale = discord.Locale.british_english


class Client:
    """The bot client: the table service, the outbox, channel and guild lookups."""

    def __init__(self, tables: Any, channel: TextChannel, guild: Guild) -> None:
        self.tables = tables
        self.outbox: Any = None
        self.user = discord.Object(BOT_ID)
        self._channel = channel
        self._guild = guild

    def get_channel(self, channel_id: int) -> Any:
        """The channel, or one of its threads, by id."""
        if channel_id == self._channel.id:
            return self._channel
        return next((th for th in self._channel.threads if th.id == channel_id), None)

    async def fetch_channel(self, channel_id: int) -> Any:
        """As ``get_channel``; Discord's 404 if there is no such channel."""
        found = self.get_channel(channel_id)
        if found is None:
            raise discord.NotFound(_Response(404), {"code": 10003, "message": "Unknown"})
        return found

    def get_guild(self, guild_id: int) -> Guild | None:
        """The one guild the bot is in."""
        return self._guild if guild_id == self._guild.id else None

    def get_user(self, user_id: int) -> None:
        """No user cache."""
        return None

    def is_ready(self) -> bool:
        """The guild list is in."""
        return True


class User:
    """A guild member: id and names."""

    def __init__(self, user_id: int, name: str) -> None:
        self.id = user_id
        self.name = self.display_name = name
        self.mention = f"<@{user_id}>"


class Response:
    """The interaction's first answer: a defer, a message or an edit, once."""

    def __init__(self) -> None:
        self._done = False
        self.said: list[str | None] = []

    def is_done(self) -> bool:
        """Whether the interaction was answered."""
        return self._done

    async def defer(self, **_: Any) -> None:
        """An ephemeral "thinking"."""
        self._done = True

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        """A reply (a refusal, in the /move path)."""
        self._done = True
        self.said.append(kwargs.get("content", content))

    async def edit_message(self, **kwargs: Any) -> None:
        """A click's message edited in place."""
        self._done = True


class Followup:
    """The interaction's follow-up webhook."""

    def __init__(self, said: list[str | None]) -> None:
        self.said = said

    async def send(self, content: str | None = None, **kwargs: Any) -> Message:
        """A follow-up message (the closing ephemeral line)."""
        self.said.append(kwargs.get("content", content))
        return Message(0, content or "")


class Interaction:
    """One slash command by a user in the channel or a thread."""

    def __init__(self, world: World, user: User, channel_id: int) -> None:
        self.user = user
        self.client = world.client
        self.guild = world.guild
        self.guild_id = world.guild.id
        self.channel_id = channel_id
        self.channel = world.client.get_channel(channel_id)
        self.locale = discord.Locale.american_english
        self.guild_locale = discord.Locale.british_english
        self.response = Response()
        self.followup = Followup(self.response.said)
        self.message = None
        self.permissions = world.member_permissions
        self.app_permissions = world.bot_permissions
        self.data: dict[str, Any] = {}

    async def original_response(self) -> Message:
        """The deferred reply."""
        return Message(self.channel_id)

    async def edit_original_response(self, **kwargs: Any) -> Message:
        """The deferred reply, rewritten."""
        self.response.said.append(kwargs.get("content"))
        return Message(self.channel_id)

    async def delete_original_response(self) -> None:
        """The deferred reply removed (the public post shows the move)."""


class World:
    """A guild with one text channel, its threads, and the bot's client, outbox and poster."""

    def __init__(self, tables: Any, guild_id: int = 5, channel_id: int = 10) -> None:
        from cogs.poster import DiscordPoster
        from tables.outbox import Outbox

        self.guild = Guild(guild_id)
        self.guild_id = guild_id
        self.channel = TextChannel(channel_id)
        self.client = Client(tables, self.channel, self.guild)
        self.poster = DiscordPoster(self.client)  # type: ignore[arg-type]
        self.client.outbox = Outbox(tables, self.poster)
        self.member_permissions = discord.Permissions.none()
        self.bot_permissions = discord.Permissions.all()
        self._users: dict[tuple[int, str], User] = {}

    def interaction(self, user_id: int, *, channel_id: int | None = None,
                    name: str | None = None) -> Interaction:
        """A fresh interaction by ``user_id`` in the channel (or a thread)."""
        key = (user_id, name or f"user{user_id}")
        user = self._users.get(key)
        if user is None:
            user = self._users[key] = User(user_id, key[1])
        return Interaction(self, user, channel_id or self.channel.id)
