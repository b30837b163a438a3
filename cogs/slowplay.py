"""Slow play in Discord: reminders, timeout answers, automatic seats' posts, idle closes.

``DiscordNotifier`` is the ``tables.slowplay.Notifier`` of the bot: it has the outbox announce
a table and deliver its queued notices; ``notice_message`` is what a notice (a reminder in
the thread or by DM, a timeout offer with its buttons, a hand-over) says. ``TimeoutButton`` is one
answer to a timeout (custom id ``grove:to:<action>:<table>:<offer>``, so it works after a
restart). Every sentence comes from the catalog, in the server's language for public posts
and the player's for a direct message.
"""

from __future__ import annotations

import logging
import re
from datetime import datetime
from typing import Any

import discord

from cogs import flow, lang, texts
from i18n import t
from tables import MoveOutcome, Table
from tables.notices import Notice

log = logging.getLogger(__name__)

TIMEOUT_ID = r"grove:to:(?P<action>more|hand|claim):(?P<table>\d+):(?P<offer>\d+)"


def stamp(moment: datetime | None) -> str:
    """A Discord timestamp that each reader sees in their own time (``in 3 hours``)."""
    return "-" if moment is None else f"<t:{int(moment.timestamp())}:R>"


def human_pings(table: Table, seats: Any) -> list[int]:
    """The seats among ``seats`` held by humans the automatic player does not play."""
    return [s for s in sorted(seats) if not table.seats[s].automatic]


class DiscordNotifier:
    """Has slow play's saved effects told through the outbox (no interaction needed)."""

    def __init__(self, client: Any) -> None:
        self.client = client

    async def played(self, outcome: MoveOutcome) -> None:
        """An action made without a click: announced through the outbox like any move."""
        await self.client.outbox.announce(
            outcome.table.id, saved=outcome.table, events=outcome.events,
            acted_before=outcome.acted_before, moves=((outcome.seat, outcome.move),))

    async def announce(self, table_id: int) -> None:
        """Announce what was saved (the idle close is an end like any other) and deliver the
        table's queued notices; what fails here is retried by the outbox's sweep."""
        await self.client.outbox.announce(table_id)
        await self.client.outbox.notices.deliver(table_id)


def notice_message(notice: Notice, locale: str, *, dm: bool = False) -> dict[str, Any]:
    """The Discord message of a slow-play notice (text ending with its hidden marker, the
    offer's buttons, mentions allowed only for those it calls): in the table's thread, or
    (``dm``) a reminder by direct message."""
    table = notice.table
    seat = notice.seat if notice.seat is not None else 0
    view = None
    if notice.kind == "remind":
        timed = "timed" if notice.deadline is not None else "untimed"
        if dm:
            text = t(f"common.remind.dm.{timed}", locale, game_name=table.game.INFO.name,
                     table=table.id, where=f"<#{table.row.thread_id or table.row.channel_id}>",
                     deadline=stamp(notice.deadline))
            return {"content": text[: texts.MESSAGE_LIMIT] + notice.marker}
        ping = [seat]
        # The daily digest found the player's DMs closed: this reminder tells them, once.
        key = ("common.remind.thread.digest_closed" if notice.data.get("digest") == "closed"
               else f"common.remind.thread.{timed}")
        text = t(key, locale, mentions=texts.mentions(table, ping),
                 deadline=stamp(notice.deadline))
    elif notice.kind == "offer":
        ping = [s for s in human_pings(table, range(len(table.seats))) if s != seat]
        text = t("common.timeout.offer", locale, name=texts.shown(table.names[seat]),
                 mentions=texts.mentions(table, ping), hours=24)
        view = discord.ui.View(timeout=None)
        for action in notice.data.get("actions", ()):
            view.add_item(TimeoutButton(table.id, notice.offer or 0, action,
                                        t(f"common.timeout.button.{action}", locale)))
    else:  # handed: its player is told how to get the seat back
        ping = [] if table.is_bot(seat) else [seat]
        text = t("common.timeout.handed", locale, name=texts.shown(table.names[seat]),
                 mentions=texts.mentions(table, ping))
    message: dict[str, Any] = {
        "content": text[: texts.MESSAGE_LIMIT] + notice.marker,
        "allowed_mentions": discord.AllowedMentions(
            everyone=False, roles=False,
            users=[discord.Object(table.user_of(s)) for s in ping])}
    if view is not None:
        message["view"] = view
    return message


class TimeoutButton(discord.ui.DynamicItem[discord.ui.Button], template=TIMEOUT_ID):
    """One answer to a seat's timeout: more time, hand over, claim the win."""

    def __init__(self, table_id: int, offer: int, action: str, label: str = "") -> None:
        style = discord.ButtonStyle.danger if action == "claim" else \
            discord.ButtonStyle.secondary
        super().__init__(discord.ui.Button(
            label=(label or action)[:80], style=style,
            custom_id=f"grove:to:{action}:{table_id}:{offer}"))
        self.table_id = table_id
        self.offer = offer
        self.action = action

    @classmethod
    async def from_custom_id(cls, interaction: discord.Interaction, item: discord.ui.Item[Any],
                             match: re.Match[str], /) -> TimeoutButton:
        """Rebuild the button from its custom id (after a restart too)."""
        button = flow.base_item(item, discord.ui.Button)
        return cls(int(match["table"]), int(match["offer"]), match["action"], button.label or "")

    async def callback(self, interaction: discord.Interaction) -> None:
        """Answer the timeout; the effect (a move, a hand-over) is posted by slow play."""
        await flow.guarded(interaction, lambda: self._act(interaction), "timeout answer",
                           self.table_id)

    async def _act(self, interaction: discord.Interaction) -> None:
        slow = flow.slowplay(interaction.client)
        if slow is None:
            raise RuntimeError("slow play is not running")
        tables = flow.service(interaction)
        before = await tables.load(self.table_id)
        row = await slow.pending_offer(self.table_id, self.offer)
        seat = row.seat if row.seat is not None else 0
        # Answer before acknowledging: a refusal stays one ephemeral sentence.
        await slow.answer(self.table_id, self.offer, interaction.user.id, self.action)
        locale = await lang.post_locale(interaction)
        text = t(f"common.timeout.answered.{self.action}", locale,
                 name=texts.shown(flow.display_name(interaction.user)),
                 player=texts.shown(before.names[seat]))
        await interaction.response.edit_message(view=None)
        await interaction.followup.send(text, allowed_mentions=discord.AllowedMentions.none())
