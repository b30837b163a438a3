"""Fake Discord interactions on real discord.py types, for cog tests without a network.

An interaction is an ``AsyncMock(spec=discord.Interaction)`` whose response and followup
record what the bot said; channels, threads and messages are mocks specced on the real
classes, so ``isinstance`` checks in the cogs behave as in production.
"""

from __future__ import annotations

import itertools
import re
import typing
from dataclasses import dataclass, field
from typing import Any
from unittest.mock import AsyncMock, MagicMock

import discord

_ids = itertools.count(10_000)
#: the bot's own user id: history lookups keep only its messages
BOT_ID = 1


def http_error(cls: type[discord.HTTPException], status: int, code: int,
               text: str = "error") -> discord.HTTPException:
    """A discord.py HTTP error as Discord would send it (status and JSON error code)."""
    return cls(MagicMock(status=status, reason=text), {"code": code, "message": text})


@dataclass
class Said:
    """One thing the bot said: where, the text, and the keyword arguments."""

    kind: str
    content: str | None
    kwargs: dict[str, Any] = field(default_factory=dict)
    #: for an edit: the message edited
    message_id: int | None = None

    @property
    def ephemeral(self) -> bool:
        return bool(self.kwargs.get("ephemeral"))

    @property
    def is_post(self) -> bool:
        """A message with text: created, or a turn's post edited in place."""
        return self.kind not in ("edit", "thread-edit") or self.content is not None

    @property
    def view(self) -> discord.ui.View | None:
        return self.kwargs.get("view")

    @property
    def files(self) -> list[discord.File]:
        return (self.kwargs.get("files") or self.kwargs.get("attachments")
                or ([self.kwargs["file"]] if "file" in self.kwargs else []))

    @property
    def file(self) -> discord.File | None:
        """The newest picture of the post (the board after the action)."""
        return self.files[-1] if self.files else None


class Log(list):
    """Everything the bot said during a test, in order."""

    def public(self) -> list[Said]:
        """Public posts as they were created or rewritten (a turn's post edited in place);
        lobby edits and clicks taking buttons away are left out."""
        return [s for s in self if not s.ephemeral and s.is_post]

    def last_public_with_view(self) -> Said | None:
        return next((s for s in reversed(self) if s.view is not None and not s.ephemeral
                     and s.is_post), None)


class FakeResponse:
    """Stands in for ``discord.InteractionResponse``."""

    def __init__(self, log: Log) -> None:
        self.log = log
        self._done = False
        #: set for a click on an ephemeral message: its edits are ephemeral too
        self.edit_flags: dict[str, Any] = {}

    def is_done(self) -> bool:
        return self._done

    async def send_message(self, content: str | None = None, **kwargs: Any) -> None:
        content = kwargs.pop("content", content)
        assert not self._done, "responded twice"
        self._done = True
        self.log.append(Said("response", content, kwargs))

    async def defer(self, **kwargs: Any) -> None:
        assert not self._done, "deferred after responding"
        self._done = True

    async def send_modal(self, modal: discord.ui.Modal) -> None:
        assert not self._done, "a modal must be the first answer"
        self._done = True
        self.log.append(Said("modal", None, {"modal": modal, "ephemeral": True}))

    async def edit_message(self, **kwargs: Any) -> None:
        assert not self._done
        self._done = True
        self.log.append(Said("edit", kwargs.get("content"), {**kwargs, **self.edit_flags}))


class FakeFollowup:
    """Stands in for the interaction's followup webhook."""

    def __init__(self, log: Log) -> None:
        self.log = log

    async def send(self, content: str | None = None, **kwargs: Any) -> Any:
        content = kwargs.pop("content", content)
        kwargs.pop("wait", None)
        self.log.append(Said("followup", content, kwargs))
        msg = MagicMock(spec=discord.WebhookMessage)
        msg.id = next(_ids)
        return msg


