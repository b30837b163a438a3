"""Fixtures every cog test shares: a fake guild over the test's table service, and the game
cog (its bot is never used: the callbacks are called directly); for the slow-play tests, an
injected clock and a guild whose client runs slow play."""

from __future__ import annotations

from unittest.mock import MagicMock

import pytest

from cogs.games import GameCog
from cogs.slowplay import DiscordNotifier
from tables.slowplay import SlowPlay
from tests.cogs.fakes import World
from tests.tables.helpers import Clock


@pytest.fixture
def world(tables):
    return World(tables)


@pytest.fixture
def cog():
    return GameCog(MagicMock())


@pytest.fixture
def clock(tables):
    """The table service's clock, moved by hand (``clock.at``)."""
    now = Clock()
    tables.now = now
    return now


@pytest.fixture
def slow_world(tables, clock):
    """A fake guild whose client runs slow play (deadlines, reminders) on ``clock``."""
    w = World(tables)
    w.client.slowplay = SlowPlay(tables, DiscordNotifier(w.client))
    return w
