"""Stats: a finished game's result is recorded once, in the transaction of its last action,
with its players' standings; abandoned tables count for nobody; the standings kept equal a
replay of every result through tables.ratings, and the migration fills them that way."""

from __future__ import annotations

import asyncio
import dataclasses
import sqlite3
from datetime import UTC, datetime, timedelta

import aiosqlite
import pytest

from rules.errors import GameOver, StaleVersion
from storage import MIGRATIONS, Store
from storage.migrations import run_statement, split_statements
from storage.results import write_result
from tables import Tables, ratings
from tables.stats import Stats, figures, rate, to_record
from tests.databases import database

ANN, BOB, CY = 1, 2, 3


async def started(tables, game="halali", players=(ANN, BOB), **options):
    out = await tables.create(game_id=game, guild_id=5, channel_id=10, user_id=players[0],
                              name=f"u{players[0]}", options=options)
    for user in players[1:]:
        await tables.join(out.table.id, user, f"u{user}")
    return await tables.start(out.table.id, players[0])


async def result_count(store, table_id=None):
    rows = await store.results(5)
    return len([r for r in rows if table_id is None or r.table_id == table_id])


async def test_the_result_is_written_with_the_last_move_and_only_once(tables, store):
    table = await started(tables, side="blue")
    assert await result_count(store) == 0
    # a resign with the button's old version is refused: nothing recorded
    stale = table.row.version - 1
    with pytest.raises(StaleVersion):
        await tables.move(table.id, BOB, "resign", version=stale)
    assert await result_count(store) == 0
    # retried with the current version: the game ends and its result is recorded
    out = await tables.move(table.id, BOB, "resign", version=table.row.version)
    assert out.over
    assert await result_count(store, table.id) == 1
    # any later retry is refused and records nothing more
    for _ in range(2):
        with pytest.raises(GameOver):
            await tables.move(table.id, BOB, "resign")
    (row,) = await store.results(5)
    assert row.game == "halali" and row.reason == "resigned"
    places = {s.user_id: s.place for s in row.seats}
    assert places == {ANN: 1, BOB: 2}


async def test_two_processes_racing_the_last_action_record_one_result(tmp_path):
    path = database(tmp_path, "race.db")
    first, second = await Store.open(path), await Store.open(path)
    try:
        a, b = Tables(first), Tables(second)
        table = await started(a)
        version = table.row.version
        # both processes computed the end from the same version: exactly one saves
        results = await asyncio.gather(
            a.move(table.id, ANN, "resign", version=version),
            b.move(table.id, BOB, "resign", version=version), return_exceptions=True)
        # The loser is refused as stale, or, when the winner committed before the loser
        # even read the table (a busy machine can order them so), as over.
        refused = [isinstance(r, StaleVersion | GameOver) for r in results]
        assert sorted(refused) == [False, True]
        assert await result_count(first) == 1
        # the refused one retries: the game is over, still one result
        loser = ANN if refused[0] else BOB
        with pytest.raises(GameOver):
            await a.move(table.id, loser, "resign")
        assert await result_count(second) == 1
    finally:
        await first.close()
        await second.close()


async def test_a_second_result_for_one_table_is_impossible(tables, store):
    table = await started(tables)
    await tables.move(table.id, ANN, "resign")
    with pytest.raises(sqlite3.IntegrityError):
        async with store.unit() as tx:
            await write_result(tx, table.id, {"ranking": [[0], [1]], "scores": {}})
    assert await result_count(store) == 1


async def test_abandoned_tables_count_for_nobody(tables, store):
    table = await started(tables)
    await tables.abandon(table.id, 77, can_manage=True)
    assert await result_count(store) == 0
    assert await Stats(store).player(5, ANN) == []


async def play_out(tables, table_id):
    """Every seat plays its automatic move until the table ends."""
    while True:
        current = await tables.load(table_id)
        if current.row.status != "running":
            return
        for seat in sorted(current.to_act()):
            await tables.move(table_id, current.user_of(seat),
                              str(current.game.auto_move(current.state, seat)))
            break


