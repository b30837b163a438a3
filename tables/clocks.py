"""Correspondence clocks, playing hours, reminders and quiet hours, pure.

No discord, no database and no clock of its own: every function that needs the time takes
``now`` (an aware ``datetime``; naive datetimes are refused). Time zones come from
``zoneinfo``. Everything returned is in UTC.

Clock kinds (table setting ``clock``; ``default_kind(seats)``: Relaxed with two or more
players, Untimed for a solo game):

=========  ===============  ====================  =======================
kind       time per move    reserve (start, cap)  refill after each move
=========  ===============  ====================  =======================
untimed    none             none                  none
relaxed    72 h             7 days                1 day
daily      24 h             3 days                8 h
brisk      4 h              1 day                 80 min
=========  ===============  ====================  =======================

A seat's turn may last its move time plus what is left of its reserve: the deadline. A move
is charged to the move time first; only what goes beyond it comes off the reserve. After the
charge the reserve refills, never above its starting value.

Playing hours (optional, e.g. ``08-23`` in the creator's time zone; ``22-06`` spans midnight)
are the only times a clock runs: time outside them does not count. Deadlines are found by
walking the running intervals day by day in that time zone, so a DST change (a 23- or 25-hour
day) is counted as the hours that really pass inside the window.

Reminders: timed clocks remind at half the move time and when one hour of clock time is left
(both counted in running time, so they fall within playing hours); Untimed tables remind after
3 days, then weekly. A reminder due in the player's quiet hours (their own time zone) is held
until the quiet hours end; the deadline still runs, and a reminder that would be held to or
past the deadline is dropped (the timeout notice follows anyway).

Decisions where the design is silent:

- Daily and Brisk refill too, by a third of their move time (Relaxed: a third of 72 h is the
  day the issue names), so all timed kinds forgive the occasional slow move alike.
- "Give more time" (offered once per seat per game after a timeout) sets a new deadline one
  full move time (running time) from the moment it is given; the reserve stays as it is.
- A window whose start equals its end is refused (``BAD_HOURS``): "always" is no window.
- On a day when a DST jump swallows a window's start (e.g. 02:30 on a spring-forward night),
  the window starts at the jump; on a fall-back night a start inside the repeated hour is its
  first occurrence.

Holidays (tables/vacation.py): ``hold`` stops a running turn's clock (``time_left`` then
stays what it was when held); ``resume`` starts it again at the return, with the deadline
moved on so that the same running time is left, and the turn's start moved on by the
holiday's wall-clock length, so the move's charge leaves the holiday out (exact without
playing hours; with them, exact when the holiday begins and ends inside the window at the
same time of day, otherwise off by at most the hours of one day's window). ``charge_move``
resumes a held clock first: a move made on holiday ends it.

How the tables call this (tables/ and the scheduler, in the transaction of the
action that starts or ends a turn):

- ``/game new``: ``ClockSettings.from_options(kind, hours_text, creator_tz)`` (``kind`` None:
  ``default_kind(seats)``); store ``settings.to_json()`` with the table; each seat gets
  ``new_seat_clock(settings)``, stored as ``SeatClock.to_json()``.
- A seat's turn starts (it enters ``to_act``): ``clock = start_turn(clock, settings, now)``;
  write a deadline row for ``clock.deadline`` (None: untimed) and a reminder row for
  ``hold_for_quiet(next_reminder(clock, settings, now), user_quiet, clock.deadline)``.
- The seat acts and its turn ends: ``clock = charge_move(clock, settings, now)``; delete its
  deadline and reminder rows. (A turn of several actions, e.g. Fairy Lights draws, is charged
  once, when ``turn_number`` rises or the seat leaves ``to_act``.)
- A reminder row fires at ``t``: send it, then schedule
  ``hold_for_quiet(next_reminder(clock, settings, t), quiet, clock.deadline)``.
- A deadline row fires: ``timed_out(clock, now)`` is True; the timeout flow follows. "More
  time": ``give_more_time(clock, settings, now)`` (``EXTRA_TIME_USED`` if already given).
- ``/game clock``: ``time_left(clock, settings, now)`` per seat.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, replace
from datetime import UTC, date, datetime, time, timedelta
from typing import Any
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from rules.errors import GroveError

HOUR = timedelta(hours=1)
DAY = timedelta(days=1)


@dataclass(frozen=True)
class ClockKind:
    """One kind of clock: time per move, reserve (start and cap) and refill per move."""

    id: str
    move_time: timedelta | None   # None: untimed
    reserve: timedelta
    refill: timedelta

    @property
    def timed(self) -> bool:
        """Whether this kind has deadlines at all."""
        return self.move_time is not None


KINDS: dict[str, ClockKind] = {
    "untimed": ClockKind("untimed", None, timedelta(0), timedelta(0)),
    "relaxed": ClockKind("relaxed", 72 * HOUR, 7 * DAY, 1 * DAY),
    "daily": ClockKind("daily", 24 * HOUR, 3 * DAY, 8 * HOUR),
    "brisk": ClockKind("brisk", 4 * HOUR, 1 * DAY, timedelta(minutes=80)),
}

#: Untimed tables: the first reminder after this long, then one every ``UNTIMED_EVERY``.
UNTIMED_FIRST = 3 * DAY
UNTIMED_EVERY = 7 * DAY
#: Timed clocks: a reminder when this much clock time is left.
LAST_REMINDER_BEFORE = HOUR


def default_kind(seats: int) -> str:
    """The default clock: Untimed for a solo game, Relaxed with two or more players."""
    return "untimed" if seats <= 1 else "relaxed"


def _utc(moment: datetime) -> datetime:
    if moment.tzinfo is None or moment.utcoffset() is None:
        raise ValueError("clock times must be aware datetimes")
    return moment.astimezone(UTC)


#: the longest time zone name accepted (the longest IANA name has 32 characters); a longer
#: one is refused before zoneinfo turns it into a file name the system finds too long
ZONE_LENGTH = 64


def zone(name: str) -> ZoneInfo:
    """The time zone called ``name``; ``GroveError('BAD_TIME_ZONE')`` if there is none."""
    try:
        if not isinstance(name, str) or len(name) > ZONE_LENGTH:
            raise ValueError(name)
        return ZoneInfo(name)
    except (ZoneInfoNotFoundError, ValueError, TypeError, OSError):
        raise GroveError("BAD_TIME_ZONE", zone=str(name)[:40]) from None


# ----------------------------------------------------------------------------- daily windows

def _parse_time(text: str) -> time:
    hours, _, minutes = text.strip().partition(":")
    # ASCII digits only: ``int`` reads other scripts' digits, and nothing else reads them.
    if not all(part.isascii() and part.isdigit() for part in (hours, minutes or "0")):
        raise ValueError(text)
    h, m = int(hours), int(minutes or 0)
    if h == 24 and m == 0:
        return time(0)
    return time(h, m)


@dataclass(frozen=True)
class DailyWindow:
    """The same local hours every day in one time zone: playing hours or quiet hours.

    ``start`` to ``end`` local wall time; when ``end`` is not after ``start`` the window
    spans midnight (``22:00-06:00``). ``tz`` is an IANA name such as ``Europe/Amsterdam``.
    """

    start: time
    end: time
    tz: str

    def __post_init__(self) -> None:
        zone(self.tz)
        if self.start == self.end:
            raise GroveError("BAD_HOURS", hours=self.text())

    @classmethod
    def parse(cls, text: str, tz: str) -> DailyWindow:
        """``"08-23"``, ``"8-23"``, ``"08:30-23:00"``, ``"22-06"``, ``"08-24"``."""
        try:
            a, b = text.replace(" ", "").split("-")
            return cls(_parse_time(a), _parse_time(b), tz)
        except (ValueError, TypeError):
            raise GroveError("BAD_HOURS", hours=str(text)[:20]) from None

    def text(self) -> str:
        """``HH:MM-HH:MM`` as parsed back by ``parse``."""
        return f"{self.start:%H:%M}-{self.end:%H:%M}"

    def to_json(self) -> dict[str, str]:
        """Plain JSON form."""
        return {"start": f"{self.start:%H:%M}", "end": f"{self.end:%H:%M}", "tz": self.tz}

    @classmethod
    def from_json(cls, data: dict[str, str]) -> DailyWindow:
        """Inverse of ``to_json``."""
        return cls(_parse_time(data["start"]), _parse_time(data["end"]), data["tz"])

    @property
    def spans_midnight(self) -> bool:
        """Whether the window ends on the next local day."""
        return self.end <= self.start

    def _boundary(self, day: date, wall: time) -> datetime:
        """The first instant (UTC) at which the local clock of ``day`` shows ``wall`` or
        later: the first occurrence of a repeated time, the jump itself for a skipped one."""
        tz = zone(self.tz)
        naive = datetime.combine(day, wall)
        u0 = naive.replace(tzinfo=tz, fold=0).astimezone(UTC)
        u1 = naive.replace(tzinfo=tz, fold=1).astimezone(UTC)
        lo, hi = min(u0, u1), max(u0, u1)

        def local(u: datetime) -> datetime:
            return u.astimezone(tz).replace(tzinfo=None)

        if local(lo) == naive:
            return lo
        # ``naive`` falls in a DST gap: find the jump (to the second) between lo and hi
        while hi - lo > timedelta(seconds=1):
            mid = lo + (hi - lo) / 2
            if local(mid) >= naive:
                hi = mid
            else:
                lo = mid
        return hi.replace(microsecond=0)

    def intervals(self, since: datetime) -> Iterator[tuple[datetime, datetime]]:
        """The window's intervals (UTC, half-open) from ``since`` on, clipped to start there."""
        since = _utc(since)
        day = since.astimezone(zone(self.tz)).date() - DAY
        while True:
            a = self._boundary(day, self.start)
            b = self._boundary(day + DAY if self.spans_midnight else day, self.end)
            day += DAY
            if b <= since or b <= a:
                continue
            yield max(a, since), b

    def contains(self, moment: datetime) -> bool:
        """Whether ``moment`` lies inside the window."""
        moment = _utc(moment)
        a, _b = next(self.intervals(moment))
        return a <= moment

    def end_after(self, moment: datetime) -> datetime:
        """If ``moment`` is inside the window, the end of that interval; else ``moment``."""
        moment = _utc(moment)
        a, b = next(self.intervals(moment))
        return b if a <= moment else moment


