"""The base of every storage area: how an area reaches its backend.

An area (``tables_seats``, ``movelog``, ...) is a mixin of ``Store`` holding the methods on
one kind of row. Areas read with ``_fetchall``/``_fetchone`` and write inside ``unit()``;
both go to the ``Backend`` (``backend.py``), never to a driver, and both pass storage's own
errors through the translation the store's user installed (``Store.translate_errors``).
"""

from __future__ import annotations

from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from typing import TypeVar

from .backend import Backend, Handle, Params, Row, Written
from .errors import StorageError

#: turns a storage error into the caller's own (None: raise it as it is).
Translate = Callable[[StorageError], BaseException | None]
T = TypeVar("T")


class Area:
    """What every area mixin shares: the backend, and the translation of its errors."""

    #: the database this store works on.
    db: Backend
    #: installed by the store's user (``tables/``), None: storage errors as they are.
    _translate: Translate | None = None

    @asynccontextmanager
    async def unit(self) -> AsyncIterator[Handle]:
        """One unit of work: a whole write transaction. Statements run on the handle commit
        together when the block ends; any exception rolls every one of them back."""
        try:
            async with self.db.unit() as tx:
                yield tx
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def transaction(self, body: Callable[[Handle], Awaitable[T]]) -> T:
        """``body(tx)`` as one unit of work in one trip to the database (the backend's
        ``transaction``); ``body`` may await only the handle's statements."""
        try:
            return await self.db.transaction(body)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def _write(self, sql: str, params: Params = ()) -> Written:
        """One writing statement as a unit of its own."""
        try:
            return await self.db.write(sql, params)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def _fetchall(self, sql: str, params: Params = ()) -> list[Row]:
        """A read outside any unit (committed rows only)."""
        try:
            return await self.db.fetchall(sql, params)
        except StorageError as exc:
            self._raise_translated(exc)
            raise

    async def _fetchone(self, sql: str, params: Params = ()) -> Row | None:
        """The first row of a read, or None."""
        rows = await self._fetchall(sql, params)
        return rows[0] if rows else None

    def _raise_translated(self, exc: StorageError) -> None:
        """Raise the caller's own error for ``exc`` if the translation has one; else return,
        and the caller re-raises ``exc`` unchanged."""
        other = None if self._translate is None else self._translate(exc)
        if other is not None:
            raise other from exc
