"""The outbox: the one path by which a saved table is announced in Discord.

Every public post (the first board of a game, each turn's post, the result, an abandonment)
and every lobby message edit goes through ``Outbox.announce``, which works from the saved
table alone: it compares the version announced with the version saved, builds a ``Post`` from
the saved state and the move-log events since the announced version, has the ``Poster`` send
it, and records the message and the version announced in one step. The interaction that made
a move calls it at once; the scheduler's sweep calls it for whatever was saved but not posted
(a crash, a timeout, a failed post, a start whose thread was never opened), at start-up and
every minute, and soon after a failed post.

Never twice for one version: within this process a per-table lock serialises announcements
and a version is recorded right after its post. After a crash between Discord's accept and
that record, the post is found again by its marker (table and version, hidden in the text)
among the thread's recent messages before anything is posted again. A place that no longer
exists (thread or channel deleted, server left) ends the retries: the table is closed and
logged. Discord itself stays behind the ``Poster`` protocol (cogs/poster.py; a fake in tests).
"""

from __future__ import annotations

import asyncio
import logging
import re
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, replace
from datetime import datetime, timedelta
from typing import Protocol

from rules.errors import GroveError
from rules.protocol import Event

from .scheduler import Scheduler, utcnow
from .service import Table, Tables

log = logging.getLogger(__name__)

#: the scheduler job name of the sweep
SWEEP = "outbox"
#: seconds between sweeps
SWEEP_EVERY = 60.0
#: seconds before a failed post is tried again: quickly at first, then with the sweep
RETRY_DELAYS = (5.0, 20.0)
#: the longest wait between tries of a table whose posts keep failing
MAX_BACKOFF = 3600.0
#: how many announced versions are remembered in memory (a miss costs nothing: see _known)
KNOWN_LIMIT = 4096

# Results of ``announce``.
NOTHING = "nothing"  #: every saved version was announced already
POSTED = "posted"  #: posted (or found posted) and recorded
FAILED = "failed"  #: the post failed; the sweep tries again
GONE = "gone"  #: nowhere to post any more; the table is closed


class PostFailed(Exception):
    """A post or edit that did not go through and may be tried again later."""


class PostGone(Exception):
    """The table's thread or channel no longer exists, or the bot left its server."""


@dataclass(frozen=True)
class Post:
    """What one public post must say, decided from the saved table alone.

    ``kind`` is ``start`` (the game's first post), ``turn`` (after moves; also the result
    when the game is over) or ``abandoned``. The post covers versions ``since + 1`` up to the
    table's version: ``events`` are the public and private events of those moves in order
    (the poster shows only public ones), ``moves`` their (seat, notation) for moves that say
    nothing else, ``ping`` the seats to mention.
    """

    table: Table
    kind: str
    since: int
    events: tuple[Event, ...] = ()
    moves: tuple[tuple[int, str], ...] = ()
    ping: frozenset[int] = frozenset()

    @property
    def version(self) -> int:
        """The table version this post announces."""
        return self.table.row.version

    @property
    def marker(self) -> str:
        """The hidden marker of table and version that makes this post findable again."""
        return marker(self.table.id, self.version)


class Poster(Protocol):
    """The few Discord actions the outbox needs. Each raises ``PostGone`` when the place is
    gone for good and ``PostFailed`` for anything worth another try."""

    async def open_thread(self, table: Table) -> int | None:
        """Create the table's thread, or find the one created before a crash (idempotent);
        its id, or None where threads are not allowed (the table plays in its channel)."""

    async def recent_markers(self, channel_id: int) -> list[tuple[int, int, int]]:
        """(table id, version, message id) of the markers in the bot's recent messages."""

    async def send(self, channel_id: int, post: Post) -> int:
        """Create the post (its text ends with ``post.marker``); return the message id."""

    async def show_lobby(self, table: Table) -> None:
        """Edit the lobby message to the table's current state (a missing message is fine)."""


# -- markers -------------------------------------------------------------------------------

# Invisible characters: a start mark, then table id and version as base-4 digits separated by
# a fourth mark. Discord keeps them in the text; players see nothing.
_START = "\u2063"
_SEP = "\u2062"
_DIGITS = "\u200b\u200c\u200d\u2060"
_MARKER = re.compile(f"{_START}([{_DIGITS}]+){_SEP}([{_DIGITS}]+){_SEP}")


def _encode(n: int) -> str:
    out = ""
    while True:
        n, d = divmod(n, 4)
        out = _DIGITS[d] + out
        if n == 0:
            return out


def _decode(text: str) -> int:
    n = 0
    for ch in text:
        n = n * 4 + _DIGITS.index(ch)
    return n


