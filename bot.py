"""Grove start-up: configuration, logging, database, extensions and command sync.

Run ``python bot.py`` (``--sync`` forces a command sync). Configuration comes from the
environment or a ``.env`` file: ``DISCORD_TOKEN`` (required), ``GROVE_DB`` (an SQLite
file, default ``./grove.db``, or a ``postgresql://`` URL), ``GROVE_DEV_GUILD`` (sync
commands to one server instantly) and ``GROVE_LOG_LEVEL`` (default ``INFO``). On SQLite
one bot process per database: a second one is refused at start (an advisory lock on
``<db>.lock``); on PostgreSQL several, each claiming its shards (below).

``GROVE_SHARDS=<first>-<last>/<count>`` runs one process for those Discord shards; it owns
the tables of their servers and the direct-message work of their users (tables/shards.py).
Without it one process runs every shard Discord recommends. The shards are claimed in the
database at start: a second process for a shard already running, or a count other than the
one the database was set up with, is refused with one line (``python bot.py shards COUNT``
changes the count while no process runs). Several processes need a database server
(PostgreSQL); SQLite's one process must run every shard.

For whoever runs the bot, without a token: ``python bot.py repair TABLE`` rebuilds a table
from its seed and move log, ``python bot.py backup PATH`` copies the database safely
while the bot runs, and ``python bot.py import FILE --guild ID --channel ID`` reads a game
record back into a finished table of that server (docs/records.md).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import logging
import os
import signal
import sys
from dataclasses import dataclass
from pathlib import Path

import discord
from discord.ext import commands
from dotenv import dotenv_values

from cogs import daily
from cogs.digest import DiscordDigestPoster
from cogs.poster import DiscordPoster
from cogs.slowplay import DiscordNotifier
from cogs.translator import CatalogTranslator, payload_problems
from i18n import t
from rules.errors import GroveError
from storage import (
    DatabaseInUse,
    ShardCountChanged,
    ShardsInUse,
    StorageError,
    Store,
    lock_database,
)
from storage.backup import backup
from storage.postgres import is_postgres_url
from tables import Tables, collector, pool
from tables.digest import DIGEST_EVERY, DIGEST_JOB, DailyDigest
from tables.outbox import Outbox
from tables.records import import_record
from tables.repair import RepairReport, repair
from tables.scheduler import Scheduler
from tables.service import LOBBY_EXPIRY_EVERY, LOBBY_EXPIRY_JOB, lobby_expiry_job
from tables.shards import Shards, ShardsConfigError, shards_from
from tables.slowplay import DEADLINES, TICK_EVERY, SlowPlay
from tables.stats import rate as stats_rater

log = logging.getLogger("grove")

EXTENSIONS = ("cogs.games", "cogs.settings", "cogs.stats")
#: Never @everyone or a role, whatever a display name or text holds; a post that pings
#: players says so itself (each post allows exactly the users it means to ping).
DEFAULT_MENTIONS = discord.AllowedMentions(everyone=False, roles=False, users=True,
                                           replied_user=False)
SYNC_HASH_KEY = "command_tree_hash"


@dataclass(frozen=True)
class Config:
    """Settings read once at start-up."""

    token: str
    db_path: str = "./grove.db"
    dev_guild: int | None = None
    log_level: str = "INFO"
    #: worker processes of the shared pool (``GROVE_WORKERS``)
    workers: int = pool.DEFAULT_WORKERS
    #: the Discord shards this process runs (``GROVE_SHARDS``; default every shard)
    shards: Shards = Shards.everything()


class ConfigError(Exception):
    """The configuration cannot start the bot; the message is one line for the operator."""


def _environment() -> dict[str, str]:
    """The environment plus ``./.env``; the environment wins, os.environ is left untouched."""
    return {**{k: v for k, v in dotenv_values(Path.cwd() / ".env").items() if v is not None},
            **os.environ}


def database_path(env: dict[str, str] | None = None) -> str:
    """``GROVE_DB`` (default ``./grove.db``); needs no token, for ``repair`` and ``backup``."""
    env = _environment() if env is None else env
    return env.get("GROVE_DB", "").strip() or "./grove.db"


def load_config(env: dict[str, str] | None = None) -> Config:
    """Read the configuration from ``env`` (default: the environment plus ``./.env``)."""
    if env is None:
        env = _environment()
    token = env.get("DISCORD_TOKEN", "").strip()
    if not token:
        raise ConfigError("DISCORD_TOKEN is not set: put your bot token in the environment or "
                          "in a .env file (see README).")
    guild = env.get("GROVE_DEV_GUILD", "").strip()
    if guild and not guild.isdigit():
        raise ConfigError(f"GROVE_DEV_GUILD must be a server id (digits), not {guild!r}.")
    level = env.get("GROVE_LOG_LEVEL", "INFO").strip().upper() or "INFO"
    if level not in logging.getLevelNamesMapping():
        raise ConfigError(f"GROVE_LOG_LEVEL {level!r} is not a logging level (try INFO).")
    try:
        workers = pool.workers_from(env)
    except pool.PoolConfigError as exc:
        raise ConfigError(str(exc)) from None
    try:
        shards = shards_from(env)
    except ShardsConfigError as exc:
        raise ConfigError(str(exc)) from None
    return Config(token=token, db_path=database_path(env),
                  dev_guild=int(guild) if guild else None, log_level=level, workers=workers,
                  shards=shards)


async def tree_payload(tree: discord.app_commands.CommandTree,
                       guild: discord.abc.Snowflake | None) -> list[dict]:
    """What a sync sends to Discord: every command, with its localizations when the tree
    has a translator (as ``CommandTree.sync`` builds it)."""
    commands_ = tree.get_commands(guild=guild)
    translator = tree.translator
    if translator is None:
        return [cmd.to_dict(tree) for cmd in commands_]
    return [await cmd.get_translated_payload(tree, translator) for cmd in commands_]


async def tree_hash(tree: discord.app_commands.CommandTree,
                    guild: discord.abc.Snowflake | None) -> str:
    """A stable hash of the command tree's payload, localizations included: a change in a
    command or in one of its translations means a sync is due."""
    payload = await tree_payload(tree, guild)
    blob = json.dumps(payload, sort_keys=True, default=str).encode()
    return hashlib.sha256(blob).hexdigest()


class GroveBot(commands.AutoShardedBot):
    """The bot: one database, one table service, the game extensions, and the Discord
    shards of ``config.shards`` (all of them when it names none)."""

    def __init__(self, config: Config, force_sync: bool = False) -> None:
        intents = discord.Intents.default()
        # Grove has no voice: discord.py would warn at start-up that PyNaCl and davey (its
        # voice libraries) are missing. They are not needed, so the warnings are switched off.
        discord.VoiceClient.warn_nacl = False
        discord.VoiceClient.warn_dave = False
        shard_ids, shard_count = config.shards.gateway()
        super().__init__(command_prefix=commands.when_mentioned, intents=intents,
                         help_command=None, allowed_mentions=DEFAULT_MENTIONS,
                         shard_ids=shard_ids, shard_count=shard_count)
        self.config = config
        #: the servers' tables and the users' direct messages this process owns (not
        #: ``shards``: discord.py's own attribute, the gateway connections)
        self.ownership = config.shards
        self.force_sync = force_sync
        self.store: Store | None = None
        self.tables: Tables | None = None
        self._watch_task: asyncio.Task[None] | None = None
        self.outbox: Outbox | None = None
        #: the one scheduler loop: the outbox sweep, clocks, reminders and idle closes
        self.scheduler = Scheduler()
        self._scheduler_task: asyncio.Task | None = None
        #: slow play: deadlines fired by the scheduler, automatic seats, timeout answers
        self.slowplay: SlowPlay | None = None
        #: the daily digest by direct message (``/settings digest``)
        self.digest: DailyDigest | None = None

    async def setup_hook(self) -> None:
        """Open the database, load extensions, sync commands when they changed, and start
        the scheduler (its first sweep posts whatever was saved but never announced)."""
        # With the rater: standings a migration marked for a replay are rebuilt now.
        self.store = await Store.open(self.config.db_path, rater=stats_rater)
        # Before any work: a second process for these shards, or another count, stops here.
        ownership = self.ownership
        await self.store.claim_shards(sorted(ownership.ids), ownership.count)
        log.info("running %s", ownership)
        pool.configure(self.config.workers)
        # Deadlines are written and fired on the scheduler's clock.
        self.tables = Tables(self.store, now=self.scheduler.now)
        if self.store.watch is not None:
            # Every statement checks the file too; the timer notices it while nobody plays.
            self._watch_task = asyncio.create_task(self.store.watch_file())
        self.outbox = Outbox(self.tables, DiscordPoster(self), self.scheduler,
                             shards=ownership)
        # Lobbies nobody started close after 7 days (also checked whenever one is used).
        self.scheduler.every(LOBBY_EXPIRY_JOB, LOBBY_EXPIRY_EVERY,
                             lobby_expiry_job(self.tables, self.outbox.announce, ownership))
        self.slowplay = SlowPlay(self.tables, DiscordNotifier(self), shards=ownership)
        self.scheduler.every(DEADLINES, TICK_EVERY, self.slowplay.tick)
        # the daily deal's results, posted in their channels once their day has ended
        self.scheduler.every(daily.DAILY_JOB, daily.DAILY_EVERY,
                             lambda now: daily.post_daily_results(self, now, ownership))
        # one direct message a day per player who chose it, at their hour
        outbox = self.outbox
        self.digest = DailyDigest(self.store, DiscordDigestPoster(self),
                                  told=lambda table_id: outbox.notices.deliver(table_id),
                                  shards=ownership)
        self.scheduler.every(DIGEST_JOB, DIGEST_EVERY, self.digest.tick)
        self._scheduler_task = asyncio.create_task(self._run_scheduler())
        # Service managers stop the bot with SIGTERM: close as cleanly as on Ctrl-C.
        with contextlib.suppress(NotImplementedError, RuntimeError):
            asyncio.get_running_loop().add_signal_handler(
                signal.SIGTERM, lambda: asyncio.ensure_future(self.close()))
        for ext in EXTENSIONS:
            await self.load_extension(ext)
        # Everything loaded so far (modules, catalogs, fonts, the renderers' preload) lives
        # as long as the bot: moved out of the collector's reach, so a full collection no
        # longer walks it (those pauses were 130-330 ms every ~100 moves); so are the
        # survivors of later full collections (caches filled while playing).
        collector.settle()
        await self.sync_commands()

    async def install_translator(self) -> None:
        """Command names and descriptions in nl, de and fr come from the catalogs."""
        if not isinstance(self.tree.translator, CatalogTranslator):
            await self.tree.set_translator(CatalogTranslator())

    async def sync_commands(self) -> bool:
        """Sync on first start, when the tree's hash changed, or when forced; True if synced."""
        assert self.store is not None
        if 0 not in self.ownership.ids:
            return False  # commands are global: shard 0's process syncs them for all
        # The hash must see the localizations the sync will send.
        await self.install_translator()
        guild = discord.Object(self.config.dev_guild) if self.config.dev_guild else None
        if guild is not None:
            self.tree.copy_global_to(guild=guild)
        digest = await tree_hash(self.tree, guild)
        key = f"{SYNC_HASH_KEY}:{self.config.dev_guild or 'global'}"
        if not self.force_sync and await self.store.get_meta(key) == digest:
            log.info("command tree unchanged; not syncing")
            return False
        # Discord refuses the whole sync for one bad name or long description: say which.
        for problem in payload_problems(await tree_payload(self.tree, guild)):
            log.error("command sync will likely fail: %s", problem)
        synced = await self.tree.sync(guild=guild)
        await self.store.set_meta(key, digest)
        log.info("synced %d commands %s", len(synced),
                 f"to guild {self.config.dev_guild}" if guild else "globally")
        return True

    async def _run_scheduler(self) -> None:
        # Only once connected: the sweep needs the server list to tell a server that removed
        # the bot from one not loaded yet.
        try:
            await self.wait_until_ready()
            await self.scheduler.run()
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("the scheduler loop stopped")

    async def close(self) -> None:
        """Close Discord first, then the database, so no action is cut halfway."""
        if self._scheduler_task is not None:
            self._scheduler_task.cancel()
            with contextlib.suppress(asyncio.CancelledError, Exception):
                await self._scheduler_task
            self._scheduler_task = None
        try:
            await super().close()
        except AttributeError:
            # discord.py 2.7's AutoShardedClient.close fails on its last step (the event
            # queue its gateway makes) when no shard was ever launched: a refused start or
            # a test. Its connection and HTTP session are closed by then.
            if self.shards:
                raise
        if self.slowplay is not None:
            await self.slowplay.close()
        if self.digest is not None:
            await self.digest.close()
        if self._watch_task is not None:
            self._watch_task.cancel()
            self._watch_task = None
        if self.store is not None:
            await self.store.close()
            self.store = None
        await asyncio.to_thread(pool.shutdown)

    async def on_ready(self) -> None:
        """Log who we are once connected."""
        log.info("connected as %s (%s) in %d servers (%s)", self.user,
                 getattr(self.user, "id", "?"), len(self.guilds), self.ownership)


