"""How stored rows become the plain rows of ``models``: JSON columns, decoders, checks.

Shared by every area. Each decoder raises ``CorruptRow`` (naming the table and the column,
never its content) when a stored value cannot be read. Areas call these as ``codec.name``
so that a test can watch (or forbid) decoding in one place.
"""

from __future__ import annotations

import json
import logging
from collections.abc import Iterable
from typing import Any

from .backend import Row
from .errors import CorruptRow
from .models import STATUSES, DeadlineRow, MoveRow, NoticeRow, SeatRow, TableRow

log = logging.getLogger("storage.db")  # the logger these warnings always went to

#: SQLite's current time as the columns store it (ISO 8601 UTC, milliseconds).
NOW = "strftime('%Y-%m-%dT%H:%M:%fZ', 'now')"
#: seeds are unsigned 64-bit integers (stored as text: SQLite integers are signed).
SEED_LIMIT = 1 << 64
#: the ``tables`` columns every ``TableRow`` is decoded from (the table aliased ``t``).
TABLE_COLUMNS = (
    "t.id, t.game, t.guild_id, t.channel_id, t.thread_id, t.lobby_message_id, t.creator_id, "
    "t.status, t.options, t.seed, t.state, t.version, t.result, t.created_at, t.updated_at, "
    "t.announced_version, t.turn_message_id, t.thread_pending, t.turn_number, t.turn_since"
)


def dumps(value: Any) -> str:
    """Canonical JSON text: compact, sorted keys, no NaN (which is not JSON)."""
    return json.dumps(
        value, separators=(",", ":"), sort_keys=True, ensure_ascii=False, allow_nan=False
    )


def loads(table_id: int, column: str, text: str | None, kind: type | None) -> Any:
    """Decode one JSON column; ``kind`` is the expected top-level type (None: NULL allowed)."""
    if text is None:
        if kind is None:
            return None
        raise CorruptRow(table_id, f"{column} is NULL")
    try:
        value = json.loads(text)
    except (TypeError, ValueError) as exc:
        raise CorruptRow(table_id, f"{column} is not valid JSON") from exc
    expected = kind or dict
    if not isinstance(value, expected):
        raise CorruptRow(table_id, f"{column} is not a JSON {expected.__name__}")
    return value


def decode_table(row: Row) -> TableRow:
    """Turn a ``tables`` row into a ``TableRow``; raise ``CorruptRow`` if it cannot be read."""
    table_id = int(row["id"])
    try:
        seed = int(row["seed"])
    except (TypeError, ValueError) as exc:
        raise CorruptRow(table_id, "seed is not an integer") from exc
    if not 0 <= seed < SEED_LIMIT:
        raise CorruptRow(table_id, "seed out of range")
    return TableRow(
        id=table_id,
        game=row["game"],
        guild_id=row["guild_id"],
        channel_id=row["channel_id"],
        thread_id=row["thread_id"],
        lobby_message_id=row["lobby_message_id"],
        creator_id=row["creator_id"],
        status=row["status"],
        options=loads(table_id, "options", row["options"], dict),
        seed=seed,
        state=loads(table_id, "state", row["state"], None),
        version=row["version"],
        result=loads(table_id, "result", row["result"], None),
        created_at=row["created_at"],
        updated_at=row["updated_at"],
        announced_version=row["announced_version"],
        turn_message_id=row["turn_message_id"],
        thread_pending=bool(row["thread_pending"]),
        turn_number=row["turn_number"],
        turn_since=row["turn_since"],
    )


def decode_many(rows: Iterable[Row]) -> list[TableRow]:
    """Decode rows for a listing, skipping (and logging) corrupt ones: one bad row must not
    hide every other table of a user or channel."""
    tables: list[TableRow] = []
    for row in rows:
        try:
            tables.append(decode_table(row))
        except CorruptRow as exc:
            # Only the id and the column: the content may hold hidden information.
            log.warning("skipping corrupt table row: %s", exc)
    return tables


def seat_row(table_id: int, r: Row) -> SeatRow:
    """Turn a seat row (joined with its slow-play row and username) into a ``SeatRow``."""
    return SeatRow(r["table_id"], r["seat"], r["user_id"], r["name"], bool(r["to_act"]),
                   r["kind"], bool(r["auto"]), loads(table_id, "seat clock", r["clock"], None),
                   r["username"])


def move_row(table_id: int, r: Row) -> MoveRow:
    """Turn a ``moves`` row into a ``MoveRow``; ``CorruptRow`` if its events cannot be read."""
    return MoveRow(
        table_id=r["table_id"],
        n=r["n"],
        seat=r["seat"],
        user_id=r["user_id"],
        notation=r["notation"],
        events=loads(table_id, f"events of move {r['n']}", r["events"], list),
        version=r["version"],
        created_at=r["created_at"],
    )


def deadline_row(row: Row) -> DeadlineRow:
    """Turn a ``deadlines`` row into a ``DeadlineRow``."""
    table_id = int(row["table_id"])
    return DeadlineRow(row["id"], table_id, row["seat"], row["kind"], row["due"],
                       bool(row["fired"]), loads(table_id, "deadline data", row["data"], dict))


def notice_row(row: Row) -> NoticeRow:
    """Turn a ``notices`` row into a ``NoticeRow``."""
    table_id = int(row["table_id"])
    return NoticeRow(row["id"], table_id, row["kind"], row["seat"],
                     loads(table_id, "notice data", row["data"], dict), int(row["dm"]),
                     row["state"], row["message_id"], bool(row["live"]), row["offer"])


def check_seats(to_act: Iterable[int]) -> list[int]:
    """The seat numbers of ``to_act``, sorted and unique; ``ValueError`` on anything else."""
    seats = sorted(set(to_act))
    for seat in seats:
        if isinstance(seat, bool) or not isinstance(seat, int):
            raise ValueError(f"to_act must hold seat numbers, got {seat!r}")
    return seats


def check_status(status: str, allowed: Iterable[str] = STATUSES) -> None:
    """``ValueError`` unless ``status`` is one of ``allowed``."""
    if status not in allowed:
        raise ValueError(f"invalid status {status!r}")
