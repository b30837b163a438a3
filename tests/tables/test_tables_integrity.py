"""A deleted database file stops play; a broken saved state is refused before any save."""

from __future__ import annotations

import logging
import os

import pytest

from rules.errors import GroveError
from tables import Tables
from tests.databases import database

from .helpers import damage, play_random, raw, started, two_tiles_on_one_square


@pytest.fixture
def db_path(tmp_path):
    return database(tmp_path)  # the file of the shared ``store`` fixture


@pytest.mark.sqlite_only
async def test_deleted_database_stops_every_action(tables, db_path, caplog):
    table = await started(tables, "fairy_lights")
    table = await play_random(tables, table.id, 3)
    (seat,) = table.to_act()
    os.remove(db_path)
    with caplog.at_level(logging.ERROR), pytest.raises(GroveError) as err:
        await tables.move(table.id, table.user_of(seat), "draw")
    assert err.value.catalog_key == "common.DB_GONE"
    assert any(db_path in r.getMessage() for r in caplog.records if r.levelname == "ERROR")
    for action in (tables.load(table.id), tables.in_thread(10),
                   tables.create(game_id="halali", guild_id=5, channel_id=10, user_id=1,
                                 name="u1", options={})):
        with pytest.raises(GroveError) as err:
            await action
        assert err.value.code == "DB_GONE"
    assert await tables.suggestions(table.id, table.user_of(seat), "") == []
    # The ghost file the connection still holds got nothing either.
    async with tables.store.db._conn.execute(
            "SELECT COUNT(*) FROM moves WHERE table_id = ?", (table.id,)) as cur:
        assert (await cur.fetchone())[0] == 3


async def test_broken_state_is_corrupt_table_and_nothing_is_saved(store, db_path, caplog):
    tables = Tables(store)
    table = await started(tables, "halali")
    table = await play_random(tables, table.id, 6)
    damage(db_path, table.id, two_tiles_on_one_square)
    before = raw(db_path, "SELECT state, version FROM tables WHERE id = ?", table.id)
    moves = raw(db_path, "SELECT COUNT(*) FROM moves")
    fresh = Tables(store)  # a restarted bot: nothing cached
    (seat,) = table.to_act()
    legal = str(next(iter(table.game.legal_moves(table.state, seat))))
    with caplog.at_level(logging.ERROR), pytest.raises(GroveError) as err:
        await fresh.move(table.id, table.user_of(seat), legal)
    assert err.value.catalog_key == "common.CORRUPT_TABLE"
    assert raw(db_path, "SELECT state, version FROM tables WHERE id = ?", table.id) == before
    assert raw(db_path, "SELECT COUNT(*) FROM moves") == moves
    logged = [r.getMessage() for r in caplog.records if r.levelname == "ERROR"]
    assert any(f"table {table.id} " in m and "two tiles on" in m and "repair" in m
               for m in logged), logged
