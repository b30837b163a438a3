"""Grove storage: SQLite (aiosqlite) schema, migrations, tables, seats and the move log."""

from .db import Store
from .guard import DatabaseGone, DatabaseInUse, FileWatch, ProcessLock, lock_database
from .migrations import LATEST_VERSION, MIGRATIONS, SchemaTooNew, migrate
from .models import (
    STATUSES,
    AlreadyFired,
    CorruptRow,
    DeadlineRow,
    GuildSettings,
    MineRow,
    MoveRow,
    NewDeadline,
    ResultRow,
    ResultSeat,
    Schedule,
    SeatRow,
    StorageError,
    TablePlay,
    TableRow,
    UserSettings,
)

__all__ = [
    "AlreadyFired",
    "DeadlineRow",
    "NewDeadline",
    "Schedule",
    "TablePlay",
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