def running_between(start: datetime, end: datetime, hours: DailyWindow | None) -> timedelta:
    """How much clock time runs from ``start`` to ``end`` (only inside ``hours``, if any)."""
    start, end = _utc(start), _utc(end)
    if end <= start:
        return timedelta(0)
    if hours is None:
        return end - start
    total = timedelta(0)
    for a, b in hours.intervals(start):
        if a >= end:
            break
        total += min(b, end) - a
    return total


def add_running(start: datetime, amount: timedelta, hours: DailyWindow | None) -> datetime:
    """The instant at which ``amount`` of clock time has run since ``start``."""
    start = _utc(start)
    if hours is None or amount <= timedelta(0):
        return start + max(amount, timedelta(0))
    left = amount
    for a, b in hours.intervals(start):
        if b - a >= left:
            return a + left
        left -= b - a
    raise AssertionError("unreachable: a window's intervals never end")


# ----------------------------------------------------------------------------- settings

@dataclass(frozen=True)
class ClockSettings:
    """A table's clock setting: the kind, and optional playing hours."""

    kind: str = "relaxed"
    playing_hours: DailyWindow | None = None

    def __post_init__(self) -> None:
        if self.kind not in KINDS:
            raise GroveError("BAD_CLOCK", clock=str(self.kind)[:20])

    @property
    def spec(self) -> ClockKind:
        """The ``ClockKind`` of this setting."""
        return KINDS[self.kind]

    @classmethod
    def from_options(cls, kind: str | None, hours: str | None, tz: str | None,
                     seats: int = 2) -> ClockSettings:
        """From ``/game new`` options: ``clock`` (None: the default for ``seats``), playing
        hours text such as ``08-23`` (None or empty: always) in the creator's zone ``tz``."""
        window = None
        if hours:
            window = DailyWindow.parse(hours, tz or "UTC")
        return cls(kind or default_kind(seats), window)

    def to_json(self) -> dict[str, Any]:
        """Plain JSON form."""
        return {"kind": self.kind, "playing_hours":
                None if self.playing_hours is None else self.playing_hours.to_json()}

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> ClockSettings:
        """Inverse of ``to_json``."""
        hours = data.get("playing_hours")
        return cls(data["kind"], None if hours is None else DailyWindow.from_json(hours))


