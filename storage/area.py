"""The base of every storage area: how an area reaches its backend.

An area (``tables_seats``, ``movelog``, ...) is a mixin of ``Store`` holding the methods on
one kind of row. Areas read with ``_fetchall``/``_fetchone`` and write inside ``unit()``;
both go to the ``Backend`` (``backend.py``), never to a driver, and both pass storage's own
errors through the translation the store's user installed (``Store.translate_errors``).

Units nest: inside ``async with store.unit():`` every write of the same task and store joins
that one transaction (and reads see its rows), so a multi-step action (a rematch: create,
seat, start, link) made of ordinary store calls commits as one or not at all.
"""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from contextvars import ContextVar
from typing import TypeVar

from .backend import Backend, Handle, Params, Row, Written
from .errors import StorageError

#: turns a storage error into the caller's own (None: raise it as it is).
Translate = Callable[[StorageError], BaseException | None]
T = TypeVar("T")

#: the unit open in this context: (task, backend, handle). A task started inside a unit
#: inherits the variable, hence the task: only the one that opened it joins it.
_OPEN: ContextVar[tuple[asyncio.Task | None, Backend, Handle] | None] = ContextVar(
    "grove_open_unit", default=None)


def _current_task() -> asyncio.Task | None:
    try:
        return asyncio.current_task()
    except RuntimeError:
        return None


class Area:
    """What every area mixin shares: the backend, and the translation of its errors."""

    #: the database this store works on.
    db: Backend
    #: installed by the store's user (``tables/``), None: storage errors as they are.
    _translate: Translate | None = None

    @asynccontextmanager
    async def unit(self) -> AsyncIterator[Handle]:
        """One unit of work: a whole write transaction. Statements run on the handle commit
        together when the block ends; any exception rolls every one of them back. Inside an
        open unit of the same task and database, it joins that unit instead (the outer one
        commits or rolls back everything)."""
        joined = self._joined()
        if joined is not None:
            yield joined
            return
        try:
            async with self.db.unit() as tx:
                token = _OPEN.set((_current_task(), self.db, tx))
                try:
                    yield tx
                finally:
                    _OPEN.reset(token)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def transaction(self, body: Callable[[Handle], Awaitable[T]]) -> T:
        """``body(tx)`` as one unit of work in one trip to the database (the backend's
        ``transaction``); ``body`` may await only the handle's statements. Inside an open unit
        of this task it joins that unit instead (the backend's lock is held by it)."""
        try:
            joined = self._joined()
            if joined is not None:
                return await body(joined)
            return await self.db.transaction(body)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def _write(self, sql: str, params: Params = ()) -> Written:
        """One writing statement as a unit of its own (or in the open unit of this task)."""
        try:
            joined = self._joined()
            if joined is not None:
                return await joined.execute(sql, params)
            return await self.db.write(sql, params)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """A read outside any unit (committed rows only); inside an open unit of this task,
        a read in it (it sees the unit's own rows, and waits for nothing)."""
        try:
            joined = self._joined()
            if joined is not None:
                return await joined.fetchall(sql, params)
            return await self.db.fetchall(sql, params)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a read, or None."""
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    def _dialect(self, sqlite: str, postgresql: str) -> str:
        """The statement of this store's dialect, where the two differ in meaning (kept
        side by side in the area; the mechanical differences are ``dialect``'s)."""
        return postgresql if self.db.dialect == "postgresql" else sqlite

    def _joined(self) -> Handle | None:
        """The handle of the unit this task has open on this database, if any."""
        current = _OPEN.get()
        if current is None:
            return None
        task, db, handle = current
        return handle if db is self.db and task is _current_task() else None

    def _raise_translated(self, exc: StorageError) -> None:
        """Raise the caller's own error for ``exc`` if the translation has one; else return,
        and the caller re-raises ``exc`` unchanged."""
        other = None if self._translate is None else self._translate(exc)
        if other is not None:
            raise other from exc
