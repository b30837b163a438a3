"""Grove storage: SQLite (aiosqlite) schema, migrations, tables, seats and the move log."""

from .db import Store
from .guard import DatabaseGone, DatabaseInUse, FileWatch, ProcessLock, lock_database
from .migrations import LATEST_VERSION, MIGRATIONS, SchemaTooNew, migrate
from .models import (
    STATUSES,
    CorruptRow,
    GuildSettings,
    MineRow,
    MoveRow,
    ResultRow,
    ResultSeat,
    SeatRow,
    StorageError,
    TableRow,
    UserSettings,
)

__all__ = [
    "LATEST_VERSION",
    "MIGRATIONS",
    "STATUSES",
    "CorruptRow",
    "DatabaseGone",
    "DatabaseInUse",
    "FileWatch",
    "GuildSettings",
    "MineRow",
    "ProcessLock",
    "MoveRow",
    "ResultRow",
    "ResultSeat",
    "SchemaTooNew",
    "SeatRow",
    "StorageError",
    "Store",
    "TableRow",
    "UserSettings",
    "lock_database",
    "migrate",
]