# ----------------------------------------------------------------------------- seat clocks

@dataclass(frozen=True)
class SeatClock:
    """One seat's clock: its reserve, and while it is its turn, when that began and ends.

    ``held_since`` / ``held_until``: the turn's clock is stopped (its player is on holiday)
    since then, until about then (the planned end; ``resume`` says when it really ended).
    """

    reserve: timedelta
    turn_start: datetime | None = None
    deadline: datetime | None = None
    extra_used: bool = False
    held_since: datetime | None = None
    held_until: datetime | None = None

    @property
    def held(self) -> bool:
        """Whether the running turn's clock is stopped (a holiday)."""
        return self.held_since is not None

    def to_json(self) -> dict[str, Any]:
        """Plain JSON (seconds and ISO 8601 UTC strings)."""
        out: dict[str, Any] = {
            "reserve": int(self.reserve.total_seconds()),
            "turn_start": None if self.turn_start is None else self.turn_start.isoformat(),
            "deadline": None if self.deadline is None else self.deadline.isoformat(),
            "extra_used": self.extra_used,
        }
        # Only a held clock carries the holiday keys: every other clock reads as before.
        if self.held_since is not None:
            out["held_since"] = self.held_since.isoformat()
            out["held_until"] = None if self.held_until is None else self.held_until.isoformat()
        return out

    @classmethod
    def from_json(cls, data: dict[str, Any]) -> SeatClock:
        """Inverse of ``to_json``."""
        def when(text: str | None) -> datetime | None:
            return None if text is None else _utc(datetime.fromisoformat(text))
        return cls(timedelta(seconds=int(data["reserve"])), when(data.get("turn_start")),
                   when(data.get("deadline")), bool(data.get("extra_used", False)),
                   when(data.get("held_since")), when(data.get("held_until")))


