"""Sharded processes: each owns its shards' servers' tables and its shards' users' direct
messages (issue 21 item 3). Two processes' tables layers share one database here (two
outboxes, slow plays and digests over one store, given different ``Shards``; SQLite allows
one real process, so the filters are what is proven): every deadline fires once, by its
owner; no sweep posts another shard's table; a direct-message reminder is its player's
shard's; the claims refuse a second process and another count."""

from __future__ import annotations

import itertools

import pytest

from storage import ShardCountChanged, ShardsInUse, Store
from storage.shards import (
    SHARD_COUNT_KEY,
    claim_shards_advisory,
    lock_key,
    owned_filter,
)
from tables import Tables
from tables.digest import DailyDigest
from tables.outbox import NOTHING, Outbox
from tables.scheduler import Scheduler
from tables.shards import (
    Shards,
    ShardsConfigError,
    parse_shards,
    shard_of_guild,
    shard_of_user,
    shards_from,
)
from tables.slowplay import SlowPlay
from tests import databases
from tests.tables.helpers import ANN, T0, Clock, D, H

from .fake_poster import FakePoster

# Made-up snowflakes: a creation time in the high bits, a worker and counter below bit 22,
# so the shard is decided by the time part, as Discord's are.
SNOWFLAKE_TIME = 1_100_000_000_000


def guild_in(shard: int, count: int, n: int = 0) -> int:
    """A server id of ``shard`` of ``count`` (the ``n``-th such), built from the formula's
    definition: the time part modulo the count is the shard."""
    time_part = SNOWFLAKE_TIME + count * n + shard - SNOWFLAKE_TIME % count
    return (time_part << 22) | (n * 7919 % (1 << 22))


class Notifier:
    """The bot's notifier over one process's outbox (as cogs/slowplay.py does)."""

    def __init__(self, outbox: Outbox) -> None:
        self.outbox = outbox

    async def played(self, outcome):
        await self.outbox.announce(outcome.table.id)

    async def announce(self, table_id):
        await self.outbox.announce(table_id)
        await self.outbox.notices.deliver(table_id)


class Process:
    """One bot process's tables layer: its own service, outbox, slow play and Discord."""

    def __init__(self, store: Store, clock: Clock, shards: Shards) -> None:
        self.shards = shards
        self.tables = Tables(store, now=clock)
        self.poster = FakePoster()
        self.outbox = Outbox(self.tables, self.poster, Scheduler(clock), shards=shards)
        self.slow = SlowPlay(self.tables, Notifier(self.outbox), shards=shards)

    def posted_tables(self) -> set[int]:
        return {s.table for s in self.poster.sent}


@pytest.fixture(autouse=True)
def fake_games(fake_race):
    """Every test here may play the fast test game."""


async def new_table(tables: Tables, guild_id: int | None, players=(ANN, 2), clock="daily",
                    start=True) -> int:
    out = await tables.create(game_id="fake_race", guild_id=guild_id, channel_id=10,
                              user_id=players[0], name="ann", options={}, clock=clock)
    await tables.set_lobby_message(out.table.id, 77)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    if start:
        await tables.start(out.table.id, players[0])
    return out.table.id


# -- the pure module -------------------------------------------------------------------------


def test_guild_ids_land_in_the_shard_they_were_made_for():
    for count in (1, 2, 3, 8):
        for shard in range(count):
            for n in range(5):
                guild = guild_in(shard, count, n)
                assert shard_of_guild(guild, count) == shard
                # Discord's documented formula, written out again
                assert (guild >> 22) % count == shard


def test_no_server_is_shard_zero_and_users_use_the_same_formula():
    assert shard_of_guild(None, 4) == 0
    user = guild_in(3, 4, 9)
    assert shard_of_user(user, 4) == 3
    assert Shards.span(3, 3, 4).owns_user(user)
    assert not Shards.span(0, 2, 4).owns_user(user)


