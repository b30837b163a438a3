"""Slow-play notices delivered by the outbox: reminders, timeout offers, hand-overs.

A fired deadline queues its notice (a ``notices`` row) in the transaction of its firing, so a
crash right after loses none. The outbox delivers queued notices through its ``Poster`` like
turn posts: under the table's lock, retried after a failure (quickly, then with the sweep),
found again by a hidden marker (the notice id) among the thread's recent messages after a
crash between Discord's accept and the record, and dropped when the thread is gone (the
table is then closed, as for a turn post). A notice that no longer applies (the seat acted,
the offer was answered, the game ended) is dropped unsent.

A reminder by direct message is tried once: the row is marked "DM tried" before the attempt,
and a DM that fails (closed DMs, error 50007, or anything else) falls back to the thread; a
crash during the attempt also falls back to the thread (at least once rather than twice by
DM). A delivered timeout offer carries buttons; once the offer can no longer be answered
(answered, lapsed, the seat moved, the game ended) they are edited away.
"""

from __future__ import annotations

import logging
import re
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any, Protocol

from rules.errors import GroveError
from storage import NoticeRow

from .posting import MAX_BACKOFF, RETRY_DELAYS, SWEEP, SWEEP_EVERY, PostFailed, PostGone
from .scheduler import Scheduler
from .service import Table, Tables
from .shards import Shards

log = logging.getLogger(__name__)

# A notice marker: its own start mark (never read as a post marker), then the notice id as
# base-4 invisible digits closed by the separator of post markers.
_START = "\u2064"
_SEP = "\u2062"
_DIGITS = "\u200b\u200c\u200d\u2060"
_MARKER = re.compile(f"{_START}([{_DIGITS}]+){_SEP}")


def notice_marker(notice_id: int) -> str:
    """The invisible marker appended to a notice's text: its notice id."""
    digits = ""
    n = notice_id
    while True:
        n, d = divmod(n, 4)
        digits = _DIGITS[d] + digits
        if n == 0:
            return f"{_START}{digits}{_SEP}"


def read_notice_markers(text: str) -> list[int]:
    """Every notice id marked in a message text."""
    out = []
    for digits in _MARKER.findall(text or ""):
        n = 0
        for ch in digits:
            n = n * 4 + _DIGITS.index(ch)
        out.append(n)
    return out


@dataclass(frozen=True)
class Notice:
    """One notice to deliver: ``kind`` remind / offer / handed, about ``seat``.

    ``data``: ``deadline`` (ISO, or None) for a reminder, ``actions`` for an offer;
    ``offer``: the timeout row the offer's buttons answer.
    """

    id: int
    table: Table
    kind: str
    seat: int | None
    data: dict[str, Any]
    offer: int | None = None

    @property
    def marker(self) -> str:
        """The hidden marker that makes this notice findable again after a crash."""
        return notice_marker(self.id)

    @property
    def deadline(self) -> datetime | None:
        """A reminder's deadline (None: untimed)."""
        due = self.data.get("deadline")
        return None if due is None else datetime.fromisoformat(due)


class NoticePoster(Protocol):
    """What the outbox's ``Poster`` also does for notices (cogs/poster.py; a fake in tests).
    Each raises ``PostGone`` when the place is gone and ``PostFailed`` to be tried again."""

    async def send_notice(self, channel_id: int, notice: Notice) -> int:
        """Post the notice in the table's thread (its text ends with ``notice.marker``; an
        offer carries its buttons); return the message id."""

    async def dm_notice(self, user_id: int, notice: Notice) -> bool:
        """Send a reminder by direct message; False when DMs are closed (50007)."""

    async def clear_controls(self, channel_id: int, message_id: int) -> None:
        """Take the buttons off a message (a missing message is fine)."""


class Host(Protocol):
    """What the notices need of the outbox that delivers them (tables/outbox.py): its
    tables, store, poster and scheduler, its per-table lock, clock and closing."""

    tables: Tables
    store: Any
    poster: Any
    scheduler: Scheduler | None
    shards: Shards

    def lock(self, table_id: int) -> Any:
        """The table's lock (posts and notices of one table never interleave)."""

    def _now(self) -> datetime:
        """The outbox's clock."""

    async def _close(self, table_id: int, why: str) -> None:
        """Close a table whose place is gone."""