def new_seat_clock(settings: ClockSettings) -> SeatClock:
    """A seat's clock at the start of a game: a full reserve, no turn running."""
    return SeatClock(settings.spec.reserve)


def start_turn(clock: SeatClock, settings: ClockSettings, now: datetime) -> SeatClock:
    """The seat's turn begins at ``now``: its deadline is move time plus reserve later, in
    running time (None for Untimed)."""
    now = _utc(now)
    spec = settings.spec
    deadline = None
    if spec.move_time is not None:
        deadline = add_running(now, spec.move_time + clock.reserve, settings.playing_hours)
    return replace(clock, turn_start=now, deadline=deadline)


def hold(clock: SeatClock, now: datetime, until: datetime) -> SeatClock:
    """Stop the running turn's clock at ``now`` (its player goes on holiday until ``until``);
    a clock held already keeps its start and takes the new end. Outside a turn: unchanged."""
    if clock.turn_start is None:
        return clock
    since = clock.held_since if clock.held_since is not None else _utc(now)
    return replace(clock, held_since=since, held_until=_utc(until))


def resume(clock: SeatClock, settings: ClockSettings, end: datetime) -> SeatClock:
    """Start a held clock again at ``end``: the turn keeps the clock time it had left when it
    was held (the deadline moves past the holiday in running time), and its start moves on by
    the holiday's length, so the time charged for the move leaves the holiday out."""
    if clock.held_since is None:
        return clock
    end = _utc(end)
    stopped = clock.held_since
    if clock.turn_start is not None:
        stopped = max(stopped, clock.turn_start)
    pause = max(timedelta(0), end - stopped)
    hours = settings.playing_hours
    deadline = clock.deadline
    if deadline is not None:
        deadline = add_running(max(end, stopped), running_between(stopped, deadline, hours),
                               hours)
    start = None if clock.turn_start is None else clock.turn_start + pause
    return replace(clock, turn_start=start, deadline=deadline, held_since=None,
                   held_until=None)


def charge_move(clock: SeatClock, settings: ClockSettings, now: datetime) -> SeatClock:
    """The seat's turn ended at ``now``: charge the running time it took (move time first,
    then the reserve, never below zero), then refill the reserve up to its starting value.
    A held clock (its player on holiday) is resumed at ``now`` first: the holiday is free."""
    clock = resume(clock, settings, now)
    spec = settings.spec
    if clock.turn_start is None or spec.move_time is None:
        return replace(clock, turn_start=None, deadline=None)
    used = running_between(clock.turn_start, now, settings.playing_hours)
    reserve = max(timedelta(0), clock.reserve - max(timedelta(0), used - spec.move_time))
    reserve = min(spec.reserve, reserve + spec.refill)
    return SeatClock(reserve, None, None, clock.extra_used)