@pytest.mark.parametrize("text,ids,count", [
    ("0-3/8", {0, 1, 2, 3}, 8), ("1-1/2", {1}, 2), (" 0-0/1 ", {0}, 1), ("4-7/8", {4, 5, 6, 7}, 8),
])
def test_grove_shards_reads_a_range_of_a_count(text, ids, count):
    shards = parse_shards(text)
    assert (shards.ids, shards.count, shards.explicit) == (frozenset(ids), count, True)
    assert shards.gateway() == (sorted(ids), count)


@pytest.mark.parametrize("text", [
    "", "3", "0-3", "0/8", "0-3/", "-1-3/8", "3-1/8", "0-8/8", "0-0/0", "a-b/c", "0-3/8 x",
    "0-3/8/2", "0 - 3 / 8", "0-3/99999999",
])
def test_grove_shards_refuses_anything_else_in_one_line(text):
    with pytest.raises(ShardsConfigError) as caught:
        parse_shards(text)
    message = str(caught.value)
    assert "GROVE_SHARDS" in message and "\n" not in message


def test_without_grove_shards_one_process_owns_everything():
    shards = shards_from({})
    assert shards == Shards.everything() and shards.all
    assert shards.gateway() == (None, None)  # Discord recommends the count
    assert all(shards.owns_guild(guild_in(s, 7, 1)) for s in range(7))
    assert shards.owns_guild(None) and shards.owns_user(guild_in(5, 7))
    assert shards_from({"GROVE_SHARDS": "2-3/4"}) == Shards.span(2, 3, 4)


def test_the_sql_filter_is_empty_for_every_shard_and_names_the_count_otherwise():
    assert owned_filter("guild_id", None) == ("", ())
    assert owned_filter("guild_id", Shards.everything()) == ("", ())
    assert owned_filter("guild_id", Shards.span(0, 3, 4)) == ("", ())
    sql, args = owned_filter("t.guild_id", Shards.span(1, 2, 4))
    assert "t.guild_id" in sql and args == (4, 1, 2)


# -- the SQL filters agree with the formula --------------------------------------------------


async def test_every_claiming_query_splits_the_work_by_shard_exactly(store, clock):
    """Unannounced tables, due deadlines, automatic seats, lobbies, boards, daily games,
    rematch windows: each query gives each shard its own and nothing else, and together
    everything once."""
    count = 3
    tables = Tables(store, now=clock)
    guilds = [guild_in(s, count, n) for s in range(count) for n in range(3)] + [None]
    running = {}
    for guild in guilds:
        table_id = await new_table(tables, guild)
        running[table_id] = shard_of_guild(guild, count)
        await store.enable_board(1000 + table_id, guild)
    lobbies = {}
    for guild in guilds:
        lobbies[await new_table(tables, guild, start=False)] = shard_of_guild(guild, count)
    # an automatic seat to act at every running table
    for table_id in running:
        await store.db.write("INSERT INTO seat_play (table_id, seat, auto) VALUES (?, 0, 1) "
                             "ON CONFLICT (table_id, seat) DO UPDATE SET auto = 1", (table_id,))
        await store.db.write("UPDATE seats SET to_act = 1 WHERE table_id = ? AND seat = 0",
                             (table_id,))
    for n, table_id in enumerate(running):
        await store.add_daily_game(guilds[n] or 0, "2026-03-01", 100 + n, "fake_race",
                                   table_id, 10)
    everyone = [Shards(frozenset({s}), count) for s in range(count)]
    due = (T0 + 30 * D).isoformat().replace("+00:00", "Z")
    seen: dict[str, dict[int, int]] = {}
    for shards in everyone:
        (shard,) = shards.ids
        found = {
            "unannounced": await store.unannounced(limit=1000, shards=shards),
            "deadlines": sorted({r.table_id for r in await store.due_deadlines(
                due, 1000, shards=shards)}),
            "automatic": await store.automatic_to_act(1000, shards=shards),
            "boards": [b.channel_id - 1000 for b in await store.boards(shards=shards)],
            "daily": [r["table_id"] for r in await store.unposted_daily_games(
                "2026-03-02", shards=shards)],
            "owned": await store.owned_tables(list(running), shards),
        }
        for name, ids in found.items():
            assert ids, name
            for table_id in ids:
                assert running.get(table_id, lobbies.get(table_id)) == shard, (name, table_id)
                assert seen.setdefault(name, {}).setdefault(table_id, shard) == shard
    for name in ("deadlines", "automatic", "boards", "daily", "owned"):
        assert set(seen[name]) == set(running), name
    assert set(seen["unannounced"]) == set(running) | set(lobbies)
    # lobby expiry closes each shard's own lobbies only
    later = "9999-12-31T00:00:00.000Z"  # after every creation (stamped by the database)
    closed = {}
    for shards in everyone:
        for table_id in await store.expire_lobbies(later, shards=shards):
            assert lobbies[table_id] in shards.ids
            closed[table_id] = True
    assert set(closed) == set(lobbies)


