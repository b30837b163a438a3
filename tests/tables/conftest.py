"""The tables tests run on every backend under test (SQLite, and PostgreSQL when
``GROVE_TEST_PG`` names a server: ``tests/databases.py``); ``store`` and ``tables`` come
from ``tests/conftest.py``."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from rules import registry
from tests import databases
from tests.tables.helpers import Clock


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
def fake_race(monkeypatch: pytest.MonkeyPatch) -> None:
    """Registers the fast test game ``fake_race`` (tests/tables/fake_race.py) for one test."""
    monkeypatch.setitem(registry.GAMES, "fake_race",
                        registry.Entry("fake_race", "tests.tables.fake_race"))


@pytest.fixture
def clock() -> Clock:
    """The injected clock of the slow-play tests, at ``helpers.T0`` (moved by hand)."""
    return Clock()
