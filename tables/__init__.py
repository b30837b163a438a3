"""The application layer: tables (one game in one thread), seats, lobby, moves, locks.

No discord import: the cogs call ``Tables`` and turn its plain results into replies. The cogs
reach storage only through this package (``UserSettings``: what ``/settings`` shows).
"""

from storage import UserSettings
from tables.service import (
    BOT_LEVELS,
    AbandonOutcome,
    ConfirmNeeded,
    LobbyOutcome,
    MoveOutcome,
    Table,
    Tables,
    offered_moves,
    own_moves,
    private_panel,
    rank_suggestions,
    seat_level,
)

__all__ = ["BOT_LEVELS", "AbandonOutcome", "ConfirmNeeded", "LobbyOutcome", "MoveOutcome",
           "Table", "Tables", "UserSettings", "offered_moves", "own_moves", "private_panel",
           "rank_suggestions", "seat_level"]
