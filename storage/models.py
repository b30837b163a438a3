"""Plain, immutable rows handed to the application (storage's errors are in ``errors``)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

# Kept importable from here, where they were defined before storage had ``errors``.
from .errors import AlreadyFired, CorruptRow, StorageError

__all__ = [
    "FINAL_STATUSES", "STATUSES", "AlreadyFired", "CorruptRow", "DeadlineRow", "GuildSettings",
    "MineRow", "MoveRow", "NewDeadline", "NewNotice", "NoticeRow", "ResultRow", "ResultSeat",
    "Schedule", "SeatRow", "StandingRow", "StorageError", "TablePlay", "TableRow", "UserSettings",
]

#: Every status a table can have: lobby -> running -> over | abandoned.
STATUSES: tuple[str, ...] = ("lobby", "running", "over", "abandoned")
#: Statuses a table never leaves.
FINAL_STATUSES: frozenset[str] = frozenset({"over", "abandoned"})


@dataclass(frozen=True)
class TableRow:
    """One table: a game in a channel or thread, with its state and version."""

    id: int
    game: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    lobby_message_id: int | None
    creator_id: int
    status: str  # 'lobby' | 'running' | 'over' | 'abandoned'
    options: dict[str, str]
    seed: int
    state: dict[str, Any] | None  # game JSON, None in the lobby
    version: int
    result: dict[str, Any] | None
    created_at: str
    updated_at: str
    #: the last version posted in Discord (the outbox posts every version above it, once)
    announced_version: int = 0
    #: the message carrying the current turn, once posted
    turn_message_id: int | None = None
    #: the game's turn number that message shows (None: the next post starts a new message)
    turn_number: int | None = None
    #: the version announced before that message was created (it covers every later one)
    turn_since: int | None = None
    #: started, but its thread is not created and linked yet (the outbox does it)
    thread_pending: bool = False

    @property
    def unannounced(self) -> bool:
        """Whether a saved version still waits for its post."""
        return self.version > self.announced_version

    def __repr__(self) -> str:
        # The seed and state hold hidden facts: keep them out of logs and tracebacks.
        return (
            f"TableRow(id={self.id}, game={self.game!r}, status={self.status!r}, "
            f"version={self.version})"
        )


@dataclass(frozen=True)
class SeatRow:
    """One seat at a table; ``to_act`` says whether it must act now.

    ``kind`` is ``human`` or ``bot`` (an automatic player: its ``user_id`` is negative, never
    a Discord user); ``auto`` is set while the automatic player plays a human's seat (after
    a timeout, until ``/game return``); ``clock`` is the seat's clock JSON (tables/clocks.py).
    """

    table_id: int
    seat: int
    user_id: int
    name: str
    to_act: bool
    kind: str = "human"
    auto: bool = False
    clock: dict[str, Any] | None = None

    #: the account's username ('' if unknown): drawn when the display name cannot be.
    username: str = ""

    @property
    def automatic(self) -> bool:
        """Whether the automatic player acts for this seat now."""
        return self.kind == "bot" or self.auto


@dataclass(frozen=True)
class MoveRow:
    """One entry of the append-only move log."""

    table_id: int
    n: int  # 1-based position in the log
    seat: int
    user_id: int
    notation: str
    events: list[dict[str, Any]]
    version: int  # table version after the move
    created_at: str


@dataclass(frozen=True)
class UserSettings:
    """What one user chose with ``/settings``; None means automatic."""

    user_id: int
    language: str | None = None
    #: 1: reminders by direct message; 0 or None (the default): in the table's thread
    dm_reminders: int | None = None
    #: quiet hours as ``HH:MM-HH:MM`` in ``time_zone``; None: none
    quiet_hours: str | None = None
    #: an IANA time zone name; None: UTC
    time_zone: str | None = None
    #: the last holiday (``/settings vacation``): its start and end (planned, or the moment
    #: it ended early), ISO 8601 UTC; None: never one
    vacation_since: str | None = None
    vacation_until: str | None = None
    #: the calendar year (UTC) whose allowance ``vacation_used`` days were charged to
    vacation_year: int | None = None
    vacation_used: int | None = None
    #: the hour (0-23, in ``time_zone``) of the daily digest by direct message; None: off
    digest_hour: int | None = None
    #: None while the digest works; ``closed``: the player's DMs are closed, so their turn
    #: pings stay on (``digest_active`` is False) until they choose the digest again
    digest_state: str | None = None

    @property
    def digest_active(self) -> bool:
        """Whether a daily digest replaces this player's turn pings."""
        return self.digest_hour is not None and self.digest_state is None


@dataclass(frozen=True)
class GuildSettings:
    """What a server's admins chose with ``/server-settings``; None means automatic."""

    guild_id: int
    language: str | None = None
    #: ``every``: game threads keep each turn's picture; None: compact (one live picture)
    thread_pictures: str | None = None

    @property
    def compact_threads(self) -> bool:
        """Whether a superseded post loses its pictures (the default)."""
        return self.thread_pictures != "every"


@dataclass(frozen=True)
class MineRow:
    """One of a user's running tables for ``/game mine``, read from seat rows alone."""

    table_id: int
    game: str
    guild_id: int | None
    channel_id: int
    thread_id: int | None
    seat: int
    to_act: bool
    #: when the table last changed in public (a private action never moves it): the wait
    #: began then
    since: str
    #: the names of the seats that must act now
    acting: tuple[str, ...]