async def test_digest_takers_are_split_by_the_users_shard(store):
    count = 2
    users = [guild_in(s, count, n) for s in range(count) for n in range(4)]
    for user in users:
        await store.update_user_settings(user, digest_hour=8)
    for shard in range(count):
        takers = await store.digest_takers(shards=Shards(frozenset({shard}), count))
        assert sorted(t.user_id for t in takers) == sorted(
            u for u in users if shard_of_user(u, count) == shard)


# -- two processes on one database -----------------------------------------------------------


async def test_each_outbox_posts_its_own_servers_tables_only(store, clock):
    count = 2
    zero = Process(store, clock, Shards(frozenset({0}), count))
    one = Process(store, clock, Shards(frozenset({1}), count))
    mine = {0: set(), 1: set()}
    for n in range(4):
        for shard, process in ((0, zero), (1, one)):
            mine[shard].add(await new_table(process.tables, guild_in(shard, count, n)))
    # the start-up sweeps (saved, never announced) and then the sweep again
    for _ in range(2):
        await zero.outbox.sweep()
        await one.outbox.sweep()
    assert zero.posted_tables() == mine[0]
    assert one.posted_tables() == mine[1]
    # a move made through shard 0's process (a button in a direct message) on shard 1's
    # table is saved, but only shard 1 posts it
    table_id = min(mine[1])
    table = await zero.tables.load(table_id)
    (seat,) = table.to_act()
    before = len(zero.poster.sent)
    await zero.tables.move(table_id, table.user_of(seat), "step")
    assert await zero.outbox.announce(table_id) == NOTHING
    assert await zero.outbox.sweep() == 0 and len(zero.poster.sent) == before
    assert await one.outbox.sweep() == 1
    row = await store.get_table(table_id)
    assert row is not None and row.announced_version == row.version
    # every version of every table was posted once, by one Discord
    for process in (zero, one):
        posts = [(s.table, s.version) for s in process.poster.sent if s.kind != "result"]
        assert len(posts) == len(set(posts))


async def test_every_deadline_fires_once_by_the_process_owning_its_table(store, clock):
    count = 2
    zero = Process(store, clock, Shards(frozenset({0}), count))
    one = Process(store, clock, Shards(frozenset({1}), count))
    owner = {}
    for n in range(3):
        for shard, process in ((0, zero), (1, one)):
            table_id = await new_table(process.tables, guild_in(shard, count, n))
            await process.outbox.announce(table_id)
            owner[table_id] = shard
    handed: dict[int, list] = {0: [], 1: []}
    for shard, process in ((0, zero), (1, one)):
        submit = process.slow.jobs.submit

        def record(key, job, *, _submit=submit, _shard=shard, **kw):
            handed[_shard].append(key)
            return _submit(key, job, **kw)

        process.slow.jobs.submit = record  # type: ignore[method-assign]
    first = {d.id: d for t in owner for d in await store.deadlines(t)}
    assert {d.kind for d in first.values()} >= {"remind", "timeout"}
    for hours in (12, 24, 36, 48, 72, 96, 97, 120):
        clock.at = T0 + hours * H
        # both ticks see the same due rows; each hands out only its own
        await zero.slow.tick(clock.at)
        await one.slow.tick(clock.at)
        await zero.slow.drain()
        await one.slow.drain()
    for row in first.values():
        if row.due <= clock.at.isoformat():
            now = await store.deadline(row.id)
            assert now is None or now.fired, row  # fired (or cancelled by a later firing)
    fired_by = {}
    for shard in (0, 1):
        for kind, key in handed[shard]:
            assert kind == "deadline"
            assert key not in fired_by, "a deadline handed out twice"
            fired_by[key] = shard
            row = await store.deadline(key)
            assert row is not None and owner[row.table_id] == shard
    assert {d.id for d in first.values() if d.due <= clock.at.isoformat()} <= set(fired_by)
    assert set(fired_by.values()) == {0, 1}
    # what the firings queued was posted in the owners' threads only, each notice once
    for process, shard in ((zero, 0), (one, 1)):
        reminded = {n.table for n in process.poster.notices}
        assert reminded and all(owner[t] == shard for t in reminded)
        markers = [n.content for n in process.poster.notices]
        assert len(markers) == len(set(markers))
        assert all(owner[s.table] == shard for s in process.poster.sent)


