"""The tables tests run on every backend under test (SQLite, and PostgreSQL when
``GROVE_TEST_PG`` names a server: ``tests/databases.py``); ``store`` and ``tables`` come
from ``tests/conftest.py``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from tests import databases


@pytest.fixture(autouse=True, params=databases.BACKENDS)
def backend(request: pytest.FixtureRequest) -> Iterator[str]:
    """The backend this run of the test uses (every test runs on each)."""
    databases.use(request.param)
    try:
        yield request.param
    finally:
        databases.drop_schemas()
        databases.use("sqlite")
