"""Shared fixtures: a real temporary SQLite store and the table service over it."""

from __future__ import annotations

import pytest

from storage import Store
from tables import Tables
from tests.databases import database


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Leave out the PostgreSQL runs of tests marked ``sqlite_only`` (an SQLite file's own
    guard, WAL, backup API and rescue: nothing of theirs exists on a database server), and
    the SQLite runs of tests marked ``postgresql_only``."""
    keep, drop = [], []
    for item in items:
        backend = getattr(getattr(item, "callspec", None), "params", {}).get("backend")
        if (backend == "postgresql" and item.get_closest_marker("sqlite_only")) or (
                backend == "sqlite" and item.get_closest_marker("postgresql_only")):
            drop.append(item)
        else:
            keep.append(item)
    if drop:
        config.hook.pytest_deselected(items=drop)
        items[:] = keep


@pytest.fixture
async def store(tmp_path):
    """A fresh database file in a temporary folder."""
    st = await Store.open(database(tmp_path))
    yield st
    await st.close()


@pytest.fixture
async def tables(store):
    """The table service over the temporary store."""
    return Tables(store)
