"""The one scheduler loop: periodic jobs on an injectable clock.

Every periodic job runs here: the outbox sweep and notice deliveries, lobby expiry, deadlines
and reminders (slow play), the rematch windows (which archive the thread) and the daily
results. Nothing here knows Discord. Tests drive it with a fake ``now`` and call ``tick()``
themselves; the bot runs ``run()`` as one asyncio task.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from datetime import UTC, datetime, timedelta

log = logging.getLogger(__name__)

#: a job receives the time of the tick it runs in (what it returns is not used)
Job = Callable[[datetime], Awaitable[object]]


def utcnow() -> datetime:
    """The wall clock, timezone-aware (UTC)."""
    return datetime.now(UTC)


@dataclass
class _Entry:
    name: str
    every: timedelta
    job: Job
    due: datetime


class Scheduler:
    """A small registry of periodic jobs, run one after another on each tick.

    A job that raises is logged and runs again at its next time: one bad job never stops
    the loop. ``poke`` brings a job forward (the outbox after a failed post).
    """

    def __init__(self, now: Callable[[], datetime] = utcnow, *,
                 idle: timedelta = timedelta(seconds=5)) -> None:
        self.now = now
        #: the longest the loop sleeps, so a poke or a new job is seen soon
        self.idle = idle
        self._jobs: dict[str, _Entry] = {}
        self._wake = asyncio.Event()

    def every(self, name: str, seconds: float, job: Job, *, first: datetime | None = None) -> None:
        """Run ``job`` every ``seconds``, first at ``first`` (default: on the next tick)."""
        self._jobs[name] = _Entry(name, timedelta(seconds=seconds), job,
                                  first if first is not None else self.now())
        self._wake.set()

    def jobs(self) -> list[str]:
        """The names of the registered jobs."""
        return list(self._jobs)

    def poke(self, name: str, delay: float = 0.0) -> None:
        """Make a job due within ``delay`` seconds (never later than it already was)."""
        entry = self._jobs.get(name)
        if entry is None:
            return
        entry.due = min(entry.due, self.now() + timedelta(seconds=delay))
        self._wake.set()

    def due_in(self) -> float:
        """Seconds until the next job is due (0 when one is due now)."""
        if not self._jobs:
            return self.idle.total_seconds()
        soonest = min(e.due for e in self._jobs.values())
        return max(0.0, (soonest - self.now()).total_seconds())

    async def tick(self) -> list[str]:
        """Run every job that is due now; return their names."""
        ran = []
        for entry in list(self._jobs.values()):
            now = self.now()
            if entry.due > now:
                continue
            # Schedule the next run before running, so a poke during the job is kept.
            entry.due = now + entry.every
            ran.append(entry.name)
            try:
                await entry.job(now)
            except asyncio.CancelledError:
                raise
            except Exception:
                log.exception("scheduled job %s failed", entry.name)
        return ran

    async def run(self) -> None:
        """Tick forever (until cancelled), sleeping until the next job is due."""
        while True:
            await self.tick()
            self._wake.clear()
            wait = min(self.due_in(), self.idle.total_seconds())
            if wait > 0:
                try:
                    await asyncio.wait_for(self._wake.wait(), timeout=wait)
                except TimeoutError:
                    pass