def timed_out(clock: SeatClock, now: datetime) -> bool:
    """Whether the seat's running turn has passed its deadline at ``now``."""
    return clock.deadline is not None and _utc(now) >= clock.deadline


def give_more_time(clock: SeatClock, settings: ClockSettings, now: datetime) -> SeatClock:
    """After a timeout, the other players give this seat one more move time from ``now``
    (once per seat per game: ``GroveError('EXTRA_TIME_USED')`` the second time)."""
    spec = settings.spec
    if spec.move_time is None or clock.turn_start is None:
        raise GroveError("NO_CLOCK")
    if clock.extra_used:
        raise GroveError("EXTRA_TIME_USED")
    deadline = add_running(_utc(now), spec.move_time, settings.playing_hours)
    return replace(clock, deadline=deadline, extra_used=True)


def time_left(clock: SeatClock, settings: ClockSettings,
              now: datetime) -> tuple[timedelta, timedelta] | None:
    """(move time left, reserve left) in clock time at ``now``; None for Untimed.

    Outside the seat's turn: the full move time and its reserve.
    """
    spec = settings.spec
    if spec.move_time is None:
        return None
    if clock.turn_start is None:
        return spec.move_time, clock.reserve
    if clock.held_since is not None:
        # Stopped: what was left when the holiday began (or the turn, if it began later).
        now = max(clock.held_since, clock.turn_start)
    hours = settings.playing_hours
    used = running_between(clock.turn_start, now, hours)
    left = timedelta(0) if clock.deadline is None else running_between(now, clock.deadline, hours)
    # what is left counts as move time first (after "more time" the deadline says it all)
    move_left = min(max(timedelta(0), spec.move_time - used), left)
    return move_left, left - move_left


# ----------------------------------------------------------------------------- reminders

def reminder_times(clock: SeatClock, settings: ClockSettings, until: datetime) -> list[datetime]:
    """Every reminder of the running turn up to ``until`` (inclusive), before quiet hours."""
    if clock.turn_start is None:
        return []
    out: list[datetime] = []
    after = clock.turn_start
    while True:
        nxt = next_reminder(clock, settings, after)
        if nxt is None or nxt > _utc(until):
            return out
        out.append(nxt)
        after = nxt


def next_reminder(clock: SeatClock, settings: ClockSettings,
                  after: datetime) -> datetime | None:
    """The first reminder of the running turn strictly after ``after`` (before quiet hours).

    Timed: at half the move time, and when ``LAST_REMINDER_BEFORE`` of clock time is left;
    Untimed: ``UNTIMED_FIRST`` after the turn began, then every ``UNTIMED_EVERY``.
    """
    after = _utc(after)
    start = clock.turn_start
    if start is None:
        return None
    spec = settings.spec
    if spec.move_time is None:
        if after < start + UNTIMED_FIRST:
            return start + UNTIMED_FIRST
        periods = (after - start - UNTIMED_FIRST) // UNTIMED_EVERY + 1
        return start + UNTIMED_FIRST + periods * UNTIMED_EVERY
    if clock.deadline is None:
        return None
    hours = settings.playing_hours
    total = running_between(start, clock.deadline, hours)
    marks = {add_running(start, spec.move_time / 2, hours)}
    if total > LAST_REMINDER_BEFORE:
        marks.add(add_running(start, total - LAST_REMINDER_BEFORE, hours))
    later = sorted(m for m in marks if after < m < clock.deadline)
    return later[0] if later else None


def hold_for_quiet(when: datetime | None, quiet: DailyWindow | None,
                   deadline: datetime | None = None) -> datetime | None:
    """When a reminder due at ``when`` is sent, given the player's quiet hours: at once, or
    at the end of the quiet hours it falls in. None (not sent) if there is no reminder, or
    if holding it would send it at or after ``deadline``."""
    if when is None:
        return None
    when = _utc(when)
    if quiet is not None:
        when = quiet.end_after(when)
    if deadline is not None and when >= _utc(deadline):
        return None
    return when
