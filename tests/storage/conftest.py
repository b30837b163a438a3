"""Fixtures for the storage tests: a fresh database per test, on every backend under test
(SQLite, and PostgreSQL when ``GROVE_TEST_PG`` names a server: ``tests/databases.py``)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterator
from pathlib import Path

import pytest

from storage import Store
from tests import databases
from tests.databases import database


@pytest.fixture(autouse=True, params=databases.BACKENDS)
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """The backend this run of the test uses (every test runs on each)."""
    databases.use(request.param)
    try:
        yield request.param
    finally:
        databases.drop_schemas()
        databases.use("sqlite")


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return database(tmp_path)


@pytest.fixture
async def store(db_path: str) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    try:
        yield s
    finally:
        await s.close()