class World:
    """A fake guild: one text channel, its threads and messages, and the bot client."""

    def __init__(self, tables: Any, guild_id: int = 5, channel_id: int = 10) -> None:
        self.log = Log()
        self.guild_id = guild_id
        #: the server's preferred locale, and each user's client locale (default en-US)
        self.guild_locale: discord.Locale | None = discord.Locale.british_english
        self.user_locales: dict[int, discord.Locale] = {}
        self.channel = MagicMock(spec=discord.TextChannel)
        self.channel.id = channel_id
        self.channel.get_partial_message = MagicMock(side_effect=self._message)
        self.channel.create_thread = AsyncMock(side_effect=self._thread)
        self.channel.threads = []
        self.channel.mention = f"<#{channel_id}>"
        self.threads: dict[int, Any] = {}
        self.messages: dict[int, Any] = {}
        #: the controls each bot message shows now (as sent, then as last edited)
        self.views: dict[int, discord.ui.View | None] = {}
        #: message id -> whether it shows a picture now (created with one, not edited away)
        self.pictured: dict[int, bool] = {}
        #: what each channel or thread shows, oldest first (for history lookups)
        self.posted: dict[int, list[Any]] = {channel_id: []}
        self._setup_sending(self.channel)
        self.client = MagicMock(spec=discord.Client)
        self.client.tables = tables
        self.client.get_channel = MagicMock(side_effect=self._get_channel)
        self.client.fetch_channel = AsyncMock(side_effect=self._fetch_channel)
        self.client.is_ready = MagicMock(return_value=True)
        self.client.user = MagicMock(spec=discord.ClientUser)
        self.client.user.id = BOT_ID
        self.guild = MagicMock(spec=discord.Guild)
        self.guild.id = guild_id
        self.guild.preferred_locale = discord.Locale.british_english
        self.client.get_guild = MagicMock(
            side_effect=lambda gid: self.guild if gid == self.guild_id else None)
        from cogs.poster import DiscordPoster
        from tables.outbox import Outbox

        self.poster = DiscordPoster(self.client)
        self.client.outbox = Outbox(tables, self.poster)

    def _get_channel(self, cid: int) -> Any:
        return self.channel if cid == self.channel.id else self.threads.get(cid)

    async def _fetch_channel(self, cid: int) -> Any:
        found = self._get_channel(cid)
        if found is None:
            raise http_error(discord.NotFound, 404, 10003, "Unknown Channel")
        return found

    def live_controls(self) -> dict[int, list[str]]:
        """Bot messages that show controls now: message id -> their custom ids."""
        return {mid: custom_ids(view) for mid, view in self.views.items()
                if view is not None and view.children}

    def delete_thread(self, thread_id: int) -> None:
        """The thread is deleted in Discord: it can no longer be found or posted in."""
        thread = self.threads.pop(thread_id)
        self.channel.threads.remove(thread)
        gone = http_error(discord.NotFound, 404, 10003, "Unknown Channel")
        thread.send.side_effect = gone

    def _setup_sending(self, where: Any) -> None:
        """Give a channel or thread ``send`` (logged, kept for its history) and ``history``."""
        kind = "thread" if where is not self.channel else "channel"
        self.posted.setdefault(where.id, [])

        async def send(content: str | None = None, **kwargs: Any) -> Any:
            content = kwargs.pop("content", content)
            if where is not self.channel:
                where.archived = False  # Discord reopens an archived thread on a new message
            self.log.append(Said(kind, content, kwargs))
            msg = self._message()
            msg.content = content or ""
            msg.author = MagicMock(id=BOT_ID)
            msg.channel_id = where.id
            self.views[msg.id] = kwargs.get("view")
            self.pictured[msg.id] = bool(kwargs.get("files") or kwargs.get("file"))
            self.posted[where.id].append(msg)
            return msg

        def history(limit: int = 100, after: Any = None, oldest_first: bool | None = None,
                    **_: Any) -> Any:
            # As Discord: newest first, or after a message oldest first (ids only grow).
            if after is None:
                recent = list(reversed(self.posted[where.id]))[:limit]
            else:
                recent = [m for m in self.posted[where.id] if m.id > after.id][:limit]
                if oldest_first is False:
                    recent.reverse()

            async def gen() -> Any:
                for msg in recent:
                    yield msg
            return gen()

        where.send = AsyncMock(side_effect=send)
        where.history = MagicMock(side_effect=history)

    def _message(self, mid: int | None = None) -> Any:
        if mid in self.messages:
            return self.messages[mid]
        msg = MagicMock(spec=discord.Message)
        msg.id = mid if mid is not None else next(_ids)
        msg.create_thread = AsyncMock(side_effect=self._thread)
        def edit(**kw: Any) -> None:
            thread = self.threads.get(getattr(msg, "channel_id", None))
            if thread is not None and thread.archived:
                # Discord: "Thread is archived" (sending would reopen it; editing does not)
                raise http_error(discord.HTTPException, 400, 50083, "Thread is archived")
            if "view" in kw:
                self.views[msg.id] = kw["view"]
            if "attachments" in kw:  # Discord keeps exactly the attachments listed
                self.pictured[msg.id] = bool(kw["attachments"])
            elif kw.get("files") or kw.get("file"):
                self.pictured[msg.id] = True
            self.log.append(Said("edit", kw.get("content"), kw, message_id=msg.id))

        msg.edit = AsyncMock(side_effect=edit)

        def delete(**_: Any) -> None:
            # gone from its channel's history (a live board replaced or turned off)
            for shown in self.posted.values():
                if msg in shown:
                    shown.remove(msg)
            self.log.append(Said("delete-message", None, {}, message_id=msg.id))

        msg.delete = AsyncMock(side_effect=delete)
        self.messages[msg.id] = msg
        return msg

    async def _thread(self, *, name: str, **_: Any) -> Any:
        thread = MagicMock(spec=discord.Thread)
        thread.id = next(_ids)
        thread.name = name
        thread.mention = f"<#{thread.id}>"
        thread.archived = False

        async def edit_thread(**kw: Any) -> Any:
            # what Discord does with a thread edit: rename, archive or unarchive it
            thread.name = kw.get("name", thread.name)
            thread.archived = kw.get("archived", thread.archived)
            self.log.append(Said("thread-edit", None, kw))
            return thread

        thread.edit = AsyncMock(side_effect=edit_thread)
        thread.add_user = AsyncMock()
        thread.get_partial_message = MagicMock(side_effect=self._message)
        self._setup_sending(thread)
        self.threads[thread.id] = thread
        self.channel.threads.append(thread)
        return thread

    def interaction(self, user_id: int, *, channel_id: int | None = None,
                    message: Any = None, manage_threads: bool = False,
                    values: list[str] | None = None,
                    app_permissions: discord.Permissions | None = None,
                    name: str | None = None) -> Any:
        """A fresh interaction by ``user_id`` in the channel (or a thread)."""
        inter = AsyncMock(spec=discord.Interaction)
        user = MagicMock(spec=discord.Member)
        user.id = user_id
        user.name = user.display_name = name or f"user{user_id}"
        user.mention = f"<@{user_id}>"
        inter.user = user
        inter.client = self.client
        inter.guild_id = self.guild_id
        inter.channel_id = channel_id or self.channel.id
        inter.channel = self._get_channel(inter.channel_id)
        inter.locale = self.user_locales.get(user_id, discord.Locale.american_english)
        inter.guild_locale = self.guild_locale
        inter.response = FakeResponse(self.log)
        inter.followup = FakeFollowup(self.log)
        inter.message = message
        inter.permissions = discord.Permissions(manage_threads=manage_threads)
        # what the bot itself may do here (all by default)
        inter.app_permissions = app_permissions or discord.Permissions.all()
        inter.original_response = AsyncMock(side_effect=lambda: self._message())
        # For a click, the original response is the clicked message (an ephemeral panel
        # edited in place after the click was acknowledged).
        inter.edit_original_response = AsyncMock(side_effect=lambda **kw: self.log.append(
            Said("edit", kw.get("content"), {**kw, **inter.response.edit_flags})))
        # Removing the deferred "thinking" reply (logged as an ephemeral "delete").
        inter.delete_original_response = AsyncMock(side_effect=lambda: self.log.append(
            Said("delete", None, {"ephemeral": True})))
        inter.data = {"values": values or []}
        return inter


