"""Grove storage: SQLite (aiosqlite) schema, migrations, tables, seats and the move log."""

from .db import Store
from .migrations import LATEST_VERSION, MIGRATIONS, SchemaTooNew, migrate
from .models import (
    STATUSES,
    CorruptRow,
    GuildSettings,
    MoveRow,
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
    "GuildSettings",
    "MoveRow",
    "SchemaTooNew",
    "SeatRow",
    "StorageError",
    "Store",
    "TableRow",
    "UserSettings",
    "migrate",
]
