"""The one scheduler loop: periodic jobs on an injectable clock.

Every periodic job runs here: the outbox sweep and notice deliveries, lobby expiry, deadlines
and reminders (slow play), the rematch windows (which archive the thread) and the daily
results. Nothing here knows Discord. Tests drive it with a fake ``now`` and call ``tick()``
themselves; the bot runs ``run()`` as one asyncio task.

A job whose work can be long (firing a thousand deadlines after an outage, automatic moves,
their posts) only finds what is due and hands it to a ``JobPool``: a few workers run it in
the background, oldest first, so the loop's ticks stay short.
"""

from __future__ import annotations

import asyncio
import heapq
import itertools
import logging
from collections.abc import Awaitable, Callable, Hashable
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


class JobPool:
    """Background jobs with bounded concurrency, handed out by key, in order.

    ``submit`` queues a job unless its key is queued or running, so a due row handed out by
    one tick is not handed out again by the next while its job runs. At most ``limit`` jobs
    run at once, the smallest ``order`` first (then the first submitted): the oldest due
    deadline first after an outage. A job that raises is logged with its label and never
    stops the others; what it did not commit stays due for the next tick.
    """

    def __init__(self, name: str, limit: int) -> None:
        if limit < 1:
            raise ValueError(f"{name}: a pool needs at least one worker, not {limit}")
        self.name = name
        self.limit = limit
        self._queue: list[tuple[str, int, Hashable, str, Callable[[], Awaitable[object]]]] = []
        self._seq = itertools.count()
        #: keys queued or running
        self._keys: set[Hashable] = set()
        #: keys whose job ended since the last ``begin_read``: a read that started before
        #: their commit may still show their row as due
        self._settled: set[Hashable] = set()
        self._workers: set[asyncio.Task[None]] = set()
        #: workers still taking jobs (a finished task leaves ``_workers`` only a little later)
        self._active = 0
        self._running = 0

    @property
    def queued(self) -> int:
        """Jobs waiting for a worker."""
        return len(self._queue)

    @property
    def running(self) -> int:
        """Jobs running now."""
        return self._running

    def busy(self, key: Hashable) -> bool:
        """Whether a job of this key is queued or running (or ended during this read)."""
        return key in self._keys or key in self._settled

    def begin_read(self) -> None:
        """Say a read of due work begins: jobs that ended before it committed before it, so
        a row they leave due (their job failed) may be handed out again."""
        self._settled.clear()

    def submit(self, key: Hashable, job: Callable[[], Awaitable[object]], *, label: str,
               order: str = "", current: bool = False) -> bool:
        """Queue ``job`` (called when a worker takes it) unless ``key`` is busy; returns
        whether it was queued. Never waits: a worker starts if fewer than ``limit`` run.

        ``current``: the caller asks from what it knows now, not from a read of due work
        that may predate a job's commit, so only a queued or running job of ``key`` stops it.
        """
        if key in self._keys or (not current and key in self._settled):
            return False
        self._keys.add(key)
        heapq.heappush(self._queue, (order, next(self._seq), key, label, job))
        if self._active < self.limit:
            self._active += 1
            task = asyncio.get_running_loop().create_task(self._work())
            self._workers.add(task)
            task.add_done_callback(self._workers.discard)
        return True

    async def _work(self) -> None:
        try:
            while self._queue:
                _, _, key, label, job = heapq.heappop(self._queue)
                self._running += 1
                try:
                    await job()
                except asyncio.CancelledError:
                    raise
                except Exception:
                    log.exception("%s: %s failed", self.name, label)
                finally:
                    self._running -= 1
                    self._keys.discard(key)
                    self._settled.add(key)
        finally:
            # No await between the empty queue and this: a submit then starts a new worker.
            self._active -= 1

    async def drain(self) -> None:
        """Wait until every queued and running job has ended (tests, benches, shutdown)."""
        while self._workers:
            await asyncio.gather(*list(self._workers), return_exceptions=True)

    async def close(self) -> None:
        """Drop the queued jobs (their rows stay due for the next start) and wait for the
        running ones."""
        for _, _, key, _, _ in self._queue:
            self._keys.discard(key)
        self._queue.clear()
        await self.drain()