def marker(table_id: int, version: int) -> str:
    """The invisible marker of (table, version) appended to a post's text."""
    return f"{_START}{_encode(table_id)}{_SEP}{_encode(version)}{_SEP}"


def read_markers(text: str) -> list[tuple[int, int]]:
    """Every (table id, version) marker in a message text."""
    return [(_decode(a), _decode(b)) for a, b in _MARKER.findall(text or "")]


# -- the outbox ----------------------------------------------------------------------------


class Outbox:
    """Announces saved tables through a ``Poster``, exactly once per version."""

    def __init__(self, tables: Tables, poster: Poster, scheduler: Scheduler | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        self.poster = poster
        self.scheduler = scheduler
        self._locks: dict[int, asyncio.Lock] = {}
        # (announced version, turn message id) as this process last recorded them. Only this
        # process writes them (one bot per database), so the row loaded for an action plus
        # what is recorded here since is always current: the inline path reads nothing.
        self._known: OrderedDict[int, tuple[int, int | None]] = OrderedDict()
        self._failures: dict[int, int] = {}
        self._retry_at: dict[int, datetime] = {}
        if scheduler is not None:
            scheduler.every(SWEEP, SWEEP_EVERY, self._sweep_job)

    def lock(self, table_id: int) -> asyncio.Lock:
        """The lock that keeps two announcements of one table apart in this process."""
        return self._locks.setdefault(table_id, asyncio.Lock())

    async def _sweep_job(self, _now: datetime) -> None:
        await self.sweep()

    async def sweep(self) -> int:
        """Announce every table with a saved version not yet posted; return how many were
        posted (or found posted)."""
        posted = 0
        after = 0
        now = self._now()
        while True:
            ids = await self.store.unannounced(limit=200, after=after)
            if not ids:
                return posted
            for table_id in ids:
                if self._retry_at.get(table_id, now) > now:
                    continue  # failed again and again: waits for its turn
                if await self.announce(table_id) == POSTED:
                    posted += 1
            after = ids[-1]

    def _now(self) -> datetime:
        return self.scheduler.now() if self.scheduler is not None else utcnow()

    async def announce(self, table_id: int, *, saved: Table | None = None,
                       events: Iterable[Event] | None = None,
                       acted_before: frozenset[int] | None = None,
                       moves: Iterable[tuple[int, str]] = ()) -> str:
        """Post whatever of this table was saved but not announced; one of ``NOTHING``,
        ``POSTED``, ``FAILED`` (tried again later) or ``GONE`` (the table is closed).

        ``saved`` is the table exactly as the caller just saved it, with the ``events`` of
        its last action, the seats that could act before it (``acted_before``) and its
        (seat, notation) in ``moves``: with them no read is needed when nothing else is
        pending.
        """
        async with self.lock(table_id):
            try:
                result = await self._announce(table_id, saved, events, acted_before,
                                              tuple(moves))
            except PostGone as exc:
                await self._close(table_id, str(exc))
                return GONE
            except PostFailed as exc:
                self._retry_later(table_id, str(exc))
                return FAILED
            except GroveError as exc:
                # A table deleted or unreadable: nothing can be posted; the sweep will log it
                # again, which is right for a table that needs repair.
                log.error("table %s: cannot be announced (%s)", table_id, exc.code)
                return FAILED
            except Exception:
                # The move is saved whatever happens here; the sweep tries again.
                log.exception("table %s: announcing failed", table_id)
                self._retry_later(table_id, "error")
                return FAILED
            self._failures.pop(table_id, None)
            self._retry_at.pop(table_id, None)
            return result

    async def _announce(self, table_id: int, saved: Table | None,
                        events: Iterable[Event] | None,
                        acted_before: frozenset[int] | None,
                        moves: tuple[tuple[int, str], ...]) -> str:
        announced, turn_message = self._known.get(table_id) or (
            (saved.row.announced_version, saved.row.turn_message_id) if saved is not None
            else (None, None))
        if saved is not None and announced is not None and saved.row.version <= announced:
            return NOTHING
        # Trusted: the caller saved exactly the next version, so nobody can have posted it.
        trusted = (saved is not None and events is not None
                   and announced == saved.row.version - 1)
        table = saved if trusted else await self.tables.load(table_id)
        assert table is not None
        if not trusted:
            announced, turn_message = table.row.announced_version, table.row.turn_message_id
            if table.row.version <= announced:
                self._remember(table_id, announced, turn_message)
                return NOTHING
        row = table.row
        if row.status == "lobby":
            await self.poster.show_lobby(table)
            await self._record(table_id, row.version, None)
            return POSTED
        if row.thread_pending and row.status != "abandoned":
            thread_id = await self.poster.open_thread(table)
            await self.store.set_thread(table_id, thread_id)
            table = replace(table, row=replace(row, thread_id=thread_id, thread_pending=False))
            row = table.row
        where = row.thread_id or row.channel_id
        if not trusted:
            found = [(v, m) for t, v, m in await self.poster.recent_markers(where)
                     if t == table_id and announced < v <= row.version]
            if found:
                # Posted before a crash, never recorded: record it instead of posting again.
                version, message = max(found)
                await self._record(table_id, version, message)
                announced, turn_message = version, message
                if version == row.version:
                    return POSTED
        post = await self._post(table, announced, turn_message,
                                (events, moves) if trusted else None, acted_before)
        # The lobby message follows the game's life: under way, then ended or called off.
        if row.lobby_message_id is not None and (
                post is None or post.kind == "start" or row.status != "running"):
            await self.poster.show_lobby(table)
        if post is None:
            await self._record(table_id, row.version, None)
            return POSTED
        message_id = await self.poster.send(where, post)
        await self._record(table_id, row.version, message_id)
        return POSTED

    async def _post(self, table: Table, announced: int, turn_message: int | None,
                    given: tuple[Iterable[Event], tuple[tuple[int, str], ...]] | None,
                    acted_before: frozenset[int] | None) -> Post | None:
        """The post announcing versions ``announced + 1`` up to the table's, or None when
        there is nothing to say (a lobby called off by its creator, a table closed because
        its place is gone)."""
        row = table.row
        if row.status == "abandoned":
            result = row.result or {}
            if "by" not in result:
                return None
            return Post(table, "abandoned", announced)
        if given is not None:
            batch, played = tuple(given[0]), given[1]
        else:
            logged = [m for m in await self.store.moves_since(table.id, announced)
                      if m.version <= row.version]
            batch = tuple(_event(e) for m in logged for e in m.events)
            played = tuple((m.seat, m.notation) for m in logged)
        if given is not None and acted_before is not None:
            before: Iterable[int] = acted_before
        else:
            # From the log alone: whoever just moved is not pinged again for going on.
            before = {seat for seat, _ in played}
        kind = "start" if turn_message is None else "turn"
        ping = frozenset() if row.status != "running" else (
            table.to_act() if kind == "start" else table.to_act() - frozenset(before))
        return Post(table, kind, announced, batch, played, ping)

    async def _record(self, table_id: int, version: int, message_id: int | None) -> None:
        await self.store.record_announced(table_id, version, message_id)
        previous = self._known.get(table_id, (0, None))[1]
        self._remember(table_id, version, message_id if message_id is not None else previous)

    def _remember(self, table_id: int, version: int, message_id: int | None) -> None:
        self._known[table_id] = (version, message_id)
        self._known.move_to_end(table_id)
        while len(self._known) > KNOWN_LIMIT:
            self._known.popitem(last=False)

    async def _close(self, table_id: int, why: str) -> None:
        """The table's place is gone: close it, count it as announced, and say so in the log."""
        version = await self.store.close_unreachable(table_id, "unreachable")
        self._remember(table_id, version, None)
        self._failures.pop(table_id, None)
        self._retry_at.pop(table_id, None)
        log.warning("table %s: its thread, channel or server is gone (%s); closed at v%s",
                    table_id, why, version)
        try:
            # Where the lobby message still exists (only the thread went), it says so too.
            await self.poster.show_lobby(await self.tables.load(table_id))
        except Exception as exc:  # the channel may be gone as well: nothing more to do
            log.info("table %s: lobby message not updated (%s)", table_id, exc)

    def _retry_later(self, table_id: int, why: str) -> None:
        # A failed post may still have reached Discord (a timeout after the accept): the
        # retry is the sweep, which looks for the post's marker before posting again.
        count = self._failures.get(table_id, 0)
        self._failures[table_id] = count + 1
        log.warning("table %s: post failed (%s); will try again", table_id, why)
        if count < len(RETRY_DELAYS):
            if self.scheduler is not None:
                self.scheduler.poke(SWEEP, RETRY_DELAYS[count])
        else:
            # A failure that keeps coming back (missing permissions, say): back off to at most
            # an hour between tries, so one broken table never floods the log or Discord.
            wait = min(SWEEP_EVERY * 2 ** (count - len(RETRY_DELAYS)), MAX_BACKOFF)
            self._retry_at[table_id] = self._now() + timedelta(seconds=wait)


def _event(data: dict) -> Event:
    """An event as the move log keeps it, back as an ``Event``."""
    visible = data.get("visible_to")
    return Event(data["code"], dict(data.get("params") or {}),
                 None if visible is None else frozenset(visible))
