"""Shared fixtures: a real temporary SQLite store and the table service over it."""

from __future__ import annotations

import pytest

from storage import Store
from tables import Tables


@pytest.fixture
async def store(tmp_path):
    """A fresh database file in a temporary folder."""
    st = await Store.open(str(tmp_path / "grove.db"))
    yield st
    await st.close()


@pytest.fixture
async def tables(store):
    """The table service over the temporary store."""
    return Tables(store)
