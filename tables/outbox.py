"""The outbox: the one path by which a saved table is announced in Discord.

Every public post (the first board of a game, each turn's post, the result, an abandonment)
and every lobby message edit goes through ``Outbox.announce``, which works from the saved
table alone: it compares the version announced with the version saved, builds a ``Post`` from
the saved state and the move-log events since the announced version, has the ``Poster`` send
it (or edit the turn's post in place while the game's ``turn_number`` stays the same: one post
per turn), and records the message and the version announced in one step. The interaction that made
a move calls it at once; the scheduler's sweep calls it for whatever was saved but not posted
(a crash, a timeout, a failed post, a start whose thread was never opened), at start-up and
every minute, and soon after a failed post.

Never twice for one version: within this process a per-table lock serialises announcements
and a version is recorded right after its post. After a crash between Discord's accept and
that record, the post is found again by its marker (table and version, hidden in the text
and enciphered) among the thread's messages since the last one recorded (or since the lobby
message) before anything is posted again. A place that no longer
exists (thread or channel deleted, server left) ends the retries: the table is closed and
logged. Discord itself stays behind the ``Poster`` protocol (cogs/poster.py; a fake in tests).
Slow-play notices (reminders, timeout offers, hand-overs) are queued rows that the outbox
delivers the same way, on the same sweep (tables/notices.py).

Only the newest public post carries live controls: the message recorded as the table's turn
message is the one with them, and whenever a new post is created the one it supersedes has its
controls taken off (whatever the action was: a button, ``/move``, undo, resign, abandon). An
event that needs another player's attention now (a draw offer) also gets a short post of its
own that pings exactly them (``ATTENTION``); it has no marker and is never recorded, so a
crash at the wrong moment can lose that ping, never repeat a turn. The end of a game is the
last moves' post (no controls) and then a result post of its own (kind ``result``, marker
``since == version``) that pings every player and carries the Rematch button; it opens the
rematch window (tables/rematch.py), which the scheduler job ``WINDOWS`` closes a day later
(the button goes, the thread is archived). After a crash between the two posts, the sweep
finds the first by its marker and posts only the result.

Every announcement also marks its channel's live board for a debounced refresh, and in a
simultaneous phase the action that leaves one seat alone to act gets that seat one
"everyone else is done" post (kind ``last_call``, claimed once per turn; tables/board.py).
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import json
import logging
import re
import secrets
from collections import OrderedDict
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from datetime import datetime, timedelta
from functools import cached_property, lru_cache
from typing import Any, Protocol

from rules.errors import GroveError
from rules.protocol import Event
from storage import TableRow
from storage.codec import dumps as log_dumps

from . import rematch
from .board import Board, last_call_seat
from .notices import Notices
from .posting import MAX_BACKOFF, RETRY_DELAYS, SWEEP, SWEEP_EVERY, PostFailed, PostGone
from .scheduler import Scheduler, utcnow
from .service import Table, Tables
from .shards import Shards

log = logging.getLogger(__name__)

#: the scheduler job that closes finished games' rematch windows, and how often it looks
WINDOWS = "rematch_windows"
WINDOWS_EVERY = 600.0
#: event codes that need another player's attention now: a short post mentions them
ATTENTION = frozenset({"draw_offered"})
#: the ``meta`` key prefix of a table's open requests with buttons that live only while it
#: runs (the abandon request's Agree): (channel id, message id) pairs
REQUESTS = "requests:"
#: how many announced versions are remembered in memory (a miss costs nothing: see _known)
KNOWN_LIMIT = 4096

# Results of ``announce``.
NOTHING = "nothing"  #: every saved version was announced already
POSTED = "posted"  #: posted (or found posted) and recorded
FAILED = "failed"  #: the post failed; the sweep tries again
GONE = "gone"  #: nowhere to post any more; the table is closed


@dataclass(frozen=True)
class Post:
    """What one public post must say, decided from the saved table alone.

    ``kind`` is ``start`` (the game's first post), ``turn`` (after moves, the last moves of
    a finished game included), ``result`` (the short post that ends a game: it covers no
    version of its own, ``since`` is the table's version, and mentions every player),
    ``notice`` (a short post for someone whose attention an event needs now, e.g. a draw
    offer to answer; never recorded, no marker) or ``abandoned``. The post covers versions
    ``since + 1`` up to the table's version: ``events`` are the public and private events of
    those moves in order (the poster shows only public ones), ``moves`` their (seat,
    notation) for moves that say nothing else, ``ping`` the seats to mention (kept in an
    edit of the turn's post: an edit pings nobody, but the mention stays in the text).
    """

    table: Table
    kind: str
    since: int
    events: tuple[Event, ...] = ()
    moves: tuple[tuple[int, str], ...] = ()
    ping: frozenset[int] = frozenset()
    #: the events of a notice, and who asked for the attention (their seat)
    by: int | None = None
    #: the mentions of ``ping`` are written but notify nobody (a solo game's result: its
    #: player has just made the last move)
    quiet: bool = False
    #: seats that must act whose player takes the daily digest instead of turn pings
    #: (tables/digest.py): named in the text as ``ping`` would be, never mentioned
    named: frozenset[int] = frozenset()

    @property
    def version(self) -> int:
        """The table version this post announces."""
        return self.table.row.version

    @cached_property
    def marker(self) -> str:
        """The hidden marker of table, version and ``since`` that makes this post findable
        again after a crash (made once per post: each carries a fresh nonce; a notice has
        none: it is never looked for)."""
        if self.kind in ("notice", "last_call"):
            return ""
        return marker(self.table.id, self.version, self.since, self.table.row.seed)


class Poster(Protocol):
    """The few Discord actions the outbox needs. Each raises ``PostGone`` when the place is
    gone for good and ``PostFailed`` for anything worth another try."""

    async def open_thread(self, table: Table) -> int | None:
        """Create the table's thread, or find the one created before a crash (idempotent);
        its id, or None where threads are not allowed (the table plays in its channel)."""

    async def recent(self, channel_id: int, after: int | None = None) -> list[tuple[int, str]]:
        """(message id, text) of the bot's messages in a channel or thread: every one after
        message ``after`` (however much chat came between, up to a generous bound), else
        the recent ones."""

    async def send(self, channel_id: int, post: Post) -> int:
        """Create the post (its text ends with ``post.marker``); return the message id."""

    async def edit(self, channel_id: int, message_id: int, post: Post) -> bool:
        """Replace a post's text, picture and controls (no new ping); False if that message
        no longer exists (the outbox then creates a new one)."""

    async def show_lobby(self, table: Table) -> None:
        """Edit the lobby message to the table's current state (a missing message is fine)."""

    async def lobby_message(self, table: Table) -> int:
        """The lobby message of a lobby whose record a crash lost: the bot's message in the
        table's channel carrying :func:`lobby_marker` (searched from the table's creation),
        else a new one; its id."""

    async def clear_controls(self, channel_id: int, message_id: int) -> None:
        """Take the buttons off a superseded post (a missing message is fine)."""

    async def retire(self, table: Table, channel_id: int, message_id: int) -> None:
        """A turn's post superseded by the next: its buttons go and, in a compact thread
        (the server's default), its pictures too, leaving its text (a missing message is
        fine)."""

    async def ended(self, table: Table) -> None:
        """A game is over: the thread's name gets the result (idempotent)."""

    async def close(self, table: Table, keep_controls: bool = False) -> None:
        """The rematch window of a finished game closed: its thread is archived and its
        result post's controls taken off (``keep_controls``: a link to the rematch stays)."""


# -- markers -------------------------------------------------------------------------------

# Invisible characters: a start mark, then three numbers as base-4 digits, each closed by a
# fifth mark. Discord keeps them in the text; players see nothing. The numbers are the table
# id, a random nonce and the (version, since) pair enciphered under a key derived from the
# table's seed: a version counts every move, private ones included (a Living Forest draw),
# so it must not be readable by someone who decodes the invisible characters.
_START = "\u2063"
_SEP = "\u2062"
_DIGITS = "\u200b\u200c\u200d\u2060"
_NUMBER = f"([{_DIGITS}]+){_SEP}"
_MARKER = re.compile(f"{_START}{_NUMBER}{_NUMBER}{_NUMBER}")
_FIELD = 1 << 32


#: each hex digit as its two base-4 digits (a marker is made for every post: one C-level
#: translation instead of a loop over 32 digits)
_HEX4 = str.maketrans({f"{h:x}": _DIGITS[h // 4] + _DIGITS[h % 4] for h in range(16)})


def _encode(n: int) -> str:
    """``n`` (0 or more) in base 4, most significant digit first, without leading zeros."""
    return format(n, "x").translate(_HEX4).lstrip(_DIGITS[0]) or _DIGITS[0]


def _decode(text: str) -> int:
    n = 0
    for ch in text:
        n = n * 4 + _DIGITS.index(ch)
    return n


@lru_cache(maxsize=1024)
def _marker_key(seed: int) -> bytes:
    """The marker key of a table's seed (the same for every post of the table)."""
    return hashlib.sha256(b"grove-marker:" + str(seed).encode()).digest()


def _pad(seed: int, table_id: int, nonce: int) -> int:
    """A 64-bit one-time pad for one marker: HMAC of (table, nonce) under the table's seed."""
    mac = hmac.digest(_marker_key(seed), f"{table_id}:{nonce}".encode(), "sha256")
    return int.from_bytes(mac[:8], "big")


def marker(table_id: int, version: int, since: int, seed: int) -> str:
    """The invisible marker appended to a post's text: its table, and enciphered, the version
    it announces and the version announced before it (it covers the versions in between)."""
    nonce = secrets.randbits(32)
    sealed = ((version % _FIELD) * _FIELD + since % _FIELD) ^ _pad(seed, table_id, nonce)
    return "".join((_START, *(_encode(n) + _SEP for n in (table_id, nonce, sealed))))


def lobby_marker(table: Table) -> str:
    """The invisible marker of a table's lobby message (version and since 0: it announces
    the lobby itself, before any version a post covers)."""
    return marker(table.id, 0, 0, table.row.seed)


def is_lobby_message(text: str, table: Table) -> bool:
    """Whether a message text carries the lobby marker of ``table``."""
    return (0, 0) in read_markers(text, table.id, table.row.seed)


def read_markers(text: str, table_id: int, seed: int) -> list[tuple[int, int]]:
    """Every (version, since) that a marker of table ``table_id`` in a message text carries."""
    found = []
    for a, b, c in _MARKER.findall(text or ""):
        if _decode(a) != table_id:
            continue
        plain = _decode(c) ^ _pad(seed, table_id, _decode(b))
        found.append(divmod(plain, _FIELD))
    return found


# -- the outbox ----------------------------------------------------------------------------


class Outbox:
    """Announces saved tables through a ``Poster``, exactly once per version."""

    def __init__(self, tables: Tables, poster: Poster, scheduler: Scheduler | None = None, *,
                 shards: Shards | None = None) -> None:
        self.tables = tables
        self.store = tables.store
        self.poster = poster
        self.scheduler = scheduler
        #: the shards this process runs: only their servers' tables are announced here (a
        #: sharded process's poster knows only its own servers; tables/shards.py)
        self.shards = shards if shards is not None else Shards.everything()
        self._locks: dict[int, asyncio.Lock] = {}
        # What Discord was told, as this process last recorded it. Only this process writes
        # it (one bot per database), so the row loaded for an action plus what is recorded
        # here since is always current: the inline path reads nothing more.
        self._known: OrderedDict[int, _Announced] = OrderedDict()
        self._failures: dict[int, int] = {}
        self._retry_at: dict[int, datetime] = {}
        # Lobbies created before this (in the database's own format) are a previous
        # process's: one still without its lobby message lost it to a crash. A newer one's
        # command is sending it right now.
        self._started = utcnow().strftime("%Y-%m-%dT%H:%M:%S.%f")[:-3] + "Z"
        #: slow-play notices (reminders, timeout offers, hand-overs), delivered with the posts
        self.notices = Notices(self)
        if scheduler is not None:
            scheduler.every(SWEEP, SWEEP_EVERY, self._sweep_job)
            scheduler.every(WINDOWS, WINDOWS_EVERY, self.close_windows)
        #: the live boards of channels that asked for one (tables/board.py; its own job)
        self.board = Board(self.store, poster, scheduler, shards=self.shards)

    def lock(self, table_id: int) -> asyncio.Lock:
        """The lock that keeps two announcements of one table apart in this process."""
        return self._locks.setdefault(table_id, asyncio.Lock())

    async def _sweep_job(self, _now: datetime) -> None:
        await self.sweep()
        await self.notices.deliver()

    async def sweep(self) -> int:
        """Announce every table with a saved version not yet posted; return how many were
        posted (or found posted)."""
        posted = 0
        after = 0
        now = self._now()
        while True:
            ids = await self.store.unannounced(limit=200, after=after, shards=self.shards)
            if not ids:
                return posted
            for table_id in ids:
                if self._retry_at.get(table_id, now) > now:
                    continue  # failed again and again: waits for its turn
                if await self.announce(table_id) == POSTED:
                    posted += 1
            after = ids[-1]

    async def close_windows(self, now: datetime) -> int:
        """Close every finished game's rematch window that has run out: the Rematch button
        is taken off its result post and its thread archived. Returns how many closed."""
        closed = 0
        due = await self.store.owned_tables(await rematch.due(self.tables, now), self.shards)
        for table_id in due:
            async with self.lock(table_id):
                try:
                    # A started rematch left a link on the result post: it stays.
                    started = await rematch.started(self.tables, table_id) is not None
                    await self.poster.close(await self.tables.load(table_id),
                                            keep_controls=started)
                except PostFailed as exc:
                    log.info("table %s: thread not archived yet (%s)", table_id, exc)
                    continue
                except PostGone:
                    pass  # nothing left to archive
                except GroveError as exc:  # unreadable: the window is closed all the same
                    log.warning("table %s: not archived (%s)", table_id, exc.code)
                await rematch.forget(self.tables, table_id)
                closed += 1
        return closed

    async def keep_request(self, table_id: int, channel_id: int, message_id: int) -> None:
        """A post whose buttons live only while the table runs (an abandon request): its
        buttons are taken off once the table closes, however it closes."""
        key = f"{REQUESTS}{table_id}"
        text = await self.store.get_meta(key)
        pairs = [] if text is None else json.loads(text)
        pairs.append([channel_id, message_id])
        await self.store.set_meta(key, json.dumps(pairs))

    async def _retire_requests(self, table_id: int) -> None:
        """The table closed: the buttons of its requests go (a failure is only logged: a
        late click is refused politely anyway)."""
        key = f"{REQUESTS}{table_id}"
        text = await self.store.get_meta(key)
        if text is None:
            return
        for channel_id, message_id in json.loads(text):
            try:
                await self.poster.clear_controls(channel_id, message_id)
            except (PostFailed, PostGone) as exc:
                log.info("table %s: request %s keeps its buttons (%s)", table_id,
                         message_id, exc)
        await self.store.delete_meta(key)

    def _now(self) -> datetime:
        return self.scheduler.now() if self.scheduler is not None else utcnow()

    async def owns(self, table_id: int, saved: Table | None = None) -> bool:
        """Whether this process's shards own the table (a direct message's action may touch
        another's: its write is safe, its post is the owner's)."""
        if self.shards.all:
            return True
        if saved is not None:
            return self.shards.owns_guild(saved.row.guild_id)
        row = await self.store.get_table(table_id)
        return row is None or self.shards.owns_guild(row.guild_id)

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

        A table of a server another process's shards own is left to that process (its sweep
        announces it): ``NOTHING`` here, so one process alone posts a table's versions.
        """
        if not await self.owns(table_id, saved):
            return NOTHING
        result = await self._announce_once(table_id, saved, events, acted_before, moves)
        if result in (POSTED, GONE):
            # The channel's live board follows (debounced; it never raises).
            await self.board.changed(table_id, None if saved is None else saved.row.channel_id)
        return result

    async def _announce_once(self, table_id: int, saved: Table | None,
                             events: Iterable[Event] | None,
                             acted_before: frozenset[int] | None,
                             moves: Iterable[tuple[int, str]]) -> str:
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
                # A table unreadable (it needs repair) or a database gone: nothing can be
                # posted now; the sweep tries again, less and less often.
                log.error("table %s: cannot be announced (%s)", table_id, exc.code)
                self._retry_later(table_id, exc.code)
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
        known = self._known.get(table_id)
        if known is None and saved is not None:
            known = _Announced.of(saved.row)
        if saved is not None and known is not None and saved.row.version <= known.version:
            return NOTHING
        # Trusted: the caller saved exactly the next version, so nobody can have posted it.
        trusted = (saved is not None and events is not None and known is not None
                   and known.version == saved.row.version - 1)
        table = saved if trusted else await self.tables.load(table_id)
        assert table is not None
        if not trusted:
            known = _Announced.of(table.row)
            if table.row.version <= known.version:
                self._remember(table_id, known)
                return NOTHING
        assert known is not None
        row = table.row
        if row.status == "lobby":
            if row.lobby_message_id is None:
                if row.created_at >= self._started:
                    return NOTHING  # its creator's command posts and records it
                # The process died between the lobby's save and its message's record: the
                # message is found by its marker, else posted now.
                message_id = await self.poster.lobby_message(table)
                await self.store.set_lobby_message(table_id, message_id)
                table = replace(table, row=replace(row, lobby_message_id=message_id))
            await self.poster.show_lobby(table)
            await self._record(table_id, known, row.version)
            return POSTED
        if row.thread_pending and row.status != "abandoned":
            thread_id = await self.poster.open_thread(table)
            await self.store.set_thread(table_id, thread_id)
            table = replace(table, row=replace(row, thread_id=thread_id, thread_pending=False))
            row = table.row
        where = row.thread_id or row.channel_id
        if not trusted:
            known = await self._recover(table_id, where, known, table)
            if known.version >= row.version:
                if row.status == "over" and known.since != row.version:
                    # The last moves were posted before a crash, their result not yet.
                    await self._result(table, where, known)
                return POSTED
        # The moves of the turn's post so far, as the move log holds them: an edit of the
        # post then needs no read of the log when one move was just saved on top of them.
        step = _logged(moves[0], events or ()) if trusted and len(moves) == 1 else None
        if row.status == "running" and known.message is not None and await self._private_only(
                table_id, known.version, events if trusted else None):
            # Moves whose events are all private (draws in a simultaneous private phase) are
            # announced once saved: they are answered to their player alone, and no post is
            # made or touched (an edit would show that someone moved).
            await self._record(table_id, known, row.version)
            if step is not None and known.log is not None:
                # the turn's moves so far, this one with them: the post's next edit needs
                # no read of the log either
                self._remember(table_id, replace(known, version=row.version,
                                                 log=known.log + step))
            return POSTED
        turn = _turn_number(table)
        continues = (known.message is not None and known.turn is not None
                     and turn == known.turn and row.status == "running")
        since = known.since if continues and known.since is not None else known.version
        fresh = (tuple(events or ()), moves) if trusted else None
        given = fresh if since == known.version else None
        logged: tuple[_Logged, ...] | None = None
        if step is not None and given is not None:
            logged = step
        elif step is not None and continues and known.log is not None:
            logged = known.log + step
        # A new turn (turn_number rose past the last post's): everyone who must act now is
        # mentioned, the last mover too (a new round's simultaneous phase).
        new_turn = known.turn is not None and turn is not None and turn > known.turn
        post, logged = await self._post_and_log(table, since, known.message is None, given,
                                                acted_before, new_turn, known.version, logged)
        # The lobby message follows the game's life: under way, then ended or called off.
        if row.lobby_message_id is not None and (
                post is None or post.kind == "start" or row.status != "running"):
            await self.poster.show_lobby(table)
        if row.status != "running":
            await self._retire_requests(table_id)
        if post is None:
            await self._record(table_id, known, row.version)
            return POSTED
        notices = await self._notices(table, known.version, fresh)
        if continues and turn is not None:
            call = await self._last_call(table, acted_before if trusted else None, turn)
            if call is not None:
                notices.append(call)
        if continues and known.message is not None \
                and await self.poster.edit(where, known.message, post):
            await self._notify(where, notices)
            await self._record(table_id, known, row.version, known.message, turn, since,
                               logged)
            return POSTED
        if continues:  # the turn's post was deleted: start a new one for what is unannounced
            post, logged = await self._post_and_log(table, known.version, False, None,
                                                    acted_before)
            assert post is not None
        message_id = await self.poster.send(where, post)
        # Only the newest post carries live controls: the one it supersedes loses them.
        await self._supersede(table, where, known.message, message_id)
        await self._notify(where, notices)
        if row.status == "over" and post.kind == "turn":
            await self._result(table, where, replace(known, message=message_id))
            return POSTED
        # A start post stands alone: the first action after it opens the first turn's post.
        await self._record(table_id, known, row.version, message_id,
                           None if post.kind == "start" else turn, post.since,
                           None if post.kind == "start" else logged)
        return POSTED

    async def _result(self, table: Table, where: int, known: _Announced) -> None:
        """The end of a game: one created post with the result (it pings every player and
        carries the Rematch button, the newest live control), then the thread's name."""
        post = Post(table, "result", table.row.version,
                    ping=frozenset(s.seat for s in table.seats if not s.automatic),
                    quiet=solo(table))
        # The window opens first (idempotent): once the result is recorded as posted nothing
        # comes back here, so a crash after that record must not leave its Rematch refused.
        await rematch.open_window(self.tables, table.id, self._now())
        # The last moves' post before it shows no controls any more (the game is over).
        message_id = await self.poster.send(where, post)
        # Recorded as the message with live controls (turn None: nothing continues it).
        await self._record(table.id, known, table.row.version, message_id, None,
                           table.row.version)
        # The result post shows the final position beside the results card: in a compact
        # thread the last moves' post is shortened to its text like every earlier one, so
        # the thread ends with those two pictures (after the record: a crash between the
        # two leaves one picture too many, nothing worse).
        await self._supersede(table, where, known.message, message_id)
        try:
            await self.poster.ended(table)
        except (PostFailed, PostGone) as exc:  # a name is cosmetic: never retried
            log.info("table %s: thread not renamed (%s)", table.id, exc)

    async def _supersede(self, table: Table, where: int, old: int | None, new: int) -> None:
        """Take the live controls off the post that ``new`` supersedes (in a compact thread,
        its pictures too: the new post carries the live one)."""
        if old is None or old == new:
            return
        try:
            await self.poster.retire(table, where, old)
        except (PostFailed, PostGone) as exc:
            # A stale button is refused politely anyway; the next post tries nothing again.
            log.info("controls of message %s not cleared (%s)", old, exc)

    async def _notices(self, table: Table, announced: int,
                       given: tuple[tuple[Event, ...], tuple[tuple[int, str], ...]] | None,
                       ) -> list[Post]:
        """Short posts for events of the new actions that need another player now (a draw
        offer: the others must answer). Their mention is a created message, so it pings."""
        if table.row.status != "running":
            return []
        if given is not None:
            events, moves = given
            acts = [(moves[-1][0] if moves else None, events)]
        else:
            acts = [(m.seat, tuple(_event(e) for e in m.events))
                    for m in await self.store.moves_since(table.id, announced)
                    if m.version <= table.row.version]
        out = []
        for seat, events in acts:
            for event in events:
                if event.code in ATTENTION and event.visible_to is None and seat is not None:
                    others = frozenset(range(len(table.seats))) - {seat}
                    out.append(Post(table, "notice", table.row.version, (event,), (), others,
                                    by=seat))
        return out

    async def _last_call(self, table: Table, acted_before: frozenset[int] | None,
                         turn: int) -> Post | None:
        """"Everyone else is done": the one post that pings the last seat still to act in a
        simultaneous phase, claimed in storage first (once per turn: a restart never sends
        it twice). Known only when the action's seats before it are (the inline path)."""
        seat = last_call_seat(table, acted_before)
        if seat is None or not await self.store.claim_last_call(table.id, turn, seat):
            return None
        return Post(table, "last_call", table.row.version, ping=frozenset({seat}))

    async def _notify(self, where: int, notices: list[Post]) -> None:
        for notice in notices:
            try:
                await self.poster.send(where, notice)
            except PostFailed as exc:
                # The turn's post shows the offer and its buttons already; a lost ping is
                # not worth posting the turn twice.
                log.info("table %s: notice not posted (%s)", notice.table.id, exc)

    async def _recover(self, table_id: int, where: int, known: _Announced,
                       table: Table) -> _Announced:
        """Before posting what was not recorded: a post that Discord took before a crash is
        found by its marker among the recent messages, and recorded instead of posted again."""
        # Whatever Discord took since the last post recorded (else since the lobby message,
        # which comes before anything of the table) is that post itself (a turn's post is
        # edited in place) or after it, however much chat followed: search from just before
        # it (message ids only grow, and ``after`` leaves its own message out).
        last = known.message or table.row.lobby_message_id
        after = None if last is None else last - 1
        found = [(version, since, message)
                 for message, text in await self.poster.recent(where, after)
                 for version, since in read_markers(text, table_id, table.row.seed)
                 if known.version < version <= table.row.version]
        if not found:
            return known
        version, since, message = max(found)
        # The turn number of an older version is not known, and a start post stands alone:
        # either way the next post starts a new one.
        first = known.message is None
        turn = _turn_number(table) if version == table.row.version and not first else None
        await self._record(table_id, known, version, message, turn, since)
        return self._known[table_id]

    async def _private_only(self, table_id: int, since: int,
                            given: Iterable[Event] | None) -> bool:
        """Whether every event saved after version ``since`` is private (visible to some
        seats only); False when there is none."""
        if given is not None:
            batch = list(given)
        else:
            batch = [_event(e) for m in await self.store.moves_since(table_id, since)
                     for e in m.events]
        return bool(batch) and all(e.visible_to is not None for e in batch)

    async def _post_and_log(self, table: Table, since: int, first: bool,
                            given: tuple[tuple[Event, ...], tuple[tuple[int, str], ...]] | None,
                            acted_before: frozenset[int] | None,
                            new_turn: bool = False,
                            announced: int | None = None,
                            logged: tuple[_Logged, ...] | None = None,
                            ) -> tuple[Post | None, tuple[_Logged, ...] | None]:
        """The post announcing versions ``since + 1`` up to the table's (for an edit, the
        whole turn so far; ``first``: the game's first post), or None when there is nothing
        to say (a lobby called off by its creator, a table closed because its place is gone).
        ``announced``: the version announced last (default ``since``). Without ``given``,
        the moves come from ``logged`` (the log's rows of those versions, known in memory)
        or else from the log; returned with the post, as the log holds them (None: unknown).
        """
        row = table.row
        announced = since if announced is None else announced
        if row.status == "abandoned":
            result = row.result or {}
            if result.get("reason") == "idle":
                # Closed after 30 idle days: every human player is told, like any end.
                return Post(table, "abandoned", since, ping=frozenset(table.humans())), None
            if "by" not in result:
                return None, None
            return Post(table, "abandoned", since), None
        if given is not None:
            batch, played = given
        else:
            if logged is None:
                logged = tuple((m.seat, m.notation, m.events)
                               for m in await self.store.moves_since(table.id, since)
                               if m.version <= row.version)
            batch = tuple(_event(e) for _, _, events in logged for e in events)
            # A move whose events are all private (a draw in a simultaneous private phase)
            # is not named, and does not count as "moved": the post must not change with it.
            played = tuple((seat, notation) for seat, notation, events in logged
                           if not events or any(e.get("visible_to") is None for e in events))
        if given is not None and acted_before is not None:
            before: Iterable[int] = acted_before
        else:
            # From the log alone: whoever just moved is not pinged again for going on.
            before = {seat for seat, _ in played}
        kind = "start" if first else "turn"
        if row.status != "running":
            ping: frozenset[int] = frozenset()
        elif kind == "start" or new_turn or since != announced:
            # The start, a new turn, or an edit of the turn's post: the mention of whoever
            # must act stays in its text (an edit pings nobody).
            ping = table.to_act()
        else:
            ping = table.to_act() - frozenset(before)
        # Automatic seats are never mentioned: they play at once (tables/slowplay.py).
        ping = frozenset(s for s in ping if not table.seats[s].automatic)
        if solo(table):
            # A player alone is never pinged by the posts of their own moves; reminders and
            # deadlines are notices and still reach them.
            ping = frozenset()
        named = await self._digest_seats(table, ping)
        return Post(table, kind, since, batch, played, ping - named, named=named), logged

    async def _digest_seats(self, table: Table, seats: frozenset[int]) -> frozenset[int]:
        """The seats among ``seats`` whose player's daily digest replaces their turn pings
        (settings are kept in memory: no read in the common case)."""
        out = set()
        for seat in seats:
            try:
                prefs = await self.store.user_settings(table.user_of(seat))
            except GroveError as exc:  # settings unreadable: a ping too many, nothing lost
                log.info("table %s: settings of seat %s not read (%s)", table.id, seat,
                         exc.code)
                continue
            if prefs.digest_active:
                out.add(seat)
        return frozenset(out)

    async def _record(self, table_id: int, known: _Announced, version: int,
                      message_id: int | None = None, turn: int | None = None,
                      since: int | None = None,
                      logged: tuple[_Logged, ...] | None = None) -> None:
        await self.store.record_announced(table_id, version, message_id, turn_number=turn,
                                          turn_since=since)
        # The turn's moves are kept only as recorded with its post: whatever else advanced
        # the version (a private move, a recovered post) leaves them to be read again.
        if message_id is None:
            self._remember(table_id, replace(known, version=version, log=None))
        else:
            self._remember(table_id, _Announced(version, message_id, turn, since, logged))

    def _remember(self, table_id: int, known: _Announced) -> None:
        self._known[table_id] = known
        self._known.move_to_end(table_id)
        while len(self._known) > KNOWN_LIMIT:
            self._known.popitem(last=False)

    async def _close(self, table_id: int, why: str) -> None:
        """The table's place is gone: close it, count it as announced, and say so in the log."""
        version = await self.store.close_unreachable(table_id, "unreachable")
        self._remember(table_id, _Announced(version, None, None, None))
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


@dataclass(frozen=True)
class _Announced:
    """What Discord was last told about a table: the version, the message carrying its turn,
    the turn number that message shows and the version before it (see ``TableRow``)."""

    version: int
    message: int | None
    turn: int | None
    since: int | None
    #: the moves of versions ``since + 1`` to ``version`` as the log holds them, when known
    log: tuple[_Logged, ...] | None = field(default=None, compare=False)

    @classmethod
    def of(cls, row: TableRow) -> _Announced:
        """As saved in the table's row."""
        return cls(row.announced_version, row.turn_message_id, row.turn_number, row.turn_since)


def solo(table: Table) -> bool:
    """Whether the table is a solo game (one seat): every public post follows an action of
    its player's own, so none of them pings. (Automatic players' moves may come later, so
    a person playing against them is still told when it is their turn again.)"""
    return len(table.seats) == 1


def _turn_number(table: Table) -> int | None:
    """The game's turn number (None for a game without the hook, or before the start)."""
    return None if table.state is None else int(table.game.turn_number(table.state))


#: a move as the log holds it: (seat, notation, events as JSON)
_Logged = tuple[int, str, list[dict[str, Any]]]


def _logged(move: tuple[int, str], events: Iterable[Event]) -> tuple[_Logged, ...]:
    """A move just saved, as reading it back from the log would give it (its events through
    the log's own JSON, so a post built from it says exactly what one built from a read
    says)."""
    seat, notation = move
    return ((seat, notation, json.loads(log_dumps([e.to_json() for e in events]))),)


def _event(data: dict) -> Event:
    """An event as the move log keeps it, back as an ``Event``."""
    visible = data.get("visible_to")
    return Event(data["code"], dict(data.get("params") or {}),
                 None if visible is None else frozenset(visible))
