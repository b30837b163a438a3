"""Fixtures every cog test shares: a fake guild over the test's table service, and the game
cog (its bot is never used: the callbacks are called directly)."""

from __future__ import annotations

from unittest.mock import MagicMock

import pytest

from cogs.games import GameCog
from tests.cogs.fakes import World


@pytest.fixture
def world(tables):
    return World(tables)


@pytest.fixture
def cog():
    return GameCog(MagicMock())