async def test_a_direct_message_reminder_is_sent_by_the_players_shard(store, clock):
    count = 2
    zero = Process(store, clock, Shards(frozenset({0}), count))
    one = Process(store, clock, Shards(frozenset({1}), count))
    player = guild_in(0, count, 3)  # a user of shard 0 ...
    await store.update_user_settings(player, dm_reminders=1)
    table_id = await new_table(one.tables, guild_in(1, count), players=(player, 2))  # ... at a
    await one.outbox.announce(table_id)  # table of shard 1's server
    clock.at = T0 + 12 * H
    await one.slow.tick(clock.at)  # the table's owner fires the deadline ...
    await one.slow.drain()
    await zero.slow.tick(clock.at)
    await zero.slow.drain()
    [notice] = [n for n in await store.notices(table_id) if n.kind == "remind"]
    assert notice.dm == 1 and notice.state == "pending"
    assert await one.outbox.notices.deliver() == 0  # ... but does not send the DM
    assert one.poster.dm_attempts == []
    assert await zero.outbox.notices.deliver() == 1  # the player's shard does, once
    assert zero.poster.dm_attempts == [(player, notice.id)]
    assert await zero.outbox.notices.deliver() == 0
    assert await one.outbox.notices.deliver() == 0
    [sent] = [n for n in zero.poster.notices if n.table == table_id]
    assert sent.channel is None  # a direct message
    assert one.poster.notices == []


async def test_a_closed_dm_falls_back_to_the_owners_thread_once(store, clock):
    count = 2
    zero = Process(store, clock, Shards(frozenset({0}), count))
    one = Process(store, clock, Shards(frozenset({1}), count))
    player = guild_in(0, count, 5)
    zero.poster.dm_closed.add(player)
    await store.update_user_settings(player, dm_reminders=1)
    table_id = await new_table(one.tables, guild_in(1, count, 2), players=(player, 2))
    await one.outbox.announce(table_id)
    clock.at = T0 + 12 * H
    await one.slow.tick(clock.at)
    await one.slow.drain()
    [notice] = [n for n in await store.notices(table_id) if n.kind == "remind"]
    assert await zero.outbox.notices.deliver() == 0  # tried by DM, handed over
    assert zero.poster.dm_attempts == [(player, notice.id)] and zero.poster.notices == []
    assert await one.outbox.notices.deliver() == 1  # the thread, by the table's owner
    for _ in range(2):
        await zero.outbox.notices.deliver()
        await one.outbox.notices.deliver()
    assert zero.poster.dm_attempts == [(player, notice.id)]
    assert [(n.table, n.channel is not None) for n in one.poster.notices] == [(table_id, True)]


async def test_each_digest_goes_out_from_the_players_shard(store, clock):
    count = 2
    users = [guild_in(s, count, n) for s in range(count) for n in range(2)]
    for user in users:
        await store.update_user_settings(user, digest_hour=9, time_zone="UTC")
    handed = {}
    for shard in range(count):
        digest = DailyDigest(store, poster=None,  # type: ignore[arg-type]
                             shards=Shards(frozenset({shard}), count))
        submitted: list = []

        def submit(key, job, *, _into=submitted, **kw):
            _into.append(key)
            return True

        digest.jobs.submit = submit  # type: ignore[method-assign]
        await digest.tick(T0)  # 9:00 UTC: every digest is due
        handed[shard] = {user for _, user in submitted}
    assert handed[0] | handed[1] == set(users) and not handed[0] & handed[1]
    assert all(shard_of_user(u, count) == s for s in handed for u in handed[s])


