"""bot.py and GROVE_SHARDS: read strictly, given to discord.py's AutoShardedBot, claimed in
the database at start (another count refused), changed by ``bot.py shards COUNT``."""

from __future__ import annotations

from unittest.mock import AsyncMock

import pytest

from bot import Config, ConfigError, GroveBot, load_config, main
from storage import ShardCountChanged, ShardsInUse, Store
from storage.shards import SHARD_COUNT_KEY
from tables.shards import Shards


def test_a_bad_grove_shards_stops_the_start_with_one_line():
    with pytest.raises(ConfigError) as caught:
        load_config({"DISCORD_TOKEN": "x", "GROVE_SHARDS": "0-2/2"})
    assert "GROVE_SHARDS" in str(caught.value) and "\n" not in str(caught.value)
    assert load_config({"DISCORD_TOKEN": "x", "GROVE_SHARDS": "1-1/2"}).shards == \
        Shards.span(1, 1, 2)
    assert load_config({"DISCORD_TOKEN": "x"}).shards == Shards.everything()


def test_the_gateway_runs_the_named_shards_or_what_discord_recommends():
    named = GroveBot(Config(token="x", shards=Shards.span(2, 3, 4)))
    assert (named.shard_ids, named.shard_count) == ([2, 3], 4)
    assert named.ownership == Shards.span(2, 3, 4)
    every = GroveBot(Config(token="x"))
    assert (every.shard_ids, every.shard_count) == (None, None)


async def test_the_start_claims_the_shards_and_refuses_another_count(tmp_path):
    path = str(tmp_path / "g.db")
    bot = GroveBot(Config(token="x", db_path=path))
    bot.tree.sync = AsyncMock(return_value=[])
    await bot.setup_hook()
    assert await bot.store.get_meta(SHARD_COUNT_KEY) == "1"
    await bot.close()
    other = GroveBot(Config(token="x", db_path=path, shards=Shards.span(0, 1, 2)))
    other.tree.sync = AsyncMock(return_value=[])
    try:
        with pytest.raises(ShardCountChanged):
            await other.setup_hook()
        assert other.outbox is None  # refused before any work was set up
    finally:
        await other.close()


async def test_sqlite_refuses_a_process_for_some_shards_only(tmp_path):
    path = str(tmp_path / "g.db")
    store = await Store.open(path)
    await store.claim_shards(range(2), 2, change_count=True)
    await store.close()
    bot = GroveBot(Config(token="x", db_path=path, shards=Shards.span(0, 0, 2)))
    try:
        with pytest.raises(ShardsInUse):
            await bot.setup_hook()
    finally:
        await bot.close()


def test_bot_py_shards_sets_the_count(tmp_path, monkeypatch, capsys):
    path = str(tmp_path / "g.db")
    monkeypatch.setenv("GROVE_DB", path)
    monkeypatch.chdir(tmp_path)
    assert main(["shards", "4"]) == 0
    assert "4 shards" in capsys.readouterr().out
    assert main(["shards", "0"]) == 1
    assert "at least 1" in capsys.readouterr().err
