"""The databases the storage and tables tests run on: an SQLite file, and with
``GROVE_TEST_PG=postgresql://...`` also a schema of its own on that PostgreSQL server.

``database(tmp_path, name)`` gives the address ``Store.open`` takes for the backend the
running test is parametrized with (``use``, set by the ``backend`` fixture of
``tests/storage`` and ``tests/tables``): the same (tmp_path, name) always names the same
database, so a test can reopen it as a restarted process would. ``raw`` reads or edits it
outside the store (SQLite's SQL, translated for PostgreSQL), as a careless admin would.
"""

from __future__ import annotations

import asyncio
import hashlib
import os
import sqlite3
import threading
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit, urlunsplit

#: the PostgreSQL server of the tests (scripts/pg-test-server prints it), or "" for none.
PG_URL = os.environ.get("GROVE_TEST_PG", "").strip()
#: the backends the storage and tables tests run on.
BACKENDS = ["sqlite", "postgresql"] if PG_URL else ["sqlite"]

_current = "sqlite"
_schemas: set[str] = set()


def use(kind: str) -> None:
    """Make ``database`` answer for this backend (the ``backend`` fixture calls it)."""
    global _current
    _current = kind


def current() -> str:
    """The backend the running test uses."""
    return _current


def _on_thread(work: Any) -> Any:
    """Run a coroutine to its end on a thread of its own (tests call this from inside their
    own event loop)."""
    out: dict[str, Any] = {}

    def run() -> None:
        try:
            out["value"] = asyncio.run(work)
        except BaseException as exc:  # handed to the caller
            out["error"] = exc

    thread = threading.Thread(target=run)
    thread.start()
    thread.join()
    if "error" in out:
        raise out["error"]
    return out.get("value")


def _with_schema(schema: str) -> str:
    parts = urlsplit(PG_URL)
    query = (parts.query + "&" if parts.query else "") + urlencode({"search_path": schema})
    return urlunsplit(parts._replace(query=query))


async def _admin(sql: str) -> None:
    import asyncpg

    conn = await asyncpg.connect(PG_URL)
    try:
        await conn.execute(sql)
    finally:
        await conn.close()


def database(tmp_path: Path, name: str = "grove.db") -> str:
    """The address of the test's database ``name``: a file in ``tmp_path`` on SQLite, a
    fresh schema of its own on PostgreSQL (made on first use)."""
    if _current != "postgresql":
        return str(tmp_path / name)
    digest = hashlib.sha1(f"{tmp_path}/{name}".encode()).hexdigest()[:20]
    schema = f"t_{digest}"
    if schema not in _schemas:
        _on_thread(_admin(f"DROP SCHEMA IF EXISTS {schema} CASCADE; CREATE SCHEMA {schema}"))
        _schemas.add(schema)
    return _with_schema(schema)


def drop_schemas() -> None:
    """Drop the schemas made so far (after each test: the server is shared by the run)."""
    if not _schemas:
        return
    names = ", ".join(sorted(_schemas))
    _schemas.clear()
    _on_thread(_admin(f"DROP SCHEMA IF EXISTS {names} CASCADE"))


def is_url(target: str) -> bool:
    """Whether ``target`` is a PostgreSQL database rather than an SQLite file."""
    return target.startswith(("postgresql://", "postgres://"))


def raw(target: str, sql: str, *params: Any) -> list[tuple]:
    """Rows of one statement (SQLite's SQL) run on the database outside any store; a change
    is committed."""
    if not is_url(target):
        conn = sqlite3.connect(target, timeout=5)
        try:
            with conn:
                return conn.execute(sql, params).fetchall()
        finally:
            conn.close()

    async def run() -> list[tuple]:
        import asyncpg

        from storage.dialect import to_postgres

        conn = await asyncpg.connect(target)
        try:
            return [tuple(r) for r in await conn.fetch(to_postgres(sql), *params)]
        finally:
            await conn.close()

    result: list[tuple] = _on_thread(run())
    return result
