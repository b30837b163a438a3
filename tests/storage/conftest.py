"""Fixtures for the storage tests: a fresh database file per test."""

from __future__ import annotations

from collections.abc import AsyncIterator
from pathlib import Path

import pytest

from storage import Store


@pytest.fixture
def db_path(tmp_path: Path) -> str:
    return str(tmp_path / "grove.db")


@pytest.fixture
async def store(db_path: str) -> AsyncIterator[Store]:
    s = await Store.open(db_path)
    try:
        yield s
    finally:
        await s.close()
