"""The live board of a channel's games, and the "everyone else is done" mention.

A server manager turns the board on per channel (``/server-settings board:on``). The board
is one post in that channel listing every running table started there: its game, who must
act (names, never mentions) and since when (the table's public time, so a private action
such as a draw in a simultaneous private phase never shows), and a link to its thread.
Finished and abandoned tables leave it; lobbies are not listed.

Kept near the bottom, not pinned: pinning needs Manage Messages, Discord keeps only 50 pins
and each pin adds a system line to the channel. Instead, when the board changes and at least
``REPOST_AFTER`` messages came after it, a new board post is made and the old one deleted;
otherwise the post is edited in place (an edit pings nobody, and the post allows no mention
at all). Updates are debounced: every announced change of a table marks its channel, and one
refresh ``DEBOUNCE`` seconds later covers a whole burst of moves. A refresh that would show
exactly what is shown already touches nothing in Discord. The scheduler job ``BOARDS`` also
refreshes every board now and then (and once at start-up), so nothing a crash skipped stays
stale.

Crash-safe as the outbox is: before a new board post is sent the row is marked ``posting``;
Discord's accept is recorded with its message id, which clears the mark. The post carries a
hidden marker (its channel id), so after a crash between the two the next refresh finds it
among the bot's messages and records it instead of posting again; a replaced post is deleted
before the new one is recorded, so neither crash point leaves two boards.

The last call: in a simultaneous phase (a game whose ``INFO.simultaneous`` is set), when the
action of one seat leaves exactly one other seat still to act within the same turn, that
seat gets one created post that pings just them. It is claimed in storage (``last_calls``,
once per table and turn) before it is sent: a restart never sends it twice; a crash between
the claim and the post loses it (the turn's post still shows whose turn it is).
"""

from __future__ import annotations

import asyncio
import logging
import re
from dataclasses import dataclass
from datetime import datetime
from typing import Any, Protocol

from storage import Owned
from storage.boards import BoardLine, BoardRow

from .posting import PostFailed, PostGone
from .scheduler import Scheduler
from .service import Table

log = logging.getLogger(__name__)

#: the scheduler job that refreshes changed boards (and, every ``BOARDS_EVERY``, all)
BOARDS = "live_boards"
BOARDS_EVERY = 600.0
#: seconds between a table's change and its board's refresh: a burst makes one edit
DEBOUNCE = 5.0
#: a board with this many messages after it is posted anew at its next change
REPOST_AFTER = 20
#: how many running tables a board reads (the cogs show as many as fit one message)
READ_LIMIT = 100
#: seconds before a failed refresh is tried again
RETRY = 60.0

# The board marker: a start mark of its own (never read as a post's or notice's marker),
# then the channel id as base-4 invisible digits closed by the posts' separator.
_START = "\u2061"
_SEP = "\u2062"
_DIGITS = "\u200b\u200c\u200d\u2060"
_MARKER = re.compile(f"{_START}([{_DIGITS}]+){_SEP}")


def board_marker(channel_id: int) -> str:
    """The invisible marker appended to a board post's text: its channel."""
    digits = ""
    n = channel_id
    while True:
        n, d = divmod(n, 4)
        digits = _DIGITS[d] + digits
        if n == 0:
            return f"{_START}{digits}{_SEP}"


def is_board_message(text: str, channel_id: int) -> bool:
    """Whether a message text carries the board marker of ``channel_id``."""
    for digits in _MARKER.findall(text or ""):
        n = 0
        for ch in digits:
            n = n * 4 + _DIGITS.index(ch)
        if n == channel_id:
            return True
    return False


@dataclass(frozen=True)
class BoardView:
    """What one board post shows: the channel's running tables, oldest first."""

    channel_id: int
    guild_id: int | None
    lines: tuple[BoardLine, ...]

    @property
    def marker(self) -> str:
        """The hidden marker that makes the post findable again after a crash."""
        return board_marker(self.channel_id)