def custom_ids(view: discord.ui.View | None) -> list[str]:
    """Every custom id on a view's items."""
    if view is None:
        return []
    return [item.item.custom_id if hasattr(item, "item") else item.custom_id
            for item in view.children]


async def click(world: World, user_id: int, custom_id: str, channel_id: int | None = None,
                value: str | list[str] | None = None, ephemeral: bool = False,
                **kwargs: Any) -> Any:
    """Click a button (or choose ``value`` in a select) the way discord.py dispatches it.

    ``ephemeral``: the button is on an ephemeral message (a private panel); edits of that
    message are logged as ephemeral too.
    """
    from cogs.games import all_dynamic_items

    for cls in all_dynamic_items():
        match = re.fullmatch(cls.__discord_ui_compiled_template__, custom_id)
        if match is None:
            continue
        values = value if isinstance(value, list) else [value] if value else None
        (kind,) = typing.get_args(cls.__orig_bases__[0])  # DynamicItem[Select] or [Button]
        if issubclass(kind, discord.ui.Select):
            base = discord.ui.Select(custom_id=custom_id, max_values=len(values or "-"), options=[
                discord.SelectOption(label=v, value=v) for v in values or ["-"]])
        else:
            base = discord.ui.Button(custom_id=custom_id, label="x")
        message = world._message()
        message.flags = discord.MessageFlags(ephemeral=ephemeral)
        inter = world.interaction(user_id, channel_id=channel_id, message=message,
                                  values=values, **kwargs)
        if ephemeral:
            inter.response.edit_flags = {"ephemeral": True}
        inter.data["custom_id"] = custom_id
        item = await cls.from_custom_id(inter, base, match)
        if values is not None:
            item.item._values = values  # what discord.py fills in from the payload
        await item.callback(inter)
        return inter
    raise AssertionError(f"no dynamic item matches {custom_id}")