async def test_ratings_for_halali_and_fairy_lights_from_the_kept_standings(tables, store):
    for _ in range(2):  # BOB resigns twice against ANN
        table = await started(tables)
        await tables.move(table.id, BOB, "resign")
    stats = Stats(store)
    (ann,) = await stats.player(5, ANN)
    (bob,) = await stats.player(5, BOB)
    assert (ann.pool, ann.standing.games, ann.standing.wins, bob.standing.losses) == (
        "people", 2, 2, 2)
    assert ann.standing.ordinal > 0 > bob.standing.ordinal
    board = await stats.leaderboard(5, "halali")
    assert [(s.place, s.user_id, s.kind) for s in board] == [
        (1, ANN, "rating"), (2, BOB, "rating")]
    # another server sees none of it
    assert await stats.leaderboard(6, "halali") == []

    fl = await started(tables, game="fairy_lights", players=(ANN, BOB, CY))
    await tables.move(fl.id, CY, "resign")
    await play_out(tables, fl.id)
    board = await stats.leaderboard(5, "fairy_lights")
    assert {s.user_id for s in board} == {ANN, BOB, CY}
    assert all(s.kind == "rating" and s.entry.games == 1 for s in board)
    record = to_record((await store.results(5, "fairy_lights"))[0])
    assert sorted(s for group in record.ranking for s in group) == [0, 1, 2]


async def kept(store, guild=5):
    """Every standing the store keeps, as (game, pool, variant, player) -> figures."""
    rows = await store._fetchall("SELECT user_id FROM standings WHERE guild_id = ?", (guild,))
    out = {}
    for user in {r["user_id"] for r in rows}:
        for row in await store.standings_of(guild, user):
            out[(row.game, row.pool, row.variant, str(row.user_id))] = figures(row)
    return out


async def from_scratch(store, guild=5):
    """The same figures computed from every recorded result, from nothing."""
    return ratings.replay(to_record(r) for r in await store.results(guild))


async def finish_some_games(tables):
    """People at Halali! and Fairy Lights, a Wispwood solo game, a Halali! table against
    an automatic player: every kind of result, in one server."""
    for loser in (BOB, BOB, ANN):
        table = await started(tables)
        await tables.move(table.id, loser, "resign")
    fl = await started(tables, game="fairy_lights", players=(ANN, BOB, CY))
    await play_out(tables, fl.id)
    solo = await started(tables, game="wispwood", players=(CY,))
    await play_out(tables, solo.id)
    bot = await tables.create(game_id="halali", guild_id=5, channel_id=10, user_id=ANN,
                              name="u1", options={}, bots=1)
    await tables.move(bot.table.id, ANN, "resign")


async def test_standings_kept_in_each_result_equal_a_replay_from_scratch(tables, store):
    await finish_some_games(tables)
    assert await kept(store) == await from_scratch(store)
    keys = set(await kept(store))
    assert ("wispwood", "people", "normal", str(CY)) in keys
    assert ("halali", "bots", "", str(ANN)) in keys
    # the game against the automatic player changed no people rating
    people_before = ratings.replay(
        to_record(r) for r in await store.results(5) if not r.automatic)
    assert {k: v for k, v in (await kept(store)).items() if k[1] == "people"} == people_before
    # /stats says which is which: ANN has a people line and a bots line at Halali!
    pools = [(g.game, g.pool) for g in await Stats(store).player(5, ANN)]
    assert ("halali", "people") in pools and ("halali", "bots") in pools
    assert pools.index(("halali", "people")) < pools.index(("halali", "bots"))
    # the leaderboard ranks people among people, in the order ratings.leaderboard gives;
    # apart, its board against automatic players ranks ANN and the Normal level as players
    everything = await Stats(store).leaderboard(5, "halali")
    board = [b for b in everything if b.kind == "rating"]
    assert {s.user_id for s in board} == {ANN, BOB}
    against = [b for b in everything if b.kind == "bots"]
    # ANN resigned: the level won
    assert [b.user_id for b in against] == [ratings.BOT_IDS["normal"], ANN]
    scratch = {p: f for (g, pool, _, p), f in (await from_scratch(store)).items()
               if g == "halali" and pool == "people"}
    assert [(str(b.user_id), b.entry) for b in board] == ratings.leaderboard("rating", scratch)
    (solo,) = await Stats(store).leaderboard(5, "wispwood")
    assert (solo.kind, solo.user_id, solo.entry.solo_games) == ("solo", CY, 1)


