"""Holidays (``/settings vacation:<days>``, as Board Game Arena's): a player's clocks stop in
every table on every server while they are away.

Design (suspend and re-plan, so the scheduler's guarantees hold: each row fires once, and
everything is a row that survives a restart):

- Going away holds the clock of every turn the player has running (``clocks.hold``) and
  replaces that seat's reminder, timeout and answer rows with one ``resume`` row at the
  holiday's planned end, for all their tables in one transaction (each table's lock held).
  A turn that starts for them while they are away starts held the same way
  (``plan_turns(away=...)``). A held turn has no other deadline: no reminder, no timeout,
  no hand-over.
- The resume row (slow play fires it) starts the clock again: the turn keeps the clock time
  it had left when it was held, the first reminder is planned, and the player is told at
  once that it is their turn. Ending early (the player's next move anywhere, or
  ``/settings vacation:0``) moves their resume rows to that moment in one statement.
- A row that fires for a held seat (one planned before the holiday won a race with it) does
  nothing; one that fires for a player who is away while their clock runs holds it then.
- The idle close: a table waiting on a held seat is not closed; the close moves past the
  holiday by the idle time that was left when the seat was held.
- The allowance (``GROVE_VACATION_DAYS``, default 30) counts whole days per calendar year
  (UTC) of the holiday's start, and renews on 1 January. A holiday is charged in full when it
  begins; ended early, it costs the days begun and the rest is given back. A new
  ``vacation:<days>`` while away ends the current holiday (giving back what it did not use)
  and starts the new one from now.
- Only the player's own move ends it: a move made for them (a default, an automatic seat)
  does not; ``/game return`` gives a seat back with a running clock but leaves the holiday
  on elsewhere.
"""

from __future__ import annotations

import logging
import math
import os
from collections.abc import Mapping, Sequence
from contextlib import AsyncExitStack
from dataclasses import dataclass, replace
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

from rules.errors import GroveError
from storage import Schedule, SeatRow, UserSettings
from tables import clocks
from tables.planning import clock_of, iso, resume_row, settings_of

log = logging.getLogger(__name__)

#: the days of holiday each player has per calendar year, unless the environment says
DEFAULT_ALLOWANCE = 30
#: the environment variable of the bot-wide allowance
ALLOWANCE_ENV = "GROVE_VACATION_DAYS"
#: the longest holiday one command may ask for
MAX_DAYS = 365
DAY = timedelta(days=1)


def allowance_from_env(env: Mapping[str, str] | None = None) -> int:
    """The yearly allowance in days from ``GROVE_VACATION_DAYS`` (default 30; a value that
    is no whole number from 0 to 366 is logged and ignored)."""
    text = (os.environ if env is None else env).get(ALLOWANCE_ENV, "").strip()
    if not text:
        return DEFAULT_ALLOWANCE
    if text.isascii() and text.isdigit() and int(text) <= 366:
        return int(text)
    log.warning("%s=%r is not a number of days from 0 to 366; using %d", ALLOWANCE_ENV,
                text, DEFAULT_ALLOWANCE)
    return DEFAULT_ALLOWANCE


def _when(text: str | None) -> datetime | None:
    return None if text is None else datetime.fromisoformat(text).astimezone(UTC)


def away_until(prefs: UserSettings, now: datetime) -> datetime | None:
    """The end of the user's holiday if they are away at ``now``, else None."""
    since, until = _when(prefs.vacation_since), _when(prefs.vacation_until)
    if since is None or until is None or not since <= now < until:
        return None
    return until


def days_begun(since: datetime, end: datetime) -> int:
    """The days of a holiday from ``since`` to ``end``, each day begun counting whole."""
    return max(0, math.ceil((end - since) / DAY))


def renewal(now: datetime) -> datetime:
    """When the allowance renews: the next 1 January, 00:00 UTC."""
    return datetime(now.astimezone(UTC).year + 1, 1, 1, tzinfo=UTC)


@dataclass(frozen=True)
class Allowance:
    """A user's holiday and allowance at one moment."""

    #: the end of the holiday they are on, or None
    away_until: datetime | None
    allowance: int
    #: days charged this calendar year, and days left
    used: int
    left: int
    renews: datetime


def _used(prefs: UserSettings, year: int) -> int:
    return int(prefs.vacation_used or 0) if prefs.vacation_year == year else 0


def _ended(prefs: UserSettings, now: datetime) -> dict[str, Any]:
    """The settings that end a holiday at ``now``, giving back the days it did not use."""
    since, until = _when(prefs.vacation_since), _when(prefs.vacation_until)
    assert since is not None and until is not None
    planned = round((until - since) / DAY)
    back = max(0, planned - days_begun(since, now))
    out: dict[str, Any] = {"vacation_until": iso(now)}
    if prefs.vacation_year == since.year:
        out["vacation_used"] = max(0, int(prefs.vacation_used or 0) - back)
    return out


def allowance_of(prefs: UserSettings, now: datetime, allowance: int) -> Allowance:
    """The user's holiday and what is left of this year's allowance."""
    used = _used(prefs, now.astimezone(UTC).year)
    return Allowance(away_until(prefs, now), allowance, used, max(0, allowance - used),
                     renewal(now))