def everyone(line: BoardLine) -> bool:
    """Whether every seat of a table of several must act (the start of a simultaneous
    phase): the board says "everyone" instead of the names."""
    return line.seats > 1 and len(line.acting) == line.seats


class BoardPoster(Protocol):
    """What the outbox's ``Poster`` also does for boards (cogs/poster.py; a fake in tests).
    Each raises ``PostGone`` when the channel is gone and ``PostFailed`` to be tried again."""

    async def recent(self, channel_id: int, after: int | None = None) -> list[tuple[int, str]]:
        """(message id, text) of the bot's messages in a channel (see ``Poster.recent``)."""

    async def send_board(self, channel_id: int, view: BoardView) -> int:
        """Create the board post (its text ends with ``view.marker``; it pings nobody)."""

    async def edit_board(self, channel_id: int, message_id: int, view: BoardView) -> bool:
        """Replace the board post's text; False if that message no longer exists."""

    async def delete_board(self, channel_id: int, message_id: int) -> None:
        """Delete a board post (a missing message is fine)."""

    async def buried(self, channel_id: int, message_id: int, depth: int) -> bool:
        """Whether at least ``depth`` messages came after message ``message_id``."""


class Board:
    """Keeps each board channel's post in step with its running tables."""

    def __init__(self, store: Any, poster: Any, scheduler: Scheduler | None = None, *,
                 shards: Owned | None = None) -> None:
        self.store = store
        self.poster = poster
        self.scheduler = scheduler
        #: the shards this process runs: the boards of their servers only (None: all)
        self.shards = shards
        self._dirty: set[int] = set()
        self._locks: dict[int, asyncio.Lock] = {}
        #: what each board post shows, as this process last made it: (message id, view)
        self._shown: dict[int, tuple[int, BoardView]] = {}
        #: the channels with a board (None: not read yet)
        self._channels: set[int] | None = None
        #: the first run refreshes every board: what a crash left unedited catches up
        self._caught_up = False
        if scheduler is not None:
            scheduler.every(BOARDS, BOARDS_EVERY, self._job)

    async def _job(self, _now: datetime) -> None:
        # A poke finds changed boards; the periodic run (and the first) looks at all.
        everything = not self._dirty or not self._caught_up
        self._caught_up = True
        await self.flush(everything=everything)

    async def _enabled(self) -> set[int]:
        if self._channels is None:
            self._channels = {row.channel_id
                              for row in await self.store.boards(shards=self.shards)}
        return self._channels

    async def changed(self, table_id: int, channel_id: int | None = None) -> None:
        """A table was announced (moved, started, ended): its channel's board is refreshed
        soon. Never raises: a board is not worth failing a move's post for."""
        try:
            channels = await self._enabled()
            if not channels:
                return
            if channel_id is None:
                row = await self.store.get_table(table_id)
                if row is None:
                    return
                channel_id = row.channel_id
            if channel_id in channels:
                self._dirty.add(channel_id)
                if self.scheduler is not None:
                    self.scheduler.poke(BOARDS, DEBOUNCE)
        except Exception:
            log.exception("table %s: its board was not marked for a refresh", table_id)

    async def flush(self, everything: bool = False) -> int:
        """Refresh every board marked changed (``everything``: every board); returns how many
        posts were made or edited."""
        if everything:
            self._channels = None
            targets = set(await self._enabled())
            self._dirty -= targets
        else:
            targets, self._dirty = self._dirty, set()
        done = 0
        for channel_id in sorted(targets):
            if await self.refresh(channel_id):
                done += 1
        return done

    async def refresh(self, channel_id: int) -> bool:
        """Bring one channel's board up to date now; True if Discord was told something."""
        async with self._locks.setdefault(channel_id, asyncio.Lock()):
            try:
                return await self._refresh(channel_id)
            except PostGone as exc:
                log.warning("channel %s: gone (%s); its board is turned off", channel_id, exc)
                await self.store.disable_board(channel_id)
                self._forget(channel_id)
            except PostFailed as exc:
                log.info("channel %s: board not refreshed (%s); will try again", channel_id,
                         exc)
                self._dirty.add(channel_id)
                if self.scheduler is not None:
                    self.scheduler.poke(BOARDS, RETRY)
            except Exception:
                log.exception("channel %s: board not refreshed", channel_id)
            return False

    async def _refresh(self, channel_id: int) -> bool:
        row = await self.store.board(channel_id)
        if row is None:
            self._forget(channel_id)
            return False
        view = BoardView(channel_id, row.guild_id,
                         tuple(await self.store.board_lines(channel_id, READ_LIMIT)))
        current = await self._recover(row) if row.posting else row.message_id
        old = None
        if current is not None:
            if self._shown.get(channel_id) == (current, view):
                return False  # nothing changed that anyone may see
            if not await self.poster.buried(channel_id, current, REPOST_AFTER):
                if await self.poster.edit_board(channel_id, current, view):
                    self._shown[channel_id] = (current, view)
                    return True
            else:
                old = current
        await self.store.board_posting(channel_id)
        message_id = await self.poster.send_board(channel_id, view)
        # The old post goes before the new one is recorded: after a crash in between, the
        # recovery finds the new post by its marker and deletes the old one (again).
        if old is not None:
            await self._delete(channel_id, old)
        await self.store.record_board(channel_id, message_id)
        self._shown[channel_id] = (message_id, view)
        return True

    async def _recover(self, row: BoardRow) -> int | None:
        """A new post was being sent when the process stopped: the newest board post found
        after the recorded one becomes the board (the others are deleted), else the recorded
        one stays."""
        found = sorted(m for m, text in await self.poster.recent(row.channel_id, row.message_id)
                       if m != row.message_id and is_board_message(text, row.channel_id))
        current = row.message_id
        if found:
            current = found[-1]
            for stale in [row.message_id, *found[:-1]]:
                if stale is not None:
                    await self._delete(row.channel_id, stale)
        await self.store.record_board(row.channel_id, current)
        return current

    async def _delete(self, channel_id: int, message_id: int) -> None:
        try:
            await self.poster.delete_board(channel_id, message_id)
        except PostFailed as exc:
            # Left behind, it only shows an older list; the board itself is the new post.
            log.info("channel %s: old board %s not deleted (%s)", channel_id, message_id, exc)

    def _forget(self, channel_id: int) -> None:
        self._shown.pop(channel_id, None)
        self._dirty.discard(channel_id)
        if self._channels is not None:
            self._channels.discard(channel_id)

    async def turn_on(self, channel_id: int, guild_id: int | None) -> bool:
        """Turn a channel's board on and post it now; False if it was on already (it is
        refreshed all the same)."""
        added = await self.store.enable_board(channel_id, guild_id)
        if self._channels is not None:
            self._channels.add(channel_id)
        await self.refresh(channel_id)
        return added

    async def turn_off(self, channel_id: int) -> bool:
        """Turn a channel's board off and delete its post; False if it was off."""
        async with self._locks.setdefault(channel_id, asyncio.Lock()):
            row = await self.store.disable_board(channel_id)
            self._forget(channel_id)
            if row is None:
                return False
            if row.message_id is not None:
                try:
                    await self._delete(channel_id, row.message_id)
                except PostGone:
                    pass  # the channel went with it
            return True


def last_call_seat(table: Table, acted_before: frozenset[int] | None) -> int | None:
    """The seat that an action just left alone to act in a simultaneous phase of the same
    turn (``acted_before``: who could act before it), or None. Automatic seats, solo tables
    and games without simultaneous phases get none."""
    if not table.game.INFO.simultaneous or table.row.status != "running":
        return None
    if len(table.seats) < 2 or acted_before is None or len(acted_before) < 2:
        return None
    now = table.to_act()
    if len(now) != 1:
        return None
    (seat,) = now
    if seat not in acted_before or table.seats[seat].automatic:
        return None
    return seat
