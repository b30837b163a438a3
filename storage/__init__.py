"""Grove storage: the database, one module per area, behind the ``Store`` facade.

``Store`` (``db``) composes the areas; ``connection.SqliteBackend`` owns the SQLite
connection and its units of work, ``postgres.PostgresBackend`` PostgreSQL's (``dialect``
translates the areas' SQLite statements for it); ``backend`` is the seam between the areas
and an engine; ``errors`` holds storage's own errors. Nothing here imports another package of Grove.
"""

from .backend import Backend, Handle, Row, Written
from .connection import SqliteBackend
from .db import Store
from .errors import (
    AlreadyFired,
    ConstraintBroken,
    CorruptRow,
    DatabaseGone,
    DatabaseInUse,
    ShardCountChanged,
    ShardsInUse,
    StorageError,
    TableMissing,
    VersionConflict,
)
from .guard import FileWatch, ProcessLock, lock_database
from .migrations import LATEST_VERSION, MIGRATIONS, SchemaTooNew, migrate
from .models import (
    STATUSES,
    DeadlineRow,
    GuildSettings,
    MineRow,
    MoveRow,
    NewDeadline,
    NewNotice,
    NoticeRow,
    ResultRow,
    ResultSeat,
    Schedule,
    SeatRow,
    StandingRow,
    TablePlay,
    TableRow,
    UserSettings,
)
from .records import ImportedMove, ImportedSeat
from .results import Rater
from .shards import Owned

__all__ = [
    "AlreadyFired",
    "ConstraintBroken",
    "Backend",
    "DeadlineRow",
    "Handle",
    "ImportedMove",
    "ImportedSeat",
    "NewDeadline",
    "NewNotice",
    "NoticeRow",
    "Owned",
    "Rater",
    "Row",
    "Schedule",
    "SqliteBackend",
    "TableMissing",
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
    "ShardCountChanged",
    "ShardsInUse",
    "StandingRow",
    "StorageError",
    "Store",
    "TableRow",
    "UserSettings",
    "VersionConflict",
    "Written",
    "lock_database",
    "migrate",
]