@dataclass(frozen=True)
class ResultSeat:
    """One seat of a recorded result."""

    seat: int
    user_id: int
    name: str
    place: int
    score: int
    #: False: the result ranked this seat nowhere (a solo game lost, which is no place 1);
    #: its ``place`` is then the seat count
    ranked: bool = True


@dataclass(frozen=True)
class ResultRow:
    """A finished table's result as recorded for stats, with the table's rules options
    (what a solo score is compared by, e.g. a level)."""

    table_id: int
    guild_id: int | None
    game: str
    reason: str
    automatic: bool
    finished_at: str
    seats: tuple[ResultSeat, ...]
    options: dict[str, str] = field(default_factory=dict)
    #: the level the table's automatic seats played ('normal' for results before levels)
    bot_level: str = "normal"


@dataclass(frozen=True)
class StandingRow:
    """One player's figures at one game in one server and one pool, kept up to date in the
    transaction of each result (``results.write_result``): what ``/stats`` and
    ``/leaderboard`` read. ``pool`` is ``"people"`` (no automatic seat at the table) or
    ``"bots"`` (one at least); ``variant`` keeps solo figures per level apart. The figures
    are computed by the store's user (``Rater``)."""

    guild_id: int
    game: str
    user_id: int
    pool: str
    name: str                   # the player's name at their latest result
    games: int = 0              # tables of two seats or more
    wins: int = 0
    draws: int = 0
    losses: int = 0
    place_total: int = 0        # sum of places at those tables (1 = first)
    best_score: int | None = None  # best score at a table of two seats or more
    solo_games: int = 0
    solo_best: int | None = None
    solo_table: int | None = None  # where the solo best was made (the earliest on a tie)
    mu: float = 25.0
    sigma: float = 25.0 / 3
    ordinal: float = 0.0        # what leaderboards order by (computed by the rater)
    solo_wins: int = 0          # solo games won; the others were lost (a solo game has no draw)
    solo_losses: int = 0
    #: part of the key: solo games at one variant (a level) are kept apart; '' for tables of
    #: two seats or more and for a game whose solo play has no variants
    variant: str = ""


#: Kinds of deadline rows.
DEADLINE_KINDS: tuple[str, ...] = ("remind", "timeout", "answer", "idle")


@dataclass(frozen=True)
class DeadlineRow:
    """One scheduled deadline: ``due`` is ISO 8601 UTC; ``seat`` None for a table-wide one."""

    id: int
    table_id: int
    seat: int | None
    kind: str
    due: str
    fired: bool
    data: dict[str, Any]


@dataclass(frozen=True)
class NewDeadline:
    """A deadline to write: ``due`` ISO 8601 UTC."""

    seat: int | None
    kind: str
    due: str
    data: dict[str, Any] = field(default_factory=dict)


@dataclass(frozen=True)
class NewNotice:
    """A slow-play notice to queue for the outbox (``kind``: remind, offer or handed);
    ``dm``: try a direct message first; ``offer``: the timeout row a offer answers."""

    kind: str
    seat: int | None
    data: dict[str, Any] = field(default_factory=dict)
    dm: bool = False
    offer: int | None = None


@dataclass(frozen=True)
class NoticeRow:
    """A queued slow-play notice (see ``NewNotice``); ``dm``: 0 thread, 1 DM to try, 2 DM
    tried; ``state``: pending, sent or dropped; ``live``: its message still shows buttons."""

    id: int
    table_id: int
    kind: str
    seat: int | None
    data: dict[str, Any]
    dm: int
    state: str
    message_id: int | None
    live: bool
    offer: int | None


@dataclass(frozen=True)
class Schedule:
    """Slow-play changes written in the transaction of an action (or of a fired deadline).

    ``fire``: deadline ids marked fired; if one was fired already the whole transaction is
    rolled back (``AlreadyFired``), so an effect never happens twice. ``cancel``: unfired
    rows of (seat, kind) to drop (``cancel_all`` drops every unfired row of the table);
    ``add``: rows to write; ``clocks`` / ``auto``: per-seat values to store;
    ``human_at``: when a human acted (ISO), for the idle close; ``notices``: slow-play
    notices queued for the outbox in the same transaction.
    """

    fire: tuple[int, ...] = ()
    cancel: tuple[tuple[int | None, str], ...] = ()
    cancel_all: bool = False
    add: tuple[NewDeadline, ...] = ()
    clocks: dict[int, dict[str, Any] | None] = field(default_factory=dict)
    auto: dict[int, bool] = field(default_factory=dict)
    human_at: str | None = None
    notices: tuple[NewNotice, ...] = ()

    def merged(self, other: Schedule) -> Schedule:
        """Both schedules, ``other`` applied after this one."""
        return Schedule(
            self.fire + other.fire, self.cancel + other.cancel,
            self.cancel_all or other.cancel_all, self.add + other.add,
            {**self.clocks, **other.clocks}, {**self.auto, **other.auto},
            other.human_at or self.human_at, self.notices + other.notices)


@dataclass(frozen=True)
class TablePlay:
    """A table's slow-play settings: clock JSON, automatic players asked for, last human act,
    and the level its automatic seats play (None: the table chose none, they play Normal)."""

    table_id: int
    clock: dict[str, Any]
    bots: int = 0
    last_human_at: str | None = None
    bot_level: str | None = None