# -- claims ----------------------------------------------------------------------------------


async def test_the_store_claims_its_shards_and_keeps_its_count(store, backend, tmp_path):
    await store.claim_shards([0], 1)
    await store.claim_shards([0], 1)  # the same process starting again
    assert await store.get_meta(SHARD_COUNT_KEY) == "1"
    with pytest.raises(ShardCountChanged) as caught:
        await store.claim_shards([0, 1, 2, 3], 4)
    assert "1" in str(caught.value) and "\n" not in str(caught.value)
    await store.claim_shards(range(4), 4, change_count=True)
    assert await store.get_meta(SHARD_COUNT_KEY) == "4"
    if backend == "sqlite":
        # one process holds a SQLite file: it must run them all
        with pytest.raises(ShardsInUse) as caught:
            await store.claim_shards([0, 1], 4)
        assert "2, 3" in str(caught.value) and "PostgreSQL" in str(caught.value)
    else:
        # a database server: the change took every shard's lock, held while this runs
        other = await Store.open(databases.database(tmp_path))
        try:
            with pytest.raises(ShardsInUse) as caught:
                await other.claim_shards([2, 3], 4)
            assert "2, 3" in str(caught.value) and "\n" not in str(caught.value)
        finally:
            await other.close()


class AdvisorySession:
    """One process's connection to a database server: advisory locks shared with the other
    sessions (as PostgreSQL's are), its units of work on the one store."""

    held: dict[int, AdvisorySession] = {}

    def __init__(self, store: Store) -> None:
        self.store = store

    async def try_advisory_lock(self, key: int) -> bool:
        holder = self.held.setdefault(key, self)
        return holder is self

    async def transaction(self, body):
        return await self.store.db.transaction(body)

    def close(self) -> None:
        for key in [k for k, s in self.held.items() if s is self]:
            del self.held[key]


async def test_a_database_server_refuses_a_second_process_and_another_count(store):
    AdvisorySession.held = {}
    first, second, third = (AdvisorySession(store) for _ in range(3))
    await claim_shards_advisory(first, [0, 1], 4)
    await claim_shards_advisory(second, [2, 3], 4)  # other shards: fine
    with pytest.raises(ShardsInUse) as caught:
        await claim_shards_advisory(third, [1, 2], 4)
    assert "1, 2" in str(caught.value) and "\n" not in str(caught.value)
    with pytest.raises(ShardCountChanged):
        await claim_shards_advisory(AdvisorySession(store), [4], 8)
    # a dead process's locks go with its connection: a restart claims again
    first.close()
    restarted = AdvisorySession(store)
    await claim_shards_advisory(restarted, [0, 1], 4)
    # the count changes only while nothing runs
    with pytest.raises(ShardsInUse):
        await claim_shards_advisory(AdvisorySession(store), range(2), 2, change_count=True)
    restarted.close()
    second.close()
    third.close()
    await claim_shards_advisory(AdvisorySession(store), range(2), 2, change_count=True)
    assert await store.get_meta(SHARD_COUNT_KEY) == "2"
    assert {lock_key(i) for i in range(4)} <= set(AdvisorySession.held)


def test_lock_keys_are_distinct_and_fit_a_bigint():
    keys = [lock_key(i) for i in range(1 << 12)]
    assert len(set(keys)) == len(keys)
    assert all(0 < k < 2 ** 63 for k in keys)


def test_made_up_ids_cover_the_snowflake_range():
    # the shards hold in SQL for real snowflake sizes (above 2**53, below 2**63)
    ids = [guild_in(s, 8, n) for s, n in itertools.product(range(8), range(3))]
    assert all(2 ** 53 < i < 2 ** 63 for i in ids)