@pytest.mark.sqlite_only
async def test_the_migration_fills_the_standings_by_replaying_every_result(tmp_path):
    path = database(tmp_path, "old.db")
    store = await Store.open(path)
    await finish_some_games(Tables(store))
    expected_tables = await store.results(5)
    await store.close()
    # Back to the previous version: no standings table, results as they were recorded;
    # finished_at no longer follows table ids, so the replay's order is tested too.
    conn = sqlite3.connect(path)
    with conn:
        conn.execute("DROP TABLE standings")
        conn.execute("DELETE FROM meta WHERE key = 'standings_replay'")
        ids = [r[0] for r in conn.execute("SELECT table_id FROM results ORDER BY table_id")]
        for n, table_id in enumerate(reversed(ids)):
            conn.execute("UPDATE results SET finished_at = ? WHERE table_id = ?",
                         (f"2026-01-01T00:00:{n:02d}.000Z", table_id))
        # and the migrations after the standings' undone too (the tables' public time, the
        # threads' pictures, the solo results' ranked seats and the results' options, the
        # holidays, the daily digest)
        conn.execute("ALTER TABLE tables DROP COLUMN public_at")
        conn.execute("ALTER TABLE guild_settings DROP COLUMN thread_pictures")
        conn.execute("ALTER TABLE result_seats DROP COLUMN ranked")
        conn.execute("ALTER TABLE results DROP COLUMN options")
        for column in ("vacation_since", "vacation_until", "vacation_year", "vacation_used"):
            conn.execute(f"ALTER TABLE user_settings DROP COLUMN {column}")
        conn.execute("ALTER TABLE user_settings DROP COLUMN digest_hour")
        conn.execute("ALTER TABLE user_settings DROP COLUMN digest_state")
        conn.execute("DROP TABLE digests")
        conn.execute("ALTER TABLE tables DROP COLUMN imported")
        conn.execute("DROP TABLE boards")
        conn.execute("DROP TABLE last_calls")
        conn.execute("ALTER TABLE table_play DROP COLUMN bot_level")
        conn.execute("ALTER TABLE results DROP COLUMN bot_level")
    before = next(i for i, m in enumerate(MIGRATIONS)
                  if "CREATE TABLE IF NOT EXISTS standings" in m)
    conn.execute(f"PRAGMA user_version = {before}")
    conn.close()
    assert _schema(path) == await _schema_of(MIGRATIONS[:before], tmp_path / "v_prev.db")

    # opened without a rater (a repair, a backup tool): the mark waits for the bot
    store = await Store.open(path)
    assert await store.replay_due() and await kept(store) == {}
    await store.close()
    store = await Store.open(path, rater=rate)
    try:
        assert not await store.replay_due()
        assert len(await store.results(5)) == len(expected_tables)
        replayed = await from_scratch(store)
        assert await kept(store) == replayed and len(replayed) >= 8
        # oldest first by finished_at: the reversed order gives other ratings than ids would
        by_id = ratings.replay(
            dataclasses.replace(to_record(r), finished_at=datetime(2026, 1, 1, tzinfo=UTC)
                                + timedelta(seconds=r.table_id))
            for r in await store.results(5))
        assert by_id != replayed
        # and the next result is rated on top of the replayed standings
        table = await started(Tables(store))
        await Tables(store).move(table.id, BOB, "resign")
        assert await kept(store) == await from_scratch(store)
    finally:
        await store.close()


async def test_a_result_written_without_a_rater_marks_a_replay(store, tables):
    table = await started(tables)
    store.rate_results(None)
    await tables.move(table.id, BOB, "resign")
    assert await store.replay_due() and await kept(store) == {}
    assert await store.replay_standings(rate) == 1
    assert not await store.replay_due()
    assert await kept(store) == await from_scratch(store)


async def test_a_fault_in_the_rating_code_never_stops_a_game_from_ending(store, tables):
    def broken(row, prior):
        raise ZeroDivisionError

    table = await started(tables)
    store.rate_results(broken)
    out = await tables.move(table.id, BOB, "resign")
    assert out.over and await result_count(store, table.id) == 1
    assert await store.replay_due() and await kept(store) == {}
    store.rate_results(rate)
    await store.replay_standings()
    assert await kept(store) == await from_scratch(store) != {}


def _schema(path):
    conn = sqlite3.connect(path)
    try:
        return sorted(conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"))
    finally:
        conn.close()


async def _schema_of(scripts, path):
    """The schema the given migration scripts build on an empty file."""
    async with aiosqlite.connect(str(path), isolation_level=None) as conn:
        for script in scripts:
            for statement in split_statements(script):
                await run_statement(conn, statement)
    return _schema(str(path))


async def test_a_name_change_is_kept_on_the_result(tables, store):
    table = await started(tables)
    await tables.move(table.id, BOB, "resign", name="Bobby")
    (row,) = await store.results(5)
    assert {s.user_id: s.name for s in row.seats}[BOB] == "Bobby"
