"""One shared process pool for CPU-heavy work (replay frames; the automatic players' Easy and
Strong thinks, through tables/thinking.py's fair queue).

Drawing a hundred pictures in the bot's own process would hold the interpreter lock for
seconds and stall every other interaction; a worker process does not. The pool is made on
first use, sized by ``GROVE_WORKERS`` (default 1: the machines Grove runs on often have two
cores, one for the bot and one for the workers), and its workers are spawned rather than
forked, so they inherit no event loop, database handle or lock of the bot. Work sent here is
a plain module-level function with picklable arguments.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable, Mapping
from concurrent.futures import ProcessPoolExecutor
from typing import Any, TypeVar

T = TypeVar("T")

#: the environment setting that sizes the pool
WORKERS_SETTING = "GROVE_WORKERS"
DEFAULT_WORKERS = 1
#: more would only fight over the cores
MAX_WORKERS = 32

_workers: int | None = None
_pool: ProcessPoolExecutor | None = None


class PoolConfigError(ValueError):
    """``GROVE_WORKERS`` is not a whole number from 1 to ``MAX_WORKERS``."""


def workers_from(env: Mapping[str, str]) -> int:
    """The pool size ``env`` asks for (``GROVE_WORKERS``, default 1)."""
    text = env.get(WORKERS_SETTING, "").strip()
    if not text:
        return DEFAULT_WORKERS
    if not (text.isascii() and text.isdigit()) or not 1 <= int(text) <= MAX_WORKERS:
        raise PoolConfigError(f"{WORKERS_SETTING} must be a whole number from 1 to "
                              f"{MAX_WORKERS}, not {text!r}.")
    return int(text)


def configure(workers: int) -> None:
    """Set the pool size before its first use (the bot's start-up reads its settings)."""
    global _workers
    if not 1 <= workers <= MAX_WORKERS:
        raise PoolConfigError(f"{WORKERS_SETTING}: {workers} is out of range")
    _workers = workers


def size() -> int:
    """How many worker processes the pool has (or will have)."""
    return _workers if _workers is not None else workers_from(os.environ)


def executor() -> ProcessPoolExecutor:
    """The shared pool, made on first use."""
    global _pool
    if _pool is None:
        _pool = ProcessPoolExecutor(max_workers=size(),
                                    mp_context=multiprocessing.get_context("spawn"))
    return _pool


async def run(fn: Callable[..., T], *args: Any) -> T:
    """``fn(*args)`` in a worker process, awaited without blocking the event loop."""
    loop = asyncio.get_running_loop()
    return await loop.run_in_executor(executor(), fn, *args)


def shutdown() -> None:
    """Stop the workers (the bot's close); a later use makes a fresh pool."""
    global _pool
    if _pool is not None:
        _pool.shutdown(wait=True, cancel_futures=True)
        _pool = None
