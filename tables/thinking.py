"""The automatic player's think time, off the event loop and fair per server.

Easy and Strong moves search (up to 2 s of CPU for a Strong move): run on the event loop
they would stall every interaction of every server. They run in the shared process pool
(``tables/pool.py``) instead, through one queue that takes the servers in turn (round
robin over guild ids) and keeps at most as many thinks running as the pool has workers:
a server with fifty bot games waiting gets one think, then the next server gets one,
so no server's games wait behind another's. Normal is ``auto_move``, fast by contract
(0.2 s at p95): it is played inline, under the table's lock, as before levels.

The think works on a snapshot of the table taken without its lock (``Tables.auto_step``):
the lock is taken only to save, and only if the table's version is still the snapshot's.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict, deque
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

from rules import levels, registry
from rules.protocol import AnyGame
from tables import pool

log = logging.getLogger(__name__)

#: runs ``fn(*args)`` somewhere and awaits it (``pool.run``; tests give an in-process one)
Runner = Callable[..., Awaitable[Any]]


def think(game_id: str, state: Any, seat: int, level: str, effort: float = 1.0) -> str:
    """The move of ``seat`` at ``level`` as canonical notation: a plain module-level
    function, so a worker process can run it (``state`` is the game's ``to_json``)."""
    game = registry.get(game_id)
    return str(game.bot_move(game.from_json(state), seat, level, effort))


def thinks_apart(game: AnyGame, level: str) -> bool:
    """Whether a move of ``game`` at ``level`` is thought in the pool (a searching level),
    rather than inline (Normal, or a game whose levels all play ``auto_move``)."""
    return level != levels.NORMAL and game.level_move is not None


#: how many of the latest jobs' servers ``FairQueue.started`` keeps
STARTED_KEPT = 1000


@dataclass
class _Job:
    fn: Callable[..., Any]
    args: tuple[Any, ...]
    done: asyncio.Future[Any] = field(repr=False)


class FairQueue:
    """Work sent to ``run`` (the pool) at most ``slots`` at a time, the waiting work taken
    from the servers in turn: each server's own work in its order, one piece per server
    per round."""

    def __init__(self, run: Runner, slots: int) -> None:
        if slots < 1:
            raise ValueError("a fair queue needs at least one slot")
        self._run = run
        self.slots = slots
        #: per server, its waiting jobs, in the order the servers came
        self._waiting: OrderedDict[int, deque[_Job]] = OrderedDict()
        #: per server, when its last job started (the count of jobs started by then); one
        #: number per server ever served
        self._served: dict[int, int] = {}
        self._count = 0
        self.running = 0
        #: the servers of the latest jobs, in the order they started (tests and the bench
        #: read it; bounded: a bot runs for months)
        self.started: deque[int] = deque(maxlen=STARTED_KEPT)

    @property
    def waiting(self) -> int:
        """How many jobs wait for a slot."""
        return sum(len(q) for q in self._waiting.values())

    async def submit(self, guild_id: int | None, fn: Callable[..., Any], *args: Any) -> Any:
        """``fn(*args)`` run by the queue's runner in this server's turn; awaited."""
        done: asyncio.Future[Any] = asyncio.get_running_loop().create_future()
        self._waiting.setdefault(guild_id or 0, deque()).append(_Job(fn, args, done))
        self._pump()
        return await done

    def _next(self) -> tuple[int, _Job] | None:
        while self._waiting:
            # The waiting server served longest ago (never: first), in the order servers
            # came: a server that just had its turn waits behind every other one, even if
            # its next job came first.
            guild = min(self._waiting, key=lambda g: self._served.get(g, -1))
            jobs = self._waiting[guild]
            job = jobs.popleft()
            if not jobs:
                del self._waiting[guild]
            if not job.done.done():  # a caller that gave up (cancelled) is skipped
                self._served[guild] = self._count
                return guild, job
        return None

    def _pump(self) -> None:
        while self.running < self.slots:
            picked = self._next()
            if picked is None:
                return
            guild, job = picked
            self.running += 1
            self._count += 1
            self.started.append(guild)
            asyncio.get_running_loop().create_task(self._go(job))

    async def _go(self, job: _Job) -> None:
        try:
            result = await self._run(job.fn, *job.args)
        except BaseException as exc:  # handed to the caller, who decides
            if not job.done.done():
                job.done.set_exception(exc)
        else:
            if not job.done.done():
                job.done.set_result(result)
        finally:
            self.running -= 1
            self._pump()


class Thinker:
    """Where a table's automatic seats think: Easy and Strong in the fair queue over the
    process pool, Normal inline."""

    def __init__(self, run: Runner | None = None, slots: int | None = None,
                 fn: Callable[..., str] = think) -> None:
        self.queue = FairQueue(run or pool.run, slots or pool.size())
        #: what runs in the pool (``think``; a benchmark may give a stand-in)
        self.fn = fn

    async def move(self, guild_id: int | None, game: AnyGame, state: Any, seat: int,
                   level: str) -> str:
        """The move of ``seat`` at ``level`` (canonical notation), thought in this server's
        turn; ``state`` is the game's parsed state (sent as its JSON)."""
        return str(await self.queue.submit(guild_id, self.fn, game.id, game.to_json(state),
                                           seat, level))


async def inline(fn: Callable[..., Any], *args: Any) -> Any:
    """A runner that calls ``fn`` right here (tests: no process to spawn)."""
    return fn(*args)