class Notices:
    """Delivers the queued notices of the outbox's tables, each once."""

    def __init__(self, outbox: Host) -> None:
        self.outbox = outbox
        self.store = outbox.store
        self._failures: dict[int, int] = {}
        self._retry_at: dict[int, datetime] = {}

    async def deliver(self, table_id: int | None = None) -> int:
        """Deliver every pending notice (of one table, or of all) that is not waiting for a
        retry, then clear the buttons of offers that can no longer be answered; returns how
        many notices were delivered."""
        delivered = 0
        now = self.outbox._now()
        after = 0
        while True:
            # In pages, so notices waiting for a retry never hold newer ones back.
            rows = await self.store.pending_notices(table_id, after=after,
                                                    shards=self.outbox.shards)
            if not rows:
                break
            for row in rows:
                if self._retry_at.get(row.id, now) > now:
                    continue
                async with self.outbox.lock(row.table_id):
                    if await self._one(row):
                        delivered += 1
            after = rows[-1].id
        for row in await self.store.stale_controls(table_id, shards=self.outbox.shards):
            await self._clear(row)
        return delivered

    async def _one(self, row: NoticeRow) -> bool:
        try:
            table = await self.outbox.tables.load(row.table_id)
        except GroveError as exc:
            # Deleted, or unreadable until repaired: there is nothing true to say about it.
            log.info("notice %s: table %s not loaded (%s)", row.id, row.table_id, exc.code)
            table = None
        if table is None or not await self._applies(table, row):
            await self.store.update_notice(row.id, state="dropped")
            return False
        if table.row.thread_pending:
            return False  # the turn post opens the thread first; the sweep comes back
        notice = Notice(row.id, table, row.kind, row.seat, row.data, row.offer)
        poster: Any = self.outbox.poster
        where = table.row.thread_id or table.row.channel_id
        try:
            if row.dm == 1 and row.seat is not None:
                # Marked before the attempt: a direct message is never tried twice.
                await self.store.update_notice(row.id, dm=2)
                try:
                    if await poster.dm_notice(table.user_of(row.seat), notice):
                        await self._sent(row, None)
                        return True
                except (PostFailed, PostGone) as exc:
                    log.info("notice %s: direct message failed (%s); the thread instead",
                             row.id, exc)
            if not self.outbox.shards.owns_guild(table.row.guild_id):
                # The player's shard tried the direct message (or died trying); the thread
                # is the table's owner's: handed over as a thread notice for its sweep.
                await self.store.update_notice(row.id, dm=0)
                return False
            for message_id, text in await poster.recent(where):
                if row.id in read_notice_markers(text):
                    await self._sent(row, message_id)  # Discord took it before a crash
                    return True
            await self._sent(row, await poster.send_notice(where, notice))
            return True
        except PostGone as exc:
            await self.store.update_notice(row.id, state="dropped")
            await self.outbox._close(table.id, str(exc))
            return False
        except PostFailed as exc:
            self._retry_later(row.id, str(exc))
            return False

    async def _applies(self, table: Table, row: NoticeRow) -> bool:
        """Whether the notice still says something true: a reminder while its seat must act,
        an offer while it can be answered; a hand-over while the game runs."""
        if table.row.status != "running":
            return False
        if row.kind == "handed":
            return True
        if row.seat is None or row.seat not in table.to_act() or table.seats[row.seat].automatic:
            return False
        if row.kind == "offer":
            return any(d.kind == "answer" and d.data.get("offer") == row.offer
                       for d in await self.store.deadlines(table.id))
        return True

    async def _sent(self, row: NoticeRow, message_id: int | None) -> None:
        await self.store.update_notice(row.id, state="sent", message_id=message_id,
                                       live=row.kind == "offer" and message_id is not None)
        self._failures.pop(row.id, None)
        self._retry_at.pop(row.id, None)

    async def _clear(self, row: NoticeRow) -> None:
        try:
            table: Table | None = await self.outbox.tables.load(row.table_id)
        except GroveError:
            table = None
        where = None if table is None else table.row.thread_id or table.row.channel_id
        if where is not None and row.message_id is not None:
            try:
                await self.outbox.poster.clear_controls(where, row.message_id)
            except PostGone:
                pass  # the message went with its thread: nothing left to clear
            except PostFailed as exc:
                log.info("notice %s: buttons not cleared yet (%s)", row.id, exc)
                return  # the sweep tries again
        await self.store.update_notice(row.id, live=False)

    def _retry_later(self, notice_id: int, why: str) -> None:
        count = self._failures.get(notice_id, 0)
        self._failures[notice_id] = count + 1
        log.warning("notice %s: not delivered (%s); will try again", notice_id, why)
        scheduler = self.outbox.scheduler
        if count < len(RETRY_DELAYS):
            if scheduler is not None:
                scheduler.poke(SWEEP, RETRY_DELAYS[count])
        else:
            wait = min(SWEEP_EVERY * 2 ** (count - len(RETRY_DELAYS)), MAX_BACKOFF)
            self._retry_at[notice_id] = self.outbox._now() + timedelta(seconds=wait)
