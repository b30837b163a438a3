"""Start-up: configuration, the missing-token message, and command sync only on change."""

from __future__ import annotations

import asyncio
import gc
import os
import subprocess
import sys
from pathlib import Path
from unittest.mock import AsyncMock

import pytest

from bot import Config, ConfigError, GroveBot, load_config
from storage import Store
from tables import collector

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def _unsettled():
    # setup_hook settles the collector (freezing survivors from then on): not for the
    # tests that run after these in this process
    yield
    collector.unsettle()


def test_missing_token_prints_one_line_and_exits_1(tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "DISCORD_TOKEN"}
    # run from an empty folder so no .env is picked up
    proc = subprocess.run([sys.executable, str(ROOT / "bot.py")], cwd=tmp_path, env=env,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 1
    lines = (proc.stdout + proc.stderr).strip().splitlines()
    assert len(lines) == 1 and "DISCORD_TOKEN" in lines[0]
    assert "Traceback" not in proc.stderr


def test_config_defaults_and_values():
    cfg = load_config({"DISCORD_TOKEN": "abc"})
    assert cfg == Config(token="abc", db_path="./grove.db", dev_guild=None, log_level="INFO")
    cfg = load_config({"DISCORD_TOKEN": "abc", "GROVE_DB": "/x/g.db",
                       "GROVE_DEV_GUILD": "123", "GROVE_LOG_LEVEL": "debug"})
    assert (cfg.db_path, cfg.dev_guild, cfg.log_level) == ("/x/g.db", 123, "DEBUG")


@pytest.mark.parametrize("env", [{"DISCORD_TOKEN": "  "},
                                 {"DISCORD_TOKEN": "a", "GROVE_DEV_GUILD": "abc"},
                                 {"DISCORD_TOKEN": "a", "GROVE_LOG_LEVEL": "LOUD"}])
def test_bad_config_is_one_clear_error(env):
    with pytest.raises(ConfigError):
        load_config(env)


def test_dotenv_file_is_read(tmp_path, monkeypatch):
    (tmp_path / ".env").write_text("DISCORD_TOKEN=from-file\nGROVE_DB=here.db\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("DISCORD_TOKEN", raising=False)
    monkeypatch.delenv("GROVE_DB", raising=False)
    cfg = load_config()
    assert cfg.token == "from-file" and cfg.db_path == "here.db"


async def _bot(tmp_path, force=False, guild=None):
    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db"), dev_guild=guild),
                   force_sync=force)
    bot.store = await Store.open(bot.config.db_path)
    await bot.load_extension("cogs.games")
    bot.tree.sync = AsyncMock(return_value=[])
    return bot


async def test_sync_on_first_start_then_only_on_change_or_flag(tmp_path):
    bot = await _bot(tmp_path)
    assert await bot.sync_commands() is True
    assert await bot.sync_commands() is False
    bot.tree.sync.assert_awaited_once()
    await bot.store.close()

    # a restart with the same tree does not sync; --sync does
    bot = await _bot(tmp_path)
    assert await bot.sync_commands() is False
    await bot.store.close()
    bot = await _bot(tmp_path, force=True)
    assert await bot.sync_commands() is True
    # a changed tree syncs again
    bot.force_sync = False
    bot.tree.get_command("game").get_command("mine").description = "changed"
    assert await bot.sync_commands() is True
    await bot.store.close()


async def test_dev_guild_syncs_to_that_guild(tmp_path):
    bot = await _bot(tmp_path, guild=42)
    assert await bot.sync_commands() is True
    guild = bot.tree.sync.await_args.kwargs["guild"]
    assert guild.id == 42
    await bot.store.close()


async def test_close_closes_the_database(tmp_path):
    bot = await _bot(tmp_path)
    store = bot.store
    await bot.close()
    assert bot.store is None
    with pytest.raises(ValueError):
        await store.get_meta("x")


async def test_every_command_and_option_has_a_description(tmp_path):
    bot = await _bot(tmp_path)
    found = []

    def walk(node, path):
        assert node.get("description") not in (None, "", "…"), f"{path} has no description"
        found.append(path)
        for option in node.get("options", []):
            walk(option, f"{path} {option['name']}")

    for command in bot.tree.get_commands():
        walk(command.to_dict(bot.tree), command.name)
    await bot.store.close()
    assert "game new game" in found and "move notation" in found
    # every game option of every registered game is a named option of /game new
    from rules import registry

    for game in registry.all_games():
        for option in game.INFO.options:
            assert f"game new {option.name}" in found


async def test_setup_hook_opens_everything_and_sigterm_closes_cleanly(tmp_path):
    import asyncio
    import signal

    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db")))
    bot.tree.sync = AsyncMock(return_value=[])
    loop = asyncio.get_running_loop()
    try:
        await bot.setup_hook()
        assert bot.tables is not None and bot.tree.get_command("move") is not None
        # the outbox's sweep, its rematch windows and live boards, the lobby expiry (7 days)
        # and slow play's deadlines are the scheduler's jobs, each due at once (the start-up
        # sweep; deadlines that fell due while the bot was down), the daily digest too
        assert bot.outbox is not None and \
            bot.scheduler.jobs() == ["outbox", "rematch_windows", "live_boards",
                                     "lobby_expiry", "deadlines", "daily_results",
                                     "daily_digest"]
        assert bot.digest is not None and bot.digest.store is bot.store
        assert bot.slowplay is not None and bot.slowplay.tables is bot.tables
        assert bot.scheduler.due_in() == 0
        bot.tree.sync.assert_awaited_once()
        # start-up is frozen out of the collector, and so are later full collections' survivors
        assert gc.get_freeze_count() > 0
        assert any(isinstance(c, collector.Refreezer) for c in gc.callbacks)
        os.kill(os.getpid(), signal.SIGTERM)
        for _ in range(50):
            if bot.store is None:
                break
            await asyncio.sleep(0.02)
        assert bot.store is None
    finally:
        loop.remove_signal_handler(signal.SIGTERM)


async def test_setup_hook_watches_the_database_until_close(tmp_path):
    bot = GroveBot(Config(token="x", db_path=str(tmp_path / "g.db")))
    bot.tree.sync = AsyncMock(return_value=[])
    await bot.setup_hook()
    task = bot._watch_task
    assert task is not None and not task.done()
    assert bot.store.watch.path == str(tmp_path / "g.db")
    await bot.close()
    await asyncio.sleep(0)
    assert task.done() and bot._watch_task is None


def test_backup_of_a_postgresql_database_says_to_use_pg_dump(tmp_path, capsys):
    from bot import run_backup

    # No server is reached: the URL alone says the backup is PostgreSQL's own.
    assert run_backup("postgresql://grove@/grove?host=/nowhere", str(tmp_path)) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "pg_dump" in err[0]
    assert list(tmp_path.iterdir()) == []  # nothing written
