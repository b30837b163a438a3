"""Online backups with SQLite's backup API: a consistent copy, safe while the bot runs.

The whole database is copied in one backup step, which reads inside one transaction: in WAL
mode the copy is the database as of one commit, and the bot keeps writing meanwhile. The copy
is written beside its target, checked (``PRAGMA integrity_check``), switched out of WAL mode so
it is one self-contained file, and only then renamed into place: a failed backup never leaves
a half-written file where the last good one was.
"""

from __future__ import annotations

import os
import sqlite3
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path

from .models import StorageError

#: how long the backup waits for a writer's lock (it rarely needs one in WAL mode).
BUSY_TIMEOUT_S = 30.0


@dataclass(frozen=True)
class BackupResult:
    """Where the copy went and what it holds."""

    path: str
    tables: int
    by_status: dict[str, int] = field(default_factory=dict)
    moves: int = 0


def backup_target(dest: str, now: datetime | None = None) -> str:
    """The file to write: ``dest`` itself, or a dated name inside ``dest`` if it is a folder."""
    if os.path.isdir(dest):
        stamp = (now or datetime.now(UTC)).strftime("%Y%m%d-%H%M%S")
        return os.path.join(dest, f"grove-{stamp}.db")
    return dest


def backup(db_path: str, dest: str) -> BackupResult:
    """Copy the database at ``db_path`` to ``dest`` (a file, or a folder for a dated name).

    Raises ``StorageError`` with one line for the operator when there is no database, the
    target is the database itself, or the copy fails its integrity check.
    """
    source = os.path.realpath(db_path)
    if not os.path.isfile(source):
        raise StorageError(f"there is no database at {db_path}")
    target = os.path.abspath(backup_target(dest))
    if os.path.realpath(target) == source:
        raise StorageError("the backup would overwrite the database itself: choose another path")
    partial = f"{target}.part-{os.getpid()}"
    # mode=rw: never create an empty database where the real one is missing.
    src = sqlite3.connect(f"{Path(source).as_uri()}?mode=rw", uri=True, timeout=BUSY_TIMEOUT_S)
    try:
        dst = sqlite3.connect(partial)
        try:
            src.backup(dst)  # pages=-1: one step, one read transaction, one consistent copy
            dst.execute("PRAGMA journal_mode = DELETE")
            check = dst.execute("PRAGMA integrity_check").fetchone()[0]
            if check != "ok":
                raise StorageError(f"the copy failed its integrity check: {check}")
            by_status = dict(dst.execute(
                "SELECT status, COUNT(*) FROM tables GROUP BY status ORDER BY status"))
            moves = dst.execute("SELECT COUNT(*) FROM moves").fetchone()[0]
        finally:
            dst.close()
        os.replace(partial, target)
    except sqlite3.Error as exc:
        raise StorageError(f"backup of {db_path} failed: {exc}") from None
    finally:
        src.close()
        if os.path.exists(partial):
            os.remove(partial)
    return BackupResult(path=target, tables=sum(by_status.values()), by_status=by_status,
                        moves=int(moves))
