"""User and server settings: automatic until chosen, changed in place, kept across reopen."""

from __future__ import annotations

import sqlite3

import aiosqlite
import pytest

from storage import GuildSettings, Store, UserSettings, migrate
from storage.migrations import MIGRATIONS, split_statements


async def test_settings_are_automatic_until_chosen(store: Store) -> None:
    assert await store.user_settings(7) == UserSettings(7, language=None)
    assert await store.guild_settings(8) == GuildSettings(8, language=None)


async def test_a_choice_is_saved_changed_and_reset(store: Store, db_path: str) -> None:
    assert await store.update_user_settings(7, language="nl") == UserSettings(7, "nl")
    assert await store.update_user_settings(7, language="de") == UserSettings(7, "de")
    assert await store.user_settings(8) == UserSettings(8, None)  # nobody else changed
    await store.update_guild_settings(5, language="fr")
    await store.close()
    reopened = await Store.open(db_path)
    try:
        assert await reopened.user_settings(7) == UserSettings(7, "de")
        assert await reopened.guild_settings(5) == GuildSettings(5, "fr")
        assert await reopened.update_user_settings(7, language=None) == UserSettings(7, None)
        assert await reopened.user_settings(7) == UserSettings(7, None)
    finally:
        await reopened.close()


async def test_only_known_settings_can_be_written(store: Store) -> None:
    with pytest.raises(ValueError):
        await store.update_user_settings(7, colour="blue")
    with pytest.raises(ValueError):
        await store.update_guild_settings(5, updated_at="2000")
    with pytest.raises(ValueError):
        await store.update_user_settings(7)
    assert await store.user_settings(7) == UserSettings(7, None)


@pytest.mark.sqlite_only
async def test_a_database_of_version_1_gains_the_settings_tables(db_path: str) -> None:
    # a database written before this migration existed: schema 1 with a table in it
    conn = sqlite3.connect(db_path)
    for statement in split_statements(MIGRATIONS[0]):
        conn.execute(statement)
    conn.execute("INSERT INTO meta (key, value) VALUES ('k', 'v')")
    conn.execute("PRAGMA user_version = 1")
    conn.commit()
    conn.close()
    async with aiosqlite.connect(db_path, isolation_level=None) as aconn:
        assert await migrate(aconn) == list(range(2, len(MIGRATIONS) + 1))
    store = await Store.open(db_path)
    try:
        assert await store.get_meta("k") == "v"
        assert await store.update_guild_settings(3, language="nl") == GuildSettings(3, "nl")
    finally:
        await store.close()