class Seated(Protocol):
    """What holds and the lines about holidays read of a table."""

    @property
    def play(self) -> Any: ...

    @property
    def seats(self) -> Sequence[SeatRow]: ...

    def to_act(self) -> frozenset[int]: ...


class Service(Protocol):
    """What ``Vacations`` needs of the table service (``tables.service.Tables``)."""

    @property
    def store(self) -> Any: ...

    def now(self) -> datetime: ...

    def lock(self, table_id: int) -> Any: ...

    async def load(self, table_id: int) -> Any: ...


def hold_plan(table: Seated, seat: int, now: datetime, until: datetime,
              fire: tuple[int, ...] = ()) -> Schedule:
    """The schedule that holds ``seat``'s running turn until ``until``: its clock held, its
    reminder, timeout and answer rows replaced by one resume row."""
    settings = settings_of(table)
    clock = clocks.hold(clock_of(table.seats[seat], settings), now, until)
    return Schedule(fire=fire, cancel=((seat, "remind"), (seat, "timeout"), (seat, "answer")),
                    add=(resume_row(seat, until),), clocks={seat: clock.to_json()})


def held_seats(table: Seated) -> dict[int, datetime]:
    """The seats whose running turn is held (their players on holiday), with the planned end
    (read from the seats' clocks alone: no query)."""
    settings = settings_of(table)
    out: dict[int, datetime] = {}
    acting = table.to_act()
    for row in table.seats:
        if row.seat not in acting or row.clock is None:
            continue
        clock = clock_of(row, settings)
        if clock.held and clock.held_until is not None:
            out[row.seat] = clock.held_until
    return out


async def away_seats(store: Any, table: Seated, now: datetime) -> dict[int, datetime]:
    """The human seats whose players are on holiday at ``now``, with its end (settings rows
    are cached: mostly no query)."""
    out: dict[int, datetime] = {}
    for row in table.seats:
        if row.automatic:
            continue
        until = away_until(await store.user_settings(row.user_id), now)
        if until is not None:
            out[row.seat] = until
    return out


async def come_back(store: Any, user_id: int, now: datetime) -> bool:
    """End the user's holiday at ``now`` if they are away (their move, ``vacation:0``): the
    unused days given back and every held turn of theirs resumed by slow play's next tick.
    Returns whether a holiday ended."""
    prefs = await store.user_settings(user_id)
    if away_until(prefs, now) is None:
        return False
    await store.save_vacation(user_id, _ended(prefs, now), resume_at=iso(now))
    return True


class Vacations:
    """``/settings vacation``: going away and coming back, over the table service."""

    def __init__(self, tables: Service, allowance: int | None = None) -> None:
        self.tables = tables
        self.allowance = allowance_from_env() if allowance is None else allowance

    async def status(self, user_id: int) -> Allowance:
        """The user's holiday and allowance now."""
        now = self.tables.now()
        return allowance_of(await self.tables.store.user_settings(user_id), now,
                            self.allowance)

    async def end(self, user_id: int) -> Allowance:
        """``vacation:0``: the holiday ends now (nothing happens if there is none)."""
        await come_back(self.tables.store, user_id, self.tables.now())
        return await self.status(user_id)

    async def start(self, user_id: int, days: int) -> Allowance:
        """Go away for ``days`` days from now; ``VACATION_ALLOWANCE`` (with the days left
        and the renewal) if this year's allowance has not that many left."""
        if not 1 <= days <= MAX_DAYS:
            raise GroveError("VACATION_DAYS", most=MAX_DAYS)
        store = self.tables.store
        now = self.tables.now()
        prefs = await store.user_settings(user_id)
        values: dict[str, Any] = {}
        if away_until(prefs, now) is not None:
            values = _ended(prefs, now)  # what the current holiday did not use comes back
        year = now.astimezone(UTC).year
        used = _used(replace(prefs, **values), year)
        left = max(0, self.allowance - used)
        if days > left:
            raise GroveError("VACATION_ALLOWANCE", days=days, left=left,
                             renews=int(renewal(now).timestamp()))
        until = now + days * DAY
        values.update(vacation_since=iso(now), vacation_until=iso(until), vacation_year=year,
                      vacation_used=used + days)
        waiting = sorted({r.table_id for r in await store.seat_overview(user_id) if r.to_act})
        async with AsyncExitStack() as held:
            # Every table's lock, in id order: no move there plans against the old clock.
            for table_id in waiting:
                await held.enter_async_context(self.tables.lock(table_id))
            plans: dict[int, Schedule] = {}
            for table_id in waiting:
                table = await self.tables.load(table_id)
                seat = next((s.seat for s in table.seats if s.user_id == user_id), None)
                if (table.row.status != "running" or seat is None
                        or seat not in table.to_act() or table.seats[seat].automatic):
                    continue
                plans[table_id] = hold_plan(table, seat, now, until)
            await store.save_vacation(user_id, values, plans)
        return await self.status(user_id)