def run_repair(db_path: str, table_id: int, dry_run: bool = False) -> int:
    """``bot.py repair TABLE``: rebuild a table from its seed and move log; exit status."""
    if not is_postgres_url(db_path) and not os.path.isfile(db_path):
        print(f"there is no database at {db_path} (set GROVE_DB)", file=sys.stderr)
        return 1

    async def rebuild() -> RepairReport:
        store = await Store.open(db_path)
        try:
            return await repair(store, table_id, write=not dry_run)
        finally:
            await store.close()

    report = asyncio.run(rebuild())
    if report.refused is not None:
        print(f"table {table_id}: {report.refused}", file=sys.stderr)
        return 1
    for line in report.lines:
        print(line)
    if dry_run and report.lines != ["nothing to repair"]:
        print("dry run: nothing was written")
    return 0


def run_backup(db_path: str, dest: str) -> int:
    """``bot.py backup PATH``: a consistent online copy of the database; exit status."""
    if is_postgres_url(db_path):
        print("GROVE_DB is a PostgreSQL database: back it up with pg_dump (see README, "
              "Running on PostgreSQL), e.g. pg_dump -Fc -f grove.dump \"$GROVE_DB\"",
              file=sys.stderr)
        return 1
    try:
        done = backup(db_path, dest)
    except StorageError as exc:
        print(exc, file=sys.stderr)
        return 1
    statuses = ", ".join(f"{n} {status}" for status, n in done.by_status.items())
    print(f"backup written to {done.path}: {_count(done.tables, 'table')}"
          f"{f' ({statuses})' if statuses else ''}, {_count(done.moves, 'move')}")
    return 0


