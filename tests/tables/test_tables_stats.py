"""Stats: a finished game's result is recorded once, in the transaction of its last action;
abandoned tables count for nobody; the figures come from tables.ratings."""

from __future__ import annotations

import asyncio
import sqlite3

import pytest

from rules.errors import GameOver, StaleVersion
from storage import Store
from storage.results import write_result
from tables import Tables
from tables.stats import Stats, to_record

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
    path = str(tmp_path / "race.db")
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


async def test_elo_for_halali_and_placings_for_fairy_lights(tables, store):
    for _ in range(2):  # BOB resigns twice against ANN
        table = await started(tables)
        await tables.move(table.id, BOB, "resign")
    stats = Stats(store)
    (ann,) = await stats.player(5, ANN)
    (bob,) = await stats.player(5, BOB)
    assert (ann.line.games, ann.line.wins, bob.line.losses) == (2, 2, 2)
    assert ann.rating > 1500 > bob.rating
    board = await stats.leaderboard(5, "halali")
    assert [(s.place, s.user_id, s.kind) for s in board] == [(1, ANN, "elo"), (2, BOB, "elo")]
    # another server sees none of it
    assert await stats.leaderboard(6, "halali") == []

    fl = await started(tables, game="fairy_lights", players=(ANN, BOB, CY))
    await tables.move(fl.id, CY, "resign")
    game = fl.game
    while True:
        current = await tables.load(fl.id)
        if current.row.status != "running":
            break
        (seat,) = current.to_act()
        await tables.move(fl.id, current.user_of(seat),
                          str(game.auto_move(current.state, seat)))
    board = await stats.leaderboard(5, "fairy_lights")
    assert {s.user_id for s in board} == {ANN, BOB, CY}
    assert all(s.kind == "placing" for s in board)
    record = to_record((await store.results(5, "fairy_lights"))[0])
    assert sorted(s for group in record.ranking for s in group) == [0, 1, 2]


async def test_a_name_change_is_kept_on_the_result(tables, store):
    table = await started(tables)
    await tables.move(table.id, BOB, "resign", name="Bobby")
    (row,) = await store.results(5)
    assert {s.user_id: s.name for s in row.seats}[BOB] == "Bobby"
