"""The daily digest: one direct message a day, at the player's chosen hour, listing the games
waiting for them, instead of their turn pings (``/settings digest``).

While a player's digest works (``UserSettings.digest_active``), the outbox names them in
turn posts without a mention (tables/outbox.py); the end-of-game mention, reminders and
deadlines stay as they are. The scheduler job ``DIGEST_JOB`` looks every few minutes for
players whose hour has come in their own time zone (``time_zone``, default UTC) and hands
each digest to a small pool, so a busy hour never holds the scheduler's loop.

Decisions where the issue is silent:

- Once a day, at most: the player's own date is claimed in the database before the message
  goes (storage/digests.py); a crash between the claim and the send loses that day's digest
  rather than risking a second one. A send that Discord refuses for a passing reason gives
  the day back, and a later tick of the same day tries again.
- A digest comes at the chosen hour or, after an outage, up to ``GRACE`` later; past that,
  that day has none. On a night when a clock change skips the hour, it comes right after.
- It lists the tables of two seats or more where the player's seat must act (as the seats'
  ``to_act`` flags say, which ``/game mine`` shows too), longest waiting first, each with a
  link and the time of its last public change. Solo games never pinged, so they are not
  listed; nothing waiting, no message (the day still counts as done).
- Choosing the digest within ``GRACE`` after that day's hour sends today's at the next look
  (a first digest at once also finds closed DMs at once).
- Only turn pings give way: a draw offer's short post, which asks for an answer now, still
  mentions the player, and so does the result post at the end.
- Closed DMs (Discord error 50007): the digest is marked failing, so the turn pings come
  back at once, and the player is told once by a reminder in the thread of the game that
  waited longest (queued in the same transaction as the mark, delivered by the outbox like
  any reminder: retried, never twice; dropped only if they moved there first). Choosing
  ``/settings digest`` again clears the mark.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import datetime, timedelta
from functools import partial
from typing import Any, Protocol

from rules.errors import GroveError
from storage.digests import DigestRow

from . import clocks
from .posting import PostFailed
from .scheduler import JobPool, utcnow
from .shards import Shards
from .vacation import away_until

log = logging.getLogger(__name__)

__all__ = ["DIGEST_JOB", "DIGEST_EVERY", "DailyDigest", "Digest", "DigestPoster", "DigestRow",
           "due_day"]

#: the scheduler job of the digest, and the seconds between two looks
DIGEST_JOB = "daily_digest"
DIGEST_EVERY = 300.0
#: how long after the chosen hour a digest may still go out (a restart, an outage)
GRACE = timedelta(hours=3)
#: how many digests are sent at once
WORKERS = 2

# What ``deliver`` did.
SENT = "sent"
EMPTY = "empty"
CLOSED = "closed"
FAILED = "failed"
SKIPPED = "skipped"


@dataclass(frozen=True)
class Digest:
    """One player's digest of one day (their own date): the tables waiting for them."""

    user_id: int
    day: str
    rows: tuple[DigestRow, ...]


class DigestPoster(Protocol):
    """How a digest reaches Discord (cogs/digest.py; a fake in tests)."""

    async def dm_digest(self, digest: Digest) -> bool:
        """Send the digest by direct message; False when the player's DMs are closed (50007);
        ``PostFailed`` for anything worth another try."""


def due_day(now: datetime, hour: int, zone_name: str | None) -> str | None:
    """The player's own date (ISO) whose digest is due at ``now``: the chosen ``hour`` has
    come on that date, in their zone, less than ``GRACE`` ago (wall-clock time); else None."""
    try:
        zone = clocks.zone(zone_name or "UTC")
    except GroveError:
        zone = clocks.zone("UTC")  # a zone that vanished from the system: UTC, as by default
    local = now.astimezone(zone).replace(tzinfo=None)
    for back in (0, 1):  # today's hour, or yesterday's late hour still within its grace
        day = local.date() - timedelta(days=back)
        since = local - datetime(day.year, day.month, day.day, hour)
        if timedelta(0) <= since < GRACE:
            return day.isoformat()
    return None


class DailyDigest:
    """Hands out each player's digest once a day at their hour."""

    def __init__(self, store: Any, poster: DigestPoster,
                 told: Callable[[int], Awaitable[object]] | None = None, *,
                 shards: Shards | None = None) -> None:
        self.store = store
        #: the shards this process runs: the digests of their users only (None: all)
        self.shards = shards
        self.poster = poster
        #: called with a table id once a "your DMs are closed" reminder was queued there
        #: (the bot has the outbox deliver it at once; its sweep would anyway)
        self.told = told
        self.jobs = JobPool("digest", WORKERS)

    async def tick(self, now: datetime) -> int:
        """Hand out every digest due at ``now`` (a scheduler job); returns how many."""
        handed = 0
        after = 0
        self.jobs.begin_read()
        while True:
            takers = await self.store.digest_takers(after, shards=self.shards)
            if not takers:
                return handed
            for taker in takers:
                day = due_day(now, taker.hour, taker.time_zone)
                if day is None or (taker.last_day is not None and taker.last_day >= day):
                    continue
                if self.jobs.submit(("digest", taker.user_id),
                                    partial(self.deliver, taker.user_id, day, now),
                                    label=f"digest of user {taker.user_id}"):
                    handed += 1
            after = takers[-1].user_id

    async def deliver(self, user_id: int, day: str, now: datetime | None = None) -> str:
        """Send one player's digest of ``day`` unless it was handed out already; one of
        ``SENT``, ``EMPTY``, ``CLOSED``, ``FAILED`` (tried again later) or ``SKIPPED``. A
        player on holiday at ``now`` gets none: nothing waits on them meanwhile."""
        if not await self.store.claim_digest(user_id, day):
            return SKIPPED
        away = away_until(await self.store.user_settings(user_id), now or utcnow())
        rows = [] if away is not None else await self.store.digest_tables(user_id)
        if not rows:
            await self.store.finish_digest(user_id, day, EMPTY)
            return EMPTY
        try:
            opened = await self.poster.dm_digest(Digest(user_id, day, tuple(rows)))
        except PostFailed as exc:
            log.info("digest of user %s: not sent (%s); will try again", user_id, exc)
            await self.store.release_digest(user_id, day)
            return FAILED
        if opened:
            await self.store.finish_digest(user_id, day, SENT)
            return SENT
        first = rows[0]
        if await self.store.digest_closed(user_id, day, first.table_id, first.seat):
            log.info("digest of user %s: direct messages closed; turn pings back on", user_id)
            if self.told is not None:
                try:
                    await self.told(first.table_id)
                except Exception:  # the outbox's sweep delivers the reminder anyway
                    log.exception("table %s: digest reminder not delivered yet",
                                  first.table_id)
        return CLOSED

    async def drain(self) -> None:
        """Wait for every digest handed out (tests, shutdown)."""
        await self.jobs.drain()

    async def close(self) -> None:
        """Shutdown: drop the digests not yet started (their day is not claimed: a restart
        within the grace sends them) and wait for the running ones."""
        await self.jobs.close()
