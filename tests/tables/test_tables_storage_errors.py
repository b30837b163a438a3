"""Storage's own errors reach players as the rules' refusals, translated in one place."""

from __future__ import annotations

import os

import pytest

from rules.errors import GroveError, NoTable, StaleVersion
from storage import AlreadyFired, CorruptRow, DatabaseGone, TableMissing, VersionConflict
from tables.storage_errors import DatabaseLost, to_rules


def test_each_storage_refusal_becomes_its_rules_error():
    missing = to_rules(TableMissing(7))
    assert isinstance(missing, NoTable) and missing.code == "NO_TABLE"
    assert missing.params == {"table_id": 7}
    stale = to_rules(VersionConflict(7, 3, 4))
    assert isinstance(stale, StaleVersion) and stale.code == "STALE_VERSION"
    assert stale.params == {"table_id": 7, "expected": 3, "current": 4}
    gone = to_rules(DatabaseGone("/data/grove.db", "was deleted"))
    assert isinstance(gone, DatabaseLost) and gone.catalog_key == "common.DB_GONE"
    assert gone.params == {}  # the path is for the log, never for players
    assert str(gone) == "database file /data/grove.db was deleted"


def test_other_storage_errors_stay_as_they_are():
    assert to_rules(CorruptRow(7, "state is not valid JSON")) is None
    assert to_rules(AlreadyFired("deadline 1 of table 7 fired already")) is None


@pytest.mark.sqlite_only
async def test_the_tables_store_raises_the_rules_errors(tables, store, tmp_path):
    # Tables installs the translation on its store: cogs calling ``tables.store`` too.
    with pytest.raises(NoTable):
        await store.set_lobby_message(999, 1)
    os.remove(tmp_path / "grove.db")
    with pytest.raises(GroveError) as err:
        await store.user_settings(1)
    assert err.value.code == "DB_GONE"
    assert isinstance(err.value.__cause__, DatabaseGone)
