"""Storage's refusals, said in the rules' error family: the one place they are translated.

Storage imports nothing of ours, so it raises its own errors (``storage.errors``). A player
can meet three of them; ``Tables`` installs ``to_rules`` on its store
(``Store.translate_errors``), so every call through that store, from ``tables/`` or from the
cogs, raises the ``GroveError`` the cogs answer with one sentence:

* ``TableMissing`` -> ``NoTable`` (``NO_TABLE``),
* ``VersionConflict`` -> ``StaleVersion`` (``STALE_VERSION``),
* ``DatabaseGone`` -> ``DatabaseLost`` (``DB_GONE``).

Every other storage error (``CorruptRow``, ``AlreadyFired`` ...) stays as it is: callers
catch those by name.
"""

from __future__ import annotations

from rules.errors import GroveError, NoTable, StaleVersion
from storage import DatabaseGone, StorageError, Store, TableMissing, VersionConflict


class DatabaseLost(GroveError):
    """The database file was deleted or replaced under the running bot; nothing is saved.

    Code ``DB_GONE``, no parameters: the path and what happened are for the log only
    (``str`` of the error, as storage's ``DatabaseGone`` said it).
    """

    default_code = "DB_GONE"

    def __init__(self, path: str, what: str) -> None:
        super().__init__()
        self.path = path
        self.what = what

    def __str__(self) -> str:
        return f"database file {self.path} {self.what}"


def to_rules(exc: StorageError) -> GroveError | None:
    """The rules' error for a storage error a player can meet; None for the others."""
    if isinstance(exc, TableMissing):
        return NoTable(table_id=exc.table_id)
    if isinstance(exc, VersionConflict):
        return StaleVersion(table_id=exc.table_id, expected=exc.expected, current=exc.current)
    if isinstance(exc, DatabaseGone):
        return DatabaseLost(exc.path, exc.what)
    return None


def speaking_rules(store: Store) -> Store:
    """``store``, raising the rules' errors from now on (see ``to_rules``)."""
    store.translate_errors(to_rules)
    return store
