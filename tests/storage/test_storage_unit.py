"""The unit of work commits everything or nothing; storage imports nothing of ``rules``."""

from __future__ import annotations

import ast
import sqlite3
from pathlib import Path

import pytest

import storage
from storage import Store, TableMissing, VersionConflict
from storage.tables_seats import bump

from .helpers import running_table


async def _meta(store: Store) -> dict[str, str]:
    return dict(await store.meta_prefixed("unit."))


async def test_a_unit_commits_all_its_statements(store):
    async with store.unit() as tx:
        await tx.execute("INSERT INTO meta (key, value) VALUES ('unit.a', '1')")
        await tx.executemany("INSERT INTO meta (key, value) VALUES (?, ?)",
                             [("unit.b", "2"), ("unit.c", "3")])
        # the unit sees its own writes before they commit
        row = await tx.fetchone("SELECT COUNT(*) FROM meta WHERE key LIKE 'unit.%'")
        assert row is not None and row[0] == 3
    assert await _meta(store) == {"unit.a": "1", "unit.b": "2", "unit.c": "3"}


async def test_a_failing_statement_rolls_back_the_whole_unit(store):
    await store.set_meta("unit.kept", "before")
    with pytest.raises(sqlite3.IntegrityError):
        async with store.unit() as tx:
            await tx.execute("INSERT INTO meta (key, value) VALUES ('unit.a', '1')")
            await tx.execute("UPDATE meta SET value = 'changed' WHERE key = 'unit.kept'")
            await tx.execute("INSERT INTO meta (key, value) VALUES ('unit.a', 'again')")
    assert await _meta(store) == {"unit.kept": "before"}
    # and the store goes on: the next unit starts clean
    async with store.unit() as tx:
        await tx.execute("INSERT INTO meta (key, value) VALUES ('unit.b', '2')")
    assert await _meta(store) == {"unit.b": "2", "unit.kept": "before"}


async def test_any_exception_in_a_unit_rolls_it_back(store):
    table, version = await running_table(store)
    with pytest.raises(RuntimeError):
        async with store.unit() as tx:
            assert await bump(tx, table.id, version, ("running",)) == version + 1
            raise RuntimeError("the caller changed its mind")
    after = await store.get_table(table.id)
    assert after is not None and after.version == version


async def test_a_refused_compare_and_swap_is_storage_s_own_error(store):
    table, version = await running_table(store)
    with pytest.raises(VersionConflict) as err:
        async with store.unit() as tx:
            await tx.execute("INSERT INTO meta (key, value) VALUES ('unit.a', '1')")
            await bump(tx, table.id, version - 1, ("running",))
    assert (err.value.table_id, err.value.expected, err.value.current) == (
        table.id, version - 1, version)
    with pytest.raises(TableMissing):
        async with store.unit() as tx:
            await bump(tx, table.id + 99, 1, ("running",))
    assert await _meta(store) == {}


async def test_a_translation_replaces_storage_errors_and_keeps_the_others(store):
    class Refused(Exception):
        pass

    store.translate_errors(lambda exc: Refused() if isinstance(exc, TableMissing) else None)
    with pytest.raises(Refused) as err:
        await store.set_thread(12345, 1)
    assert isinstance(err.value.__cause__, TableMissing)
    table, version = await running_table(store)
    with pytest.raises(VersionConflict):  # not translated: raised as it is
        await store.set_status(table.id, "abandoned", version - 1)


def _imported_modules(path: Path) -> set[str]:
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    found: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found.add(node.module)
    return found


def test_no_storage_module_imports_rules_or_any_other_package_of_ours():
    ours = {"rules", "tables", "cogs", "render", "i18n", "bench", "bot"}
    folder = Path(storage.__file__).parent
    modules = sorted(folder.rglob("*.py"))
    assert len(modules) > 10
    for path in modules:
        imported = {name.split(".")[0] for name in _imported_modules(path)}
        assert not imported & ours, f"{path.name} imports {sorted(imported & ours)}"