def run_import(db_path: str, path: str, guild_id: int, channel_id: int) -> int:
    """``bot.py import FILE --guild ID --channel ID``: a game record read back into a
    finished table of that server, shown in that channel or thread; exit status."""
    try:
        text = Path(path).read_text(encoding="utf-8-sig")
    except (OSError, UnicodeDecodeError) as exc:
        print(f"{path}: cannot be read as text ({exc})", file=sys.stderr)
        return 1

    async def read_back() -> int:
        store = await Store.open(db_path)
        try:
            return await import_record(Tables(store), text, guild_id=guild_id,
                                       channel_id=channel_id)
        finally:
            await store.close()

    try:
        table_id = asyncio.run(read_back())
    except GroveError as exc:
        print(f"{path}: {t(exc.catalog_key, 'en', **exc.params)}", file=sys.stderr)
        return 1
    print(f"{path}: imported as table {table_id} (finished; no stats) in channel {channel_id}")
    return 0


def run_shards(db_path: str, count: int) -> int:
    """``bot.py shards COUNT``: set the shard count every process of this database must use,
    while none runs (each process then takes ``GROVE_SHARDS=a-b/COUNT``); exit status."""
    if count < 1:
        print(f"a shard count is at least 1, not {count}", file=sys.stderr)
        return 1
    try:
        # No bot may run meanwhile: SQLite's file lock, or (PostgreSQL) every shard's lock,
        # which the claim below takes.
        lock = None if is_postgres_url(db_path) else lock_database(db_path)
    except DatabaseInUse as exc:
        print(exc, file=sys.stderr)
        return 1

    async def change() -> None:
        store = await Store.open(db_path)
        try:
            await store.claim_shards(range(count), count, change_count=True)
        finally:
            await store.close()

    try:
        asyncio.run(change())
    except (ShardsInUse, ShardCountChanged) as exc:
        print(exc, file=sys.stderr)
        return 1
    finally:
        if lock is not None:
            lock.release()
    where = "the PostgreSQL database" if is_postgres_url(db_path) else db_path  # no password
    print(f"{where}: every process now runs with {_count(count, 'shard')} "
          f"(GROVE_SHARDS=<first>-<last>/{count})")
    return 0


def _count(n: int, noun: str) -> str:
    return f"{n} {noun}{'' if n == 1 else 's'}"


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point; returns the process exit status."""
    parser = argparse.ArgumentParser(
        description="Run the Grove Discord bot, or look after its database (GROVE_DB).")
    parser.add_argument("--sync", action="store_true",
                        help="sync slash commands now, even if they did not change")
    commands_ = parser.add_subparsers(dest="command", metavar="COMMAND")
    fix = commands_.add_parser(
        "repair", help="rebuild a table from its seed and move log and say what changed")
    fix.add_argument("table", type=int, help="the table id (as in its thread's name)")
    fix.add_argument("--dry-run", action="store_true",
                     help="say what would change without writing anything")
    copy = commands_.add_parser(
        "backup", help="copy the database consistently, safe while the bot runs")
    copy.add_argument("path", help="the backup file, or a folder for a dated file name")
    read = commands_.add_parser(
        "import", help="read a game record (from /game export) back into a finished table")
    read.add_argument("file", help="the record, a text file")
    read.add_argument("--guild", type=int, required=True, help="the server's id")
    read.add_argument("--channel", type=int, required=True,
                      help="the channel or thread whose /game board shows it")
    split = commands_.add_parser(
        "shards", help="set the shard count of this database (GROVE_SHARDS=a-b/COUNT), "
                       "while no bot process runs")
    split.add_argument("count", type=int, help="how many Discord shards in all")
    args = parser.parse_args(argv)
    if args.command is not None:
        # Maintenance needs no token and may run beside the bot.
        logging.basicConfig(level=logging.WARNING,
                            format="%(asctime)s %(levelname)s %(name)s: %(message)s")
        if args.command == "repair":
            return run_repair(database_path(), args.table, args.dry_run)
        if args.command == "import":
            return run_import(database_path(), args.file, args.guild, args.channel)
        if args.command == "shards":
            return run_shards(database_path(), args.count)
        return run_backup(database_path(), args.path)
    try:
        config = load_config()
    except ConfigError as exc:
        print(exc, file=sys.stderr)
        return 1
    try:
        # PostgreSQL's locks are the shards' advisory locks, claimed in setup_hook.
        lock = None if is_postgres_url(config.db_path) else lock_database(config.db_path)
    except DatabaseInUse as exc:
        print(exc, file=sys.stderr)
        return 1
    logging.basicConfig(level=config.log_level,
                        format="%(asctime)s %(levelname)s %(name)s: %(message)s")
    bot = GroveBot(config, force_sync=args.sync)
    try:
        bot.run(config.token, log_handler=None)
    except discord.LoginFailure:
        print("DISCORD_TOKEN was refused by Discord: check the token (see README).",
              file=sys.stderr)
        return 1
    except (ShardsInUse, ShardCountChanged) as exc:
        print(exc, file=sys.stderr)
        return 1
    except KeyboardInterrupt:
        pass
    except DatabaseInUse as exc:
        print(exc, file=sys.stderr)
        return 1
    finally:
        if lock is not None:
            lock.release()
    return 0


if __name__ == "__main__":
    sys.exit(main())
